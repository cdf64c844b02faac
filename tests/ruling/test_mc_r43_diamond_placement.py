"""mc (round 43, s40mc2): the b. form ◇ placement (14.6.4.2) — 「〈対象:地形1つ〉(対象が…の場合、)
このカードを対象の存在するエリアに配置してもよい」 on a terrain card: used by the placement
procedure, onto the area of the terrain targeted (a place the normal rules may not allow), that
terrain discarded (12.1.1.2.7); it counts as the turn's normal placement, so a proxy terrain
after it is refused (12.1.1.2.2.1)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import decided, mc_run

ERODE = (
    "◇侵食\\n〈対象:地形1つ〉対象が「誰もいない地形」の場合、"
    "このカードを対象の存在するエリアに配置してもよい。"
)
RISE = "◇隆起\\n〈対象:地形1つ〉対象の存在するエリアに、このカードを配置してもよい。"
ORC = "{name: オーク, type: unit, level: 1, attack: 1, defense: 1}"


def _place(text: str, r3: str, then_proxy: bool = False) -> object:
    more = "  - {do: place_terrain, proxy: true, area: c2}\n" if then_proxy else ""
    return mc_run(
        "turn: {player: A, number: 5, phase: main}\nplayers:\n"
        "  A:\n    deck: 20\n"
        f'    hand: [{{name: 湿原, type: terrain, limit: 6, text: "{text}"}}]\n'
        "    field:\n      c1: [{name: 本陣, type: terrain, hq: true}]\n"
        f"  B:\n    deck: 20\n    field:\n      r3: {r3}\n"
        "      c4: [{name: 本陣, type: terrain, hq: true}]\n"
        f"actions:\n  - {{do: place_terrain, card: 湿原, area: r3, ability: true}}\n{more}"
        "ask: [湿原.zone, B.discard, A.c2]\n"
    )


def _state(r: object, key: str) -> object:
    return r.main.outcome["state"][key]  # type: ignore[attr-defined]


def test_onto_the_targets_area_the_terrain_there_discarded() -> None:
    r = _place(ERODE, "[{name: 荒野, type: terrain, limit: 6}]")
    assert _state(r, "湿原.zone") == "A.field.r3"
    assert _state(r, "B.discard") == 1
    assert {"14.6.4.2", "12.1.1.2.7"} <= decided(r)
    assert "14.6.3.3" not in decided(r)


def test_condition_on_the_target_not_met() -> None:
    r = _place(ERODE, f"[{{name: 荒野, type: terrain, limit: 6}}, {ORC}]")
    assert _state(r, "湿原.zone") == "A.hand"  # a unit on it: no 「誰もいない地形」


def test_without_a_condition_any_terrain() -> None:
    r = _place(RISE, f"[{{name: 荒野, type: terrain, limit: 6}}, {ORC}]")
    assert _state(r, "湿原.zone") == "A.field.r3"


@pytest.mark.parametrize("text", [ERODE, RISE])
def test_counts_as_the_normal_placement(text: str) -> None:
    r = _place(text, "[{name: 荒野, type: terrain, limit: 6}]", then_proxy=True)
    assert _state(r, "A.c2") == []  # the proxy after it is refused
    assert "12.1.1.2.2.1" in decided(r)
