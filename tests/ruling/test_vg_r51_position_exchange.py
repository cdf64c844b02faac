"""vg round 51 (issue 12, s48vgC): 「位置を交換する」 is 「位置を入れ替える」 (7.8.1) — the rules name the act
so themselves (7.34.1.1 「サークルに置かれているカードの位置の交換」): the lexicon reads 交換する as a
spelling of the verb swap (``grammar.lexicon.VERB_SPELLINGS``), so 「このユニットと同じ縦列のあなたの
リアガードと位置を交換する」 compiles to the program of 「…位置を入れ替える」 and runs it: each unit goes to
the other's circle at once (7.8.1), a move in the text's sense (7.34.1.1)."""

from __future__ import annotations

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, compiled_first, unsupported
from tests.ruling.boards import zone_names as zone

ACT = "【起】【(R)】【1/ターン】：【コスト】[【ソウルブラスト】(1)]、このユニットと同じ縦列のあなたのリアガードと位置を交換する。"
BODY = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    soul: [{name: 魂, type: normal}]
    left_front: {name: 交代兵, type: normal, grade: 2, power: 10000, text: "TEXT"}
    left_back: {name: 後衛, type: normal, grade: 1, power: 7000}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: activate, card: 交代兵}
"""


def test_exchange_compiles_as_swap_7_8_1() -> None:
    for a, b in (
        (ACT, ACT.replace("交換する", "入れ替える")),
        (
            "【起】【(R)】：あなたの前列のリアガードを１枚選び、このユニットと位置を交換し、そのターン中、"
            "このユニットのパワー＋3000。",
            "【起】【(R)】：あなたの前列のリアガードを１枚選び、このユニットと位置を入れ替え、そのターン中、"
            "このユニットのパワー＋3000。",
        ),
    ):
        assert compiled_first(a, "vg") == compiled_first(b, "vg")


def test_the_two_units_change_circles() -> None:
    r = resolve(loads(BODY.replace("TEXT", ACT), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "field.left_front") == ["後衛"]
    assert zone(r, "A", "field.left_back") == ["交代兵"]
    assert "7.8.1" in cited(r)
