"""Round 58 (s55vgC): a unit's value compared with an original value (「元々のパワー」, the value as
printed with what changes the original value applied: 5.1.3, 11.11.1.2) — 「このユニットのパワーが
元々のパワーより10000以上高いなら」 (its own, when no card is printed), 「Xの元々のパワーがYの元々の
パワー以下なら」, 「…のパワーが元々のパワーと同じなら」 (同じ: equal, as 「…がYのパワーと同じなら」).
Refused before as "the word originally" / "the condition same.final". And the G era's printing of the
stride skill's cost with no 「選び、」 (「手札からグレードの合計が３以上になるように１枚以上捨てる」,
14.12.3), the same cost as 「…１枚以上選び、捨てる」."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import ATTACK, run, value

PLUS = "【永】【(R)】：このユニットのパワー＋{n}。\\n"


def test_power_equal_to_its_original() -> None:
    """「このユニットのパワーが元々のパワーと同じなら」: 10000 as printed, +5000; a +3000 in force
    (13000 against 10000): not met."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、このユニットのパワーが元々のパワーと同じなら、"
        "そのターン中、このユニットのパワー＋5000。"
    )
    r = run(text, actions=ATTACK)
    assert not unsupported(r) and value(r, "power") == 15000
    more = run(PLUS.format(n=3000) + text, actions=ATTACK)
    assert not unsupported(more) and value(more, "power") == 13000


def test_power_higher_than_its_original_by_a_margin() -> None:
    """「このユニットのパワーが元々のパワーより10000以上高いなら」: 20000 against 10000 + 10000 is
    met (critical 2); 15000 is not."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、このユニットのパワーが元々のパワーより10000以上"
        "高いなら、そのターン中、このユニットのクリティカル＋１。"
    )
    ten = run(PLUS.format(n=10000) + text, actions=ATTACK)
    assert not unsupported(ten) and value(ten, "critical") == 2
    five = run(PLUS.format(n=5000) + text, actions=ATTACK)
    assert not unsupported(five) and value(five, "critical") == 1


def test_original_against_another_units_original() -> None:
    """「このユニットの元々のパワーが相手のヴァンガードの元々のパワー以下なら」: 10000 against the
    opponent's vanguard as printed (13000: met; 9000: not) — a +5000 on this unit (15000 now)
    changes nothing, its original value is read."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、このユニットの元々のパワーが相手のヴァンガードの"
        "元々のパワー以下なら、そのターン中、このユニットのクリティカル＋１。"
    )
    high = run(PLUS.format(n=5000) + text, actions=ATTACK)
    assert not unsupported(high) and value(high, "critical") == 2
    cond = next(s for s in high.main.trace.steps if "5.1.3" in s.clauses)
    assert cond is not None
    low = run(
        PLUS.format(n=5000) + text,
        actions=ATTACK,
        opponent="{name: 騎士, grade: 3, power: 9000}",
    )
    assert not unsupported(low) and value(low, "critical") == 1


def test_g_era_stride_cost_without_choose() -> None:
    """「超越（ストライド）ステップ－[手札からグレードの合計がN以上になるように１枚以上捨てる] 裏の
    このカードを(V)に【超越】する。」: the program of the 「選び、捨てる」 printing; N = 2 is paid by a
    grade-2 discard (6.6.2.2, 14.12.3), N = 3 is not."""
    get_game("vg")
    form = (
        "超越（ストライド）ステップ－[手札からグレードの合計が{n}以上になるように１枚以上捨てる] "
        "裏のこのカードを(V)に【超越】する。"
    )
    (ab,) = _abilities("vg", form.format(n="３"), None)
    assert ab.supported, ab.reason
    assert dict(ab.program.params) == {"timing": "stride", "grade_total": 3}

    def g(n: str) -> str:
        text = form.format(n=n)
        return 'g_zone: [{name: 超越竜神, type: g, grade: 4, power: 15000, text: "' + text + '"}]'

    stride = "  - {do: ride_phase, stride: 超越竜神, stride_discard: [捨て]}"
    hand = "[{name: 捨て, type: normal, grade: 2}]"
    two = run("", actions=stride, extra=g("２"), hand=hand)
    assert not unsupported(two)
    assert zone(two, "A", "field.vanguard")[0] == "超越竜神"
    assert zone(two, "A", "drop") == ["捨て"]
    three = run("", actions=stride, extra=g("３"), hand=hand)
    assert zone(three, "A", "g_zone") == ["超越竜神"] and zone(three, "A", "hand") == ["捨て"]


def test_the_same_value_of_every_rear_guard() -> None:
    """「あなたのリアガードすべてのグレードが同じなら」 (同じ with nothing compared with): one kind
    of the value among the cards (18.3.1.2) — 剣士 (grade 2) with another grade 2: met; with a
    grade 1: not."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたのリアガードすべてのグレードが同じなら、"
        "そのターン中、このユニットのパワー＋5000。"
    )
    same = run(
        text, actions=ATTACK, extra="right_front: {name: 弓兵, type: normal, grade: 2, power: 8000}"
    )
    assert not unsupported(same) and value(same, "power") == 15000
    other = run(
        text, actions=ATTACK, extra="right_front: {name: 弓兵, type: normal, grade: 1, power: 8000}"
    )
    assert not unsupported(other) and value(other, "power") == 10000


def test_as_many_in_the_front_row_as_in_the_back_row() -> None:
    """「あなたの前列のリアガードと後列のリアガードが同じ枚数なら」: as many of A's front-row rear
    guards as of A's back-row ones (後列 printed without 「あなたの」: A's too, the owner said once)
    — 剣士 alone in front: with one behind, met (+5000); with none, not."""
    text = (
        "【永】【(R)】：あなたの前列のリアガードと後列のリアガードが同じ枚数なら、"
        "このユニットのパワー＋5000。"
    )
    one = run(text, extra="left_back: {name: 弓兵, type: normal, grade: 1, power: 8000}")
    assert not unsupported(one) and value(one, "power") == 15000
    none = run(text)
    assert not unsupported(none) and value(none, "power") == 10000


def test_units_described_by_their_original_power() -> None:
    """「あなたの元々のパワーが10000以上のリアガードすべてのパワー＋2000」: the rear guards whose
    original power (5.1.3, 11.11.1.2) is 10000 or more — 剣士 (10000 printed): 12000; 弓兵 (8000
    printed, +5000 by its own ability: 13000 now, 8000 originally): not one of them, 13000."""
    text = "【永】【(R)】：あなたの元々のパワーが10000以上のリアガードすべてのパワー＋2000。"
    archer = (
        "right_front: {name: 弓兵, type: normal, grade: 1, power: 8000, "
        'text: "【永】【(R)】：このユニットのパワー＋5000。"}'
    )
    r = run(text, extra=archer)
    assert not unsupported(r)
    assert value(r, "power") == 12000
    assert value(r, "power", where="field.right_front") == 13000


def test_total_of_original_powers_in_this_column() -> None:
    """「このユニットと同じ縦列のあなたのユニットの元々のパワーの合計が20000以上なら」: the sum of the
    original powers (5.1.3) of A's units on this unit's column (4.9.1.1) — 剣士 10000 with 弓兵
    10000 behind it: met (+4000); 弓兵 8000 behind it, +5000 by its own ability (13000 now): not;
    弓兵 10000 on the other column: not."""
    text = (
        "【永】【(R)】：このユニットと同じ縦列のあなたのユニットの元々のパワーの合計が20000以上なら、"
        "このユニットのパワー＋4000。"
    )
    behind = "left_back: {name: 弓兵, type: normal, grade: 1, power: 10000}"
    r = run(text, extra=behind)
    assert not unsupported(r) and value(r, "power") == 14000
    raised = (
        "left_back: {name: 弓兵, type: normal, grade: 1, power: 8000, "
        'text: "【永】【(R)】：このユニットのパワー＋5000。"}'
    )
    assert value(run(text, extra=raised), "power") == 10000
    aside = "right_back: {name: 弓兵, type: normal, grade: 1, power: 10000}"
    assert value(run(text, extra=aside), "power") == 10000


def test_a_value_equal_to_a_value_of_the_unit_in_this_column() -> None:
    """「そのカードのグレードが、このユニットと同じ縦列の相手のリアガードのグレードと同じなら」 (the
    subject set off by 「、」, which the grammar hangs on the column's 「同じ」): the revealed
    card's grade equal to that of B's rear guard in this unit's column (4.9.1.1; 槍兵, grade 2,
    faces 剣士) — top card grade 2: met; grade 1: not."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたの山札の上から１枚公開し、そのカードの"
        "グレードが、このユニットと同じ縦列の相手のリアガードのグレードと同じなら、そのターン中、"
        "このユニットのパワー＋5000。"
    )
    two = run(text, actions=ATTACK, deck="[{name: 山2, type: normal, grade: 2}, 9]")
    assert not unsupported(two) and value(two, "power") == 15000
    one = run(text, actions=ATTACK, deck="[{name: 山1, type: normal, grade: 1}, 9]")
    assert not unsupported(one) and value(one, "power") == 10000
