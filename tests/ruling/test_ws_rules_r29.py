"""ws rules found by the round-29 blind set moved into development (round 29, s25rulesWSVS), each on a
minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

# ---------------- 7.6.1.5 「アタックの終わりに」 with no attacker named: the end of every attack,
# whoever attacks (the defender's own ability triggers too) and whether the attacker was reversed;
# 「このカードのアタックの終わりに」 stays this card's attack only

ATTACK_END = """\
game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    level: 1
    hand: 0
    deck: [{name: 山上, type: character, trigger: none}, {name: 次札, type: character}, 5]
    stage:
      center_front: {name: 攻め手, type: character, level: 1, power: %(power)s, soul: 1}
  B:
    hand: 0
    deck: [{name: 一, type: character}, {name: 二, type: character}, 9]
    stage:
      center_front: {name: 守り手, type: character, level: 1, power: 3000, soul: 1,
        text: "【自】 %(trigger)s、あなたは1枚引く。"}
actions:
  - {player: A, do: attack, slot: center_front, kind: front}
ask: [B.hand]
"""


def test_the_end_of_any_attack_triggers_on_the_defender() -> None:
    r = resolve(loads(ATTACK_END % {"power": 1000, "trigger": "アタックの終わりに"}))
    assert r.outcome["state"]["B.hand"] == 1
    assert not r.outcome.get("may_depend_on_unsupported")
    assert "7.6.1.5" in r.decided_by


def test_the_end_of_this_cards_attack_does_not_trigger_on_the_defender() -> None:
    r = resolve(loads(ATTACK_END % {"power": 1000, "trigger": "このカードのアタックの終わりに"}))
    assert r.outcome["state"]["B.hand"] == 0
    assert not r.outcome.get("may_depend_on_unsupported")


REVERSED_ATTACKER = """\
game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    level: 1
    hand: 0
    deck: [{name: 山上, type: character, trigger: none}, {name: 次札, type: character}, 5]
    stage:
      center_front: {name: 攻め手, type: character, level: 1, power: 3000, soul: 1,
        text: "【自】 アタックの終わりに、このカードが%(state)sしているなら、あなたは1枚引く。"}
  B:
    deck: [{name: 一, type: character}, 9]
    stage: {center_front: {name: 守り手, type: character, level: 1, power: %(power)s, soul: 1}}
actions:
  - {player: A, do: attack, slot: center_front, kind: front}
ask: [A.hand]
"""


def test_a_reversed_attacker_still_triggers_at_the_end_of_its_attack() -> None:
    r = resolve(loads(REVERSED_ATTACKER % {"state": "【リバース】", "power": 3000}))
    assert r.outcome["state"]["A.hand"] == 1
    assert {"7.6.1.5", "8.7.2"} <= set(r.decided_by)


def test_an_attacker_not_reversed_triggers_but_its_condition_fails() -> None:
    r = resolve(loads(REVERSED_ATTACKER % {"state": "【リバース】", "power": 1000}))
    assert r.outcome["state"]["A.hand"] == 0


# ---------------- 8.10.1 / 8.10.1.1: the battle's reverse (7.6.1.2) replaced by a rest — the reverse
# never happens: nothing triggers on it, and the encore step (7.7.1.3) finds no reversed character

REPLACED_REVERSE = """\
game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    level: 1
    hand: 0
    deck: [{name: 山上, type: character, trigger: none}, 5]
    stage:
      center_front: {name: 勝者, type: character, level: 1, power: 6000, soul: 1,
        text: "【自】 このカードのバトル相手がリバースした時、あなたは1枚引く。"}
  B:
    deck: [{name: 一, type: character}, 9]
    stage: {center_front: {name: 桜, type: character, level: 1, power: 3000, soul: 1}}
%(effects)s
actions:
  - {player: A, do: attack, slot: center_front, kind: front}
  - {do: encore_step}
ask: [B.center_front, B.waiting_room, A.hand]
"""


def test_a_reverse_replaced_by_a_rest_never_happens() -> None:
    eff = (
        "effects:\n  - {target: 桜, stat: reverse, op: replace, value: rest,"
        ' source: "このカードがリバースする時、かわりにレストする"}'
    )
    r = resolve(loads(REPLACED_REVERSE % {"effects": eff}))
    assert r.outcome["state"]["B.center_front"] == ["桜(rest)"]
    assert r.outcome["state"]["A.hand"] == 0
    assert r.outcome["state"]["B.waiting_room"] == 0
    assert {"8.10.1", "8.10.1.1", "7.7.1.3"} <= set(r.decided_by)


def test_a_reverse_not_replaced_triggers_and_the_card_leaves() -> None:
    r = resolve(loads(REPLACED_REVERSE % {"effects": ""}))
    assert r.outcome["state"]["B.center_front"] == []
    assert r.outcome["state"]["A.hand"] == 1
    assert r.outcome["state"]["B.waiting_room"] == 1
    assert "8.10.1" not in r.decided_by


# ---------------- 2.12.2.1 / 8.9.1.1: a character's 【永】 whose effect would name a card, printed on a
# card in the waiting room: not in force there, the card's value stays its printed base — the
# ruling cites the clause read to conclude so; on the stage the same ability applies

OUT_OF_FORCE = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    deck: 10
    %(zone)s
    stage:
      center_front: {name: 甲, type: character, level: 1, power: 3000, soul: 1}
  B: {deck: 10}
actions:
  - {do: check_timing}
ask: [甲.power]
"""
_SUPPORTER = (
    "{name: 応援団, type: character, level: 1, power: 2000, soul: 1,"
    ' text: "【永】 あなたのキャラすべてに、パワーを＋1000。"}'
)


def test_a_continuous_ability_in_the_waiting_room_changes_nothing() -> None:
    r = resolve(loads(OUT_OF_FORCE % {"zone": f"waiting_room: [{_SUPPORTER}]"}))
    assert r.outcome["state"]["甲.power"] == 3000
    assert {"2.12.2.1", "8.9.1.1"} <= set(r.decided_by)


def test_the_same_ability_on_the_stage_applies() -> None:
    r = resolve(loads(OUT_OF_FORCE % {"zone": f"waiting_room: []\n    clock: [{_SUPPORTER}]"}))
    assert r.outcome["state"]["甲.power"] == 3000
    text = OUT_OF_FORCE.replace(
        "      center_front: {name: 甲",
        f"      left_front: {_SUPPORTER}\n      center_front: {{name: 甲",
    )
    r = resolve(loads(text % {"zone": "waiting_room: []"}))
    assert r.outcome["state"]["甲.power"] == 4000
    assert "2.12.2.1" not in r.decided_by


# ---------------- 10.2.3 every character has 『アンコール [(3)]』: a reversed character an effect puts
# from the stage into the deck is not encored (10.2.1 / 10.2.2 read on the encore 10.2.3 gives it)

ENCORE = """\
game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    level: 1
    deck: 10
    stage:
      left_back: {name: 掃除屋, type: character, level: 1, power: 2000, soul: 1,
        text: "【自】 アンコールステップの始めに、あなたは相手のリバースしているキャラを1枚選び、%(to)s。"}
  B:
    stock: 3
    deck: [{name: 一, type: character}, 9]
    stage: {center_front: {name: 倒れ, type: character, level: 1, power: 4000, soul: 1, state: reverse}}
actions:
  - {do: encore_step}
ask: [倒れ.zone]
expect:
  triggered: {"倒れ#encore": %(n)s}
"""


def test_a_character_put_into_the_deck_is_not_encored_by_the_rules_encore() -> None:
    r = resolve(loads(ENCORE % {"to": "山札の下に置く", "n": 0}))
    assert r.outcome["state"]["倒れ.zone"] == "B.deck"
    assert {"10.2.1", "10.2.2", "10.2.3"} <= set(r.decided_by)


def test_a_character_put_into_the_waiting_room_has_the_rules_encore() -> None:
    r = resolve(loads(ENCORE % {"to": "控え室に置く", "n": 1}))
    assert "10.2.3" in r.decided_by


# ---------------- 10.16.4 stops the procedure 10.16.2 gives 分離: cited together


def test_separate_without_the_named_marker_cites_its_meaning() -> None:
    from pathlib import Path

    path = Path(__file__).parents[1] / "scenarios/ws/r29_008_separate_without_the_named_marker.yaml"
    r = resolve(loads(path.read_text(encoding="utf-8")))
    assert {"10.16.2", "10.16.4"} <= set(r.decided_by)


DIRECT_END = """\
game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    level: 1
    hand: 0
    deck: [{name: 山上, type: character, trigger: none}, {name: 次札, type: character}, 5]
    stage:
      center_front: {name: 攻め手, type: character, level: 1, power: 3000, soul: 1}
      left_back: {name: 見物, type: character, level: 1, power: 1000, soul: 1,
        text: "【自】 アタックの終わりに、あなたは1枚引く。"}
  B:
    deck: [{name: 一, type: character}, {name: 二, type: character}, 9]
actions:
  - {player: A, do: attack, slot: center_front}
ask: [A.hand]
"""


def test_the_end_of_a_direct_attack_triggers_it_too() -> None:
    r = resolve(loads(DIRECT_END))
    assert r.outcome["state"]["A.hand"] == 1
    assert "7.5.1.4" in r.decided_by
    assert "7.6.1.5" not in r.decided_by


# ---------------- unsettled separate_attack_end_scope (10.16.1 with 7.6.1.5 against 10.16.2 with
# 7.5.1.4): 分離 at the end of an attack with no battle step is run under both readings; after a
# front attack (the battle step's attack end) nothing is raised

SEPARATE = """\
game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    level: 1
    stock: 0
    deck: [{name: 山上, type: character, trigger: none}, 5]
    stage:
      center_front: {name: 合体キャラ, type: character, level: 1, power: 9000, soul: 1,
        text: "【自】 分離／「分かれる札」 ［(1)］"}
    markers: {center_front: [{name: 分かれる札, type: character, level: 1, power: 5000, soul: 1}]}
  B:
    deck: [{name: 一, type: character}, {name: 二, type: character}, 8]
    %(b_stage)s
actions:
  - {player: A, do: attack, slot: center_front%(kind)s}
choices:
  - {player: A, at: optional, choose: yes}
  - {player: A, at: slot, choose: left_front}
ask: [A.left_front]
"""
_SEP_POINT = ("10.16.1", "7.6.1.5", "10.16.2", "7.5.1.4")


def test_separate_after_a_direct_attack_is_run_under_both_readings() -> None:
    from ruling.resolve import raised_points

    r = resolve(loads(SEPARATE % {"b_stage": "", "kind": ""}))
    assert any(set(_SEP_POINT) <= set(cl) and both for cl, both in raised_points(r))
    assert r.outcome["state"]["A.left_front"] == ["分かれる札"]  # the engine's reading, 10.16.2
    other = [lf for lf in r.alternates if any(c.option == "battle_step_only" for c in lf.choices)]
    assert other and other[0].outcome["state"]["A.left_front"] == []


def test_separate_after_a_front_attack_raises_nothing() -> None:
    from ruling.resolve import raised_points

    b = "stage: {center_front: {name: 壁, type: character, level: 1, power: 1000, soul: 1}}"
    r = resolve(loads(SEPARATE % {"b_stage": b, "kind": ", kind: front"}))
    assert not any(set(_SEP_POINT) <= set(cl) for cl, _b in raised_points(r))
    assert r.outcome["state"]["A.left_front"] == ["分かれる札"]


# ---------------- chapter-8 audit (round 29): 8.7.4.1 names how a zone-move trigger reads the
# card's information for public/hidden, stage-leaving and public/public moves — a move between two
# hidden zones is none of them: recorded (raise: none), the readings named


def test_a_hidden_to_hidden_zone_move_is_a_recorded_gap() -> None:
    from ruling import unsettled

    e = unsettled.entry("ws", "zone_move_info_hidden_to_hidden")
    assert e.kind == "gap" and e.raise_ == "none"
    assert e.clauses[0] == "8.7.4.1"
    assert {r.key for r in e.readings} == {"after_move", "before_move"}
