"""Cardfight!! Vanguard's side of the scenario contract (docs/scenarios.md, round 6): a card's
values as the rules see them (11.11: every effect applied), the typed events its actions stand
for, an ability already pending, a bare effect text resolved by a fighter, and a battle in
progress when the scenario starts (10.4-10.7)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ruling.abilities import abilities_of, text_not_run
from ruling.core import Ctx
from ruling.games._vg.common import BACK, BEHIND, FRONT, Proc, label, vkey, where_circle
from ruling.games._vg.values import (
    critical,
    grade_now,
    marker_clauses,
    marker_unmet_clauses,
    power,
    shield,
    stored,
)
from ruling.rules import Mark, Reject, SetCard, SetTurn, SetVar, Triggered
from ruling.state import Card
from ruling.values import find, known_value


def _grade(ctx: Ctx, uid: str) -> int | None:
    return grade_now(ctx, uid)


def _skills(ctx: Ctx, uid: str) -> list[str]:
    """The abilities a card holds now: printed, its keyword skills, and those an effect or a
    continuous ability gives it (7.14.1: a card given an ability has it)."""
    from ruling.games._vg.common import skills
    from ruling.games._vg.continuous import granted
    from ruling.values import printed_abilities

    c = ctx.card(uid)
    if c is None:
        return []
    given = [ab.text for ab in granted(ctx, c)]
    return printed_abilities(ctx.game, c) + sorted(skills(ctx, c)) + given


CARD_VALUES: Mapping[str, Callable[[Ctx, str], Any]] = {
    # an ∞ power (17.17.12) reads as its text: ``∞``, ``∞+8000`` (``values.Inf``)
    "power": known_value("power", lambda ctx, c: stored(power(ctx, c.uid))),  # type: ignore[arg-type]
    # 2.7: a card's critical is 1 unless it says otherwise (a printed value, not unknown)
    "critical": critical,
    "shield": known_value("shield", lambda ctx, c: shield(ctx, c.uid)),
    "grade": _grade,
    "abilities": _skills,
}


def _value_clauses(stat: str) -> Callable[[Ctx, str], tuple[str, ...]]:
    def read(ctx: Ctx, uid: str) -> tuple[str, ...]:
        from ruling.games._vg.abilities import text_clauses
        from ruling.games._vg.continuous import lost_changes, unmet_mods
        from ruling.games._vg.values import layers, persona_front

        persona = persona_front(ctx, uid) if stat == "power" else ()
        # a change whose condition is not met now decides the value too: what the condition
        # read (11.2.1.1; a validity keyword's, 14.2.3.1.1) is why it is not in force
        unmet = tuple(x for u, _n, cl in unmet_mods(ctx, [uid], stat) if u == uid for x in cl)
        # a gift marker on its circle that changes the value (16.3.1.4.2 / 16.3.1.4.3 …)
        markers = (*marker_clauses(ctx, uid, stat), *marker_unmet_clauses(ctx, uid, stat))
        # its own text's change, gone with every ability it lost (7.14.2, 11.11.1.5)
        lost = lost_changes(ctx, uid, stat)
        # the steps of 11.11.1 that change it now, in their order (an effect's 「元々の」 value
        # before an increase, 11.11.1.2 before 11.11.1.7)
        order = layers(ctx, uid, stat)
        return tuple(
            dict.fromkeys(
                (*text_clauses(ctx, [uid], stat), *persona, *unmet, *markers, *lost, *order)
            )
        )

    return read


def _value_watch(stat: str) -> Callable[[Ctx, str], tuple[str, ...]]:
    def read(ctx: Ctx, uid: str) -> tuple[str, ...]:
        from ruling.games._vg.continuous import info_read

        # a fighter's information a continuous change of the value reads in its condition
        # (「あなたの世界が黑夜なら」, 7.43.1): the steps that set it decided the value too
        # (「あなたの世界は深淵黑夜になる」, 7.43.2.2), met or not; and the gauge cards it counts
        out = info_read(ctx, uid, stat)
        # the steps that put a gift marker changing the value on its circle decided it too
        w = where_circle(ctx, uid)
        if w is None or not (
            marker_clauses(ctx, uid, stat) or marker_unmet_clauses(ctx, uid, stat)
        ):
            return out
        return (*out, f"var:{vkey('gifts', w[0])}")

    return read


CARD_VALUE_WATCH: Mapping[str, Callable[[Ctx, str], tuple[str, ...]]] = {
    stat: _value_watch(stat) for stat in ("power", "critical", "shield")
}


# the clauses of the continuous abilities that change a value now (11.11.1, with where each
# works, 11.4.4): they decide the value a scenario asks for
CARD_VALUE_CLAUSES: Mapping[str, Callable[[Ctx, str], tuple[str, ...]]] = {
    stat: _value_clauses(stat) for stat in ("power", "critical", "shield")
}

TYPED_EVENTS: Mapping[str, tuple[str, str]] = {
    "action:damage": ("damage", "to"),
    "action:play_order": ("play", "card"),
    "action:activate": ("play", "card"),
    # an activated ability played and resolved (7.15.1.2: 「発動した」)
    "tag:ability_activated": ("resolve", "uid"),
    "tag:draw": ("draw", "player"),
}


def pending_ability(ctx: Ctx, uid: str, index: int, player: str | None) -> Any:
    """An automatic ability of the card, pending as if it had triggered before (11.9.2)."""
    c = ctx.card(uid)
    abs_ = abilities_of("vg", c) if c is not None and c.text else ()
    if c is None or index >= len(abs_):
        return Reject(
            "そのカードにその番号の能力はありません", "the card has no ability of that number"
        )
    ab = abs_[index]
    if ab.program is None or ab.program.kind != "auto":
        return Reject(
            f"その能力は実行できる自動能力ではありません（{ab.text}）",
            f"that ability is not an automatic ability the engine runs ({ab.text})",
        )
    w = ctx.where(uid)
    master = player or (w[0] if w else c.owner)
    return "card", Triggered(master, uid, {"index": index, "placed": c.placed})


def resolve_text(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """A bare effect text resolved by ``player`` (its master), compiled by the grammar and
    ``_vg/cardtext.py`` and run as an effect is (11.8.3.1: in the order written)."""
    from ruling.games._vg.abilities import Rt, run_program

    player = str(p["player"])
    source = None
    if p.get("card"):
        source, _why = find(ctx.game, ctx.state, str(p["card"]))
    holder = Card("text", player, type="order", text=str(p["text"]))
    for ab in abilities_of("vg", holder):
        if ab.kind == "item" and ab.supported:
            continue  # a ・ line of the list the text before it carries out (11.8.3.1.2)
        if ab.program is None or ab.program.kind not in ("event", "order"):
            yield text_not_run(ab.text, ab.reason)
            continue
        c = ctx.card(source) if source else None
        rt = Rt(ctx, player, source, ab.program, ab.text, {"placed": c.placed if c else None})
        yield from run_program(rt, ("11.8.3.1", "11.8.3.1.1"))


def attack_in_progress(ctx: Ctx, spec: Mapping[str, Any]) -> Proc:
    """The battle the scenario starts in: the attacking unit (rested when it attacked,
    10.4.1.5), the unit(s) attacked (10.4.1.9) and the booster (10.4.1.12.1)."""
    st = ctx.state
    from ruling.games._vg.battle import granted

    uid, why = find(ctx.game, st, str(spec["attacker"]))
    w = where_circle(ctx, uid) if uid else None
    back_ok = bool(uid and w and w[1] in BACK and granted(ctx, uid, "back_row_attack"))
    if uid is None or w is None or (w[1] not in FRONT and not back_ok):
        yield Reject(
            f"アタックしているユニット（{spec['attacker']}）が前列のサークルにいません: {why}",
            f"the attacking unit ({spec['attacker']}) is not on a front-row circle: {why}",
            ("10.4.1.3",),
        )
        return
    player, at = w
    opp = st.opponent(player)
    refs = list(spec.get("attacked") or []) or [str(spec.get("defender") or f"{opp}.vanguard")]
    attacked: list[str] = []
    attacked_at: dict[str, tuple[str, str]] = {}
    for ref in refs:
        t, twhy = find(ctx.game, st, str(ref))
        tw = where_circle(ctx, t) if t else None
        if t is None or tw is None or tw[0] != opp or tw[1] not in FRONT:
            yield Reject(
                f"アタックされているユニット（{ref}）が相手の前列のサークルにいません: {twhy}",
                f"the attacked unit ({ref}) is not on the opponent's front row: {twhy}",
                ("10.4.1.6",),
            )
            return
        attacked.append(t)
        attacked_at[t] = tw
    unit = ctx.card(uid)
    assert unit is not None
    decl = yield Mark(
        clauses=("10.4.1.5.1", "10.4.1.9"),
        tag="attack_in_progress",
        data={"uid": uid},
        ja=f"{unit.label} が {'、'.join(label(ctx, t) for t in attacked)} にアタック中: シナリオはここから始まる",
        en=f"{unit.label} is attacking {', '.join(label(ctx, t) for t in attacked)}: the scenario "
        "starts here",
    )
    if unit.orientation == "stand":
        yield SetCard(
            uid=uid,
            changes={"orientation": "rest"},
            clauses=("10.4.1.5",),
            caused_by=(decl,),
            ja=f"{unit.label} はアタックした時にレストしている",
            en=f"{unit.label} was rested when it attacked",
        )
    battle: dict[str, Any] = {
        "player": player,
        "defender": opp,
        "attacker": uid,
        "attacker_at": (player, at),
        "attacked": attacked,
        "attacked_at": attacked_at,
        "booster": None,
        "boosted": None,
        "declared": decl,
    }
    if spec.get("boosted_by"):
        b, bwhy = find(ctx.game, st, str(spec["boosted_by"]))
        bw = where_circle(ctx, b) if b else None
        if b is None or bw != (player, BEHIND.get(at)):
            yield Reject(
                f"ブーストしているユニット（{spec['boosted_by']}）はアタックしているユニットの後ろにいません: {bwhy}",
                f"the boosting unit ({spec['boosted_by']}) is not behind the attacker: {bwhy}",
                ("10.4.1.12",),
            )
            return
        battle.update(booster=b, boosted=uid, booster_at=bw)
    step = st.turn.step if st.turn.step in ("guard", "drive", "damage") else "guard"
    battle["resume"] = step
    bstep = yield SetVar(key="battle", value=battle, clauses=("10.4.1.9",), caused_by=(decl,))
    from ruling.games._vg.battle import _record

    yield _record(ctx, battle, (bstep,), ("10.4.1.9",))
    yield SetVar(key="attacks", value=int(st.vars.get("attacks") or 0) + 1, clauses=("10.3.1.3",))
    if st.turn.phase != "battle" or st.turn.step != step:
        yield SetTurn(changes={"phase": "battle", "step": step}, caused_by=(decl,))


def attack_resume(ctx: Ctx) -> Proc:
    """The rest of the battle the scenario started in, from its step, once the scenario's own
    actions are done — unless they ended it."""
    from ruling.games._vg.battle import battle_steps

    battle = ctx.state.vars.get("battle")
    if not battle or "resume" not in battle or ctx.state.turn.step != battle["resume"]:
        return
    yield from battle_steps(
        ctx,
        {},
        battle["player"],
        battle["attacker"],
        dict(battle),
        battle.get("declared"),
        battle["resume"],
    )
