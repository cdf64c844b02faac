"""Round 60 (s57vgR): 【究極超越】 (14.13) — played by 6.6.3: its timing, a nation in common with
the vanguard, three face-up G zone cards (6.6.3.2); no grade 3 vanguards asked for. Its return to
the G zone removes every card of the G zone (6.6.3.5); a scenario says a G unit came by an
ultimate stride with ``strode_by: ultimate``, and a vanguard circle listing a G unit and other
cards holds its hearts cards (6.5.1.2)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import cited, unsupported, vg_run, zone_names

SKILL = (
    "【究極超越】-ストライドステップ-[手札からグレードの合計が３以上になるように１枚以上選び、捨てる]"
    "裏のこのカードを(V)に【超越】する。"
)


def test_compiled_as_an_ultimate_stride_skill() -> None:
    get_game("vg")
    (ab,) = _abilities("vg", SKILL, None)
    assert ab.supported, ab.reason
    assert ("ultimate", True) in ab.program.params


def _run_ride(face_up: int, nation: str) -> object:
    ups = "".join(
        f"      - {{name: 済{i}, type: g, grade: 4, power: 15000, face: up}}\n"
        for i in range(face_up)
    )
    src = (
        "game: vg\ntitle: t\nturn: {player: A, number: 7, phase: ride, step: stride, first_player: A}\n"
        "players:\n  A:\n"
        "    vanguard: {name: 覇竜, type: normal, grade: 2, power: 10000, nation: 帝国}\n"
        "    g_zone:\n"
        f'      - {{name: 終焉, type: g, grade: 4, power: 15000, nation: {nation}, text: "{SKILL}"}}\n'
        + ups
        + "    hand: [{name: 重騎, type: normal, grade: 3, power: 13000}]\n    deck: 10\n"
        "  B: {vanguard: {name: 騎士, type: normal, grade: 1, power: 8000}, deck: 10}\n"
        "actions:\n  - {do: stride, card: 終焉, discard: [重騎]}\n"
    )
    return resolve(loads(src, "t.yaml"))


@pytest.mark.parametrize(
    ("face_up", "nation", "strode", "clause"),
    [(3, "帝国", True, "6.6.3"), (2, "帝国", False, "6.6.3.2"), (3, "王国", False, "2.14")],
)
def test_ultimate_stride_conditions(face_up: int, nation: str, strode: bool, clause: str) -> None:
    r = _run_ride(face_up, nation)
    assert not unsupported(r)
    assert ("終焉" in zone_names(r, "A", "field.vanguard")) is strode
    assert clause in cited(r)


def test_return_removes_the_g_zone() -> None:
    r = vg_run(
        "players:\n  A:\n    vanguard:\n"
        f'      - {{name: 終焉, type: g, grade: 4, power: 15000, strode_by: ultimate, text: "{SKILL}"}}\n'
        "      - {name: 覇竜, type: normal, grade: 3, power: 13000}\n"
        "    g_zone: [{name: 残り, type: g, grade: 4, power: 15000}]\n    deck: 10\n"
        "  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}\n"
        "actions:\n  - {do: end_phase}\n"
    )
    assert not unsupported(r)
    assert zone_names(r, "A", "g_zone") == []
    assert sorted(zone_names(r, "A", "removed")) == ["残り", "終焉"]
    assert zone_names(r, "A", "field.vanguard") == ["覇竜"]
    assert {"6.6.3.5", "6.5.4.1"} <= cited(r)
