"""vg round 59 (s56vgO), two readings the rules text settles (vg/r47_011, vg/r32_021 corrected):

- a power change on units described as 「あなたのリアガードすべて」 rests on what the word means — the units on circles
  of the rear-guard attribute (4.9.2.6) — as a choice of the same words does; the vanguard is no rear-guard;
- a pseudo-card is treated as a card (15.2.1.1 「カードと同様に扱い」): a protect sent to a rear-guard circle is put into
  the drop and erased (15.3.6), and that move meets 「あなたのカードがドロップゾーンに置かれた時」."""

from __future__ import annotations

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import decided, unsupported

ALL_REAR = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜騎士, grade: 3, power: 13000}
    left_front: {name: 兵, type: normal, grade: 1, power: 8000}
    deck: 20
  B: {vanguard: {name: 重騎士, grade: 3, power: 13000}, deck: 20}
actions:
  - {do: resolve_text, player: A, text: "そのターン中、あなたのリアガードすべてのパワー+5000。"}
ask: [兵.power, 竜騎士.power]
"""

PROTECT = """\
game: vg
title: t
turn: {player: B, number: 7, phase: main, first_player: A}
players:
  A: {vanguard: {name: 剣聖, type: normal, grade: 3, power: 13000}, deck: 10}
  B:
    vanguard: {name: 墓守, type: normal, grade: 3, power: 13000, text: "TEXT"}
    hand: [{name: プロテクト, type: protect}]
    deck: 10
actions:
  - {do: resolve_text, player: B, text: "あなたの手札からカードを１枚選び、(R)にコールする。"}
  - {do: check_timing}
choices:
  - {player: B, choose: プロテクト}
  - {player: B, choose: left_front}
ask: [B.vanguard.power]
"""
ON_DROP = "【自】【(V)】：あなたのカードがドロップゾーンに置かれた時、そのターン中、このユニットのパワー＋2000。"


def test_all_rear_guards_cites_4_9_2_6_and_leaves_the_vanguard() -> None:
    r = resolve(loads(ALL_REAR, "t.yaml"))
    assert not unsupported(r)
    assert r.outcome["state"]["兵.power"] == 13000
    assert r.outcome["state"]["竜騎士.power"] == 13000
    assert "4.9.2.6" in decided(r)


def test_a_protect_put_into_the_drop_is_your_card_put_there_15_2_1_1() -> None:
    r = resolve(loads(PROTECT.replace("TEXT", ON_DROP), "t.yaml"))
    assert not unsupported(r)
    assert r.outcome["state"]["B.vanguard.power"] == 15000
    assert {"15.3.6", "15.2.1.1"} <= decided(r)


def test_a_card_put_there_cites_no_pseudo_card_clause() -> None:
    text = (
        PROTECT.replace("TEXT", ON_DROP)
        .replace("{name: プロテクト, type: protect}", "{name: 兵, type: normal, grade: 1}")
        .replace("(R)にコールする。", "捨てる。")
        .replace(
            "  - {player: B, choose: プロテクト}\n  - {player: B, choose: left_front}\n",
            "  - {player: B, choose: 兵}\n",
        )
    )
    r = resolve(loads(text, "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["B.vanguard.power"] == 15000
    assert "15.2.1.1" not in decided(r)
