"""Round 45 (issue 12): vg card-text constructions from cards_r44 (development material after its
one scoring): 「その山札をシャッフルする」 after 「あなたの山札の上から５枚見て、…探し」 is the deck whose
top the look named (the shared ``that_deck_named``), read as 「あなたの山札をシャッフルする」 (7.5.1);
and a search with no place of its own after a look is among the cards looked at (7.11.1), as a
choice there is — it searched the field's units before."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import cited, vg_run, zone_names

TEXT = (
    "あなたの山札の上から５枚見て、グレード３を１枚まで探し、公開してから手札に加え、"
    "その山札をシャッフルする。"
)


def test_that_deck_after_a_look_at_its_top_compiles() -> None:
    get_game("vg")
    (a,) = _abilities("vg", TEXT, None)
    assert a.supported, a.reason
    assert [o.verb for o in a.program.steps][-1] == "shuffle"


def test_the_deck_looked_at_is_shuffled() -> None:
    body = f"""players:
  A:
    vanguard: {{name: 蒼竜, grade: 3, power: 13000}}
    hand: 0
    deck: [{{name: 竜, grade: 3}}, {{name: 兵, grade: 1}}, 6]
  B:
    vanguard: {{name: 黒竜, grade: 3, power: 13000}}
    deck: 10
actions:
  - {{do: resolve_text, player: A, text: "{TEXT}"}}
choices:
  - {{player: A, at: search, choose: 竜}}
"""
    r = vg_run(body)
    assert zone_names(r, "A", "hand") == ["竜"]
    assert {"7.11.1", "7.5.1"} <= cited(r)
