"""mc (round 57, s54mcD): 「このターン中、AをしBを得る／付与する」 — a turn's duration printed before
steps joined by the continuative (「…し、」) is the time of each of them, not of the first only (the
text's period said over the joined predicates, 1.3.1, over 4.6.9 / 10.14.6's durations): every
step it reaches lasts to the turn's end (``cardtext._turn_over_joined``)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from ruling.abilities import abilities_of


def _turns(effect: str) -> list[bool]:
    text = f"◎[メイン]強化\n〈対象:自軍ユニット1体〉\n{effect}"
    card = SimpleNamespace(text=text, type="unit", name="強化者", uid="強化者", states={})
    (ab,) = abilities_of("mc", card)
    assert ab.supported, ab
    return [bool(s.turn) for s in ab.program.steps]


@pytest.mark.parametrize(
    "effect",
    [
        "このターン中、対象を「攻撃力:+1」し、対象は「進軍タイプ:飛行」を得る。",
        "このターン中、対象を「攻撃力:+1」し、「防御力:+1」を付与する。",
        "ターン終了時まで、対象を「攻撃力:+1」し、「防御力:+1」を付与する。",
    ],
)
def test_turn_duration_reaches_every_joined_step(effect: str) -> None:
    assert _turns(effect) == [True, True]


def test_turn_duration_stops_at_a_sentence_end() -> None:
    """A new sentence is not under the first's duration."""
    assert _turns("このターン中、対象を「攻撃力:+1」する。対象を「防御力:+1」する。") == [
        True,
        False,
    ]
