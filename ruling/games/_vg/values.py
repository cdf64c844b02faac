"""Card values with continuous effects applied in the order of 11.11.1.

Power: printed (11.11.1.1) -> 'original' changes (11.11.1.2) -> modifications by rules that
are not effects: gift markers (16.2.1.3.1.1) and a G unit's hearts (6.5.1.3) (11.11.1.4) ->
+/- effects (11.11.1.7) -> boost and guardians (11.11.1.8) -> 'always becomes N' (11.11.1.9).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from ruling.core import Ctx
from ruling.games._vg.common import (
    ACCEL,
    CIRCLES,
    COLUMN,
    FRONT,
    circle,
    circle_of,
    grade,
    skills,
    val,
    where_circle,
)
from ruling.state import Card, Effect

INFINITY = "∞"


class Inf(int):
    """A value in the ∞ state (17.17.12), the int its number: made ∞ its number is 0
    (17.17.12.1); a number added or taken away changes the number and it stays ∞ (17.17.12.2);
    against a value not ∞ it is always the greater, against another ∞ the numbers are compared
    (17.17.12.4). Shown (and written in a scenario) as ``∞``, ``∞+8000``, ``∞-5000``."""

    def __repr__(self) -> str:
        n = int(self)
        return INFINITY if n == 0 else f"{INFINITY}{n:+d}"

    __str__ = __repr__

    def _key(self, other: object) -> tuple[tuple[int, int], tuple[int, int]] | None:
        if isinstance(other, Inf):
            return (1, int(self)), (1, int(other))
        if isinstance(other, int) and not isinstance(other, bool):
            return (1, int(self)), (0, int(other))
        return None

    def __eq__(self, other: object) -> bool:
        if isinstance(other, str):
            return repr(self) == other.strip().replace("＋", "+").replace("－", "-")
        k = self._key(other)
        return k is not None and k[0] == k[1]

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash((INFINITY, int(self)))

    def __lt__(self, other: object) -> bool:
        k = self._key(other)
        if k is None:
            return NotImplemented
        return k[0] < k[1]

    def __le__(self, other: object) -> bool:
        k = self._key(other)
        if k is None:
            return NotImplemented
        return k[0] <= k[1]

    def __gt__(self, other: object) -> bool:
        k = self._key(other)
        if k is None:
            return NotImplemented
        return k[0] > k[1]

    def __ge__(self, other: object) -> bool:
        k = self._key(other)
        if k is None:
            return NotImplemented
        return k[0] >= k[1]

    def __add__(self, other: object) -> Inf:  # 17.17.12.2
        if not isinstance(other, int):
            return NotImplemented
        return Inf(int(self) + int(other))

    __radd__ = __add__

    def __sub__(self, other: object) -> Inf:
        if not isinstance(other, int):
            return NotImplemented
        return Inf(int(self) - int(other))

    def __rsub__(self, other: object) -> int:  # a difference to an ∞ value: its number's
        if not isinstance(other, int):
            return NotImplemented
        return int(other) - int(self)


def number(v: object) -> int:
    """A stored value (an effect's, an ability's amount) as a number: ``∞`` / ``∞+N`` an ∞ value
    (``Inf``), else the int."""
    if isinstance(v, Inf):
        return v
    if isinstance(v, str) and v.startswith(INFINITY):
        return Inf(int(v[len(INFINITY) :] or 0))
    return int(v)  # type: ignore[call-overload]


def stored(v: int) -> int | str:
    """A value as an effect keeps it: an ∞ value as its text (``number`` reads it back)."""
    return repr(v) if isinstance(v, Inf) else int(v)


def is_infinite(v: object) -> bool:
    return isinstance(v, Inf)


def persona_front(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """7.15.1.4.2 when a persona ride's +10000 reaches the unit now (in a front-row circle of
    the fighter who persona rode; under the reading of 11.11.4, one that was there then)."""
    w = where_circle(ctx, uid)
    if w is None or w[1] not in FRONT:
        return ()
    only = ctx.state.vars.get(f"persona_front.{w[0]}")
    on = any(
        e.target == w[0] and e.stat == "front_power" and e.op == "add" for e in ctx.state.effects
    )
    if only is not None and uid not in only:
        # under the reading of 11.11.4 the cards it applies to were fixed when it was made: a
        # unit put in the front row later is left out — why its value is without the +10000
        return ("7.15.1.4.2", "11.11.4") if on else ()
    # the unit is in a front-row circle (4.9.1): the vanguard circle is the front row's centre
    # (4.9.2.3), an accel circle counts as front row (16.3.1.5.1.1) — why it gets the +10000
    where = (
        ("4.9.1", "4.9.2.3")
        if w[1] == "vanguard"
        else ("4.9.1", "16.3.1.5.1.1")
        if w[1] in ACCEL
        else ("4.9.1",)
    )
    return ("7.15.1.4.2", *where) if on else ()


def _text(ctx: Ctx, uid: str, stat: str) -> int:
    """11.11.1.7: the continuous abilities printed on cards that change this value now."""
    from ruling.games._vg.abilities import text_mods

    return sum(a for a, _src, _t in text_mods(ctx, uid, stat))


def _text_sets(ctx: Ctx, uid: str, stat: str, original: bool = False) -> list[int]:
    """11.11.1.9 (11.11.1.2 when ``original``): continuous abilities printed on cards that make
    this value (its original value) always N now."""
    from ruling.games._vg.abilities import text_sets

    return [a for a, _src, _t in text_sets(ctx, uid, stat, original)]


def _sets(ctx: Ctx, uid: str, stat: str, original: bool = False) -> list[tuple[int, int]]:
    """(value, moment) of the 'always N' changes of ``stat`` of ``uid`` (11.11.1.9; its original
    value, 11.11.1.2, when ``original``), in the order they are applied — the order they arose
    (11.11.3.1): an effect when it was made, a continuous ability when its card was put into its
    current zone (11.11.3.1.1; the moments share one count, ``Card.placed`` / ``Effect.id``).
    Arisen at once with different masters: the turn fighter's first (11.11.3.1.1.2); the last one
    applied decides the value."""
    from ruling.games._vg.abilities import text_sets

    st = ctx.state
    tp = st.turn.player
    out: list[tuple[int, int, int, int]] = []
    for i, (n, src, _t) in enumerate(text_sets(ctx, uid, stat, original)):
        c = ctx.card(src)
        w = ctx.where(src)
        mine = 0 if w is not None and w[0] == tp else 1
        # the moment it came onto the field from another zone: a move between circles keeps it
        # (11.11.3.1.1, ``Card.states['entered']``)
        out.append((c.states.get("entered", c.placed) if c is not None else 0, mine, i, n))
    for i, e in enumerate(_effects(ctx, uid, f"base_{stat}" if original else stat, "set")):
        # an effect arises when it is made (its moment: ``Effect.made``, shared by the effects
        # made by events of one moment); its master the fighter whose text made it
        if e.master is not None:
            mine = 0 if e.master == tp else 1
        else:
            mine = 0 if e.card is None or (ctx.where(e.card) or (tp,))[0] == tp else 1
        out.append((e.id if e.made is None else e.made, mine, i, number(e.value)))
    return [(n, t) for t, _m, _i, n in sorted(out)]


def in_force(ctx: Ctx, e: Effect) -> bool:
    """Is the effect applied now? One whose period is a later turn of a player (「相手のターン中」
    made in another turn, read as that player's next turn: 11.3.1.2) only during that turn; one
    whose period is a stand phase (「次の相手のスタンドフェイズ中」) only during that phase."""
    from ruling.turn_end import in_its_period

    t = ctx.state.turn
    return in_its_period(e.until, t.player, t.number, t.phase)


def _effects(ctx: Ctx, uid: str, stat: str, op: str) -> list[Effect]:
    return sorted(
        (
            e
            for e in ctx.state.effects
            if e.target == uid and e.stat == stat and e.op == op and in_force(ctx, e)
        ),
        key=lambda e: e.id,
    )


def gifts(ctx: Ctx, player: str) -> list[dict[str, object]]:
    return list(val(ctx, "gifts", player, []) or [])


def markers_void(ctx: Ctx, uid: str) -> bool:
    """7.39.8: the unit ``uid`` is dominated and stands on a circle an imaginary gift process
    designated (a gift marker there): the modifications applied to that circle are not applied
    to it."""
    from ruling.games._vg.dominate import dominator

    w = where_circle(ctx, uid)
    return (
        w is not None
        and dominator(ctx, uid) is not None
        and any(m.get("circle") == w[1] for m in gifts(ctx, w[0]))
    )


def marker_power(ctx: Ctx, owner: str, circ: str) -> int:
    """16.3.1.4.2, 16.3.1.5.3, 16.3.1.5.4, 16.3.1.6.2: gift markers on a circle."""
    total = 0
    yours = ctx.state.turn.player == owner
    for m in gifts(ctx, owner):
        if m.get("circle") != circ:
            continue
        crown, kind = m.get("crown"), m.get("kind")
        if crown in ("force", "accel") and kind == 1 and yours:
            total += 10000
        elif crown == "accel" and kind == 2 and yours:
            total += 5000
        elif crown == "protect" and kind == 2:
            total += 5000
    return total


def marker_clauses(ctx: Ctx, uid: str, stat: str) -> list[str]:
    """The gift markers on the unit's circle that change ``stat`` (a marker is no effect: its
    text applies in step 11.11.1.4, or sets the original critical, 11.11.1.2): the clause that
    gives the marker its text."""
    c = ctx.card(uid)
    w = where_circle(ctx, uid) if c is not None and not c.states.get("hearts") else None
    if w is None:
        return []
    owner, circ = w
    yours = ctx.state.turn.player == owner
    out: list[str] = []
    here = [m for m in gifts(ctx, owner) if m.get("circle") == circ]
    for m in here:
        crown, kind = m.get("crown"), m.get("kind")
        if stat == "power":
            if crown == "force" and kind == 1 and yours:
                out += ["11.11.1.4", "16.3.1.4.2"]
                if sum(1 for x in here if (x.get("crown"), x.get("kind")) == ("force", 1)) > 1:
                    out.append("16.3.1.4.1.1")  # more force markers on one circle: they add up
            elif crown == "accel" and yours:
                out += ["11.11.1.4", "16.3.1.5.3" if kind == 1 else "16.3.1.5.4"]
            elif crown == "protect" and kind == 2:
                out += ["11.11.1.4", "16.3.1.6.2"]
        elif stat == "critical" and crown == "force" and kind == 2:
            out += ["11.11.1.2", "16.3.1.4.3"]
    if out and markers_void(ctx, uid):
        # a dominated unit: the circle's modifications are not applied to it (7.39.8) — the
        # clause that decides the value, the markers' own unused
        return ["7.39.8", "7.39.1.1"]
    return out


def marker_unmet_clauses(ctx: Ctx, uid: str, stat: str) -> list[str]:
    """The gift markers on the unit's circle whose text changes ``stat`` only in their master's
    turn (「あなたのターン中、…パワー＋10000」, 16.3.1.4.2 / 16.3.1.5.3 / 16.3.1.5.4) while it is
    the other fighter's turn: the text read and the rule that leaves it without effect (11.4.3:
    a part whose condition is not met is void). They decide the value by giving nothing."""
    c = ctx.card(uid)
    w = where_circle(ctx, uid) if c is not None and not c.states.get("hearts") else None
    if w is None or stat != "power" or ctx.state.turn.player == w[0] or markers_void(ctx, uid):
        return []
    out: list[str] = []
    for m in gifts(ctx, w[0]):
        if m.get("circle") != w[1]:
            continue
        crown, kind = m.get("crown"), m.get("kind")
        if crown == "force" and kind == 1:
            out += ["16.3.1.4.2", "11.4.3"]
        elif crown == "accel" and kind in (1, 2):
            out += ["16.3.1.5.3" if kind == 1 else "16.3.1.5.4", "11.4.3"]
    return list(dict.fromkeys(out))


def hearts_of(ctx: Ctx, owner: str) -> list[Card]:
    return [c for c in ctx.zone(owner, "field.vanguard") if c.states.get("hearts")]


def grade_now(ctx: Ctx, uid: str) -> int | None:
    """A unit's grade with the changes in force applied in the order of 11.11.1: printed
    (11.11.1.1; none for a locked card, 7.30.1.2) -> 'original' changes (11.11.1.2) -> +/-
    effects and continuous abilities (11.11.1.7, 「グレード＋１」) -> 'always N' (11.11.1.9).
    None: a grade the scenario does not give (unknown, never 0)."""
    c = ctx.card(uid)
    value = grade(c)
    if c is None or value is None:
        return None
    for n, _t in _sets(ctx, uid, "grade", original=True):
        value = n
    for e in _effects(ctx, uid, "grade", "add"):
        value += int(e.value)
    value += _text(ctx, uid, "grade")
    for n, _t in _sets(ctx, uid, "grade"):
        value = n
    return value


def grade_changed(ctx: Ctx, uid: str) -> bool:
    """Whether an effect or continuous ability changes the unit's grade now (11.11.1)."""
    return grade_now(ctx, uid) != grade(ctx.card(uid)) or any(
        e.target == uid and e.stat in ("grade", "base_grade") for e in ctx.state.effects
    )


def power(ctx: Ctx, uid: str) -> int:
    c = ctx.card(uid)
    if c is None:
        return 0
    value = int(c.power or 0)  # 11.11.1.1
    for n, _t in _sets(ctx, uid, "power", original=True):  # 11.11.1.2, in order (11.11.3.1)
        value = n
    if c.states.get("deleted"):
        # 7.32.2: less the power printed on the card — or, under the other reading of a unit whose
        # original power was set (the audit's deleted_original_power), less that original power
        value -= value if c.states.get("deleted_less") == "original" else int(c.power or 0)
    w = where_circle(ctx, uid)
    if w is not None and not c.states.get("hearts"):
        owner, circ = w
        if not markers_void(ctx, uid):  # a dominated unit: not applied to it (7.39.8)
            value += marker_power(ctx, owner, circ)  # 11.11.1.4
        if circ == "vanguard" and c.type == "g":
            chosen = [h for h in hearts_of(ctx, owner) if h.states.get("hearts") == "named"]
            if chosen:
                value += int(chosen[0].power or 0)  # 6.5.1.3
    for e in _effects(ctx, uid, "power", "add"):  # 11.11.1.7
        value += int(e.value)
    for e in _effects(ctx, uid, "power_of", "add"):
        value += _gained_power(ctx, uid, e.value)  # 7.14.4, 11.11.1.7
    value += _text(ctx, uid, "power")
    if w is not None:
        owner, circ = w
        # under the reading of 11.11.4 (a reading choice at the persona ride) only the units
        # in the front row when it was generated
        only = ctx.state.vars.get(f"persona_front.{owner}")
        if circ in FRONT and (only is None or uid in only):
            for e in ctx.state.effects:
                if e.target == owner and e.stat == "front_power" and e.op == "add":
                    value += int(e.value)  # 7.15.1.4.2
        battle = ctx.state.vars.get("battle")
        if battle and battle.get("boosted") == uid and battle.get("booster"):
            b = battle["booster"]
            if ctx.card(b) is not None and where_circle(ctx, b) == battle.get("booster_at"):
                value += power(ctx, b)  # 10.4.1.12.1, 11.11.1.8
            elif battle.get("boost_kept") is not None:
                # the booster gone, under 14.5.2's reading (「そのバトル中」): its last power
                value += int(battle["boost_kept"])
        for g in ctx.zone(owner, "field.guardian"):
            if g.states.get("guards") == uid:
                value += shield(ctx, g.uid)  # 6.2.4.1, 11.11.1.8
        if battle and battle.get("attacker") == uid and circ == "vanguard":
            from ruling.games._vg.legion import partner

            mate = partner(ctx, c)
            if mate is not None and c.states.get("legion_role") == "leader":
                value += power(ctx, mate.uid)  # 10.4.1.12.1, 10.7.1.2, 11.11.1.8
        for x in ctx.zone(owner, "field.vanguard"):
            if x.states.get("wearing") == uid and x.uid != uid:
                value += power(ctx, x.uid)  # 6.9.3.5, 11.11.1.8
        if battle and battle.get("attacker") == uid:
            for x in linked(ctx, uid):
                value += int(power(ctx, x))  # 17.17.11.1, 11.11.1.8 (followed: 17.17.11.1.1)
            if battle.get("self_linked") == uid:
                # itself in the state, under the reading adding its own power (17.17.11.1, the
                # audit's linked_attack_attacker_itself): its power before that, once
                value += value
    sets = _sets(ctx, uid, "power")
    if sets and isinstance(sets[-1][0], Inf):
        # the last value set is ∞ (17.17.12.1; the same value as an ∞ one, 17.17.12.1.1): its
        # number with the values added to and taken from the unit's power (17.17.12.2)
        return sets[-1][0] + (value - _base_power(ctx, c))
    for n, _t in sets:  # 11.11.1.9, in order (11.11.3.1); a number over ∞ ends it (17.17.12.3)
        value = n
    return value


def _base_power(ctx: Ctx, c: Card) -> int:
    """The power before the modifications that add or take away (11.11.1.1, 11.11.1.2, 7.32.2):
    what a value in the ∞ state does not keep (17.17.12.1: its number is 0)."""
    value = int(c.power or 0)
    for n, _t in _sets(ctx, c.uid, "power", original=True):
        value = n
    if c.states.get("deleted"):
        value -= value if c.states.get("deleted_less") == "original" else int(c.power or 0)
    return value


def infinity_clauses(ctx: Ctx, uid: str, stat: str = "power") -> tuple[str, ...]:
    """The clauses of 17.17.12 that decide ``stat`` of ``uid`` now: made ∞ (17.17.12, 17.17.12.1;
    the same value as an ∞ one, 17.17.12.1.1) with numbers added or taken away (17.17.12.2), or a
    number set over an ∞ (17.17.12.3)."""
    if stat != "power":
        return ()
    c = ctx.card(uid)
    sets = _sets(ctx, uid, "power")
    if c is None or not any(isinstance(n, Inf) for n, _t in sets):
        return ()
    if not isinstance(sets[-1][0], Inf):
        return ("17.17.12", "17.17.12.3")
    copied = any("17.17.12.1.1" in e.clauses for e in _effects(ctx, uid, "power", "set"))
    out = ["17.17.12", "17.17.12.1.1" if copied else "17.17.12.1"]
    if int(power(ctx, uid)) != int(sets[-1][0]):
        out.append("17.17.12.2")
    return tuple(out)


LINKED = "連携攻撃"  # 連携攻撃状態 (17.17.11), a named state an effect puts a unit in
# the ref the end of 連携攻撃状態 at a battle's end touches (17.17.11.2, ``battle.close_step``): an
# attacking unit's power read later rests on it
LINKED_ENDED = "var:linked_ended"


def linked(ctx: Ctx, attacker: str) -> list[str]:
    """The units in 連携攻撃状態 whose power the attacking unit gains while they are (17.17.11.1,
    11.11.1.8: beside a boost or a guardian, another unit's power — the attacker itself in that
    state is the unsettled point linked_attack_attacker_itself, raised at the power comparison:
    ``battle["self_linked"]`` under the reading that adds its own power)."""
    from ruling.games._vg.keyword_states import _in_state

    if not any(e.stat == "named_state" for e in ctx.state.effects):
        return []
    out: list[str] = []
    for pl in ctx.state.order():
        for circ in CIRCLES:
            for u in ctx.zone(pl, circle(circ)):
                if u.uid != attacker and _in_state(ctx, u.uid, LINKED):
                    out.append(u.uid)
    return out


def _original(ctx: Ctx, uid: str, stat: str, value: int) -> int:
    for n, _t in _sets(ctx, uid, stat, original=True):  # 11.11.1.2, in order (11.11.3.1)
        value = n
    return value


def original(ctx: Ctx, uid: str, stat: str) -> int:
    """The original power or shield of a card (11.11.1.2: printed, unless something makes it
    another value)."""
    c = ctx.card(uid)
    if c is None:
        return 0
    printed = c.power if stat == "power" else c.extra.get(stat)
    return _original(ctx, uid, stat, int(printed or 0))


def _always(ctx: Ctx, uid: str, stat: str, value: int) -> int:
    """11.11.1.9: the effects and continuous abilities that make the value always N, in the
    order they arose (11.11.3.1)."""
    for n, _t in _sets(ctx, uid, stat):
        value = n
    return value


def shield(ctx: Ctx, uid: str) -> int:
    c = ctx.card(uid)
    if c is None:
        return 0
    value = _original(ctx, uid, "shield", int(c.extra.get("shield") or 0))
    for e in _effects(ctx, uid, "shield", "add"):
        value += int(e.value)
    value += _text(ctx, uid, "shield")
    return _always(ctx, uid, "shield", value)


# the readings taken of the points force_two_original_order / force_two_cumulative (vg.unsettled)
FORCE_ORDER = "reading.force_two_original_order"
FORCE_CUMULATIVE = "reading.force_two_cumulative"


def force_two(ctx: Ctx, uid: str) -> int:
    """The force II markers on the circle of the unit ``uid`` (16.3.1.4.3; none for a hearts
    card, which is no unit, 6.5.2.2.2)."""
    c = ctx.card(uid)
    w = where_circle(ctx, uid) if c is not None and not c.states.get("hearts") else None
    if w is None:
        return 0
    owner, circ = w
    if markers_void(ctx, uid):
        return 0  # a dominated unit: the circle's modifications are not applied (7.39.8)
    return sum(
        1
        for m in gifts(ctx, owner)
        if m.get("circle") == circ and m.get("crown") == "force" and m.get("kind") == 2
    )


def force_readings(ctx: Ctx) -> Iterator[Any]:
    """``Game.value_readings`` (part): a unit on a circle with force II markers whose critical
    the text does not settle — two or more markers (「効果は累積します」, 16.3.1.4.1.1: the point
    force_two_cumulative) and a marker with an effect changing the unit's original critical
    (16.2.1.3.1.1 applies the marker at 11.11.1.4, its text changes an original value, 11.11.1.2:
    the point force_two_original_order). Each asked once, both readings run, the engine's first."""
    from ruling import unsettled
    from ruling.rules import SetVar

    st = ctx.state
    for pl in st.order():
        for c in CIRCLES:
            for u in ctx.zone(pl, circle(c)):
                n = force_two(ctx, u.uid)
                if not n:
                    continue
                if n > 1 and st.vars.get(FORCE_CUMULATIVE) is None:
                    how = yield unsettled.choose(
                        pl,
                        "vg",
                        "force_two_cumulative",
                        {"set_once": "set_once", "each_adds": "each_adds"},
                    )
                    yield SetVar(key=FORCE_CUMULATIVE, value=how)
                if st.vars.get(FORCE_ORDER) is None and _sets(
                    ctx, u.uid, "critical", original=True
                ):
                    how = yield unsettled.choose(
                        pl,
                        "vg",
                        "force_two_original_order",
                        {"original_step": "original_step", "rule_step": "rule_step"},
                    )
                    yield SetVar(key=FORCE_ORDER, value=how)


def _force_critical(ctx: Ctx, n: int, value: int) -> int:
    """The original critical with ``n`` force II markers' text applied over ``value``: 2
    (16.3.1.4.3), or, under the reading each_adds of force_two_cumulative, each marker adding its
    change (16.3.1.4.1.1)."""
    if ctx.state.vars.get(FORCE_CUMULATIVE) == "each_adds":
        return value + n * (2 - value)
    return 2


def critical(ctx: Ctx, uid: str) -> int:
    c = ctx.card(uid)
    if c is None:
        return 0
    value = int(c.extra.get("critical", 1) or 0)
    n = force_two(ctx, uid)
    if n and ctx.state.vars.get(FORCE_ORDER) == "rule_step":
        # 16.2.1.3.1.1: the markers' text applied at 11.11.1.4, after the 'original' changes
        value = _force_critical(ctx, n, _original(ctx, uid, "critical", value))
    else:
        if n:
            value = _force_critical(ctx, n, value)  # 16.3.1.4.3: original critical 2 (11.11.1.2)
        value = _original(ctx, uid, "critical", value)
    for e in _effects(ctx, uid, "critical", "add"):
        value += int(e.value)
    value += _text(ctx, uid, "critical")
    return _always(ctx, uid, "critical", value)


_GAINING: set[str] = set()  # the units whose gained power is being read (no loop)


def _gained_power(ctx: Ctx, uid: str, src: dict[str, object]) -> int:
    """「AはBのパワーを得る」 read as B's value now (7.14.4): B's power while B is the unit it was
    on its circle (a card that left is a new card, 4.1.8: its value as it last was); a loop of
    units gaining each other's power reads the value it had when the effect arose."""
    b = str(src["uid"])
    if (
        uid in _GAINING
        or ctx.card(b) is None
        or where_circle(ctx, b) != (tuple(src["at"]) if src.get("at") else None)
    ):
        return int(src["was"])
    _GAINING.add(uid)
    try:
        return power(ctx, b)
    finally:
        _GAINING.discard(uid)


def twin_drive_act(ctx: Ctx, uid: str) -> bool:
    """An effect 「…はツインドライブを行う」 (7.46.1) applies to the unit ``uid`` now."""
    return any(
        e.target == uid and e.stat == "twin_drive_act" and e.op == "set" for e in ctx.state.effects
    )


DRIVE_SKILL = re.compile(r"drive[+-][0-9]+")


def drive(ctx: Ctx, uid: str) -> int:
    """2.17.2: every card's original drive is 1; of its drive abilities only the largest counts
    (14.3.2): twin drive +1 (14.3.3.1), triple drive +2 (14.3.4.1)."""
    c = ctx.card(uid)
    if c is None:
        return 0
    if twin_drive_act(ctx, uid):
        return 2  # 7.46.1.2: as if its drive were 2, whatever its own drive is
    sk = skills(ctx, c)
    value = _original(ctx, uid, "drive", 1)
    value += max([0] + [2 if "triple_drive" == s else 1 if "twin_drive" == s else 0 for s in sk])
    # a gained 『ドライブ＋１』 / 『ドライブ－１』: an ability modifying its holder's drive (as
    # 14.3.3.1's; ``cardtext._drive_ability``)
    value += sum(int(s.removeprefix("drive")) for s in sk if DRIVE_SKILL.fullmatch(s))
    for e in _effects(ctx, uid, "drive", "add"):
        value += int(e.value)
    value += _text(ctx, uid, "drive")
    return _always(ctx, uid, "drive", value)


def stat_refs(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """What a value of ``uid`` depends on, for the trace's causes."""
    w = where_circle(ctx, uid)
    from ruling.games._vg.abilities import text_refs

    refs = [f"stat:{uid}:power", f"stat:{uid}:critical", uid, "var:battle", *text_refs(ctx, uid)]
    if (ctx.state.vars.get("battle") or {}).get("attacker") == uid:
        refs.append(LINKED_ENDED)  # no unit in 連携攻撃状態 since a battle's end (17.17.11.2)
    if w is not None:
        refs += [f"var:gifts.{w[0]}", f"{w[0]}.field.guardian", f"stat:{w[0]}:front_power"]
        # each guardian guarding it adds its shield (6.2.4.1): the step that made it guard, not
        # only the last one to touch the guardian circle
        refs += [g.uid for g in ctx.zone(w[0], "field.guardian") if g.states.get("guards") == uid]
        c = ctx.card(uid)
        if c is not None and c.type == "g":
            refs.append(f"all:{w[0]}.field.vanguard")  # its hearts (6.5.1.3)
        refs += [x.uid for x in ctx.zone(w[0], "field.vanguard") if x.states.get("wearing") == uid]
    return tuple(refs)


VALUES = {"power": power, "shield": shield, "critical": critical, "drive": drive}


def set_order_clauses(ctx: Ctx, uid: str, stat: str) -> list[str]:
    """11.11.3.1 when more than one 'always N' effect sets ``stat`` of ``uid`` (the order they
    came in decides: the last one wins), with 11.11.3.1.1 when a continuous ability is among them
    (ordered by when its unit came onto the field) and 11.11.3.1.1.2 for effects of one moment."""
    sets = [*_effects(ctx, uid, stat, "set"), *_text_sets(ctx, uid, stat)]
    if len(sets) < 2:
        return []
    out = ["11.11.3.1", "11.11.3.1.1.1"]
    if _text_sets(ctx, uid, stat):
        out.append("11.11.3.1.1")
    moments = [t for _n, t in _sets(ctx, uid, stat)]
    if len(set(moments)) < len(moments):
        out.append("11.11.3.1.1.2")
    return out


def layers(ctx: Ctx, uid: str, stat: str = "power") -> tuple[str, ...]:
    """The clauses of 11.11 that decide ``stat`` of ``uid`` now: the steps of 11.11.1 that change
    it (none when only the printed value counts; the order itself, 11.11.1, when more than one step
    does or a value is set), and 11.11.3.1 when more than one 'always N' effect applies, so that
    the order they came in decides (the last one wins)."""
    out: list[str] = []
    if _effects(ctx, uid, f"base_{stat}", "set") or _text_sets(ctx, uid, stat, original=True):
        out.append("11.11.1.2")
    c = ctx.card(uid)
    if stat == "power" and c is not None and c.states.get("deleted"):
        # a deleted unit: less its printed power (7.32.2); a change of its power after that is
        # applied as usual (7.32.6)
        out.append("7.32.2")
        if _effects(ctx, uid, stat, "add") or _text(ctx, uid, stat):
            out.append("7.32.6")
    out += marker_clauses(ctx, uid, stat)
    from ruling.games._vg.continuous import abilities_lost

    if abilities_lost(ctx, uid):
        # its abilities are lost before any value change they would make is applied (11.11.1.5)
        out.append("11.11.1.5")
    mods = _effects(ctx, uid, stat, "add")
    if mods or _text(ctx, uid, stat):
        out.append("11.11.1.7")
    w = where_circle(ctx, uid) if stat == "power" else None
    if w is not None and any(
        g.states.get("guards") == uid for g in ctx.zone(w[0], "field.guardian")
    ):
        out.append("11.11.1.8")  # the guardians' shields (6.2.4.1) are applied at this step
    sets = [*_effects(ctx, uid, stat, "set"), *_text_sets(ctx, uid, stat)]
    if sets:
        out.append("11.11.1.9")
    out += set_order_clauses(ctx, uid, stat)
    out += infinity_clauses(ctx, uid, stat)
    battle = ctx.state.vars.get("battle") if stat == "power" else None
    if battle and battle.get("attacker") == uid:
        mates = linked(ctx, uid)
        if battle.get("self_linked") == uid:
            out += ["17.17.11", "17.17.11.1", "11.11.1.8"]
        if mates:
            # its power changed in the battle: the attacker's follows (17.17.11.1.1)
            moved = any(_effects(ctx, m, "power", "add") for m in mates)
            out += ["17.17.11", "17.17.11.1", "11.11.1.8"] + (["17.17.11.1.1"] if moved else [])
    if len(out) > 1 or sets or "11.11.1.2" in out or "11.11.1.5" in out:
        # the order of 11.11.1 decides the value
        out = ["11.11.1", "11.11.1.1", *out]
    # a marker whose text gives nothing in this turn decides the value too (11.4.3)
    out += marker_unmet_clauses(ctx, uid, stat)
    return tuple(dict.fromkeys(out))


# hidden zones: nothing of a card that leaves them is kept for an effect to refer to
_HIDDEN = ("deck", "hand", "ride_deck")


def last_known(ctx: Ctx, card: Card, player: str, zone: str) -> dict[str, object] | None:
    """11.13.1: what an effect may refer to about ``card`` after it has left ``zone`` — its
    information and state there, and the circle it was on (with that circle's column). Taken
    just before it leaves; a hidden zone keeps nothing."""
    if zone in _HIDDEN:
        return None
    from ruling.games._vg.abilities import treated_name

    info: dict[str, object] = {
        "name": treated_name(ctx, card) or card.name,
        "grade": grade_now(ctx, card.uid),
        "orientation": card.orientation,
    }
    circ = circle_of(zone)
    if circ is not None:
        info.update(
            circle=circ,
            column=COLUMN.get(circ),
            power=power(ctx, card.uid),
            critical=critical(ctx, card.uid),
            skills=sorted(skills(ctx, card)),
        )
        from ruling.games._vg.continuous import granted

        # the abilities given to it there: a trigger on its leaving the field reads them as
        # they were on the field (11.9.6.1.2), though the effects giving them end (4.1.8)
        given = granted(ctx, card)
        if given:
            info["granted"] = given
        from ruling.games._vg.dominate import dominator

        # a dominated unit's master there: the dominating fighter (7.39.1.1) — a trigger on its
        # leaving reads whose unit it was as it was on the field (7.39.2, 11.9.6.1.2)
        dom = dominator(ctx, card.uid)
        if dom is not None:
            info["master"] = dom
    return info
