"""An interrupt in a step that forbids plays (round 61, s58coR): a card playable only right after
a moment (4.3.5) is played in the draw phase's start step (3.3.1 「カードのプレイや効果・特殊能力
の使用は出来ません」); whether a card without a moment of its own may answer it in its interrupt
window (4.3.2.5, 4.3.4) the text does not settle — co.unsettled interrupt_in_no_play_step, both
readings run. Outside an interrupt window the step's ban alone decides (no point raised)."""

from __future__ import annotations

from tests.ruling.boards import co_run, main_state

HEAL = "あなたはHPが3点回復する。使い捨て"
SHOT = (
    "相手のデュエルマスターがエネルギーを得た直後にのみプレイしてもよい。"
    "相手のデュエルマスターに2点のダメージを与える。使い捨て"
)


def _board(actions: str) -> object:
    return co_run(
        "turn: {player: A, number: 11, phase: draw, step: start}\nplayers:\n"
        f'  A:\n    hp: 2\n    energy: 0\n    deck: 10\n    hand:\n      - {{name: 薬, type: spell, cost: 1, text: "{HEAL}"}}\n'
        f'  B:\n    hp: 9\n    energy: 1\n    deck: 10\n    hand:\n      - {{name: 矢, type: spell, cost: 1, text: "{SHOT}"}}\n'
        f"actions:\n{actions}ask: [A.hp]\n"
    )


def test_the_answer_depends_on_the_reading() -> None:
    r = _board(
        "  - {do: gain_energy, player: A, amount: 1}\n"
        "  - {do: play, player: B, card: 矢, respond: [{do: play, player: A, card: 薬}]}\n"
    )
    assert r.outcome.get("winner") == "B"  # the engine's reading: the step's ban stands
    others = r.outcome.get("readings") or []
    assert any(o["outcome"].get("state", {}).get("A.hp") == 3 for o in others), r.outcome
    assert {"4.3.4", "4.3.5", "3.3.1"} <= set(r.outcome.get("depends_on_reading") or ())


def test_a_play_in_the_step_outside_an_interrupt_is_refused() -> None:
    r = _board("  - {do: gain_energy, player: A, amount: 1}\n  - {do: play, player: A, card: 薬}\n")
    assert main_state(r, "A.hp") == 2
    assert not r.outcome.get("depends_on_reading")
