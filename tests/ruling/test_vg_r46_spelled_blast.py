"""Round 46 (issue 12): 「N枚ソウルブラストする」 / 「N枚カウンターブラストする」 — the blast spelled as a
verb with its count (7.25.4.1, 7.24.4.1), the same step as the keyword with its number in
brackets (「【ソウルブラスト】(N)する」), in every form (continuative, final, optional)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import cited, vg_run, zone_names


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("２枚ソウルブラストする。", "soul_blast"),
        ("２枚ソウルブラストし、１枚引く。", "soul_blast"),
        ("１枚カウンターブラストしてよい。そうしたら、１枚引く。", "counter_blast"),
    ],
)
def test_spelled_blast_compiles_as_the_keyword(text: str, verb: str) -> None:
    get_game("vg")
    (a,) = _abilities("vg", text, None)
    assert a.supported, a.reason
    (op,) = [o for o in a.program.steps if o.verb == verb]
    assert op.n == (2 if verb == "soul_blast" else 1)


def test_soul_blast_puts_that_many_soul_cards_into_the_drop() -> None:
    r = vg_run("""players:
  A:
    vanguard: {name: 覇道竜, grade: 3, power: 13000}
    soul: [{name: 若竜, grade: 2}, {name: 幼竜, grade: 1}, {name: 卵竜, grade: 0}]
    hand: 0
    deck: 10
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "２枚ソウルブラストし、１枚引く。"}
choices:
  - {player: A, at: soul_blast, choose: 若竜}
  - {player: A, at: soul_blast, choose: 卵竜}
""")
    assert len(zone_names(r, "A", "soul")) == 1
    assert sorted(zone_names(r, "A", "drop")) == ["卵竜", "若竜"]
    assert {"7.25.4.1", "7.25.1"} <= cited(r)


def test_too_few_soul_cards_is_not_done() -> None:
    # 7.25.3 / 1.3.2: a blast that cannot be paid in full is not done; nothing moves
    r = vg_run("""players:
  A:
    vanguard: {name: 覇道竜, grade: 3, power: 13000}
    soul: [{name: 若竜, grade: 2}]
    hand: 0
    deck: 10
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "２枚ソウルブラストしてよい。そうしたら、１枚引く。"}
""")
    assert len(zone_names(r, "A", "soul")) == 1
    assert len(zone_names(r, "A", "hand")) == 0
