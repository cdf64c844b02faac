"""vs rules found by the round-29 blind set moved into development (round 29, s25rulesWSVS), each on a
minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

# ---------------- 1.3.2.1 / 4.9.1.7: turning a card to the face it already has is not done at all —
# the act is refused (as a stand of a standing card is), while turning it the other way is done

FACE = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
    surprise: {name: 真, ap: 1000, dp: 1000, face: %(face)s}
actions:
  - {do: orient, player: A, card: 真, to: down}
ask: [真.face]
"""


def test_turning_a_face_down_card_face_down_is_refused() -> None:
    r = resolve(loads(FACE % {"face": "down"}))
    assert r.outcome["state"]["真.face"] == "down"
    assert r.leaves[0].rejected
    assert {"4.9.1.7", "1.3.2.1"} <= set(r.decided_by)


def test_turning_a_face_up_card_face_down_is_done() -> None:
    r = resolve(loads(FACE % {"face": "up"}))
    assert r.outcome["state"]["真.face"] == "down"
    assert not r.leaves[0].rejected
    assert "1.3.2.1" not in r.decided_by


# ---------------- 2.2.1 the level is the cost of the play (hand to ring / bench, ring to bench): the
# cost paid — or, at level 0, determined and nothing rested (1.3.2.2) — cites it

LEVEL = """\
game: vs
title: t
turn: {player: A, number: 4, phase: chara}
players:
  A:
    deck: [{name: 真, ap: 1000, dp: 1000}, 5]
    energy: [{state: stand, uid: E1}]
    ring: {name: 千早, level: %(level)s, ap: 2000, dp: 2000}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: chara_phase
    actions: [{do: move_to_bench, card: 千早, to: left}]
ask: [A.left, E1.state]
"""


def test_the_level_is_the_cost_of_a_move_to_the_bench() -> None:
    for level, energy in ((0, "stand"), (1, "rest")):
        r = resolve(loads(LEVEL % {"level": level}))
        assert r.outcome["state"]["A.left"] == ["千早"]
        assert r.outcome["state"]["E1.state"] == energy
        assert {"2.2.1", "6.5.1.2.3"} <= set(r.decided_by)


# ---------------- unsettled phase_end_timing where the phase is left: 「キャラフェイズの終わりに」 run
# under both readings, the point naming the clause that goes on to the next phase (6.5.1.3); the
# phase not left, nothing is run twice

PHASE_END = """\
game: vs
title: t
turn: {player: A, number: 4, phase: chara}
players:
  A:
    deck: [{name: 真, ap: 1000, dp: 1000}, 5]
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]キャラフェイズの終わりに、あなたは1枚引く。"}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: chara_phase, actions: []}
%(more)s
ask: [A.hand]
"""


def test_a_phase_end_is_run_under_both_readings_where_the_phase_is_left() -> None:
    from ruling.resolve import raised_points

    r = resolve(loads(PHASE_END % {"more": "  - {do: ability_phase, actions: []}"}))
    assert r.outcome["state"]["A.hand"] == 1
    assert any({"8.1.1.2.1", "6.5.1.3"} <= set(cl) and both for cl, both in raised_points(r))
    never = [lf for lf in r.alternates if any(c.option == "never" for c in lf.choices)]
    assert never and never[0].outcome["state"]["A.hand"] == 0


def test_a_phase_not_left_is_not_run_twice() -> None:
    from ruling.resolve import raised_points

    r = resolve(loads(PHASE_END % {"more": ""}))
    assert r.outcome["state"]["A.hand"] == 0
    # the point may be said (the technique is in force), but no reading is run twice
    assert not any("6.5.1.3" in cl and both for cl, both in raised_points(r))


# ---------------- unsettled face_down_continuous_technique (8.1.1.4 / 2.14.4 against 3.9.1): a
# continuous [サプライズ置場] technique of a face-down surprise card is run under both readings; the
# same technique of a bench card ([ベンチ]) is simply in force

SURPRISE = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: [{name: 雪歩, ap: 1000, dp: 1000}, 5]
    ring: {name: 美希, ap: 2000, dp: 3000}
    %(zone)s: {%(where)sname: 真, ap: 1000, dp: 1000,
      text: "[%(area)s]あなたのリングのカードを+0/+1000。"}%(close)s
actions:
  - {do: attack, support: 春香}
ask: [B.ring]
"""
_FACE_POINT = {"8.1.1.4", "2.14.4", "3.9.1"}


def test_a_face_down_cards_continuous_technique_is_run_under_both_readings() -> None:
    from ruling.resolve import raised_points

    text = SURPRISE % {"zone": "surprise", "where": "", "area": "サプライズ置場", "close": ""}
    r = resolve(loads(text))
    assert r.outcome["state"]["B.ring"] == ["美希"]
    assert any(_FACE_POINT <= set(cl) and both for cl, both in raised_points(r))
    other = [lf for lf in r.alternates if any(c.option == "not_in_force" for c in lf.choices)]
    assert other and other[0].outcome["state"]["B.ring"] == ["雪歩"]


def test_a_bench_cards_continuous_technique_raises_nothing() -> None:
    from ruling.resolve import raised_points

    text = SURPRISE % {"zone": "bench", "where": "left: {", "area": "ベンチ", "close": "}"}
    r = resolve(loads(text))
    assert r.outcome["state"]["B.ring"] == ["美希"]
    assert not any(_FACE_POINT <= set(cl) for cl, _both in raised_points(r))


# ---------------- unsettled state_trigger_still_met (8.6.9.1's two sentences; the kin of ws's): a
# state trigger used before, whose state has held ever since, is used again under while_met (the
# engine's own) and not under once_per_arising; one whose state ended after its use raises nothing

STATE = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A: {deck: 10, hand: [{name: 手1}], ring: {name: 千早, ap: 2000, dp: 2000, text: "%(text)s"}}
  B: {deck: 3, hand: 0, waiting: 0, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: put, card: 手1, to: waiting}
ask: [A.hand, B.hand]
"""
_STATE_POINT = {"8.6.9.1", "8.6.9"}


def test_a_state_trigger_still_met_is_run_under_both_readings() -> None:
    from ruling.resolve import raised_points

    r = resolve(loads(STATE % {"text": "[リング]あなたの手札にカードがない時、相手は1枚引く。"}))
    # used again while A's hand stays empty: B draws its 3 cards, then the trigger goes on with
    # nothing changing — an endless loop nobody can stop, a draw (10.1.2; round 34: the engine no
    # longer gives the check timing up with B.hand 3); under 9.8.1's 'now' B loses instead
    assert r.outcome.get("draw") is True, r.outcome
    assert "10.1.2" in r.decided_by
    assert any(_STATE_POINT <= set(cl) and both for cl, both in raised_points(r))
    once = [lf for lf in r.alternates if any(c.option == "once_per_arising" for c in lf.choices)]
    assert once and once[0].outcome["state"]["B.hand"] == 1


def test_a_state_trigger_whose_state_ended_raises_nothing() -> None:
    from ruling.resolve import raised_points

    r = resolve(loads(STATE % {"text": "[リング]あなたの手札にカードがない時、あなたは1枚引く。"}))
    assert r.outcome["state"]["A.hand"] == 1
    assert not any(_STATE_POINT <= set(cl) for cl, _both in raised_points(r))
