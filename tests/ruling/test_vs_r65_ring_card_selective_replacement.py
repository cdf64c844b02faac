"""Round 65 (s62vsR): 「[ベンチ]あなたのリングのカードがリタイヤ置場に置かれる時、かわりにあなたの手札を
1枚控え室に置いてよい。そうしたら、そのカードをあなたの控え室に置く。」 — a selection-type replacement
(8.2.1.3.2) of the master's ring card's event, 「そのカード」 the ring card (8.10.1). Made, the ring card
goes to the waiting room and the retire never happened (8.10.1.1); with no hand card the selection cannot
be made and the replacement does not apply (8.10.3)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

TEXT = (
    "[ベンチ]あなたのリングのカードがリタイヤ置場に置かれる時、かわりにあなたの手札を1枚控え室に"
    "置いてよい。そうしたら、そのカードをあなたの控え室に置く。"
)


def _board(hand: str, choose: str, expect: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 6, phase: ability, first_player: A}\n"
        "players:\n  A:\n    deck: 10\n"
        "    ring: {name: 鷹臣, ap: 3000, dp: 2000}\n"
        "    bench: {left: {name: 早百合, ap: 1000, dp: 1000}}\n"
        "  B:\n    deck: [{name: 頂, ap: 1000, dp: 1000}, 9]\n"
        f"    hand: {hand}\n"
        "    ring: {name: 柊, ap: 1000, dp: 2000}\n"
        f'    bench: {{left: {{name: 翠雨, ap: 1000, dp: 1000, text: "{TEXT}"}}}}\n'
        "actions:\n  - {do: attack, support: 早百合}\n"
        f"{choose}"
        f"expect:\n{expect}"
    )


def test_selection_made_the_ring_card_goes_to_the_waiting_room() -> None:
    r = resolve(
        loads(
            _board(
                "[{name: 沙耶, ap: 1000, dp: 1000}]",
                'choices:\n  - {player: B, at: replacement_optional, choose: "yes"}\n',
                "  state: {柊.zone: B.waiting, 沙耶.zone: B.waiting, B.retire: 0, B.ring: [頂]}\n"
                '  decided_by: ["8.2.1.3.2", "8.10.1"]\n',
            ),
            "t.yaml",
        )
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert not check_expect(r), check_expect(r)


def test_selection_declined_the_ring_card_is_retired() -> None:
    r = resolve(
        loads(
            _board(
                "[{name: 沙耶, ap: 1000, dp: 1000}]",
                'choices:\n  - {player: B, at: replacement_optional, choose: "no"}\n',
                "  state: {柊.zone: B.retire, 沙耶.zone: B.hand, B.retire: 1}\n",
            ),
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)


def test_no_hand_card_the_replacement_does_not_apply() -> None:
    r = resolve(
        loads(
            _board(
                "0",
                "",
                '  state: {柊.zone: B.retire, B.retire: 1}\n  decided_by: ["8.10.3"]\n',
            ),
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)
