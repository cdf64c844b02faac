"""Round 65 (s62wsC): 「そのカードのレベル以下のレベルの相手のキャラ」 — the value compared restated before
the head noun: the same description as 「そのカードのレベル以下の相手のキャラ」 (a level at most that
card's, worked out when the choice is made, 8.6.3). 「…のレベル以下のコストの」 (another value) is
still refused. Refused before as "term Stat" (cards_r64 PRL/W641-033)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_compile

HEAD = "【自】 このカードがアタックした時、あなたは自分の山札の上から1枚を公開し、"
SAID = HEAD + "そのカードのレベル以下のレベルの相手のキャラを1枚選び、【リバース】する。"


def test_same_as_without_the_restated_value() -> None:
    assert ws_compile(SAID) == ws_compile(
        HEAD + "そのカードのレベル以下の相手のキャラを1枚選び、【リバース】する。"
    )


def test_another_value_still_refused() -> None:
    with pytest.raises(Unsupported):
        ws_compile(
            "【自】 このカードがアタックした時、あなたはこのカードのレベル以下のコストの相手の"
            "キャラを1枚選び、【リバース】する。"
        )


BOARD = """players:
  A:
    level: 1
    deck: [{{name: 札, type: character, level: 1, trigger: none}}, {{name: 札2, type: character, trigger: none}}, 8]
    stage:
      center_front: {{name: 主, type: character, level: 0, power: 3000, soul: 1, text: "{text}"}}
  B:
    level: 2
    stage:
      left_front: {{name: 低, type: character, level: {low}, power: 1000, soul: 1}}
      right_front: {{name: 高, type: character, level: 2, power: 1000, soul: 1}}
    deck: [{{name: 受1, type: character, trigger: none}}, {{name: 受2, type: character, trigger: none}}, 8]
actions:
  - {{do: attack, player: A, slot: center_front, kind: direct}}
expect:
  state: {{B.left_front: {state}, B.right_front: stand}}
"""


@pytest.mark.parametrize(("low", "state"), [(1, "reverse"), (2, "stand")])
def test_on_a_board(low: int, state: str) -> None:
    from ruling.resolve import check_expect

    r = resolve(loads(WS_HEAD + BOARD.format(text=SAID, low=low, state=state), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert not check_expect(r), check_expect(r)
