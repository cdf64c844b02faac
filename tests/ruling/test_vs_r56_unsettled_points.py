"""Round 56 (s53vsR), issue 14: three points the vs rules text leaves open, raised where a ruling
reaches them (both readings run), and silent in the settled neighbour.

- ``one_card_two_cost_parts`` (shared: ``unsettled.one_card_two_cost_parts``, ``at:``): one
  standing card answers 「このカードをレストする」 and 「ベンチのスタンドしているカードを1枚レストする」
  (8.5.1.3.2 「同時に」 against 4.9.1.2 / 1.3.2.1);
- ``delayed_trigger_information``: a delayed trigger (8.6.8) read by a cancel limited to
  「レベル3以上のカードの技」 — its source card's level (4.15.2) or none (3.8.4);
- ``hand_condition_met_twice``: a [手札] technique met twice before its reveal (8.6.3 / 4.4.1.1).
"""

from __future__ import annotations

from ruling import unsettled
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

COST = "[ベンチ][このカードをレストする][あなたのベンチのスタンドしているカードを1枚レストする]あなたは2枚引く。"


def _cost_board(other: str, expect: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 6, phase: ability, first_player: B}\n"
        "players:\n  A:\n    deck: 10\n    hand: 0\n"
        "    ring: {name: 柚葉, ap: 1000, dp: 2000}\n"
        f'    bench: {{left: {{name: 灯里, ap: 1000, dp: 1000, text: "{COST}"}}, '
        f"center: {{name: 蒼衣, ap: 1000, dp: 1000, state: {other}}}}}\n"
        "  B: {deck: 10, ring: {name: 紗良, ap: 1000, dp: 2000}}\n"
        "actions:\n  - do: ability_phase\n    actions: [{do: use, card: 灯里}]\n" + expect
    )


def _reading_raised(r: object) -> bool:
    return any(c.reading for lf in r.leaves for c in lf.choices)  # type: ignore[attr-defined]


def test_one_card_two_cost_parts_both_readings() -> None:
    r = resolve(
        loads(
            _cost_board(
                "rest",
                'expect:\n  ambiguous: ["8.5.1.3.2"]\n  readings:\n'
                "    once: {state: {A.hand: 0, A.bench.left: stand}}\n"
                "    both: {state: {A.hand: 2, A.bench.left: rest, A.bench.center: rest}}\n",
            ),
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)


def test_another_standing_card_pays_the_second_part_no_point() -> None:
    r = resolve(loads(_cost_board("stand", "expect:\n  state: {A.hand: 2}\n"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert not _reading_raised(r)


def test_a_game_without_the_point_takes_one_part_per_card() -> None:
    # the shared point asks nothing where the game's audit does not record it
    gen = unsettled.one_card_two_cost_parts("co", "A")
    try:
        next(gen)
    except StopIteration as stop:
        assert stop.value is False
    else:
        raise AssertionError("a reading was asked for a game without the point")


CANCEL = (
    '{name: 楓花, level: 1, ap: 1000, dp: 1000, text: "{cancel}[手札][このカードを控え室に置く]'
    '相手のレベル3以上のカードの技を1つ選び、キャンセルする。"}'
)


def _delayed_board(text: str, expect: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 6, first_player: B}\n"
        "players:\n  A:\n    deck: 10\n    hand: 0\n"
        f'    ring: {{name: 柚葉, level: 3, ap: 1000, dp: 3000, text: "{text}"}}\n'
        "    bench: {left: {name: 蒼衣, level: 1, ap: 1000, dp: 1000}}\n"
        f"  B:\n    deck: 10\n    hand: [{CANCEL}]\n"
        "    ring: {name: 紗良, level: 3, ap: 1000, dp: 6000}\n"
        "actions:\n  - {do: attack, support: 蒼衣}\n" + expect
    )


def test_delayed_trigger_information_both_readings() -> None:
    text = "[リング]このカードがアタックした時、このアタックの終わりに、あなたは2枚引く。"
    r = resolve(
        loads(
            _delayed_board(
                text,
                "choices:\n  - {player: B, at: cancel, choose: 'no'}\n"
                "  - {player: B, at: cancel, choose: 楓花}\n"
                'expect:\n  ambiguous: ["3.8.4"]\n  readings:\n'
                "    source: {state: {A.hand: 0, 楓花.zone: B.waiting}}\n"
                "    none: {state: {A.hand: 2, 楓花.zone: B.hand}}\n",
            ),
            "t.yaml",
        )
    )
    problems = [p for p in check_expect(r) if "4.6.1" not in p]
    assert not problems, problems


def test_a_technique_its_card_put_there_raises_no_point() -> None:
    # the ring card's own trigger: 3.8.4 gives it the card's level, settled
    r = resolve(
        loads(
            _delayed_board(
                "[リング]このカードがアタックした時、あなたは2枚引く。",
                "choices:\n  - {player: B, at: cancel, choose: 楓花}\n"
                "expect:\n  state: {A.hand: 0, 楓花.zone: B.waiting}\n",
            ),
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)
    assert "3.8.4" not in {c for cl in r.reading_points() for c in cl}


def _hand_board(draw: str, expect: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 6, phase: ability, first_player: B}\n"
        "players:\n  A:\n    deck: 10\n    hand: 0\n"
        "    ring: {name: 柚葉, ap: 1000, dp: 2000}\n"
        f'    bench: {{left: {{name: 灯里, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは{draw}引く。"}}}}\n'
        "  B:\n    deck: 10\n"
        '    hand: [{name: 雛菊, ap: 1000, dp: 1000, text: "[手札]相手がカードを引いた時、あなたは1枚引く。"}]\n'
        "    ring: {name: 紗良, ap: 1000, dp: 2000}\n"
        "actions:\n  - do: ability_phase\n    actions: [{do: use, card: 灯里}]\n"
        "choices:\n  - {player: B, at: hand_reveal, choose: 'yes'}\n" + expect
    )


def test_hand_condition_met_twice_both_readings() -> None:
    r = resolve(
        loads(
            _hand_board(
                "2枚",
                'expect:\n  ambiguous: ["4.4.1.1", "8.6.3"]\n  readings:\n'
                "    each: {state: {B.hand: 3}}\n    once: {state: {B.hand: 2}}\n",
            ),
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)


def test_hand_condition_met_once_no_point() -> None:
    r = resolve(loads(_hand_board("1枚", "expect:\n  state: {B.hand: 2}\n"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert not _reading_raised(r)
