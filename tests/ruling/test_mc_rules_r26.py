"""mc rules found through the round-26 blind files (s22rulesA; round 26, session 22), each on a
minimal case with its neighbour that must not change (issue 14)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import main_state as _state


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


# --- a swap reads the values as they are now, ○ abilities included (4.6.5, 4.6.6, 14.5.4.3) ---

_SWAP = """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - {name: 竜, type: unit, level: 2, attack: 2, defense: 2, race: [ドラゴン]}
        - {name: 長老, type: unit, level: 2, attack: 1, defense: 3, race: [エルフ], text: "%s"}
        - name: 術師
          type: unit
          level: 1
          attack: 1
          defense: 1
          race: [エルフ]
          text: "◎[メイン]反転\\n〈対象:ユニット1体〉\\n対象の「攻撃力」と「防御力」を入れ替える。\\n◎[メイン]転生\\n〈対象:ユニット1体〉\\n対象を「種族:インセクト」に変更する。"
  B: {deck: 20}
actions:
%s
ask: [竜.zone, 竜.attack, 竜.defense]
"""

_GUARD = "○加護\\n〈対象:自軍パーティ〉\\n対象が「種族:ドラゴン」の場合、「防御力:+2」する。"
_SW = "  - {do: use, card: 術師, ability: 1, target: 竜}"
_RACE = "  - {do: use, card: 術師, ability: 2, target: 竜}"


def test_a_swap_counts_from_the_value_a_continuous_ability_gives() -> None:
    """竜 2/2 with a ○ 「防御力:+2」 is 2/4; the swap reads 2 and 4 (4.6.5 「入れ替える前の数値」):
    attack +2, defence −2 — 4/2, not ±0 on the printed 2/2."""
    r = _run(_SWAP % (_GUARD, _SW))
    assert (_state(r, "竜.attack"), _state(r, "竜.defense")) == (4, 2)
    assert {"4.6.5", "4.6.8"} <= set(r.decided_by)


def test_losing_the_continuous_bonus_after_the_swap_takes_defence_to_zero() -> None:
    """4.6.8's own example: the +2 lost after the swap is taken out (4.6.6) — 4/0, discarded by
    the rule process (11.3.1.1.1), citing why the ○ ability no longer applies (14.5.4.3)."""
    r = _run(_SWAP % (_GUARD, _SW + "\n" + _RACE))
    assert _state(r, "竜.zone") == "A.discard"
    assert {"4.6.5", "14.5.4.3", "4.6.6", "11.3.1.1.1"} <= set(r.decided_by)


def test_neighbour_the_condition_still_met_the_unit_stays() -> None:
    """Neighbour: the race kept (no second use), 竜 stays at 4/2 on the field; and with no ○
    bonus the equal values make the swap ±0 (4.6.7) as before."""
    r = _run(_SWAP % (_GUARD, _SW))
    assert _state(r, "竜.zone") == "A.field.c1"
    plain = _run(_SWAP % ("", _SW))
    assert (_state(plain, "竜.attack"), _state(plain, "竜.defense")) == (2, 2)
    assert "4.6.7" in plain.decided_by


# --- a procedure whose last step loses the effects of its steps (12.1.1.2.10, 12.2.5.1.9) ---

_PLACE = """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    hand: [{name: 草原, type: terrain, limit: 6}]
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 斥候, type: unit, level: 1, attack: 2, defense: 2, text: "%s"}
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: place_terrain, card: 草原, area: l2}
ask: [斥候.attack]
"""


def _readings(r: Any) -> dict[str, Any]:
    return {
        x["reading"][0]: x["outcome"]["state"]
        for x in r.outcome.get("readings", ())
        if x["reading"]
    }


def test_a_grant_at_the_placement_declaration_is_run_under_both_readings() -> None:
    """A [自軍ターン] ● grant at 「地形配置宣言時」 (12.1.1.2.3): lost as the placement ends
    (12.1.1.2.10) or kept to the phase's end (14.7.3.4) — the point the advance raises
    (12.2.5.1.9), one unsettled point ``procedure_step_effects`` for both procedures."""
    text = "●[自軍ターン]鼓舞\\n〈発揮:地形配置宣言時/対象:このユニット〉\\n対象に「攻撃力:+2」を付与する。"
    r = _run(_PLACE % text)
    assert _state(r, "斥候.attack") == 4  # the engine's reading: its own duration
    assert _readings(r).get("lost", {}).get("斥候.attack") == 2
    assert "12.1.1.2.10" in r.outcome.get("depends_on_reading", ())


def test_neighbour_a_grant_of_the_main_phase_outside_the_placement_is_not_touched() -> None:
    """Neighbour: the same grant from a ◎ used in the main phase (not in the placement's steps)
    lasts to the phase's end; the placement raises no point and loses nothing."""
    text = "◎[メイン]鼓舞\\n〈対象:このユニット〉\\n対象に「攻撃力:+2」を付与する。"
    board = _PLACE.replace(
        "actions:\n", "actions:\n  - {do: use, card: 斥候, ability: 1, target: 斥候}\n"
    )
    r = _run(board % text)
    assert _state(r, "斥候.attack") == 4
    assert not r.outcome.get("readings")
    assert "12.1.1.2.10" not in r.decided_by


# --- 8.3.8.4's 「すべての…◎…の効果」 and an effect used before the battle (battle_end_used_effects) ---

_BATTLE = """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 騎士, type: unit, level: 2, attack: 1, defense: 4, text: "%s"}
  B:
    deck: 20
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 門番, type: unit, level: 2, attack: 0, defense: 5}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: use, card: 騎士, target: 騎士}
%s
ask: [騎士.attack]
"""
_FIGHT = "  - {do: advance, units: [騎士], to: c3, dice: {A: 6, B: 1}}"
_ROUSE = "◎[メイン]闘気\\n〈対象:このユニット〉\\n対象に「攻撃力:+2」を付与する。"


def test_a_grant_used_before_the_battle_is_run_under_both_readings_of_8_3_8_4() -> None:
    """A ◎ grant made in the main phase, still in force at the battle end timing: kept to the
    phase's end (10.14.6, the engine's reading) or lost there with 「すべての…◎…の効果」
    (8.3.8.4) — both run."""
    r = _run(_BATTLE % (_ROUSE, _FIGHT))
    assert _state(r, "騎士.attack") == 3
    assert _readings(r).get("all_lost", {}).get("騎士.attack") == 1
    assert "8.3.8.4" in r.outcome.get("depends_on_reading", ())


def test_neighbour_no_battle_or_a_grant_made_in_the_battle_raises_nothing() -> None:
    """Neighbours: without a battle the grant lasts and no point is raised; a grant made in the
    battle lasts to its end (10.14.6) as before, with no reading."""
    r = _run(_BATTLE % (_ROUSE, ""))
    assert _state(r, "騎士.attack") == 3 and not r.outcome.get("readings")
    # a text without a ◎: nothing used before the battle, nothing raised
    r = _run((_BATTLE % ("", _FIGHT)).replace("  - {do: use, card: 騎士, target: 騎士}\n", ""))
    assert _state(r, "騎士.attack") == 1 and not r.outcome.get("readings")


# --- a phase that does not exist has no start: its abilities do not take effect (4.7.4) ---

_FIRST_TURN = """game: mc
title: t
turn: {player: A, number: %d, first_player: %s}
players:
  A:
    deck: 20
    hand: 3
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - name: 斥候
          type: unit
          level: 1
          attack: 1
          defense: 2
          text: "●[自軍ターン]目覚め\\n〈発揮:第1手札調整フェイズ開始時/対象:自軍プレイヤー〉\\nカードを1枚補充する。"
  B: {deck: 20}
actions:
  - {do: hand_phase, which: 1}
ask: [A.hand]
"""


def test_no_first_hand_phase_on_the_first_turn_no_start_ability() -> None:
    """The first player's first turn has no first hand adjustment phase (7.2.8): its start
    does not come either, and the ability waiting for it does not take effect (4.7.4)."""
    r = _run(_FIRST_TURN % (1, "A"))
    assert _state(r, "A.hand") == 3
    assert {"7.2.8", "4.7.4"} <= set(r.decided_by)


def test_neighbour_the_second_players_first_turn_has_the_phase_and_the_ability_fires() -> None:
    """Neighbour: the second player's first turn has the phase — the ability triggers (its hand
    filled to the limit), and 4.7.4 is not read."""
    r = _run(_FIRST_TURN % (2, "B"))
    assert _state(r, "A.hand") > 3
    assert "4.7.4" not in r.decided_by


# --- the reasons of a "no", cited where the ruling reads them (issue 14) ---

_FIGHT_ON = """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 戦士, type: unit, level: 2, attack: 3, defense: 3}
  B:
    deck: 20
    field:
      l3: [{name: 闘技場, type: terrain, limit: 6, text: "%s"}]
      c3:
        - {name: 砦, type: terrain, limit: 6, text: "%s"}
        - {name: 門番, type: unit, level: 2, attack: 1, defense: 3}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: advance, units: [戦士], to: c3, dice: {A: 6, B: 1}}
ask: [門番.zone]
"""
_HOLD = "○[戦闘]堅牢\\n〈対象:自軍パーティ〉\\n「防御力:+1」する。"
_CHEER = "●[戦闘]熱狂\\n〈発揮:戦闘開始時/対象:ユニットすべて〉\\n対象に「攻撃力:+1」を付与する。"


def test_the_battle_terrains_own_abilities_apply_and_cite_8_2_3() -> None:
    """The ○ [戦闘] of the battle's terrain raises 門番's defence to 4 (8.3.1.1): 3 damage, it
    lives — in a battle the abilities in effect are the battle terrain's and its units' (8.2.3);
    the survival reads 4.5.2 as a death would."""
    r = _run(_FIGHT_ON % ("", _HOLD))
    assert _state(r, "門番.zone") == "B.field.c3"
    assert {"8.3.1.1", "8.2.3", "4.5.2"} <= set(r.decided_by)


def test_another_terrains_battle_ability_does_not_trigger_citing_8_2_3() -> None:
    """A ● [戦闘] on a terrain the battle is not on does not trigger (14.7.3.1, 8.2.3)."""
    text = _FIGHT_ON.replace(
        "ask: [門番.zone]", "ask: [門番.zone]\nexpect: {triggered: {闘技場: 0}}"
    )
    r = _run(text % (_CHEER, ""))
    assert {"14.7.3.1", "8.2.3"} <= set(r.decided_by)


def test_neighbour_no_terrain_ability_the_unit_dies() -> None:
    """Neighbour: no ○ on 砦 — 3 damage on defence 3 kills 門番, 8.2.3 not read."""
    r = _run(_FIGHT_ON % ("", ""))
    assert _state(r, "門番.zone") == "B.discard"
    assert "8.2.3" not in r.decided_by


_PHASE_END = """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 10
    hand: 3
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - {name: 伝令, type: unit, level: 1, attack: 1, defense: 1, text: "%s"}
  B: {deck: 20}
actions:
  - {do: main_phase, actions: []}
ask: [A.hand]
"""


def test_a_phase_end_ability_is_played_at_the_check_step_that_closes_the_phase() -> None:
    """「メインフェイズ終了時」 (7.3.5): played at the check step closing the phase (7.3.6)."""
    text = "●[自軍ターン]帰還\\n〈発揮:メインフェイズ終了時/対象:自軍プレイヤー〉\\nカードを1枚補充する。"
    r = _run(_PHASE_END % text)
    assert _state(r, "A.hand") == 4
    assert {"7.3.5", "7.3.6"} <= set(r.decided_by)


def test_neighbour_a_phase_start_ability_is_not_played_at_the_closing_check_step() -> None:
    text = "●[自軍ターン]出陣\\n〈発揮:メインフェイズ開始時/対象:自軍プレイヤー〉\\nカードを1枚補充する。"
    r = _run(_PHASE_END % text)
    assert _state(r, "A.hand") == 4
    assert "7.3.2" in r.decided_by and "7.3.6" not in r.decided_by


def test_a_triggered_abilitys_condition_unmet_on_a_target_is_said() -> None:
    """A ● 「対象が「種族:ドラゴン」の場合、…」 over its targets: the one that is no dragon gets
    nothing, and the ruling says so (10.12.1, 10.12.2)."""
    text = (
        "●[自軍ターン]竜の加護\\n〈発揮:メインフェイズ開始時/対象:自軍ユニットすべて〉\\n"
        "対象が「種族:ドラゴン」の場合、対象に「攻撃力:+2」を付与する。"
    )
    board = (
        (_PHASE_END % text)
        .replace("ask: [A.hand]", "ask: [飛竜.attack, 歩兵.attack]")
        .replace(
            "        - {name: 伝令,",
            "        - {name: 飛竜, type: unit, level: 1, attack: 1, defense: 1, race: [ドラゴン]}\n"
            "        - {name: 歩兵, type: unit, level: 1, attack: 1, defense: 1, race: [ヒューマン]}\n"
            "        - {name: 伝令,",
        )
    )
    r = _run(board)
    # (the grants ended with the main phase, 7.3.6; what is asked is why 歩兵 got none)
    assert _state(r, "歩兵.attack") == 1
    assert {"10.12.1", "10.12.2"} <= set(r.decided_by)
    said = [s.ja for s in r.main.trace.steps if "条件" in (s.ja or "")]
    assert any("歩兵" in x and "満たさない" in x for x in said)
    assert not any("飛竜" in x and "満たさない" in x for x in said)


# --- construction rules of different limits on cards of one name (construction_rules_differ) ---

_BUILD = """game: mc
title: t
turn: {player: A, number: 0}
players:
  A:
    deck:
      - {name: 本陣札, type: terrain}
      - {name: 群体, type: unit, count: %d, text: "構築ルール：デッキに6枚まで組み込む。"}
      - {name: 群体, type: unit, count: 1, text: "%s"}
      - {type: unit, count: %d}
  B:
    deck:
      - {name: 本陣札, type: terrain}
      - {name: 兵, type: unit, count: 3}
      - {name: 弓兵, type: unit, count: 3}
      - {type: unit, count: 43}
actions:
  - do: game_setup
    dice: {A: 6, B: 1}
    mulligan: {A: no, B: no}
    shuffled: {A: [本陣札, 群体, 群体, 群体, 群体, 群体, 群体], B: [本陣札, 兵, 兵, 兵, 弓兵, 弓兵, 弓兵]}
"""


def test_differing_construction_rules_on_one_name_are_run_under_both_readings() -> None:
    """6 「群体」, one printed 「デッキに4枚まで」, the others 「6枚まで」: 15.5.2 applies both to
    every 群体 — the largest permits (the engine's reading: the deck is legal) or the smallest
    binds (refused, 6 > 4)."""
    r = _run(_BUILD % (5, "構築ルール：デッキに4枚まで組み込む。", 43))
    assert not r.main.outcome.get("rejected")
    other = {x["reading"][0]: x["outcome"] for x in r.outcome.get("readings", ()) if x["reading"]}
    assert other["smallest"].get("rejected")
    assert "15.5.2" in r.outcome.get("depends_on_reading", ())


def test_neighbour_one_construction_rule_for_the_name_raises_nothing() -> None:
    """Neighbour: every 群体 with the same rule (one printed without it: 15.5.2 gives it the
    rule of its name) — nothing to read two ways."""
    r = _run(_BUILD % (5, "", 43))
    assert not r.main.outcome.get("rejected") and not r.outcome.get("readings")
