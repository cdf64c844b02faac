"""co round 51 (s48coC): 「…が受けるダメージはN点増加する。」 (cards_r50 U-8925's second sentence) — an
increase in force on every damage that card (each card of the group named) is dealt, the
counterpart of 「…が受けるダメージはN点軽減される」: added as the damage's value is decided
(4.3.10.2 「ダメージを軽減(増加)する」, 4.3.10.3; 4.3.8), so a character of DP 3 dealt 2 crashes
(4.3.9). Before, the sentence was refused (「two arguments with role none」)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_run, decided, main_state, unsupported


def _run(own: str, nav: str) -> object:
    nav_line = f'      - {{name: 呪い, type: navigator, text: "{nav}"}}\n' if nav else ""
    return co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 2\n"
        "    deck: 10\n    hand:\n"
        '      - {name: 火球, type: spell, cost: 2, text: "使い捨て。対象のキャラクターに2点のダメージを与える。"}\n'
        "  B:\n    hp: 10\n    deck: 10\n    field:\n"
        f'      - {{name: 鬼, type: character, ap: 1, dp: 3, text: "{own}"}}\n'
        + nav_line
        + "actions:\n"
        "  - {do: play, player: A, card: 火球, target: 鬼}\nask: [鬼.zone]\n"
    )


@pytest.mark.parametrize(
    ("own", "nav"),
    [
        ("『鬼』が受けるダメージは1点増加する。", ""),
        ("", "あなたがコントロールしているキャラクターが受けるダメージは1点増加する。"),
    ],
)
def test_co_damage_increase_in_force_crashes(own: str, nav: str) -> None:
    r = _run(own, nav)
    assert not unsupported(r)
    assert main_state(r, "鬼.zone") == "B.dustbox"
    assert {"4.3.10.2", "4.3.10.3", "4.3.9"} <= decided(r)


def test_co_without_the_increase_the_character_stays() -> None:
    r = _run("", "")
    assert main_state(r, "鬼.zone") == "B.field"
