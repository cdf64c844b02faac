"""ws round 51 (s48wsA): 「自分のストック（クロック）の上からＸ枚を、控え室に置いてよい。そうしたら、…Ｘ
ダメージを与える。Ｘはあなたのレベルに等しい。」 — Ｘ cards taken from one end of the stock or the clock,
as of the deck (3.10.2 for the stock's top), the count worked out when the step is done (8.6.3)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, main_state

TEXT = (
    "【起】 あなたは自分の{zone}の上からＸ枚を、控え室に置いてよい。そうしたら、あなたは相手にＸダメージを"
    "与える。Ｘはあなたのレベルに等しい。"
)


@pytest.mark.parametrize(("zone", "key"), [("ストック", "stock"), ("クロック", "clock")])
def test_x_cards_from_the_top_of_a_pile(zone: str, key: str) -> None:
    r = resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    level: 2\n    deck: 10\n"
            f"    {key}: [{{name: 一, type: character}}, {{name: 二, type: character}}, "
            "{name: 三, type: character}]\n    stage:\n"
            "      center_front: {name: 使い手, type: character, level: 2, power: 5000, soul: 1, "
            f'text: "{TEXT.format(zone=zone)}"}}\n'
            "  B: {deck: [{name: 札, type: character, count: 10}]}\n"
            "actions:\n  - {do: activate, card: 使い手}\n"
            "choices:\n  - {player: A, at: optional, choose: yes}\n"
            f"ask: [A.{key}, A.waiting_room, B.clock]\n",
            "t.yaml",
        )
    )
    assert main_state(r, f"A.{key}") == 1
    assert main_state(r, "A.waiting_room") == 2
    assert main_state(r, "B.clock") == 2
