"""Round 65 (s62vsR): 「[リング]相手のリングのカードの技の効果は無効になる。」 — the effect of the
opponent's ring card's techniques void (8.3.1, 8.3.2: the technique exists, no effect of it arises),
read as 「…の技は無効になる」: the technique triggers and resolves with nothing happening, and it
was used (8.12.1 / 8.12.2) — a watcher 「相手が技を使った時」 triggers."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

VOID = "[リング]相手のリングのカードの技の効果は無効になる。"


def _board(void: str, expect: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 6, phase: ability, first_player: B}\n"
        "players:\n  A:\n    deck: 10\n    hand: 0\n"
        f'    ring: {{name: 鷹臣, ap: 1000, dp: 2000, text: "{void}"}}\n'
        "    bench:\n      left: {name: 早百合, ap: 1000, dp: 1000}\n"
        '      center: {name: 白練, ap: 1000, dp: 1000, text: "[ベンチ]相手が技を使った時、あなたは1枚引く。"}\n'
        "  B:\n    deck: 10\n    hand: 0\n"
        '    ring: {name: 柊, ap: 1000, dp: 3000, text: "[リング]このカードがアタックされた時、あなたは1枚引く。"}\n'
        "actions:\n  - {do: attack, support: 早百合}\n"
        f"expect:\n{expect}"
    )


def test_void_effect_no_draw_yet_used() -> None:
    r = resolve(
        loads(
            _board(
                VOID,
                "  state: {B.hand: 0, A.hand: 1}\n  triggered: {白練: 1}\n"
                '  decided_by: ["8.3.2", "8.12.2"]\n',
            ),
            "t.yaml",
        )
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert not check_expect(r), check_expect(r)


def test_without_the_void_the_draw_is_made() -> None:
    r = resolve(loads(_board("", "  state: {B.hand: 1, A.hand: 1}\n"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
