"""Round 48 (s45amb): a state trigger whose card comes where it works while its state already
holds — 8.6.9 「特定の事項が発生した事ではなく、特定の条件が満たされていることを誘発条件としている」
against 8.6.9.1 「状態誘発は、その状態が発生した時に1度だけ使用されます。」: the point
``state_trigger_already_met`` (ruling/games/vs.unsettled.yaml), both readings run; not raised
for a card that was there before its state arose."""

from __future__ import annotations

from ruling.resolve import Ruling, resolve
from ruling.scenario import loads

TEXT = "[ベンチ]あなたの手札にカードがない時、あなたは1枚引く。"

MOVED = f"""game: vs
title: t
turn: {{player: A, number: 4, phase: chara}}
players:
  A:
    deck: [{{name: 雪歩, ap: 1000, dp: 1000}}, 9]
    hand: 0
    energy: [{{state: stand}}]
    ring: {{name: 律子, level: 1, ap: 1000, dp: 1000, text: "{TEXT}"}}
    bench: {{left: 0, center: 0, right: 0}}
  B:
    deck: 10
    ring: {{name: 美希, ap: 1000, dp: 2000}}
actions:
  - {{do: move_to_bench, card: 律子, to: left}}
ask: [A.hand]
"""

# 律子 on the bench from the start; the hand empties as its last card is put into the waiting room (a settled neighbour:
# the state arises while the technique works there)
THERE = f"""game: vs
title: t
turn: {{player: A, number: 4, phase: chara}}
players:
  A:
    deck: 10
    hand: [{{name: 雪歩, level: 0, ap: 1000, dp: 1000}}]
    energy: [{{state: stand}}]
    ring: {{name: 千早, ap: 1000, dp: 1000}}
    bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{TEXT}"}}, center: 0, right: 0}}
  B:
    deck: 10
    ring: {{name: 美希, ap: 1000, dp: 2000}}
actions:
  - {{do: to_waiting, card: 雪歩}}
ask: [A.hand]
"""


def _raised(r: Ruling) -> bool:
    return any(
        w.kind == "ambiguity" and {"8.6.9", "8.6.9.1"} <= set(w.clauses) for w in r.warnings()
    )


def test_state_already_held_when_the_card_came_is_raised_with_both_readings() -> None:
    r = resolve(loads(MOVED))
    assert _raised(r)
    got = {x["reading"][0]: x["outcome"]["state"]["A.hand"] for x in r.outcome["readings"]}
    # the engine's own reading: used (8.6.9) — A draws 1; the other: not used (8.6.9.1)
    assert r.outcome["state"]["A.hand"] == 1
    assert got.get("arose_before") == 0


def test_state_arising_while_the_card_is_there_is_not_raised() -> None:
    r = resolve(loads(THERE))
    assert r.outcome["state"]["A.hand"] == 1
    assert not _raised(r)
    assert "readings" not in r.outcome
