"""Round 47: a card with several titles (2.3.2) may be written with its titles as a list
(``title: [リーダー, 歌姫]``) as well as 「リーダー/歌姫」; both are the same card: the copy limit's
reading (``deck_limit_several_titles``, 5.1.2.1.2 / 2.3.2.1 / 5.1.2.1.3) runs on either, and
the card's title asked as a value is the list of its titles."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

DECK = """game: vs
title: t
turn: {player: A, number: 0}
players:
  A:
    deck:
      - {name: 春香, title: リーダー, ap: 1000, dp: 1000, count: 3}
      - {name: 春香, title: TITLES, ap: 2000, dp: 2000, count: 2}
      - 45
  B: {deck: 50}
actions:
  - {do: game_setup, first: A, ring: {A: 春香}, shuffled: {A: [], B: []}}
"""


def _readings(r: object) -> dict[str, bool]:
    out = {}
    for lf in r.leaves + r.alternates:  # type: ignore[attr-defined]
        for c in lf.choices:
            if c.reading:
                out[c.option] = bool(lf.rejected)
    return out


@pytest.mark.parametrize("titles", ["[リーダー, 歌姫]", "リーダー/歌姫"])
def test_two_titles_as_a_list_or_joined_run_both_readings(titles: str) -> None:
    """Three 春香〈リーダー〉 and two 春香〈リーダー/歌姫〉: five copies if each title counts
    apart (2.3.2.1, refused), three and two if only whole titles count (5.1.2.1.3)."""
    r = resolve(loads(DECK.replace("TITLES", titles), "t.yaml"))
    assert _readings(r) == {"whole": False, "each": True}


BOARD = """game: vs
title: t
turn: {player: A, number: 5, first_player: A, phase: ability}
players:
  A: {deck: 10, ring: {name: 千早, title: TITLES, ap: 1000, dp: 1000}}
  B: {deck: 10, ring: {name: 美希, title: アイドル, ap: 1000, dp: 1000}}
expect:
  state: {千早.title: [歌姫, アイドル]}
"""


@pytest.mark.parametrize("titles", ["[歌姫, アイドル]", "歌姫/アイドル"])
def test_title_asked_is_the_list_of_titles(titles: str) -> None:
    r = resolve(loads(BOARD.replace("TITLES", titles), "t.yaml"))
    assert not check_expect(r), check_expect(r)
