"""co card-text constructions of round 24 (s20covs, issue 12), each on a minimal board of its own,
with its neighbours."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import co_ability, co_run

# ------ 「このターン(中)、」 / 「そのターン中、」 / 「…は、このターン…」: the period 「ターン終了時
# まで」 names (3-7-2: the effects lasting the turn end at its end), read by every construction
# that reads a duration

BAN = """\
game: co
title: t
turn: {player: A, number: 3, phase: main}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    field: [{name: 鬼, type: character, ap: 3, dp: 3}]
    hand: [{name: 縛, type: event, cost: 1, text: "使い捨て\\n%s"}]
  B:
    hp: 20
    deck: 10
    field: [{name: 壁, type: character, ap: 1, dp: 5}]
actions:
  - {do: play, card: 縛, target: 壁}
  - {do: attack, attacker: 鬼, defender: 壁}
ask: [B.hp]
"""


@pytest.mark.parametrize(
    "period",
    [
        "ターン終了時まで、{x}は",
        "このターン、{x}は",
        "そのターン中、{x}は",
        "このターン中、{x}は",
        "{x}は、このターン",
    ],
)
def test_a_prohibition_for_the_turn_whatever_words_name_the_turn(period: str) -> None:
    text = period.format(x="対象のキャラクター1体") + "ディフェンスできない。"
    assert co_ability(text, type_="event").supported, co_ability(text, type_="event").reason
    # 壁 may not defend: the attack is undefended and B takes 鬼's 3 (3.4.5.4)
    assert resolve(loads(BAN % text)).outcome["state"] == {"B.hp": 17}


def test_a_modifier_for_the_turn_said_with_this_turn() -> None:
    text = "このターン、対象のキャラクター1体は「+0:-4」の修正を受ける。"
    assert co_ability(text, type_="event").supported
    # 壁 at DP 1 defends against 鬼's 3: crushed (3.4.5.4)
    doc = BAN.replace("ask: [B.hp]", "ask: [B.hp, 壁.zone]")
    got = resolve(loads(doc % text)).outcome["state"]
    assert got == {"B.hp": 20, "壁.zone": "B.dustbox"}


def test_a_turn_inside_a_relative_clause_is_not_a_duration() -> None:
    # 「このターンにダメージを受けた…」 is when the damage was taken, not how long anything lasts
    ab = co_ability(
        "このターンにダメージを受けた対象のキャラクター1体のダメージを0にする。", type_="event"
    )
    assert ab.program is None or all(getattr(o, "until", None) is None for o in ab.program.ops)


# ------ 「対象の…を…する。そのキャラクターは、…できない」: 「そのキャラクター」 is the target named
# before it (4.2.13) for a prohibition too, as for the other changes of a character


def test_that_character_of_a_prohibition_is_the_target_named_before() -> None:
    text = "対象のキャラクター1体をタップする。そのキャラクターは、このターンディフェンスできない。"
    ab = co_ability(text, type_="event")
    assert ab.supported, ab.reason
    assert [o.who for o in ab.program.ops] == ["target_char", "target_char"]
    # with no character named before it: refused, never guessed
    ab = co_ability("そのキャラクターは、このターンディフェンスできない。", type_="event")
    assert not ab.supported and "そのキャラクター" in ab.reason


# ------ 「対象のキャラクター2体に / を / は…」: two targets of one description (4.2.13), the step
# once for each, the second given apart (target2, another character than the first). Before,
# the count was dropped: the step was done to one target only (a silent misread).

TWO = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: 2
    deck: 10
    field:
      - {{name: 騎士, type: character, gender: 男性, ap: 1, dp: 3, state: rest}}
      - {{name: 巫女, type: character, gender: 女性, ap: 1, dp: 3, state: rest}}
      - {{name: 弓兵, type: character, gender: 男性, ap: 1, dp: 3, state: rest}}
    hand: [{{name: 号令, type: event, cost: 1, text: "{text}"}}]
  B:
    hp: 10
    deck: 10
actions:
  - {{do: play, card: 号令, target: {t1}, target2: {t2}, allowed: {allowed}}}
ask: [騎士.state, 巫女.state, 弓兵.state, 騎士.damage, 巫女.damage, 弓兵.damage]
"""


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("対象のキャラクター2体をアンタップする。", "state", "stand"),
        ("対象のキャラクター2体に1ダメージを与える。", "damage", 1),
        ("対象のキャラクター2体にそれぞれ1点のダメージを与える。", "damage", 1),
    ],
)
def test_two_targets_of_one_description(text: str, key: str, value: object) -> None:
    ab = co_ability(text, type_="event")
    assert ab.supported, ab.reason
    r = co_run(TWO.format(text=text, t1="騎士", t2="巫女", allowed="true"))
    assert not r.outcome.get("rejected")
    got = r.outcome["state"]
    assert got[f"騎士.{key}"] == value and got[f"巫女.{key}"] == value
    assert got[f"弓兵.{key}"] != value  # the third character: not a target


def test_two_targets_are_two_characters() -> None:
    # the same character named twice is not two targets: the card cannot be played (4.2.13)
    text = "対象のキャラクター2体をアンタップする。"
    r = co_run(TWO.format(text=text, t1="騎士", t2="騎士", allowed="false"))
    assert r.outcome.get("rejected") is True
    assert r.outcome["state"]["騎士.state"] == "rest"


def test_a_description_holds_for_both_targets() -> None:
    text = "対象の男性キャラクター2体をアンタップする。"
    r = co_run(TWO.format(text=text, t1="騎士", t2="弓兵", allowed="true"))
    assert not r.outcome.get("rejected")
    assert r.outcome["state"]["弓兵.state"] == "stand"
    r = co_run(TWO.format(text=text, t1="騎士", t2="巫女", allowed="false"))  # 巫女 is 女性
    assert r.outcome.get("rejected") is True


@pytest.mark.parametrize(
    "text",
    [
        # (up to two is read since round 33: test_co_cardtext_r33.py; up to three is not)
        "対象のキャラクター3体までをタップする。",
        "対象のキャラクター3体をタップする。",
        "対象のキャラクター2体をクラッシュする。",  # a crash of a second target: not read yet
    ],
)
def test_other_counts_of_targets_are_refused_not_dropped(text: str) -> None:
    ab = co_ability(text, type_="event")
    assert not ab.supported and ab.reason


# ------ 「Xを対象とする。…対象のキャラクターは / を…」: the first sentence declares the target X
# (4.2.13), which the later 「対象の<kind>」 names — read as 「対象のX」 there


@pytest.mark.parametrize(
    ("text", "t1", "rejected"),
    [
        ("キャラクター1体を対象とする。対象のキャラクターをアンタップする。", "騎士", False),
        ("女性キャラクター1体を対象とする。対象のキャラクターをアンタップする。", "巫女", False),
        ("女性キャラクター1体を対象とする。対象のキャラクターをアンタップする。", "騎士", True),
    ],
)
def test_a_target_declared_by_its_own_sentence(text: str, t1: str, rejected: bool) -> None:
    ab = co_ability(text, type_="event")
    assert ab.supported, ab.reason
    doc = TWO.replace(", target2: {t2}", "").format(
        text=text, t1=t1, allowed=str(not rejected).lower()
    )
    r = co_run(doc)
    assert bool(r.outcome.get("rejected")) is rejected
    if not rejected:
        assert r.outcome["state"][f"{t1}.state"] == "stand"
        assert r.outcome["state"]["弓兵.state"] == "rest"


def test_a_declared_target_no_sentence_names_is_left_refused() -> None:
    ab = co_ability("キャラクター1体を対象とする。あなたは山札からカードを1枚引く。", type_="event")
    assert not ab.supported


def test_a_declared_target_with_a_description_not_read_after_taishou_is_refused() -> None:
    # 「アタックしているキャラクター1体を対象とする。」: read since round 27 as the grammar types
    # 「対象のアタックしている…」 (s23co), the description kept — never dropped
    text = "アタックしているキャラクター1体を対象とする。対象のキャラクターをタップする。"
    ab = co_ability(text, type_="event")
    assert ab.supported and [o.state for o in ab.program.ops] == ["attacking"]
    # its controller is read (4.2.12): 「対象のあなたがコントロールしている…」
    text = "あなたがコントロールしているキャラクター1体を対象とする。対象のキャラクターをアンタップする。"
    ab = co_ability(text, type_="event")
    assert ab.supported and ab.program.ops[0].owner == "you", ab
