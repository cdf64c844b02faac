"""ws round 54 (s51wsT1): a card's prohibition chained after a change in one sentence, with no
duration of its own — 「そのターン中、このカードのパワーを＋1000し、このカードは相手の効果に選ばれない」
/ 「…し、このカードは【リバース】しない」: the leading duration governs the chain (8.2.1.2); the
prohibition (1.3.3) holds for that period. Alone, with no duration anywhere, it is refused."""

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
      left_front: {{name: 守り手, type: character, level: 0, power: 1000, soul: 1}}
    deck: 10
  B:
    deck: 10
    stage:
      center_front: {{name: 敵, type: character, level: 0, power: 3000, soul: 1}}
actions:
{own}
  - {{do: resolve_text, player: B, card: 敵, text: "あなたは相手のキャラを1枚選び、手札に戻す。"}}
choices:
  - {{player: B, at: choose, choose: 守り手}}
ask: [守り手.zone, 守り手.power]
"""
OWN = '  - {do: resolve_text, player: A, card: 守り手, text: "%s"}'


@pytest.mark.parametrize(
    ("own", "zone", "power"),
    [
        (
            "そのターン中、このカードのパワーを＋1000し、このカードは相手の効果に選ばれない。",
            "A.stage.left_front",
            2000,
        ),
        ("そのターン中、このカードのパワーを＋1000。", "A.hand", None),
    ],
)
def test_shield_takes_the_chains_duration(own: str, zone: str, power: int | None) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(own=OWN % own), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["守り手.zone"] == zone
    if power is not None:
        assert r.outcome["state"]["守り手.power"] == power


@pytest.mark.parametrize(
    "text",
    [
        "【自】 このカードがアタックした時、そのターン中、このカードのパワーを＋1500し、このカードは【リバース】しない。",
        "【自】 このカードがアタックした時、次の相手のターンの終わりまで、このカードのパワーを＋1000し、このカードは相手の効果に選ばれない。",
    ],
)
def test_chained_prohibition_has_the_period(text: str) -> None:
    (ab,) = _abilities("ws", text, "character")
    assert ab.supported, ab.reason
    ops = ab.program.steps
    assert ops[0].until == ops[1].until != "inherit"


def test_alone_it_lasts_unstated() -> None:
    (ab,) = _abilities(
        "ws", "【自】 このカードがアタックした時、このカードは【リバース】しない。", "character"
    )
    assert not ab.supported
