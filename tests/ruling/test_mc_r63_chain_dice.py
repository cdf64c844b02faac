"""Monster Collection (mc), round 63 (s60mcR), issue 14: a chain's 【nD】 damage — the origin's
dice rolled at its declaration (15.2.4.1), each chain's at its own (15.2.5.1, given per entry:
``chain: [{card, dice}]``), the shares adding up to one damage from the origin (15.2.5.5), on
which a 「弱点」 adds once (13.1.8.3)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

_BOLT = "◎[普通|チェイン]雷槌\\n〈対象:ユニット1体〉\\n対象に【電撃】【1D】ダメージを与える。"


def _run(defense: int, weak: bool) -> tuple[str, set[str]]:
    """A's 鍛冶 and 徒弟 (both with 『雷槌』) advance into B's 水蛇 (``defense``); 鍛冶 uses it
    (die 2) on 水蛇 and 徒弟 chains (die 3) — their attacks 0, no attack damage adds to it: 水蛇's
    zone and the clauses deciding it."""
    smith = f'{{name: 鍛冶, type: unit, level: 2, attack: 0, defense: 3, text: "{_BOLT}"}}'
    boy = f'{{name: 徒弟, type: unit, level: 1, attack: 0, defense: 2, text: "{_BOLT}"}}'
    text = ', text: "「弱点:電撃(+1ダメージ)」"' if weak else ""
    snake = f"{{name: 水蛇, type: unit, level: 3, attack: 0, defense: {defense}{text}}}"
    scn = mc_scenario(
        a=mc_area("c2", "高台", 8, smith, boy),
        b=mc_area("c3", "入江", 6, snake),
        rest="actions:\n  - do: advance\n    units: [鍛冶, 徒弟]\n    to: c3\n"
        "    dice: {A: 6, B: 1}\n    first_normal:\n"
        "      - {do: use, player: A, card: 鍛冶, target: 水蛇, dice: [2],"
        " chain: [{card: 徒弟, dice: [3]}]}\n"
        "ask: [水蛇.zone]\n",
    )
    r = resolve(loads(scn))
    assert not r.main.rejected
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return str(r.outcome["state"]["水蛇.zone"]), set(r.decided_by)


@pytest.mark.parametrize(
    ("defense", "weak", "zone"),
    [
        (5, False, "B.discard"),
        (6, False, "B.field.c3"),
        (6, True, "B.discard"),
        (7, True, "B.field.c3"),
    ],
)
def test_the_shares_add_up_and_a_weakness_adds_once(defense: int, weak: bool, zone: str) -> None:
    got, cl = _run(defense, weak)
    assert got == zone
    if zone == "B.discard":
        assert {"15.2.4.1", "15.2.5.1", "15.2.5.5"} <= cl
        assert ("13.1.8.3" in cl) == weak
