"""Format gaps the blind writers reported in round 15 (tests/blind/r16/README.md; issue 14, "a
scenario format that can say what a situation needs") and two left open from round 14's writers
(mc), each on a minimal scenario of its own; docs/scenarios.md describes each with an example."""

from __future__ import annotations

from pathlib import Path

import pytest

from ruling.scenario import ScenarioError, loads
from tests.ruling.boards import problems

REPO = Path(__file__).resolve().parents[2]


# ------------------------------------------- 1. ws: the slot of 「前列のキャラのいない枠に動かす」

WS_MOVE = """
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    deck: 20
    stage:
      left_back: {name: 後ろ, type: character, level: 0, power: 1000, soul: 1}
      center_front: {name: 前, type: character, level: 0, power: 1000, soul: 1}
  B:
    deck: 20
actions:
  - {do: resolve_text, player: A, text: "あなたは自分のキャラを1枚選び、前列のキャラのいない枠に動かす。"}
choices:
  - {player: A, choose: 後ろ}
  - {player: A, at: %s, choose: right_front}
expect:
  state: {後ろ.zone: A.right_front}
"""


@pytest.mark.parametrize("at", ["slot", "choose"])
def test_the_slot_chosen_by_card_text_is_answered_at_slot_or_choose(at: str) -> None:
    """8.6.3: the empty front-row slot is the master's choice — its kind is `slot`, and the table's
    `choose` (a choice by card text: a card, a slot, a number) answers it too."""
    assert problems(WS_MOVE % at) == []


def test_the_slot_answer_can_fail() -> None:
    """Another kind's `at:` does not answer it: the choice is branched (left_front is the other
    empty slot) and the expectation fails on that branch."""
    assert problems(WS_MOVE % "level_up") != []


# ------------------------------------------------------------ 2. ws: the shot's ability, counted

WS_SHOT = """
game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    stage: {center_front: {name: 伊吹, type: character, level: 0, power: 3000, soul: 1}}
    deck: [{name: 弾, type: climax, trigger: shot}, 5]
  B:
    clock: 0
    deck: [{name: 取消, type: climax}, {name: 受け, type: character}, 5]
    waiting_room: 3
actions:
  - {player: A, do: attack, slot: center_front}
expect:
  triggered: {%s}
"""


def test_the_shot_ability_is_counted_under_the_attacking_character() -> None:
    """4.12.2.7: the shot icon makes 「現在の攻撃キャラが次に与えるダメージがキャンセルされた時」 —
    an ability about the attacking character, counted under it (`伊吹#shot`), not under the
    climax whose icon made it."""
    assert problems(WS_SHOT % '"伊吹#shot": 1, "弾#shot": 0') == []


def test_the_shot_under_the_climax_fails_naming_the_card_it_is_counted_under() -> None:
    (msg,) = problems(WS_SHOT % '"弾#shot": 1')
    assert "expected 1, got 0" in msg and "triggered under 伊吹" in msg


# ------------------------------------------------ 3. ws: main phase → encore step, no attack made

WS_ENCORE = """
game: ws
title: t
turn: {player: A, number: 5, phase: %s, first_player: A}
players:
  A:
    level: 1
    deck: 20
    stage:
      center_front: {name: 倒れ, type: character, level: 0, power: 1000, soul: 1, state: reverse}
      left_front:
        name: 号令
        type: character
        level: 0
        power: 1000
        soul: 1
        text: "【自】 あなたのアタックフェイズの始めに、そのターン中、このカードのパワーを＋1000。"
  B:
    deck: 20
actions:
  - {do: encore_step}
choices:
  - {player: A, at: encore, choose: "no"}
expect:
  state: {倒れ.zone: A.waiting_room, turn.phase: attack, turn.step: encore%s}
  %s
"""


def test_encore_step_from_the_main_phase_runs_the_climax_and_attack_phase_starts() -> None:
    """The turn player does nothing more in the main phase (6.5.1.3) and plays no climax (6.6.1);
    the attack phase starts (7.2.1.1: 「アタックフェイズの始めに」 triggers) and the attacks are
    ended at once (7.2.1.3.2); then the encore step (7.7.1.2)."""
    text = WS_ENCORE % (
        "main",
        ", 号令.power: 2000",
        'triggered: {号令: 1}\n  decided_by: ["6.5.1.3", "6.6.1", "7.2.1.1", "7.2.1.3.2", "7.7.1.2"]',
    )
    assert problems(text) == []


def test_encore_step_from_the_climax_phase_skips_only_what_is_past() -> None:
    text = WS_ENCORE % ("climax", ", 号令.power: 2000", 'not_decided_by: ["6.5.1.3"]')
    assert problems(text) == []


def test_encore_step_in_the_attack_phase_does_not_start_it_again() -> None:
    """A scenario given in the attack phase: its start is past, nothing triggers again."""
    text = WS_ENCORE % ("attack", ", 号令.power: 1000", "triggered: {号令: 0}")
    assert problems(text) == []


# ----------------------------------------- 4. vg: a trigger's unit choices, 「ユニットを1枚選び」

VG_TRIGGER = """
game: vg
title: t
turn: {player: A, number: 5, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000, critical: 1}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000}
    deck: [{name: 星, type: trigger, grade: 0, trigger: critical, trigger_power: 10000}, 10]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: [{name: 傷札, type: normal}, 10]
actions:
  - {do: attack}
choices:
  - {player: A, at: %s, choose: 覇竜}
  - {player: A, at: %s, choose: 槍兵}
expect:
  state: {槍兵.power: 20000, 覇竜.power: 13000, B.damage: 2}
"""


@pytest.mark.parametrize(
    "crit,power", [("trigger_critical", "trigger_power"), ("choose", "choose")]
)
def test_a_triggers_units_are_answered_by_their_kind_or_choose(crit: str, power: str) -> None:
    """11.10.5 / the critical icon: 「あなたのユニットを1枚選び」 — the critical first, then the
    power, each `at: trigger_critical` / `at: trigger_power` or the card-text name `choose`."""
    assert problems(VG_TRIGGER % (crit, power)) == []


def test_a_triggers_unit_answer_can_fail() -> None:
    assert problems(VG_TRIGGER % ("choose", "dice")) != []


def test_vg_card_text_unit_choice_is_at_choose() -> None:
    text = """
game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000, critical: 1}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "あなたのユニットを1枚選び、そのターン中、パワー+5000。"}
choices:
  - {player: A, at: choose, choose: 槍兵}
expect:
  state: {槍兵.power: 15000, 覇竜.power: 13000}
"""
    assert problems(text) == []


# --------------------------------------------------- 5. vg: intercept in guard_actions, by card

VG_INTERCEPT = """
game: vg
title: t
turn: {player: A, number: 5, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000, critical: 1}
    deck: [{name: 外れ, type: normal}, 10]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000, shield: 5000, skills: [intercept]}
    right_front: {name: 弓兵, type: normal, grade: 2, power: 10000, shield: 5000}
    deck: [{name: 傷札, type: normal}, 10]
actions:
  - {do: attack, guard_actions: [{do: intercept, %s}]}
expect:
  state: {%s}
"""


@pytest.mark.parametrize("who", ["card: 槍兵", "circle: left_front", "card: B.left_front"])
def test_intercept_names_the_unit_or_its_circle(who: str) -> None:
    """10.5.1.2.4 / 14.4.2: the front-row rear-guard with intercept moves to the guardian
    circle — named by `circle:` or, as `guard` names its card, by `card:`."""
    assert problems(VG_INTERCEPT % (who, "槍兵.zone: B.drop, B.damage: 0")) == []


def test_intercept_by_a_card_without_intercept_is_refused() -> None:
    text = VG_INTERCEPT % ("card: 弓兵, allowed: false", "弓兵.zone: B.right_front, B.damage: 1")
    assert problems(text) == []


def test_intercept_naming_neither_is_a_clear_error() -> None:
    with pytest.raises(ScenarioError, match=r"'intercept' needs 'circle' \(or 'card'\)"):
        loads(VG_INTERCEPT % ("player: B", "B.damage: 0"))


# ------------------------------------------------------------------- 6. vg: `face` values

VG_FACE = """
game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    damage: [{name: 表, type: normal, face: %s}, {name: 裏, type: normal, face: down}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
expect:
  state: {表.face: up, 裏.face: down}
"""


def test_face_is_up_or_down() -> None:
    assert problems(VG_FACE % "up") == []
    assert problems(VG_FACE % "down") != []


def test_another_face_value_is_an_error_naming_both() -> None:
    with pytest.raises(ScenarioError, match="'up' or 'down'"):
        loads(VG_FACE % "sideways")


# --------------------------------------------- 7. vg: after end_phase, the next turn's stand phase

VG_END = """
game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000, state: rest}
    deck: 10
actions:
  - {do: end_phase}%s
expect:
  state: {turn.player: B, turn.number: 6, turn.phase: stand, B.vanguard.state: %s}
  decided_by: ["9.11.10"]
"""


def test_end_phase_stops_at_the_start_of_the_next_turns_stand_phase() -> None:
    """9.11.10 (read 「進みます」 against its printed 「進みません」, 9.1.2): the turn passes and the
    next turn's stand phase has begun (`turn.phase: stand`); nothing in it is done yet (9.2.1's
    stand) until `stand_phase` runs it."""
    assert problems(VG_END % ("", "rest")) == []
    assert problems(VG_END % ("\n  - {do: stand_phase}", "stand")) == []
    assert problems(VG_END % ("", "stand")) != []


# ------------------------------------------- 8. mc: stopping between phases, after the main phase

MC_PHASES = """
game: mc
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 草原, type: terrain, limit: 6}
        - {name: 騎士, type: unit, level: 2, attack: 2, defense: 3}
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - %s
expect:
  state: {%s}
"""
MODIFY = "{do: modify, card: 騎士, stat: attack, amount: 2}"


def test_main_phase_with_its_actions_ends_the_phase_and_stops_before_the_summon_phase() -> None:
    """7.3.6: `main_phase {actions}` runs the phase to its end (its check step; a change lasting the
    phase is lost) and stops there — the summon phase (7.4) has not begun."""
    text = MC_PHASES % (
        f"{{do: main_phase, actions: [{MODIFY}]}}",
        "turn.phase: main, 騎士.attack: 2",
    )
    assert problems(text) == []


def test_an_action_alone_stops_inside_the_phase() -> None:
    assert problems(MC_PHASES % (MODIFY, "turn.phase: main, 騎士.attack: 4")) == []


def test_an_empty_summon_phase_runs_that_phase_too() -> None:
    """A `summon_phase` with no actions is the summon phase passing with nothing done (7.4.7): the
    turn is in it after, not between the two phases."""
    text = MC_PHASES % ("{do: summon_phase}", "turn.phase: summon")
    assert problems(text) == []


# ------------------------------------- 9. mc: two replacement effects at once, named by their card

MC_TWO = """
game: mc
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2: [{name: 門, type: terrain, limit: 6, text: "敵軍ユニットが破棄される場合、代わりにゲームから除外する。"}]
  B:
    deck: 20
    field:
      c3:
        - {name: 屋敷, type: terrain, limit: 6}
        - {name: 兵, type: unit, level: 2, attack: 2, defense: 2, text: "このユニットが破棄される場合、代わりに持ち主の手札に戻す。"}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: resolve_text, player: A, text: "対象を破棄する。", target: 兵}
choices:
  - {player: B, at: reading, choose: card_master}
  - {player: B, at: replacement, choose: %s}
expect:
  state: {兵.zone: %s}
  decided_by: ["10.8.4"]
"""


@pytest.mark.parametrize("pick,zone", [("兵", "B.hand"), ("門", "B.removed")])
def test_two_replacements_are_named_by_their_card(pick: str, zone: str) -> None:
    """10.8.4: the affected player picks the replacement applied first; an option is named by the
    card whose ability makes it (its name or uid), as well as by its source text or id."""
    assert problems(MC_TWO % (pick, zone)) == []


def test_a_replacement_named_by_no_option_is_refused_with_the_options() -> None:
    with pytest.raises(Exception, match="none of the options"):
        problems(MC_TWO % ("本陣", "B.hand"))


# ----------------------------------------- 10. vs: a card chosen by card text, `at: choose` too

VS_RETIRE = """
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    retire: [{name: 伊織}, {name: 亜美}]
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]アタックの終わりに、あなたは自分のリタイヤを1枚選び、自分の控え室に置く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: A, choose: 亜美, at: %s}
expect:
  state: {A.retire: [伊織], A.waiting: [亜美]}
"""


@pytest.mark.parametrize("at", ["choose_card", "choose"])
def test_vs_a_retire_card_chosen_by_text_is_answered_at_choose_card_or_choose(at: str) -> None:
    """8.5.4 / 8.6.11.1: 「自分のリタイヤを1枚選び」 — its kind is `choose_card`; the table's
    `choose` (a choice by card text) answers it too."""
    assert problems(VS_RETIRE % at) == []


def test_vs_the_retire_answer_can_fail() -> None:
    assert problems(VS_RETIRE % "cancel") != []


# ------------------------------------------- 11. vs: declining to attack (7.1.2.2) is an act

VS_DECLINE = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    hand: 2
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]アタックフェイズの始めに、カードを1枚引く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  %s
  - {do: end_phase}
expect:
  state: {A.hand: %d, B.ring.damage: 0, turn.player: B}
"""


def test_vs_attack_without_support_is_the_choice_not_to_attack() -> None:
    """7.1.2.1 / 7.1.2.2: the attack phase begins (「アタックフェイズの始めに」 triggers: A draws),
    then A, with a standing bench card, chooses not to attack — `{do: attack}` with no `support` —
    and the turn goes on to the end phase."""
    text = VS_DECLINE % ("- {do: attack}", 3)
    assert (
        problems(text.replace("turn.player: B}", 'turn.player: B}\n  decided_by: ["7.1.2.1"]'))
        == []
    )
    assert problems(VS_DECLINE % ("- {do: attack}", 2)) != []


def test_an_attack_straight_from_the_main_phase_runs_the_climax_phase() -> None:
    """As for `encore_step`: an `attack` right after the main phase passes through the climax phase
    with no climax played (6.5.1.3, 6.6.1) — 「クライマックスフェイズの始めに」 triggers."""
    text = """
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    deck: 20
    stage:
      center_front:
        name: 号令
        type: character
        level: 0
        power: 1000
        soul: 1
        text: "【自】 あなたのクライマックスフェイズの始めに、そのターン中、このカードのパワーを＋1000。"
  B:
    deck: 20
actions:
  - {do: attack, slot: center_front, kind: direct}
expect:
  state: {号令.power: 2000}
  triggered: {号令: 1}
  decided_by: ["6.6.1"]
"""
    assert problems(text) == []
    assert problems(text.replace("phase: main", "phase: climax")) != []


@pytest.mark.parametrize("at", ["heal", "choose"])
def test_the_heal_triggers_damage_card_is_answered_at_heal_or_choose(at: str) -> None:
    """The heal icon: 「ダメージゾーンのカードを1枚選び、回復する」 (A has as much damage as B or
    more): the card is `at: heal`, or `choose` as a choice by the trigger's text."""
    text = f"""
game: vg
title: t
turn: {{player: A, number: 5, phase: battle, first_player: A}}
players:
  A:
    vanguard: {{name: 覇竜, type: normal, grade: 3, power: 13000, critical: 1}}
    damage: [{{name: 古傷, type: normal}}, {{name: 新傷, type: normal}}]
    deck: [{{name: 癒, type: trigger, grade: 0, trigger: heal, trigger_power: 10000}}, 10]
  B:
    vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}
    damage: 2
    deck: [{{name: 傷札, type: normal}}, 10]
actions:
  - {{do: attack}}
choices:
  - {{player: A, at: {at}, choose: 新傷}}
  - {{player: A, at: trigger_power, choose: 覇竜}}
expect:
  state: {{A.damage: [古傷], 新傷.zone: A.drop}}
"""
    assert problems(text) == []
    assert problems(text.replace("choose: 新傷", "choose: 古傷")) != []


# ------------------------------------- 12. co: a misfire (空打ち) counts as played, in `order`


def test_co_a_misfired_play_is_asserted_as_played_and_resolved() -> None:
    """4.3.7: 「空打ち状態となった行動は、「その行動を行った」こととして処理します」 — the play, the
    target leaving, then the card resolving (misfired) are events in that order."""
    base = (REPO / "tests/scenarios/co/misfire_target_gone.yaml").read_text(encoding="utf-8")
    order = (
        '\n  order: ["play:マジックアロー", "move:桜庭ひかる:A.dustbox", "resolve:マジックアロー", '
        '"move:マジックアロー:B.dustbox"]'
    )
    assert problems(base.rstrip("\n") + order + "\n") == []
    # the other way round fails: it did not resolve before its target left
    wrong = '\n  order: ["resolve:マジックアロー", "move:桜庭ひかる:A.dustbox"]'
    assert problems(base.rstrip("\n") + wrong + "\n") != []


# --------------------------- 13. vs: whether an ability waits in the resolution zone (3.8.3)

VS_WAITING = """
game: vs
title: t
turn: {player: A, number: 4, phase: chara}
players:
  A:
    deck: [{name: 山札1}, {name: 山札2}]
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]このカードがアタックした時、あなたは1枚引く。"}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
pending:
  - {card: 千早, ability: 1}
actions:
  - {do: check, state: {A.resolution: %d, B.resolution: 0}}
expect:
  state: {A.hand: [山札1], A.resolution: 0}
"""


def test_vs_the_resolution_zone_answers_the_abilities_waiting_there() -> None:
    """3.8.1 / 3.8.3: the resolution zone holds abilities, not cards — `A.resolution` counts A's
    waiting there: 1 before the check timing that resolves it, 0 after (before, it read the zone's
    cards: always 0)."""
    assert problems(VS_WAITING % 1) == []
    assert problems(VS_WAITING % 0) != []
