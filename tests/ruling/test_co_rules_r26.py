"""co rules found through the round-26 blind files (s22rulesA; round 26, session 22), each on a
minimal case with its neighbour that must not change (issue 14)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import main_state as _state


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


# --- 「フィールドに出ているキャラクターがいなくなったとき」 is its card's trigger (4.3.6) ---

_FIELD_EVENT = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand: [{name: 封印, type: spell, cost: 2, text: "使い捨て\\n対象のキャラクターをブレイクする。"}]
  B:
    hp: 20
    deck: 10
    field:
%s
      - {name: 魔界, type: event, set_on: field, text: "フィールドに出ているすべてのキャラクターは、「+2:−1」の修正を受ける。フィールドに出ているキャラクターがいなくなったとき、『魔界』はクラッシュする。"}
actions:
  - {do: play, card: 封印, target: 兵}
ask: [魔界.zone]
expect:
  triggered: {魔界: %d}
"""
_ONE = "      - {name: 兵, type: character, ap: 1, dp: 3}"
_TWO = _ONE + "\n      - {name: 弓兵, type: character, ap: 1, dp: 3}"


def test_the_last_character_gone_triggers_the_field_events_ability_once() -> None:
    """The last character broken: 魔界's 「…いなくなったとき」 triggers (counted for 魔界 by
    ``expect.triggered``) and it crashes to its owner's dustbox (4.3.6, 4.2.4)."""
    r = _run(_FIELD_EVENT % (_ONE, 1))
    assert not check_expect(r)
    assert _state(r, "魔界.zone") == "B.dustbox"
    assert "4.3.6" in r.decided_by


def test_neighbour_a_character_left_nothing_triggers() -> None:
    """Neighbour: another character still on the field — no trigger, 魔界 stays."""
    r = _run(_FIELD_EVENT % (_TWO, 0))
    assert not check_expect(r)
    assert _state(r, "魔界.zone") == "B.field"


# --- a tapped defender: the untap phase it went through untaps the turn player's cards (3.2.2) ---

_DEFEND = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{name: 新兵, type: character, cost: 1, ap: 1, dp: 3}]
  B:
    hp: 20
    deck: 10
    field: [{name: 剣士, type: character, ap: 2, dp: 2}]
actions:
%s
  - {do: main_phase, actions: [{do: attack, attacker: 剣士, defender: 新兵}]}
ask: [A.hp]
"""
_NEXT_TURN = """  - {do: play, card: 新兵}
  - {do: turn_end}
  - {do: turn_start}
  - {do: untap_phase}
  - {do: draw_phase}"""


def test_a_character_played_last_turn_is_still_tapped_in_the_opponents_turn() -> None:
    """新兵 entered tapped (3.4.2); B's untap phase untaps B's cards only (3.2.2): it cannot
    defend (3.4.5.3) and A takes 剣士's AP. The refusal cites why it is still tapped."""
    r = _run(_DEFEND % _NEXT_TURN)
    assert _state(r, "A.hp") == 8
    assert {"3.4.2", "3.2.2", "3.4.5.3"} <= set(r.decided_by)


def test_neighbour_a_character_tapped_in_this_turn_cites_no_untap_phase() -> None:
    """Neighbour: a defender tapped in B's own turn with no untap phase since — refused for
    being tapped, and 3.2.2 is not read."""
    board = (
        _DEFEND.replace("turn: {player: A, number: 6, phase: main}", "turn: {player: B, number: 7}")
        .replace(
            "    hand: [{name: 新兵, type: character, cost: 1, ap: 1, dp: 3}]",
            "    field: [{name: 新兵, type: character, ap: 1, dp: 3, state: rest}]",
        )
        .replace("    energy: 1\n", "")
    )
    r = _run(board % "  - {do: draw_phase}")
    assert _state(r, "A.hp") == 8
    assert "3.4.5.3" in r.decided_by and "3.2.2" not in r.decided_by


# --- 「Xにセット」 names the kind of card it is set on: a character or a navigator (3.4.3, 4.2.13) ---

_SET = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand: [{name: 道具, type: item, cost: 1, text: "%s"}]
    field:
      - {name: 兵, type: character, ap: 1, dp: 2}
      - {name: 案内人, type: navigator}
  B: {hp: 20, deck: 10}
actions:
  - {do: play, card: 道具, set_on: %s, allowed: %s}
ask: [道具.zone]
"""


def test_an_item_set_on_a_navigator_by_its_text_is_refused_on_a_character() -> None:
    """「ナビゲーターにセット。」: set on 兵 (a character) it is refused (3.4.3: its instruction
    followed; 4.2.13: the host is its target, none proper); on 案内人 it is played and set."""
    r = _run(_SET % ("ナビゲーターにセット。", "兵", "false"))
    assert not check_expect(r)
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert {"3.4.3", "4.2.13"} <= set(r.decided_by)
    r = _run(_SET % ("ナビゲーターにセット。", "案内人", "true"))
    assert not check_expect(r) and _state(r, "道具.zone") == "A.field"


def test_neighbour_an_item_set_on_a_character_is_refused_on_a_navigator() -> None:
    """Neighbour, the same construction with the other kind: 「キャラクターにセット。」 goes on
    兵 and is refused on 案内人."""
    assert not check_expect(_run(_SET % ("キャラクターにセット。", "兵", "true")))
    assert not check_expect(_run(_SET % ("キャラクターにセット。", "案内人", "false")))


# --- a card set on another player's card is controlled by the player who set it (4.2.12) ---

_SET_ON_MINE = """game: co
title: t
turn: {player: A, number: 6, phase: %s}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    field: [{name: 兵, type: character, ap: 1, dp: 3, state: rest}]
  B:
    hp: 20
    deck: 10
    field:
      - {name: 見張り, type: character, ap: 1, dp: 1}
      - {name: 呪符, type: %s, state: rest, text: "『呪符』をタップする:対象のキャラクターに1点のダメージを与える。"}
actions:
%s
ask: [兵.state, 呪符.state]
"""


def test_the_hosts_controller_cannot_use_the_set_card_and_does_not_untap_it() -> None:
    """B's 呪符 set on A's 兵: A's use of its ability is refused (3.4.4, 4.2.12); in A's untap
    phase 兵 untaps and 呪符 stays tapped — each citing 4.2.12."""
    on = "item, set_on: 兵"
    r = _run(
        _SET_ON_MINE
        % ("main", on, "  - {do: activate, player: A, card: 呪符, target: 見張り, allowed: false}")
    )
    assert not check_expect(r) and {"3.4.4", "4.2.12"} <= set(r.decided_by)
    r = _run(_SET_ON_MINE % ("untap", on, "  - {do: untap_phase}"))
    assert (_state(r, "兵.state"), _state(r, "呪符.state")) == ("stand", "rest")
    assert {"3.2.2", "4.2.12"} <= set(r.decided_by)


def test_neighbour_the_opponents_own_card_cites_no_set_control() -> None:
    """Neighbour: 呪符 on B's field set on nothing — A's use is refused by 3.4.4 alone, and the
    untap leaves it tapped by 3.2.2 alone."""
    r = _run(
        _SET_ON_MINE
        % (
            "main",
            "item",
            "  - {do: activate, player: A, card: 呪符, target: 見張り, allowed: false}",
        )
    )
    assert not check_expect(r) and "4.2.12" not in r.decided_by
    r = _run(_SET_ON_MINE % ("untap", "item", "  - {do: untap_phase}"))
    assert _state(r, "呪符.state") == "rest" and "4.2.12" not in r.decided_by


# --- a cost that cannot be prepared cannot be paid as specified (4.3.3.1, 4.3.3.3) ---

_COUNTERS = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {name: 魔導書, type: item, counters: %d, text: "『魔導書』のカウンターを2個取り除く:対象のキャラクターに2点のダメージを与える。"}
  B:
    hp: 20
    deck: 10
    field: [{name: 見張り, type: character, ap: 1, dp: 2}]
actions:
  - {do: activate, card: 魔導書, target: 見張り, allowed: %s}
ask: [見張り.zone]
"""


def test_a_counter_cost_too_large_is_refused_citing_preparation_and_payment() -> None:
    r = _run(_COUNTERS % (1, "false"))
    assert not check_expect(r) and {"4.3.3.1", "4.3.3.3", "1.5"} <= set(r.decided_by)


def test_neighbour_enough_counters_pays_and_resolves() -> None:
    r = _run(_COUNTERS % (2, "true"))
    assert not check_expect(r) and _state(r, "見張り.zone") == "B.dustbox"


def _readings(r: Any) -> dict[str, Any]:
    return {x["reading"][0]: x["outcome"] for x in r.outcome.get("readings", ()) if x["reading"]}


# --- 「戦闘終了時まで」 brought about outside a battle (battle_end_effect_outside_battle) ---

_UNTIL_BATTLE = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand: [{name: 奮起, type: spell, cost: 1, text: "使い捨て\\n戦闘終了時まで、対象のキャラクターに「+2:+0」の修正を与える。"}]
    field: [{name: 剣士, type: character, ap: 2, dp: 2}]
  B: {hp: 10, deck: 10}
actions:
%s
ask: [B.hp]
"""
_PLAY = "  - {do: play, card: 奮起, target: 剣士}"
_HIT = "  - {do: attack, attacker: 剣士, defender: none%s}"


def test_a_battle_end_effect_given_outside_a_battle_is_run_under_both_readings() -> None:
    """Played in the main phase, no battle going on, then 剣士 attacks: to the end of the next
    battle (AP 4, the engine's reading) or none to last to (AP 2)."""
    r = _run(_UNTIL_BATTLE % (_PLAY + "\n" + _HIT % ""))
    assert _state(r, "B.hp") == 6
    assert _readings(r)["no_battle"]["state"]["B.hp"] == 8
    assert {"3.4.5.5", "3.4.5"} <= set(r.outcome.get("depends_on_reading", ()))


def test_neighbour_the_same_effect_given_in_the_battle_raises_nothing() -> None:
    """Neighbour: played in the battle (after the attack) it lasts to that battle's end."""
    r = _run(_UNTIL_BATTLE % (_HIT % ", after_attack: [{do: play, card: 奮起, target: 剣士}]"))
    assert _state(r, "B.hp") == 6 and not r.outcome.get("readings")


# --- a rules move of a card another player owns (rules_move_owner_zone) ---

_ASIDE = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    %s: [{name: 矢, type: spell, cost: 1%s, text: "使い捨て\\n対象のキャラクターに2点のダメージを与える。"}]
  B:
    hp: 20
    deck: 10
    field: [{name: 兵, type: character, ap: 1, dp: 2}]
actions:
  - {do: play, card: 矢, target: 兵}
ask: [矢.zone]
"""


def test_a_used_up_card_of_the_opponents_is_run_under_both_readings() -> None:
    """B's 矢 played by A (set aside, 4.2.1): after it resolves to its owner's dustbox (the
    engine's reading, as 4.2.12 says of crashes and effects) or to A's."""
    r = _run(_ASIDE % ("aside", ", owner: B"))
    assert _state(r, "矢.zone") == "B.dustbox"
    assert _readings(r)["player"]["state"]["矢.zone"] == "A.dustbox"


def test_neighbour_ones_own_used_up_card_raises_nothing() -> None:
    r = _run(_ASIDE % ("hand", ""))
    assert _state(r, "矢.zone") == "A.dustbox" and not r.outcome.get("readings")


# --- names that differ only in a space and the four-copy limit (name_spacing) ---

_SPACED = """game: co
title: t
turn: {player: A, number: 0}
players:
  A:
    hp: 20
    deck:
      - {name: 山名春恵, type: character, count: 3}
      - {name: "%s", type: character, count: 2}
      - 45
  B: {hp: 20, deck: 50}
actions:
  - {do: game_setup, chooser: A, first: A, mulligan: {A: no, B: no}}
"""


def test_two_spellings_differing_in_a_space_are_run_under_both_readings() -> None:
    """3 「山名春恵」 and 2 「山名 春恵」: two names (4.2.6, the engine's reading: the game starts)
    or one (4.2.10's example writes the card both ways: 5 copies, the deck refused, 1.2.3)."""
    r = _run(_SPACED % "山名 春恵")
    assert not r.main.outcome.get("rejected")
    assert _readings(r)["one_name"].get("rejected")
    assert {"4.2.6", "4.2.10"} <= set(r.outcome.get("depends_on_reading", ()))


def test_neighbour_names_that_differ_otherwise_raise_nothing() -> None:
    r = _run(_SPACED % "山名夏恵")
    assert not r.main.outcome.get("rejected") and not r.outcome.get("readings")


# --- β cards other than the three 1.2.1 names (beta_cards_usable) ---

_BETA = """game: co
title: t
turn: {player: A, number: 0}
players:
  A:
    hp: 20
    deck:
      - {name: %s, type: character, beta: true}
      - 49
  B: {hp: 20, deck: 50}
actions:
  - {do: game_setup, chooser: A, first: A, mulligan: {A: no, B: no}}
"""


def _ambiguous(r: Any) -> set[str]:
    return {c for w in r.main.warnings if w.kind == "ambiguity" for c in w.clauses}


def test_a_beta_card_not_named_by_1_2_1_is_used_and_flagged() -> None:
    """A β card other than the three named: usable as the list reads (the engine's reading),
    flagged — 1.2.1's class 「効果が著しく変更されているβ版のカード」 may hold it."""
    r = _run(_BETA % "森原さとみ")
    assert not r.main.outcome.get("rejected")
    assert "1.2.1" in _ambiguous(r)


def test_neighbour_a_named_beta_card_is_refused_without_a_flag() -> None:
    """Neighbour: 〔水姫〕 of the β edition is named: refused (1.2.1), nothing to read two ways."""
    r = _run(_BETA % "水姫")
    assert r.main.outcome.get("rejected")
    assert "1.2.1" not in _ambiguous(r)


def test_a_move_into_a_zone_of_another_player_is_recorded_and_never_run_silently() -> None:
    """「相手のダストボックスにあるカード1枚をあなたの手札に加える」: 4.2.12 (the owner's zone) against
    4.2.9 (the text first) is recorded (text_names_other_players_zone, vs's question); the engine does
    not run such a text, and says so."""
    from ruling import unsettled

    assert unsettled.entry("co", "text_names_other_players_zone").clauses == ("4.2.12", "4.2.9")
    r = _run(
        """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand: [{name: 略奪, type: spell, cost: 1, text: "使い捨て\\n相手のダストボックスにあるカード1枚をあなたの手札に加える。"}]
  B: {hp: 20, deck: 10, dustbox: [{name: 剣, type: item, cost: 1}]}
actions:
  - {do: play, card: 略奪}
ask: [剣.zone]
"""
    )
    assert any(w.kind == "unsupported" and "略奪" in w.ja for w in r.main.warnings)


# --- a character that survives its damage: the clause read to conclude it stays (4.3.9) ---

_SURVIVE = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field: [{name: 剣士, type: character, ap: %d, dp: 3}]
  B:
    hp: 20
    deck: 10
    field: [{name: 盾兵, type: character, ap: 1, dp: 3}]
actions:
  - {do: attack, attacker: 剣士, defender: 盾兵}
ask: [盾兵.zone]
"""


def test_a_defender_that_survives_cites_why_it_stays() -> None:
    """1 damage on DP 3: 盾兵 stays (before round 26 the ruling cited nothing at all)."""
    r = _run(_SURVIVE % 1)
    assert _state(r, "盾兵.zone") == "B.field"
    assert {"4.3.9", "3.4.5.4"} <= set(r.decided_by)


def test_neighbour_a_defender_dealt_its_dp_crashes() -> None:
    r = _run(_SURVIVE % 3)
    assert _state(r, "盾兵.zone") == "B.dustbox" and "4.3.9" in r.decided_by


# --- a card that left the field and came back within an effect's duration (left_field_same_card) ---

_BACK = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 5
    deck: 10
    hand:
      - {name: 奮起, type: spell, cost: 1, text: "使い捨て\\nターン終了時まで、対象のキャラクターに「+2:+0」の修正を与える。"}
      - {name: 帰還, type: spell, cost: 1, text: "使い捨て\\n対象のキャラクターをオーナーの手札に戻す。"}
    field: [{name: 剣士, type: character, cost: 1, ap: 2, dp: 2}]
  B: {hp: 20, deck: 10}
actions:
%s
ask: [剣士.ap, 剣士.zone]
"""
_BOOST = "  - {do: play, card: 奮起, target: 剣士}"
_BOUNCE = "  - {do: play, card: 帰還, target: 剣士}"
_REPLAY = "  - {do: play, card: 剣士}"


def test_a_card_back_on_the_field_within_its_effects_duration_is_flagged() -> None:
    """No clause of co says a card that left the field is a new card: its 「ターン終了時まで」
    modification ends (the engine's reading, AP 2) and the ruling says the text does not
    settle it; the other reading is run too (round 58: the modification on it again, AP 4)."""
    r = _run(_BACK % "\n".join((_BOOST, _BOUNCE, _REPLAY)))
    assert _state(r, "剣士.ap") == 2
    flagged = [w for w in r.main.warnings if w.kind == "ambiguity" and "4.2.12" in w.clauses]
    assert flagged
    (other,) = r.raised_alternates()
    assert other.outcome["state"]["剣士.ap"] == 4


def test_neighbour_a_card_that_left_and_stays_away_or_had_no_effect_is_not_flagged() -> None:
    """Neighbours: returned to the hand and not played again; returned and played again with no
    effect on it — nothing to read two ways."""
    for acts in ((_BOOST, _BOUNCE), (_BOUNCE, _REPLAY)):
        r = _run(_BACK % "\n".join(acts))
        assert not any(w.kind == "ambiguity" and "4.2.12" in w.clauses for w in r.main.warnings)
