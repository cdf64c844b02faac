"""Round 47 (issue 14): a step said with 「置く」 cites 7.4.1 (「カードを指定領域に‘置く’指示がある場合、
そのカードをその領域に移動します」) where it moves the card, beside the owner's-zone clauses
(11.8.5.2, 4.1.12) when the text names no fighter; a step said with another verb does not."""

from __future__ import annotations

from tests.ruling.boards import cited, vg_run, zone_names

BOARD = """players:
  A:
    vanguard: {name: 竜騎士, grade: 3, power: 13000}
    deck: 10
  B:
    vanguard: {name: 重騎士, grade: 3, power: 13000}
    left_back: {name: 後衛, grade: 1, power: 8000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "%s"}
choices:
  - {player: A, at: choose, choose: 後衛}
"""


def test_put_into_the_drop_cites_the_put_clause() -> None:
    r = vg_run(BOARD % "相手のリアガードを1枚選び、ドロップゾーンに置く。")
    assert zone_names(r, "B", "drop") == ["後衛"]
    assert {"7.4.1", "11.8.5.2"} <= cited(r)


def test_return_to_the_hand_does_not_cite_it() -> None:
    r = vg_run(BOARD % "相手のリアガードを1枚選び、手札に戻す。")
    assert zone_names(r, "B", "hand") == ["後衛"]
    assert "7.4.1" not in cited(r)
