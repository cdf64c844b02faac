"""mc round 51 (s48mcA): an equipment's 「このユニットが死亡する場合、代わりにこの装備品を破棄
する」 — 「このユニット」 its wearer (4.7.2), the equipment itself discarded instead; with the
wearer's own death replacement the unit's owner picks the amulet's (10.8.4, 10.8.4.1; who picks
is the point mc replacement_chooser where the effect's player differs)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario, problems

_B = """\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - name: 術師
          type: unit
          level: 2
          defense: 2
          item_slots: 1
          text: "%s"
        - name: 護符
          type: item
          equip_cost: 1
          equipped_to: 術師
          text: "○身代わり\\nこのユニットが死亡する場合、代わりにこの装備品を破棄する。"
"""
_REST = """\
actions:
  - {do: resolve_text, player: A, text: "対象を死亡させる。", target: 術師}
%sexpect:
  state: {術師.zone: B.c3, 護符.zone: B.discard, B.hand: 0}
"""


def test_equipment_replaces_its_wearers_death() -> None:
    text = mc_scenario(b=_B % "", rest=_REST % "", b_top="    deck: 20\n    hand: 0\n")
    assert problems(text) == []
    r = resolve(loads(text))
    assert {"4.7.2", "11.3.1.3.1", "10.8.3"} <= set(r.decided_by)


def test_two_death_replacements_owner_picks_without_reading() -> None:
    own = "○幻身\\nこのユニットが死亡する場合、代わりに持ち主の手札に戻す。"
    text = mc_scenario(
        b=_B % own,
        rest=_REST % "choices:\n  - {player: B, at: replacement, choose: 護符}\n",
        b_top="    deck: 20\n    hand: 0\n",
    )
    assert problems(text) == []
    r = resolve(loads(text))
    assert {"10.8.4", "10.8.4.1", "4.7.2"} <= set(r.decided_by)
