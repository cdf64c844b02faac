"""ws round 58 (s55wsC): 「(他の)あなたのキャラ / 相手のキャラの与えたダメージがキャンセルされた /
されなかった時」 — a damage process whose source (4.11.1: the attacking character, 4.11.1.1, or the
card whose ability dealt it, 4.11.1.2) is a character of that player ended cancelled (4.10.1.2) /
with its cards put into the clock (4.10.1.3); 「他の」 leaves the watching card out, and
「そのキャラ」 after it is the character that dealt the damage. 「相手のターン中、あなたの受けた
ダメージがキャンセルされた時」: the period is the trigger's (8.1.1.2)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

SHOOT = "【起】［このカードを【レスト】する］ 相手に1ダメージを与える。"

BOARD = """
game: ws
title: t
turn: {{player: {turn}, number: 5, phase: main, first_player: B}}
players:
  A:
    stage:
      left_front: {{name: 番人, type: character, level: 0, power: 3000, soul: 1, text: "{watch}"}}
      center_front: {{name: 撃手, type: character, level: {lv}, power: 3000, soul: 1, text: "{shoot}"}}
    deck: [{{name: 山A, type: {top_a}}}, 9]
  B:
    stage:
      center_front: {{name: 敵, type: character, level: 0, power: 3000, soul: 1, text: "{shoot}"}}
    deck: [{{name: 山B, type: {top_b}}}, 9]
actions:
  - {{do: activate, player: {turn}, card: {card}}}
expect:
  triggered: {{番人: {n}}}
"""

OTHER_MINE = "【自】 他のあなたのキャラの与えたダメージがキャンセルされた時、あなたは1枚引く。"
THEIRS_NOT = "【自】 相手のキャラの与えたダメージがキャンセルされなかった時、あなたは1枚引く。"
MY_OWN = "【自】 あなたのキャラの与えたダメージがキャンセルされた時、あなたは1枚引く。"


def _run(
    watch: str,
    turn: str,
    card: str,
    n: int,
    top_a: str = "character",
    top_b: str = "character",
    lv: int = 0,
    ask: str = "",
) -> dict:
    text = BOARD.format(
        watch=watch, shoot=SHOOT, turn=turn, card=card, n=n, top_a=top_a, top_b=top_b, lv=lv
    )
    r = resolve(loads(text + ask))
    assert not unsupported(r)
    assert check_expect(r) == []
    return r.outcome


@pytest.mark.parametrize(
    ("top_b", "n"),
    [("climax", 1), ("character", 0)],
)
def test_another_of_mine_dealt_it(top_b: str, n: int) -> None:
    """撃手 (another character of A's) dealt the damage: cancelled (a climax revealed) or not."""
    _run(OTHER_MINE, "A", "撃手", n, top_b=top_b)


def test_other_leaves_this_card_out() -> None:
    """番人 itself deals the cancelled damage: 「他の」 does not name it — 「あなたのキャラ」 does."""
    for watch, n in ((OTHER_MINE, 0), (MY_OWN, 1)):
        _run(SHOOT + "\\n" + watch, "A", "番人", n, top_b="climax")


def test_the_opponents_character_dealt_it() -> None:
    """敵 (B's) dealt the damage to A: 「相手のキャラの与えた…されなかった時」 of A's 番人; a damage
    of A's own character does not meet it."""
    _run(THEIRS_NOT, "B", "敵", 1)
    _run(THEIRS_NOT, "B", "敵", 0, top_a="climax")
    _run(THEIRS_NOT, "A", "撃手", 0)
    _run(MY_OWN, "B", "敵", 0, top_a="climax")


@pytest.mark.parametrize(("lv", "drawn"), [(1, 1), (0, 0)])
def test_that_character_is_the_one_that_dealt_it(lv: int, drawn: int) -> None:
    """「そのキャラのレベルが1以上なら」 reads 撃手, the character whose damage was cancelled."""
    watch = (
        "【自】 他のあなたのキャラの与えたダメージがキャンセルされた時、そのキャラのレベルが1以上なら、"
        "あなたは1枚引く。"
    )
    out = _run(watch, "A", "撃手", 1, top_b="climax", lv=lv, ask="ask: [A.hand]\n")
    assert out["state"]["A.hand"] == drawn


@pytest.mark.parametrize(("turn", "card", "n"), [("B", "敵", 1), ("A", "撃手", 0)])
def test_a_period_before_the_received_damage(turn: str, card: str, n: int) -> None:
    """「相手のターン中、あなたの受けたダメージがキャンセルされた時」: only in B's turn."""
    watch = "【自】 相手のターン中、あなたの受けたダメージがキャンセルされた時、あなたは1枚引く。"
    if turn == "A":
        # A deals damage to B in A's turn; A received none — and in B's turn B's 敵 hits A
        _run(watch, turn, card, n, top_b="climax")
    else:
        _run(watch, turn, card, n, top_a="climax")
