"""Monster Collection (mc), round 21 (s17mc): the r21 development files the engine did not agree
with, each fixed in general form and tested here on a minimal case of its own
(docs/cardtext.md "MC round 21 (s17mc)")."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario

# --- a ● ability's 「対象に「攻撃力:±n」を付与する」 lasts to the battle's end (10.14.6; r21_015) ----

_FOG = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 槍兵, type: unit, level: 2, attack: 3, defense: 4}
""",
    b="""\
      c3:
        - {name: 湖, type: terrain, limit: 6}
        - {name: 魔女, type: unit, level: 2, attack: 1, defense: 3, text: "%s"}
""",
    rest="""\
actions:
  - {do: advance, units: [槍兵], to: c3, dice: {A: 6, B: 1}}
ask: [魔女.zone]
""",
)


@pytest.mark.parametrize(
    ("step", "grant"),
    [("対象に「攻撃力:-1」を付与する。", True), ("対象を「攻撃力:-1」する。", False)],
)
def test_an_auto_ability_granting_a_value_change(step: str, grant: bool) -> None:
    """10.14.1 / 10.14.5 / 10.14.6: a value change given (付与) in a battle lasts to its end, so
    the attack after it deals 2 (< 3); written 「…する」 it is a plain change (4.6.4, 4.6.9)."""
    text = f"●[戦闘]霧隠れ\\n〈発揮:イニシアチブ決定タイミング開始時/対象:敵軍パーティ〉\\n{step}"
    r = resolve(loads(_FOG % text))
    assert r.outcome["state"] == {"魔女.zone": "B.field.c3"}
    assert ("10.14.6" in r.decided_by) == grant
    assert "4.6.4" in r.decided_by


# --- a resistance against attack damage: it has no damage attribute (4.5.4; r21_022) ----------

_HIT = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 戦士, type: unit, level: 3, attack: 4, defense: 4}
""",
    b="""\
      c3:
        - {name: 火山, type: terrain, limit: 6}
        - {name: 精霊, type: unit, level: 2, attack: 2, defense: 3, text: "%s"}
""",
    rest="""\
actions:
  - {do: advance, units: [戦士], to: c3, dice: {A: 6, B: 1}}
ask: [精霊.zone]
""",
)


@pytest.mark.parametrize(
    "text", ["「耐性:火炎」", "「耐性:吹雪、電撃」", "「弱点:火炎(+2ダメージ)」"]
)
def test_a_keyword_of_damage_attributes_does_nothing_against_attack_damage(text: str) -> None:
    """4.5.4: 「「攻撃ダメージ」…はダメージ属性としては扱いません」 — a 「耐性:x」 (13.1.7.1) or a
    「弱点:y」 (13.1.8.1) of an attribute does not meet it: the unit dies of its 4 damage."""
    r = resolve(loads(_HIT % text))
    assert r.outcome["state"] == {"精霊.zone": "B.discard"}
    assert {"4.5.4", "11.3.1.2.1"} <= set(r.decided_by)


def test_no_keyword_no_attribute_clause() -> None:
    r = resolve(loads(_HIT % ""))
    assert r.outcome["state"] == {"精霊.zone": "B.discard"}
    assert "4.5.4" not in r.decided_by
