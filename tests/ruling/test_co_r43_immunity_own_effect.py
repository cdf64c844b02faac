"""co round 43: an immunity does not apply to the effect that gave it (4.3.8.1 「…それを与えた特殊
能力・効果には適用されません」): the rest of the same event's text still reaches the character; another
event played later is stopped by it (4.3.8 step 1)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_run

WARD = "ターン終了時まで、対象のキャラクターはイベントの効果を受けない。"
PLUS = "ターン終了時まで、対象のキャラクターに「+0:+2」の修正を与える。"


def _board(hand: str, plays: str) -> str:
    return (
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 20\n    deck: 10\n"
        f"    energy: 2\n    hand: {hand}\n"
        "    field: [{name: 見習い, type: character, ap: 1, dp: 1}]\n"
        "  B: {hp: 20, deck: 10}\n"
        f"actions:\n  - do: main_phase\n    actions:\n{plays}ask: [見習い.dp]\n"
    )


@pytest.mark.parametrize(("order", "dp"), [("ward_first", 3), ("plus_first", 3)])
def test_co_one_event_gives_immunity_and_a_modification(order: str, dp: int) -> None:
    text = WARD + PLUS if order == "ward_first" else PLUS + WARD
    hand = f'[{{name: 結界, type: event, cost: 1, text: "使い捨て\\n{text}"}}]'
    r = co_run(_board(hand, "      - {do: play, card: 結界, target: 見習い}\n"))
    assert r.outcome["state"]["見習い.dp"] == dp
    if order == "ward_first":
        assert "4.3.8.1" in r.decided_by


def test_co_another_event_after_the_immunity_is_stopped() -> None:
    hand = (
        f'[{{name: 結界, type: event, cost: 1, text: "使い捨て\\n{WARD}"}}, '
        f'{{name: 加護, type: event, cost: 1, text: "使い捨て\\n{PLUS}"}}]'
    )
    r = co_run(
        _board(
            hand,
            "      - {do: play, card: 結界, target: 見習い}\n"
            "      - {do: play, card: 加護, target: 見習い}\n",
        )
    )
    assert r.outcome["state"]["見習い.dp"] == 1
