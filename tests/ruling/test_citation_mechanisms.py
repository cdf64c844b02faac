"""Citations complete by construction (issue 14): the mechanisms that make a reason the engine
used a step of the ruling, each on a minimal case of its own.

- the turn position an action is taken in, cited from the turn state and the game's phase table
  (``Ctx.turn_clauses``) where the action's legality rests on it;
- a card-text condition checked and not met: a step saying nothing is done, citing what the
  condition read;
- the definitions of the wording the card-text compiler read (``ruling.definitions``), cited by
  the steps of the part of the ability that holds it.
"""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads

# ------------------------------------------------------------------- the turn position (co)

CO_SPELL = """
game: co
title: a spell at one point of the turn
turn: {player: A, number: 10, phase: %s, step: %s}
players:
  A: {hp: 12, energy: 1, deck: 14, field: [{name: 剣崎, type: character, ap: 3, dp: 2}]}
  B:
    hp: 12
    energy: 1
    deck: 14
    hand: [{name: 落雷, type: spell, cost: 1, text: "対象のキャラクターに2点のダメージを与える。"}]
actions:
  - {do: play, player: B, card: 落雷, target: 剣崎}
ask: [落雷.zone]
"""


def _step_clauses(game: str, phase: str, step: str) -> tuple[str, ...]:
    ph = next(p for p in get_game(game).phases if p.id == phase)
    return next(s for s in ph.steps if s.id == step).clauses


@pytest.mark.parametrize(
    ("phase", "step"),
    [("untap", "start"), ("draw", "end"), ("end", "start"), ("end", "upkeep"), ("end", "end")],
)
def test_co_play_refused_at_a_step_cites_that_step_from_the_phase_table(
    phase: str, step: str
) -> None:
    """3.2.1, 3.3.3, 3.6.1–3.6.3: no card is played at these steps; the refusal cites the clause
    the phase table gives the step the turn is at (read from the state), not a table of its own."""
    r = resolve(loads(CO_SPELL % (phase, step)))
    assert r.outcome["rejected"] is True
    want = _step_clauses("co", phase, step)
    assert want and set(want) <= set(r.decided_by)
    others = {
        c
        for p in get_game("co").phases
        for s in p.steps
        for c in s.clauses
        if (p.id, s.id) != (phase, step) and p.id in ("untap", "draw", "end")
    }
    # the clause of no other step of those phases is cited for the refusal
    assert not (others - set(want)) & set(r.decided_by)


def test_co_spell_at_the_end_phase_action_timing_cites_it() -> None:
    """3.6.4: the end phase's action timing lists the spells: played there, its play cites the
    action timing's clause, from the phase table."""
    r = resolve(loads(CO_SPELL % ("end", "action")))
    assert not r.outcome.get("rejected")
    assert set(_step_clauses("co", "end", "action")) <= set(r.decided_by)


def test_co_navigator_refused_in_the_end_phase_cites_its_action_timing() -> None:
    """3.4.1 (a navigator only in one's own main phase) and the action timing the turn is at,
    3.6.4 (what may be done there), read from the turn state."""
    r = resolve(
        loads(
            """
game: co
title: a navigator at the end phase's action timing
turn: {player: A, number: 6, phase: end, step: action}
players:
  A:
    hp: 16
    deck: 18
    hand: [{name: 早瀬ゆかり, type: navigator, text: ""}]
  B: {hp: 16, deck: 18}
actions:
  - {do: play, card: 早瀬ゆかり}
ask: [早瀬ゆかり.zone]
"""
        )
    )
    assert r.outcome["rejected"] is True
    assert {"3.4.1", *_step_clauses("co", "end", "action")} <= set(r.decided_by)


def test_co_battle_refused_at_the_end_phase_action_timing_cites_it() -> None:
    """3.4.5.1 (a battle starts only in the main phase) and the action timing the turn is at,
    3.6.4 (what may be done there: no battle), read from the turn state and the phase table."""
    r = resolve(
        loads(
            """
game: co
title: a battle at the end phase's action timing
turn: {player: A, number: 9, phase: end, step: action}
players:
  A: {hp: 9, deck: 20, field: [{name: 騎士アラン, type: character, ap: 4, dp: 3}]}
  B: {hp: 4, deck: 20}
actions:
  - {do: attack, attacker: 騎士アラン, defender: none}
ask: [B.hp]
"""
        )
    )
    assert r.outcome["rejected"] is True and r.outcome["state"] == {"B.hp": 4}
    assert {"3.4.5.1", *_step_clauses("co", "end", "action")} <= set(r.decided_by)


# ------------------------------------------------------- a condition checked and not met (ws, co)

WS_TEXT = """
game: ws
title: a condition in the middle of an effect
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    deck: 10
    stage: {center_front: {name: 前の子, type: character, level: 0, power: 3000}}
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたは1枚引く。あなたのキャラが%d枚以上なら、あなたは1枚引く。"}
ask: [A.hand]
"""


def test_ws_a_step_whose_condition_is_not_met_cites_what_the_condition_read() -> None:
    """「あなたのキャラが2枚以上なら」 with one character on the stage: the second draw is not
    done, and the step saying so cites what the condition counted — 「キャラ」 with no zone, a
    character on the stage (2.3.2.1.2), in any of its slots (3.5.2) — as the ability's own
    condition does; met (1枚以上), A draws twice."""
    r = resolve(loads(WS_TEXT % 2))
    assert r.outcome["state"] == {"A.hand": 1}
    assert {"2.3.2.1.2", "3.5.2"} <= set(r.decided_by)
    r = resolve(loads(WS_TEXT % 1))
    assert r.outcome["state"] == {"A.hand": 2}


CO_CONTROL = """
game: co
title: a condition on the characters a player controls
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{name: 祈り, type: spell, cost: 1, text: "%s"}]
    field: [{name: 兵, type: character, ap: 1, dp: 1}]
  B: {hp: 10, deck: 10}
actions:
  - {do: play, card: 祈り}
ask: [A.hp]
"""


def test_co_a_step_whose_condition_is_not_met_cites_control() -> None:
    """4.3.2.6 (the text carried out as far as it can be) and 4.2.12 (the characters a player
    controls, which the condition counted): A controls one, so 「…コントロールしていないなら」
    heals nobody, and the step that says so cites both."""
    text = "あなたがキャラクターをコントロールしていないなら、あなたのHPを2点回復する。"
    r = resolve(loads(CO_CONTROL % text))
    assert r.outcome["state"] == {"A.hp": 10}
    assert {"4.3.2.6", "4.2.12"} <= set(r.decided_by)


# ------------------------------------------- definitions carried by what the compiler read


def test_the_terms_a_compiled_condition_read_are_kept_by_part() -> None:
    """The grammar's terms of an ability's text, read once it compiled, by part: its condition's
    (with the marker), not its trigger's."""
    from ruling import definitions
    from ruling.abilities import abilities_of
    from ruling.state import Card

    text = "【自】 このカードがアタックした時、このカードのバトル相手のレベルが0なら、あなたは1枚引く。"
    get_game("ws")
    (ab,) = abilities_of("ws", Card(uid="x", name="x", owner="A", type="character", text=text))
    assert ab.supported
    read = definitions.parts(ab.ast)
    assert {"word:battle_opponent", "marker:nara"} <= read["condition"]
    assert "word:battle_opponent" not in read["trigger"]
    # the game's table gives 「バトル相手」 its definition (7.2.1.5.1), for the condition only
    assert definitions.defined("ws", ab.text, "condition") == ("7.2.1.5.1",)
    assert definitions.defined("ws", ab.text, "trigger") == ()


def test_the_game_table_is_data_each_clause_checked() -> None:
    """Every clause of the definitions table is among the game's declared clauses (so the
    citation validator checks it against the KB, test_citations)."""
    from ruling import definitions

    for game in ("vs", "ws", "vg", "co", "mc"):
        declared = get_game(game).all_clauses()
        for term, clauses in definitions.table(game).items():
            assert ":" in term
            for c in clauses:
                assert f"definition {term}" in declared[c]


def test_a_condition_step_cites_the_definitions_its_wording_has(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The step that reads a condition and finds it not met cites the definitions the game's
    table gives the terms of that condition (here 「キャラ」, ``kind:character``, given a
    clause of the table for the test: without it, the step does not cite it)."""
    from ruling import definitions

    r = resolve(loads(WS_TEXT % 2))
    assert "2.3.2.1" not in r.decided_by
    table = dict(definitions.table("ws"))
    table["kind:character"] = ("2.3.2.1",)
    monkeypatch.setattr(definitions, "table", lambda game: table if game == "ws" else {})
    r = resolve(loads(WS_TEXT % 2))
    assert r.outcome["state"] == {"A.hand": 1}
    assert "2.3.2.1" in r.decided_by


ALARM = """
game: ws
title: an alarm whose condition is not met when its event happens
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: %d
    clock:
      - name: 鈴
        type: character
        level: 0
        color: BLUE
        text: "【自】 アラーム このカードがクロックの１番上にあり、あなたのレベルが2以上なら、あなたのターンの終わりに、あなたは1枚引く。"
      - {name: 底, type: character, color: RED}
    deck: 10
  B: {deck: 10}
actions:
  - {do: end_phase}
ask: [A.hand]
"""


def test_ws_alarm_condition_not_met_at_its_event_is_a_step() -> None:
    """10.1.1: the condition printed before an アラーム trigger is read when it triggers; unmet
    (level 1), the ability does not trigger and a step says so citing 10.1.1 — before, nothing
    was said and a ruling that it did not trigger could not cite why. Met (level 2), A draws."""
    r = resolve(loads(ALARM % 1 + "expect: {triggered: {鈴: 0}}\n"))
    assert r.outcome["state"] == {"A.hand": 0}
    assert "10.1.1" in r.decided_by
    steps = [s for lf in r.leaves for s in lf.trace.steps if s.event == "not_triggered"]
    assert any("10.1.1" in s.clauses for s in steps)
    r = resolve(loads(ALARM % 2))
    assert r.outcome["state"] == {"A.hand": 1}


BATTLE_OPPONENT = """
game: ws
title: a condition on the battle opponent, outside a battle
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    deck: 10
    stage:
      center_front:
        name: 剣士
        type: character
        level: 1
        power: 5000
        text: "【永】 このカードのバトル相手のレベルが0以上なら、このカードのパワーを＋1000。"
  B: {deck: 10}
actions: []
ask: [A.center_front.power]
"""


def test_ws_unmet_continuous_condition_cites_the_definition_of_its_wording() -> None:
    """Outside a battle the card has no 「バトル相手」 (7.2.1.5.1 defines it: the attacking and
    the defending character are each other's), so the condition is not met and the power stays
    as printed (8.3.3); the ruling cites the definition, from the game's table, beside 8.3.3."""
    r = resolve(loads(BATTLE_OPPONENT))
    assert r.outcome["state"] == {"A.center_front.power": 5000}
    assert {"8.3.3", "7.2.1.5.1"} <= set(r.decided_by)


VG_REAR_ATTACK = """
game: vg
title: a rear-guard attacks
turn: {player: A, number: 6, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 切り込み役, type: normal, grade: 2, power: 10000}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    right_front: {name: 狙われ役, type: normal, grade: 1, power: 8000}
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: B.right_front}
ask: [A.deck, A.hand]
"""


def test_vg_no_drive_check_for_a_rearguard_is_a_step() -> None:
    """10.6.1.2: a drive check is made when a vanguard attacks; a rear-guard attacking, none is
    made — the rule read to conclude that nothing happens is a step, and the ruling on A's deck
    and hand (untouched) cites it."""
    r = resolve(loads(VG_REAR_ATTACK))
    assert r.outcome["state"] == {"A.deck": 10, "A.hand": 0}
    assert "10.6.1.2" in r.decided_by


MC_ADVANCE = """
game: mc
title: a failed advance
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 10
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 戦士, type: unit, level: 2, attack: 2, defense: 3}
  B:
    deck: 10
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 岩男, type: unit, level: 2, attack: 1, defense: 4}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: advance, units: [戦士], to: c3, dice: {A: 5, B: 2}}
ask: [戦士.state]
"""


def test_mc_unit_already_acted_after_an_advance_is_a_step() -> None:
    """12.2.5.2.2: after an advance, success or failure, the advancing units that are unacted
    become acted; one that attacked (acted already, 9.1) has nothing to change — read, and a
    step says it stays acted, so the ruling on its state cites the clause."""
    r = resolve(loads(MC_ADVANCE))
    assert r.outcome["state"] == {"戦士.state": "rest"}
    assert "12.2.5.2.2" in r.decided_by


VG_TWO_ORDERS = """
game: vg
title: a second order in one main phase
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜剣士, type: normal, grade: 3, power: 13000}
    hand:
      - {name: 号令一, type: order, grade: 1, text: "あなたのヴァンガードを１枚選び、そのターン中、パワー＋5000。"}
      - {name: 号令二, type: order, grade: 1, text: "あなたのヴァンガードを１枚選び、そのターン中、パワー＋5000。"}
    deck: 10
  B:
    vanguard: {name: 騎士王, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: play_order, card: 号令一}
  - {do: play_order, card: 号令二, allowed: false}
ask: [号令二.zone]
"""


def test_vg_order_over_the_limit_cites_the_timing_that_allows_it_below_the_limit() -> None:
    """9.9.2.3: the turn fighter may play an order in the main phase while the orders played this
    turn are below the limit (1, 9.9.2.3.1): the second is refused, and the refusal cites the
    clause that makes it impossible, 9.9.2.3, beside the limit and the cancellation (11.8.2.1.1)."""
    r = resolve(loads(VG_TWO_ORDERS))
    assert r.outcome["rejected"] is True and r.outcome["state"] == {"号令二.zone": "A.hand"}
    assert {"9.9.2.3", "9.9.2.3.1", "11.8.2.1.1"} <= set(r.decided_by)
