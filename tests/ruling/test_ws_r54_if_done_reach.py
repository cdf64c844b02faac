"""ws round 54 (s51wsR): how far a 「そうしたら」 not met reaches (8.6.4 / 8.6.4.1 do not say) is the
unsettled point if_done_reach, a reading choice point: both readings are run — the sentences after
it under it too (the engine's) or only its own sentence — and raised only where a later sentence
follows."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = (
    "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
    "players:\n  A:\n    deck: [上, 次, 5]\n    hand: 0\n  B: {deck: 5, hand: 0}\n"
    "actions:\n  - {do: resolve_text, player: A, text: '{text}'}\n"
)


def test_a_later_sentence_after_if_done_not_met_runs_both_readings() -> None:
    text = "相手は自分の手札を1枚選び、控え室に置く。そうしたら、あなたは1枚引く。その後、あなたは1枚引く。"
    sc = BOARD.replace("{text}", text) + (
        "expect:\n  ambiguous: ['8.6.4']\n  readings:\n"
        "    following_sentences: {state: {A.hand: 0}}\n"
        "    next_sentence_only: {state: {A.hand: 1, 上.zone: A.hand}}\n"
    )
    assert check_expect(resolve(loads(sc))) == []


def test_no_later_sentence_no_point() -> None:
    text = "相手は自分の手札を1枚選び、控え室に置く。そうしたら、あなたは1枚引く。"
    sc = BOARD.replace("{text}", text) + "expect:\n  state: {A.hand: 0}\n  ambiguous: false\n"
    assert check_expect(resolve(loads(sc))) == []
