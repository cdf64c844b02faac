"""Round 65 (s62vsR): an effect 「ターンの終わりまで」 made in the end phase after 6.8.1.3 has ended
such effects (at 6.8.1.4's check timing) — the turn ends (6.8.1.5) with it in force: whether its limit
has come (8.2.1.2) or it lasts, 6.8.1.3 being past, is the audit's turn_effect_made_after_its_end,
both readings run. With no such effect the point is not raised."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

WATCH = (
    "[ベンチ]このカードが控え室に置かれた時、ターンの終わりまで、あなたのリングのカードを+0/+2000。"
)


def _board(dp: int, expect: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 6, phase: attack, first_player: B}\n"
        "players:\n  A:\n    deck: 10\n    hand: 3\n"
        "    ring: {name: 鷹臣, ap: 2000, dp: 2000}\n"
        f'    bench: {{left: {{name: 早百合, ap: 1000, dp: {dp}, text: "{WATCH}"}}}}\n'
        "  B:\n    deck: 10\n    ring: {name: 柊, ap: 1000, dp: 3000}\n"
        "effects:\n  - {target: 早百合, stat: dp, op: add, value: 1000, until: turn}\n"
        "actions:\n  - {do: end_phase}\n"
        f"expect:\n{expect}"
    )


def test_made_after_6_8_1_3_two_readings() -> None:
    r = resolve(
        loads(
            _board(
                0,
                '  ambiguous: ["6.8.1.3", "8.2.1.2"]\n  readings:\n'
                '    - {clauses: ["8.2.1.2", "6.8.1.5"], state: {鷹臣.dp: 2000, turn.player: B}}\n'
                '    - {clauses: ["6.8.1.3"], state: {鷹臣.dp: 4000, turn.player: B}}\n',
            ),
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)


def test_nothing_made_late_no_point() -> None:
    r = resolve(
        loads(_board(1000, "  state: {鷹臣.dp: 2000, 早百合.zone: A.bench.left}\n"), "t.yaml")
    )
    assert not check_expect(r), check_expect(r)
    assert "turn_effect_made_after_its_end" not in str(r.warnings())
