"""「男性キャラクターにのみセット。」 (round 54, s51coT; issue 12): the stem, as 3.4.3 itself
prints the instruction (「「〜にセット」とある場合は、その指示に従います」), read as
「…にのみセットできる」: the card is played set only on a host the words allow (4.2.13: the host is
a target); on another it is not played."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, decided, main_state

STEM = "男性キャラクターにのみセット。"


def test_the_stem_compiles_as_the_can_form() -> None:
    ab = co_ability(STEM, "item")
    assert ab.supported, ab.reason
    assert (
        ab.program.set_only
        == co_ability("男性キャラクターにのみセットできる。", "item").program.set_only
    )
    assert ab.program.set_only == ("character", None, "男性")


@pytest.mark.parametrize(("host", "played"), [("剣士", True), ("魔女", False)])
def test_set_only_on_a_male_character(host: str, played: bool) -> None:
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        "    deck: 20\n    field:\n"
        "      - {name: 剣士, type: character, gender: 男性, ap: 1, dp: 1}\n"
        "      - {name: 魔女, type: character, gender: 女性, ap: 1, dp: 1}\n"
        "    hand:\n"
        f'      - {{name: 夜叉丸, type: item, cost: 1, text: "{STEM}\\n'
        'このカードがセットされているキャラクターは「+3:+1」の修正を受ける。"}\n'
        "  B:\n    hp: 10\n    deck: 20\n"
        f"actions:\n  - {{do: play, card: 夜叉丸, set_on: {host}}}\nask: [夜叉丸.zone, {host}.ap]\n"
    )
    assert main_state(r, "夜叉丸.zone") == ("A.field" if played else "A.hand")
    assert main_state(r, f"{host}.ap") == (4 if played else 1)
    assert "3.4.3" in decided(r)
