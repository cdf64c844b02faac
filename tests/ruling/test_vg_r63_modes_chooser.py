"""「相手は以下を１つ選ぶ。あなたは選ばれたものを行う。」: the player named chooses the list item
(vg 11.8.4), the ability's master carries it out (round 63, s60vgC)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

LIST = """\
game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    hand: 0
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, hand: 0, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "%s"}
choices:
  - {player: %s, at: mode, choose: "%s"}
ask: [A.hand, A.soul, B.hand]
"""
ITEMS = "\\n・１枚引く。\\n・【ソウルチャージ】(1)。"


def test_the_opponent_chooses_the_master_does_it() -> None:
    text = "相手は以下を１つ選ぶ。あなたは選ばれたものを行う。" + ITEMS
    r = resolve(loads(LIST % (text, "B", "2")))
    assert r.outcome["state"] == {"A.hand": 0, "A.soul": 1, "B.hand": 0}
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    r = resolve(loads(LIST % (text, "B", "1")))
    assert r.outcome["state"] == {"A.hand": 1, "A.soul": 0, "B.hand": 0}


def test_the_opponent_is_asked_not_the_master() -> None:
    """The choice is the opponent's: an answer given for A is not used — the ruling branches on
    B's choice, each item a branch."""
    text = "相手は以下を１つ選ぶ。あなたは選ばれたものを行う。" + ITEMS
    r = resolve(loads(LIST % (text, "A", "2")))
    assert r.outcome["depends_on"] == "B" and r.outcome["choice"] == "mode"
    assert [b["outcome"]["state"]["A.soul"] for b in r.outcome["branches"]] == [0, 1]


def test_the_master_choosing_then_doing_reads_alike() -> None:
    """「以下を１つ選ぶ。あなたは選んだものを行う。」: the master chooses, as 「以下を１つ行う」."""
    text = "以下を１つ選ぶ。あなたは選んだものを行う。" + ITEMS
    r = resolve(loads(LIST % (text, "A", "2")))
    assert r.outcome["state"] == {"A.hand": 0, "A.soul": 1, "B.hand": 0}
