"""「あなたのダストボックスのカードをN枚山札に戻し、山札をシャッフルする」 (round 52, s49coB): N cards of
the player's own zone into the deck, no place said, the deck shuffled right after — the shuffle undoes
where they went (4.2.2), so the step is N cards chosen by the player doing it (4.3.2.6) and moved
(``co:chosen_move``). Without the shuffle right after, the place unsaid is still refused."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import co_ability

TEXT = "あなたのダストボックスのカードを2枚山札に戻し、山札をシャッフルする。"


def test_compiles_as_cards_chosen_then_shuffled() -> None:
    ab = co_ability(TEXT, "spell", name="輪廻")
    assert ab.supported, ab.reason
    move, shuffle = ab.program.ops
    assert (move.kind, move.amount, move.value[:3]) == (
        "chosen_move",
        2,
        ("dustbox", "card", "deck"),
    )
    assert shuffle.kind == "shuffle"


def test_no_shuffle_after_is_refused() -> None:
    assert not co_ability("あなたのダストボックスのカードを2枚山札に戻す。", "spell").supported


BOARD = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 1
    hand:
      - {name: 輪廻, type: spell, cost: 0, text: "%s"}
    dustbox:
      - {name: 甲, type: character, ap: 1, dp: 1}
      - {name: 乙, type: character, ap: 1, dp: 1}
      - {name: 丙, type: character, ap: 1, dp: 1}
  B: {hp: 20, deck: 10}
actions:
  - {do: play, card: 輪廻}
choices:
  - {player: A, at: choose_card, choose: 甲}
  - {player: A, at: choose_card, choose: 丙}
ask: [A.deck, 甲.zone, 乙.zone, 丙.zone]
"""


def test_the_cards_chosen_go_into_the_deck() -> None:
    r = resolve(loads(BOARD % TEXT, "t.yaml"))
    st = r.outcome["state"]
    assert st["A.deck"] == 3
    assert (st["甲.zone"], st["丙.zone"]) == ("A.deck", "A.deck")
    assert st["乙.zone"] == "A.dustbox"
