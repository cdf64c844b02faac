"""Round 52 (s49coA): co constructions taken from the r52 development files and the cards_r51
refusals, each on a minimal board."""

from __future__ import annotations

from typing import Any

import pytest

from grammar.parse import parse_card
from ruling.scenario import ScenarioError
from tests.ruling.boards import co_ability, co_run


def _steps(r: Any) -> list[str]:
    return [s.en for s in r.main.trace.steps]


# ----------------------------------------------- 4.3.9: a DP lowered, not to 0, is read
SWAP = """
turn: {player: B, number: 8, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field: [{name: 兵, type: character, ap: 1, dp: 3}]
  B:
    hp: 20
    energy: 1
    deck: 10
    hand:
      - {name: 呪, type: spell, cost: 1, text: "使い捨て。ターン終了時まで、対象のキャラクターのAPとDPの数値を入れ替える。"}
actions:
  - {do: play, player: B, card: 呪, target: 兵}
ask: [兵.zone, 兵.dp]
"""


def test_a_swap_lowering_dp_above_zero_reads_the_dp_zero_condition() -> None:
    r = co_run(SWAP)
    assert r.outcome["state"] == {"兵.zone": "A.field", "兵.dp": 1}
    assert "4.3.9" in r.decided_by
    assert any("DP 1 (lowered from its printed 3)" in s for s in _steps(r))


# --------------------------- 4.3.8 step 3 / 4.2.8: abilities lost, a set item's effect kept
LOST = """
turn: {player: B, number: 7, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {name: 勇者, type: character, ap: 2, dp: 2, damage: 1, text: "『勇者』に「+0:+2」の修正を与える。"}
      %s
  B:
    hp: 20
    energy: 1
    deck: 10
    hand:
      - {name: 封印, type: spell, cost: 1, text: "使い捨て。ターン終了時まで、対象のキャラクターはすべての特殊能力を失う。"}
actions:
  - {do: play, player: B, card: 封印, target: 勇者}
ask: [勇者.dp]
"""
ARMOUR = (
    '- {name: 鎧, type: item, set_on: 勇者, text: "キャラクター1体にセット。'
    'セットされたキャラクターに「+0:+1」の修正を与える。"}'
)


def test_a_character_that_lost_its_abilities_loses_its_own_modifier() -> None:
    assert co_run(LOST % "").outcome["state"] == {"勇者.dp": 2}


def test_a_set_items_effect_is_kept_citing_4_2_8() -> None:
    r = co_run(LOST % ARMOUR)
    assert r.outcome["state"] == {"勇者.dp": 3}
    assert {"4.3.8", "4.2.8"} <= set(r.decided_by)


def test_own_presence_on_its_own_modifier_is_in_force() -> None:
    ab = co_ability("『勇者』がフィールドに出ている限り、『勇者』に「+0:+2」の修正を与える。")
    assert ab.supported, ab.reason
    assert [s.kind for s in ab.program.statics] == ["mod"]
    assert not ab.program.ops


# ------------------------------------ 4.2.13: an item already set does not target its host
HIDDEN = """
turn: {player: B, number: 7, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {name: 隠者, type: character, ap: 1, dp: 2}
      - {name: 兜, type: item, set_on: 隠者, text: "キャラクター1体にセット。セットされたキャラクターに「+0:+2」の修正を与える。"}
  B:
    hp: 20
    energy: 1
    deck: 10
    hand: [{name: 火, type: spell, cost: 1, text: "使い捨て。すべてのキャラクターに3点のダメージを与える。"}]
%s
actions:
  - {do: play, player: B, card: 火}
ask: [隠者.zone, 兜.zone]
"""


def test_an_untargetable_host_keeps_its_set_item_citing_4_2_13() -> None:
    r = co_run(HIDDEN % "effects: [{target: 隠者, stat: untargetable, value: true, until: turn}]")
    assert r.outcome["state"] == {"隠者.zone": "A.field", "兜.zone": "A.field"}
    assert "4.2.13" in r.decided_by


def test_a_targetable_host_does_not_read_4_2_13() -> None:
    r = co_run(HIDDEN % "")
    assert r.outcome["state"] == {"隠者.zone": "A.field", "兜.zone": "A.field"}
    assert "4.2.13" not in r.decided_by


# ------------------------- 4.3.10.4: the window right after the exchange's damage, per card
BATTLE = """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    field: [{name: 剣士, type: character, ap: 3, dp: 3}]
    hand:
      - {name: 根性, type: spell, cost: 1, text: "使い捨て。あなたのキャラクターがダメージを受けた直後にのみプレイしてもよい。ターン終了時まで、対象のキャラクターに「+0:+2」の修正を与える。"}
  B:
    hp: 20
    deck: 10
    field: [{name: 大盾, type: character, ap: 3, dp: 4}]
actions:
  - do: attack
    attacker: 剣士
    defender: 大盾
    after_damage: %s
ask: [剣士.zone, 根性.zone]
"""
PLAY = "[{do: play, player: A, card: 根性, target: 剣士}]"


def test_after_damage_keyed_by_the_damaged_character_comes_before_the_crash() -> None:
    r = co_run(BATTLE % ("{剣士: " + PLAY + "}"))
    assert r.outcome["state"] == {"剣士.zone": "A.field", "根性.zone": "A.dustbox"}
    assert {"4.3.10.4", "4.3.9"} <= set(r.decided_by)


def test_after_damage_as_a_list_is_the_timing_after_the_crash() -> None:
    r = co_run(BATTLE % PLAY)
    assert r.outcome["state"] == {"剣士.zone": "A.dustbox", "根性.zone": "A.hand"}


def test_after_damage_keyed_by_no_battling_character_is_an_error() -> None:
    with pytest.raises(ScenarioError) as exc:
        co_run(BATTLE % ("{根性: " + PLAY + "}"))
    assert "not a character of this battle" in exc.value.text("en")


def test_after_damage_of_neither_form_is_refused_by_the_loader() -> None:
    with pytest.raises(ScenarioError) as exc:
        co_run(BATTLE % "3")
    assert "expected list or map" in exc.value.text("en")


# ------------------------------- 3.4.3: 「〜にセット」 set off from the text by a space
@pytest.mark.parametrize(
    "head", ["フィールドにセット", "キャラクター1体にセット", "対象のキャラクターにセット"]
)
def test_a_set_instruction_set_off_by_a_space_is_its_own_sentence(head: str) -> None:
    spaced = parse_card(f"{head}\u3000あなたはカードを1枚引く。", "co")
    dotted = parse_card(f"{head}。あなたはカードを1枚引く。", "co")
    assert spaced.normalised.text == dotted.normalised.text


def test_a_spaced_set_item_runs_as_the_dotted_one() -> None:
    text = "キャラクター1体にセット\u3000セットされたキャラクターは、「+0:+2」の修正を受ける。"
    ab = co_ability(text, "item", "兜")
    assert ab.supported, ab.reason
    assert ab.program.set_to == "character"


# --------------------- a timed prohibition on a target described by its gender (4.2.13, 4.2.9)
BRIBE = """
turn: {player: B, number: 5, phase: main}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand: [{name: 買収, type: event, cost: 1, text: "ターン終了時まで、対象の男性キャラクター1体はアタックに参加できない。"}]
  B:
    hp: 20
    deck: 10
    field: [{name: 戦士, type: character, ap: 2, dp: 2, gender: %s}]
actions:
  - {do: play, player: A, card: 買収, target: 戦士, allowed: %s}
  - {do: attack, attacker: 戦士, allowed: %s}
ask: [A.hp]
"""


def test_a_male_target_may_not_attack() -> None:
    r = co_run(BRIBE % ("男性", "true", "false"))
    assert r.outcome["state"] == {"A.hp": 20}


def test_a_female_character_is_no_proper_target() -> None:
    r = co_run(BRIBE % ("女性", "false", "true"))
    assert r.outcome["state"] == {"A.hp": 18}
