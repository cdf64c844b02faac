"""Round 54 (s51vsT), issue 12: a card's gender named as the gender it is — 「女性」 / 「男性」 (2.4.1
性別, 2.4.2 several) — as the predicate of a condition: 「相手のリングのカードが女性なら」,
「アタックしたカードが男性なら」, 「あなたのリングのカードがすべて女性なら」. The same reading as the
signs 「♥」 / 「♠」 that 2.4.1.1 prints for it: the card's gender values hold that gender.
The grammar leaves the words untyped (CO reads its own gender words from them); vs names them in its
vocabulary (``Vocab.unknown_words``). Before: 「the term Unknown」."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_ability

_BOARD = """
game: vs
title: t
turn: {player: A, number: 5, phase: attack}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000, gender: %s}
    bench:
      left: {name: 真, ap: 1000, dp: 1000}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000, gender: 女, text: "%s"}
actions:
  - {do: attack, support: 真}
ask: [B.hand]
"""


@pytest.mark.parametrize(
    ("text", "gender", "drawn"),
    [
        (
            "[リング]このカードがアタックされた時、アタックしたカードが男性なら、あなたは1枚引く。",
            "男",
            1,
        ),
        (
            "[リング]このカードがアタックされた時、アタックしたカードが男性なら、あなたは1枚引く。",
            "女",
            0,
        ),
        (
            "[リング]このカードがアタックされた時、相手のリングのカードが女性なら、あなたは1枚引く。",
            "女",
            1,
        ),
        (
            "[リング]このカードがアタックされた時、相手のリングのカードが女性なら、あなたは1枚引く。",
            "男",
            0,
        ),
        (
            "[リング]このカードがアタックされた時、あなたのリングのカードがすべて女性なら、あなたは1枚引く。",
            "男",
            1,
        ),
    ],
)
def test_on_a_board(text: str, gender: str, drawn: int) -> None:
    r = resolve(loads(_BOARD % (gender, text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["B.hand"] == drawn
    assert "2.4.1" in set(r.decided_by) or "2.4.1.1" in set(r.decided_by)


def test_the_word_and_the_sign_compile_alike() -> None:
    named = vs_ability(
        "[リング]このカードがアタックされた時、相手のリングのカードが女性なら、あなたは1枚引く。"
    )
    sign = vs_ability(
        "[リング]このカードがアタックされた時、相手のリングのカードが♥なら、あなたは1枚引く。"
    )
    assert named.supported and sign.supported
    assert named.program == sign.program
