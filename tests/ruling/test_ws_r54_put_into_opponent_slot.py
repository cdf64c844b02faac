"""ws round 54 (s51wsT2): 「あなたは相手の控え室のキャラを1枚選び、相手の舞台の好きな枠に【レスト】して
置く」 — a card goes to its owner's stage (3.1.6), so the opponent's card is put into a slot of the
opponent's stage (3.6) as any card put into a slot is, rested as the text says; a card of the
master's named into the opponent's slot is a move the engine does not run (warned, not done)."""

from __future__ import annotations

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

BOARD = """\
players:
  A:
    deck: 10
    waiting_room:
      - {{name: 味方, type: character, level: 0, power: 1000, soul: 1}}
    stage:
      center_front: {{name: 主, type: character, level: 0, power: 1000, soul: 1}}
  B:
    deck: 10
    waiting_room:
      - {{name: 敵, type: character, level: 1, power: 5000, soul: 1}}
actions:
  - {{do: resolve_text, player: A, card: 主, text: "あなたは{whose}の控え室のキャラを1枚選び、相手の舞台の好きな枠に【レスト】して置く。"}}
choices:
  - {{player: A, at: slot, choose: left_back}}
ask: [{card}.zone, {card}.state]
"""


def test_the_opponents_card_into_the_opponents_slot() -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(whose="相手", card="敵"), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    st = r.outcome["state"]
    assert st["敵.zone"].startswith("B.stage")
    assert st["敵.state"] == "rest"


def test_the_masters_card_is_not_put_into_the_opponents_slot() -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(whose="自分", card="味方"), "t.yaml"))
    assert unsupported(r)
    assert r.outcome["state"]["味方.zone"] == "A.waiting_room"
