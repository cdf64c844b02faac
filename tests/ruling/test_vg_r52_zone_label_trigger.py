"""Round 52 (s49vgA): an automatic ability labelled with a zone (【(R)】) works, and so triggers,
only with its card there (11.4.4): a unit retired from the guardian circle (it intercepted) is
read as it was on the field (11.9.6.1.2), on (G) — its 【(R)】 「退却した時」 does not trigger, and
the conclusion that it did not cites the label's clause; unlabelled, it triggers (11.4.4.1)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import decided, vg_run, zone_names

BOARD = """players:
  A:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    deck: 10
  B:
    vanguard: {name: 王, grade: 3, power: 13000}
    left_front:
      {name: 槍兵, type: normal, grade: 2, power: 10000, shield: 5000, skills: [intercept], text: "%s"}
    damage: 1
    deck: 10
actions:
  - do: attack
    attacker: vanguard
    target: B.vanguard
    guard_actions:
      - {do: intercept, card: 槍兵}
expect:
  triggered: {槍兵: %d}
"""


@pytest.mark.parametrize("label", [True, False])
def test_rear_guard_label_on_guardian_circle(label: bool) -> None:
    text = f"【自】{'【(R)】' if label else ''}：このユニットが退却した時、１枚引く。"
    r = vg_run(BOARD % (text, 0 if label else 1), phase="battle")
    assert zone_names(r, "B", "drop") == ["槍兵"]
    assert len(zone_names(r, "B", "hand")) == (0 if label else 1)
    if label:
        assert {"11.4.4", "11.9.6.1.2"} <= decided(r)
