"""ws round 54 (s51wsT1): a continuous ability whose topic card is also its condition's subject —
「このカードは後列の枠にいるなら、相手の効果によって、舞台から手札に戻らない」 (the topic shared:
「このカードが後列の枠にいるなら、このカードは…」) — and 「このカードは後列の枠にいる時、相手の効果に
選ばれない」 (the 時 of a state in a 【永】: while it holds). The prohibition applies while the card
is in that row (1.3.3), not elsewhere."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

BOARD = """\
players:
  A:
    stage:
      {slot}: {{name: 守り手, type: character, level: 0, power: 1000, soul: 1, text: "{text}"}}
    deck: 10
  B:
    deck: 10
    stage:
      center_front: {{name: 敵, type: character, level: 0, power: 3000, soul: 1}}
actions:
  - {{do: resolve_text, player: B, card: 敵, text: "あなたは相手のキャラを1枚選び、手札に戻す。"}}
choices:
  - {{player: B, at: choose, choose: 守り手}}
ask: [守り手.zone]
"""
KEEP = "【永】 このカードは後列の枠にいるなら、相手の効果によって、舞台から手札に戻らない。"
SHIELD = "【永】 このカードは後列の枠にいる時、相手の効果に選ばれない。"


@pytest.mark.parametrize(
    ("text", "slot", "zone"),
    [
        (KEEP, "left_back", "A.stage.left_back"),
        (KEEP, "left_front", "A.hand"),
        (SHIELD, "left_back", "A.stage.left_back"),
        (SHIELD, "left_front", "A.hand"),
    ],
)
def test_while_in_the_back_row(text: str, slot: str, zone: str) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(slot=slot, text=text), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["守り手.zone"] == zone


def test_the_time_of_an_event_stays_a_trigger() -> None:
    """Neighbour: in an automatic ability 「…時」 of an event is its trigger, not a state."""
    (ab,) = _abilities("ws", "【自】 このカードがアタックした時、あなたは1枚引く。", "character")
    assert ab.supported and ab.kind == "auto"
