"""Monster Collection (mc), round 20 (s16mc): the r20 development files the engine did not agree
with, each fixed in general form and tested here on a minimal case of its own
(docs/cardtext.md "MC round 20 (s16mc)")."""

from __future__ import annotations

import pytest

from ruling.abilities import Unsupported
from ruling.assertions import AMBIGUITY_KINDS
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_compile as _ability
from tests.ruling.boards import mc_scenario

# --- a ● ability granting the hand limit to 〈対象:自軍プレイヤー〉 (10.14.5, 7.2.2; mc/r20_001) -----

_HAND = mc_scenario(
    turn="{player: A, number: 7, phase: hand1}",
    a_top="    deck: 10\n    hand: 3\n",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 巫女, type: unit, level: 2, attack: 1, defense: 2, text: "%s"}
""",
    rest="""\
actions:
  - {do: hand_phase, which: 1}
ask: [A.hand]
""",
)


def _hand_text(target: str, step: str) -> str:
    return f"●[自軍ターン]祈り\\n〈発揮:第1手札調整フェイズ開始時/対象:{target}〉\\n{step}"


@pytest.mark.parametrize(
    ("target", "step", "hand"),
    [
        # the step naming the player 〈対象:～〉 names: the same player (10.10.1)
        ("自軍プレイヤー", "自軍プレイヤーに「手札上限枚数:+2枚」を付与する。", 8),
        ("自軍プレイヤー", "対象に「手札上限枚数:+1枚」を付与する。", 7),
        ("自軍プレイヤー", "自軍プレイヤーに「手札上限枚数:-2枚」を付与する。", 4),
        # the opponent's limit does not change what A refills to
        ("敵軍プレイヤー", "敵軍プレイヤーに「手札上限枚数:+2枚」を付与する。", 6),
    ],
)
def test_a_granted_hand_limit_at_the_hand_phases_start(target: str, step: str, hand: int) -> None:
    """7.2.2: the ● triggers at the phase's start and is played in the check step; 7.2.5 then
    refills to the limit as changed (10.14.5; it lasts to the phase's end, 10.14.6)."""
    r = resolve(loads(_HAND % _hand_text(target, step)))
    assert r.outcome["state"] == {"A.hand": hand}
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    if hand != 6:
        assert {"10.14.5", "7.2.5"} <= set(r.decided_by)


def test_a_step_naming_the_other_player_than_the_target_is_refused() -> None:
    with pytest.raises(Unsupported):
        _ability(
            _hand_text(
                "自軍プレイヤー", "敵軍プレイヤーに「手札上限枚数:+2枚」を付与する。"
            ).replace("\\n", "\n")
        )


# --- a resistance said not to work on attack damage cites the attack damage (9.3; r20_011) -----

_ATTACKED = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 戦士, type: unit, level: 2, attack: 3, defense: 4}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: ゴーレム, type: unit, level: 3, attack: 1, defense: 3, text: "%s"}
""",
    rest="""\
actions:
  - {do: advance, units: [戦士], to: c3, dice: {A: 6, B: 1}}
ask: [ゴーレム.zone]
""",
)


@pytest.mark.parametrize("text", ["「耐性:特殊能力」", "耐性:火炎", "「弱点:火炎(+2ダメージ)」"])
def test_a_keyword_that_does_nothing_against_attack_damage_rests_on_it(text: str) -> None:
    """13.1.7.1 / 13.1.8.1: the attack damage (9.3) has no attribute and is no effect's: the unit
    dies of its 3 damage, and the step saying the keyword does nothing is caused by the damage
    dealt — so 9.3 decides the death."""
    r = resolve(loads(_ATTACKED % text))
    assert r.outcome["state"] == {"ゴーレム.zone": "B.discard"}
    assert "9.3" in r.decided_by


# --- a death effect on a unit resistant to its kind (13.1.7.1, 13.1.7.2; r20_015) -------------

_DOOM = mc_scenario(
    a_top="    deck: 20\n    hand: [{name: 甲札, type: spell}, {name: 乙札, type: item}]\n",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 術士, type: unit, level: 3, attack: 1, defense: 3, text: "%s"}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 騎士, type: unit, level: 3, attack: 3, defense: 5, text: "%s"}
""",
    rest="""\
actions:
  - {do: use, card: 術士, target: 騎士%s}
ask: [騎士.zone, A.discard]
""",
)
_DEATH = "◎[メイン]死の宣告\\n〈コスト:手札2枚破棄/対象:ユニット1体〉\\n対象を死亡させる。"
_DEATH_FREE = "◎[メイン]死の宣告\\n〈対象:ユニット1体〉\\n対象を死亡させる。"


@pytest.mark.parametrize(
    ("resist", "zone"),
    [
        ("「耐性:特殊能力」", "B.field.c3"),  # of the ability's kind: no death (13.1.7.2)
        ("耐性:特殊能力", "B.field.c3"),  # printed bare
        ("「耐性:戦闘スペル」", "B.discard"),  # another kind: it dies
        ("「耐性:火炎」", "B.discard"),  # an attribute: the death effect has none
        ("", "B.discard"),
    ],
)
def test_a_death_effect_of_a_kind_the_unit_resists(resist: str, zone: str) -> None:
    """13.1.7.1: 「「x」の自身を死亡させる効果…を受けた場合にも、死亡しない」 — the death effect
    does not come about; the cost declared was paid all the same (10.1.13)."""
    r = resolve(loads(_DOOM % (_DEATH, resist, ", cost_cards: [甲札, 乙札]")))
    assert r.outcome["state"]["騎士.zone"] == zone
    assert r.outcome["state"]["A.discard"] == 2  # the two cards paid
    if zone != "B.discard":
        assert {"13.1.7.1", "13.1.7.2", "10.1.13"} <= set(r.decided_by)


def test_a_resisted_death_is_not_offered_to_a_replacement() -> None:
    """13.1.7.1: 「死亡効果をそもそも発生させない」 — no death happens, so 「このユニットが死亡する
    場合、代わりに手札に戻す」 has nothing to replace: the knight stays."""
    text = (
        "「耐性:特殊能力」\\n○帰還\\n〈対象:このユニット〉\\n"
        "このユニットが死亡する場合、代わりに持ち主の手札に戻す。"
    )
    r = resolve(loads(_DOOM % (_DEATH_FREE, text, "")))
    assert r.outcome["state"]["騎士.zone"] == "B.field.c3"
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


# --- a death resting on damage carried over a battle: the reading is its cause (r20_028) -------


def test_a_death_on_damage_kept_past_the_battle_rests_on_that_reading() -> None:
    """4.5.2, 8.3.8.4: 重装兵 keeps the battle's 2 damage (the engine's reading) and dies of 1
    more; the death is caused by that reading, so its clauses (8.3.8.4) decide the ruling."""
    scn = mc_scenario(
        a="""\
      c1b: []
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 剣士, type: unit, level: 2, attack: 2, defense: 4}
        - name: 砲術師
          type: unit
          level: 2
          attack: 0
          defense: 9
          text: "◎[メイン]砲撃\\n〈対象:ユニット1体〉\\n対象に【1】ダメージを与える。"
""".replace("      c1b: []\n", ""),
        b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 重装兵, type: unit, level: 2, attack: 1, defense: 3}
""",
        rest="""\
actions:
  - {do: advance, units: [剣士], to: c3, dice: {A: 6, B: 1}}
  - {do: use, card: 砲術師, target: 重装兵}
ask: [重装兵.zone]
""",
    )
    r = resolve(loads(scn))
    assert r.outcome["state"] == {"重装兵.zone": "B.discard"}
    assert "8.3.8.4" in r.decided_by


# --- two replacements on one death: a group's ○ replacement, and who orders them (r20_029) -----


@pytest.mark.parametrize(
    ("text", "who", "do"),
    [
        ("敵軍ユニットが死亡する場合、代わりにゲームから除外する。", "enemy", "remove"),
        ("対象が死亡する場合、代わりに対象をゲームから除外する。", "enemy", "remove"),
        ("対象が死亡する場合、代わりに持ち主の手札に戻す。", "enemy", "return_to_hand"),
    ],
)
def test_a_replacement_on_every_enemy_unit(text: str, who: str, do: str) -> None:
    """10.8.2 with 〈対象:敵軍ユニットすべて〉: the event's unit is any of that group (a ○
    ability's target is every such unit, 14.5.4.2)."""
    r = _ability(f"○冥府の門\n〈対象:敵軍ユニットすべて〉\n{text}")
    assert (r.who, r.value, r.events) == (who, {"do": do}, ("die",))


def test_a_replacement_on_a_group_other_than_its_target_is_refused() -> None:
    with pytest.raises(Unsupported):
        _ability(
            "○冥府の門\n〈対象:自軍ユニットすべて〉\n敵軍ユニットが死亡する場合、代わりにゲームから除外する。"
        )


_TWO = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - name: 処刑人
          type: unit
          level: 3
          attack: 2
          defense: 3
          text: "◎[メイン]断罪\\n〈対象:ユニット1体〉\\n対象を死亡させる。"
        - name: 魂狩り
          type: unit
          level: 2
          attack: 1
          defense: 2
          text: "○冥府の門\\n〈対象:敵軍ユニットすべて〉\\n敵軍ユニットが死亡する場合、代わりにゲームから除外する。"
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 騎士, type: unit, level: 2, attack: 1, defense: 3, text: "%s"}
""",
    rest="""\
actions:
  - {do: use, card: 処刑人, target: 騎士}
ask: [騎士.zone]
""",
)


def test_one_group_replacement_replaces_the_death() -> None:
    r = resolve(loads(_TWO % ""))
    assert r.outcome["state"] == {"騎士.zone": "B.removed"}
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


def test_two_replacements_on_a_death_by_the_opponents_effect() -> None:
    """10.8.4: the affected player picks the first; 10.8.4.2 names both the player doing the
    death (A, whose effect it is) and the owner of the card (B): both readings are run, the
    order resting on the reading (10.8.4.1, 10.8.4.2 decide it)."""
    text = (
        "○帰還\\n〈対象:このユニット〉\\nこのユニットが死亡する場合、代わりに持ち主の手札に戻す。"
    )
    r = resolve(loads(_TWO % text))
    assert {"10.8.4", "10.8.4.1", "10.8.4.2"} <= set(r.decided_by)
    assert any("10.8.4.2" in w.clauses for w in r.warnings() if w.kind in AMBIGUITY_KINDS)
