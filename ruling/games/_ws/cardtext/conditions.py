"""Conditions (「〜なら」, 「〜いる」, 「〜場合」) read into ``Cond``."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ruling.cardtext.nouns import exact_number
from ruling.lazy import module

if TYPE_CHECKING:
    from grammar import ast as A
else:  # read when a card's text is compiled, not when the game is loaded
    A = module("grammar.ast")
from ruling.abilities import Unsupported
from ruling.cardtext.vocab import CMP as VOCAB_CMP
from ruling.games._ws.cardtext.ir import (
    X_IN_CONDITION,
    Cond,
    Sel,
    Trig,
    XDef,
    orientation,
    with_cond,
    ws_sel,
    ws_trig,
)
from ruling.games._ws.cardtext.nouns import (
    _ONE_SLOT,
    GROUP_REFS,
    _declarer,
    _is_count,
    _is_you,
    _plain,
    _relative,
    _stat_only,
    _trait_count,
    place_of_relative,
    sel,
)
from ruling.games._ws.vocab import (
    COLORS,
    ICONS,
    PHASES,
    VOCAB,
    ZONES,
)

# the shared layer's game-neutral readers (``ruling.cardtext``), read when a card's text is
# compiled: argument roles, counts, connectors, conditions joined by で / chained, timings
sh_cond = module("ruling.cardtext.conditions")
sh_nouns = module("ruling.cardtext.nouns")
sh_steps = module("ruling.cardtext.steps")


# --------------------------------------------------------------------------- conditions


def entered_turn(p: Any) -> tuple[str, ...] | None:
    """「このカードが手札から舞台に置かれたターン(中)」: a turn named by this card being put onto the
    stage from one of those zones in it — the zones; with no zone named (「このカードが舞台に置か
    れたターン中」) from any zone outside the stage, ``("any",)``; None for any other phrase."""
    if not (
        isinstance(p, A.NounPhrase)
        and len(p.terms) in (2, 3)
        and isinstance(p.terms[0], A.Relative)
        and p.terms[1:] in ((A.Word("turn"),), (A.Word("turn"), A.Word("during")))
    ):
        return None
    c = p.terms[0].clause
    if not isinstance(c, A.Action) or c.verb != "put" or c.form is not A.Form.PASSIVE_PAST:
        return None
    try:
        args = sh_cond.args_of(c)
    except Unsupported:
        return None
    src = args.get(A.Role.SOURCE)
    if (
        set(args) == {A.Role.SUBJECT, A.Role.GOAL}
        and args[A.Role.SUBJECT] == A.NounPhrase((A.Ref("this_card"),))
        and args[A.Role.GOAL] == A.NounPhrase((A.Zone("stage"),))
    ):
        return ("any",)
    if (
        set(args) != {A.Role.SUBJECT, A.Role.SOURCE, A.Role.GOAL}
        or args[A.Role.SUBJECT] != A.NounPhrase((A.Ref("this_card"),))
        or args[A.Role.GOAL] != A.NounPhrase((A.Zone("stage"),))
        or not isinstance(src, A.NounPhrase)
        or not all(isinstance(z, A.Zone) and z.id in ZONES for z in src.terms)
    ):
        return None
    return tuple(ZONES[z.id] for z in src.terms)  # type: ignore[union-attr]


def _times(pred: Any) -> tuple[A.NounPhrase, str, str, int] | None:
    """「Yのパワーの2倍以上」 as a predicate: (Y, the value, the comparison, the multiple) — the
    shared ``conditions.times_parts`` with a card Y printed; None for a predicate of another
    shape."""
    if not isinstance(pred, A.NounPhrase) or len(pred.terms) < 4:
        return None
    parts = sh_cond.times_parts(pred)
    if parts is not None and pred.links[-3] != "の":
        raise Unsupported("a comparison with a multiple of this shape")
    return parts


def _pred_count(np: A.NounPhrase | A.Duration | None) -> tuple[str, int]:
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 1:
        raise Unsupported("a predicate that is not a number")
    t = np.terms[0]
    if isinstance(t, A.Count) and t.number is not None and t.number.value is not None:
        if t.bound not in VOCAB_CMP:
            raise Unsupported(f"comparison {t.bound}")
        return VOCAB_CMP[t.bound], t.number.value
    raise Unsupported("a predicate that is not a number")


def _pred_x(np: A.NounPhrase | A.Duration | None) -> bool:
    """「Ｘ枚以上」 / 「Ｘ以下」: a predicate comparing with Ｘ."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 1:
        return False
    t = np.terms[0]
    return (
        isinstance(t, A.Count)
        and t.number is not None
        and t.number.value is None
        and t.number.variable == "X"
        and t.bound in VOCAB_CMP
    )


def _with_x(c: Cond, pred: A.NounPhrase | A.Duration | None) -> Cond:
    return with_cond(c, x=X_IN_CONDITION) if _pred_x(pred) else c


def _pred_count_or_x(np: A.NounPhrase | A.Duration | None) -> tuple[str, int]:
    """``_pred_count``, and 「Ｘ枚以上」 (its ``n`` 0 until ``_with_x`` marks the condition)."""
    if _pred_x(np):
        t = np.terms[0]  # type: ignore[union-attr]
        return VOCAB_CMP[t.bound], 0  # type: ignore[union-attr]
    return _pred_count(np)


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
        if c.marker == "unless":
            # 「…なければ」: read only where a game's compiler names what it allows
            raise Unsupported("a condition 「…なければ」 (unless) on a step")
        if c.marker == "chain":
            raise Unsupported("two conditions on one step")
        return condition(c.clause)
    if isinstance(c, A.Action):
        c = sh_cond.topic_out(c)
        c = sh_cond.became_as_state(c)
        c = sh_cond.subject_out_of_relative(c)
        c = _all_into_subject(c)
        c = _implied_card(c)
        nth = _nth_attack(c)
        if nth is not None:
            return nth
        in_turn = sh_cond.in_whose_turn(c, VOCAB)
        if in_turn is not None:
            # 「相手のターンで、あなたの《X》のキャラが5枚以上なら」: that player's turn, and the
            # rest of the clause (``ruling.cardtext.conditions.in_whose_turn``)
            return Cond("and", parts=(in_turn[0], condition(in_turn[1])))
        whose = sh_cond.whose_turn_clause(c, VOCAB)
        if whose is not None:
            # 「あなたのターン中なら」 / 「相手のターンなら」: it is that player's turn (the same
            # condition as 「あなたのターン中、」 heading a continuous ability's step)
            return whose
        negated = _copula_negated(c)
        if negated is not None:
            return negated
    if (
        isinstance(c, A.Action)
        and c.verb == "be"
        and c.form is A.Form.NOMINAL
        and [a.role for a in c.args] == [A.Role.PREDICATE]
        and (zones := entered_turn(c.args[0].value)) is not None
    ):
        # 「このカードが手札から舞台に置かれたターンなら」: this is the turn this card was put onto
        # the stage from one of those zones (and it has stayed there since: a card that leaves
        # the stage is a new card, 3.1.4) — as the trigger read only in that turn (``entered``)
        return Cond("entered", sel=Sel(ref="this"), detail=(("zones", zones),))
    if isinstance(c, A.Action) and c.verb == "or" and c.form is A.Form.NOMINAL:
        return _or(c)
    if isinstance(c, A.Action) and c.verb not in ("and", "or"):
        parts = sh_cond.conjuncts(c)
        if len(parts) > 1:
            return Cond("and", parts=tuple(_conjunct(x) for x in parts))
    try:
        return _clause(c)
    except Unsupported:
        during = _turn_time(c)
        if during is None:
            raise
        # 「相手のターン中、あなたの前列のキャラがこのカードだけなら」: the turn the clause opens
        # with and the rest of the clause, each a condition (a reader that reads the time itself
        # gives the same)
        rest = dataclasses.replace(c, args=tuple(a for a in c.args if a.role is not A.Role.TIME))  # type: ignore[union-attr]
        return _with_during(condition(rest), during)


def _copula_negated(c: A.Action) -> Cond | None:
    """「このカードのバトル相手が《X》でないなら」 / 「そのターンがあなたのターンでないなら」 /
    「あなたの思い出置場のカードが2枚以上でないなら」: the copula's negative (``be``, negative,
    a subject and a predicate) holds when its positive 「…が…なら」 does not. A card named
    (``match``) is there and is not one (as 「そのカードが《X》でないなら」); anything else, the
    positive's negation. The readings ``_clause`` has of its own come first; None when the
    clause is not of this shape or neither reads it (the caller reports its own reason)."""
    if not (
        c.verb == "be"
        and c.form is A.Form.NEGATIVE
        and sorted(a.role.value for a in c.args) == ["predicate", "subject"]
    ):
        return None
    try:
        return _clause(c)
    except Unsupported:
        pass
    try:
        positive = condition(dataclasses.replace(c, form=A.Form.NOMINAL))
    except Unsupported:
        return None
    if positive.what == "match" and positive.cmp != "not":
        return dataclasses.replace(positive, cmp="not")
    return Cond("not", parts=(positive,))


_ALL = A.NounPhrase((A.Count(None, "card", "all"),))


def _implied_card(c: A.Action) -> A.Action:
    """「山札の上から1枚を見て、《X》のキャラなら手札に加えてよい」: a card description with no
    subject is said of the card just dealt with, as 「そのカードが《X》のキャラなら」."""
    if (
        c.verb != "be"
        or c.form is not A.Form.NOMINAL
        or [a.role for a in c.args] != [A.Role.PREDICATE]
        or not isinstance(c.args[0].value, A.NounPhrase)
        or not any(isinstance(t, A.CardKind | A.Trait | A.Name) for t in c.args[0].value.terms)
        or any(
            isinstance(t, A.Count | A.Owner | A.Zone | A.Ref | A.Relative)
            for t in c.args[0].value.terms
        )
    ):
        return c
    that = A.Arg(A.Role.SUBJECT, A.NounPhrase((A.Ref("that_card"),)))
    return dataclasses.replace(c, args=(that, *c.args))


def _all_into_subject(c: A.Action) -> A.Action:
    """「相手の前列のキャラがすべて【レスト】しているなら」 / 「それらのカードがすべてキャラなら」:
    「すべて」 after the subject says how many of it, as 「相手の前列のキャラすべてが…」."""
    subj = [a for a in c.args if a.role is A.Role.SUBJECT]
    if (
        len(subj) != 1
        or A.Arg(A.Role.NONE, _ALL) not in c.args
        or not isinstance(subj[0].value, A.NounPhrase)
        or not subj[0].value.terms
        or not isinstance(subj[0].value.terms[-1], A.CardKind | A.Name | A.Ref)
    ):
        return c
    np = subj[0].value
    new = dataclasses.replace(
        subj[0], value=A.NounPhrase((*np.terms, *_ALL.terms), (*np.links, ""))
    )
    args = tuple(
        new if a is subj[0] else a
        for a in c.args
        if not (a.role is A.Role.NONE and a.value == _ALL)
    )
    return dataclasses.replace(c, args=args)


def _turn_time(c: A.Action | A.Unparsed) -> str | None:
    """Whose turn a clause's one time 「あなたの / 相手のターン中、」 names, else None."""
    if not isinstance(c, A.Action):
        return None
    times = [a.value for a in c.args if a.role is A.Role.TIME]
    if len(times) != 1 or not isinstance(times[0], A.Duration):
        return None
    return {"during_your_turn": "you", "during_opponent_turn": "opponent"}.get(times[0].id)


_THIS_TURN = A.NounPhrase((A.Ref("this"), A.Word("turn")), ("",))


_THAT_TURN = A.NounPhrase((A.Ref("that"), A.Word("turn")), ("",))
_THAT_ATTACK = A.NounPhrase((A.Ref("that_attack"),))


def _nth_attack(c: A.Action) -> Cond | None:
    """「このターンで3回目のアタック中なら」 / 「このターン3回目のアタック中なら」 /
    「3回目のアタック中なら」: an attack is being made and it is the n-th declared this turn
    (7.1.1: each attack is a run of steps from its declaration; the count starts anew each turn).
    「そのアタックがそのターン(このターン)の2回目以降のアタックなら」 (the attack the trigger
    speaks of, being made): the same, n-th or later (cmp ``ge``) for 以降. None for another
    clause."""
    if c.verb != "be" or c.form is not A.Form.NOMINAL:
        return None
    args = {a.role: a.value for a in c.args}
    if len(args) != len(c.args) or A.Role.PREDICATE not in args:
        return None
    # 「そのアタックが…のアタックなら」: the attack itself is the subject, no 中 after it
    that_attack = args.pop(A.Role.SUBJECT, None)
    if that_attack is not None and that_attack != _THAT_ATTACK:
        return None
    time = args.pop(A.Role.MEANS, None) or args.pop(A.Role.GOAL, None)
    if time is not None and time != _THIS_TURN:
        return None
    pred = args.pop(A.Role.PREDICATE)
    if args or not isinstance(pred, A.NounPhrase):
        return None
    terms = pred.terms
    if (
        time is None
        and terms[:2] in (_THIS_TURN.terms, _THAT_TURN.terms)
        and pred.links[1] in ("", "の")
    ):
        terms = terms[2:]  # 「このターン(の)3回目のアタック中」: the turn inside the noun phrase
    if len(terms) != (2 if that_attack is not None else 3):
        return None
    n, attack, *during = terms
    if attack != A.Word("attack") or during not in ([], [A.Word("during")]):
        return None
    if that_attack is not None and isinstance(n, A.Count) and n.bound == "from":
        n = dataclasses.replace(n, bound="exact")
        if exact_number(n, "ordinal") is None:
            return None
        return Cond("nth_attack", n=n.number.value, cmp="ge")
    if exact_number(n, "ordinal") is None:
        return None
    return Cond("nth_attack", n=n.number.value, cmp="eq")


def _or(c: A.Action) -> Cond:
    """「AかBなら」: either holds; the subject printed with the first is the second's too.
    「XがNで、AかBなら」: the conditions joined by で before the first alternative hold beside the
    alternatives (で joins more loosely than か; as the shared reader, ``sh_cond.condition``)."""
    alts = sh_cond.alternatives(c, "an or-condition of this shape")
    *shared, first = sh_cond.conjuncts(alts[0])
    alts = _shared_subject([first, *alts[1:]])
    either = Cond("or", parts=tuple(_clause(x) for x in alts))
    return Cond("and", parts=(*(_clause(x) for x in shared), either)) if shared else either


def _conjunct(c: A.Action | A.Unparsed) -> Cond:
    """One of 「Aで(あり)、Bて、CかDなら」's conditions; 「このカードの正面のキャラがいないか
    【リバース】しているなら」 as the last is an or-condition of its own."""
    if isinstance(c, A.Action) and c.verb == "or" and c.form is A.Form.NOMINAL:
        return _or(c)
    return _clause(c)


# the phases of a turn (6.1.1) 「Xフェイズ中」 may name
TURN_PHASES = ("stand", "draw", "clock", "main", "climax", "attack", "end")


def phase_during(clause: A.Action | A.Unparsed) -> str | None:
    """「アタックフェイズ中」 printed as a step of its own (「Xフェイズ中、…」): the phase, else
    None."""
    if not isinstance(clause, A.Action) or clause.verb != "be" or clause.form is not A.Form.NOMINAL:
        return None
    if len(clause.args) != 1 or clause.args[0].role is not A.Role.PREDICATE:
        return None
    np = clause.args[0].value
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 3
        and isinstance(np.terms[0], A.Owner)
        and np.terms[0].who in ("you", "opponent")
        and np.links[0] == "の"
    ):
        # 「あなたのアタックフェイズ中、…」: that phase of that player's turn (``phase_owner``)
        np = A.NounPhrase(np.terms[1:], np.links[1:])
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 2 or np.terms[1] != A.Word("during"):
        return None
    first = np.terms[0]
    if not isinstance(first, A.Word) or PHASES.get(first.id) not in TURN_PHASES:
        return None
    return PHASES[first.id]


def phase_owner(clause: A.Action) -> str:
    """Whose turn's phase 「Xフェイズ中」 (``phase_during``) names: ``you`` / ``opponent``
    (「あなたの / 相手のXフェイズ中」), else ``any`` (either player's, 6.1.1)."""
    np = clause.args[0].value if clause.args else None
    if isinstance(np, A.NounPhrase) and np.terms and isinstance(np.terms[0], A.Owner):
        return np.terms[0].who
    return "any"


def _shared_subject(alts: list[A.Action]) -> list[A.Action]:
    """「そのカードが特徴を持たないか《X》のキャラなら」: the grammar gives the subject to the first
    alternative only; a later one that is a bare predicate (「《X》のキャラ(である)」) or a bare
    state (「このカードの正面のキャラがいないか【リバース】しているなら」) is said of the same
    subject."""
    subj = next((a for a in alts[0].args if a.role is A.Role.SUBJECT), None) if alts else None
    if subj is None:
        return alts
    return [
        dataclasses.replace(x, args=(subj, *x.args))
        if (x.verb == "be" and [a.role for a in x.args] == [A.Role.PREDICATE])
        or (x.verb in ("reverse", "rest", "stand") and x.form is A.Form.PROGRESSIVE and not x.args)
        else x
        for x in alts
    ]


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
    # the state a character is in (1.3.2.1 / 4.6.1): 「相手の【スタンド】しているキャラが【レスト】
    # した時」, 「あなたの【レスト】しているキャラが【スタンド】した時」
    ("stand", A.Form.PROGRESSIVE),
    ("rest", A.Form.PROGRESSIVE),
    ("reverse", A.Form.PROGRESSIVE),
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
    times = 1
    at_least = args.get(A.Role.NONE)
    if (
        clause.verb in ("exist", "exist_thing")
        and clause.form is A.Form.FINAL
        and isinstance(at_least, A.NounPhrase)
        and len(at_least.terms) == 1
        and isinstance(at_least.terms[0], A.Count)
        and at_least.terms[0].unit == "item"
        and at_least.terms[0].bound == "at_least"
        and at_least.terms[0].number is not None
        and isinstance(at_least.terms[0].number.value, int)
    ):
        # 「…トリガーアイコンに[[soul.gif]]が2つ以上あるなら」: that icon printed at least so many
        # times (2.16: the icons printed, each counted)
        times = at_least.terms[0].number.value
        args = {k: v for k, v in args.items() if k is not A.Role.NONE}
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
        and clause.form in (A.Form.FINAL, A.Form.NEGATIVE)
        and set(args) == {A.Role.GOAL, A.Role.SUBJECT}
    ):
        card, icons = _icon_owner(args[A.Role.GOAL]), _icons_of(args[A.Role.SUBJECT])
    else:
        return None
    if card is None or icons is None:
        return None
    kinds: tuple[str, ...] = ()
    if (
        card.ref is not None
        and card.kinds
        and card == ws_sel(ref=card.ref, kinds=card.kinds, said=card.said)
    ):
        # 「そのクライマックスのトリガーアイコン」: the card the reference names, said to be one of
        # that kind (the match checks it is)
        card, kinds = Sel(ref=card.ref), card.kinds
    if card.ref is None or card != Sel(ref=card.ref):
        raise Unsupported("the trigger icons of cards that are not named")
    if times > 1 and len(icons) > 1:
        raise Unsupported("a number of one of several trigger icons")
    # there is that card and it has them: the shared match
    wanted = ws_sel(kinds=kinds, icons=icons * times, icons_all=times > 1)
    has = Cond("match", sel=card, filt=wanted)
    if clause.form is A.Form.NEGATIVE:
        # 「そのカードのトリガーアイコンに[[soul.gif]]がないなら」: there is that card and it has
        # none of them (a card with no trigger icon too, 2.16)
        return Cond(
            "and", parts=(Cond("match", sel=card, filt=ws_sel()), Cond("not", parts=(has,)))
        )
    return has


# 「両方」 (both, the lexicon's ref ``both``) after 「AとBが」
_BOTH = A.NounPhrase((A.Ref("both"),))


def _both_exist(clause: A.Action, args: dict[A.Role, Any]) -> Cond | None:
    """「あなたのレベル置場に、「A」と「B」があるなら」 / 「他のあなたの、「A」と「B」と「C」がいるなら」
    (what is printed before 「の、」 — an owner, 他の — is each's): there is an A, and a B, and a C.
    Only for names or colours, which one card cannot have two of; None when the clause joins
    nothing with と."""
    withs = [a.value for a in clause.args if a.role is A.Role.WITH]
    subj = args.get(A.Role.SUBJECT)
    if not withs:
        return None
    if args.get(A.Role.NONE) == _BOTH:
        # 「「A」と「B」が両方いるなら」: 両方 (both) restates that each of those joined is there
        args = {k: v for k, v in args.items() if k is not A.Role.NONE}
        clause = dataclasses.replace(
            clause, args=tuple(a for a in clause.args if a.role is not A.Role.NONE)
        )
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


def _each_counted(clause: A.Action, args: dict[A.Role, Any]) -> Cond | None:
    """「あなたの控え室の《A》のキャラと《B》のキャラがそれぞれ2枚以上なら」: each description's cards
    counted on its own, every count met (the where printed before the first — an owner, a zone,
    他の — is each's); None for another clause."""
    if clause.verb != "be" or clause.form is not A.Form.NOMINAL:
        return None
    withs = [a.value for a in clause.args if a.role is A.Role.WITH]
    pred = args.get(A.Role.PREDICATE)
    if (
        not withs
        or set(args) != {A.Role.WITH, A.Role.SUBJECT, A.Role.PREDICATE}
        or not isinstance(pred, A.NounPhrase)
        or len(pred.terms) != 2
        or pred.terms[0] != A.Ref("each")
        or not isinstance(pred.terms[1], A.Count)
    ):
        return None
    nps = [*withs, args[A.Role.SUBJECT]]
    if not all(isinstance(np, A.NounPhrase) and np.terms for np in nps):
        raise Unsupported("a count of each of this shape")
    head = nps[0]
    k = 0
    while k < len(head.terms) and (
        isinstance(head.terms[k], A.Owner | A.Zone) or head.terms[k] == A.Ref("other")
    ):
        k += 1
    if k == len(head.terms) or any(
        isinstance(t, A.Owner | A.Zone) or t == A.Ref("other") for np in nps[1:] for t in np.terms
    ):
        raise Unsupported("a count of each of this shape")
    prefix, links = head.terms[:k], tuple(x.rstrip("、") for x in head.links[:k])
    nps = [nps[0]] + [
        A.NounPhrase((*prefix, *np.terms), (*links, *np.links)) if prefix else np for np in nps[1:]
    ]
    count = A.NounPhrase((pred.terms[1],))
    parts = tuple(
        _clause(
            A.Action(
                "be",
                (A.Arg(A.Role.SUBJECT, np), A.Arg(A.Role.PREDICATE, count)),
                A.Form.NOMINAL,
            )
        )
        for np in nps
    )
    if any(c.what != "count" for c in parts):
        raise Unsupported("a count of each of this shape")
    return Cond("and", parts=parts)


def _subject_out_of_relative(c: A.Action) -> A.Action:
    """「そのカードがカード名に「A」か「B」を含むキャラなら」 / 「そのカードが相手の宣言したレベルの
    キャラなら」: the grammar hangs the subject (そのカードが) on the relative clause (「カード名に…を
    含む」, 「…宣言した」) of the predicate; it is the condition's (そのカードが …キャラなら)."""
    if c.verb != "be" or c.form is not A.Form.NOMINAL or len(c.args) != 1:
        return c
    pred = c.args[0]
    np = pred.value
    if pred.role is not A.Role.PREDICATE or not isinstance(np, A.NounPhrase) or not np.terms:
        return c
    rel = np.terms[0]
    if not isinstance(rel, A.Relative) or rel.clause.verb not in ("contain", "declare"):
        return c
    subj = [a for a in rel.clause.args if a.role is A.Role.SUBJECT]
    if len(subj) != 1:
        return c
    # 「あなたのキャラがすべてカード名に「A」を含むキャラなら」: 「すべて」 after the subject goes
    # with it (``_all_into_subject``: 「あなたのキャラすべてが…」)
    every = [a for a in rel.clause.args if a.role is A.Role.NONE and a.value == _ALL]
    inner = dataclasses.replace(
        rel.clause,
        args=tuple(a for a in rel.clause.args if a.role is not A.Role.SUBJECT and a not in every),
    )
    new_pred = dataclasses.replace(
        pred, value=A.NounPhrase((A.Relative(inner), *np.terms[1:]), np.links)
    )
    return _all_into_subject(dataclasses.replace(c, args=(subj[0], *every[:1], new_pred)))


def _battle_np() -> A.NounPhrase:
    return A.NounPhrase((A.Word("battle"),))


def _battling_with(clause: A.Action) -> A.Action | None:
    """「このカードが《X》のキャラとバトルしているなら」: the card this card is in battle with is
    its battle opponent (7.2.1.5.1), so the clause is 「このカードのバトル相手が《X》のキャラなら」;
    None for another clause."""
    if clause.verb != "do" or clause.form is not A.Form.PROGRESSIVE or clause.modal:
        return None
    args = {a.role: a.value for a in clause.args}
    if len(clause.args) != 3 or set(args) != {A.Role.SUBJECT, A.Role.WITH, A.Role.NONE}:
        return None
    subj = args[A.Role.SUBJECT]
    if args[A.Role.NONE] != _battle_np() or subj != A.NounPhrase((A.Ref("this_card"),)):
        return None
    opponent = A.NounPhrase((A.Ref("this_card"), A.Word("battle_opponent")), ("の",))
    partner = args[A.Role.WITH]
    if (
        isinstance(partner, A.NounPhrase)
        and len(partner.terms) > 1
        and partner.terms[0] == A.Owner("opponent")
        and partner.links[0] == "の"
    ):
        # 「相手の《X》のキャラとバトルしているなら」: this card's battle opponent is always a
        # character of its master's opponent (7.2.1.5.1: the attacking and the defending
        # character) — 「相手の」 adds nothing to the filter (「あなたの…」 is left as written)
        partner = A.NounPhrase(partner.terms[1:], partner.links[1:])
    return A.Action(
        "be",
        (A.Arg(A.Role.SUBJECT, opponent), A.Arg(A.Role.PREDICATE, partner)),
        A.Form.NOMINAL,
    )


# 「このカードがバトルしているなら」 / 「このカードのバトル中、」: this card is in a battle (it has a
# battle opponent, 7.2.1.5.1)
# the cards a state condition (「…が【レスト】しているなら」) may name: this card, the one facing
# it …, and a card this effect chose (read as it last was on the stage once it left, 8.11.1)
STATE_REFS = ("this", "facing", "front", "behind", "adjacent", "battle_opponent", "chosen")
IN_BATTLE = Cond("match", sel=Sel(ref="this"), filt=ws_sel(in_battle=True))


# 「このカードがアタックしているなら」: this card is the attacking character (7.2.1.5: 攻撃キャラ,
# from its declaration to the end of that attack), as 「アタックしているキャラ」 names it
ATTACKING = Cond("match", sel=Sel(ref="this"), filt=ws_sel(attacking=True))


# 「アタックキャラ」 (10.16.2 「このカードがアタックキャラであるなら」): the attacking character,
# 攻撃キャラ (7.2.1.5)
_ATTACK_CHARACTER = A.NounPhrase((A.Word("attack"), A.CardKind("character")), ("",))


def _attacking(clause: A.Action) -> bool:
    """「このカードがアタックしているなら」 (no kind of attack named) / 「このカードがアタックキャラ
    (である)なら」."""
    if clause.verb == "be" and clause.form is A.Form.NOMINAL and not clause.modal:
        return {a.role: a.value for a in clause.args} == {
            A.Role.SUBJECT: A.NounPhrase((A.Ref("this_card"),)),
            A.Role.PREDICATE: _ATTACK_CHARACTER,
        } and len(clause.args) == 2
    return (
        clause.verb == "attack"
        and clause.form is A.Form.PROGRESSIVE
        and not clause.modal
        and len(clause.args) == 1
        and {a.role: a.value for a in clause.args}
        == {A.Role.SUBJECT: A.NounPhrase((A.Ref("this_card"),))}
    )


def _battling(clause: A.Action) -> bool:
    """「このカードがバトルしているなら」 (no partner named)."""
    return (
        clause.verb == "do"
        and clause.form is A.Form.PROGRESSIVE
        and not clause.modal
        and {a.role: a.value for a in clause.args}
        == {A.Role.SUBJECT: A.NounPhrase((A.Ref("this_card"),)), A.Role.NONE: _battle_np()}
        and len(clause.args) == 2
    )


def _contains_as_description(clause: A.Action) -> A.Action | None:
    """「あなたの思い出すべてがカード名に「恵」を含むなら」 / 「そのカードがカード名に「X」を含むなら」
    / 「そのキャラが特徴に《X》を含まないなら」 / 「そのキャラが《X》を持つなら」: the subject is a card
    so described (2.1.2.1, 2.5) — the clause 「…が「カード名に「恵」を含むカード」なら」, read as any
    description is; None for another clause."""
    # 「そのキャラのカード名に「X」が含まれ(てい)るなら」 / 「…含まれていないなら」: the same,
    # printed in the passive (the shared ``stative`` and ``contained_in``)
    clause = sh_nouns.contained_in(sh_nouns.stative(clause))
    if clause.modal or clause.form not in (A.Form.FINAL, A.Form.NEGATIVE):
        return None
    subj = [a for a in clause.args if a.role is A.Role.SUBJECT]
    rest = tuple(a for a in clause.args if a.role is not A.Role.SUBJECT)
    if len(subj) != 1:
        return None
    if clause.verb == "contain" and [a.role for a in rest] == [A.Role.OBJECT]:
        # 「そのカードが「X」を含むなら」: no field named — 「X」 in its card name, 《X》 among its
        # traits, as 「「X」を含むカード」 (2.1.2.1, 2.5)
        obj = rest[0].value
        if not (
            isinstance(obj, A.NounPhrase)
            and obj.terms
            and isinstance(obj.terms[-1], A.Name | A.Trait)
        ):
            return None
    elif clause.verb == "contain":
        # 「そのキャラがカード名 / 名前 / 特徴に…を含む(含まない)なら」 (2.1.2.1, 2.5)
        if {a.role for a in rest} != {A.Role.GOAL, A.Role.OBJECT} or len(rest) != 2:
            return None
        goal = next(a for a in rest if a.role is A.Role.GOAL).value
        if not (
            isinstance(goal, A.NounPhrase)
            and len(goal.terms) == 1
            and isinstance(goal.terms[0], A.Word)
            and goal.terms[0].id in sh_nouns.CONTAIN_FIELD_WORDS
        ):
            return None
    elif clause.verb == "have":
        # 「そのキャラが《X》を持つ(持たない)なら」: a card with (without) that trait or
        # keyword ability, as 「そのキャラが《X》を持つキャラなら」; 「…が特徴を2つ以上持つなら」: a
        # card with that many traits (2.5)
        if sorted(a.role.value for a in rest) == ["none", "object"] and (
            clause.form is A.Form.FINAL
            and _trait_count({a.role: a.value for a in rest}) is not None
        ):
            obj = None
        elif [a.role for a in rest] != [A.Role.OBJECT]:
            return None
        else:
            obj = rest[0].value
        if obj is not None and not (
            isinstance(obj, A.NounPhrase)
            and obj.terms
            and isinstance(obj.terms[-1], A.Trait | A.Label | A.Quote)
        ):
            return None
    else:
        return None
    relative = A.Relative(dataclasses.replace(clause, args=rest))
    pred = A.NounPhrase((relative, A.CardKind("card")), ("",))
    return A.Action("be", (subj[0], A.Arg(A.Role.PREDICATE, pred)), A.Form.NOMINAL)


def _counts_or(clause: A.Action) -> list[A.Action] | None:
    """「あなたの控え室のCXが2枚以下か6枚以上なら」: the counts joined by か are alternatives, the
    clause once with each (either holds); None for another clause."""
    preds = [a for a in clause.args if a.role is A.Role.PREDICATE]
    if clause.verb != "be" or clause.form is not A.Form.NOMINAL or len(preds) != 1:
        return None
    np = preds[0].value
    if (
        not isinstance(np, A.NounPhrase)
        or len(np.terms) < 2
        or not all(isinstance(t, A.Count) for t in np.terms)
        or set(np.links) != {"か"}
    ):
        return None
    return [
        dataclasses.replace(
            clause,
            args=tuple(
                A.Arg(A.Role.PREDICATE, A.NounPhrase((t,)), a.pause) if a is preds[0] else a
                for a in clause.args
            ),
        )
        for t in np.terms
    ]


def _damage_cancelled(clause: A.Action) -> Cond | None:
    """「このダメージがキャンセルされたなら」 / 「そのダメージがキャンセルされなかったなら」: whether the
    damage the step before dealt was cancelled (4.10.1.2) or not (4.10.1.3); None for another
    clause."""
    forms = {A.Form.PASSIVE_PAST: "eq", A.Form.PASSIVE_NEG_PAST: "not"}
    if clause.verb != "cancel" or clause.form not in forms or clause.modal or len(clause.args) != 1:
        return None
    a = clause.args[0]
    if a.role is not A.Role.SUBJECT or not isinstance(a.value, A.NounPhrase):
        return None
    if a.value.terms not in (
        (A.Ref("this"), A.Word("damage")),
        (A.Ref("that"), A.Word("damage")),
    ):
        return None
    return Cond("damage_cancelled", cmp=forms[clause.form])


_AMOUNT_CMP = {"at_least": "ge", "at_most": "le", "exact": "eq"}


def _damage_amount(clause: A.Action) -> Cond | None:
    """「そのダメージが3以上なら」: the amount of the damage the trigger names (4.10.1: the damage
    process of that many points) against the number; None for another clause."""
    if clause.verb != "be" or clause.form is not A.Form.NOMINAL or clause.modal:
        return None
    ca = {a.role: a.value for a in clause.args}
    if set(ca) != {A.Role.SUBJECT, A.Role.PREDICATE} or len(clause.args) != 2:
        return None
    subj, pred = ca[A.Role.SUBJECT], ca[A.Role.PREDICATE]
    if not isinstance(subj, A.NounPhrase) or subj.terms not in (
        (A.Ref("this"), A.Word("damage")),
        (A.Ref("that"), A.Word("damage")),
    ):
        return None
    if not isinstance(pred, A.NounPhrase) or len(pred.terms) != 1:
        return None
    c = pred.terms[0]
    if (
        not isinstance(c, A.Count)
        or c.unit not in ("none", "damage")
        or c.bound not in _AMOUNT_CMP
        or c.number is None
        or not isinstance(c.number.value, int)
    ):
        return None
    return Cond("damage_amount", cmp=_AMOUNT_CMP[c.bound], n=c.number.value)


_LEVEL_BOUND = {A.Word("or_more"): "ge", A.Word("or_less"): "le"}


def _count_against_level(clause: A.Action) -> Cond | None:
    """「他のあなたの《祭》のキャラの枚数が、相手のレベル以上なら」: a number of cards against a
    player's level — the number of cards in that player's level zone (3.9) — as 「あなたの
    レベルが相手のレベル以上なら」 compares two level zones; None for another clause."""
    if clause.verb != "be" or clause.form is not A.Form.NOMINAL or clause.modal:
        return None
    ca = {a.role: a.value for a in clause.args}
    if set(ca) - {A.Role.SUBJECT, A.Role.PREDICATE, A.Role.TIME} or len(clause.args) != len(ca):
        return None
    subj, pred = ca.get(A.Role.SUBJECT), ca.get(A.Role.PREDICATE)
    if (
        not isinstance(subj, A.NounPhrase)
        or len(subj.terms) < 2
        or subj.terms[-1] != A.Word("number_of_cards")
        or subj.links[-1] != "の"
        or not isinstance(pred, A.NounPhrase)
        or len(pred.terms) != 3
        or not isinstance(pred.terms[0], A.Owner)
        or pred.terms[0].who not in ("you", "self", "opponent")
        or pred.terms[1] != A.Stat("level")
        or pred.terms[2] not in _LEVEL_BOUND
    ):
        return None
    during = _during(ca.get(A.Role.TIME))
    cards = sel(A.NounPhrase(subj.terms[:-1], subj.links[:-1]))
    if cards.ref is not None or cards.count is not None:
        return None
    who = "opponent" if pred.terms[0].who == "opponent" else "you"
    out = Cond(
        "count",
        sel=cards,
        than=ws_sel(owner=who, zone="level"),
        cmp=_LEVEL_BOUND[pred.terms[2]],
        n=None,
    )
    return _with_during(out, during)


def _in_this_battle(clause: A.Action) -> A.Action | None:
    """「このカードのバトル中、…なら」: the clause without that time (which the caller requires
    as 「このカードがバトルしているなら」); None for a clause without it."""
    times = [a for a in clause.args if a.role is A.Role.TIME]
    if len(times) != 1 or times[0].value != A.Duration("this_battle_of_card"):
        return None
    return dataclasses.replace(clause, args=tuple(a for a in clause.args if a is not times[0]))


def _described(np: Any) -> bool:
    """A plain noun phrase (``nouns._plain``) that points at no card (他の aside: no このカード /
    残りのカード; WS's own readings of 「このカードが…にいるなら」 are the shared ``at``)."""
    if not isinstance(np, A.NounPhrase) or not np.terms or not _plain(np):
        return False
    if any(isinstance(t, A.Ref) and t.id != "other" for t in np.terms):
        return False
    return True


def _shared_reading(clause: A.Action) -> bool:
    """Whether the clause is one the shared reader (``ruling.cardtext.conditions._clause`` with
    WS's ``Vocab``) reads as WS does: an existence of described cards (「あなたの控え室に《X》の
    キャラがあるなら」 / 「他のあなたの《X》のキャラがいないなら」 / 「…が2枚以上いるなら」, a time
    before it: 「あなたのターン中、…」), or a count of described cards (「あなたの思い出置場の
    カードが3枚以上なら」; naming no zone, 「《X》のキャラが2枚以上なら」, WS's reading of the
    place is put in: ``_on_stage``). Measured: every such clause of the ws list and cards_r14-r18
    (1053) compiles to the same ``Cond`` by WS's own reader and this route. Not here: 「他のあなたの、
    「A」と「B」がいるなら」 (WS reads 他のあなたの、 as every name's; the shared reader as the
    first's)."""
    roles = sorted(a.role.value for a in clause.args if a.role is not A.Role.TIME)
    if any(
        a.role is A.Role.TIME
        and not (
            isinstance(a.value, A.Duration)
            and a.value.id in ("during_your_turn", "during_opponent_turn")
        )
        for a in clause.args
    ):
        return False  # a time but a turn (このカードのバトル中、…: ``_in_this_battle``)
    if clause.verb in ("exist", "exist_thing") and clause.form in (A.Form.FINAL, A.Form.NEGATIVE):
        return {"subject"} <= set(roles) <= {"goal", "none", "subject"} and all(
            _described(a.value) or a.role is A.Role.NONE and sh_nouns.bare_count(a.value)
            for a in clause.args
            if a.role is not A.Role.TIME
        )
    if clause.verb == "be" and clause.form is A.Form.NOMINAL and roles == ["predicate", "subject"]:
        args = {a.role: a.value for a in clause.args}
        pred = args[A.Role.PREDICATE]
        if not isinstance(pred, A.NounPhrase) or len(pred.terms) != 1:
            return False
        n = pred.terms[0]
        return (
            isinstance(n, A.Count)
            and n.number is not None
            and n.number.value is not None
            and _described(args[A.Role.SUBJECT])
        )
    return False


def _ref_at(named: Sel, place: Sel, negative: bool = False) -> Cond:
    """「それらのキャラが舞台にいるなら」 / 「そのカードを控え室に置いたなら」 / 「山札の下に置いたなら」:
    one of the cards a reference names is in that place now (a card that changed zones is
    followed to its new one, 3.1.4) — the shared ``at`` of a reference (VG 「そのユニットが前列に
    いるなら」), 「…いないなら」 its negation."""
    at = Cond("at", sel=named, filt=place)
    return Cond("not", parts=(at,)) if negative else at


def _done_count(verb: str, counted: tuple[Any, ...]) -> Cond:
    """「2枚【レスト】したなら」 / 「5枚戻したなら」 / 「1枚以上公開したなら」: the step before did
    it (11.2.3) to that many cards — the shared ``Cond("done")`` with ``detail`` ``count``
    ``cards`` (VG's 「２枚置いたなら」), ``verb`` WS's word for it (the runtime reads the cards
    an orientation step turned, or those a move or reveal dealt with)."""
    return Cond(
        "done",
        verb=verb,
        n=counted[0],
        cmp=VOCAB_CMP[counted[1]],
        detail=(("count", "cards"),),
    )


def _on_stage(c: Cond) -> Cond:
    """WS's reading of a count naming no zone (「《X》のキャラが2枚以上なら」): the characters on
    the stage (2.3.2.1.2) — the shared reader leaves the place to the game (``zones=()``)."""
    if c.what == "and":
        return dataclasses.replace(c, parts=tuple(_on_stage(p) for p in c.parts))
    s = c.sel
    if (
        c.what == "count"
        and s is not None
        and s.ref is None
        and not s.zones
        and s.kind in (None, "character")
    ):
        return dataclasses.replace(c, sel=ws_sel(s, zone="stage"))
    return c


# how many slots a place of the stage has (3.6.1, 3.6.4)
_SLOTS_IN = {"stage": 5, "front_row": 3, "back_row": 2, **{z: 1 for z in _ONE_SLOT}}
# a count of the slots that hold no character, said of the characters there: the comparison
# turned round (empty ≤ n ⟺ characters ≥ slots − n)
_FLIPPED = {"le": "ge", "ge": "le", "eq": "eq", "lt": "gt", "gt": "lt"}


def _empty_slots(np: A.NounPhrase | A.Duration | None) -> tuple[Sel, int] | None:
    """「あなたの後列のキャラのいない枠」: the slots of a place of the stage that hold no character
    — the characters there (a slot holds one card, 3.6.2; a card of another kind is put out of
    it by a rule process, 3.6.7) and how many slots the place has (3.6.1, 3.6.4). None for any
    other noun phrase."""
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and isinstance(np.terms[0], A.Relative)
        and np.terms[1] == A.Zone("slot")
    ):
        return None
    c = np.terms[0].clause
    if c.verb != "exist" or c.form is not A.Form.NEGATIVE or len(c.args) != 1:
        return None
    if c.args[0].role not in (A.Role.SUBJECT_NO, A.Role.SUBJECT):
        return None
    chars = sel(c.args[0].value)
    if chars != ws_sel(owner=chars.owner, zone=chars.zone, kind="character"):
        return None
    if chars.zone not in _SLOTS_IN or chars.owner not in ("you", "opponent"):
        return None
    return chars, _SLOTS_IN[chars.zone]


def _empty_slot_count(clause: A.Action) -> Cond | None:
    """「あなたの後列のキャラのいない枠が1つ以下なら」 / 「あなたの前列のキャラのいない枠がある
    なら」 / 「…がないなら」: a count of the empty slots of a place (``_empty_slots``), read as the
    count of the characters there against the number of its slots."""
    args = {a.role: a.value for a in clause.args}
    if clause.verb == "be" and clause.form is A.Form.NOMINAL:
        if set(args) != {A.Role.SUBJECT, A.Role.PREDICATE}:
            return None
        empty = _empty_slots(args[A.Role.SUBJECT])
        if empty is None:
            return None
        cmp, n = _pred_count(args[A.Role.PREDICATE])
        if cmp not in _FLIPPED:
            raise Unsupported("a count of empty slots with this comparison")
    elif clause.verb in ("exist", "exist_thing") and clause.form in (A.Form.FINAL, A.Form.NEGATIVE):
        if set(args) != {A.Role.SUBJECT}:
            return None
        empty = _empty_slots(args[A.Role.SUBJECT])
        if empty is None:
            return None
        cmp, n = ("eq", 0) if clause.form is A.Form.NEGATIVE else ("ge", 1)
    else:
        return None
    chars, slots = empty
    return Cond("count", sel=chars, cmp=_FLIPPED[cmp], n=slots - n)


def _passive_te_past(clause: A.Action) -> A.Action:
    """「…置かれていたなら」: the grammar splits the verb into 「置かれて」 and 「いた」 (two relatives
    joined as a nominal ``and``); it is the one clause 「…置かれている」 told of the past — as a
    condition on what happened this turn, the same (the event happened, 「…ていた」). Any other
    clause as it is."""
    if clause.verb != "and" or clause.form is not A.Form.NOMINAL or len(clause.args) != 2:
        return clause
    first, second = (a.value for a in clause.args)
    if not all(
        a.role is A.Role.NONE and isinstance(a.value, A.NounPhrase) and len(a.value.terms) == 1
        for a in clause.args
    ):
        return clause
    t1, t2 = first.terms[0], second.terms[0]  # type: ignore[union-attr]
    if (
        isinstance(t1, A.Relative)
        and isinstance(t2, A.Relative)
        and t1.clause.form is A.Form.PASSIVE_TE
        and t2.clause == A.Action("exist", (), A.Form.PAST)
        and t1.clause.modal is None
        and not t1.clause.more
    ):
        return dataclasses.replace(t1.clause, form=A.Form.PASSIVE_PROG)
    return clause


_ACTIVE_HISTORY = {
    A.Form.PROGRESSIVE: False,
    A.Form.PROGRESSIVE_PAST: False,
    A.Form.PROGRESSIVE_NEG: True,
    A.Form.PROGRESSIVE_NEG_PAST: True,
}


def _put_by(clause: A.Action) -> tuple[A.Action, str, bool] | None:
    """「あなたが手札のカードを…控え室に置いている」 / 「相手が手札から舞台にキャラを置いていない」: a
    player put cards this turn — the passive clause of those cards (「…が置かれている」, their
    owner, unsaid, that player's: 「手札から」 is the mover's own hand), the player (``you`` /
    ``opponent``) and whether it is negated. None for a clause of another shape."""
    if clause.verb != "put" or clause.form not in _ACTIVE_HISTORY or clause.modal is not None:
        return None
    subj = [a for a in clause.args if a.role in (A.Role.SUBJECT, A.Role.TOPIC)]
    obj = [a for a in clause.args if a.role is A.Role.OBJECT]
    if len(subj) != 1 or len(obj) != 1:
        return None
    np = subj[0].value
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 1
        and isinstance(np.terms[0], A.Owner)
        and np.terms[0].who in ("you", "opponent")
    ):
        return None
    doer = np.terms[0].who
    mover = A.Owner(doer)

    def owned(a: A.Arg) -> A.Arg:
        # 「手札の…」 / 「手札から」 with no owner: the mover's own zone
        v = a.value
        if (
            a.role in (A.Role.OBJECT, A.Role.SOURCE)
            and isinstance(v, A.NounPhrase)
            and v.terms
            and isinstance(v.terms[0], A.Zone)
        ):
            return dataclasses.replace(
                a, value=A.NounPhrase((mover, *v.terms), ("の", *v.links), v.span)
            )
        return a

    args = tuple(
        dataclasses.replace(owned(a), role=A.Role.SUBJECT) if a.role is A.Role.OBJECT else owned(a)
        for a in clause.args
        if a is not subj[0]
    )
    passive = dataclasses.replace(clause, args=args, form=A.Form.PASSIVE_PROG)
    return passive, doer, _ACTIVE_HISTORY[clause.form]


def _put_this_turn(clause: A.Action) -> Cond | None:
    """「そのターン中にあなたのクロック置場にカードが2枚以上置かれているなら」 / 「そのターン中にあなたの
    手札が控え室に置かれているなら」: cards were put from / into those zones this turn (2.12.2.3
    a zone-move of a card, 3.1.4), however many times, whatever moved them — whether they are
    still there or not. The shared ``history`` of a ``placed`` event (its subject the cards, with
    their owner and the zone they left; ``dst`` the zone they went to), counted in cards; no
    count printed: one at least. None for a clause of another shape."""
    clause = _passive_te_past(clause)
    active = _put_by(clause)
    if active is not None:
        # 「このターン中に、あなたが手札のカードを3枚以上控え室に置いているなら」: the same moves,
        # only those that player made (``detail`` ``doer``: the mover each move records,
        # ``program.with_mover``); 「…置いていないなら」: none
        passive, doer, negative = active
        got = _put_this_turn(passive)
        if got is None:
            raise Unsupported("a put by a player this turn of this shape")
        got = dataclasses.replace(got, detail=(*got.detail, ("doer", doer)))
        return Cond("not", parts=(got,)) if negative else got
    if (
        clause.verb != "put"
        or clause.form is not A.Form.PASSIVE_PROG
        or clause.modal is not None
        or clause.amount is not None
    ):
        return None
    # 「このターンに」: the grammar reads it as a goal (a second one beside the zone's)
    this_turn = A.NounPhrase((A.Ref("this"), A.Word("turn")), ("",))
    said_turn = [a for a in clause.args if a.role is A.Role.GOAL and a.value == this_turn]
    if said_turn:
        if any(a.role is A.Role.TIME for a in clause.args):
            return None
        clause = dataclasses.replace(
            clause,
            args=tuple(
                A.Arg(A.Role.TIME, A.Duration("this_turn")) if a is said_turn[0] else a
                for a in clause.args
            ),
        )
    args = sh_cond.args_of(clause)
    time = args.get(A.Role.TIME)
    if not isinstance(time, A.Duration) or time.id != "this_turn":
        return None
    sh_steps._only(
        args,
        {A.Role.TIME, A.Role.SUBJECT, A.Role.SOURCE, A.Role.GOAL, A.Role.NONE},
        "a put this turn",
    )
    counted = (1, "at_least") if A.Role.NONE not in args else sh_nouns.bare_count(args[A.Role.NONE])
    if counted is None or counted[0] is None or A.Role.GOAL not in args:
        raise Unsupported("a put this turn of this shape")
    what, goal = sel(args.get(A.Role.SUBJECT)), sel(args[A.Role.GOAL])
    if A.Role.SOURCE in args:
        # 「あなたのクロックからカードが控え室に置かれていたなら」: the zone they left said with から
        src = sel(args[A.Role.SOURCE])
        if (
            what.zone is not None
            or src.zone is None
            or src != ws_sel(zone=src.zone, owner=src.owner)
        ):
            raise Unsupported("a put this turn from a place of this shape")
        what = ws_sel(what, zone=src.zone, owner=what.owner or src.owner)
    bare_goal = ws_sel(zone=goal.zone, owner=goal.owner)
    if (
        what.ref == "this"
        and goal == ws_sel(zone="stage")
        and A.Role.NONE not in args
        and dataclasses.replace(what, zones=(), kinds=()) == Sel(ref="this")
        and what.zone not in ("stage", "front_row", "back_row", "center")
    ):
        # 「このターン中にこのカードが(手札から)舞台に置かれていたなら」: this card
        # was put onto the stage (from that zone; none named: from any outside it) this turn and
        # has stayed there — one that left it is a new card (3.1.4) — as 「このカードが手札から
        # 舞台に置かれたターンなら」 (``entered``)
        zones = (what.zone,) if what.zone else ("any",)
        return Cond("entered", sel=Sel(ref="this"), detail=(("zones", zones),))
    # onto the stage: only from a zone named (「手札から舞台に」: a move between zones, 3.1.4 —
    # not a move between the stage's slots)
    onto_stage = goal.zone == "stage" and what.zone not in (None, "stage")
    if (
        (goal.zone in (None, "stage", "front_row", "back_row", "center") and not onto_stage)
        or goal != bare_goal
        or what.ref is not None
        or what.count is not None
        or what.zone in ("stage", "front_row", "back_row", "center")
        or (what.owner and goal.owner and what.owner != goal.owner)
    ):
        raise Unsupported("a put this turn of this shape")
    owner = what.owner or goal.owner or "you"
    subject = ws_sel(what, owner=owner)
    return Cond(
        "history",
        event=Trig(
            "placed",
            subject=subject,
            src=(what.zone,) if what.zone else (),
            dst=(goal.zone,),
        ),
        n=counted[0],
        cmp=VOCAB_CMP[counted[1]],
    )


def _played_this_turn(clause: A.Action) -> Cond | None:
    """「そのターン中にあなたがイベントをプレイしていたなら」 (「…していないなら」: did not): that player played a card of that
    description this turn (8.6.2.4: the play trigger's event, ``Trig("played")``) — the shared
    ``history`` of it; None for a clause of another shape."""
    if (
        clause.verb != "play"
        or clause.form not in (A.Form.PROGRESSIVE_PAST, A.Form.PROGRESSIVE, A.Form.PROGRESSIVE_NEG)
        or clause.modal is not None
    ):
        return None
    args = dict(sh_cond.args_of(clause))
    # 「そのターン中に」 / 「このターンに」 (the latter read by the grammar as a goal)
    if not _this_turn_time(args):
        return None
    sh_steps._only(args, {A.Role.SUBJECT, A.Role.OBJECT}, "a play this turn")
    who, what = sel(args.get(A.Role.SUBJECT)), sel(args.get(A.Role.OBJECT))
    if (
        who not in (Sel(owner="you"), Sel(owner="opponent"))
        or what.ref is not None
        or what.owner is not None
        or what.zone is not None
        or what.count is not None
        or what.kind is None
    ):
        raise Unsupported("a play this turn of this shape")
    played = Cond("history", event=Trig("played", subject=what, owner=who.owner))
    # 「…プレイしていないなら」: no such play this turn
    return Cond("not", parts=(played,)) if clause.form is A.Form.PROGRESSIVE_NEG else played


def _this_turn_time(args: dict[Any, Any]) -> bool:
    """The time of a 「…ていたなら」 clause is this turn: 「そのターン中に」 / 「このターン中に」
    (a duration), or 「このターンに」 (read by the grammar as a goal); the time taken out of
    ``args``."""
    this_turn = A.NounPhrase((A.Ref("this"), A.Word("turn")), ("",))
    time = args.get(A.Role.TIME)
    if isinstance(time, A.Duration) and time.id == "this_turn":
        del args[A.Role.TIME]
        return True
    if A.Role.TIME not in args and args.get(A.Role.GOAL) == this_turn:
        del args[A.Role.GOAL]
        return True
    return False


def _this_turn_args(
    clause: A.Action,
    forms: tuple[A.Form, ...] | None = (A.Form.PROGRESSIVE_PAST, A.Form.PROGRESSIVE_NEG),
) -> dict[A.Role, Any] | None:
    """The arguments of a 「このターン中に…していた(ない)なら」 clause — no modal, nothing joined, one of
    ``forms`` (any form when None) — with its time 「このターン中に」 taken out; None for a clause of
    another shape."""
    if clause.modal is not None or clause.more:
        return None
    if forms is not None and clause.form not in forms:
        return None
    args = dict(sh_cond.args_of(clause))
    return args if _this_turn_time(args) else None


def _moved_this_turn(clause: A.Action) -> Cond | None:
    """「このターン中にあなたのキャラが他の枠に2回以上動いていたなら」 / 「このターン中にそのキャラが他の
    枠から動いていたなら」: a move this turn of such a card from a slot of the stage to another
    (3.6.3), counted (each move once) — the shared ``history`` of the event the trigger 「…が他の枠に
    動いた時」 reads; None for a clause of another shape."""
    args = _this_turn_args(clause)
    if args is None:
        return None
    other_slot = A.NounPhrase((A.Ref("other"), A.Zone("slot")), ("の",))
    if [args.pop(r, None) for r in (A.Role.GOAL, A.Role.SOURCE)].count(other_slot) != 1:
        raise Unsupported("a move this turn of this shape")
    times = args.pop(A.Role.NONE, None)
    cmp, n = "ge", 1
    if times is not None:
        t = times.terms[0] if isinstance(times, A.NounPhrase) and len(times.terms) == 1 else None
        if (
            not isinstance(t, A.Count)
            or t.unit != "times"
            or t.number is None
            or t.number.value is None
            or t.bound not in VOCAB_CMP
        ):
            raise Unsupported("a move this turn of this shape")
        cmp, n = VOCAB_CMP[t.bound], t.number.value
    who = sel(args.pop(A.Role.SUBJECT, None))
    if args or not (
        who.ref in ("this", "chosen")
        or (
            who.ref is None
            and who.owner in ("you", "opponent")
            and who.kind == "character"
            and who.zone in (None, "stage")
            and who.count is None
        )
    ):
        raise Unsupported("a move this turn of this shape")
    happened = Cond("history", event=Trig("slot_moved", subject=who), cmp=cmp, n=n)
    return Cond("not", parts=(happened,)) if clause.form is A.Form.PROGRESSIVE_NEG else happened


def _refreshed_this_turn(clause: A.Action) -> Cond | None:
    """「このターン中にあなたが山札をリフレッシュしていたなら」 (「…していないなら」: did not): that
    player carried out the refresh process this turn (9.2.4: carrying it out is 「リフレッシュす
    る」) — the shared ``history`` of the event the trigger 「あなたが山札をリフレッシュした時」
    reads; None for a clause of another shape."""
    args = _this_turn_args(clause)
    if args is None:
        return None
    sh_steps._only(args, {A.Role.SUBJECT, A.Role.OBJECT}, "a refresh this turn")
    who = sel(args.get(A.Role.SUBJECT))
    obj = sel(args[A.Role.OBJECT]) if A.Role.OBJECT in args else None
    if obj is None and who.zone == "deck":
        who, obj = ws_sel(who, zones=()), ws_sel(zones=("deck",))  # 「あなたの山札が…」
    if who not in (Sel(owner="you"), Sel(owner="opponent")) or obj not in (
        None,
        ws_sel(zones=("deck",)),
    ):
        raise Unsupported("a refresh this turn of this shape")
    happened = Cond("history", event=Trig("refresh", owner=who.owner))
    return Cond("not", parts=(happened,)) if clause.form is A.Form.PROGRESSIVE_NEG else happened


def _checked_this_turn(clause: A.Action) -> Cond | None:
    """「このターン中に相手のトリガーチェックでCXがでているなら」 / 「このターン中にこのカードのトリガー
    チェックでCXがでていないなら」: a card of that description revealed this turn by the trigger
    check (7.3.1.2) of that player's attack (only the turn player's character attacks and checks,
    7.1.1, 7.3.1) or of this card's attack (7.3.1.2.3.1) — the history of the event the trigger
    「…トリガーチェックで…がでた時」 reads; None for a clause of another shape."""
    args = _this_turn_args(
        clause, (A.Form.PROGRESSIVE_PAST, A.Form.PROGRESSIVE, A.Form.PROGRESSIVE_NEG)
    )
    if args is None:
        return None
    sh_steps._only(args, {A.Role.SUBJECT, A.Role.MEANS}, "a trigger check this turn")
    m = args.get(A.Role.MEANS)
    what = sel(args.get(A.Role.SUBJECT))
    if (
        not isinstance(m, A.NounPhrase)
        or m.terms[-1:] != (A.Word("trigger_check"),)
        or what.ref is not None
        or what.zone is not None
        or what.owner is not None
        or what.count is not None
    ):
        raise Unsupported("a trigger check this turn of this shape")
    head = m.terms[:-1]
    if head == (A.Ref("this_card"),):
        # このカードのトリガーチェック: the check of this card's attack, its master's deck
        event = ws_trig("triggered", subject=ws_sel(what, owner="you"), of=Sel(ref="this"))
    elif (
        len(head) in (1, 2)
        and isinstance(head[0], A.Owner)
        and head[0].who in ("you", "opponent")
        and head[1:] in ((), (A.CardKind("character"),))
    ):
        # 「相手のトリガーチェック」 / 「相手のキャラのトリガーチェック」: that player's attack's
        event = Trig("triggered", subject=ws_sel(what, owner=head[0].who))
    else:
        raise Unsupported("a trigger check this turn of this shape")
    happened = Cond("history", event=event)
    return Cond("not", parts=(happened,)) if clause.form is A.Form.PROGRESSIVE_NEG else happened


# 「…を【リバース】させていたなら」 / 「…させていないなら」 (a made reverse of this turn)
_CAUSED = ("causative_prog_past", "causative_prog_neg")  # ``A.Form`` values


def _reversed_in_battle_this_turn(clause: A.Action) -> Cond | None:
    """「そのキャラがこのターン中にバトルで相手のキャラを【リバース】させていたなら」 (「…させていない
    なら」: did not): a character of the opponent's reversed this turn by the battle's power
    comparison (7.6.1.2) whose battle opponent (7.2.1.5.1) was the card the subject names — this
    card, the card just chosen, or one of the master's characters; None for another shape."""
    args = _this_turn_args(clause, None)
    if args is None:
        return None
    if args.pop(A.Role.MEANS, None) != A.NounPhrase((A.Word("battle"),)):
        return None
    sh_steps._only(args, {A.Role.SUBJECT, A.Role.OBJECT}, "a reversal in battle this turn")
    who = sel(args.get(A.Role.SUBJECT))
    if args.get(A.Role.OBJECT) not in (
        A.NounPhrase((A.Owner("opponent"), A.CardKind("character")), ("の",)),
        A.NounPhrase((A.Word("battle_opponent"),)),
    ):
        raise Unsupported("a reversal in battle this turn of this shape")
    if who.ref not in ("this", "chosen") and not (
        who.ref is None
        and who.owner == "you"
        and who.kind == "character"
        and who.zone in (None, "stage")
        and who.count is None
        and not who.other
    ):
        raise Unsupported("a reversal in battle this turn of this shape")
    happened = Cond("history", event=Trig("battle_reversal", subject=who))
    negative = clause.form is A.Form.CAUSATIVE_PROG_NEG
    return Cond("not", parts=(happened,)) if negative else happened


def _reversals_counted(clause: A.Action) -> Cond | None:
    """「このターン中に、あなたのキャラがバトルで相手のキャラを【リバース】させた回数が2回以上なら」
    (the period printed first is the count's, ``abilities.time_carried``): how many of the
    reversals 「…【リバース】させていたなら」 reads (``_reversed_in_battle_this_turn``: by a
    battle's power comparison, 7.6.1.2) there were this turn, compared with the number; None
    for a clause of another shape."""
    if clause.verb != "be" or clause.form is not A.Form.NOMINAL or clause.modal or clause.more:
        return None
    args = dict(sh_cond.args_of(clause))
    subj, pred = args.get(A.Role.SUBJECT), args.get(A.Role.PREDICATE)
    if set(args) != {A.Role.SUBJECT, A.Role.PREDICATE} or not (
        isinstance(subj, A.NounPhrase)
        and len(subj.terms) == 2
        and isinstance(subj.terms[0], A.Relative)
        and subj.terms[1] == A.Word("times")
        and subj.links == ("",)
        and isinstance(pred, A.NounPhrase)
        and len(pred.terms) == 1
        and isinstance(pred.terms[0], A.Count)
        and pred.terms[0].unit == "times"
    ):
        return None
    act = subj.terms[0].clause
    if act.verb != "reverse" or act.form is not A.Form.CAUSATIVE_PAST:
        return None
    made = _reversed_in_battle_this_turn(dataclasses.replace(act, form=A.Form.CAUSATIVE_PROG_PAST))
    if made is None:
        raise Unsupported("a count of reversals in battle of this shape")
    cmp, n = _pred_count(pred)
    return dataclasses.replace(made, cmp=cmp, n=n)


def _attacked_this_turn(clause: A.Action) -> Cond | None:
    """「このターンにこのカードがアタックしていないなら」 / 「そのターン中に、あなたのキャラがアタック
    していたなら」: an attack declared this turn (7.2.1.3.1: the character chosen as the one that
    attacks) with this card, or with a character of that player's — the shared ``history`` of the
    event the trigger 「…がアタックした時」 reads (「…ていない」: none); None for a clause of
    another shape."""
    args = _this_turn_args(clause)
    if args is None:
        return None
    if set(args) != {A.Role.SUBJECT}:
        raise Unsupported("an attack this turn of this shape")
    who = sel(args[A.Role.SUBJECT])
    if who != Sel(ref="this") and (
        who.ref is not None
        or who.owner not in ("you", "opponent")
        or who.kind != "character"
        or who.zone not in (None, "stage")
        or who.count is not None
    ):
        raise Unsupported("an attack this turn of this shape")
    done = Cond("history", event=Trig("attack", subject=ws_sel(who, zone=None)))
    return Cond("not", parts=(done,)) if clause.form is A.Form.PROGRESSIVE_NEG else done


def _happened_this_turn(clause: A.Action) -> Cond | None:
    """「このターンに(そのターン中に)あなたのキャラが(他に)【リバース】していたなら」 and
    「このターンにあなたがダメージを受けていたなら」 (「…ていないなら」: did not): an event of this
    turn — a character of that player's reversed (made reverse, 4.6.1.3; 「他に」: another than
    this card), a damage process of that player (4.10.1.1 「ダメージを受けたプレイヤー」, cancelled
    or not) — the shared ``history`` of the event the trigger 「…が【リバース】した時」 / 「あなたが
    ダメージを受けた時」 reads; None for a clause of another shape."""
    if clause.verb == "move":
        return _moved_this_turn(clause)
    if clause.verb == "attack":
        return _attacked_this_turn(clause)
    if clause.verb == "refresh":
        return _refreshed_this_turn(clause)
    if clause.verb in ("come_out", "come_out_kanji"):
        return _checked_this_turn(clause)
    if clause.verb == "reverse" and clause.form.value in _CAUSED:
        return _reversed_in_battle_this_turn(clause)
    if clause.verb not in ("reverse", "receive"):
        return None
    args = _this_turn_args(clause)
    if args is None:
        return None
    other = args.get(A.Role.GOAL) == A.NounPhrase((A.Ref("other"),))
    if other:
        args.pop(A.Role.GOAL)  # 「他に」: besides this card
    if clause.verb == "reverse" and args.get(A.Role.TOPIC) == A.NounPhrase((A.Owner("you"),)):
        args.pop(A.Role.TOPIC)  # 「あなたはこのターン中に、自分の…が」: 自分 is the master
    cmp, n = "ge", 1
    counted = _counted(args.get(A.Role.NONE)) if clause.verb == "reverse" else None
    if counted is not None:
        # 「…が3枚以上【リバース】していたなら」: that many reversals of such characters
        args.pop(A.Role.NONE)
        n, cmp = counted
    who = sel(args.get(A.Role.SUBJECT))
    if clause.verb == "receive":
        if (
            other
            or set(args) != {A.Role.SUBJECT, A.Role.OBJECT}
            or args[A.Role.OBJECT] != A.NounPhrase((A.Word("damage"),))
            or who not in (Sel(owner="you"), Sel(owner="opponent"))
        ):
            raise Unsupported("a damage received this turn of this shape")
        event = Trig("damage_received", owner=who.owner)
    else:
        if (
            set(args) != {A.Role.SUBJECT}
            or who.ref is not None
            or who.owner not in ("you", "opponent")
            or who.kind != "character"
            or who.zone not in (None, "stage")
            or who.count is not None
        ):
            raise Unsupported("a reversal this turn of this shape")
        event = Trig("reversed", subject=ws_sel(who, zone=None, other=True) if other else who)
    happened = Cond("history", event=event, cmp=cmp, n=n)
    return Cond("not", parts=(happened,)) if clause.form is A.Form.PROGRESSIVE_NEG else happened


# the kinds of card a player plays from the hand (8.6: an event, a climax, a character), said to
# be used (「イベントを使う」): the last word of the object of 「使う」 read as 「プレイする」
_PLAYED_KINDS = ("event", "climax", "character")


# 「前のターンに」 (read by the grammar as a goal): the turn before this one (6.8.1.5: a turn ends,
# the opponent becomes the turn player, the next turn begins)
_PREVIOUS_TURN = A.NounPhrase((A.Position("front"), A.Word("turn")), ("の",))
# the history events the runtime reads in a turn other than this one (``conditions.history_steps``
# with ``detail`` ``("turn", "previous")``): a reversal, a damage received, a card played
_PREVIOUS_TURN_EVENTS = ("reversed", "damage_received", "played")


def _previous_turn(clause: A.Action) -> Cond | None:
    """「前のターンにあなたのキャラがリバースしていたなら」 / 「前のターンにあなたが【カウンター】のイベ
    ントを使っていたなら」: the history of this turn's clause (「そのターン中に…していたなら」) read in
    the turn before this one — the ``history`` condition with ``detail`` ``("turn", "previous")``
    (its negation for 「…ていない」); None for a clause not said of the turn before."""
    said = [a for a in clause.args if a.role is A.Role.GOAL and a.value == _PREVIOUS_TURN]
    if len(said) != 1 or any(a.role is A.Role.TIME for a in clause.args):
        return None
    this_turn = A.Arg(A.Role.TIME, A.Duration("this_turn"))
    read = _clause(
        dataclasses.replace(
            clause, args=tuple(this_turn if a is said[0] else a for a in clause.args)
        )
    )
    negated = read.what == "not" and len(read.parts) == 1
    history = read.parts[0] if negated else read
    if (
        history.what != "history"
        or history.parts
        or history.detail
        or history.event is None
        or history.event.event not in _PREVIOUS_TURN_EVENTS
    ):
        raise Unsupported("a history of the turn before of this shape")
    before = dataclasses.replace(history, detail=(("turn", "previous"),))
    return Cond("not", parts=(before,)) if negated else before


def _clause(clause: A.Action | A.Unparsed) -> Cond:
    if isinstance(clause, A.Unparsed):
        raise Unsupported(f"an untyped condition: {clause.text}")
    before = _previous_turn(clause)
    if before is not None:
        return before
    put_this_turn = (
        _put_this_turn(clause)
        or _played_this_turn(clause)
        or _happened_this_turn(clause)
        or _reversals_counted(clause)
    )
    if put_this_turn is not None:
        return put_this_turn
    empty = _empty_slot_count(clause)
    if empty is not None:
        return empty
    if _shared_reading(clause):
        shared: Cond = sh_cond._clause(clause, VOCAB)
        return _on_stage(shared) if clause.verb == "be" else shared
    clause = sh_cond.place_of_said(sh_cond.counted_subject(_subject_out_of_relative(clause)))
    # 「このカードの下にマーカーが置かれているなら」 / 「…が含まれているなら」: the state printed in
    # another voice, as the plain stative clause (the shared ``stative``)
    clause = sh_nouns.stative(clause)
    opposite = _battling_with(clause)
    if opposite is not None:
        return _clause(opposite)
    if _battling(clause):
        return IN_BATTLE
    if _attacking(clause):
        return ATTACKING
    cancelled = _damage_cancelled(clause) or _damage_amount(clause) or _count_against_level(clause)
    if cancelled is not None:
        return cancelled
    described = _contains_as_description(clause)
    if described is not None:
        return _clause(described)
    counts = _counts_or(clause)
    if counts is not None:
        return Cond("or", parts=tuple(_clause(c) for c in counts))
    rest = _in_this_battle(clause)
    if rest is not None:
        return Cond("and", parts=(IN_BATTLE, _clause(rest)))
    either = _either_owner(clause)
    if either is not None:
        # 「あなたか相手の、控え室のCXが2枚以下なら」: it holds for either player's
        return Cond("or", parts=tuple(_clause(x) for x in either))
    v = clause.verb
    phase = phase_during(clause)
    if phase is not None:
        # 「アタックフェイズ中、…」: while it is that phase, of either player's turn; 「あなたの
        # アタックフェイズ中、…」: of that player's turn (6.1.1)
        return Cond("phase", owner=phase_owner(clause), verb=phase)
    if (
        v == "have"
        and clause.form is A.Form.NEGATIVE
        and set(args := sh_cond.args_of(clause)) == {A.Role.SUBJECT, A.Role.OBJECT}
        and args[A.Role.OBJECT] == A.NounPhrase((A.Word("trait"),))
        and sel(args[A.Role.SUBJECT]) == Sel(ref="chosen")
    ):
        # 「そのカードが特徴を持たないなら」: the card is there and has no trait (2.5)
        return Cond("match", sel=Sel(ref="chosen"), filt=ws_sel(traitless=True))
    if v == "and":
        parts = []
        said: A.NounPhrase | None = None
        for a in clause.args:
            rel = a.value.terms[0] if isinstance(a.value, A.NounPhrase) else None
            if not isinstance(rel, A.Relative) or len(a.value.terms) != 1:  # type: ignore[union-attr]
                raise Unsupported("a compound condition")
            part = _those_said(rel.clause, said)
            said = said or next(
                (
                    x.value
                    for x in rel.clause.args
                    if x.role is A.Role.SUBJECT and isinstance(x.value, A.NounPhrase)
                ),
                None,
            )
            # each part may itself be conditions joined by で (「…があり、XがAで、YがBなら」)
            parts.append(condition(part))
        return Cond("and", parts=tuple(parts))
    icon = _icon_condition(clause)
    if icon is not None:
        return icon
    alike = _colours_compared(clause)
    if alike is not None:
        return alike
    compared = _values_compared(clause)
    if compared is not None:
        return compared
    if v in ("more", "fewer") and clause.form is A.Form.FINAL:
        # 「あなたのクロックが相手より多いなら」: how many cards one player has there compared with
        # how many the other has (the shared reading, ``count`` with ``than``); 「相手のターン中、
        # …より多いなら」: only during that turn
        margs = dict(sh_cond.args_of(clause))
        when = margs.pop(A.Role.TIME, None)
        during = _during(when) if when is not None else None
        if when is not None and during is None:
            raise Unsupported("a comparison during this time")
        return _with_during(sh_cond._more(margs, v, VOCAB), during)
    if clause.verb == "be" and clause.form is A.Form.NOMINAL:
        ca = {a.role: a.value for a in clause.args}
        if set(ca) == {A.Role.SUBJECT, A.Role.PREDICATE} and ca[A.Role.PREDICATE] in (
            A.NounPhrase((A.Ref("this_card"), A.Word("only")), ("",)),
            A.NounPhrase((A.Ref("this_card"), A.Word("only_that")), ("",)),
        ):
            # 「あなたのキャラがこのカードだけなら」 (「…このカードのみなら」): this card is one of
            # them, on the stage, and there is no other (2.3.2.1.2: characters, no zone named,
            # are the stage's)
            group = sel(ca[A.Role.SUBJECT])
            if (
                group.ref is not None
                or group.kind != "character"
                or group.owner != "you"
                or group.count is not None
                or group != ws_sel(owner="you", kinds=("character",), zone=group.zone)
                or group.zone not in (None, "stage", "front_row", "back_row")
            ):
                raise Unsupported("「…がこのカードだけ」 of this shape")
            zone = group.zone or "stage"
            return Cond(
                "and",
                parts=(
                    Cond("at", sel=Sel(ref="this"), filt=ws_sel(zone=zone)),
                    Cond("count", sel=ws_sel(group, zone=zone, other=True), cmp="eq", n=0),
                ),
            )
        colours = (
            _colours_of(ca.get(A.Role.SUBJECT))
            if set(ca) == {A.Role.SUBJECT, A.Role.PREDICATE}
            else None
        )
        if colours is not None:
            # あなたの思い出の持つ色の合計が3色以上なら: how many colours they have between them
            # 「…の色が2種類以上なら」: the same number said in kinds
            number = _colour_number(ca[A.Role.PREDICATE])
            if number is None:
                raise Unsupported("a number of colours of this shape")
            return Cond("colors", sel=colours, cmp=number[0], n=number[1])
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
            or goal != ws_sel(zone=goal.zone)
        ):
            raise Unsupported("a condition on what an effect moved, of this shape")
        # 「…置かれなかったなら」: none such was put there
        neg = clause.form is A.Form.PASSIVE_NEG_PAST
        return Cond(
            "effect_moved",
            sel=ws_sel(subj, zone=goal.zone),
            cmp="eq" if neg else "ge",
            n=0 if neg else 1,
        )
    if (
        v == "exist_thing"
        and clause.form is A.Form.PAST
        and set(args) == {A.Role.GOAL, A.Role.SUBJECT}
        and args[A.Role.SUBJECT] == A.NounPhrase((A.CardKind("marker"),))
        and isinstance(goal_np := args[A.Role.GOAL], A.NounPhrase)
        and len(goal_np.terms) > 1
        and goal_np.terms[-1] == A.Position("bottom")
        and goal_np.links[-1] == "の"
    ):
        # 「この効果で手札に戻したキャラの下にマーカーがあったなら」: a character this effect moved
        # off the stage had cards in its slot's marker zone as it left (3.7.4; they went with it,
        # 3.7.3) — recorded then (``automatic.last_known``)
        host = sel(A.NounPhrase(goal_np.terms[:-1], goal_np.links[:-1]))
        if host.ref not in (*GROUP_REFS, "chosen") or host.count is not None:
            raise Unsupported("markers a card had, of a card not dealt with by this effect")
        return Cond("count", sel=ws_sel(host, had_markers=True), cmp="ge", n=1)
    if (
        v == "have"
        and clause.form is A.Form.PROGRESSIVE_PAST
        and set(args) == {A.Role.SUBJECT, A.Role.OBJECT}
        and args[A.Role.SUBJECT] == A.NounPhrase((A.Ref("this_card"),))
    ):
        # 「(このカードが舞台から控え室に置かれた時、)このカードが《X》を持っていたなら」: what this
        # card had on the stage it left — its last-known information there (8.7.4.1.2), read as
        # 「…を持つなら」 is; the ability must trigger on that leaving (``compile_ability``)
        now = condition(dataclasses.replace(clause, form=A.Form.FINAL))
        if now.what != "match" or now.sel != Sel(ref="this"):
            raise Unsupported("what this card had, of this shape")
        return with_cond(now, was=True)
    if (
        v == "exist"
        and clause.form is A.Form.PAST
        and set(args) == {A.Role.SUBJECT, A.Role.GOAL}
        and args[A.Role.SUBJECT] == A.NounPhrase((A.Ref("this_card"),))
    ):
        # 「(このカードが舞台から控え室に置かれた時、)このカードが後列にいたなら」: the place this
        # card was in on the stage it left — its last-known information there (8.7.4.1.2); the
        # ability must trigger on that leaving (``compile_ability`` checks it)
        place = sel(args[A.Role.GOAL])
        if place != ws_sel(zone=place.zone) or place.zone not in (
            "front_row",
            "back_row",
            *_ONE_SLOT,
        ):
            raise Unsupported("this card in a place it was, of this shape")
        return with_cond(Cond("at", sel=Sel(ref="this"), filt=ws_sel(zone=place.zone)), was=True)
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
        if A.Role.GOAL not in args:
            lifted = place_of_relative(args.get(A.Role.SUBJECT))
            if lifted is not None:
                args[A.Role.GOAL], args[A.Role.SUBJECT] = lifted
        sh_steps._only(args, {A.Role.SUBJECT, A.Role.GOAL, A.Role.NONE}, "an existence condition")
        subj = sel(args.get(A.Role.SUBJECT))
        neg = clause.form in (A.Form.NEGATIVE, A.Form.NEGATIVE_CONT)
        # 「…が2枚以上いるなら」: the count printed after the subject
        counted = sh_nouns.bare_count(args[A.Role.NONE]) if A.Role.NONE in args else None
        if counted is not None and neg and counted[0] is not None and subj.count is None:
            # 「…が3枚以上いないなら」: there are not that many — the positive count (「…が3枚以上
            # いるなら」, read with the same place and subject) not met
            positive = A.Form.FINAL if clause.form is A.Form.NEGATIVE else A.Form.CONTINUATIVE
            return Cond("not", parts=(_clause(dataclasses.replace(clause, form=positive)),))
        if counted is not None and (counted[0] is None or neg or subj.count is not None):
            raise Unsupported("an existence condition with this count")
        if A.Role.NONE in args and counted is None:
            raise Unsupported("an existence condition with none")
        if A.Role.GOAL in args:
            place = sel(args[A.Role.GOAL])
            if place == Sel(ref="chosen") and subj.ref is None and subj.zone is None:
                # それらのカードにCXがあるなら / …がないなら / …が2枚以上あるなら: among the
                # cards just dealt with — the shared count of ``ref`` among (「その中に…があるなら」)
                neg = clause.form in (A.Form.NEGATIVE, A.Form.NEGATIVE_CONT)
                among = ws_sel(subj, ref="among")
                if counted is not None:
                    return Cond("count", sel=among, cmp=VOCAB_CMP[counted[1]], n=counted[0])  # type: ignore[arg-type]
                return Cond("count", sel=among, cmp="eq" if neg else "ge", n=0 if neg else 1)
            if (
                place.ref in GROUP_REFS
                and place.kinds in ((), ("card",))
                and dataclasses.replace(place, zones=(), ref=None, kinds=(), owner=None) == Sel()
                and subj.ref is None
                and subj.zone is None
                and subj.count is None
                and (place.owner is None or subj.owner in (None, place.owner))
            ):
                # 「公開したカードにCXがあるなら」 / 「この効果で控え室に置かれたカードに…があるなら」:
                # of the group a step of this effect dealt with, those the subject describes (as
                # 「公開したカードのCX」), counted
                # (「この効果で相手の控え室に置かれたカード」: of that player's zone, ``owner``)
                group = dataclasses.replace(
                    subj, ref=place.ref, zones=place.zones, owner=place.owner or subj.owner
                )
                if counted is not None:
                    return Cond("count", sel=group, cmp=VOCAB_CMP[counted[1]], n=counted[0])  # type: ignore[arg-type]
                return Cond("count", sel=group, cmp="eq" if neg else "ge", n=0 if neg else 1)
            if (
                place.zone in ("under_this", "under_chosen")
                and place.kinds == ("marker",)
                and place == ws_sel(zone=place.zone, kind="marker")
                and subj.ref is None
                and subj.zone is None
                and subj.owner is None
                and subj.count is None
                and subj.kind in (None, "card", "marker")
            ):
                # 「このカードの下のマーカーに「X」があるなら」: among the cards of that marker zone
                # (3.7.1; 3.7.4), those the subject describes — as 「このカードの下に「X」がある
                # なら」, the markers counted
                here = ws_sel(subj, zone=place.zone, kind="marker")
                if counted is not None:
                    return Cond("count", sel=here, cmp=VOCAB_CMP[counted[1]], n=counted[0])  # type: ignore[arg-type]
                return Cond("count", sel=here, cmp="eq" if neg else "ge", n=0 if neg else 1)
            if place.ref is not None and counted is not None:
                raise Unsupported("an existence condition with this count")
            _slots = ("facing", "front", "behind", "adjacent")
            if place == Sel(ref=place.ref) and (
                (
                    subj == Sel(ref="this")
                    and (place.ref or "").removeprefix("chosen_") in _slots
                    and (place.ref or "").startswith("chosen_")
                )
                or (subj == Sel(ref="chosen") and place.ref in _slots)
            ):
                # 「そのキャラの正面に、このカードがいるなら」 / 「このカードの正面にそのキャラが
                # いるなら」: the one card is in the slot so related to the other (3.6.5, 3.6.6),
                # as 「そのキャラがこのカードの正面のキャラなら」
                return Cond("match", sel=subj, filt=place, cmp="not" if neg else "ge")
            mine = "opponent" if place.ref == "facing" else "you"
            if (
                place.ref in ("facing", "front", "behind", "adjacent")
                and place == Sel(ref=place.ref)
                and subj.ref is None
                and subj.zone is None
                and subj.count is None
                and counted is None
                and subj.owner in (None, mine)
            ):
                # 「このカードの正面に相手のキャラがいるなら」 / 「…いないなら」: the slot facing this
                # card (3.6.6: the opponent's) / before / behind it holds such a character
                here = ws_sel(subj, ref=place.ref, owner=None)
                return Cond("count", sel=here, cmp="eq" if neg else "ge", n=0 if neg else 1)
            if (
                place.ref
                or place.kind
                or place.traits
                or place.traits_any
                or place.names
                or place.count
            ):
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
                return Cond("at", sel=Sel(ref="this"), filt=ws_sel(zone=place.zone, pos=place.pos))
            if (
                subj.ref in ("chosen", "facing", "battle_opponent")
                and place == ws_sel(zone=place.zone)
                and place.zone is not None
                and counted is None
                and subj.count is None
            ):
                # 「このカードの正面のキャラが前列の中央の枠にいるなら」 / 「このカードのバトル相手が
                # …にいるなら」: the card the reference names (3.6.6; 7.2.1.6) is in that place
                # 「アンコールステップの始めに、それらのキャラが舞台にいるなら、…」: the cards the
                # effect named are there (still the same cards: one that changed zones is a new
                # card, 3.1.4)
                return _ref_at(ws_sel(subj, zone=None, pos=None), ws_sel(zone=place.zone), neg)
            subj = ws_sel(subj, zone=place.zone, owner=place.owner or subj.owner)
            if place.zone == "under_described" and place.on is not None:
                # 「あなたのキャラの下にマーカーがあるなら」: the marker zones of the slots those
                # characters are in (3.7.1, 3.7.4) — the place's characters go with it
                subj = dataclasses.replace(subj, on=place.on)
        if (
            (subj.ref or "").removeprefix("chosen_") in ("facing", "front", "behind", "adjacent")
            and A.Role.GOAL not in args
            and counted is None
            and subj.count is None
            and subj.zone is None
        ):
            # 「このカードの正面のキャラがいないなら」: the slot facing (3.6.6) / before / behind
            # this card holds such a card, or not; 「そのキャラの正面のキャラがいないなら」
            # (``chosen_facing``): the slot so related to the one card chosen or named
            return Cond("count", sel=subj, cmp="eq" if neg else "ge", n=0 if neg else 1)
        if (
            subj.ref == "this"
            and A.Role.GOAL not in args
            and not neg
            and counted is None
            and subj.zone in ("front_row", "back_row", "stage")
            and dataclasses.replace(subj, alts=())
            == ws_sel(ref="this", zone=subj.zone, orientation=orientation(subj))
        ):
            # 「後列に【スタンド】しているこのカードがいるなら」 / 「前列に【リバース】していないこの
            # カードがいるなら」: this card is in that zone (and in that state, or one of them)
            here = Cond("at", sel=Sel(ref="this"), filt=ws_sel(zone=subj.zone))
            state = ws_sel(subj, ref=None, zone=None)
            if state == Sel():
                return here
            return Cond("and", parts=(here, Cond("match", sel=Sel(ref="this"), filt=state)))
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
        return Cond("count", sel=ws_sel(subj, ref="among"), cmp=cmp, n=n)
    compared_counts = _counts_compared(clause)
    if compared_counts is not None:
        return compared_counts
    each = _each_counted(clause, args)
    if each is not None:
        return each
    if v == "be" and clause.form is A.Form.NOMINAL:
        sh_steps._only(args, {A.Role.SUBJECT, A.Role.PREDICATE, A.Role.TIME}, "a nominal condition")
        subj_np = args.get(A.Role.SUBJECT)
        pred = args.get(A.Role.PREDICATE)
        during = _during(args.get(A.Role.TIME))
        out: Cond
        if (
            isinstance(pred, A.NounPhrase)
            and len(pred.terms) == 2
            and pred.terms[0] == A.Word("total")
            and pred.links == ("",)
            and _is_count(A.NounPhrase(pred.terms[1:], ()))
        ):
            # 「…の下のマーカーが合計3枚以上なら」: the cards, all together, are that many — their
            # number (as 「…のマーカーの合計が3枚以上なら」)
            pred = A.NounPhrase(pred.terms[1:], ())
        if (
            isinstance(subj_np, A.NounPhrase)
            and len(subj_np.terms) > 2
            and subj_np.terms[-1] == A.Word("total")
            and isinstance(subj_np.terms[-2], A.Stat)
        ):
            # レベル置場のカードのレベルの合計が2以上 (経験, 10.10.1)
            stat = subj_np.terms[-2].id  # type: ignore[union-attr]
            cmp, n = _pred_count_or_x(pred)
            rest = subj_np.terms[:-2]
            target = sel(A.NounPhrase(rest, subj_np.links[: len(rest) - 1]))
            if target == Sel(ref="chosen") or (
                target.ref in GROUP_REFS
                and dataclasses.replace(target, ref=None, zones=(), kinds=()) == Sel()
            ):
                # 「(めくり、控え室に置く。)それらのカードのレベルの合計が3以上なら」 / 「公開された
                # カードの…の合計」 / 「この効果で控え室に置かれたカードの…の合計」: the values of
                # the cards a step of this effect dealt with, wherever they are now
                pass
            elif target.ref is None and target.zone is None and target.kind == "character":
                # 「他のあなたのキャラのレベルの合計が4以上なら」: 「キャラ」 with no zone named is a
                # character on the stage (2.3.2.1.2); the values of those there now
                target = ws_sel(target, zone="stage")
            elif target.ref is not None or target.zone is None:
                raise Unsupported("a total of the values of cards not in a zone")
            out = _with_x(Cond("total", sel=target, stat=stat, cmp=cmp, n=n), pred)
        elif (
            isinstance(subj_np, A.NounPhrase)
            and subj_np.terms
            and isinstance(subj_np.terms[-1], A.Stat)
        ):
            stat = subj_np.terms[-1].id
            rest = subj_np.terms[:-1]
            compared = sh_cond._compared(pred) if isinstance(pred, A.NounPhrase) else None
            times = _times(pred)
            if times is not None:
                # 「このカードのバトル相手のパワーがこのカードのパワーの2倍以上なら」: one card's
                # value compared with a multiple of the same value of another (both must be
                # there), as 「…のパワー以上なら」 with ``than``
                other, other_stat, cmp, k = times
                target = sel(A.NounPhrase(rest, subj_np.links[: len(rest) - 1]))
                than = sel(other)
                if other_stat != stat or target.ref is None or than.ref is None:
                    raise Unsupported("a comparison with a multiple of this shape")
                if target.count is not None or than.count is not None:
                    raise Unsupported("a comparison with a multiple of this shape")
                out = with_cond(Cond("stat", sel=target, stat=stat, cmp=cmp, than=than), times=k)
                return _with_during(out, during)
            if compared is not None:
                # 「このカードのバトル相手のレベルがこのカードのレベル以下なら」: one card's value
                # compared with the same value of another card (both must be there)
                other, other_stat, cmp = compared
                target = sel(A.NounPhrase(rest, subj_np.links[: len(rest) - 1]))
                than = sel(other)
                if (
                    stat == "level"
                    and other_stat == "level"
                    and than in (Sel(owner="you"), Sel(owner="opponent"))
                    and target.ref is not None
                    and target.count is None
                ):
                    # 「そのカードのレベルが相手のレベル以上なら」: the card's level against that
                    # player's level, the number of cards in their level zone (3.9), read as
                    # Ｘ when the condition is
                    out = with_cond(
                        Cond("stat", sel=target, stat=stat, cmp=cmp, n=0),
                        x=XDef("level", ws_sel(owner=than.owner)),
                    )
                    return _with_during(out, during)
                if other_stat != stat or target.ref is None or than.ref is None:
                    raise Unsupported("a comparison of values of this shape")
                if target.count is not None or than.count is not None:
                    raise Unsupported("a comparison of values of this shape")
                out = Cond("stat", sel=target, stat=stat, cmp=cmp, than=than)
                return _with_during(out, during)
            whose = (
                _declarer(pred.terms[0])
                if isinstance(pred, A.NounPhrase)
                and pred.terms[1:] == (A.Stat(stat),)
                and pred.links == ("",)
                else None
            )
            if whose is not None:
                # 「そのカードのレベルがあなたの宣言したレベルなら」: the card's value equal to the
                # number that player declared in this effect (``XDef("declared")``, as 「Ｘは
                # あなたの宣言した数に等しい」)
                target = sel(A.NounPhrase(rest, subj_np.links[: len(rest) - 1]))
                if target.ref is None:
                    raise Unsupported("a stat condition on a group of cards")
                out = with_cond(
                    Cond("stat", sel=target, stat=stat, cmp="eq", n=0),
                    x=XDef("declared", Sel(owner=whose)),
                )
                return _with_during(out, during)
            cmp, n = _pred_count_or_x(pred)
            who_level = _players_of(rest) if stat == "level" else None
            if who_level is not None:
                # 「あなたのレベルが2以上なら」: the cards in that player's level zone (3.9);
                # 「お互いの / すべてのプレイヤーのレベルが2以下なら」: each player's (``each``);
                # the shared word for a player's number (``player_number``, as VG's
                # 「あなたのエネルギーが５以上なら」), the number ``level``
                out = _with_x(
                    Cond("player_number", owner=who_level, verb="level", cmp=cmp, n=n), pred
                )
            else:
                target = sel(A.NounPhrase(rest, subj_np.links[: len(rest) - 1]))
                if target.ref is None and not _the_attacker(target):
                    raise Unsupported("a stat condition on a group of cards")
                out = _with_x(Cond("stat", sel=target, stat=stat, cmp=cmp, n=n), pred)
        elif _is_count(pred):
            # 「あなたのストックの枚数が3枚以下なら」: the cards whose number it is (the shared
            # reading, as 「あなたのストックが3枚以下なら」)
            subj_np = sh_cond._cards_of_count(subj_np)
            if (
                isinstance(subj_np, A.NounPhrase)
                and len(subj_np.terms) == 2
                and isinstance(subj_np.terms[0], A.Relative)
                and subj_np.terms[0].clause.form is A.Form.PAST
                and subj_np.terms[1] == A.Word("number_of_cards")
                and subj_np.links == ("",)
            ):
                # 「この効果で控え室に置いた枚数が2枚なら」: the number of the cards the clause
                # names (「置いた枚数」: of those put), as 「この効果で控え室に置いたカードが2枚なら」
                subj_np = A.NounPhrase((subj_np.terms[0],))
            if (
                isinstance(subj_np, A.NounPhrase)
                and len(subj_np.terms) > 1
                and isinstance(subj_np.terms[-2], A.CardKind)
                and subj_np.terms[-1] == A.Word("total")
                and subj_np.links[-1:] == ("の",)
            ):
                # 「あなたのマーカー置場のカードの合計が1枚以下なら」 / 「…の下のマーカーの合計が…」:
                # the total of the cards, a number of cards (N枚), is their number
                subj_np = A.NounPhrase(subj_np.terms[:-1], subj_np.links[:-1])
            target = sel(subj_np)
            if target.ref in ("front", "behind", "adjacent") and target.count is None:
                # 「このカードの隣の《音楽》のキャラが2枚以上なら」: the characters in those slots
                # (3.6.4 / 3.6.5) that pass the filters, counted
                cmp, n = _pred_count_or_x(pred)
                return _with_during(_with_x(Cond("count", sel=target, cmp=cmp, n=n), pred), during)
            if target in (
                Sel(ref="chosen_last", kinds=("card",)),
                Sel(ref="chosen_last"),
            ) and _chose_past(subj_np):
                # 「選んだカードが4枚なら」: how many the choice before chose (8.6.3), wherever
                # they went since
                cmp, n = _pred_count_or_x(pred)
                return _with_during(_with_x(Cond("count", sel=target, cmp=cmp, n=n), pred), during)
            if target.ref == "chosen" and target.count is None and target != Sel(ref="chosen"):
                # 「それらのカードのCXが1枚以上なら」: of the cards just dealt with, how many pass
                # the filter — as 「それらのカードにCXが1枚以上あるなら」 (the shared among)
                cmp, n = _pred_count_or_x(pred)
                among = ws_sel(target, ref="among", said=None)
                return _with_during(_with_x(Cond("count", sel=among, cmp=cmp, n=n), pred), during)
            if target.ref in GROUP_REFS and target.count is None:
                # 「公開したカードのCXが2枚以上なら」 / 「この効果で控え室に置いたカードの…」: those
                # of that group that pass the filter, counted
                cmp, n = _pred_count_or_x(pred)
                return _with_during(_with_x(Cond("count", sel=target, cmp=cmp, n=n), pred), during)
            if target.ref is not None:
                raise Unsupported("a count condition on a reference")
            cmp, n = _pred_count_or_x(pred)
            if target.zone is None and target.kind in (None, "character"):
                target = ws_sel(target, zone="stage")
            out = _with_x(Cond("count", sel=target, cmp=cmp, n=n), pred)
        else:
            target = sel(subj_np)
            filt = sel(pred)
            if (
                filt.ref in _ONE_CARD_PLACES
                and filt.count is None
                and filt.bound != "all"
                and target.ref in ("chosen", "chosen_battle_opponent", *_ONE_CARD_PLACES)
                and target.count is None
            ):
                # 「そのキャラがこのカードの正面のキャラなら」 / 「…このカードの前のあなたのキャラ
                # なら」: the card named is the one in that place (3.6.5, 3.6.6) or this card's
                # battle opponent (7.2.1.5.1) — the same card, not a description
                return _with_during(Cond("match", sel=target, filt=filt), during)
            if filt.ref or filt.owner or filt.zone or filt.count is not None:
                raise Unsupported("a nominal predicate that is not a card filter")
            if target.ref == "chosen":
                # 「そのカードが《X》のキャラなら」: the shared match — the cards just dealt with
                # are there and each passes the filter
                out = Cond("match", sel=Sel(ref="chosen"), filt=filt)
            elif target.ref is None and target.bound == "all" and target.count is None:
                # あなたのキャラすべてが《X》か《Y》なら: every one of them is
                if target.kind not in (None, "character"):
                    raise Unsupported("a condition on every card of a zone")
                zone = target.zone or "stage"
                out = Cond("every", sel=ws_sel(target, zone=zone), filt=filt)
            elif target.ref in (
                "this",
                "facing",
                "front",
                "behind",
                "adjacent",
                "battle_opponent",
                "put_by_effect",
                "revealed_by_effect",
            ):
                # このカードの正面のキャラが緑か赤なら: there is that card and it is; 「控え室に
                # 置いたカードがCXなら」 / 「公開したカードがCXなら」: this effect put (revealed) a
                # card, and every one it put (revealed) is (the shared match)
                out = Cond("match", sel=target, filt=filt)
            elif (
                target.ref is None
                and target.count is None
                and target.bound != "all"
                and len(target.zones) == 1
                and target.zones[0] in _ONE_CARD_ZONES
            ):
                # 「あなたのクライマックス置場のクライマックスが緑なら」: a zone that holds one card
                # (3.11.2): there is that card and it is (the shared match)
                out = Cond("match", sel=target, filt=filt)
            else:
                raise Unsupported("a nominal condition on something other than the chosen card")
        return _with_during(out, during)
    # 「そのカードが《X》のキャラでないなら」: the copula's negative — typed as ``be`` (negative,
    # with a predicate) since round 19; before, as 出ない (come_out) with the noun phrase bare
    pred_role = A.Role.PREDICATE if v == "be" else A.Role.NONE
    if (
        v in ("come_out", "be")
        and clause.form is A.Form.NEGATIVE
        and set(args) == {A.Role.SUBJECT, pred_role}
        and sel(args[A.Role.SUBJECT]) == Sel(ref="chosen")
        and isinstance(args[pred_role], A.NounPhrase)
        and not _is_count(args[pred_role])
    ):
        # the card is there and is not one
        filt = sel(args[pred_role])
        if filt.ref or filt.owner or filt.zone or filt.count is not None:
            raise Unsupported("a nominal predicate that is not a card filter")
        return Cond("match", sel=Sel(ref="chosen"), filt=filt, cmp="not")
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
        and clause.form in (A.Form.PAST, A.Form.NEGATIVE_PAST)
        and set(args) in ({A.Role.GOAL}, {A.Role.GOAL, A.Role.OBJECT})
        and sel(args[A.Role.GOAL]) == ws_sel(zones=("hand",))
    ):
        # 「…手札に加え、残りのカードを控え室に置く。手札に加えたなら」: this effect put a card into
        # the hand (what its moves put there, 1.3.2: a choice of none adds nothing);
        # 「クライマックスを手札に加えたなら」: a card of that description; 「…加えなかったなら」: none
        added = ws_sel(ref="put_by_effect", zones=("hand",))
        if A.Role.OBJECT in args:
            what = sel(args[A.Role.OBJECT])
            if (
                what.ref is not None
                or what.owner is not None
                or what.zone is not None
                or what.count is not None
                or what.kind in (None, "card")
                or what != ws_sel(kinds=(what.kind,))
            ):
                raise Unsupported("an add condition naming cards of this shape")
            added = ws_sel(added, kinds=(what.kind,))
        got = Cond("count", sel=added, cmp="ge", n=1)
        return got if clause.form is A.Form.PAST else Cond("not", parts=(got,))
    if (
        v in ("put", "return", "add")
        and clause.form is A.Form.PAST
        and args.get(A.Role.MEANS, sh_cond.THIS_EFFECT) == sh_cond.THIS_EFFECT
        and set(args) - {A.Role.MEANS} in ({A.Role.GOAL}, {A.Role.GOAL, A.Role.NONE})
        and (goal := sel(args[A.Role.GOAL])).zone is not None
        and goal == ws_sel(zone=goal.zone, owner=goal.owner, pos=goal.pos)
        and goal.pos in (None, "top", "bottom")
        and (goal.pos is None or goal.zone == "deck")
        and (goal.pos is None or A.Role.NONE in args)
        and goal.zone not in ("stage", "front_row", "back_row")
    ):
        # 「この効果で2枚置いたなら」 (the place its step before put them carried onto it,
        # ``moved_place_carried``: 「相手の山札の下に」): this effect's moves are the ones counted
        # anyway; of that player's zone only (「相手の山札」: ``owner``); the cards put into that
        # deck, at the end its step named (a count of one end: a deck the effect put cards at
        # both ends of is not told apart — the bare 「山札の下に置いたなら」 reads the card itself)
        # 「…クロック置場に置き、…。1枚クロック置場に置いたなら」 / 「ストック置場に置いたなら」 /
        # 「手札に戻したなら」 / 「山札に戻したなら」 (each verb of a move into a zone): this effect
        # put cards into that zone — as many as printed (「1枚」: that many; 「5枚以上」 /
        # 「2枚以下」: at least / at most so many, counted over every move of the effect before
        # it, 「手札とストックをすべて控え室に置いてよい。5枚以上控え室に置いたなら」), or any
        nb = _counted(args.get(A.Role.NONE)) if A.Role.NONE in args else None
        if A.Role.NONE in args and nb is None:
            raise Unsupported("a put condition with this count")
        n, cmp = nb if nb is not None else (1, "ge")
        into = ws_sel(ref="put_by_effect", zone=goal.zone, owner=goal.owner)
        return Cond("count", sel=into, cmp=cmp, n=n)
    if (
        v == "put"
        and clause.form is A.Form.PAST
        and set(args) - {A.Role.TOPIC} == {A.Role.GOAL}
        and (A.Role.TOPIC not in args or _is_you(args[A.Role.TOPIC]))
        and (goal := sel(args[A.Role.GOAL])).zone == "deck"
        and goal.pos in ("top", "bottom")
        and goal == ws_sel(zone="deck", pos=goal.pos)
    ):
        # 「…山札の上か下に置く。山札の下に置いたなら」: the card the step before dealt with was put
        # at that end of the deck (the end the master picked, 3.1.5)
        return _ref_at(Sel(ref="chosen"), ws_sel(zone="deck", pos=goal.pos))
    if v in ("higher", "lower") and clause.form is A.Form.FINAL:
        # このカードのバトル相手のレベルが相手のレベルより高いなら
        sh_steps._only(args, {A.Role.SUBJECT, A.Role.THAN}, "a comparison")
        subj_np, than = args.get(A.Role.SUBJECT), args.get(A.Role.THAN)
        target, stat = _stat_only(subj_np)
        other: Sel | None = None
        other_stat = None
        if isinstance(than, A.NounPhrase) and than.terms and isinstance(than.terms[-1], A.Stat):
            other, other_stat = _stat_only(than)
        if (
            target is not None
            and other is not None
            and stat == other_stat
            and target.ref is not None
            and other.ref is not None
            and target.count is None
            and other.count is None
        ):
            # 「このカードの正面のキャラのレベルがこのカードのレベルより高いなら」: one card's value
            # above (below) the same value of another card, both there (as 「…以下なら」)
            return Cond(
                "stat", sel=target, stat=stat, cmp="gt" if v == "higher" else "lt", than=other
            )
        players = (Sel(owner="you"), Sel(owner="opponent"))
        if target in players and stat == "level":
            # 「あなたのレベルが相手のレベルより低いなら」 / 「…相手より低いなら」: the two players'
            # levels, each the number of cards in that player's level zone (3.9)
            whose = (
                other
                if other_stat == "level"
                else sel(than)
                if isinstance(than, A.NounPhrase) and other_stat is None
                else None
            )
            if whose not in players or whose == target:
                raise Unsupported("a comparison of levels of this shape")
            assert target is not None and whose is not None
            return Cond(
                "count",
                sel=ws_sel(owner=target.owner, zone="level"),
                than=ws_sel(owner=whose.owner, zone="level"),
                cmp="gt" if v == "higher" else "lt",
                n=None,
            )
        if (
            target is None
            or target.ref is None
            or target.count is not None
            or stat != "level"
            or not isinstance(than, A.NounPhrase)
            or len(than.terms) not in (1, 2)
            or not isinstance(than.terms[0], A.Owner)
            or than.terms[0].who not in ("you", "self", "opponent")
            or than.terms[1:] not in ((), (A.Stat("level"),))
        ):
            raise Unsupported("a comparison of this shape")
        who = "opponent" if than.terms[0].who == "opponent" else "you"
        # the card's level above (below) that player's level — 「相手のレベル」, 「自分のレベル」 (the
        # master's, as 「自分のレベル以上なら」 / 「自分のレベル以下のレベルの」 are read), 「相手より」 —
        # the number of cards in their level zone (3.9): the shared stat compared with Ｘ, as
        # 「そのカードのレベルが相手のレベル以上なら」
        return with_cond(
            Cond("stat", sel=target, stat=stat, cmp="gt" if v == "higher" else "lt", n=0),
            x=XDef("level", ws_sel(owner=who)),
        )
    if v == "use" and clause.form in (
        A.Form.PROGRESSIVE_NEG,
        A.Form.PAST,
        A.Form.PROGRESSIVE_PAST,
        A.Form.PROGRESSIVE,
    ):
        # 「このターン中、あなたが【起】を使っていないなら」 / 「…を使ったなら」 / 「…を使っていたなら」:
        # whether that player used (paid the cost of, 8.1.1.1.2) an activated ability this turn —
        # or a keyword whose 『X』を使った the rules define (10.11.4 …: ``lexicon.USED_KEYWORDS``)
        from ruling.games._ws.cardtext.triggers import _quoted_keyword
        from ruling.games._ws.lexicon import USED_KEYWORDS

        used_card = args.get(A.Role.OBJECT)
        if (
            isinstance(used_card, A.NounPhrase)
            and isinstance(used_card.terms[-1], A.CardKind)
            and used_card.terms[-1].id in _PLAYED_KINDS
            and A.Role.SUBJECT in args
        ):
            # 「そのターン中にあなたが【カウンター】のイベントを使っていたなら」 / 「…相手がクライマック
            # スを使っていないなら」: a card used is a card played (2.8.2.1 says 「使う」 of a card the
            # counter icon lets be played, 7.4.1.2.1 「プレイ」 of the same) — the condition
            # 「…をプレイしていたなら」 / 「…プレイしていないなら」
            return condition(dataclasses.replace(clause, verb="play"))
        # 「このターンに」: the turn named as the time of the use (read by the grammar as a goal)
        this_turn = A.NounPhrase((A.Ref("this"), A.Word("turn")), ("",))
        if args.get(A.Role.GOAL) == this_turn and A.Role.TIME not in args:
            args = {k: x for k, x in args.items() if k is not A.Role.GOAL}
            args[A.Role.TIME] = A.Duration("this_turn")
        # 「このターン中にあなたが【起】を2回以上使っているなら」: how many times it was used (the
        # history's count, compared as printed: 以上 at least, 以下 at most, bare exactly)
        times = args.pop(A.Role.NONE, None)
        cmp, n = "ge", 1
        if times is not None:
            t = (
                times.terms[0]
                if isinstance(times, A.NounPhrase) and len(times.terms) == 1
                else None
            )
            if (
                not isinstance(t, A.Count)
                or t.unit != "times"
                or t.least is not None
                or t.bound not in VOCAB_CMP
                or not isinstance(t.number, A.Number)
                or not isinstance(t.number.value, int)
                or clause.form is A.Form.PROGRESSIVE_NEG
            ):
                raise Unsupported("a use condition with this count")
            cmp, n = VOCAB_CMP[t.bound], t.number.value
        sh_steps._only(args, {A.Role.TIME, A.Role.SUBJECT, A.Role.OBJECT}, "a use condition")
        who = sel(args.get(A.Role.SUBJECT))
        obj = args.get(A.Role.OBJECT)
        kw = _quoted_keyword(obj)
        if (
            args.get(A.Role.TIME) is None
            or not isinstance(args[A.Role.TIME], A.Duration)
            or args[A.Role.TIME].id != "this_turn"
            or who not in (Sel(owner="you"), Sel(owner="opponent"))
            or (obj != A.NounPhrase((A.CardKind("activated_ability"),)) and kw not in USED_KEYWORDS)
        ):
            raise Unsupported("a use condition of this shape")
        # the shared history: an event of that shape this turn (the trigger 「あなたが【起】を使った
        # 時」's event, its subject the player's activated abilities; 「あなたが『シフト』を使った時」's,
        # the keyword's used event), 「…ていない」 its negation
        used = (
            ws_trig("used", subject=Sel(owner=who.owner or "you"), keyword=kw)
            if kw in USED_KEYWORDS
            else Trig("used", subject=ws_sel(owner=who.owner or "you", kinds=("activated",)))
        )
        history = Cond("history", event=used, cmp=cmp, n=n)
        return Cond("not", parts=(history,)) if clause.form is A.Form.PROGRESSIVE_NEG else history
    if (
        v == "put"
        and clause.form is A.Form.PAST
        and set(args) - {A.Role.TOPIC} == {A.Role.OBJECT, A.Role.GOAL}
        and (A.Role.TOPIC not in args or _is_you(args[A.Role.TOPIC]))
    ):
        # 「(山札の上か控え室に置く。)そのカードを控え室に置いたなら」: the card the step before
        # dealt with is in that zone now — put there by that step (a card that changed zones
        # is followed to its new one, 3.1.4)
        named, goal = sel(args[A.Role.OBJECT]), sel(args[A.Role.GOAL])
        if (
            named != Sel(ref="chosen")
            or goal.zone is None
            or goal != ws_sel(zone=goal.zone)
            or goal.zone in ("stage", "front_row", "back_row")
        ):
            raise Unsupported("a condition on a put of this shape")
        return _ref_at(ws_sel(named, zone=None, pos=None), ws_sel(zone=goal.zone))
    if v in ("rest", "stand", "reverse") and clause.form is A.Form.PAST:
        # 「2枚【レスト】したなら」: how many cards the step before turned to that state (a card
        # already in it was not turned, 1.3.2.1)
        sh_steps._only(args, {A.Role.NONE}, "a condition on what was done")
        counted = sh_nouns.bare_count(args.get(A.Role.NONE))
        if counted is None or counted[0] is None:
            raise Unsupported("a condition on what was done without a count")
        return _done_count(v, counted)
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
        return _done_count(v, counted)
    if v in ("rest", "stand", "reverse") and clause.form is A.Form.PROGRESSIVE_NEG:
        # 「このカードが【リバース】していないなら」 / 「このカードの正面のキャラが【レスト】していない
        # なら」: the card is there (on the stage, where a card has an orientation, 4.6.1) in one
        # of the other two orientations
        sh_steps._only(args, {A.Role.SUBJECT}, "a state condition")
        target = sel(args.get(A.Role.SUBJECT))
        others = [o for o in ("stand", "rest", "reverse") if o != v]
        if target.ref in STATE_REFS:
            return Cond(
                "or",
                parts=tuple(Cond("match", sel=target, filt=ws_sel(orientation=o)) for o in others),
            )
        if (
            target.ref is None
            and target.count is None
            and target.kind == "character"
            and target.owner in ("you", "opponent")
            and target.zone in (None, "stage", "front_row", "back_row")
            and orientation(target) is None
        ):
            # 「あなたのキャラが【リバース】していないなら」: the denial of 「…しているなら」 (one there
            # is): none of them is in that orientation (4.6.1; characters, no zone named, are the
            # stage's, 2.3.2.1.2)
            turned = ws_sel(target, zone=target.zone or "stage", orientation=v)
            return Cond("count", sel=turned, cmp="eq", n=0)
        raise Unsupported("a negated state condition on another card")
    if v in ("rest", "stand", "reverse") and clause.form is A.Form.PROGRESSIVE:
        # 「あなたのターン中、このカードの正面のキャラが【レスト】しているなら」: during that turn only
        state_during = _during(args.pop(A.Role.TIME, None))
        sh_steps._only(args, {A.Role.SUBJECT}, "a state condition")
        target = sel(args.get(A.Role.SUBJECT))
        filt = ws_sel(orientation=v)
        if target.ref in STATE_REFS:
            # このカードの正面のキャラが【リバース】しているなら / このカードが【レスト】しているなら:
            # there is that card and it is (the shared match of a state); 「そのキャラが【レスト】
            # しているなら」 of a card this effect chose: as it is, or as it last was on the
            # stage once it has left it (8.11.1, the runtime's ``match``)
            return _with_during(Cond("match", sel=target, filt=filt), state_during)
        if state_during is not None:
            raise Unsupported("a state condition with time")
        if target.ref is None and target.bound == "all" and target.count is None:
            # 相手の前列のキャラすべてが【リバース】しているなら: every one of them is, and there is
            # one at least (read as 「…すべてが《X》なら」 is; cards print 「…がいないか」 beside it)
            if target.kind not in (None, "character"):
                raise Unsupported("a state condition on every card of a zone")
            zone = target.zone or "stage"
            return Cond("every", sel=ws_sel(target, zone=zone), filt=filt)
        raise Unsupported("a state condition on another card")
    described = _state_as_description(clause)
    if described is not None:
        return _clause(described)
    raise Unsupported(f"condition {v}.{clause.form.value}")


# references naming the card(s) of a place relative to this card (3.6.4-3.6.6) or its battle
# opponent (7.2.1.5.1): an identity (one of them, for 隣), as a nominal predicate
_ONE_CARD_PLACES = ("facing", "front", "behind", "adjacent", "battle_opponent", "this")
# the zones that hold one card (3.11.2: the climax zone, 「原則として、この領域にはカードは1枚しか置かれ
# ません」): a description of the cards there names that card
_ONE_CARD_ZONES = ("climax",)


# the forms a clause says a lasting state in (「…している」, 「…していない」, 「…されている」)
_STATE_FORMS = (A.Form.PROGRESSIVE, A.Form.PROGRESSIVE_NEG, A.Form.PASSIVE_PROG)


def _state_as_description(clause: A.Action) -> A.Action | None:
    """「このカードがフロントアタックされているなら」 / 「そのキャラがアタックしているなら」: a card
    (the one subject) said to be in a state that a relative clause before a noun names (the
    selector's filters: 「フロントアタックされているキャラ」, 7.2.1.5.1) is a card so described — the
    clause 「このカードが「フロントアタックされているカード」なら」; None when the rest of the clause
    is no filter the selector reads (the caller then refuses the condition as before)."""
    if clause.modal or (
        clause.form not in _STATE_FORMS
        # 「…を持つ」 / 「…を持たない」 says a lasting state in its plain form (3.7.4 「マーカーを
        # 持つ」, 2.5 「特徴を持たない」)
        and not (clause.verb == "have" and clause.form in (A.Form.FINAL, A.Form.NEGATIVE))
    ):
        return None
    subj = [a for a in clause.args if a.role is A.Role.SUBJECT]
    rest = tuple(a for a in clause.args if a.role is not A.Role.SUBJECT)
    if len(subj) != 1:
        return None
    relative = A.Relative(dataclasses.replace(clause, args=rest))
    try:
        _relative(relative)
    except Unsupported:
        return None
    pred = A.NounPhrase((relative, A.CardKind("card")), ("",))
    return A.Action("be", (subj[0], A.Arg(A.Role.PREDICATE, pred)), A.Form.NOMINAL)


def _counts_compared(clause: A.Action) -> Cond | None:
    """「あなたのストックが相手のストック以上なら」 / 「あなたのクロックが相手のクロック以下なら」 / 「あなたの
    レベルが相手のレベル以上なら」: one player's number of cards (a level: the cards of the level
    zone, 3.9) against the other's, equal counts included — the shared reading of 「…が相手より多い」
    (``sh_cond._more``) with 以上 / 以下. None for another clause."""
    if clause.verb != "be" or clause.form is not A.Form.NOMINAL:
        return None
    ca = {a.role: a.value for a in clause.args}
    if A.Role.TIME in ca:
        # 「あなたのターン中、あなたの手札の枚数が相手の手札の枚数以上なら」: only during that turn
        during = _during(ca[A.Role.TIME])
        if during is None:
            return None
        rest = [a for a in clause.args if a.role is not A.Role.TIME]
        inner = _counts_compared(dataclasses.replace(clause, args=tuple(rest)))
        return _with_during(inner, during) if inner is not None else None
    subj, pred = ca.get(A.Role.SUBJECT), ca.get(A.Role.PREDICATE)
    if set(ca) != {A.Role.SUBJECT, A.Role.PREDICATE} or not isinstance(pred, A.NounPhrase):
        return None
    bounds = {A.Word("or_more"): "at_least", A.Ref("following"): "at_most"}
    if len(pred.terms) < 2 or pred.terms[-1] not in bounds or pred.links[-1] != "":
        return None
    if not isinstance(pred.terms[0], A.Owner) or not isinstance(subj, A.NounPhrase):
        return None
    than = A.NounPhrase(pred.terms[:-1], pred.links[:-1])
    if any(isinstance(t, A.Stat) for t in than.terms) or any(
        isinstance(t, A.Stat) for t in subj.terms
    ):
        level = A.Stat("level")
        if subj.terms[-1:] != (level,) or than.terms[-1:] != (level,):
            return None
        a, b = (
            sel(A.NounPhrase(subj.terms[:-1], subj.links[:-1])),
            sel(A.NounPhrase(than.terms[:-1], than.links[:-1])),
        )
        players = (Sel(owner="you"), Sel(owner="opponent"))
        if a not in players or b not in players or a == b:
            return None
        return Cond(
            "count",
            sel=ws_sel(owner=a.owner, zone="level"),
            than=ws_sel(owner=b.owner, zone="level"),
            cmp="ge" if bounds[pred.terms[-1]] == "at_least" else "le",
            n=None,
        )
    return sh_cond._more(  # type: ignore[no-any-return]
        {A.Role.SUBJECT: subj, A.Role.THAN: than}, bounds[pred.terms[-1]], VOCAB
    )


# the verb of a comparison -> how the left value stands to the right one
_COMPARE_VERBS = {"higher": "gt", "more": "gt", "lower": "lt", "fewer": "lt", "same": "eq"}
_FLIP = {"gt": "lt", "lt": "gt", "eq": "eq"}
_PLAYER_OWNERS = {"you": "you", "self": "you", "opponent": "opponent"}


def _value_side(np: Any, stat_hint: str | None) -> tuple[Any, ...] | None:
    """One side of a comparison of values: ``("n", N)`` (a number printed: 「3000より」),
    ``("card", Sel, stat)`` (a value of a card a reference names: 「このカードのパワー」, or
    「このカードより」 with the value the other side names), ``("player", owner)`` (a player's
    level: 「相手のレベル」 / 「自分のレベル」 — the master's, as 「自分のレベル以上なら」 is read —
    / 「相手より」: the number of cards in the level zone, 3.9); None for another phrase."""
    if not isinstance(np, A.NounPhrase) or not np.terms:
        return None
    terms, links = np.terms, np.links
    if len(terms) == 1 and isinstance(terms[0], A.Count):
        c = terms[0]
        if c.bound == "exact" and c.unit == "none" and c.number is not None:
            if c.number.value is not None:
                return ("n", int(c.number.value))
        return None
    stat = stat_hint
    if isinstance(terms[-1], A.Stat):
        stat = terms[-1].id
        terms, links = terms[:-1], links[:-1]
        if not terms:
            return None
    if stat not in ("level", "cost", "power", "soul"):
        return None
    if len(terms) == 1 and isinstance(terms[0], A.Owner) and terms[0].who in _PLAYER_OWNERS:
        return ("player", _PLAYER_OWNERS[terms[0].who]) if stat == "level" else None
    try:
        card = sel(A.NounPhrase(terms, links))
    except Unsupported:
        return None
    if card.ref is None or card.count is not None or card.bound == "all":
        return None
    return ("card", card, stat)


def _values_compared(clause: A.Action) -> Cond | None:
    """A value compared with another — 「…より高い / 低い / 多い / 少ない」, 「…と同じ」 — in each
    combination of what stands on either side (``_value_side``): a card's value against a number
    (「このカードのパワーが3000より高い」), against the same value of another card (「…のレベルが
    このカード(のレベル)より高い」, 「…と同じ」), a card's level against a player's level (「自分のレベル
    より低い」), two players' levels, a player's level against a number. Cards counted (「あなたの
    手札が相手より多い」) are read elsewhere: None for them and for another clause."""
    cmp = _COMPARE_VERBS.get(clause.verb)
    if cmp is None or clause.form is not A.Form.FINAL:
        return None
    args = dict(sh_cond.args_of(clause))
    when = args.pop(A.Role.TIME, None)
    during = _during(when) if when is not None else None
    if when is not None and during is None:
        return None
    other_role = A.Role.WITH if clause.verb == "same" else A.Role.THAN
    if set(args) != {A.Role.SUBJECT, other_role}:
        return None
    left_np, right_np = args[A.Role.SUBJECT], args[other_role]
    left = _value_side(left_np, None)
    if left is None and clause.verb == "same":
        # 「あなたのストックが相手のストックと同じなら」 / 「あなたのクロックの枚数と相手のクロックの
        # 枚数が同じなら」: two numbers of cards equal (as 「…より多い」 is read)
        a = sel(sh_cond._cards_of_count(left_np))
        b = sel(sh_cond._cards_of_count(right_np))
        if a.ref or b.ref or a.count is not None or b.count is not None:
            return None
        if b == Sel(owner=b.owner) and b.owner is not None:
            b = dataclasses.replace(a, owner=b.owner)  # 「相手と同じ」: the same of that player's
        return _with_during(Cond("count", sel=a, than=b, cmp="eq", n=None), during)
    if left is None or left[0] == "n":
        return None
    right = _value_side(right_np, left[2] if left[0] == "card" else "level")
    if right is None:
        return None
    if left[0] == "player" and right[0] == "card":
        left, right, cmp = right, left, _FLIP[cmp]
    out: Cond | None = None
    if left[0] == "card" and right[0] == "n":
        out = Cond("stat", sel=left[1], stat=left[2], cmp=cmp, n=right[1])
    elif left[0] == "card" and right[0] == "card" and left[2] == right[2]:
        out = Cond("stat", sel=left[1], stat=left[2], cmp=cmp, than=right[1])
    elif left[0] == "card" and right[0] == "player" and left[2] == "level":
        out = with_cond(
            Cond("stat", sel=left[1], stat="level", cmp=cmp, n=0),
            x=XDef("level", ws_sel(owner=right[1])),
        )
    elif left[0] == "player" and right[0] == "player" and left[1] != right[1]:
        out = Cond(
            "count",
            sel=ws_sel(owner=left[1], zone="level"),
            than=ws_sel(owner=right[1], zone="level"),
            cmp=cmp,
            n=None,
        )
    elif left[0] == "player" and right[0] == "n":
        out = Cond("player_number", owner=left[1], verb="level", cmp=cmp, n=right[1])
    if out is None:
        return None
    return _with_during(out, during)


def _with_during(out: Cond, during: str | None) -> Cond:
    """``out``, held only during that player's turn when the clause says so."""
    return Cond("and", parts=(Cond("turn", owner=during), out)) if during else out


def _during(d: A.NounPhrase | A.Duration | None) -> str | None:
    if d is None:
        return None
    if isinstance(d, A.Duration) and d.id == "during_your_turn":
        return "you"
    if isinstance(d, A.Duration) and d.id == "during_opponent_turn":
        return "opponent"
    raise Unsupported("a duration in a condition")


def _colours_of(np: A.NounPhrase | A.Duration | None, per: bool = False) -> Sel | None:
    """「(cards)の色(の種類)(の数 / の合計)」 / 「(cards)の持つ色の合計」 (``per``: 「(cards)の色1種類」):
    the cards whose colours are counted (the shared ``colour_kinds``), else None. The cards are
    described (no zone named: the stage's characters) or the cards the effect just dealt with."""
    read = sh_nouns.colour_kinds(np)
    if read is None or (read[1] is not None) != per or (per and read[1] != 1):
        return None
    cards = sel(read[0])
    if cards.ref is not None and cards.ref not in (*GROUP_REFS, "chosen", "those_cards"):
        return None
    if cards.ref is None and cards.zone is None:
        cards = ws_sel(cards, zone="stage")
    return cards


def _those_said(c: A.Action, said: A.NounPhrase | None) -> A.Action:
    """「あなたの思い出が2枚以上あり、それらの色が異なるなら」: 「それら」 in a condition joined to one
    before it names what that one's subject named. Unchanged when there is none."""
    if said is None:
        return c
    args = []
    for a in c.args:
        v = a.value
        if isinstance(v, A.NounPhrase) and v.terms[:1] == (A.Ref("those"),) and len(v.terms) > 1:
            v = A.NounPhrase((*said.terms, *v.terms[1:]), (*said.links, *v.links))
        args.append(dataclasses.replace(a, value=v))
    return dataclasses.replace(c, args=tuple(args))


def _chose_past(np: Any) -> bool:
    """「選んだカード」 / 「あなたが選んだキャラ」: the cards the choice before chose."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 2:
        return False
    rel = np.terms[0]
    return (
        isinstance(rel, A.Relative)
        and rel.clause.verb == "choose"
        and rel.clause.form is A.Form.PAST
        and all(a.role is A.Role.SUBJECT for a in rel.clause.args)
        and isinstance(np.terms[1], A.CardKind)
    )


def _colour_of_one(np: Any) -> Sel | None:
    """「そのキャラの色」 / 「このカードの色」: the colour of cards a reference names (no count, no
    per), else None."""
    read = sh_nouns.colour_kinds(np)
    if read is None or read[1] is not None:
        return None
    cards = sel(read[0])
    return cards if cards.ref is not None else None


def _colours_compared(clause: A.Action) -> Cond | None:
    """Colours compared (a card's colour, 2.4): 「そのキャラの色がこのカードの色と違う / 異なる /
    同じなら」 (``colors_alike`` with ``than``: no colour the two share / one colour between them);
    「それらのカードが(すべて)同じ色なら」 (one colour between them all, two cards at least) /
    「(それらのカードが)違う色なら」 (no two sharing one); 「そのCXの色が黄なら」 is
    「そのCXが黄なら」. None for another clause."""
    args = {a.role: a.value for a in clause.args}
    if len(args) != len(clause.args):
        return None
    if (
        clause.verb in ("differ", "be_different", "same")
        and clause.form is A.Form.FINAL
        and set(args) == {A.Role.SUBJECT, A.Role.WITH}
    ):
        one, other = _colour_of_one(args[A.Role.SUBJECT]), _colour_of_one(args[A.Role.WITH])
        if one is None or other is None:
            return None
        verb = "same" if clause.verb == "same" else "differ"
        return Cond("colors_alike", sel=one, than=other, verb=verb)
    every = A.NounPhrase((A.Count(None, "card", "all"),))
    if (
        clause.verb in ("differ", "be_different")
        and clause.form is A.Form.FINAL
        and set(args) - {A.Role.NONE} == {A.Role.SUBJECT}
        and args.get(A.Role.NONE, every) == every
    ):
        # 「(あなたの思い出の)色が(すべて)異なるなら」: no two of the cards share a colour
        read = sh_nouns.colour_kinds(args[A.Role.SUBJECT])
        if read is None or read[1] is not None:
            return None
        cards = sel(read[0])
        if cards.ref is None and cards.zone is None:
            return None
        return Cond("colors_alike", sel=cards, verb="differ")
    if clause.verb != "be" or clause.form is not A.Form.NOMINAL:
        return None
    pred = args.get(A.Role.PREDICATE)
    if set(args) == {A.Role.WITH, A.Role.SUBJECT, A.Role.PREDICATE}:
        # 「あなたのクロック置場とレベル置場のカードの色の種類の合計が4以上なら」: the cards of both
        # places, their colours counted together
        place, read = args[A.Role.WITH], sh_nouns.colour_kinds(args[A.Role.SUBJECT])
        number = _colour_number(pred)
        if (
            read is None
            or read[1] is not None
            or number is None
            or not isinstance(place, A.NounPhrase)
            or not all(isinstance(t, (A.Owner, A.Zone)) for t in place.terms)
            or not isinstance(place.terms[-1], A.Zone)
            or not read[0].terms
            or not isinstance(read[0].terms[0], A.Zone)
        ):
            return None
        both = A.NounPhrase((*place.terms, *read[0].terms), (*place.links, "か", *read[0].links))
        cards = sel(both)
        if cards.ref is not None or cards.zone is None:
            return None
        return Cond("colors", sel=cards, cmp=number[0], n=number[1])
    if set(args) == {A.Role.SUBJECT, A.Role.PREDICATE}:
        one = _colour_of_one(args[A.Role.SUBJECT])
        if (
            one is not None
            and isinstance(pred, A.NounPhrase)
            and len(pred.terms) == 1
            and isinstance(pred.terms[0], A.Word)
            and pred.terms[0].id in COLORS
        ):
            # 「そのCXの色が黄なら」: that card is yellow
            subject = sh_nouns.colour_kinds(args[A.Role.SUBJECT])[0]  # type: ignore[index]
            return _clause(
                dataclasses.replace(
                    clause, args=(A.Arg(A.Role.SUBJECT, subject), A.Arg(A.Role.PREDICATE, pred))
                )
            )
        return None
    if set(args) != {A.Role.PREDICATE} or not isinstance(pred, A.NounPhrase):
        return None
    if len(pred.terms) != 2 or pred.terms[1] != A.Word("color"):
        return None
    rel = pred.terms[0]
    if not isinstance(rel, A.Relative) or rel.clause.verb not in ("same", "differ", "be_different"):
        return None
    rargs = {a.role: a.value for a in rel.clause.args}
    every = A.NounPhrase((A.Count(None, "card", "all"),), ())
    if rel.clause.form is not A.Form.FINAL or A.Role.SUBJECT not in rargs:
        return None
    if set(rargs) - {A.Role.SUBJECT, A.Role.NONE} or rargs.get(A.Role.NONE, every) != every:
        return None
    # 「それらのカードが(すべて)同じ色なら」: one colour between them all; 「違う色なら」: no two
    # of them share one
    cards = sel(rargs[A.Role.SUBJECT])
    if cards.ref is None:
        return None
    return Cond("colors_alike", sel=cards, verb="same" if rel.clause.verb == "same" else "differ")


def _colour_number(pred: Any) -> tuple[str, int] | None:
    """「3色以上」 / 「4以上」 / 「2種類以上」 / 「1種類」: how a number of colours is compared
    (``CMP``) and with what, else None."""
    if not isinstance(pred, A.NounPhrase) or not pred.terms:
        return None
    t, rest = pred.terms[0], pred.terms[1:]
    if not isinstance(t, A.Count) or t.number is None or t.number.value is None:
        return None
    bound = t.bound
    if rest and rest[0] == A.Word("kind_of"):  # 「2種類以上」: the grammar's count, then 以上
        rest = rest[1:]
    if rest in ((A.Word("or_more"),), (A.Word("or_less"),)) and bound == "exact":
        bound = "at_least" if rest[0] == A.Word("or_more") else "at_most"
        rest = ()
    if rest or bound not in VOCAB_CMP:
        return None
    return VOCAB_CMP[bound], t.number.value


def _players_of(terms: tuple[object, ...]) -> str | None:
    """The player(s) a 「…のレベル」 names: あなた / 相手 (``you`` / ``opponent``), お互い or
    すべてのプレイヤー (``each``: every player's level, each compared); None for another noun
    (a card's level, or a player the text does not settle, such as a bare 「プレイヤー」)."""
    if len(terms) == 1 and isinstance(terms[0], A.Owner):
        return {"you": "you", "opponent": "opponent", "all_players": "each"}.get(terms[0].who)
    if (
        len(terms) == 2
        and isinstance(terms[0], A.Count)
        and terms[0].bound == "all"
        and terms[0].number is None
        and terms[1] == A.Owner("player")
    ):
        return "each"
    return None


def _counted(np: A.NounPhrase | A.Duration | None) -> tuple[int, str] | None:
    """「1枚」 / 「5枚以上」 / 「2枚以下」 / 「3枚未満」 printed alone (a floating count): the number
    and the comparison it asks (``CMP``: exactly, at least, at most, fewer than); None for any
    other count (すべて, まで, a variable)."""
    if not (isinstance(np, A.NounPhrase) and len(np.terms) == 1):
        return None
    c = np.terms[0]
    if not isinstance(c, A.Count) or c.least is not None or c.unit != "card":
        return None
    if c.number is None or c.number.value is None or c.bound not in _PUT_BOUNDS:
        return None
    from ruling.cardtext.vocab import CMP

    return c.number.value, CMP[c.bound]


# the bounds a count of the cards an effect put somewhere is compared by (``cardtext.vocab.CMP``;
# 「1枚まで置いたなら」 is no comparison a card prints)
_PUT_BOUNDS = ("exact", "at_least", "at_most", "less", "less_than")


def _the_attacker(target: Sel) -> bool:
    """「攻撃キャラ」 / 「アタックしているキャラ」 (no count, no other word): the character attacking
    now — one attack is made at a time (7.2.1.5 names it), so a value of it 「攻撃キャラのソウルが2
    以上なら」 is that card's, as a reference's; no attack, no card, the condition not met."""
    return (
        "attacking" in target.states
        and target.count is None
        and target.kind == "character"
        and not target.names
        and not target.traits
    )
