"""ws constructions of round 42 (from the r42 development files), each on a minimal board.

A continuous prohibition on a move between two zones (「相手は手札のカードを控え室に置けない」):
an effect's instruction to make that move is not done, and a cost that needs it cannot be paid —
1.3.3 (the prohibition wins) with 8.4.2.2 (a cost partly unpayable is not paid at all)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, decided, main_state

BAN = "【永】 {who}は手札のカードを控え室に置けない。"


def _board(who: str) -> object:
    """B: 封じ手 with the prohibition on ``who`` (相手 = A, あなた = B); A, the turn player,
    plays 使い手's ability whose cost puts a hand card into the waiting room."""
    return resolve(
        loads(
            WS_HEAD + "players:\n  B:\n    deck: 10\n    stage:\n"
            "      left_back: {name: 封じ手, type: character, level: 0, power: 3000, soul: 1, "
            f'text: "{BAN.format(who=who)}"}}\n'
            "  A:\n    level: 1\n    stock: 2\n    deck: 10\n    hand: [{name: 札, type: character}]\n"
            "    stage:\n      center_front: {name: 使い手, type: character, level: 1, power: 4000, "
            'soul: 1, text: "【起】 ［(1) 手札を1枚控え室に置く］ そのターン中、このカードのパワーを＋1000。"}\n'
            "actions:\n  - {do: activate, player: A, card: 使い手}\n"
            "ask: [札.zone, A.stock, 使い手.power]\n",
            "t.yaml",
        )
    )


@pytest.mark.parametrize(("who", "paid"), [("相手", False), ("あなた", True)])
def test_a_cost_the_prohibited_move_pays_is_not_paid(who: str, paid: bool) -> None:
    r = _board(who)
    assert main_state(r, "札.zone") == ("A.waiting_room" if paid else "A.hand")
    assert main_state(r, "A.stock") == (1 if paid else 2)
    assert main_state(r, "使い手.power") == (5000 if paid else 4000)
    if not paid:
        assert {"1.3.3", "8.4.2.2"} <= decided(r)


def test_an_effect_s_discard_is_not_done_under_the_prohibition() -> None:
    r = resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    deck: 10\n    hand: [{name: 札, type: character}]\n"
            "  B:\n    deck: 10\n    stage:\n"
            "      left_back: {name: 封じ手, type: character, level: 0, power: 3000, soul: 1, "
            f'text: "{BAN.format(who="相手")}"}}\n'
            'actions:\n  - {do: resolve_text, player: A, text: "あなたは手札を1枚選び、控え室に置く。"}\n'
            "ask: [札.zone]\n",
            "t.yaml",
        )
    )
    assert main_state(r, "札.zone") == "A.hand"
    assert "1.3.3" in decided(r)


# ---------------- turn_limit_same_text_gained_twice (10.19.3 / 4.1.1) with one text printed and
# the same text given: raised as with two given ones (both readings); two printed texts are not

TWIN = (
    "players:\n  A:\n    level: 1\n    deck: [{{name: 空札, type: character, trigger: none}}, 10]\n"
    "    stage:\n      center_front: {{name: 双子, type: character, level: 1, power: 6000, soul: 1, "
    'text: "{text}"}}\n  B: {{deck: 10}}\n{effects}'
    "actions:\n  - {{do: attack, slot: center_front}}\n"
    "choices:\n  - {{player: A, at: turn_limit, choose: 'yes'}}\n"
    "  - {{player: A, at: turn_limit, choose: 'yes'}}\nask: [双子.power]\n"
)
ABILITY = "【自】【ターン1】 このカードがアタックした時、そのターン中、このカードのパワーを＋2000。"


def test_a_printed_and_a_given_twin_raise_the_point() -> None:
    grant = (
        "effects:\n  - {target: 双子, stat: ability, op: grant, "
        f'value: "『{ABILITY.replace("】 こ", "】こ")}』", until: turn, source: 姉}}\n'
    )
    text = (
        WS_HEAD
        + TWIN.format(text=ABILITY, effects=grant)
        + (
            "expect:\n  ambiguous: ['10.19.3', '4.1.1']\n  readings:\n"
            "    one_ability: {state: {双子.power: 8000}}\n"
            "    two_abilities: {state: {双子.power: 10000}}\n"
        )
    )
    assert check_expect(resolve(loads(text))) == []


def test_two_printed_twins_are_two_abilities() -> None:
    text = (
        WS_HEAD
        + TWIN.format(text=ABILITY + "\\n" + ABILITY, effects="")
        + ("expect:\n  state: {双子.power: 10000}\n  ambiguous: false\n")
    )
    assert check_expect(resolve(loads(text))) == []


# ---------------- new_card_move_scope (3.1.4 / 8.9.2): a card with an effect on it moved between
# zones that are not slots — the effect goes on (as written) or ends (every move but slot to
# slot makes a new card); raised only when an effect is on the card

TRIP = (
    "players:\n  A:\n    deck: 10\n"
    "    hand: [{{name: 剣士, type: character, level: 2, cost: 0, power: 7000, soul: 1}}]\n"
    "  B: {{deck: 10}}\nactions:\n{lower}"
    "  - {{do: move, card: 剣士, to: waiting_room}}\n  - {{do: move, card: 剣士, to: hand}}\n"
    "choices:\n  - {{player: A, choose: 剣士}}\n"
)
LOWER = (
    '  - {do: resolve_text, player: A, text: "あなたは自分の手札のキャラを1枚選び、'
    'そのターン中、そのカードのレベルを－1。"}\n'
)


def test_an_effect_on_a_card_moved_out_of_the_hand_is_a_point() -> None:
    text = (
        WS_HEAD
        + TRIP.format(lower=LOWER)
        + (
            "expect:\n  ambiguous: ['3.1.4', '8.9.2']\n  readings:\n"
            "    from_slot_only: {state: {剣士.level: 1}}\n"
            "    all_but_slot_to_slot: {state: {剣士.level: 2}}\n"
        )
    )
    assert check_expect(resolve(loads(text))) == []


def test_a_card_with_no_effect_on_it_raises_nothing() -> None:
    text = (
        WS_HEAD
        + TRIP.format(lower="")
        + ("expect:\n  state: {剣士.level: 2}\n  ambiguous: false\n")
    )
    assert check_expect(resolve(loads(text))) == []


# ---------------- clock_placement_replaced_draw (6.4.1.2 / 8.10.1.1): the clock phase's card
# replaced into the memory — 2 drawn or none; a placement not replaced draws 2, no point

DREAM = "【永】 このカードが手札からクロック置場に置かれる時、かわりに思い出にする。"


@pytest.mark.parametrize("text", [DREAM, ""])
def test_a_replaced_clock_placement_draw(text: str) -> None:
    board = (
        "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: clock, first_player: A}\n"
        "players:\n  A:\n    deck: 10\n"
        f'    hand: [{{name: 夢見, type: character, level: 0, power: 2000, soul: 1, text: "{text}"}}]\n'
        "  B: {deck: 10}\nactions:\n  - {do: clock_phase, card: 夢見}\n"
    )
    expect = (
        "expect:\n  ambiguous: ['6.4.1.2', '8.10.1.1']\n  readings:\n"
        "    no_draw: {state: {A.hand: 0, 夢見.zone: A.memory}}\n"
        "    draws: {state: {A.hand: 2, 夢見.zone: A.memory}}\n"
        if text
        else "expect:\n  state: {A.hand: 2, 夢見.zone: A.clock}\n  ambiguous: false\n"
    )
    assert check_expect(resolve(loads(board + expect))) == []


# ---------------- 4.5.3.1: an activated ability played at the main phase's play timing gives the
# play timing back once resolved; a second use rests on it, a single use does not


@pytest.mark.parametrize("uses", [1, 2])
def test_a_second_activation_rests_on_the_play_timing_given_again(uses: int) -> None:
    r = resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    stock: 3\n    deck: 10\n    stage:\n"
            "      center_front: {name: 甲, type: character, level: 1, power: 3000, soul: 1, "
            'text: "【起】 ［(1)］ そのターン中、このカードのパワーを＋1000。"}\n  B: {deck: 10}\n'
            "actions:\n" + "  - {do: activate, card: 甲}\n" * uses + "ask: [甲.power]\n",
            "t.yaml",
        )
    )
    assert main_state(r, "甲.power") == 3000 + 1000 * uses
    assert ("4.5.3.1" in decided(r)) == (uses == 2)


# ---------------- a シフト whose card left the clock before it resolved: played all the same
# (8.7.7), it swaps nothing — the hand card stays there because of both (10.11.3.1)


def test_a_shift_whose_card_left_the_clock_swaps_nothing() -> None:
    r = resolve(
        loads(
            "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: clock, first_player: A}\n"
            "players:\n  A:\n    level: 1\n    deck: 10\n    clock:\n"
            "      - {name: 移り気, type: character, level: 1, color: BLUE, "
            'text: "【自】 シフト レベル1"}\n'
            "    hand: [{name: 青札, type: character, level: 0, color: BLUE}]\n"
            "    stage: {center_front: {name: 甲, type: character, level: 1, power: 4000, "
            'soul: 1, text: "【自】 あなたのメインフェイズの始めに、あなたは自分のクロックの上から'
            '1枚を、控え室に置く。"}}\n'
            "  B: {deck: 10}\nactions:\n  - {do: main_phase}\n"
            "choices:\n  - {player: A, at: pending_order, choose: 甲}\n"
            "ask: [青札.zone, 移り気.zone]\n",
            "t.yaml",
        )
    )
    assert main_state(r, "青札.zone") == "A.hand"
    assert main_state(r, "移り気.zone") == "A.waiting_room"
    assert {"8.7.7", "10.11.3.1"} <= decided(r)


# ---------------- 「このカードを【レスト】する」 as a cost on a reversed character: it is not in
# the rest state (4.6.1.2, 4.6.1.3), so the cost is paid; a rested one cannot pay it (1.3.2.1)


@pytest.mark.parametrize(("state", "paid"), [("reverse", True), ("rest", False)])
def test_a_rest_cost_on_a_reversed_character(state: str, paid: bool) -> None:
    r = resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    deck: 10\n    stage:\n"
            f"      center_front: {{name: 盾, type: character, level: 1, power: 2000, soul: 1, "
            f'state: {state}, text: "【起】 ［このカードを【レスト】する］ あなたは1枚引く。"}}\n'
            "    hand: 0\n  B: {deck: 10}\n"
            "actions:\n  - {do: activate, card: 盾}\nask: [盾.state, A.hand]\n",
            "t.yaml",
        )
    )
    assert main_state(r, "盾.state") == "rest"
    assert main_state(r, "A.hand") == (1 if paid else 0)
    if paid:
        assert {"4.6.1.2", "8.4.2"} <= decided(r)


@pytest.mark.parametrize("stood", [True, False])
def test_a_character_reversed_at_the_start_and_stood_stays_in_the_encore_step(stood: bool) -> None:
    r = resolve(
        loads(
            "game: ws\ntitle: t\n"
            "turn: {player: A, number: 5, phase: attack, first_player: A, attacks: 1}\n"
            "players:\n  A:\n    deck: 10\n    stage:\n"
            "      center_front: {name: 甲, type: character, level: 1, power: 2000, soul: 1, "
            "state: reverse}\n  B: {deck: 10}\n"
            "actions:\n"
            + ("  - {do: stand, card: 甲}\n" if stood else "")
            + "  - {do: encore_step}\nask: [甲.zone]\n",
            "t.yaml",
        )
    )
    assert main_state(r, "甲.zone") == ("A.stage.center_front" if stood else "A.waiting_room")
    assert "7.7.1.2" in decided(r)


# ---------------- 4.10.1.3's 「そうでない場合、再び 4.10.1.1 に戻ります」: a damage card revealed after
# the first rests on it (the first waits in the resolution zone); a cancel by the first card not


@pytest.mark.parametrize(
    ("deck", "cited"),
    [
        ("[{name: 一, type: character}, {name: 扉, type: climax}, 8]", True),
        ("[{name: 扉, type: climax}, 9]", False),
    ],
)
def test_a_cancel_by_a_later_card_rests_on_the_loop_back(deck: str, cited: bool) -> None:
    r = resolve(
        loads(
            "game: ws\ntitle: t\nturn: {player: B, number: 5, phase: main, first_player: A}\n"
            f"players:\n  A:\n    level: 1\n    clock: 3\n    deck: {deck}\n  B: {{deck: 20}}\n"
            "actions:\n  - {player: B, do: damage, to: A, amount: 3}\nask: [A.clock]\n",
            "t.yaml",
        )
    )
    assert main_state(r, "A.clock") == 3
    assert ("4.10.1.3" in decided(r)) == cited


# ---------------- stage_group_slot_move (8.9.2 / 8.2.1.2): 「前列のキャラすべてに、そのターン中」
# and a front/back swap — fixed at play, or read while it lasts; with no move the readings agree

ROW = (
    "players:\n  A:\n    deck: 10\n    stage:\n"
    "      center_front: {name: 前衛, type: character, level: 1, power: 3000}\n"
    "      left_back: {name: 後衛, type: character, level: 1, power: 3000}\n  B: {deck: 10}\n"
    'actions:\n  - {do: resolve_text, player: A, text: "あなたの前列のキャラすべてに、そのターン中、'
    'パワーを＋1000。"}\n'
)


def test_a_front_row_boost_and_a_swap_is_a_point() -> None:
    text = (
        WS_HEAD
        + ROW
        + "  - {do: swap, player: A, slot: center_front, with: left_back}\n"
        + "expect:\n  ambiguous: ['8.9.2']\n  readings:\n"
        "    fixed_at_play: {state: {前衛.power: 4000, 後衛.power: 3000}}\n"
        "    read_while_it_lasts: {state: {前衛.power: 3000, 後衛.power: 4000}}\n"
    )
    assert check_expect(resolve(loads(text))) == []


def test_a_front_row_boost_with_no_move_raises_nothing() -> None:
    text = (
        WS_HEAD
        + ROW
        + ("expect:\n  state: {前衛.power: 4000, 後衛.power: 3000}\n  ambiguous: false\n")
    )
    assert check_expect(resolve(loads(text))) == []


# ---------------- replacing_event_replaced (8.10.2.3 / 8.10.1.1): a replacement that would apply
# to the event another put in place — both readings; a single replacement raises nothing

UNDO = "このカードが【レスト】する時、かわりに【リバース】する。"


@pytest.mark.parametrize("both", [True, False])
def test_a_replacement_of_the_replacing_event(both: bool) -> None:
    effects = (
        "effects:\n  - {target: 乙, stat: reverse, op: replace, value: rest, "
        'source: "このカードが【リバース】する時、かわりに【レスト】する。"}\n'
        + (
            f'  - {{target: 乙, stat: rest, op: replace, value: reverse, source: "{UNDO}"}}\n'
            if both
            else ""
        )
    )
    text = (
        WS_HEAD + "players:\n  A:\n    deck: 10\n  B:\n    deck: 10\n    stage:\n"
        "      center_front: {name: 乙, type: character, level: 1, power: 5000, soul: 1}\n"
        + effects
        + "actions:\n  - {do: reverse, card: 乙}\n"
        + (
            "expect:\n  ambiguous: ['8.10.2.3']\n  readings:\n"
            "    same_event: {state: {B.center_front: reverse}}\n"
            "    not_replaced: {state: {B.center_front: rest}}\n"
            if both
            else "expect:\n  state: {B.center_front: rest}\n  ambiguous: false\n"
        )
    )
    assert check_expect(resolve(loads(text))) == []


# ---------------- 「このカードのバトルしているキャラ…、そのキャラを思い出にする」 whose character has
# left the stage for the hand first: a new card there (3.1.4), not moved


def test_the_battle_opponent_gone_to_the_hand_is_not_that_character() -> None:
    r = resolve(
        loads(
            "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: attack, first_player: A}\n"
            "players:\n  A:\n    hand: 0\n    level: 1\n    deck: [{name: 空, type: character, trigger: none}, 9]\n"
            "    stage:\n      center_front: {name: 甲, type: character, level: 1, power: 4000, "
            'soul: 1, text: "【自】 このカードがリバースした時、このカードを手札に戻す。"}\n'
            "  B:\n    level: 1\n    deck: 10\n    stage:\n      center_front: {name: 防, "
            "type: character, level: 1, power: 6000, soul: 1, text: "
            '"【自】 このカードのバトルしているキャラがリバースした時、そのキャラを思い出にする。"}\n'
            "actions:\n  - {do: attack, player: A, slot: center_front, kind: front}\n"
            "ask: [甲.zone, A.memory]\n",
            "t.yaml",
        )
    )
    assert main_state(r, "甲.zone") == "A.hand"
    assert "3.1.4" in decided(r)
