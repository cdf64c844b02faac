"""ws round 45: card-text constructions — a noun-modifying clause's subject marked が reads as the
one marked の (「このカードが与えたダメージがキャンセルされた時」 = 「このカードの与えた…」, 4.10.1.2;
「あなたが受けたダメージが…」 = 「あなたの受けた…」)."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.rules import get_game


def _trigger(text: str) -> object:
    get_game("ws")
    (a,) = _abilities("ws", text, "character")
    assert a.supported, a.reason
    return a.program.trigger


def test_ga_and_no_give_the_same_trigger() -> None:
    for tail in ("与えたダメージがキャンセルされた時", "与えたダメージがキャンセルされなかった時"):
        ga = _trigger(f"【自】 このカードが{tail}、あなたは1枚引く。")
        no = _trigger(f"【自】 このカードの{tail}、あなたは1枚引く。")
        assert ga == no


def test_ga_on_the_receiving_player() -> None:
    ga = _trigger("【自】 あなたが受けたダメージがキャンセルされなかった時、あなたは1枚引く。")
    no = _trigger("【自】 あなたの受けたダメージがキャンセルされなかった時、あなたは1枚引く。")
    assert ga == no
