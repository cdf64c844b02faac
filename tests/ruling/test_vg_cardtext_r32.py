"""Vanguard card-text constructions of round 32 (issue 12, s28vgtext): each a minimal ability
text and what it does on a board, beside a neighbour that must not."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported, vg_card_run, vg_run
from tests.ruling.boards import zone_names as zone


def _program(text: str) -> Any:
    get_game("vg")
    (a,) = _abilities("vg", text, None)
    assert a.supported, a.reason
    return a.program


# ------------------------------ 「あなたのエネルギーが７個以上なら」: a player's number in pieces (3.1.3)


def _power(text: str, energy: int) -> int:
    body = f"""\
players:
  A:
    energy: {energy}
    vanguard: {{name: 覇竜, type: normal, grade: 3, power: 13000, text: "{text}"}}
    deck: 10
  B:
    vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}
    deck: 10
ask: [A.vanguard.power]
"""
    r = vg_run(body)
    assert not any(w.key == "unsupported" for w in r.warnings())
    return int(r.outcome["state"]["A.vanguard.power"])


def test_energy_counted_in_pieces_is_the_same_condition() -> None:
    """「エネルギーが５個以上」 is 「エネルギーが５以上」: energy is a number, 個 its counter (3.1.3);
    5 meets it, 4 does not."""
    pieces = "【永】【(V)】：あなたのエネルギーが５個以上なら、このユニットのパワー＋10000。"
    assert _program(pieces) == _program(pieces.replace("５個", "５"))
    assert _power(pieces, 5) == 23000
    assert _power(pieces, 4) == 13000


# ------------------------------ 「暗躍を持つあなたのリアガード」: a keyword of the rules printed bare

HAS_STEALTH = "【永】【(V)】：暗躍を持つあなたのリアガードすべてのパワー＋5000。"
STEALTH = "【永】【(R)】暗躍：このユニットのパワー＋1000。"


def _rear_powers(vanguard: str, left: str, right: str) -> tuple[int, int]:
    body = f"""\
players:
  A:
    vanguard: {{name: 覇竜, type: normal, grade: 3, power: 13000, text: "{vanguard}"}}
    field:
      left_front: {{name: 影, type: normal, grade: 2, power: 10000, text: "{left}"}}
      right_front: {{name: 光, type: normal, grade: 2, power: 10000, text: "{right}"}}
    deck: 10
  B:
    vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}
    deck: 10
ask: [A.left_front.power, A.right_front.power]
"""
    r = vg_run(body)
    assert not any(w.key == "unsupported" for w in r.warnings())
    s = r.outcome["state"]
    return int(s["A.left_front.power"]), int(s["A.right_front.power"])


def test_a_keyword_printed_bare_is_had_by_the_card_whose_ability_carries_it() -> None:
    """「暗躍を持つ」 is 「【暗躍】を持つ」 (14.38.2: ‘(能力種別アイコン) 暗躍:(能力)’): the rear-guard
    whose ability carries 暗躍 gets +5000, the other nothing. 影 faces no opposing unit in its
    column, so its own 暗躍 ability works too (+1000, 14.38.3)."""
    assert _program(HAS_STEALTH) == _program(HAS_STEALTH.replace("暗躍", "【暗躍】", 1))
    assert _rear_powers(HAS_STEALTH, STEALTH, "") == (16000, 10000)
    assert _rear_powers(HAS_STEALTH, "", STEALTH) == (10000, 16000)


def test_a_keyword_with_the_owner_before_it() -> None:
    """「あなたのメイトユニットを持つリアガード」: the owner the grammar hangs on the keyword is the
    rear-guards' (as 「メイトユニットを持つあなたのリアガード」)."""
    assert _program(
        "【永】【(V)】：あなたのメイトユニットを持つリアガードすべてのパワー＋5000。"
    ) == _program("【永】【(V)】：メイトユニットを持つあなたのリアガードすべてのパワー＋5000。")


# ------------------------------ 「置いた枚数と同じ枚数を引く」: the を on a count of as many

ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
ARCHER = "right_front: {name: 弓兵, type: normal, grade: 1, power: 8000}"
PUT_DRAW = (
    "【起】【(R)】：あなたのリアガードを２枚まで選び、山札の下に置く。そうしたら、"
    "置いた枚数と同じ枚数を引く。"
)


def test_a_draw_of_as_many_with_its_object_marker() -> None:
    """「同じ枚数を引く」 is 「同じ枚数引く」: the count of the draw (7.2.1)."""
    assert _program(PUT_DRAW) == _program(PUT_DRAW.replace("同じ枚数を引く", "同じ枚数引く"))


@pytest.mark.parametrize(("archer", "drawn"), [(True, 2), (False, 1)])
def test_a_draw_of_as_many_on_a_board(archer: bool, drawn: int) -> None:
    """Two rear-guards put on the bottom of the deck draw two cards; with only 剣士 on the field,
    one put draws one."""
    r = vg_card_run(
        PUT_DRAW,
        ACTIVATE,
        extra="right_front: {name: 弓兵, type: normal, grade: 1, power: 8000}" if archer else "",
        choices="choices:\n  - {player: A, choose: 剣士}\n"
        + ("  - {player: A, choose: 弓兵}\n" if archer else ""),
    )
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == drawn


# ------------------------------ 「その山札をシャッフルする」: the deck named before

SEARCH_SHUFFLE = (
    "【起】【(R)】：あなたの山札から「竜」を含むカードを１枚まで探し、(R)にコールし、"
    "その山札をシャッフルする。"
)


def test_that_deck_is_the_deck_named_before() -> None:
    """「その山札」 is the deck the search named (「あなたの山札をシャッフルする」); the opponent's
    deck named, the opponent's."""
    assert _program(SEARCH_SHUFFLE) == _program(SEARCH_SHUFFLE.replace("その山札", "あなたの山札"))
    theirs = "【起】【(R)】：相手の山札を上から３枚見て、その山札をシャッフルする。"
    assert _program(theirs) == _program(theirs.replace("その山札", "相手の山札"))


def test_that_deck_with_no_deck_before_is_refused() -> None:
    """With no deck named before it, 「その山札」 names nothing: refused, never guessed."""
    get_game("vg")
    (a,) = _abilities("vg", "【起】【(R)】：その山札をシャッフルする。", None)
    assert not a.supported and "that_deck" in a.reason


def test_search_call_and_shuffle_that_deck_on_a_board() -> None:
    """The 「竜」 card found in the deck is called; the deck (shuffled) keeps the rest."""
    r = vg_card_run(
        SEARCH_SHUFFLE,
        ACTIVATE,
        deck="[{name: 山1, type: normal, grade: 1}, {name: 若竜, type: normal, grade: 1}, 8]",
        choices="choices:\n  - {player: A, choose: 若竜}\n",
    )
    assert not unsupported(r)
    assert "若竜" not in zone(r, "A", "deck") and len(zone(r, "A", "deck")) == 9


# ------------------------------ 「そのカードとグレードが同じユニットカード」: the value as subject

SAME_GRADE = (
    "【起】【(R)】：あなたの山札を上から３枚見て、このユニットとグレードが同じユニットカードを"
    "１枚まで選び、手札に加え、山札をシャッフルする。"
)


def test_the_value_said_as_the_subject_of_same() -> None:
    """「XとグレードがYじ」 is 「Xと同じグレードの」; 「Xとクランが同じ」 is 「Xと同じクランの」."""
    assert _program(SAME_GRADE) == _program(
        SAME_GRADE.replace("このユニットとグレードが同じ", "このユニットと同じグレードの")
    )
    clan = SAME_GRADE.replace("グレード", "クラン")
    assert _program(clan) == _program(
        clan.replace("このユニットとクランが同じ", "このユニットと同じクランの")
    )


def test_the_same_grade_on_a_board() -> None:
    """剣士 is grade 2: of the cards looked at, the grade-2 山2 may be taken into the hand, the
    grade-1 山1 is no option."""
    from ruling.resolve import AnswerNotTaken

    r = vg_card_run(SAME_GRADE, ACTIVATE, choices="choices:\n  - {player: A, choose: 山2}\n")
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["山2"]
    with pytest.raises(AnswerNotTaken):
        vg_card_run(SAME_GRADE, ACTIVATE, choices="choices:\n  - {player: A, choose: 山1}\n")


# ------------------------------ 「ソウルに別名のカードが３種類以上あるなら」: kinds that exist (18.3.1)

KINDS_THERE = (
    "【永】【(V)】：あなたのソウルに「星」を含む別名のカードが３種類以上あるなら、"
    "このユニットのパワー＋10000。"
)


def test_kinds_said_as_an_existence() -> None:
    """「Zに…のカードがN種類以上ある」 is 「Zの…のカードがN種類以上」: how many names (18.3.1)."""
    assert (
        _program(KINDS_THERE).cond
        == _program(
            "【永】【(V)】：あなたのソウルの「星」を含むカードが３種類以上なら、このユニットのパワー＋10000。"
        ).cond
    )


def _soul_power(names: list[str]) -> int:
    soul = ", ".join(f"{{name: {n}, type: normal, grade: 1}}" for n in names)
    body = f"""\
players:
  A:
    vanguard: {{name: 覇竜, type: normal, grade: 3, power: 13000, text: "{KINDS_THERE}"}}
    soul: [{soul}]
    deck: 10
  B:
    vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}
    deck: 10
ask: [A.vanguard.power]
"""
    r = vg_run(body)
    assert not any(w.key == "unsupported" for w in r.warnings())
    return int(r.outcome["state"]["A.vanguard.power"])


def test_kinds_that_exist_on_a_board() -> None:
    """Three names with 「星」 in the soul: +10000; four cards of two names with 「星」 and one
    without: no (18.3.1.1 — names, not cards)."""
    assert _soul_power(["星A", "星B", "星C"]) == 23000
    assert _soul_power(["星A", "星A", "星B", "月C"]) == 13000


# ------------------------------ 「置いた枚数１枚につき」 / 「捨てた枚数につき」: per card acted on

PER_PUT = (
    "【起】【(R)】：あなたの他のリアガードを２枚まで選び、ソウルに置く。置いた枚数１枚につき、"
    "そのターン中、このユニットのパワー＋5000。"
)


def test_per_the_number_of_cards_acted_on() -> None:
    """「置いた枚数１枚につき」 / 「捨てた枚数につき」 are 「置いたカード１枚につき」 /
    「捨てたカード１枚につき」 (12.7.1: once per card counted)."""
    assert _program(PER_PUT) == _program(PER_PUT.replace("置いた枚数", "置いたカード"))
    discard = "【起】【(R)】：あなたの手札から２枚まで選び、捨てる。捨てた枚数につき、１枚引く。"
    assert _program(discard) == _program(discard.replace("捨てた枚数", "捨てたカード１枚"))


def test_per_the_number_put_on_a_board() -> None:
    """One other rear-guard (弓兵) put into the soul: 剣士 gets +5000 once (15000)."""
    from tests.ruling.test_vg_constructions import value

    r = vg_card_run(
        PER_PUT, ACTIVATE, extra=ARCHER, choices="choices:\n  - {player: A, choose: 弓兵}\n"
    )
    assert not unsupported(r)
    assert zone(r, "A", "soul") == ["弓兵"]
    assert value(r, "power") == 15000


# ------------------------------ 「…がいないなら、A。いるなら、B。」 / 「…３枚以上いるなら、…。４枚以上いるなら」

NONE_THEN_SOME = (
    "【自】【(R)】：このユニットがアタックした時、相手の前列にリアガードがいないなら、１枚引く。"
    "いるなら、【ソウルチャージ】(1)。"
)
MORE_THERE = (
    "【自】【(R)】：このユニットがアタックした時、あなたのリアガードが１枚以上いるなら、そのバトル中、"
    "このユニットのパワー＋5000。２枚以上いるなら、さらにクリティカル＋１。"
)


def test_an_existence_left_unsaid_is_the_one_before() -> None:
    """A bare 「いるなら」 after 「…がいないなら」 affirms what it denied; 「２枚以上いるなら」 after
    「…が１枚以上いるなら」 counts the same cards (the ellipsis of Japanese)."""
    assert _program(NONE_THEN_SOME) == _program(
        NONE_THEN_SOME.replace("いるなら", "相手の前列にリアガードがいるなら")
    )
    assert _program(MORE_THERE) == _program(
        MORE_THERE.replace("２枚以上いるなら", "あなたのリアガードが２枚以上いるなら")
    )


def test_the_existence_affirmed_on_a_board() -> None:
    """B has 槍兵 in its front row: 剣士's attack soul-charges (the top card 山1 into the soul),
    draws nothing."""
    r = vg_card_run(NONE_THEN_SOME, damage="[]")
    assert not unsupported(r)
    assert zone(r, "A", "soul") == ["山1"] and zone(r, "A", "hand") == []


# ------------------------------ 「相手のヴァンガードのグレードがこのユニット以上なら」: the value unsaid

HIGHER = (
    "【自】【(R)】：このユニットがアタックした時、相手のヴァンガードのグレードがこのユニット以上なら、"
    "１枚引く。"
)


def test_the_compared_cards_value_left_unsaid_is_the_subjects() -> None:
    """「…のグレードがこのユニット以上」 is 「…のグレードがこのユニットのグレード以上」."""
    assert _program(HIGHER) == _program(
        HIGHER.replace("このユニット以上", "このユニットのグレード以上")
    )


@pytest.mark.parametrize(("grade", "draws"), [(3, True), (1, False)])
def test_the_value_left_unsaid_on_a_board(grade: int, draws: bool) -> None:
    """剣士 (grade 2) attacks: B's vanguard of grade 3 is at least it (a draw), of grade 1 not."""
    r = vg_card_run(
        HIGHER,
        damage="[]",
        opponent=f"{{name: 騎士, type: normal, grade: {grade}, power: 13000}}",
    )
    assert not unsupported(r)
    assert bool(zone(r, "A", "hand")) is draws
