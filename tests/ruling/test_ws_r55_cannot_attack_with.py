"""ws round 55 (s52wsT): 「このターン、あなたはそれらのキャラでアタックできない」 — a player attacks by
choosing one of their characters (7.2.1.3.1), so a player who cannot attack with those characters
is those characters that cannot attack: read as 「それらのキャラはアタックできない」 (an effect's
prohibition for the turn)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import main_state, unsupported

BOARD = """\
game: ws
title: t
turn: {{player: A, number: 6, phase: main, first_player: A}}
players:
  A:
    level: 1
    stock: 1
    deck: 10
    hand: [{{name: 鐘, type: event, level: 0, cost: 0, text: "{text}"}}]
    stage:
      center_front: {{name: 坑夫, type: character, level: 0, power: 3000, soul: 1, traits: [鉱山], state: rest}}
      left_front: {{name: 他人, type: character, level: 0, power: 3000, soul: 1, traits: [鉱山]}}
  B:
    level: 1
    deck: 10
actions:
  - {{do: play, player: A, card: 鐘}}
  - {{do: attack, player: A, slot: {slot}, kind: direct}}
ask: [B.clock]
"""
TEXT = (
    "あなたは自分の【レスト】している《鉱山》のキャラを2枚まで選び、【スタンド】する。"
    "このターン、あなたはそれらのキャラでアタックできない。"
)


@pytest.mark.parametrize(("slot", "attacked"), [("center_front", False), ("left_front", True)])
def test_cannot_attack_with_those(slot: str, attacked: bool) -> None:
    r = resolve(loads(BOARD.format(text=TEXT, slot=slot), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    # a direct attack of soul 1 (+1, 7.4.1) deals its damage; a refused one none
    assert (main_state(r, "B.clock") > 0) is attacked
    if not attacked:
        assert "1.3.3" in r.decided_by


def test_stood_without_the_sentence_attacks() -> None:
    plain = TEXT.split("。")[0] + "。"
    r = resolve(loads(BOARD.format(text=plain, slot="center_front"), "t.yaml"))
    assert main_state(r, "B.clock") > 0
