"""Round 46 (issue 12): 「ノーマルライドで登場した時」 / 「スペリオルライドで登場した時」 / 「ライドで登場
した時」 — a trigger whose means is the kind of ride (6.3.2.1 normal, 6.3.2.2 superior; the ride's
event keeps its kind, ``Vocab.word_means``). The ride step's ride is normal (9.7.2.1), a ride by an
effect superior (6.3.2.2, defined by 6.3.2.1)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

HEAD = """game: vg
title: t
turn: {player: A, number: 5, phase: PHASE, first_player: A}
players:
  A:
    vanguard: {name: 先導竜, grade: 2, power: 10000}
    hand:
      - {name: 後継竜, type: normal, grade: 3, power: 13000, text: "【自】【(V)】：このユニットがKINDで登場した時、１枚引く。"}
      - 2
    deck: 10
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
    deck: 10
"""
NORMAL = "actions:\n  - {do: ride_phase, card: 後継竜}\n"
SUPERIOR = """actions:
  - {do: resolve_text, player: A, text: "あなたの手札からグレード３のカードを１枚選び、ライドする。"}
choices:
  - {player: A, at: choose, choose: 後継竜}
"""


def _run(kind: str, how: str) -> object:
    phase = "ride" if how == NORMAL else "main"
    return resolve(loads(HEAD.replace("PHASE", phase).replace("KIND", kind) + how, "t.yaml"))


def _hand(r: object) -> int:
    return len(r.main.final.players["A"].zones["hand"])  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("kind", "how", "draws"),
    [
        ("ノーマルライド", NORMAL, True),
        ("ノーマルライド", SUPERIOR, False),
        ("スペリオルライド", NORMAL, False),
        ("スペリオルライド", SUPERIOR, True),
        ("ライド", NORMAL, True),
        ("ライド", SUPERIOR, True),
    ],
)
def test_the_kind_of_ride_decides_the_trigger(kind: str, how: str, draws: bool) -> None:
    r = _run(kind, how)
    # the normal ride leaves 2 hand cards, the superior one 2 as well: +1 when it triggers
    assert _hand(r) == 2 + draws


def test_a_superior_ride_cites_its_definition() -> None:
    r = _run("ノーマルライド", SUPERIOR)
    assert {"6.3.2.2", "6.3.2.1"} <= cited(r)
