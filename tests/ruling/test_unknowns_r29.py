"""Round 29 (s25unknown; issue 14, "unknown stays unknown"): the unknowns only STATED until
round 28 are branched on through the shared door (``ruling/values.py``), each game plugged in:

- a **rule process** reading a value not given where damage or an effect lets it act on a
  printed value above 0 (``values.rule_acts`` / ``branch_rule_process``, asked by the engine at
  the check timing, ``Engine._find``): ws power (9.5.1), vs defence (9.3.1 / 9.4.1), co DP
  (4.3.9), mc defence (11.3.1); options ``k≥<card>.<value>`` / ``k<<card>.<value>``;
- a **comparison of two cards** (「このカードのバトル相手のレベルがこのカードのレベル以下なら」) with one
  value not given (``values.cards_compared``; ws, where it was read as 0 before; vg / vs
  already went through the same door);
- a **cost** paid from a zone the scenario does not list (``values.branch_zone_count``): ws
  stock (8.6.2.3.2 / 8.4.2.2) and level (8.6.2.1.2), vg counter blast (7.24.1) and soul blast
  (7.25.1); options ``<player>.<zone>≥n`` / ``<player>.<zone><n``.

Each with its neighbour: the value given, no branch and nothing said; a value that does not
decide (no damage, no effect lowering it): no branch."""

from __future__ import annotations

import ruling.games.co  # noqa: F401  (registers each game's card-text compiler)
import ruling.games.mc  # noqa: F401
import ruling.games.vg  # noqa: F401
import ruling.games.vs  # noqa: F401
import ruling.games.ws  # noqa: F401
from ruling.resolve import Ruling, check_expect, resolve
from ruling.scenario import loads


def _run(text: str) -> Ruling:
    return resolve(loads(text))


def _branches(r: Ruling) -> dict[str, object]:
    assert r.outcome.get("by_unknown") is True, r.outcome
    return {"; ".join(b["choices"]): b["outcome"]["state"] for b in r.outcome["branches"]}


def _keys(r: Ruling) -> list[str]:
    return [w.key for w in r.warnings() if w.kind == "assumption"]


# ------------------------------------------------------------------ rule processes

WS_POWER = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage:
      center_front: {name: 甲, type: character, level: 0, soul: 1POWER}
    deck: 10
  B: {deck: 10}
EFFECTS
actions:
  - {do: check_timing}
ask: [甲.zone]
"""
LOWERED = "effects:\n  - {target: 甲, stat: power, op: add, value: -2000, until: turn}"


def test_ws_a_power_not_given_lowered_by_an_effect_is_branched() -> None:
    """−2000 on a character whose power is not given: the power process (9.5.1) acts when the
    printed power is 2000 or less — branched, ``expect`` requires the keys; no statement."""
    text = WS_POWER.replace("POWER", "").replace("EFFECTS", LOWERED)
    text += """expect:
  outcome: {depends_on: A}
  unknown: [甲.power]
  branches:
    "2000≥甲.power": {state: {甲.zone: A.waiting_room}}
    "2000<甲.power": {state: {甲.zone: A.stage.center_front}}
"""
    r = _run(text)
    assert _branches(r) == {
        "2000≥甲.power": {"甲.zone": "A.waiting_room"},
        "2000<甲.power": {"甲.zone": "A.stage.center_front"},
    }
    assert "not_given_no_rule_process" not in _keys(r)
    assert check_expect(r) == []


def test_ws_neighbours_power_given_or_not_lowered_are_not_branched() -> None:
    given = _run(WS_POWER.replace("POWER", ", power: 3000").replace("EFFECTS", LOWERED))
    assert not given.branched
    assert given.outcome["state"] == {"甲.zone": "A.stage.center_front"}
    assert "not_given_no_rule_process" not in _keys(given)
    # no effect lowers it: only a printed power of 0 or less would be acted on — not branched,
    # said (taken to be above 0)
    plain = _run(WS_POWER.replace("POWER", "").replace("EFFECTS", ""))
    assert not plain.branched
    assert plain.outcome["state"] == {"甲.zone": "A.stage.center_front"}
    assert "not_given_no_rule_process" in _keys(plain)


VS_DAMAGED = """game: vs
title: t
turn: {player: A, number: 5, phase: ability}
players:
  A: {deck: 10}
  B:
    deck: 10
    retire: 0
    ring: {name: 乙, ap: 3000, damage: 2000DP}
actions:
  - {do: check_timing}
ask: [乙.zone]
"""


def test_vs_a_defence_not_given_with_damage_is_branched() -> None:
    """A ring card holding 2000 damage, its defence not given: 9.4.1 retires it when the
    defence is 2000 or less — branched (before: passed over silently)."""
    r = _run(VS_DAMAGED.replace("DP", ""))
    assert _branches(r) == {
        "2000≥乙.dp": {"乙.zone": "B.retire"},
        "2000<乙.dp": {"乙.zone": "B.ring"},
    }


def test_vs_neighbour_defence_given() -> None:
    for dp, zone in ((", dp: 3000", "B.ring"), (", dp: 2000", "B.retire")):
        r = _run(VS_DAMAGED.replace("DP", dp))
        assert not r.branched, dp
        assert r.outcome["state"] == {"乙.zone": zone}, dp


CO_DAMAGED = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A: {hp: 20, energy: 2, deck: 10}
  B:
    hp: 20
    deck: 10
    field: [{name: 兵, type: character, ap: 3, damage: 2DP}]
effects:
  - {target: 兵, stat: dp, op: add, value: -1}
actions:
  - {do: draw, player: A}
ask: [兵.zone]
"""


def test_co_a_dp_not_given_with_damage_on_the_board_is_branched() -> None:
    """2 damage on the board and DP −1, the DP not given: 4.3.9 crashes it when the printed DP
    is 3 or less — branched at the first check (before: stated, it stayed)."""
    r = _run(CO_DAMAGED.replace("DP", ""))
    assert _branches(r) == {
        "3≥兵.dp": {"兵.zone": "B.dustbox"},
        "3<兵.dp": {"兵.zone": "B.field"},
    }
    assert "not_given_no_rule_process" not in _keys(r)


def test_co_neighbour_dp_given() -> None:
    r = _run(CO_DAMAGED.replace("DP", ", dp: 5"))
    assert not r.branched
    assert r.outcome["state"] == {"兵.zone": "B.field"}


MC_DAMAGED = """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: {name: 本陣, type: terrain, hq: true}
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 兵, type: unit, level: 1, attack: 1DEF}
  B:
    deck: 20
    field:
      c4: {name: 本陣, type: terrain, hq: true}
actions:
  - {do: damage, to: 兵, amount: 2}
ask: [兵.zone]
"""


def test_mc_a_defence_not_given_with_damage_is_branched() -> None:
    """【2】 damage dealt by an effect to a unit whose defence is not given: 11.3.1.2.1 — it
    dies when its defence is 2 or less — branched (before: stated, it stayed)."""
    r = _run(MC_DAMAGED.replace("DEF", ""))
    assert _branches(r) == {
        "2≥兵.defense": {"兵.zone": "A.discard"},
        "2<兵.defense": {"兵.zone": "A.field.c2"},
    }


def test_mc_neighbour_defence_given() -> None:
    for d, zone in ((", defense: 3", "A.field.c2"), (", defense: 2", "A.discard")):
        r = _run(MC_DAMAGED.replace("DEF", d))
        assert not r.branched, d
        assert r.outcome["state"] == {"兵.zone": zone}, d


# ------------------------------------------------------------------ a comparison of two cards

WS_THAN = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {name: 弱, type: character, level: 1, power: 1000, soul: 1, text: "【自】 このカードが【リバース】した時、このカードのバトル相手のレベルがこのカードのレベル以下なら、あなたはそのキャラを【リバース】してよい。"}
  B:
    level: 1
    deck: 10
    stage:
      center_front: {name: 強, type: character, power: 9000, soul: 1LEVEL}
actions:
  - {do: attack, player: A, slot: center_front, kind: front}
choices:
  - {player: A, at: optional, choose: 'yes'}
ask: [B.center_front]
"""


def test_ws_a_comparison_with_a_level_not_given_is_branched() -> None:
    """「バトル相手のレベルがこのカードのレベル以下なら」 with the opponent's level not given: read
    as 0 and said before (the condition held); now branched through the shared door."""
    r = _run(WS_THAN.replace("LEVEL", ""))
    assert _branches(r) == {
        "強.level:met": {"B.center_front": ["強(reverse)"]},
        "強.level:unmet": {"B.center_front": ["強"]},
    }
    assert "not_given_taken_as" not in _keys(r)


def test_ws_neighbour_comparison_with_the_level_given() -> None:
    for lv, state in ((", level: 1", ["強(reverse)"]), (", level: 2", ["強"])):
        r = _run(WS_THAN.replace("LEVEL", lv))
        assert not r.branched, lv
        assert r.outcome["state"] == {"B.center_front": state}, lv


# ------------------------------------------------------------------ costs

WS_PLAY = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    hand: [{name: 乙, type: character, level: 1, cost: 1, power: 3000, soul: 1, color: yellow}]
    deck: 10
    ZONES
  B: {deck: 10}
actions:
  - {do: play, card: 乙, slot: center_front}
ask: [乙.zone]
"""


def test_ws_a_play_with_level_and_stock_not_given_is_branched() -> None:
    """Playing a level 1, cost 1 character with no level zone nor stock listed: whether the
    level (8.6.2.1.2) and the stock (8.6.2.3.2) are enough is branched on — before, each was
    read as its cards (none) and the play refused, said."""
    r = _run(WS_PLAY.replace("ZONES", "clock: 0"))
    assert _branches(r) == {
        "A.level<1": {"乙.zone": "A.hand"},
        "A.level≥1; A.stock≥1": {"乙.zone": "A.stage.center_front"},
        "A.level≥1; A.stock<1": {"乙.zone": "A.hand"},
    }
    assert "not_given_taken_as" not in _keys(r)


def test_ws_neighbour_play_with_the_zones_given() -> None:
    r = _run(WS_PLAY.replace("ZONES", "level: 1\n    stock: 1\n    clock: 0"))
    assert not r.branched
    assert r.outcome["state"] == {"乙.zone": "A.stage.center_front"}
    short = _run(WS_PLAY.replace("ZONES", "level: 1\n    stock: 0\n    clock: 0"))
    assert not short.branched
    assert short.outcome["state"] == {"乙.zone": "A.hand"}


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
    whether the zone holds enough is branched on; paid on cards of unknown name where it
    does."""
    for blast, zone in (("【カウンターブラスト】", "damage"), ("【ソウルブラスト】", "soul")):
        r = _run(VG_ACT.replace("BLAST", blast).replace("ZONES", ""))
        assert _branches(r) == {
            f"A.{zone}≥1": {"A.hand": 1},
            f"A.{zone}<1": {"A.hand": 0},
        }, blast


def test_vg_neighbour_blast_zone_given() -> None:
    for blast, zone in (("【カウンターブラスト】", "damage"), ("【ソウルブラスト】", "soul")):
        r = _run(VG_ACT.replace("BLAST", blast).replace("ZONES", f", {zone}: 0"))
        assert not r.branched and r.outcome["state"] == {"A.hand": 0}, blast


WS_DECK_COST = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    hand: 0
    stage:
      center_front: {name: 甲, type: character, level: 0, power: 3000, soul: 1, text: "【起】［あなたの山札の上からN枚を控え室に置く］ あなたは1枚引く。"}
    DECK
  B: {deck: 10}
actions:
  - {do: activate, card: 甲}
ask: [A.hand]
"""


def test_ws_a_deck_top_cost_on_a_deck_not_given() -> None:
    """「山札の上からN枚を控え室に置く」 (8.4.2.2) on a deck the file does not list: refused as short
    before, silently (the round-25 table's one silent default). One card: the deck is taken not
    empty (said, ``zone_not_given_not_empty``), paid, no branch; two: whether it holds two is
    branched on."""
    one = _run(WS_DECK_COST.replace("N", "1").replace("DECK", "clock: 0"))
    assert not one.branched and one.outcome["state"] == {"A.hand": 1}
    assert "zone_not_given_not_empty" in _keys(one)
    two = _run(WS_DECK_COST.replace("N", "2").replace("DECK", "clock: 0"))
    assert _branches(two) == {"A.deck≥2": {"A.hand": 1}, "A.deck<2": {"A.hand": 0}}


def test_ws_neighbour_deck_top_cost_with_the_deck_given() -> None:
    r = _run(WS_DECK_COST.replace("N", "2").replace("DECK", "deck: 1\n    clock: 0"))
    assert not r.branched and r.outcome["state"] == {"A.hand": 0}
