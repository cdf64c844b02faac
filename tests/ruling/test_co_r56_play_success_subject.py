"""Round 56 (s53coR): 「『X』がプレイに成功したとき」 printed on X — X's own play succeeded (4.3.2.6,
4.2.10), as 「『X』のプレイに成功したとき」: it triggers when X's play resolves, not on another
card's play."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

TEXT = "『雷鳴』{p}プレイに成功したときに、相手のデュエルマスターに2点のダメージを与える。"
BOARD = """game: co
title: t
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: 2
    deck: 20
    hand:
      - {{name: 雷鳴, type: character, cost: 1, gender: 男性, ap: 1, dp: 1, text: "{text}"}}
      - {{name: 兵, type: character, cost: 1, gender: 男性, ap: 1, dp: 1}}
  B: {{hp: 10, deck: 20}}
actions:
  - {{do: play, card: {card}}}
expect:
  state: {{B.hp: {hp}}}
"""


def _problems(p: str, card: str, hp: int) -> list[str]:
    text = TEXT.format(p=p)
    return check_expect(resolve(loads(BOARD.format(text=text, card=card, hp=hp), "t.yaml")))


def test_subject_form_triggers_on_its_own_play() -> None:
    assert not _problems("が", "雷鳴", 8)
    assert not _problems("の", "雷鳴", 8)  # the form it reads as


def test_subject_form_waits_for_its_own_play_only() -> None:
    # 雷鳴 is in the hand, not on the field: another card's play does not trigger it
    assert not _problems("が", "兵", 10)
