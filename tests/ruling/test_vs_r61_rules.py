"""Round 61 (s58vsR): rules the r61 development files read.

- 3.8.6 with 2.15.2: a technique put in the resolution zone by a card that has since moved (its
  cost put it in the waiting room) keeps the technique attributes a continuous technique gave its
  card where it was just before the move — a cancel naming that attribute may choose it; an
  attribute given only to the cards of another zone is not held.
- 4.7.1.1: the resolution of a 「ドローフェイズの始めに」 ability is followed by a check timing of its
  own: a deck it empties is renewed there (9.8.1), before the phase's draw (6.3.1.2)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads


def _cancel_board(granted_zone: str, hand: int, cancel_zone: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, phase: ability}\n"
        "players:\n  A:\n    deck: 10\n    hand: 0\n"
        f"    ring: {{name: 焔丸, ap: 2000, dp: 2000, text: "
        f'"[リング]あなたの{granted_zone}のカードの技は追加で《炎》になる。"}}\n'
        "    bench: {left: {name: 灯心草, ap: 1000, dp: 1000, "
        'text: "[ベンチ][このカードを控え室に置く]あなたは2枚引く。"}}\n'
        "  B:\n    deck: 10\n    hand: [{name: 水鏡, text: "
        '"{cancel}[手札][このカードを控え室に置く]相手の《炎》の技を1つ選び、キャンセルする。"}]\n'
        "    ring: {name: 鮎川, ap: 1000, dp: 3000}\n"
        "actions:\n  - do: ability_phase\n    actions:\n      - {do: use, card: 灯心草, ability: 1}\n"
        "choices:\n  - {player: B, at: cancel, choose: 水鏡}\n"
        f"expect:\n  state: {{A.hand: {hand}, 灯心草.zone: A.waiting, 水鏡.zone: {cancel_zone}}}\n"
        + ('  decided_by: ["3.8.6", "2.15.2", "12.1.1"]\n' if hand == 0 else "")
    )


@pytest.mark.parametrize(
    ("granted_zone", "hand", "cancel_zone"),
    [("ベンチ", 0, "B.waiting"), ("リング", 2, "B.hand")],
)
def test_moved_card_keeps_the_attribute_it_was_given(
    granted_zone: str, hand: int, cancel_zone: str
) -> None:
    r = resolve(loads(_cancel_board(granted_zone, hand, cancel_zone), "t.yaml"))
    problems = [p for p in check_expect(r) if not p.startswith("unused choice")]
    assert not problems, problems


def test_check_timing_after_resolution_renews_before_the_phase_draw() -> None:
    text = (
        "game: vs\ntitle: t\nturn: {player: B, number: 3, phase: end}\n"
        "players:\n  A:\n    deck: [{name: 若布, ap: 1000, dp: 1000}]\n    hand: 0\n"
        "    waiting: 3\n    retire: 0\n"
        '    ring: {name: 浅縹, ap: 1000, dp: 2000, text: "[リング]ドローフェイズの始めに、あなたは1枚引く。"}\n'
        "  B:\n    deck: 10\n    hand: 0\n    ring: {name: 蘇枋, ap: 1000, dp: 2000}\n"
        "actions:\n  - {do: end_phase}\n  - {do: stand_phase}\n  - {do: draw_phase}\n"
        "expect:\n  state: {A.hand: 2, A.deck: 1, A.waiting: 0, A.retire: 1}\n"
        '  decided_by: ["6.3.1.1", "4.7.1.1", "9.8.1", "6.3.1.2"]\n'
    )
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_effect_on_a_waiting_room_card_ends_as_it_moves() -> None:
    """3.1.3: a card moving between zones is a new card — an effect on it in the waiting room
    does not follow it to the bench (not only effects on a card leaving the field)."""
    text = (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, phase: ability}\n"
        "players:\n  A:\n    deck: 10\n    waiting: [{name: 颯, ap: 1000, dp: 1000}]\n"
        "    ring: {name: 行灯, ap: 1000, dp: 2000}\n"
        "    bench:\n      left: {name: 燈籠, ap: 1000, dp: 2000, text: "
        '"[ベンチ][このカードをレストする]あなたの控え室のカードを1枚選び、あなたの空いているベンチに置く。"}\n'
        "  B:\n    deck: 10\n    ring: {name: 黒檜, ap: 1000, dp: 2000}\n"
        "effects:\n  - {target: 颯, stat: dp, op: add, value: 2000, source: このカードを+0/+2000。}\n"
        "actions:\n  - do: ability_phase\n    actions:\n      - {do: use, card: 燈籠, ability: 1}\n"
        "choices:\n  - {player: A, at: choose_card, choose: 颯}\n"
        "  - {player: A, at: bench_frame, choose: center}\n"
        "expect:\n  state: {颯.zone: A.bench.center, 颯.dp: 1000}\n"
        '  decided_by: ["3.1.3"]\n'
    )
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def _surprise_board(optional: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, phase: energy}\n"
        "players:\n  A:\n    deck: [{name: 花筏, ap: 1000, dp: 1000}, 9]\n"
        "    hand: [{name: 雛菊, ap: 1000, dp: 1000}]\n"
        "    ring: {name: 蓮華, ap: 1000, dp: 2000, text: "
        '"[リング]キャラフェイズの始めに、あなたのサプライズ置場のカードを控え室に置いてもよい。"}\n'
        "    surprise: {name: 古暦, ap: 1000, dp: 1000}\n"
        "  B:\n    deck: 10\n    ring: {name: 石蕗, ap: 1000, dp: 2000}\n"
        "actions:\n  - do: chara_phase\n    actions:\n      - {do: discard_surprise}\n"
        f'choices:\n  - {{player: A, at: optional, choose: "{optional}"}}\n'
    )


def test_effect_surprise_act_raises_the_point_for_a_later_action() -> None:
    """6.5.1.2.6 after an effect put the surprise card in the waiting room (the act of
    6.5.1.2.5): the point effect_surprise_action, both readings run — the later set allowed
    (rules_action) or refused (the_act)."""
    text = (
        _surprise_board("yes").replace("{do: discard_surprise}", "{do: set_surprise, card: 雛菊}")
        + 'expect:\n  ambiguous: ["6.5.1.2.6", "6.5.1.2.5"]\n  readings:\n'
        "    rules_action: {state: {A.surprise: [雛菊], A.hand: [花筏]}}\n"
        "    the_act: {state: {A.surprise: empty, A.hand: [雛菊]}}\n"
    )
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_no_effect_act_no_point() -> None:
    """The effect not used (「してもよい」 declined): the surprise-zone action is the turn's first,
    no point raised; the discard is done."""
    text = _surprise_board("no") + (
        "expect:\n  ambiguous: false\n  state: {A.surprise: empty, 古暦.zone: A.waiting}\n"
    )
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)
