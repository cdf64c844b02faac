"""「<field>が<value>の<noun>」: a noun named by the value of one of its fields, two subjects.

「あなたのベンチに称号が<ガラスの庭の主>のカードがあるなら」, 「名前が“X”のカードが3枚以上ある
なら」, 「あなたのベンチの作品名が『Y』のカードが2枚以上なら」: the grammar types the relative clause
「称号が<T>の」 of 「カード」 as two subjects of the sentence's predicate — 「称号が」 and 「<T>のカー
ド」 — and a condition with two subjects is refused (``conditions.args_of``). Printed Japanese
reads the first as the subject of a clause 「称号が<T>（である）」 modifying the noun after 「の」:
the card whose field is the value. The two arguments are read as one noun phrase, the value
standing as the term that names that field's value by itself in the game's vocabulary
(``Vocab.field_values``: VS 「<T>のカード」 a title, 2.3.1.1; 「『W』のカード」 a work, 2.9.1), or as
the relative 「<word>に“X”を含む」 of the game's info word for the whole value (VS ``named``: the
name, 2.1.1) — the owner and zone printed before the field word kept before it
(「あなたのベンチの作品名が『Y』のカード」 = 「あなたのベンチの『Y』のカード」). A game whose vocabulary
names no such field, or a value that is not a quoted text, is left as it is (and refused)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from grammar import ast as A
from ruling.cardtext.terms import class_name
from ruling.cardtext.vocab import Vocab

# the quoted texts that may stand as a field's value
_VALUE_TERMS = (A.Literal, A.Work, A.Name)
_MAKE = {"Literal": A.Literal, "Work": A.Work, "Name": A.Name}
_SUBJECTS = (A.Role.SUBJECT,)


def _key(t: Any) -> tuple[str, str]:
    return class_name(t), str(getattr(t, "id", None) or getattr(t, "text", ""))


def _merged(first: Any, second: Any, v: Vocab) -> Any:
    """One noun phrase for 「P の FIELD が VALUE の N…」, or None when the pair is not of that
    shape."""
    if not isinstance(first, A.NounPhrase) or not isinstance(second, A.NounPhrase):
        return None
    if not first.terms or len(second.terms) < 2 or second.links[:1] != ("の",):
        return None
    make = v.field_values.get(_key(first.terms[-1]))
    value = second.terms[0]
    if make is None or not isinstance(value, _VALUE_TERMS) or not value.text:
        return None
    prefix, links = first.terms[:-1], first.links
    if prefix and links[-1:] != ("の",):
        return None
    if make.startswith("contain:"):
        # the relative 「(P の) <word> に “X” を含む N」 of the game's info word (VS ``named``:
        # the whole name, matched exactly), the owner and zone before it as the game reads them
        # for 「“T”N」 (``_vs.cardtext._titled_name``)
        word = A.Word(make.removeprefix("contain:"))
        goal = A.NounPhrase((*prefix, word), links)
        rel = A.Relative(
            A.Action(
                "contain",
                (
                    A.Arg(A.Role.GOAL, goal),
                    A.Arg(A.Role.OBJECT, A.NounPhrase((A.Literal(value.text),), ())),
                ),
                A.Form.FINAL,
            )
        )
        return replace(second, terms=(rel, *second.terms[1:]), links=("", *second.links[1:]))
    term = _MAKE[make](value.text)
    return replace(
        second,
        terms=(*prefix, term, *second.terms[1:]),
        links=(*links, *second.links) if prefix else second.links,
    )


def _action(a: A.Action, v: Vocab) -> A.Action:
    args = list(a.args)
    for i in range(len(args) - 1):
        x, y = args[i], args[i + 1]
        if x.role not in _SUBJECTS or y.role not in _SUBJECTS:
            continue
        np = _merged(x.value, y.value, v)
        if np is not None:
            args[i : i + 2] = [replace(y, value=np)]
            return replace(a, args=tuple(args))
    return a


def field_value_subjects(node: Any, v: Vocab) -> Any:
    """``node`` with every 「<field>が<value>の<noun>」 read as one noun phrase (the module's
    docstring); the same object when there is none (or the game names no field so)."""
    if not v.field_values:
        return node

    def after(x: Any) -> Any:
        return _action(x, v) if isinstance(x, A.Action) else x

    return A.rebuild(node, after, keep=(A.Quote,))
