"""A card name written in 《…》 inside a line of co card text (round 60, s57coC):
「《源泉の加護》をクラッシュする:…」 on a set card. 4-2-10 reads 「カードテキストにある「カード名」」
as that card itself; co.txt's own prose quotes a card's text in 《…》, but a 《…》 holding a name
and no sentence (no 。 、 「」) inside a line is that name — the same as 『…』 (``Dialect.angle_quote``,
grammar/co.lark ``CO_ANGLE_NAME``). A line quoted whole in 《…》 is still read as the quoted text
(tests/ruling/test_co_r59_quoted_set_text.py)."""

from __future__ import annotations

from grammar import ast as A
from grammar.parse import parse_card
from tests.ruling.boards import co_ability, co_run, main_state

COST = "あなたは1枚カードを引く。"


def test_the_name_in_angle_brackets_is_a_card_name() -> None:
    r = parse_card(f"《秘密基地》をクラッシュする:{COST}", "co")
    assert r.ok, r.diagnostics
    names = [n for n in A.walk(r.card) if isinstance(n, A.CardName)]
    assert names == [A.CardName("秘密基地")]
    # the same ability as the name written 『…』
    angle = co_ability(f"《秘密基地》をクラッシュする:{COST}", "item", "秘密基地")
    double = co_ability(f"『秘密基地』をクラッシュする:{COST}", "item", "秘密基地")
    assert angle.supported, angle.reason
    assert angle.program == double.program


def test_a_whole_line_quoted_is_still_text() -> None:
    r = parse_card("《対象のキャラクターは「+1:+1」の修正を受ける。》", "co")
    assert r.ok, r.diagnostics
    assert not [n for n in A.walk(r.card) if isinstance(n, A.CardName)]


def test_another_cards_name_is_not_read_as_this_card() -> None:
    # 4.2.10 reads a name in a text as the card itself only when it is its name
    ab = co_ability(f"《別の基地》をクラッシュする:{COST}", "item", "秘密基地")
    assert not ab.supported
    assert "4.2.10" in ab.reason


def test_the_card_crashes_itself_as_the_cost() -> None:
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    deck: 20\n"
        "    hand: 0\n    field:\n"
        f'      - {{name: 秘密基地, type: item, text: "《秘密基地》をクラッシュする:{COST}"}}\n'
        "  B:\n    hp: 10\n    deck: 20\n"
        "actions:\n  - {do: activate, card: 秘密基地}\nask: [秘密基地.zone, A.hand]\n"
    )
    assert main_state(r, "秘密基地.zone") == "A.dustbox"
    assert main_state(r, "A.hand") == 1
