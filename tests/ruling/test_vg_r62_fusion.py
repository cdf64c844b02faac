"""魔獣合成 (6.10), round 62 (s59vgR1): a fusion unit a scenario lists on one circle (the
〈魔獣合成体〉 token and the cards under it, ``_vg/fusion.bundles_listed``), the card-text action
「…を選び、魔獣合成する」 with no object (the units chosen, 6.10.2; 「魔獣合成したなら」 6.10.5.1),
and a fusion unit locked (6.10.4: the token erased, the other cards to the drop; the point
fusion_locked_retired: 7.18.2 against 7.30.1 / 6.10.3.1)."""

from __future__ import annotations

from typing import Any

from tests.ruling.boards import vg_run, zone_names

BUNDLE = """    left_front:
      - {name: 合成獣, type: token, grade: 0, power: 15000, race: 魔獣合成体}
      - {name: 爪, type: normal, grade: 1, power: 8000}
      - {name: 殻, type: normal, grade: 2, power: 10000}
"""


def _lock(b_vanguard_text: str = "") -> Any:
    text = f', text: "{b_vanguard_text}"' if b_vanguard_text else ""
    return vg_run(
        f"""players:
  A:
    vanguard:
      name: 封
      type: normal
      grade: 3
      power: 13000
      text: "【起】【(V)】：相手のリアガードを１枚選び、呪縛する。"
    deck: 10
  B:
    vanguard: {{name: 王, type: normal, grade: 3, power: 13000{text}}}
{BUNDLE}    hand: 0
    deck: 10
actions:
  - {{do: activate, card: 封, ability: 1}}
choices:
  - {{player: A, at: choose, choose: 合成獣}}
ask: [B.hand, B.drop]
"""
    )


def test_a_listed_bundle_is_one_fusion_unit_topped_by_its_token() -> None:
    r = vg_run(
        f"""players:
  A:
    vanguard: {{name: 王, type: normal, grade: 3, power: 13000}}
{BUNDLE}    deck: 10
  B: {{vanguard: {{name: 敵, type: normal, grade: 3, power: 13000}}, deck: 10}}
actions:
  - {{do: check_timing}}
"""
    )
    z = r.main.final.players["A"].zones["field.left_front"]
    # no 13.3 drop of the cards under the token: they are one unit with it (6.10.2.1, 6.10.3)
    by = {c.name: c for c in z}
    assert set(by) == {"合成獣", "爪", "殻"}
    top = by["合成獣"].uid
    assert by["爪"].states.get("fused_under") == top == by["殻"].states.get("fused_under")


def test_locking_a_fusion_unit_erases_the_token_and_drops_the_rest() -> None:
    r = _lock()
    assert not r.main.final.players["B"].zones.get("field.left_front")
    assert sorted(zone_names(r, "B", "drop")) == ["殻", "爪"]
    assert "6.10.4" in r.decided_by
    assert not r.reading_points()  # nothing waits for a retire: the point is not raised


def test_the_retire_reading_is_raised_where_a_retire_trigger_waits() -> None:
    r = _lock("【自】【(V)】：あなたのリアガードが退却した時、１枚引く。")
    o = r.outcome
    assert {"6.10.4", "7.18.2"} <= set(o["depends_on_reading"])
    by = {x["reading"][0]: x["outcome"] for x in o["readings"]}
    states = {o["state"]["B.hand"], *(v["state"]["B.hand"] for v in by.values())}
    # retired: one rear-guard retired (the bundle, one unit: one event) — not one per card
    assert states == {0, 1}


FUSE = """players:
  A:
    vanguard:
      name: 創造主
      type: normal
      grade: 3
      power: 13000
      text: "【起】【(V)】：あなたのリアガードを２体まで選び、魔獣合成する。魔獣合成したなら、１枚引く。"
    left_front: {name: 合成獣, type: token, grade: 0, power: 15000, race: 魔獣合成体}
    right_front: {name: 爪, type: normal, grade: 1, power: 8000}
    hand: 0
    deck: 10
  B: {vanguard: {name: 敵, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: activate, card: 創造主, ability: 1}
choices:
  - {player: A, at: choose, choose: CHOSEN}
ask: [A.hand]
"""


def test_fusing_the_units_chosen_before() -> None:
    r = vg_run(FUSE.replace("CHOSEN", "[合成獣, 爪]"))
    st = r.main.final.players["A"]
    z = {c.name: c for c in st.zones["field.left_front"]}
    assert set(z) == {"合成獣", "爪"} and z["爪"].states.get("fused_under") == z["合成獣"].uid
    assert not st.zones.get("field.right_front")
    assert len(st.zones["hand"]) == 1  # 「魔獣合成したなら」: made (6.10.5)
    assert "6.10.2" in r.decided_by


def test_fusing_one_unit_is_not_done_and_not_made() -> None:
    r = vg_run(FUSE.replace("CHOSEN", "合成獣"))
    st = r.main.final.players["A"]
    assert len(st.zones["hand"]) == 0
    assert {"6.10.2.2", "6.10.5.1"} <= set(r.decided_by)
