"""Round 57 (s54vsR): 「[ベンチ]あなたがカードを引く時、かわりに、あなたのリタイヤを1枚選び、あなたの
控え室に置く。」 — a replacement of the draw (8.10.1) whose replacing action is steps of an effect,
done by the technique's master once for each card drawn (4.10.3); and a draw both prohibited
(「相手はカードを引けない」, 1.3.3) and replaced: the audit's prohibited_and_replaced, both readings
run (the prohibition first: nothing is replaced; the replacement: the retire card moves)."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card

STEPS = (
    "[ベンチ]あなたがカードを引く時、かわりに、あなたのリタイヤを1枚選び、あなたの控え室に置く。"
)


def test_the_replacement_compiles() -> None:
    (ab,) = abilities_of("vs", Card(uid="x", owner="A", name="雅楽", text=STEPS))
    assert ab.supported, ab.reason


def _board(b_text: str, n: int, expect: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, first_player: B, phase: ability}\n"
        "players:\n  A:\n    deck: 10\n    hand: 2\n    retire: 5\n    waiting: 0\n"
        "    energy: [{state: stand, uid: E1}]\n"
        f'    ring: {{name: 雅, ap: 1000, dp: 2000, text: "[リング][あなたのエネルギーを1枚レストする]'
        f'あなたは{n}枚引く。"}}\n'
        f'    bench: {{left: {{name: 雅楽, ap: 1000, dp: 1000, text: "{STEPS}"}}}}\n'
        f'  B:\n    deck: 10\n    ring: {{name: 冴, ap: 1000, dp: 2000, text: "{b_text}"}}\n'
        "actions:\n  - do: ability_phase\n    actions:\n      - {do: use, card: 雅}\n" + expect
    )


def test_each_card_drawn_is_replaced_by_the_steps() -> None:
    expect = (
        "expect:\n  ambiguous: false\n"
        "  state: {A.hand: 2, A.deck: 10, A.retire: 3, A.waiting: 2}\n"
        "  decided_by: ['8.10.1', '8.2.1.3.1', '4.10.3']\n"
    )
    r = resolve(loads(_board("[リング]このカードを+0/+0。", 2, expect), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_prohibited_and_replaced_raises_the_point() -> None:
    expect = (
        "expect:\n  ambiguous: ['1.3.3']\n  state: {A.hand: 2}\n  readings:\n"
        "    - {clauses: ['1.3.3'], state: {A.retire: 5, A.waiting: 0}}\n"
        "    - {clauses: ['8.10.1'], state: {A.retire: 4, A.waiting: 1}}\n"
    )
    r = resolve(loads(_board("[リング]相手はカードを引けない。", 1, expect), "t.yaml"))
    assert not check_expect(r), check_expect(r)


DRAWN = "[ベンチ][このカードをレストする]このターン中にあなたがカードを2枚以上引いていたなら、あなたは1枚引く。"


def _drawn_board(uses: int, hand: int) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, first_player: B, phase: ability}\n"
        "players:\n  A:\n    deck: 10\n    hand: 0\n"
        "    energy: [{state: stand, uid: E1}, {state: stand, uid: E2}]\n"
        '    ring: {name: 雅, ap: 1000, dp: 2000, text: "[リング][あなたのエネルギーを1枚レストする]'
        'あなたは1枚引く。"}\n'
        f'    bench: {{left: {{name: 楓, ap: 1000, dp: 1000, text: "{DRAWN}"}}}}\n'
        "  B:\n    deck: 10\n    ring: {name: 冴, ap: 1000, dp: 2000}\n"
        "actions:\n  - do: ability_phase\n    actions:\n"
        + "      - {do: use, card: 雅}\n" * uses
        + "      - {do: use, card: 楓}\n"
        + f"expect:\n  state: {{A.hand: {hand}}}\n  decided_by: ['4.10.2', '6.1.1']\n"
    )


def test_cards_drawn_this_turn_counted() -> None:
    # 「このターン中にあなたがカードを2枚以上引いていたなら」 (4.10.2, 6.1.1): two draws this turn
    # meet it (the third card is the technique's own draw); one does not
    for uses, hand in ((2, 3), (1, 1)):
        r = resolve(loads(_drawn_board(uses, hand), "t.yaml"))
        assert not check_expect(r), (uses, check_expect(r))


def test_replaced_draw_and_a_trigger_on_a_draw_raise_the_point() -> None:
    # 8.10.1.1 (the draw never happened) against 8.10.1.1.1 (the player did draw): B's
    # 「相手がカードを引いた時」 triggers under the second reading only (replaced_action_trigger)
    text = (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, first_player: B, phase: ability}\n"
        "players:\n  A:\n    deck: 10\n    hand: 0\n    retire: 2\n    waiting: 0\n"
        "    energy: [{state: stand, uid: E1}]\n"
        '    ring: {name: 雅, ap: 1000, dp: 2000, text: "[リング][あなたのエネルギーを1枚レストする]'
        'あなたは1枚引く。"}\n'
        f'    bench: {{left: {{name: 雅楽, ap: 1000, dp: 1000, text: "{STEPS}"}}}}\n'
        "  B:\n    deck: 10\n    hand: 0\n"
        '    ring: {name: 美希, ap: 1000, dp: 2000, text: "[リング]相手がカードを引いた時、あなたは1枚引く。"}\n'
        "actions:\n  - do: ability_phase\n    actions:\n      - {do: use, card: 雅}\n"
        "expect:\n  ambiguous: ['8.10.1.1.1']\n  state: {A.hand: 0, A.waiting: 1}\n  readings:\n"
        "    - {clauses: ['8.10.1.1'], state: {B.hand: 0}}\n"
        "    - {clauses: ['8.10.1.1.1'], state: {B.hand: 1}}\n"
    )
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)
