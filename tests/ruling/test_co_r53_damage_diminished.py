"""co round 53 (s50coT): 「対象のキャラクター1体が受けているダメージを1点減らす」: the damage the
character has taken (it accumulates, 4.3.9) lessened by N — 「…を1点取り除く」 in other words, the
shared reading of damage taken away (``cardtext.damage.damage_removed``, also VS's); never below 0.
「…が受けるダメージ」 (to come) stays a reduction (4.3.10), not this."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, main_state, unsupported

TEXT = "1エネルギーを支払う:対象のキャラクター1体が受けているダメージを1点減らす。"


def test_co_damage_diminished_is_damage_taken_away() -> None:
    said = co_ability(TEXT, name="医者")
    assert said.supported, said.reason
    assert (
        said.program
        == co_ability(
            "1エネルギーを支払う:対象のキャラクター1体が受けているダメージを1点取り除く。",
            name="医者",
        ).program
    )


@pytest.mark.parametrize(("had", "left"), [(2, 1), (0, 0)])
def test_co_damage_diminished_on_a_board(had: int, left: int) -> None:
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 20\n    energy: 1\n"
        "    deck: 10\n    field:\n"
        f'      - {{name: 医者, type: character, ap: 1, dp: 1, text: "{TEXT}"}}\n'
        f"      - {{name: 兵, type: character, ap: 1, dp: 3, damage: {had}}}\n"
        "  B:\n    hp: 20\n    deck: 10\n"
        "actions:\n  - {do: activate, card: 医者, target: 兵}\nask: [兵.damage, A.energy]\n"
    )
    assert not unsupported(r)
    assert main_state(r, "兵.damage") == left
    assert main_state(r, "A.energy") == 0
