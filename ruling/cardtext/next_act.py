"""「<P>の次の<X>のコスト-N」: the number of the next action X a player performs, changed (VG 7.28.1,
7.28.2), read game-neutrally.

Two wordings say it: the verbal one the card lists print, 「(そのターン中、)あなたが次に行う
【カウンターブラスト】は１減る」 (a ``decrease`` of the topic 「<P>が次に行う<X>」), and the nominal one,
「あなたの次のカウンターブラストのコスト-1」 (a ``stat_change`` of the value 「<P>の次の<X>のコスト」 by
−N). They mean the same: the number of the next X P performs is N less when it is actually done
(7.28.2), the value changed being that of the action, as 「コスト」 names the value of an action
paid (7.28.1: 「そのアイコンで示される行動が参照する数値」). ``as_next_act_decrease`` turns the
nominal wording into the verbal one's AST, so a game reads both with one construction; what X may
be (the keyword actions whose number a reduction takes off) and what the change does stay the
game's.
"""

from __future__ import annotations

from typing import Any

from grammar import ast as A

NEXT = A.NounPhrase((A.Ref("next"),))


def as_next_act_decrease(b: A.Action) -> A.Action | None:
    """「<P>の次の<X>のコスト-N」 (P a player, X a word naming an action, N a number): the Action of
    「<P>が次に行う<X>はN減る」, with the duration written with it (「そのターン中、」) kept. None for
    any other step (another value, no 「次の」, an increase, a card's owner)."""
    if b.verb != "stat_change" or b.form is not A.Form.NOMINAL or b.amount is None:
        return None
    amount = b.amount
    if amount.sign != "-" or amount.number.value is None or amount.number.variable is not None:
        return None
    args: dict[A.Role, Any] = {a.role: a.value for a in b.args}
    np = args.pop(A.Role.NONE, None)
    time = args.pop(A.Role.TIME, None)
    if args or not isinstance(np, A.NounPhrase):
        return None
    t = np.terms
    if not (
        len(t) == 4
        and isinstance(t[0], A.Owner)
        and t[1] == A.Ref("next")
        and isinstance(t[2], A.Word)
        and t[3] == A.Stat("cost")
        and all(link == "の" for link in np.links)
    ):
        return None
    perform = A.Action(
        "perform",
        (A.Arg(A.Role.SUBJECT, A.NounPhrase((t[0],))), A.Arg(A.Role.GOAL, NEXT)),
        A.Form.FINAL,
    )
    out = (
        *((A.Arg(A.Role.TIME, time),) if time is not None else ()),
        A.Arg(A.Role.TOPIC, A.NounPhrase((A.Relative(perform), t[2]), ("",))),
        A.Arg(
            A.Role.NONE,
            A.NounPhrase((A.Count(A.Number(amount.number.value), "none", "exact"),)),
        ),
    )
    return A.Action("decrease", out, A.Form.FINAL)
