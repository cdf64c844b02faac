"""Round 55 (s52vsT), issue 12: 「あなたのリタイヤ置場の《X》を持つカード」 — the grammar hangs the
place (a player's zone, 「…の」) on what 「を持つ」 holds; it is where the cards are, as 「《X》を持つ
あなたのリタイヤ置場のカード」 (shared ``nouns.relative``, as 属する's place): the cards of that zone
holding the technique attribute X (2.15.1)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import vs_program, vs_ruling

_ATTACK = "{player: A, number: 5, phase: attack}"
_KOU = "{name: 甲, ap: 1000, dp: 1000, attribute: 吹奏楽}"
_OTSU = "{name: 乙, ap: 1000, dp: 1000, attribute: 金管}"


def test_the_place_before_what_is_held_is_the_cards_place() -> None:
    head = "[リング]このカードがアタックした時、"
    tail = "カード1枚を手札に加えてよい。"
    assert vs_program(f"{head}あなたのリタイヤ置場の《吹奏楽》を持つ{tail}") == vs_program(
        f"{head}《吹奏楽》を持つあなたのリタイヤ置場の{tail}"
    )


@pytest.mark.parametrize(
    ("retire", "taken"),
    [
        (f"[{_KOU}, {_OTSU}]", True),
        (f"[{_OTSU}]", False),
    ],
)
def test_only_the_zone_s_cards_holding_it_on_a_board(retire: str, taken: bool) -> None:
    """千早's attack trigger puts one of A's retire-zone cards holding 《吹奏楽》 in the hand: 甲
    holds it and is taken; 乙 (《金管》) does not and is never taken."""
    text = "[リング]このカードがアタックした時、あなたのリタイヤ置場の《吹奏楽》を持つカード1枚を手札に加えてよい。"
    r = vs_ruling(
        "{deck: 10, hand: 0, bench: {left: {name: 春香, ap: 1000, dp: 1000}}, "
        f'retire: {retire}, ring: {{name: 千早, ap: 1000, dp: 2000, text: "{text}"}}}}',
        "{deck: 10, ring: {name: 美希, ap: 1000, dp: 9000}}",
        "  - {do: attack, support: 春香}",
        "[A.hand, 乙.zone]",
        _ATTACK,
        "choices:\n  - {player: A, at: optional, choose: 'yes'}\n" if taken else "",
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"A.hand": 1 if taken else 0, "乙.zone": "A.retire"}
