"""Round 56 (s53coR): 「あなたがコントロールしているキャラクターがダメージを受けた直後にのみプレイして
もよい」 — the moment of a damage dealt to a character that player controls (4.3.5, 4.3.10.2;
「コントロールしている」 is 「あなたの」, 4.2.12): playable in the reduction window of a damage to
one's own character, not to the opponent's."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    energy: 1
    hand:
      - {{name: 火礫, type: spell, cost: 1, text: "対象のキャラクターに3点のダメージを与える。\\n使い捨て"}}
    field:
      - {{name: 兵, type: character, gender: 男性, ap: 2, dp: 3}}
  B:
    hp: 20
    deck: 10
    hand:
      - {{name: 守護, type: event, cost: 0, text: "このカードは、あなたがコントロールしているキャラクターがダメージを受けた直後にのみプレイしてもよい。そのダメージを3点軽減する。\\n使い捨て"}}
    field:
      - {{name: 番人, type: character, gender: 男性, ap: 2, dp: 3}}
actions:
  - do: play
    card: 火礫
    target: {target}
    reduce:
      {target}: [{{do: play, player: B, card: 守護, allowed: {allowed}}}]
expect:
  state: {{{target}.zone: {zone}}}
"""


def _problems(target: str, allowed: str, zone: str) -> list[str]:
    text = BOARD.format(target=target, allowed=allowed, zone=zone)
    return check_expect(resolve(loads(text, "t.yaml")))


def test_own_character_damage_reduced() -> None:
    assert not _problems("番人", "true", "B.field")


def test_opponents_character_damage_not_a_moment_of_it() -> None:
    assert not _problems("兵", "false", "A.dustbox")
