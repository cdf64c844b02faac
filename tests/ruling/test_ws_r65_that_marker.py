"""Round 65 (s62wsC): 「このカードの下にマーカーがあるなら、あなたはそのマーカーをすべて控え室に置く」 /
「このカードの下のマーカーが2枚以上なら、あなたはそのマーカーを2枚選び、…」 — 「そのマーカー」 names the
markers the ability's condition named under the card (3.7.1): the same ability as with 「このカードの下
のマーカー」 said in the step. Refused before as "reference that" (cards_r64 KDO/S642-002, -004,
-016). 「そのマーカー」 with no markers named in the condition is still refused."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_compile

ALL = "【起】［(1)］ このカードの下にマーカーがあるなら、あなたはそのマーカーをすべて控え室に置く。"
ALL_SAID = "【起】［(1)］ このカードの下にマーカーがあるなら、あなたはこのカードの下のマーカーをすべて控え室に置く。"
TWO = "【起】［(1)］ このカードの下のマーカーが2枚以上なら、あなたはそのマーカーを2枚選び、控え室に置き、1枚引く。"
TWO_SAID = "【起】［(1)］ このカードの下のマーカーが2枚以上なら、あなたはこのカードの下のマーカーを2枚選び、控え室に置き、1枚引く。"
FACE_UP = "【起】［(1)］ このカードの下に表向きのマーカーがあるなら、あなたはそのマーカーを1枚選び、手札に戻す。"
FACE_UP_SAID = "【起】［(1)］ このカードの下に表向きのマーカーがあるなら、あなたはこのカードの下の表向きのマーカーを1枚選び、手札に戻す。"


@pytest.mark.parametrize(
    ("text", "said"), [(ALL, ALL_SAID), (TWO, TWO_SAID), (FACE_UP, FACE_UP_SAID)]
)
def test_same_as_said(text: str, said: str) -> None:
    assert ws_compile(text) == ws_compile(said)


def test_no_markers_named_before_refused() -> None:
    with pytest.raises(Unsupported):
        ws_compile(
            "【起】［(1)］ あなたの手札が2枚以上なら、あなたはそのマーカーをすべて控え室に置く。"
        )


BOARD = """players:
  A:
    level: 1
    stock: 3
    hand: []
    deck: 10
    stage:
      center_front: {{name: 主, type: character, level: 0, power: 1000, text: "{text}"}}
      left_front: {{name: 甲, type: character, level: 0, power: 1000}}
    markers:
      center_front: [{markers}]
      left_front: [{{name: 他, type: character, level: 0}}]
  B: {{deck: 10}}
actions:
  - {{do: activate, player: A, card: 主}}
{more}ask: [A.waiting_room, A.hand, A.markers.center_front, A.markers.left_front]
"""

M3 = "{name: 印1, type: character, level: 0}, {name: 印2, type: character, level: 0}, {name: 印3, type: character, level: 0}"


def _run(text: str, markers: str, more: str = "") -> dict:
    r = resolve(loads(WS_HEAD + BOARD.format(text=text, markers=markers, more=more), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    return r.outcome["state"]


def test_all_markers_under_this_card() -> None:
    s = _run(ALL, M3)
    # the three under this card, not the one under 甲
    assert s["A.markers.center_front"] == 0 and s["A.markers.left_front"] == 1
    assert s["A.waiting_room"] == 4  # and the stock paid (1)


def test_two_chosen_when_enough() -> None:
    s = _run(TWO, M3, "choices:\n  - {player: A, choose: [印1, 印2]}\n")
    assert s["A.markers.center_front"] == 1 and s["A.hand"] == 1


def test_condition_unmet() -> None:
    s = _run(TWO, "{name: 印1, type: character, level: 0}")
    assert s["A.markers.center_front"] == 1 and s["A.hand"] == 0
