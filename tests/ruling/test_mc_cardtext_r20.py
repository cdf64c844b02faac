"""mc card text, round 20 (s16mc, issue 12): constructions taken by how many abilities they cover
across tests/blind/cards_r14 … cards_r19 — each a minimal text and what it does on a board, with
its neighbours (docs/cardtext.md "MC round 20").

First: a standing ability (13.1) or additional rule (15.4) printed bare on a line of its own —
「耐性:火炎」, 「弱点:精神(+2ダメージ)」, 「ディフェンダー:1」, 「スペル:魔」, 「専用:種族:X」 — is that
keyword, as its quoted form 「耐性:火炎」 is (2.1.20.1: the unit's 常備能力 printed on the card),
not an unmarked ability."""

from __future__ import annotations

import pytest

from ruling.abilities import Unsupported, abilities_of
from ruling.games._mc.cardtext import Standing, standing
from ruling.resolve import resolve
from ruling.scenario import loads
from ruling.state import Card
from tests.ruling.boards import mc_compile as _ability
from tests.ruling.boards import problems as _problems
from tests.ruling.test_mc_cardtext_r13 import EQUIP
from tests.ruling.test_mc_keywords import A_CAV, _rule, _unit
from tests.ruling.test_mc_rules_r15 import _SPELL, _spell_battle

# --- the line is the keyword ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "kid", "value", "text"),
    [
        ("耐性:火炎", "resistance", 0, "火炎"),
        ("ディフェンダー:1", "defender", 1, ""),  # x printed without its sign: +1
        ("ディフェンダー:+2", "defender", 2, ""),
        ("チャージ:3", "charge", 3, ""),
        ("イニシアチブ:-1", "initiative", -1, ""),
        ("スペル:魔", "spell", 0, "魔"),
        ("スペル:火 水", "spell", 0, "火水"),
        ("弱点:精神(+2ダメージ)", "weakness", 2, "精神"),
        ("弱点:禁呪(+2 ダメージ)", "weakness", 2, "禁呪"),  # as the rules print it (2.1.8.4.3)
        ("弱点:精神（2ダメージ）", "weakness", 2, "精神"),
        ("アイテム:ii", "item", 2, ""),
        ("専用:種族:ヒューマン", "exclusive", 0, "種族:ヒューマン"),
        ("秘伝:種族:ドラゴン", "secret_art", 0, "種族:ドラゴン"),
        ("耐性：火炎", "resistance", 0, "火炎"),  # a full-width colon
        # the quoted form, read as before
        ("「ディフェンダー:1」", "defender", 1, ""),
        ("「耐性:火炎」", "resistance", 0, "火炎"),
    ],
)
def test_a_bare_keyword_line_is_the_standing_ability(
    line: str, kid: str, value: int, text: str
) -> None:
    assert _ability(line) == Standing(kid, value, text)


@pytest.mark.parametrize(
    "line",
    ["耐性:火炎、地震", "耐性:火炎・地震", "「耐性:火炎、地震」", "耐性:火炎/地震"],
)
def test_several_resistances_on_one_line_are_each_held(line: str) -> None:
    """13.1.7.2: x is one or more damage attributes — each held (before, 「耐性:猛毒、精神」 was
    one x 「猛毒、精神」 that no damage's attribute equals)."""
    assert {k.text for k in standing(Card("x", "x", text=line), "resistance")} == {"火炎", "地震"}


def test_the_keyword_lines_and_an_ability_after_them() -> None:
    text = (
        "耐性:火炎\n弱点:電撃(+2ダメージ)\n◎[普通/対抗]竜の咆哮\n〈対象:敵軍ユニット1体〉\n"
        "対象に【火炎】【2】ダメージを与える。"
    )
    abs_ = abilities_of("mc", Card("x", "x", text=text))
    assert [a.supported for a in abs_] == [True, True, True]
    assert [type(a.program).__name__ for a in abs_] == ["Standing", "Standing", "Program"]


@pytest.mark.parametrize(
    ("line", "why"),
    [
        # 15.4.4.2: 装備制限 is printed alone; a value after it says nothing the rules define
        ("装備制限:種族:ヒューマン", "15.4.4.2"),
        # 15.4.5.2 / 15.4.3.2: 秘伝 / 専用 are followed by the card information
        ("秘伝", "15.4.5.2"),
        ("専用", "15.4.3.2"),
        # 13.1.8.1: the increase n is part of the notation
        ("弱点:精神", "13.1.8.1"),
        # 13.1.6.1: x is an amount
        ("ディフェンダー:強", "13.1.6.1"),
        ("スペル:闇", "13.1.3.1"),
    ],
)
def test_keyword_lines_of_a_form_the_rules_do_not_define_are_refused(line: str, why: str) -> None:
    with pytest.raises(Unsupported, match=why):
        _ability(line)


def test_an_unmarked_sentence_after_a_keyword_name_is_still_not_a_keyword() -> None:
    """「耐性:火炎を持つユニットは…。」 is a sentence, not the keyword line: refused as before."""
    (ab,) = abilities_of("mc", Card("x", "x", text="耐性:火炎を持つユニットは死亡しない。"))
    assert not ab.supported


# --- what each does on a board ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "attr", "zone"),
    [
        ("耐性:火炎", "火炎", "B.field.c3"),  # 13.1.7.1: 3 火炎 damage on defence 3, it lives
        ("耐性:火炎", "電撃", "B.discard"),  # damage of another attribute kills as usual
        ("耐性:火炎、地震", "地震", "B.field.c3"),  # each x of the line
        ("耐性:火炎、地震", "猛毒", "B.discard"),
        ("「耐性:猛毒、精神」", "精神", "B.field.c3"),
    ],
)
def test_a_bare_resistance_keeps_off_death_by_damage_of_its_x(
    line: str, attr: str, zone: str
) -> None:
    r = _rule(
        "",
        _unit("火蜥蜴", 1, 3, line),
        f"actions:\n  - {{do: damage, to: 火蜥蜴, amount: 3, attribute: {attr}}}\n"
        "ask: [火蜥蜴.zone]\n",
    )
    assert r.outcome["state"] == {"火蜥蜴.zone": zone}
    assert "13.1.7.1" in r.decided_by
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


@pytest.mark.parametrize(("attr", "zone"), [("精神", "B.discard"), ("電撃", "B.field.c3")])
def test_a_bare_weakness_adds_its_n_to_damage_of_its_y(attr: str, zone: str) -> None:
    """13.1.8.3: 1 精神 damage on defence 3 becomes 3 — it dies; 1 電撃 stays 1."""
    r = _rule(
        "",
        _unit("雪女", 1, 3, "弱点:精神(+2ダメージ)"),
        f"actions:\n  - {{do: damage, to: 雪女, amount: 1, attribute: {attr}}}\nask: [雪女.zone]\n",
    )
    assert r.outcome["state"] == {"雪女.zone": zone}
    assert "13.1.8.1" in r.decided_by


@pytest.mark.parametrize(("text", "zone"), [("ディフェンダー:1", "A.discard"), ("", "A.field.c2")])
def test_a_bare_defender_adds_its_x_on_the_second_side(text: str, zone: str) -> None:
    """13.1.6.1: 槍兵 (attack 2) on the second side attacks with 2 + 1 = 3, 騎兵's defence: it
    dies; without the line 2 < 3 and it lives (back on c2: 槍兵 holds c3)."""
    r = _rule(
        A_CAV % _unit("騎兵", 2, 3),
        _unit("槍兵", 2, 5, text),
        "actions:\n  - {do: advance, units: [騎兵], to: c3, dice: {A: 5, B: 2}}\n"
        "ask: [騎兵.zone]\n",
    )
    assert r.outcome["state"] == {"騎兵.zone": zone}
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


@pytest.mark.parametrize(("dice", "zone"), [("{A: 5, B: 2}", "B.discard"), ("{A: 2, B: 5}", None)])
def test_a_bare_charge_adds_its_x_on_the_first_side(dice: str, zone: str | None) -> None:
    """13.1.5.1: 騎兵 (attack 2) with 「チャージ:3」 attacks with 5 on the first side — 槍兵
    (defence 5) falls; on the second side it attacks with 2 and 槍兵 lives."""
    r = _rule(
        A_CAV % _unit("騎兵", 2, 9, "チャージ:3"),
        _unit("槍兵", 1, 5),
        f"actions:\n  - {{do: advance, units: [騎兵], to: c3, dice: {dice}}}\nask: [槍兵.zone]\n",
    )
    assert r.outcome["state"] == {"槍兵.zone": zone or "B.field.c3"}


@pytest.mark.parametrize(("slots", "paid"), [("火", True), ("魔", False)])
def test_a_bare_spell_line_is_the_units_spell_slots(slots: str, paid: bool) -> None:
    """13.1.3.1: 魔術師's 「スペル:火」 printed bare pays 火球's 火 (its 3 damage kills 門番);
    「スペル:魔」 does not."""
    text = _spell_battle("火", False).replace('spell_slots: "火"}', f'text: "スペル:{slots}"}}')
    if not paid:
        text = text.replace("allowed: true", "allowed: false").replace(
            "{門番.zone: B.discard, 火球.zone: A.discard}", "{火球.zone: A.hand}"
        )
    assert _problems(text) == []


@pytest.mark.parametrize(
    ("line", "cost", "done"), [("アイテム:ii", 2, True), ("アイテム:i", 2, False)]
)
def test_a_bare_item_line_is_the_units_item_slots(line: str, cost: int, done: bool) -> None:
    r = resolve(loads(EQUIP % (cost, line)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert (r.outcome["state"]["剣.zone"] != "A.hand") is done


@pytest.mark.parametrize(("race", "done"), [("ヒューマン", True), ("エルフ", False)])
def test_a_bare_exclusive_line_limits_who_equips(race: str, done: bool) -> None:
    """15.4.3.2: 剣 with 「専用:種族:ヒューマン」 is equipped by a human, not by an elf."""
    scn = EQUIP.replace(
        "{name: 剣, type: item, equip_cost: %d}",
        '{name: 剣, type: item, equip_cost: 1, text: "専用:種族:ヒューマン"}',
    ).replace('text: "%s"}', f'text: "アイテム:i", race: {race}}}')
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert (r.outcome["state"]["剣.zone"] != "A.hand") is done


def test_a_bare_secret_art_line_needs_its_user_to_have_the_information() -> None:
    """15.4.5.2 with 「秘伝:種族:ドラゴン」: a user that is no dragon cannot use the spell."""
    text = _spell_battle("火", False).replace(_SPELL, "秘伝:種族:ドラゴン\\n" + _SPELL)
    assert _problems(text.replace('spell_slots: "火"}', 'spell_slots: "火", race: ドラゴン}')) == []
    refused = text.replace("allowed: true", "allowed: false").replace(
        "{門番.zone: B.discard, 火球.zone: A.discard}", "{火球.zone: A.hand}"
    )
    refused = refused.replace('decided_by: ["13.1.3.1"]', 'decided_by: ["15.4.5.2"]')
    assert _problems(refused) == []


def test_a_granted_pair_of_resistances_is_each_given() -> None:
    """10.14.4: 「対象に「耐性:火炎、地震」を付与する」 gives both (13.1.7.2) — 3 地震 damage on
    defence 3 then does not kill."""
    text = "◎[メイン]岩の守り\\n〈対象:このユニット〉\\n対象に「耐性:火炎、地震」を付与する。"
    for attr, zone in (("地震", "A.field.c2"), ("猛毒", "A.discard")):
        r = _rule(
            A_CAV % _unit("岩人", 1, 3, text),
            "",
            "actions:\n  - {do: use, card: 岩人}\n"
            f"  - {{do: damage, to: 岩人, amount: 3, attribute: {attr}}}\nask: [岩人.zone]\n",
        )
        assert r.outcome["state"] == {"岩人.zone": zone}
        assert not any(w.kind == "unsupported" for w in r.main.warnings)


# --- 「このユニットと戦闘している / 同じ地形に存在する…」 beyond ● [戦闘] / ○ (8.2.3, 5.1.2.4) ------

from tests.ruling.boards import mc_area, mc_read, mc_scenario  # noqa: E402
from tests.ruling.test_mc_cardtext_r17 import _AWE, _on_the_lake  # noqa: E402
from tests.ruling.test_mc_cardtext_r19b import _battle  # noqa: E402


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        (
            "○[戦闘]巨体\\n〈対象:このユニットと戦闘している敵軍ユニットすべて〉\\n"
            "対象は「攻撃力:-1」する。",
            "A.field.c2",
        ),
        (
            "○巨体\\n〈対象:このユニットと戦闘している敵軍ユニットすべて〉\\n"
            "対象は「攻撃力:-1」する。",
            "A.field.c2",
        ),
        ("", "A.discard"),
    ],
)
def test_a_continuous_ability_on_the_units_this_unit_fights(text: str, zone: str) -> None:
    """「○[戦闘]巨体 〈対象:このユニットと戦闘している敵軍ユニットすべて〉 対象は「攻撃力:-1」する」
    on 狩人 (defence 4): the ogre it fights attacks first with 4 - 1 = 3 and 狩人 lives (14.5.4.1:
    while 狩人 takes part in the battle); without it the ogre's 4 kills 狩人."""
    r = mc_read(loads(_AWE % text))
    assert r.outcome["state"] == {"狩人.zone": zone}


def test_the_units_a_terrain_fights_are_none_for_a_continuous_ability() -> None:
    """The same ○ on B's terrain 湖: 「このユニット」 names no unit (4.7.2) — 狩人 (attack 4) is not
    lowered and kills the goblin (defence 4)."""
    text = (
        "○[戦闘]巨体\\n〈対象:このユニットと戦闘している敵軍ユニットすべて〉\\n"
        "対象は「攻撃力:-1」する。"
    )
    r = mc_read(loads(_on_the_lake(text, 4, "ゴブリン.zone")))
    assert r.outcome["state"] == {"ゴブリン.zone": "B.discard"}


@pytest.mark.parametrize("count", ["1体", "すべて"])
def test_a_use_on_the_units_this_unit_fights(count: str) -> None:
    """「◎[普通]反撃 〈対象:このユニットと戦闘している敵軍ユニット1体〉 対象に【2】ダメージを与える」
    used by 盾兵 in the battle: 鬼, the unit it fights, takes the 2 damage (8.2.3, 10.10.6)."""
    text = (
        f"◎[普通]反撃\\n〈対象:このユニットと戦闘している敵軍ユニット{count}〉\\n"
        "対象に【2】ダメージを与える。"
    )
    r = mc_read(loads(_battle(text, "盾兵, 弓兵", "{do: use, card: 盾兵, player: B, target: 鬼}")))
    assert r.outcome["state"]["鬼.damage"] == 2


def test_a_use_on_the_units_this_unit_fights_outside_a_battle_has_no_target() -> None:
    """Outside a battle 「このユニットと戦闘している敵軍ユニット」 is none (8.2.3): the use is refused
    (10.10.3)."""
    text = (
        "◎[メイン]反撃\\n〈対象:このユニットと戦闘している敵軍ユニット1体〉\\n"
        "対象に【2】ダメージを与える。"
    )
    scn = mc_scenario(
        a=mc_area(
            "c2",
            "平原",
            6,
            f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}',
        ),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
        rest="actions:\n  - {do: use, card: 術士, target: ゴブリン, allowed: false}\nask: [ゴブリン.damage]\n",
    )
    assert _problems(scn) == []


_SAME = mc_scenario(
    a=mc_area(
        "c2",
        "平原",
        8,
        '{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "%s"}',
        "{name: 兵甲, type: unit, level: 1, attack: 1, defense: 1}",
    )
    + mc_area("r2", "丘", 8, "{name: 兵乙, type: unit, level: 1, attack: 1, defense: 1}"),
    rest="actions:\n  - {do: use, card: 術士}\nask: [兵甲.zone, 兵乙.zone, 術士.zone]\n",
)


@pytest.mark.parametrize("where", ["同じ地形に存在する", "同じ地形にいる"])
@pytest.mark.parametrize("mark", ["◎", "□"])
def test_a_use_on_the_units_of_this_units_terrain(mark: str, where: str) -> None:
    """「◎[メイン]地鳴り 〈対象:このユニットと同じ地形に存在する自軍ユニットすべて〉 対象に【1】
    ダメージを与える」: 兵甲 on 術士's terrain (defence 1) dies, 術士 (defence 3) lives, 兵乙 on
    another terrain is untouched (5.1.2.4)."""
    text = (
        f"{mark}[メイン]地鳴り\\n〈対象:このユニットと{where}自軍ユニットすべて〉\\n"
        "対象に【1】ダメージを与える。"
    )
    r = mc_read(loads(_SAME % text))
    assert r.outcome["state"]["兵甲.zone"] == "A.discard"
    assert r.outcome["state"]["兵乙.zone"] == "A.field.r2"
    assert r.outcome["state"]["術士.zone"] in ("A.field.c2", "A.discard")  # □ rests it only


@pytest.mark.parametrize(("attack", "zone"), [(3, "B.discard"), (2, "B.field.c3")])
def test_an_automatic_ability_on_the_units_of_this_units_terrain(attack: int, zone: str) -> None:
    """「●[自軍ターン]堕落の囁き 〈発揮:進軍宣言時/対象:このユニットと同じ地形に存在する自軍
    ユニットすべて〉 対象に「攻撃力:+1」を付与する」 (MC-W-014) on 狩人: at the advance's
    declaration it and the units of its terrain get +1 (10.14.6: for the phase) — 3 + 1 kills the
    goblin (defence 4); 2 + 1 does not."""
    text = (
        "●[自軍ターン]堕落の囁き\\n〈発揮:進軍宣言時/対象:このユニットと同じ地形に存在する自軍"
        "ユニットすべて〉\\n対象に「攻撃力:+1」を付与する。"
    )
    scn = mc_scenario(
        a=mc_area(
            "c2",
            "平原",
            6,
            f'{{name: 狩人, type: unit, level: 2, attack: {attack}, defense: 4, text: "{text}"}}',
        ),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
        rest="actions:\n  - {do: advance, units: [狩人], to: c3, dice: {A: 6, B: 1}}\n"
        "ask: [ゴブリン.zone]\n",
    )
    r = mc_read(loads(scn))
    assert r.outcome["state"] == {"ゴブリン.zone": zone}


@pytest.mark.parametrize(
    "text",
    [
        # × : the unit is discarded as the cost before the effect (14.3.1, 10.10.5)
        "×[普通]骨の爆散\n〈対象:このユニットと同じ地形に存在する敵軍ユニット1体〉\n対象に【1】ダメージを与える。",
        "×[対抗]自爆\n〈対象:このユニットと戦闘している敵軍ユニットすべて〉\n対象に【3】ダメージを与える。",
        # a past battle in a use
        "◎[普通]毒牙\n〈対象:このユニットと戦闘した敵軍ユニット1体〉\n対象に【2】ダメージを与える。",
    ],
)
def test_units_named_by_this_unit_where_not_read(text: str) -> None:
    with pytest.raises(Unsupported):
        _ability(text)


# --- 「このユニット / 対象が「属性:X」の地形に存在する / いる場合」 (5.1.2.4, 4.1.13) ---------------

from tests.ruling.test_mc_cardtext_r16 import _LAKE as _LAKE16  # noqa: E402


@pytest.mark.parametrize(
    "cond",
    [
        "このユニットが「属性:土」の地形に存在する場合",
        "このユニットが「属性:土」の地形にいる場合",
        "対象が「属性:土」の地形に存在する場合",
    ],
)
@pytest.mark.parametrize(
    ("attribute", "zone"),
    [(", attribute: 土", "B.discard"), (", attribute: 水", "B.field.c3"), ("", "B.field.c3")],
)
def test_a_unit_on_a_terrain_of_an_attribute(cond: str, attribute: str, zone: str) -> None:
    """「○[戦闘]森の加護 〈対象:このユニット〉 このユニットが「属性:土」の地形に存在する場合、対象は
    「攻撃力:+2」する」 — the same condition as 「…が存在する地形が「属性:土」の場合」: 狩人, on 湖,
    attacks with 4 and the goblin (defence 4) falls when 湖 is 土; with 2 when it is 水 or has no
    attribute (4.1.13)."""
    text = f"○[戦闘]森の加護\\n〈対象:このユニット〉\\n{cond}、対象は「攻撃力:+2」する。"
    r = mc_read(loads(_LAKE16 % (text, attribute)))
    assert r.outcome["state"] == {"ゴブリン.zone": zone}
    assert "5.1.2.4" in r.decided_by


# --- 「自軍山札の一番上のカードを引く / 手札に加える」: one card replenished (12.3.1, 12.3.1.3) ----------

_DRAW = mc_scenario(
    a_top="    deck: 5\n    hand: 0\n",
    a=mc_area(
        "c2", "平原", 6, '{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "%s"}'
    ),
    rest="actions:\n  - {do: use, card: 術士}\nask: [A.hand, A.deck]\n",
)


@pytest.mark.parametrize(
    ("target", "steps"),
    [
        (
            "このユニット",
            "対象に「防御力:+1」を付与する。効果適用後、自軍山札の一番上のカードを引く。",
        ),
        (
            "このユニット",
            "対象に「防御力:+1」を付与する。効果適用後、自軍山札の一番上のカードを手札に加える。",
        ),
        ("自軍プレイヤー", "山札の一番上のカードを引く。"),
        ("自軍プレイヤー", "山札の一番上のカードを1枚引く。"),
    ],
)
def test_the_top_card_of_the_own_deck_drawn(target: str, steps: str) -> None:
    text = f"◎[メイン]知恵\\n〈対象:{target}〉\\n{steps}"
    r = mc_read(loads(_DRAW % text))
    assert r.outcome["state"] == {"A.hand": 1, "A.deck": 4}
    assert "12.3.1" in r.decided_by


def test_the_top_card_of_the_enemys_deck_is_not_read_as_a_draw() -> None:
    with pytest.raises(Unsupported):
        _ability("◎[メイン]知恵\n〈対象:自軍プレイヤー〉\n敵軍山札の一番上のカードを引く。")


# --- 〈対象:この地形で戦闘している(「種族:X」以外の / 守備側の)ユニットすべて〉 (8.2.3, 5.1.2.4) -------


@pytest.mark.parametrize(
    ("who", "zone"),
    [
        ("", "B.field.c3"),  # 狩人 too: 4 - 1 = 3 < 4, the goblin lives
        ("「種族:ドラゴン」以外の", "B.field.c3"),  # 狩人 (ヒューマン) is no dragon
        ("「種族:ヒューマン」以外の", "B.discard"),  # 狩人 is left out: 4 kills the goblin
        ("守備側の", "B.discard"),  # only B's goblin
        ("進軍側の", "B.field.c3"),
    ],
)
def test_a_terrains_ability_on_the_units_fighting_on_it(who: str, zone: str) -> None:
    """「○[戦闘]濃霧 〈対象:この地形で戦闘している…ユニットすべて〉 対象は「攻撃力:-1」する」 on B's
    terrain 湖: the units of the battle there (8.2.3) of that description — 狩人 (attack 4,
    ヒューマン) lowered to 3 does not kill the goblin (defence 4)."""
    text = f"○[戦闘]濃霧\\n〈対象:この地形で戦闘している{who}ユニットすべて〉\\n対象は「攻撃力:-1」する。"
    scn = _on_the_lake(text, 4, "ゴブリン.zone").replace(
        "attack: 4, defense: 4}", "attack: 4, defense: 4, race: ヒューマン}"
    )
    r = mc_read(loads(scn))
    assert r.outcome["state"] == {"ゴブリン.zone": zone}


def test_an_automatic_ability_on_the_units_fighting_on_this_terrain() -> None:
    """「●[戦闘]死者の手 〈発揮:戦闘開始時/対象:この地形で戦闘している「種族:アンデッド」以外の
    ユニットすべて〉 対象に【2】ダメージを与える」 on 湖: the goblin (an undead) is spared; 狩人
    (defence 4, ヒューマン) takes 2, lives, attacks first and kills the goblin."""
    text = (
        "●[戦闘]死者の手\\n〈発揮:戦闘開始時/対象:この地形で戦闘している「種族:アンデッド」以外の"
        "ユニットすべて〉\\n対象に【2】ダメージを与える。"
    )
    scn = (
        _on_the_lake(text, 4, "ゴブリン.zone, 狩人.damage")
        .replace("attack: 4, defense: 4}", "attack: 4, defense: 4, race: ヒューマン}")
        .replace("attack: 1, defense: 4}", "attack: 1, defense: 4, race: アンデッド}")
    )
    r = mc_read(loads(scn))
    assert r.outcome["state"]["ゴブリン.zone"] == "B.discard"
    assert r.outcome["state"]["狩人.damage"] == 2


# --- 「(この)効果は戦闘終了時まで持続する」 on an ability used only in a battle (4.6.9, 10.14.6) --------


@pytest.mark.parametrize(
    "last", ["効果は戦闘終了時まで持続する。", "この効果は戦闘終了時まで持続する。", ""]
)
def test_the_battles_end_said_of_a_grant_in_a_battle(last: str) -> None:
    """「◎[普通]構え 〈対象:このユニット〉 対象に「防御力:+2」を付与する。効果は戦闘終了時まで
    持続する」 used by 盾兵 (defence 5, in front): 鬼's 6 does not kill it (7); the sentence says
    what 4.6.9 / 10.14.6 say of a grant in a battle."""
    text = f"◎[普通]構え\\n〈対象:このユニット〉\\n対象に「防御力:+2」を付与する。{last}"
    r = mc_read(loads(_battle(text, "盾兵, 弓兵", "{do: use, card: 盾兵, player: B}")))
    assert r.outcome["state"]["盾兵.zone"] == "B.field.c3"


@pytest.mark.parametrize(
    "text",
    [
        # usable in the main phase: the sentence would lengthen a grant made outside a battle
        "◎[メイン]構え\n〈対象:このユニット〉\n対象に「防御力:+2」を付与する。効果は戦闘終了時まで持続する。",
        # another moment than 4.6.9's
        "◎[普通]構え\n〈対象:このユニット〉\n対象に「防御力:+2」を付与する。この効果は戦闘終了タイミング終了時まで持続する。",
    ],
)
def test_other_durations_are_refused(text: str) -> None:
    with pytest.raises(Unsupported):
        _ability(text)


# --- 「この戦闘で…が死亡していた場合」, 「この戦闘でこのユニットが死亡していない場合」 (12.6.1, 4.5.2) ----

_BITE = mc_scenario(
    a=mc_area(
        "c2",
        "平原",
        6,
        '{name: 狩人, type: unit, level: 2, attack: %d, defense: 4, text: "%s"}',
    ),
    b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
    rest="""\
actions:
  - {do: advance, units: [狩人], to: c3, dice: {A: 1, B: 6}}
ask: [狩人.damage, 狩人.state]
""",
)


@pytest.mark.parametrize("died", ["死亡していた", "死亡した", "死亡している"])
@pytest.mark.parametrize(("attack", "damage"), [(4, 0), (3, 1)])
def test_a_death_in_this_battle_in_other_tenses(died: str, attack: int, damage: int) -> None:
    """「●[戦闘]吸血 〈発揮:戦闘終了タイミング開始時/対象:このユニット〉 この戦闘で敵軍ユニットが
    死亡していた場合、対象が受けているダメージをすべて回復する」 on 狩人: the goblin strikes first
    (1 damage), 狩人's 4 kills it and the damage is healed; with 3 no enemy died, the 1 stays."""
    text = (
        "●[戦闘]吸血\\n〈発揮:戦闘終了タイミング開始時/対象:このユニット〉\\n"
        f"この戦闘で敵軍ユニットが{died}場合、対象が受けているダメージをすべて回復する。"
    )
    r = mc_read(loads(_BITE % (attack, text)))
    assert (r.outcome["state"]["狩人.damage"] or 0) == damage


def test_this_unit_not_dead_in_this_battle() -> None:
    """「●[戦闘]石頭 〈発揮:戦闘終了タイミング開始時/対象:自軍プレイヤー〉 この戦闘でこのユニットが
    死亡していない場合、カードを1枚補充する」: 狩人 lives through the battle (1 damage, defence 4)
    — its player replenishes one card (read on 狩人, 4.7.2)."""
    text = (
        "●[戦闘]石頭\\n〈発揮:戦闘終了タイミング開始時/対象:自軍プレイヤー〉\\n"
        "この戦闘でこのユニットが死亡していない場合、カードを1枚補充する。"
    )
    scn = (_BITE % (3, text)).replace("ask: [狩人.damage, 狩人.state]", "ask: [A.hand]")
    r = mc_read(loads(scn.replace("    deck: 20\n", "    deck: 20\n    hand: 0\n", 1)))
    assert r.outcome["state"] == {"A.hand": 1}


# --- 「このユニットと同じ地形に他の「種族:X」の自軍ユニットが存在する場合」 (5.1.2.4) -------------------

_PACK = mc_scenario(
    a=mc_area(
        "c2",
        "平原",
        8,
        '{name: 頭目, type: unit, level: 1, attack: 3, defense: 5, race: ゴブリン, text: "%s"}',
        "{name: 子分, type: unit, level: 1, attack: 0, defense: 5, race: %s}",
    ),
    b=mc_area("c3", "湖", 8, "{name: 番兵, type: unit, level: 1, attack: 0, defense: 4}"),
    rest="""\
actions:
  - {do: advance, units: [%s], to: c3, dice: {A: 6, B: 1}}
ask: [番兵.zone]
""",
)


@pytest.mark.parametrize(
    ("race", "units", "zone"),
    [
        ("ゴブリン", "頭目, 子分", "B.discard"),  # 3 + 1 + 0 kills the sentry (defence 4)
        ("ゴブリン", "頭目", "B.field.c3"),  # the other goblin stayed on c2
        ("オーク", "頭目, 子分", "B.field.c3"),  # no other goblin: 頭目 itself is not counted
    ],
)
def test_another_unit_of_a_race_on_this_units_terrain(race: str, units: str, zone: str) -> None:
    """「●[戦闘]群れの勇気 〈発揮:戦闘開始時/対象:このユニット〉 このユニットと同じ地形に他の
    「種族:ゴブリン」の自軍ユニットが存在する場合、対象に「攻撃力:+1」を付与する」."""
    text = (
        "●[戦闘]群れの勇気\\n〈発揮:戦闘開始時/対象:このユニット〉\\n"
        "このユニットと同じ地形に他の「種族:ゴブリン」の自軍ユニットが存在する場合、"
        "対象に「攻撃力:+1」を付与する。"
    )
    r = mc_read(loads(_PACK % (text, race, units)))
    assert r.outcome["state"] == {"番兵.zone": zone}


@pytest.mark.parametrize("verb", ["捨て山に置く", "破棄する"])
def test_the_top_card_of_the_own_deck_discarded(verb: str) -> None:
    """「◎[メイン]x 〈対象:このユニット〉 対象に「防御力:+1」を付与する。効果適用後、自軍山札の一番上の
    カードを捨て山に置く」: the deck's top card goes to the discard pile (12.4.1: 破棄 is that move;
    12.4.2)."""
    text = (
        "◎[メイン]x\\n〈対象:このユニット〉\\n対象に「防御力:+1」を付与する。"
        f"効果適用後、自軍山札の一番上のカードを{verb}。"
    )
    scn = (_DRAW % text).replace("ask: [A.hand, A.deck]", "ask: [A.hand, A.deck, A.discard]")
    r = mc_read(loads(scn))
    assert r.outcome["state"] == {"A.hand": 0, "A.deck": 4, "A.discard": 1}


def test_after_the_unit_left_the_deck_top_is_not_discarded() -> None:
    """「□[メイン]潜伏 〈対象:このユニット〉 対象を手札に戻す。効果適用後、自軍山札の一番上のカードを
    捨て山に置く」: the unit that used it left the battlefield before the step after 「効果適用後、」
    — that step is not brought about (4.1.11)."""
    text = (
        "□[メイン]潜伏\\n〈対象:このユニット〉\\n対象を手札に戻す。"
        "効果適用後、自軍山札の一番上のカードを捨て山に置く。"
    )
    scn = (_DRAW % text).replace("ask: [A.hand, A.deck]", "ask: [A.hand, A.deck, A.discard]")
    r = mc_read(loads(scn))
    assert r.outcome["state"] == {"A.hand": 1, "A.deck": 5, "A.discard": 0}
    assert "4.1.11" in r.decided_by


@pytest.mark.parametrize("subject", ["この地形", "戦闘が行われている地形"])
@pytest.mark.parametrize(
    ("attribute", "zone"), [(", attribute: 土", "B.discard"), (", attribute: 水", "B.field.c3")]
)
def test_a_terrain_said_to_be_a_terrain_of_an_attribute(
    subject: str, attribute: str, zone: str
) -> None:
    """「…が「属性:土」の地形の場合」: 「…が「属性:土」の場合」 with the kind said again — 狩人 on 湖
    attacks with 2 + 2 and the goblin (defence 4) falls when 湖 is 土."""
    text = f"○[戦闘]森の加護\\n〈対象:このユニット〉\\n{subject}が「属性:土」の地形の場合、対象は「攻撃力:+2」する。"
    r = mc_read(loads(_LAKE16 % (text, attribute)))
    assert r.outcome["state"] == {"ゴブリン.zone": zone}


# --- 「…なら、」 as 「…の場合、」 (a step's own condition, the effect's condition) ----------------------

_ROAR = mc_scenario(
    a=mc_area(
        "c2", "平原", 6, '{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "%s"}'
    ),
    b=mc_area(
        "c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 3, race: %s}"
    ),
    rest="actions:\n  - {do: use, card: 術士, target: ゴブリン}\nask: [ゴブリン.zone]\n",
)


@pytest.mark.parametrize(
    "effect",
    [
        "対象に【1】ダメージ。対象が「種族:ヒューマン」なら、かわりに【3】ダメージ。",
        "対象に【1】ダメージを与える。対象が「種族:ヒューマン」の場合、かわりに【3】ダメージを与える。",
        "対象が「種族:ヒューマン」なら、対象に【3】ダメージを与える。",
    ],
)
@pytest.mark.parametrize(("race", "zone"), [("ヒューマン", "B.discard"), ("エルフ", "B.field.c3")])
def test_nara_is_the_conditional_of_no_baai(effect: str, race: str, zone: str) -> None:
    """「対象が「種族:ヒューマン」なら、かわりに【3】ダメージ」: a human goblin (defence 3) takes 3 and
    dies; an elf one takes 1 (or none) and stays."""
    text = f"◎[メイン]竜の咆哮\\n〈対象:敵軍ユニット1体〉\\n{effect}"
    r = mc_read(loads(_ROAR % (text, race)))
    assert r.outcome["state"] == {"ゴブリン.zone": zone}


# --- a ● ability's 〈対象:この地形に存在する(自軍)ユニット1体〉 (10.10.1, 5.1.2.4) ------------------------

_SPRING = mc_scenario(
    turn="{player: A, number: 7, phase: hand1}",
    a="""\
      c2:
        - {name: 泉, type: terrain, limit: 8, text: "%s"}
        - {name: 兵甲, type: unit, level: 1, attack: 1, defense: 1}
      r2:
        - {name: 丘, type: terrain, limit: 8}
        - {name: 兵乙, type: unit, level: 1, attack: 1, defense: 1}
""",
    rest="""\
actions:
  - {do: main_phase}
ask: [兵甲.zone, 兵乙.zone]
""",
)


def test_an_automatic_ability_on_one_unit_of_this_terrain() -> None:
    """「●[自軍ターン]泉の罠 〈発揮:メインフェイズ開始時/対象:この地形に存在する自軍ユニット1体〉
    対象に【1】ダメージを与える」 on the terrain 泉: its one unit there, 兵甲 (defence 1), dies;
    兵乙 on another terrain is no target."""
    text = (
        "●[自軍ターン]泉の罠\\n〈発揮:メインフェイズ開始時/対象:この地形に存在する自軍ユニット1体〉\\n"
        "対象に【1】ダメージを与える。"
    )
    r = mc_read(loads(_SPRING % text))
    assert r.outcome["state"] == {"兵甲.zone": "A.discard", "兵乙.zone": "A.field.r2"}


# --- 「「進軍タイプ:X」の…」 / 「対象が「進軍タイプ:X」の場合」 (2.1.19.1, 2.1.19.3) ------------------------

from tests.ruling.test_mc_cardtext_r16 import _SPRING as _SPRING16  # noqa: E402


@pytest.mark.parametrize(
    ("advance", "zone"), [(", advance: 飛行", "B.field.c3"), (", advance: 歩行", "B.discard")]
)
@pytest.mark.parametrize(
    "text",
    [
        "○[戦闘]吹き上げる風\\n〈対象:この地形に存在するユニットすべて〉\\n"
        "対象が「進軍タイプ:飛行」の場合、対象は「防御力:+1」する。",
        "○[戦闘]吹き上げる風\\n〈対象:この地形に存在する「進軍タイプ:飛行」のユニットすべて〉\\n"
        "対象は「防御力:+1」する。",
    ],
)
def test_an_advance_type_written_as_a_characteristic(text: str, advance: str, zone: str) -> None:
    """As 「対象が進軍タイプ「飛行」を持つ場合」: a flying goblin (defence 4) survives 狩人's 4 with +1;
    a walking one does not."""
    r = mc_read(loads(_SPRING16 % (text, advance)))
    assert r.outcome["state"] == {"ゴブリン.zone": zone}


# --- 「〈対象:…ユニットすべて〉 対象に…。効果適用後、このユニットを…」 (4.1.11, 4.7.2) ---------------------

_TWO_OGRES = mc_scenario(
    turn="{player: A, number: 5, phase: main}",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 鬼, type: unit, level: 1, attack: 0, defense: 9}
        - {name: 小鬼, type: unit, level: 1, attack: 0, defense: 9}
""",
    b="""\
      c3:
        - {name: 砦, type: terrain, limit: 8}
        - {name: 盾兵, type: unit, level: 1, attack: 0, defense: 5, text: "%s"}
""",
    rest="""\
actions:
  - do: advance
    units: [鬼, 小鬼]
    to: c3
    dice: {A: 1, B: 6}
    first_normal: [{do: use, card: 盾兵, player: B}]
ask: [鬼.damage, 小鬼.damage, 盾兵.state]
""",
)


@pytest.mark.parametrize("what", ["行動完了にする", "に【1】ダメージを与える"])
def test_a_step_on_this_unit_after_a_group(what: str) -> None:
    """「◎[普通]大地を割る拳 〈対象:このユニットと戦闘している敵軍ユニットすべて〉 対象に【1】
    ダメージを与える。効果適用後、このユニットを行動完了にする」 used by 盾兵: each ogre takes 1,
    then 盾兵 — once — is made acted (or takes 1)."""
    text = (
        "◎[普通]大地を割る拳\\n〈対象:このユニットと戦闘している敵軍ユニットすべて〉\\n"
        f"対象に【1】ダメージを与える。効果適用後、このユニット{'を' if what[0] != 'に' else ''}{what}。"
    )
    scn = _TWO_OGRES % text
    if what[0] == "に":
        scn = scn.replace("盾兵.state]", "盾兵.damage]")
    r = mc_read(loads(scn))
    assert r.outcome["state"]["鬼.damage"] == 1
    assert r.outcome["state"]["小鬼.damage"] == 1
    if what[0] == "に":
        assert r.outcome["state"]["盾兵.damage"] == 1
    else:
        assert r.outcome["state"]["盾兵.state"] == "rest"


# --- 〈対象:自軍 / 敵軍本陣に存在する(自軍 / 敵軍)ユニットすべて〉 (5.1.2.8) -----------------------------

_HQ = """\
game: mc
title: t
turn: {player: A, number: 7, phase: hand1}
players:
  A:
    deck: 20
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - {name: 兵甲, type: unit, level: 1, attack: 1, defense: 1}
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 司祭, type: unit, level: 1, attack: 1, defense: 3, text: "%s"}
        - {name: 兵乙, type: unit, level: 1, attack: 1, defense: 1}
  B:
    deck: 20
    field:
      c4:
        - {name: 本陣, type: terrain, hq: true}
        - {name: 敵兵, type: unit, level: 1, attack: 1, defense: 1}
actions:
  - {do: main_phase}
ask: [兵甲.zone, 兵乙.zone, 敵兵.zone]
"""


@pytest.mark.parametrize(
    ("where", "dead"),
    [("自軍本陣に存在する自軍ユニット", "兵甲"), ("敵軍本陣に存在する敵軍ユニット", "敵兵")],
)
def test_the_units_in_a_headquarters(where: str, dead: str) -> None:
    """「●[自軍ターン]朝の祈り 〈発揮:メインフェイズ開始時/対象:自軍本陣に存在する自軍ユニットすべて〉
    対象に【1】ダメージを与える」: only the units in that headquarters (5.1.2.8) take it."""
    text = f"●[自軍ターン]朝の祈り\\n〈発揮:メインフェイズ開始時/対象:{where}すべて〉\\n対象に【1】ダメージを与える。"
    r = mc_read(loads(_HQ % text))
    want = {"兵甲.zone": "A.field.c1", "兵乙.zone": "A.field.c2", "敵兵.zone": "B.field.c4"}
    want[f"{dead}.zone"] = "A.discard" if dead != "敵兵" else "B.discard"
    assert r.outcome["state"] == want


# --- more printed forms of a keyword line (2.1.20.1, 2.1.8.4.5, 13.1.8.1) ---------------------


@pytest.mark.parametrize(
    ("line", "held"),
    [
        ("【耐性:火炎】", [("resistance", 0, "火炎")]),
        # a note in parentheses after the value is the text's annotation (2.1.8.4.5)
        ("耐性:火炎（このユニットは火炎のダメージでは死亡しない）", [("resistance", 0, "火炎")]),
        ("ディフェンダー:+1(後攻側のとき攻撃力+1)", [("defender", 1, "")]),
        # (+n) without ダメージ
        ("弱点:火炎(+1)", [("weakness", 1, "火炎")]),
        ("「弱点:火炎(+1)」", [("weakness", 1, "火炎")]),
        # several printed bare side by side
        ("イニシアチブ:+1 アイテム:i", [("initiative", 1, ""), ("item", 1, "")]),
        ("イニシアチブ:+1、アイテム:i", [("initiative", 1, ""), ("item", 1, "")]),
        ("耐性:火炎 弱点:電撃(+1ダメージ)", [("resistance", 0, "火炎"), ("weakness", 1, "電撃")]),
    ],
)
def test_more_printed_forms_of_a_keyword_line(line: str, held: list[tuple[str, int, str]]) -> None:
    card = Card("x", "x", text=line)
    got = [
        (k.id, k.value, k.text)
        for kid in ("resistance", "weakness", "defender", "initiative", "item")
        for k in standing(card, kid)
    ]
    assert sorted(got) == sorted(held)


def test_side_by_side_bare_keywords_on_a_board() -> None:
    """「耐性:火炎 弱点:電撃(+1ダメージ)」 on one line: 3 火炎 damage on defence 3 does not kill; 2 電撃
    becomes 3 and does."""
    for attr, amount, zone in (("火炎", 3, "B.field.c3"), ("電撃", 2, "B.discard")):
        r = _rule(
            "",
            _unit("火蜥蜴", 1, 3, "耐性:火炎 弱点:電撃(+1ダメージ)"),
            f"actions:\n  - {{do: damage, to: 火蜥蜴, amount: {amount}, attribute: {attr}}}\n"
            "ask: [火蜥蜴.zone]\n",
        )
        assert r.outcome["state"] == {"火蜥蜴.zone": zone}


# --- 「種族:X」 / 「属性:X」 printed as a line of its own, quoted or bare: card information (2.1.22.1) ----


@pytest.mark.parametrize(
    ("line", "zone"),
    [
        ("種族:ヒューマン", "B.discard"),
        ("「種族:ヒューマン」", "B.discard"),
        ("種族:エルフ/ヒューマン", "B.discard"),  # several: each (2.1.22.2)
        ("種族:エルフ", "B.field.c3"),
    ],
)
def test_a_printed_race_line_is_the_cards_race(line: str, zone: str) -> None:
    """The goblin's card list gives no race, its text prints 「種族:ヒューマン」: 「対象が「種族:
    ヒューマン」の場合、対象に【3】ダメージを与える」 reads it (defence 3: it dies)."""
    text = "◎[メイン]x\\n〈対象:敵軍ユニット1体〉\\n対象が「種族:ヒューマン」の場合、対象に【3】ダメージを与える。"
    scn = (_ROAR % (text, "X")).replace(", race: X}", f', text: "{line}"}}')
    r = mc_read(loads(scn))
    assert r.outcome["state"] == {"ゴブリン.zone": zone}


def test_bare_attribute_and_race_lines_read_as_the_quoted_ones() -> None:
    assert _ability("属性:火") == Standing("attribute", text="火")
    assert _ability("種族:ドラゴン") == Standing("species", text="ドラゴン")
    # corrected (round 53, s50mcT): a word 2.1.13.2 does not list is the card's printed attribute
    # (2.1.13.1; test_mc_printed_attribute); listed ones run together are refused
    assert _ability("属性:闇") == Standing("attribute", text="闇")
    with pytest.raises(Unsupported, match="2.1.13.2"):
        _ability("属性:火水")
