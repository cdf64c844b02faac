"""vg round 59 (s56vgO): where the gift markers are is a state a ruling can be asked — the player value
``gift_markers`` (as a scenario gives it, ``"vanguard:force1, accel_1:accel1"``) is kept current as the
gift process puts markers, so a ruling asking for it cites the clause that put the marker: 16.3.1.5.2 for
an accel marker (on the added circle), 16.3.1.4.1 for a force marker (on the circle chosen)."""

from __future__ import annotations

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import decided, unsupported

BODY = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
GIVEN
    left_back: {name: 術士, type: normal, grade: 1, power: 8000, text: "【起】【(R)】：【コスト】[このユニットをソウルに置く]、イマジナリーギフト：CROWNを得る。"}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: main_phase, actions: [{do: activate, card: 術士}]}
ASK
"""


def _run(
    crown: str, given: str = "    soul: 1", ask: str = "ask: [A.gift_markers]"
) -> tuple[object, set[str]]:
    text = BODY.replace("CROWN", crown).replace("GIVEN", given).replace("ASK", ask)
    r = resolve(loads(text, "t.yaml"))
    assert not unsupported(r), unsupported(r)
    return r.outcome["state"]["A.gift_markers"], decided(r)


def test_accel_marker_put_on_the_added_circle_16_3_1_5_2() -> None:
    got, cl = _run("アクセルI")
    assert got == "accel_1:accel1"
    assert {"16.3.1.5.2", "16.3.1.5.3"} <= cl


def test_marker_added_beside_the_markers_given() -> None:
    got, cl = _run(
        "アクセルI",
        '    gift_markers: "vanguard:force1"\n    ride_gift: force',
    )
    assert got == "vanguard:force1, accel_1:accel1"
    assert {"16.3.1.5.2", "16.3.1.5.3"} <= cl


def test_force_marker_on_the_circle_chosen_16_3_1_4_1() -> None:
    got, cl = _run(
        "フォースI",
        ask="ask: [A.gift_markers]\nchoices:\n  - {player: A, at: gift_circle, choose: vanguard}",
    )
    assert got == "vanguard:force1"
    assert "16.3.1.4.1" in cl


def test_markers_given_and_unchanged_read_as_written() -> None:
    text = (
        BODY.replace("CROWN", "アクセルI")
        .replace("GIVEN", '    gift_markers: "vanguard:force1"')
        .replace("ASK", "ask: [A.gift_markers]")
        .replace(
            "  - {do: main_phase, actions: [{do: activate, card: 術士}]}",
            "  - {do: main_phase, actions: []}",
        )
    )
    r = resolve(loads(text, "t.yaml"))
    assert r.outcome["state"]["A.gift_markers"] == "vanguard:force1"
