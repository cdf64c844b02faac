"""vg, round 43 (s40vgo): rules the engine applied without citing them, and points the rules text
does not settle, each on a minimal board of its own.

Citations: a force I marker out of its master's turn gives nothing (16.3.1.4.2, 11.4.3), two on
one circle add up (16.3.1.4.1.1); the trigger effects already applied stay when a later ability
voids trigger effects (11.10.4.2.1); a drive check's trigger effect is a continuous effect for the
turn (10.6.1.2, 11.3.1.2); each guardian guarding a unit decides the power compared (10.5.1.2.2),
its shield applied at 11.11.1.8; a requirement opening the sentence after one that failed is
judged on its own (11.2.4); 「あなたのカードの効果で」 reads the effect's source (11.5.1.1); a
leave-the-field trigger reads the card as it was there (11.9.6.1).
Readings: 儀式's number raised by the cards put (ritual_number_raised), 雷激 and face-down bind
cards (thunderstrike_face_down), a 【(V)】 「ライドされた時」 ability in the soul
(ridden_zone_label)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import decided, main_state


def _run(turn: str, players: str, actions: str, ask: str, choices: str = "") -> Any:
    head = (
        f"game: vg\ntitle: t\nturn: {{player: {turn}, number: 7, phase: main, first_player: A}}\n"
    )
    return resolve(
        loads(
            head
            + "players:\n"
            + players
            + "actions:\n"
            + actions
            + (f"choices:\n{choices}" if choices else "")
            + f"ask: [{ask}]\n",
            "t.yaml",
        )
    )


def _readings(r: Any, key: str) -> list[Any]:
    return [x["outcome"]["state"][key] for x in r.outcome.get("readings", [])]


MARKED = (
    "  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
    '    gift_markers: "vanguard:MARKS"\n    damage: 2\n    deck: 10\n'
    "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: POWER}\n"
    "    damage: 2\n    deck: 10\n"
)


def test_force_marker_gives_nothing_in_the_opponents_turn() -> None:
    r = _run(
        "B",
        MARKED.replace("MARKS", "force1").replace("POWER", "20000"),
        "  - {do: attack, attacker: vanguard, target: A.vanguard}\n",
        "A.damage",
    )
    assert main_state(r, "A.damage") == 3  # 13000 < 20000: hit
    assert {"16.3.1.4.2", "11.4.3"} <= decided(r)


def test_force_marker_in_its_masters_turn_is_no_unmet_text() -> None:
    r = _run(
        "A",
        MARKED.replace("MARKS", "force1").replace("POWER", "23000"),
        "  - {do: attack, attacker: vanguard, target: B.vanguard}\n",
        "B.damage",
    )
    assert main_state(r, "B.damage") == 3  # 23000 >= 23000
    assert "16.3.1.4.2" in decided(r)
    assert not {"11.4.3", "16.3.1.4.1.1"} & decided(r)


def test_two_force_markers_on_one_circle_add_up() -> None:
    r = _run(
        "A",
        MARKED.replace("MARKS", "force1, vanguard:force1").replace("POWER", "33000"),
        "  - {do: attack, attacker: vanguard, target: B.vanguard}\n",
        "B.damage",
    )
    assert main_state(r, "B.damage") == 3  # 33000 >= 33000
    assert {"16.3.1.4.1.1", "16.3.1.4.2"} <= decided(r)


VOIDER = (
    "  A:\n    vanguard: {name: 堅竜, type: normal, grade: 3, power: 30000}\n"
    "    right_front: {name: 結界士, type: normal, grade: 2, power: 13000, text: "
    '"【自】【(R)】：このユニットがアタックされた時、そのターン中、相手のトリガーの効果は無効にする。"}\n'
    "    damage: 2\n    deck: 10\n"
    "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000, critical: 1}\n"
    "    left_front: {name: 兵, type: normal, grade: 2, power: 8000}\n"
    "    deck: [{name: 会心, type: trigger, grade: 0, trigger: critical, trigger_power: 10000}, 9]\n"
)


def test_trigger_effect_given_before_a_void_stays() -> None:
    r = _run(
        "B",
        VOIDER,
        "  - {do: attack, attacker: vanguard, target: A.vanguard}\n"
        "  - {do: attack, attacker: left_front, target: A.right_front}\n",
        "結界士.zone",
        "  - {player: B, at: trigger_critical, choose: 兵}\n"
        "  - {player: B, at: trigger_power, choose: 兵}\n",
    )
    assert main_state(r, "結界士.zone") == "A.drop"  # 18000 >= 13000
    assert {"11.10.4.2.1", "11.3.1.2", "10.6.1.2"} <= decided(r)


SETTER = (
    ', text: "【自】【(V)】：このユニットがアタックした時、そのバトル中、相手のヴァンガードのパワーは'
    '10000になる。"'
)


@pytest.mark.parametrize(("text", "damage"), [(SETTER, 4), ("", 3)])
def test_each_guardian_decides_the_power_compared(text: str, damage: int) -> None:
    r = _run(
        "A",
        f"  A:\n    vanguard: {{name: 竜, type: normal, grade: 3, power: 13000, critical: 1{text}}}\n"
        "    deck: 10\n"
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n"
        "    left_front: {name: 槍兵, type: normal, grade: 2, power: 9000, shield: 5000, "
        "skills: [intercept]}\n"
        "    hand: [{name: 盾, type: normal, grade: 1, power: 6000, shield: 10000}]\n"
        "    damage: 3\n    deck: 10\n",
        "  - {do: attack, attacker: vanguard, target: B.vanguard, intercept: [left_front], "
        "guard: [盾]}\n",
        "B.damage",
    )
    # 28000 > 13000: no hit; with the text 「…は10000になる」 applies after the shields (11.11.1.9
    # after 11.11.1.8): a hit
    assert main_state(r, "B.damage") == damage
    assert {"10.5.1.2.2", "10.5.1.2.4", "11.11.1.8", "6.2.4.1"} <= decided(r)


def test_requirement_after_a_failed_sentence_is_judged_on_its_own() -> None:
    r = _run(
        "A",
        "  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
        "    damage: 2\n    soul: 3\n    hand: 0\n    deck: [{name: 引札, type: normal, grade: 1}, 9]\n"
        "  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}\n",
        '  - {do: resolve_text, player: A, text: "あなたのダメージゾーンが４枚以上なら、そのターン中、'
        'あなたのヴァンガードのパワー＋5000。あなたのソウルが３枚以上なら、１枚引く。"}\n',
        "引札.zone",
    )
    assert main_state(r, "引札.zone") == "A.hand"
    assert {"11.2.2", "11.2.4"} <= decided(r)


def test_rush_on_a_stand_trigger_reads_the_effects_source() -> None:
    r = _run(
        "A",
        "  A:\n    vanguard: {name: 王, type: normal, grade: 3, power: 13000, critical: 1}\n"
        "    left_front: {name: 拳士, type: normal, grade: 2, power: 8000, state: rest, text: "
        '"【自】【(R)】闘魂：そのターン中、このユニットのパワー＋5000。"}\n'
        "    deck: [{name: 起き, type: trigger, grade: 0, trigger: stand, trigger_power: 10000}, 9]\n"
        "  B:\n    vanguard: {name: 城, type: normal, grade: 3, power: 30000}\n"
        "    right_front: {name: 守兵, type: normal, grade: 2, power: 13000}\n    deck: 10\n",
        "  - {do: attack, attacker: vanguard, target: B.vanguard}\n"
        "  - {do: attack, attacker: left_front, target: B.right_front}\n",
        "守兵.zone",
        "  - {player: A, at: trigger_stand, choose: 拳士}\n"
        "  - {player: A, at: trigger_power, choose: 王}\n",
    )
    assert main_state(r, "守兵.zone") == "B.drop"  # 13000 >= 13000
    assert {"14.29.1", "11.5.1.1"} <= decided(r)


def test_a_retire_trigger_cites_how_it_reads_the_card() -> None:
    r = _run(
        "A",
        "  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
        "    left_front: {name: 剣士, type: normal, grade: 2, power: 10000, text: "
        '"【自】：このユニットが(R)から退却した時、このユニットのパワーが15000以上なら、１枚引く。"}\n'
        "    deck: [{name: 引札, type: normal, grade: 1}, 9]\n"
        "  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}\n",
        '  - {do: resolve_text, player: A, text: "そのターン中、あなたのリアガードを１枚選び、パワー＋5000。"}\n'
        '  - {do: resolve_text, player: A, text: "あなたのリアガードを１枚選び、退却させる。"}\n',
        "引札.zone",
    )
    assert main_state(r, "引札.zone") == "A.hand"  # 15000 as it was on the circle
    assert {"11.9.6.1", "11.9.6.1.2"} <= decided(r)


def test_ritual_number_raised_by_the_card_put_is_a_reading() -> None:
    r = _run(
        "B",
        "  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
        "    left_front: {name: 供物, type: normal, grade: 1, power: 8000, text: "
        '"【自】儀式(3)：このユニットが(R)から退却した時、１枚引く。"}\n'
        "    drop: [{name: 甲, type: normal, grade: 1}, {name: 乙, type: normal, grade: 1}]\n"
        "    deck: [{name: 引札, type: normal, grade: 2}, 9]\n"
        "  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}\n",
        "  - {do: attack, attacker: vanguard, target: A.left_front}\n",
        "引札.zone",
    )
    assert main_state(r, "引札.zone") == "A.hand"  # counted: 3 >= 3
    assert _readings(r, "引札.zone") == ["A.deck"]  # raised to 4: not met
    assert "14.20.2.3" in r.outcome["depends_on_reading"]


def test_ritual_with_cards_to_spare_is_no_reading() -> None:
    r = _run(
        "B",
        "  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
        "    left_front: {name: 供物, type: normal, grade: 1, power: 8000, text: "
        '"【自】儀式(2)：このユニットが(R)から退却した時、１枚引く。"}\n'
        "    drop: [{name: 甲, type: normal, grade: 1}, {name: 乙, type: normal, grade: 1}]\n"
        "    deck: [{name: 引札, type: normal, grade: 2}, 9]\n"
        "  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}\n",
        "  - {do: attack, attacker: vanguard, target: A.left_front}\n",
        "引札.zone",
    )
    assert main_state(r, "引札.zone") == "A.hand"  # 3 >= 2 + 1 either way
    assert "depends_on_reading" not in r.outcome


@pytest.mark.parametrize(("face", "reading"), [("down", True), ("up", False)])
def test_thunderstrike_with_a_face_down_bind_card(face: str, reading: bool) -> None:
    r = _run(
        "A",
        "  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000, critical: 1, text: "
        '"【自】【(V)】雷激(3)：このユニットがアタックした時、そのバトル中、このユニットのパワー＋10000。"}\n'
        "    deck: 10\n"
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 18000}\n    damage: 2\n"
        "    bind: [{name: 甲, type: normal, grade: 1}, {name: 乙, type: normal, grade: 1}, "
        f"{{name: 丙, type: normal, grade: 1, face: {face}}}]\n    deck: 10\n",
        "  - {do: attack, attacker: vanguard, target: B.vanguard}\n",
        "B.damage",
    )
    assert main_state(r, "B.damage") == 3  # counted: 3 >= 3, 23000 hits
    assert _readings(r, "B.damage") == ([2] if reading else [])


@pytest.mark.parametrize(("label", "reading"), [("【(V)】", True), ("", False)])
def test_a_ridden_trigger_with_a_zone_label(label: str, reading: bool) -> None:
    r = resolve(
        loads(
            "game: vg\ntitle: t\nturn: {player: A, number: 5, first_player: A}\nplayers:\n"
            "  A:\n    vanguard: {name: 継ぐ竜, type: normal, grade: 2, power: 10000, text: "
            f'"【自】{label}：このユニットがライドされた時、１枚引く。"}}\n'
            "    hand: [{name: 新竜, type: normal, grade: 3, power: 13000}]\n"
            "    deck: [{name: 引札, type: normal, grade: 1}, 9]\n"
            "  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}\n"
            "actions:\n  - {do: ride_phase, card: 新竜}\nask: [引札.zone]\n",
            "t.yaml",
        )
    )
    assert main_state(r, "引札.zone") == "A.hand"
    assert _readings(r, "引札.zone") == (["A.deck"] if reading else [])


# ---------------- r36 development files: an order's requirement and in-text cost, 「N枚まで」,
# 「そうしたら」, 「さらに」 after a declined cost, the end phase's 9.11.3

ORDER = (
    "  A:\n    vanguard: {name: 竜, type: normal, grade: 2, power: 10000}\n"
    "    left_front: {name: 兵, type: normal, grade: 1, power: 8000}\n"
    '    hand: [{name: 号令, type: order, grade: 0, text: "TEXT"}]\n'
    "    damage: [{name: 古傷, type: normal}]\n    soul: 1\n"
    "    deck: [{name: 引札, type: normal, grade: 1}, 9]\n"
    "  B: {vanguard: {name: 騎士, type: normal, grade: 2, power: 10000}, deck: 10}\n"
)
PLAY = "  - {do: main_phase, actions: [{do: play_order, card: 号令}]}\n"


def test_an_orders_requirement_is_an_order_abilitys() -> None:
    text = "あなたのヴァンガードがグレード３以上なら、１枚引く。あなたのリアガードを１枚選び、そのターン中、パワー＋5000。"
    r = _run("A", ORDER.replace("TEXT", text), PLAY, "引札.zone, A.left_front.power")
    assert (main_state(r, "引札.zone"), main_state(r, "A.left_front.power")) == ("A.deck", 13000)
    assert {"11.2.1.3", "11.2.2"} <= decided(r)
    assert "11.2.1.2" not in decided(r)


@pytest.mark.parametrize(("pay", "hand"), [("yes", 1), ("no", 0)])
def test_an_orders_in_text_cost_is_chosen_as_it_resolves(pay: str, hand: int) -> None:
    text = "あなたのリアガードを１枚選び、そのターン中、パワー＋5000。【コスト】[【ソウルブラスト】(1)]することで、１枚引く。"
    r = _run(
        "A",
        ORDER.replace("TEXT", text),
        PLAY,
        "A.hand, A.left_front.power",
        f'  - {{player: A, at: cost, choose: "{pay}"}}\n',
    )
    assert (main_state(r, "A.hand"), main_state(r, "A.left_front.power")) == (hand, 13000)
    assert "11.8.2.4.3" in decided(r)
    assert ("11.8.3.3.1" in decided(r)) == (pay == "no")


def test_an_orders_head_cost_declined_is_a_reading_of_its_reach() -> None:
    text = "【コスト】[【カウンターブラスト】(1)]することで、１枚引く。あなたのリアガードを１枚選び、そのターン中、パワー＋5000。"
    r = _run(
        "A",
        ORDER.replace("TEXT", text),
        PLAY,
        "A.hand, 古傷.face, A.left_front.power",
        '  - {player: A, at: cost, choose: "no"}\n',
    )
    assert main_state(r, "A.hand") == 0 and main_state(r, "古傷.face") == "up"
    assert main_state(r, "A.left_front.power") == 8000  # the rest of the text not done
    assert _readings(r, "A.left_front.power") == [13000]  # only that sentence skipped


@pytest.mark.parametrize(("picks", "soul"), [(["甲", "none"], 1), (["甲", "乙"], 2)])
def test_a_move_of_up_to_two_may_stop_after_one(picks: list[str], soul: int) -> None:
    r = _run(
        "A",
        "  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
        "    drop: [{name: 甲, type: normal, grade: 1}, {name: 乙, type: normal, grade: 1}]\n"
        "    deck: 10\n"
        "  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}\n",
        '  - {do: resolve_text, player: A, text: "あなたのドロップからカードを２枚までソウルに置く。"}\n',
        "A.soul",
        "".join(f"  - {{player: A, at: choose, choose: {x}}}\n" for x in picks),
    )
    assert main_state(r, "A.soul") == soul
    assert {"7.6.3", "7.6.3.2", "7.6.3.3", "11.8.4.1.1"} <= decided(r)


def test_if_done_after_none_chosen_rests_on_the_choice() -> None:
    r = _run(
        "A",
        "  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
        "    left_front: {name: 兵, type: normal, grade: 1, power: 8000}\n"
        "    deck: [{name: 引札, type: normal, grade: 1}, 9]\n"
        "  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}\n",
        '  - {do: resolve_text, player: A, text: "あなたのリアガードを１枚まで選び、退却させる。そうしたら、１枚引く。"}\n',
        "引札.zone",
        "  - {player: A, at: choose, choose: none}\n",
    )
    assert main_state(r, "引札.zone") == "A.deck"
    assert {"11.8.4.1.1", "11.2.3"} <= decided(r)


def test_deleted_cards_are_restored_on_the_turn_fighters_field_only() -> None:
    r = _run(
        "A",
        "  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n    deck: 10\n"
        "  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}\n",
        '  - {do: resolve_text, player: A, text: "相手のヴァンガードを１枚選び、デリートする。"}\n'
        '  - {do: resolve_text, player: A, text: "あなたのヴァンガードを１枚選び、デリートする。"}\n'
        "  - {do: end_phase}\n",
        "B.vanguard.face, A.vanguard.face",
    )
    assert (main_state(r, "B.vanguard.face"), main_state(r, "A.vanguard.face")) == ("down", "up")
    assert {"9.11.3", "7.32.4"} <= decided(r)


def test_a_card_unlocked_does_not_count_as_stood() -> None:
    r = _run(
        "A",
        "  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
        "    left_front: {name: 封, type: normal, grade: 2, power: 10000, locked: true}\n"
        "    right_back: {name: 鐘, type: normal, grade: 1, power: 8000, text: "
        '"【自】【(R)】：あなたの他のリアガードが【スタンド】した時、１枚引く。"}\n'
        "    deck: [{name: 引札, type: normal, grade: 1}, 9]\n"
        "  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}\n",
        "  - {do: end_phase}\n",
        "封.face, 引札.zone",
    )
    assert (main_state(r, "封.face"), main_state(r, "引札.zone")) == ("up", "A.deck")
    assert {"9.11.3", "7.31.2"} <= decided(r)


def test_two_zones_exchanged() -> None:
    r = _run(
        "A",
        "  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
        "    hand: [{name: 手一, type: normal}, {name: 手二, type: normal}]\n"
        "    soul: [{name: 魂一, type: normal}, {name: 魂二, type: normal}, {name: 魂三, type: normal}]\n"
        "    deck: 10\n"
        "  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}\n",
        '  - {do: resolve_text, player: A, text: "あなたの手札とソウルを入れ替える。"}\n',
        "A.hand, A.soul",
    )
    assert (main_state(r, "A.hand"), main_state(r, "A.soul")) == (3, 2)
    assert "7.8.3" in decided(r)


def test_overdress_is_no_call_but_an_appearance() -> None:
    r = _run(
        "A",
        "  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
        "    left_front: {name: 見習い, type: normal, grade: 1, power: 8000}\n"
        "    hand:\n      - {name: 装甲騎, type: normal, grade: 2, power: 10000, over_dress: 見習い, "
        'text: "【自】：このユニットが(R)にコールされた時、１枚引く。\\n'
        '【自】：このユニットが(R)に登場した時、そのターン中、このユニットのパワー＋5000。"}\n'
        "    deck: [{name: 引札, type: normal, grade: 1}, 9]\n"
        "  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}\n",
        "  - {do: main_phase, actions: [{do: overdress, card: 装甲騎, circle: left_front}]}\n",
        "引札.zone, A.left_front.power",
    )
    assert (main_state(r, "引札.zone"), main_state(r, "A.left_front.power")) == ("A.deck", 15000)
    assert {"6.7.1.1", "7.17.2"} <= decided(r)
