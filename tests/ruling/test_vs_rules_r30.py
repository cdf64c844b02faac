"""vs rules found by the round-30 blind set moved into development (round 30, s26rulesVS), each on a
minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

from grammar.parse import parse_card
from ruling.resolve import resolve
from ruling.scenario import loads

# ---------------- 2.14.5 / 8.5.1.3.2: every bracketed cost after the [領域] is a cost of the technique,
# all paid at once — with one of them unpayable nothing is paid and the use is cancelled

COSTS = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [{name: 山札1}, 9]
    hand: %(hand)s
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする][手札を1枚控え室に置く]あなたは1枚引く。"}}
  B:
    deck: 10
    ring: {name: 美希, ap: 1000, dp: 2000}
actions:
  - {do: use, card: 律子, ability: 1}
ask: [律子.state, A.hand, A.waiting, 山札1.zone]
"""


def test_each_bracketed_cost_is_read() -> None:
    card = parse_card(
        "[ベンチ][このカードをレストする][手札を1枚控え室に置く]あなたは1枚引く。", "vs"
    ).card
    assert card is not None
    (ab,) = card.abilities
    assert [i.body.verb for i in ab.cost.items] == ["rest", "put"]


def test_a_second_bracketed_cost_unpayable_cancels_the_use() -> None:
    r = resolve(loads(COSTS % {"hand": 0}))
    assert r.leaves[0].rejected
    s = r.outcome["state"]
    assert (s["律子.state"], s["A.hand"], s["山札1.zone"]) == ("stand", 0, "A.deck")
    assert {"8.5.1.3.2", "4.16.1", "8.1.1.1.1", "2.14.5"} <= set(r.decided_by)


def test_both_bracketed_costs_payable_are_both_paid() -> None:
    r = resolve(loads(COSTS % {"hand": 1}))
    assert not r.leaves[0].rejected
    s = r.outcome["state"]
    assert (s["律子.state"], s["A.hand"], s["A.waiting"], s["山札1.zone"]) == (
        "rest",
        1,
        1,
        "A.hand",
    )


# ---------------- 8.10.1 / 8.10.2.3: a move to the waiting room is an event a replacement may name,
# wherever the rules or an effect make it (a bench card played over 8.4.1.3.1, a bench card beaten
# 9.4.2); replacements sending a card back and forth are each applied once on the event

PLAY_OVER = """\
game: vs
title: t
turn: {player: A, number: 4, phase: chara}
players:
  A:
    deck: 10
    hand: [{name: 雪歩, level: 1, ap: 2000, dp: 2000}]
    energy: [{state: stand}]
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench: {left: {name: 律子, level: 1, ap: 1000, dp: 1000, text: "%(text)s"}}
  B:
    deck: 10
    ring: {name: 美希, ap: 1000, dp: 2000}
actions:
  - {do: play, card: 雪歩, to: left}
ask: [律子.zone, 雪歩.zone]
"""


def test_a_bench_card_played_over_is_replaced_to_the_hand() -> None:
    r = resolve(
        loads(PLAY_OVER % {"text": "[ベンチ]このカードが控え室に置かれる時、かわりに手札に置く。"})
    )
    assert r.outcome["state"]["律子.zone"] == "A.hand"
    assert r.outcome["state"]["雪歩.zone"] == "A.bench.left"
    assert {"8.10.1", "8.2.1.3.1", "8.4.1.3.1"} <= set(r.decided_by)
    assert "may_depend_on_unsupported" not in r.outcome


def test_a_bench_card_played_over_with_a_retire_replacement_goes_to_the_waiting_room() -> None:
    # the neighbour: a replacement of the retire zone does not name a move to the waiting room
    r = resolve(
        loads(
            PLAY_OVER
            % {"text": "[ベンチ]このカードがリタイヤ置場に置かれる時、かわりに手札に置く。"}
        )
    )
    assert r.outcome["state"]["律子.zone"] == "A.waiting"
    assert "8.10.1" not in r.decided_by


BACK_AND_FORTH = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "%(mine)s"}}
  B:
    deck: 10
    retire: 0
    waiting: 0
    ring: {name: 美希, ap: 1000, dp: 2000}
    bench: {left: {name: 真, ap: 1000, dp: 1000, text: "[ベンチ]このカードが控え室に置かれる時、かわりに手札に置く。"}}
actions:
  - {do: damage, card: 真, amount: 1000}
ask: [真.zone]
"""


def test_an_opponents_card_replacement_then_its_own_each_once() -> None:
    # 9.4.2 puts the beaten bench card in the waiting room; 真's own replacement sends it to the
    # hand instead — 律子's 「相手のカードが控え室に置かれる時」 named the same event: the one B picks
    # first applies (8.10.2.1), the other is read on the new event
    r = resolve(
        loads(
            BACK_AND_FORTH
            % {"mine": "[ベンチ]相手のカードが控え室に置かれる時、かわりにリタイヤ置場に置く。"}
        )
    )
    assert r.outcome["depends_on"] == "B" and r.outcome["choice"] == "replacement"
    got = {b["outcome"]["state"]["真.zone"] for b in r.outcome["branches"]}
    assert got == {"B.hand", "B.retire"}
    assert {"8.10.1", "8.10.2.1"} <= set(r.decided_by)


def test_an_opponents_card_replacement_does_not_name_ones_own() -> None:
    r = resolve(
        loads(
            BACK_AND_FORTH
            % {"mine": "[ベンチ]あなたのカードが控え室に置かれる時、かわりにリタイヤ置場に置く。"}
        )
    )
    assert r.outcome["state"]["真.zone"] == "B.hand"


TWO_WAYS = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000}
  B:
    deck: 10
    retire: 9
    ring: {name: 美希, ap: 1000, dp: 2000, text: "%(text)s"}
actions:
  - {do: damage, card: 美希, amount: 3000}
ask: [美希.zone]
"""


def test_two_replacements_back_and_forth_each_once() -> None:
    text = (
        "[リング]このカードがリタイヤ置場に置かれる時、かわりに控え室に置く。\\n"
        "[リング]このカードが控え室に置かれる時、かわりにリタイヤ置場に置く。"
    )
    r = resolve(loads(TWO_WAYS % {"text": text}))
    # the tenth retire card: B loses at the check timing (9.2.2)
    assert r.outcome["game_over"] and r.outcome["loser"] == "B"
    assert {"8.10.1", "8.10.2.3", "9.2.2"} <= set(r.decided_by)


def test_one_replacement_alone_sends_it_to_the_waiting_room() -> None:
    r = resolve(
        loads(
            TWO_WAYS
            % {"text": "[リング]このカードがリタイヤ置場に置かれる時、かわりに控え室に置く。"}
        )
    )
    assert r.outcome["state"]["美希.zone"] == "B.waiting"
    assert not r.outcome["game_over"]
    assert "8.10.2.3" not in r.decided_by


# ---------------- 8.7.1.2: a technique triggered by its card's move from the field reads that card's
# information as it was on the field (an effect on it there counted); a card moved from elsewhere
# (the hand) is read where it is (8.7.2)

LKI = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [{name: 山札1, ap: 1000, dp: 1000}, {name: 山札2}, 8]
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]このカードがリタイヤ置場に置かれた時、このカードの攻撃力が3000以上なら、あなたは1枚引く。"}
  B:
    deck: 10
    ring: {name: 美希, ap: 1000, dp: 2000}
effects:
  - {target: 千早, stat: ap, op: add, value: %(add)s, until: turn}
actions:
  - {do: retire, card: 千早}
  - {do: check_timing}
ask: [A.hand, 千早.zone]
"""


def test_a_retire_trigger_reads_the_attack_as_it_was_in_the_ring() -> None:
    r = resolve(loads(LKI % {"add": 2000}))
    assert r.outcome["state"]["A.hand"] == 1
    assert {"8.7.1.2", "8.6.5"} <= set(r.decided_by)


def test_a_retire_trigger_reads_the_ring_value_not_met() -> None:
    r = resolve(loads(LKI % {"add": 1000}))
    assert r.outcome["state"]["A.hand"] == 0
    assert "8.7.1.2" in r.decided_by


HAND_DISCARD = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    hand: [{name: 千早, ap: 3000, dp: 2000, text: "[手札]このカードが控え室に置かれた時、このカードの攻撃力が3000以上なら、あなたは1枚引く。"}]
    ring: {name: 春香, ap: 1000, dp: 2000}
  B:
    deck: 10
    ring: {name: 美希, ap: 1000, dp: 2000}
actions:
  - {do: put, card: 千早, to: waiting}
  - {do: check_timing}
ask: [A.hand]
"""


def test_a_card_moved_from_the_hand_is_read_where_it_is() -> None:
    r = resolve(loads(HAND_DISCARD))
    assert "8.7.1.2" not in r.decided_by


# ---------------- unsettled renewal_retire_face (9.8.1 / 3.5.2 / 3.1.3): the card the deck renewal puts
# in the retire zone, face up or face down, both readings run; the face not asked, nothing depends
# on it

RENEWAL = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 0
    waiting: [{name: 律子}, {name: 真}]
    retire: 0
    ring: {name: 千早, ap: 1000, dp: 2000}
  B:
    deck: 10
    ring: {name: 美希, ap: 1000, dp: 2000}
actions:
  - {do: check_timing}
choices:
  - {player: A, at: deck_order, choose: 律子}
ask: [%(ask)s]
"""


def test_the_renewal_retire_card_face_depends_on_the_reading() -> None:
    r = resolve(loads(RENEWAL % {"ask": "律子.face"}))
    assert r.outcome["state"]["律子.face"] == "up"
    assert {"9.8.1", "3.5.2"} <= set(r.outcome["depends_on_reading"])
    (alt,) = r.outcome["readings"]
    assert alt["outcome"]["state"]["律子.face"] == "down"


def test_the_renewal_retire_count_is_the_same_under_both_readings() -> None:
    r = resolve(loads(RENEWAL % {"ask": "A.retire"}))
    assert r.outcome["state"]["A.retire"] == 1
    assert "depends_on_reading" not in r.outcome


# ---------------- unsettled attack_end_without_end_step (7.1.6.1 / 7.1.1 / 7.1.3.1 / 7.1.2.2): the
# attack sub-phase ended before its attack end step — 「アタックの終わりに」 under both readings; with no
# such technique on the board the point is not raised; `support: no` is the attack chosen and no
# supporter (7.1.3.1)

END = """\
game: vs
title: t
turn: {player: A, number: 4, phase: attack}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%(text)s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 1000, dp: 3000}
actions:
  - {do: attack%(support)s}
  - {do: end_phase}
ask: [A.hand, 春香.state]
"""

END_TEXT = "[リング]アタックの終わりに、あなたは1枚引く。"


def test_declined_support_attack_end_depends_on_the_reading() -> None:
    r = resolve(loads(END % {"text": END_TEXT, "support": ", support: no"}))
    assert r.outcome["state"]["A.hand"] == 0 and r.outcome["state"]["春香.state"] == "stand"
    assert {"7.1.6.1", "7.1.1", "7.1.3.1"} <= set(r.outcome["depends_on_reading"])
    (alt,) = r.outcome["readings"]
    assert alt["outcome"]["state"]["A.hand"] == 1


def test_declined_attack_raises_the_same_point() -> None:
    r = resolve(loads(END % {"text": END_TEXT, "support": ""}))
    assert "7.1.2.2" in r.outcome["depends_on_reading"]


def test_no_attack_end_technique_no_point() -> None:
    r = resolve(
        loads(
            END
            % {
                "text": "[リング]アタックフェイズの始めに、あなたは1枚引く。",
                "support": ", support: no",
            }
        )
    )
    assert "depends_on_reading" not in r.outcome and "regardless_of_reading" not in r.outcome
    assert "7.1.3.1" in r.decided_by


# ---------------- deciding clauses read by the step that decides (round 30): a retire-zone choice reads
# 「リタイヤ」 (3.5.2); a play's energy rested is a standing one (4.9.1.2); a surprise set under a play
# prohibition is no play (8.4.1 / 3.3.1); a prohibited draw names the act prohibited (4.10.3 / 4.10.2);
# the zones after the pre-game procedure are the game's start (5.2.1.7); an expected order is decided
# by the steps of its events (shared: ``resolve._outcome``)

SURPRISE = """\
game: vs
title: t
turn: {player: A, number: 4, phase: chara}
players:
  A:
    deck: 10
    hand: [{name: 真}]
    ring: {name: 千早, ap: 1000, dp: 2000}
  B:
    deck: 10
    ring: {name: 美希, ap: 1000, dp: 2000}
effects: [%(effects)s]
actions:
  - {do: set_surprise, card: 真}
ask: [真.zone]
"""


def test_a_surprise_set_under_a_play_prohibition_is_no_play() -> None:
    eff = '{target: A, stat: play, op: prohibit, source: "あなたはカードをプレイできない。"}'
    r = resolve(loads(SURPRISE % {"effects": eff}))
    assert r.outcome["state"]["真.zone"] == "A.surprise"
    assert {"8.4.1", "3.3.1"} <= set(r.decided_by)


def test_a_surprise_set_with_no_prohibition_does_not_read_the_field() -> None:
    r = resolve(loads(SURPRISE % {"effects": ""}))
    assert r.outcome["state"]["真.zone"] == "A.surprise"
    assert "3.3.1" not in r.decided_by


DRAW_BAN = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]相手は2枚引く。"}}
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, ap: 1000, dp: 2000}
effects:
  - {target: B, stat: draw, op: prohibit, source: "相手はカードを引けない。"}
actions:
  - {do: use, card: 律子, ability: 1}
ask: [B.hand]
"""


def test_a_prohibited_draw_names_the_act_it_prohibits() -> None:
    r = resolve(loads(DRAW_BAN))
    assert r.outcome["state"]["B.hand"] == 0
    assert {"1.3.3", "4.10.3", "4.10.2"} <= set(r.decided_by)


PLAY = """\
game: vs
title: t
turn: {player: A, number: 4, phase: chara}
players:
  A:
    deck: 10
    hand: [{name: 雪歩, level: 2, ap: 2000, dp: 2000}]
    energy: [{state: rest, uid: E1}, {state: stand, uid: E2}, {state: stand, uid: E3}]
    ring: {name: 千早, ap: 1000, dp: 2000}
  B:
    deck: 10
    ring: {name: 美希, ap: 1000, dp: 2000}
actions:
  - {do: play, card: 雪歩, to: left}
ask: [E2.state, E3.state]
"""


def test_a_plays_energy_rested_are_standing_ones() -> None:
    r = resolve(loads(PLAY))
    assert r.outcome["state"] == {"E2.state": "rest", "E3.state": "rest"}
    assert {"8.4.1.3", "4.9.1.2"} <= set(r.decided_by)


RETIRED = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]相手のリタイヤを1枚選び、控え室に置く。"}}
  B:
    deck: 10
    retire: [{name: 雪歩}]
    ring: {name: 美希, ap: 1000, dp: 2000}
actions:
  - {do: use, card: 律子, ability: 1}
ask: [雪歩.zone]
"""


def test_a_choice_among_retire_cards_reads_the_word_retire() -> None:
    r = resolve(loads(RETIRED))
    assert r.outcome["state"]["雪歩.zone"] == "B.waiting"
    assert {"3.5.2", "8.5.4"} <= set(r.decided_by)


SETUP = """\
game: vs
title: t
turn: {player: A, number: 0}
players:
  A: {deck: [{name: 千早, ap: 1000, dp: 2000}, 49]}
  B: {deck: [{name: 美希, ap: 1000, dp: 2000}, 49]}
actions:
  - {do: game_setup, first: A, ring: {A: 千早, B: 美希}}
ask: [A.hand, 千早.face]
"""


def test_the_state_after_the_pre_game_procedure_is_the_games_start() -> None:
    r = resolve(loads(SETUP))
    assert r.outcome["state"] == {"A.hand": 5, "千早.face": "up"}
    assert {"5.2.1.5", "5.2.1.6", "5.2.1.7"} <= set(r.decided_by)


ORDER = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは1枚引く。"}
      # round 34: once a turn — unlimited, 伊織's own technique resolved is a technique used (8.12.2) and it
      # triggered itself for ever (an endless loop: 10.1.2 now ends the game in a draw)
      right: {name: 伊織, ap: 1000, dp: 1000, text: "[ベンチ]あなたが技を使った時、あなたのリングのカードを+1000/+0。この技は1ターンに1回まで使える。"}
  B:
    deck: 10
    ring: {name: 美希, ap: 1000, dp: 2000}
actions:
  - {do: use, card: 律子, ability: 1}
ask: [A.hand]
expect:
  order: %(order)s
"""


def test_an_expected_order_is_decided_by_the_steps_of_its_events() -> None:
    r = resolve(loads(ORDER % {"order": '["resolve:律子", "resolve:伊織"]'}))
    assert "8.12.2" in r.decided_by  # what made 伊織's technique trigger


def test_without_an_expected_order_the_asked_hand_does_not_rest_on_it() -> None:
    r = resolve(loads(ORDER % {"order": "[]"}))
    assert "8.12.2" not in r.decided_by


# ---------------- audit of chapters 7 and 9 (round 30): points recorded, not raised — the engine's
# behaviour is the entry's first reading

REMOVED = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 2000}
  B:
    deck: [{name: 真, ap: 1000, dp: 1000}, 9]
    ring: {name: 美希, ap: 1000, dp: 2000}
actions:
  - {do: damage, card: 美希, amount: 2000}
  - {do: check_timing}
ask: [美希.zone, 真.zone]
"""


def test_a_rule_process_made_at_a_check_timing_is_checked_again_there() -> None:
    from ruling import unsettled

    e = unsettled.entry("vs", "rule_process_made_at_check_timing")
    assert e.raise_ == "none" and e.readings[0].key == "again"
    r = resolve(loads(REMOVED))
    # 9.4.1 retires 美希 and 9.6.1 refills the ring at the same check timing (the engine's reading)
    assert r.outcome["state"] == {"美希.zone": "B.retire", "真.zone": "B.ring"}
    assert {"9.4.1", "9.6.1"} <= set(r.decided_by)


def test_an_attack_made_partner_by_an_ability_is_recorded() -> None:
    from ruling import unsettled
    from ruling.abilities import abilities_of
    from ruling.state import Card

    e = unsettled.entry("vs", "partner_attack_by_ability_moment")
    # raised since round 33 where a partner-attack condition is read before 7.1.5.1.1
    # (tests/ruling/test_vs_rules_r33.py)
    assert e.raise_ == "hook" and "7.1.3.2.3" in e.clauses
    card = Card(
        "c",
        "c",
        text="[リング]このカードがアタックした時、このアタックはパートナーアタックになる。",
    )
    # the text runs since round 32 (tests/ruling/test_vs_rules_r32.py): the attack is a partner
    # attack from the technique's resolution on (the reading after_timing)
    assert all(ab.supported for ab in abilities_of("vs", card))


# ---------------- card text: 「（あなた|相手）のリングのカードの攻撃力をNにする」 in a one-shot technique, the
# value set (8.9.1.3) of the ring card named without 「選び」 — the same family as its 「+A/+B」 (8.9.1.6,
# the point ring_card_unchosen); the neighbour with no such text deals the printed attack

SET_RING = """\
game: vs
title: t
turn: {player: A, number: 4, phase: attack}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 1000, dp: 2000, text: "%(text)s"}
actions:
  - {do: attack, support: 春香}
ask: [美希.zone]
"""


def test_a_set_of_the_opponents_ring_card_attack() -> None:
    text = "[リング]このカードがアタックされた時、相手のリングのカードの攻撃力を1000にする。"
    r = resolve(loads(SET_RING % {"text": text}))
    assert r.outcome["state"]["美希.zone"] == "B.ring"
    assert "may_depend_on_unsupported" not in r.outcome
    assert {"8.9.1.3", "7.1.5.3"} <= set(r.decided_by)


def test_no_set_the_printed_attack_retires_it() -> None:
    r = resolve(
        loads(SET_RING % {"text": "[リング]このカードがアタックされた時、あなたは1枚引く。"})
    )
    assert r.outcome["state"]["美希.zone"] == "B.retire"
