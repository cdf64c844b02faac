"""Round 58 (s55vsR): a player's cancel activation timing with no cancel they hold able to choose
(12.1.1: a cancel chooses the opponent's ability only; 8.5.1.3.1) is a choice point ``cancel``
offering nothing — a scenario's ``allowed: false`` on such a cancel is read there, at the first
window of that player (docs/scenarios.md), not at a later one where the same cancel may choose
an opposing cancel (a counter-cancel, 4.5.1.1). Before, the assertion waited for the first
window offering something and failed there (vs/r58_021)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

_CANCEL = "{cancel}[手札][このカードを控え室に置く]相手の技を1つ選び、キャンセルする。"

_BOARD = f"""
game: vs
title: t
turn: {{player: A, number: 6, phase: ability, first_player: B}}
players:
  A:
    deck: 10
    hand: [{{name: 如月, level: 1, ap: 1000, dp: 1000, text: "{_CANCEL}"}}]
    ring: {{name: 皐月, level: 2, ap: 2000, dp: 2000}}
    bench: {{left: {{name: 睦月, level: 1, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは2枚引く。"}}}}
  B:
    deck: 10
    hand: [{{name: 卯月, level: 1, ap: 1000, dp: 1000, text: "{_CANCEL}"}}]
    ring: {{name: 文月, level: 1, ap: 1000, dp: 2000}}
actions:
  - do: ability_phase
    actions:
      - {{do: use, card: 睦月}}
choices:
%s
expect:
  state: %s
  decided_by: ["12.1.1"]
"""


def _problems(choices: str, state: str) -> list[str]:
    return check_expect(resolve(loads(_BOARD % (choices, state))))


def test_own_cancel_not_offered_at_its_first_window() -> None:
    # A's 如月 cannot choose A's own technique: the assertion holds at that window, though 如月
    # is offered later against B's cancel (answered: no counter-cancel)
    assert not _problems(
        "  - {player: A, at: cancel, choose: 如月, allowed: false}\n"
        "  - {player: B, at: cancel, choose: 卯月}\n"
        "  - {player: A, at: cancel, choose: no}",
        "{A.hand: [如月], A.deck: 10, B.waiting: [卯月]}",
    )


def test_counter_cancel_still_offered() -> None:
    # the later window offers 如月 against B's 卯月 (the opponent's ability, 12.1.1): taken, B's
    # cancel leaves unresolved (3.8.8) and 睦月's technique resolves — A draws 2
    assert not _problems(
        "  - {player: A, at: cancel, choose: 如月, allowed: false}\n"
        "  - {player: B, at: cancel, choose: 卯月}\n"
        "  - {player: A, at: cancel, choose: 如月}",
        "{A.deck: 8, A.waiting: [如月], B.waiting: [卯月]}",
    )


def test_no_cancel_of_the_opponent_holds_too() -> None:
    # B declines: A's window offering nothing still reads the assertion; 睦月's technique resolves
    assert not _problems(
        "  - {player: A, at: cancel, choose: 如月, allowed: false}\n"
        "  - {player: B, at: cancel, choose: no}",
        "{A.deck: 8, A.hand: 3}",
    )
