"""Round 58 (s55vgC2): 「…が同じなら、A。同じでないなら、B」 — the grammar reads 「同じでない」 as the
adjective denied (it read 「同じ」 and 「出ない」 before); with nothing said but the adjective, the
denial is said of what the condition before it said (the ellipsis, ``elided_counts``), and it holds
when that one does not — checked when its step is done, as every condition is (the first
branch here changes no rearguard's power)."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from tests.ruling.boards import unsupported
from tests.ruling.test_vg_constructions import ATTACK, run, value

TEXT = (
    "【自】【(R)】：このユニットがアタックした時、あなたのリアガードすべてのパワーが同じなら、"
    "そのターン中、あなたのヴァンガードのパワー＋15000。同じでないなら、そのターン中、あなたの"
    "ヴァンガードのパワー＋5000。"
)


def test_the_grammar_reads_the_adjective_denied() -> None:
    ab = parse_card(TEXT, "vg").card.abilities[0]
    (second,) = ab.effect.sentences[1].steps
    assert second.condition is not None
    assert (second.condition.clause.verb, second.condition.clause.form.value) == (
        "same",
        "negative",
    )


@pytest.mark.parametrize(("other", "power"), [(10000, 28000), (9000, 18000)])
def test_on_a_board_one_or_the_other(other: int, power: int) -> None:
    extra = f"right_front: {{name: 戦士, type: normal, grade: 2, power: {other}}}"
    r = run(TEXT, actions=ATTACK, extra=extra)
    assert not unsupported(r)
    assert value(r, "power", where="field.vanguard") == power
