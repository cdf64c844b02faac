"""Round 50 (s47vgB): clauses the engine applies, cited at the step that applies them, and a card
type not given read as unknown.

- a 「…のパワーがN以上なら」 requirement reads the value as the continuous effects make it now: the
  steps of 11.11.1 that change it (11.11.1.7 for a +/- effect);
- 「…を１枚選び」 with a lone target: the master must choose it (11.8.4.1);
- a retire a 「…退却しない」 prohibition beats (1.3.3) is simply not done (1.3.2);
- 「トリガーユニットが出た時」 read on a card whose type is not given (a trigger icon, 2.8.1, tells no
  type, 2.9.6): taken not to be one, and said (``not_given_condition_unmet``) — not a silent miss.
"""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect
from tests.ruling.boards import cited, vg_run, zone_names

POWER = """players:
  A:
    vanguard:
      name: 覇竜
      type: normal
      grade: 3
      power: 13000
      text: "【自】【(V)】：エンドフェイズ開始時、このユニットのパワーが23000以上なら、１枚引く。"
    hand: 0
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
%s
actions:
  - {do: end_phase}
"""
PLUS = "effects:\n  - {target: 覇竜, stat: power, op: add, value: 10000, until: turn}"


@pytest.mark.parametrize(("effects", "drawn"), [(PLUS, 1), ("", 0)])
def test_requirement_reads_value_with_its_layers(effects: str, drawn: int) -> None:
    r = vg_run(POWER % effects, "battle")
    assert len(zone_names(r, "A", "hand")) == drawn
    # the +10000 read at 11.11.1.7 decides the requirement; the printed value alone cites none
    assert ("11.11.1.7" in cited(r)) is bool(effects)


CHOOSE = """players:
  A: {vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}, deck: 10}
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    left_front: %s
    deck: 10
actions:
  - do: main_phase
    actions:
      - {do: resolve_text, player: A, text: "%s"}
"""
SHIELD = '{name: 不動の盾, type: normal, grade: 2, power: 10000, text: "%s"}'
KEEP = "【永】【(R)】：このユニットは相手のカードの効果で退却しない。"


def test_lone_target_must_be_chosen() -> None:
    r = vg_run(CHOOSE % (SHIELD % "", "相手のリアガードを１枚選び、退却させる。"))
    assert zone_names(r, "B", "drop") == ["不動の盾"]
    assert {"11.8.4", "11.8.4.1"} <= cited(r)


def test_prohibited_retire_is_simply_not_done() -> None:
    r = vg_run(CHOOSE % (SHIELD % KEEP, "相手のリアガードを１枚選び、退却させる。"))
    assert zone_names(r, "B", "field.left_front") == ["不動の盾"]
    assert {"1.3.3", "1.3.2"} <= cited(r)
    r = vg_run(CHOOSE % (SHIELD % "", "相手のリアガードを１枚選び、退却させる。"))
    assert "1.3.2" not in cited(r)


CHECK = """players:
  A: {vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000, critical: 1}, deck: 10}
  B:
    vanguard:
      name: 騎士
      type: normal
      grade: 3
      power: 13000
      text: "【自】【(V)】：あなたのダメージチェックでトリガーユニットが出た時、そのカードを手札に加える。"
    deck: [{name: 引き兵, %sgrade: 0, trigger: draw, trigger_power: 10000}, 9]
actions:
  - {do: attack, attacker: vanguard, target: vanguard}
"""


@pytest.mark.parametrize("typed", [True, False])
def test_trigger_unit_of_type_not_given_is_said(typed: bool) -> None:
    r = vg_run(CHECK % ("type: trigger, " if typed else ""), "battle")
    assert not check_expect(r)
    taken = "引き兵" in zone_names(r, "B", "hand")
    assert taken is typed
    said = any(w.key == "not_given_condition_unmet" for w in r.warnings())
    assert said is not typed
    if typed:
        assert "7.16.1" in cited(r)


@pytest.mark.parametrize(("zone", "spelled"), [("ドロップ", True), ("ドロップゾーン", False)])
def test_drop_spelling_cites_its_definition(zone: str, spelled: bool) -> None:
    """「ドロップに置く」: the text's 「ドロップ」 is the drop zone (4.7.3, the definitions table);
    printed 「ドロップゾーン」 it is the zone's own name, nothing to cite."""
    r = vg_run(CHOOSE % (SHIELD % "", f"相手のリアガードを１枚選び、{zone}に置く。"))
    assert zone_names(r, "B", "drop") == ["不動の盾"]
    assert {"11.8.5.2", "7.18.2"} <= cited(r)
    assert ("4.7.3" in cited(r)) is spelled
