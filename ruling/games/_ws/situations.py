"""Weiß Schwarz situations a scenario may start in or describe without a card (the round-6
contract, docs/scenarios.md): a bare effect text resolved by a player (``resolve_text``), an
automatic ability already pending (``pending:``), an attack in progress (``turn.attack``,
7.2-7.6) and the rest of it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ruling.abilities import abilities_of
from ruling.core import Ctx
from ruling.games._ws.common import FACING, FRONT, SLOT_JA, char_at, find_card, unsupported
from ruling.games._ws.continuous import stat
from ruling.games._ws.program import run_program
from ruling.games._ws.selection import Proc, Rt
from ruling.rules import AddEffect, Mark, Reject, SetTurn, SetVar, Triggered, Warn
from ruling.state import Card


def resolve_text(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """An effect text resolved by ``player`` as a one-shot effect (8.8.1): compiled like the text
    of an event card, ``card`` (if given) being 「このカード」."""
    player = p["player"]
    uid = find_card(ctx, p["card"]) if p.get("card") is not None else None
    src = ctx.card(uid) if uid is not None else None
    text = str(p.get("text") or "")
    label = src.label if src is not None else "効果"
    for ab in abilities_of("ws", Card(uid="resolve_text", owner=player, type="event", text=text)):
        if not ab.supported or ab.program is None:
            yield unsupported(src or Card(uid="resolve_text", owner=player, name=label), ab.text)
            continue
        data = {"placed": src.placed} if src is not None else {}
        rt = Rt(ctx, player, uid, ab.program, ab.text, data)
        yield from run_program(rt, ("8.8.1",))


def pending_ability(ctx: Ctx, uid: str, index: int, player: str | None) -> Any:
    """The automatic ability ``index`` of card ``uid`` already pending (8.7.2), its master
    ``player`` (default: the player whose zone the card is in, else its owner)."""
    card = ctx.card(uid)
    if card is None:
        return Reject("そのカードはありません", "no such card", ())
    abs_ = abilities_of("ws", card) if card.text else ()
    if not 0 <= index < len(abs_):
        return Reject(
            f"{card.label} に{index + 1}番目の能力はありません",
            f"{card.label} has no ability #{index + 1}",
            (),
        )
    ab = abs_[index]
    if ab.kind != "auto" and (ab.program is None or ab.program.kind != "auto"):
        return Reject(
            f"{card.label} の{index + 1}番目の能力は自動能力ではありません",
            f"ability #{index + 1} of {card.label} is not an automatic ability",
            (),
        )
    w = ctx.where(uid)
    master = player or (w[0] if w else card.owner)
    return "card", Triggered(master, uid, {"index": index, "placed": card.placed})


def attack_in_progress(ctx: Ctx, spec: Mapping[str, Any]) -> Proc:
    """The attack the scenario starts in (7.2.1.5): the attacker and the attack method, the
    defender (a front attack) or the character attacked (a side attack), and the attack
    method's soul change as it was applied at the declaration (7.2.1.4)."""
    from ruling.values import find

    st = ctx.state
    uid, why = find(ctx.game, st, str(spec["attacker"]))
    w = ctx.where(uid) if uid else None
    slot = w[1].removeprefix("stage.") if w else ""
    if uid is None or w is None or slot not in FRONT:
        yield Reject(
            f"アタック中のキャラ（{spec['attacker']}）が前列にいません: {why}",
            f"the attacking character ({spec['attacker']}) is not in a front slot: {why}",
            ("7.2.1.3.1",),
        )
        return
    card = ctx.card(uid)
    assert card is not None
    player = w[0]
    opp = st.opponent(player)
    facing = char_at(ctx, opp, FACING[slot])
    kind = spec.get("kind") or ("front" if facing is not None else "direct")
    if kind not in ("front", "side", "direct"):
        yield Reject(
            f"攻撃方法 '{kind}' は front / side / direct のいずれでもありません",
            f"attack method '{kind}' is none of front / side / direct",
            ("7.2.1.4",),
        )
        return
    if (facing is None) != (kind == "direct"):
        yield Reject(
            "正面にキャラがいる時だけフロント／サイドアタック、いない時だけダイレクトアタックです",
            "a front or side attack needs a character opposite, a direct attack none",
            ("7.2.1.4.1", "7.2.1.4.2"),
        )
        return
    if spec.get("defender"):
        d, _w = find(ctx.game, st, str(spec["defender"]))
        if facing is None or d != facing.uid:
            yield Reject(
                "防御キャラは攻撃キャラの正面のキャラです",
                "the defending character is the one opposite the attacker",
                ("7.2.1.5.1", "3.6.6"),
            )
            return
    decl = yield Mark(
        clauses=("7.2.1.3.1", "7.2.1.5"),
        tag="attack_in_progress",
        ja=f"{player} の{SLOT_JA[slot]}の {card.label} がアタック中（{kind}）: シナリオはここから始まる",
        en=f"{player}'s {card.label} ({slot}) is attacking ({kind}): the scenario starts here",
    )
    kstep = decl
    if kind == "direct":
        kstep = yield AddEffect(
            target=uid,
            stat="soul",
            value=1,
            until="turn",
            clauses=("7.2.1.4", "7.2.1.4.1"),
            caused_by=(decl,),
            source="direct attack",
            ja=f"ダイレクトアタック: {card.label} のソウル+1（宣言時に適用済み）",
            en=f"direct attack: {card.label} has soul +1 (applied at the declaration)",
        )
    elif kind == "side" and facing is not None and stat(ctx, facing.uid, "level") > 0:
        lv = stat(ctx, facing.uid, "level")
        kstep = yield AddEffect(
            target=uid,
            stat="soul",
            value=-lv,
            until="turn",
            clauses=("7.2.1.4", "7.2.1.4.2"),
            caused_by=(decl,),
            watch=(facing.uid,),
            source="side attack",
            ja=f"サイドアタック: {card.label} のソウル-{lv}（宣言時に適用済み）",
            en=f"side attack: {card.label} has soul -{lv} (applied at the declaration)",
        )
    att = {
        "player": player,
        "opponent": opp,
        "attacker": uid,
        "slot": slot,
        "placed": card.placed,
        "kind": kind,
        "defender": facing.uid if (facing is not None and kind == "front") else None,
        "attacked": facing.uid if (facing is not None and kind in ("front", "side")) else None,
        "defender_placed": facing.placed if facing is not None else None,
        "defender_slot": FACING[slot],
        "declared": decl,
        "resume": st.turn.step or "counter",
        "kstep": kstep,
    }
    yield SetVar(key="attack", value=att, clauses=("7.2.1.5",), caused_by=(decl, kstep))
    from ruling.games._ws.attack import _record

    yield _record(ctx, att, (decl, kstep))
    if st.turn.phase != "attack" or st.turn.step is None:
        yield SetTurn(changes={"phase": "attack", "step": att["resume"]}, caused_by=(decl,))
    if card.orientation == "stand":
        yield Warn(
            "assumption",
            f"アタック中の {card.label} はスタンド状態と書かれています（アタック宣言でレストになるはず、7.2.1.5.3）",
            f"the attacking {card.label} is given as standing (the declaration rests it, 7.2.1.5.3)",
            ("7.2.1.5.3",),
            key="attacker_given_standing",
        )


def attack_resume(ctx: Ctx) -> Proc:
    """The rest of the attack the scenario started in, from its step (``attack_steps``), once
    the scenario's own actions are done — unless they ended it."""
    from ruling.games._ws.attack import attack_steps

    att = ctx.state.vars.get("attack")
    if not att or "resume" not in att or ctx.state.turn.phase != "attack":
        return
    if ctx.state.turn.step != att["resume"]:
        return
    card = ctx.card(att["attacker"]) or Card(att["attacker"], att["player"])
    yield from attack_steps(ctx, dict(att), card, att.get("kstep"), [], att["resume"])
