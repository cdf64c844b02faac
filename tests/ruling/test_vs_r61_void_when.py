"""Round 61 (s58vsO): 「この効果は、Xの時、無効（である）」 — the notation of 8.3.2 (an effect void
under a condition) in its other wordings: 「の時」 for 「の場合」, 「無効である」 for 「無効」 (the
grammar types 「無効である」 as 「（無効）で ある」 and 「Xの時、無効」 as two steps). Each reads as
「この効果は、Xの場合、無効。」: X held as the technique resolves, the technique exists and is
resolved, no effect arises and no choice is made (8.3.2) — and it is a technique used (8.12.1,
8.12.2), not one whose 「なら」 failed (8.6.5: no point failed_condition_technique_used)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import problems, vs_ability

HEAD = "[リング]このカードがアタックされた時、相手のベンチのカードを1枚選び、レストする。"
WORDINGS = [
    HEAD + "この効果は、あなたのリタイヤが3枚以下の場合、無効。",
    HEAD + "この効果は、あなたのリタイヤが3枚以下の場合、無効である。",
    HEAD + "この効果は、あなたのリタイヤが3枚以下の時、無効。",
    HEAD + "この効果は、あなたのリタイヤが3枚以下の時、無効である。",
]


@pytest.mark.parametrize("text", WORDINGS[1:])
def test_each_wording_is_the_same_program(text: str) -> None:
    ab = vs_ability(text)
    assert ab.supported, ab.reason
    assert ab.program == vs_ability(WORDINGS[0]).program


def _board(retire: int, expect: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4}\n"
        "players:\n  A:\n    deck: [{name: 山札1}, 9]\n    hand: 0\n"
        '    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]相手が技を使った時、あなたは1枚引く。"}\n'
        "    bench: {left: {name: 春香, ap: 1000, dp: 1000}, right: {name: 律子, ap: 1000, dp: 1000}}\n"
        f"  B:\n    deck: 10\n    retire: {retire}\n"
        f'    ring: {{name: 美希, ap: 2000, dp: 3000, text: "{WORDINGS[3]}"}}\n'
        "actions:\n  - {do: attack, support: 律子}\n"
        f"expect:\n{expect}"
    )


def test_void_it_resolves_doing_nothing_and_is_used() -> None:
    got = problems(
        _board(
            2,
            "  state: {A.bench.left: stand, A.hand: [山札1]}\n"
            "  triggered: {美希: 1, 千早: 1}\n"
            '  decided_by: ["8.3.2", "8.12.1", "8.12.2"]\n'
            "  ambiguous: false\n",
        )
    )
    assert not got, got


def test_not_void_the_effect_arises() -> None:
    got = problems(
        _board(
            4,
            "  state: {A.bench.left: rest}\n"
            "  triggered: {美希: 1, 千早: 1}\n"
            "choices:\n  - {player: B, choose: 春香}\n",
        )
    )
    assert not got, got
