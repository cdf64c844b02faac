"""Vanguard's specific action 宣言する (7.13) as card text prints it: 「グレードを１つ宣言する」 /
「相手はグレードを１つ宣言する」 — the performer names one grade (7.13.1: a card's information
named; 7.13.2: a proper one, a grade a card can have), kept for the rest of the ability's
resolution, where a later step reads it: 「宣言したグレードのカード」 (a card of that grade),
「そのユニットのグレードが宣言したグレードと同じなら」, 「そのカードが宣言されたグレードでないなら」.

Compiled: the step is ``Op("declare")`` with ``detail`` ``("field", "grade")``; a description
of the declared value is a ``Sel`` with ``detail`` ``("declared", "grade")``. Run
(``_vg/steps``): the declaration is the performer's choice (``at: declare``), kept in the
resolution's data; each later step has the declared value put into its descriptions as the
filter 「グレードが<declared>」 (``bind``) before it is read, so an effect that lasts (a
prohibition for the turn) holds the value declared. Nothing declared (the step not done): no card
is of the declared grade. Any other declaration (a card name, a number, a kind) is refused with
the reason naming 7.13."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from grammar import ast as A
from ruling.abilities import Unsupported
from ruling.cardtext.ir import Cond, Op, Sel
from ruling.cardtext.steps import PLAIN_FORMS, Reading
from ruling.games._vg.declaring import DECLARED

# the information a declaration names that the engine keeps: the lexicon's term -> the stat
# a card's value of it is (7.13.1)
DECLARED_STATS: dict[Any, str] = {A.Stat("grade"): "grade"}


def _refused(what: str) -> Unsupported:
    return Unsupported(f"the specific action 宣言する (7.13): {what}")


def _performer(np: Any) -> str | None:
    """「相手は」 / 「あなたは」 before the declaration: who makes it (11.8.5.1)."""
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 1
        and isinstance(np.terms[0], A.Owner)
        and np.terms[0].who in ("you", "opponent")
    ):
        return str(np.terms[0].who)
    return None


def _one(np: Any) -> bool:
    """「１つ」: exactly one."""
    return (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 1
        and isinstance(np.terms[0], A.Count)
        and np.terms[0].bound == "exact"
        and np.terms[0].number is not None
        and np.terms[0].number.value == 1
    )


def declare_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「（相手は）グレードを１つ宣言する」: ``Op("declare")`` done by the fighter named (else the
    master). None for a step of another verb; a declaration of another shape is refused."""
    if b.verb != "declare":
        return None
    if b.form not in PLAIN_FORMS or b.modal is not None or b.more or b.amount is not None:
        raise _refused("a declaration in this form")
    by: dict[A.Role, Any] = {}
    for a in b.args:
        if a.role in by:
            raise _refused("a declaration of this shape")
        by[a.role] = a.value
    who = by.pop(A.Role.TOPIC, None) or by.pop(A.Role.SUBJECT, None)
    performer = "you" if who is None else _performer(who)
    what, count = by.pop(A.Role.OBJECT, None), by.pop(A.Role.NONE, None)
    field = (
        DECLARED_STATS.get(what.terms[0])
        if isinstance(what, A.NounPhrase) and len(what.terms) == 1
        else None
    )
    if field is None:
        raise _refused("the engine keeps no declared information of this kind (7.13.1)")
    if performer is None or by or not _one(count):
        raise _refused("a declaration of this shape")
    return [Op("declare", performer=performer, detail=(("field", field),))]


def _declared_rel(t: Any) -> bool:
    """「宣言した」 / 「宣言された」 with nothing else said: the declaration of this ability."""
    return (
        isinstance(t, A.Relative)
        and isinstance(t.clause, A.Action)
        and t.clause.verb == "declare"
        and t.clause.form in (A.Form.PAST, A.Form.PASSIVE_PAST)
        and not t.clause.args
        and not t.clause.more
        and t.clause.modal is None
    )


def declared_value(np: Any) -> str | None:
    """「宣言したグレード」 alone: the field declared, else None."""
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and _declared_rel(np.terms[0])
        and np.links == ("",)
    ):
        return DECLARED_STATS.get(np.terms[1])
    return None


def declared_sel(np: A.NounPhrase, v: Any) -> Sel | None:
    """「宣言したグレードのカード」 / 「宣言されたグレードのユニット」 / 「宣言したグレード」 (said of
    a card, 「…公開し、宣言したグレードなら」): the cards the rest describes whose value is the one
    declared (``Sel.detail`` ``DECLARED``). None for another noun phrase."""
    from ruling.cardtext.nouns import sel

    t, links = np.terms, np.links
    for i in range(len(t) - 1):
        if not _declared_rel(t[i]) or links[i] != "":
            continue
        field = DECLARED_STATS.get(t[i + 1])
        if field is None:
            return None
        rest_t, rest_l = (*t[:i], *t[i + 2 :]), (*links[:i], *links[i + 2 :])
        if i + 2 < len(t):
            if links[i + 1] != "の":
                return None
            rest_l = (*links[:i], *links[i + 2 :])
        elif i > 0:
            return None  # 「…の宣言したグレード」: a value of something else
        base = (
            sel(A.NounPhrase(tuple(rest_t), tuple(rest_l)), v) if rest_t else Sel(kinds=("card",))
        )
        if base.detail:
            return None
        return replace(base, detail=((DECLARED, field),))
    return None


def declared_same(c: Any, v: Any) -> Cond | None:
    """「<card>の<stat>が宣言した<stat>と同じなら」: the card is of the declared value — the
    grammar may type <card>の<stat> as the subject of 「宣言した」 (the relative clause), leaving
    「同じ」 none: lifted back. None for another clause."""
    from ruling.cardtext.nouns import sel

    if not isinstance(c, A.Action) or c.verb != "same" or c.modal is not None or c.more:
        return None
    by = {a.role: a.value for a in c.args}
    if len(by) != len(c.args):
        return None
    with_ = by.get(A.Role.WITH)
    subj = by.get(A.Role.SUBJECT)
    if not isinstance(with_, A.NounPhrase) or len(with_.terms) != 2 or with_.links != ("",):
        return None
    rel = with_.terms[0]
    if not isinstance(rel, A.Relative) or not isinstance(rel.clause, A.Action):
        return None
    d = rel.clause
    if d.verb != "declare" or d.more or d.modal is not None:
        return None
    if subj is None and len(d.args) == 1 and d.args[0].role is A.Role.SUBJECT:
        # lifted: 「そのユニットのグレードが」 is 「同じ」's subject
        subj = d.args[0].value
        rel = A.Relative(replace(d, args=()))
    if set(by) - {A.Role.WITH, A.Role.SUBJECT} or not _declared_rel(rel):
        return None
    field = DECLARED_STATS.get(with_.terms[1])
    if (
        field is None
        or not isinstance(subj, A.NounPhrase)
        or len(subj.terms) < 2
        or subj.terms[-1] != with_.terms[1]
        or subj.links[-1] != "の"
    ):
        return None
    card = sel(A.NounPhrase(subj.terms[:-1], subj.links[:-1]), v)
    filt = Sel(detail=((DECLARED, field),))
    cmp = "not" if c.form is A.Form.NEGATIVE else "ge"
    if c.form not in (A.Form.FINAL, A.Form.NEGATIVE):
        return None
    return Cond("match", sel=card, filt=filt, cmp=cmp)
