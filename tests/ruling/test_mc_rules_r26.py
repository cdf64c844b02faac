"""mc rules found through the round-26 blind files (s22rulesA; round 26, session 22), each on a
minimal case with its neighbour that must not change (issue 14)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


def _state(r: Any, key: str) -> Any:
    return r.main.outcome["state"][key]


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
