"""vg round 45: a description's notation carries its own clause, wherever the description is read
(every card described 「…すべて」, a choice, a condition): a part of a name in 「」 (2.1.1.2), a clan
in 《》 (2.2.3; a clan an effect added, 2.2.3.1), a race in 〈〉 (2.3.3; a card of several races
counts by any of them, 2.3.4), ‘ユニット’ with no zone (the field, 2.9.3.1.1; the soul is not the
field, 4.10.1)."""

from __future__ import annotations

from tests.ruling.boards import vg_run

BASE = """players:
  A:
    vanguard: {name: 蒼竜, grade: 3, power: 13000, clan: かげろう}
    left_front: LEFT
    right_front: {name: 剣兵, grade: 1, power: 8000, race: ヒューマン, clan: ロイヤルパラディン}
    soul: SOUL
    deck: 10
  B:
    vanguard: {name: 黒竜, grade: 3, power: 13000}
    deck: 20
actions:
  - {do: resolve_text, player: A, text: "TEXT"}
"""


def _run(left: str, text: str, soul: str = "0") -> object:
    return vg_run(BASE.replace("LEFT", left).replace("TEXT", text).replace("SOUL", soul))


def test_a_race_of_several_counts_by_any() -> None:
    r = _run(
        "{name: 亡霊騎士, grade: 2, power: 8000, race: ヒューマン/ゴースト}",
        "そのターン中、あなたの〈ゴースト〉のリアガードすべてのパワー＋5000。",
    )
    assert {"2.3.3", "2.3.4"} <= set(r.decided_by)


def test_a_single_race_cites_the_notation_only() -> None:
    r = _run(
        "{name: 亡霊騎士, grade: 2, power: 8000, race: ゴースト}",
        "そのターン中、あなたの〈ゴースト〉のリアガードすべてのパワー＋5000。",
    )
    assert "2.3.3" in r.decided_by and "2.3.4" not in r.decided_by


def test_a_clan_added_by_a_continuous_ability() -> None:
    r = _run(
        "{name: 流れの剣士, grade: 2, power: 8000, clan: ロイヤルパラディン, "
        "text: '【永】：このカードは《かげろう》にも属する。'}",
        "そのターン中、あなたの《かげろう》のリアガードすべてのパワー＋5000。",
    )
    assert {"2.2.3", "2.2.3.1"} <= set(r.decided_by)


def test_a_part_of_a_name() -> None:
    r = _run(
        "{name: 見習い騎士, grade: 2, power: 8000}",
        "そのターン中、あなたの「騎士」を含むリアガードすべてのパワー＋5000。",
    )
    assert "2.1.1.2" in r.decided_by


def test_no_notation_no_definition_cited() -> None:
    r = _run(
        "{name: 見習い騎士, grade: 2, power: 8000}",
        "そのターン中、あなたのリアガードすべてのパワー＋5000。",
    )
    assert not {"2.1.1.2", "2.2.3", "2.3.3"} & set(r.decided_by)


def test_units_with_no_zone_are_on_the_field_not_the_soul() -> None:
    text = "あなたのユニットが４体以上なら、１枚引く。"
    left = "{name: 見習い騎士, grade: 2, power: 8000}"
    r = _run(left, text, soul="[魂1, 魂2]")
    assert {"2.9.3.1.1", "4.10.1"} <= set(r.decided_by)
    assert "4.10.1" not in _run(left, text).decided_by


GUARD = """players:
  A:
    vanguard: {name: 攻めの竜, grade: 3, power: 13000, critical: 1}
    deck: 10
  B:
    vanguard: {name: 守りの騎士, grade: 3, power: 13000}
    hand: [{name: 盾, grade: 3, power: 13000, shield: SHIELD}]
    damage: 0
    deck: 10
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard, guard: [盾]}
"""


def test_a_guardian_with_no_shield_cites_2_6_3() -> None:
    from tests.ruling.boards import cited

    r = vg_run(GUARD.replace("SHIELD", "0"), phase="battle")
    assert "2.6.3" in cited(r)
    r = vg_run(GUARD.replace("SHIELD", "10000"), phase="battle")
    assert "2.6.3" not in cited(r)


def test_a_continuous_ability_with_no_zone_cites_its_notation() -> None:
    """「【永】：(効果)」 with no 【(領域)】 works in every zone (11.4.4.1), the notation 11.1.1.3.1."""
    base = "{name: 盾兵, grade: 1, power: 8000, text: 'TEXT'}"
    text = "このユニットのパワー＋5000。"
    ask = "ask: [盾兵.power]\n"
    r = vg_run(
        BASE.replace("LEFT", base.replace("TEXT", "【永】：" + text))
        .replace("SOUL", "0")
        .replace('"TEXT"', '"あなたは１枚引く。"')
        + ask
    )
    assert {"11.4.4.1", "11.1.1.3.1"} <= set(r.decided_by)
    r = vg_run(
        BASE.replace("LEFT", base.replace("TEXT", "【永】【(R)】：" + text))
        .replace("SOUL", "0")
        .replace('"TEXT"', '"あなたは１枚引く。"')
        + ask
    )
    assert "11.1.1.3.1" not in r.decided_by
