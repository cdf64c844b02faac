"""mc card text, round 19 (s15mc2, issue 12): constructions taken by how many abilities they
cover across tests/blind/cards_r14 … cards_r18 — each a minimal ability text and what it does on
a board, with its neighbours (docs/cardtext.md "MC round 19", s15mc2)."""

from __future__ import annotations

import pytest

from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_compile as _ability
from tests.ruling.boards import mc_scenario


def _battle(text: str, order: str, use: str = "") -> str:
    """A's 鬼 (attack 6, defence 9) attacks B's 弓兵 (defence 1) and 盾兵 (defence 5, its text
    ``text``) on c3, B's formation ``order`` (front first); B (先攻) uses ``use`` in its normal timing."""
    second = f", first_normal: [{use}]" if use else ""
    return mc_scenario(
        turn="{player: A, number: 5, phase: main}",
        a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 鬼, type: unit, level: 3, attack: 6, defense: 9}
""",
        b=f"""\
      c3:
        - {{name: 砦, type: terrain, limit: 8}}
        - {{name: 弓兵, type: unit, level: 1, attack: 0, defense: 1}}
        - {{name: 盾兵, type: unit, level: 1, attack: 0, defense: 5, text: "{text}"}}
""",
        rest=f"""\
actions:
  - {{do: advance, units: [鬼], to: c3, dice: {{A: 1, B: 6}}, formation: {{B: [{order}]}}{second}}}
ask: [盾兵.zone, 鬼.damage]
""",
    )


# --- a step's own condition on 「このユニット」: 「このユニットが最前列にいない場合、さらに…」 (4.7.2) ---

_SHOT = "◎[普通]狙撃\\n〈対象:敵軍ユニット1体〉\\n対象に【1】ダメージ。このユニットが{cond}場合、さらに【1】ダメージ。"
_USE = "{do: use, card: 盾兵, player: B, target: 鬼}"


@pytest.mark.parametrize(
    ("cond", "order", "damage"),
    [
        ("最前列にいない", "盾兵, 弓兵", 1),  # 盾兵 in front: the second step is not applied
        ("最前列にいない", "弓兵, 盾兵", 2),
        ("最前列にいる", "盾兵, 弓兵", 2),
        ("最前列でない", "弓兵, 盾兵", 2),
        ("最後列にいる", "弓兵, 盾兵", 2),
        ("最後列の", "盾兵, 弓兵", 1),
    ],
)
def test_a_step_under_a_condition_on_this_unit(cond: str, order: str, damage: int) -> None:
    """「◎[普通]狙撃 〈対象:敵軍ユニット1体〉 対象に【1】ダメージ。このユニットが最前列にいない
    場合、さらに【1】ダメージ。」 used by 盾兵 on 鬼: the condition is read on 盾兵 (「このユニット」,
    4.7.2), not on the target, as the step comes (10.12.1, 10.12.2; 8.3.3.2); the second
    「【1】ダメージ」 names no unit and is dealt to the target as 「【1】ダメージを与える」 is."""
    r = resolve(loads(_battle(_SHOT.format(cond=cond), order, _USE)))
    assert r.outcome["state"]["鬼.damage"] == damage
    assert {"10.12.1", "4.7.2", "8.3.3.2"} <= set(r.decided_by)
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


@pytest.mark.parametrize(("order", "met"), [("盾兵, 弓兵", True), ("弓兵, 盾兵", False)])
def test_a_triggered_step_under_a_condition_on_this_unit(order: str, met: bool) -> None:
    """「●[戦闘]構え 〈発揮:先攻普通タイミング開始時/対象:このユニット〉 対象に「防御力:+1」を付与する。
    このユニットが最前列にいる場合、さらに対象に「防御力:+1」を付与する」 (the ● runner): 盾兵 in
    front has defence 7 and takes 鬼's 6 (its whole attack, in front); behind, the second +1 is
    not applied (4.7.2, 8.3.3.2, 10.12.1). At the battle's start no formation is decided yet:
    not met (4.1.13), defence 6, and in front it dies of the 6."""
    text = (
        "●[戦闘]構え\\n〈発揮:{moment}/対象:このユニット〉\\n対象に「防御力:+1」を付与する。"
        "このユニットが最前列にいる場合、さらに対象に「防御力:+1」を付与する。"
    )
    scn = _battle(text.format(moment="先攻普通タイミング開始時"), order).replace(
        "dice: {A: 1, B: 6}", "dice: {A: 6, B: 1}"
    )
    r = resolve(loads(scn))
    unmet = [
        m
        for m in r.main.trace
        if "（このユニットが最前列）を満たさない" in str(getattr(m, "ja", ""))
    ]
    assert bool(unmet) != met
    if met:
        assert r.outcome["state"]["盾兵.zone"] == "B.field.c3"
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    early = _battle(text.format(moment="戦闘開始時"), "盾兵, 弓兵")
    early = early.replace("dice: {A: 1, B: 6}", "dice: {A: 6, B: 1}")
    assert resolve(loads(early)).outcome["state"]["盾兵.zone"] == "B.discard"


@pytest.mark.parametrize(("order", "damage"), [("盾兵, 弓兵", 0), ("弓兵, 盾兵", 1)])
def test_a_group_step_under_a_condition_on_this_unit(order: str, damage: int) -> None:
    """「◎[普通]散弾 〈対象:敵軍ユニットすべて〉 このユニットが最前列にいない場合、【1】ダメージ」
    on a group (each unit in turn, the condition read on 盾兵 each time, 4.7.2)."""
    text = (
        "◎[普通]散弾\\n〈対象:敵軍ユニットすべて〉\\n対象に「攻撃力:+0」を付与する。"
        "このユニットが最前列にいない場合、さらに対象に【1】ダメージを与える。"
    )
    use = "{do: use, card: 盾兵, player: B}"
    r = resolve(loads(_battle(text, order, use)))
    assert r.outcome["state"]["鬼.damage"] == damage
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


@pytest.mark.parametrize(
    "text",
    [
        "対象に【1】ダメージ。さらに【1】ダメージ。",
        "対象に【1】ダメージを与える。さらに【1】ダメージ。",
        "【1】ダメージ。さらに【1】ダメージを与える。",
    ],
)
def test_a_damage_noun_naming_no_unit_is_dealt_to_the_target(text: str) -> None:
    """「【n】ダメージ。」 without 「対象に」: as 「【n】ダメージを与える。」 (to the target; 10.17.1)."""
    shot = f"◎[普通]狙撃\\n〈対象:敵軍ユニット1体〉\\n{text}"
    r = resolve(loads(_battle(shot, "盾兵, 弓兵", _USE)))
    assert r.outcome["state"]["鬼.damage"] == 2


def test_a_damage_noun_on_a_player_target_stays_refused() -> None:
    """A player target and a damage step naming no unit: refused as before (no unit to deal it to)."""
    with pytest.raises(Unsupported):
        _ability("◎[メイン]a\n〈対象:自軍プレイヤー〉\n【1】ダメージ。")


# --- 「この効果で対象が死亡した場合、このユニットに…」 (11.3.1.2.1, 12.6.1, 4.7.2) -------------------

_PACT = (
    "◎[普通]血の契約\\n〈対象:敵軍ユニット1体〉\\n対象に【{n}】ダメージ。"
    "この効果で対象が死亡した場合、{who}に「{stat}:+1」を付与する。"
)


@pytest.mark.parametrize(("n", "zone", "defense"), [(9, "A.discard", 6), (8, "A.field.c3", 5)])
def test_a_step_on_this_unit_if_this_effect_killed_the_target(
    n: int, zone: str, defense: int
) -> None:
    """「◎[普通]血の契約 〈対象:敵軍ユニット1体〉 対象に【9】ダメージ。この効果で対象が死亡した場合、
    このユニットに「防御力:+1」を付与する」 used by 盾兵 on 鬼 (defence 9): 鬼 dies of the 9 at once
    (11.3.1.2.1) and 盾兵 gets +1 (4.7.2); of 8 it lives and nothing is granted."""
    text = _PACT.format(n=n, who="このユニット", stat="防御力")
    scn = _battle(text, "盾兵, 弓兵", _USE).replace(
        "ask: [盾兵.zone, 鬼.damage]", "ask: [鬼.zone, 盾兵.defense]"
    )
    r = resolve(loads(scn))
    assert r.outcome["state"]["鬼.zone"] == zone
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    granted = [m for m in r.main.trace if "防御力+1" in str(getattr(m, "ja", ""))]
    assert bool(granted) == (n == 9)


@pytest.mark.parametrize(
    "text",
    [
        # no step before that could kill the target
        "◎[普通]a\n〈対象:敵軍ユニット1体〉\n対象に「攻撃力:+1」を付与する。"
        "この効果で対象が死亡した場合、このユニットに「攻撃力:+1」を付与する。",
        # the ability's own condition, read before any step
        "◎[普通]a\n〈対象:敵軍ユニット1体〉\nこの効果で対象が死亡した場合、対象に【1】ダメージを与える。",
        # 代わりに on 「このユニット」
        "◎[普通]a\n〈対象:敵軍ユニット1体〉\n対象に【1】ダメージを与える。"
        "この効果で対象が死亡した場合、代わりにこのユニットに「攻撃力:+1」を付与する。",
    ],
)
def test_a_death_by_this_effect_elsewhere_stays_refused(text: str) -> None:
    with pytest.raises(Unsupported):
        _ability(text)


# --- 「この戦闘に参加している(自軍の)(「種族:X」の)ユニットが n体以上の場合」 (8.2.3) -----------------


@pytest.mark.parametrize(
    ("units", "zone"),
    [
        ("自軍ユニットが2体以上", "B.field.c3"),  # 弓兵 and 盾兵: defence 7 takes 鬼's 6
        ("自軍のユニットが2体以上", "B.field.c3"),
        ("ユニットが3体以上", "B.field.c3"),  # 鬼 too
        ("自軍ユニットが3体以上", "B.discard"),
        ("敵軍ユニットが2体以上", "B.discard"),  # 鬼 alone
        ("自軍の「種族:人間」のユニットが2体以上", "B.discard"),  # no race given: none counted
        ("自軍ユニットが2体以下", "B.field.c3"),
    ],
)
def test_a_count_of_the_units_in_this_battle(units: str, zone: str) -> None:
    """「○[戦闘]群れ 〈対象:このユニット〉 この戦闘に参加している自軍ユニットが2体以上の場合、対象に
    「防御力:+2」を付与する」 on 盾兵 (in front): the units taking part in the battle going on
    (8.2.3) of that side, relative to 盾兵, counted."""
    text = (
        f"○[戦闘]群れ\\n〈対象:このユニット〉\\nこの戦闘に参加している{units}の場合、"
        "対象に「防御力:+2」を付与する。"
    )
    scn = _battle(text, "盾兵, 弓兵").replace("dice: {A: 1, B: 6}", "dice: {A: 6, B: 1}")
    r = resolve(loads(scn))
    assert r.outcome["state"]["盾兵.zone"] == zone
    assert "8.2.3" in r.decided_by
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


def test_a_count_of_the_units_in_another_battle_stays_refused() -> None:
    """「戦闘に参加している…」 without 「この」 (which battle?): refused as before."""
    with pytest.raises(Unsupported):
        _ability(
            "○[戦闘]a\n〈対象:このユニット〉\n戦闘に参加している自軍ユニットが2体以上の場合、"
            "対象に「防御力:+2」を付与する。"
        )


# --- 「このユニットが「分類:装備品」のアイテムを2つ以上装備している場合」 (2.1.2.1.2.1) ----------------


def _worn(text: str, items: int) -> str:
    """戦士 (defence 3, two item slots, its text ``text``) on c2 wearing ``items`` equipment."""
    gear = "".join(
        f"        - {{name: 盾{i}, type: item, equipped_to: 戦士}}\n" for i in range(items)
    )
    return mc_scenario(
        a=f"""\
      c2:
        - {{name: 平原, type: terrain, limit: 6}}
        - {{name: 戦士, type: unit, level: 1, attack: 1, defense: 3, item_slots: 2, text: "{text}"}}
{gear}""",
        rest="ask: [戦士.defense]\n",
    )


@pytest.mark.parametrize(
    ("cond", "items", "defense"),
    [
        ("このユニットが「分類:装備品」のアイテムを2つ以上", 2, 5),
        ("このユニットが「分類:装備品」のアイテムを2つ以上", 1, 3),
        ("対象が装備品を2つ以上", 2, 5),
        ("対象が装備品を1つ", 1, 5),
        ("対象が装備品を1つ", 2, 3),
        ("対象が装備品を", 1, 5),
    ],
)
def test_a_count_of_the_equipment_worn(cond: str, items: int, defense: int) -> None:
    """「○二刀流 〈対象:このユニット〉 このユニットが「分類:装備品」のアイテムを2つ以上装備している場合、
    対象に「防御力:+2」を付与する」: the items on the unit counted (2.1.2.1.2.1)."""
    text = f"○二刀流\\n〈対象:このユニット〉\\n{cond}装備している場合、対象は「防御力:+2」する。"
    r = resolve(loads(_worn(text, items)))
    assert r.outcome["state"]["戦士.defense"] == defense
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


def test_at_most_n_equipment_stays_refused() -> None:
    """「1つ以下装備している」: with none worn whether it holds is not said — refused."""
    with pytest.raises(Unsupported):
        _ability(
            "○a\n〈対象:このユニット〉\n対象が装備品を1つ以下装備している場合、対象は「防御力:+2」する。"
        )
