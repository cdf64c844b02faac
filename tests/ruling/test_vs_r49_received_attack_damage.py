"""Round 49 (s46vsE): 「[リング]このカードが受けるアタックのダメージは1000になる」 — the damage of an
attack whose attacked card (4.14.1) is this card is replaced by 1000 (8.2.1.3.3, 8.10.1); an
attack on another card, or this card attacking, is not touched."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: TURN, number: 4, phase: ability, first_player: B}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 4000, dp: 5000, partner_name: やよい, partner_title: 元気}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, ap: 4000, dp: 5000, partner_name: 響, partner_title: 沖縄,
           text: "[リング]このカードが受けるアタックのダメージは1000になる。"}
    bench: {left: {name: 亜美, ap: 1000, dp: 1000}}
actions:
  - {do: attack, support: SUPPORT}
expect:
  state: {DAMAGED.damage: AMOUNT}
"""


@pytest.mark.parametrize(
    ("turn", "support", "damaged", "amount"),
    [("A", "春香", "美希", 1000), ("B", "亜美", "千早", 4000)],
)
def test_received_attack_damage(turn: str, support: str, damaged: str, amount: int) -> None:
    src = (
        BOARD.replace("TURN", turn)
        .replace("SUPPORT", support)
        .replace("DAMAGED", damaged)
        .replace("AMOUNT", str(amount))
    )
    r = resolve(loads(src, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "may_depend_on_unsupported" not in r.outcome
    cited = set(r.decided_by)  # type: ignore[attr-defined]
    assert ("8.2.1.3.3" in cited) == (amount == 1000)
