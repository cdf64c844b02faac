"""The round-6 assertion contract (docs/scenarios.md): each key fails when the ruling disagrees,
and a key an engine cannot answer fails as an unsupported assertion (never a silent pass)."""

from __future__ import annotations

import json

import pytest

from ruling import events
from ruling.assertions import UNSUPPORTED
from ruling.render import ruling_data
from ruling.resolve import check_expect, resolve
from ruling.scenario import ScenarioError, loads
from tests.ruling.boards import mc_scenario, problems

WS_BATTLE = """
game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: B}
players:
  A:
    stage:
      center_front:
        name: 鼓舞
        type: character
        level: 1
        power: 6000
        soul: 1
        text: "【自】 このカードがアタックした時、そのターン中、このカードのパワーを＋1000。"
    deck: 10
  B:
    stage: {center_front: {name: 盾, type: character, level: 1, power: 6500, soul: 1}}
    deck: [{name: 一, type: character}, 9]
actions:
  - {player: A, do: attack, slot: center_front, kind: front}
"""


def with_expect(base: str, expect: str) -> str:
    return base + "expect:\n" + "".join(f"  {line}\n" for line in expect.strip().splitlines())


def test_card_values_pass_and_fail() -> None:
    assert not problems(with_expect(WS_BATTLE, "state: {鼓舞.power: 7000, 盾.state: reverse}"))
    bad = problems(with_expect(WS_BATTLE, "state: {鼓舞.power: 6000, 盾.zone: B.waiting_room}"))
    assert any("鼓舞.power: expected 6000, got 7000" in p for p in bad)
    assert any("盾.zone" in p for p in bad)


def test_a_value_not_given_is_unknown_not_zero() -> None:
    text = WS_BATTLE.replace("power: 6500, ", "")
    got = problems(with_expect(text, "state: {B.center_front.power: 0}"))
    assert any("unknown (not given)" in p for p in got)


def test_a_field_the_game_has_not_is_unsupported() -> None:
    got = problems(with_expect(WS_BATTLE, "state: {鼓舞.dp: 3}"))
    assert got and all(UNSUPPORTED in p for p in got)


def test_triggered_counts() -> None:
    assert not problems(with_expect(WS_BATTLE, "triggered: {鼓舞: 1, '鼓舞#1': 1, '鼓舞#2': 0}"))
    assert problems(with_expect(WS_BATTLE, "triggered: {鼓舞: 2}"))
    assert problems(with_expect(WS_BATTLE, "triggered: {盾: 1}"))


def test_order_is_checked_in_order() -> None:
    assert not problems(with_expect(WS_BATTLE, 'order: ["trigger:鼓舞", "damage:B", "reverse:盾"]'))
    got = problems(with_expect(WS_BATTLE, 'order: ["reverse:盾", "damage:B"]'))
    assert any("'damage:B' does not happen after 'reverse:盾'" in p for p in got)
    assert problems(with_expect(WS_BATTLE, 'order: ["nonsense:盾"]'))


def test_order_kind_a_game_never_records_is_unsupported() -> None:
    text = """
game: mc
title: t
turn: {player: A, number: 3, phase: main}
players:
  A: {deck: 20, field: {c1: [{name: 本陣, type: terrain, hq: true}]}}
  B: {deck: 20}
expect:
  order: ["level_up:A"]
  triggered: {本陣: 0}
"""
    got = problems(text)
    # mc records no level-up; since round 17 it records its ● abilities' triggers, so
    # ``triggered`` is checked there (本陣 has none: 0 holds)
    assert len(got) == 1 and UNSUPPORTED in got[0] and "level_up" in got[0]


def test_check_action_reports_its_index() -> None:
    text = (
        WS_BATTLE.replace("actions:\n", "actions:\n  - {do: check, state: {鼓舞.power: 5000}}\n")
        + "expect: {decided_by: ['7.6.1.2']}\n"
    )
    got = problems(text)
    assert any(p.startswith("actions[0] check:") for p in got)


def test_allowed_on_actions_both_ways() -> None:
    base = """
game: ws
title: t
turn: {player: A, number: 1, phase: attack, first_player: A}
players:
  A:
    stage:
      left_front: {name: 一番手, type: character, level: 0, power: 3000, soul: 1}
      right_front: {name: 二番手, type: character, level: 0, power: 3000, soul: 1}
    deck: 7
  B: {deck: 20, waiting_room: 3}
actions:
  - {player: A, do: attack, slot: left_front, allowed: FIRST}
  - {player: A, do: attack, slot: right_front, allowed: SECOND}
"""
    assert not problems(base.replace("FIRST", "true").replace("SECOND", "false"))
    got = problems(base.replace("FIRST", "false").replace("SECOND", "true"))
    assert len(got) == 2 and all(p.startswith("allowed:") for p in got)
    data = ruling_data(resolve(loads(base.replace("FIRST", "true").replace("SECOND", "false"))))
    assert data["rejected"] is True
    assert [a["allowed"] for a in data["actions"]] == [True, False]
    assert "7.2.1.3.1.2" in data["actions"][1]["clauses"]


def test_rejected_is_always_in_the_json() -> None:
    data = ruling_data(resolve(loads(WS_BATTLE)))
    assert data["rejected"] is False
    assert json.loads(json.dumps(data))["actions"][0]["allowed"] is True


def test_choice_allowed_entries() -> None:
    base = """
game: ws
title: t
turn: {player: B, number: 6, phase: main, first_player: A}
players:
  A:
    clock: 6
    hand: [{name: 手札の札, type: character}]
    deck: [{name: 七枚目, type: character}, 9]
  B: {deck: 10}
actions:
  - {do: damage, to: A, amount: 1}
choices:
  - {player: A, at: level_up, choose: CARD, allowed: WANT}
  - {player: A, at: level_up, choose: 七枚目}
"""
    assert not problems(base.replace("CARD", "手札の札").replace("WANT", "false"))
    assert not problems(base.replace("CARD", "七枚目").replace("WANT", "true"))
    assert problems(base.replace("CARD", "手札の札").replace("WANT", "true"))
    assert problems(base.replace("CARD", "七枚目").replace("WANT", "false"))


def test_assumptions_and_ambiguity() -> None:
    text = WS_BATTLE.replace("deck: [{name: 一, type: character}, 9]", "deck: 10")
    assert not problems(with_expect(text, "assumptions: ['クライマックス']"))
    assert problems(with_expect(text, "assumptions: ['存在しない仮定']"))
    assert problems(with_expect(text, "ambiguous: true"))


def test_summon_phase_reading_is_explored() -> None:
    """mc 7.4.4 as printed contradicts 7.3.3 (a KB-flagged contradiction): both readings are
    run, the engine's own is the outcome, and the other's is given beside it."""
    text = """
game: mc
title: t
turn: {player: A, number: 4, phase: main}
players:
  A:
    deck: 20
    hand: [{name: オーク, type: unit, level: 2, attack: 3, defense: 3}]
    field: {c1: [{name: 本陣, type: terrain, hq: true}]}
  B: {deck: 20}
actions:
  - {do: summon_phase, actions: [{do: summon, card: オーク, area: c1}]}
expect:
  outcome: {game_over: false, depends_on_reading: ["7.4.4"]}
  state: {オーク.zone: A.c1}
  ambiguous: ["7.4.4", "7.3.3"]
"""
    r = resolve(loads(text))
    assert not check_expect(r)
    assert r.outcome["readings"][0]["reading"] == ["not_given"]
    assert r.outcome["readings"][0]["outcome"]["rejected"] is True
    answered = text.replace(
        "expect:", "choices: [{player: A, at: reading, choose: not_given}]\nexpect:"
    )
    r2 = resolve(loads(answered))
    assert "depends_on_reading" not in r2.outcome and r2.main.rejected


@pytest.mark.parametrize(
    ("game", "situation"),
    [
        ("mc", "pending: [{card: X, ability: 1}]"),
        ("co", "turn: {player: A, number: 5, phase: main, attack: {attacker: X}}"),
    ],
)
def test_unsupported_situations_are_refused(game: str, situation: str) -> None:
    turn = "" if situation.startswith("turn:") else "turn: {player: A, number: 5, phase: main}\n"
    text = (
        f"game: {game}\ntitle: t\n{turn}{situation}\nplayers: {{A: {{deck: 5}}, B: {{deck: 5}}}}\n"
    )
    with pytest.raises(ScenarioError) as exc:
        loads(text)
    assert "未対応の検証" in exc.value.text("ja") and UNSUPPORTED in exc.value.text("en")


def test_event_patterns() -> None:
    pat = events.parse("move:山1:B.deck")
    assert pat is not None and (pat.kind, pat.subject, pat.detail) == ("move", "山1", "B.deck")
    assert events.parse("nothing:here") is None
    evs = [(1, ("damage", "B", "")), (2, ("move", "u1", "B.clock")), (3, ("lose", "B", ""))]
    pats = [events.parse(x) for x in ("damage:B", "lose:B")]
    n, steps = events.find_order(evs, pats, lambda p: frozenset(), lambda w, g: w == g)  # type: ignore[arg-type]
    assert (n, steps) == (2, [1, 3])
    n, _ = events.find_order(evs, pats[::-1], lambda p: frozenset(), lambda w, g: w == g)  # type: ignore[arg-type]
    assert n == 1


def test_table_events_subject_and_kinds() -> None:
    table = {"tag:x": ("trigger,resolve", "uid"), "action:damage": ("damage", "to")}
    assert events.from_table(table, "tag:x", {"uid": "A1", "index": 1}, None, lambda r: [r]) == [
        ("trigger", "A1", "1"),
        ("resolve", "A1", "1"),
    ]
    assert events.from_table(
        table, "action:damage", {"to": "B"}, None, lambda r: [], ["A", "B"]
    ) == [("damage", "B", "")]
    assert events.kinds_of(table, False) >= {"trigger", "resolve", "damage", "move", "process"}


def test_a_reading_with_the_same_outcome_says_so() -> None:
    """vg 13.3.1 read against 6.4.1.3.2.1 (the engine's note): both readings are run; here they
    end the same way, and the ruling says the outcome holds under either reading. Since round 15
    (746ff1a7) a point whose readings give the same outcome raises no ambiguity warning: the
    outcome's ``regardless_of_reading`` is what says so."""
    from pathlib import Path

    from ruling.resolve import resolve_file

    path = Path(__file__).resolve().parents[1] / "scenarios" / "vg"
    r = resolve_file(path / "legion_leader_leaves_mate_to_soul.yaml")
    assert r.outcome.get("regardless_of_reading") is True
    assert r.alternates and not r.branched
    assert not any(
        w["kind"] == "ambiguity" and w["clauses"] == ["13.3.1", "6.4.1.3.2.1"]
        for w in ruling_data(r, "en")["warnings"]
    )


MC_CHARGE_BATTLE = mc_scenario(
    title="t",
    turn="{player: A, number: 5, phase: main}",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 重装兵, type: unit, level: 2, attack: 3, defense: 5, text: "「チャージ:+2」"}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 斥候, type: unit, level: 1, attack: 1, defense: 9}
""",
    rest="""\
actions:
  - {do: advance, units: [重装兵], to: c3, dice: {A: 5, B: 2}, first_normal: [CHECK]}
expect: {decided_by: ['13.1.5.1']}
""",
)


def test_check_nested_in_an_actions_list_holds_at_that_moment() -> None:
    """A ``check`` inside an action's own list (an attack's timing) is read at that moment: the
    charge's +2 holds in the first normal timing (mc 13.1.5.2), and a wrong value fails."""
    right = MC_CHARGE_BATTLE.replace("CHECK", "{do: check, state: {重装兵.attack: 5}}")
    wrong = MC_CHARGE_BATTLE.replace("CHECK", "{do: check, state: {重装兵.attack: 3}}")
    assert not [p for p in problems(right) if "check" in p]
    got = problems(wrong)
    assert any(p.startswith("nested check 1") and "重装兵.attack" in p for p in got), got


def test_an_mc_area_is_compared_whatever_the_order_a_pile_is_not() -> None:
    # an mc area holds its terrain, units and items with no order among them (5.1.2): the same
    # cards in another order agree; a deck is a pile with a top: order counts
    area = "      c2: [{name: 平原, type: terrain, limit: 6}, {name: 戦士, type: unit, level: 2}]\n"
    base = mc_scenario(a=area, rest="actions: []\n")
    assert not problems(with_expect(base, "state: {A.c2: [戦士, 平原], 戦士.zone: A.c2}"))
    assert not problems(with_expect(base, "state: {A.field.c2: [平原, 戦士]}"))
    assert problems(with_expect(base, "state: {A.c2: [戦士]}"))
    piled = mc_scenario(a=area, rest="actions: []\n", a_top="    deck: [一, 二]\n")
    assert not problems(with_expect(piled, "state: {A.deck: [一, 二]}"))
    assert problems(with_expect(piled, "state: {A.deck: [二, 一]}"))


def test_cards_in_a_zone_named_by_collector_number() -> None:
    """A card given with its collector number (``id:``, as a real card from the list is) may be
    named by that number in ``expect.state`` as elsewhere in the file (``Card.named``)."""
    text = WS_BATTLE.replace(
        "{name: 一, type: character}", "{name: 一, type: character, id: T/W01-001}"
    )
    text = text.replace("{name: 盾, type: character,", "{name: 盾, id: T/W01-002, type: character,")
    assert not problems(
        with_expect(text, "state: {B.clock: [T/W01-001], B.center_front: T/W01-002}")
    )
    assert not problems(with_expect(text, "state: {B.clock: [一], B.center_front: 盾}"))
    bad = problems(with_expect(text, "state: {B.clock: [T/W01-002]}"))
    assert any("B.clock: expected ['T/W01-002'], got ['一']" in p for p in bad)


CO_MATCH = """
game: co
title: t
turn: {player: A, number: 4, phase: main}
players:
  A: {hp: 12, deck: 20, games_won: 0, field: [{name: 剣士, type: character, ap: 3, dp: 2}]}
  B: {hp: 3, deck: 20, games_won: 0}
actions:
  - {do: attack, attacker: 剣士}
"""


def test_an_unquoted_yaml_word_read_as_a_boolean_is_the_word() -> None:
    """YAML 1.1 reads ``on`` / ``off`` / ``yes`` / ``no`` unquoted as booleans: against a value
    that is a word, the word written is what is compared (``A.match: on`` is ``"on"``)."""
    ok = with_expect(CO_MATCH, "state: {A.match: on, B.match: on, A.games_won: 1}")
    assert problems(ok) == []
    quoted = with_expect(CO_MATCH, "state: {A.match: 'on'}")
    assert problems(quoted) == []
    wrong = with_expect(CO_MATCH, "state: {A.match: off}")
    assert any("A.match" in p for p in problems(wrong))


WS_SWAP = """
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage:
      center_front: {name: 甲, type: character, level: 0, power: 3000, soul: 1, state: rest}
      left_back: {name: 乙, type: character, level: 0, power: 3000, soul: 1}
    deck: 10
  B: {deck: 10}
actions:
  - {do: swap, slot: center_front, with: left_back}
"""


def test_a_slot_entry_may_state_its_orientation_as_the_ruling_prints_it() -> None:
    """A slot's card written as ``ask`` prints it, 「甲(rest)」, states the orientation too; a
    bare name is checked by name only (3.6.3: a card moved slot to slot keeps its orientation)."""
    ok = with_expect(WS_SWAP, 'state: {A.center_front: [乙], A.left_back: ["甲(rest)"]}')
    assert problems(ok) == []
    bare = with_expect(WS_SWAP, "state: {A.left_back: [甲]}")
    assert problems(bare) == []
    wrong = with_expect(WS_SWAP, 'state: {A.left_back: ["甲(reverse)"]}')
    assert any("甲(rest)" in p for p in problems(wrong))
    standing = with_expect(WS_SWAP, 'state: {A.center_front: ["乙(rest)"]}')
    assert any("A.center_front" in p for p in problems(standing))
