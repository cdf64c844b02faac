"""「XがヒットされたT」 (round 56, issue 12): the passive of ヒット says that an attack hit X —
read as 「ユニットのアタックがXにヒットした」 (10.7.1.6.1: the unit attacked is the one hit), as a trigger
and as the history of the turn (「このターン中にXがヒットされていないなら」). Each on a small
board: what fires, what does not."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from tests.ruling.test_vg_r50_attack_on_vanguard import (
    R_ATTACK,
    R_ON_REAR,
    V_ATTACK,
    V_ATTACK_BOOSTED,
    _board,
    _draws,
)

PASSIVE = "【自】【(R)】：相手のヴァンガードがヒットされた時、１枚引く。"
NOT_YET = (
    "【自】【(R)】：このユニットがブーストした時、このターン中に相手のヴァンガードがヒットされて"
    "いないなら、１枚引く。"
)


def _prog(text: str):  # type: ignore[no-untyped-def]
    return compile_ability(parse_card(text, "vg").card.abilities[0])


def test_the_passive_is_the_attack_hitting_it() -> None:
    active = "【自】【(R)】：ユニットのアタックが相手のヴァンガードにヒットした時、１枚引く。"
    assert _prog(PASSIVE) == _prog(active)
    t = _prog(PASSIVE).trigger
    assert (t.event, t.role, t.subject.kinds, t.target.kinds, t.target.owner) == (
        "hit",
        "attack",
        ("unit",),
        ("vanguard",),
        "opponent",
    )


@pytest.mark.parametrize(
    ("attack", "power", "draws"),
    [
        (V_ATTACK, 5000, 1),  # the attack hit B's vanguard
        (V_ATTACK, 30000, 0),  # it did not hit
        (R_ON_REAR, 1, 0),  # an attack on a rear-guard: the vanguard was not hit
    ],
)
def test_on_a_board_the_vanguard_hit(attack: str, power: int, draws: int) -> None:
    assert _draws(_board(PASSIVE, "center_back", attack, power)) == draws


@pytest.mark.parametrize(("first_power", "draws"), [(30000, 1), (5000, 0)])
def test_on_a_board_not_hit_this_turn(first_power: int, draws: int) -> None:
    """剣士 attacks B's vanguard first (it hits at 5000); then 竜 attacks boosted by 従者, whose
    ability draws only when B's vanguard has not been hit this turn."""
    body = _board(NOT_YET, "center_back", R_ATTACK, first_power) + f"  - {V_ATTACK_BOOSTED}\n"
    assert _draws(body) == draws
