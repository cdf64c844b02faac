"""Round 56 (s53coR): 「『X』は性別を持たない」 printed on X — X is a character of no gender
(4.3.8 step 2 「キャラクターであれば更に性別」, the text over the gender printed, 4.2.9): a target
「女性キャラクター」 cannot be it, an effect on a gender's characters does not reach it."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    deck: 5
    energy: 1
    hand: [{{name: 矢, type: spell, cost: 1, text: "対象の{g}キャラクターに2点のダメージを与える。\\n使い捨て"}}]
  B:
    hp: 10
    deck: 5
    field: [{{name: アトマ, type: character, gender: 女性, ap: 1, dp: 2, text: "{text}"}}]
actions:
  - {{do: play, card: 矢, target: アトマ{allowed}}}
expect:
  state: {{アトマ.zone: {zone}}}
"""


def _run(text: str, g: str, allowed: str, zone: str) -> list[str]:
    return check_expect(
        resolve(loads(BOARD.format(text=text, g=g, allowed=allowed, zone=zone), "t.yaml"))
    )


def test_no_gender_is_no_female_target() -> None:
    assert not _run("『アトマ』は性別を持たない。", "女性", ", allowed: false", "B.field")


def test_printed_gender_without_the_text_is_a_target() -> None:
    assert not _run("", "女性", "", "B.dustbox")


def test_no_gender_is_still_a_character_target() -> None:
    assert not _run("『アトマ』は性別を持たない。", "", "", "B.dustbox")
