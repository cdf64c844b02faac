"""Round 59 (s56vsO), older vs entries of known_failures:

- 7.1.3.1: a supporter named by the scenario and rested by a technique at the declaration step's
  start (7.1.2.3) cannot be chosen: the attack is refused (the support is the part of the action
  the scenario names, chosen after the triggers), and the rest that left it so is a cause;
- 3.4.2: a choice among 「エネルギー」 (the energy zone's cards as a text names them) cites it,
  as 3.5.2 for 「リタイヤ」;
- 8.2.1.3.3: a replacement 「アタックのダメージはaになる」 in force when a partner attack retires
  the attacked card whatever the damage (7.1.5.2) is read and set aside, and cited.
"""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

_SUPPORT = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}, right: {name: 律子, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000, text: "%s"}
actions:
  - {do: attack, support: 春香}
ask: [美希.damage]
"""
_REST = "[リング]アタック宣言ステップの始めに、相手のベンチのカードを1枚選び、レストする。"


def test_supporter_rested_at_declaration_start_refuses_the_attack() -> None:
    r = resolve(loads(_SUPPORT % _REST + "choices:\n  - {player: B, choose: 春香}\n"))
    assert r.outcome.get("rejected"), r.outcome
    assert r.outcome["state"]["美希.damage"] == 0
    assert {"7.1.3.1", "4.9.1.2", "7.1.2.3"} <= set(r.decided_by)


def test_another_card_rested_the_support_is_made() -> None:
    r = resolve(loads(_SUPPORT % _REST + "choices:\n  - {player: B, choose: 律子}\n"))
    assert not r.outcome.get("rejected"), r.outcome
    assert r.outcome["state"]["美希.damage"] == 3000


_ENERGY = """
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    energy: [{state: rest, uid: E1}]
    ring: {name: 雷, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、%s"}
    bench: {left: {name: 萩, ap: 1000, dp: 1000}}
  B: {deck: 10, hand: 0, ring: {name: 葵, ap: 1000, dp: 3000}}
actions:
  - {do: attack, support: 萩}
ask: [E1.state]
"""


def test_energy_chosen_cites_3_4_2() -> None:
    r = resolve(loads(_ENERGY % "あなたのエネルギーを1枚選び、スタンドする。"))
    assert r.outcome["state"]["E1.state"] == "stand"
    assert {"3.4.2", "4.9.1.1"} <= set(r.decided_by)


def test_bench_chosen_does_not_cite_3_4_2() -> None:
    r = resolve(loads(_ENERGY % "あなたのベンチのカードを1枚選び、レストする。"))
    assert "3.4.2" not in r.decided_by


_PARTNER = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, title: 歌姫, ap: 3000, dp: 2000, partner_name: 春香, partner_title: リーダー}
    bench: {left: {name: 春香, title: リーダー, ap: 1000, dp: 1000}}
  B:
    deck: [{name: 雪歩}, 5]
    hand: 0
    ring: {name: 美希, ap: 1000, dp: 5000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "%s"}}
actions:
  - {do: attack, support: 春香}
ask: [美希.zone]
"""


def test_partner_attack_retires_whatever_the_replaced_damage() -> None:
    r = resolve(loads(_PARTNER % "[ベンチ]アタックのダメージは0になる。"))
    assert r.outcome["state"]["美希.zone"] == "B.retire"
    assert {"7.1.5.2", "8.2.1.3.3"} <= set(r.decided_by)


def test_no_replacement_in_force_not_cited() -> None:
    r = resolve(loads(_PARTNER % "[リング]アタックのダメージは0になる。"))
    assert r.outcome["state"]["美希.zone"] == "B.retire"
    assert "8.2.1.3.3" not in r.decided_by


# 3.1.3: the ring card moved to the bench (6.5.1.2.3) is a new card there; the effects applied
# to it in the ring (its own [リング] technique's +0/+2000, 8.1.1.4) do not follow it
_TO_BENCH = """
game: vs
title: t
turn: {player: A, number: 5, phase: chara}
players:
  A:
    deck: [{name: 雪歩, level: 1, ap: 1000, dp: 2000}, 9]
    energy: [{state: stand}]
    ring: {name: 千早, level: 1, ap: 2000, dp: %d, text: "%s[ベンチ]このカードを+0/-1000。"}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - do: chara_phase
    actions:
      - {do: move_to_bench, card: 千早, to: left}
ask: [千早.zone]
"""


def test_ring_effect_left_behind_cites_3_1_3() -> None:
    r = resolve(loads(_TO_BENCH % (1000, "[リング]このカードを+0/+2000。\\n")))
    assert r.outcome["state"]["千早.zone"] == "A.waiting"
    assert {"3.1.3", "8.1.1.4", "9.3.2"} <= set(r.decided_by)


def test_nothing_applied_in_the_ring_no_3_1_3() -> None:
    r = resolve(loads(_TO_BENCH % (1000, "")))
    assert r.outcome["state"]["千早.zone"] == "A.waiting"
    assert "3.1.3" not in r.decided_by


# 2.14.4: a cancel used from the zone its [領域] names (the face-down surprise card's
# [サプライズ置場]) cites the area's rule, as an activated technique's use does (8.1.1.1.1)
_CANCEL = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]このカードがアタックした時、相手のベンチのカードを1枚選び、相手の控え室に置く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, ap: 1000, dp: 3000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000}}
    surprise: {name: 真, level: 1, ap: 1000, dp: 1000, text: "{cancel}[サプライズ置場][このカードを控え室に置く]相手の技を1つ選び、キャンセルする。"}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: B, at: cancel, choose: 真}
ask: [律子.zone]
"""


def test_cancel_from_its_area_cites_2_14_4() -> None:
    r = resolve(loads(_CANCEL))
    assert r.outcome["state"]["律子.zone"] == "B.bench.left"
    assert {"12.1.1", "2.14.4"} <= set(r.decided_by)
