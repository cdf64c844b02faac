"""Round 62 (issue 12, s59wsC): 「あなたのクライマックス置場のクライマックスが緑なら」 — a description of
the cards of a zone that holds one card (3.11.2: the climax zone) names that card: the condition
holds when there is one and it passes the predicate (the shared match). Refused before as "a
nominal condition on something other than the chosen card" (cards_r61 WTS/W612-043)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_compile

TEXT = "【永】 あなたのクライマックス置場のクライマックスが緑なら、このカードのソウルを＋1。"

BOARD = """\
players:
  A:
{climax}    stage:
      center_front: {{name: 番人, type: character, level: 0, power: 3000, soul: 1, text: "{text}"}}
    deck: 10
  B:
    deck: 10
    climax: [{{name: 相手の緑, type: climax, color: GREEN}}]
ask: [番人.soul]
"""


def test_compiled() -> None:
    cond = ws_compile(TEXT).cond
    assert cond.what == "match" and cond.sel.zones == ("climax",) and cond.sel.owner == "you"


def test_a_zone_of_many_cards_stays_refused() -> None:
    """「あなたの控え室のキャラが緑なら」: the waiting room holds many — every one? one of them? —
    not read."""
    with pytest.raises(Unsupported):
        ws_compile("【永】 あなたの控え室のキャラが緑なら、このカードのソウルを＋1。")


@pytest.mark.parametrize(
    ("climax", "soul"),
    [
        ("    climax: [{name: 緑の風, type: climax, color: GREEN}]\n", 2),
        ("    climax: [{name: 赤の炎, type: climax, color: RED}]\n", 1),
        # none there (the opponent's green climax is not A's)
        ("", 1),
    ],
    ids=["green", "red", "none"],
)
def test_on_a_board(climax: str, soul: int) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(climax=climax, text=TEXT), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["番人.soul"] == soul
