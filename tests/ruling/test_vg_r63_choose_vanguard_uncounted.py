"""Round 63 (s60vgR1): 「相手のヴァンガードを選び」 with no number printed — the description names the
units on one circle of one fighter (4.9.2.6 「‘ヴァンガード’…はその語に対応する属性であるサークルに置か
れているユニットを指します」): those are chosen, each — a choice (11.8.4), not a process on things
with no number (7.50.1.2) (``Vocab.choose_uncounted_kinds``); a count-less choice
of anything else is still refused."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited


def _compile(text: str):  # type: ignore[no-untyped-def]
    return compile_ability(parse_card(text, "vg").card.abilities[0])


def test_the_opponents_vanguard_uncounted_is_all_of_its_circle() -> None:
    p = _compile("【起】【(V)】：相手のヴァンガードを選び、そのターン中、パワー＋5000。")
    assert p.steps[0].verb == "choose" and p.steps[0].bound == "all"


def test_a_rearguard_uncounted_is_still_refused() -> None:
    with pytest.raises(Exception, match="without a count"):
        _compile("【起】【(V)】：相手のリアガードを選び、そのターン中、パワー＋5000。")


BOARD = """game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 王, type: normal, grade: 3, power: 13000, text: "【起】【(V)】【ターン1回】：相手のヴァンガードを選び、そのターン中、パワー－5000。"}
    deck: 10
  B:
    vanguard: {name: 敵, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: activate, player: A, card: 王}
expect:
  state: {敵.power: 8000}
"""


def test_the_vanguard_chosen_gets_the_effect() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    got = cited(r)
    assert {"11.8.4", "4.9.2.6"} <= got
    assert "7.50.1.2" not in got
