"""Round 60 (s57wsR): a trigger-checked card of several icons has their actions carried out in
the order the turn player chooses (7.3.1.2.1 「それぞれの行動を任意の順で実行します」, ``at:
icon_order``, the icon's name; unanswered, the listed order — an assumption said). An icon's
move of 「このカード（自身）」 after another icon of the card moved it out of the resolution zone
is the audit's ``icon_own_card_moved_by_other_icon`` (4.12.2.12.1 / 4.12.2.8.1 settle only the
move into the stock, 7.3.1.2.3): both readings run."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads


def _board(icons: str, choices: str, expect: str) -> str:
    return f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stock: 0
    hand: 0
    waiting_room: 0
    stage:
      center_front: {{name: 攻め, type: character, level: 1, power: 5000, soul: 1}}
    deck:
      - {{name: 二つ, type: climax, trigger: [{icons}]}}
      - {{name: 上札, type: character, trigger: none}}
      - {{name: 次札, type: character, trigger: none}}
      - 6
  B:
    level: 1
    stage: {{}}
    deck: [{{name: 受, type: character, trigger: none}}, 8]
actions:
  - {{do: attack, player: A, slot: center_front, kind: direct}}
choices:
{choices}
expect:
{expect}
"""


def _ok(y: str) -> None:
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_gate_listed_first_by_default_finds_no_climax() -> None:
    # unanswered: the listed order (gate, then chance): the gate finds no climax, the chance then
    # sends the card to the waiting room, where it stays
    _ok(
        _board(
            "gate, chance",
            "  - {player: A, at: chance, choose: 0}",
            "  state: {二つ.zone: A.waiting_room, A.hand: 0}\n"
            '  assumptions: ["7.3.1.2.1"]\n  decided_by: ["4.12.2.9", "4.12.2.12"]',
        )
    )


def test_chance_chosen_first_then_gate_takes_the_card() -> None:
    _ok(
        _board(
            "gate, chance",
            "  - {player: A, at: icon_order, choose: chance}\n"
            "  - {player: A, at: chance, choose: 0}\n"
            "  - {player: A, at: gate, choose: 二つ}",
            '  state: {二つ.zone: A.hand, A.stock: 0}\n  decided_by: ["7.3.1.2.1", "4.12.2.9"]',
        )
    )


def test_icon_order_answered_without_at() -> None:
    _ok(
        _board(
            "gate, chance",
            "  - {player: A, choose: chance}\n  - {player: A, at: chance, choose: 1}\n"
            "  - {player: A, at: gate, choose: 'no'}",
            "  state: {二つ.zone: A.waiting_room, 上札.zone: A.stock}",
        )
    )


def test_treasure_after_chance_reads_both_ways() -> None:
    _ok(
        _board(
            "chance, treasure",
            "  - {player: A, at: chance, choose: 0}\n  - {player: A, at: treasure, choose: 'no'}",
            '  ambiguous: ["4.12.2.12.1", "3.1.4"]\n'
            "  readings:\n"
            "    not_done: {state: {二つ.zone: A.waiting_room}}\n"
            "    from_new_zone: {state: {二つ.zone: A.hand}}",
        )
    )


def test_chance_after_treasure_reads_both_ways() -> None:
    # treasure first returns the card to the hand; the chance's 「このカードを控え室に置く」
    # then asks the same point (from the hand, or not at all)
    _ok(
        _board(
            "treasure, chance",
            "  - {player: A, at: treasure, choose: 'no'}\n  - {player: A, at: chance, choose: 0}",
            '  ambiguous: ["4.12.2.12.1"]\n'
            "  readings:\n"
            "    not_done: {state: {二つ.zone: A.hand}}\n"
            "    from_new_zone: {state: {二つ.zone: A.waiting_room}}",
        )
    )


def test_treasure_alone_is_no_point() -> None:
    _ok(
        _board(
            "treasure",
            "  - {player: A, at: treasure, choose: 'no'}",
            "  state: {二つ.zone: A.hand}\n  ambiguous: false",
        )
    )
