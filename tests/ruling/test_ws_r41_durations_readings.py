"""ws constructions of round 41 (from the r41 development files), each on a minimal board.

A duration named by a player's turn (「次の相手のターンの終わりまで」) outlasts an extra turn
(11.2.1, 6.8.1.4); a card the scenario gives no name answers ``?`` in a card choice; the values
effects give a card are read in 8.9.1's order (level and cost 8.9.1.2); a cost lowered to 0 is
still determined (8.6.2.3); an exemption is read with the condition it exempts from; an
orientation verb cites its definition (4.6.1.1-3); a damage card's icon is not carried out
(2.11.1, 4.12.1); a counter ability is the opponent's counter step's (2.8.2); a delayed ability
whose card moved (8.7.7); 「手札から控え室に置かれる時、かわりに」 replacements; and three points the
rules text does not settle, each run under both readings."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from ruling.turn_end import ends_this_turn, lasts_past, turn_of
from tests.ruling.boards import WS_HEAD, ambiguity_clauses, decided, main_state, ws_battle


def ws(body: str, head: str = WS_HEAD) -> object:
    return resolve(loads(head + body, "t.yaml"))


def reading_states(r: object, key: str) -> dict[str, object]:
    """The value of ``key`` under each reading the ruling runs (by the reading's option key)."""
    out: dict[str, object] = {}
    for lf in (*r.leaves, *r.alternates):  # type: ignore[attr-defined]
        for c in lf.choices:
            if c.reading:
                out[c.option] = lf.outcome["state"][key]
    return out


def test_turn_of_ends_at_the_named_players_turn_only() -> None:
    until = turn_of("B", 5)
    assert not ends_this_turn(until, "A", 5)  # A's own turn
    assert not ends_this_turn(until, "A", 6)  # A's extra turn
    assert ends_this_turn(until, "B", 7)
    assert lasts_past(until, "A", 6) and not lasts_past(until, "B", 7)
    assert ends_this_turn("turn:6", "B", 6) and lasts_past("turn:7", "A", 6)


BONUS = (
    "players:\n  A:\n    stage:\n      center_front: {name: 甲, type: character, level: 1, "
    'power: 3000, soul: 1, text: "【起】 ［(1)］ 次の相手のターンの終わりまで、このカードのパワーを＋1000。"}\n'
    "    stock: 1\n    deck: 15\n    level: 1\n  B: {deck: 15, hand: 3}\n"
    "actions:\n  - {do: activate, player: A, card: 甲}\n  - {do: extra_turn, player: A}\n"
    "  - {do: encore_step}\n  - {do: end_phase}\n  - {do: stand_phase}\n"
)


def test_opponent_turn_duration_outlasts_an_extra_turn() -> None:
    r = ws(BONUS + "ask: [甲.power, turn.player]\n")
    assert main_state(r, "turn.player") == "A"
    assert main_state(r, "甲.power") == 4000
    assert {"6.8.1.4", "11.2.1"} <= decided(r)


def test_opponent_turn_duration_ends_with_the_opponents_turn() -> None:
    rest = (
        "  - {do: draw_phase}\n  - {do: clock_phase, card: none}\n  - {do: main_phase}\n"
        "  - {do: encore_step}\n  - {do: end_phase}\n  - {do: stand_phase}\n"
        "  - {do: draw_phase}\n  - {do: clock_phase, card: none}\n  - {do: main_phase}\n"
        "  - {do: encore_step}\n  - {do: end_phase}\n"
    )
    r = ws(BONUS + rest + "ask: [甲.power, turn.player]\n")
    assert main_state(r, "turn.player") == "A"  # B's turn 7 has ended
    assert main_state(r, "甲.power") == 3000


def test_unnamed_hand_cards_answer_question_mark_at_the_end_phase() -> None:
    r = ws(
        "players:\n  A: {hand: 9, deck: 10, waiting_room: 0}\n  B: {deck: 10}\n"
        "actions:\n  - {do: encore_step}\n  - {do: end_phase}\n"
        'choices:\n  - {player: A, at: discard, choose: "?"}\n'
        '  - {player: A, at: discard, choose: "?"}\nask: [A.hand, A.waiting_room]\n'
    )
    assert (main_state(r, "A.hand"), main_state(r, "A.waiting_room")) == (7, 2)


def test_side_attack_reads_the_level_an_effect_gives() -> None:
    r = ws(
        "players:\n  A:\n    stage: {center_front: {name: 剣, type: character, level: 1, "
        "power: 6000, soul: 3}}\n    deck: [{name: 無, type: character}, 8]\n    level: 1\n"
        "  B:\n    stage: {center_front: {name: 鎧, type: character, level: 0, power: 5000, soul: 1}}\n"
        "    deck: [{name: 受1, type: character}, 8]\n    clock: 0\n    level: 1\n"
        "effects:\n  - {target: 鎧, stat: level, op: add, value: 2, until: turn}\n"
        "actions:\n  - {do: attack, player: A, slot: center_front, kind: side}\n"
        "ask: [B.clock]\n"
    )
    assert main_state(r, "B.clock") == 1  # soul 3 − 2
    assert {"8.9.1", "8.9.1.2"} <= decided(r)


def test_soul_lowered_to_zero_no_damage_rests_on_the_damage_step() -> None:
    r = ws_battle(power=6000, theirs="【永】 このカードのバトル相手のソウルを－1。", kind="front")
    assert {"8.9.1.3", "7.5.1.2.1", "7.5.1"} <= decided(r)


def test_cost_lowered_to_zero_is_determined_and_paid_with_nothing() -> None:
    r = ws(
        "players:\n  A:\n    stock: 0\n    level: [{name: 赤, type: character, color: red}]\n"
        "    hand:\n      - {name: 軽, type: character, color: red, level: 1, cost: 2, power: 1000, "
        'soul: 1, text: "【永】 あなたの手札のこのカードのコストを－2。"}\n'
        "    deck: 10\n  B: {deck: 10}\n"
        "actions:\n  - {do: play, player: A, card: 軽, slot: center_front}\nask: [軽.zone]\n"
    )
    assert main_state(r, "軽.zone") == "A.stage.center_front"
    assert {"8.6.2.3", "2.7.2", "8.9.1.2"} <= decided(r)


def test_level_zero_exemption_is_read_with_the_colour_condition() -> None:
    r = ws(
        "players:\n  A:\n    level: 0\n    clock: [{name: 黄, type: character, color: yellow}]\n"
        "    hand: [{name: 赤, type: character, color: red, level: 0, cost: 0, power: 1000, soul: 1}]\n"
        "    deck: 10\n  B: {deck: 10}\n"
        "actions:\n  - {do: play, player: A, card: 赤, slot: center_front}\nask: [赤.zone]\n"
    )
    assert main_state(r, "赤.zone") == "A.stage.center_front"
    assert {"8.6.2.1.1", "8.6.2.1.1.1"} <= decided(r)


def test_an_orientation_effect_cites_its_verbs_definition() -> None:
    r = ws(
        "players:\n  A:\n    stage: {center_front: {name: 甲, type: character, level: 0, power: 1000, soul: 1}}\n"
        "    deck: 10\n  B: {deck: 10}\n"
        'actions:\n  - {do: resolve_text, player: A, text: "あなたのキャラを1枚選び、【レスト】する。"}\n'
        "ask: [A.center_front]\n"
    )
    assert main_state(r, "A.center_front") == ["甲(rest)"]
    assert "4.6.1.2" in decided(r)


def test_a_damage_cards_icon_is_not_carried_out() -> None:
    r = ws(
        "players:\n  A: {deck: 10}\n  B:\n    deck: [{name: 宝, type: character, trigger: pool}, 9]\n"
        "    stock: 0\n"
        'actions:\n  - {do: resolve_text, player: A, text: "相手に1ダメージを与える。"}\n'
        "ask: [B.stock, B.clock]\n"
    )
    assert (main_state(r, "B.stock"), main_state(r, "B.clock")) == (0, 1)
    assert {"2.11.1", "4.12.1"} <= decided(r)


def test_a_counter_ability_is_refused_in_ones_own_counter_step() -> None:
    r = ws(
        "players:\n  A:\n    level: 1\n    stock: 2\n    deck: [{name: 山1, type: character}, 9]\n"
        "    stage:\n      center_front: {name: 甲, type: character, level: 1, power: 3000, soul: 1, "
        'text: "【起】【カウンター】 ［(1)］ そのターン中、このカードのパワーを＋1000。"}\n'
        "  B:\n    level: 1\n    deck: 10\n"
        "    stage: {center_front: {name: 乙, type: character, level: 1, power: 5000, soul: 1}}\n"
        "actions:\n  - do: attack\n    slot: center_front\n    kind: front\n"
        "    counter: [{do: activate, player: A, card: 甲, allowed: false}]\nask: [A.stock]\n"
    )
    assert "2.8.2" in decided(r)


def test_a_delayed_ability_whose_card_moved_fails() -> None:
    r = ws(
        "players:\n  A:\n    stage:\n      center_front: {name: 甲, type: character, level: 0, power: 1000, "
        'soul: 1, text: "【起】 そのターン中、このカードのパワーを＋0。ターンの終わりに、このカードを手札に戻す。"}\n'
        "    deck: 10\n  B: {deck: 10}\n"
        "actions:\n  - {do: activate, player: A, card: 甲}\n"
        '  - {do: resolve_text, player: A, text: "あなたのキャラを1枚選び、控え室に置く。"}\n'
        "  - {do: encore_step}\n  - {do: end_phase}\nask: [甲.zone]\n"
    )
    assert main_state(r, "甲.zone") == "A.waiting_room"
    assert {"8.7.7", "3.1.4"} <= decided(r)


DREAMER = (
    "{name: 夢見, type: character, level: 0, cost: 0, power: 1000, soul: 1, "
    'text: "【永】 このカードが手札から控え室に置かれる時、かわりに思い出にする。"}'
)


def test_a_hand_to_waiting_room_replacement_on_an_effects_discard() -> None:
    r = ws(
        f"players:\n  A:\n    hand: [{DREAMER}]\n    memory: 0\n    deck: 10\n  B: {{deck: 10}}\n"
        'actions:\n  - {do: resolve_text, player: A, text: "あなたは自分の手札を1枚選び、控え室に置く。"}\n'
        "ask: [夢見.zone]\n"
    )
    assert main_state(r, "夢見.zone") == "A.memory"
    assert "8.10.1.1" in decided(r)


def test_a_replaced_cost_is_run_under_both_readings() -> None:
    r = ws(
        "players:\n  A:\n    stage:\n      center_front: {name: 影, type: character, level: 1, power: 3000, "
        'soul: 1, text: "【起】 ［手札を1枚控え室に置く］ そのターン中、このカードのパワーを＋1000。"}\n'
        f"    hand: [{DREAMER}]\n    memory: 0\n    deck: 10\n  B: {{deck: 10}}\n"
        "actions:\n  - {do: activate, player: A, card: 影}\nask: [影.power]\n"
    )
    assert reading_states(r, "影.power") == {"paid": 4000, "not_paid": 3000}
    assert any({"8.4.2", "8.10.1.1"} <= set(cl) for cl in ambiguity_clauses(r)) or r.branched


def test_an_icon_choice_against_a_shield_is_run_under_both_readings() -> None:
    r = ws(
        "players:\n  A:\n    stage: {center_front: {name: 甲, type: character, level: 1, power: 3000, soul: 1}}\n"
        "    deck: [{name: 帰, type: climax, trigger: return}, 8]\n    level: 1\n"
        "  B:\n    stage:\n      center_front: {name: 隠, type: character, level: 1, power: 4000, "
        'soul: 1, text: "【永】 このカードは相手の効果に選ばれない。"}\n    deck: 10\n    hand: 0\n'
        "actions:\n  - {do: attack, player: A, slot: center_front, kind: side}\n"
        "choices:\n  - {player: A, at: return, choose: 隠}\nask: [隠.zone]\n"
    )
    assert reading_states(r, "隠.zone") == {
        "rules_action": "B.hand",
        "effect": "B.stage.center_front",
    }


def test_a_pregame_trigger_is_run_under_both_readings() -> None:
    r = ws(
        "players:\n  A:\n    deck:\n      - {name: 風, type: character, level: 0, "
        'text: "【自】 このカードが手札から控え室に置かれた時、あなたは1枚引く。"}\n'
        "      - {name: 札, type: character, level: 0, count: 4}\n      - {name: 替, type: character, level: 0}\n"
        "      - {name: 次, type: character, level: 0}\n      - 43\n  B: {deck: 50}\n"
        "actions:\n  - do: game_setup\n    first: A\n"
        "    shuffled: {A: [風, 札, 札, 札, 札, 替, 次]}\n    mulligan: {A: [風], B: 0}\n"
        "  - {do: stand_phase}\nask: [A.hand]\n",
        head="game: ws\ntitle: t\nturn: {player: A, number: 0}\n",
    )
    assert reading_states(r, "A.hand") == {"not_in_game": 5, "triggers": 6}


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("【永】 あなたの手札の枚数上限は9枚になる。", 9),
        ("【永】 相手の手札の上限は9枚になる。", 7),
    ],
)
def test_a_hand_limit_set_by_a_continuous_ability(text: str, kept: int) -> None:
    r = ws(
        "players:\n  A:\n    stage:\n"
        f'      left_back: {{name: 司書, type: character, level: 0, power: 500, soul: 1, text: "{text}"}}\n'
        "    hand: 10\n    deck: 10\n  B: {deck: 10}\n"
        "actions:\n  - {do: encore_step}\n  - {do: end_phase}\nask: [A.hand]\n"
    )
    assert main_state(r, "A.hand") == kept
    assert ("1.3.1" in decided(r)) == (kept == 9)


def test_a_climax_hand_limit_ends_with_the_climax_and_the_end_phase_runs_again() -> None:
    r = ws(
        "players:\n  A:\n    climax: [{name: 潮, type: climax, "
        'text: "【永】 あなたの手札の枚数上限は9枚になる。"}]\n'
        "    hand: 10\n    waiting_room: 0\n    deck: 10\n  B: {deck: 10}\n"
        "actions:\n  - {do: encore_step}\n  - {do: end_phase}\nask: [A.hand]\n"
    )
    assert main_state(r, "A.hand") == 7  # 9 before 6.8.1.3, then 7 once 潮 has left (6.8.1.5)
    assert {"6.8.1.5", "2.12.2.2"} <= decided(r)


def test_a_cancelled_damage_takes_the_cards_revealed_before_it() -> None:
    r = ws(
        "players:\n  A: {deck: 10}\n  B:\n    clock: 0\n"
        "    deck: [{name: 一, type: character}, {name: 止, type: climax}, 8]\n"
        'actions:\n  - {do: resolve_text, player: A, text: "相手に3ダメージを与える。"}\n'
        "ask: [B.clock, 一.zone]\n"
    )
    assert (main_state(r, "B.clock"), main_state(r, "一.zone")) == (0, "B.waiting_room")
    assert "4.10.1.2" in decided(r)


def test_a_climax_read_as_level_zero_cites_who_has_a_level() -> None:
    r = ws(
        "players:\n  A:\n    waiting_room: [{name: 刻, type: climax}]\n    hand: 0\n    deck: 10\n"
        "  B: {deck: 10}\n"
        'actions:\n  - {do: resolve_text, player: A, text: "あなたは自分の控え室のレベル0以下のカードを1枚選び、手札に戻す。"}\n'
        "ask: [刻.zone]\n"
    )
    assert main_state(r, "刻.zone") == "A.hand"
    assert {"2.19.1", "2.6.1"} <= decided(r)


@pytest.mark.parametrize(("first", "cited"), [("treasure", True), ("soul", False)])
def test_an_icon_carried_out_after_its_card_left_the_resolution_zone(
    first: str, cited: bool
) -> None:
    icons = "[treasure, soul]" if first == "treasure" else "[soul, treasure]"
    r = ws(
        "players:\n  A:\n    level: 1\n    stock: 0\n"
        "    stage: {center_front: {name: 冒, type: character, level: 1, power: 4500, soul: 1}}\n"
        f"    deck: [{{name: 宝, type: climax, trigger: {icons}}}, 9]\n"
        "  B: {level: 1, clock: 0, deck: 10}\n"
        "choices:\n  - {player: A, at: treasure, choose: yes}\n"
        "actions:\n  - {do: attack, player: A, slot: center_front}\nask: [冒.soul, 宝.zone]\n"
    )
    assert (main_state(r, "冒.soul"), main_state(r, "宝.zone")) == (3, "A.hand")
    assert ("7.3.1.2.2" in decided(r)) == cited


def test_a_continuous_ability_reaches_a_card_that_entered_after_it() -> None:
    r = ws(
        "players:\n  A:\n    level: 1\n"
        '    climax: [{name: 旗, type: climax, text: "【永】 あなたのキャラすべてに、パワーを＋1000。"}]\n'
        "    hand: [{name: 騎, type: character, level: 0, cost: 0, power: 2000, soul: 1}]\n"
        "    deck: 10\n  B: {deck: 10}\n"
        "actions:\n  - {do: play, player: A, card: 騎, slot: center_front}\nask: [騎.power]\n"
    )
    assert main_state(r, "騎.power") == 3000
    assert {"8.9.3", "8.9.2"} <= decided(r)


@pytest.mark.parametrize(("state", "cited"), [("reverse", True), ("stand", False)])
def test_a_character_opposite_in_any_state_keeps_the_attack_from_being_direct(
    state: str, cited: bool
) -> None:
    r = ws(
        "players:\n  A:\n    level: 1\n"
        "    stage: {center_front: {name: 剣, type: character, level: 1, power: 3000, soul: 2}}\n"
        "    deck: [{name: 無, type: character}, 8]\n"
        "  B:\n    level: 1\n    clock: 0\n    deck: [{name: 受, type: character}, 8]\n"
        "    stage: {center_front: {name: 敗, type: character, level: 1, power: 500, soul: 1, "
        f"state: {state}}}}}\n"
        "actions:\n  - {do: attack, player: A, slot: center_front, kind: side}\n"
        "ask: [attack.kind, B.clock]\n"
    )
    assert (main_state(r, "attack.kind"), main_state(r, "B.clock")) == ("side", 1)
    assert ("7.2.1.4.1" in decided(r)) == cited


GIVER = (
    "【自】 ターンの終わりに、あなたは自分のキャラを1枚選び、そのターン中、"
    "『【自】 ターンの終わりに、あなたは1枚引く。』を与える。"
)


def test_a_turn_end_ability_given_for_the_turn_ends_before_it_triggers() -> None:
    r = ws(
        "players:\n  A:\n    hand: 0\n    stage:\n"
        f'      center_front: {{name: 番, type: character, level: 0, power: 1000, soul: 1, text: "{GIVER}"}}\n'
        "      left_front: {name: 友, type: character, level: 0, power: 1000, soul: 1}\n"
        "    deck: 10\n  B: {deck: 10}\n"
        "actions:\n  - {do: encore_step}\n  - {do: end_phase}\n"
        "choices:\n  - {player: A, choose: 友}\nask: [A.hand]\n"
    )
    assert main_state(r, "A.hand") == 0
    assert {"6.8.1.4", "6.8.1.5"} <= decided(r)
