"""Monster Collection (mc), round 62 (s59mcC), issue 12: 「対象を「耐性:x」にする」 — the target
made to have the standing ability, as 「対象を「耐性:x」する」 and 「対象に「耐性:x」を付与する」 say
it (10.14.4; 13.1.7.4: 「耐性:x」が与えられた); and a step 「さらに対象を「防御力:+2」する」 after it
keeps its own complement (the goal 「…に」 of the step before is not carried into it)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler (ruling.abilities reads it)


def _run(first: str, attr: str, amount: int = 9) -> dict[str, object]:
    """A's 術士 uses ``first`` on A's 戦士 (defence 1), then A's 巫女 deals 【<attr>:<amount>】 to
    it."""
    caster = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{first}"}}'
    quake = (
        "◎[メイン]揺れ\\n〈対象:ユニット1体〉\\n" + f"対象に【{attr}:{amount}】ダメージを与える。"
    )
    priestess = f'{{name: 巫女, type: unit, level: 1, attack: 1, defense: 3, text: "{quake}"}}'
    warrior = "{name: 戦士, type: unit, level: 1, attack: 1, defense: 1}"
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, caster, priestess, warrior),
        rest="actions:\n  - {do: use, card: 術士, target: 戦士}\n"
        "  - {do: use, card: 巫女, target: 戦士}\nask: [戦士.zone]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return {"zone": r.outcome["state"]["戦士.zone"], "decided_by": set(r.decided_by)}


@pytest.mark.parametrize(("attr", "zone"), [("地震", "A.field.c2"), ("火炎", "A.discard")])
def test_made_to_have_a_resistance(attr: str, zone: str) -> None:
    """【地震:9】 does not kill a unit made 「耐性:地震」 (13.1.7.1); 【火炎:9】 does."""
    text = "◎[メイン]守り\\n〈対象:自軍ユニット1体〉\\n対象を「耐性:地震」にする。"
    got = _run(text, attr)
    assert got["zone"] == zone
    if zone != "A.discard":
        assert {"13.1.7.1", "13.1.7.4"} <= got["decided_by"]  # type: ignore[operator]


def test_the_same_steps_as_granting() -> None:
    head = "◎[メイン]守り\n〈対象:自軍ユニット1体〉\n"
    (made,) = _abilities("mc", head + "対象を「耐性:地震」にする。", "unit")
    (granted,) = _abilities("mc", head + "対象に「耐性:地震」を付与する。", "unit")
    assert made.supported and made.program.steps == granted.program.steps  # type: ignore[attr-defined]


@pytest.mark.parametrize(("further", "zone"), [(True, "A.field.c2"), (False, "A.discard")])
def test_a_further_step_keeps_its_own_complement(further: bool, zone: str) -> None:
    """「対象を「耐性:地震」にする。さらに対象を「防御力:+2」する。」: the second step is +2 defence
    (4.6.2) — 戦士 (defence 1 + 2) survives 【火炎:2】; without it, it dies."""
    text = "◎[メイン]守り\\n〈対象:自軍ユニット1体〉\\n対象を「耐性:地震」にする。"
    if further:
        text += "さらに対象を「防御力:+2」する。"
    assert _run(text, "火炎", 2)["zone"] == zone


def test_a_characteristic_made_stays_refused() -> None:
    """「対象を「属性:闇」にする」: whether the card gains it (10.14.2) or becomes it (10.16) is not
    said — not read."""
    (ab,) = _abilities(
        "mc", "◎[メイン]x\n〈対象:自軍ユニット1体〉\n対象を「属性:闇」にする。", "unit"
    )
    assert not ab.supported  # type: ignore[attr-defined]
