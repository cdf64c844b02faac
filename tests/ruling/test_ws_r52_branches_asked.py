"""Round 52 (s49at): the state ``expect.branches`` states under each option of the first open
choice is asked about (with no ``ask``), as the state ``expect.state`` and ``expect.readings`` state
is: the branches are compared on it, so a choice that decides it is said as the chooser's
(``depends_on``). Here A orders its own two pending abilities (8.7.3.1, 8.5.1.2): the draw first,
then 「手札が3枚以上なら」 reads 3; the other way round it reads 2."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    deck: 5
    hand:
      - {name: 新人, type: character, level: 0, cost: 0, color: yellow, power: 2000,
         text: "【自】 このカードが手札から舞台に置かれた時、あなたは1枚引く。"}
      - {name: 手1, type: character, level: 0}
      - {name: 手2, type: character, level: 0}
    stage:
      center_front: {name: 先輩, type: character, level: 0, power: 3000,
                     text: "【自】 他のあなたのキャラが舞台に置かれた時、あなたの手札が3枚以上なら、そのターン中、このカードのパワーを＋1500。"}
  B:
    deck: 5
actions:
  - {do: play, card: 新人, slot: left_front}
expect:
  state: {A.hand: 3}
"""
BRANCHES = """  branches:
    新人: {state: {先輩.power: 4500}}
    先輩: {state: {先輩.power: 3000}}
"""


def test_branch_state_is_asked() -> None:
    r = resolve(loads(BOARD + BRANCHES, "t.yaml"))
    assert r.outcome.get("depends_on") == "A"
    assert not check_expect(r)
    assert {"8.7.3.1", "8.5.1.2"} <= set(r.decided_by)


def test_without_branches_the_order_changes_nothing_asked() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    # only the hand is asked: 3 either way, whoever orders
    assert "depends_on" not in r.outcome and r.outcome.get("regardless_of") == ["A"]


def test_summary_names_the_options_in_words() -> None:
    from ruling.render import outcome_line

    r = resolve(loads(BOARD + BRANCHES, "t.yaml"))
    ja = outcome_line(r.outcome, "ja")
    # the pending abilities by their cards, not by the engine's ids for them
    assert "カードの自動能力 (新人) →" in ja and "カードの自動能力 (先輩) →" in ja
    assert all(b["labels"]["en"] for b in r.outcome["branches"])
