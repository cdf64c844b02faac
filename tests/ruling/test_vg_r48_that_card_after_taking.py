"""Round 48 (lead): 「そのカード」 / 「それ」 after a step that took cards from a deck position names
those cards — the nearest antecedent — not the card the trigger was about.

「このユニットがアタックした時、あなたの山札の上から１枚バインドする。そのカードのグレードが３なら、
このユニットのパワー+5000。」 read the attacking unit's own grade before (the trigger's card, a
silent misread: always met on a grade 3 vanguard). 「そのユニット」 after such a step still names the
trigger's unit (the cards taken are no units). Shared compiler: ``ruling.cardtext.abilities.
in_context`` (``Sel.said`` keeps the head noun the reference said).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.cardtext.ir import Sel
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads

get_game("vg")

_BOARD = """game: vg
title: a condition on the card taken from the deck
turn: {{player: A, number: 6, phase: battle, first_player: A}}
players:
  A:
    vanguard: {{name: 覇竜, grade: 3, power: 13000, text: "{text}"}}
    deck: [{{name: 大竜, type: normal, grade: {grade}}}, 9]
  B:
    vanguard: {{name: 騎士, grade: 3, power: 10000}}
    deck: 10
    hand: 0
actions:
  - {{do: attack, attacker: vanguard, target: B.vanguard}}
ask: [覇竜.power, A.{zone}]
"""


def _power(text: str, grade: int, zone: str = "bind") -> Any:
    r = resolve(loads(_BOARD.format(text=text, grade=grade, zone=zone)))
    assert not r.outcome.get("may_depend_on_unsupported"), json.dumps(r.outcome, ensure_ascii=False)
    return r.outcome["state"]["覇竜.power"]


@pytest.mark.parametrize(
    ("step", "zone"),
    [("バインドする", "bind"), ("ドロップゾーンに置く", "drop")],
)
@pytest.mark.parametrize("cond", ["そのカードのグレードが３なら", "それがグレード３なら"])
@pytest.mark.parametrize(("grade", "power"), [(3, 18000), (1, 13000)])
def test_that_card_is_the_card_taken(
    step: str, zone: str, cond: str, grade: int, power: int
) -> None:
    text = (
        f"【自】【(V)】：このユニットがアタックした時、あなたの山札の上から１枚{step}。"
        f"{cond}、このユニットのパワー+5000。"
    )
    assert _power(text, grade, zone) == power


def test_the_trigger_unit_stays_that_unit() -> None:
    """「そのユニット」 after cards taken from the deck: the unit the trigger was about."""
    (ab,) = _abilities(
        "vg",
        "【自】【(V)】：あなたのリアガードが登場した時、あなたの山札の上から１枚ドロップに置く。"
        "そのユニットのパワー+5000。",
        None,
    )
    assert ab.supported, ab.reason
    assert ab.program.steps[-1].target == Sel(ref="that")


def test_said_does_not_change_what_a_reference_names() -> None:
    """``Sel.said`` is no filter: a reference with it equals the reference without it."""
    assert Sel(ref="that", said="card") == Sel(ref="that")
