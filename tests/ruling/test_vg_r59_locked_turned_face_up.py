"""Round 59 (s56vgR): a locked card turned face up by an effect (「あなたの呪縛カードを１枚選び、表にす
る」) is unlocked (7.31.3 「解呪するものとして扱います」): standing (7.31.2), no 登場 (7.31.4), and
not the card it was, so the effects on it end (7.31.1.1), as with 「解呪する」."""

from __future__ import annotations

from tests.ruling.boards import cited, vg_run, zone_names

BODY = """\
players:
  A:
    vanguard: {name: 覇王, type: normal, grade: 3}
    left_front: {name: 騎兵, type: normal, grade: 2, power: 10000, locked: true, text: "【自】：このユニットが(R)に登場した時、１枚引く。"}
    hand: [{name: 灯, type: order, grade: 0, text: "あなたの呪縛カードを１枚選び、表にする。"}]
    deck: 10
  B: {vanguard: {name: 魔女, type: normal, grade: 3}, deck: 10}
effects:
  - {target: 騎兵, stat: power, op: add, value: 5000, until: turn}
actions:
  - {do: main_phase, actions: [{do: play_order, card: 灯}]}
"""


def test_turned_face_up_is_unlocked() -> None:
    r = vg_run(BODY)
    steps = r.main.trace.steps
    c = next(x for x in r.main.final.players["A"].zones["field.left_front"])
    assert c.name == "騎兵" and c.face_up and not c.states.get("locked")
    assert c.states.get("orientation", "stand") == "stand"
    assert not [s for s in steps if s.event == "draw"]  # no 登場 (7.31.4)
    assert zone_names(r, "A", "hand") == []
    assert {"7.31.3", "7.31.4"} <= cited(r)
    assert not any(e.target == c.uid for e in r.main.final.effects)  # 7.31.1.1
    assert "7.31.1.1" in cited(r)
