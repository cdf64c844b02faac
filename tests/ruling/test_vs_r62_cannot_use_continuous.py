"""Round 62 (s59vsR): 「…の技は使えない」 over a card's continuous technique — the point
continuous_technique_cannot_use (8.12.3 / 8.12.4 define 「使えない」 for the automatic and the
activated techniques only; 2.14.1 calls every technique's effect 「技を使用した際に起こる事」): raised
when a field card with a continuous technique in its [領域] is under a prohibition naming no kind,
both readings run (in force first). A prohibition of one kind (「起動能力は使えない」) raises nothing."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, raised_points, resolve
from ruling.scenario import loads

BONUS = "[ベンチ]あなたのリングのカードを+1000/+0。"


def _board(ban: str, choose: str, ap: int) -> str:
    pick = f"choices:\n  - {{player: A, at: reading, choose: {choose}}}\n" if choose else ""
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 6, phase: ability, first_player: A}\n"
        "players:\n  A:\n    deck: 10\n    ring: {name: 丹, ap: 1000, dp: 2000}\n"
        f'    bench:\n      left: {{name: 鳩, ap: 1000, dp: 1000, text: "{BONUS}"}}\n'
        "  B:\n    deck: 10\n"
        f'    ring: {{name: 石, ap: 1000, dp: 2000, text: "{ban}"}}\n'
        f"actions: []\n{pick}expect:\n  state: {{丹.ap: {ap}}}\n"
    )


@pytest.mark.parametrize(("choose", "ap"), [("in_force", 2000), ("stopped", 1000)])
def test_each_reading_of_the_point(choose: str, ap: int) -> None:
    r = resolve(loads(_board("[リング]相手のベンチのカードの技は使えない。", choose, ap), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_the_point_is_raised_with_both_readings_run() -> None:
    text = _board("[リング]相手のベンチのカードの技は使えない。", "", 2000) + (
        '  ambiguous: ["8.12.3", "2.14.1"]\n'
        "  readings:\n"
        '    - {clauses: ["8.12.3"], state: {丹.ap: 2000}}\n'
        '    - {clauses: ["2.14.1"], state: {丹.ap: 1000}}\n'
    )
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)


@pytest.mark.parametrize(
    "ban",
    [
        "[リング]相手のベンチのカードの起動能力は使えない。",
        "[リング]相手のリングのカードの技は使えない。",
    ],
)
def test_no_point_where_no_continuous_technique_is_prohibited(ban: str) -> None:
    r = resolve(loads(_board(ban, "", 2000), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert not [cl for cl, _b in raised_points(r) if "2.14.1" in cl]
