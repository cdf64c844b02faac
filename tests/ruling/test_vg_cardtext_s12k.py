"""Vanguard card-text constructions, session 12 (s12vgk): the period of a sentence opened by
「さらに」, 「N未満」 in a shared count condition, and the values of a unit a circle holds after a
魔獣合成 fusion. Each test is a minimal board whose expectation is read from the clause quoted."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import ATTACK, run, value

# ------------------------------------------------------------------ 「…。さらにパワー＋5000」

FURTHER = "【自】【(R)】：このユニットがアタックした時、PERIOD、このユニットのパワー＋5000。さらにパワー＋5000。"
MID = "{name: 騎士, grade: 3, power: 18000}"


@pytest.mark.parametrize(("period", "after"), [("そのバトル中", 10000), ("そのターン中", 20000)])
def test_a_sentence_opened_by_furthermore_lasts_as_the_one_before(period: str, after: int) -> None:
    """「そのバトル中、このユニットのパワー＋5000。さらにパワー＋5000。」: the sentence opened by
    さらに always has one before it and is done as part of it (11.2.5), so its change lasts as
    long as the change said there; 11.3.1.2's 「このゲーム中」 is for a change whose period is not
    said at all. Both +5000 count in the battle (20000 against 18000: a hit, 10.7.1.6), and both
    end with it (the battle) or stay (the turn)."""
    r = run(FURTHER.replace("PERIOD", period), actions=ATTACK, opponent=MID)
    assert not unsupported(r)
    assert len(zone(r, "B", "damage")) == 1
    assert value(r, "power") == after


def test_a_sentence_alone_with_no_period_lasts_the_game() -> None:
    """The neighbour: a change with no period said, in a sentence not opened by さらに, lasts
    the game (11.3.1.2: 期間が特に指定されていない、すなわち「このゲーム中」)."""
    text = "【自】【(R)】：このユニットがアタックした時、そのバトル中、このユニットのパワー＋5000。パワー＋5000。"
    r = run(text, actions=ATTACK, opponent=MID)
    assert not unsupported(r)
    assert value(r, "power") == 15000


# ------------------------------------------------------------------ 「…が N枚未満なら」


@pytest.mark.parametrize(
    ("words", "drop", "draws"),
    [
        ("２枚未満", 1, True),
        ("２枚未満", 2, False),
        ("２未満", 0, True),
        ("２未満", 3, False),
        # the neighbours: the bounds a count took before (「以下」, 「以上」)
        ("２枚以下", 2, True),
        ("２枚以上", 1, False),
    ],
)
def test_a_count_condition_fewer_than_n(words: str, drop: int, draws: bool) -> None:
    """「あなたのドロップが２枚未満なら、１枚引く」: a count compared with N, 未満 being fewer than N
    (N not included), as 以下 includes it; the requirement is read on resolution (11.2.1.2)."""
    text = f"【自】【(R)】：このユニットがアタックした時、あなたのドロップが{words}なら、１枚引く。"
    r = run(text, actions=ATTACK, drop=str(drop))
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == (1 if draws else 0)
