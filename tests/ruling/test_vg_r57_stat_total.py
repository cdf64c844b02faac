"""「あなたのソウルのカードのグレードの合計が１０以上なら」 (round 57, s54vgC): the sum of a value over
the cards a place holds, compared with a number (``conditions._stat_total``, ``Cond("total")``,
read by vg's runtime: ``Vocab.stat_totals``). Before: refused ("the term Stat")."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.test_vg_constructions import run, value

TEXT = "【永】【(R)】：あなたのソウルのカードのグレードの合計が３以上なら、このユニットのパワー＋4000。"


def _soul(*grades: int) -> str:
    cards = ", ".join(f"{{name: 魂{i}, type: normal, grade: {g}}}" for i, g in enumerate(grades))
    return f"soul: [{cards}]"


def test_grades_adding_up_to_three() -> None:
    r = run(TEXT, extra=_soul(1, 2))
    assert not unsupported(r) and value(r, "power") == 14000
    assert value(run(TEXT, extra=_soul(3)), "power") == 14000
    assert value(run(TEXT, extra=_soul(1, 1)), "power") == 10000
    assert value(run(TEXT, extra="soul: []"), "power") == 10000


def test_a_total_of_cards_not_named_by_place_is_refused() -> None:
    get_game("vg")
    text = "【永】【(R)】：そのカードのグレードの合計が３以上なら、このユニットのパワー＋4000。"
    assert not _abilities("vg", text, None)[0].supported
