"""「このカードのオーナーはHPを1点回復する」 (round 61, s58coC): the owner of the card the text is on
(4.2.12: the card's owner, whoever controls it) as the player of a step on HP (recovered, lost,
damage dealt to a player). A card whose control moved heals its owner, not the controller; any
other step of that player (a draw) is refused."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, main_state

TEXT = "このカードがクラッシュしたとき、このカードのオーナーはHPを1点回復する。"


def test_compiled() -> None:
    ab = co_ability(TEXT, "character", "瓶")
    assert ab.supported, ab.reason
    assert [o.who for o in ab.program.ops] == ["this_owner"]


def test_another_step_of_the_owner_is_refused() -> None:
    ab = co_ability("このカードがクラッシュしたとき、このカードのオーナーはカードを1枚引く。")
    assert not ab.supported


@pytest.mark.parametrize(("owner", "hp"), [("", (11, 10)), (", owner: B", (10, 11))])
def test_on_a_board(owner: str, hp: tuple[int, int]) -> None:
    r = co_run(
        "turn: {player: A, number: 8, phase: main}\n"
        "players:\n"
        "  A:\n    hp: 10\n    energy: 1\n    deck: 10\n"
        '    hand: [{name: 破壊, type: spell, cost: 1, text: "対象のキャラクター1体をクラッシュする。使い捨て"}]\n'
        f'    field: [{{name: 瓶, type: character, ap: 1, dp: 1{owner}, text: "{TEXT}"}}]\n'
        "  B: {hp: 10, deck: 10}\n"
        "actions:\n  - {do: play, card: 破壊, target: 瓶}\n"
        "ask: [A.hp, B.hp]\n"
    )
    assert (main_state(r, "A.hp"), main_state(r, "B.hp")) == hp
    if owner:
        assert "4.2.12" in r.decided_by
