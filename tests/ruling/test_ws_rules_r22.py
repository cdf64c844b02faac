"""Weiß Schwarz rules fixed from the round-21 blind set moved into development (s17ws, round 21;
the r21_* files of tests/scenarios/ws), each with a minimal case of its own."""

from __future__ import annotations

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

CLIMAX = """\
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    level: [{name: 黄札, type: character, level: 1, color: YELLOW}]
    hand: [{name: 絶頂, type: climax, color: YELLOW, text: "【永】 あなたのキャラすべてに、パワーを＋1000。"}]
    stage: {center_front: {name: 主役, type: character, level: 1, power: 5000, soul: 1}}
    deck: 10
  B: {deck: 10}
actions:
  - %s
ask: [絶頂.zone, 主役.power]
"""


def test_climax_played_in_the_climax_phase_cites_what_lets_it() -> None:
    """ws r21_003: a climax played at the climax phase's play timing is played by the rule that
    gives the turn player that timing for a climax from the hand (6.6.1.2.1, as 7.4.1.2.1 is for
    a counter event); in the main phase the same card is refused, citing the same clause."""
    r = resolve(loads(CLIMAX % "{do: climax_phase, card: 絶頂}"))
    assert r.outcome["state"]["絶頂.zone"] == "A.climax"
    assert r.outcome["state"]["主役.power"] == 6000
    assert "6.6.1.2.1" in r.decided_by
    refused = resolve(loads(CLIMAX % "{do: play, card: 絶頂}"))
    assert refused.outcome["state"]["絶頂.zone"] == "A.hand"
    assert "6.6.1.2.1" in refused.decided_by


GRANT_COUNT = """\
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    level: 2
    stage:
      center_front:
        name: 数える者
        type: character
        level: 1
        power: 5000
        soul: 1
        traits: [死]
        text: "【永】 他のあなたの『【自】 アンコール ［手札のキャラを1枚控え室に置く］』を持つキャラ1枚につき、このカードのパワーを＋500。"
      left_front:
        name: 与える者
        type: character
        level: 1
        power: 3500
        soul: 1
        text: "【永】 他のあなたの%sのキャラすべてに、『【自】 アンコール ［手札のキャラを1枚控え室に置く］』を与える。"
      left_back: {name: 仲間, type: character, level: 0, power: 2000, soul: 1, traits: [死]}
    deck: 10
  B: {deck: 10}
actions:
  - {do: check_timing}
ask: [数える者.power]
"""


def test_a_per_count_of_holders_of_a_given_ability_cites_the_grant() -> None:
    """ws r21_008: 「『…』を持つキャラ1枚につき」 counts the cards holding the ability after the
    effects that give abilities are applied (8.9.1.2), then the power change (8.9.1.3): 仲間
    holds it by 与える者's grant, +500; 8.9.1.2 decides. With the grant to another trait nobody
    holds it: 5000, and 8.9.1.2 does not decide."""
    r = resolve(loads(GRANT_COUNT % "《死》"))
    assert r.outcome["state"]["数える者.power"] == 5500
    assert {"8.9.1.2", "8.9.1.3"} <= set(r.decided_by)
    none = resolve(loads(GRANT_COUNT % "《音楽》"))
    assert none.outcome["state"]["数える者.power"] == 5000
    assert "8.9.1.2" not in none.decided_by


ICONS = """\
game: ws
title: t
turn: {player: A, number: 7, phase: attack, first_player: A}
players:
  A:
    level: 2
    stage: {center_front: {name: 攻め手, type: character, level: 2, power: 8000, soul: 2}}
    deck: [{name: 二重, type: climax, trigger: %s}, 10]
  B:
    level: 1
    clock: 0
    deck: [{name: 札, type: character, level: 0, count: 6}, 4]
actions:
  - {do: attack, player: A, slot: center_front, kind: direct}
ask: [B.clock]
"""


def test_each_icon_of_a_card_with_several_is_carried_out() -> None:
    """ws r21_011: a card with two soul icons revealed in the trigger check gives soul +1 twice
    (7.3.1.2.1: each icon's action is carried out): 2 + 1 (direct) + 2 = 5 damage, and 7.3.1.2.1
    decides it; with one icon 4, and 7.3.1.2.1 does not."""
    r = resolve(loads(ICONS % "[SOUL, SOUL]"))
    assert r.outcome["state"]["B.clock"] == 5
    assert "7.3.1.2.1" in r.decided_by
    one = resolve(loads(ICONS % "[SOUL]"))
    assert one.outcome["state"]["B.clock"] == 4
    assert "7.3.1.2.1" not in one.decided_by


ASSERTED = """\
game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    level: 1
    stage: {center_front: {name: 攻め手, type: character, level: 1, power: 5000, soul: 1}}
    deck: [{name: 外れ, type: character, level: 0}, 10]
  B:
    level: 1
    stock: 2
    hand: 0
    waiting_room: [{name: 音無, type: character, level: 1, traits: [死]}]
    stage:
      center_front:
        name: 高松
        type: character
        level: 0
        power: 2500
        soul: 1
        traits: [死]
        text: "【自】［(2)］ このカードが舞台から控え室に置かれた時、あなたはコストを払ってよい。そうしたら、あなたは自分の控え室の《死》のキャラを1枚選び、手札に戻す。"
    deck: 10
actions:
  - {do: attack, player: A, slot: center_front, kind: front}
  - {do: encore_step}
choices:
%s
expect:
  state: {音無.zone: B.hand, 高松.zone: B.waiting_room}
"""


def test_an_assertion_is_not_held_back_by_an_answer_for_a_choice_that_never_comes() -> None:
    """ws r21_007 (format, docs/scenarios.md `allowed`): a `choices:` entry with `allowed:` is
    an assertion and answers nothing; it is checked at the first choice of its player and kind
    even when an earlier entry answers a choice that never comes (an encore the 2 stock cannot
    pay, 10.2.2). 高松, in the waiting room, is offered (`allowed: true` holds); 音無 is chosen.
    Asserting that 高松 is not offered fails — the test can fail both ways."""
    entries = """\
  - {player: B, at: encore, choose: no}
  - {player: B, at: optional, choose: yes}
  - {player: B, at: choose, choose: 高松, allowed: %s}
  - {player: B, at: choose, choose: 音無}"""
    ok = resolve(loads(ASSERTED % (entries % "true")))
    assert check_expect(ok) == []
    bad = check_expect(resolve(loads(ASSERTED % (entries % "false"))))
    assert any("高松" in p and "not allowed" in p for p in bad)
