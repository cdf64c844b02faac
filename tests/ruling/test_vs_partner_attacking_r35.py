"""Round 35 (s31vstext), issue 12: 「（このカードが）パートナーアタックしている（いない）なら」 — the
attack in progress is (not) a partner attack made by the card named (7.1.3.2.2, 4.14.1), as
「このカードのアタックがパートナーアタックなら」 says; on a board."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program
from tests.ruling.test_vs_modal_r35 import BOARD

_HEAD = "[リング]このカードがアタックした時、"
_SAME = _HEAD + "このカードのアタックがパートナーアタックなら、あなたは1枚引く。"


@pytest.mark.parametrize(
    "text",
    [
        _HEAD + "このカードがパートナーアタックしているなら、あなたは1枚引く。",
        _HEAD + "このカードが、パートナーアタックしているなら、あなたは1枚引く。",
    ],
)
def test_spellings_are_the_partner_attack_condition(text: str) -> None:
    assert vs_program(text) == vs_program(_SAME)


def test_the_negative_is_its_negation() -> None:
    neg = vs_program(_HEAD + "このカードがパートナーアタックしていないなら、あなたは1枚引く。")
    same_neg = vs_program(
        _HEAD + "このカードのアタックがパートナーアタックでないなら、あなたは1枚引く。"
    )
    assert neg == same_neg


@pytest.mark.parametrize(
    ("bench_text", "draws"), [("", 1), ("[リング]相手はパートナーアタックできない。", 0)]
)
def test_on_a_board(bench_text: str, draws: int) -> None:
    """千早 supported by her partner 春香 makes a partner attack (4.13.1): A draws; with B's
    「相手はパートナーアタックできない」 in force it is a normal attack (7.1.3.2.4): no draw."""
    text = _HEAD + "このカードがパートナーアタックしているなら、あなたは1枚引く。"
    src = (BOARD % (text, "", bench_text, "")).replace(
        "ask: [美希.zone, 美希.damage]", "ask: [A.hand]"
    )
    r = resolve(loads(src))
    assert r.outcome["state"] == {"A.hand": draws}
