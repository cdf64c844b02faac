"""「…サークルを１つ選び、…をそこに…置く」 (s57vgO2, round 60): a circle chosen first, then 「そこに」 (the
lexicon's ref ``there``) — the step after puts its card on the circle chosen. The effect says where,
so the choice is its master's (11.8.3.1.1), not the locked card's owner's (7.30.5.1 「効果などによって指示が
されていないなら」); the unit on that circle goes to the drop at once (7.30.5.2) and has retired (7.18.2)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, unsupported
from tests.ruling.boards import zone_names as zone

BOARD = """game: vg
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 長, type: normal, grade: 3, power: 13000}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    left_front: {name: 番兵, type: normal, grade: 1, power: 8000}
    deck: [{name: 札, type: normal, grade: 2}, 9]
actions:
  - {do: resolve_text, player: A, text: "EFFECT"}
CHOICES
"""
CHOSEN = "相手のリアガードサークルを１つ選び、相手の山札の上から１枚をそこに呪縛カードとして置く。"
DIRECT = "相手の山札の上から１枚を相手のリアガードサークルに呪縛カードとして置く。"


def run(effect: str, choices: str) -> Any:
    r = resolve(loads(BOARD.replace("EFFECT", effect).replace("CHOICES", choices), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    return r


def test_the_circle_chosen_by_the_master() -> None:
    r = run(CHOSEN, "choices: [{player: A, at: circle, choose: left_front}]")
    assert not r.branched
    assert zone(r, "B", "drop") == ["番兵"]
    assert {"11.8.3.1.1", "7.30.5.2"} <= set(cited(r)) and "7.30.5.1" not in cited(r)


def test_the_owner_picks_when_the_effect_does_not_say() -> None:
    r = run(DIRECT, "choices: [{player: B, at: circle, choose: left_back}]")
    assert not r.branched
    assert zone(r, "B", "drop") == [] and zone(r, "B", "field.left_front") == ["番兵"]
    assert "7.30.5.1" in cited(r)


@pytest.mark.parametrize("effect", ["相手の山札の上から１枚をそこに置く。"])
def test_there_naming_nothing_is_refused(effect: str) -> None:
    r = resolve(loads(BOARD.replace("EFFECT", effect).replace("CHOICES", ""), "t.yaml"))
    assert unsupported(r)
