"""Round 62 (issue 12, s59wsC): 「…時、それが相手のターン中なら、…」 on a Weiß Schwarz automatic
ability: 「それ」 is the event that triggered it, which happened in that player's turn. An
automatic ability is played at a check timing (4.4.2) of the turn it triggered in — a turn ends
only when no automatic ability is left to play (6.8.1.5) — so it is the same condition as
「相手のターン中なら」 on its resolution (the shared ``cardtext.abilities.event_in_period``, which
Vanguard reads too). Refused before as "word turn" (cards_r61: KPN/S611-003, -014, -035, -043)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported, ws_compile, zone_names

GONE = "【自】 このカードが舞台から控え室に置かれた時、それが{p}中なら、あなたは1枚引く。"

BOARD = """\
game: ws
title: t
turn: {{player: {turn}, number: 5, phase: main, first_player: A}}
players:
  A:
    deck: [{{name: 山1, type: character, level: 0}}, 9]
    stage:
      center_front: {{name: 見張り, type: character, level: 0, power: 1000, soul: 1, text: "{text}"}}
  B:
    deck: 10
    stage:
      center_front: {{name: 相手役, type: character, level: 0, power: 1000, soul: 1}}
actions:
  - {{do: resolve_text, player: {turn}, text: "{remove}"}}
"""

MINE = "あなたは自分の舞台のキャラを1枚選び、控え室に置く。"
THEIRS = "あなたは相手の舞台のキャラを1枚選び、控え室に置く。"


def test_the_same_condition_as_the_turn() -> None:
    for p in ("あなたのターン", "相手のターン"):
        assert ws_compile(GONE.format(p=p)) == ws_compile(GONE.format(p=p).replace("それが", ""))


@pytest.mark.parametrize(
    ("period", "turn", "hand"),
    [
        ("相手のターン", "B", ["山1"]),
        ("相手のターン", "A", []),
        ("あなたのターン", "A", ["山1"]),
        ("あなたのターン", "B", []),
    ],
)
def test_on_a_board(period: str, turn: str, hand: list[str]) -> None:
    """見張り is put from the stage into the waiting room in ``turn``'s main phase: it draws only when
    that turn is the period its text names."""
    src = BOARD.format(
        turn=turn, text=GONE.format(p=period), remove=THEIRS if turn == "B" else MINE
    )
    r = resolve(loads(src, "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert zone_names(r, "A", "waiting_room") == ["見張り"]
    assert zone_names(r, "A", "hand") == hand
