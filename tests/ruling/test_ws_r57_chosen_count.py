"""ws round 57 (s54wsC): 「…を2枚まで選び、手札に戻す。選んだカードが2枚なら、…」 — how many cards the
choice before chose (8.6.3, 8.6.3.1.1: up to the number given), wherever they went since."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, zone_names

TEXT = "あなたは自分の控え室のキャラを2枚まで選び、手札に戻す。選んだカードが2枚なら、あなたは1枚引く。"


@pytest.mark.parametrize(
    ("there", "hand"), [(1, ["W0"]), (2, ["D", "W0", "W1"]), (3, ["D", "W0", "W1"])]
)
def test_the_number_chosen(there: int, hand: list[str]) -> None:
    wr = "[" + ", ".join(f"{{name: W{i}, type: character, level: 0}}" for i in range(there)) + "]"
    picks = "".join(f"  - {{player: A, choose: W{i}}}\n" for i in range(min(there, 2)))
    src = (
        WS_HEAD + "players:\n  A:\n    deck: [{name: D, type: character, level: 0}, 5]\n"
        f"    waiting_room: {wr}\n  B: {{deck: 10}}\n"
        f'actions:\n  - {{do: resolve_text, player: A, text: "{TEXT}"}}\n'
        "choices:\n" + picks
    )
    assert sorted(zone_names(resolve(loads(src, "t.yaml")), "A", "hand")) == hand


def test_one_chosen_of_two_possible() -> None:
    src = (
        WS_HEAD + "players:\n  A:\n    deck: [{name: D, type: character, level: 0}, 5]\n"
        "    waiting_room: [{name: W0, type: character, level: 0}, {name: W1, type: character, level: 0}]\n"
        "  B: {deck: 10}\n"
        f'actions:\n  - {{do: resolve_text, player: A, text: "{TEXT}"}}\n'
        "choices:\n  - {player: A, choose: W0}\n  - {player: A, choose: no}\n"
    )
    assert zone_names(resolve(loads(src, "t.yaml")), "A", "hand") == ["W0"]
