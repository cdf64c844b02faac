"""「このカードは、キャラクターがクラッシュしたときにのみプレイできる。」 then, on the next line,
「そのクラッシュをうち消す。そのキャラクターをタップする。」 (round 64, s61coRC, from cards_r63
U-1716): the gate said with 「とき」 and 「できる」 is the same gate (4.3.5; 4.3.11.2 names
「クラッシュした直後」「クラッシュしたとき」 alike), so the line after it refers back to it
(``cardtext.card_text``); 「そのキャラクター」 after 「そのクラッシュをうち消す」 is the character
whose crash was negated — it stays, damage 0 (4.2.14), and is tapped (4.3.2.6)."""

from __future__ import annotations

from ruling.games._co.cardtext import card_text
from tests.ruling.boards import co_run, decided, main_state

GATE = "このカードは、キャラクターがクラッシュしたときにのみプレイできる。"
BODY = "そのクラッシュをうち消す。そのキャラクターをタップする。"


def test_the_gate_line_said_with_toki_is_joined() -> None:
    assert card_text(f"使い捨て\n{GATE}\n{BODY}") == f"使い捨て\n{GATE}{BODY}"


BOARD = (
    "turn: {player: A, number: 8, phase: main}\nplayers:\n"
    "  A:\n    hp: 10\n    energy: 3\n    deck: 10\n"
    '    hand: [{name: 火球, type: spell, cost: 1, text: "対象のキャラクターに3点のダメージを'
    '与える。使い捨て"}]\n'
    "  B:\n    hp: 10\n    energy: 1\n    deck: 10\n"
    "    field: [{name: 雛, type: character, ap: 1, dp: 3}]\n"
    f'    hand: [{{name: 塗り直し, type: event, cost: 1, text: "使い捨て\\n{GATE}\\n{BODY}"}}]\n'
    "actions:\n%s"
    "ask: [雛.zone, 雛.damage, 雛.state, 塗り直し.zone]\n"
)


def test_the_crash_is_negated_and_the_character_tapped() -> None:
    r = co_run(
        BOARD
        % (
            "  - do: play\n    player: A\n    card: 火球\n    target: 雛\n    on_crash:\n"
            "      雛:\n        negate: [{do: play, player: B, card: 塗り直し}]\n"
        )
    )
    assert main_state(r, "雛.zone") == "B.field"
    assert main_state(r, "雛.damage") == 0
    assert main_state(r, "雛.state") == "rest"
    assert "4.3.11.2" in decided(r)


def test_without_a_crash_it_is_not_played() -> None:
    r = co_run(BOARD % "  - {do: play, player: B, card: 塗り直し}\n")
    assert r.main.rejected
    assert main_state(r, "塗り直し.zone") == "B.hand"
    assert main_state(r, "雛.state") == "stand"
