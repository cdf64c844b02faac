"""vg round 56 (issue 14, s53vgR; r56_007): 「次にあなたがコストで払う【カウンターブラスト】は(1)減る」 —
「コストで」 repeats what 「払う」 means (a cost paid, 11.7) and names no card's cost: the same
construction as 「次にあなたが払う…」 (7.28.1, 7.28.2); two add up (7.28.2.1)."""

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
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000,
               text: "【起】【(V)】：【コスト】[【カウンターブラスト】(3)]、そのターン中、このユニットのパワー+10000。"}
    damage: [{name: 傷一, type: normal}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - do: main_phase
    actions:
RESOLVE      - {do: activate, card: 覇竜}
ask: [覇竜.power, 傷一.face]
"""
TEXT = "そのターン中、次にあなたがコストで払う【カウンターブラスト】は(1)減る。"


def _run(*texts: str) -> Any:
    lines = "".join(f'      - {{do: resolve_text, player: A, text: "{t}"}}\n' for t in texts)
    return resolve(loads(BODY.replace("RESOLVE", lines), "t.yaml"))


def _op(text: str) -> Any:
    return compile_ability(parse_card(text, "vg").card.abilities[0]).steps[0]


def test_cost_means_is_the_paid_construction() -> None:
    op = _op(TEXT)
    assert op == _op("そのターン中、次にあなたが払う【カウンターブラスト】は(1)減る。")
    assert (op.verb, op.stat, op.n) == ("cost_down", "counter_blast", 1)
    assert dict(op.detail).get("cost_only") is True


def test_two_add_up_on_the_next_cost_7_28_2_1() -> None:
    # CB(3) with one face-up card: one reduction leaves (2), not paid; two leave (1), paid
    r1 = _run(TEXT)
    assert not unsupported(r1), unsupported(r1)
    assert r1.outcome["state"]["覇竜.power"] == 13000
    r2 = _run(TEXT, TEXT)
    assert not unsupported(r2), unsupported(r2)
    assert r2.outcome["state"]["覇竜.power"] == 23000
    assert r2.outcome["state"]["傷一.face"] == "down"
    assert {"7.28.1", "7.28.2", "7.28.2.1"} <= set(cited(r2))
