"""co rules found through the round-31 blind files (s27rulesCOMC; round 31), each on a minimal
case with its neighbour that must not change (issue 14)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import main_state as _state


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


def _readings(r: Any) -> dict[str, Any]:
    return {x["reading"][0]: x["outcome"] for x in r.outcome.get("readings", ()) if x["reading"]}


# --- a prohibition in force on a card beats the untap step (3.2.2, 4.2.9) ---

_UNTAP = """game: co
title: t
turn: {player: A, number: 5, phase: untap}
players:
  A:
    hp: 15
    deck: 20
    field: [{name: 甲, type: character, ap: 1, dp: 1, state: rest}, {name: 乙, type: character, ap: 1, dp: 1, state: rest}]
  B: {hp: 15, deck: 20}
%s
actions:
  - {do: untap_phase}
ask: [甲.state, 乙.state]
"""


def test_a_card_prohibited_from_untapping_stays_tapped_in_the_untap_phase() -> None:
    r = _run(
        _UNTAP
        % "effects:\n  - {target: 甲, stat: untap, op: prohibit, source: 「甲はアンタップしない」}"
    )
    assert _state(r, "甲.state") == "rest"
    assert _state(r, "乙.state") == "stand"
    assert {"3.2.2", "4.2.9"} <= set(r.decided_by)


def test_neighbour_no_prohibition_every_card_untaps() -> None:
    r = _run(_UNTAP % "")
    assert _state(r, "甲.state") == "stand"
    assert "4.2.9" not in r.decided_by


# --- a negated crash keeps the cards set on the character (4.2.4, 4.2.14) ---

_NEGATED = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 15
    deck: 20
    energy: 2
    hand: [{name: 雷, type: spell, cost: 2, text: "使い捨て\\n対象のキャラクターに4点のダメージを与える。"}]
  B:
    hp: 15
    deck: 20
    energy: 1
    hand: [{name: 守護, type: spell, cost: 1}]
    field:
      - {name: 騎士, type: character, ap: 2, dp: 3}
%s
actions:
  - do: play
    card: 雷
    target: 騎士
    on_crash:
      騎士:
        negate: [{do: play, player: B, card: 守護, resolve: [{do: negate_crash, card: 騎士}]}]
ask: [騎士.zone%s]
"""


def test_a_negated_crash_cites_that_the_set_card_stays_with_it() -> None:
    r = _run(_NEGATED % ("      - {name: 盾, type: item, set_on: 騎士}", ", 盾.zone"))
    assert _state(r, "盾.zone") == "B.field"
    assert {"4.2.14", "4.2.4"} <= set(r.decided_by)


def test_neighbour_nothing_set_on_it_no_4_2_4() -> None:
    r = _run(_NEGATED % ("", ""))
    assert _state(r, "騎士.zone") == "B.field"
    assert "4.2.14" in r.decided_by
    assert "4.2.4" not in r.decided_by


# --- a hand limit set until the turn's end has ended before the hand is cut (3.7.2, 3.7.3) ---

_HAND = """game: co
title: t
turn: {player: A, number: 6, phase: turn_end}
players:
  A: {hp: 15, deck: 20, hand: 9, dustbox: 0}
  B: {hp: 15, deck: 20}
effects:
  - {target: A, stat: hand_limit, op: param, value: 9, %s source: "手札の上限は9枚になる。"}
actions:
  - {do: turn_end}
ask: [A.hand]
"""


def test_a_limit_until_the_turn_end_ended_before_the_cut_is_cited() -> None:
    r = _run(_HAND % "until: turn,")
    assert _state(r, "A.hand") == 7
    assert {"3.7.2", "3.7.3"} <= set(r.decided_by)


def test_neighbour_a_limit_lasting_on_keeps_the_hand() -> None:
    r = _run(_HAND % "")
    assert _state(r, "A.hand") == 9
    assert "3.7.2" not in r.decided_by


# --- a battle with no attack declared: does 「戦闘終了時」 come? (battle_without_attack_end) ---

_NO_ATTACK = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 15
    deck: 20
    field: [{name: 軍師, type: character, ap: 1, dp: 1%s}]
  B: {hp: 5, deck: 20}
actions:
  - {do: attack, attacker: none}
ask: [B.hp]
"""


def test_a_battle_end_trigger_with_no_attack_is_run_under_both_readings() -> None:
    r = _run(_NO_ATTACK % ', text: "戦闘終了時に、相手のデュエルマスターに1点のダメージを与える。"')
    assert _state(r, "B.hp") == 4
    assert _readings(r)["no_battle"]["state"]["B.hp"] == 5
    assert "3.4.5.2" in r.outcome.get("depends_on_reading", ())


def test_neighbour_no_battle_end_ability_no_point_raised() -> None:
    r = _run(_NO_ATTACK % "")
    assert _state(r, "B.hp") == 5
    assert not r.outcome.get("depends_on_reading")


# --- a card printed both 使い捨て and 「〜にセット」 (disposable_set_card) ---

_BOTH = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 15
    deck: 20
    energy: 1
    hand: [{name: 護符, type: item, cost: 1, text: "%sキャラクターにセット。\\nセットされたキャラクターは、「+0:+2」の修正を受ける。"}]
    field: [{name: 兵, type: character, ap: 1, dp: 2}]
  B: {hp: 15, deck: 20}
actions:
  - {do: play, card: 護符, set_on: 兵}
ask: [護符.zone]
"""


def test_a_disposable_set_card_is_run_under_both_readings() -> None:
    r = _run(_BOTH % "使い捨て\\n")
    assert _state(r, "護符.zone") == "A.field"
    assert _readings(r)["disposable"]["state"]["護符.zone"] == "A.dustbox"
    assert "3.4.3" in r.outcome.get("depends_on_reading", ())


def test_neighbour_a_set_card_not_disposable_is_set_with_no_point() -> None:
    r = _run(_BOTH % "")
    assert _state(r, "護符.zone") == "A.field"
    assert not r.outcome.get("depends_on_reading")


# --- 「戦闘終了時」 abilities of both players at once (battle_end_simultaneous, now run) ---

_BOTH_SIDES = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 1
    deck: 20
    field: [{name: 甲, type: character, ap: 1, dp: 3, text: "戦闘終了時に、相手のデュエルマスターに1点のダメージを与える。"}]
  B:
    hp: 1
    deck: 20
    field: [{name: 乙, type: character, ap: 1, dp: 3%s}]
actions:
  - {do: attack, attacker: 甲, defender: 乙}
choices:
  - {player: A, at: trigger_order, choose: 甲}
"""


def test_battle_end_abilities_of_both_players_at_once_is_a_draw_under_that_reading() -> None:
    r = _run(
        _BOTH_SIDES % ', text: "戦闘終了時に、相手のデュエルマスターに1点のダメージを与える。"'
    )
    assert r.outcome.get("winner") == "A"
    assert _readings(r)["simultaneous"].get("draw") is True
    assert "3.4.5.5" in r.outcome.get("depends_on_reading", ())


def test_neighbour_one_battle_end_ability_no_point_raised() -> None:
    r = _run(
        _BOTH_SIDES.replace("choices:\n  - {player: A, at: trigger_order, choose: 甲}\n", "") % ""
    )
    assert r.outcome.get("winner") == "A"
    assert not r.outcome.get("depends_on_reading")
