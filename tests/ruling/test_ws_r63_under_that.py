"""Round 63 (s60wsC): 「その下」 — 「自分のキャラを1枚選び、その下のマーカーを1枚選び、山札の上に置く」 /
「自分のキャラを1枚選び、このカードをその下にマーカーとして置いてよい」 (cards_r60 KOI/W601-038,
-039; refused before as "reference that"): 「その」 said of the card itself, as 「そのキャラの下」 — the
marker zone under the card just chosen (3.7). A card put there whose name is left unsaid
(「…公開する。…キャラを1枚選び、その下にマーカーとして置く」, KOI/W601-014: the revealed card, not the
character just chosen: 「その」 names the cards put themselves) is refused. 「そのキャラの下に」 in the same
place still reads as before (the character on the stage chosen before, round 45)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_compile

TAKE = "【起】［(1)］ あなたは自分のキャラを1枚選び、その下のマーカーを1枚選び、山札の上に置く。"
TAKE_NAMED = "【起】［(1)］ あなたは自分のキャラを1枚選び、そのキャラの下のマーカーを1枚選び、山札の上に置く。"
PUT = (
    "【起】［(1)］ あなたは自分のキャラを1枚選び、このカードをその下にマーカーとして表向きに置く。"
)
PUT_NAMED = "【起】［(1)］ あなたは自分のキャラを1枚選び、このカードをそのキャラの下にマーカーとして表向きに置く。"


def test_the_same_as_the_character_named() -> None:
    a, b = ws_compile(TAKE), ws_compile(TAKE_NAMED)
    assert a.steps[1].target.zones == b.steps[1].target.zones == ("under_chosen",)
    assert ws_compile(PUT).steps == ws_compile(PUT_NAMED).steps


@pytest.mark.parametrize("place", ["その下"])
def test_an_unsaid_card_put_under_is_refused(place: str) -> None:
    with pytest.raises(Unsupported):
        ws_compile(
            "【起】［(1)］ あなたは自分の山札の上から1枚を公開する。そのカードがキャラなら、"
            f"自分のキャラを1枚選び、{place}にマーカーとして表向きに置く。"
        )


BOARD = """players:
  A:
    level: 1
    stock: 3
    deck: [{{name: 山, type: character, level: 0}}, 5]
    stage:
      center_front: {{name: 主, type: character, level: 0, power: 1000, text: "{text}"}}
      left_front: {{name: 甲, type: character, level: 0, power: 1000}}
    markers: {{left_front: [{{name: 印, type: character, level: 0}}]}}
  B: {{deck: 10}}
actions:
  - {{do: activate, player: A, card: 主}}
choices:
  - {{player: A, choose: 甲}}
{more}ask: [A.deck, A.markers.left_front]
"""


def test_a_marker_taken_from_under_the_chosen() -> None:
    r = resolve(
        loads(WS_HEAD + BOARD.format(text=TAKE, more="  - {player: A, choose: 印}\n"), "t.yaml")
    )
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.deck"] == 7
    assert r.outcome["state"]["A.markers.left_front"] == 0


def test_this_card_put_under_the_chosen() -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(text=PUT, more=""), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.markers.left_front"] == 2
