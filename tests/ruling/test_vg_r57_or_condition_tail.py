"""「公開したか、あなたのヴァンガードがグレード３以上なら、…」 (lead, round 57): the grammar gives 「AかB」
as a step (``or``) and the rest of B (「グレード３以上なら」) as the next step's condition. That
condition is a part of one clause, not a condition with its subject left out: the shared reading
of elided subjects (``conditions.elided_counts``, added for ws's 「赤なら…、青なら…」) must leave
it alone, or vg's or-condition is refused (six DZ-BT13 cards of the development list were, after
the two were merged)."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.rules import get_game

TEXT = (
    "【自】：このユニットが(R)に登場した時、あなたの山札から「オールデン」を含むカードを１枚選び、"
    "公開してよい。公開したか、あなたのヴァンガードがグレード３以上なら、１枚引く。"
)


def test_an_or_condition_split_by_the_grammar_is_not_filled_as_an_elided_subject() -> None:
    get_game("vg")
    (ab,) = _abilities("vg", TEXT, None)
    assert ab.supported, ab.reason
    draw = ab.program.steps[-1]
    assert draw.verb == "draw" and draw.cond is not None and draw.cond.what == "or"
    done, grade = draw.cond.parts
    assert done.what == "done" and done.verb == "reveal"
    assert grade.what == "stat" and grade.stat == "grade" and grade.n == 3
    assert grade.sel is not None and grade.sel.kinds == ("vanguard",)


def test_a_bare_description_after_a_described_subject_is_still_filled() -> None:
    """The elision itself is kept where no 「AかB」 step comes before (ws 「赤なら…、青なら…」)."""
    get_game("ws")
    text = (
        "【自】 このカードがアタックした時、あなたは自分の山札の上から1枚を公開する。"
        "そのカードが赤なら、そのカードを手札に加え、青なら、そのカードを控え室に置く。"
    )
    (ab,) = _abilities("ws", text, None)
    assert ab.supported, ab.reason
