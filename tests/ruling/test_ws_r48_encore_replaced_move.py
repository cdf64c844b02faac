"""Round 48 (s45amb2): the encore step's move of a reversed character into the waiting room
replaced by another event (「このカードが舞台から控え室に置かれる時、かわりに手札に戻す」) — 7.7.1.2
「そうした場合、チェックタイミングが発生し」 against 8.10.1.1 「置換された元の事象はまったく発生しなかった」:
the point ``encore_step_replaced_move`` (ruling/games/ws.unsettled.yaml), both readings run (the
engine's: carried out as replaced, the check timing follows); not raised when nothing replaces
the move."""

from __future__ import annotations

from ruling.resolve import Ruling, resolve
from ruling.scenario import loads

REPLACE = "【永】 このカードが舞台から控え室に置かれる時、かわりに手札に戻す。"
WATCH = "【自】 他のあなたのキャラが舞台から手札に戻った時、相手の【リバース】しているキャラを1枚選び、山札の上に置く。"


def _board(text: str) -> str:
    return f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage:
      center_front: {{name: 甲, type: character, level: 0, power: 2000, soul: 1, color: RED, text: "{text}"}}
      left_front: {{name: 丁, type: character, level: 1, power: 5000, soul: 1, color: RED, state: rest, text: "{WATCH}"}}
    stock: 0
    hand: 0
    deck: [{{name: 無札, type: character, level: 0, color: RED, trigger: []}}, 10]
  B:
    level: 1
    stage: {{center_front: {{name: 乙, type: character, level: 0, power: 2000, soul: 1, color: BLUE}}}}
    stock: 0
    hand: 0
    deck: [{{name: 受札, type: character, level: 0, color: BLUE}}, 10]
actions:
  - {{do: attack, slot: center_front, kind: front}}
  - {{do: encore_step}}
ask: [乙.zone]
"""


def _raised(r: Ruling) -> bool:
    return any(
        w.kind == "ambiguity" and {"7.7.1.2", "8.10.1.1"} <= set(w.clauses) for w in r.warnings()
    )


def test_replaced_encore_step_move_is_raised_with_both_readings() -> None:
    r = resolve(loads(_board(REPLACE)))
    assert _raised(r)
    # the engine's reading: the check timing follows 7.7.1.2 — 丁 puts 乙 on top of B's deck
    # before B's step 7.7.1.3; the other (8.10.1.1): 7.7.1.3 first, 乙 in the waiting room
    assert r.outcome["state"]["乙.zone"] == "B.deck"
    got = {x["reading"][0]: x["outcome"]["state"]["乙.zone"] for x in r.outcome["readings"]}
    assert got.get("not_done") == "B.waiting_room"


def test_move_not_replaced_is_not_raised() -> None:
    r = resolve(loads(_board("")))
    assert not _raised(r)
    assert r.outcome["state"]["乙.zone"] == "B.waiting_room"
    assert "readings" not in r.outcome
