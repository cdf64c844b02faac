"""mc standing abilities cite what decides them either way (``_mc/keywords.py``): the clauses
that make one work, and, when its condition does not hold, the clauses read to conclude it does
nothing; a unit dealt damage that lives cites the rule process that found nothing (11.3.1.2.1)
and what its defence is made of."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

HEAD = """
game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
%s
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
      c3:
        - {name: 森, type: terrain, limit: 6}
%s
"""


def _rule(a: str, b: str, rest: str):
    return resolve(loads(HEAD % (a, b) + rest))


def _unit(name: str, attack: int, defense: int, text: str = "") -> str:
    t = f', text: "{text}"' if text else ""
    return (
        f"        - {{name: {name}, type: unit, level: 1, attack: {attack}, defense: {defense}{t}}}"
    )


def test_weakness_against_zero_damage_and_another_attribute_does_nothing_and_says_why() -> None:
    w = _unit("雪女", 1, 3, "「弱点:火炎(+2ダメージ)」")
    for amount, attr, hp in ((0, "火炎", 0), (2, "電撃", 2)):
        r = _rule(
            "",
            w,
            f"actions:\n  - {{do: damage, to: 雪女, amount: {amount}, attribute: {attr}}}\n"
            "ask: [雪女.zone, 雪女.damage]\n",
        )
        assert r.outcome["state"] == {"雪女.zone": "B.field.c3", "雪女.damage": hp}
        assert {"13.1.8.1", "13.1.8.3", "11.3.1.2.1"} <= set(r.decided_by)
    # of its attribute and 1 point or more, it applies (and the "does nothing" step is absent)
    r = _rule(
        "",
        w,
        "actions:\n  - {do: damage, to: 雪女, amount: 1, attribute: 火炎}\nask: [雪女.zone]\n",
    )
    assert r.outcome["state"] == {"雪女.zone": "B.discard"}
    assert not any("働かない" in s.ja for s in r.main.trace.steps)


def test_effect_damage_below_the_defence_cites_the_rule_process_and_the_item() -> None:
    b = (
        _unit("剣士", 1, 2)
        + "\n        - {name: 鎧, type: item, defense_bonus: 2, equipped_to: 剣士}"
    )
    r = _rule("", b, "actions:\n  - {do: damage, to: 剣士, amount: 3}\nask: [B.c3]\n")
    assert r.outcome["state"] == {"B.c3": ["森", "剣士", "鎧"]}
    assert {"11.3.1.2.1", "2.1.18.2"} <= set(r.decided_by)


def test_resistance_does_not_stop_a_discard_for_zero_defence() -> None:
    b = _unit("火蜥蜴", 1, 3, "「耐性:火炎」")
    r = _rule(
        "",
        b,
        "actions:\n  - {do: modify, card: 火蜥蜴, stat: defense, amount: -3}\nask: [火蜥蜴.zone]\n",
    )
    assert r.outcome["state"] == {"火蜥蜴.zone": "B.discard"}
    assert {"11.3.1.1.1", "13.1.7.1"} <= set(r.decided_by)


A_CAV = """      c2:
        - {name: 平原, type: terrain, limit: 6}
%s"""


def test_charge_off_the_first_side_adds_nothing_and_cites_its_condition() -> None:
    a = A_CAV % _unit("騎兵", 2, 3, "「チャージ:+2」")
    b = _unit("槍兵", 1, 4)
    for dice in ("{A: 2, B: 5}", "{A: 4, B: 4}"):  # second side; a tie (no first side)
        r = _rule(
            a,
            b,
            f"actions:\n  - {{do: advance, units: [騎兵], to: c3, dice: {dice}}}\n"
            "ask: [槍兵.zone]\n",
        )
        assert r.outcome["state"] == {"槍兵.zone": "B.field.c3"}  # 2 < 4: no +2
        assert "13.1.5.1" in r.decided_by
    r = _rule(
        a,
        b,
        "actions:\n  - {do: advance, units: [騎兵], to: c3, dice: {A: 5, B: 2}}\n"
        "ask: [槍兵.zone]\n",
    )
    assert r.outcome["state"] == {"槍兵.zone": "B.discard"}  # 2 + 2 >= 4


def test_an_initiative_bonus_cites_that_the_party_total_is_added() -> None:
    a = A_CAV % _unit("斥候", 2, 1, "「イニシアチブ:+6」")
    r = _rule(
        a,
        _unit("ゴブリン", 1, 1),
        "actions:\n  - {do: advance, units: [斥候], to: c3}\nask: [ゴブリン.zone]\n",
    )
    assert r.outcome["state"] == {"ゴブリン.zone": "B.discard"}
    assert {"13.1.1.1", "13.1.1.1.1", "8.3.4.7"} <= set(r.decided_by)


def test_procedure_clauses_checked_and_met_are_cited() -> None:
    """7.3.4: an advance after a battle of the main phase (the play step given again); 12.2.4.2:
    a battle advance after a failed one into another area (its ban does not reach it)."""
    a = (
        (A_CAV % _unit("戦士", 2, 9))
        + """
      r2:
        - {name: 草原, type: terrain, limit: 6}
"""
        + _unit("騎兵", 5, 3)
    )
    b = (
        _unit("大亀", 1, 9)
        + """
      r3:
        - {name: 林, type: terrain, limit: 6}
"""
        + _unit("コボルド", 1, 1)
    )
    r = _rule(
        a,
        b,
        "actions:\n  - {do: advance, units: [戦士], to: c3, dice: {A: 6, B: 1}}\n"
        "  - {do: advance, units: [騎兵], to: r3, dice: {A: 6, B: 1}}\nask: [騎兵.zone]\n",
    )
    assert r.outcome["state"] == {"騎兵.zone": "A.field.r3"}
    assert {"7.3.4", "12.2.4.2"} <= set(r.decided_by)


def test_a_battle_ability_for_all_own_units_works_in_its_battle_only() -> None:
    """A ○[戦闘] ability on 「自軍ユニットすべて」 adds to the own units in the battle when its unit
    takes part (14.5.4.1); held by a unit on another terrain it does nothing, said (8.2.3)."""
    cap = '        - {name: 隊長, type: unit, level: 1, attack: 0, defense: 9, text: "○鼓舞[戦闘]\\n〈対象:自軍ユニットすべて〉\\n対象を「攻撃力:+2」する。"}'
    b = _unit("槍兵", 1, 4)
    for units, dead in (("[騎兵, 隊長]", True), ("[騎兵]", False)):
        a = (
            (A_CAV % (_unit("騎兵", 2, 3) + "\n" + cap))
            if dead
            else (A_CAV % _unit("騎兵", 2, 3)).replace(
                "      c2:",
                "      l1:\n        - {name: 丘, type: terrain, limit: 6}\n" + cap + "\n      c2:",
            )
        )
        r = _rule(
            a,
            b,
            f"actions:\n  - {{do: advance, units: {units}, to: c3, dice: {{A: 6, B: 1}}}}\n"
            "ask: [槍兵.zone]\n",
        )
        assert r.outcome["state"] == {"槍兵.zone": "B.discard" if dead else "B.field.c3"}
        # round 26: 8.2.3 decides which abilities are in effect in a battle (the battle terrain's
        # and its units') — read when the ability applies as when it does not
        assert ("14.5.4.1" in r.decided_by) and ("8.2.3" in r.decided_by)


def test_resisted_damage_then_other_damage_reaching_the_defence_is_a_reading() -> None:
    """Damage of x a 「耐性:x」 kept from killing the unit, then damage of another kind: whether
    the total kills it is not settled (13.1.7.1 against 11.3.1.2.1) — both readings, the
    engine's (not counted: it lives) first; the other kind alone is not a reading."""
    b = _unit("火蜥蜴", 1, 3, "「耐性:火炎」")
    fire = "  - {do: damage, to: 火蜥蜴, amount: 3, attribute: 火炎}\n"
    r = _rule(
        "", b, "actions:\n" + fire + "  - {do: damage, to: 火蜥蜴, amount: 1}\nask: [火蜥蜴.zone]\n"
    )
    assert r.outcome["state"] == {"火蜥蜴.zone": "B.field.c3"}
    assert r.outcome["depends_on_reading"] == ["13.1.7.1", "11.3.1.2.1"]
    r = _rule("", b, "actions:\n" + fire + "ask: [火蜥蜴.zone]\n")
    assert r.outcome["state"] == {"火蜥蜴.zone": "B.field.c3"}
    assert "depends_on_reading" not in r.outcome
