"""``state_without_period`` (round 58, s55vgR): 「あなたは“一気呵勢”になる」 with no period printed —
7.42.1's 「その指定された期間」 not given: for the game (11.3.1.2) or only while the effect resolves
(as 7.39.1.2 for 支配). Raised only when no period is printed."""

from __future__ import annotations

from tests.ruling.boards import vg_run

BOARD = """\
players:
  A:
    vanguard: {name: 王, type: normal, grade: 3, power: 13000, text: "【永】【(V)】：あなたが“一気呵勢”なら、このユニットのパワー＋10000。"}
    hand: [{name: 令, type: order, grade: 1, text: "TEXT"}]
    deck: [{name: 甲, type: normal, grade: 0, trigger: none}, {name: 乙, type: normal, grade: 0, trigger: none}, 8]
  B: {vanguard: {name: 城, type: normal, grade: 3, power: 20000}, hand: 0, deck: [{name: 石, type: normal, grade: 1, trigger: none}, 9]}
actions:
  - {do: main_phase, actions: [{do: play_order, card: 令}]}
  - {do: attack, attacker: vanguard, target: B.vanguard}
"""


def _damage(leaf: object) -> int:
    return len(leaf.final.players["B"].zones["damage"])  # type: ignore[attr-defined]


def test_no_period_read_both_ways() -> None:
    r = vg_run(BOARD.replace("TEXT", "あなたは“一気呵勢”になる。"))
    assert len(r.alternates) == 1  # type: ignore[attr-defined]
    assert (_damage(r.main), _damage(r.alternates[0])) == (1, 0)  # type: ignore[attr-defined]


def test_a_printed_period_raises_nothing() -> None:
    r = vg_run(BOARD.replace("TEXT", "そのターン中、あなたは“一気呵勢”になる。"))
    assert not r.alternates and _damage(r.main) == 1  # type: ignore[attr-defined]
