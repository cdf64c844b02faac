"""vg round 61 (s58vgR2):

- 「そのターン中、あなたのリアガードの【起】のコストの【カウンターブラスト】をなくす」: that part of the
  cost is not done (7.21.1); the rest of the cost is paid at once as before (11.7.1) — refused before
  as "a cost waived of this shape";
- 「【(R)】：このユニットが手札に戻った時」: a put to a place off the field, from no place said, when the
  card moved from a circle is a trigger on leaving the field, read as the card was there (11.9.6.1.2).
"""

from __future__ import annotations

from typing import Any

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, unsupported

BODY = """\
game: vg
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
  A:
    deck: 10
    damage: [{name: 傷, type: normal, face: down}]
    soul: SOUL
    vanguard: {name: 聖女, type: normal, grade: 3, power: 13000, text: "VTEXT"}
    left_front: {name: 騎士団, type: normal, grade: 2, power: 9000, text: "TEXT"}
ACTIONS
ask: [騎士団.power, 聖女.power]
"""
WAIVE = "【起】【(V)】：そのターン中、あなたのリアガードの【起】のコストの【カウンターブラスト】をなくす。"
PAID = "【起】【(R)】：【コスト】[【カウンターブラスト】(1)、【ソウルブラスト】(1)]、そのターン中、このユニットのパワー+10000。"
RETURN = (
    "【自】【(R)】：このユニットが手札に戻った時、そのターン中、あなたのヴァンガードのパワー+5000。"
)


def _run(vtext: str, text: str, actions: str, soul: str = "[]") -> Any:
    body = BODY.replace("VTEXT", vtext).replace("TEXT", text).replace("SOUL", soul)
    return resolve(loads(body.replace("ACTIONS\n", actions), "t.yaml"))


def test_compiled_as_a_part_of_the_cost_waived() -> None:
    op = compile_ability(parse_card(WAIVE, "vg").card.abilities[0]).steps[0]
    assert (op.verb, op.stat, ("waive", True) in op.detail) == ("cost_down", "counter_blast", True)
    assert dict(op.detail)["kinds"] == ("activated",)


def test_the_counter_blast_waived_the_soul_blast_still_paid_7_21_1() -> None:
    acts = "actions:\n  - {do: activate, card: 聖女}\n  - {do: activate, card: 騎士団}\n"
    r = _run(WAIVE, PAID, acts, soul="[{name: 魂, type: normal}]")
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["騎士団.power"] == 19000  # no face-up damage needed
    fin = r.main.final.players["A"]
    assert [c.name for c in fin.zones["soul"]] == [] and [c.name for c in fin.zones["drop"]] == [
        "魂"
    ]
    assert "7.21.1" in cited(r)


def test_the_soul_blast_unpaid_refuses_the_play_11_7_1() -> None:
    acts = "actions:\n  - {do: activate, card: 聖女}\n  - {do: activate, card: 騎士団, allowed: false}\n"
    r = _run(WAIVE, PAID, acts)
    assert r.outcome["state"]["騎士団.power"] == 9000


def test_returned_to_the_hand_from_r_triggers_11_9_6_1_2() -> None:
    acts = "actions:\n  - {do: move, card: 騎士団, to: hand}\n"
    r = _run("", RETURN, acts)
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["聖女.power"] == 18000
