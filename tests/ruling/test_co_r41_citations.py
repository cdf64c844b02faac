"""co citations read in round 41 (tests/scenarios/co/r41_001, 003, 004, 018), each on a minimal
board: a short deck beside a sideboard cites 1.2.4 (the sideboard is kept 「デッキの他に」); the
count of turns of chapter 3 (「第1ターン」 is the first player's first turn, turns alternate) where
the draw of turn 1 is skipped or a later turn's draw is done, and where a turn passes (3.7.5);
an immunity keeping an event's modification off a character reads 4.2.8 (an event's text is its
「効果」)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_run, decided, main_state, setup_ruling


@pytest.mark.parametrize(("side", "cites"), [(20, True), (0, False)])
def test_co_short_deck_with_a_sideboard_cites_it(side: int, cites: bool) -> None:
    board = f"  A: {{hp: 20, deck: 49{', sideboard: ' + str(side) if side else ''}}}\n  B: {{hp: 20, deck: 50}}"
    r = setup_ruling(
        "co", board, "{do: game_setup, chooser: A, first: A, mulligan: {A: no, B: no}}"
    )
    assert r.main.rejected
    assert "1.2.3" in decided(r)
    assert ("1.2.4" in decided(r)) is cites


@pytest.mark.parametrize(("number", "hand"), [(1, 5), (3, 6)])
def test_co_first_players_draw_cites_the_turn_count(number: int, hand: int) -> None:
    r = co_run(
        f"turn: {{player: A, number: {number}, first_player: A, phase: draw, step: start}}\n"
        "players:\n  A: {hp: 20, hand: 5, deck: 10}\n  B: {hp: 20, hand: 6, deck: 10}\n"
        "actions:\n  - {do: draw_phase}\nask: [A.hand]\n"
    )
    assert main_state(r, "A.hand") == hand
    assert {"3", "2.1.5", "3.2.2#2"} <= decided(r)


def test_co_turn_passing_cites_the_turn_count() -> None:
    r = co_run(
        "turn: {player: A, number: 1, first_player: A, phase: end, step: end}\n"
        "players:\n  A: {hp: 20, hand: 5, deck: 30}\n  B: {hp: 20, hand: 7, deck: 30}\n"
        "actions:\n  - {do: turn_end}\nask: [turn.player, turn.number]\n"
    )
    assert (main_state(r, "turn.player"), main_state(r, "turn.number")) == ("B", 2)
    assert {"3", "3.7.5"} <= decided(r)


@pytest.mark.parametrize(("immune", "dp"), [(True, 2), (False, 1)])
def test_co_immunity_to_events_reads_what_an_effect_is(immune: bool, dp: int) -> None:
    shield = (
        '      - {name: 盾, type: item, set_on: 守護者, text: "キャラクターにセット。\\n'
        'セットされたキャラクターは、スペル、イベントの効果を受けない。"}\n'
        if immune
        else ""
    )
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 20\n    deck: 20\n"
        "    field:\n      - {name: 守護者, type: character, ap: 2, dp: 2}\n" + shield + "  B:\n"
        "    hp: 20\n    energy: 2\n    deck: 20\n    hand:\n"
        '      - {name: 瘴気, type: event, cost: 2, text: "フィールドにセット。\\n'
        'フィールドに出ているすべてのキャラクターは、「+1:−1」の修正を受ける。"}\n'
        "actions:\n  - {do: play, player: B, card: 瘴気}\nask: [守護者.dp]\n"
    )
    assert main_state(r, "守護者.dp") == dp
    assert ("4.2.8" in decided(r)) is immune


@pytest.mark.parametrize(
    ("limit", "uses"), [("", 2), ("この特殊能力は1ターンに1回しか使用できない。", 1)]
)
def test_co_an_ability_used_again_cites_3_4(limit: str, uses: int) -> None:
    # 3.4 「特に行動回数に制限がないものは…何回でも」: the second use of an ability with no limit
    r = co_run(
        "turn: {player: A, number: 7, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 2\n"
        "    deck: 20\n    field:\n"
        f'      - {{name: 術師, type: character, ap: 1, dp: 1, text: "1エネルギーを支払う:対象のキャラクターに1点のダメージを与える。{limit}"}}\n'
        "  B: {hp: 10, deck: 20, field: [{name: 騎士, type: character, ap: 2, dp: 3}]}\n"
        "actions:\n  - {do: activate, card: 術師, target: 騎士}\n"
        "  - {do: activate, card: 術師, target: 騎士}\nask: [騎士.damage]\n"
    )
    assert main_state(r, "騎士.damage") == uses
    declared = [s for s in r.main.trace if "使用を宣言" in (s.ja or "")]
    assert len(declared) == uses
    assert ("3.4" in declared[-1].clauses) is (uses == 2)


def test_co_a_spell_with_no_proper_target_fails_its_play_condition() -> None:
    # 4.2.13 no proper target: the play condition of 3.4.3 is not met
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        "    deck: 20\n    hand:\n"
        '      - {name: 矢, type: spell, cost: 1, text: "使い捨て\\n対象の女性キャラクターに2点のダメージを与える。"}\n'
        "  B: {hp: 10, deck: 20, field: [{name: 騎士, type: character, gender: 男性, ap: 2, dp: 2}]}\n"
        "actions:\n  - {do: play, card: 矢, target: 騎士}\nask: [矢.zone]\n"
    )
    assert main_state(r, "矢.zone") == "A.hand"
    assert {"4.2.13", "3.4.3"} <= decided(r)


@pytest.mark.parametrize(("named", "cites"), [("『雷鳴』", True), ("このカード", False)])
def test_co_a_trigger_naming_its_own_card_cites_4_2_10(named: str, cites: bool) -> None:
    text = f"{named}のプレイに成功したとき、相手のデュエルマスターに2点のダメージを与える。"
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        f'    deck: 20\n    hand: [{{name: 雷鳴, type: character, cost: 1, ap: 1, dp: 1, text: "{text}"}}]\n'
        "  B: {hp: 10, deck: 20}\n"
        "actions:\n  - {do: play, card: 雷鳴}\nask: [B.hp]\n"
    )
    assert main_state(r, "B.hp") == 8
    assert ("4.2.10" in decided(r)) is cites


def test_co_a_borrowed_character_broken_cites_the_owner_item() -> None:
    r = co_run(
        "turn: {player: A, number: 9, phase: main}\nplayers:\n  A:\n    hp: 10\n    deck: 20\n"
        "    field: [{name: 傭兵, type: character, owner: B, ap: 2, dp: 2}]\n"
        "  B:\n    hp: 10\n    energy: 1\n    deck: 20\n"
        '    hand: [{name: 裂け目, type: spell, cost: 1, text: "使い捨て\\n対象のキャラクターをブレイクする。"}]\n'
        "actions:\n  - {do: play, player: B, card: 裂け目, target: 傭兵}\nask: [傭兵.zone]\n"
    )
    assert main_state(r, "傭兵.zone") == "B.broken"
    assert {"4.2.5", "4.2.12#li2"} <= decided(r)
