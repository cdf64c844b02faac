"""Damage a card has taken, taken away (co 4.3.9 / 4.3.11.2, vs 7.1.5.3, mc 4.5.3), read
game-neutrally.

The family: 「Xのダメージを0にする」 (all of it gone), 「Xのダメージをすべて取り除く」 (all of it),
「Xのダメージを1点取り除く」 / 「…を1取り除く」 (N points of it, none below 0), with the damage
named as 「Xのダメージ」, 「Xに与えられたダメージ」, 「Xが / Xの受けている / 受けたダメージ」 or
「Xに蓄積されたダメージ」 (「…ている」 / 「Xの蓄積された」 too) — each the damage accumulated on X;
「…を取り除く」 with no amount takes all of it, 「あなたは」 before it is the player doing it. What is read is whose damage
(``whose``, a noun phrase the game turns into its selector) and how much comes off (``amount``,
None for all); each game supplies the op its runtime runs and the forms its steps are done in
(mc: 「…を回復する」 too, its own verb), and its runtime says what the damage is (the clause it
cites)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from grammar import ast as A
from ruling.abilities import Unsupported
from ruling.cardtext.terms import roles_exactly

DAMAGE = A.Word("damage")
ACCUMULATED = A.Unknown("蓄積")
YOU = A.NounPhrase((A.Owner("you"),), ())
# the units an amount of damage taken away is counted in: 「N点」, a bare N (「ダメージを1取り
# 除く」), 「Nつ」 (points too), the grammar's unit of 「Nダメージ」
DAMAGE_UNITS = ("point", "none", "item", "damage")


@dataclass(frozen=True)
class DamageRemoved:
    """The damage on the cards ``whose`` names, ``amount`` points of it taken away (None: all)."""

    whose: A.NounPhrase
    amount: int | None


def dealt_amount(np: Any) -> A.Count | None:
    """The amount of damage a step deals, however it is printed: 「Nダメージ」 (one count of the
    unit ``damage``), 「Nのダメージ」 / 「N点のダメージ」 (a count, の, the word ダメージ) — the
    count; None for any other noun phrase."""
    if not isinstance(np, A.NounPhrase):
        return None
    terms = np.terms
    if len(terms) == 1 and isinstance(terms[0], A.Count) and terms[0].unit == "damage":
        return terms[0]
    if (
        len(terms) == 2
        and isinstance(terms[0], A.Count)
        and terms[0].unit in DAMAGE_UNITS
        and terms[1] == DAMAGE
        and np.links == ("の",)
    ):
        return terms[0]
    return None


def amount_as_object(args: dict[A.Role, Any]) -> dict[A.Role, Any]:
    """A damage step's arguments with the amount printed without its particle (「相手に1ダメージ
    与える」, 「1点のダメージ与える」) as the object, where the step names no object: the same step
    as 「…を与える」. ``args`` itself when there is nothing to move."""
    if A.Role.OBJECT in args or dealt_amount(args.get(A.Role.NONE)) is None:
        return args
    out = {k: v for k, v in args.items() if k is not A.Role.NONE}
    out[A.Role.OBJECT] = args[A.Role.NONE]
    return out


def received_as_given(b: Any) -> A.Action | None:
    """「XはNダメージを受ける」 / 「XはダメージをN受ける」 (X takes N damage, a step of an effect):
    the same step as 「XにNダメージを与える」 — damage is given to a card and the card receives it,
    one event read from either side — as that step (``give``, X its goal, 「Nダメージ」 its
    object); None for any other step (no amount printed, another argument, a form other than the
    plain one: 「受けない」 / 「受けた」 are states and events, not this step)."""
    if not isinstance(b, A.Action) or b.verb != "receive" or b.form is not A.Form.FINAL:
        return None
    if b.modal is not None or b.more or b.amount is not None:
        return None
    args = {a.role: a.value for a in b.args}
    if len(args) != len(b.args):
        return None
    who = [r for r in (A.Role.TOPIC, A.Role.SUBJECT) if r in args]
    if len(who) != 1:
        return None
    rest = {k: v for k, v in args.items() if k is not who[0]}
    amount = dealt_amount(rest.get(A.Role.OBJECT)) if set(rest) == {A.Role.OBJECT} else None
    if amount is None and set(rest) == {A.Role.OBJECT, A.Role.NONE}:
        # 「ダメージを1000受ける」: the word ダメージ the object, the amount apart
        n = rest[A.Role.NONE]
        c = n.terms[0] if isinstance(n, A.NounPhrase) and len(n.terms) == 1 else None
        if rest[A.Role.OBJECT] == A.NounPhrase((DAMAGE,)) and (
            isinstance(c, A.Count) and c.unit in ("none", "damage")
        ):
            amount = replace(c, unit="damage")
    if amount is None:
        return None
    return replace(
        b,
        verb="give",
        args=(
            A.Arg(A.Role.GOAL, args[who[0]]),
            A.Arg(A.Role.OBJECT, A.NounPhrase((amount,))),
        ),
    )


def _accumulated_on(c: Any, unsaid: A.NounPhrase | None) -> Any:
    """Whose damage a relative clause before 「ダメージ」 names: 「Xが受けている / 受けた」 (X, or
    ``unsaid`` where no X is printed), 「Xに与えられた」, 「Xに蓄積された」; None for another
    clause."""
    args = {a.role: a.value for a in c.args}
    if len(args) != len(c.args):
        return None
    if c.verb == "receive" and c.form in (A.Form.PROGRESSIVE, A.Form.PAST):
        # the subject marked が, or の inside the relative clause (「対象の受けている」)
        subj = set(args) & {A.Role.SUBJECT, A.Role.SUBJECT_NO}
        if set(args) - subj or len(subj) > 1:
            return None
        return args[subj.pop()] if subj else unsaid
    # 「与えられた / 与えられている」, 「蓄積された / 蓄積されている」: the damage that is on X now
    if c.form not in (A.Form.PASSIVE_PAST, A.Form.PASSIVE_PROG):
        return None
    if c.verb == "give" and set(args) == {A.Role.GOAL}:
        return args[A.Role.GOAL]
    if c.verb != "do" or not isinstance(args.get(A.Role.NONE), A.NounPhrase):
        return None
    none = args[A.Role.NONE]
    if set(args) == {A.Role.GOAL, A.Role.NONE} and none.terms == (ACCUMULATED,):
        return args[A.Role.GOAL]
    if (
        set(args) == {A.Role.NONE}
        and len(none.terms) >= 2
        and none.terms[-1] == ACCUMULATED
        and none.links[-1:] == ("の",)
    ):
        # 「Xの蓄積されたダメージ」: X marked by の inside the relative clause, as 「Xの受けている」
        return A.NounPhrase(none.terms[:-1], none.links[:-1])
    return None


def damage_owner(np: Any, unsaid: A.NounPhrase | None = None) -> A.NounPhrase | None:
    """Whose damage the noun phrase ``np`` is: X of 「Xのダメージ」 (X with no relative clause),
    of 「Xに与えられた / Xが受けている / Xに蓄積されたダメージ」, ``unsaid`` for 「受けている
    ダメージ」 with no X; None when ``np`` names no damage on something."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) < 2 or np.terms[-1] != DAMAGE:
        return None
    terms, links = np.terms, np.links
    if links[-1:] == ("の",) and not any(isinstance(t, A.Relative) for t in terms):
        return A.NounPhrase(terms[:-1], links[:-1])
    if len(terms) == 2 and isinstance(terms[0], A.Relative):
        who = _accumulated_on(terms[0].clause, unsaid)
        return who if isinstance(who, A.NounPhrase) else None
    return None


def _all(np: Any) -> bool:
    """「すべて」 alone (a count of everything, no number)."""
    terms = np.terms if isinstance(np, A.NounPhrase) else ()
    return (
        len(terms) == 1
        and isinstance(terms[0], A.Count)
        and terms[0].bound == "all"
        and terms[0].number is None
    )


def _zero(np: Any) -> bool:
    """「0」 / 「0点」: no damage at all."""
    terms = np.terms if isinstance(np, A.NounPhrase) else ()
    return (
        len(terms) == 1
        and isinstance(terms[0], A.Count)
        and terms[0].bound == "exact"
        and terms[0].number is not None
        and terms[0].number.value == 0
    )


def removed_amount(np: Any) -> int | None:
    """How much of the damage 「すべて」 / 「N点」 takes away: None for all of it, else N (> 0, in
    a unit of ``DAMAGE_UNITS``, a number printed: not an X defined later); any other amount is
    refused (``Unsupported``)."""
    terms = np.terms if isinstance(np, A.NounPhrase) else ()
    c = terms[0] if len(terms) == 1 else None
    if not isinstance(c, A.Count):
        raise Unsupported("damage taken away by an amount of this shape")
    if c.bound == "all" and c.number is None:
        return None
    n = c.number.value if c.number is not None and not c.number.variable else None
    if c.bound == "exact" and c.unit in DAMAGE_UNITS and isinstance(n, int) and n > 0:
        return n
    raise Unsupported("damage taken away by an amount of this shape")


def damage_removed(b: Any, unsaid: A.NounPhrase | None = None) -> DamageRemoved | None:
    """The step 「Xのダメージを0にする」 (all of it) or 「Xのダメージを(すべて / N点)取り除く」 (「…をN点
    減らす」), with
    the damage named as ``damage_owner`` reads it; None for any other step (and for a step said
    with a modal: 「…てもよい」 is the game's to read). Another amount after 「0に」 / 「取り除く」
    is refused (``Unsupported``). The step's form is the caller's to check."""
    if not isinstance(b, A.Action) or b.modal is not None:
        return None
    if b.verb == "diminish":
        # 「Xが受けているダメージをN(点)減らす」: the damage accumulated on X lessened by N — 「…を
        # N点取り除く」 in other words; only a number (N > 0), never all of it unsaid
        n = [a.value for a in b.args if a.role is A.Role.NONE]
        if len(n) != 1 or removed_amount(n[0]) is None:
            return None
        b = replace(b, verb="take_away")
    if b.verb not in ("do", "take_away"):
        return None
    amount_role = A.Role.GOAL if b.verb == "do" else A.Role.NONE
    by = {x.role: x.value for x in b.args}
    if by.get(A.Role.TOPIC) == YOU:
        # 「あなたは…を取り除く」: the player carrying the text out, said as the topic
        b = replace(b, args=tuple(x for x in b.args if x.role is not A.Role.TOPIC))
    a = roles_exactly(b, A.Role.OBJECT, amount_role)
    if a is None and b.verb == "do":
        # 「Xが受けているダメージをすべて0にする」: 「すべて」 beside 「0に」 says the same — all of
        # the damage, none left
        every = roles_exactly(b, A.Role.OBJECT, A.Role.NONE, amount_role)
        if every is not None and _all(every[A.Role.NONE]):
            a = every
    if a is None and b.verb == "take_away" and b.form is not A.Form.PERMISSIVE:
        # 「Xのダメージを取り除く」 with no amount: the damage on X, all of it (not said
        # 「…てもよい」: an optional step with no amount is the game's to read)
        a = roles_exactly(b, A.Role.OBJECT)
        if a is not None:
            whose = damage_owner(a[A.Role.OBJECT], unsaid)
            return None if whose is None else DamageRemoved(whose, None)
    if a is None:
        return None
    whose = damage_owner(a[A.Role.OBJECT], unsaid)
    if whose is None:
        return None
    if b.verb == "do":
        if not _zero(a[A.Role.GOAL]):
            raise Unsupported("damage set to an amount other than 0")
        return DamageRemoved(whose, None)
    return DamageRemoved(whose, removed_amount(a[A.Role.NONE]))


@dataclass(frozen=True)
class DamageLessened:
    """The damage the cards ``whose`` names are to take, lessened by ``amount`` each time (none
    below 0); ``attack``: only an attack's damage (「受けるアタックのダメージ」), else any."""

    whose: A.NounPhrase
    amount: int
    attack: bool


ATTACK = A.Word("attack")


def _to_be_taken_by(c: Any) -> Any:
    """Whose damage to come a relative clause before 「（アタックの）ダメージ」 names: 「Xが受ける」,
    「Xに与えられる」 (X); None for another clause."""
    args = {a.role: a.value for a in c.args}
    if len(args) != len(c.args):
        return None
    if c.verb == "receive" and c.form is A.Form.FINAL and set(args) == {A.Role.SUBJECT}:
        return args[A.Role.SUBJECT]
    if c.verb == "give" and c.form is A.Form.PASSIVE and set(args) == {A.Role.GOAL}:
        return args[A.Role.GOAL]
    return None


def damage_lessened(b: Any) -> DamageLessened | None:
    """「Xが受ける（アタックの）ダメージは（、）N少なくなる / N減る」 / 「Xに与えられるダメージはN少なくなる」 /
    「Xが受ける（アタックの）ダメージを（、1回につき）N少なくする」: the damage X is to take (an
    attack's, or any) lessened by N as it is dealt; None for any other step. An amount that is not
    a number printed is refused (``Unsupported``)."""
    if not isinstance(b, A.Action) or b.modal is not None or b.more or b.amount is not None:
        return None
    # 「…ダメージはN減る」: 減る, the intransitive of less (as 少なくなる)
    verbs = (("decrease_by", A.Form.FINAL), ("decrease", A.Form.FINAL), ("lessen", A.Form.FINAL))
    if (b.verb, b.form) not in verbs:
        return None
    role = A.Role.OBJECT if b.verb == "lessen" else A.Role.TOPIC
    a = roles_exactly(b, role, A.Role.NONE)
    if a is None:
        return None
    np = a[role]
    terms = np.terms if isinstance(np, A.NounPhrase) else ()
    if not terms or not isinstance(terms[0], A.Relative) or terms[-1] != DAMAGE:
        return None
    attack = terms[1:] == (ATTACK, DAMAGE) and np.links[1:] == ("の",)
    if not attack and terms[1:] != (DAMAGE,):
        return None
    whose = _to_be_taken_by(terms[0].clause)
    if not isinstance(whose, A.NounPhrase):
        return None
    n = a[A.Role.NONE]
    c = n.terms[0] if isinstance(n, A.NounPhrase) and len(n.terms) == 1 else None
    value = c.number.value if isinstance(c, A.Count) and c.number is not None else None
    if (
        not isinstance(c, A.Count)
        or c.bound != "exact"
        or c.unit not in DAMAGE_UNITS
        or not isinstance(value, int)
        or c.number.variable  # type: ignore[union-attr]
        or value <= 0
    ):
        raise Unsupported("damage lessened by an amount of this shape")
    return DamageLessened(whose, value, attack)


def _damage_event(ev: Any) -> tuple[A.NounPhrase, bool] | None:
    """「Xにダメージが与えられる」 / 「Xが（アタックの）ダメージを受ける」 (an event to come, the
    clause of 「…時」): (X, an attack's only); None for another event."""
    if not isinstance(ev, A.Action) or ev.verb != "when" or len(ev.args) != 1:
        return None
    np = ev.args[0].value
    rel = np.terms[0] if isinstance(np, A.NounPhrase) and len(np.terms) == 1 else None
    c = getattr(rel, "clause", None)
    if not isinstance(c, A.Action) or c.modal is not None:
        return None
    a = {x.role: x.value for x in c.args}
    if len(a) != len(c.args):
        return None
    attack_damage = A.NounPhrase((ATTACK, DAMAGE), ("の",))
    if c.verb == "give" and c.form is A.Form.PASSIVE and set(a) == {A.Role.GOAL, A.Role.SUBJECT}:
        what, whose = a[A.Role.SUBJECT], a[A.Role.GOAL]
    elif (
        c.verb == "receive" and c.form is A.Form.FINAL and set(a) == {A.Role.SUBJECT, A.Role.OBJECT}
    ):
        what, whose = a[A.Role.OBJECT], a[A.Role.SUBJECT]
    else:
        return None
    if what not in (A.NounPhrase((DAMAGE,)), attack_damage) or not isinstance(whose, A.NounPhrase):
        return None
    return whose, what == attack_damage


def damage_replaced_lessened(ev: Any, steps: list[Any]) -> DamageLessened | None:
    """「Xにダメージが与えられる時、かわりにそのダメージをN少なくする」 / 「Xが（アタックの）ダメー
    ジを受ける時、かわりにそのダメージはN少なくなる / N減る」 — a replacement (8.10.1 in VS) of the damage
    to come by N less of it: what ``damage_lessened`` reads of 「Xが受けるダメージはN少なくなる」.
    None for another event or step."""
    got = _damage_event(ev)
    if got is None or len(steps) != 1 or steps[0].lead != "instead" or steps[0].condition:
        return None
    b = steps[0].body
    if not isinstance(b, A.Action) or b.modal is not None or b.form is not A.Form.FINAL:
        return None
    role = {"lessen": A.Role.OBJECT, "decrease_by": A.Role.TOPIC, "decrease": A.Role.TOPIC}.get(
        b.verb
    )
    a = {x.role: x.value for x in b.args}
    that = A.NounPhrase((A.Ref("that"), DAMAGE), ("",))
    if role is None or len(a) != len(b.args) or set(a) != {role, A.Role.NONE} or a[role] != that:
        return None
    n = a[A.Role.NONE]
    c = n.terms[0] if isinstance(n, A.NounPhrase) and len(n.terms) == 1 else None
    value = c.number.value if isinstance(c, A.Count) and c.number is not None else None
    if not isinstance(c, A.Count) or c.unit not in DAMAGE_UNITS or not isinstance(value, int):
        raise Unsupported("damage lessened by an amount of this shape")
    if c.bound != "exact" or c.number.variable or value <= 0:  # type: ignore[union-attr]
        raise Unsupported("damage lessened by an amount of this shape")
    return DamageLessened(got[0], value, got[1])
