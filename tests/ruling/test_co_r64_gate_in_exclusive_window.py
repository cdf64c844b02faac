"""A 「〜の直後にのみ」 card whose moment of another kind is met inside a damage's window (round 64,
s61coRC, from co r64_030): 4.3.5 lets it be played 「通常はカードをプレイできない時にでも」, the
window's clause (4.3.10.4 「それ以外のカードはプレイ・使用できません」) admits only cards of its own
condition — the text ranks neither (co.unsettled only_right_after_in_exclusive_window): both
readings are run. Its moment not met, or no such gate, the window refuses it with no point."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {player: A, number: 12, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand:
      - {name: 投擲, type: spell, cost: 1, text: "対象のキャラクターに2点のダメージを与える。使い捨て"}
  B:
    hp: 10
    energy: 1
    deck: 10
    field:
      - {name: 射手, type: character, ap: 1, dp: 2}
    hand:
      - {name: 護り, type: event, cost: 1, text: "%s"}
actions:
  - do: play
    card: 投擲
    target: 射手
    after_damage:
      射手:
%s        - {do: play, player: B, card: 護り, target: 射手}
expect:
%s
"""
GATED = (
    "相手のデュエルマスターがエネルギーを得た直後にのみプレイしてもよい。"
    "対象のキャラクター1体は、ターン終了時まで「+0:+2」の修正を受ける。使い捨て"
)
GAIN = "        - {do: gain_energy, player: A, amount: 1}\n"
BOTH = """  ambiguous: ["4.3.5", "4.3.10.4"]
  readings:
    - {clauses: ["4.3.5"], state: {射手.zone: B.field}}
    - {clauses: ["4.3.10.4"], state: {射手.zone: B.dustbox, 護り.zone: B.hand}}"""


def test_gate_met_in_the_after_damage_window_both_readings() -> None:
    assert not check_expect(resolve(loads(BOARD % (GATED, GAIN, BOTH), "t.yaml")))


def test_gate_not_met_is_refused_without_a_point() -> None:
    res = resolve(loads(BOARD % (GATED, "", "  state: {射手.zone: B.dustbox}"), "t.yaml"))
    assert not check_expect(res)
    assert not any(w.kind == "ambiguity" for w in res.warnings())


def test_no_gate_is_refused_without_a_point() -> None:
    plain = "対象のキャラクター1体は、ターン終了時まで「+0:+2」の修正を受ける。使い捨て"
    res = resolve(loads(BOARD % (plain, GAIN, "  state: {射手.zone: B.dustbox}"), "t.yaml"))
    assert not check_expect(res)
    assert not any(w.kind == "ambiguity" for w in res.warnings())
