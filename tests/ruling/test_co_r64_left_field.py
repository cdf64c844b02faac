"""「『X』(このカード)がフィールドから離れたとき」 (round 64, s61coRC, from co r64_029): the card's
own event, met as it leaves the field by any way — a crash (4.3.11, 4.2.4: together with its
「クラッシュしたとき」), a return to the hand, a break (4.2.5) — and resolved though it has left
(4.3.6, 3.1's 2)). Broken, the card is 「存在しないカード」 (4.2.5): whether its ability still
resolves is the audit's broken_card_pending_trigger, both readings run."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import co_run, decided, main_state

BOARD = """
turn: {player: A, number: 10, phase: main}
players:
  A:
    hp: 10
    energy: 2
    deck: 10
    hand:
      - {name: 呪文, type: spell, cost: 1, text: "%s"}
  B:
    hp: 5
    deck: 10
    field:
      - {name: 婆, type: character, ap: 1, dp: 2, text: "『婆』がフィールドから離れたとき、あなたはHPが3点回復する。"}
actions:
  - {do: play, card: 呪文, target: 婆}
ask: [B.hp, 婆.zone]
"""
DAMAGE = "対象のキャラクターに2点のダメージを与える。使い捨て"
BOUNCE = "対象のキャラクターを手札に戻す。使い捨て"
BREAK = "対象のキャラクターをブレイクする。使い捨て"
HEAL = "対象のキャラクターに1点のダメージを与える。使い捨て"


def test_crashed_off_the_field_it_triggers() -> None:
    r = co_run(BOARD % DAMAGE)
    assert main_state(r, "婆.zone") == "B.dustbox"
    assert main_state(r, "B.hp") == 8
    assert "4.3.6" in decided(r)


def test_returned_to_the_hand_it_triggers() -> None:
    r = co_run(BOARD % BOUNCE)
    assert main_state(r, "婆.zone") == "B.hand"
    assert main_state(r, "B.hp") == 8


def test_staying_on_the_field_nothing_triggers() -> None:
    r = co_run(BOARD % HEAL)
    assert main_state(r, "婆.zone") == "B.field"
    assert main_state(r, "B.hp") == 5


def test_broken_both_readings() -> None:
    text = (
        "game: co\ntitle: t\n"
        + (BOARD % BREAK).replace("ask: [B.hp, 婆.zone]", "")
        + """expect:
  ambiguous: ["4.2.5"]
  readings:
    - {clauses: ["3.1"], state: {B.hp: 8, 婆.zone: B.broken}}
    - {clauses: ["4.2.5"], state: {B.hp: 5, 婆.zone: B.broken}}
"""
    )
    assert not check_expect(resolve(loads(text, "t.yaml")))


def test_said_with_wo_the_same_event() -> None:
    """「『婆』がフィールドを離れたとき」 (the zone as the object): the same event."""
    r = co_run((BOARD % BOUNCE).replace("フィールドから離れたとき", "フィールドを離れたとき"))
    assert main_state(r, "婆.zone") == "B.hand"
    assert main_state(r, "B.hp") == 8
