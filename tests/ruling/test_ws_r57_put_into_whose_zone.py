"""Round 57 (s54wsR): 「この効果で相手の控え室に置かれたカード」 — the cards this effect put into that
player's zone only (3.1: each player has a zone of each kind; the group of the cards this effect
put there, 8.8.1). Before, a goal with its owner (「相手の控え室に」) was refused as a place other
than a zone. Cards the damage process of the same effect put there are not among them (4.10.3)."""

from __future__ import annotations

import ruling.games.ws  # noqa: F401  (registers the compiler)
from ruling.abilities import _abilities
from tests.ruling.boards import cited, ws_resolve_text

BOARD = """  A:
    deck:
      - {name: 自分のCX, type: climax}
      - 5
  B:
    deck:
      - {name: 相手のキャラ, type: character, level: 0}
      - {name: 相手のCX, type: climax}
      - 5
    clock: 1
"""
MILL_BOTH = "相手の山札の上から1枚を、控え室に置く。あなたの山札の上から1枚を、控え室に置く。"


def _draws(text: str) -> int:
    r = ws_resolve_text(BOARD, text, "", "A.hand")
    return r.main.outcome["state"]["A.hand"]


def test_compiles() -> None:
    text = (
        MILL_BOTH
        + "この効果で相手の控え室に置かれたカードにクライマックスがあるなら、あなたは1枚引く。"
    )
    (ab,) = _abilities("ws", text, "event")
    assert ab.supported, ab.reason


def test_owner_named_counts_that_players_zone_only() -> None:
    # the climax went to A's waiting room, not B's: no draw
    theirs = "この効果で相手の控え室に置かれたカードにクライマックスがあるなら、あなたは1枚引く。"
    assert _draws(MILL_BOTH + theirs) == 0
    mine = "この効果であなたの控え室に置かれたカードにクライマックスがあるなら、あなたは1枚引く。"
    assert _draws(MILL_BOTH + mine) == 1
    either = "この効果で控え室に置かれたカードにクライマックスがあるなら、あなたは1枚引く。"
    assert _draws(MILL_BOTH + either) == 1


def test_damage_cancel_puts_are_not_this_effects() -> None:
    # B's deck: 相手のキャラ milled; then 2 damage reveals 相手のCX: cancelled, both revealed cards to
    # B's waiting room during the damage process — not 「この効果で置かれた」 (4.10.3)
    text = (
        "相手の山札の上から1枚を、控え室に置く。その後、相手に2ダメージを与える。"
        "この効果で相手の控え室に置かれたカードにクライマックスがあるなら、あなたは1枚引く。"
    )
    r = ws_resolve_text(BOARD, text, "", "A.hand")
    assert r.main.outcome["state"]["A.hand"] == 0
    assert "4.10.3" in cited(r)
