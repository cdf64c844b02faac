"""「このターンにあなたが（２枚以上）（カウンター|ソウル）ブラストしているなら」 (round 37, s33rulesVG):
the act read is the blast's own moving of cards (7.24.4 / 7.25.4, a blast of 7.24.1 / 7.25.1),
counted in cards over every blast of the turn (7.24.4.1 / 7.25.4.1) — cited as the condition's
clauses, met or not; soul cards put in the drop by an effect's own words are no soul blast."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import main_state as _state


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


_SOUL = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000, text: "%s"}
    soul: [{name: 魂甲, type: normal, grade: 1}, {name: 魂乙, type: normal, grade: 2}]
    left_front: {name: 兵, type: normal, grade: 1, power: 8000, text: "【起】【(R)】【ターン1回】：このターンにあなたがソウルブラストしているなら、１枚引く。"}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - %s
  - {do: activate, card: 兵}
ask: [A.hand]
"""


def test_soul_put_in_drop_by_words_is_no_soul_blast() -> None:
    r = _run(
        _SOUL
        % (
            "",
            '{do: resolve_text, player: A, text: "あなたのソウルから２枚選び、ドロップに置く。"}',
        )
    )
    assert _state(r, "A.hand") == 0
    assert {"7.25.1", "7.25.4"} <= set(r.decided_by)


def test_neighbour_a_soul_blast_meets_it() -> None:
    ab = "【起】【(V)】：【コスト】[【ソウルブラスト】(1)]することで、このユニットのパワー＋1000。"
    r = _run(_SOUL % (ab, "{do: activate, card: 竜}"))
    assert _state(r, "A.hand") == 1
    assert {"7.25.1", "7.25.4"} <= set(r.decided_by)
