"""VG rules found through the round-20 development files (s16vg; round 20, session 16): a step
not carried out, or a check passed, is a reason of what it decided (issue 14)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads


def _cited(text: str) -> list[str]:
    return list(resolve(loads(text, "t.yaml")).decided_by)


_DRAW = """game: vg
title: t
turn: {player: A, number: 3, phase: draw, first_player: A}
players:
  A:
    vanguard: {name: 一の竜, type: normal, grade: 1, power: 8000}
    hand: 4
    %s
    deck: [{name: 引いた札, type: normal, grade: 1}, 20]
  B: {vanguard: {name: 騎士, type: normal, grade: 1, power: 8000}, deck: 20}
actions:
  - {do: draw_phase}
ask: [%s]
"""


@pytest.mark.parametrize("asked", ["A.hand", "A.deck"])
def test_a_skipped_g_assist_step_decides_the_hand(asked: str) -> None:
    """A player with a ride deck skips the G assist step (9.5.1): the hand (and the deck) the G
    assist would have changed rest on that skip — the step not carried out touches them (before:
    9.5.1 recorded, not among the reasons of A.hand)."""
    ride = "ride_deck: [{name: 二の竜, type: normal, grade: 2}]"
    assert "9.5.1" in _cited(_DRAW % (ride, asked))
    # no ride deck: no skip, 9.5.1 not read
    assert "9.5.1" not in _cited(_DRAW % ("", asked))


_ATTACK = """game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: ドラゴン, type: normal, grade: 3, power: 13000}
    left_front: {name: 攻め手, type: normal, grade: 2, power: 10000}
    hand: 3
    deck: [{name: 山上, type: normal, grade: 1}, 10]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    right_front: {name: 的, type: normal, grade: 1, power: 8000}
    deck: 10
actions:
  - {do: attack, attacker: %s, target: %s}
ask: [%s, 的.zone]
"""


@pytest.mark.parametrize("asked", ["A.hand", "山上.zone"])
def test_no_drive_step_for_a_rearguard_decides_the_hand(asked: str) -> None:
    """A rear-guard's attack goes from the guard step to the damage step (10.5.1.2.1): the hand
    a drive check would have filled and the deck's top card it would have taken rest on it
    (before: only the deck was touched, so A.hand / the top card never cited it beside the
    retired 的, asked too)."""
    got = _cited(_ATTACK % ("left_front", "B.right_front", asked))
    assert "10.5.1.2.1" in got
    # the vanguard attacks: a drive check is made, the hand rests on it (10.6.1.2.3)
    vg = _cited(_ATTACK % ("vanguard", "B.vanguard", asked))
    assert "10.6.1.2.3" in vg or "10.6.1.2" in vg


_HEAL = """game: vg
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  A: {vanguard: {name: ドラゴン, type: normal, grade: 3, power: 13000}, damage: %d, deck: 10}
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    damage: 4
    deck: [{name: 治癒の乙女, type: trigger, grade: 0, trigger: heal, trigger_power: 10000}, {name: 普通の兵, type: normal, grade: 1}, 10]
actions:
  - {do: damage, to: B, amount: 2}
choices:
  - {player: B, at: trigger_power, choose: B.vanguard}
ask: [game_over]
"""


def test_a_heal_not_met_is_a_reason_of_the_loss() -> None:
    """B at 4 damage takes 2; the first check is a heal trigger, but A has 5 damage (4 < 5: no
    heal, 11.10.2.6), so the second card is B's sixth: the loss by six damage (13.2.2) rests on
    the heal not done, which kept the card in (``KEPT``, ``Ctx.contributed``) — before: only the
    last card's arrival was its reason."""
    r = resolve(loads(_HEAL % 5, "t.yaml"))
    assert r.main.outcome.get("loser") == "B"
    assert "11.10.2.6" in r.decided_by and "13.2.2" in r.decided_by
    # A at 4: B heals (4 >= 4), B ends at 5 and does not lose
    healed = resolve(loads(_HEAL % 4, "t.yaml"))
    assert healed.main.outcome.get("game_over") is False


_EB = """game: vg
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    energy: %d
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, card: A.vanguard, text: "【エネルギーブラスト】(2)する。"}
ask: [A.energy]
"""


def test_an_energy_blast_done_rests_on_its_check() -> None:
    """7.49.2 is read at every energy blast (「実行時に」): with 3 energy the blast of (2) is done
    and the energy it leaves rests on that check, as a blast refused for 1 energy does (before:
    cited only when refused)."""
    got = _cited(_EB % 3)
    assert "7.49.2" in got and "7.49.1" in got
    assert "7.49.2" in _cited(_EB % 1)
