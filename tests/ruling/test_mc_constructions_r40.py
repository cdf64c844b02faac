"""mc (round 40, from the r40 blind set). A ● ability whose 〈対象〉 is its own unit and whose effect
grants its player 「手札上限枚数:±n枚」 (10.14.5) runs — the player's value beside the unit target,
as its replenish does (10.10.4) — and the hand phase replenishes to the limit it makes (7.5.5).
A □ ability of a unit that 「行動完了にならない」 runs both readings of acted_cost_of_unit_never_acted."""

from __future__ import annotations

import pytest

from tests.ruling.boards import decided, main_state, mc_run

ASTROLOGER = (
    "●[自軍ターン]星読み\\n〈発揮:第2手札調整フェイズ開始時/対象:このユニット〉\\n"
    "自軍プレイヤーに「手札上限枚数:{n}枚」を付与する。"
)


@pytest.mark.parametrize(("n", "hand"), [("+2", 8), ("-1", 5)])
def test_a_hand_limit_granted_at_the_second_hand_phase(n: str, hand: int) -> None:
    r = mc_run(
        "turn: {player: A, number: 6, phase: hand2}\nplayers:\n  A:\n    deck: 20\n    hand: 3\n"
        "    field:\n      c1:\n        - {name: 本陣, type: terrain, hq: true}\n"
        "        - {name: 占, type: unit, level: 2, attack: 1, defense: 3, "
        f'text: "{ASTROLOGER.format(n=n)}"}}\n'
        "  B:\n    deck: 20\n    field: {c4: [{name: 本陣, type: terrain, hq: true}]}\n"
        "actions:\n  - {do: hand_phase, which: 2}\nask: [A.hand]\n"
    )
    assert main_state(r, "A.hand") == hand  # the limit 6 changed by n, replenished to it
    assert {"10.14.5", "7.5.5"} <= decided(r)


@pytest.mark.parametrize("never_acted", [True, False])
def test_a_complete_ability_of_a_unit_that_never_becomes_acted(never_acted: bool) -> None:
    # 「対象は行動完了にならない」 against the □'s cost of making it acted: the audit's
    # acted_cost_of_unit_never_acted (4.1.12 speaks of effects; 10.11.1), both readings run
    stance = (
        "○不動の構え\\n〈対象:このユニット〉\\n対象は行動完了にならない。\\n" if never_acted else ""
    )
    r = mc_run(
        "turn: {player: A, number: 5, phase: main}\nplayers:\n  A:\n    deck: 20\n    field:\n"
        "      c1: [{name: 本陣, type: terrain, hq: true}]\n      c2:\n"
        "        - {name: 平原, type: terrain, limit: 6}\n"
        "        - {name: 石, type: unit, level: 2, attack: 1, defense: 4, "
        f'text: "{stance}□[メイン]石礫\\n〈対象:ユニット1体〉\\n対象に【2】ダメージを与える。"}}\n'
        "  B:\n    deck: 20\n    field:\n      c3:\n        - {name: 森, type: terrain, limit: 6}\n"
        "        - {name: 鬼, type: unit, level: 1, attack: 1, defense: 2}\n"
        "      c4: [{name: 本陣, type: terrain, hq: true}]\n"
        "actions:\n  - {do: use, card: 石, ability: "
        + ("2" if never_acted else "1")
        + ", target: 鬼}\n"
        "ask: [鬼.zone]\n"
    )
    got = {leaf.outcome["state"]["鬼.zone"] for leaf in [*r.leaves, *r.alternates]}
    assert got == ({"B.field.c3", "B.discard"} if never_acted else {"B.discard"})
