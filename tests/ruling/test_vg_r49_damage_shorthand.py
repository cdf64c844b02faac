"""Round 49: 「相手のヴァンガードに１ダメージ。」 is 「相手のヴァンガードに１ダメージを与える。」
(7.35.2): the vanguard damage rises (7.35.1), the damage check puts the sixth card in the damage
zone and its fighter loses (13.6, 13.2.2). Printed with 「を与える」 the step does not cite 7.35.2."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect
from tests.ruling.boards import cited, vg_run

BOARD = """players:
  A: {vanguard: {name: 覇竜, grade: 3, power: 13000}, deck: 10}
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    damage: 5
    deck: [{name: 外れ, type: normal, grade: 2, trigger: none}, 9]
actions:
  - do: main_phase
    actions:
      - {do: resolve_text, player: A, text: "%s"}
expect:
  outcome: {game_over: true, loser: B}
  state: {B.damage: 6, 外れ.zone: B.damage}
"""


@pytest.mark.parametrize(
    ("text", "shorthand"),
    [
        ("相手のヴァンガードに１ダメージ。", True),
        ("相手のヴァンガードに１ダメージを与える。", False),
    ],
)
def test_damage_shorthand_deals_damage(text: str, shorthand: bool) -> None:
    r = vg_run(BOARD % text)
    assert not check_expect(r)
    assert {"7.35.1", "7.35.2.2", "13.2.2"} <= cited(r)
    assert ("7.35.2" in cited(r)) is shorthand
