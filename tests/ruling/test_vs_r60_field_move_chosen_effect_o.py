"""Round 60 (s57vsO): a 「～選び」 effect on a card an effect moves between the bench and the ring
(8.9.1.5 「その効果が適用される領域」): the ring and the bench are each a zone (3.1.3: a new card,
the effect ends) or together the field (3.3.1: the card never left it, the effect stays) — the
audit's field_move_chosen_effect, both readings run; raised only where such an effect is on the
card moved (``basic.field_move_keeps``, ``Move.keeps``)."""

from __future__ import annotations

from ruling.resolve import check_expect, raised_points, resolve
from ruling.scenario import loads

_BOARD = (
    "game: vs\ntitle: t\nturn: {player: A, number: 4, phase: ability}\n"
    "players:\n  A:\n    deck: 10\n"
    "    bench:\n"
    "      left: {name: 甲, ap: 1000, dp: 1000, text: "
    '"[ベンチ][このカードをレストする]あなたのフィールドのカードを1枚選び、+0/+2000。"}\n'
    "      right: {name: 乙, ap: 1000, dp: 1000, text: "
    '"[ベンチ][このカードを控え室に置く]あなたのベンチのカードを1枚選び、あなたのリングに置く。"}\n'
    "  B: {deck: 10, ring: {name: 丙, ap: 1000, dp: 2000}}\n"
)


def test_chosen_effect_on_a_card_moved_bench_to_ring_raises_the_point() -> None:
    text = (
        _BOARD
        + "actions:\n  - {do: use, card: 甲, ability: 1}\n  - {do: use, card: 乙, ability: 1}\n"
        "choices:\n  - {player: A, at: choose_card, choose: 甲}\n"
        "  - {player: A, at: choose_card, choose: 甲}\n"
        "expect:\n  state: {甲.zone: A.ring}\n"
        '  ambiguous: ["3.1.3", "3.3.1"]\n'
        "  readings:\n"
        '    - {clauses: ["3.1.3"], state: {甲.dp: 1000}}\n'
        '    - {clauses: ["3.3.1"], state: {甲.dp: 3000}}\n'
    )
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_no_chosen_effect_no_point() -> None:
    text = (
        _BOARD + "actions:\n  - {do: use, card: 乙, ability: 1}\n"
        "choices:\n  - {player: A, at: choose_card, choose: 甲}\n"
        "expect:\n  state: {甲.zone: A.ring, 甲.dp: 1000}\n"
    )
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert not [cl for cl, _b in raised_points(r) if "3.3.1" in cl]


def test_choice_among_bench_cards_no_point() -> None:
    # 「ベンチのカードを1枚選び」: the card left the zone the choice named (the bench): a new card in
    # the ring (3.1.3), the effect ends — no reading to run
    text = (
        _BOARD.replace("あなたのフィールドのカードを1枚選び", "あなたのベンチのカードを1枚選び")
        + "actions:\n  - {do: use, card: 甲, ability: 1}\n  - {do: use, card: 乙, ability: 1}\n"
        "choices:\n  - {player: A, at: choose_card, choose: 甲}\n"
        "  - {player: A, at: choose_card, choose: 甲}\n"
        "expect:\n  state: {甲.zone: A.ring, 甲.dp: 1000}\n"
    )
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert not [cl for cl, _b in raised_points(r) if "3.3.1" in cl]
