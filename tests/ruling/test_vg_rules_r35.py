"""vg rules the round-35 development files (r35_*) needed (round 35, s31rulesVGCOMC), each on a
minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import main_state as _state


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


# --- 11.8.4.1.2: fewer than the number chosen — as many as possible, the effect given to them ---

_CHOOSE = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 破壊者, type: normal, grade: 3, power: 13000}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    left_front: {name: 門番, type: normal, grade: 2, power: 10000}
    %s
    drop: 0
actions:
  - {do: resolve_text, player: A, text: "相手のリアガードを2枚選び、退却させる。"}
ask: [門番.zone]
"""


def test_fewer_targets_than_the_number_are_all_chosen_citing_the_clause() -> None:
    r = _run(_CHOOSE % "")
    assert _state(r, "門番.zone") == "B.drop"
    assert "11.8.4.1.2" in r.decided_by


def test_neighbour_as_many_as_the_number_cites_no_shortfall() -> None:
    r = _run(_CHOOSE % "right_front: {name: 衛兵, type: normal, grade: 1, power: 6000}")
    assert _state(r, "門番.zone") == "B.drop"
    assert "11.8.4.1.2" not in r.decided_by


# --- 9.11.4 / 17.4.5: a song order on a circle goes to the drop in the end phase (not 13.11.3) ---

_SONG = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 詩人, type: normal, grade: 3, power: 13000}
    center_back: {name: 調べ, type: order, grade: 0, traits: [%s]}
    drop: 0
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: end_phase}
ask: [調べ.zone]
"""


def test_song_order_on_a_circle_goes_to_the_drop_in_the_end_phase() -> None:
    r = _run(_SONG % "楽曲")
    assert _state(r, "調べ.zone") == "A.drop"
    assert {"9.11.4", "17.4.5"} <= set(r.decided_by)
    assert "13.11.3" not in r.decided_by


def test_neighbour_other_order_on_a_circle_is_an_illegal_order() -> None:
    r = _run(_SONG % "魔法")
    assert _state(r, "調べ.zone") == "A.drop"
    assert "13.11.3" in r.decided_by and "9.11.4" not in r.decided_by
