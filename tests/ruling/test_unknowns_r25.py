"""Round 25 audit of "Unknown stays unknown" (issue 14, s21unknown): the places a rule reads a
player's zone, a player value or the turn's phase that a scenario may leave out, beyond the card
values ``test_unknowns_audit.py`` covers. Each was a silent default before (a count of 0, a
phase read as none); each is now stated through a shared reader of ``ruling.values``:

- ``count_not_given`` (key ``zone_not_given_counted``): a rule process counting a zone the file
  did not list, once the replay put cards there (ws level-up 9.3.1, level loss 9.4.1.1, vg
  damage loss 13.2.1, vs retire loss 9.2.2), or where its reading is already gated (ws refresh
  9.2.1 read when the deck runs out, ws and vs hand limit 6.8.1.2 at the end phase, vs the
  waiting room of the deck loss 9.2.3, mc's hand adjustment 7.2.3 / 7.2.5 read both ways);
- ``taken_as_zone`` / ``assume_zone_taken_as`` (key ``not_given_taken_as``): a cost paid from a
  zone not listed (ws stock 8.6.2.3.2 / 8.4.2.2, vg counter blast 7.24.1, soul blast 7.25.1);
- ``player_value_short`` (key ``not_given_taken_as``): a player value not given read by a cost
  (co energy 4.3.2.1, upkeep 3.6.2);
- ``turn_phase`` (key ``phase_not_given_taken_as``): an action allowed only in a phase, the
  turn's phase not given (ws play 6.5.1.2 / 6.6.1.2.1, activated 6.5.1.2.3; vg normal call
  9.9.2.1, column exchange 9.9.2.2; co character / navigator 3.4.2 / 3.4.1; mc terrain
  placement 12.1.1.1, normal summon and equipping 7.4.4).

Each case: the value left out (said, with what it does on the board) and a neighbour with the
value given (nothing said)."""

from __future__ import annotations

import ruling.games.vg  # noqa: F401  (registers each game's card-text compiler)
import ruling.games.ws  # noqa: F401
from ruling.resolve import Ruling, resolve
from ruling.scenario import loads

COUNTED = "zone_not_given_counted"
TAKEN = "not_given_taken_as"
PHASE = "phase_not_given_taken_as"


def _said(r: Ruling, key: str) -> list[str]:
    return [w.en for w in r.warnings() if w.kind == "assumption" and w.key == key]


def _run(text: str, **subs: str) -> Ruling:
    for k, v in subs.items():
        text = text.replace(k, v)
    return resolve(loads(text))


# ---------------------------------------------------------------- ws: zones a rule counts

WS_DAMAGE = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A: {deck: [{name: d, type: character}, 9] ZONES}
  B: {deck: 10}
actions:
  - {do: damage, to: A, amount: 1}
ask: [A.clock]
"""


def test_ws_a_clock_not_given_counted_by_the_level_up_is_said() -> None:
    """A damage into a clock the file does not list: the level-up (9.3.1, 7 or more) counts the
    card put there only — said; the clock given (0) — nothing said."""
    r = _run(WS_DAMAGE, ZONES=", level: 0")
    assert r.outcome["state"] == {"A.clock": 1}
    said = _said(r, COUNTED)
    assert said and "clock" in said[0], said
    assert not _said(_run(WS_DAMAGE, ZONES=", level: 0, clock: 0"), COUNTED)


def test_ws_a_level_zone_not_given_counted_by_the_loss_is_said() -> None:
    """Clock 6 and a damage: a level-up puts a card into a level zone the file does not list;
    the loss at level 4 (9.4.1.1) counts that card only — said; level given — not."""
    r = _run(WS_DAMAGE, ZONES=", clock: 6", **{"ask: [A.clock]": "ask: [A.level, game_over]"})
    assert r.outcome["state"] == {"A.level": 1} and r.outcome["game_over"] is False
    said = _said(r, COUNTED)
    assert any("level zone" in s for s in said), said
    given = _run(WS_DAMAGE, ZONES=", clock: 6, level: 0", **{"ask: [A.clock]": "ask: [A.level]"})
    assert given.outcome["state"] == {"A.level": 1}
    assert not any("level zone" in s for s in _said(given, COUNTED))


WS_DRAW = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A: {deck: DECK, clock: 0, level: 0 ZONES}
  B: {deck: 10}
actions:
  - {do: draw, player: A, amount: 1}
ask: [A.deck, A.hand]
"""


def test_ws_a_waiting_room_not_given_read_by_the_refresh_is_said() -> None:
    """The last card drawn: the refresh (9.2.1) reads a waiting room the file does not list as
    the cards it holds (none: no refresh, and A loses, 9.4.1.2 — a loss that rested on a
    silent empty waiting room before) — said; given empty (the same loss), or a deck not run
    out — nothing said."""
    r = _run(WS_DRAW, DECK="1", ZONES="")
    assert r.outcome["loser"] == "A"
    said = _said(r, COUNTED)
    assert said and "waiting room" in said[0], said
    given = _run(WS_DRAW, DECK="1", ZONES=", waiting_room: 0")
    assert given.outcome["loser"] == "A" and not _said(given, COUNTED)
    assert not _said(_run(WS_DRAW, DECK="5", ZONES=""), COUNTED)


WS_PLAY = """game: ws
title: t
turn: {player: A, number: 5, PHASE first_player: A}
players:
  A: {deck: 10, level: 1, clock: 0 ZONES, hand: [{name: 甲, type: character, level: 0, cost: COST, power: 1000}]}
  B: {deck: 10}
actions:
  - {player: A, do: play, card: 甲, slot: center_front}
ask: [甲.zone]
"""


def test_ws_a_stock_not_given_paying_a_cost_is_branched() -> None:
    """Cost 1 and a stock the file does not list: whether it holds enough is branched on since
    round 29 (8.6.2.3.2, ``values.branch_zone_count``; before: refused, the stock taken as the
    cards it holds, said); stock: 0 given — refused, nothing said; cost 0 — played, nothing."""
    r = _run(WS_PLAY, PHASE="phase: main,", ZONES="", COST="1")
    assert {b["choices"][0]: b["outcome"]["state"] for b in r.outcome["branches"]} == {
        "A.stock≥1": {"甲.zone": "A.stage.center_front"},
        "A.stock<1": {"甲.zone": "A.hand"},
    }
    assert not _said(r, TAKEN)
    given = _run(WS_PLAY, PHASE="phase: main,", ZONES=", stock: 0", COST="1")
    assert given.outcome["state"] == {"甲.zone": "A.hand"} and not _said(given, TAKEN)
    free = _run(WS_PLAY, PHASE="phase: main,", ZONES="", COST="0")
    assert free.outcome["state"] == {"甲.zone": "A.stage.center_front"}
    assert not _said(free, TAKEN)


def test_ws_a_phase_not_given_is_the_phase_the_card_is_played_in() -> None:
    """A character played with no phase given: the play is carried out (the main phase, 6.5.1.2)
    and the ruling says so; the phase given main — nothing said; given attack — refused."""
    r = _run(WS_PLAY, PHASE="", ZONES=", stock: 0", COST="0")
    assert r.outcome["state"] == {"甲.zone": "A.stage.center_front"}
    said = _said(r, PHASE)
    assert said and "main phase" in said[0], said
    main = _run(WS_PLAY, PHASE="phase: main,", ZONES=", stock: 0", COST="0")
    assert main.outcome["state"] == {"甲.zone": "A.stage.center_front"} and not _said(main, PHASE)
    attack = _run(WS_PLAY, PHASE="phase: attack,", ZONES=", stock: 0", COST="0")
    assert attack.outcome["state"] == {"甲.zone": "A.hand"} and not _said(attack, PHASE)


WS_END = """game: ws
title: t
turn: {player: A, number: 5, phase: end, first_player: A}
players:
  A: {deck: 10, level: 1, clock: 0 ZONES}
  B: {deck: 10}
actions:
  - {do: end_phase}
ask: [A.waiting_room]
"""


def test_ws_a_hand_not_given_read_by_the_hand_limit_is_said() -> None:
    """The end phase's hand limit (6.8.1.2) on a hand the file does not list: nothing discarded,
    said; the hand given — nothing said."""
    r = _run(WS_END, ZONES="")
    assert r.outcome["state"] == {"A.waiting_room": 0}
    said = _said(r, COUNTED)
    assert said and "hand" in said[0], said
    assert not _said(_run(WS_END, ZONES=", hand: 3"), COUNTED)


# ---------------------------------------------------------------- vg

VG_HIT = """game: vg
title: t
turn: {player: A, number: 3, phase: battle}
players:
  A: {deck: 10, vanguard: {name: 竜, grade: 3, power: 13000, critical: 1}}
  B: {deck: [10], vanguard: {name: 騎士, grade: 3, power: 10000} ZONES}
actions:
  - {do: attack, attacker: vanguard, target: vanguard}
ask: [B.damage, game_over]
"""


def test_vg_a_damage_zone_not_given_counted_by_the_loss_is_said() -> None:
    """A hit into a damage zone the file does not list: the loss at 6 (13.2.1) counts the card
    put there only — said; damage: 0 given — not."""
    r = _run(VG_HIT, ZONES="")
    assert r.outcome["state"] == {"B.damage": 1} and r.outcome["game_over"] is False
    said = _said(r, COUNTED)
    assert said and "damage zone" in said[0], said
    given = _run(VG_HIT, ZONES=", damage: 0")
    assert given.outcome["state"] == {"B.damage": 1} and not _said(given, COUNTED)


VG_ACT = """game: vg
title: t
turn: {player: A, number: 3, phase: main}
players:
  A: {deck: 10, hand: 0, vanguard: {name: 竜, grade: 3, power: 13000, text: "【起】【(V)】【ターン1回】：【コスト】[BLAST(1)]することで、１枚引く。"} ZONES}
  B: {deck: 10, vanguard: {name: 騎士, grade: 3, power: 10000}}
actions:
  - {do: activate, card: 竜}
ask: [A.hand]
"""


def test_vg_a_blast_from_a_zone_not_given_is_branched() -> None:
    """A counter blast (7.24.1) with no damage zone given, a soul blast (7.25.1) with no soul:
    whether the zone holds enough is branched on since round 29 (before: not paid, the zone
    taken as the cards it holds, said; test_unknowns_r29); the zone given empty — not paid,
    nothing said."""
    for blast, zone in (("【カウンターブラスト】", "damage"), ("【ソウルブラスト】", "soul")):
        r = _run(VG_ACT, BLAST=blast, ZONES="")
        assert {b["choices"][0] for b in r.outcome["branches"]} == {
            f"A.{zone}≥1",
            f"A.{zone}<1",
        }, blast
        assert not _said(r, TAKEN)
        given = _run(VG_ACT, BLAST=blast, ZONES=f", {zone}: 0")
        assert given.outcome["state"] == {"A.hand": 0} and not _said(given, TAKEN)


VG_CALL = """game: vg
title: t
turn: {player: A, number: 3 PHASE}
players:
  A: {deck: 10, hand: [{name: 次, grade: 1, power: 8000}], vanguard: {name: 竜, grade: 1, power: 8000}}
  B: {deck: 10, vanguard: {name: 騎士, grade: 3, power: 10000}}
actions:
  - {do: call, card: 次, circle: left_front}
ask: [次.zone]
"""


def test_vg_a_phase_not_given_is_the_main_phase_of_a_normal_call() -> None:
    """A call from the hand with no phase given is the main phase's normal call (9.9.2.1), said;
    the phase given — nothing said."""
    r = _run(VG_CALL, PHASE="")
    assert r.outcome["state"] == {"次.zone": "A.field.left_front"}
    said = _said(r, PHASE)
    assert said and "main phase" in said[0], said
    given = _run(VG_CALL, PHASE=", phase: main")
    assert given.outcome["state"] == {"次.zone": "A.field.left_front"} and not _said(given, PHASE)


# ---------------------------------------------------------------- vs

VS_BATTLE = """game: vs
title: t
turn: {player: A, number: 5}
players:
  A:
    deck: 20
    ring: {name: 春香, ap: 3000, dp: 2000}
    bench: {left: {name: 千早, ap: 1000, dp: 1000}}
  B: {deck: 20, ring: {name: 美希, ap: 2000, dp: 1000} ZONES}
actions:
  - {do: attack, support: 千早}
ask: [B.retire, game_over]
"""


def test_vs_a_retire_zone_not_given_counted_by_the_loss_is_said() -> None:
    """美希 retired into a retire zone the file does not list: the loss at 10 (9.2.2) counts
    that card only — said; retire: 0 given — not."""
    r = _run(VS_BATTLE, ZONES="")
    assert r.outcome["state"] == {"B.retire": 1} and r.outcome["game_over"] is False
    said = _said(r, COUNTED)
    assert said and "retire zone" in said[0], said
    given = _run(VS_BATTLE, ZONES=", retire: 0")
    assert given.outcome["state"] == {"B.retire": 1} and not _said(given, COUNTED)


VS_END = """game: vs
title: t
turn: {player: A, number: 5}
players:
  A: {deck: 20, ring: {name: 春香, ap: 3000, dp: 2000} ZONES}
  B: {deck: 20, ring: {name: 美希, ap: 2000, dp: 1000}}
actions:
  - {do: end_phase}
ask: [A.waiting]
"""


def test_vs_a_hand_not_given_read_by_the_hand_limit_is_said() -> None:
    """The end phase's hand limit (6.8.1.2) on a hand the file does not list: nothing discarded,
    said (before: not counted, silently); the hand given — nothing said."""
    r = _run(VS_END, ZONES="")
    assert r.outcome["state"] == {"A.waiting": 0}
    said = _said(r, COUNTED)
    assert said and "hand" in said[0], said
    given = _run(VS_END, ZONES=", hand: 3")
    assert given.outcome["state"] == {"A.waiting": 0} and not _said(given, COUNTED)


# ---------------------------------------------------------------- co

CO_PLAY = """game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 20, deck: 10 ENERGY, hand: [{name: 甲, type: character, cost: COST, ap: 2, dp: 3}]}
  B: {hp: 20, deck: 10}
actions:
  - {do: play, card: 甲}
ask: [甲.zone]
"""


def test_co_an_energy_not_given_paying_a_cost_is_said() -> None:
    """Cost 2 with no energy given: refused (4.3.2.1), the energy taken as 0 — said; energy: 0
    given — refused, nothing said; energy 2 — played."""
    r = _run(CO_PLAY, ENERGY="", COST="2")
    assert r.outcome["state"] == {"甲.zone": "A.hand"}
    said = _said(r, TAKEN)
    assert said and "energy" in said[0], said
    given = _run(CO_PLAY, ENERGY=", energy: 0", COST="2")
    assert given.outcome["state"] == {"甲.zone": "A.hand"} and not _said(given, TAKEN)
    paid = _run(CO_PLAY, ENERGY=", energy: 2", COST="2")
    assert paid.outcome["state"] == {"甲.zone": "A.field"} and not _said(paid, TAKEN)


# ---------------------------------------------------------------- mc

MC_HAND = """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20 ZONES
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: hand_phase}
ask: [A.hand]
"""


def test_mc_a_hand_not_given_read_by_the_hand_adjustment_is_said() -> None:
    """The hand adjustment (7.2.3 down to the limit, 7.2.5 replenished up to it) on a hand the
    file does not list: replenished to 6 from none, said (before: silently); given 2 — the same
    6, nothing said."""
    r = _run(MC_HAND, ZONES="")
    assert r.outcome["state"] == {"A.hand": 6}
    said = _said(r, COUNTED)
    assert said and "hand" in said[0], said
    given = _run(MC_HAND, ZONES="\n    hand: 2")
    assert given.outcome["state"] == {"A.hand": 6} and not _said(given, COUNTED)


CO_PHASE = """game: co
title: t
turn: {player: A, number: 5 PHASE}
players:
  A: {hp: 20, deck: 10, energy: 3, hand: [{name: 甲, type: CARDTYPE, cost: 2, ap: 2, dp: 3}]}
  B: {hp: 20, deck: 10}
actions:
  - {do: play, card: 甲}
ask: [甲.zone]
"""


def test_co_a_phase_not_given_is_the_main_phase_a_character_is_played_in() -> None:
    """A character played with no phase given (3.4.2: in a main phase): played, as before, and
    now said; the phase given main — nothing said."""
    r = _run(CO_PHASE, PHASE="", CARDTYPE="character")
    assert r.outcome["state"] == {"甲.zone": "A.field"}
    said = _said(r, PHASE)
    assert said and "main phase" in said[0], said
    given = _run(CO_PHASE, PHASE=", phase: main", CARDTYPE="character")
    assert given.outcome["state"] == {"甲.zone": "A.field"} and not _said(given, PHASE)


MC_TERRAIN = """game: mc
title: t
turn: {player: A, number: 5 PHASE}
players:
  A:
    deck: 20
    hand: [{name: 森, type: terrain, limit: 6}]
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: place_terrain, card: 森, area: c2}
ask: [森.zone]
"""


def test_mc_a_phase_not_given_is_the_main_phase_a_terrain_is_placed_in() -> None:
    """A terrain placed with no phase given (12.1.1.1: an action of the main phase): placed and
    said (before: refused silently); given main — nothing said; given summon — refused."""
    r = _run(MC_TERRAIN, PHASE="")
    assert r.outcome["state"] == {"森.zone": "A.field.c2"}
    said = _said(r, PHASE)
    assert said and "main phase" in said[0], said
    given = _run(MC_TERRAIN, PHASE=", phase: main")
    assert given.outcome["state"] == {"森.zone": "A.field.c2"} and not _said(given, PHASE)
    summon = _run(MC_TERRAIN, PHASE=", phase: summon")
    assert summon.outcome["state"] == {"森.zone": "A.hand"} and not _said(summon, PHASE)
