"""A standing 「ダメージを受けたとき、そのダメージをN点軽減する」 (round 63, s60coR, from co r63_028):
4.3.10.2 gives the reduction window to the reducing cards played or used with that condition,
4.3.10 has a 「ダメージを与えたとき」 trigger judged on the damage as determined — whether a
triggered ability of that condition reduces in the window the text does not settle
(co.unsettled triggered_reduction_window, both readings run). No such ability, no point."""

from __future__ import annotations

from tests.ruling.boards import co_run, main_state

BOARD = """
turn: {player: A, number: 11, phase: main}
players:
  A:
    hp: 10
    deck: 10
    energy: 1
    hand:
      - {name: 礫, type: spell, cost: 1, text: "対象のキャラクター1体に3点のダメージを与える。\\n使い捨て"}
  B:
    hp: 10
    deck: 10
    field:
      - {name: 門番, type: character, ap: 1, dp: 2}
      - {name: 守り手, type: navigator, text: "%s"}
actions:
  - {do: play, card: 礫, target: 門番}
ask: [門番.zone]
"""


def test_both_readings_run() -> None:
    r = co_run(BOARD % "あなたのキャラクターがダメージを受けたとき、そのダメージを2点軽減する。")
    assert main_state(r, "門番.zone") == "B.field"  # the engine's reading: in the window
    others = r.outcome.get("readings") or []
    assert any(o["outcome"].get("state") == {"門番.zone": "B.dustbox"} for o in others), r.outcome
    assert "4.3.10.2" in set(r.outcome.get("depends_on_reading") or ())


def test_no_reducing_ability_raises_no_point() -> None:
    r = co_run(BOARD % "ターン終了時に、あなたは1エネルギーを得る。")
    assert main_state(r, "門番.zone") == "B.dustbox"
    assert not r.outcome.get("depends_on_reading")
