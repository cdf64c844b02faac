"""Round 57 (s54vsR): 8.9.1.4 orders contradictory continuous effects by when their cards were
put in their present zones; the ring cards of the pre-game procedure were put there by one step
(5.2.1.2) and turned face up together (5.2.1.6): which of two such settings is the later is the
audit's ``simultaneous_settings`` — both readings are run, by whose card's effect is the later."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads


def _board(b_text: str, expect: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 0}\n"
        "players:\n  A:\n"
        '    deck: [{name: 黎明, level: 1, ap: 1000, dp: 2000, text: "[リング]相手のリングのカードの'
        '防御力を1000にする。"}, 49]\n'
        f'  B:\n    deck: [{{name: 黄昏, level: 1, ap: 1000, dp: 2000, text: "{b_text}"}}, 49]\n'
        "actions:\n  - {do: game_setup, first: A, ring: {A: 黎明, B: 黄昏}}\n" + expect
    )


def test_two_settings_at_one_moment_raise_the_point() -> None:
    expect = (
        "expect:\n  ambiguous: ['8.9.1.4']\n  readings:\n"
        "    - {clauses: ['5.2.1.6'], state: {黄昏.dp: 1000}}\n"
        "    - {clauses: ['5.2.1.6'], state: {黄昏.dp: 3000}}\n"
    )
    r = resolve(loads(_board("[リング]このカードの防御力を3000にする。", expect), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_one_setting_alone_raises_nothing() -> None:
    expect = "expect:\n  ambiguous: false\n  state: {黄昏.dp: 1000}\n"
    r = resolve(loads(_board("[リング]このカードを+0/+0。", expect), "t.yaml"))
    assert not check_expect(r), check_expect(r)
