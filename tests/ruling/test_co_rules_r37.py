"""co rules found through the round-37 files (s33rulesCOMCVS; round 37): a play or use read against
the item of the list that allows it (3.6.4#li1 / #li2, 4.3.4#li4), each on a minimal case with its
neighbour that must not change (issue 14)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


# --- 3.6.4: the end phase's action timing; a play there cites the list's item (#li1) ---

_END = """game: co
title: t
turn: {player: A, number: 8, phase: %s}
players:
  A:
    hp: 12
    deck: 15
    energy: 1
    hand: [{name: 水晶, type: item, cost: 1, text: "フィールドにセット。"}]
  B: {hp: 12, deck: 15}
actions:
  - {do: play, card: 水晶}
ask: [水晶.zone]
"""


def test_play_in_end_phase_action_timing_cites_the_play_item() -> None:
    r = _run(_END % "end, step: action")
    assert {"3.6.4", "3.6.4#li1"} <= set(r.decided_by)


def test_play_in_main_phase_cites_no_end_phase_item() -> None:
    r = _run(_END % "main")
    assert "3.6.4#li1" not in r.decided_by


# --- 4.3.4#li4: 「プレイヤーの制限もありません」 — an interrupt of one's own play ---

_ARROWS = """game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 14
    deck: 20
    energy: 2
    hand:
      - {name: 矢, uid: 矢1, type: spell, cost: 1, text: "対象のキャラクターに1点のダメージを与える。"}
      - {name: 矢, uid: 矢2, type: spell, cost: 1, text: "対象のキャラクターに1点のダメージを与える。"}
  B:
    hp: 14
    deck: 20
    energy: 1
    hand:
      - {name: 矢, uid: 矢3, type: spell, cost: 1, text: "対象のキャラクターに1点のダメージを与える。"}
    field: [{name: 兵, type: character, ap: 1, dp: 5}]
actions:
  - do: play
    card: 矢1
    target: 兵
    respond: [{do: play, player: %s, card: %s, target: 兵}]
ask: [兵.zone]
"""


def test_interrupt_of_ones_own_play_cites_no_player_limit() -> None:
    r = _run(_ARROWS % ("A", "矢2"))
    assert {"4.3.4#li1", "4.3.4#li4"} <= set(r.decided_by)


def test_opponents_interrupt_does_not_cite_the_player_item() -> None:
    r = _run(_ARROWS % ("B", "矢3"))
    assert "4.3.4#li1" in r.decided_by
    assert "4.3.4#li4" not in r.decided_by


# --- own_hp_to_zero (4.1.2#li1): a damage given with its source is dealt by that card's player ---

_OWN = """game: co
title: t
turn: {player: A, number: 9, phase: main}
players:
  A: {hp: 3, deck: 15}
  B:
    hp: 8
    deck: 15
    field: [{name: 呪術師, type: character, ap: 1, dp: 1}]
actions:
  - {do: damage, to: A, amount: 3, source: %s}
ask: [A.hp]
"""


def _points(r: Any) -> str:
    return " ".join(str(w) for w in r.warnings())


def test_damage_from_a_card_played_and_gone_is_the_acting_players() -> None:
    """A's own played card (on the board nowhere) brings A's HP to 0: the point is raised."""
    r = _run(_OWN % "血の契約")
    assert "4.1.2" in r.decided_by
    assert "自分のカードで自分のHPが0" in _points(r)


def test_damage_from_the_opponents_card_raises_no_point() -> None:
    r = _run(_OWN % "呪術師")
    assert "自分のカードで自分のHPが0" not in _points(r)
