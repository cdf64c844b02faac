"""Round 65 (s62vsR): a partner block asserted not offered (``choices: [{at: partner_block,
allowed: false}]``) with a hand card that is not the partner of the ring card there when the step
comes: 7.1.4.2 (with 2.7.1) decides it and why the card stays in the hand."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads


def _board(ring_partner: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 6, phase: ability, first_player: B}\n"
        "players:\n  A:\n    deck: 10\n"
        "    ring: {name: 鷹臣, ap: 1000, dp: 2000}\n"
        "    bench: {left: {name: 早百合, ap: 1000, dp: 1000}}\n"
        "  B:\n    deck: 10\n"
        "    hand: [{name: 沙耶, title: 剣士, ap: 1000, dp: 1000}]\n"
        f"    ring: {{name: 柊, ap: 1000, dp: 3000{ring_partner}}}\n"
        "actions:\n  - {do: attack, support: 早百合}\n"
        "choices:\n  - {player: B, at: partner_block, choose: 沙耶, allowed: false}\n"
        'expect:\n  state: {B.hand: [沙耶]}\n  decided_by: ["7.1.4.2"]\n'
    )


def test_not_the_partner_decides_the_hand() -> None:
    r = resolve(loads(_board(", partner_name: 頂, partner_title: 剣士"), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_no_partner_printed() -> None:
    r = resolve(loads(_board(""), "t.yaml"))
    assert not check_expect(r), check_expect(r)
