"""Round 63 (s60vgR1): a replacement effect of a card's 【永】 is named (a ``choices:`` answer, an
``expect.branches`` key) by its text after the labels and the 「：」 that ends them —
「このユニットが退却する際、かわりにソウルに置く」 for 「【永】【(R)】：このユニットが退却する際、かわりに
ソウルに置く。」; two replacements of one retirement: the unit's master picks (11.12.2, 11.12.2.1)."""

from __future__ import annotations

from ruling.core import printed_text_names
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads


def test_the_text_after_the_labels_and_their_colon_names_it() -> None:
    got = printed_text_names(
        "守り人: 【永】【(R)】：このユニットが退却する際、かわりにソウルに置く。"
    )
    assert "このユニットが退却する際、かわりにソウルに置く" in got
    assert "このユニットが退却する際、かわりにソウルに置く。" in got
    # labels with no colon after them (ws 【自】 …) are read as before
    assert "このカードが手札に戻る" in printed_text_names("甲: 【自】 このカードが手札に戻る。")


BOARD = """game: vg
title: t
turn: {player: A, number: 7, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 剣帝, type: normal, grade: 3, power: 13000}
    deck: 20
  B:
    vanguard: {name: 導師, type: normal, grade: 3, power: 13000}
    left_front: {name: 守り人, type: normal, grade: 2, power: 10000, text: "【永】【(R)】：このユニットが退却する際、かわりにソウルに置く。"}
    deck: 20
effects:
  - {target: 守り人, stat: retire, op: replace, value: bind, until: turn, source: "そのターン中、あなたのリアガードが退却する際、かわりにバインドする。"}
actions:
  - {do: attack, attacker: vanguard, target: B.left_front}
choices:
  - {player: B, at: replacement, choose: このユニットが退却する際、かわりにソウルに置く}
expect:
  state: {守り人.zone: B.soul, B.bind: 0}
"""


def test_an_answer_names_the_replacement_by_its_text() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
