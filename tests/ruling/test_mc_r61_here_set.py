"""Monster Collection (mc), round 61 (s58vsmcC), issue 12: 「この地形が<side><set>の場合」 for
both sets a side's terrains are named by — 支配地形 (5.1.2.11) and 配置地形 (5.1.2.14, 5.1.2.15) —
printed bare or quoted as the rules name them (「この地形が「自軍配置地形」の場合」), as a whole
ability's condition and as a step's own (「…の場合、A。そうでない場合、B。」), read on the
ability's card relative to its player, never on the target."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler (ruling.abilities reads it)

_HEAD = "◎[メイン]号令\\n〈対象:{target}〉\\n"
_GOBLIN = "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"


def _run(text: str, *, abroad: bool = False, target: str = "兵") -> dict[str, object]:
    """A's 術士 (the text under test) uses its ability on ``target`` in A's main phase: 術士 and
    A's 兵 on A's own c2 (平原, A's 配置地形 and 支配地形) — or, ``abroad``, 術士 alone on c3, the
    terrain B placed (湖, B's 配置地形, A's 支配地形: A's units only); B's ゴブリン on B's b3 (森)."""
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    soldier = "{name: 兵, type: unit, level: 1, attack: 1, defense: 3}"
    a = mc_area("c2", "平原", 8, soldier) + (
        f"      c3:\n        - {unit}\n" if abroad else f"        - {unit}\n"
    )
    b = mc_area("c3", "湖", 6) + mc_area("r3", "森", 6, _GOBLIN)
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=a,
        b=b,
        rest=f"actions:\n  - {{do: use, card: 術士, target: {target}}}\n"
        f"ask: [{target}.attack, {target}.defense]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    st = r.outcome["state"]
    return {
        "attack": st[f"{target}.attack"],
        "defense": st[f"{target}.defense"],
        "decided_by": set(r.decided_by),
    }


@pytest.mark.parametrize(
    ("cond", "abroad", "met"),
    [
        ("この地形が「自軍配置地形」の場合、", False, True),
        ("この地形が自軍配置地形の場合、", False, True),
        ("この地形が「敵軍配置地形」の場合、", False, False),
        ("この地形が「自軍配置地形」の場合、", True, False),  # c3: B placed it (5.1.2.14)
        ("この地形が「敵軍配置地形」の場合、", True, True),  # 5.1.2.15
        ("この地形が「自軍支配地形」の場合、", True, True),  # A's units only (5.1.2.11)
        ("この地形が自軍支配地形の場合、", True, True),  # the neighbour, as before
    ],
)
def test_the_terrain_of_the_card_in_a_set(cond: str, abroad: bool, met: bool) -> None:
    got = _run(
        _HEAD.format(target="自軍ユニット1体") + cond + "対象を「攻撃力:+2」する。", abroad=abroad
    )
    assert got["attack"] == (3 if met else 1)
    clause = "5.1.2.11" if "支配" in cond else "5.1.2.14"
    assert clause in got["decided_by"]  # type: ignore[operator]


@pytest.mark.parametrize(("abroad", "met"), [(False, True), (True, False)])
def test_a_step_under_it_and_the_other_branch(abroad: bool, met: bool) -> None:
    """「この地形が「自軍配置地形」の場合、A。そうでない場合、B。」 on B's ゴブリン (on B's own
    terrain): read on 術士's terrain relative to A — read on the target (B's unit on B's
    配置地形) it would hold in both boards."""
    text = (
        _HEAD.format(target="敵軍ユニット1体")
        + "この地形が「自軍配置地形」の場合、対象を「攻撃力:-1」する。"
        + "そうでない場合、対象を「防御力:-1」する。"
    )
    got = _run(text, abroad=abroad, target="ゴブリン")
    assert (got["attack"], got["defense"]) == ((0, 4) if met else (1, 3))
    assert "5.1.2.14" in got["decided_by"]  # type: ignore[operator]


def test_a_quote_of_another_term_stays_refused() -> None:
    """「この地形が「代理地形」の場合」 is no side's set (5.1.2.20): not read as one."""
    (ab,) = _abilities(
        "mc",
        (
            _HEAD.format(target="自軍ユニット1体") + "この地形が「代理地形」の場合、"
            "対象を「攻撃力:+2」する。"
        ).replace("\\n", "\n"),
        "unit",
    )
    assert not ab.supported  # type: ignore[attr-defined]
