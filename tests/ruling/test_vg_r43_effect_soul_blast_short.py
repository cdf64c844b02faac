"""vg round 43: 7.25.3 against 1.3.2 (the audit's effect_soul_blast_short): an effect's soul blast
with some soul cards but fewer than its number — both readings run (not done at all / every soul
card to the drop); with none or enough soul cards, no point is raised."""

from __future__ import annotations

import pytest

from tests.ruling.boards import vg_run

_BLAST = """players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3}
    soul: [SOUL]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "【ソウルブラスト】(2)を払う。"}
ask: [A.soul, A.drop]
"""


@pytest.mark.parametrize(
    ("soul", "raised", "left"),
    [
        ("{name: 魂一, type: normal}", True, None),
        ("{name: 魂一, type: normal}, {name: 魂二, type: normal}", False, 0),
        ("", False, 0),
    ],
)
def test_vg_an_effects_soul_blast_short_of_cards_is_a_reading(
    soul: str, raised: bool, left: int | None
) -> None:
    r = vg_run(_BLAST.replace("SOUL", soul))
    points = {
        c.option: lf.outcome["state"]["A.soul"]
        for lf in r.leaves + r.alternates
        for c in lf.choices
        if c.reading
    }
    assert bool(points) is raised
    if raised:
        assert points == {"not_done": 1, "as_far_as_possible": 0}
        assert {"7.25.3", "1.3.2"} <= set(r.main.decided_by)
    else:
        assert r.outcome["state"]["A.soul"] == left
