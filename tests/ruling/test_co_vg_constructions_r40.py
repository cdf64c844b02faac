"""co and vg constructions added in round 40 (from the r40 blind set), each on a minimal board.

co: a gender taken for a time by a target (「ターン終了時まで、対象のキャラクターは「その他」
キャラクターとなる」, 4.3.8 step 2); 「アタック宣言を行ってもタップしない」 as 「アタックを行っても
タップしない」 (3.4.5.2 over 4.2.9); a card a text puts onto the field answered `at: choose`.
vg: the removal zone has no order (7.19.1); a move between circles keeps the moment a unit came
onto the field, by which 'always N' continuous effects are ordered (11.11.3.1.1)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, decided, main_state, vg_run

CO_MAIN = "turn: {player: A, number: 8, phase: main}\n"


@pytest.mark.parametrize(("gender", "damage"), [("「その他」", 0), ("女性", 3)])
def test_co_a_gender_taken_for_the_turn(gender: str, damage: int) -> None:
    r = co_run(
        CO_MAIN + "players:\n  A:\n    hp: 11\n    energy: 2\n    deck: 20\n    hand:\n"
        '      - {name: 矢, type: spell, cost: 1, text: "使い捨て\\n対象の女性キャラクターに3点のダメージを与える。"}\n'
        f'      - {{name: 術, type: spell, cost: 1, text: "使い捨て\\nターン終了時まで、対象のキャラクターは{gender}キャラクターとなる。"}}\n'
        "  B:\n    hp: 11\n    deck: 20\n    field:\n"
        "      - {name: 魔女, type: character, gender: 女性, ap: 2, dp: 5}\n"
        "actions:\n  - {do: play, card: 術, target: 魔女}\n  - {do: play, card: 矢, target: 魔女}\n"
        "ask: [魔女.damage]\n"
    )
    # no longer female: no proper target for 「対象の女性キャラクター」 (4.2.13) — nothing is dealt
    assert main_state(r, "魔女.damage") == damage


def test_co_no_tap_on_the_attack_declaration() -> None:
    ab = co_ability("『疾風』は、アタック宣言を行ってもタップしない。")
    assert ab.supported
    r = co_run(
        "turn: {player: A, number: 12, phase: main}\nplayers:\n  A:\n    hp: 9\n    deck: 20\n"
        '    field: [{name: 疾風, type: character, ap: 2, dp: 2, text: "『疾風』は、アタック宣言を行ってもタップしない。"}]\n'
        "  B: {hp: 6, deck: 20, field: []}\n"
        "actions:\n  - {do: attack, attacker: 疾風, defender: none}\n"
        "  - {do: attack, attacker: 疾風, defender: none}\nask: [B.hp]\n"
    )
    assert main_state(r, "B.hp") == 2  # two undefended attacks of 2 (3.4.5.1: again and again)
    assert {"3.4.5.2", "4.2.9"} <= decided(r)


def test_co_a_card_put_onto_the_field_answered_at_choose() -> None:
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 12\n    energy: 1\n"
        "    deck: 20\n    hand:\n"
        '      - {name: 呼, type: event, cost: 1, text: "使い捨て\\nあなたの手札にあるナビゲーターカード1枚をフィールドに出す。"}\n'
        "      - {name: 甲, type: navigator}\n      - {name: 乙, type: navigator}\n"
        "  B: {hp: 12, deck: 20}\n"
        "actions:\n  - {do: play, card: 呼}\n"
        "choices:\n  - {player: A, at: choose, choose: 乙}\nask: [乙.zone, 甲.zone]\n"
    )
    assert (main_state(r, "乙.zone"), main_state(r, "甲.zone")) == ("A.field", "A.hand")


VG_UNIT = '{{name: {name}, type: normal, grade: 2, power: 9000, text: "【永】【(R)】：あなたのヴァンガードのクリティカルは{n}になる。"}}'


@pytest.mark.parametrize(("moved", "critical"), [(True, 3), (False, 3)])
def test_vg_a_circle_move_keeps_the_moment_of_entry(moved: bool, critical: int) -> None:
    # 旧 was on the field before 新 was called: 新's 3 applies last whether or not 旧 then
    # moves between circles (11.11.3.1.1: the moment it came onto the field from another zone)
    r = vg_run(
        "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000, critical: 1}\n"
        f"    left_front: {VG_UNIT.format(name='旧', n='２')}\n"
        f"    hand: [{VG_UNIT.format(name='新', n='３')}]\n    deck: 20\n"
        "  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}\n"
        "actions:\n  - {do: call, card: 新, circle: right_front}\n"
        + ("  - {do: swap, circle: left_front}\n" if moved else "")
        + "ask: [A.vanguard.critical]\n"
    )
    assert main_state(r, "A.vanguard.critical") == critical
    assert {"11.11.3.1", "11.11.3.1.1"} <= decided(r)


def test_vg_the_removal_zone_has_no_order() -> None:
    from ruling.rules import get_game

    zone = get_game("vg").zone("removed")
    assert zone is not None and zone.free_order == ("7.19.1",)


@pytest.mark.parametrize(("energy", "cut"), [(0, -1), (1, 0)])
def test_co_an_ability_cost_is_prepared_and_paid(energy: int, cut: int) -> None:
    # 〔塔〕's 1 energy, with a cost change of ``cut``: prepared (4.3.3.1) and paid (4.3.3.3) —
    # with nothing when the change brings it to 0
    effects = (
        f"effects:\n  - {{target: B, stat: ability_cost, op: add, value: {cut}, source: 導師}}\n"
        if cut
        else ""
    )
    r = co_run(
        "turn: {player: A, number: 8, phase: main}\nplayers:\n"
        "  A:\n    hp: 11\n    deck: 20\n    field: [{name: 斥候, type: character, ap: 1, dp: 1}]\n"
        f"  B:\n    hp: 11\n    energy: {energy}\n    deck: 20\n"
        '    field: [{name: 塔, type: item, set_on: field, text: "1エネルギーを支払う:対象のキャラクターに1点のダメージを与える。"}]\n'
        + effects
        + "actions:\n  - {do: activate, player: B, card: 塔, target: 斥候}\nask: [斥候.zone]\n"
    )
    assert main_state(r, "斥候.zone") == "A.dustbox"
    assert {"4.3.3.1", "4.3.3.3"} <= decided(r)


@pytest.mark.parametrize(("state", "readings"), [("rest", {"stand", "rest"}), ("stand", {"stand"})])
def test_vg_a_rested_rear_guard_called_to_another_circle(state: str, readings: set[str]) -> None:
    # 6.2.3.3.1 (a called card stands) against 4.9.2.5.2 (circle to circle: as it was) — the
    # audit's call_between_circles_orientation, raised only for a card not standing
    r = vg_run(
        "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
        f"    left_front: {{name: 剣, type: normal, grade: 1, power: 8000, state: {state}}}\n"
        "    deck: 20\n  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}\n"
        "actions:\n  - {do: resolve_text, player: A, text: "
        '"あなたのリアガードを1枚選び、他の空いている(R)にコールする。"}\n'
        "choices:\n  - {player: A, choose: 剣}\n"
        "ask: [A.right_front.state]\n"
    )
    # (the branches calling it to another empty circle leave right_front empty: None)
    got = {leaf.outcome["state"]["A.right_front.state"] for leaf in [*r.leaves, *r.alternates]}
    assert got - {None} == readings


@pytest.mark.parametrize(
    ("turn", "intercept", "damages"),
    [(1, False, {2, 3}), (5, True, {2, 3}), (5, False, {3})],
)
def test_vg_an_attack_an_effect_makes(turn: int, intercept: bool, damages: set[int]) -> None:
    # the first player's first turn: 10.3.2 read for the start step only, or for any attack
    # (effect_attack_first_turn); an intercept outside the battle phase: 10.5.1.2.4 or 14.4.2
    # (intercept_outside_battle_phase) — each a reading the ruling runs both ways
    from ruling.resolve import resolve
    from ruling.scenario import loads

    r = resolve(
        loads(
            "game: vg\ntitle: t\n"
            f"turn: {{player: A, number: {turn}, phase: main, first_player: A}}\n"
            "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
            "    left_front: {name: 突, type: normal, grade: 2, power: 12000, critical: 1}\n"
            "    deck: 20\n"
            "  B:\n    vanguard: {name: 騎, type: normal, grade: 3, power: 10000}\n"
            "    right_front: {name: 槍, type: normal, grade: 2, power: 9000, shield: 5000, "
            "skills: [intercept]}\n"
            "    damage: 2\n    deck: [{name: 盾, type: normal, grade: 1, trigger: none}, 9]\n"
            "actions:\n  - {do: attack_by_effect, attacker: [突], target: B.vanguard, player: A"
            + (", intercept: [right_front]" if intercept else "")
            + "}\nask: [B.damage]\n",
            "t.yaml",
        )
    )
    got = {leaf.outcome["state"]["B.damage"] for leaf in [*r.leaves, *r.alternates]}
    assert got == damages
