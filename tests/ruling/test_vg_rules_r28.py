"""vg rules found by the round-28 blind set moved into development (round 28, s24rulesVG), each on a
minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

# ---------------- 1.3.2 「…実行不可能な場合、可能な限りその行動を行います」: cards taken from the top
# of a deck that holds fewer than asked (a soul charge, a draw, a deck-top move) are taken as far as
# possible, and the cards taken rest on that principle

SHORT = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 魂喰竜, type: normal, grade: 3, power: 13000}
    soul: 0
    deck: %s
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "%s"}
ask: [A.soul, A.hand, A.deck]
"""


def test_a_soul_charge_longer_than_the_deck_is_done_as_far_as_possible() -> None:
    r = resolve(
        loads(SHORT % ("[{name: 最後の一枚, type: normal}]", "【ソウルチャージ】(2)する。"))
    )
    assert r.outcome.get("loser") == "A"  # 13.2.3 at the check timing
    assert "1.3.2" in r.decided_by and "7.27.2.1" in r.decided_by


def test_a_draw_longer_than_the_deck_is_done_as_far_as_possible() -> None:
    r = resolve(loads(SHORT % ("[{name: 最後の一枚, type: normal}]", "２枚引く。")))
    assert r.outcome.get("loser") == "A"
    assert "1.3.2" in r.decided_by


def test_a_soul_charge_the_deck_can_pay_cites_no_impossibility() -> None:
    """Neighbour: a deck with enough cards — nothing is impossible, nothing lost."""
    r = resolve(loads(SHORT % ("5", "【ソウルチャージ】(2)する。")))
    assert r.outcome["state"]["A.deck"] == 3
    assert not r.outcome["game_over"]
    assert "1.3.2" not in r.decided_by


# ---------------- 10.4.1.3 / 10.4.1.3.1: the attacking unit is chosen after the attack step's start
# (10.4.1.2); when no unit can properly be chosen then, the battle and the attack step end and the
# game goes on to the next phase — no close step, no return to the start step

RESTED = """\
game: vg
title: t
turn: {player: A, number: 6, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000, state: %s}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000}
    deck: 10
  B:
    vanguard: {name: 結界師, type: normal, grade: 3, power: 13000,
      text: "【自】【(V)】：相手のアタックステップ開始時、相手の前列のリアガードを１枚選び、【レスト】する。"}
    damage: 0
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: B.vanguard}
%s
ask: [B.damage, turn.step]
"""


def test_no_unit_left_to_choose_at_the_attack_step_ends_the_battle_phase() -> None:
    r = resolve(loads(RESTED % ("rest", "")))
    assert r.outcome["state"]["B.damage"] == 0
    assert "10.4.1.3.1" in r.decided_by
    assert "10.8.1" not in r.decided_by  # no close step
    # no attack is left in this battle phase: a second one is refused
    r2 = resolve(
        loads(RESTED % ("rest", "  - {do: attack, attacker: vanguard, target: B.vanguard}"))
    )
    assert r2.outcome.get("rejected") and "10.4.1.3.1" in r2.decided_by


def test_another_unit_still_standing_is_no_end_of_the_battle_phase() -> None:
    """Neighbour: the vanguard still stands — a unit can be chosen, 10.4.1.3.1 does not apply."""
    r = resolve(loads(RESTED % ("stand", "")))
    assert "10.4.1.3.1" not in r.decided_by


# ---------------- 18.4 「このターンを終了する」 (an instruction ending the turn; read by the shared
# steps reader as ``Op("end_turn")``): 18.4.1.2 the ability finishes, what it says after is not
# done; 18.4.1.3 the game moves to the end phase; 18.4.2 vanguard damage left is dealt by the end
# phase's rule process; the procedure it was resolved in (an attack) does not go on

END = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 終焉竜, type: normal, grade: 3, power: 13000}
    hand: 2
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    damage: 2
    deck: [{name: 一枚目, type: normal, trigger: none}, 10]
actions:
  - {do: resolve_text, player: A, text: "%s"}
%s
ask: [A.hand, B.damage, turn.player, turn.phase]
"""


def test_the_turn_ended_cuts_the_rest_of_the_effect() -> None:
    r = resolve(loads(END % ("このターンを終了する。１枚引く。", "")))
    assert r.outcome["state"]["A.hand"] == 2  # no draw (18.4.1.2)
    assert r.outcome["state"]["turn.phase"] == "end"  # 18.4.1.3
    assert {"18.4.1", "18.4.1.2", "18.4.1.3"} <= set(r.decided_by)
    assert not r.outcome.get("may_depend_on_unsupported")


def test_the_spellings_of_the_instruction() -> None:
    for text in ("ターンを終了する。１枚引く。", "このターンは終了する。１枚引く。"):
        r = resolve(loads(END % (text, "")))
        assert r.outcome["state"]["A.hand"] == 2, text
        assert not r.outcome.get("may_depend_on_unsupported"), text


def test_damage_dealt_before_the_turn_ends_is_dealt_in_the_end_phase() -> None:
    r = resolve(
        loads(
            END
            % (
                "相手のヴァンガードに１ダメージを与える。このターンを終了する。",
                "  - {do: end_phase}",
            )
        )
    )
    assert r.outcome["state"]["B.damage"] == 3
    assert r.outcome["state"]["turn.player"] == "B"
    assert {"18.4.2", "7.35.1", "13.6.3"} <= set(r.decided_by)


def test_an_effect_without_the_instruction_runs_to_its_end() -> None:
    """Neighbour: the same draw without 「このターンを終了する」 — the main phase goes on."""
    r = resolve(loads(END % ("１枚引く。", "")))
    assert r.outcome["state"]["A.hand"] == 3
    assert r.outcome["state"]["turn.phase"] == "main"
    assert "18.4.1" not in r.decided_by


ATTACK_END = """\
game: vg
title: t
turn: {player: A, number: 6, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 終焉竜, type: normal, grade: 3, power: 13000,
      text: "【自】【(V)】：このユニットがアタックした時、%s"}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 5000, critical: 1}
    damage: 0
    deck: 10
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard}
  - {do: attack, attacker: left_front, target: B.vanguard}
ask: [B.damage, turn.phase, 槍兵.state]
"""


def test_the_turn_ended_in_an_attack_stops_the_battle_and_the_battle_phase() -> None:
    r = resolve(loads(ATTACK_END % "このターンを終了する。"))
    assert r.outcome["state"] == {"B.damage": 0, "turn.phase": "end", "槍兵.state": "stand"}
    assert "18.4.1.3" in r.decided_by


def test_an_attack_ability_that_does_not_end_the_turn_leaves_the_battle_going() -> None:
    """Neighbour: the vanguard's attack hits, the rear-guard attacks after it."""
    r = resolve(loads(ATTACK_END % "１枚引く。"))
    assert r.outcome["state"]["turn.phase"] == "battle"
    assert r.outcome["state"]["槍兵.state"] == "rest"
    assert "18.4.1" not in r.decided_by


# ---------------- 11.11.4.1.1 「‘2倍になる’効果は、その解決時点でのその情報の値を増加分とする効果」: a
# value multiplied (shared ``steps.times_value``: 「XのYは２倍になる」 / 「XのYを２倍にする」, N倍) is an
# increase by the value at resolution, applied among the increases (11.11.1.7) — a later +5000 is
# not multiplied

TIMES = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A: {vanguard: {name: 倍化竜, type: normal, grade: 3, power: 13000}, deck: 10}
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "そのターン中、あなたのヴァンガードのパワー＋5000。"}
  - {do: resolve_text, player: A, text: "%s"}
  - {do: resolve_text, player: A, text: "そのターン中、あなたのヴァンガードのパワー＋5000。"}
ask: [倍化竜.power]
"""


def test_a_doubled_power_is_an_increase_by_its_value_at_resolution() -> None:
    for text in (
        "そのターン中、あなたのヴァンガードのパワーは２倍になる。",
        "そのターン中、あなたのヴァンガードのパワーを２倍にする。",
    ):
        r = resolve(loads(TIMES % text))
        assert r.outcome["state"] == {"倍化竜.power": 41000}, text  # (13000+5000)*2 + 5000
        assert {"11.11.4.1.1", "11.11.1.7"} <= set(r.decided_by)
        assert not r.outcome.get("may_depend_on_unsupported")


def test_three_times_adds_twice_the_value() -> None:
    r = resolve(loads(TIMES % "そのターン中、あなたのヴァンガードのパワーは３倍になる。"))
    assert r.outcome["state"] == {"倍化竜.power": 59000}  # 18000*3 + 5000


def test_a_value_kept_multiplied_by_a_continuous_ability_is_refused_by_name() -> None:
    """Neighbour: 【永】 would follow the value (not 11.11.4.1.1's fixed increase): not run, said."""
    from ruling.abilities import _abilities

    (ab,) = _abilities("vg", "【永】【(V)】：このユニットのパワーは２倍になる。", None)
    assert ab.program is None and "multiplied" in ab.reason


# ---------------- 12.4.1 / 12.4.2 「ランダムに選ぶ」 (shared ``steps._choose``: 「ランダムに」 /
# 「無作為に」, ``detail`` ``random``): chosen by chance among the cards named — the ruling branches
# on the result, no player choosing

RANDOM = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A: {vanguard: {name: 混沌竜, type: normal, grade: 3, power: 13000}, deck: 10}
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    hand: [{name: 甲札, type: normal, grade: 1}, {name: 乙札, type: normal, grade: 2}]
    drop: 0
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "%s"}
ask: [%s]
"""


def test_a_random_discard_depends_on_chance_only_where_the_card_matters() -> None:
    text = "相手の手札からランダムに１枚選び、捨てる。"
    r = resolve(loads(RANDOM % (text, "B.hand, B.drop")))
    assert r.outcome["state"] == {"B.hand": 1, "B.drop": 1}
    assert r.outcome.get("regardless_of_chance")
    assert {"12.4.1", "12.4.2"} <= set(r.decided_by)
    r2 = resolve(loads(RANDOM % (text, "甲札.zone")))
    assert r2.outcome.get("by_chance")
    r3 = resolve(loads(RANDOM % ("相手の手札から無作為に１枚選び、捨てる。", "甲札.zone")))
    assert r3.outcome.get("by_chance")


def test_a_choice_not_at_random_is_the_master_s() -> None:
    """Neighbour: 「相手の手札から１枚選び、捨てる」 — A chooses (no chance, no 12.4.2)."""
    r = resolve(
        loads(
            RANDOM % ("相手の手札から１枚選び、捨てる。", "甲札.zone")
            + "choices:\n  - {player: A, choose: 甲札}\n"
        )
    )
    assert r.outcome["state"] == {"甲札.zone": "B.drop"}
    assert not r.outcome.get("by_chance") and "12.4.2" not in r.decided_by


# ---------------- the audit's deleted_original_power (7.32.2 / 11.11.1.2): a deleted unit whose
# original power an effect set — less the printed power, or less that original one? Both run.

DELETED = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A: {vanguard: {name: 消去竜, type: normal, grade: 3, power: 13000}, deck: 10}
  B: {vanguard: {name: 騎士王, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
%s
  - {do: resolve_text, player: A, text: "相手のヴァンガードをデリートする。"}
ask: [騎士王.power]
"""


def test_a_deleted_unit_with_its_original_power_set_is_read_both_ways() -> None:
    r = resolve(loads(DELETED % "  - {do: power, card: B.vanguard, original: 10000}"))
    outs = {lf.outcome["state"]["騎士王.power"] for lf in r.leaves + r.alternates}
    assert outs == {-3000, 0}
    assert any(
        c.reading and "7.32.2" in c.clauses for lf in r.leaves + r.alternates for c in lf.choices
    )


def test_a_deleted_unit_with_its_printed_power_raises_no_point() -> None:
    """Neighbour: a +5000 (not its original power) — 7.32.2's example, one reading: 5000."""
    r = resolve(loads(DELETED % "  - {do: power, card: B.vanguard, amount: 5000}"))
    assert r.outcome["state"] == {"騎士王.power": 5000}
    assert not any(c.reading for lf in r.leaves for c in lf.choices)


# ---------------- 18.3.1 / 18.3.1.1 / 18.3.1.2: a count of kinds counts names (or the value named),
# not cards (shared ``conditions._kinds``: 「XのカードNが４種類以上なら」, 以下, exactly, 「Xのグレードが…」)

KINDS = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 統率竜, type: normal, grade: 3, power: 13000,
      text: "【永】【(V)】：%s、このユニットのパワー＋10000。"}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000}
    right_front: {name: %s, type: normal, grade: 2, power: 10000}
    left_back: {name: 弓兵, type: normal, grade: 1, power: 8000}
    right_back: {name: 術兵, type: normal, grade: 1, power: 8000}
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
ask: [統率竜.power]
"""


def test_kinds_of_names_are_not_cards() -> None:
    cond = "あなたのリアガードのカード名が４種類以上なら"
    r = resolve(loads(KINDS % (cond, "槍兵")))  # 4 rear-guards, 3 names
    assert r.outcome["state"] == {"統率竜.power": 13000}
    assert {"18.3.1", "18.3.1.1"} <= set(r.decided_by)
    assert not r.outcome.get("may_depend_on_unsupported")
    r2 = resolve(loads(KINDS % (cond, "剣兵")))  # 4 names: met
    assert r2.outcome["state"] == {"統率竜.power": 23000}


def test_kinds_at_most_exactly_and_of_a_value() -> None:
    cases = {
        "あなたのリアガードのカード名が３種類以下なら": 23000,  # 3 names
        "あなたのリアガードが３種類なら": 23000,  # names by default (18.3.1)
        "あなたのリアガードのグレードが３種類以上なら": 13000,  # grades 2 and 1 (18.3.1.2)
    }
    for cond, power in cases.items():
        r = resolve(loads(KINDS % (cond, "槍兵")))
        assert r.outcome["state"] == {"統率竜.power": power}, cond


# ---------------- 11.10.4.2 「トリガーの効果は無効にする」 (vg ``_void_triggers``: a continuous ability,
# or an effect for a period; of drive checks, damage checks, or both): the trigger abilities of the
# cards those checks put into the trigger zone are not played

VOID = """\
game: vg
title: t
turn: {player: A, number: 6, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000, critical: 1}
    hand: 0
    deck: [{name: 必殺の竜, type: trigger, grade: 0, trigger: critical, trigger_power: 10000}, 10]
  B:
    vanguard: {name: 封印の魔女, type: normal, grade: 3, power: 13000, text: "%s"}
    hand: 0
    damage: 0
    deck: [{name: 一, type: normal, trigger: none}, {name: 二, type: normal, trigger: none}, 10]
actions:
%s
  - {do: attack, attacker: vanguard, target: B.vanguard}
ask: [B.damage, 覇竜.power]
"""


def test_drive_check_triggers_nullified_by_a_continuous_ability() -> None:
    for text in (
        "【永】【(V)】：相手のドライブチェックのトリガーの効果は無効にする。",
        "【永】【(V)】：相手のトリガー効果は無効にする。",
    ):
        r = resolve(loads(VOID % (text, "")))
        assert r.outcome["state"] == {"B.damage": 1, "覇竜.power": 13000}, text
        assert "11.10.4.2" in r.decided_by
        assert not r.outcome.get("may_depend_on_unsupported")


def test_drive_check_triggers_nullified_by_an_effect_for_the_turn() -> None:
    r = resolve(
        loads(
            VOID
            % (
                "",
                '  - {do: resolve_text, player: B, text: "そのターン中、相手のドライブチェックのトリガーの効果を無効にする。"}',
            )
        )
    )
    assert r.outcome["state"] == {"B.damage": 1, "覇竜.power": 13000}
    assert "11.10.4.2" in r.decided_by


def test_damage_check_nullification_leaves_the_drive_check_trigger() -> None:
    """Neighbour: only the damage checks' triggers are nullified — the drive check's critical
    trigger is played: 2 damage, power +10000."""
    r = resolve(
        loads(VOID % ("【永】【(V)】：相手のダメージチェックのトリガーの効果は無効になる。", ""))
    )
    assert r.outcome["state"] == {"B.damage": 2, "覇竜.power": 23000}


# ---------------- 7.38.1 / 7.38.1.1 「アタック先を…に変更する」 (vg ``_change_attack_target``): the
# attacking unit attacks the unit named, that one only; moved between a vanguard and a rear-guard,
# the audit's attack_moved_vanguard_rearguard (10.1.5 / 10.1.4) is run both ways

CHANGE = """\
game: vg
title: t
turn: {player: A, number: 6, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000, critical: 1, text: "%s"}
    hand: 0
    deck: [{name: 外れ, type: normal, trigger: none}, {name: 山二, type: normal}, 10]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 10000}
    left_front: {name: 身代わり, type: normal, grade: 2, power: 10000}
    right_front: {name: 盾兵, type: normal, grade: 2, power: 10000}
    hand: 0
    damage: 0
    deck: [{name: 一, type: normal, trigger: none}, 10]
%s
actions:
  - do: attack
    attacker: vanguard
    target: B.vanguard
    guard_actions:
      - {do: resolve_text, player: B, text: "%s"}
choices:
  - {player: B, choose: 身代わり}
ask: [B.damage, 身代わり.zone, 盾兵.zone, A.hand]
"""
TO_REAR = "相手のアタックしているユニットのアタック先を、あなたの前列のリアガード１枚に変更する。"
ALL_FRONT = (
    "effects:\n  - {target: 覇竜, stat: battle_all_front, op: set, value: 'yes', source: "
    "このユニットがアタックする際、相手の前列のユニットすべてとバトルする}"
)


def test_a_target_changed_from_several_units_is_that_one_only() -> None:
    r = resolve(loads(CHANGE % ("", ALL_FRONT, TO_REAR)))
    assert r.outcome["state"]["B.damage"] == 0  # the vanguard no longer attacked
    assert r.outcome["state"]["身代わり.zone"] == "B.drop"
    assert r.outcome["state"]["盾兵.zone"] == "B.field.right_front"  # nor the other
    assert {"7.38.1", "7.38.1.1"} <= set(r.decided_by)
    assert not r.outcome.get("may_depend_on_unsupported")


def test_a_battle_moved_from_the_vanguard_is_read_both_ways() -> None:
    text = "【自】【(V)】：このユニットがヴァンガードにアタックしたバトル終了時、１枚引く。"
    r = resolve(loads(CHANGE % (text, "", TO_REAR)))
    hands = {lf.outcome["state"]["A.hand"] for lf in r.leaves + r.alternates}
    assert hands == {1, 2}  # the drive check's card; and the draw under 10.1.4
    assert any(
        c.reading and "10.1.5" in c.clauses for lf in r.leaves + r.alternates for c in lf.choices
    )


def test_a_change_between_rear_guards_raises_no_point() -> None:
    """Neighbour: attacking a rear-guard, moved to another rear-guard — 10.1.5 is not reached."""
    scn = (CHANGE % ("", "", TO_REAR)).replace("target: B.vanguard", "target: B.right_front")
    r = resolve(loads(scn))
    assert r.outcome["state"]["身代わり.zone"] == "B.drop"
    assert r.outcome["state"]["盾兵.zone"] == "B.field.right_front"
    assert "7.38.1.1" not in r.decided_by
    assert not any(c.reading for lf in r.leaves for c in lf.choices)


def test_no_such_attacking_unit_changes_nothing() -> None:
    """Neighbour: 「あなたのアタックしているユニット」 of B, who is not attacking — impossible."""
    text = (
        "あなたのアタックしているユニットのアタック先を、あなたの前列のリアガード１枚に変更する。"
    )
    r = resolve(loads(CHANGE % ("", "", text)))
    assert r.outcome["state"]["B.damage"] == 1
    assert r.outcome["state"]["身代わり.zone"] == "B.field.left_front"
    assert "7.38.1" not in r.decided_by


def test_a_target_changed_to_a_unit_that_cannot_be_attacked_is_flagged() -> None:
    """The audit's attack_target_changed_to_unattackable (7.38.1 / 10.2.3): the engine's reading,
    no new target among units barred from being attacked (another rear-guard is chosen)."""
    scn = (CHANGE % ("", "", TO_REAR)).replace(
        "{name: 身代わり, type: normal, grade: 2, power: 10000}",
        '{name: 身代わり, type: normal, grade: 2, power: 10000, text: "【永】【(R)】：このユニットはアタックされない。"}',
    )
    r = resolve(loads(scn.replace("{player: B, choose: 身代わり}", "{player: B, choose: 盾兵}")))
    assert r.outcome["state"]["身代わり.zone"] == "B.field.left_front"
    assert r.outcome["state"]["盾兵.zone"] == "B.drop"
    from ruling.render import warnings_data

    assert any(
        w["kind"] == "ambiguity" and "10.2.3" in (w.get("clauses") or ())
        for w in warnings_data(r, "en")
    )
    assert "10.2.3" in r.decided_by


def test_the_turn_ended_in_the_end_phase_finishes_the_ability_only() -> None:
    """18.4.1.3 moves nothing in the end phase: the ability finishes (18.4.1.2), the end phase
    goes on — the turn passes."""
    scn = (END % ("このターンを終了する。１枚引く。", "  - {do: end_phase}")).replace(
        "phase: main", "phase: end"
    )
    r = resolve(loads(scn))
    assert r.outcome["state"]["A.hand"] == 2
    assert r.outcome["state"]["turn.player"] == "B"
    assert "18.4.1.2" in r.decided_by


def test_a_battle_ended_by_10_4_1_3_1_flags_its_battle_end_abilities() -> None:
    """The audit's battle_ended_without_close_step: a 「バトル終了時」 ability in force when 10.4.1.3.1
    ends the battle (no close step) — flagged; the engine's reading, no trigger."""
    from ruling.render import warnings_data

    scn = (RESTED % ("rest", "")).replace(
        "left_front: {name: 槍兵, type: normal, grade: 2, power: 10000}",
        'left_front: {name: 槍兵, type: normal, grade: 2, power: 10000, text: "【自】【(R)】：'
        'このユニットがアタックしたバトル終了時、１枚引く。"}',
    )
    r = resolve(loads(scn))
    assert any(
        w["kind"] == "ambiguity" and "10.4.1.3.1" in (w.get("clauses") or ())
        for w in warnings_data(r, "en")
    )
    plain = resolve(loads(RESTED % ("rest", "")))  # neighbour: no such ability, no flag
    assert not any(w["kind"] == "ambiguity" for w in warnings_data(plain, "en"))


# ---------------- the kin in vs (1.3.2, the same words): a draw of more cards than the deck holds
# is done as far as possible (``principles.as_far_as_possible``)

VS_DRAW = """\
game: vs
title: t
turn: {player: B, number: 4, phase: chara}
players:
  A: {deck: 10, ring: {name: 春香, ap: 3000, dp: 2000}}
  B:
    deck: %s
    waiting: 3
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: draw, player: B, amount: 2}
ask: [B.hand]
"""


def test_vs_a_draw_longer_than_the_deck_is_done_as_far_as_possible() -> None:
    r = resolve(loads(VS_DRAW % "1"))
    assert r.outcome["state"]["B.hand"] == 1
    assert {"1.3.2", "4.10.3"} <= set(r.decided_by)


def test_vs_a_draw_the_deck_can_give_cites_no_impossibility() -> None:
    r = resolve(loads(VS_DRAW % "5"))
    assert r.outcome["state"]["B.hand"] == 2
    assert "1.3.2" not in r.decided_by
