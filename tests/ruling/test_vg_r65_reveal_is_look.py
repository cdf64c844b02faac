"""Round 65 (s62vgR): 「あなたが山札を見た時」 and an effect that reveals the top card of that fighter's
deck (7.10.1) — whether a reveal is a look (7.7.1, 7.7.4) is not settled (the audit's
``reveal_is_look``): both readings run, the engine's (no trigger) first; a reveal from the hand
raises nothing."""

from __future__ import annotations

from typing import Any

from ruling.resolve import raised_points, resolve
from ruling.scenario import loads

BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 導き手, type: normal, grade: 3, power: 13000, text: "【起】【(V)】：TEXT"}
    left_front:
      name: 見習い
      type: normal
      grade: 1
      power: 8000
      text: "【自】【(R)】：あなたのカードの効果であなたが山札を見た時、１枚引く。"
    hand: [{name: 手札の剣士, type: normal, grade: 2, power: 10000}]
    deck: 10
  B: {vanguard: {name: 番兵, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: activate, card: 導き手, ability: 1}
"""
POINT = {"7.7.4", "7.7.1", "7.10.1"}


def _run(text: str) -> Any:
    return resolve(loads(BOARD.replace("TEXT", text), "t.yaml"))


def _hand(lf: Any) -> int:
    return len(lf.final.players["A"].zones["hand"])


def test_a_reveal_of_the_deck_triggers_a_look_watcher_only_under_one_reading() -> None:
    r = _run("山札の上から１枚公開し、山札の下に置く。")
    assert any(POINT <= set(cl) for cl, both in raised_points(r) if both)
    by = {
        c.option: _hand(lf)
        for lf in r.leaves + r.alternates
        for c in lf.choices
        if c.reading and POINT <= set(c.clauses)
    }
    assert by == {"not_looked": 1, "looked": 2}


def test_no_point_for_a_reveal_from_the_hand() -> None:
    r = _run("手札からカードを１枚公開する。")
    assert not any(POINT <= set(cl) for cl, _both in raised_points(r))
