"""Round 65 (s62vsR): a 「攻撃力を3000にする」 arising after a continuous 「攻撃力を2倍にする」 on the same
card — 8.9.1.4 orders contradicting effects by time, 8.9.1.8 puts multiplications after additions and
places no 「…にする」: the reading of 8.9.1.3 / 8.9.1.4 / 8.9.1.8 (``set_reading``) is raised for a
multiplication as for an addition, both readings run (the set first, the doubling on it: 6000; in time
order, the later set overriding the doubling: 3000)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

SET = "[ベンチ][あなたの手札を1枚控え室に置く]あなたのリングのカードを選び、攻撃力を3000にする。"


def _board(ring_text: str, expect: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 6, phase: chara, first_player: B}\n"
        "players:\n  A:\n    deck: 10\n    hand: [{name: 曙, ap: 1000, dp: 1000}]\n"
        f'    ring: {{name: 丹, ap: 2000, dp: 2000, text: "{ring_text}"}}\n'
        f'    bench: {{left: {{name: 象牙色, ap: 1000, dp: 1000, text: "{SET}"}}}}\n'
        "  B:\n    deck: 10\n    ring: {name: 柊, ap: 1000, dp: 5000}\n"
        "actions:\n  - do: ability_phase\n    actions:\n      - {do: use, card: 象牙色}\n"
        f"ask: [丹.ap]\nexpect:\n{expect}"
    )


def test_set_after_doubling_two_readings() -> None:
    r = resolve(
        loads(
            _board(
                "[リング]このカードの攻撃力を2倍にする。",
                '  ambiguous: ["8.9.1.4", "8.9.1.8"]\n  readings:\n'
                '    - {clauses: ["8.9.1.4"], state: {丹.ap: 3000}}\n'
                '    - {clauses: ["8.9.1.8"], state: {丹.ap: 6000}}\n',
            ),
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)


def test_set_with_no_earlier_change_no_point() -> None:
    r = resolve(loads(_board("", "  state: {丹.ap: 3000}\n"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert not [w for w in r.warnings() if "8.9.1.8" in str(w)]
