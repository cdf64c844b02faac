"""mc card text, round 17 (issue 12, s13mccards): constructions found refused across the
composed card sets tests/blind/cards_r14, cards_r15, cards_r16 (development material) and the
rules document's own example texts, taken by how many abilities they cover across the sets,
each with a minimal ability text and what it does on a board."""

from __future__ import annotations

import pytest

from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import (
    MC_CASTER,
    MC_PARTIES,
    MC_SIDE,
    mc_answered_attack,
    mc_area,
    mc_read,
    mc_scenario,
)
from tests.ruling.boards import mc_compile as _ability

# --- 「(対象 / このユニット)が先攻側 / 後攻側 / 守備側 / 進軍側パーティに属している場合」 ---------------
# (8.3.4.8: the party of the side attacking first / second is that side's; 1.3.7, 4.4.1)

_SIDES = [
    ("先攻側", (6, 1), "B.discard"),
    ("先攻側", (1, 6), "B.field.c3"),
    ("後攻側", (1, 6), "B.discard"),
    ("後攻側", (6, 1), "B.field.c3"),
]


@pytest.mark.parametrize("subject", ["対象", "このユニット"])
@pytest.mark.parametrize(("side", "dice", "zone"), _SIDES)
def test_belonging_to_the_first_or_second_sides_party(
    subject: str, side: str, dice: tuple[int, int], zone: str
) -> None:
    """「○[戦闘]双頭の攻撃 〈対象:このユニット〉 (対象 / このユニット)が先攻側パーティに属している
    場合、対象は「攻撃力:+2」する」 (cards_r16 MC-Z-024's wording; the same as 「…が先攻側の場合」):
    狩人 attacks with 4 and the goblin (defence 4) falls only when the initiative result makes A
    that side (8.3.4.8)."""
    text = (
        f"○[戦闘]双頭の攻撃\\n〈対象:このユニット〉\\n"
        f"{subject}が{side}パーティに属している場合、対象は「攻撃力:+2」する。"
    )
    r = mc_read(loads(MC_SIDE % (text, *dice)))
    assert r.outcome["state"] == {"ゴブリン.zone": zone}
    assert "8.3.4.8" in r.decided_by


@pytest.mark.parametrize(("side", "dice", "zone"), _SIDES)
def test_this_unit_belonging_to_a_sides_party_with_an_enemy_target(
    side: str, dice: tuple[int, int], zone: str
) -> None:
    """「●[戦闘]不意打ち 〈発揮:先攻普通タイミング開始時/対象:敵軍ユニット1体〉 このユニットが先攻側
    パーティに属している場合、対象に【4】ダメージを与える」: read on 狩人 (4.7.2), not the target."""
    text = (
        "●[戦闘]不意打ち\\n〈発揮:先攻普通タイミング開始時/対象:敵軍ユニット1体〉\\n"
        f"このユニットが{side}パーティに属している場合、対象に【4】ダメージを与える。"
    )
    r = mc_read(loads(MC_SIDE % (text, *dice)))
    assert r.outcome["state"] == {"ゴブリン.zone": zone}


_PARTY = mc_scenario(
    a=mc_area(
        "c2",
        "平原",
        6,
        '{name: 盾兵, type: unit, level: 1, attack: 0, defense: 9, text: "%s"}',
        "{name: 狩人, type: unit, level: 2, attack: 3, defense: 4}",
    ),
    b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
    rest="""\
actions:
  - {do: advance, units: [盾兵, 狩人], to: c3, dice: {A: %d, B: %d}}
ask: [ゴブリン.zone]
""",
)


@pytest.mark.parametrize(
    ("which", "dice", "zone"),
    [
        ("後攻側", (1, 6), "B.discard"),
        ("後攻側", (6, 1), "B.field.c3"),
        ("進軍側", (6, 1), "B.discard"),
        ("守備側", (6, 1), "B.field.c3"),
    ],
)
def test_this_units_party_read_for_a_party_target(
    which: str, dice: tuple[int, int], zone: str
) -> None:
    """「○[戦闘]盾の壁 〈対象:自軍パーティ〉 このユニットが後攻側パーティに属している場合、対象は
    「攻撃力:+1」する」 (MC-Z-003's construction): 盾兵 (attack 0) and 狩人 (3) fail against the
    goblin's defence 4 without it; the party's units gain +1 each only while 盾兵 is that side
    (8.3.4.8) or, for 進軍側 / 守備側, of the player taking / not taking the turn (1.3.7)."""
    text = (
        f"○[戦闘]盾の壁\\n〈対象:自軍パーティ〉\\n"
        f"このユニットが{which}パーティに属している場合、対象は「攻撃力:+1」する。"
    )
    r = mc_read(loads(_PARTY % (text, *dice)))
    assert r.outcome["state"] == {"ゴブリン.zone": zone}


def test_this_units_party_in_a_diamond_ability_is_refused() -> None:
    """A card used from the hand (◇) has no 「このユニット」 of its own to read it on."""
    with pytest.raises(Unsupported, match="this unit"):
        _ability(
            "◇[普通]急降下\n〈対象:敵軍ユニット1体〉\n"
            "このユニットが先攻側パーティに属している場合、対象に【竜巻:1】ダメージを与える。"
        )


# --- 「分類:装備品 / 消耗品」 printed as a line: card information (2.1.24), read by equip and use ---

_POTION = mc_scenario(
    title="an item card's classification",
    turn="{player: A, number: 7, phase: main}",
    a_top='    deck: 20\n    hand: [{name: 霊薬, type: item, text: "%s"}]\n',
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 2, item_slots: 1}
""",
    rest="""\
actions:
  - do: main_phase
    actions:
      - {do: use, card: 霊薬, unit: 戦士, allowed: %s}
ask: [霊薬.zone]
expect:
  state: {霊薬.zone: %s}
""",
)
_ELIXIR = "◇[メイン]霊薬\\n〈対象:このユニット〉\\n対象に「防御力:+2」を付与する。"


@pytest.mark.parametrize(
    ("printed", "allowed", "zone"),
    [("分類:消耗品", "true", "A.discard"), ("分類:装備品", "false", "A.hand")],
)
def test_an_items_classification_decides_whether_it_is_used_from_the_hand(
    printed: str, allowed: str, zone: str
) -> None:
    """A consumable's ◇ is used from the hand (2.1.2.1.1, 14.6.3.1) and goes to the discard
    pile; an item card 「分類:装備品」 is no card a ◇ is used from the hand of (14.6.1: unit,
    terrain, battle spell and consumable cards) — it is equipped by a summon (12.2.7.1)."""
    from tests.ruling.boards import problems

    assert problems(_POTION % (f"{printed}\\n{_ELIXIR}", allowed, zone)) == []


_EQUIP = mc_scenario(
    title="equipping an item card",
    turn="{player: A, number: 4, phase: summon}",
    a_top='    deck: 20\n    hand: [{name: 鉄の盾, type: item, equip_cost: 1, text: "%s"}]\n',
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 騎士, type: unit, level: 2, attack: 2, defense: 3, item_slots: 2}
""",
    rest="""\
actions:
  - {do: equip, card: 鉄の盾, unit: 騎士}
ask: [鉄の盾.zone]
""",
)


@pytest.mark.parametrize(
    ("printed", "zone"),
    [
        ("分類:装備品", "A.field.c2"),
        ("分類:消耗品", "A.hand"),
        ("分類:装備品\\n「ディフェンダー:+1」", "A.field.c2"),
    ],
)
def test_an_items_classification_decides_whether_it_is_equipped(printed: str, zone: str) -> None:
    """What a summon equips is 「分類が装備品であるアイテムカード」 (12.2.7.1, 12.2.8.3): a card
    「分類:消耗品」 stays in the hand, refused with 2.1.24.2; 「分類:装備品」 is equipped."""
    r = mc_read(loads(_EQUIP % printed))
    assert r.outcome["state"] == {"鉄の盾.zone": zone}
    if zone == "A.hand":
        assert "2.1.24.2" in r.decided_by


@pytest.mark.parametrize("printed", ["分類:儀式", "分類:武器"])
def test_a_classification_other_than_an_items_is_refused(printed: str) -> None:
    """2.1.24.3's 儀式 (a ritual terrain) is not read; an unknown word is no classification."""
    with pytest.raises(Unsupported, match="分類"):
        _ability(printed)


# --- 〈対象:このユニットと戦闘した / 戦闘している敵軍ユニット(すべて / 1体)〉 (8.1.2, 8.2.3, 14.7.3.1) ---

_FOUGHT = mc_scenario(
    a=mc_area(
        "c2", "平原", 6, '{name: 狩人, type: unit, level: 2, attack: 2, defense: 4, text: "%s"}'
    ),
    b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}")
    + mc_area("r3", "丘", 6, "{name: 見張り, type: unit, level: 1, attack: 0, defense: 1}"),
    rest="""\
actions:
  - {do: advance, units: [狩人], to: c3, dice: {A: 6, B: 1}}
ask: [ゴブリン.zone, 見張り.zone]
""",
)


def _on_the_lake(text: str, attack: int, ask: str) -> str:
    """A's 狩人 (attack ``attack``, defence 4) advances into B's c3, the terrain 湖 with the text
    ``text``, held by the goblin (attack 1, defence 4); A goes first; asks ``ask``."""
    return mc_scenario(
        a=mc_area(
            "c2", "平原", 6, f"{{name: 狩人, type: unit, level: 2, attack: {attack}, defense: 4}}"
        ),
        b=(
            "      c3:\n"
            f'        - {{name: 湖, type: terrain, limit: 6, text: "{text}"}}\n'
            "        - {name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}\n"
        ),
        rest=f"actions:\n  - {{do: advance, units: [狩人], to: c3, dice: {{A: 6, B: 1}}}}\nask: [{ask}]\n",
    )


@pytest.mark.parametrize("verb", ["戦闘した", "戦闘している"])
@pytest.mark.parametrize("count", ["すべて", "1体"])
def test_the_enemy_units_this_unit_fought(verb: str, count: str) -> None:
    """「●[戦闘]毒牙 〈発揮:戦闘終了タイミング開始時/対象:このユニットと戦闘した敵軍ユニットすべて〉
    対象に【2】ダメージを与える」 on 狩人: the goblin it fought (2 damage from the attack, defence
    4) takes 2 more at the battle's end timing and dies; 見張り, an enemy unit on another terrain
    (defence 1), is no unit of the battle (8.2.3, 8.2.4) and is not touched."""
    text = (
        "●[戦闘]毒牙\\n〈発揮:戦闘終了タイミング開始時/"
        f"対象:このユニットと{verb}敵軍ユニット{count}〉\\n対象に【2】ダメージを与える。"
    )
    r = mc_read(loads(_FOUGHT % text))
    assert r.outcome["state"] == {"ゴブリン.zone": "B.discard", "見張り.zone": "B.field.r3"}


def test_the_units_this_unit_fought_on_a_terrains_ability_are_none() -> None:
    """The same ● on B's terrain 湖 (the battle's): 「このユニット」 names no unit there (4.7.2), so
    no unit fought it — 狩人 (defence 4, 1 damage from the goblin) is not dealt 【3】 and goes
    back (the goblin is left)."""
    text = (
        "●[戦闘]毒沼\\n〈発揮:戦闘終了タイミング開始時/対象:このユニットと戦闘した敵軍ユニットすべて〉"
        "\\n対象に【3】ダメージを与える。"
    )
    r = mc_read(loads(_on_the_lake(text, 2, "狩人.zone")))
    assert r.outcome["state"] == {"狩人.zone": "A.field.c2"}


@pytest.mark.parametrize(
    "text",
    [
        # a use, not a ● [戦闘] ability: which battle is meant by 「戦闘した」 is not read (「戦闘
        # している」 in a use is, round 20: test_mc_cardtext_r20)
        "◎[普通]毒牙\n〈対象:このユニットと戦闘した敵軍ユニット1体〉\n対象に【2】ダメージを与える。",
        # own units: none fought this unit
        "●[戦闘]毒牙\n〈発揮:戦闘終了タイミング開始時/対象:このユニットと戦闘した自軍ユニットすべて〉\n"
        "対象に【2】ダメージを与える。",
    ],
)
def test_the_units_this_unit_fought_elsewhere_are_refused(text: str) -> None:
    with pytest.raises(Unsupported, match="戦闘した"):
        _ability(text)


# --- 「対象にn点のダメージを与える」 and its wordings: 【n】ダメージ with no attribute (4.5.1, 4.5.4) ----

_SHOT = mc_scenario(
    a=mc_area(
        "c2",
        "平原",
        6,
        MC_CASTER,
        '{name: 戦士, type: unit, level: 1, attack: 1, defense: 3, text: "「弱点:火炎(+2ダメージ)」"}',
    ),
    rest="""\
actions:
  - {do: use, card: 術士, target: 戦士}
ask: [戦士.zone, 戦士.damage]
""",
)


@pytest.mark.parametrize(
    "damage",
    [
        "%d点のダメージを与える",
        "%d点ダメージを与える",
        "%dダメージを与える",
        "ダメージを%d点与える",
    ],
)
@pytest.mark.parametrize(("n", "zone", "taken"), [(2, "A.field.c2", 2), (3, "A.discard", 3)])
def test_damage_of_n_points(damage: str, n: int, zone: str, taken: int) -> None:
    """「◎[メイン]見張りの矢 〈対象:ユニット1体〉 対象にn点のダメージを与える」 (MC-Z-020's wording):
    n points, as 【n】ダメージ (4.5.1) — 戦士 (defence 3) keeps 2 and dies of 3 (4.5.2); the damage
    has no attribute (4.5.4), so its 「弱点:火炎(+2ダメージ)」 adds nothing (13.1.8.1)."""
    text = "◎[メイン]見張りの矢\\n〈対象:ユニット1体〉\\n対象に" + damage % n + "。"
    r = mc_read(loads(_SHOT % text))
    assert r.outcome["state"] == {"戦士.zone": zone, "戦士.damage": taken}


@pytest.mark.parametrize("damage", ["n点のダメージを与える", "2枚のダメージを与える"])
def test_damage_of_another_count_is_refused(damage: str) -> None:
    with pytest.raises(Unsupported):
        _ability(f"◎[メイン]矢\n〈対象:ユニット1体〉\n対象に{damage}。")


# --- 「敵軍パーティのユニットがn体以上」 (the count said by its 体, 4.4.1) and 「戦闘している敵軍パーティ
# に「種族:X」のユニットが存在する」 (the party of the battle going on, 8.2.3) -------------------------


@pytest.mark.parametrize(
    ("cond", "units", "zone"),
    [
        ("敵軍パーティのユニットが2体以上", "狩人, 従者", "B.field.c3"),
        ("敵軍パーティのユニットが2体以上", "狩人", "B.discard"),
        ("敵軍パーティのユニットが1体", "狩人", "B.field.c3"),
        ("敵軍パーティのユニットが1体以下", "狩人, 従者", "B.discard"),
        ("自軍パーティのユニットが敵軍パーティのユニットより少ない", "狩人, 従者", "B.field.c3"),
    ],
)
def test_a_partys_units_counted_by_their_number(cond: str, units: str, zone: str) -> None:
    """「○[戦闘]飛竜の鉤爪 〈対象:このユニット〉 敵軍パーティのユニットが2体以上の場合、対象は
    「防御力:+1」する」 (MC-Z-012's wording, 「ユニット数が」 without 数) on B's goblin (defence 4):
    its 「敵軍」 is A's party on its terrain (4.4.1); with the condition met it holds at 5
    against 狩人's 4, else it falls."""
    text = f"○[戦闘]鉤爪\\n〈対象:このユニット〉\\n{cond}の場合、対象は「防御力:+1」する。"
    r = mc_read(loads(MC_PARTIES % (text, units)))
    assert r.outcome["state"] == {"ゴブリン.zone": zone}


_SLAYER = mc_scenario(
    a=mc_area(
        "c2",
        "平原",
        6,
        "{name: 狩人, type: unit, level: 2, attack: 2, defense: 4, item_slots: 1}",
        '{name: 竜殺しの剣, type: item, equipped_to: 狩人, text: "%s"}',
    ),
    b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4%s}")
    + mc_area(
        "r3", "丘", 6, "{name: 飛竜, type: unit, level: 1, attack: 0, defense: 9, race: ドラゴン}"
    ),
    rest="""\
actions:
  - {do: advance, units: [狩人], to: c3, dice: {A: 6, B: 1}}
ask: [ゴブリン.zone]
""",
)


@pytest.mark.parametrize(
    ("race", "zone"), [(", race: ドラゴン", "B.discard"), (", race: ゴブリン", "B.field.c3")]
)
def test_a_race_in_the_enemy_party_of_the_battle(race: str, zone: str) -> None:
    """「○[戦闘]竜殺し 〈対象:装備ユニット〉 戦闘している敵軍パーティに「種族:ドラゴン」のユニットが
    存在する場合、対象は「攻撃力:+2」する」 (MC-Z-036) on an equipment worn by 狩人 (attack 2):
    against a dragon goblin (defence 4) it attacks with 4 and the goblin falls; against a goblin
    that is none, with 2 — B's dragon on another terrain is in no battle (8.2.3)."""
    text = (
        "○[戦闘]竜殺し\\n〈対象:装備ユニット〉\\n"
        "戦闘している敵軍パーティに「種族:ドラゴン」のユニットが存在する場合、対象は「攻撃力:+2」する。"
    )
    r = mc_read(loads(_SLAYER % (text, race)))
    assert r.outcome["state"] == {"ゴブリン.zone": zone}
    assert "8.2.3" in r.decided_by


# --- 「この効果に対して対抗連鎖は発生できない」 on a declared effect: as [普通|対抗不可] (15.3.1) -------


def _no_counter_board(text: str) -> str:
    from pathlib import Path

    path = (
        Path(__file__).parents[1] / "scenarios" / "mc" / "card_text_no_counter_refuses_answer.yaml"
    )
    scn = path.read_text(encoding="utf-8")
    old = 'text: "◎[普通|対抗不可]奇襲\\n〈対象:ユニット1体〉対象に「防御力:-1」を付与する。"'
    assert old in scn
    return scn.split("expect:")[0].replace(old, f'text: "{text}"')


@pytest.mark.parametrize(
    "sentence",
    ["この効果に対して対抗連鎖は発生できない。", "この効果に対して対抗連鎖は発生しない。"],
)
def test_no_counter_chain_against_this_effect(sentence: str) -> None:
    """「◎[普通]奇襲 〈対象:ユニット1体〉 対象に「防御力:-1」を付与する。この効果に対して対抗連鎖は
    発生できない。」 (MC-Z-035's sentence; the rules' own words for ○ and ● effects, 14.5.4.5,
    14.7.3.9): B's 竜鳴印 cannot answer it (15.3.1) — the knight at 3-1=2 dies to A's attack of
    3; without the sentence the answer is declared (3-1+2=4) and it lives."""
    text = "◎[普通]奇襲\\n〈対象:ユニット1体〉\\n対象に「防御力:-1」を付与する。"
    r = mc_read(loads(_no_counter_board(text + sentence)))
    assert r.outcome["state"]["B.c3"] == ["森"]
    assert "15.3.1" in r.decided_by
    r = mc_read(loads(_no_counter_board(text)))
    assert r.outcome["state"]["B.c3"] == ["森", "竜騎士(rest)"]


def test_no_counter_chain_on_an_auto_ability_is_refused() -> None:
    with pytest.raises(Unsupported, match="対抗連鎖"):
        _ability(
            "●[戦闘]x\n〈発揮:戦闘開始時/対象:敵軍パーティ〉\n"
            "対象を行動完了にする。この効果に対して対抗連鎖は発生できない。"
        )


# --- a value set to a number (4.6.4: counted as ±n) and 「対象が「弱点 / 耐性:X」を持つ場合」 --------

_SET = mc_scenario(
    a=mc_area(
        "c2",
        "平原",
        6,
        MC_CASTER,
        '{name: 戦士, type: unit, level: 1, attack: 3, defense: 3, text: "%s"}',
    ),
    rest="""\
actions:
  - {do: use, card: 術士, target: 戦士}
ask: [戦士.zone, 戦士.attack, 戦士.defense, 戦士.damage]
""",
)


@pytest.mark.parametrize(
    ("step", "attack", "defense"),
    [
        ("対象の「攻撃力」を0にする", 0, 3),
        ("対象の攻撃力を0にする", 0, 3),
        ("対象を「攻撃力:0」に変更する", 0, 3),
        ("対象の「防御力」を5にする", 3, 5),
        ("対象の「攻撃力」を3にする", 3, 3),
    ],
)
def test_a_value_set_to_a_number(step: str, attack: int, defense: int) -> None:
    """「◎[メイン]精神支配 〈対象:ユニット1体〉 対象の「攻撃力」を0にする」 (MC-Z-034's step): 戦士's
    attack 3 becomes 0 — a change counted as -3 (4.6.4); to the value it has, ±0, not applied
    (4.6.7)."""
    text = f"◎[メイン]精神支配\\n〈対象:ユニット1体〉\\n{step}。"
    r = mc_read(loads(_SET % (text, "")))
    st = r.outcome["state"]
    assert (st["戦士.attack"], st["戦士.defense"]) == (attack, defense)
    assert ("4.6.7" in r.decided_by) == (step.endswith("3にする"))


@pytest.mark.parametrize(
    ("printed", "zone", "damage"),
    [
        ("「弱点:精神(+2ダメージ)」", "A.discard", 3),
        ("「弱点:火炎(+2ダメージ)」", "A.field.c2", 0),
        ("", "A.field.c2", 0),
    ],
)
def test_a_step_under_the_condition_that_the_target_has_a_weakness(
    printed: str, zone: str, damage: int
) -> None:
    """「…対象の「攻撃力」を0にする。対象が「弱点:精神」を持つ場合、さらに対象に【精神:1】ダメージを
    与える。」 (MC-Z-034): 戦士 with 「弱点:精神(+2ダメージ)」 takes 1 + 2 = 3 and dies (defence 3,
    13.1.8.1); with a weakness of another attribute, or none, the second step is not done."""
    text = (
        "◎[メイン]精神支配\\n〈対象:ユニット1体〉\\n対象の「攻撃力」を0にする。"
        "対象が「弱点:精神」を持つ場合、さらに対象に【精神:1】ダメージを与える。"
    )
    r = mc_read(loads(_SET % (text, printed)))
    assert r.outcome["state"]["戦士.zone"] == zone
    assert (r.outcome["state"]["戦士.damage"] or 0) == damage


@pytest.mark.parametrize(("printed", "ok"), [("「耐性:火炎」", True), ("「耐性:猛毒」", False)])
def test_a_resistance_as_what_the_target_asks(printed: str, ok: bool) -> None:
    """〈対象:「耐性:火炎」を持つユニット1体〉: only a unit with that resistance is a proper target
    (10.10.2)."""
    text = "◎[メイン]鎮火\\n〈対象:「耐性:火炎」を持つユニット1体〉\\n対象を「防御力:+2」する。"
    r = resolve(loads(_SET % (text, printed)))
    assert (r.outcome["state"]["戦士.defense"] == 5) == ok


def test_a_weakness_condition_in_a_continuous_ability_is_refused() -> None:
    # round 49 (s46mcD): a ○ ability changing a value under it is read (10.7.2.3;
    # test_mc_r49_cardtext_hold_in_continuous.py); one giving a 「耐性 / 弱点」 under it is not
    with pytest.raises(Unsupported, match="○"):
        _ability(
            "○[戦闘]x\n〈対象:このユニット〉\n対象が「弱点:精神」を持つ場合、対象に「耐性:精神」を付与する。"
        )


# --- 「この戦闘で(「種族:X」の)自軍 / 敵軍ユニットが死亡した場合」 in a ● [戦闘] ability (12.6.1) ----


def _wrath(cond: str, race: str) -> str:
    text = (
        "●[戦闘]竜の怒り\\n〈発揮:戦闘終了タイミング開始時/対象:この地形に存在する敵軍ユニットすべて〉"
        f"\\n{cond}場合、対象に【2】ダメージを与える。"
    )
    return mc_scenario(
        a=mc_area("c2", "平原", 6, "{name: 狩人, type: unit, level: 2, attack: 4, defense: 2}"),
        b=(
            "      c3:\n"
            f'        - {{name: 竜の巣, type: terrain, limit: 6, text: "{text}"}}\n'
            f"        - {{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4{race}}}\n"
        ),
        rest="""\
actions:
  - {do: advance, units: [狩人], to: c3, dice: {A: 6, B: 1}}
ask: [狩人.zone, ゴブリン.zone]
""",
    )


@pytest.mark.parametrize(
    ("cond", "race", "zone"),
    [
        ("この戦闘で「種族:ドラゴン」の自軍ユニットが死亡した", ", race: ドラゴン", "A.discard"),
        ("この戦闘で「種族:ドラゴン」の自軍ユニットが死亡した", ", race: ゴブリン", "A.field.c3"),
        ("この戦闘で自軍ユニットが死亡した", "", "A.discard"),
        ("この戦闘で敵軍ユニットが死亡した", "", "A.field.c3"),
    ],
)
def test_a_unit_that_died_in_this_battle(cond: str, race: str, zone: str) -> None:
    """「●[戦闘]竜の怒り 〈発揮:戦闘終了タイミング開始時/対象:この地形に存在する敵軍ユニットすべて〉
    この戦闘で「種族:ドラゴン」の自軍ユニットが死亡した場合、対象に【2】ダメージを与える」 (MC-Z-028)
    on B's terrain: 狩人 (attack 4) kills the goblin first; at the battle's end timing 狩人
    (defence 2) takes 2 and dies when the goblin that died was B's and of the race named (its
    自軍 is the terrain's player); 「敵軍ユニットが死亡した」 (an A unit) did not happen."""
    r = mc_read(loads(_wrath(cond, race)))
    assert r.outcome["state"] == {"狩人.zone": zone, "ゴブリン.zone": "B.discard"}


@pytest.mark.parametrize(
    "text",
    [
        "◎[普通]x\n〈対象:ユニット1体〉\nこの戦闘で自軍ユニットが死亡した場合、対象に【2】ダメージを与える。",
        "○[戦闘]x\n〈対象:このユニット〉\nこの戦闘で自軍ユニットが死亡した場合、対象は「攻撃力:+1」する。",
    ],
)
def test_a_death_in_this_battle_outside_an_auto_combat_ability_is_refused(text: str) -> None:
    with pytest.raises(Unsupported, match="死亡した"):
        _ability(text)


# --- 「このユニットと同じ地形に存在する対象は…」 / 〈対象:このユニットと同じ地形に存在する…〉 (○) -----

_AWE = mc_scenario(
    a=mc_area(
        "c2", "平原", 6, '{name: 狩人, type: unit, level: 2, attack: 2, defense: 4, text: "%s"}'
    ),
    b=mc_area("c3", "湖", 6, "{name: オーガ, type: unit, level: 1, attack: 4, defense: 9}"),
    rest="""\
actions:
  - {do: advance, units: [狩人], to: c3, dice: {A: 1, B: 6}}
ask: [狩人.zone]
""",
)


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        (
            "○威圧\\n〈対象:敵軍ユニットすべて〉\\n"
            "このユニットと同じ地形に存在する対象は「攻撃力:-1」する。",
            "A.field.c2",
        ),
        (
            "○威圧\\n〈対象:このユニットと同じ地形に存在する敵軍ユニットすべて〉\\n"
            "対象は「攻撃力:-1」する。",
            "A.field.c2",
        ),
        ("", "A.discard"),
    ],
)
def test_the_units_on_this_units_terrain(text: str, zone: str) -> None:
    """「○威圧 〈対象:敵軍ユニットすべて〉 このユニットと同じ地形に存在する対象は「攻撃力:-1」する。」
    (MC-Z-016) on 狩人 (defence 4): in the battle on B's terrain the ogre, on 狩人's terrain, attacks
    first with 4 - 1 = 3 and 狩人 lives (14.5.4.2: no timing, in force while on the battlefield);
    without it the ogre's 4 kills 狩人."""
    r = mc_read(loads(_AWE % text))
    assert r.outcome["state"] == {"狩人.zone": zone}


def test_the_units_on_this_units_terrain_on_a_terrains_ability_are_none() -> None:
    """The same ○ on B's terrain 湖: 「このユニット」 names no unit there (4.7.2), so no unit is on
    its terrain in that sense — 狩人 (attack 4) is not lowered and kills the goblin (defence 4)."""
    text = (
        "○威圧\\n〈対象:敵軍ユニットすべて〉\\n"
        "このユニットと同じ地形に存在する対象は「攻撃力:-1」する。"
    )
    r = mc_read(loads(_on_the_lake(text, 4, "ゴブリン.zone")))
    assert r.outcome["state"] == {"ゴブリン.zone": "B.discard"}


def test_the_units_on_this_units_terrain_in_a_self_destructing_use_are_refused() -> None:
    """In a ◎ / □ use the units of this unit's terrain are read (round 20, test_mc_cardtext_r20);
    on a × ability the unit is discarded as the cost before the effect (14.3.1, 10.10.5)."""
    with pytest.raises(Unsupported, match="同じ地形"):
        _ability(
            "×[普通]威圧\n〈対象:このユニットと同じ地形に存在する敵軍ユニットすべて〉\n"
            "対象に【1】ダメージを与える。"
        )


# --- 〈対象:攻撃を宣言したユニット1体〉 (9.1, 10.10.8.1) ----------------------------------------------

_ANSWER = mc_answered_attack(
    "an answer to the attack's declarers",
    (1, 1),
    "attack: 0, defense: 9",
    '{name: 呪術師, type: unit, level: 1, attack: 0, defense: 9, text: "%s"}',
    "%s",
    "槍兵.zone",
)


@pytest.mark.parametrize(("target", "zone"), [("槍兵", "A.discard"), ("岩人", "A.field.c2")])
def test_a_target_among_the_units_that_declared_the_attack(target: str, zone: str) -> None:
    """「◎[対抗:攻撃限定]石化の呪い 〈対象:攻撃を宣言したユニット1体〉 対象に【2】ダメージを与える」
    (MC-Z-031's target) answering A's attack: 槍兵, one of the units that declared it (9.1,
    10.10.8.1), takes 2 and dies (defence 2); B's own 岩人 is no proper target (10.10.2), the use
    is refused and 岩人 takes nothing."""
    text = "◎[対抗:攻撃限定]石化の呪い\\n〈対象:攻撃を宣言したユニット1体〉\\n対象に【2】ダメージを与える。"
    r = resolve(loads(_ANSWER % (text, target)))
    assert r.outcome["state"]["槍兵.zone"] == zone
    assert bool(r.outcome.get("rejected")) == (target == "岩人")
    if target == "岩人":
        assert {"10.10.2", "10.10.3"} <= set(r.decided_by)


# --- 「手札1枚を選んで破棄する」 / 「手札を1枚選び、破棄する」: 「手札を1枚破棄する」 (12.4.1, 12.4.2) ----

_LOOT = mc_scenario(
    a=mc_area(
        "c2", "平原", 6, '{name: 狩人, type: unit, level: 2, attack: 2, defense: 4, text: "%s"}'
    ),
    b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
    b_top="    deck: 20\n    hand: [{name: 石, type: item}]\n",
    rest="""\
actions:
  - {do: advance, units: [狩人], to: c3, dice: {A: 6, B: 1}}
ask: [石.zone]
""",
)


@pytest.mark.parametrize(
    "step",
    ["対象は手札1枚を選んで破棄する", "対象は手札を1枚選び、破棄する", "対象は手札を1枚破棄する"],
)
def test_a_hand_card_chosen_and_discarded(step: str) -> None:
    """「●[自軍ターン]略奪 〈発揮:進軍宣言時/対象:敵軍プレイヤー〉 対象は手札1枚を選んで破棄する」
    (MC-Z-022's step): B, the target, discards one card of its hand, which it picks (12.4.1) — the
    same as 「手札を1枚破棄する」."""
    text = f"●[自軍ターン]略奪\\n〈発揮:進軍宣言時/対象:敵軍プレイヤー〉\\n{step}。"
    r = mc_read(loads(_LOOT % text))
    assert r.outcome["state"] == {"石.zone": "B.discard"}


def test_a_choice_of_deck_cards_then_discarded_is_refused() -> None:
    with pytest.raises(Unsupported):
        _ability("□[メイン]整理\n〈対象:自軍プレイヤー〉\n対象は山札を1枚選び、破棄する。")


# --- 「このユニットが敵軍支配地形に進軍した場合」 at 〈発揮:進軍終了時〉 (12.2.5.1.5, 5.1.2.11) -------

_RAID = mc_scenario(
    a=mc_area(
        "c2", "平原", 6, '{name: 狩人, type: unit, level: 2, attack: 4, defense: 4, text: "%s"}'
    )
    + mc_area("r2", "荒野", 6),
    b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
    b_top="    deck: 20\n    hand: [{name: 石, type: item}]\n",
    rest="""\
actions:
  - {do: advance, units: [狩人], to: %s, dice: {A: 6, B: 1}}
ask: [石.zone]
""",
)


@pytest.mark.parametrize(
    ("side", "to", "zone"),
    [("敵軍", "c3", "B.discard"), ("敵軍", "r2", "B.hand"), ("自軍", "c3", "B.hand")],
)
def test_this_unit_advanced_into_a_sides_controlled_terrain(side: str, to: str, zone: str) -> None:
    """「●[自軍ターン]略奪 〈発揮:進軍終了時/対象:敵軍プレイヤー〉 このユニットが敵軍支配地形に進軍した
    場合、対象は手札1枚を選んで破棄する」 (MC-Z-022): 狩人 advanced into c3, B's goblin's terrain
    (B's 支配地形 as it moved, 5.1.2.11) — B discards its one card; into 荒野, which no unit holds,
    or read as 自軍支配地形, the condition does not hold (10.12.2)."""
    text = (
        "●[自軍ターン]略奪\\n〈発揮:進軍終了時/対象:敵軍プレイヤー〉\\n"
        f"このユニットが{side}支配地形に進軍した場合、対象は手札1枚を選んで破棄する。"
    )
    r = mc_read(loads(_RAID % (text, to)))
    assert r.outcome["state"] == {"石.zone": zone}
    assert "5.1.2.11" in r.decided_by


def test_an_advance_condition_at_another_moment_is_refused() -> None:
    with pytest.raises(Unsupported, match="進軍した"):
        _ability(
            "●[自軍ターン]x\n〈発揮:進軍宣言時/対象:敵軍プレイヤー〉\n"
            "このユニットが敵軍支配地形に進軍した場合、対象は手札を1枚破棄する。"
        )


# --- refused with the reason the rules give (what the text cannot be given a meaning by) ------------


@pytest.mark.parametrize(
    ("text", "why"),
    [
        (
            "◎[普通]火の粉\n〈コスト:スペル:1を消費/対象:ユニット1体〉\n対象に【火炎:1】ダメージを与える。",
            "13.1.3.1",
        ),
        (
            "◎[普通]大地の恵み\n〈コスト:アイテム:1を消費/対象:自軍ユニット1体〉\n"
            "対象に「防御力:+1」を付与する。",
            "13.1.2",
        ),
        # corrected (round 18): a ● ability printed with no timing is read by 10.9.11 (「タイミング
        # 表記のない能力は…発揮時期…を満たせば常に効果を発揮します」: an ability with a 発揮時期 and
        # no timing notation is foreseen) — tests/ruling/test_mc_cardtext_r18.py; a timing a ●
        # ability cannot have stays refused naming 14.7.3
        (
            "●[メイン]再生\n〈発揮:手札調整フェイズ開始時/対象:このユニット〉\n対象を未行動にする。",
            "timing",
        ),
    ],
)
def test_texts_without_a_rules_meaning_are_refused_naming_the_clause(text: str, why: str) -> None:
    """「スペル:1」 names no spell slot (its x is icons, 13.1.3.1); spending 「i」 as an ability's
    cost is not run; a ● ability's timing is [戦闘] or [自軍ターン] (14.7.3), or none (10.9.11)."""
    with pytest.raises(Unsupported, match=why):
        _ability(text)


# --- the neighbour texts (s13mccards): one a line, measured as ``ruling.rules_examples --texts`` ---

_NEIGHBOURS = 47


def test_the_neighbour_texts_run() -> None:
    """Texts written from the rules' vocabulary around this round's constructions — other marks,
    sides, targets, verbs, counts and wordings of the same meaning (「n点のダメージ」 /
    「n点ダメージ」 / 「nダメージ」 / 「ダメージをn点」; 「戦闘した」 / 「戦闘している」; 「分類:」 /
    「分類：」): each compiles and is held on a board with no ``unsupported`` warning."""
    from pathlib import Path

    from ruling.rules_examples import measure, own_texts

    path = Path(__file__).parents[1] / "fixtures" / "card_examples" / "mc_s13_neighbour_texts.txt"
    out = measure("mc", own_texts(str(path)))
    assert len(out) == _NEIGHBOURS
    assert not [o for o in out if o.silent]
    assert sum(o.runs for o in out) == _NEIGHBOURS, [
        (o.clause, o.reason) for o in out if not o.runs
    ]
