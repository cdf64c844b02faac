"""co rules found through the round-26 blind files (s22rulesA; round 26, session 22), each on a
minimal case with its neighbour that must not change (issue 14)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


def _state(r: Any, key: str) -> Any:
    return r.main.outcome["state"][key]


# --- 「フィールドに出ているキャラクターがいなくなったとき」 is its card's trigger (4.3.6) ---

_FIELD_EVENT = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand: [{name: 封印, type: spell, cost: 2, text: "使い捨て\\n対象のキャラクターをブレイクする。"}]
  B:
    hp: 20
    deck: 10
    field:
%s
      - {name: 魔界, type: event, set_on: field, text: "フィールドに出ているすべてのキャラクターは、「+2:−1」の修正を受ける。フィールドに出ているキャラクターがいなくなったとき、『魔界』はクラッシュする。"}
actions:
  - {do: play, card: 封印, target: 兵}
ask: [魔界.zone]
expect:
  triggered: {魔界: %d}
"""
_ONE = "      - {name: 兵, type: character, ap: 1, dp: 3}"
_TWO = _ONE + "\n      - {name: 弓兵, type: character, ap: 1, dp: 3}"


def test_the_last_character_gone_triggers_the_field_events_ability_once() -> None:
    """The last character broken: 魔界's 「…いなくなったとき」 triggers (counted for 魔界 by
    ``expect.triggered``) and it crashes to its owner's dustbox (4.3.6, 4.2.4)."""
    r = _run(_FIELD_EVENT % (_ONE, 1))
    assert not check_expect(r)
    assert _state(r, "魔界.zone") == "B.dustbox"
    assert "4.3.6" in r.decided_by


def test_neighbour_a_character_left_nothing_triggers() -> None:
    """Neighbour: another character still on the field — no trigger, 魔界 stays."""
    r = _run(_FIELD_EVENT % (_TWO, 0))
    assert not check_expect(r)
    assert _state(r, "魔界.zone") == "B.field"


# --- a tapped defender: the untap phase it went through untaps the turn player's cards (3.2.2) ---

_DEFEND = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{name: 新兵, type: character, cost: 1, ap: 1, dp: 3}]
  B:
    hp: 20
    deck: 10
    field: [{name: 剣士, type: character, ap: 2, dp: 2}]
actions:
%s
  - {do: main_phase, actions: [{do: attack, attacker: 剣士, defender: 新兵}]}
ask: [A.hp]
"""
_NEXT_TURN = """  - {do: play, card: 新兵}
  - {do: turn_end}
  - {do: turn_start}
  - {do: untap_phase}
  - {do: draw_phase}"""


def test_a_character_played_last_turn_is_still_tapped_in_the_opponents_turn() -> None:
    """新兵 entered tapped (3.4.2); B's untap phase untaps B's cards only (3.2.2): it cannot
    defend (3.4.5.3) and A takes 剣士's AP. The refusal cites why it is still tapped."""
    r = _run(_DEFEND % _NEXT_TURN)
    assert _state(r, "A.hp") == 8
    assert {"3.4.2", "3.2.2", "3.4.5.3"} <= set(r.decided_by)


def test_neighbour_a_character_tapped_in_this_turn_cites_no_untap_phase() -> None:
    """Neighbour: a defender tapped in B's own turn with no untap phase since — refused for
    being tapped, and 3.2.2 is not read."""
    board = (
        _DEFEND.replace("turn: {player: A, number: 6, phase: main}", "turn: {player: B, number: 7}")
        .replace(
            "    hand: [{name: 新兵, type: character, cost: 1, ap: 1, dp: 3}]",
            "    field: [{name: 新兵, type: character, ap: 1, dp: 3, state: rest}]",
        )
        .replace("    energy: 1\n", "")
    )
    r = _run(board % "  - {do: draw_phase}")
    assert _state(r, "A.hp") == 8
    assert "3.4.5.3" in r.decided_by and "3.2.2" not in r.decided_by
