"""Replacement effects from card text (10.8): 「～場合、代わりに～」.

10.8.2: an ability that says 「～場合、代わりに」 generates a replacement effect. It is read in
two independent parts:

- the event it replaces, the clause before 「場合、」: a unit the text names (``このユニット``, or a
  group: 「(自軍|敵軍)ユニット」) undergoing one of the actions the engine routes through its
  replaceable actions — 「死亡する」 (12.6.1, 11.3.3.2) and 「破棄される」 (12.4.1; a death is a
  discard from the battlefield by a death effect, 12.6.1, so it is replaced too) and 「ゲームから
  除外される」 (12.5.1);
- what happens instead, the one step after 「代わりに」: 「ゲームから除外する」, 「破棄する」,
  「持ち主の手札に戻す」 (the card the event was about), or a choice 「(自軍)手札n枚を破棄してもよい」
  (a selective replacement: the choice made is what happens instead, 10.8.5: applied only when it
  can be carried out).

The core applies them (``core._replace``): the event does not happen at all (10.8.3, 10.8.3.1),
several on one event are ordered by the affected player (10.8.4), each applies once (10.8.4.3).
The effect exists while its card is on the battlefield (10.1.2's card text in force there:
``cardtext.text_active``). Anything else of this shape is refused with what it is.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ruling.abilities import Unsupported
from ruling.cardtext.terms import class_name as _cls
from ruling.cardtext.terms import terms as _terms

if TYPE_CHECKING:
    from ruling.core import Ctx

# the event, by the verb of the clause before 「場合、」 (passive: the unit undergoes it) -> the
# engine's actions it names; a death is a discard by a death effect (12.6.1)
EVENT_VERBS: dict[str, tuple[str, ...]] = {"destroy": ("discard", "die"), "remove": ("remove",)}
# 「…がダメージを受ける場合」 (active, with the object ダメージ): the damage a unit is dealt (4.5.1)
EVENT_OBJECTS: dict[tuple[str, str], tuple[str, ...]] = {("receive", "damage"): ("damage",)}
# 「代わりにそのダメージをn点少なくする / 多くする」: the damage's amount changed (10.8.2), by sign
AMOUNT_VERBS = {"lessen": -1, "heighten": 1}
# 「Xする」 read as the verb する with a noun: the noun -> the actions it names
EVENT_NOUNS: dict[str, tuple[str, ...]] = {"死亡": ("die",)}
# the clause of each replaced action
EVENT_CLAUSES = {
    "die": ("12.6.1", "11.3.3.2"),
    "discard": ("12.4.1",),
    "remove": ("12.5.1",),
    "damage": ("4.5.1",),
}
# who the event's unit is, relative to the ability's card: the unit itself, or a group
GROUPS = {"this_unit": "this", "own_army": "own", "enemy_army": "enemy"}


@dataclass(frozen=True)
class Replacement:
    """A compiled replacement ability: the actions it replaces (``events``), on whom
    (``who``: this / own / enemy / any unit), and what happens instead (``value``: the core's
    replacing action, ``{"do": verb}`` or a choice ``{"do": None, "choice": {...}}``)."""

    events: tuple[str, ...]
    who: str
    value: dict[str, Any]
    kind: str = "replacement"
    clauses: tuple[str, ...] = ("10.8.2",)


# the unit of an event the text does not name (「死亡効果が適用された場合」, 11.3.3.2's words)
UNNAMED = "unnamed"


def _who(np: Any) -> str | None:
    """このユニット / (自軍|敵軍)ユニット / ユニット -> this / own / enemy / any; 対象 -> target
    (the unit 〈対象:～〉 names: read as 「このユニット」 beside 〈対象:このユニット〉 only)."""
    t = _terms(np)
    if len(t) == 1 and _cls(t[0]) == "Ref" and t[0].id == "this_unit":
        return "this"
    if len(t) == 1 and _cls(t[0]) == "Word" and t[0].id == "target":
        return "target"
    if t and _cls(t[-1]) == "CardKind" and t[-1].id == "unit":
        if len(t) == 1:
            return "any"
        if len(t) == 2 and _cls(t[0]) == "Owner" and t[0].who in GROUPS:
            return GROUPS[t[0].who]
    if t and _cls(t[-1]) == "Named" and getattr(t[-1], "text", None) == "アイテム":
        # 「(自軍|敵軍の)アイテムカード」: item cards (2.1.6.1), in whatever zone the event finds
        # them (a 破棄 is a move from any zone but the discard pile, 12.4.1)
        if len(t) == 1:
            return "any_item"
        if len(t) == 2 and _cls(t[0]) == "Owner" and t[0].who in GROUPS:
            return f"{GROUPS[t[0].who]}_item"
    return None


def _this_unit(target: Any) -> bool:
    """〈対象:このユニット〉."""
    args = getattr(target, "args", ())
    return (
        getattr(target, "verb", None) == "be" and len(args) == 1 and _who(args[0].value) == "this"
    )


def _group(target: Any) -> str | None:
    """〈対象:(自軍|敵軍)ユニットすべて〉 / 〈対象:ユニットすべて〉: own / enemy / any, else None."""
    args = getattr(target, "args", ())
    if getattr(target, "verb", None) != "be" or len(args) != 1:
        return None
    t = _terms(args[0].value)
    kinds = [(_cls(x), getattr(x, "id", None) or getattr(x, "who", None)) for x in t]
    alls = [
        k
        for x, k in zip(t, kinds, strict=True)
        if k in (("Word", "all"), ("Word", "every"))
        or (k[0] == "Count" and getattr(x, "bound", None) == "all")
    ]
    rest = [k for k in kinds if k not in alls]
    if len(alls) != 1 or ("CardKind", "unit") not in rest:
        return None
    rest.remove(("CardKind", "unit"))
    if not rest:
        return "any"
    if len(rest) == 1 and rest[0][0] == "Owner" and rest[0][1] in ("own_army", "enemy_army"):
        return GROUPS[str(rest[0][1])]
    return None


def _event(clause: Any) -> tuple[tuple[str, ...], str]:
    """The clause before 「場合、」: (the actions it names, whose unit)."""
    args = {a.role.value: a.value for a in getattr(clause, "args", ())}
    verb, form = getattr(clause, "verb", None), getattr(getattr(clause, "form", None), "value", "")
    events: tuple[str, ...] = ()
    if verb in EVENT_VERBS and form == "passive" and set(args) == {"subject"}:
        events = EVENT_VERBS[verb]
    elif verb == "do" and form == "final" and set(args) == {"subject", "none"}:
        noun = _terms(args["none"])
        if len(noun) == 1 and getattr(noun[0], "text", None) in EVENT_NOUNS:
            events = EVENT_NOUNS[noun[0].text]
    elif form == "final" and set(args) == {"subject", "object"}:
        obj = _terms(args["object"])
        key = (str(verb), getattr(obj[0], "id", "")) if len(obj) == 1 else ("", "")
        events = EVENT_OBJECTS.get(key, ())
    subject = args.get("subject")
    if (
        not events
        and verb == "do"
        and form in ("passive", "passive_past")
        and set(args) == {"goal", "subject", "none"}
        and [getattr(t, "text", None) for t in _terms(args["subject"])] == ["死亡効果"]
        and [getattr(t, "text", None) for t in _terms(args["none"])] == ["適用"]
    ):
        # 「このユニットに死亡効果が適用される / 適用された場合、代わりに」: 11.3.3.2's own words for
        # the replacement of a death effect — the unit's dying (11.3.3.1, 12.6.1); the unit is
        # the one it is applied to (に)
        events, subject = ("die",), args["goal"]
    if (
        not events
        and verb == "do"
        and form in ("passive", "passive_past")
        and set(args) == {"subject", "none"}
        and [getattr(t, "text", None) for t in _terms(args["subject"])] == ["死亡効果"]
        and [getattr(t, "text", None) for t in _terms(args["none"])] == ["適用"]
    ):
        # 「死亡効果が適用された場合～、代わりに」 with no unit named: 11.3.3.2's words as printed —
        # the unit is the one the ability speaks of (``compile_replacement``: its own, 4.7.2)
        return ("die",), UNNAMED
    if not events:
        raise Unsupported("a replacement of an event other than dying, a discard or a removal")
    who = _who(subject)
    if who is None:
        raise Unsupported("a replacement of an event on something other than a unit")
    if who.endswith("_item"):
        # an item card does not die (12.6.1: a unit's discard by a death effect): its discard
        # (12.4.1) and removal (12.5.1) only
        events = tuple(e for e in events if e != "die")
        if not events:
            raise Unsupported("a replacement of an item card's death")
    return events, who


# the object of the replacing step naming the unit the event is about, when that unit is the
# ability's own (「このユニットを」, or 「対象を」 beside 〈対象:このユニット〉): the same card as
# with no object (「持ち主の手札に戻す」)
_EVENT_UNIT = ([("Ref", "this_unit")], [("Word", "target")])


def _instead(body: Any, this: bool = False, target_named: bool = False) -> dict[str, Any]:
    """The step after 「代わりに」: the core's replacing action. ``this``: the event is about the
    ability's own unit, which the step may name as its object (``_EVENT_UNIT``);
    ``target_named``: it is about one unit of the group 〈対象:～〉 names, which the step may name
    as 「対象を」."""
    args = {a.role.value: _terms(a.value) for a in getattr(body, "args", ())}
    verb, form = getattr(body, "verb", None), getattr(getattr(body, "form", None), "value", "")
    kinds = {
        k: [(_cls(t), getattr(t, "id", None) or getattr(t, "who", None)) for t in v]
        for k, v in args.items()
    }
    if form == "final" and this and verb in ("remove", "destroy", "return"):
        if kinds.get("object") in _EVENT_UNIT:
            kinds.pop("object")  # 「対象 / このユニットを…」: the card the event was about
    if form == "final" and target_named and verb in ("remove", "destroy", "return"):
        if kinds.get("object") == [("Word", "target")]:
            kinds.pop("object")  # 「対象を…」: the unit of the group the event is about
    if form == "final" and verb in ("destroy", "remove") and "object" in args:
        from ruling.games._mc.cardtext import _is_this_card

        if _is_this_card(tuple(args["object"])) and set(kinds) <= {"object", "source"}:
            # 「代わりにこの装備品 / このカードを破棄する（ゲームから除外する）」: the card the
            # ability is printed on (4.7.2), not the unit of the event — that card is discarded
            # (12.4.1) / removed (12.5.1) instead (``replacements`` names it)
            if verb == "destroy" and set(kinds) == {"object"}:
                return {"do": "discard", "self": True}
            if verb == "remove" and kinds.get("source") == [("Word", "game")]:
                return {"do": "remove", "self": True}
    if form == "final" and "object" not in kinds:
        if verb == "remove" and kinds == {"source": [("Word", "game")]}:
            return {"do": "remove"}  # 「ゲームから除外する」 (12.5.1)
        if verb == "destroy" and not kinds:
            return {"do": "discard"}  # 「破棄する」 (12.4.1)
        if verb == "return" and kinds in (
            {"goal": [("Owner", "owner"), ("Zone", "hand")]},
            {"goal": [("Zone", "hand")]},
        ):
            # 「(持ち主の)手札に戻す」: a card goes back to its owner's hand (5.1.4.1)
            return {"do": "return_to_hand"}
        if (
            verb == "return"
            and this
            and kinds == {"goal": [("Owner", "own_army"), ("Zone", "hand")]}
        ):
            # 「(このユニットを)自軍手札に戻す」 of the ability's own unit: the hand of the side the
            # ability is (5.1.4.5) is that card's owner's (5.1.1.4) — the same step
            return {"do": "return_to_hand"}
    if form == "final" and verb in AMOUNT_VERBS and set(kinds) == {"object", "none"}:
        # 「そのダメージをn点少なくする」: the event happens with its amount changed by n
        count = args["none"][0] if len(args["none"]) == 1 else None
        if (
            kinds["object"] == [("Ref", "that"), ("Word", "damage")]
            and _cls(count) == "Count"
            and count.unit == "point"
            and count.bound == "exact"
            and not getattr(count.number, "variable", None)
        ):
            return {"do": "damage", "delta": AMOUNT_VERBS[str(verb)] * int(count.number.value)}
    if form == "permissive" and verb == "destroy" and set(kinds) == {"object"}:
        # 「(自軍)手札n枚を破棄してもよい」: a selective replacement (10.8.5), the choice alone
        # happens instead
        k = kinds["object"]
        if k and k[0] == ("Owner", "own_army"):
            k = k[1:]
        count = args["object"][-1] if args["object"] else None
        if (
            len(k) == 2
            and k[0] == ("Zone", "hand")
            and _cls(count) == "Count"
            and count.unit == "card"
            and count.bound == "exact"
            and not getattr(count.number, "variable", None)
        ):
            return {"do": None, "choice": {"do": "discard_hand", "amount": count.number.value}}
    raise Unsupported(
        "a replacing action other than removal, discard, return to hand, a hand discard or a "
        "damage changed by n points"
    )


def compile_replacement(node: Any) -> Replacement | None:
    """The ability as a replacement effect, or None when it is not of the shape 「～場合、
    代わりに～」 (10.8.2); refused when it is but names what the engine does not replace."""
    sents = node.effect.sentences if node.effect is not None else ()
    steps = [st for s in sents for st in s.steps]
    cond = node.condition
    said = len(steps) == 2 and steps[1].lead == "instead" and _put_in_discard(steps[0])
    if said:
        # 「～場合、捨て山に置くかわりに～」: the move replaced said before 「かわりに」 — a move to
        # the discard pile, which a discard is (12.4.1) and a death is (12.6.1)
        steps = steps[1:]
    if not steps or steps[0].lead != "instead" or cond is None or cond.marker != "baai":
        return None
    if len(steps) != 1 or steps[0].condition is not None or steps[0].cost is not None:
        raise Unsupported("a replacement with more than one step after 「代わりに」")
    if node.trigger is not None or node.cost is not None:
        raise Unsupported("a replacement with a trigger or cost")
    events, who = _event(cond.clause)
    if who == UNNAMED:
        if node.target is not None and not _this_unit(node.target):
            raise Unsupported(
                "「死亡効果が適用された場合、代わりに」 naming no unit beside a 〈対象:…〉 of "
                "other units — not run"
            )
        # no unit named and no other 〈対象〉: the ability's own unit (「このユニット」, 4.7.2 —
        # on an equipment the unit wearing it), the one card the ability speaks of
        who = "this"
    if said:
        events = tuple(e for e in events if e in ("die", "discard"))
        if not events:
            raise Unsupported("「捨て山に置くかわりに」 beside an event that is no move there")
    rep = _compiled(node, steps, events, who)
    return replace(rep, clauses=(*rep.clauses, "12.4.1")) if said else rep


def _put_in_discard(step: Any) -> bool:
    """「(対象 / このユニットを)捨て山に置く」 as a step of its own, before 「かわりに」: the move
    the replacement names (the card the event is about; no other argument)."""
    body = step.body
    args = {a.role.value: _terms(a.value) for a in getattr(body, "args", ())}
    kinds = {
        k: [(_cls(t), getattr(t, "id", None) or getattr(t, "who", None)) for t in v]
        for k, v in args.items()
    }
    return (
        step.lead is None
        and step.condition is None
        and step.cost is None
        and getattr(body, "verb", None) == "put"
        and getattr(getattr(body, "form", None), "value", "") == "final"
        and kinds.get("goal")
        in ([("Zone", "discard_pile")], [("Owner", "owner"), ("Zone", "discard_pile")])
        and set(kinds) <= {"goal", "object"}
        and kinds.get("object", _EVENT_UNIT[1]) in _EVENT_UNIT
    )


def _compiled(node: Any, steps: list[Any], events: tuple[str, ...], who: str) -> Replacement:
    """The replacement of ``events`` on ``who`` by the one step after 「代わりに」."""
    if who == "target" and node.target is not None and _this_unit(node.target):
        # 「対象が～場合」 beside 〈対象:このユニット〉: the target is the ability's own unit (4.7.2)
        who = "this"
    group = _group(node.target) if node.target is not None else None
    if group is not None and who in ("target", group):
        # 〈対象:敵軍ユニットすべて〉 beside 「敵軍ユニット / 対象が死亡する場合、代わりに…」: the
        # units the event may be about are those 〈対象:～〉 takes in (10.10.1: a ○ ability's
        # target is every such unit while it is in force, 14.5.4.2) — the same group as without
        # 〈対象:～〉; the replacing step acts on the unit the event is about (「対象を」 or none)
        return Replacement(events, group, _instead(steps[0].body, target_named=True))
    if who == "target" or (
        node.target is not None and (who != "this" or not _this_unit(node.target))
    ):
        # 〈対象:このユニット〉 on 「このユニットが～場合」 names the unit the event is about
        raise Unsupported("a replacement with a 〈対象:…〉 other than the unit of its event")
    return Replacement(events, who, _instead(steps[0].body, who == "this"))


def replacements(ctx: Ctx) -> list[Any]:
    """The replacement effects of the cards on the battlefield (10.8.2), one per unit they
    apply to and action they replace, for the core to apply (``core._replace``)."""
    from ruling.abilities import abilities_of
    from ruling.games._mc.common import area_of_zone, is_unit, label, this_unit
    from ruling.state import Effect

    st = ctx.state
    out: list[Any] = []
    field = [
        (p, c)
        for p in st.players
        for z in st.players[p].zones
        if area_of_zone(z) is not None
        for c in ctx.zone(p, z)
    ]
    for p, c in field:
        if not c.text:
            continue
        for ab in abilities_of("mc", c):
            r = ab.program
            if not ab.supported or not isinstance(r, Replacement):
                continue
            if r.who == "this":
                # 「このユニット」 on an equipment: the unit wearing it (4.7.2)
                wearer = this_unit(c)
                units = (
                    [u for u in [ctx.card(wearer)] if u is not None and is_unit(u)]
                    if wearer
                    else []
                )
            elif r.who.endswith("_item"):
                # item cards of the side (or any side) in every zone: the equipment on the
                # battlefield, the hand, the deck, the effect zone … (12.4.1)
                side = r.who[: -len("_item")]
                units = [
                    u
                    for q in st.players
                    if side == "any" or (q == p) == (side == "own")
                    for z in st.players[q].zones
                    if z != "discard"
                    for u in ctx.zone(q, z)
                    if u.type == "item"
                ]
            else:
                units = [
                    u
                    for q, u in field
                    if is_unit(u) and (r.who == "any" or (q == p) == (r.who == "own"))
                ]
            for u in units:
                for ev in r.events:
                    key = f"{c.uid}|{ab.index}|{u.uid}|{ev}"
                    out.append(
                        Effect(
                            id=-(zlib.crc32(key.encode()) + 1),
                            target=u.uid,
                            stat=ev,
                            op="replace",
                            # the card itself acted on instead (``_instead``'s "self")
                            value=(
                                {"do": r.value["do"], "card": c.uid}
                                if r.value.get("self")
                                else r.value
                            ),
                            source=f"{label(ctx, c.uid)}: {ab.text}",
                            card=c.uid,
                            clauses=(
                                *r.clauses,
                                *EVENT_CLAUSES[ev],
                                # 「このユニット」 of an equipment: its wearer (4.7.2)
                                *(("4.7.2",) if r.who == "this" and u.uid != c.uid else ()),
                            ),
                        )
                    )
    return out
