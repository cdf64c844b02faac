"""ws round 59 (s56wsC): an ability's last sentence on its own validity — 「…。Xなら、この効果は無効。」
/ 「この能力の効果は無効」 / 「この能力は無効」 (8.3.2: under X the ability exists and no effect of it
arises, no choice it asks for is made) and 「…。この能力はXの場合のみ有効。」 (8.3.3: void while X is
not met), on a continuous ability (read while it applies) and an automatic one (read when it
resolves)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_compile

CONT = """\
players:
  A:
    stage:
      center_front: {{name: 白砂, type: character, level: 1, power: 5000, soul: 1, text: "{text}"}}
    level: {level}
    deck: 10
  B:
    deck: 10
actions: []
ask: [白砂.power]
"""


@pytest.mark.parametrize(
    "text,level,power",
    [
        (
            "【永】 このカードのパワーを＋2000。この能力はあなたのレベルが2以上の場合のみ有効。",
            1,
            5000,
        ),
        (
            "【永】 このカードのパワーを＋2000。この能力はあなたのレベルが2以上の場合のみ有効。",
            2,
            7000,
        ),
        ("【永】 このカードのパワーを＋2000。あなたのレベルが2以上なら、この能力は無効。", 1, 7000),
        ("【永】 このカードのパワーを＋2000。あなたのレベルが2以上なら、この能力は無効。", 2, 5000),
    ],
)
def test_continuous(text: str, level: int, power: int) -> None:
    r = resolve(loads(WS_HEAD + CONT.format(text=text, level=[1] * level)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["白砂.power"] == power


ATTACK = """
game: ws
title: t
turn: {{player: A, number: 7, phase: attack}}
players:
  A:
    stage:
      center_front: {{name: 霧払い, type: character, level: 1, power: 5000, soul: 1, text: "{text}"}}
    level: [1]
    deck: [{{name: 石, type: character, level: 0}}, 20]
  B:
    stage:
      center_front: {{name: 壁, type: character, level: 0, power: 1000, soul: 1}}
      left_front: {{name: 高所, type: character, level: 2, power: 9000, soul: 1}}
    level: {level}
    deck: 20
actions:
  - {{do: attack, slot: center_front, kind: front}}
ask: [霧払い.power, 高所.power]
"""

AUTO = "【自】 このカードがアタックした時、そのターン中、このカードのパワーを＋3000。相手のレベルが3以上なら、{what}は無効。"


@pytest.mark.parametrize("what", ["この能力の効果", "この効果", "この能力"])
@pytest.mark.parametrize("level,power", [(2, 8000), (3, 5000)])
def test_automatic_void_when_it_resolves(what: str, level: int, power: int) -> None:
    text = AUTO.format(what=what)
    r = resolve(loads(ATTACK.format(text=text, level=[1] * level)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["霧払い.power"] == power
    assert ("8.3.2" in r.decided_by) == (level == 3)


CHOOSE = (
    "【自】 このカードがアタックした時、あなたは相手のキャラを1枚選び、そのターン中、パワーを－1000。"
    "相手の舞台にレベル2以上のキャラがいるなら、この効果は無効。"
)


def test_no_choice_is_made_under_the_void_condition() -> None:
    r = resolve(loads(ATTACK.format(text=CHOOSE, level=[1])))
    assert not unsupported(r), unsupported(r)
    assert len(r.leaves) == 1  # nothing chosen: no branch on the target
    assert r.outcome["state"]["高所.power"] == 9000
    assert "8.3.2" in r.decided_by


def test_the_choice_is_made_when_not_void() -> None:
    board = ATTACK.format(text=CHOOSE, level=[1]).replace(
        "level: 2, power: 9000", "level: 1, power: 9000"
    )
    board = board.replace(
        "actions:", "choices:\n  - {player: A, at: choose, choose: 高所}\nactions:"
    )
    r = resolve(loads(board))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["高所.power"] == 8000


COST = (
    "【自】［(1)］ このカードがアタックした時、あなたはコストを払ってよい。そうしたら、"
    "そのターン中、このカードのパワーを＋3000。相手のレベルが3以上なら、この能力の効果は無効。"
)


def test_the_cost_offer_of_a_void_effect_is_the_point_both_run() -> None:
    # whether 「コストを払ってよい」 is the cost's offer (8.4.1) or a choice of the void effect
    # (8.3.2): the point void_effect_cost_offer, both readings run
    board = ATTACK.format(text=COST, level=[1] * 3).replace(
        "ask: [", "choices:\n  - {player: A, at: optional, choose: yes}\nask: [A.stock, "
    )
    board = board.replace(
        "    level: [1]\n    deck: [{name: 石", "    level: [1]\n    stock: 2\n    deck: [{name: 石"
    )
    r = resolve(loads(board))
    assert not unsupported(r), unsupported(r)
    stocks = sorted(leaf.outcome["state"]["A.stock"] for leaf in r.leaves + r.alternates)
    assert stocks == [2, 3]  # paid (2 - 1 + the trigger check) / not offered (2 + 1)
    assert all(leaf.outcome["state"]["霧払い.power"] == 5000 for leaf in r.leaves + r.alternates)


def test_not_void_the_cost_is_offered_as_ever() -> None:
    board = ATTACK.format(text=COST, level=[1] * 2).replace(
        "ask: [", "choices:\n  - {player: A, at: optional, choose: yes}\nask: [A.stock, "
    )
    board = board.replace(
        "    level: [1]\n    deck: [{name: 石", "    level: [1]\n    stock: 2\n    deck: [{name: 石"
    )
    r = resolve(loads(board))
    assert not unsupported(r), unsupported(r)
    assert len(r.leaves) == 1 and not r.alternates
    assert r.outcome["state"]["霧払い.power"] == 8000


def test_a_cost_of_another_shape_is_not_read() -> None:
    with pytest.raises(Unsupported):
        ws_compile(
            "【自】［(1)］ このカードがアタックした時、そのターン中、このカードのパワーを＋3000。"
            "この能力はあなたのレベルが3以上の場合のみ有効。"
        )
