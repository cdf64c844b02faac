"""Weiß Schwarz rules behaviour the official rulings (tests/qa/ws) showed the engine lacked in
round 17, each on a minimal board of its own: the rule in general form, the case that must not
do it, and where a construction is concerned its neighbours."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone

# ------------------------- 「…を1枚まで選び、…を1枚まで選び、それらを入れ替え」 with a side unchosen

PAIR = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    hand: [{hand}]
    waiting_room: [{{name: 控キャラ, type: character, level: 0}}]
    deck: [{{name: 山キャラ, type: character, level: 0}}, {{name: 山CX, type: climax}}, 5]
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
  B:
    deck: 10
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
choices:
{choices}
"""

CX_SWAP = (
    "あなたは自分の山札を見てCXを1枚まで選んで公開し、自分の手札のCXを1枚まで選んで公開し、"
    "それらのCXを入れ替え、その山札をシャッフルする。"
)
HAND_CX = "{name: 手CX, type: climax}, "
HAND_CH = "{name: 手キャラ, type: character, level: 0}"


def pair(text: str, hand: str, choices: list[str]):  # type: ignore[no-untyped-def]
    lines = "\n".join(f"  - {{player: A, at: choose, choose: {c}}}" for c in choices) or "  []"
    return resolve(loads(PAIR.format(text=text, hand=hand, choices=lines), "t.yaml"))


def test_swap_of_two_choices_with_one_side_unchosen_cites_8_6_3_1_3() -> None:
    """「…1枚まで選んで公開し、…1枚まで選んで公開し、それらのCXを入れ替え」 with no climax in the
    hand: that target is not chosen and the swap, an effect involving it, is ignored (8.6.3.1.3;
    ws-qa Q713) — the deck's climax stays in the deck and the ruling names 8.6.3.1.3. The same
    when the deck's side is the one left unchosen (「1枚まで」: none). When both are chosen the
    swap is done and 8.6.3.1.3 is not among the reasons."""
    r = pair(CX_SWAP, HAND_CH, ["山CX"])
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["手キャラ"] and "山CX" in zone(r, "A", "deck")
    assert "8.6.3.1.3" in r.main.decided_by
    r = pair(CX_SWAP, HAND_CX + HAND_CH, ["none", "手CX"])
    assert zone(r, "A", "hand") == ["手CX", "手キャラ"]
    assert "8.6.3.1.3" in r.main.decided_by
    r = pair(CX_SWAP, HAND_CX + HAND_CH, ["山CX", "手CX"])
    assert zone(r, "A", "hand") == ["山CX", "手キャラ"]
    assert "8.6.3.1.3" not in r.main.decided_by


def test_swap_of_two_choices_unchosen_recombined() -> None:
    """The same construction between the waiting room and the hand with characters and no reveal
    (「自分の控え室のキャラを1枚まで選び、自分の手札のキャラを1枚まで選び、それらのキャラを入れ替える」):
    no character in the hand, nothing is swapped, for 8.6.3.1.3."""
    text = (
        "あなたは自分の控え室のキャラを1枚まで選び、自分の手札のキャラを1枚まで選び、"
        "それらのキャラを入れ替える。"
    )
    r = pair(text, "{name: 手CX, type: climax}", ["控キャラ"])
    assert not unsupported(r)
    assert zone(r, "A", "waiting_room") == ["控キャラ"] and zone(r, "A", "hand") == ["手CX"]
    assert "8.6.3.1.3" in r.main.decided_by
