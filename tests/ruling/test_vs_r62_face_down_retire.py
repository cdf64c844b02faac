"""Round 62 (s59vsR): 「…を1枚選び、裏向きで（あなたの）リタイヤ置場に置く」 — the retire zone may
hold face-down cards (3.5.2 「裏向きのカードが置かれる場合があります」): the card is put there face
down, and it is one of the zone's cards as any other (9.2.2 counts them). Face down to another zone
than those that hold face-down cards stays refused."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program, vs_refused

PUT = "[ベンチ][このカードをレストする]あなたの手札を1枚選び、裏向きであなたのリタイヤ置場に置く。"


def test_the_face_down_put_compiles() -> None:
    put = [o for o in vs_program(PUT).ops if o.kind == "put"]
    assert [(o.value, o.face) for o in put] == [("retire", "face_down")]
    assert vs_refused(PUT.replace("リタイヤ置場", "控え室"))


def _board(retire: int, expect: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 6, phase: chara, first_player: A}\n"
        "players:\n  A:\n    deck: 10\n    hand: [{name: 桑, level: 1, ap: 1000, dp: 1000}]\n"
        f"    retire: {retire}\n    ring: {{name: 江戸, ap: 1000, dp: 2000}}\n"
        f'    bench:\n      left: {{name: 砂, ap: 1000, dp: 1000, text: "{PUT}"}}\n'
        "  B:\n    deck: 10\n    ring: {name: 空, ap: 1000, dp: 2000}\n"
        "actions:\n  - do: ability_phase\n    actions:\n      - {do: use, card: 砂}\n"
        "choices:\n  - {player: A, at: choose_card, choose: 桑}\n"
        f"expect:\n{expect}"
    )


@pytest.mark.parametrize(
    ("retire", "expect", "clauses"),
    [
        (
            3,
            "  outcome: {game_over: false}\n  state: {桑.zone: A.retire, 桑.face: down, A.retire: 4}\n",
            ("3.5.2",),
        ),
        (
            9,
            "  outcome: {loser: A}\n  state: {桑.zone: A.retire, A.retire: 10}\n",
            ("3.5.2", "9.2.2"),
        ),
    ],
)
def test_the_card_is_put_face_down_and_counted(
    retire: int, expect: str, clauses: tuple[str, ...]
) -> None:
    r = resolve(loads(_board(retire, expect), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    for c in clauses:
        assert c in r.decided_by, r.decided_by
