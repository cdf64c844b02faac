"""ws round 54 (s51wsT1): 「このカードの名前は「A」と「B」としても扱う」 — names joined with と: the
card is treated as having each of them too (2.1.2), for as long as the ability applies."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

BOARD = """\
players:
  A:
    stage:
      left_back: {{name: 命名役, type: character, level: 0, power: 1000, soul: 1, text: "{text}"}}
      right_front: {{name: 観測者, type: character, level: 0, power: 5000, soul: 1, text: "{watch}"}}
    deck: 10
  B:
    deck: 10
    stage:
      center_front: {{name: 敵, type: character, level: 0, power: 3000, soul: 1}}
actions: []
ask: [観測者.power]
"""
TWO = "【永】 このカードの名前は「甲」と「乙」としても扱う。"


@pytest.mark.parametrize(
    ("name", "power"),
    [("甲", 6000), ("乙", 6000), ("命名役", 6000), ("丙", 5000)],
)
def test_each_name_joined_with_to(name: str, power: int) -> None:
    watch = f"【永】 他のあなたの「{name}」がいるなら、このカードのパワーを＋1000。"
    r = resolve(loads(WS_HEAD + BOARD.format(text=TWO, watch=watch)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["観測者.power"] == power
