"""「相手がコントロールしている女性キャラクター1体につき、『X』に「+1:+0」の修正を与える」 (round 61,
s58coO; issues 12, 14): an effect in force counting the characters of a gender — their gender as
decided at 4.3.8 step 2 (an effect that made one another type counts), the modifier applied at
step 5 once per character counted."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, co_ability

TEXT = "相手がコントロールしている女性キャラクター1体につき、『女好き』に「+1:+0」の修正を与える。"


def test_compiles_to_a_count_by_gender() -> None:
    ab = co_ability(TEXT)
    assert ab.supported, ab.reason
    (st,) = ab.program.statics
    assert st.per == ("character", "opponent", "女性")


BOARD = """game: co
title: t
turn: {player: A, number: 7, phase: main}
players:
  A:
    hp: 10
    deck: 10
    energy: 0
    hand:
      - {name: 変装, type: event, cost: 0, text: "ターン終了時まで、対象のキャラクター1体は、「その他」キャラクターとなる。"}
    field:
      - {name: 女好き, type: character, gender: 男性, ap: 1, dp: 2, text: "%s"}
      - {name: 侍女A, type: character, gender: 女性, ap: 1, dp: 1}
  B:
    hp: 10
    deck: 10
    field:
      - {name: 姫, type: character, gender: 女性, ap: 1, dp: 1}
      - {name: 騎士, type: character, gender: 男性, ap: 1, dp: 1}
actions: %s
ask: [女好き.ap]
"""


def _run(actions: str = "[]") -> Any:
    return resolve(loads(BOARD % (TEXT, actions), "t.yaml"))


def test_only_the_other_players_women_count() -> None:
    r = _run()
    assert r.outcome["state"]["女好き.ap"] == 2
    assert "4.3.8" in cited(r)


def test_a_type_changed_at_step_2_is_counted_so() -> None:
    r = _run("[{do: play, card: 変装, target: 姫}]")
    assert r.outcome["state"]["女好き.ap"] == 1


OWN = "あなたがコントロールしている女性キャラクター1体につき、『%s』は「+1:+0」の修正を受ける。"
OWN_BOARD = """game: co
title: t
turn: {player: A, number: 7, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: X, type: character, gender: 女性, ap: 1, dp: 2, text: "%s"}
      - {name: Y, type: character, gender: 女性, ap: 1, dp: 2, text: "%s"}
      - {name: Z, type: character, gender: 男性, ap: 1, dp: 2}
  B: {hp: 10, deck: 10}
actions: []
ask: [X.ap, Y.ap]
"""


def test_one_of_the_group_counts_itself() -> None:
    # two women of A's with this text: each counts both, itself too (no recursion: the gender
    # is read from 4.3.8 steps 1-2 alone)
    r = resolve(loads(OWN_BOARD % (OWN % "X", OWN % "Y"), "t.yaml"))
    assert (r.outcome["state"]["X.ap"], r.outcome["state"]["Y.ap"]) == (3, 3)
