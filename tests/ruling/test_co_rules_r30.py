"""co rules found through the round-30 blind files (s26rulesCOMC; round 30), each in general form on
a minimal case with its neighbour that must not change (issue 14)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import main_state as _state


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


def _ok(r: Any) -> None:
    assert check_expect(r) == []


# --- 3.4.5.3 / 4.2.10: 「『X』がディフェンスされたとき、そのキャラクター」 is the defender ---

_DEFENDED = """game: co
title: t
turn: {player: A, number: 7, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field: [{name: 剣士, type: character, ap: 1, dp: 5%s}]
  B:
    hp: 20
    deck: 10
    field: [{name: 盾, type: character, ap: 1, dp: 5}%s]
actions:
  - {do: attack, attacker: 剣士, defender: 盾}
ask: [盾.damage, 剣士.damage]
"""


def test_defended_trigger_of_this_card_names_the_defender() -> None:
    """The card names itself 『剣士』 (4.2.10): 「そのキャラクター」 after 「『剣士』がディフェンスさ
    れたとき」 is the character that defended (the passive's agent): 2 damage to 盾, then the
    exchange (1 each)."""
    text = ', text: "『剣士』がディフェンスされたとき、そのキャラクターに2点のダメージを与える。"'
    r = _run(_DEFENDED % (text, ""))
    assert _state(r, "盾.damage") == 3 and _state(r, "剣士.damage") == 1


def test_neighbour_named_group_of_the_defended_stays_its_antecedent() -> None:
    """「相手のキャラクターがディフェンスされたとき、そのキャラクター」: the text names the
    character (the attacker), which 「そのキャラクター」 takes back."""
    watch = (
        ', {name: 見張り, type: character, ap: 0, dp: 5, text: "相手のキャラクターがディフェンスされた'
        'とき、そのキャラクターに2点のダメージを与える。"}'
    )
    r = _run(_DEFENDED % ("", watch))
    assert _state(r, "盾.damage") == 1 and _state(r, "剣士.damage") == 3


# --- 4.1.2: a recovery that kept a player's HP from 0 is why the game goes on ---

_HEAL = """game: co
title: t
turn: {player: A, number: 9, phase: main}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand: [{name: 火球, type: spell, cost: 1, text: "使い捨て\\n対象のデュエルマスターに%d点のダメージを与える。"}]
  B:
    hp: %d
    energy: 1
    deck: 10
    hand: [{name: 癒し, type: spell, cost: 1, text: "使い捨て\\n対象のデュエルマスターはHPが3点回復する。"}]
actions:
  - do: play
    card: 火球
    target: B
    respond:
      - {do: play, player: B, card: 癒し, target: B}
ask: [B.hp, game_over]
"""


def test_recovery_that_kept_hp_from_zero_cites_the_end_condition() -> None:
    """癒し (+3) resolves before 火球 (3 to B at HP 3, 4.3.4): without the recovery B's HP would
    have come to 0 (4.1.2 「対戦相手のHPを0にしたとき」); the game goes on and 4.1.2 is why."""
    r = _run(_HEAL % (3, 3))
    assert r.main.outcome["game_over"] is False and _state(r, "B.hp") == 3
    assert {"4.1.2", "4.1.2#li1"} <= set(r.decided_by)


def test_neighbour_recovery_not_needed_cites_no_end_condition() -> None:
    """B at HP 20: the same recovery kept nothing from being met — 4.1.2 is no reason."""
    r = _run(_HEAL % (3, 20))
    assert r.main.outcome["game_over"] is False and _state(r, "B.hp") == 20
    assert "4.1.2" not in r.decided_by


def test_neighbour_hp_to_zero_through_the_recovery_ends_the_game() -> None:
    r = _run(_HEAL % (9, 3))
    assert r.main.outcome["game_over"] is True and r.main.outcome["winner"] == "A"


# --- 4.2.13 / 4.2.11: a value read from a card set on the character rests on that set ---

_SET = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    field: [{name: 戦士, type: character, ap: 2, dp: 2}]
    hand:
      - {name: 剛剣, type: event, cost: 1, text: "キャラクターにセット。\\n『剛剣』がセットされているキャラクターは「+2:+0」の修正を受ける。"}
  B: {hp: 20, deck: 10}
actions:
  - {do: play, card: 剛剣, set_on: 戦士}
ask: [戦士.ap]
"""


def test_value_from_a_set_card_cites_the_set_and_its_target() -> None:
    """戦士's AP is read with the set card's modifier (4.3.8): the set (4.2.11) and the card
    newly set taking its target (4.2.13) decide it too."""
    r = _run(_SET)
    assert _state(r, "戦士.ap") == 4
    assert {"4.3.8", "4.2.11", "4.2.13"} <= set(r.decided_by)


def test_neighbour_value_with_no_effect_cites_no_set() -> None:
    r = _run(
        _SET.replace("set_on: 戦士", "set_on: 戦士, allowed: true").replace(
            "ask: [戦士.ap]", "ask: [B.hp]"
        )
    )
    assert "4.3.8" not in r.decided_by


# --- 4.2.13: a step on a group with none there does nothing, and the play stood ---

_ERUPT = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand: [{name: 大噴火, type: spell, cost: 2, text: "使い捨て\\nすべてのキャラクターに2点のダメージを与える。"}]
    field: [%s]
  B: {hp: 20, deck: 10}
actions:
  - {do: play, card: 大噴火, allowed: true}
ask: [大噴火.zone]
"""


def test_group_step_with_no_character_does_nothing_the_play_stands() -> None:
    """「すべてのキャラクター」 is no 「対象」: with none on the field the spell is still played
    (4.2.13 requires a proper target only of a 「対象の〜」 text), does nothing, and goes to the
    dustbox (4.2.3)."""
    r = _run(_ERUPT % "")
    _ok(r)
    assert _state(r, "大噴火.zone") == "A.dustbox"
    assert {"4.2.13", "4.3.2.6"} <= set(r.decided_by)
    assert any("何もしない" in s.ja for s in r.main.trace.steps)


def test_neighbour_group_step_with_a_character_deals_its_damage() -> None:
    r = _run(_ERUPT % "{name: 兵, type: character, ap: 1, dp: 5}")
    assert not any("何もしない" in s.ja for s in r.main.trace.steps)


# --- 3.7 / 3.7.1: damage dealt at the turn's end after the reset stays ---

_END = """game: co
title: t
turn: {player: A, number: 8, phase: end, step: end}
players:
  A:
    hp: 20
    deck: 10
    field: [{name: 呪術師, type: character, ap: 1, dp: 2, text: "%s、相手のキャラクター1体に1点のダメージを与える。"}]
  B:
    hp: 20
    deck: 10
    field: [{name: 兵, type: character, ap: 2, dp: 3}]
actions:
  - {do: turn_end}
ask: [兵.damage]
"""


def test_damage_at_the_turn_end_after_the_reset_stays_citing_the_reset() -> None:
    """3.7: 1) damage becomes 0, then 2) the 「ターン終了時に」 abilities: their damage stays into
    the next turn, and the reset's place in 3.7 is why."""
    r = _run(_END % "ターン終了時に")
    assert _state(r, "兵.damage") == 1
    assert {"3.7", "3.7.1"} <= set(r.decided_by)


def test_neighbour_damage_in_the_main_phase_cites_no_reset() -> None:
    text = _END.replace("phase: end, step: end", "phase: main").replace(
        "{do: turn_end}", "{do: damage, to: 兵, amount: 1, source: 落石}"
    )
    r = _run(text % "ターン終了時に")
    assert _state(r, "兵.damage") == 1
    assert "3.7.1" not in r.decided_by


# --- 4.3.10 / 3.4.5.4: a 0 never reduced — unsettled zero_damage_dealt ---

_ZERO = """game: co
title: t
turn: {player: A, number: 7, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field: [{name: 人形, type: character, ap: %d, dp: 5%s}]
  B:
    hp: 1
    deck: 10
    field: [{name: 兵, type: character, ap: 1, dp: 3}]
actions:
  - {do: attack, attacker: 人形, defender: %s}
ask: [A.deck, B.hp]
"""
_DEALT = ', text: "『人形』がダメージを与えたとき、あなたは山札からカードを1枚引く。"'


def _points(r: Any) -> list[tuple[str, ...]]:
    from ruling.resolve import raised_points

    return [tuple(cl) for cl, _both in raised_points(r)]


def test_zero_ap_with_a_dealt_trigger_runs_both_readings() -> None:
    """人形 (AP 0) in the exchange: 4.3.10 settles only a damage reduced to 0 — both readings
    are run: none dealt (no draw, the engine's) or a 0 dealt (its trigger draws)."""
    r = _run(_ZERO % (0, _DEALT, "兵"))
    assert _state(r, "A.deck") == 10
    assert any("4.3.10" in cl and "3.4.5.4" in cl for cl in _points(r))


def test_zero_ap_undefended_with_a_dealt_trigger_runs_both_readings() -> None:
    r = _run(_ZERO % (0, _DEALT, "none"))
    assert any("4.3.10" in cl for cl in _points(r))


def test_neighbour_zero_ap_without_a_trigger_raises_nothing() -> None:
    r = _run(_ZERO % (0, "", "兵"))
    assert _points(r) == []


def test_neighbour_ap_one_deals_and_triggers_settled() -> None:
    r = _run(_ZERO % (1, _DEALT, "兵"))
    assert _state(r, "A.deck") == 9 and _points(r) == []


# --- 4.3.6: a 「…いなくなったとき」 condition read after a character left, and not met ---

_MAKAI = """game: co
title: t
turn: {player: B, number: 7, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: 魔界, type: event, set_on: field, text: "フィールドにセット。\\nフィールドに出ているすべてのキャラクターは、「+1:+0」の修正を受ける。フィールドに出ているキャラクターがいなくなったとき、『魔界』はクラッシュする。"}
      - {name: 兵, type: character, ap: 1, dp: 1}
  B:
    hp: 10
    energy: 1
    deck: 10
    hand: [{name: 火矢, type: spell, cost: 1, text: "使い捨て\\n対象のキャラクターに1点のダメージを与える。"}]
    field: [%s]
actions:
  - {do: play, player: B, card: 火矢, target: 兵}
ask: [魔界.zone]
"""


def test_condition_read_after_a_character_left_and_not_met_is_a_step() -> None:
    """兵 crashes, 騎士 stays: 「フィールドに出ているキャラクターがいなくなったとき」 is read and
    not met (4.3.6) — a step of its own, about 魔界."""
    r = _run(_MAKAI % "{name: 騎士, type: character, ap: 2, dp: 3}")
    assert _state(r, "魔界.zone") == "A.field"
    assert "4.3.6" in r.decided_by
    assert any("条件は満たされない" in s.ja for s in r.main.trace.steps)


def test_neighbour_last_character_leaving_crashes_the_card() -> None:
    r = _run(_MAKAI % "")
    assert _state(r, "魔界.zone") == "A.dustbox"
    assert not any("条件は満たされない" in s.ja for s in r.main.trace.steps)


# --- 4.2.6: a name read alike and written otherwise is another name ---

_ALIKE = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: 鳴瀬真奈美%s, type: character, ap: 2, dp: 2, text: "%s"}
      - {name: %s, type: character, ap: 1, dp: 2}
  B: {hp: 10, deck: 10}
ask: [%s]
"""
_EXCEPT = "『鳴瀬真奈美』以外のあなたがコントロールしているすべてのキャラクターに「+1:+0」の修正を与える。"


def test_except_own_name_reaches_a_card_read_alike_citing_4_2_6() -> None:
    r = _run(_ALIKE % (", reading: なるせまなみ", _EXCEPT, "ナルセマナミ", "ナルセマナミ.ap"))
    assert _state(r, "ナルセマナミ.ap") == 2
    assert {"4.2.6", "4.2.10"} <= set(r.decided_by)


def test_neighbour_reading_not_given_is_not_guessed() -> None:
    r = _run(_ALIKE % ("", _EXCEPT, "ナルセマナミ", "ナルセマナミ.ap"))
    assert _state(r, "ナルセマナミ.ap") == 2 and "4.2.6" not in r.decided_by


def test_neighbour_other_reading_cites_no_4_2_6() -> None:
    r = _run(_ALIKE % (", reading: なるせまなみ", _EXCEPT, "ホシノ", "ホシノ.ap"))
    assert _state(r, "ホシノ.ap") == 2 and "4.2.6" not in r.decided_by


def test_named_card_does_not_reach_one_read_alike() -> None:
    """『ナルセマナミ』 names that name as written: 鳴瀬真奈美 (read alike) is not reached (4.2.6)."""
    text = "あなたがコントロールしている『ナルセマナミ』に「+1:+0」の修正を与える。"
    r = _run(
        _ALIKE.replace(
            "{name: %s, type: character, ap: 1, dp: 2}",
            '{name: 主, type: character, ap: 1, dp: 2, text: "%s"}',
        )
        % (", reading: なるせまなみ", "", text, "鳴瀬真奈美.ap")
    )
    assert _state(r, "鳴瀬真奈美.ap") == 2
    assert "4.2.6" in r.decided_by


# --- 3.4.5.4 / 4.3.6: the abilities the exchange's damage triggers trigger together after it ---

_LOOP = """game: co
title: t
turn: {player: A, number: 7, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field: [{name: 人形, type: character, ap: 1, dp: 5, text: "『人形』がダメージを与えたとき、相手のデュエルマスターに1点のダメージを与える。"}]
  B:
    hp: %d
    deck: 10
    field: [{name: 兵, type: character, ap: 1, dp: 5}]
actions:
  - {do: attack, attacker: 人形, defender: 兵}
ask: [B.hp, game_over]
"""


def test_exchange_damage_triggers_after_all_of_it_and_the_game_can_end() -> None:
    """人形's 「ダメージを与えたとき」 deals 1 to B, which is damage 人形 dealt again: a loop that
    ends when B's HP is 0 (4.1.2) — the exchange's damage all dealt first (3.4.5.4 「同時に」),
    its abilities then (4.3.6), the game's end read as they resolve (no engine error)."""
    r = _run(_LOOP % 3)
    assert r.main.outcome["game_over"] is True and r.main.outcome["winner"] == "A"
    steps = r.main.trace.steps
    took = [s.index for s in steps if "のダメージを受ける" in s.ja]
    fired = [s.index for s in steps if s.event == "triggered"]
    assert len(took) == 2 and fired and min(fired) > max(took)


def test_neighbour_single_damage_triggers_at_once() -> None:
    """A damage dealt alone (no exchange) triggers at once, as before."""
    r = _run(
        (_LOOP % 3).replace(
            "{do: attack, attacker: 人形, defender: 兵}",
            "{do: attack, attacker: 人形, defender: none}",
        )
    )
    assert r.main.outcome["game_over"] is True and r.main.outcome["winner"] == "A"


# --- the audit of 4.3 against the registry (round 30): a point the engine does not reach ---


def test_interrupt_between_resolutions_is_recorded_and_the_engine_resolves_on() -> None:
    """4.3.4 / 4.3.2.5 say nothing of an interrupt between two resolutions of stacked plays:
    recorded (raise: none — a scenario cannot ask for an action there); the engine resolves the
    stack without a window between (its reading, no_window)."""
    from ruling import unsettled

    e = unsettled.entry("co", "interrupt_between_resolutions")
    assert e.raise_ == "none" and e.readings[0].key == "no_window"
    r = _run(_HEAL % (3, 3))
    kinds = [s.event for s in r.main.trace.steps if s.event in ("resolved", "action")]
    assert kinds[-2:] == ["resolved", "resolved"]
