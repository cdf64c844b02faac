"""「対象のプレイされたアイテムカード1枚をうち消す」 (round 64, s61coRC, from co r64_008): the
type 「アイテム」, which the grammar reads as a name before 「カード」 (the vocabulary's
``named_kinds``), filters the negated play as 「…スペルカード」 does — the negated item goes to
its owner's dustbox unresolved, never set (4.2.14), and a play of another type is no target."""

from __future__ import annotations

from tests.ruling.boards import co_run, decided, main_state

BOARD = """
turn: {player: A, number: 8, phase: main}
players:
  A:
    hp: 12
    energy: 1
    deck: 10
    field:
      - {name: 騎士, type: character, ap: 1, dp: 1}
    hand:
      - %s
  B:
    hp: 12
    energy: 1
    deck: 10
    hand:
      - {name: 打消, type: spell, cost: 1, text: "対象のプレイされたアイテムカード1枚をうち消す。使い捨て"}
actions:
  - do: play
    card: 札
    %s
    respond:
      - {do: play, player: B, card: 打消, target: 札}
ask: [札.zone, 騎士.dp, A.hp]
"""
ITEM = '{name: 札, type: item, cost: 1, text: "キャラクターにセット。セットされたキャラクターは、「+0:+2」の修正を受ける。"}'
SPELL = '{name: 札, type: spell, cost: 1, text: "あなたはHPが2点回復する。使い捨て"}'


def test_a_negated_item_goes_to_the_dustbox_unset() -> None:
    r = co_run(BOARD % (ITEM, "set_on: 騎士"))
    assert main_state(r, "札.zone") == "A.dustbox"
    assert main_state(r, "騎士.dp") == 1
    assert "4.2.14" in decided(r)


def test_a_spell_is_not_an_item_to_negate() -> None:
    r = co_run(BOARD % (SPELL, ""))
    assert main_state(r, "A.hp") == 14
    assert main_state(r, "札.zone") == "A.dustbox"
    assert r.main.rejected


WATCHER = """
turn: {player: A, number: 8, phase: main}
players:
  A:
    hp: 12
    energy: 1
    deck: 10
    field:
      - {name: 騎士, type: character, ap: 1, dp: 1}
    hand:
      - %s
  B:
    hp: 12
    deck: 10
    field:
      - {name: 目利き, type: character, ap: 1, dp: 1, text: "相手プレイヤーがアイテムカードをプレイしたとき、あなたは『目利き』をタップしてもよい。そうした場合、そのアイテムカードのプレイをうち消す。"}
actions:
  - {do: play, card: 札, %s}
ask: [札.zone, 騎士.dp, 目利き.state, A.hp]
"""


def test_a_play_trigger_negates_the_item_that_triggered_it() -> None:
    """「相手プレイヤーがアイテムカードをプレイしたとき、…そのアイテムカードのプレイをうち消す」: at the
    play's step 4 (4.3.2.4) the watcher, tapped, negates the item still unresolved (4.2.14)."""
    r = co_run(WATCHER % (ITEM, "set_on: 騎士"))
    assert main_state(r, "目利き.state") == "rest"
    assert main_state(r, "札.zone") == "A.dustbox"
    assert main_state(r, "騎士.dp") == 1
    assert {"4.3.2.4", "4.2.14"} <= decided(r)


def test_a_spell_does_not_trigger_the_item_watcher() -> None:
    r = co_run(WATCHER % (SPELL, "target: 騎士"))
    assert main_state(r, "目利き.state") == "stand"
    assert main_state(r, "A.hp") == 14
