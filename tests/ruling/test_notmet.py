"""Loss conditions checked and not met (``ruling.notmet``): a ruling that the game goes on
cites the loss check where a step of the replay kept it from being met, and only there — one
minimal case per game that plugs its conditions (``Game.count_checks``), each with the same
board where nothing brought the condition near."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

VS_TAKE = '"[リング]このカードがアタックした時、相手のリタイヤを1枚選び、相手の控え室に置く。"'


def _vs(retire: int):
    text = f"""game: vs
title: t
turn: {{player: A, number: 10}}
players:
  A:
    deck: 10
    ring: {{name: 千早, ap: 3000, dp: 2000, text: {VS_TAKE}}}
    bench: {{left: {{name: 春香, title: 先輩, ap: 1000, dp: 1000}}}}
  B:
    deck: [{{name: 真, ap: 1000, dp: 1000}}, 9]
    retire: {retire}
    waiting: 0
    ring: {{name: 美希, ap: 2000, dp: 3000}}
actions:
  - {{do: attack, support: 春香}}
expect:
  outcome: {{game_over: false}}
"""
    return resolve(loads(text))


def test_vs_retire_taken_away_before_the_tenth_cites_the_loss_check() -> None:
    """vs 9.2.2: B had 9 retire cards; A's trigger took one away before the attack retired B's
    ring card: at the check timing B has 9, and the check that would have found 10 is a reason
    the game goes on, caused by the step that took the card."""
    r = _vs(9)
    assert r.outcome["game_over"] is False
    assert "9.2.2" in r.decided_by
    step = next(s for s in r.main.trace.steps if s.event == "not_met")
    assert step.player == "B" and step.caused_by
    assert any(
        m[2] == "retire" for c in step.caused_by for m in r.main.trace[c].data.get("moves", [])
    )


def test_vs_retire_far_from_ten_cites_no_loss_check() -> None:
    """The same board with 5 retire cards: nothing brought the loss near, nothing cited."""
    r = _vs(5)
    assert r.outcome["game_over"] is False
    assert "9.2.2" not in r.decided_by
    assert not any(s.event == "not_met" for s in r.main.trace.steps)


def _vg(damage: int):
    text = f"""game: vg
title: t
turn: {{player: A, number: 6, phase: battle, first_player: A}}
players:
  A: {{vanguard: {{name: ドラゴン, grade: 3, power: 13000}}, damage: 3, deck: 10}}
  B:
    vanguard: {{name: 騎士, grade: 3, power: 13000}}
    damage: [{{name: 古傷, type: normal, grade: 2}}, {damage - 1}]
    deck: [{{name: 治癒の乙女, type: trigger, grade: 0, trigger: heal, trigger_power: 10000}}, 9]
    hand: 0
actions:
  - {{do: attack, attacker: vanguard, target: vanguard}}
choices:
  - {{player: B, at: heal, choose: 古傷}}
  - {{player: B, at: trigger_power, choose: B.vanguard}}
expect:
  outcome: {{game_over: false}}
"""
    return resolve(loads(text))


def test_vg_heal_on_the_sixth_damage_cites_the_loss_check() -> None:
    """vg 13.2.2: B at 5 damage is hit; the damage check's heal trigger takes a damage card away
    (7.20.1), so the checks of the close step find 5, not 6."""
    r = _vg(5)
    assert r.outcome["game_over"] is False
    assert "13.2.2" in r.decided_by


def test_vg_heal_far_from_six_cites_no_loss_check() -> None:
    r = _vg(4)
    assert r.outcome["game_over"] is False
    assert "13.2.2" not in r.decided_by


def _ws(waiting: int):
    text = f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A: {{level: 0, clock: 0, deck: 0, waiting_room: {waiting},
       hand: [{{name: 札, type: character, level: 0}}]}}
  B: {{level: 0, deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "あなたは自分の手札を1枚選び、山札の上に置く。"}}
expect:
  outcome: {{game_over: false}}
"""
    return resolve(loads(text))


def test_ws_card_put_into_an_empty_deck_cites_the_loss_check() -> None:
    """ws 9.4.1.2: with neither deck nor waiting room cards, the card the effect put on the
    deck is why the check timing's loss check finds a deck."""
    r = _ws(0)
    assert r.outcome["game_over"] is False
    assert "9.4.1.2" in r.decided_by


def test_ws_card_put_into_the_deck_with_a_waiting_room_cites_no_loss_check() -> None:
    """With two waiting room cards the refresh (9.2.1) leaves one in the deck after its point
    (9.2.2): the loss condition never held, so nothing is read to conclude there is no loss.
    (With one, the refresh point empties the deck again and 9.4.1.2 held in the middle of the
    action: 9.1.2.2 and 9.4.1.2 are then read, as the test after this says.)"""
    r = _ws(2)
    assert "9.4.1.2" not in r.decided_by


def test_ws_loss_condition_held_only_in_the_middle_of_the_action_is_read() -> None:
    """One waiting room card: the refresh moves it to the deck and its point puts it in the
    clock, so deck and waiting room are both empty until the effect puts 札 on the deck; the
    loss check at the check timing finds a deck (9.1.2.2: not carried out) and says so."""
    r = _ws(1)
    assert r.outcome["game_over"] is False
    assert {"9.1.2.2", "9.4.1.2"} <= set(r.decided_by)


def _ws_leave(text: str):
    scn = f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A: {{level: 0, deck: 10}}
  B:
    level: 0
    deck: 10
    stock: 3
    stage: {{center_front: {{name: 守り手, type: character, level: 0, power: 3000}}}}
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
ask: [守り手.zone]
"""
    return resolve(loads(scn))


def test_ws_character_leaving_the_stage_elsewhere_cites_why_no_encore() -> None:
    """ws 10.2.1 / 10.2.2: the encore is checked when a character leaves the stage and met only
    for the waiting room; put into the hand, the ruling asked where the character is says why no
    encore triggered — a reason about the card, not a change to it; the encore read is the one
    every character has (10.2.3, round 29: ws r29_014)."""
    r = _ws_leave("相手のキャラを1枚選び、手札に戻す。")
    assert r.outcome["state"] == {"守り手.zone": "B.hand"}
    assert "10.2.2" in r.decided_by
    steps = [s for s in r.main.trace.steps if s.event == "not_triggered"]
    assert steps and steps[0].clauses == ("10.2.1", "10.2.2", "10.2.3")


def test_ws_character_put_into_the_waiting_room_triggers_its_encore() -> None:
    r = _ws_leave("相手のキャラを1枚選び、控え室に置く。")
    assert not any(s.event == "not_triggered" for s in r.main.trace.steps)
    assert any(s.event == "pending" for s in r.main.trace.steps)


def _ws_clock(first: str):
    scn = f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A: {{level: 0, clock: 6, deck: 10, waiting_room: 0}}
  B: {{level: 0, deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "{first}"}}
  - {{do: resolve_text, player: B, text: "相手に1ダメージを与える。"}}
ask: [A.level, A.clock]
"""
    return resolve(loads(scn))


def test_ws_clock_card_taken_away_before_the_seventh_cites_the_level_up_check() -> None:
    """ws 9.3.1: a clock of six, one card taken away, then a damage: six again, no level-up —
    asked about the level and the clock, the ruling cites the level-up's condition, checked
    after each event and not met because of the step that took the card."""
    r = _ws_clock("あなたは自分のクロックの上から1枚を、控え室に置く。")
    assert r.outcome["state"] == {"A.level": 0, "A.clock": 6}
    assert "9.3.1" in r.decided_by


def test_ws_clock_card_taken_from_a_short_clock_cites_no_level_up_check() -> None:
    """The damage alone (no card taken away): the clock reaches seven and A levels up; and
    nothing taken away from a clock far from seven is no reason either."""
    r = _ws_clock("あなたは1枚引く。")
    assert r.outcome["state"]["A.level"] == 1
    assert not any(s.event == "not_met" for s in r.main.trace.steps)


def _without_expect(text: str) -> str:
    return text.split("expect:")[0]


def _vs_text(ask: str, expect: bool) -> str:
    text = f"""game: vs
title: t
turn: {{player: A, number: 10}}
players:
  A:
    deck: 10
    ring: {{name: 千早, ap: 3000, dp: 2000, text: {VS_TAKE}}}
    bench: {{left: {{name: 春香, title: 先輩, ap: 1000, dp: 1000}}}}
  B:
    deck: [{{name: 真, ap: 1000, dp: 1000}}, 9]
    retire: 9
    waiting: 0
    ring: {{name: 美希, ap: 2000, dp: 3000}}
actions:
  - {{do: attack, support: 春香}}
{ask}
expect:
  outcome: {{game_over: false}}
"""
    return text if expect else _without_expect(text)


def test_the_loss_check_not_met_is_cited_the_same_with_and_without_expect() -> None:
    """A ruling does not depend on the expected answer: the loss check found not met is a reason
    when the question is whether the game is over — no ``ask`` (the whole outcome) or
    ``ask: [game_over]`` —, with or without ``expect``; asked only about a zone it does not
    decide, it is no reason, with or without ``expect`` either."""
    for ask, cited in (("", True), ("ask: [game_over]", True), ("ask: [B.hand]", False)):
        rulings = [resolve(loads(_vs_text(ask, e))) for e in (True, False)]
        assert rulings[0].decided_by == rulings[1].decided_by
        assert rulings[0].outcome == rulings[1].outcome
        assert ("9.2.2" in rulings[0].decided_by) is cited, ask


def test_ask_game_over_alone_describes_no_zone() -> None:
    r = resolve(loads(_vs_text("ask: [game_over]", False)))
    assert r.outcome["game_over"] is False
    assert r.outcome["state"] == {}


def test_a_step_naming_the_loss_condition_it_kept_from_being_met() -> None:
    """Game-neutral (round 17): a step whose data carries ``NOT_MET`` — ``(clauses, ja, en)`` of a
    loss condition that is no card count — is a reason of a ruling asked whether the game is
    over: a ``not_met`` step cites those clauses, caused by it; asked about something else, or
    from a step carrying none, nothing is added."""
    from ruling.notmet import NOT_MET, record
    from ruling.rules import get_game
    from ruling.trace import Trace
    from tests.ruling.boards import mc_scenario

    game = get_game("mc")
    state = resolve(loads(mc_scenario())).main.final  # a board with no count condition near
    trace = Trace()
    plain = trace.add("mark", "a", "a", ("8.4.3",))
    kept = trace.add("mark", "b", "b", ("8.4.8",), data={NOT_MET: (("1.2.2.1",), "ja", "en")})
    assert record(trace, game, state, False, set()) == []
    (added,) = record(trace, game, state, True, set())
    step = trace[added]
    assert step.event == "not_met" and step.clauses == ("1.2.2.1",)
    assert step.caused_by == (kept,) and plain not in step.caused_by
