"""ws rules found by the round-33 blind set moved into development (round 33, s29rulesWS), each on a
minimal case of its own: state triggers (8.7.6 / 8.7.6.1) — 「あなたの手札がない時、」 and its
kin typed as a trigger on a state, pending when the state arises, and the three points 8.7.6.1
leaves open raised where the engine reaches them, both readings run."""

from __future__ import annotations

from typing import Any

from grammar import ast as A
from grammar.parse import parse_card
from ruling.abilities import abilities_of
from ruling.resolve import resolve
from ruling.scenario import loads
from ruling.state import Card

BOARD = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    stage:
      %(stage)s
    hand: %(hand)s
    deck: [{name: 次の札, type: character}, 9]
  B: {deck: 10}
actions:
%(actions)s
ask: [%(ask)s]
"""

DRAW = "【自】 あなたの手札がない時、あなたは1枚引く。"
POWER = "【自】 あなたの手札が0枚の時、そのターン中、このカードのパワーを＋1000。"


def _board(stage: str, hand: str, actions: str, ask: str = "A.hand") -> Any:
    return resolve(loads(BOARD % {"stage": stage, "hand": hand, "actions": actions, "ask": ask}))


def _program(text: str) -> Any:
    (ab,) = abilities_of("ws", Card(uid="x", name="x", owner="A", type="character", text=text))
    assert ab.supported, ab.reason
    return ab.program


def _readings(r: Any) -> dict[str, list[Any]]:
    out: dict[str, list[Any]] = {}
    for lf in r.leaves + r.alternates:
        for c in lf.choices:
            if c.reading:
                out.setdefault(c.option, []).append(lf)
    return out


# ---------------- the grammar: 「Xが0枚の時」 is a trigger on a state, as 「Xがない時」 is


def test_a_count_of_a_zone_before_toki_is_typed_as_a_trigger() -> None:
    (ab,) = parse_card(POWER, "ws").card.abilities
    ev = ab.trigger.event
    assert isinstance(ev, A.Action) and ev.verb == "when"
    inner = ev.args[0].value.terms[0].clause
    assert inner.verb == "be"
    assert not any(isinstance(t, A.Unknown) for a in inner.args for t in a.value.terms)


def test_an_event_trigger_is_not_read_as_a_state() -> None:
    p = _program("【自】 このカードがリバースした時、あなたは1枚引く。")
    assert p.trigger.event != "state"


# ---------------- the compiler: three wordings, one state trigger


def test_three_wordings_of_an_empty_hand_compile_to_one_state_trigger() -> None:
    for text in (
        DRAW,
        "【自】 あなたの手札にカードがない時、あなたは1枚引く。",
        "【自】 あなたの手札が0枚の時、あなたは1枚引く。",
    ):
        t = _program(text).trigger
        assert (t.event, t.subject.owner, t.subject.zones, t.form) == (
            "state",
            "you",
            ("hand",),
            "none",
        )


def test_some_cards_and_the_opponents_zone() -> None:
    t = _program("【自】 相手のストックが1枚以上の時、あなたは1枚引く。").trigger
    assert (t.event, t.subject.owner, t.subject.zones, t.form) == (
        "state",
        "opponent",
        ("stock",),
        "some",
    )


def test_a_state_trigger_on_another_count_is_refused_with_its_reason() -> None:
    (ab,) = abilities_of(
        "ws",
        Card(
            uid="x",
            name="x",
            owner="A",
            type="character",
            text="【自】 あなたの手札が2枚の時、あなたは1枚引く。",
        ),
    )
    assert not ab.supported and "state trigger" in ab.reason


# ---------------- the runtime: pending when the state arises (8.7.6, 8.7.6.1)

TRAVELLER = "left_back: {name: 旅人, type: character, level: 1, power: 4000, soul: 1, text: '%s'}"
LAST = "[{name: 軽い子, type: character, level: 0, cost: 0, power: 2000, soul: 1}]"


def test_the_hand_emptied_triggers_a_state_trigger_once() -> None:
    r = _board(
        TRAVELLER % DRAW, LAST, "  - {do: play, player: A, card: 軽い子, slot: center_front}"
    )
    assert r.outcome["state"]["A.hand"] == 1  # 次の札, drawn
    assert {"8.7.6", "8.7.6.1"} <= set(r.decided_by)
    assert not _readings(r)  # the state arose while the ability was there: no point reached


def test_no_trigger_while_the_state_does_not_hold() -> None:
    two = "[{name: 軽い子, type: character, level: 0, cost: 0}, {name: 残る子, type: character}]"
    r = _board(TRAVELLER % DRAW, two, "  - {do: play, player: A, card: 軽い子, slot: center_front}")
    assert r.outcome["state"]["A.hand"] == 1  # 残る子: nothing drawn
    assert "8.7.6" not in r.decided_by


def test_a_state_already_met_as_the_card_arrives_runs_both_readings() -> None:
    card = (
        "[{name: 旅人, type: character, level: 0, cost: 0, power: 2500, soul: 1, text: '"
        + DRAW
        + "'}]"
    )
    r = _board("{}", card, "  - {do: play, player: A, card: 旅人, slot: center_front}", "A.hand")
    got = _readings(r)
    assert set(got) == {"triggers", "arose_before"}
    assert all(lf.outcome["state"]["A.hand"] == 1 for lf in got["triggers"])
    assert all(lf.outcome["state"]["A.hand"] == 0 for lf in got["arose_before"])


def test_a_state_gone_before_the_ability_is_played_runs_both_readings() -> None:
    stage = (TRAVELLER % DRAW) + (
        "\n      center_front: {name: 子, type: character, level: 1, power: 4500, soul: 1, "
        "text: '【起】 ［手札を1枚控え室に置く］ あなたは2枚引く。'}"
    )
    r = _board(
        stage,
        "[{name: 捨て札, type: character}]",
        "  - {do: activate, player: A, card: 子}\n  - {do: check_timing}",
        "A.hand",
    )
    got = _readings(r)
    assert set(got) == {"played", "not_played"}
    assert all(lf.outcome["state"]["A.hand"] == 3 for lf in got["played"])
    assert all(lf.outcome["state"]["A.hand"] == 2 for lf in got["not_played"])


def test_a_state_still_held_after_resolution_loops_to_a_draw_or_stops() -> None:
    mirror = (
        "center_front: {name: 鏡, type: character, level: 1, power: 3000, soul: 1, text: '"
        + POWER
        + "'}"
    )
    r = _board(
        mirror, LAST, "  - {do: play, player: A, card: 軽い子, slot: left_front}", "鏡.power"
    )
    got = _readings(r)
    assert set(got) == {"while_met", "once_per_arising"}
    assert all(lf.outcome.get("draw") for lf in got["while_met"])
    assert all(lf.outcome["state"]["鏡.power"] == 4000 for lf in got["once_per_arising"])
    assert all(not lf.outcome.get("game_over") for lf in got["once_per_arising"])
    draw = next(lf for lf in got["while_met"])
    assert draw.outcome.get("losers") == ["A", "B"]


# ---------------- a rule read and found not to act, or a procedure run, says its clause

GAME = """\
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    level: 1
    stock: 1
    %(a)s
    deck: [{name: 一枚目, type: character, trigger: none}, {name: 二枚目, type: character}, 8]
  B:
    level: 1
    %(b)s
    deck: 10
actions:
%(actions)s
%(choices)s
"""


def _game(a: str, b: str, actions: str, choices: str = "") -> Any:
    return resolve(loads(GAME % {"a": a, "b": b, "actions": actions, "choices": choices}))


def test_great_performance_outside_the_front_centre_is_read_and_does_not_apply() -> None:
    a = "stage: {center_front: {name: 甲, type: character, level: 1, power: 3000, soul: 1}}"
    star = "{name: 星, type: character, level: 1, power: 6000, soul: 1, text: '【永】 大活躍'}"
    foe = "{name: 乙, type: character, level: 1, power: 9000, soul: 1}"
    attack = "  - {do: attack, player: A, slot: center_front, kind: side}"
    r = _game(a, f"stage: {{center_front: {foe}, left_back: {star}}}", attack)
    assert "10.6.2" in r.decided_by
    assert r.outcome["game_over"] is False
    plain = _game(a, f"stage: {{center_front: {foe}}}", attack)
    assert "10.6.2" not in plain.decided_by


def test_a_character_that_cannot_attack_is_not_one_that_can_be_chosen() -> None:
    a = (
        "stage: {right_front: {name: 番, type: character, level: 1, power: 6000, soul: 1, "
        "text: '【永】 このカードはアタックできない。'}}"
    )
    r = _game(a, "", "  - {do: attack, player: A, slot: right_front, allowed: false}")
    assert {"7.2.1.3.1", "7.2.1.3.1.3"} <= set(r.decided_by)


def test_an_event_with_memory_rests_on_its_keyword_clause() -> None:
    a = (
        "memory: [{name: 思一, type: character}, {name: 思二, type: character}]\n    hand: "
        "[{name: 追憶, type: event, level: 1, cost: 1, text: '記憶 あなたの思い出が2枚以上なら、"
        "あなたは2枚引く。'}]"
    )
    r = _game(a, "", "  - {do: play, player: A, card: 追憶}")
    assert not r.outcome.get("rejected")
    assert "10.9.2" in r.decided_by


def test_a_reminder_on_when_it_triggers_is_set_aside() -> None:
    text = "【自】 このカードが舞台に置かれた時、あなたは1枚引く。%s"
    for reminder, cited in (
        ("（このカードが手札から舞台に置かれた時だけ発動する）", True),
        ("", False),
    ):
        a = (
            "waiting_room: [{name: 係, type: character, level: 1, power: 4000, soul: 1, text: '%s'}]"
            % (text % reminder)
        )
        r = _game(a, "", "  - {do: move, card: 係, to: left_back}\n  - {do: check_timing}")
        assert ("2.12.3" in r.decided_by) is cited


def test_up_to_from_the_deck_stopped_rests_on_the_declared_end() -> None:
    a = (
        "stage: {center_front: {name: 占, type: character, level: 1, power: 4500, soul: 1, "
        "text: '【起】 ［(1)］ あなたは自分の山札を上から3枚まで、控え室に置く。'}}"
    )
    r = _game(
        a, "", "  - {do: activate, player: A, card: 占}", "choices:\n  - {player: A, choose: 1}"
    )
    assert {"3.2.3", "3.2.3.1"} <= set(r.decided_by)


def test_great_performance_into_a_forbidden_front_attack_runs_both_readings() -> None:
    a = (
        "stage: {left_front: {name: 突, type: character, level: 1, power: 3000, soul: 1, "
        "text: '【永】 このカードはフロントアタックできない。'}}"
    )
    b = "stage: {center_front: {name: 星, type: character, level: 1, power: 6000, soul: 1, text: '【永】 大活躍'}}"
    r = _game(a, b, "  - {do: attack, player: A, slot: left_front}")
    got = _readings(r)
    assert set(got) == {"nothing_happens", "not_applied"}
    assert all(lf.outcome.get("rejected") for lf in got["nothing_happens"])
    # the attack as declared: nothing opposite the left front, a direct attack (soul 1 + 1)
    assert all(not lf.outcome.get("rejected") for lf in got["not_applied"])


# ---------------- markers: a zone of their own (3.7.1.2), with their slot's row (3.7.1.1)


def _power(stage: str, markers: str, text: str) -> Any:
    a = (
        "stage: {center_front: {name: 長, type: character, level: 1, power: 3000, soul: 1, "
        f"text: '{text}'}}, {stage}}}\n    markers: {{{markers}}}"
    )
    return _game(a, "", "  - {do: check_timing}\nask: [長.power]")


ONE = "[{name: 印, type: character, level: 0}]"


def test_markers_are_not_characters_of_the_stage() -> None:
    text = "【永】 他のあなたのキャラ1枚につき、このカードのパワーを＋500。"
    side = "left_front: {name: 副, type: character, level: 1, power: 5000, soul: 1}"
    r = _power(side, f"left_front: {ONE}", text)
    assert r.outcome["state"]["長.power"] == 3500
    assert "3.7.1.2" in r.decided_by
    bare = _power(side, "", text)
    assert bare.outcome["state"]["長.power"] == 3500
    assert "3.7.1.2" not in bare.decided_by


def test_markers_of_a_row_are_those_of_its_slots() -> None:
    text = "【永】 あなたの後列のマーカー1枚につき、このカードのパワーを＋1000。"
    back = "left_back: {name: 後, type: character, level: 0, power: 2000, soul: 1}"
    r = _power(back, f"left_back: {ONE}, center_front: {ONE}", text)
    assert r.outcome["state"]["長.power"] == 4000  # the front centre's marker is not counted
    assert {"3.7.1", "3.7.1.1"} <= set(r.decided_by)
