"""A co navigator's 「(あなた / 相手)がプレイするすべての(Xカード)のコストはN増える / 減る」 (round 39, from
the r39 blind set): the everyday verbs 「増える」 / 「減る」 read as the rules' 「増加する」 / 「減少する」 in the
co compiler (not in the shared input layer: VG reads 「…は１減る」 its own way), and 「すべての」 before the
cards played names the same cards as without it — a play cost changed while the card is in force (4.3.8),
summed with the others before it is applied (4.3.2.2)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, decided, main_state


@pytest.mark.parametrize(
    "text",
    [
        "相手がプレイするすべてのカードのコストは1増える。",
        "相手がプレイするカードのコストは1増加する。",
        "あなたがプレイするすべてのスペルのコストは1減る。",
    ],
)
def test_the_cost_change_compiles(text: str) -> None:
    assert co_ability(text, "navigator", "魔女").supported


BOARD = """turn: {player: A, number: 6, phase: main}
players:
  A:
    energy: ENERGY
    deck: 20
    hand: [{name: 閃光の刃, type: spell, cost: 2, text: "相手のデュエルマスターに1点のダメージを与える。"}]
  B:
    hp: 10
    deck: 20
    field: [{name: 重圧の魔女, type: navigator, text: "相手がプレイするすべてのカードのコストは1増える。"}]
actions:
  - {do: play, card: 閃光の刃, allowed: ALLOWED}
ask: [B.hp, A.energy]
"""


@pytest.mark.parametrize(
    ("energy", "allowed", "hp", "left"), [(2, "false", 10, 2), (3, "true", 9, 0)]
)
def test_the_opponents_plays_cost_one_more(energy: int, allowed: str, hp: int, left: int) -> None:
    r = co_run(BOARD.replace("ENERGY", str(energy)).replace("ALLOWED", allowed))
    assert main_state(r, "B.hp") == hp and main_state(r, "A.energy") == left
    assert "4.3.2.2" in decided(r)
