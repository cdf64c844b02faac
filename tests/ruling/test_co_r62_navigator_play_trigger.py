"""「あなたが別のナビゲーターカードをプレイしたとき」 (round 62, s59coC): a play trigger on cards of
the type ナビゲーター (4.2.8), handled at the play's step 4 (4.3.2.4) as any card's. 「別の」 (a card
other than this one) always holds: the card played is in the playing place (4.3.2.2), on the field
only as it resolves (4.3.2.6), so the card on the field waiting for the play is never the one
played. A play of another type does not trigger it."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, main_state

TEXT = "あなたが別のナビゲーターカードをプレイしたとき、あなたのHPは2点回復する。"


def test_same_program_as_without_another() -> None:
    got = co_ability(TEXT, "navigator", "家")
    plain = co_ability(TEXT.replace("別の", ""), "navigator", "家")
    assert got.supported, got.reason
    assert got.program == plain.program
    assert got.program.on == "cast"
    assert got.program.kinds == ("navigator",)


@pytest.mark.parametrize(
    ("card", "hp"),
    [
        ("{name: 宵, type: navigator, cost: 0}", 12),
        ("{name: 矢, type: event, cost: 0, text: あなたはカードを1枚引く。使い捨て}", 10),
    ],
)
def test_on_a_board(card: str, hp: int) -> None:
    name = "宵" if "navigator" in card else "矢"
    r = co_run(
        "turn: {player: A, number: 8, phase: main}\n"
        "players:\n"
        f"  A:\n    hp: 10\n    energy: 1\n    deck: 20\n    hand: [{card}]\n    field:\n"
        f'      - {{name: 家, type: navigator, text: "{TEXT}"}}\n'
        "  B: {hp: 10, deck: 20}\n"
        f"actions:\n  - {{do: play, card: {name}}}\n"
        "ask: [A.hp]\n"
    )
    assert not r.main.rejected, r.main.rejected
    assert main_state(r, "A.hp") == hp
    if hp > 10:
        assert "4.3.2.4" in r.decided_by
