"""Rules behaviours fixed while reading the ws and vs known failures in round 10, each on a
minimal case of its own (the scenario files in tests/scenarios/ are the larger cases)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads


def _rule(text: str):
    return resolve(loads(text))


def test_ws_a_turn_limited_play_below_its_limit_cites_the_limit_it_was_checked_against() -> None:
    """10.19.3 (played its limit of times: not played) read and not met is what lets a 【ターン1】
    ability be played the first time: it decides the power it gives."""
    r = _rule("""
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    stock: 3
    stage:
      center_front: {name: 鍛錬者, type: character, level: 1, power: 4000, soul: 1, text: "【起】【ターン1】［(1)］ そのターン中、このカードのパワーを＋1500。"}
    deck: 20
  B: {deck: 20}
actions:
  - {player: A, do: activate, card: 鍛錬者}
ask: [A.center_front.power]
""")
    assert r.outcome["state"] == {"A.center_front.power": 5500}
    assert {"10.19.3", "10.19.2"} <= set(r.decided_by)


VS_BENCH = """
game: vs
title: t
turn: {{player: A, number: 6, phase: attack, first_player: B}}
players:
  A:
    deck: 20
    ring: {{name: 千早, ap: 1000, dp: 2000}}
    bench: {{left: {{name: 春香, ap: 1000, dp: 1000}}, center: {{name: 伊織, ap: 1000, dp: 1000}},
            right: {{name: 真, ap: 1000, dp: 1000}}}}
  B:
    deck: 20
    ring: {{name: 美希, ap: 2000, dp: 9000}}
    {where}: {card}
actions:
{actions}
expect: {expect}
"""
ROSE = '{{name: 律子, ap: 1000, dp: 1000, text: "[ベンチ]相手のカードがアタックした時、あなたは1枚引く。{extra}"}}'


def test_vs_an_automatic_technique_off_its_area_is_read_and_does_not_trigger() -> None:
    """8.1.1.2.1 / 2.14.4: 律子's [ベンチ] technique in the hand: its trigger condition is met, it
    does not trigger, and that decides the hand."""
    r = _rule(
        VS_BENCH.format(
            where="hand",
            card="[" + ROSE.format(extra="") + "]",
            actions="  - {do: attack, support: 春香}",
            expect='{state: {B.hand: 1}, triggered: {律子: 0}, decided_by: ["8.1.1.2.1", "2.14.4"]}',
        )
    )
    assert check_expect(r) == []


def test_vs_a_technique_usable_twice_a_turn_does_not_trigger_a_third_time() -> None:
    """8.12.1 (used = resolved) and 8.12.3: 「この技は1ターンに2回まで使える」 draws on two attacks,
    not on the third."""
    r = _rule(
        VS_BENCH.format(
            where="hand: 0\n    bench",
            card="{left: " + ROSE.format(extra="この技は1ターンに2回まで使える。") + "}",
            actions="\n".join(f"  - {{do: attack, support: {s}}}" for s in ("春香", "伊織", "真")),
            expect='{state: {B.hand: 2}, triggered: {律子: 2}, decided_by: ["8.12.3", "8.12.1"]}',
        )
    )
    assert check_expect(r) == []


def test_vs_a_second_use_waiting_past_the_limit_is_removed_before_it_resolves() -> None:
    """8.12.5: two uses of a once-a-turn technique wait in the resolution zone; the first resolves
    (B draws), the second has become 「使えない」 and is removed unresolved."""
    r = _rule("""
game: vs
title: t
turn: {player: A, number: 6, phase: attack, first_player: B}
players:
  A: {deck: 20, ring: {name: 千早, ap: 1000, dp: 2000}}
  B:
    deck: 20
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 9000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ]相手のカードがアタックした時、あなたは1枚引く。この技は1ターンに1回まで使える。"}}
pending:
  - {card: 律子, ability: 1, player: B}
  - {card: 律子, ability: 1, player: B}
expect: {state: {B.hand: 1}, decided_by: ["8.12.1"]}
""")
    assert check_expect(r) == []
    assert any("8.12.5" in s.clauses for s in r.main.trace.steps)
