"""「そのバトル中、…なら、さらに【カウンターチャージ】(1)する」 (round 61, s58vgC): a period printed
before a condition goes to the step after it (``abilities.period_before_condition``); on a charge
(7.26.1) it is kept as a draw's is (the op's ``until``) and the charge is done at once — before:
refused, "the action do.final"."""

from __future__ import annotations

from tests.ruling.boards import unsupported
from tests.ruling.test_vg_constructions import run

DOWN = "[{name: 傷, type: normal, grade: 1, face: down}]"
ACTIVATE = "  - {do: activate, card: 剣士}"


def _charged(text: str, hand: str = "[]") -> bool:
    r = run(text, actions=ACTIVATE, damage=DOWN, hand=hand)
    assert not unsupported(r)
    return bool(r.main.final.players["A"].zones["damage"][0].face_up)


def test_a_period_on_a_charge() -> None:
    assert _charged("【起】【(R)】：そのターン中、【カウンターチャージ】(1)する。")


def test_a_period_before_a_condition_on_a_charge() -> None:
    text = (
        "【起】【(R)】：そのターン中、あなたの手札が１枚以上なら、【カウンターチャージ】(1)する。"
    )
    assert _charged(text, hand="[{name: 手1, type: normal, grade: 1}]")
    assert not _charged(text)
