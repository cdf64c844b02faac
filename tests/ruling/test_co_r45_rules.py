"""co round 45: 「フィールドに出ているキャラクターがいなくなったとき」 is a change (4.3.6 「特定条件を
満たした段階で」) — met when a character leaves the field and none is left, not by a field that held
none when the card came. 〔魔界〕 set on an empty field stays; a 1-DP character played under it
crashes (4.3.9), and then 〔魔界〕 does."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

MAKAI = (
    "{name: 魔界, type: event, set_on: field, text: "
    '"フィールドに出ているすべてのキャラクターは、「+2:−1」の修正を受ける。'
    'フィールドに出ているキャラクターがいなくなったとき、『魔界』はクラッシュする。"}'
)
FILE = f"""game: co
title: t
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    energy: 1
    dustbox: []
    hand: [{{name: 見習い, type: character, cost: 1, ap: 1, dp: 1}}]
    field:
      - {MAKAI}
  B: {{hp: 20, deck: 10, field: []}}
ACTIONS"""


def _dustbox(actions: str) -> list[str]:
    r = resolve(loads(FILE.replace("ACTIONS", actions)))
    return [c.name for c in r.main.final.players["A"].zones["dustbox"]]


def test_an_empty_field_at_the_start_is_no_change() -> None:
    assert _dustbox("actions:\n  - {do: draw, player: A}\n") == []


def test_the_last_character_leaving_crashes_it() -> None:
    assert _dustbox("actions:\n  - {do: play, card: 見習い}\n") == ["魔界", "見習い"]


COST = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    energy: 0
    hand: [{name: 小火, type: spell, cost: 1, text: "使い捨て\\n対象のキャラクターに1点のダメージを与える。"}]
  B:
    hp: 20
    deck: 10
    field: [{name: 兵, type: character, ap: 1, dp: 1}]
effects:
  - {target: A, stat: cost, op: add, value: -1, source: 値引き}
actions:
  - {do: play, card: 小火, target: 兵}
ask: [A.energy]
"""


def test_a_cost_lowered_to_zero_is_paid_with_no_energy() -> None:
    """The summed additional costs (4.3.2.2) bring the cost to 0: the payment (4.3.2.3) spends
    none — cited though nothing is spent."""
    r = resolve(loads(COST))
    assert not r.main.rejected
    assert {"4.3.2.2", "4.3.2.3"} <= set(r.decided_by)


FLAG = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {name: 旗手, type: character, ap: 1, dp: 2}
      - {name: 軍旗, type: item, set_on: 旗手, text: "セットされたキャラクターは、以下の特殊能力を得る。『『軍旗』をクラッシュする:相手のデュエルマスターに2点のダメージを与える。』"}
  B: {hp: 20, deck: 10}
actions:
  - {do: activate, card: 旗手}
ask: [旗手.zone, 軍旗.zone]
"""


def test_a_gained_ability_naming_its_giver_runs_both_readings() -> None:
    """gained_ability_names_giver (4.2.10): 『軍旗』 in the ability 〔軍旗〕 gives its host is the host
    (the engine's reading: the name replaced, 〔旗手〕 crashed and 〔軍旗〕 with it, 4.2.4) or 〔軍旗〕
    itself (〔旗手〕 stays)."""
    r = resolve(loads(FLAG))
    zones = sorted(x.outcome["state"]["旗手.zone"] for x in (*r.leaves, *r.alternates))
    assert zones == ["A.dustbox", "A.field"]
    assert any(w.kind == "ambiguity" and "4.2.10" in w.clauses for w in r.warnings())


MATCH = """game: co
title: t
turn: {player: A, number: 9, phase: main}
players:
  A: {hp: 20, deck: 10, games_won: 0, games_drawn: DRAWN, field: [{name: 兵, type: character, ap: 3, dp: 2}]}
  B: {hp: 3, deck: 10, games_won: BWON, games_drawn: DRAWN}
actions:
  - {do: attack, attacker: 兵, defender: none}
expect:
  outcome: {winner: A}
  readings:
    - {clauses: ["4.1.1"], state: {A.match: "on"}}
    - {clauses: ["4.1.1"], state: {A.match: won}}
  decided_by: ["4.1.1"]
"""


def test_a_lead_after_a_drawn_game_runs_both_readings() -> None:
    """match_lead_after_drawn_game (4.1.1's rule against its gloss): game 1 drawn, A wins game 2 —
    a third game (two wins needed) or the match ends (a lead in games won). The game being over,
    the state the readings expect is asked all the same (``resolve``: the reading keys)."""
    r = resolve(loads(MATCH.replace("DRAWN", "1").replace("BWON", "0")))
    matches = sorted(x.outcome["state"]["A.match"] for x in (*r.leaves, *r.alternates))
    assert matches == ["on", "won"]
    assert any(w.kind == "ambiguity" and "4.1.1" in w.clauses for w in r.warnings())


def test_one_win_each_no_point() -> None:
    """No drawn game: after two games at one win each, a third game follows — nothing raised."""
    r = resolve(loads(MATCH.replace("DRAWN", "0").replace("BWON", "1")))
    assert not r.alternates
    assert r.leaves[0].outcome["state"]["A.match"] == "on"


def test_the_match_is_on_while_a_game_of_it_goes_on() -> None:
    """``match`` when no game end set it (``Game.player_value_defaults``): ``on`` in a game of a
    match (its record given) that has not ended (4−1−1); 0 when no match is followed."""
    body = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A: {hp: 20, deck: 10RECORD}
  B: {hp: 20, deck: 10}
actions:
  - {do: draw, player: A}
ask: [A.match]
"""
    r = resolve(loads(body.replace("RECORD", ", games_won: 1")))
    assert r.leaves[0].outcome["state"]["A.match"] == "on"
    r = resolve(loads(body.replace("RECORD", "")))
    assert r.leaves[0].outcome["state"]["A.match"] == 0


def test_a_navigator_returned_to_its_owners_hand() -> None:
    """「対象のナビゲーターを手札に戻す。」: the targeted navigator on the field goes to its owner's
    hand (4.2.12); it was refused as card text before (nothing happened, said so)."""
    body = """game: co
title: t
turn: {player: B, number: 6, phase: main}
players:
  A: {hp: 20, deck: 10, field: [{name: 案内人, type: navigator}]}
  B:
    hp: 20
    energy: 1
    deck: 10
    hand: [{name: 送還, type: spell, cost: 1, text: "使い捨て\\n対象のナビゲーターを手札に戻す。"}]
actions:
  - {do: play, player: B, card: 送還, target: 案内人}
ask: [案内人.zone]
"""
    r = resolve(loads(body))
    assert r.leaves[0].outcome["state"]["案内人.zone"] == "A.hand"
    assert "4.2.12" in r.decided_by
    assert all(w.kind != "unsupported" for w in r.warnings())


EXTRA = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 3
    deck: 10
    hand: [{name: 生贄の炎, type: spell, cost: 1, text: "追加コスト:キャラクターをクラッシュする\\n使い捨て\\n対象のキャラクターに5点のダメージを与える。"}]
    field: [OWN]
  B:
    hp: 20
    deck: 10
    field: [{name: 巨人, type: character, ap: 4, dp: 4}]
actions:
  - {do: play, card: 生贄の炎, target: 巨人}
ask: [巨人.zone, A.energy]
"""


def test_a_printed_extra_cost_must_be_prepared() -> None:
    """「追加コスト:キャラクターをクラッシュする」: prepared with the energy (4.3.2.1, its example) —
    with no character to crash the card is not played; with one it is crashed and the energy
    paid (4.3.2.3)."""
    r = resolve(loads(EXTRA.replace("OWN", "{name: 案内人, type: navigator}")))
    assert r.main.rejected and r.leaves[0].outcome["state"]["A.energy"] == 3
    assert {"4.3.2.1", "4.3.2.1#ex1"} <= set(r.decided_by)
    r = resolve(loads(EXTRA.replace("OWN", "{name: 兵, type: character, ap: 1, dp: 1}")))
    assert not r.main.rejected
    out = r.leaves[0].outcome["state"]
    assert out["A.energy"] == 2 and out["巨人.zone"] == "B.dustbox"


def test_a_card_set_on_a_crashed_character_crashes_too_and_triggers() -> None:
    """4.2.4: the cards set on a character that crashes 「も同時にクラッシュし」 — a crash of their
    own, so an item's 「『X』がクラッシュしたとき」 triggers (4.3.6)."""
    body = """game: co
title: t
turn: {player: B, number: 7, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: 騎士, type: character, ap: 1, dp: 2}
      - {name: 護符, type: item, set_on: 騎士, text: "キャラクターにセット。\\n『護符』がクラッシュしたとき、あなたはHPが2点回復する。"}
  B: {hp: 20, deck: 10}
actions:
  - {do: damage, to: 騎士, amount: 2}
ask: [A.hp, 護符.zone]
"""
    r = resolve(loads(body))
    out = r.leaves[0].outcome["state"]
    assert out["護符.zone"] == "A.dustbox" and out["A.hp"] == 12
    assert {"4.2.4", "4.3.6"} <= set(r.decided_by)


def test_effects_until_turn_end_on_one_card_end_together() -> None:
    """3.7.2 and its example: two effects lasting 「ターン終了時まで」 on one character end at once
    (cited with the example); a single one cites 3.7.2 alone."""
    body = """game: co
title: t
turn: {player: A, number: 6, phase: end, step: end}
players:
  A: {hp: 20, deck: 10, hand: 2, field: [{name: 兵, type: character, ap: 1, dp: 1}]}
  B: {hp: 20, deck: 10}
effects:
  - {target: 兵, stat: dp, op: add, value: 1, until: turn, source: 上げ}
MORE
actions:
  - {do: turn_end}
ask: [兵.dp]
"""
    more = "  - {target: 兵, stat: dp, op: add, value: -1, until: turn, source: 下げ}"
    r = resolve(loads(body.replace("MORE", more)))
    assert {"3.7.2", "3.7.2#ex1"} <= set(r.decided_by)
    r = resolve(loads(body.replace("MORE\n", "")))
    assert "3.7.2" in r.decided_by and "3.7.2#ex1" not in r.decided_by
