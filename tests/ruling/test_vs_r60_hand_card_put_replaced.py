"""Round 60 (s57vsR): 「[ベンチ]あなたの手札のカードが控え室に置かれる時、かわりにあなたの山札の下に
置く。」 — a replacement (8.2.1.3.1, 8.10.1) naming each card of its master's hand, its replacing
put under the deck (the put's position). The partner block's put of the partner from the hand
(7.1.4.2) is replaced: the card goes under the deck, yet the block was made (8.10.1.1.1) and the
attack deals no damage (7.1.5.3)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

TEXT = "[ベンチ]あなたの手札のカードが控え室に置かれる時、かわりにあなたの山札の下に置く。"


def _board(text: str, zone: str, extra: str = "") -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 6, phase: attack, first_player: B}\n"
        "players:\n  A:\n    deck: 10\n"
        "    ring: {name: 鷹臣, ap: 3000, dp: 2000}\n"
        "    bench: {left: {name: 早百合, ap: 1000, dp: 1000}}\n"
        "  B:\n    deck: [{name: 頂, ap: 1000, dp: 1000}, 9]\n"
        "    hand: [{name: 沙耶, title: 剣士, ap: 1000, dp: 1000}]\n"
        "    ring: {name: 柊, ap: 1000, dp: 2000, partner_name: 沙耶, partner_title: 剣士}\n"
        f'    bench: {{left: {{name: 翠雨, ap: 1000, dp: 1000, text: "{text}"}}}}\n'
        "actions:\n  - {do: attack, support: 早百合, partner_block: 沙耶}\n"
        f"expect:\n  state: {{柊.zone: B.ring, 柊.damage: 0, 沙耶.zone: {zone}}}\n{extra}"
    )


def test_partner_block_replaced_still_blocks() -> None:
    r = resolve(
        loads(
            _board(TEXT, "B.deck", '  decided_by: ["7.1.4.2", "8.10.1.1.1", "7.1.5.3"]\n'), "t.yaml"
        )
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert not check_expect(r), check_expect(r)
    deck = [c.name for c in r.main.final.zone("B", "deck") if c is not None]
    # under the deck's cards (names top first): the top card stays above it
    assert deck.index("沙耶") > deck.index("頂")


def test_no_replacement_the_partner_goes_to_the_waiting_room() -> None:
    r = resolve(loads(_board("", "B.waiting", '  not_decided_by: ["8.10.1.1.1"]\n'), "t.yaml"))
    assert not check_expect(r), check_expect(r)
