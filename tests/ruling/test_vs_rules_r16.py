"""vs rules found by the round-15 blind set (development material since round 15, s11vs2): each
fix in general form with a minimal case of its own."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

BLOCKED = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}
    bench: {left: {name: 春香, title: リーダー, ap: 1000, dp: 1000}}
  B:
    deck: [{name: 響, ap: 1000, dp: 1000}, 5]
    hand: [{name: 伊織, title: お嬢様}]
    ring: {name: 美希, ap: 2000, dp: 3000, partner_name: 伊織, partner_title: お嬢様}
actions:
  - {do: attack, support: 春香%s}
ask: [美希.zone, 美希.damage]
"""
REPLACE = "[リング]このカードがアタックした時、アタックのダメージは4000になる。"


def test_a_partner_block_against_a_damage_replacement_runs_both_readings() -> None:
    """7.1.4.2 (a partner block: the damage is 0) against 8.2.1.3.3 (「アタックのダメージは4000に
    なる」 replaces the damage): the text does not say which wins (vs.unsettled
    partner_block_against_damage_replacement) — the engine's reading, the block (美希 stays), and
    the other (4000 retires 美希) are both run and the ruling says it depends on the reading."""
    r = resolve(loads(BLOCKED % (REPLACE, ", partner_block: 伊織")))
    assert r.outcome["state"] == {"美希.zone": "B.ring", "美希.damage": 0}
    assert [lf.outcome["state"]["美希.zone"] for lf in r.alternates] == ["B.retire"]
    amb = [w for w in r.warnings() if w.kind == "ambiguity"]
    assert amb and {"7.1.4.2", "8.2.1.3.3"} <= set(amb[0].clauses)
    # no block (no partner in B's hand): the replacement alone, no point raised (4000 retires 美希)
    r = resolve(
        loads((BLOCKED % (REPLACE, "")).replace("hand: [{name: 伊織, title: お嬢様}]", "hand: 0"))
    )
    assert r.outcome["state"]["美希.zone"] == "B.retire"
    assert not [w for w in r.warnings() if w.kind == "ambiguity"] and not r.alternates
    # a block and no replacement: 0, no point raised
    r = resolve(loads(BLOCKED % ("", ", partner_block: 伊織")))
    assert r.outcome["state"] == {"美希.zone": "B.ring", "美希.damage": 0}
    assert not [w for w in r.warnings() if w.kind == "ambiguity"]


def test_the_keys_a_reading_states_are_asked() -> None:
    """expect.readings' state keys are asked as expect.state's are (no `ask:`): the clause that
    decides them under a reading is in decided_by (8.2.1.3.3 here); without the readings, only
    the stated key's chain (the block, 7.1.4.2) is cited."""
    src = (BLOCKED % (REPLACE, ", partner_block: 伊織")).replace(
        "ask: [美希.zone, 美希.damage]\n", ""
    )
    plain = src + "expect:\n  state: {伊織.zone: B.waiting}\n"
    assert "8.2.1.3.3" not in resolve(loads(plain)).decided_by
    read = plain + "  readings:\n    - {clauses: ['8.2.1.3.3'], state: {B.retire: [美希]}}\n"
    assert "8.2.1.3.3" in resolve(loads(read)).decided_by


CHOSEN = "[ベンチ][このカードをレストする]あなたは相手のリングのカードを選び、+0/+3000。"
CHOSEN_FIELD = """\
game: vs
title: t
turn: {player: A, number: 6, first_player: B}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 2500, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "%s"}
      center: {name: 春香, title: リーダー, ap: 1000, dp: 1000}
      right: {name: 真, ap: 1000, dp: 1000}
  B:
    deck: [{name: 雪歩, ap: 1000, dp: 2000}, {name: 三番手, ap: 1000, dp: 3000}, 8]
    ring: {name: 美希, ap: 2000, dp: 2000}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
  - {do: retire, card: 美希}
  - {do: attack, support: 真}
ask: [雪歩.zone]
"""


def test_a_chosen_cards_effect_does_not_reach_the_card_moved_in_after_it() -> None:
    """8.9.1.5: 「…を選び、+0/+3000」 on 美希, which then leaves the ring (its effects end, 3.1.3):
    雪歩, put in the ring after, has its own 2000 defence — 2500 retires it, and the reading of
    its defence says 8.9.1.5 of the effect left behind. A change of the ring with no choice
    (「相手のリングのカードを+0/+3000」, 8.9.1.6) reaches 雪歩 instead: it stays."""
    r = resolve(loads(CHOSEN_FIELD % CHOSEN))
    assert r.outcome["state"]["雪歩.zone"] == "B.retire"
    assert {"8.9.1.5", "3.1.3"} <= set(r.decided_by)
    ring = CHOSEN.replace(
        "あなたは相手のリングのカードを選び、+0/+3000。", "相手のリングのカードを+0/+3000。"
    )
    r = resolve(loads(CHOSEN_FIELD % ring))
    assert r.outcome["state"]["雪歩.zone"] == "B.ring"
    assert "8.9.1.5" not in r.decided_by and "8.9.1.6" in r.decided_by
