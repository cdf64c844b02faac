"""VG card-text constructions of round 17 (s13vg3; issue 12): 「Zから（Xを）N枚選び、Yする」
as a cost (docs/cardtext.md, "A cost that chooses, then acts"), each on a minimal text and a
board."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
HAND = "[{name: 重1, type: normal, grade: 3}, {name: 軽1, type: normal, grade: 1}]"


def cost_pick(*names: str) -> str:
    out = "choices:\n" + "".join(f"  - {{player: A, at: cost_card, choose: {n}}}\n" for n in names)
    return out.rstrip("\n")


@pytest.mark.parametrize(
    "cost",
    [
        "手札から１枚選び、捨てる",  # the bare count: a card of the hand
        "手札から１枚選び捨てる",  # without 「、」
        "手札から1枚選んで捨てる",  # 「選んで」, half-width digit
        "あなたの手札からカードを１枚選び、捨てる",  # the object named
    ],
)
def test_a_cost_that_chooses_from_a_zone_then_discards(cost: str) -> None:
    """「【コスト】[手札から１枚選び、捨てる]」 is the cost 「手札から１枚捨てる」 (7.2: the
    player pays it by choosing the card): the card picked goes to the drop, then the effect
    draws."""
    text = f"【起】【(R)】：【コスト】[{cost}]ことで、１枚引く。"
    r = run(text, actions=ACTIVATE, hand=HAND, choices=cost_pick("軽1"))
    assert not unsupported(r)
    assert zone(r, "A", "drop") == ["軽1"] and sorted(zone(r, "A", "hand")) == ["山1", "重1"]


def test_a_cost_that_chooses_a_description_from_a_zone() -> None:
    """「手札からグレード３を１枚選び、捨てる」: only a grade 3 pays it; with none in the hand
    the cost cannot be paid and nothing is drawn."""
    text = "【起】【(R)】：【コスト】[手札からグレード３を１枚選び、捨てる]ことで、１枚引く。"
    r = run(text, actions=ACTIVATE, hand=HAND, choices=cost_pick("重1"))
    assert not unsupported(r)
    assert zone(r, "A", "drop") == ["重1"] and sorted(zone(r, "A", "hand")) == ["山1", "軽1"]
    none = run(text, actions=ACTIVATE, hand="[{name: 軽1, type: normal, grade: 1}]")
    assert zone(none, "A", "drop") == [] and zone(none, "A", "hand") == ["軽1"]


def test_a_cost_that_chooses_then_binds() -> None:
    """「手札から１枚選び、バインドする」: the card picked goes to the bind zone."""
    text = "【起】【(R)】：【コスト】[手札から１枚選び、バインドする]ことで、１枚引く。"
    r = run(text, actions=ACTIVATE, hand=HAND, choices=cost_pick("重1"))
    assert not unsupported(r)
    assert zone(r, "A", "bind") == ["重1"] and sorted(zone(r, "A", "hand")) == ["山1", "軽1"]


def test_a_cost_that_chooses_then_puts_somewhere() -> None:
    """「ドロップから１枚選び、山札の下に置く」: the second verb names where the card goes."""
    text = "【起】【(R)】：【コスト】[ドロップから１枚選び、山札の下に置く]ことで、１枚引く。"
    r = run(
        text,
        actions=ACTIVATE,
        drop="[{name: 骨1, type: normal, grade: 1}]",
        choices=cost_pick("骨1"),
    )
    assert not unsupported(r)
    assert zone(r, "A", "drop") == [] and zone(r, "A", "deck")[-1] == "骨1"
