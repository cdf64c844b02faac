"""「このユニットが(R)から他の(R)に移動した時」 / 「このユニットが他の(R)に移動した時」 (round 41,
issue 12): a move puts a unit on another circle than the one it is on (7.34.1), so 「他の(R)」
names the circles it may go to, as 「(R)に移動した時」 does — the trigger's destination."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from tests.ruling.boards import unsupported, vg_swordsman, zone_names


def _trigger(text: str):  # type: ignore[no-untyped-def]
    return compile_ability(parse_card(text, "vg").card.abilities[0]).trigger


@pytest.mark.parametrize("src", ["", "(R)から"])
def test_another_circle_is_the_destination(src: str) -> None:
    other = _trigger(f"【自】：このユニットが{src}他の(R)に移動した時、１枚引く。")
    plain = _trigger(f"【自】：このユニットが{src}(R)に移動した時、１枚引く。")
    assert other == plain and other.dst == ("rear",)


SWAP = "【起】【(R)】：このユニットを同じ縦列の別の(R)と入れ替える。"


@pytest.mark.parametrize(
    ("src", "circle", "draws"),
    [("", "left_back", 1), ("(R)から", "left_back", 1), ("", "right_front", 0)],
)
def test_on_a_board_the_swapped_unit_moved_to_another_circle(
    src: str, circle: str, draws: int
) -> None:
    """剣士 (left front) swaps with the unit behind it (each moves, 7.34.1.1): a watcher there
    moved and draws; one on another circle did not."""
    auto = f"【自】【(R)】：このユニットが{src}他の(R)に移動した時、１枚引く。"
    a = (
        f'    {circle}: {{name: 見張り, type: normal, grade: 1, power: 8000, text: "{auto}"}}\n'
        "    deck: 10\n"
    )
    r = vg_swordsman(SWAP, a)
    assert not unsupported(r), unsupported(r)
    assert len(zone_names(r, "A", "hand")) == draws
