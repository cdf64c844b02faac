"""Round 60 (s57wsR): 「相手の前列の、パワーがこのカードのパワー以下のキャラを1枚選び」 — the value
bound printed as a clause (「…のパワーが」, read by the grammar as the step's subject) against this
card's value of the same name is the object's description, as 「このカードのパワー以下の相手の前列の
キャラ」 (``steps._stat_than_described``, then ``_card_stat_bound``: 8.6.3, the value worked out
when the choice is made). The cost that sent this card to the memory leaves its value read as it
last was on the stage (8.11.1), with what made it (応援, 10.3.2) — ws/r60_007."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

TEXT = "相手の前列の、パワーがこのカードのパワー以下のキャラを1枚選び、控え室に置く。"


def _board(cost: str, behind: str, choices: str, expect: str) -> str:
    return f"""game: ws
title: t
turn: {{player: A, number: 6, phase: main, first_player: A}}
players:
  A:
    level: 2
    stock: 2
    stage:
      center_front: {{name: 射手, type: character, level: 1, power: 2000, soul: 1, text: "【起】［{cost}］ {TEXT}"}}
{behind}    memory: 0
    deck: 10
  B:
    level: 2
    stock: 0
    stage:
      center_front: {{name: 槍兵, type: character, level: 1, power: 3000, soul: 1}}
      left_front: {{name: 衛士, type: character, level: 2, power: 1500, soul: 1}}
    deck: 10
actions:
  - {{do: activate, player: A, card: 射手}}
choices:
{choices}
expect:
{expect}
"""


SUPPORT = (
    "      right_back: {name: 少年, type: character, level: 0, power: 500, soul: 1, "
    'text: "【永】 応援 このカードの前のあなたのキャラすべてに、パワーを＋1000。"}\n'
)


def _ok(y: str) -> None:
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_bound_by_this_cards_power_on_the_stage() -> None:
    # 射手 2000 stays on the stage (a stock cost): 槍兵 3000 is over it, 衛士 1500 is not
    _ok(
        _board(
            "(1)",
            "",
            "  - {player: A, choose: 槍兵, allowed: false}\n  - {player: A, choose: 衛士}",
            "  state: {衛士.zone: B.waiting_room, 槍兵.zone: B.stage.center_front}\n"
            '  decided_by: ["8.6.3"]',
        )
    )


def test_cost_to_memory_reads_last_stage_power_with_support() -> None:
    # the cost sends 射手 to the memory: its power is read as it last was on the stage,
    # 2000 + 1000 of the 応援 behind it = 3000, so 槍兵 3000 can be chosen (8.11.1, 10.3.2)
    _ok(
        _board(
            "このカードを思い出にする",
            SUPPORT,
            "  - {player: A, choose: 槍兵}",
            "  state: {射手.zone: A.memory, 槍兵.zone: B.waiting_room}\n"
            '  decided_by: ["8.11.1", "10.3.2", "8.6.3"]',
        )
    )


def test_cost_to_memory_without_support() -> None:
    # the same without the 応援: 2000 — 槍兵 3000 cannot be chosen
    _ok(
        _board(
            "このカードを思い出にする",
            "",
            "  - {player: A, choose: 槍兵, allowed: false}\n  - {player: A, choose: 衛士}",
            "  state: {射手.zone: A.memory, 槍兵.zone: B.stage.center_front, "
            "衛士.zone: B.waiting_room}\n"
            '  decided_by: ["8.11.1"]',
        )
    )
