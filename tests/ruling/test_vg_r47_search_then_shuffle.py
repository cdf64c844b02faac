"""Round 47 (issue 14): 「山札から…を探し、(R)にコールし、その山札をシャッフルする」 — the card found
by the search (7.11.1) may be named by a scenario's ``at: choose`` as well as ``at: search``, and
the shuffle that follows the search cites 7.12.2 (the cards found are not randomised, only the
others); a shuffle after no search does not."""

from __future__ import annotations

import pytest

from tests.ruling.boards import cited, vg_run, zone_names

BOARD = """players:
  A:
    vanguard: {name: 竜騎士, grade: 3, power: 13000}
    deck: [{name: 見習い, grade: 1}, {name: 天穹の覇竜, grade: 3}, 8]
  B:
    vanguard: {name: 重騎士, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "%s"}
choices:
  - {player: A, at: %s, choose: 天穹の覇竜}
  - {player: A, at: circle, choose: left_front}
"""
SEARCH = "あなたの山札からグレード３を１枚まで探し、(R)にコールし、その山札をシャッフルする。"


@pytest.mark.parametrize("at", ["search", "choose"])
def test_the_found_card_is_called_and_the_shuffle_cites_7_12_2(at: str) -> None:
    r = vg_run(BOARD % (SEARCH, at))
    assert zone_names(r, "A", "field.left_front") == ["天穹の覇竜"]
    assert {"7.11.1", "7.12.2"} <= cited(r)


def test_a_shuffle_after_no_search_does_not_cite_it() -> None:
    r = vg_run(BOARD % ("あなたの山札をシャッフルする。", "choose"))
    assert "7.12.2" not in cited(r)
