"""Round 60 (s57vsR): 「あなたのリングのカードをあなたの控え室に置く」 — the ring's card, neither chosen
nor counted: the one card a ring holds (3.3.2.3, the vocabulary's ``single_zones``), put as a
group's every card is (``put_all``) in its owner's zone (3.1.4); the ring left empty is refilled
by the rule process 9.6.1."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

TEXT = "[ベンチ][このカードをレストする]あなたのリングのカードをあなたの控え室に置く。"


def test_ring_card_put_and_refilled() -> None:
    board = (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, phase: ability, first_player: A}\n"
        "players:\n  A:\n    deck: [{name: 次, ap: 1000, dp: 1000}, 9]\n"
        "    ring: {name: 栂, ap: 1000, dp: 2000}\n"
        f'    bench: {{left: {{name: 樫, ap: 1000, dp: 1000, text: "{TEXT}"}}}}\n'
        "  B: {deck: 10, ring: {name: 檜, ap: 1000, dp: 2000}}\n"
        "actions:\n  - {do: use, card: 樫, ability: 1}\n"
        "expect:\n  state: {A.waiting: [栂], A.ring: [次], 樫.state: rest}\n"
        '  decided_by: ["3.1.4", "9.6.1"]\n'
    )
    r = resolve(loads(board, "t.yaml"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert not check_expect(r), check_expect(r)
