"""CrossOver (co): rules read again in round 10 against the known failures of the r9 blind set,
each on a minimal case of its own (the scenarios in tests/scenarios/co/ are the writers')."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads


def _problems(text: str) -> list[str]:
    return check_expect(resolve(loads(text)))


def test_turn_start_ability_of_the_non_turn_player_triggers() -> None:
    """「ターン開始時に」 names the start of every turn (3.1): a card of the player whose turn it is
    not triggers too, and the turn player orders it with its own (4.3.6)."""
    assert (
        _problems(
            """
game: co
title: both players' turn-start abilities trigger
turn: {player: A, number: 5, phase: turn_start}
players:
  A:
    hp: 10
    deck: 10
    field: [{name: 甲, type: character, ap: 1, dp: 1, text: "ターン開始時に、相手のデュエルマスターに1点のダメージを与える。"}]
  B:
    hp: 10
    deck: 10
    field: [{name: 乙, type: character, ap: 1, dp: 1, text: "ターン開始時に、相手のデュエルマスターに2点のダメージを与える。"}]
actions:
  - {do: turn_start}
choices:
  - {player: A, at: trigger_order, choose: 乙}
expect:
  state: {A.hp: 8, B.hp: 9}
  triggered: {甲: 1, 乙: 1}
  order: ["resolve:乙", "resolve:甲"]
  decided_by: ["3.1", "4.3.6"]
"""
        )
        == []
    )


def _window_play(text: str, allowed: bool, zone: str) -> str:
    return f"""
game: co
title: a play in the window right after a damage
turn: {{player: A, number: 6, phase: main}}
players:
  A: {{hp: 10, deck: 10}}
  B:
    hp: 10
    energy: 1
    deck: 10
    hand: [{{name: 札, type: spell, cost: 1, text: "{text}"}}]
    field: [{{name: 兵, type: character, ap: 1, dp: 5}}]
actions:
  - {{do: damage, to: 兵, amount: 1, after: [{{do: play, player: B, card: 札, target: 兵, allowed: {str(allowed).lower()}}}]}}
expect:
  state: {{札.zone: {zone}}}
  decided_by: ["4.3.10.4"]
"""


def test_after_damage_window_refuses_a_card_without_a_damage_condition() -> None:
    """4.3.10.4: right after a damage only cards whose condition is 「ダメージを与えた(受けた)直後
    / とき」 (and that do not reduce it) may be played: any other card is refused."""
    plain = "対象のキャラクターに「+1:+1」の修正を与える。"
    assert _problems(_window_play(plain, False, "B.hand")) == []
    conditioned = (
        "ダメージを受けた直後にのみプレイしてもよい。対象のキャラクターに「+1:+1」の修正を与える。"
    )
    assert _problems(_window_play(conditioned, True, "B.dustbox")) == []
    reduction = "ダメージを受けた直後にのみプレイしてもよい。そのダメージを2点軽減する。"
    assert _problems(_window_play(reduction, False, "B.hand")) == []
