"""Weiß Schwarz rules fixed from the round-17 blind sets moved into development (s13ws, round
17; the r17_* files of tests/scenarios/ws), each with a minimal case of its own."""

from __future__ import annotations

from typing import Any

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, zone_names

BACKUP = """\
players:
  A:
    level: 1
    stage: {center_front: {name: 攻め手, type: character, level: 1, power: 7000, soul: 1}}
    deck: 10
  B:
    level: 1
    stock: 1
    hand: [{name: 援軍, type: character, level: 1, power: 500, soul: 1, text: "【起】【カウンター】 助太刀3000 レベル1 ［(1) 手札のこのカードを控え室に置く］"}]
    stage: {center_front: {name: 守り手, type: character, level: 0, power: 5000, soul: 1}}
    deck: 10
actions:
  - {do: attack, slot: center_front, kind: front, counter: [{do: activate, card: 援軍}]}
ask: [B.stock, 援軍.zone]
"""


def test_backup_cost_is_paid_as_a_play_pays_it() -> None:
    """『助太刀』 is an activated ability played from the hand (10.5.1): its cost (10.5.2) is paid
    as any ability's is when played, all of it (8.6.2.3) — the stock and the card itself go, and
    the payment cites 8.6.2.3 beside 10.5.2 (before, 10.5.2 alone)."""
    r = resolve(loads(WS_HEAD.replace("phase: main", "phase: attack") + BACKUP))
    assert r.outcome["state"] == {"B.stock": 0, "援軍.zone": "B.waiting_room"}
    assert {"10.5.2", "8.6.2.3"} <= set(r.decided_by)


SIDE = """\
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    level: 1
    stage: {center_front: {name: 甲, type: character, level: 1, power: 3000, soul: 1}}
    deck: 10
  B:
    level: 0
    stage: {center_front: {name: 乙, type: character, level: 0, power: 9000, soul: 1}}
    deck: 10
actions:
  - {do: attack, slot: center_front, kind: KIND}
ask: [B.center_front, A.center_front]
"""


def test_side_attack_has_no_battle_the_defender_stays() -> None:
    """A side attack goes on from the damage step to the attack's end, with no battle step
    (7.5.1.3): the character it was made against is not battled — it stays standing, and asked
    about, its slot is decided by 7.5.1.3 (before, nothing was cited for it). The front attack
    of the same board battles (7.6.1.2): 甲 (3000) is reversed by 乙 (9000)."""
    head = "game: ws\ntitle: t\n"
    r = resolve(loads(head + SIDE.replace("KIND", "side")))
    assert r.outcome["state"] == {"B.center_front": ["乙"], "A.center_front": ["甲(rest)"]}
    assert "7.5.1.3" in r.decided_by
    r = resolve(loads(head + SIDE.replace("KIND", "front")))
    assert r.outcome["state"] == {"B.center_front": ["乙"], "A.center_front": ["甲(reverse)"]}
    assert "7.6.1.2" in r.decided_by


ENCORE = """\
game: ws
title: t
turn: {player: A, number: 7, phase: PHASE, first_player: A}
players:
  A: {level: 1, deck: 10}
  B:
    level: 1
    stock: 0
    stage: {center_front: {name: 倒れ手, type: character, level: 1, power: 5000, soul: 1, state: reverse}}
    deck: 10
actions:
  - {do: encore_step}
ask: [B.waiting_room]
"""


def test_encore_step_reached_by_ending_the_attacks() -> None:
    """From the main phase, the encore step comes because the turn player ends the attacks in
    the attack declaration step (7.2.1.3.2): the reversed character put away in it (7.7.1.3) is
    decided by that too. A scenario that starts in the encore step ends no attacks, and does
    not cite it."""
    r = resolve(loads(ENCORE.replace("PHASE", "main")))
    assert r.outcome["state"] == {"B.waiting_room": 1}
    # the engine's reading (the procedure, 7.7.1.3): the main line, not the other reading's
    assert {"7.2.1.3.2", "7.7.1.3"} <= set(r.main.decided_by)
    r = resolve(loads(ENCORE.replace("PHASE", "attack, step: encore")))
    assert r.outcome["state"] == {"B.waiting_room": 1}
    assert "7.7.1.3" in r.decided_by
    assert "7.2.1.3.2" not in r.decided_by


CLOCK = """\
game: ws
title: t
turn: {player: A, number: 6, phase: clock, first_player: A}
players:
  A:
    level: 1
    clock: 2
    stage: {center_front: {name: 禁じ手, type: character, level: 0, power: 3500, soul: 1, text: "TEXT"}}
    hand: [{name: 扉, type: climax}, {name: 手札甲, type: character}]
    deck: 10
  B: {deck: 10}
actions:
  - {do: clock_phase, card: CARD}
ask: [A.clock, A.hand]
"""
NO_CX = "【永】 あなたは自分のクロックフェイズに、手札のクライマックスをクロック置場に置いてカードを引くことができない。"


def _clock(text: str, card: str) -> Any:
    return resolve(loads(CLOCK.replace("TEXT", text).replace("CARD", card)))


def test_clock_action_forbidden_for_a_kind() -> None:
    """「あなたは自分のクロックフェイズに、手札のクライマックスをクロック置場に置いてカードを引くこと
    ができない」: the clock phase's action (6.4.1.2) with a climax is refused (1.3.3) — 扉 stays,
    nothing drawn; with a character it is made (two drawn); 「相手は…」 on A's card does not bind
    A."""
    r = _clock(NO_CX, "扉")
    assert r.outcome["state"] == {"A.clock": 2, "A.hand": 2}
    assert zone_names(r, "A", "hand") == ["扉", "手札甲"]
    assert "1.3.3" in r.decided_by
    assert not unsupported(r)
    r = _clock(NO_CX, "手札甲")
    assert r.outcome["state"] == {"A.clock": 3, "A.hand": 3}
    r = _clock(NO_CX.replace("あなたは自分の", "相手は"), "扉")
    assert r.outcome["state"]["A.clock"] == 3
