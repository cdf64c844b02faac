"""Round 54 (s51vsR): deciding clauses cited where the engine applies them (issue 14).

- a cost refused for too few standing energy counts every energy card: the one an energy phase
  put there standing (6.4.1.2, 4.9.1.4) is a cause, as are those rested for an earlier cost;
- 6.8.1.5 read and met after the end phase discarded: the hand within the limit is why nothing
  more is discarded (a "no" with its reason);
- the attack declaration step's start (7.1.2.3) and the support step are reached because the
  player chose to attack (7.1.2.2);
- a surprise whose technique was not carried out stays face up (12.3.1.1), then the
  contradiction cancelled_surprise_kept (12.3.1.1 / 9.7.1) as for a cancelled one."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

COST = """game: vs
title: t
turn: {player: A, number: 5, phase: energy, first_player: B}
players:
  A:
    deck: 10
    hand:
      - {name: 甲, level: 1, ap: 1000, dp: 1000}
      - {name: 乙, level: 2, ap: 2000, dp: 2000}
    ring: {name: 丙, ap: 2000, dp: 2000}
  B: {deck: 10, ring: {name: 丁, ap: 2000, dp: 2000}}
actions:
  - {do: energy_phase, card: 甲}
  - do: chara_phase
    actions:
      - {do: play, card: 乙, to: left, allowed: false}
expect:
  outcome: {rejected: true}
  state: {乙.zone: A.hand}
  decided_by: ["6.4.1.2", "4.9.1.4", "8.4.1.3", "4.9.1.2"]
"""

HAND = """game: vs
title: t
turn: {player: A, number: 5, phase: ability, first_player: B}
players:
  A:
    deck: 10
    hand: 7
    waiting: 0
    ring: {name: 丙, ap: 2000, dp: 2000}
  B: {deck: 10, ring: {name: 丁, ap: 2000, dp: 2000}}
actions:
  - {do: end_phase}
expect:
  state: {A.hand: 5, A.waiting: 2}
  decided_by: ["6.8.1.2", "6.8.1.5"]
"""

DECLARE = """game: vs
title: t
turn: {player: A, number: 5, phase: ability, first_player: B}
players:
  A:
    deck: 10
    hand: 1
    ring: {name: 丙, ap: 2000, dp: 2000, text: "[リング]アタック宣言ステップの始めに、あなたは1枚引く。"}
    bench: {left: {name: 戊, ap: 1000, dp: 1000}}
  B: {deck: 10, ring: {name: 丁, ap: 2000, dp: 2000}}
actions:
  - {do: attack, support: no}
expect:
  state: {A.hand: 2}
  decided_by: ["7.1.2.2", "7.1.2.3"]
"""

SURPRISE = """game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: B}
players:
  A:
    deck: 10
    ring: {name: 丙, ap: 2000, dp: 2000}
    bench: {left: {name: 戊, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 丁, ap: 2000, dp: 3000}
    bench:
      left: {name: 己, ap: 1000, dp: 1000}
      center: {name: 庚, ap: 1000, dp: 1000}
      right: {name: 辛, ap: 1000, dp: 1000}
    surprise: {name: 壬, ap: 1000, dp: 2000, text: "{surprise}[あなたのリングのカードがアタックされた時]→このカードをあなたの空いているベンチに置く。"}
actions:
  - {do: attack, support: 戊}
choices:
  - {player: B, at: surprise, choose: "yes"}
expect:
  state: {壬.zone: B.waiting, B.bench.left: [己]}
  decided_by: ["3.3.3.5", "1.3.2", "12.3.1.1", "9.7.1"]
  ambiguous: ["12.3.1.1", "9.7.1"]
  readings:
    - {clauses: ["12.3.1.1"], state: {壬.zone: B.waiting}}
    - {clauses: ["12.3.1.1"], state: {壬.zone: B.surprise}}
"""

SURPRISE_DONE = SURPRISE.replace("      right: {name: 辛, ap: 1000, dp: 1000}\n", "").replace(
    """  state: {壬.zone: B.waiting, B.bench.left: [己]}
  decided_by: ["3.3.3.5", "1.3.2", "12.3.1.1", "9.7.1"]
  ambiguous: ["12.3.1.1", "9.7.1"]
  readings:
    - {clauses: ["12.3.1.1"], state: {壬.zone: B.waiting}}
    - {clauses: ["12.3.1.1"], state: {壬.zone: B.surprise}}
""",
    """  state: {壬.zone: B.bench.right}
""",
)


def _ok(text: str) -> None:
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_cost_refused_counts_the_energy_phase_card() -> None:
    _ok(COST)


def test_hand_within_limit_read_at_6_8_1_5() -> None:
    _ok(HAND)


def test_declaration_step_reached_by_the_choice_to_attack() -> None:
    _ok(DECLARE)


def test_surprise_technique_not_carried_out_stays_face_up() -> None:
    _ok(SURPRISE)


def test_surprise_technique_carried_out_is_not_kept() -> None:
    r = resolve(loads(SURPRISE_DONE, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "12.3.1.1" not in r.decided_by


# 9.1.1 「ルール処理が複数同時に実行を求められる場合、それらをすべて同時に実行します」: the tenth retire
# card and the empty ring it left are due at one check timing — the ring is filled in the same
# moment as the loss (the loss check comes last of them, ``RuleProcess.ends_game``)
TOGETHER = """game: vs
title: t
turn: {player: A, number: 6, phase: chara, first_player: B}
players:
  A:
    deck: 10
    hand: [{name: 甲, level: 1, ap: 1000, dp: 1000, text: "[ベンチ]相手のリングのカードを+0/-1000。"}]
    energy: [{state: stand}]
    ring: {name: 丙, ap: 2000, dp: 2000}
  B:
    deck: [{name: 癸, ap: 2000, dp: 3000}, 5]
    ring: {name: 丁, ap: 2000, dp: 1000}
    retire: 9
    waiting: 2
actions:
  - do: chara_phase
    actions:
      - {do: play, card: 甲, to: left}
expect:
  outcome: {loser: B}
  state: {B.retire: 10, B.ring: [癸]}
  decided_by: ["9.1.1", "9.6.1", "9.2.2"]
"""


def test_loss_and_ring_refill_due_together_are_both_carried_out() -> None:
    _ok(TOGETHER)
