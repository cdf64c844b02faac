"""Round 54 (issue 12, s51vgT2): a stride skill whose cost names the hand as 「あなたの手札から」
(G-BT31's printing: 「【超越】ストライドステップ－[あなたの手札からグレードの合計が３以上になるように
１枚以上選び、捨てる]…」) is the same cost as 「手札から…」 (14.12.3: the stride's cost; a cost is paid
by the ability's master with what it is master of, 11.7.1) — read so, as before only the bare form
was. Refused before as "a stride skill's cost of this shape"."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

OWNED = (
    "【超越】ストライドステップ－[あなたの手札からグレードの合計が{n}以上になるように１枚以上選び、"
    "捨てる]裏のこのカードを(V)に【超越】する。"
)


def test_reads_as_the_bare_hand() -> None:
    get_game("vg")
    (ab,) = _abilities("vg", OWNED.format(n="３"), None)
    (bare,) = _abilities("vg", OWNED.format(n="３").replace("あなたの手札", "手札"), None)
    assert ab.supported, ab.reason
    assert ab.program == bare.program
    assert dict(ab.program.params) == {"timing": "stride", "grade_total": 3}


def test_on_a_board() -> None:
    """N = 2: a grade-2 discard pays the stride (6.6.2, 14.12.3); N = 3: it does not."""

    def g(n: str) -> str:
        return (
            'g_zone: [{name: 超越竜神, type: g, grade: 4, power: 15000, text: "'
            + OWNED.format(n=n)
            + '"}]'
        )

    stride = "  - {do: ride_phase, stride: 超越竜神, stride_discard: [捨て]}"
    hand = "[{name: 捨て, type: normal, grade: 2}]"
    two = run("", actions=stride, extra=g("２"), hand=hand)
    assert not unsupported(two)
    assert zone(two, "A", "field.vanguard")[0] == "超越竜神"
    assert zone(two, "A", "drop") == ["捨て"]
    paid = next(s for s in two.main.trace.steps if "6.6.2.2" in s.clauses)
    assert "14.12.3" in paid.clauses
    three = run("", actions=stride, extra=g("３"), hand=hand)
    assert zone(three, "A", "g_zone") == ["超越竜神"] and zone(three, "A", "hand") == ["捨て"]
