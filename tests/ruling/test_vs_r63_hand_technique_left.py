"""Round 63 (s60vswsR): a [手札] technique that triggered, whose card then left the hand before the
check timing where it would be revealed (4.4.1.1) — here discarded for the hand limit (6.8.1.2) —
is the point hand_technique_left_before_reveal: not revealable, it never reaches the resolution
zone (the engine's reading), or, triggered (8.1.1.2.1), it is put there (8.6.2) and resolves."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

_BOARD = (
    "game: vs\ntitle: t\nturn: {player: A, number: 5, phase: attack, first_player: A}\n"
    "players:\n  A:\n    deck: 10\n"
    '    hand: [{name: 灯籠, ap: 1000, dp: 1000, text: "[手札]エンドフェイズの始めに、あなたは1枚引く。"}, 5]\n'
    "    waiting: 0\n    ring: {name: 鳩羽, ap: 2000, dp: 2000}\n"
    "  B:\n    deck: 10\n    ring: {name: 砥粉, ap: 2000, dp: 2000}\n"
    "actions:\n  - {do: end_phase}\n"
    "choices:\n  - {player: A, at: hand_limit, choose: 灯籠}\n"
    "expect:\n"
    '  ambiguous: ["4.4.1.1", "8.1.1.2.1"]\n'
    "  readings:\n"
    '    - {clauses: ["4.4.1.1"], state: {A.waiting: 1, A.hand: 5}}\n'
    '    - {clauses: ["4.4.1.1"], state: {A.waiting: 2, A.hand: 5}}\n'
)


def test_hand_technique_whose_card_left_before_its_reveal_is_read_both_ways() -> None:
    r = resolve(loads(_BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_card_still_in_hand_raises_no_point() -> None:
    board = _BOARD.replace('あなたは1枚引く。"}, 5]', 'あなたは1枚引く。"}, 3]').split("choices:")[
        0
    ]
    r = resolve(loads(board + "expect:\n  state: {灯籠.zone: A.hand}\n", "t.yaml"))
    assert not check_expect(r), check_expect(r)
    # the point's clauses (reading_points: clause tuple → raised)
    assert not [p for p in r.reading_points() if "8.1.1.2.1" in p], r.reading_points()
    r2 = resolve(loads(_BOARD, "t.yaml"))
    assert [p for p in r2.reading_points() if "8.1.1.2.1" in p], r2.reading_points()
