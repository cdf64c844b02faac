"""Round 55 (issue 14, s52vgR2): the clauses the engine applies where it decides —
an automatic ability's 「【コスト】[…]することで」 cost that cannot be paid is a cost its master may
decline (11.9.5.2), not paid (11.9.5); a ride from the ride deck by an effect discards nothing
(6.3.3.2.2 「このライドがカードの効果によるものでない場合」); a time leap's called unit not put
on the deck leaves 「置いたら」 unmet (11.2.3): the bound card stays bound."""

from __future__ import annotations

from typing import Any

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, unsupported


def _rule(body: str) -> Any:
    r = resolve(loads(body, "t.yaml"))
    assert not unsupported(r), unsupported(r)
    return r


ENERGY = """game: vg
title: t
turn: {player: A, number: 7, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 将, type: normal, grade: 3, power: 13000, text: "【自】【(V)】：このユニットがアタックした時、【コスト】[【エネルギーブラスト】(3)]することで、そのバトル中、このユニットのパワー＋10000。"}
    energy: ENERGY
    deck: [{name: 兵, type: normal, grade: 1, trigger: none}, 9]
  B: {vanguard: {name: 守, type: normal, grade: 3, power: 18000}, hand: 0, deck: 10}
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard}
choices:
  - {player: A, at: cost, choose: yes}
expect:
  state: {A.energy: ENERGY, B.damage: 0}
"""


def test_an_unpayable_optional_cost_is_not_paid() -> None:
    short = _rule(ENERGY.replace("ENERGY", "2"))
    assert not check_expect(short), check_expect(short)
    assert {"11.9.5", "11.9.5.1", "11.9.5.2", "7.49.2"} <= cited(short)


RIDE = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 賢竜, type: normal, grade: 2, power: 10000, text: "【起】【(V)】：あなたのライドデッキからグレード３のカードを１枚選び、ライドする。"}
    ride_deck: [{name: 覇竜, type: normal, grade: 3, power: 13000}]
    hand: 0
    deck: 10
  B: {vanguard: {name: 将, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: activate, card: 賢竜}
expect:
  state: {賢竜.zone: A.soul, A.vanguard: [覇竜]}
"""


def test_a_ride_by_an_effect_discards_nothing() -> None:
    r = _rule(RIDE)
    steps = [s for s in r.main.trace.steps if "6.3.3.2.2" in s.clauses]
    assert steps and not [s for s in r.main.trace.steps if s.event == "discarded"]
    assert not check_expect(r), check_expect(r)


LEAP = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 巫女, type: normal, grade: 3, power: 13000, text: "【起】【(V)】【ターン1回】：あなたのリアガードを１枚選び、タイムリープする。\\n【起】【(V)】【ターン1回】：【コスト】[あなたのリアガードを１枚退却させる]、１枚引く。"}
    left_front: {name: 見習い, type: normal, grade: 1, power: 8000}
    deck: [{name: 剣士, type: normal, grade: 2, power: 10000}, {name: 盾, type: normal, grade: 1}, 5]
  B: {vanguard: {name: 敵, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: activate, card: 巫女, ability: 1}
  - RETIRE
  - {do: end_phase}
choices:
  - {player: A, at: choose, choose: 見習い}
  - {player: A, at: search, choose: 剣士}
  - {player: A, at: circle, choose: left_front}
  - {player: A, at: cost, choose: 剣士}
expect:
  state: {見習い.zone: WHERE}
"""


def test_a_leap_unit_gone_leaves_the_bound_card_bound() -> None:
    retire = "{do: activate, card: 巫女, ability: 2}"
    gone = _rule(LEAP.replace("RETIRE", retire).replace("WHERE", "A.bind"))
    assert not check_expect(gone), check_expect(gone)
    assert {"4.1.8", "11.2.3"} <= cited(gone)
    stays = _rule(LEAP.replace("  - RETIRE\n", "").replace("WHERE", "A.left_front"))
    assert not check_expect(stays), check_expect(stays)
    assert "11.2.3" not in cited(stays)
