"""A ruling that a player loses rests on every step that brought the losing condition about, not
only the last, and not on a step whose effect was undone since (issue 14, citations complete by
construction; ``Ctx.contributed``, round 20, s16prov): one board per game where a loss is reached
by two or more contributing steps, each on the loss's causal chain, and a neighbour where an
earlier step was undone (a damage healed, a card put back) and is not.

The checks are on the steps (the loss step's causal ancestors, ``Trace.ancestors``), as two steps
of one kind (two damages, two draws) cite the same clauses."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads


def _run(src: str) -> Any:
    return resolve(loads(src, "t.yaml"))


def _chain(r: Any) -> list[str]:
    """The English text of every step the loss rests on (the losing step and its ancestors)."""
    tr = r.main.trace  # the game's end is the last step
    return [tr[i].text("en") for i in tr.ancestors([len(tr.steps) - 1])]


def _on_chain(r: Any, *texts: str) -> list[bool]:
    chain = _chain(r)
    return [any(t in s for s in chain) for t in texts]


# ------ ws: level 4 (9.4.1.1) — the level up (9.3.2) rests on each step that put a card now in
# the clock (9.3.1), not on one whose card left the clock since

_WS = """game: ws
title: t
turn: {player: A, number: 11, phase: draw, first_player: A}
players:
  A:
    level: 3
    clock: 5
    hand: [{name: 最後の一枚, type: character}, 3]
    deck: [{name: 一, type: character}, {name: 二, type: character}, {name: 三, type: character},
           {name: 四, type: character}, {name: 五, type: character}]
    waiting_room: 2
  B: {deck: 10}
actions:
  - {do: clock_phase, card: 最後の一枚}
"""


def test_ws_level_four_rests_on_the_clock_phase_and_the_damage() -> None:
    r = _run(_WS + "  - {do: damage, to: A, amount: 1}\n")
    assert r.outcome["loser"] == "A"
    assert _on_chain(r, "into the clock", "(三) into the resolution zone") == [True, True]
    assert {"6.4.1.2", "4.10.1.3", "9.3.1", "9.3.2", "9.4.1.1"} <= set(r.decided_by)


def test_ws_a_clocked_card_healed_out_does_not_decide_the_level_up() -> None:
    # the clock phase's card left the clock (to the waiting room) before two damages brought the
    # clock to 7: the clock phase did not bring it there
    r = _run(
        _WS + "  - {do: move, card: 最後の一枚, to: waiting_room}\n"
        "  - {do: damage, to: A, amount: 1}\n  - {do: damage, to: A, amount: 1}\n"
    )
    assert r.outcome["loser"] == "A"
    assert _on_chain(r, "(三) into the resolution zone", "(四) into the resolution zone") == [
        True,
        True,
    ]
    assert _on_chain(r, "from hand into the clock") == [False]
    assert "6.4.1.2" not in r.decided_by


# ------ ws: no card in the deck nor the waiting room (9.4.1.2) — each draw that emptied the deck

_WS_DECK = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    hand: [{name: 戻し, type: character}]
    deck: [{name: 一, type: character}, {name: 二, type: character}]
    waiting_room: []
  B: {deck: 10}
actions:
"""


def test_ws_deck_and_waiting_room_empty_rests_on_each_draw() -> None:
    r = _run(
        _WS_DECK + "  - {do: draw, player: A, amount: 1}\n  - {do: draw, player: A, amount: 1}\n"
    )
    assert r.outcome["loser"] == "A"
    assert _on_chain(r, "(一)", "(二)") == [True, True]
    assert "9.4.1.2" in r.decided_by


def test_ws_a_card_drawn_and_put_back_was_not_taken_out_by_that_draw() -> None:
    # 一 is drawn, put back on the deck, then both cards are drawn: the first draw is undone
    r = _run(
        _WS_DECK + "  - {do: draw, player: A, amount: 1}\n  - {do: move, card: 一, to: deck}\n"
        "  - {do: draw, player: A, amount: 2}\n"
    )
    assert r.outcome["loser"] == "A"
    tr = r.main.trace
    first = next(i for i, s in enumerate(tr.steps) if "(一)" in s.text("en"))
    chain = set(tr.ancestors([len(tr.steps) - 1]))
    later = [i for i, s in enumerate(tr.steps) if "draws" in s.text("en") and i > first + 1]
    assert first not in chain
    assert set(later) & chain


# ------ vg: six damage (13.2.2) — each damage check whose card is in the damage zone now

_VG = """game: vg
title: t
turn: {player: A, number: 6, first_player: A}
players:
  A:
    vanguard: {name: ドラゴン, grade: 3, power: 13000, critical: CRIT}
    deck: [{name: ノーマル, type: normal, grade: 1}, 10]
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    damage: [{name: 古傷, type: normal, grade: 1}, 3]
    deck: [{name: 一枚目, type: normal, grade: 2}, {name: 二枚目, type: normal, grade: 2},
           {name: 三枚目, type: normal, grade: 2}, 8]
actions:
  - {do: damage, to: B, amount: 1, player: A}
"""


def test_vg_six_damage_rests_on_each_damage_check() -> None:
    # 4 given, the effect's damage (一枚目, the 5th) then the attack's (二枚目, the 6th): on main
    # only the last step that touched the damage zone was cited
    r = _run(_VG.replace("CRIT", "1") + "  - {do: attack}\n")
    assert r.outcome["loser"] == "B"
    assert _on_chain(
        r, "一枚目 goes from the trigger zone", "二枚目 goes from the trigger zone"
    ) == [
        True,
        True,
    ]
    assert {"13.7.2", "13.2.2"} <= set(r.decided_by)


def test_vg_a_damage_healed_since_does_not_decide_six_damage() -> None:
    # 一枚目 (the 5th) leaves the damage zone (a heal); the attack's critical 2 brings 6
    r = _run(
        _VG.replace("CRIT", "2")
        + "  - {do: check_timing}\n  - {do: move, card: 一枚目, to: drop}\n  - {do: attack}\n"
    )
    assert r.outcome["loser"] == "B"
    assert _on_chain(
        r, "二枚目 goes from the trigger zone", "三枚目 goes from the trigger zone"
    ) == [
        True,
        True,
    ]
    assert _on_chain(r, "一枚目 goes from the trigger zone", "一枚目: B's damage zone") == [
        False,
        False,
    ]


# ------ vs: ten retire cards (9.2.2) and no deck nor waiting room (9.2.3)

_VS = """game: vs
title: t
turn: {player: A, number: 5}
players:
  A:
    deck: 20
    ring: {name: 春香, ap: 3000, dp: 2000}
    bench: {left: {name: 千早, ap: 1000, dp: 1000}}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000}, right: {name: 真, ap: 1000, dp: 1000}}
    retire: 8
actions:
"""


def test_vs_ten_retire_cards_rest_on_each_card_put_there() -> None:
    r = _run(_VS + "  - {do: put, card: 真, to: retire}\n  - {do: attack, support: 千早}\n")
    assert r.outcome["loser"] == "B"
    assert _on_chain(r, "puts 真 in B's retire", "it goes to the retire zone") == [True, True]
    assert {"7.1.5.4", "9.2.2"} <= set(r.decided_by)


def test_vs_a_retire_card_taken_back_out_does_not_decide_the_loss() -> None:
    r = _run(
        _VS + "  - {do: put, card: 律子, to: retire}\n  - {do: put, card: 律子, to: waiting}\n"
        "  - {do: put, card: 真, to: retire}\n  - {do: attack, support: 千早}\n"
    )
    assert r.outcome["loser"] == "B"
    assert _on_chain(r, "puts 真 in B's retire", "it goes to the retire zone") == [True, True]
    assert _on_chain(r, "puts 律子 in B's retire", "puts 律子 in B's waiting") == [False, False]


_VS_DECK = """game: vs
title: t
turn: {player: B, number: 4}
players:
  A: {deck: 10, ring: {name: 春香, ap: 3000, dp: 2000}}
  B:
    deck: [{name: 一, ap: 1000, dp: 1000}, {name: 二, ap: 1000, dp: 1000}]
    waiting: []
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: draw, player: B, amount: 1}
"""


def test_vs_no_deck_nor_waiting_room_rests_on_each_draw() -> None:
    # an effect's draw (4.10.1) then the draw phase's (6.3.1.2): on main only the last was cited
    r = _run(_VS_DECK + "  - {do: draw_phase}\n")
    assert r.outcome["loser"] == "B"
    tr = r.main.trace
    draws = [i for i, s in enumerate(tr.steps) if "draws the top card" in s.text("en")]
    assert len(draws) == 2
    assert set(draws) <= set(tr.ancestors([len(tr.steps) - 1]))
    assert {"6.3.1.2", "9.2.3"} <= set(r.decided_by)


def test_vs_a_card_drawn_and_put_back_was_not_taken_out_by_that_draw() -> None:
    r = _run(
        _VS_DECK + "  - {do: put, card: 一, to: deck}\n  - {do: draw, player: B, amount: 1}\n"
        "  - {do: draw_phase}\n"
    )
    assert r.outcome["loser"] == "B"
    tr = r.main.trace
    draws = [i for i, s in enumerate(tr.steps) if "draws the top card" in s.text("en")]
    chain = set(tr.ancestors([len(tr.steps) - 1]))
    assert len(draws) == 3
    assert draws[0] not in chain and set(draws[1:]) <= chain
    assert not _on_chain(r, "puts 一 in B's deck")[0]


# ------ mc: the fall of a headquarters (1.2.2.1) and the deck-out judgement (1.2.3.1)

_MC_HQ = """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: ゴブリン, type: unit, level: 1, attack: 2, defense: 2}
  B:
    deck: 20
    field:
      c4:
        - {name: 本陣, type: terrain, hq: true}
        - {name: 番兵, type: unit, level: 1, attack: 1, defense: 1}
actions:
  - {do: damage, to: 番兵, amount: 1, source: 罠}
  - {do: advance, units: [ゴブリン], to: c4}
"""


def test_mc_the_fall_rests_on_the_defender_gone_and_the_advance() -> None:
    r = _run(_MC_HQ)
    assert r.outcome["loser"] == "B"
    assert _on_chain(r, "番兵 dies", "ゴブリン advances from c3 into c4") == [True, True]
    assert {"11.3.1.2.1", "12.2.5.1.5", "1.2.2.1"} <= set(r.decided_by)


_MC_DECKS = """game: mc
title: t
turn: {player: A, number: 6, phase: summon}
players:
  A:
    deck: 1
    hand: [ゴブリン, コボルド, オーク, 森, 平原]
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
  B:
    deck: 1
    hand: [ゴブリン, コボルド, オーク, 森, 平原]
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: hand_phase, which: 2}
  - {do: end_phase}
  - {do: hand_phase, which: 1}
  - {do: end_phase}
  - {do: end_phase}
"""


def test_mc_the_deck_out_judgement_rests_on_each_players_last_card_taken() -> None:
    # A's second hand adjustment (7.5.5) takes A's last card in turn 6, B's first (7.2.5) B's in
    # turn 7: the game ends at the end of turn 8 — on main the judgement cited neither
    r = _run(_MC_DECKS)
    assert r.outcome.get("draw")
    assert _on_chain(r, "A replenishes the top card", "B replenishes the top card") == [True, True]
    assert {"7.5.5", "7.2.5", "12.3.1", "1.2.3.1", "1.2.6"} <= set(r.decided_by)


# ------ co: HP 0 (4.1.2#li1) — a damage healed since is not cited

_CO = """game: co
title: t
turn: {player: A, number: 8, phase: main}
players:
  A:
    hp: 10
    energy: 3
    deck: 15
    hand: [{name: 火球, type: spell, cost: 1, text: "相手のデュエルマスターに1点のダメージを与える。"}]
  B: {hp: 2, deck: 15}
actions:
"""


def test_co_a_damage_healed_since_does_not_decide_hp_zero() -> None:
    # the spell's 1 point is healed back (2 -> 1 -> 2) before 2 more bring B to 0
    r = _run(
        _CO + "  - {do: play, card: 火球}\n  - {do: heal, player: B, amount: 1}\n"
        "  - {do: damage, to: B, amount: 2}\n"
    )
    assert r.outcome["loser"] == "B"
    assert _on_chain(r, "火球") == [False]
    assert "4.1.2#li1" in r.decided_by


def test_co_a_damage_partly_healed_still_decides_hp_zero() -> None:
    # a heal takes back the latest damage still standing, not the spell's before it
    r = _run(
        _CO.replace("hp: 2", "hp: 4")
        + "  - {do: play, card: 火球}\n  - {do: damage, to: B, amount: 1}\n"
        "  - {do: heal, player: B, amount: 1}\n  - {do: damage, to: B, amount: 3}\n"
    )
    # 4 -> 3 (spell) -> 2 -> 3 (the heal takes back the second damage) -> 0: the spell stands
    assert r.outcome["loser"] == "B"
    assert _on_chain(r, "火球") == [True]


# ------ (b) an automatic ability that did not trigger for its cap: the ruling asking about what
# it would have changed rests on that (``Triggered.capped``): the cap clause is cited there, and
# not for an answer about something else

_WS_CAP = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    deck: [{name: 引く札, type: character, count: 10}]
    stage:
      left_front: {name: 左, type: character, level: 0, power: 2000, soul: 1}
      right_front: {name: 右, type: character, level: 0, power: 2000, soul: 1}
      left_back: {name: 見張り, type: character, level: 0, power: 2000, soul: 1, text: "【自】 この能力は1ターンにつき1回まで発動する。他のあなたのキャラがアタックした時、あなたは1枚引く。"}
  B: {deck: [{name: 山場, type: climax, count: 10}]}
actions:
  - {do: attack, player: A, slot: right_front}
  - {do: attack, player: A, slot: left_front}
"""


def test_ws_a_written_trigger_cap_is_cited_for_what_the_ability_would_have_changed() -> None:
    # A's hand is 1, not 2, because 見張り did not trigger at the second attack (the written
    # limit beats 8.7.2.1, 1.3.1)
    r = _run(_WS_CAP + "ask: [A.hand]\n")
    assert r.outcome["state"]["A.hand"] == 1
    assert {"8.7.2.1", "1.3.1"} <= set(r.decided_by)
    # B's waiting room (the cancelled damage) does not rest on it
    r = _run(_WS_CAP + "ask: [B.waiting_room]\n")
    assert not {"8.7.2.1", "1.3.1"} & set(r.decided_by)


_VG_CAP = """game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_back: {name: 甲, type: normal, grade: 1, power: 8000, text: "【自】【(R)】：他のあなたのリアガードが登場した時、１枚引く。この能力は１ターンに１回まで発動する。"}
    hand: [{name: 乙, type: normal, grade: 1, power: 8000}, {name: 丙, type: normal, grade: 1, power: 8000}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - do: main_phase
    actions:
      - {do: call, card: 乙, circle: left_front}
      - {do: call, card: 丙, circle: right_front}
"""


def test_vg_a_written_trigger_cap_is_cited_for_what_the_ability_would_have_changed() -> None:
    r = _run(_VG_CAP + "ask: [A.hand]\n")
    assert r.outcome["state"]["A.hand"] == 1
    assert "7.15.1.3.2" in r.decided_by
    r = _run(_VG_CAP + "ask: [A.right_front]\n")
    assert "7.15.1.3.2" not in r.decided_by


# ------ (a) a loss reached through cards given only by a count, resting on what was assumed of
# them: the ruling says so (key ``loss_rests_on_count_cards``, docs/scenarios.md "Unknowns,
# ambiguity"); named cards, or a count that decides nothing assumed: nothing is said

_KEY = "loss_rests_on_count_cards"


def _keys(r: Any) -> list[str]:
    return [w.key for w in r.warnings()]


def test_ws_level_four_by_a_damage_card_given_only_by_a_count_says_so() -> None:
    src = """game: ws
title: t
turn: {player: A, number: 11, phase: main, first_player: A}
players:
  A: {level: 3, clock: 6, deck: DECK, waiting_room: 2}
  B: {deck: 10}
actions:
  - {do: damage, to: A, amount: 1}
"""
    r = _run(src.replace("DECK", "5"))
    assert r.outcome["loser"] == "A"
    assert _KEY in _keys(r) and "unknown_type_not_climax" in _keys(r)
    said = next(w for w in r.warnings() if w.key == _KEY)
    assert "#" in said.en and "4.10.1.2" in said.clauses
    # the same damage from a card of stated type: nothing assumed, nothing said
    r = _run(src.replace("DECK", "[{name: 一, type: character}, 4]"))
    assert r.outcome["loser"] == "A"
    assert _KEY not in _keys(r)


def test_vg_six_damage_by_a_damage_check_of_a_count_card_says_so() -> None:
    src = """game: vg
title: t
turn: {player: A, number: 6, first_player: A}
players:
  A:
    vanguard: {name: ドラゴン, grade: 3, power: 13000, critical: 1}
    deck: [{name: ノーマル, type: normal, grade: 1}, 10]
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, damage: 5, deck: DECK}
actions:
  - {do: attack}
"""
    r = _run(src.replace("DECK", "10"))
    assert r.outcome["loser"] == "B"
    assert _KEY in _keys(r)
    assert "13.6.4" in next(w for w in r.warnings() if w.key == _KEY).clauses
    r = _run(src.replace("DECK", "[{name: 一枚目, type: normal, grade: 2}, 9]"))
    assert r.outcome["loser"] == "B"
    assert _KEY not in _keys(r)


def test_a_deck_out_from_a_count_deck_rests_on_no_assumption() -> None:
    # vs: drawing the last cards of a deck given by a count — what they are decides nothing
    r = _run(
        _VS_DECK.replace(
            "[{name: 一, ap: 1000, dp: 1000}, {name: 二, ap: 1000, dp: 1000}]", "2"
        ).replace(
            "  - {do: draw, player: B, amount: 1}\n", "  - {do: draw, player: B, amount: 2}\n"
        )
    )
    assert r.outcome["loser"] == "B"
    assert _KEY not in _keys(r)


def test_ws_the_loss_in_damage_with_no_refresh_rests_on_the_draw_and_the_damage() -> None:
    # 9.2.2.1: a draw takes 一, the damage reveals 二 — the deck runs out mid-damage with no card
    # in the waiting room: on main only the damage's reveal (the deck's last touch) was cited
    r = _run(
        """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    deck: [{name: 一, type: character}, {name: 二, type: character}]
    waiting_room: []
  B: {deck: 10}
actions:
  - {do: draw, player: A, amount: 1}
  - {do: damage, to: A, amount: 2}
"""
    )
    assert r.outcome["loser"] == "A"
    assert _on_chain(r, "(一)", "(二) into the resolution zone") == [True, True]
    assert {"4.7.1", "9.2.2.1"} <= set(r.decided_by)


def test_vg_no_vanguard_nor_soul_rests_on_each_card_taken_out() -> None:
    # 13.2.4: the soul's card, then the vanguard, leave: both steps decide it
    r = _run(
        """game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A: {vanguard: {name: ドラゴン, grade: 3, power: 13000}, deck: 10}
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    soul: [{name: 魂, type: normal, grade: 2}]
    deck: 10
actions:
  - {do: move, card: 魂, to: drop}
  - {do: move, card: 騎士, to: drop}
"""
    )
    assert r.outcome["loser"] == "B"
    assert _on_chain(r, "魂: B's soul", "騎士: B's vanguard circle") == [True, True]
    assert "13.2.4" in r.decided_by


def test_mc_the_repetition_judgement_rests_on_each_same_position_turn() -> None:
    # 1.2.4.1 / 1.2.4.1.1: A's third own turn in the same position (turn 14), then B's (turn 15)
    # — the sixth: the judgement rests on both counts, not only the last (before: B's only)
    r = _run(
        """game: mc
title: t
turn: {player: A, number: 14}
players:
  A:
    same_position_turns: 2
    deck: 10
    hand: 6
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      l3: [{name: 騎兵, type: unit, level: 2, attack: 3, defense: 3}]
  B:
    same_position_turns: 2
    deck: 10
    hand: 6
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
      l3: [{name: 沼地, type: terrain, limit: 6}]
actions:
  - {do: end_phase}
  - {do: end_phase}
"""
    )
    assert r.outcome["loser"] == "B"
    assert _on_chain(r, "A's own turn no. 3", "B's own turn no. 3") == [True, True]
    assert {"1.2.4.1", "1.2.4.1.1", "1.2.6"} <= set(r.decided_by)
