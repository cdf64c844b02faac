"""Round 56 (s53coR): what the rules text leaves open, raised in general form, and its settled
neighbours — two AP/DP swaps on one character (4.3.8 step 6, co.unsettled two_swaps_one_card),
one character as both of two targets written apart (4.2.13, same_card_both_targets; 「2体」 counts
two), a hand limit set 「このターン」 at the turn's end (3.7.2 / 3.7.5, this_turn_effect_end; one
set 「ターン終了時まで」 ends at 3.7.2); and a refusal asserted with ``allowed:`` answers it whether
or not the game ends later (3.4.2: a character played enters tapped)."""

from __future__ import annotations

from ruling.resolve import check_expect, raised_points, resolve
from ruling.scenario import loads


def _run(text: str):  # type: ignore[no-untyped-def]
    r = resolve(loads(text, "t.yaml"))
    return r, check_expect(r)


def _points(r) -> list[tuple[str, ...]]:  # type: ignore[no-untyped-def]
    return [cl for cl, _both in raised_points(r)]


SWAP = "ターン終了時まで、対象のキャラクターのAPとDPの数値を入れ替える。\\n使い捨て"


def _swaps(n: int) -> str:
    hand = "\n".join(
        f'      - {{name: 反転{i}, type: spell, cost: 0, text: "{SWAP}"}}' for i in range(n)
    )
    plays = "\n".join(f"  - {{do: play, card: 反転{i}, target: 像}}" for i in range(n))
    return f"""game: co
title: t
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    deck: 5
    hand:
{hand}
  B:
    hp: 10
    deck: 5
    field: [{{name: 像, type: character, gender: その他, ap: 1, dp: 3}}]
actions:
{plays}
"""


def test_two_swaps_run_under_both_readings() -> None:
    r, problems = _run(
        _swaps(2)
        + """expect:
  ambiguous: ["4.3.8"]
  readings:
    - {reading: toggled, state: {像.ap: 1, 像.dp: 3}}
    - {reading: swapped_once, state: {像.ap: 3, 像.dp: 1}}
"""
    )
    assert not problems, problems


def test_one_swap_raises_nothing() -> None:
    r, problems = _run(_swaps(1) + "expect:\n  state: {像.ap: 3, 像.dp: 1}\n")
    assert not problems, problems
    assert ("4.3.8",) not in _points(r)


def _two_targets(text: str) -> str:
    return f"""game: co
title: t
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    deck: 5
    energy: 1
    hand: [{{name: 術, type: spell, cost: 1, text: "{text}\\n使い捨て"}}]
  B:
    hp: 10
    deck: 5
    field: [{{name: 巨人, type: character, gender: その他, ap: 3, dp: 3}}]
actions:
  - {{do: play, card: 術, target: 巨人, target2: 巨人}}
"""


def test_one_character_as_both_targets_written_apart() -> None:
    r, problems = _run(
        _two_targets(
            "対象のキャラクター1体と、対象のキャラクター1体に、それぞれ2点のダメージを与える。"
        )
        + """expect:
  ambiguous: ["4.2.13"]
  readings:
    - {reading: distinct, outcome: {rejected: true}, state: {巨人.zone: B.field, A.energy: 1}}
    - {reading: same_card, state: {巨人.zone: B.dustbox, A.energy: 0}}
"""
    )
    assert not problems, problems


def test_two_counted_targets_are_two_cards() -> None:
    r, problems = _run(
        _two_targets("対象のキャラクター2体に、それぞれ2点のダメージを与える。")
        + "expect:\n  outcome: {rejected: true}\n  state: {巨人.zone: B.field}\n"
    )
    assert not problems, problems
    assert ("4.2.13",) not in _points(r)


def _hand_limit(period: str, hand: int) -> str:
    return f"""game: co
title: t
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    deck: 5
    energy: 1
    hand: [{{name: 荷物, type: event, cost: 1, text: "{period}、あなたの手札の上限は9枚になる。\\n使い捨て"}}, {hand}]
  B: {{hp: 10, deck: 5}}
actions:
  - {{do: play, card: 荷物}}
  - {{do: end_phase}}
  - {{do: turn_end}}
"""


def test_hand_limit_this_turn_run_under_both_readings() -> None:
    r, problems = _run(
        _hand_limit("このターン", 9)
        + """expect:
  ambiguous: ["3.7.2", "3.7.5"]
  readings:
    - {reading: with_turn_end_effects, state: {A.hand: 7}}
    - {reading: whole_turn, state: {A.hand: 9}}
"""
    )
    assert not problems, problems


def test_hand_limit_this_turn_not_asked_where_the_readings_agree() -> None:
    r, problems = _run(_hand_limit("このターン", 6) + "expect:\n  state: {A.hand: 6}\n")
    assert not problems, problems
    assert not any("3.7.5" in cl for cl in _points(r))


def test_hand_limit_until_turn_end_ends_at_3_7_2() -> None:
    r, problems = _run(
        _hand_limit("ターン終了時まで", 9)
        + "expect:\n  state: {A.hand: 7, A.dustbox: 3}\n  decided_by: ['3.7.2', '3.7.3']\n"
    )
    assert not problems, problems
    assert not any("3.7.5" in cl for cl in _points(r))


def test_refusal_answers_allowed_when_the_game_ends() -> None:
    r, problems = _run(
        """game: co
title: t
turn: {player: A, number: 4, phase: main}
players:
  A:
    hp: 10
    deck: 5
    energy: 1
    hand: [{name: 新兵, type: character, cost: 1, gender: 男性, ap: 1, dp: 1}]
    field: [{name: 古参, type: character, gender: 男性, ap: 2, dp: 2}]
  B: {hp: 2, deck: 5}
actions:
  - {do: play, card: 新兵}
  - {do: attack, attacker: 新兵, allowed: false}
  - {do: attack, attacker: 古参}
expect:
  outcome: {winner: A}
  decided_by: ["3.4.2", "3.4.5.2"]
"""
    )
    assert not problems, problems
