"""Noun phrases -> selectors (``Sel``), compositionally: each term adds what it says to the
selector — an owner, a zone, a position in it, a kind, a reference, a name, a trait, a stat
filter, a count, a relative clause's filter — and the links between terms say how: ``の``
modifies, ``か`` / ``や`` give alternatives (of one field when both sides are of it: 「手札か
ドロップ」 are two zones; of whole descriptions otherwise: 「「X」を含むグレード３以上か
「Y」」), ``と`` joins two descriptions that are both meant. What a game calls each word comes
from its ``Vocab``; a term or link the vocabulary does not read is refused (``Unsupported``):
a selector is never built from half a phrase."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields, replace
from typing import Any

from grammar import ast as A
from ruling.abilities import Unsupported
from ruling.cardtext.ir import Sel
from ruling.cardtext.vocab import Vocab

ALT_LINKS = ("か", "や", "または")
AND_LINKS = ("と",)
PLAIN_LINKS = ("", "の")
# fields whose values are alternatives (a card matches one) when two terms of the field are
# joined by か; the others accumulate (a card passes each)
ONE_OF = ("zones", "kinds", "names", "colors")
MANY = ONE_OF + (
    "contains",
    "contains_any",
    "not_contains",
    "traits",
    "races",
    "groups",
    "stats",
    "icons",
)
MANY += ("has", "lacks", "states", "did", "did_not", "info_contains")


def _info_contained(
    args: dict[A.Role, Any], v: Vocab
) -> tuple[Sel | None, str, tuple[str, ...]] | None:
    """「(place の)称号に“X”を含む」: (the place, the card's field, the texts), when the goal ends
    with a word the game names a card's information by (``Vocab.info_words``) and the object is
    quoted text; else None."""
    g, o = args.get(A.Role.GOAL), args.get(A.Role.OBJECT)
    if set(args) != {A.Role.GOAL, A.Role.OBJECT} or not isinstance(g, A.NounPhrase):
        return None
    if (
        len(g.terms) == 1
        and isinstance(o, A.NounPhrase)
        and len(o.terms) > 1
        and isinstance(o.terms[-1], A.Literal | A.Name)
        and not isinstance(o.terms[-2], A.Literal | A.Name)
        and o.links[-1].rstrip("、") == "の"
    ):
        # 「(place の)“X”を称号に含む」: the words in the other order — the grammar hangs the
        # place on the text; it is where the cards are, as in 「(place の)称号に“X”を含む」
        g = A.NounPhrase((*o.terms[:-1], *g.terms), (*o.links[:-1], "の"))
        o = A.NounPhrase(o.terms[-1:])
    last = g.terms[-1] if g.terms else None
    if not isinstance(last, A.Word) or last.id not in v.info_words:
        return None
    if not isinstance(o, A.NounPhrase) or not all(
        isinstance(t, A.Literal | A.Name) for t in o.terms
    ):
        return None
    if len(o.terms) != 1:
        raise Unsupported("several texts in a card's information")
    place = None
    if len(g.terms) > 1:
        # 「リングの称号に」 / 「リングの、称号に」: a pause comma after の is the same link
        if g.links[-1].rstrip("、") != "の":
            return None
        place = sel(A.NounPhrase(g.terms[:-1], g.links[:-1]), v)
        if place.kinds == ("card",) and place.zones:
            # 「あなたのベンチのカードの称号に“X”を含むカード」: the place's cards are the cards
            # described — the field is each one's own, as 「あなたのベンチの称号に…」
            place = replace(place, kinds=())
        if place != Sel(owner=place.owner, zones=place.zones) or not place.zones:
            raise Unsupported("a card's information in a place of this shape")
    return place, v.info_words[last.id], tuple(t.text for t in o.terms)


def _link(np: A.NounPhrase, i: int) -> str:
    """The link before term ``i``, without a pause comma."""
    return np.links[i - 1].rstrip("、") if i > 0 else ""


# the references whose head noun ``Sel.said`` keeps: 「そのカード」 (a card of any kind), 「それ」
# and 「そのユニット」 (a card on a circle: no card looked at in a deck, ``abilities.in_context``)
_SAID_HEADS = {"that_card": "card", "it": "it", "that_unit": "unit"}


class _Acc:
    """A selector being built: its fields as lists and values."""

    def __init__(self) -> None:
        self.d: dict[str, Any] = {}

    def add(self, key: str, value: Any, alt: bool = False) -> None:
        if key == "kinds" and not alt and self.d.get("kinds") in (["card"], [value]):
            # 「トリガーカード」 / 「ユニットカード」: カード, every card's kind, adds nothing to a
            # narrower one printed with it (either order)
            self.d["kinds"] = [value]
            return
        if key == "kinds" and value == "card" and not alt and self.d.get("kinds"):
            return
        if key in MANY:
            cur = self.d.setdefault(key, [])
            if cur and key in ONE_OF and not alt and value not in cur:
                raise Unsupported(f"two {key} in one noun phrase")
            if value not in cur:
                cur.append(value)
            return
        if key in self.d and self.d[key] != value:
            raise Unsupported(f"two values of {key} in one noun phrase")
        self.d[key] = value

    def sel(self) -> Sel:
        return Sel(**{k: tuple(v) if k in MANY else v for k, v in self.d.items()})


def _field_of(t: A.Term, v: Vocab) -> str | None:
    """The selector field a term fills (to tell alternatives of one field from alternatives of
    whole descriptions)."""
    if isinstance(t, A.Zone):
        return "zones"
    if isinstance(t, A.CardKind):
        return "groups" if t.id not in v.kinds and t.id in v.subtypes else "kinds"
    if isinstance(t, A.Name):
        return "names"
    if isinstance(t, A.Trait):
        return "traits"
    if isinstance(t, A.Race):
        return "races"
    if isinstance(t, A.Literal):
        return "info_contains" if v.literal_field is not None else "groups"
    if isinstance(t, A.Word) and t.id in v.words:
        return v.words[t.id][0]
    if isinstance(t, A.StatFilter):
        return "stats"
    return None


# a bound of a number printed right after a value's word (「AP2以下」) -> the comparison
_STAT_WORD_BOUNDS = {"at_most": "le", "at_least": "ge", "exact": "eq", "less": "lt"}


def _stat_word_filter(np: A.NounPhrase, v: Vocab) -> A.NounPhrase:
    """「AP2以下の」 / 「DP3以上の」: a word the game lists as one of its values
    (``Vocab.stat_words``) with a bare number printed right after it (no counter word), which the
    grammar reads as the word and a count — the filter on that value (as 「パワー10000以上の」)."""
    if not v.stat_words:
        return np
    terms, links = list(np.terms), list(np.links)
    k = 0
    while k < len(terms) - 1:
        t, n = terms[k], terms[k + 1]
        if (
            isinstance(t, A.Word)
            and t.id in v.stat_words
            and isinstance(n, A.Count)
            and n.unit == "none"
            and n.bound in _STAT_WORD_BOUNDS
            and n.number is not None
            and n.number.value is not None
            and n.least is None
            and _link(np, k + 1) == ""
        ):
            f = A.StatFilter(A.Stat(v.stat_words[t.id]), n.number, _STAT_WORD_BOUNDS[n.bound])
            terms[k : k + 2] = [f]
            del links[k]
            np = A.NounPhrase(tuple(terms), tuple(links), np.span)
        k += 1
    return np


_ONE_OF = A.Word("one_of")


def name_word_dropped(np: A.NounPhrase) -> A.NounPhrase:
    """「「X」を含む名前のキャラ」 / 「「X」を含まない名前の…」: the name (名前, the card name 2.1.2)
    that holds the text is the card's own, as 「「X」を含むキャラ」 and 「カード名に「X」を含むキャラ」
    read it — the word 名前 between the clause and its noun is dropped. Unchanged for any other
    shape (a clause with more than its object, another word after it)."""
    for i in range(len(np.terms) - 2):
        rel, word = np.terms[i], np.terms[i + 1]
        if (
            isinstance(rel, A.Relative)
            and rel.clause.verb == "contain"
            and rel.clause.form in (A.Form.FINAL, A.Form.NEGATIVE)
            and {a.role for a in rel.clause.args} <= {A.Role.OBJECT, A.Role.TOPIC}
            and isinstance(word, A.Word)
            and word.id in ("name", "card_name")
            and np.links[i] == ""
            and np.links[i + 1] == "の"
        ):
            terms = (*np.terms[: i + 1], *np.terms[i + 2 :])
            links = (*np.links[: i + 1], *np.links[i + 2 :])
            return replace(np, terms=terms, links=links)
    return np


NAME_WORDS = (A.Word("name"), A.Word("card_name"))


def different_names_spelled(np: A.NounPhrase) -> A.NounPhrase:
    """「(あなたのソウルにある)名前の異なるカード」 / 「名前が異なるカード」 (no card compared with): the
    cards no two of which share a name, as 「それぞれ別名のカード」 says (``Sel.distinct_names``,
    12.6.1 別名) — spelled so, the place the grammar hung on 名前 put back before it (「あなたの
    ソウルにある名前の」: the cards in your soul). Unchanged for any other shape (「このユニットと
    名前が異なる」 compares with a card: not this)."""
    for i in range(len(np.terms) - 1):
        rel = np.terms[i]
        if not (
            isinstance(rel, A.Relative)
            and rel.clause.verb == "be_different"
            and rel.clause.form is A.Form.FINAL
            and not rel.clause.more
            and np.links[i] == ""
        ):
            continue
        args = {a.role: a.value for a in rel.clause.args}
        said = [r for r in (A.Role.SUBJECT_NO, A.Role.SUBJECT) if r in args]
        at = [r for r in (A.Role.GOAL, A.Role.SOURCE) if r in args]
        if (
            len(said) != 1
            or len(at) > 1
            or len(args) != len(rel.clause.args)
            or set(args)
            - {
                *said,
                *at,
            }
        ):
            continue
        subj = args[said[0]]
        if not (
            isinstance(subj, A.NounPhrase)
            and subj.terms[-1] in NAME_WORDS
            and not any(t in NAME_WORDS for t in subj.terms[:-1])
        ):
            continue
        place, place_links = subj.terms[:-1], subj.links
        if at:
            # 「あなたのダメージゾーンに名前の異なるカードが」 / 「手札から名前の異なるカードを」:
            # the zone the grammar hung on the clause, the cards' own (「あなたのダメージゾーンの」)
            zone = args[at[0]]
            if place or not (
                isinstance(zone, A.NounPhrase)
                and all(isinstance(t, (A.Owner, A.Zone)) for t in zone.terms)
            ):
                continue
            place, place_links = zone.terms, (*zone.links, "の")
        terms = (*np.terms[:i], *place, A.Ref("each"), A.Ref("different_name"), *np.terms[i + 1 :])
        links = (*np.links[:i], *place_links, "", "の", *np.links[i + 1 :])
        return replace(np, terms=terms, links=links)
    return np


def among_group(np: A.NounPhrase) -> A.NounPhrase:
    """「それらのカードのうち《X》のキャラ」 / 「公開したカードのうち、…」 /
    「相手のリアガードのうち１枚」: of a group of cards, those the rest describes (a choice among
    a group) — as 「それらのカードの《X》のキャラ」 (WS 8.6.3):
    「…のうち(、)」 is 「…の」. Unchanged for another phrase. Shared (round 23, s19vg3: moved
    from the ws module; ``sel`` reads it for every game); 「その中」 stays the ws module's
    (``_among_group``: vs reads 「その中」 its own way)."""
    terms, links = list(np.terms), list(np.links)
    while _ONE_OF in terms:
        k = terms.index(_ONE_OF)
        if k == 0 or links[k - 1].rstrip("、") != "の":
            break
        if k + 1 == len(terms):
            # the group's terms of a relative clause's head: the head noun follows the clause
            del terms[k]
            del links[k - 1]
            continue
        if links[k].rstrip("、") != "":
            break
        del terms[k]
        links[k - 1 : k + 1] = ["の"]
    if len(terms) == len(np.terms):
        return np
    return A.NounPhrase(tuple(terms), tuple(links), np.span)


def every_of_reference(np: A.NounPhrase, refs: frozenset[str]) -> A.NounPhrase:
    """「対象すべて」: a reference word (``refs``, the ids a game reads as a reference to what
    its ability named, e.g. mc's declared target, 10.10.1) with 「すべて」 after it names every
    one of them — the reference itself, which already stands for all it names (mc 10.10.10:
    each declared target that is still there); 「対象全員」 the same (``EVERY_WORDS``). 「対象すべてに…を付与する」 is 「対象に…を付与
    する」. Unchanged for another phrase (a count of a number, a kind after the reference)."""
    terms = np.terms
    if (
        len(terms) == 2
        and isinstance(terms[0], A.Word)
        and terms[0].id in refs
        and (
            (isinstance(terms[1], A.Count) and terms[1].bound == "all" and terms[1].number is None)
            or (isinstance(terms[1], A.Unknown) and terms[1].text in EVERY_WORDS)
        )
        and (np.links or ("",))[0] == ""
    ):
        return A.NounPhrase((terms[0],), (), np.span)
    return np


# the words after a reference that name every one of what it names, as 「すべて」 does: 「対象全員」
# (data)
EVERY_WORDS = ("全員", "全て", "全部")


def sel(np: A.NounPhrase | A.Duration | None, v: Vocab, *, empty: bool = False) -> Sel:
    """Compile a noun phrase that names cards (``empty``: None gives ``Sel()``)."""
    if np is None and empty:
        return Sel()
    if not isinstance(np, A.NounPhrase) or not np.terms:
        raise Unsupported("a missing or non-card noun phrase")
    np = among_group(
        _vacant_hoisted(
            _empty_of_units(_where_it_stands(different_names_spelled(name_word_dropped(np))))
        )
    )
    np = _compared_value_said_as_subject(np)
    for hook in v.hooks.get("sel", ()):
        got = hook(np, v)
        if got is not None:
            return got  # type: ignore[no-any-return]
    np = _stat_word_filter(np, v)
    acted = _acted(np, v)
    if acted is not None:
        return acted
    np = _placed_unit_zone(np, v)
    np = _lift_except(_lift_description(_stat_alternatives(np)))
    but = _except(np, v)
    if but is not None:
        return but
    split = _split_descriptions(np, v)
    if split is not None:
        return split
    compared = _stat_compared(np, v) or _stat_same(np, v)
    if compared is not None:
        return compared
    acc = _Acc()
    terms = np.terms
    i = 0
    while i < len(terms):
        t = terms[i]
        link = _link(np, i)
        if link not in PLAIN_LINKS + ALT_LINKS:
            raise Unsupported(f"the link {link!r} in a noun phrase")
        alt = link in ALT_LINKS
        nxt = terms[i + 1] if i + 1 < len(terms) else None
        if (
            t in (A.Word("original"), A.Word("originally"))
            and isinstance(nxt, A.StatFilter)
            and _link(np, i + 1) == "の"
        ):
            # 「元々のパワー10000以上の」: a filter on the original value (VG 5.1.3, 11.11.1.2: as
            # printed, with what changes the original value applied), in a game whose runtime
            # reads it (``Vocab.original_stats``: ``original_<stat>``)
            st = v.stats.get(nxt.stat.id)
            if st is None or st not in v.original_stats or nxt.value.value is None:
                raise Unsupported(f"a filter on the original {nxt.stat.id}")
            acc.add("stats", (f"original_{st}", nxt.cmp, nxt.value.value), alt)
            i += 2
            continue
        if (
            isinstance(t, A.Relative)
            and t.clause.verb == "same"
            and isinstance(nxt, A.Position)
            and nxt.id in ("column", "row")
        ):
            # このユニットと同じ縦列の: the column (row) of the card the clause names
            # (「あなたのヴァンガードと / そのユニットと同じ縦列の」: of the card named, ``column_of``)
            w = {a.role: a.value for a in t.clause.args}
            if not w:
                # 「同じ縦列の」 with no card said: this unit's (VG 11.8.5.3: a unit the text
                # needs and does not name is the one with the ability)
                w = {A.Role.WITH: A.NounPhrase((A.Ref("this_unit"),))}
            if set(w) != {A.Role.WITH}:
                raise Unsupported("「同じ縦列」 of this shape")
            if nxt.id == "row":
                # 「同じ列」: a row (横列, VG 4.9.1.3) or, loosely, a column — no runtime reads a
                # row, so it is refused rather than read as the column (it was, silently)
                raise Unsupported("「同じ列」 (a row)")
            of = sel(w[A.Role.WITH], v)
            if of.ref == "this":
                acc.add("column", "this")
            elif nxt.id == "column" and of.count is None and not of.alts:
                acc.add("column", "of")
                acc.add("column_of", of)
            else:
                raise Unsupported("「同じ列」 of another card")
            i += 2
            continue
        if (
            isinstance(t, A.Relative)
            and t.clause.verb in ("same", "differ", "be_different")
            and isinstance(nxt, A.Word)
            and nxt.id == "clan"
        ):
            # 「このユニットと同じクランの」 / 「自身と同じクランの」: a card sharing a clan with this
            # one (VG 14.8.2); 「このユニットと違う / 異なるクランの」: sharing none (VG 14.9.2
            # 「共通するクランがない」; a card may belong to several, 2.2.4) — the clans compared
            # by the game (``Sel.clan_with``)
            w = {a.role: a.value for a in t.clause.args}
            with_ = w.get(A.Role.WITH)
            if set(w) - {A.Role.WITH, A.Role.SUBJECT} or with_ is None:
                raise Unsupported("「同じクラン」 of this shape")
            of = sel(with_, v) if with_.terms != (A.Owner("oneself"),) else Sel(ref="this")
            if of.ref != "this":
                raise Unsupported("「同じクラン」 of another card")
            acc.add("clan_with", "same" if t.clause.verb == "same" else "none")
            i += 2
            continue
        if isinstance(t, A.Ref) and t.id == "that" and nxt == A.Position("column"):
            # その縦列の: the column(s) chosen before in the ability (「縦列を１つ選び」)
            acc.add("column", "chosen")
            i += 2
            continue
        if (
            isinstance(t, A.Ref)
            and t.id == "each"
            and isinstance(nxt, A.Ref)
            and v.ref_flag(nxt.id) == "other_name"
        ):
            # それぞれ別名の: no two of the cards have a name in common
            acc.add("distinct_names", True)
            i += 2
            continue
        if (
            isinstance(t, A.Label)
            and t.kind == "keyword"
            and isinstance(nxt, A.Word)
            and nxt.id in v.named
            and _link(np, i + 1) == ""
        ):
            # 「【精神汚染】状態」: a bracketed keyword before a head noun names it as an unbracketed
            # name does (SweetLink状態, ``Named``)
            after = terms[i + 2] if i + 2 < len(terms) else None
            _term(A.Named(t.name, nxt), acc, v, alt, last=after is None)
            i += 2
            continue
        if (
            isinstance(t, A.Literal)
            and nxt == A.Word("state")
            and "state" in v.named
            and _link(np, i + 1) == ""
        ):
            # 「“天界の守護者”状態」 (VG 5.2.2: ‘(名称)状態’ with the name quoted, as 5.2.2.1 prints
            # its names): the state so named, as the unquoted 「SweetLink状態」 (``Named``)
            after = terms[i + 2] if i + 2 < len(terms) else None
            _term(A.Named(t.text, nxt), acc, v, alt, last=after is None)
            i += 2
            continue
        if (
            isinstance(t, A.Word)
            and nxt == A.Word("state")
            and _link(np, i + 1) == ""
            and v.words.get(t.id, ("",))[0] == "states"
        ):
            # 「【レスト】状態のリアガード」: a word that already names a state (the game's
            # ``words``: 【レスト】 / 【スタンド】) with 状態 after it names that state, as
            # 「【レスト】しているリアガード」 does
            _term(t, acc, v, alt, last=i + 2 >= len(terms))
            i += 2
            continue
        _term(t, acc, v, alt, last=nxt is None)
        i += 1
    s = acc.sel()
    _check(replace(s, zones=()) if v.this_in_zone and s.ref == "this" else s)
    return s


EXCEPT = A.Ref("except")


VACANT = A.Relative(A.Action("vacant", (), A.Form.PROGRESSIVE))  # 空いている


def _vacant_hoisted(np: A.NounPhrase) -> A.NounPhrase:
    """「他の空いている(R)」 / 「前列の空いている(R)」: the grammar hangs what stands before 空いている
    on the clause (its subject); it describes the circle, as 「他の(R)」 / 「前列の(R)」, and 空いている
    is a circle with no unit on it (as 「ユニットのいない」). Unchanged otherwise."""
    if not (np.terms and isinstance(np.terms[0], A.Relative)):
        return np
    c = np.terms[0].clause
    if c.verb != "vacant" or c.form is not A.Form.PROGRESSIVE or c.more or len(c.args) != 1:
        return np
    a = c.args[0]
    if (
        a.role is A.Role.GOAL
        and isinstance(a.value, A.NounPhrase)
        and len(np.terms) > 1
        and isinstance(np.terms[1], A.Zone)
        and a.value.terms[-1] == np.terms[1]
    ):
        # 「あなたのベンチに空いているベンチ」 (VS 3.3.3.5): the place named with に is the one the
        # noun names — read as 「空いているあなたのベンチ」 (its owner the noun's)
        x = a.value
        return A.NounPhrase(
            (VACANT, *x.terms, *np.terms[2:]), ("", *x.links, *np.links[2:]), np.span
        )
    if a.role is not A.Role.SUBJECT_NO or not isinstance(a.value, A.NounPhrase):
        return np
    x = a.value
    # read as 「空いている前列の(R)」 (the relative clause first: the place stays one noun)
    return A.NounPhrase(
        (VACANT, *x.terms, *np.terms[1:]), ("", *x.links, "の", *np.links[1:]), np.span
    )


# what 「Xのいない(R)」 may name as X: a unit, a rear-guard (what a rear-guard circle holds, 4.9.2.6)
_CIRCLE_HOLDS = (A.CardKind("unit"), A.CardKind("rearguard"))


def _same_column_lead(t: A.Term) -> bool:
    """「同じ」 of 「同じ縦列の」: a relative clause 「same」 with no argument of its own (the card it
    is the same as is the one the sentence chose)."""
    return (
        isinstance(t, A.Relative)
        and t.clause.verb == "same"
        and not t.clause.args
        and not t.clause.more
    )


def _empty_of_units(np: A.NounPhrase) -> A.NounPhrase:
    """「あなたのリアガードのいない(R)」 / 「前列のリアガードのいない(R)」: the owner and the row
    printed before the unit describe the circle — your (R) / a front-row (R) — and the circle has
    no unit on it, as 「ユニットのいない」 says (read as 「空いているあなたの(R)」). Unchanged
    otherwise."""
    if not (np.terms and isinstance(np.terms[0], A.Relative)):
        return np
    c = np.terms[0].clause
    if c.verb != "exist" or c.form is not A.Form.NEGATIVE or c.more or len(c.args) != 1:
        return np
    a = c.args[0]
    if a.role not in (A.Role.SUBJECT_NO, A.Role.SUBJECT) or not isinstance(a.value, A.NounPhrase):
        return np
    x = a.value
    if len(x.terms) < 2 or x.terms[-1] not in _CIRCLE_HOLDS:
        return np
    prefix = x.terms[:-1]
    if not all(
        isinstance(t, A.Owner)
        or (isinstance(t, A.Zone) and t.id in ("center_stage", "back_stage"))
        # 「同じ縦列の後列のユニットのいない(R)」: the column said before the row is the circle's
        # too (VG 4.9.1.1, 4.9.1.2), as in 「同じ縦列の後列の(R)」
        or (t == A.Position("column") and i > 0 and _same_column_lead(prefix[i - 1]))
        or (_same_column_lead(t) and i + 1 < len(prefix) and prefix[i + 1] == A.Position("column"))
        for i, t in enumerate(prefix)
    ):
        return np
    return A.NounPhrase(
        (VACANT, *prefix, *np.terms[1:]),
        ("", *x.links[:-1], "の", *np.links[1:]),
        np.span,
    )


def _where_it_stands(np: A.NounPhrase) -> A.NounPhrase:
    """「このユニットのいる縦列の…」 / 「…のいる縦列に」 / 「このユニットがいる縦列に」: the column the
    card named stands in is the column of that card, read as 「このユニットと同じ縦列」 (VG 4.9.1.1, 4.9.1.2). Unchanged
    otherwise."""
    terms = list(np.terms)
    changed = False
    for i, t in enumerate(terms[:-1]):
        if (
            isinstance(t, A.Relative)
            and t.clause.verb == "exist"
            and t.clause.form is A.Form.FINAL
            and not t.clause.more
            and t.clause.amount is None
            and t.clause.modal is None
            and len(t.clause.args) == 1
            # 「このユニットがいる縦列」: が for の in a relative clause, the same subject
            and t.clause.args[0].role in (A.Role.SUBJECT_NO, A.Role.SUBJECT)
            and terms[i + 1] == A.Position("column")
            and _link(np, i + 1) == ""
        ):
            with_ = A.Arg(A.Role.WITH, t.clause.args[0].value)
            terms[i] = A.Relative(A.Action("same", (with_,), A.Form.FINAL))
            changed = True
    return A.NounPhrase(tuple(terms), np.links, np.span) if changed else np


def _placed_unit_zone(np: A.NounPhrase, v: Vocab) -> A.NounPhrase:
    """「あなたのヴァンガードのソウル」: a zone of the unit a kind names by its circle (VG
    ‘ヴァンガード’, 4.9.2.6; the soul is under the vanguard, 4.x) is that player's zone — the kind
    is not a filter of the zone's cards (before, the soul's cards had to be vanguards)."""
    for i, t in enumerate(np.terms[:-1]):
        nxt = np.terms[i + 1]
        if (
            isinstance(t, A.CardKind)
            and v.kinds.get(t.id) in v.placed_kinds
            and isinstance(nxt, A.Zone)
            and _link(np, i + 1) == "の"
        ):
            terms = np.terms[:i] + np.terms[i + 1 :]
            links = np.links[:i] + np.links[i + 1 :]  # the link after the kind goes with it
            return A.NounPhrase(terms, links, np.span)
    return np


def _stat_alternatives(np: A.NounPhrase) -> A.NounPhrase:
    """「グレード２か３のカード」: the grammar reads the number after か as a bare count; it is a
    second value of the same stat (either, as 「グレード２かグレード３の」). Unchanged otherwise."""
    terms = list(np.terms)
    changed = False
    for i in range(1, len(terms)):
        prev, t = terms[i - 1], terms[i]
        if (
            isinstance(prev, A.StatFilter)
            and prev.cmp == "eq"
            and isinstance(t, A.Count)
            and t.unit == "none"
            and t.bound == "exact"
            and t.number is not None
            and _link(np, i) == "か"
        ):
            terms[i] = A.StatFilter(prev.stat, t.number, "eq")
            changed = True
    return A.NounPhrase(tuple(terms), np.links, np.span) if changed else np


# 「この能力で」 / 「この効果で」 in such a clause: the ability resolving (the grammar reads 「この
# 効果」 as one reference or as 「この」 before the kind 「効果」: the same words)
BY_THIS = (
    A.NounPhrase((A.Ref("this_ability"),)),
    A.NounPhrase((A.Ref("this_effect"),)),
    A.NounPhrase((A.Ref("this"), A.CardKind("effect")), ("",)),
)
BY_COST = A.NounPhrase((A.Ref("this"), A.Stat("cost")), ("",))  # 「このコストで」
# the forms of a relative clause that name what a step before did (「公開された」, 「コールした」)
ACTED_FORMS = (A.Form.PAST, A.Form.PASSIVE_PAST, A.Form.CAUSATIVE_PAST)
# 「ダメージを受けたユニット」 / 「装備品を装備したユニット」 / 「行動完了したユニット」: before a
# noun, the past of a verb whose result lasts on the card says the state it left, as the
# progressive does (「ダメージを受けている」, 「装備している」, 「行動完了している」); which readings
# are such states is the game's (a game reads ``resultant_state(c)`` and keeps it only when
# what it reads is one of its states: never an act, 「進軍した」 / 「死亡した」 stay events)
RESULT_FORMS = {A.Form.PAST: A.Form.PROGRESSIVE}


def resultant_state(c: A.Action) -> A.Action | None:
    """The clause of a relative clause in the past (``RESULT_FORMS``) said in the progressive,
    the state its act left on the card; None for another form."""
    form = RESULT_FORMS.get(c.form) if isinstance(c, A.Action) else None
    return None if form is None else replace(c, form=form)


# the intransitive verbs of a card going into a zone (「ソウルに入ったカード」, 「手札に加わった
# カード」): in the past with the zone, the cards a step of this ability put there, as 「ソウルに
# 置かれたカード」 says (``_acted_place``); read only so, never as a step or a trigger of their own
WENT_INTO = frozenset({"go_in", "join"})


def _acted(np: A.NounPhrase, v: Vocab) -> Sel | None:
    """「公開されたカードすべて」 / 「そのコールされたユニット」 / 「捨てたカード」 / 「退却させた
    ユニット」: a relative clause of an action verb in the past, with nothing else in it, names the
    cards a step of this ability did that to (``ref`` ``acted:<op>``, the operation the game's
    vocabulary gives the verb); the words after it filter them (「公開されたグレード３すべて」).
    Read for the operations whose cards the game's runtime keeps (``Vocab.acted_refs``); None
    for another phrase."""
    terms, links = np.terms, np.links
    k = 1 if terms[:1] == (A.Ref("that"),) and links[:1] == ("",) else 0
    if len(terms) < k + 2 or not isinstance(terms[k], A.Relative):
        return None
    c = terms[k].clause
    op = v.verbs.get(c.verb)
    c, op = _acted_do(c, op, v)
    # 「ソウルブラストしたカード」 / 「【カウンターブラスト】したカード」: a payment's verb (VG 7.24.4,
    # 7.25.4: to blast is to pay that way) — the cards the cost this ability was paid with moved
    # (11.7.1), where the game's runtime keeps them (``Vocab.cost_objects``)
    paid = op is None and v.cost_words.get(c.verb) in v.cost_objects
    if paid:
        op = v.cost_words[c.verb]
    if c.verb in WENT_INTO and c.form is A.Form.PAST and "move" in v.verbs.values():
        op = "move"  # 「ソウルに入ったカード」: put there (``WENT_INTO``)
    to = _acted_place(c, op, v)
    if to is not None:
        # 「ソウルに置いたカード」 / 「ドロップに置かれたカード」: the place is the step's
        c = replace(c, args=tuple(a for a in c.args if a.role is not A.Role.GOAL))
    c, faces = _acted_face(c, op, v)
    # 「この能力でコールしたユニット」: by this ability is what the clause says anyway
    by_this = all(a.role is A.Role.MEANS and a.value in BY_THIS for a in c.args)
    # 「このコストでバインドされたカード」 / 「このコストであなたが退却させたユニット」: the cards the
    # cost this ability was paid with did it to (11.7.1; its payer is the master, あなた)
    by_cost = any(a.role is A.Role.MEANS and a.value == BY_COST for a in c.args) and all(
        (a.role is A.Role.MEANS and a.value == BY_COST)
        or (a.role is A.Role.SUBJECT and a.value == A.NounPhrase((A.Owner("you"),)))
        for a in c.args
    )
    if paid and by_this:
        by_cost = True
    if not (by_this or by_cost) or c.form not in ACTED_FORMS or links[k].rstrip("、") != "":
        return None
    if op is None:
        return None
    if by_cost and op not in v.cost_objects:
        raise Unsupported(f"the cards a cost {op} acted on, in a game that cannot read them back")
    if not by_cost and op not in v.acted_refs:
        raise Unsupported(f"the cards a step {op} acted on, in a game that cannot read them back")
    rest = sel(A.NounPhrase(terms[k + 1 :], links[k + 1 :]), v)
    if rest.ref is not None:
        return None
    if rest.stat_ref is not None and _stat_compared(
        A.NounPhrase(terms[k + 1 :], links[k + 1 :]), v
    ):
        # 「退却させたユニットのグレード以下のユニットカード」: the clause is on the card whose
        # value the others are compared with (the noun right after it), not on those cards
        if rest.stat_ref.ref is not None or to is not None or by_cost and op not in v.cost_objects:
            raise Unsupported("a value compared with the cards a step acted on, of this shape")
        ref = f"{'cost' if by_cost else 'acted'}:{op}"
        return replace(rest, stat_ref=replace(rest.stat_ref, ref=ref))
    if faces:
        if by_cost:
            raise Unsupported("the cards a cost put face up or down")
        # 「表で置いたカード」: those the step put so, as they are now (a card put face up
        # and turned face down since is no longer one the step put 表で)
        rest = replace(rest, states=tuple(dict.fromkeys(rest.states + faces)))
    if to is not None:
        if by_cost:
            raise Unsupported("the cards a cost put at a place")
        return replace(rest, ref=to)
    return replace(rest, ref=f"{'cost' if by_cost else 'acted'}:{op}")


def _acted_do(c: A.Action, op: str | None, v: Vocab) -> tuple[A.Action, str | None]:
    """「【ソウルチャージ】したカード」 / 「表にしたカード」: する with the word of an action (a keyword
    action the game reads as an operation, ``Vocab.verbs``) or with the face a step turned cards
    to (表に / 裏に: the game's ``face`` operation, the state kept as a filter: 「表にしたカード」
    are those turned face up, still so) — the clause as the operation's own, the word taken out;
    the clause unchanged for another."""
    if c.verb != "do" or c.form not in ACTED_FORMS or len(c.args) != 1:
        return c, op
    a = c.args[0]
    w = a.value.terms[0] if isinstance(a.value, A.NounPhrase) and len(a.value.terms) == 1 else None
    if not isinstance(w, A.Word):
        return c, op
    if a.role is A.Role.NONE and w.id in v.verbs:
        return replace(c, verb=w.id, args=()), v.verbs[w.id]
    if a.role is A.Role.NONE and w.id in v.cost_words:
        # 「【ソウルブラスト】したカード」: する with a payment's word (read by ``_acted``)
        return replace(c, verb=w.id, args=()), None
    got = v.words.get(w.id)
    if a.role is A.Role.GOAL and got is not None and got[0] == "states" and got[1] in FACES:
        if "face" not in v.acted_refs:
            raise Unsupported(
                "the cards a step turned face up or down, in a game that cannot read them back"
            )
        # the face kept as a state filter of the cards (``_acted_face`` reads the MEANS role)
        return replace(c, verb="face", args=(A.Arg(A.Role.MEANS, a.value),)), "face"
    return c, op


def _acted_face(c: A.Action, op: str | None, v: Vocab) -> tuple[A.Action, tuple[str, ...]]:
    """「表で置いたカード」 / 「裏で置かれたカード」: the manner (表で / 裏で, a word the game reads as
    the state ``face_up`` / ``face_down``) of a clause of the ``move`` operation, taken out of the
    clause as a state filter of the cards the step put; the clause unchanged for another."""
    if op not in ("move", "face") or c.form not in ACTED_FORMS:
        return c, ()
    faces: list[str] = []
    kept = []
    for a in c.args:
        w = (
            a.value.terms[0]
            if isinstance(a.value, A.NounPhrase) and len(a.value.terms) == 1
            else None
        )
        got = v.words.get(w.id) if isinstance(w, A.Word) else None
        if a.role is A.Role.MEANS and got is not None and got[0] == "states" and got[1] in FACES:
            faces.append(got[1])
        else:
            kept.append(a)
    if len(faces) > 1:
        raise Unsupported("a put both face up and face down")
    return replace(c, args=tuple(kept)), tuple(faces)


FACES = ("face_up", "face_down")


def _acted_place(c: A.Action, op: str | None, v: Vocab) -> str | None:
    """「ソウルに置いたカード」 / 「ソウルに置かれたカード」 / 「ドロップに置いたカード」: a clause of
    a verb that puts cards somewhere (the game's ``move`` operation), its place one zone of no
    owner but the master's: the cards the last step of this ability that put cards there put
    (``ref`` ``acted:to:<zone>``, a charge into that zone included) — read where the game's
    runtime keeps them (``Vocab.acted_refs`` ∋ ``to:<zone>``); None for another clause."""
    goals = [a for a in c.args if a.role is A.Role.GOAL]
    if op != "move" or len(goals) != 1 or c.form not in ACTED_FORMS:
        return None
    p = sel(goals[0].value, v)
    if (
        len(p.zones) != 1
        or replace(p, zones=(), owner=None, pos=None) != Sel()
        or p.owner
        not in (
            None,
            "you",
        )
    ):
        return None
    # 「山札の下に置いたカード」: the cards the last step that put cards at that end of the zone
    # put there (``acted:to:<zone>:<top|bottom>``)
    key = f"to:{p.zones[0]}" + (f":{p.pos}" if p.pos in ("top", "bottom") else "")
    if p.pos is not None and p.pos not in ("top", "bottom"):
        raise Unsupported(f"the cards a step put at the place {p.pos}")
    if key not in v.acted_refs:
        raise Unsupported(
            f"the cards a step put in {key[3:]}, in a game that cannot read them back"
        )
    return f"acted:{key}"


def _except(np: A.NounPhrase, v: Vocab) -> Sel | None:
    """「X以外のY」: the cards Y describes but not those X names or describes (``Sel.but``) —
    X any phrase the selectors read: a kind (「トリガーユニット以外のカード」), a card a reference
    names (「このユニット以外のあなたのリアガード」), a place's card (「あなたのヴァンガード以外の
    ユニット」), several (「【治】と【超】以外の」: each left out); 「X以外」 with no Y: any card but X.
    An owner set off by a comma before X (「あなたの、X以外のY」) is Y's. Read only in a game whose
    runtime leaves them out (``Vocab.excluding``); None when the phrase has no 以外."""
    if EXCEPT not in np.terms:
        return None
    if not v.excluding:
        raise Unsupported("「…以外の」 in a game whose runtime does not read it")
    i = np.terms.index(EXCEPT)
    x_terms, x_links = list(np.terms[:i]), list(np.links[: max(i - 1, 0)])
    y_terms, y_links = list(np.terms[i + 1 :]), list(np.links[i + 1 :])
    if not x_terms or (y_terms and np.links[i].rstrip("、") not in ("の", "")):
        raise Unsupported("「…以外」 of this shape")
    if len(x_terms) > 1 and isinstance(x_terms[0], A.Owner) and x_links[0] == "の、":
        y_terms, y_links = [x_terms.pop(0), *y_terms], ["の", *y_links]
        x_links.pop(0)
    x = sel(A.NounPhrase(tuple(x_terms), tuple(x_links)), v)
    if x.count is not None or x.bound != "exact":
        raise Unsupported("「…以外」 of counted cards")
    y = sel(A.NounPhrase(tuple(y_terms), tuple(y_links)), v) if y_terms else Sel()
    if y.ref is not None:
        raise Unsupported("「…以外」 of a reference")
    return replace(y, but=(*y.but, x))


# 「攻撃宣言を行う / 攻撃宣言をする」: a verbal noun as the object of a light verb (行う, する) says
# the act the noun names (「攻撃を宣言する」)
LIGHT_VERBS = ("perform", "do")


def light_verb_clause(c: A.Action, nouns: Mapping[str, tuple[str, A.Term]]) -> A.Action:
    """The clause 「<verbal noun>を行う / する」 as the verb the noun names, its object the noun's
    own (``nouns``: the game's verbal nouns, word id -> (verb, object term): 「攻撃宣言」 ->
    declare, 「攻撃」); the clause unchanged for any other shape."""
    if not isinstance(c, A.Action) or c.verb not in LIGHT_VERBS:
        return c
    objs = [a for a in c.args if a.role == A.Role.OBJECT]
    if len(objs) != 1 or not isinstance(objs[0].value, A.NounPhrase):
        return c
    ts = objs[0].value.terms
    read = nouns.get(getattr(ts[0], "id", None) or "") if len(ts) == 1 else None
    if read is None:
        return c
    verb, obj = read
    arg = replace(objs[0], value=A.NounPhrase((obj,), ()))
    return replace(c, verb=verb, args=tuple(arg if a is objs[0] else a for a in c.args))


def lift_owner_of_clause(np: A.NounPhrase, on_card: frozenset[str]) -> A.NounPhrase:
    """「敵軍のダメージを受けたユニット」, 「自軍の装備品を装備しているユニット」: a side word before
    a relative clause; the grammar hangs it on the clause's object (「敵軍のダメージ」, 「自軍の
    装備品」). When that object is something that is on a card and belongs to the card's side
    (``on_card``: the game's words, by id or text — damage on a unit, an equipment it wears),
    whose it is and whose the card is are one: the side word moves out to the noun
    (「ダメージを受けた敵軍ユニット」). Unchanged for any other shape, and when the noun has a side
    word of its own."""
    if not np.terms or not isinstance(np.terms[0], A.Relative):
        return np
    rel = np.terms[0]
    c = rel.clause
    if any(a.role == A.Role.SUBJECT for a in c.args) or any(
        isinstance(t, A.Owner) for t in np.terms[1:]
    ):
        return np
    for k, a in enumerate(c.args):
        o = a.value
        if (
            a.role != A.Role.OBJECT
            or not isinstance(o, A.NounPhrase)
            or len(o.terms) != 2
            or not isinstance(o.terms[0], A.Owner)
            or o.links[0] != "の"
            or (getattr(o.terms[1], "id", None) or getattr(o.terms[1], "text", None)) not in on_card
        ):
            continue
        inner = replace(a, value=A.NounPhrase(o.terms[1:], ()))
        clause = replace(c, args=(*c.args[:k], inner, *c.args[k + 1 :]))
        return A.NounPhrase(
            (A.Relative(clause=clause), o.terms[0], *np.terms[1:]), ("", "", *np.links[1:])
        )
    return np


def lift_place_clause(np: A.NounPhrase, place_verbs: frozenset[tuple[str, str]]) -> A.NounPhrase:
    """「この地形に存在する「種族:X」を持つユニット」, 「この地形に存在するこの戦闘に参加しているユニット」:
    two relative clauses before one noun; the grammar hangs the first — a clause saying where
    the cards are (``place_verbs``, its place as its only argument) — on the first noun inside
    the second (「この地形に存在する「種族:X」」, 「この地形に存在するこの戦闘」), which is no card
    and is nowhere. It describes the cards, as the second does: it moves out before the second
    clause (「「種族:X」を持つ、この地形に存在するユニット」). Unchanged for any other shape, and
    when the noun it hangs on is a card (a card kind or a name: it may say where that card
    is)."""
    terms = list(np.terms)
    links = list(np.links)
    for i, t in enumerate(terms):
        if not isinstance(t, A.Relative):
            continue
        c = t.clause
        for k, a in enumerate(c.args):
            o = a.value
            if not isinstance(o, A.NounPhrase) or len(o.terms) < 2:
                continue
            first = o.terms[0]
            if not (
                isinstance(first, A.Relative)
                and (first.clause.verb, first.clause.form.value) in place_verbs
                and [x.role for x in first.clause.args] == [A.Role.GOAL]
                and (o.links[:1] or ("",))[0] == ""
                and not isinstance(o.terms[1], A.CardKind | A.Name)
            ):
                continue
            args = list(c.args)
            args[k] = replace(a, value=A.NounPhrase(o.terms[1:], o.links[1:], o.span))
            terms[i : i + 1] = [first, A.Relative(replace(c, args=tuple(args)))]
            links[i:i] = [""]
            return A.NounPhrase(tuple(terms), tuple(links), np.span)
    return np


def _lift_except(np: A.NounPhrase) -> A.NounPhrase:
    """「「X」以外の「Y」を含むカード」: the grammar hangs 「「X」以外の」 on the object of を含む; what
    is left out is cards (the card named X), not a part of a name — it moves before the clause,
    which keeps the names after 以外の (「「X」以外の、「Y」を含むカード」, read by ``_except``).
    Unchanged for another shape."""
    first = np.terms[0] if np.terms else None
    if not (isinstance(first, A.Relative) and first.clause.verb == "contain"):
        return np
    c = first.clause
    objs = [k for k, a in enumerate(c.args) if a.role is A.Role.OBJECT]
    if len(objs) != 1 or (np.links[:1] or ("",))[0] != "":
        return np
    o = c.args[objs[0]].value
    if not isinstance(o, A.NounPhrase) or EXCEPT not in o.terms:
        return np
    i = o.terms.index(EXCEPT)
    names = o.terms[i + 1 :]
    if i == 0 or o.links[i] != "の" or not names or not all(isinstance(t, A.Name) for t in names):
        return np
    args = list(c.args)
    args[objs[0]] = replace(args[objs[0]], value=A.NounPhrase(names, o.links[i + 1 :]))
    clause = replace(c, args=tuple(args))
    return A.NounPhrase(
        (*o.terms[: i + 1], A.Relative(clause), *np.terms[1:]),
        (*o.links[:i], "の", *np.links),
        np.span,
    )


# what may describe the cards when printed before 「の、」 at the head of a 「…を持つ」 clause
DESCRIBING = (A.Race, A.Trait, A.StatFilter)


def _lift_description(np: A.NounPhrase) -> A.NounPhrase:
    """「〈A〉か〈B〉の、守護者を持たないノーマルユニット」: the grammar hangs what is printed before
    「の、」 on the object of 持つ; races, clans or values set off by the comma describe the cards
    (as 「グレード１以下の、「X」を含むカード」 does for を含む), so they move before the clause
    and keep their か. Unchanged for another shape."""
    first = np.terms[0]
    if not (isinstance(first, A.Relative) and first.clause.verb == "have"):
        return np
    c = first.clause
    roles = [a.role for a in c.args]
    if c.form not in (A.Form.FINAL, A.Form.NEGATIVE) or sorted(roles) != sorted(
        {A.Role.OBJECT} | ({A.Role.SOURCE} & set(roles))
    ):
        return np
    k_obj = roles.index(A.Role.OBJECT)
    o = c.args[k_obj].value
    if not isinstance(o, A.NounPhrase) or "の、" not in o.links:
        return np
    k = o.links.index("の、") + 1
    head, rest = o.terms[:k], o.terms[k:]
    if head[-1:] == (EXCEPT,) and len(head) > 1:
        # 「【超】以外の、守護者を持たないユニットカード」: what is left out describes the cards too
        if not all(isinstance(t, (*DESCRIBING, A.Label, A.CardKind, A.Name)) for t in head[:-1]):
            return np
    elif not all(isinstance(t, DESCRIBING) for t in head) or any(
        lk.rstrip("、") not in ("か", "") for lk in o.links[: k - 1]
    ):
        return np
    args = list(c.args)
    args[k_obj] = replace(args[k_obj], value=A.NounPhrase(rest, o.links[k:]))
    clause = replace(c, args=tuple(args))
    return A.NounPhrase(
        (*head, A.Relative(clause), *np.terms[1:]),
        (*o.links[: k - 1], "の、", *np.links),
        np.span,
    )


# 「…のグレード以下 / 以上」 after a phrase naming a card: the value compared with that card's
COMPARED = {"following": "le", "or_more": "ge"}


def _compares(np: A.NounPhrase) -> bool:
    """The phrase holds 「…のグレード以下 / 以上」: a value compared with the card named before it
    (whose owner is that card's, not the described cards')."""
    return any(
        isinstance(t, A.Stat) and isinstance(nxt, A.Ref | A.Word) and nxt.id in COMPARED
        for t, nxt in zip(np.terms, np.terms[1:], strict=False)
    )


def _stat_compared(np: A.NounPhrase, v: Vocab) -> Sel | None:
    """「あなたのヴァンガードのグレード以下の〈X〉」: the cards whose value is at most (以上: at
    least) that of the card the phrase before it names (``stats`` with no value, ``stat_ref``)."""
    for k in range(1, len(np.terms) - 1):
        t, nxt = np.terms[k], np.terms[k + 1]
        word = nxt.id if isinstance(nxt, A.Ref | A.Word) else None
        if not (isinstance(t, A.Stat) and word in COMPARED and _link(np, k) == "の"):
            continue
        if _link(np, k + 1) != "":
            return None
        st = v.stats.get(t.id)
        if st is None:
            raise Unsupported(f"a comparison of {t.id}")
        ref = sel(A.NounPhrase(np.terms[:k], np.links[: k - 1]), v)
        if ref.count is not None or ref.alts:
            raise Unsupported("a value compared with counted cards")
        rest_t, rest_l = np.terms[k + 2 :], np.links[k + 2 :]
        if rest_t and np.links[k + 1].rstrip("、") not in ("の", ""):
            return None
        base = sel(A.NounPhrase(rest_t, rest_l), v) if rest_t else Sel()
        if base.stat_ref is not None or base.ref is not None:
            raise Unsupported("a value compared twice")
        return replace(base, stats=(*base.stats, (st, COMPARED[word], None)), stat_ref=ref)  # type: ignore[index]
    return None


def _compared_value_said_as_subject(np: A.NounPhrase) -> A.NounPhrase:
    """「そのカードとグレードが同じユニットカード」 / 「このユニットとクランが同じカード」: the value
    said as the subject of 「Xと同じ」 (or 違う / 異なる) is the value the phrase compares, as
    「そのカードと同じグレードのユニットカード」 / 「このユニットと同じクランのカード」. Unchanged
    for any other phrase."""
    for k, t in enumerate(np.terms[:-1]):
        if not (
            isinstance(t, A.Relative)
            and isinstance(t.clause, A.Action)
            and t.clause.verb in ("same", "differ", "be_different")
            and t.clause.form is A.Form.FINAL
            and _link(np, k + 1) == ""
        ):
            continue
        subj = [a for a in t.clause.args if a.role is A.Role.SUBJECT]
        if (
            len(subj) != 1
            or not any(a.role is A.Role.WITH for a in t.clause.args)
            or not isinstance(subj[0].value, A.NounPhrase)
            or len(subj[0].value.terms) != 1
            or not isinstance(subj[0].value.terms[0], (A.Stat, A.Word))
        ):
            continue
        rest = tuple(a for a in t.clause.args if a is not subj[0])
        terms = (
            *np.terms[:k],
            replace(t, clause=replace(t.clause, args=rest)),
            subj[0].value.terms[0],
            *np.terms[k + 1 :],
        )
        links = (*np.links[:k], "", "の", *np.links[k + 1 :])
        return replace(np, terms=terms, links=links)
    return np


def _source_before_comma(np: Any) -> tuple[A.NounPhrase, Any] | None:
    """「あなたのソウルから、置いたカード」: the grammar hangs a place said with 「から」 and a comma
    on the relative clause right after it; the comma closes it off from that clause (the cards
    the step acted on, wherever they came from). Returns the noun phrase without it and the
    place, or None when the phrase is not so."""
    if not (isinstance(np, A.NounPhrase) and np.terms and isinstance(np.terms[0], A.Relative)):
        return None
    c = np.terms[0].clause
    src = [a for a in c.args if a.role is A.Role.SOURCE]
    if len(src) != 1 or c.args[0] is not src[0] or not src[0].pause:
        return None
    rel = A.Relative(replace(c, args=c.args[1:]))
    return A.NounPhrase((rel, *np.terms[1:]), np.links, np.span), src[0].value


# 「Xと同じ」 / 「Xと異なる」 (違う) a value: the comparison with X's
_SAME_OR_NOT = {"same": "eq", "be_different": "ne", "differ": "ne"}


def _stat_same(np: A.NounPhrase, v: Vocab) -> Sel | None:
    """「あなたのヴァンガードと同じグレードのカード」: the cards whose value equals that of the card
    the clause 「Xと同じ」 names (``stats`` ``eq`` with no value, ``stat_ref``, as 「Xのグレード
    以下の」); a place the grammar hangs on 「同じ」 (「ドロップから」) is where they are.
    「そのユニットと異なるグレードのカード」 / 「…とグレードが異なるカード」: not equal (``ne``)."""
    t = np.terms
    if not (
        len(t) >= 3
        and isinstance(t[0], A.Relative)
        and t[0].clause.verb in _SAME_OR_NOT
        and t[0].clause.form is A.Form.FINAL
        and isinstance(t[1], A.Stat)
        and _link(np, 1) == ""
        and _link(np, 2) == "の"
    ):
        return None
    args = {a.role: a.value for a in t[0].clause.args}
    if len(args) != len(t[0].clause.args) or not set(args) <= {A.Role.WITH, A.Role.SOURCE}:
        raise Unsupported("「…と同じ」 a value of this shape")
    lifted = _source_before_comma(args.get(A.Role.WITH))
    if lifted is not None and A.Role.SOURCE not in args:
        # 「あなたのソウルから、置いたカードと同じグレードの…を選び」: the place said before the
        # comma is where the cards chosen are, not where the cards compared with came from
        args[A.Role.WITH], args[A.Role.SOURCE] = lifted
    if A.Role.WITH not in args:
        return None
    st = v.stats.get(t[1].id)
    if st is None:
        raise Unsupported(f"a comparison of {t[1].id}")
    ref = sel(args[A.Role.WITH], v)
    if ref.count is not None or ref.alts:
        raise Unsupported("a value compared with counted cards")
    base = sel(A.NounPhrase(t[2:], np.links[2:]), v)
    if base.stat_ref is not None or base.ref is not None:
        raise Unsupported("a value compared twice")
    if A.Role.SOURCE in args:
        src = sel(args[A.Role.SOURCE], v)
        if src != Sel(owner=src.owner, zones=src.zones) or not src.zones:
            raise Unsupported("「…と同じ」 a value from a place of this shape")
        if base.zones or (base.owner not in (None, src.owner)):
            raise Unsupported("「…と同じ」 a value from two places")
        base = replace(base, zones=src.zones, owner=src.owner or base.owner)
    cmp = _SAME_OR_NOT[t[0].clause.verb]
    return replace(base, stats=(*base.stats, (st, cmp, None)), stat_ref=ref)


def _read(table: Mapping[str, Any], key: str, what: str) -> Any:
    """What the game's vocabulary calls ``key``; a word it does not read refuses the phrase."""
    got = table.get(key)
    if got is None:
        raise Unsupported(f"{what} {key}")
    return got


def _term(t: A.Term, acc: _Acc, v: Vocab, alt: bool, last: bool) -> None:
    if isinstance(t, A.Unknown) and t.text in v.unknown_words:
        # a word the game names though the grammar leaves it untyped (``Vocab.unknown_words``)
        t = A.Word(v.unknown_words[t.text])
    if isinstance(t, A.Owner):
        who = v.owner(t.who)
        if who is False:
            raise Unsupported(f"owner {t.who}")
        acc.add("owner", who)
    elif isinstance(t, A.Zone):
        acc.add("zones", _read(v.zones, t.id, "the zone"), alt)
    elif isinstance(t, A.Position):
        p = _read(v.positions, t.id, "the position")
        acc.add(p[0], p[1], alt)
    elif isinstance(t, A.CardKind):
        if t.id == "card" and acc.d.get("kinds") and not alt:
            return  # 「キャラクターカード」: a card of the kind just named (every one is a card)
        if (
            t.id == "unit"
            and "token_unit" in v.kinds
            and acc.d.get("kinds") == [v.kinds.get("token")]
        ):
            # 「トークンユニット」 (VG 15.4.1: a pseudo-card token is a token unit or a token set
            # order): the two words name the game's kind ``token_unit``
            acc.d["kinds"] = [v.kinds["token_unit"]]
            return
        if t.id not in v.kinds and t.id in v.subtypes:
            # 「オーダーゾーンのアリーナ」: a subtype the card has printed (VG 2.9.4), its categories
            acc.add("groups", v.subtypes[t.id], alt)
            return
        acc.add("kinds", _read(v.kinds, t.id, "the card kind"), alt)
    elif isinstance(t, A.Ref):
        if t.id == "each" and (acc.d.get("kinds") or acc.d.get("ref")) and v.ref("each") is None:
            # 「選んだユニットそれぞれのパワー＋5000」 / 「あなたのリアガードそれぞれを…」: each of the
            # cards the noun before it names — the same cards, every one of them (a description:
            # all that match, as すべて; a reference: the cards it names); a step acts on each
            if not acc.d.get("ref") and acc.d.get("count") is None:
                acc.add("bound", "all")
            return
        r = v.ref(t.id)
        if r is not None:
            acc.add("ref", r)
            if t.id in _SAID_HEADS:
                # 「そのカード」 / 「それ」: the head noun said, read to find the antecedent
                # (``abilities.in_context``); not part of what is named (``Sel.said``)
                acc.add("said", _SAID_HEADS[t.id])
            return
        flag = v.ref_flag(t.id)
        if flag is None:
            raise Unsupported(f"the reference {t.id}")
        if flag:
            acc.add(flag, True)
    elif isinstance(t, A.Name):
        acc.add("names", t.text, alt)
    elif isinstance(t, A.Trait):
        acc.add("traits", t.text, alt)
    elif isinstance(t, A.Race):
        acc.add("races", t.text)
    elif isinstance(t, A.Work):
        # 「『X』のカード」: a card of the work X (VS 2.9.1), in the game's field for it
        if v.work_field is None:
            raise Unsupported("a work name 『…』 in a game that does not name cards by work")
        acc.add("info_contains", (v.work_field, t.text), alt)
    elif isinstance(t, A.Literal) and v.literal_field is not None:
        # a quoted text naming a value of the card (VS 2.3.1.1: a title), matched whole
        acc.add("info_contains", (v.literal_field, t.text), alt)
    elif isinstance(t, A.Literal):
        acc.add("groups", t.text, alt)
    elif isinstance(t, A.Named) and t.head == A.Word("state") and t.text in v.state_names:
        # 「このカードがレスト状態なら」 / 「スタンド状態の」: the orientation state so named
        acc.add("states", v.state_names[t.text], alt)
    elif isinstance(t, A.Named) and (t.text, t.head.id) in v.named_kinds:
        # a kind the lexicon lacks printed before 「カード」 (CO's 「アイテムカード」): that kind
        acc.add("kinds", v.named_kinds[(t.text, t.head.id)], alt)
    elif isinstance(t, A.Named):
        head = t.head.id
        got = v.named.get(head)
        if got is None:
            raise Unsupported(f"a name before {head}")
        key, value = got
        acc.add(key, value.format(text=t.text.rstrip("・")), alt)
        if isinstance(t.head, A.CardKind) and head in v.kinds and key != "kinds":
            acc.add("kinds", v.kinds[head])
    elif isinstance(t, A.Unknown) and "unknown" in v.named:
        # a word the lexicon does not know where a noun stands (「作戦を１枚」, 「研究が２枚以上」,
        # 「極大魔法オーダー」): the category the game reads it as (VG: a subtype printed on the
        # card, 2.9.4, given by the scenario)
        key, value = v.named["unknown"]
        acc.add(key, value.format(text=t.text), alt)
    elif isinstance(t, A.StatFilter):
        st = v.stats.get(t.stat.id)
        if st is None or t.value.value is None:
            raise Unsupported(f"a filter on {t.stat.id}")
        acc.add("stats", (st, t.cmp, t.value.value), alt)
    elif isinstance(t, A.Count):
        n, bound = count(t)
        acc.add("count", n)
        acc.add("bound", bound)
    elif isinstance(t, A.Word) and t.id == "vacancy" and t.id not in v.words:
        # 「(R)の空き」 / 「(R)に空きがある」: a circle of the place with no card on it, as 「ユニット
        # のいない(R)」 / 「空いている(R)」 — read where the game counts circles
        if not v.filled_circles:
            raise Unsupported("the word vacancy in a game whose runtime does not count circles")
        acc.add("states", "empty", alt)
    elif isinstance(t, A.Word):
        w = _read(v.words, t.id, "the word")
        acc.add(w[0], w[1], alt)
    elif isinstance(t, A.Icon):
        acc.add("icons", _read(v.icons, t.name, "the icon"))
    elif isinstance(t, A.Label) and t.kind == "keyword" and t.name in v.icons:
        # 【治】 as a description: a card with that (trigger) icon (VG 2.13.1)
        acc.add("icons", v.icons[t.name])
    elif isinstance(t, A.Label) and t.kind == "keyword":
        # 【煌求者】 as a description: a card with that keyword
        kid = t.keyword.id if t.keyword is not None and t.keyword.id else t.name
        k = v.keywords.get(kid)
        if k is None:
            raise Unsupported(f"the keyword 【{t.name}】 as a description")
        acc.add("has", k)
    elif isinstance(t, A.Relative):
        if last:
            raise Unsupported("a relative clause with nothing after it")
        relative(t.clause, acc, v)
    else:
        raise Unsupported(f"the term {type(t).__name__}")


def exact_number(t: Any, unit: str | tuple[str, ...] | None = None) -> Any:
    """The number of an exact count printed with one (「1枚」「2体」「3回目」「(1)」): ``t.number.value``
    when ``t`` is an ``A.Count`` with bound ``exact`` and a number (of ``unit``, one unit id or
    several; any unit when None) — that value may itself be None (a number given by a
    variable); None for anything else (another term, まで / 以上 / すべて, no number)."""
    if not isinstance(t, A.Count) or t.bound != "exact" or t.number is None:
        return None
    if unit is not None and t.unit not in ((unit,) if isinstance(unit, str) else unit):
        return None
    return t.number.value


def count(c: A.Count) -> tuple[int | None, str]:
    """``N枚`` / ``N枚まで`` / ``N枚以上`` / ``すべて`` as ``(n, bound)``; 「望む枚数」: ``(None,
    "any")``, as many as the player picks, none to all."""
    if c.least is not None:
        raise Unsupported("a range of counts")  # read where a range is read: costs.range_item
    if c.bound in ("all", "any"):
        return None, c.bound
    if c.number is None or c.number.value is None:
        raise Unsupported("a count given by a variable")
    if c.unit not in ("card", "item", "body"):
        raise Unsupported(f"a count of unit {c.unit}")
    if c.bound not in ("exact", "up_to", "at_least"):
        raise Unsupported(f"a count bound {c.bound}")
    return c.number.value, c.bound


def bare_count(np: A.NounPhrase | A.Duration | None) -> tuple[int | None, str] | None:
    """A noun phrase that is only a count (the floating 「１枚」 of 「１枚選び」); 「合計N枚」: N
    cards in all, over every place the cards are taken from (「山札かドロップから…を合計２枚まで
    探し」) — the count of one choice among the cards of all those places, which is what a count
    over several places already is."""
    if isinstance(np, A.NounPhrase) and len(np.terms) == 1 and isinstance(np.terms[0], A.Count):
        return count(np.terms[0])
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and np.terms[0] == TOTAL
        and np.links == ("",)
        and isinstance(np.terms[1], A.Count)
    ):
        return count(np.terms[1])
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and isinstance(np.terms[0], A.Count)
        and isinstance(np.terms[1], A.CardKind)
        and np.terms[1].id == "card"
        and np.links == ("の",)
    ):
        # 「5枚のカード」: N cards of any kind, the count before the plain noun — the same as 「5枚」
        # (WS 3.2.3.3 「山札の一番上から5枚のカードを見る」)
        return count(np.terms[0])
    return None


TOTAL = A.Word("total")


def floated_all(args: tuple[A.Arg, ...]) -> tuple[A.Arg, ...]:
    """A quantifier floated after its noun, 「XをすべてV」, as the same before it, 「すべてのXをV」:
    the one object and a bare 「すべて」 (no number) after it become one object 「すべての X」 (MC
    「対象は特殊能力をすべて失う」 = 「対象はすべての特殊能力を失う」). ``args`` unchanged when the step
    has no such pair (an object with a count of its own, or several objects)."""
    objs = [a for a in args if a.role is A.Role.OBJECT]
    alls = [
        a
        for a in args
        if a.role is A.Role.NONE
        and isinstance(a.value, A.NounPhrase)
        and len(a.value.terms) == 1
        and isinstance(a.value.terms[0], A.Count)
        and a.value.terms[0].bound == "all"
        and a.value.terms[0].number is None
    ]
    if len(objs) != 1 or len(alls) != 1 or not isinstance(objs[0].value, A.NounPhrase):
        return args
    obj = objs[0].value
    if any(isinstance(t, A.Count) for t in obj.terms):
        return args
    both = A.NounPhrase((alls[0].value.terms[0], *obj.terms), ("の", *obj.links))
    return tuple(replace(a, value=both) if a is objs[0] else a for a in args if a is not alls[0])


def column_unsaid(np: Any) -> bool:
    """「同じ縦列の…」 naming no card it is the same column as (VG 11.8.5.3 reads the unit with the
    ability; in 「…を選び、同じ縦列の後列の(R)に移動させる」 the unit moved is the other reading):
    whether the noun phrase ``np`` holds the bare 「同じ縦列」 — also as the subject of a
    clause that qualifies the place (「同じ縦列の空いている(R)」: 「同じ縦列の」 read as what
    「空いている」 says of it)."""
    if not isinstance(np, A.NounPhrase):
        return False
    return any(
        isinstance(t, A.Relative)
        and t.clause.verb == "same"
        and not t.clause.args
        and i + 1 < len(np.terms)
        and np.terms[i + 1] == A.Position("column")
        for i, t in enumerate(np.terms)
    ) or any(
        column_unsaid(a.value)
        for t in np.terms
        if isinstance(t, A.Relative)
        for a in t.clause.args
        if a.role is A.Role.SUBJECT_NO
    )


def _check(s: Sel) -> None:
    """A reference names its cards: only words that agree with it may stand beside it."""
    if s.ref is None or s.ref.startswith("acted:"):
        return  # the cards a step acted on, filtered by the words beside them
    extra = [
        f.name
        for f in fields(Sel)
        if f.name not in ("ref", "kinds", "owner", "count", "bound", "said")
        and getattr(s, f.name) != f.default
    ]
    if extra:
        raise Unsupported(f"a reference with further words ({', '.join(extra)})")


# ------------------------------------------------------------------ alternatives


def _split_descriptions(np: A.NounPhrase, v: Vocab) -> Sel | None:
    """「A か B」 / 「A と B」 where A and B are whole descriptions (not two values of one field):
    ``Sel(alts=(A, B))`` (と: ``each``-free union; the caller reads 「AとBのパワー」 as both).
    The owner and zones printed before both (「あなたの、…か…」) belong to each."""
    for i in range(1, len(np.terms)):
        link = _link(np, i)
        if link not in ALT_LINKS + AND_LINKS:
            continue
        left, right = np.terms[i - 1], np.terms[i]
        if link in ALT_LINKS:
            fl, fr = _field_of(left, v), _field_of(right, v)
            if fl is not None and fl == fr and _simple_sides(np, i, v):
                if fl in ONE_OF:
                    continue  # two values of one field: read by the fold
                # 「《A》か《B》のノーマルユニット」 / 「〈A〉か〈B〉の…」: a field whose values a card
                # must each have (traits, races …) — one description with A, one with B
                return _one_value_each(np, i, v)
        # split the whole phrase here
        a_terms, a_links = np.terms[:i], np.links[: i - 1]
        b_terms, b_links = np.terms[i:], np.links[i:]
        a = sel(A.NounPhrase(a_terms, a_links), v)
        b = sel(A.NounPhrase(b_terms, b_links), v)
        if a.count is not None or b.count is not None:
            # 「Aか、Bを１枚選び」: the count is for the choice of either
            n, bound = (a.count, a.bound) if a.count is not None else (b.count, b.bound)
            a, b = replace(a, count=None, bound="exact"), replace(b, count=None, bound="exact")
            return Sel(alts=(a, b), count=n, bound=bound)
        return Sel(alts=(a, b), each=link in AND_LINKS)
    return None


def _one_value_each(np: A.NounPhrase, i: int, v: Vocab) -> Sel:
    """「《A》か《B》の…」: the phrase read once with A (B left out) and once with B (A left
    out): ``Sel(alts=…)``, a count printed once being that of the choice of either."""
    a = sel(A.NounPhrase(np.terms[:i] + np.terms[i + 1 :], np.links[: i - 1] + np.links[i:]), v)
    b = sel(A.NounPhrase(np.terms[: i - 1] + np.terms[i:], np.links[: i - 1] + np.links[i:]), v)
    n, bound = a.count, a.bound
    if n is None and bound != "all":
        return Sel(alts=(a, b))
    return Sel(
        alts=(replace(a, count=None, bound="exact"), replace(b, count=None, bound="exact")),
        count=n,
        bound=bound,
    )


def _simple_sides(np: A.NounPhrase, i: int, v: Vocab) -> bool:
    """Whether the か before term ``i`` joins two single values: the terms around it are
    each one value (a relative clause or a second filter on one side makes it a choice of
    descriptions)."""
    left_end = i - 1
    right_start = i
    # the right side ends at the next の / end; the left side starts after the previous の
    j = right_start + 1
    while j < len(np.terms) and _link(np, j) == "":
        if isinstance(np.terms[j], A.Relative):
            return False
        j += 1
    k = left_end
    while k > 0 and _link(np, k) == "":
        k -= 1
        if isinstance(np.terms[k], A.Relative) or _field_of(np.terms[k], v) not in (
            None,
            _field_of(np.terms[left_end], v),
        ):
            return False
    return True


# ------------------------------------------------------------------ relative clauses


def _place_prefix(np: Any) -> int:
    """How many leading terms of a noun phrase are owners and zones joined by の (「あなたの
    リタイヤ置場の…」: 2) — a place the grammar hung on what follows; 0 for anything else."""
    k = 0
    while (
        isinstance(np, A.NounPhrase)
        and k < len(np.terms) - 1
        and isinstance(np.terms[k], A.Owner | A.Zone)
        and np.links[k] == "の"
    ):
        k += 1
    return k


def relative(c: A.Action, acc: _Acc, v: Vocab) -> None:
    """A relative clause before a noun, as a filter of it: 「X」を含む / 含まない, …を持つ /
    持たない, a state (【レスト】している), 《X》に属する; a source or place it names
    (ライドデッキから「X」を含む…) belongs to the selector."""
    if _did_this_turn(c, acc, v):
        return
    from ruling.cardtext.steps import stat_subject_folded

    # 「グレードがあなたのヴァンガード以下の「X」を含むカード」: the value said as the clause's
    # subject is the compared phrase's (as 「あなたのヴァンガードのグレード以下の「X」を含む…」)
    c = stat_subject_folded(c, v) or c
    st = state_clause(c, v)
    state = None
    if st is not None:
        # 「【レスト】している / していない」, 「デリートされている / されていない」: a state
        c, state, negated = st
        if negated and not v.negated_states:
            raise Unsupported(f"a relative clause {c.verb}.{c.form.value}, negated, in a selector")
        state = f"not:{state}" if negated else state
    args: dict[A.Role, Any] = {}
    for a in c.args:
        if a.role in args:
            raise Unsupported(f"a relative clause with two arguments of role {a.role.value}")
        args[a.role] = a.value
    who = args.get(A.Role.SUBJECT_NO)
    if (
        isinstance(who, A.NounPhrase)
        and len(who.terms) == 1
        and isinstance(who.terms[0], A.Owner)
        and len(args) <= 2
    ):
        # 「相手の【レスト】しているリアガード」 / 「あなたの「X」を含むリアガード」: the grammar
        # reads the owner as the subject of the relative clause (の for が); it is the owner of
        # the cards, as in 「【レスト】している相手のリアガード」
        _term(who.terms[0], acc, v, False, False)
        del args[A.Role.SUBJECT_NO]
    for role in (A.Role.OBJECT, A.Role.GOAL):
        what = args.get(role)
        if (
            c.verb in ("contain", "have", "belong")
            and isinstance(what, A.NounPhrase)
            and len(what.terms) > 1
            and isinstance(what.terms[0], A.Owner)
            and what.links[0] == "の"
            and not isinstance(what.terms[1], A.Zone)
            and not _compares(what)
        ):
            # 「あなたの「X」を含むリアガード」 / 「相手の『ブースト』を持つ…」 / 「あなたの《X》に属する…」:
            # the owner the grammar hangs on the name, keyword or clan is the cards' owner
            _term(what.terms[0], acc, v, False, False)
            args[role] = A.NounPhrase(what.terms[1:], what.links[1:], what.span)
        what = args.get(role)
        k = 0
        while (
            c.verb in ("contain", "have", "belong")
            and isinstance(what, A.NounPhrase)
            and k < len(what.terms) - 1
            and isinstance(what.terms[k], A.Relative)
        ):
            k += 1
        if k and isinstance(what, A.NounPhrase):
            # 「このターンに登場した「X」を含むユニット」: the grammar hangs the relative clause
            # before the name on the name; a name, keyword or clan does not appear or act —
            # the clause is a filter of the cards, as 「「X」を含む、このターンに登場したユニット」
            for t in what.terms[:k]:
                relative(t.clause, acc, v)  # type: ignore[union-attr]
            args[role] = A.NounPhrase(what.terms[k:], what.links[k:], what.span)
    if state is None and _entered_from(c, args, acc, v):
        return
    if A.Role.SOURCE in args:
        src = sel(args.pop(A.Role.SOURCE), v)
        if src.ref or src.kinds or src.names or src.count is not None:
            raise Unsupported("a relative clause with this source")
        if src.owner is not None:
            acc.add("owner", src.owner)
        for z in src.zones:
            acc.add("zones", z, True)
    if (
        c.verb == "contain"
        and v.contain_field is not None
        and isinstance(g := args.get(A.Role.GOAL), A.NounPhrase)
        and g.terms == (A.Word(v.contain_field),)
        and A.Role.OBJECT in args
    ):
        # 「カード名に「X」を含む」: the field a bare 「「X」を含む」 is about, named (VG 14.47.3.2)
        del args[A.Role.GOAL]
    info = _info_contained(args, v) if c.verb == "contain" else None
    if info is not None:
        # 「あなたのリタイヤ置場の称号に“妹”を含むカード」 (VS 2.14.7): the text in one of the card's
        # values of that field; what is printed before the field is where the cards are
        place, field_, texts = info
        if c.form is not A.Form.FINAL:
            raise Unsupported("a card's information not containing a text")
        if place is not None:
            if place.owner is not None:
                acc.add("owner", place.owner)
            for z in place.zones:
                acc.add("zones", z, True)
        for t in texts:
            acc.add("info_contains", (field_, t))
        return
    if A.Role.GOAL in args and c.verb in ("contain", "have"):
        # 「あなたの(R)に「X」を含むユニットがいる」: the grammar hangs the place on the filter; it
        # is where the cards are looked for
        place = sel(args[A.Role.GOAL], v)
        if place.zones and place == Sel(owner=place.owner, zones=place.zones):
            del args[A.Role.GOAL]
            if place.owner is not None:
                acc.add("owner", place.owner)
            for z in place.zones:
                acc.add("zones", z, True)
    if (
        set(args) == {A.Role.WITH}
        and v.states.get((c.verb, c.form.value)) in v.with_states
        and isinstance(args[A.Role.WITH], A.NounPhrase)
    ):
        # 「このカードと魔獣合成されているトークン」: a state the head noun is in with the card
        # named by 「…と」 (``Vocab.with_states``)
        acc.add("states", v.states[(c.verb, c.form.value)])
        acc.add("partner", sel(args[A.Role.WITH], v))
        return
    if A.Role.WITH in args:
        _compared(args, acc, v)
    if (c.verb, c.form.value) in v.place_verbs and set(args) == {A.Role.GOAL}:
        # 「フィールドに出ている…」: a relative clause saying where the cards are (a game's verbs)
        place = sel(args[A.Role.GOAL], v)
        # 「このユニットと同じ縦列にいる…」: a column is a place too (4.9.1.1), as 「…と同じ縦列の」
        column = place.column is not None and place.column != "chosen"
        bare = replace(place, column=None, column_of=None) if column else place
        if not (place.zones or column) or bare != Sel(owner=place.owner, zones=place.zones):
            raise Unsupported("a place of this shape in a relative clause")
        if place.owner is not None:
            acc.add("owner", place.owner)
        for z in place.zones:
            acc.add("zones", z, True)
        if column:
            acc.add("column", place.column)
            if place.column_of is not None:
                acc.add("column_of", place.column_of)
        return
    if (
        c.verb == "exist"
        and c.form is A.Form.NEGATIVE
        and len(args) == 1
        and args.get(A.Role.SUBJECT, args.get(A.Role.SUBJECT_NO))
        == A.NounPhrase((A.CardKind("unit"),))
    ):
        # 「ユニットのいない(R)」: a circle with no unit on it
        acc.add("states", "empty")
        return
    if c.verb == "vacant" and c.form is A.Form.PROGRESSIVE and not args:
        # 「空いている(R)」: a circle with no unit on it (as 「ユニットのいない(R)」)
        acc.add("states", "empty")
        return
    o = args.get(A.Role.OBJECT)
    if c.verb == "contain" and isinstance(o, A.NounPhrase):
        k = next((i for i, t in enumerate(o.terms) if isinstance(t, A.Name)), 0)
        if (
            k
            and o.links[k - 1] in ("の", "の、")
            and not any(isinstance(t, A.Relative) for t in o.terms[:k])
        ):
            # 「グレード１以下の、「X」を含むカード」: the grammar hangs what is printed before the
            # names on them; it describes the cards, as 「「X」を含むグレード１以下のカード」 —
            # 「あなたのヴァンガードのグレード以下の「X」を含むカード」 a value compared with that
            # card's (``_stat_compared``)
            compared = _stat_compared(
                A.NounPhrase((*o.terms[:k], A.CardKind("card")), o.links[:k]), v
            )
            if compared is not None:
                for st in compared.stats:
                    acc.add("stats", st)
                acc.add("stat_ref", compared.stat_ref)
            else:
                for t in o.terms[:k]:
                    _term(t, acc, v, False, False)
            o = A.NounPhrase(o.terms[k:], o.links[k:], o.span)
            args[A.Role.OBJECT] = o
        elif (
            k == 1
            and o.links[0] == ""
            and isinstance(o.terms[0], A.Relative)
            and (o.terms[0].clause.verb, o.terms[0].clause.form.value) in v.place_verbs
            and {a.role for a in o.terms[0].clause.args} == {A.Role.GOAL}
        ):
            # VG 「あなたの(R)にいる「X」を含むユニット」: the grammar hangs the clause saying where
            # the cards are on the name; it describes the cards, as 「「X」を含むあなたの(R)の
            # ユニット」
            relative(o.terms[0].clause, acc, v)
            o = A.NounPhrase(o.terms[1:], o.links[1:], o.span)
            args[A.Role.OBJECT] = o
    if (
        c.verb == "contain"
        and c.form in (A.Form.FINAL, A.Form.NEGATIVE)
        and set(args) == {A.Role.OBJECT}
    ):
        names = _names(o)
        links = {lk.rstrip("、") for lk in o.links} if isinstance(o, A.NounPhrase) else set()
        if c.form is A.Form.FINAL and len(names) > 1:
            if links != {"か"}:
                raise Unsupported("「X」と「Y」を含む")
            for n in names:  # 「X」か「Y」を含む: one of them
                acc.add("contains_any", n)
            return
        for n in names:
            acc.add("contains" if c.form is A.Form.FINAL else "not_contains", n)
        return
    if (
        c.verb == "have"
        and c.form in (A.Form.FINAL, A.Form.NEGATIVE)
        and set(args) == {A.Role.OBJECT}
    ):
        key2 = "has" if c.form is A.Form.FINAL else "lacks"
        k = _place_prefix(o)
        if k and isinstance(o, A.NounPhrase) and isinstance(o.terms[k - 1], A.Zone):
            # 「あなたのリタイヤ置場の《X》を持つカード」: the grammar hangs the place on what is
            # held; it is where the cards are, as 「《X》を持つあなたのリタイヤ置場のカード」 (as
            # 属する's above)
            place = sel(A.NounPhrase(o.terms[:k], o.links[: k - 1]), v)
            if place != Sel(owner=place.owner, zones=place.zones) or not place.zones:
                raise Unsupported("を持つ with a place of this shape")
            if place.owner is not None:
                acc.add("owner", place.owner)
            for z in place.zones:
                acc.add("zones", z, True)
            o = A.NounPhrase(o.terms[k:], o.links[k:])
        if isinstance(o, A.NounPhrase) and len(o.terms) == 2 and isinstance(o.terms[0], A.Relative):
            # 櫂アイコンを持つ守護者を持たないユニットカード: the grammar hangs 「櫂アイコンを持つ」
            # on 守護者; a keyword has no icon — it describes the card
            relative(o.terms[0].clause, acc, v)
            o = A.NounPhrase(o.terms[1:])
        for what in _haves(o, v):
            field, value = what
            if key2 == "lacks" and field != "has":
                raise Unsupported("持たない with something other than a keyword")
            acc.add(key2 if field == "has" else field, value)
        return
    if c.verb == "belong" and c.form in BELONG_FORMS and set(args) == {A.Role.GOAL}:
        g = args[A.Role.GOAL]
        k = _place_prefix(g)
        if k and isinstance(g, A.NounPhrase) and isinstance(g.terms[k], A.Trait):
            # 「あなたの(G)の《X》のみに属するユニット」: the grammar hangs the place on the clan;
            # it is where the units are
            place = sel(A.NounPhrase(g.terms[:k], g.links[: k - 1]), v)
            if place != Sel(owner=place.owner, zones=place.zones) or not place.zones:
                raise Unsupported("属する with a place of this shape")
            if place.owner is not None:
                acc.add("owner", place.owner)
            for z in place.zones:
                acc.add("zones", z, True)
            g = A.NounPhrase(g.terms[k:], g.links[k:])
        acc_belong(g, BELONG_FORMS[c.form], acc)
        return
    if state is not None and not args:
        acc.add("states", state)
        return
    if state is not None and set(args) in ({A.Role.SUBJECT_NO}, {A.Role.GOAL}):
        # 「相手のベンチのスタンドしているカード」 / 「あなたのベンチにスタンドしているカードが…ある」:
        # the grammar hangs the place (「相手のベンチの」 / 「あなたのベンチに」) on the state verb as its
        # subject or goal; it is where the cards are, and the state is theirs
        g = args[A.Role.SUBJECT_NO] if A.Role.SUBJECT_NO in args else args[A.Role.GOAL]
        if (
            isinstance(g, A.NounPhrase)
            and g.terms
            and all(isinstance(t, A.Owner | A.Zone) for t in g.terms)
        ):
            place = sel(g, v)
            if place == Sel(owner=place.owner, zones=place.zones) and place.zones:
                if place.owner is not None:
                    acc.add("owner", place.owner)
                for z in place.zones:
                    acc.add("zones", z, True)
                acc.add("states", state)
                return
    if state is not None and state.startswith("not:"):
        # 「このユニットにアタックしていないユニット」: a battle state negated with its partner
        raise Unsupported(f"a relative clause {c.verb}.{c.form.value}, negated, with arguments")
    if _battle_partner(c, args, acc, v) or _battle_past(c, args, acc, v):
        return
    raise Unsupported(f"a relative clause {c.verb}.{c.form.value} in a selector")


_ENTERED_FORMS = (A.Form.PAST, A.Form.PROGRESSIVE, A.Form.PROGRESSIVE_PAST)


def _entered_from(c: A.Action, args: dict[A.Role, Any], acc: _Acc, v: Vocab) -> bool:
    """「山札から登場したリアガード」 / 「ソウルから(R)に登場しているユニット」: a unit described by
    the zone it appeared from — the 登場 that put it on the circle it is on (``states``
    ``entered_from:<zone>``), in a game whose runtime reads it (``Vocab.entered_from_states``);
    the circle it appeared to, named, is where it is. False for any other clause."""
    if (
        c.verb != "appear"
        or c.form not in _ENTERED_FORMS
        or A.Role.SOURCE not in args
        or not v.entered_from_states
    ):
        return False
    if not set(args) <= {A.Role.SOURCE, A.Role.GOAL}:
        raise Unsupported("a unit described by where it appeared from, of this shape")
    src = sel(args[A.Role.SOURCE], v)
    if src.zone is None or replace(src, zones=(), owner=None) != Sel():
        raise Unsupported("a unit described by where it appeared from, of this shape")
    if A.Role.GOAL in args:
        to = sel(args[A.Role.GOAL], v)
        if not to.zones or replace(to, zones=(), owner=None) != Sel():
            raise Unsupported("a unit described by where it appeared to, of this shape")
        for z in to.zones:
            acc.add("zones", z, True)
    if src.owner is not None:
        acc.add("owner", src.owner)
    acc.add("states", f"entered_from:{src.zone}")
    return True


# the forms of a verb that name the state its act leaves, and their negatives — 「…している」 /
# 「…されている」 / 「…していない」 (「…されていない」 the grammar reads as two clauses joined,
# ``conditions._split_negative``): the form ``Vocab.states`` names the state by, and whether it is
# negated
STATE_FORMS = {
    A.Form.PROGRESSIVE: (A.Form.PROGRESSIVE, False),
    A.Form.PROGRESSIVE_NEG: (A.Form.PROGRESSIVE, True),
    A.Form.PASSIVE_PROG: (A.Form.PASSIVE_PROG, False),
}


def state_clause(c: A.Action, v: Vocab) -> tuple[A.Action, str, bool] | None:
    """A clause saying that a card is (or is not) in the state a verb's act leaves it in:
    「【レスト】している」 / 「【レスト】していない」 / 「デリートされている」 / 「デリートされて
    いない」 / 「【D-双闘】している」 (する with a keyword action, ``Vocab.keyword_acts``) — every
    verb the game names a state of (``Vocab.states``), in each of its state forms
    (``STATE_FORMS``). Returns the clause as the state's form reads it (its verb and
    arguments), the state, and whether it is negated; None for any other clause."""
    from ruling.cardtext.conditions import _split_negative
    from ruling.cardtext.triggers import _keyword_act

    c, neg = _split_negative(c)
    c = _keyword_act(_owner_of_act(c, v), v)
    got = STATE_FORMS.get(c.form)
    if got is None:
        # a form the game itself names a state by (VS 「サポートしたカード」: the card supporting
        # in the attack in progress, 7.1.3.1 — ``Vocab.states`` ``("support", "past")``); before
        # round 23 every such form was read, then only the forms above (a regression)
        own = v.states.get((c.verb, c.form.value))
        return (c, own, neg) if own is not None else None
    form, negated = got
    state = v.states.get((c.verb, form.value))
    if state is None:
        return None
    return replace(c, form=form), state, negated != neg


def _owner_of_act(c: A.Action, v: Vocab) -> A.Action:
    """「あなたの【D-双闘】しているヴァンガード」: the grammar reads the owner with the keyword
    action that is する's object; it is the clause's subject (の for が, as 「あなたの【レスト】
    しているリアガード」 reads), which a selector takes as the cards' owner."""
    if c.verb != "do" or any(a.role is A.Role.SUBJECT_NO for a in c.args):
        return c
    for i, a in enumerate(c.args):
        np = a.value
        if (
            a.role is A.Role.NONE
            and isinstance(np, A.NounPhrase)
            and len(np.terms) == 2
            and isinstance(np.terms[0], A.Owner)
            and np.links[0] == "の"
            and isinstance(t := np.terms[1], (A.Label, A.Word))
            and (t.name if isinstance(t, A.Label) else t.id) in v.keyword_acts
        ):
            owner = A.Arg(A.Role.SUBJECT_NO, A.NounPhrase((np.terms[0],)))
            act = replace(a, value=A.NounPhrase((t,)))
            return replace(c, args=(*c.args[:i], owner, act, *c.args[i + 1 :]))
    return c


# the past of a battle verb, read as the state it leaves for the rest of the battle
BATTLE_PAST = {A.Form.PAST: A.Form.PROGRESSIVE, A.Form.PASSIVE_PAST: A.Form.PASSIVE_PROG}


def _battle_past(c: A.Action, args: dict[A.Role, Any], acc: _Acc, v: Vocab) -> bool:
    """「このユニットがアタックしたユニット」 / 「このユニットがブーストしたユニット」 / 「アタック
    されたユニット」 / 「ブーストされたユニット」: the past of a battle verb (with its partner, or
    none) names the unit in that battle state now, as 「…している / されている」 does — every verb
    whose state the game's runtime reads in a battle (``Vocab.battle_states``)."""
    form = BATTLE_PAST.get(c.form)
    if form is None or not v.battle_states:
        return False
    state = v.states.get((c.verb, form.value))
    if state not in v.battle_states:
        return False
    if not args:
        acc.add("states", state)
        return True
    return _battle_partner(replace(c, form=form), args, acc, v)


def _battle_partner(c: A.Action, args: dict[A.Role, Any], acc: _Acc, v: Vocab) -> bool:
    """A battle state with the other unit named: 「XがブーストしているY」 (Y is boosted by X: the
    passive state, X its partner), 「XをブーストしているY」 / 「XにアタックしているY」 (Y boosts or
    attacks X), 「XにブーストされているY」 (Y is boosted by X). Only a game whose runtime reads
    battle states and their partner (``Vocab.battle_states``)."""
    if len(args) != 1 or not v.battle_states:
        return False
    ((role, who),) = args.items()
    if c.form is A.Form.PROGRESSIVE and role in (A.Role.SUBJECT, A.Role.SUBJECT_NO):
        state = v.states.get((c.verb, A.Form.PASSIVE_PROG.value))
    elif c.form is A.Form.PROGRESSIVE and role in (A.Role.OBJECT, A.Role.GOAL):
        state = v.states.get((c.verb, c.form.value))
    elif c.form is A.Form.PASSIVE_PROG and role is A.Role.GOAL:
        state = v.states.get((c.verb, c.form.value))
    else:
        return False
    if state not in v.battle_states or not isinstance(who, A.NounPhrase):
        return False
    acc.add("states", state)
    acc.add("partner", sel(who, v))
    return True


def _did_this_turn(c: A.Action, acc: _Acc, v: Vocab) -> bool:
    """「このターンに(R)に登場したユニット」 / 「このターンにコールされているユニット」 /
    「このターンにアタックしていないユニット」: a relative clause whose verb is an event and whose
    time is this turn describes the cards that event happened to (its subject: the head noun),
    read from the turn's record as the condition 「このターンに…しているなら」 reads it — every
    verb with a trigger event, in every form the condition takes (``HISTORY_FORMS``)."""
    from ruling.cardtext.conditions import HISTORY_FORMS, THIS_TURN, _split_negative
    from ruling.cardtext.triggers import clause as event

    c, neg = _split_negative(c)
    c = _this_turn_lifted(_turn_time_as_goal(c, THIS_TURN), THIS_TURN)
    roles = [a.role for a in c.args]
    if (
        c.form not in HISTORY_FORMS
        or not any(a.role is A.Role.GOAL and a.value == THIS_TURN for a in c.args)
        or A.Role.SUBJECT in roles
        or A.Role.SUBJECT_NO in roles
    ):
        return False
    form, negative = HISTORY_FORMS[c.form]
    rest = tuple(a for a in c.args if not (a.role is A.Role.GOAL and a.value == THIS_TURN))
    ev = event(A.Action(c.verb, rest, form), v)
    if ev.event not in v.history_events or ev.event not in v.card_events or ev.subject:
        raise Unsupported(f"a card {ev.event} this turn, in a selector")
    for x in (ev.target, ev.by):
        # read per card, the matcher has that card where the trigger has this one: a target or
        # a 「…の能力で」 described by this card (このユニットの / 同名の / 他の) is refused
        if x is not None and (x.ref or x.other or x.same_name or x.other_name or x.same_as):
            raise Unsupported(f"a card {ev.event} this turn, described by this card")
    acc.add("did_not" if negative != neg else "did", ev)
    return True


_STATIVE = ("contain", "have", "belong")

# 「《X》に属する / 属している」 (a state: the progressive says the same, 2.14.1 「このカードが属する
# 国家」) and 「属さない / 属していない」 -> whether the card is one that belongs
BELONG_FORMS = {
    A.Form.FINAL: True,
    A.Form.PROGRESSIVE: True,
    A.Form.NEGATIVE: False,
    A.Form.PROGRESSIVE_NEG: False,
}


def belong_filter(g: Any) -> Sel:
    """The cards 「(g)に属する」 names, ``g`` the clans / nations it belongs to (2.3.2, 2.14.1):
    《X》 (each printed with と or side by side: all of them), 《X》か《Y》 / 《X》または《Y》 (one
    of them: ``alts``), 「…のみに」 (X and no other: ``traits_only``)."""
    if not isinstance(g, A.NounPhrase) or not g.terms:
        raise Unsupported("属する with something other than traits")
    only = g.terms[-1:] == (A.Word("only_that"),)
    if only:  # 「《X》のみに属する」: X and no other
        g = A.NounPhrase(g.terms[:-1], g.links[:-1])
    if not g.terms or not all(isinstance(t, A.Trait) for t in g.terms):
        raise Unsupported("属する with something other than traits")
    states = ("traits_only",) if only else ()
    links = {lk.rstrip("、") for lk in g.links}
    if links and links <= set(ALT_LINKS):
        # 「《X》か《Y》に属する」: a card of one of them (never all of them)
        return Sel(alts=tuple(Sel(traits=(t.text,), states=states) for t in g.terms))  # type: ignore[union-attr]
    if links - {""}:
        raise Unsupported("属する with traits joined this way")
    return Sel(traits=tuple(t.text for t in g.terms), states=states)  # type: ignore[union-attr]


def acc_belong(g: Any, yes: bool, acc: _Acc) -> None:
    """「《X》に属する」 / 「属さない」 in a selector: the filter ``belong_filter`` gives, added to
    the cards described (属さない: none it names, ``but``)."""
    f = belong_filter(g)
    if not yes:
        acc.d["but"] = (*acc.d.get("but", ()), f)
        return
    if f.alts:
        if acc.d.get("alts"):
            raise Unsupported("two sets of alternatives in one noun phrase")
        acc.d["alts"] = f.alts
        return
    for t in f.traits:
        acc.add("traits", t)
    for st in f.states:
        acc.add("states", st)


def _turn_time_as_goal(c: A.Action, this_turn: A.NounPhrase) -> A.Action:
    """「このターン中に退却したリアガード」 / 「そのターン中に(R)にコールされたユニット」: the time
    of the event said as a period with に (``Duration`` this_turn) names the same turn as
    「このターンに」 does — returned with it said so (``this_turn`` in the role of 「…に」), so
    that one reading serves both spellings; any other clause as it is."""
    if not any(a.role is A.Role.TIME and a.value == A.Duration("this_turn") for a in c.args):
        return c
    return replace(
        c,
        args=tuple(
            A.Arg(A.Role.GOAL, this_turn, a.pause)
            if a.role is A.Role.TIME and a.value == A.Duration("this_turn")
            else a
            for a in c.args
        ),
    )


def _this_turn_lifted(c: A.Action, this_turn: A.NounPhrase) -> A.Action:
    """「このターンに「X」を含むヴァンガードの能力で登場した…」: the grammar hangs 「このターンに」 on
    the nearest clause, 「「X」を含む」, which states what a card is and happens at no time; it is
    the time of the event the outer clause names (登場した). Returned with it moved there; any
    other clause as it is."""
    if c.verb in _STATIVE or any(a.role is A.Role.GOAL and a.value == this_turn for a in c.args):
        return c
    args = list(c.args)
    for i, a in enumerate(args):
        np = a.value
        if not (isinstance(np, A.NounPhrase) and np.terms and isinstance(np.terms[0], A.Relative)):
            continue
        inner = np.terms[0].clause
        if not isinstance(inner, A.Action) or inner.verb not in _STATIVE:
            continue
        time = [x for x in inner.args if x.role is A.Role.GOAL and x.value == this_turn]
        if len(time) != 1:
            continue
        rel = A.Relative(replace(inner, args=tuple(x for x in inner.args if x is not time[0])))
        args[i] = replace(a, value=replace(np, terms=(rel, *np.terms[1:])))
        return replace(c, args=(time[0], *args))
    return c


def compared(s: Sel, with_: Any, v: Vocab, what: str) -> Sel:
    """「XとY同名の / 別名の…」 where 「Xと」 is an argument of the verb: the card the names of
    ``s`` are compared with (this card: nothing more to say; another: ``same_as``). Words before
    a reference (「裏の(、)このユニットと同名のカード」: the grammar hangs them on 「Xと」) describe
    the cards of ``s`` — a state, a value, a kind or a clan; anything else is refused."""
    if (
        isinstance(with_, A.NounPhrase)
        and len(with_.terms) > 1
        and isinstance(with_.terms[-1], A.Ref)
        and with_.links[-1] in ("の", "の、")
        and (s.same_name or s.other_name)
    ):
        k = len(with_.terms) - 1
        head = sel(A.NounPhrase(with_.terms[:k], with_.links[: k - 1]), v)
        if head.ref or head.count is not None or head.zones or head.owner:
            raise Unsupported(f"a {what} with a comparison of this shape")
        s = replace(
            s,
            states=tuple(dict.fromkeys((*s.states, *head.states))),
            stats=(*s.stats, *head.stats),
            kinds=tuple(dict.fromkeys((*s.kinds, *head.kinds))),
            traits=tuple(dict.fromkeys((*s.traits, *head.traits))),
        )
        if replace(head, states=(), stats=(), kinds=(), traits=()) != Sel():
            raise Unsupported(f"a {what} with a comparison of this shape")
        with_ = A.NounPhrase(with_.terms[k:], with_.links[k:])
    w = sel(with_, v)
    if not (s.same_name or s.other_name) or w.count is not None:
        raise Unsupported(f"a {what} with a comparison of this shape")
    return s if w.ref == "this" else replace(s, same_as=w)


def _compared(args: dict[A.Role, Any], acc: _Acc, v: Vocab) -> None:
    """「このユニットと別名の「X」を含むカード」: the grammar reads 「このユニットと」 as an argument
    of 含む and 「別名の」 as a word of its object; both describe the head noun (a name compared
    with that card), so they move to it and the clause keeps the rest of its object."""
    o = args.get(A.Role.OBJECT)
    if not (
        isinstance(o, A.NounPhrase)
        and len(o.terms) > 1
        and isinstance(o.terms[0], A.Ref)
        and o.links[0] == "の"
        and v.ref_flag(o.terms[0].id) in ("same_name", "other_name")
    ):
        raise Unsupported("a relative clause with an argument of role with")
    _value_before_compared(args, acc, v)
    w = sel(args.pop(A.Role.WITH), v)
    if w.count is not None:
        raise Unsupported("a name compared with counted cards")
    acc.add(v.ref_flag(o.terms[0].id), True)
    if w.ref != "this":
        acc.add("same_as", w)
    args[A.Role.OBJECT] = A.NounPhrase(o.terms[1:], o.links[1:])


def _value_before_compared(args: dict[A.Role, Any], acc: _Acc, v: Vocab) -> None:
    """「あなたのヴァンガードのグレード以下の、このユニットと別名の「X」を含むカード」: the grammar
    puts the value compared (「…のグレード以下の、」) in front of the card the names are compared
    with; it is a filter of the head noun, and the rest names that card."""
    w = args[A.Role.WITH]
    if not isinstance(w, A.NounPhrase):
        return
    for k in range(1, len(w.terms) - 2):
        t, nxt = w.terms[k], w.terms[k + 1]
        word = nxt.id if isinstance(nxt, A.Ref | A.Word) else None
        if isinstance(t, A.Stat) and word in COMPARED and _link(w, k + 2) == "の":
            got = _stat_compared(A.NounPhrase(w.terms[: k + 2], w.links[: k + 1]), v)
            if got is None or len(got.stats) != 1:
                return
            acc.add("stats", got.stats[0])
            acc.add("stat_ref", got.stat_ref)
            args[A.Role.WITH] = A.NounPhrase(w.terms[k + 2 :], w.links[k + 2 :])
            return


def _names(o: Any) -> list[str]:
    if isinstance(o, A.NounPhrase) and all(isinstance(t, A.Name) for t in o.terms):
        return [t.text for t in o.terms]  # type: ignore[union-attr]
    raise Unsupported("を含む with something other than a name")


def _haves(o: Any, v: Vocab) -> list[tuple[str, str]]:
    """What 「…を持つ」 names: icons, keywords (a quoted keyword 『ブースト』, a bracketed
    【X】), traits."""
    if not isinstance(o, A.NounPhrase):
        raise Unsupported("を持つ with no object")
    out: list[tuple[str, str]] = []
    for i, t in enumerate(o.terms):
        if (
            i
            and o.links[i - 1].rstrip("、") not in ("か", "と", "")
            and not (t == A.CardKind("special_ability") and o.links[i - 1] == "の")
        ):
            raise Unsupported("を持つ with a phrase")
        if isinstance(t, A.Word) and t.id in v.words and v.words[t.id][0] == "icons":
            out.append(("icons", v.words[t.id][1]))
        elif isinstance(t, A.Word) and t.id in v.keywords:
            out.append(("has", v.keywords[t.id]))
        elif isinstance(t, A.Unknown) and t.text in v.keywords:
            # 「旋律を持つ」 / 「メイトユニットを持つ」: a keyword printed bare, a spelling the game
            # lists (``Vocab.keywords``) though the grammar left it untyped
            out.append(("has", v.keywords[t.text]))
        elif isinstance(t, A.Label) and t.kind == "keyword" and t.name in v.icons:
            out.append(("icons", v.icons[t.name]))  # 「【治】を持つ」: the icon (VG 2.13.1)
        elif (
            t == A.Word("trigger")
            and out
            and out[-1][0] == "icons"
            and o.links[i - 1] == ""
            and "trigger" in v.words
        ):
            out.append(v.words["trigger"])  # 「【治】トリガーを持つ」: a trigger unit with it
        elif isinstance(t, A.Label) and t.kind == "keyword":
            kid = t.keyword.id if t.keyword is not None else ""
            if kid not in v.keywords.values() and t.name not in v.keywords:
                raise Unsupported(f"を持つ 【{t.name}】")
            out.append(("has", kid or v.keywords[t.name]))
        elif isinstance(t, A.Quote) and len(t.abilities) == 1:
            kw = t.abilities[0].keyword
            if kw is None or t.abilities[0].effect is not None or kw.id not in v.keywords:
                raise Unsupported("を持つ 『…』 that is not a keyword")
            out.append(("has", v.keywords[kw.id]))
        elif isinstance(t, A.Trait):
            out.append(("traits", t.text))
        elif isinstance(t, A.Standing) and t.keyword.id in v.keywords:
            # 「「飛行」を持つ」 (CO 3-4-5-7), a keyword ability named in 「…」
            out.append(("has", v.keywords[t.keyword.id]))
        elif t == A.CardKind("ability") and out and out[-1][0] == "has" and o.links[i - 1] == "":
            continue  # 「【X】能力を持つ」: the keyword ability X
        elif isinstance(t, A.Named) and t.head == A.CardKind("ability") and t.text in v.keywords:
            out.append(("has", v.keywords[t.text]))  # 「儀式能力を持つ」: X printed unbracketed
        elif (
            t == A.CardKind("special_ability")
            and out
            and out[-1][0] == "has"
            and o.links[i - 1] == "の"
        ):
            continue  # 「「飛行」の特殊能力を持つ」 (CO): the keyword ability named before
        else:
            raise Unsupported(f"を持つ {type(t).__name__}")
    return out


# the information fields a 「…を含む」 / 「…が含まれる」 clause names (any game's word for them)
CONTAIN_FIELD_WORDS = frozenset({"card_name", "name", "trait", "trigger_icon"})


def stative(c: A.Action) -> A.Action:
    """A clause that says a card *is* so, in the voice a writer may print it in, as the plain
    stative clause the readers know (game-neutral; each voice means the same lasting state):

    - 「カード名に「X」が含まれる / 含まれている / 含まれていない」 (the passive of 含む, its
      perfect, negated) → 「カード名に「X」を含む / 含まない」 (the contained text is the passive's
      subject, the active's object);
    - 「「X」を含んでいる」 → 「「X」を含む」; 「《X》を持っている / 持っていない」 → 「《X》を持つ /
      持たない」 (the perfect of a verb of having is the having);
    - 「舞台に置かれている」 (a card lying in a place, nothing else said) → 「舞台にいる」;
      「このカードの下にマーカーが置かれている」 → 「…マーカーがある」 (a character: いる).

    Any other clause is returned as it is."""
    from ruling.cardtext.conditions import _split_negative

    base, neg = _split_negative(c)
    if c.modal or base.modal:
        return c
    roles = [a.role for a in base.args]
    f = base.form
    if base.verb == "contain" and f in (A.Form.PASSIVE, A.Form.PASSIVE_PROG, A.Form.PASSIVE_NEG):
        neg = neg or f is A.Form.PASSIVE_NEG
        if roles.count(A.Role.SUBJECT) != 1 or roles.count(A.Role.OBJECT):
            return c
        args = tuple(
            replace(a, role=A.Role.OBJECT) if a.role is A.Role.SUBJECT else a for a in base.args
        )
        return replace(base, args=args, form=A.Form.NEGATIVE if neg else A.Form.FINAL)
    if base.verb in ("contain", "have") and f in (A.Form.PROGRESSIVE, A.Form.PROGRESSIVE_NEG):
        neg = neg or f is A.Form.PROGRESSIVE_NEG
        return replace(base, form=A.Form.NEGATIVE if neg else A.Form.FINAL)
    if (
        base.verb == "put"
        and f is A.Form.PASSIVE_PROG
        and roles == [A.Role.GOAL]
        and isinstance(base.args[0].value, A.NounPhrase)
        and base.args[0].value.terms
        and isinstance(base.args[0].value.terms[-1], A.Zone)
    ):
        return replace(base, verb="exist", form=A.Form.NEGATIVE if neg else A.Form.FINAL)
    if (
        base.verb == "put"
        and f is A.Form.PASSIVE_PROG
        and sorted(roles) == sorted([A.Role.GOAL, A.Role.SUBJECT])
    ):
        # 「このカードの下にマーカーが置かれているなら」: 「…マーカーがあるなら」 (a character: いる)
        subj = next(a.value for a in base.args if a.role is A.Role.SUBJECT)
        person = isinstance(subj, A.NounPhrase) and subj.terms[-1:] == (A.CardKind("character"),)
        return replace(
            base,
            verb="exist" if person else "exist_thing",
            form=A.Form.NEGATIVE if neg else A.Form.FINAL,
        )
    return c


def contained_in(c: A.Action) -> A.Action:
    """「そのキャラのカード名に「X」が含まれるなら」 (after ``stative``: 「そのキャラのカード名に
    「X」を含む」): the card whose field holds the text is the clause's subject — 「そのキャラが
    カード名に「X」を含む」; any other clause as it is."""
    if c.verb != "contain" or any(a.role is A.Role.SUBJECT for a in c.args):
        return c
    goals = [a for a in c.args if a.role is A.Role.GOAL]
    if len(goals) != 1 or not isinstance(goals[0].value, A.NounPhrase):
        return c
    g = goals[0].value
    if (
        len(g.terms) < 2
        or not isinstance(g.terms[-1], A.Word)
        or g.terms[-1].id not in CONTAIN_FIELD_WORDS
        or g.links[-1] != "の"
    ):
        return c
    whose = A.NounPhrase(g.terms[:-1], g.links[:-1])
    field = A.NounPhrase(g.terms[-1:])
    args = tuple(
        x
        for a in c.args
        for x in (
            (A.Arg(A.Role.SUBJECT, whose), replace(a, value=field)) if a is goals[0] else (a,)
        )
    )
    return replace(c, args=args)


def colour_kinds(np: Any) -> tuple[A.NounPhrase, int | None] | None:
    """The colours a group of cards has between them, each colour once (a card's colour is one
    of its pieces of information): 「Xの色」, 「Xの色の種類」, 「Xの色の種類の数 / の合計」, 「Xの
    持つ色の合計」 -> (X, None); counted by steps, 「Xの色1種類(につき)」 / 「Xの色の種類1つ(につ
    き)」 -> (X, 1). X is the cards' noun phrase as printed; None for any other phrase."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) < 2:
        return None
    terms, links = list(np.terms), list(np.links)
    per: int | None = None
    last, before = terms[-1], terms[-2]
    counted = next(
        (
            c
            for c in (last, before)
            if isinstance(c, A.Count)
            and c.unit in ("item", "none")
            and c.bound == "exact"
            and c.number is not None
        ),
        None,
    )
    if counted is not None and len(terms) > 3 and A.Word("kind_of") in (last, before):
        # 「色1種類」 / 「色の種類1つ」: per that many colours
        per = counted.number.value  # type: ignore[union-attr]
        if per is None or per < 1:
            return None
        terms, links = terms[:-2], links[:-2]
        if terms[-1] != A.Word("color"):
            return None
    if len(terms) > 2 and terms[-1] in (A.Word("number"), A.Word("total")) and per is None:
        terms, links = terms[:-1], links[:-1]
    if len(terms) > 2 and terms[-1] == A.Word("kind_of"):
        terms, links = terms[:-1], links[:-1]
        apart = terms[0].clause if len(terms) == 2 and isinstance(terms[0], A.Relative) else None
        if (
            apart is not None
            and apart.verb == "be_different"
            and apart.form is A.Form.FINAL
            and len(apart.args) == 1
            and apart.args[0].role is A.Role.SUBJECT_NO
            and isinstance(apart.args[0].value, A.NounPhrase)
            and apart.args[0].value.terms[-1:] == (A.Word("color"),)
            and per is None
        ):
            # 「(place)の色の異なる(kind)の種類の数」: the colours the cards of that kind there have
            place = apart.args[0].value
            cards = A.NounPhrase((*place.terms[:-1], terms[1]), (*place.links[:-1], "の"))
            return (cards, None) if len(cards.terms) > 1 else None
    if len(terms) < 2 or terms[-1] != A.Word("color"):
        return None
    if links[-1] != ("" if isinstance(terms[-2], A.Relative) else "の"):
        return None
    cards = A.NounPhrase(tuple(terms[:-1]), tuple(links[:-1]))
    if isinstance(cards.terms[-1], A.Relative) and links[-1] == "":
        # 「Xの持つ色」: the cards are the subject of 持つ
        if len(cards.terms) != 1:
            return None
        c = cards.terms[-1].clause
        args = {a.role: a.value for a in c.args}
        if c.verb != "have" or c.form is not A.Form.FINAL or set(args) != {A.Role.SUBJECT_NO}:
            return None
        cards = args[A.Role.SUBJECT_NO]
    if any(t == A.Word("color") for t in cards.terms):
        return None
    return cards, per
