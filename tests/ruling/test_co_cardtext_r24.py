"""co card-text constructions of round 24 (s20covs, issue 12), each on a minimal board of its own,
with its neighbours."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import co_ability

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
