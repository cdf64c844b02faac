"""vg 14.12.2 as G-era cards print the stride skill (round 57, s54vgC): 「超越（ストライド）ステップ－
[手札からグレードの合計が３以上になるように１枚以上選び、捨てる]ことで、裏のこのカードを(V)に【超越】
する。」 — the timing opening the text, printed with its reading in parentheses (ruby: 超越 read
ストライド), no keyword label before it; the skill is the keyword whose label ends the text
(【超越】, a keyword with a timing slot). The grammar gives the AST of the card form 「【超越】-
ストライドステップ-【コスト】[…]ことで、」, so the same program runs; checked on a board."""

from __future__ import annotations

from grammar import ast as A
from grammar.parse import parse_card
from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

G_ERA = (
    "超越（ストライド）ステップ－[手札からグレードの合計が{n}以上になるように１枚以上選び、捨てる]"
    "ことで、裏のこのカードを(V)に【超越】する。"
)
CARD = (
    "【超越】-ストライドステップ-【コスト】[手札からグレードの合計が{n}以上になるように１枚以上選び、"
    "捨てる]ことで、裏のこのカードを(V)に【超越】する。"
)


def _one(text: str) -> A.Ability:
    res = parse_card(text, "vg")
    assert res.ok and res.card is not None and not A.unparsed(res.card), text
    (ab,) = res.card.abilities
    return ab


def test_the_g_era_form_reads_as_the_card_form() -> None:
    ab, card = _one(G_ERA.format(n="３")), _one(CARD.format(n="３"))
    assert ab.kind == card.kind
    assert ab.labels[0].keyword is not None and card.labels[0].keyword is not None
    assert ab.labels[0].keyword.id == "stride_skill"
    assert ab.labels[0].keyword.args == card.labels[0].keyword.args
    assert ab.cost == card.cost and ab.effect == card.effect


def test_neighbours_not_read_as_a_skill() -> None:
    """A parenthesis that is not a katakana reading, a word that is not a timing, or a text not
    ending in a keyword label with a timing slot: not read as a stride skill (refused)."""
    get_game("vg")
    for text in (
        G_ERA.format(n="３").replace("（ストライド）", "（あいう）"),
        G_ERA.format(n="３").replace("超越（ストライド）ステップ", "あなたのターン"),
        G_ERA.format(n="３").replace("【超越】する", "コールする"),
    ):
        assert not any(a.supported for a in _abilities("vg", text, None)), text


def test_a_g_era_stride_skill_on_a_board() -> None:
    """N = 2: a grade 2 discard pays the stride (6.6.2.2, 14.12.3), the G unit on (V), the card
    dropped; N = 3 refuses the same discard (the G unit stays in the G zone)."""
    get_game("vg")
    (ab,) = _abilities("vg", G_ERA.format(n="３"), None)
    assert ab.supported and dict(ab.program.params) == {"timing": "stride", "grade_total": 3}

    def g(n: str) -> str:
        text = G_ERA.format(n=n)
        return 'g_zone: [{name: 超越竜神, type: g, grade: 4, power: 15000, text: "' + text + '"}]'

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
