"""Verbs that name another verb's act done in a manner (``Vocab.manner_verbs``).

A game may print an act of a kind as a verb of its own: VG's 「スペリオルコールする」 is a call
that is not a normal call (6.2.2, 6.2.2.2). The verb is read as its base verb with the manner
said as a means, the word the game's ``Vocab.word_means`` reads (「スペリオルコールで」): in a
trigger's event or a condition's clause (「山札からスペリオルコールされた時」: called, by a
superior call) the means narrows the event; as a step of an effect, the act an effect does is
always of that manner where the game lists the verb (an effect's call is no normal call,
6.2.2.1) — the base verb's step, as printed. A manner verb anywhere else (a relative clause in a
selector) keeps the means and is read, or refused, as the base verb with that means.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from grammar import ast as A
from ruling.cardtext.vocab import Vocab


def _with_means(c: A.Action, base: str, word: str) -> A.Action:
    means = A.Arg(A.Role.MEANS, A.NounPhrase((A.Word(word),), ()))
    return replace(c, verb=base, args=(means, *c.args))


def manner_verbs(node: A.Ability, v: Vocab) -> A.Ability:
    """``node`` with each manner verb read as its base verb (the module's docstring); the same
    object when it has none."""
    if not v.manner_verbs:
        return node
    if not any(isinstance(n, A.Action) and n.verb in v.manner_verbs for n in A.walk(node)):
        return node

    def step(x: Any) -> Any:
        if isinstance(x, A.Step) and isinstance(x.body, A.Action) and x.body.verb in v.manner_verbs:
            base, _word = v.manner_verbs[x.body.verb]
            done = replace(x, body=replace(x.body, verb=base))
            return A.rebuild(done, after, before=step, keep=(A.Quote,))
        return None

    def after(x: Any) -> Any:
        if isinstance(x, A.Action) and x.verb in v.manner_verbs:
            base, word = v.manner_verbs[x.verb]
            return _with_means(x, base, word)
        return x

    out: A.Ability = A.rebuild(node, after, before=step, keep=(A.Quote,))
    return out
