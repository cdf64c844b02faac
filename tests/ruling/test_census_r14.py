"""Points of the round-14 census raised by the engine (docs/unsettled.md): each flagged where a
ruling goes through the choice, and a settled neighbour not flagged."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import ambiguity_clauses as _flags

_VG_LIMIT = """
game: vg
title: a turn-limited ability of a unit that left and came back
turn: {player: A, number: 5, phase: main}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3}
    field: {left_front: {name: 兵, type: normal, grade: 1, power: 8000, text: "【起】【(R)】【ターン1回】：１枚引く。"}}
    deck: 10
    hand: 0
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - do: main_phase
    actions:
      - {do: activate, card: 兵}
BETWEEN
      - {do: activate, card: 兵, allowed: ALLOWED}
ask: [A.hand]
"""


def test_vg_turn_limit_of_a_new_card_is_an_unsettled_point() -> None:
    back = (
        "      - {do: move, card: 兵, to: hand}\n      - {do: call, card: 兵, circle: left_front}"
    )
    r = resolve(loads(_VG_LIMIT.replace("BETWEEN", back).replace("ALLOWED", "true")))
    assert ["12.3.2.2", "4.1.8"] in _flags(r)
    # the same card, not moved: used up (12.3.2.2), refused, nothing flagged
    r = resolve(loads(_VG_LIMIT.replace("BETWEEN\n", "").replace("ALLOWED", "false")))
    assert not [f for f in _flags(r) if "12.3.2.2" in f]
    from ruling.resolve import check_expect

    assert check_expect(r) == []


def _vs(attacker_dp: int) -> str:
    debuff = '"[リング]このカードがアタックされた時、相手のリングのカードを+0/-3000。"'
    return f"""
game: vs
title: a partner attack whose attacking card left the ring
turn: {{player: A, number: 6}}
players:
  A:
    deck: [{{name: 新顔, ap: 1000, dp: 4000}}, 9]
    retire: 3
    ring: {{name: 千早, title: 歌姫, ap: 1000, dp: {attacker_dp}, partner_name: 春香, partner_title: リーダー}}
    bench: {{left: {{name: 春香, title: リーダー, ap: 1000, dp: 1000}}}}
  B:
    deck: 9
    retire: 2
    ring: {{name: 美希, ap: 2000, dp: 5000, text: {debuff}}}
actions:
  - {{do: attack, support: 春香}}
ask: [美希.zone, 千早.zone]
"""


def test_vs_partner_attack_whose_attacker_left_is_an_unsettled_point() -> None:
    # 千早 (defence 2000) is retired by 美希's ability when attacked; the partner attack still
    # retires 美希 as printed (7.1.5.2), and the ruling says it rests on that reading
    r = resolve(loads(_vs(2000)))
    assert r.outcome["state"] == {"美希.zone": "B.retire", "千早.zone": "A.retire"}
    assert ["7.1.5.2", "4.14.1", "7.1.3.2.2"] in _flags(r)
    # the attacker stays in the ring (defence 4000): no reading is rested on
    r = resolve(loads(_vs(4000)))
    assert r.outcome["state"] == {"美希.zone": "B.retire", "千早.zone": "A.ring"}
    assert not [f for f in _flags(r) if "7.1.5.2" in f]


_VG_CALLED = """
game: vg
title: a unit moved between circles, and 「このユニットがコールされた時」
turn: {player: A, number: 5, phase: main}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3}
    field: {left_front: {name: 兵, type: normal, grade: 1, power: 8000, text: "【自】【(R)】：このユニットがコールされた時、１枚引く。"}}
    hand: [{name: 新兵, type: normal, grade: 1, power: 5000, text: "【自】【(R)】：このユニットがコールされた時、１枚引く。"}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - do: main_phase
    actions:
      - ACT
ask: [A.hand]
"""


def test_vg_a_move_between_circles_and_when_called_is_an_unsettled_point() -> None:
    # moved from a rear-guard circle to another: no call under the engine's reading (4.1.8),
    # 6.2.1.2 「原則として…置かれた場合…‘コールされた’」 the other — flagged where the ruling
    # rests on the ability not triggering
    r = resolve(loads(_VG_CALLED.replace("ACT", "{do: move, card: 兵, to: left_back}")))
    assert r.outcome["state"] == {"A.hand": 1}
    # the flag names the reading's clauses first, then the clauses of the move it was raised at
    # (here the player's move, 7.34.1.1)
    assert any(f[:3] == ["6.2.1.2", "4.1.8", "7.17.1"] for f in _flags(r)), _flags(r)
    # a call from the hand triggers it: nothing to flag
    r = resolve(loads(_VG_CALLED.replace("ACT", "{do: call, card: 新兵, circle: right_front}")))
    assert r.outcome["state"] == {"A.hand": 1}  # 新兵 left the hand, one card drawn
    assert not [f for f in _flags(r) if "6.2.1.2" in f]
