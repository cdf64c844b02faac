"""co card-text constructions of round 27 (s23co, issue 12): the notation a reader of the co rules
document prints, each family in general form with its variants (written for the family, not read
off a card list) on a minimal board of its own, and the neighbour that must not change."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run

# ------ 「敵」 before any noun (the document's own word, 4.3.5 例 「敵デュエルマスター」): the
# opponent's — 「敵キャラクター」, 「敵のキャラクター」, 「敵のナビゲーター」 read as 「相手の…」 (1-1, 4.2.12)

ENEMY = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand: [{{name: 策, type: event, cost: 1, text: "{text}"}}]
    field: [{{name: 味方, type: character, ap: 1, dp: 5}}]
  B:
    hp: 20
    deck: 10
    field: [{{name: 鬼, type: character, ap: 1, dp: 5}}]
actions:
  - {{do: play, card: 策, target: {target}}}
ask: [鬼.damage, 味方.damage]
"""


@pytest.mark.parametrize(
    "text",
    [
        "対象の敵キャラクター1体に2点のダメージを与える。",
        "対象の敵のキャラクター1体に2点のダメージを与える。",
        "対象の敵キャラクター1体に2ダメージを与える。",
    ],
)
def test_enemy_before_a_noun_is_the_opponents(text: str) -> None:
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    same = co_ability(
        text.replace("敵キャラクター", "相手のキャラクター").replace("敵の", "相手の"), "event"
    )
    assert ab.program == same.program
    r = co_run(ENEMY.format(text=text, target="鬼"))
    assert r.outcome["state"] == {"鬼.damage": 2, "味方.damage": 0}
    # the neighbour: one's own character is no proper target of 「対象の敵キャラクター」 (4.2.13)
    r = co_run(ENEMY.format(text=text, target="味方"))
    assert r.outcome["state"] == {"鬼.damage": 0, "味方.damage": 0}


@pytest.mark.parametrize("noun", ["敵のキャラクター", "敵キャラクター", "相手のキャラクター"])
def test_enemy_characters_in_force(noun: str) -> None:
    text = f"『泉』がフィールドに出ている限り、{noun}は「−1:+0」の修正を受ける。"
    ab = co_ability(text)
    assert ab.supported, ab.reason
    doc = f"""
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    field: [{{name: 泉, type: character, ap: 1, dp: 1, text: "{text}"}}, {{name: 味方, type: character, ap: 2, dp: 2}}]
  B:
    hp: 20
    deck: 10
    field: [{{name: 鬼, type: character, ap: 3, dp: 5}}]
ask: [鬼.ap, 味方.ap]
"""
    assert co_run(doc).outcome["state"] == {"鬼.ap": 2, "味方.ap": 2}


def test_enemy_duel_master_unchanged() -> None:
    # the neighbour that must not change: 「敵デュエルマスター」 is the opponent (4.3.5 例)
    a = co_ability("敵デュエルマスターに2点のダメージを与える。", "event")
    b = co_ability("相手に2点のダメージを与える。", "event")
    assert a.supported and a.program == b.program


# ------ 「それら」 / 「それらのキャラクター」 / 「それらのカード」: the cards the step before named —
# a group of the field a step left in place (a change of state, of values, of abilities, damage),
# read again at its own step: the same cards (4.2.7); after a move, or after no group, refused

THOSE = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand: [{{name: 策, type: event, cost: 1, text: "{text}"}}]
    field:
      - {{name: 甲, type: character, ap: 1, dp: 3, state: rest}}
      - {{name: 乙, type: character, ap: 2, dp: 3, state: rest}}
  B:
    hp: 20
    deck: 10
    field: [{{name: 鬼, type: character, ap: 3, dp: 5}}]
actions:
  - {{do: play, card: 策}}
ask: [甲.ap, 乙.ap, 鬼.ap, 甲.state]
"""


@pytest.mark.parametrize(
    "text",
    [
        "あなたがコントロールするすべてのキャラクターをアンタップする。ターン終了時まで、それらのキャラクターは「+1:+0」の修正を受ける。",
        "あなたがコントロールしているすべてのキャラクターをアンタップする。それらのキャラクターはターン終了時まで「+1:+0」の修正を受ける。",
        "あなたのすべてのキャラクターをアンタップする。ターン終了時まで、それらは「+1:+0」の修正を受ける。",
        "あなたがコントロールするすべてのキャラクターをアンタップする。それらのキャラは、ターン終了時まで「+1:+0」の修正を受ける。",
    ],
)
def test_those_are_the_group_the_step_before_named(text: str) -> None:
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    r = co_run(THOSE.format(text=text))
    # the player's two characters, untapped and +1 AP; the opponent's not (4.2.12)
    assert r.outcome["state"] == {"甲.ap": 2, "乙.ap": 3, "鬼.ap": 3, "甲.state": "stand"}


def test_those_after_the_opponents_group() -> None:
    text = "相手がコントロールするすべてのキャラクターをタップする。それらのキャラクターはターン終了時まで「−1:+0」の修正を受ける。"
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    r = co_run(THOSE.format(text=text))
    assert r.outcome["state"] == {"甲.ap": 1, "乙.ap": 2, "鬼.ap": 2, "甲.state": "rest"}


@pytest.mark.parametrize(
    "text",
    [
        # after a move the cards are no longer where the group is read (refused, with the reason)
        "あなたがコントロールするすべてのキャラクターをクラッシュする。それらのキャラクターは「+1:+0」の修正を受ける。",
        # nothing named before it
        "それらのキャラクターは「+1:+0」の修正を受ける。",
        # two targets (not a group): not read yet
        "対象の男性キャラクター1体と対象の女性キャラクター1体をタップする。それらのキャラクターは「+1:+0」の修正を受ける。",
    ],
)
def test_those_refused_where_they_name_no_group_left_in_place(text: str) -> None:
    ab = co_ability(text, "event")
    assert not ab.supported and ab.reason


# ------ the counters of a card (1-5), named in any of the shapes a text prints: 「Xのカウンター」,
# 「Xの上のカウンター」, 「X(の上)に置かれているカウンター」, 「X(の上)からカウンターを」, 「カウンターを
# Xから」 — taken away as a cost (4.3.3.3) or put by an effect, 「Xの上に」 as 「Xに」

COUNTER_COST = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    field: [{{name: 魔導, type: item, counters: {n}, text: "{text}"}}]
  B:
    hp: 20
    deck: 10
    field: [{{name: 壁, type: character, ap: 1, dp: 3}}]
actions:
  - {{do: activate, card: 魔導, target: 壁}}
ask: [魔導.counters, 壁.zone]
"""


@pytest.mark.parametrize(
    "cost",
    [
        "『魔導』からカウンターを3個取り除く",
        "『魔導』の上からカウンターを3個取り除く",
        "『魔導』に置かれているカウンターを3個取り除く",
        "『魔導』の上に置かれているカウンターを3個取り除く",
        "『魔導』の上のカウンターを3個取り除く",
        "カウンターを『魔導』から3個取り除く",
    ],
)
def test_counters_taken_away_as_a_cost_in_any_shape(cost: str) -> None:
    text = f"{cost}:対象のキャラクター1体に3ダメージを与える。"
    ab = co_ability(text, "item")
    assert ab.supported, ab.reason
    plain = co_ability(
        "『魔導』のカウンターを3個取り除く:対象のキャラクター1体に3ダメージを与える。", "item"
    )
    assert ab.program == plain.program
    r = co_run(COUNTER_COST.format(n=4, text=text))
    assert r.outcome["state"] == {"魔導.counters": 1, "壁.zone": "B.dustbox"}
    # the neighbour: 2 counters do not pay 3 — nothing changes
    r = co_run(COUNTER_COST.format(n=2, text=text))
    assert r.outcome["state"] == {"魔導.counters": 2, "壁.zone": "B.field"}


@pytest.mark.parametrize(
    "text",
    [
        "あなたのターン開始時に、あなたは『日記』の上にカウンターを1個置く。",
        "あなたのターン開始時に、『日記』の上にカウンターを1個置く。",
        "あなたのターン開始時に、『日記』にカウンターを1個置く。",
    ],
)
def test_a_counter_put_on_the_card(text: str) -> None:
    ab = co_ability(text, "item")
    assert ab.supported, ab.reason
    doc = f"""
turn: {{player: A, number: 5, phase: turn_start}}
players:
  A:
    hp: 20
    deck: 10
    field: [{{name: 日記, type: item, counters: 1, text: "{text}"}}]
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: turn_start}}
ask: [日記.counters]
"""
    assert co_run(doc).outcome["state"] == {"日記.counters": 2}


def test_counters_named_twice_or_from_nothing_refused() -> None:
    for text in (
        "『魔導』のカウンターを『魔導』から3個取り除く:カードを1枚引く。",
        "カウンターを3個取り除く:カードを1枚引く。",
    ):
        ab = co_ability(text, "item")
        assert not ab.supported and ab.reason


# ------ a cost of putting this card into the dustbox (4.3.3.3 「指定された通りに処理します」): the
# card goes on top of its owner's dustbox (4.2.3, 4.2.12) — put there, not crashed, so no
# 「クラッシュしたとき」 (4.3.11); the ability still resolves (4.3.3.6)

TO_DUSTBOX = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field: [{{name: 泉, type: character, ap: 1, dp: 1, text: "{cost}:カードを1枚引く。\\n『泉』がクラッシュしたとき、あなたのHPが2点回復する。"}}]
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: activate, card: 泉}}
ask: [泉.zone, A.hand, A.hp]
"""


@pytest.mark.parametrize(
    "cost",
    [
        "『泉』をダストボックスに置く",
        "『泉』をあなたのダストボックスに置く",
        "『泉』をオーナーのダストボックスに置く",
        "このカードをダストボックスに置く",
    ],
)
def test_this_card_put_into_the_dustbox_as_the_cost(cost: str) -> None:
    ab = co_ability(f"{cost}:カードを1枚引く。", name="泉")
    assert ab.supported, ab.reason
    r = co_run(TO_DUSTBOX.format(cost=cost))
    # in the dustbox, the draw done, and no crash: HP unchanged
    assert r.outcome["state"] == {"泉.zone": "A.dustbox", "A.hand": 1, "A.hp": 10}
    assert "4.3.3.3" in r.decided_by


def test_crashed_as_the_cost_is_the_neighbour() -> None:
    # the neighbour that must not change: 「『泉』をクラッシュする」 crashes it, its trigger runs
    r = co_run(TO_DUSTBOX.format(cost="『泉』をクラッシュする"))
    assert r.outcome["state"] == {"泉.zone": "A.dustbox", "A.hand": 1, "A.hp": 12}


def test_an_item_put_into_the_dustbox_as_the_cost() -> None:
    text = "『盾』をダストボックスに置く:対象のキャラクター1体をアンタップする。"
    ab = co_ability(text, "item")
    assert ab.supported, ab.reason
    doc = f"""
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {{name: 盾, type: item, text: "{text}"}}
      - {{name: 泉, type: character, ap: 1, dp: 1, state: rest}}
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: activate, card: 盾, target: 泉}}
ask: [盾.zone, 泉.state]
"""
    assert co_run(doc).outcome["state"] == {"盾.zone": "A.dustbox", "泉.state": "stand"}


def test_another_card_put_into_the_dustbox_as_a_cost_is_refused() -> None:
    # another card of the field put into the dustbox: not this construction, refused with a reason
    ab = co_ability("対象のキャラクター1体をダストボックスに置く:カードを1枚引く。", name="泉")
    assert not ab.supported and ab.reason


# ------ when a card may be played or an ability used, printed before its effect or after it, in
# the document's wordings (4.3.5 「〜にのみ〜してもよい」, 「〜にのみプレイできる」): a time (「あなたの
# ターンに」, 「戦闘中に」: 3.4.5 from the battle's start to its end) or a permission to play (「割り込み
# でプレイしてもよい」 4.3.4, 「All Turnでプレイしてもよい」 3.4.2) — the line's own rule, as printed on
# a line of its own

DURING = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand: [{{name: 声援, type: event, cost: 1, text: "{text}"}}]
    field: [{{name: 泉, type: character, ap: 2, dp: 2}}]
  B: {{hp: 20, deck: 10}}
actions:
{actions}
ask: [声援.zone, 泉.ap]
"""
IN_BATTLE = "  - {do: attack, attacker: 泉, after_attack: [{do: play, card: 声援}]}"
OUT_OF_BATTLE = "  - {do: play, card: 声援}"
BOOST = (
    "ターン終了時まで、あなたがコントロールしているすべてのキャラクターは「+1:+0」の修正を受ける。"
)


@pytest.mark.parametrize(
    "text",
    [
        f"戦闘中にのみプレイしてもよい。{BOOST}",
        f"{BOOST}戦闘中にのみプレイしてもよい。",
        f"{BOOST}このカードは戦闘中にのみプレイできる。",
        f"このカードは、戦闘中にのみプレイできる。{BOOST}",
    ],
)
def test_a_card_played_only_in_a_battle(text: str) -> None:
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    assert ab.program.only_during == "*:battle"
    r = co_run(DURING.format(text=text, actions=IN_BATTLE))
    assert r.outcome["state"] == {"声援.zone": "A.dustbox", "泉.ap": 3}
    # the neighbour: in the main phase outside a battle the play is refused (4.2.9)
    r = co_run(DURING.format(text=text, actions=OUT_OF_BATTLE))
    assert r.outcome["state"] == {"声援.zone": "A.hand", "泉.ap": 2}


@pytest.mark.parametrize(
    "text",
    [
        f"あなたのターンにのみプレイしてもよい。{BOOST}",
        f"{BOOST}このカードはあなたのターンにのみプレイできる。",
    ],
)
def test_a_time_printed_before_or_after_the_effect(text: str) -> None:
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    assert ab.program.only_during == "you:*"
    r = co_run(DURING.format(text=text, actions=OUT_OF_BATTLE))
    assert r.outcome["state"] == {"声援.zone": "A.dustbox", "泉.ap": 3}


@pytest.mark.parametrize(
    "text",
    [
        f"割り込みでプレイしてもよい。{BOOST}",
        f"{BOOST}割り込みでプレイしてもよい。",
        f"このカードは割り込みでプレイできる。{BOOST}",
        f"{BOOST}このカードは割り込みでプレイしてもよい。",
    ],
)
def test_a_permission_to_play_is_the_lines_own(text: str) -> None:
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    plain = co_ability(BOOST, "event")
    # the effect is the plain line's, the permission kept beside it as the keyword it is alone
    assert ab.program.ops == plain.program.ops
    assert [a.keyword for a in ab.program.also] == ["interrupt"]
    r = co_run(DURING.format(text=text, actions=OUT_OF_BATTLE))
    assert r.outcome["state"] == {"声援.zone": "A.dustbox", "泉.ap": 3}


def test_a_permission_in_the_middle_is_refused() -> None:
    # between two effect sentences it is neither before nor after the effect: not read
    text = f"{BOOST}割り込みでプレイしてもよい。カードを1枚引く。"
    ab = co_ability(text, "event")
    assert not ab.supported and ab.reason
