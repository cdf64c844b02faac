"""ws rules found by the round-32 blind set moved into development (round 32, s28rulesWS), each on a
minimal case of its own, with the neighbour that must not change: the definitions of chapters 2
and 3 a condition or a continuous effect reads a word or a card by (「クライマックス」 with no
zone, 2.3.2.3.2; a face-down card of the level zone or the memory, 3.9.2.2.1 / 3.12.2.2.1; 「X」
a card name, 2.1.2; 《X》 a trait, 2.5.3)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """\
game: ws
title: t
turn: {player: A, number: 6, phase: %(phase)s, first_player: A}
players:
  A:
    level: %(level)s
    stock: %(stock)s
    %(zones)s
    stage:
      center_front: {name: 甲, type: character, level: 1, power: 4000, soul: 1, text: "%(text)s"}
      %(more)s
    deck: %(deck)s
  B: {deck: 10}
actions:
  - %(action)s
%(choices)s
ask: [%(ask)s]
"""


def _board(**kw: str) -> str:
    base = {
        "phase": "main",
        "level": "1",
        "stock": "0",
        "zones": "",
        "text": "",
        "more": "",
        "deck": "10",
        "action": "{do: check_timing}",
        "choices": "",
        "ask": "甲.power",
    }
    return BOARD % {**base, **kw}


# ---------------- 「クライマックス」 with no zone named: a climax in the climax zone (2.3.2.3.2)

CX_TEXT = "【永】 あなたのクライマックスが1枚以上あるなら、このカードのパワーを＋2000。"


def test_an_unnamed_climax_is_one_in_the_climax_zone() -> None:
    r = resolve(loads(_board(zones="climax: [{name: 光, type: climax}]", text=CX_TEXT)))
    assert r.outcome["state"]["甲.power"] == 6000
    assert "2.3.2.3.2" in r.decided_by
    assert "3.5.2" not in r.decided_by  # not a count over the stage's slots


def test_climaxes_elsewhere_are_not_the_unnamed_climax() -> None:
    r = resolve(
        loads(
            _board(
                zones="hand: [{name: 光, type: climax}]\n    waiting_room: [{name: 影, type: climax}]",
                text=CX_TEXT,
            )
        )
    )
    assert r.outcome["state"]["甲.power"] == 4000
    assert "2.3.2.3.2" in r.decided_by
    assert "3.5.2" not in r.decided_by


def test_a_named_zone_is_read_as_named() -> None:
    r = resolve(
        loads(
            _board(
                zones="waiting_room: [{name: 影, type: climax}]",
                text="【永】 あなたの控え室にクライマックスが1枚以上あるなら、このカードのパワーを＋2000。",
            )
        )
    )
    assert r.outcome["state"]["甲.power"] == 6000
    assert "2.3.2.3.2" not in r.decided_by


# ---------------- a face-down card of the level zone / the memory is a blank card (3.9.2.2.1,
# 3.12.2.2.1): the condition reading that zone rests on it

RED_TEXT = "【永】 あなたのレベル置場に赤のカードがあるなら、このカードのパワーを＋1500。"


def test_a_face_down_level_card_has_no_colour() -> None:
    r = resolve(
        loads(
            _board(
                level="[{name: 紅, type: character, level: 1, color: RED, face: down}]",
                text=RED_TEXT,
            )
        )
    )
    assert r.outcome["state"]["甲.power"] == 4000
    assert "3.9.2.2.1" in r.decided_by


def test_a_face_up_level_card_keeps_its_colour() -> None:
    r = resolve(
        loads(
            _board(
                level="[{name: 紅, type: character, level: 1, color: RED}]",
                text=RED_TEXT,
            )
        )
    )
    assert r.outcome["state"]["甲.power"] == 5500
    assert "3.9.2.2.1" not in r.decided_by


MEMORY_TEXT = "【永】 記憶 あなたの思い出に「鍵」があるなら、このカードのパワーを＋2000。"


def test_a_face_down_memory_card_has_no_name() -> None:
    r = resolve(
        loads(
            _board(
                zones="memory: [{name: 鍵, type: event, level: 1, face: down}]",
                text=MEMORY_TEXT,
            )
        )
    )
    assert r.outcome["state"]["甲.power"] == 4000
    assert {"3.12.2.2.1", "2.1.2"} <= set(r.decided_by)


def test_a_face_up_memory_card_is_found_by_its_name() -> None:
    r = resolve(
        loads(_board(zones="memory: [{name: 鍵, type: event, level: 1}]", text=MEMORY_TEXT))
    )
    assert r.outcome["state"]["甲.power"] == 6000
    assert "2.1.2" in r.decided_by
    assert "3.12.2.2.1" not in r.decided_by


# ---------------- 「X」 a card name (2.1.2), 《X》 a trait (2.5.3), read by a condition or by the
# cards a continuous effect changes

NAME_TEXT = "【永】 あなたの舞台に「桜」がいるなら、このカードのパワーを＋1000。"


def test_a_quoted_name_is_the_whole_card_name() -> None:
    r = resolve(
        loads(
            _board(
                text=NAME_TEXT,
                more="left_front: {name: 桜の木, type: character, level: 0, power: 2000, soul: 1}",
            )
        )
    )
    assert r.outcome["state"]["甲.power"] == 4000
    assert "2.1.2" in r.decided_by


def test_the_card_so_named_meets_it() -> None:
    r = resolve(
        loads(
            _board(
                text=NAME_TEXT,
                more="left_front: {name: 桜, type: character, level: 0, power: 2000, soul: 1}",
            )
        )
    )
    assert r.outcome["state"]["甲.power"] == 5000
    assert "2.1.2" in r.decided_by


def test_a_trait_in_double_brackets_filters_the_cards_changed() -> None:
    r = resolve(
        loads(
            _board(
                text="【永】 あなたの他の《音楽》のキャラすべてに、パワーを＋1000。",
                more=(
                    "left_front: {name: 歌, type: character, level: 0, power: 2000, soul: 1,"
                    " traits: [音楽]}\n"
                    "      right_front: {name: 音楽の先生, type: character, level: 0, power: 2000,"
                    " soul: 1, traits: [教師]}"
                ),
                ask="歌.power, 音楽の先生.power",
            )
        )
    )
    assert r.outcome["state"]["歌.power"] == 3000
    assert r.outcome["state"]["音楽の先生.power"] == 2000
    assert "2.5.3" in r.decided_by


# ---------------- a delayed ability on an event of a chosen card (8.7.5): 「そのキャラがリバースした時」
# meets its condition once with no period, each time within 「そのターン中」 (8.7.5.1)

EVENT = '{name: 号令, type: event, level: 0, cost: 0, text: "%s"}'
ONCE = "あなたは自分のキャラを1枚選ぶ。そのキャラがリバースした時、あなたは1枚引く。"
TURN = "あなたは自分のキャラを1枚選ぶ。そのターン中、そのキャラがリバースした時、あなたは1枚引く。"
TWICE = (
    "{do: play, card: 号令}\n  - {do: reverse, card: 甲}\n  - {do: check_timing}\n"
    "  - {do: stand, card: 甲}\n  - {do: reverse, card: 甲}\n  - {do: check_timing}"
)


def _delayed(text: str, action: str = TWICE, more: str = "") -> dict:
    r = resolve(
        loads(
            _board(
                zones=f"hand: [{EVENT % text}]",
                more=more,
                action=action,
                deck="[{name: 引1, type: character}, {name: 引2, type: character}, 8]",
                ask="A.hand",
            )
        )
    )
    return {"hand": r.outcome["state"]["A.hand"], "by": set(r.decided_by)}


def test_a_delayed_trigger_with_no_period_meets_it_once() -> None:
    got = _delayed(ONCE)
    assert got["hand"] == 1
    assert {"8.7.5", "8.7.5.1"} <= got["by"]


def test_twice_before_a_check_timing_is_still_once() -> None:
    act = (
        "{do: play, card: 号令}\n  - {do: reverse, card: 甲}\n  - {do: stand, card: 甲}\n"
        "  - {do: reverse, card: 甲}\n  - {do: check_timing}"
    )
    assert _delayed(ONCE, act)["hand"] == 1


def test_a_delayed_trigger_for_the_turn_meets_it_each_time() -> None:
    got = _delayed(TURN)
    assert got["hand"] == 2
    assert {"8.7.5", "8.7.5.1"} <= got["by"]


def test_another_character_reversed_does_not_meet_it() -> None:
    act = "{do: play, card: 号令}\n  - {do: reverse, card: 乙}\n  - {do: check_timing}"
    more = "left_front: {name: 乙, type: character, level: 0, power: 2000, soul: 1}"
    # two characters: A chooses 甲
    r = resolve(
        loads(
            _board(
                zones=f"hand: [{EVENT % ONCE}]",
                more=more,
                action=act,
                choices="choices:\n  - {player: A, at: choose, choose: 甲}",
                ask="A.hand",
            )
        )
    )
    assert r.outcome["state"]["A.hand"] == 0


def test_a_printed_trigger_on_that_character_is_refused() -> None:
    r = resolve(
        loads(_board(text="【自】 そのキャラがリバースした時、あなたは1枚引く。", ask="A.hand"))
    )
    assert any("そのキャラがリバース" in w.ja for w in r.warnings() if w.kind == "unsupported")


# ---------------- an effect that wins or loses the game: at once, in its processing (1.2.5)

WIN = '{name: 約束, type: event, level: 0, cost: 0, text: "%s"}'


def _win(text: str, memory: str = "10") -> Any:
    board = _board(
        zones=f"memory: {memory}\n    hand: [{WIN % text}]",
        action="{do: play, card: 約束}",
        ask="A.hand",
    )
    return resolve(loads(board))


def test_an_effect_makes_its_player_win_at_once() -> None:
    r = _win("あなたの思い出が10枚以上なら、あなたはゲームに勝利する。")
    assert r.outcome.get("winner") == "A"
    assert "1.2.5" in r.decided_by


def test_the_win_waits_for_its_condition() -> None:
    r = _win("あなたの思い出が10枚以上なら、あなたはゲームに勝利する。", memory="9")
    assert r.outcome.get("game_over") is False


def test_an_effect_makes_the_opponent_lose() -> None:
    r = _win("相手はこのゲームに敗北する。")
    assert r.outcome.get("winner") == "A"
    assert "1.2.5" in r.decided_by


# ---------------- an ability a card gives itself by an ability working in the hand (2.12.2.3):
# it works in the hand, and one triggered by leaving the hand works too (2.12.2.3.1)

GIFT = (
    '{name: 呼び水, type: character, level: 1, cost: 0, power: 3000, soul: 1, text: "【永】 '
    'あなたの手札のこのカードは『【自】 このカードが手札から控え室に置かれた時、あなたは1枚引く。』を得る。"}'
)
DISCARD = (
    "{do: resolve_text, player: A, text: あなたは自分の手札を1枚選び、控え室に置く。}\n"
    "  - {do: check_timing}"
)


def test_an_ability_given_in_the_hand_triggers_on_leaving_it() -> None:
    r = resolve(
        loads(
            _board(
                zones=f"hand: [{GIFT}]",
                action=DISCARD,
                choices="choices:\n  - {player: A, at: choose, choose: 呼び水}",
                deck="[{name: 引札, type: character}, 9]",
                ask="A.hand",
            )
        )
    )
    assert r.outcome["state"]["A.hand"] == 1
    assert {"2.12.2.3", "2.12.2.3.1"} <= set(r.decided_by)


def test_the_same_ability_printed_on_another_card_in_the_hand_does_not_give_it() -> None:
    # the giver gives only itself: another card discarded from the hand has no such ability
    other = "{name: 他札, type: character, level: 1, cost: 0, power: 3000, soul: 1}"
    r = resolve(
        loads(
            _board(
                zones=f"hand: [{GIFT}, {other}]",
                action=DISCARD,
                choices="choices:\n  - {player: A, at: choose, choose: 他札}",
                deck="[{name: 引札, type: character}, 9]",
                ask="A.hand",
            )
        )
    )
    assert r.outcome["state"]["A.hand"] == 1  # 呼び水 stays, nothing drawn
    assert "2.12.2.3.1" not in r.decided_by


# ---------------- unsettled: a climax's ability written for another zone (2.12.2.2 against
# 2.12.2.3), a face-down memory card's ability written for the memory (3.12.2.2.1 against 2.12.2.3)


def _leaves(r: Any) -> list[Any]:
    return [lf.outcome["state"] for lf in r.leaves + r.alternates]


def test_a_climax_ability_from_the_hand_runs_both_readings() -> None:
    cx = (
        '{name: 残り火, type: climax, trigger: draw, text: "【自】 このカードが手札から'
        '控え室に置かれた時、あなたは1枚引く。"}'
    )
    r = resolve(
        loads(
            _board(
                zones=f"hand: [{cx}]",
                action=DISCARD,
                choices="choices:\n  - {player: A, at: choose, choose: 残り火}",
                deck="[{name: 引札, type: character}, 9]",
                ask="A.hand",
            )
        )
    )
    assert sorted(s["A.hand"] for s in _leaves(r)) == [0, 1]
    assert "2.12.2.2" in r.decided_by


def test_a_character_ability_from_the_hand_raises_nothing() -> None:
    ch = (
        '{name: 残り火, type: character, level: 0, power: 1000, soul: 1, text: "【自】 '
        'このカードが手札から控え室に置かれた時、あなたは1枚引く。"}'
    )
    r = resolve(
        loads(
            _board(
                zones=f"hand: [{ch}]",
                action=DISCARD,
                choices="choices:\n  - {player: A, at: choose, choose: 残り火}",
                deck="[{name: 引札, type: character}, 9]",
                ask="A.hand",
            )
        )
    )
    assert [s["A.hand"] for s in _leaves(r)] == [1]
    assert "2.12.2.2" not in r.decided_by


KEEPSAKE = (
    '{name: 形見, type: character, level: 1, %s text: "【永】 このカードが思い出にあるなら、'
    'あなたのキャラすべてに、パワーを＋500。"}'
)


def test_a_face_down_memory_card_own_ability_runs_both_readings() -> None:
    r = resolve(loads(_board(zones=f"memory: [{KEEPSAKE % 'face: down,'}]")))
    assert sorted(s["甲.power"] for s in _leaves(r)) == [4000, 4500]
    assert "3.12.2.2.1" in r.decided_by


def test_a_face_up_memory_card_own_ability_raises_nothing() -> None:
    r = resolve(loads(_board(zones=f"memory: [{KEEPSAKE % ''}]")))
    assert [s["甲.power"] for s in _leaves(r)] == [4500]
    assert "3.12.2.2.1" not in r.decided_by
