"""A target declared in a sentence of its own: 「あなたのキャラクター1体を対象とする。ターン終了時
まで、対象のキャラクターは「+1:+0」の修正を受ける。」.

Printed Japanese card text names a target two ways: inline, where it is acted on (「対象のあなたの
キャラクター1体は…」), or first in a sentence that only declares it (「Xを対象とする。」) and then by
a short reference (「対象のキャラクター」, 「そのキャラクター」) in the sentences after. The two say
the same: the effect takes that target when it is played or used (CO 4.2.13: 「対象の〜」 makes
an effect one that takes a target) and acts on it where the reference stands. The reading here
folds the declaration into its one reference, so that every game's target reader reads the
declared form as it reads the inline one — one construction, not a reader per wording.

Read only where the meaning is plain: the declaration is the effect's first sentence, a single
unconditioned step 「<NP>を対象とする」; the sentences after it hold exactly one reference to it,
whose card kinds (if any) are the declared ones or the generic 「カード」. Two references could be
one target or two (「対象のXと対象のY」 is two, 4.2.13's second target): left as they are, and
the declaration then stays a step no reader runs — refused, as before.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from grammar import ast as A

_TARGET = A.Word("target")
# 「その<kind>」 referring back to the last card named
_BACK_REFS = frozenset({"that_character", "that_card"})
# a reference's kind that any declared card satisfies
_GENERIC = frozenset({"card"})


def _declared(st: A.Step) -> A.NounPhrase | None:
    """The noun phrase ``st`` declares as the target (「<NP>を対象とする」), else None."""
    b = st.body
    if not isinstance(b, A.Action) or b.verb != "do" or b.form != A.Form.FINAL:
        return None
    if b.modal is not None or b.amount is not None or b.more:
        return None
    if st.condition is not None or st.lead is not None or st.cost is not None:
        return None
    roles = {a.role: a.value for a in b.args}
    if len(b.args) != 2 or set(roles) != {A.Role.OBJECT, A.Role.WITH}:
        return None
    if roles[A.Role.WITH] != A.NounPhrase((_TARGET,)):
        return None
    obj = roles[A.Role.OBJECT]
    if not isinstance(obj, A.NounPhrase) or not obj.terms:
        return None
    if any(isinstance(t, A.Word) and t.id == "target" for t in obj.terms):
        return None
    return obj


def _reference(np: Any, kinds: frozenset[str]) -> bool:
    """``np`` refers back to a target declared with card kinds ``kinds``: 「対象の<kind>」 or
    「その<kind>」, nothing more."""
    if not isinstance(np, A.NounPhrase) or not np.terms:
        return False
    head, rest = np.terms[0], np.terms[1:]
    if isinstance(head, A.Ref) and head.id in _BACK_REFS and not rest:
        return True
    if head != _TARGET or not rest:
        return False
    return all(isinstance(t, A.CardKind) and (t.id in kinds or t.id in _GENERIC) for t in rest)


def declared_target(node: A.Ability) -> A.Ability:
    """``node`` with a target declared in its effect's first sentence folded into the one
    reference to it in the sentences after (see the module's docstring); else ``node``."""
    eff = node.effect
    if eff is None or len(eff.sentences) < 2 or len(eff.sentences[0].steps) != 1:
        return node
    declared = _declared(eff.sentences[0].steps[0])
    if declared is None:
        return node
    kinds = frozenset(t.id for t in declared.terms if isinstance(t, A.CardKind))
    rest = eff.sentences[1:]
    refs = [x for x in A.walk(rest) if _reference(x, kinds)]
    if len(refs) != 1:
        return node
    ref = refs[0]
    merged = A.NounPhrase((_TARGET, *declared.terms), ("の", *declared.links))
    new_rest = A.rebuild(rest, before=lambda x: merged if x is ref else None)
    return replace(node, effect=replace(eff, sentences=tuple(new_rest)))
