"""A [メイン] ability refused outside the main phase cites the list of what may be done in the
phase it was tried in (round 38, issue 14): in the summon phase, 7.4.4 — the summon phase's play
step lists summons and the exchange of equipment, no ability use — beside 7.3.3 / 10.9.9, which
say where a [メイン] ability may be used."""

from __future__ import annotations

from tests.ruling.boards import mc_run

BOARD = """
turn: {{player: A, number: 5, phase: {phase}}}
players:
  A:
    deck: 20
    field:
      c1:
        - {{name: 本陣, type: terrain, hq: true}}
        - {{name: 軍師, type: unit, level: 2, attack: 1, defense: 2, text: "◎[メイン]号令\\n〈対象:ユニット1体〉\\n対象に「攻撃力:+2」を付与する。"}}
        - {{name: 兵卒, type: unit, level: 1, attack: 2, defense: 1}}
  B:
    deck: 20
    field:
      c4: [{{name: 本陣, type: terrain, hq: true}}]
actions:
  - {{do: use, card: 軍師, target: 兵卒}}
ask: [兵卒.attack]
"""


def test_a_main_ability_in_the_summon_phase_cites_the_summon_phase_actions() -> None:
    r = mc_run(BOARD.format(phase="summon"))
    assert r.main.rejected
    assert r.outcome["state"] == {"兵卒.attack": 2}
    assert {"7.4.4", "7.3.3", "10.9.9"} <= set(r.decided_by)


def test_neighbour_in_the_main_phase_it_is_used_and_7_4_4_is_not_cited() -> None:
    r = mc_run(BOARD.format(phase="main"))
    assert not r.main.rejected
    assert r.outcome["state"] == {"兵卒.attack": 4}
    assert "7.4.4" not in r.decided_by
