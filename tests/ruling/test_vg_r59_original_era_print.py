"""Round 59 (s56vgC): the original era's printing of two things the later cards print otherwise.

- An action icon with its number inside its brackets, 「【カウンターブラスト(1)】」 / 「【ソウルブラスト
  (2)】」 / 「【ソウルチャージ(1)】」 (the rules document's appendix prints it so too): the icon and its
  number 「【カウンターブラスト】(1)」 (``grammar.normalise._icon_number_order``) — the cost paid
  (7.24 / 7.25), the charge done (7.27).
- 「レギオン」 for 双闘 (the rules keep the name for its units, 6.4.3 ‘レギオンリーダー’ / ‘レギオン
  メイト’): 「レギオンした時」 is 「双闘した時」 (6.4.2.1), 「レギオンしている」 and 「レギオン中」 are
  「双闘している」 (6.4.2.2); 「双闘中」 too (before, read as a subtype named 「双闘中」).
"""

from __future__ import annotations

import pytest

from grammar.normalise import normalise
from ruling.abilities import _abilities
from ruling.resolve import check_expect
from ruling.rules import get_game
from tests.ruling.boards import cited, unsupported, vg_run
from tests.ruling.boards import zone_names as zone


def _program(text: str) -> object:
    get_game("vg")
    (ab,) = _abilities("vg", text, None)
    assert ab.supported, ab.reason
    return ab.program


@pytest.mark.parametrize(
    ("printed", "read"),
    [
        ("[【カウンターブラスト(1)】]", "[【カウンターブラスト】(1)]"),
        (
            "[【カウンターブラスト(1)】&【ソウルブラスト(2)】]",
            "[【カウンターブラスト】(1)&【ソウルブラスト】(2)]",
        ),
        ("、【ソウルチャージ(1)】。", "、【ソウルチャージ】(1)。"),
        ("【エネルギーブラスト(12)】", "【エネルギーブラスト】(12)"),
    ],
)
def test_an_icon_with_its_number_inside_is_read_as_the_icon_and_its_number(
    printed: str, read: str
) -> None:
    n = normalise(printed)
    assert n.text == read
    # one character for one: each keeps its own source character
    for i, ch in enumerate(n.text):
        a = n.offsets.starts[i]
        assert printed[a] == ch


def test_other_brackets_with_a_number_are_left_as_printed() -> None:
    # not an action icon: a validity keyword has its own reading (``_validity_label_order``)
    assert normalise("「名前(1)」").text == "「名前(1)」"
    assert normalise("【ターン1回】").text == "【ターン1回】"


def test_a_cost_of_an_icon_with_its_number_inside_is_paid() -> None:
    """「[【ソウルブラスト(1)】] １枚引く」: the soul blast of one card paid (7.25) as the
    ability is played (11.8.2.2), then the draw."""
    r = vg_run(
        "players:\n  A:\n"
        "    vanguard: {name: 竜, type: normal, grade: 2, power: 10000,"
        ' text: "【起】【(V)】：[【ソウルブラスト(1)】] １枚引く。この能力は１ターンに１回しか使えない。"}\n'
        "    soul: [{name: 魂, type: normal, grade: 1}]\n"
        "    hand: 0\n"
        "    deck: [{name: 兵, type: normal, grade: 1}, 9]\n"
        "  B: {vanguard: {name: 騎士, type: normal, grade: 2, power: 10000}, deck: 10}\n"
        "actions:\n  - {do: main_phase, actions: [{do: activate, card: A.vanguard}]}\n"
        "expect:\n  state: {A.soul: 0, A.hand: [兵], 魂.zone: A.drop}\n"
    )
    assert check_expect(r) == []


def test_a_soul_charge_with_its_number_inside_charges() -> None:
    prog = _program("【自】【(V)】：このユニットがアタックした時、【ソウルチャージ(1)】。")
    assert [(s.verb, s.n) for s in prog.steps] == [("soul_charge", 1)]  # type: ignore[attr-defined]


LEGION_BOARD = """\
players:
  A:
    vanguard:
      name: 算学の校長
      type: normal
      grade: 3
      power: 11000
      text: "【自】【(V)】：このユニットがレギオンした時、１枚引く。\\n【永】【(V)】：このユニットがレギオン中なら、このユニットのクリティカル＋1。"
    left_front:
      name: 算学の助手
      type: normal
      grade: 2
      power: 9000
      text: "【永】【(R)】：あなたのヴァンガードがレギオン中でないなら、このユニットのパワー＋2000。"
    deck: [{name: 相方, type: normal, grade: 3, power: 11000}, {name: 兵, type: normal, grade: 1}, 8]
    hand: 0
  B:
    vanguard: {name: 敵, type: normal, grade: 3, power: 11000}
    deck: 10
"""


def test_legion_printed_as_レギオン_before_the_legion() -> None:
    """Before the legion the vanguard is in no legion state (6.4.2.2): the critical is its own,
    the rear-guard's 「レギオン中でないなら」 holds."""
    r = vg_run(
        LEGION_BOARD
        + "actions: []\n"
        + "expect:\n  state: {算学の校長.critical: 1, 算学の助手.power: 11000, A.hand: 0}\n"
    )
    assert check_expect(r) == []


def test_legion_printed_as_レギオン_triggers_and_holds() -> None:
    """「このユニットがレギオンした時」 triggers on the legion (6.4.2.1: from no legion state into
    one), 「レギオン中なら」 holds after it (6.4.2.2), 「レギオン中でないなら」 no longer does."""
    r = vg_run(
        LEGION_BOARD
        + "actions:\n  - do: main_phase\n    actions:\n"
        + "      - {do: legion, card: 相方, from: deck}\n"
        + "expect:\n  state: {算学の校長.critical: 2, 算学の助手.power: 9000, A.hand: 1}\n"
        + "  triggered: {算学の校長: 1}\n"
    )
    assert check_expect(r) == []


@pytest.mark.parametrize("word", ["レギオン中", "双闘中"])
def test_in_legion_is_the_legion_state(word: str) -> None:
    prog = _program(f"【永】【(V)】：このユニットが{word}なら、このユニットのパワー＋2000。")
    cond = prog.cond  # type: ignore[attr-defined]
    assert cond.what == "match" and cond.filt.states == ("legion",) and not cond.filt.groups


def test_legioned_this_turn_is_a_history() -> None:
    """「このターンにあなたのヴァンガードがレギオンしているなら」: the turn's record of a legion
    (6.4.2.3)."""
    prog = _program(
        "【自】【(R)】：このユニットが退却した時、このターンにあなたのヴァンガードが"
        "レギオンしているなら、１枚引く。"
    )
    cond = prog.cond  # type: ignore[attr-defined]
    assert cond.what == "history" and cond.event.event == "legion"


def test_the_legion_line_is_the_seek_mate_icon() -> None:
    """「レギオン（このユニットのメイトは「A」か「B」）」: the legion icon and its card
    information (14.11.1.1, 14.11.1.3) as the original era prints it — 「【双闘】「A」か「B」」."""
    n = normalise("レギオン（このユニットのメイトは「甲」か「乙」）\n【永】：レギオン（x）")
    assert n.text.splitlines()[0] == "【双闘】「甲」か「乙」"
    # another parenthesis after レギオン is left as printed
    assert n.text.splitlines()[1] == "【永】:レギオン(x)"


def test_the_legion_line_legions_with_the_named_card_on_a_board() -> None:
    """The seek mate it is (14.11.2): against a grade 3 vanguard the named card is found and the
    two legion; another name — none found, no legion."""
    from tests.ruling.test_vg_keywords_r29 import _seek

    r = _seek("レギオン（このユニットのメイトは「蒼嵐巡洋艦」か「蒼嵐艦」）")
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "field.vanguard") == ["蒼嵐艦", "蒼嵐竜"]
    assert {"14.11.1.3", "14.11.2"} <= cited(r)
    other = _seek("レギオン（このユニットのメイトは「別艦」）")
    assert zone(other, "A", "field.vanguard") == ["蒼嵐竜"]
