"""co rules found through the round-25 blind files (s21rulesA; round 25), each on a minimal case
with its neighbour that must not change (issue 14): the clause read to conclude nothing
happens (0 damage, a card gone before its timing, an upkeep step passed, the other player's
energy), two unsettled points run under both readings, and the scenario format's durations."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import ScenarioError, loads
from tests.ruling.boards import main_state as _state


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


def _by_reading(r: Any, key: str, of: tuple[str, ...] = ()) -> dict[str, Any]:
    """``key``'s value under each reading run (``of``: those readings only)."""
    return {
        c.option: lf.outcome["state"][key]
        for lf in r.leaves + r.alternates
        for c in lf.choices
        if c.reading and (not of or c.option in of)
    }


# --- 4.3.10: an undefended attacker of AP 0 deals no damage, and nothing triggers on it ---

_ATTACK = """game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 20
    deck: 15
    hand: []
    field:
      - {name: 伝令, type: character, ap: %d, dp: 2, text: "『伝令』がデュエルマスターにダメージを与えたとき、あなたは山札からカードを1枚引く。"}
  B: {hp: 8, deck: 15}
actions:
  - {do: attack, attacker: 伝令, defender: none}
ask: [B.hp, A.hand]
"""


def test_an_ap_0_attack_deals_nothing_and_cites_4_3_10() -> None:
    r = _run(_ATTACK % 0)
    assert _state(r, "B.hp") == 8 and _state(r, "A.hand") == 0
    assert {"3.4.5.4", "4.3.10"} <= set(r.decided_by)


def test_an_ap_1_attack_deals_1_and_the_trigger_draws() -> None:
    r = _run(_ATTACK % 1)
    assert _state(r, "B.hp") == 7 and _state(r, "A.hand") == 1


# --- 3.6.3 read: a card gone before its own timing (an upkeep crash, 3.6.2 before 3.6.3) ---

_UPKEEP = """game: co
title: t
turn: {player: A, number: 6, phase: end}
players:
  A:
    hp: 20
    energy: %d
    deck: 15
    field:
      - {name: 砲台, type: character, ap: 0, dp: 3, text: "維持費1\\nエンドフェイズ終了時に、相手のデュエルマスターに2点のダメージを与える。"}
  B: {hp: 5, deck: 15}
actions:
  - {do: end_phase}
choices:
  - {player: A, at: upkeep, choose: %s}
ask: [B.hp, 砲台.zone]
"""


def test_a_card_crashed_for_its_upkeep_does_not_trigger_at_the_phase_end() -> None:
    r = _run(_UPKEEP % (0, "no"))
    assert _state(r, "砲台.zone") == "A.dustbox" and _state(r, "B.hp") == 5
    assert {"3.6.2", "3.6.3"} <= set(r.decided_by)


def test_a_card_whose_upkeep_is_paid_deals_its_damage() -> None:
    r = _run(_UPKEEP % (1, "yes"))
    assert _state(r, "B.hp") == 3


# --- 3.6 / 3.6.2: a card with an upkeep that came after the upkeep step is asked nothing ---


def test_an_upkeep_card_played_in_the_action_timing_is_not_asked_this_turn() -> None:
    r = _run(
        """game: co
title: t
turn: {player: A, number: 6, phase: end, step: action}
players:
  A:
    hp: 20
    energy: 1
    deck: 15
    hand: [{name: 冠, type: item, cost: 1, text: "キャラクターにセット。\\n維持費2\\nセットされたキャラクターは、「+1:+0」の修正を受ける。"}]
    field: [{name: 王子, type: character, ap: 1, dp: 2}]
  B: {hp: 20, deck: 15}
actions:
  - {do: play, card: 冠, set_on: 王子}
  - {do: end_phase}
  - {do: turn_end}
ask: [冠.zone]
"""
    )
    assert _state(r, "冠.zone") == "A.field"
    assert {"3.6", "3.6.2"} <= set(r.decided_by)


# --- 3.2.2: only the turn player's energy is lost at the untap step ---


def test_the_other_players_energy_is_kept_at_the_untap_step() -> None:
    r = _run(
        """game: co
title: t
turn: {player: A, number: 5, phase: untap, step: start}
players:
  A: {hp: 20, energy: 0, deck: 15}
  B: {hp: 20, energy: 0, deck: 15}
actions:
  - {do: gain_energy, player: B, amount: 1}
  - {do: untap_phase, from: start}
ask: [A.energy, B.energy]
"""
    )
    assert _state(r, "B.energy") == 1 and _state(r, "A.energy") == 0
    assert "3.2.2" in r.decided_by
    assert not any(w.kind == "ambiguity" for w in r.main.warnings)


# --- co set_cards_when_host_leaves: a host returned to the hand, run under both readings ---

_BOUNCE = """game: co
title: t
turn: {player: B, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 15
    field:
      - {name: 勇者, type: character, ap: 2, dp: 2}
%s
  B:
    hp: 20
    energy: 2
    deck: 15
    hand: [{name: 送還, type: spell, cost: 2, text: "対象のキャラクターを手札に戻す。"}]
actions:
  - {do: play, card: 送還, target: 勇者}
ask: [勇者.zone]
"""


def test_the_item_set_on_a_returned_character_is_run_under_both_readings() -> None:
    item = (
        '      - {name: 聖剣, type: item, set_on: 勇者, text: "キャラクターにセット。\\n'
        'セットされたキャラクターは、「+2:+0」の修正を受ける。"}'
    )
    r = _run((_BOUNCE % item).replace("ask: [勇者.zone]", "ask: [勇者.zone, 聖剣.zone]"))
    both = ("stay", "go_along")
    assert _by_reading(r, "勇者.zone", both) == {"stay": "A.hand", "go_along": "A.hand"}
    assert _by_reading(r, "聖剣.zone", both) == {"stay": "A.field", "go_along": "A.dustbox"}
    assert "4.2.4" in r.decided_by


def test_a_returned_character_with_nothing_set_raises_no_point() -> None:
    r = _run(_BOUNCE % "")
    assert _state(r, "勇者.zone") == "A.hand"
    assert not {c.option for lf in r.leaves for c in lf.choices if c.reading} & {
        "stay",
        "go_along",
    }


# --- co unmarked_copies_stack: copies of one ability with no 「累積」 note ---

_LORD = "『隊長』がフィールドに出ている限り、『隊長』以外のあなたがコントロールしているすべてのキャラクターに「+1:+0」の修正を与える。%s"

_LORDS = """game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 20
    deck: 15
    field:
      - {name: 隊長, uid: 隊長1, type: character, ap: 2, dp: 2, text: "%s"}
%s      - {name: 兵卒, type: character, ap: 1, dp: 1}
  B: {hp: 20, deck: 15}
actions: []
ask: [兵卒.ap]
"""


def _two(note: str) -> str:
    text = _LORD % note
    second = f'      - {{name: 隊長, uid: 隊長2, type: character, ap: 2, dp: 2, text: "{text}"}}\n'
    return _LORDS % (text, second)


def test_two_unmarked_copies_are_run_under_both_readings() -> None:
    r = _run(_two(""))
    assert _by_reading(r, "兵卒.ap") == {"add_up": 3, "once": 2}
    assert {"4.3.8", "4.2.10"} <= set(r.decided_by)


def test_copies_marked_cumulative_add_up_with_no_point() -> None:
    r = _run(_two("(この特殊能力は累積する)"))
    assert not _by_reading(r, "兵卒.ap")
    assert _state(r, "兵卒.ap") == 3


def test_copies_marked_not_cumulative_apply_once_with_no_point() -> None:
    r = _run(_two("(この特殊能力は累積しない)"))
    assert not _by_reading(r, "兵卒.ap")
    assert _state(r, "兵卒.ap") == 2


def test_one_unmarked_copy_raises_no_point() -> None:
    r = _run(_LORDS % (_LORD % "", ""))
    assert not _by_reading(r, "兵卒.ap")
    assert _state(r, "兵卒.ap") == 2


# --- the scenario format: a duration said as its end, a flag said as true ---

_EFFECT = """game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 20, energy: 2, deck: 15}
  B:
    hp: 20
    deck: 15
    field: [{name: 隠者, type: character, ap: 1, dp: 2}]
actions:
  - {do: effect, player: B, target: 隠者, stat: %s, value: %s, until: %s, source: 霧}
  - {do: turn_end}
ask: [隠者.dp]
"""


@pytest.mark.parametrize("until", ["turn_end", "end_of_turn", "turn"])
def test_until_turn_end_is_read_as_turn(until: str) -> None:
    r = _run(_EFFECT % ("dp", 2, until))
    assert _state(r, "隠者.dp") == 2  # ended with the turn (3.7.2)


def test_an_unknown_duration_is_still_refused() -> None:
    with pytest.raises(ScenarioError, match="until"):
        loads(_EFFECT % ("dp", 2, "turn_ending"), "t.yaml")


def test_untargetable_true_is_accepted_and_false_refused() -> None:
    loads(_EFFECT % ("untargetable", "true", "turn_end"), "t.yaml")
    r = _run(_EFFECT % ("untargetable", "false", "turn"))
    assert r.main.outcome["rejected"] is True


def test_a_word_parameter_still_refuses_yaml_booleans() -> None:
    with pytest.raises(ScenarioError, match="expected a word"):
        loads((_EFFECT % ("dp", 2, "turn")).replace("source: 霧", "source: yes"), "t.yaml")


# --- co hand_limit_set_twice: two cards setting the hand limit to different numbers ---

_HAND = """game: co
title: t
turn: {player: A, number: 4, phase: end, step: end}
players:
  A:
    hp: 20
    deck: 10
    hand: 11
    field:
      - {name: 賢者, type: navigator, text: "あなたの手札の上限は9枚になる。"}
%s
  B: {hp: 20, deck: 10}
actions:
  - {do: turn_end}
ask: [A.hand]
"""

_SECOND = (
    '      - {name: 学者, type: character, ap: 1, dp: 1, text: "あなたの手札の上限は%d枚になる。"}'
)


def test_two_different_hand_limits_are_run_under_both_readings() -> None:
    r = _run(_HAND % (_SECOND % 8))
    assert _by_reading(r, "A.hand", ("smallest", "largest")) == {"smallest": 8, "largest": 9}
    assert "3.7.3" in r.decided_by


def test_two_equal_hand_limits_raise_no_point() -> None:
    r = _run(_HAND % (_SECOND % 9))
    assert not _by_reading(r, "A.hand", ("smallest", "largest"))
    assert _state(r, "A.hand") == 9


def test_one_hand_limit_raises_no_point() -> None:
    r = _run(_HAND % "")
    assert not _by_reading(r, "A.hand", ("smallest", "largest"))
    assert _state(r, "A.hand") == 9


# --- co concession_not_provided: no clause provides a concession ---


def test_a_concession_is_run_under_both_readings() -> None:
    r = _run(
        """game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 20, deck: 15}
  B: {hp: 20, deck: 15}
actions:
  - {do: concede, player: A}
"""
    )
    got = {
        c.option: (lf.outcome.get("winner"), lf.outcome.get("game_over"))
        for lf in r.leaves + r.alternates
        for c in lf.choices
        if c.reading
    }
    assert got == {"allowed": ("B", True), "not_provided": (None, False)}
    assert "4.1.2" in r.decided_by
