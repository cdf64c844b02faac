"""Round 63 (s60wsC): 「…キャラを2枚まで選び、山札の下に置く。この効果で2枚置いたなら、…」 — a condition
whose own clause is this effect's move (「この効果で」) of the verb with no place: the place is the one
the step of that verb before it put them (the ellipsis the shared ``moved_place_carried`` reads in
relative clauses), so 「この効果で2枚（山札の下に）置いたなら」 — the cards this effect put into that
deck, counted (of that player's deck for 「相手の山札の下に」). Refused before as "condition put.past"
(cards_r62 SRZ/S621-019, -042)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_compile, zone_names

MINE = "あなたは自分の控え室のキャラを2枚まで選び、山札の下に置く。この効果で2枚置いたなら、あなたは1枚引く。"
THEIRS = (
    "あなたは相手の控え室のキャラを2枚まで選び、相手の山札の下に置く。"
    "この効果で2枚置いたなら、あなたは1枚引く。"
)


def test_compiled() -> None:
    cond = ws_compile(MINE).steps[-1].cond
    assert cond.what == "count" and cond.sel.ref == "put_by_effect"
    assert cond.sel.zones == ("deck",) and cond.n == 2
    theirs = ws_compile(THEIRS).steps[-1].cond
    assert theirs.sel.zones == ("deck",) and theirs.sel.owner == "opponent"


def _board(text: str, whose: str, n: int) -> str:
    wr = ", ".join(f"{{name: 控{i}, type: character, level: 0}}" for i in range(n))
    other = "A" if whose == "B" else "B"
    picked = ", ".join(f"控{i}" for i in range(n))
    return (
        WS_HEAD
        + "players:\n"
        + f"  {whose}:\n    deck: [{{name: 山1, type: character, level: 0}}, {{name: 山2, type: character, level: 0}}]\n"
        + f"    waiting_room: [{wr}]\n"
        + (
            f"  {other}:\n    deck: [{{name: 手1, type: character, level: 0}}]\n"
            if whose == "B"
            else "  B: {deck: 10}\n"
        )
        + f'actions:\n  - {{do: resolve_text, player: A, text: "{text}"}}\n'
        + f"choices:\n  - {{player: A, choose: [{picked}]}}\n"
        + f"  - {{player: A, at: order, choose: [{picked}]}}\n"
    )


@pytest.mark.parametrize(
    ("text", "whose", "n", "hand"),
    [
        (MINE, "A", 2, ["山1"]),  # two put at the bottom: the top card drawn
        (MINE, "A", 1, []),  # one only: no draw
        (THEIRS, "B", 2, ["手1"]),  # two of the opponent's put into their deck
        (THEIRS, "B", 1, []),
    ],
)
def test_on_a_board(text: str, whose: str, n: int, hand: list[str]) -> None:
    r = resolve(loads(_board(text, whose, n), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert zone_names(r, "A", "hand") == hand
