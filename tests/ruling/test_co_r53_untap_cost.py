"""co round 53 (s50coT): 「『X』をアンタップする:効果」 in X's own text: the card, tapped, is untapped
as the cost (4.3.3.1 prepared / 4.3.3.3 paid); an untapped card cannot pay it, and the ability is
not used."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, decided, main_state, unsupported

TEXT = "『鰐』をアンタップする:対象のタップ状態のキャラクター1体に3点のダメージを与える。"


def test_co_untap_cost_is_read() -> None:
    ab = co_ability(TEXT, name="鰐")
    assert ab.supported, ab.reason
    assert [c.kind for c in ab.program.cost] == ["untap_this"]


@pytest.mark.parametrize(("state", "used"), [("rest", True), ("stand", False)])
def test_co_untap_cost_on_a_board(state: str, used: bool) -> None:
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 20\n    deck: 10\n"
        f'    field: [{{name: 鰐, type: character, ap: 1, dp: 1, state: {state}, text: "{TEXT}"}}]\n'
        "  B:\n    hp: 20\n    deck: 10\n"
        "    field: [{name: 鹿, type: character, ap: 1, dp: 3, state: rest}]\n"
        "actions:\n  - {do: activate, card: 鰐, target: 鹿}\nask: [鰐.state, 鹿.zone]\n"
    )
    assert not unsupported(r)
    assert main_state(r, "鰐.state") == "stand"
    assert main_state(r, "鹿.zone") == ("B.dustbox" if used else "B.field")
    assert {"4.3.3.1", "4.3.3.3"} <= decided(r)
