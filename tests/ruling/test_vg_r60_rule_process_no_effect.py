"""Round 60 (s57vgR): a rule process is no effect and has no source (11.5.1.2) — a card a rule
process moves (a legion mate whose leader left goes to the soul, 13.3.1) does not meet
「カードの効果によってソウルに置かれた時」, and the ruling cites 11.5.1.2 for it."""

from __future__ import annotations

from tests.ruling.boards import cited, unsupported, vg_run, zone_names

BOARD = """\
players:
  A:
    vanguard:
      - {name: 主, type: normal, grade: 3, power: 13000, legion: leader}
      - name: 相方
        type: normal
        grade: 3
        power: 12000
        legion: mate
        text: "【自】：このカードがカードの効果によってソウルに置かれた時、１枚引く。"
    soul: [{name: 魂, type: normal, grade: 1}]
    hand: 1
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: main_phase, actions: [{do: resolve_text, text: "あなたのヴァンガードを１枚選び、バインドする。", card: 主}]}
choices:
  - {player: A, at: choose, choose: 主}
  - {player: A, at: ride_from_soul, choose: 相方}
"""


def test_mate_put_into_the_soul_by_rule_is_not_by_an_effect() -> None:
    r = vg_run(BOARD)
    assert not unsupported(r)
    assert zone_names(r, "A", "bind") == ["主"]
    assert len(zone_names(r, "A", "hand")) == 1  # 相方 did not trigger: no draw
    assert {"13.3.1", "11.5.1.2"} <= cited(r)
