"""vg rules and card-text constructions the round-31 blind set needed (round 31, s27rulesVG), each on
a minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads


def _clauses(r: object) -> set[str]:
    return {c for s in r.main.trace.steps for c in s.clauses}  # type: ignore[attr-defined]


# ---------------- validity keywords of chapter 17: 真剣必殺 (17.14.1.2, 3 damage or more) and
# 開眼 (17.16.3.2, the unit persona rode this turn or 4 damage or more)

VALID = """\
game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 刀, type: normal, grade: 2, power: 10000, text: "%s"}
    damage: %d
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "１枚引く。"}
ask: [A.left_front.power]
"""

SHINKEN = "【永】【(R)】 真剣必殺：このユニットのパワー＋5000。"
KAIGAN = "【永】【(R)】-開眼：このユニットのパワー＋5000。"


def test_shinken_hissatsu_valid_with_three_damage() -> None:
    r = resolve(loads(VALID % (SHINKEN, 3)))
    assert r.outcome["state"]["A.left_front.power"] == 15000
    assert {"17.14.1", "17.14.1.2"} <= _clauses(r)


def test_shinken_hissatsu_not_valid_with_two_damage() -> None:
    r = resolve(loads(VALID % (SHINKEN, 2)))
    assert r.outcome["state"]["A.left_front.power"] == 10000


def test_kaigan_valid_with_four_damage_not_with_three() -> None:
    assert resolve(loads(VALID % (KAIGAN, 4))).outcome["state"]["A.left_front.power"] == 15000
    assert resolve(loads(VALID % (KAIGAN, 3))).outcome["state"]["A.left_front.power"] == 10000


PERSONA = """\
game: vg
title: t
turn: {player: A, number: 9, phase: ride, first_player: A}
players:
  A:
    vanguard: {name: 蒼炎の剣聖, type: normal, grade: 3, power: 13000, skills: [persona_ride]}
    left_front: {name: 刀, type: normal, grade: 2, power: 10000, text: "%s"}
    hand:
      - {name: 蒼炎の剣聖, type: normal, grade: 3, power: 13000, skills: [persona_ride], text: "%s"}
    soul: 3
    damage: 1
    deck: 20
  B: {vanguard: {name: 騎士王, type: normal, grade: 3, power: 13000}, deck: 20}
actions:
  - {do: ride_phase, card: 蒼炎の剣聖}
ask: [A.vanguard.power, A.left_front.power]
"""


def test_kaigan_valid_on_the_unit_that_persona_rode_only() -> None:
    """17.16.3.2: the unit with 開眼 persona rode this turn — the new vanguard's 開眼 holds; a
    rear-guard's does not (it did not persona ride), with 1 damage."""
    vg_text = "【永】【(V)】-開眼：このユニットのパワー＋5000。"
    r = resolve(loads(PERSONA % (KAIGAN, vg_text)))
    # 13000 + 10000 (the persona ride, 7.15.1.4.2) + 5000 (開眼) / 10000 + 10000
    assert r.outcome["state"] == {"A.vanguard.power": 28000, "A.left_front.power": 20000}


# ---------------- 誉 (17.14.2): one 誉 cost a turn over all the fighter's 誉 abilities

HOMARE = """\
game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 太刀, type: normal, grade: 2, power: 10000,
      text: "【起】【(R)】 誉：【コスト】[【ソウルブラスト】(1)]することで、１枚引く。"}
    right_front: {name: 脇差, type: normal, grade: 2, power: 10000, text: "%s"}
    soul: 3
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: main_phase, actions: [{do: activate, card: 太刀}, {do: activate, card: 脇差}]}
ask: [A.hand, A.soul]
"""


def test_homare_cost_paid_once_a_turn_over_all_cards() -> None:
    r = resolve(
        loads(HOMARE % "【起】【(R)】 誉：【コスト】[【ソウルブラスト】(1)]することで、１枚引く。")
    )
    assert r.outcome["state"] == {"A.hand": 1, "A.soul": 2}
    assert "17.14.2" in _clauses(r)


def test_an_ability_without_homare_is_not_limited() -> None:
    r = resolve(
        loads(HOMARE % "【起】【(R)】：【コスト】[【ソウルブラスト】(1)]することで、１枚引く。")
    )
    assert r.outcome["state"] == {"A.hand": 2, "A.soul": 1}


# ---------------- 【ユニークスキル】 (12.3.4): once its effect changed the game, its master cannot
# use abilities with the icon this game (as 【ディヴァインスキル】 12.3.3, a limit of its own)

UNIQUE = """\
game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 先鋒, type: normal, grade: 2, power: 10000,
      text: "【ユニークスキル】【起】【(R)】：【コスト】[【ソウルブラスト】(1)]することで、１枚引く。"}
    right_front: {name: 後詰, type: normal, grade: 2, power: 10000, text: "%s"}
    soul: 3
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: main_phase, actions: [{do: activate, card: 先鋒}, {do: activate, card: 後詰}]}
ask: [A.hand, A.soul]
"""


def test_unique_skill_used_locks_the_other_unique_skill() -> None:
    r = resolve(
        loads(
            UNIQUE
            % "【ユニークスキル】【起】【(R)】：【コスト】[【ソウルブラスト】(1)]することで、１枚引く。"
        )
    )
    assert r.outcome["state"] == {"A.hand": 1, "A.soul": 2}
    assert {"12.3.4", "12.3.4.2"} <= _clauses(r)


def test_unique_skill_does_not_lock_a_divine_skill() -> None:
    """Neighbour: each icon limits the abilities with that icon only."""
    text = "【ディヴァインスキル】－【起】【(R)】：【コスト】[【ソウルブラスト】(1)]することで、１枚引く。"
    r = resolve(loads(UNIQUE % text))
    assert r.outcome["state"] == {"A.hand": 2, "A.soul": 1}


# ---------------- state triggers (11.9.8, 11.9.8.1): 「あなたの手札にカードがない時、」 pending once
# while its state holds and it is not pending; resolved with the state still holding, pending
# again only under the other reading of 11.9.8.1 (the point state_trigger_still_met)

STATE = """\
game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 空手の竜, type: normal, grade: 3, power: 13000, text: "%s"}
    hand: [{name: 最後の札, type: normal, grade: 1}]
    deck: [{name: 補充, type: normal}, 9]
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "%s"}
ask: [A.hand]
"""
EMPTY_DRAW = "【自】【(V)】：あなたの手札にカードがない時、１枚引く。"


def test_state_trigger_pending_when_the_hand_empties() -> None:
    r = resolve(loads(STATE % (EMPTY_DRAW, "手札から１枚捨てる。")))
    assert r.outcome["state"]["A.hand"] == 1
    assert {"11.9.8", "11.9.8.1"} <= _clauses(r)
    assert sum(s.event == "pending" for s in r.main.trace.steps) == 1


def test_state_trigger_not_pending_while_the_hand_holds_a_card() -> None:
    """Neighbour: an event with the hand not empty: no trigger."""
    r = resolve(loads(STATE % (EMPTY_DRAW, "１枚引く。")))
    assert r.outcome["state"]["A.hand"] == 2
    assert not any(s.event == "pending" for s in r.main.trace.steps)


def test_state_trigger_still_met_after_resolution_is_a_reading_point() -> None:
    """The power +5000 leaves the hand empty: pending again (an endless loop nobody can stop, a
    draw, 18.1.1.1) or not (once per arising, the engine's reading)."""
    text = "【自】【(V)】：あなたの手札にカードがない時、そのターン中、このユニットのパワー＋5000。"
    r = resolve(loads(STATE % (text, "手札から１枚捨てる。")))
    assert r.outcome["game_over"] is False
    assert "11.9.8.1" in r.outcome["depends_on_reading"]
    assert any(x["outcome"].get("draw") for x in r.outcome["readings"])


# ---------------- the rules' notation of a keyword with a name, the name unquoted (14.52.2 ‘ドレス
# アップ - (名称)’, 14.54.2 ‘メイトユニット - (名称)’), with or without the 【永】 icon before it


def _compiled(text: str) -> list[object]:
    from ruling.abilities import abilities_of
    from ruling.state import Card

    return [ab.program for ab in abilities_of("vg", Card(uid="x", name="x", owner="A", text=text))]


def test_keyword_with_a_bare_name_reads_as_the_quoted_one() -> None:
    for text in ("メイトユニット - 光の剣士", "【永】メイトユニット - 光の剣士"):
        got = _compiled(text)
        assert got == _compiled("【メイトユニット】－「光の剣士」"), text
    assert _compiled("【永】ドレスアップ - 天空の剣士") == _compiled(
        "【永】：ドレスアップ-「天空の剣士」"
    )


MATE = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: %s, type: normal, grade: 3, power: 13000}
    hand: [{name: 相棒騎士, type: normal, grade: 1, power: 8000, text: "【永】メイトユニット - 光の剣士"}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: main_phase, actions: [{do: call, card: 相棒騎士, circle: left_front}]}
ask: [A.left_front]
"""


def test_mate_unit_call_refused_unless_the_vanguard_has_the_name() -> None:
    r = resolve(loads(MATE % "闇の剣士"))
    assert r.outcome["state"]["A.left_front"] == []
    assert {"14.54.2", "9.9.2.1", "1.3.1"} <= _clauses(r)
    ok = resolve(loads(MATE % "光の剣士・見習い"))
    assert ok.outcome["state"]["A.left_front"] == ["相棒騎士"]


DRESS = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    deck: [{name: 仮装の騎士, type: normal, grade: 1, text: "%s"}, {name: 他人, type: normal, grade: 1}, 8]
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたの山札から「天空の剣士」を１枚まで探し、公開して手札に加え、山札をシャッフルする。"}
choices:
  - {player: A, choose: 仮装の騎士}
ask: [仮装の騎士.zone]
"""


def test_dress_up_name_found_in_the_deck_and_cited() -> None:
    r = resolve(loads(DRESS % "ドレスアップ - 天空の剣士"))
    assert r.outcome["state"]["仮装の騎士.zone"] == "A.hand"
    assert {"14.52.2", "14.52.2.1", "12.6.2.1"} <= _clauses(r)


def test_a_card_without_the_other_name_is_not_found() -> None:
    """Neighbour: no dress-up, no 「天空の剣士」 in the deck: nothing is found (the choice unused)."""
    r = resolve(loads(DRESS % "【永】【(R)】：このユニットのパワー＋5000。"))
    assert r.outcome["state"]["仮装の騎士.zone"] == "A.deck"


# ---------------- 儀式 on an automatic ability (14.20.2.3): the cards its event put from the field
# into the drop counted; one of another grade is the point ritual_event_cards

RITUAL = """\
game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 祭司, type: normal, grade: 3, power: 13000,
      text: "【自】【(V)】 儀式２：あなたのリアガードがフィールドからドロップに置かれた時、１枚引く。"}
    left_front: {name: 兵, type: normal, grade: %d, power: 8000}
    drop: [{name: 供物, type: normal, grade: 1}]
    deck: [{name: 引く札, type: normal}, 9]
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたのリアガードを１枚選び、退却させる。"}
ask: [引く札.zone]
"""


def test_ritual_auto_counts_a_grade_one_card_its_event_put_in_the_drop() -> None:
    r = resolve(loads(RITUAL % 1))
    assert r.outcome["state"]["引く札.zone"] == "A.hand"
    assert {"14.20.2.2", "14.20.2.3"} <= _clauses(r)
    # round 43: that 「…枚数も儀式の数値に加えます」 counts the card put (and does not raise the
    # number by it) is the engine's reading of the point ritual_number_raised, the other run too
    # (tests/ruling/test_vg_r43_readings.py)
    assert [x["outcome"]["state"]["引く札.zone"] for x in r.outcome["readings"]] == ["A.deck"]


def test_ritual_auto_card_of_another_grade_is_a_reading_point() -> None:
    r = resolve(loads(RITUAL % 2))
    assert r.outcome["state"]["引く札.zone"] == "A.deck"  # the engine's reading: grade 1 only
    assert "14.20.2.3" in r.outcome["depends_on_reading"]
    assert [x["outcome"]["state"]["引く札.zone"] for x in r.outcome["readings"]] == ["A.hand"]


# ---------------- 「以下から１つ選び、行う」 (the same step as 「以下を１つ行う」) and its note
# 「（このターン中、同じ効果は発動できない）」: an item chosen once this turn cannot be chosen again,
# done or not (11.9.5.1.1)

MODES = """\
game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 選ぶ竜, type: normal, grade: 3, power: 13000, text: "%s"}
    hand: [{name: 兵一, type: normal, grade: 1, power: 8000}, {name: 兵二, type: normal, grade: 1, power: 8000}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: main_phase, actions: [{do: call, card: 兵一, circle: left_front}, {do: call, card: 兵二, circle: right_front}]}
choices:
  - {player: A, at: mode, choose: "1"}
  - {player: A, at: mode, choose: "1"}
ask: [A.hand, A.soul]
"""
HEAD = "【自】【(V)】：あなたのリアガードが登場した時、以下から１つ選び、行う。"
ITEMS = "\\n・【ソウルチャージ】(1)。\\n・１枚引く。"


def test_items_chosen_then_done_is_a_choice_of_items() -> None:
    """No note: the first item may be chosen twice — two soul charges."""
    r = resolve(loads(MODES % (HEAD + ITEMS)))
    assert r.outcome["state"] == {"A.hand": 0, "A.soul": 2}


def test_same_effect_note_bars_the_item_chosen_this_turn() -> None:
    """The note: the second time the first item is not offered; the choice of it is not used and
    the draw is the item left — one soul charge, one card drawn."""
    text = HEAD + "（このターン中、同じ効果は発動できない）" + ITEMS
    r = resolve(loads(MODES.replace('  - {player: A, at: mode, choose: "1"}\n', "", 1) % text))
    assert r.outcome["state"] == {"A.hand": 1, "A.soul": 1}
    assert "11.9.5.1.1" in _clauses(r)


# ---------------- a list of items: its ・ lines carried out by the text resolved (resolve_text); a
# condition before the list cites 11.8.3.1.2.1; an item not done by its condition, the others
# done or not by the point list_items_not_executed_misprint (11.8.3.1.2.2), both readings run

LIST = """\
game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    damage: [{name: 傷一, type: normal}, {name: 傷二, type: normal}]
    hand: 0
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "%s"}
ask: [A.hand, A.soul]
"""


def test_the_items_of_a_resolved_text_are_carried_out() -> None:
    r = resolve(loads(LIST % "以下のすべてを行う。\\n・１枚引く。\\n・【ソウルチャージ】(1)。"))
    assert r.outcome["state"] == {"A.hand": 1, "A.soul": 1}
    assert not [w for w in r.warnings() if w.kind == "unsupported"]


def test_a_condition_before_the_list_cites_11_8_3_1_2_1() -> None:
    text = "あなたのダメージゾーンが２枚以上なら、以下のすべてを行う。\\n・１枚引く。\\n・【ソウルチャージ】(1)。"
    r = resolve(loads(LIST % text))
    assert r.outcome["state"] == {"A.hand": 1, "A.soul": 1}
    assert "11.8.3.1.2.1" in _clauses(r)


def test_an_item_not_done_leaves_the_others_to_a_reading() -> None:
    text = "以下のすべてを行う。\\n・あなたのダメージゾーンが５枚以上なら、【ソウルチャージ】(1)。\\n・１枚引く。"
    r = resolve(loads(LIST % text))
    assert r.outcome["state"] == {"A.hand": 1, "A.soul": 0}  # the engine's reading: done
    assert "11.8.3.1.2.2" in r.outcome["depends_on_reading"]
    assert [x["outcome"]["state"]["A.hand"] for x in r.outcome["readings"]] == [0]


# ---------------- citations of mechanisms already run: steps separated by 「/」 (11.8.3.1.3), a row
# named (4.9.1) with a unit on an accel circle in the front row (16.3.1.5.1.1), an effect following
# the card it moved (4.1.8.1)

CITE = """\
game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    accel_circles: 1
    accel_1: {name: 加速兵, type: normal, grade: 1, power: 8000}
    left_back: {name: 後衛, type: normal, grade: 1, power: 7000}
    damage: [{name: 裏傷, type: normal, face: down}]
    drop: [{name: 帰還兵, type: normal, grade: 1, power: 8000}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "%s"}
choices:
  - {player: A, at: circle, choose: left_front}
ask: [A.soul]
"""


def test_slashed_steps_cite_11_8_3_1_3() -> None:
    r = resolve(loads(CITE % "【ソウルチャージ】(1)/【カウンターチャージ】(1)。"))
    assert r.outcome["state"]["A.soul"] == 1
    assert "11.8.3.1.3" in _clauses(r)
    assert "11.8.3.1.3" not in _clauses(resolve(loads(CITE % "【ソウルチャージ】(1)。")))


def test_front_row_with_an_accel_circle_cites_16_3_1_5_1_1() -> None:
    r = resolve(loads(CITE % "そのターン中、あなたの前列のユニットすべてのパワー＋5000。"))
    steps = [s for s in r.main.trace.steps if s.event == "addeffect"]
    assert {s.en.split()[0] for s in steps} == {"竜", "加速兵"}
    on_accel = next(s for s in steps if s.en.startswith("加速兵"))
    assert {"4.9.1", "16.3.1.5.1.1"} <= set(on_accel.clauses)


def test_an_effect_following_the_card_it_called_cites_4_1_8_1() -> None:
    text = "あなたのドロップからグレード１のカードを１枚選び、(R)にコールし、そのターン中、そのユニットのパワー＋5000。"
    r = resolve(loads(CITE % text))
    assert "4.1.8.1" in _clauses(r)


# ---------------- an ability word before a dash and the ability's cost (「奇術－【コスト】[…]することで、
# …」, 14.33.1; 「時翔－【コスト】…」): the word, the cost and the effect read as printed without it


def test_ability_word_dash_before_the_cost() -> None:
    body = "【コスト】[【カウンターブラスト】(1)]することで、１枚引く。"
    for word, kw in (("奇術", "magia"), ("時翔", "time_leap")):
        (prog,) = _compiled(f"【起】【(V)】【ターン1回】：{word}－{body}")
        (plain,) = _compiled(f"【起】【(V)】【ターン1回】：{body}")
        assert prog is not None and prog.keyword == kw  # type: ignore[attr-defined]
        assert prog.steps == plain.steps and prog.cost == plain.cost  # type: ignore[attr-defined]


MAGIA = """\
game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 奇術師, type: normal, grade: 3, power: 13000, text: "【起】【(V)】【ターン1回】：奇術－【コスト】[【カウンターブラスト】(1)]することで、あなたのソウルからユニットを１枚(R)にコールし、そのターン終了時、この効果でコールされたユニットをソウルに置く。"}
    soul: [{name: 助手, type: normal, grade: 1, power: 8000}]
    damage: [{name: 傷, type: normal}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: main_phase, actions: [{do: activate, card: 奇術師}]}
  - {do: end_phase}
choices:
  - {player: A, at: circle, choose: left_front}
ask: [助手.zone]
"""


def test_magia_unit_back_to_the_soul_at_the_end_of_the_turn() -> None:
    r = resolve(loads(MAGIA))
    assert r.outcome["state"]["助手.zone"] == "A.soul"
    assert "14.33.1" in _clauses(r)


# ---------------- 「別の(R)にコールする」: a call of a rear-guard to a circle of that kind other than
# the one it is on (a new card there, 6.2.5)

OTHER = """\
game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 司令, type: normal, grade: 3, power: 13000}
    left_front: {name: 甲, type: normal, grade: 2, power: 10000}
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
effects:
  - {target: 甲, stat: power, op: add, value: 5000, until: turn, source: "そのターン中、パワー＋5000。"}
actions:
  - {do: resolve_text, player: A, text: "あなたのリアガードを１枚選び、別の(R)にコールする。"}
choices:
  - {player: A, at: circle, choose: %s}
ask: [甲.zone, 甲.power]
"""


def test_a_call_to_another_circle_of_the_kind() -> None:
    r = resolve(loads(OTHER % "right_front"))
    assert r.outcome["state"] == {"甲.zone": "A.field.right_front", "甲.power": 10000}
    assert "6.2.5" in _clauses(r)


def test_the_circle_it_is_on_is_not_offered() -> None:
    """Neighbour: its own circle is no choice (a choice naming it is none of the options)."""
    import pytest

    from ruling.scenario import ScenarioError

    with pytest.raises(ScenarioError, match="none of the options"):
        resolve(loads(OTHER % "left_front"))


# ---------------- a value a gift marker on the unit's circle changes is decided by the marker's
# clause and the steps that put the marker there (16.3.1.4.3; the kind kept, 16.3.1.3.1)

GIFT = """\
game: vg
title: t
turn: {player: A, number: 7, phase: ride, first_player: A}
players:
  A:
    vanguard: {name: 中竜, type: normal, grade: 2, power: 10000}
    gift_force: 2
    hand: [{name: 二度目の力, type: normal, grade: 3, power: 13000, gift: force}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: ride_phase, card: 二度目の力}
choices:
  - {player: A, at: gift_circle, choose: vanguard}
ask: [A.vanguard.critical]
"""


def test_a_gift_marker_decides_the_critical_it_sets() -> None:
    r = resolve(loads(GIFT))
    assert r.outcome["state"]["A.vanguard.critical"] == 2
    assert {"16.3.1.3.1", "16.3.1.4.1", "16.3.1.4.3"} <= set(r.decided_by)
