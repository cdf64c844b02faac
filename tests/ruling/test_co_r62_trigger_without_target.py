"""A triggered ability with 「対象の〜」 and no proper target (round 62, s59cowsR, from co r62_028):
4.2.13 forbids its use; whether a step of it that needs no target (「そのあと、あなたは山札から
カードを1枚引く」) is still carried out — a triggered ability resolving when its condition is met
(4.3.6), the part that needs a target ignored (4.3.2.6) — the text does not settle:
co.unsettled trigger_without_target_rest, both readings run. An ability whose every step needs
the target reads alike both ways (no point raised)."""

from __future__ import annotations

from tests.ruling.boards import co_run, main_state

BOARD = """
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: 頭領, type: character, ap: 2, dp: 2, text: "%s"}
  B: {hp: 10, deck: 10, field: []}
actions:
  - {do: attack, attacker: 頭領, defender: none}
ask: [A.deck, B.hp]
"""
BOTH = "『頭領』がアタックしたとき、対象の相手のキャラクター1体に1点のダメージを与える。そのあと、あなたは山札からカードを1枚引く。"
ONLY = "『頭領』がアタックしたとき、対象の相手のキャラクター1体に1点のダメージを与える。"


def test_the_draw_depends_on_the_reading() -> None:
    r = co_run(BOARD % BOTH)
    assert main_state(r, "A.deck") == 10  # the engine's reading: not used (4.2.13)
    assert main_state(r, "B.hp") == 8
    others = r.outcome.get("readings") or []
    assert any(o["outcome"].get("state", {}).get("A.deck") == 9 for o in others), r.outcome
    assert "4.2.13" in set(r.outcome.get("depends_on_reading") or ())


def test_every_step_on_the_target_raises_no_point() -> None:
    r = co_run(BOARD % ONLY)
    assert main_state(r, "A.deck") == 10
    assert not r.outcome.get("depends_on_reading")
