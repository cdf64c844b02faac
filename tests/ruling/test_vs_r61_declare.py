"""Round 61 (s58vsmcC): VS declarations —

1. 「名前を1つ宣言し、…」: the declaration joined to the step after it (the continuative form), done
   first, as 「名前を1つ宣言する。…」 is (2.1.4).
2. 「Xが宣言した名前を持つなら、A。持たないなら、B。」: X is a card of the declared name (2.1.4, as
   「宣言した名前のカード」 reads it) — the grammar may type X as the subject of 「宣言した」, but a card
   declares nothing (the master does): X is 「持つ」's; 「持たないなら」 its other case."""

from __future__ import annotations

import pytest

from tests.ruling.boards import decided, main_state, vs_ability, vs_ruling

HEAD = "[ベンチ][このカードをレストする]"
JOINED = (
    HEAD
    + "名前を1つ宣言し、相手の手札を見て、宣言した名前のカードを1枚まで選び、相手の控え室に置く。"
)
HOLDS = (
    HEAD + "名前を1つ宣言する。このカードが宣言した名前を持つなら、あなたは1枚引く。"
    "持たないなら、相手は1枚引く。"
)


def _run(text: str, declared: str, choices: str = "") -> object:
    a = (
        "{deck: 9, hand: 0, energy: 2, ring: {name: 千早, ap: 2000, dp: 2000},"
        ' bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "' + text + '"}}}'
    )
    b = (
        "{deck: 9, waiting: 0, ring: {name: 美希, ap: 2000, dp: 3000}, hand: ["
        "{name: 春香, ap: 1000, dp: 1000}, {name: 雪歩, ap: 1000, dp: 1000}]}"
    )
    return vs_ruling(
        a,
        b,
        "  - {do: ability_phase, actions: [{do: use, card: 律子}]}",
        "[A.hand, B.hand, B.waiting]",
        "{player: A, number: 6, phase: ability}",
        f"choices:\n  - {{player: A, choose: {declared}}}\n{choices}",
    )


def test_the_joined_declaration_compiles_first() -> None:
    ab = vs_ability(JOINED)
    assert ab.supported, ab.reason
    assert [op.kind for op in ab.program.ops][0] == "declare"


@pytest.mark.parametrize(("declared", "waiting"), [("春香", 1), ("other", 0)])
def test_the_joined_declaration_on_a_board(declared: str, waiting: int) -> None:
    r = _run(JOINED, declared, "  - {player: A, choose: '1'}\n")
    assert main_state(r, "B.waiting") == waiting
    assert "2.1.4" in decided(r)


@pytest.mark.parametrize(("declared", "a_hand", "b_hand"), [("律子", 1, 2), ("other", 0, 3)])
def test_a_card_holding_the_declared_name_or_not(declared: str, a_hand: int, b_hand: int) -> None:
    r = _run(HOLDS, declared)
    assert (main_state(r, "A.hand"), main_state(r, "B.hand")) == (a_hand, b_hand)
    assert "2.1.4" in decided(r)


def test_a_player_who_declared_is_not_lifted() -> None:
    """「あなたが宣言した名前を持つなら」 with no card: not this reading."""
    assert not vs_ability(
        HEAD + "名前を1つ宣言する。相手が宣言した名前を持つなら、あなたは1枚引く。"
    ).supported
