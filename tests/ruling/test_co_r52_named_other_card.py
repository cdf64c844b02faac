"""A one-off step on 『X』 where X is not the name of the card with the text (round 52, s49coB):
4.2.10 reads a text's 「カード名」 as the card itself only when it is that card's name; another
name names another card — a card of that name on the field (4.2.6: written alike), chosen by the
player carrying the text out when there are several, none there: the step is not done. On the
card of that name itself it stays that card (4.2.10), and a name the text also writes where it is
not read as another card's (a trigger) is still refused."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, co_ability


def test_compiles_as_a_step_on_the_card_named() -> None:
    ab = co_ability("『魔導書』にカウンターを1個置く。", "spell", name="書き足し")
    assert ab.supported, ab.reason
    (op,) = ab.program.ops
    assert (op.kind, op.who, op.amount, op.named) == ("counters", "this", 1, "魔導書")
    # on the card of that name, the same text is that card itself (4.2.10)
    own = co_ability("『魔導書』にカウンターを1個置く。", "item", name="魔導書")
    assert own.supported, own.reason


def test_a_name_also_written_elsewhere_is_refused() -> None:
    text = "『魔導書』がアタックしたとき、『魔導書』をアンタップする。"
    assert not co_ability(text, "character", name="書き足し").supported


BOARD = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    field:
%s
    hand:
      - {name: 書き足し, type: spell, cost: 1, text: "%s"}
  B:
    hp: 20
    deck: 10
    field:
      - {name: 剣士, type: character, ap: 2, dp: 3, damage: 1}
actions:
  - {do: play, card: 書き足し}
%s
ask: [%s]
"""


def _run(field: str, text: str, ask: str, choices: str = "") -> Any:
    return resolve(loads(BOARD % (field, text, choices, ask), "t.yaml"))


def test_a_counter_is_put_on_the_card_named() -> None:
    field = '      - {name: 魔導書, type: item, counters: 1, text: ""}'
    r = _run(field, "『魔導書』にカウンターを1個置く。", "魔導書.counters")
    assert r.outcome["state"] == {"魔導書.counters": 2}
    assert "4.2.10" in cited(r)


def test_none_of_that_name_the_step_is_not_done() -> None:
    field = "      - {name: 従者, type: character, ap: 1, dp: 1}"
    r = _run(field, "『魔導書』にカウンターを1個置く。", "従者.counters, 書き足し.zone")
    assert r.outcome["state"]["従者.counters"] in (0, None)
    assert r.outcome["state"]["書き足し.zone"] == "A.dustbox"


def test_untap_and_damage_removed_on_the_card_named() -> None:
    field = "      - {name: 従者, type: character, ap: 1, dp: 3, state: rest}"
    r = _run(field, "『従者』をアンタップする。", "従者.state")
    assert r.outcome["state"]["従者.state"] == "stand"
    r = _run("", "『剣士』のダメージを0にする。", "剣士.damage")
    assert r.outcome["state"]["剣士.damage"] in (0, None)


def test_several_of_that_name_the_player_chooses() -> None:
    field = (
        "      - {name: 従者, type: character, ap: 1, dp: 3, uid: f1}\n"
        "      - {name: 従者, type: character, ap: 1, dp: 3, uid: f2}"
    )
    choices = "choices:\n  - {player: A, at: choose_card, choose: f2}"
    r = _run(
        field, "ターン終了時まで、『従者』に「+2:+0」の修正を与える。", "f1.ap, f2.ap", choices
    )
    assert r.outcome["state"] == {"f1.ap": 1, "f2.ap": 3}
