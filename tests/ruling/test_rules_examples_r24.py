"""The rules documents' own example texts, as printed, measured and run (issue 12, round 24,
s20examples): each construction in general form, on a minimal board of its own."""

from __future__ import annotations

from typing import Any

import pytest

from grammar import ast as A
from grammar.examples import game_examples
from ruling.cardtext.nouns import bare_count
from ruling.resolve import resolve
from ruling.rules_examples import REPLAY_FORM, TRIGGER_ICON, measure, unmarked_trigger
from ruling.scenario import loads


def unsupported(r: Any) -> list[str]:
    return [w.en for w in r.warnings() if w.kind == "unsupported"]


# ---------------- WS 3.2.3.3 / 4.8.1: looking at the deck's top N, the family of its spellings

LOOK = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    stage:
      center_front: {name: 見る役, type: character, level: 1, power: 3000, soul: 1, text: "TEXT"}
    deck: DECK
  B:
    deck: 10
actions:
  - {do: activate, player: A, card: 見る役}
"""
THREE = "[{name: 甲, type: character}, {name: 乙, type: character}, {name: 丙, type: character}]"


def _look(effect: str, deck: str = THREE) -> Any:
    text = f"【起】［このカードを【レスト】する］ {effect}"
    return resolve(loads(LOOK.replace("TEXT", text).replace("DECK", deck)))


def _looked(r: Any) -> list[str]:
    return [s.en for s in r.main.trace if "looks at the" in s.en]


def _look_clauses(r: Any) -> set[str]:
    return {c for s in r.main.trace if "looks at the" in s.en for c in s.clauses}


@pytest.mark.parametrize(
    "effect",
    [
        "あなたは山札の一番上から5枚のカードを見る。",  # 3.2.3.3 as printed (with its performer)
        "山札の一番上から5枚のカードを見る。",  # as printed: no performer, no owner
        "あなたは自分の山札の1番上から5枚のカードを見る。",
        "あなたは自分の山札の上から5枚のカードを見る。",
        "あなたは自分の山札の一番上から5枚を見る。",
        "あなたは自分の山札を上から5枚見る。",  # the form cards print
    ],
)
def test_looking_at_more_cards_than_the_deck_holds(effect: str) -> None:
    """「山札の(一番)上から5枚(のカード)を見る」 with 3 cards in the deck: the 3 are looked at and
    the action ends (3.2.3.3); 一番上 / 1番上 / 上 name the same end, 「5枚のカード」 is 「5枚」, and
    a deck with no owner named is the master's, who performs the step (4.8.1, 8.6.5)."""
    r = _look(effect)
    assert not unsupported(r), effect
    assert _looked(r) == ["A looks at the top 3 of A's deck"], effect
    assert {"4.8.1", "3.2.3.3"} <= _look_clauses(r), effect


def test_looking_at_fewer_cards_than_the_deck_holds() -> None:
    r = _look("山札の一番上から2枚のカードを見る。")
    assert _looked(r) == ["A looks at the top 2 of A's deck"]
    assert "3.2.3.3" not in _look_clauses(r)


def test_a_count_of_the_plain_noun_card_is_a_bare_count() -> None:
    """「5枚のカード」 is the count 「5枚」 (``bare_count``); a count of another noun is not."""
    five = A.Count(A.Number(5, None), "card", "exact", None)
    assert bare_count(A.NounPhrase((five, A.CardKind("card")), ("の",))) == (5, "exact")
    assert bare_count(A.NounPhrase((five, A.CardKind("character")), ("の",))) is None
    assert bare_count(A.NounPhrase((five,))) == (5, "exact")


# ---------------- WS 11.3.2: an ability and the replay instruction printed apart: one card


def test_the_replay_instruction_is_read_as_such() -> None:
    """The quote after 「そのカードのリプレイ指示が」 is the card's replay instruction
    (``Example.role`` "replay"), the other quote of the example the ability naming its action."""
    roles = {e.text: e.role for e in game_examples("ws") if e.clause == "11.3.2"}
    assert roles == {
        "このカードが舞台に置かれた時、ゲームをする。": "ability",
        "ゲームをする あなたは 1 枚引く。": "replay",
    }


REPLAY = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    hand: [{name: 遊び人, type: character, level: 0, cost: 0, power: 2000, soul: 1, text: "TEXT"}]
    deck: 10
  B: {deck: 10}
actions:
  - {player: A, do: play, card: 遊び人, slot: center_front}
ask: [A.hand, A.deck]
"""


def test_the_measured_replay_card_draws_one() -> None:
    """The card the tool measures for 11.3.2 (``REPLAY_FORM``: the ability, then the instruction's
    line): put on the stage, its ability carries out the replay effect in place of 「ゲームをする」
    — one card drawn, 11.3.2 cited."""
    ability = "このカードが舞台に置かれた時、ゲームをする。"
    assert unmarked_trigger("ws", ability)
    text = REPLAY_FORM["ws"].format(
        TRIGGER_ICON["ws"].format(ability), "ゲームをする あなたは 1 枚引く。"
    )
    r = resolve(loads(REPLAY.replace("TEXT", text.replace("\n", "\\n"))))
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": 1, "A.deck": 9}
    assert "11.3.2" in r.decided_by


@pytest.mark.parametrize(
    ("text", "unmarked"),
    [
        ("このカードが舞台に置かれた時、あなたは1枚引く。", True),
        ("【自】 このカードが舞台に置かれた時、あなたは1枚引く。", False),  # its icon printed
        ("あなたは1枚引く。", False),  # no trigger: an event's effect
        ("【永】このカードがアタックする時、あなたは1枚引く。", False),  # another icon printed
    ],
)
def test_an_ability_quoted_without_its_icon_opens_with_its_trigger(
    text: str, unmarked: bool
) -> None:
    assert unmarked_trigger("ws", text) is unmarked


def test_ws_examples_run_as_measured() -> None:
    runs = {(o.clause, o.text): o.runs for o in measure("ws")}
    assert runs[("3.2.3.3", "山札の一番上から5枚のカードを見る")]
    assert runs[("11.3.2", "このカードが舞台に置かれた時、ゲームをする。")]
    assert runs[("11.3.2", "ゲームをする あなたは 1 枚引く。")]
