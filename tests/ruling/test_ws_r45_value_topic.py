"""Round 45 (s42wse): 「このカードのパワーは、Aなら＋1000、Bなら－1000される」 — the topic printed
before the first condition, a card's value, is the sentence's: each change after a condition of
its own changes that value (a continuous ability's effects, 8.2.1.2, each applied while its
condition holds). And 「このカードは、…している間、パワーを－1500」: the change while the clause
holds of the card."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, center_orientations, ws_battle, ws_compile

TEXT = "【永】 このカードのパワーは、あなたの手札が3枚以下なら＋1000、あなたの手札が5枚以上なら－1000される。"


def test_compiled_as_two_changes_of_this_cards_power() -> None:
    steps = ws_compile(TEXT).steps
    assert [(op.verb, op.target.ref, op.stat, op.amount) for op in steps] == [
        ("stat", "this", "power", 1000),
        ("stat", "this", "power", -1000),
    ]
    assert [(op.cond.what, op.cond.cmp, op.cond.n) for op in steps] == [
        ("count", "le", 3),
        ("count", "ge", 5),
    ]


@pytest.mark.parametrize(("hand", "power"), [(3, 3000), (4, 2000), (5, 1000)])
def test_the_power_by_the_hand(hand: int, power: int) -> None:
    src = (
        WS_HEAD
        + "players:\n  A:\n    level: 1\n    deck: 10\n"
        + f"    hand: {hand}\n    stage:\n"
        + f'      center_front: {{name: 甲, type: character, level: 1, power: 2000, text: "{TEXT}"}}\n'
        + "  B: {deck: 10}\n"
        + "ask: [甲.power]\n"
    )
    r = resolve(loads(src))
    assert r.main.outcome["state"]["甲.power"] == power


WHILE = "【永】 このカードは、レベル1以上のキャラとバトルしている間、パワーを－1500。"


def test_a_change_while_a_clause_holds() -> None:
    """「このカードは、レベル1以上のキャラとバトルしている間、パワーを－1500」: the change applies
    while the clause holds of the card (its battle opponent level 1 or more, 7.2.1.5.1) — the
    condition 「このカードがレベル1以上のキャラとバトルしているなら」 (8.1.1.3)."""
    (op,) = ws_compile(WHILE).steps
    assert (op.target.ref, op.amount, op.until) == ("this", -1500, None)
    assert (
        op.cond
        == ws_compile(
            "【永】 このカードがレベル1以上のキャラとバトルしているなら、このカードのパワーを－1500。"
        ).cond
    )
    # 5000 - 1500 against the level-1 defender's 5000: the attacker alone is reversed (7.6.1.2)
    assert center_orientations(ws_battle(power=5000, mine=WHILE)) == ("reverse", "stand")
