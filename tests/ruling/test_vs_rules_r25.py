"""vs rules and constructions found by the round-24 blind set moved into development (round 24,
s20rulesB), each on a minimal case of its own, with neighbours."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

# ---------------- 「[リング]このカードはサポートされない。」 (7.1.3.1.1: 「サポートされないとある
# 時には対戦相手が「サポートする」ことができません」): while the card is in the ring (8.1.1.4) its
# owner's opponent may not support, so makes no attack (the attack is made by the support, 7.1.3.2)

NOT_SUPPORTED = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 5000, dp: 2000%s}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000%s}
    bench: {left: {name: 雪歩, ap: 1000, dp: 1000%s}}
actions:
  - {do: attack, support: 春香}
ask: [春香.state, 美希.damage]
"""
TEXT = ', text: "[リング]このカードはサポートされない。"'


def test_not_supported_on_the_defending_ring_card_refuses_the_support() -> None:
    r = resolve(loads(NOT_SUPPORTED % ("", TEXT, "")))
    assert r.outcome.get("rejected") is True
    assert r.outcome["state"] == {"春香.state": "stand", "美希.damage": 0}
    assert {"7.1.3.1.1", "7.1.3.1", "8.1.1.4", "1.3.3"} <= set(r.decided_by)
    assert not r.outcome.get("may_depend_on_unsupported")


@pytest.mark.parametrize("where", ["attacker", "bench"])
def test_not_supported_elsewhere_does_not_stop_the_attack(where: str) -> None:
    """Neighbours: on the attacker's own ring card it binds its opponent B, not A; on a bench
    card it is outside its [領域] and generates nothing (8.1.1.4) — A attacks."""
    args = (TEXT, "", "") if where == "attacker" else ("", "", TEXT)
    r = resolve(loads(NOT_SUPPORTED % args))
    assert not r.outcome.get("rejected")
    assert r.outcome["state"]["春香.state"] == "rest"
    assert r.outcome["state"]["美希.damage"] == 5000
    assert "7.1.3.1.1" not in r.decided_by


# ---------------- 「（あなた|相手）がパートナーブロックした時」 (7.1.4.3: 「パートナーブロックを行なった
# ことによる誘発条件が発生し、使用されます」): the partner block made (7.1.4.2) triggers the blocker's
# 「あなたが…」 and the attacker's 「相手が…」; no partner block, nothing triggers

BLOCK = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: [{name: A山1}, {name: A山2}]
    ring: {name: 千早, ap: 5000, dp: 2000%s}
    bench: {left: {name: 律子, ap: 1000, dp: 1000}}
  B:
    deck: [{name: B山1}, {name: B山2}]
    hand: [{name: 伊織, title: お嬢様, ap: 1000, dp: 1000}]
    ring: {name: 美希, ap: 2000, dp: 3000, partner_name: 伊織, partner_title: お嬢様%s}
actions:
  - {do: attack, support: 律子, partner_block: %s}
ask: [A.hand, B.hand, 美希.damage]
"""
MINE = ', text: "[リング]あなたがパートナーブロックした時、あなたは1枚引く。"'
THEIRS = ', text: "[リング]相手がパートナーブロックした時、あなたは1枚引く。"'


@pytest.mark.parametrize(("a", "b", "drawer"), [("", MINE, "B"), (THEIRS, "", "A")])
def test_a_partner_block_triggers_the_players_when_partner_blocked(
    a: str, b: str, drawer: str
) -> None:
    r = resolve(loads(BLOCK % (a, b, "伊織")))
    s = r.outcome["state"]
    assert s["美希.damage"] == 0
    # the blocker's partner left the hand (7.1.4.2); only the drawer's hand holds a card
    assert (s["A.hand"], s["B.hand"]) == ((0, 1) if drawer == "B" else (1, 0))
    assert {"7.1.4.3", "7.1.4.2"} <= set(r.decided_by)
    assert not r.outcome.get("may_depend_on_unsupported")


@pytest.mark.parametrize(("a", "b"), [("", MINE), (THEIRS, "")])
def test_no_partner_block_triggers_nothing(a: str, b: str) -> None:
    """Neighbour: B does not partner-block: the attack deals its damage and nobody draws."""
    r = resolve(loads(BLOCK % (a, b, "no")))
    s = r.outcome["state"]
    assert s["美希.damage"] == 5000
    assert (s["A.hand"], s["B.hand"]) == (0, 1)  # 伊織 stays in B's hand
    assert "7.1.4.3" not in r.decided_by


# ---------------- a surprise's [condition] met by an event other than the attack (12.3.1, 2.14.6,
# 8.1.1.2.2): 「[相手が技を使った時]→」 — the technique resolved (8.12.2) — lets its owner turn the
# card face up and resolve its technique; the same card of the user itself is not met

USED = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [{name: A山1}, {name: A山2}]
    energy: [{state: stand, uid: E1}]
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング][あなたのエネルギーを1枚レストする]このカードを+1000/+0。"}
    %s
  B:
    deck: [{name: B山1}, {name: B山2}]
    ring: {name: 美希, ap: 2000, dp: 3000}
    %s
actions:
  - do: ability_phase
    actions: [{do: use, card: 千早}]
choices:
  - {player: %s, at: surprise, choose: yes}
ask: [千早.ap, A.hand, B.hand, A.surprise, B.surprise, 雪歩.zone]
"""
SURPRISE = (
    'surprise: {name: 雪歩, face: down, text: "{surprise}[相手が技を使った時]→あなたは1枚引く。"}'
)


def test_a_surprise_turns_up_when_the_opponent_used_a_technique() -> None:
    r = resolve(loads(USED % ("", SURPRISE, "B")))
    s = r.outcome["state"]
    assert s["千早.ap"] == 3000
    assert (s["B.hand"], s["B.surprise"], s["雪歩.zone"]) == (1, 0, "B.waiting")
    assert {"12.3.1", "8.12.2", "8.1.1.2.2"} <= set(r.decided_by)
    assert not r.outcome.get("may_depend_on_unsupported")


def test_a_surprise_of_the_player_who_used_the_technique_stays_face_down() -> None:
    """Neighbour: A's own surprise names the opponent's technique: A's use does not meet it."""
    r = resolve(loads(USED % (SURPRISE, "", "A")))
    s = r.outcome["state"]
    assert (s["A.hand"], s["A.surprise"], s["雪歩.zone"]) == (0, 1, "A.surprise")
    assert not r.outcome.get("may_depend_on_unsupported")
