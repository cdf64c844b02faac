"""mc (round 54, s51mcT): 〈コスト:この地形に存在する他の自軍ユニット1体を破棄〉 — a cost of own
units on the battlefield (10.11.7: declared at 10.1.6, discarded at 10.1.13) restricted (10.11.12)
to the area of the ability's card (「この地形に存在する」, 5.1.2.4) and to units other than its own
(「他の」 = 「このユニット以外の」, 4.7.2). A unit on another terrain cannot pay it."""

from __future__ import annotations

import pytest

from tests.ruling.boards import decided, main_state, mc_compile, mc_run, rejection

_RITE = (
    "◎[メイン]生贄の儀\\n〈コスト:この地形に存在する他の自軍ユニット1体を破棄/対象:敵軍ユニット1体〉\\n"
    "対象に【2】ダメージを与える。"
)


def test_the_cost_compiles_with_both_restrictions() -> None:
    from ruling.games._mc.cardtext import EXCEPT_THIS, ON_THIS_TERRAIN

    prog = mc_compile(_RITE.replace("\\n", "\n"))
    n, restr, zone, removed = prog.hand_cost
    assert (n, zone, removed) == (1, "field", False)
    assert restr == ("all_of", (EXCEPT_THIS, ON_THIS_TERRAIN))


def _board(servant_at: str) -> str:
    servant = "        - {name: 下僕, type: unit, level: 1, attack: 1, defense: 1}\n"
    here = servant if servant_at == "c2" else ""
    there = servant if servant_at == "c1" else ""
    return (
        "turn: {player: A, number: 5, phase: main}\nplayers:\n  A:\n    deck: 20\n    field:\n"
        f"      c1:\n        - {{name: 本陣, type: terrain, hq: true}}\n{there}"
        "      c2:\n        - {name: 平原, type: terrain, limit: 6}\n"
        f'        - {{name: 狂信者, type: unit, level: 2, attack: 2, defense: 3, text: "{_RITE}"}}\n'
        f"{here}"
        "  B:\n    deck: 20\n    field:\n      c3:\n        - {name: 森, type: terrain, limit: 6}\n"
        "        - {name: 鬼, type: unit, level: 1, attack: 1, defense: 2}\n"
        "      c4: [{name: 本陣, type: terrain, hq: true}]\n"
        "actions:\n  - {do: use, card: 狂信者, target: 鬼, cost_cards: [下僕]}\n"
        "ask: [下僕.zone, 鬼.zone]\n"
    )


def test_a_unit_on_the_same_terrain_pays() -> None:
    r = mc_run(_board("c2"))
    assert main_state(r, "下僕.zone") == "A.discard"
    assert main_state(r, "鬼.zone") == "B.discard"
    assert {"10.11.7", "10.1.13"} <= decided(r)


@pytest.mark.parametrize("where", ["c1", "none"])
def test_no_unit_there_cannot_pay(where: str) -> None:
    board = _board(where)
    r = mc_run(board.replace(", cost_cards: [下僕]", "") if where == "none" else board)
    assert "コスト" in rejection(r)
    assert main_state(r, "鬼.zone") == "B.field.c3"
