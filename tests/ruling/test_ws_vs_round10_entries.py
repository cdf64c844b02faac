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


WS_MAIN = """
game: ws
title: t
turn: {{player: A, number: 6, phase: main, first_player: A}}
players:
  A: {{level: 1, clock: 2, hand: {hand}, deck: [{{name: 山札上, type: character, trigger: []}}, 10]}}
  B: {{deck: 20}}
{effects}
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
ask: [A.hand, A.stock, A.clock]
"""


def test_ws_if_not_done_is_read_as_printed_soushinakattara() -> None:
    """8.6.4.1: 「そうしなかったら」 (as 「そうしないなら」): nothing to discard, the second part is
    done — the top card goes to the stock."""
    r = _rule(
        WS_MAIN.format(
            hand=0,
            effects="",
            text="あなたは自分の手札を1枚選び、控え室に置いてよい。そうしなかったら、"
            "あなたは自分の山札の上から1枚を、ストック置場に置く。",
        )
    )
    assert r.outcome["state"] == {"A.hand": 0, "A.stock": 1, "A.clock": 2}
    assert {"8.6.4", "8.6.4.1"} <= set(r.decided_by)


def test_ws_may_draw_under_a_prohibition_to_draw_is_not_done_so_if_not_done_follows() -> None:
    """1.3.3 and 8.6.4: 「1枚引いてよい」 cannot be carried out when the master may not draw, so its
    「そうしなかったら」 part is done, whatever the master would choose (no choice is asked)."""
    r = _rule(
        WS_MAIN.format(
            hand=2,
            effects='effects:\n  - {target: A, stat: draw, op: prohibit, source: "あなたはカードを引けない。"}',
            text="あなたは1枚引いてよい。そうしなかったら、あなたは自分の山札の上から1枚を、ストック置場に置く。",
        )
    )
    assert r.outcome["state"] == {"A.hand": 2, "A.stock": 1, "A.clock": 2}
    assert {"1.3.3", "8.6.4"} <= set(r.decided_by)
    assert "depends_on" not in r.outcome


def test_ws_pile_then_count_put_reads_as_the_top_cards() -> None:
    """「自分の山札を上から2枚、控え室に置く」 is 「山札の上から2枚を、控え室に置く」: the top two, one
    by one (3.2.3), go to the waiting room."""
    r = _rule("""
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A: {level: 1, clock: 1, deck: [{name: 一, type: character}, {name: 二, type: character}, 三, 3], waiting_room: 0}
  B: {deck: 20}
actions:
  - {do: resolve_text, player: A, text: "あなたは自分の山札を上から2枚、控え室に置く。"}
ask: [A.deck, A.waiting_room]
expect: {state: {A.waiting_room: [一, 二], A.deck: 4}}
""")
    assert check_expect(r) == []
    assert "8.8.1" in r.decided_by


def test_ws_a_value_set_applies_in_timestamp_order() -> None:
    """「パワーを1000にする」 made after a +1000 in force: applied after it (8.9.1.5), the power is
    1000; a +500 made after the set is added on top."""
    r = _rule("""
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    level: 1
    deck: 20
    stage: {center_front: {name: 主役, type: character, level: 1, power: 3000, soul: 1}}
  B: {deck: 20}
effects:
  - {target: 主役, stat: power, op: add, value: 1000, until: turn}
actions:
  - {do: resolve_text, player: A, text: "あなたは自分のキャラを1枚選び、そのターン中、パワーを1000にする。"}
  - {do: check, state: {主役.power: 1000}}
  - {do: power, card: 主役, amount: 500}
choices:
  - {player: A, choose: 主役}
expect: {state: {主役.power: 1500}, decided_by: ["8.9.1.5"]}
""")
    assert check_expect(r) == []


def test_ws_a_replacement_of_going_from_the_stage_to_the_waiting_room() -> None:
    """8.10.1 / 8.10.1.1: 「このカードが舞台から控え室に置かれる時、かわりに山札の上に置く」 — the power
    rule process (9.5.1) puts it on the deck's top instead; it never went to the waiting room."""
    r = _rule("""
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    level: 1
    deck: 5
    stage: {center_front: {name: 渡り鳥, type: character, level: 1, power: 1000, soul: 1, text: "【永】 このカードが舞台から控え室に置かれる時、かわりに山札の上に置く。"}}
  B: {deck: 20}
actions:
  - {do: power, card: 渡り鳥, amount: -1000}
expect:
  state: {渡り鳥.zone: A.deck, A.deck: 6, A.waiting_room: 0, A.center_front: empty}
  decided_by: ["8.10.1", "8.10.1.1", "9.5.1"]
""")
    assert check_expect(r) == []


SELECTIVE = """
game: ws
title: t
turn: {{player: A, number: 6, phase: attack, step: battle, first_player: A}}
players:
  A:
    level: 1
    hand: {hand}
    stock: 0
    deck: 10
    stage: {{center_front: {{name: 甲, type: character, level: 1, power: 3000, soul: 1, state: reverse, text: "【永】 このカードが舞台から控え室に置かれる時、かわりにあなたは手札を1枚控え室に置いてよい。そうしたら、このカードを【レスト】する。"}}}}
  B: {{deck: 10}}
actions:
  - {{do: encore_step}}
{choices}
ask: [甲.zone, 甲.state, A.hand, A.waiting_room]
"""


def test_ws_a_selective_replacement_applied_when_its_choice_is_made() -> None:
    """8.2.1.3.2 / 8.10.1: with a hand card, A may discard it instead; then 甲 is rested and stays
    (the encore step's move never happened, 8.10.1.1)."""
    r = _rule(
        SELECTIVE.format(
            hand="[{name: 捨て札, type: character}]",
            choices="choices:\n  - {player: A, at: replacement_optional, choose: yes}",
        )
    )
    assert r.outcome["state"] == {
        "甲.zone": "A.stage.center_front",
        "甲.state": "rest",
        "A.hand": 0,
        "A.waiting_room": 1,
    }
    assert {"8.2.1.3.2", "8.10.1.1"} <= set(r.decided_by)


def test_ws_a_selective_replacement_whose_choice_cannot_be_made_does_not_apply() -> None:
    """8.10.3: nothing in the hand, the choice cannot be carried out: not offered, not applied."""
    r = _rule(SELECTIVE.format(hand=0, choices=""))
    assert r.outcome["state"]["甲.zone"] == "A.waiting_room"
    assert "8.10.3" in r.decided_by and "depends_on" not in r.outcome


def test_ws_a_counted_hand_card_put_is_the_players_pick() -> None:
    """「手札を1枚控え室に置いてよい」 is 「手札を1枚選び、控え室に置いてよい」 (8.6.3)."""
    r = _rule("""
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A: {level: 1, hand: [{name: 一, type: character}, {name: 二, type: character}], deck: 10}
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたは手札を1枚控え室に置いてよい。"}
choices:
  - {player: A, at: optional, choose: yes}
  - {player: A, choose: 二}
ask: [A.hand, A.waiting_room]
expect: {state: {A.hand: [一], A.waiting_room: [二]}}
""")
    assert check_expect(r) == []


def test_ws_a_condition_on_each_target_of_a_continuous_change_filters_the_targets() -> None:
    """「…のキャラすべてに、そのキャラのパワーが4000以上なら、パワーを＋1000」: about each character
    (8.9.1.3's example): the 4000 one gets it, the 3000 one does not; 応援 works from the back row
    on the characters in front of it (10.3.2, 3.6.5)."""
    r = _rule("""
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    deck: 20
    stage:
      left_front: {name: 強, type: character, level: 0, power: 4000, soul: 1}
      center_front: {name: 弱, type: character, level: 0, power: 3000, soul: 1}
      left_back: {name: 応援者, type: character, level: 1, power: 1000, soul: 1, text: "【永】 応援 このカードの前のあなたのキャラすべてに、そのキャラのパワーが4000以上なら、パワーを＋1000。"}
  B: {deck: 20}
ask: [強.power, 弱.power]
expect: {state: {強.power: 5000, 弱.power: 3000}, decided_by: ["10.3.2"]}
""")
    assert check_expect(r) == []


def test_ws_two_replacements_of_one_event_the_master_picks_one() -> None:
    """8.10.2 / 8.10.2.1: two replacement effects on the move from the stage to the waiting room:
    the card's master picks the one applied (the hand here), and the other is not applied. The
    move is the power check's (9.5.1), carried out by no player: the card's event, its master
    picking (8.10.2.1, round 50 s47wsB; 8.10.2.2 is an action a player carries out)."""
    r = _rule("""
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    level: 1
    deck: 5
    stage: {center_front: {name: 渡り鳥, type: character, level: 1, power: 1000, soul: 1, text: "【永】 このカードが舞台から控え室に置かれる時、かわりに山札の上に置く。\\n【永】 このカードが舞台から控え室に置かれる時、かわりに手札に戻す。"}}
  B: {deck: 20}
actions:
  - {do: power, card: 渡り鳥, amount: -1000}
choices:
  - {player: A, at: replacement, choose: "1"}
ask: [渡り鳥.zone, A.deck]
""")
    assert r.outcome["state"] == {"渡り鳥.zone": "A.hand", "A.deck": 5}
    assert {"8.10.2", "8.10.2.1"} <= set(r.decided_by)


def test_ws_a_conditional_change_worked_out_after_the_one_it_depends_on() -> None:
    """8.9.1.4: 「4000以下なら＋1000」 (the earlier one) depends on the plain +1000 and is applied
    after it: 3500 + 1000 = 4500, no longer 4000 or less — 4500, not 5500; the order decides."""
    r = _rule("""
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {name: 主役, type: character, level: 0, power: 3500, soul: 1}
      left_back: {name: 条件, type: character, level: 0, power: 1000, soul: 1, text: "【永】 応援 このカードの前のあなたのキャラすべてに、そのキャラのパワーが4000以下なら、パワーを＋1000。"}
      right_back: {name: 無条件, type: character, level: 0, power: 1000, soul: 1, text: "【永】 応援 このカードの前のあなたのキャラすべてに、パワーを＋1000。"}
  B: {deck: 10}
ask: [主役.power]
expect: {state: {主役.power: 4500}, decided_by: ["8.9.1.4"]}
""")
    assert check_expect(r) == []


def test_vs_an_activated_technique_past_its_limit_of_uses_is_not_used() -> None:
    """8.12.4: 「この技は1ターンに1回まで使える」 on an activated technique: used once (resolved, 8.12.1),
    a second use is refused for that, whatever else."""
    r = _rule("""
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    hand: 0
    energy: [{state: stand}, {state: stand}]
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][あなたのエネルギーをすべてレストする]あなたは1枚引く。この技は1ターンに1回まで使える。"}}
  B: {deck: 20, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子, allowed: true}, {do: use, card: 律子, allowed: false}]
expect: {state: {A.hand: 1}}
""")
    assert check_expect(r) == []
    refused = [s for s in r.main.trace.steps if s.event == "rejected"]
    assert refused and "8.12.4" in refused[-1].clauses
