"""Constructions and rules added in round 41 (from the r41 blind set), each on a minimal board.

vg: a card 「このカードは「X」としても扱う」 counts as X for the copy limit of deck construction
(2.1.2, 8.1.5.2)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import decided, main_state, rejection, setup_ruling, vg_run

VG_ALSO = '{name: 竜騎, type: normal, grade: 2, text: "【永】：このカードは「竜」としても扱う。"}'


@pytest.mark.parametrize(("copies", "refused"), [(4, True), (3, False)])
def test_vg_an_also_name_counts_for_the_copy_limit(copies: int, refused: bool) -> None:
    deck = f"[{{name: 竜, type: normal, grade: 3, count: {copies}}}, {VG_ALSO}, {49 - copies}]"
    r = setup_ruling(
        "vg", f"  A:\n    deck: {deck}\n  B: {{deck: 50}}", "{do: game_setup, first: A}"
    )
    if refused:
        assert "「竜」" in rejection(r)
        assert {"8.1.5.2", "2.1.2"} <= decided(r)
    else:
        assert not r.main.rejected


@pytest.mark.parametrize(("boost", "draws"), [(5000, 1), (4000, 0)])
def test_vg_a_retired_units_condition_reads_its_power_on_the_field(boost: int, draws: int) -> None:
    """「このユニットが退却した時、このユニットのパワーが13000以上なら」: read on resolution,
    after the unit is in the drop — its power as it last was on the field, the turn's +N in it
    (11.13.1, 11.9.6.1.2)."""
    r = vg_run(
        "players:\n  A:\n    vanguard: {name: 竜帝, type: normal, grade: 3, power: 13000}\n"
        "    left_front: {name: 古参兵, type: normal, grade: 1, power: 8000, text: "
        '"【自】：このユニットが退却した時、このユニットのパワーが13000以上なら、１枚引く。"}\n'
        "    hand: [{name: 新兵, type: normal, grade: 2, power: 10000}]\n"
        "    deck: [{name: 次札, type: normal, grade: 1}, 9]\n"
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n    deck: 10\n"
        f"effects:\n  - {{target: 古参兵, stat: power, op: add, value: {boost}, until: turn}}\n"
        "actions:\n  - {do: call, card: 新兵, circle: left_front}\nask: [A.hand]\n"
    )
    assert main_state(r, "A.hand") == draws
    assert "11.13.1" in decided(r)


@pytest.mark.parametrize(
    "text",
    [
        "【自】【(R)】闘魂：そのターン中、このユニットのパワー＋5000。",
        "【自】【(R)】：闘魂－そのターン中、このユニットのパワー＋5000。",
    ],
)
def test_vg_rush_triggered_by_a_stand_trigger(text: str) -> None:
    """闘魂 (14.29.1 ‘あなたのカードの効果で、このユニットがスタンドした時’), the keyword printed
    before the colon as well as before a dash: a stand trigger's stand is done by the effect of
    the trigger card's ability (11.10.1), so it triggers."""
    r = vg_run(
        "players:\n  A:\n    vanguard: {name: 竜帝, type: normal, grade: 3, power: 13000}\n"
        f'    left_front: {{name: 拳士, type: normal, grade: 2, power: 10000, state: rest, text: "{text}"}}\n'
        "    deck: [{name: 乙女, type: trigger, grade: 0, power: 5000, trigger: stand}, 9]\n"
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n    deck: 10\n"
        "actions:\n  - {do: attack, attacker: vanguard, target: B.vanguard}\n"
        "choices:\n  - {player: A, at: trigger_stand, choose: 拳士}\n"
        "  - {player: A, at: trigger_power, choose: 竜帝}\nask: [拳士.power]\n",
        phase="battle",
    )
    assert main_state(r, "拳士.power") == 15000
    assert {"11.10.1", "14.29.1"} <= decided(r)


VG_ATTACKER = (
    "{{name: 忍, type: normal, grade: 2, power: 15000, state: {state}, text: "
    '"【起】【(R)】：【コスト】[【カウンターブラスト】(1)]、このユニットは相手のヴァンガードにアタックする。"}}'
)


@pytest.mark.parametrize(("state", "damage"), [("stand", 3), ("rest", 2)])
def test_vg_an_attack_instruction_attacks_after_the_effect(state: str, damage: int) -> None:
    """「このユニットは相手のヴァンガードにアタックする」 (7.36.1): once the effect is over, a
    standing unit A attacks unit B through the attack process (7.36.1.2); a rested one cannot be
    designated and the action ends (7.36.1.1) — the cost is paid all the same."""
    r = vg_run(
        "players:\n  A:\n    vanguard: {name: 竜帝, type: normal, grade: 3, power: 13000}\n"
        f"    left_front: {VG_ATTACKER.format(state=state)}\n"
        "    damage: [{name: 傷一, type: normal, grade: 1}]\n    deck: 10\n"
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n    damage: 2\n"
        "    deck: [{name: 傷札, type: normal, grade: 1}, 9]\n"
        "actions:\n  - {do: activate, card: 忍}\nask: [B.damage, 傷一.face]\n"
    )
    assert (main_state(r, "B.damage"), main_state(r, "傷一.face")) == (damage, "down")
    assert {"7.36.1", "7.36.1.1"} <= decided(r)


def test_vg_an_attack_instruction_on_two_units_b_the_master_designates_one() -> None:
    """「このユニットは相手のリアガードにアタックする」 with two rear-guards: one of the units named as
    unit B is designated (7.36.1.1) — the effect's master chooses which."""
    r = vg_run(
        "players:\n  A:\n    vanguard: {name: 竜帝, type: normal, grade: 3, power: 13000}\n"
        "    left_front: {name: 忍, type: normal, grade: 2, power: 15000, text: "
        '"【起】【(R)】：【コスト】[【カウンターブラスト】(1)]、このユニットは相手のリアガードにアタックする。"}\n'
        "    damage: [{name: 傷一, type: normal, grade: 1}]\n    deck: 10\n"
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n"
        "    left_front: {name: 甲, type: normal, grade: 1, power: 8000}\n"
        "    right_front: {name: 乙, type: normal, grade: 1, power: 8000}\n    deck: 10\n"
        "actions:\n  - {do: activate, card: 忍}\n"
        "choices:\n  - {player: A, at: attacked_unit, choose: 乙}\nask: [甲.zone, 乙.zone]\n"
    )
    assert (main_state(r, "甲.zone"), main_state(r, "乙.zone")) == ("B.field.left_front", "B.drop")


def test_vg_the_master_of_an_opponents_auto_ability_draws() -> None:
    """「このユニットがアタックされた時、１枚引く。」 on B's rear-guard, attacked in A's turn: no
    fighter is named, so the effect's master — the master of the automatic ability, B — draws
    (3.2.2.5.1 / 11.8.5.1, 3.2.2.3)."""
    r = vg_run(
        "players:\n  A:\n    vanguard: {name: 竜帝, type: normal, grade: 3, power: 13000}\n"
        "    deck: [{name: 外れ札, type: normal, grade: 1}, 9]\n"
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n"
        '    left_front: {name: 兵, type: normal, grade: 1, power: 8000, text: "【自】：このユニットがアタックされた時、１枚引く。"}\n'
        "    deck: [{name: 補充札, type: normal, grade: 1}, 9]\n    hand: []\n"
        "actions:\n  - {do: attack, attacker: vanguard, target: B.left_front}\nask: [B.hand]\n",
        phase="battle",
    )
    assert main_state(r, "B.hand") == 1
    assert {"3.2.2.5.1", "3.2.2.3"} <= decided(r)


@pytest.mark.parametrize(("clan", "damage"), [("クレイエレメンタル", 3), ("かげろう", 2)])
def test_vg_a_lord_vanguard_and_a_rearguard_of_every_clan(clan: str, damage: int) -> None:
    """盟主 (14.9.2) with a rear-guard of 《クレイエレメンタル》 (2.2.4: every clan): a clan shared,
    the prohibition is not in force and the ruling says so with the clauses read; a rear-guard
    of another clan keeps the vanguard from attacking."""
    r = vg_run(
        "players:\n  A:\n    vanguard: {name: 王, type: normal, grade: 3, power: 13000, "
        'clan: ロイヤルパラディン, text: "【永】：盟主"}\n'
        f"    left_back: {{name: 兵, type: normal, grade: 1, power: 8000, clan: {clan}}}\n"
        "    deck: 10\n"
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n    damage: 2\n"
        "    deck: [{name: 傷札, type: normal, grade: 1}, 9]\n"
        "actions:\n  - {do: attack, attacker: vanguard, target: B.vanguard}\nask: [B.damage]\n",
        phase="battle",
    )
    assert main_state(r, "B.damage") == damage
    if damage == 3:
        assert {"2.2.4", "14.9.2"} <= decided(r)


@pytest.mark.parametrize(("limit", "drawn"), [(2, 1), (1, 0)])
def test_vg_an_order_limit_other_than_the_rules_rests_on_card_text(limit: int, drawn: int) -> None:
    """9.9.2.3.1 「特に指定がないかぎり、各ファイターのオーダー上限は1です」: a limit of 2 given is
    one a card set, which beats the rule (1.3.1) — a second order may be played."""
    r = vg_run(
        "players:\n  A:\n    vanguard: {name: 竜帝, type: normal, grade: 3, power: 13000}\n"
        f"    order_limit: {limit}\n    orders_played: 1\n"
        '    hand: [{name: 号令, type: order, grade: 1, text: "１枚引く。"}]\n'
        "    deck: [{name: 次札, type: normal, grade: 1}, 9]\n"
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n    deck: 10\n"
        "actions:\n  - {do: play_order, card: 号令}\nask: [A.deck]\n"
    )
    assert main_state(r, "A.deck") == 10 - drawn
    if drawn:
        assert "1.3.1" in decided(r)


def test_vg_a_validity_condition_met_only_with_its_own_event_runs_both_readings() -> None:
    """結束 on 「他のあなたのユニットが(R)に登場した時」: the turn's second call both triggers it and
    brings 14.21.3's count to two — 14.2.3.2.1 does not say whether the event is counted when
    the validity condition is read: the audit's point, both readings run (draw / no draw); the
    first call of the turn (one call either way) raises nothing."""
    head = (
        "players:\n  A:\n    vanguard: {name: 竜帝, type: normal, grade: 3, power: 13000}\n"
        '    left_front: {name: 伝令, type: normal, grade: 2, power: 10000, text: "【自】【(R)】結束：'
        '他のあなたのユニットが(R)に登場した時、１枚引く。"}\n'
        "    hand: [{name: 甲, type: normal, grade: 1}, {name: 乙, type: normal, grade: 1}]\n"
        "    deck: [{name: 次札, type: normal, grade: 1}, 9]\n"
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n    deck: 10\n"
    )
    r = vg_run(
        head + "actions:\n  - {do: call, card: 甲, circle: right_front}\n"
        "  - {do: call, card: 乙, circle: left_back}\nask: [A.deck]\n"
    )
    outcomes = {alt.outcome["state"]["A.deck"] for alt in (r.main, *r.alternates)}
    assert outcomes == {9, 10}
    assert any("14.2.3.2.1" in w.clauses for w in r.warnings() if w.kind == "ambiguity")
    one = vg_run(head + "actions:\n  - {do: call, card: 甲, circle: right_front}\nask: [A.deck]\n")
    assert not [w for w in one.warnings() if w.kind == "ambiguity"]


def test_vg_an_intercept_against_a_count_of_calls_runs_both_readings() -> None:
    """結束 (14.21.3: two cards called to (R) or (G) this turn) and an intercept, a move from a
    circle onto (G): a call by 6.2.1.2 or a move in text by 7.34.1.1 / 4.1.8 — the audit's
    move_between_circles_called, raised at the intercept, both readings run (the count is one
    or two)."""
    r = vg_run(
        "players:\n  A:\n    vanguard: {name: 竜帝, type: normal, grade: 3, power: 23000}\n"
        "    deck: 10\n"
        "  B:\n    vanguard: {name: 王, type: normal, grade: 3, power: 13000, text: "
        '"【永】【(V)】結束：このユニットのパワー＋10000。"}\n'
        "    right_front: {name: 槍, type: normal, grade: 2, power: 10000, shield: 5000, skills: [intercept]}\n"
        "    hand: [{name: 盾, type: normal, grade: 1, shield: 5000}]\n    damage: 2\n"
        "    deck: [{name: 傷札, type: normal, grade: 1}, 9]\n"
        "actions:\n  - {do: attack, attacker: vanguard, target: B.vanguard, guard: [盾], "
        "intercept: [right_front]}\nask: [B.damage]\n",
        phase="battle",
    )
    assert {alt.outcome["state"]["B.damage"] for alt in (r.main, *r.alternates)} == {2, 3}
    assert any(
        {"7.34.1.1", "14.21.3"} <= set(w.clauses) for w in r.warnings() if w.kind == "ambiguity"
    )
