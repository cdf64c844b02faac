"""Round 61 (s58vgO2): counts of kinds (18.3) beyond card names.

- 「あなたのリアガードのグレードの種類数１つにつき、このユニットのパワー＋3000」: Y done once per
  kind of the value named among the cards (18.3.1.2; 18.3.1.1: not how many cards; 12.7.1) —
  ``per_stat`` ``("kinds:<value>", N)``, also 「カード名の種類数２つにつき」 (18.3.1) and in a step
  of an auto ability (「…の種類１つにつき、１枚引く」).
- 「あなたのドロップのカードのトリガーアイコンが２種類以上なら」: the icons the cards have; a card
  of no icon adds no kind (11.10.2.1.1) — ``Vocab.kinds_words``.
"""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, unsupported

PER_GRADE = (
    "【永】【(V)】：あなたのリアガードのグレードの種類数１つにつき、このユニットのパワー＋3000。"
)
PER_NAMES = (
    "【永】【(V)】：あなたのリアガードのカード名の種類数２つにつき、このユニットのパワー＋3000。"
)
ICONS = "【永】【(V)】：あなたのドロップのカードのトリガーアイコンが２種類以上なら、このユニットのパワー＋10000。"
DRAW = "【自】【(V)】：このユニットがアタックした時、あなたのリアガードのグレードの種類１つにつき、１枚引く。"


def _board(text: str, rears: list[tuple[str, int]], drop: str = "[]", actions: str = "") -> str:
    circles = ("left_front", "right_front", "left_back", "right_back", "center_back")
    rg = "".join(
        f"    {c}: {{name: {n}, type: normal, grade: {g}, power: 7000}}\n"
        for c, (n, g) in zip(circles, rears, strict=False)
    )
    return (
        "game: vg\ntitle: t\nturn: {player: A, number: 6, phase: main, first_player: A}\n"
        "players:\n  A:\n"
        f'    vanguard: {{name: 賢者, type: normal, grade: 3, power: 13000, text: "{text}"}}\n'
        f"{rg}    drop: {drop}\n    hand: []\n    deck: 10\n"
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 30000}\n    deck: 10\n"
        f"actions:\n  - {{do: check_timing}}\n{actions}"
        "expect:\n  outcome: {game_over: false}\n"
    )


def _power(board: str, power: int) -> object:
    r = resolve(loads(board + f"  state: {{A.vanguard.power: {power}}}\n", "t.yaml"))
    assert not unsupported(r)
    assert not check_expect(r), check_expect(r)
    return r


@pytest.mark.parametrize(
    ("rears", "power"),
    [
        ([("甲", 1), ("乙", 1), ("丙", 2)], 19000),  # grades 1 and 2: two kinds
        ([("甲", 1), ("乙", 1), ("丙", 1)], 16000),  # three cards, one kind (18.3.1.1)
        ([("甲", 0), ("乙", 1), ("丙", 2), ("丁", 3)], 25000),
        ([], 13000),  # no rear-guard: no kind, Y not done (1.3.2.2)
    ],
)
def test_per_kind_of_grade(rears: list[tuple[str, int]], power: int) -> None:
    r = _power(_board(PER_GRADE, rears), power)
    if rears:
        assert {"18.3.1.2", "12.7.1"} <= cited(r)


@pytest.mark.parametrize(
    ("rears", "power"),
    [
        ([("甲", 1), ("甲", 1), ("乙", 2)], 16000),  # two names: once
        ([("甲", 1), ("乙", 1), ("丙", 2)], 16000),  # three names: once (steps of 2)
        ([("甲", 1), ("乙", 1), ("丙", 2), ("丁", 2)], 19000),
    ],
)
def test_per_two_kinds_of_name(rears: list[tuple[str, int]], power: int) -> None:
    _power(_board(PER_NAMES, rears), power)


@pytest.mark.parametrize(
    ("drop", "power"),
    [
        # ☆ and a card of no icon: one kind, not two (11.10.2.1.1)
        (
            "[{name: 会心, type: trigger, grade: 0, trigger: critical}, {name: 兵, type: normal, grade: 1}]",
            13000,
        ),
        (
            "[{name: 会心, type: trigger, grade: 0, trigger: critical}, {name: 引, type: trigger, grade: 0, trigger: draw}]",
            23000,
        ),
        (
            "[{name: 会心, type: trigger, grade: 0, trigger: critical}, {name: 会心, type: trigger, grade: 0, trigger: critical}]",
            13000,
        ),
    ],
)
def test_trigger_icon_kinds(drop: str, power: int) -> None:
    r = _power(_board(ICONS, [], drop=drop), power)
    assert "11.10.2.1.1" in cited(r) or power > 13000


def test_per_kind_in_a_step() -> None:
    """An auto ability's 「…の種類１つにつき、１枚引く」: X fixed before the first draw (12.7.2)."""
    board = _board(
        DRAW,
        [("甲", 1), ("乙", 2), ("丙", 2)],
        actions="  - {do: attack, attacker: vanguard, target: B.vanguard}\n",
    )
    # grades 1 and 2: two draws, and the drive check's card (10.5.1): three in hand
    r = resolve(loads(board + "  state: {A.hand: 3}\n", "t.yaml"))
    assert not unsupported(r)
    assert not check_expect(r), check_expect(r)
    assert {"18.3.1.2", "12.7.2"} <= cited(r)
