"""Monster Collection (mc), round 61 (s58vsmcC), issue 12: 「対象の進軍タイプが「X」(または「Y」)の
場合」 — as 「対象が「進軍タイプ:X」の場合」: one of the unit's advance types is one of those named
(2.1.19.1, 2.1.19.3; 4.7.5). A name that is no advance type of 2.1.19.1 stays refused."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler (ruling.abilities reads it)

_HEAD = "◎[メイン]号令\\n〈対象:自軍ユニット1体〉\\n"


def _run(text: str, advance: str) -> dict[str, object]:
    """A's 術士 (the text under test) uses its ability on A's 兵 (advance type ``advance``) on c2
    in A's main phase; 兵's attack asked."""
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    soldier = f"{{name: 兵, type: unit, level: 1, attack: 1, defense: 3, advance: {advance}}}"
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, soldier, unit),
        rest="actions:\n  - {do: use, card: 術士, target: 兵}\nask: [兵.attack]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return {"attack": r.outcome["state"]["兵.attack"], "decided_by": set(r.decided_by)}


@pytest.mark.parametrize(
    ("cond", "advance", "met"),
    [
        ("対象の進軍タイプが「飛行」の場合、", "飛行", True),
        ("対象の進軍タイプが「飛行」の場合、", "歩行", False),
        ("対象の進軍タイプが「飛行」または「長距離飛行」の場合、", "長距離飛行", True),
        ("対象の進軍タイプが「飛行」または「長距離飛行」の場合、", "歩行", False),
    ],
)
def test_the_target_s_advance_type(cond: str, advance: str, met: bool) -> None:
    got = _run(_HEAD + cond + "対象を「攻撃力:+2」する。", advance)
    assert got["attack"] == (3 if met else 1)
    assert "2.1.19.1" in got["decided_by"]  # type: ignore[operator]


@pytest.mark.parametrize(("advance", "attack"), [("飛行", 3), ("歩行", 2)])
def test_with_the_other_case(advance: str, attack: int) -> None:
    text = (
        _HEAD + "対象の進軍タイプが「飛行」の場合、対象を「攻撃力:+2」する。"
        "そうでない場合、対象を「攻撃力:+1」する。"
    )
    assert _run(text, advance)["attack"] == attack


@pytest.mark.parametrize(
    "cond",
    ["対象の進軍タイプが「水泳」の場合、", "このユニット以外の対象の進軍タイプが「飛行」の場合、"],
)
def test_other_forms_stay_refused(cond: str) -> None:
    text = _HEAD + cond + "対象を「攻撃力:+2」する。"
    (ab,) = _abilities("mc", text.replace("\\n", "\n"), "unit")
    assert not ab.supported  # type: ignore[attr-defined]
