"""Replacement effects written on a card (8.2.1.3): 「(行動A)する時、かわりに(行動B)する」
(8.2.1.3.1) and the selective form 「(行動A)する時、かわりに[選択]してよい。そうしたら、(行動B)
する」 (8.2.1.3.2), as a continuous ability. The grammar reads 「…時、」 in a continuous ability as
a step ``when`` before the step led by かわりに. Only the event the engine routes through one
place is read: 「このカードが舞台から控え室に置かれる時」 (``common.leave_stage``, applied by
``_ws.replacing``), a move from the hand, and 「このカードがバトルで【リバース】する時」 (the battle
step's reverse, 7.6.1.2, ``_ws.attack``); any other event is refused."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from ruling.games._ws.cardtext.ir import ws_program
from ruling.lazy import module

if TYPE_CHECKING:
    from grammar import ast as A
else:  # read when a card's text is compiled, not when the game is loaded
    A = module("grammar.ast")
from ruling.abilities import Unsupported
from ruling.games._ws.cardtext.ir import Program, Sel

sh_cond = module("ruling.cardtext.conditions")

# the events a replacement may name: (source zone, destination zone) of 「このカードが(source)
# から(destination)に置かれる時」
# — 「このカードが手札からクロック置場に置かれる時」: the clock phase's card (6.4.1.2), an ability
# written to work in the hand (2.12.2.3)
# — 「このカードが手札から控え室に置かれる時」: an effect's move (``ops``), a cost's
# (``costs.pay_cost``) and the end phase's discard (6.8.1.2, ``turn``) ask ``_ws.replacing`` first
REPLACEABLE = {("stage", "waiting_room"), ("hand", "clock"), ("hand", "waiting_room")}
# 「このカードがバトルで【リバース】する時」: not a move — the event (the battle, reversing the card)
# written as the pair the replacements of moves use
BATTLE_REVERSE = ("battle", "reverse")
# 「このカードが【リバース】する時」 (no means named): any reverse of this card — the battle step's
# (7.6.1.2) and an effect's (4.6.1.3) alike, each asking ``_ws.replacing`` first (8.10.1)
ANY_REVERSE = ("any", "reverse")


def _any_reverse(c: object, this: A.NounPhrase) -> bool:
    """「このカードが【リバース】する時」: this card reversed, by no means named (round 55, s52wsO;
    8.2.1.3.1 — the event is the card's reverse however it happens, 4.6.1.3)."""
    return (
        isinstance(c, A.Action)
        and c.verb == "reverse"
        and c.form is A.Form.FINAL
        and sh_cond.args_of(c) == {A.Role.SUBJECT: this}
    )


def _event(step: A.Step) -> tuple[tuple[str, str], Sel | None] | None:
    """「このカードが舞台から控え室に置かれる時」 as ((source, destination), None); 「相手のキャラが
    舞台から控え室に置かれる時」 (a move of other cards, 8.10.1: the event replaced is any move the
    description names) as ((source, destination), the cards' selection, on the stage); None when
    the step is not a 「…時」."""
    b = step.body
    if not isinstance(b, A.Action) or b.verb != "when" or len(b.args) != 1:
        return None
    np = b.args[0].value
    rel = np.terms[0] if isinstance(np, A.NounPhrase) and len(np.terms) == 1 else None
    c = getattr(rel, "clause", None)
    this = A.NounPhrase((A.Ref("this_card"),))
    if (
        isinstance(c, A.Action)
        and c.verb == "reverse"
        and c.form is A.Form.FINAL
        and sh_cond.args_of(c)
        == {A.Role.SUBJECT: this, A.Role.MEANS: A.NounPhrase((A.Word("battle"),))}
    ):
        # 「このカードがバトルで【リバース】する時」: the battle step's reverse of this card
        # (7.6.1.2), which ``_ws.attack`` asks ``_ws.replacing`` about first
        return BATTLE_REVERSE, None
    if _any_reverse(c, this):
        return ANY_REVERSE, None
    if not isinstance(c, A.Action) or c.verb != "put" or c.form is not A.Form.PASSIVE:
        raise Unsupported("a replacement of this event")
    args = sh_cond.args_of(c)
    zones = []
    for role in (A.Role.SOURCE, A.Role.GOAL):
        z = args.get(role)
        if not (
            isinstance(z, A.NounPhrase) and len(z.terms) == 1 and isinstance(z.terms[0], A.Zone)
        ):
            raise Unsupported("a replacement of a move without both zones")
        zones.append(z.terms[0].id)
    if set(args) != {A.Role.SUBJECT, A.Role.SOURCE, A.Role.GOAL}:
        raise Unsupported("a replacement of an event about another card")
    ev = (zones[0], zones[1])
    if ev not in REPLACEABLE:
        raise Unsupported(f"a replacement of the move {ev[0]} → {ev[1]}")
    subject = args[A.Role.SUBJECT]
    if subject == A.NounPhrase((A.Ref("this_card"),)):
        return ev, None
    # 「相手のキャラが舞台から控え室に置かれる時」: the characters the description names, moved
    # from the stage (the move ``common.leave_stage`` routes, for any card)
    from ruling.games._ws.cardtext.nouns import sel

    about = sel(subject) if isinstance(subject, A.NounPhrase) else None
    if (
        about is None
        or ev[0] != "stage"
        or about.kind != "character"
        or about.ref is not None
        or about.zone is not None
    ):
        raise Unsupported("a replacement of an event about another card")
    return ev, about


def _event_as_when(node: A.Ability) -> A.Ability:
    """「（事象）場合、かわりに（事象）」 (8.2.1.3: 「ゲーム中にある事象が発生する場合、それを実行す
    るのではなく別な事象を実行する」; 8.10.1 「…事象が発生する場合、それを発生させず」): the grammar
    reads 「このカードが舞台から控え室に置かれる場合」 as the ability's condition; before a step led by
    かわりに it names the event replaced, as 「…置かれる時、かわりに」 (8.2.1.3.1) does. Returned
    as that form (a first step ``when``); any other ability unchanged."""
    c = node.condition
    if (
        node.kind is not A.AbilityKind.CONTINUOUS
        or node.trigger is not None
        or node.effect is None
        or not isinstance(c, A.Condition)
        or c.marker != "baai"
        or c.parts
        or not isinstance(c.clause, A.Action)
        or c.clause.verb != "put"
        or c.clause.form is not A.Form.PASSIVE
    ):
        return node
    sents = node.effect.sentences
    first = sents[0].steps
    if not first or first[0].lead != "instead":
        return node
    when = dataclasses.replace(
        first[0],
        body=A.Action(
            "when",
            (A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(c.clause),))),),
            form=A.Form.NOMINAL,
        ),
        lead=None,
        condition=None,
        pause=True,
    )
    head = dataclasses.replace(sents[0], steps=(when, *first))
    return dataclasses.replace(
        node,
        condition=None,
        effect=dataclasses.replace(node.effect, sentences=(head, *sents[1:])),
    )


def _attacks(step: A.Step) -> bool:
    """「このカードがアタックする時」: the step ``when`` of this card's attack."""
    b = step.body
    if not isinstance(b, A.Action) or b.verb != "when" or len(b.args) != 1:
        return False
    np = b.args[0].value
    rel = np.terms[0] if isinstance(np, A.NounPhrase) and len(np.terms) == 1 else None
    c = getattr(rel, "clause", None)
    return (
        isinstance(c, A.Action)
        and c.verb == "attack"
        and c.form is A.Form.FINAL
        and sh_cond.args_of(c) == {A.Role.SUBJECT: A.NounPhrase((A.Ref("this_card"),))}
    )


def attack_redirect(node: A.Ability) -> Program | None:
    """「このカードがアタックする時、(あなたは)かわりに(相手のキャラ)を1枚選び、このカードはその
    キャラを防御キャラとしてフロントアタックしてよい」: a selective replacement (8.2.1.3.2) of the
    attack method (7.2.1.4): the attack becomes a front attack on the character chosen. A program
    whose one step is that choice, ``notes`` ``attack_redirect``; read when the attack is declared
    (``_ws.attack``). None when the ability is not of this shape."""
    from ruling.games._ws.cardtext.abilities import _steps

    if node.kind is not A.AbilityKind.CONTINUOUS or node.effect is None or node.trigger:
        return None
    sents = node.effect.sentences
    steps = sents[0].steps
    if len(sents) != 1 or len(steps) != 3 or steps[1].lead != "instead":
        return None
    pick, then = steps[1], steps[2]
    b = then.body
    this = A.NounPhrase((A.Ref("this_card"),))
    as_defender = A.NounPhrase(
        (A.Word("defending"), A.CardKind("character"), A.Word("as")), ("", "")
    )
    if not (
        _attacks(steps[0])
        and steps[0].condition is None
        and pick.condition is None
        and then.lead is None
        and then.condition is None
        and isinstance(b, A.Action)
        and b.verb == "front_attack"
        and b.form is A.Form.OPTIONAL
        and sh_cond.args_of(b)
        == {
            A.Role.TOPIC: this,
            A.Role.OBJECT: A.NounPhrase((A.Ref("that_character"),)),
            A.Role.NONE: as_defender,
        }
    ):
        return None
    if node.cost is not None:
        raise Unsupported("an attack-method replacement with a cost")
    alone = dataclasses.replace(pick, lead=None, lead_after_topic=False, pause=False)
    effect = dataclasses.replace(
        node.effect, sentences=(dataclasses.replace(sents[0], steps=(alone,)),)
    )
    ops = _steps(effect, "auto")
    if (
        len(ops) != 1
        or ops[0].verb != "choose"
        or ops[0].target is None
        or ops[0].target.kind != "character"
        or ops[0].target.owner != "opponent"
        or ops[0].n != 1
        or ops[0].bound != "exact"
    ):
        raise Unsupported("an attack-method replacement choosing other than one opposing character")
    from ruling.games._ws.cardtext.conditions import condition

    return ws_program(
        "continuous",
        steps=(ops[0],),
        cond=condition(node.condition) if node.condition is not None else None,
        notes=("attack_redirect",),
    )


def replacement(node: A.Ability) -> Program | None:
    """The continuous ability 「このカードが舞台から控え室に置かれる時、かわりに…」: a program whose
    steps are the replacing event (read as a one-shot effect's; a step naming no object acts on
    this card), ``notes`` ``replacement`` and ``params`` the event replaced. None when the ability
    is not of this shape."""
    from ruling.games._ws.cardtext.abilities import _otherwise, _steps
    from ruling.games._ws.cardtext.steps import _in_context

    if node.kind is not A.AbilityKind.CONTINUOUS or node.effect is None or node.trigger:
        return None
    node = _event_as_when(node)
    sents = node.effect.sentences  # type: ignore[union-attr]
    first = sents[0].steps
    if len(first) < 2 or first[1].lead != "instead":
        return None
    redirect = attack_redirect(node)
    if redirect is not None:
        return redirect
    read = _event(first[0])
    if read is None or node.condition is not None or node.cost is not None:
        raise Unsupported("a replacement of this shape")
    ev, about = read
    head = dataclasses.replace(
        sents[0], steps=(dataclasses.replace(first[1], lead=None), *first[2:])
    )
    effect = dataclasses.replace(node.effect, sentences=(head, *sents[1:]))  # type: ignore[arg-type]
    raw = _steps(effect, "auto")
    if raw and raw[0].verb != "choose" and raw[0].target == Sel(ref="chosen"):
        # 「かわりに手札に戻す」: a first step naming no object acts on the card the event is about
        # (this card; another card the description named: the one being moved)
        raw[0] = dataclasses.replace(
            raw[0], target=Sel(ref="this" if about is None else "trigger_card")
        )
    if about is not None and any(
        o.target is not None and o.target.ref == "chosen" and o.verb != "choose" for o in raw[1:]
    ):
        raise Unsupported("a replacement of another card's move naming no object later")
    steps = _in_context(tuple(raw))
    steps, cond = _otherwise(steps, "auto", None)
    if cond is not None or any(o.verb == "pay_cost" for o in steps):
        raise Unsupported("a replacement of this shape")
    # a selective one (8.2.1.3.2): its choice is the first optional step, with the choices of
    # cards before it (「手札を1枚選び、控え室に置いてよい」)
    opt = [i for i, o in enumerate(steps) if o.optional]
    k = opt[0] if opt else 0
    if (
        len(opt) > 1
        or any(o.lead is not None for o in steps[: k + 1])
        or any(o.verb != "choose" for o in steps[:k])
        or any(o.verb == "choose" for o in steps[k:])
    ):
        raise Unsupported("a replacement whose choice is not its first step")
    # a card leaving another zone than the stage: the ability works where the card is then
    # (2.12.2.3: 「このカードが手札から…」 in the hand)
    active = (ev[0],) if ev[0] not in ("stage", "battle", "any") else ()
    return ws_program(
        "continuous",
        steps=steps,
        notes=("replacement",),
        params=ev,
        active_in=active,
        replaces_about=about,
    )
