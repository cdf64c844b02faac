"""mc rules found through the round-24 blind files (s20rulesA; round 24, session 20), each on a
minimal case with its neighbour that must not change (issue 14)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import main_state as _state
from tests.ruling.boards import mc_compile


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


# --- a ● ability without 〈対象〉 whose effect is on its player's own cards (12.3.1.3, 4.1.10) ---

_BATTLE = """game: mc
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    deck: 10
    hand: 3
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 戦士, type: unit, level: 2, attack: %d, defense: 3, text: "%s"}
  B:
    deck: 10
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: スライム, type: unit, level: 1, attack: 0, defense: 2}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: advance, units: [戦士], to: c3, dice: {A: 6, B: 1}}
ask: [A.hand, A.deck]
"""

_LOOT = "●[戦闘]戦利品〈発揮:戦闘終了タイミング開始時〉\\nカードを1枚補充する。"


def test_an_auto_ability_without_a_target_replenishes_its_players_cards() -> None:
    """「カードを1枚補充する」 with no 〈対象〉: the player the effect is applied to (12.3.1.3) is the
    ability's player — it triggers at the battle end timing (8.3.8.2) and A replenishes 1."""
    r = _run(_BATTLE % (1, _LOOT))  # スライム survives (1 damage, defence 2)
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert _state(r, "A.hand") == 4 and _state(r, "A.deck") == 9
    got = set(r.decided_by)
    assert {"8.3.8.2", "14.7.3.5", "12.3.1.3"} <= got
    # both parties still there: the timing is the battle's own, 8.2.6 is not read
    assert "8.2.6" not in got


def test_the_battle_end_moment_still_comes_after_the_enemy_party_is_wiped_out() -> None:
    """8.2.6: one side's units gone, the battle's timings exist all the same to its end timing —
    the ● ability of that moment triggers, and its trigger cites 8.2.6."""
    r = _run(_BATTLE % (4, _LOOT))  # スライム dies in A's attack
    assert _state(r, "A.hand") == 4
    assert {"8.2.6", "8.3.8.2"} <= set(r.decided_by)


def test_the_family_discard_and_a_condition_on_the_controlled_terrains() -> None:
    """The same construction with the other steps on a player's cards: a discard, the enemy's
    discard, up to n, and 「自軍支配地形がnつ以上の場合、」 (read on the ability's player)."""
    for body in (
        "手札を1枚破棄する。",
        "敵軍は手札を1枚破棄する。",
        "カードを2枚まで補充する。",
        "自軍支配地形が3つ以上の場合、カードを1枚補充する。",
    ):
        assert mc_compile(f"●[自軍ターン]整理〈発揮:メインフェイズ開始時〉\n{body}").kind == "auto"
    # a step on a card (no 〈対象〉 naming it) stays refused, said
    with pytest.raises(Unsupported):
        mc_compile("●[戦闘]戦利品〈発揮:戦闘開始時〉\nこのユニットに1点のダメージを与える。")


_END = """game: mc
title: t
turn: {player: %s, number: 6, phase: hand2}
players:
  A:
    deck: 10
    hand: 5
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - {name: 司書, type: unit, level: 1, attack: 1, defense: 1, text: "●[自軍ターン]読書〈発揮:終了宣言フェイズ終了時〉\\nカードを1枚補充する。"}
  B:
    deck: 10
    hand: 5
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: end_phase}
ask: [A.hand]
"""


def test_an_own_turn_auto_ability_at_the_end_declaration_phase_end() -> None:
    """7.6.2 raises 「終了宣言フェイズ終了時」; a [自軍ターン] ● ability triggers then on its owner's
    turn (14.7.3.2) and A replenishes 1; on B's turn it does not (said, 14.7.3.2)."""
    r = _run(_END % "A")
    assert _state(r, "A.hand") == 6
    assert {"7.6.2", "14.7.3.2", "12.3.1.3"} <= set(r.decided_by)
    other = _run(_END % "B")
    assert _state(other, "A.hand") == 5


# --- a prohibition on a player stops that player's declaration, the doer named or not ---

_SUMMON = """game: mc
title: t
turn: {player: A, number: 6, phase: summon}
players:
  A:
    deck: 10
    hand: [{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 1}]
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
  B:
    deck: 10
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
effects: %s
actions:
  - {do: summon, card: ゴブリン, area: c1%s}
ask: [A.hand, A.c1]
"""

_BAN = '[{target: A, stat: summon, op: prohibit, until: turn, source: "ユニットを召喚できない"}]'


def test_a_prohibition_stops_a_declaration_whose_doer_is_left_out() -> None:
    """「召喚できない」 on A stops A's summon with ``player`` left out (the turn player, the
    documented default) as with ``player: A`` — before, only the latter. The refusal rests on
    the card's text beating the rule that lets A declare it (1.3.1 over 7.4.4)."""
    for who in ("", ", player: A"):
        r = _run(_SUMMON % (_BAN, who))
        assert r.main.outcome.get("rejected") is True, who
        assert _state(r, "A.hand") == 1 and _state(r, "A.c1") == ["本陣"]
        assert {"4.1.12", "1.3.1", "7.4.4"} <= set(r.decided_by)
    # no prohibition: the summon is done
    done = _run(_SUMMON % ("[]", ""))
    assert _state(done, "A.c1") == ["本陣", "ゴブリン"]
    # a prohibition on B does not stop A
    other = _run(_SUMMON % (_BAN.replace("target: A", "target: B"), ""))
    assert _state(other, "A.c1") == ["本陣", "ゴブリン"]


def test_a_procedure_reading_its_own_prohibitions_keeps_its_reason() -> None:
    """The kin in vs: the attack sub-phase reads 「アタックできない」 itself (``reads_prohibitions``):
    the support refused cites 7.1.3.2.1, the doer named (before: the core's plain 1.3.3) or not."""
    from pathlib import Path

    text = Path("tests/scenarios/vs/cannot_attack_no_support.yaml").read_text(encoding="utf-8")
    named = text.replace("{do: attack, support: 春香}", "{do: attack, player: A, support: 春香}")
    assert named != text
    for t in (text, named):
        r = _run(t)
        assert r.main.outcome.get("rejected") is True
        assert {"7.1.3.2.1", "1.3.3"} <= set(r.decided_by)


# --- 「敗北しない」 against the fall of a headquarters (1.2.2.1 with 1.3.1) ---

_FALL = """game: mc
title: t
turn: {player: A, number: 8, phase: main}
players:
  A:
    deck: 10
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c3:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 騎兵, type: unit, level: 2, attack: 2, defense: 2}
  B:
    deck: 10
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
effects: %s
actions:
  - {do: advance, units: [騎兵], to: c4}
"""


def test_a_headquarters_fall_kept_off_by_an_effect_is_carried_out_once() -> None:
    """The defeat check (11.2.1) finds B's headquarters fallen; 「あなたはこのゲームに敗北しない」
    keeps B in the game — the card's text beating the rule (1.3.1) — and the check step ends
    (before: the same process over and over, to the endless-loop cut-off, 16.1.1)."""
    r = _run(_FALL % '[{target: B, stat: lose, op: prohibit, source: "敗北しない"}]')
    assert r.main.outcome["game_over"] is False
    assert not any("永久" in w.ja for w in r.main.warnings)
    assert {"1.2.2.1", "1.3.1", "4.1.12"} <= set(r.decided_by)
    lost = _run(_FALL % "[]")
    assert lost.main.outcome["game_over"] is True and lost.main.outcome.get("winner") == "A"


# --- two interrupt rule processes due for one unit: its owner picks (11.1.2.2) ---

_BOTH = """game: mc
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    deck: 10
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
  B:
    deck: 10
    hand: 2
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 亡霊, type: unit, level: 2, attack: 1, defense: 2, damage: %d, text: "%s"}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: resolve_text, player: A, text: "対象に「防御力:-2」を付与する。", target: 亡霊}
ask: [B.c3, B.hand, B.discard]
"""

_UNDYING = "○不死\\nこのユニットが死亡する場合、代わりに持ち主の手札に戻す。"


def test_defence_zero_with_damage_the_owner_chooses_the_process() -> None:
    """Defence 0 (11.3.1.1.1: discarded) and damage of its defence or more (11.3.1.2.1: dies) at
    once: B, the unit's owner, chooses which comes first (11.1.2.2) — the death, replaced to
    B's hand, or the discard (not a death, 12.6.1) to B's discard pile."""
    r = _run(_BOTH % (1, _UNDYING))
    assert r.outcome.get("depends_on") == "B"
    assert "11.1.2.2" in r.decided_by
    hands = sorted(b["outcome"]["state"]["B.hand"] for b in r.outcome["branches"])
    assert hands == [2, 3]
    # no damage: the discard alone is due, no choice
    alone = _run(_BOTH % (0, _UNDYING))
    assert "depends_on" not in alone.outcome and "11.1.2.2" not in alone.decided_by
    assert alone.outcome["state"]["B.discard"] == 1


# --- the duration of a ● ability's effect inside an advance or a battle (unsettled points) ---

_DECL = """game: mc
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    deck: 10
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 騎兵, type: unit, level: 2, attack: 2, defense: 2, text: "%s"}
      l2: [{name: 丘, type: terrain, limit: 6}]
  B:
    deck: 10
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: advance, units: [騎兵], to: l2}
ask: [騎兵.attack]
"""


def _readings(r: Any) -> dict[str, Any]:
    return {
        x["reading"][0]: x["outcome"]["state"]
        for x in r.outcome.get("readings", ())
        if x["reading"]
    }


def test_an_effect_of_the_advance_steps_is_run_under_both_readings_of_12_2_5_1_9() -> None:
    """A grant at 「進軍宣言時」 (12.2.5.1.1): it lasts to the phase's end (10.14.6, 14.7.3.4) —
    the engine's reading — or is lost with the advance (12.2.5.1.9): both run, the ruling
    depends on the reading (unsettled ``procedure_step_effects``)."""
    text = "●[自軍ターン]突撃準備〈発揮:進軍宣言時／対象:このユニット〉\\n対象に「攻撃力:+2」を付与する。"
    r = _run(_DECL % text)
    assert r.outcome["state"]["騎兵.attack"] == 4
    assert "12.2.5.1.9" in r.outcome.get("depends_on_reading", ())
    assert _readings(r)["lost"]["騎兵.attack"] == 2
    # the neighbour: the same grant at 「メインフェイズ開始時」 is no step of the advance — no point
    main = (_DECL % text.replace("進軍宣言時", "メインフェイズ開始時")).replace(
        "actions:\\n  - {do: advance, units: [騎兵], to: l2}", "actions:\\n  - {do: main_phase}"
    )
    plain = _run(main.replace("phase: main}", "phase: hand1}"))
    assert "depends_on_reading" not in plain.outcome


_INSTANT = """game: mc
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    deck: 10
    hand: [{name: 援軍, type: unit, level: 1, attack: 1, defense: 1, instant: true}]
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 戦士, type: unit, level: 2, attack: 2, defense: 3, text: "●[%s]鼓舞〈発揮:即時召喚宣言時／対象:このユニット〉\\n対象に「攻撃力:+1」を付与する。"}
  B:
    deck: 10
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: スライム, type: unit, level: 1, attack: 0, defense: 3}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: advance, units: [戦士], to: c3, dice: {A: 6, B: 1}, instant: {A: [援軍]}, formation: {A: [戦士, 援軍]}}
ask: [戦士.attack]
"""


def test_an_own_turn_auto_effect_in_a_battle_is_run_under_both_readings() -> None:
    """A [自軍ターン] ● grant brought about in a battle: to the battle's end (10.14.6, 4.6.9:
    the engine's) or to the phase's (14.7.3.4; unsettled ``own_turn_auto_in_battle``); the same
    grant of a [戦闘] ● ability ends with the battle under every reading (14.7.3.4, 8.3.8.4)."""
    r = _run(_INSTANT % "自軍ターン")
    assert r.outcome["state"]["戦士.attack"] == 2
    assert "14.7.3.4" in r.outcome.get("depends_on_reading", ())
    assert _readings(r)["phase"]["戦士.attack"] == 3
    combat = _run(_INSTANT % "戦闘")
    assert combat.outcome["state"]["戦士.attack"] == 2
    assert "depends_on_reading" not in combat.outcome


# --- a waiting ● ability whose card left before it is played (10.5.6) ---

_LEFT = """game: mc
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    deck: 10
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 火炎術師, type: unit, level: 2, attack: 0, defense: 3, text: "●[戦闘]火葬〈発揮:戦闘終了タイミング開始時／対象:敵軍パーティ〉\\n対象に【2】ダメージを与える。"}
  B:
    deck: 10
    hand: 3
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 学者, type: unit, level: 1, attack: 0, defense: 2, text: "%s"}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: advance, units: [火炎術師], to: c3, dice: {A: 6, B: 1}}
ask: [B.hand, 学者.zone]
"""


def test_a_waiting_auto_ability_on_its_players_cards_is_done_after_its_card_left() -> None:
    """10.5.6: played though 学者 died first (「それでも…発動しなければいけません」), and failing only
    where the zone change makes the effect impossible: B's replenish needs no 学者 — done.
    Before, every such effect failed."""
    r = _run(_LEFT % "●[戦闘]勉学〈発揮:戦闘終了タイミング開始時〉\\nカードを1枚補充する。")
    assert r.outcome["state"]["B.hand"] == 4 and "10.5.6" in r.decided_by
    # the neighbour: an effect on 「このユニット」 cannot be done once it left — it fails
    on_self = _run(
        _LEFT
        % "●[戦闘]勉学〈発揮:戦闘終了タイミング開始時／対象:このユニット〉\\n対象に「攻撃力:+1」を付与する。"
    )
    assert on_self.outcome["state"]["B.hand"] == 3
    assert any("10.5.6" in x.clauses and "失敗" in x.ja for x in on_self.main.trace.steps)


# --- the clauses read to conclude (issue 14: "citations complete by construction") ---

_UNIT = """game: mc
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    deck: 10
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
  B:
    deck: 10
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 石像, type: unit, level: 1, attack: 1, defense: 3, text: "%s"}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions: %s
ask: [石像.zone]
"""

_LOSE = '{do: resolve_text, player: A, text: "対象はすべての特殊能力を失う。", target: 石像}'


def test_a_standing_ability_kept_after_losing_the_special_ones_cites_4_1_3() -> None:
    """「すべての特殊能力を失う」 takes the special abilities (4.1.2) only: the printed
    「弱点:火(+2ダメージ)」 is a standing ability (4.1.3) and still adds 2 — 石像 dies, citing
    both; with nothing lost, neither is read."""
    weak = "「弱点:火(+2ダメージ)」"
    hit = "{do: damage, to: 石像, amount: 1, attribute: 火}"
    r = _run(_UNIT % (weak, f"[{_LOSE}, {hit}]"))
    assert r.outcome["state"]["石像.zone"] == "B.discard"
    assert {"4.1.2", "4.1.3", "13.1.8.3"} <= set(r.decided_by)
    plain = _run(_UNIT % (weak, f"[{hit}]"))
    assert plain.outcome["state"]["石像.zone"] == "B.discard" and "4.1.3" not in plain.decided_by


def test_a_resistance_to_a_source_kind_cites_what_x_may_be() -> None:
    """「耐性:特殊能力」 against a battle spell's damage: 13.1.7.2 lists the source kinds x may
    name apart from the attributes — read to conclude it does not work; a resistance to an
    attribute against another attribute does not read it."""
    r = _run(
        _UNIT % ("「耐性:特殊能力」", "[{do: damage, to: 石像, amount: 3, origin: 戦闘スペル}]")
    )
    assert r.outcome["state"]["石像.zone"] == "B.discard" and "13.1.7.2" in r.decided_by
    other = _run(_UNIT % ("「耐性:火」", "[{do: damage, to: 石像, amount: 3, attribute: 水}]"))
    assert other.outcome["state"]["石像.zone"] == "B.discard"
    assert "13.1.7.2" not in other.decided_by
