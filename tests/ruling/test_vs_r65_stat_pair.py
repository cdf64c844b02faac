"""Round 65 (s62vsR): 「AとBを+X/+Y」 — the grammar gives A as ``with`` and B as the object; the
step changes both (one change each, 8.1.1.5). Both ring cards dropped to DP 0 by one technique go
to the retire zone together (9.3.1, 9.1.1): each player's tenth retire card, both lose at once —
a draw (1.2.3)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

TEXT = (
    "[ベンチ][このカードを控え室に置く]あなたのリングのカードと相手のリングのカードを+1000/-1000。"
)


def _board(retire: int, expect: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 6, phase: chara, first_player: A}\n"
        "players:\n  A:\n    deck: 10\n"
        f"    retire: {retire}\n"
        "    ring: {name: 鷹臣, ap: 1000, dp: 1000}\n"
        f'    bench: {{left: {{name: 早百合, ap: 1000, dp: 1000, text: "{TEXT}"}}}}\n'
        "  B:\n    deck: 10\n"
        f"    retire: {retire}\n"
        "    ring: {name: 柊, ap: 1000, dp: 3000}\n"
        "actions:\n  - do: ability_phase\n    actions:\n      - {do: use, card: 早百合}\n"
        f"expect:\n{expect}"
    )


def test_both_cards_changed() -> None:
    r = resolve(
        loads(
            _board(0, "  state: {鷹臣.zone: A.retire, 柊.ap: 2000, 柊.dp: 2000, A.retire: 1}\n"),
            "t.yaml",
        )
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert not check_expect(r), check_expect(r)


def test_two_tenth_retire_cards_at_once_a_draw() -> None:
    r = resolve(
        loads(
            _board(
                9,
                "  outcome: {draw: true}\n  state: {鷹臣.zone: A.retire, A.retire: 10}\n",
            ).replace("dp: 3000", "dp: 1000"),
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)
