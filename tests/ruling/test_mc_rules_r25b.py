"""mc rules found through the round-25 blind files (s21rulesA; round 25), each on a minimal case
with its neighbour that must not change (issue 14): the clause read to conclude that a limit
does not apply, the definition a rule's word rests on, and one unsettled point of 4.6.2."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


def _points(r: Any) -> set[str]:
    return {c.option for lf in r.leaves + r.alternates for c in lf.choices if c.reading}


_HQ_A = "      c1: [{name: 本陣, type: terrain, hq: true}]\n"
_B = "  B: {deck: 20}\n"


# --- 12.1.1.2.2.1: a hand terrain after a hand terrain is not ruled out (only a proxy is) ---

_TERRAINS = (
    """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    hand:
      - {name: 平原, type: terrain, limit: 6}
      - {name: 荒野, type: terrain, limit: 4}
    field:
"""
    + _HQ_A
    + _B
    + """actions:
%s
ask: [A.l1, A.r1]
"""
)


def test_a_second_hand_terrain_cites_the_limit_read_and_found_not_to_apply() -> None:
    r = _run(
        _TERRAINS
        % (
            "  - {do: place_terrain, card: 平原, area: l1}\n"
            "  - {do: place_terrain, card: 荒野, area: r1}"
        )
    )
    assert r.main.outcome["state"]["A.r1"] == ["荒野"]
    assert "12.1.1.2.2.1" in r.decided_by


def test_a_first_terrain_of_the_turn_does_not_cite_it() -> None:
    r = _run(_TERRAINS % "  - {do: place_terrain, card: 荒野, area: r1}")
    assert r.main.outcome["state"]["A.r1"] == ["荒野"]
    assert "12.1.1.2.2.1" not in r.decided_by


def test_a_proxy_after_a_hand_terrain_is_still_refused() -> None:
    r = _run(
        _TERRAINS
        % (
            "  - {do: place_terrain, card: 平原, area: l1}\n"
            "  - {do: place_terrain, proxy: true, area: r1}"
        )
    )
    assert r.main.outcome["state"]["A.r1"] in ([], "empty", None)
    assert "12.1.1.2.2.1" in r.decided_by


# --- 5.1.2.7: an area without a terrain is an 「空き地」, the word 12.2.2.2 rules out ---

_ADVANCE = (
    """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
"""
    + _HQ_A
    + """      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 戦士, type: unit, level: 2, attack: 2, defense: 2}
      %s
"""
    + _B
    + """actions:
  - {do: advance, units: [戦士], to: l2}
ask: [A.c2]
"""
)


def test_no_advance_into_an_empty_lot_cites_its_definition() -> None:
    r = _run(_ADVANCE % "")
    assert r.main.outcome["state"]["A.c2"] == ["平原", "戦士"]
    assert {"12.2.2.2", "5.1.2.7"} <= set(r.decided_by)


def test_an_advance_into_a_terrain_does_not_cite_the_empty_lot() -> None:
    r = _run(_ADVANCE % "l2: [{name: 森, type: terrain, limit: 6}]")
    assert r.main.outcome["state"]["A.c2"] == ["平原"]
    assert "5.1.2.7" not in r.decided_by


# --- 7.2.8: only the first player's first turn lacks the first hand adjustment phase ---

_HAND1 = """game: mc
title: t
turn: {player: B, number: %d, phase: hand1, first_player: %s}
players:
  A: {deck: 30}
  B: {deck: 20, hand: 4}
actions:
  - {do: hand_phase, which: 1}
ask: [B.hand, B.deck]
"""


def test_the_second_players_first_turn_has_its_first_hand_phase_and_cites_7_2_8() -> None:
    r = _run(_HAND1 % (2, "A"))
    assert r.main.outcome["state"]["B.hand"] == 6
    assert {"7.2.8", "7.2.5"} <= set(r.decided_by)


def test_a_later_turn_does_not_cite_7_2_8() -> None:
    r = _run(_HAND1 % (6, "A"))
    assert r.main.outcome["state"]["B.hand"] == 6
    assert "7.2.8" not in r.decided_by


def test_the_first_players_first_turn_still_has_none() -> None:
    r = _run(_HAND1 % (1, "B"))
    assert r.main.outcome["state"]["B.hand"] == 4
    assert "7.2.8" in r.decided_by


# --- 13.1.1.1.1: only the party's 「イニシアチブ:x」 is summed ---

_INITIATIVE = (
    """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
"""
    + _HQ_A
    + """      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 戦士, type: unit, level: 2, attack: 3, defense: 2}
      l2:
        - {name: 丘, type: terrain, limit: 6}
        - {name: 旗手, type: unit, level: 1, attack: 1, defense: 1%s}
  B:
    deck: 20
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 番兵, type: unit, level: 2, attack: 3, defense: 3}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: advance, units: [戦士], to: c3, dice: {A: 3, B: 4}}
ask: [戦士.zone]
"""
)


def test_an_initiative_outside_the_battle_is_left_out_citing_the_party_clause() -> None:
    r = _run(_INITIATIVE % ', text: "イニシアチブ:+3"')
    assert r.main.outcome["state"]["戦士.zone"] == "A.discard"  # B first: 4 against 3
    assert {"8.3.4.7", "13.1.1.1.1", "8.3.4.8"} <= set(r.decided_by)


def test_without_one_outside_the_party_clause_is_not_read() -> None:
    r = _run(_INITIATIVE % "")
    assert r.main.outcome["state"]["戦士.zone"] == "A.discard"
    assert "13.1.1.1.1" not in r.decided_by


# --- 4.1.11: 「効果適用後」 after a replenish of 0 (12.3.1.4) cites 4.1.11 on the hand ---

_AFTER = (
    """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    hand: 3
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - name: 預言者
          type: unit
          level: 1
          attack: 1
          defense: 2
          text: "◎[メイン]天啓\\n〈対象:このユニット〉\\nカードを2枚まで補充する。効果適用後、手札を1枚破棄する。"
"""
    + _B
    + """actions:
  - {do: use, card: 預言者, target: 預言者}
choices:
  - {player: A, at: replenish_count, choose: %d}
ask: [A.hand, A.discard]
"""
)


def test_nothing_replenished_nothing_after_it_and_4_1_11_is_cited() -> None:
    r = _run(_AFTER % 0)
    assert r.main.outcome["state"]["A.hand"] == 3
    assert {"12.3.1.4", "4.1.11"} <= set(r.decided_by)


def test_one_replenished_the_discard_follows() -> None:
    r = _run(_AFTER % 1)
    assert r.main.outcome["state"]["A.hand"] == 3  # +1, then -1
    assert r.main.outcome["state"]["A.discard"] == 1
    assert "12.3.1.4" not in r.decided_by


# --- 13.1.7.1 / 11.3.3.1: 「耐性:特殊能力」 keeps a special ability's death effect from arising ---

_DEATH = """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - name: 死神
          type: unit
          level: 3
          attack: 1
          defense: 2
          text: "◎[メイン]死の宣告\\n〈対象:ユニット1体〉\\n対象を死亡させる。"
  B:
    deck: 20
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 聖騎士, type: unit, level: 2, attack: 2, defense: 3, text: "%s"}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: use, card: 死神, target: 聖騎士}
ask: [聖騎士.zone]
"""


def test_resistance_to_special_abilities_keeps_the_death_effect_from_arising() -> None:
    r = _run(_DEATH % "耐性:特殊能力")
    assert r.main.outcome["state"]["聖騎士.zone"] == "B.field.c3"
    assert {"13.1.7.1", "13.1.7.2", "11.3.3.1"} <= set(r.decided_by)
    assert not any(w.kind == "ambiguity" for w in r.main.warnings)


def test_a_resistance_of_another_x_does_nothing() -> None:
    r = _run(_DEATH % "耐性:戦闘スペル")
    assert r.main.outcome["state"]["聖騎士.zone"] == "B.discard"


# --- mc negative_level_limit_check: 4.6.2's proviso and the advance's / summon's total ---

_NEG = (
    """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
"""
    + _HQ_A
    + """      l1:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 甲, type: unit, level: 1, attack: 1, defense: 2}
        - {name: 乙, type: unit, level: 1, attack: 1, defense: 2}
      l2:
        - {name: 森, type: terrain, limit: %d}
        - {name: 丙, type: unit, level: 4, attack: 3, defense: 3}
"""
    + _B
    + """actions:
  - {do: modify, card: 甲, stat: level, amount: %d, source: 呪い}
  - {do: advance, units: [甲, 乙], to: l2}
ask: [A.l1]
"""
)


def test_a_negative_level_deciding_an_advance_is_run_under_both_readings() -> None:
    r = _run(_NEG % (4, -2))  # 4 - 1 + 1 = 4 fits; 4 + 0 + 1 = 5 does not
    assert _points(r) == {"negative", "zero"}
    by = {
        c.option: lf.outcome["state"]["A.l1"]
        for lf in r.leaves + r.alternates
        for c in lf.choices
        if c.reading
    }
    assert by["negative"] == ["平原"] and by["zero"] == ["平原", "甲", "乙"]
    assert "4.6.2" in r.decided_by


def test_a_negative_level_that_decides_nothing_raises_no_point() -> None:
    r = _run(_NEG % (8, -2))  # within the limit either way
    assert not _points(r)
    assert r.main.outcome["state"]["A.l1"] == ["平原"]


def test_no_negative_level_no_point_and_no_4_6_2() -> None:
    r = _run(_NEG % (6, -1))  # level 0, not negative
    assert not _points(r)
    assert "4.6.2" not in r.decided_by


def test_the_same_point_in_a_summon() -> None:
    text = (
        """game: mc
title: t
turn: {player: A, number: 5, phase: summon}
players:
  A:
    deck: 20
    hand: [{name: 新兵, type: unit, level: %d, attack: 1, defense: 1}]
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - {name: 甲, type: unit, level: 2, attack: 1, defense: 2}
        - {name: 乙, type: unit, level: 8, attack: 1, defense: 2}
"""
        + _B
        + """actions:
  - {do: modify, card: 甲, stat: level, amount: -3, source: 呪い}
  - {do: summon, card: 新兵, area: c1}
ask: [新兵.zone]
"""
    )
    # the headquarters' limit is 10 (5.1.2.9); the summon phase's play step is a reading of its
    # own (7.4.4), left aside here
    r = _run(text % 2)  # -1 + 8 + 2 = 9, 0 + 8 + 2 = 10: both fit, nothing decided by it
    assert not {"negative", "zero"} & _points(r)
    r = _run(text % 3)  # -1 + 8 + 3 = 10 fits; 0 + 8 + 3 = 11 does not
    assert {"negative", "zero"} <= _points(r)


# --- 7.3.6: a hand limit granted in the main phase is lost at its end ---


def test_a_main_phase_hand_limit_grant_lost_cites_the_phase_end() -> None:
    text = (
        """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    hand: 3
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - name: 巫女
          type: unit
          level: 2
          attack: 1
          defense: 2
          text: "◎[メイン]豊穣\\n〈対象:このユニット〉\\n自軍プレイヤーに「手札上限枚数:+2枚」を付与する。"
"""
        + _B
        + """actions:
  - {do: main_phase, actions: [{do: use, card: 巫女, target: 巫女}]}
  - {do: summon_phase, actions: []}
  - {do: hand_phase, which: 2}
ask: [A.hand]
"""
    )
    r = _run(text)
    assert r.main.outcome["state"]["A.hand"] == 6
    assert {"10.14.6", "7.3.6", "7.5.5"} <= set(r.decided_by)


# --- mc hand_limit_set_twice: two ○ abilities setting the hand limit to different numbers ---

_LIMITS = (
    """game: mc
title: t
turn: {player: A, number: 9, first_player: A, phase: hand1}
players:
  A:
    deck: 20
    hand: 7
    field:
"""
    + _HQ_A
    + """      c2:
        - {name: 図書館, type: terrain, limit: 6}
        - {name: 賢者, type: unit, level: 2, attack: 1, defense: 2, text: "○知恵\\n自軍の手札上限枚数は8枚になる。"}
%s
"""
    + _B
    + """actions:
  - {do: hand_phase, which: 1}
ask: [A.hand]
"""
)

_SAGE2 = (
    '        - {name: 学者, type: unit, level: 1, attack: 1, defense: 1, text: "○節制\\n'
    '自軍の手札上限枚数は%d枚になる。"}'
)


def test_two_different_hand_limits_are_run_under_both_readings() -> None:
    r = _run(_LIMITS % (_SAGE2 % 5))
    by = {
        c.option: lf.outcome["state"]["A.hand"]
        for lf in r.leaves + r.alternates
        for c in lf.choices
        if c.reading
    }
    assert by == {"smallest": 5, "largest": 8}
    assert {"smallest", "largest"} <= _points(r)


def test_two_equal_hand_limits_raise_no_point() -> None:
    r = _run(_LIMITS % (_SAGE2 % 8))
    assert not _points(r)
    assert r.main.outcome["state"]["A.hand"] == 8


def test_one_hand_limit_raises_no_point() -> None:
    r = _run(_LIMITS % "")
    assert not _points(r)
    assert r.main.outcome["state"]["A.hand"] == 8


# --- mc time_out_result: 1.2.1's 「時間切れ判定」 decides nothing the text says ---

_TIME = (
    """game: mc
title: t
turn: {player: A, number: 7, phase: main}
players:
  A:
    deck: 10
    field:
"""
    + _HQ_A
    + """%s  B:
    deck: 10
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: time_up}
"""
)

_IN_ENEMY = """      r3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 甲, type: unit, level: 1, attack: 1, defense: 1}
"""


def _results(r: Any) -> dict[str, Any]:
    return {
        c.option: (lf.outcome.get("winner"), lf.outcome.get("draw"))
        for lf in r.leaves + r.alternates
        for c in lf.choices
        if c.reading
    }


def test_time_up_is_run_under_both_readings() -> None:
    r = _run(_TIME % _IN_ENEMY)  # A has a unit in B's territory, B none
    got = _results(r)
    assert got["judgement"][0] == "A"
    assert got["draw"][1] is True
    assert {"1.2.1", "1.2.6"} <= set(r.decided_by)


def test_time_up_with_equal_counts_is_a_draw_either_way() -> None:
    r = _run(_TIME % "")
    assert all(v[1] is True for v in _results(r).values())


# --- 14.7.1: a ● ability of a card that left the battlefield before its moment (co's kin) ---

_LOOTER = (
    """game: mc
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    deck: 10
    hand: 3
    field:
"""
    + _HQ_A
    + """      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 戦士, type: unit, level: 2, attack: 1, defense: %d, text: "●[戦闘]戦利品〈発揮:戦闘終了タイミング開始時〉\\nカードを1枚補充する。"}
  B:
    deck: 10
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 番兵, type: unit, level: 1, attack: 3, defense: 5}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: advance, units: [戦士], to: c3, dice: {A: 1, B: 6}}
ask: [A.hand]
expect:
  triggered: {戦士: %d}
"""
)


def test_a_unit_dead_before_the_battle_end_does_not_trigger_citing_14_7_1() -> None:
    r = _run(_LOOTER % (1, 0))  # B first: 3 damage kills 戦士 (defence 1)
    assert r.main.outcome["state"]["A.hand"] == 3
    assert "14.7.1" in r.decided_by
    assert _left_steps(r) == [("14.7.1", "8.3.8.2")]


def _left_steps(r: Any) -> list[tuple[str, str]]:
    """The steps saying a card gone from the battlefield did not trigger: (14.7.1, moment)."""
    return [
        (s.clauses[0], s.clauses[-1])
        for s in r.main.trace.steps
        if "already left the battlefield" in (s.en or "")
    ]


def test_a_unit_that_survives_triggers_and_14_7_1_is_not_read() -> None:
    r = _run(_LOOTER % (5, 1))  # 戦士 survives (defence 5)
    assert r.main.outcome["state"]["A.hand"] == 4
    assert _left_steps(r) == []
