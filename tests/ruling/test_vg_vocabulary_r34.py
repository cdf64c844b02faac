"""The Vanguard rules document's chapter 7 「特定行動」 (7.1–7.50) and 6.9 着装, round 34
(s30vgact): for each action and each variant its clauses describe, a minimal ability text in the
printed style, compiled and run on a board; an entry not implemented yet is listed with its clause
and must stay refused with a reason (never silently run), so the table's coverage is measured.
Also the printed forms of the period limit icon whose period is this turn (12.3.2.1.1)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ruling.boards import unsupported, vg_card_run
from tests.ruling.boards import zone_names as zone


def compiles(text: str) -> tuple[bool, str]:
    import ruling.games.vg  # noqa: F401  (registers the vg compiler)
    from ruling.abilities import _abilities

    abs_ = _abilities("vg", text, "normal")
    bad = [a.reason for a in abs_ if not a.supported]
    return bool(abs_) and not bad, "; ".join(bad)


def _clauses(r: Any) -> set[str]:
    return {c for s in r.main.trace.steps for c in s.clauses}


ONCE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}\n"
TWICE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}, {do: activate, card: 剣士}]}\n"


# ------------------------------------------------ the period limit icon of this turn (12.3.2.1.1)


@pytest.mark.parametrize(
    "label",
    [
        "【ターン1回】",
        "【1ターンに1回】",
        "【１ターン１回】",
        "【１ターンに１回】",
        "【ターン１回】",
    ],
)
def test_a_turn_limit_label_in_each_printed_form_is_used_once(label: str) -> None:
    """Every printed form of the icon whose period is ‘this turn’ (12.3.2.1.1) is the one limit:
    activated twice, the second use is refused (12.3.2.2) — one card drawn."""
    r = vg_card_run(f"【起】【(R)】{label}：１枚引く。", TWICE)
    assert not unsupported(r) and len(zone(r, "A", "hand")) == 1, label
    assert "12.3.2.2" in _clauses(r)


def test_a_turn_limit_of_two_uses_is_used_twice() -> None:
    """「【ターン２回】」/「【１ターン２回】」: N uses in the turn (12.3.2.1.1, 12.3.2.2)."""
    three = (
        "  - {do: main_phase, actions: [{do: activate, card: 剣士}, {do: activate, card: 剣士},"
        " {do: activate, card: 剣士}]}\n"
    )
    for label in ("【ターン2回】", "【１ターン２回】"):
        r = vg_card_run(f"【起】【(R)】{label}：１枚引く。", three)
        assert not unsupported(r) and len(zone(r, "A", "hand")) == 2, label


# ------------------------------------------------ a blast with a condition (7.24.2.1, 7.25.2.1)

TWO = "[{name: 騎兵, type: normal}, {name: 火竜, type: normal}]"
DRAW = "[{name: 引札, type: normal, grade: 1}, 9]"


def _face(r: Any, name: str) -> bool:
    return next(c.face_up for c in r.main.final.players["A"].zones["damage"] if c.name == name)


def test_a_counter_blast_with_a_condition_turns_only_a_card_meeting_it() -> None:
    """「【カウンターブラスト】(1)-カード名に「竜」を含むカード」 (7.24.2.1): of the face-up damage,
    only a card meeting the condition after the dash is turned — 火竜, not 騎兵."""
    r = vg_card_run(
        "【起】【(R)】：【コスト】[【カウンターブラスト】(1)-カード名に「竜」を含むカード]すること"
        "で、１枚引く。",
        ONCE,
        damage=TWO,
        deck=DRAW,
    )
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["引札"]
    assert _face(r, "騎兵") and not _face(r, "火竜")
    assert "7.24.2.1" in _clauses(r)


def test_a_counter_blast_with_a_condition_no_card_meets() -> None:
    """No face-up damage card meets the condition: the cost cannot be paid (7.24.2.1, 11.8.2.2),
    nothing is drawn, though a plain 【カウンターブラスト】(1) could be paid."""
    r = vg_card_run(
        "【起】【(R)】：【コスト】[【カウンターブラスト】(1)-グレード３のカード]することで、"
        "１枚引く。",
        ONCE,
        damage=TWO,
        deck=DRAW,
    )
    assert not unsupported(r)
    assert zone(r, "A", "hand") == [] and _face(r, "騎兵") and _face(r, "火竜")
    assert "7.24.2.1" in _clauses(r)


def test_a_soul_blast_with_a_condition_takes_only_a_card_meeting_it() -> None:
    """「【ソウルブラスト】(1)-「竜」を含むカード」 (7.25.2.1): 火竜 goes from the soul to the drop."""
    r = vg_card_run(
        "【起】【(R)】：【コスト】[【ソウルブラスト】(1)-「竜」を含むカード]することで、１枚引く。",
        ONCE,
        extra=f"soul: {TWO}",
        deck=DRAW,
    )
    assert not unsupported(r)
    assert zone(r, "A", "soul") == ["騎兵"] and zone(r, "A", "drop") == ["火竜"]
    assert "7.25.2.1" in _clauses(r)


def test_the_card_name_named_as_the_field_of_a_contained_text() -> None:
    """「カード名に「竜」を含むカード」 is 「「竜」を含むカード」 (14.47.3.2 words it so)."""
    r = vg_card_run(
        "【起】【(R)】：あなたのドロップからカード名に「竜」を含むカードを１枚選び、手札に加える。",
        ONCE,
        drop=TWO,
    )
    assert not unsupported(r) and zone(r, "A", "hand") == ["火竜"]
