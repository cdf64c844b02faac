"""An encore's 「コストを払ってよい」 (10.2.2) answered like any optional cost (round 64, s61vswsR2):
the yes/no is asked `at: encore` and also taken `at: cost` or `at: optional` (docs/scenarios.md,
ws's `optional` = `cost`); the hand card that pays 「手札のキャラを1枚控え室に置く」 may follow the
yes, or stand alone for it — a card named without `at:` or `at: cost` means the cost is paid (the
branch declining never reaches the card's choice, ``Choose.leads_to``). A card that is no payment
is refused."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import ScenarioError, loads

BOARD = """\
game: ws
title: t
turn: {player: A, number: 8, phase: attack, first_player: B}
players:
  A:
    level: 2
    clock: 2
    stock: 0
    hand:
      - {name: 使い走り, type: character, level: 0}
    deck: [{name: 山の一, type: character, level: 0}, 9]
    stage:
      center_front: {name: 番人, type: character, level: 2, cost: 1, power: 4000, soul: 1, text: "【自】 アンコール ［手札のキャラを1枚控え室に置く］ （このカードが舞台から控え室に置かれた時、あなたはコストを払ってよい。そうしたら、このカードがいた枠に【レスト】して置く）"}
  B:
    deck: [{name: 落ち葉, type: character, level: 0}, 9]
    stage:
      center_front: {name: 竜騎士, type: character, level: 3, cost: 2, power: 10000, soul: 2}
actions:
  - {do: attack, slot: center_front, kind: front}
  - {do: encore_step}
choices:
ANSWERS
expect:
  state:
    A.center_front: [番人(rest)]
    使い走り.zone: A.waiting_room
  decided_by: ["10.2.2"]
"""


@pytest.mark.parametrize(
    "answers",
    [
        ["{player: A, at: optional, choose: yes}", "{player: A, choose: 使い走り}"],
        ["{player: A, at: cost, choose: yes}", "{player: A, at: cost, choose: 使い走り}"],
        ["{player: A, at: encore, choose: yes}", "{player: A, choose: 使い走り}"],
        ["{player: A, choose: 使い走り}"],
        ["{player: A, at: cost, choose: 使い走り}"],
    ],
    ids=["optional-yes-card", "cost-yes-card", "encore-yes-card", "card", "cost-card"],
)
def test_encore_paid_answered_yes_then_card_or_card_alone(answers: list[str]) -> None:
    r = resolve(loads(BOARD.replace("ANSWERS", "\n".join(f"  - {a}" for a in answers)), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    # every line the ruling keeps pays the cost (the order of the pending encores and the
    # reading of 10.2.3 may branch it): none declines
    assert all("番人" in str(lf.final.zone("A", "stage.center_front")) for lf in r.leaves)


def test_encore_declined_at_optional() -> None:
    text = BOARD.replace("ANSWERS", "  - {player: A, at: optional, choose: no}")
    r = resolve(loads(text.split("expect:")[0], "t.yaml"))
    assert "番人" not in str(r.main.final.zone("A", "stage.center_front"))


def test_a_card_that_pays_nothing_is_refused() -> None:
    with pytest.raises(ScenarioError, match=r"choices\[0\]"):
        resolve(loads(BOARD.replace("ANSWERS", "  - {player: A, choose: 山の一}"), "t.yaml"))
