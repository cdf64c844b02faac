"""Round 48 (s45wsF): 「Ｘはあなたのマーカー置場のカードの合計×500に等しい」 — a player's marker
area is five marker zones, one for each slot of the stage (3.7.1); the total of its cards is their
number, counted in every one of the player's marker zones (the opponent's not)."""

from __future__ import annotations

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_compile, ws_resolve_text, zone_names

TEXT = "【永】 あなたのターン中、このカードのパワーを＋Ｘ。Ｘはあなたのマーカー置場のカードの合計×500に等しい。"

BOARD = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {name: 主, type: character, level: 1, power: 3000, text: "TEXT"}
      left_front: {name: 甲, type: character, level: 1, power: 3000}
    markers:
      center_front: [{name: 印1, type: character}]
      left_front: [{name: 印2, type: character}, {name: 印3, type: character, face: up}]
  B:
    deck: 10
    stage: {center_front: {name: 乙, type: character, level: 1, power: 3000}}
    markers: {center_front: [{name: 印4, type: character}]}
expect:
  state: {主.power: 4500}
"""


def test_compiles_to_a_count_of_the_marker_zones() -> None:
    (op,) = ws_compile(TEXT).steps
    x = dict(op.detail)["x"]
    assert x.what == "count" and x.k == 500
    assert x.sel.zones == ("stage",) and x.sel.kinds == ("marker",) and x.sel.owner == "you"


def test_every_card_of_your_marker_zones_counted() -> None:
    r = resolve(loads(BOARD.replace("TEXT", TEXT), "t.yaml"))
    assert not check_expect(r), check_expect(r)


COND = "あなたのマーカー置場のカードの合計が1枚以下なら、あなたは1枚引く。"


def _players(markers: str) -> str:
    return (
        "  A:\n    level: 1\n    deck: 10\n    hand: 0\n"
        "    stage:\n"
        "      center_front: {name: 主, type: character, level: 1}\n"
        "      left_front: {name: 甲, type: character, level: 1}\n"
        f"    markers:\n{markers}"
        "  B:\n    deck: 10\n    stage: {center_front: {name: 乙, type: character}}\n"
        "    markers: {center_front: [{name: 印4, type: character}, {name: 印5, type: character}]}\n"
    )


def test_a_condition_on_the_total_of_the_cards_is_their_number() -> None:
    cond = ws_compile("【永】 " + COND.replace("あなたは1枚引く", "このカードのパワーを＋500")).cond
    assert cond is not None and cond.what == "count" and cond.cmp == "le" and cond.n == 1
    one = ws_resolve_text(_players("      center_front: [{name: 印1, type: character}]\n"), COND)
    assert len(zone_names(one, "A", "hand")) == 1  # the opponent's markers not counted
    two = ws_resolve_text(
        _players(
            "      center_front: [{name: 印1, type: character}]\n"
            "      left_front: [{name: 印2, type: character}]\n"
        ),
        COND,
    )
    assert zone_names(two, "A", "hand") == []
