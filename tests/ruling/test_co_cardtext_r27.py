"""co card-text constructions of round 27 (s23co, issue 12): the notation a reader of the co rules
document prints, each family in general form with its variants (written for the family, not read
off a card list) on a minimal board of its own, and the neighbour that must not change."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_izumi_board, co_run

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
    # (round 58, s55coC: 「カウンターを3個取り除く:」 in a cost, no card named, is read since as the
    # counters of the card whose ability is used, 1.5 / 4.3.3.3 — test_co_r58_card_text.py; in an
    # effect's step it stays refused)
    for text in (
        "『魔導』のカウンターを『魔導』から3個取り除く:カードを1枚引く。",
        "1エネルギーを支払う:カウンターを3個取り除く。",
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


# ------ 「…した直後、」 as a trigger's moment (4.3.10.2 / 4.3.10.4, 4.3.11.2 / 4.3.11.4 name 「…した
# 直後」 and 「…したとき」 alike as a card's condition): the same ability as with 「とき」, for any
# event; 「…直後にのみ…してもよい」 (4.3.5, a moment a play is kept to) is the neighbour

DEALT = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field: [{{name: 灰谷, type: character, ap: 2, dp: 2, text: "{text}"}}]
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: attack, attacker: 灰谷}}
ask: [A.hp, B.hp, A.hand]
"""


@pytest.mark.parametrize(
    ("text", "hp", "hand"),
    [
        ("『灰谷』が敵デュエルマスターにダメージを与えた直後、あなたのHPが2点回復する。", 12, 0),
        ("『灰谷』が相手にダメージを与えた直後に、あなたのHPが2点回復する。", 12, 0),
        ("『灰谷』がダメージを与えた直後、あなたは山札からカードを1枚引く。", 10, 1),
        ("『灰谷』がアタックした直後、あなたは山札からカードを1枚引く。", 10, 1),
    ],
)
def test_right_after_is_the_moment_of_when(text: str, hp: int, hand: int) -> None:
    ab = co_ability(text)
    assert ab.supported, ab.reason
    when = co_ability(text.replace("直後に、", "とき、").replace("直後、", "とき、"))
    assert ab.program == when.program
    r = co_run(DEALT.format(text=text))
    assert r.outcome["state"] == {"A.hp": hp, "B.hp": 18, "A.hand": hand}


def test_right_after_a_crash_triggers_as_when() -> None:
    text = "『泉』がクラッシュした直後、あなたのHPが1点回復する。"
    assert co_ability(text).program == co_ability(text.replace("直後", "とき")).program


def test_only_right_after_is_the_neighbour() -> None:
    # 「…直後にのみプレイしてもよい」: a card kept to that moment (4.3.5), no trigger
    ab = co_ability(
        "キャラクターがクラッシュした直後にのみプレイしてもよい。カードを1枚引く。", "event"
    )
    assert ab.supported, ab.reason
    assert ab.program.kind == "effect" and ab.program.only_after == "crashed_character"


# ------ limits on use (4.2.9 over 3.4's 「何回でも」): 「N回までしか使用できない」 (at most N, as
# 「N回しか」), the topic 「この特殊能力は」 printed or not; 「あなたの / 相手のターンには使用できない」 /
# 「…プレイできない」: only in the other player's turn (two duel masters, 1-1; the turns alternate, 3)

USES = co_izumi_board(
    "{acts}",
    "[A.hand]",
    a="    hp: 10\n    energy: 3\n    deck: 10\n",
)


def _uses(text: str, allowed: list[bool]) -> dict[str, object]:
    acts = "\n".join(
        "  - {do: activate, card: 泉" + ("" if ok else ", allowed: false") + "}" for ok in allowed
    )
    return co_run(USES.format(text=text, acts=acts)).outcome["state"]


@pytest.mark.parametrize(
    ("limit", "n"),
    [
        ("この特殊能力は1ターンに2回までしか使用できない", 2),
        ("この特殊能力は、1ターンに1回までしか使用できない", 1),
        ("1ターンに2回までしか使用できない", 2),
        ("1ターンに1回しか使用できない", 1),
    ],
)
def test_a_use_limit_of_at_most_n(limit: str, n: int) -> None:
    text = f"1エネルギーを支払う:カードを1枚引く。{limit}。"
    ab = co_ability(text)
    assert ab.supported, ab.reason
    assert (ab.program.per_turn, ab.program.use_period) == (n, "turn")
    assert _uses(text, [True] * n + [False]) == {"A.hand": n}


NEVER = co_izumi_board(
    "  - {{do: activate, player: A, card: 泉{refused}}}",
    "[A.hand]",
    turn="{{player: {turn}, number: 6, phase: main}}",
    a="    hp: 10\n    energy: 1\n    deck: 10\n",
)


@pytest.mark.parametrize(
    ("rule", "only"),
    [
        ("この特殊能力はあなたのターンには使用できない", "opponent:*"),
        ("この特殊能力は、あなたのターンに使用できない", "opponent:*"),
        ("あなたのターンには使用できない", "opponent:*"),
        ("この特殊能力は相手のターンには使用できない", "you:*"),
    ],
)
def test_a_turn_in_which_the_ability_is_not_used(rule: str, only: str) -> None:
    text = f"1エネルギーを支払う:カードを1枚引く。{rule}。"
    ab = co_ability(text)
    assert ab.supported, ab.reason
    assert ab.program.only_during == only
    ok_turn, no_turn = ("B", "A") if only == "opponent:*" else ("A", "B")
    assert co_run(NEVER.format(turn=ok_turn, text=text, refused="")).outcome["state"] == {
        "A.hand": 1
    }
    # the neighbour: in the turn refused, the use is refused (4.2.9)
    doc = NEVER.format(turn=no_turn, text=text, refused=", allowed: false")
    assert co_run(doc).outcome["state"] == {"A.hand": 0}


def test_a_phase_in_which_it_is_not_used_is_refused() -> None:
    # a phase refused: the use is refused in that phase alone (round 36: ``"!*:main"``, the
    # time check inverted — before, no complement was kept and the text was refused)
    text = "1エネルギーを支払う:カードを1枚引く。この特殊能力はメインフェイズには使用できない。"
    ab = co_ability(text)
    assert ab.supported, ab.reason
    assert ab.program.only_during == "!*:main"
    doc = NEVER.format(turn="A", text=text, refused=", allowed: false")
    assert co_run(doc).outcome["state"] == {"A.hand": 0}  # in the main phase: refused (4.2.9)


# ------ a card's own name in its text (4.2.10) written another way: spaces are no part of a name
# (the document writes one card 〔山名春恵〕 and 『山名 春恵』, 4.2.10 例2) — read as this card; a
# name with part of it left out other than a leading title is written differently, another card's
# name by 4.2.6: refused, the reason saying so (the personal name after a title: round 35,
# test_co_name_title_r35.py, the audit's name_without_title)


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        ("春日井 栞", "春日井栞"),
        ("春日井栞", "春日井 栞"),
        ("図書委員 春日井 栞", "図書委員春日井栞"),
    ],
)
def test_a_name_differing_in_spaces_is_this_card(name: str, printed: str) -> None:
    ab = co_ability(f"『{printed}』がフィールドに出たとき、カードを1枚引く。", name=name)
    assert ab.supported, ab.reason
    assert ab.program.on == "enter" and ab.program.whose == "this"


def test_a_name_with_a_part_left_out_is_refused_with_why() -> None:
    ab = co_ability("『栞』がフィールドに出たとき、カードを1枚引く。", name="図書委員 春日井 栞")
    assert not ab.supported
    assert "written without part of it" in ab.reason and "4.2.6" in ab.reason


# ------ 「…することができない / ことはできない」: the periphrasis of 「…できない」 (3.4.1 「プレイする
# ことはできません」), one prohibition in either spelling; 「…行えない」 too where the act is a noun


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        (
            "『ノルン』がフィールドに出ている限り、相手はイベントカードをプレイすることができない。",
            "『ノルン』がフィールドに出ている限り、相手はイベントカードをプレイできない。",
        ),
        (
            "『ノルン』がフィールドに出ている限り、相手はイベントカードをプレイすることはできない。",
            "『ノルン』がフィールドに出ている限り、相手はイベントカードをプレイできない。",
        ),
        ("『ノルン』はアタックすることができない。", "『ノルン』はアタックできない。"),
        ("『ノルン』はディフェンスを行うことはできない。", "『ノルン』はディフェンスできない。"),
    ],
)
def test_a_prohibition_in_either_spelling(text: str, plain: str) -> None:
    ab, pl = co_ability(text), co_ability(plain)
    assert ab.supported and pl.supported, (ab.reason, pl.reason)
    assert ab.program == pl.program


NO_EVENT = """
turn: {{player: B, number: 4, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    field: [{{name: ノルン, type: character, ap: 1, dp: 1, text: "{text}"}}]
  B:
    hp: 20
    energy: 1
    deck: 10
    hand: [{{name: 策, type: event, cost: 1, text: "カードを1枚引く。"}}]
actions:
  - {{do: play, player: B, card: 策, allowed: false}}
ask: [策.zone]
"""


def test_the_opponent_kept_from_playing_events() -> None:
    text = "『ノルン』がフィールドに出ている限り、相手はイベントカードをプレイすることができない。"
    assert co_run(NO_EVENT.format(text=text)).outcome["state"] == {"策.zone": "B.hand"}


@pytest.mark.parametrize(
    "text",
    [
        "このカードのプレイに対して割り込みを行うことはできない。カードを1枚引く。",
        "このカードのプレイに対して割り込みを行うことができない。カードを1枚引く。",
        "このカードのプレイに割り込むことはできない。カードを1枚引く。",
    ],
)
def test_no_interrupt_unchanged(text: str) -> None:
    # the neighbour that must not change: the no-interrupt sentence of a played card (4.3.4)
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    assert ab.program.no_interrupt


# ------ cards chosen from a zone said by 「…にある」 (「あなたのダストボックスにあるカード1枚を選び、」)
# as by 「…から」 (「ダストボックスからカードを1枚選び、」): the same choice, then the move (4.2.12, 4.2.3)

CHOSEN = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand: [{{name: 糸, type: event, cost: 1, text: "{text}"}}]
    dustbox: [{{name: 古呪文, type: spell}}, {{name: 古戦士, type: character, ap: 1, dp: 1}}]
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: play, card: 糸}}
ask: [古呪文.zone, 古戦士.zone]
"""


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        (
            "あなたのダストボックスにあるスペルカード1枚を選び、手札に戻す。",
            "あなたはダストボックスからスペルカードを1枚選び、手札に戻す。",
        ),
        (
            "ダストボックスにあるスペルカードを1枚選んで手札に加える。",
            "ダストボックスからスペルカードを1枚選んで手札に加える。",
        ),
        (
            "あなたのダストボックスにあるスペルカード1枚を選び、山札の一番上に置く。",
            "あなたのダストボックスからスペルカード1枚を選び、山札の一番上に置く。",
        ),
    ],
)
def test_cards_chosen_from_a_zone_said_by_niaru(text: str, plain: str) -> None:
    ab, pl = co_ability(text, "event"), co_ability(plain, "event")
    assert ab.supported and pl.supported, (ab.reason, pl.reason)
    r = co_run(CHOSEN.format(text=text))
    where = "A.hand" if "手札" in text else "A.deck"
    # only the spell is chosen; the character stays (the kind named, 2.x)
    assert r.outcome["state"] == {"古呪文.zone": where, "古戦士.zone": "A.dustbox"}
    assert co_run(CHOSEN.format(text=plain)).outcome["state"] == r.outcome["state"]


# ------ a character of a player's entering the field as a trigger (3.4.2, 4.3.6): 「あなた / 相手が
# コントロールしている(する)キャラクター」, 「あなたの / 相手のキャラクター」, 「キャラクター」 (either's) —
# this card too when it is one; a navigator entering is no character (4.2.7)

ENTER = """
turn: {{player: {turn}, number: 3, phase: main}}
players:
  A:
    hp: 10
    energy: 2
    deck: 10
    hand: [{{name: 新入り, type: character, cost: 1, ap: 1, dp: 1}}, {{name: 案内, type: navigator}}]
    field: [{{name: 泉, type: item, text: "{text}"}}]
  B:
    hp: 10
    energy: 2
    deck: 10
    hand: [{{name: 敵兵, type: character, cost: 1, ap: 1, dp: 1}}]
actions:
  - {{do: play, player: {turn}, card: {card}}}
ask: [A.hp]
"""


@pytest.mark.parametrize(
    ("who", "mine", "theirs"),
    [
        ("あなたがコントロールしているキャラクター", 11, 10),
        ("あなたがコントロールするキャラクター", 11, 10),
        ("あなたのキャラクター", 11, 10),
        ("相手がコントロールするキャラクター", 10, 11),
        ("敵キャラクター", 10, 11),
        ("キャラクター", 11, 11),
    ],
)
def test_a_character_of_a_player_enters(who: str, mine: int, theirs: int) -> None:
    text = f"{who}がフィールドに出たとき、あなたのHPが1点回復する。"
    ab = co_ability(text, "item")
    assert ab.supported, ab.reason
    assert co_run(ENTER.format(turn="A", card="新入り", text=text)).outcome["state"] == {
        "A.hp": mine
    }
    assert co_run(ENTER.format(turn="B", card="敵兵", text=text)).outcome["state"] == {
        "A.hp": theirs
    }


def test_a_navigator_entering_is_no_character() -> None:
    text = "あなたのキャラクターがフィールドに出たとき、あなたのHPが1点回復する。"
    doc = ENTER.format(turn="A", card="案内", text=text)
    assert co_run(doc).outcome["state"] == {"A.hp": 10}


# ------ 「『X』は(…キャラクターに)ディフェンスされない」 (X's text over 3.4.5.3, 4.2.9): by no
# character (no agent, or 「キャラクターに」), by one of a gender, or by one with a keyword (as in force,
# 3.4.5.7 / 4.3.8) — a defence so barred is refused; another character still defends

SHUN = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    field: [{{name: 隼, type: character, ap: 2, dp: 3, text: "{text}"}}]
  B:
    hp: 20
    deck: 10
    field:
      - {{name: 鳥, type: character, ap: 0, dp: 5, text: "「飛行」"}}
      - {{name: 犬, type: character, ap: 0, dp: 5}}
actions:
  - {{do: attack, attacker: 隼, defender: {defender}}}
ask: [B.hp]
"""


@pytest.mark.parametrize(
    ("text", "key", "barred"),
    [
        ("『隼』はディフェンスされない。", "undefended_by:*", {"鳥", "犬"}),
        ("『隼』は、キャラクターにディフェンスされない。", "undefended_by:*", {"鳥", "犬"}),
        (
            "『隼』は「飛行」の特殊能力を持つキャラクターにディフェンスされない。",
            "undefended_by:kw:flying",
            {"鳥"},
        ),
        (
            "『隼』は「飛行」を持つキャラクターにディフェンスされない。",
            "undefended_by:kw:flying",
            {"鳥"},
        ),
    ],
)
def test_not_defended_by(text: str, key: str, barred: set[str]) -> None:
    ab = co_ability(text)
    assert ab.supported, ab.reason
    assert ab.program.keyword == key
    for defender in ("鳥", "犬"):
        r = co_run(SHUN.format(text=text, defender=defender))
        assert bool(r.main.rejected) == (defender in barred), defender
        if defender not in barred:
            assert r.outcome["state"] == {"B.hp": 20}  # defended: no damage to the player


def test_not_defended_by_a_gender_unchanged() -> None:
    # the neighbour that must not change
    ab = co_ability("『隼』は男性キャラクターにディフェンスされない。")
    assert ab.supported and ab.program.keyword == "undefended_by:男性"


# ------ a battle act refused, or abilities given / taken away, for a time to a group of characters
# (「ターン終了時まで、(相手がコントロールしている)すべてのキャラクターはアタックできない」): each
# character of the group as the step is done (4.3.2.6), for that time (3.7.2); the period printed
# first, which the grammar hangs on the group's clause, is the step's

NO_ATTACK = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand: [{{name: 停電, type: event, cost: 1, text: "{text}"}}]
    field: [{{name: 泉, type: character, ap: 2, dp: 2}}]
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: play, card: 停電}}
  - {{do: attack, attacker: 泉{refused}}}
ask: [B.hp]
"""


@pytest.mark.parametrize(
    ("text", "mine"),
    [
        ("ターン終了時まで、すべてのキャラクターはアタックできない。", False),
        (
            "ターン終了時まで、フィールドに出ているすべてのキャラクターはアタックすることができない。",
            False,
        ),
        (
            "ターン終了時まで、あなたがコントロールしているすべてのキャラクターはアタックできない。",
            False,
        ),
        (
            "ターン終了時まで、相手がコントロールしているすべてのキャラクターはアタックできない。",
            True,
        ),
        (
            "相手がコントロールしているすべてのキャラクターは、ターン終了時までアタックできない。",
            True,
        ),
    ],
)
def test_a_battle_act_refused_to_a_group_for_a_time(text: str, mine: bool) -> None:
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    doc = NO_ATTACK.format(text=text, refused="" if mine else ", allowed: false")
    # refused: no damage to B; the other player's group only: the attack hits
    assert co_run(doc).outcome["state"] == {"B.hp": 18 if mine else 20}


def test_a_group_refused_with_no_time_is_refused() -> None:
    # a played card's prohibition with no time printed: how long is not said — refused
    ab = co_ability("すべてのキャラクターはアタックできない。", "event")
    assert not ab.supported and ab.reason


def test_those_do_not_untap_until_a_later_turn() -> None:
    text = "相手がコントロールするすべてのキャラクターをタップする。次のターン終了時まで、それらのキャラクターはアンタップしない。"
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    doc = f"""
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand: [{{name: 息吹, type: event, cost: 1, text: "{text}"}}]
  B:
    hp: 20
    deck: 10
    field: [{{name: 鬼, type: character, ap: 1, dp: 3}}]
actions:
  - {{do: play, card: 息吹}}
  - {{do: turn_end}}
  - {{do: turn_start}}
  - {{do: untap_phase}}
ask: [鬼.state]
"""
    # B's untap phase of the next turn: 鬼 stays tapped (the effect lasts to that turn's end)
    assert co_run(doc).outcome["state"] == {"鬼.state": "rest"}


# ------ a permission to defend a keyword's holder (3.4.5.7 over its table, 4.2.9; 4.3.8 例's
# 「「飛行」の特殊能力を持つキャラクターをディフェンスしてもよい」) in any form — 「…してもよい」, 「…できる」,
# 「…することができる」 — and whom it defends by を or に

DEFEND = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    field: [{{name: 鷹, type: character, ap: 2, dp: 3, text: "「飛行」"}}]
  B:
    hp: 20
    deck: 10
    field: [{{name: ゼクス, type: character, ap: 0, dp: 5, text: "{text}"}}]
actions:
  - {{do: attack, attacker: 鷹, defender: ゼクス}}
ask: [B.hp]
"""


@pytest.mark.parametrize(
    "text",
    [
        "『ゼクス』は「飛行」を持つキャラクターにディフェンスできる。",
        "『ゼクス』は「飛行」を持つキャラクターをディフェンスできる。",
        "『ゼクス』は「飛行」の特殊能力を持つキャラクターをディフェンスすることができる。",
        "『ゼクス』は「飛行」を持つキャラクターにディフェンスしてもよい。",
        "「飛行」の特殊能力を持つキャラクターをディフェンスしてもよい。",
    ],
)
def test_a_permission_to_defend_a_flyer_in_any_form(text: str) -> None:
    ab = co_ability(text, name="ゼクス")
    assert ab.supported, ab.reason
    r = co_run(DEFEND.format(text=text))
    assert not r.main.rejected
    assert r.outcome["state"] == {"B.hp": 20}  # defended


def test_without_the_permission_a_flyer_is_not_defended() -> None:
    # the neighbour: 3.4.5.7 — a character without 「飛行」 cannot defend a flyer
    r = co_run(DEFEND.format(text="『ゼクス』はアタックできない。"))
    assert r.main.rejected


# ------ a look at the deck's top cards, some taken, the rest put back (4.2.9 over 4.2.2's order;
# 4.2.12): 「山札の上からN枚を見て、そのうち / その中の(Xカード)M枚を手札に加え(てもよい)、残り(の
# カード)を(好きな順番で)山札の一番下 / 一番上に置く」; several put back with no order said: refused

LOOK = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    energy: 1
    deck:
      - {{name: 一, type: spell}}
      - {{name: {second}, type: {second_type}, ap: 1, dp: 1}}
      - {{name: 三, type: event}}
      - {{name: 四, type: spell}}
    hand: [{{name: 見, type: event, cost: 1, text: "{text}"}}]
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: play, card: 見}}
ask: [A.hand, A.deck, 四.zone]
"""


@pytest.mark.parametrize(
    "text",
    [
        "あなたは山札の上から3枚を見て、その中のキャラクターカード1枚を手札に加え、残りのカードを好きな順番で山札の下に置く。",
        "あなたは山札の上から3枚を見て、その中のキャラクターカード1枚を手札に加え、残りを好きな順番で山札の一番下に置く。",
        "山札の上から3枚を見て、その中のキャラクターカード1枚を手札に加え、残りを好きな順番で山札の一番上に置く。",
    ],
)
def test_a_look_some_taken_the_rest_put_back(text: str) -> None:
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    r = co_run(LOOK.format(text=text, second="二", second_type="character"))
    # the character looked at goes to the hand; the 4th card was not looked at and stays in the deck
    assert r.outcome["state"] == {"A.hand": 1, "A.deck": 3, "四.zone": "A.deck"}
    # the neighbour: no character among the three looked at — none taken, all three put back
    r = co_run(LOOK.format(text=text, second="二", second_type="spell"))
    assert r.outcome["state"] == {"A.hand": 0, "A.deck": 4, "四.zone": "A.deck"}


@pytest.mark.parametrize(
    "text",
    [
        "あなたは山札の上から3枚を見て、そのうち1枚を手札に加え、残りを好きな順番で山札の一番下に置く。",
        "あなたは山札の上から2枚を見て、そのうち1枚を手札に加え、残りを山札の一番下に置く。",
    ],
)
def test_any_card_looked_at_taken(text: str) -> None:
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    r = co_run(LOOK.format(text=text, second="二", second_type="spell"))
    assert r.outcome["state"] == {"A.hand": 1, "A.deck": 3, "四.zone": "A.deck"}


@pytest.mark.parametrize(
    "text",
    [
        # several put back with no order said (4.2.2 keeps a deck's order): not read
        "あなたは山札の上から3枚を見て、そのうち1枚を手札に加え、残りを山札の一番下に置く。",
        # the rest left unsaid
        "あなたは山札の上から3枚を見て、そのうち1枚を手札に加え、カードを1枚引く。",
    ],
)
def test_a_look_with_the_rest_unsaid_is_refused(text: str) -> None:
    ab = co_ability(text, "event")
    assert not ab.supported and ab.reason


@pytest.mark.parametrize(
    ("split", "joined"),
    [
        (
            "あなたは山札の上から3枚を見る。その中のキャラクターカード1枚を手札に加える。残りを好きな順番で山札の一番下に置く。",
            "あなたは山札の上から3枚を見て、その中のキャラクターカード1枚を手札に加え、残りを好きな順番で山札の一番下に置く。",
        ),
        (
            "あなたは山札の上から3枚を見る。そのうち1枚を手札に加え、残りのカードを好きな順番で山札の一番上に置く。",
            "あなたは山札の上から3枚を見て、そのうち1枚を手札に加え、残りのカードを好きな順番で山札の一番上に置く。",
        ),
        (
            "山札の上から3枚を見て、そのうち1枚を手札に加えてもよい。残りを好きな順番で山札の一番下に置く。",
            "山札の上から3枚を見て、そのうち1枚を手札に加えてもよい、残りを好きな順番で山札の一番下に置く。",
        ),
    ],
)
def test_a_look_said_in_several_sentences(split: str, joined: str) -> None:
    a, b = co_ability(split, "event"), co_ability(joined, "event")
    assert a.supported, a.reason
    if b.supported:
        assert a.program.ops == b.program.ops
    r = co_run(LOOK.format(text=split, second="二", second_type="character"))
    assert r.outcome["state"]["四.zone"] == "A.deck"


# ------ a search of the own deck (「山札から(Xカード)をN枚探し(て) / 選び、手札に加える」): the player looks
# through the deck for the cards — the text over 4.2.2's hidden deck (4.2.9) — as a choice from any
# other zone; 「そのあと、山札をシャッフルする / 切り混ぜる」 shuffles it (its order unknown, 4.2.2). A
# deck given as a count: its cards' types are not known — taken not to be the ones named, said so

SEARCH = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    energy: 1
    deck: {deck}
    hand: [{{name: 探, type: event, cost: 1, text: "{text}"}}]
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: play, card: 探}}
ask: [A.hand, 剣.zone]
"""
LISTED = (
    "[{name: 呪, type: spell}, {name: 剣, type: item}, {name: 兵, type: character, ap: 1, dp: 1}]"
)


@pytest.mark.parametrize(
    "text",
    [
        "あなたは山札からアイテムカードを1枚探し、手札に加える。そのあと、山札をシャッフルする。",
        "あなたは山札からアイテムカードを1枚探して手札に加える。そのあと、山札を切り混ぜる。",
        "山札からアイテムカードを1枚選び、手札に加える。そのあと、あなたの山札をシャッフルする。",
        "あなたの山札にあるアイテムカード1枚を選び、手札に加える。その後、山札をシャッフルする。",
    ],
)
def test_a_search_of_the_deck(text: str) -> None:
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    assert [o.kind for o in ab.program.ops] == ["chosen_move", "shuffle"]
    r = co_run(SEARCH.format(deck=LISTED, text=text))
    assert r.outcome["state"] == {"A.hand": 1, "剣.zone": "A.hand"}


def test_a_search_of_a_deck_given_as_a_count_says_so() -> None:
    text = "あなたは山札からアイテムカードを1枚探し、手札に加える。そのあと、山札をシャッフルする。"
    doc = SEARCH.format(deck=5, text=text).replace("ask: [A.hand, 剣.zone]", "ask: [A.hand]")
    r = co_run(doc)
    assert r.outcome["state"] == {"A.hand": 0}
    assert any(w.key == "not_given_condition_unmet" for w in r.warnings())


# ------ a reduction stated in the passive (「Xが受けるダメージは(、すべて)N点軽減される」, 「Xに与え
# られるダメージは…」): a state, so a reduction in force on every damage that card — or each card of
# the group named — is dealt, as its value is decided (4.3.10, 4.3.10.3, 4.3.8). Before, it compiled
# as a one-shot outside any reduction window and did nothing on the field

REDUCED = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand: [{{name: 矢, type: event, cost: 1, text: "対象のキャラクター1体に3点のダメージを与える。"}}]
  B:
    hp: 20
    deck: 10
    field:
      - {{name: ゴーレム, type: {kind}, ap: 1, dp: 3, text: "{text}"}}
      - {{name: 兵, type: character, ap: 1, dp: 3}}
actions:
  - {{do: play, card: 矢, target: {target}}}
ask: [{target}.zone, {target}.damage]
"""


@pytest.mark.parametrize(
    ("text", "kind", "others"),
    [
        ("『ゴーレム』が受けるダメージは1点軽減される。", "character", False),
        ("『ゴーレム』が受けるダメージは、すべて1点軽減される。", "character", False),
        ("『ゴーレム』に与えられるダメージは1点軽減される。", "character", False),
        (
            "あなたがコントロールしているキャラクターが受けるダメージは1点軽減される。",
            "character",
            True,
        ),
        ("あなたのキャラクターが受けるダメージは1点軽減される。", "navigator", True),
    ],
)
def test_a_reduction_stated_in_the_passive(text: str, kind: str, others: bool) -> None:
    ab = co_ability(text, kind, name="ゴーレム")
    assert ab.supported, ab.reason
    assert [s.kind for s in ab.program.statics] == ["reduce_damage"]
    if kind == "character":
        r = co_run(REDUCED.format(text=text, kind=kind, target="ゴーレム"))
        assert r.outcome["state"] == {"ゴーレム.zone": "B.field", "ゴーレム.damage": 2}
    # another character of the player: reduced only when the group names it
    r = co_run(REDUCED.format(text=text, kind=kind, target="兵"))
    want = (
        {"兵.zone": "B.field", "兵.damage": 2}
        if others
        else {"兵.zone": "B.dustbox", "兵.damage": 3}
    )
    assert r.outcome["state"] == want


def test_a_targets_damage_reduced_stays_a_one_shot() -> None:
    # the neighbour: a played card's 「対象の…が受けるダメージは…」 is no state of the field
    ab = co_ability("対象のキャラクター1体が受けるダメージは2点軽減される。", "event")
    assert ab.supported and not ab.program.statics


# ------ 「Xを対象とする。…」 (4.2.13): the target declared first — described by its state (「アタックして
# いる」, 「タップ状態の」) or by who controls it — and named after by 「対象のキャラクター」 or by 「その
# キャラクター」: the same ability as 「対象のX…」 printed in the step


@pytest.mark.parametrize(
    ("declared", "direct"),
    [
        (
            "アタックしているキャラクター1体を対象とする。ターン終了時まで、対象のキャラクターは「−3:+0」の修正を受ける。",
            "ターン終了時まで、対象のアタックしているキャラクター1体は「−3:+0」の修正を受ける。",
        ),
        (
            "相手がコントロールしているキャラクター1体を対象とする。そのキャラクターに2点のダメージを与える。",
            "対象の相手がコントロールしているキャラクター1体に2点のダメージを与える。",
        ),
        (
            "タップ状態のキャラクター1体を対象とする。そのキャラクターをクラッシュする。",
            "対象のタップ状態のキャラクター1体をクラッシュする。",
        ),
    ],
)
def test_a_target_declared_first(declared: str, direct: str) -> None:
    a, b = co_ability(declared, "event"), co_ability(direct, "event")
    assert a.supported and b.supported, (a.reason, b.reason)
    assert a.program.ops == b.program.ops


def test_a_declared_targets_owner_is_checked() -> None:
    text = "相手がコントロールしているキャラクター1体を対象とする。そのキャラクターに2点のダメージを与える。"
    r = co_run(ENEMY.format(text=text, target="鬼"))
    assert r.outcome["state"] == {"鬼.damage": 2, "味方.damage": 0}
    # the neighbour: one's own character is no proper target (4.2.13)
    r = co_run(ENEMY.format(text=text, target="味方"))
    assert r.outcome["state"] == {"鬼.damage": 0, "味方.damage": 0}


# ------ a period printed first (「戦闘終了時まで、アタックしたキャラクターは…」), which the grammar hangs on
# the relative clause of the phrase after it, is the step's (a relative clause before a noun takes no
# duration): the same ability as with the period after the subject


@pytest.mark.parametrize(
    ("first", "after"),
    [
        (
            "『御影』がディフェンスを行ったとき、戦闘終了時まで、アタックを行ったキャラクターは「−1:+0」の修正を受ける。",
            "『御影』がディフェンスを行ったとき、アタックを行ったキャラクターは戦闘終了時まで「−1:+0」の修正を受ける。",
        ),
        (
            "『御影』がディフェンスしたとき、ターン終了時まで、アタックしたキャラクターは「−1:+0」の修正を受ける。",
            "『御影』がディフェンスしたとき、アタックしたキャラクターはターン終了時まで「−1:+0」の修正を受ける。",
        ),
    ],
)
def test_a_period_printed_first_is_the_steps(first: str, after: str) -> None:
    a, b = co_ability(first), co_ability(after)
    assert a.supported and b.supported, (a.reason, b.reason)
    assert a.program == b.program
    doc = f"""
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    field: [{{name: 鬼, type: character, ap: 3, dp: 5}}]
  B:
    hp: 20
    deck: 10
    field: [{{name: 御影, type: character, ap: 0, dp: 3, text: "{first}"}}]
actions:
  - {{do: attack, attacker: 鬼, defender: 御影}}
ask: [御影.zone]
"""
    # 鬼's AP 3 less 1 by the trigger: 2 damage to 御影 (DP 3), which stays (3.4.5.4)
    assert co_run(doc).outcome["state"] == {"御影.zone": "B.field"}
