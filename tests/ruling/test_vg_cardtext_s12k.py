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
VANGUARD_POWER = 13000  # boards.VG_DRAGON


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


def test_a_later_step_of_a_furthermore_sentence_lasts_as_the_sentence_before() -> None:
    """The neighbour: 「そのバトル中、このユニットのパワー＋5000。さらにあなたのヴァンガードを１枚
    選び、パワー＋5000。」 — the change is the second step of the sentence opened by さらに; the
    whole sentence continues the one before (11.2.5), so the vanguard's +5000 ends with the
    battle too."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、そのバトル中、このユニットのパワー＋5000。"
        "さらにあなたのヴァンガードを１枚選び、パワー＋5000。"
    )
    r = run(text, actions=ATTACK, opponent=MID)
    assert not unsupported(r)
    assert value(r, "power") == 10000
    assert value(r, "power", where="field.vanguard") == VANGUARD_POWER


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


# ------------------------------------------------------------------ a slot after a 魔獣合成

FUSED = """\
players:
  A:
    vanguard: {name: ゾルガ, type: normal, grade: 3, power: 13000}
    left_front: {name: 合成体, type: token, grade: 0, power: 15000, race: 魔獣合成体}
    left_back: {name: 甲, type: normal, grade: 1, power: 8000, race: ゲノムゲル}
    right_front: {name: 乙, type: normal, grade: 2, power: 10000, race: ゲノムゲル}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 2, power: 10000}
    deck: 10
actions:
  - {do: beast_fuse, units: [UNITS]}
"""


@pytest.mark.parametrize("units", ["left_front, left_back", "left_back, left_front, right_front"])
def test_a_slot_names_the_top_of_a_fusion_bundle(units: str) -> None:
    """6.10.3.1 「魔獣合成ユニットは…一番上のカードの情報を持ちます」: after the cards are put under
    the token, 「A.left_front」 names the fusion unit, the token on top (its name and power), not
    a card under it, whatever order the units were named in (6.10.2.1: the token is the top)."""
    from ruling import values
    from ruling.core import Engine
    from ruling.rules import get_game
    from tests.ruling.boards import vg_run

    r = vg_run(FUSED.replace("UNITS", units))
    st = r.main.final
    assert len(st.players["A"].zones["field.left_front"]) == 1 + units.count(",")
    game = get_game("vg")
    uid, why = values.find(game, st, "A.left_front")
    assert uid is not None, why
    ctx = Engine(game, st).ctx
    assert values.read(ctx, uid, "name") == "合成体"
    assert values.read(ctx, uid, "power") == 15000
