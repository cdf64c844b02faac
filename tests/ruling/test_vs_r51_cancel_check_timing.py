"""Round 51 (s48vsD), issue 14: 4.5.1.1 / 4.5.1.2 「キャンセルを起動したらチェックタイミングが発生し
ます」 — a check timing comes between a cancel's activation (its cost paid, 8.5.1.3.2, the cancel in
the resolution zone, 8.5.2) and its resolution (4.6.1). The rule processes its cost brings about are
carried out there (4.4.1, 9.1.1), before the cancel resolves; the abilities in the resolution zone
then (the technique the cancel chose and the cancel itself) are ones the loss conditions wait for
or not (1.2.2.1 / 9.2.2, the audit's ``loss_while_ability_waits``). Before: the cancel resolved
first, and its cost's rule processes waited for the check timing after the technique."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

_BOARD = """
game: vs
title: t
turn: {player: A, number: 8, phase: ability}
players:
  A:
    deck: 10
    hand: 2
    ring: {name: 千早, level: 1, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, level: 1, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは1枚引く。"}}
  B:
    deck: [{name: 伊織, level: 1, ap: 1000, dp: 1000}, {name: 亜美, level: 1}]
    retire: %d
    hand: [{name: 打消, level: 1, text: "{cancel}[手札][このカードをリタイヤ置場に置く]相手の技を1つ選び、キャンセルする。"}]
    ring: {name: 美希, level: 1, ap: 2000, dp: 3000, text: "{cancel}[リング][このカードを控え室に置く]相手の技を1つ選び、キャンセルする。"}
actions:
  - {do: use, card: 律子}
choices:
  - {player: B, at: cancel, choose: %s}
ask: [A.hand, B.ring, B.retire]
"""


def test_the_cost_s_rule_process_comes_before_the_cancel_resolves() -> None:
    # 美希's cancel puts 美希 itself in the waiting room: the ring is empty, and at the check
    # timing of 4.5.1.2 the ring is filled from the deck (9.6.1) — before the cancel resolves
    r = resolve(loads(_BOARD % (0, "美希")))
    st = r.outcome["state"]
    assert st["A.hand"] == 2 and st["B.ring"] == ["伊織"]
    steps = list(r.main.trace.steps)
    ct = next(s.index for s in steps if s.event == "check_timing" and "4.5.1.2" in s.clauses)
    fill = next(s.index for s in steps if "9.6.1" in s.clauses and s.index > ct)
    done = next(s.index for s in steps if "4.6.1" in s.clauses and "3.8.8" in s.clauses)
    assert ct < fill < done
    assert {"4.5.1.2", "9.6.1", "12.1.1"} <= set(r.decided_by)


def test_the_tenth_retire_card_of_a_cost_raises_the_loss_readings() -> None:
    # 打消's cost is B's tenth retire card: at the check timing before it resolves, the
    # technique and the cancel (both activated) wait in the resolution zone — 1.2.2.1 waits for
    # them, 9.2.2 (a triggered automatic ability) does not: both readings are run
    r = resolve(loads(_BOARD % (9, "打消")))
    assert {"1.2.2.1", "9.2.2"} <= set(r.outcome["depends_on_reading"])
    # the engine's own reading waits: the technique is cancelled first, and B loses only at the
    # check timing after it (no ability left in the resolution zone)
    steps = list(r.main.trace.steps)
    ct = next(s.index for s in steps if s.event == "check_timing" and "4.5.1.2" in s.clauses)
    read = next(s.index for s in steps if s.event == "choice" and "9.2.2" in s.ja)
    done = next(s.index for s in steps if s.event == "cancelled")
    lose = next(s.index for s in steps if s.event == "lose")
    assert ct < read < done < lose
