"""Round 57 (s54wsR): 6.6.1.2.2 limits the climaxes *played* at the climax phase's play timing to
one; a climax an effect put into the climax zone was not played, so the turn player may still
play one, and 9.6.2 then keeps the last placed. The play cites 6.6.1.2.2 where a climax is
already in the zone (the check whose result allows it); a second play is still refused by it."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

HEAD = "game: ws\ntitle: t\nturn: {player: A, number: 6, phase: main, first_player: A}\n"
BOARD = """players:
  A:
    level: 1
    clock: [{name: 青札, color: blue}]
    climax: [{name: 置かれたCX, type: climax, color: blue}]
    hand:
      - {name: 打つCX, type: climax, color: blue}
  B: {}
actions:
  - {do: climax_phase, card: 打つCX}
"""


def test_put_climax_does_not_use_up_the_play() -> None:
    r = resolve(loads(HEAD + BOARD))
    final = r.main.final.players["A"].zones
    assert [c.name for c in final["climax"]] == ["打つCX"]
    assert "置かれたCX" in [c.name for c in final["waiting_room"]]
    assert {"6.6.1.2.2", "9.6.2"} <= cited(r)


def test_empty_zone_play_does_not_cite_the_limit() -> None:
    r = resolve(
        loads(
            HEAD
            + BOARD.replace("    climax: [{name: 置かれたCX, type: climax, color: blue}]\n", "")
        )
    )
    assert [c.name for c in r.main.final.players["A"].zones["climax"]] == ["打つCX"]
    assert "6.6.1.2.2" not in cited(r)
