"""Round 48: clauses the engine used and did not cite.

- 4.2.12: a negated play of a card its player does not own goes to its owner's dustbox;
- 4.2.7 / 4.3.6: a character card crashed from the hand is no 「キャラクター」 crashing;
- 4.3.2 / 4.3.6: a card put onto the field by an effect is not played;
- 4.2.8: a navigator card has no cost for a cost increase to raise;
- 3.7.5 / 3: the untap phase untaps the cards of the player whose turn the turn change began."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads


def _run(body: str) -> object:
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    return r


NEGATE = """game: co
title: t
turn: {player: A, number: 8, phase: main}
players:
  A:
    energy: 2
    deck: 20
    ZONE:
      - {name: 雷, type: spell, cost: 2, OWNER text: "使い捨て\\n対象のキャラクターに3点のダメージを与える。"}
  B:
    energy: 1
    deck: 20
    hand: [{name: 失敗, type: spell, cost: 1, text: "使い捨て\\n対象のスペル1枚をうち消す。"}]
    field: [{name: 魔術師, type: character, ap: 1, dp: 2}]
actions:
  - {do: play, card: 雷, target: 魔術師, respond: [{do: play, player: B, card: 失敗, target: 雷}]}
expect:
  state: {雷.zone: WHERE}
"""


def test_negated_borrowed_card_to_its_owner_cites_4_2_12() -> None:
    body = NEGATE.replace("ZONE", "aside").replace("OWNER", "owner: B,")
    r = _run(body.replace("WHERE", "B.dustbox"))
    assert {"4.2.14", "4.2.12"} <= set(r.decided_by)


def test_negated_own_card_does_not() -> None:
    body = NEGATE.replace("ZONE", "hand").replace("OWNER", "")
    r = _run(body.replace("WHERE", "A.dustbox"))
    assert "4.2.14" in r.decided_by and "4.2.12" not in r.decided_by


HAND_CUT = """game: co
title: t
turn: {player: A, number: 6, phase: end}
players:
  A:
    deck: 20
    hand: [{name: 傭兵, type: KIND, cost: 2, ap: 2, dp: 2}, 7]
  B:
    deck: 20
    hand: 3
    field: [{name: 墓守, type: character, ap: 1, dp: 1, text: "キャラクターがクラッシュしたとき、あなたは山札からカードを1枚引く。"}]
actions:
  - {do: turn_end}
choices:
  - {player: A, at: hand_limit, choose: 傭兵}
expect:
  state: {B.hand: 3}
  triggered: {墓守: 0}
"""


def test_character_card_crashed_from_hand_is_not_a_character() -> None:
    r = _run(HAND_CUT.replace("KIND", "character"))
    assert {"4.2.7", "4.3.6"} <= set(r.decided_by)


def test_spell_card_crashed_from_hand_says_nothing_of_characters() -> None:
    r = _run(HAND_CUT.replace("KIND", "spell"))
    assert "4.2.7" not in r.decided_by


PUT = """game: co
title: t
turn: {player: A, number: 10, phase: main}
players:
  A:
    hp: 1
    energy: 2
    deck: 20
    hand: [{name: 反魂の儀, type: spell, cost: 2, text: "使い捨て\\nあなたのダストボックスにあるキャラクターカード1枚をフィールドに出す。"}]
    dustbox: [{name: 亡霊騎士, type: character, cost: 3, ap: 3, dp: 3}]
  B:
    deck: 20
    field: [{name: 見張り, type: character, ap: 1, dp: 2, text: "相手がKINDカードをプレイしたとき、相手のデュエルマスターに1点のダメージを与える。"}]
actions:
  - {do: play, card: 反魂の儀}
expect:
  state: {A.hp: 1}
  triggered: {見張り: 0}
"""


def test_card_put_onto_the_field_is_not_played() -> None:
    r = _run(PUT.replace("KIND", "キャラクター"))
    assert {"4.3.2", "4.3.6"} <= set(r.decided_by)
    assert any("プレイされていない" in s.ja for s in r.leaves[0].trace.steps)


def test_trigger_on_another_type_is_not_told_so() -> None:
    r = _run(PUT.replace("KIND", "イベント"))
    assert not any("プレイされていない" in s.ja for s in r.leaves[0].trace.steps)


NAV = """game: co
title: t
turn: {player: A, number: 4, phase: main}
players:
  A:
    energy: 0
    deck: 20
    hand: [{name: 案内人, type: navigator}]
  B:
    deck: 20
    field: [{name: 重税, type: event, text: "相手がプレイするすべてのカードのコストは1増加する。"}]
actions:
  - {do: play, card: 案内人, allowed: true}
expect:
  state: {案内人.zone: A.field}
"""


def test_navigator_has_no_cost_cites_4_2_8() -> None:
    r = _run(NAV)
    assert {"3.4.1", "4.2.8"} <= set(r.decided_by)


UNTAP = """game: co
title: t
turn: {player: A, number: 9, phase: end}
players:
  A: {deck: 20}
  B:
    deck: 20
    field: [{name: 壁, type: character, ap: 3, dp: 3, state: rest}]
actions:
  - {do: turn_end}
  - {do: turn_start}
  - {do: untap_phase}
expect:
  state: {壁.state: stand}
"""


def test_untap_after_the_turn_change_cites_it() -> None:
    r = _run(UNTAP)
    assert {"3.2.2", "3.7.5", "3"} <= set(r.decided_by)


TAKEN = """game: co
title: t
turn: {player: A, number: 7, phase: turn_start}
players:
  A:
    deck: 20
    field: [{name: 雛, type: character, ap: 1, dp: 1, OWNER text: "あなたのターン開始時に、相手のデュエルマスターに1点のダメージを与える。"}]
  B: {hp: 5, deck: 20}
actions:
  - {do: turn_start}
expect:
  state: {B.hp: 4}
"""


def test_taken_card_trigger_resolves_for_its_controller_cites_4_2_12() -> None:
    r = _run(TAKEN.replace("OWNER", "owner: B,"))
    assert {"4.2.12", "4.2.12#li1"} <= set(r.decided_by)


def test_own_card_trigger_does_not() -> None:
    r = _run(TAKEN.replace("OWNER", ""))
    assert "4.2.12#li1" not in r.decided_by


SUMMED = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    energy: 2
    deck: 20
    hand: [{name: 重戦士, type: character, cost: 3, ap: 4, dp: 4}]
  B: {deck: 20}
effects:
  - {target: 重戦士, stat: cost, op: add, value: -2}
  - {target: 重戦士, stat: cost, op: add, value: SECOND}
actions:
  - {do: play, card: 重戦士, allowed: true}
expect:
  state: {A.energy: LEFT}
"""


def test_opposing_cost_changes_summed_cite_the_example() -> None:
    r = _run(SUMMED.replace("SECOND", "1").replace("LEFT", "0"))
    assert {"4.3.2.2", "4.3.2.2#ex1", "4.3.2.1"} <= set(r.decided_by)


def test_changes_of_one_sign_do_not() -> None:
    r = _run(SUMMED.replace("SECOND", "-1").replace("LEFT", "2"))
    assert "4.3.2.2" in r.decided_by and "4.3.2.2#ex1" not in r.decided_by


AGAIN = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    energy: 2
    deck: 20
    hand:
      - {name: 見習い, uid: m1, type: character, cost: 1, ap: 1, dp: 1}
      - {name: 見習い, uid: m2, type: character, cost: 1, ap: 1, dp: 1}
  B: {deck: 20}
actions: ACTIONS
expect:
  state: {A.energy: LEFT, m1.zone: A.field}
"""


def test_second_character_play_cites_3_4() -> None:
    acts = "[{do: play, card: m1}, {do: play, card: m2}]"
    r = _run(AGAIN.replace("ACTIONS", acts).replace("LEFT", "0"))
    assert "3.4" not in r.decided_by  # the first play is not a repeat
    r = _run(AGAIN.replace("ACTIONS", acts).replace("LEFT", "0").replace("m1.zone", "m2.zone"))
    assert {"3.4", "3.4.2"} <= set(r.decided_by)


def test_first_play_does_not() -> None:
    r = _run(AGAIN.replace("ACTIONS", "[{do: play, card: m1}]").replace("LEFT", "1"))
    assert "3.4" not in r.decided_by


EXCHANGE = """game: co
title: t
turn: {player: A, number: 0}
players:
  A: {games_won: 1, deck: 50}
  B:
    games_won: 0
    deck: [{name: 見張り兵, type: character, ap: 1, dp: 2}, 49]
    sideboard: 0
actions:
  - {do: game_setup, chooser: B, first: B, exchange: {B: {out: [見張り兵], in: [IN]}}, allowed: false}
expect:
  outcome: {rejected: true}
"""


def test_exchange_for_a_card_not_in_the_declared_sideboard_cites_2_1_3() -> None:
    r = _run(EXCHANGE.replace("IN", "{name: 重装兵, type: character, ap: 2, dp: 3}"))
    assert {"1.2.4", "2.1.3"} <= set(r.decided_by)
