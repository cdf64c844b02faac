"""「以下から、このターンに選んでいないものを１つ行う」: the items this ability chose this turn, done or
not, are not offered again (the text's own word, 11.8.4 — kept as the note 「同じ効果は発動できない」
keeps them, 11.9.5.1.1) (round 63, s60vgC)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

MODES = """\
game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 選ぶ竜, type: normal, grade: 3, power: 13000, text: "%s"}
    hand: [{name: 兵一, type: normal, grade: 1, power: 8000}, {name: 兵二, type: normal, grade: 1, power: 8000}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: main_phase, actions: [{do: call, card: 兵一, circle: left_front}, {do: call, card: 兵二, circle: right_front}]}
choices:
%s
ask: [A.hand, A.soul]
"""
ITEMS = "\\n・【ソウルチャージ】(1)。\\n・１枚引く。"
HEAD = "【自】【(V)】：あなたのリアガードが登場した時、以下から、このターンに選んでいないものを１つ行う。"


def _clauses(r: object) -> set[str]:
    return {c for s in r.main.trace.steps for c in s.clauses}  # type: ignore[attr-defined]


def test_the_item_chosen_this_turn_is_not_offered_again() -> None:
    """The first call: the soul charge; the second: only the draw is left."""
    r = resolve(loads(MODES % (HEAD + ITEMS, '  - {player: A, at: mode, choose: "1"}')))
    assert r.outcome["state"] == {"A.hand": 1, "A.soul": 1}
    assert "11.8.4" in _clauses(r)
    assert not [w for w in r.warnings() if w.kind == "unsupported"]


def test_without_the_words_the_item_may_be_chosen_again() -> None:
    text = "【自】【(V)】：あなたのリアガードが登場した時、以下を１つ行う。" + ITEMS
    chosen = '  - {player: A, at: mode, choose: "1"}\n  - {player: A, at: mode, choose: "1"}'
    r = resolve(loads(MODES % (text, chosen)))
    assert r.outcome["state"] == {"A.hand": 0, "A.soul": 2}
