"""Weiß Schwarz attacks (chapter 7): declaration, trigger, counter, damage and battle steps, and the
encore step."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import replace
from typing import Any

from ruling import unsettled
from ruling.core import Ctx
from ruling.games._ws.cardtext.ir import ATTACKED_BY, prog_ext
from ruling.games._ws.common import (
    FACING,
    FRONT,
    SLOT_JA,
    SLOTS,
    Proc,
    attacker_moved_in_stage,
    attacker_present,
    card_option,
    char_at,
    defender_moved_in_stage,
    defender_present,
    find_card,
    leave_play_timing,
    leave_stage,
    on_stage,
    stage,
    timing,
)
from ruling.games._ws.conditions import holds
from ruling.games._ws.continuous import (
    card_banned,
    card_bans,
    ended_clauses,
    programs,
    stat,
    stat_clauses,
    stat_watch,
    unmet_clauses,
)
from ruling.games._ws.keywords import great_performance, great_performance_idle
from ruling.games._ws.selection import NO, YES, Rt, matches, slot_of
from ruling.games._ws.triggers import after_checks, trigger_check, trigger_checks
from ruling.games._ws.turn import phase_passed
from ruling.principles import rule_step_prohibited
from ruling.rules import (
    ATTACK_LOG,
    ActionProper,
    AddEffect,
    CheckTiming,
    Choose,
    Do,
    EndEffects,
    Mark,
    Option,
    Orient,
    Reject,
    SetCard,
    SetTurn,
    SetVar,
    Warn,
    record_attack,
)
from ruling.state import Card
from ruling.values import Operand, compare, shown, taken_as


def attack_permission(ctx: Ctx, card: Card, player: str) -> str | None:
    """The text of the card's 「このカードはアタックを行うキャラとして選択してよい。そうしたら、
    このカードはダイレクトアタックする。」 whose condition holds now, else None."""
    for ab in programs(ctx, card.uid):
        pr = ab.program
        if pr is None or "attack_permission" not in prog_ext(pr, "notes"):
            continue
        if pr.cond is None or holds(Rt(ctx, player, card.uid, pr, ab.text, {}), pr.cond):
            return ab.text
    return None


def attack_redirect(ctx: Ctx, card: Card, player: str, decl: int, star: bool) -> Proc:
    """「このカードがアタックする時、かわりに相手の後列のキャラを1枚選び、このカードはそのキャラを
    防御キャラとしてフロントアタックしてよい」 in force on the attacker: a selective replacement of
    the attack method (8.2.1.3.2, 8.10.1), applied only if its choice can be carried out (8.10.3)
    and its master makes it. Returns ``(defender, step)`` or None. ``star``: the opponent's
    大活躍 applies after it (8.10.2.4)."""
    from ruling.games._ws.ops import op_choose
    from ruling.games._ws.replacing import _can_choose

    for ab in programs(ctx, card.uid):
        pr = ab.program
        if pr is None or "attack_redirect" not in prog_ext(pr, "notes"):
            continue
        rt = Rt(ctx, player, card.uid, pr, ab.text, {})
        if pr.cond is not None and not holds(rt, pr.cond):
            continue
        if not _can_choose(rt, pr.steps):
            yield Mark(
                clauses=("8.10.3", "8.2.1.3.2"),
                caused_by=(decl,),
                ja=f"{card.label} の選択型置換効果（{ab.text}）は選べるキャラがいないため、適用できない",
                en=f"{card.label}'s selective replacement ({ab.text}) has no character to choose: "
                "it does not apply",
            )
            continue
        yes = yield Choose(
            player,
            "replacement_optional",
            f"攻撃方法を置換するか（{ab.text}）",
            f"replace the attack method? ({ab.text})",
            (YES, NO),
            ("8.10.3", "8.2.1.3.2"),
            also=("optional",),
        )
        if not yes:
            continue
        yield from op_choose(rt, pr.steps[0])
        target = ctx.card(rt.chosen[0]) if rt.chosen else None
        if target is None:
            continue
        step = yield Mark(
            clauses=("8.10.1", "8.2.1.3.2", "7.2.1.4")
            + (("8.10.2", "8.10.2.4", "8.10.2.3") if star else ()),
            caused_by=(decl,),
            watch=(target.uid,),
            ja=f"{card.label} は {target.label} を防御キャラとしてフロントアタックを行う（攻撃方法の置換: "
            f"{ab.text}）" + ("。その後、相手の大活躍の置換が適用される" if star else ""),
            en=f"{card.label} front-attacks {target.label} instead (the attack method is replaced: "
            f"{ab.text})" + (": the opponent's 大活躍 replaces it after that" if star else ""),
        )
        return target, step
    return None


def _method_banned(ctx: Ctx, uid: str, method: str, opp: str, slot: str, star: Any) -> Any:
    """The prohibition that keeps character ``uid`` in ``slot`` from attacking by ``method``:
    its own (「このカードはサイドアタックできない」), or, for a front attack, the character it
    would front-attack (the one opposite, 7.2.1.4.2; not where 大活躍 names another, 10.6.2):
    「このカードはフロントアタックされない」 (1.3.3). None when it may."""
    ban = card_banned(ctx, uid, f"{method}_attack")
    if ban is None and method in ("front", "side") and star is None and slot in FACING:
        # 「このカードはフロントアタックされない / サイドアタックされない」 on the character opposite
        opposite = char_at(ctx, opp, FACING[slot])
        if opposite is not None:
            ban = card_banned(ctx, opposite.uid, f"{method}_attacked")
        attacker = ctx.card(uid)
        if ban is None and opposite is not None and attacker is not None:
            # 「このカードは、相手のレベル0のキャラにフロントアタックされない」: only an attacker
            # passing the filter is kept from that method (1.3.3)
            ban = next(
                (
                    e
                    for e in card_bans(ctx, opposite.uid)
                    if str(e.value).startswith(f"{method}_attacked@")
                    and (by := ATTACKED_BY.get(str(e.value))) is not None
                    and matches(ctx, attacker, by, opposite.uid)
                ),
                None,
            )
    return ban


def attack(ctx: Ctx, p: dict[str, Any]) -> Proc:
    st = ctx.state
    player = p.get("player") or st.turn.player
    opp = st.opponent(player)
    slot = str(p.get("slot", "")).removeprefix("stage.")
    if player != st.turn.player:
        yield Reject(
            f"{player} はターンプレイヤーではないのでアタックできません",
            f"{player} is not the turn player and cannot attack",
            ("7.1.1",),
        )
        return
    passed = phase_passed(ctx, "attack")
    if passed is not None:
        # the attack phase is over this turn, or was skipped (6.1.1, 11.4.1.2)
        yield passed
        return
    first = not st.vars.get("attacks")
    if st.turn.phase == "main":
        # straight from the main phase: the turn player does nothing more there (6.5.1.3) and
        # plays no climax (6.6.1) — the climax phase is run as `climax_phase` with no card
        yield Do("climax_phase", {"card": "none"})
    # the climax phase's play timing still the player's: they do nothing at it (4.5.3.2)
    yield from leave_play_timing(ctx, "climax")
    began = yield SetTurn(
        changes={"phase": "attack", "step": "declaration"},
        clauses=("7.2.1",),
        ja="アタック宣言ステップ",
        en="attack declaration step",
    )
    if first:
        st.vars[PHASE_BEGAN] = began  # the encore step reads what was reversed since (7.7.1)
    if first:
        yield timing("attack", "start", ("7.2.1.1",), began=began)
        yield CheckTiming(
            ("7.2.1.1",),
            "アタックフェイズの始めのチェックタイミング",
            "check timing at the start of the attack phase",
        )
    yield from _declaration_step_start((began,))
    # the attack proper: choosing the character (7.2.1.3); the phase's start and what
    # triggered there happen whether or not a character can then attack
    yield ActionProper()
    if st.turn.number == 1 and st.turn.first_player == player and st.vars.get("attacks", 0) >= 1:
        yield Reject(
            "先攻プレイヤーの第1ターンには、2回目のアタックサブフェイズでアタック可能なキャラを選択できません",
            "on the first player's first turn no character can be chosen in a second attack sub-phase",
            ("7.2.1.3.1.2", "7.2.1.3.1.3"),
        )
        return
    card = char_at(ctx, player, slot) if slot in SLOTS else None
    # 「このカードはアタックを行うキャラとして選択してよい。そうしたら、…ダイレクトアタックする」
    # in force on a standing character outside the front row: the card's text lets it be
    # chosen (1.3.1 over 7.2.1.3.1.1)
    permit = (
        attack_permission(ctx, card, player)
        if card is not None and slot not in FRONT and card.orientation == "stand"
        else None
    )
    if permit is None and (
        slot not in FRONT
        or card is None
        or card.orientation != "stand"
        or card.type not in ("character", None)
    ):
        why_ja = (
            "前列の枠ではない"
            if slot not in FRONT
            else ("キャラがいない" if card is None else f"{card.label} はスタンド状態ではない")
        )
        why_en = (
            "not a front-row slot"
            if slot not in FRONT
            else ("no character there" if card is None else f"{card.label} is not standing")
        )
        yield Reject(
            f"{SLOT_JA.get(slot, slot)}のキャラではアタックできません（{why_ja}）",
            f"cannot attack with {slot} ({why_en})",
            ("7.1.1", "7.2.1.3.1.1", "7.2.1.3.1.3"),
        )
        return
    ban = card_banned(ctx, card.uid, "attack")
    if ban is not None:
        yield Reject(
            f"{card.label} はアタックできない（{ban.source}）",
            f"{card.label} cannot attack ({ban.source})",
            # a character that cannot attack is not one that can be chosen (7.2.1.3.1.3)
            ("7.2.1.3.1", "7.2.1.3.1.3") + ctx.declaration_prohibited() + ban.clauses,
        )
        return
    # the attack methods this character has (7.2.1.4): 大活躍 leaves only a front attack on it
    # (10.6.2), nothing opposite only a direct attack (7.2.1.4.1); a method the character may
    # not use (「フロントアタックできない」, 1.3.3) is not one — with none left it is not a
    # character that can attack (7.2.1.3.1.3)
    star_now = great_performance(ctx, opp)
    methods = (
        ("front",)
        if star_now is not None
        else ("direct",)
        if permit is not None or char_at(ctx, opp, FACING[slot]) is None
        else ("front", "side")
    )
    if p.get("kind") == "direct" and star_now is None and "direct" not in methods:
        # 7.2.1.4.1: a direct attack only when no character of the opponent is opposite; with
        # one there the method is a front or side attack (7.2.1.4.2) — a reversed one too
        yield Reject(
            f"{card.label} の正面に相手のキャラがいるため、ダイレクトアタックはできません",
            f"a character of the opponent is opposite {card.label}: no direct attack",
            ("7.2.1.4.1", "7.2.1.4.2", "3.6.6") + ctx.principle("impossible"),
        )
        return
    bans = {m: _method_banned(ctx, card.uid, m, opp, slot, star_now) for m in methods}
    star_off = False  # 大活躍 not applied (the reading not_applied of replacement_into_prohibited)
    if star_now is not None and all(b is not None for b in bans.values()):
        # 大活躍 replaces the attack by a front attack (10.6.2, a replacement effect, 8.10.1)
        # that this character may not make (1.3.3): whether the replacement then leaves no
        # attack at all or cannot be applied (as 8.10.3 says of a choice replacement) the text
        # does not settle — the unsettled point replacement_into_prohibited, both readings run
        # (the engine's: no attack; the other: the attack goes as declared, as if 大活躍 were not
        # there)
        applied = yield unsettled.choose(
            player,
            "ws",
            "replacement_into_prohibited",
            {"nothing_happens": True, "not_applied": False},
            more=("10.6.2",),
        )
        if not applied:
            star_off, star_now = True, None
            methods = (
                ("direct",)
                if permit is not None or char_at(ctx, opp, FACING[slot]) is None
                else ("front", "side")
            )
            bans = {m: _method_banned(ctx, card.uid, m, opp, slot, None) for m in methods}
    if all(b is not None for b in bans.values()):
        named = {
            "front": "フロントアタック",
            "side": "サイドアタック",
            "direct": "ダイレクトアタック",
        }
        why = [b for b in bans.values() if b is not None]
        yield Reject(
            f"{card.label} は{('大活躍により' if star_now is not None else '')}"
            f"{'か'.join(named[m] for m in methods)}しかできず、それができない"
            f"（{'、'.join(dict.fromkeys(b.source for b in why))}）ため、アタックできません",
            f"{card.label} can only {' or '.join(methods)}-attack"
            f"{' (大活躍)' if star_now is not None else ''}, which it may not do: it cannot attack",
            ("7.2.1.3.1", "7.2.1.3.1.3", "7.2.1.4")
            + (("10.6.2",) if star_now is not None else ())
            + ctx.declaration_prohibited()
            + tuple(c for b in why for c in b.clauses),
        )
        return
    decl = yield Mark(
        # the character chosen is one that may attack: standing, in the front row (7.2.1.3.1.1),
        # or one a card's text lets be chosen (1.3.1); in a later attack sub-phase of the
        # phase, the limit of the first player's first turn read and found not to apply
        # (7.2.1.3.1.2: not that turn)
        clauses=("7.2.1.3.1", "7.2.1.3.1.1")
        + (("1.3.1",) if permit is not None else ())
        + (("7.2.1.3.1.2",) if st.vars.get("attacks") else ()),
        tag="attack_declared",
        # the character that attacks (read by 「このターンに…がアタックしていたなら」)
        data={"attacker": card.uid, "player": player},
        ja=f"{player} は{SLOT_JA[slot]}の {card.label} でアタックを宣言"
        + (f"（{permit}）" if permit is not None else ""),
        en=f"{player} declares an attack with {card.label} ({slot})"
        + (f" ({permit})" if permit is not None else ""),
    )
    yield SetVar(key="attacks", value=st.vars.get("attacks", 0) + 1)
    facing = char_at(ctx, opp, FACING[slot]) if slot in FACING else None
    kind = p.get("kind")
    side_level: int | None = None  # the level opposite a side attack when chosen (7.2.1.4.2)
    star = None if star_off else great_performance(ctx, opp)
    idle = great_performance_idle(ctx, opp) if star is None and not star_off else None
    if idle is not None:
        # 10.6.2: 大活躍 replaces the attack only while its character is in the front centre
        # and not reversed — one reversed there, or in another slot, does not: the attack
        # method is decided as usual
        decl = yield Mark(
            clauses=("10.6.2",),
            caused_by=(decl,),
            touches=(idle[0].uid,),
            ja=f"{idle[1]}、大活躍は適用されない",
            en=f"{idle[2]}: its 大活躍 does not apply",
        )
    if permit is not None:
        # the turn player's replacement of the attack method (8.10.1): a direct attack; with
        # 大活躍 too, the non-turn player's replacement applies after it (8.10.2.4)
        if kind not in (None, "direct") and star is None:
            yield Warn(
                "assumption",
                f"攻撃方法はダイレクトアタックに置き換わります（指定された {kind} ではない）",
                f"the attack method is replaced by a direct attack (not {kind})",
                ("8.10.1",),
                key="attack_method_not_as_given",
            )
        replaced = yield Mark(
            clauses=("8.10.1", "7.2.1.4")
            + (("8.10.2", "8.10.2.4", "8.10.2.3") if star is not None else ()),
            caused_by=(decl,),
            ja=f"{card.label} の攻撃方法はダイレクトアタックに置き換わる（{permit}）"
            + ("。その後、相手の大活躍の置換が適用される" if star is not None else ""),
            en=f"{card.label}'s attack method is replaced by a direct attack ({permit})"
            + (": the opponent's 大活躍 replaces it after that" if star is not None else ""),
        )
        kind = "direct"
        facing = None
        decl_by: tuple[int, ...] = (decl, replaced)
    else:
        decl_by = (decl,)
    # the turn player's replacement of the attack method from the attacker's text, before the
    # non-turn player's 大活躍 (8.10.2.4)
    redirect = (
        (yield from attack_redirect(ctx, card, player, decl, star is not None))
        if permit is None
        else None
    )
    if redirect is not None:
        if kind not in (None, "front") and star is None:
            yield Warn(
                "assumption",
                f"攻撃方法はフロントアタックに置き換わります（指定された {kind} ではない）",
                f"the attack method is replaced by a front attack (not {kind})",
                ("8.10.1",),
                key="attack_method_not_as_given",
            )
        facing, redirected = redirect
        kind = "front"
        decl_by = (decl, redirected)
    also_attacked: str | None = None
    if star is not None:
        # 10.6.2: 大活躍 replaces the attack method (8.10.1): the attack is a front attack with
        # that character as the defender, whatever is opposite; the method first chosen never
        # happens (8.10.1.1: no direct-attack soul, no side-attack soul)
        if kind not in (None, "front") and permit is None and redirect is None:
            yield Warn(
                "assumption",
                f"大活躍により攻撃方法はフロントアタックに置き換わります（指定された {kind} ではない）",
                f"大活躍 replaces the attack method with a front attack (not {kind})",
                ("10.6.2",),
                key="attack_method_not_as_given",
            )
        kind = "front"
        # the character opposite the attacker, when it is not the one 大活躍 names: is it
        # 「アタックされた」 by the attack 大活躍 replaced (7.2.1.5.2 as printed), or is only the
        # defender attacked (10.6.2 / 8.10.1)? The point great_performance_facing_attacked
        opposite = facing if facing is not None and facing.uid != star.uid else None
        if opposite is not None and (
            yield unsettled.choose(
                player,
                "ws",
                "great_performance_facing_attacked",
                {"replaced": False, "facing": True},
            )
        ):
            also_attacked = opposite.uid
        facing = star
        kstep = yield Mark(
            clauses=("10.6.1", "10.6.2", "8.10.1", "8.10.1.1"),
            caused_by=decl_by,
            watch=(star.uid,),
            ja=f"大活躍: {card.label} は {star.label} を防御キャラとしてフロントアタックを行う（攻撃方法の置換）",
            en=f"great performance: {card.label} front-attacks {star.label} instead (the attack method is replaced)",
        )
    elif redirect is not None:
        kstep = redirect[1]
    elif facing is None:
        if kind not in (None, "direct"):
            yield Warn(
                "assumption",
                f"正面にキャラがいないので攻撃方法は自動的にダイレクトアタックです（指定された {kind} ではない）",
                f"no character opposite: the attack is a direct attack automatically (not {kind})",
                ("7.2.1.4.1",),
                key="attack_method_not_as_given",
            )
        kind = "direct"
        kstep = yield AddEffect(
            target=card.uid,
            stat="soul",
            value=1,
            until="turn",
            # a soul change for the turn: a continuous effect (8.2.1.2)
            clauses=("7.2.1.4", "7.2.1.4.1", "3.6.6", "8.2.1.2"),
            caused_by=decl_by,
            source="direct attack",
            ja=(
                "ダイレクトアタック"
                if permit is not None
                else "正面にキャラがいないのでダイレクトアタック"
            )
            + f": {card.label} のソウル+1（このターン中）",
            en=("direct attack" if permit is not None else "nothing opposite: direct attack")
            + f", {card.label} gets soul +1 this turn",
        )
    else:
        forced: tuple[int, ...] = ()
        for no, other in (("side", "front"), ("front", "side")):
            ban_no = _method_banned(ctx, card.uid, no, opp, slot, star)
            if ban_no is None:
                continue
            no_ja = "サイドアタック" if no == "side" else "フロントアタック"
            other_ja = "フロントアタック" if other == "front" else "サイドアタック"
            if kind == no:
                yield Reject(
                    f"{card.label} は{no_ja}できない（{ban_no.source}）",
                    f"{card.label} cannot {no}-attack ({ban_no.source})",
                    ("7.2.1.4.2",) + ctx.declaration_prohibited() + ban_no.clauses,
                )
                kind = None
            if kind is None:
                kind = other
                m = yield Mark(
                    clauses=("7.2.1.4.2",) + ctx.declaration_prohibited() + ban_no.clauses,
                    caused_by=(decl,),
                    ja=f"{card.label} は{no_ja}できないため、{other_ja}を選ぶ",
                    en=f"{card.label} cannot {no}-attack: the attack is a {other} attack",
                )
                forced = (m,)
        # a character opposite that is not standing is a character in that slot all the same
        # (4.6.1: one of the three states of a character on the stage): the attack is not
        # direct (7.2.1.4.1 read, its condition not met)
        facing_cl: tuple[str, ...] = (
            ("7.2.1.4.1", "4.6.1.3" if facing.orientation == "reverse" else "4.6.1.2")
            if facing.orientation in ("rest", "reverse")
            else ()
        )
        if kind not in ("front", "side"):
            kind = yield Choose(
                player,
                "attack_kind",
                "攻撃方法（フロントアタックかサイドアタックか）",
                "attack type (front or side)",
                (
                    Option("front", "フロントアタック", "front attack", "front"),
                    Option("side", "サイドアタック", "side attack", "side"),
                ),
                ("7.2.1.4.2",),
            )
        kept = card_banned(ctx, card.uid, "side_attack_soul") if kind == "side" else None
        if kind == "side" and kept is not None:
            # 「このカードはサイドアタックしてもソウルが減少しない」: the text overrides 7.2.1.4.2
            # (1.3.1); the soul is not reduced
            kstep = yield Mark(
                clauses=("7.2.1.4", "7.2.1.4.2", "1.3.1") + kept.clauses + facing_cl,
                caused_by=(decl,),
                ja=f"サイドアタック: {card.label} はサイドアタックしてもソウルが減少しない（{kept.source}）",
                en=f"side attack: {card.label} loses no soul for it ({kept.source})",
            )
        elif kind == "side":
            lv = stat(ctx, facing.uid, "level")
            side_level = lv
            # the level read is the one the effects in force give it (8.9.1): they decide it
            read = stat_clauses(ctx, facing.uid, "level")
            read_from = tuple(
                x for x in ctx.provenance(stat_watch(ctx, facing.uid, "level")) if x is not None
            )
            if lv > 0:
                kstep = yield AddEffect(
                    target=card.uid,
                    stat="soul",
                    value=-lv,
                    until="turn",
                    clauses=("7.2.1.4", "7.2.1.4.2", "3.6.6", "8.2.1.2") + read + facing_cl,
                    caused_by=(decl, *read_from),
                    watch=(facing.uid,),
                    source="side attack",
                    ja=f"サイドアタック: 正面の {facing.label} のレベル{lv}につき {card.label} のソウル-{lv}（このターン中）",
                    en=f"side attack: {card.label} gets soul -{lv} for the level of {facing.label} opposite",
                )
            else:
                kstep = yield Mark(
                    clauses=("7.2.1.4", "7.2.1.4.2", "3.6.6", "8.2.1.2") + read + facing_cl,
                    caused_by=(decl, *read_from),
                    ja=f"サイドアタック: 正面の {facing.label} のレベルが0なのでソウルは減らない",
                    en=f"side attack: {facing.label} opposite is level 0, soul is not reduced",
                )
        else:
            kstep = yield Mark(
                clauses=("7.2.1.4", "7.2.1.4.2", "7.2.1.5.1", "3.6.6") + facing_cl,
                caused_by=(decl, *forced),
                ja=f"フロントアタック: 正面の {facing.label} が防御キャラになる",
                en=f"front attack: {facing.label} opposite becomes the defending character",
            )
    att = {
        "player": player,
        "opponent": opp,
        "attacker": card.uid,
        "slot": slot,
        "placed": card.placed,
        "kind": kind,
        "defender": facing.uid if (facing is not None and kind == "front") else None,
        # 7.2.1.5.2: with a front or a side attack the character opposite is 「アタックされた」
        "attacked": facing.uid if (facing is not None and kind in ("front", "side")) else None,
        # the character opposite the attacker, 「アタックされた」 too under the reading facing of
        # great_performance_facing_attacked (大活躍 named another defender)
        "also_attacked": also_attacked,
        # the level of the character opposite a side attack when it was chosen, its soul loss
        # made by it (7.2.1.4.2; None when a text keeps the soul, 1.3.1)
        "side_level": side_level,
        "defender_placed": facing.placed if facing is not None else None,
        # none for a direct attack from a slot facing none (a back-row attacker)
        "defender_slot": "center_front"
        if star is not None
        else slot_of(ctx, facing.uid)
        if redirect is not None and facing is not None
        else FACING.get(slot),
        "declared": decl,
    }
    yield SetVar(
        key="attack",
        value=att,
        clauses=("7.2.1.5",),
        caused_by=(decl, kstep),  # the attack method decides who is attacked (7.2.1.5.x)
        ja=f"{card.label} は攻撃キャラになる",
        en=f"{card.label} becomes the attacking character",
    )
    yield _record(ctx, att, (decl, kstep))
    yield Orient(uid=card.uid, orientation="rest", clauses=("7.2.1.5.3",), caused_by=(decl,))
    yield CheckTiming(("7.2.1.6",))
    yield from attack_steps(ctx, att, card, kstep, p.get("counter") or [])


def _record(
    ctx: Ctx, att: dict[str, Any], caused_by: tuple[int | None, ...], replace_last: bool = False
) -> Any:
    """The attack's values (``Game.attack_fields``) as its method left them: the method
    (7.2.1.4: front / side / direct, after a replacement such as 大活躍, 10.6.2), the attacking
    character (7.2.1.5), the character attacked (7.2.1.5.2) and the defending one (7.2.1.5.1)."""

    def name(uid: str | None) -> str | None:
        c = ctx.card(uid) if uid else None
        return c.name if c is not None else None

    values: dict[str, Any] = {"kind": att["kind"]}
    for f in ("attacker", "attacked", "defender"):
        values[f] = name(att.get(f))
        values[f"{f}_uid"] = att.get(f)
    return record_attack(
        ctx.state.vars.get(ATTACK_LOG),
        values,
        ("7.2.1.4", "7.2.1.5"),
        tuple(x for x in caused_by if x is not None),
        replace_last,
    )


def _counter_clauses(ctx: Ctx, sub: dict[str, Any]) -> tuple[str, ...]:
    """Why an action is one of the counter step's: 助太刀 is played there (10.5.1); else what the
    opponent plays there is a counter-icon event or activated ability (7.4.1.2.1)."""
    uid = find_card(ctx, sub["card"], sub.get("player")) if sub.get("card") else None
    if sub.get("do") == "activate" and uid is not None:
        if any(
            ab.program is not None and ab.program.keyword == "助太刀" for ab in programs(ctx, uid)
        ):
            return ("10.5.1",)
    return ("7.4.1.2.1",)


# the steps of an attack after its declaration (7.3-7.6), in order
STEPS = ("trigger", "counter", "damage", "battle")


def attack_steps(
    ctx: Ctx,
    att: dict[str, Any],
    card: Any,
    kstep: int | None,
    counter: list[dict[str, Any]],
    resume: str | None = None,
) -> Proc:
    """The trigger, counter, damage and battle steps of the attack ``att`` (7.3-7.6) and its
    end. ``resume``: the step the scenario started in (``turn.attack``): that step has begun
    and what was done at its play timing is done; its own procedure and the steps after it
    follow."""
    player, opp, kind, slot = att["player"], att["opponent"], att["kind"], att["slot"]
    decl = att["declared"]
    at = STEPS.index(resume) if resume in STEPS else 0

    def begins(step: str) -> bool:
        """Whether this step is still ahead (its start is run), not the one resumed."""
        return STEPS.index(step) > at or resume is None

    # trigger step
    if at <= 0:
        if begins("trigger"):
            began_at = yield SetTurn(
                changes={"step": "trigger"},
                clauses=("7.3.1",),
                ja="トリガーステップ",
                en="trigger step",
            )
            yield timing("trigger", "start", ("7.3.1.1",), began=began_at)
            yield CheckTiming(("7.3.1.1",))
        checks, said = trigger_checks(ctx, att)
        held = _continuous_checks(ctx, att) if said is None else None
        if held is not None:
            # 「【永】 このカードのアタック中、…トリガーチェックをN回行う」: the attacking character's
            # continuous ability (8.1.1.3), its text in force on the stage (2.12.2.1)
            checks = held[0]
            said = yield Mark(
                clauses=("7.3.1.2", "8.1.1.3", "2.12.2.1"),
                ja=f"このアタック中、トリガーステップのトリガーチェックは{checks}回（{held[1]}）",
                en=f"during this attack, the trigger step carries out {checks} trigger checks "
                f"({held[1]})",
            )
        if checks and not attacker_present(ctx, att):
            # the attacking character has left (7.2.1.5): is the trigger check still made? The
            # audit's trigger_check_without_attacker — both readings run, the engine's (made) first
            made = yield unsettled.choose(
                player, "ws", "trigger_check_without_attacker", {"made": True, "not_made": False}
            )
            if not made:
                yield Mark(
                    clauses=("7.3.1", "7.2.1.5"),
                    touches=(f"{player}.deck", f"{player}.stock"),
                    ja="攻撃キャラがいないため、トリガーチェックは行われない（7.3.1 の読み）",
                    en="no attacking character: no trigger check (the reading of 7.3.1)",
                )
                checks = 0
        for i in range(checks):
            if i:
                yield Mark(
                    clauses=("7.3.1.2",),
                    caused_by=(said,) if said is not None else (),
                    ja=f"トリガーチェック{i + 1}回目（効果による）",
                    en=f"trigger check {i + 1} (by an effect)",
                )
            yield from trigger_check(ctx, player, card.uid if attacker_present(ctx, att) else None)
        then = after_checks(ctx, att, checks) if said is not None else None
        if then is not None:
            yield from _after_checks(ctx, player, said, then)
        yield CheckTiming(("7.3.1.3",))
    if kind != "front" and at <= 1:
        for sub in counter:
            # 7.3.1.3: only a front attack has a counter step; after any other the damage step
            # follows at once — nothing is played at a counter step's play timing; an
            # ``allowed:`` on the action is read against this refusal
            r = yield Reject(
                f"{'フロントアタックではない' if kind else 'この'}アタックにはカウンターステップがないため、"
                f"{sub.get('card', sub['do'])} はカウンターステップにプレイできません",
                f"a {kind} attack has no counter step: {sub.get('card', sub['do'])} is not played "
                "in one",
                ("7.3.1.3", *_counter_clauses(ctx, sub)),
                (decl,),
            )
            if isinstance(sub.get("allowed"), bool):
                ctx.expect_allowed(r, sub["allowed"], r)
    if kind == "front" and at <= 1:
        if begins("counter"):
            began_at = yield SetTurn(
                changes={"step": "counter"},
                # 7.3.1.3: a front attack goes on to the counter step
                clauses=("7.4.1", "7.3.1.3"),
                ja="カウンターステップ",
                en="counter step",
            )
            yield timing("counter", "start", ("7.4.1.1",), began=began_at)
            # 7.4.1.2: the play timing 「(およびそれに先んじたチェックタイミング)」 — the check
            # timing of 8.5.2.1, where the abilities 「カウンターステップの始めに」 set off are played
            yield CheckTiming(("7.4.1.1", "7.4.1.2", "4.5.2", "8.5.2.1"))
        played_once = None
        for sub in counter:
            if sub["do"] in ("play", "activate") and not sub.get("player"):
                # 7.4.1.2: the play timing of the counter step is the non-turn player's: a play
                # written there without a player is that player's
                sub = {**sub, "player": opp}
            by = sub.get("player") or player
            if sub["do"] in ("play", "activate") and by == opp:
                if played_once is not None:
                    # 7.4.1.2.2: the non-turn player gets this play timing once: one card or
                    # activated ability at most
                    yield Reject(
                        f"{opp} はこのカウンターステップですでにプレイを行ったため、"
                        f"{sub.get('card', '')} はプレイできません（プレイできるのは1つだけ）",
                        f"{opp} has already played something in this counter step: "
                        f"{sub.get('card', '')} cannot be played (one play only)",
                        ("7.4.1.2.2",),
                        (played_once,),
                    )
                    continue
                played_once = yield Mark(
                    clauses=("7.4.1.2", "7.4.1.2.2"),
                    ja=f"{opp} はカウンターステップのプレイタイミングで行動を1つ行う",
                    en=f"{opp} takes an action at the counter step's play timing (one only)",
                )
                # taken at that play timing (7.4.1.2): the play rests on it
                refused = yield from ctx.action_refused(
                    Do(
                        sub["do"],
                        {k: v for k, v in sub.items() if k != "do"},
                        caused_by=(played_once,),
                    )
                )
                if refused is not None:
                    # a play the rules refuse (a cost not paid, 8.6.2.3.2) is no action taken
                    # (1.3.2): the one action of 7.4.1.2.2 is still the player's
                    yield Mark(
                        clauses=("7.4.1.2.2", "1.3.2"),
                        caused_by=(refused,),
                        ja=f"{sub.get('card', '')} はプレイされなかったため、{opp} はこのプレイタイミングで"
                        "なお行動を1つ行える",
                        en=f"{sub.get('card', '')} was not played: {opp} may still take one action "
                        "at this play timing",
                    )
                    played_once = None
                continue
            yield Do(sub["do"], {k: v for k, v in sub.items() if k != "do"})
        if ctx.state.turn.phase != "attack":
            # 11.4.1.2: an effect moved the game straight to another phase — the rest of the
            # attack is skipped, nothing it would do is done (no check timing either)
            return
        yield CheckTiming(("7.4.1.3",))
    # damage step
    damage_began = None
    if begins("damage"):
        began_at = damage_began = yield SetTurn(
            changes={"step": "damage"},
            # the procedure that leads here from the trigger step (7.3.1.3): a front attack
            # through the counter step (7.4.1.3), any other straight on
            clauses=("7.5.1", "7.3.1.3") + (("7.4.1.3",) if kind == "front" else ()),
            ja="ダメージステップ",
            en="damage step",
        )
        # 7.5.1.1: 「ダメージステップの始めに」 triggers, then the check timing
        yield timing("damage", "start", ("7.5.1.1",), began=began_at)
        yield CheckTiming(("7.5.1.1",))
    here = True if at > 2 else (yield from attacker_here(ctx, att, player))
    if at > 2:
        pass  # resumed in the battle step: the damage was dealt
    elif not here:
        yield Reject(
            "攻撃キャラが存在しないため、ダメージは与えられません",
            "the attacking character is gone: no damage is dealt",
            # 7.2.1.5: a character that has left its slot is no longer the attacking character;
            # 7.5.1.2 deals the damage only 「攻撃キャラが存在する場合」
            ("7.5.1.2", "7.5.1.2.2", "7.2.1.5"),
            (decl, *[x for x in ctx.provenance((att["attacker"],)) if x is not None]),
        )
    else:
        soul = stat(ctx, card.uid, "soul")
        # 7.2.1.4.3: the character opposite changed since the method was chosen — the method and
        # its soul change stay as they are
        now = char_at(ctx, opp, att["defender_slot"]) if att["defender_slot"] else None
        stays: tuple[str, ...] = ()
        if kind in ("front", "side") and (
            now is None or now.uid != att.get("attacked") or now.placed != att["defender_placed"]
        ):
            stays = ("7.2.1.4.3",)
        elif (
            kind == "direct"
            and att.get("slot") in FACING
            and char_at(ctx, opp, FACING[att["slot"]]) is not None
        ):
            # a character put into the slot opposite after a direct attack was declared: the
            # attack stays direct, its soul +1 with it (7.2.1.4.3)
            stays = ("7.2.1.4.3",)
        elif kind == "side" and now is not None and att.get("side_level") is not None:
            soul, kstep, stays = yield from _side_level_changed(ctx, att, now, soul, kstep)
        # a soul the scenario does not give is read as 0 (with the attack's own changes): said,
        # never silent (the damage dealt rests on it)
        said = taken_as(ctx, card.uid, "soul", soul, "ソウル", "soul", ("7.5.1.2",))
        if said is not None:
            yield said
        if soul <= 0:
            yield Reject(
                f"{card.label} のソウルが{soul}（0以下）なのでダメージを与えません",
                f"{card.label} has soul {soul} (0 or less): no damage is dealt",
                # the damage the attacker would deal in this step (7.5.1.2) is not dealt: the
                # exception (7.5.1.2.1) read against the step it is an exception of (round 39)
                ("7.5.1.2", "7.5.1.2.1")
                + stays
                + stat_clauses(ctx, card.uid, "soul")
                + ended_clauses(ctx, card.uid, "soul")
                + ctx.principle("non_positive_count"),
                (
                    decl,
                    kstep,
                    # the damage step the procedure reached (its clauses say how)
                    *((damage_began,) if damage_began is not None else ()),
                    *[
                        x
                        for x in ctx.provenance(stat_watch(ctx, card.uid, "soul"))
                        if x is not None
                    ],
                ),
            )
        else:
            # an attacker no longer rested as its declaration left it (reversed or stood by an
            # effect) is still the attacker: it has not left its slot (7.2.1.5)
            kept = ("7.2.1.5",) if card.orientation != "rest" else ()
            s = yield Mark(
                clauses=("7.5.1.2", "4.11.1", "4.11.1.1")
                + kept
                + stays
                + stat_clauses(ctx, card.uid, "soul")
                + ended_clauses(ctx, card.uid, "soul"),
                # the damage step the procedure reached (its clauses say how)
                caused_by=(decl, kstep) + ((damage_began,) if damage_began is not None else ()),
                watch=stat_watch(ctx, card.uid, "soul"),
                ja=f"攻撃キャラ {card.label} が {opp} にソウル{soul}点のダメージを与える",
                en=f"the attacking character {card.label} deals {soul} damage (its soul) to {opp}",
            )
            yield Do(
                "damage",
                {
                    "player": player,
                    "to": opp,
                    "amount": soul,
                    "source": card.uid,
                    # the damage step's damage, by the rules (7.5.1.2; its source 4.11.1.1)
                    "by_rule": True,
                },
                caused_by=(s,),
            )
    if at <= 2:
        yield CheckTiming(("7.5.1.3",))
    # 7.2.1.5.1: an effect may have made another card the defending character since the
    # declaration (「防御キャラとして置く」)
    now_att = ctx.state.vars.get("attack")
    redirected: tuple[int, ...] = ()
    if now_att and now_att.get("defender") != att.get("defender"):
        redirected = tuple(x for x in ctx.provenance(("var:attack",)) if x is not None)
        att = now_att
    if kind == "front":
        if begins("battle"):
            # 7.5.1.3: after the damage step a front attack goes on to the battle step
            began_at = yield SetTurn(
                changes={"step": "battle"},
                clauses=("7.5.1.3", "7.6.1"),
                ja="バトルステップ",
                en="battle step",
            )
            yield timing("battle", "start", ("7.6.1.1",), began=began_at)
            yield CheckTiming(("7.6.1.1",))
        here = yield from attacker_here(ctx, att, player)
        # a defender moved to another slot of the stage: the text leaves open whether it is
        # still the defender (7.2.1.5.1): both readings are run, the engine's own first
        still = False
        if here and defender_moved_in_stage(ctx, att):
            still = yield unsettled.choose(
                player,
                "ws",
                "defender_moved_to_another_slot",
                {"left_slot": False, "still_defender": True},
            )
        if here and (defender_present(ctx, att) or still):
            a, d = att["attacker"], att["defender"]
            pa, pd = stat(ctx, a, "power"), stat(ctx, d, "power")
            ca, cd = ctx.card(a), ctx.card(d)
            assert ca is not None and cd is not None
            oa, od = (
                Operand(pw, f"{c.label} のパワー", f"{c.label}'s power", c.uid, "power")
                for c, pw in ((ca, pa), (cd, pd))
            )
            # 7.6.1.2: the higher power wins, equal powers both lose: three results
            sign = yield from compare(ctx, oa, od, lambda s: s, ("7.6.1.2",))
            cmp = yield Mark(
                clauses=("7.6.1.2",)
                # an attacker no longer rested as its declaration left it (reversed or stood by
                # an effect) is still the attacker: it has not left its slot (7.2.1.5)
                + (("7.2.1.5",) if ca.orientation != "rest" else ())
                + stat_clauses(ctx, a, "power")
                + stat_clauses(ctx, d, "power")
                + ended_clauses(ctx, a, "power")
                + ended_clauses(ctx, d, "power")
                # a continuous ability in force that would change a power but whose condition is
                # unmet now (8.3.3; an アラーム card no longer the clock's top, 10.1.1, 2.12.2.3)
                + unmet_clauses(ctx, a, "power", conditions_only=True)
                + unmet_clauses(ctx, d, "power", conditions_only=True),
                caused_by=(decl, kstep, *redirected),
                watch=stat_watch(ctx, a, "power") + stat_watch(ctx, d, "power"),
                ja=f"パワー比較: {ca.label} {shown(ctx, oa)} 対 {cd.label} {shown(ctx, od)}",
                en=f"power: {ca.label} {shown(ctx, oa)} vs {cd.label} {shown(ctx, od)}",
                tag="battle",
            )
            losers = [d] if sign > 0 else [a] if sign < 0 else [a, d]
            for u in losers:
                never = card_banned(ctx, u, "reverse") or card_banned(ctx, u, "reverse_battle")
                if never is not None:
                    # 「このカードは【リバース】しない」: the loser stays as it is, against the
                    # rule that reverses it (1.3.1, 1.3.3) — the rules' step not made, nothing the
                    # scenario asked refused
                    kept = rule_step_prohibited(
                        ctx,
                        u,
                        never,
                        ("7.6.1.2",),
                        f"{ctx.card(u).label} は【リバース】しない（{never.source}）",  # type: ignore[union-attr]
                        f"{ctx.card(u).label} is not reversed ({never.source})",  # type: ignore[union-attr]
                    )
                    yield replace(kept, caused_by=(cmp, *kept.caused_by))
                    continue
                # a replacement of its own in force on this reverse (「このカードがバトルで
                # 【リバース】する時、かわりに…」, 8.2.1.3): the reverse does not happen and the
                # replacing steps are carried out (8.10.1, 8.10.1.1: nothing triggers on it); a
                # selective one only if its master chooses to and can (8.2.1.3.2, 8.10.3)
                from ruling.games._ws.replacing import replace_leave

                done, _why = yield from replace_leave(
                    ctx, u, "reverse", ("7.6.1.2",), (cmp,), src="battle"
                )
                if done:
                    continue
                if ctx.replaceable(u, "reverse"):
                    # a replacement effect in force on this card's reverse (「このカードがリバース
                    # する時、かわりに…」): the rules' reverse is carried out as the action it
                    # names, so the replacement applies to it (8.10.1) and the reverse, replaced,
                    # never happens (8.10.1.1: nothing triggers on it)
                    yield Do(
                        "reverse",
                        {"card": u},
                        caused_by=(cmp,),
                        clauses=("7.6.1.2",),
                        by_rules=True,
                    )
                    continue
                yield Orient(
                    uid=u,
                    orientation="reverse",
                    clauses=("7.6.1.2",),
                    caused_by=(cmp,),
                    tag="reversed",
                )
        else:
            # 7.2.1.5 / 7.2.1.5.1: the one that has left its slot is no longer the attacking /
            # the defending character
            gone = tuple(
                u
                for u, here in (
                    (att["attacker"], attacker_present(ctx, att)),
                    (att.get("defender"), defender_present(ctx, att)),
                )
                if u and not here
            )
            yield Mark(
                clauses=("7.6.1.3",)
                + (("7.2.1.5",) if not attacker_present(ctx, att) else ())
                + (("7.2.1.5.1",) if not defender_present(ctx, att) else ()),
                caused_by=(
                    decl,
                    *redirected,
                    *[x for x in ctx.provenance(gone) if x is not None],
                ),
                # the slots, and the character still there: no comparison, so not reversed
                touches=tuple(
                    f"{pl}.{stage(sl)}"
                    for pl, sl in ((player, slot), (opp, FACING.get(slot)))
                    if sl
                )
                + tuple(
                    u
                    for u, here in (
                        (att["attacker"], attacker_present(ctx, att)),
                        (att.get("defender"), defender_present(ctx, att)),
                    )
                    if u and here
                )
                # a character that left its slot but is still on the stage: not reversed
                + tuple(u for u in gone if (ctx.where(u) or ("", ""))[1].startswith("stage.")),
                ja="攻撃キャラか防御キャラが存在しないため、パワーの比較は行われない",
                en="the attacker or the defender is gone: no power comparison",
            )
        yield CheckTiming(("7.6.1.4",))
        yield timing("attack", "end", ("7.6.1.5",), attacker=card.uid)
        yield CheckTiming(
            ("7.6.1.5",),
            "アタックの終わりのチェックタイミング",
            "check timing at the end of the attack",
        )
    else:
        # 7.5.1.3: a side or direct attack has no battle step; its attack ends here (7.5.1.4)
        attacked = att.get("attacked")
        if attacked is not None and ctx.card(attacked) is not None:
            # the character a side attack was made against is not battled: nothing reverses it
            # (7.6.1.2 is of the battle step), which is why it is as it was
            c = ctx.card(attacked)
            w = ctx.where(attacked)
            yield Mark(
                clauses=("7.5.1.3",),
                touches=(attacked, *((f"{w[0]}.{w[1]}",) if w else ())),
                ja=f"サイドアタックのため、バトルステップはなく、{c.label} はバトルしない",
                en=f"a side attack has no battle step: {c.label} is not battled",
            )
        at_slot = slot_of(ctx, card.uid)
        facing = (
            char_at(ctx, opp, FACING[at_slot]) if kind == "direct" and at_slot in FACING else None
        )
        if facing is not None:
            # a character put opposite the attacker after a direct attack was declared: the
            # method stays (7.2.1.4.3), so there is no battle step and it is not battled
            w = ctx.where(facing.uid)
            yield Mark(
                clauses=("7.2.1.4.3", "7.5.1.3"),
                touches=(facing.uid, *((f"{w[0]}.{w[1]}",) if w else ())),
                ja=f"ダイレクトアタックのため、バトルステップはなく、正面の {facing.label} は"
                "バトルしない",
                en=f"a direct attack has no battle step: {facing.label}, opposite the attacker, "
                "is not battled",
            )
        yield timing("attack", "end", ("7.5.1.3", "7.5.1.4"), attacker=card.uid)
        yield CheckTiming(
            ("7.5.1.4",),
            "アタックの終わりのチェックタイミング",
            "check timing at the end of the attack",
        )
    if any(e.until == "attack" for e in ctx.state.effects):
        # 「そのアタック中、…」: the effects made for this attack end with its sub-phase
        yield EndEffects(
            until="attack",
            clauses=("7.6.1.5",) if kind == "front" else ("7.5.1.4",),
            ja="「そのアタック中」の効果が消滅",
            en="effects lasting this attack end",
        )
    if any(e.until == "battle" for e in ctx.state.effects):
        # 「そのバトル中、…」: the battle is the front attack's sub-phase (its attacker and
        # defender are the characters in battle for the sub-phase, 7.2.1.5.1): ended with it
        yield EndEffects(
            until="battle",
            clauses=("7.2.1.5.1", "7.6.1.5") if kind == "front" else ("7.2.1.5.1", "7.5.1.4"),
            ja="「そのバトル中」の効果が消滅",
            en="effects lasting this battle end",
        )
    yield SetVar(
        key="attack",
        value=None,
        clauses=("7.1.2",),
        ja="アタックサブフェイズの終了",
        en="end of the attack sub-phase",
    )


PHASE_BEGAN = "attack_phase_began"  # the step this turn's attack phase began with


def _side_level_changed(
    ctx: Ctx, att: dict[str, Any], now: Card, soul: int, kstep: int | None
) -> Generator[Any, Any, tuple[int, int | None, tuple[str, ...]]]:
    """A side attack whose character opposite — the same one — has another level now than when
    the side attack was chosen: is the soul loss 「レベル1につき…-1」 (7.2.1.4.2) fixed then, as
    7.2.1.4.3 keeps it when the character is changed, or read from the level now (8.9.1)? The
    unsettled point side_attack_level_changed, raised only where the two differ; both run.
    Returns the soul, the step it rests on and the clauses read."""
    then = max(int(att["side_level"]), 0)
    lv_now = max(stat(ctx, now.uid, "level"), 0)
    if lv_now == then:
        return soul, kstep, ()
    read_now = yield unsettled.choose(
        att["player"], "ws", "side_attack_level_changed", {"fixed": False, "read_now": True}
    )
    attacker = ctx.card(att["attacker"])
    name = attacker.label if attacker is not None else att["attacker"]
    if not read_now:
        step = yield Mark(
            clauses=("7.2.1.4.2", "7.2.1.4.3"),
            caused_by=(kstep,) if kstep is not None else (),
            touches=(now.uid,),
            ja=f"{now.label} のレベルは{lv_now}になったが、{name} のソウルの減少は選択時のレベル{then}のまま",
            en=f"{now.label} is level {lv_now} now, but {name}'s soul loss stays as chosen "
            f"(level {then})",
        )
        return soul, step, ("7.2.1.4.3",)
    soul += then - lv_now
    step = yield Mark(
        clauses=("7.2.1.4.2", "8.9.1"),
        caused_by=(kstep,) if kstep is not None else (),
        touches=(now.uid,),
        ja=f"{now.label} の今のレベル{lv_now}につき {name} のソウル-{lv_now}（選択時は-{then}）",
        en=f"{name} loses {lv_now} soul for the level {lv_now} of {now.label} now "
        f"(-{then} when chosen)",
    )
    return soul, step, ("8.9.1",)


def _declaration_step_start(began: tuple[int, ...] = ()) -> Proc:
    """7.2.1.2: at the start of every attack declaration step — the first of the phase, and each
    one the phase returns to after an attack (7.5.1.4, 7.6.1.5), the one where the attacks are
    then ended (7.2.1.3.2) too — 「アタック宣言ステップの始めに」 triggers, then a check timing.
    ``began``: the step that began it (the return to it after an attack)."""
    yield replace(timing("declaration", "start", ("7.2.1.2",)), caused_by=began)
    yield CheckTiming(
        ("7.2.1.2",),
        "アタック宣言ステップの始めのチェックタイミング",
        "check timing at the start of the attack declaration step",
    )


def _reversed_since(ctx: Ctx, uid: str, step: int) -> bool:
    """Did the card turn to 【リバース】 at ``step`` or later, or was its reverse replaced then
    (8.10.1.1: the event never happened — the card is not reversed, and the encore step says so)?"""
    return any(
        (isinstance(ev, Orient) and ev.uid == uid and ev.orientation == "reverse")
        or (
            isinstance(ev, Mark)
            and ev.tag == "replaced"
            and ev.data.get("uid") == uid
            and ev.data.get("verb") == "reverse"
        )
        or (
            isinstance(ev, SetCard) and ev.uid == uid and ev.changes.get("orientation") == "reverse"
        )
        for _s, _n, ev in ctx.events(step)
    )


def _reversed_at_start(ctx: Ctx, uid: str) -> bool:
    """Was the card a reversed character on the stage when the scenario began (its state given,
    the phase it was reversed in not said)?"""
    start = getattr(ctx._e, "initial", None)
    w = start.find(uid) if start is not None else None
    if w is None or not w[1].startswith("stage."):
        return False
    return start.players[w[0]].zones[w[1]][w[2]].orientation == "reverse"


def _reversed_before_phase(ctx: Ctx, label: str, cl: tuple[str, ...]) -> Proc:
    """7.7.1 calls the encore step the one that puts 「このフェイズでリバース状態になったキャラ」 in the
    waiting room; its procedure (7.7.1.2 / 7.7.1.3) puts every reversed character there. For a
    character reversed before this phase the two sentences disagree: the ruling follows the
    procedure and says so."""
    return (
        yield Mark(
            clauses=("7.7.1", *cl),
            ja=f"{label} はこのフェイズより前にリバース状態になった",
            en=f"{label} was reversed before this phase",
            note=(
                "7.7.1 はアンコールステップを「このフェイズでリバース状態になったキャラを控え室に置く"
                "ステップ」とし、その手順（7.7.1.2 / 7.7.1.3）はリバース状態のキャラすべてを控え室に"
                f"置く。このフェイズより前にリバースした {label} について両者は食い違う: このルーリングは"
                "手順に従う（7.7.1 の読み方によっては舞台に残る）",
                "7.7.1 calls the encore step the one that puts 「characters reversed in this phase」 "
                "into the waiting room, while its procedure (7.7.1.2 / 7.7.1.3) puts every reversed "
                f"character there; for {label}, reversed before this phase, they disagree: the "
                "ruling follows the procedure (on the other reading of 7.7.1 it stays on the stage)",
            ),
        )
    )


def encore_step(ctx: Ctx, p: dict[str, Any]) -> Proc:
    st = ctx.state
    passed = phase_passed(ctx, "attack")
    if passed is not None:
        # the encore step is the attack phase's last (7.7.1): over this turn, or skipped with
        # the phase by an effect's move to a later one (6.1.1, 11.4.1.2)
        yield passed
        return
    ended: tuple[int, ...] = ()
    if st.turn.phase == "main":
        # the turn player does nothing more in the main phase (6.5.1.3) and plays no climax
        # (6.6.1): the climax phase is run as `climax_phase` with no card runs it
        yield Do("climax_phase", {"card": "none"})
    yield from leave_play_timing(ctx, "climax")
    if st.turn.phase == "climax":
        # no attack made: the attack phase begins (7.1.1, 7.2.1; its start, 7.2.1.1), and in its
        # first attack declaration step the turn player ends the attacks (7.2.1.3.2, below)
        began = yield SetTurn(
            changes={"phase": "attack", "step": "declaration"},
            clauses=("7.1.1", "7.2.1"),
            ja="アタックフェイズ（アタック宣言ステップ）",
            en="attack phase (attack declaration step)",
        )
        st.vars[PHASE_BEGAN] = began
        yield timing("attack", "start", ("7.2.1.1",), began=began)
        yield CheckTiming(
            ("7.2.1.1",),
            "アタックフェイズの始めのチェックタイミング",
            "check timing at the start of the attack phase",
        )
        yield from _declaration_step_start((began,))
    elif st.turn.phase == "attack" and st.vars.get("attacks") and st.turn.step != "encore":
        # an attack was made: its sub-phase ended by returning to the attack declaration step
        # (7.5.1.4 / 7.6.1.5), which begins as every one does (7.2.1.2) before the attacks end
        back = yield SetTurn(
            changes={"step": "declaration"},
            # the attacks are ended in an attack declaration step (7.2.1.3 / 7.2.1.3.2): the
            # phase is back in one when the turn player ends them
            clauses=("7.5.1.4", "7.2.1", "7.2.1.3.2"),
            ja="アタック宣言ステップに戻る（アタックの終了はこのステップで選択する）",
            en="back to the attack declaration step (where the attacks are ended)",
        )
        yield from _declaration_step_start((back,))
    if st.turn.phase == "attack" and st.turn.step != "encore":
        # 7.2.1.3 / 7.2.1.3.2: in the attack declaration step the turn player chooses to end the
        # attacks — the attack sub-phase ends and the encore step comes at once
        tp = st.turn.player
        opp = st.opponent(tp)
        m = yield Mark(
            clauses=("7.2.1", "7.2.1.3", "7.2.1.3.2"),
            ja=f"{tp} はアタックの終了を選択する",
            en=f"{tp} chooses to end the attacks",
            # ending the attacks is about what an attack would have changed (``Ctx.kept``): the
            # turn player's standing front-row characters stay standing; with no attack this
            # phase, the opponent's front row and clock stay as they are
            touches=ctx.kept(
                *(c.uid for s, c in on_stage(ctx, tp) if s in FRONT and c.orientation == "stand"),
                *(
                    c.uid
                    for s, c in on_stage(ctx, opp)
                    if s in FRONT and not st.vars.get("attacks")
                ),
            )
            + (() if st.vars.get("attacks") else (f"{opp}.clock",)),
        )
        ended = (m,)
    in_phase = st.turn.phase == "attack"
    enc = yield SetTurn(
        changes={"phase": "attack", "step": "encore"},
        clauses=("7.7.1",),
        caused_by=ended,
        ja="アンコールステップ",
        en="encore step",
    )
    # when this attack phase began (unknown when the scenario starts in it)
    began = st.vars.get(PHASE_BEGAN) if in_phase else enc
    yield timing("encore", "start", ("7.7.1.1",), began=enc)
    yield CheckTiming(("7.7.1.1",))
    # a character reversed in this phase (7.7.1) — or reversed when the scenario began in it —
    # that is no longer reversed: 7.7.1.2 / 7.7.1.3 put only the reversed ones into the waiting
    # room, so it stays
    for who, cl in (
        (st.turn.player, ("7.7.1.2",)),
        (st.opponent(st.turn.player), ("7.7.1.3",)),
    ):
        for slot, c in on_stage(ctx, who):
            if c.orientation != "reverse" and (
                (isinstance(began, int) and _reversed_since(ctx, c.uid, began))
                or _reversed_at_start(ctx, c.uid)
            ):
                yield Mark(
                    clauses=("7.7.1", *cl),
                    watch=(c.uid,),
                    touches=(c.uid, f"{who}.stage.{slot}"),
                    ja=f"{c.label} はリバース状態ではないため、控え室に置かれない",
                    en=f"{c.label} is not reversed: it is not put into the waiting room",
                )
    # characters left on the stage under the reading that the step puts only those reversed in
    # this phase (the audit's encore_step_scope; 7.7.1's definition against its procedure)
    kept: set[str] = set()
    scope: bool | None = None  # True: every reversed character (the procedure), once asked
    # the players with a reversed character when the step began: where that player's procedure
    # step (7.7.1.2 / 7.7.1.3) later finds none (an ability took it away first), the step read
    # to conclude that nothing of theirs is put into the waiting room is a reason (round 27)
    had = {
        pl: [c.uid for _s, c in on_stage(ctx, pl) if c.orientation == "reverse"]
        for pl in st.players
    }
    put_away: list[str] = []  # the characters this step put into the waiting room
    for _ in range(20):
        did = False
        for who, cl in (
            (st.turn.player, ("7.7.1.2",)),
            (st.opponent(st.turn.player), ("7.7.1.3",)),
        ):
            rev = [
                c
                for _s, c in on_stage(ctx, who)
                if c.orientation == "reverse" and c.uid not in kept
            ]
            if isinstance(began, int) and any(not _reversed_since(ctx, c.uid, began) for c in rev):
                if scope is None:
                    # reversed before this phase: the text does not settle whether the step
                    # puts it away; both readings are run, the engine's own (the procedure) first
                    scope = yield unsettled.choose(
                        who, "ws", "encore_step_scope", {"procedure": True, "definition": False}
                    )
                if not scope:
                    for c in rev:
                        if not _reversed_since(ctx, c.uid, began):
                            kept.add(c.uid)
                            yield Mark(
                                clauses=("7.7.1",),
                                touches=(c.uid, f"{who}.stage.{slot_of(ctx, c.uid)}"),
                                ja=f"{c.label} はこのフェイズより前にリバース状態になったため、控え室に置かれない",
                                en=f"{c.label} was reversed before this phase: it is not put into the waiting room",
                            )
                    rev = [c for c in rev if c.uid not in kept]
            if not rev:
                gone = [u for u in had.get(who, ()) if slot_of(ctx, u) is None]
                if gone:
                    had[who] = []
                    labels = "、".join(c.label if (c := ctx.card(u)) else u for u in gone)
                    # the cards that left are not put into the waiting room by the step either:
                    # why they stay where the ability took them
                    yield Mark(
                        clauses=("7.7.1", *cl),
                        touches=(f"{who}.waiting_room", *gone),
                        ja=f"{who} の舞台にリバース状態のキャラはもういない（{labels} は舞台を離れた）"
                        "ため、控え室に置くキャラはない",
                        en=f"{who} has no reversed character left on the stage ({labels} left "
                        "it): nothing is put into the waiting room",
                    )
                continue
            uid = rev[0].uid
            if len(rev) > 1:
                uid = yield Choose(
                    who,
                    "encore_step",
                    "控え室に置くリバース状態のキャラ",
                    "which reversed character goes to the waiting room",
                    tuple(card_option(c) for c in rev),
                    cl,
                )
            c = ctx.card(uid)
            assert c is not None
            # put away because the encore step came (7.7.1: and how it came — the attacks
            # ended, 7.2.1.3.2, when the scenario reached it from an earlier phase)
            why: tuple[int, ...] = (enc,) if isinstance(enc, int) else ()
            if isinstance(began, int) and not _reversed_since(ctx, uid, began):
                m = yield from _reversed_before_phase(ctx, c.label, cl)
                why += (m,)
            yield from leave_stage(
                ctx,
                uid,
                c.owner,
                "waiting_room",
                cl,
                f"{who} はリバース状態の {c.label} をオーナーの控え室に置く",
                f"{who} puts the reversed {c.label} into its owner's waiting room",
                caused_by=why,
                doer=who,
            )
            if ctx.where(uid) != (c.owner, "waiting_room"):
                # the move was replaced (8.10.1): is 「そうした場合」 met, so that the check timing
                # comes and the step is run again, or did the replaced event never happen
                # (8.10.1.1), so that the procedure goes on? — the audit's
                # encore_step_move_replaced, both readings run (the engine's: it is met)
                done = yield from unsettled.holds(
                    who, "ws", "encore_step_move_replaced", "check_timing"
                )
                if not done:
                    yield Mark(
                        clauses=(*cl, "8.10.1.1"),
                        touches=(uid,),
                        ja=f"{c.label} は控え室に置かれなかった（置換）: チェックタイミングは発生せず、"
                        "手順を先に進める",
                        en=f"{c.label} was not put into the waiting room (replaced): no check "
                        "timing, the procedure goes on",
                    )
                    continue
            yield CheckTiming(cl)
            put_away.append(uid)
            did = True
            break
        if did:
            continue
        yield CheckTiming(("7.7.1.4",))
        if not any(
            c.orientation == "reverse" and c.uid not in kept
            for pl in st.players
            for _s, c in on_stage(ctx, pl)
        ):
            if put_away:
                # no reversed character is left after the check timing: the step ends and the
                # end phase comes (7.7.1.4) — what the step put away stays where it went
                yield Mark(
                    clauses=("7.7.1.4",),
                    touches=tuple(put_away),
                    ja="リバース状態のキャラはもういないため、エンドフェイズに進む",
                    en="no reversed character is left: on to the end phase",
                )
            break


def _continuous_checks(ctx: Ctx, att: dict[str, Any]) -> tuple[int, str] | None:
    """The number of trigger checks a continuous ability of the attacking character gives its
    attack (「このカードのアタック中、…トリガーチェックをN回行う」, ``notes`` ``attack_checks``):
    read while the character is on the stage and the conditions hold; None when none does."""
    uid = att.get("attacker")
    c = ctx.card(uid) if uid else None
    if c is None or not slot_of(ctx, uid):
        return None
    w = ctx.where(uid)
    assert w is not None
    for ab in programs(ctx, uid):
        p = ab.program
        if p is None or p.kind != "continuous" or "attack_checks" not in prog_ext(p, "notes"):
            continue
        rt = Rt(ctx, w[0], uid, p, ab.text)
        if not holds(rt, p.cond):
            continue
        for op in p.steps:
            if op.verb == "trigger_checks" and op.n and holds(rt, op.cond):
                return op.n, f"{c.label}: {ab.text}"
    return None


def attacker_here(ctx: Ctx, att: dict[str, Any], player: str) -> Proc:
    """Whether the attacking character is still there for the damage (7.5.1.2.2) and the battle
    (7.6.1.3): present in its slot (7.2.1.5), or moved to another slot of the stage — which the
    text leaves open (「存在しなくなった」 names no move: the audit's
    ``attacker_moved_to_another_slot``); both readings are run, the engine's own first, the
    reading taken once per attack and kept for its later steps."""
    if attacker_present(ctx, att):
        return True
    if not attacker_moved_in_stage(ctx, att):
        return False
    key = f"ws.still_attacker.{att['attacker']}.{att['placed']}"
    got = ctx.state.vars.get(key)
    if got is None:
        got = yield unsettled.choose(
            player, "ws", "attacker_moved_to_another_slot", {"gone": False, "still_attacker": True}
        )
        yield SetVar(key=key, value=bool(got))
    return bool(got)


def _after_checks(ctx: Ctx, player: str, said: int, then: dict[str, Any]) -> Proc:
    """「そのアタック中、…トリガーチェックを2回行う。2回行ったら、…」: the steps after 「2回行ったら」
    are done at the trigger step, once its checks are done (7.3.1.2; 「(処理 A)したら」 8.6.4) —
    a part of the effect that set the number of checks, carried out by its master."""
    from ruling.games._ws.cardtext import DELAYED
    from ruling.games._ws.program import run_program

    prog = DELAYED.get(str(then.get("key")))
    if prog is None:
        return
    s = yield Mark(
        clauses=("7.3.1.2", "8.6.4"),
        caused_by=(said,),
        ja="トリガーチェックをその回数行ったため、続きを行う",
        en="the trigger checks were carried out that many times: the rest is done",
    )
    rt = Rt(ctx, player, then.get("card"), prog, str(then.get("text", "")), {})
    rt.why = (s,)
    yield from run_program(rt, ("7.3.1.2", "8.6.4"))
