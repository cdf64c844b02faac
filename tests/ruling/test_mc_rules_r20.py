"""Monster Collection (mc), round 19 (s15mc): the r19 development files the engine did not agree
with, each fixed in general form and tested here on a minimal case of its own
(docs/cardtext.md "MC round 19 (s15mc)")."""

from __future__ import annotations

import pytest

from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_compile as _ability
from tests.ruling.boards import mc_scenario
from tests.ruling.boards import problems as _problems

# --- 「対象が死亡する場合、代わりに…」 beside 〈対象:このユニット〉 (10.8.2, 10.8.3; mc/r19_015, 016) ------

_GHOST = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: オーガ, type: unit, level: 3, attack: 4, defense: 4}
""",
    b="""\
      c3:
        - {name: 墓地, type: terrain, limit: 6}
        - {name: 亡霊, type: unit, level: 2, attack: 1, defense: 2, text: "%s"}
""",
    turn="{player: A, number: 8, phase: main}",
    b_top="    deck: 15\n    hand: %d\n",
    rest="""\
actions:
  - {do: advance, units: [オーガ], to: c3, dice: {A: 6, B: 1}}
ask: [亡霊.zone]
expect:
  state: {亡霊.zone: %s}
  decided_by: [%s]
""",
)


@pytest.mark.parametrize(
    ("text", "zone", "clause"),
    [
        # the target 〈対象:このユニット〉 names is the ability's own unit (4.7.2): 「対象が死亡する」
        # is its death, 「対象を…戻す」 the card the event was about
        (
            "〈対象:このユニット〉\\n対象が死亡する場合、代わりに対象を持ち主の手札に戻す。",
            "B.hand",
            "10.8.3",
        ),
        # neighbours: 「このユニット」 for 対象, 「手札に戻す」 without 持ち主の (5.1.4.1), a removal
        (
            "〈対象:このユニット〉\\n対象が死亡する場合、代わりに対象を手札に戻す。",
            "B.hand",
            "10.8.3",
        ),
        (
            "〈対象:このユニット〉\\nこのユニットが死亡する場合、代わりにこのユニットを持ち主の手札に戻す。",
            "B.hand",
            "10.8.3",
        ),
        (
            "〈対象:このユニット〉\\n対象が死亡する場合、代わりに対象をゲームから除外する。",
            "B.removed",
            "10.8.3",
        ),
    ],
)
def test_a_death_replaced_on_the_target_that_is_this_unit(
    text: str, zone: str, clause: str
) -> None:
    """A's ogre deals 4 to the ghost (defence 2): instead of dying (10.8.3: the death does not
    happen at all), it goes where the replacement says."""
    assert _problems(_GHOST % (5, f"○不死\\n{text}", zone, f'"10.8.2", "{clause}"')) == []


def test_a_selective_replacement_on_the_target_with_an_empty_hand_is_not_applied() -> None:
    """「対象が死亡する場合、代わりに自軍手札1枚を破棄してもよい」 with B's hand empty: the choice cannot
    be carried out, so the replacement does not apply (10.8.5) and the ghost dies."""
    text = "○盾\\n〈対象:このユニット〉\\n対象が死亡する場合、代わりに自軍手札1枚を破棄してもよい。"
    assert _problems(_GHOST % (0, text, "B.discard", '"10.8.5", "11.3.1.2.1"')) == []


def test_a_death_of_another_target_replaced_is_refused() -> None:
    """「対象」 of 〈対象:自軍ユニット1体〉 is chosen at a use: a standing replacement names no such
    unit — refused, not read as 「このユニット」."""
    with pytest.raises(Unsupported, match="other than the unit of its event"):
        _ability(
            "○a\n〈対象:自軍ユニット1体〉\n対象が死亡する場合、代わりに対象を持ち主の手札に戻す。"
        )


# --- steps on the player's cards beside one unit target (10.10.4; mc/r19_020) ----------------------

_SAGE = mc_scenario(
    a="""\
      c2:
        - {name: 塔, type: terrain, limit: 6}
        - {name: 賢者, type: unit, level: 2, attack: 0, defense: 2, text: "%s"}
""",
    turn="{player: A, number: 11, phase: main}",
    a_top="    deck: %d\n    hand: [{name: 巻物, type: item}]\n",
    rest="""\
actions:
  - {do: use, card: 賢者, target: 賢者, cost_cards: [巻物]}
ask: [A.hand, A.deck]
expect:
  state: {A.hand: %d, A.deck: %d}
  decided_by: [%s]
""",
)


@pytest.mark.parametrize(
    ("deck", "hand", "left", "clause"),
    [(5, 2, 3, "10.10.4"), (1, 1, 0, "12.3.1.3")],  # fewer in the deck: all of it (12.3.1.3)
)
def test_a_replenish_beside_this_unit_as_the_target(
    deck: int, hand: int, left: int, clause: str
) -> None:
    """「◎[メイン] 〈コスト:手札1枚破棄/対象:このユニット〉 カードを2枚補充する」: the step names no
    player — its user's cards (as 〈対象:自軍プレイヤー〉's, 10.10.4) — done once the target is
    proper: A discards 巻物 and replenishes 2."""
    text = "◎[メイン]泉\\n〈コスト:手札1枚破棄/対象:このユニット〉\\nカードを2枚補充する。"
    assert _problems(_SAGE % (deck, text, hand, left, f'"{clause}"')) == []


@pytest.mark.parametrize(
    "text",
    [
        # beside a group: once per unit or once in all, not read
        "◎[メイン]a\n〈対象:自軍ユニットすべて〉\nカードを1枚補充する。",
        "◎[メイン]a\n〈対象:自軍パーティ〉\nカードを1枚補充する。",
        # a ● ability's player steps beside a group (beside its one unit: test_mc_cardtext_r19)
        "●[自軍ターン]a\n〈発揮:メインフェイズ開始時/対象:自軍ユニットすべて〉\nカードを1枚補充する。",
    ],
)
def test_player_steps_beside_other_targets_stay_refused(text: str) -> None:
    with pytest.raises(Unsupported):
        _ability(text)


# --- damage carried over a battle: both readings run (mc damage_carried_over; mc/r19_027) --------

_CARRIED = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 剣兵, type: unit, level: 2, attack: 2, defense: 4}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 番兵, type: unit, level: 2, attack: 2, defense: 3}
""",
    turn="{player: A, number: 9, phase: main}",
    rest="""\
actions:
  - {do: advance, units: [剣兵], to: c3, dice: {A: 6, B: 1}}
  - {do: resolve_text, player: A, text: "対象に【%d】ダメージを与える。", target: 番兵}
ask: [番兵.zone]
""",
)


def test_a_death_resting_on_damage_from_a_battle_runs_both_readings() -> None:
    """番兵 keeps 2 battle damage (defence 3); 1 more in the main phase: with the 2 kept it dies
    (11.3.1.2.1, the engine's reading), with it not outlasting the battle it lives — the ruling
    runs both (before, it ran the first and said the other)."""
    r = resolve(loads(_CARRIED % 1))
    assert r.outcome["state"] == {"番兵.zone": "B.discard"}
    assert "11.3.1.2.1" in r.outcome["depends_on_reading"]
    other = {x["reading"][0]: x["outcome"]["state"] for x in r.outcome["readings"]}
    assert other == {"cleared": {"番兵.zone": "B.field.c3"}}


def test_a_death_the_new_damage_decides_alone_is_no_reading() -> None:
    """3 more reach the defence without the battle's damage: no reading to run."""
    r = resolve(loads(_CARRIED % 3))
    assert r.outcome["state"] == {"番兵.zone": "B.discard"}
    assert "depends_on_reading" not in r.outcome


# --- 〈発揮:終了宣言フェイズ開始時〉: a reading (mc end_declaration_start; 7.6.2, 4.7.4) -------------

_END = """
game: mc
title: t
turn: {player: A, number: 7, phase: main}
players:
  A:
    deck: 10
    hand: 6
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 兵, type: unit, level: 1, attack: 1, defense: 5, damage: 2, text: "%s"}
  B:
    deck: 10
    hand: 6
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: end_phase}
ask: [兵.damage]
%s"""

_SHED = (
    "●[自軍ターン]脱殻\\n〈発揮:%s/対象:このユニット〉\\n対象の受けているダメージを1点回復する。"
)


def test_an_auto_ability_at_the_end_declaration_phases_start_runs_both_readings() -> None:
    """「●[自軍ターン]脱殻 〈発揮:終了宣言フェイズ開始時/対象:このユニット〉 対象の受けているダメージを
    1点回復する」: 7.6's steps make no 「終了宣言フェイズ開始時」 happen (the engine's reading: it
    never triggers, 兵 keeps 2 damage); read by 4.7.4 as the phase's start it heals 1 — the
    ruling gives both."""
    r = resolve(loads(_END % (_SHED % "終了宣言フェイズ開始時", "")))
    assert r.outcome["state"] == {"兵.damage": 2}
    assert "7.6.2" in r.outcome["depends_on_reading"]
    other = {x["reading"][0]: x["outcome"]["state"] for x in r.outcome["readings"]}
    assert other == {"at_start": {"兵.damage": 1}}


@pytest.mark.parametrize("reading", ["never", "at_start"])
def test_the_end_declaration_phases_start_settled_by_the_scenario(reading: str) -> None:
    choice = f"choices: [{{player: A, at: reading, choose: {reading}}}]\n"
    r = resolve(loads(_END % (_SHED % "終了宣言フェイズ開始時", choice)))
    assert r.outcome["state"] == {"兵.damage": 2 if reading == "never" else 1}


def test_the_end_declaration_phases_end_is_no_reading() -> None:
    """「終了宣言フェイズ終了時」 is 7.6.2's own moment: it heals, no reading."""
    r = resolve(loads(_END % (_SHED % "終了宣言フェイズ終了時", "")))
    assert r.outcome["state"] == {"兵.damage": 1}
    assert "depends_on_reading" not in r.outcome
