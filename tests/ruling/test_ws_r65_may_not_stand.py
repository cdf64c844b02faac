"""Round 65 (s62wsC): 「そのカードは、次のあなたのターンの終わりまで、【スタンド】できない」 — for that
period the card is not stood, by the stand phase (6.2.1.2) nor by an effect (4.6.1.1): the
prohibition wins over the instruction (1.3.3). Refused before as "an effect whose subject is a card
(stand.cannot)" (cards_r64 PRL/W641-034)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, decided, unsupported

BOARD = """players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 主, type: character, level: 0, power: 3000, soul: 1}}
      left_front: {{name: 脇, type: character, level: 0, power: 3000, soul: 1}}
  B: {{deck: 10}}
actions:
  - {{do: resolve_text, player: A, card: 主, text: "あなたは自分のキャラを1枚選び、【レスト】する。{ban}"}}
  - {{do: resolve_text, player: A, card: 主, text: "あなたは自分のキャラを1枚選び、【スタンド】する。"}}
choices:
  - {{player: A, choose: 脇}}
  - {{player: A, choose: 脇}}
expect:
  state: {{A.left_front: {state}}}
"""

BAN = "そのキャラは、次のあなたのターンの終わりまで、【スタンド】できない。"


@pytest.mark.parametrize(("ban", "state"), [(BAN, "rest"), ("", "stand")])
def test_not_stood_by_an_effect(ban: str, state: str) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(ban=ban, state=state), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert not check_expect(r), check_expect(r)
    if ban:
        assert "1.3.3" in decided(r)


TURNS = """players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 主, type: character, level: 0, power: 3000, soul: 1}}
      left_front: {{name: 脇, type: character, level: 0, power: 3000, soul: 1}}
  B: {{deck: 10}}
actions:
  - {{do: resolve_text, player: A, card: 主, text: "あなたは自分のキャラを1枚選び、【レスト】する。{ban}"}}
  - {{do: end_phase}}
  - {{do: stand_phase}}
  - {{do: end_phase}}
  - {{do: stand_phase}}
choices:
  - {{player: A, choose: 脇}}
expect:
  state: {{A.left_front: {state}}}
"""


@pytest.mark.parametrize(("ban", "state"), [(BAN, "rest"), ("", "stand")])
def test_not_stood_in_the_next_stand_phase_of_yours(ban: str, state: str) -> None:
    r = resolve(loads(WS_HEAD + TURNS.format(ban=ban, state=state), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert not check_expect(r), check_expect(r)
