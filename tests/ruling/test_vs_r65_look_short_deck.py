"""Round 65 (s62vsR): 「山札を上から2枚見て、その中からカードを1枚まで選び、手札に加える」 with one card in
the deck — the look is done as far as it can (1.3.2's second sentence: 「その一部のみ実行不可能な場合、可能な
限りその行動を行います」): the one card is looked at and may be chosen (4.11.2); the choice among the cards
looked at rests on that look."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

TEXT = "[リング]このカードがアタックした時、あなたは山札を上から{n}枚見て、その中からカードを1枚まで選び、手札に加える。"


def _board(deck: str, n: int, expect: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 5, phase: ability, first_player: A}\n"
        f"players:\n  A:\n    deck: {deck}\n    waiting: 2\n    hand: 0\n"
        f'    ring: {{name: 鷹臣, ap: 1000, dp: 2000, text: "{TEXT.format(n=n)}"}}\n'
        "    bench: {left: {name: 早百合, ap: 1000, dp: 1000}}\n"
        "  B:\n    deck: 10\n    ring: {name: 柊, ap: 1000, dp: 3000}\n"
        "actions:\n  - {do: attack, support: 早百合}\n"
        "choices:\n  - {player: A, at: choose_card, choose: 若苗}\n"
        f"ask: [若苗.zone]\nexpect:\n{expect}"
    )


def test_two_of_a_one_card_deck_looks_at_the_one() -> None:
    r = resolve(
        loads(
            _board(
                "[{name: 若苗, ap: 1000, dp: 1000}]",
                2,
                '  state: {若苗.zone: A.hand}\n  decided_by: ["4.11.2", "1.3.2"]\n',
            ),
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)


def test_enough_cards_no_shortfall_cited() -> None:
    r = resolve(
        loads(
            _board(
                "[{name: 若苗, ap: 1000, dp: 1000}, 3]",
                2,
                '  state: {若苗.zone: A.hand}\n  not_decided_by: ["1.3.2"]\n',
            ),
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)
