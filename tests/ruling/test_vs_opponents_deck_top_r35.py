"""Round 35 (s31vstext), issue 12: 「相手の山札の上から N 枚を（相手の）控え室に置く」 — the top cards of the
opponent's deck, one by one, not chosen (3.2.5), each to its owner's zone of that name (3.1.4):
the put of a deck's top cards (``deck_top``) that vs ran for the master's own deck only, now for
the opponent's in the spellings a writer prints; a put of them to the master's own zone
(「自分のリング」) is refused by name."""

from __future__ import annotations

import pytest

from tests.ruling.boards import cited, vs_program, vs_refused, vs_ruling

USE = "[ベンチ][このカードをレストする]"
_SAME = USE + "相手の山札の上から1枚を控え室に置く。"


@pytest.mark.parametrize(
    "text",
    [
        _SAME,
        USE + "相手の山札の上から1枚を、相手の控え室に置く。",
        USE + "相手の山札の上から１枚を控え室に置く。",
        USE + "相手の山札を上から1枚、相手の控え室に置く。",
        USE + "相手の山札の上のカードを1枚、控え室に置く。",
        USE + "相手の山札の1番上のカードを控え室に置く。",
    ],
)
def test_spellings_of_the_opponents_top_card_put(text: str) -> None:
    p = vs_program(text)
    assert [(o.kind, o.who, o.amount, o.value) for o in p.ops] == [
        ("deck_top", "opponent", 1, "waiting")
    ]
    assert p.ops == vs_program(_SAME).ops


@pytest.mark.parametrize(("zone", "n"), [("控え室", 1), ("リタイヤ置場", 2), ("手札", 1)])
def test_on_a_board_the_opponents_top_cards_go_to_its_zone(zone: str, n: int) -> None:
    a = (
        "{deck: 5, ring: {name: 千早, ap: 2000, dp: 2000},"
        f' bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{USE}相手の山札の上から{n}枚を'
        f'{zone}に置く。"}}}}}}'
    )
    b = (
        "{deck: [{name: 山1, ap: 1000, dp: 1000}, {name: 山2, ap: 1000, dp: 1000},"
        " {name: 山3, ap: 1000, dp: 1000}], ring: {name: 美希, ap: 2000, dp: 3000}}"
    )
    acts = "  - {do: ability_phase, actions: [{do: use, card: 律子}]}"
    r = vs_ruling(
        a, b, acts, "[山1.zone, 山2.zone, 山3.zone]", "{player: A, number: 6, phase: ability}"
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    where = {"控え室": "B.waiting", "リタイヤ置場": "B.retire", "手札": "B.hand"}[zone]
    want = {"山1.zone": where, "山2.zone": where if n == 2 else "B.deck", "山3.zone": "B.deck"}
    assert r.outcome["state"] == want
    assert "3.2.5" in cited(r)


def test_to_the_masters_own_zone_is_refused() -> None:
    assert "your zone" in vs_refused(USE + "相手の山札の上から1枚を自分のリングに置く。")
