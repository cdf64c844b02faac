"""「あなたのキャラクターがダメージを受けたとき、そのダメージを1点軽減する。」 on a card on the field
(round 59, s56coC2): triggered by the damage of a character of the player the trigger names, and
resolved in that damage's reduction window (4.3.10.2), as 「『X』がダメージを受けたとき、…」 is for
X's own — the damage determined less the reduction (4.3.10.3). A character of the other player is
not one it waits for."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, main_state, unsupported

TEXT = "あなたのキャラクターがダメージを受けたとき、そのダメージを1点軽減する。"


def test_read_as_a_trigger_of_the_group() -> None:
    a = co_ability(TEXT)
    assert a.supported, a.reason
    assert (a.program.on, a.program.whose) == ("damaged", "you")
    assert [(o.kind, o.who, o.amount) for o in a.program.ops] == [("reduce", "that_damage", 1)]


@pytest.mark.parametrize(("whose", "left"), [("A", 2), ("B", 3)])
def test_the_damage_of_a_character_of_that_player_is_reduced(whose: str, left: int) -> None:
    # 兵 (A's) or 敵兵 (B's) takes 3 from B's event; A's 守り手 waits for A's characters only
    target = "兵" if whose == "A" else "敵兵"
    r = co_run(
        "turn: {player: B, number: 6, phase: main}\nplayers:\n  A:\n    hp: 20\n    deck: 10\n"
        "    field:\n"
        f'      - {{name: 守り手, type: navigator, text: "{TEXT}"}}\n'
        "      - {name: 兵, type: character, gender: 男性, ap: 1, dp: 5}\n"
        "  B:\n    hp: 20\n    deck: 10\n    field:\n"
        "      - {name: 敵兵, type: character, gender: 男性, ap: 1, dp: 5}\n"
        "    hand:\n"
        "      - {name: 火矢, type: event, cost: 0, "
        'text: "対象のキャラクター1体に3点のダメージを与える。\\n使い捨て"}\n'
        f"actions:\n  - {{do: play, player: B, card: 火矢, target: {target}}}\n"
        f"ask: [{target}.damage]\n"
    )
    assert not unsupported(r)
    assert main_state(r, f"{target}.damage") == left
