"""An effect's stride (round 58, s55vgR): 「あなたのＧゾーンから裏の「X」を１枚選び、このユニットに超越
する」 — 6.5.1 「G ユニットを‘超越する’指示がある場合」: the G unit is put on the vanguard circle in the
orientation of the vanguard now (6.5.1.1: a rested vanguard, a rested G unit) and the vanguard
becomes its hearts card (6.5.1.2) (``turn.stride_onto``, shared with the stride a play makes)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import cited, unsupported, vg_run

TEXT = "【起】【(V)】：あなたのＧゾーンから裏の「超越竜」を１枚選び、このユニットに超越する。"


@pytest.mark.parametrize("state", ["stand", "rest"])
def test_strides_in_the_vanguards_orientation(state: str) -> None:
    r = vg_run(
        "players:\n"
        f'  A: {{vanguard: {{name: 竜騎, type: normal, grade: 3, power: 13000, state: {state}, text: "{TEXT}"}},'
        " g_zone: [{name: 超越竜, type: g, grade: 4, power: 15000}], deck: 10}\n"
        "  B: {vanguard: {name: 敵, type: normal, grade: 3, power: 13000}, deck: 10}\n"
        "actions:\n  - {do: main_phase, actions: [{do: activate, card: 竜騎}]}\n"
    )
    assert not unsupported(r)
    v = r.main.final.players["A"].zones["field.vanguard"]
    g = next(c for c in v if c.name == "超越竜")
    old = next(c for c in v if c.name == "竜騎")
    assert g.orientation == state and old.states.get("hearts")
    assert {"6.5.1", "6.5.1.1", "6.5.1.2"} <= cited(r)


def test_not_the_vanguard_no_stride() -> None:
    r = vg_run(
        "players:\n"
        f"  A: {{vanguard: {{name: 将, type: normal, grade: 3, power: 13000}},"
        f' left_front: {{name: 竜騎, type: normal, grade: 3, power: 13000, text: "{TEXT.replace("(V)", "(R)")}"}},'
        " g_zone: [{name: 超越竜, type: g, grade: 4, power: 15000}], deck: 10}\n"
        "  B: {vanguard: {name: 敵, type: normal, grade: 3, power: 13000}, deck: 10}\n"
        "actions:\n  - {do: main_phase, actions: [{do: activate, card: 竜騎}]}\n"
    )
    assert [c.name for c in r.main.final.players["A"].zones["g_zone"]] == ["超越竜"]
