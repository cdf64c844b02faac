"""Costs (【...】 items before the colon, 8.4) read into ``CostItem``."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ruling.lazy import module

if TYPE_CHECKING:
    from grammar import ast as A
else:  # read when a card's text is compiled, not when the game is loaded
    A = module("grammar.ast")
from ruling.abilities import Unsupported
from ruling.games._ws.cardtext.effects import _as_marker, _slot_goal
from ruling.games._ws.cardtext.ir import CostItem, Sel, ws_sel
from ruling.games._ws.cardtext.nouns import sel

# the shared layer's game-neutral readers (``ruling.cardtext``), read when a card's text is
# compiled: argument roles, counts, connectors, conditions joined by で / chained, timings
sh_cond = module("ruling.cardtext.conditions")
sh_nouns = module("ruling.cardtext.nouns")
sh_steps = module("ruling.cardtext.steps")


# --------------------------------------------------------------------------- costs


def _choose_then_put(items: tuple[A.CostItem, ...]) -> tuple[A.CostItem, ...]:
    """「［手札の《X》のキャラを1枚選び、控え室に置く］」: a choice of cards then a put with no object
    of its own — the cards chosen are the ones put, as 「手札の《X》のキャラを1枚、控え室に置く」 (the
    cards a cost moves are picked by the player paying it, 8.4.2): folded into one put."""
    out: list[A.CostItem] = []
    for item in items:
        b = item.body
        prev = out[-1].body if out else None
        if (
            isinstance(b, A.Action)
            and b.verb == "put"
            and not any(a.role in (A.Role.OBJECT, A.Role.NONE) for a in b.args)
            and isinstance(prev, A.Action)
            and prev.verb == "choose"
            and prev.form is A.Form.CONTINUATIVE
            and prev.modal is None
            and {a.role for a in prev.args} == {A.Role.OBJECT, A.Role.NONE}
        ):
            out[-1] = dataclasses.replace(
                item, body=dataclasses.replace(b, args=(*prev.args, *b.args))
            )
            continue
        out.append(item)
    return tuple(out)


def _state_before_object(items: tuple[A.CostItem, ...]) -> tuple[A.CostItem, ...]:
    """「［他のあなたの【スタンド】している、《A》か《B》のキャラを1枚【レスト】する］」: the grammar
    cuts the cost at the comma after 「…している」; that clause describes the object of the item
    after it (as a relative clause before its noun), and is folded into it."""
    out: list[A.CostItem] = []
    i = 0
    while i < len(items):
        b = items[i].body
        nxt = items[i + 1].body if i + 1 < len(items) else None
        if (
            isinstance(b, A.Action)
            and b.verb in ("stand", "rest", "reverse")
            and b.form is A.Form.PROGRESSIVE
            and items[i].pause
            and {a.role for a in b.args} <= {A.Role.SUBJECT_NO}
            and isinstance(nxt, A.Action)
            and [a.role for a in nxt.args].count(A.Role.OBJECT) == 1
        ):
            obj = next(a for a in nxt.args if a.role is A.Role.OBJECT)
            if isinstance(obj.value, A.NounPhrase):
                np = A.NounPhrase((A.Relative(b), *obj.value.terms), ("", *obj.value.links))
                args = tuple(dataclasses.replace(a, value=np) if a is obj else a for a in nxt.args)
                out.append(
                    dataclasses.replace(items[i + 1], body=dataclasses.replace(nxt, args=args))
                )
                i += 2
                continue
        out.append(items[i])
        i += 1
    return tuple(out)


def _parts(b: A.Action) -> list[CostItem] | None:
    """「手札を4枚と、手札の「X」を1枚控え室に置く」 / 「あなたの、《A》のキャラと《B》のキャラを1枚ずつ
    【レスト】する」: one instruction on several parts, each of its own cards and count (the
    owner and zone printed with the first are the others' when they name none), the cards of
    the parts distinct ones; else None."""
    if b.verb not in ("rest", "put") or b.form not in (A.Form.FINAL, A.Form.CONTINUATIVE):
        return None
    each = A.NounPhrase((A.Word("each_of"),))
    roles = [a.role for a in b.args]
    goal = next((a.value for a in b.args if a.role is A.Role.GOAL), None)
    rest = [a for a in b.args if a.role is not A.Role.GOAL]
    pairs: list[tuple[Any, Any]] = []
    if [a.role for a in rest] == [A.Role.WITH, A.Role.OBJECT, A.Role.NONE, A.Role.NONE] and (
        rest[3].value == each
    ):
        pairs = [(rest[0].value, rest[2].value), (rest[1].value, rest[2].value)]  # 1枚ずつ
    elif len(rest) == 4 and [a.role for a in rest] == [
        A.Role.OBJECT,
        A.Role.WITH,
        A.Role.OBJECT,
        A.Role.NONE,
    ]:
        pairs = [(rest[0].value, rest[1].value), (rest[2].value, rest[3].value)]
    else:
        return None
    if (b.verb == "rest") != (goal is None) or roles.count(A.Role.GOAL) > 1:
        return None
    dest = sel(goal) if goal is not None else None
    if dest is not None and (
        dest.zone not in ("waiting_room", "memory", "clock", "stock") or dest.ref
    ):
        raise Unsupported("a cost of several parts to this zone")
    out: list[CostItem] = []
    first: Sel | None = None
    for np, count in pairs:
        s = sel(np)
        nb = sh_nouns.bare_count(count)
        if (
            s.ref is not None
            or s.count is not None
            or nb is None
            or nb[0] is None
            or nb[1] != "exact"
        ):
            raise Unsupported("a cost of several parts of this shape")
        if first is not None and s.owner is None and s.zone is None:
            s = ws_sel(s, owner=first.owner, zone=first.zone)
        if s.zone is None and s.kind == "character":
            s = ws_sel(s, zone="stage")  # キャラ: on the stage (2.3.2.1.2)
        first = first or s
        if s.owner == "opponent" or s.zone not in ("hand", "stage", "waiting_room"):
            raise Unsupported("a cost of several parts of this shape")
        if b.verb == "rest" and s.zone != "stage":
            raise Unsupported("a rest cost of several parts off the stage")
        what = "rest" if b.verb == "rest" else "move"
        out.append(CostItem(what, sel=s, n=nb[0], dest=dest.zone if dest else None, apart=True))
    return out


def _one_and_this(b: A.Action) -> list[CostItem] | None:
    """「あなたの前列の、「X」を1枚とこのカードを【レスト】する」: one other card and this card; what
    is printed before 「の、」 (owner, part of the stage) is said of both (Q640)."""
    if [a.role for a in b.args] != [A.Role.OBJECT, A.Role.WITH, A.Role.OBJECT]:
        return None
    first, count, this = (a.value for a in b.args)
    if this != A.NounPhrase((A.Ref("this_card"),)) or sh_nouns.bare_count(count) != (1, "exact"):
        return None
    if not isinstance(first, A.NounPhrase):
        return None
    s = sel(first)
    if s.ref is not None or s.count is not None or s.owner == "opponent":
        raise Unsupported("a rest cost of this shape")
    s = ws_sel(s, zone=s.zone or "stage", other=True)
    if s.zone not in ("stage", "front_row", "back_row", "center"):
        raise Unsupported("a rest cost off the stage")
    cut = [k for k, link in enumerate(first.links) if link == "の、"]
    shared = sel(A.NounPhrase(first.terms[: cut[-1] + 1], first.links[: cut[-1]])) if cut else None
    mine = ws_sel(ref="this", zone=shared.zone if shared is not None else None)
    return [
        CostItem("rest", sel=s, n=1, apart=True),
        CostItem("rest", sel=mine, n=1, apart=True),
    ]


def _swap_with_this(b: A.Action) -> CostItem | None:
    """「あなたの前列の【スタンド】しているキャラを1枚とこのカードを入れ替える」 (a cost): this
    character and one other character of the master's stage the text describes swap slots, each
    keeping its orientation (3.6.3) — paid as an action (8.4.2); None for another shape."""
    if [a.role for a in b.args] != [A.Role.OBJECT, A.Role.WITH, A.Role.OBJECT]:
        return None
    first, count, this = (a.value for a in b.args)
    if this != A.NounPhrase((A.Ref("this_card"),)) or sh_nouns.bare_count(count) != (1, "exact"):
        return None
    if not isinstance(first, A.NounPhrase):
        return None
    s = sel(first)
    if s.ref is not None or s.count is not None or s.owner == "opponent":
        raise Unsupported("a swap cost of this shape")
    if s.kind not in (None, "character"):
        raise Unsupported("a swap cost with a card that is not a character")
    s = ws_sel(s, zone=s.zone or "stage", owner="you", other=True)
    if s.zone not in ("stage", "front_row", "back_row", "center"):
        raise Unsupported("a swap cost off the stage")
    return CostItem("swap", sel=s, n=1)


_FACES = {"face_up": "up", "face_down": "down"}


def _this_card_turned(args: dict[A.Role, Any]) -> str | None:
    """「表向きのこのカードを裏向きにする」 / 「裏向きのこのカードを表向きにする」: the face this card is
    turned to (``down`` / ``up``), else None."""
    obj, goal = args.get(A.Role.OBJECT), args.get(A.Role.GOAL)
    if set(args) != {A.Role.OBJECT, A.Role.GOAL}:
        return None
    if not isinstance(obj, A.NounPhrase) or not isinstance(goal, A.NounPhrase):
        return None
    if len(obj.terms) != 2 or obj.terms[1] != A.Ref("this_card") or len(goal.terms) != 1:
        return None
    was = _FACES.get(getattr(obj.terms[0], "id", ""))
    to = _FACES.get(getattr(goal.terms[0], "id", ""))
    if was is None or to is None or was == to or not isinstance(goal.terms[0], A.Word):
        return None
    return to


def cost_items(cost: A.Cost) -> tuple[CostItem, ...]:
    out = []
    cost = dataclasses.replace(cost, items=_choose_then_put(_state_before_object(cost.items)))
    for i, item in enumerate(cost.items):
        b = item.body
        if isinstance(b, A.Count):
            if b.unit != "stock" or b.number is None or b.number.value is None:
                raise Unsupported("a cost count")
            out.append(CostItem("stock", n=b.number.value))
            continue
        if isinstance(b, A.Unparsed):
            raise Unsupported(f"an untyped cost: {b.text}")
        marker = _as_marker(b) if out and out[-1].what == "reveal" else None
        if (
            marker is not None
            and not marker[1]
            and [a.role for a in marker[0]] == [A.Role.GOAL]
            and sel(marker[0][0].value) == ws_sel(zones=("under_this",))
            and b.form in (A.Form.FINAL, A.Form.CONTINUATIVE)
        ):
            # 「手札の《服》のキャラを1枚公開し、このカードの下にマーカーとして裏向きに置く」: the
            # cards the reveal showed go under this character, face down (3.7.1, 3.7.2)
            out.append(
                CostItem("move", sel=Sel(ref="revealed_by_cost"), n=out[-1].n, dest="under_this")
            )
            continue
        swap = _swap_with_this(b) if b.verb == "swap" else None
        if swap is not None:
            out.append(swap)
            continue
        parts = _parts(b) if b.verb != "rest" else (_parts(b) or _one_and_this(b))
        if parts is not None:
            out += parts
            continue
        # 「手札のキャラを1枚このカードの下にマーカーとして置く」: the put without 「マーカーとして」
        # (read below, where the cards go)
        as_marker = _as_marker(b) if b.verb == "put" else None
        args = sh_cond.args_of(
            b if as_marker is None else dataclasses.replace(b, args=as_marker[0])
        )
        if b.form not in (A.Form.FINAL, A.Form.CONTINUATIVE):
            raise Unsupported(f"a cost in form {b.form.value}")
        if b.verb == "reveal" and b.form in (A.Form.FINAL, A.Form.CONTINUATIVE):
            # 手札の「X」を1枚公開する (共鳴, 10.13.1): show the card; it stays in the hand
            sh_steps._only(args, {A.Role.OBJECT, A.Role.NONE}, "a reveal cost")
            s = sel(args.get(A.Role.OBJECT))
            n = sh_nouns.bare_count(args.get(A.Role.NONE)) if A.Role.NONE in args else None
            if s.ref == "this" and s.zone == "hand" and n is None:
                # 「手札のこのカードを公開し」: this card, while it is in the hand
                n = (1, "exact")
            if (
                s.ref not in (None, "this")
                or s.zone != "hand"
                or n is None
                or n[0] is None
                or n[1] != "exact"
            ):
                raise Unsupported("a reveal cost of this shape")
            out.append(CostItem("reveal", sel=s, n=n[0]))
            continue
        if b.verb == "rest":
            sh_steps._only(args, {A.Role.OBJECT, A.Role.NONE}, "a rest cost")
            s = sel(args.get(A.Role.OBJECT))
            n = sh_nouns.bare_count(args.get(A.Role.NONE)) if A.Role.NONE in args else None
            if s.ref == "this" and n is None:
                out.append(CostItem("rest", sel=s, n=1))
            elif s.ref is None and n is not None and n[0] is not None:
                s = ws_sel(s, zone=s.zone or "stage")
                out.append(CostItem("rest", sel=s, n=n[0]))
            else:
                raise Unsupported("a rest cost of this shape")
        elif b.verb == "put" and A.Role.SOURCE in args:
            sh_steps._only(args, {A.Role.OBJECT, A.Role.SOURCE, A.Role.GOAL}, "a move cost")
            src = sel(args[A.Role.SOURCE])
            nb = sh_nouns.bare_count(args.get(A.Role.OBJECT))
            dest = sel(args.get(A.Role.GOAL))
            if (
                src.zone not in ("deck", "stock", "clock")
                or src.pos not in ("top", "bottom")
                or (src.zone == "deck" and src.pos != "top")
                or src.owner == "opponent"
                or nb is None
                or nb[0] is None
                or nb[1] != "exact"
                or dest.zone not in ("waiting_room", "clock", "stock", "memory")
                or dest.zone == src.zone
            ):
                raise Unsupported("a move cost from this source")
            # 「あなたのストックの上から1枚をクロック置場に置く」 (3.10.2: cards leave the stock from
            # the top), 「あなたのクロックの上(下)から1枚を控え室に置く」: the cards at that end of the
            # pile (``pile``, the zone and the end in ``sel``), as the deck's top (``deck_top``)
            if src.zone == "deck":
                out.append(CostItem("deck_top", n=nb[0], dest=dest.zone))
            else:
                pile = Sel(zones=(src.zone,), pos=src.pos)
                out.append(CostItem("pile", sel=pile, n=nb[0], dest=dest.zone))
        elif (
            b.verb == "do"
            and b.form in (A.Form.FINAL, A.Form.CONTINUATIVE)
            and (face := _this_card_turned(args)) is not None
        ):
            # 「表向きのこのカードを裏向きにする」 (記憶 in the memory, 3.12.2): turning this card,
            # showing the face named, to the other face is the cost (8.4.2)
            out.append(CostItem("face", sel=Sel(ref="this"), dest=face))
        elif b.verb in ("put", "do", "return"):
            if as_marker is not None:
                # 「手札のキャラを1枚このカードの下にマーカーとして(表向きに)置く」: the cards
                # chosen go into the marker zone of this card's slot, face down (3.7.1, 3.7.2), or
                # face up where the text says so (3.7.2.1; ``face`` of the cost item)
                if sel(args.get(A.Role.GOAL)) != ws_sel(zones=("under_this",)):
                    raise Unsupported("markers put somewhere other than under this card")
            if b.verb == "put" and args.get(A.Role.MEANS) == A.NounPhrase(
                (A.Word("favourite"), A.Word("order")), ("",)
            ):
                # 「…を2枚クロック置場の下に好きな順番で置く」: the cards go one by one in the
                # order the player picks them (``costs.pay``), any order the player wants
                args = {k: v for k, v in args.items() if k is not A.Role.MEANS}
            sh_steps._only(args, {A.Role.OBJECT, A.Role.NONE, A.Role.GOAL}, "a move cost")
            if (
                b.verb == "put"
                and set(args) == {A.Role.GOAL}
                and out
                and out[-1].what == "reveal"
                and b.form in (A.Form.FINAL, A.Form.CONTINUATIVE)
            ):
                # 「手札の「X」を1枚公開し、山札の下に置く」: the put names no card — the cards the
                # reveal before it showed are put there (a cost, 8.4.2)
                dest = sel(args[A.Role.GOAL])
                if dest.ref or dest.zone not in (
                    "waiting_room",
                    "memory",
                    "clock",
                    "stock",
                    "deck",
                ):
                    raise Unsupported("a move cost to this zone")
                out.append(
                    CostItem(
                        "move",
                        sel=Sel(ref="revealed_by_cost"),
                        n=out[-1].n,
                        dest=dest.zone,
                        pos=dest.pos or "top",
                    )
                )
                continue
            s = sel(args.get(A.Role.OBJECT))
            dest = sel(args.get(A.Role.GOAL))
            shuffled = (
                i + 1 < len(cost.items)
                and isinstance(nxt := cost.items[i + 1].body, A.Action)
                and nxt.verb == "shuffle"
                and sh_cond.args_of(nxt) == {A.Role.OBJECT: A.NounPhrase((A.Ref("that_deck"),))}
            )
            if b.verb == "return" and dest == ws_sel(zones=("deck",)) and not shuffled:
                raise Unsupported("a cost return to the deck with no shuffle after it")
            if b.verb == "return" and dest not in (
                ws_sel(zones=("hand",)),
                ws_sel(zones=("deck",)),
            ):
                raise Unsupported("a cost return")
            dests = ("waiting_room", "memory", "clock", "stock", "hand", "deck", "level")
            if as_marker is not None:
                dests = ("under_this",)
            if dest.zone not in dests or dest.ref:
                raise Unsupported("a move cost to this zone")
            if s.ref is None and s.zone == dest.zone:
                raise Unsupported("a move cost within one zone")
            if s.ref is None and s.zone == "stock" and s == ws_sel(owner=s.owner, zones=("stock",)):
                # 「あなたのストックを2枚控え室に置く」: cards leave the stock from the top, one by
                # one (3.10.2), as the same step of an effect reads it
                nb = sh_nouns.bare_count(args.get(A.Role.NONE)) if A.Role.NONE in args else None
                if s.owner == "opponent" or nb is None or nb[0] is None or nb[1] != "exact":
                    raise Unsupported("a move cost from the stock of this shape")
                if dest.zone == "stock":
                    raise Unsupported("a move cost to this zone")
                pile = Sel(zones=("stock",), pos="top")
                out.append(CostItem("pile", sel=pile, n=nb[0], dest=dest.zone))
                continue
            n = sh_nouns.bare_count(args.get(A.Role.NONE)) if A.Role.NONE in args else None
            if n is None and s.ref is None and s.count is not None:
                # 手札のクライマックス1枚を控え室に置く: the count printed in the phrase
                n, s = (s.count, s.bound), ws_sel(s, count=None, bound="exact")
            pos = dest.pos or "top"
            if s.ref is None and s.zone is None and s.kind == "character":
                # 「あなたの《使い魔》のキャラを1枚控え室に置く」: 「キャラ」 with no zone named is a
                # character on the stage (2.3.2.1.2)
                s = ws_sel(s, zone="stage")
            if as_marker is not None and (s.ref is not None or s.zone in ("stage", None)):
                # a card of the stage put under this one leaves the stage first (its own markers
                # and the rest, 3.7.3): the payment does not run that move
                raise Unsupported("a card of the stage put under this card as a cost")
            if s.ref == "this":
                out.append(CostItem("move", sel=s, n=1, dest=dest.zone, pos=pos))
            elif (
                s.ref is None
                and s.zone is not None
                and all(
                    z
                    in (
                        "hand",
                        "waiting_room",
                        "memory",
                        "climax",
                        "stage",
                        "under_this",
                        "clock",
                        "level",
                    )
                    for z in s.zone.split("|")  # 「クライマックス置場か控え室の」: either zone
                )
                and s.owner != "opponent"
                and s.pos is None
                and n is not None
                and n[0] is not None
                and n[1] == "exact"
            ):
                face = "up" if as_marker is not None and as_marker[1] else None
                out.append(CostItem("move", sel=s, n=n[0], dest=dest.zone, pos=pos, face=face))
            else:
                raise Unsupported("a move cost of this shape")
        elif b.verb == "move_to":
            # 「このカードを後列のキャラのいない枠に動かす」: this character moved to another slot
            # (its orientation and markers with it, 3.6.3)
            sh_steps._only(args, {A.Role.OBJECT, A.Role.GOAL}, "a move-to-a-slot cost")
            slot_dest, hoisted = _slot_goal(args[A.Role.GOAL])
            obj = args.get(A.Role.OBJECT) if hoisted is None else hoisted
            if (
                (hoisted is not None and A.Role.OBJECT in args)
                or sel(obj) != Sel(ref="this")
                or slot_dest is None
                or not slot_dest.startswith(("empty:", "any:", "empty_facing:"))
            ):
                raise Unsupported("a move-to-a-slot cost of this shape")
            out.append(CostItem("move_slot", sel=Sel(ref="this"), dest=slot_dest))
        elif b.verb == "shuffle" and out and out[-1].dest == "deck":
            # 「…を山札に戻し、その山札をシャッフルする」: the deck the cards were just put into
            sh_steps._only(args, {A.Role.OBJECT}, "a shuffle cost")
            if args[A.Role.OBJECT] != A.NounPhrase((A.Ref("that_deck"),)):
                raise Unsupported("a shuffle cost of this shape")
            out.append(CostItem("shuffle"))
        else:
            raise Unsupported(f"a cost {b.verb}")
    return tuple(out)
