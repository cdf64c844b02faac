"""「…に『X』のAPと同じ点数のダメージを与える」 (round 55, s52coG; issues 12, 14): the grammar reads
「[XのAPと同じ]点数」 as a count whose number is X's value (``A.Count.value``, as MC's 【…】枚), the
clause's other parts its own (the trigger 「ターン終了時に」, the goal); the co damage step deals as
many points as that value of this card (『X』: the card itself, 4.2.10) as the step is done
(4.3.2.6, the value with the effects in force then, 4.3.8)."""

from __future__ import annotations

from typing import Any

from grammar import ast as A
from grammar.parse import parse_card
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, co_ability

TEXT = "ターン終了時に、相手のデュエルマスターに『射手』のAPと同じ点数のダメージを与える。"


def test_the_grammar_reads_a_count_given_by_a_value() -> None:
    ab = parse_card(
        "相手のキャラクター1体に、このキャラクターのDPと同じ点数のダメージを与える。", "co"
    )
    body = ab.card.abilities[0].effect.sentences[0].steps[0].body
    roles = [a.role for a in body.args]
    assert roles == [A.Role.GOAL, A.Role.OBJECT]
    count = body.args[1].value.terms[0]
    assert isinstance(count, A.Count) and count.number is None and count.unit == "point"
    assert count.value.terms[-1] == A.Word("dp")


def test_compiles_with_its_trigger_and_its_amount() -> None:
    ab = co_ability(TEXT)
    assert ab.supported, ab.reason
    (op,) = ab.program.ops
    assert (op.kind, op.who, op.amount, op.amount_of) == ("damage", "opponent_player", 1, "ap")


def test_a_value_of_another_card_is_refused() -> None:
    text = "相手のデュエルマスターに対象のキャラクターのAPと同じ点数のダメージを与える。"
    assert not co_ability(text, "spell").supported


BOARD = """game: co
title: t
turn: {player: A, number: 6, phase: turn_end}
players:
  A:
    hp: 20
    deck: 10
    field: [{name: 射手, type: character, ap: 3, dp: 2, text: "%s"}]
  B: {hp: 20, deck: 10}
%s
actions:
  - {do: turn_end}
ask: [B.hp]
"""


def _run(effects: str = "") -> Any:
    return resolve(loads(BOARD % (TEXT, effects), "t.yaml"))


def test_the_damage_is_the_value_as_it_is_dealt() -> None:
    r = _run()
    assert r.outcome["state"]["B.hp"] == 17
    assert {"4.3.2.6", "4.3.8"} <= cited(r)


def test_a_modification_in_force_counts() -> None:
    eff = 'effects:\n  - {target: 射手, stat: ap, op: add, value: 2, source: "+2:+0"}'
    r = _run(eff)
    assert r.outcome["state"]["B.hp"] == 15
