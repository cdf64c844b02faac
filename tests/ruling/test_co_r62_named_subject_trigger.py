"""「あなたがコントロールする名前に「鵜」を含むキャラクターがクラッシュしたとき」 (round 62, s59coC2): the
event of a character of the group named whose card name (4.2.8) holds the text — the trigger of the
group (4.3.6) with the character's name read when the event happens. A character of the group
whose name does not hold it does not trigger it; one of the other player's does not either."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, main_state

TEXT = "あなたがコントロールする名前に「鵜」を含むキャラクターがクラッシュしたとき、あなたのHPは2点回復する。"


def test_read_as_the_group_with_a_name() -> None:
    got = co_ability(TEXT, "navigator", "家")
    plain = co_ability(TEXT.replace("名前に「鵜」を含む", ""), "navigator", "家")
    assert got.supported, got.reason
    assert (got.program.on, got.program.whose) == ("crashed", "you")
    assert got.program.subject_contains == ("鵜",)
    assert got.program.ops == plain.program.ops


@pytest.mark.parametrize(
    ("victim", "side", "hp"),
    [
        ("鵜飼 太郎", "A", 12),  # its name holds 鵜
        ("川 太郎", "A", 10),  # its name does not
        ("鵜飼 次郎", "B", 10),  # the opponent's
    ],
)
def test_on_a_board(victim: str, side: str, hp: int) -> None:
    field = {
        "A": f'      - {{name: 家, type: navigator, text: "{TEXT}"}}\n',
        "B": "",
    }
    field[side] += f"      - {{name: {victim}, type: character, ap: 1, dp: 1}}\n"
    r = co_run(
        "turn: {player: B, number: 8, phase: main}\n"
        "players:\n"
        f"  A:\n    hp: 10\n    deck: 20\n    field:\n{field['A']}"
        "  B:\n    hp: 10\n    energy: 3\n    deck: 20\n"
        '    hand: [{name: 一撃, type: spell, cost: 1, text: "対象のキャラクター1体に2点のダメージを与える。"}]\n'
        + (f"    field:\n{field['B']}" if field["B"] else "")
        + f"actions:\n  - {{do: play, card: 一撃, target: {victim}}}\n"
        f"ask: [A.hp, {victim}.zone]\n"
    )
    assert not r.main.rejected, r.main.rejected
    assert main_state(r, f"{victim}.zone") == f"{side}.dustbox"
    assert main_state(r, "A.hp") == hp
