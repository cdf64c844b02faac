"""Weiß Schwarz rules fixed from the round-20 blind sets moved into development (s16ws, round 20;
the r20_* files of tests/scenarios/ws), each with a minimal case of its own."""

from __future__ import annotations

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads

BACKUP = """\
game: ws
title: t
turn: {player: A, number: 9, phase: attack, first_player: A}
players:
  A:
    level: 3
    stage:
      center_front:
        name: 封じ手
        type: character
        level: 3
        power: 9500
        soul: 1
        text: "【永】 相手は『助太刀』を手札からプレイできない。"
    deck: 10
  B:
    level: 2
    stock: 1
    hand:
      - name: 助け手
        type: character
        level: 2
        text: "【起】【カウンター】助太刀3000 レベル2 [(1)手札のこのカードを控え室に置く]"
    stage: {center_front: {name: 守り手, type: character, level: 2, power: 8000, soul: 1}}
    deck: 10
actions:
  - {do: attack, slot: center_front, kind: front, counter: [{do: activate, player: B, card: 助け手}]}
ask: [B.hand, B.stock, B.center_front]
"""


def test_forbidden_backup_cites_the_keyword_it_names() -> None:
    """ws r20_014: 「相手は『助太刀』を手札からプレイできない」 forbids the ability 10.5.2 defines,
    『助太刀 (X) レベル (Y) [(コスト)]』: nothing is paid, the card stays in the hand, and the
    ruling cites 10.5.2 beside 10.5.1 and the prohibition principle (before: 10.5.1 alone). Without
    the prohibition the same backup is played (the stock is paid) — the test can fail both ways."""
    r = resolve(loads(BACKUP))
    assert r.outcome["state"]["B.hand"] == 1 and r.outcome["state"]["B.stock"] == 1
    assert r.outcome["state"]["B.center_front"] == ["守り手(reverse)"]
    assert {"1.3.3", "10.5.1", "10.5.2"} <= set(r.decided_by)
    free = resolve(loads(BACKUP.replace("【永】 相手は『助太刀』を手札からプレイできない。", "")))
    assert free.outcome["state"]["B.stock"] == 0 and free.outcome["state"]["B.hand"] == 0
    assert free.outcome["state"]["B.center_front"] == ["守り手"]
