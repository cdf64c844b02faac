"""ws rules found by the round-27 blind set moved into development (round 27, s23rulesC), each on a
minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

# ---------------- 8.2.1.2 「期間が特に指定されていない、すなわち「このゲーム中」」: a power change
# with no period of its own is a continuous effect for the game; 9.1.2.2 / 9.5.1: a power of 0 or
# less only in the middle of an effect is never checked (a check-type rule process)

MINUS_THEN_PLUS = """\
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A: {deck: 10}
  B:
    deck: 10
    waiting_room: 0
    stage: {center_front: {name: 乙, type: character, level: 0, power: %d, soul: 1}}
actions:
  - {do: resolve_text, player: A, text: "相手のキャラを1枚選び、そのターン中、パワーを－2000。その後、そのキャラのパワーを＋1000。"}
choices:
  - {player: A, choose: 乙}
ask: [B.center_front, 乙.power]
"""


def test_a_power_below_zero_only_in_the_middle_of_an_effect_is_not_checked() -> None:
    r = resolve(loads(MINUS_THEN_PLUS % 1500))
    assert r.outcome["state"]["乙.power"] == 500
    assert r.outcome["state"]["B.center_front"] == ["乙"]
    assert {"9.5.1", "9.1.2.2", "8.2.1.2"} <= set(r.decided_by)
    assert not r.outcome.get("may_depend_on_unsupported")


def test_a_power_still_zero_at_the_check_timing_is_removed() -> None:
    """Neighbour: 1000 − 2000 + 1000 = 0 at the check timing: 9.5.1 carries it out."""
    r = resolve(loads(MINUS_THEN_PLUS % 1000))
    assert r.outcome["state"]["B.center_front"] == []
    assert "9.5.1" in r.decided_by


def test_a_power_change_with_no_period_lasts_past_the_turn() -> None:
    """8.2.1.2: no period is 「このゲーム中」 — the +1000 outlasts the end of the turn, the −2000
    with 「そのターン中」 does not."""
    text = MINUS_THEN_PLUS.replace("ask: [B.center_front, 乙.power]", "ask: [乙.power]")
    text = text.replace("choices:", "  - {do: encore_step}\n  - {do: end_phase}\nchoices:")
    r = resolve(loads(text % 1500))
    assert r.outcome["state"]["乙.power"] == 2500


def _other(r: object, key: str) -> dict:
    """The outcome under the reading ``key`` (``Ruling.outcome["readings"]``)."""
    return next(x["outcome"] for x in r.outcome["readings"] if key in x["reading"])  # type: ignore[attr-defined]


# ---------------- 10.5.1 「いずれかのキャラがフロントアタックされ」 / 7.2.1.5.1: a backup played once
# the front-attacked character has left the stage — the audit's backup_after_defender_left

BACKUP = """\
game: ws
title: t
turn: {player: A, number: 4, phase: attack, first_player: A}
players:
  A:
    level: 1
    stage: {center_front: {name: 攻め手, type: character, level: 1, power: 5000, soul: 1}}
    deck: [{name: 札, type: character}, 10]
  B:
    level: 1
    stock: 3
    hand:
      - {name: 援軍, type: character, level: 1, cost: 1, power: 4000, soul: 1,
         text: "【起】【カウンター】 助太刀2000 レベル1 ［(1) 手札のこのカードを控え室に置く］"}
    deck: 10
    stage: {center_front: {name: 守り手, type: character, level: 0, power: 3000, soul: 1}}
actions:
  - {do: attack, slot: center_front, kind: front, counter: [%s{do: activate, card: 援軍}]}
ask: [B.stock, 守り手.power]
"""


def test_a_backup_once_the_defender_left_is_played_under_one_reading_only() -> None:
    leave = '{do: resolve_text, player: A, text: "相手のキャラを1枚選び、手札に戻す。"}, '
    text = BACKUP % leave + "choices:\n  - {player: A, choose: 守り手}\n"
    r = resolve(loads(text.replace("ask: [B.stock, 守り手.power]", "ask: [B.stock]")))
    assert r.outcome["state"] == {"B.stock": 2}  # the engine's reading: played, nothing to raise
    assert {"10.5.1", "7.2.1.5.1"} <= set(r.outcome["depends_on_reading"])
    assert _other(r, "state")["state"] == {"B.stock": 3}


def test_a_backup_for_a_defender_still_there_raises_nothing() -> None:
    """Neighbour: the defender stays — played, +2000, no point raised."""
    r = resolve(loads(BACKUP % ""))
    assert r.outcome["state"] == {"B.stock": 2, "守り手.power": 5000}
    assert "depends_on_reading" not in r.outcome


# ---------------- 6.5.1.2.4 / 3.5.2 / 3.1.4: is a character moved between slots 「舞台に置かれた」?
# (the audit's placed_by_slot_move)

PLACED = """\
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    hand: [{name: 新顔, type: character, level: 0, cost: 0, power: 1000, soul: 1,
            text: "【自】 このカードが舞台に置かれた時、あなたは1枚引く。"}]
    stage:
      center_front:
        {name: 踊り子, type: character, level: 0, power: 2000, soul: 1,
         text: "【自】 このカードが舞台に置かれた時、あなたは1枚引く。"}
    deck: [{name: 次札, type: character}, 10]
  B: {deck: 20}
actions:
  - %s
ask: [A.deck]
"""


def test_a_slot_move_and_placed_on_the_stage_is_a_reading() -> None:
    r = resolve(loads(PLACED % "{do: swap, slot: center_front, with: left_back}"))
    assert r.outcome["state"] == {"A.deck": 10}  # the engine's reading: it triggers
    assert {"6.5.1.2.4", "3.1.4"} <= set(r.outcome["depends_on_reading"])
    assert _other(r, "stayed")["state"] == {"A.deck": 11}


def test_a_card_put_onto_the_stage_from_the_hand_triggers_with_no_reading() -> None:
    """Neighbour: played from the hand — 「舞台に置かれた」 with no doubt."""
    r = resolve(loads(PLACED % "{do: play, card: 新顔, slot: left_back}"))
    assert r.outcome["state"] == {"A.deck": 10}
    assert "depends_on_reading" not in r.outcome


# ---------------- 11.2.2 (its words damaged): of several extra turns, the latest or the turn
# player's pick (the audit's several_extra_turns); the latest is the one that arose last

EXTRA = """\
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A: {deck: 20, hand: 3}
  B: {deck: 20, hand: 3}
actions:
  - {do: extra_turn, player: %s}
  - {do: extra_turn, player: %s}
  - {do: encore_step}
  - {do: end_phase}
ask: [turn.player]
"""


def test_two_extra_turns_for_two_players_the_latest_or_the_pick() -> None:
    r = resolve(loads(EXTRA % ("A", "B")))
    assert r.outcome["state"] == {"turn.player": "B"}  # the latest (it arose second)
    assert "11.2.2" in r.outcome["depends_on_reading"]
    r = resolve(loads(EXTRA % ("B", "A")))
    assert r.outcome["state"] == {"turn.player": "A"}
    # the pick: the turn player A may take its own
    assert _other(r, "turn_player_picks")["state"] in ({"turn.player": "A"}, {"turn.player": "B"})


def test_two_extra_turns_for_one_player_raise_nothing() -> None:
    """Neighbour: both give the turn to B — the same turn follows under either reading."""
    r = resolve(loads(EXTRA % ("B", "B")))
    assert r.outcome["state"] == {"turn.player": "B"}
    assert "depends_on_reading" not in r.outcome


# ---------------- 7.7.1.3 read to conclude nothing happens: the non-turn player's reversed
# character was taken away in the check timing after 7.7.1.2 — nothing of theirs is put away

ENCORE = """\
game: ws
title: t
turn: {player: A, number: 6, phase: attack, step: encore, first_player: A}
players:
  A:
    stock: 0
    deck: 10
    stage:
      center_front:
        {name: 甲, type: character, level: 1, power: 5000, soul: 1, state: reverse,
         text: "【自】 このカードが舞台から控え室に置かれた時、%s"}
  B:
    stock: 0
    hand: 0
    deck: 10
    stage: {center_front: {name: 乙, type: character, level: 1, power: 5000, soul: 1, state: reverse}}
actions:
  - {do: encore_step}
ask: [B.waiting_room, 乙.zone]
"""


def test_the_opponents_step_of_the_encore_step_finds_none_and_says_so() -> None:
    text = ENCORE % "相手のキャラを1枚選び、手札に戻す。"
    r = resolve(loads(text + "choices:\n  - {player: A, choose: 乙}\n"))
    assert r.outcome["state"] == {"B.waiting_room": 0, "乙.zone": "B.hand"}
    assert "7.7.1.3" in r.decided_by


def test_the_opponents_reversed_character_is_put_away_by_7_7_1_3() -> None:
    """Neighbour: the ability does not touch 乙 — 7.7.1.3 puts it into the waiting room."""
    r = resolve(loads(ENCORE % "あなたは1枚引く。"))
    assert r.outcome["state"] == {"B.waiting_room": 1, "乙.zone": "B.waiting_room"}
    assert "7.7.1.3" in r.decided_by


# ---------------- 10.13.3.2: a 共鳴 whose cost reveals nothing is used only by the reveal done as
# told — declined, it is not used and 「『共鳴』を使った時」 does not trigger (the ruling says why)

RESONANCE = """\
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    level: 1
    stock: 2
    hand: [{name: 旋律, type: character, level: 0, power: 2000, soul: 1}]
    deck: [{name: 次札, type: character}, 10]
    stage:
      center_front:
        {name: 奏者, type: character, level: 1, power: 4000, soul: 1,
         text: "【起】 共鳴 ［(1)］ あなたは手札の「旋律」を1枚公開してよい。そうしたら、あなたは1枚引く。"}
      left_front:
        {name: 聴衆, type: character, level: 0, power: 3000, soul: 1,
         text: "【自】 あなたが『共鳴』を使った時、そのターン中、このカードのパワーを＋1000。"}
  B: {deck: 20}
actions:
  - {do: activate, card: 奏者}
choices:
  - {player: A, at: optional, choose: "%s"}
ask: [聴衆.power, 次札.zone]
"""


def test_a_declined_resonance_reveal_is_no_use_of_it() -> None:
    r = resolve(loads(RESONANCE % "no"))
    assert r.outcome["state"] == {"聴衆.power": 3000, "次札.zone": "A.deck"}
    assert {"10.13.3.2", "8.6.4"} <= set(r.decided_by)


def test_a_resonance_reveal_done_uses_it() -> None:
    """Neighbour: revealed — 共鳴 used, 聴衆 triggers, A draws."""
    r = resolve(loads(RESONANCE % "yes"))
    assert r.outcome["state"] == {"聴衆.power": 4000, "次札.zone": "A.hand"}


# ---------------- 4.12.2.7.1: a shot used up by an earlier damage not cancelled — a later cancel
# of the attacker's damage does not trigger it, and the ruling says why

SHOT = """\
game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    stage: {center_front: {name: 伊吹, type: character, level: 0, power: 3000, soul: 1}}
    deck: [{name: 弾, type: climax, trigger: shot}, 5]
  B:
    clock: 0
    deck: [%s{name: 一, type: character}, {name: 二, type: character}, {name: 取消, type: climax}, 5]
    waiting_room: 3
actions:
  - {player: A, do: attack, slot: center_front}
  - {player: A, do: damage, to: B, amount: 1, source: 伊吹}
ask: [B.clock]
"""


def test_a_spent_shot_is_cited_where_a_later_cancel_would_have_triggered_it() -> None:
    # the direct attack deals 2 (7.2.1.4.1), not cancelled: the shot is spent; the next damage
    # is cancelled by 取消
    r = resolve(loads(SHOT % ""))
    assert r.outcome["state"] == {"B.clock": 2}
    assert {"4.12.2.7", "4.12.2.7.1"} <= set(r.decided_by)


def test_a_shot_whose_first_damage_is_cancelled_triggers() -> None:
    """Neighbour: the attack's own damage is cancelled first — the shot deals 1."""
    r = resolve(loads(SHOT % "{name: 門, type: climax}, "))
    # cancelled by 門: the shot deals 1 (一), the damage action 1 (二)
    assert r.outcome["state"] == {"B.clock": 2}
    assert "4.12.2.7" in r.decided_by
    assert any(s.event == "pending" and "4.12.2.7" in s.clauses for s in r.main.trace.steps)


# ---------------- 8.7.4.1.1: a zone-move trigger's condition on the card that triggered it, moved
# from the hand (hidden) to the waiting room (public), reads it in the public zone

HIDDEN = """\
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    level: 1
    hand:
      - {name: 隠者, type: character, level: %d, cost: 0, power: 3000, soul: 1,
         text: "【永】 あなたの手札のこのカードのレベルを－1。\\n【自】 このカードが手札から控え室に置かれた時、このカードのレベルが0なら、あなたは1枚引く。"}
    deck: [{name: 次札, type: character}, 10]
  B: {deck: 20}
actions:
  - {do: resolve_text, player: A, text: "あなたは自分の手札を1枚選び、控え室に置く。"}
choices:
  - {player: A, choose: 隠者}
ask: [次札.zone]
"""


def test_a_hand_to_waiting_room_trigger_reads_the_card_in_the_waiting_room() -> None:
    r = resolve(loads(HIDDEN % 1))
    assert r.outcome["state"] == {"次札.zone": "A.deck"}
    assert "8.7.4.1.1" in r.decided_by


def test_a_level_zero_card_meets_the_condition_in_the_waiting_room() -> None:
    """Neighbour: printed level 0 — 0 in the waiting room too, A draws."""
    r = resolve(loads(HIDDEN % 0))
    assert r.outcome["state"] == {"次札.zone": "A.hand"}
