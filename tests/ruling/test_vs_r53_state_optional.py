"""Round 53 (s50vsT), issue 12: 「XをS状態にしてよい」 with S a state the game names (``Vocab.state_verbs``)
— optional, as 「XをSしてよい」 (the shared ``made_so``, which read only the plain forms: the
optional forms 「〜てよい」 / 「〜てもよい」 keep their form). vs: 「このカードをスタンド状態にしてよい」
stands the bench card (4.9.1.1) if its master takes the option. Before: refused as 「the action
do.optional」."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

_TEXT = "[ベンチ]あなたのサプライズ置場のカードが表になった時、このカードをスタンド状態にしてよい。"


def test_the_compiled_step() -> None:
    (op,) = vs_program(_TEXT).ops
    assert (op.kind, op.optional) == ("stand", True)


# B attacks; A's surprise 真 is turned up by its own condition (12.3.1), which triggers A's rested
# bench card 雪歩
_BOARD = """
game: vs
title: t
turn: {player: B, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 5000}
    bench: {left: {name: 雪歩, ap: 0, dp: 1000, state: rest, text: "%s"}}
    surprise: {name: 真, ap: 1000, dp: 1000, text: "{surprise}[相手のカードがアタックした時]→あなたのリングのカードを+0/+1000。"}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench: {left: {name: 春香, ap: 0, dp: 1000}}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: A, at: surprise, choose: "yes"}
  - {player: A, at: optional, choose: "%s"}
ask: [雪歩.state]
"""


@pytest.mark.parametrize(("take", "state"), [("yes", "stand"), ("no", "rest")])
def test_the_bench_card_stood_if_taken(take: str, state: str) -> None:
    r = resolve(loads(_BOARD % (_TEXT, take)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["雪歩.state"] == state
