"""「あなたはナビゲーターカードを1ターンに2枚までプレイしてもよい」 (round 61, s58coO; issues 12, 14): a
permission in force while its card is (4.3.8) raising the count of navigator cards 3.4.1 lets a
player play in one turn — the text over the rule (4.2.9). The play beyond the count is refused
(3.4.1); the permission of the other player's card is not this player's."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, co_ability

TEXT = "あなたはナビゲーターカードを1ターンに2枚までプレイしてもよい。"


def test_compiles_to_a_permission_in_force() -> None:
    ab = co_ability(TEXT, "navigator")
    assert ab.supported, ab.reason


def test_another_type_is_not_read() -> None:
    # only navigators are counted per turn by the rules (3.4.1)
    assert not co_ability(
        "あなたはスペルカードを1ターンに2枚までプレイしてもよい。", "navigator"
    ).supported


BOARD = """game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 20
    deck: 20
    navigator_played: %d
    hand: [{name: 案内人, type: navigator}]
    field: [%s]
  B:
    hp: 20
    deck: 20
    field: [%s]
actions:
  - {do: play, card: 案内人}
ask: [案内人.zone]
"""

LIBRARIAN = f'{{name: 大司書, type: navigator, text: "{TEXT}"}}'


def _run(played: int, mine: str = LIBRARIAN, theirs: str = "") -> Any:
    return resolve(loads(BOARD % (played, mine, theirs), "t.yaml"))


def test_a_second_navigator_is_allowed() -> None:
    r = _run(1)
    assert r.outcome["state"]["案内人.zone"] == "A.field"
    assert {"3.4.1", "4.2.9"} <= cited(r)


def test_a_third_is_refused() -> None:
    r = _run(2)
    assert r.outcome["state"]["案内人.zone"] == "A.hand"
    assert "3.4.1" in cited(r)


def test_without_the_card_the_rule_stands() -> None:
    r = _run(1, mine="")
    assert r.outcome["state"]["案内人.zone"] == "A.hand"
    assert "4.2.9" not in cited(r)


def test_the_other_players_permission_is_not_mine() -> None:
    r = _run(1, mine="", theirs=LIBRARIAN)
    assert r.outcome["state"]["案内人.zone"] == "A.hand"
