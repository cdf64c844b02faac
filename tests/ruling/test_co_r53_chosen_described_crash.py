"""co round 53 (s50coT): 「あなたがコントロールしているアイテムカード1枚を選び、クラッシュさせる」:
the player carrying the text out chooses N of the cards of the field so described that it controls
(4.2.12) as the text resolves — no target (4.2.13) — and they crash (4.3.2.6, 4.2.4); the causative
「クラッシュさせる」 is the crash. With none to choose nothing happens."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, decided, main_state, unsupported

TEXT = "あなたがコントロールしているアイテムカード1枚を選び、クラッシュさせる。"


def test_co_chosen_described_crash_is_read() -> None:
    ab = co_ability(TEXT, "event")
    assert ab.supported, ab.reason


@pytest.mark.parametrize("own_item", [True, False])
def test_co_chosen_described_crash_on_a_board(own_item: bool) -> None:
    mine = "      - {name: 盾, type: item}\n" if own_item else ""
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 20\n    energy: 0\n"
        "    deck: 10\n    field:\n      - {name: 兵, type: character, ap: 1, dp: 1}\n"
        f"{mine}"
        f'    hand: [{{name: 解体, type: event, cost: 0, text: "{TEXT}"}}]\n'
        "  B:\n    hp: 20\n    deck: 10\n    field: [{name: 鎧, type: item}]\n"
        "actions:\n  - {do: play, card: 解体}\n"
        f"ask: [兵.zone, 鎧.zone{', 盾.zone' if own_item else ''}]\n"
    )
    assert not unsupported(r)
    assert main_state(r, "兵.zone") == "A.field"
    assert main_state(r, "鎧.zone") == "B.field"
    if own_item:
        assert main_state(r, "盾.zone") == "A.dustbox"
    assert "4.3.2.6" in decided(r)
