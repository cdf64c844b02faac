"""Round 65 (s62vgC): the specific action 宣言する (7.13) — 「グレードを１つ宣言する」 names a grade
(7.13.1; one of the grades cards have, 7.13.2), the performer's choice (``at: declare``), which the
later steps of the same resolution read: 「宣言したグレードのカード」, 「そのユニットのグレードが宣言
したグレードと同じなら」, 「そのカードが宣言されたグレードでないなら」 (``_vg/declare``). A
declaration of another kind (a card name, a number) stays refused, naming 7.13."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities, _read_text
from ruling.resolve import check_expect
from tests.ruling.boards import cited, unsupported, vg_swordsman, zone_names

RETIRE = (
    "【起】【(R)】：グレードを１つ宣言する。相手のリアガードを１枚選び、そのユニットのグレードが"
    "宣言したグレードと同じなら、退却させる。"
)
ENEMY = "    right_front: {name: 敵兵, type: normal, grade: 1, power: 8000}\n"


def _activate(text: str, choices: str, a: str = "", b: str = ENEMY) -> Any:
    acts = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}\n"
    r = vg_swordsman(text, a, b, acts + (f"choices:\n{choices}" if choices else ""))
    assert not unsupported(r), unsupported(r)
    return r


@pytest.mark.parametrize(("grade", "retired"), [(1, True), (2, False)])
def test_a_declared_grade_compared_with_a_chosen_unit(grade: int, retired: bool) -> None:
    r = _activate(RETIRE, f"  - {{player: A, at: declare, choose: {grade}}}\n")
    assert ("敵兵" in zone_names(r, "B", "drop")) is retired
    assert {"7.13.1", "7.13.2"} <= cited(r)


DECK3 = (
    "    deck: [{name: 一, type: normal, grade: 1}, {name: 二, type: normal, grade: 2},"
    " {name: 三, type: normal, grade: 3}, 5]\n"
)
SEARCH = (
    "【起】【(R)】：グレードを１つ宣言する。あなたの山札の上から３枚公開し、宣言したグレードのカードを"
    "１枚まで手札に加え、残りを山札に戻し、山札をシャッフルする。"
)


@pytest.mark.parametrize(("grade", "got"), [(2, ["二"]), (0, [])])
def test_a_card_of_the_declared_grade_among_those_revealed(grade: int, got: list[str]) -> None:
    choices = f"  - {{player: A, at: declare, choose: {grade}}}\n"
    if got:
        choices += "  - {player: A, choose: 二}\n"
    r = _activate(SEARCH, choices, a=DECK3)
    assert [n for n in zone_names(r, "A", "hand") if n in ("一", "二", "三")] == got


OPPONENT = (
    "【起】【(R)】：相手はグレードを１つ宣言する。あなたの山札の上から１枚公開し、そのカードが"
    "宣言されたグレードでないなら、このユニットのパワー＋10000。公開したカードは山札の上に戻す。"
)


@pytest.mark.parametrize(("grade", "power"), [(1, 10000), (2, 20000)])
def test_the_opponent_declares_and_the_revealed_card_is_compared(grade: int, power: int) -> None:
    # the top card is 一 (grade 1): declared 1, it is of the declared grade — no power
    choices = f"  - {{player: B, at: declare, choose: {grade}}}\n"
    r = _activate(OPPONENT, choices + f"expect:\n  state:\n    剣士.power: {power}\n", a=DECK3)
    assert not check_expect(r), check_expect(r)
    assert zone_names(r, "A", "deck")[0] == "一"  # put back on top


@pytest.mark.parametrize(
    "text",
    [
        "【起】【(R)】：カード名を１つ宣言する。",
        "【起】【(R)】：数字を１つ宣言する。相手の手札の枚数が宣言した数と同じなら、１枚引く。",
        "【自】【(R)】：あなたがグレードを宣言した時、１枚引く。",
    ],
)
def test_other_declarations_stay_refused_naming_7_13(text: str) -> None:
    got = _abilities("vg", _read_text("vg", text), None)
    assert got and not got[0].supported and "(7.13" in got[0].reason, got[0].reason


def test_a_count_after_a_reveal_is_chosen_among_the_cards_revealed() -> None:
    """「山札の上から３枚公開し、グレード２のカードを１枚まで手札に加え」: the card is one of those
    revealed (before: chosen anywhere — 剣士, the grade 2 unit on the field, put into the hand)."""
    text = (
        "【起】【(R)】：あなたの山札の上から３枚公開し、グレード２のカードを１枚まで手札に加え、"
        "残りを山札に戻し、山札をシャッフルする。"
    )
    r = _activate(text, "  - {player: A, choose: 二}\n", a=DECK3)
    assert "二" in zone_names(r, "A", "hand")
    assert "剣士" in [c.name for c in r.main.final.players["A"].zones["field.left_front"]]


FURTHER = (
    "【起】【(R)】：グレードを１つ宣言する。あなたのヴァンガードを１枚選び、そのターン中、パワー＋10000。"
    "あなたの山札の上から１枚公開し、宣言したグレードなら、さらにそのターン中、そのユニットのパワー"
    "＋10000。公開したカードは山札の上に戻す。"
)


@pytest.mark.parametrize(("grade", "power"), [(1, 33000), (3, 23000)])
def test_that_unit_after_a_reveal_is_the_unit_chosen_before(grade: int, power: int) -> None:
    """「…公開し、宣言したグレードなら、さらに…そのユニットのパワー＋10000」: the card revealed in
    the deck is no unit — 「そのユニット」 is the vanguard chosen (before: the revealed card)."""
    choices = f"  - {{player: A, at: declare, choose: {grade}}}\n"
    r = _activate(FURTHER, choices + f"expect:\n  state:\n    竜.power: {power}\n", a=DECK3)
    assert not check_expect(r), check_expect(r)


GUARD = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_front:
      name: 剣士
      type: normal
      grade: 2
      power: 10000
      text: "【自】【(R)】：このユニットがアタックした時、グレードを１つ宣言する。そのターン中、相手は宣言されたグレードのカードを手札から(G)にコールできない。"
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    hand: [{name: 守り手, type: normal, grade: 1, shield: 10000}]
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: vanguard, guard: [守り手]}
choices:
  - {player: A, at: declare, choose: GRADE}
"""


@pytest.mark.parametrize(("grade", "called"), [(1, False), (2, True)])
def test_a_prohibition_for_the_turn_holds_the_grade_declared(grade: int, called: bool) -> None:
    """「そのターン中、相手は宣言されたグレードのカードを手札から(G)にコールできない」: the effect made
    holds the grade declared (1.3.3 over 10.5.1.2.2): a grade 1 card is barred after 1 is declared."""
    from tests.ruling.boards import vg_run

    r = vg_run(GUARD.replace("GRADE", str(grade)), "battle")
    assert not unsupported(r), unsupported(r)
    assert ("守り手" in zone_names(r, "B", "drop")) is called
