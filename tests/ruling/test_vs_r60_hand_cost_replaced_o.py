"""Round 60 (s57vsO): a cost that puts hand cards in the waiting room (「[あなたの手札を1枚控え室に
置く]」, 8.5.1.3.2) is a put through the replaceable action (``techniques._cost_move`` →
``basic.to_zone``): 「あなたの手札のカードが控え室に置かれる時、かわりにあなたの山札の下に置く」
(8.2.1.3.1, 8.10.1) catches it — the card goes under the deck, and the cost is still paid
(8.10.1.1.1), so the technique resolves."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

REPLACE = "[ベンチ]あなたの手札のカードが控え室に置かれる時、かわりにあなたの山札の下に置く。"


def _board(text: str, zone: str, decided: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, phase: ability}\n"
        "players:\n  A:\n    deck: [{name: 頂, ap: 1000, dp: 1000}, 9]\n"
        "    hand: [{name: 沙耶, ap: 1000, dp: 1000}]\n"
        "    ring: {name: 鷹臣, ap: 1000, dp: 2000}\n"
        "    bench:\n"
        '      left: {name: 甲, ap: 1000, dp: 1000, text: "[ベンチ][あなたの手札を1枚控え室に置く]'
        'あなたは2枚引く。"}\n'
        f'      right: {{name: 乙, ap: 1000, dp: 1000, text: "{text}"}}\n'
        "  B: {deck: 10, ring: {name: 丙, ap: 1000, dp: 2000}}\n"
        "actions:\n  - {do: use, card: 甲, ability: 1}\n"
        f"expect:\n  state: {{沙耶.zone: {zone}, A.hand: 2}}\n{decided}"
    )


def test_hand_cost_put_is_replaced_and_paid() -> None:
    r = resolve(loads(_board(REPLACE, "A.deck", '  decided_by: ["8.10.1", "8.10.1.1.1"]\n'), "t"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert not check_expect(r), check_expect(r)
    deck = [c.name for c in r.main.final.zone("A", "deck") if c is not None]
    assert deck[-1] == "沙耶"


def test_hand_cost_without_replacement_goes_to_the_waiting_room() -> None:
    r = resolve(loads(_board("", "A.waiting", '  not_decided_by: ["8.10.1.1.1"]\n'), "t"))
    assert not check_expect(r), check_expect(r)
