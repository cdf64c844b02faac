"""vg 14.16.1 / 14.12.2 / 14.12.3.1 (round 63, s60vgR2): a timed keyword skill printed with its cost
only — 「【Ｇガーディアン】【コスト】[手札から１枚捨てる]」, 「【超越】【コスト】[…]」 — or (stride) with
its label alone. The step 「裏のこのカードを(G)にコールする」 / 「…(V)に【超越】する」 is the one the
rules' definition prints: the text only explains the rules' process (14.12.3), so the skill runs as
its full form does (before: 「【コスト】[…]」 with nothing after it was text the grammar could not
type). Each is checked on a board: the G guard (10.5.1.2.3) with the cost paid, and its two
conditions (both vanguards grade 3 or more, at most three face-up G guardians in the G zone)."""

from __future__ import annotations

from typing import Any

import pytest

from grammar import ast as A
from grammar.parse import parse_card
from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

SHORT = "【Ｇガーディアン】【コスト】[手札から１枚捨てる]"
FULL = (
    "【Ｇガーディアン】-相手ターンのガードステップ-【コスト】[手札から１枚捨てる]"
    "ことで、裏のこのカードを(G)にコールする。"
)


def test_the_cost_only_form_reads_as_the_full_form() -> None:
    """The bracket after 【コスト】 is the skill's cost; no text of its own after it; the program is
    the full form's (the keyword, its cost, the guard step)."""
    res = parse_card(SHORT, "vg")
    assert res.ok and res.card is not None and not A.unparsed(res.card)
    (ab,) = res.card.abilities
    assert ab.cost is not None and ab.effect is None
    get_game("vg")
    (short,) = _abilities("vg", SHORT, None)
    (full,) = _abilities("vg", FULL, None)
    assert short.supported and full.supported
    assert short.program == full.program


def test_further_text_after_the_cost_still_refuses() -> None:
    """Only the cost with nothing after it is the short form: another sentence after the bracket
    is not the skill's step (refused, as before)."""
    get_game("vg")
    (ab,) = _abilities("vg", SHORT + "１枚引く。", None)
    assert not ab.supported


@pytest.mark.parametrize(
    "text, total",
    [
        ("【超越】", 3),
        ("【超越】【コスト】[手札からグレードの合計が２以上になるように１枚以上選び、捨てる]", 2),
    ],
)
def test_a_stride_skill_with_its_cost_only_or_its_label_alone(text: str, total: int) -> None:
    """「【超越】」 alone: the stride step and N = 3 (14.12.3.1, timing and cost not shown); with its
    cost only, the N the cost names."""
    get_game("vg")
    (ab,) = _abilities("vg", text, None)
    assert ab.supported and dict(ab.program.params) == {"timing": "stride", "grade_total": total}


def _guard(
    grade: str = "3", up: int = 0, hand: str = "[{name: 手一, type: normal, grade: 0}]"
) -> Any:
    face_up = "".join(
        f'{{name: 表守{k}, type: g, grade: 4, shield: 15000, face: up, text: "{SHORT}"}}, '
        for k in range(up)
    )
    g = f'[{face_up}{{name: 守護竜, type: g, grade: 4, shield: 15000, text: "{SHORT}"}}]'
    board = (
        "{name: 騎士, type: normal, grade: " + grade + ", power: 13000}"
        f"\n    g_zone: {g}\n    hand: {hand}"
    )
    act = (
        "  - {do: attack, attacker: vanguard, target: vanguard,"
        " guard_actions: [{do: g_guard, card: 守護竜}]}"
    )
    return run("", actions=act, opponent=board)


def test_a_short_form_g_guardian_called_in_the_guard_step() -> None:
    """B (grade 3, as A's vanguard) calls 守護竜: face up, 手一 discarded (the cost), on (G) with
    shield 15000 — 竜's attack does not hit; after the battle it is in the G zone face up."""
    r = _guard()
    assert not unsupported(r)
    assert zone(r, "B", "damage") == [] and zone(r, "B", "drop") == ["手一"]
    assert zone(r, "B", "g_zone") == ["守護竜"]
    assert any("10.5.1.2.3" in s.clauses for s in r.main.trace.steps)


@pytest.mark.parametrize(
    "board, why",
    [
        ({"grade": "2"}, "グレード3以上"),
        ({"up": 4}, "3枚以下"),
        ({"hand": "[]"}, "コスト"),
    ],
)
def test_a_short_form_g_guardian_not_called(board: dict[str, Any], why: str) -> None:
    """No call (10.5.1.2.3): B's vanguard grade 2; four face-up G guardians already in the G zone
    (three allow it: see the case above with none); no hand card to pay the cost — the attack
    hits and the card stays face down."""
    r = _guard(**board)
    assert not unsupported(r)
    assert len(zone(r, "B", "damage")) == 1
    assert any(why in s.ja for s in r.main.trace.steps)


def test_three_face_up_g_guardians_still_allow_the_call() -> None:
    """「表向きのGガーディアンを持つカードが3枚以下」: three face up, the fourth is called."""
    r = _guard(up=3)
    assert zone(r, "B", "damage") == [] and zone(r, "B", "drop") == ["手一"]
