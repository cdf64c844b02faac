"""A gate line of its own followed by a line referring back to it (round 55, s52coT; issue 14):
「あなたのキャラクターがクラッシュした直後にのみプレイしてもよい。」 then, on the next line,
「そのクラッシュをうち消す。」 — 「その」 names the crash the gate names (4.3.5, 4.3.11.2), so
the two lines are read as one (``cardtext.card_text``)."""

from __future__ import annotations

from ruling.games._co.cardtext import card_text
from tests.ruling.boards import co_run, main_state

GATE = "あなたのキャラクターがクラッシュした直後にのみプレイしてもよい。"


def test_the_lines_are_joined_only_on_a_reference_back() -> None:
    assert card_text(f"{GATE}\nそのクラッシュをうち消す。\n使い捨て") == (
        f"{GATE}そのクラッシュをうち消す。\n使い捨て"
    )
    # a line that does not refer back stays a line of its own
    text = f"{GATE}\nあなたは山札からカードを2枚引く。\n使い捨て"
    assert card_text(text) == text


def _board(actions: str) -> str:
    negate = f"{GATE}\\nそのクラッシュをうち消す。\\n使い捨て"
    return (
        "turn: {player: A, number: 8, phase: main}\nplayers:\n"
        "  A:\n    hp: 10\n    energy: 3\n    deck: 10\n"
        '    hand: [{name: 火球, type: spell, cost: 1, text: "対象のキャラクターに3点のダメージを'
        '与える。"}]\n'
        "  B:\n    hp: 10\n    energy: 1\n    deck: 10\n"
        "    field: [{name: 雛, type: character, ap: 1, dp: 3}]\n"
        f'    hand: [{{name: 再生, type: event, cost: 1, text: "{negate}"}}]\n'
        f"actions:\n{actions}ask: [雛.zone, 雛.damage]\n"
    )


def test_the_crash_is_negated_on_the_board() -> None:
    r = co_run(
        _board(
            "  - do: play\n    player: A\n    card: 火球\n    target: 雛\n    on_crash:\n"
            "      雛:\n        negate: [{do: play, player: B, card: 再生}]\n"
        )
    )
    assert main_state(r, "雛.zone") == "B.field"
    assert main_state(r, "雛.damage") == 0
