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
