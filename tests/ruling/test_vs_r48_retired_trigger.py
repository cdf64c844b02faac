"""Round 48: 「このカードがリタイヤした時」 is 「このカードがリタイヤ置場に置かれた時」 (3.5.2: a card in the
retire zone is a 「リタイヤ」) — it triggers when the card's damage retires it (7.1.5.4)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 4, phase: attack}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: AP, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: [{name: 次, ap: 1000, dp: 3000}, 9]
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 2000, text: "[リング]このカードがリタイヤした時、あなたは1枚引く。"}
actions:
  - {do: attack, support: 春香}
expect:
  state: {B.hand: HAND}
"""


@pytest.mark.parametrize(("ap", "hand"), [(2000, 1), (1000, 0)])
def test_retired_trigger(ap: int, hand: int) -> None:
    r = resolve(loads(BOARD.replace("AP", str(ap)).replace("HAND", str(hand)), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "may_depend_on_unsupported" not in r.outcome


ATTACKER = """game: vs
title: t
turn: {player: A, number: 4, phase: attack}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: AP, dp: 2000, text: "[リング]このカードのアタックで相手のリングのカードがリタイヤした時、あなたは1枚引く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: [{name: 次, ap: 1000, dp: 3000}, 9]
    ring: {name: 美希, ap: 2000, dp: 2000}
actions:
  - {do: attack, support: 春香}
expect:
  state: {A.hand: HAND}
"""


@pytest.mark.parametrize(("ap", "hand"), [(2000, 1), (1000, 0)])
def test_retired_by_this_cards_attack(ap: int, hand: int) -> None:
    r = resolve(loads(ATTACKER.replace("AP", str(ap)).replace("HAND", str(hand)), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "may_depend_on_unsupported" not in r.outcome
