"""ws constructions added in round 40 (from the r40 blind set), each on a minimal board of its own:
「そのキャラがいた枠」 when the card put there is the one that left it; 「そのキャラの正面の枠」; a
direct attack that stays direct when the slot opposite is filled (7.2.1.4.3); 「…がマーカーを持つ
なら」 (3.7.4) as a condition; 「このカードはバトルで【リバース】しない」 (the battle's reverse only);
『チェンジ』を使った for a チェンジ of any ability kind (10.8.5); a marker cost taken from the top
(3.7.2); the choice icon's place as the documented `at: dest`."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, decided, main_state, ws_battle, ws_resolve_text

SENT_BACK = (
    "相手のキャラを1枚選び、控え室に置く。その後、相手は自分の控え室のキャラを1枚選び、"
    "そのキャラがいた枠に置く。"
)


@pytest.mark.parametrize("back", ["甲", "乙"])
def test_the_card_put_back_may_be_the_one_that_left_the_slot(back: str) -> None:
    r = ws_resolve_text(
        "  A: {deck: 10}\n  B:\n    deck: 10\n    stage:\n"
        "      center_front: {name: 甲, type: character, level: 1, power: 3000, soul: 1}\n"
        "    waiting_room: [{name: 乙, type: character, level: 0, power: 2500, soul: 1}]\n",
        SENT_BACK,
        f"  - {{player: A, choose: 甲}}\n  - {{player: B, choose: {back}}}\n",
        "B.center_front",
    )
    # the slot is the one 甲 left, whichever card B puts there (3.1.4: 甲 back is a new card)
    assert main_state(r, "B.center_front") == [back]


FACING_PUT = "相手は自分の控え室のキャラを1枚選び、そのキャラの正面の枠に置く。"


@pytest.mark.parametrize(
    ("mine", "slot"), [("right_front", "left_front"), ("left_front", "right_front")]
)
def test_the_slot_facing_a_named_character(mine: str, slot: str) -> None:
    # the character chosen first is A's; the slot facing it (3.6.6) is on B's stage
    r = ws_resolve_text(
        f"  A:\n    deck: 10\n    stage:\n      {mine}: {{name: 攻, type: character, level: 1, power: 3000, soul: 1}}\n"
        "  B:\n    deck: 10\n    waiting_room: [{name: 乙, type: character, level: 0, power: 2500, soul: 1}]\n",
        "あなたは自分のキャラを1枚選び、【レスト】する。" + FACING_PUT,
        "  - {player: A, choose: 攻}\n  - {player: B, choose: 乙}\n",
        f"乙.zone, B.{slot}",
    )
    assert main_state(r, "乙.zone") == f"B.stage.{slot}"
    assert "3.6.6" in decided(r)


def test_a_direct_attack_stays_direct_when_the_slot_opposite_is_filled() -> None:
    # B's ability puts a character facing the attacker after the attack was declared direct
    r = resolve(
        loads(
            WS_HEAD.replace("phase: main", "phase: attack") + "players:\n  A:\n    level: 1\n"
            "    stage: {right_front: {name: 攻, type: character, level: 1, power: 5000, soul: 1}}\n"
            "    deck: [{name: 山, type: character, trigger: none}, 8]\n"
            "  B:\n    level: 1\n    clock: 1\n    stage:\n"
            "      center_front: {name: 番, type: character, level: 1, power: 4000, soul: 1, "
            'text: "【自】 相手のキャラがダイレクトアタックした時、あなたは自分の控え室のキャラを1枚選び、'
            'そのキャラの正面の枠に置く。"}\n'
            "    waiting_room: [{name: 駆, type: character, level: 1, power: 9000, soul: 1}]\n"
            "    deck: [{name: 受1, type: character}, {name: 受2, type: character}, 8]\n"
            "actions:\n  - {do: attack, slot: right_front}\nask: [attack.kind, B.left_front, B.clock]\n"
        )
    )
    assert main_state(r, "attack.kind") == "direct"
    assert main_state(r, "B.left_front") == ["駆"]
    assert main_state(r, "B.clock") == 3  # soul 1 + 1 of the direct attack, kept
    assert "7.2.1.4.3" in decided(r)


@pytest.mark.parametrize(
    ("markers", "power"), [("[{name: 卵, type: character}]", 7000), ("[]", 5000)]
)
def test_has_a_marker_as_a_condition(markers: str, power: int) -> None:
    r = resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    stage:\n"
            "      left_front: {name: 騎, type: character, level: 1, power: 5000, soul: 1, "
            'text: "【永】 このカードがマーカーを持つなら、このカードのパワーを＋2000。"}\n'
            f"    markers: {{left_front: {markers}}}\n"
            "  B: {deck: 10}\nactions:\n  - {do: check_timing}\nask: [騎.power]\n"
        )
    )
    assert main_state(r, "騎.power") == power


def test_not_reversed_by_battle_is_the_battle_only() -> None:
    kept = ws_battle(power=9000, theirs="【永】 このカードはバトルで【リバース】しない。")
    assert main_state_orient(kept) == "stand"
    # an effect still reverses it (the prohibition names the battle)
    r = ws_resolve_text(
        "  A: {deck: 10}\n  B:\n    deck: 10\n    stage:\n"
        "      center_front: {name: 盾, type: character, level: 1, power: 3000, soul: 1, "
        'text: "【永】 このカードはバトルで【リバース】しない。"}\n',
        "相手のキャラを1枚選び、【リバース】する。",
        "  - {player: A, choose: 盾}\n",
        "B.center_front",
    )
    assert main_state(r, "B.center_front") == ["盾(reverse)"]


def main_state_orient(r: object) -> str:
    final = r.main.final  # type: ignore[attr-defined]
    return str(final.players["B"].zones["stage.center_front"][0].orientation)


def test_change_by_an_activated_ability_is_used() -> None:
    # 10.8.5: 『チェンジ』を使った — a character put onto the stage by a チェンジ's effect; the
    # keyword's ability may be of any kind (10.8.2), 【起】 here (10.8.4's 「『チェンジ』で舞台に
    # 置かれた時」 alone needs an automatic one)
    r = resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    level: 2\n    stock: 3\n    hand: 0\n    stage:\n"
            "      center_front: {name: 蛹, type: character, level: 1, power: 4000, soul: 1, "
            'text: "【起】 チェンジ ［(1) このカードを控え室に置く］ あなたは自分の控え室の「蝶」を1枚選び、'
            'このカードがいた枠に置く。"}\n'
            "      left_back: {name: 観, type: character, level: 1, power: 3000, soul: 1, "
            'text: "【自】 あなたが『チェンジ』を使った時、あなたは1枚引く。"}\n'
            "    waiting_room: [{name: 蝶, type: character, level: 2, power: 8000, soul: 1}]\n"
            "    deck: [{name: 羽, type: character}, 8]\n"
            "  B: {deck: 10}\nactions:\n  - {do: activate, card: 蛹}\nask: [羽.zone]\n"
        )
    )
    assert main_state(r, "羽.zone") == "A.hand"
    assert "10.8.5" in decided(r)


def test_a_marker_cost_takes_the_top_marker() -> None:
    cost = "このカードの下のマーカーを1枚控え室に置く"
    r = resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    hand: 0\n    stage:\n"
            "      center_front: {name: 主, type: character, level: 2, power: 6000, soul: 1, "
            f'text: "【起】［{cost}］ あなたは1枚引く。"}}\n'
            "    markers: {center_front: [{name: 上, type: character, face: down}, {name: 下, type: event, face: down}]}\n"
            "    deck: 10\n  B: {deck: 10}\n"
            "actions:\n  - {do: activate, card: 主}\nask: [上.zone, 下.zone]\n"
        )
    )
    assert len(r.leaves) == 1  # no choice: markers are removed from the top (3.7.2)
    assert main_state(r, "上.zone") == "A.waiting_room"
    assert main_state(r, "下.zone") == "A.markers.center_front"
    assert "3.7.2" in decided(r)


def test_a_cost_part_paid_with_what_an_earlier_part_brings_runs_both_readings() -> None:
    # an empty hand: 「このカードを手札に戻し」 then 「手札を1枚控え室に置く」 is payable only with
    # this card, back in the hand by the first part (8.4.2.1 in order / 8.4.2.2.1 each as it is)
    r = resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    hand: []\n    deck: 10\n    stage:\n"
            "      center_front: {name: 転, type: character, level: 1, power: 3000, soul: 1, "
            'text: "【起】［このカードを手札に戻す 手札を1枚控え室に置く］ あなたは1枚引く。"}\n'
            "  B: {deck: 10}\nactions:\n  - {do: activate, card: 転}\nask: [転.zone]\n"
        )
    )
    # the engine's reading (each part as the zone is) is the main line, the other an alternate
    zones = {leaf.outcome["state"]["転.zone"] for leaf in [*r.leaves, *r.alternates]}
    assert zones == {"A.stage.center_front", "A.waiting_room"}
    assert main_state(r, "転.zone") == "A.stage.center_front"


def test_two_characters_in_a_slot_only_mid_effect_is_said_and_not_carried_out() -> None:
    r = resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    stock: 1\n    deck: 10\n    stage:\n"
            "      center_front: {name: 召, type: character, level: 1, power: 3000, soul: 1, "
            'text: "【起】［(1)］ あなたは自分の控え室のキャラを1枚選び、このカードがいる枠に置く。'
            'その後、このカードを後列のキャラのいない枠に動かす。"}\n'
            "    waiting_room: [{name: 騎, type: character, level: 0, power: 2000, soul: 1}]\n"
            "  B: {deck: 10}\nactions:\n  - {do: activate, card: 召}\n"
            "choices:\n  - {player: A, choose: 騎}\nask: [A.center_front, 召.zone]\n"
        )
    )
    assert main_state(r, "A.center_front") == ["騎"]
    assert main_state(r, "召.zone") == "A.stage.left_back"
    # the slot held two characters only during the effect: a check-type process (9.6.2) is
    # checked at the check timing alone (9.1.2.2) — said, not carried out
    assert {"9.6.2", "9.1.2.2"} <= decided(r)


@pytest.mark.parametrize("state", ["reverse", "stand"])
def test_a_reversed_characters_text_in_force_cites_where_text_works(state: str) -> None:
    r = resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    stage:\n"
            f"      right_front: {{name: 旗, type: character, level: 1, power: 6000, soul: 1, state: {state}, "
            'text: "【永】 他のあなたのキャラすべてに、パワーを＋1500。"}\n'
            "      center_front: {name: 二, type: character, level: 1, power: 4500, soul: 1}\n"
            "  B: {deck: 10}\nactions:\n  - {do: check_timing}\nask: [二.power]\n"
        )
    )
    assert main_state(r, "二.power") == 6000
    # in force on the stage whatever the orientation (2.12.2.1): said where it could be doubted
    assert ("2.12.2.1" in decided(r)) is (state == "reverse")


def test_the_shot_damage_as_the_attackers_own_is_a_reading() -> None:
    # the attacker reads the damage it deals; the shot's damage is its only under one reading of
    # who holds the shot ability (4.11.1.2 / 4.12.2.7 — the audit's shot_ability_holder)
    r = resolve(
        loads(
            WS_HEAD.replace("phase: main", "phase: attack") + "players:\n  A:\n    level: 1\n"
            "    stage:\n      center_front: {name: 射, type: character, level: 1, power: 4000, soul: 1, "
            'text: "【自】 このカードの与えたダメージがキャンセルされた時、そのターン中、このカードのパワーを＋3000。"}\n'
            "    deck: [{name: 撃, type: climax, trigger: shot}, 8]\n"
            "  B:\n    level: 1\n    deck: [{name: 止1, type: climax}, {name: 止2, type: climax}, 8]\n"
            "actions:\n  - {do: attack, slot: center_front, kind: direct}\nask: [射.power]\n"
        )
    )
    powers = {leaf.outcome["state"]["射.power"] for leaf in [*r.leaves, *r.alternates]}
    assert powers == {7000, 10000}
