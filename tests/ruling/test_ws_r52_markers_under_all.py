"""Round 52 (s49wsA): markers under every one of a player's characters, and a marker zone's cards
described (3.7.1; 3.7.4).

- 「あなたのキャラすべての下のマーカーが合計3枚以上なら」: every one of the characters described is
  the characters described — the markers under them, counted; 「合計3枚以上」: all together, that
  many (their number).
- 「Ｘはあなたのキャラすべての下のマーカーの合計枚数×1500に等しい」: 「合計枚数」 their number.
- 「このカードの下のマーカーに「X」か「Y」があるなら」: among the cards of this card's marker zone,
  one the subject describes."""

from __future__ import annotations

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_compile, ws_resolve_text, zone_names

COND = "あなたのキャラすべての下のマーカーが合計2枚以上なら、あなたは1枚引く。"


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


def test_every_character_read_as_the_characters() -> None:
    every = ws_compile("【永】 " + COND.replace("あなたは1枚引く", "このカードのパワーを＋500"))
    plain = ws_compile(
        "【永】 あなたのキャラの下のマーカーの合計が2枚以上なら、このカードのパワーを＋500。"
    )
    assert every.cond == plain.cond
    assert every.cond.what == "count" and every.cond.cmp == "ge" and every.cond.n == 2


def test_markers_under_all_counted_together() -> None:
    one = ws_resolve_text(_players("      center_front: [{name: 印1, type: character}]\n"), COND)
    assert zone_names(one, "A", "hand") == []  # one of mine; the opponent's two not counted
    two = ws_resolve_text(
        _players(
            "      center_front: [{name: 印1, type: character}]\n"
            "      left_front: [{name: 印2, type: character}]\n"
        ),
        COND,
    )
    assert len(zone_names(two, "A", "hand")) == 1  # under two characters, together 2


X_TEXT = (
    "【永】 あなたのターン中、このカードのパワーを＋Ｘ。"
    "Ｘはあなたのキャラすべての下のマーカーの合計枚数×500に等しい。"
)

X_BOARD = """game: ws
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


def test_x_the_total_number_of_markers() -> None:
    (op,) = ws_compile(X_TEXT).steps
    x = dict(op.detail)["x"]
    assert x.what == "count" and x.k == 500 and x.sel.kinds == ("marker",)
    r = resolve(loads(X_BOARD.replace("TEXT", X_TEXT), "t.yaml"))
    assert not check_expect(r), check_expect(r)


NAMED = "【永】 このカードの下のマーカーに「左」か「右」があるなら、このカードのパワーを＋2000。"


def _named_board(marker: str) -> str:
    return f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 主, type: character, level: 1, power: 3000, text: "{NAMED}"}}
      left_front: {{name: 甲, type: character, level: 1, power: 3000}}
    markers:
      center_front: [{{name: {marker}, type: character, face: up}}]
      left_front: [{{name: 右, type: character, face: up}}]
  B: {{deck: 10}}
ask: [主.power]
"""


def test_a_named_card_among_this_cards_markers() -> None:
    cond = ws_compile(NAMED).cond
    assert cond.what == "count" and cond.sel.zones == ("under_this",)
    assert cond.sel.names == ("左", "右")
    assert resolve(loads(_named_board("左"), "t.yaml")).main.outcome["state"]["主.power"] == 5000
    # 「右」 is under another character, not this one: the condition is not met
    assert resolve(loads(_named_board("中"), "t.yaml")).main.outcome["state"]["主.power"] == 3000
