"""co rules found through the round-27 blind files (s23rulesA; round 27), each on a minimal case
with its neighbour that must not change (issue 14)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import main_state as _state


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


# --- a value an effect in force sets is known though not printed (4.3.8 step 4) ---

_SET_VALUES = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand: [{name: 雷撃, type: spell, cost: 2, text: "対象のキャラクターに%d点のダメージを与える。"}]
    field: [{name: 呪い, type: event, set_on: 兵, text: "『呪い』がセットされているキャラクターは、それまで持っていた特殊能力をすべて失い、「0:5」の能力値を持つ「その他」キャラクターとなる。"}]
  B:
    hp: 20
    deck: 10
    field: [{name: 兵, type: %s}]
actions:
  - {do: play, card: 雷撃, target: 兵}
ask: [兵.zone, 呪い.zone, 兵.dp]
"""


def test_values_set_by_a_set_card_decide_the_crash_without_a_branch() -> None:
    """「「0:5」の能力値を持つ」 sets the DP of a card whose printed DP is not given (a navigator
    made a character, 4.3.8 steps 2 and 4): 5 damage crashes it (4.3.9) — no branch on a DP
    the scenario left out, and the card set on it crashes with it (4.2.4)."""
    for kind in ("navigator", "character"):
        r = _run(_SET_VALUES % (5, kind))
        assert not r.branched, kind
        assert _state(r, "兵.zone") == "B.dustbox"
        assert _state(r, "呪い.zone") == "A.dustbox"
        assert {"4.3.8", "4.3.9", "4.2.4"} <= set(r.decided_by)


def test_neighbour_damage_below_the_set_dp_it_stays_with_dp_known() -> None:
    """Neighbour: 3 damage, below the DP 5 the effect sets — it stays, its DP read as 5 (no
    assumption that the DP was left out)."""
    r = _run(_SET_VALUES % (3, "navigator"))
    assert not r.branched
    assert _state(r, "兵.zone") == "B.field"
    assert _state(r, "兵.dp") == 5
    assert not any(getattr(w, "key", "") == "not_given_no_rule_process" for w in r.warnings())


def _readings(r: Any) -> dict[str, Any]:
    return {x["reading"][0]: x["outcome"] for x in r.outcome.get("readings", ()) if x["reading"]}


# --- an ability whose card left after it triggered: 3.1 2) outside the turn's start ---

_LEFT = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field: [{name: 甲, type: character, ap: 2, dp: %d, text: "『甲』がアタックしたとき、相手のデュエルマスターに2点のダメージを与える。"}]
  B:
    hp: 20
    deck: 10
    field: [{name: 見張り, type: navigator, text: "相手のキャラクターがアタックしたとき、そのキャラクターに3点のダメージを与える。"}]
actions:
  - {do: attack, attacker: 甲, defender: none}
choices:
  - {player: A, at: trigger_order, choose: 見張り}
ask: [B.hp, 甲.zone]
"""


def test_an_attack_trigger_whose_card_crashed_first_is_run_under_both_readings() -> None:
    """甲's 「アタックしたとき」 and 見張り's triggered together; 見張り first crashes 甲 (DP 2):
    3.1's 2) (resolves though its card left) is written for the turn's start only — the point
    ``trigger_source_left``: B at 18 under the engine's reading, 20 under the other."""
    r = _run(_LEFT % 2)
    assert _state(r, "B.hp") == 18
    assert _readings(r)["not_resolved"]["state"]["B.hp"] == 20
    assert {"3.1", "4.3.6"} <= set(r.outcome.get("depends_on_reading", ()))


def test_neighbour_its_card_still_there_no_point_is_raised() -> None:
    """Neighbour: 甲 survives 見張り's 3 damage (DP 5): nothing left, no reading to ask — its
    ability and its undefended attack (2 each) reach B."""
    r = _run(_LEFT % 5)
    assert _state(r, "B.hp") == 16
    assert not r.outcome.get("depends_on_reading")


def test_the_point_is_in_the_audit_with_both_readings() -> None:
    from ruling import unsettled

    e = unsettled.entry("co", "trigger_source_left")
    assert e.clauses[:2] == ("3.1", "4.3.6")
    assert [x.key for x in e.readings] == ["resolves", "not_resolved"]


# --- a play permission printed on a card type the rules do not give it for ---

_ALL_TURN = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A: {hp: 20, deck: 10}
  B:
    hp: 20
    energy: 3
    deck: 10
    hand: [{name: 案内人, type: %s, cost: 1, ap: 1, dp: 1, text: "%s"}]
actions:
  - {do: play, player: B, card: 案内人}
ask: [案内人.zone]
"""


def test_a_navigator_printed_all_turn_in_the_opponents_turn_depends_on_the_reading() -> None:
    """「All Turnでプレイしてもよい」 on a navigator, played in the opponent's main phase: 3.4.1
    stands (refused, the engine's reading) or the text wins (4.2.9: played) — the point
    ``play_permission_other_type`` gives both outcomes."""
    r = _run(_ALL_TURN % ("navigator", "All Turnでプレイしてもよい"))
    assert _state(r, "案内人.zone") == "B.hand"
    assert _readings(r)["text_wins"]["state"]["案内人.zone"] == "B.field"
    assert "3.4.1" in r.outcome.get("depends_on_reading", ())


@pytest.mark.parametrize(
    ("kind", "text", "zone"),
    [
        ("navigator", "", "B.hand"),  # no permission: 3.4.1 alone
        ("character", "All Turnでプレイしてもよい", "B.field"),  # 3.4.2 gives it: settled
    ],
)
def test_neighbours_no_permission_or_the_type_it_is_defined_for_raise_nothing(
    kind: str, text: str, zone: str
) -> None:
    r = _run(_ALL_TURN % (kind, text))
    assert _state(r, "案内人.zone") == zone
    assert not r.outcome.get("depends_on_reading")


# --- the audit of the battle procedure: a point recorded that no engine rule reaches yet ---


def test_battle_end_simultaneous_is_raised_where_battle_end_abilities_run() -> None:
    """3.4.5.5 「原則として同時に解決を行います」 against 4.3.6's order (as 3.6.3 at the end phase's
    end): round 29 runs the 「戦闘終了時に」 abilities (3.4.5.5), and the point is raised where
    several are ordered (``tests/ruling/test_co_rules_r29.py``)."""
    from ruling import unsettled
    from ruling.abilities import abilities_of
    from ruling.state import Card

    e = unsettled.entry("co", "battle_end_simultaneous")
    assert e.raise_ == "hook" and e.clauses == ("3.4.5.5", "4.3.6")
    card = Card(
        "x",
        "A",
        type="character",
        text="戦闘終了時に、相手のデュエルマスターに1点のダメージを与える。",
    )
    assert all(ab.supported for ab in abilities_of("co", card))
