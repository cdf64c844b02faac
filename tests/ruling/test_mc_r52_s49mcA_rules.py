"""mc round 52 (s49mcA): the rules the r52 development files lacked, each on a minimal board —
8.2.6 (a battle's timings with one side gone), 14.5.4.2 (the ○ effects lost were in force while
their unit was on the battlefield), 10.8.3 (「耐性」: no death for a replacement to replace),
13.1.1.1.2 (several 「イニシアチブ:x」 summed into one), a ○ ability's 「チャージ:x」 grant and its
loss (13.1.5.3, 13.1.5.4), 15.4.3.3 (an 【専用】 item kept when a race is granted)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario, problems

_STONE = "    deck: 20\n    hand: [{name: 石, type: terrain}]\n"


def _decided(text: str) -> list[str]:
    assert problems(text) == []
    return list(resolve(loads(text)).decided_by)


# -- 8.2.6: B's only unit dies at the battle's start; B still summons in the instant timing

_CURSE = (
    '{name: 呪術師, type: unit, level: 2, attack: 0, defense: 3, text: "●[戦闘]呪いの霧\\n'
    '〈発揮:戦闘開始時/対象:敵軍パーティ〉\\n対象に【%d】ダメージを与える。"}'
)
_GONE = mc_scenario(
    a=mc_area("c2", "平原", 8, _CURSE),
    b=mc_area("c3", "森", 6, "{name: 小鬼, type: unit, level: 1, attack: 0, defense: 1}"),
    b_top="    deck: 20\n    hand: [{name: 番犬, type: unit, level: 2, attack: 0, defense: 4, "
    "instant: true}]\n",
    rest="""\
actions:
  - {do: advance, units: [呪術師], to: c3, instant: {B: [番犬]}, dice: {A: 6, B: 1}}
expect:
  state: {小鬼.zone: %s, 番犬.zone: B.c3}
""",
)


def test_instant_summon_after_a_side_is_gone_cites_8_2_6() -> None:
    assert "8.2.6" in _decided(_GONE % (1, "B.discard"))


def test_instant_summon_with_both_sides_there_does_not_cite_8_2_6() -> None:
    assert "8.2.6" not in _decided(_GONE % (0, "B.c3"))


# -- 14.5.4.2 / 14.5.4.4: a ○ aura without a timing lost with its unit's abilities

_SEAL = mc_scenario(
    a=mc_area(
        "c2",
        "平原",
        8,
        '{name: 呪術師, type: unit, level: 2, attack: 1, defense: 2, text: "◎[メイン]封印\\n'
        '〈コスト:手札1枚破棄/対象:ユニット1体〉\\n対象はすべての特殊能力を失う。"}',
    ),
    b=mc_area(
        "c3",
        "森",
        8,
        "{name: 兵士, type: unit, level: 2, attack: 0, defense: 2}",
        '{name: 司祭, type: unit, level: 2, attack: 0, defense: 2, text: "○聖域\\n'
        '〈対象:自軍パーティ〉\\n対象を「防御力:+2」する。"}',
    ),
    a_top=_STONE,
    rest="""\
actions:
  - {do: use, card: 呪術師, target: 司祭, cost_cards: [石]}
expect:
  state: {兵士.defense: 2}
""",
)


def test_aura_lost_cites_the_clause_that_had_it_in_force() -> None:
    got = _decided(_SEAL)
    assert "14.5.4.4" in got and "14.5.4.2" in got


# -- 10.8.3: 「耐性」 keeps the death from arising: a death replacement has nothing to replace

_FIRE = mc_scenario(
    a=mc_area(
        "c2",
        "平原",
        8,
        '{name: 炎術師, type: unit, level: 2, attack: 1, defense: 3, text: "◎[メイン]火球\\n'
        '〈コスト:手札1枚破棄/対象:ユニット1体〉\\n対象に【火炎】【5】ダメージを与える。"}',
    ),
    b=mc_area(
        "c3",
        "森",
        6,
        '{name: 火蜥蜴, type: unit, level: 2, attack: 1, defense: 3, text: "「耐性:火炎」%s"}',
    ),
    a_top=_STONE,
    b_top="    deck: 20\n    hand: 0\n",
    rest="""\
actions:
  - {do: use, card: 炎術師, target: 火蜥蜴, cost_cards: [石]}
expect:
  state: {火蜥蜴.zone: B.c3, B.hand: 0}
""",
)
_HOME = "\\n○帰巣\\nこのユニットが死亡する場合、代わりに持ち主の手札に戻す。"


def test_resisted_death_leaves_the_death_replacement_unapplied() -> None:
    assert "10.8.3" in _decided(_FIRE % _HOME)


def test_resisted_death_without_a_replacement_does_not_cite_10_8_3() -> None:
    assert "10.8.3" not in _decided(_FIRE % "")


# -- 13.1.1.1.2 / a ○ 「チャージ:x」 grant: battles of A's 騎兵 against B's 番兵 (defence 6)

_CHARGE = (
    '{name: 旗手, type: unit, level: 1, attack: 0, defense: 1, text: "○[戦闘]突撃の号令\\n'
    '〈対象:自軍パーティ〉\\n対象に「チャージ:+2」を付与する。"}'
)


def _battle(a_units: list[str], dice: str, dead: str, kept: str) -> str:
    return mc_scenario(
        a=mc_area("c2", "平原", 8, *a_units),
        b=mc_area("c3", "森", 8, "{name: 番兵, type: unit, level: 3, attack: 0, defense: 6}"),
        rest=f"""\
actions:
  - do: advance
    units: [{", ".join(u.split(",")[0].removeprefix("{name: ") for u in a_units)}]
    to: c3
    dice: {dice}
expect:
  state: {{番兵.zone: {dead}, 騎兵.zone: {kept}}}
""",
    )


_KNIGHT = "{name: 騎兵, type: unit, level: 3, attack: 5, defense: 4%s}"


def test_charge_granted_by_a_combat_aura_counts_on_the_first_side() -> None:
    # A first: 騎兵 5+2 and 旗手 0+2 deal 9 ≥ 6
    got = _decided(_battle([_KNIGHT % "", _CHARGE], "{A: 6, B: 1}", "B.discard", "A.c3"))
    assert "13.1.5.3" in got and "14.5.4.1" in got


def test_charge_granted_by_a_combat_aura_is_not_counted_on_the_second_side() -> None:
    # B first (its attack 0); A second: 5 < 6, no charge
    _decided(_battle([_KNIGHT % "", _CHARGE], "{A: 1, B: 6}", "B.c3", "A.c2"))


def test_initiative_summed_to_zero_cites_13_1_1_1_2() -> None:
    # 「イニシアチブ:+2」 and 「イニシアチブ:-2」 on 騎兵: x 0, dice 3 / 4 → B first
    two = ', text: "「イニシアチブ:+2」\\n「イニシアチブ:-2」"'
    assert "13.1.1.1.2" in _decided(_battle([_KNIGHT % two], "{A: 3, B: 4}", "B.c3", "A.c2"))


def test_one_initiative_does_not_cite_13_1_1_1_2() -> None:
    # x +2: A 5 > B 4, A first; 騎兵's 5 < 6
    one = ', text: "「イニシアチブ:+2」"'
    got = _decided(_battle([_KNIGHT % one], "{A: 3, B: 4}", "B.c3", "A.c2"))
    assert "13.1.1.1.2" not in got


# -- 15.4.3.3: a race granted keeps the old one; a change of race discards the 【専用】 item

_HOLY = mc_scenario(
    a=mc_area(
        "c2",
        "平原",
        8,
        "{name: 聖騎士, type: unit, level: 3, attack: 2, defense: 4, race: [ナイト], item_slots: 1}",
        "{name: 聖剣, type: item, equip_cost: 1, attack_bonus: 2, equipped_to: 聖騎士, "
        'text: "【専用】「種族:ナイト」"}',
        '{name: 呪術師, type: unit, level: 2, attack: 0, defense: 2, text: "◎[メイン]呪縛\\n'
        '〈コスト:手札1枚破棄/対象:ユニット1体〉\\n対象%s。"}',
    ),
    a_top=_STONE,
    rest="""\
actions:
  - {do: use, card: 呪術師, target: 聖騎士, cost_cards: [石]}
expect:
  state: {聖剣.zone: %s}
""",
)


def test_race_granted_keeps_the_exclusive_item() -> None:
    got = _decided(_HOLY % ("に「種族:アンデッド」を付与する", "A.c2"))
    assert "15.4.3.3" in got and "10.14.2" in got


def test_race_changed_discards_the_exclusive_item() -> None:
    assert "15.4.3.3" in _decided(_HOLY % ("を「種族:アンデッド」に変更する", "A.discard"))


# -- 8.1.2: a defender made acted before the battle and unacted at its start (the engine's
# reading) attacks because of that step

_BIND = mc_scenario(
    a=mc_area(
        "c2",
        "平原",
        8,
        "{name: 戦士, type: unit, level: 2, attack: 1, defense: 2}",
        '{name: 魔導士, type: unit, level: 2, attack: 0, defense: 2, text: "◎[メイン]金縛り\\n'
        '〈コスト:手札1枚破棄/対象:ユニット1体〉\\n対象を行動完了にする。"}',
    ),
    b=mc_area("c3", "森", 6, "{name: 番兵, type: unit, level: 3, attack: 3, defense: 5}"),
    a_top=_STONE,
    rest="""\
actions:
  - {do: use, card: 魔導士, target: 番兵, cost_cards: [石]}
  - {do: advance, units: [戦士], to: c3, dice: {A: 6, B: 1}}
expect:
  state: {戦士.zone: A.discard}
""",
)


def test_defender_unacted_at_the_battle_start_attacks_because_of_8_1_2() -> None:
    assert "8.1.2" in _decided(_BIND)
