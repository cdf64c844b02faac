"""「このユニットがハーツになった時」 (round 41, issue 12): the unit made a hearts card — the
vanguard a G unit strides over (6.5.1.2, 6.5.2.2) — triggers its ability, whose text is a unit's
though the card is now a hearts card, until the ability has resolved (11.9.6.1.5)."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from tests.ruling.boards import unsupported, vg_card_run, zone_names

G_ZONE = "g_zone: [{name: 超越竜神, type: g, grade: 4, power: 15000}]"
STRIDE = "  - {do: ride_phase, stride: 超越竜神, stride_discard: [捨て]}"
RIDE = "  - {do: ride_phase, card: 捨て}"
DISCARD = "[{name: 捨て, type: normal, grade: 3}]"
TEXT = "【自】【(V)】：このユニットがハーツになった時、１枚引く。"


def test_the_trigger_is_the_unit_made_a_hearts_card() -> None:
    t = compile_ability(parse_card(TEXT, "vg").card.abilities[0]).trigger
    assert t is not None and t.event == "hearts" and t.subject is not None
    assert t.subject.ref == "this"


@pytest.mark.parametrize(("act", "draws"), [(STRIDE, 1), (RIDE, 0)])
def test_on_a_board_the_vanguard_strided_over_draws(act: str, draws: int) -> None:
    """竜 (the vanguard) with the ability: a stride over it makes it a hearts card — a draw; a
    ride puts it in the soul (no hearts card) — none."""
    vanguard = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{TEXT}"}}'
    r = vg_card_run(
        "",
        act,
        vanguard=vanguard,
        extra=G_ZONE,
        hand=DISCARD,
        damage="[]",
    )
    assert not unsupported(r), unsupported(r)
    assert len([c for c in zone_names(r, "A", "hand") if c != "捨て"]) == draws
