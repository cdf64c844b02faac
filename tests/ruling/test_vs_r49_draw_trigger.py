"""Round 49 (s46vsE): 「（あなた|相手）がカードを引いた時」 — an automatic technique triggered by a card
drawn (4.10.2; the drawer's own 「あなたが…」, its opponent's 「相手が…」; 8.1.1.2, 8.1.1.2.1)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 甲, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは1枚引く。"}}
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 3000, text: "[リング]WHOがカードを引いた時、あなたのリングのカードを+0/+1000。"}
actions:
  - {do: use, card: 甲}
expect:
  state: {A.hand: 1, 美希.dp: DP}
"""


@pytest.mark.parametrize(("who", "dp"), [("相手", 4000), ("あなた", 3000)])
def test_draw_trigger(who: str, dp: int) -> None:
    r = resolve(loads(BOARD.replace("WHO", who).replace("DP", str(dp)), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "may_depend_on_unsupported" not in r.outcome
    if dp == 4000:
        assert "4.10.2" in r.decided_by  # type: ignore[attr-defined]
