"""Monster Collection's side of the scenario contract (docs/scenarios.md, round 6): a card's values
as the rules see them (its attack and defence with every modification, 4.6), and the typed events
its actions stand for, and a bare effect text resolved by a player (``resolve_text``: a
one-shot effect, 10.6.1, compiled by ``_mc/cardtext.compile_effect``). The game's automatic
abilities are declared not implemented (``_mc/declared.py``), so ``triggered`` and ``pending``
are unsupported."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ruling.abilities import text_not_run
from ruling.core import Ctx
from ruling.games._mc.common import (
    PLAYER_SIDE_KINDS,
    Proc,
    _matches,
    all_units,
    area_of_zone,
    attack,
    characteristics,
    condition_clauses,
    condition_met,
    condition_text,
    damage_of,
    defense,
    find_card,
    in_group,
    is_unit,
    label,
    level,
    value_clauses,
    where_clauses,
)
from ruling.rules import CheckTiming, Mark, Reject
from ruling.state import Card
from ruling.values import CardRef, branch_candidates, card_value, known_value

CARD_VALUES: Mapping[str, Callable[[Ctx, str], Any]] = {
    "attack": known_value("attack", attack),
    "defense": known_value("defense", defense),
    "damage": card_value(lambda _ctx, c: damage_of(c)),
    "level": known_value("level", level),
    "race": card_value(lambda ctx, c: sorted(characteristics(c, "species", ctx))),
    # the unit an item is equipped to (2.1.18, 12.2.8), its name or uid; None when it is on none
    "equipped_to": card_value(lambda ctx, c: _host(ctx, c)),
}


def _host(ctx: Ctx, c: Card) -> CardRef | None:
    host = ctx.card(str(c.states.get("on"))) if c.states.get("on") else None
    return CardRef(host.uid, host.name) if host is not None else None


def _value_clauses(stat: str) -> Callable[[Ctx, str], tuple[str, ...]]:
    def read(ctx: Ctx, uid: str) -> tuple[str, ...]:
        c = ctx.card(uid)
        return value_clauses(ctx, c, stat) if c is not None else ()

    return read


# the clauses of what changes a unit's attack or defence now — equipment (2.1.16, 2.1.18), the
# ○ abilities where they work (14.5.4.1 / 14.5.4.2, with 10.7.2.3 when one's amount depends on
# another effect), effects (4.6.4): they decide the value a scenario asks for
CARD_VALUE_CLAUSES: Mapping[str, Callable[[Ctx, str], tuple[str, ...]]] = {
    stat: _value_clauses(stat) for stat in ("attack", "defense", "level")
}

TYPED_EVENTS: Mapping[str, tuple[str, str]] = {
    "action:damage": ("damage", "to"),
    "action:summon": ("play", "card"),
    "action:use": ("play", "card"),
    "action:replenish": ("draw", "player"),
    # a ● ability triggers (becomes waiting, 10.5.2) and is played at the check step, taking
    # effect at once with no counter chain (10.5.3, 14.7.3.9): ``play.TRIGGERED`` / ``PLAYED``
    "tag:mc_triggered": ("trigger", "card"),
    "tag:mc_played": ("play,resolve", "card"),
    # a used ability's effect brought about (10.1.14): it resolves
    "tag:mc_resolved": ("resolve", "card"),
}


# what brings a bare effect about: its application (4.1.10) as a one-shot effect, its
# instructions done once (10.6.1, 10.6.2)
_VIA = ("4.1.10", "10.6.1", "10.6.2")
# 「対象が…の場合、」 met: the effect is applied because its condition holds (10.12.1, 10.12.2)
MET = ("10.12.1", "10.12.2")


def _via(prog: Any, ctx: Ctx | None = None, target: str | None = None) -> tuple[str, ...]:
    """What brings the effect about on ``target``: its condition met, read as its notation and
    the definitions it uses of the target's races / attributes say (``condition_clauses``)."""
    card = ctx.card(target) if ctx is not None and target else None
    return (*_VIA, *(MET if prog.condition else ()), *condition_clauses(prog.condition, ctx, card))


def resolve_text(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """A bare effect text resolved by ``player``: compiled by the grammar and
    ``_mc/cardtext.compile_effect``, its steps done in the order written; a text with
    〈対象:…〉 needs ``target`` (a unit on the battlefield, 10.10.2), and 「対象が…の場合、」
    not met leaves it unapplied (4.1.15). Text the compiler refuses is reported as
    unsupported, never guessed."""
    from ruling.games._mc.cardtext import (
        DamageStep,
        ReplenishStep,
        StatStep,
        compile_effect,
        mixed,
    )
    from ruling.games._mc.effects import run_player_steps
    from ruling.games._mc.play import run_target_steps

    player = str(p["player"])
    text = str(p.get("text") or "")
    prog, why = compile_effect(text)
    if prog is None:
        yield text_not_run(text, why)
        return
    reads = any(isinstance(x, DamageStep) and x.read for x in prog.steps)
    user = find_card(ctx, p.get("user")) if p.get("user") else None
    uc, uw = (ctx.card(user), ctx.where(user)) if user else (None, None)
    if any(
        isinstance(x, ReplenishStep) and x.count_by and x.count_by[0] == "read" for x in prog.steps
    ) and (uc is None or uw is None or not is_unit(uc) or area_of_zone(uw[1]) is None):
        # 「カードを【このユニットの攻撃力】枚補充する」: the value of the unit using the effect
        # (4.7.2) — a bare effect has none unless the situation names it
        yield text_not_run(
            text, "a count of this unit's value in a bare effect text (no unit using it: `user`)"
        )
        return
    if reads and (uc is None or uw is None or not is_unit(uc) or area_of_zone(uw[1]) is None):
        # 「自軍パーティに存在する…のユニット数」: the party on the terrain of the unit using the
        # effect (4.4.1, 10.17.1) — a bare effect has none unless the situation names it
        yield text_not_run(
            text, "damage of a value read in a bare effect text (no unit using it: `user`)"
        )
        return
    if reads and (prog.target is None or prog.target.kind == "all_units" or mixed(prog.steps)):
        yield text_not_run(text, "damage of a value read on no single target")
        return
    if prog.target is not None and prog.target.kind == "all_units":
        yield from _resolve_on_group(ctx, player, text, prog)
        return
    target = None
    if prog.target is not None:
        target = find_card(ctx, p.get("target"))
        tc = ctx.card(target) if target else None
        tw = ctx.where(target) if target else None
        owner = prog.target.owner
        if (
            tc is None
            or tw is None
            or not is_unit(tc)
            or area_of_zone(tw[1]) is None
            or (owner == "own" and tw[0] != player)
            or (owner == "enemy" and tw[0] == player)
        ):
            yield Reject(
                "このテキストは対象を取りますが、適切な対象（target: 戦場のユニット）が与えられていません",
                "the text targets, but no proper target (target: a unit on the battlefield) is "
                "given",
                ("10.10.2", "10.10.3"),
            )
            return
        # 〈対象:「種族:ドラゴン」の…〉: a proper target meets what 「～」 asks of it (10.10.2),
        # as when an ability is used (``play._targets``); a value it reads not given is branched
        # on (proper / not, ``values.branch_candidates``)
        desc, unit = prog.target, tc
        proper = yield from branch_candidates(
            ctx, lambda: in_group(ctx, desc, unit, user), player, text, ("10.10.2",)
        )
        if not proper:
            yield Reject(
                f"{label(ctx, target)} は〈対象:…〉の指定を満たさないため、適切な対象ではありません",
                f"{label(ctx, target)} does not meet what 〈対象:…〉 asks: not a proper target",
                ("10.10.2", "10.10.3", *where_clauses(prog.target)),
            )
            return
    m = yield Mark(
        clauses=("10.6.1",),
        ja=f"{player} が効果を発揮する: {text}",
        en=f"{player} brings about the effect: {text}",
        touches=(target,) if target else (),
    )
    if target is None and prog.condition is not None and prog.condition[0] in PLAYER_SIDE_KINDS:
        # 「自軍捨て山の一番上のカードが…の場合、カードを1枚補充する」: read on the resolving
        # player's side as the effect is brought about (10.12.1); not met, not applied (10.12.2)
        met = _matches(Card(uid="", owner=player, name=""), prog.condition, ctx)
        m = yield Mark(
            clauses=("10.12.1", "10.12.2", *condition_clauses(prog.condition)),
            ja=f"条件（{condition_text(prog.condition)}）を"
            f"{'満たす' if met else '満たさない: 効果は適用されない'}",
            en=f"the condition is {'met' if met else 'not met: the effect is not applied'}",
            caused_by=(m,),
            touches=(f"{player}.hand", f"{player}.deck", f"{player}.discard"),
        )
        if not met:
            yield CheckTiming()
            return
    if target is None:
        yield from run_player_steps(ctx, player, prog.steps, (m,), _VIA, user=user)
    elif mixed(prog.steps):
        yield from _resolve_parts(ctx, player, target, prog, m)
    elif not (yield from condition_met(ctx, ctx.card(target), prog.condition)):
        yield Mark(
            clauses=("4.1.15", "10.12.1", "10.12.2", *condition_clauses(prog.condition)),
            ja=f"{label(ctx, target)} は条件を満たさない: 効果は適用されない",
            en=f"{label(ctx, target)} does not meet the condition: the effect is not applied",
            caused_by=(m,),
            touches=(target,),
        )
    elif reads:
        # the value read when the effect applies, of the unit using it (``play._read_amount``)
        from ruling.games._mc.play import _read_amount

        assert uc is not None and target is not None
        rolled: dict[int, int] = {}
        marks: list[int] = []
        for i, step in enumerate(prog.steps):
            if isinstance(step, DamageStep) and step.read:
                rolled[i], rm = yield from _read_amount(ctx, uc, player, prog, step.read, m)
                marks.append(rm)
        yield from run_target_steps(
            ctx,
            target,
            prog.steps,
            "効果",
            m,
            _via(prog, ctx, target),
            rolled=rolled,
            dice_steps=tuple(marks),
            doer=player,
            user=user,
        )
    elif any(isinstance(x, (StatStep, DamageStep)) and x.dice for x in prog.steps):
        # 「【2D】ダメージを与える」 / 「「防御力:-1D」する」: nD is n dice rolled and their sum
        # (3.4.2; ±a added, 3.4.3), rolled as the one-shot effect is brought about (10.6.1) —
        # by the player bringing it about (3.4.5); results not given are that player's
        # ``dice`` choices (``choices: [{player, at: dice, choose: n}]``), else branched
        from ruling.games._mc.play import roll_steps

        rolled, dice_marks = yield from roll_steps(ctx, player, prog, [], ("10.6.1",), m)
        yield from run_target_steps(
            ctx,
            target,
            prog.steps,
            "効果",
            m,
            _via(prog, ctx, target),
            rolled=rolled,
            dice_steps=tuple(dice_marks),
            doer=player,
            user=user,
        )
    else:
        # ``user``: the unit 「このユニット」 names in a step's own condition (4.7.2)
        yield from run_target_steps(
            ctx, target, prog.steps, "効果", m, _via(prog, ctx, target), doer=player, user=user
        )
    yield CheckTiming()


def _resolve_parts(ctx: Ctx, player: str, target: str, prog: Any, m: int) -> Proc:
    """「Aする。効果適用後、Bする。」 (4.1.11) with one part on the player's cards (replenishing,
    discarding …) and the other on the target: the parts in the order written, each after the
    first brought about only when the one before it applied (even in part); a part on the
    target that does not meet 「対象が…の場合、」 is not applied (4.1.15, 10.12.2)."""
    from ruling.games._mc.cardtext import PLAYER_STEPS, segments, unchosen
    from ruling.games._mc.common import not_applied_since
    from ruling.games._mc.effects import run_player_steps
    from ruling.games._mc.play import run_target_steps

    cause = (m,)
    # what a part on the player's cards touches (12.3 replenishing, 12.4 discarding)
    touches = (target, f"{player}.hand", f"{player}.deck", f"{player}.discard")
    done = False
    start = ctx.last
    for k, part in enumerate(segments(prog.steps)):
        if k:
            if not done:
                yield Mark(
                    clauses=("4.1.11", "4.1.15"),
                    ja="「効果適用後、」の前の効果が適用されなかった: その後の効果は発揮されない",
                    en="the effect before 「効果適用後、」 was not applied: what follows it is not "
                    "brought about",
                    caused_by=(*cause, *not_applied_since(ctx, start)),
                    touches=touches,
                )
                return
            cause = (
                *cause,
                (
                    yield Mark(
                        clauses=("4.1.11",),
                        ja="「効果適用後、」の前の効果が適用された: その後の効果を発揮する",
                        en="the effect before 「効果適用後、」 was applied: what follows it is "
                        "brought about",
                        caused_by=cause,
                        touches=touches,
                    )
                ),
            )
        start = ctx.last
        steps = tuple(x for _i, x in part)
        if all(isinstance(unchosen(x), PLAYER_STEPS) for x in steps):
            # on the player's cards, not the target: applied because the text names them
            # (10.10.4)
            done = bool(
                (yield from run_player_steps(ctx, player, steps, cause, (*_VIA, "10.10.4")))
            )
            continue
        w = ctx.where(target)
        if w is None or area_of_zone(w[1]) is None:
            yield Mark(
                clauses=("10.10.5",),
                ja=f"{label(ctx, target)} は戦場にいない: 効果は適用されない",
                en=f"{label(ctx, target)} is not on the battlefield: the effect is not applied",
                caused_by=cause,
                touches=(target,),
            )
            done = False
        elif not (yield from condition_met(ctx, ctx.card(target), prog.condition)):
            yield Mark(
                clauses=("4.1.15", "10.12.1", "10.12.2", *condition_clauses(prog.condition)),
                ja=f"{label(ctx, target)} は条件を満たさない: 効果は適用されない",
                en=f"{label(ctx, target)} does not meet the condition: the effect is not applied",
                caused_by=cause,
                touches=(target,),
            )
            done = False
        else:
            done = bool(
                (
                    yield from run_target_steps(
                        ctx, target, steps, "効果", cause[-1], _via(prog, ctx, target), doer=player
                    )
                )
            )


def _resolve_on_group(ctx: Ctx, player: str, text: str, prog: Any) -> Proc:
    """A bare effect on every unit of a group: 〈対象:敵軍ユニットすべて〉 (10.10.11; in a battle
    the units on its terrain, 8.2.4) or a group its steps name (「敵軍ユニットすべてに…」: every
    such unit on the battlefield); each unit that does not meet 「対象が…の場合、」 is left
    unapplied (4.1.15); 「効果適用後、」 holds when a step before it applied to any of them
    (4.1.11, ``run_group_steps``)."""
    from ruling.games._mc.play import run_group_steps

    t = prog.target
    st = ctx.state
    battle = (
        None if t.named else st.vars.get("mc.battle_area") if st.vars.get("mc.battle") else None
    )
    group = [
        c.uid
        for p in st.players
        if not (t.owner == "own" and p != player or t.owner == "enemy" and p == player)
        for a, c in all_units(ctx, p)
        if (battle is None or a == battle) and in_group(ctx, t, c)
    ]
    how = ("4.1.10",) if t.named else ("10.10.1", "10.10.11", *(("8.2.4",) if battle else ()))
    m = yield Mark(
        clauses=("10.6.1", *how),
        ja=f"{player} が効果を発揮する: {text}（{len(group)}体に）",
        en=f"{player} brings about the effect: {text} (on {len(group)} units)",
        touches=tuple(group),
    )
    matched = []
    for uid in group:
        if (yield from condition_met(ctx, ctx.card(uid), prog.condition)):
            matched.append(uid)
            continue
        yield Mark(
            clauses=("4.1.15", "10.12.1", "10.12.2", *condition_clauses(prog.condition)),
            ja=f"{label(ctx, uid)} は条件を満たさない: 効果は適用されない",
            en=f"{label(ctx, uid)} does not meet the condition: the effect is not applied",
            caused_by=(m,),
            touches=(uid,),
        )
    if not group:
        yield Mark(
            clauses=("4.1.15", *(("10.10.11",) if not t.named else ())),
            ja="該当するユニットがいない: 効果は何にも適用されない",
            en="no such unit: the effect is applied to nothing",
            caused_by=(m,),
        )
    yield from run_group_steps(ctx, matched, prog.steps, "効果", m, _via(prog), doer=player)
    yield CheckTiming()
