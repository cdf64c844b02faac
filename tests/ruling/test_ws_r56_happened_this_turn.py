"""ws round 56 (s53wsC): 「このターンにあなたのキャラが(他に)【リバース】していたなら」 and
「このターンにあなたがダメージを受けていたなら」 (「…ていないなら」: did not) — an event of this
turn: a character of that player's made reverse (4.6.1.3; 「他に」: another than this card), a
damage process of that player, cancelled or not (4.10.1.1)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone

BOARD = """
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    stage:
      center_front: {{name: 番人, type: character, level: 0, power: 3000, soul: 1, text: "【起】［このカードを【レスト】する］ {cond}、あなたは1枚引く。"}}
      left_back: {{name: 僚友, type: character, level: 0, power: 3000, soul: 1}}
    deck: [{{name: 山1, type: character}}, 9]
  B:
    stage:
      center_front: {{name: 敵, type: character, level: 0, power: 3000, soul: 1}}
    deck: [{{name: 敵山, type: character}}, 9]
actions:
{before}  - {{do: activate, player: A, card: 番人}}
"""

REVERSE_MINE = (
    '  - {do: resolve_text, player: A, text: "あなたは自分のキャラを1枚選び、【リバース】する。"}\n'
)
REVERSE_THEIRS = (
    '  - {do: resolve_text, player: A, text: "あなたは相手のキャラを1枚選び、【リバース】する。"}\n'
)
DAMAGE_ME = "  - {player: B, do: damage, to: A, amount: 1}\n"
DAMAGE_THEM = "  - {player: A, do: damage, to: B, amount: 1}\n"


@pytest.mark.parametrize(
    ("cond", "before", "drew"),
    [
        ("このターンにあなたのキャラが【リバース】していたなら", REVERSE_MINE, True),
        ("このターンにあなたのキャラが【リバース】していたなら", REVERSE_THEIRS, False),
        ("このターンにあなたのキャラが【リバース】していたなら", "", False),
        ("そのターン中に、相手のキャラが【リバース】していたなら", REVERSE_THEIRS, True),
        ("このターンにあなたのキャラが【リバース】していないなら", "", True),
        ("このターンにあなたのキャラが【リバース】していないなら", REVERSE_MINE, False),
        ("このターンにあなたがダメージを受けていたなら", DAMAGE_ME, True),
        ("このターンにあなたがダメージを受けていたなら", DAMAGE_THEM, False),
        ("このターンにあなたがダメージを受けていたなら", "", False),
    ],
)
def test_an_event_of_this_turn(cond: str, before: str, drew: bool) -> None:
    r = resolve(loads(BOARD.format(cond=cond, before=before)))
    assert not unsupported(r)
    assert (len(zone(r, "A", "hand")) == 1) is drew


OTHER = """
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    stage:
      center_front: {{name: 番人, type: character, level: 0, power: 3000, soul: 1, text: "【自】 このカードが【リバース】した時、そのターン中に、あなたのキャラが他に【リバース】していたなら、あなたは1枚引く。"}}
      left_front: {{name: 僚友, type: character, level: 0, power: 3000, soul: 1}}
    deck: [{{name: 山1, type: character}}, 9]
  B:
    deck: 10
actions:
{before}  - {{do: resolve_text, player: A, text: "あなたは自分のキャラを1枚選び、【リバース】する。"}}
choices:
  - {{player: A, at: choose, choose: 番人}}
"""


@pytest.mark.parametrize(("before", "drew"), [(REVERSE_MINE, True), ("", False)])
def test_another_than_this_card(before: str, drew: bool) -> None:
    """「他に」: this card's own reversal, which triggered it, is not counted."""
    r = resolve(loads(OTHER.format(before=before)))
    assert not unsupported(r)
    assert (len(zone(r, "A", "hand")) == 1) is drew
