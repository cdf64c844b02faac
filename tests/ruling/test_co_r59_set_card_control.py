"""Control of a character moves; the cards set on it stay with the player who set them (round
59, s56coX): 4.2.12#li1 「何らかにセットされている状態のカードは、セットしたプレイヤーがコントロール権
を有しています」 — the item keeps modifying 「セットされたキャラクター」 under its new controller. A
character borrowed 「ターン終了時まで」 goes back at 3.7.2 keeping its state (4.2.12#ex1)."""

from __future__ import annotations

from tests.ruling.boards import co_run, decided, main_state

TAKE = "『踊り子』をタップする:ターン終了時まで、対象のキャラクター1体のコントロール権を得る。"


def _board(actions: str, ask: str) -> str:
    return (
        "turn: {player: A, number: 8, phase: main}\nplayers:\n  A:\n    hp: 10\n    deck: 10\n"
        f'    field: [{{name: 踊り子, type: character, gender: 女性, ap: 1, dp: 1, text: "{TAKE}"}}]\n'
        "  B:\n    hp: 10\n    deck: 10\n    field:\n"
        "      - {name: 闘士, type: character, gender: 男性, ap: 2, dp: 2}\n"
        '      - {name: 籠手, type: item, set_on: 闘士, text: "キャラクターにセット。\\n'
        'セットされたキャラクターは、\\u300c+2:+0\\u300dの修正を受ける。"}\n'
        f"actions:\n{actions}ask: [{ask}]\n"
    )


def test_the_set_item_stays_with_its_setter() -> None:
    r = co_run(
        _board("  - {do: activate, card: 踊り子, target: 闘士}\n", "闘士.zone, 籠手.zone, 闘士.ap")
    )
    assert main_state(r, "闘士.zone") == "A.field"
    assert main_state(r, "籠手.zone") == "B.field"
    assert main_state(r, "闘士.ap") == 4  # the item still modifies its host
    assert "4.2.12#li1" in decided(r)


def test_the_borrowed_character_comes_back_tapped() -> None:
    r = co_run(
        _board(
            "  - {do: activate, card: 踊り子, target: 闘士}\n"
            "  - {do: attack, attacker: 闘士, defender: none}\n"
            "  - {do: end_phase}\n  - {do: turn_end}\n",
            "闘士.zone, 闘士.state, 籠手.zone",
        )
    )
    assert main_state(r, "闘士.zone") == "B.field"
    assert main_state(r, "闘士.state") == "rest"
    assert main_state(r, "籠手.zone") == "B.field"
    assert "4.2.12#ex1" in decided(r)
