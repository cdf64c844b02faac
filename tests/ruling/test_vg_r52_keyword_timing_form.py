"""vg 14.12.2 / 14.16.1 as the rules print them (round 52, s49vgD): 「【超越】(タイミング)-[コスト]裏の
このカードを(V)に【超越】する。」 and 「【Ｇガーディアン】(タイミング)-[コスト]裏のこのカードを(G)に
コールする。」 — the timing after the label with no dash before it, and the bracket right after the
dash as the skill's cost, without 【コスト】 or 「ことで、」 (before: text the grammar could not type).
The grammar gives the same AST as the card form 「-(タイミング)-【コスト】[…]ことで、」 (timing and
cost), so the same programs run; each is checked on a board."""

from __future__ import annotations

import pytest

from grammar import ast as A
from grammar.parse import parse_card
from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

STRIDE_RULES = (
    "【超越】ストライドステップ－[手札からグレードの合計が{n}以上になるように１枚以上選び、捨てる]"
    "裏のこのカードを(V)に【超越】する。"
)
STRIDE_CARD = (
    "【超越】-ストライドステップ-【コスト】[手札からグレードの合計が{n}以上になるように１枚以上選び、"
    "捨てる]ことで、裏のこのカードを(V)に【超越】する。"
)
G_GUARDIAN_RULES = (
    "【Ｇガーディアン】相手ターンのガードステップ－[手札からグレード１以上のカードを１枚選び、捨てる]"
    "裏のこのカードを(G)にコールする。"
)


def _one(text: str) -> A.Ability:
    res = parse_card(text, "vg")
    assert res.ok and res.card is not None and not A.unparsed(res.card), text
    (ab,) = res.card.abilities
    return ab


@pytest.mark.parametrize(
    "text",
    [
        STRIDE_RULES.format(n="３"),
        STRIDE_RULES.format(n="３").replace("－", "-"),
        # the dash before the timing too, the cost bracket still bare
        STRIDE_RULES.format(n="３").replace("】ストライドステップ－", "】-ストライドステップ-"),
    ],
)
def test_the_rules_form_reads_as_the_card_form(text: str) -> None:
    """Timing and cost as the card form's: the same label keyword (with its timing) and the same
    cost and effect."""
    ab, card = _one(text), _one(STRIDE_CARD.format(n="３"))
    assert ab.labels[0].keyword is not None and card.labels[0].keyword is not None
    assert ab.labels[0].keyword.args == card.labels[0].keyword.args
    assert ab.cost is not None and card.cost is not None
    assert [i.body for i in ab.cost.items] == [i.body for i in card.cost.items]
    assert ab.effect is not None and card.effect is not None
    assert ab.effect.sentences[0].steps[0].body == card.effect.sentences[0].steps[0].body


def test_a_word_not_a_timing_is_not_taken_for_one() -> None:
    """Only a lexicon word (a step of the turn) before the dash is a timing: 「【超越】あなたの
    ターン－[…]」 is not read as a stride skill's timing (refused, never run with a guessed one)."""
    get_game("vg")
    text = STRIDE_RULES.format(n="３").replace("ストライドステップ", "あなたのターン")
    assert not any(a.supported for a in _abilities("vg", text, None))


def test_a_stride_skill_in_the_rules_form_on_a_board() -> None:
    """The stride skill's timing and cost as 14.12.2 prints them: with N = 2 a grade 2 discard
    pays the stride (6.6.2, 14.12.3), the G unit on (V), the card dropped; N = 3 refuses the same
    discard (the G unit stays in the G zone)."""
    get_game("vg")
    (ab,) = _abilities("vg", STRIDE_RULES.format(n="３"), None)
    assert ab.supported and dict(ab.program.params) == {"timing": "stride", "grade_total": 3}

    def g(n: str) -> str:
        text = STRIDE_RULES.format(n=n)
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


def _g_guarded(hand: str) -> object:
    g = (
        "{name: 守護竜, type: g, grade: 4, power: 15000, shield: 15000, face: down, "
        f'text: "{G_GUARDIAN_RULES}"}}'
    )
    b = f"{{name: 騎士, type: normal, grade: 3, power: 13000}}\n    g_zone: [{g}]\n    hand: {hand}"
    act = (
        "  - {do: attack, attacker: vanguard, target: vanguard,"
        " guard_actions: [{do: g_guard, card: 守護竜}]}"
    )
    return run("", actions=act, opponent=b)


def test_a_g_guardian_in_the_rules_form_on_a_board() -> None:
    """14.16.1 as printed: B calls 守護竜 from its G zone in the guard step paying the bare
    bracket's cost (a grade 1 discarded; 10.5.1.2.3), its shield stops the hit; with only a
    grade 0 in hand the cost cannot be paid, no call, the attack hits."""
    get_game("vg")
    (ab,) = _abilities("vg", G_GUARDIAN_RULES, None)
    assert ab.supported and ab.program.keyword == "g_guardian"
    r = _g_guarded("[{name: 手一, type: normal, grade: 1}]")
    assert not unsupported(r)
    assert zone(r, "B", "damage") == [] and zone(r, "B", "drop") == ["手一"]
    assert any("10.5.1.2.3" in s.clauses for s in r.main.trace.steps)  # type: ignore[attr-defined]
    r0 = _g_guarded("[{name: 手零, type: normal, grade: 0}]")
    assert len(zone(r0, "B", "damage")) == 1 and zone(r0, "B", "hand") == ["手零"]
