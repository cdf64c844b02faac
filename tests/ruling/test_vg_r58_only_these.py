"""Round 58 (s55vgC): 「XがYだけなら」 — the cards X names are Y and nothing else: a card named
(「あなたのリアガードがこのユニットだけなら」: one rear guard, this unit) or a description
(「あなたのドロップのカードがグレード０だけなら」: every card there is so, and there is one — read
as 「Xがすべて Yなら」, the shared ``_every``). Refused before as "the word only"."""

from __future__ import annotations

from tests.ruling.boards import unsupported
from tests.ruling.test_vg_constructions import ATTACK, run, value


def test_this_unit_alone() -> None:
    """剣士 alone of A's rear guards: +3000; with 弓兵 beside it: not."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたのリアガードがこのユニットだけなら、"
        "そのターン中、このユニットのパワー＋3000。"
    )
    alone = run(text, actions=ATTACK)
    assert not unsupported(alone) and value(alone, "power") == 13000
    two = run(
        text, actions=ATTACK, extra="right_front: {name: 弓兵, type: normal, grade: 1, power: 8000}"
    )
    assert not unsupported(two) and value(two, "power") == 10000


def test_only_cards_so_described() -> None:
    """Grade 0 cards only in the drop: met; a grade 1 among them: not; an empty drop: not (no
    card to be so, as 「すべて」 reads it)."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたのドロップのカードがグレード０だけなら、"
        "そのターン中、このユニットのパワー＋3000。"
    )
    zero = "[{name: 零, type: normal, grade: 0}, {name: 零2, type: normal, grade: 0}]"
    r = run(text, actions=ATTACK, drop=zero)
    assert not unsupported(r) and value(r, "power") == 13000
    mixed = zero.replace("]", ", {name: 壱, type: normal, grade: 1}]")
    assert value(run(text, actions=ATTACK, drop=mixed), "power") == 10000
    assert value(run(text, actions=ATTACK), "power") == 10000
