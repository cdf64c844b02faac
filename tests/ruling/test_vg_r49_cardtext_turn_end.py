"""vg round 49 (issue 12): bare 「ターン終了時、…」 opening a sentence of an effect — a delayed trigger
(11.9.7) at the end of the turn, as 「そのターン終了時、…」 is (the rules print 【亡霊】's so, 14.35.1:
「そうしたなら、ターン終了時、亡霊状態のユニットをすべて退却させる」). It used to be refused as
"the action be.nominal" (the timing typed as a nominal predicate)."""

from __future__ import annotations

from typing import Any

from ruling.abilities import _abilities
from ruling.rules import get_game

HEAD = "【起】【(R)】：[このユニットをソウルに置く] あなたのリアガードを１枚選び、そのターン中、パワー＋4000。"


def _one(text: str) -> Any:
    get_game("vg")
    (a,) = _abilities("vg", text, None)
    assert a.supported, a.reason
    return a.program


def test_bare_turn_end_is_a_delayed_trigger() -> None:
    p = _one(HEAD + "ターン終了時、そのユニットを退却させ、１枚引く。")
    delay = p.steps[-1]
    assert delay.verb == "delay"
    assert (delay.when.event, delay.when.phase, delay.when.point) == ("timing", "turn", "end")
    ((_, inner),) = delay.modes
    assert [(o.verb, getattr(o.target, "ref", None)) for o in inner.steps] == [
        ("retire", "that"),
        ("draw", None),
    ]


def test_it_means_what_that_turn_end_means() -> None:
    bare = _one(HEAD + "ターン終了時、そのユニットを退却させる。")
    that = _one(HEAD + "そのターン終了時、そのユニットを退却させる。")
    assert bare.steps[-1].when == that.steps[-1].when
    assert bare.steps[-1].modes[0][1] == that.steps[-1].modes[0][1]
