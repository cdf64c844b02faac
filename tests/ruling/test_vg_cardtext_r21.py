"""VG card-text constructions of round 21 (s17vg; issue 12), docs/cardtext.md "VG round 21
(s17vg)": each on a minimal text and a board, with the neighbour wordings of the same meaning."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run, value

# ------------------------------------------ the battle in progress is the N-th of the turn

# A's vanguard attacks first (battle 1), then 剣士 (battle 2): 剣士's battle is the second
TWO = (
    "  - {do: attack, attacker: vanguard, target: vanguard}\n"
    "  - {do: attack, attacker: left_front, target: vanguard}"
)
ONE = "  - {do: attack, attacker: left_front, target: vanguard}"


@pytest.mark.parametrize(
    "cond",
    [
        "そのアタックがそのターンの２回目以降のバトルなら",
        "このアタックがこのターンの２回目以降のバトルなら",
        "そのバトルがそのターンの２回目以降なら",
        "そのアタックがそのターンの２回目以降なら",
        "そのバトルがこのターン２回目のバトルなら",
        "そのターンの２回目か３回目のバトルなら",
    ],
)
def test_attack_in_the_nth_battle(cond: str) -> None:
    """「このユニットがアタックした時、そのアタックがそのターンの２回目以降のバトルなら、そのバトル
    中、パワー＋10000」 and its wordings: 剣士 attacking second gets +10000 and hits 騎士 (13000);
    attacking first it does not (10.3.1.3: each attack begins a battle, counted in the turn;
    before: refused, 「the word turn」)."""
    text = f"【自】【(R)】：このユニットがアタックした時、{cond}、そのバトル中、このユニットのパワー＋10000。"
    second = run(text, actions=TWO)
    assert not unsupported(second)
    assert len(zone(second, "B", "damage")) == 2  # the vanguard's hit, then 剣士's (20000)
    first = run(text, actions=ONE)
    assert not unsupported(first)
    assert zone(first, "B", "damage") == []  # 10000 against 13000


def test_unit_attacking_in_the_nth_battle_continuous() -> None:
    """【永】「このユニットがアタックしているバトルがそのターンの２回目以降なら、このユニットのパワー
    ＋10000」: while 剣士 attacks in the second battle (10.4.1.5.1) — it hits; in the first it
    does not, and outside a battle its power is 10000."""
    text = "【永】【(R)】：このユニットがアタックしているバトルがそのターンの２回目以降なら、このユニットのパワー＋10000。"
    second = run(text, actions=TWO)
    assert not unsupported(second)
    assert len(zone(second, "B", "damage")) == 2
    assert value(second, "power") == 10000  # the battle is over
    first = run(text, actions=ONE)
    assert zone(first, "B", "damage") == []


def test_exact_battle_number_alternatives_miss() -> None:
    """「そのターンの３回目か４回目のバトルなら」: the second battle is neither — no change."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、そのターンの３回目か４回目のバトルなら、"
        "そのバトル中、このユニットのパワー＋10000。"
    )
    r = run(text, actions=TWO)
    assert not unsupported(r)
    assert len(zone(r, "B", "damage")) == 1  # only the vanguard's hit
