"""「AとBは / を / に…」 with a verb that takes no partner, read once for the games
(``ruling.cardtext.steps.joined_pair``, folded from co's ``_two_targets``, mc's
``_joined_referents``, ws's ``_subjects_joined`` and the shared ``recipients_joined``): the step
once on each card named, A's first — on minimal steps, and on a board of each game."""

from __future__ import annotations

from grammar import ast as A
from ruling.cardtext.steps import joined_pair, recipients_joined

_THIS = A.NounPhrase((A.Ref("this"),), ())
_THAT = A.NounPhrase((A.Ref("that"),), ())
_GOAL = A.Arg(A.Role.GOAL, _THAT)
_WHAT = A.Arg(A.Role.OBJECT, A.NounPhrase((A.Word("power"),), ()))


def _card(v: object) -> bool:
    return isinstance(v, A.NounPhrase) and len(v.terms) == 1 and isinstance(v.terms[0], A.Ref)


def test_the_step_once_on_each_card_a_first() -> None:
    b = A.Action("give", (A.Arg(A.Role.WITH, _THIS), _GOAL, _WHAT))
    got = joined_pair(b, (A.Role.GOAL,), _card)
    assert got is not None
    first, second = got
    # 「Aと」 gone; the goal holds A, then B as printed; the other words stay with each
    assert first.args == (A.Arg(A.Role.GOAL, _THIS), _WHAT)
    assert second.args == (_GOAL, _WHAT)


def test_what_each_side_holds_is_the_callers() -> None:
    b = A.Action("give", (A.Arg(A.Role.WITH, _THIS), _GOAL))
    got = joined_pair(b, (A.Role.GOAL,), _card, first=lambda a, b: b, second=lambda a, b: a)
    assert got is not None
    assert [x.args[0].value for x in got] == [_THAT, _THIS]


def test_other_steps_are_left() -> None:
    two_withs = A.Action("give", (A.Arg(A.Role.WITH, _THIS), A.Arg(A.Role.WITH, _THIS), _GOAL))
    not_a_card = A.Action("give", (A.Arg(A.Role.WITH, A.NounPhrase((A.Word("x"),), ())), _GOAL))
    no_role = A.Action("give", (A.Arg(A.Role.WITH, _THIS), _WHAT))
    two_goals = A.Action("give", (A.Arg(A.Role.WITH, _THIS), _GOAL, _GOAL))
    for b in (two_withs, not_a_card, no_role, two_goals):
        assert joined_pair(b, (A.Role.GOAL,), _card) is None


def test_recipients_joined_b_is_a_card_other_than_a() -> None:
    # 「そのキャラとこのカードに…を与える」: B's step is 「A以外のB」 (a card both name, once)
    st = A.Step(A.Action("give", (A.Arg(A.Role.WITH, _THAT), A.Arg(A.Role.GOAL, _THIS), _WHAT)))
    one, two = recipients_joined((st,))
    assert one.body.args[0].value == _THAT
    assert two.body.args[0].value.terms == (A.Ref("that"), A.Ref("except"), A.Ref("this"))
    # a verb that takes a partner (「…とバトルする」): left as printed
    battle = A.Step(A.Action("battle", (A.Arg(A.Role.WITH, _THAT), A.Arg(A.Role.TOPIC, _THIS))))
    assert recipients_joined((battle,)) == (battle,)
