"""A crash paid as a cost, negated in its window (round 59, s56coX): a card whose text the
scenario does not give, played in the crash's window, is taken to be a card of that window (as
``_crash_window_refusal`` assumes) — so its play at a moment met while a cost is paid raises
``only_right_after_during_cost`` (4.3.5 / 4.3.11.2 against 4−3−3−3), both readings run. Outside
a cost's payment no point is raised."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

COST = """game: co
title: t
turn: {player: A, number: 8, phase: main}
players:
  A:
    hp: 10
    deck: 10
    hand: [{name: 加護, type: event, cost: 0}]
    field:
      - {name: 祭司, type: character, gender: 男性, ap: 1, dp: 2, text: "キャラクターを1体クラッシュする:相手のデュエルマスターに2点のダメージを与える。"}
      - {name: 従者, type: character, gender: 男性, ap: 1, dp: 1}
  B: {hp: 10, deck: 10}
actions:
  - do: activate
    card: 祭司
    cost_card: 従者
    on_crash:
      従者:
        negate: [{do: play, card: 加護, resolve: [{do: negate_crash, card: 従者}]}]
expect:
  ambiguous: ["4.3.3.3", "4.3.11.2", "4.3.5"]
  readings:
    - {clauses: ["4.3.5"], state: {従者.zone: A.field}}
    - {clauses: ["4.3.3.3"], state: {従者.zone: A.dustbox, 加護.zone: A.hand}}
"""

SPELL = """game: co
title: t
turn: {player: B, number: 8, phase: main}
players:
  A:
    hp: 10
    deck: 10
    hand: [{name: 加護, type: event, cost: 0}]
    field: [{name: 従者, type: character, gender: 男性, ap: 1, dp: 1}]
  B:
    hp: 10
    energy: 1
    deck: 10
    hand: [{name: 火球, type: spell, cost: 1, text: "対象のキャラクターに3点のダメージを与える。\\n使い捨て"}]
actions:
  - do: play
    player: B
    card: 火球
    target: 従者
    on_crash:
      従者:
        negate: [{do: play, player: A, card: 加護, resolve: [{do: negate_crash, card: 従者}]}]
ask: [従者.zone]
"""


def test_a_cost_crash_negated_both_readings() -> None:
    assert not check_expect(resolve(loads(COST, "t.yaml")))


def test_no_point_outside_a_cost() -> None:
    res = resolve(loads(SPELL, "t.yaml"))
    assert not any(w.kind == "ambiguity" and "4.3.3.3" in w.clauses for w in res.warnings())
