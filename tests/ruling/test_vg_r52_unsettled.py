"""vg unsettled points met by blind set r52 (s49amb): each on a minimal board, both readings run."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

TWO = """\
game: vg
title: t
turn: {player: A, number: 6, first_player: A}
players:
  A:
    vanguard:
      name: 剛力の竜
      type: normal
      grade: 3
      power: 13000
      text: "【自】【(V)】：このユニットがアタックした時、あなたのソウルが５枚以上なら、そのバトル中、このユニットのパワー＋5000。%sなら、１枚引く。"
    center_back: {name: 重装の従者, type: normal, grade: 1, power: 12000, skills: [boost]}
    soul: %d
    hand: 0
    deck: [{name: 上の札, type: normal, grade: 1}, {name: 次の札, type: normal, grade: 2}, 10]
  B:
    vanguard: {name: 黒鉄の王, grade: 3, power: 13000}
    damage: 2
    deck: 10
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard, boost: center_back}
ask: [A.hand]
"""


def test_a_requirement_on_the_value_the_failed_sentence_changes_is_a_reading() -> None:
    # requirement_reads_value_failed_sentence_changes: the first sentence failed (soul 2); the
    # second reads the power it would have raised — judged on its own (11.2.2, the engine's:
    # 25000 by the boost, drawn) or as referring to its result (11.2.4: not resolved)
    r = resolve(loads(TWO % ("このユニットのパワーが25000以上", 2)))
    assert r.outcome["state"]["A.hand"] == 2
    (other,) = r.outcome["readings"]
    assert other["reading"] == ["not_resolved"]
    assert other["outcome"]["state"]["A.hand"] == 1
    assert {"11.2.4", "11.2.2"} <= set(r.outcome["depends_on_reading"])


def test_first_sentence_met_or_another_value_read_asks_nothing() -> None:
    # the first sentence met (soul 5): nothing failed before the second
    r = resolve(loads(TWO % ("このユニットのパワーが25000以上", 5)))
    assert r.outcome["state"]["A.hand"] == 2
    assert "readings" not in r.outcome
    # a requirement on a value the sentence before does not change: judged on its own
    r = resolve(loads(TWO % ("相手のダメージゾーンが２枚以上", 2)))
    assert r.outcome["state"]["A.hand"] == 2
    assert "readings" not in r.outcome


RETIRED = """\
game: vg
title: t
turn: {player: A, number: 6, first_player: A}
players:
  A:
    vanguard: {name: 蒼炎の騎士, grade: 3, power: 13000}
    left_front:
      name: 突撃兵
      type: normal
      grade: 2
      power: 10000
      text: "【自】【(R)】：このユニットのアタックがヒットしなかった時、１枚引く。"
    hand: 0
    deck: 10
  B:
    vanguard: {name: 黒鉄の王, grade: 3, power: %d}
    hand:
      - name: 迎撃の兵
        type: normal
        grade: 1
        shield: 5000
        text: "%s"
    damage: 2
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: B.vanguard, guard: [迎撃の兵]}
ask: [A.hand]
"""


def test_a_retired_attacker_s_own_not_hit_ability_does_not_trigger() -> None:
    # settled (vg/r52_029): 10.7.1.7's 'not hit' happens, but 突撃兵 is a new card in the drop
    # (4.1.8) where its 【(R)】 ability is not valid (11.4.4): no draw
    retire = "【自】【(G)】：このユニットが(G)に置かれた時、アタックしている相手のリアガードを１枚選び、退却させる。"
    r = resolve(loads(RETIRED % (10000, retire)))
    assert r.outcome["state"]["A.hand"] == 0
    assert {"10.7.1.7", "11.4.4"} <= set(r.decided_by)
    assert "readings" not in r.outcome


def test_an_attacker_still_on_its_circle_that_did_not_hit_draws() -> None:
    # neighbour: the guard keeps the attack from hitting and 突撃兵 stays on (R): it triggers
    r = resolve(loads(RETIRED % (10000, "")))
    assert r.outcome["state"]["A.hand"] == 1


STANDS = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 号令の騎士, grade: 3, power: 13000}
    left_front:
      name: 不屈の剣士
      type: normal
      grade: 2
      power: 10000
      text: "【自】【(R)】：このユニットがアタックしたバトル終了時、【コスト】[【カウンターブラスト】(1)]することで、このユニットを【スタンド】する。"
    right_front: {name: 並の剣士, type: normal, grade: 2, power: 10000}
    damage: [{name: 傷一, type: normal}, 1]
    deck: 10
  B:
    vanguard: {name: 中堅の騎士, grade: 2, power: 10000}
    damage: 1
    deck: [{name: 一の札, type: normal, grade: 1}, {name: 二の札, type: normal, grade: 2}, 8]
choices:
  - {player: A, choose: 不屈の剣士}
  - {player: A, at: cost, choose: "yes"}
actions:
  - {do: attack_by_effect, attacker: %s, target: B.vanguard, player: A}
ask: [B.damage]
"""


def test_several_units_told_to_attack_the_first_stood_is_a_reading() -> None:
    # attack_action_several_units_one_stood: the whole action ends (7.36.1.3, the engine's: 1
    # damage) or only 不屈の剣士's instruction (7.36.3: 並の剣士 attacks too, 2 damage)
    r = resolve(loads(STANDS % "[left_front, right_front]"))
    assert r.outcome["state"]["B.damage"] == 2
    others = r.outcome["readings"]
    assert others and all(x["reading"] == ["each_unit"] for x in others)
    assert {x["outcome"]["state"]["B.damage"] for x in others} == {3}
    assert {"7.36.1.3", "7.36.3"} <= set(r.outcome["depends_on_reading"])


def test_one_unit_told_to_attack_that_stood_asks_nothing() -> None:
    # one unit named: its standing ends the action, no other unit's instruction to read
    r = resolve(loads(STANDS.replace("  - {player: A, choose: 不屈の剣士}\n", "") % "[left_front]"))
    assert r.outcome["state"]["B.damage"] == 2
    assert "readings" not in r.outcome
