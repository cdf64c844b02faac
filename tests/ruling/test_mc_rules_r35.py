"""mc rules the round-35 development files (r35_*) needed (round 35, s31rulesVGCOMC), each on a
minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import main_state as _state


def _run(yaml: str) -> Any:
    r = resolve(loads(yaml, "t.yaml"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r


# ---------------- 5.1.5.5: 〈コスト:捨て山n枚除外〉 prints no 自軍 / 敵軍 — the user's own pile

_PILE = """\
game: mc
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    deck: 20
    discard: %s
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - name: 術師
          type: unit
          level: 2
          attack: 1
          defense: 2
          text: "◎[メイン]囁き\\n〈コスト:捨て山1枚除外/対象:このユニット〉\\n対象に「攻撃力:+1」を付与する。"
  B:
    deck: 20
    discard: [{name: 古木, type: terrain}]
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: use, card: 術師, target: 術師}
ask: [B.discard, A.removed]
"""


def test_unqualified_discard_cost_is_the_own_pile_and_cites_its_clause() -> None:
    r = _run(_PILE % "0")
    assert _state(r, "B.discard") == 1
    assert {"5.1.5.5", "10.11.11"} <= set(r.decided_by)


def test_neighbour_own_pile_with_a_card_pays_it() -> None:
    r = _run(_PILE % "[{name: 骨, type: unit}]")
    assert _state(r, "A.removed") == 1 and _state(r, "B.discard") == 1


# ---------------- 14.5.4.4 with 4.6.6: a ○ ±n lost as its card leaves takes the ±n back

_BANNER = """\
game: mc
title: t
turn: {player: A, number: 7, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 戦士, type: unit, level: 2, attack: 2, defense: %d}
        - {name: 旗手, type: unit, level: 1, attack: 0, defense: 1, text: "○鼓舞〈対象:自軍パーティ〉対象を「防御力:+2」する。"}
  B: {deck: 20}
actions:
  - {do: die, card: 旗手}
ask: [戦士.zone]
"""


def test_continuous_plus_n_lost_with_its_card_cites_the_take_back() -> None:
    """戦士 0 defence printed, 2 with the ○: 旗手 leaves, the +2 is taken back (4.6.6) and 戦士
    is at 0 — discarded by the rule process (11.3.1.1.1)."""
    r = _run(_BANNER % 0)
    assert _state(r, "戦士.zone") == "A.discard"
    assert {"14.5.4.4", "4.6.6", "11.3.1.1.1"} <= set(r.decided_by)


def test_neighbour_unit_still_standing_after_the_loss() -> None:
    r = _run(_BANNER % 2)
    assert _state(r, "戦士.zone") == "A.field.c2"
    assert "4.6.6" in r.decided_by


# ---------------- 13.1.7.2 / 9.1: 「耐性:特殊能力」 does not keep attack damage off

_ATTACKED = """\
game: mc
title: t
turn: {player: A, number: 9, phase: main}
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
      c3:
        - {name: 墓地, type: terrain, limit: 6}
        - {name: 幽鬼, type: unit, level: 2, attack: 1, defense: 2, text: "「耐性:%s」"}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: advance, units: [戦士], to: c3, dice: {A: 6, B: 1}}
ask: [幽鬼.zone]
"""


def test_source_kind_resistance_does_not_keep_attack_damage_off() -> None:
    r = _run(_ATTACKED % "特殊能力")
    assert _state(r, "幽鬼.zone") == "B.discard"
    assert {"13.1.7.2", "9.1"} <= set(r.decided_by)


def test_neighbour_attribute_resistance_cites_no_source_kind() -> None:
    r = _run(_ATTACKED % "火炎")
    assert _state(r, "幽鬼.zone") == "B.discard"
    assert "13.1.7.2" not in r.decided_by


# ---------------- 10.20.1.2.1: a ● of a declaration's moment is played at the check step that
# begins the play step after the declaration — before the attack's damage

_REACT = """\
game: mc
title: t
turn: {player: A, number: 9, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 突撃兵, type: unit, level: 2, attack: 3, defense: 4}
  B:
    deck: 20
    field:
      c3:
        - {name: 砦, type: terrain, limit: 6}
        - name: 棘盾兵
          type: unit
          level: 2
          attack: 1
          defense: 3
          text: "●[戦闘]反応装甲\\n〈発揮:%s/対象:このユニット〉\\n対象に「防御力:+1」を付与する。"
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: advance, units: [突撃兵], to: c3, dice: {A: 6, B: 1}}
ask: [棘盾兵.zone]
"""


def test_declaration_moment_auto_is_played_at_the_play_steps_check_step() -> None:
    r = _run(_REACT % "攻撃宣言時")
    assert _state(r, "棘盾兵.zone") == "B.field.c3"
    # corrected (round 53, s50oldR): a granting ● (「付与する」, 14.7.3.4) is not of 14.7.3.6's class
    # (「効果に「付与する」という内容を含まない」): it triggers as its 発揮時期 is met (14.7.3.7)
    assert {"14.7.3.7", "14.7.3.4", "10.20.1.2.1"} <= set(r.decided_by)
    assert "14.7.3.6" not in r.decided_by


# ---------------- 14.7.3.4: a player's 「手札上限枚数:+n枚」 granted by a ● lasts (a grant)

_LIMIT = """\
game: mc
title: t
turn: {player: A, number: 7, phase: hand1}
players:
  A:
    deck: 10
    hand: 5
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - name: 書庫番
          type: unit
          level: 1
          attack: 0
          defense: 2
          text: "●[自軍ターン]蔵書\\n〈発揮:第1手札調整フェイズ開始時/対象:自軍プレイヤー〉\\n対象に「手札上限枚数:+2枚」を付与する。"
  B: {deck: 20}
actions:
  - {do: hand_phase, which: 1}
ask: [A.hand]
"""


def test_hand_limit_granted_by_an_auto_is_a_lasting_grant() -> None:
    r = _run(_LIMIT)
    assert _state(r, "A.hand") == 8
    assert "14.7.3.4" in r.decided_by and "14.7.3.5" not in r.decided_by
