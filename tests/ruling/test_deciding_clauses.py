"""Deciding clauses cited by construction in vs, vg, co and ws (issue 14): the test read and not met
(a support that is no partner: a normal attack), the game begun on the decks accepted, the clause
that makes an action impossible or not allowed, the action timing that allows a play or a use,
the payment step of a cost that cannot be paid, and a reading the rules do not settle (co 1.4)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads


def _rule(text: str):
    return resolve(loads(text))


def test_vs_a_support_that_is_no_partner_makes_a_normal_attack() -> None:
    """7.1.3.2.2 read (the name matches, the title does not) -> 7.1.3.2.5: the attacked card's
    fate rests on it."""
    r = _rule("""
game: vs
title: t
turn: {player: A, number: 4, phase: attack, first_player: A}
players:
  A:
    deck: 20
    ring: {name: 千早, title: 歌姫, ap: 1000, dp: 2000, partner_name: 春香, partner_title: リーダー}
    bench: {left: {name: 春香, title: アイドル, ap: 1000, dp: 1000}}
  B: {deck: 20, hand: 0, ring: {name: 美希, title: 星, ap: 2000, dp: 3000}}
actions:
  - {do: attack, support: 春香}
ask: [美希.zone]
""")
    assert r.outcome["state"] == {"美希.zone": "B.ring"}
    assert {"7.1.3.2.2", "7.1.3.2.5"} <= set(r.decided_by)


def test_vs_the_game_begins_on_decks_accepted() -> None:
    """5.2.1.1 / 5.1.2.1.2, 5.1.2.1.3: who goes first and the turn rest on the decks being
    constructed decks (two titles of one name are two cards)."""
    r = _rule("""
game: vs
title: t
turn: {player: A, number: 0}
players:
  A:
    deck:
      - {name: 千早, title: 歌姫, ap: 1000, dp: 2000, count: 4}
      - {name: 千早, title: 竜宮, ap: 2000, dp: 1000, count: 4}
      - {name: 札零, title: 先鋒, ap: 1000, dp: 1000}
      - {name: 札一, title: 一, ap: 1000, dp: 1000}
      - {name: 札二, title: 二, ap: 1000, dp: 1000}
      - {name: 札三, title: 三, ap: 1000, dp: 1000}
      - {name: 札四, title: 四, ap: 1000, dp: 1000}
      - {name: 札五, title: 五, ap: 1000, dp: 1000}
      - 36
  B: {deck: 50}
actions:
  - {do: game_setup, first: B, ring: {A: 札零}, shuffled: {A: [札一, 札二, 札三, 札四, 札五]}}
ask: [turn.player]
""")
    assert r.outcome["state"] == {"turn.player": "B"}
    assert {"5.1.2.1.2", "5.1.2.1.3"} <= set(r.decided_by)


VG = """
game: vg
title: t
turn: {player: A, number: 6, first_player: A, phase: main}
players:
  A:
    vanguard: {name: 騎士王, type: normal, grade: 3, power: 13000}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000, state: rest}
    hand: [{name: 盾兵, type: normal, grade: 1, power: 8000, shield: 5000}]
    damage: [{name: 傷一, face: up}]
    deck: 20
  B: {vanguard: {name: 竜騎士, type: normal, grade: 3, power: 13000}, deck: 20}
"""


def test_vg_a_normal_call_to_the_guardian_circle_is_refused() -> None:
    r = _rule(
        VG + "actions:\n  - {do: call, card: 盾兵, circle: guardian, allowed: false}\n"
        "ask: [A.hand]\n"
    )
    assert check_expect(r) == [] and r.main.rejected
    assert "9.9.2.1" in r.decided_by


def test_vg_a_counter_charge_with_nothing_face_down_is_not_done() -> None:
    r = _rule(VG + "actions:\n  - {do: counter_charge, amount: 1, allowed: false}\n")
    assert check_expect(r) == []
    assert {"7.26.1", "1.3.2"} <= set(r.decided_by)


def test_vg_a_rested_unit_is_no_proper_attacking_unit() -> None:
    r = _rule(
        VG.replace("phase: main", "phase: battle")
        + "actions:\n  - {do: attack, attacker: left_front, allowed: false}\n"
    )
    assert check_expect(r) == []
    assert {"10.4.1.3", "10.4.1.4.1"} <= set(r.decided_by)


CO = """
game: co
title: t
turn: {player: %s, number: 6, phase: main}
players:
  A:
    hp: 28
    deck: 10
    field: [{name: 狙撃手, type: navigator, state: %s, text: "『狙撃手』をタップする:対象のキャラクターに1点のダメージを与える。"}]
  B:
    hp: 20
    deck: 10
    field: [{name: 斥候, type: character, ap: 1, dp: 1}]
"""


def test_co_a_use_cites_what_allows_it_and_a_cost_its_payment() -> None:
    # 3.4.4: a card on the field uses its ability at All Turn, in either player's turn
    r = _rule(
        CO % ("B", "stand")
        + "actions:\n  - {do: activate, player: A, card: 狙撃手, target: 斥候}\nask: [斥候.zone]\n"
    )
    assert "3.4.4" in r.decided_by and "4.3.3.3" in r.decided_by
    # a tapped card cannot pay a tap cost: the preparation and the payment step (4.3.3.1, 4.3.3.3)
    r = _rule(
        CO % ("A", "rest")
        + "actions:\n  - {do: activate, card: 狙撃手, target: 斥候, allowed: false}\n"
    )
    assert check_expect(r) == []
    assert {"4.3.3.1", "4.3.3.3"} <= set(r.decided_by)


def test_co_hp_above_30_depends_on_the_reading_of_1_4() -> None:
    r = _rule(CO % ("A", "stand") + "actions:\n  - {do: heal, player: A, amount: 4}\nask: [A.hp]\n")
    out = r.outcome
    assert out["state"] == {"A.hp": 32} and out["depends_on_reading"] == ["1.4"]
    assert out["readings"][0]["outcome"]["state"] == {"A.hp": 30}
    # within 30: nothing to read
    r = _rule(CO % ("A", "stand") + "actions:\n  - {do: heal, player: A, amount: 2}\nask: [A.hp]\n")
    assert r.outcome == {"game_over": False, "state": {"A.hp": 30}}


def test_co_a_declined_defence_decides_the_damage() -> None:
    """3.4.5.3: the defending player's choice not to defend is why the attacker's AP hits."""
    r = _rule("""
game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 15, deck: 20, field: [{name: 森原さとみ, type: character, ap: 3, dp: 2}]}
  B: {hp: 10, deck: 20, field: [{name: 榎本つかさ, type: character, ap: 2, dp: 4}]}
actions:
  - {do: attack, attacker: 森原さとみ}
choices:
  - {player: B, at: defense, choose: none}
ask: [B.hp]
""")
    assert r.outcome == {"game_over": False, "state": {"B.hp": 7}}
    assert {"3.4.5.3", "3.4.5.4"} <= set(r.decided_by)


VS_TECH = """
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: [{name: 雪歩, ap: 1000, dp: 1000}, 20]
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "%s"}}
    hand: [{name: 真, ap: 1000, dp: 1000, text: "{cancel}[手札][このカードを控え室に置く]相手の技を1つ選び、キャンセルする。"}]
    waiting: 0
  B: {deck: 20, hand: 0, ring: {name: 美希, ap: 1000, dp: 2000}}
"""


def test_vs_an_effect_on_the_ring_applies_to_a_card_put_there_later() -> None:
    """8.9.1.6: 「あなたのリングのカードを+1000/+0」 chooses no card: a used technique is resolved
    at the check timing after its use (8.1.1.1.2), and its effect applies to the ring card there
    now and to one put there later; the own cancel in hand cannot choose it (12.1.1)."""
    r = _rule(
        VS_TECH
        % "[ベンチ][このカードを控え室に置く]あなたのリングのカードを+1000/+0。"
        + "actions:\n  - {do: use, card: 律子}\n  - {do: check, state: {千早.ap: 3000}}\n"
        "  - {do: put, card: 千早, to: waiting}\nask: [雪歩.ap, 真.zone]\n"
    )
    assert check_expect(r) == [] and not r.main.checks
    assert r.outcome["state"] == {"雪歩.ap": 2000, "真.zone": "A.hand"}
    assert {"8.9.1.6", "12.1.1"} <= set(r.decided_by)


def test_vs_an_activated_technique_may_be_pending_at_the_start() -> None:
    """`pending:` names an activated technique already used and waiting in the resolution zone
    (8.5.2): it resolves at the first check timing."""
    r = _rule(
        VS_TECH % "[ベンチ][このカードを控え室に置く]あなたは1枚引く。"
        + "pending:\n  - {card: 律子, ability: 1, player: A}\nask: [雪歩.zone]\n"
    )
    assert r.outcome["state"] == {"雪歩.zone": "A.hand"}


def test_vs_a_ring_card_moved_to_the_bench_arrives_standing_and_supports() -> None:
    r = _rule("""
game: vs
title: t
turn: {player: A, number: 6, phase: chara}
players:
  A:
    deck: [{name: 新顔, ap: 3000, dp: 2000}, 9]
    energy: [{state: stand}]
    ring: {name: 千早, level: 1, ap: 1000, dp: 2000}
  B: {deck: [{name: 真, ap: 1000, dp: 1000}, 9], ring: {name: 美希, ap: 2000, dp: 2000}}
actions:
  - {do: chara_phase, actions: [{do: move_to_bench, to: left}]}
  - {do: attack, support: 千早}
ask: [B.retire]
""")
    assert r.outcome["state"] == {"B.retire": 1}
    assert {"4.9.1.4", "7.1.3.1"} <= set(r.decided_by)


CANNOT_LOSE = """
game: vs
title: t
turn: {player: A, number: 8, phase: chara, first_player: A}
players:
  A: {deck: 20, ring: {name: 千早, ap: 2000, dp: 2000}}
  B: {deck: 20, ring: {name: 美希, ap: 2000, dp: 3000}}
effects:
  - {target: B, stat: lose, op: prohibit, source: "あなたはこのゲームに敗北しない。"}
actions:
  - %s
"""


def test_a_cannot_lose_effect_keeps_the_player_in_but_not_against_a_concession() -> None:
    r = _rule(CANNOT_LOSE % "{do: game_result, player: B, result: lose}")
    assert r.outcome["game_over"] is False
    assert "1.3.3" in r.decided_by  # a prohibition beats an instruction
    r = _rule(CANNOT_LOSE % "{do: concede, player: B}")
    assert r.outcome == {"game_over": True, "loser": "B", "winner": "A"}


def test_vs_resolve_text_and_a_ring_card_moved_to_the_bench_is_a_new_card() -> None:
    """`resolve_text` in vs: a bare effect text resolved by its player (8.8.1); the ring card
    moved to the bench is a new card (3.1.3): the effects on it end, while the ring's effect
    (8.9.1.6) applies to the card that refills the ring."""
    r = _rule("""
game: vs
title: t
turn: {player: A, number: 6, phase: chara, first_player: B}
players:
  A:
    deck: [{name: 雪歩, level: 1, ap: 1000, dp: 2000}, 10]
    energy: [{state: stand}]
    ring: {name: 千早, level: 1, ap: 2000, dp: 2000}
  B: {deck: 20, ring: {name: 美希, ap: 2000, dp: 3000}}
effects:
  - {target: 千早, stat: ap, op: add, value: 2000, until: turn, source: "選び、+2000/+0"}
actions:
  - {do: resolve_text, player: A, text: "あなたのリングのカードを+1000/+0。"}
  - {do: check, state: {千早.ap: 5000}}
  - {do: chara_phase, actions: [{do: move_to_bench, to: left}]}
ask: [千早.ap, 雪歩.ap]
""")
    assert not r.main.checks
    assert r.outcome["state"] == {"千早.ap": 2000, "雪歩.ap": 2000}
    assert {"8.9.1.6", "3.1.3"} <= set(r.decided_by)
    # text the compiler does not read is reported, never guessed
    r = _rule("""
game: vs
title: t
turn: {player: A, number: 6, phase: chara, first_player: B}
players:
  A: {deck: 10, ring: {name: 千早, ap: 2000, dp: 2000}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: resolve_text, player: A, text: "相手は手札をすべて公開する。"}
""")
    assert any(w.kind == "unsupported" for w in r.warnings())


def test_vg_persona_ride_power_for_a_unit_called_later_depends_on_the_reading() -> None:
    """7.15.1.4.2 ("while in the front row") against 11.11.4 (the cards an effect applies to are
    fixed when it is generated): a unit called to the front row after the persona ride gets the
    +10000 under the first reading only; one there already gets it under both."""
    r = _rule("""
game: vg
title: t
turn: {player: A, number: 9, phase: ride, first_player: A}
players:
  A:
    vanguard: {name: 蒼炎の剣聖, type: normal, grade: 3, power: 13000, skills: [persona_ride]}
    left_front: {name: 強襲兵, type: normal, grade: 2, power: 10000}
    hand:
      - {name: 蒼炎の剣聖, type: normal, grade: 3, power: 13000, skills: [persona_ride]}
      - {name: 槍騎兵, type: normal, grade: 1, power: 8000}
    soul: 3
    deck: [{name: 鋼の兵, type: normal, grade: 1, power: 8000}, 19]
  B: {vanguard: {name: 騎士王, type: normal, grade: 3, power: 13000}, deck: 20}
actions:
  - {do: ride_phase, card: 蒼炎の剣聖}
  - {do: main_phase, actions: [{do: call, card: 槍騎兵, circle: right_front}]}
ask: [A.left_front.power, A.right_front.power]
""")
    out = r.outcome
    assert out["state"] == {"A.left_front.power": 20000, "A.right_front.power": 18000}
    assert out["depends_on_reading"] == ["7.15.1.4.2", "11.11.4"]
    assert out["readings"][0]["outcome"]["state"]["A.right_front.power"] == 8000
    assert "7.15.1.4.2" in r.decided_by


def test_ws_a_trigger_card_with_two_icons_does_both_by_7_3_1_2_1() -> None:
    """A trigger check revealing soul and pool: each icon's action is carried out (7.3.1.2.1),
    and the stock asked about is decided by that clause as well as by the pool's (4.12.2.4); a
    card with one icon does not cite it."""
    text = """
game: ws
title: t
turn: {player: A, number: 7, phase: attack, first_player: A}
players:
  A:
    stock: 0
    deck: [{name: 山場, type: climax, trigger: ICONS}, {name: 溜, type: character}, 8]
    stage: {center_front: {name: 攻め手, type: character, level: 2, power: 7000, soul: 1}}
  B: {deck: [{name: 一, type: character}, {name: 二, type: character}, {name: 三, type: character}, 7]}
actions:
  - {player: A, do: attack, slot: center_front}
choices:
  - {player: A, at: pool, choose: yes}
ask: [A.stock]
"""
    both = _rule(text.replace("ICONS", "[soul, pool]"))
    assert both.outcome["state"] == {"A.stock": 2}
    assert {"7.3.1.2.1", "4.12.2.4"} <= set(both.decided_by)
    one = _rule(text.replace("ICONS", "[pool]"))
    assert one.outcome["state"] == {"A.stock": 2} and "7.3.1.2.1" not in one.decided_by


def test_ws_a_condition_on_a_part_of_a_card_name_cites_2_1_2_1() -> None:
    """「他のあなたのカード名に「暦」を含むキャラがいるなら」: the condition reads 「暦」 as a part of a
    card name (2.1.2.1), met by 阿良々木暦 (+1500) and not by another name."""
    text = """
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    deck: 10
    stage:
      center_front: {name: ひたぎ, type: character, level: 1, power: 4500, soul: 1, text: "【永】 他のあなたのカード名に「暦」を含むキャラがいるなら、このカードのパワーを＋1500。"}
      left_front: {name: NAME, type: character, level: 0, power: 2500, soul: 1}
  B: {deck: 10}
ask: [A.center_front.power]
"""
    met = _rule(text.replace("NAME", "阿良々木暦"))
    assert met.outcome["state"] == {"A.center_front.power": 6000}
    assert "2.1.2.1" in met.decided_by
    unmet = _rule(text.replace("NAME", "忍野扇"))
    assert unmet.outcome["state"] == {"A.center_front.power": 4500}
