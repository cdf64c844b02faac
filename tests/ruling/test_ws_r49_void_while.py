"""Round 49: 「…。この能力は、<状態>間は無効。」 — a continuous ability void while a state holds
(8.3.2 「何らかの効果の一部あるいは全部が特定の条件下で無効であると表記されている場合、その条件下
で、その部分は能力としては存在しますが、効果が発生することはありません」). The last sentence
compiles to the program's condition 「not (the state)」 (detail ``void_while``); while the state
holds the ability makes no effect and the value left as printed cites 8.3.2 (not 8.3.3, a part
valid under a condition). An automatic or activated ability so written stays refused."""

from __future__ import annotations

from ruling import abilities as AB
from ruling.games._ws.cardtext.ir import Cond, Sel, prog_ext
from ruling.resolve import check_expect, resolve
from ruling.rules import get_game
from ruling.scenario import loads

TEXT = "【永】 このカードのパワーを＋3000。この能力は、このカードが後列にいる間は無効。"


def _ability(text: str) -> AB.Ability:
    get_game("ws")
    (ab,) = AB._abilities("ws", text, "character")
    return ab


def test_void_sentence_is_the_negated_state() -> None:
    ab = _ability(TEXT)
    assert ab.supported, ab.reason
    p = ab.program
    assert prog_ext(p, "void_while") is True
    assert p.cond == Cond(
        "not", parts=(Cond("at", sel=Sel(ref="this"), filt=Sel(zones=("back_row",))),)
    )
    (op,) = p.steps
    assert (op.verb, op.stat, op.amount) == ("stat", "power", 3000)


def test_with_a_condition_of_its_own_both_hold() -> None:
    ab = _ability(
        "【永】 あなたのターン中、このカードのパワーを＋3000。この能力は、このカードが後列にいる間は無効。"
    )
    assert ab.supported, ab.reason
    p = ab.program
    assert p.cond.what == "not" and p.steps[0].cond == Cond("turn")


def test_automatic_ability_void_while_is_refused() -> None:
    ab = _ability(
        "【自】 このカードがアタックした時、あなたは1枚引く。この能力は、このカードが後列にいる間は無効。"
    )
    assert not ab.supported


def _board(slot: str) -> str:
    return f"""game: ws
title: t
turn: {{player: A, number: 6, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage:
      {slot}: {{name: 志願, type: character, level: 1, power: 4000, soul: 1, text: "{TEXT}"}}
    deck: 10
  B: {{deck: 10}}
actions:
  - {{do: check_timing}}
"""


def test_back_row_makes_no_effect_and_cites_8_3_2() -> None:
    y = _board("left_back") + (
        'expect:\n  state: {志願.power: 4000}\n  decided_by: ["8.3.2"]\n'
        '  not_decided_by: ["8.3.3"]\n'
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_front_row_applies() -> None:
    y = (
        _board("center_front")
        + 'expect:\n  state: {志願.power: 7000}\n  not_decided_by: ["8.3.2"]\n'
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
