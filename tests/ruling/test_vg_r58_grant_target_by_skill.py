"""A continuous ability giving an ability to 「旋律を持つあなたのユニットすべて」 (14.41.1, 14.41.2)
(round 58, lead): the units it reaches are read from the skills they have before the abilities
given are worked out (11.11.1.5, 11.11.3; ``continuous.targets_while_computing``). Before: the
target asked for the abilities given, which asked for the target again — a RecursionError on any
trigger check with two such units on the field (r58_009)."""

from __future__ import annotations

from tests.ruling.boards import vg_run

POWER = "【永】：旋律－【永】：このユニットのパワー＋3000。（これは旋律を持つあなたのユニットすべてが共有する）"
SOUL = (
    "【永】：旋律－【自】：このユニットがアタックした時、【ソウルチャージ】(1)。"
    "（これは旋律を持つあなたのユニットすべてが共有する）"
)


def _board(right_text: str) -> str:
    return f"""players:
  A:
    vanguard: {{name: 女王, type: normal, grade: 3, power: 13000}}
    left_front: {{name: 月詠, type: normal, grade: 2, power: 10000, text: "{POWER}"}}
    right_front: {{name: 星詠, type: normal, grade: 2, power: 10000, text: "{right_text}"}}
    soul: 0
    deck: 10
    hand: 1
  B:
    vanguard: {{name: 拳士, type: normal, grade: 3, power: 13000}}
    deck: 10
actions:
  - {{do: attack, attacker: right_front, target: B.vanguard}}
"""


def test_two_melody_units_share_without_recursion() -> None:
    r = vg_run(_board(SOUL), phase="battle")
    final = r.main.final
    # 星詠 has 月詠's shared +3000 (13000 against 13000: a hit) and its own soul charge
    assert len(final.players["A"].zones["soul"]) == 1
    assert len(final.players["B"].zones["damage"]) == 1


def test_a_unit_without_melody_gets_nothing() -> None:
    r = vg_run(_board(""), phase="battle")
    final = r.main.final
    # 星詠 has no 旋律: 10000 against 13000, no hit, no soul charge
    assert final.players["A"].zones["soul"] == []
    assert final.players["B"].zones["damage"] == []
