"""Round 59 (s56vgC): 「超越ステップ」 — the stride step (9.8) named in its kanji, as G-era cards print
it without the reading 「超越（ストライド）ステップ」 gives it: the stride skill 「超越ステップ－[…]
裏のこのカードを(V)に【超越】する。」 (14.12.2) reads as with the reading, and strides on a board
(6.6.2.2, 14.12.3)."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

SKILL = (
    "{step}－[手札からグレードの合計が{n}以上になるように１枚以上捨てる] "
    "裏のこのカードを(V)に【超越】する。"
)


def test_the_kanji_name_reads_as_the_ruby_form() -> None:
    get_game("vg")
    (kanji,) = _abilities("vg", SKILL.format(step="超越ステップ", n="３"), None)
    (ruby,) = _abilities("vg", SKILL.format(step="超越（ストライド）ステップ", n="３"), None)
    assert kanji.supported, kanji.reason
    assert kanji.program == ruby.program
    assert dict(kanji.program.params) == {"timing": "stride", "grade_total": 3}


def test_the_kanji_stride_skill_on_a_board() -> None:
    def g(n: str) -> str:
        text = SKILL.format(step="超越ステップ", n=n)
        return 'g_zone: [{name: 超越竜神, type: g, grade: 4, power: 15000, text: "' + text + '"}]'

    stride = "  - {do: ride_phase, stride: 超越竜神, stride_discard: [捨て]}"
    hand = "[{name: 捨て, type: normal, grade: 2}]"
    two = run("", actions=stride, extra=g("２"), hand=hand)
    assert not unsupported(two)
    assert zone(two, "A", "field.vanguard")[0] == "超越竜神"
    three = run("", actions=stride, extra=g("３"), hand=hand)
    assert zone(three, "A", "g_zone") == ["超越竜神"] and zone(three, "A", "hand") == ["捨て"]
