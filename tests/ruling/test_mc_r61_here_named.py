"""Monster Collection (mc), round 61 (s58vsmcC), issue 12: 「この地形のカード名に「X」が含まれる /
含まれない場合」 — the name (2.1.5.1) of the terrain the ability's card is on (5.1.2.4) holds X or
not, read on the card (as 「この地形が「属性:X」の場合」 is); with no terrain there it is not
defined and false either way (4.1.13). As a whole ability's condition, a ○ ability's, a step's
own, and with its other case said again (「…含まれない場合、A。含まれる場合、このカードは効果を
発揮しない。」, the shared ``restated_other_case``)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler (ruling.abilities reads it)

_HEAD = "◎[メイン]号令\\n〈対象:自軍ユニット1体〉\\n"


def _run(text: str, terrain: str, *, use: bool = True) -> dict[str, object]:
    """A's 術士 (the text under test) and 兵 on c2, whose terrain is named ``terrain``; with
    ``use`` A uses 術士's ability on 兵 in its main phase; 兵's and 術士's defence asked."""
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    soldier = "{name: 兵, type: unit, level: 1, attack: 1, defense: 3}"
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", terrain, 8, soldier, unit),
        rest=("actions:\n  - {do: use, card: 術士, target: 兵}\n" if use else "")
        + "ask: [兵.defense, 術士.defense]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    st = r.outcome["state"]
    return {"兵": st["兵.defense"], "術士": st["術士.defense"], "decided_by": set(r.decided_by)}


@pytest.mark.parametrize(
    ("cond", "terrain", "met"),
    [
        ("この地形のカード名に「オアシス」が含まれる場合、", "オアシスの街", True),
        ("この地形のカード名に「オアシス」が含まれる場合、", "大砂丘", False),
        ("この地形のカード名に「オアシス」が含まれない場合、", "大砂丘", True),
        ("この地形のカード名に「オアシス」が含まれない場合、", "オアシスの街", False),
        ("この地形の名前に「砂」が含まれる場合、", "大砂丘", True),
    ],
)
def test_the_name_of_this_terrain(cond: str, terrain: str, met: bool) -> None:
    got = _run(_HEAD + cond + "対象を「防御力:+2」する。", terrain)
    assert got["兵"] == (5 if met else 3)
    assert {"2.1.5.1", "5.1.2.4"} <= got["decided_by"]  # type: ignore[operator]


@pytest.mark.parametrize(("terrain", "defense"), [("オアシスの街", 5), ("大砂丘", 3)])
def test_on_a_continuous_ability(terrain: str, defense: int) -> None:
    """MC-SB-010's 「○[戦闘]泉の守り」 less its timing: in force while the terrain is so named."""
    text = "○泉の守り\\n〈対象:このユニット〉\\nこの地形のカード名に「オアシス」が含まれる場合、対象を「防御力:+2」する。"
    assert _run(text, terrain, use=False)["術士"] == defense


@pytest.mark.parametrize(("terrain", "defense"), [("オアシスの街", 3), ("大砂丘", 5)])
def test_the_other_case_saying_there_is_no_effect(terrain: str, defense: int) -> None:
    """「…が含まれない場合、A。含まれる場合、このカードは効果を発揮しない。」: A only where the name
    lacks it (10.12.1, 10.12.2)."""
    text = (
        _HEAD + "この地形のカード名に「オアシス」が含まれない場合、対象を「防御力:+2」する。"
        "含まれる場合、このカードは効果を発揮しない。"
    )
    assert _run(text, terrain)["兵"] == defense


@pytest.mark.parametrize(("terrain", "defense"), [("オアシスの街", 6), ("大砂丘", 5)])
def test_as_a_step_s_own_condition(terrain: str, defense: int) -> None:
    text = (
        _HEAD + "対象を「防御力:+2」する。"
        "この地形のカード名に「オアシス」が含まれる場合、さらに対象を「防御力:+1」する。"
    )
    assert _run(text, terrain)["兵"] == defense


def test_the_name_of_another_card_stays_refused() -> None:
    """「対象のカード名に「X」が含まれる場合」 is not this reading (a card other than the terrain)."""
    text = _HEAD + "対象のカード名に「オアシス」が含まれる場合、対象を「防御力:+2」する。"
    (ab,) = _abilities("mc", text.replace("\\n", "\n"), "unit")
    assert not ab.supported  # type: ignore[attr-defined]
