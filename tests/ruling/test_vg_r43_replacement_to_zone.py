"""vg round 43: a replacement effect in a scenario that puts the card into a zone instead
(「退却する代わりにソウルに置く」, 11.3.1.3 / 11.12.1): ``value`` names a zone the game knows, and
the replacing action is the game's move of the card to that zone of its owner (7.4.1)."""

from __future__ import annotations

import pytest

from ruling.scenario import ScenarioError, loads
from tests.ruling.boards import cited, vg_run, zone_names

BOARD = (
    "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n    deck: 10\n"
    "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n"
    "    right_front: {name: 盾兵, type: normal, grade: 2, power: 9000}\n    deck: 10\n"
)


@pytest.mark.parametrize("zone", ["soul", "ソウル"])
def test_vg_retire_replaced_by_a_move_into_the_owners_soul(zone: str) -> None:
    r = vg_run(
        BOARD
        + f'effects:\n  - {{target: 盾兵, stat: retire, op: replace, value: {zone}, source: "かわりにソウルに置く"}}\n'
        + 'actions:\n  - {do: resolve_text, player: A, text: "相手のリアガードを１枚選び、退却させる。"}\n'
        + "choices:\n  - {player: A, choose: 盾兵}\n"
    )
    # retired by A, the card goes into its owner's (B's) soul, never to the drop (11.12.1.1)
    assert zone_names(r, "B", "soul") == ["盾兵"]
    assert zone_names(r, "B", "drop") == [] and zone_names(r, "A", "soul") == []
    assert {"11.12.1", "7.4.1"} <= cited(r)


def test_vg_without_the_replacement_the_unit_is_retired() -> None:
    r = vg_run(
        BOARD
        + '\nactions:\n  - {do: resolve_text, player: A, text: "相手のリアガードを１枚選び、退却させる。"}\n'
        + "choices:\n  - {player: A, choose: 盾兵}\n"
    )
    assert zone_names(r, "B", "drop") == ["盾兵"] and zone_names(r, "B", "soul") == []


@pytest.mark.parametrize(
    ("target", "value", "said"),
    [("盾兵", "nowhere", "unknown action 'nowhere'"), ("B", "soul", "the target is a card")],
)
def test_vg_a_replacement_value_neither_action_nor_zone_is_refused(
    target: str, value: str, said: str
) -> None:
    src = (
        "game: vg\ntitle: t\nturn: {player: A, number: 6, first_player: A, phase: main}\n"
        + BOARD
        + f"effects:\n  - {{target: {target}, stat: retire, op: replace, value: {value}}}\n"
        + "actions:\n  - {do: retire, card: 盾兵}\n"
    )
    with pytest.raises(ScenarioError) as exc:
        loads(src, "t.yaml")
    assert said in str(exc.value)
