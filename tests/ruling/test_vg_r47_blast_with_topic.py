"""Round 47 (issue 12): 「あなたは２枚カウンターブラストする」 — the spelled blast (7.24.4.1, 7.25.4.1)
with its master named as the one who does it compiles as the blast without the name (the master
carries out the effect, 11.8.5.1); another player named is not that step."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import cited, vg_run, zone_names


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("あなたは２枚カウンターブラストする。", "counter_blast"),
        ("あなたは１枚ソウルブラストし、カードを１枚引く。", "soul_blast"),
    ],
)
def test_the_master_named_is_the_same_step(text: str, verb: str) -> None:
    get_game("vg")
    (a,) = _abilities("vg", text, None)
    assert a.supported, a.reason
    assert [o for o in a.program.steps if o.verb == verb]


def test_the_blast_is_done_on_the_board() -> None:
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
  - {do: resolve_text, player: A, text: "あなたは１枚ソウルブラストし、カードを１枚引く。"}
""")
    assert zone_names(r, "A", "drop") == ["若竜"]
    assert len(zone_names(r, "A", "hand")) == 1
    assert "7.25.4.1" in cited(r)


def test_the_opponent_named_is_not_read_as_the_master() -> None:
    get_game("vg")
    (a,) = _abilities("vg", "相手は２枚カウンターブラストする。", None)
    assert not a.supported
