"""The shared pieces folded out of the game plug-ins (issue 12, s20fold): each tested on a
minimal case of its own, apart from any game."""

from __future__ import annotations

import pytest

from grammar import ast as A
from grammar.ast import Step, walk
from grammar.parse import parse_card
from ruling.cardtext.abilities import lone_predicate, nominal_step
from ruling.choosing import chosen_order
from ruling.rules import Choose, Option


def _opt(x: str) -> Option:
    return Option(x, x, x, x)


def _run(gen, answers):
    """Drive a generator of ``Choose`` with ``answers`` (one per question); its return value
    and the questions asked."""
    asked: list[Choose] = []
    try:
        q = next(gen)
        while True:
            asked.append(q)
            q = gen.send(answers[len(asked) - 1])
    except StopIteration as stop:
        return stop.value, asked


def test_chosen_order_asks_all_but_the_last():
    order, asked = _run(
        chosen_order(
            "A",
            ["a", "b", "c"],
            _opt,
            lambda k: (f"{k + 1}番目", f"number {k + 1}"),
            ("1.3.1",),
            assume=("順のまま", "kept"),
        ),
        ["c", "a"],
    )
    assert order == ["c", "a", "b"]
    assert [q.ja for q in asked] == ["1番目", "2番目"]
    assert [tuple(o.value for o in q.options) for q in asked] == [("a", "b", "c"), ("a", "b")]
    assert all(q.kind == "order" and q.player == "A" for q in asked)
    assert all(q.clauses == ("1.3.1",) and q.assume == ("順のまま", "kept") for q in asked)


def test_chosen_order_of_one_or_none_asks_nothing():
    for pool in ([], ["a"]):
        order, asked = _run(chosen_order("A", pool, _opt, lambda k: ("", ""), ()), [])
        assert order == pool and asked == []


_DURING = A.NounPhrase((A.Ref("this"), A.Word("fight"), A.Word("during")), ("", ""))


def _be(*args: A.Arg, **kw) -> A.Action:
    return A.Action("be", args, A.Form.NOMINAL, **kw)


def test_nominal_step_is_a_bare_copula():
    pred = A.Arg(A.Role.PREDICATE, _DURING)
    assert nominal_step(A.Step(_be(pred))) == _be(pred)
    assert lone_predicate(A.Step(_be(pred))) == _be(pred)
    # a connector, a condition or a cost on the step, another verb or form, a modal: not one
    assert nominal_step(A.Step(_be(pred), lead="then")) is None
    assert nominal_step(A.Step(_be(pred), condition=A.Condition(_be(pred), "nara"))) is None
    assert nominal_step(A.Step(A.Action("draw", (pred,)))) is None
    assert nominal_step(A.Step(A.Action("be", (pred,), A.Form.NEGATIVE))) is None
    assert nominal_step(A.Step(_be(pred, modal="ことができる"))) is None


def test_lone_predicate_wants_the_predicate_alone():
    pred = A.Arg(A.Role.PREDICATE, _DURING)
    topic = A.Arg(A.Role.TOPIC, A.NounPhrase((A.Ref("this"),), ()))
    st = A.Step(_be(topic, pred))
    assert nominal_step(st) is not None and lone_predicate(st) is None
    assert lone_predicate(A.Step(_be(A.Arg(A.Role.TOPIC, _DURING)))) is None


@pytest.mark.parametrize(
    ("game", "text", "nominal", "lone"),
    [
        ("vs", "【永】[リング]相手のレベル2以下のカードの技", True, True),  # a predicate alone
        ("co", "この効果はこのターン中有効。", True, False),  # a topic, a time, a predicate
        (
            "vg",
            "【自】【(V)】：このユニットがアタックした時、このユニットのパワー＋5000。",
            False,
            False,
        ),
    ],
)
def test_nominal_steps_as_the_grammar_types_them(game, text, nominal, lone):
    steps = [n for n in walk(parse_card(text, game).card) if isinstance(n, Step)]
    assert len(steps) == 1
    assert (nominal_step(steps[0]) is not None, lone_predicate(steps[0]) is not None) == (
        nominal,
        lone,
    )


def _count(value, bound="exact", unit="card") -> A.Count:
    return A.Count(A.Number(value), unit, bound)


def test_exact_number_reads_an_exact_count_of_a_unit():
    from ruling.cardtext.nouns import exact_number

    assert exact_number(_count(2)) == 2
    assert exact_number(_count(2), "card") == 2
    assert exact_number(_count(2), ("body", "card")) == 2
    assert exact_number(_count(2), "times") is None  # another unit
    assert exact_number(_count(2, "up_to")) is None  # まで
    assert exact_number(A.Count(None, "card", "all")) is None  # すべて
    assert exact_number(A.Word("turn")) is None  # not a count
    assert exact_number(None) is None
    # 「X枚」: a count by a variable, its number without a value
    assert exact_number(A.Count(A.Number(None, "X"))) is None


def test_compares_is_the_one_table_of_comparisons():
    from ruling.cardtext.ir import COMPARISONS, compares

    # "ne" (round 59, s56vgC): 「Xとグレードが異なるカード」, the value not X's
    assert set(COMPARISONS) == {"ge", "le", "eq", "lt", "gt", "mod2", "ne"}
    assert compares(2, "ne", 3) and not compares(2, "ne", 2)
    # 「グレードが奇数 / 偶数」 (VG 14.43.2.1): the remainder by 2
    assert compares(3, "mod2", 1) and compares(0, "mod2", 0) and not compares(2, "mod2", 1)
    assert compares(2, "ge", 2) and compares(2, "le", 2) and compares(2, "eq", 2)
    assert not compares(2, "lt", 2) and not compares(2, "gt", 2)
    assert compares(1, "lt", 2) and compares(3, "gt", 2) and not compares(3, "le", 2)
    # only the comparison named is made: 「ちょうど」 of a value that is not a number is False,
    # not a TypeError from another comparison
    assert compares(None, "eq", 2) is False
    with pytest.raises(KeyError):
        compares(1, "approx", 2)


# ------ place_only (s22fold): a selection naming one place and nothing else, the owners and
# kinds read as that place given by the game (co _look / dustbox top, vs _look / _deck_top)


def test_place_only_names_a_place_and_nothing_else():
    from ruling.cardtext.ir import Sel, place_only

    own = (None, "you", "self")
    top = Sel(owner="you", zones=("deck",), pos="top")
    assert place_only(top, "deck", own, pos="top")
    assert place_only(Sel(zones=("deck",), pos="top"), "deck", own, pos="top")
    # the owner not among those the game reads as the place
    assert not place_only(Sel(zones=("deck",), pos="top"), "deck", ("you", "self"), pos="top")
    assert not place_only(Sel(owner="opponent", zones=("deck",), pos="top"), "deck", own, pos="top")
    # another position, another zone, a filter more, none at all
    assert not place_only(top, "deck", own)
    assert not place_only(Sel(owner="you", zones=("deck",), pos="bottom"), "deck", own, pos="top")
    assert not place_only(Sel(owner="you", zones=("hand",), pos="top"), "deck", own, pos="top")
    assert not place_only(
        Sel(owner="you", zones=("deck",), pos="top", traits=("X",)), "deck", own, pos="top"
    )
    assert not place_only(None, "deck", own, pos="top")
    # 「…のカード」: a kind the game lists adds nothing to the place; one it does not list does
    card = Sel(owner="opponent", zones=("hand",), kinds=("card",))
    assert place_only(card, "hand", ("opponent",), kinds=((), ("card",)))
    assert not place_only(card, "hand", ("opponent",))


# ------ put_in_chosen_order (s22fold): cards put on one end of a pile in the order chosen, the
# first chosen outermost — moved from the far end inwards (co reorder 4.2.9, vs _reorder 1.3.1 /
# _put_in_deck 3.2.4)


def test_put_in_chosen_order_moves_the_last_chosen_first():
    from ruling.choosing import put_in_chosen_order

    gen = put_in_chosen_order(
        "A",
        ["a", "b", "c"],
        _opt,
        lambda k: (f"{k + 1}番目", f"number {k + 1}"),
        ("4.2.9",),
        lambda u: ("move", u),
        assume=("順のまま", "kept"),
    )
    answers = iter(["b", "c"])
    asked, moved = [], []
    try:
        x = next(gen)
        while True:
            if isinstance(x, Choose):
                asked.append(x)
                x = gen.send(next(answers))
            else:
                moved.append(x)
                x = gen.send(None)
    except StopIteration as stop:
        order = stop.value
    assert order == ["b", "c", "a"]
    assert [q.ja for q in asked] == ["1番目", "2番目"]
    # the first chosen is put last, so that it ends outermost (on top)
    assert moved == [("move", "a"), ("move", "c"), ("move", "b")]


def test_put_in_chosen_order_of_one_card_asks_nothing_and_moves_it():
    from ruling.choosing import put_in_chosen_order

    gen = put_in_chosen_order("A", ["a"], _opt, lambda k: ("", ""), (), lambda u: ("move", u))
    assert next(gen) == ("move", "a")
    with pytest.raises(StopIteration):
        gen.send(None)


# ------ terms / class_name (s22fold): the one reading of a noun phrase's terms (co and mc's
# _terms, mc's _cls)


def test_terms_of_a_phrase_and_of_anything_else():
    from ruling.cardtext.terms import class_name, terms

    np = A.NounPhrase((A.Ref("this"), A.Word("fight")), ("",))
    assert terms(np) == (A.Ref("this"), A.Word("fight"))
    assert [(class_name(t), t.id) for t in terms(np)] == [("Ref", "this"), ("Word", "fight")]
    assert terms(None) == () and terms(3) == ()


def test_shape_of_terms_is_class_and_id():
    """``shape`` (lead's review fold: 65 copies of the comprehension in mc's compiler): each term
    as (class name, id), None for a term without an id."""
    from ruling.cardtext.terms import shape, terms

    np = A.NounPhrase((A.Ref("this"), A.Word("fight")), ("",))
    assert shape(terms(np)) == [("Ref", "this"), ("Word", "fight")]
    assert shape([object()]) == [("object", None)]
    assert shape(()) == []


def test_sole_relative_is_the_clause_of_a_phrase_that_is_one_relative():
    """``sole_relative`` (s23fold: the check written out in the shared trigger reader, vg's and
    vs's compilers): the clause of a noun phrase that is one relative clause and nothing else."""
    from ruling.cardtext.terms import sole_relative

    attacked = A.Action("attack", (), A.Form.PAST)
    assert sole_relative(A.NounPhrase((A.Relative(attacked),), ())) == attacked
    # a relative before a noun, a noun alone, no phrase: none
    two = A.NounPhrase((A.Relative(attacked), A.CardKind("unit")), ("",))
    assert sole_relative(two) is None
    assert sole_relative(A.NounPhrase((A.Word("battle"),), ())) is None
    assert sole_relative(None) is None and sole_relative(attacked) is None


def test_when_clause_is_the_event_inside_its_time():
    """``when_clause``: 「…した時」's clause, None for an event of another shape."""
    from ruling.cardtext.triggers import when_clause

    attacked = A.Action("attack", (), A.Form.PAST)
    one = A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(attacked),), ()))
    assert when_clause(A.Action("when", (one,), A.Form.NOMINAL)) == attacked
    assert when_clause(A.Action("when", (one, one), A.Form.NOMINAL)) is None
    assert when_clause(A.Action("and", (one,), A.Form.NOMINAL)) is None
    assert when_clause(None) is None


@pytest.mark.parametrize(
    ("game", "text", "verb"),
    [
        ("vg", "【自】【(V)】：このユニットがアタックした時、１枚引く。", "attack"),
        ("vs", "【自】このカードがプレイされた時、カードを１枚引く。", "play"),
    ],
)
def test_when_clause_as_the_grammar_types_a_trigger(game, text, verb):
    from ruling.cardtext.triggers import when_clause

    trig = [n for n in walk(parse_card(text, game).card) if isinstance(n, A.Trigger)]
    assert len(trig) == 1
    inner = when_clause(trig[0].event)
    assert inner is not None and inner.verb == verb


@pytest.mark.parametrize(
    ("text", "during"),
    [
        (
            "【自】：あなたのバトルフェイズ中、このユニットが【スタンド】した時、１枚引く。",
            "you:battle",
        ),
        ("【自】：このユニットが【スタンド】した時、１枚引く。", None),
    ],
)
def test_timed_event_reads_the_phase_before_the_event(text, during):
    """``timed_event`` (read through ``sole_relative``): a phase set off by a comma before the
    event restricts the trigger to that phase of that player's turn; without it none."""
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vg")  # registers the game's compiler
    (ab,) = _abilities("vg", text, "unit")
    assert ab.supported, ab.reason
    assert ab.program.trigger.during == during


def test_roles_exactly_wants_each_role_once_and_no_other():
    """``roles_exactly`` (s23fold: the check written out in the shared conditions and damage
    readers and in co's and vs's compilers): a clause's argument values by role when it has each
    role named once and no other."""
    from ruling.cardtext.terms import roles_exactly

    this = A.NounPhrase((A.Ref("this"),), ())
    hand = A.NounPhrase((A.Zone("hand"),), ())
    obj, goal = A.Arg(A.Role.OBJECT, this), A.Arg(A.Role.GOAL, hand)
    put = A.Action("put", (obj, goal))
    assert roles_exactly(put, A.Role.OBJECT, A.Role.GOAL) == {
        A.Role.OBJECT: this,
        A.Role.GOAL: hand,
    }
    assert roles_exactly(put, A.Role.GOAL, A.Role.OBJECT) is not None  # order is not asked
    assert roles_exactly(put, A.Role.OBJECT) is None  # one more
    assert roles_exactly(put, A.Role.OBJECT, A.Role.GOAL, A.Role.NONE) is None  # one missing
    assert roles_exactly(A.Action("put", (obj, obj, goal)), A.Role.OBJECT, A.Role.GOAL) is None
