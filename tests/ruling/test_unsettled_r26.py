"""Round 26 audit of ws and vg (s22audit): points the rules text does not settle, by the kinds
the blind writers keep finding, each raised only in the configuration the text leaves open (a
settled neighbour is not flagged)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling import pregame, unsettled
from ruling.resolve import resolve
from ruling.scenario import loads


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


def _readings(r: Any) -> dict[str, Any]:
    return {x["reading"][0]: x["outcome"] for x in r.outcome.get("readings", ()) if x["reading"]}


# --- deck-building limits by name: two spellings differing only in a space (name_spacing) ---


def test_names_differing_only_in_a_space_are_grouped() -> None:
    groups = pregame.spaced_alike(["山名春恵", "山名 春恵", "山名\u3000春恵", "他"])
    assert [set(g) for g in groups] == [{"山名\u3000春恵", "山名 春恵", "山名春恵"}]
    assert pregame.spaced_alike(["山名春恵", "山名夏恵"]) == []


_WS = """game: ws
title: t
turn: {player: A, number: 0}
players:
  A:
    deck:
      - {name: 山名春恵, type: character, count: %d}
      - {name: "%s", type: character, count: 2}
      - %d
  B: {deck: 50}
actions:
  - {do: game_setup, first: A, mulligan: {A: 0, B: 0}}
"""


def test_ws_two_spellings_over_the_limit_together_are_run_under_both_readings() -> None:
    """3 「山名春恵」 and 2 「山名 春恵」: as written two names (the game starts), one name under
    the other reading (5 copies: the deck is refused, 5.1.2.2)."""
    r = _run(_WS % (3, "山名 春恵", 45))
    assert not r.main.outcome.get("rejected")
    assert _readings(r)["one_name"].get("rejected")
    assert {"5.1.2.2", "2.1.1.1"} <= set(r.outcome.get("depends_on_reading", ()))


@pytest.mark.parametrize(
    ("first", "other", "rest"),
    [
        (3, "山名夏恵", 45),  # another name: nothing to fold
        (2, "山名 春恵", 46),  # 4 in all: within the limit under either reading
    ],
)
def test_ws_neighbours_raise_nothing(first: int, other: str, rest: int) -> None:
    r = _run(_WS % (first, other, rest))
    assert not r.main.outcome.get("rejected") and not r.outcome.get("readings")


def test_ws_one_spelling_over_the_limit_alone_is_refused_without_a_reading() -> None:
    """5 「山名春恵」 already break 5.1.2.2 as written: nothing rests on the space."""
    r = _run(_WS % (5, "山名 春恵", 43))
    assert r.main.outcome.get("rejected") and not r.outcome.get("readings")


_VG = """game: vg
title: t
turn: {player: A, number: 0}
players:
  A:
    deck:
      - {name: 見習い, type: normal, grade: 0}
      - {name: ブラスター・ブレード, type: normal, grade: 2, count: %d}
      - {name: "%s", type: normal, grade: 2, count: 2}
      - %d
  B: {deck: [{name: 見習い, type: normal, grade: 0}, 49]}
actions:
  - {do: game_setup, first: A, vanguard: {A: 見習い, B: 見習い}, mulligan: {A: 0, B: 0}}
"""


def test_vg_two_spellings_over_the_limit_together_are_run_under_both_readings() -> None:
    r = _run(_VG % (3, "ブラスター ・ブレード", 44))
    assert not r.main.outcome.get("rejected")
    assert _readings(r)["one_name"].get("rejected")
    assert {"8.1.5", "12.6.1"} <= set(r.outcome.get("depends_on_reading", ()))


def test_vg_neighbours_raise_nothing() -> None:
    for first, other, rest in ((3, "ブラスター・ダーク", 44), (2, "ブラスター ・ブレード", 45)):
        r = _run(_VG % (first, other, rest))
        assert not r.main.outcome.get("rejected") and not r.outcome.get("readings")


def test_the_new_points_are_recorded() -> None:
    assert unsettled.entry("ws", "name_spacing").raise_ == "hook"
    assert unsettled.entry("vg", "name_spacing").raise_ == "hook"
    # raised since round 42 (s39ws): before a move between zones that are not slots of a card
    # with effects on it (``continuous.move_readings``)
    assert unsettled.entry("ws", "new_card_move_scope").raise_ == "hook"
    assert unsettled.entry("ws", "auto_effect_partly_impossible").raise_ == "hook"
    assert unsettled.entry("vg", "simultaneous_order_chooser").raise_ == "none"


# --- an automatic ability whose card changed zones, only part of its effect impossible
# (auto_effect_partly_impossible, 8.7.7) ---

_LEFT = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    deck: [{name: 引く札, type: character}, 5]
    hand: [{name: 去る子, type: character, level: 0, cost: 0, power: 2000, soul: 1, text: "【自】 このカードが手札から舞台に置かれた時、このカードを控え室に置く。\\n【自】 このカードが手札から舞台に置かれた時、%s"}]
  B: {deck: 10}
actions:
  - {player: A, do: play, card: 去る子, slot: center_front}
choices:
  - {player: A, at: pending_order, choose: "去る子#%d"}
ask: [引く札.zone, 去る子.zone]
"""


def _zone(outcome: dict[str, Any], key: str) -> Any:
    return outcome["state"][key]


def test_the_rest_of_an_effect_whose_card_moved_is_run_under_both_readings() -> None:
    """「このカードを手札に戻し、あなたは1枚引く。」 played after the first ability put its card
    into the waiting room: the return cannot be done (8.7.7, 3.1.4); the draw is done as the
    engine reads it (that part fails), not under the other reading (the whole effect fails)."""
    r = _run(_LEFT % ("このカードを手札に戻し、あなたは1枚引く。", 1))
    assert _zone(r.main.outcome, "引く札.zone") == "A.hand"
    assert _zone(r.main.outcome, "去る子.zone") == "A.waiting_room"
    whole = _readings(r)["whole"]
    assert _zone(whole, "引く札.zone") == "A.deck"
    assert {"8.7.7", "3.1.4"} <= set(r.outcome.get("depends_on_reading", ()))


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("あなたは1枚引く。", 1),  # no step on the card: nothing fails
        ("このカードを手札に戻し、あなたは1枚引く。", 2),  # played while its card is there
    ],
)
def test_neighbours_of_a_moved_card_raise_nothing(text: str, first: int) -> None:
    r = _run(_LEFT % (text, first))
    assert not r.outcome.get("readings")
    assert _zone(r.main.outcome, "引く札.zone") == "A.hand"
