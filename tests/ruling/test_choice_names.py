"""A ``choices:`` entry names a choice point by its kind (``at:``) or by another name the choice
point takes (``Choose.also``): a yes/no on paying a cost (ws 「コストを払ってよい」 8.4.2, a bond
10.4.2) is also a ``cost`` choice, as vg names its own; such an entry answers it only when its
``choose`` is one of the options."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

PAY = "【自】［(1)］ あなたのクライマックスがクライマックス置場に置かれた時、あなたはコストを払ってよい。そうしたら、あなたは1枚引く。"


def scenario(choice: str) -> str:
    return f"""
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: [{{name: 赤, type: character, color: RED}}]
    stock: 1
    hand: [{{name: 約束, type: climax, color: RED}}]
    deck: 5
    stage:
      left_back: {{name: 払う子, type: character, level: 0, power: 2000, soul: 1, color: RED, text: "{PAY}"}}
  B: {{deck: 5}}
actions:
  - {{do: climax_phase, card: 約束}}
choices: [{choice}]
ask: [A.stock, A.hand]
"""


@pytest.mark.parametrize(
    ("at", "choose", "stock", "hand"),
    [("optional", "yes", 0, 1), ("cost", "yes", 0, 1), ("cost", "no", 1, 0)],
)
def test_a_cost_payment_yes_no_is_answered_as_optional_or_cost(
    at: str, choose: str, stock: int, hand: int
) -> None:
    r = resolve(loads(scenario(f"{{player: A, at: {at}, choose: {choose}}}")))
    assert not r.branched
    assert r.outcome["state"] == {"A.stock": stock, "A.hand": hand}


def test_a_cost_entry_that_is_no_option_of_the_yes_no_is_left_for_later() -> None:
    """`at: cost` naming a card is not an answer to the yes/no: the choice stays open (the ruling
    branches on it) and the entry is reported unused, not refused as a wrong answer."""
    r = resolve(loads(scenario("{player: A, at: cost, choose: 赤}")))
    assert r.branched and r.outcome["choice"] == "optional"
    assert check_expect(r) == []


def test_another_kind_does_not_answer_it() -> None:
    r = resolve(loads(scenario("{player: A, at: mode, choose: yes}")))
    assert r.branched


def test_a_slot_step_on_a_card_none_chosen_is_caused_by_the_choice() -> None:
    """「手札の「桜」を1枚まで選び、舞台の好きな枠に置く」 with no 桜 in the hand: none is chosen
    (8.6.3.1.1 allows 0) and the step that would put it into a slot is not done; the choice is
    among that step's causes, so 8.6.3.1.1 decides the empty slot."""
    text = """
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 2
    hand: [{name: 呼ぶ子, type: character, level: 0, power: 1000, soul: 1, text: "【自】 このカードが手札から舞台に置かれた時、あなたは自分の手札の「桜」を1枚まで選び、舞台の好きな枠に置く。"}, {name: 他, type: character, level: 0}]
    deck: 5
  B: {deck: 5}
actions:
  - {player: A, do: play, card: 呼ぶ子, slot: center_front}
ask: [A.left_front, A.hand]
"""
    r = resolve(loads(text))
    assert r.outcome["state"] == {"A.left_front": [], "A.hand": 1}
    assert "8.6.3.1.1" in r.decided_by


TWO = (
    "【自】 このカードが手札から舞台に置かれた時、あなたは1枚引く。\\n"
    "【自】 このカードが手札から舞台に置かれた時、あなたは自分の手札を1枚選び、控え室に置く。"
)


def _two_abilities(choose: str):
    return resolve(
        loads(
            "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
            "players:\n  A:\n    deck: [引く札, 9]\n    hand:\n"
            f'      - {{name: 二刀流, type: character, level: 0, cost: 0, power: 1000, soul: 1, text: "{TWO}"}}\n'
            "  B: {deck: 10}\n"
            "actions:\n  - {do: play, player: A, card: 二刀流, slot: center_front}\n"
            f'choices:\n  - {{player: A, at: pending_order, choose: "{choose}"}}\n'
        )
    )


def test_an_answer_naming_two_different_options_is_said_to_rest_on_the_first() -> None:
    """Two abilities of one card pending together (8.7.3.1) share the card's label: an answer
    giving the label names both; the first is taken and the ruling says so, with the names that
    tell them apart (``<card>#N``). An answer naming one (``二刀流#2``) draws no such warning."""
    ws = [w.en for w in _two_abilities("カードの自動能力 (二刀流)").warnings()]
    assert any("names 2 different options" in w and "二刀流#2" in w for w in ws)
    assert not any("different options" in w.en for w in _two_abilities("二刀流#2").warnings())


def test_one_players_unread_choice_does_not_block_anothers() -> None:
    """Issue 14: the ``choices:`` entries are read per player — A's entry listed first, not yet
    read when B's choice comes, does not stand in the way of B's (ruling/core.py)."""
    text = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A: {deck: 10, hand: [{name: 甲1, type: character, level: 0}, {name: 甲2, type: character, level: 0}]}
  B: {deck: 10, hand: [{name: 乙1, type: character, level: 0}, {name: 乙2, type: character, level: 0}]}
actions:
  - {do: resolve_text, player: B, text: "あなたは自分の手札を1枚選び、控え室に置く。"}
  - {do: resolve_text, player: A, text: "あなたは自分の手札を1枚選び、控え室に置く。"}
choices:
  - {player: A, choose: 甲2}
  - {player: B, choose: 乙2}
ask: [甲2.zone, 乙2.zone, 甲1.zone, 乙1.zone]
"""
    r = resolve(loads(text))
    assert not r.branched
    assert r.outcome["state"] == {
        "甲2.zone": "A.waiting_room",
        "乙2.zone": "B.waiting_room",
        "甲1.zone": "A.hand",
        "乙1.zone": "B.hand",
    }
