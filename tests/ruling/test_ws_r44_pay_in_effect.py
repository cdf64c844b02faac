"""「(1)を払ってよい。そうしたら、…」 in an effect: a circled number an effect says to pay puts so
many of the payer's stock cards into the waiting room (8.4.3), from the top (3.10.2), paid as a
cost is; declined or unpayable, what follows 「そうしたら」 is not done (8.6.4)."""

from __future__ import annotations

from tests.ruling.boards import cited, ws_resolve_text, zone_names

TEXT = "あなたは(1)を払ってよい。そうしたら、あなたは1枚引く。"
BOARD = (
    "  A:\n"
    "    stock: [{name: 上, type: character}, {name: 下, type: character}]\n"
    "    hand: 0\n"
    "    deck: [山1, 山2, 山3]\n"
    "  B: {deck: 10}\n"
)


def _answer(yes: bool) -> str:
    return f"  - {{player: A, at: optional, choose: {'yes' if yes else 'no'}}}\n"


def test_paid_from_the_top_of_the_stock_then_the_draw() -> None:
    r = ws_resolve_text(BOARD, TEXT, _answer(True))
    assert zone_names(r, "A", "stock") == ["下"]
    assert zone_names(r, "A", "waiting_room") == ["上"]
    assert zone_names(r, "A", "hand") == ["山1"]
    assert {"8.4.3", "3.10.2"} <= cited(r)
    assert not r.main.warnings or all(w.kind != "unsupported" for w in r.main.warnings)


def test_declined_nothing_moves_and_no_draw() -> None:
    r = ws_resolve_text(BOARD, TEXT, _answer(False))
    assert zone_names(r, "A", "stock") == ["上", "下"]
    assert zone_names(r, "A", "hand") == []


def test_two_to_pay_with_one_in_stock_is_not_paid() -> None:
    board = BOARD.replace("{name: 上, type: character}, ", "")
    r = ws_resolve_text(board, TEXT.replace("(1)", "(2)"), _answer(True))
    assert zone_names(r, "A", "stock") == ["下"]
    assert zone_names(r, "A", "hand") == []
    assert "8.4.2.2" in cited(r)
