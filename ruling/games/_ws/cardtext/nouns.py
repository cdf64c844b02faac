"""Noun phrases read into selectors (``Sel``): owners, zones, kinds, traits, names, stats,
relative clauses, alternatives, 「1番高い」, ability keys."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ruling.lazy import module

if TYPE_CHECKING:
    from grammar import ast as A
else:  # read when a card's text is compiled, not when the game is loaded
    A = module("grammar.ast")
from ruling.abilities import Unsupported
from ruling.games._ws.cardtext.ir import ORIENTATIONS, Sel, but_chosen, ext, ws_sel
from ruling.games._ws.vocab import (
    CHOSEN_REFS,
    COLORS,
    ICONS,
    ROLE_WORDS,
    VOCAB,
    ZONES,
)

# the shared layer's game-neutral readers (``ruling.cardtext``), read when a card's text is
# compiled: argument roles, counts, connectors, conditions joined by で / chained, timings
sh_cond = module("ruling.cardtext.conditions")
sh_nouns = module("ruling.cardtext.nouns")

KINDS = set(VOCAB.kinds)


# a zone that is one slot of the stage: 前列の中央 / 前列の左 … (selection.ZONE_IDS)
_ONE_SLOT = ("center", "left_front", "right_front", "left_back", "right_back")
# zones a selector may name two of with か (「クライマックス置場か控え室の」): the public zones
# whose cards are chosen one by one, not the stage (a slot) or the hidden deck / stock
EITHER_ZONES = ("waiting_room", "hand", "clock", "memory", "climax", "level")
# zones joined by と (「手札とストックをすべて」): the stock too, whose cards leave it from the top
# (3.10.2) — a choice among both is refused at the choice (``_stock_choice``)
BOTH_ZONES = (*EITHER_ZONES, "stock")


# the stage's parts whose marker zones 「…のマーカー」 may name (3.7.1.1: 「前列」「後列」「左」「中央」「右」)
MARKER_ROWS = (
    "stage",
    "front_row",
    "back_row",
    "center",
    "left_front",
    "right_front",
    "left_back",
    "right_back",
)


def _put_by(means: Any) -> str | None:
    """この効果で (``put_by_effect``) / この行動で (``put_by_action``) / このコストで
    (``put_by_cost``) before 置かれた / 置いた, else None."""
    if means == A.NounPhrase((A.Ref("this"), A.CardKind("effect")), ("",)):
        return "put_by_effect"
    if means == A.NounPhrase((A.Ref("this"), A.Stat("cost")), ("",)):
        return "put_by_cost"
    if means == A.NounPhrase((A.Ref("this"), A.Word("action")), ("",)):
        return "put_by_action"
    return None


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


_NAME_WORDS = ("card_name", "name")


def _name_first(
    goal: A.NounPhrase | A.Duration | None, obj: A.NounPhrase | A.Duration | None
) -> dict[Any, A.NounPhrase]:
    """「カード名に「X」を含む」 in its other wordings: 「名前に「X」を含む」 (名前 is the card name,
    2.1.2) and the names first, 「…の「X」をカード名に含む」 / 「…の「X」を名前に含む」 (what stands
    before the names then describes the card, as before 「カード名に」). The goal and object as
    「(…の)カード名に「X」(か「Y」)を含む」 reads them; nothing when the text is not of this shape."""
    if not isinstance(goal, A.NounPhrase) or not isinstance(obj, A.NounPhrase):
        return {}
    if not goal.terms or not (
        isinstance(goal.terms[-1], A.Word) and goal.terms[-1].id in _NAME_WORDS
    ):
        return {}
    if len(goal.terms) == 1 and len(obj.terms) > 1 and isinstance(obj.terms[-1], A.Name):
        # the names first: the terms before them describe the card, the names are the object
        k = len(obj.terms)
        while k > 0 and isinstance(obj.terms[k - 1], A.Name):
            k -= 1
        if k == 0 or obj.links[k - 1].rstrip("、") != "の":
            return {}
        goal = A.NounPhrase((*obj.terms[:k], A.Word("card_name")), obj.links[:k])
        obj = A.NounPhrase(obj.terms[k:], obj.links[k:])
    else:
        goal = A.NounPhrase((*goal.terms[:-1], A.Word("card_name")), goal.links)
    return {A.Role.GOAL: goal, A.Role.OBJECT: obj}


def _place_then_name(c: A.Action) -> A.Action:
    """「あなたの舞台にカード名に「X」を含むキャラ」: the grammar hangs the place the cards are in
    (「あなたの舞台に」) on the 「…を含む」 clause as a second goal; it says where the cards are, as
    「あなたの舞台の」 before 「カード名に」 does — joined to that goal (「あなたの舞台のカード名に
    「X」を含む」). Unchanged for any other shape."""
    goals = [a for a in c.args if a.role is A.Role.GOAL]
    if c.verb != "contain" or len(goals) != 2:
        return c
    place, name = goals[0].value, goals[1].value
    if not (
        isinstance(place, A.NounPhrase)
        and isinstance(name, A.NounPhrase)
        and len(name.terms) == 1
        and isinstance(name.terms[0], A.Word)
        and name.terms[0].id in CONTAIN_FIELDS
        and place.terms
        and isinstance(place.terms[-1], A.Zone)
        and all(isinstance(t, A.Owner | A.Zone) for t in place.terms)
        and set(place.links) <= {"の"}
    ):
        return c
    joined = A.NounPhrase((*place.terms, name.terms[0]), (*place.links, "の"))
    args = [a for a in c.args if a is not goals[0]]
    args = [dataclasses.replace(a, value=joined) if a is goals[1] else a for a in args]
    return dataclasses.replace(c, args=tuple(args))


# the word 「…に「X」を含む」 names the place in the card the text is in (2.1.2.1 card name; 2.5
# traits; 2.16 trigger icons)
CONTAIN_FIELDS = {"card_name": "name", "name": "name", "trait": "trait", "trigger_icon": "icon"}


def _described(
    obj: A.NounPhrase, f: A.Form, verb: str, field: str | None = None
) -> tuple[tuple[A.Term, ...], tuple[str, ...], dict[str, Any]]:
    """What 「…を含む」 / 「…を持つ」 names at the end of ``obj`` — card names 「X」 (name parts),
    traits 《X》, trigger icons, keyword abilities 【X】 — joined by か (one of them) or と (each);
    the terms before them are the head noun's (自分の控え室の…). ``f`` negative: none of them.
    (head terms, their links, the filter)."""
    k = len(obj.terms)
    while k > 0 and isinstance(obj.terms[k - 1], A.Name | A.Trait | A.Icon | A.Label):
        k -= 1
    parts = obj.terms[k:]
    joins = {lk.rstrip("、") for lk in obj.links[k:]}
    if (
        not parts
        or len({type(t) for t in parts}) != 1
        or not joins <= {"か", "と"}
        or len(joins) > 1
    ):
        raise Unsupported(f"{verb} of this shape")
    head_terms = obj.terms[:k]
    head_links = obj.links[: max(k - 1, 0)]
    if k and obj.links[k - 1].rstrip("、") != "の":
        raise Unsupported(f"{verb} of this shape")
    each = joins != {"か"}
    first = parts[0]
    if field is None:
        field = (
            "name"
            if isinstance(first, A.Name)
            else "trait"
            if isinstance(first, A.Trait)
            else "icon"
            if isinstance(first, A.Icon)
            else "keyword"
        )
    neg = f is A.Form.NEGATIVE
    if field == "name" and isinstance(first, A.Name):
        texts = tuple(t.text for t in parts)  # type: ignore[attr-defined]
        if verb == "have":
            raise Unsupported("having a name")
        if neg:
            # none of the parts (「「X」か「Y」を含まない」; 「「X」と「Y」を含まない」: not both)
            if each and len(texts) > 1:
                raise Unsupported("not containing several name parts together")
            return head_terms, head_links, {"not_name_has": texts}
        # one of them (2.1.2.1), or each of them (「「X」と「Y」を含む」)
        return (
            head_terms,
            head_links,
            {"contains": texts} if each and len(texts) > 1 else {"name_has": texts},
        )
    if field == "trait" and isinstance(first, A.Trait):
        texts = tuple(t.text for t in parts)  # type: ignore[attr-defined]
        if neg:
            # none of them (「《A》か《B》を持たない」); 「《A》と《B》を持たない」: not both
            but = tuple(Sel(traits=(t,)) for t in texts) if not each else (Sel(traits=texts),)
            return head_terms, head_links, {"but": but}
        if each and len(parts) > 1:
            raise Unsupported("several traits each, in a relative clause")
        # as 「《A》(か《B》)の」 printed before the head noun: the traits are the head's terms
        links = (*head_links, "の") if head_terms else ()
        return (*head_terms, *parts), (*links, *obj.links[k:]), {}
    if field == "trait" and isinstance(first, A.Name) and verb == "contain":
        # 「特徴に「X」を含む」: a trait of the card holds X (2.5; ``info_contains``, each entry
        # one of its traits); 「「X」か「Y」」: one of them; negative: no trait holds any of them
        texts = tuple(t.text for t in parts)  # type: ignore[attr-defined]
        each_part = tuple(Sel(info_contains=(("trait", x),)) for x in texts)
        if neg:
            return head_terms, head_links, {"but": each_part}
        if each or len(texts) == 1:
            return head_terms, head_links, {"info_contains": tuple(("trait", x) for x in texts)}
        return head_terms, head_links, {"alts": each_part}
    if field == "icon" and isinstance(first, A.Icon) and all(t.name in ICONS for t in parts):  # type: ignore[attr-defined]
        icons = tuple(ICONS[t.name] for t in parts)  # type: ignore[attr-defined]
        if neg:
            # none of them (「[[A]]か[[B]]を持たない」); 「[[A]]と[[B]]を持たない」: not both
            but = (
                tuple(ws_sel(icons=(i,)) for i in icons)
                if not each
                else (ws_sel(icons=icons, icons_all=True),)
            )
            return head_terms, head_links, {"but": but}
        return head_terms, head_links, {"icons_all": each, "icons": icons}
    if field == "keyword" and isinstance(first, A.Label) and verb == "have":
        if not all(t.kind == "keyword" for t in parts) or (neg and len(parts) > 1):  # type: ignore[attr-defined]
            raise Unsupported("having a label of this shape")
        keys = tuple(f"kw:{t.name}" for t in parts)  # type: ignore[attr-defined]
        if neg:
            return head_terms, head_links, {"but": (Sel(has=keys),)}
        if each and len(keys) > 1:
            raise Unsupported("having several keywords together")
        return head_terms, head_links, {"has": keys}
    raise Unsupported(f"{verb} {field} of this shape")


def _contained(
    args: dict[A.Role, Any], f: A.Form
) -> tuple[tuple[A.Term, ...], tuple[str, ...], dict[str, Any]] | None:
    """「(…の)カード名に「X」を含む」 and its family: the place in the card (カード名 / 名前: a part
    of the name, 2.1.2.1; 特徴: a trait, 2.5; トリガーアイコン: an icon, 2.16), or none said
    (「「X」を含む」: the card name), what is contained (joined by か: one of them; 「「X」と「Y」を
    含む」, printed as a with-argument: each), positive or negative. None for a clause of another
    shape."""
    if f not in (A.Form.FINAL, A.Form.NEGATIVE):
        return None
    goal = args.get(A.Role.GOAL)
    obj = args.get(A.Role.OBJECT)
    with_ = args.get(A.Role.WITH)
    if not isinstance(obj, A.NounPhrase) or set(args) - {A.Role.GOAL, A.Role.OBJECT, A.Role.WITH}:
        return None
    if with_ is not None:
        # 「「X」と「Y」を含む」: the grammar reads 「「X」と」 as a with-argument
        if not (
            isinstance(with_, A.NounPhrase)
            and with_.terms
            and all(isinstance(t, A.Name | A.Trait) for t in with_.terms)
            and set(with_.links) <= {"と"}
        ):
            return None
        obj = A.NounPhrase((*with_.terms, *obj.terms), (*with_.links, "と", *obj.links))
    if goal is None:
        # 「「X」を含むキャラ」: in its card name (2.1.2.1); 「《X》を含むキャラ」: among its traits
        # (2.5); what stands before them is the head noun's
        if isinstance(obj.terms[-1], A.Name):
            return _described(obj, f, "contain", "name")
        if isinstance(obj.terms[-1], A.Trait):
            return _described(obj, f, "contain", "trait")
        return None
    if not isinstance(goal, A.NounPhrase) or not goal.terms:
        return None
    last = goal.terms[-1]
    if not isinstance(last, A.Word) or last.id not in CONTAIN_FIELDS:
        return None
    field = CONTAIN_FIELDS[last.id]
    if len(goal.terms) > 1 and goal.links[-1].rstrip("、") not in ("の", ""):
        # 「《A》かカード名に「X」を含む」: one of two descriptions (read elsewhere); 「の」, or
        # nothing after a relative clause (「【スタンド】しているカード名に…」)
        return None
    terms, links, filt = _described(obj, f, "contain", field)
    head = [t for t in terms if not isinstance(t, A.Trait)]
    if head and len(goal.terms) > 1:
        raise Unsupported("containing something with words on both sides")
    if len(goal.terms) == 1:
        # 「自分の控え室の《音楽》を特徴に含む」: what stands before the object is the head's
        return terms, links, filt
    g_terms, g_links = goal.terms[:-1], goal.links[: max(len(goal.terms) - 2, 0)]
    if terms:  # the traits, after the head terms the goal carries
        return (*g_terms, *terms), (*g_links, "の", *links), filt
    return g_terms, g_links, filt


def place_of_relative(
    subj: Any, role: A.Role = A.Role.GOAL
) -> tuple[A.NounPhrase, A.NounPhrase] | None:
    """「Zに[カード名に「X」を含むY]がある / が置かれた時」: the grammar hangs the place of the
    outer clause (Z, 「それらのカードに」, 「このカードの正面に」, 「あなたのクライマックス置場に」; a
    source with ``role`` SOURCE, 「控え室から」) on a relative clause at the head of the subject,
    as that clause's first goal — two goals in one clause, or a 「…を含む」 whose goal is no place
    in a card (カード名 / 特徴 …), or a 「…と同じ」 (which takes no place). (place, subject without it), else None. The caller asks only
    when its own clause has no argument of that role."""
    if not isinstance(subj, A.NounPhrase) or not subj.terms:
        return None
    first = subj.terms[0]
    if not isinstance(first, A.Relative):
        return None
    c = first.clause
    goals = [a for a in c.args if a.role is role]
    if not goals or not isinstance(goals[0].value, A.NounPhrase):
        return None
    if role is not A.Role.GOAL:
        if len(goals) != 1:
            return None
    elif len(goals) == 1:
        g = goals[0].value
        if c.verb == "same":
            # 「あなたの前列に[このカードと同じカード名のキャラ]がいる」: 「Xと同じ」 compares with X
            # and takes no place of its own — the one goal is the outer clause's place
            pass
        elif c.verb != "contain" or (
            g.terms and isinstance(g.terms[-1], A.Word) and g.terms[-1].id in CONTAIN_FIELDS
        ):
            return None
    elif len(goals) != 2:
        return None
    rest = tuple(a for a in c.args if a is not goals[0])
    inner = A.Relative(dataclasses.replace(c, args=rest))
    return goals[0].value, A.NounPhrase((inner, *subj.terms[1:]), subj.links, subj.span)


# 「【レスト】状態の」 (the state word before a noun) -> the orientation it names
_STATE_WORDS = {"rest_state": "rest", "stand_state": "stand", "reverse_state": "reverse"}
# 「フロントアタックしている」 (the attack of one method, 7.2.1.5) -> the method
_ATTACKING_AS = {"front_attack": "front", "side_attack": "side", "direct_attack": "direct"}
# 「…アタックされている」 (passive perfect) -> which attack's character opposite it names
_ATTACKED = {
    ("front_attack", A.Form.PASSIVE_PROG): "front",
    ("side_attack", A.Form.PASSIVE_PROG): "side",
    ("attack", A.Form.PASSIVE_PROG): "any",
}


def _battle_head(np: Any) -> A.NounPhrase | None:
    """「相手のバトル」 (the object of 「バトルしている」 with what the grammar hangs on it): the
    terms before バトル, else None."""
    if (
        not isinstance(np, A.NounPhrase)
        or np.terms[-1:] != (A.Word("battle"),)
        or (len(np.terms) > 1 and np.links[-1] != "の")
    ):
        return None
    return A.NounPhrase(np.terms[:-1], np.links[:-1])


# 「…より高い」 / 「…より低い」: the comparison a relative clause of that verb makes
_THAN_CMP = {"higher": "gt", "lower": "lt"}


def _than_player_level(rel: A.Relative) -> tuple[str, str] | None:
    """「あなたのレベルより低い」 / 「相手のレベルより高い」 (a relative clause whose only argument is
    a player's level compared with): the comparison (``lt`` / ``gt``) and whose level (``you`` /
    ``opponent``); None for any other clause."""
    c = rel.clause
    if c.verb not in _THAN_CMP or c.form is not A.Form.FINAL or len(c.args) != 1:
        return None
    (a,) = c.args
    than = a.value
    if (
        a.role is not A.Role.THAN
        or not isinstance(than, A.NounPhrase)
        or len(than.terms) != 2
        or not isinstance(than.terms[0], A.Owner)
        or than.terms[0].who not in ("you", "self", "opponent")
        or than.terms[1] != A.Stat("level")
    ):
        return None
    return _THAN_CMP[c.verb], "opponent" if than.terms[0].who == "opponent" else "you"


def _marker_under_parts(args: dict[A.Role, Any]) -> A.NounPhrase | None:
    """The two arguments of 「マーカーが下にある」 / 「下にマーカーがある」 (``exist_thing``, a
    subject ending in マーカー and a goal ending in 下): the one that carries the terms printed
    before the clause (他の / あなたの, the head noun's), else the bare subject; None for any
    other clause. Only one of the two may carry them."""
    if set(args) != {A.Role.GOAL, A.Role.SUBJECT}:
        return None
    goal, subject = args[A.Role.GOAL], args[A.Role.SUBJECT]
    if not isinstance(goal, A.NounPhrase) or not isinstance(subject, A.NounPhrase):
        return None
    if goal.terms[-1:] != (A.Position("bottom"),) or subject.terms[-1:] != (A.CardKind("marker"),):
        return None
    carried = [np for np in (goal, subject) if len(np.terms) > 1]
    if len(carried) > 1 or not all(
        isinstance(t, A.Owner) or t == A.Ref("other") for np in carried for t in np.terms[:-1]
    ):
        return None
    return carried[0] if carried else subject


def _entered_this_turn(c: A.Action) -> tuple[A.NounPhrase, tuple[str, ...]] | None:
    """「このターン中に(あなたの)舞台に置かれた」 / 「このターン中に手札から舞台に置かれた」 (a relative
    clause of put in the passive past, its time this turn, its goal the stage of a player or of
    none named): the place (the goal, whose owner is the head noun's) and the zones the card came
    from (``("any",)``: none named — any zone outside the stage, 3.1.4); None for another
    shape. With no time printed, or another, it is not this turn's (None)."""
    if c.verb != "put" or c.form is not A.Form.PASSIVE_PAST or c.modal is not None:
        return None
    if c.amount is not None or c.more:
        return None
    roles = [a.role for a in c.args]
    if len(roles) != len(set(roles)) or not set(roles) <= {
        A.Role.TIME,
        A.Role.GOAL,
        A.Role.SOURCE,
    }:
        return None
    args = {a.role: a.value for a in c.args}
    goal, src = args.get(A.Role.GOAL), args.get(A.Role.SOURCE)
    time = args.get(A.Role.TIME)
    if not isinstance(time, A.Duration) or time.id != "this_turn":
        return None
    if not (
        isinstance(goal, A.NounPhrase)
        and goal.terms[-1:] == (A.Zone("stage"),)
        and len(goal.terms) <= 2
        and all(isinstance(t, A.Owner) and t.who in ("you", "opponent") for t in goal.terms[:-1])
    ):
        return None
    if src is None:
        return goal, ("any",)
    if not (
        isinstance(src, A.NounPhrase)
        and src.terms
        and all(
            isinstance(t, A.Zone) and t.id in ZONES and ZONES[t.id] != "stage" for t in src.terms
        )
    ):
        return None
    return goal, tuple(ZONES[t.id] for t in src.terms)  # type: ignore[union-attr]


def _relative(
    rel: A.Relative,
) -> tuple[tuple[A.Term, ...], tuple[str, ...], dict[str, Any]]:
    """A relative clause inside a selector (カード名に「X」を含む / 【スタンド】している /
    『X』を持つ / マーカーを持たない / このカードとバトルしている): the terms it carries that
    belong to the head noun (他のあなたの…), their links, and the filter it adds."""
    # 「カード名に「X」が含まれている」, 「《X》を持っている」, 「舞台に置かれている」: the voice
    # the state is printed in is read as the plain stative clause (the shared ``stative``)
    c = _place_then_name(sh_nouns.stative(rel.clause))
    args = {a.role: a.value for a in c.args if not (a.role is A.Role.TOPIC and _is_you(a.value))}
    # 「…されていない」 (「…されて」 and 「いない」, ``_split_negative``) is read below by its parts
    negated_perfect = sh_cond._split_negative(c)[1]
    if len(args) != len([a for a in c.args if a.role in args]) and not negated_perfect:
        raise Unsupported("a relative clause with two arguments of one role")
    v, f = c.verb, c.form

    def head(np: A.NounPhrase | A.Duration | None, drop_last: bool) -> tuple[Any, Any]:
        if np is None:
            return (), ()
        if not isinstance(np, A.NounPhrase):
            raise Unsupported("a duration in a relative clause")
        terms = np.terms[:-1] if drop_last else np.terms
        return terms, np.links[: max(len(terms) - 1, 0)]

    if v == "contain" and set(args) == {A.Role.GOAL, A.Role.OBJECT}:
        args = {**args, **_name_first(args[A.Role.GOAL], args[A.Role.OBJECT])}
    contained = _contained(args, f)
    if v == "contain" and contained is not None:
        return contained
    if (
        v == "contain"
        and f in (A.Form.FINAL, A.Form.NEGATIVE)
        and set(args)
        == {
            A.Role.GOAL,
            A.Role.OBJECT,
        }
    ):
        # what ``_contained`` does not read (one reader for the positive and the negative form)
        goal = args[A.Role.GOAL]
        if (
            isinstance(goal, A.NounPhrase)
            and len(goal.terms) > 1
            and goal.links[len(goal.terms) - 2].rstrip("、") == "か"
        ):
            # 「《A》かカード名に「X」を含むキャラ」: a choice of two descriptions (one with trait
            # A, or one whose name holds X), not both on one card — refused until a selector
            # can hold alternatives over different fields, never read as both
            raise Unsupported("「…かカード名に「X」を含む」 (one of two descriptions)")
        raise Unsupported("containing something other than a card name")
    pred = args.get(A.Role.PREDICATE)
    if (
        v == "be"
        and f is A.Form.NEGATIVE
        and set(args) == {A.Role.PREDICATE}
        and isinstance(pred, A.NounPhrase)
        and isinstance(pred.terms[-1], A.CardKind)
        and pred.terms[-1].id in ("climax", "character", "event")
        and all(
            isinstance(t, A.Owner | A.Zone | A.Ref) or t in (A.Word("one_of"), A.Word("during"))
            for t in pred.terms[:-1]
        )
    ):
        # 「(自分の手札の)クライマックスでないカード」 / 「それらのカードのうちクライマックスでない
        # カード」: a card of any kind but that one (2.3.2, as 「クライマックス以外のカード」); the
        # owner and place printed before the kind belong to the head
        terms, links = head(pred, True)
        return terms, links, {"not_kind": pred.terms[-1].id}
    if v in ("stand", "rest", "reverse") and f in (A.Form.PROGRESSIVE, A.Form.PROGRESSIVE_NEG):
        goal = args.get(A.Role.GOAL)
        if set(args) - {A.Role.SUBJECT_NO, A.Role.GOAL} or (
            goal is not None
            and (
                A.Role.SUBJECT_NO in args
                or not isinstance(goal, A.NounPhrase)
                or not goal.terms
                or not isinstance(goal.terms[-1], A.Zone)
                or not all(isinstance(t, A.Owner | A.Zone) for t in goal.terms)
            )
        ):
            raise Unsupported("a state relative clause with more arguments")
        # 「後列に【スタンド】している」 / 「あなたの舞台に【レスト】している」: the place it is in
        # belongs to the head (後列の… / あなたの舞台の…)
        terms, links = head(goal if goal is not None else args.get(A.Role.SUBJECT_NO), False)
        if f is A.Form.PROGRESSIVE_NEG:
            # 「【スタンド】していない」: in one of the two other states (a character on the stage
            # is in one of the three, 1.3.2 / 3.6.3)
            return (
                terms,
                links,
                {"alts": tuple(ws_sel(orientation=o) for o in ORIENTATIONS if o != v)},
            )
        return terms, links, {"orientation": v}
    if (
        v == "exist_thing"
        and f is A.Form.PAST
        and set(args) == {A.Role.GOAL}
        and isinstance(args[A.Role.GOAL], A.NounPhrase)
        and args[A.Role.GOAL].terms[-2:] == (A.Ref("this_card"), A.Position("bottom"))
        and args[A.Role.GOAL].links[-1] == "の"
    ):
        # 「(自分の控え室の、)このカードの下にあったマーカー」: the cards that were in this card's
        # marker zone when it left the stage, which went with it (3.7.3, 3.7.3.2); what stands
        # before 「このカード」 (the grammar reads it into the clause) belongs to the head noun
        goal = args[A.Role.GOAL]
        terms = goal.terms[:-2]
        return terms, goal.links[: max(len(terms) - 1, 0)], {"was_under": "this"}
    under = _marker_under_parts(args) if v == "exist_thing" else None
    if under is not None and f in (A.Form.FINAL, A.Form.NEGATIVE):
        # 「(他のあなたの、)マーカーが下にあるキャラ」 / 「他のあなたの、下にマーカーがあるキャラ」 /
        # 「…下にないキャラ」: a card in its slot's marker zone, or none (3.7.4), as 「マーカーを
        # 持つ / 持たないキャラ」; what stands before マーカー or before 下 belongs to the head noun
        # (the grammar reads 「他のあなたの、」 into the clause, on either argument)
        terms, links = head(under, True)
        return terms, links, {"markers": "some" if f is A.Form.FINAL else "none"}
    if (
        v == "exist_thing"
        and f is A.Form.FINAL
        and set(args) == {A.Role.GOAL, A.Role.SUBJECT}
        and isinstance(args[A.Role.GOAL], A.NounPhrase)
        and args[A.Role.GOAL].terms[-1:] == (A.Word("trigger_icon"),)
        and isinstance(args[A.Role.SUBJECT], A.NounPhrase)
        and len(args[A.Role.SUBJECT].terms) == 1
        and isinstance(args[A.Role.SUBJECT].terms[0], A.Icon)
        and args[A.Role.SUBJECT].terms[0].name in ICONS
    ):
        # 「トリガーアイコンに[[soul.gif]]があるキャラ」: as 「トリガーアイコンが[[soul.gif]]の
        # キャラ」, a card with that trigger icon printed (2.16, 2.11.1); what stands before
        # トリガーアイコン belongs to the head (自分の控え室の…)
        terms, links = head(args[A.Role.GOAL], True)
        return terms, links, {"icons": (ICONS[args[A.Role.SUBJECT].terms[0].name],)}
    if v == "attack" and f is A.Form.PROGRESSIVE and not set(args) - {A.Role.SUBJECT_NO}:
        # 「相手のアタックしているキャラ」: the attacking character (7.2.1.5)
        terms, links = head(args.get(A.Role.SUBJECT_NO), False)
        return terms, links, {"attacking": True}
    if v in _ATTACKING_AS and f is A.Form.PROGRESSIVE and not set(args) - {A.Role.SUBJECT_NO}:
        # 「フロントアタックしているキャラ」: the attacking character of an attack of that method
        # (7.2.1.5: 「アタック(ダイレクトアタック/フロントアタック/サイドアタック)しているキャラ」)
        terms, links = head(args.get(A.Role.SUBJECT_NO), False)
        return terms, links, {"attacking_as": _ATTACKING_AS[v]}
    if v == "attack" and f is A.Form.PROGRESSIVE_NEG and not set(args) - {A.Role.SUBJECT_NO}:
        # 「アタックしていないキャラ」: not the attacking character (7.2.1.5)
        terms, links = head(args.get(A.Role.SUBJECT_NO), False)
        return terms, links, {"but": (ws_sel(attacking=True),)}
    battle = _battle_head(args.get(A.Role.NONE)) if v == "do" else None
    if battle is not None and f in (A.Form.PROGRESSIVE, A.Form.PROGRESSIVE_NEG):
        if set(args) == {A.Role.NONE} and battle.terms:
            # 「相手のバトルしているキャラ」 / 「他のあなたのバトルしていないキャラ」: what the
            # grammar reads before バトル (the object of する) is the head noun's (7.2.1.5.1)
            terms, links = head(battle, False)
            if f is A.Form.PROGRESSIVE:
                return terms, links, {"in_battle": True}
            return terms, links, {"but": (ws_sel(in_battle=True),)}
    pc, not_ = sh_cond._split_negative(c)
    attacked = _ATTACKED.get((pc.verb, pc.form))
    pargs = {a.role: a.value for a in pc.args}
    if attacked is not None and not set(pargs) - {A.Role.SUBJECT_NO} and not pc.modal:
        # 「フロントアタックされているキャラ」: the defending character (7.2.1.5.1);
        # 「アタックされている / サイドアタックされているキャラ」: the character opposite a front or
        # a side attack, 「アタックされた」 (7.2.1.5.2) — each while it stays in its slot;
        # 「…されていない」: any other
        terms, links = head(pargs.get(A.Role.SUBJECT_NO), False)
        if not_:
            return terms, links, {"but": (ws_sel(attacked=attacked),)}
        return terms, links, {"attacked": attacked}
    entered = _entered_this_turn(c) if v == "put" else None
    if entered is not None:
        # 「このターン中にあなたの舞台に置かれたキャラ」 / 「…手札から舞台に置かれた…」: a character
        # on that stage put onto it (from one of those zones) this turn and there since — one
        # that left it is a new card where it went (3.1.4), not the one put there; the stage and
        # its owner belong to the head noun (あなたの舞台の…キャラ)
        place, zones = entered
        terms, links = head(place, False)
        return terms, links, {"entered": zones}
    if (
        v == "put"
        and f is A.Form.PASSIVE_PROG
        and set(args) == {A.Role.SUBJECT}
        and isinstance(args[A.Role.SUBJECT], A.NounPhrase)
        and args[A.Role.SUBJECT].terms[-1:] == (A.CardKind("marker"),)
        and all(isinstance(t, A.Owner) for t in args[A.Role.SUBJECT].terms[:-1])
    ):
        # 「マーカーが置かれているキャラ」 / 「相手のマーカーが置かれているキャラ」: a card in its
        # slot's marker zone (3.7.4), as 「マーカーを持つキャラ」; the owner is the head noun's
        terms, links = head(args[A.Role.SUBJECT], True)
        return terms, links, {"markers": "some"}
    if (
        v == "do"
        and f is A.Form.PROGRESSIVE_NEG
        and args == {A.Role.NONE: A.NounPhrase((A.Word("battle"),))}
    ):
        # 「バトルしていないキャラ」: not a character in the battle (7.2.1.5.1)
        return (), (), {"but": (ws_sel(in_battle=True),)}
    goal = args.get(A.Role.GOAL)
    if (
        v == "have"
        and set(args) == {A.Role.OBJECT, A.Role.GOAL}
        and isinstance(goal, A.NounPhrase)
        and isinstance(args[A.Role.OBJECT], A.NounPhrase)
        and goal.terms[-1:]
        and isinstance(goal.terms[-1], A.Zone)
        and all(isinstance(t, A.Owner) for t in goal.terms[:-1])
    ):
        # 「あなたの舞台に『大活躍』を持つキャラがいる」: the place the grammar hangs on the relative
        # clause is where the card is (3.1: a card is in one zone), as 「あなたの舞台の『大活躍』を
        # 持つキャラ」
        obj = args[A.Role.OBJECT]
        args = {
            A.Role.OBJECT: A.NounPhrase((*goal.terms, *obj.terms), (*goal.links, "の", *obj.links))
        }
    valued = _value_had(args) if v == "have" and f is A.Form.FINAL else None
    if valued is not None:
        # 「あなたのレベル以下のレベルを持つ、…キャラ」: a card whose value passes the filter
        # printed before the value's name — as 「あなたのレベル以下の…キャラ」 (2.9 / 2.7, a card's
        # level / cost; 3.9 a player's level)
        return (), (), valued
    counted = _trait_count(args) if v == "have" and f is A.Form.FINAL else None
    if counted is not None:
        # 「特徴を2つ以上持つキャラ」: a card with that many traits (2.5: a card's traits, each
        # one counted once)
        return (), (), {"trait_count": counted}
    icon_had = _trigger_icon_had(args) if v == "have" else None
    if icon_had is not None and f in (A.Form.FINAL, A.Form.NEGATIVE):
        # 「トリガーアイコンを持つ / 持たないキャラ」: a card with a trigger icon (any, 2.11.1) or
        # none; 「トリガーアイコンに[[soul.gif]]を持つ / 持たない」: with that icon or without it.
        # What stands before トリガーアイコン is the head noun's (自分の控え室の…)
        place, icons = icon_had
        terms, links = head(place, True)
        if f is A.Form.NEGATIVE:
            return terms, links, {"but": (ws_sel(icons=icons),)}
        return terms, links, {"icons": icons}
    if v == "have" and f in (A.Form.FINAL, A.Form.NEGATIVE) and set(args) == {A.Role.OBJECT}:
        obj = args[A.Role.OBJECT]
        if not isinstance(obj, A.NounPhrase) or not obj.terms:
            raise Unsupported("having something unnamed")
        last = obj.terms[-1]
        terms, links = head(obj, True)
        if isinstance(last, A.Quote) and len(last.abilities) == 1:
            # 「『アンコール』を持つキャラ」 / 「『アンコール』を持たないキャラ」: the card has (or has
            # not) that ability (2.1.2.1, 8.1); the negative is every other card of the head noun
            has = ws_sel(has=(ability_key(last.abilities[0]),))
            if f is A.Form.NEGATIVE:
                return terms, links, {"but": (has,)}
            return terms, links, {"has": has.has}
        coloured = bool(terms) and isinstance(terms[-1], A.Word) and terms[-1].id in COLORS
        if last == A.CardKind("marker") and not coloured:
            # 「マーカーを持たない」 / 「マーカーを持つ」: no card, or a card, in its slot's marker
            # zone (3.7.4)
            return terms, links, {"markers": "none" if f is A.Form.NEGATIVE else "some"}
        if (
            last == A.CardKind("marker")
            and f is A.Form.FINAL
            and terms
            and isinstance(terms[-1], A.Word)
            and terms[-1].id in COLORS
        ):
            # 「赤のマーカーを持つキャラ」: a marker of that colour under it (3.7.4); what is
            # printed before the colour is the head noun's
            colour = COLORS[terms[-1].id]
            return terms[:-1], links[: max(len(terms) - 2, 0)], {"markers": f"color:{colour}"}
        if isinstance(last, A.Trait | A.Label) or (isinstance(last, A.Icon) and last.name in ICONS):
            # 「《音楽》を持つ / 持たない」, 「【アンコール】を持つ」: the trait (2.5), the keyword
            # ability, as 「《音楽》の」 / 「『アンコール』を持つ」 (``_described``)
            return _described(obj, f, "have")
        if last == A.Word("trait") and f is A.Form.NEGATIVE and len(obj.terms) == len(terms) + 1:
            # 「自分の控え室の特徴を持たないキャラ」: a card with no trait (2.5); what is printed
            # before 特徴 is the head noun's — joined to it by の. Joined by か / または
            # (「《超能力》か特徴を持たないキャラ」) it is one side of a disjunction, not the head
            # noun's: read as the head's it would ask for both at once and match nothing
            join = obj.links[len(terms) - 1].rstrip("、") if terms else "の"
            if join not in ("の", ""):
                raise Unsupported(f"「…{join}特徴を持たない」: a choice between two descriptions")
            return terms, links, {"traitless": True}
        raise Unsupported("having something other than an ability or markers")
    if (
        v in _MOVE_VERBS
        and f is A.Form.PASSIVE_PAST
        and set(args) == {A.Role.MEANS, A.Role.GOAL}
        and _put_by(args[A.Role.MEANS]) is not None
    ):
        # この効果で控え室に置かれたカード: the cards this effect put there (8.8.1); この行動で…:
        # those the action being carried out put there (the quoted 『…』 of 「次の行動を行う」)
        ref = _put_by(args[A.Role.MEANS])
        goal, whose = _owned_zone(args[A.Role.GOAL])
        zone = _bare_zone(goal)
        if zone is None:
            raise Unsupported("cards this effect put somewhere other than a zone")
        # 「この効果で相手の控え室に置かれたカード」: of that player's zone only (3.1: each player
        # has a zone of each kind)
        return (), (), {"ref": ref, "zone": zone, **({"owner": whose} if whose else {})}
    if (
        v in _MOVE_VERBS
        and f is A.Form.PAST
        and set(args) - {A.Role.TOPIC, A.Role.MEANS} == {A.Role.GOAL}
        and (A.Role.TOPIC not in args or _is_you(args[A.Role.TOPIC]))
        and (
            A.Role.MEANS not in args
            or _put_by(args[A.Role.MEANS]) in ("put_by_effect", "put_by_cost")
        )
    ):
        # 「(…山札の上か控え室に置く。)控え室に置いたカード」 / 「(この効果で)控え室に置いたカード」: the
        # cards this effect put there (8.8.1), as 「この効果で控え室に置かれたカード」 — each verb of
        # a move into a zone alike (「手札に戻したカード」, 「手札に加えたカード」, ``_MOVE_VERBS``)
        # 「このコストで控え室に置いたカード」: the cards the ability's cost moved there (8.4.2:
        # paying a cost is carrying out its actions; recorded by ``costs.pay_cost``)
        zone = _bare_zone(args[A.Role.GOAL]) or _pile_end_zone(args[A.Role.GOAL])
        if zone is None or zone in ("stage", "front_row", "back_row"):
            raise Unsupported("cards put somewhere other than a zone")
        ref = _put_by(args.get(A.Role.MEANS)) or "put_by_effect"
        return (), (), {"ref": ref, "zone": zone}
    if v == "reveal" and (
        (f is A.Form.PASSIVE_PAST and set(args) <= {A.Role.MEANS})
        or (
            f is A.Form.PAST
            and set(args) <= {A.Role.MEANS, A.Role.SUBJECT, A.Role.TOPIC}
            and all(_is_you(args[r]) for r in (A.Role.SUBJECT, A.Role.TOPIC) if r in args)
        )
    ):
        # (この効果で)公開されたカード / (あなたが)(この効果で)公開したカード: the cards this effect
        # revealed (4.9.1; the ability must reveal some: ``compile_ability`` checks) — the
        # master reveals them, so 「あなたが公開した」 is the same cards
        if A.Role.MEANS in args and args[A.Role.MEANS] != A.NounPhrase(
            (A.Ref("this"), A.CardKind("effect")), ("",)
        ):
            raise Unsupported("cards revealed by something else")
        return (), (), {"ref": "revealed_by_effect"}
    if (
        v == "do"
        and f is A.Form.PROGRESSIVE
        and args.get(A.Role.NONE) == A.NounPhrase((A.Word("battle"),))
    ):
        # 「このカードとバトルしているキャラ」, or with the card as the subject: 「このカードが
        # バトルしているキャラ」 — its battle opponent (7.2.1.5.1)
        partner_role = next((r for r in (A.Role.WITH, A.Role.SUBJECT) if r in args), None)
        if partner_role is not None and set(args) == {A.Role.NONE, partner_role}:
            args = {A.Role.NONE: args[A.Role.NONE], A.Role.WITH: args[partner_role]}
        if set(args) == {A.Role.NONE, A.Role.WITH} and args[A.Role.WITH] == A.NounPhrase(
            (A.Ref("this_card"),)
        ):
            return (), (), {"ref": "battle_opponent"}
        if set(args) == {A.Role.NONE, A.Role.WITH} and sel(args[A.Role.WITH]).ref == "chosen":
            # 「そのキャラとバトルしているキャラ」: the battle opponent of the card just chosen or
            # named (7.2.1.5.1), as 「そのキャラのバトル相手」
            w = sel(args[A.Role.WITH])
            if w != ws_sel(ref="chosen", kind=w.kind):
                raise Unsupported("a battle with cards of this description")
            return (), (), {"ref": "chosen_battle_opponent"}
        if set(args) == {A.Role.NONE}:
            return (), (), {"in_battle": True}
    if v in _THAN_CMP and f is A.Form.FINAL and set(args) == {A.Role.SUBJECT, A.Role.THAN}:
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
            # 「レベルが相手のレベルより低いキャラ」: below it (lower), as above it (higher)
            return terms, links, {"stat_level": ("level", _THAN_CMP[v], whose)}
    if v == "choose" and f is A.Form.PAST and not args:
        # 選んだキャラ (no chooser printed): what was chosen last in this effect
        return (), (), {"ref": "chosen_last"}
    if v == "choose" and f is A.Form.PAST and set(args) == {A.Role.SUBJECT}:
        who = args[A.Role.SUBJECT]
        if who in (A.NounPhrase((A.Owner("you"),)), A.NounPhrase((A.Owner("opponent"),))):
            # あなたが選んだキャラ / 相手が選んだキャラ: what that player chose earlier in this
            # effect (each player's choice is kept apart: 「…選び、相手は…選び、入れ替える」)
            whose = who.terms[0].who  # type: ignore[union-attr]
            return (), (), {"ref": f"chosen_by_{whose}"}
    if v in ("exist", "exist_thing") and f is A.Form.FINAL and set(args) == {A.Role.GOAL}:
        # 「自分の舞台にいるキャラ」 / 「自分の控え室にあるCX」 (いる / ある): the cards in that place,
        # as 「自分の舞台のキャラ」 / 「自分の控え室のCX」 — the owner and zone are the head noun's
        goal = args[A.Role.GOAL]
        if (
            isinstance(goal, A.NounPhrase)
            and goal.terms
            and isinstance(goal.terms[-1], A.Zone)
            and all(
                isinstance(t, (A.Owner, A.Zone, A.Position)) or t == A.Ref("other")
                for t in goal.terms
            )
        ):
            # 「他のあなたの前列の中央の枠にいる…キャラ」: a slot of a row (3.6.4), and 「他の」
            # printed first, are the head noun's too
            return goal.terms, goal.links, {}
    raise Unsupported(f"a relative clause {v}.{f.value}")


def _hoist_before_comma(
    c: A.Action, verb: str, inner_role: A.Role, outer_role: A.Role | None = None
) -> tuple[tuple[A.Term, ...], tuple[str, ...], A.Action]:
    """What the grammar hangs, printed before 「の、」, on the ``inner_role`` argument of the
    relative clause ``verb`` that heads an argument of ``c`` (of role ``outer_role``, any when
    None); it belongs to the head noun of the whole phrase. Returns those terms, their links,
    and the clause without them (the clause as it is when there is no 「の、」)."""
    args = list(c.args)
    for i, a in enumerate(args):
        np = a.value
        if outer_role is not None and a.role is not outer_role:
            continue
        if not (isinstance(np, A.NounPhrase) and np.terms and isinstance(np.terms[0], A.Relative)):
            continue
        inner = np.terms[0].clause
        if inner.verb != verb:
            continue
        for j, ia in enumerate(inner.args):
            w = ia.value
            if ia.role is not inner_role or not isinstance(w, A.NounPhrase):
                continue
            cut = [k for k, link in enumerate(w.links) if link == "の、"]
            if not cut:
                continue
            k = cut[-1]
            kept = A.NounPhrase(w.terms[k + 1 :], w.links[k + 1 :])
            inner_args = list(inner.args)
            inner_args[j] = dataclasses.replace(ia, value=kept)
            rel = A.Relative(dataclasses.replace(inner, args=tuple(inner_args)))
            args[i] = dataclasses.replace(a, value=A.NounPhrase((rel, *np.terms[1:]), np.links))
            return w.terms[: k + 1], w.links[:k], dataclasses.replace(c, args=tuple(args))
    return (), (), c


def _hoist_place(c: A.Action) -> tuple[tuple[A.Term, ...], tuple[str, ...], A.Action]:
    """「自分の控え室の、自分の舞台にいるキャラと同じカード名のキャラ」: what is printed before 「の、」
    hangs on the place of the innermost relative clause (「…にいる」 of the argument of 「…と同じ」)."""
    return _hoist_before_comma(c, "exist", A.Role.GOAL)


def _hoist_compared(c: A.Action) -> tuple[tuple[A.Term, ...], tuple[str, ...], A.Action]:
    """「他のあなたの、このカードと同じ特徴を持つ」: what is printed before 「の、」 hangs on the card
    compared with (the argument of 「…と同じ」 inside 「…特徴を持つ」)."""
    return _hoist_before_comma(c, "same", A.Role.WITH, A.Role.OBJECT)


def _same_as(c: A.Action) -> Sel:
    """「Xと同じカード名の」: the cards X names (their names are read when the filter is used,
    2.1.2)."""
    args = {a.role: a.value for a in c.args}
    if c.form is not A.Form.FINAL or set(args) != {A.Role.WITH}:
        raise Unsupported("a relative clause same of this shape")
    other = sel(args[A.Role.WITH])
    if other.count is not None or other.same_as is not None:
        raise Unsupported("a relative clause same of this shape")
    if other.ref is None and other.zone is None:
        other = ws_sel(other, zone="stage")  # キャラ: on the stage (2.3.2.1.2)
    return other


def _shared_trait(c: A.Action) -> Sel | None:
    """「そのキャラと同じ特徴を1つ以上持つ」 / 「…と同じ特徴を持つ」 (a relative clause; with no
    count, having a trait that is the same is having one or more): the cards whose traits are
    compared, else None."""
    args = {a.role: a.value for a in c.args}
    obj, count = args.get(A.Role.OBJECT), args.get(A.Role.NONE)
    if (
        c.verb != "have"
        or c.form is not A.Form.FINAL
        or set(args) not in ({A.Role.OBJECT, A.Role.NONE}, {A.Role.OBJECT})
        or (
            count is not None and count != A.NounPhrase((A.Count(A.Number(1), "item", "at_least"),))
        )
        or not isinstance(obj, A.NounPhrase)
        or len(obj.terms) != 2
        or obj.terms[1] != A.Word("trait")
        or not isinstance(obj.terms[0], A.Relative)
        or obj.terms[0].clause.verb != "same"
    ):
        return None
    return _same_as(obj.terms[0].clause)


# 「1番高い」 / 「1番低い」 and the values they may compare (a card's numbers on the stage, 2.x)
EXTREMES = {"highest": "max", "lowest": "min"}
EXTREME_STATS = ("level", "power", "cost", "soul")


def _declarer(t: Any) -> str | None:
    """「相手の宣言した」 / 「あなたの宣言した」 (a relative clause 宣言した with only whose it is):
    who declared (opponent / you); a bare 「宣言した」: ``any``; else None."""
    if (
        isinstance(t, A.Relative)
        and t.clause.verb == "declare"
        and t.clause.form is A.Form.PAST
        and not t.clause.args
    ):
        # 「宣言したレベルの」 with no one named: the declaration the effect made earlier (``any``:
        # the one there is, ``selection.declared``)
        return "any"
    if (
        not isinstance(t, A.Relative)
        or t.clause.verb != "declare"
        or t.clause.form is not A.Form.PAST
        or len(t.clause.args) != 1
        or t.clause.args[0].role is not A.Role.SUBJECT_NO
    ):
        return None
    v = t.clause.args[0].value
    if not isinstance(v, A.NounPhrase) or len(v.terms) != 1 or not isinstance(v.terms[0], A.Owner):
        return None
    return {"opponent": "opponent", "you": "you", "self": "you"}.get(v.terms[0].who)


def _apart_by(c: A.Action) -> tuple[str, A.NounPhrase] | None:
    """「(place の、)色が(すべて)異なる」 / 「(place の、)カード名が異なる」 as a relative clause: the
    field no two of the cards share (``color`` / ``card_name``) and the place printed before it
    (possibly empty); None for another clause."""
    if c.verb != "be_different" or c.form is not A.Form.FINAL:
        return None
    args = {a.role: a.value for a in c.args}
    subject, every = args.pop(A.Role.SUBJECT, None), args.pop(A.Role.NONE, None)
    if args or len(c.args) > 2 or not isinstance(subject, A.NounPhrase) or not subject.terms:
        return None
    if every is not None and every != A.NounPhrase((A.Count(None, "card", "all"),)):
        return None
    field = subject.terms[-1]
    if field not in (A.Word("color"), A.Word("card_name")):
        return None
    if len(subject.terms) > 1 and subject.links[-1].rstrip("、") != "の":
        return None
    place = A.NounPhrase(subject.terms[:-1], subject.links[:-1])
    return field.id, place  # type: ignore[union-attr]


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
            apart = _apart_by(t.clause)
            if apart is not None:
                # 「自分の控え室の、色が(すべて)異なるキャラ」 / 「…カード名が異なるキャラ」: cards no
                # two of which share a colour (a name); the place before the field is the head's
                field, place = apart
                key = "distinct_names" if field == "card_name" else "distinct_colours"
                if key in extra:
                    raise Unsupported("a relative clause be_different of this shape")
                extra[key] = True
                for j, ht in enumerate(place.terms):
                    out.append((ht, (place.links[j - 1] if j > 0 else link).rstrip("、")))
                continue
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
                    isinstance(subj, A.NounPhrase)
                    and len(subj.terms) == 1
                    and subj.terms[0] in tuple(A.Stat(x) for x in EXTREME_STATS)
                    and np.terms[i + 1 : i + 2] == (A.CardKind("character"),)
                    and c.form is A.Form.FINAL
                    and c.args[0].role is A.Role.SUBJECT
                    and "extreme" not in extra
                ):
                    # 「…の中でパワーが1番高いキャラを1枚選び、…、パワーが1番低いキャラを1枚選び」:
                    # no group named — the one the choice before was made among (``among_looked``,
                    # checked by the sequence)
                    extra["extreme"] = (subj.terms[0].id, EXTREMES[c.verb])  # type: ignore[union-attr]
                    extra["ref"] = "among_looked"
                    continue
                if (
                    isinstance(subj, A.NounPhrase)
                    and len(subj.terms) >= 3
                    and subj.terms[-3] == A.Ref("those_characters")
                    and np.terms[i + 1 : i + 2] == (A.CardKind("character"),)
                    and c.form is A.Form.FINAL
                    and c.args[0].role is A.Role.SUBJECT
                    and subj.terms[-2] == A.Word("in")
                    and subj.terms[-1] in tuple(A.Stat(x) for x in EXTREME_STATS)
                    and len(subj.terms) == 3
                    and "extreme" not in extra
                ):
                    # 「それらのキャラの中でパワーが1番高いキャラ」: the group is the characters the
                    # step before chose (それらのキャラ names them and their kind)
                    out.append((subj.terms[0], link.rstrip("、")))
                    extra["extreme"] = (subj.terms[-1].id, EXTREMES[c.verb])  # type: ignore[union-attr]
                    skip = i + 1
                    continue
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
            than_level = _than_player_level(t)
            if (
                than_level is not None
                and np.terms[i + 1 : i + 2] == (A.Stat("level"),)
                and np.links[i] == ""
                and np.links[i + 1 : i + 2] == ("の",)
            ):
                # 「あなたのレベルより低い(高い)レベルの相手のキャラ」: a level below (above) that
                # player's level (the cards in their level zone, 3.9) — the relative describes the
                # レベル after it, then 「の」 to the head
                if "stat_level" in extra:
                    raise Unsupported("two relative clauses about stat_level")
                extra["stat_level"] = ("level", *than_level)
                skip = i + 1
                continue
            whose = _declarer(t)
            if whose is not None:
                # 「相手の宣言したレベルの」: the value equal to the number that player declared (the
                # stat after the relative, then 「の」 to the head)
                nxt = np.terms[i + 1 : i + 2]
                if (
                    not nxt
                    or not isinstance(nxt[0], A.Stat)
                    or nxt[0].id not in ("level", "cost", "power", "soul")
                    or np.links[i] != ""
                    or np.links[i + 1 : i + 2] != ("の",)
                    or "stat_declared" in extra
                ):
                    raise Unsupported("a relative clause declare of this shape")
                extra["stat_declared"] = (nxt[0].id, whose)
                skip = i + 1
                continue
            pre, pre_links, have = _hoist_compared(t.clause)
            shared = _shared_trait(have)
            if shared is not None:
                if "same_trait" in extra:
                    raise Unsupported("two relative clauses about same_trait")
                # 「他のあなたの、このカードと同じ特徴を持つキャラ」: what is printed before 「の、」
                # describes the head noun, not the card compared with
                for j, ht in enumerate(pre):
                    out.append((ht, (pre_links[j - 1] if j > 0 else link).rstrip("、")))
                extra["same_trait"] = shared
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
            if terms:
                # 「その中の / それらのカードのうちカード名に「X」を含む…」: of that group
                grouped = _among_group(A.NounPhrase(tuple(terms), tuple(links)))
                terms, links = grouped.terms, grouped.links
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
            and isinstance(c, A.Amount)
            and not c.number.variable
            and terms[i + 3 : i + 5] == [(A.Ref("following"), ""), (A.Stat("level"), "の")]
        ):
            # 「自分のレベル＋1以下のレベルの」 (rejoined by ``sentences._level_plus``): that
            # player's level and N more
            s["stat_level"] = ("level", "le", "opponent" if a.who == "opponent" else "you")
            s["stat_level_by"] = int(c.number.value) * (-1 if c.sign == "-" else 1)
            return terms[:i] + terms[i + 5 :]
        if (
            isinstance(a, A.Owner)
            and a.who in ("you", "self", "opponent")
            and b == A.Stat("level")
            and c == A.Ref("following")
            and isinstance(d, A.Stat)
            and d.id in ("level", "cost")
        ):
            # 「自分のレベル以下のレベルの」 / 「…以下のコストの」: that value of the card, at most
            # the player's level
            s["stat_level"] = (d.id, "le", "opponent" if a.who == "opponent" else "you")
            return terms[:i] + terms[i + 4 :]
    for i in range(len(terms) - 3):
        # 「自分のレベル以下でコスト0以下の」 (「…以下で」 joined to the next description,
        # ``steps._described_with_de``): the card's level, compared so, with no 「のレベル」 after
        (a, _), (b, _), (c, _), (d, _) = terms[i : i + 4]
        if (
            isinstance(a, A.Owner)
            and a.who in ("you", "self", "opponent")
            and b == A.Stat("level")
            and c == A.Ref("following")
            and isinstance(d, A.StatFilter)
        ):
            s["stat_level"] = ("level", "le", "opponent" if a.who == "opponent" else "you")
            return terms[:i] + terms[i + 3 :]
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
_NOT_TRAITS = (
    "stats",
    "names",
    "contains_any",
    "not_contains",
    "colors",
    "icons",
    "icons_any",
    "has",
)  # and the orientation and marker states (``_not_traits``)


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
        left = ws_sel(left, ref=None)
    for side in (left, right):
        if (
            side.ref
            or ext(side, "stat_x")
            or ext(side, "stat_level")
            or but_chosen(side)
            or "in_battle" in side.states
            or "attacking" in side.states
        ):
            raise Unsupported("alternatives of this kind of description")
    common = {k: getattr(left, k) for k in _COMMON}
    for k in ("owner", "zone", "pos"):
        if getattr(right, k) not in (None, common[k]):
            raise Unsupported("alternatives in two places")
    if right.count is not None:
        if left.count is not None:
            raise Unsupported("alternatives with two counts")
        common["count"], common["bound"] = right.count, right.bound
    strip = {k: getattr(Sel(), k) for k in _COMMON if k != "zone"}
    a = dataclasses.replace(left, zones=(), **strip)
    b = dataclasses.replace(right, zones=(), **strip)
    if b == ws_sel(kind=b.kind) and _not_traits(a):
        raise Unsupported("a description and a kind of card joined by か (two readings)")
    return ws_sel(ref=where, alts=(a, b), **common)


def _not_traits(s: Sel) -> bool:
    """Whether ``s`` has a filter other than traits (``_NOT_TRAITS``)."""
    return any(getattr(s, f) for f in _NOT_TRAITS) or any(
        x in ORIENTATIONS or x in ("marked", "unmarked") or x.startswith("marker:")
        for x in s.states
    )


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


# the references a plain noun phrase may hold (``_plain``): このカード, 他の, 残りのカード
_PLAIN_REFS = ("this_card", "other", "rest_cards")


def _plain(np: A.NounPhrase) -> bool:
    """Whether the noun phrase is one the shared compiler (``ruling.cardtext.nouns.sel`` with
    WS's ``Vocab``) reads as WS does: terms joined by の (or nothing; names or colours by か),
    each an owner (あなた / 自分 / 相手), a zone, a card kind, 「X」, 《X》, a value filter, a colour,
    a trigger icon, a count, このカード / 他の / 残りのカード, or a position in a pile after its zone (山札の上);
    one trait and one kind at the most (「《A》の《B》の」 and 「キャラカード」 are refused by WS's
    reader, read by the shared one: left to it until they are decided). WS's own readings stay
    here: alternatives (「《A》か《B》」, one of several traits: ``traits_any``), relative
    clauses, そのキャラ / それら (the reference says its kind: ``Sel.said``), 以外, the slots of
    the stage (前列の中央), the marker zones (このカードの下), バトル中, 表向きの, several
    trigger icons (one is the shared reader's, round 19), レベルＸ以下, 「自分のレベル以下の」, 「すべてのプレイヤーの」."""
    if sum(isinstance(t, A.Trait) for t in np.terms) > 1:
        return False
    if sum(isinstance(t, A.CardKind) for t in np.terms) > 1:
        return False
    if sum(isinstance(t, A.Icon) for t in np.terms) > 1:
        return False  # [[A]][[B]] (each) / [[A]]か[[B]] (one of): WS's own (``icons_any``)
    refs = {t.id for t in np.terms if isinstance(t, A.Ref)}
    if "other" in refs and len(refs) > 1:
        # 「他のあなたの、このカード（と同じカード名の）」: 他の describes the phrase the reference
        # stands in, not the card referred to (the shared compiler refuses a reference with
        # further words): WS's own reader
        return False
    zone = False
    for i, t in enumerate(np.terms):
        link = np.links[i - 1].rstrip("、") if i else ""
        if link == "か":
            # 「「X」か「Y」」 / 「緑か赤の」: one of several names or colours (one field)
            before = np.terms[i - 1]
            if not (
                isinstance(t, A.Name)
                and isinstance(before, A.Name)
                or isinstance(t, A.Word)
                and isinstance(before, A.Word)
            ):
                return False
        elif link not in ("", "の"):
            return False
        if isinstance(t, A.Owner):
            ok = t.who in ("you", "self", "opponent")
        elif isinstance(t, A.Zone):
            ok = t.id in ZONES
            zone = True
        elif isinstance(t, A.CardKind):
            ok = t.id in KINDS
        elif isinstance(t, A.Ref):
            # a card pointed at with further words (「手札のこのカード」: this card while it is
            # there, 2.12.2.3; 「《X》のこのカード」) stays WS's own reading: the shared compiler
            # takes only an owner, a kind and a count beside a reference (``nouns._check``)
            ok = (
                t.id in _PLAIN_REFS
                and (
                    t.id == "other"
                    or all(isinstance(x, A.Owner | A.CardKind | A.Count | A.Ref) for x in np.terms)
                )
                # 「このカードのマーカー」: the markers it has (3.7.4), WS's own reading below
                and not (t.id == "this_card" and A.CardKind("marker") in np.terms)
            )
        elif isinstance(t, A.Position):
            ok = zone and t.id in ("top", "very_top", "bottom")
        elif isinstance(t, A.Word):
            ok = t.id in COLORS
        elif isinstance(t, A.StatFilter):
            ok = t.value.value is not None and t.stat.id in ("level", "cost", "power", "soul")
        elif isinstance(t, A.Icon):
            ok = t.name in ICONS  # one trigger icon: 「[[treasure.gif]]のCX」 (2.16)
        else:
            ok = isinstance(t, A.Name | A.Trait | A.Count)
        if not ok:
            return False
    return True


# the groups a relative clause names by what a step of this effect did with them
GROUP_REFS = ("revealed_by_effect", "put_by_effect", "put_by_action", "put_by_cost")


def _owned_zone(
    goal: A.NounPhrase | A.Duration | None,
) -> tuple[A.NounPhrase | A.Duration | None, str | None]:
    """「相手の控え室に」: the zone alone and whose it is (``you`` / ``opponent``); a goal of any
    other shape is returned as it is, with no owner."""
    if (
        isinstance(goal, A.NounPhrase)
        and len(goal.terms) == 2
        and isinstance(goal.terms[0], A.Owner)
        and goal.terms[0].who in ("you", "self", "opponent")
        and goal.links[:1] == ("の",)
        and isinstance(goal.terms[1], A.Zone)
    ):
        who = "opponent" if goal.terms[0].who == "opponent" else "you"
        return A.NounPhrase(goal.terms[1:], ()), who
    return goal, None


def _bare_zone(goal: A.NounPhrase | A.Duration | None) -> str | None:
    """The zone a goal names alone (「控え室に」 -> ``waiting_room``), else None."""
    if isinstance(goal, A.NounPhrase) and len(goal.terms) == 1:
        t = goal.terms[0]
        return ZONES.get(t.id) if isinstance(t, A.Zone) else None
    return None


def _pile_end_zone(goal: A.NounPhrase | A.Duration | None) -> str | None:
    """「山札の下に」 / 「山札の上に」: the zone of a pile's end (a card put there is put into that
    zone, 3.2.3), else None."""
    if not isinstance(goal, A.NounPhrase) or len(goal.terms) != 2 or goal.links != ("の",):
        return None
    zone, end = goal.terms
    if not isinstance(end, A.Position) or end.id not in ("top", "bottom"):
        return None
    return ZONES.get(zone.id) if isinstance(zone, A.Zone) else None


# the verbs of a move into a zone (置く, 戻す, 加える): the cards an effect so moved are those its
# moves put there, whichever verb said it (「手札に戻したカード」 = 「この効果で手札に置かれたカード」)
_MOVE_VERBS = ("put", "return", "add")


EXCEPT = A.Ref("except")


# 「その中」: the cards just dealt with (as 「それらのカード」)
_THAT_INSIDE = (A.Ref("that"), A.Word("during"))


def _among_group(np: A.NounPhrase) -> A.NounPhrase:
    """「その中の《X》のキャラ」: 「その中」 is 「それらのカード」 (8.6.3), then the shared reading of
    「…のうち」 (``cardtext.nouns.among_group``)."""
    terms, links = np.terms, np.links
    if tuple(terms[:2]) == _THAT_INSIDE and links[:1] == ("",):
        np = A.NounPhrase((A.Ref("those_cards"), *terms[2:]), links[1:], np.span)
    return sh_nouns.among_group(np)


def _describes(t: A.Term) -> bool:
    """Whether a term describes a card (what 「X以外の」 may leave out), not where it is, whose
    it is or which one a reference names."""
    return _field(t) is not None


def _except_description(np: A.NounPhrase) -> Sel | None:
    """「X以外のY」 with X a description — traits, names, kinds, values, colours, trigger icons,
    one or several (「《音楽》以外のキャラ」, 「レベル1以下以外の」, 「《A》か《B》以外の」,
    「クライマックス以外のカード」, 「「X」以外の」): the cards Y describes but not those X
    describes (``Sel.but``; 2.1.2, 2.3.2, 2.5, 2.6). The owner, zone and 他の printed before X are
    Y's (「あなたの控え室の《音楽》以外のキャラ」: the cards of your waiting room that are not
    《音楽》). None when the phrase has no 以外 after a description, or nothing after 以外 (a
    reference before 以外, 「このカード以外の」 / 「そのカード以外の」, is read by ``sel``)."""
    if EXCEPT not in np.terms:
        return None
    i = np.terms.index(EXCEPT)
    if i + 1 >= len(np.terms) or np.links[i].rstrip("、") not in ("の", ""):
        return None
    j = i
    while j > 0 and _describes(np.terms[j - 1]):
        if j < i and np.links[j - 1].rstrip("、") not in ("の", "か", ""):
            return None
        j -= 1
    if j == i:
        return None
    x = sel(A.NounPhrase(np.terms[j:i], np.links[j : i - 1]))
    if x.count is not None or x.ref is not None or x.zones or x.owner is not None:
        raise Unsupported("「…以外」 of counted or placed cards")
    if j:
        terms = (*np.terms[:j], *np.terms[i + 1 :])
        links = (*np.links[: j - 1], np.links[j - 1], *np.links[i + 1 :])
    else:
        terms, links = np.terms[i + 1 :], np.links[i + 1 :]
    y = sel(A.NounPhrase(terms, links))
    if y.ref is not None:
        raise Unsupported("「…以外」 of a reference")
    return dataclasses.replace(y, but=(*y.but, x))


def _markers_under_described(np: A.NounPhrase) -> Sel | None:
    """「自分のキャラの下のマーカー」 / 「他の自分のキャラの下のマーカー」 / 「自分の「X」の下のマーカー」: the
    cards of the marker zones of the slots the characters described are in (3.7.1; a character
    there with cards in that zone 「マーカーを持つ」, 3.7.4) — ``Sel.on`` the characters (their
    count, if any, after 「マーカー」 is the markers'). Every one of a player's characters
    (「あなたのキャラ」, no other filter) is read as that player's stage's marker zones, which is
    what its markers are wherever they go (as 「あなたの舞台のマーカー」, ``MARKER_ROWS``). 「自分の
    キャラの下(に)」, no 「マーカー」 after it: the place, one of those marker zones. None when
    the phrase is not of that shape (このカードの下 / そのキャラの下 are read by ``sel``)."""
    bottom = A.Position("bottom")
    if bottom not in np.terms:
        return None
    i = np.terms.index(bottom)
    last = i == len(np.terms) - 1
    if (
        i == 0
        or (not last and (np.terms[i + 1] != A.CardKind("marker") or np.links[i] != "の"))
        or np.links[i - 1] != "の"
    ):
        return None
    host_np = A.NounPhrase(np.terms[:i], np.links[: i - 1])
    if (
        i >= 2
        and isinstance(every := np.terms[i - 1], A.Count)
        and every.bound == "all"
        and every.number is None
        and np.links[i - 2] == ""
    ):
        # 「あなたのキャラすべての下のマーカー」: every one of the characters described is the
        # characters described — the markers under them are the same (3.7.4)
        host_np = A.NounPhrase(np.terms[: i - 1], np.links[: i - 2])
    if any(
        isinstance(t, A.Ref) and t.id not in ("other",) or isinstance(t, A.Count | A.Zone)
        for t in host_np.terms
    ):
        return None  # このカードの下 / そのキャラの下 / 前列のキャラの下: read by ``sel``
    host = sel(host_np)
    if host.kind not in ("character", None) or (host.kind is None and not host.names):
        return None
    host = ws_sel(host, kind="character")
    if last:
        # 「自分のキャラの下に(マーカーとして置く)」: the marker zone of one of them, the one the
        # step's performer picks when it is done (3.7.1; 8.6.5) — a destination
        return dataclasses.replace(ws_sel(zone="under_described"), on=host)
    rest = sel(A.NounPhrase(np.terms[i + 1 :], np.links[i + 1 :]))
    if rest.ref is not None or rest.zones or rest.kind != "marker":
        return None
    if host == ws_sel(owner=host.owner, kind="character") and host.owner is not None:
        return ws_sel(rest, owner=host.owner, zone="stage")
    return dataclasses.replace(ws_sel(rest, zone="under_described"), on=host)


def _value_had(args: dict[A.Role, Any]) -> dict[str, Any] | None:
    """「あなたのレベル以下のレベルを持つ」 / 「レベル2以上のレベルを持つ」: the object a value's filter
    and the value's name (レベル / コスト / パワー / ソウル) — the filter as a card's description reads
    it (``stats`` / ``stat_level``), else None."""
    obj = args.get(A.Role.OBJECT)
    if set(args) != {A.Role.OBJECT} or not isinstance(obj, A.NounPhrase) or len(obj.terms) < 2:
        return None
    last = obj.terms[-1]
    if not isinstance(last, A.Stat) or last.id not in ("level", "cost", "power", "soul"):
        return None
    try:
        probe = sel(A.NounPhrase((*obj.terms, A.CardKind("character")), (*obj.links, "の")))
    except Unsupported:
        return None
    out: dict[str, Any] = {}
    if probe.stats:
        out["stats"] = probe.stats
    if ext(probe, "stat_level") is not None:
        out["stat_level"] = ext(probe, "stat_level")
    bare = dataclasses.replace(
        probe, stats=(), detail=tuple(d for d in probe.detail if d[0] != "stat_level")
    )
    if not out or bare != Sel(kinds=("character",)):
        return None
    return out


_TRAIT_COUNT_CMP = {"at_least": "ge", "at_most": "le", "exact": "eq"}


def _trait_count(args: dict[A.Role, Any]) -> str | None:
    """「特徴を2つ以上持つ」 (the object 特徴 and a count of items): the comparison and the number as
    a ``trait_count`` word (``ge:2``), else None."""
    if set(args) != {A.Role.OBJECT, A.Role.NONE}:
        return None
    count = args[A.Role.NONE]
    if args[A.Role.OBJECT] != A.NounPhrase((A.Word("trait"),)) or not isinstance(
        count, A.NounPhrase
    ):
        return None
    if len(count.terms) != 1 or not isinstance(count.terms[0], A.Count):
        return None
    c = count.terms[0]
    n = c.number.value if c.number is not None and c.number.variable is None else None
    if c.unit != "item" or c.bound not in _TRAIT_COUNT_CMP or not isinstance(n, int):
        return None
    return f"{_TRAIT_COUNT_CMP[c.bound]}:{n}"


def sel(np: A.NounPhrase | A.Duration | None, *, allow_empty: bool = False) -> Sel:
    """Compile a noun phrase that names cards."""
    if np is None:
        if allow_empty:
            return Sel(ref="chosen")
        raise Unsupported("a missing noun phrase")
    if not isinstance(np, A.NounPhrase):
        raise Unsupported("a duration where cards were expected")
    np = _among_group(sh_nouns.name_word_dropped(np))
    but = _except_description(np)
    if but is not None:
        return but
    alts = _alternatives(np) or _name_alternative(np)
    if alts is not None:
        return alts
    if np.terms == (A.Ref("that"), A.Word("battle_opponent")):
        # そのバトル相手: the battle opponent mentioned before (``_antecedents``)
        return Sel(ref="that_battle_opponent")
    if np.terms[:3] == (A.Ref("that"), A.Zone("stage"), A.CardKind("character")) and np.links[
        :2
    ] == ("", "の"):
        # 「…キャラを1枚選ぶ。…控え室の「X」を1枚選び、その舞台のキャラの下に…置く」: the character
        # on the stage this effect chose before (not the card chosen last)
        if np.terms[3:] == ():
            return Sel(ref="chosen_on_stage")
        if np.terms[3:] == (A.Position("bottom"),) and np.links[2:] == ("の",):
            return ws_sel(zones=("under_chosen_on_stage",))
        raise Unsupported("その舞台のキャラ of this shape")
    under = _markers_under_described(np)
    if under is not None:
        return under
    if (
        len(np.terms) == 2
        and np.terms[0] == A.Ref("that")
        and isinstance(np.terms[1], A.CardKind)
        and np.terms[1].id in ("climax", "event")
        and np.links == ("",)
    ):
        # 「そのCX」 / 「そのイベント」: the card named before (as 「そのカード」), which the text
        # says is of that kind (「そのカードがCXなら、そのCXを…」)
        return ws_sel(ref="chosen", kind=np.terms[1].id, said="card")
    if _plain(np):
        return sh_nouns.sel(np, VOCAB)  # type: ignore[no-any-return]
    s: dict[str, Any] = {}
    traits: list[str] = []
    names: list[str] = []
    stats: list[tuple[str, str, int]] = []
    colors: list[str] = []
    icons: list[str] = []
    said: str | None = None
    marker_area = False  # 「マーカー置場」 just read (its 「カード」 names no other kind)
    terms, extra = _expand(np)
    if "ref" in extra:
        s["ref"] = extra.pop("ref")
    if "zone" in extra:
        s["zone"] = extra.pop("zone")
    terms = _level_of_player(terms, s)
    # 「すべてのプレイヤーの」: an owner, every player, after 「すべての」
    # (its 「すべての」 is the players' count, not the cards')
    every_player = {
        i
        for k, ((p, _), (t, link)) in enumerate(zip(terms, terms[1:], strict=False))
        if isinstance(t, A.Owner)
        and t.who == "player"
        and link == "の"
        and isinstance(p, A.Count)
        and p.bound == "all"
        for i in (k, k + 1)
    }
    for k, (t, link_before) in enumerate(terms):
        if k in every_player:
            # 「すべてのプレイヤーのキャラすべて」: the cards of both players — no owner named
            # (as 「キャラすべて」)
            continue
        if link_before not in ("", "の", "か") and not (
            link_before == "と"
            and isinstance(t, A.Zone)
            and k
            and isinstance(terms[k - 1][0], A.Zone)
        ):
            raise Unsupported(f"link {link_before!r} in a noun phrase")
        if isinstance(t, A.Owner):
            if t.who == "player" and link_before == "" and s.get("owner") is not None:
                # 「相手プレイヤー」 / 「あなたプレイヤー」: the player said before, restated
                continue
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
            either = EITHER_ZONES if link_before == "か" else BOTH_ZONES
            if (
                link_before in ("か", "と")
                and t.id in ZONES
                and s.get("zone") in either
                and ZONES[t.id] in either
                and ZONES[t.id] != s.get("zone")
                and "pos" not in s
            ):
                # 「クライマックス置場か控え室の「X」」: a card of either zone (``zone_ids``);
                # 「手札とストック(のカード)すべて」, 「手札と控え室のキャラ」: the cards of both
                # zones, the same cards (and a choice among them, from either)
                s["zone"] = f"{s['zone']}|{ZONES[t.id]}"
                continue
            if t.id == "marker_area" and "zone" not in s and "kind" not in s:
                # 「あなたのマーカー置場のカード」: the cards of the player's five marker zones,
                # one for each slot of the stage (3.7.1), as 「あなたの舞台のマーカー」
                s["zone"], s["kind"] = "stage", "marker"
                marker_area = True
                continue
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
            elif t.id in ("front", "behind", "facing", "adjacent") and s.get("ref") == "this":
                s["ref"] = t.id
            elif t.id == "facing" and not s and k == 0 and not traits and not names:
                # 「(このカードがアタックした時、)正面のキャラがいないなら」: the slot facing, said of
                # no card, is the one facing this card, the card with the ability (3.6.6), as
                # 「このカードの正面のキャラ」
                s["ref"] = "facing"
            elif (
                t.id in ("front", "behind", "facing", "adjacent")
                and s.get("ref") == "chosen"
                and "zone" not in s
                and not s.get("kind")
            ):
                # 「そのキャラの前の / 後ろの / 正面の / 隣のキャラ」: the characters in the slots so
                # related to the one card just chosen or named (3.6.5, 3.6.4), as 「このカードの…」
                s["ref"] = f"chosen_{t.id}"
                said = None
            elif t.id == "center" and s.get("zone") in ("front_row", "stage"):
                s["zone"] = "center"
            elif t.id in ("left", "right") and s.get("zone") in ("front_row", "back_row"):
                # 前列の左の枠: that one slot of the row
                s["zone"] = f"{t.id}_{'front' if s['zone'] == 'front_row' else 'back'}"
            elif t.id == "center" and s.get("zone") == "back_row":
                # 3.6.4: the back row's two slots are 「左」 and 「右」 — 後列の中央の枠 is none
                raise Unsupported("a slot the stage does not have (後列の中央, 3.6.4)")
            else:
                raise Unsupported(f"position {t.id}")
        elif isinstance(t, A.CardKind) and t.id == "marker" and extra.get("was_under"):
            # 「…の下にあったマーカー」: a card that was a marker, of any kind, where it is now
            continue
        elif (
            isinstance(t, A.CardKind)
            and t.id == "marker"
            and s.get("zone") in (None, "under_this", "under_chosen")
        ):
            # マーカー: a card in a marker zone (このカードの下のマーカー); alone, the subject
            # of 「このカードの下にマーカーがある」, which names the zone
            if "kind" in s and (s["kind"] not in ("character", "climax", "event") or "alts" in s):
                raise Unsupported("card kind marker after another kind")
            if "kind" in s:
                # 「クライマックスのマーカー」: a marker that is a card of that kind (a marker is a
                # card put into a marker zone, 3.7.1; its kind is the card's own, 2.3)
                s["alts"] = (ws_sel(kind=s["kind"]),)
            s["kind"] = "marker"
            if s.get("ref") == "this" and "zone" not in s:
                # 「このカードのマーカー」: the markers this card has — those of the marker zone
                # of its slot (3.7.4 「マーカーを持つ」), as 「このカードの下のマーカー」
                del s["ref"]
                s["zone"] = "under_this"
        elif (
            isinstance(t, A.CardKind)
            and t.id == "marker"
            and s.get("zone") in MARKER_ROWS
            and "kind" not in s
        ):
            # 「あなたの後列のマーカー」: the cards of the marker zones of those slots — a marker
            # zone has its slot's row and position (3.7.1.1; the runtime's ``resolve_sel``)
            s["kind"] = "marker"
        elif (
            isinstance(t, A.CardKind)
            and t.id in KINDS
            and s.get("kind") == "card"
            and s.get("ref") in GROUP_REFS
            # 「の」, or nothing after a relative clause between (「公開したカードのカード名に「X」
            # を含むカード」: the clause's head noun follows it)
            and link_before in ("の", "")
        ):
            # 「公開したカードのCX」 / 「この効果で控え室に置いたカードのキャラ」: those of the
            # group (the cards a step of this effect dealt with) that are of that kind
            s["kind"] = t.id
        elif isinstance(t, A.CardKind) and t.id == "card" and marker_area:
            marker_area = False  # 「マーカー置場のカード」: every card there (a marker, 3.7.1)
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
                said = "character" if t.id in ("that_character", "those_characters") else "card"
            elif (
                t.id == "that"
                and "ref" not in s
                and k + 1 < len(terms)
                and terms[k + 1] == (A.Position("bottom"), "")
            ):
                # 「その下」: under the card just chosen or named (3.7) — 「その」 said of the card
                # itself, as 「そのキャラの下」 (the position read next: ``under_chosen``)
                s["ref"] = "chosen"
            elif t.id in ("rest_cards", "remainder") and "ref" not in s:
                s["ref"] = "rest"
            elif t.id == "except" and s.get("ref") == "chosen":
                # そのカード以外の: the other cards (of the chosen card's zone, its master's)
                del s["ref"]
                s["but_chosen"] = True  # the owner, if none is printed after: you (below)
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
            elif (
                t.id == "except"
                and names
                and "not_names" not in s
                and "kind" not in s
                and "ref" not in s
                and not traits
                and not stats
            ):
                # 「「X」以外の…」: the names before 以外 are the ones left out (2.1.2)
                s["not_names"] = tuple(names)
                names.clear()
            elif t.id == "except" and s.get("ref") == "this" and not s.get("other"):
                # 「このカード以外の…」: the cards but this one, as 「他の」
                del s["ref"]
                s["other"] = True
            else:
                raise Unsupported(f"reference {t.id}")
        elif isinstance(t, A.Word):
            if t.id == "battle_opponent" and s.get("ref") == "this":
                s["ref"] = "battle_opponent"
            elif t.id == "battle_opponent" and s.get("ref") == "chosen" and not s.get("other"):
                # 「そのキャラのバトル相手」: the battle opponent of the card just chosen or named
                # (7.2.1.5.1), as it is when the step reads it
                s["ref"] = "chosen_battle_opponent"
            elif t.id == "battle" and "ref" not in s:
                s["in_battle"] = True  # バトル中のキャラ (7.2.1.5.1)
            elif t.id == "during" and s.get("in_battle") and link_before == "":
                continue  # バトル｜中
            elif t.id == "attack" and "ref" not in s and not s.get("attacking"):
                # 「相手のアタック中のキャラ」: the attacking character (7.2.1.5), as 「アタックし
                # ているキャラ」 — read with the 中 that follows it
                s["attacking"] = "pending"
            elif t.id == "during" and s.get("attacking") == "pending" and link_before == "":
                s["attacking"] = True  # アタック｜中
            elif t.id == "battle" and s.get("ref") == "this":
                s["in_battle"] = True  # バトル中のこのカード
            elif t.id == "defending" and "ref" not in s and "attacked" not in extra:
                # 「防御キャラ」: the character opposite a front attack, 「フロントアタックされて
                # いるキャラ」 (7.2.1.5.1 names it both ways)
                extra["attacked"] = "front"
            elif t.id in ("face_up", "face_down") and "face" not in s:
                # 裏向きのマーカー: a card put face down or face up (3.7.2, 3.7.2.1)
                s["face"] = "up" if t.id == "face_up" else "down"
            elif t.id in _STATE_WORDS and "orientation" not in s:
                # 「【レスト】状態のキャラ」: a character in that state (1.3.2 / 3.6.3), as 「【レスト】
                # しているキャラ」
                s["orientation"] = _STATE_WORDS[t.id]
            elif t.id == "state" and s.get("orientation") and link_before == "":
                continue  # 【レスト】｜状態
            elif t.id in COLORS and (not colors or link_before == "か"):
                colors.append(COLORS[t.id])  # 緑か赤の
            else:
                raise Unsupported(f"word {t.id}")
        elif (
            isinstance(t, A.Label)
            and t.name == "カウンター"
            and "counter_icon" not in s
            and "ref" not in s
            and k + 1 < len(terms)
            and terms[k + 1][1] == "の"
        ):
            # 「【カウンター】のイベント」: a card with the counter icon (2.8.2)
            s["counter_icon"] = True
        elif isinstance(t, A.Trait):
            if traits and link_before != "か":
                raise Unsupported("several traits not joined by か")
            traits.append(t.text)
        elif isinstance(t, A.Name):
            if names and link_before != "か":
                raise Unsupported("several names not joined by か")
            names.append(t.text)
        elif isinstance(t, A.Icon) and t.name in ICONS:
            if icons and link_before not in ("", "か"):
                raise Unsupported(f"trigger icons joined by {link_before!r}")
            if icons and s.setdefault("icons_all", link_before == "") != (link_before == ""):
                # [[A]][[B]]か[[C]]: which of them are one of several?
                raise Unsupported("trigger icons printed together and joined by か")
            # トリガーアイコンが[[soul.gif]][[soul.gif]]の (icons_all): a card with both (2.16:
            # the icons printed on it)
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
        elif (
            isinstance(t, A.Unknown)
            and t.text in ROLE_WORDS
            and "ref" not in s
            and not s.get("attacking")
        ):
            # 「攻撃キャラ」: the attacking character, 「アタックしているキャラ」 (7.2.1.5 names it
            # both ways); a word of the rules the lexicon does not hold (``vocab.ROLE_WORDS``)
            s["attacking"] = True
        else:
            raise Unsupported(f"term {type(t).__name__}")
    if s.get("attacking") == "pending":
        raise Unsupported("word attack")  # 「アタック」 without 中 after it
    if "attacking" in s and "attacking" in extra:
        extra.pop("attacking")
    if "in_battle" in s and "in_battle" in extra:
        extra.pop("in_battle")
    if "ref" in extra and ("ref" in s or extra["ref"] != "among_looked"):
        raise Unsupported("a group named and a highest / lowest with none")
    if s.get("but_chosen"):
        # 「そのカード以外の」 alone: the chosen card's master's; 「そのキャラ以外の相手の」 says whose
        s.setdefault("owner", "you")
    if colors:
        s["colors"] = tuple(colors)
    if icons:
        s["icons"] = tuple(icons)
    return ws_sel(
        traits=tuple(traits), names=tuple(names), stats=tuple(stats), said=said, **s, **extra
    )


def _is_count(np: A.NounPhrase | A.Duration | None) -> bool:
    return isinstance(np, A.NounPhrase) and len(np.terms) == 1 and isinstance(np.terms[0], A.Count)


def _stat_only(np: A.NounPhrase | A.Duration | None) -> tuple[Sel | None, str]:
    """``パワー`` / ``このカードのパワー`` → (target or None, stat id)."""
    if not isinstance(np, A.NounPhrase) or not np.terms or not isinstance(np.terms[-1], A.Stat):
        raise Unsupported("a stat change without a stat")
    stat = np.terms[-1].id
    if stat not in ("power", "soul", "level", "cost"):
        raise Unsupported(f"a change of {stat}")
    if len(np.terms) == 1:
        return None, stat
    return sel(A.NounPhrase(np.terms[:-1], np.links[:-1])), stat


# every trigger icon a card may print (2.11.1, 4.12.2), by the engine's id
_ALL_ICONS = tuple(sorted(set(ICONS.values())))


def _trigger_icon_had(args: dict[A.Role, Any]) -> tuple[A.NounPhrase, tuple[str, ...]] | None:
    """「…トリガーアイコンを持つ」 (the noun phrase ending in トリガーアイコン, every icon: any of
    them) / 「…トリガーアイコンに[[X]]を持つ」 (that icon): the noun phrase before the icon's
    name and the icons; None for another object."""
    obj, goal = args.get(A.Role.OBJECT), args.get(A.Role.GOAL)
    ends = (A.Word("trigger_icon"),)
    if set(args) == {A.Role.OBJECT} and isinstance(obj, A.NounPhrase) and obj.terms[-1:] == ends:
        return obj, _ALL_ICONS
    if (
        set(args) == {A.Role.OBJECT, A.Role.GOAL}
        and isinstance(goal, A.NounPhrase)
        and goal.terms[-1:] == ends
        and isinstance(obj, A.NounPhrase)
        and len(obj.terms) == 1
        and isinstance(obj.terms[0], A.Icon)
        and obj.terms[0].name in ICONS
    ):
        return goal, (ICONS[obj.terms[0].name],)
    return None
