"""Round 63 (s60vsC): 「XはNダメージを受ける」 / 「XはダメージをN受ける」 as a step of an effect — the
card takes N damage: the same step as 「XにNダメージを与える」 (shared
``cardtext.damage.received_as_given``), accumulated on the card (7.1.5.3) and read by the rule
process (9.4.1) at the check timing."""

from __future__ import annotations

import pytest

from ruling.abilities import abilities_of
from ruling.resolve import resolve
from ruling.scenario import loads
from ruling.state import Card

BOARD = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 1000, dp: %d}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 9000}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
ask: [千早.zone, 千早.damage, 美希.damage]
"""


@pytest.mark.parametrize(
    "step",
    [
        "あなたのリングのカードはダメージを1000受ける。",
        "あなたのリングのカードは1000ダメージを受ける。",
        "あなたのリングのカードに1000ダメージを与える。",  # the step it is read as
    ],
)
@pytest.mark.parametrize(("dp", "zone", "damage"), [(3000, "A.ring", 1000), (1000, "A.retire", 0)])
def test_the_card_takes_the_damage(step: str, dp: int, zone: str, damage: int) -> None:
    r = resolve(loads(BOARD % (dp, step)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    state = r.outcome["state"]
    assert (state["千早.zone"], state["美希.damage"]) == (zone, 0), state
    if zone == "A.ring":
        assert state["千早.damage"] == damage
    else:
        assert "9.4.1" in r.decided_by
    assert "7.1.5.3" in r.decided_by


@pytest.mark.parametrize(
    "text",
    [
        "[リング]あなたのエンドフェイズの始めに、このカードはダメージを受ける。",  # no amount
        "[リング]あなたのエンドフェイズの始めに、このカードは1000ダメージを受けた。",
    ],
)
def test_the_neighbours_stay_refused(text: str) -> None:
    (ab,) = abilities_of("vs", Card(uid="c", owner="A", name="x", text=text))
    assert not ab.supported
