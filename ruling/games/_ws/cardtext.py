"""Weiß Schwarz card text: the grammar's typed AST compiled into a small program the engine runs.

``compile_ability(node)`` takes one ``grammar.ast.Ability`` and returns a ``Program`` (its
trigger, condition, cost and effect steps as plain dataclasses), or raises ``Unsupported`` with
the reason. The compiler is strict: every argument, term and connector of the AST must be
understood, otherwise the whole ability is unsupported and the ruling reports its text (it is
never run half-understood). The programs are executed by ``ruling.games._ws.effects``; this module
cites no rules and changes no state.
"""

from __future__ import annotations

import dataclasses
import hashlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ruling.lazy import module

if TYPE_CHECKING:
    from grammar import ast as A
else:  # read when a card's text is compiled, not when the game is loaded
    A = module("grammar.ast")
from ruling.abilities import Unsupported
from ruling.cardtext.vocab import CMP as VOCAB_CMP
from ruling.games._ws.vocab import (
    CHOSEN_REFS,
    COLORS,
    DURATIONS,
    ICONS,
    LEADS,
    PHASES,
    VOCAB,
    ZONES,
)

# the shared layer's game-neutral readers (``ruling.cardtext``), read when a card's text is
# compiled: argument roles, counts, connectors, conditions joined by で / chained, timings
sh_cond = module("ruling.cardtext.conditions")
sh_nouns = module("ruling.cardtext.nouns")
sh_steps = module("ruling.cardtext.steps")
sh_trig = module("ruling.cardtext.triggers")

KINDS = set(VOCAB.kinds)

# --------------------------------------------------------------------------- selectors


@dataclass(frozen=True)
class Sel:
    """Which cards a noun phrase names.

    ``ref``: ``this`` (the card with the ability), ``chosen`` (the cards chosen, looked at or
    moved by the previous step: そのキャラ, それらのカード), ``rest`` (残りのカード: looked at but
    not chosen), ``battle_opponent`` (このカードのバトル相手), ``front`` / ``behind`` /
    ``facing`` (relative to this card's slot), or None (search ``zone``)."""

    ref: str | None = None
    owner: str | None = None  # you / opponent / None = either
    zone: str | None = None
    pos: str | None = None  # top / bottom of a pile
    kind: str | None = None
    traits: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    stats: tuple[tuple[str, str, int], ...] = ()  # (stat, cmp, value)
    other: bool = False
    count: int | None = None
    bound: str = "exact"  # exact / up_to / all / at_least
    name_has: tuple[str, ...] = ()  # カード名に「X」か「Y」を含む
    orientation: str | None = None  # 【スタンド】している / 【レスト】している …
    has: tuple[str, ...] = ()  # 『X』を持つ (``ability_key`` of the quoted ability)
    markers: str | None = None  # "none": マーカーを持たない
    in_battle: bool = False  # バトルしている
    colors: tuple[str, ...] = ()  # 緑か赤の (the card list's colour names)
    icons: tuple[str, ...] = ()  # トリガーアイコンが[[choice.gif]]の (the engine's icon ids)
    stat_x: tuple[str, str] | None = None  # レベルＸ以下の: (stat, cmp), X defined in the text
    but_chosen: bool = False  # そのカード以外の: leaving out the cards just chosen
    # 自分のレベル以下のレベルの: (stat, cmp, whose level: you / opponent), worked out when used
    stat_level: tuple[str, str, str] | None = None
    # 「《X》のキャラか「Y」」: one of several descriptions (each a Sel of filters only; the owner,
    # zone and count printed before them are this Sel's)
    alts: tuple[Sel, ...] = ()
    not_kind: str | None = None  # クライマックス以外のカード: any card but of that kind
    same_name: Sel | None = None  # 「Xと同じカード名の」: a card name one of the cards X has
    face: str | None = None  # 裏向きの / 表向きの (マーカー): "down" / "up" (3.7.2, 3.7.2.1)
    unnamed_zone: bool = False  # the text named no zone: the kind's own (2.3.2.1.2, 2.3.2.3.2)
    # 「(それぞれ)異なるカード名の」: no two of the cards share a card name (a choice of them; a
    # count of them is of the most that can be taken so)
    distinct_names: bool = False
    # 「…の中でレベルが1番高い」: (stat, "max" / "min") — of the cards the rest of the selector
    # names, those whose value is the highest (lowest); several when they tie
    extreme: tuple[str, str] | None = None

    def describe(self) -> str:
        parts = [p for p in (self.ref, self.owner, self.zone, self.pos, self.kind) if p]
        parts += [f"《{t}》" for t in self.traits] + [f"「{n}」" for n in self.names]
        return " ".join(parts)


# a zone that is one slot of the stage: 前列の中央 / 前列の左 … (selection.ZONE_IDS)
_ONE_SLOT = ("center", "left_front", "right_front", "left_back", "right_back")


def _is_you(v: A.NounPhrase | A.Duration) -> bool:
    return isinstance(v, A.NounPhrase) and v.terms in ((A.Owner("you"),), (A.Owner("self"),))


def _names(np: A.NounPhrase | A.Duration | None) -> tuple[str, ...]:
    """「A」か「B」: card-name literals joined by か."""
    if not isinstance(np, A.NounPhrase) or not all(isinstance(t, A.Name) for t in np.terms):
        raise Unsupported("a card-name condition that is not a list of names")
    if any(link.rstrip("、") != "か" for link in np.links):
        raise Unsupported("card names not joined by か")
    return tuple(t.text for t in np.terms)  # type: ignore[union-attr]


def link_name(node: A.Ability) -> str | None:
    """『【リンク】 (名称)』 (10.17.2): the name of a link ability, else None."""
    for lab in node.labels:
        if lab.kind == "keyword" and lab.keyword is not None and lab.keyword.name == "リンク":
            name = lab.keyword.arg("name")
            if isinstance(name, A.Name) and node.effect is None and node.trigger is None:
                return name.text
    return None


def ability_key(node: A.Ability) -> str:
    """What 『…』を持つ compares: a keyword alone (『経験』) by its name, a link by its name
    (10.17.4.1: 『(名称)』を持つ is 「名称が (名称) であるリンク能力を持つ」), a whole ability by its
    structure (the AST without spans)."""
    link = link_name(node)
    if link is not None:
        return f"link:{link}"
    if node.keyword is not None and node.effect is None and node.trigger is None:
        if node.cost is None and node.condition is None:
            return f"kw:{node.keyword.name}"
    return repr(
        (
            node.kind,
            node.keyword and node.keyword.name,
            node.cost,
            node.trigger,
            node.condition,
            node.effect,
        )
    )


def _relative(
    rel: A.Relative,
) -> tuple[tuple[A.Term, ...], tuple[str, ...], dict[str, Any]]:
    """A relative clause inside a selector (カード名に「X」を含む / 【スタンド】している /
    『X』を持つ / マーカーを持たない / このカードとバトルしている): the terms it carries that
    belong to the head noun (他のあなたの…), their links, and the filter it adds."""
    c = rel.clause
    args = {a.role: a.value for a in c.args if not (a.role is A.Role.TOPIC and _is_you(a.value))}
    if len(args) != len([a for a in c.args if a.role in args]):
        raise Unsupported("a relative clause with two arguments of one role")
    v, f = c.verb, c.form

    def head(np: A.NounPhrase | A.Duration | None, drop_last: bool) -> tuple[Any, Any]:
        if np is None:
            return (), ()
        if not isinstance(np, A.NounPhrase):
            raise Unsupported("a duration in a relative clause")
        terms = np.terms[:-1] if drop_last else np.terms
        return terms, np.links[: max(len(terms) - 1, 0)]

    if v == "contain" and f is A.Form.FINAL and set(args) == {A.Role.GOAL, A.Role.OBJECT}:
        goal = args[A.Role.GOAL]
        if not isinstance(goal, A.NounPhrase) or goal.terms[-1:] != (A.Word("card_name"),):
            raise Unsupported("containing something other than a card name")
        if len(goal.terms) > 1 and goal.links[len(goal.terms) - 2].rstrip("、") == "か":
            # 「《A》かカード名に「X」を含むキャラ」: a choice of two descriptions (one with trait
            # A, or one whose name holds X), not both on one card — refused until a selector
            # can hold alternatives over different fields, never read as both
            raise Unsupported("「…かカード名に「X」を含む」 (one of two descriptions)")
        terms, links = head(goal, True)
        return terms, links, {"name_has": _names(args[A.Role.OBJECT])}
    if v in ("stand", "rest", "reverse") and f is A.Form.PROGRESSIVE:
        if set(args) - {A.Role.SUBJECT_NO}:
            raise Unsupported("a state relative clause with more arguments")
        terms, links = head(args.get(A.Role.SUBJECT_NO), False)
        return terms, links, {"orientation": v}
    if v == "have" and f in (A.Form.FINAL, A.Form.NEGATIVE) and set(args) == {A.Role.OBJECT}:
        obj = args[A.Role.OBJECT]
        if not isinstance(obj, A.NounPhrase) or not obj.terms:
            raise Unsupported("having something unnamed")
        last = obj.terms[-1]
        terms, links = head(obj, True)
        if isinstance(last, A.Quote) and f is A.Form.FINAL and len(last.abilities) == 1:
            return terms, links, {"has": (ability_key(last.abilities[0]),)}
        if last == A.CardKind("marker") and f is A.Form.NEGATIVE:
            return terms, links, {"markers": "none"}
        raise Unsupported("having something other than an ability or markers")
    if (
        v == "put"
        and f is A.Form.PASSIVE_PAST
        and set(args) == {A.Role.MEANS, A.Role.GOAL}
        and args[A.Role.MEANS] == A.NounPhrase((A.Ref("this"), A.CardKind("effect")), ("",))
    ):
        # この効果で控え室に置かれたカード: the cards this effect put there (8.8.1)
        goal = args[A.Role.GOAL]
        zone = (
            ZONES.get(goal.terms[0].id)
            if isinstance(goal, A.NounPhrase)
            and len(goal.terms) == 1
            and isinstance(goal.terms[0], A.Zone)
            else None
        )
        if zone is None:
            raise Unsupported("cards this effect put somewhere other than a zone")
        return (), (), {"ref": "put_by_effect", "zone": zone}
    if v == "reveal" and f is A.Form.PASSIVE_PAST and set(args) <= {A.Role.MEANS}:
        # (この効果で)公開されたカード: the cards this effect revealed (the ability must reveal
        # some: ``compile_ability`` checks)
        if args and args[A.Role.MEANS] != A.NounPhrase(
            (A.Ref("this"), A.CardKind("effect")), ("",)
        ):
            raise Unsupported("cards revealed by something else")
        return (), (), {"ref": "revealed_by_effect"}
    if (
        v == "do"
        and f is A.Form.PROGRESSIVE
        and args.get(A.Role.NONE) == A.NounPhrase((A.Word("battle"),))
    ):
        if set(args) == {A.Role.NONE, A.Role.WITH} and args[A.Role.WITH] == A.NounPhrase(
            (A.Ref("this_card"),)
        ):
            return (), (), {"ref": "battle_opponent"}
        if set(args) == {A.Role.NONE}:
            return (), (), {"in_battle": True}
    if v == "higher" and f is A.Form.FINAL and set(args) == {A.Role.SUBJECT, A.Role.THAN}:
        # 「相手の、レベルが相手のレベルより高いキャラ」: a level above that player's level (the
        # cards in their level zone, 3.9); what is printed before レベル is the head noun's
        subj, than = args[A.Role.SUBJECT], args[A.Role.THAN]
        if (
            isinstance(subj, A.NounPhrase)
            and subj.terms[-1:] == (A.Stat("level"),)
            and isinstance(than, A.NounPhrase)
            and len(than.terms) == 2
            and isinstance(than.terms[0], A.Owner)
            and than.terms[0].who in ("you", "self", "opponent")
            and than.terms[1] == A.Stat("level")
        ):
            terms, links = head(subj, True)
            if links[-1:] == ("の、",):
                links = links[:-1] + ("の",)
            whose = "opponent" if than.terms[0].who == "opponent" else "you"
            return terms, links, {"stat_level": ("level", "gt", whose)}
    if v == "choose" and f is A.Form.PAST and set(args) == {A.Role.SUBJECT}:
        who = args[A.Role.SUBJECT]
        if who in (A.NounPhrase((A.Owner("you"),)), A.NounPhrase((A.Owner("opponent"),))):
            # あなたが選んだキャラ / 相手が選んだキャラ: what that player chose earlier in this
            # effect (each player's choice is kept apart: 「…選び、相手は…選び、入れ替える」)
            whose = who.terms[0].who  # type: ignore[union-attr]
            return (), (), {"ref": f"chosen_by_{whose}"}
    if v == "exist" and f is A.Form.FINAL and set(args) == {A.Role.GOAL}:
        # 「自分の舞台にいるキャラ」: the cards in that place, as 「自分の舞台のキャラ」 — the owner
        # and zone are the head noun's
        goal = args[A.Role.GOAL]
        if (
            isinstance(goal, A.NounPhrase)
            and goal.terms
            and isinstance(goal.terms[-1], A.Zone)
            and all(isinstance(t, (A.Owner, A.Zone)) for t in goal.terms)
        ):
            return goal.terms, goal.links, {}
    raise Unsupported(f"a relative clause {v}.{f.value}")


def _hoist_place(c: A.Action) -> tuple[tuple[A.Term, ...], tuple[str, ...], A.Action]:
    """「自分の控え室の、自分の舞台にいるキャラと同じカード名のキャラ」: the grammar hangs what is
    printed before 「の、」 on the place of the innermost relative clause (「…にいる」 of the
    argument of 「…と同じ」); it belongs to the head noun of the whole phrase. Returns those terms,
    their links, and the clause without them."""
    args = list(c.args)
    for i, a in enumerate(args):
        np = a.value
        if not (isinstance(np, A.NounPhrase) and np.terms and isinstance(np.terms[0], A.Relative)):
            continue
        inner = np.terms[0].clause
        if inner.verb != "exist":
            continue
        for j, ia in enumerate(inner.args):
            g = ia.value
            if ia.role is not A.Role.GOAL or not isinstance(g, A.NounPhrase):
                continue
            cut = [k for k, link in enumerate(g.links) if link == "の、"]
            if not cut:
                continue
            k = cut[-1]
            place = A.NounPhrase(g.terms[k + 1 :], g.links[k + 1 :])
            inner_args = list(inner.args)
            inner_args[j] = dataclasses.replace(ia, value=place)
            rel = A.Relative(dataclasses.replace(inner, args=tuple(inner_args)))
            args[i] = dataclasses.replace(a, value=A.NounPhrase((rel, *np.terms[1:]), np.links))
            return g.terms[: k + 1], g.links[:k], dataclasses.replace(c, args=tuple(args))
    return (), (), c


def _same_as(c: A.Action) -> Sel:
    """「Xと同じカード名の」: the cards X names (their names are read when the filter is used,
    2.1.2)."""
    args = {a.role: a.value for a in c.args}
    if c.form is not A.Form.FINAL or set(args) != {A.Role.WITH}:
        raise Unsupported("a relative clause same of this shape")
    other = sel(args[A.Role.WITH])
    if other.count is not None or other.same_name is not None:
        raise Unsupported("a relative clause same of this shape")
    if other.ref is None and other.zone is None:
        other = Sel(**{**other.__dict__, "zone": "stage"})  # キャラ: on the stage (2.3.2.1.2)
    return other


# 「1番高い」 / 「1番低い」 and the values they may compare (a card's numbers on the stage, 2.x)
EXTREMES = {"highest": "max", "lowest": "min"}
EXTREME_STATS = ("level", "power", "cost", "soul")


def _expand(np: A.NounPhrase) -> tuple[list[tuple[A.Term, str]], dict[str, Any]]:
    """The noun phrase's terms with the link before each, relative clauses folded: their head
    terms spliced in, their filters returned."""
    out: list[tuple[A.Term, str]] = []
    extra: dict[str, Any] = {}
    skip = -1
    for i, t in enumerate(np.terms):
        link = (np.links[i - 1] if i > 0 else "").rstrip("、")
        if i == skip:  # 「カード名」 of 「…と同じカード名の」
            continue
        if isinstance(t, A.Relative):
            if link == "か":
                raise Unsupported("alternatives of a relative clause and another filter")
            if t.clause.verb == "be_different":
                # 「それぞれ異なるカード名のキャラ」 / 「思い出置場の異なるカード名のカード」: the
                # relative and 「カード名の」 after it; 「…の」 printed before 異なる is the head's
                args = sh_cond.args_of(t.clause)
                place = args.pop(A.Role.SUBJECT_NO, None)
                each = args.pop(A.Role.NONE, None)
                if (
                    place is None
                    and isinstance(each, A.NounPhrase)
                    and len(each.terms) > 1
                    and each.terms[-1] == A.Ref("each")
                    and each.links[-1] == "の"
                ):
                    # 「自分の控え室のそれぞれ異なる…」: the place before それぞれ is the head's
                    place = A.NounPhrase(each.terms[:-1], each.links[:-1])
                    each = A.NounPhrase((A.Ref("each"),))
                if (
                    t.clause.form is not A.Form.FINAL
                    or np.terms[i + 1 : i + 2] != (A.Word("card_name"),)
                    or "distinct_names" in extra
                    or args
                    or each not in (None, A.NounPhrase((A.Ref("each"),)))
                    or (place is not None and not isinstance(place, A.NounPhrase))
                ):
                    raise Unsupported("a relative clause be_different of this shape")
                extra["distinct_names"] = True
                if isinstance(place, A.NounPhrase):
                    for j, ht in enumerate(place.terms):
                        out.append((ht, (place.links[j - 1] if j > 0 else link).rstrip("、")))
                skip = i + 1
                continue
            if t.clause.verb in EXTREMES:
                # 「他の自分のキャラの中でレベルが1番高いキャラ」: the group before 「の中で」 is the
                # head noun's description (its kind the head noun itself); the filter keeps the
                # cards of the highest (lowest) value among them
                c = t.clause
                subj = c.args[0].value if len(c.args) == 1 else None
                if (
                    c.form is not A.Form.FINAL
                    or c.args[0].role is not A.Role.SUBJECT
                    or not isinstance(subj, A.NounPhrase)
                    or len(subj.terms) < 3
                    or subj.terms[-2] != A.Word("in")
                    or subj.terms[-1] not in tuple(A.Stat(x) for x in EXTREME_STATS)
                    or np.terms[i + 1 : i + 2] != subj.terms[-3:-2]
                    or "extreme" in extra
                ):
                    raise Unsupported("a relative clause highest / lowest of this shape")
                group, glinks = subj.terms[:-3], subj.links[: len(subj.terms) - 3]
                for j, ht in enumerate(group):
                    out.append((ht, (glinks[j - 1] if j > 0 else link).rstrip("、")))
                head_link = glinks[-1] if group else link
                out.append((np.terms[i + 1], head_link.rstrip("、")))
                stat_id = subj.terms[-1].id  # type: ignore[union-attr]
                extra["extreme"] = (stat_id, EXTREMES[c.verb])
                skip = i + 1
                continue
            if t.clause.verb == "same":
                # 「そのキャラと同じカード名のキャラ」: the relative and 「カード名の」 after it
                if np.terms[i + 1 : i + 2] != (A.Word("card_name"),) or "same_name" in extra:
                    raise Unsupported("a relative clause same of this shape")
                pre, pre_links, clause = _hoist_place(t.clause)
                for j, ht in enumerate(pre):
                    out.append((ht, (pre_links[j - 1] if j > 0 else link).rstrip("、")))
                extra["same_name"] = _same_as(clause)
                skip = i + 1
                continue
            terms, links, filt = _relative(t)
            if any(isinstance(ht, A.Relative) for ht in terms):
                # 「自分の【スタンド】しているカード名に「X」を含むキャラ」: a relative clause among the
                # head terms of another describes the same head noun — folded the same way
                inner, inner_filt = _expand(A.NounPhrase(terms, links))
                terms = tuple(ht for ht, _ in inner)
                links = tuple(lk for _, lk in inner[1:])
                for k, val in inner_filt.items():
                    if k in filt:
                        raise Unsupported(f"two relative clauses about {k}")
                    filt = {**filt, k: val}
            for k, val in filt.items():
                if k in extra:
                    raise Unsupported(f"two relative clauses about {k}")
                extra[k] = val
            for j, ht in enumerate(terms):
                out.append((ht, (links[j - 1] if j > 0 else link).rstrip("、")))
            continue
        out.append((t, link))
    return out, extra


def _level_of_player(terms: list[Any], s: dict[str, Any]) -> list[Any]:
    """「自分のレベル以下のレベルの」 in a noun phrase: a level compared with a player's level (the
    number of cards in that player's level zone, 3.9), taken out of ``terms`` into ``s``."""
    for i in range(len(terms) - 3):
        (a, _), (b, _), (c, _), (d, _) = terms[i : i + 4]
        if (
            isinstance(a, A.Owner)
            and a.who in ("you", "self", "opponent")
            and b == A.Stat("level")
            and c == A.Ref("following")
            and d == A.Stat("level")
        ):
            s["stat_level"] = ("level", "le", "opponent" if a.who == "opponent" else "you")
            return terms[:i] + terms[i + 4 :]
    return terms


def _field(t: A.Term) -> str | None:
    """Which filter of a selector a term fills (to tell two values of one filter joined by か,
    「《A》か《B》の」, from two descriptions, 「《A》のキャラか「B」」)."""
    if isinstance(t, A.Trait):
        return "traits"
    if isinstance(t, A.Name):
        return "names"
    if isinstance(t, A.Word) and t.id in COLORS:
        return "colors"
    if isinstance(t, (A.CardKind, A.StatFilter, A.Icon)):
        return type(t).__name__
    return None


# what the owner, place and count printed before alternatives say of each of them
_COMMON = ("owner", "zone", "pos", "other", "count", "bound")
# filters a kind of card can have besides its traits (2.5.1: only characters have traits)
_NOT_TRAITS = ("stats", "names", "name_has", "colors", "icons", "has", "orientation", "markers")


# references to a group of cards just dealt with, which a description may be taken from
# (「それらのカードの…」)
_PLACE_REFS = ("chosen",)


def _alternatives(np: A.NounPhrase) -> Sel | None:
    """「A か B」 where A and B are two descriptions, not two values of one filter:
    「《かのかり》のキャラか「カレーの材料」」, 「《音楽》のキャラかイベント」. The owner, zone and count
    printed with A (「あなたの控え室の、…か…を1枚」) are for either. A trait before 「キャラかイベ
    ント」 describes the character only — an event or a climax has no traits (2.5.1); any other
    filter there could be read as being about both (「レベル1以上のキャラかイベント」): refused."""
    for i in range(1, len(np.terms)):
        if np.links[i - 1].rstrip("、") != "か":
            continue
        fl, fr = _field(np.terms[i - 1]), _field(np.terms[i])
        if fl is None or fr is None or (fl == fr and fl in ("traits", "names", "colors")):
            continue
        left = sel(A.NounPhrase(np.terms[:i], np.links[: i - 1]))
        right = sel(A.NounPhrase(np.terms[i:], np.links[i:]))
        return _either(left, right)
    return None


def _either(left: Sel, right: Sel) -> Sel:
    """One of two descriptions, ``left`` or ``right``: the owner, zone and count printed with the
    first are for either."""
    where = left.ref if left.ref in _PLACE_REFS and right.ref is None else None
    if where is not None:
        # 「それらのカードの、キャラかイベント」: the cards named before are where either is
        # taken from (as an owner or a zone printed with A is)
        left = Sel(**{**left.__dict__, "ref": None})
    for side in (left, right):
        if side.ref or side.stat_x or side.stat_level or side.but_chosen or side.in_battle:
            raise Unsupported("alternatives of this kind of description")
    common = {k: getattr(left, k) for k in _COMMON}
    for k in ("owner", "zone", "pos"):
        if getattr(right, k) not in (None, common[k]):
            raise Unsupported("alternatives in two places")
    if right.count is not None:
        if left.count is not None:
            raise Unsupported("alternatives with two counts")
        common["count"], common["bound"] = right.count, right.bound
    strip = {k: getattr(Sel(), k) for k in _COMMON}
    a, b = Sel(**{**left.__dict__, **strip}), Sel(**{**right.__dict__, **strip})
    if b == Sel(kind=b.kind) and any(getattr(a, f) for f in _NOT_TRAITS):
        raise Unsupported("a description and a kind of card joined by か (two readings)")
    return Sel(**common, ref=where, alts=(a, b))


def _name_alternative(np: A.NounPhrase) -> Sel | None:
    """「《A》かカード名に「X」を含むキャラ」 / 「『経験』を持つキャラかカード名に「X」を含むキャラ」: one
    of two descriptions, the second a part of the card name (2.1.2.1). The grammar hangs what
    stands before か (and the owner and place printed before it, 「他の自分の、《A》か…」) on the
    relative clause's 「カード名」; they are read as the first description, completed by the head
    noun after the clause when it names no kind of its own, and 「カード名に「X」を含む」 with the
    head noun as the second."""
    if not np.terms or not isinstance(np.terms[0], A.Relative):
        return None
    c = np.terms[0].clause
    args = {a.role: a.value for a in c.args}
    goal = args.get(A.Role.GOAL)
    if (
        c.verb != "contain"
        or c.form is not A.Form.FINAL
        or set(args) != {A.Role.GOAL, A.Role.OBJECT}
        or len(c.args) != 2
        or not isinstance(goal, A.NounPhrase)
        or len(goal.terms) < 2
        or goal.terms[-1] != A.Word("card_name")
        or goal.links[-1].rstrip("、") != "か"
    ):
        return None
    head, head_links = np.terms[1:], np.links[1:]
    left_terms, left_links = goal.terms[:-1], goal.links[:-1]
    if head and not isinstance(left_terms[-1], A.CardKind):
        left_terms, left_links = left_terms + head, left_links + ("の",) + head_links
    part = dataclasses.replace(
        c,
        args=tuple(
            dataclasses.replace(a, value=A.NounPhrase((A.Word("card_name"),), ()))
            if a.role is A.Role.GOAL
            else a
            for a in c.args
        ),
    )
    left = sel(A.NounPhrase(left_terms, left_links))
    right = sel(A.NounPhrase((A.Relative(part), *head), np.links))
    return _either(left, right)


def sel(np: A.NounPhrase | A.Duration | None, *, allow_empty: bool = False) -> Sel:
    """Compile a noun phrase that names cards."""
    if np is None:
        if allow_empty:
            return Sel(ref="chosen")
        raise Unsupported("a missing noun phrase")
    if not isinstance(np, A.NounPhrase):
        raise Unsupported("a duration where cards were expected")
    alts = _alternatives(np) or _name_alternative(np)
    if alts is not None:
        return alts
    if np.terms == (A.Ref("that"), A.Word("battle_opponent")):
        # そのバトル相手: the battle opponent mentioned before (``_antecedents``)
        return Sel(ref="that_battle_opponent")
    s: dict[str, Any] = {}
    traits: list[str] = []
    names: list[str] = []
    stats: list[tuple[str, str, int]] = []
    colors: list[str] = []
    icons: list[str] = []
    terms, extra = _expand(np)
    if "ref" in extra:
        s["ref"] = extra.pop("ref")
    if "zone" in extra:
        s["zone"] = extra.pop("zone")
    terms = _level_of_player(terms, s)
    for t, link_before in terms:
        if link_before not in ("", "の", "か"):
            raise Unsupported(f"link {link_before!r} in a noun phrase")
        if isinstance(t, A.Owner):
            if t.who in ("you", "self"):
                who = "you"
            elif t.who == "opponent":
                who = "opponent"
            else:
                raise Unsupported(f"owner {t.who}")
            if s.get("owner", who) != who:
                # 「あなたか相手の…」: either player's — read where a reader splits it
                # (``_either_owner``), else refused (before, the last owner was read alone)
                raise Unsupported("cards of either player (あなたか相手の)")
            s["owner"] = who
        elif isinstance(t, A.Zone):
            if t.id == "slot" and s.get("zone") in ("stage", "front_row", "back_row", *_ONE_SLOT):
                continue  # 前列の中央の枠: the slot is the zone already named
            if t.id not in ZONES or "zone" in s:
                raise Unsupported(f"zone {t.id}")
            s["zone"] = ZONES[t.id]
        elif isinstance(t, A.Position):
            if t.id == "bottom" and s.get("ref") == "this" and "zone" not in s:
                # このカードの下(の / に): the marker zone under this card (3.7)
                del s["ref"]
                s["zone"] = "under_this"
            elif (
                t.id == "bottom"
                and s.get("ref") == "chosen"
                and "zone" not in s
                and not s.get("kind")
            ):
                # そのキャラの下(に): the marker zone under the card just chosen or named (3.7)
                del s["ref"]
                s["zone"] = "under_chosen"
            elif t.id in ("top", "very_top", "bottom") and "zone" in s:
                s["pos"] = "bottom" if t.id == "bottom" else "top"
            elif t.id in ("front", "behind", "facing") and s.get("ref") == "this":
                s["ref"] = t.id
            elif t.id == "center" and s.get("zone") in ("front_row", "stage"):
                s["zone"] = "center"
            elif t.id in ("left", "right") and s.get("zone") in ("front_row", "back_row"):
                # 前列の左の枠: that one slot of the row
                s["zone"] = f"{t.id}_{'front' if s['zone'] == 'front_row' else 'back'}"
            else:
                raise Unsupported(f"position {t.id}")
        elif (
            isinstance(t, A.CardKind)
            and t.id == "marker"
            and s.get("zone") in (None, "under_this", "under_chosen")
        ):
            # マーカー: a card in a marker zone (このカードの下のマーカー); alone, the subject
            # of 「このカードの下にマーカーがある」, which names the zone
            if "kind" in s:
                raise Unsupported("card kind marker after another kind")
            s["kind"] = "marker"
        elif isinstance(t, A.CardKind):
            if t.id not in KINDS or "kind" in s:
                raise Unsupported(f"card kind {t.id}")
            s["kind"] = t.id
        elif isinstance(t, A.Ref):
            if t.id == "this_card" and "ref" not in s:
                s["ref"] = "this"
            elif t.id == "other":
                s["other"] = True
            elif t.id in CHOSEN_REFS and "ref" not in s:
                s["ref"] = "chosen"
            elif t.id == "rest_cards" and "ref" not in s:
                s["ref"] = "rest"
            elif t.id == "except" and s.get("ref") == "chosen":
                # そのカード以外の: the other cards (of the chosen card's zone, its master's)
                del s["ref"]
                s["but_chosen"] = True
                s.setdefault("owner", "you")
            elif (
                t.id == "except"
                and s.get("kind") in ("character", "climax", "event")
                and "not_kind" not in s
                and "ref" not in s
                and not traits
                and not names
                and not stats
            ):
                # クライマックス以外のカード: the kind before 以外 is the one left out (2.3.2)
                s["not_kind"] = s.pop("kind")
            else:
                raise Unsupported(f"reference {t.id}")
        elif isinstance(t, A.Word):
            if t.id == "battle_opponent" and s.get("ref") == "this":
                s["ref"] = "battle_opponent"
            elif t.id == "battle" and "ref" not in s:
                s["in_battle"] = True  # バトル中のキャラ (7.2.1.5.1)
            elif t.id == "during" and s.get("in_battle") and link_before == "":
                continue  # バトル｜中
            elif t.id == "battle" and s.get("ref") == "this":
                s["in_battle"] = True  # バトル中のこのカード
            elif t.id in ("face_up", "face_down") and "face" not in s:
                # 裏向きのマーカー: a card put face down or face up (3.7.2, 3.7.2.1)
                s["face"] = "up" if t.id == "face_up" else "down"
            elif t.id in COLORS and (not colors or link_before == "か"):
                colors.append(COLORS[t.id])  # 緑か赤の
            else:
                raise Unsupported(f"word {t.id}")
        elif isinstance(t, A.Trait):
            if traits and link_before != "か":
                raise Unsupported("several traits not joined by か")
            traits.append(t.text)
        elif isinstance(t, A.Name):
            if names and link_before != "か":
                raise Unsupported("several names not joined by か")
            names.append(t.text)
        elif isinstance(t, A.Icon) and t.name in ICONS:
            if icons and link_before != "か":
                # トリガーアイコンが[[soul.gif]][[soul.gif]]の: both icons, or exactly these two?
                raise Unsupported("two trigger icons printed together")
            icons.append(ICONS[t.name])  # トリガーアイコンが[[choice.gif]]の
        elif isinstance(t, A.StatFilter):
            if (
                t.value.value is None
                and t.value.variable == "X"
                and t.stat.id in ("level", "cost", "power", "soul")
                and "stat_x" not in s
            ):
                s["stat_x"] = (t.stat.id, t.cmp)  # レベルＸ以下: X is worked out when it is used
                continue
            if t.value.value is None or t.stat.id not in ("level", "cost", "power", "soul"):
                raise Unsupported("a stat filter with a variable or unknown stat")
            stats.append((t.stat.id, t.cmp, t.value.value))
        elif isinstance(t, A.Count):
            if "count" in s:
                raise Unsupported("two counts in one noun phrase")
            s["count"], s["bound"] = sh_nouns.count(t)
        else:
            raise Unsupported(f"term {type(t).__name__}")
    if "in_battle" in s and "in_battle" in extra:
        extra.pop("in_battle")
    if colors:
        s["colors"] = tuple(colors)
    if icons:
        s["icons"] = tuple(icons)
    return Sel(traits=tuple(traits), names=tuple(names), stats=tuple(stats), **s, **extra)


def _is_count(np: A.NounPhrase | A.Duration | None) -> bool:
    return isinstance(np, A.NounPhrase) and len(np.terms) == 1 and isinstance(np.terms[0], A.Count)


def _stat_only(np: A.NounPhrase | A.Duration | None) -> tuple[Sel | None, str]:
    """``パワー`` / ``このカードのパワー`` → (target or None, stat id)."""
    if not isinstance(np, A.NounPhrase) or not np.terms or not isinstance(np.terms[-1], A.Stat):
        raise Unsupported("a stat change without a stat")
    stat = np.terms[-1].id
    if stat not in ("power", "soul", "level"):
        raise Unsupported(f"a change of {stat}")
    if len(np.terms) == 1:
        return None, stat
    return sel(A.NounPhrase(np.terms[:-1], np.links[:-1])), stat


# --------------------------------------------------------------------------- program


@dataclass(frozen=True)
class Op:
    """One effect step. ``optional``: 〜てよい (the master may decline). ``cond``: …なら."""

    verb: str
    target: Sel | None = None
    dest: str | None = None  # zone
    dest_pos: str = "top"
    n: int | None = None
    bound: str = "exact"
    stat: str | None = None
    amount: int = 0
    until: str | None = None
    optional: bool = False
    cond: Cond | None = None
    lead: str | None = None
    performer: str = "you"
    orientation: str | None = None
    per: Sel | None = None  # …1枚につき: the amount is multiplied by the number of these
    sentence: int = 0  # which sentence of the effect the step is in
    grants: tuple[str, ...] = ()  # keys of given abilities (``GRANTED``): 『…』を得る / 与える
    traits: tuple[str, ...] = ()  # given traits: 《X》を得る
    icons: tuple[
        str, ...
    ] = ()  # given trigger icons: トリガーアイコンに[[soul.gif]]を得る / 与える
    times: int = 1  # 1ダメージを2回与える (0 with ``x``: Ｘ回, X worked out when it is dealt)
    x: XDef | None = None  # the amount is X, defined by a later sentence
    options: tuple[tuple[str, Program], ...] = ()  # 次の2つの効果のうちあなたが選んだ1つを行う
    any_order: bool = False  # 好きな順番で置く: the master orders the cards put together
    same_order: bool = False  # 元の順番で置く: in the order they lay in (3.1.5)
    alt_dest: str | None = None  # 山札の上か控え室に置く: the master picks dest or this
    delay: Trig | None = None  # delay: 「ターンの終わりに、…」 — ``options[0]`` waits for it
    face_up: bool | None = None  # マーカーとして表向きに / 裏向きに (3.7.2, 3.7.2.1)
    other: Sel | None = None  # swap_each: the second zone's cards (AとBを1枚ずつ選び、入れ替える)
    own_topic: bool = False  # the step names who does it (あなたは / 相手は …)
    keep_chosen: bool = False  # modal: the cards the chosen effect dealt with are 「それら」 after
    # choose_parts: 「AをN枚までとBをM枚まで選び」 — each a choose step, a card chosen once
    parts: tuple[Op, ...] = ()
    forbid: tuple[str, ...] = ()  # forbid: what the players ``target.owner`` names may not do
    also: tuple[str, ...] = ()  # also_name: the names the target is also treated as having
    role: str | None = None  # to_slot: 「防御キャラとして置く」 — ``defender`` (7.2.1.5.1)
    # grant: 「…すべての特徴を得る」 — the traits the cards this names have (worked out when read)
    traits_from: Sel | None = None
    # stat: 「このカードの持つ異なる特徴１つにつき」 — the amount times the number of different
    # traits the cards this names have
    per_traits: Sel | None = None
    # damage: whom it is dealt to, relative to the master (相手に / あなたに: opponent / you)
    to: str = "opponent"


@dataclass(frozen=True)
class XDef:
    """Ｘは…に等しい: ``what`` count (the number of cards ``sel`` names), stat (the ``stat`` of
    the one card ``sel`` names), total (the sum of ``stat`` over them); then ``op`` (x / + / -)
    ``k``; ``op`` "same": 同じ枚数, the count of the cards the step before dealt with."""

    what: str
    sel: Sel
    stat: str | None = None
    op: str | None = None
    k: int = 0


@dataclass(frozen=True)
class Cond:
    """A condition over the game state. ``what``: count (cards matching ``sel`` compared with
    ``n``), level (the player's level), stat (a card's stat), match (the chosen card matches
    ``sel``'s filters; ``cmp`` "not": it is there and does not), paid (the ability's cost was
    paid in this resolution), state (orientation), turn (whose turn), and (all of ``parts``)."""

    what: str
    sel: Sel | None = None
    cmp: str = "ge"
    n: int = 1
    stat: str | None = None
    owner: str = "you"
    orientation: str | None = None
    parts: tuple[Cond, ...] = ()
    filt: Sel | None = None  # every: every card ``sel`` names passes these filters
    # among: the cards counted are those the first of a run of such tiers counted (``_among_tiers``)
    tier: bool = False


@dataclass(frozen=True)
class Trig:
    """What makes an auto ability trigger. ``event``: placed (a card moved ``src`` → ``dst``),
    attack (declared), reversed, timing (``phase`` ``point`` of ``owner``'s turn)."""

    event: str
    subject: Sel | None = None
    src: tuple[str, ...] = ()
    dst: tuple[str, ...] = ()
    attack_kind: str | None = None
    phase: str | None = None
    point: str | None = None
    owner: str | None = None
    during: str | None = None  # you / opponent: only during that player's turn
    keyword: str | None = None  # used: 『X』を使った時 (the keyword X's "used" event)
    means: str | None = None  # placed: 『チェンジ』で / 『合体』で舞台に置かれた時
    parts: tuple[Trig, ...] = ()  # any: 「…時か…時」 (either trigger event)
    entered: tuple[str, ...] = ()  # このカードが手札から舞台に置かれたターン中、…時
    nth: int | None = None  # timing: 「あなたの第1ターンの始めに」 — only in that player's nth turn
    phase_during: tuple[str, str] | None = None  # (owner, phase): あなたのメインフェイズ中、…時
    # placed: 「「X」の(【起】の)効果で舞台に置かれた時」 — the names of the card whose effect put
    # it there, and the kind of that ability (activated / auto), None for any
    by: tuple[str, ...] = ()
    by_kind: str | None = None
    # reversed, subject ref ``battle_opponent_of``: the battle opponent of a card these filters
    # name (他のあなたのキャラのバトル相手が【リバース】した時)
    of: Sel | None = None


@dataclass(frozen=True)
class CostItem:
    """``stock`` (pay N stock), ``rest`` (rest cards), ``move`` (put cards somewhere)."""

    what: str
    sel: Sel | None = None
    n: int = 1
    dest: str | None = None
    dest_pos: str = "top"


@dataclass(frozen=True)
class Program:
    kind: str  # auto / activated / continuous / event
    steps: tuple[Op, ...] = ()
    trigger: Trig | None = None
    cond: Cond | None = None
    cost: tuple[CostItem, ...] = ()
    keyword: str | None = None
    params: tuple[Any, ...] = ()
    counter: bool = False
    combo: bool = False
    limit: int | None = None
    notes: tuple[str, ...] = field(default_factory=tuple)
    # zones besides the card type's own where the ability works because it is written to be
    # used there (2.12.2.3: 「あなたの手札のこのカードのレベルを－1」 works in the hand)
    active_in: tuple[str, ...] = ()
    limit_icon: bool = False  # the turn limit is written as the icon 【ターンN】 (10.19.2.1)
    # an event's own sentences before its effect: 「このカードは、…なら、手札からプレイできない。」
    # (the condition, read when it is played) and 「このカードは、色条件を満たさずに手札からプレイ
    # できる。」 (``permits``: no_colour_condition)
    restrict: Cond | None = None
    permits: tuple[str, ...] = ()


# --------------------------------------------------------------------------- conditions


def _pred_count(np: A.NounPhrase | A.Duration | None) -> tuple[str, int]:
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 1:
        raise Unsupported("a predicate that is not a number")
    t = np.terms[0]
    if isinstance(t, A.Count) and t.number is not None and t.number.value is not None:
        if t.bound not in VOCAB_CMP:
            raise Unsupported(f"comparison {t.bound}")
        return VOCAB_CMP[t.bound], t.number.value
    raise Unsupported("a predicate that is not a number")


def _either_owner(
    c: A.Action, roles: tuple[A.Role, ...] = (A.Role.SUBJECT,)
) -> tuple[A.Action, A.Action] | None:
    """「あなたか相手の(、)…が」 / 「自分か相手の…」 as the subject of a clause (or an argument of
    ``roles``): the clause read once with each player's (``None`` if none opens so)."""
    at = next(
        (
            i
            for i, a in enumerate(c.args)
            if a.role in roles
            and isinstance(a.value, A.NounPhrase)
            and len(a.value.terms) > 1
            and a.value.links[0] == "か"
            and all(isinstance(t, A.Owner) for t in a.value.terms[:2])
        ),
        None,
    )
    np = c.args[at].value if at is not None else None
    if (
        at is None
        or not isinstance(np, A.NounPhrase)
        or len(np.terms) < 3
        or np.links[0] != "か"
        or not all(isinstance(t, A.Owner) for t in np.terms[:2])
        or {t.who for t in np.terms[:2]} not in ({"you", "opponent"}, {"self", "opponent"})  # type: ignore[union-attr]
    ):
        return None
    rest_links = ("の",) + np.links[2:] if np.links[1].startswith("の") else None
    if rest_links is None:
        return None

    def one(owner: A.Term) -> A.Action:
        v = A.NounPhrase((owner, *np.terms[2:]), rest_links)  # type: ignore[arg-type]
        return dataclasses.replace(
            c,
            args=(*c.args[:at], dataclasses.replace(c.args[at], value=v), *c.args[at + 1 :]),  # type: ignore[index]
        )

    return one(np.terms[0]), one(np.terms[1])


def condition(c: A.Condition | A.Action | A.Unparsed) -> Cond:
    """A condition (…なら): clauses joined by で (「XがAで、YがBなら」,
    ``ruling.cardtext.conditions.conjuncts``) hold when each part holds; 「AかBなら」
    (``ruling.cardtext.conditions.alternatives``) when either does. Each clause is read by
    ``_clause``. (Two conditions printed before one step, the grammar's ``chain``, are not
    printed on Weiß Schwarz cards: refused.)"""
    if isinstance(c, A.Condition):
        if c.marker == "chain":
            raise Unsupported("two conditions on one step")
        return condition(c.clause)
    if isinstance(c, A.Action) and c.verb == "or" and c.form is A.Form.NOMINAL:
        alts = sh_cond.alternatives(c, "an or-condition of this shape")
        return Cond("or", parts=tuple(_clause(x) for x in alts))
    if isinstance(c, A.Action) and c.verb not in ("and", "or"):
        parts = sh_cond.conjuncts(c)
        if len(parts) > 1:
            return Cond("and", parts=tuple(_clause(x) for x in parts))
    return _clause(c)


def _icons_of(np: A.NounPhrase | A.Duration | None) -> tuple[str, ...] | None:
    """[[soul.gif]] / [[soul.gif]]か[[gate.gif]]: the icons, one of which is meant (else None)."""
    if not isinstance(np, A.NounPhrase) or not np.terms:
        return None
    if not all(isinstance(t, A.Icon) and t.name in ICONS for t in np.terms):
        return None
    if any(link.rstrip("、") != "か" for link in np.links):
        return None
    return tuple(ICONS[t.name] for t in np.terms)  # type: ignore[union-attr]


def _icon_owner(np: A.NounPhrase | A.Duration | None) -> Sel | None:
    """「そのカードのトリガーアイコン」: the card whose trigger icons are meant, else None."""
    if not isinstance(np, A.NounPhrase) or np.terms[-1:] != (A.Word("trigger_icon"),):
        return None
    if len(np.terms) < 2:
        return None
    return sel(A.NounPhrase(np.terms[:-1], np.links[: len(np.terms) - 2]))


def _icon_relative(first: Any, second: Any) -> A.Action | None:
    """「(あなたの)トリガーアイコンに[[soul.gif]]がある」 before 「カードが…した」: the second clause
    with its subject described by that icon (and owned as 「あなたの」 says); the first clause's
    other arguments (its means: 「あなたのキャラのトリガーチェックで」) are the second's. None for
    other clauses."""
    if not isinstance(first, A.Action) or not isinstance(second, A.Action):
        return None
    if first.verb not in ("exist", "exist_thing") or first.form is not A.Form.FINAL:
        return None
    goal = first.arg(A.Role.GOAL)
    icons = _icons_of(first.arg(A.Role.SUBJECT))
    if (
        icons is None
        or not isinstance(goal, A.NounPhrase)
        or goal.terms[-1:] != (A.Word("trigger_icon"),)
        or any(isinstance(t, A.Relative) for t in goal.terms)
    ):
        return None
    subj = second.arg(A.Role.SUBJECT)
    if (
        not isinstance(subj, A.NounPhrase)
        or [a.role for a in second.args].count(A.Role.SUBJECT) != 1
    ):
        return None
    icon_terms = tuple(first.arg(A.Role.SUBJECT).terms)  # type: ignore[union-attr]
    icon_links = tuple(first.arg(A.Role.SUBJECT).links)  # type: ignore[union-attr]
    before = goal.terms[:-1]
    terms = before + icon_terms + subj.terms
    links = goal.links[: len(before)] + icon_links + ("の",) + subj.links
    np = A.NounPhrase(terms, links[: len(terms) - 1])
    rest = tuple(a for a in first.args if a.role not in (A.Role.GOAL, A.Role.SUBJECT))
    args = tuple(
        dataclasses.replace(a, value=np) if a.role is A.Role.SUBJECT else a for a in second.args
    )
    return dataclasses.replace(second, args=rest + args)


# relative clauses that describe a card (a filter of ``_relative``), not an event
_MODIFIERS = (
    ("contain", A.Form.FINAL),
    ("contain", A.Form.NEGATIVE),
    ("stand", A.Form.PROGRESSIVE),  # 「相手の【スタンド】しているキャラが【レスト】した時」
)


def _modifier_relative(first: Any, second: Any) -> A.Action | None:
    """「他のあなたのカード名に「X」を含むキャラがフロントアタックされた時」: the grammar hangs the
    relative clause that describes the event's subject beside the event; it is the subject's.
    None for other clauses."""
    if not isinstance(first, A.Action) or not isinstance(second, A.Action):
        return None
    if (first.verb, first.form) not in _MODIFIERS:
        return None
    subjects = [a for a in second.args if a.role is A.Role.SUBJECT]
    if len(subjects) != 1 or not isinstance(subjects[0].value, A.NounPhrase):
        return None
    subj = subjects[0].value
    np = A.NounPhrase((A.Relative(first), *subj.terms), ("", *subj.links))
    return dataclasses.replace(
        second,
        args=tuple(
            dataclasses.replace(a, value=np) if a is subjects[0] else a for a in second.args
        ),
    )


def _icon_condition(clause: A.Action) -> Cond | None:
    """「そのカードのトリガーアイコンが[[treasure.gif]]なら」 / 「そのカードのトリガーアイコンに
    [[soul.gif]]があるなら」: the card named has that trigger icon (2.16); None for another
    clause."""
    args = {a.role: a.value for a in clause.args}
    if len(args) != len(clause.args):
        return None
    if (
        clause.verb == "be"
        and clause.form is A.Form.NOMINAL
        and set(args)
        == {
            A.Role.SUBJECT,
            A.Role.PREDICATE,
        }
    ):
        card, icons = _icon_owner(args[A.Role.SUBJECT]), _icons_of(args[A.Role.PREDICATE])
    elif (
        clause.verb in ("exist", "exist_thing")
        and clause.form is A.Form.FINAL
        and set(args) == {A.Role.GOAL, A.Role.SUBJECT}
    ):
        card, icons = _icon_owner(args[A.Role.GOAL]), _icons_of(args[A.Role.SUBJECT])
    else:
        return None
    if card is None or icons is None:
        return None
    if card.ref is None or card != Sel(ref=card.ref):
        raise Unsupported("the trigger icons of cards that are not named")
    return Cond("every", sel=card, filt=Sel(icons=icons), n=1)


def _both_exist(clause: A.Action, args: dict[A.Role, Any]) -> Cond | None:
    """「あなたのレベル置場に、「A」と「B」があるなら」 / 「他のあなたの、「A」と「B」と「C」がいるなら」
    (what is printed before 「の、」 — an owner, 他の — is each's): there is an A, and a B, and a C.
    Only for names or colours, which one card cannot have two of; None when the clause joins
    nothing with と."""
    withs = [a.value for a in clause.args if a.role is A.Role.WITH]
    subj = args.get(A.Role.SUBJECT)
    if not withs:
        return None
    if (
        clause.form is not A.Form.FINAL
        or A.Role.NONE in args
        or not all(isinstance(w, A.NounPhrase) for w in withs)
        or not isinstance(subj, A.NounPhrase)
    ):
        raise Unsupported("an existence condition with with")
    nps: list[A.NounPhrase] = [*withs, subj]
    head = nps[0]
    cut = next((i for i, link in enumerate(head.links) if link == "の、"), None)
    if cut is not None:
        prefix = head.terms[: cut + 1]
        if not all(isinstance(t, A.Owner) or t == A.Ref("other") for t in prefix):
            raise Unsupported("an existence condition with with")
        nps[0] = A.NounPhrase(head.terms[cut + 1 :], head.links[cut + 1 :])
        if any(isinstance(t, (A.Owner, A.Ref)) for np in nps[1:] for t in np.terms):
            raise Unsupported("an existence condition with with")
        nps = [
            A.NounPhrase((*prefix, *np.terms), (*head.links[:cut], "の", *np.links)) for np in nps
        ]
    sels = [sel(np) for np in nps]
    names = [set(x.names) for x in sels]
    colours = [set(x.colors) for x in sels]
    apart = all(n and not n & m for i, n in enumerate(names) for m in names[i + 1 :]) or all(
        c and not c & d for i, c in enumerate(colours) for d in colours[i + 1 :]
    )
    if any(x.alts for x in sels) or not apart:
        raise Unsupported("an existence condition with with")
    rest = tuple(a for a in clause.args if a.role not in (A.Role.WITH, A.Role.SUBJECT))
    parts = tuple(
        _clause(dataclasses.replace(clause, args=(*rest, A.Arg(A.Role.SUBJECT, np)))) for np in nps
    )
    return Cond("and", parts=parts)


def _clause(clause: A.Action | A.Unparsed) -> Cond:
    if isinstance(clause, A.Unparsed):
        raise Unsupported(f"an untyped condition: {clause.text}")
    either = _either_owner(clause)
    if either is not None:
        # 「あなたか相手の、控え室のCXが2枚以下なら」: it holds for either player's
        return Cond("or", parts=tuple(_clause(x) for x in either))
    v = clause.verb
    if v == "and":
        parts = []
        for a in clause.args:
            rel = a.value.terms[0] if isinstance(a.value, A.NounPhrase) else None
            if not isinstance(rel, A.Relative) or len(a.value.terms) != 1:  # type: ignore[union-attr]
                raise Unsupported("a compound condition")
            # each part may itself be conditions joined by で (「…があり、XがAで、YがBなら」)
            parts.append(condition(rel.clause))
        return Cond("and", parts=tuple(parts))
    icon = _icon_condition(clause)
    if icon is not None:
        return icon
    if clause.verb == "be" and clause.form is A.Form.NOMINAL:
        ca = {a.role: a.value for a in clause.args}
        colours = (
            _colours_of(ca.get(A.Role.SUBJECT))
            if set(ca) == {A.Role.SUBJECT, A.Role.PREDICATE}
            else None
        )
        if colours is not None:
            # あなたの思い出の持つ色の合計が3色以上なら: how many colours they have between them
            pred = ca[A.Role.PREDICATE]
            t = pred.terms[0] if isinstance(pred, A.NounPhrase) and len(pred.terms) == 1 else None
            if (
                not isinstance(t, A.Count)
                or t.number is None
                or t.number.value is None
                or t.bound not in VOCAB_CMP
            ):
                raise Unsupported("a number of colours of this shape")
            return Cond("colors", sel=colours, cmp=VOCAB_CMP[t.bound], n=t.number.value)
    if v in ("exist", "exist_thing") and [a.role for a in clause.args].count(A.Role.WITH) > 1:
        # 「他のあなたの、「A」と「B」と「C」がいるなら」: each but the last joined by と (with)
        others = [a for a in clause.args if a.role is not A.Role.WITH]
        if len({a.role for a in others}) != len(others):
            raise Unsupported("an existence condition of this shape")
        every = _both_exist(clause, {a.role: a.value for a in others})
        assert every is not None
        return every
    args = sh_cond.args_of(clause)
    if (
        v == "put"
        and clause.form in (A.Form.PASSIVE_PAST, A.Form.PASSIVE_NEG_PAST)
        and A.Role.MEANS in args
    ):
        # その効果でCXが控え室に置かれたなら: what the effect of the keyword used (the trigger
        # event, 『集中』を使った時 10.7.4) put into a zone
        sh_steps._only(
            args, {A.Role.MEANS, A.Role.SUBJECT, A.Role.GOAL}, "a condition on an effect"
        )
        means = args[A.Role.MEANS]
        subj = sel(args.get(A.Role.SUBJECT))
        goal = sel(args.get(A.Role.GOAL))
        if (
            not isinstance(means, A.NounPhrase)
            or len(means.terms) != 1
            or not isinstance(means.terms[0], A.Ref)
            or means.terms[0].id != "that_effect"
            or subj.ref
            or subj.zone
            or subj.owner
            or subj.count is not None
            or goal.zone is None
            or goal != Sel(zone=goal.zone)
        ):
            raise Unsupported("a condition on what an effect moved, of this shape")
        # 「…置かれなかったなら」: none such was put there
        neg = clause.form is A.Form.PASSIVE_NEG_PAST
        return Cond(
            "effect_moved",
            sel=Sel(**{**subj.__dict__, "zone": goal.zone}),
            cmp="eq" if neg else "ge",
            n=0 if neg else 1,
        )
    if v in ("exist", "exist_thing") and clause.form in (
        A.Form.FINAL,
        A.Form.NEGATIVE,
        A.Form.CONTINUATIVE,  # …があり、…なら (one part of 「and」)
        A.Form.TE,  # …にいて、…なら
        A.Form.NEGATIVE_CONT,  # …がなく、…なら
    ):
        during = _during(args.pop(A.Role.TIME, None))
        if during is not None:
            # あなたのターン中、あなたの思い出置場にカードがあるなら
            rest = tuple(a for a in clause.args if a.role is not A.Role.TIME)
            inner = _clause(dataclasses.replace(clause, args=rest))
            return Cond("and", parts=(Cond("turn", owner=during), inner))
        both = _both_exist(clause, args)
        if both is not None:
            return both
        sh_steps._only(args, {A.Role.SUBJECT, A.Role.GOAL, A.Role.NONE}, "an existence condition")
        subj = sel(args.get(A.Role.SUBJECT))
        neg = clause.form in (A.Form.NEGATIVE, A.Form.NEGATIVE_CONT)
        # 「…が2枚以上いるなら」: the count printed after the subject
        counted = sh_nouns.bare_count(args[A.Role.NONE]) if A.Role.NONE in args else None
        if counted is not None and (counted[0] is None or neg or subj.count is not None):
            raise Unsupported("an existence condition with this count")
        if A.Role.NONE in args and counted is None:
            raise Unsupported("an existence condition with none")
        if A.Role.GOAL in args:
            place = sel(args[A.Role.GOAL])
            if place.ref is not None and counted is not None:
                raise Unsupported("an existence condition with this count")
            if place == Sel(ref="chosen") and subj.ref is None and subj.zone is None:
                # それらのカードにCXがあるなら / …がないなら: among the cards just dealt with
                neg = clause.form in (A.Form.NEGATIVE, A.Form.NEGATIVE_CONT)
                return Cond("among", sel=subj, cmp="eq" if neg else "ge", n=0 if neg else 1)
            mine = "opponent" if place.ref == "facing" else "you"
            if (
                place.ref in ("facing", "front", "behind")
                and place == Sel(ref=place.ref)
                and subj.ref is None
                and subj.zone is None
                and subj.count is None
                and counted is None
                and subj.owner in (None, mine)
            ):
                # 「このカードの正面に相手のキャラがいるなら」 / 「…いないなら」: the slot facing this
                # card (3.6.6: the opponent's) / before / behind it holds such a character
                here = Sel(**{**subj.__dict__, "ref": place.ref, "owner": None})
                return Cond("count", sel=here, cmp="eq" if neg else "ge", n=0 if neg else 1)
            if place.ref or place.kind or place.traits or place.names or place.count:
                raise Unsupported("an existence condition at a card")
            if subj.ref == "this":
                if (
                    place.zone
                    not in (
                        "front_row",
                        "back_row",
                        "stage",
                        "center",  # 前列の中央の枠にこのカードがいるなら
                        *_ONE_SLOT[1:],  # 前列の左の枠にこのカードがいるなら
                        "clock",
                        "memory",
                        "waiting_room",  # 控え室にこのカードがあるなら: used from there (2.12.2.3)
                    )
                ):
                    raise Unsupported("this card in a zone")
                if place.pos is not None and place.zone != "clock":
                    raise Unsupported("this card at a position of a zone")
                # このカードがクロックの1番上にあり (アラーム, 10.1.1)
                return Cond("in_zone", sel=Sel(ref="this", zone=place.zone, pos=place.pos))
            if (
                subj.ref == "chosen"
                and place == Sel(zone=place.zone)
                and place.zone is not None
                and counted is None
                and subj.count is None
            ):
                # 「アンコールステップの始めに、それらのキャラが舞台にいるなら、…」: the cards the
                # effect named are there (still the same cards: one that changed zones is a new
                # card, 3.1.4)
                return Cond(
                    "ref_in_zone",
                    sel=Sel(**{**subj.__dict__, "zone": place.zone}),
                    cmp="eq" if neg else "ge",
                    n=0 if neg else 1,
                )
            subj = Sel(**{**subj.__dict__, "zone": place.zone, "owner": place.owner or subj.owner})
        if (
            subj.ref in ("facing", "front", "behind")
            and A.Role.GOAL not in args
            and counted is None
            and subj.count is None
            and subj.zone is None
        ):
            # 「このカードの正面のキャラがいないなら」: the slot facing (3.6.6) / before / behind
            # this card holds such a card, or not
            return Cond("count", sel=subj, cmp="eq" if neg else "ge", n=0 if neg else 1)
        if subj.ref is not None or subj.count is not None:
            raise Unsupported("an existence condition on a reference")
        if counted is not None:
            return Cond("count", sel=subj, cmp=VOCAB_CMP[counted[1]], n=counted[0])  # type: ignore[arg-type]
        return Cond("count", sel=subj, cmp="eq" if neg else "ge", n=0 if neg else 1)
    if (
        v == "be"
        and clause.form is A.Form.NOMINAL
        and set(args) == {A.Role.SUBJECT, A.Role.PREDICATE, A.Role.GOAL}
        and sel(args[A.Role.GOAL]) == Sel(ref="chosen")
        and _is_count(args[A.Role.PREDICATE])
    ):
        # 「それらのカードに《X》のキャラが2枚以上なら」: how many of the cards just dealt with
        # pass the filter
        subj = sel(args[A.Role.SUBJECT])
        if subj.ref or subj.zone or subj.owner or subj.count is not None:
            raise Unsupported("a count among the cards dealt with, of this shape")
        cmp, n = _pred_count(args[A.Role.PREDICATE])
        return Cond("among", sel=subj, cmp=cmp, n=n)
    if v == "be" and clause.form is A.Form.NOMINAL:
        sh_steps._only(args, {A.Role.SUBJECT, A.Role.PREDICATE, A.Role.TIME}, "a nominal condition")
        subj_np = args.get(A.Role.SUBJECT)
        pred = args.get(A.Role.PREDICATE)
        during = _during(args.get(A.Role.TIME))
        out: Cond
        if (
            isinstance(subj_np, A.NounPhrase)
            and len(subj_np.terms) > 2
            and subj_np.terms[-1] == A.Word("total")
            and isinstance(subj_np.terms[-2], A.Stat)
        ):
            # レベル置場のカードのレベルの合計が2以上 (経験, 10.10.1)
            stat = subj_np.terms[-2].id  # type: ignore[union-attr]
            cmp, n = _pred_count(pred)
            rest = subj_np.terms[:-2]
            target = sel(A.NounPhrase(rest, subj_np.links[: len(rest) - 1]))
            if target.ref is not None or target.zone is None:
                raise Unsupported("a total of the values of cards not in a zone")
            out = Cond("total", sel=target, stat=stat, cmp=cmp, n=n)
        elif (
            isinstance(subj_np, A.NounPhrase)
            and subj_np.terms
            and isinstance(subj_np.terms[-1], A.Stat)
        ):
            stat = subj_np.terms[-1].id
            cmp, n = _pred_count(pred)
            rest = subj_np.terms[:-1]
            if stat == "level" and len(rest) == 1 and isinstance(rest[0], A.Owner):
                who = "opponent" if rest[0].who == "opponent" else "you"
                out = Cond("level", owner=who, cmp=cmp, n=n)
            else:
                target = sel(A.NounPhrase(rest, subj_np.links[: len(rest) - 1]))
                if target.ref is None:
                    raise Unsupported("a stat condition on a group of cards")
                out = Cond("stat", sel=target, stat=stat, cmp=cmp, n=n)
        elif _is_count(pred):
            target = sel(subj_np)
            if target.ref is not None:
                raise Unsupported("a count condition on a reference")
            cmp, n = _pred_count(pred)
            if target.zone is None and target.kind in (None, "character"):
                target = Sel(**{**target.__dict__, "zone": "stage"})
            out = Cond("count", sel=target, cmp=cmp, n=n)
        else:
            target = sel(subj_np)
            filt = sel(pred)
            if filt.ref or filt.owner or filt.zone or filt.count is not None:
                raise Unsupported("a nominal predicate that is not a card filter")
            if target.ref == "chosen":
                out = Cond("match", sel=filt)
            elif target.ref is None and target.bound == "all" and target.count is None:
                # あなたのキャラすべてが《X》か《Y》なら: every one of them is
                if target.kind not in (None, "character"):
                    raise Unsupported("a condition on every card of a zone")
                zone = target.zone or "stage"
                out = Cond("every", sel=Sel(**{**target.__dict__, "zone": zone}), filt=filt)
            elif target.ref in ("this", "facing", "front", "behind", "battle_opponent"):
                # このカードの正面のキャラが緑か赤なら: there is that card and it is
                out = Cond("every", sel=target, filt=filt, n=1)
            else:
                raise Unsupported("a nominal condition on something other than the chosen card")
        if during:
            return Cond("and", parts=(Cond("turn", owner=during), out))
        return out
    if (
        v == "come_out"
        and clause.form is A.Form.NEGATIVE
        and set(args) == {A.Role.SUBJECT, A.Role.NONE}
        and sel(args[A.Role.SUBJECT]) == Sel(ref="chosen")
        and isinstance(args[A.Role.NONE], A.NounPhrase)
        and not _is_count(args[A.Role.NONE])
    ):
        # 「そのカードが《X》のキャラでないなら」: the grammar reads the copula でない as 出ない
        # (come_out) with the noun phrase before it bare; the card is there and is not one
        filt = sel(args[A.Role.NONE])
        if filt.ref or filt.owner or filt.zone or filt.count is not None:
            raise Unsupported("a nominal predicate that is not a card filter")
        return Cond("match", sel=filt, cmp="not")
    if (
        v == "pay"
        and clause.form is A.Form.PAST
        and set(args) == {A.Role.OBJECT}
        and args[A.Role.OBJECT] == A.NounPhrase((A.Stat("cost"),))
    ):
        # 「…コストを払ってよい。コストを払ったなら、…」: the ability's cost was paid (8.4.2.1)
        return Cond("paid")
    if (
        v == "add"
        and clause.form is A.Form.PAST
        and set(args) == {A.Role.GOAL}
        and sel(args[A.Role.GOAL]) == Sel(zone="hand")
    ):
        # 「…手札に加え、残りのカードを控え室に置く。手札に加えたなら」: this effect put a card into
        # the hand (what its moves put there, 1.3.2: a choice of none adds nothing)
        return Cond("count", sel=Sel(ref="put_by_effect", zone="hand"), cmp="ge", n=1)
    if v == "higher" and clause.form is A.Form.FINAL:
        # このカードのバトル相手のレベルが相手のレベルより高いなら
        sh_steps._only(args, {A.Role.SUBJECT, A.Role.THAN}, "a comparison")
        subj_np, than = args.get(A.Role.SUBJECT), args.get(A.Role.THAN)
        target, stat = _stat_only(subj_np)
        if (
            target is None
            or target.ref is None
            or stat != "level"
            or not isinstance(than, A.NounPhrase)
            or len(than.terms) != 2
            or not isinstance(than.terms[0], A.Owner)
            or than.terms[0].who not in ("you", "opponent")
            or than.terms[1] != A.Stat("level")
        ):
            raise Unsupported("a comparison of this shape")
        who = "opponent" if than.terms[0].who == "opponent" else "you"
        return Cond("above_level", sel=target, stat=stat, owner=who)
    if v == "use" and clause.form in (A.Form.PROGRESSIVE_NEG, A.Form.PAST):
        # 「このターン中、あなたが【起】を使っていないなら」 / 「…を使ったなら」: whether that player
        # used (paid the cost of, 8.1.1.1.2) an activated ability this turn
        sh_steps._only(args, {A.Role.TIME, A.Role.SUBJECT, A.Role.OBJECT}, "a use condition")
        who = sel(args.get(A.Role.SUBJECT))
        if (
            args.get(A.Role.TIME) is None
            or not isinstance(args[A.Role.TIME], A.Duration)
            or args[A.Role.TIME].id != "this_turn"
            or who not in (Sel(owner="you"), Sel(owner="opponent"))
            or args.get(A.Role.OBJECT) != A.NounPhrase((A.CardKind("activated_ability"),))
        ):
            raise Unsupported("a use condition of this shape")
        neg = clause.form is A.Form.PROGRESSIVE_NEG
        return Cond("used", owner=who.owner or "you", cmp="eq" if neg else "ge", n=0 if neg else 1)
    if v in ("rest", "stand", "reverse") and clause.form is A.Form.PAST:
        # 「2枚【レスト】したなら」: how many cards the step before turned to that state (a card
        # already in it was not turned, 1.3.2.1)
        sh_steps._only(args, {A.Role.NONE}, "a condition on what was done")
        counted = sh_nouns.bare_count(args.get(A.Role.NONE))
        if counted is None or counted[0] is None:
            raise Unsupported("a condition on what was done without a count")
        return Cond("acted", cmp=VOCAB_CMP[counted[1]], n=counted[0], orientation=v)
    if (
        v in ("return", "put", "reveal")
        and clause.form is A.Form.PAST
        and set(args) == {A.Role.NONE}
    ):
        # 「5枚戻したなら」 / 「2枚置いたなら」: how many cards the move before put there (of
        # those chosen, 8.6.3.1.2: as many as could be); 「1枚以上公開したなら」: how many the
        # reveal before showed (4.9.1)
        counted = sh_nouns.bare_count(args[A.Role.NONE])
        if counted is None or counted[0] is None:
            raise Unsupported("a condition on what was done without a count")
        return Cond("among", sel=Sel(), cmp=VOCAB_CMP[counted[1]], n=counted[0])
    if v in ("rest", "stand", "reverse") and clause.form is A.Form.PROGRESSIVE:
        sh_steps._only(args, {A.Role.SUBJECT}, "a state condition")
        target = sel(args.get(A.Role.SUBJECT))
        filt = Sel(orientation=v)
        if target.ref == "this":
            return Cond("state", sel=target, orientation=v)
        if target.ref in ("facing", "front", "behind", "battle_opponent"):
            # このカードの正面のキャラが【リバース】しているなら: there is that card and it is
            return Cond("every", sel=target, filt=filt, n=1)
        if target.ref is None and target.bound == "all" and target.count is None:
            # 相手の前列のキャラすべてが【リバース】しているなら: every one of them is, and there is
            # one at least (read as 「…すべてが《X》なら」 is; cards print 「…がいないか」 beside it)
            if target.kind not in (None, "character"):
                raise Unsupported("a state condition on every card of a zone")
            zone = target.zone or "stage"
            return Cond("every", sel=Sel(**{**target.__dict__, "zone": zone}), filt=filt)
        raise Unsupported("a state condition on another card")
    raise Unsupported(f"condition {v}.{clause.form.value}")


def _during(d: A.NounPhrase | A.Duration | None) -> str | None:
    if d is None:
        return None
    if isinstance(d, A.Duration) and d.id == "during_your_turn":
        return "you"
    if isinstance(d, A.Duration) and d.id == "during_opponent_turn":
        return "opponent"
    raise Unsupported("a duration in a condition")


# --------------------------------------------------------------------------- triggers


# keywords whose 『X』を使った is an event of the game (10.5.3, 10.7.4, 10.8.5, 10.11.4, 10.12.3,
# 10.13.3, 10.14.3, 10.15.3)
USED_KEYWORDS = ("助太刀", "集中", "チェンジ", "シフト", "加速", "共鳴", "フォース", "合体")
# 『X』で舞台に置かれた時 (10.8.4, 10.15.3)
PLACED_BY = ("チェンジ", "合体")


def _effect_of(np: A.NounPhrase | A.Duration | None) -> tuple[tuple[str, ...], str | None] | None:
    """「X」の効果 / 「X」の【起】の効果 / 「X」の【自】の効果: the card names and the ability kind."""
    if not isinstance(np, A.NounPhrase) or not np.terms or np.terms[-1] != A.CardKind("effect"):
        return None
    terms = list(np.terms[:-1])
    kind = None
    if terms and terms[-1] in (A.CardKind("activated_ability"), A.CardKind("auto_ability")):
        kind = "activated" if terms.pop() == A.CardKind("activated_ability") else "auto"
    links = np.links[: len(terms) - 1] if terms else ()
    if not terms or not all(isinstance(t, A.Name) for t in terms) or any(x != "か" for x in links):
        return None
    return tuple(t.text for t in terms), kind  # type: ignore[union-attr]


def _quoted_keyword(np: A.NounPhrase | A.Duration | None) -> str | None:
    """『X』: the name of a quoted keyword that stands alone (no text of its own)."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 1:
        return None
    q = np.terms[0]
    if not isinstance(q, A.Quote) or len(q.abilities) != 1:
        return None
    ab = q.abilities[0]
    if ab.keyword is None or ab.effect is not None or ab.trigger is not None or ab.cost:
        return None
    return ab.keyword.name


def _trigger_and(e: A.Action, t: A.Trigger) -> Trig:
    """A trigger event with a circumstance before it: 「このカードが手札から舞台に置かれたターン中、
    …時」, 「あなたのメインフェイズ中、…時」, 「このカードがプレイされて舞台に置かれた時」."""
    rels = [
        a.value.terms[0]
        for a in e.args
        if isinstance(a.value, A.NounPhrase)
        and len(a.value.terms) == 1
        and isinstance(a.value.terms[0], A.Relative)
    ]
    if len(rels) != 2 or not isinstance(rels[1].clause, A.Action):
        raise Unsupported("a trigger and")
    first, when = rels[0].clause, rels[1].clause
    if first.verb == "play" and first.form is A.Form.PASSIVE_TE:
        # このカードがプレイされて舞台に置かれた時
        if sh_cond.args_of(first) != {A.Role.SUBJECT: A.NounPhrase((A.Ref("this_card"),))}:
            raise Unsupported("a trigger and")
        rel = when.args[0].value.terms[0] if when.verb == "when" and when.args else None  # type: ignore[union-attr]
        c = rel.clause if isinstance(rel, A.Relative) else None
        if (
            c is None
            or c.verb != "put"
            or c.form is not A.Form.PASSIVE_PAST
            or sh_cond.args_of(c) != {A.Role.GOAL: A.NounPhrase((A.Zone("stage"),))}
        ):
            raise Unsupported("a trigger and")
        return Trig("placed", subject=Sel(ref="this"), dst=("stage",), means="play")
    pred = first.arg(A.Role.PREDICATE) if first.verb == "be" else None
    if pred is None or len(first.args) != 1:
        raise Unsupported("a trigger and")
    return _circumstance(pred.terms, trigger(A.Trigger(event=when, during=t.during)))


def _circumstance(terms: tuple[Any, ...], base: Trig) -> Trig:
    """A trigger read only in the period printed before it (「…ターン中、」 / 「…フェイズ中、」):
    ``terms`` is that period, ``base`` the trigger after it."""
    if base.event == "any":  # 「…ターン中、A時かB時」: each of them, in that period
        return Trig(
            **{**base.__dict__, "parts": tuple(_circumstance(terms, p) for p in base.parts)}
        )
    if (
        len(terms) == 3
        and isinstance(terms[0], A.Relative)
        and terms[1:] == (A.Word("turn"), A.Word("during"))
    ):
        c = terms[0].clause
        args = sh_cond.args_of(c)
        src = args.get(A.Role.SOURCE)
        if (
            c.verb != "put"
            or c.form is not A.Form.PASSIVE_PAST
            or set(args) != {A.Role.SUBJECT, A.Role.SOURCE, A.Role.GOAL}
            or args[A.Role.SUBJECT] != A.NounPhrase((A.Ref("this_card"),))
            or args[A.Role.GOAL] != A.NounPhrase((A.Zone("stage"),))
            or not isinstance(src, A.NounPhrase)
            or not all(isinstance(z, A.Zone) and z.id in ZONES for z in src.terms)
        ):
            raise Unsupported("a trigger and")
        zones = tuple(ZONES[z.id] for z in src.terms)  # type: ignore[union-attr]
        return Trig(**{**base.__dict__, "entered": zones})
    if (
        len(terms) == 3
        and isinstance(terms[0], A.Owner)
        and terms[0].who in ("you", "opponent")
        and isinstance(terms[1], A.Word)
        and terms[1].id in PHASES
        and terms[2] == A.Word("during")
    ):
        return Trig(**{**base.__dict__, "phase_during": (terms[0].who, PHASES[terms[1].id])})
    raise Unsupported("a trigger and")


def _battling_reverse(battle: A.Action, rev: A.Action, t: A.Trigger) -> Trig:
    """このカードとバトルしているキャラが【リバース】した時 (its battle opponent) / バトルしている
    このカードが【リバース】した時 (this card, reversed in a battle)."""
    bargs, rargs = sh_cond.args_of(battle), sh_cond.args_of(rev)
    other = False
    if bargs.get(A.Role.NONE) == A.NounPhrase((A.Ref("other"), A.Word("battle")), ("の",)):
        # 他のバトルしているあなたのキャラ: 他の is the character's
        other = True
        bargs[A.Role.NONE] = A.NounPhrase((A.Word("battle"),))
    if bargs.get(A.Role.NONE) != A.NounPhrase((A.Word("battle"),)) or set(rargs) != {
        A.Role.SUBJECT
    }:
        raise Unsupported("a trigger of this shape")
    subj = sel(rargs[A.Role.SUBJECT])
    during = _during(t.during)
    if set(bargs) == {A.Role.NONE} and subj.ref is None:
        # 他のバトルしているあなたのキャラが【リバース】した時: a character reversed while in a
        # battle (7.2.1.5.1)
        if subj.zone not in (None, "stage") or subj.count is not None:
            raise Unsupported("a trigger of this shape")
        if subj.kind not in (None, "character"):
            raise Unsupported("a trigger of this shape")
        return Trig(
            "reversed",
            subject=Sel(**{**subj.__dict__, "other": other or subj.other, "in_battle": True}),
            during=during,
        )
    if other:
        raise Unsupported("a trigger of this shape")
    if (
        set(bargs) == {A.Role.NONE, A.Role.WITH}
        and subj == Sel(kind="character")
        and bargs[A.Role.WITH] != A.NounPhrase((A.Ref("this_card"),))
    ):
        # 他のあなたのキャラとバトルしているキャラが【リバース】した時: the battle opponent of a
        # character the filters name (7.2.1.5.1)
        holder = sel(bargs[A.Role.WITH])
        if holder.ref is not None or holder.zone not in (None, "stage") or holder.count is not None:
            raise Unsupported("a trigger of this shape")
        return Trig("reversed", subject=Sel(ref="battle_opponent_of"), of=holder, during=during)
    if set(bargs) == {A.Role.NONE, A.Role.WITH} and bargs[A.Role.WITH] == A.NounPhrase(
        (A.Ref("this_card"),)
    ):
        if subj.ref is not None or subj.zone or subj.owner or subj.count is not None:
            raise Unsupported("a trigger of this shape")
        return Trig(
            "reversed", subject=Sel(**{**subj.__dict__, "ref": "battle_opponent"}), during=during
        )
    if set(bargs) == {A.Role.NONE} and subj == Sel(ref="this"):
        return Trig("reversed", subject=Sel(ref="this", in_battle=True), during=during)
    raise Unsupported("a trigger of this shape")


def _cancel_trigger(
    give: A.Action | A.Unparsed, cancel: A.Action | A.Unparsed, t: A.Trigger
) -> Trig:
    """このカードの(相手に)与えたダメージがキャンセルされた時 (4.10.1.2: the damage this card dealt
    was cancelled); (相手のターン中、)あなたの受けたダメージがキャンセルされなかった時 (4.10.1.3)."""
    if (
        isinstance(give, A.Action)
        and isinstance(cancel, A.Action)
        and give.verb == "receive"
        and give.form is A.Form.PAST
        and cancel.verb == "cancel"
        and cancel.form is A.Form.PASSIVE_NEG_PAST
        and sh_cond.args_of(cancel) == {A.Role.SUBJECT: A.NounPhrase((A.Word("damage"),))}
    ):
        gargs = sh_cond.args_of(give)
        time = gargs.pop(A.Role.TIME, None)
        if gargs == {A.Role.SUBJECT_NO: A.NounPhrase((A.Owner("you"),))}:
            if time == A.Duration("this_battle_of_card"):
                # このカードのバトル中、あなたの受けたダメージがキャンセルされなかった時
                return Trig("damage_taken", subject=Sel(ref="this", in_battle=True), owner="you")
            during = _during(time) or _during(t.during)
            return Trig("damage_taken", owner="you", during=during)
        raise Unsupported("a damage trigger of this shape")
    if (
        isinstance(give, A.Action)
        and isinstance(cancel, A.Action)
        and give.verb == "give"
        and give.form is A.Form.PAST
        and cancel.verb == "cancel"
        and cancel.form is A.Form.PASSIVE_NEG_PAST
        and sh_cond.args_of(cancel) == {A.Role.SUBJECT: A.NounPhrase((A.Word("damage"),))}
        and sh_cond.args_of(give) == {A.Role.SUBJECT_NO: A.NounPhrase((A.Ref("this_card"),))}
    ):
        # このカードの与えたダメージがキャンセルされなかった時: the damage this card was the
        # source of went to the clock (4.10.1.3)
        return Trig("damage_dealt", subject=Sel(ref="this"), during=_during(t.during))
    if (
        not isinstance(give, A.Action)
        or not isinstance(cancel, A.Action)
        or give.verb not in ("give", "receive")
        or give.form is not A.Form.PAST
        or cancel.verb != "cancel"
        or cancel.form is not A.Form.PASSIVE_PAST
        or sh_cond.args_of(cancel) != {A.Role.SUBJECT: A.NounPhrase((A.Word("damage"),))}
    ):
        raise Unsupported("a trigger of this shape")
    args = sh_cond.args_of(give)
    this = A.NounPhrase((A.Ref("this_card"),))
    if give.verb == "receive" and args == {
        A.Role.TIME: A.Duration("this_battle_of_card"),
        A.Role.SUBJECT_NO: A.NounPhrase((A.Owner("you"),)),
    }:
        # このカードのバトル中、あなたの受けたダメージがキャンセルされた時
        return Trig("damage_cancelled", subject=Sel(ref="this", in_battle=True), owner="you")
    if args == {A.Role.SUBJECT_NO: this}:
        return Trig("damage_cancelled", subject=Sel(ref="this"), during=_during(t.during))
    if args == {A.Role.GOAL: A.NounPhrase((A.Ref("this_card"), A.Owner("opponent")), ("の",))}:
        return Trig(
            "damage_cancelled", subject=Sel(ref="this"), owner="opponent", during=_during(t.during)
        )
    raise Unsupported("a damage trigger of this shape")


def _subject_of(args: dict[A.Role, Any], subject: Sel | None) -> Sel:
    """What a trigger's event is about: its subject, else (the second event of 「XがA時かB時」,
    which names none) the first event's."""
    if A.Role.SUBJECT in args:
        return sel(args[A.Role.SUBJECT])
    if subject is None:
        raise Unsupported("a missing noun phrase")
    return subject


def trigger(t: A.Trigger, subject: Sel | None = None) -> Trig:
    """``subject``: who a placement trigger without a subject is about (the second half of
    「このカードが…時か『チェンジ』で舞台に置かれた時」)."""
    e = t.event
    if isinstance(e, A.Action) and e.verb == "or":
        parts: list[Trig] = []
        for a in e.args:
            rel = a.value.terms[0] if isinstance(a.value, A.NounPhrase) else None
            if not isinstance(rel, A.Relative) or len(a.value.terms) != 1:  # type: ignore[union-attr]
                raise Unsupported("a trigger or of this shape")
            first = parts[0].subject if parts else None
            parts.append(trigger(A.Trigger(event=rel.clause, during=t.during), first))
        return Trig("any", parts=tuple(parts))
    if isinstance(e, A.Action) and e.verb == "and" and len(e.args) == 2:
        return _trigger_and(e, t)
    if isinstance(e, A.Unparsed):
        raise Unsupported(f"an untyped trigger: {e.text}")
    if isinstance(e, A.Timing):
        terms = e.scope.terms
        alts = sh_trig.timing_alternatives(e, VOCAB)
        if alts is not None:  # あなたの、Aの始めかBの始めに
            parts = tuple(Trig("timing", phase=p.phase, point=p.point, owner=p.owner) for p in alts)
            return Trig("any", parts=parts)
        got = sh_trig.phase_of(e.scope, VOCAB)  # (あなたの)<phase>の始めに / 終わりに
        if got is not None:
            return Trig("timing", phase=got[1], point=e.point, owner=got[0])
        if (
            len(terms) == 3
            and isinstance(terms[0], A.Owner)
            and terms[0].who in ("you", "opponent")
            and terms[1] == A.Word("ordinal_prefix")
            and isinstance(terms[2], A.Count)
            and terms[2].unit == "turn"
            and terms[2].bound == "exact"
            and terms[2].number is not None
            and terms[2].number.value is not None
        ):
            # 「あなたの第1ターンの始めに」: the start of that player's turn (6.2.1.1), only the
            # nth of their turns
            return Trig(
                "timing",
                phase="turn",
                point=e.point,
                owner=terms[0].who,
                nth=terms[2].number.value,
            )
        if (
            len(terms) == 2
            and isinstance(terms[0], A.Ref)
            and terms[0].id == "this_card"
            and isinstance(terms[1], A.Word)
            and terms[1].id == "attack"
            and e.point == "end"
        ):
            return Trig("attack_end", subject=Sel(ref="this"))
        if (
            len(terms) > 1
            and terms[-1] == A.Word("attack")
            and e.scope.links[-1] == "の"
            and e.point == "end"
            and A.Word("during") not in terms  # 「…ターン中、…のアタックの終わりに」: below
        ):
            # 「このカードのバトル相手のアタックの終わりに」 / 「あなたの前列の中央の枠のキャラのアタック
            # の終わりに」 (7.6.1.5, 7.5.1.4): the end of an attack whose attacker is that card
            who = sel(A.NounPhrase(terms[:-1], e.scope.links[:-1]))
            if who.ref not in (None, "battle_opponent") or who.count is not None:
                raise Unsupported("the end of an attack of this shape")
            if who.ref is None and (
                who.kind not in (None, "character")
                or who.zone not in (None, "stage", "front_row", *_ONE_SLOT[:3])
            ):
                raise Unsupported("the end of an attack of this shape")
            return Trig("attack_end", subject=who)
        cut = next(
            (
                i
                for i, x in enumerate(terms[:-1])
                if x == A.Word("during") and e.scope.links[i] == "、"
            ),
            None,
        )
        if cut is not None:
            # 「このカードが手札から舞台に置かれたターン中、あなたの…の始めに」: the timing after
            # the period, read only in it (as 「…ターン中、…時」)
            rest = A.NounPhrase(terms[cut + 1 :], e.scope.links[cut + 1 :])
            inner = trigger(dataclasses.replace(t, event=dataclasses.replace(e, scope=rest)))
            return _circumstance(terms[: cut + 1], inner)
        raise Unsupported("a timing trigger of this shape")
    if not isinstance(e, A.Action) or e.verb != "when":
        raise Unsupported(f"a trigger {getattr(e, 'verb', type(e).__name__)}")
    np0 = e.args[0].value if len(e.args) == 1 else None
    if (
        isinstance(np0, A.NounPhrase)
        and len(np0.terms) == 2
        and all(isinstance(x, A.Relative) for x in np0.terms)
    ):
        first, second = np0.terms[0].clause, np0.terms[1].clause  # type: ignore[union-attr]
        folded = _icon_relative(first, second) or _modifier_relative(first, second)
        if folded is not None:
            # 「(あなたの)トリガーアイコンに[[soul.gif]]があるカードがトリガーした時」: the grammar
            # hangs the relative clause beside the event; it describes the event's subject
            rel = A.NounPhrase((A.Relative(folded),))
            return trigger(
                dataclasses.replace(t, event=A.Action("when", (A.Arg(A.Role.NONE, rel),))), subject
            )
        if (
            isinstance(first, A.Action)
            and isinstance(second, A.Action)
            and first.verb == "do"
            and first.form is A.Form.PROGRESSIVE
            and second.verb == "reverse"
            and second.form is A.Form.PAST
        ):
            return _battling_reverse(first, second, t)
        return _cancel_trigger(first, second, t)
    rel = e.args[0].value.terms[0] if isinstance(e.args[0].value, A.NounPhrase) else None
    if len(e.args) != 1 or not isinstance(rel, A.Relative):
        raise Unsupported("a trigger of this shape")
    c = rel.clause
    either = _either_owner(c) if isinstance(c, A.Action) else None
    if either is not None:
        # 「あなたか相手のクロックが…時」: the event of either player's, each read alone
        parts = tuple(
            trigger(
                dataclasses.replace(
                    t,
                    event=dataclasses.replace(
                        e,
                        args=(
                            dataclasses.replace(e.args[0], value=A.NounPhrase((A.Relative(x),))),
                        ),
                    ),
                ),
                subject,
            )
            for x in either
        )
        return Trig("any", parts=parts)
    subjects = [a.value for a in c.args if a.role is A.Role.SUBJECT]  # type: ignore[union-attr]
    icon_owner: str | None = None
    if (
        len(subjects) == 2
        and isinstance(subjects[0], A.NounPhrase)
        and len(subjects[0].terms) == 2
        and isinstance(subjects[0].terms[0], A.Owner)
        and subjects[0].terms[1] == A.Word("trigger_icon")
    ):
        # あなたのトリガーアイコンが[[choice.gif]]のクライマックス: 「あなたの」 is the climax's owner
        icon_owner = "you" if subjects[0].terms[0].who in ("you", "self") else "opponent"
        c = dataclasses.replace(
            c,  # type: ignore[arg-type]
            args=tuple(a for a in c.args if a.value is not subjects[0]),  # type: ignore[union-attr]
        )
    in_cx = next(
        (
            a
            for a in c.args  # type: ignore[union-attr]
            if a.role is A.Role.TIME
            and isinstance(a.value, A.Duration)
            and a.value.id == "during_cx_phase"
        ),
        None,
    )
    if in_cx is not None:
        # あなたのCXフェイズ中、…時: the trigger, only during the master's climax phase
        c2 = dataclasses.replace(c, args=tuple(a for a in c.args if a is not in_cx))  # type: ignore[arg-type]
        e2 = dataclasses.replace(
            e, args=(dataclasses.replace(e.args[0], value=A.NounPhrase((A.Relative(c2),))),)
        )
        inner = trigger(dataclasses.replace(t, event=e2), subject)
        if inner.phase_during is not None or inner.event == "any":
            raise Unsupported("a climax-phase trigger of this shape")
        return Trig(**{**inner.__dict__, "phase_during": ("you", "climax")})
    args = sh_cond.args_of(c)
    during = _during(args.pop(A.Role.TIME, None))
    if c.verb == "put" and c.form is A.Form.PASSIVE_PAST and A.Role.MEANS in args:
        # このカードが『チェンジ』で舞台に置かれた時 (10.8.4) / 『合体』で (10.15.3)
        sh_steps._only(
            args, {A.Role.SUBJECT, A.Role.MEANS, A.Role.GOAL}, "a placement trigger by means"
        )
        kw = _quoted_keyword(args[A.Role.MEANS])
        subj = sel(args[A.Role.SUBJECT]) if A.Role.SUBJECT in args else subject
        goal = sel(args.get(A.Role.GOAL))
        if args[A.Role.MEANS] == _OWN_CARD_EFFECT and subj is not None and subj.owner:
            # 「あなたのクロックが、自分のカードの効果で控え室に置かれた時」: a card of that player's
            # zone moved there by the effect of an ability of that player's card (8.2.1: an
            # effect, not a rule process)
            if subj.ref is not None or goal.zone is None or goal != Sel(zone=goal.zone):
                raise Unsupported("a put with means")
            return Trig(
                "placed",
                subject=subj,
                dst=(goal.zone,),
                means="own_effect",
                during=during,
            )
        by = _effect_of(args[A.Role.MEANS])
        if by is not None and subj == Sel(ref="this") and goal == Sel(zone="stage"):
            # このカードが「X」の(【起】の)効果で舞台に置かれた時: an ability of X put it there
            return Trig(
                "placed", subject=subj, dst=("stage",), by=by[0], by_kind=by[1], during=during
            )
        if kw not in PLACED_BY or subj != Sel(ref="this") or goal != Sel(zone="stage"):
            raise Unsupported("a put with means")
        return Trig("placed", subject=subj, dst=("stage",), means=kw, during=during)
    if c.verb == "put" and c.form is A.Form.PASSIVE_PAST:
        sh_steps._only(args, {A.Role.SUBJECT, A.Role.SOURCE, A.Role.GOAL}, "a placement trigger")
        subj = _subject_of(args, subject)
        goal = sel(args.get(A.Role.GOAL))
        if goal.ref or goal.kind or goal.names or goal.traits or goal.zone is None:
            raise Unsupported("a placement trigger with this destination")
        src: tuple[str, ...] = ()
        if A.Role.SOURCE in args:
            s = args[A.Role.SOURCE]
            if not isinstance(s, A.NounPhrase) or not all(isinstance(x, A.Zone) for x in s.terms):
                raise Unsupported("a placement trigger with this source")
            src = tuple(ZONES[x.id] for x in s.terms if x.id in ZONES)
            if len(src) != len(s.terms):
                raise Unsupported("a placement trigger from an unknown zone")
        if icon_owner is not None:
            if subj.ref is not None or not subj.icons or subj.owner:
                raise Unsupported("a trigger icon placement of this shape")
            subj = Sel(**{**subj.__dict__, "owner": icon_owner})
        if goal.owner and not subj.owner:
            subj = Sel(**{**subj.__dict__, "owner": goal.owner})
        if subj.ref not in (None, "this"):
            raise Unsupported("a placement trigger on a reference")
        if (
            subj.ref == "this"
            and goal.zone not in ("stage", "front_row", "back_row", "center", "climax")
            and src != ("stage",)
        ):
            # このカードが手札から控え室に置かれた時 …: the engine watches this card's text only
            # where it works (on the stage, and as it left the stage) — refused, not ignored
            raise Unsupported("a trigger on this card moving outside the stage")
        return Trig("placed", subject=subj, src=src, dst=(goal.zone,), during=during)
    if c.verb in ("attack", "front_attack", "direct_attack", "side_attack") and c.form in (
        A.Form.PAST,
        A.Form.PASSIVE_PAST,
    ):
        sh_steps._only(args, {A.Role.SUBJECT}, "an attack trigger")
        subj = _subject_of(args, subject)
        kind = {
            "attack": None,
            "front_attack": "front",
            "direct_attack": "direct",
            "side_attack": "side",
        }[c.verb]
        if c.form is A.Form.PASSIVE_PAST:
            return Trig("attacked", subject=subj, attack_kind=kind, during=during)
        if subj.ref not in (None, "this"):
            raise Unsupported("an attack trigger on a reference")
        return Trig("attack", subject=subj, attack_kind=kind, during=during)
    if c.verb == "use" and c.form is A.Form.PAST:
        # あなたがこのカードの『助太刀』を使った時 (10.5.3) / あなたが【起】を使った時
        sh_steps._only(args, {A.Role.SUBJECT, A.Role.OBJECT}, "a use trigger")
        obj = args.get(A.Role.OBJECT)
        who = sel(args.get(A.Role.SUBJECT))
        kw = _quoted_keyword(obj)
        if kw in USED_KEYWORDS and who in (Sel(owner="you"), Sel(owner="opponent")):
            # あなたが / 相手が『集中』を使った時 (10.7.4, 10.8.5, …): the keyword's "used" event
            return Trig("used", subject=Sel(owner=who.owner), keyword=kw, during=during)
        if who != Sel(owner="you"):
            raise Unsupported("a use trigger of someone else")
        if obj == A.NounPhrase((A.CardKind("activated_ability"),)):
            return Trig("used", subject=Sel(kind="activated"), during=during)
        if (
            isinstance(obj, A.NounPhrase)
            and len(obj.terms) == 2
            and obj.terms[0] == A.Ref("this_card")
            and isinstance(obj.terms[1], A.Quote)
            and len(obj.terms[1].abilities) == 1
            and obj.terms[1].abilities[0].keyword is not None
            and obj.terms[1].abilities[0].keyword.name == "助太刀"
        ):
            return Trig("used", subject=Sel(ref="this", kind="助太刀"), during=during)
        raise Unsupported("a use trigger of this ability")
    if c.verb == "trigger" and c.form is A.Form.PAST:
        # あなたのCXがトリガーした時: the card the trigger check puts into the resolution zone
        sh_steps._only(args, {A.Role.SUBJECT}, "a trigger-check trigger")
        subj = sel(args.get(A.Role.SUBJECT))
        if subj.ref is not None or subj.zone is not None or subj.count is not None:
            raise Unsupported("a trigger-check trigger of this shape")
        if icon_owner is not None:
            subj = Sel(**{**subj.__dict__, "owner": icon_owner})
        return Trig("triggered", subject=subj, during=during)
    if c.verb == "come_out" and c.form is A.Form.PAST:
        # あなたのキャラのトリガーチェックでクライマックスがでた時: the card the trigger check of
        # that player's attack reveals (7.3.1.2), read as 「あなたのCXがトリガーした時」
        sh_steps._only(args, {A.Role.SUBJECT, A.Role.MEANS}, "a trigger-check trigger")
        m = args.get(A.Role.MEANS)
        subj = sel(args.get(A.Role.SUBJECT))
        if (
            not isinstance(m, A.NounPhrase)
            or [type(t).__name__ for t in m.terms] != ["Owner", "CardKind", "Word"]
            or m.terms[0].who not in ("you", "opponent")  # type: ignore[union-attr]
            or m.terms[1].id != "character"  # type: ignore[union-attr]
            or m.terms[2].id != "trigger_check"  # type: ignore[union-attr]
            or subj.ref is not None
            or subj.zone is not None
            or subj.owner is not None
            or subj.count is not None
        ):
            raise Unsupported("a trigger-check trigger of this shape")
        owner = m.terms[0].who  # type: ignore[union-attr]
        return Trig("triggered", subject=Sel(**{**subj.__dict__, "owner": owner}), during=during)
    if c.verb == "reverse" and c.form is A.Form.PAST:
        np = args.get(A.Role.SUBJECT)
        if (
            A.Role.MEANS not in args
            and isinstance(np, A.NounPhrase)
            and len(np.terms) > 1
            and np.terms[-1] == A.Word("battle_opponent")
            and np.links[-1] == "の"
            and sel(A.NounPhrase(np.terms[:-1], np.links[:-1])).ref is None
        ):
            # 他のあなたのキャラのバトル相手が【リバース】した時: the character battling one of
            # the characters these filters name (7.2.1.5.1)
            sh_steps._only(args, {A.Role.SUBJECT}, "a reverse trigger")
            holder = sel(A.NounPhrase(np.terms[:-1], np.links[:-1]))
            if (
                holder.kind != "character"
                or holder.zone not in (None, "stage")
                or holder.count is not None
            ):
                raise Unsupported("a reverse trigger on the battle opponent of these cards")
            return Trig("reversed", subject=Sel(ref="battle_opponent_of"), of=holder, during=during)
        means = args.pop(A.Role.MEANS, None)
        if args.get(A.Role.WITH) == A.NounPhrase((A.Ref("this_card"),)) and means is None:
            # このカードとバトル中の、黄か青のキャラが【リバース】した時: its battle opponent
            args.pop(A.Role.WITH)
            means = A.NounPhrase((A.Ref("this_card"), A.Word("battle_opponent")), ("の",))
            subj0 = sel(args.get(A.Role.SUBJECT))
            if subj0.ref is not None:
                raise Unsupported("a reverse trigger with with")
        sh_steps._only(args, {A.Role.SUBJECT}, "a reverse trigger")
        subj = _subject_of(args, subject)
        if means is not None:
            # このカードのバトル相手でレベル2以上のキャラが【リバース】した時
            if sel(means) != Sel(ref="battle_opponent") or subj.ref is not None:
                raise Unsupported("a reverse trigger with means")
            if subj.zone or subj.owner or subj.count is not None:
                raise Unsupported("a reverse trigger with means")
            subj = Sel(**{**subj.__dict__, "ref": "battle_opponent", "in_battle": False})
        elif subj.ref is None:
            # 他のあなたのバトル中のキャラが【リバース】した時: any character that passes the filters
            if subj.zone not in (None, "stage") or subj.count is not None:
                raise Unsupported("a reverse trigger on other cards")
            if subj.kind not in (None, "character"):
                raise Unsupported("a reverse trigger on other cards")
        elif subj.ref not in ("this", "battle_opponent"):
            raise Unsupported("a reverse trigger on other cards")
        return Trig("reversed", subject=subj, during=during)
    if c.verb == "level_up" and c.form is A.Form.PAST:
        # 「あなたがレベルアップした時」: that player put a card into the level zone by the rule
        # process of 9.3 (9.3.2)
        sh_steps._only(args, {A.Role.SUBJECT}, "a level-up trigger")
        who = sel(args.get(A.Role.SUBJECT))
        if who not in (Sel(owner="you"), Sel(owner="opponent")):
            raise Unsupported("a level-up trigger of this shape")
        return Trig("level_up", owner=who.owner, during=during)
    if c.verb == "refresh" and c.form is A.Form.PAST:
        # 「あなたが山札をリフレッシュした時」: that player carried out the refresh process (9.2.4)
        sh_steps._only(args, {A.Role.SUBJECT, A.Role.OBJECT}, "a refresh trigger")
        who = sel(args.get(A.Role.SUBJECT))
        if who not in (Sel(owner="you"), Sel(owner="opponent")) or sel(
            args.get(A.Role.OBJECT)
        ) != Sel(zone="deck"):
            raise Unsupported("a refresh trigger of this shape")
        return Trig("refresh", owner=who.owner, during=during)
    if c.verb == "play" and c.form is A.Form.PAST:
        # 「あなたがイベントをプレイした時」: that player's card of that description has been
        # played (8.6.2.4)
        sh_steps._only(args, {A.Role.SUBJECT, A.Role.OBJECT}, "a play trigger")
        who = sel(args.get(A.Role.SUBJECT))
        what = sel(args.get(A.Role.OBJECT))
        if (
            who not in (Sel(owner="you"), Sel(owner="opponent"))
            or what.ref is not None
            or what.owner is not None
            or what.zone is not None
            or what.count is not None
            or what.kind is None
        ):
            raise Unsupported("a play trigger of this shape")
        return Trig("played", subject=what, owner=who.owner, during=during)
    if c.verb == "rest" and c.form is A.Form.PAST:
        # 「相手の【スタンド】しているキャラが【レスト】した時」: a character on the stage turned to
        # 【レスト】 — by an attack (7.2.1.5.3), a cost, an effect — that was 【スタンド】 before it
        # (the subject's state is read as it was when the event happened, 8.1.1.2.1)
        battling = args.get(A.Role.WITH) == A.NounPhrase((A.Ref("this_card"),))
        if battling:
            # 「このカードとバトル中のキャラが【レスト】した時」: its battle opponent (7.2.1.5.1); the
            # grammar hangs 「このカードと」 on the verb
            args.pop(A.Role.WITH)
        sh_steps._only(args, {A.Role.SUBJECT}, "a rest trigger")
        subj = _subject_of(args, subject)
        if battling:
            if (
                subj.ref is not None
                or not subj.in_battle
                or subj.owner
                or subj.zone
                or subj.count is not None
                or subj.orientation is not None
                or subj.kind not in (None, "character")
            ):
                raise Unsupported("a rest trigger with with")
            subj = Sel(**{**subj.__dict__, "ref": "battle_opponent", "in_battle": False})
        elif (
            subj.ref is not None
            or subj.zone not in (None, "stage")
            or subj.count is not None
            or subj.kind not in (None, "character")
            or subj.orientation not in (None, "stand")
        ):
            raise Unsupported("a rest trigger of this shape")
        return Trig("rested", subject=subj, during=during)
    raise Unsupported(f"trigger {c.verb}.{c.form.value}")


# --------------------------------------------------------------------------- costs


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


def cost_items(cost: A.Cost) -> tuple[CostItem, ...]:
    out = []
    cost = dataclasses.replace(cost, items=_state_before_object(cost.items))
    for i, item in enumerate(cost.items):
        b = item.body
        if isinstance(b, A.Count):
            if b.unit != "stock" or b.number is None or b.number.value is None:
                raise Unsupported("a cost count")
            out.append(CostItem("stock", n=b.number.value))
            continue
        if isinstance(b, A.Unparsed):
            raise Unsupported(f"an untyped cost: {b.text}")
        args = sh_cond.args_of(b)
        if b.form not in (A.Form.FINAL, A.Form.CONTINUATIVE):
            raise Unsupported(f"a cost in form {b.form.value}")
        if b.verb == "reveal" and b.form in (A.Form.FINAL, A.Form.CONTINUATIVE):
            # 手札の「X」を1枚公開する (共鳴, 10.13.1): show the card; it stays in the hand
            sh_steps._only(args, {A.Role.OBJECT, A.Role.NONE}, "a reveal cost")
            s = sel(args.get(A.Role.OBJECT))
            n = sh_nouns.bare_count(args.get(A.Role.NONE)) if A.Role.NONE in args else None
            if (
                s.ref is not None
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
                s = Sel(**{**s.__dict__, "zone": s.zone or "stage"})
                out.append(CostItem("rest", sel=s, n=n[0]))
            else:
                raise Unsupported("a rest cost of this shape")
        elif b.verb == "put" and A.Role.SOURCE in args:
            sh_steps._only(args, {A.Role.OBJECT, A.Role.SOURCE, A.Role.GOAL}, "a move cost")
            src = sel(args[A.Role.SOURCE])
            nb = sh_nouns.bare_count(args.get(A.Role.OBJECT))
            dest = sel(args.get(A.Role.GOAL))
            if (
                src.zone != "deck"
                or src.pos != "top"
                or src.owner == "opponent"
                or nb is None
                or nb[0] is None
                or nb[1] != "exact"
                or dest.zone not in ("waiting_room", "clock", "stock", "memory")
            ):
                raise Unsupported("a move cost from this source")
            out.append(CostItem("deck_top", n=nb[0], dest=dest.zone))
        elif b.verb in ("put", "do", "return"):
            sh_steps._only(args, {A.Role.OBJECT, A.Role.NONE, A.Role.GOAL}, "a move cost")
            s = sel(args.get(A.Role.OBJECT))
            dest = sel(args.get(A.Role.GOAL))
            shuffled = (
                i + 1 < len(cost.items)
                and isinstance(nxt := cost.items[i + 1].body, A.Action)
                and nxt.verb == "shuffle"
                and sh_cond.args_of(nxt) == {A.Role.OBJECT: A.NounPhrase((A.Ref("that_deck"),))}
            )
            if b.verb == "return" and dest == Sel(zone="deck") and not shuffled:
                raise Unsupported("a cost return to the deck with no shuffle after it")
            if b.verb == "return" and dest not in (Sel(zone="hand"), Sel(zone="deck")):
                raise Unsupported("a cost return")
            if b.verb == "return" and dest == Sel(zone="hand") and s.ref != "this":
                raise Unsupported("a cost return")  # このカードを手札に戻す only
            if dest.zone not in ("waiting_room", "memory", "clock", "stock", "hand", "deck") or (
                dest.ref
            ):
                raise Unsupported("a move cost to this zone")
            n = sh_nouns.bare_count(args.get(A.Role.NONE)) if A.Role.NONE in args else None
            if n is None and s.ref is None and s.count is not None:
                # 手札のクライマックス1枚を控え室に置く: the count printed in the phrase
                n, s = (s.count, s.bound), Sel(**{**s.__dict__, "count": None, "bound": "exact"})
            pos = dest.pos or "top"
            if s.ref is None and s.zone is None and s.kind == "character":
                # 「あなたの《使い魔》のキャラを1枚控え室に置く」: 「キャラ」 with no zone named is a
                # character on the stage (2.3.2.1.2)
                s = Sel(**{**s.__dict__, "zone": "stage"})
            if s.ref == "this":
                out.append(CostItem("move", sel=s, n=1, dest=dest.zone, dest_pos=pos))
            elif (
                s.ref is None
                and s.zone in ("hand", "waiting_room", "memory", "climax", "stage", "under_this")
                and s.owner != "opponent"
                and s.pos is None
                and n is not None
                and n[0] is not None
                and n[1] == "exact"
            ):
                out.append(CostItem("move", sel=s, n=n[0], dest=dest.zone, dest_pos=pos))
            else:
                raise Unsupported("a move cost of this shape")
        elif b.verb == "shuffle" and out and out[-1].dest == "deck":
            # 「…を山札に戻し、その山札をシャッフルする」: the deck the cards were just put into
            sh_steps._only(args, {A.Role.OBJECT}, "a shuffle cost")
            if args[A.Role.OBJECT] != A.NounPhrase((A.Ref("that_deck"),)):
                raise Unsupported("a shuffle cost of this shape")
            out.append(CostItem("shuffle"))
        else:
            raise Unsupported(f"a cost {b.verb}")
    return tuple(out)


# --------------------------------------------------------------------------- effects

# given abilities by key (their canonical text): the effect in force names the key, the engine
# runs the compiled ability (2.12.2.3.1, 8.9.1.2)
GRANTED: dict[str, A.Ability] = {}


def _quoted(np: A.NounPhrase | A.Duration | None) -> tuple[A.Ability, ...] | None:
    """『…』『…』: the quoted abilities of a noun phrase made of quotes only, else None."""
    if not isinstance(np, A.NounPhrase) or not np.terms:
        return None
    if not all(isinstance(t, A.Quote) for t in np.terms):
        return None
    return tuple(ab for t in np.terms for ab in t.abilities)  # type: ignore[union-attr]


def _is_next_ability(np: A.NounPhrase | A.Duration | None) -> int | None:
    """次の能力 / 次の2つの能力: how many abilities the next sentence quotes."""
    if not isinstance(np, A.NounPhrase) or not np.terms or np.terms[0] != A.Ref("next"):
        return None
    if np.terms[-1] != A.CardKind("ability"):
        return None
    if len(np.terms) == 2:
        return 1
    if len(np.terms) == 3 and isinstance(np.terms[1], A.Count) and np.terms[1].unit == "item":
        return np.terms[1].number.value if np.terms[1].number else None
    return None


def grant_keys(quoted: tuple[A.Ability, ...]) -> tuple[str, ...]:
    """Register given abilities and return their keys; refuses any the engine cannot run
    (a given ability is run like a printed one: it must compile)."""
    from grammar.render import render_ability

    keys = []
    for ab in quoted:
        try:
            compile_ability(ab)
        except Unsupported as exc:
            raise Unsupported(f"giving an ability the engine cannot run ({exc.reason})") from exc
        key = render_ability(ab, "ws")
        GRANTED[key] = ab
        keys.append(key)
    return tuple(keys)


def _until(d: Any, kind: str) -> str | None:
    if kind == "continuous":
        if d is not None:
            raise Unsupported("a continuous ability with a duration")
        return None
    if d is None:
        return "game"  # no duration: as long as the card stays (3.1.4 ends it)
    if not isinstance(d, A.Duration) or d.id not in DURATIONS:
        raise Unsupported(f"a duration {getattr(d, 'id', d)}")
    return DURATIONS[d.id]


def _target(args: dict[A.Role, Any], *roles: A.Role) -> Sel:
    for r in roles:
        if r in args:
            return sel(args[r])
    return Sel(ref="chosen")


OPPONENT_VERBS = ("choose", "put", "return", "draw", "shuffle", "reveal")
# zones whose cards 「…すべてを」 can move at once
ALL_OF_ZONES = ("waiting_room", "hand", "stock", "clock", "memory", "climax", "level")


_FACES = (A.Word("face_up"), A.Word("face_down"))
_ANY_ORDER = (A.Word("favourite"), A.Word("order"))


def _as_marker(b: A.Action) -> tuple[tuple[A.Arg, ...], bool] | None:
    """The put's arguments without 「マーカーとして(表向きに / 裏向きに)」, and whether the
    markers are face up (3.7.2: face down unless the text says face up, 3.7.2.1). The grammar
    reads 「マーカーとして好きな順番で表向きに」 as one means (マーカーとして好きな順番で) and a
    second goal (表向きに): the order stays a means (好きな順番で) and the face is read from
    that goal, which is dropped."""
    if b.verb != "put":
        return None
    for a in b.args:
        v = a.value
        if not (
            # a second goal, or (after 「山札の上から1枚を、」) an argument of no role, or
            # (with 好きな順番で) a means
            a.role in (A.Role.GOAL, A.Role.NONE, A.Role.MEANS)
            and isinstance(v, A.NounPhrase)
            and len(v.terms) >= 2
            and v.terms[0] == A.CardKind("marker")
            and v.terms[1] == A.Word("as")
        ):
            continue
        rest = v.terms[2:]
        others = tuple(o for o in b.args if o is not a)
        if a.role is A.Role.MEANS:
            if rest != _ANY_ORDER:
                return None
            faces = [
                o
                for o in others
                if o.role is A.Role.GOAL
                and isinstance(o.value, A.NounPhrase)
                and len(o.value.terms) == 1
                and o.value.terms[0] in _FACES
            ]
            if len(faces) > 1:
                return None
            order = A.Arg(A.Role.MEANS, A.NounPhrase(_ANY_ORDER, ("",)))
            kept = tuple(order if o is a else o for o in b.args if not faces or o is not faces[0])
            face = faces[0].value.terms[0] if faces else None  # type: ignore[union-attr]
            return kept, face == A.Word("face_up")
        if len(rest) > 1 or (rest and rest[0] not in _FACES):
            return None
        return others, bool(rest) and rest[0] == A.Word("face_up")
    return None


def _every_player(np: Any) -> bool:
    """「すべてのプレイヤーは」: the topic names every player, not cards."""
    return (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and isinstance(np.terms[0], A.Count)
        and np.terms[0].bound == "all"
        and np.terms[0].number is None
        and np.terms[1] == A.Owner("player")
    )


# every zone a card can be in besides the stage (「すべての領域」)
EVERY_ZONE = ("hand", "deck", "waiting_room", "clock", "level", "stock", "memory", "climax")
EVERY_ZONE += ("resolution",)
_EVERY_ZONE = A.NounPhrase((A.Count(None, "card", "all"), A.Zone("any_zone")), ("の",))


def _everywhere_this(np: A.NounPhrase | A.Duration | None) -> bool:
    """「すべての領域にあるこのカード」: this card wherever it is (an ability that works in every
    zone, 2.12.2.3)."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 2 or np.terms[1] != A.Ref("this_card"):
        return False
    rel = np.terms[0]
    return (
        isinstance(rel, A.Relative)
        and isinstance(rel.clause, A.Action)
        and rel.clause.verb == "exist_thing"
        and rel.clause.form is A.Form.FINAL
        and sh_cond.args_of(rel.clause) == {A.Role.GOAL: _EVERY_ZONE}
    )


def _icon_grant(
    v: str,
    args: dict[A.Role, Any],
    subject: Sel | None,
    kind: str,
    icons: tuple[str, ...],
    base: dict[str, Any],
) -> Op:
    """「このカードはトリガーアイコンに[[X]]を得る」 / 「…のトリガーアイコンに[[X]]を与える」: a
    continuous grant of trigger icons (2.11; 8.9.1.2); 「すべての領域にある / の」: wherever the
    card is (the trigger check reads them in the resolution zone, 7.3.1.2)."""
    goal = args.get(A.Role.GOAL)
    icon_word = A.Word("trigger_icon")
    if len(icons) != 1:
        raise Unsupported(f"a {v} of one of several trigger icons")
    if kind != "continuous" or A.Role.TIME in args or not isinstance(goal, A.NounPhrase):
        raise Unsupported(f"a {v} of trigger icons of this shape")
    if v == "gain":
        if goal != A.NounPhrase((icon_word,)) or subject is None or subject.ref != "this":
            raise Unsupported("a gain of trigger icons of this shape")
        return Op("grant", target=subject, icons=icons, **base)
    if len(goal.terms) < 2 or goal.terms[-1] != icon_word or goal.links[-1] != "の":
        raise Unsupported("a give of trigger icons of this shape")
    terms, links = list(goal.terms[:-1]), list(goal.links[:-1])
    everywhere = False
    for i in range(len(terms) - 1):
        if (
            terms[i] == A.Count(None, "card", "all")
            and terms[i + 1] == A.Zone("any_zone")
            and links[i] == "の"
        ):
            # 「他のあなたのすべての領域の「X」」: the cards wherever they are
            del terms[i : i + 2], links[i : i + 2]
            everywhere = True
            break
    target = sel(A.NounPhrase(tuple(terms), tuple(links[: len(terms) - 1])))
    if target.ref is not None or target.zone is not None or target.count is not None:
        raise Unsupported("a give of trigger icons to these cards")
    zone = "anywhere" if everywhere else "stage"
    return Op("grant", target=Sel(**{**target.__dict__, "zone": zone}), icons=icons, **base)


def _card_prohibition(b: A.Action, subject: Sel, kind: str) -> Op | None:
    """A card that may not do something (a prohibition on a card, 1.3.3): ``what`` is
    side_attack / attack / stand_phase (it does not stand in the stand phase) /
    chosen_by_opponent (相手の効果に選ばれない) / move_slot (他の枠に動かせない)."""
    args = {a.role: a.value for a in b.args if a.role is not A.Role.TOPIC}
    if (
        b.verb == "choose"
        and b.form is A.Form.PASSIVE_NEG
        and args
        == {A.Role.GOAL: A.NounPhrase((A.Owner("opponent"), A.CardKind("effect")), ("の",))}
    ):
        # このカードは相手の効果に選ばれない
        if kind != "continuous" or subject.ref != "this":
            return None
        return Op("prohibit", target=subject, stat="chosen_by_opponent")
    if (
        b.verb == "give"
        and b.modal == "ことができない"
        and args
        == {
            A.Role.GOAL: A.NounPhrase((A.Owner("player"),)),
            A.Role.OBJECT: A.NounPhrase((A.Word("damage"),)),
        }
    ):
        # このカードはプレイヤーにダメージを与えることができない: neither by a battle nor by its
        # abilities (4.11.1: the card is the source of both)
        if kind != "continuous" or subject.ref != "this":
            return None
        return Op("prohibit", target=subject, stat="damage_player")
    if (
        b.verb == "reverse"
        and b.form is A.Form.PASSIVE_NEG
        and args
        == {
            A.Role.BY: A.NounPhrase(
                (
                    A.Owner("opponent"),
                    A.CardKind("character"),
                    A.CardKind("auto_ability"),
                    A.CardKind("effect"),
                ),
                ("の", "の", "の"),
            )
        }
    ):
        # このカードは相手のキャラの【自】の効果によって【リバース】されない (1.3.3); a battle's
        # reversal (7.6.1.2) is a rule's, not an effect's
        if kind != "continuous" or subject.ref != "this":
            return None
        return Op("prohibit", target=subject, stat="reversed_by_opponent_auto")
    if (
        b.verb == "move_to"
        and b.form is A.Form.CANNOT
        and args == {A.Role.GOAL: A.NounPhrase((A.Ref("other"), A.Zone("slot")), ("の",))}
    ):
        # このカードは他の枠に動かせない: neither the main phase's move (6.5.1.2.4) nor an
        # effect moves it to another slot (1.3.3); 「このカードの正面のキャラは…」: the character
        # facing this one, whichever it is now (3.6.6)
        if kind != "continuous" or subject.ref not in ("this", "facing"):
            return None
        return Op("prohibit", target=subject, stat="move_slot")
    if b.verb == "reverse" and b.form is A.Form.NEGATIVE and set(args) <= {A.Role.TIME}:
        # このカードは【リバース】しない: neither a battle (7.6.1.2) nor an effect reverses it
        # (1.3.3); 「そのターン中、」 in an effect: for that turn
        if kind == "continuous" and not args and subject.ref == "this":
            return Op("prohibit", target=subject, stat="reverse")
        if (
            kind != "continuous"
            and args.get(A.Role.TIME) == A.Duration("this_turn")
            and subject.ref in ("this", "chosen")
        ):
            return Op("prohibit", target=subject, stat="reverse", until="turn")
        return None
    if (
        b.verb == "decrease_by"
        and b.form is A.Form.NEGATIVE
        and {r: v for r, v in args.items() if r is not A.Role.TIME}
        == {A.Role.SUBJECT: A.NounPhrase((A.Stat("soul"),)), A.Role.MEANS: _SIDE_ATTACKING}
    ):
        # このカードはサイドアタックしてもソウルが減少しない: no soul -1 per level of the
        # character opposite (7.2.1.4.2) when it side-attacks
        if kind == "continuous" and A.Role.TIME not in args and subject.ref == "this":
            return Op("prohibit", target=subject, stat="side_attack_soul")
        if (
            kind != "continuous"
            and args.get(A.Role.TIME) == A.Duration("this_turn")
            and subject.ref in ("this", "chosen")
        ):
            return Op("prohibit", target=subject, stat="side_attack_soul", until="turn")
        return None
    if b.verb in ("side_attack", "front_attack", "attack") and b.form is A.Form.CANNOT and not args:
        # このカードはサイドアタックできない / フロントアタックできない / アタックできない (1.3.3;
        # the attack of that method is not declared, 7.2.1.4)
        if kind != "continuous" or subject.ref != "this":
            return None
        return Op("prohibit", target=subject, stat=b.verb)
    if b.verb == "stand" and b.form is A.Form.NEGATIVE and set(args) == {A.Role.GOAL}:
        g = args[A.Role.GOAL]
        if g == A.NounPhrase((A.Owner("you"), A.Word("stand_phase")), ("の",)):
            if kind != "continuous" or subject.ref != "this":
                return None
            return Op("prohibit", target=subject, stat="stand_phase")
        if g == A.NounPhrase(
            (A.Ref("next"), A.Owner("opponent"), A.Word("stand_phase")), ("の", "の")
        ):
            if kind == "continuous" or subject.ref != "chosen":
                return None
            return Op("prohibit", target=subject, stat="stand_phase", until="opponent_next_turn")
    return None


def _also_named(b: A.Action, kind: str, cond: Cond | None, lead: str | None) -> Op:
    """「(そのターン中、)このカード(のカード名)は「X」としても扱う」: the card is also treated as
    having the card name X (2.1.2: a quoted name refers to the cards with that name), for as long
    as the effect lasts (a continuous ability's, while it applies)."""
    args = sh_cond.args_of(b)
    sh_steps._only(args, {A.Role.TOPIC, A.Role.ALSO, A.Role.TIME}, "a name treated as another")
    topic, also = args.get(A.Role.TOPIC), args.get(A.Role.ALSO)
    this = A.NounPhrase((A.Ref("this_card"),))
    this_name = A.NounPhrase((A.Ref("this_card"), A.Word("card_name")), ("の",))
    if (
        b.form is not A.Form.FINAL
        or b.modal is not None  # 「…としても扱うことができる」: not the plain step
        or topic not in (this, this_name)
        or not isinstance(also, A.NounPhrase)
        or len(also.terms) != 2
        or not isinstance(also.terms[0], A.Name)
        or also.terms[1] != A.Word("as")
    ):
        raise Unsupported("a name treated as another, of this shape")
    name = also.terms[0].text
    if kind == "continuous":
        if A.Role.TIME in args:
            raise Unsupported("a continuous ability with a duration")
        until = None
    else:
        until = _until(args.get(A.Role.TIME), kind)
    return Op("also_name", target=Sel(ref="this"), also=(name,), until=until, cond=cond, lead=lead)


def _keyword_quote(t: Any) -> str | None:
    """『助太刀』 / 『【自】 アンコール』: the keyword a quote names (with nothing else)."""
    if isinstance(t, A.Quote) and len(t.abilities) == 1:
        ab = t.abilities[0]
        if ab.keyword is not None and ab.effect is None and ab.cost is None:
            return ab.keyword.name
    return None


def _forbidden_item(verb: str, np: Any) -> str:
    """What a player may not do: ``play`` from the hand an ``event`` / a ``backup`` (『助太刀』);
    ``use`` an ``encore`` (『【自】 アンコール』, the rules' ［(3)］ one too: 10.2.3), an
    ``encore@other`` (他のあなたのキャラの『【自】 アンコール』) or an ``activated@stage`` (舞台にいる
    キャラの【起】)."""
    terms = tuple(np.terms) if isinstance(np, A.NounPhrase) else ()
    if verb == "play" and len(terms) == 1:
        if terms[0] == A.CardKind("event"):
            return "event"
        if _keyword_quote(terms[0]) == "助太刀":
            return "backup"
    if verb == "use" and terms and _keyword_quote(terms[-1]) == "アンコール":
        if len(terms) == 1:
            return "encore"
        if terms[:-1] == (A.Ref("other"), A.Owner("you"), A.CardKind("character")):
            return "encore@other"
    if (
        verb == "use"
        and len(terms) == 3
        and isinstance(terms[0], A.Relative)
        and terms[1:] == (A.CardKind("character"), A.CardKind("activated_ability"))
    ):
        where = sh_cond.args_of(terms[0].clause) if terms[0].clause.verb == "exist" else {}
        if set(where) == {A.Role.GOAL} and sel(where[A.Role.GOAL]) == Sel(zone="stage"):
            return "activated@stage"
    if verb == "receive" and terms == (
        A.Owner("opponent"),
        A.CardKind("character"),
        A.CardKind("auto_ability"),
        A.CardKind("effect"),
        A.Word("damage"),
    ):
        return "damage@opponent_character_auto"  # 相手のキャラの【自】の効果によるダメージ
    raise Unsupported(f"a prohibition to {verb} something of this shape")


def _player_prohibition(
    b: A.Action, args: dict[A.Role, Any], who: str, kind: str, cond: Cond | None
) -> Op:
    """「相手はイベントを手札からプレイできない」 / 「あなたは他のあなたのキャラの『【自】 アンコール』を
    使えない」: the players ``who`` names may not do it while the effect lasts (a prohibition beats
    what the rules allow, 1.3.3). A continuous ability's 「このカードのバトル中、」 is a condition
    on this card being in a battle; a one-shot effect says how long it lasts."""
    time = args.pop(A.Role.TIME, None)
    until: str | None = None
    if kind == "continuous":
        during = _during(time) if time != A.Duration("this_battle_of_card") else None
        extra: Cond | None = None
        if time == A.Duration("this_battle_of_card"):
            extra = Cond("count", sel=Sel(ref="this", in_battle=True))
        elif during is not None:
            extra = Cond("turn", owner=during)
        elif time is not None:
            raise Unsupported("a prohibition during this time")
        if extra is not None:
            cond = extra if cond is None else Cond("and", parts=(extra, cond))
    elif time is None:
        # 「そのターン中、このカードのパワーを＋1000し、相手は…できない」: the duration said before
        # it in the sentence (``_in_context``)
        until = "inherit"
    else:
        if not isinstance(time, A.Duration) or time.id not in DURATIONS:
            raise Unsupported("a prohibition lasting unstated")
        until = DURATIONS[time.id]
    if b.verb == "play":
        sh_steps._only(args, {A.Role.OBJECT, A.Role.WITH, A.Role.SOURCE}, "a play prohibition")
        if sel(args.get(A.Role.SOURCE)) != Sel(zone="hand"):
            raise Unsupported("a prohibition to play from somewhere other than the hand")
        # 「イベントと『助太刀』を」: the grammar reads the first of the two as 「…と」 (with)
        items = tuple(
            _forbidden_item("play", args[r]) for r in (A.Role.WITH, A.Role.OBJECT) if r in args
        )
    else:
        sh_steps._only(args, {A.Role.OBJECT}, f"a {b.verb} prohibition")
        items = (_forbidden_item(b.verb, args.get(A.Role.OBJECT)),)
    owner = {"you": "you", "opponent": "opponent", "all": None}[who]
    return Op("forbid", target=Sel(owner=owner), stat=b.verb, forbid=items, until=until, cond=cond)


# relative clauses that name the cards the effect just dealt with (公開されたカード, この効果で控え室
# に置かれたキャラ, あなたが選んだキャラ)
_JUST_HANDLED = ("reveal.passive_past", "put.passive_past", "choose.past")


def x_definition(sent: A.Sentence) -> XDef | None:
    """A sentence 「Ｘは…に等しい。」: what X is, else None (not such a sentence)."""
    if len(sent.steps) != 1:
        return None
    b = sent.steps[0].body
    if not isinstance(b, A.Action) or b.verb != "equal":
        return None
    args = {a.role: a.value for a in b.args}
    topic = args.get(A.Role.TOPIC)
    goal = args.get(A.Role.GOAL)
    if topic is not None:
        t = topic.terms[0] if isinstance(topic, A.NounPhrase) and len(topic.terms) == 1 else None
        if not isinstance(t, A.Count) or t.number is None or t.number.variable != "X":
            return None
    if not isinstance(goal, A.NounPhrase) or not goal.terms:
        raise Unsupported("an X defined by something that is not a noun phrase")
    terms, links = list(goal.terms), list(goal.links)
    op, k = None, 0
    if isinstance(terms[-1], A.Amount):
        amt = terms.pop()
        links.pop()
        if amt.number.value is None or amt.sign not in ("x", "+", "-"):
            raise Unsupported("an X with a variable factor")
        op, k = amt.sign, amt.number.value
    if topic is None:
        # 公開されたカードのレベル: the relative clause names the cards just dealt with
        rel = terms[0]
        if not isinstance(rel, A.Relative):
            raise Unsupported("an X defined without Ｘは")
        c = rel.clause
        if f"{c.verb}.{c.form.value}" not in _JUST_HANDLED:
            raise Unsupported(f"an X about the cards a {c.verb} named")
        terms[0] = A.Ref("those_cards")
    what = "count"
    stat = None
    colours = _colours_of(A.NounPhrase(tuple(terms), tuple(links[: max(len(terms) - 1, 0)])))
    if colours is not None:
        # あなたの思い出の持つ色の合計: how many colours the cards have between them
        return XDef("colors", colours, None, op, k)
    if (
        len(terms) > 3
        and terms[-3] == A.Word("trigger_icon")
        and isinstance(terms[-2], A.Icon)
        and terms[-2].name in ICONS
        and terms[-1] == A.Word("total")
    ):
        # それらのカードのトリガーアイコンの[[soul.gif]]の合計: how many of that icon they have
        icon = ICONS[terms[-2].name]  # type: ignore[union-attr]
        inner = A.NounPhrase(tuple(terms[:-3]), tuple(links[: len(terms) - 4]))
        return XDef("icons", sel(inner), icon, op, k)
    if terms[-1] == A.Word("number_of_cards"):
        terms.pop()
    elif terms[-1] == A.Word("total") and len(terms) > 1 and isinstance(terms[-2], A.Stat):
        stat = terms[-2].id  # type: ignore[union-attr]
        what = "total"
        terms = terms[:-2]
    elif isinstance(terms[-1], A.Stat):
        stat = terms.pop().id  # type: ignore[union-attr]
        what = "stat"
    else:
        raise Unsupported("an X that is not a number of cards or a value")
    if stat is not None and stat not in ("level", "power", "soul", "cost"):
        raise Unsupported(f"an X from the {stat} of cards")
    inner = A.NounPhrase(tuple(terms), tuple(links[: max(len(terms) - 1, 0)]))
    target = sel(inner)
    if what == "stat" and target.ref is None:
        raise Unsupported("an X from the value of a card that is not named")
    if what == "count" and target.ref is None and target.zone is None:
        target = Sel(**{**target.__dict__, "zone": "stage"})
    return XDef(what, target, stat, op, k)


def _colours_of(np: A.NounPhrase | A.Duration | None) -> Sel | None:
    """「(cards)の持つ色の合計」: the cards whose colours are counted, else None."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 3:
        return None
    rel, colour, total = np.terms
    if colour != A.Word("color") or total != A.Word("total") or not isinstance(rel, A.Relative):
        return None
    c = rel.clause
    args = {a.role: a.value for a in c.args}
    if c.verb != "have" or c.form is not A.Form.FINAL or set(args) != {A.Role.SUBJECT_NO}:
        return None
    cards = sel(args[A.Role.SUBJECT_NO])
    if cards.ref is not None:
        return None
    if cards.zone is None:
        cards = Sel(**{**cards.__dict__, "zone": "stage"})
    return cards


_SLOT_ZONES = {"stage": "stage", "back_stage": "back_row", "center_stage": "front_row"}


# 「防御キャラとして」 (putting a card into a slot): as the defending character (7.2.1.5.1)
_AS_DEFENDER = A.NounPhrase((A.Word("defending"), A.CardKind("character"), A.Word("as")), ("", ""))


def _slot_goal(np: A.NounPhrase | A.Duration) -> tuple[str | None, A.NounPhrase | None]:
    """A slot as destination: 舞台の好きな枠 (``any:<zone>``), このカードがいた枠 (``was``),
    舞台のキャラのいない枠 (``empty:<zone>``); with the object the grammar folded into the
    relative clause (あなたはこのカードを…キャラのいない枠に置く)."""
    if not isinstance(np, A.NounPhrase) or np.terms[-1:] != (A.Zone("slot"),):
        return None, None
    t = np.terms
    if (
        len(t) == 3
        and isinstance(t[0], A.Zone)
        and t[0].id in _SLOT_ZONES
        and t[1] == A.Word("favourite")
    ):
        return f"any:{_SLOT_ZONES[t[0].id]}", None
    if (
        len(t) == 3
        and isinstance(t[0], A.Zone)
        and t[0].id in _SLOT_ZONES
        and t[1] == A.Word("separate")
    ):
        # 舞台の別々の枠に置く: each card into a slot of its own
        return f"separate:{_SLOT_ZONES[t[0].id]}", None
    if len(t) == 3 and isinstance(t[0], A.Relative) and t[1] == A.Ref("other"):
        # キャラのいない他の枠: an empty slot is another slot anyway
        t = (t[0], t[2])
    if len(t) == 2 and isinstance(t[0], A.Relative):
        c = t[0].clause
        args = {a.role: a.value for a in c.args}
        if f"{c.verb}.{c.form.value}" == "exist.past" and args.get(A.Role.SUBJECT) == (
            A.NounPhrase((A.Ref("this_card"),))
        ):
            # このカードがいた枠 (with the object the grammar folded in: このカードをこのカードが
            # いた枠に)
            if set(args) - {A.Role.SUBJECT, A.Role.OBJECT, A.Role.TOPIC} or (
                A.Role.TOPIC in args and not _is_you(args[A.Role.TOPIC])
            ):
                raise Unsupported("a slot of this shape")
            return "was", args.get(A.Role.OBJECT)  # type: ignore[return-value]
        subj = args.get(A.Role.SUBJECT)
        if (
            f"{c.verb}.{c.form.value}" == "exist.past"
            and isinstance(subj, A.NounPhrase)
            and len(subj.terms) == 1
            and isinstance(subj.terms[0], A.Ref)
            and subj.terms[0].id in CHOSEN_REFS
            and args.get(A.Role.OBJECT) == subj
            and set(args) <= {A.Role.SUBJECT, A.Role.OBJECT, A.Role.TOPIC}
            and (A.Role.TOPIC not in args or _is_you(args[A.Role.TOPIC]))
        ):
            # そのキャラをそのキャラがいた枠に: back into the slot the card it names was in (the
            # object and the card of the slot are one; 「…選び、そのキャラがいた枠に」, where they
            # may be two cards, is refused)
            return "was_target", args[A.Role.OBJECT]  # type: ignore[return-value]
        if f"{c.verb}.{c.form.value}" == "exist.negative":
            sub = args.get(A.Role.SUBJECT_NO)
            whose = ""
            if (
                isinstance(sub, A.NounPhrase)
                and len(sub.terms) == 3
                and isinstance(sub.terms[0], A.Owner)
                and sub.terms[0].who in ("you", "self", "opponent")
            ):
                # 相手の舞台のキャラのいない枠: a slot of that player's stage
                whose = "_opp" if sub.terms[0].who == "opponent" else ""
                sub = A.NounPhrase(sub.terms[1:], sub.links[1:])
            zone = _slot_row(sub)
            if zone is not None:
                rest = set(args) - {A.Role.SUBJECT_NO, A.Role.TOPIC, A.Role.OBJECT}
                topic = args.get(A.Role.TOPIC)
                if rest or (topic is not None and not _is_you(topic)):
                    raise Unsupported("an empty slot with more arguments")
                obj = args.get(A.Role.OBJECT)
                return f"empty{whose}:{zone}", obj  # type: ignore[return-value]
        means = args.get(A.Role.MEANS)
        if (
            f"{c.verb}.{c.form.value}" == "exist.final"
            and set(args) == {A.Role.MEANS, A.Role.GOAL, A.Role.SUBJECT}
            and args[A.Role.GOAL] == A.NounPhrase((A.Position("facing"),))
            and args[A.Role.SUBJECT]
            == A.NounPhrase((A.Owner("opponent"), A.CardKind("character")), ("の",))
            and isinstance(means, A.NounPhrase)
        ):
            # 前列のキャラのいない枠で、正面に相手のキャラがいる枠: an empty slot (the first
            # description) with the opponent's character in the slot facing it (3.6.5)
            first, obj = _slot_goal(means)
            if first is None or not first.startswith("empty:"):
                raise Unsupported("a slot of this shape")
            return "empty_facing:" + first.split(":", 1)[1], obj
    raise Unsupported("a slot of this shape")


# 前列の中央 / 右 / 左: one slot of a row
_ROW_SLOTS = {
    ("center_stage", "center"): "center",
    ("center_stage", "left"): "stage.left_front",
    ("center_stage", "right"): "stage.right_front",
    ("back_stage", "left"): "stage.left_back",
    ("back_stage", "right"): "stage.right_back",
}


def _slot_row(sub: A.NounPhrase | A.Duration | None) -> str | None:
    """「前列の(中央の)キャラ」 in 「…キャラのいない枠」: the row (or the one slot of it) named."""
    if not isinstance(sub, A.NounPhrase) or sub.terms[-1:] != (A.CardKind("character"),):
        return None
    t = sub.terms[:-1]
    if len(t) == 1 and isinstance(t[0], A.Zone) and t[0].id in _SLOT_ZONES:
        return _SLOT_ZONES[t[0].id]
    if len(t) == 2 and isinstance(t[0], A.Zone) and isinstance(t[1], A.Position):
        return _ROW_SLOTS.get((t[0].id, t[1].id))
    return None


def _per_traits(np: A.NounPhrase | A.Duration) -> Sel | None:
    """「このカードの持つ(異なる)特徴１つにつき」: the cards whose traits are counted (the subject
    of 持つ), else None: the traits of 2.5.1, each counted once."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) < 3:
        return None
    *rels, word, count = np.terms
    if word != A.Word("trait") or not isinstance(count, A.Count) or count.unit != "item":
        return None
    if count.number is None or count.number.value != 1 or count.bound != "exact":
        return None
    if not rels or not all(isinstance(r, A.Relative) for r in rels):
        return None
    have = rels[0].clause  # type: ignore[union-attr]
    if not isinstance(have, A.Action) or have.verb != "have" or len(have.args) != 1:
        return None
    if have.args[0].role is not A.Role.SUBJECT_NO:
        return None
    for r in rels[1:]:
        c = r.clause  # type: ignore[union-attr]
        if not isinstance(c, A.Action) or c.verb != "be_different" or c.args:
            return None
    return sel(have.args[0].value)


def _per_cards(np: A.NounPhrase | A.Duration) -> Sel:
    """それらのカードのクライマックス1枚につき: the count is multiplied by the number of the
    cards just dealt with that pass the filter."""
    per = sel(np)
    if per.ref != "chosen" or per.count != 1 or per.bound != "exact":
        raise Unsupported("…1枚につき of something other than the cards just dealt with")
    return Sel(**{**per.__dict__, "count": None})


def lead_of(st: A.Step) -> str | None:
    """The connector opening a step, as the shared layer reads it (さらに / その後: none;
    そうしたら: ``if_done``), refused unless the engine runs it (``vocab.LEADS``)."""
    lead: str | None = sh_steps._lead(st)
    if lead not in LEADS:
        raise Unsupported(f"the connector {st.lead_inner or st.lead}")
    return lead


MOVE_VERBS = ("put", "return", "add")


def _x_count(np: A.NounPhrase | A.Duration | None) -> str | None:
    """「Ｘ枚」 / 「Ｘ枚まで」 alone: its bound, else None."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 1:
        return None
    t = np.terms[0]
    if not isinstance(t, A.Count) or t.unit != "card" or t.number is None:
        return None
    return t.bound if t.number.value is None and t.number.variable == "X" else None


def _same_number(b: A.Action) -> A.Action | None:
    """「自分の山札の上から同じ枚数を…置く」: the grammar reads 同じ as a clause that takes the
    argument before it (同じ(source: 自分の山札の上)); the action with that argument given back to
    it and the object 「Ｘ枚」, else None."""
    for a in b.args:
        v = a.value
        if not (
            isinstance(v, A.NounPhrase)
            and len(v.terms) == 2
            and isinstance(v.terms[0], A.Relative)
            and v.terms[1] == A.Word("number_of_cards")
        ):
            continue
        c = v.terms[0].clause
        if not isinstance(c, A.Action) or c.verb != "same" or c.form is not A.Form.FINAL:
            continue
        if len(c.args) > 1 or any(x.role in {y.role for y in b.args} for x in c.args):
            raise Unsupported("同じ枚数 of this shape")
        count = A.NounPhrase((A.Count(A.Number(None, "X"), "card", "exact"),))
        rest = tuple(y if y is not a else A.Arg(a.role, count) for y in b.args)
        return dataclasses.replace(b, args=(*c.args, *rest))
    return None


def _names_joined(b: A.Action) -> A.Action | None:
    """「他のあなたの、「A」と「B」すべてに、パワーを＋1000」 / 「…の、「A」と「B」のトリガーアイ
    コンに…を与える」: the cards named A and those named B are the targets — one goal naming either
    name (what is printed before the first name is both's). None for other steps."""
    if b.verb not in ("stat_change", "give"):
        return None
    withs = [a for a in b.args if a.role is A.Role.WITH]
    goal = next((a for a in b.args if a.role is A.Role.GOAL), None)
    if not withs or goal is None or not isinstance(goal.value, A.NounPhrase):
        return None
    nps = [a.value for a in withs]
    if not all(isinstance(np, A.NounPhrase) and isinstance(np.terms[-1], A.Name) for np in nps):
        return None
    if any(len(np.terms) != 1 for np in nps[1:]) or not isinstance(goal.value.terms[0], A.Name):
        return None
    head = nps[0]
    prefix, links = head.terms[:-1], tuple(x.rstrip("、") for x in head.links)
    names = [head.terms[-1], *(np.terms[0] for np in nps[1:]), goal.value.terms[0]]
    terms = (*prefix, *names, *goal.value.terms[1:])
    joined = (*links, *("か",) * (len(names) - 1), *goal.value.links)
    merged = A.Arg(A.Role.GOAL, A.NounPhrase(terms, joined))
    args = tuple(merged if a is goal else a for a in b.args if a.role is not A.Role.WITH)
    return dataclasses.replace(b, args=args)


def _two_places(b: A.Action) -> A.Action | None:
    """「手札に戻すかストック置場に置いてよい」: one move to either place, the master's pick (the
    same step as 「山札の上か控え室に置く」); 〜てよい after the second verb makes the whole choice
    optional. None for other steps."""
    if b.verb != "or" or b.form is not A.Form.NOMINAL or len(b.args) != 2:
        return None
    alts = []
    for a in b.args:
        rel = a.value.terms[0] if isinstance(a.value, A.NounPhrase) else None
        if not isinstance(rel, A.Relative) or len(a.value.terms) != 1:  # type: ignore[union-attr]
            return None
        alts.append(rel.clause)
    first, second = alts
    if (
        not isinstance(first, A.Action)
        or not isinstance(second, A.Action)
        or first.verb not in MOVE_VERBS
        or second.verb not in MOVE_VERBS
        or first.form is not A.Form.FINAL
        or second.form not in (A.Form.FINAL, A.Form.OPTIONAL)
        or first.modal
        or second.modal
        or {a.role for a in second.args} != {A.Role.GOAL}
        or {a.role for a in first.args} - {A.Role.GOAL, A.Role.OBJECT, A.Role.TOPIC}
        or [a.role for a in first.args].count(A.Role.GOAL) != 1
    ):
        return None
    g1, g2 = first.arg(A.Role.GOAL), second.arg(A.Role.GOAL)
    if not isinstance(g1, A.NounPhrase) or not isinstance(g2, A.NounPhrase):
        return None
    goal = A.NounPhrase(g1.terms + g2.terms, g1.links + ("か",) + g2.links)
    args = tuple(A.Arg(A.Role.GOAL, goal) if a.role is A.Role.GOAL else a for a in first.args)
    return A.Action("put", args, second.form)


def step(
    st: A.Step, kind: str, quoted: tuple[A.Ability, ...] | None = None, x: XDef | None = None
) -> Op:
    b = st.body
    if isinstance(b, A.Unparsed):
        raise Unsupported(f"untyped text: {b.text}")
    if isinstance(b, A.Timing):
        raise Unsupported("a timing inside an effect")
    two = _two_places(b)
    if two is not None:
        return step(dataclasses.replace(st, body=two), kind, quoted, x)
    lead = lead_of(st)
    cond = condition(st.condition) if st.condition is not None else None
    if b.verb == "choose" and (
        [a.role for a in b.args].count(A.Role.OBJECT) > 1
        or A.Arg(A.Role.NONE, A.NounPhrase((A.Word("each_of"),))) in b.args
    ):
        return _choose_parts(b, kind, lead, cond, x)
    if b.verb == "treat":
        return _also_named(b, kind, cond, lead)
    same = _same_number(b)
    if same is not None:
        # 「…自分の山札の上から同じ枚数をストック置場に置く」: as many cards as the step before
        # moved (``Sel(ref="chosen")`` when the step starts), counted like an Ｘ
        b, x = same, XDef("count", Sel(ref="chosen"), op="same")
    joined = _names_joined(b)
    if joined is not None:
        b = joined
    as_marker = _as_marker(b)
    if as_marker is not None:
        # 「…をこのカードの下にマーカーとして(表向きに)置く」: the second goal says how
        b = dataclasses.replace(b, args=as_marker[0])
    args = sh_cond.args_of(b)
    performer = "you"
    topic = args.pop(A.Role.TOPIC, None)
    subject: Sel | None = None  # このカードは…を得る
    if topic is not None and _every_player(topic):
        performer = "all"  # すべてのプレイヤーは…: each player does it (1.3.4 for their choices)
    elif topic == _THAT_PLAYER:
        # そのプレイヤーは…: the player the trigger's event was about (whose zone a card left)
        performer = "event_player"
    elif topic is not None:
        t = Sel(ref="this", zone="anywhere") if _everywhere_this(topic) else sel(topic)
        if t == Sel(owner="opponent"):
            performer = "opponent"
        elif t.ref is not None and t.owner is None and t.zone in (None, "anywhere"):
            subject = t
        elif t != Sel(owner="you"):
            raise Unsupported("an effect performed by someone else")
    if (
        topic is not None
        and subject is None
        and (
            (b.form is A.Form.CANNOT and b.verb in ("play", "use"))
            or (b.form is A.Form.NEGATIVE and b.verb == "receive")
        )
    ):
        # 「相手はイベントを手札からプレイできない」: a player who may not do something
        return _player_prohibition(b, args, performer, kind, cond)
    if performer != "you" and b.verb not in OPPONENT_VERBS:
        who = "the opponent" if performer == "opponent" else "every player"
        raise Unsupported(f"an effect performed by {who} ({b.verb})")
    if subject is not None and b.verb in (
        "side_attack",
        "front_attack",
        "attack",
        "stand",
        "choose",
        "give",
        "move_to",
        "reverse",
        "decrease_by",
    ):
        # このカードはサイドアタックできない / アタックできない / スタンドフェイズに【スタンド】しない
        ban = _card_prohibition(b, subject, kind)
        if ban is not None:
            cond = condition(st.condition) if st.condition is not None else None
            return ban if cond is None else Op(**{**ban.__dict__, "cond": cond})
    if subject is not None and b.verb not in ("gain",):
        raise Unsupported(f"an effect whose subject is a card ({b.verb}.{b.form.value})")
    optional = b.form is A.Form.OPTIONAL
    if b.form not in (
        A.Form.FINAL,
        A.Form.CONTINUATIVE,
        A.Form.TE,
        A.Form.OPTIONAL,
        A.Form.NOMINAL,
    ):
        raise Unsupported(f"a step in form {b.form.value}")
    if b.modal is not None:
        raise Unsupported(f"modal {b.modal}")
    base = {
        "optional": optional,
        "cond": cond,
        "lead": lead,
        "performer": performer,
        "own_topic": topic is not None,
    }
    v = b.verb
    if v == "stat_change":
        sh_steps._only(args, {A.Role.OBJECT, A.Role.GOAL, A.Role.TIME, A.Role.PER}, "a stat change")
        per = None
        per_traits = _per_traits(args[A.Role.PER]) if A.Role.PER in args else None
        if per_traits is not None:
            if kind != "continuous":
                raise Unsupported("a stat change per trait outside a continuous ability")
            del args[A.Role.PER]
        if A.Role.PER in args:
            per = sel(args[A.Role.PER])
            if per.ref is not None or per.count != 1 or per.bound != "exact":
                raise Unsupported("a stat change per something other than cards")
            per = Sel(**{**per.__dict__, "count": None, "zone": per.zone or "stage"})
        who, stat = _stat_only(args.get(A.Role.OBJECT))
        xdef = None
        if (
            b.amount is not None
            and b.amount.sign in "+-"
            and b.amount.number.value is None
            and b.amount.number.variable == "X"
        ):
            if x is None:
                raise Unsupported("an amount X that no sentence defines")
            xdef = x
        elif b.amount is None or b.amount.sign not in "+-" or b.amount.number.value is None:
            raise Unsupported("a stat change amount")
        if who is not None and A.Role.GOAL in args:
            raise Unsupported("a stat change with two targets")
        target = who or (sel(args[A.Role.GOAL]) if A.Role.GOAL in args else Sel(ref="implied"))
        amount = (b.amount.number.value or 1) * (1 if b.amount.sign == "+" else -1)
        d = args.get(A.Role.TIME)
        until: str | None
        if kind == "continuous":
            during = _during(d)
            if during is not None:
                turn = Cond("turn", owner=during)
                cond = turn if cond is None else Cond("and", parts=(turn, cond))
                base["cond"] = cond
            until = None
        else:
            if d is None:
                until = "inherit"  # …パワーを＋1000し、ソウルを＋1: the duration said before it
            elif not isinstance(d, A.Duration) or d.id not in DURATIONS:
                raise Unsupported(f"a stat change lasting {getattr(d, 'id', 'unstated')}")
            else:
                until = DURATIONS[d.id]
        if target.zone is None and target.ref is None:
            target = Sel(**{**target.__dict__, "zone": "stage"})
        return Op(
            "stat",
            target=target,
            stat=stat,
            amount=amount,
            until=until,
            per=per,
            x=xdef,
            per_traits=per_traits,
            **base,
        )
    if v in ("gain", "give") and b.form in (A.Form.FINAL, A.Form.CONTINUATIVE, A.Form.OPTIONAL):
        obj = args.get(A.Role.OBJECT)
        if v == "give" and isinstance(obj, A.NounPhrase) and obj.count is not None:
            c = obj.count
            if c.unit != "damage" or len(obj.terms) != 1:
                raise Unsupported("giving something counted that is not damage")
            if kind == "continuous":
                raise Unsupported("a continuous damage")
            sh_steps._only(args, {A.Role.OBJECT, A.Role.GOAL, A.Role.NONE}, "a damage")
            goal = sel(args.get(A.Role.GOAL))
            if goal not in (Sel(owner="opponent"), Sel(owner="you")):
                raise Unsupported("damage to someone other than a player (相手に / あなたに)")
            base = {**base, "to": goal.owner}
            if c.number is None or c.bound != "exact":
                raise Unsupported("a damage amount of this shape")
            if c.number.value is None and (c.number.variable != "X" or x is None):
                raise Unsupported("a damage amount given by a variable (X)")
            times = 1
            if A.Role.NONE in args:
                tn = args[A.Role.NONE]
                tc = tn.terms[0] if isinstance(tn, A.NounPhrase) and len(tn.terms) == 1 else None
                if not isinstance(tc, A.Count) or tc.unit != "times" or tc.number is None:
                    raise Unsupported("damage given a number of times that is not a count")
                if tc.number.value is None:
                    # 1ダメージをＸ回与える: X times, X worked out when it is dealt
                    if tc.number.variable != "X" or x is None or c.number.value is None:
                        raise Unsupported("damage given X times")
                    return Op("damage", n=c.number.value, times=0, x=x, **base)
                times = tc.number.value
            dx = x if c.number.value is None else None
            return Op("damage", n=c.number.value or 0, times=times, x=dx, **base)
        sh_steps._only(args, {A.Role.OBJECT, A.Role.GOAL, A.Role.TIME}, f"a {v}")
        icons = _icons_of(obj)
        if icons is not None:
            return _icon_grant(v, args, subject, kind, icons, base)
        abilities = _quoted(obj)
        traits: tuple[str, ...] = ()
        traits_from: Sel | None = None
        n_next = _is_next_ability(obj)
        if n_next is not None:
            if quoted is None or len(quoted) != n_next:
                raise Unsupported("次の能力 without the quoted abilities after it")
            abilities = quoted
        elif abilities is None:
            if (
                isinstance(obj, A.NounPhrase)
                and obj.terms
                and all(isinstance(t, A.Trait) for t in obj.terms)
                and all(link.rstrip("、") == "と" for link in obj.links)
            ):
                traits = tuple(t.text for t in obj.terms)  # type: ignore[union-attr]
            elif (
                isinstance(obj, A.NounPhrase)
                and len(obj.terms) > 1
                and obj.terms[-1] == A.Word("trait")
                and obj.links[-1] == "の"
                and kind == "continuous"
                and v == "gain"
            ):
                # 「このカードは他の舞台のキャラすべての特徴を得る」: every trait those cards have,
                # read each time the continuous effect is (8.9.1.2)
                traits_from = sel(A.NounPhrase(obj.terms[:-1], obj.links[:-1]))
            else:
                raise Unsupported(f"{v} of something other than abilities or traits")
        keys = grant_keys(abilities) if abilities else ()
        if v == "gain":
            if A.Role.GOAL in args or subject is None:
                raise Unsupported("gaining without a card that gains")
            target = subject
        else:
            target = sel(args[A.Role.GOAL]) if A.Role.GOAL in args else Sel(ref="implied")
            if target.zone is None and target.ref is None:
                target = Sel(**{**target.__dict__, "zone": "stage"})
        until = (
            "inherit"  # …パワーを＋2000し、このカードは次の能力を得る: the duration said before it
            if kind != "continuous" and args.get(A.Role.TIME) is None
            else _until(args.get(A.Role.TIME), kind)
        )
        return Op(
            "grant",
            target=target,
            grants=keys,
            traits=traits,
            until=until,
            traits_from=traits_from,
            **base,
        )
    if v == "perform" and args.get(A.Role.OBJECT) == A.NounPhrase((A.Word("trigger_check"),)):
        return _trigger_checks(args, kind, base)
    if kind == "continuous":
        raise Unsupported(f"a continuous {v}")
    per_cards = _per_cards(args.pop(A.Role.PER)) if A.Role.PER in args else None
    if per_cards is not None and v not in ("choose", "draw", "perform"):
        raise Unsupported(f"…1枚につき with {v}")
    if v == "perform" and _is_next_action(args.get(A.Role.OBJECT)):
        # 次の行動を(N回)行う(てよい)。『…』: the quoted action, carried out N times
        sh_steps._only(args, {A.Role.OBJECT, A.Role.NONE}, "carrying out the next action")
        times = 1
        if A.Role.NONE in args:
            tn = args[A.Role.NONE]
            t0 = tn.terms[0] if isinstance(tn, A.NounPhrase) and len(tn.terms) == 1 else None
            if (
                not isinstance(t0, A.Count)
                or t0.unit != "times"
                or t0.bound != "exact"
                or t0.number is None
                or t0.number.value is None
            ):
                raise Unsupported("carrying out an action an open number of times")
            times = t0.number.value
        if quoted is None or len(quoted) != 1:
            raise Unsupported("carrying out the next action without the quoted action")
        try:
            prog = compile_ability(quoted[0])
        except Unsupported as exc:
            raise Unsupported(f"an action the engine cannot run ({exc.reason})") from exc
        if prog.kind != "event" or prog.cond is not None:
            raise Unsupported("an action that is not a plain effect")
        from grammar.render import render_ability

        return Op(
            "repeat",
            options=((render_ability(quoted[0], "ws"), prog),),
            times=times,
            per=per_cards,
            **base,
        )
    if v == "flip":
        # 集中: 「自分の山札を一番上から指定枚数をめくり」 (10.7.1)
        sh_steps._only(args, {A.Role.SOURCE, A.Role.OBJECT}, "a flip")
        src = sel(args.get(A.Role.SOURCE))
        nb = sh_nouns.bare_count(args.get(A.Role.OBJECT))
        if src.zone != "deck" or src.pos != "top" or src.owner == "opponent" or nb is None:
            raise Unsupported("flipping something other than the top of your deck")
        if nb[0] is None or nb[1] != "exact":
            raise Unsupported("flipping an open number of cards")
        return Op("flip", n=nb[0], **base)
    goal = args.get(A.Role.GOAL)
    if (
        v == "do"
        and isinstance(goal, A.NounPhrase)
        and len(goal.terms) == 1
        and goal.terms[0] in (A.Word("face_up"), A.Word("face_down"))
    ):
        # 「（マーカーを）表向きにし」 / 「裏向きにする」: the cards named (else those just chosen)
        # are turned to that face where they are (3.7.2, 3.7.2.1)
        sh_steps._only(args, {A.Role.OBJECT, A.Role.GOAL}, "turning cards face up or down")
        target = sel(args[A.Role.OBJECT]) if A.Role.OBJECT in args else Sel(ref="chosen")
        if target.ref not in ("this", "chosen"):
            raise Unsupported("turning cards that were not chosen face up or down")
        up = goal.terms[0] == A.Word("face_up")
        return Op("turn_face", target=target, face_up=up, **base)
    if v == "choose":
        src, obj = args.get(A.Role.SOURCE), args.get(A.Role.OBJECT)
        if (
            isinstance(src, A.NounPhrase)
            and isinstance(obj, A.NounPhrase)
            and src.terms
            and isinstance(src.terms[-1], A.Zone)
            and all(isinstance(t, (A.Owner, A.Zone)) for t in src.terms)
            and not any(isinstance(t, (A.Owner, A.Zone, A.Ref)) for t in obj.terms)
        ):
            # 「自分の控え室から、《X》のキャラを1枚まで選び」: the place they are chosen from, as
            # in 「自分の控え室の《X》のキャラ」
            args[A.Role.OBJECT] = A.NounPhrase(
                (*src.terms, *obj.terms), (*src.links, "の", *obj.links)
            )
            del args[A.Role.SOURCE]
        sh_steps._only(args, {A.Role.OBJECT, A.Role.NONE}, "a choice")
        # 「…を2枚まで選び、公開し、1枚選び」: no cards named — among the cards just chosen
        target = sel(args[A.Role.OBJECT]) if A.Role.OBJECT in args else Sel(ref="among_chosen")
        nb = sh_nouns.bare_count(args.get(A.Role.NONE)) if A.Role.NONE in args else None
        if nb is None or nb[0] is None or target.count is not None:
            raise Unsupported("a choice without a count")
        if target.ref == "chosen":
            # 「それらのカードの《X》のキャラを1枚まで選び」 / 「相手はそれらのキャラを1枚選び」:
            # among the cards the step before dealt with (the sequence checks that one chose or
            # revealed them)
            target = Sel(**{**target.__dict__, "ref": "among_chosen"})
        if target.ref not in (None, "among_chosen", "facing", "front", "behind", "battle_opponent"):
            # 「このカードの正面のキャラを1枚選び」: the card in that place, if it passes the filters
            # (what the reference names is the one candidate)
            raise Unsupported("a choice among referenced cards")
        if target.stat_x is not None and x is None:
            raise Unsupported("a stat filter with a variable or unknown stat")
        return Op(
            "choose",
            target=target,
            n=nb[0],
            bound=nb[1],
            per=per_cards,
            x=x if target.stat_x is not None else None,
            **base,
        )
    if v == "move_to" and A.Role.GOAL in args:
        # このカードを前列のキャラのいない枠に動かす: a character moved from its slot to another
        slot_dest, hoisted = _slot_goal(args[A.Role.GOAL])
        sh_steps._only(args, {A.Role.OBJECT, A.Role.GOAL}, "a move to a slot")
        if slot_dest is None or not slot_dest.startswith(
            ("empty:", "empty_opp:", "any:", "empty_facing:")
        ):
            raise Unsupported("a move to a slot of this shape")
        if hoisted is not None:
            if A.Role.OBJECT in args:
                raise Unsupported("a move to a slot with two objects")
            args[A.Role.OBJECT] = hoisted
        target = sel(args[A.Role.OBJECT]) if A.Role.OBJECT in args else Sel(ref="chosen")
        if target.ref not in ("this", "chosen"):
            raise Unsupported("moving characters that were not chosen")
        # a character moves within its master's stage: 「相手の舞台の…枠」 fits the opponent's ones
        return Op(
            "move_slot", target=target, dest=slot_dest.replace("empty_opp:", "empty:"), **base
        )
    alt_dest: str | None = None
    goal = args.get(A.Role.GOAL)
    if v == "put" and isinstance(goal, A.NounPhrase) and "か" in goal.links:
        # 山札の上か控え室に置く / 山札の上か下か控え室に置く: two or more destinations, the master
        # picks one (``alt_dest``: the others, joined by |)
        cuts = [i + 1 for i, link in enumerate(goal.links) if link == "か"]
        bounds = [0, *cuts, len(goal.terms)]
        parts = [
            A.NounPhrase(goal.terms[a:b], goal.links[a : b - 1])
            for a, b in zip(bounds, bounds[1:], strict=False)
        ]
        first, alts = parts[0], []
        for second in parts[1:]:
            if len(second.terms) == 1 and isinstance(second.terms[0], A.Position):
                # 山札の上か下に置く: the same zone, the other end
                zone = sel(first).zone
                end = second.terms[0].id
                if zone != "deck" or end not in ("top", "bottom"):
                    raise Unsupported("two destinations of this shape")
                alts.append(f"{zone}@{end}")
            else:
                alt = sel(second)
                if alt.zone is None or alt != Sel(zone=alt.zone) or alt.zone in ("stage",):
                    raise Unsupported("two destinations of this shape")
                alts.append(alt.zone)
        if len(set(alts)) != len(alts):
            raise Unsupported("two destinations of this shape")
        alt_dest = "|".join(alts)
        args[A.Role.GOAL] = first
    if v == "put" and A.Role.GOAL in args:
        slot_dest, hoisted = _slot_goal(args[A.Role.GOAL])
        if slot_dest is not None and slot_dest.startswith("empty_opp:"):
            raise Unsupported("putting a card into the opponent's slot")
        if slot_dest is not None:
            rested = args.pop(A.Role.MEANS, None)
            if rested is not None and rested != _rested():
                raise Unsupported("a put into a slot by this means")
            role = None
            if args.get(A.Role.NONE) == _AS_DEFENDER:
                # 「このカードがいた枠に防御キャラとして置く」: the card put there becomes the
                # defending character of the attack (7.2.1.5.1)
                del args[A.Role.NONE]
                role = "defender"
            sh_steps._only(args, {A.Role.OBJECT, A.Role.GOAL}, "a put into a slot")
            if hoisted is not None:
                if A.Role.OBJECT in args:
                    raise Unsupported("a put into a slot with two objects")
                args[A.Role.OBJECT] = hoisted
            target = sel(args[A.Role.OBJECT]) if A.Role.OBJECT in args else Sel(ref="chosen")
            if target.ref is None:
                raise Unsupported("putting cards that were not chosen into a slot")
            how = "rest" if rested is not None else None
            return Op("to_slot", target=target, dest=slot_dest, orientation=how, role=role, **base)
    if (as_marker is not None) != (
        isinstance(args.get(A.Role.GOAL), A.NounPhrase)
        and sel(args.get(A.Role.GOAL)) in (Sel(zone="under_this"), Sel(zone="under_chosen"))
    ):
        raise Unsupported("markers put somewhere other than under a card")
    any_order = same_order = False
    if v == "put" and A.Role.MEANS in args:
        means = args.pop(A.Role.MEANS)
        if means == A.NounPhrase((A.Word("original"), A.Word("order")), ("の",)):
            same_order = True  # 元の順番で
        elif means != A.NounPhrase((A.Word("favourite"), A.Word("order")), ("",)):
            raise Unsupported("a put with means")
        else:
            any_order = True  # 好きな順番で
    if v in ("put", "return", "add", "do"):
        sh_steps._only(args, {A.Role.OBJECT, A.Role.NONE, A.Role.GOAL, A.Role.SOURCE}, f"a {v}")
        dest = sel(args.get(A.Role.GOAL))
        if dest.ref or dest.kind or dest.traits or dest.names or dest.count is not None:
            raise Unsupported("a destination that is not a zone")
        if dest.zone in (None, "stage", "front_row", "back_row"):
            raise Unsupported(f"putting cards into {dest.zone}")
        if dest.owner == "opponent":
            raise Unsupported("putting cards into the opponent's zones")
        pos = dest.pos or "top"
        xb = _x_count(args.get(A.Role.OBJECT)) or _x_count(args.get(A.Role.NONE))
        if A.Role.SOURCE in args and xb is not None and x is not None:
            # 山札の下からＸ枚を、控え室に置く: how many is worked out when the step is done
            src = sel(args[A.Role.SOURCE])
            if src.pos not in ("top", "bottom") or src.zone != "deck" or xb != "exact":
                raise Unsupported("moving Ｘ cards from this source")
            if any_order or alt_dest is not None or as_marker is not None:
                raise Unsupported("moving Ｘ cards in this way")
            target = Sel(owner=src.owner or "you", zone="deck", pos=src.pos, bound="exact")
            return Op("move", target=target, dest=dest.zone, dest_pos=pos, x=x, **base)
        if A.Role.SOURCE in args:
            src = sel(args[A.Role.SOURCE])
            nb = sh_nouns.bare_count(args.get(A.Role.OBJECT)) or sh_nouns.bare_count(
                args.get(A.Role.NONE)
            )
            if (
                src.pos not in ("top", "bottom")
                or src.zone not in ("deck", "clock", "stock")
                or nb is None
                or (src.pos == "bottom" and nb[1] != "exact")
            ):
                raise Unsupported("moving cards from this source")
            if nb[1] not in ("exact", "up_to") or nb[0] is None:
                raise Unsupported("moving an open number of cards from the top")
            target = Sel(
                owner=src.owner or "you", zone=src.zone, pos=src.pos, count=nb[0], bound=nb[1]
            )
        else:
            if A.Role.OBJECT in args:
                target = sel(args[A.Role.OBJECT])
            else:
                target = Sel(ref="chosen")
            nb = sh_nouns.bare_count(args.get(A.Role.NONE)) if A.Role.NONE in args else None
            if (
                nb is not None
                and nb[0] is not None
                and nb[1] == "exact"
                and target == Sel(zone="under_this", kind="marker")
            ):
                # 「このカードの下のマーカーを1枚…」: markers leave their zone from the top (3.7.2)
                target = Sel(zone="under_this", kind="marker", pos="top", count=nb[0])
            elif A.Role.NONE in args:
                raise Unsupported("a move with a floating count")
            if (
                target.ref is None
                and target.bound == "all"
                and target.zone in ("stage", "front_row", "back_row")
                and target.kind == "character"
                and target.pos is None
                and not any_order
                and alt_dest is None
            ):
                # 相手の前列のキャラすべてを、手札に戻す: every character there that passes the
                # filters, off the stage at once (8.7.4.1.2)
                pass
            elif target.zone == "under_this" and target.pos == "top" and target.count:
                pass  # このカードの下のマーカーを1枚 (above)
            elif target.ref is None and not (
                # 控え室のカードすべてを、山札に戻す: every card of a zone that passes the filters
                target.bound == "all" and target.zone in ALL_OF_ZONES and target.pos is None
            ):
                raise Unsupported("moving cards that were not chosen")
        if v == "do" and dest.zone != "memory":
            raise Unsupported("する with a destination other than memory")
        if dest.zone == "under_chosen" and (
            (target.ref != "this" and target.zone != "under_this") or any_order or alt_dest
        ):
            # 「このカードをそのキャラの下にマーカーとして置く」 only
            raise Unsupported("markers under another card of this shape")
        if any_order and dest.zone not in ("deck", "stock", "clock", "waiting_room", "under_this"):
            raise Unsupported("an order chosen in this zone")
        if same_order and (dest.zone != "deck" or target.ref != "chosen" or alt_dest is not None):
            raise Unsupported("cards put back in their order somewhere else")
        if alt_dest is not None and (any_order or dest.zone in ("stage",)):
            raise Unsupported("two destinations of this shape")
        return Op(
            "move",
            target=target,
            dest=dest.zone,
            dest_pos=pos,
            any_order=any_order,
            same_order=same_order,
            alt_dest=alt_dest,
            face_up=as_marker[1] if as_marker is not None else None,
            **base,
        )
    if v == "draw":
        sh_steps._only(args, {A.Role.NONE, A.Role.OBJECT}, "a draw")
        nb = sh_nouns.bare_count(args.get(A.Role.NONE) or args.get(A.Role.OBJECT))
        if nb is None or nb[0] is None:
            raise Unsupported("a draw without a count")
        return Op("draw", n=nb[0], bound=nb[1], per=per_cards, **base)
    if v == "pay":
        sh_steps._only(args, {A.Role.OBJECT}, "a payment")
        o = args.get(A.Role.OBJECT)
        if not (
            isinstance(o, A.NounPhrase)
            and len(o.terms) == 1
            and isinstance(o.terms[0], A.Stat)
            and o.terms[0].id == "cost"
        ):
            raise Unsupported("paying something other than the ability's cost")
        return Op("pay_cost", **base)
    if v in ("rest", "stand", "reverse"):
        sh_steps._only(args, {A.Role.OBJECT}, f"a {v}")
        target = _target(args, A.Role.OBJECT)
        if (
            target.ref is None
            and target.bound == "all"
            and target.count is None
            and target.kind == "character"
            and target.zone in (None, "stage", "front_row", "back_row")
            and target.pos is None
        ):
            # 「相手のキャラすべてを【レスト】する」: every character there that passes the filters,
            # each turned (a card already in that state is not, 1.3.2.1)
            target = Sel(**{**target.__dict__, "zone": target.zone or "stage"})
        elif target.ref is None:
            raise Unsupported(f"{v} of cards that were not chosen")
        return Op("orient", target=target, orientation=v, **base)
    if v == "shuffle":
        sh_steps._only(args, {A.Role.OBJECT}, "a shuffle")
        o = args.get(A.Role.OBJECT)
        ok = isinstance(o, A.NounPhrase) and (
            o.terms in ((A.Ref("that_deck"),),)
            or (
                len(o.terms) == 2
                and o.terms[1] == A.Zone("deck")
                and isinstance(o.terms[0], A.Owner)
            )
        )
        if o == A.NounPhrase((A.Ref("those_decks"),)):
            # それらの山札をシャッフルする: the decks every player just put cards into
            return Op("shuffle", **{**base, "performer": "all"})
        if not ok:
            raise Unsupported("shuffling something other than your deck")
        if o == A.NounPhrase((A.Ref("that_deck"),)):
            return Op("shuffle", target=Sel(ref="that_deck"), **base)  # その山札
        return Op("shuffle", **base)
    if v == "look":
        sh_steps._only(args, {A.Role.OBJECT, A.Role.SOURCE, A.Role.NONE}, "a look")
        deck = sel(args.get(A.Role.OBJECT))
        if deck == Sel(owner="opponent", zone="hand") and set(args) == {A.Role.OBJECT}:
            # 「相手の手札を見る」: the master sees the cards of a zone hidden from them (3.3.2);
            # nothing moves
            return Op("look_zone", target=deck, **base)
        if deck in (Sel(owner="you", zone="stock"), Sel(owner="you", zone="stock", bound="all")):
            if set(args) == {A.Role.OBJECT}:
                # 「自分のストック(すべて)を見る」: the stock no player sees (3.10.2), seen by its
                # owner because the text says so (1.3.1); nothing moves
                return Op("look_zone", target=Sel(owner="you", zone="stock"), **base)
        if deck.zone != "deck" or deck.ref:
            raise Unsupported("looking at something other than your deck")
        if deck.owner == "opponent" and not (A.Role.SOURCE in args or A.Role.NONE in args):
            raise Unsupported("looking at something other than your deck")
        if A.Role.SOURCE in args or A.Role.NONE in args:
            src = args.get(A.Role.SOURCE)
            cnt = args.get(A.Role.NONE)
            if (
                x is not None
                and isinstance(cnt, A.NounPhrase)
                and len(cnt.terms) == 1
                and isinstance(cnt.terms[0], A.Count)
                and cnt.terms[0].number is not None
                and cnt.terms[0].number.value is None
                and cnt.terms[0].number.variable == "X"
                and cnt.terms[0].bound in ("exact", "up_to")
                and isinstance(src, A.NounPhrase)
                and src.terms == (A.Position("top"),)
            ):
                # 山札を上からＸ枚まで見て … Ｘは…に等しい: X worked out when the step is done
                return Op(
                    "look_top",
                    target=Sel(owner=deck.owner, zone="deck"),
                    bound=cnt.terms[0].bound,
                    x=x,
                    **base,
                )
            nb = sh_nouns.bare_count(args.get(A.Role.NONE))
            if (
                not isinstance(src, A.NounPhrase)
                or src.terms != (A.Position("top"),)
                or nb is None
                or nb[0] is None
                or nb[1] not in ("exact", "up_to")
            ):
                raise Unsupported("looking at the deck in this way")
            # 相手の山札を上から3枚まで見て: the deck looked at is named by ``target``
            return Op(
                "look_top", target=Sel(owner=deck.owner, zone="deck"), n=nb[0], bound=nb[1], **base
            )
        return Op("search_deck", **base)
    if v == "reveal" and not args:
        # 「…を2枚まで選び、公開し」: the cards just chosen are revealed to both players
        return Op("show", target=Sel(ref="chosen"), dest="all", **base)
    if v == "reveal" and A.Role.SOURCE not in args:
        # 手札の「X」を1枚公開してよい (共鳴 without a cost, 10.13.3.2): the card stays in the hand
        sh_steps._only(args, {A.Role.OBJECT, A.Role.NONE}, "a reveal from the hand")
        target = sel(args.get(A.Role.OBJECT))
        nb = sh_nouns.bare_count(args.get(A.Role.NONE))
        if A.Role.NONE not in args and target == Sel(zone="hand", owner=target.owner):
            # 「自分の手札を公開してよい」: the whole hand is revealed (an empty hand too: revealing
            # it is done, 4.9.1)
            if target.owner == "opponent":
                raise Unsupported("revealing the opponent's hand")
            return Op("reveal_hand", target=Sel(zone="hand", owner="you"), bound="all", **base)
        if (
            target.ref is not None
            or target.zone != "hand"
            or target.owner == "opponent"
            or nb is None
            or nb[0] is None
            or nb[1] != "exact"
        ):
            raise Unsupported("a reveal from the hand of this shape")
        if target.owner is None:
            target = Sel(**{**target.__dict__, "owner": "you"})  # 手札: the master's own (8.6.5)
        return Op("reveal_hand", target=target, n=nb[0], **base)
    if v == "reveal":
        sh_steps._only(args, {A.Role.SOURCE, A.Role.OBJECT}, "a reveal")
        src = sel(args.get(A.Role.SOURCE))
        nb = sh_nouns.bare_count(args.get(A.Role.OBJECT))
        if src.zone != "deck" or src.pos != "top" or src.owner == "opponent" or nb is None:
            raise Unsupported("revealing something other than the top of your deck")
        if nb[0] is None or nb[1] not in ("exact", "up_to"):
            raise Unsupported("revealing an open number of cards")
        # 山札の上から3枚までを、公開してよい: how many (none at all) is the master's choice
        return Op("reveal_top", n=nb[0], bound=nb[1], **base)
    if v == "show":
        sh_steps._only(args, {A.Role.GOAL, A.Role.OBJECT}, "showing")
        to = sel(args.get(A.Role.GOAL))
        if to != Sel(owner="opponent"):
            raise Unsupported("showing cards to someone else")
        target = _target(args, A.Role.OBJECT)
        if target.ref != "chosen":
            raise Unsupported("showing cards that were not chosen")
        return Op("show", target=target, **base)
    raise Unsupported(f"the action {v}.{b.form.value}")


def _choose_parts(b: A.Action, kind: str, lead: str | None, cond: Cond | None, x: Any) -> Op:
    """「あなたは自分の控え室の、黄のキャラを1枚までと赤のキャラを1枚まで選び」 / 「他の自分のキャラを
    1枚とこのカードを選び」: several choices made together, each of its own cards and count; a
    card is chosen for one of them only. The owner and zone printed with the first are the
    others' when they name none."""
    if kind == "continuous" or b.modal is not None:
        raise Unsupported("a choice of several parts of this kind")
    if b.form not in (A.Form.CONTINUATIVE, A.Form.FINAL, A.Form.TE):
        raise Unsupported(f"a choice of several parts in form {b.form.value}")
    args = [a for a in b.args if a.role is not A.Role.TOPIC]
    topic = [a.value for a in b.args if a.role is A.Role.TOPIC]
    if topic and not (len(topic) == 1 and _is_you(topic[0])):
        raise Unsupported("a choice of several parts by someone else")
    each = [a for a in args if a.value == A.NounPhrase((A.Word("each_of"),))]
    if each:
        # 「AとBを1枚ずつ選び」: the count is each one's
        rest = [a for a in args if a not in each]
        if (
            len(each) != 1
            or [a.role for a in rest] != [A.Role.WITH, A.Role.OBJECT, A.Role.NONE]
            or sh_nouns.bare_count(rest[2].value) is None
        ):
            raise Unsupported("a choice of several parts of this shape")
        args = [rest[0], rest[2], dataclasses.replace(rest[1], role=A.Role.OBJECT), rest[2]]
        args[0] = dataclasses.replace(args[0], role=A.Role.OBJECT)
    parts: list[Op] = []
    first: Sel | None = None
    i = 0
    while i < len(args):
        if args[i].role is not A.Role.OBJECT:
            raise Unsupported("a choice of several parts of this shape")
        target = sel(args[i].value)
        nb = None
        if i + 1 < len(args) and args[i + 1].role in (A.Role.WITH, A.Role.NONE):
            nb = sh_nouns.bare_count(args[i + 1].value)
            if nb is None or nb[0] is None:
                raise Unsupported("a choice of several parts of this shape")
            i += 2
        else:
            i += 1
        if target.ref == "this" and nb is None and target == Sel(ref="this"):
            nb = (1, "exact")  # このカードを選び: this card
        elif target.ref is not None or nb is None or target.count is not None:
            raise Unsupported("a choice of several parts of this shape")
        if target.stat_x is not None or target.stat_level is not None:
            raise Unsupported("a choice of several parts of this shape")
        if first is None:
            first = target
        elif target.ref is None and target.zone is None and target.owner is None:
            target = Sel(**{**target.__dict__, "owner": first.owner, "zone": first.zone})
        parts.append(Op("choose", target=target, n=nb[0], bound=nb[1]))
    if len(parts) < 2 or not any(p.target.ref is None for p in parts):  # type: ignore[union-attr]
        raise Unsupported("a choice of several parts of this shape")
    return Op("choose_parts", parts=tuple(parts), lead=lead, cond=cond, own_topic=bool(topic))


def _trigger_checks(args: dict[A.Role, Any], kind: str, base: dict[str, Any]) -> Op:
    """「そのアタック中、あなたはトリガーステップにトリガーチェックをN回行う」: the trigger step of
    the attack the ability resolves in carries out the trigger check (7.3.1.2) N times."""
    sh_steps._only(
        args, {A.Role.OBJECT, A.Role.GOAL, A.Role.NONE, A.Role.TIME}, "a number of trigger checks"
    )
    tn = args.get(A.Role.NONE)
    t0 = tn.terms[0] if isinstance(tn, A.NounPhrase) and len(tn.terms) == 1 else None
    if (
        kind == "continuous"
        or base["performer"] != "you"
        or args.get(A.Role.TIME) != A.Duration("this_attack")
        or args.get(A.Role.GOAL) != A.NounPhrase((A.Word("trigger_step"),))
        or not isinstance(t0, A.Count)
        or t0.unit != "times"
        or t0.bound != "exact"
        or t0.number is None
        or t0.number.value is None
        or t0.number.value < 2
    ):
        raise Unsupported("a number of trigger checks of this shape")
    return Op("trigger_checks", n=t0.number.value, until="attack", **base)


def _in_context(steps: tuple[Op, ...]) -> tuple[Op, ...]:
    """A choice that names no zone picks among the cards just looked at (山札を見て…選び), or
    else characters on the stage."""
    out: list[Op] = []
    looking = False
    for op in steps:
        if op.x is not None and op.x.op == "same":
            # 同じ枚数: the cards the step before moved or chose (a shuffle between leaves them)
            before = [p for p in out if p.verb != "shuffle"]
            if not before or before[-1].verb not in ("move", "choose"):
                raise Unsupported("同じ枚数 after a step that moved or chose no cards")
        if (
            op.verb in ("choose", "move", "draw", "shuffle")
            and op.performer == "you"
            and not op.own_topic
            and out
            and out[-1].performer == "opponent"
            and out[-1].sentence == op.sentence
        ):
            # 相手は…を1枚選び、そのカード以外の控え室のカードすべてを、山札に戻し、その山札をシャッフル
            # する: the topic names who does every step of the sentence (自分 stays that player)
            op = Op(**{**op.__dict__, "performer": "opponent"})
        if op.until == "inherit":
            # a change with no duration of its own, chained in one sentence to one that has one
            # (そのターン中、パワーを＋1000し、ソウルを＋1 / …し、このカードは次の能力を得る): the
            # sentence's duration governs every change in it; a given ability with none lasts as
            # long as the card stays (3.1.4), a stat change with none is not read
            prev = next(
                (
                    p
                    for p in reversed(out)
                    if p.sentence == op.sentence
                    and p.verb in ("stat", "grant", "forbid")
                    and p.until not in (None, "inherit")
                ),
                None,
            )
            if prev is None and op.verb == "forbid":
                raise Unsupported("a prohibition lasting unstated")
            if prev is None and op.verb != "grant":
                raise Unsupported("a stat change lasting unstated")
            op = Op(**{**op.__dict__, "until": prev.until if prev is not None else "game"})
        if op.target is not None and op.target.ref == "implied":
            # パワーを＋1000し、ソウルを＋1: a stat change with no target of its own applies to
            # the target of the stat change before it in the sentence; otherwise to the cards
            # just chosen
            prev = out[-1] if out else None
            if prev is not None and prev.verb == "stat" and prev.sentence == op.sentence:
                # 「マーカー1枚につき、このカードのレベルを＋1し、パワーを＋1500」: the 「…につき」
                # that heads the sentence counts for the change chained to it as well
                per = op.per if op.per is not None else prev.per
                op = Op(**{**op.__dict__, "target": prev.target, "per": per})
            else:
                op = Op(**{**op.__dict__, "target": Sel(ref="chosen")})
        if (
            op.verb == "move"
            and op.target == Sel(ref="chosen")
            and out
            and out[-1].verb == "look_top"
            and (out[-1].sentence == op.sentence or op.lead == "if_done")
        ):
            # 山札を上から2枚まで見て、山札の上に好きな順番で置く: the cards looked at (none
            # chosen from them: 残り is all of them)
            op = Op(**{**op.__dict__, "target": Sel(ref="rest")})
        if op.same_order and (op.target is None or op.target.ref != "rest"):
            # 元の順番で置く: only the cards just looked at, put back on their deck
            raise Unsupported("cards put back in their order that were not looked at")
        if op.verb in ("search_deck", "look_top"):
            looking = True
        elif op.verb == "move" and op.target is not None and op.target.ref == "rest":
            # …見て、山札の上か控え室に置き、自分の《武器》のキャラを1枚選び: the cards looked at
            # are all put away; a later choice is no longer among them
            looking = False
        if (
            op.target is not None
            and op.target.ref == "among_chosen"
            and (not out or out[-1].verb not in ("choose", "show", "reveal_top"))
        ):
            raise Unsupported("a choice among cards no step before chose")
        op = _choice_zone(op, looking)
        if op.verb == "choose_parts":
            op = Op(**{**op.__dict__, "parts": tuple(_choice_zone(p, looking) for p in op.parts)})
        out.append(op)
    return tuple(out)


def _choice_zone(op: Op, looking: bool) -> Op:
    """A choice that names no zone picks among the cards just looked at, or else characters on
    the stage."""
    if (
        op.verb == "choose"
        and op.target is not None
        and op.target.zone is None
        and not op.target.ref
    ):
        zone = "looked" if looking else "stage"
        if zone == "stage" and op.target.kind == "climax":
            # 「クライマックス」 with no zone named: a climax in the climax zone (2.3.2.3.2)
            zone = "climax"
        elif zone == "stage" and op.target.kind not in ("character", None):
            raise Unsupported("a choice of cards with no zone")
        unnamed = zone != "looked"
        op = Op(
            **{
                **op.__dict__,
                "target": Sel(**{**op.target.__dict__, "zone": zone, "unnamed_zone": unnamed}),
            }
        )
    return op


FIXED_REFS = ("battle_opponent", "facing", "front", "behind", "trigger_card")


def _antecedents(trig: Trig | None, cond: Cond | None, steps: tuple[Op, ...]) -> tuple[Op, ...]:
    """そのキャラ / そのカード name the card last mentioned: a card the trigger or the condition
    named (このカードのバトル相手, the other character that attacked), until a step chooses or
    moves cards (then they are the chosen ones)."""
    ante: Sel | None = None
    # そのバトル相手: the battle opponent last named (このカードのバトル相手; the card the trigger
    # names as another character's battle opponent), whatever was chosen since
    opponent: str | None = None
    if trig is not None and trig.subject is not None:
        if trig.subject.ref == "battle_opponent":
            ante = Sel(ref="battle_opponent")
            opponent = "battle_opponent"
        elif trig.subject.ref is None:
            ante = Sel(ref="trigger_card")
        elif trig.subject.ref == "battle_opponent_of":
            opponent = "trigger_card"
    for c in _flat(cond):
        if c.sel is not None and c.sel.ref in FIXED_REFS:
            ante = Sel(ref=c.sel.ref)
        if c.sel is not None and c.sel.ref == "battle_opponent":
            opponent = "battle_opponent"
    out = []
    for op in steps:
        for c in _flat(op.cond):
            if c.sel is not None and c.sel.ref in FIXED_REFS:
                ante = Sel(ref=c.sel.ref)
            if c.sel is not None and c.sel.ref == "battle_opponent":
                opponent = "battle_opponent"
        if op.target is not None and op.target.ref == "that_battle_opponent":
            if opponent is None:
                raise Unsupported("そのバトル相手 with no battle opponent named before")
            op = Op(**{**op.__dict__, "target": Sel(**{**op.target.__dict__, "ref": opponent})})
        elif op.target is not None and op.target.ref == "battle_opponent":
            opponent = "battle_opponent"
        if ante is not None and op.target is not None and op.target.ref == "chosen":
            op = Op(**{**op.__dict__, "target": Sel(**{**op.target.__dict__, "ref": ante.ref})})
        elif op.target is not None and op.target.ref in FIXED_REFS:
            ante = Sel(ref=op.target.ref)
        if op.verb in (
            "choose",
            "choose_parts",
            "search_deck",
            "look_top",
            "reveal_top",
            "flip",
        ) or (
            op.verb == "move" and op.target.pos  # type: ignore[union-attr]
        ):
            ante = None
        out.append(op)
    return tuple(out)


def _sels(obj: Any) -> list[Sel]:
    """Every selector in a compiled value (steps, their conditions, X, alternatives)."""
    if isinstance(obj, (tuple, list)):
        return [x for o in obj for x in _sels(o)]
    if not dataclasses.is_dataclass(obj) or isinstance(obj, type):
        return []
    out = [obj] if isinstance(obj, Sel) else []
    for f in dataclasses.fields(obj):
        out += _sels(getattr(obj, f.name))
    return out


def _cond_antecedent(trig: Trig | None, cond: Cond | None) -> Cond | None:
    """そのカード in the condition before the effect (「…がでた時、そのカードのトリガーアイコンが
    [[salvage.gif]]なら」): the card the trigger was about; with no such card before it the
    reference names nothing the engine knows — refused."""
    if cond is None or not any(c.sel == Sel(ref="chosen") for c in _flat(cond)):
        return cond
    if trig is None or trig.subject is None or trig.subject.ref is not None:
        raise Unsupported("そのカード in a condition with no card before it")

    def sub(c: Cond) -> Cond:
        parts = tuple(sub(p) for p in c.parts)
        s = Sel(ref="trigger_card") if c.sel == Sel(ref="chosen") else c.sel
        return dataclasses.replace(c, sel=s, parts=parts)

    return sub(cond)


def _flat(c: Cond | None) -> list[Cond]:
    if c is None:
        return []
    return [c] + [x for p in c.parts for x in _flat(p)]


def _quote_sentence(sent: A.Sentence) -> tuple[A.Ability, ...] | None:
    """『…』。 after 次の能力を得る: a sentence that is only the quoted abilities."""
    if len(sent.steps) != 1:
        return None
    b = sent.steps[0].body
    if not isinstance(b, A.Action) or b.verb != "be" or len(b.args) != 1:
        return None
    if b.args[0].role is not A.Role.PREDICATE:
        return None
    return _quoted(b.args[0].value)


def _swap_with_this(sent: A.Sentence) -> tuple[int, Sel] | None:
    """「あなたは自分のレベル置場の「X」を1枚とこのカードを選び、入れ替える。」 (the last two steps of
    the sentence): the step index and the card to swap this card with."""
    steps = sent.steps
    if len(steps) < 2:
        return None
    i = len(steps) - 2
    ch, sw = steps[i].body, steps[i + 1].body
    if not isinstance(ch, A.Action) or not isinstance(sw, A.Action):
        return None
    if ch.verb != "choose" or sw.verb != "swap" or sw.args or steps[i + 1].condition:
        return None
    if sw.form not in (A.Form.FINAL, A.Form.OPTIONAL) or ch.modal or sw.modal:
        # 「入れ替えることができる」: a modal this reading does not read (the step refuses it)
        return None
    objs = [a.value for a in ch.args if a.role is A.Role.OBJECT]
    rest = {a.role for a in ch.args} - {A.Role.OBJECT, A.Role.WITH, A.Role.TOPIC}
    count = next((a.value for a in ch.args if a.role is A.Role.WITH), None)
    if rest or len(objs) != 2 or objs[1] != A.NounPhrase((A.Ref("this_card"),)):
        return None
    if sh_nouns.bare_count(count) != (1, "exact"):
        return None
    target = sel(objs[0])
    if target.ref is not None or target.zone not in ("level", "waiting_room", "memory", "clock"):
        return None
    return i, Sel(**{**target.__dict__, "owner": target.owner or "you"})


def _step_cond(st: A.Step) -> Cond | None:
    return condition(st.condition) if st.condition is not None else None


def _swap_with_this_on_stage(sent: A.Sentence) -> tuple[int, int, Sel, bool] | None:
    """「あなたは自分の《X》のキャラを1枚とこのカードを選び、(それぞれを【スタンド】して)入れ替える」:
    the choose step's index, how many steps the swap takes, the character to swap slots with,
    and whether both are put standing."""
    steps = sent.steps
    for i in range(len(steps) - 1):
        ch = steps[i].body
        if not isinstance(ch, A.Action) or ch.verb != "choose" or steps[i].condition:
            continue
        rest = steps[i + 1 :]
        stand = False
        if (
            len(rest) >= 2
            and isinstance(rest[0].body, A.Action)
            and rest[0].body.verb == "stand"
            and rest[0].body.form is A.Form.TE
            and rest[0].body.args
            and rest[0].body.args[0].value == A.NounPhrase((A.Ref("each"),))
            and len(rest[0].body.args) == 1
        ):
            stand, rest = True, rest[1:]
        sw = rest[0].body if rest else None
        if not isinstance(sw, A.Action) or sw.verb != "swap" or sw.args or rest[0].condition:
            continue
        if (
            sw.form not in (A.Form.FINAL, A.Form.OPTIONAL, A.Form.CONTINUATIVE)
            or ch.modal
            or sw.modal
        ):
            continue  # 「入れ替えることができる」: a modal not read here (the step refuses it)
        objs = [a.value for a in ch.args if a.role is A.Role.OBJECT]
        count = [a.value for a in ch.args if a.role is A.Role.WITH]
        extra = {a.role for a in ch.args} - {A.Role.OBJECT, A.Role.WITH, A.Role.TOPIC}
        if extra or len(objs) != 2 or objs[1] != A.NounPhrase((A.Ref("this_card"),)):
            continue
        if len(count) != 1 or sh_nouns.bare_count(count[0]) != (1, "exact"):
            continue
        target = sel(objs[0])
        if target.ref is not None or target.zone not in (None, "stage", "front_row", "back_row"):
            continue
        if target.owner == "opponent":
            continue
        n = 3 if stand else 2
        return i, n, Sel(**{**target.__dict__, "owner": "you", "other": True}), stand
    return None


SWAP_ZONES = ("level", "waiting_room", "memory", "clock", "hand")


def _swap_each(sent: A.Sentence) -> tuple[int, Sel, Sel] | None:
    """「あなたは自分のレベル置場のカードと控え室のカードを1枚ずつ選び、入れ替える。」 (the last two
    steps of the sentence): the step index and the two selectors, one card from each zone."""
    steps = sent.steps
    if len(steps) < 2:
        return None
    i = len(steps) - 2
    ch, sw = steps[i].body, steps[i + 1].body
    if not isinstance(ch, A.Action) or not isinstance(sw, A.Action):
        return None
    if ch.verb != "choose" or sw.verb != "swap" or sw.args or steps[i + 1].condition:
        return None
    if ch.form is not A.Form.CONTINUATIVE or sw.form not in (A.Form.FINAL, A.Form.OPTIONAL):
        return None
    if ch.modal or sw.modal:
        return None  # 「入れ替えることができる」: a modal not read here (the step refuses it)
    first = [a.value for a in ch.args if a.role is A.Role.WITH]
    second = [a.value for a in ch.args if a.role is A.Role.OBJECT]
    nones = [a.value for a in ch.args if a.role is A.Role.NONE]
    rest = {a.role for a in ch.args} - {A.Role.WITH, A.Role.OBJECT, A.Role.NONE, A.Role.TOPIC}
    if rest or len(first) != 1 or len(second) != 1 or len(nones) != 2:
        return None
    if A.NounPhrase((A.Word("each_of"),)) not in nones:
        return None
    count = next(n for n in nones if n != A.NounPhrase((A.Word("each_of"),)))
    if sh_nouns.bare_count(count) != (1, "exact"):
        return None
    a, b = sel(first[0]), sel(second[0])
    for x in (a, b):
        if x.ref is not None or x.zone not in SWAP_ZONES or x.owner == "opponent" or x.count:
            return None
    if a.zone == b.zone:
        return None
    return i, Sel(**{**a.__dict__, "owner": "you"}), Sel(**{**b.__dict__, "owner": "you"})


def _swap_two_choices(sent: A.Sentence) -> int | None:
    """「あなたは…を1枚選び、相手は…を1枚選び、入れ替える」: two choices of one card, by two
    players, then 入れ替える — the two cards chosen swap places. The index of the first choice,
    else None."""
    steps = sent.steps
    for i in range(len(steps) - 2):
        a, b, sw = (st.body for st in steps[i : i + 3])
        if not all(isinstance(x, A.Action) for x in (a, b, sw)):
            continue
        if a.verb != "choose" or b.verb != "choose" or sw.verb != "swap" or sw.args:  # type: ignore[union-attr]
            continue
        if sw.form is not A.Form.FINAL or sw.modal or steps[i + 2].condition or steps[i + 2].lead:  # type: ignore[union-attr]
            continue
        who = [
            next((x.value for x in c.args if x.role is A.Role.TOPIC), None)  # type: ignore[union-attr]
            for c in (a, b)
        ]
        you, them = A.NounPhrase((A.Owner("you"),)), A.NounPhrase((A.Owner("opponent"),))
        if who != [you, them]:
            continue
        for c in (a, b):
            n = next((x.value for x in c.args if x.role is A.Role.NONE), None)  # type: ignore[union-attr]
            if sh_nouns.bare_count(n) != (1, "exact"):
                return None
        return i
    return None


def _is_next_action(np: A.NounPhrase | A.Duration | None) -> bool:
    """次の行動: the action quoted in the next sentence."""
    return np == A.NounPhrase((A.Ref("next"), A.Word("action")), ("の",))


def _modal_count(b: A.Step | None) -> int | None:
    """次のN つの効果のうちあなたが選んだ1つを行う: N, else None."""
    body = b.body if b is not None else None
    if not isinstance(body, A.Action) or body.verb != "perform" or body.form is not A.Form.FINAL:
        return None
    obj = body.arg(A.Role.OBJECT)
    if obj is None or len(body.args) != 1 or not isinstance(obj.terms[0], A.Relative):
        return None
    if obj.terms[1:] != (A.Count(A.Number(1), "item"),):
        return None
    c = obj.terms[0].clause
    subj = c.arg(A.Role.SUBJECT)
    if c.verb != "choose" or c.form is not A.Form.PAST or subj is None or len(c.args) != 1:
        return None
    t = subj.terms
    if (
        len(t) == 5
        and t[0] == A.Ref("next")
        and isinstance(t[1], A.Count)
        and t[1].unit == "item"
        and t[2] == A.CardKind("effect")
        and t[3] == A.Word("one_of")
        and t[4] == A.Owner("you")
        and t[1].number is not None
    ):
        return t[1].number.value
    return None


def _each_count(b: A.Step | None) -> tuple[int, bool] | None:
    """次のN つの効果を(好きな順番で)1回ずつ行う: N and whether the master orders them, else
    None."""
    body = b.body if b is not None else None
    if not isinstance(body, A.Action) or body.verb != "perform" or body.form is not A.Form.FINAL:
        return None
    obj = body.arg(A.Role.OBJECT)
    nones = [a.value for a in body.args if a.role is A.Role.NONE]
    means = [a.value for a in body.args if a.role is A.Role.MEANS]
    rest = {a.role for a in body.args} - {A.Role.OBJECT, A.Role.NONE, A.Role.MEANS}
    if (
        rest
        or obj is None
        or len(obj.terms) != 3
        or obj.terms[0] != A.Ref("next")
        or obj.terms[2] != A.CardKind("effect")
        or not isinstance(obj.terms[1], A.Count)
        or obj.terms[1].unit != "item"
        or obj.terms[1].number is None
        or obj.terms[1].number.value is None
        or len(nones) != 2
        or A.NounPhrase((A.Count(A.Number(1), "times"),)) not in nones
        or A.NounPhrase((A.Word("each_of"),)) not in nones
        or means not in ([], [A.NounPhrase((A.Word("favourite"), A.Word("order")), ("",))])
    ):
        return None
    return obj.terms[1].number.value, bool(means)


def _rested() -> A.NounPhrase:
    """【レスト】 as the means of a put (【レスト】して置く)."""
    return A.NounPhrase((A.Word("rest_state"),))


def _rested_put(sent: A.Sentence) -> A.Sentence:
    """「…を…枠に【レスト】して置く」: the grammar reads 【レスト】して as a step of its own (rest, with
    the object and the place) before a bare 置く; it is how the card is put (a put by the means
    【レスト】で)."""
    steps = list(sent.steps)
    for i in range(len(steps) - 1):
        a, b = steps[i].body, steps[i + 1].body
        if (
            isinstance(a, A.Action)
            and isinstance(b, A.Action)
            and a.verb == "rest"
            and a.form is A.Form.TE
            and a.modal is None
            and any(x.role is A.Role.GOAL for x in a.args)
            and b.verb == "put"
            and not b.args
            and b.modal is None
            and steps[i + 1].condition is None
            and steps[i + 1].lead is None
            and steps[i + 1].cost is None
        ):
            put = A.Action("put", (*a.args, A.Arg(A.Role.MEANS, _rested())), b.form)
            steps[i : i + 2] = [dataclasses.replace(steps[i], body=put)]
            return dataclasses.replace(sent, steps=tuple(steps))
    return sent


_SIDE_ATTACKING = A.NounPhrase((A.Relative(A.Action("side_attack", (), A.Form.CONCESSIVE)),))


def _unreduced_side_attack(sent: A.Sentence) -> A.Sentence:
    """「このカードはサイドアタックしてもソウルが減少しない」 (or 「…減らない」, 減る being the
    intransitive of the same verb): the grammar reads サイドアタックしても as
    a step of its own before 「ソウルが減少しない」; it is when the soul is not reduced (one step:
    the soul does not decrease, by a side attack, with the card and the period of the first)."""
    steps = list(sent.steps)
    for i in range(len(steps) - 1):
        a, b = steps[i].body, steps[i + 1].body
        if (
            isinstance(a, A.Action)
            and isinstance(b, A.Action)
            and a.verb == "side_attack"
            and a.form is A.Form.CONCESSIVE
            and a.modal is None
            and {x.role for x in a.args} <= {A.Role.TOPIC, A.Role.TIME}
            and b.verb in ("decrease_by", "decrease")  # 減少しない / 減らない: one meaning
            and b.form is A.Form.NEGATIVE
            and b.modal is None
            and sh_cond.args_of(b) == {A.Role.SUBJECT: A.NounPhrase((A.Stat("soul"),))}
            and steps[i + 1].condition is None
            and steps[i + 1].lead is None
            and steps[i + 1].cost is None
        ):
            body = A.Action(
                "decrease_by", (*a.args, *b.args, A.Arg(A.Role.MEANS, _SIDE_ATTACKING)), b.form
            )
            steps[i : i + 2] = [dataclasses.replace(steps[i], body=body)]
            return dataclasses.replace(sent, steps=tuple(steps))
    return sent


def _plain(steps: Any, kind: str, x: XDef | None, n: int) -> list[Op]:
    """Steps read one by one (``step``), in sentence ``n``."""
    return [Op(**{**step(s, kind, None, x).__dict__, "sentence": n}) for s in steps]


def _steps(effect: A.Effect, kind: str) -> list[Op]:
    out: list[Op] = []
    sents = effect.sentences
    xs = [(n, d) for n, se in enumerate(sents) if (d := x_definition(se)) is not None]
    if len(xs) > 1:
        raise Unsupported("two definitions of X")
    x = xs[0][1] if xs else None
    skip = -1
    for n, sent in enumerate(sents):
        if n == skip or (xs and n == xs[0][0]):
            continue
        sent = _unreduced_side_attack(_rested_put(sent))
        quoted = _quote_sentence(sents[n + 1]) if n + 1 < len(sents) else None
        modal = _modal_count(sent.steps[0]) if len(sent.steps) == 1 else None
        each = _each_count(sent.steps[0]) if len(sent.steps) == 1 else None
        if modal is not None or each is not None:
            count = modal if modal is not None else each[0]  # type: ignore[index]
            if quoted is None or len(quoted) != count:
                raise Unsupported("a choice of effects without the quoted effects")
            options = []
            for q in quoted:
                try:
                    prog = compile_ability(q)
                except Unsupported as exc:
                    raise Unsupported(
                        f"a choice of an effect the engine cannot run ({exc.reason})"
                    ) from exc
                if prog.kind != "event":
                    raise Unsupported("a choice of effects that are not plain effects")
                from grammar.render import render_ability

                options.append((render_ability(q, "ws"), prog))
            skip = n + 1
            out.append(
                Op(
                    "modal" if modal is not None else "each_effect",
                    options=tuple(options),
                    any_order=each is not None and each[1],
                    lead=lead_of(sent.steps[0]),
                    cond=_step_cond(sent.steps[0]),
                    sentence=n,
                )
            )
            continue
        per_at = next(
            (
                i
                for i, st in enumerate(sent.steps)
                if isinstance(st.body, A.Action)
                and st.body.verb == "look"
                and any(a.role is A.Role.PER for a in st.body.args)
            ),
            None,
        )
        if per_at is not None:
            # それらのカードのCX1枚につき、あなたは自分の山札を見て…選んで…加え、その山札をシャッフル
            # する: what follows in the sentence is done that many times, as written
            first = sent.steps[per_at]
            body = first.body
            per_np = next(a.value for a in body.args if a.role is A.Role.PER)  # type: ignore[union-attr]
            per_sel = _per_cards(per_np)
            bare = dataclasses.replace(
                first,
                body=dataclasses.replace(
                    body,  # type: ignore[arg-type]
                    args=tuple(a for a in body.args if a.role is not A.Role.PER),  # type: ignore[union-attr]
                ),
            )
            out += _plain(sent.steps[:per_at], kind, x, n)
            rest = [step(st, "event", None, x) for st in (bare, *sent.steps[per_at + 1 :])]
            prog = Program("event", steps=_in_context(tuple(rest)))
            out.append(
                Op(
                    "repeat",
                    options=(("（…1枚につき）", prog),),
                    per=per_sel,
                    lead=lead_of(first),
                    cond=condition(first.condition) if first.condition else None,
                    sentence=n,
                )
            )
            continue
        timing_at = next(
            (i for i, st in enumerate(sent.steps) if isinstance(st.body, A.Timing)), None
        )
        if timing_at is not None:
            # 「ターンの終わりに、このカードを思い出にする」: the rest of the sentence is a delayed
            # ability (8.7.5) created by this step
            head, tail = sent.steps[:timing_at], sent.steps[timing_at + 1 :]
            tm = sent.steps[timing_at]
            if not tail or tm.condition is not None:
                raise Unsupported("a timing inside an effect")
            out += _plain(head, kind, x, n)
            later = [step(s, "event", None, x) for s in tail]
            if any(o.x is not None or o.verb == "pay_cost" for o in later):
                raise Unsupported("a delayed effect of this shape")
            prog = Program("event", steps=_in_context(tuple(later)))
            out.append(
                Op(
                    "delay",
                    delay=_delay_timing(tm.body),  # type: ignore[arg-type]
                    options=((_delay_key(prog), prog),),
                    lead=lead_of(tm),
                    sentence=n,
                )
            )
            continue
        lost = _trait_loss(sent, kind, x, n)
        if lost is not None:
            out += lost
            continue
        either = _either_sentence(sent)
        if either is not None:
            # 「あなたは自分か相手の、山札の上から3枚を、控え室に置く」: the master picks whose (a
            # choice the text leaves to the master, 8.6.3), then the step is done with that one's
            options = tuple(
                (label, Program("event", steps=tuple(_plain(v.steps, kind, x, n))))
                for label, v in either
            )
            out.append(
                Op(
                    "modal",
                    options=options,
                    lead=lead_of(sent.steps[0]),
                    cond=_step_cond(sent.steps[0]),
                    sentence=n,
                    keep_chosen=True,  # what the chosen effect dealt with is 「それら」 after it
                )
            )
            continue
        on_stage = _swap_with_this_on_stage(sent)
        if on_stage is not None:
            i, k, target, stand = on_stage
            out += _plain(sent.steps[:i], kind, x, n)
            last = sent.steps[i + k - 1].body
            out.append(
                Op(
                    "swap_stage",
                    target=target,
                    n=1,
                    orientation="stand" if stand else None,
                    optional=last.form is A.Form.OPTIONAL,  # type: ignore[union-attr]
                    lead=lead_of(sent.steps[i]),
                    cond=_step_cond(sent.steps[i]),
                    sentence=n,
                )
            )
            out += _plain(sent.steps[i + k :], kind, x, n)
            continue
        two = _swap_two_choices(sent)
        if two is not None:
            # the two cards the two players chose swap places (swap_chosen)
            out += _plain(sent.steps[: two + 2], kind, x, n)
            out.append(
                Op(
                    "swap_chosen",
                    target=Sel(ref="chosen_by_you"),
                    other=Sel(ref="chosen_by_opponent"),
                    n=1,
                    performer="opponent",
                    sentence=n,
                )
            )
            out += _plain(sent.steps[two + 3 :], kind, x, n)
            continue
        each = _swap_each(sent)
        if each is not None:
            i, first, second = each
            out += _plain(sent.steps[:i], kind, x, n)
            out.append(
                Op(
                    "swap_each",
                    target=first,
                    other=second,
                    n=1,
                    optional=sent.steps[i + 1].body.form is A.Form.OPTIONAL,  # type: ignore[union-attr]
                    lead=lead_of(sent.steps[i]),
                    cond=_step_cond(sent.steps[i]),
                    sentence=n,
                )
            )
            continue
        pair = _swap_with_this(sent)
        if pair is not None:
            i, target = pair
            out += _plain(sent.steps[:i], kind, x, n)
            sw = sent.steps[i + 1]
            out.append(
                Op(
                    "swap_this",
                    target=target,
                    n=1,
                    optional=sw.body.form is A.Form.OPTIONAL,  # type: ignore[union-attr]
                    lead=lead_of(sent.steps[i]),
                    # 「…、あなたのレベルが3以上なら、…選び、入れ替える」: the choice's condition
                    # (before, dropped: the swap ran whether or not it was met)
                    cond=_step_cond(sent.steps[i]),
                    sentence=n,
                )
            )
            continue
        for s in sent.steps:
            wants = isinstance(s.body, A.Action) and (
                (
                    s.body.verb in ("gain", "give")
                    and _is_next_ability(s.body.arg(A.Role.OBJECT)) is not None
                )
                or (s.body.verb == "perform" and _is_next_action(s.body.arg(A.Role.OBJECT)))
            )
            op = step(s, kind, quoted if wants else None, x)
            if wants:
                skip = n + 1
            out.append(Op(**{**op.__dict__, "sentence": n}))
    return _among_tiers(out)


def _otherwise(
    ops: tuple[Op, ...], kind: str, cond: Cond | None
) -> tuple[tuple[Op, ...], Cond | None]:
    """「Aしてよい。そうしないなら、B」 (8.6.4: 「(処理 A)しなかったら」): B only if A was not done
    (the runtime's lead ``otherwise``); 「Xなら、A。そうでないなら、B」 after a step that is not
    optional: B only if the condition X was not met — as it was read then (``Cond`` ``unmet``),
    in a continuous ability while it is not met (``Cond`` ``not``). X printed before the first
    sentence (the ability's condition ``cond``) then governs that sentence alone: it is moved
    onto it, and the ability has none."""
    out = list(ops)
    for j, op in enumerate(out):
        if op.lead != "otherwise":
            continue
        if j == 0:
            raise Unsupported("そうでないなら with no step before it")
        prev = out[j - 1]
        at = next(i for i, o in enumerate(out) if o.sentence == prev.sentence)
        if (
            cond is not None
            and prev.sentence == 0
            and op.sentence == 1
            and out[at].cond is None
            and not prev.optional
        ):
            out[at] = Op(**{**out[at].__dict__, "cond": cond})
            cond = None
        first = out[at]
        if first.cond is not None and not prev.optional and prev.sentence != op.sentence:
            if op.cond is not None:
                raise Unsupported("a condition after そうでないなら")
            neg = (
                Cond("not", parts=(first.cond,))
                if kind == "continuous"
                else Cond("unmet", n=prev.sentence)
            )
            out[j] = Op(**{**op.__dict__, "lead": None, "cond": neg})
        elif kind == "continuous":
            raise Unsupported("そうしないなら in a continuous ability")
    return tuple(out), cond


_OWN_CARD_EFFECT = A.NounPhrase(
    (A.Owner("self"), A.CardKind("card"), A.CardKind("effect")), ("の", "の")
)
_THAT_PLAYER = A.NounPhrase((A.Ref("that"), A.Owner("player")), ("",))
_THAT_TRAIT = A.NounPhrase((A.Ref("that"), A.Word("trait")), ("",))


def _trait_loss(sent: A.Sentence, kind: str, x: XDef | None, n: int) -> list[Op] | None:
    """「相手の舞台にいるキャラの特徴を1つ選び、相手のキャラすべては、そのターン中、その特徴をすべて
    失う」 / 「相手のキャラを1枚とそのキャラの特徴を1つ選び、そのターン中、そのキャラはその特徴をすべて
    失う」: a trait is chosen among those the cards named have (a trait is chosen, not a card,
    8.6.3), and the characters named lose it for the duration (8.2.1.2)."""
    steps = sent.steps
    at = next(
        (
            i
            for i, st in enumerate(steps[:-1])
            if isinstance(st.body, A.Action)
            and st.body.verb == "choose"
            and isinstance(steps[i + 1].body, A.Action)
            and steps[i + 1].body.verb == "lose"  # type: ignore[union-attr]
            and _THAT_TRAIT in [a.value for a in steps[i + 1].body.args]  # type: ignore[union-attr]
        ),
        None,
    )
    if at is None:
        return None
    if kind == "continuous":
        raise Unsupported("a trait lost by a continuous ability")
    st, lose = steps[at], steps[at + 1]
    b, lb = st.body, lose.body
    assert isinstance(b, A.Action) and isinstance(lb, A.Action)
    objs = [a for a in b.args if a.role is A.Role.OBJECT]
    trait = objs[-1].value if objs else None
    if (
        not isinstance(trait, A.NounPhrase)
        or len(trait.terms) < 2
        or trait.terms[-1] != A.Word("trait")
        or sh_nouns.bare_count(b.arg(A.Role.NONE)) != (1, "exact")
        or b.form is not A.Form.CONTINUATIVE
    ):
        raise Unsupported("a choice of a trait of this shape")
    largs = sh_cond.args_of(lb)
    if (
        set(largs) - {A.Role.TOPIC, A.Role.TIME, A.Role.OBJECT, A.Role.NONE}
        or largs.get(A.Role.NONE) != A.NounPhrase((A.Count(None, unit="card", bound="all"),))
        or lb.form is not A.Form.FINAL
        or lose.condition is not None
        or lose.lead is not None
        or lose.cost is not None
    ):
        raise Unsupported("losing a trait of this shape")
    whose = A.NounPhrase(trait.terms[:-1], trait.links[: len(trait.terms) - 2])
    ops = _plain(steps[:at], kind, x, n)
    if len(objs) == 2 and whose == A.NounPhrase((A.Ref("that_character"),)):
        # 「相手のキャラを1枚とそのキャラの特徴を1つ選び」: the card first, then one of its traits
        with_ = b.arg(A.Role.WITH)
        rest = tuple(a for a in b.args if a.role is A.Role.TOPIC)
        card = A.Action(
            "choose",
            (*rest, objs[0], A.Arg(A.Role.NONE, with_)),
            b.form,  # type: ignore[arg-type]
        )
        ops += _plain((dataclasses.replace(st, body=card),), kind, x, n)
        source, lead, cond = Sel(ref="chosen"), None, None
    elif len(objs) == 1 and [a.role for a in b.args] == [
        A.Role.TOPIC,
        A.Role.OBJECT,
        A.Role.NONE,
    ]:
        source, lead = sel(whose), lead_of(st)
        cond = condition(st.condition) if st.condition is not None else None
        if source.ref is not None or source.count is not None:
            raise Unsupported("a choice of a trait of this shape")
    else:
        raise Unsupported("a choice of a trait of this shape")
    if sel(b.arg(A.Role.TOPIC)) != Sel(owner="you"):
        raise Unsupported("a trait chosen by another player")
    target = sel(largs.get(A.Role.TOPIC))
    until = _until(largs.get(A.Role.TIME), kind)
    ops.append(Op("choose_trait", target=source, lead=lead, cond=cond, sentence=n))
    ops.append(Op("lose_trait", target=target, until=until, sentence=n))
    return ops + _plain(steps[at + 2 :], kind, x, n)


_STEP_ROLES = (A.Role.OBJECT, A.Role.SOURCE, A.Role.GOAL)


def _either_sentence(sent: A.Sentence) -> tuple[tuple[str, A.Sentence], ...] | None:
    """A sentence of one step whose object, source or destination opens with 「自分か相手の(、)」:
    the sentence once with each player's, labelled by the player (``None`` if it does not)."""
    if len(sent.steps) != 1 or not isinstance(sent.steps[0].body, A.Action):
        return None
    st = sent.steps[0]
    split = _either_owner(st.body, _STEP_ROLES)  # type: ignore[arg-type]
    if split is None:
        return None
    if st.condition is not None or st.cost is not None:
        raise Unsupported("either player's, with a condition or a cost on the step")
    labels = ("自分の", "相手の")
    return tuple(
        (label, dataclasses.replace(sent, steps=(dataclasses.replace(st, body=b),)))
        for label, b in zip(labels, split, strict=True)
    )


def _among_tiers(ops: list[Op]) -> list[Op]:
    """「それらのカードに《X》が1枚以上なら、A。それらのカードに《X》が2枚以上なら、B。」: sentences
    one after another each opening with a count among 「それらのカード」 are tiers of one reading
    — each counts the cards the first counted, whatever the steps between them dealt with
    (``Cond.tier``)."""
    out: list[Op] = []
    opens: dict[int, bool] = {}
    for op in ops:
        first = op.sentence not in opens
        if first:
            opens[op.sentence] = op.cond is not None and op.cond.what == "among"
        if first and opens[op.sentence] and opens.get(op.sentence - 1):
            op = Op(**{**op.__dict__, "cond": dataclasses.replace(op.cond, tier=True)})  # type: ignore[arg-type]
        out.append(op)
    return out


# delayed effects by key (the key is kept in the game state, the program here)
DELAYED: dict[str, Program] = {}


def _delay_key(prog: Program) -> str:
    key = "delay:" + hashlib.sha1(repr(prog).encode("utf-8")).hexdigest()[:12]  # stable
    DELAYED[key] = prog
    return key


def _delay_timing(tm: A.Timing) -> Trig:
    """ターンの終わりに / 次のあなたのドローフェイズの始めに / アンコールステップの始めに."""
    terms, links = tm.scope.terms, tm.scope.links
    if terms[:1] == (A.Ref("next"),):
        terms, links = terms[1:], links[1:]  # 次の: the next such moment (8.7.5.1: once)
    trig = trigger(A.Trigger(event=dataclasses.replace(tm, scope=A.NounPhrase(terms, links))))
    if trig.event != "timing":
        raise Unsupported("a delayed effect at this moment")
    return trig


def _preamble_limit(sent: A.Sentence) -> int:
    """この能力は1ターンにつきN回まで発動する / 発動できる (a limit on its triggering, 8.1.1.2.1)."""
    b = sent.steps[0].body if len(sent.steps) == 1 else None
    if (
        not isinstance(b, A.Action)
        or b.verb != "activate"
        or b.form not in (A.Form.FINAL, A.Form.CAN)
    ):
        raise Unsupported("a preamble sentence")
    args = sh_cond.args_of(b)
    per, times = args.get(A.Role.PER), args.get(A.Role.NONE)
    if (
        set(args) != {A.Role.TOPIC, A.Role.PER, A.Role.NONE}
        or args[A.Role.TOPIC] != A.NounPhrase((A.Ref("this_ability"),))
        or per != A.NounPhrase((A.Count(A.Number(1), "turn"),))
        or not isinstance(times, A.NounPhrase)
        or len(times.terms) != 1
        or not isinstance(times.terms[0], A.Count)
        or times.terms[0].unit != "times"
        or times.terms[0].bound != "up_to"
        or times.terms[0].number is None
        or times.terms[0].number.value is None
    ):
        raise Unsupported("a preamble sentence")
    return times.terms[0].number.value


LABEL_KEYWORDS = ("経験", "記憶", "集中", "加速", "共鳴", "チェンジ", "フォース", "アラーム")
# zones an ability is written to be used in (2.12.2.3): the icon 【クロック】, or a condition
# 「(zone)にこのカードがあり」 (記憶: 「カード自身が思い出置場に存在することにより持つ能力」, 10.9.1)
ZONE_LABELS = {"クロック": "clock"}


def _zones_of(c: Cond | None) -> tuple[str, ...]:
    return tuple(
        p.sel.zone
        for p in _flat(c)
        if p.what == "in_zone"
        and p.sel is not None
        and p.sel.zone in ("clock", "memory", "waiting_room")
    )


def _combine(node: A.Ability, cost: A.Cost | None) -> Program:
    """合体 (10.15.1.1): 『[あなたの舞台の (キャラ A) を1枚このカードの下にマーカーとして表向きに
    置く] あなたは自分の山札を見て (キャラ B) を1枚まで選び、このカードがある枠に置き、このカードの
    下のマーカーすべてとこのカードをその (キャラ B) の下にマーカーとして好きな順番で表向きに置き、
    その山札をシャッフルする』: the card's text must be that template; the rules' procedure runs it."""
    if node.kind is not A.AbilityKind.ACTIVATED or cost is None or len(cost.items) != 1:
        raise Unsupported("合体 of another shape")
    b = cost.items[0].body
    if not isinstance(b, A.Action) or b.verb != "put":
        raise Unsupported("合体 with another cost")
    goals = [a.value for a in b.args if a.role is A.Role.GOAL]
    args = {a.role: a.value for a in b.args if a.role is not A.Role.GOAL}
    a_sel = sel(args.get(A.Role.OBJECT))
    n = sh_nouns.bare_count(args.get(A.Role.NONE))
    if (
        set(args) != {A.Role.OBJECT, A.Role.NONE}
        or a_sel.zone != "stage"
        or a_sel.owner != "you"
        or len(a_sel.names) != 1
        or n != (1, "exact")
        or not any(isinstance(g, A.NounPhrase) and A.CardKind("marker") in g.terms for g in goals)
    ):
        raise Unsupported("合体 with another cost")
    eff = node.effect
    steps = [st.body for sent in eff.sentences for st in sent.steps] if eff else []
    verbs = [getattr(x, "verb", None) for x in steps]
    if verbs != ["look", "choose", "put", "put", "shuffle"]:
        raise Unsupported("合体 whose text is not the template of 10.15.1.1")
    chosen = sel(sh_cond.args_of(steps[1]).get(A.Role.OBJECT))  # type: ignore[arg-type]
    if len(chosen.names) != 1:
        raise Unsupported("合体 whose text is not the template of 10.15.1.1")
    return Program("activated", keyword="合体", params=(a_sel.names[0], chosen.names[0]))


def _play_restriction(node: A.Ability) -> Cond | None:
    """「このカードは、…なら、手札からプレイできない。」: the condition, else None."""
    if (
        node.effect is None
        or node.condition is None
        or node.kind.value
        not in (
            "continuous",
            "event",
        )
    ):
        return None
    steps = [st.body for sent in node.effect.sentences for st in sent.steps]
    if len(node.effect.sentences) != 1 or len(steps) != 1 or not isinstance(steps[0], A.Action):
        return None
    b = steps[0]
    if b.verb != "play" or b.form is not A.Form.CANNOT:
        return None
    if sh_cond.args_of(b) != {A.Role.SOURCE: A.NounPhrase((A.Zone("hand"),))}:
        return None
    c = node.condition.clause
    if not isinstance(c, A.Action):
        return None
    topic = [a for a in c.args if a.role is A.Role.TOPIC]
    if [a.value for a in topic] != [A.NounPhrase((A.Ref("this_card"),))]:
        return None
    return condition(dataclasses.replace(c, args=tuple(a for a in c.args if a not in topic)))


def _event_play_rules(
    node: A.Ability,
) -> tuple[Cond, tuple[str, ...], A.Ability | None] | None:
    """An event whose first sentence is 「このカードは、…なら、手札からプレイできない。」 (the
    ability's condition is that sentence's), perhaps followed by 「このカードは、色条件を満たさずに
    手札からプレイできる。」: (the restriction, the permissions, the event with the sentences after
    them — None when there are none), else None."""
    if node.kind is not A.AbilityKind.EVENT or node.effect is None:
        return None
    sents = node.effect.sentences
    if len(sents) < 2:
        return None
    restrict = _play_restriction(dataclasses.replace(node, effect=A.Effect(sents[:1])))
    if restrict is None:
        return None
    rest, permits = sents[1:], ()
    plain = dataclasses.replace(node, condition=None, kind=A.AbilityKind.CONTINUOUS)
    if _no_colour_condition(dataclasses.replace(plain, effect=A.Effect(rest[:1]))):
        rest, permits = rest[1:], ("no_colour_condition",)
    after = dataclasses.replace(node, condition=None, effect=A.Effect(rest)) if rest else None
    return restrict, permits, after


def _no_colour_condition(node: A.Ability) -> bool:
    """「このカードは、色条件を満たさずに手札からプレイできる。」 (a permission over the colour
    condition of 8.6.2.1.1, 1.3.1)."""
    if node.effect is None or node.condition is not None or node.kind.value != "continuous":
        return False
    if len(node.effect.sentences) != 1:
        return False
    steps = node.effect.sentences[0].steps
    if len(steps) != 2 or any(st.condition is not None or st.lead for st in steps):
        return False
    a, b = steps[0].body, steps[1].body
    return (
        isinstance(a, A.Action)
        and isinstance(b, A.Action)
        and a.verb == "satisfy"
        and a.form is A.Form.WITHOUT
        and sh_cond.args_of(a)
        == {
            A.Role.TOPIC: A.NounPhrase((A.Ref("this_card"),)),
            A.Role.OBJECT: A.NounPhrase((A.Word("color_condition"),)),
        }
        and b.verb == "play"
        and b.form is A.Form.CAN
        and sh_cond.args_of(b) == {A.Role.SOURCE: A.NounPhrase((A.Zone("hand"),))}
    )


def _deck_construction(node: A.Ability) -> bool:
    """【永】 …デッキに…入れることができる (a deck-construction condition)."""
    if node.kind is not A.AbilityKind.CONTINUOUS or node.effect is None or node.condition:
        return False
    steps = [st.body for sent in node.effect.sentences for st in sent.steps]
    if len(steps) != 1 or not isinstance(steps[0], A.Action):
        return False
    b = steps[0]
    goal = next((a.value for a in b.args if a.role is A.Role.GOAL), None)
    return (
        b.verb == "enter"
        and b.modal == "ことができる"
        and isinstance(goal, A.NounPhrase)
        and len(goal.terms) == 1
        and isinstance(goal.terms[0], A.Zone)
        and goal.terms[0].id == "deck"
    )


def _icon_phrase(args: tuple[A.Arg, ...]) -> tuple[A.Arg, ...]:
    """「(…の)トリガーアイコンが[[choice.gif]]のCX」: the grammar reads 「…トリガーアイコンが」 as a
    subject of its own and 「[[choice.gif]]のCX」 as the next argument; it is one noun phrase, a
    climax described by its trigger icon (2.16) — the words before トリガーアイコン are the card's
    (its owner, its zone). The two arguments are made one, with the role of the second."""
    out: list[A.Arg] = []
    i = 0
    while i < len(args):
        a = args[i]
        b = args[i + 1] if i + 1 < len(args) else None
        if (
            b is not None
            and a.role is A.Role.SUBJECT
            and isinstance(a.value, A.NounPhrase)
            and a.value.terms[-1:] == (A.Word("trigger_icon"),)
            and isinstance(b.value, A.NounPhrase)
            and b.value.terms
            and isinstance(b.value.terms[0], A.Icon)
            and (
                isinstance(b.value.terms[-1], A.CardKind)  # [[X]]のCX, not 「…が[[X]]なら」
                # 「それらのカードのトリガーアイコンが[[gate.gif]]のCX1枚につき」: with its count
                or (
                    b.role is A.Role.PER
                    and len(b.value.terms) > 2
                    and isinstance(b.value.terms[-2], A.CardKind)
                    and isinstance(b.value.terms[-1], A.Count)
                )
            )
        ):
            np = A.NounPhrase(
                a.value.terms[:-1] + b.value.terms,
                a.value.links + b.value.links if len(a.value.terms) > 1 else b.value.links,
            )
            out.append(dataclasses.replace(b, value=np))
            i += 2
            continue
        out.append(a)
        i += 1
    return tuple(out)


def _rewrite(node: Any) -> Any:
    """The ability's AST with ``_icon_phrase`` applied to every clause, nested ones included —
    not inside a quote: a quoted ability is compiled (and printed, and compared by
    ``ability_key``) as it was written."""
    if isinstance(node, tuple):
        return tuple(_rewrite(x) for x in node)
    if not dataclasses.is_dataclass(node) or isinstance(node, (type, A.Quote)):
        return node
    changes = {}
    for f in dataclasses.fields(node):
        if f.name == "span":
            continue
        v = getattr(node, f.name)
        nv = _rewrite(v)
        if isinstance(node, A.Action) and f.name == "args":
            nv = _icon_phrase(nv)
        if nv is not v and nv != v:
            changes[f.name] = nv
    return dataclasses.replace(node, **changes) if changes else node


def compile_ability(node: A.Ability) -> Program:
    """Compile one ability (the keyword abilities the rules define are handled by name)."""
    from grammar.ast import unparsed

    if unparsed(node):
        raise Unsupported("text the grammar could not type")
    node = _rewrite(node)
    if node.keyword_first:
        raise Unsupported("a keyword printed before the colon")
    counter = combo = icon = False
    lim: int | None = None
    zones: list[str] = []
    for sent in node.preamble:
        lim = _preamble_limit(sent)
    link = link_name(node)
    for lab in node.labels:
        if lab.kind == "counter":
            counter = True
        elif lab.kind == "combo":
            combo = True
        elif lab.kind == "limit" and lab.keyword is not None and lim is None:
            times = lab.keyword.arg("times")
            if not isinstance(times, A.Number) or times.value is None:
                raise Unsupported(f"the label 【{lab.name}】")
            lim, icon = times.value, True
        elif lab.kind == "zone" and lab.name in ZONE_LABELS:
            zones.append(ZONE_LABELS[lab.name])
        elif link is not None and lab.keyword is not None and lab.keyword.name == "リンク":
            pass
        else:
            raise Unsupported(f"the label 【{lab.name}】")
    kind = node.kind.value
    if link is not None:
        # 『【リンク】 (名称)』 (10.17.2): a continuous ability with a name and no effect of its own
        # (10.17.4); other abilities and effects read it (『(名称)』を持つ, 10.17.4.1)
        if kind != "continuous" or node.keyword is not None or node.cost or node.condition:
            raise Unsupported("リンク with further text")
        return Program(kind, keyword="リンク", params=(link,))
    kw = node.keyword.name if node.keyword else None
    params = node.keyword.params if node.keyword else ()
    if kind not in ("auto", "activated", "continuous", "event"):
        raise Unsupported(f"an ability of kind {kind}")
    # 経験 / 記憶 / 集中 (10.9, 10.10, 10.7) only name a kind of ability: 「この語自身は能力ではなく、効果上の
    # 意味はありません」; the text after them is the ability
    if kw is not None and kw not in (
        "アンコール",
        "応援",
        "絆",
        "助太刀",
        "大活躍",
        "シフト",
        "分離",
        "合体",
        *LABEL_KEYWORDS,
    ):
        raise Unsupported(f"the keyword {kw}")
    if kw == "合体":
        return _combine(node, node.cost)
    cost = cost_items(node.cost) if node.cost is not None else ()
    if kw == "シフト":
        # 10.11.2 『シフト レベル（数値）』: at the start of your main phase, if this card is in your
        # clock and your level is (数値) or more, you may swap it with a card of its colour in
        # your hand; the ability works in the clock (2.12.2.3)
        if node.effect is not None or node.trigger is not None or node.condition or cost:
            raise Unsupported("シフト with further text")
        lv = params[0] if len(params) == 1 else None
        if not isinstance(lv, A.StatFilter) or lv.value.value is None or kind != "auto":
            raise Unsupported("シフト of another shape")
        return Program(
            kind,
            trigger=Trig("timing", phase="main", point="start", owner="you"),
            keyword=kw,
            params=(lv.value.value,),
            active_in=("clock",),
        )
    if kw == "分離":
        # 10.16.2 『分離 / (カード名) [(コスト)]』: at the end of the attack of this card
        if node.effect is not None or node.trigger is not None or node.condition is not None:
            raise Unsupported("分離 with further text")
        name = params[0] if len(params) == 1 else None
        if not isinstance(name, A.Name) or kind != "auto":
            raise Unsupported("分離 of another shape")
        return Program(
            kind,
            trigger=Trig("attack_end", subject=Sel(ref="this")),
            cost=cost,
            keyword=kw,
            params=(name.text,),
        )
    if kw == "大活躍":  # 10.6.2: a replacement of the attack method, applied by the attack
        if node.effect is not None or node.trigger is not None or node.condition is not None:
            raise Unsupported("大活躍 with further text")
        if kind != "continuous":
            raise Unsupported("大活躍 that is not a continuous ability")
        return Program(kind, keyword=kw)
    if kw in ("アンコール", "絆", "助太刀"):
        if node.effect is not None or node.trigger is not None or node.condition is not None:
            raise Unsupported(f"{kw} with further text")
        return Program(kind, cost=cost, keyword=kw, params=params, counter=counter)
    rules = _event_play_rules(node)
    if rules is not None:
        # an event's 「このカードは、…なら、手札からプレイできない。」 (and 「色条件を満たさずに手札から
        # プレイできる。」) before its effect: read when it is played (2.12.2.3); the effect after
        restrict, permits, after = rules
        prog = compile_ability(after) if after is not None else Program("event")
        return dataclasses.replace(prog, restrict=restrict, permits=permits)
    restriction = _play_restriction(node)
    if restriction is not None:
        # このカードは、…なら、手札からプレイできない: a condition on playing this card from the hand,
        # in force while it is there (2.12.2.3)
        return Program(
            "continuous",
            steps=(Op("prohibit", target=Sel(ref="this"), stat="play_from_hand"),),
            cond=restriction,
            notes=("play_restriction",),
            active_in=("hand",),
        )
    if _no_colour_condition(node):
        # このカードは、色条件を満たさずに手札からプレイできる: read when it is played from the hand,
        # where it works (2.12.2.3)
        return Program(
            "continuous",
            steps=(Op("permit", target=Sel(ref="this"), stat="no_colour_condition"),),
            notes=("play_permission",),
            active_in=("hand",),
        )
    if _deck_construction(node):
        # 「…は、デッキに合計4枚まで入れることができる」: a condition on building the deck, met only
        # when the deck is presented before the game (the engine applies it: nothing in play)
        return Program(kind, notes=("deck_construction",))
    trig = trigger(node.trigger) if node.trigger is not None else None
    if kind == "auto" and trig is None:
        raise Unsupported("an automatic ability without a trigger")
    cond = condition(node.condition) if node.condition is not None else None
    if node.effect is None:
        raise Unsupported("an ability without an effect")
    steps = _in_context(tuple(_steps(node.effect, kind)))
    steps, cond = _otherwise(steps, kind, cond)
    if any(o.performer == "event_player" for o in steps) and not (
        trig is not None and all(t.event == "placed" for t in (trig.parts or (trig,)))
    ):
        raise Unsupported("そのプレイヤー with no player an event named")
    steps = _antecedents(trig, cond, steps)
    cond = _cond_antecedent(trig, cond)
    # 「思い出置場のこのカードを控え室に置く」 as the cost: the ability is used from there
    zones += [
        it.sel.zone
        for it in cost
        if it.sel is not None and it.sel.ref == "this" and it.sel.zone in ("clock", "memory")
    ]
    active_in: tuple[str, ...] = tuple(dict.fromkeys((*zones, *_zones_of(cond))))
    if kind == "continuous":
        zones = {s.target.zone for s in steps if s.target is not None and s.target.ref == "this"}
        if "anywhere" in zones:
            # 「すべての領域にあるこのカードは…を得る」: the ability works wherever the card is
            # (2.12.2.3)
            if len(steps) != 1:
                raise Unsupported("a continuous ability working everywhere and doing more")
            active_in = EVERY_ZONE
        if zones & {"hand"}:
            if len(steps) != 1 or zones != {"hand"}:
                raise Unsupported("a continuous ability working in the hand and elsewhere")
            active_in = ("hand",)
    if kind == "continuous" and any(
        s.target is not None and s.target.ref == "chosen" for s in steps
    ):
        raise Unsupported("a continuous ability about chosen cards")
    if kind == "continuous" and (
        cost
        or any(s.verb not in ("stat", "grant", "prohibit", "forbid", "also_name") for s in steps)
    ):
        raise Unsupported("a continuous ability other than a stat change or a grant")
    if kind == "auto" and cost and not any(s.verb == "pay_cost" for s in steps):
        raise Unsupported("an automatic ability whose cost is not paid in its text")
    if any(s.verb == "pay_cost" for s in steps) and not cost:
        raise Unsupported("paying a cost the ability does not have")
    for op in steps:
        # レベルＸ以下の only where a choice works X out (op_choose)
        sels = [op.per] + [c.sel for c in _flat(op.cond)] + [c.filt for c in _flat(op.cond)]
        sels += [op.target] if not (op.verb == "choose" and op.x is not None) else []
        if any(x is not None and x.stat_x is not None for x in sels):
            raise Unsupported("a stat filter with a variable or unknown stat")
    if any(c.sel is not None and c.sel.stat_x is not None for c in _flat(cond)):
        raise Unsupported("a stat filter with a variable or unknown stat")
    if any(x.ref == "revealed_by_effect" for x in _sels(steps)) and not any(
        s.verb in ("reveal_top", "reveal_hand") for s in steps
    ):
        raise Unsupported("公開されたカード in an ability that reveals none")
    if any(x.ref == "that_battle_opponent" for x in _sels((steps, cond, trig))):
        raise Unsupported("そのバトル相手 where no battle opponent was named")
    read_distinct = [s.target for s in steps if s.verb == "choose"] + [
        c.sel
        for c in (*_flat(cond), *(x for s in steps for x in _flat(s.cond)))
        if c.what == "count"
    ]
    if sum(x.distinct_names for x in _sels((steps, cond, trig, cost))) > sum(
        x is not None and x.distinct_names for x in read_distinct
    ):
        raise Unsupported("異なるカード名の where neither a choice nor a count reads it")
    return Program(
        kind,
        steps=steps,
        trigger=trig,
        cond=cond,
        cost=cost,
        keyword=kw,
        params=params,
        counter=counter,
        combo=combo,
        limit=lim,
        active_in=active_in,
        limit_icon=icon,
        # 「アラーム このカードがクロックの1番上にあり、…なら、…時、」: the condition before the
        # trigger is when the card has the ability (10.1.1): read when it triggers, not again
        notes=("cond_at_trigger",)
        if kind == "auto" and kw == "アラーム" and node.condition_first and cond is not None
        else (),
    )
