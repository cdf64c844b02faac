"""A 「あなたのキャラクターがクラッシュしたとき」 card crashing in the same sweep as the others
(round 38, issue 14): whether it still triggers is the point ``crash_trigger_left_together``
(4.3.6 with 3.1 read beyond the turn start, or 4.3.11.3) — both readings run."""

from __future__ import annotations

from tests.ruling.boards import co_run

BOARD = """
turn: {{player: A, number: 9, phase: main}}
players:
  A:
    hp: 1
    energy: 3
    deck: 10
    hand: [{{name: 大地の怒り, type: spell, cost: 3, text: "すべてのキャラクターに2点のダメージを与える。"}}]
  B:
    hp: 10
    deck: 10
    field:
      - {{name: 墓守, type: character, ap: 1, dp: {dp}, text: "あなたのキャラクターがクラッシュしたとき、相手のデュエルマスターに1点のダメージを与える。"}}
      - {{name: 番犬, type: character, ap: 1, dp: 1}}
actions:
  - {{do: play, card: 大地の怒り}}
ask: [A.hp]
"""


def test_a_trigger_holder_crashing_with_the_others_is_a_reading() -> None:
    r = co_run(BOARD.format(dp=1))
    assert {"4.3.6", "4.3.11.3"} <= set(r.outcome["depends_on_reading"])
    outcomes = [x["outcome"] for x in r.outcome["readings"]] + [r.outcome]
    assert any(o.get("winner") == "B" for o in outcomes)  # it triggers: A at HP 0
    assert any(o.get("state") == {"A.hp": 1} for o in outcomes)  # gone with them


def test_neighbour_a_surviving_holder_triggers_with_no_reading() -> None:
    r = co_run(BOARD.format(dp=3))
    assert r.outcome.get("winner") == "B"
    assert "4.3.11.3" not in r.outcome.get("depends_on_reading", ())
