"""Vanguard card text (issue 12, round 56): a card's value as a value term (``ir.Value``) — in
a condition, compared with a multiple or with a margin of another value (「…のパワーが元のパワー
の２倍以上なら」, 「…のパワーが…のパワーより15000以上大きいなら」), and in an amount (「パワーを
Zのパワーと同じだけ増やす」, 「パワー＋Zのパワーと同じ値」, 「パワー＋Zのパワーの半分（端数切り
捨て）」). Each on a minimal board: what it does, and the counterpart that must not do it."""

from __future__ import annotations

from typing import Any

from ruling.abilities import _abilities
from ruling.core import Engine
from ruling.games._vg import values
from ruling.rules import get_game
from tests.ruling.boards import unsupported, vg_card_run

ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
PICK_VANGUARD = "choices:\n  - {player: A, at: choose, choose: VG}"


def run(text: str, actions: str = "  - {do: stand_phase}", **board: Any) -> Any:
    board.setdefault("damage", "[]")
    return vg_card_run(text, actions, **board)


def value(r: Any, stat: str, player: str = "A", where: str = "field.left_front") -> int:
    state = r.main.final
    ctx = Engine(get_game("vg"), state).ctx
    uid = state.players[player].zones[where][0].uid
    return int(getattr(values, stat)(ctx, uid))


def program(text: str) -> Any:
    get_game("vg")
    (ab,) = _abilities("vg", text, None)
    assert ab.supported, ab.reason
    return ab.program


# ------------------------------------------------------------------ a margin: より N 以上大きい

MARGIN = (
    "【永】【(R)】：あなたのヴァンガードのパワーが相手のヴァンガードのパワーより15000以上大きい"
    "なら、このユニットのパワー＋10000。"
)


def dragon(power: int) -> str:
    return "{name: VG, type: normal, grade: 3, power: " + str(power) + "}"


def test_more_than_by_a_margin() -> None:
    """「XのパワーがYのパワーより15000以上大きいなら」: X ≥ Y + 15000 (the values now, 11.11.1):
    28000 against 13000 holds, 27000 does not."""
    held = run(MARGIN, vanguard=dragon(28000))
    assert not unsupported(held) and value(held, "power") == 20000
    short = run(MARGIN, vanguard=dragon(27000))
    assert not unsupported(short) and value(short, "power") == 10000


def test_smaller_by_a_margin_and_plain_larger() -> None:
    """「…より5000以上小さいなら」: X ≤ Y − 5000; 「…より大きいなら」 (no margin) is 「高い」."""
    small = MARGIN.replace("15000以上大きい", "5000以上小さい")
    assert not unsupported(r := run(small, vanguard=dragon(8000)))
    assert value(r, "power") == 20000
    assert value(run(small, vanguard=dragon(9000)), "power") == 10000
    larger = MARGIN.replace("15000以上大きい", "大きい")
    assert value(run(larger, vanguard=dragon(14000)), "power") == 20000
    assert value(run(larger, vanguard=dragon(13000)), "power") == 10000


# ------------------------------------------------------------------ a multiple: の N 倍以上

TWICE_ORIGINAL = "【永】【(R)】：このユニットのパワーが元のパワーの２倍以上なら、このユニットのクリティカル＋１。"
# an activated pump (an effect: a continuous ability's condition reads values without the
# continuous abilities worked out, ``continuous._step_holds``)
PLUS = "\\n【起】【(R)】：そのターン中、このユニットのパワー＋{n}。"


def test_twice_its_original_power() -> None:
    """「このユニットのパワーが元のパワーの２倍以上なら」: the unit's power now against twice its
    original power (5.1.3: printed, 10000): +10000 makes 20000 (holds), +9000 does not; the
    condition cites 5.1.3."""
    prog = program(TWICE_ORIGINAL)
    cond = prog.cond
    assert cond.value is not None and cond.value.stat == "original_power"
    assert cond.value.times == 2 and cond.value.of.ref == "this"

    def with_pump(n: int) -> Any:
        return run(TWICE_ORIGINAL + PLUS.format(n=n), actions=ACTIVATE)

    r = with_pump(10000)
    assert not unsupported(r) and value(r, "critical") == 2
    assert value(with_pump(9000), "critical") == 1
    from ruling.games._vg.selectors import cond_clauses

    assert "5.1.3" in cond_clauses(cond, "continuous")


def test_three_times_another_units_power() -> None:
    """「あなたのヴァンガードのパワーが相手のヴァンガードのパワーの３倍以上なら」: against three
    times B's vanguard (13000 → 39000)."""
    text = (
        "【永】【(R)】：あなたのヴァンガードのパワーが相手のヴァンガードのパワーの３倍以上なら、"
        "このユニットのパワー＋10000。"
    )
    assert value(run(text, vanguard=dragon(39000)), "power") == 20000
    assert value(run(text, vanguard=dragon(38999)), "power") == 10000


# ------------------------------------------------------------------ an amount: Z の値と同じだけ

SAME_AMOUNT = (
    "【起】【(R)】：あなたのヴァンガードを１枚選び、そのターン中、パワーをこのユニットのパワーと"
    "同じだけ増やす。"
)


def test_increase_by_as_much_as_another_units_power() -> None:
    """「パワーをこのユニットのパワーと同じだけ増やす」: by this unit's power when it resolves
    (10000; 11.11.4: fixed then), as 「このユニットのパワー分」."""
    r = run(SAME_AMOUNT, actions=ACTIVATE, vanguard=dragon(13000), choices=PICK_VANGUARD)
    assert not unsupported(r) and value(r, "power", where="field.vanguard") == 23000


def test_plus_the_same_value_as_another_units() -> None:
    """「このユニットのパワー＋相手のヴァンガードのパワーと同じ値」: +13000, B's vanguard's power
    when it resolves (11.11.4)."""
    text = "【起】【(R)】：そのターン中、このユニットのパワー＋相手のヴァンガードのパワーと同じ値。"
    r = run(text, actions=ACTIVATE)
    assert not unsupported(r) and value(r, "power") == 23000
    read = next(s for s in r.main.trace.steps if s.ja.startswith("増やす値"))
    assert "11.11.4" in read.clauses
    # a continuous ability's (a value that would follow the other's) is refused
    assert not _abilities(
        "vg", text.replace("【起】", "【永】").replace("そのターン中、", ""), None
    )[0].supported


HALF = (
    "【起】【(R)】：【コスト】[このユニットをソウルに置く]ことで、あなたのヴァンガードを１枚選び、"
    "そのターン中、パワー＋このユニットのパワーの半分（端数切り捨て）。"
)


def test_plus_half_of_a_value_rounded_down() -> None:
    """「パワー＋このユニットのパワーの半分（端数切り捨て）」 after this unit was put into the soul as
    the cost: half its power as it last was on the field (11.13.1; 13001 with its own +3001, not
    the 10000 it has in the soul), the remainder dropped: 6500; without the printed rounding the
    half is refused."""
    pump = "\\n【永】【(R)】：このユニットのパワー＋3001。"
    r = run(HALF + pump, actions=ACTIVATE, vanguard=dragon(13000), choices=PICK_VANGUARD)
    assert not unsupported(r) and value(r, "power", where="field.vanguard") == 19500
    read = next(s for s in r.main.trace.steps if s.ja.startswith("増やす値"))
    assert "11.13.1" in read.clauses and "端数切り捨て" in read.ja
    get_game("vg")
    assert not _abilities("vg", HALF.replace("（端数切り捨て）", ""), None)[0].supported
