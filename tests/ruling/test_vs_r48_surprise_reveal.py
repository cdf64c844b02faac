"""Round 48: 「（相手|あなた）は自分のサプライズ置場のカードを公開する」 — the surprise card is shown
(3.1.7), stays in the surprise zone (3.1.8) and face down (4.9.1.6.1); 9.7.1 does not move it."""

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
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]TEXT"}}
    SURPRISE_A
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
    SURPRISE_B
actions:
  - {do: use, card: 春香}
expect:
  state: {伏兵.zone: WHO.surprise, 伏兵.face: down, WHO.waiting: 0, 春香.state: rest}
"""
CARD = 'surprise: {name: 伏兵, face: down, text: "{surprise}[相手のカードがアタックした時]→このカードを+1000/+0。"}'


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("相手は自分のサプライズ置場のカードを公開する。", "B"),
        ("あなたは自分のサプライズ置場のカードを公開する。", "A"),
    ],
)
def test_revealed_surprise_card_stays(text: str, who: str) -> None:
    src = (
        BOARD.replace("TEXT", text)
        .replace("SURPRISE_A", CARD if who == "A" else "")
        .replace("SURPRISE_B", CARD if who == "B" else "")
        .replace("WHO", who)
    )
    r = resolve(loads(src, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "may_depend_on_unsupported" not in r.outcome
    assert {"3.1.7", "3.1.8", "4.9.1.6.1"} <= set(r.decided_by)  # type: ignore[attr-defined]
