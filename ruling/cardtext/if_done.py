"""「Xしたら、Y」 as 「Xする。そうしたら、Y」: a step printed as the condition of the next one.

In an effect, 「…したら」 after an act the effect's performer does is an item to carry out, and
what follows runs only if it was done: VS 8.6.5 names 「「～したら」で示された項目を実行できない」 —
the item 「～したら」 shows is one the player executes (as 「～を選ぶ」 is), its failure making the
rest do nothing — the same as 「Xする。そうしたら、Y」 (``Step.lead`` ``if_done``). Game-neutral: the
reading says what the text says; each game compiles the two steps as it compiles
「…する。そうしたら、…」 (a game plugs this in by calling ``tara_as_if_done`` on an effect).

Only a clause in the past form with no subject, or with the player who has the ability as its
subject (「あなたが…したら」), is read so: 「相手が…したら」 or 「このカードがアタックしたら」 speak of
an event, not of an act of the effect; those stay conditions (each game refuses them by name).
"""

from __future__ import annotations

from dataclasses import replace

from grammar import ast as A

_PERFORMER = (A.NounPhrase((A.Owner("you"),)),)


def _an_act(c: A.Condition) -> bool:
    cl = c.clause
    if c.marker != "tara" or c.parts or not isinstance(cl, A.Action):
        return False
    if cl.form is not A.Form.PAST or cl.modal or cl.more:
        return False
    for a in cl.args:
        if a.role in (A.Role.SUBJECT, A.Role.TOPIC) and a.value not in _PERFORMER:
            return False
    return True


def tara_as_if_done(eff: A.Effect) -> A.Effect:
    """``eff`` with each step 「Xしたら、Y」 (X an act of the performer) written as the two steps
    「X。」 「そうしたら、Y」, the sentence cut between them; the same object when none is."""
    out: list[A.Sentence] = []
    changed = False
    for s in eff.sentences:
        cur: list[A.Step] = []
        for st in s.steps:
            c = st.condition
            if c is None or not _an_act(c) or st.lead_late or st.lead_inner is not None:
                cur.append(st)
                continue
            done = A.Step(
                body=replace(c.clause, form=A.Form.FINAL),  # type: ignore[type-var]
                lead=st.lead,
                lead_variant=st.lead_variant,
                lead_pause=st.lead_pause,
                cost=st.cost,
            )
            cur.append(done)
            out.append(replace(s, steps=tuple(cur), period=True))
            cur = [replace(st, condition=None, lead="if_done", lead_variant=0, cost=None)]
            changed = True
        out.append(replace(s, steps=tuple(cur)) if changed else s)
    return replace(eff, sentences=tuple(out)) if changed else eff
