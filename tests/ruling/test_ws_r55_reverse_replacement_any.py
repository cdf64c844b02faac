"""ws round 55 (s52wsO): 「このカードが【リバース】する時、かわりに…」 — a replacement (8.2.1.3.1) of
this card's reverse by any means: the battle step's (7.6.1.2) and an effect's (4.6.1.3) alike; the
reverse never happens (8.10.1, 8.10.1.1), so 「…が【リバース】した時」 does not trigger on it. The
battle-only form 「…バトルで【リバース】する時」 leaves an effect's reverse alone."""

from __future__ import annotations

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import decided, unsupported

ANY = "【永】 このカードが【リバース】する時、かわりに【レスト】する。"
BATTLE_ONLY = "【永】 このカードがバトルで【リバース】する時、かわりに【レスト】する。"

BATTLE = """\
game: ws
title: t
turn: {{player: A, number: 7, phase: attack, first_player: A}}
players:
  A:
    stage:
      center_front: {{name: 攻め手, type: character, level: 2, power: 6000, soul: 1,
                     text: "【自】 このカードのバトル相手が【リバース】した時、あなたは1枚引く。"}}
    hand: 2
    deck: 15
  B:
    stage:
      center_front: {{name: 守り手, type: character, level: 1, power: 4000, soul: 1, text: "{text}"}}
    deck: 20
actions:
  - {{do: attack, slot: center_front, kind: front}}
ask: [守り手.state, A.hand]
"""

EFFECT = """\
game: ws
title: t
turn: {{player: A, number: 7, phase: main, first_player: A}}
players:
  A:
    hand: 2
    deck: 15
  B:
    stage:
      center_front: {{name: 守り手, type: character, level: 1, power: 4000, soul: 1, text: "{text}"}}
    deck: 20
actions:
  - {{do: resolve_text, player: A, text: "相手の前列のキャラを1枚選び、【リバース】する。"}}
choices:
  - {{player: A, choose: 守り手}}
ask: [守り手.state]
"""


def _run(board: str, text: str) -> object:
    r = resolve(loads(board.format(text=text)))
    assert not unsupported(r), unsupported(r)
    return r


def test_battle_reverse_replaced() -> None:
    r = _run(BATTLE, ANY)
    assert r.outcome["state"]["守り手.state"] == "rest"
    assert r.outcome["state"]["A.hand"] == 2  # never reversed: nothing triggers (8.10.1.1)
    assert {"7.6.1.2", "8.2.1.3.1", "8.10.1.1"} <= decided(r)


def test_effect_reverse_replaced() -> None:
    r = _run(EFFECT, ANY)
    assert r.outcome["state"]["守り手.state"] == "rest"
    assert {"8.2.1.3.1", "8.10.1.1"} <= decided(r)


def test_battle_only_form_leaves_an_effect_reverse() -> None:
    r = _run(EFFECT, BATTLE_ONLY)
    assert r.outcome["state"]["守り手.state"] == "reverse"
