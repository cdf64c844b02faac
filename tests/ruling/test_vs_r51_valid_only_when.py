"""Round 51 (s48vsA), issue 12: 「A。この効果は、Xの時のみ有効。」 — an effect in force only while X holds
(8.3.3), compiled as 「Xなら、A」; and a continuous technique whose condition reads a value another
continuous effect changes depends on it and is applied after it (8.9.1.7), whatever the order they
arose in — before, the reading recursed (the condition read the value the technique itself makes).
Before: refused as 「the action be.nominal」."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

_VALID = (
    "[ベンチ]あなたのリングのカードを+0/+1000。"
    "この効果はあなたのリングのカードの攻撃力が3000以上の時のみ有効。"
)
_NARA = "[ベンチ]あなたのリングのカードの攻撃力が3000以上なら、あなたのリングのカードを+0/+1000。"


def test_compiled_as_its_condition() -> None:
    valid, nara = vs_program(_VALID), vs_program(_NARA)
    assert valid.condition == ("stat", "your_ring", "ap", "ge", 3000)
    assert (valid.condition, valid.ops) == (nara.condition, nara.ops)


_BOARD = """
game: vs
title: t
turn: {player: B, number: 5, phase: attack}
players:
  A:
    deck: 10
    ring: {name: 千早, level: 1, ap: %d, dp: 3000}
    bench:
      left: {name: 伊織, level: 1, ap: 1000, dp: 1000, text: "%s"}
      center: {name: 亜美, level: 1, ap: 1000, dp: 1000, text: "%s"}
  B: {deck: 10, ring: {name: 美希, level: 1, ap: 2000, dp: 3000}}
actions: []
ask: [千早.ap, 千早.dp]
"""


@pytest.mark.parametrize(
    ("ap", "boost", "want"),
    [
        (2000, "[ベンチ]あなたのリングのカードを+1000/+0。", (3000, 4000)),  # met by 亜美's boost
        (2000, "[ベンチ]あなたのリングのカードを+500/+0。", (2500, 3000)),  # not met
        (3000, "[ベンチ]このカードを+1000/+0。", (3000, 4000)),  # met as printed
    ],
)
def test_in_force_only_while_it_holds(ap: int, boost: str, want: tuple[int, int]) -> None:
    r = resolve(loads(_BOARD % (ap, _VALID, boost)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    st = r.outcome["state"]
    assert (st["千早.ap"], st["千早.dp"]) == want
    assert "8.3.3" in r.decided_by
    # the condition reads a value 亜美's boost changes: applied after it (8.9.1.7)
    assert ("8.9.1.7" in r.decided_by) == (boost.startswith("[ベンチ]あなたのリング"))


def test_a_condition_on_its_own_value_is_read_without_it() -> None:
    """「このカードの防御力が2000以上なら、このカードを+0/+1000」: its own boost does not count
    towards its condition (8.9.1.7), and reading it terminates."""
    text = "[リング]このカードの防御力が3000以上なら、このカードを+0/+1000。"
    board = _BOARD.replace(
        "千早, level: 1, ap: %d, dp: 3000}",
        '千早, level: 1, ap: %d, dp: 2500, text: "' + text + '"}',
    )
    r = resolve(loads(board % (2000, "[ベンチ]このカードを+0/+0。", "[ベンチ]このカードを+0/+0。")))
    assert r.outcome["state"]["千早.dp"] == 2500


_PROHIBITED = """
game: vs
title: t
turn: {player: A, number: 6, phase: attack}
players:
  A:
    deck: 10
    retire: %d
    ring: {name: 千早, level: 2, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, level: 1, ap: 1000, dp: 1000}}
  B:
    deck: 10
    retire: 2
    ring: {name: 美希, level: 1, ap: 2000, dp: 2000, text: "%s"}
actions:
  - {do: attack, support: 春香}
ask: [春香.state, 美希.damage]
"""
_NOT_ATTACKED = (
    "[リング]このカードはアタックされない。この効果は相手のリタイヤがあなたより多い時のみ有効。"
)


@pytest.mark.parametrize(("retired", "barred"), [(3, True), (1, False)])
def test_a_prohibition_valid_only_while_cites_it(retired: int, barred: bool) -> None:
    """A prohibition in force under its condition cites 8.3.3 (round 51: it did not)."""
    r = resolve(loads(_PROHIBITED % (retired, _NOT_ATTACKED)))
    st = r.outcome["state"]
    assert (st["春香.state"] == "stand") == barred
    assert ("8.3.3" in r.decided_by) == barred
