"""mc (round 43, s40mc2): a replenish count given by a value in 【】, each on a minimal board.

「カードを【1D-3】枚補充する」 (a dice formula, 3.4.2 / 3.4.3, rolled by the player doing it, 3.4.5)
and 「カードを【このユニットの攻撃力】枚補充する」 (the value of the unit using the effect, 4.7.2): the
grammar reads 「【…】枚」 as a count whose number is the value in 【】 (``A.Count.value``); the
count is found as the step is done, and a count of 0 or less replenishes nothing and asks for no
reverse action (1.3.5), the effect counted as not applied (12.3.1.4)."""

from __future__ import annotations

import pytest

from grammar import ast as A
from grammar.parse import parse_card
from grammar.render import render_np
from tests.ruling.boards import decided, main_state, mc_run

IMP = "{name: 小鬼, type: unit, level: 1, attack: %d, defense: 2}"


def _count(text: str) -> A.Count:
    card = parse_card(text, "mc").card
    assert card is not None
    body = card.abilities[0].effect.sentences[0].steps[0].body
    assert isinstance(body, A.Action) and body.verb == "replenish"
    count = body.args[-1].value.terms[0]
    assert isinstance(count, A.Count)
    return count


def test_grammar_reads_a_bracketed_count() -> None:
    dice = _count("カードを【1D-3】枚補充する。")
    assert isinstance(dice.value, A.Dice) and dice.number is None and dice.bound == "exact"
    assert dice.value.modifier == A.Amount("-", A.Number(3))
    read = _count("カードを【このユニットの攻撃力】枚まで補充する。")
    assert isinstance(read.value, A.NounPhrase) and read.bound == "up_to"
    assert render_np(A.NounPhrase((read,))) == "【このユニットの攻撃力】枚まで"
    assert _count("カードを2枚補充する。").value is None


def _dice(text: str, dice: tuple[int, ...]) -> object:
    ch = "".join(f"  - {{player: A, at: dice, choose: {d}}}\n" for d in dice)
    return mc_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n"
        "  A:\n    deck: 5\n    hand: 2\n    field:\n"
        "      c1: [{name: 本陣, type: terrain, hq: true}]\n  B:\n    deck: 12\n"
        f'actions:\n  - {{do: resolve_text, player: A, text: "{text}"}}\n'
        f"choices:\n{ch}ask: [A.hand, A.deck]\n"
    )


@pytest.mark.parametrize(("die", "hand"), [(1, 2), (3, 2), (5, 4), (6, 5)])
def test_dice_formula_count(die: int, hand: int) -> None:
    r = _dice("カードを【1D-3】枚補充する。", (die,))
    assert main_state(r, "A.hand") == hand
    assert main_state(r, "A.deck") == 7 - hand
    assert {"3.4.2", "3.4.3"} <= decided(r)
    assert ("1.3.5" in decided(r)) == (die <= 3)


def test_two_dice_are_summed() -> None:
    r = _dice("カードを【2D】枚補充する。", (1, 2))
    assert main_state(r, "A.hand") == 5


def _read(attack: int, user: bool = True) -> object:
    return mc_run(
        "turn: {player: A, number: 5, phase: main}\nplayers:\n"
        "  A:\n    deck: 20\n    hand: 2\n    field:\n"
        "      c1:\n        - {name: 本陣, type: terrain, hq: true}\n"
        f"        - {IMP % attack}\n  B: {{deck: 20}}\n"
        "actions:\n  - {do: modify, card: 小鬼, stat: attack, amount: -2}\n"
        "  - {do: resolve_text, player: A"
        + (", user: 小鬼" if user else "")
        + ', text: "カードを【このユニットの攻撃力】枚補充する。"}\n'
        "ask: [A.hand, A.deck]\n"
    )


@pytest.mark.parametrize(("attack", "hand"), [(1, 2), (2, 2), (4, 4)])
def test_count_of_this_units_value(attack: int, hand: int) -> None:
    r = _read(attack)  # the value after 「攻撃力:-2」: -1, 0, 2
    assert main_state(r, "A.hand") == hand
    assert ("1.3.5" in decided(r)) == (attack <= 2)
    if attack <= 2:
        assert "12.3.1.4" in decided(r)


def test_value_read_needs_the_unit_using_it() -> None:
    r = _read(4, user=False)
    assert main_state(r, "A.hand") == 2  # not run: no unit using the effect
    assert any("user" in str(w) for w in r.main.warnings)


def test_in_an_ability_it_is_refused_not_guessed() -> None:
    from ruling.abilities import abilities_of
    from ruling.state import Card

    # dice of a used ability are rolled at its declaration (10.1.8): not plumbed for this count
    for count, ok in (("【1D】枚", False), ("1枚", True)):
        text = f"□[メイン]補給\n〈対象:このユニット〉\nカードを{count}補充する。"
        read = abilities_of("mc", Card(uid="x", owner="A", name="x", text=text))
        assert [ab.supported for ab in read] == [ok]
