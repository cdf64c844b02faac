"""Victory Spark's side of the scenario contract (docs/scenarios.md, round 6): a card's values as
the rules see them (8.9.1: every effect applied), the typed events its actions stand for, a
technique already waiting, and an attack in progress when the scenario starts (7.1.3-7.1.6).
A bare effect text (``resolve_text``) is read by the technique compiler's step mapping
(``compile_effect``) and resolved as a one-shot effect of its player (8.8.1)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ruling.abilities import text_not_run
from ruling.core import Ctx
from ruling.games._vs.cardtext import programs
from ruling.games._vs.common import Proc, _as_list, damage_of, ring_card, view, zone_of
from ruling.rules import Mark, Reject, SetTurn, SetVar, Triggered
from ruling.values import card_value, find, known_value


def _title(ctx: Ctx, uid: str) -> list[str]:
    c = ctx.card(uid)
    # several titles, 「A/B」 or a list (2.3.2)
    return _as_list(c.value("title")) if c is not None else []


def _attribute(ctx: Ctx, uid: str) -> list[str]:
    """The technique attributes the card holds (2.15)."""
    from ruling.games._vs.cardtext import attributes_of, granted_attributes

    c = ctx.card(uid)
    return (
        list(dict.fromkeys([*attributes_of(c), *granted_attributes(ctx, uid)]))
        if c is not None
        else []
    )


CARD_VALUES: Mapping[str, Callable[[Ctx, str], Any]] = {
    "ap": known_value("ap", lambda ctx, c: view(ctx, c.uid).ap),
    "dp": known_value("dp", lambda ctx, c: view(ctx, c.uid).dp),
    "damage": card_value(lambda _ctx, c: damage_of(c)),
    "level": card_value(lambda _ctx, c: c.level),
    "title": _title,
    "attribute": _attribute,
}

# the clauses that decide a value a scenario asks for: the order the continuous effects on it
# are applied in (8.9.1, 8.9.1.1, 8.9.1.3, 8.9.1.4, 8.9.1.8) when any applies
CARD_VALUE_CLAUSES: Mapping[str, Callable[[Ctx, str], tuple[str, ...]]] = {
    "ap": lambda ctx, uid: tuple(view(ctx, uid).clauses),
    "dp": lambda ctx, uid: tuple(view(ctx, uid).clauses),
}


def _effects_on(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """The continuous effects in force on the attack / defence of card ``uid`` (on it, or on the
    ring it is in, 8.9.1.6): a value read with them applied is decided by the steps that made
    them and that kept them (the end phase, 6.8.1.3)."""
    w = ctx.where(uid)
    ring = f"{w[0]}.ring" if w is not None and w[1] == "ring" else None
    return tuple(
        f"effect:{e.id}"
        for e in ctx.state.effects
        if e.stat in ("ap", "dp") and e.id >= 0 and e.target in (uid, ring)
    )


# what a value was read from (``Game.card_value_watch``)
CARD_VALUE_WATCH: Mapping[str, Callable[[Ctx, str], tuple[str, ...]]] = {
    "ap": _effects_on,
    "dp": _effects_on,
}

TYPED_EVENTS: Mapping[str, tuple[str, str]] = {
    "action:damage": ("damage", "card"),
    "tag:damaged": ("damage", "uid"),
    "action:play": ("play", "card"),
    "action:use": ("play", "card"),
    "action:draw": ("draw", "player"),
    "rule:deck_refresh": ("refresh", ""),
}


def pending_ability(ctx: Ctx, uid: str, index: int, player: str | None) -> Any:
    """A technique of the card waiting in the resolution zone: an automatic one as if it had
    triggered before (8.6.2), an activated one as if it had been used, its cost paid, and put
    there (8.5.2): it resolves after the check timing (8.1.1.1.2)."""
    c = ctx.card(uid)
    progs = dict(programs(c)) if c is not None else {}
    prog = progs.get(index)
    if c is None or prog is None or prog.kind not in ("auto", "activated"):
        return Reject(
            "そのカードにその番号の（実行できる）自動技・起動技はありません",
            "the card has no (supported) automatic or activated technique of that number",
        )
    w = ctx.where(uid)
    master = player or (w[0] if w else c.owner)
    if prog.kind == "activated":
        return "technique", Triggered(
            master, uid, {"index": index, "trigger": "activated"}, ("8.1.1.1.2", "8.5.2")
        )
    data = {"index": index, "trigger": prog.trigger, "zone": zone_of(ctx, uid), "placed": c.placed}
    return "technique", Triggered(master, uid, data)


def attack_in_progress(ctx: Ctx, spec: Mapping[str, Any]) -> Proc:
    """The attack the scenario starts in: the turn player's ring card attacks the opponent's
    ring card (7.1.3.2), a partner attack or not (7.1.3.2.2)."""
    st = ctx.state
    tp = st.turn.player
    opp = st.opponent(tp)
    uid, why = find(ctx.game, st, str(spec["attacker"]))
    attacker, attacked = ring_card(ctx, tp), ring_card(ctx, opp)
    if uid is None or attacker is None or uid != attacker.uid or attacked is None:
        yield Reject(
            f"アタックしているのはターンプレイヤーのリングのカードで、相手のリングにカードが必要です（{spec['attacker']}: {why}）",
            f"the attacker is the turn player's ring card, and the opponent's ring needs a card "
            f"({spec['attacker']}: {why})",
            ("7.1.3.2",),
        )
        return
    kind = spec.get("kind") or "normal"
    if kind not in ("normal", "partner"):
        yield Reject(
            f"攻撃の種類 '{kind}' は normal / partner のいずれでもありません",
            f"attack kind '{kind}' is none of normal / partner",
            ("7.1.3.2.2", "7.1.3.2.5"),
        )
        return
    step = st.turn.step if st.turn.step in ("support", "partner_block", "resolution") else None
    step = step or "partner_block"
    astep = yield Mark(
        clauses=("7.1.3.2", "4.14.1"),
        ja=f"{attacker.label}（リング）が {attacked.label} にアタック中（{kind}）: シナリオはここから始まる",
        en=f"{attacker.label} (ring) is attacking {attacked.label} ({kind}): the scenario starts here",
        tag="attack_in_progress",
        data={"attacker": attacker.uid, "attacked": attacked.uid},
        touches=(attacker.uid, attacked.uid),
    )
    yield SetVar(key="vs.attacked", value=True)
    if kind == "partner":
        yield SetVar(
            key="vs.partner_attack", value=True, clauses=("7.1.3.2.2",), caused_by=(astep,)
        )
    from ruling.games._vs.attack import _record

    yield _record(ctx, attacker, attacked, None, kind == "partner", (astep,))
    yield SetVar(
        key="vs.attack_resume",
        value={
            "step": step,
            "attacker": attacker.uid,
            "attacked": attacked.uid,
            "kind": kind,
            "step_index": astep,
        },
    )
    if st.turn.phase != "attack" or st.turn.step != step:
        yield SetTurn(changes={"phase": "attack", "step": step}, caused_by=(astep,))


def attack_resume(ctx: Ctx) -> Proc:
    """The rest of the attack the scenario started in, once its own actions are done."""
    from ruling.games._vs.attack import attack_steps

    rec = ctx.state.vars.get("vs.attack_resume")
    if not rec or ctx.state.turn.step != rec["step"]:
        return
    yield SetVar(key="vs.attack_resume", value=None)
    attacker, attacked = ctx.card(rec["attacker"]), ctx.card(rec["attacked"])
    if attacker is None or attacked is None:
        return
    yield from attack_steps(
        ctx,
        {},
        attacker,
        attacked,
        rec["kind"] == "partner",
        rec["step_index"],
        rec["step_index"] if rec["kind"] == "partner" else None,
        rec["step"],
    )


def resolve_text(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """A bare effect text resolved by ``player`` as a one-shot effect (8.8.1, its steps in the
    order written: 8.1.1.5); ``card`` (if given) is 「このカード」. Text the compiler refuses is
    reported as unsupported, never guessed."""
    from ruling.games._vs.cardtext import compile_effect
    from ruling.games._vs.common import find_card
    from ruling.games._vs.techniques import _check_condition, run_ops

    player = str(p["player"])
    uid = find_card(ctx, p["card"]) if p.get("card") is not None else None
    text = str(p.get("text") or "")
    prog, why = compile_effect(text)
    if prog is None:
        yield text_not_run(text, why)
        return
    step = yield Mark(
        clauses=("8.8.1",),
        ja=f"{player} が効果「{text}」を解決する",
        en=f"{player} resolves the effect 「{text}」",
    )
    cause: tuple[int, ...] = (step,)
    if prog.condition is not None:
        # 「…なら、」 read as the effect is resolved (8.6.5): not met, nothing happens
        met = yield from _check_condition(ctx, player, uid or "", prog)
        if met is None:
            return
        cause = (step, met)
    yield from run_ops(ctx, player, uid or "", prog, cause)
