"""mc round 50 (s47mcA): under the engine's reading of mc battle_pass_main_end, 7.3.4's pass
suspends the play step for the battle and 「メインフェイズ終了時」 (7.3.5) is not raised by it: a
step says so, citing 7.3.4, and the ● waiting for that moment rests on it; the point names
14.7.3.5, through which the ● would trigger."""

from __future__ import annotations

from ruling import unsettled
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario

_BOARD = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 戦士, type: unit, level: 2, attack: 4, defense: 4}
        - name: 伝令
          type: unit
          level: 1
          attack: 0
          defense: 2
          text: "●[自軍ターン]帰還報告\\n〈発揮:メインフェイズ終了時/対象:自軍プレイヤー〉\\nカードを1枚補充する。"
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 歩哨, type: unit, level: 1, attack: 1, defense: 2}
""",
    rest="""\
actions:
  - {do: advance, units: [戦士], to: c3, dice: {A: 6, B: 1}}
ask: [A.hand]
""",
    turn="{player: A, number: 5, phase: main, first_player: A}",
)


def test_the_engine_reading_cites_7_3_4() -> None:
    r = resolve(loads(_BOARD))
    assert r.outcome["state"] == {"A.hand": 0}
    assert "7.3.4" in r.decided_by
    at_battle = [x for x in r.outcome["readings"] if "at_battle" in x["reading"]]
    assert at_battle and at_battle[0]["outcome"]["state"] == {"A.hand": 1}
    assert "14.7.3.5" in unsettled.entry("mc", "battle_pass_main_end").clauses
