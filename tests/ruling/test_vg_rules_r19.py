"""VG rules found through the round-18 blind files (s14vg; the second part of round 18)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

GIVE = (
    "あなたのリアガードを１枚選び、そのターン中、『【自】【(R)】：このユニットがアタックした時、"
    "１枚引く。』を与える。"
)


def _scenario(state: str) -> str:
    return (
        "game: vg\ntitle: t\nturn: {player: A, number: 6, phase: main, first_player: A}\n"
        "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
        "    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000}\n"
        "    right_front: {name: 弓兵, type: normal, grade: 2, power: 10000}\n"
        f'    hand: [{{name: 指令, type: order, grade: 1, text: "{GIVE}"}}]\n    deck: 10\n'
        "  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}\n"
        "actions:\n  - do: main_phase\n    actions: [{do: play_order, card: 指令}]\n"
        "choices:\n  - {player: A, choose: 槍兵}\n"
        f"expect:\n  state: {state}\n"
    )


def test_a_card_holds_the_abilities_given_to_it_7_14_1() -> None:
    """``<card>.abilities`` is what the card holds now: an ability an order gave it for the turn
    (7.14.1) is held by the unit chosen, not by another (before: printed abilities only)."""
    held = resolve(loads(_scenario('{槍兵.abilities: ["アタックした時、1枚引く"]}'), "t.yaml"))
    assert check_expect(held) == []
    other = resolve(loads(_scenario('{弓兵.abilities: ["アタックした時、1枚引く"]}'), "t.yaml"))
    assert check_expect(other) != []
