"""「このターン中に(あなたの / 相手の / このカードの)トリガーチェックでCXがでていたなら」 /
「…でていないなら」 (round 60, s57wsC): a card of that description revealed this turn by the
trigger check (7.3.1.2) of that player's attack, or of this card's own attack (7.3.1.2.3.1) —
the history of the event the trigger 「…トリガーチェックで…がでた時」 reads."""

from __future__ import annotations

from typing import Any

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

TEXT = (
    "【自】 このカードがアタックした時、このターン中に{whose}トリガーチェックでCXが{form}なら、"
    "そのターン中、このカードのパワーを＋3000。"
)


def _run(whose: str, form: str, top: str) -> Any:
    """A's 先鋒 (left_front) attacks first, its trigger check revealing ``top``; then 攻め役
    (center_front, the text) attacks; B's stage is empty (direct attacks)."""
    text = TEXT.format(whose=whose, form=form)
    src = (
        WS_HEAD + "players:\n  A:\n    level: 1\n"
        f"    deck: [{{name: 山1, type: {top}}}, {{name: 山2, type: character}}, 8]\n"
        "    stage:\n"
        "      left_front: {name: 先鋒, type: character, level: 1, power: 3000, soul: 1}\n"
        "      center_front: {name: 攻め役, type: character, level: 1, power: 3000, soul: 1, "
        f'text: "{text}"}}\n'
        "  B:\n    level: 1\n    deck: 10\n"
        "actions:\n  - {do: attack, slot: left_front, kind: direct}\n"
        "  - {do: attack, slot: center_front, kind: direct}\n"
    )
    return resolve(loads(src, "t.yaml"))


def _raised(r: Any) -> bool:
    return any(str(s.en).startswith("攻め役 gets power +3000") for s in r.main.trace)


@pytest.mark.parametrize(
    ("whose", "form", "top", "raised"),
    [
        ("あなたの", "でていた", "climax", True),
        ("あなたの", "でていた", "character", False),
        ("あなたの", "でていない", "climax", False),
        ("あなたの", "でていない", "character", True),
        # the opponent's trigger check: none this turn (only the turn player's attacks check)
        ("相手の", "でている", "climax", False),
        # this card's own: the CX came out in 先鋒's attack, not in this card's
        ("このカードの", "でていた", "climax", False),
        ("このカードの", "でていない", "climax", True),
    ],
)
def test_trigger_check_this_turn(whose: str, form: str, top: str, raised: bool) -> None:
    r = _run(whose, form, top)
    assert not unsupported(r)
    assert _raised(r) is raised
    if raised and form in ("でていた", "でている"):
        met = [s for s in r.main.trace if str(s.en).startswith("the condition is met")]
        assert met and "7.3.1.2" in met[-1].clauses


@pytest.mark.parametrize(("top", "drawn"), [("climax", True), ("character", False)])
def test_this_cards_own_check(top: str, drawn: bool) -> None:
    """「このカードのアタックの終わりに、このターン中にこのカードのトリガーチェックでCXがでていた
    なら、あなたは1枚引く」: the CX its own attack's trigger check revealed counts."""
    text = (
        "【自】 このカードのアタックの終わりに、このターン中にこのカードのトリガーチェックでCXが"
        "でていたなら、あなたは1枚引く。"
    )
    src = (
        WS_HEAD + "players:\n  A:\n    level: 1\n"
        f"    deck: [{{name: 山1, type: {top}}}, {{name: 山2, type: character}}, 8]\n"
        "    stage:\n"
        "      center_front: {name: 攻め役, type: character, level: 1, power: 3000, soul: 1, "
        f'text: "{text}"}}\n'
        "  B:\n    level: 1\n    deck: 10\n"
        "actions:\n  - {do: attack, slot: center_front, kind: direct}\n"
    )
    r = resolve(loads(src, "t.yaml"))
    assert not unsupported(r)
    hand = [c.name for c in r.main.final.players["A"].zones["hand"]]
    assert (hand == ["山2"]) is drawn
