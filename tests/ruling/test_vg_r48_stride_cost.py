"""Round 48 (issue 12, s45vgC): 「このカードが超越のコストで手札からドロップゾーンに置かれた時」 — the hand
cards discarded as the cost of a stride (6.6.2.2), the cost its stride skill names (14.12.3), are
put there as that keyword's cost (``Trig.means`` ``kwcost:stride_skill``, as 「魔装合体のコストで」 is
read, 11.7.1); a card discarded by another means does not trigger it. 「超越で登場した時」: the
stride's own move (6.6.2.3)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_keywords_r29 import _runs

FODDER = "【自】：このカードが超越のコストで手札からドロップゾーンに置かれた時、【カウンターチャージ】(1)。"
BOARD = """\
game: vg
title: t
turn: {player: A, number: 7, phase: ride, step: stride, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, grade: 3, power: 13000}
    g_zone: [{name: 超越竜神, type: g, grade: 4, power: 15000, text: "GTEXT"}]
    hand: [{name: 捨て一, type: normal, grade: 1, text: "TEXT"}, {name: 捨て二, type: normal, grade: 2}]
    damage: [{name: 傷, type: normal, grade: 1, face: down}]
    deck: 10
  B: {vanguard: {name: 騎士, grade: 3}, deck: 10}
actions:
ACTIONS
"""


def _run(actions: str, text: str = FODDER, gtext: str = "") -> Any:
    src = BOARD.replace("GTEXT", gtext).replace("TEXT", text).replace("ACTIONS", actions)
    return resolve(loads(src, "t.yaml"))


def _face_up(r: Any) -> bool:
    return bool(r.main.final.players["A"].zones["damage"][0].face_up)


def test_compiles() -> None:
    assert _runs(FODDER)
    assert _runs("【自】【(V)】：このユニットが超越で登場した時、１枚引く。")


def test_discarded_for_the_stride_cost_triggers_14_12_3() -> None:
    r = _run("  - {do: stride, card: 超越竜神, discard: [捨て一, 捨て二]}")
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "drop") == ["捨て一", "捨て二"] and _face_up(r)
    assert {"14.12.3.1", "6.6.2.2"} <= cited(r)


def test_discarded_otherwise_does_not() -> None:
    r = _run(
        '  - {do: resolve_text, player: A, text: "手札から１枚選び、捨てる。"}',
        text=FODDER,
    )
    assert "捨て一" in zone(r, "A", "drop") or "捨て二" in zone(r, "A", "drop")
    assert not _face_up(r)


def test_appeared_by_stride() -> None:
    r = _run(
        "  - {do: stride, card: 超越竜神, discard: [捨て一, 捨て二]}",
        text="",
        gtext="【自】【(V)】：このユニットが超越で登場した時、１枚引く。",
    )
    assert not unsupported(r), unsupported(r)
    assert len(zone(r, "A", "hand")) == 1
