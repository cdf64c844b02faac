"""co rules fixed while reading the round-19 development files (tests/scenarios/co/r19_*),
each on a minimal case of its own (s15co)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_run

# ------ a deck emptied by several draws: each draw that took a card out of it decides the loss
# (4.1.2#li2 「山札にカードが1枚もなくなった場合」), so a phase-start / phase-end ability's draw
# cites the step where the rules resolve it (3.2.1, 3.3.1, 3.3.3, 3.6.1, 3.6.3, 3.1, 3.7.2)


def _board(text: str, deck: int, actions: str, turn: str = "draw") -> str:
    return (
        f"turn: {{player: A, number: 6, phase: {turn}}}\n"
        "players:\n"
        f"  A: {{hp: 12, deck: {deck}, hand: 3,"
        f" field: [{{name: 司書, type: navigator, text: '{text}'}}]}}\n"
        "  B: {hp: 12, deck: 15, hand: 5}\n"
        f"actions:\n{actions}"
    )


def test_a_draw_phase_start_draw_then_the_phase_draw_both_decide_the_deck_out() -> None:
    r = co_run(
        _board(
            "ドローフェイズ開始時に、あなたは山札からカードを1枚引く。", 2, "  - {do: draw_phase}\n"
        )
    )
    assert r.outcome["loser"] == "A"
    assert {"3.3.1", "3.2.2#2", "4.1.2#li2"} <= set(r.decided_by)


def test_an_untap_phase_start_draw_before_the_draw_phase_decides_it_too() -> None:
    r = co_run(
        _board(
            "アンタップフェイズ開始時に、あなたは山札からカードを1枚引く。",
            2,
            "  - {do: untap_phase}\n  - {do: draw_phase}\n",
            turn="untap",
        )
    )
    assert r.outcome["loser"] == "A"
    assert {"3.2.1", "3.2.2#2", "4.1.2#li2"} <= set(r.decided_by)


def test_the_opponents_draw_does_not_decide_the_deck_out() -> None:
    # the navigator's draw is B's: A's deck is emptied by the phase's draw alone
    r = co_run(
        _board(
            "ドローフェイズ開始時に、相手は山札からカードを1枚引く。", 1, "  - {do: draw_phase}\n"
        )
    )
    assert r.outcome["loser"] == "A"
    assert "3.2.2#2" in r.decided_by
    assert "3.3.1" not in r.decided_by


@pytest.mark.parametrize(
    ("timing", "turn", "actions", "deck", "step"),
    [
        ("ターン開始時", "untap", "  - {do: turn_start}\n", 2, "3.1"),
        ("アンタップフェイズ開始時", "untap", "  - {do: untap_phase}\n", 2, "3.2.1"),
        ("アンタップフェイズ終了時", "untap", "  - {do: untap_phase}\n", 2, "3.2.3"),
        # the phase's own draw comes before the ability's
        ("ドローフェイズ終了時", "draw", "  - {do: draw_phase}\n", 3, "3.3.3"),
        ("エンドフェイズ開始時", "end", "  - {do: end_phase}\n", 2, "3.6.1"),
        ("エンドフェイズ終了時", "end", "  - {do: end_phase}\n", 2, "3.6.3"),
        ("ターン終了時", "end", "  - {do: turn_end}\n", 2, "3.7.2"),
    ],
)
def test_every_turn_timing_draw_cites_its_step(
    timing: str, turn: str, actions: str, deck: int, step: str
) -> None:
    # a draw before the timing's own: the deck is out after the timing's draw
    r = co_run(
        _board(
            f"{timing}に、あなたは山札からカードを1枚引く。",
            deck,
            "  - {do: draw, player: A}\n" + actions,
            turn=turn,
        )
    )
    assert r.outcome["loser"] == "A"
    assert {step, "4.2.1", "4.1.2#li2"} <= set(r.decided_by)


# ------ kin: 「あなたの / 相手のターン終了時に」 (the word ターン終了時 after an owner) is the end of
# that player's turn, as 「あなたのターン開始時に」 is its start (3.7.2; before: refused)


@pytest.mark.parametrize(
    ("whose", "turn", "drawn"),
    [
        ("あなたの", "A", 1),
        ("あなたの", "B", 0),
        ("相手の", "B", 1),
        ("相手の", "A", 0),
        ("", "B", 1),
    ],
)
def test_the_end_of_one_players_turn(whose: str, turn: str, drawn: int) -> None:
    r = co_run(
        f"turn: {{player: {turn}, number: 6, phase: end}}\n"
        "players:\n"
        "  A: {hp: 12, deck: 5, hand: 3,"
        f" field: [{{name: 司書, type: navigator, text: '{whose}ターン終了時に、あなたは山札からカードを1枚引く。'}}]}}\n"
        "  B: {hp: 12, deck: 15, hand: 5}\n"
        "actions:\n  - {do: turn_end}\n"
        "ask: [A.deck]\n"
    )
    assert r.outcome["state"] == {"A.deck": 5 - drawn}
    if drawn:
        assert "3.7.2" in r.decided_by
