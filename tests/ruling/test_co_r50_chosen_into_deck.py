"""「あなたのダストボックスにあるキャラクターカードを2枚まで選び、あなたの山札に加えてシャッフル
する」 (round 50, s47coC; issue 12): the player chooses up to N (none too) cards of that type of its
own dustbox, each goes to its owner's deck (4.2.12), then the deck is shuffled (4.2.2) — the steps
in order (4.3.2.6). Without 「まで」, as many as there are up to N."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, co_ability

TEXT = "あなたのダストボックスにあるキャラクターカードを2枚まで選び、あなたの山札に加えてシャッフルする。"


def test_compiles_as_a_choice_into_the_deck_and_a_shuffle() -> None:
    ab = co_ability(TEXT + "そのあと、あなたは山札からカードを1枚引く。", "event")
    assert ab.supported, ab.reason
    rec, shuf, draw = ab.program.ops
    assert (rec.kind, rec.amount, rec.value, rec.upto) == ("recycle", 2, "character", True)
    assert (shuf.kind, draw.kind) == ("shuffle", "draw")


def test_of_another_place_it_is_refused() -> None:
    text = "相手のダストボックスにあるカードを2枚まで選び、あなたの山札に加えてシャッフルする。"
    assert not co_ability(text, "event").supported


BOARD = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 3
    deck: 5
    hand: [{name: 撤収, type: event, cost: 1, text: "%s"}]
    dustbox: [{name: 犬, type: character}, {name: 猫, type: character}, {name: 熊, type: character},
              {name: 杖, type: item}]
  B: {hp: 20, deck: 10}
actions:
  - {do: play, card: 撤収}
choices:
%s
ask: [犬.zone, 猫.zone, 熊.zone, 杖.zone]
"""


def _run(answers: str) -> Any:
    return resolve(loads(BOARD % (TEXT, answers), "t.yaml"))


def test_two_chosen_go_to_the_deck() -> None:
    r = _run(
        "  - {at: choose_card, player: A, choose: 犬}\n  - {at: choose_card, player: A, choose: 熊}"
    )
    assert r.outcome["state"] == {
        "犬.zone": "A.deck",
        "猫.zone": "A.dustbox",
        "熊.zone": "A.deck",
        "杖.zone": "A.dustbox",
    }
    assert {"4.2.12", "4.2.2"} <= set(cited(r))


def test_up_to_lets_the_player_stop() -> None:
    r = _run(
        "  - {at: choose_card, player: A, choose: 猫}\n  - {at: choose_card, player: A, choose: no}"
    )
    assert r.outcome["state"]["猫.zone"] == "A.deck"
    assert r.outcome["state"]["犬.zone"] == r.outcome["state"]["熊.zone"] == "A.dustbox"
