"""ws rules and scenario-format constructions found by the round-25 blind set moved into
development (round 25, s21rulesC), each on a minimal case of its own, with neighbours."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import problems

# ---------------- a may-choose (「…を1枚選び、…することができます」: whether to do it and which card is
# one decision; choosing.may_choose): a card named is the card chosen; `no` declines; `yes` says it
# is done and leaves the card to the next entry (a lone card needs none). The standby icon
# (4.12.2.10), the comeback icon (4.12.2.5) and the clock phase (6.4.1.2) are of this family.

STANDBY = """\
game: ws
title: t
turn: {player: A, number: 6, phase: attack, first_player: A}
players:
  A:
    level: [{name: 黄, type: character}]
    stage:
      center_front: {name: 先陣, type: character, level: 1, power: 4000, soul: 1}
    waiting_room:
      - {name: 甲, type: character, level: 1, power: 6000, soul: 1}
      - {name: 乙, type: character, level: 2, power: 7000, soul: 1}
      - {name: 丙, type: character, level: 3, power: 9000, soul: 1}
    deck: [{name: 待機, type: climax, trigger: [standby]}, 9]
  B: {deck: 10}
actions:
  - {do: attack, slot: center_front, kind: direct}
choices:
%s
ask: [甲.zone, 乙.zone, 丙.zone]
"""


@pytest.mark.parametrize(
    ("choices", "zones"),
    [
        # yes, then the character, then the slot
        (
            "  - {player: A, at: standby, choose: yes}\n  - {player: A, choose: 乙}\n"
            "  - {player: A, at: slot, choose: left_back}",
            ("A.waiting_room", "A.stage.left_back", "A.waiting_room"),
        ),
        # the character named at once
        (
            "  - {player: A, at: standby, choose: 甲}\n  - {player: A, at: slot, choose: right_back}",
            ("A.stage.right_back", "A.waiting_room", "A.waiting_room"),
        ),
        # at: optional answers the may too
        (
            "  - {player: A, at: optional, choose: no}",
            ("A.waiting_room", "A.waiting_room", "A.waiting_room"),
        ),
    ],
)
def test_the_standby_icons_may_choose(choices: str, zones: tuple[str, ...]) -> None:
    r = resolve(loads(STANDBY % choices))
    assert not r.branched
    assert r.outcome["state"] == dict(zip(("甲.zone", "乙.zone", "丙.zone"), zones, strict=True))
    assert "4.12.2.10" in r.decided_by


def test_the_standby_icon_offers_no_character_above_level_plus_one() -> None:
    """Level 1: 4.12.2.10's 「現在の自身のレベル+1以下」 — the level-3 character is no option."""
    text = STANDBY % (
        "  - {player: A, at: standby, choose: yes}\n  - {player: A, choose: 丙}\n"
        "  - {player: A, at: slot, choose: left_back}"
    )
    with pytest.raises(Exception, match="none of the options"):
        resolve(loads(text))


def test_the_standby_icons_yes_unanswered_branches_on_the_character() -> None:
    """`yes` with no character named: each character it may be is a branch (nothing assumed)."""
    r = resolve(
        loads(
            STANDBY
            % "  - {player: A, at: standby, choose: yes}\n  - {player: A, at: slot, choose: left_back}"
        )
    )
    got = sorted(b["outcome"]["state"]["甲.zone"] for b in r.outcome["branches"])
    assert got == ["A.stage.left_back", "A.waiting_room"]


COMEBACK = """\
game: ws
title: t
turn: {player: A, number: 6, phase: attack, first_player: A}
players:
  A:
    level: 1
    stage:
      center_front: {name: 先陣, type: character, level: 1, power: 4000, soul: 1}
    waiting_room:
      - {name: 甲, type: character, level: 1}
      - {name: 乙, type: character, level: 2}
    deck: [{name: 扉, type: climax, trigger: [comeback]}, 9]
  B: {deck: 10}
actions:
  - {do: attack, slot: center_front, kind: direct}
choices:
  - {player: A, at: optional, choose: yes}
  - {player: A, choose: 乙}
ask: [甲.zone, 乙.zone]
"""


def test_the_comeback_icons_yes_then_the_card() -> None:
    """Neighbour of standby: with two characters `yes` no longer is refused; the card follows."""
    r = resolve(loads(COMEBACK))
    assert not r.branched
    assert r.outcome["state"] == {"甲.zone": "A.waiting_room", "乙.zone": "A.hand"}
    assert "4.12.2.5" in r.decided_by


CLOCK = """\
game: ws
title: t
turn: {player: A, number: 3, phase: clock, first_player: A}
players:
  A:
    hand: [{name: 甲, type: character}, {name: 乙, type: character}]
    deck: 10
  B: {deck: 10}
actions:
  - {do: clock_phase}
choices:
%s
ask: [甲.zone, 乙.zone]
"""


@pytest.mark.parametrize(
    ("choices", "zones"),
    [
        (
            "  - {player: A, at: clock, choose: yes}\n  - {player: A, choose: 乙}",
            ("A.hand", "A.clock"),
        ),
        ("  - {player: A, at: clock, choose: 甲}", ("A.clock", "A.hand")),
        ("  - {player: A, at: clock, choose: no}", ("A.hand", "A.hand")),
    ],
)
def test_the_clock_phases_may_choose(choices: str, zones: tuple[str, str]) -> None:
    """The clock phase's 「手札のカードを1枚選び…置いてよい」 (6.4.1.2) is the same may-choose."""
    r = resolve(loads(CLOCK % choices))
    assert not r.branched
    assert r.outcome["state"] == {"甲.zone": zones[0], "乙.zone": zones[1]}
    assert "6.4.1.2" in r.decided_by


# ---------------- 「アタック宣言ステップの始めに」 (7.2.1.2): raised at the start of every attack
# declaration step — each attack's, and the one the phase returns to after an attack (7.5.1.4)
# where the attacks are then ended (7.2.1.3.2); 「アタックフェイズの始めに」 (7.2.1.1) only at the first

STEP = """\
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    stage:
      center_front: {name: 意気, type: character, level: 0, power: 3000, soul: 1, text: "%s"}
      left_front: {name: 次鋒, type: character, level: 0, power: 3000, soul: 1}
    deck: [{name: 山, type: character, count: 10}]
  B: {deck: 10}
actions:
%s
ask: [意気.power]
expect: {triggered: {意気: %d}}
"""
DECL = "【自】 あなたのアタック宣言ステップの始めに、そのターン中、このカードのパワーを＋500。"
PHASE = "【自】 あなたのアタックフェイズの始めに、そのターン中、このカードのパワーを＋500。"
ONE = "  - {do: attack, slot: center_front, kind: direct}\n  - {do: encore_step}"
TWO_ATTACKS = (
    "  - {do: attack, slot: center_front, kind: direct}\n"
    "  - {do: attack, slot: left_front, kind: direct}\n  - {do: encore_step}"
)
NONE = "  - {do: encore_step}"


@pytest.mark.parametrize(
    ("text", "actions", "power", "times"),
    [
        (DECL, ONE, 4000, 2),  # the attack's step, and the one where the attacks end
        (DECL, TWO_ATTACKS, 4500, 3),
        (DECL, NONE, 3500, 1),  # no attack: the phase's first step, where they end at once
        (PHASE, ONE, 3500, 1),  # neighbour: the phase begins once (7.2.1.1)
        (PHASE, TWO_ATTACKS, 3500, 1),
    ],
)
def test_the_attack_declaration_steps_start(
    text: str, actions: str, power: int, times: int
) -> None:
    scn = STEP % (text, actions, times)
    r = resolve(loads(scn))
    assert r.outcome["state"] == {"意気.power": power}
    assert not problems(scn)  # triggered as many times as the steps (the phase) began
    assert ("7.2.1.2" if text == DECL else "7.2.1.1") in r.decided_by


def test_the_step_the_attacks_end_in_is_cited() -> None:
    """After an attack the phase returns to the declaration step (7.5.1.4) whose start fires again;
    the attacks are ended there (7.2.1.3.2): both are why the ability fired a second time."""
    r = resolve(loads(STEP % (DECL, ONE, 2)))
    assert {"7.2.1.2", "7.5.1.4", "7.2.1.3.2"} <= set(r.decided_by)


# ---------------- a power change whose targets are filtered by level (「レベル1以上のキャラすべてに、
# パワーを＋1000」): the cards it applies to are picked with the level changes applied first
# (8.9.1.2 before 8.9.1.3), and the ruling cites it when an effect changed a level it reads

LEVEL = """\
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
%s
players:
  A:
    level: 1
    stage:
      left_back: {name: 指揮官, type: character, level: 1, power: 5000, soul: 1, text: "【永】 他のあなたのレベル1以上のキャラすべてに、パワーを＋1000。"}
      center_front: {name: 新兵, type: character, level: %d, power: 3000, soul: 1}
    deck: 10
  B: {deck: 10}
actions:
  - {do: check_timing}
ask: [新兵.power]
"""
RAISED = 'effects:\n  - {target: 新兵, stat: level, op: add, value: 1, until: turn, source: "レベルを＋1。"}'
LOWERED = RAISED.replace("value: 1", "value: -1").replace("＋1", "－1")


@pytest.mark.parametrize(
    ("effects", "printed", "power", "cited"),
    [
        (RAISED, 0, 4000, True),  # level 0 raised to 1: picked after the raise
        ("", 1, 4000, False),  # neighbour: printed level 1, no effect changes it
        ("", 0, 3000, False),  # neighbour: level 0, not picked
        # level 1 lowered to 0: left out, and that is why its power is as printed
        (LOWERED, 1, 3000, True),
    ],
)
def test_a_level_filter_is_read_after_level_changes(
    effects: str, printed: int, power: int, cited: bool
) -> None:
    r = resolve(loads(LEVEL % (effects, printed)))
    assert r.outcome["state"] == {"新兵.power": power}
    assert ("8.9.1.2" in r.decided_by) is cited


# ---------------- an automatic ability whose card left its zone before it is played (8.7.7): it is
# played, and 「このカード」 — now a new card (3.1.4) — is changed no more: the card stays as it is
# because of that step, whose clauses are the ones read to conclude nothing saves it

GONE = """\
game: ws
title: t
turn: {player: A, number: 6, phase: attack, first_player: A}
players:
  A:
    stage:
      center_front: {name: 先駆け, type: character, level: 0, power: 3000, soul: 1, text: "【自】 このカードがアタックした時、あなたは相手のキャラを1枚選び、そのターン中、パワーを－3000。"}
    deck: 10
  B:
    stock: 0
    stage:
      left_front: {name: 見張り, type: character, level: 0, power: %d, soul: 1, text: "【自】 相手のキャラがアタックした時、そのターン中、このカードのパワーを＋3000。"}
    deck: 10
actions:
  - {do: attack, slot: center_front, kind: direct}
choices:
  - {player: A, choose: 見張り}
ask: [見張り.zone, 見張り.power]
"""


def test_the_ability_of_a_card_gone_is_played_and_does_nothing() -> None:
    r = resolve(loads(GONE % 2000))
    assert r.outcome["state"]["見張り.zone"] == "B.waiting_room"
    assert {"8.7.7", "3.1.4", "9.5.1", "8.5.1.1"} <= set(r.decided_by)


def test_the_ability_of_a_card_still_there_raises_it() -> None:
    """Neighbour: 見張り survives the −3000 (4000): its own +3000 is applied, no 8.7.7."""
    r = resolve(loads(GONE % 4000))
    assert r.outcome["state"] == {"見張り.zone": "B.stage.left_front", "見張り.power": 4000}
    assert "8.7.7" not in r.decided_by


# ---------------- a side attack whose character opposite — the same one — changes level after the
# side attack was chosen: the soul loss fixed then (7.2.1.4.3's spirit) or read from the level now
# (8.9.1)? The unsettled point side_attack_level_changed, raised only where they differ

SIDE = """\
game: ws
title: t
turn: {player: A, number: 6, phase: attack, first_player: A}
players:
  A:
    level: 2
    stage: {center_front: {name: 攻め手, type: character, level: 2, power: 7000, soul: 2}}
    deck: 10
  B:
    stage:
      center_front: {name: 守り手, type: character, level: 1, power: 4000, soul: 1, text: "%s"}
    deck: 10
actions:
  - {do: attack, slot: center_front, kind: side}
ask: [B.clock]
"""
RAISE = "【自】 このカードがアタックされた時、そのターン中、このカードのレベルを＋1。"
POWER = "【自】 このカードがアタックされた時、そのターン中、このカードのパワーを＋1000。"


def test_the_level_opposite_raised_after_a_side_attack_is_a_reading() -> None:
    r = resolve(loads(SIDE % RAISE))
    assert r.outcome["state"] == {"B.clock": 1}  # the engine's reading: fixed when chosen
    other = [x["outcome"]["state"] for x in r.outcome["readings"]]
    assert other == [{"B.clock": 0}]  # read now: level 2, soul 2 - 2 = 0, no damage
    assert "7.2.1.4.2" in r.outcome["depends_on_reading"]
    assert {"7.2.1.4.2", "7.2.1.4.3"} <= set(r.decided_by)


def test_a_side_attack_with_the_level_unchanged_raises_no_point() -> None:
    """Neighbour: the ability changes the power, not the level — nothing to read."""
    r = resolve(loads(SIDE % POWER))
    assert r.outcome["state"] == {"B.clock": 1}
    assert "readings" not in r.outcome
    assert not any("side_attack" in w.en or "7.2.1.4.3" in w.en for w in r.warnings())


# ---------------- two characters that both have markers swap slots (6.5.1.2.4 「同時に置きます」):
# each destination still holds the other's markers — 3.7.3.1 「すでにカードが置かれている場合…控え室」
# read for a swap is the unsettled point swap_with_markers, both readings run

SWAP = """\
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    stage:
      center_front: {name: 甲, type: character, level: 1, power: 5000, soul: 1}
      left_front: {name: 乙, type: character, level: 1, power: 5000, soul: 1}
    markers:
%s
    waiting_room: 0
    deck: 10
  B: {deck: 10}
actions:
  - {do: swap, slot: center_front, with: left_front}
ask: [A.waiting_room, 甲の印.zone]
"""
BOTH = (
    "      center_front: [{name: 甲の印, type: character, face: down}]\n"
    "      left_front: [{name: 乙の印, type: character, face: down}]"
)
ONE_SET = "      center_front: [{name: 甲の印, type: character, face: down}]"


def test_swapping_two_characters_with_markers_is_a_reading() -> None:
    r = resolve(loads(SWAP % BOTH))
    assert r.outcome["state"] == {"A.waiting_room": 0, "甲の印.zone": "A.markers.left_front"}
    other = [x["outcome"]["state"] for x in r.outcome["readings"]]
    assert other == [{"A.waiting_room": 2, "甲の印.zone": "A.waiting_room"}]
    assert "3.7.3.1" in r.decided_by


def test_swapping_when_one_has_markers_asks_no_reading() -> None:
    """Neighbour: the destination holds no marker — they simply follow (3.7.3.1)."""
    r = resolve(loads(SWAP % ONE_SET))
    assert r.outcome["state"] == {"A.waiting_room": 0, "甲の印.zone": "A.markers.left_front"}
    assert "readings" not in r.outcome
