"""Round 53 (s50vsT), issue 12: 「自身の（サプライズ置場|…）」 — the player's own zone, the rules' own
wording (3.9.3 「自身の«サプライズ置場»のカード」, 6.5.1.2.5 「ターンプレイヤーは、自身の«サプライズ置場»
のカードを…」), read as 「自分の…」: 「あなたは手札を1枚選び、裏向き状態で自身のサプライズ置場に置く」
puts the card in the master's own surprise zone face down (3.9.4). Before: refused as 「owner
oneself」. 自身 before anything but a zone is not read so."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

_TEXT = "[リング]このカードがアタックした時、あなたは手札を1枚選び、裏向き状態で自身のサプライズ置場に置く。"


def test_the_compiled_put() -> None:
    ops = vs_program(_TEXT).ops
    assert [(o.kind, o.value) for o in ops][-1] == ("put", "surprise")


_BOARD = """
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: B}
players:
  A:
    deck: 10
    hand: [{name: 響, ap: 1000, dp: 1000}]
    ring: {name: 千早, ap: 1000, dp: 2000, text: "%s"}
    bench: {left: {name: 春香, ap: 0, dp: 1000}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: attack, support: 春香}
ask: [響.zone, A.hand, B.surprise]
"""


def test_put_in_the_masters_own_surprise_zone() -> None:
    r = resolve(loads(_BOARD % _TEXT))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    st = r.outcome["state"]
    assert (st["響.zone"], st["A.hand"], st["B.surprise"]) == ("A.surprise", 0, 0)
