"""Round 51 (s48vsA), issue 12: 「Xが受けているダメージをN減らす」 — the damage accumulated on X (7.1.5.3)
lessened by N, as 「…のダメージをN取り除く」 (the shared ``remove_damage``; none below 0). 「Xが受ける
ダメージをN減らす」 (damage to come) is not this and stays refused. Before: refused as 「the action
diminish.final」 (cards_r50 RSQ/005, RSQ/021)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program


def test_compiled_as_damage_removed() -> None:
    (op,) = vs_program(
        "[ベンチ]アビリティフェイズの始めに、あなたのリングのカードが受けているダメージを1000減らす。"
    ).ops
    assert (op.kind, op.who, op.amount) == ("remove_damage", "your_ring", 1000)


def test_damage_to_come_stays_refused() -> None:
    with pytest.raises(Exception, match="diminish"):
        vs_program("[リング]このカードが受けるダメージを1000減らす。")


_BOARD = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, level: 1, ap: 2000, dp: 5000, damage: %d}
  B: {deck: 10, ring: {name: 美希, level: 1, ap: 2000, dp: 3000}}
actions:
  - {do: resolve_text, player: A, text: "あなたのリングのカードが受けているダメージを1000減らす。"}
ask: [千早.damage]
"""


@pytest.mark.parametrize(("before", "after"), [(3000, 2000), (500, 0)])
def test_lessened_not_below_zero(before: int, after: int) -> None:
    r = resolve(loads(_BOARD % before))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["千早.damage"] == after
