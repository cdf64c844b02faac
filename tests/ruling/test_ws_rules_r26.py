"""ws rules found by the round-26 blind set moved into development (round 26, s22rulesC), each on a
minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

# ---------------- 8.11.1: 「…情報や配置状態を参照している場合、…最後にその領域にあったときの情報や
# 配置状態を参照します」 — a state condition (「そのキャラが【レスト】しているなら」) on a character
# this effect chose on the stage and moved off it reads the orientation it last had there

RETURNED = """\
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    hand: 0
    deck: [{name: 引札, type: character}, 9]
    stage:
      center_front: {name: 甲, type: character, level: 1, power: 5000, soul: 1, state: %s}
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたは自分のキャラを1枚選び、%s。そのキャラが【%s】しているなら、あなたは1枚引く。"}
choices:
  - {player: A, choose: 甲}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("state", "want", "hand"),
    [("rest", "レスト", 2), ("stand", "レスト", 1), ("stand", "スタンド", 2)],
)
def test_a_returned_characters_orientation_is_read_as_it_last_was(
    state: str, want: str, hand: int
) -> None:
    r = resolve(loads(RETURNED % (state, "手札に戻す", want)))
    assert r.outcome["state"] == {"A.hand": hand}
    assert "8.11.1" in r.decided_by
    assert not r.outcome.get("may_depend_on_unsupported")


def test_a_chosen_character_still_on_the_stage_is_read_as_it_is() -> None:
    """Neighbour: the character stays on the stage (turned by the effect): read as it is now,
    no last-known information."""
    r = resolve(loads(RETURNED % ("stand", "【レスト】する", "レスト")))
    assert r.outcome["state"] == {"A.hand": 1}
    assert "8.11.1" not in r.decided_by


# ---------------- 4.12.2.7 「現在の攻撃キャラが次に与えるダメージがキャンセルされた時」: a shot whose
# attacker left the stage before dealing its damage — is a later attacker's cancelled damage its
# next one? A reading (the audit's shot_current_attacker), raised only then

SHOT = """\
game: ws
title: t
turn: {player: A, number: 6, phase: attack, first_player: A}
players:
  A:
    level: 1
    deck: [{name: 弾, type: climax, trigger: shot}, {name: 平, type: character}, 8]
    stage:
      center_front: {name: 甲, type: character, level: 1, power: 5000, soul: 1}
      left_front: {name: 乙, type: character, level: 1, power: 4000, soul: 1}
  B:
    level: 1
    deck: [%s{name: 取消, type: climax}, {name: 受一, type: character}, 7]
    waiting_room: 2
    stage:
      center_front: {name: 防, type: character, level: 0, power: 3000, soul: 1}
actions:
  - {player: A, do: attack, slot: center_front, kind: front%s}
  - {player: A, do: attack, slot: left_front}
choices:
  - {player: B, choose: 甲}
ask: [B.clock]
"""
GONE = ', counter: [{do: resolve_text, player: B, text: "相手のキャラを1枚選び、手札に戻す。"}]'


def test_a_shot_whose_attacker_left_is_a_reading_at_the_next_attackers_cancel() -> None:
    r = resolve(loads(SHOT % ("", GONE)))
    assert r.outcome["state"] == {"B.clock": 0}  # the engine's: bound to 甲
    assert "4.12.2.7" in r.outcome["depends_on_reading"]
    other = [x["outcome"]["state"] for x in r.outcome["readings"]]
    assert other == [{"B.clock": 1}]  # 乙's damage cancelled: the shot's 1 damage


def test_a_shot_used_up_by_its_attackers_damage_raises_no_reading() -> None:
    """Neighbour: 甲 stays and deals its damage (not cancelled: 受 first) — the shot is used up
    (4.12.2.7.1); 乙's cancelled damage later triggers nothing, with no reading."""
    r = resolve(loads(SHOT % ("{name: 受, type: character}, ", "")))
    assert "readings" not in r.outcome
    assert r.outcome["state"] == {"B.clock": 1}


def test_a_shot_whose_attacker_deals_a_cancelled_damage_triggers_with_no_reading() -> None:
    """Neighbour: 甲's own damage cancelled — the shot triggers, no reading."""
    r = resolve(loads(SHOT % ("", "")))
    assert "readings" not in r.outcome
    assert r.outcome["state"]["B.clock"] >= 1
    assert "4.12.2.7" in r.decided_by


# ---------------- 6.8.1.1 「このターン中にまだ誘発条件を満たしていなかった自動能力」 and 3.1.4 (a new
# card): a card whose 「ターンの終わりに」 ability met it left and came back in the end phase — a
# reading (turn_end_returned_card); a card that arrives for the first time is no reading

ENDS = """\
game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    hand: %s
    deck: 10
    stage:
      center_front: {name: 甲, type: character, level: 0, power: 3000, soul: 1, text: "【自】 ターンの終わりに、このカードを手札に戻す。"}
      left_front: {name: 乙, type: character, level: 1, power: 5000, soul: 1, text: "【自】 ターンの終わりに、あなたは自分の手札の「%s」を1枚選び、舞台の好きな枠に置く。"}
  B: {deck: 10}
actions:
  - {do: end_phase}
choices:
  - {player: A, at: pending_order, choose: 甲}
  - {player: A, choose: %s}
  - {player: A, at: slot, choose: right_front}
ask: [%s.zone]
"""


def test_a_turn_end_card_back_on_the_stage_is_a_reading_of_6_8_1_1() -> None:
    r = resolve(loads(ENDS % (0, "甲", "甲", "甲")))
    assert r.outcome["state"] == {"甲.zone": "A.hand"}  # the engine's: a new card, run again
    assert "6.8.1.1" in r.outcome["depends_on_reading"]
    other = [x["outcome"]["state"] for x in r.outcome["readings"]]
    assert other == [{"甲.zone": "A.stage.right_front"}]


def test_a_turn_end_card_arriving_for_the_first_time_triggers_with_no_reading() -> None:
    """Neighbour: 丙 comes from the hand with its own 「ターンの終わりに」 ability that has not met
    it this turn: the end phase is run again and it triggers (6.8.1.5), no reading."""
    hand = "[{name: 丙, type: character, level: 0, power: 1000, soul: 1, text: '【自】 ターンの終わりに、このカードを手札に戻す。'}]"
    r = resolve(loads(ENDS % (hand, "丙", "丙", "丙")))
    assert r.outcome["state"] == {"丙.zone": "A.hand"}
    assert "readings" not in r.outcome
    assert "6.8.1.5" in r.decided_by


# ---------------- 3.2.3 / 3.2.3.2 「この行動の実行中に山札のカードが無くなった場合、その時点でいったん行動を
# 中断し、リフレッシュ処理(9.2)を実行した後、その続きを行います」: every action on the deck's cards one by
# one (flipping, putting the top cards somewhere, drawing) is suspended for the refresh, which cites it

FLIP = """\
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    hand: 0
    clock: 1
    deck: [{name: 一, type: character}, {name: 二, type: character}%s]
    waiting_room: [{name: 控, type: character, count: 5}]
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "%s"}
ask: [A.deck, A.clock]
"""


@pytest.mark.parametrize(
    "text",
    [
        "あなたは自分の山札の上から4枚をめくり、控え室に置く。",
        "あなたは自分の山札の上から4枚を、控え室に置く。",
        "あなたは4枚引く。",
    ],
)
def test_an_action_one_by_one_is_suspended_for_the_refresh(text: str) -> None:
    r = resolve(loads(FLIP % ("", text)))
    assert r.outcome["state"]["A.clock"] == 2  # the refresh point (9.2.2)
    assert "3.2.3.2" in r.decided_by


def test_a_deck_that_lasts_the_action_is_not_suspended() -> None:
    """Neighbour: five cards in the deck — none runs out during the action, 3.2.3.2 not read."""
    r = resolve(loads(FLIP % (", 3", "あなたは自分の山札の上から4枚をめくり、控え室に置く。")))
    assert r.outcome["state"] == {"A.deck": 1, "A.clock": 1}
    assert "3.2.3.2" not in r.decided_by


# ---------------- 8.6.5 「すべてのプレイヤーは…」: the players' parts are one action at one moment; the
# interrupt rule processes they make due are carried out after the last part, together, the turn
# player's first (9.1.2.1.1.1) — a part whose deck runs out in its middle is refreshed at once
# (3.2.3.2)

EVERY = """\
game: ws
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  A:
    hand: 0
    deck: [{name: 甲の最後, type: character}]
    waiting_room: [{name: 甲の控え, type: character, count: 3}]
  B:
    hand: 0
    deck: [{name: 乙の最後, type: character}]
    waiting_room: [{name: 乙の控え, type: character, count: 3}]
actions:
  - {do: resolve_text, player: A, text: "すべてのプレイヤーは%s"}
ask: [A.hand, A.deck, A.clock, B.hand, B.deck, B.clock]
"""


def test_every_players_refreshes_are_due_together_turn_player_first() -> None:
    r = resolve(loads(EVERY % "1枚引く。"))
    assert r.outcome["state"] == {
        "A.hand": 1,
        "A.deck": 2,
        "A.clock": 1,
        "B.hand": 1,
        "B.deck": 2,
        "B.clock": 1,
    }
    assert "9.1.2.1.1.1" in r.decided_by
    refreshes = [s.player for s in r.main.trace.steps if s.event == "rule"]
    assert refreshes == ["A", "B"]


def test_a_part_whose_deck_runs_out_midway_is_refreshed_at_once() -> None:
    """Neighbour: 2 cards each from one-card decks — each player's refresh comes in the middle
    of their own part (3.2.3.2), not held for the other's."""
    r = resolve(loads(EVERY % "2枚引く。"))
    assert r.outcome["state"] == {
        "A.hand": 2,
        "A.deck": 1,
        "A.clock": 1,
        "B.hand": 2,
        "B.deck": 1,
        "B.clock": 1,
    }
    assert "3.2.3.2" in r.decided_by
    assert "9.1.2.1.1.1" not in r.decided_by


# ---------------- 4.10.3: 「ダメージ処理中に、公開されたまたはいずれかの領域に置かれたカードはそのカードに
# 含みません」 — 「この効果で控え室に置かれたカード」 after this effect's damage was cancelled

CANCEL = """\
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A: {hand: 0, deck: 10}
  B:
    deck: [{name: 絶頂, type: climax}, 9]
    waiting_room: 0
actions:
  - {do: resolve_text, player: A, text: "%sこの効果で控え室に置かれたカードにCXがあるなら、あなたは1枚引く。"}
ask: [A.hand]
"""


def test_cards_a_damage_cancel_moved_are_not_put_by_the_effect() -> None:
    r = resolve(loads(CANCEL % "相手に1ダメージを与える。"))
    assert r.outcome["state"] == {"A.hand": 0}
    assert "4.10.3" in r.decided_by


def test_cards_the_effect_put_there_itself_are() -> None:
    """Neighbour: the effect's own move puts the climax there — the condition holds, no 4.10.3."""
    r = resolve(loads(CANCEL % "相手の山札の上から1枚を、控え室に置く。"))
    assert r.outcome["state"] == {"A.hand": 1}
    assert "4.10.3" not in r.decided_by


# ---------------- 1.3.2.2: 「ある行動が0回…行われることを求める場合、その行動はまったく行われません」

TIMES = """\
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    deck: 10
    waiting_room: [%s]
  B: {deck: 10, clock: 0}
actions:
  - {do: resolve_text, player: A, text: "相手に1ダメージをＸ回与える。Ｘはあなたの控え室のCXの枚数に等しい。"}
ask: [B.clock, B.deck]
"""


def test_a_damage_dealt_zero_times_is_not_dealt_at_all() -> None:
    r = resolve(loads(TIMES % "{name: 古, type: character}"))
    assert r.outcome["state"] == {"B.clock": 0, "B.deck": 10}
    assert "1.3.2.2" in r.decided_by


def test_a_damage_dealt_once_is_dealt() -> None:
    """Neighbour: one climax in the waiting room — one damage."""
    r = resolve(loads(TIMES % "{name: 絶, type: climax}"))
    assert r.outcome["state"]["B.deck"] == 9
    assert "1.3.2.2" not in r.decided_by
