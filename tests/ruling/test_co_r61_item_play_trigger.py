"""「あなたがアイテムカードをプレイしたとき」 (round 61, s58coC): a play trigger on cards of the type
アイテム (4.2.8; the lexicon reads 「アイテムカード」 as a named kind, as 「イベントカード」 is a
card type) — handled at the play's step 4 (4.3.2.4), for an item card only; a play of another
type does not trigger it."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, main_state

TEXT = "あなたがアイテムカードをプレイしたとき、相手に1ダメージを与える。"


@pytest.mark.parametrize("spelt", ["アイテムカード", "「アイテム」カード"])
def test_compiled_as_a_play_trigger_on_items(spelt: str) -> None:
    ab = co_ability(TEXT.replace("アイテムカード", spelt), "character", "番")
    assert ab.supported, ab.reason
    assert ab.program.on == "cast"


@pytest.mark.parametrize(
    ("card", "hp"),
    [
        ("{name: 盾, type: item, cost: 1, text: キャラクター1体にセット。}", 9),
        ("{name: 矢, type: spell, cost: 1, text: あなたはカードを1枚引く。使い捨て}", 10),
    ],
)
def test_on_a_board(card: str, hp: int) -> None:
    name = "盾" if "item" in card else "矢"
    target = ", target: 番" if name == "盾" else ""
    r = co_run(
        "turn: {player: A, number: 8, phase: main}\n"
        "players:\n"
        f"  A:\n    hp: 10\n    energy: 1\n    deck: 20\n    hand: [{card}]\n    field:\n"
        f'      - {{name: 番, type: character, ap: 1, dp: 3, text: "{TEXT}"}}\n'
        "  B: {hp: 10, deck: 20}\n"
        f"actions:\n  - {{do: play, card: {name}{target}}}\n"
        "ask: [B.hp]\n"
    )
    assert not r.main.rejected
    assert main_state(r, "B.hp") == hp
    if hp < 10:
        assert "4.3.2.4" in r.decided_by
