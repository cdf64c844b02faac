"""Round 58 (s55vsR): two cancels of B's chose one technique of A's and the one resolved first
removed it (3.8.8); the other resolves with nothing to negate. Is it a technique B 「使った」
(8.12.1, 8.12.2: one that did nothing midway still is) or invalidated with an improper target
(3.8.7)? The audit's ``cancel_target_gone``, raised only where a 「技を使った時」 in force reads
it: both readings run, the engine's (used) first."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

_CANCEL = "{cancel}[手札][このカードを控え室に置く]相手の技を1つ選び、キャンセルする。"
_BOARD = f"""
game: vs
title: t
turn: {{player: A, number: 6, phase: ability, first_player: B}}
players:
  A:
    deck: 20
    hand: 0
    ring: {{name: 桜桃, level: 2, ap: 2000, dp: 2000, text: "[リング]このカードがアタックした時、あなたは1枚引く。"}}
    bench:
      left: {{name: 杏子, level: 1, ap: 1000, dp: 1000, text: "%s"}}
      right: {{name: 雲母, level: 1, ap: 1000, dp: 1000}}
  B:
    deck: 20
    hand:
      - {{name: 菖蒲, level: 1, ap: 1000, dp: 1000, text: "{_CANCEL}"}}
      - {{name: 芙蓉, level: 1, ap: 1000, dp: 1000, text: "{_CANCEL}"}}
    ring: {{name: 柑奈, level: 2, ap: 1000, dp: 5000}}
actions:
  - {{do: attack, support: 雲母}}
choices:
  - {{player: B, at: cancel, choose: 菖蒲}}
  - {{player: B, at: cancel, choose: 芙蓉}}
ask: [A.hand, B.waiting]
"""


def _points(r: object) -> set[str]:
    return {c for c, _raised in r.reading_points().items()}  # type: ignore[attr-defined]


def test_raised_where_a_used_trigger_reads_it() -> None:
    r = resolve(loads(_BOARD % "[ベンチ]相手が技を使った時、あなたは1枚引く。"))
    assert r.outcome["state"]["A.hand"] == 2  # the engine's reading: both cancels used
    alt = [lf.outcome["state"]["A.hand"] for lf in r.alternates]
    assert 1 in alt  # invalidated: only the first cancel was used
    assert any("8.12.2" in k and "3.8.7" in k for k in _points(r))


def test_not_raised_without_a_reader() -> None:
    r = resolve(loads(_BOARD % "[ベンチ]このカードがアタックされた時、あなたは1枚引く。"))
    assert not any("3.8.7" in k for k in _points(r))
    assert r.outcome["state"]["B.waiting"] == 2
