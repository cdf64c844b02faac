"""A main-phase action declared once the draw phase is over (round 63, s60coR, from co r63_001,
r63_008, r63_014): 3.3's chart ends at 3) ドローフェイズ終了 and the main phase (3.4) follows
with nothing between, so a battle (3.4.5) or a card played (3.4.2 / 3.4.3) after the draw phase
is taken in the main phase, which starts first (its 「メインフェイズ開始時に」 abilities carried
out once, 3.4 1)). An action inside the draw phase is still judged there (3.3, 3−3−2)."""

from __future__ import annotations

from tests.ruling.boards import co_run, decided, main_state

BOARD = """
turn: {player: A, number: 5, phase: turn_start}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: 剣士, type: character, ap: 3, dp: 2}
      - {name: 鐘, type: item, set_on: field, text: "フィールドにセット。\\nメインフェイズ開始時に、あなたは1エネルギーを得る。"}
  B: {hp: 5, deck: 10, field: []}
actions:
  - {do: turn_start}
  - {do: untap_phase}
  - {do: draw_phase}
%s
ask: [B.hp, A.energy]
"""


def test_an_attack_after_the_draw_phase_is_in_the_main_phase() -> None:
    r = co_run(BOARD % "  - {do: attack, attacker: 剣士, defender: none}")
    assert not r.outcome.get("rejected"), r.outcome
    assert main_state(r, "B.hp") == 2
    assert main_state(r, "A.energy") == 1  # the main phase's start carried out once
    assert {"3.4", "3.4.5.4"} <= decided(r)


def test_an_explicit_main_phase_starts_it_once() -> None:
    r = co_run(
        BOARD % "  - {do: main_phase, actions: [{do: attack, attacker: 剣士, defender: none}]}"
    )
    assert main_state(r, "B.hp") == 2
    assert main_state(r, "A.energy") == 1


def test_a_battle_inside_the_draw_phase_is_refused() -> None:
    body = (BOARD % "").replace(
        "  - {do: draw_phase}",
        "  - {do: draw_phase, actions: [{do: attack, attacker: 剣士, defender: none}]}",
    )
    r = co_run(body)
    assert r.outcome.get("rejected"), r.outcome
    assert main_state(r, "B.hp") == 5
