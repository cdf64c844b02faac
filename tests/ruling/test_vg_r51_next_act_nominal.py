"""vg round 51 (issue 12, s48vgC): 「あなたの次のカウンターブラストのコスト-1」 — the nominal wording of
「あなたが次に行う【カウンターブラスト】は１減る」 (7.28.1, 7.28.2; several add up, 7.28.2.1), read by the
shared ``cardtext.next_act`` into the verbal one's construction. No duration written: kept until
that action is next done (7.28.2)."""

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
               text: "【起】【(V)】：【コスト】[【カウンターブラスト】(1)]、そのターン中、このユニットのパワー+10000。"}
    damage: [{name: 傷一, type: normal, face: down}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - do: main_phase
    actions:
RESOLVE      - {do: activate, card: 覇竜}
ask: [覇竜.power]
"""


def _run(*texts: str) -> Any:
    lines = "".join(f'      - {{do: resolve_text, player: A, text: "{t}"}}\n' for t in texts)
    return resolve(loads(BODY.replace("RESOLVE", lines), "t.yaml"))


def _op(text: str) -> Any:
    return compile_ability(parse_card(text, "vg").card.abilities[0]).steps[0]


def test_the_nominal_wording_is_the_verbal_construction() -> None:
    nominal = _op("そのターン中、あなたの次のカウンターブラストのコスト-1。")
    verbal = _op("そのターン中、あなたが次に行う【カウンターブラスト】は１減る。")
    assert nominal == verbal
    assert (nominal.verb, nominal.stat, nominal.n, nominal.until) == (
        "cost_down",
        "counter_blast",
        1,
        "turn",
    )
    # no duration written: kept until used (7.28.2), not for the turn only
    bare = _op("あなたの次のカウンターブラストのコスト-1。")
    assert (bare.verb, bare.stat, bare.until) == ("cost_down", "counter_blast", None)
    assert dict(bare.detail)["performer"] == "you"


def test_an_increase_or_another_value_is_not_read_so() -> None:
    for text in ("あなたの次のカウンターブラストのコスト+1。", "あなたのヴァンガードのコスト-1。"):
        try:
            op = _op(text)
        except Exception as e:  # refused: not this construction
            assert getattr(e, "reason", None), e
        else:
            assert op.verb != "cost_down", text


def test_the_next_counter_blast_is_paid_with_one_less_7_28_2() -> None:
    # one face-down damage card: CB(1) cannot be paid (11.8.2.2) ...
    r0 = _run()
    assert r0.outcome["state"]["覇竜.power"] == 13000
    # ... made CB(0) by 「あなたの次のカウンターブラストのコスト-1」: paid by declaring it (1.3.2.3)
    r = _run("あなたの次のカウンターブラストのコスト-1。")
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["覇竜.power"] == 23000
    assert {"7.28.1", "7.28.2"} <= cited(r)


def test_two_add_up_7_28_2_1() -> None:
    r = _run(
        "あなたの次のカウンターブラストのコスト-1。", "あなたの次のカウンターブラストのコスト-1。"
    )
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["覇竜.power"] == 23000
    assert "7.28.2.1" in cited(r)
