"""「相手(のデュエルマスター) / あなたがカードを引いた直後にのみプレイ(使用)してもよい / できる」: 4.3.5's
「〜の直後にのみ〜してもよい」 with a draw (4.2.1) as the moment — played right after that player's
draw, even where plays are otherwise not allowed (the draw step, 3.2.2); at any other moment
refused. Each wording on a minimal board (s31cotext; round 35)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ruling.boards import co_ability, co_run, unsupported


@pytest.mark.parametrize(
    ("text", "gate"),
    [
        ("相手のデュエルマスターがカードを引いた直後にのみプレイしてもよい。", "drew:opponent"),
        ("相手がカードを引いた直後にのみプレイしてもよい。", "drew:opponent"),
        ("相手がカードを引いた直後にのみプレイできる。", "drew:opponent"),
        ("このカードは、相手がカードを引いた直後にのみプレイしてもよい。", "drew:opponent"),
        ("相手が山札からカードを1枚引いた直後にのみプレイしてもよい。", "drew:opponent"),
        ("あなたがカードを引いた直後にのみプレイしてもよい。", "drew:you"),
    ],
)
def test_each_wording_is_one_moment(text: str, gate: str) -> None:
    ab = co_ability(text, type_="event", name="読心術")
    assert ab.supported, ab.reason
    assert ab.program.only_after == gate


def test_a_draw_of_several_is_not_read() -> None:
    # draws are made one card at a time (4.2.1): a moment after N of them is not tracked
    ab = co_ability(
        "相手がカードを2枚引いた直後にのみプレイしてもよい。", type_="event", name="読心術"
    )
    assert not ab.supported


_BOARD = """
turn: {{player: A, number: 7, phase: draw, step: draw}}
players:
  A: {{hp: 14, deck: 20, hand: 3}}
  B:
    hp: 14
    energy: 0
    deck: 20
    hand:
      - {{name: 読心術, type: event, cost: 0, text: "{text}\\nあなたは山札からカードを1枚引く。"}}
actions:
{actions}
ask: [読心術.zone, B.hand]
"""


def _run(text: str, actions: str) -> Any:
    return co_run(_BOARD.format(text=text, actions=actions))


def test_played_right_after_the_opponents_draw_in_the_draw_step() -> None:
    r = _run(
        "相手がカードを引いた直後にのみプレイしてもよい。",
        "  - {do: draw, player: A, amount: 1}\n  - {do: play, player: B, card: 読心術, allowed: true}",
    )
    assert r.main.outcome["state"] == {"読心術.zone": "B.dustbox", "B.hand": 1}
    assert {"4.3.5", "3.2.2#2"} <= set(r.decided_by)
    assert not unsupported(r)


def test_neighbour_not_right_after_a_draw_it_is_refused() -> None:
    r = _run(
        "相手がカードを引いた直後にのみプレイしてもよい。",
        "  - {do: play, player: B, card: 読心術, allowed: false}",
    )
    assert r.main.outcome["state"]["読心術.zone"] == "B.hand"
    assert "4.3.5" in r.decided_by


def test_neighbour_its_own_players_draw_is_not_the_opponents() -> None:
    r = _run(
        "相手がカードを引いた直後にのみプレイしてもよい。",
        "  - {do: draw, player: B, amount: 1}\n  - {do: play, player: B, card: 読心術, allowed: false}",
    )
    assert r.main.outcome["state"]["読心術.zone"] == "B.hand"
