"""vg round 45: 「このユニットがヴァンガードにアタックされた時」 — the attack read from the side it was made
toward: 'A attacked B' is also 'B was attacked by A' (1.3.7.3), cited where the trigger names the
attacker; a bare 「アタックされた時」 does not."""

from __future__ import annotations

from tests.ruling.boards import cited, vg_run

BODY = """players:
  A:
    vanguard: {name: 攻めの竜, grade: 3, power: 13000, critical: 1}
    deck: [{name: 兵, grade: 1, trigger: none}, 10]
  B:
    vanguard: {name: 守りの騎士, grade: 3, power: 13000}
    right_front: {name: 槍兵, grade: 2, power: 10000, text: "【自】【(R)】：このユニットがWHOアタックされた時、そのバトル中、このユニットのパワー＋10000。"}
    deck: 10
actions:
  - {do: attack, attacker: vanguard, target: B.right_front}
"""


def test_attacked_by_a_vanguard() -> None:
    r = vg_run(BODY.replace("WHO", "ヴァンガードに"), phase="battle")
    assert "1.3.7.3" in cited(r)


def test_attacked_by_anyone() -> None:
    r = vg_run(BODY.replace("WHO", ""), phase="battle")
    assert "1.3.7.3" not in cited(r)
