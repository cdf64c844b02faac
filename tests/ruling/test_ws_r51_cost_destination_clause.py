"""ws round 51 (s48wsA): a cost's move cites its destination as an effect's does — 「このカードを思い出
にする」 paid puts the card into the memory, which 3.12.1 names 「思い出にする」 (a cost into the clock, 4.10.2)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, decided, main_state


@pytest.mark.parametrize(
    ("cost", "zone", "clause"),
    [("思い出にする", "memory", "3.12.1"), ("控え室に置く", "waiting_room", None)],
)
def test_a_cost_into_the_memory_cites_3_12_1(cost: str, zone: str, clause: str | None) -> None:
    r = resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    deck: 10\n    stage:\n"
            "      left_back: {name: 係, type: character, level: 0, power: 1000, soul: 1, "
            f'text: "【起】［このカードを{cost}］ あなたは1枚引く。"}}\n'
            "  B: {deck: 10}\nactions:\n  - {do: activate, card: 係}\nask: [係.zone]\n",
            "t.yaml",
        )
    )
    assert main_state(r, "係.zone") == f"A.{zone}"
    assert ("3.12.1" in decided(r)) == (clause is not None)
