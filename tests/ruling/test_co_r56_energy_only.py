"""Round 56 (s53coC): 「あなたは1エネルギーを得る。このエネルギーはアイテムカードのプレイにのみ使用
できる。」 — energy a text keeps for one thing (4.2.9 over 4.3.1): it pays for the play of an item
card (4.3.2.3) and for nothing else (another card's play, an ability's cost); it is lost with the
rest of the energy (3.7.4)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    deck: 5
    energy: {energy}
    field:
      - {{name: 炉, type: character, ap: 1, dp: 1, text: "『炉』をタップする:あなたは1エネルギーを得る。このエネルギーはアイテムカードのプレイにのみ使用できる。"}}
    hand:
      - {{name: 鎧, type: item, cost: 1, text: "フィールドにセット。"}}
      - {{name: 祭, type: event, cost: 1, text: "あなたはカードを1枚引く。\\n使い捨て"}}
  B:
    hp: 10
    deck: 5
actions:
  - {{do: activate, card: 炉}}
  - {{do: play, card: {card}{allowed}}}
expect:
  state: {{{card}.zone: {zone}}}
"""


def _problems(card: str, energy: int, allowed: bool, zone: str) -> list[str]:
    text = BOARD.format(
        card=card, energy=energy, allowed="" if allowed else ", allowed: false", zone=zone
    )
    return check_expect(resolve(loads(text, "t.yaml")))


def test_kept_energy_pays_for_an_item() -> None:
    assert not _problems("鎧", 0, True, "A.field")


def test_kept_energy_does_not_pay_for_an_event() -> None:
    assert not _problems("祭", 0, False, "A.hand")


def test_other_energy_still_pays_for_an_event() -> None:
    assert not _problems("祭", 1, True, "A.dustbox")


def test_item_paid_with_the_kept_energy_first() -> None:
    # 1 energy of its own and 1 kept for items: the item takes the kept one, the event the other
    board = (
        BOARD.format(card="鎧", energy=1, allowed="", zone="A.field")
        .replace("expect:", "  - {do: play, card: 祭}\nexpect:")
        .replace("{鎧.zone: A.field}", "{鎧.zone: A.field, 祭.zone: A.dustbox}")
    )
    assert not check_expect(resolve(loads(board, "t.yaml")))


def test_the_refusal_cites_the_text_over_the_rules() -> None:
    text = BOARD.format(card="祭", energy=0, allowed=", allowed: false", zone="A.hand")
    assert "4.2.9" in resolve(loads(text, "t.yaml")).decided_by


ABILITY = """game: co
title: t
turn: {player: A, number: 4, phase: main}
players:
  A:
    hp: 10
    deck: 5
    energy: 0
    field:
      - {name: 炉, type: character, ap: 1, dp: 1, text: "『炉』をタップする:あなたは1エネルギーを得る。このエネルギーはアイテムカードのプレイにのみ使用できる。"}
      - {name: 僧, type: character, ap: 1, dp: 1, text: "1エネルギーを支払う:あなたはカードを1枚引く。"}
  B:
    hp: 10
    deck: 5
actions:
  - {do: activate, card: 炉}
  - {do: activate, card: 僧, allowed: false}
expect:
  state: {A.hand: 0}
"""


def test_kept_energy_pays_no_abilitys_cost() -> None:
    assert not check_expect(resolve(loads(ABILITY, "t.yaml")))


def test_kept_energy_lost_with_the_rest_at_the_turns_end() -> None:
    # 3.7.4: all energy is lost, the mark with it — energy gained later pays for an event
    board = BOARD.format(card="祭", energy=0, allowed="", zone="A.dustbox").replace(
        "  - {do: play, card: 祭}",
        "  - {do: end_phase}\n  - {do: turn_end}\n  - {do: turn_start}\n"
        "  - {do: untap_phase}\n  - {do: draw_phase}\n  - {do: main_phase}\n"
        "  - {do: gain_energy, player: A, amount: 1}\n  - {do: play, card: 祭, player: A}",
    )
    assert not check_expect(resolve(loads(board, "t.yaml")))
