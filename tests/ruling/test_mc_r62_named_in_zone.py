"""Monster Collection (mc), round 62 (s59mcC), issue 12: 「自軍捨て山 / 自軍除外ゾーンに「X」が
存在する / 存在しない場合」 — a card of that name (2.1.5.1) in that side's public zone (5.1.5.6,
5.1.6.5), read relative to the ability's card's player; and 「この地形が自軍支配地形で、自軍捨て山に
「X」が存在する場合」 — the copula's 「で、」 joining two conditions, both to hold (4.7.7)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler (ruling.abilities reads it)

_HEAD = "◎[メイン]号令\\n〈対象:自軍ユニット1体〉\\n"
_GOBLIN = "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"


def _run(cond: str, *, discard: str = "[]", removed: str = "[]", shared: bool = False) -> dict:
    """A's 術士 uses 「<cond>対象を「攻撃力:+2」する。」 on A's 兵 in A's main phase; A's discard pile
    and removed zone as given, B's each holding 墓守の鐘; ``shared``: B's ゴブリン on A's c2 too
    (c2 then no side's 支配地形, 5.1.2.11)."""
    text = _HEAD + cond + "対象を「攻撃力:+2」する。"
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    soldier = "{name: 兵, type: unit, level: 1, attack: 1, defense: 3}"
    a = mc_area("c2", "平原", 8, soldier) + f"        - {unit}\n"
    b = (("      c2:\n        - " + _GOBLIN + "\n") if shared else "") + mc_area(
        "c3", "森", 6, _GOBLIN.replace("ゴブリン", "コボルド")
    )
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=a,
        b=b,
        a_top=f"    deck: 20\n    discard: {discard}\n    removed: {removed}\n",
        b_top="    deck: 20\n    discard: [墓守の鐘]\n    removed: [墓守の鐘]\n",
        rest="actions:\n  - {do: use, card: 術士, target: 兵}\nask: [兵.attack]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return {"attack": r.outcome["state"]["兵.attack"], "decided_by": set(r.decided_by)}


@pytest.mark.parametrize(
    ("cond", "discard", "removed", "met"),
    [
        ("自軍除外ゾーンに「墓守の鐘」が存在する場合、", "[]", "[古い剣, 墓守の鐘]", True),
        ("自軍除外ゾーンに「墓守の鐘」が存在する場合、", "[墓守の鐘]", "[古い剣]", False),
        ("自軍捨て山に「墓守の鐘」が存在する場合、", "[墓守の鐘]", "[]", True),
        ("自軍捨て山に「墓守の鐘」が存在しない場合、", "[墓守の鐘]", "[]", False),
        ("自軍捨て山に「墓守の鐘」が存在しない場合、", "[古い剣]", "[]", True),
    ],
)
def test_a_card_named_in_a_zone(cond: str, discard: str, removed: str, met: bool) -> None:
    got = _run(cond, discard=discard, removed=removed)
    assert got["attack"] == (3 if met else 1)
    assert "2.1.5.1" in got["decided_by"]  # type: ignore[operator]


@pytest.mark.parametrize(
    ("discard", "shared", "met"),
    [("[墓守の鐘]", False, True), ("[古い剣]", False, False), ("[墓守の鐘]", True, False)],
)
def test_held_here_and_named_in_the_pile(discard: str, shared: bool, met: bool) -> None:
    """Both parts must hold: c2 A's 支配地形 (A's units only, 5.1.2.11) and 墓守の鐘 in A's pile."""
    got = _run(
        "この地形が自軍支配地形で、自軍捨て山に「墓守の鐘」が存在する場合、",
        discard=discard,
        shared=shared,
    )
    assert got["attack"] == (3 if met else 1)
    assert {"5.1.2.11", "2.1.5.1"} <= got["decided_by"]  # type: ignore[operator]
