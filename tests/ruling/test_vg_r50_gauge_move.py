"""vg round 50 (issue 12, s47vgA): 「ゲージを移動する」 (7.40.6) — 「そのユニットの冠ゲージすべてを、
あなたのヴァンガードに移動する」 / 「あなたのユニットの冠ゲージを１枚選び、あなたの他のユニットに
移動する」: each gauge card's association is moved to the card the goal names; it stays in the gauge
zone (7.40.6.1). Refused before as "a move to this place" (and 7.40.6 declared absent)."""

from __future__ import annotations

from typing import Any

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from grammar.parse import parse_card
from ruling.cardtext.ir import Sel
from ruling.games._vg.cardtext import compile_ability
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, unsupported
from tests.ruling.boards import zone_names as zone

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
    vanguard: {name: 王, type: normal, grade: 3, power: 13000, text: "VTEXT"}
    left_front: {name: 侍従, type: normal, grade: 2, power: 10000, text: "TEXT"}
    right_front: {name: 騎士団, type: normal, grade: 2, power: 10000}
    hand: [{name: 冠1, type: normal}, {name: 冠2, type: normal}]
actions:
  - {do: gauge, card: 冠1, of: 騎士団, name: 冠}
  - {do: gauge, card: 冠2, of: 騎士団, name: 冠}
  - {do: activate, card: 侍従}
CHOICES
ask: [王.power]
"""
V_PER = "【永】【(V)】：このユニットの冠ゲージ１枚につき、このユニットのパワー＋1000。"
ALL = (
    "【起】【(R)】：あなたのリアガードを１枚選び、そのユニットの冠ゲージすべてを、"
    "あなたのヴァンガードに移動する。移動したなら、１枚引く。"
)


def _run(text: str, choices: str = "") -> Any:
    body = BODY.replace("VTEXT", V_PER).replace("TEXT", text).replace("CHOICES\n", choices)
    return resolve(loads(body, "t.yaml"))


def _hosts(r: Any) -> list[str]:
    fin = r.main.final
    names = {c.uid: c.name for p in fin.players.values() for z in p.zones.values() for c in z}
    return [names.get(c.states.get("gauge_of"), "") for c in fin.players["A"].zones["gauge"]]


def test_compiled_as_a_gauge_move() -> None:
    prog = compile_ability(parse_card(ALL, "vg").card.abilities[0])
    op = prog.steps[1]
    assert (op.verb, op.target, op.bound) == (
        "gauge_move",
        Sel(gauge="冠", on=Sel(ref="that")),
        "all",
    )
    assert dict(op.detail)["to"] == Sel(owner="you", kinds=("vanguard",))


def test_all_the_gauge_of_the_chosen_unit_to_the_vanguard_7_40_6() -> None:
    choices = "choices:\n  - {player: A, at: choose, choose: 騎士団}\n"
    r = _run(ALL, choices)
    assert not unsupported(r), unsupported(r)
    # the cards stay in the gauge zone (7.40.6.1), now the vanguard's
    assert sorted(zone(r, "A", "gauge")) == ["冠1", "冠2"] and _hosts(r) == ["王", "王"]
    assert r.outcome["state"]["王.power"] == 15000
    assert len(zone(r, "A", "hand")) == 1  # 「移動したなら」: moved, it draws
    assert {"7.40.6", "7.40.6.1"} <= cited(r)


def test_a_unit_with_no_gauge_moves_nothing() -> None:
    choices = "choices:\n  - {player: A, at: choose, choose: 侍従}\n"
    r = _run(ALL, choices)
    assert not unsupported(r), unsupported(r)
    assert _hosts(r) == ["騎士団", "騎士団"] and zone(r, "A", "hand") == []


def test_one_chosen_to_another_unit_chosen() -> None:
    text = "【起】【(R)】：あなたのユニットの冠ゲージを１枚選び、あなたの他のユニットに移動する。"
    choices = (
        "choices:\n  - {player: A, at: choose, choose: 冠1}\n"
        "  - {player: A, at: choose, choose: 王}\n"
    )
    r = _run(text, choices)
    assert not unsupported(r), unsupported(r)
    assert sorted(_hosts(r)) == ["王", "騎士団"]
    assert r.outcome["state"]["王.power"] == 14000
