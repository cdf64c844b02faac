"""Round 60 (s57vsO): the cost 「[あなたのリングのカードを（あなたの）控え室に置く]」 (8.5.1.3.2,
4.16.1): the payer's ring card, uncounted as printed — the ring holds one card at most (3.3.2.3),
so the cost is that one card, put through the replaceable action (``techniques._cost_move``);
with the ring empty the cost cannot be paid and the technique is not used."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card

TEXT = "[ベンチ][あなたのリングのカードをあなたの控え室に置く]あなたは2枚引く。"


def _board(ring: str, expect: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, phase: ability}\n"
        "players:\n  A:\n    deck: 10\n"
        f"{ring}"
        "    bench:\n"
        f'      left: {{name: 甲, ap: 1000, dp: 1000, text: "{TEXT}"}}\n'
        "      right: {name: 乙, ap: 1000, dp: 1000}\n"
        "  B: {deck: 10, ring: {name: 丙, ap: 1000, dp: 2000}}\n"
        "actions:\n  - {do: use, card: 甲, ability: 1}\n"
        f"expect:\n{expect}"
    )


def test_ring_cost_compiles() -> None:
    for text in (TEXT, TEXT.replace("あなたの控え室", "控え室")):
        (a,) = abilities_of("vs", Card("x", "x", text=text))
        assert a.supported, a


def test_ring_cost_puts_the_ring_card() -> None:
    r = resolve(
        loads(
            _board(
                "    ring: {name: 鷹臣, ap: 1000, dp: 2000}\n",
                "  state: {鷹臣.zone: A.waiting, A.hand: 2}\n"
                '  decided_by: ["8.5.1.3.2", "3.3.2.3"]\n',
            ),
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)


def test_ring_cost_empty_ring_cannot_be_paid() -> None:
    r = resolve(loads(_board("", "  state: {A.hand: 0, 甲.zone: A.bench.left}\n"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
