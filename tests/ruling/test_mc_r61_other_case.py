"""Monster Collection (mc), round 61 (s58vsmcC), issue 12:

1. 「この地形に隣接した / する地形に<units>が存在する / 存在しない場合」: the units on the terrains
   next to (5.1.2.18: vertically or horizontally) the ability's card's, counted as 「この地形が
   <units>の存在する地形に隣接している場合」 counts them.
2. 「この地形(に隣接した地形)に<units>が存在しない場合、A。そうでない場合、B。」: such a condition as
   a step's own, read on the ability's unit or card as the whole ability's is (10.12.1).
3. 「Cの場合、A。<C's verb alone, the other polarity>場合、B。」 (「…存在しない場合、A。存在する場合、
   B。」): the second condition is C's other case — read as 「そうでない場合、B」 (the shared
   ``restated_other_case``)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler (ruling.abilities reads it)

_HEAD = "◎[メイン]号令\\n〈対象:自軍ユニット1体〉\\n"
_SCOUT = "{name: 斥候, type: unit, level: 1, attack: 1, defense: 3}"


def _run(text: str, *, neighbour: bool) -> dict[str, object]:
    """A's 術士 (the text under test) and 兵 on c2 (平原); with ``neighbour`` A's 斥候 on r2 (丘,
    next to c2), else r2 empty; A's 偵察 on l3 (森, diagonal to c2: not next to it, 5.1.2.18). A
    uses 術士's ability on 兵 in its main phase; 兵's defence asked."""
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    soldier = "{name: 兵, type: unit, level: 1, attack: 1, defense: 3}"
    far = "{name: 偵察, type: unit, level: 1, attack: 1, defense: 3}"
    a = (
        mc_area("c2", "平原", 8, soldier, unit)
        + mc_area("r2", "丘", 6, *((_SCOUT,) if neighbour else ()))
        + mc_area("l3", "森", 6, far)
    )
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=a,
        rest="actions:\n  - {do: use, card: 術士, target: 兵}\nask: [兵.defense]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return {"defense": r.outcome["state"]["兵.defense"], "decided_by": set(r.decided_by)}


@pytest.mark.parametrize(
    ("cond", "neighbour", "met"),
    [
        ("この地形に隣接した地形に自軍ユニットが存在する場合、", True, True),
        ("この地形に隣接した地形に自軍ユニットが存在する場合、", False, False),  # l3: diagonal
        ("この地形に隣接する地形に自軍ユニットが存在しない場合、", False, True),
        ("この地形に隣接した地形に敵軍ユニットが存在する場合、", True, False),
        ("この地形に隣接した地形に自軍ユニットが2体以上存在する場合、", True, False),
    ],
)
def test_units_next_to_this_terrain(cond: str, neighbour: bool, met: bool) -> None:
    got = _run(_HEAD + cond + "対象を「防御力:+2」する。", neighbour=neighbour)
    assert got["defense"] == (5 if met else 3)
    assert "5.1.2.18" in got["decided_by"]  # type: ignore[operator]


_OTHER = (
    "この地形に隣接した地形に自軍ユニットが存在しない場合、対象を「防御力:+2」する。"
    "{other}場合、対象を「防御力:+1」する。"
)


@pytest.mark.parametrize("other", ["そうでない", "存在する"])
@pytest.mark.parametrize(("neighbour", "defense"), [(False, 5), (True, 4)])
def test_the_other_case_said_again(other: str, neighbour: bool, defense: int) -> None:
    """「…存在しない場合、A。存在する場合、B。」 as 「…存在しない場合、A。そうでない場合、B。」: one
    of the two, never both (10.12.1)."""
    got = _run(_HEAD + _OTHER.format(other=other), neighbour=neighbour)
    assert got["defense"] == defense
    assert "10.12.1" in got["decided_by"]  # type: ignore[operator]


@pytest.mark.parametrize(("neighbour", "defense"), [(False, 6), (True, 5)])
def test_a_later_step_under_a_terrain_condition(neighbour: bool, defense: int) -> None:
    """「対象を「防御力:+2」する。この地形に隣接した地形に自軍ユニットが存在しない場合、さらに…」:
    a step's own condition about the terrains, read on 術士 (not on 兵, the target)."""
    text = (
        _HEAD + "対象を「防御力:+2」する。"
        "この地形に隣接した地形に自軍ユニットが存在しない場合、さらに対象を「防御力:+1」する。"
    )
    assert _run(text, neighbour=neighbour)["defense"] == defense


@pytest.mark.parametrize(
    "second",
    [
        "存在しない場合、",  # the same polarity: not the other case
        "含まれる場合、",  # another verb
        "自軍ユニットが存在する場合、",  # said of something: another condition, not read so
    ],
)
def test_a_second_condition_that_is_not_the_other_case_is_not_read_as_it(second: str) -> None:
    text = (
        _HEAD + "この地形に隣接した地形に自軍ユニットが存在しない場合、対象を「防御力:+2」する。"
        f"{second}対象を「防御力:+1」する。"
    )
    (ab,) = _abilities("mc", text.replace("\\n", "\n"), "unit")
    prog = getattr(ab, "program", None)
    steps = getattr(prog, "steps", ()) if prog is not None else ()
    assert not ab.supported or not any(getattr(s, "otherwise", False) for s in steps)  # type: ignore[attr-defined]
