"""Round 48: clauses a ruling rests on and did not cite. (1) The check timing before a play timing
is the one 4.5.2 says must come first (with 8.5.2.1): an ability triggered at the start of the
climax phase resolves there. (2) A keyword ability whose change ended when its card left (『応援』,
2.12.2.1) is the ability its clauses define (10.3.1 / 10.3.2). (3) 『助太刀』 refused below its
level: 10.5.2's level limit is on the activated ability of a hand card 10.5.1 defines."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

CLIMAX = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage: {center_front: {name: 甲, type: character, level: 0, power: 2500, soul: 1, color: RED, text: "【自】 あなたのクライマックスフェイズの始めに、あなたは1枚引く。"}}
    hand: 0
    deck: 10
  B: {deck: 10}
actions:
  - {do: climax_phase}
expect:
  triggered: {甲: 1}
  state: {A.hand: 1}
  decided_by: ["6.6.1.1", "6.6.1.2", "4.5.2", "8.5.2.1"]
"""

ASSIST = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage: {center_front: {name: 甲, type: character, level: 0, power: 3000, soul: 1, color: RED}}
    deck: 10
  B:
    stage:
      center_front: {name: 乙, type: character, level: 0, power: 2500, soul: 1, color: GREEN}
      right_back: {name: 丙, type: character, level: 0, power: 500, soul: 1, color: GREEN, text: "【永】 応援 このカードの前のあなたのキャラすべてに、パワーを＋1000。"}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "相手のキャラを1枚選び、手札に戻す。"}
  - {do: attack, slot: center_front, kind: front}
choices:
  - {player: A, choose: 丙}
expect:
  state: {丙.zone: B.hand, 乙.power: 2500, 乙.state: reverse}
  decided_by: ["2.12.2.1", "10.3.2"]
"""

BACKUP = """game: ws
title: t
turn: {player: A, number: 3, phase: main, first_player: A}
players:
  A:
    stage: {center_front: {name: 甲, type: character, level: 0, power: 3000, soul: 1, color: RED}}
    deck: 10
  B:
    level: LEVEL
    stage: {center_front: {name: 乙, type: character, level: 0, power: 2500, soul: 1, color: YELLOW}}
    hand:
      - {name: 援軍, type: character, level: 1, cost: 0, power: 1000, soul: 1, color: YELLOW, text: "【カウンター】 助太刀2000 レベル1 ［(1) 手札のこのカードを控え室に置く］"}
    stock: 1
    deck: 10
actions:
  - do: attack
    slot: center_front
    kind: front
    counter: [{do: activate, player: B, card: 援軍, allowed: ALLOWED}]
"""


def test_check_timing_before_a_play_timing_cites_4_5_2() -> None:
    r = resolve(loads(CLIMAX, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_ended_assist_cites_its_keyword() -> None:
    r = resolve(loads(ASSIST, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_backup_below_its_level() -> None:
    low = BACKUP.replace("LEVEL", "0").replace("ALLOWED", "false")
    r = resolve(loads(low + 'expect:\n  decided_by: ["10.5.2", "10.5.1"]\n', "t.yaml"))
    assert not check_expect(r), check_expect(r)
    ok = BACKUP.replace("LEVEL", "[{name: 黄札, type: character, color: YELLOW}]").replace(
        "ALLOWED", "true"
    )
    r = resolve(loads(ok + "expect:\n  state: {援軍.zone: B.waiting_room}\n", "t.yaml"))
    assert not check_expect(r), check_expect(r)
