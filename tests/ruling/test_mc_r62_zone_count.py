"""Monster Collection (mc), round 62 (s59mcC), issue 12: 「自軍 / 敵軍除外ゾーンのカードがn枚以上
ある / n枚以下の場合」 — the cards of that side's removed zone (5.1.6.4; public, 5.1.6.5) counted, as
a discard pile's are (5.1.5.6): as a whole ability's condition and as a step's own
(「…の場合、A。そうでない場合、B。」), read relative to the ability's card's player, never on the
target."""

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


def _run(text: str, *, a_removed: int, b_removed: int = 0, target: str = "兵") -> dict[str, object]:
    """A's 術士 (the text under test) uses its ability on ``target`` in A's main phase, A's removed
    zone holding ``a_removed`` cards and B's ``b_removed``; 術士 and A's 兵 on A's c2, B's
    ゴブリン on B's c3."""
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    soldier = "{name: 兵, type: unit, level: 1, attack: 1, defense: 3}"
    a = mc_area("c2", "平原", 8, soldier) + f"        - {unit}\n"
    b = mc_area("c3", "森", 6, _GOBLIN)
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=a,
        b=b,
        a_top=f"    deck: 20\n    removed: {a_removed}\n",
        b_top=f"    deck: 20\n    removed: {b_removed}\n",
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
    ("cond", "a_removed", "b_removed", "met"),
    [
        ("自軍除外ゾーンのカードが5枚以上ある場合、", 5, 0, True),
        ("自軍除外ゾーンのカードが5枚以上ある場合、", 4, 9, False),  # B's do not count
        ("敵軍除外ゾーンのカードが5枚以上ある場合、", 0, 5, True),
        ("自軍除外ゾーンのカードが5枚以下の場合、", 5, 0, True),
        ("自軍除外ゾーンのカードが5枚以下の場合、", 6, 0, False),
    ],
)
def test_the_removed_zone_counted(cond: str, a_removed: int, b_removed: int, met: bool) -> None:
    got = _run(
        _HEAD.format(target="自軍ユニット1体") + cond + "対象を「攻撃力:+2」する。",
        a_removed=a_removed,
        b_removed=b_removed,
    )
    assert got["attack"] == (3 if met else 1)
    assert "5.1.6.5" in got["decided_by"]  # type: ignore[operator]


@pytest.mark.parametrize(("a_removed", "met"), [(5, True), (4, False)])
def test_a_step_under_it_and_the_other_branch(a_removed: int, met: bool) -> None:
    """「自軍除外ゾーンのカードが5枚以上ある場合、A。そうでない場合、B。」 on B's ゴブリン: A's
    zone counted (the ability's card's player, 5.1.6.4), not the target's player's."""
    text = (
        _HEAD.format(target="敵軍ユニット1体")
        + "自軍除外ゾーンのカードが5枚以上ある場合、対象を「攻撃力:-1」する。"
        + "そうでない場合、対象を「防御力:-1」する。"
    )
    got = _run(text, a_removed=a_removed, target="ゴブリン")
    assert (got["attack"], got["defense"]) == ((0, 4) if met else (1, 3))
    assert "5.1.6.5" in got["decided_by"]  # type: ignore[operator]


def test_a_hand_described_stays_refused() -> None:
    """「自軍手札のユニットカードが2枚以上ある場合」: a hand's contents are not public (5.1.4.3) —
    not read."""
    (ab,) = _abilities(
        "mc",
        (
            _HEAD.format(target="自軍ユニット1体") + "自軍手札のユニットカードが2枚以上ある場合、"
            "対象を「攻撃力:+2」する。"
        ).replace("\\n", "\n"),
        "unit",
    )
    assert not ab.supported  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("cmp", "a_removed", "b_removed", "met"),
    [("多い", 3, 2, True), ("多い", 2, 2, False), ("少ない", 1, 2, True), ("少ない", 3, 2, False)],
)
def test_two_sides_zones_compared(cmp: str, a_removed: int, b_removed: int, met: bool) -> None:
    """「対象を「イニシアチブ:-2」する。自軍除外ゾーンのカードが敵軍除外ゾーンのカードより多い場合、
    さらに対象を「攻撃力:-1」する。」 on B's ゴブリン: A's zone against B's (the ability's card's
    player's 自軍, 5.1.6.4), a step's own condition read on the ability's card."""
    text = (
        _HEAD.format(target="敵軍ユニット1体")
        + "対象を「防御力:-1」する。"
        + f"自軍除外ゾーンのカードが敵軍除外ゾーンのカードより{cmp}場合、さらに対象を「攻撃力:-1」する。"
    )
    got = _run(text, a_removed=a_removed, b_removed=b_removed, target="ゴブリン")
    assert (got["attack"], got["defense"]) == ((0 if met else 1), 3)
    if met:
        assert "5.1.6.5" in got["decided_by"]  # type: ignore[operator]
