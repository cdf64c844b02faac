"""vg rules found by the round-32 blind set moved into development (round 32, s28rulesVG), each on a
minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.scenario import loads

HEAD = """\
game: vg
title: t
turn: {player: %s, number: 6, phase: %s, first_player: A}
players:
"""


def _program(text: str) -> object:
    (ab,) = _abilities("vg", text, None)
    assert ab.program is not None, ab.reason
    return ab.program


# ---------------- 14.15.1 抵抗: 「相手は抵抗を持つカードを…選ぶことができません」 — its own master's
# effect chooses it, and the ruling says why (the opponent only is barred, 7.50.2)

RESIST = (
    HEAD % ("B", "main")
    + """\
  A:
    vanguard: {name: 剣聖, grade: 3, power: 13000}
    deck: 10
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    left_front: {name: 番兵, type: normal, grade: 2, power: 10000, text: "【永】：抵抗"}
    deck: 10
actions:
  - {do: resolve_text, player: %s, text: "%sのリアガードを１枚選び、退却させる。"}
ask: [B.left_front]
"""
)


def test_resist_does_not_bar_its_own_master_14_15_1() -> None:
    r = resolve(loads(RESIST % ("B", "あなた")))
    assert r.outcome["state"]["B.left_front"] == []
    assert "14.15.1" in r.decided_by


def test_resist_bars_the_opponent_neighbour() -> None:
    r = resolve(loads(RESIST % ("A", "相手")))
    assert r.outcome["state"]["B.left_front"] == ["番兵"]
    assert "14.15.1" in r.decided_by


# ---------------- 14.46.1.1 フレンド: a condition reading the state 友達 rests on the ability that
# puts the unit in it, met or not

FRIEND = (
    HEAD % ("A", "main")
    + """\
  A:
    vanguard: {name: 竜王, grade: 3, power: 13000}
    left_front: {name: 子犬, type: normal, grade: 1, power: 8000,
      text: "【永】【(R)】：フレンド\\n【永】【(R)】：このユニットが“友達”なら、パワー＋3000。"}
%s    deck: 10
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
ask: [A.left_front.power]
"""
)


def test_friend_state_cites_the_friend_ability_14_46_1_1() -> None:
    r = resolve(
        loads(FRIEND % "    left_back: {name: 相棒, type: normal, grade: 1, power: 8000}\n")
    )
    assert r.outcome["state"]["A.left_front.power"] == 11000
    assert "14.46.1.1" in r.decided_by


def test_friend_alone_in_its_column_cites_it_too() -> None:
    r = resolve(loads(FRIEND % ""))
    assert r.outcome["state"]["A.left_front.power"] == 8000
    assert "14.46.1.1" in r.decided_by


# ---------------- 14.1.1 / 14.50.1: an ability carrying an ability word (砲弾) — its trigger
# condition not met cites the keyword's definition

CANNON = (
    HEAD % ("A", "battle")
    + """\
  A:
    vanguard: {name: 剣聖, grade: 3, power: 13000}
    left_front: {name: 砲撃手, type: normal, grade: 2, power: 10000,
      text: "【自】【(R)】：%sこのユニットがヴァンガードにアタックした時、そのバトル中、このユニットのパワー＋5000。"}
    deck: 10
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    right_front: {name: 歩兵, type: normal, grade: 1, power: 8000}
    hand: 0
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: B.right_front}
expect: {triggered: {砲撃手: 0}}
"""
)


def test_ability_word_cited_when_its_trigger_is_not_met_14_50_1() -> None:
    r = resolve(loads(CANNON % "砲弾－"))
    assert "14.50.1" in r.decided_by


def test_no_ability_word_no_keyword_clause_neighbour() -> None:
    r = resolve(loads(CANNON % ""))
    assert "14.50.1" not in r.decided_by


# ---------------- 7.30.1.3: a locked card is neither standing nor rested when a description reads it

LOCKED = (
    HEAD % ("A", "main")
    + """\
  A:
    vanguard: {name: 剣聖, grade: 3, power: 13000}
    deck: 10
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000, locked: %s, state: rest}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "相手のレストしているリアガードを１枚選び、退却させる。"}
ask: [B.left_front]
"""
)


def test_a_locked_card_is_not_rested_7_30_1_3() -> None:
    r = resolve(loads(LOCKED % "true"))
    assert r.outcome["state"]["B.left_front"] == ["槍兵"]
    assert "7.30.1.3" in r.decided_by


def test_a_rested_unit_is_retired_neighbour() -> None:
    r = resolve(loads(LOCKED % "false"))
    assert r.outcome["state"]["B.left_front"] == []
    assert "7.30.1.3" not in r.decided_by


# ---------------- 7.30.1.1 / 7.31.1.1: a card locked (or unlocked) is not the card it was — the
# effects on it end; 7.31.4: an unlock is no 登場

RELOCK = (
    HEAD % ("B", "main")
    + """\
  A: {vanguard: {name: 術師, grade: 3, power: 13000}, deck: 10}
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    left_front: {name: 歩兵, type: normal, grade: 1, power: 8000}
    deck: 10
effects:
  - {target: 歩兵, stat: power, op: add, value: 5000, until: turn, source: "パワー＋5000"}
actions:
%s
ask: [B.left_front.power]
"""
)


def test_a_locked_then_unlocked_card_loses_the_effects_on_it_7_30_1_1() -> None:
    r = resolve(
        loads(
            RELOCK
            % (
                "  - {do: resolve_text, player: A, text: 相手のリアガードを１枚選び、呪縛する。}\n"
                "  - {do: resolve_text, player: B, text: あなたの呪縛カードを１枚選び、解呪する。}"
            )
        )
    )
    assert r.outcome["state"]["B.left_front.power"] == 8000
    assert {"7.30.1.1", "7.31.1.1"} <= set(r.decided_by)


def test_an_effect_on_a_unit_not_locked_goes_on_neighbour() -> None:
    r = resolve(loads(RELOCK % "  - {do: resolve_text, player: A, text: １枚引く。}"))
    assert r.outcome["state"]["B.left_front.power"] == 13000


UNLOCK = (
    HEAD % ("A", "main")
    + """\
  A:
    vanguard: {name: 剣聖, grade: 3, power: 13000}
    left_front: {name: 剣士, type: normal, grade: 2, power: 10000, locked: true,
      text: "【自】【(R)】：このユニットが登場した時、１枚引く。"}
    hand: 0
    deck: 10
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: end_phase}
expect: {triggered: {剣士: 0}}
ask: [A.hand]
"""
)


def test_the_end_phase_unlock_is_no_appearance_7_31_4() -> None:
    r = resolve(loads(UNLOCK))
    assert r.outcome["state"]["A.hand"] == 0
    assert "7.31.4" in r.decided_by


# ---------------- 14.37.2 連波: the battles printed in parentheses after the keyword, heading the
# text after the markers before a dash (「：連波(２回目)－…」), as 「連波２回目：…」

WAVE = "【自】【(R)】：連波(%s)－このユニットがアタックした時、そのバトル中、このユニットのパワー＋5000。"


def test_wave_with_its_battles_in_parentheses_compiles_14_37_2() -> None:
    p = _program(WAVE % "２回目")
    assert p.valid is not None and p.valid.verb == "wave"  # type: ignore[attr-defined]
    (part,) = p.valid.parts  # type: ignore[attr-defined]
    assert (part.what, part.cmp, part.n) == ("battle_number", "eq", 2)
    q = _program(WAVE % "２回目以降")
    assert q.valid.parts[0].cmp == "ge"  # type: ignore[attr-defined]


def test_wave_on_a_continuous_ability_is_refused() -> None:
    (ab,) = _abilities("vg", "【永】【(R)】：連波(２回目)－このユニットのパワー＋5000。", None)
    assert ab.program is None and "14.37.1" in (ab.reason or "")


WAVE_BOARD = """\
game: vg
title: t
turn: {player: A, number: 6, phase: battle, first_player: A, attacks: %d}
players:
  A:
    vanguard: {name: 剣聖, grade: 3, power: 13000}
    left_front: {name: 波の剣士, type: normal, grade: 2, power: 10000, text: "%s"}
    deck: 10
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    hand: 0
    damage: 0
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: B.vanguard}
ask: [B.damage]
%s"""


def test_wave_does_not_work_in_the_first_battle_14_37_1() -> None:
    r = resolve(loads(WAVE_BOARD % (0, WAVE % "２回目", "expect: {triggered: {波の剣士: 0}}\n")))
    assert r.outcome["state"]["B.damage"] == 0
    assert "14.37.1" in r.decided_by


def test_wave_works_in_the_battle_it_names_neighbour() -> None:
    r = resolve(loads(WAVE_BOARD % (1, WAVE % "２回目", "")))
    assert r.outcome["state"]["B.damage"] == 1


# ---------------- 15.3.3 / 11.9.5: the protect's cost is asked first (the effect after 「…ことで、」
# follows its payment, 11.9.5.1), and a scenario's ``at: cost`` answers it like any cost payment

PROTECT = """\
game: vg
title: t
turn: {player: A, number: 6, phase: battle, first_player: A}
players:
  A: {vanguard: {name: 剣聖, grade: 3, power: 13000}, deck: 10}
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    hand: [{name: プロテクト, type: protect}, {name: 捨て札, type: normal, grade: 2}]
    damage: 3
    deck: 10
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard, guard: [プロテクト]}
choices:
  - {player: B, at: cost, choose: %s}
  - {player: B, choose: vanguard}
ask: [B.damage, 捨て札.zone]
"""


def test_protect_cost_answered_at_cost_15_3_3() -> None:
    r = resolve(loads(PROTECT % "yes"))
    assert r.outcome["state"]["B.damage"] == 3
    assert r.outcome["state"]["捨て札.zone"] == "B.drop"


def test_protect_cost_declined_neighbour() -> None:
    r = resolve(loads(PROTECT % "no"))
    assert r.outcome["state"]["捨て札.zone"] == "B.hand"


# ---------------- 「このユニットのアタックで相手のガーディアンが登場した時」: a guardian called in the
# guard step of that unit's attack (10.5.1.2.2); the attacked unit retired, the guardian left with no
# attacked unit goes to the drop (13.4.1)

GUARD_ACT = """\
game: vg
title: t
turn: {player: A, number: 6, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 将, grade: 3, power: 13000,
      text: "【自】【(V)】：このユニットのアタックで相手のガーディアンが登場した時、相手の前列のリアガードを１枚選び、退却させる。"}
    left_front: {name: 兵, type: normal, grade: 2, power: 10000}
    deck: 10
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    left_front: {name: 歩兵, type: normal, grade: 1, power: 8000}
    hand: [{name: 盾持ち, type: normal, grade: 0, power: 5000, shield: 10000}]
    damage: 2
    deck: 10
actions:
  - {do: attack, attacker: %s, target: B.left_front, guard: [盾持ち]}
ask: [歩兵.zone, 盾持ち.zone]
"""


def test_guardian_called_in_this_units_attack_13_4_1() -> None:
    r = resolve(loads(GUARD_ACT % "vanguard"))
    assert r.outcome["state"]["歩兵.zone"] == "B.drop"
    assert r.outcome["state"]["盾持ち.zone"] == "B.drop"
    assert "13.4.1" in r.decided_by


def test_guardian_called_in_another_units_attack_neighbour() -> None:
    r = resolve(loads(GUARD_ACT % "left_front"))
    assert r.outcome["state"]["歩兵.zone"] == "B.field.left_front"


# ---------------- a keyword action printed with its number but without its brackets
# (「[ソウルブラスト(1)]」, as the rules spell 7.27 / 7.24): the icon 【ソウルブラスト】(1)


def test_bare_keyword_action_in_a_cost_reads_as_the_icon() -> None:
    bare = _program("【起】【(V)】：【コスト】[ソウルブラスト(2)]することで、１枚引く。")
    icon = _program("【起】【(V)】：【コスト】[【ソウルブラスト】(2)]することで、１枚引く。")
    assert bare == icon
    cb = _program(
        "【自】：このユニットがアタックした時、【コスト】[カウンターブラスト(1)]することで、１枚引く。"
    )
    assert cb.cost[0].what == "counter_blast"  # type: ignore[attr-defined]


POWERFUL = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 拳士, grade: 3, power: 13000,
      text: "【永】【(V)】：全力－あなたのソウルが０枚なら、このユニットのパワー＋10000。\\n【起】【(V)】：【コスト】[ソウルブラスト(1)]することで、１枚引く。"}
    soul: [{name: 魂札, type: normal, grade: 1}]
    deck: 10
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: activate, card: 拳士}
ask: [A.vanguard.power, A.hand]
"""


def test_powerful_after_the_soul_is_blasted_14_45_1() -> None:
    r = resolve(loads(POWERFUL))
    assert r.outcome["state"]["A.vanguard.power"] == 23000
    assert r.outcome["state"]["A.hand"] == 1
    assert "14.45.1" in r.decided_by


# ---------------- 7.16.1: 「あなたのトリガーユニットが出た時」 (no check named) — a trigger unit put into
# the trigger zone by a drive check or a damage check of its fighter

CAME_OUT = """\
game: vg
title: t
turn: {player: A, number: 6, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 剣聖, grade: 3, power: 13000, critical: 1}
    deck: [{name: 空札, type: normal, grade: 2}, 9]
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    left_front: {name: 見届ける者, type: normal, grade: 1, power: 8000,
      text: "【自】【(R)】：あなたのトリガーユニットが出た時、そのターン中、このユニットのパワー＋5000。"}
    damage: 1
    deck: [%s, 9]
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard}
choices:
  - {player: B, choose: vanguard}
ask: [B.left_front.power]
"""


def test_a_trigger_unit_came_out_in_a_damage_check_7_16_1() -> None:
    r = resolve(
        loads(
            CAME_OUT
            % "{name: 引き寄せ, type: trigger, grade: 0, trigger: draw, trigger_power: 10000}"
        )
    )
    assert r.outcome["state"]["B.left_front.power"] == 13000


def test_a_normal_unit_in_the_damage_check_is_no_trigger_unit_neighbour() -> None:
    r = resolve(loads(CAME_OUT % "{name: 普通札, type: normal, grade: 2}"))
    assert r.outcome["state"]["B.left_front.power"] == 8000


# ---------------- 14.18.2 / 14.18.3 神託 printed before a dash (「：神託－…」); 15.2.1.1: a pseudo-card
# in the hand is counted as a card there

ORACLE = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 巫女, grade: 3, power: 13000, text: "【永】【(V)】：神託－このユニットのパワー＋5000。"}
    hand: [4%s]
    deck: 10
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
ask: [A.vanguard.power]
"""


def test_oracle_counts_a_protect_in_the_hand_15_2_1_1() -> None:
    r = resolve(loads(ORACLE % ", {name: プロテクト, type: protect}"))
    assert r.outcome["state"]["A.vanguard.power"] == 18000
    assert {"14.18.3", "15.2.1.1"} <= set(r.decided_by)


def test_oracle_with_four_cards_neighbour() -> None:
    r = resolve(loads(ORACLE % ""))
    assert r.outcome["state"]["A.vanguard.power"] == 13000
    assert "15.2.1.1" not in r.decided_by


# ---------------- 7.43.2 / 7.43.2.2: 「あなたの世界はXになる」 — the name the world had is lost

WORLD = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 夜の主, grade: 3, power: 13000, text: "【永】【(V)】：あなたの世界が黑夜なら、このユニットのパワー＋5000。"}
    world: %s
    deck: 10
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたの世界は%sになる。"}
ask: [A.vanguard.power]
"""


def test_a_new_world_replaces_the_old_one_7_43_2_2() -> None:
    r = resolve(loads(WORLD % ("黑夜", "深淵黑夜")))
    assert r.outcome["state"]["A.vanguard.power"] == 13000
    assert "7.43.2.2" in r.decided_by


def test_a_world_made_dark_night_neighbour() -> None:
    r = resolve(loads(WORLD % ("真宵樂園", "黑夜")))
    assert r.outcome["state"]["A.vanguard.power"] == 18000
    assert "7.43.2" in r.decided_by


# ---------------- 7.42.1 / 7.42.1.1: a fighter made “一気爆勢” for the turn is “一気呵勢” too

IKKI = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 勢いの竜, grade: 3, power: 13000, text: "【永】【(V)】：あなたが“%s”なら、このユニットのパワー＋5000。"}
    deck: 10
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "そのターン中、あなたは“%s”になる。"}
ask: [A.vanguard.power]
"""


def test_ikki_bakusei_is_ikki_kasei_too_7_42_1_1() -> None:
    r = resolve(loads(IKKI % ("一気呵勢", "一気爆勢")))
    assert r.outcome["state"]["A.vanguard.power"] == 18000
    assert "7.42.1.1" in r.decided_by


def test_ikki_kasei_is_not_ikki_bakusei_neighbour() -> None:
    r = resolve(loads(IKKI % ("一気爆勢", "一気呵勢")))
    assert r.outcome["state"]["A.vanguard.power"] == 13000


# ---------------- 7.30.5 / 7.30.5.2: 「相手の…を、相手のリアガードサークルに呪縛カードとして置く」 — on the
# opponent's field; the unit on the circle goes to its owner's drop at once

LOCK_PUT = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 術師, grade: 3, power: 13000}
    deck: [{name: 自札, type: normal, grade: 2}, 9]
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    left_front: {name: 兵1, type: normal, grade: 1, power: 8000}
    deck: [{name: 封印札, type: normal, grade: 2}, 9]
actions:
  - {do: resolve_text, player: A, text: "%s"}
choices:
  - {player: %s, choose: left_front}
ask: [封印札.zone, 自札.zone, 兵1.zone]
"""


def test_locked_put_on_the_opponents_circle_7_30_5_2() -> None:
    text = "相手の山札の上から１枚を、相手のリアガードサークルに呪縛カードとして置く。"
    r = resolve(loads(LOCK_PUT % (text, "B")))
    assert r.outcome["state"]["封印札.zone"] == "B.field.left_front"
    assert r.outcome["state"]["兵1.zone"] == "B.drop"
    assert "7.30.5.2" in r.decided_by


def test_locked_put_on_your_own_circle_neighbour() -> None:
    text = "あなたの山札の上から１枚を、(R)に呪縛カードとして置く。"
    r = resolve(loads(LOCK_PUT % (text, "A")))
    assert r.outcome["state"]["自札.zone"] == "A.field.left_front"
    assert r.outcome["state"]["兵1.zone"] == "B.field.left_front"
