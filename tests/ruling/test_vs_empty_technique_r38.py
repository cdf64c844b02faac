"""A technique printed with its name, attribute and [領域] and nothing more (round 38, issue 12):
「技効果には何も書かれていない場合があります。その場合その技は何も起こしません」 (2.14.3) — it is
read (a technique with its information, in force on its area) and does nothing; before, refused
as 「an ability without an effect」, so a ruling warned of text not run."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported, vs_ability

TEXT = "【芽吹きを待つ】《植物》[リング]"


def test_it_compiles_to_a_technique_that_does_nothing() -> None:
    ab = vs_ability(TEXT)
    assert ab.supported, ab.reason
    assert ab.program.ops == () and ab.program.areas == ("ring",)
    assert ab.program.names == ("芽吹きを待つ",) and ab.program.attributes == ("植物",)


def test_on_a_board_nothing_happens_and_nothing_is_unsupported() -> None:
    src = f"""
game: vs
title: t
turn: {{player: A, number: 4}}
players:
  A:
    deck: 10
    ring: {{name: 千早, ap: 3000, dp: 2000}}
  B:
    deck: [{{name: 亜美, ap: 1000, dp: 1000}}, 5]
    ring: {{name: 美希, ap: 1000, dp: 4000, text: "{TEXT}"}}
actions:
  - {{do: attack}}
ask: [美希.zone]
"""
    r = resolve(loads(src))
    assert not unsupported(r)
    assert r.outcome["state"] == {"美希.zone": "B.ring"}
