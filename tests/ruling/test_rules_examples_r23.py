"""The rules documents' own example texts, as printed, measured and run (issue 12, round 23,
s19examples): each construction on a minimal board of its own."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.rules_examples import LIMIT_FORM, is_use_limit, measure
from ruling.scenario import loads

# ---------------- VS 8.12.5: a limit of uses printed alone is a sentence of an ability

ATTACKED_TWICE = """\
game: vs
title: t
turn: {player: A, number: 6, phase: attack, first_player: A}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000}
      right: {name: 亜美, ap: 1000, dp: 1000}
  B:
    deck: 20
    hand: 2
    ring: {name: 美希, ap: 2000, dp: 9000, text: "%s"}
actions:
  - {do: attack, support: 律子}
  - {do: attack, support: 亜美}
ask: [B.hand]
"""


@pytest.mark.parametrize(
    ("text", "limit"),
    [
        ("1ターンの1回まで使える", True),  # 8.12.5 as printed
        ("この技は1ターンに1回まで使える。", True),
        ("1ターンの2回まで使える", True),
        ("あなたは1枚引く。", False),  # an effect, not a limit
        ("2ターンの1回まで使える", False),  # not a limit a turn
    ],
)
def test_a_limit_of_uses_alone_is_read_as_part_of_an_ability(text: str, limit: bool) -> None:
    assert is_use_limit("vs", text) is limit


@pytest.mark.parametrize(
    ("printed", "hand"), [("1ターンの1回まで使える", 3), ("1ターンの2回まで使える", 4)]
)
def test_the_measured_form_binds_the_limit_on_a_board(printed: str, hand: int) -> None:
    """The ability the tool measures (LIMIT_FORM with the sentence): attacked twice, it draws
    once a turn (8.12.5), twice with a limit of 2."""
    r = resolve(loads(ATTACKED_TWICE % LIMIT_FORM["vs"].format(printed)))
    assert r.outcome["state"] == {"B.hand": hand}
    assert not [w for w in r.warnings() if w.kind == "unsupported"]


def test_vs_8_12_5_example_runs_as_measured() -> None:
    (o,) = [o for o in measure("vs") if o.clause == "8.12.5"]
    assert o.parses and o.compiles and o.runs, o.reason
