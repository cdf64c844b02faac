"""Round 48: 「A。この効果は、Xの場合、無効。」 (8.3.2) — the technique is used (its cost paid), A
does not happen while X holds and its choice is not made; with X not holding A is done. The
ruling cites 8.3.1 / 8.3.2."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    retire: RETIRE
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは相手のベンチのカードを1枚選び、相手の控え室に置く。この効果は、あなたのリタイヤが2枚以下の場合、無効。"}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench: {left: {name: 亜美, ap: 1000, dp: 1000}}
    waiting: 0
actions:
  - {do: use, card: 春香}
expect:
  state: {B.waiting: WAITING, 春香.state: rest}
"""


@pytest.mark.parametrize(("retire", "waiting"), [(1, 0), (2, 0), (3, 1)])
def test_effect_void_under_a_condition(retire: int, waiting: int) -> None:
    src = BOARD.replace("RETIRE", str(retire)).replace("WAITING", str(waiting))
    r = resolve(loads(src, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "may_depend_on_unsupported" not in r.outcome
    if not waiting:
        assert {"8.3.1", "8.3.2"} <= set(r.decided_by)  # type: ignore[attr-defined]
