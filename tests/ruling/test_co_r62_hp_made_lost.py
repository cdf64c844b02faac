"""「そのプレイヤーのHPを1点失わせる」 (round 62, s59coC): the causative of 「HPを失う」 —
「<player>のHPをN点失わせる」 / 「<player>にHPをN点失わせる」 — is that player's HP down by N, the same
step as 「<player>のHPをN点減らす」 (no damage, 4.3.10). 「そのプレイヤー」 after a trigger whose
subject is one player (「相手がイベントカードをプレイするたびに」) is that player, as 「その
デュエルマスター」 is (4.3.2.6 例: 「デュエルマスター(プレイヤー)」), also before 「のHP」."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, main_state

TRIGGER = "相手がイベントカードをプレイするたびに、"


@pytest.mark.parametrize(
    "text",
    [
        "相手のHPを1点失わせる。",
        "相手にHPを1点失わせる。",
        "相手のデュエルマスターのHPを1点失わせる。",
    ],
)
def test_same_program_as_made_less(text: str) -> None:
    plain = co_ability("相手のHPを1点減らす。", "character", "兵")
    got = co_ability(text, "character", "兵")
    assert plain.supported, plain.reason
    assert got.supported, got.reason
    assert got.program == plain.program


def test_that_player_is_the_triggers_player() -> None:
    plain = co_ability(f"{TRIGGER}相手のHPを1点減らす。", "character", "兵")
    got = co_ability(f"{TRIGGER}そのプレイヤーのHPを1点失わせる。", "character", "兵")
    assert plain.supported, plain.reason
    assert got.supported, got.reason
    assert got.program == plain.program


def test_a_characters_hp_is_not_read() -> None:
    assert not co_ability("相手のキャラクターのHPを1点失わせる。", "character", "兵").supported


@pytest.mark.parametrize(("kind", "hp"), [("event", 9), ("item", 10)])
def test_on_a_board(kind: str, hp: int) -> None:
    card = (
        "{name: 矢, type: event, cost: 0, text: あなたはカードを1枚引く。使い捨て}"
        if kind == "event"
        else "{name: 盾, type: item, cost: 0, text: キャラクター1体にセット。}"
    )
    name, target = ("矢", "") if kind == "event" else ("盾", ", target: 騎士")
    r = co_run(
        "turn: {player: A, number: 8, phase: main}\n"
        "players:\n"
        f"  A:\n    hp: 10\n    energy: 1\n    deck: 20\n    hand: [{card}]\n    field:\n"
        "      - {name: 騎士, type: character, ap: 1, dp: 3}\n"
        "  B:\n    hp: 10\n    deck: 20\n    field:\n"
        f'      - {{name: 番, type: character, ap: 1, dp: 3, text: "{TRIGGER}そのプレイヤーのHPを1点失わせる。"}}\n'
        f"actions:\n  - {{do: play, card: {name}{target}}}\n"
        "ask: [A.hp, B.hp]\n"
    )
    assert not r.main.rejected
    assert main_state(r, "A.hp") == hp
    assert main_state(r, "B.hp") == 10
