"""「(Pは)N回、…する」 (round 36, s32ws): a number of times set off by a comma before the step — the
grammar ends a nominal clause there (be.nominal) — is that step's count, the player said before it
the step's own; the same program as 「…をN回…する」. A count of times the text says by a relative
(「置いた枚数と同じ回数、」) is refused with its own reason, never run as once."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card


def _programs(text: str) -> list:
    """The programs, but for whether the player was said (``own_topic``: 「あなたは」 printed)."""
    out = []
    for a in abilities_of("ws", Card("x", "A", name="x", text=text)):
        p = a.program
        if p is not None:
            steps = tuple(
                replace(op, detail=tuple(d for d in op.detail if d[0] != "own_topic"))
                for op in p.steps
            )
            p = replace(p, steps=steps)
        out.append(p)
    return out


HEAD = "【自】 このカードがアタックした時、"
SAME = HEAD + "あなたは相手に1ダメージを2回与える。"


@pytest.mark.parametrize(
    "variant",
    [
        "あなたは2回、相手に1ダメージを与える。",
        "あなたは２回、相手に１ダメージを与える。",
        "2回、相手に1ダメージを与える。",
        "あなたは相手に1ダメージを2回与える。",
    ],
)
def test_the_count_of_times_before_the_step_is_the_steps_count(variant: str) -> None:
    got = _programs(HEAD + variant)
    assert got[0] is not None
    assert got == _programs(SAME)


def test_a_count_of_times_by_a_relative_runs_as_x_times() -> None:
    head = HEAD + "あなたは自分の手札を1枚まで選び、控え室に置いてよい。そうしたら、"
    got = _programs(head + "あなたは置いた枚数と同じ回数、相手に1ダメージを与える。")
    assert got[0] is not None
    assert got == _programs(head + "あなたは相手に1ダメージをＸ回与える。Ｘは置いた枚数に等しい。")


BOARD = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    hand:
      - {name: 連打, type: event, level: 0, cost: 0, color: yellow, text: "あなたは2回、相手に1ダメージを与える。"}
    clock: [{name: 黄, type: character, color: yellow}]
    deck: 10
  B:
    deck: [{name: 一, type: character, trigger: none}, {name: 二, type: character, trigger: none}, 5]
actions:
  - {do: play, player: A, card: 連打}
expect:
  state: {B.clock: 2}
"""


def test_damage_twice_on_a_board() -> None:
    assert check_expect(resolve(loads(BOARD))) == []


AS_MANY = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    hand:
      - {name: 連打, type: event, level: 0, cost: 0, color: yellow,
         text: "あなたは自分の手札を2枚まで選び、控え室に置いてよい。そうしたら、あなたは置いた枚数と同じ回数、相手に1ダメージを与える。"}
      - {name: 札甲, type: character, level: 0}
      - {name: 札乙, type: character, level: 0}
    clock: [{name: 黄, type: character, color: yellow}]
    deck: 10
  B:
    deck: [{name: 一, type: character, trigger: none}, {name: 二, type: character, trigger: none}, 5]
actions:
  - {do: play, player: A, card: 連打}
choices:
%(choices)s
expect:
  state: {B.clock: %(n)s}
"""


@pytest.mark.parametrize(("picks", "n"), [(("札甲", "札乙"), 2), (("札甲", "no"), 1), (("no",), 0)])
def test_as_many_times_as_the_cards_put(picks: tuple[str, ...], n: int) -> None:
    choices = "\n".join(f"  - {{player: A, choose: {p}}}" for p in picks)
    if picks != ("no",):
        choices += "\n  - {player: A, at: optional, choose: yes}"
    text = AS_MANY % {"choices": choices, "n": n}
    assert check_expect(resolve(loads(text))) == []
