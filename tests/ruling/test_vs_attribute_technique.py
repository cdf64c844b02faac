"""vs 2.15.1: 「《ヒーロー》技を持つカード」 is the card holding the attribute 《ヒーロー》 (「単に
《ヒーロー》と書くことがあります」) — 「…《X》の技を持つカード」 / 「…《X》技を持つカード」 read as
「…《X》のカード」 wherever a description is read (a choice, a condition, a changed card); a card
holds the attributes its techniques' headers print (``attributes_of``)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_ability_phase_use
from tests.ruling.boards import vs_program as _program
from tests.ruling.boards import vs_refused as _refused

STAT = "[ベンチ]あなたのリングの%sカードを+1000/-0する。"
CHOOSE = "[ベンチ][このカードをレストする]あなたは自分の控え室の%sカードを1枚選び、手札に加える。"
COND = "[リング]相手のリングのカードが%sなら、このカードを+2000/+0する。"


@pytest.mark.parametrize("form", [STAT, CHOOSE])
@pytest.mark.parametrize("wording", ["《剣技》の技を持つ", "《剣技》技を持つ"])
def test_a_described_card_is_the_attribute(form: str, wording: str) -> None:
    assert _program(form % wording) == _program(form % "《剣技》の")


@pytest.mark.parametrize("wording", ["《歌》の技を持つ", "《歌》技を持つ"])
def test_a_condition_is_the_attribute(wording: str) -> None:
    p = _program(COND % wording)
    assert p == _program(COND % "《歌》")
    assert p.condition == ("match", "opp_ring", ("歌",), (), ())


def test_neighbours_are_not_read_as_an_attribute() -> None:
    # 「技を持つ」 with no 《X》 right before 「技」: not a description by attribute
    assert _refused(STAT % "技を持つ")
    # the object has its own owner and zone: 「…が、相手のリングの《歌》の技を持つ」 is not 《歌》
    assert _refused(
        "[リング]あなたのリングのカードが相手のリングの《歌》の技を持つなら、このカードを+2000/+0する。"
    )


_REACH = """
game: vs
title: 「《ヒーロー》の技を持つカード」 reaches a card whose technique prints 《ヒーロー》
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]相手のリングの%sカードを+0/-1000。"}
  B:
    deck: 20
    ring: {name: 美希, ap: 1000, dp: 3000, text: "%s[リング]このカードはアタックされない。"}
ask: [B.ring]
expect:
  state: {美希.dp: %d}
"""


@pytest.mark.parametrize("wording", ["《ヒーロー》の技を持つ", "《ヒーロー》技を持つ"])
def test_a_card_with_the_technique_is_reached(wording: str) -> None:
    assert check_expect(resolve(loads(_REACH % (wording, "【正義】《ヒーロー》", 2000)))) == []
    assert check_expect(resolve(loads(_REACH % (wording, "【正義】《素敵》", 3000)))) == []
    assert check_expect(resolve(loads(_REACH % (wording, "【正義】《素敵》", 2000)))) != []


@pytest.mark.parametrize(
    ("waiting", "moved"),
    [
        # 竜A's technique prints 《竜》: it is chosen; 猫B's does not
        (
            '[{name: 竜A, ap: 1000, dp: 1000, text: "【炎】《竜》[リング]このカードはアタックされない。"},'
            ' {name: 猫B, ap: 1000, dp: 1000, text: "【爪】《猫》[リング]このカードはアタックされない。"}]',
            {"竜A.zone": "A.hand", "猫B.zone": "A.waiting"},
        ),
        (
            '[{name: 竜A, ap: 1000, dp: 1000, text: "【炎】《鳥》[リング]このカードはアタックされない。"},'
            ' {name: 猫B, ap: 1000, dp: 1000, text: "【爪】《猫》[リング]このカードはアタックされない。"}]',
            {"竜A.zone": "A.waiting", "猫B.zone": "A.waiting"},
        ),
    ],
)
def test_a_card_with_the_technique_is_chosen(waiting: str, moved: dict[str, str]) -> None:
    text = CHOOSE % "《竜》の技を持つ"
    r = vs_ability_phase_use(text, f"waiting: {waiting},", "[" + ", ".join(moved) + "]")
    assert r.outcome["state"] == moved
    assert not [w for w in r.main.warnings if w.kind == "unsupported"]


_COUNT = """
game: vs
title: 「あなたのベンチの《学園》の技を持つカード1枚につき」 counts the cards whose technique prints it
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]あなたのベンチの%sカード1枚につき、このカードを+500/+0する。"}
    bench:
      left: {name: 春香, ap: 1000, dp: 1000, text: "【登校】《学園》[ベンチ]このカードはアタックされない。"}
      center: {name: 真, ap: 1000, dp: 1000, text: "【稽古】%s[ベンチ]このカードはアタックされない。"}
      right: {name: 雪歩, ap: 1000, dp: 1000}
  B:
    deck: 20
    ring: {name: 美希, ap: 1000, dp: 3000}
ask: [A.ring]
expect:
  state: {千早.ap: %d}
"""


@pytest.mark.parametrize("wording", ["《学園》の技を持つ", "《学園》技を持つ", "《学園》の"])
@pytest.mark.parametrize(("other", "ap"), [("《学園》", 2000), ("《剣技》", 1500)])
def test_the_cards_with_the_technique_are_counted(wording: str, other: str, ap: int) -> None:
    r = resolve(loads(_COUNT % (wording, other, ap)))
    assert check_expect(r) == []
    assert "2.15.1" in r.decided_by
    assert check_expect(resolve(loads(_COUNT % (wording, other, ap + 500)))) != []
