"""「あなたのダストボックスのカードが敵デュエルマスターのダストボックスのカードより少ない場合」
(round 61, s58coC): the numbers of cards of two players' zones compared — a hand's, a deck's, a
dustbox's, each open to every player (4.2.1 / 4.2.2 / 4.2.3) — read as the effects in force are
worked out (4.3.8) and as a step is carried out (4.3.2.6). A margin (「2枚以上多い」) is not
read."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, main_state

IN_FORCE = "あなたのダストボックスのカードが敵デュエルマスターのダストボックスのカードより少ない場合、『兵』は「+0:+2」される。"
STEP = "『兵』をタップする:あなたの手札のカードが相手の手札のカードより少ない場合、あなたはカードを1枚引く。"


def test_compiled() -> None:
    for text in (IN_FORCE, STEP):
        ab = co_ability(text, "character", "兵")
        assert ab.supported, ab.reason
    assert not co_ability(
        "あなたのダストボックスのカードが相手のダストボックスのカードより2枚以上多い場合、『兵』は「+0:+2」される。",
        "character",
        "兵",
    ).supported


def _cards(n: int) -> str:
    return "[" + ", ".join(f"{{name: 札{i}, type: spell}}" for i in range(n)) + "]"


@pytest.mark.parametrize(("mine", "theirs", "dp"), [(1, 2, 3), (2, 2, 1), (3, 2, 1)])
def test_in_force(mine: int, theirs: int, dp: int) -> None:
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\n"
        "players:\n"
        f"  A:\n    hp: 20\n    deck: 10\n    dustbox: {_cards(mine)}\n    field:\n"
        f'      - {{name: 兵, type: character, ap: 1, dp: 1, text: "{IN_FORCE}"}}\n'
        f"  B:\n    hp: 20\n    deck: 10\n    dustbox: {_cards(theirs)}\n"
        "ask: [兵.dp]\n"
    )
    assert main_state(r, "兵.dp") == dp


@pytest.mark.parametrize(("mine", "theirs", "hand"), [(0, 1, 1), (1, 1, 1), (2, 1, 2)])
def test_as_a_step_is_done(mine: int, theirs: int, hand: int) -> None:
    # the hand before the step: 0 < 1 — drawn (1); 1 = 1, 2 > 1 — not drawn
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\n"
        "players:\n"
        f"  A:\n    hp: 20\n    deck: 10\n    hand: {_cards(mine)}\n    field:\n"
        f'      - {{name: 兵, type: character, ap: 1, dp: 1, text: "{STEP}"}}\n'
        f"  B:\n    hp: 20\n    deck: 10\n    hand: {_cards(theirs).replace('札', '敵札')}\n"
        "actions:\n  - {do: activate, card: 兵}\n"
        "ask: [A.hand]\n"
    )
    assert main_state(r, "A.hand") == (mine + 1 if mine < theirs else mine)
    if mine >= theirs:
        assert "4.2.1" in r.decided_by
