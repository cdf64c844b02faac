"""「対象の「その他」キャラクター以外のキャラクター1体は…」 (round 50, s47coC; issue 12): a target
character (4.2.13) that is not of that gender, its gender read from its type as in force (4.3.8
step 2) — a character of that gender is not a proper target; one whose gender is not given is
taken not to be of it. 「そのキャラクターが女性なら」: the gender word alone, said of a character, is
the test 「…が女性キャラクターなら」 makes."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, co_ability
from tests.ruling.boards import main_state as _state

TEXT = "ターン終了時まで、対象の「その他」キャラクター以外のキャラクター1体は、「+1:+1」の修正を受ける。"


def test_compiles_as_a_target_not_of_that_gender() -> None:
    ab = co_ability(TEXT, "event")
    assert ab.supported, ab.reason
    (op,) = ab.program.ops
    assert (op.kind, op.who, op.gender) == ("modify", "target_char", "not:その他")


def test_the_gender_word_alone_in_a_condition_is_the_gender_test() -> None:
    alone = TEXT + "そのキャラクターが女性なら、かわりに「+2:+1」の修正を受ける。"
    full = TEXT + "そのキャラクターが女性キャラクターなら、かわりに「+2:+1」の修正を受ける。"
    assert co_ability(alone, "event").program == co_ability(full, "event").program


def test_other_words_after_the_exclusion_are_not_read_so() -> None:
    # 「対象の「その他」キャラクター以外のタップ状態のキャラクター」: more than the phrase read here
    text = (
        "対象の「その他」キャラクター以外のタップ状態のキャラクター1体は「+1:+1」の修正を受ける。"
    )
    ab = co_ability(text, "event")
    assert not ab.supported or ab.program.ops[0].gender != "not:その他"


BOARD = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 3
    deck: 10
    hand: [{name: 号令, type: event, cost: 1, text: "%s"}]
    field: [{name: 犬, type: character, ap: 1, dp: 1%s}]
  B: {hp: 20, deck: 10}
actions:
  - {do: play, card: 号令, target: 犬}
ask: [犬.ap, 犬.dp]
"""


def _run(gender: str) -> Any:
    return resolve(loads(BOARD % (TEXT, gender), "t.yaml"))


@pytest.mark.parametrize("gender", [", gender: 女性", ", gender: 男性"])
def test_a_character_of_another_gender_is_a_proper_target(gender: str) -> None:
    r = _run(gender)
    assert (_state(r, "犬.ap"), _state(r, "犬.dp")) == (2, 2)
    assert "4.2.13" in cited(r)


def test_a_character_of_that_gender_is_not_a_proper_target() -> None:
    r = _run(", gender: その他")
    assert r.outcome["rejected"] is True
    assert r.outcome["state"] == {"犬.ap": 1, "犬.dp": 1}


def test_a_gender_not_given_branches_on_it() -> None:
    r = _run("")
    by = {b["choices"][0]: b["outcome"] for b in r.outcome["branches"]}
    assert by["犬.gender:met"]["rejected"] is True
    assert by["犬.gender:unmet"]["state"] == {"犬.ap": 2, "犬.dp": 2}
