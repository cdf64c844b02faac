"""Round 61 (s58vsO): the point worded_icon_card_not_listed — a deck card appendix 1 (12.4) does
not list whose technique is worded as 2.18.2.1.1 quotes: it has the fire icon by its wording
(2.18.2.1.1), or only the listed cards have it (2.18.2.1.2.2, 12.4). Raised at the deck check
(5.2.1.1) only where the limit of four icons (5.1.2.1.5) turns on it; both readings run."""

from __future__ import annotations

import pytest

from tests.ruling.boards import problems

WORDED = "[リング]あなたは相手のフィールドのカードを、あなたのリタイヤ置場の《妹》と同じ枚数選び、相手の控え室に置く。"


def _scenario(listed: int, expect: str) -> str:
    rest = 45 - listed
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 0}\n"
        "players:\n  A:\n    deck:\n"
        f"      - {{id: GS/T04, name: 咲耶, title: おしゃれ, level: 2, ap: 2000, dp: 2000, count: {listed}}}\n"
        f'      - {{id: XX/050, name: 春歌, title: 七女, level: 2, ap: 2000, dp: 2000, count: 1, text: "{WORDED}"}}\n'
        "      - {name: 雪歩, title: 詩人, level: 1, ap: 1000, dp: 1000, count: 4}\n"
        f"      - {rest}\n"
        "  B:\n    deck: 50\n"
        "actions:\n  - {do: game_setup, first: A, ring: {A: 雪歩}}\n"
        f"expect:\n{expect}"
    )


def test_over_the_limit_under_one_reading_only() -> None:
    got = problems(
        _scenario(
            4,
            '  ambiguous: ["2.18.2.1.1", "2.18.2.1.2.2"]\n'
            "  readings:\n"
            '    - {clauses: ["2.18.2.1.1", "5.1.2.1.5"], outcome: {rejected: true}}\n'
            '    - {clauses: ["2.18.2.1.2.2", "12.4"], outcome: {game_over: false}}\n',
        )
    )
    assert not got, got


@pytest.mark.parametrize("listed", [2, 3])
def test_not_raised_where_the_count_does_not_turn_on_it(listed: int) -> None:
    got = problems(_scenario(listed, "  outcome: {game_over: false}\n  ambiguous: false\n"))
    assert not got, got
