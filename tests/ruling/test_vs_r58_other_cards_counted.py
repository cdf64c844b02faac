"""Round 58 (s55vsC): 「あなたのベンチに他のカードがないなら」 / 「…他のカードがN枚以上あるなら」 — the
cards of the group but the technique's own card (「他の」), counted as the condition is read
(8.3.3 for a continuous technique)."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card

ALONE = "[ベンチ]あなたのベンチに他のカードがないなら、あなたのリングのカードは+500/+0される。"


def test_the_condition_compiles() -> None:
    (ab,) = abilities_of("vs", Card(uid="x", owner="A", name="楓", text=ALONE))
    assert ab.supported, ab.reason
    assert ab.program.condition == ("count", "your_bench", "eq", 0, (), (), (), True)


def _board(more: str, ap: int) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, first_player: B, phase: ability}\n"
        "players:\n  A:\n    deck: 10\n"
        "    ring: {name: 雅, ap: 1000, dp: 2000}\n"
        f'    bench: {{left: {{name: 楓, ap: 1000, dp: 1000, text: "{ALONE}"}}{more}}}\n'
        "  B:\n    deck: 10\n    ring: {name: 冴, ap: 1000, dp: 2000}\n"
        f"actions: []\nexpect:\n  state: {{雅.ap: {ap}}}\n"
    )


def test_its_own_card_is_not_counted() -> None:
    # 楓 alone on the bench: no other card there — the ring card is +500
    r = resolve(loads(_board("", 1500), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_another_bench_card_is_counted() -> None:
    r = resolve(loads(_board(", right: {name: 桜, ap: 1000, dp: 1000}", 1000), "t.yaml"))
    assert not check_expect(r), check_expect(r)
