"""ws rules found by the round-37 blind set moved into development (round 37, s33ws), each on
a minimal case of its own."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

# ---------------- 8.1.1.3 / 8.9.1 (with 2.12.2.1 / 2.12.2.2): a continuous effect ends when its card
# leaves the zone where its text is in force; the battle's power comparison and the damage step's
# soul read the value without it and say why

GONE = """\
game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    level: 1
%(a_extra)s
    stage:
      %(attacker_slot)s: {name: 甲, type: character, level: 1, cost: 0, power: 5000, soul: 1}
%(a_stage)s
    deck: [{name: 山1, type: character, trigger: none}, 5]
  B:
    level: 1
    hand:
      - {name: 妨害, type: event, level: 0, cost: 0, text: "【カウンター】 %(counter)s"}
    stage:
      %(defender_slot)s: {name: 乙, type: character, level: 1, cost: 0, power: 5500, soul: 1}
    deck: 10
actions:
  - player: A
    do: attack
    slot: %(attacker_slot)s
    kind: front
    counter: [{do: play, player: B, card: 妨害}]
choices:
  - {player: B, at: choose_card, choose: %(gone)s}
expect:
  state: {%(gone)s.zone: %(to)s, A.%(attacker_slot)s: reverse}
"""

CLIMAX = {
    "a_extra": '    climax: [{name: 約束, type: climax, trigger: none, text: "【永】 あなたのキャラすべてに、パワーを＋1000。"}]',
    "a_stage": "",
    "counter": "相手のクライマックス置場のカードを1枚選び、控え室に置く。",
    "gone": "約束",
    "to": "A.waiting_room",
}
SUPPORT = {
    "a_extra": "",
    "a_stage": '      %(back)s: {name: 支え, type: character, level: 1, cost: 0, power: 1000, soul: 1, text: "【永】 このカードの前のあなたのキャラすべてに、パワーを＋1000。"}',
    "counter": "相手の後列のキャラを1枚選び、山札の上に置く。",
    "gone": "支え",
    "to": "A.deck",
}


def _board(kind: dict[str, str], attacker: str = "center_front", back: str = "left_back") -> str:
    # the defender stands in the slot facing the attacker's (3.6.6)
    facing = {"left_front": "right_front", "center_front": "center_front"}[attacker]
    fields = dict(kind, attacker_slot=attacker, defender_slot=facing)
    fields["a_stage"] = fields["a_stage"] % {"back": back}
    return GONE % fields


@pytest.mark.parametrize(
    ("kind", "where"), [(CLIMAX, "2.12.2.2"), (SUPPORT, "2.12.2.1")], ids=["climax", "support"]
)
def test_an_effect_ended_as_its_card_left_is_why_the_battle_reads_the_value(
    kind: dict[str, str], where: str
) -> None:
    r = resolve(loads(_board(kind)))
    assert check_expect(r) == []
    assert {"8.1.1.3", "8.9.1", where} <= set(r.decided_by)


def test_a_support_that_never_named_the_attacker_is_not_why() -> None:
    # the back-row card left right_back, which is not behind left_front (3.6.5): its effect never
    # changed 甲's power, so its leaving is not why the battle reads 5000
    r = resolve(loads(_board(SUPPORT, attacker="left_front", back="right_back")))
    assert check_expect(r) == []
    assert "2.12.2.1" not in r.decided_by


# ---------------- card text: 「パワーが6000以上の…キャラすべてに、ソウルを＋1」 — 「パワーが」 is the goal's filter
# (as 「パワー6000以上の」), not the change's subject; read after the power boost it depends on (8.9.1.4)

DEPENDS = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    stage:
      center_front: {name: 甲, type: character, level: 1, cost: 0, power: 5000, soul: 1}
      %(reader)s: {name: 丁, type: character, level: 1, cost: 0, power: 2000, soul: 1, text: "【永】 パワーが%(at)s%(cmp)sの他のあなたのキャラすべてに、ソウルを＋1。"}
      %(boost)s: {name: 丙, type: character, level: 1, cost: 0, power: 2000, soul: 1, text: "【永】 他のあなたのキャラすべてに、パワーを＋1000。"}
    deck: 5
  B: {deck: 5}
actions:
  - {do: check_timing}
ask: [甲.soul]
expect:
  state: {甲.power: 6000, 甲.soul: %(soul)s}
"""


@pytest.mark.parametrize(
    ("at", "cmp", "soul"), [(6000, "以上", 2), (5000, "以下", 1), (7000, "以上", 1)]
)
@pytest.mark.parametrize(
    ("reader", "boost"), [("left_front", "right_front"), ("right_front", "left_front")]
)
def test_a_stat_filter_written_with_ga_is_the_goals_filter(
    at: int, cmp: str, soul: int, reader: str, boost: str
) -> None:
    text = DEPENDS % {"at": at, "cmp": cmp, "soul": soul, "reader": reader, "boost": boost}
    r = resolve(loads(text))
    assert check_expect(r) == []
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
