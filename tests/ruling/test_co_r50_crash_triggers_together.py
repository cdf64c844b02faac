"""co round 50 (s47coB): characters a rule process crashes at one timing (4.3.9, 4.3.11) — the
two of a damage exchange (3.4.5.4) — go through one crash procedure, so their 「クラッシュしたとき」
abilities trigger together and are resolved one by one in the turn player's order (4.3.6); the
game's end met by the first (4.1.2: as soon as a condition is met) comes before the second."""

from __future__ import annotations

from tests.ruling.boards import co_run

BOARD = """
turn: {{player: A, number: 8, phase: main}}
players:
  A:
    hp: 2
    deck: 10
    field: [{{name: 甲, type: character, ap: 2, dp: 2, text: "『甲』がクラッシュしたとき、相手のデュエルマスターに{a}点のダメージを与える。"}}]
  B:
    hp: 2
    deck: 10
    field: [{{name: 乙, type: character, ap: 2, dp: 2, text: "『乙』がクラッシュしたとき、相手のデュエルマスターに2点のダメージを与える。"}}]
actions:
  - {{do: attack, attacker: 甲, defender: 乙}}
choices:
  - {{player: A, at: trigger_order, choose: {first}}}
"""


def test_the_turn_players_first_trigger_ends_the_game_before_the_other() -> None:
    r = co_run(BOARD.format(a=2, first="甲"))
    assert r.outcome.get("winner") == "A"
    assert {"4.3.6", "4.1.2", "4.1.2#li1"} <= set(r.decided_by)
    # the other player's ability never resolves: A keeps its 2
    resolved = [getattr(e, "ja", "") for e in r.main.trace if "解決する" in getattr(e, "ja", "")]
    assert any(x.startswith("甲 の") for x in resolved)
    assert not any(x.startswith("乙 の") for x in resolved)


def test_the_other_order_lets_the_opponent_win() -> None:
    r = co_run(BOARD.format(a=2, first="乙"))
    assert r.outcome.get("winner") == "B"


def test_both_resolve_when_the_first_ends_nothing() -> None:
    # A's ability deals 1: B at 1, the game goes on; B's then brings A to 0
    r = co_run(BOARD.format(a=1, first="甲"))
    assert r.outcome.get("winner") == "B"
    assert "4.3.6" in r.decided_by
