"""co card-text constructions of round 24 (s20co, issue 12): counters (1-5 「カウンター」) and an
ability granted by a set card as quoted text — each on a minimal board of its own, with the
neighbour that must not change."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run

# ------ counters (1-5: a count a card keeps, by a counting tool): put on a card, taken away
# from it as a cost or an effect; a card's ``counters:`` in a scenario, asked as X.counters

PUT_AT_START = """\
turn: {player: A, number: 5, phase: turn_start}
players:
  A:
    hp: 20
    deck: 10
    field: [{name: 日記, type: item, counters: %d, text: "あなたのターン開始時に、あなたは『日記』にカウンターを1個置く。"}]
  B: {hp: 20, deck: 10}
actions:
  - {do: turn_start}
ask: [日記.counters]
"""


@pytest.mark.parametrize("before", [0, 2])
def test_a_counter_put_on_this_card_at_the_turn_start(before: int) -> None:
    r = co_run(PUT_AT_START % before)
    assert r.outcome["state"] == {"日記.counters": before + 1}
    assert "1.5" in r.decided_by


@pytest.mark.parametrize(
    "text",
    [
        "あなたは『X』にカウンターを2個置く。",
        "『X』にカウンターを2個置く。",
        "『X』のカウンターを1個取り除く。",
        "『X』のカウンターをすべて取り除く。",
        "『X』のカウンターを3個取り除く:対象のキャラクター1体に3ダメージを与える。",
    ],
)
def test_counter_steps_compile(text: str) -> None:
    ab = co_ability("1エネルギーを支払う:" + text if ":" not in text else text, type_="item")
    assert ab.supported, ab.reason


REMOVE_COST = """\
turn: {player: A, number: 3, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field: [{name: 魔導, type: item, counters: %d, text: "『魔導』のカウンターを3個取り除く:対象のキャラクター1体に3ダメージを与える。"}]
  B:
    hp: 20
    deck: 10
    field: [{name: 壁, type: character, ap: 1, dp: 3}]
actions:
  - {do: activate, card: 魔導, target: 壁}
ask: [魔導.counters, 壁.zone]
"""


def test_counters_taken_away_as_the_cost() -> None:
    r = co_run(REMOVE_COST % 4)
    # 3 of 4 taken away as the cost (4.3.3.3), the 3 damage crashes 壁 (DP 3)
    assert r.outcome["state"] == {"魔導.counters": 1, "壁.zone": "B.dustbox"}
    assert "1.5" in r.decided_by


def test_too_few_counters_cannot_pay_the_cost() -> None:
    r = co_run(REMOVE_COST % 2)
    # the neighbour: 2 counters do not pay 3 — the use is refused, nothing changes
    assert r.outcome["state"] == {"魔導.counters": 2, "壁.zone": "B.field"}


EFFECT = """\
turn: {player: A, number: 3, phase: main}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    field: [{name: 台, type: item, counters: 3, text: "1エネルギーを支払う:%s"}]
  B: {hp: 20, deck: 10}
actions:
  - {do: activate, card: 台}
ask: [台.counters]
"""


@pytest.mark.parametrize(
    ("text", "left"),
    [
        ("『台』にカウンターを2個置く。", 5),
        ("『台』のカウンターを1個取り除く。", 2),
        ("『台』のカウンターを5個取り除く。", 0),  # none below 0
        ("『台』のカウンターをすべて取り除く。", 0),
    ],
)
def test_counters_put_or_taken_away_by_an_effect(text: str, left: int) -> None:
    r = co_run(EFFECT % text)
    assert r.outcome["state"] == {"台.counters": left}


def test_a_card_with_no_counters_given_has_none() -> None:
    doc = EFFECT.replace("counters: 3, ", "") % "『台』のカウンターを1個取り除く。"
    assert co_run(doc).outcome["state"] == {"台.counters": 0}


def test_counters_named_in_an_unread_shape_are_refused_with_a_reason() -> None:
    # 「…に置かれていたカウンター1個につき」 (counters of a card gone, counted) is not read yet
    ab = co_ability(
        "『X』をクラッシュする:『X』に置かれていたカウンター1個につき、あなたは山札からカードを1枚引く。",
        type_="item",
    )
    assert not ab.supported and ab.reason


# ------ an ability given by a set card as quoted text (4.3.8 step 3: 「以下の特殊能力を得る。
# 『…』」): the host holds it while the card is set on it, uses / triggers it as its own (4.2.10:
# 「このキャラクター」 there is the host), and no longer when the set card has gone

WAND = "セットされたキャラクターは以下の特殊能力を得る。『%s』"
TAP_PING = "このキャラクターをタップする:対象のキャラクター1体に1ダメージを与える。"

GIVEN = """\
turn: {player: A, number: 3, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {name: 剣士, type: character, ap: 2, dp: 2}
      %s
  B:
    hp: 20
    deck: 10
    field: [{name: 壁, type: character, ap: 1, dp: 1}]
actions:
%s
ask: [剣士.state, 壁.zone]
"""
SET_WAND = '- {name: 杖, type: item, set_on: 剣士, text: "%s"}'


def test_a_quoted_ability_given_by_a_set_card_is_used_by_its_host() -> None:
    r = co_run(GIVEN % (SET_WAND % (WAND % TAP_PING), "  - {do: activate, card: 剣士, target: 壁}"))
    # 剣士 taps as the cost (「このキャラクター」: the host), 壁 takes 1 and crashes
    assert r.outcome["state"] == {"剣士.state": "rest", "壁.zone": "B.dustbox"}
    assert "4.3.8" in r.decided_by


def test_no_set_card_no_quoted_ability() -> None:
    # the neighbour: 剣士 with nothing set on it has no ability to use
    r = co_run(GIVEN % ("", "  - {do: activate, card: 剣士, target: 壁}"))
    assert r.outcome["state"] == {"剣士.state": "stand", "壁.zone": "B.field"}


def test_the_quoted_ability_goes_with_the_set_card() -> None:
    # 杖 crashed first (an effect's crash of the set card): 剣士 no longer holds the ability
    actions = "  - {do: crash, card: 杖}\n  - {do: activate, card: 剣士, target: 壁}"
    r = co_run(GIVEN % (SET_WAND % (WAND % TAP_PING), actions))
    assert r.outcome["state"] == {"剣士.state": "stand", "壁.zone": "B.field"}


def test_the_set_card_itself_does_not_hold_the_quoted_ability() -> None:
    r = co_run(GIVEN % (SET_WAND % (WAND % TAP_PING), "  - {do: activate, card: 杖, target: 壁}"))
    assert r.outcome["state"] == {"剣士.state": "stand", "壁.zone": "B.field"}


ATTACK = """\
turn: {player: A, number: 3, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {name: 剣士, type: character, ap: 2, dp: 2}
      - {name: 靴, type: item, set_on: 剣士, text: "セットされたキャラクターは以下の特殊能力を得る。『このキャラクターがアタックしたとき、敵デュエルマスターに1ダメージを与える。』"}
  B: {hp: 20, deck: 10}
actions:
  - {do: attack, attacker: 剣士}
ask: [B.hp]
"""


def test_a_quoted_triggered_ability_given_by_a_set_card_triggers_on_its_host() -> None:
    # 1 by the gained ability when 剣士 attacks (3.4.5.2), 2 by the undefended attack (3.4.5.4)
    assert co_run(ATTACK).outcome["state"] == {"B.hp": 17}


def test_a_quoted_ability_not_read_refuses_the_whole_text_with_its_reason() -> None:
    ab = co_ability(
        WAND % "「飛行」の特殊能力を持つキャラクターをアタックしてもよい", type_="item", name="杖"
    )
    assert not ab.supported and ab.reason.startswith("the quoted ability:")


def test_the_host_shows_the_quoted_ability_it_holds() -> None:
    doc = (GIVEN % (SET_WAND % (WAND % TAP_PING), "  - {do: tap, card: 壁}")).replace(
        "ask: [剣士.state, 壁.zone]", "ask: [剣士.abilities]"
    )
    assert co_run(doc).outcome["state"] == {"剣士.abilities": ["『" + TAP_PING + "』"]}


@pytest.mark.parametrize(
    "given",
    [
        "このカードがセットされているキャラクターは「%s」を得る。",
        "セットされたキャラクターは「%s」の特殊能力を得る。",
        "『杖』がセットされているキャラクターは、以下の特殊能力を得る。『%s』",
    ],
)
def test_the_quoted_ability_whatever_the_quotes(given: str) -> None:
    """「…は「コスト:効果」を得る」, 「…の特殊能力を得る」, 「以下の特殊能力を得る。『…』」: one gain."""
    r = co_run(
        GIVEN % (SET_WAND % (given % TAP_PING), "  - {do: activate, card: 剣士, target: 壁}")
    )
    assert r.outcome["state"] == {"剣士.state": "rest", "壁.zone": "B.dustbox"}


GIVEN_FOR_THE_TURN = """\
turn: {player: A, number: 3, phase: main}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    field: [{name: 剣士, type: character, ap: 2, dp: 2}]
    hand: [{name: 授, type: event, cost: 1, text: "使い捨て\\n対象のキャラクター1体は、ターン終了時まで、「%s」を得る。"}]
  B:
    hp: 20
    deck: 10
    field: [{name: 壁, type: character, ap: 1, dp: 1}]
actions:
  - {do: play, card: 授, target: 剣士}
  - {do: activate, card: 剣士, target: 壁}
ask: [剣士.state, 壁.zone]
"""


def test_a_quoted_ability_given_to_a_target_for_the_turn() -> None:
    r = co_run(GIVEN_FOR_THE_TURN % TAP_PING)
    assert r.outcome["state"] == {"剣士.state": "rest", "壁.zone": "B.dustbox"}


def test_a_quoted_ability_given_for_the_turn_is_gone_the_next_turn() -> None:
    doc = (GIVEN_FOR_THE_TURN % TAP_PING).replace(
        "  - {do: activate, card: 剣士, target: 壁}",
        "  - {do: turn_end}\n  - {do: activate, card: 剣士, player: A, target: 壁}",
    )
    r = co_run(doc)
    assert r.outcome["state"]["壁.zone"] == "B.field"


PER_COUNTER = """\
turn: {player: A, number: 3, phase: main}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand: []
    field: [{name: 帳, type: item, counters: %d, text: "%s:%sカウンター1個につき、あなたは山札からカードを1枚引く。"}]
  B: {hp: 20, deck: 10}
actions:
  - {do: activate, card: 帳}
ask: [A.deck]
"""


@pytest.mark.parametrize("counted", ["『帳』の", "『帳』に置かれている"])
@pytest.mark.parametrize("n", [0, 2])
def test_a_draw_per_counter_of_this_card(counted: str, n: int) -> None:
    r = co_run(PER_COUNTER % (n, "1エネルギーを支払う", counted))
    assert r.outcome["state"] == {"A.deck": 10 - n}


def test_a_draw_per_counter_the_card_kept_when_crashed_as_the_cost() -> None:
    # the cost crashes 帳 first (4.3.3.3); its counters are read as it kept them
    r = co_run(PER_COUNTER % (3, "『帳』をクラッシュする", "『帳』の"))
    assert r.outcome["state"] == {"A.deck": 7}
