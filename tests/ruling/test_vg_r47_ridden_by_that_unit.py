"""Round 47: 「このユニットがライドされた時、(その)ライドしたユニットが「X」を含むなら、…」 /
「…、そのターン中、ライドしたユニットのパワー＋5000」 — in the ability of a ridden trigger (6.3.5;
11.9.6.1.4: a unit sent to the soul by a ride keeps its text for it) the unit that rode is the card the
trigger was about, as 「そのユニット」 names it (the vocab's ``agent_events``: ridden -> rode), in the
condition printed after the trigger as in the effect."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, unsupported
from tests.ruling.test_vg_constructions import value

RIDDEN = """\
game: vg
title: t
turn: {player: A, number: 3, first_player: A}
players:
  A:
    vanguard: {name: 前, type: normal, grade: 0, text: "TEXT"}
    hand: [{name: NEXT, type: normal, grade: 1, power: 8000}]
    deck: 10
  B: {vanguard: {name: 騎士, grade: 1}, deck: 10}
actions:
  - {do: ride_phase, card: NEXT}
"""


@pytest.mark.parametrize("that", ["", "その"])
@pytest.mark.parametrize(("nxt", "draws"), [("天輪の戦士", True), ("鋼の戦士", False)])
def test_the_unit_that_rode_in_the_condition(that: str, nxt: str, draws: bool) -> None:
    text = f"【自】：このユニットがライドされた時、{that}ライドしたユニットが「天輪」を含むなら、１枚引く。"
    r = resolve(loads(RIDDEN.replace("TEXT", text).replace("NEXT", nxt), "t.yaml"))
    assert not unsupported(r)
    assert (len(r.main.final.players["A"].zones["hand"]) == 1) is draws
    assert "6.3.5" in cited(r)


def test_the_unit_that_rode_in_the_effect() -> None:
    text = "【自】：このユニットがライドされた時、そのターン中、ライドしたユニットのパワー＋5000。"
    r = resolve(loads(RIDDEN.replace("TEXT", text).replace("NEXT", "次"), "t.yaml"))
    assert not unsupported(r)
    assert r.main.final.players["A"].zones["field.vanguard"][0].name == "次"
    assert value(r, "power", where="field.vanguard") == 13000  # 8000 + 5000
