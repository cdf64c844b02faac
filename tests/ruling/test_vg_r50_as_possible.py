"""Round 50 (s47vgB): 「可能な限り」 (1.3.2.4). The grammar reads it as an adverb (Role.AS_POSSIBLE);
the compiler marks the step (``detail`` ``as_possible``, refused in a game not reading it); the vg
runtime leaves out of the choice the cards the step cannot be done with (an order called to a
circle goes to the drop instead, 4.4.3) — chosen in the hand, hidden from the other fighter, as
the example of 1.3.2.4.1 says — and a choice of fewer than named cites 1.3.2.4 with 1.3.2."""

from __future__ import annotations

import pytest

from grammar import ast as A
from grammar.parse import parse_card
from ruling.abilities import Unsupported
from tests.ruling.boards import cited, compiled_first, vg_run, zone_names


def test_grammar_reads_the_adverb() -> None:
    r = parse_card("あなたの手札から１枚を可能な限り(R)にコールする。", "vg")
    assert r.card is not None
    step = r.card.abilities[0].effect.sentences[0].steps[0].body  # type: ignore[union-attr]
    assert isinstance(step, A.Action)
    assert A.Role.AS_POSSIBLE in {a.role for a in step.args}


def test_compiled_as_possible() -> None:
    p = compiled_first("あなたのリアガードを可能な限り２体選び、退却させる。", "vg")
    assert ("as_possible", True) in p.steps[0].detail
    with pytest.raises(Unsupported):
        compiled_first("自分のキャラを可能な限り２枚選び、控え室に置く。", "ws")


HAND = """players:
  A:
    vanguard: {name: 竜騎士, type: normal, grade: 3, power: 13000}
    hand: [%s]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - do: main_phase
    actions:
      - {do: resolve_text, player: A, text: "あなたの手札から１枚を%s(R)にコールする。"}
choices:
  - {player: A, at: circle, choose: left_front}
"""
ORDER = "{name: 作戦指令, type: order, grade: 0}"
UNIT = "{name: 若武者, type: normal, grade: 1, power: 8000}"


@pytest.mark.parametrize("possible", [True, False])
def test_order_left_out_of_the_call(possible: bool) -> None:
    r = vg_run(HAND % (f"{ORDER}, {UNIT}", "可能な限り" if possible else ""))
    if possible:
        # the only card that can be called is the one chosen
        assert zone_names(r, "A", "field.left_front") == ["若武者"]
        assert {"1.3.2.4", "1.3.2.4.1", "4.4.3"} <= cited(r)
    else:
        assert "1.3.2.4" not in cited(r)


def test_no_card_can_be_called_is_shown() -> None:
    r = vg_run(HAND % (ORDER, "可能な限り"))
    assert zone_names(r, "A", "hand") == ["作戦指令"]
    assert {"1.3.2.4", "1.3.2.4.1"} <= cited(r)


def test_fewer_than_named_chosen() -> None:
    body = """players:
  A:
    vanguard: {name: 竜騎士, type: normal, grade: 3, power: 13000}
    left_front: {name: 槍兵, type: normal, grade: 1, power: 8000}
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - do: main_phase
    actions:
      - {do: resolve_text, player: A, text: "あなたのリアガードを可能な限り２体選び、退却させる。"}
"""
    r = vg_run(body)
    assert zone_names(r, "A", "drop") == ["槍兵"]
    assert {"1.3.2.4", "1.3.2", "11.8.4.1.2"} <= cited(r)
