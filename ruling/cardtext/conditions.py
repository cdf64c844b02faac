"""Conditions (…なら / …場合 / …限り, and the two or more printed before one step) -> ``Cond``.

The clause of a condition is read by what it predicates:

* ``XがNなら`` (a nominal predicate): a count (``Xが2枚以上``: how many cards X names), a
  value (``Xがグレード3以上``: the stat of the card X points at), a description (``Xが「A」を
  含むグレード3以上`` / ``Xが《T》`` / ``Xが“G”``: the card X points at passes its filters), or a
  game's word (``あなたが後攻``);
* ``ZにXがある`` / ``いる`` (and ``ない`` / ``いない``): how many cards X names in Z;
* ``XがYを持つ`` / ``含む`` / ``に属する`` / ``【レスト】している``: the card X points at passes
  that filter;
* ``…したなら`` / ``…しなかったなら`` with nothing else: whether the step before did it;
* ``あなたのターン中、…``: and it is that player's turn.

Conditions joined by で (「XがAで、YがBなら」: the grammar reads the first as a means of the
second), by か (either) and the chains the grammar types (``Condition`` marker ``chain``) are
and / or of their parts. A game's own predicates come first (``Vocab.hooks["condition"]``)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from grammar import ast as A
from ruling.abilities import Unsupported
from ruling.cardtext.ir import Cond, Sel, Trig, Value
from ruling.cardtext.nouns import BY_THIS, TOTAL, bare_count, exact_number, sel, state_clause
from ruling.cardtext.terms import noun_args, roles_exactly, sole_relative
from ruling.cardtext.terms import terms as np_terms
from ruling.cardtext.vocab import CMP, Vocab

DONE_FORMS = (A.Form.PAST, A.Form.CAUSATIVE_PAST)
NOT_DONE_FORMS = (A.Form.NEGATIVE_PAST, A.Form.NEGATIVE, A.Form.CAUSATIVE_NEG_PAST)


# the faces a card lies with (表 / 裏), said of a place or of its cards
FACE_STATES = ("face_up", "face_down")


def both(*cs: Cond | None) -> Cond | None:
    """The conjunction of the conditions given (None when there is none)."""
    parts: list[Cond] = []
    for c in cs:
        if c is None:
            continue
        parts += list(c.parts) if c.what == "and" else [c]
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else Cond("and", parts=tuple(parts))


_FACES = tuple(A.NounPhrase((A.Word(w),)) for w in ("face_up", "face_down"))


def args_of(act: A.Action) -> dict[A.Role, Any]:
    out: dict[A.Role, Any] = {}
    goals = [a for a in act.args if a.role is A.Role.GOAL]
    for a in act.args:
        role = a.role
        if role is A.Role.GOAL and len(goals) == 2 and a.value in _FACES:
            # 「…を、裏向きに思い出にする」: beside the destination, 「裏向きに」 / 「表向きに」 is
            # the face the card is put with — the manner 「裏向きで」 says (a means)
            role = A.Role.MEANS
        if role in out:
            raise Unsupported(f"two arguments with role {a.role.value}")
        out[role] = a.value
    return out


def during(d: Any, v: Vocab) -> Cond | None:
    """あなたのターン中 / 相手のターン中 as a condition on whose turn it is."""
    if d is None:
        return None
    if isinstance(d, A.Duration) and d.id in v.during:
        return Cond("turn", owner=v.during[d.id])
    raise Unsupported(f"the time {getattr(d, 'id', type(d).__name__)} in a condition")


_YOU = A.NounPhrase((A.Owner("you"),))


def topic_out(c: A.Action) -> A.Action:
    """「あなたは自分のクロックが5枚以上なら、自分の…を置いてよい」: the topic あなたは the grammar
    hangs on a condition that has a subject of its own is the topic of the sentence — who does
    the step after, the master (8.6.5), and whom 「自分」 names in the condition — not a part of
    the condition: the clause without it (as 「あなたのクロックが5枚以上なら、あなたは…」). A
    topic that is the condition's only subject (「あなたはレベル3以上なら」) stays, and so does
    another player's (「相手は…なら」: whose 自分 it is would change)."""
    roles = [a.role for a in c.args]
    if roles.count(A.Role.TOPIC) == 1 and (A.Role.SUBJECT in roles or A.Role.SUBJECT_NO in roles):
        topic = next(a for a in c.args if a.role is A.Role.TOPIC)
        if topic.value == _YOU:
            return replace(c, args=tuple(a for a in c.args if a is not topic))
    return c


def topic_over_condition(node: Any) -> Any:
    """「このカードは前列にいるなら、パワーを＋1000し、相手の効果に選ばれない」: a topic printed
    before the ability's condition (「Xは、…なら、…」) is the topic of the whole sentence — the
    subject of the condition (as 「このカードが前列にいるなら」) and of each step of the first
    sentence that names none (「このカードは、パワーを＋1000し、…」). Only a reference to a card
    (このカード, そのキャラ …) and a condition with no subject of its own; the ability as it is
    otherwise."""
    c = getattr(node, "condition", None)
    effect = getattr(node, "effect", None)
    if c is None or effect is None or not isinstance(c.clause, A.Action) or not effect.sentences:
        return node
    roles = [a.role for a in c.clause.args]
    if roles.count(A.Role.TOPIC) != 1 or A.Role.SUBJECT in roles:
        return node
    topic = next(a for a in c.clause.args if a.role is A.Role.TOPIC)
    v = topic.value
    if not isinstance(v, A.NounPhrase) or len(v.terms) != 1 or not isinstance(v.terms[0], A.Ref):
        return node
    clause = replace(
        c.clause,
        args=tuple(replace(a, role=A.Role.SUBJECT) if a is topic else a for a in c.clause.args),
    )
    head = effect.sentences[0]
    steps = []
    for st in head.steps:
        b = st.body
        if isinstance(b, A.Action) and not {A.Role.TOPIC, A.Role.SUBJECT} & {
            a.role for a in b.args
        }:
            st = replace(st, body=replace(b, args=(replace(topic, pause=False), *b.args)))
        steps.append(st)
    head = replace(head, steps=tuple(steps))
    return replace(
        node,
        condition=replace(c, clause=clause),
        effect=replace(effect, sentences=(head, *effect.sentences[1:])),
    )


def _card_topic(c: Any, names: bool = False, refs: bool = True) -> A.Arg | None:
    """The topic 「Tは、」 a condition clause with a subject of its own carries, when T names a
    card or something of one (a reference first: 「このカードは」, 「このカードの防御力は」; with
    ``names``, a card's name too: 「『X』は、」, a game whose texts name the card itself so; without
    ``refs``, a name only)."""
    if c is None or not isinstance(c.clause, A.Action):
        return None
    roles = [a.role for a in c.clause.args]
    if roles.count(A.Role.TOPIC) != 1 or A.Role.SUBJECT not in roles:
        return None
    topic = next(a for a in c.clause.args if a.role is A.Role.TOPIC)
    v = topic.value
    if (
        not (topic.pause or _owner_named(c.clause))
        or not isinstance(v, A.NounPhrase)
        or not v.terms
        or not isinstance(
            v.terms[0], tuple(t for t, on in ((A.Ref, refs), (A.CardName, names)) if on)
        )
        or v.terms[0] in NOT_CARDS
    ):
        return None
    return topic


def _owner_named(clause: A.Action) -> bool:
    """Whether a condition's subject names whose it is (「あなたのHPが5以下の場合」, 「相手の…が」):
    then a topic before it with no 「、」 (「『X』はあなたのHPが5以下の場合、…」) cannot be the
    subject's owner (the 「XはYが…」 reading of 「このカードはパワーが…なら」, kept with the
    condition) and is the sentence's, as set off by 「、」."""
    subj = [a.value for a in clause.args if a.role is A.Role.SUBJECT]
    if len(subj) != 1 or not isinstance(subj[0], A.NounPhrase) or len(subj[0].terms) < 2:
        return False
    return isinstance(subj[0].terms[0], A.Owner) and subj[0].links[0] == "の"


# references that name no card: 「この能力は、…の時に使える」 keeps its topic (an ability's own
# use requirement, VG 11.8.2.4.2 — read by the game with the topic in the condition)
NOT_CARDS = (A.Ref("this_ability"), A.Ref("this_effect"))


def _bare(b: Any, objects: bool = False) -> bool:
    """Whether a step's body names no topic, subject or object (the one a topic before it gives);
    with ``objects``, a step with an object of its own too (「…の修正を受ける」: the topic is who
    receives it)."""
    said = (
        {A.Role.TOPIC, A.Role.SUBJECT} if objects else {A.Role.TOPIC, A.Role.SUBJECT, A.Role.OBJECT}
    )
    return isinstance(b, A.Action) and not said & {a.role for a in b.args}


def _without(c: Any, topic: A.Arg) -> Any:
    return replace(
        c, clause=replace(c.clause, args=tuple(a for a in c.clause.args if a is not topic))
    )


def _given(st: Any, topic: A.Arg) -> Any:
    return replace(st, body=replace(st.body, args=(replace(topic, pause=False), *st.body.args)))


def topic_before_condition(
    node: Any, *, names: bool = False, objects: bool = False, refs: bool = True
) -> Any:
    """「このカードは、あなたのベンチのカードが2枚以下なら、+1000/+1000される」 / 「このカードの防御
    力は、…なら、+2000される」: a topic printed (and set off by 「、」) before a condition that has
    a subject of its own is the topic of the sentence, not a part of the condition — the grammar
    hangs it on the condition (the ability's, or the step's own); the same as 「…なら、このカード
    は+1000/+1000される」: the clause without it, and the topic given to the steps it governs
    that name no topic, subject or object (the ability's condition: those of the first sentence).
    Only a topic naming a card or something of one (a reference first), not a player's
    (``topic_out`` reads 「あなたは」); the ability as it is otherwise. A game whose texts name
    the card itself by its name (CO 4.2.10: 『X』 in X's text) passes ``names``; one whose steps
    with an object of their own take the topic as their subject (CO 「…の修正を受ける」) passes
    ``objects``; one that reads a reference's topic in its own constructions (CO's 「このカードは、…
    場合にのみプレイできる」) passes ``refs=False``."""
    effect = getattr(node, "effect", None)
    if effect is None or not effect.sentences:
        return node
    sents = list(effect.sentences)
    c = getattr(node, "condition", None)
    topic = _card_topic(c, names, refs)
    if topic is not None and any(_bare(st.body, objects) for st in sents[0].steps):
        steps = tuple(_given(st, topic) if _bare(st.body, objects) else st for st in sents[0].steps)
        sents[0] = replace(sents[0], steps=steps)
        node = replace(node, condition=_without(c, topic))
    for i, sent in enumerate(sents):
        steps = []
        for st in sent.steps:
            own = _card_topic(st.condition, names, refs)
            if own is not None and _bare(st.body, objects):
                st = _given(replace(st, condition=_without(st.condition, own)), own)
            steps.append(st)
        sents[i] = replace(sent, steps=tuple(steps))
    return replace(node, effect=replace(effect, sentences=tuple(sents)))


# the forms of a relative clause that state what its head is now (「…している」 / 「…されている」 /
# 「…していない」), said of a card
_STATE_FORMS = (A.Form.PROGRESSIVE, A.Form.PASSIVE_PROG, A.Form.PROGRESSIVE_NEG)


def subject_out_of_relative(c: Any) -> Any:
    """「このカードがフロントアタックされているキャラなら」: the grammar hangs the subject
    「このカードが」 on the relative clause that describes the predicate noun, leaving the nominal
    predicate without a subject; a card is not the subject of the state of another card, so it
    is the sentence's — the same condition as 「このカードが、フロントアタックされているキャラ
    なら」 (the card is such a character). Only a reference to a card (this card, the card named
    before) and a state form of a clause with no other argument; any other clause as it is."""
    if not isinstance(c, A.Action) or c.verb != "be" or c.form is not A.Form.NOMINAL:
        return c
    if [a.role for a in c.args] != [A.Role.PREDICATE]:
        return c
    pred = c.args[0].value
    if not isinstance(pred, A.NounPhrase) or len(pred.terms) < 2:
        return c
    rel = pred.terms[0]
    if not isinstance(rel, A.Relative) or pred.links[0] != "":
        return c
    inner = rel.clause
    if (
        not isinstance(inner, A.Action)
        or inner.form not in _STATE_FORMS
        or [a.role for a in inner.args] != [A.Role.SUBJECT]
        or inner.modal is not None
        or inner.more
    ):
        return c
    subj = inner.args[0]
    v = subj.value
    if not isinstance(v, A.NounPhrase) or len(v.terms) != 1 or not isinstance(v.terms[0], A.Ref):
        return c
    bare = A.Relative(replace(inner, args=()))
    new_pred = A.NounPhrase((bare, *pred.terms[1:]), pred.links)
    return replace(c, args=(replace(subj, role=A.Role.SUBJECT), replace(c.args[0], value=new_pred)))


def active_contain(c: Any) -> A.Action | None:
    """「AのBにCが含まれる（ない）」 read as 「AがBにCを含む（まない）」: the same filter on A's
    field B (VS 2.14.7 「称号に“妹”を含む」, in the passive 「…の称号に“妹”が含まれるなら」). B is
    what follows the last の of the place; None for any other action."""
    if not isinstance(c, A.Action) or c.verb != "contain" or c.modal is not None or c.more:
        return None
    forms = {A.Form.PASSIVE: A.Form.FINAL, A.Form.PASSIVE_NEG: A.Form.NEGATIVE}
    if c.form not in forms or c.amount is not None:
        return None
    by = roles_exactly(c, A.Role.GOAL, A.Role.SUBJECT)
    if by is None:
        return None
    goal = by.get(A.Role.GOAL)
    if not isinstance(goal, A.NounPhrase) or "の" not in goal.links:
        return None
    cut = len(goal.links) - 1 - goal.links[::-1].index("の")
    owner = A.NounPhrase(goal.terms[: cut + 1], goal.links[:cut])
    field_ = A.NounPhrase(goal.terms[cut + 1 :], goal.links[cut + 1 :])
    return A.Action(
        "contain",
        (
            A.Arg(A.Role.SUBJECT, owner),
            A.Arg(A.Role.GOAL, field_),
            A.Arg(A.Role.OBJECT, by[A.Role.SUBJECT]),
        ),
        forms[c.form],
    )


def _one_of_texts(c: Any) -> list[A.Action] | None:
    """「AのBに“X”“Y”“Z”のいずれかを含む / が含まれる」 (after ``active_contain``): the clause
    once for each quoted text, the object that text alone — 「のいずれか」 (one of those named)
    makes the condition hold when any one of them does. None for any other clause (a negated one
    included: 「いずれも含まない」 is another reading)."""
    if not isinstance(c, A.Action) or c.verb != "contain" or c.form is not A.Form.FINAL:
        return None
    if c.modal is not None or c.more or c.amount is not None:
        return None
    objs = [i for i, a in enumerate(c.args) if a.role is A.Role.OBJECT]
    if len(objs) != 1:
        return None
    o = c.args[objs[0]].value
    if (
        not isinstance(o, A.NounPhrase)
        or len(o.terms) < 3
        or o.terms[-1] != A.Ref("any")
        or o.links[-1] != "の"
        or not all(isinstance(t, A.Literal | A.Name) for t in o.terms[:-1])
        or any(lk.rstrip("、") not in ("", "、", "か", "と") for lk in o.links[:-1])
    ):
        return None
    return [
        replace(
            c,
            args=tuple(
                replace(a, value=A.NounPhrase((t,))) if k == objs[0] else a
                for k, a in enumerate(c.args)
            ),
        )
        for t in o.terms[:-1]
    ]


def condition(c: A.Condition | A.Action | A.Unparsed, v: Vocab) -> Cond:
    """Compile a condition (its marker's meaning is the caller's: なら and 場合 are the same
    here)."""
    if isinstance(c, A.Condition):
        if c.marker == "unless":
            # 「XがN枚以上なければ、…」 / 「…でなければ、…」 on a step: unless X, i.e. when X
            # does not hold (as 「…ないなら」 / 「…でないなら」 say)
            return Cond("not", parts=(condition(replace(c, marker="nara"), v),))
        if c.marker == "chain":
            return both(*(condition(p, v) for p in c.parts))  # type: ignore[return-value]
        return condition(c.clause, v)
    if isinstance(c, A.Unparsed):
        raise Unsupported(f"an untyped condition: {c.text}")
    c = topic_out(c)
    c = active_contain(c) or c
    one_of = _one_of_texts(c)
    if one_of is not None:
        # 「…の技名に“花”“月”“雪”のいずれかが含まれるなら」: one of the texts is contained — the
        # same clause with each text alone, any of them holding
        return Cond("or", parts=tuple(condition(x, v) for x in one_of))
    in_turn = in_whose_turn(c, v)
    if in_turn is not None:
        # 「相手のターンで、あなたの《X》のキャラが5枚以上なら」: it is that player's turn (as
        # 「相手のターン中、」 says of a condition) and the rest of the clause holds
        turn, rest = in_turn
        return both(turn, condition(rest, v))  # type: ignore[return-value]
    for hook in v.hooks.get("condition_whole", ()):
        # a game's own reading of a whole clause before it is split into its conjuncts (VS
        # 「…に置かれていたなら」: 「置かれて」 and 「いた」, one perfect the grammar split in two)
        got = hook(c, v)
        if got is not None:
            return got
    if c.verb == "and" and c.form is A.Form.NOMINAL and _split_negative(c)[1]:
        # 「…されていない」 (one clause the grammar split in two); 「XがAで、このターンに…が
        # バインドされていないなら」: the conditions joined before it by で are read first
        parts = conjuncts(_split_negative(c)[0])
        if len(parts) == 1:
            return _clause(c, v)
        *before, last = parts
        again = A.Action(
            "and",
            (
                A.Arg(
                    A.Role.NONE, A.NounPhrase((A.Relative(replace(last, form=A.Form.PASSIVE_TE)),))
                ),
                c.args[1],
            ),
            A.Form.NOMINAL,
        )
        return both(*(_clause(x, v) for x in before), _clause(again, v))  # type: ignore[return-value]
    same_number = _same_number(c, v)
    if same_number is not None:
        return same_number
    whole = _predicate_of_the_last(c) or _alternatives_in_subject(c)
    if whole is not None:
        return condition(whole, v)
    if c.verb == "and" and c.form is A.Form.NOMINAL:
        # 「XがYを持ち、ZがWなら」: both clauses (the first in its continuative form);
        # 「このターンに、Aしていて、Bしていないなら」: a time set off by a comma is each one's
        alts = _time_of_each(_progressive_te(alternatives(c, "an and-condition of this shape"), v))
        parts = [condition(_finite(x), v) for x in alts]
        return both(*parts)  # type: ignore[return-value]
    if c.verb == "or" and c.form is A.Form.NOMINAL:
        # 「AかBなら」 typed as alternatives of two clauses; 「XがAで、このターンに、Bしているか、
        # Cしているなら」: the conditions joined by で before the first alternative hold beside
        # the alternatives (で joins more loosely than か), the time set off by a comma after
        # them being each alternative's
        alts = alternatives(c, "an or-condition of this shape")
        *shared, first = conjuncts(alts[0])
        alts = _time_of_each([first, *alts[1:]])
        parts = [condition(x, v) for x in alts]
        return both(*(_clause(x, v) for x in shared), Cond("or", parts=tuple(parts)))  # type: ignore[return-value]
    return both(*(_clause(x, v) for x in _those_of_before(conjuncts(c))))  # type: ignore[return-value]


def _time_of_each(alts: list[A.Action]) -> list[A.Action]:
    """「このターンに、Aしているか、Bしているなら」: a time set off by a comma before the first of
    two alternatives (the grammar hangs it on the first) is the time of each that names none."""
    first = alts[0].args[0] if alts and alts[0].args else None
    if not (
        first is not None
        and first.role is A.Role.GOAL
        and first.pause
        and (first.value == THIS_TURN or first.value in SINCE)
    ):
        return alts
    out = [alts[0]]
    for x in alts[1:]:
        timed = any(
            a.role is A.Role.GOAL and (a.value == THIS_TURN or a.value in SINCE)
            for a in _split_negative(x)[0].args
        )
        # only an event of the turn takes it (「…している / されている」); another stays as it is
        happened = _split_negative(x)[0].form in HISTORY_FORMS
        out.append(_timed(x, first) if happened and not timed else x)
    return out


# 「…して|いて、」: the grammar reads a progressive joining form as the verb's te-form and the
# auxiliary いる's (with no argument of its own): the progressive it spells
_TE_PROGRESSIVE = {A.Form.TE: A.Form.PROGRESSIVE, A.Form.PASSIVE_TE: A.Form.PASSIVE_PROG}


# 「いない」 and its joining forms (「いなくて、」 / 「いなく、」)
_NOT_EXIST = (A.Form.NEGATIVE, A.Form.NEGATIVE_KUTE, A.Form.NEGATIVE_CONT)


def _progressive_te(alts: list[A.Action], v: Vocab | None = None) -> list[A.Action]:
    """「このユニットが(R)に登場していて、…」: a clause in its te-form followed by a bare 「いて」
    is that clause in its progressive form (「登場している」); 「…がバインドされていない」 among
    the clauses (a passive te-form and a bare 「いない」) is that pair, read as
    ``_split_negative`` reads it."""
    out: list[A.Action] = []
    for x in alts:
        prev = out[-1] if out else None
        if prev is not None and x.verb == "exist" and not x.args:
            if x.form is A.Form.TE and prev.form in _TE_PROGRESSIVE:
                out[-1] = replace(prev, form=_TE_PROGRESSIVE[prev.form])
                continue
            if x.form is A.Form.PAST and prev.form is A.Form.PASSIVE_TE and _timed_clause(prev):
                # 「このターンに…されていたなら」: the passive perfect told in the past, with its
                # time, as 「…されている」 (HISTORY_FORMS; the active 「していた」 is a form)
                out[-1] = replace(prev, form=A.Form.PASSIVE_PROG)
                continue
            if (
                x.form is A.Form.PAST
                and prev.form is A.Form.PASSIVE_TE
                and v is not None
                and prev.verb in v.perfect_passive_verbs
            ):
                # 「このユニットがダメージゾーンからコールされていたなら」 (no time): a verb whose
                # perfect passive tells how the card came to be where it is
                # (``Vocab.perfect_passive_verbs``), as 「…されている」
                out[-1] = replace(prev, form=A.Form.PASSIVE_PROG)
                continue
            if x.form in _NOT_EXIST and prev.form is A.Form.TE:
                out[-1] = replace(prev, form=A.Form.PROGRESSIVE_NEG)  # 「…していなくて、」
                continue
            if x.form in _NOT_EXIST and prev.form is A.Form.PASSIVE_TE:
                pair = (prev, replace(x, form=A.Form.NEGATIVE))
                out[-1] = A.Action(
                    "and",
                    tuple(A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(y),))) for y in pair),
                    A.Form.NOMINAL,
                )
                continue
        out.append(x)
    return out


def _timed(x: A.Action, time: A.Arg) -> A.Action:
    """``x`` with the time ``time`` in front of its arguments (inside the pair of 「…されて
    いない」)."""
    inner, neg = _split_negative(x)
    if not neg:
        return replace(x, args=(time, *x.args))
    first, second = x.args
    timed = A.Relative(replace(_passive_te_of(first), args=(time, *inner.args)))
    return replace(x, args=(A.Arg(first.role, A.NounPhrase((timed,))), second))


def _passive_te_of(a: A.Arg) -> A.Action:
    return a.value.terms[0].clause  # type: ignore[no-any-return, union-attr]


_FINITE = {
    A.Form.CONTINUATIVE: A.Form.FINAL,
    A.Form.TE: A.Form.FINAL,
    A.Form.NEGATIVE_CONT: A.Form.NEGATIVE,
    A.Form.NEGATIVE_KUTE: A.Form.NEGATIVE,
    A.Form.CAUSATIVE_CONT: A.Form.CAUSATIVE,
}


def _finite(c: A.Action) -> A.Action:
    """A clause in a joining form (持ち、 / 属し、 / なく、) as the condition it states."""
    f = _FINITE.get(c.form)
    return A.Action(c.verb, c.args, f, c.amount, c.modal, more=c.more) if f is not None else c


def alternatives(c: A.Action, what: str) -> list[A.Action]:
    """The clauses of 「AかB」 (an ``or`` whose arguments are each one relative clause; one
    printed 「このユニットと同じ縦列に…がいる」 is read with ``_same_column``)."""
    out = []
    for a in c.args:
        val = a.value
        if isinstance(val, A.NounPhrase) and len(val.terms) == 2:
            folded = _same_column(val.terms[0], val.terms[1])
            if folded is not None:
                out.append(folded)
                continue
        clause = sole_relative(val)
        if clause is None:
            raise Unsupported(what)
        out.append(clause)
    return out


def _same_column(same: Any, rest: Any) -> A.Action | None:
    """「このユニットと同じ縦列にYがいる」 typed as the relative clause 「このユニットと同じ」 and the
    clause after it: the relative belongs to the 縦列 / 横列 that opens the clause's first
    argument (4.9.1.2); None for any other pair."""
    if not (
        isinstance(same, A.Relative)
        and same.clause.verb == "same"
        and isinstance(rest, A.Relative)
        and rest.clause.args
    ):
        return None
    c = rest.clause
    first = c.args[0]
    np = first.value
    if not (
        isinstance(np, A.NounPhrase)
        and np.terms
        and isinstance(np.terms[0], A.Position)
        and np.terms[0].id in ("column", "row")
    ):
        return None
    where = A.NounPhrase((same, *np.terms), ("", *np.links), np.span)
    return replace(c, args=(replace(first, value=where), *c.args[1:]))


_THOSE = A.NounPhrase((A.Ref("those"),))


def _those_of_before(parts: list[A.Action]) -> list[A.Action]:
    """「あなたのリアガードが５枚で、それらがすべて別名なら」: それら, the subject of a condition
    joined by で, names the cards the subject of the condition before it names (before: the
    cards chosen, ``Sel.ref`` ``chosen``, whatever the ability chose)."""
    out: list[A.Action] = []
    for c in parts:
        subj = [a for a in c.args if a.role is A.Role.SUBJECT and a.value == _THOSE]
        prev = [a for a in out[-1].args if a.role is A.Role.SUBJECT] if out else []
        if len(subj) == 1 and len(prev) == 1 and prev[0].value != _THOSE:
            c = replace(
                c,
                args=tuple(replace(a, value=prev[0].value) if a is subj[0] else a for a in c.args),
            )
        out.append(c)
    return out


def conjuncts(c: A.Action) -> list[A.Action]:
    """「XがAで、YがBなら」: the grammar gives one clause whose arguments are X (subject), A
    (means, with a comma after it), Y (subject), B; read as two clauses, 「XがA」 (nominal) and
    「YがB」. Likewise for more (and 「XがAで、<passive>YがBなら」, the first part hung on the
    passive: ``first_conjunct_out_of_passive``)."""
    c = first_conjunct_out_of_passive(c)
    lifted = _conjuncts_in_predicate(c)
    if lifted is not None:
        return lifted
    out: list[A.Action] = []
    args = list(c.args)
    while True:
        cut = None
        for i in range(1, len(args) - 1):
            a, b = args[i], args[i + 1]
            if (
                a.role is A.Role.MEANS
                and a.pause
                and b.role in (A.Role.SUBJECT, A.Role.TIME, A.Role.TOPIC, A.Role.WITH, A.Role.GOAL)
                and any(x.role is A.Role.SUBJECT for x in args[:i])
            ):
                cut = i
                break
        if (cut is None or cut > 0) and args and args[0].role is A.Role.MEANS and args[0].pause:
            # 「XがYを含むグレード３以上で、…」: the first condition, folded into a means (before
            # any cut after it: 「…で、YがBで、…」)
            first = args[0].value
            if (
                isinstance(first, A.NounPhrase)
                and first.terms
                and isinstance(first.terms[0], A.Relative)
                and any(x.role is A.Role.SUBJECT for x in first.terms[0].clause.args)
            ):
                out.append(A.Action("be", (A.Arg(A.Role.PREDICATE, first),), A.Form.NOMINAL))
                args = args[1:]
                continue
        if cut is None:
            break
        head = args[:cut]
        pred = args[cut]
        out.append(
            A.Action(
                "be",
                (*head, A.Arg(A.Role.PREDICATE, pred.value)),
                A.Form.NOMINAL,
            )
        )
        args = args[cut + 1 :]
    out.append(A.Action(c.verb, tuple(args), c.form, c.amount, c.modal, more=c.more))
    return out


def _predicate_of_the_last(c: A.Action) -> A.Action | None:
    """「XがAか、Yが「Z」を含むグレード３以上なら」: the grammar splits the alternatives inside the
    relative clause before the predicate's noun, leaving the rest of the predicate (「グレード３
    以上」, with no subject) joined after them; it is the last alternative's (「Yが「Z」を含む
    グレード３以上」). None for any other clause."""
    if c.verb != "and" or c.form is not A.Form.NOMINAL or len(c.args) != 2:
        return None
    try:
        either, rest = alternatives(c, "")
    except Unsupported:
        return None
    if either.verb == "or" and not c.args[0].pause:
        # 「Aか、このユニットと同じ縦列にYがいるなら」: the relative 「このユニットと同じ」 closing the
        # alternatives belongs to the clause after them
        last_np = either.args[-1].value
        if isinstance(last_np, A.NounPhrase) and len(last_np.terms) == 1:
            folded = _same_column(last_np.terms[0], A.Relative(rest))
            if folded is not None:
                tail = replace(either.args[-1], value=A.NounPhrase((A.Relative(folded),)))
                return replace(either, args=(*either.args[:-1], tail))
    if either.verb != "or" or rest.verb != "be" or len(rest.args) != 1:
        return None
    if rest.args[0].role is not A.Role.PREDICATE or c.args[0].pause:
        return None
    np = rest.args[0].value
    try:
        alts = alternatives(either, "")
    except Unsupported:
        return None
    last = alts[-1]
    if (
        not isinstance(np, A.NounPhrase)
        or last.verb not in ("contain", "have", "belong")
        or last.form is not A.Form.FINAL
        or not any(a.role is A.Role.SUBJECT for a in last.args)
    ):
        return None
    pred = A.NounPhrase((A.Relative(last), *np.terms), ("", *np.links), np.span)
    joined = A.Action("be", (A.Arg(A.Role.PREDICATE, pred),), A.Form.NOMINAL)
    out = (*either.args[:-1], replace(either.args[-1], value=A.NounPhrase((A.Relative(joined),))))
    return replace(either, args=out)


def _alternatives_in_subject(c: A.Action) -> A.Action | None:
    """「XのパワーがYのパワー以上か、Zが３枚以上なら」: the grammar reads the first clause's
    predicate, 「か、」 and the second clause's subject as one noun phrase, a second subject
    beside the first; split at 「か、」 it is 「XがY以上」 or 「Zが３枚以上」. None for any other
    clause."""
    if c.verb != "be" or c.form is not A.Form.NOMINAL:
        return None
    subj = [a for a in c.args if a.role is A.Role.SUBJECT]
    pred = [a for a in c.args if a.role is A.Role.PREDICATE]
    if len(subj) != 2 or len(pred) != 1 or len(c.args) != 3:
        return None
    np = subj[1].value
    if not isinstance(np, A.NounPhrase):
        return None
    cuts = [i for i, link in enumerate(np.links) if link in ("か、", "か")]
    if len(cuts) != 1:
        return None
    k = cuts[0]
    first = A.NounPhrase(np.terms[: k + 1], np.links[:k])
    second = A.NounPhrase(np.terms[k + 1 :], np.links[k + 1 :])
    if not first.terms or not second.terms:
        return None
    one = A.Action("be", (subj[0], A.Arg(A.Role.PREDICATE, first)), A.Form.NOMINAL)
    two = A.Action("be", (A.Arg(A.Role.SUBJECT, second), pred[0]), A.Form.NOMINAL)
    return A.Action(
        "or",
        tuple(A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(x),))) for x in (one, two)),
        A.Form.NOMINAL,
    )


def _conjuncts_in_predicate(c: A.Action) -> list[A.Action] | None:
    """「XがAで、Yが「Z」を含むグレード３以上なら」 / 「XがAで、このユニットと同じ縦列にYがいるなら」:
    the grammar folds the conditions joined by で into a relative clause opening the clause's
    first argument (「…Yが「Z」を含む」 on 「グレード３以上」, 「…このユニットと同じ」 on 「縦列」);
    read as those conditions, the last one with the rest of the clause (「Yが「Z」を含むグレード
    ３以上」, 「このユニットと同じ縦列にYがいる」). None for any other clause."""
    if not c.args:
        return None
    first_arg = c.args[0]
    np = first_arg.value
    if not (
        isinstance(np, A.NounPhrase) and len(np.terms) > 1 and isinstance(np.terms[0], A.Relative)
    ):
        return None
    parts = conjuncts(np.terms[0].clause)
    if len(parts) < 2:
        return None
    *first, last = parts
    rest = A.NounPhrase((A.Relative(last), *np.terms[1:]), np.links, np.span)
    return [*first, replace(c, args=(replace(first_arg, value=rest), *c.args[1:]))]


def battle_state(p: Any, v: Vocab) -> A.Action | None:
    """「このユニットがアタックしたバトル中」 / 「このユニットがブーストしているバトル中」: a battle
    named by what happens in it — the battle state it names, as the clause 「このユニットがアタック
    しているなら」 (the past of a battle verb leaves its state for the rest of the battle; every
    verb whose state the game's runtime reads in a battle, ``Vocab.battle_states``), or None."""
    from ruling.cardtext.nouns import BATTLE_PAST

    if not (
        isinstance(p, A.NounPhrase)
        and len(p.terms) == 3
        and isinstance(p.terms[0], A.Relative)
        and p.terms[1:] == (A.Word("battle"), A.Word("during"))
    ):
        return None
    c = p.terms[0].clause
    form = BATTLE_PAST.get(c.form, c.form)
    if v.states.get((c.verb, form.value)) not in v.battle_states:
        return None
    return replace(c, form=form)


def turn_state(p: Any) -> A.Action | None:
    """「このユニットが山札から登場したターン中」 / 「相手のリアガードが山札の下に置かれたターン」
    (中 or not): a turn named by what happened in it. While such a text is read it is this turn or
    none (an event of an earlier turn names a turn that is over), so it is the clause said of this
    turn, 「このターンに…しているなら」 (a history, read by ``_history``); None for any other
    phrase, or a clause with a time of its own."""
    if not (
        isinstance(p, A.NounPhrase)
        and len(p.terms) in (2, 3)
        and isinstance(p.terms[0], A.Relative)
        and p.terms[1:] in ((A.Word("turn"),), (A.Word("turn"), A.Word("during")))
        and all(x == "" for x in p.links)
    ):
        return None
    c = p.terms[0].clause
    if c.form not in HISTORY_FORMS or any(_this_turn(a) or a.role is A.Role.TIME for a in c.args):
        return None
    return replace(c, args=(A.Arg(A.Role.GOAL, THIS_TURN), *c.args))


# the past of an event, said of the cards it happened to, and the perfect that says it happened
# this turn (HISTORY_FORMS)
_COUNTED_FORMS = {A.Form.PAST: A.Form.PROGRESSIVE, A.Form.PASSIVE_PAST: A.Form.PASSIVE_PROG}


def _means_event(r: A.Action, cards: A.NounPhrase, v: Vocab) -> bool:
    """Whether the passive 「(時)にXで…された」 said of ``cards`` is an event the game reads by
    its means (a ``history_event`` hook of the game's: VG a check's card, 7.16.1)."""
    act = A.Action(
        r.verb,
        (A.Arg(A.Role.SUBJECT, cards), *(a for a in r.args if not _this_turn(a))),
        r.form,
    )
    try:
        return any(hook(act, v) is not None for hook in v.hooks.get("history_event", ()))
    except Unsupported:
        return False


def counted_acts(c: A.Action, v: Vocab | None = None) -> A.Action | None:
    """「このターンにあなたがプレイしたオーダーが２枚以上なら」: the cards a player acted on this
    turn, counted — the relative clause names the act, its doer (a subject of its own) and its time,
    the head noun the cards acted on, the predicate how many. It says what 「このターンにあなたが
    オーダーを２枚以上プレイしているなら」 says (a history counted by cards, ``_history``): the head
    noun the act's object, the count its number. None for any other clause (a clause with no doer
    of its own, 「このターンに退却したリアガード」, describes the cards that are there: a selector)."""
    if c.verb != "be" or c.form is not A.Form.NOMINAL:
        return None
    subj = [a for a in c.args if a.role in (A.Role.SUBJECT, A.Role.TOPIC)]
    pred = [a for a in c.args if a.role is A.Role.PREDICATE]
    # 「あなたのターン中、」: a time the condition holds in, kept on the act
    when = [a for a in c.args if a.role is A.Role.TIME]
    if len(subj) != 1 or len(pred) != 1 or len(when) + 2 != len(c.args):
        return None
    np, count = subj[0].value, pred[0].value
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) > 2
        and np.terms[-1] == A.Word("number_of_cards")
        and np.links[-1] == "の"
    ):
        # 「…手札に加えたカードの枚数が２枚以上なら」: the cards' number, as 「…カードが２枚以上」
        np = A.NounPhrase(np.terms[:-1], np.links[:-1])
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) >= 2
        and isinstance(np.terms[0], A.Relative)
        and np.links[:1] == ("",)
        and not any(isinstance(t, A.Relative) for t in np.terms[1:])
        and isinstance(count, A.NounPhrase)
        and len(count.terms) == 1
        and isinstance(count.terms[0], A.Count)
        and count.terms[0].unit in ("card", "times")
    ):
        return None
    # 「このターン中にあなたがアタックした回数が３回以上なら」: the head noun 回数 counts the acts
    # themselves — 「このターン中にあなたが３回以上アタックしているなら」 (no object)
    times = count.terms[0].unit == "times"
    if times != (np.terms[1:] == (A.Word("times"),)):
        return None
    r = np.terms[0].clause
    roles = [a.role for a in r.args]
    if np.terms[1:] == (A.Word("number_of_cards"),):
        # 「このターン中にあなたのリアガードが退却した枚数が２枚以上なら」 / 「…(R)にコールされた
        # 枚数が…」: the head noun 枚数 counts the cards the event happened to, the clause's own
        # subject — 「このターンにあなたのリアガードが２枚以上退却しているなら」 (a history counted
        # by cards, ``_history``); 「あなたがバインドした枚数」 (a fighter's act, no object) as
        # 「あなたが２枚以上バインドしている」; 「あなたがカードを引いた枚数」 (a fighter's act on
        # the cards its object names) counts those cards, as 「あなたがカードを２枚以上引いている」
        doer = [a.value for a in r.args if a.role is A.Role.SUBJECT]
        if (
            r.form not in _COUNTED_FORMS
            or roles.count(A.Role.SUBJECT) != 1
            or roles.count(A.Role.OBJECT) > 1
            or A.Role.OBJECT in roles
            and not (len(doer[0].terms) == 1 and isinstance(doer[0].terms[0], A.Owner))
            or sum(_this_turn(a) for a in r.args) != 1
        ):
            return None
        return replace(
            r, args=(*when, *r.args, A.Arg(A.Role.NONE, count)), form=_COUNTED_FORMS[r.form]
        )
    cards = A.NounPhrase(np.terms[1:], np.links[1:])
    in_battle = [
        a
        for a in r.args
        if a.role is A.Role.TIME and isinstance(a.value, A.Duration) and a.value.id == "this_battle"
    ]
    if (
        not times
        and r.form is A.Form.PASSIVE_PAST
        and len(in_battle) == 1
        and not {A.Role.SUBJECT, A.Role.OBJECT, A.Role.TOPIC, A.Role.TIME}
        & {a.role for a in r.args if a is not in_battle[0]}
    ):
        # 「このバトル中にあなたのドロップに置かれたカードが３枚以上なら」: the cards the event
        # happened to in this battle (a selector reads only what happened this turn) —
        # 「このバトル中にあなたのドロップにカードが３枚以上置かれているなら」 (a history counted by
        # cards since the battle began, ``_history``)
        return replace(
            r,
            args=(*when, *r.args, A.Arg(A.Role.SUBJECT, cards), A.Arg(A.Role.NONE, count)),
            form=A.Form.PASSIVE_PROG,
        )
    if (
        v is not None
        and not times
        and r.form is A.Form.PASSIVE_PAST
        and roles.count(A.Role.MEANS) == 1
        and not {A.Role.SUBJECT, A.Role.OBJECT, A.Role.TOPIC} & set(roles)
        and sum(_this_turn(a) for a in r.args) == 1
        and _means_event(r, cards, v)
    ):
        # 「そのターン中にあなたのドライブチェックで公開されたカードが５枚以上なら」: the cards an
        # act named by its means (the game's own event, ``history_event`` hook) happened to
        # this turn — 「このターンにあなたのドライブチェックでカードが５枚以上公開されているなら」
        return replace(
            r,
            args=(*when, *r.args, A.Arg(A.Role.SUBJECT, cards), A.Arg(A.Role.NONE, count)),
            form=A.Form.PASSIVE_PROG,
        )
    if (
        r.form is not A.Form.PAST
        or roles.count(A.Role.SUBJECT) != 1
        # 「あなたが技を使った回数」: the act's own object kept, the acts counted (回数 is no
        # object of it); another head noun is the act's object, so the clause has none
        or roles.count(A.Role.OBJECT) > (1 if times else 0)
        # 「そのバトル中に相手が(G)にコールしたカードが２枚以下なら」: the battle the acts are
        # looked for in (since it began, ``_battle_time``) as the turn is
        or sum(_this_turn(a) for a in r.args) + len(in_battle) != 1
    ):
        return None
    head = () if times else (A.Arg(A.Role.OBJECT, cards),)
    return replace(
        r,
        args=(*when, *r.args, *head, A.Arg(A.Role.NONE, count)),
        form=A.Form.PROGRESSIVE,
    )


_UNIT_HEADS = (A.NounPhrase((A.CardKind("unit"),)), A.NounPhrase((A.CardKind("card"),)))


def _undergone_in_battle(c: A.Action) -> A.Action | None:
    """「そのバトルでアタックされたユニットが相手のリアガードなら」: the card an act of the battle was
    done to is so described — in a battle the act is done once (an attack begins one battle,
    10.3.1.3), so this says what 「そのバトルで相手のリアガードがアタックされたなら」 says (a
    history since the battle began, ``_history``). The relative clause names the battle and nothing
    else, its head a bare unit / card. None for any other clause."""
    if c.verb != "be" or c.form is not A.Form.NOMINAL or len(c.args) != 2:
        return None
    subj, pred = c.args
    if subj.role is not A.Role.SUBJECT or pred.role is not A.Role.PREDICATE:
        return None
    np = subj.value
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and isinstance(np.terms[0], A.Relative)
        and np.links == ("",)
        and A.NounPhrase(np.terms[1:]) in _UNIT_HEADS
        and isinstance(pred.value, A.NounPhrase)
        and not any(isinstance(t, A.Count) for t in pred.value.terms)
    ):
        return None
    r = np.terms[0].clause
    if not (
        r.form is A.Form.PASSIVE_PAST
        and r.modal is None
        and len(r.args) == 1
        and r.args[0].role is A.Role.MEANS
        and r.args[0].value in BATTLES
    ):
        return None
    return replace(r, args=(*r.args, A.Arg(A.Role.SUBJECT, pred.value)))


def counted_acts_compared(c: A.Action, v: Vocab, *, kinds: bool = False) -> Cond | None:
    """「このターン中にあなたが手札に加えたカードの枚数が、相手の手札の枚数以上なら」: the cards a
    player acted on this turn (``counted_acts``) compared with the cards a place holds (as
    「あなたの手札が相手の手札以上なら」, ``_compared_count``): the history counted, its number
    against that place's (``Cond.than``; ``ge`` / ``le``); ``kinds``: the cards compared may be a
    kind of card of a player's (``_compared_count``). Refused where the game's engine does not
    compare a history's count (``Vocab.history_than``). None for any other clause."""
    pred = [a for a in c.args if a.role is A.Role.PREDICATE]
    if c.verb != "be" or c.form is not A.Form.NOMINAL or len(pred) != 1:
        return None
    compared = _compared_count(pred[0].value, kinds=kinds)
    if compared is None or compared[0].terms == (A.Owner("opponent"),):
        return None
    than, bound = compared
    unit = "times" if _times_counted(c) else "card"
    placeholder = A.NounPhrase((A.Count(A.Number(1), unit, "at_least"),))
    acts = counted_acts(
        replace(c, args=tuple(replace(a, value=placeholder) if a is pred[0] else a for a in c.args))
    )
    if acts is None:
        return None
    if not v.history_than:
        raise Unsupported("a history's count compared with cards")
    got = _history(acts, v)
    if got is None or got.what != "history" or got.parts:
        raise Unsupported(f"the cards counted by {acts.verb}.{acts.form.value} this turn")
    return replace(got, n=None, than=sel(than, v), cmp={"at_least": "ge", "at_most": "le"}[bound])


_AT_MOST_LEAST = {"at_least": A.Word("or_less"), "at_most": A.Word("or_more")}

OCCURRENCE = A.Word("occurrence")  # the formal noun の after a verb (「…したのが」)
# 「N回目」 / 「N回目以上」 / 「N回目以降」: that one, or that one or a later one
_NTH_CMP = {"exact": "eq", "at_least": "ge", "from": "ge"}


def _nth_occurrence(c: A.Action, v: Vocab) -> Cond | None:
    """「このターン中にあなたがライドしたのが２回目なら」 / 「…退却したのが２回目以上なら」: the
    event that triggered the ability is the N-th (or the N-th or a later one) of its kind this
    turn — the acts of that kind this turn (as 「…した回数」 counts them, ``counted_acts``) counted
    up to and with the triggering one (``detail`` ``("upto", "trigger")``) are N (or N or more).
    Refused where the game's engine does not count a history up to the triggering event
    (``Vocab.history_upto_trigger``). None for any other clause."""
    if c.verb != "be" or c.form is not A.Form.NOMINAL:
        return None
    subj = [a for a in c.args if a.role in (A.Role.SUBJECT, A.Role.TOPIC)]
    pred = [a for a in c.args if a.role is A.Role.PREDICATE]
    if len(subj) != 1 or len(pred) != 1 or len(c.args) != 2:
        return None
    np, count = subj[0].value, pred[0].value
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and isinstance(np.terms[0], A.Relative)
        and np.terms[1] == OCCURRENCE
        and np.links == ("",)
    ):
        return None
    if not (
        isinstance(count, A.NounPhrase)
        and len(count.terms) == 1
        and isinstance(nth := count.terms[0], A.Count)
        and nth.unit == "ordinal"
        and nth.bound in _NTH_CMP
        and nth.number is not None
        and nth.number.value is not None
        and nth.number.value >= 1
    ):
        raise Unsupported("the occasion of an act said to be of this shape")
    if not v.history_upto_trigger:
        raise Unsupported("the triggering event counted among this turn's")
    times = A.NounPhrase((np.terms[0], A.Word("times")), ("",))
    placeholder = A.NounPhrase((A.Count(A.Number(1), "times", "at_least"),))
    acts = counted_acts(
        A.Action(
            "be",
            (A.Arg(A.Role.SUBJECT, times), A.Arg(A.Role.PREDICATE, placeholder)),
            A.Form.NOMINAL,
        )
    )
    r = np.terms[0].clause
    if (
        acts is None
        and r.form is A.Form.PASSIVE_PAST
        and r.modal is None
        and [a.role for a in r.args].count(A.Role.SUBJECT) == 1
        and sum(_this_turn(a) for a in r.args) == 1
    ):
        # 「このターン中にあなたのユニットがアタックされたのが３回目以上なら」: the event said of
        # what it happened to — 「このターン中にあなたのユニットが３回以上アタックされているなら」
        acts = replace(r, args=(*r.args, A.Arg(A.Role.NONE, placeholder)), form=A.Form.PASSIVE_PROG)
    got = _history(acts, v) if acts is not None else None
    if got is None or got.what != "history" or got.parts or got.event is None:
        raise Unsupported("the N-th act of a kind this turn, of this shape")
    return replace(
        got,
        n=nth.number.value,
        cmp=_NTH_CMP[nth.bound],
        detail=(*got.detail, ("upto", "trigger")),
    )


def _count_against_acts(c: A.Action, v: Vocab) -> Cond | None:
    """「相手のリアガードの数がこのターン中にあなたがアタックした回数以下なら」: the cards a place
    holds counted (「Xの数」) against the times a player acted this turn. The grammar hangs 「Xの数が」
    on the relative clause before 回数, a second subject beside the act's own doer; taken out, the
    comparison is said the other way round — 「このターン中にあなたがアタックした回数がXの数以上
    なら」 (以下 / 以上 turned round; ``counted_acts_compared``). None for any other clause."""
    pred = [a for a in c.args if a.role is A.Role.PREDICATE]
    if c.verb != "be" or c.form is not A.Form.NOMINAL or len(c.args) != 1 or len(pred) != 1:
        return None
    np = pred[0].value
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 3
        and isinstance(np.terms[0], A.Relative)
        and np.terms[1] == A.Word("times")
        and np.terms[2] in _OR_MORE_LESS
        and np.links == ("", "")
    ):
        return None
    act = np.terms[0].clause
    subj = [a for a in act.args if a.role is A.Role.SUBJECT]
    if len(subj) != 2:
        return None
    place = subj[0].value
    if not (
        isinstance(place, A.NounPhrase)
        and len(place.terms) >= 2
        and place.terms[-1] == A.Word("number")
        and place.links[-1] == "の"
        and isinstance(place.terms[0], A.Owner)
    ):
        return None
    kept = replace(act, args=tuple(a for a in act.args if a is not subj[0]))
    times = A.NounPhrase((A.Relative(kept), A.Word("times")), ("",))
    bound = _AT_MOST_LEAST[_OR_MORE_LESS[np.terms[2]]]
    than = A.NounPhrase((*place.terms[:-1], bound), (*place.links[:-1], ""))
    swapped = A.Action(
        "be",
        (A.Arg(A.Role.SUBJECT, times), A.Arg(A.Role.PREDICATE, than)),
        A.Form.NOMINAL,
    )
    return counted_acts_compared(swapped, v, kinds=True)


def _times_counted(c: A.Action) -> bool:
    """Whether the subject of a nominal clause is 「…した回数」 (a relative clause before 回数)."""
    subj = [a.value for a in c.args if a.role in (A.Role.SUBJECT, A.Role.TOPIC)]
    return (
        len(subj) == 1
        and isinstance(subj[0], A.NounPhrase)
        and subj[0].terms[1:] == (A.Word("times"),)
    )


def _every(c: A.Action, v: Vocab) -> Cond | None:
    """「あなたのベンチのカードがすべて《格闘》なら」 / 「相手のベンチのカードがすべてレストしている
    なら」: every card the subject names passes the description (a nominal predicate) or is in
    the state (``Vocab.states``) — ``Cond("every", sel=group, filt=...)``; the quantifier すべて
    printed apart from the subject. None for any other clause (the game says what an empty group
    makes of it)."""
    quant = [
        a
        for a in noun_args(c, A.Role.NONE, 1)
        if isinstance(q := np_terms(a.value)[0], A.Count) and q.bound == "all" and q.number is None
    ]
    subj = [a for a in c.args if a.role in (A.Role.SUBJECT, A.Role.TOPIC)]
    if len(quant) != 1 or len(subj) != 1:
        return None
    # 「あなたのリアガードが５枚すべて別名なら」: the number printed before すべて — there are
    # that many of them, every one of which passes
    counted = [
        a
        for a in c.args
        if a.role is A.Role.NONE
        and a is not quant[0]
        and isinstance(a.value, A.NounPhrase)
        and (got := bare_count(a.value)) is not None
        and got[1] == "exact"
        and got[0]
    ]
    rest = [a for a in c.args if a is not quant[0] and a is not subj[0] and a not in counted[:1]]
    if counted:
        every = _every(replace(c, args=tuple(a for a in c.args if a is not counted[0])), v)
        if every is None:
            return None
        n = bare_count(counted[0].value)
        assert n is not None and every.sel is not None
        there = Cond("count", sel=every.sel, cmp="eq", n=n[0])
        return Cond("and", parts=(there, every))
    if c.verb == "be" and c.form is A.Form.NOMINAL:
        if [a.role for a in rest] != [A.Role.PREDICATE]:
            return None
        filt = sel(rest[0].value, v)
    elif (st := state_clause(replace(c, args=tuple(rest)), v)) is not None and not st[0].args:
        # 「…がすべて【スタンド】している / していないなら」: each is (not) in the state
        _c, state, negated = st
        if negated and not v.negated_states:
            raise Unsupported("「…がすべて…していないなら」 in a game that cannot read it")
        filt = Sel(states=(f"not:{state}" if negated else state,))
    else:
        return None
    if filt.ref is not None or filt.owner is not None or filt.count is not None or filt.zones:
        raise Unsupported("「…がすべて…なら」 with a description of this kind")
    if (filt.other_name or filt.same_name) and filt.same_as is None:
        # 「それらがすべて別名なら」: no two of them share a name (12.6.1) — the cards compared
        # with one another, not each with this card (before: read as 「このカードと別名」)
        if filt != Sel(other_name=True) or not v.every_distinct:
            raise Unsupported("「…がすべて別名 / 同名なら」")
        filt = Sel(distinct_names=True)
    return Cond("every", sel=sel(subj[0].value, v), filt=filt)


ONLY = A.Word("only")


def _only_these(c: A.Action, v: Vocab) -> Cond | None:
    """「あなたのリアガードがこのユニットだけなら」 / 「あなたのドロップのカードがグレード０だけなら」
    (「XがYだけ」): the cards X names are Y and nothing else — a card named (a reference): X is that
    one card (one card there, and it is X's); a description: every card X names is so, as
    「Xがすべて Yなら」 reads it (``_every``: with none there, not met). None for another clause."""
    if not (c.verb == "be" and c.form is A.Form.NOMINAL):
        return None
    roles = [a.role for a in c.args]
    if roles not in ([A.Role.SUBJECT, A.Role.PREDICATE], [A.Role.TOPIC, A.Role.PREDICATE]):
        return None
    subj, pred = c.args[0].value, c.args[1].value
    if not (
        isinstance(pred, A.NounPhrase)
        and len(pred.terms) > 1
        and pred.terms[-1] == ONLY
        and pred.links[-1] == ""
    ):
        return None
    group = sel(subj, v)
    if group.ref is not None or group.count is not None:
        raise Unsupported("「…だけなら」 of cards named or counted")
    y = sel(A.NounPhrase(pred.terms[:-1], pred.links[:-1]), v)
    if y.ref is not None:
        if y != Sel(ref=y.ref):
            raise Unsupported("「…だけなら」 of a reference with a description")
        return both(  # type: ignore[return-value]
            Cond("count", sel=group, cmp="eq", n=1), Cond("match", sel=y, filt=group)
        )
    if y.owner is not None or y.count is not None or y.zones:
        raise Unsupported("「…だけなら」 with a description of this kind")
    return Cond("every", sel=group, filt=y)


def place_out_of_filter(c: A.Action) -> A.Action:
    """「このユニットと同じ縦列にあなたの「X」を含むリアガードがいる」: the grammar hangs the place
    (「…に」) and the owner (「あなたの」) on the filter opening the subject (「…に…「X」を含む」);
    they are the clause's place and the subject's owner — taken out, the filter left describing
    the subject. So is a place before a comparison (「…にXと同じグレードのカードがある」). The
    clause unchanged otherwise."""
    if c.verb not in ("exist", "exist_thing") or [a.role for a in c.args] != [A.Role.SUBJECT]:
        return c
    np = c.args[0].value
    if not isinstance(np, A.NounPhrase) or not np.terms or not isinstance(np.terms[0], A.Relative):
        return c
    f = np.terms[0].clause
    goal = [a for a in f.args if a.role is A.Role.GOAL]
    if (
        f.verb in ("same", "differ", "be_different")
        and f.form is A.Form.FINAL
        and len(goal) == 1
        and f.args[0] is goal[0]
        and any(a.role is A.Role.WITH for a in f.args)
    ):
        # 「あなたのダメージゾーンにこのユニットと同じグレードのカードがあるなら」: the place opens the
        # clause, before the comparison 「…と同じ」 the grammar hangs it on — the clause's place
        filt = A.Relative(replace(f, args=tuple(a for a in f.args if a is not goal[0])))
        subject = A.NounPhrase((filt, *np.terms[1:]), np.links, np.span)
        return replace(c, args=(goal[0], replace(c.args[0], value=subject)))
    obj = [a for a in f.args if a.role is A.Role.OBJECT]
    if f.verb not in ("contain", "have") or len(goal) != 1 or len(obj) != 1 or len(f.args) != 2:
        return c
    o = obj[0].value
    if not isinstance(o, A.NounPhrase) or len(o.terms) < 2 or not isinstance(o.terms[0], A.Owner):
        return c
    if o.links[:1] != ("の",):
        return c
    inner = A.Arg(A.Role.OBJECT, A.NounPhrase(o.terms[1:], o.links[1:]), obj[0].pause)
    filt = A.Relative(replace(f, args=(inner,)))
    subject = A.NounPhrase((o.terms[0], filt, *np.terms[1:]), ("の", *np.links))
    return replace(c, args=(goal[0], replace(c.args[0], value=subject)))


# the passive forms a relative clause opening a condition's subject may be in
# (``first_conjunct_out_of_passive``)
_PASSIVE_RELATIVE = (A.Form.PASSIVE_PAST, A.Form.PASSIVE_PROG, A.Form.PASSIVE)


def first_conjunct_out_of_passive(c: A.Action) -> A.Action:
    """「あなたが後攻で、ブーストされたユニットがヴァンガードなら」: the grammar hangs 「あなたが後攻で、」
    on the passive relative clause opening the subject (a subject and a means, the comma after
    it); a passive's subject is what undergoes it, never its doer, so they are the condition's
    first part — the clause as 「XがYで、ZがWなら」 is read (its subject and ``MEANS`` first).
    The clause unchanged otherwise."""
    if c.verb != "be" or c.form is not A.Form.NOMINAL or not c.args:
        return c
    first = c.args[0]
    np = first.value
    if first.role is not A.Role.SUBJECT or not isinstance(np, A.NounPhrase) or len(np.terms) < 2:
        return c
    t = np.terms[0]
    if not isinstance(t, A.Relative) or t.clause.form not in _PASSIVE_RELATIVE:
        return c
    inner = t.clause.args
    if [a.role for a in inner] != [A.Role.SUBJECT, A.Role.MEANS] or not inner[1].pause:
        return c
    rel = A.Relative(replace(t.clause, args=()))
    subject = replace(first, value=replace(np, terms=(rel, *np.terms[1:])))
    return replace(c, args=(*inner, subject, *c.args[1:]))


def _clause(c: A.Action, v: Vocab) -> Cond:
    c = place_out_of_filter(c)
    for hook in v.hooks.get("condition", ()):
        got = hook(c, v)
        if got is not None:
            return got  # type: ignore[no-any-return]
    if c.verb == "due":
        return _event_due(c, v)
    due = _due_thing(c)
    if due is not None:
        return _event_due(due, v)  # 「それがXによるものなら」: what 「それがXによるなら」 says
    counted = _count_joined(c, v)
    if counted is not None:
        return counted
    every = _every(c, v) or _only_these(c, v)
    if every is not None:
        return every
    if c.verb == "be" and c.form is A.Form.NOMINAL and len(c.args) == 1:
        # 「このユニットがブーストしたバトル中、あなたのヴァンガードが…なら」: the battle named by
        # what happens in it, joined to the condition after it
        state = battle_state(c.args[0].value, v) if c.args[0].role is A.Role.PREDICATE else None
        if state is not None:
            return _clause(state, v)
        # 「相手のリアガードが山札の下に置かれているターンなら」: this turn is one in which it
        # happened — 「このターンに…されているなら」
        turn = turn_state(c.args[0].value) if c.args[0].role is A.Role.PREDICATE else None
        if turn is not None:
            got = _history(turn, v)
            if got is None:
                raise Unsupported(f"a turn named by {turn.verb}.{turn.form.value}")
            return got
    compared = counted_acts_compared(c, v) or _count_against_acts(c, v)
    if compared is not None:
        return compared
    nth = _nth_occurrence(c, v)
    if nth is not None:
        return nth
    acts = counted_acts(c, v) or _undergone_in_battle(c)
    if acts is not None:
        got = _history(acts, v)
        if got is None:
            raise Unsupported(f"the cards counted by {acts.verb}.{acts.form.value} this turn")
        return got
    hist = _history(c, v)
    if hist is not None:
        return hist
    each = _each_exists(c, v)
    if each is not None:
        return each
    from ruling.cardtext.triggers import _keyword_act

    # 「あなたのヴァンガードが【超越】しているなら」: する with a keyword action, that action's verb
    c = _keyword_act(c, v)
    besides = _besides(c)
    if besides is not None:
        c = besides
    negated = state_clause(c, v)
    if negated is not None and negated[2]:
        # 「このユニットが【レスト】していないなら」 / 「相手のヴァンガードがデリートされていない
        # なら」: the card named is not in the state (``nouns.state_clause``)
        c, state_id, _neg = negated
        args = args_of(c)
        when = during(args.pop(A.Role.TIME, None), v)
        if set(args) not in ({A.Role.SUBJECT}, {A.Role.TOPIC}):
            raise Unsupported(f"the condition {c.verb}.{c.form.value}, negated, of this shape")
        subj = args.get(A.Role.SUBJECT) or args.get(A.Role.TOPIC)
        m = Cond("match", sel=_pointed(subj, v), filt=Sel(states=(state_id,)))
        return both(when, Cond("not", parts=(m,)))  # type: ignore[return-value]
    args = args_of(c)
    when = during(args.pop(A.Role.TIME, None), v)
    verb, form = c.verb, c.form
    if verb == "be" and form is A.Form.NOMINAL:
        return both(when, _nominal(args, v))  # type: ignore[return-value]
    if verb == "be" and form is A.Form.NEGATIVE:
        # 「XがYでない(なら)」 / 「…ではない」 / 「…でなければ」: the nominal condition, not met;
        # a subject of every card (「…すべてが…でない」: none, or not all?) is left refused
        if any(_every_word(a) for a in args.values()):
            raise Unsupported("a negative nominal condition on all of the cards")
        return both(when, Cond("not", parts=(_nominal(args, v),)))  # type: ignore[return-value]
    if (
        verb == "filled"
        and form is A.Form.PROGRESSIVE
        and set(args) == {A.Role.SUBJECT, A.Role.NONE}
    ):
        return both(when, _filled(args[A.Role.SUBJECT], args[A.Role.NONE], v))  # type: ignore[return-value]
    if verb == "vacant" and form is A.Form.PROGRESSIVE and set(args) == {A.Role.SUBJECT}:
        return both(when, _vacant(args[A.Role.SUBJECT], v))  # type: ignore[return-value]
    if verb == "become" and form is A.Form.PAST and set(args) == {A.Role.SUBJECT, A.Role.GOAL}:
        # 「相手のリアガードが０枚になったなら」 / 「そのヴァンガードのパワーが0以下になったなら」:
        # 「XがYなら」 holds now and did not when the effect began to resolve — read where the
        # game's runtime keeps the value from then (``Vocab.became``)
        if not v.became:
            raise Unsupported("「…になったなら」 in a game whose runtime does not read it")
        now = _nominal(
            {A.Role.SUBJECT: args[A.Role.SUBJECT], A.Role.PREDICATE: args[A.Role.GOAL]}, v
        )
        if now.what not in ("count", "stat") or now.sel is None:
            raise Unsupported("「…になったなら」 of this shape")
        if now.sel.ref is not None and (
            now.what != "stat" or now.than is not None or now.value is not None
        ):
            # 「そのユニットのパワーが0以下になったなら」 (a card the effect names, a stat compared
            # with a number) is read: the runtime keeps every unit's value from when the effect
            # began (``Vocab.became``); a count of cards named later is not
            raise Unsupported("「…になったなら」 of this shape")
        return both(when, Cond("became", parts=(now,)))  # type: ignore[return-value]
    if verb in ("higher", "lower") and form is A.Form.FINAL:
        return both(when, _higher(args, verb, v))  # type: ignore[return-value]
    if verb in ("more", "fewer") and form is A.Form.FINAL:
        return both(when, _more(args, verb, v))  # type: ignore[return-value]
    if verb == "same" and form in (A.Form.FINAL, A.Form.NEGATIVE):
        same = _same_count(args, v) or _same_value(args, v) or _all_same(args, v)
        if same is not None and form is A.Form.NEGATIVE:
            # 「…が同じでないなら」: the same condition denied
            same = Cond("not", parts=(same,))
        if same is not None:
            return both(when, same)  # type: ignore[return-value]
    if verb in ("exist", "exist_thing") and form in (A.Form.FINAL, A.Form.NEGATIVE):
        if besides is not None:
            args[A.Role.GOAL] = args.get(A.Role.GOAL, OTHER_PLACE)
        return both(when, _exists(args, form is A.Form.NEGATIVE, v))  # type: ignore[return-value]
    if verb in ("exist", "exist_thing") and form is A.Form.PAST and A.Role.GOAL not in args:
        # 「その中に「X」を含むカードが」: the grammar hangs the place on the filter
        args[A.Role.SUBJECT], place = _place_out_of_relative(args.get(A.Role.SUBJECT))
        if place is not None:
            args[A.Role.GOAL] = place
    if verb in ("exist", "exist_thing") and form is A.Form.PAST and args.get(A.Role.GOAL) == AMONG:
        # 「その中に「X」を含むカードがあったなら」: among the cards the step before dealt with,
        # which were (and are) those cards — as 「その中に…があるなら」
        return both(when, _exists(args, False, v))  # type: ignore[return-value]
    if (
        verb in ("exist", "exist_thing")
        and form is A.Form.PAST
        and A.Role.GOAL in args
        and (sel(args[A.Role.GOAL], v).ref or "").startswith(("acted:", "cost:"))
    ):
        # 「退却させたユニットに「X」を含むユニットがいたなら」: among the cards a step (or the
        # cost) of this ability acted on, a fixed set — as 「…がいるなら」
        return both(when, _exists(args, False, v))  # type: ignore[return-value]
    if verb == "have" and form in (A.Form.FINAL, A.Form.NEGATIVE):
        owned = _owned(args, v)
        if owned is not None:
            return both(when, owned if form is A.Form.FINAL else Cond("not", parts=(owned,)))  # type: ignore[return-value]
    if verb == "belong" and form in (A.Form.PROGRESSIVE, A.Form.PROGRESSIVE_NEG):
        # 「《X》に属している / 属していない」: a state, as 「属する / 属さない」 (2.14.1)
        form = A.Form.FINAL if form is A.Form.PROGRESSIVE else A.Form.NEGATIVE
    if verb in ("have", "contain", "belong") and form in (A.Form.FINAL, A.Form.NEGATIVE):
        subj = args.pop(A.Role.SUBJECT, None) or args.pop(A.Role.TOPIC, None)
        if form is A.Form.FINAL and _floating_all(subj, args.get(A.Role.NONE)):
            # 「あなたのリアガードがすべて「騎士」を含むなら」: the quantifier printed apart from its
            # noun is the subject's, as 「あなたのリアガードすべてが「騎士」を含むなら」 prints it
            del args[A.Role.NONE]
            subj = A.NounPhrase((*subj.terms, ALL_CARDS), (*subj.links, ""), subj.span)
        filt = _filter_of(A.Action(verb, tuple(A.Arg(r, x) for r, x in args.items()), form), v)
        pointed = _pointed(subj, v)
        m = _some_in_column(pointed, filt) or Cond("match", sel=pointed, filt=filt)
        return both(when, m if form is A.Form.FINAL else Cond("not", parts=(m,)))  # type: ignore[return-value]
    state = v.states.get((verb, form.value))
    if state in v.battle_states and args.get(A.Role.MEANS) in BATTLES:
        del args[A.Role.MEANS]  # 「このバトルでこのユニットがブーストされているなら」
    if (
        state in v.battle_states
        and form in (A.Form.PROGRESSIVE, A.Form.PASSIVE_PROG)
        and A.Role.SUBJECT in args
    ):
        got = _battle_state_with(verb, args, v, form)
        if got is not None:
            return both(when, got)  # type: ignore[return-value]
    if (verb, form.value) in v.states and set(args) <= {A.Role.SUBJECT, A.Role.TOPIC}:
        subj = args.get(A.Role.SUBJECT) or args.get(A.Role.TOPIC)
        filt = Sel(states=(v.states[(verb, form.value)],))
        return both(when, Cond("match", sel=_pointed(subj, v), filt=filt))  # type: ignore[return-value]
    counted_state = _counted_in_state(verb, form, args, v)
    if counted_state is not None:
        return both(when, counted_state)  # type: ignore[return-value]
    put = _put_there(verb, form, args, v)
    if put is not None:
        return both(when, put)  # type: ignore[return-value]
    left = _units_retired(verb, form, args, v)
    if left is not None:
        return both(when, left)  # type: ignore[return-value]
    doer = _fighter(args.get(A.Role.SUBJECT)) if form in DONE_FORMS + NOT_DONE_FORMS else None
    if doer is not None:
        # 「相手がコールしなかったなら」 / 「あなたが引いたなら」: the step before, done by the fighter
        # the subject names — it must be that step's performer (``abilities.in_context`` checks;
        # VG 11.8.5.1: the fighter named does it)
        del args[A.Role.SUBJECT]
        got = _clause(A.Action(verb, tuple(A.Arg(r, x) for r, x in args.items()), form), v)
        if got.what not in ("done", "not_done"):
            raise Unsupported(f"the condition {verb}.{form.value} with its fighter")
        return both(when, replace(got, detail=(*got.detail, ("performer", doer))))  # type: ignore[return-value]
    if form in DONE_FORMS + NOT_DONE_FORMS and args.get(A.Role.MEANS) in (THIS_EFFECT, *BY_THIS):
        # 「この効果で退却させたなら」 / 「この能力で【スタンド】したなら」: the step before is this
        # effect's (11.2.3) — as 「退却させたなら」, which reads that step of this ability's effect
        del args[A.Role.MEANS]
    if form in DONE_FORMS and args.get(A.Role.MEANS) == THIS_COST:
        return both(when, _done_by_cost(verb, args, v))  # type: ignore[return-value]
    if form in DONE_FORMS and set(args) == {A.Role.OBJECT}:
        return both(when, _done_to(verb, args[A.Role.OBJECT], v))  # type: ignore[return-value]
    if form in DONE_FORMS and A.Role.NONE in args and set(args) <= {A.Role.OBJECT, A.Role.NONE}:
        return both(when, _done_count(verb, args, v))  # type: ignore[return-value]
    if form in DONE_FORMS and not args:
        return both(when, Cond("done", verb=v.verbs.get(verb, verb)))  # type: ignore[return-value]
    if form in NOT_DONE_FORMS and not args:
        return both(when, Cond("not_done", verb=v.verbs.get(verb, verb)))  # type: ignore[return-value]
    again = _event_again(c, v) if when is None else None
    if again is not None:
        return again
    raise Unsupported(f"the condition {verb}.{form.value}")


def _event_again(c: A.Action, v: Vocab) -> Cond | None:
    """「ソウルに置かれたなら」 / 「後列から前列に移動したなら」 / 「そのユニットがあなたのカードの
    能力で退却したなら」: a clause of an event (``Vocab.events``, read as a trigger condition reads
    it) in the past, with no time, that no other reading takes — the event that triggered this
    ability, described further: ``Cond("event_is")``. Whose ability has a trigger on that event
    the game checks once the ability is read; the subject left unsaid (or 「その」 / 「この」 of the
    card the trigger is about) is the trigger's. None in a game whose runtime does not read it,
    or for a clause of no event."""
    if not v.redescribed_events or c.modal is not None:
        return None
    if c.form not in (A.Form.PAST, A.Form.PASSIVE_PAST) or (c.verb, c.form.value) not in v.events:
        return None
    from ruling.cardtext.triggers import clause as event

    return Cond("event_is", event=event(c, v))


EVENT_IT = A.NounPhrase((A.Ref("it"),))  # それ: the event that triggered the ability


_THING = A.Word("thing")


def _due_thing(c: A.Action) -> A.Action | None:
    """「それがあなたのカードの効果によるものなら」: 「Xによるもの」 (the thing due to X) as the
    predicate of 「それが…なら」 says what 「それがXによるなら」 says — the clause 「Xによる」 with the
    same subject; None for another clause."""
    if c.verb != "be" or c.form is not A.Form.NOMINAL or len(c.args) != 2:
        return None
    subj, pred = c.args
    np = pred.value
    if (
        subj.role is not A.Role.SUBJECT
        or pred.role is not A.Role.PREDICATE
        or not isinstance(np, A.NounPhrase)
        or len(np.terms) < 2
        or np.terms[-1] != _THING
        or np.links[-1] != "による"
    ):
        return None
    by = A.NounPhrase(np.terms[:-1], np.links[:-1])
    return A.Action("due", (subj, A.Arg(A.Role.BY, by)), A.Form.FINAL)


def _event_due(c: A.Action, v: Vocab) -> Cond:
    """「（相手のリアガードが退却した時、）それがあなたのカードの効果によるなら」 / 「それがあなた
    のカードのコストによるなら」: the event that triggered the ability (それ) was made by what
    the phrase names, as 「…で退却した」 says it — that event read again with this means:
    ``Cond("event_is")`` of the event ``it`` (the trigger's own event, its means and source the
    phrase's: ``Trig.means`` / ``Trig.by``). Refused in a game whose runtime does not read an
    event again (``Vocab.redescribed_events``), and for a subject other than それ."""
    args = args_of(c)
    if not v.redescribed_events or set(args) != {A.Role.SUBJECT, A.Role.BY}:
        raise Unsupported("「…による」 of this shape")
    if args[A.Role.SUBJECT] != EVENT_IT:
        raise Unsupported("「…による」 said of something other than the event")
    from ruling.cardtext.triggers import _means

    means, by = _means(args[A.Role.BY], v)
    return Cond("event_is", event=Trig("it", means=means, by=by))


def _counted_in_state(verb: str, form: A.Form, args: dict[A.Role, Any], v: Vocab) -> Cond | None:
    """「あなたのリアガードが３枚以上【スタンド】しているなら」 / 「相手のリアガードが２枚【レスト】
    しているなら」: a verb of a state (``Vocab.states``, 「…している」) with a count of cards
    between its subject and itself — how many of the cards the subject describes are in that
    state: ``Cond("count")`` of the subject with the state as a filter. None for another clause
    (a subject that points at cards, or a count of another shape)."""
    state = v.states.get((verb, form.value))
    if state is None or A.Role.NONE not in args:
        return None
    if not set(args) <= {A.Role.SUBJECT, A.Role.TOPIC, A.Role.NONE} or len(args) != 2:
        return None
    counted = bare_count(args[A.Role.NONE])
    if counted is None or counted[0] is None or counted[1] not in CMP:
        return None
    s = sel(args.get(A.Role.SUBJECT) or args.get(A.Role.TOPIC), v)
    if s.ref is not None or s.count is not None:
        return None
    n, bound = counted
    return Cond("count", sel=replace(s, states=(*s.states, state)), cmp=CMP[bound], n=n)


def _count_joined(c: A.Action, v: Vocab) -> Cond | None:
    """「あなたのリアガードが５枚で、すべて【スタンド】しているなら」: a count printed after the
    subject and joined by で (the grammar's ``MEANS`` with a pause) is a condition of its own on
    the subject — 「あなたのリアガードが５枚」 — joined to the rest of the clause, said of the same
    subject; None for any other clause."""
    subj = [a for a in c.args if a.role in (A.Role.SUBJECT, A.Role.TOPIC)]
    means = [a for a in c.args if a.role is A.Role.MEANS and a.pause and _count_only(a.value)]
    if len(subj) != 1 or len(means) != 1:
        return None
    rest = tuple(a for a in c.args if a is not means[0])
    if len(rest) < 2:
        return None
    count = A.Action("be", (subj[0], A.Arg(A.Role.PREDICATE, means[0].value)), A.Form.NOMINAL)
    return both(_clause(count, v), _clause(replace(c, args=rest), v))  # type: ignore[return-value]


def _fighter(np: Any) -> str | None:
    """「あなた」 / 「相手」 alone: the fighter a subject names, else None."""
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 1
        and isinstance(np.terms[0], A.Owner)
        and np.terms[0].who in ("you", "opponent")
    ):
        return np.terms[0].who
    return None


BACK_ROW = A.NounPhrase((A.Zone("back_stage"),))  # 後列


def _battle_state_with(
    verb: str, args: dict[A.Role, Any], v: Vocab, form: A.Form = A.Form.PROGRESSIVE
) -> Cond | None:
    """「このユニットがヴァンガードにアタックしている(バトル中)」: X is in the battle state and the
    other unit of it (the one attacked, ``Sel.partner`` X) fits the goal; 「このユニットが後列から
    アタックしている」: X is in the state and in the back row (where it attacked from: a unit does
    not move in its battle). In the passive (「このユニットが後列のユニットにブーストされている」,
    「…グレード３のユニットにアタックされている」) the に-phrase is the doer: X is in the passive
    state and its partner, in the active one, fits the goal. None when the clause holds anything
    else."""
    rest = {k: a for k, a in args.items() if k is not A.Role.SUBJECT}
    if not rest or set(rest) - {A.Role.GOAL, A.Role.SOURCE}:
        return None
    if form is A.Form.PASSIVE_PROG and set(rest) != {A.Role.GOAL}:
        return None
    who = _pointed(args[A.Role.SUBJECT], v)
    if who.ref is None:
        return None
    passive = (A.Form.PASSIVE_PROG, A.Form.PROGRESSIVE)
    mine, theirs = passive if form is A.Form.PASSIVE_PROG else passive[::-1]
    parts = [Cond("match", sel=who, filt=Sel(states=(v.states[(verb, mine.value)],)))]
    if A.Role.GOAL in rest:
        other = v.states.get((verb, theirs.value))
        goal = sel(rest[A.Role.GOAL], v)
        if other not in v.battle_states or goal.ref is not None or goal.count is not None:
            raise Unsupported(f"a battle state {verb} with a goal of this shape")
        partner = replace(goal, states=(*goal.states, other), partner=who)
        parts.append(Cond("count", sel=partner, cmp="ge", n=1))
    if A.Role.SOURCE in rest:
        if rest[A.Role.SOURCE] != BACK_ROW:
            raise Unsupported(f"a battle state {verb} from a place of this shape")
        parts.append(Cond("at", sel=who, filt=Sel(zones=("back",))))
    return both(*parts)


def _each_exists(c: A.Action, v: Vocab) -> Cond | None:
    """「あなたのソウルに「A」と「B」と「C」があるなら」: the grammar reads the names before the
    last as arguments 「…と」 of the verb; none of them is a reference the subject's name is
    compared with (「このユニットと同名の…」), so each is a thing that is there too — a
    condition on each (all of them)."""
    if c.verb not in ("exist", "exist_thing") or c.form is not A.Form.FINAL:
        return None
    withs = [a for a in c.args if a.role is A.Role.WITH]
    subj = [a for a in c.args if a.role is A.Role.SUBJECT]
    if not withs or len(subj) != 1:
        return None
    if any(sel(a.value, v).ref is not None for a in withs):
        return None
    s = sel(subj[0].value, v)
    if s.same_name or s.other_name or s.ref is not None:
        return None
    rest = tuple(a for a in c.args if a.role not in (A.Role.WITH, A.Role.SUBJECT))
    return both(
        *(
            _clause(A.Action(c.verb, (*rest, replace(a, role=A.Role.SUBJECT)), c.form), v)
            for a in (*withs, subj[0])
        )
    )


def _done_to(verb: str, obj: Any, v: Vocab) -> Cond:
    """「グレード３以上を置いたなら」 / 「「X」を含むユニットをコールしたなら」: the step before did
    it (11.2.3) to at least one card the description fits (read as a filter of those cards: a
    description naming places, owners, counts or other cards is refused)."""
    op = v.verbs.get(verb)
    if op is None or op not in v.done_objects:
        raise Unsupported(f"a condition on the cards {verb} acted on")
    return Cond("done", verb=op, filt=_done_filter(verb, obj, v))


def _done_filter(verb: str, obj: Any, v: Vocab) -> Sel:
    """The description of the cards a step (or a cost) acted on, read as a filter of those cards:
    a description naming places, owners, counts or other cards is refused."""
    filt = sel(obj, v)
    if (
        filt.ref is not None
        or filt.zones
        or filt.owner is not None
        or filt.pos is not None
        or filt.count is not None
        or filt.bound != "exact"
        or filt.each
        or filt.on is not None
        or filt.column is not None
    ):
        raise Unsupported(f"a condition {verb} of a description of this shape")
    return filt


def _done_by_cost(verb: str, args: dict[A.Role, Any], v: Vocab) -> Cond:
    """「このコストで３枚以上退却させたなら」 / 「このコストでグレード４を【ソウルブラスト】したなら」 /
    「このコストでグレード３を捨てたなら」: a requirement (11.2.3) read from the cost the ability was
    paid with (11.7.1) — the cards it did that to (of a description, that many): ``Cond("done")``
    with ``detail`` ``by`` ``cost``, for the operations whose cards the game's runtime keeps from
    a cost (``Vocab.cost_objects``). 「【ソウルブラスト】した」: する with the payment's word."""
    rest = {r: x for r, x in args.items() if r is not A.Role.MEANS}
    op = v.verbs.get(verb, verb)
    word = rest.get(A.Role.NONE)
    if (
        verb == "do"
        and isinstance(word, A.NounPhrase)
        and len(word.terms) == 1
        and isinstance(word.terms[0], A.Word)
    ):
        op = word.terms[0].id
        del rest[A.Role.NONE]
    if op not in v.cost_objects:
        raise Unsupported(f"a condition on the cards the cost {verb} acted on")
    if not set(rest) <= {A.Role.OBJECT, A.Role.NONE}:
        raise Unsupported(
            f"a condition {verb} by this cost with {', '.join(sorted(r.value for r in rest))}"
        )
    filt = _done_filter(verb, rest[A.Role.OBJECT], v) if A.Role.OBJECT in rest else None
    n, cmp, detail = 1, "ge", (("by", "cost"),)
    if A.Role.NONE in rest:
        counted = bare_count(rest[A.Role.NONE])
        if counted is None or counted[0] is None or counted[1] not in ("exact", "at_least"):
            raise Unsupported(f"a condition {verb} with a count of this shape")
        n, cmp = counted[0], CMP[counted[1]]
        detail += (("count", "cards"),)
    return Cond("done", verb=op, filt=filt, n=n, cmp=cmp, detail=detail)


def _done_count(verb: str, args: dict[A.Role, Any], v: Vocab) -> Cond:
    """「３枚以上選んだなら」 / 「２枚置いたなら」 / 「グレード３を２枚以上置いたなら」: the step
    before did it (11.2.3) to that many cards (of that description): ``Cond("done")`` with ``n``
    / ``cmp`` and ``detail`` ``count`` ``cards``, for every operation whose cards the game's
    runtime keeps (``Vocab.done_objects``)."""
    op = v.verbs.get(verb)
    if op is None or op not in v.done_objects:
        raise Unsupported(f"a condition on how many cards {verb} acted on")
    counted = bare_count(args[A.Role.NONE])
    if counted is None or counted[0] is None or counted[1] not in ("exact", "at_least"):
        raise Unsupported(f"a condition {verb} with a count of this shape")
    n, bound = counted
    filt = _done_filter(verb, args[A.Role.OBJECT], v) if A.Role.OBJECT in args else None
    return Cond("done", verb=op, filt=filt, n=n, cmp=CMP[bound], detail=(("count", "cards"),))


# 「このターンに…している / していない / されている」 and 「このターンに…した / しなかった /
# された / されなかったなら」: whether an event happened this turn, the event read as a trigger
# condition's (…した / …された時). A verb's meaning times its form: the event is the verb's, the
# form says only active or passive and whether it is negated, so every verb with a trigger event
# gets every one of these forms. Without 「このターンに」 the past forms are about the step before
# (11.2.3: ``done`` / ``not_done``). 「このターンに…していた / していなかったなら」 (the perfect
# told in the past: what had happened by the time the condition is read) says the same as
# 「…している / していない」; without the time it is not a history (「【レスト】していたなら」, a
# state at an earlier moment the board does not show, stays refused).
HISTORY_FORMS = {
    A.Form.PROGRESSIVE: (A.Form.PAST, False),
    A.Form.PROGRESSIVE_NEG: (A.Form.PAST, True),
    A.Form.PROGRESSIVE_PAST: (A.Form.PAST, False),
    A.Form.PROGRESSIVE_NEG_PAST: (A.Form.PAST, True),
    A.Form.PASSIVE_PROG: (A.Form.PASSIVE_PAST, False),
    A.Form.PAST: (A.Form.PAST, False),
    A.Form.NEGATIVE_PAST: (A.Form.PAST, True),
    A.Form.PASSIVE_PAST: (A.Form.PASSIVE_PAST, False),
    A.Form.PASSIVE_NEG_PAST: (A.Form.PASSIVE_PAST, True),
    # 「このターンにあなたが相手のリアガードを退却させている / させていない / させていた /
    # させていなかったなら」: what the subject did to the object (``_agent_act``)
    A.Form.CAUSATIVE_PROG: (A.Form.PAST, False),
    A.Form.CAUSATIVE_PROG_NEG: (A.Form.PAST, True),
    A.Form.CAUSATIVE_PROG_PAST: (A.Form.PAST, False),
    A.Form.CAUSATIVE_PROG_NEG_PAST: (A.Form.PAST, True),
}
_CAUSATIVE_HISTORY = frozenset(
    {
        A.Form.CAUSATIVE_PROG,
        A.Form.CAUSATIVE_PROG_NEG,
        A.Form.CAUSATIVE_PROG_PAST,
        A.Form.CAUSATIVE_PROG_NEG_PAST,
    }
)


def _agent_act(c: A.Action, form: A.Form, v: Vocab) -> tuple[A.Action, A.Form, str | None]:
    """「このターンにあなたが相手のリアガードを２枚以上退却させているなら」 / 「このターンにあなたが
    リアガードを(R)にコールしていないなら」 / 「このターンに手札から２枚以上バインドしているなら」:
    a fighter (or, unsaid, the master) did an act to cards — read as the event about those cards
    (the intransitive past of a causative, 「退却した」; else the passive, 「バインドされた」),
    done by that fighter (the third value: ``you`` / ``opponent``; None when the clause is not
    such an act and is returned as it is). Only for a verb whose active past is no event of the
    game's own (「アタックしている」 stays the attacker's act)."""
    causative = c.form in _CAUSATIVE_HISTORY
    if not causative and (c.verb, form.value) in v.events:
        return c, form, None
    subj = [a for a in c.args if a.role in (A.Role.SUBJECT, A.Role.TOPIC)]
    obj = [a for a in c.args if a.role is A.Role.OBJECT]
    if len(subj) > 1 or len(obj) > 1:
        return c, form, None
    who = "you"
    if subj:
        np = subj[0].value
        if not (
            isinstance(np, A.NounPhrase)
            and len(np.terms) == 1
            and isinstance(np.terms[0], A.Owner)
            and np.terms[0].who in ("you", "opponent")
        ):
            return c, form, None
        who = np.terms[0].who
    elif not causative and not obj and not v.unsaid_subject:
        return c, form, None
    new = A.Form.PAST if causative and (c.verb, "past") in v.events else A.Form.PASSIVE_PAST
    if (c.verb, new.value) not in v.events:
        return c, form, None
    args = tuple(
        A.Arg(A.Role.SUBJECT, a.value, a.pause) if a.role is A.Role.OBJECT else a
        for a in c.args
        if a.role not in (A.Role.SUBJECT, A.Role.TOPIC)
    )
    if not obj:
        # 「手札から２枚以上バインドしている」: no object named — any card
        args = (A.Arg(A.Role.SUBJECT, A.NounPhrase((A.CardKind("card"),))), *args)
    return replace(c, args=args), new, who


# 「偶数」 / 「奇数」 as a value's predicate: the remainder mod 2 it names (``Cond.cmp`` ``mod2``)
PARITY = {"偶数": 0, "奇数": 1}
THIS_TURN = A.NounPhrase((A.Ref("this"), A.Word("turn")), ("",))
THIS_ABILITY = A.NounPhrase((A.Ref("this_ability"),))
# ``Cond.verb`` of 「この能力が発動している」 (a game lists it in ``Vocab.history_events``)
SELF_TRIGGERED = "self_triggered"
THIS_BATTLE = A.NounPhrase((A.Ref("this"), A.Word("battle")), ("",))
# 「そのバトルで」: the battle the ability's trigger or duration spoke of, the battle now (as
# 「そのバトル中」 and 「このバトル中」 are one duration)
THAT_BATTLE = A.NounPhrase((A.Ref("that"), A.Word("battle")), ("",))
BATTLES = (THIS_BATTLE, THAT_BATTLE)
THIS_EFFECT = A.NounPhrase((A.Ref("this"), A.CardKind("effect")), ("",))  # この効果
THIS_COST = A.NounPhrase((A.Ref("this"), A.Stat("cost")), ("",))
# 「このバトルフェイズに…している」: since the phase began (``detail`` ``since``)
SINCE = {A.NounPhrase((A.Ref("this"), A.Word("battle_phase")), ("",)): "battle"}


THAT_TURN = A.NounPhrase((A.Ref("that"), A.Word("turn")), ("",))


def _battle_time(c: A.Action) -> A.Action:
    """「そのバトル中に相手がガードしていたなら」 / 「このバトル中に…」: the battle a past event is
    looked for in, printed as a time (as 「このターン中に」 is the turn's) — what 「そのバトルで…
    していたなら」 says (``BATTLES``, since the battle began). Only a clause in a history form with
    no battle named otherwise; any other clause as it is."""
    times = [a for a in c.args if a.role is A.Role.TIME and a.value == A.Duration("this_battle")]
    if (
        c.form not in HISTORY_FORMS
        or len(times) != 1
        or any(a.role is A.Role.MEANS and a.value in BATTLES for a in c.args)
    ):
        return c
    battle = A.Arg(A.Role.MEANS, THAT_BATTLE)
    return replace(c, args=tuple(battle if a is times[0] else a for a in c.args))


def _this_turn(a: A.Arg) -> bool:
    """The turn a past event is looked for in: 「このターンに」, 「そのターンに」 (the turn the
    ability speaks of, this one), 「このターン中に」 / 「そのターン中に」 (a time), or since a phase
    began (``SINCE``)."""
    if a.role is A.Role.GOAL:
        return a.value == THIS_TURN or a.value == THAT_TURN or a.value in SINCE
    return a.role is A.Role.TIME and isinstance(a.value, A.Duration) and a.value.id == "this_turn"


def _history(c: A.Action, v: Vocab) -> Cond | None:
    from ruling.cardtext.triggers import hoist_subject, hoist_time

    c, neg = _split_negative(c)
    c = _battles_act(_battle_time(hoist_time(hoist_subject(c))), v)
    turn = [a for a in c.args if _this_turn(a)]
    battle = [a for a in c.args if a.role is A.Role.MEANS and a.value in BATTLES]
    if c.form in HISTORY_FORMS and not turn and len(battle) == 1 and v.since_battle:
        # 「このバトルでアタックがヒットしていないなら」 / 「そのバトルで…」: what happened in the
        # battle now (since it began); the act with no card named (「アタック」) is that
        # battle's, any unit's
        c = replace(c, args=tuple(_battle_act(a, v) for a in c.args))
        turn = [next(a for a in c.args if a.role is A.Role.MEANS and a.value in BATTLES)]
    if not turn and not battle and _in_stay(c, v):
        return _stay_history(c, neg, v)
    if c.form not in HISTORY_FORMS or len(turn) != 1:
        return None
    since = (
        "this_battle"
        if turn[0].role is A.Role.MEANS
        else SINCE.get(turn[0].value)
        if turn[0].role is A.Role.GOAL
        else None
    )
    from ruling.cardtext.triggers import clause

    def event(act: A.Action, v: Vocab) -> Trig:
        # an event a game reads in its own way (VG: a card put into the trigger zone by a
        # check, 7.16.1), as its trigger would read it; else the shared reading of the clause
        for hook in v.hooks.get("history_event", ()):
            got = hook(act, v)
            if got is not None:
                return got  # type: ignore[no-any-return]
        return clause(act, v)

    form, negative = HISTORY_FORMS[c.form]
    if since == "this_battle" and negative and (c.verb, A.Form.NEGATIVE_PAST.value) in v.events:
        # 「このバトルでアタックがヒットしていない」: in a battle, not having done it is an event of
        # the game's own (VG 10.7.1.7 ‘ヒットしていない’事象), read as it happened
        form, negative = A.Form.NEGATIVE_PAST, False
    rest = tuple(a for a in c.args if a is not turn[0])
    none_at_all = [
        a
        for a in rest
        if a.role is A.Role.ALSO
        and negative
        and isinstance(a.value, A.NounPhrase)
        and len(a.value.terms) == 1
        and isinstance(a.value.terms[0], A.Count)
        and a.value.terms[0].unit in ("card", "times")
        and a.value.terms[0].bound == "exact"
        and a.value.terms[0].number is not None
        and a.value.terms[0].number.value == 1
    ]
    if none_at_all:
        # 「このターン中に相手のカードが1枚もリタイヤしていないなら」 / 「1回もアタックしていない」:
        # not even one — that it has not happened at all, as 「…していないなら」 says
        rest = tuple(a for a in rest if a is not none_at_all[0])
    # 「このターンにあなたのヴァンガードが２回以上アタックしているなら」: how many times
    times = [a for a in rest if a.role is A.Role.NONE and _times(a.value) is not None]
    # 「このターンに相手のリアガードが２枚以上退却しているなら」: how many cards it happened to
    cards = [a for a in rest if a.role is A.Role.NONE and _times(a.value, "card") is not None]
    # 「このターン中に相手が３ダメージ以上受けていたなら」: how much of it happened, in all
    points = [a for a in rest if a.role is A.Role.NONE and _times(a.value, "damage") is not None]
    n, cmp = 1, "ge"
    detail: tuple[tuple[str, str], ...] = (("since", since),) if since else ()
    if len(times) + len(cards) + len(points) > 1:
        raise Unsupported("an event counted twice this turn")
    if points:
        n, cmp = _times(points[0].value, "damage")  # type: ignore[misc]
        rest = tuple(a for a in rest if a is not points[0])
        detail += (("count", "amount"),)
    if times:
        n, cmp = _times(times[0].value)  # type: ignore[misc]
        rest = tuple(a for a in rest if a is not times[0])
    if cards:
        n, cmp = _times(cards[0].value, "card")  # type: ignore[misc]
        rest = tuple(a for a in rest if a is not cards[0])
        detail += (("count", "cards"),)
    if c.verb == "activate" and any(
        a.role in (A.Role.SUBJECT, A.Role.TOPIC, A.Role.OBJECT) and a.value == THIS_ABILITY
        for a in rest
    ):
        # 「このターンにこの能力が発動していないなら」 / 「…この能力を発動していないなら」: this
        # automatic ability has triggered (become pending, 7.15.1.3) this turn, other than in the
        # instance being resolved — read where the game's runtime counts it
        if len(rest) != 1 or SELF_TRIGGERED not in v.history_events:
            raise Unsupported("whether this ability triggered, of this shape")
        h = Cond("history", verb=SELF_TRIGGERED, detail=detail)
        return Cond("not", parts=(h,)) if negative != neg else h
    act, form, doer = _agent_act(A.Action(c.verb, rest, c.form), form, v)
    if doer is not None:
        # who did it: a condition on the fighter's own acts (``detail`` ``doer``)
        detail += (("doer", doer),)
    elif c.form in _CAUSATIVE_HISTORY:
        raise Unsupported(f"a causative {c.verb} done this turn, of this shape")
    ev = event(A.Action(c.verb, act.args, form), v)
    if ev.event not in v.history_events:
        raise Unsupported(f"whether {ev.event} happened this turn")
    # a player's act on cards of their own (``Vocab.owner_act_events``: 「このターンにあなたが
    # オーダーを２枚以上プレイしているなら」) is about one card each time: its cards are counted
    if cards and ev.event not in v.card_events | v.counted_events | v.owner_act_events:
        raise Unsupported(f"how many cards {ev.event} this turn")
    if points and ev.event not in v.amount_events:
        raise Unsupported(f"how much {ev.event} this turn")
    h = Cond("history", event=ev, n=n, cmp=cmp, detail=detail)
    return Cond("not", parts=(h,)) if negative != neg else h


# the perfect of an event said of a card with no time: what happened to it in its present stay
# (「…していた」 of a verb with a state is that state at an earlier moment: not read)
_STAY_FORMS = (A.Form.PASSIVE_PROG,)


def _in_stay(c: A.Action, v: Vocab) -> bool:
    """「このユニットが「X」の能力でコールされているなら」: the perfect of an event (not a state
    the game names by that form, 「ブーストされている」) said of this card, with no time."""
    subj = [a.value for a in c.args if a.role in (A.Role.SUBJECT, A.Role.TOPIC)]
    return (
        v.stay_history
        and c.form in _STAY_FORMS
        and not any(verb == c.verb for verb, _form in v.states)
        and len(subj) == 1
        and sel(subj[0], v) == Sel(ref="this")
    )


def _stay_history(c: A.Action, neg: bool, v: Vocab) -> Cond:
    """The event happened to this card since it was put where it is (its present stay, 4.1.8:
    a card that changes zones is a new card) — ``Cond("history", detail=(("since", "stay"),))``;
    the event read as its trigger reads it."""
    from ruling.cardtext.triggers import clause as event

    form, negative = HISTORY_FORMS[c.form]
    ev = event(A.Action(c.verb, c.args, form), v)
    if ev.event not in v.history_events or ev.subject != Sel(ref="this"):
        raise Unsupported(f"whether {ev.event} happened to this card in its stay")
    h = Cond("history", event=ev, detail=(("since", "stay"),))
    return Cond("not", parts=(h,)) if negative != neg else h


def _battles_act(c: A.Action, v: Vocab) -> A.Action:
    """「そのバトルのアタックがヒットしていたなら」 / 「このバトルのアタックが…」: the act of the
    battle named by の, said as 「そのバトルでアタックが…」 — the battle where it happened
    (``MEANS``) and the act as the subject; any other clause is returned as it is."""
    subj = [a for a in c.args if a.role in (A.Role.SUBJECT, A.Role.TOPIC)]
    if len(subj) != 1 or any(a.role is A.Role.MEANS for a in c.args):
        return c
    np = subj[0].value
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 3
        and np.links == ("", "の")
        and isinstance(np.terms[2], A.Word)
        and np.terms[2].id in v.acts
    ):
        return c
    battle = A.NounPhrase(np.terms[:2], np.links[:1])
    if battle not in BATTLES:
        return c
    act = replace(subj[0], role=A.Role.SUBJECT, value=A.NounPhrase(np.terms[2:]))
    args = tuple(act if a is subj[0] else a for a in c.args)
    return replace(c, args=(A.Arg(A.Role.MEANS, battle), *args))


def _battle_act(a: A.Arg, v: Vocab) -> A.Arg:
    """「アタック」 alone as the subject of what happened 「このバトルで」: the act of that battle,
    whichever unit's it is (「ユニットのアタック」)."""
    np = a.value
    if (
        a.role is A.Role.SUBJECT
        and isinstance(np, A.NounPhrase)
        and len(np.terms) == 1
        and isinstance(np.terms[0], A.Word)
        and np.terms[0].id in v.acts
    ):
        unit = A.NounPhrase((A.CardKind("unit"), np.terms[0]), ("の",))
        return replace(a, value=unit)
    return a


def _times(np: Any, unit: str = "times") -> tuple[int, str] | None:
    """「N回以上」 (``unit`` ``times``) / 「N枚以上」 (``card``) alone: at least how many times an
    event happened, or to how many cards, as ``(n, cmp)``; 「N回以下」 / 「N枚以下」: at most
    (round 47); 「０回」 / 「０枚」: at most none (round 59)."""
    if isinstance(np, A.NounPhrase) and np.terms[:1] == (TOTAL,) and np.links[:1] == ("",):
        # 「合計４枚以上」: N in all, over the events counted (as 「４枚以上」)
        np = A.NounPhrase(np.terms[1:], np.links[1:], np.span)
    if not (isinstance(np, A.NounPhrase) and len(np.terms) == 1):
        return None
    c = np.terms[0]
    if not isinstance(c, A.Count) or c.unit != unit or c.number is None:
        return None
    if c.bound == "exact" and c.number.value == 0:
        # 「…コールしたカードが０枚なら」: none at all, at most none (round 59)
        return 0, "le"
    if c.number.value is None or c.bound not in ("at_least", "at_most"):
        return None
    return c.number.value, CMP[c.bound]


def _split_negative(c: A.Action) -> tuple[A.Action, bool]:
    """「…されていない」: the grammar reads it as 「…されて」 and 「いない」 joined (and.nominal):
    the passive progressive, negated (True)."""
    if c.verb != "and" or len(c.args) != 2:
        return c, False
    first, second = (a.value for a in c.args)
    if not all(isinstance(x, A.NounPhrase) and len(x.terms) == 1 for x in (first, second)):
        return c, False
    a, b = first.terms[0], second.terms[0]
    if not (isinstance(a, A.Relative) and isinstance(b, A.Relative)):
        return c, False
    if a.clause.form is not A.Form.PASSIVE_TE:
        return c, False
    if b.clause == A.Action("exist", (), A.Form.NEGATIVE):
        return replace(a.clause, form=A.Form.PASSIVE_PROG), True
    if b.clause == A.Action("exist", (), A.Form.NEGATIVE_PAST) and _timed_clause(a.clause):
        # 「このターンに…されていなかったなら」: the perfect told in the past, said with its time,
        # as 「…されていない」 (HISTORY_FORMS); without the time it stays two clauses, refused
        return replace(a.clause, form=A.Form.PASSIVE_PROG), True
    return c, False


def _timed_clause(c: A.Action) -> bool:
    """The clause says when (「このターンに」 / 「このターン中に」 / 「そのターン中に」 /
    「このバトルフェイズに」 / 「このバトルで」 / 「そのバトルで」 / 「そのバトル中に」): what it
    says happened is a history (``_this_turn``, ``_battle_time``)."""
    return any(
        _this_turn(a)
        or (a.role is A.Role.MEANS and a.value in BATTLES)
        or (a.role is A.Role.TIME and a.value == A.Duration("this_battle"))
        for a in c.args
    )


def _owned(args: dict[A.Role, Any], v: Vocab) -> Cond | None:
    """「あなたが「X」のクレストを持つ」: a player has a card of a kind kept in a zone of its own
    (``Vocab.kind_zones``) — there is such a card there."""
    subj = args.get(A.Role.SUBJECT) or args.get(A.Role.TOPIC)
    o = args.get(A.Role.OBJECT)
    if (
        subj is None
        or not isinstance(o, A.NounPhrase)
        or set(args)
        - {
            A.Role.SUBJECT,
            A.Role.TOPIC,
            A.Role.OBJECT,
        }
    ):
        return None
    who = sel(subj, v)
    if who != Sel(owner=who.owner) or who.owner is None:
        return None
    if not any(isinstance(t, A.CardKind) and t.id in v.kinds for t in o.terms):
        return None
    thing = sel(o, v)
    zone = v.kind_zones.get(thing.kind or "")
    if zone is None or thing.ref or thing.zones or thing.owner:
        raise Unsupported(f"a player having a {thing.kind or 'card'}")
    return Cond("count", sel=replace(thing, owner=who.owner, zones=(zone,)), cmp="ge", n=1)


def _pointed(np: Any, v: Vocab) -> Sel:
    """The card(s) a subject points at: a reference, or a description of one place's card
    (あなたのヴァンガード)."""
    s = sel(np, v)
    if s.count is not None and s.ref is None:
        raise Unsupported("a condition on counted cards")
    return s


def _some_in_column(s: Sel, filt: Sel) -> Cond | None:
    """「(このユニットと)同じ縦列のあなたのユニットが「X」を含むなら」: the subject is a description
    of the units of a column (VG 4.9.1.1: the front and back circle together, this unit's own
    included), not one place's card — the condition holds when one of them passes the filters
    (a unit of it so described exists; every one only with 「すべて」, ``bound`` ``all``, read by
    ``match``). None for any other subject."""
    if s.column is None or s.ref is not None or s.bound == "all" or s.count is not None:
        return None
    merged = dict(vars(s))
    default = Sel()
    for name, val in vars(filt).items():
        if val == getattr(default, name):
            continue
        if merged[name] != getattr(default, name):
            raise Unsupported("a column's units described twice in one condition")
        merged[name] = val
    return Cond("count", sel=Sel(**merged), n=1, cmp="ge")


def _filter_of(c: A.Action, v: Vocab) -> Sel:
    """「Yを持つ」 / 「「X」を含む」 / 「《T》に属する」 as the filters of a selector."""
    from ruling.cardtext.nouns import _Acc, relative

    acc = _Acc()
    form = A.Form.FINAL if c.form is A.Form.NEGATIVE else c.form
    relative(A.Action(c.verb, c.args, form), acc, v)
    return acc.sel()


def _units_retired(verb: str, form: A.Form, args: dict[A.Role, Any], v: Vocab) -> Cond | None:
    """「相手は自分のリアガードを１枚選び、退却させる。相手のリアガードが退却しなかったなら」 /
    「…が２枚退却しなかったなら」 / 「…が退却したなら」: how many units the step before retired
    (11.2.3; the intransitive 退却する of the units it retired: rear-guards of that fighter, which
    the step could only retire from the field). None for another clause."""
    if v.verbs.get(verb) != "retire" or form not in (A.Form.PAST, A.Form.NEGATIVE_PAST):
        return None
    if A.Role.SUBJECT not in args or set(args) - {A.Role.SUBJECT, A.Role.NONE}:
        return None
    s = sel(args[A.Role.SUBJECT], v)
    if (
        s.ref is not None
        or replace(s, owner=None, kinds=()) != Sel()
        or not set(s.kinds)
        <= {
            "rearguard",
            "unit",
        }
    ):
        return None
    n, cmp = 1, "ge"
    if A.Role.NONE in args:
        counted = bare_count(args[A.Role.NONE])
        if counted is None or counted[0] is None or counted[1] not in ("exact", "at_least"):
            raise Unsupported("a condition retire with a count of this shape")
        n, cmp = counted[0], "ge"
    done = Cond("done", verb="retire", n=n, cmp=cmp, detail=(("count", "cards"),))
    return done if form is A.Form.PAST else Cond("not", parts=(done,))


def _put_there(verb: str, form: A.Form, args: dict[A.Role, Any], v: Vocab) -> Cond | None:
    """「相手のソウルにカードが置かれたなら」 / 「この効果でソウルにグレード３が置かれたなら」: the last
    step of this effect that put cards in that zone put one the subject describes there (11.2.3;
    ``acted:to:<zone>``, ``nouns._acted_place``); 「置かれなかったなら」: none. None for another
    clause."""
    passive = form in (A.Form.PASSIVE_PAST, A.Form.PASSIVE_NEG_PAST)
    if v.verbs.get(verb) != "move" or not (passive or form in ACTIVE_PUT_FORMS):
        return None
    rest = dict(args)
    if rest.get(A.Role.MEANS) == THIS_EFFECT:
        del rest[A.Role.MEANS]  # 「この効果で」: the effect resolving is what the reference reads
    if not passive and rest.get(A.Role.SUBJECT) == _YOU:
        del rest[A.Role.SUBJECT]  # 「あなたが…置いたなら」: the master, who performs it (11.8.5.1)
    # 「グレード０をソウルに置いたなら」 / 「ソウルに置かなかったなら」: the active voice, the cards
    # the object describes (none named: any card)
    what = A.Role.SUBJECT if passive else A.Role.OBJECT
    if (
        A.Role.GOAL not in rest
        or not set(rest) <= {what, A.Role.GOAL}
        or (passive and what not in rest)
    ):
        return None
    p = sel(rest[A.Role.GOAL], v)
    if len(p.zones) != 1 or replace(p, zones=(), owner=None, pos=None) != Sel():
        return None
    key = f"to:{p.zones[0]}" + (f":{p.pos}" if p.pos is not None else "")
    if key not in v.acted_refs:
        return None
    s = sel(rest[what], v) if what in rest else Sel()
    if s.ref in THAT_REFS and replace(s, ref=None) == Sel():
        # 「そのカードを山札の下に置いたなら」: the card the step before dealt with (11.8.5.3) —
        # put there by it, or not
        s = Sel()
    if passive and s.ref == "this" and v.redescribed_events:
        # 「このユニットがソウルに置かれたなら」: this card's own put — the event that triggered the
        # ability, described further (``_event_again``), not a step's cards
        return None
    if s.ref is not None or s.zones or s.count is not None or (s.owner and p.owner):
        raise Unsupported("「Zに…が置かれたなら」 of this shape")
    there = replace(s, ref=f"acted:{key}", owner=p.owner or s.owner)
    if form in (A.Form.PASSIVE_NEG_PAST, A.Form.NEGATIVE_PAST):
        return Cond("count", sel=there, cmp="eq", n=0)
    return Cond("count", sel=there, cmp="ge", n=1)


ACTIVE_PUT_FORMS = (A.Form.PAST, A.Form.NEGATIVE_PAST)
THAT_REFS = ("that",)


def _vacant(subj: Any, v: Vocab) -> Cond:
    """「このユニットの後ろの(R)が空いているなら」: the circle named has no card on it (空いている,
    ``states`` ``empty``) — of the circles a place names, one at least (none named: not met).
    Only a place naming one circle of a player (a column's row: ``Sel.column`` with a row), where
    the game counts circles (``Vocab.filled_circles``); 「あなたの(R)が空いているなら」 (any? all?)
    stays refused."""
    s = sel(subj, v)
    if (
        not v.filled_circles
        or not s.zones
        or s.column is None
        or replace(s, zones=(), owner=None, column=None, column_of=None) != Sel()
    ):
        raise Unsupported("「…が空いている」 of this shape")
    return Cond("count", sel=replace(s, states=("empty",)), cmp="ge", n=1)


def _filled(subj: Any, n_np: Any, v: Vocab) -> Cond:
    """「あなたの(R)がすべて埋まっているなら」: no circle of the group is empty (空いている,
    ``states`` ``empty``, counted 0); 「あなたの(R)が５つ埋まっているなら」: that many circles have a
    card on them (``filled``) — read where the game counts circles (``Vocab.filled_circles``)."""
    s = sel(subj, v)
    if not v.filled_circles or not s.zones or replace(s, zones=(), owner=None) != Sel():
        raise Unsupported("「…が埋まっている」 of this shape")
    c = n_np.terms[0] if isinstance(n_np, A.NounPhrase) and len(n_np.terms) == 1 else None
    if isinstance(c, A.Count) and c.bound == "all":
        return Cond("count", sel=replace(s, states=("empty",)), cmp="eq", n=0)
    if isinstance(c, A.Count) and c.number is not None and c.number.value is not None:
        cmp = CMP.get(c.bound)
        if c.unit in ("item", "card") and cmp is not None:
            return Cond("count", sel=replace(s, states=("filled",)), cmp=cmp, n=c.number.value)
    raise Unsupported("「…が埋まっている」 with this count")


def _names_compared(subj: Any, other: Any, pred: Any, v: Vocab) -> Cond | None:
    """「そのカードがこのユニットと同名なら」 / 「ブーストされたユニットとこのユニットが同名なら」 /
    「…と別名なら」: the name of the card one side points at compared with this card's — the
    other side passes the filter 同名 / 別名 (compared with this card, as 「このユニットと同名の
    ユニット」 is). Two cards neither of which is this one are refused. None when the predicate is
    not 同名 / 別名."""
    if not (
        isinstance(pred, A.NounPhrase)
        and len(pred.terms) == 1
        and isinstance(pred.terms[0], A.Ref)
        and v.ref_flag(pred.terms[0].id) in ("same_name", "other_name")
    ):
        return None
    flag = v.ref_flag(pred.terms[0].id)
    a, b = _pointed(subj, v), _pointed(other, v)
    if b.ref != "this":
        a, b = b, a
    if b != Sel(ref="this") or a.ref == "this":
        raise Unsupported("a name compared between two cards, neither of them this one")
    return Cond("match", sel=a, filt=Sel(**{str(flag): True}))


# 「そのターンが」 / 「このターンが」: the turn now (an automatic ability resolves in the turn it
# triggered in, the turn 「その」 points back to)
_THE_TURN = {
    A.NounPhrase((A.Ref("that"), A.Word("turn")), ("",)),
    A.NounPhrase((A.Ref("this"), A.Word("turn")), ("",)),
}


def _nominal(args: dict[A.Role, Any], v: Vocab) -> Cond:
    if set(args) == {A.Role.SUBJECT, A.Role.PREDICATE} and args[A.Role.SUBJECT] in _THE_TURN:
        # 「そのターンがあなたのターンなら」 / 「そのターンがあなたのバトルフェイズなら」: the turn
        # now is that player's (that phase of it), as 「あなたのターンなら」 says
        args = {A.Role.PREDICATE: args[A.Role.PREDICATE]}
    if set(args) == {A.Role.PREDICATE}:
        whose = _whose_turn(None, args[A.Role.PREDICATE], v)
        if whose is not None:
            return whose
        phase = _whose_phase(args[A.Role.PREDICATE], v)
        if phase is not None:
            return phase
    if A.Role.GOAL in args and _count_only(args.get(A.Role.PREDICATE)):
        # 「あなたのバインドゾーンにトリガーカードが１枚以上なら」: how many of them are there
        # (as 「…が１枚以上あるなら」)
        return _exists(
            {
                A.Role.SUBJECT: args.pop(A.Role.SUBJECT, None) or args.pop(A.Role.TOPIC, None),
                A.Role.GOAL: args.pop(A.Role.GOAL),
                A.Role.NONE: args.pop(A.Role.PREDICATE),
                **args,
            },
            False,
            v,
        )
    subj = args.pop(A.Role.SUBJECT, None)
    if subj is None:
        subj = args.pop(A.Role.TOPIC, None)
    pred = args.pop(A.Role.PREDICATE, None)
    if set(args) == {A.Role.WITH} and subj is not None:
        named = _names_compared(subj, args.pop(A.Role.WITH), pred, v)
        if named is not None:
            return named
    if args:
        raise Unsupported(f"a nominal condition with {', '.join(sorted(r.value for r in args))}")
    compared = _compared_count(pred)
    if subj is not None and compared is not None:
        # 「あなたのダメージゾーンの枚数が相手以上なら」 / 「あなたのダメージゾーンが相手のダメージゾーン
        # 以上(の枚数)なら」: how many cards A names compared with how many B names (B only an
        # owner: the same description of that player's), as 「…が相手より多い」 and equal too
        than, bound = compared
        return _more({A.Role.SUBJECT: _cards_of_count(subj), A.Role.THAN: than}, bound, v)
    if subj is None and isinstance(pred, A.NounPhrase) and pred.terms:
        # 「XがYを含むグレード３以上なら」: the grammar folds 「XがYを含む」 into a relative clause
        # before the predicate's noun; X is the subject, the clause a filter of the predicate
        subj, pred, time = _lift_subject(pred)
        if time is not None:
            return both(
                during(time, v), _nominal({A.Role.SUBJECT: subj, A.Role.PREDICATE: pred}, v)
            )  # type: ignore[return-value]
    if (
        v.unsaid_subject
        and subj is None
        and isinstance(pred, A.NounPhrase)
        and pred.terms
        and not _count_only(pred)
    ):
        # 「…を１枚選び、ユニットカードなら(R)にコールし」: a description with its subject left
        # unsaid is of the cards the step before dealt with (``abilities.in_context`` names
        # them; with no such step the ability is refused)
        filt = sel(pred, v)
        if (
            filt.ref is None
            and filt.owner is None
            and filt.count is None
            and not filt.zones
            and filt != Sel()
        ):
            return Cond("match", sel=Sel(ref="implied"), filt=filt)
    if not isinstance(pred, A.NounPhrase) or subj is None:
        raise Unsupported("a nominal condition of this shape")
    parity = _count_parity(subj, pred, v)
    if parity is not None:
        return parity
    total = _stat_total(subj, pred, v)
    if total is not None:
        return total
    kinds = _kinds(subj, pred, v)
    if kinds is not None:
        return kinds
    valued = _value_of(subj, pred, v)
    if valued is not None:
        return valued
    info = _player_word(subj, pred, v)
    if info is not None:
        return info
    terms = pred.terms
    if len(terms) == 1 and isinstance(terms[0], A.Word) and terms[0].id in v.predicates:
        who = sel(subj, v)
        return Cond(v.predicates[terms[0].id], owner=who.owner or "you", sel=who)
    if len(terms) == 1 and isinstance(terms[0], A.Count):
        pc = terms[0]
        # 「あなたのストックの枚数が3枚以下なら」: the cards whose number it is, as 「あなたの
        # ストックが3枚以下なら」
        s = sel(_cards_of_count(subj), v)
        # 「退却させたユニットが２枚なら」 / 「このコストで捨てたカードが２枚以上なら」: the cards a
        # step or the cost of this ability acted on (``nouns._acted``), counted
        acted = (s.ref or "").startswith(("acted:", "cost:"))
        if (s.ref is not None and not acted) or s.count is not None or pc.number is None:
            raise Unsupported("a count condition of this shape")
        if pc.number.value is None:
            raise Unsupported("a count condition with a variable")
        cmp = CMP.get(pc.bound)
        if cmp is None:
            raise Unsupported(f"a count comparison {pc.bound}")
        return Cond("count", sel=s, cmp=cmp, n=pc.number.value)
    if all(isinstance(t, A.StatFilter) for t in terms) and all(
        lk.rstrip("、") in ("/", "") for lk in pred.links
    ):
        s = _pointed(subj, v)
        out = []
        for t in terms:
            st = v.stats.get(t.stat.id)  # type: ignore[union-attr]
            if st is None or t.value.value is None:  # type: ignore[union-attr]
                raise Unsupported(f"a condition on {t.stat.id}")  # type: ignore[union-attr]
            out.append(Cond("stat", sel=s, stat=st, cmp=t.cmp, n=t.value.value))  # type: ignore[union-attr]
        return both(*out)  # type: ignore[return-value]
    cmp = _compared(pred)
    if cmp is not None:
        # 「XがYのグレード以下なら」: X's value compared with Y's
        other, stat_id, c = cmp
        st = v.stats.get(stat_id)
        if st is None:
            raise Unsupported(f"a comparison of {stat_id}")
        return Cond("stat", sel=_pointed(subj, v), stat=st, cmp=c, n=None, than=_pointed(other, v))
    # a description: the card the subject points at passes its filters
    filt = sel(pred, v)
    pointed = _pointed(subj, v)
    if filt.ref is not None and filt.count is None and pointed.ref is None:
        # 「あなたのヴァンガードがこのユニットなら」: the card the predicate names is the one the
        # subject describes (as 「このユニットがあなたのヴァンガードなら」)
        pointed, filt = Sel(ref=filt.ref), replace(pointed, count=None, bound="exact")
        if pointed.ref not in ("this",) or filt.ref is not None or filt == Sel():
            raise Unsupported("a nominal condition comparing two cards")
        return Cond("match", sel=pointed, filt=filt)
    if filt.owner is not None and filt.ref is None and filt.count is None and pointed.ref == "this":
        # 「このユニットがあなたのヴァンガードなら」: this card is the card so described (whose
        # it is among what is described)
        return Cond("match", sel=pointed, filt=filt)
    if (
        filt.count is not None
        and filt.ref is None
        and pointed.ref is None
        and pointed.count is None
        and filt.bound in CMP
    ):
        # 「あなたの前列のリアガードが２枚以上の《X》なら」: how many of the cards the subject
        # describes the predicate describes too — at least two of them are 《X》
        among = _among(pointed, replace(filt, count=None, bound="exact"))
        if among is not None and isinstance(filt.count, int):
            return Cond("count", sel=among, cmp=CMP[filt.bound], n=filt.count)
    if filt.ref is not None or filt.owner is not None or filt.count is not None:
        raise Unsupported("a nominal condition comparing two cards")
    return Cond("match", sel=pointed, filt=filt)


KIND_OF = A.Word("kind_of")
# what follows 「N種類」: 以上 (at least), 以下 (read by the lexicon as 「以下」 the following: at
# most), nothing (exactly)
KIND_BOUNDS = {(A.Word("or_more"),): "ge", (A.Ref("following"),): "le", (): "eq"}


def _kinds(subj: Any, pred: A.NounPhrase, v: Vocab) -> Cond | None:
    """「XのカードNが４種類以上なら」 / 「Xのグレードが３種類以下なら」 / 「Xが４種類なら」: how many
    different values the cards X names have — card names unless a value is named (VG 18.3.1:
    「特にどの情報の種類数であるかの指定がなければ、カード名の種類数を数えます」; 18.3.1.1: not how
    many cards) — compared with N: ``Cond("kinds")`` with ``stat`` ``name`` or the value. A
    runtime that reads it says so (``Vocab.kinds_count``), else it is refused. None for any
    other predicate."""
    t = pred.terms
    if not (len(t) >= 2 and isinstance(t[0], A.Count) and t[1] == KIND_OF):
        return None
    cmp = KIND_BOUNDS.get(tuple(t[2:]))
    n = t[0].number.value if t[0].number is not None else None
    if cmp is None or n is None or t[0].unit != "none" or t[0].bound != "exact":
        raise Unsupported("a count of kinds of this shape")
    if not v.kinds_count:
        raise Unsupported("a count of kinds in a game whose runtime does not read it")
    if not isinstance(subj, A.NounPhrase) or not subj.terms:
        raise Unsupported("a count of kinds of this shape")
    last, stat = subj.terms[-1], "name"
    cards = subj
    counted = isinstance(last, A.Word) and last.id in v.kinds_words
    if last == A.Word("card_name") or isinstance(last, A.Stat) or counted:
        cards = A.NounPhrase(subj.terms[:-1], subj.links[:-1])
        if isinstance(last, A.Stat):
            stat = v.stats.get(last.id, last.id)
        elif counted:
            # 「…のトリガーアイコンが２種類以上」: a piece of information the game names by a word
            # (``Vocab.kinds_words``)
            stat = v.kinds_words[last.id]  # type: ignore[union-attr]
    if not cards.terms:
        raise Unsupported("a count of kinds of no cards")
    s = sel(cards, v)
    if s.ref is not None or s.count is not None:
        raise Unsupported("a count of kinds of this shape")
    return Cond("kinds", sel=s, stat=stat, cmp=cmp, n=n)


def info_value(term: Any, word: str, v: Vocab) -> tuple[str, ...] | None:
    """The spellings of the value of a player's information ``word`` a term names: a value the
    game lists for it (``Vocab.player_info``), or, for an open information
    (``Vocab.player_info_open``: VG's 世界, 7.43.2.1), a name the lexicon does not know, as
    printed. None for a term of another shape."""
    if isinstance(term, A.Word):
        return v.player_info[word].get(term.id)
    if isinstance(term, A.Unknown) and word in v.player_info_open and term.text:
        return (term.text,)
    return None


def _player_word(subj: Any, pred: A.NounPhrase, v: Vocab) -> Cond | None:
    """A condition on a player's word, 「あなたの／相手のX」: a named information
    (``Vocab.player_info``: 「あなたの世界が真宵楽園なら」 — the value the predicate names, one the
    game lists for it) or a number (``Vocab.player_numbers``: 「あなたのエネルギーが５以上なら」 /
    「あなたのエネルギーが７個以上なら」 / 「相手のエネルギーが３以下なら」 — compared with the count the predicate gives). None for
    another subject; a predicate of another shape is refused."""
    if not (
        isinstance(subj, A.NounPhrase)
        and len(subj.terms) == 2
        and isinstance(subj.terms[0], A.Owner)
        and isinstance(subj.terms[1], A.Word)
        and subj.terms[1].id in (*v.player_info, *v.player_numbers)
        and subj.links == ("の",)
    ):
        return None
    word = subj.terms[1].id
    who = v.owner(subj.terms[0].who)
    t = pred.terms
    if word in v.player_info:
        # 「あなたの世界が冥夜か冥底なら」: one of the values named (each in its spellings)
        if who not in ("you", "opponent") or not t or any(k != "か" for k in pred.links):
            raise Unsupported(f"a condition on the {word} of this shape")
        spellings: tuple[str, ...] = ()
        for x in t:
            got = info_value(x, word, v)
            if got is None:
                raise Unsupported(f"a condition on the {word} of this shape")
            spellings += got
        return Cond("player_info", owner=who, verb=word, detail=spellings)
    # 「Nより多い」 besides the bounds a count takes (「N未満」 among them)
    cmp = {**CMP, "more_than": "gt"}.get(
        t[0].bound if len(t) == 1 and isinstance(t[0], A.Count) else ""
    )
    if (
        who not in ("you", "opponent")
        or cmp is None
        or not isinstance(t[0], A.Count)
        or t[0].number is None
        or t[0].number.value is None
        # a player's number is no count of cards: bare (「５以上」) or in pieces (「５個以上」)
        or t[0].unit not in ("none", "", "piece")
    ):
        raise Unsupported(f"a condition on the {word} of this shape")
    return Cond(
        "player_number", owner=who, verb=v.player_numbers[word], cmp=cmp, n=t[0].number.value
    )


CHAR_COUNT = A.Word("char_count")


def _length_of(subj: Any, pred: A.NounPhrase, v: Vocab) -> tuple[Any, A.NounPhrase]:
    """「カードの名前が6文字以上なら」 / 「カードの名前の文字数が6以上なら」 (VS 2.1.2.1: a name of N
    characters): the number of characters of a text the game lists (``Vocab.length_words``) as a
    value of the card (``A.Stat``), the count 「6文字以上」 as the number 6 compared — then read as
    any value is (``_value_of``). Other subjects and predicates are given back as they are."""
    if not isinstance(subj, A.NounPhrase) or len(subj.terms) < 2 or not v.length_words:
        return subj, pred
    t, links = subj.terms, subj.links
    chars = isinstance(pred, A.NounPhrase) and any(
        isinstance(x, A.Count) and x.unit == "character" for x in pred.terms
    )
    if (
        len(t) > 2
        and t[-1] == CHAR_COUNT
        and isinstance(t[-2], A.Word)
        and t[-2].id in v.length_words
        and links[-2:] == ("の", "の")
    ):
        # 「…の名前の文字数が…」
        stat = A.Stat(v.length_words[t[-2].id])
        subj = A.NounPhrase((*t[:-2], stat), links[:-1])
    elif isinstance(t[-1], A.Word) and t[-1].id in v.length_words and chars and links[-1] == "の":
        # 「…の名前が6文字以上」: the unit 文字 says the length is compared
        subj = A.NounPhrase((*t[:-1], A.Stat(v.length_words[t[-1].id])), links)
    else:
        return subj, pred
    if chars:
        pred = replace(
            pred,
            terms=tuple(
                replace(x, unit="none") if isinstance(x, A.Count) and x.unit == "character" else x
                for x in pred.terms
            ),
        )
    return subj, pred


def _value_of(subj: Any, pred: A.NounPhrase, v: Vocab) -> Cond | None:
    """「このユニットのパワーが30000以上なら」 / 「相手のヴァンガードのグレードがあなたのヴァンガード
    のグレード以上なら」: a value of the card the subject names (its last term, after の),
    compared with a number or with the same value of another card. None for another subject."""
    subj, pred = _length_of(subj, pred, v)
    if (
        isinstance(subj, A.NounPhrase)
        and len(subj.terms) > 1
        and isinstance(subj.terms[-1], A.Word)
        and subj.terms[-1].id in v.stat_words
    ):
        # 「相手のリングのカードの防御力が0以下なら」: a value named by a word the game lists
        # (``Vocab.stat_words``, as a step's 「…の攻撃力を」 is read)
        subj = replace(subj, terms=(*subj.terms[:-1], A.Stat(v.stat_words[subj.terms[-1].id])))
    bare = (
        v.unsaid_subject
        and isinstance(subj, A.NounPhrase)
        and len(subj.terms) == 1
        and isinstance(subj.terms[0], A.Stat)
    )
    if not bare and not (
        isinstance(subj, A.NounPhrase)
        and len(subj.terms) > 1
        and isinstance(subj.terms[-1], A.Stat)
        and subj.links[-1] == "の"
    ):
        return None
    stat_id = subj.terms[-1].id
    st = v.stats.get(stat_id)
    if st is None:
        raise Unsupported(f"a condition on {stat_id}")
    if (
        not bare
        and len(subj.terms) > 2
        and subj.terms[-2] == A.Word("originally")
        and subj.links[-2:] == ("の", "の")
    ):
        # 「このユニットの元々のパワーが13000以上なら」: the card's original value (VG 5.1.3: as
        # printed, with what changes the original value applied), not its value now
        if st not in v.original_stats:
            raise Unsupported(f"a condition on the original {st}")
        subj = A.NounPhrase((*subj.terms[:-2], subj.terms[-1]), (*subj.links[:-2], "の"))
        st = f"original_{st}"
    # 「山札の上から１枚見て、グレードが置いたカードのグレード以下なら」: a value with its card left
    # unsaid is of the cards the step before dealt with (``abilities.in_context`` names them, as
    # 「グレード３以上なら」; with no such step the ability is refused)
    card = (
        Sel(ref="implied") if bare else _pointed(A.NounPhrase(subj.terms[:-1], subj.links[:-1]), v)
    )
    t = pred.terms
    if len(t) == 1 and isinstance(t[0], A.Unknown) and t[0].text in PARITY:
        # 「そのカードのグレードが偶数 / 奇数なら」: the remainder of the value divided by 2
        # (``mod2``; VG 14.43.2.1 names a grade odd or even so) — round 47
        return Cond("stat", sel=card, stat=st, cmp="mod2", n=PARITY[t[0].text])
    if len(t) == 1 and isinstance(t[0], A.Count) and t[0].unit == "none":
        cmp = CMP.get(t[0].bound)
        if cmp is None or t[0].number is None or t[0].number.value is None:
            raise Unsupported("a value condition of this shape")
        return Cond("stat", sel=card, stat=st, cmp=cmp, n=t[0].number.value)
    times = _times_of(pred, card, st, v)
    if times is not None:
        return times
    if (
        isinstance(pred, A.NounPhrase)
        and len(pred.terms) > 2
        and isinstance(pred.terms[-2], A.Word)
        and pred.terms[-2].id in v.stat_words
    ):
        # 「Yの防御力以上」 with the value a word of the game's (``Vocab.stat_words``), as the
        # subject's is read above
        pred = replace(
            pred,
            terms=(*pred.terms[:-2], A.Stat(v.stat_words[pred.terms[-2].id]), pred.terms[-1]),
        )
    compared_ = _compared(pred)
    if (
        compared_ is None
        and isinstance(pred, A.NounPhrase)
        and len(pred.terms) >= 2
        and not any(isinstance(x, (A.Stat, A.Count)) for x in pred.terms)
    ):
        # 「相手のヴァンガードのグレードがこのユニット以上なら」: the compared card's value left
        # unsaid is the subject's (the ellipsis of Japanese), as 「このユニットのグレード以上」
        said = replace(
            pred,
            terms=(*pred.terms[:-1], A.Stat(stat_id), pred.terms[-1]),
            links=(*pred.links[:-1], "の", pred.links[-1]),
        )
        compared_ = _compared(said)
    if compared_ is None:
        raise Unsupported("a value condition of this shape")
    other, other_stat, c = compared_
    original = _original_value(
        A.NounPhrase((*other.terms, A.Stat(other_stat)), (*other.links, "の"))
        if other.terms
        else other,
        card,
        st.removeprefix("original_"),
        v,
    )
    if original is not None:
        # 「アタックしているユニットの元々のパワーがこのユニットの元々のパワー以下なら」: against an
        # original value (VG 5.1.3), a value term
        return Cond("stat", sel=card, stat=st, cmp=c, n=None, value=original)
    than_stat = _other_value(stat_id, other_stat, v)
    return Cond(
        "stat", sel=card, stat=st, cmp=c, n=None, than=_pointed(other, v), than_stat=than_stat
    )


def _other_value(stat_id: str, other_id: str, v: Vocab) -> str | None:
    """The value of the card compared with, when the text names another value than the subject's
    (「…の防御力が…の攻撃力以上なら」): the game's name of it (``Cond.than_stat``), in a game whose
    runtime reads it (``Vocab.two_values``); None for the same value."""
    if other_id == stat_id:
        return None
    other = v.stats.get(other_id)
    if not v.two_values or other is None:
        raise Unsupported("a comparison of two different values")
    return other


def _count_only(np: Any) -> bool:
    """A predicate that is only a count of cards (「１枚以上」)."""
    return (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 1
        and isinstance(np.terms[0], A.Count)
        and np.terms[0].unit == "card"
    )


_COUNTED = (A.Role.SUBJECT, A.Role.TOPIC, A.Role.GOAL)


def _count_unit(np: Any) -> str | None:
    """The unit of a predicate that is only a count: 「１枚以上」 (``card``), 「40000以上」 (a
    bare number, ``none``); None for another phrase."""
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 1
        and isinstance(np.terms[0], A.Count)
        and np.terms[0].unit in ("card", "none")
    ):
        return np.terms[0].unit
    return None


def elided_counts(node: A.Ability) -> A.Ability:
    """「あなたのソウルが10枚以上なら、…、15枚以上なら、…」 / 「…にトリガーカードが１枚以上なら、…。
    ２枚以上なら、…」 / 「あなたのドロップにグレード３が２枚以上あるなら、…。４枚以上なら、…」 /
    「このユニットのパワーが40000以上なら、…。50000以上なら、…」: a count (or a value) condition
    printed with no subject nor place counts what the condition before it in the ability counted,
    the same way (the ellipsis of Japanese) — a count of cards after a count of cards, a bare
    number after a value; with none before it, it is left as printed (and refused)."""
    last: tuple[A.Arg, ...] | None = None
    unit: str | None = None
    # the clause of 「Zに…がN枚以上ある」 with its count left out: a count after it is its count
    there: A.Action | None = None
    # the last existence condition with no count (「…に「X」があるなら」)
    exists: A.Action | None = None
    # the last condition with arguments: what a bare denial after it denies
    said: A.Action | None = None

    def fill(cond: A.Condition | None) -> A.Condition | None:
        nonlocal last, unit, there, exists, said
        if cond is None or cond.parts or not isinstance(cond.clause, A.Action):
            return cond
        c = cond.clause
        denied = _denial(c, said)
        if denied is not None:
            return replace(cond, clause=denied)
        if c.args and c.verb not in ("exist", "exist_thing", "be"):
            said = c
        if (
            last is not None
            and c.verb != "be"
            and c.args
            and c.args[0].role is A.Role.MEANS
            and c.args[0].pause
            and _count_only(c.args[0].value)
        ):
            # 「４枚以上で、このターンに…しているなら」: the count opening conditions joined by で
            # counts what the count before it counted
            return replace(cond, clause=replace(c, args=(*last, *c.args)))
        if c.verb in ("exist", "exist_thing") and c.form is A.Form.FINAL:
            counts = [a for a in c.args if a.role is A.Role.NONE]
            if (
                len(counts) == 1
                and len(c.args) == 1
                and _count_only(counts[0].value)
                and there is not None
                and there.verb == c.verb
            ):
                # 「…にリアガードが３枚以上いるなら、…。４枚以上いるなら」: as many of what the
                # existence before it counted, there (the ellipsis of Japanese)
                return replace(cond, clause=replace(there, args=(*there.args, counts[0])))
            if not c.args and exists is not None and exists.verb == c.verb:
                # 「…がいないなら、…。いるなら、…」: there is one of what the existence
                # condition before it denied
                return replace(cond, clause=replace(exists, form=A.Form.FINAL))
            if len(counts) == 1 and _count_only(counts[0].value):
                there = replace(c, args=tuple(a for a in c.args if a is not counts[0]))
                last, unit = None, None
            elif not counts and any(a.role is A.Role.SUBJECT for a in c.args):
                # 「…のリアガードがいるなら、…。３枚以上なら」: as many of what is there (the
                # existence, one or more, counted the same way)
                there = c
                last, unit = None, None
            # 「…に「X」を含むカードがあるなら、…。ないなら、…」: what a bare 「ない」 after it denies
            exists = c if not counts and any(a.role is A.Role.SUBJECT for a in c.args) else None
            return cond
        if c.verb in ("exist", "exist_thing") and c.form is A.Form.NEGATIVE and c.args:
            # 「…がいないなら」: what a bare 「いるなら」 after it affirms
            exists = c if any(a.role is A.Role.SUBJECT for a in c.args) else None
        if (
            c.verb in ("exist", "exist_thing")
            and c.form is A.Form.NEGATIVE
            and not c.args
            and exists is not None
        ):
            # 「…があるなら、１枚引く。ないなら、…」: there is none of what the existence
            # condition before it named (the ellipsis of Japanese)
            return replace(cond, clause=replace(exists, verb=c.verb, form=A.Form.NEGATIVE))
        if c.verb == "be" and c.form is A.Form.NEGATIVE:
            # 「…がCXなら、…。CXでないなら、…」: the denial said of the subject before it
            negs = [a for a in c.args if a.role is A.Role.PREDICATE]
            return described(cond, c, negs) if negs and _count_unit(negs[0].value) is None else cond
        if c.verb != "be" or c.form is not A.Form.NOMINAL:
            return cond
        joined = [i for i, a in enumerate(c.args) if a.role is A.Role.MEANS and a.pause]
        if joined and any(a.role in _COUNTED for a in c.args[joined[-1] + 1 :]):
            # 「あなたのヴァンガードがグレード３で、あなたのソウルが７枚以上なら」: conditions joined
            # by で — what a count after it counts is the last one's
            tail = c.args[joined[-1] + 1 :]
            preds = [a for a in tail if a.role is A.Role.PREDICATE]
            u = _count_unit(preds[0].value) if len(preds) == 1 else None
            if u is not None and all(a.role in (*_COUNTED, A.Role.PREDICATE) for a in tail):
                last, unit, there = tuple(a for a in tail if a.role in _COUNTED), u, None
            return cond
        preds = [a for a in c.args if a.role is A.Role.PREDICATE]
        u = _count_unit(preds[0].value) if len(preds) == 1 else None
        if u is None:
            return described(cond, c, preds)
        if any(a.role not in (*_COUNTED, A.Role.PREDICATE, A.Role.TIME) for a in c.args):
            return cond
        counted = tuple(a for a in c.args if a.role in _COUNTED)
        if counted:
            last, unit, there = counted, u, None
            return cond
        if there is not None and u == "card" and len(c.args) == 1:
            # 「…にグレード３が２枚以上あるなら、…。４枚以上なら」: as many there
            return replace(
                cond, clause=replace(there, args=(*there.args, A.Arg(A.Role.NONE, preds[0].value)))
            )
        if last is None or u != unit:
            return cond
        return replace(cond, clause=replace(c, args=(*last, *c.args)))

    # the subject of the last condition describing it (「そのキャラが赤なら」, 「それらのカードが同じ
    # 色なら」): what a bare description after it (「青なら」, 「違う色なら」) is said of
    subject: A.Arg | None = None

    def described(cond: A.Condition, c: A.Action, preds: list[A.Arg]) -> A.Condition:
        """「そのキャラが赤なら、…し、青なら、…」 / 「それらのカードが同じ色なら、…。違う色なら、…」:
        a description printed with no subject is said of the subject of the description before it
        (the ellipsis of Japanese); with none before it, it is left as printed (and refused)."""
        nonlocal subject
        if len(preds) != 1 or not isinstance(preds[0].value, A.NounPhrase):
            return cond
        roles = {a.role for a in c.args} - {A.Role.TIME}
        pred = preds[0].value
        rel = pred.terms[0] if len(pred.terms) == 2 else None
        inner = rel.clause if isinstance(rel, A.Relative) else None
        if inner is not None and inner.verb not in ("same", "differ", "be_different"):
            inner = None
        if roles == {A.Role.SUBJECT, A.Role.PREDICATE}:
            subject = next(a for a in c.args if a.role is A.Role.SUBJECT)
            return cond
        if roles != {A.Role.PREDICATE}:
            return cond
        if inner is not None:
            said_of = [a for a in inner.args if a.role is A.Role.SUBJECT]
            if said_of:
                subject = said_of[0]  # 「それらのカードが同じ色なら」: the grammar's relative
                return cond
            if subject is None or inner.args:
                return cond
            # 「違う色なら」: the relative said of that subject
            filled = replace(rel, clause=replace(inner, args=(subject,)))  # type: ignore[arg-type]
            np = replace(pred, terms=(filled, *pred.terms[1:]))
            return replace(cond, clause=replace(c, args=(replace(preds[0], value=np),)))
        if subject is None:
            return cond
        return replace(cond, clause=replace(c, args=(subject, *c.args)))

    def per(st: A.Step) -> A.Step:
        """「あなたのバインドゾーンのカード５枚につき、…。10枚以上なら」: a count after a step
        done per N cards counts those cards (what 「…につき」 counted)."""
        nonlocal last, unit, there
        b = st.body
        pers = [a for a in b.args if a.role is A.Role.PER] if isinstance(b, A.Action) else []
        np = pers[0].value if len(pers) == 1 else None
        if (
            isinstance(np, A.NounPhrase)
            and len(np.terms) > 1
            and isinstance(np.terms[-1], A.Count)
            and np.terms[-1].unit == "card"
            and not any(isinstance(t, A.Count) for t in np.terms[:-1])
        ):
            counted = A.NounPhrase(np.terms[:-1], np.links[: len(np.terms) - 2])
            last, unit, there = (A.Arg(A.Role.SUBJECT, counted),), "card", None
        return st

    def split_tail(steps: tuple[A.Step, ...], i: int) -> bool:
        """「公開したか、あなたのヴァンガードが…グレード３以上なら、」: the grammar gives 「AかB」 as a
        step (``or``) and the rest of B as the next step's condition — a part of one clause, not
        a condition with its subject left out: never filled."""
        if i == 0:
            return False
        b = steps[i - 1].body
        return isinstance(b, A.Action) and b.verb == "or"

    cond = fill(node.condition)
    eff = node.effect
    if eff is not None:
        eff = replace(
            eff,
            sentences=tuple(
                replace(
                    sent,
                    steps=tuple(
                        per(
                            st
                            if split_tail(sent.steps, i)
                            else replace(st, condition=fill(st.condition))
                        )
                        for i, st in enumerate(sent.steps)
                    ),
                )
                for sent in eff.sentences
            ),
        )
    if cond is node.condition and eff == node.effect:
        return node
    return replace(node, condition=cond, effect=eff)


# a form and the one that denies it (「…している」 / 「…していない」 …), both ways
_DENIES = {
    A.Form.FINAL: A.Form.NEGATIVE,
    A.Form.PAST: A.Form.NEGATIVE_PAST,
    A.Form.PROGRESSIVE: A.Form.PROGRESSIVE_NEG,
    A.Form.PROGRESSIVE_PAST: A.Form.PROGRESSIVE_NEG_PAST,
}
_DENIES.update({b: a for a, b in list(_DENIES.items())})


def _denial(c: A.Action, said: A.Action | None) -> A.Action | None:
    """「このターンに相手のリアガードがバインドされているなら、…。バインドされていないなら、…」 /
    「このユニットが【レスト】しているなら、…。していないなら、…」: a condition with nothing said
    but its verb (or する standing for it) in the form that denies the condition before it
    denies that one — its arguments are the one before's (the ellipsis of Japanese); the clause
    with them filled in, else None."""
    if said is None:
        return None
    c2, neg = _split_negative(c)
    s2, said_neg = _split_negative(said)
    if c2.args:
        return None
    if c2.verb == "do" and c2 is c:
        c2 = replace(c2, verb=s2.verb)  # 「していないなら」: する for the verb said before
    if c2.verb != s2.verb:
        return None
    if neg:
        # 「…されているなら、…。…されていないなら」: the grammar's two clauses, the first filled
        if said_neg or s2.form is not A.Form.PASSIVE_PROG:
            return None
        first = c.args[0]
        rel = first.value.terms[0]
        filled = A.Relative(replace(rel.clause, args=s2.args))
        return replace(c, args=(replace(first, value=A.NounPhrase((filled,))), *c.args[1:]))
    if said_neg:
        return replace(c2, args=s2.args) if c2.form is A.Form.PASSIVE_PROG else None
    if _DENIES.get(s2.form) is not c2.form:
        return None
    return replace(c2, args=s2.args)


def _lift_subject(pred: A.NounPhrase) -> tuple[Any, A.NounPhrase, Any]:
    """(subject, predicate, time) of 「[time、]XがYを含むZ」 folded into one noun phrase."""
    first = pred.terms[0]
    if not isinstance(first, A.Relative):
        return None, pred, None
    c = first.clause
    subj = next((a.value for a in c.args if a.role is A.Role.SUBJECT), None)
    if subj is None:
        return None, pred, None
    time = next((a.value for a in c.args if a.role is A.Role.TIME), None)
    rest = tuple(a for a in c.args if a.role not in (A.Role.SUBJECT, A.Role.TIME))
    inner = A.Relative(A.Action(c.verb, rest, c.form, c.amount, c.modal, more=c.more))
    if len(pred.terms) == 1:
        # 「XがYを含むなら」 printed as a relative alone: the filter is the whole predicate
        return subj, A.NounPhrase((inner, A.CardKind("card")), ("",)), time
    return subj, A.NounPhrase((inner, *pred.terms[1:]), pred.links), time


def _subject_out_of_than(than: Any) -> tuple[A.NounPhrase, A.NounPhrase] | None:
    """「Aが、Bの【スタンド】しているZより少ない」: the grammar hangs the comparison's subject A
    (printed 「が、」) in the relative clause that describes B's cards, beside that clause's own
    subject 「Bの」 — one verb has not two subjects, so A is the comparison's: (A, B's cards
    without it); None for another phrase."""
    if not isinstance(than, A.NounPhrase) or not than.terms:
        return None
    rel = than.terms[0]
    if not isinstance(rel, A.Relative) or not isinstance(rel.clause, A.Action):
        return None
    args = rel.clause.args
    subj = [a for a in args if a.role is A.Role.SUBJECT]
    if (
        len(subj) != 1
        or not subj[0].pause
        or not any(a.role is A.Role.SUBJECT_NO for a in args)
        or not isinstance(subj[0].value, A.NounPhrase)
    ):
        return None
    inner = A.Relative(replace(rel.clause, args=tuple(a for a in args if a is not subj[0])))
    return subj[0].value, replace(than, terms=(inner, *than.terms[1:]))


def _more(args: dict[A.Role, Any], verb: str, v: Vocab) -> Cond:
    """「AのXがBより多い / 少ない」: how many cards A names compared with how many B names; B
    naming only an owner (相手より) takes the rest of A's description (相手のX)."""
    subj = args.pop(A.Role.SUBJECT, None) or args.pop(A.Role.TOPIC, None)
    than = args.pop(A.Role.THAN, None)
    if subj is None and (lifted := _subject_out_of_than(than)) is not None:
        subj, than = lifted  # 「Aが、Bの【レスト】しているZより多い」 (``_subject_out_of_than``)
    margin = _count_margin(args.pop(A.Role.NONE, None), verb, v)
    if args or subj is None or than is None:
        raise Unsupported("a comparison of this shape")
    cmp = {"more": "gt", "fewer": "lt", "at_least": "ge", "at_most": "le"}[verb]
    if margin is not None:
        # 「AがBより2枚以上多い」: A's number at least B's and two more (「…2枚以上少ない」: at
        # most B's less two) — the number compared is B's moved by the margin
        cmp = "ge" if verb == "more" else "le"
    n = _number_than(than)
    if n is not None and margin is None:
        # 「あなたの手札が5枚より多い」 / 「…の枚数が5枚より少ない」: a number of cards against a
        # number printed (more than 5: 6 or more), as 「5枚以上」 is read
        a = sel(_cards_of_count(subj), v)
        if a.count is not None:
            raise Unsupported("a comparison of counted cards")
        return Cond("count", sel=a, cmp=cmp, n=n)
    # 「あなたのダメージゾーンの枚数が相手のダメージゾーンより多い」: the cards whose number it is
    a, b = sel(_cards_of_count(subj), v), sel(_cards_of_count(than), v)
    if a.ref or b.ref or a.count is not None or b.count is not None:
        raise Unsupported("a comparison of counted or referenced cards")
    if b == Sel(owner=b.owner) and b.owner is not None:
        b = replace(a, owner=b.owner)
    if margin is not None:
        return Cond("count", sel=a, than=b, cmp=cmp, n=None, margin=margin)
    return Cond("count", sel=a, than=b, cmp=cmp, n=None)


def _same_count(args: dict[A.Role, Any], v: Vocab) -> Cond | None:
    """「あなたの手札と相手の手札の枚数が同じなら」 / 「あなたの手札の枚数が相手の手札の枚数と同じ
    なら」: how many cards A names equal to how many B names (as 「…より多い」 compares them,
    ``_more``) — the subject printed with 「の枚数」 (the grammar hangs it on the second of
    「AとBの枚数」, it counts both); None for another 「同じ」 (a value, a name)."""
    if set(args) != {A.Role.SUBJECT, A.Role.WITH}:
        return None
    subj, other = args[A.Role.SUBJECT], args[A.Role.WITH]
    if _cards_of_count(subj) is subj or not isinstance(other, A.NounPhrase):
        return None
    a, b = sel(_cards_of_count(subj), v), sel(_cards_of_count(other), v)
    if a.ref or b.ref or a.count is not None or b.count is not None or not (a.zones and b.zones):
        raise Unsupported("a comparison of counted or referenced cards")
    return Cond("count", sel=a, than=b, cmp="eq", n=None)


def _count_margin(by: Any, verb: str, v: Vocab) -> int | None:
    """The margin of 「AがBよりN枚以上多い / 少ない」 (``Cond.margin``: +N more, -N fewer), None
    when none is printed; refused for another printing, or in a game whose runtime does not read
    it (``Vocab.count_margin``)."""
    if by is None:
        return None
    if not v.count_margin or verb not in ("more", "fewer"):
        raise Unsupported("a comparison with a margin")
    if not (isinstance(by, A.NounPhrase) and len(by.terms) == 1):
        raise Unsupported("a comparison with a margin of this shape")
    term = by.terms[0]
    if (
        not isinstance(term, A.Count)
        or term.bound != "at_least"
        or term.unit != "card"
        or term.number is None
        or term.number.variable is not None
        or term.least is not None
        or term.value is not None
    ):
        raise Unsupported("a comparison with a margin of this shape")
    n = int(term.number.value)
    return n if verb == "more" else -n


def _number_than(than: Any) -> int | None:
    """The number of 「N枚より」 / 「Nより」 (a count alone, printed), else None."""
    if isinstance(than, A.NounPhrase) and len(than.terms) == 1:
        n = exact_number(than.terms[0], ("card", "none"))
        if n is not None:
            return int(n)
    return None


# 以下 after a count is typed as the reference ``following`` (「以下の…」), as ``_BOUNDS`` reads it
_OR_MORE_LESS = {
    A.Word("or_more"): "at_least",
    A.Word("or_less"): "at_most",
    A.Ref("following"): "at_most",
}


def _compared_count(pred: Any, *, kinds: bool = False) -> tuple[A.NounPhrase, str] | None:
    """「相手以上」 / 「相手のダメージゾーン以上」 / 「相手のダメージゾーン以上の枚数」 as a predicate: the
    cards compared with (an owner, or an owner's place) and the bound; None for another phrase.
    ``kinds``: a kind of card of the owner's too (「相手のリアガード以上」, the cards 「相手のリアガード
    の数」 counts: ``_count_against_acts``)."""
    if not isinstance(pred, A.NounPhrase) or len(pred.terms) < 2:
        return None
    terms, links = list(pred.terms), list(pred.links)
    if terms[-1] == A.Word("number_of_cards") and links[-1] == "の":
        terms, links = terms[:-1], links[:-1]  # 「…以上の枚数」
    if len(terms) < 2 or terms[-1] not in _OR_MORE_LESS or links[-1] != "":
        return None
    counted = False
    if len(terms) > 2 and terms[-2] == A.Word("number_of_cards") and links[-2] == "の":
        # 「相手のダメージゾーンの枚数以上」: the number of B's cards, as 「相手のダメージゾーン以上」
        terms, links = [*terms[:-2], terms[-1]], [*links[:-2], links[-1]]
        counted = True
    places = (A.Owner, A.Zone, A.CardKind) if kinds else (A.Owner, A.Zone)
    if not isinstance(terms[0], A.Owner):
        return None
    if (
        counted
        and isinstance(terms[-2], A.CardKind)
        and not any(isinstance(t, A.Relative) for t in terms[:-1])
    ):
        # 「相手のリアガードの枚数以上」 / 「相手のバインドゾーンの裏のカードの枚数以上」: 「の枚数」
        # printed says it is B's cards that are counted, however B describes them (a kind of card
        # last: an owner's cards in a place, in a state)
        pass
    elif not all(isinstance(t, places) for t in terms[:-1]):
        return None
    return A.NounPhrase(tuple(terms[:-1]), tuple(links[:-1])), _OR_MORE_LESS[terms[-1]]


def _higher(args: dict[A.Role, Any], verb: str, v: Vocab) -> Cond:
    """「相手のリングのカードのレベルがこのカード（のレベル）より高い / 低いなら」: a value of one card
    compared with the same value of another — printed 「Yのレベルより」 or 「Yより」 (the value the
    subject names, of Y), as 「…がYのレベル以上なら」 is read (``_value_of``)."""
    subj = args.pop(A.Role.SUBJECT, None) or args.pop(A.Role.TOPIC, None)
    than = args.pop(A.Role.THAN, None)
    # 「…より15000以上大きい」: by a margin of at least N (a value term, ``Vocab.value_terms``)
    margin = _value_margin(args.pop(A.Role.NONE, None), v)
    if args or not isinstance(subj, A.NounPhrase) or not isinstance(than, A.NounPhrase):
        raise Unsupported("a comparison of this shape")
    totals = _totals_compared(subj, than, verb, v) if margin is None else None
    if totals is not None:
        return totals
    if subj.terms and isinstance(subj.terms[-1], A.Word) and subj.terms[-1].id in v.stat_words:
        subj = replace(subj, terms=(*subj.terms[:-1], A.Stat(v.stat_words[subj.terms[-1].id])))
    if not (len(subj.terms) > 1 and isinstance(subj.terms[-1], A.Stat) and subj.links[-1] == "の"):
        raise Unsupported(f"a comparison {verb} of something other than a card's value")
    stat_id = subj.terms[-1].id
    st = v.stats.get(stat_id)
    if st is None:
        raise Unsupported(f"a comparison of {stat_id}")
    t = than.terms
    if t and isinstance(t[-1], A.Word) and t[-1].id in v.stat_words:
        t = (*t[:-1], A.Stat(v.stat_words[t[-1].id]))
    than_stat = None
    if len(t) > 1 and isinstance(t[-1], A.Stat) and than.links[-1] == "の":
        than_stat = _other_value(stat_id, t[-1].id, v)
        than = A.NounPhrase(t[:-1], than.links[:-1])
    subj, st = _original_subject(subj, st, v)
    card = _pointed(A.NounPhrase(subj.terms[:-1], subj.links[:-1]), v)
    original = _original_value(than, card, than_stat or st.removeprefix("original_"), v)
    if original is not None:
        # 「このユニットのパワーが元々のパワーより10000以上高いなら」 / 「Xの元々のパワーがYの
        # 元々のパワーより高いなら」: against an original value (VG 5.1.3) — a value term
        up = verb == "higher"
        m = (margin if up else -margin) if margin is not None else 0
        other = replace(original, plus=m)
        cmp_ = ("ge" if up else "le") if margin is not None else ("gt" if up else "lt")
        return Cond("stat", sel=card, stat=st, cmp=cmp_, n=None, value=other)
    if margin is not None:
        # 「XのパワーがYのパワーより15000以上大きいなら」: X ≥ Y + 15000 (「小さい」: X ≤ Y − N)
        up = verb == "higher"
        other = Value(_pointed(than, v), than_stat or st, plus=margin if up else -margin)
        return Cond("stat", sel=card, stat=st, cmp="ge" if up else "le", n=None, value=other)
    cmp = "gt" if verb == "higher" else "lt"
    return Cond(
        "stat", sel=card, stat=st, cmp=cmp, n=None, than=_pointed(than, v), than_stat=than_stat
    )


def _count_parity(subj: A.NounPhrase, pred: A.NounPhrase, v: Vocab) -> Cond | None:
    """「あなたの手札の枚数が奇数なら」 / 「あなたのソウルが偶数枚なら」 / 「あなたの手札が奇数なら」:
    whether how many cards the subject names is odd or even (the count's remainder mod 2, as
    ``PARITY`` reads a value's); None when the predicate is no parity or the subject is a value
    (「そのカードのグレードが奇数なら」, ``_value_of``) or not cards counted."""
    t = pred.terms
    if len(t) != 1 or not isinstance(t[0], A.Unknown):
        return None
    word = t[0].text.removesuffix("枚")
    if word not in PARITY or not subj.terms or isinstance(subj.terms[-1], A.Stat):
        return None
    s = sel(_cards_of_count(subj), v)
    if s.ref is not None or s.count is not None or (not s.zones and s.owner is None):
        raise Unsupported("a parity of a count of this shape")
    return Cond("count", sel=s, cmp="mod2", n=PARITY[word])


def _total_term(subj: A.NounPhrase, v: Vocab) -> tuple[A.NounPhrase, str] | None:
    """「あなたのソウルのカードのグレードの合計」: (the cards' phrase, the value id of ``v.stats``)
    of a 「…の<値>の合計」 (「…の技名の文字数の合計」: a length the game lists,
    ``Vocab.length_words``); None for another phrase. Refused for a value the game lacks."""
    t, links = subj.terms, subj.links
    if (
        len(t) > 3
        and t[-1] == TOTAL
        and t[-2] == CHAR_COUNT
        and isinstance(t[-3], A.Word)
        and t[-3].id in v.length_words
        and links[-3:] == ("の", "の", "の")
    ):
        # 「あなたの手札のカードの技名の文字数の合計が20以上なら」 (VS 2.13.3.1: each name counted
        # apart): the characters of the text the game lists (``Vocab.length_words``) taken as a
        # value of each card, summed as any value is
        t = (*t[:-3], A.Stat(v.length_words[t[-3].id]), TOTAL)
        links = (*links[:-3], "の", "の")
    if not (
        len(t) > 2 and t[-1] == TOTAL and isinstance(t[-2], A.Stat) and links[-2:] == ("の", "の")
    ):
        return None
    st = v.stats.get(t[-2].id)
    if not v.stat_totals or st is None:
        raise Unsupported("a total of values of this shape")
    return A.NounPhrase(t[:-2], links[:-2]), st


def _total_cards(np: A.NounPhrase, st: str, v: Vocab) -> tuple[Sel, str]:
    """The cards a total adds up the value ``st`` of (and the value, 「元々の」 read: VG 5.1.3),
    named by their place; refused for cards named otherwise."""
    t, links = np.terms, np.links
    if len(t) > 1 and t[-1] in ORIGINAL_WORDS and links[-1] == "の":
        # 「…のユニットの元々のパワーの合計」: the sum of their original values (VG 5.1.3)
        if st not in v.original_stats:
            raise Unsupported(f"a total of the original {st}")
        st, t, links = f"original_{st}", t[:-1], links[:-1]
    cards = sel(A.NounPhrase(t, links), v)
    placed = bool(cards.kinds) and set(cards.kinds) <= v.field_kinds
    if (
        cards.ref is not None
        or cards.count is not None
        or not (cards.zones or cards.column or placed)
    ):
        # a place: a zone, or a column (VG 4.9.1.1: 「このユニットと同じ縦列のあなたのユニット」,
        # the units on its circles now), or a kind named by the place it stands in
        # (``Vocab.field_kinds``: 「あなたのリアガードのパワーの合計」, the units on the rear-guard
        # circles now, VG 4.9.2.6)
        raise Unsupported("a total of the values of cards not named by their place")
    return cards, st


def _stat_total(subj: A.NounPhrase, pred: A.NounPhrase, v: Vocab) -> Cond | None:
    """「あなたのソウルのカードのグレードの合計が１０以上なら」: the sum of a value over the cards a
    place holds (``Cond("total")``, the cards there now), compared with a number; None when the
    subject is no 「…の<値>の合計」. Refused in a game whose runtime does not read it
    (``Vocab.stat_totals``), or for cards named otherwise than by their place."""
    got = _total_term(subj, v)
    if got is None:
        return None
    np, st = got
    n = pred.terms[0] if len(pred.terms) == 1 else None
    if (
        not isinstance(n, A.Count)
        or n.unit != "none"
        or n.number is None
        or n.number.value is None
        or n.bound not in CMP
    ):
        raise Unsupported("a total of values of this shape")
    cards, st = _total_cards(np, st, v)
    return Cond("total", sel=cards, stat=st, cmp=CMP[n.bound], n=n.number.value)


def _totals_compared(subj: A.NounPhrase, than: A.NounPhrase, verb: str, v: Vocab) -> Cond | None:
    """「あなたのユニットのパワーの合計が相手のユニットのパワーの合計より大きいなら」: one total of a
    value over the cards of a place against the same total over another's (``Cond("total")``
    with ``than`` and no ``n``: strictly greater / smaller); None when the subject is no total.
    Refused when the other side is not the same value's total."""
    got = _total_term(subj, v)
    if got is None:
        return None
    other = _total_term(than, v)
    if other is None or other[1] != got[1]:
        raise Unsupported("a total compared with something other than the same total")
    cards, st = _total_cards(got[0], got[1], v)
    them, st2 = _total_cards(other[0], other[1], v)
    if st2 != st:
        raise Unsupported("a total compared with the total of another value")
    cmp = "gt" if verb == "higher" else "lt"
    return Cond("total", sel=cards, stat=st, cmp=cmp, n=None, than=them)


def _cards_of_count(np: Any) -> Any:
    """「あなたのダメージゾーンの枚数」 / 「あなたのリアガードの数」: the cards whose number it is
    (the noun before 「の枚数」 / 「の数」); a phrase that is no count of cards as it is."""
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) >= 2
        and np.terms[-1] in (A.Word("number_of_cards"), A.Word("number"))
        and np.links[-1] == "の"
    ):
        return A.NounPhrase(np.terms[:-1], np.links[:-1])
    return np


def _existence_alternative(g: Any) -> tuple[A.NounPhrase, A.NounPhrase] | None:
    """「Aか、Zに(B)がある」 typed as one place 「Aか、Z」: (A, Z) when the part before the か names
    a kind of card and no zone, and the part after it is a place (an owner and a zone)."""
    if not isinstance(g, A.NounPhrase) or "か、" not in g.links:
        return None
    k = g.links.index("か、") + 1
    left, right = g.terms[:k], g.terms[k:]
    if not any(isinstance(t, A.CardKind) for t in left) or any(isinstance(t, A.Zone) for t in left):
        return None
    if not right or not isinstance(right[-1], A.Zone):
        return None
    return A.NounPhrase(left, g.links[: k - 1]), A.NounPhrase(right, g.links[k:])


# the word after a value that makes it a bound: 以上 (typed ``or_more``), 以下 (typed as the
# reference ``following``: after a value in a predicate it can only be 'at most')
_BOUNDS = {A.Word("or_more"): "ge", A.Ref("following"): "le"}


def _value_margin(np: Any, v: Vocab) -> int | None:
    """「15000以上」 before 大きい / 高い (「…より15000以上大きい」): the margin N a value exceeds
    another by at least; None when no such part is printed. Refused in a game whose runtime
    reads no value term (``Vocab.value_terms``) and for another shape (an exact or an upper
    margin)."""
    if np is None:
        return None
    c = np.terms[0] if isinstance(np, A.NounPhrase) and len(np.terms) == 1 else None
    if not (
        v.value_terms
        and isinstance(c, A.Count)
        and c.unit == "none"
        and c.bound == "at_least"
        and c.number is not None
        and c.number.value
    ):
        raise Unsupported("a comparison by a margin of this shape")
    return int(c.number.value)


# 「…の２倍以上 / 以下」: the bound after a multiple (the grammar leaves 倍以上 untyped)
_TIMES_BOUNDS = {"倍以上": "ge", "倍以下": "le"}
ORIGINAL_WORDS = (A.Word("original"), A.Word("originally"))


def times_parts(pred: Any) -> tuple[A.NounPhrase, str, str, int] | None:
    """「Yのパワーの２倍以上 / 以下」 as a predicate: (Y — the terms before the value, maybe none —,
    the value's id, the comparison, the multiple); None for a predicate of another shape, a
    refusal for a multiple of a shape not read."""
    if not isinstance(pred, A.NounPhrase) or len(pred.terms) < 3:
        return None
    t, links = pred.terms, pred.links
    if not (isinstance(t[-1], A.Unknown) and t[-1].text in _TIMES_BOUNDS and links[-1] == ""):
        return None
    k = t[-2]
    if not (
        isinstance(k, A.Count)
        and k.unit == "none"
        and k.bound == "exact"
        and k.number is not None
        and k.number.value
        and isinstance(t[-3], A.Stat)
        and links[-2] == "の"
    ):
        raise Unsupported("a comparison with a multiple of this shape")
    rest = A.NounPhrase(t[:-3], links[:-3])
    return rest, t[-3].id, _TIMES_BOUNDS[t[-1].text], int(k.number.value)


def _times_of(pred: Any, card: Sel, st: str, v: Vocab) -> Cond | None:
    """「このユニットのパワーが元のパワーの２倍以上なら」 / 「…のパワーが相手のヴァンガードのパワーの
    ２倍以上なら」: a value compared with a multiple of a card's value (a value term, ``Cond.value``)
    — of the card named, or of the subject's own card when only 元の / 元々の is printed (its
    original value, VG 5.1.3). None for a predicate of another shape."""
    parts = times_parts(pred)
    if parts is None:
        return None
    rest_np, stat_id, cmp, n = parts
    if not v.value_terms:
        raise Unsupported("a comparison with a multiple of a value")
    other = v.stats.get(stat_id)
    if other is None:
        raise Unsupported(f"a comparison with a multiple of {stat_id}")
    rest, rest_links = rest_np.terms, rest_np.links
    if rest and rest[-1] in ORIGINAL_WORDS and (len(rest) == 1 or rest_links[-1] == "の"):
        if other not in v.original_stats:
            raise Unsupported(f"a comparison with the original {other}")
        other = f"original_{other}"
        rest, rest_links = rest[:-1], rest_links[:-1]
    # 「元のパワーの２倍」 with no card named: the subject's own card's
    of = card if not rest else _pointed(A.NounPhrase(rest, rest_links[: len(rest) - 1]), v)
    return Cond("stat", sel=card, stat=st, cmp=cmp, n=None, value=Value(of, other, n))


def _original_subject(subj: A.NounPhrase, st: str, v: Vocab) -> tuple[A.NounPhrase, str]:
    """「Xの元々のパワー」 as the subject of a comparison: X's original value (VG 5.1.3; the
    game's ``original_<stat>``), the subject given back without 「元々の」; any other subject as
    it is."""
    t, links = subj.terms, subj.links
    if len(t) > 2 and t[-2] in ORIGINAL_WORDS and links[-2:] == ("の", "の"):
        if st not in v.original_stats:
            raise Unsupported(f"a comparison of the original {st}")
        return A.NounPhrase((*t[:-2], t[-1]), (*links[:-2], "の")), f"original_{st}"
    return subj, st


def _original_value(np: Any, card: Sel, st: str, v: Vocab) -> Value | None:
    """「元々のパワー」 / 「Yの元々のパワー」 / 「Yの元々」 (the value left unsaid: the subject's,
    ``st``) as what a value is compared with: the original value (VG 5.1.3) of Y — of the
    subject's own card ``card`` when no card is printed — as a value term (``Cond.value``); None
    when the phrase names no original value."""
    if not isinstance(np, A.NounPhrase) or not np.terms:
        return None
    t, links = np.terms, np.links
    if isinstance(t[-1], A.Stat) and len(t) > 1 and links[-1] == "の":
        stat = v.stats.get(t[-1].id)
        if stat is None:
            raise Unsupported(f"a comparison with {t[-1].id}")
        t, links = t[:-1], links[:-1]
    else:
        stat = st
    if t[-1] not in ORIGINAL_WORDS or (len(t) > 1 and links[-1] != "の"):
        return None
    if stat not in v.original_stats or not v.value_terms:
        raise Unsupported(f"a comparison with the original {stat}")
    rest, rest_links = t[:-1], links[: len(t) - 2]
    of = card if not rest else _pointed(A.NounPhrase(rest, rest_links), v)
    return Value(of, f"original_{stat}")


def _same_value(args: dict[A.Role, Any], v: Vocab) -> Cond | None:
    """「ブーストされたユニットのパワーが元々のパワーと同じなら」 / 「XのパワーがYのパワーと同じ
    なら」: a value of one card equal to a value of another (or to its own original value, VG
    5.1.3), as 「…がYのパワー以上なら」 compares them (``_value_of``); None when the subject is
    no card's value (a count: ``_same_count``)."""
    args = _subject_out_of_column(args)
    if set(args) != {A.Role.SUBJECT, A.Role.WITH}:
        return None
    subj, other = args[A.Role.SUBJECT], args[A.Role.WITH]
    if not (
        isinstance(subj, A.NounPhrase)
        and len(subj.terms) > 1
        and isinstance(subj.terms[-1], A.Stat)
        and subj.links[-1] == "の"
        and isinstance(other, A.NounPhrase)
    ):
        return None
    st = v.stats.get(subj.terms[-1].id)
    if st is None:
        raise Unsupported(f"a comparison of {subj.terms[-1].id}")
    subj, st = _original_subject(subj, st, v)
    card = _pointed(A.NounPhrase(subj.terms[:-1], subj.links[:-1]), v)
    original = _original_value(other, card, st.removeprefix("original_"), v)
    if original is not None:
        return Cond("stat", sel=card, stat=st, cmp="eq", n=None, value=original)
    t = other.terms
    if not (len(t) > 1 and isinstance(t[-1], A.Stat) and other.links[-1] == "の"):
        raise Unsupported("a comparison with a value of this shape")
    than = A.NounPhrase(t[:-1], other.links[:-1])
    than_stat = _other_value(subj.terms[-1].id, t[-1].id, v)
    return Cond(
        "stat", sel=card, stat=st, cmp="eq", n=None, than=_pointed(than, v), than_stat=than_stat
    )


_PLACE_TERMS = (A.Owner, A.Zone)


def _same_number(c: A.Action, v: Vocab) -> Cond | None:
    """「あなたの前列のリアガードと後列のリアガードが同じ枚数なら」 / 「あなたのダメージゾーンの表の
    カードと裏のカードが同じ枚数なら」 (typed as the nominal 「[AとBが同じ]枚数」): as many cards as A
    names as B names (as 「AとBの枚数が同じなら」, ``_same_count``) — B printed without the owner
    or the zone A opens with has them (the ellipsis of Japanese: 「あなたの前列のリアガードと後列
    の…」 are both the owner's). None for a clause of another shape."""
    roles = [a.role for a in c.args]
    if not (c.verb == "be" and c.form is A.Form.NOMINAL and roles[-1:] == [A.Role.PREDICATE]):
        return None
    if roles[:-1] not in ([], [A.Role.TIME]):
        return None
    # 「あなたのターン中、…が同じ枚数なら」: the period it holds in (``during``)
    when = during(c.args[0].value, v) if len(roles) == 2 else None
    np = c.args[-1].value
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and isinstance(np.terms[0], A.Relative)
        and np.terms[1] == A.Word("number_of_cards")
    ):
        return None
    same = np.terms[0].clause
    args = {a.role: a.value for a in same.args}
    if (
        same.verb != "same"
        or same.form is not A.Form.FINAL
        or set(args)
        != {
            A.Role.WITH,
            A.Role.SUBJECT,
        }
    ):
        return None
    first, second = args[A.Role.WITH], args[A.Role.SUBJECT]
    if not (isinstance(first, A.NounPhrase) and isinstance(second, A.NounPhrase)):
        return None
    # the owner / zone A opens with that B does not say
    lead = 0
    while lead < len(first.terms) and isinstance(first.terms[lead], _PLACE_TERMS):
        lead += 1
    said = {type(t) for t in second.terms}
    given = [k for k in range(lead) if type(first.terms[k]) not in said]
    if given:
        terms = (*(first.terms[k] for k in given), *second.terms)
        links = (*(first.links[k] for k in given), *second.links)
        second = A.NounPhrase(terms, links)
    a, b = sel(first, v), sel(second, v)
    if a.ref or b.ref or a.count is not None or b.count is not None:
        raise Unsupported("a comparison of counted or referenced cards")
    return both(when, Cond("count", sel=a, than=b, cmp="eq", n=None))


def _subject_out_of_column(args: dict[A.Role, Any]) -> dict[A.Role, Any]:
    """「そのカードのグレードが、このユニットと同じ縦列の相手のリアガードのグレードと同じなら」: the
    grammar hangs the subject set off by 「、」 on the 「このユニットと同じ」 of the column after it
    (a column has no subject: 4.9.1.1); it is the condition's. The arguments with it moved out,
    unchanged for any other shape."""
    w = args.get(A.Role.WITH)
    if set(args) != {A.Role.WITH} or not (
        isinstance(w, A.NounPhrase)
        and len(w.terms) > 1
        and isinstance(w.terms[0], A.Relative)
        and w.terms[0].clause.verb == "same"
        and isinstance(w.terms[1], A.Position)
    ):
        return args
    inner = w.terms[0].clause
    subj = [a for a in inner.args if a.role is A.Role.SUBJECT and a.pause]
    if len(subj) != 1:
        return args
    rel = A.Relative(replace(inner, args=tuple(a for a in inner.args if a is not subj[0])))
    return {
        A.Role.SUBJECT: subj[0].value,
        A.Role.WITH: replace(w, terms=(rel, *w.terms[1:])),
    }


def _all_same(args: dict[A.Role, Any], v: Vocab) -> Cond | None:
    """「あなたのリアガードすべてのパワーが同じなら」 / 「Xのグレードが同じなら」 (同じ with nothing
    compared with): the cards X names have one value among them — at least one card, and one
    kind of the value (VG 18.3.1.2: a count of kinds of the value named; ``Cond("kinds")`` at
    most 1, as 「…が１種類なら」). A runtime that reads kinds says so (``Vocab.kinds_count``).
    None for a 同じ with anything else printed."""
    subj = args.get(A.Role.SUBJECT)
    if set(args) != {A.Role.SUBJECT} or not isinstance(subj, A.NounPhrase):
        return None
    t = subj.terms
    if not (len(t) > 1 and isinstance(t[-1], A.Stat) and subj.links[-1] == "の"):
        return None
    stat = v.stats.get(t[-1].id)
    if stat is None or not v.kinds_count:
        raise Unsupported(f"the same {t[-1].id} of several cards")
    s = sel(A.NounPhrase(t[:-1], subj.links[:-1]), v)
    if s.ref is not None or s.count is not None:
        raise Unsupported("the same value of cards of this description")
    return both(  # type: ignore[return-value]
        Cond("count", sel=s, cmp="ge", n=1), Cond("kinds", sel=s, stat=stat, cmp="le", n=1)
    )


def _compared(pred: A.NounPhrase) -> tuple[A.NounPhrase, str, str] | None:
    """「Yのグレード以下」: (Y, the stat, the comparison), else None."""
    t = pred.terms
    if len(t) < 3 or not isinstance(t[-2], A.Stat) or t[-1] not in _BOUNDS:
        return None
    if pred.links[-2] != "の":
        return None
    return A.NounPhrase(t[:-2], pred.links[:-2]), t[-2].id, _BOUNDS[t[-1]]  # type: ignore[index]


def _place_out_of_relative(subj: Any) -> tuple[Any, Any]:
    """「あなたのベンチに称号に“妹”を含むカードがある」: the grammar hangs the place (「あなたの
    ベンチに」) on the relative clause before the noun, which then has two places of に (the place
    and 「称号に」); the first, a zone, is where the cards are (the existence's place). Returns the
    subject without it and the place (None when the subject is not of this shape). Likewise
    「あなたのリアガードに「英雄」を含むユニットがいる」: a filter verb (含む / 持つ / 属する) takes no
    place of に of a kind of card, so the first に naming cards (a kind) is the existence's
    place (``_exists`` reads the cards among them)."""
    if not (
        isinstance(subj, A.NounPhrase) and subj.terms and isinstance(subj.terms[0], A.Relative)
    ):
        return subj, None
    c = subj.terms[0].clause
    goals = [a for a in c.args if a.role is A.Role.GOAL]
    first = goals[0] if goals else None
    last = (
        first.value.terms[-1]
        if first is not None and isinstance(first.value, A.NounPhrase) and first.value.terms
        else None
    )
    if not (
        first is not None
        and c.args[0] is first
        and (
            (len(goals) == 2 and isinstance(last, A.Zone))
            # 「あなたのリアガードに《X》に属するユニットがいる」: 属する's own に is the second
            or (len(goals) == 2 and c.verb == "belong" and isinstance(last, A.CardKind))
            or (
                len(goals) == 1
                and c.verb in ("contain", "have", "belong")
                and isinstance(last, A.CardKind)
            )
            # 「その中に「X」を含むカードがある」: among the cards dealt with before
            or (len(goals) == 1 and c.verb in ("contain", "have") and first.value == AMONG)
        )
    ):
        return subj, None
    rel = A.Relative(replace(c, args=c.args[1:]))
    return A.NounPhrase((rel, *subj.terms[1:]), subj.links, subj.span), first.value


# a kind any card or unit is: among cards of a narrower kind, the narrower one is meant
_ANY_KIND = frozenset({"card", "unit"})
# the filters of ``Sel`` a card must pass each of (a tuple of them joined is both)
_EACH_FILTERS = (
    "contains",
    "info_contains",
    "not_contains",
    "traits",
    "races",
    "groups",
    "stats",
    "icons",
    "has",
    "lacks",
    "states",
)


def _among(place: Sel, s: Sel) -> Sel | None:
    """The cards among those ``place`` names (a reference or a description of cards, not a
    zone) that the subject ``s`` describes: 「あなたのリアガードにグレード０のユニットがいる」 is
    your rear-guards of grade 0; 「チャージしたカードにグレード３がある」 the charged cards of
    grade 3. None when the two cannot be read as one description (the subject names a zone, a
    card of its own, another owner, another kind, another name)."""
    if s.ref is not None or s.zones or s.pos or s.column:
        return None
    if s.alts and place.alts:
        return None
    if s.owner is not None and place.owner not in (None, s.owner):
        return None
    if (
        s.kinds
        and place.kinds
        and not set(s.kinds) <= _ANY_KIND
        and not set(place.kinds) <= _ANY_KIND
        and s.kinds != place.kinds
    ):
        return None
    # 「置いたカードにトリガーユニットがある」: a generic kind (カード) narrowed to the subject's
    kinds = s.kinds if place.kinds and set(place.kinds) <= _ANY_KIND and s.kinds else None
    if s.names and place.names and s.names != place.names:
        return None
    if s.contains_any and place.contains_any:
        return None
    if s.colors and place.colors and s.colors != place.colors:
        return None
    out = replace(
        place,
        owner=place.owner or s.owner,
        kinds=kinds or place.kinds or s.kinds,
        names=place.names or s.names,
        contains_any=place.contains_any or s.contains_any,
        colors=place.colors or s.colors,
        other=place.other or s.other,
        other_name=place.other_name or s.other_name,
        same_name=place.same_name or s.same_name,
        same_as=place.same_as or s.same_as,
        # 「…に《X》か《Y》に属する / 属さないユニットが」: the subject's alternatives and
        # exclusions narrow the cards of the place too
        alts=place.alts or s.alts,
        but=place.but + s.but,
        count=s.count,
        bound=s.bound,
        each=s.each,
    )
    for f in _EACH_FILTERS:
        out = replace(out, **{f: tuple(dict.fromkeys(getattr(place, f) + getattr(s, f)))})
    return out


# 「あなたのターンなら」 / 「相手のターンなら」: the duration of the same player's turn
_TURN_OF = {"you": "during_your_turn", "opponent": "during_opponent_turn"}


def _whose_turn(subj: Any, pred: Any, v: Vocab) -> Cond | None:
    """「あなたのターンなら」 / 「あなたのターン中なら」 (no subject, the predicate a player's turn):
    it is that player's turn, as 「あなたのターン中、」 says of a condition (``during``); None otherwise."""
    if subj is not None or not isinstance(pred, A.NounPhrase):
        return None
    t = pred.terms
    # 「あなたのターン中なら」: the same, 中 (during) said of the turn
    if len(t) == 3 and t[2] == A.Word("during") and pred.links == ("の", ""):
        t = t[:2]
    elif pred.links != ("の",):
        return None
    if not (len(t) == 2 and isinstance(t[0], A.Owner) and t[1] == A.Word("turn")):
        return None
    key = _TURN_OF.get(t[0].who)
    if key is None or key not in v.during:
        return None
    return Cond("turn", owner=v.during[key])


def whose_turn_clause(c: Any, v: Vocab) -> Cond | None:
    """A whole clause 「あなたのターンなら」 / 「相手のターン中なら」 (a nominal with only a predicate
    naming a player's turn): ``_whose_turn``'s condition, for a game compiler reading its own
    conditions; None for another clause."""
    if not (isinstance(c, A.Action) and c.verb == "be" and c.form is A.Form.NOMINAL):
        return None
    roles = [a.role for a in c.args]
    if roles == [A.Role.SUBJECT, A.Role.PREDICATE] and c.args[0].value in _CURRENT_TURN:
        # 「そのターンがあなたのターンなら」 / 「このターンが相手のターンなら」: the turn it is now
        # (the one the trigger fired in) is that player's — as 「あなたのターンなら」
        return _whose_turn(None, c.args[1].value, v)
    if roles != [A.Role.PREDICATE]:
        return None
    return _whose_turn(None, c.args[0].value, v)


# 「そのターン」 / 「このターン」 as a clause's subject: the turn it is now
_CURRENT_TURN = tuple(A.NounPhrase((A.Ref(r), A.Word("turn")), ("",)) for r in ("that", "this"))


def _whose_phase(pred: Any, v: Vocab) -> Cond | None:
    """「あなたのバトルフェイズ中、…なら」 / 「相手のメインフェイズなら」 (no subject, the predicate a
    player's phase, with or without 中): it is that player's turn and that phase of it —
    ``Cond("phase", owner=…, verb=phase)``, read where the game's runtime reads it
    (``Vocab.phase_conditions``); no player named (「バトルフェイズ中なら」): owner ``any``, that
    phase of either player's turn. None when the predicate names no phase."""
    from ruling.cardtext.triggers import phase_time

    ph = phase_time(pred, v)
    words = [t for t in getattr(pred, "terms", ()) if isinstance(t, A.Word) and t.id != "during"]
    if ph is None or not (words and words[-1].id.endswith("_phase")):
        return None  # a turn (「あなたのターンなら」, read by _whose_turn), a battle, a step
    owner, phase = ph
    if not v.phase_conditions:
        raise Unsupported(
            f"the phase {phase} as a condition in a game whose runtime does not read it"
        )
    # 「バトルフェイズ中なら」: that phase of either player's turn
    return Cond("phase", owner=owner or "any", verb=phase)


def in_whose_turn(c: A.Action, v: Vocab) -> tuple[Cond, A.Action] | None:
    """「あなたのターンで…なら」 / 「相手のターンで…なら」: a player's turn the grammar hangs on the
    clause as its means (で), with the rest of the clause after it; the turn's condition
    (``_whose_turn``) and the clause without it. None when the clause names no such turn, or
    the turn is all it says."""
    turns = [
        i
        for i, a in enumerate(c.args)
        if a.role is A.Role.MEANS and _whose_turn(None, a.value, v) is not None
    ]
    if len(turns) != 1 or len(c.args) < 2:
        return None
    i = turns[0]
    cond = _whose_turn(None, c.args[i].value, v)
    assert cond is not None
    return cond, replace(c, args=c.args[:i] + c.args[i + 1 :])


ALL_CARDS = A.Count(None, "card", "all")  # すべて


def _floating_all(subj: Any, quant: Any) -> bool:
    """Whether 「すべて」 stands alone after a subject that does not count its cards itself
    (「XがすべてYを含む」)."""
    return (
        isinstance(subj, A.NounPhrase)
        and bool(subj.terms)
        and not any(isinstance(t, A.Count) for t in subj.terms)
        and quant == A.NounPhrase((ALL_CARDS,))
    )


def _every_word(np: Any) -> bool:
    """Whether a noun phrase says 「すべて」 / 「全て」 (a count of every card)."""
    return isinstance(np, A.NounPhrase) and any(
        isinstance(t, A.Count) and t.bound == "all" for t in np.terms
    )


def _not_count(sel: Sel, cmp: str, n: int) -> Cond:
    """「…が１枚もない」 / 「…がない」 (none: 0 of them) and 「…がN枚以上ない」 / 「…がN枚以下
    でない」 (a bound not met: the count compared, not); an exact count 「…がN枚ない」 (not N,
    or fewer than N?) is left refused."""
    if (n, cmp) == (1, "ge"):
        return Cond("count", sel=sel, cmp="eq", n=0)
    if cmp in ("ge", "le", "lt", "gt"):
        return Cond("not", parts=(Cond("count", sel=sel, cmp=cmp, n=n),))
    raise Unsupported("a negative existence condition with a count")


def _existence_count(n_np: Any) -> tuple[int, str]:
    """「…が２枚以上ある」 / 「…が３枚以下なら」 / 「…が２枚未満なら」: how many of them there are,
    compared — a bound a choice has no use for (以下, 未満) is read here as a comparison."""
    if isinstance(n_np, A.NounPhrase) and len(n_np.terms) == 1:
        c = n_np.terms[0]
        if (
            isinstance(c, A.Count)
            and c.bound in ("at_most", "less_than")
            and c.unit == "card"
            and c.least is None
            and c.number is not None
            and c.number.value is not None
        ):
            return c.number.value, CMP[c.bound]
    nb = bare_count(n_np)
    if nb is None or nb[0] is None:
        raise Unsupported("an existence condition with this count")
    return nb[0], CMP.get(nb[1], "eq")


OTHER = A.NounPhrase((A.Ref("other"),))  # 「他に」
OTHER_PLACE = A.NounPhrase((A.Word("besides"),))  # 「他に」 with no place of its own (``_besides``)


def _besides(c: A.Action) -> A.Action | None:
    """「このユニットと同名のあなたのリアガードが他にいる」 / 「…と同名のユニットがあなたのリアガード
    に他にいる」: 「他に」 (besides) beside an existence verb says the cards counted are others than
    this one — the clause without it, its subject marked 他の (``other``); None when the clause
    has no 「他に」 or is not an existence."""
    if c.verb not in ("exist", "exist_thing"):
        return None
    goals = [a for a in c.args if a.role is A.Role.GOAL and a.value == OTHER]
    subj = [a for a in c.args if a.role is A.Role.SUBJECT]
    if len(goals) != 1 or len(subj) != 1 or not isinstance(subj[0].value, A.NounPhrase):
        return None
    np = subj[0].value
    marked = A.NounPhrase((A.Ref("other"), *np.terms), ("", *np.links))
    return replace(
        c,
        args=tuple(
            replace(a, value=marked) if a is subj[0] else a for a in c.args if a is not goals[0]
        ),
    )


# a manner of counting that describes the cards counted: 「それぞれ別名で」 (no two share a name)
NAME_MANNERS = ((A.Ref("each"), A.Ref("different_name")),)
# 「その中」: the cards the step before dealt with (``Sel(ref="among")``, named by
# ``abilities.in_context``)
AMONG = A.NounPhrase((A.Ref("that"), A.Word("during")), ("",))


def _kinds_existing(args: dict[A.Role, Any], negative: bool, v: Vocab) -> Cond | None:
    """「あなたのソウルに「X」を含む別名のカードが３種類以上あるなら」: how many different names the
    cards there have (18.3.1: card names unless a value is named; 18.3.1.1: not how many cards),
    compared — the cards the existence names (``_exists`` without the count), their kinds
    counted (``_kinds``); 「別名の」 before them says only that the names counted differ. None
    for another count."""
    n_np = args.get(A.Role.NONE)
    if not (
        isinstance(n_np, A.NounPhrase)
        and len(n_np.terms) >= 2
        and isinstance(n_np.terms[0], A.Count)
        and n_np.terms[1] == KIND_OF
    ):
        return None
    if negative:
        raise Unsupported("a count of kinds, negated")
    subj = args.get(A.Role.SUBJECT)
    if isinstance(subj, A.NounPhrase) and A.Ref("different_name") in subj.terms:
        k = subj.terms.index(A.Ref("different_name"))
        if k + 1 < len(subj.terms) and subj.links[k] == "の":
            links = (*subj.links[:k], *subj.links[k + 1 :])  # the link after it goes with it
            subj = A.NounPhrase((*subj.terms[:k], *subj.terms[k + 1 :]), links, subj.span)
    rest = {**args, A.Role.SUBJECT: subj}
    del rest[A.Role.NONE]
    there = _exists(rest, False, v)
    if there.what != "count" or there.sel is None or (there.cmp, there.n) != ("ge", 1):
        raise Unsupported("a count of kinds of this shape")
    got = _kinds(A.NounPhrase((A.CardKind("card"),)), n_np, v)
    assert got is not None
    args.clear()
    return replace(got, sel=there.sel)


def _subject_of_same(place: Any) -> tuple[Any, Any]:
    """「XがYと同じ縦列」 read as one place whose relative clause holds X as its subject: (X, 「Yと同じ
    縦列」); any other place: (None, the place)."""
    if not (
        isinstance(place, A.NounPhrase)
        and len(place.terms) == 2
        and isinstance(place.terms[0], A.Relative)
        and place.terms[0].clause.verb == "same"
    ):
        return None, place
    clause = place.terms[0].clause
    subj = [a for a in clause.args if a.role is A.Role.SUBJECT]
    if len(subj) != 1:
        return None, place
    rest = tuple(a for a in clause.args if a.role is not A.Role.SUBJECT)
    inner = A.Relative(replace(clause, args=rest))
    return subj[0].value, replace(place, terms=(inner, *place.terms[1:]))


def _exists(args: dict[A.Role, Any], negative: bool, v: Vocab) -> Cond:
    """「ZにXがある / いる」 (and ない / いない): how many of X are in Z (at least one, or
    the count printed: 「ドロップにカードが２枚以上ある」)."""
    kinds = _kinds_existing(args, negative, v)
    if kinds is not None:
        return kinds
    subj = args.pop(A.Role.SUBJECT, None)
    place = args.pop(A.Role.GOAL, None)
    n_np = args.pop(A.Role.NONE, None)
    with_ = args.pop(A.Role.WITH, None)
    also = args.pop(A.Role.ALSO, None)
    if subj is None and place is not None:
        # 「XがYと同じ縦列にいる」: the grammar reads X inside the relative clause (「XがYと同じ」
        # 縦列); X is what exists, as in 「Yと同じ縦列にXがいる」
        subj, place = _subject_of_same(place)
    manner = args.get(A.Role.MEANS)
    if (
        isinstance(manner, A.NounPhrase)
        and manner.terms in NAME_MANNERS
        and isinstance(subj, A.NounPhrase)
    ):
        # 「あなたのリアガードがそれぞれ別名で３体以上いるなら」: the manner the cards are counted in
        # describes them, as 「それぞれ別名のあなたのリアガードが３体以上」 says (12.6.2: no two of
        # them share a name)
        del args[A.Role.MEANS]
        subj = A.NounPhrase((*manner.terms, *subj.terms), (*manner.links, "の", *subj.links))
    if also is not None:
        # 「…が１枚もいない / ない」: not even one — there are none, as 「…がいない」 says; a count
        # other than one (「２枚もいない」: fewer than two? not as many as the text hoped?) or the
        # positive 「１枚もいる」 has no reading here
        one = bare_count(also)
        if not negative or n_np is not None or one is None or one[:2] != (1, "exact"):
            raise Unsupported("an existence condition with also")
    if args:
        raise Unsupported(f"an existence condition with {', '.join(r.value for r in args)}")
    if place is None:
        subj, place = _place_out_of_relative(subj)
    if place == AMONG and with_ is None:
        # 「…山札の上から２枚をドロップに置く。その中にグレード３があるなら」: among the cards the
        # step before put, looked at or revealed, those the subject describes (read where the
        # runtime keeps them: ``Vocab.acted_refs``)
        if "reveal" not in v.acted_refs and not v.among_looked:
            raise Unsupported("「その中に」 in a game whose runtime does not keep those cards")
        s = sel(subj, v)
        if s.ref is not None or s.zones or s.owner is not None:
            raise Unsupported("an existence condition among them of this shape")
        n, cmp = (s.count, CMP.get(s.bound, "eq")) if s.count is not None else (1, "ge")
        if n_np is not None:
            n, cmp = _existence_count(n_np)
        among = replace(s, count=None, bound="exact", ref="among")
        return _not_count(among, cmp, n) if negative else Cond("count", sel=among, cmp=cmp, n=n)
    alt = _existence_alternative(place)
    if alt is not None and with_ is None and n_np is None and not negative:
        # 「いずれかの呪縛カードか、あなたのオーダーゾーンにセットオーダーがあるなら」: the
        # grammar reads 「Aか、Zに」 as one place; A names a kind of card and no zone, so it is a
        # thing that exists in its own right — there is A, or there is the subject in Z
        first, where = alt
        return Cond(
            "or",
            parts=(
                _exists({A.Role.SUBJECT: first}, False, v),
                _exists({A.Role.SUBJECT: subj, A.Role.GOAL: where}, False, v),
            ),
        )
    if place == OTHER_PLACE:
        place = None  # 「…が他にいる」 with no place: the subject's own (``_besides``)
    s = sel(subj, v)
    if with_ is not None:
        # このユニットと同名の… / 選んだユニットと同名の…: the card the names are compared with
        # (this one, or the one the phrase names: ``same_as``)
        w = sel(with_, v)
        if not (s.same_name or s.other_name) or w.count is not None:
            raise Unsupported("an existence condition with a comparison of this shape")
        if w.ref != "this":
            s = replace(s, same_as=w)
    among: Sel | None = None
    if place is not None:
        p = sel(place, v)
        if (p.ref or p.kinds or p.names) and p.count is None:
            # 「あなたのリアガードにグレード０のユニットがいる」 / 「チャージしたカードにグレード３が
            # ある」: the place is cards, not a zone — among them, those the subject describes
            among = _among(p, s)
        if among is None and (p.ref or p.kinds or p.names or p.count is not None):
            raise Unsupported("an existence condition at a card")
    if among is not None:
        n, cmp = 1, "ge"
        if among.count is not None:
            n, cmp = among.count, CMP.get(among.bound, "eq")
            among = replace(among, count=None, bound="exact")
        if n_np is not None:
            n, cmp = _existence_count(n_np)
        if negative:
            return _not_count(among, cmp, n)
        return Cond("count", sel=among, cmp=cmp, n=n)
    if place is not None:
        p = sel(place, v)
        if s.zones and p.zones and set(s.zones) != set(p.zones):
            raise Unsupported("an existence condition with two places")
        faces = tuple(x for x in p.states if x in FACE_STATES)
        if faces and p.zones and not set(s.states) & set(FACE_STATES):
            # 「相手の裏のバインドゾーンにカードがあるなら」: a face said of a place is the face of
            # the cards in it (VG 4.12.3 「バインドゾーンの裏向きのカード」)
            s = replace(s, states=(*s.states, *faces))
            p = replace(p, states=tuple(x for x in p.states if x not in faces))
        framed = replace(p, zones=(), owner=None, column=None, pos=None) == Sel() and bool(p.pos)
        if replace(p, zones=(), owner=None, column=None) != Sel() and not (
            framed and s.ref is not None
        ):
            # (「このカードが左ベンチにあるなら」: one frame of a zone, where a reference's card
            # is — below)
            raise Unsupported("an existence condition at a place described this way")
        # 「このユニットと同じ縦列に…がいる」: the column is part of the place
        if p.column is not None and s.column not in (None, p.column):
            raise Unsupported("an existence condition with two columns")
        s = replace(
            s,
            zones=p.zones or s.zones,
            owner=p.owner or s.owner,
            column=p.column or s.column,
        )
    n, cmp = 1, "ge"
    if s.count is not None:
        n, cmp = s.count, CMP.get(s.bound, "eq")
        s = replace(s, count=None, bound="exact")
    if n_np is not None:
        n, cmp = _existence_count(n_np)
    if (
        s.ref is not None
        and s.column is not None
        and n_np is None
        and with_ is None
        and replace(s, zones=(), owner=None, ref=None, column=None) == Sel()
    ):
        # 「そのユニットがこのユニットと同じ縦列にいるなら」: the card a reference points at is
        # in that column (and the zones named with it): the card matches the place so described
        m = Cond("match", sel=Sel(ref=s.ref), filt=replace(s, ref=None))
        return Cond("not", parts=(m,)) if negative else m
    if s.ref is not None and place is not None and n_np is None and with_ is None:
        # 「このユニットが前列にいるなら」: where the card a reference points at is
        if (
            s.count is not None
            or replace(s, zones=(), owner=None, ref=None) != Sel()
            or not s.zones
        ):
            raise Unsupported("an existence condition on a reference of this shape")
        pos = sel(place, v).pos if place is not None else None
        at = Cond("at", sel=Sel(ref=s.ref), filt=Sel(zones=s.zones, owner=s.owner, pos=pos))
        return Cond("not", parts=(at,)) if negative else at
    if (s.ref or "").startswith(("acted:", "cost:")) and place is None and with_ is None:
        # 「この効果でコールしたユニットがいないなら」 / 「…がいるなら」: whether a step (or the
        # cost) of this ability acted on any such card (``nouns._acted``), counted as
        # 「…が１枚以上なら」 / 「…が０枚なら」 is (11.2.3)
        if negative:
            return _not_count(s, cmp, n)
        return Cond("count", sel=s, cmp=cmp, n=n)
    if s.ref is not None:
        raise Unsupported("an existence condition on a reference")
    if negative:
        return _not_count(s, cmp, n)
    return Cond("count", sel=s, cmp=cmp, n=n)


def became_as_state(c: Any) -> Any:
    """「そのキャラのパワーが0以下になったなら」 / 「そのキャラのソウルが0になったなら」, said after the
    step that changed that value: the value the step left it with — the stative clause
    「そのキャラのパワーが0以下なら」 (``be``, nominal, the count as its predicate). Any other
    clause is given back as it is."""
    if not (isinstance(c, A.Action) and c.verb == "become" and c.form is A.Form.PAST):
        return c
    roles = [a.role for a in c.args]
    if roles != [A.Role.SUBJECT, A.Role.GOAL]:
        return c
    subj, goal = c.args[0].value, c.args[1].value
    if not (
        isinstance(subj, A.NounPhrase)
        and subj.terms
        and isinstance(subj.terms[-1], A.Stat)
        and isinstance(goal, A.NounPhrase)
        and len(goal.terms) == 1
        and isinstance(goal.terms[0], A.Count)
        and goal.terms[0].unit == "none"
    ):
        return c
    pred = replace(c.args[1], role=A.Role.PREDICATE)
    return replace(c, verb="be", form=A.Form.NOMINAL, args=(c.args[0], pred))


def counted_subject(clause: A.Action) -> A.Action:
    """「あなたの控え室のカードが山札の枚数以上なら」: cards compared with a number of cards are their
    number — as 「あなたの控え室のカードの枚数があなたの山札の枚数以上なら」; a place compared with named
    with no owner is the subject's owner's (the ellipsis of Japanese). Unchanged for another
    clause."""
    if clause.verb != "be" or clause.form is not A.Form.NOMINAL:
        return clause
    args = {a.role: a.value for a in clause.args}
    subj, pred = args.get(A.Role.SUBJECT), args.get(A.Role.PREDICATE)
    if (
        set(args) != {A.Role.SUBJECT, A.Role.PREDICATE}
        or len(clause.args) != 2
        or not isinstance(subj, A.NounPhrase)
        or not isinstance(pred, A.NounPhrase)
        or len(subj.terms) < 2
        or not isinstance(subj.terms[0], A.Owner)
        or not isinstance(subj.terms[-1], A.CardKind)
        or any(isinstance(t, (A.Count, A.Relative, A.Ref)) for t in subj.terms)
        or len(pred.terms) < 3
        or pred.terms[-2:]
        not in (
            (A.Word("number_of_cards"), A.Word("or_more")),
            (A.Word("number_of_cards"), A.Word("or_less")),
        )
        or not all(isinstance(t, (A.Owner, A.Zone, A.CardKind)) for t in pred.terms[:-2])
    ):
        return clause
    if not isinstance(pred.terms[0], A.Owner):
        pred = A.NounPhrase((subj.terms[0], *pred.terms), ("の", *pred.links))
    counted = A.NounPhrase((*subj.terms, A.Word("number_of_cards")), (*subj.links, "の"))
    return replace(clause, args=(A.Arg(A.Role.SUBJECT, counted), A.Arg(A.Role.PREDICATE, pred)))


def place_of_said(clause: A.Action) -> A.Action:
    """「このカードのいる枠が前列なら」: the place a card is in said to be a place — as 「このカードが
    前列にいるなら」. Unchanged for another clause."""
    if clause.verb != "be" or clause.form is not A.Form.NOMINAL or len(clause.args) != 2:
        return clause
    args = {a.role: a.value for a in clause.args}
    subj, pred = args.get(A.Role.SUBJECT), args.get(A.Role.PREDICATE)
    if not (
        isinstance(subj, A.NounPhrase)
        and isinstance(pred, A.NounPhrase)
        and len(subj.terms) == 2
        and isinstance(subj.terms[0], A.Relative)
        and isinstance(subj.terms[1], A.Zone)
        and len(pred.terms) == 1
        and isinstance(pred.terms[0], A.Zone)
    ):
        return clause
    where = subj.terms[0].clause
    if (
        where.verb not in ("exist", "exist_thing")
        or where.form is not A.Form.FINAL
        or len(where.args) != 1
        or where.args[0].role is not A.Role.SUBJECT_NO
    ):
        return clause
    return A.Action(
        where.verb,
        (A.Arg(A.Role.SUBJECT, where.args[0].value), A.Arg(A.Role.GOAL, pred)),
        A.Form.FINAL,
    )
