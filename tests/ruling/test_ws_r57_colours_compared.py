"""ws round 57 (s54wsC): colours compared (a card's colour, 2.4.1) — 「そのカードの色がこのカードの色と
違う / 同じなら」 (``Cond("colors_alike")`` with ``than``), 「それらのカードが(すべて)同じ色なら」 (one
colour between them all), 「そのカードの色が黄なら」 read as 「そのカードが黄なら」."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, zone_names


def _hand_after(text: str, top: tuple[str, ...], colour: str = "RED") -> int:
    cards = ", ".join(
        f"{{name: D{i}, type: character, level: 0, color: {c}}}" for i, c in enumerate(top)
    )
    src = (
        WS_HEAD + "players:\n  A:\n"
        f"    deck: [{cards}, 5]\n    stage:\n"
        "      center_front: {name: 使い手, type: character, level: 0, power: 3000, soul: 1, "
        f'color: {colour}, text: "{text}"}}\n  B: {{deck: 10}}\n'
        "actions:\n  - {do: activate, card: 使い手}\n"
    )
    r = resolve(loads(src, "t.yaml"))
    return len(zone_names(r, "A", "hand"))


DIFFER = (
    "【起】 あなたは自分の山札の上から1枚をめくり、控え室に置く。そのカードの色がこのカードの色と違う"
    "なら、あなたは1枚引く。"
)
SAME = DIFFER.replace("違う", "同じ")


@pytest.mark.parametrize(("top", "differ", "same"), [("BLUE", 1, 0), ("RED", 0, 1)])
def test_one_card_against_another(top: str, differ: int, same: int) -> None:
    assert _hand_after(DIFFER, (top,)) == differ
    assert _hand_after(SAME, (top,)) == same


ALL_SAME = (
    "【起】 あなたは自分の山札の上から3枚をめくり、控え室に置く。それらのカードがすべて同じ色なら、"
    "あなたは2枚引く。"
)


@pytest.mark.parametrize(
    ("top", "drawn"), [(("BLUE",) * 3, 2), (("BLUE", "BLUE", "RED"), 0), (("GREEN",) * 3, 2)]
)
def test_all_of_one_colour(top: tuple[str, ...], drawn: int) -> None:
    assert _hand_after(ALL_SAME, top) == drawn


YELLOW = "【起】 あなたは自分の山札の上から1枚をめくり、控え室に置く。そのカードの色が黄なら、あなたは1枚引く。"


@pytest.mark.parametrize(("top", "drawn"), [("YELLOW", 1), ("BLUE", 0)])
def test_the_colour_of_that_card(top: str, drawn: int) -> None:
    assert _hand_after(YELLOW, (top,)) == drawn
