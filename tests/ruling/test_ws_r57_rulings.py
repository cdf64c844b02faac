"""Round 57 (s54wsR): small boards for the ws fixes of this round.

- 「…のキャラを選び、このカードを…に置いてよい。そうしたら、そのキャラを…」: a move of this card names
  no new 「その…」, so 「そのキャラ」 is still the character chosen before (8.6.3).
- A deck the scenario did not list stays unknown (not empty) when a step only *touches* it (the
  no-icon trigger's mark of what an icon would have changed, 4.12.2.1): no refresh, no loss (9.2.1).
- 『応援』 moved from the back row to the front row: the battle cites its condition unmet (10.3.2).
- 「このカードの下にマーカーがあるなら」: the markers it has are its slot's (3.7.4), cited.
"""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, ws_resolve_text

ATTACK_HEAD = "game: ws\ntitle: t\nturn: {player: A, number: 6, phase: main, first_player: A}\n"


def _orientation(r: Any, name: str) -> str:
    (card,) = (
        c
        for pl in r.main.final.players.values()
        for z in pl.zones.values()
        for c in z
        if c.name == name
    )
    return str(card.orientation)


def test_that_character_after_this_card_moved() -> None:
    text = (
        "【自】 このカードがアタックした時、あなたはこのカードの正面のキャラを選び、"
        "このカードをストック置場に置いてよい。そうしたら、そのキャラを手札に戻す。"
    )
    src = (
        ATTACK_HEAD
        + f"""players:
  A:
    stage:
      center_front: {{name: 射手, type: character, level: 1, power: 3500, text: "{text}"}}
    deck: [{{name: 葉, type: character, level: 0}}, 10]
  B:
    stage:
      center_front: {{name: 騎士, type: character, level: 2, power: 9000}}
    deck: 10
actions:
  - {{do: attack, slot: center_front, kind: front}}
choices:
  - {{player: A, choose: 騎士}}
  - {{player: A, at: optional, choose: yes}}
"""
    )
    r = resolve(loads(src))
    final = r.main.final.players
    assert [c.name for c in final["B"].zones["hand"]] == ["騎士"]
    assert "射手" in [c.name for c in final["A"].zones["stock"]]
    assert "射手" not in [c.name for c in final["A"].zones["hand"]]


def test_unlisted_deck_touched_by_a_mark_stays_unknown() -> None:
    # B's deck is not listed; A's no-icon trigger check marks what a shot would change (B's deck)
    src = (
        ATTACK_HEAD
        + """players:
  A:
    stage:
      center_front: {name: 甲, type: character, level: 1, power: 3000}
    deck: [{name: 葉, type: character, level: 0}, 10]
  B:
    stage:
      center_front: {name: 乙, type: character, level: 1, power: 2000}
actions:
  - {do: attack, slot: center_front, kind: front}
"""
    )
    r = resolve(loads(src))
    assert not r.main.outcome.get("game_over")
    assert "9.2.2.1" not in cited(r)


def test_assist_moved_to_front_row_cites_its_condition() -> None:
    assist = "【永】 応援 このカードの前のあなたのキャラすべてに、パワーを＋1000。"
    board = f"""players:
  A:
    stage:
      left_front: {{name: 前, type: character, level: 1, power: 4000}}
      center_front: {{name: 中, type: character, level: 1, power: 5000}}
      left_back: {{name: 応援者, type: character, level: 1, power: 3000, text: "{assist}"}}
    deck: [{{name: 葉, type: character, level: 0}}, 10]
  B:
    stage:
      center_front: {{name: 守, type: character, level: 1, power: 5500}}
    deck: 10
actions:
ACTIONS  - {{do: attack, slot: center_front, kind: front}}
"""
    swapped = resolve(
        loads(
            ATTACK_HEAD
            + board.replace("ACTIONS", "  - {do: swap, slot: left_back, with: left_front}\n")
        )
    )
    assert "10.3.2" in cited(swapped)
    assert _orientation(swapped, "中") == "reverse"  # 5000 < 5500
    kept = resolve(loads(ATTACK_HEAD + board.replace("ACTIONS", "")))
    assert "10.3.2" in cited(kept)  # in force: 5000 + 1000 = 6000 beats 5500
    assert _orientation(kept, "中") != "reverse"


def test_marker_condition_cites_what_a_character_has() -> None:
    board = """  A:
    stage:
      left_front:
        name: 錨
        type: character
        level: 1
        power: 5000
        text: "【永】 このカードの下にマーカーがあるなら、このカードのパワーを＋1500。"
    markers: {left_front: 1}
"""
    r = ws_resolve_text(
        board,
        "あなたは自分のキャラを1枚選び、前列のキャラのいない枠に動かす。",
        "  - {player: A, choose: 錨}\n  - {player: A, at: slot, choose: right_front}\n",
        "錨.power",
    )
    assert r.main.outcome["state"]["錨.power"] == 6500
    assert {"3.7.3.1", "3.7.4"} <= cited(r)
