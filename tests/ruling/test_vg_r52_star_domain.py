"""Round 52: a circle gains the 星域 attribute by an effect (17.3.1: 「そのターン中、あなたの左後列の
リアガードサークルは星域属性を得る」) and the rules of such a circle apply while it lasts: a normal call
there only of a 〈星神〉 (17.3.1.1), of any grade (17.3.1.2); a unit there that is no 〈星神〉 retired
by a rule process (17.3.1.6, 17.3.2.1); its unit to the bottom of its owner's deck in the end phase
(9.11.5, 17.3.1.5), before 9.11.9 ends the effect."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect
from tests.ruling.boards import cited, vg_run

GAIN = "そのターン中、あなたの%sのリアガードサークルは星域属性を得る。"


def test_compiles_to_a_circle_attribute() -> None:
    import ruling.games.vg  # noqa: F401
    from ruling.abilities import _abilities

    for place, ci in (
        ("左後列", "left_back"),
        ("後列中央", "center_back"),
        ("右前列", "right_front"),
    ):
        (ab,) = _abilities("vg", GAIN % place, None)
        assert ab.supported and ab.program is not None
        (op,) = ab.program.steps
        assert (op.verb, op.dest, op.name, op.until) == (
            "circle_attribute",
            ci,
            "star_domain",
            "turn",
        )


def test_with_no_period_not_read() -> None:
    import ruling.games.vg  # noqa: F401
    from ruling.abilities import _abilities

    (ab,) = _abilities("vg", "あなたの左後列のリアガードサークルは星域属性を得る。", None)
    assert not ab.supported


RETIRE = """players:
  A:
    vanguard: {name: 導き手, type: normal, grade: 3, power: 13000, race: 星神}
    left_back: {name: 見習い, type: normal, grade: 1, power: 8000, race: %s}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
actions:
  - {do: resolve_text, player: A, text: "%s"}
expect:
  state: {見習い.zone: %s}
"""


@pytest.mark.parametrize(
    ("race", "zone"), [("ヒューマン", "A.drop"), ("星神", "A.field.left_back")]
)
def test_rule_process_retires_a_unit_not_star_god(race: str, zone: str) -> None:
    r = vg_run(RETIRE % (race, GAIN % "左後列", zone))
    assert not check_expect(r)
    assert ("17.3.2.1" in cited(r)) is (race != "星神")


def test_another_circle_leaves_the_unit() -> None:
    r = vg_run(RETIRE % ("ヒューマン", GAIN % "右後列", "A.field.left_back"))
    assert not check_expect(r)


CALL = """players:
  A:
    vanguard: {name: 星の子, type: normal, grade: 1, power: 8000, race: 星神}
    hand: [{name: 呼札, type: normal, grade: %d, power: 8000, race: %s}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 1, power: 8000}
actions:
  - {do: resolve_text, player: A, text: "%s"}
  - {do: call, card: 呼札, circle: left_back, allowed: %s}
"""


@pytest.mark.parametrize(
    ("grade", "race", "allowed", "clause"),
    [(3, "星神", "true", "17.3.1.2"), (1, "ヒューマン", "false", "17.3.1.1")],
)
def test_normal_call_to_star_domain(grade: int, race: str, allowed: str, clause: str) -> None:
    r = vg_run(CALL % (grade, race, GAIN % "左後列", allowed))
    assert not check_expect(r)
    assert clause in cited(r)


def test_grade_rule_elsewhere_unchanged() -> None:
    # the right back circle is no 星域: the grade-3 〈星神〉 is above the vanguard (9.9.2.1)
    r = vg_run(CALL % (3, "星神", GAIN % "右後列", "false"))
    assert not check_expect(r)


END = """players:
  A:
    vanguard: {name: 導き手, type: normal, grade: 3, power: 13000, race: 星神}
    left_back: {name: 星詠み, type: normal, grade: 2, power: 15000, race: 星神}
    right_back: {name: 隣, type: normal, grade: 2, power: 15000, race: 星神}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "%s"}
  - {do: end_phase}
expect:
  state: {星詠み.zone: A.deck, 隣.zone: A.field.right_back, A.deck: 11}
"""


def test_end_phase_puts_the_unit_on_the_deck_bottom() -> None:
    r = vg_run(END % (GAIN % "左後列"))
    assert not check_expect(r)
    assert {"9.11.5", "17.3.1.5"} <= cited(r)


SONG = """players:
  A:
    vanguard: {name: 詩人, type: normal, grade: 3, power: 13000}
    hand: [{name: 調べ, type: order, grade: 0, traits: [楽曲], text: "１枚引く。"}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
actions:
  - {do: resolve_text, player: A, text: "%s"}
  - {do: play_order, card: 調べ}
expect:
  state: {調べ.zone: %s}
"""


@pytest.mark.parametrize(
    ("place", "zone"), [("後列中央", "A.drop"), ("左後列", "A.field.center_back")]
)
def test_song_order_put_on_star_domain_dropped_at_once(place: str, zone: str) -> None:
    r = vg_run(SONG % (GAIN % place, zone))
    assert not check_expect(r)
    assert ("17.4.2.3" in cited(r)) is (place == "後列中央")


ATTACK = """players:
  A:
    vanguard: {name: 導き手, type: normal, grade: 3, power: 13000, race: 星神}
    left_back: {name: 星詠み, type: normal, grade: 2, power: 15000, race: 星神}
    soul: 1
    hand: 2
    deck: [{name: 流星, type: normal, grade: 1}, 10]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "%s"}
  - {do: attack, attacker: left_back, target: B.vanguard}
expect:
  state: {A.left_back.state: %s, 流星.zone: %s, A.hand: 2}
"""


@pytest.mark.parametrize(
    ("place", "state", "zone"), [("左後列", "rest", "A.soul"), ("右後列", "stand", "A.deck")]
)
def test_back_row_attack_and_drive_check_to_soul(place: str, state: str, zone: str) -> None:
    r = vg_run(ATTACK % (GAIN % place, state, zone))
    assert not check_expect(r)
    star = place == "左後列"
    assert ({"17.3.1.3", "17.3.1.4", "17.3.1.4.1"} <= cited(r)) is star
