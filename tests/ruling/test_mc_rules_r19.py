"""mc rules, round 18 second part (s14mc): the r18 development files (tests/scenarios/mc/r18_*)
read against the rules text — an engine fix in general form with its own minimal test."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

# --- a deck the scenario does not list is unknown, not empty (zone_not_given_not_empty) --------

_HAND_PHASE = """
game: mc
title: t
turn: {player: A, number: 7}
players:
  A:
%s    hand: %d
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
  B:
    deck: 10
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: hand_phase, which: 1, discard: []}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("deck", "hand", "after"), [("", 4, 6), ("", 1, 6), ("    deck: 1\n", 4, 5)]
)
def test_the_hand_phase_fills_from_a_deck_not_given(deck: str, hand: int, after: int) -> None:
    """7.2.5: the advancing side replenishes up to the hand limit (5.1.4.7: 6) one card at a
    time (12.3.1). A deck the scenario does not list is taken as not empty, its cards unknown,
    and said; a listed deck of one card runs out after one (the step ends, 7.2.5)."""
    r = resolve(loads(_HAND_PHASE % (deck, hand)))
    assert r.outcome["state"] == {"A.hand": after}
    keys = {w.key for w in r.warnings() if w.kind == "assumption"}
    assert ("zone_not_given_not_empty" in keys) == (not deck)
    assert {"7.2.5", "12.3.1"} <= set(r.decided_by)


_EFFECT = """
game: mc
title: t
turn: {player: A, number: 7, phase: main}
players:
  A:
    hand: 2
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 兵, type: unit, level: 1, attack: 1, defense: 3}
  B: {deck: 10, field: {c4: [{name: 本陣, type: terrain, hq: true}]}}
actions:
  - {do: resolve_text, player: A, text: "カードを%d枚補充する。"}
ask: [A.hand]
"""


@pytest.mark.parametrize("n", [1, 3])
def test_an_effects_replenish_from_a_deck_not_given(n: int) -> None:
    """12.3.1 by an effect: n cards of unknown name and type come from the unlisted deck."""
    r = resolve(loads(_EFFECT % n))
    assert r.outcome["state"] == {"A.hand": 2 + n}
    assert any(w.key == "zone_not_given_not_empty" for w in r.warnings())


# --- a ● ability printed without a timing notation (unsettled auto_without_timing) --------------

_REGEN = """
game: mc
title: t
turn: {player: %s, number: 7}
players:
  A:
    deck: 10
    hand: 6
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 兵, type: unit, level: 1, attack: 1, defense: 5, damage: 2, text: "%s"}
  B:
    deck: 10
    hand: 6
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: hand_phase, which: 1, discard: []}
ask: [兵.damage]
%s"""

_HEAL = "●%s再生\\n〈発揮:%s/対象:このユニット〉\\n対象の受けているダメージを1点回復する。"


@pytest.mark.parametrize(
    ("turn", "under"),
    [
        # A's own turn, no battle: [自軍ターン] heals as 10.9.11 does, [戦闘] does not
        ("A", {"combat": 2, "own_turn": 1}),
        # B's turn: neither of 14.7.3's timings triggers
        ("B", {"combat": 2, "own_turn": 2}),
    ],
)
def test_an_auto_ability_without_a_timing_is_a_reading(turn: str, under: dict[str, int]) -> None:
    """「●再生 〈発揮:手札調整フェイズ開始時/…〉」 printed with no timing: the engine reads it as an
    ability without a timing notation (10.9.11: it heals in either player's hand phase); 14.7.3
    says a ● ability's timing is [戦闘] or [自軍ターン] — under that reading the printed one is not
    known, so each is run (14.7.3.1: no battle, no trigger; 14.7.3.2: its owner's turn only).
    The ruling says it rests on the point and gives the outcome under each reading."""
    expect = (
        "expect:\n  ambiguous: ['14.7.3', '10.9.11']\n  readings:\n"
        + "".join(f"    {k}: {{state: {{兵.damage: {v}}}}}\n" for k, v in under.items())
        + "    no_timing: {state: {兵.damage: 1}}\n"
    )
    r = resolve(loads(_REGEN % (turn, _HEAL % ("", "手札調整フェイズ開始時"), expect)))
    assert check_expect(r) == []
    assert r.outcome["state"] == {"兵.damage": 1}
    assert {"14.7.3", "10.9.11"} <= set(r.outcome["depends_on_reading"])
    got = {x["reading"][0]: x["outcome"]["state"]["兵.damage"] for x in r.outcome["readings"]}
    assert got == under
    warned = [w for w in r.warnings() if w.kind == "ambiguity"]
    assert any({"14.7.3", "10.9.11"} <= set(w.clauses) for w in warned)


@pytest.mark.parametrize("reading", ["combat", "own_turn"])
def test_an_auto_ability_without_a_timing_read_as_one_of_14_7_3s(reading: str) -> None:
    """The scenario settles the reading (``at: reading``): on the opponent's turn the ability read
    as [戦闘] or [自軍ターン] does not trigger (14.7.3.1 / 14.7.3.2) and the ruling cites that."""
    choice = f"choices: [{{player: A, at: reading, choose: {reading}}}]\n"
    r = resolve(loads(_REGEN % ("B", _HEAL % ("", "手札調整フェイズ開始時"), choice)))
    assert r.outcome["state"] == {"兵.damage": 2}
    assert {"combat": "14.7.3.1", "own_turn": "14.7.3.2"}[reading] in r.decided_by
    assert "depends_on_reading" not in r.outcome


@pytest.mark.parametrize(
    ("timing", "moment"),
    [
        ("[自軍ターン]", "手札調整フェイズ開始時"),  # a timing printed: settled (14.7.3.2)
        (
            "",
            "終了宣言フェイズ開始時",
        ),  # its 発揮時期 does not come: the ruling does not rest on it
    ],
)
def test_an_auto_ability_not_resting_on_the_point_is_not_flagged(timing: str, moment: str) -> None:
    r = resolve(loads(_REGEN % ("A", _HEAL % (timing, moment), "")))
    assert r.outcome["state"] == {"兵.damage": 1 if timing else 2}
    assert "depends_on_reading" not in r.outcome
    assert not any(w.kind == "ambiguity" and "10.9.11" in w.clauses for w in r.warnings()), (
        r.warnings()
    )
