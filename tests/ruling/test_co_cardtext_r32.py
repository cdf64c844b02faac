"""co card-text constructions found through the round-32 files (s28cotext; round 32), each on a
minimal ability text and what it does on a board, with its neighbour that must not change
(issue 12)."""

from __future__ import annotations

from typing import Any

from ruling.abilities import abilities_of
from ruling.resolve import resolve
from ruling.scenario import loads
from ruling.state import Card
from tests.ruling.boards import main_state as _state
from tests.ruling.boards import unsupported


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


def _reason(text: str, card_type: str = "spell", name: str = "x") -> str | None:
    (ab,) = abilities_of("co", Card(uid="x", name=name, owner="A", text=text, type=card_type))
    return None if ab.supported else ab.reason


# --- a stat modifier lasting 「エンドフェイズ終了時まで」 ends at the end phase's end (3.6.3) ---

_PHASE_END = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand: [{name: 鉄壁, type: spell, cost: 1, text: "%s、対象のキャラクターに「+0:+2」の修正を与える。"}]
    field: [{name: 騎士, type: character, ap: 2, dp: 2}]
  B: {hp: 20, deck: 10}
actions:
  - {do: play, card: 鉄壁, target: 騎士}
  - {do: damage, to: 騎士, amount: 3, source: 落石}
  - {do: check, state: {騎士.zone: A.field, 騎士.dp: 4}}
  - {do: end_phase}
ask: [騎士.zone]
"""


def test_an_end_phase_limit_ends_at_the_end_phase_end_and_the_damage_crashes() -> None:
    assert (
        _reason("エンドフェイズ終了時まで、対象のキャラクターに「+0:+2」の修正を与える。") is None
    )
    r = _run(_PHASE_END % "エンドフェイズ終了時まで")
    assert _state(r, "騎士.zone") == "A.dustbox"
    assert {"3.6.3", "4.3.9"} <= set(r.decided_by)
    assert not unsupported(r)


def test_neighbour_a_turn_limit_outlasts_the_end_phase_and_the_damage_is_reset() -> None:
    r = _run(_PHASE_END % "ターン終了時まで")
    assert _state(r, "騎士.zone") == "A.field"
    assert "3.6.3" not in r.decided_by or "4.3.9" not in r.decided_by


def test_a_limit_at_a_phase_end_that_ends_no_effect_is_still_refused() -> None:
    # the main phase has no end step that ends effects (3.4): refused, never read as the turn's
    reason = _reason("メインフェイズ終了時まで、対象のキャラクターに「+0:+2」の修正を与える。")
    assert reason is not None and "phase" in reason


# --- the card at a zone's top put onto the field (3.4.2, 4.3.2): no choice, of the kind named ---

_TOP = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand: [{name: 反魂, type: spell, cost: 2, text: "あなたのダストボックスの一番上のキャラクターカードをフィールドに出す。"}]
    dustbox: [%s]
  B: {hp: 10, deck: 10}
actions:
  - {do: play, card: 反魂}
ask: [甲.zone, 乙.zone]
"""


def test_the_top_card_of_the_dustbox_enters_the_field_tapped_not_played() -> None:
    r = _run(
        _TOP
        % "{name: 甲, type: character, ap: 1, dp: 1}, {name: 乙, type: character, ap: 1, dp: 1}"
    )
    assert _state(r, "甲.zone") == "A.field"
    assert _state(r, "乙.zone") == "A.dustbox"
    assert {"3.4.2", "4.3.2"} <= set(r.decided_by)
    assert not unsupported(r)


def test_neighbour_a_top_card_of_another_kind_puts_nothing_onto_the_field() -> None:
    # the card on top is a spell: the character under it is not the top card (no choice)
    r = _run(_TOP % "{name: 甲, type: spell, cost: 1}, {name: 乙, type: character, ap: 1, dp: 1}")
    assert _state(r, "甲.zone") == "A.dustbox"
    assert _state(r, "乙.zone") == "A.dustbox"


# --- a card the text names put on the top / bottom of its owner's deck (4.2.12) ---

_DECK = """game: co
title: t
turn: {player: A, number: 8, phase: main}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand: [{name: 送還, type: spell, cost: 2, text: "対象のキャラクターを山札の%s に置く。"}]
    field: [{name: 傭兵, type: character, ap: 2, dp: 2, owner: B}]
  B: {hp: 20, deck: 10}
actions:
  - {do: play, card: 送還, target: 傭兵}
ask: [傭兵.zone, A.deck, B.deck]
"""


def test_a_character_put_on_top_of_the_deck_goes_to_its_owners_deck() -> None:
    r = _run(_DECK.replace("%s ", "一番上"))
    assert _state(r, "傭兵.zone") == "B.deck"
    assert (_state(r, "A.deck"), _state(r, "B.deck")) == (10, 11)
    assert "4.2.12" in r.decided_by
    assert not unsupported(r)


def test_a_character_put_at_the_bottom_of_the_deck_is_its_last_card() -> None:
    r = _run(_DECK.replace("%s ", "一番下"))
    assert _state(r, "傭兵.zone") == "B.deck"
    top = _run(_DECK.replace("%s ", "一番上")).main.final.zone("B", "deck")
    deck = r.main.final.zone("B", "deck")
    assert deck[-1].name == "傭兵" and top[0].name == "傭兵"


def test_neighbour_a_card_of_a_zone_put_on_the_deck_is_still_refused() -> None:
    assert _reason("ダストボックスの一番上のスペルカード1枚を山札の一番下に置く。") is not None


# --- 「『X』はアタックを行ってもタップしない」: the attack's tap cost is not paid (3.4.5.2, 4.2.9) ---

_ATTACK = """game: co
title: t
turn: {player: A, number: 9, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field: [{name: 疾風, type: character, ap: 2, dp: 1, text: "%s"}]
  B: {hp: 4, deck: 10}
actions:
  - {do: attack, attacker: 疾風, defender: none}
  - {do: attack, attacker: 疾風, defender: none}
ask: [B.hp, 疾風.state]
"""


def test_an_attacker_that_does_not_tap_attacks_again() -> None:
    r = _run(_ATTACK % "『疾風』はアタックを行ってもタップしない。")
    assert r.main.outcome.get("winner") == "A", r.main.outcome
    assert {"4.2.9", "3.4.5.1"} <= set(r.decided_by)


def test_neighbour_an_attacker_taps_and_its_second_attack_is_refused() -> None:
    r = _run(_ATTACK % "『疾風』はディフェンスを行ってもタップしない。")
    assert _state(r, "B.hp") == 2
    assert _state(r, "疾風.state") == "rest"


# --- 「敵デュエルマスターの手札を(すべて)見る」: the hand is seen, nothing moves (4.2.9) ---

_LOOK = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand: [{name: 覗き, type: spell, cost: 1, text: "%s"}]
  B:
    hp: 20
    deck: 10
    hand: [{name: 秘札, type: spell, cost: 1}]
actions:
  - {do: play, card: 覗き}
ask: [A.hand, A.deck, B.hand, 秘札.zone]
"""


def test_looking_at_the_opponents_hand_moves_no_card_and_the_next_step_runs() -> None:
    r = _run(
        _LOOK % "敵デュエルマスターの手札をすべて見る。そのあと、あなたは山札からカードを1枚引く。"
    )
    assert (_state(r, "A.hand"), _state(r, "A.deck")) == (1, 9)
    assert (_state(r, "B.hand"), _state(r, "秘札.zone")) == (1, "B.hand")
    assert not unsupported(r)


def test_neighbour_a_card_chosen_from_the_hand_looked_at_is_still_refused() -> None:
    text = "敵デュエルマスターの手札をすべて見る。そのあと、その中からカードを1枚選び、ダストボックスに置く。"
    assert _reason(text) is not None


# --- an effect in force of this card while cards are counted on the field (4.3.8) ---

_COUNTED = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {name: 高峰, type: character, ap: 1, dp: 1, gender: 女性, text: "%s"}
%s
  B:
    hp: 20
    deck: 10
    field: [{name: 敵姫, type: character, ap: 1, dp: 1, gender: 女性}]
actions: []
ask: [高峰.ap, 高峰.dp]
"""
_WOMEN = (
    "あなたのフィールドに女性キャラクターが3体以上いる限り、『高峰』は「+1:+1」の修正を受ける。"
)
_GIRL = "      - {name: 姫%d, type: character, ap: 1, dp: 1, gender: 女性}"
_MAN = "      - {name: 騎士, type: character, ap: 1, dp: 1, gender: 男性}"


def test_a_modifier_of_this_card_holds_while_three_women_are_on_its_side() -> None:
    assert _reason(_WOMEN, "character", "高峰") is None
    r = _run(_COUNTED % (_WOMEN, "\n".join(_GIRL % k for k in (1, 2))))
    assert (_state(r, "高峰.ap"), _state(r, "高峰.dp")) == (2, 2)
    assert "4.3.8" in r.decided_by


def test_neighbour_two_women_and_a_man_the_opponents_woman_not_counted() -> None:
    r = _run(_COUNTED % (_WOMEN, _GIRL % 1 + "\n" + _MAN))
    assert (_state(r, "高峰.ap"), _state(r, "高峰.dp")) == (1, 1)


def test_two_cards_counting_each_other_are_read_without_a_loop() -> None:
    # each counts the women of its side, herself included: the type (4.3.8 step 2) is read, not
    # the modifier (step 5) the other's condition gives
    text = (
        "あなたのフィールドに女性キャラクターが2体以上いる限り、『%s』は「+1:+1」の修正を受ける。"
    )
    twin = '      - {name: 千早, type: character, ap: 1, dp: 1, gender: 女性, text: "%s"}' % (
        text % "千早"
    )
    r = _run(
        (_COUNTED % (text % "高峰", twin)).replace(
            "ask: [高峰.ap, 高峰.dp]", "ask: [高峰.ap, 千早.ap]"
        )
    )
    assert (_state(r, "高峰.ap"), _state(r, "千早.ap")) == (2, 2)
    assert not unsupported(r)


_NAMED = "あなたが〔双子の妹〕をコントロールしている限り、『高峰』は「+1:+1」の修正を受ける。"


def test_a_modifier_of_this_card_holds_while_its_player_controls_a_card_of_that_name() -> None:
    assert _reason(_NAMED, "character", "高峰") is None
    r = _run(_COUNTED % (_NAMED, "      - {name: 双子の妹, type: character, ap: 1, dp: 1}"))
    assert (_state(r, "高峰.ap"), _state(r, "高峰.dp")) == (2, 2)


def test_neighbour_the_card_of_that_name_on_the_other_side_does_not_count() -> None:
    r = _run(
        (_COUNTED % (_NAMED, "")).replace(
            "field: [{name: 敵姫",
            "field: [{name: 双子の妹, type: character, ap: 1, dp: 1}, {name: 敵姫",
        )
    )
    assert (_state(r, "高峰.ap"), _state(r, "高峰.dp")) == (1, 1)


# --- 「『X』は、その上に置かれているカウンター1個につき…」: X's own counters, in force (1-5, 4.3.8) ---

_COUNTERS = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {name: 桐生, type: character, ap: 1, dp: 2, counters: %d, text: "%s"}
  B: {hp: 20, deck: 10}
actions: []
ask: [桐生.ap, 桐生.dp]
"""
_PER_COUNTER = "『桐生』は、その上に置かれているカウンター1個につき「+1:+0」の修正を受ける。"


def test_a_modifier_per_counter_on_this_card_counts_its_counters() -> None:
    assert _reason(_PER_COUNTER, "character", "桐生") is None
    r = _run(_COUNTERS % (3, _PER_COUNTER))
    assert (_state(r, "桐生.ap"), _state(r, "桐生.dp")) == (4, 2)


def test_neighbour_no_counters_no_change() -> None:
    r = _run(_COUNTERS % (0, _PER_COUNTER))
    assert (_state(r, "桐生.ap"), _state(r, "桐生.dp")) == (1, 2)


def test_the_same_words_after_a_trigger_are_not_read_as_a_step_done_once() -> None:
    text = (
        "ドローフェイズ開始時に、あなたは『桐生』の上にカウンターを1個置く。"
        "『桐生』は、その上に置かれているカウンター1個につき「+1:+1」の修正を受ける。"
    )
    assert _reason(text, "character", "桐生") is not None


# --- 「そのキャラクター」 after a target in a card's own 「…がフィールドに出たとき」 (4.2.10, 4.2.13) ---

_ENTER = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand:
      - {name: 綾瀬, type: character, cost: 2, ap: 1, dp: 1, gender: 女性, text: "%s"}
  B:
    hp: 20
    deck: 10
    field: [{name: 乙, type: character, ap: 1, dp: 5, state: rest, gender: %s}]
choices:
  - {player: A, at: choose_target, choose: 乙}
actions:
  - {do: play, card: 綾瀬}
ask: [乙.damage, 綾瀬.zone]
"""
_AYASE = (
    "『綾瀬』がフィールドに出たとき、対象のタップ状態のキャラクター1体に1点のダメージを与える。"
    "そのキャラクターが男性キャラクターなら、かわりに2点のダメージを与える。"
)


def test_that_character_after_the_target_of_an_enter_trigger_is_the_target() -> None:
    assert _reason(_AYASE, "character", "綾瀬") is None
    r = _run(_ENTER % (_AYASE, "男性"))
    assert _state(r, "乙.damage") == 2
    assert not unsupported(r)


def test_neighbour_a_target_of_the_other_gender_takes_the_first_amount() -> None:
    # (the test above tells the target from 綾瀬, female: read as her, the male target takes 1)
    r = _run(_ENTER % (_AYASE, "女性"))
    assert _state(r, "乙.damage") == 1


def test_that_character_beside_a_target_on_another_cards_event_stays_refused() -> None:
    text = (
        "あなたのコントロールするキャラクターがフィールドに出たとき、対象のキャラクター1体をタップする。"
        "そのキャラクターは、次のアンタップフェイズにアンタップしない。"
    )
    assert _reason(text, "character", "綾瀬") is not None


def test_looking_at_the_top_of_ones_own_deck_said_with_jibun_no() -> None:
    # 「自分の山札」 is the player's own deck, as 「あなたの山札」 (4.2.2 kept from every player)
    r = _run(_LOOK % "あなたは自分の山札の一番上のカードを見てもよい。")
    assert (_state(r, "A.hand"), _state(r, "A.deck")) == (0, 10)
    assert not unsupported(r)
    assert _reason("敵デュエルマスターの山札の一番上のカードを見る。") is not None
