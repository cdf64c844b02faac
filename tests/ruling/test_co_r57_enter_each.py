"""Round 57 (s54coT): 「(あなたがコントロールしている)キャラクターがフィールドに出たとき」 with
several characters put onto the field at once (3.4.2 「直接フィールドに出た」).

4.3.6 「特定条件を満たした段階で効果を発揮し」: the condition is met once for each character that
entered, so the ability triggers that often (as a crash does, 4.3.11), and 「そのキャラクター」 in
it names the character of that trigger."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 2
    deck: 10
    hand:
      - {{name: 蘇生, type: spell, cost: 2, text: "あなたのダストボックスにあるキャラクターカード{n}枚をフィールドに出す。\\n使い捨て"}}
    dustbox:
      - {{name: 甲, type: character, gender: 男性, ap: 1, dp: 1}}
      - {{name: 乙, type: character, gender: 男性, ap: 1, dp: 1}}
    field:
      - {{name: 案内, type: navigator, text: "「歓迎」　あなたがコントロールしているキャラクターがフィールドに出たとき、{effect}"}}
  B:
    hp: 10
    deck: 10
actions:
  - {{do: play, card: 蘇生}}
expect:
  state: {state}
"""


def _run(n: int, effect: str, state: str) -> list[str]:
    board = BOARD.format(n=n, effect=effect, state=state)
    return check_expect(resolve(loads(board, "t.yaml")))


def test_two_entering_trigger_twice() -> None:
    assert not _run(
        2, "あなたは1エネルギーを得る。", "{A.energy: 2, 甲.zone: A.field, 乙.zone: A.field}"
    )


def test_one_entering_triggers_once() -> None:
    assert not _run(1, "あなたは1エネルギーを得る。", "{A.energy: 1}")


def test_that_character_is_each_one() -> None:
    effect = "ターン終了時まで、そのキャラクターに「+1:+0」の修正を与える。"
    assert not _run(2, effect, "{甲.ap: 2, 乙.ap: 2}")
