"""Monster Collection (mc), round 63 (s60mcR), issue 14: a unit that advances onto a terrain
whose party holds a lasting effect of an ability used on 〈対象:自軍パーティ〉 — the point
group_effect_joined (the targets designated at the declaration, 10.10.1 / 10.1.5, or the party as
it is now, 4.4.1, 10.7.3 leaving out only zone moves and the battlefield one zone, 5.1.2.2):
both readings run. Not raised for a group not bound to a terrain (「自軍ユニットすべて」: the unit
was a target already)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario


def _board(target: str, expect: str) -> str:
    """A's 盾兵 on c2 uses 「〈対象:<target>〉 対象に「防御力:+2」を付与する」, then 見習い
    (defence 2) advances from the headquarters to c2."""
    flag = f"◎[メイン]旗\\n〈対象:{target}〉\\n対象に「防御力:+2」を付与する。"
    shield = f'{{name: 盾兵, type: unit, level: 2, attack: 1, defense: 3, text: "{flag}"}}'
    return mc_scenario(
        turn="{player: A, number: 5, phase: main}",
        a=mc_area("c2", "広場", 6, shield),
        a_top="    deck: 20\n",
        rest="actions:\n  - {do: use, card: 盾兵}\n  - {do: advance, units: [見習い], to: c2}\n"
        f"expect:\n{expect}",
    ).replace(
        "c1: [{name: 本陣, type: terrain, hq: true}]",
        "c1: [{name: 本陣, type: terrain, hq: true}, "
        "{name: 見習い, type: unit, level: 1, attack: 1, defense: 2}]",
    )


def test_joining_the_party_is_the_point() -> None:
    r = resolve(
        loads(
            _board(
                "自軍パーティ",
                "  ambiguous: ['4.4.1', '10.7.3']\n  readings:\n"
                "    - {clauses: ['10.10.1'], state: {見習い.defense: 2, 盾兵.defense: 5}}\n"
                "    - {clauses: ['4.4.1', '10.7.3'], state: {見習い.defense: 4, 盾兵.defense: 5}}\n",
            )
        )
    )
    assert check_expect(r) == []


@pytest.mark.parametrize("target", ["自軍ユニットすべて"])
def test_a_group_not_bound_to_a_terrain_is_no_point(target: str) -> None:
    # 見習い was on the battlefield and among 「自軍ユニットすべて」 when it was used: +2 already
    r = resolve(loads(_board(target, "  state: {見習い.defense: 4, 盾兵.defense: 5}\n")))
    assert check_expect(r) == []
    assert not [w for w in r.warnings() if w.kind == "ambiguity" and "10.10.1" in w.clauses]
