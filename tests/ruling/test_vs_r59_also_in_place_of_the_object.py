"""Round 59 (s56vsC): 「その後、あなたのベンチのカードもすべてレストする」 — も in the place of を: the
cards named are acted on as an object is, in addition to those of the step before (the shared
``steps._move``); 4.9.1.2 the bench's cards rested."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

TEXT = (
    "[リング]このカードがアタックした時、相手のベンチのカードをすべてレストする。"
    "その後、あなたのベンチのカードもすべてレストする。"
)


def test_both_benches_rested() -> None:
    board = (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, first_player: B, phase: ability}\n"
        "players:\n  A:\n    deck: 10\n"
        f'    ring: {{name: 嵐, ap: 1000, dp: 2000, text: "{TEXT}"}}\n'
        "    bench:\n      left: {name: 甲, ap: 1000, dp: 1000}\n"
        "      center: {name: 乙, ap: 1000, dp: 1000}\n"
        "  B:\n    deck: 10\n    ring: {name: 凪, ap: 1000, dp: 5000}\n"
        "    bench: {left: {name: 丙, ap: 1000, dp: 1000}}\n"
        "actions:\n  - {do: attack, support: 甲}\n"
        "expect:\n  state: {乙.state: rest, 丙.state: rest, 甲.state: rest}\n"
    )
    r = resolve(loads(board, "t.yaml"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert not check_expect(r), check_expect(r)
