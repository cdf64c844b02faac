"""vg round 55 (issue 14, s52vgR1): 「「X」マーカーが置かれているサークルにいる…」 — the cards on a
circle where a record marker of that name is: one put on the circle (15.8.2.1), or one put on a
unit, read as on the circle that unit is on now (15.8.2.3, 15.8.2.3.1; it follows the unit,
15.8.4.3). A marker put on a circle stays when the unit there leaves (15.8.4.2). Refused before
as "a relative clause put.passive_prog in a selector"."""

from __future__ import annotations

import pytest

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from tests.ruling.boards import cited, vg_run, zone_names

TEXT = "【永】【(V)】：「篝火」マーカーが置かれているサークルにいるあなたのリアガードすべてのパワー＋5000。"

BOARD = """players:
  A:
    vanguard: {name: 軍師, type: normal, grade: 3, power: 13000, text: "%s"}
    left_front: {name: 斥候, type: normal, grade: 1, power: 8000}
    left_back: {name: 援兵, type: normal, grade: 2, power: 10000}
    hand: [{name: 槍兵, type: normal, grade: 2, power: 10000}]
    %s
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
%s
ask: [斥候.power, 援兵.power]
"""


def _run(actions: str, given: str = "") -> dict:
    r = vg_run(BOARD % (TEXT, given, actions))
    return r


@pytest.mark.parametrize("spelling", ["「篝火」マーカー", "篝火マーカー"])
def test_compiled(spelling: str) -> None:
    ab = parse_card(TEXT.replace("「篝火」マーカー", spelling), "vg").card.abilities[0]
    assert compile_ability(ab).steps[0].target.marked == "篝火"


def test_marker_on_a_unit_follows_it_15_8_2_3_1() -> None:
    r = _run(
        "  - {do: marker, name: 篝火, unit: 斥候, player: A}\n"
        "  - {do: swap, circle: left_front, with: left_back}\n"
    )
    assert r.outcome["state"] == {"斥候.power": 13000, "援兵.power": 10000}
    assert {"15.8.2.3", "15.8.2.3.1"} <= cited(r)


def test_marker_on_a_circle_stays_there_15_8_4_2() -> None:
    r = _run(
        "  - {do: swap, circle: left_front, with: left_back}\n",
        given='markers: "left_front:篝火"',
    )
    # 援兵 now stands on the marked circle; 斥候 left it
    assert r.outcome["state"] == {"斥候.power": 8000, "援兵.power": 15000}
    assert {"15.8.2.1", "15.8.2.3"} <= cited(r)


def test_retired_from_a_marked_circle_the_marker_stays() -> None:
    r = vg_run(
        (
            BOARD
            % (
                TEXT,
                'markers: "left_front:篝火"',
                "  - {do: retire, card: 斥候}\n  - {do: call, card: 槍兵, circle: left_front}\n",
            )
        ).replace("ask: [斥候.power, 援兵.power]", "ask: [槍兵.power]")
    )
    assert r.outcome["state"] == {"槍兵.power": 15000}
    assert {"15.8.2.1", "15.8.4.2"} <= cited(r)


def test_no_marker_no_change() -> None:
    r = _run("  - {do: swap, circle: left_front, with: left_back}\n")
    assert r.outcome["state"] == {"斥候.power": 8000, "援兵.power": 10000}


DRESSED = """players:
  A:
    vanguard: {name: 王, type: normal, grade: 3, power: 13000}
    left_front: {name: 従騎士, type: normal, grade: 1, power: 8000}
    hand:
      - {name: 片, type: normal, grade: 0}
      - {name: 聖騎士, type: normal, grade: 3, power: 13000, over_dress: [従騎士]}
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: gauge, card: 片, of: 従騎士}
  - {do: marker, name: 誓い, unit: 従騎士, player: A}
  - {do: overdress, card: 聖騎士, circle: left_front}
  - {do: check_timing}
ask: [A.markers]
"""


def test_a_unit_made_a_dress_origin_loses_its_markers_15_8_4_4() -> None:
    r = vg_run(DRESSED)
    # no longer a unit (6.7.2.1): its marker is erased, its gauge dropped (13.9.1)
    assert not r.outcome["state"]["A.markers"]
    assert "片" in zone_names(r, "A", "drop")
    assert {"6.7.2.1", "15.8.4.4", "13.9.1"} <= cited(r)
