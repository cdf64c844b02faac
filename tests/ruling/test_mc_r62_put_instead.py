"""Monster Collection (mc), round 62 (s59mcC2): 「対象が死亡する場合、捨て山に置くかわりにゲームから
除外する」 — a replacement (10.8.2) that says the move it replaces before 「かわりに」: a death is a
discard by a death effect (12.6.1), a discard the move to the owner's 捨て山 (12.4.1), so the move
said is the death's and the ability is 「死亡する場合、代わりに…」 (10.8.3: the event does not
happen). MC-KM-015's second ability (cards_r61)."""

from __future__ import annotations

from typing import Any

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads

get_game("mc")

BOARD = """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
  B:
    deck: 20
    hand: 0
    field:
      c3:
        - {name: 森, type: terrain, limit: 8}
        - {name: 騎士, type: unit, level: 2, attack: 2, defense: 3, text: "TEXT"}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: resolve_text, player: A, text: "対象に【5】ダメージを与える。", target: 騎士}
ask: [騎士.zone, B.discard, B.removed]
"""


def _run(text: str) -> Any:
    return resolve(loads(BOARD.replace("TEXT", text)))


def test_the_dying_unit_is_removed_instead() -> None:
    r = _run(
        "○[常時]二度目の誓い\\n〈対象:このユニット〉\\n対象が死亡する場合、捨て山に置くかわりにゲームから除外する。"
    )
    st = r.leaves[0].outcome["state"]
    assert (st["騎士.zone"], st["B.discard"], st["B.removed"]) == ("B.removed", 0, 1), st
    assert {"10.8.2", "12.4.1"} <= set(r.decided_by)


def test_without_the_ability_it_goes_to_the_discard_pile() -> None:
    r = _run("○[常時]誓い\\n〈対象:このユニット〉\\n対象を「攻撃力:+1」する。")
    st = r.leaves[0].outcome["state"]
    assert (st["騎士.zone"], st["B.discard"], st["B.removed"]) == ("B.discard", 1, 0), st


def test_a_move_said_elsewhere_than_the_discard_pile_stays_refused() -> None:
    text = "○[常時]誓い\n〈対象:このユニット〉\n対象が死亡する場合、手札に置くかわりにゲームから除外する。"
    (ab,) = _abilities("mc", text, "unit")
    assert not ab.supported


def test_a_removal_said_as_the_event_is_no_move_to_the_discard_pile() -> None:
    text = (
        "○[常時]誓い\n〈対象:このユニット〉\n"
        "対象がゲームから除外される場合、捨て山に置くかわりに持ち主の手札に戻す。"
    )
    (ab,) = _abilities("mc", text, "unit")
    assert not ab.supported
