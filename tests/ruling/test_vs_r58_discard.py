"""Round 58 (s55vsC): 「手札を（N枚選んで）捨てる」 — a word the vs document never uses, read as the
hand card put in the waiting room (3.6.1: the zone of 「効果によって控え室に置かれることを求められた
手札のカードの領域」; 6.8.1.2's hand-limit discard goes there), as an effect's step and as a cost;
every ruling in which such a technique is in force says it rests on the audit's point
discard_zone (3.6.1 / 3.5.1)."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card

STEP = "[リング][あなたのエネルギーを1枚レストする]あなたは1枚引き、その後、手札を1枚選んで捨てる。"
COST = "[リング][自分の手札を1枚捨てる]あなたは2枚引く。"


def test_both_forms_compile_and_name_the_point() -> None:
    for text in (STEP, COST):
        (ab,) = abilities_of("vs", Card(uid="x", owner="A", name="雅", text=text))
        assert ab.supported, ab.reason
        assert "discard_zone" in ab.program.unsettled


def _board(text: str, state: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, first_player: B, phase: ability}\n"
        "players:\n  A:\n    deck: 10\n    hand: 2\n    retire: 0\n    waiting: 0\n"
        "    energy: [{state: stand, uid: E1}]\n"
        f'    ring: {{name: 雅, ap: 1000, dp: 2000, text: "{text}"}}\n'
        "  B:\n    deck: 10\n    ring: {name: 冴, ap: 1000, dp: 2000}\n"
        "actions:\n  - do: ability_phase\n    actions:\n      - {do: use, card: 雅}\n"
        f"expect:\n  ambiguous: ['3.6.1']\n  state: {{{state}}}\n"
    )


def test_a_discard_step_puts_the_card_in_the_waiting_room() -> None:
    # 1 drawn (hand 3), then 1 chosen and discarded: hand 2, waiting room 1, retire area 0
    r = resolve(loads(_board(STEP, "A.hand: 2, A.waiting: 1, A.retire: 0, A.deck: 9"), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_a_discard_cost_puts_the_card_in_the_waiting_room() -> None:
    # 1 discarded as the cost (hand 1), then 2 drawn: hand 3, waiting room 1
    r = resolve(loads(_board(COST, "A.hand: 3, A.waiting: 1, A.retire: 0, A.deck: 8"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
