"""「ターン終了時に、ターン終了時まで、あなたがコントロールしているすべてのキャラクターに…」 (round 52,
s49coC; co r34_019): the grammar hangs the phrases printed first (the timing, the duration) on the
relative 「…がコントロールしている」, which takes neither; they are the step's — the timing its
trigger (3.7 step 2, 4.3.6), the duration its own (3.7.2)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import co_ability

TEXT = "ターン終了時に、ターン終了時まで、あなたがコントロールしているすべてのキャラクターに「+0:+1」の修正を与える。"


def test_the_timing_is_the_trigger_and_the_duration_the_steps() -> None:
    ab = co_ability(TEXT, "navigator")
    assert ab.supported, ab.reason
    assert ab.program.on == "turn_end"
    (op,) = ab.program.ops
    assert (op.kind, op.who, op.dp, op.until) == ("modify", "yours", 1, "turn")


def test_a_condition_hung_on_the_relative_stays_refused() -> None:
    text = "あなたのHPが5点以下で、あなたがコントロールしているすべてのキャラクターに「+0:+1」の修正を与える。"
    assert not co_ability(text, "navigator").supported


BOARD = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 15
    deck: 12
    field:
      - {name: 巫女, type: navigator, text: "%s"}
      - {name: 兵, type: character, ap: 1, dp: 1}
  B: {hp: 15, deck: 12}
actions:
  - {do: end_phase}
  - {do: turn_end}
ask: [兵.dp]
"""


def test_on_a_board_both_readings_of_the_turn_end_order_run() -> None:
    r = resolve(loads(BOARD % TEXT, "t.yaml"))
    assert r.outcome["state"]["兵.dp"] == 2  # effects first: made after they ended, it lasts
    assert any("3.7.2" in str(w) and "ambiguity" in str(w) for w in r.warnings())
