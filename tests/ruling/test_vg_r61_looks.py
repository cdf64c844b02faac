"""vg round 61 (s58vgR2): looks at the deck (7.7).

- 「あなたが山札のカードを見た時」 — the deck's cards looked at — is the trigger 「山札を見た時」 was
  (7.7.1; refused before as "a looked trigger at a place described further"); two looks in one
  effect make it pending once (7.7.4);
- 「山札を上からN枚まで見て」: the count answered stands for the procedure of 7.7.2 — the number 1
  first (7.7.2.2), each card learnt (7.7.2.4), the number raised until reached (7.7.2.5), or
  the fighter free to end it before each card (7.7.2.3).
"""

from __future__ import annotations

from typing import Any

import pytest

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, unsupported
from tests.ruling.boards import zone_names as zone

BODY = """\
game: vg
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
  A:
    deck: [{name: 上1, type: normal}, {name: 上2, type: normal}, {name: 上3, type: normal}, 7]
    vanguard: {name: 王, type: normal, grade: 3, power: 13000, text: "VTEXT"}
    left_back: {name: 梟, type: normal, grade: 1, power: 6000, text: "TEXT"}
    hand: 0
actions:
  - {do: activate, player: A, card: 王}
CHOICES
ask: [梟.power, A.hand]
"""
LOOKED = "【自】【(R)】：あなたが山札のカードを見た時、そのターン中、このユニットのパワー+3000。"
TWO_LOOKS = "【起】【(V)】：山札の上から1枚見て、山札の下に置く。その後、山札の上から1枚見て、手札に加える。"
UP_TO = "【起】【(V)】：山札を上から3枚まで見て、その中からカードを1枚まで選び、手札に加え、残りのカードを山札の下に置く。"


def _run(vtext: str, text: str = "", choices: str = "choices: []\n") -> Any:
    body = BODY.replace("VTEXT", vtext).replace("TEXT", text).replace("CHOICES\n", choices)
    return resolve(loads(body, "t.yaml"))


def test_deck_cards_looked_at_trigger_once_per_effect_7_7_4() -> None:
    r = _run(TWO_LOOKS, LOOKED)
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["梟.power"] == 9000  # +3000 once, not twice
    assert zone(r, "A", "hand") == ["上2"]
    assert {"7.7.4"} <= cited(r)


@pytest.mark.parametrize(
    ("k", "procedure", "not_cited"),
    [
        (1, {"7.7.2.2", "7.7.2.3", "7.7.2.4", "7.7.2.5"}, set()),
        (3, {"7.7.2.2", "7.7.2.3", "7.7.2.4", "7.7.2.5"}, set()),
    ],
)
def test_up_to_n_looks_cite_the_procedure_7_7_2(
    k: int, procedure: set[str], not_cited: set[str]
) -> None:
    choices = f"choices:\n  - {{player: A, at: look, choose: {k}}}\n  - {{player: A, at: choose, choose: 上1}}\n"
    r = _run(UP_TO, choices=choices)
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "hand") == ["上1"]
    assert procedure <= cited(r) and not (not_cited & cited(r))


def test_a_card_not_looked_at_cannot_be_taken_7_7_2_3() -> None:
    choices = (
        "choices:\n  - {player: A, at: look, choose: 1}\n  - {player: A, at: choose, choose: 上2}\n"
    )
    with pytest.raises(Exception, match="上2"):
        _run(UP_TO, choices=choices)
