"""「…に『X』のAP分のダメージを与える」 (round 61, s58coO; issues 12, 14): the grammar reads
「[XのAP]分のダメージ」 (clause.lark LINK_MEASURE) as a count whose number is X's value
(``A.Count.value``), the AST 「XのAPと同じ点数のダメージ」 gives (test_co_r55_value_damage); the
co damage step deals as many points as that value of this card (4.2.10) as the step is done
(4.3.2.6, the value with the effects in force then, 4.3.8). VG's 「…のパワー分、増やす」 (the
particle 分 before a comma) is not this."""

from __future__ import annotations

from typing import Any

from grammar import ast as A
from grammar.parse import parse_card
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, co_ability

TEXT = "ターン終了時に、相手のデュエルマスターに『射手』のAP分のダメージを与える。"


def _body(text: str) -> Any:
    return parse_card(text, "co").card.abilities[0].effect.sentences[0].steps[0].body


def test_the_grammar_reads_a_count_given_by_a_value() -> None:
    body = _body("相手のキャラクター1体に、このキャラクターのDP分のダメージを与える。")
    assert isinstance(body, A.Action) and body.verb == "give"
    assert [a.role for a in body.args] == [A.Role.GOAL, A.Role.OBJECT]
    count = body.args[1].value.terms[0]
    assert isinstance(count, A.Count) and count.number is None and count.unit == "point"
    assert count.value.terms[-1] == A.Word("dp")


def test_the_same_ast_as_the_same_count() -> None:
    same = _body("相手のデュエルマスターに『射手』のAPと同じ点数のダメージを与える。")
    measured = _body("相手のデュエルマスターに『射手』のAP分のダメージを与える。")
    assert [a.role for a in same.args] == [a.role for a in measured.args]
    assert same.args[1].value.terms[0].value.terms == measured.args[1].value.terms[0].value.terms


def test_compiles_with_its_trigger_and_its_amount() -> None:
    ab = co_ability(TEXT)
    assert ab.supported, ab.reason
    (op,) = ab.program.ops
    assert (op.kind, op.who, op.amount, op.amount_of) == ("damage", "opponent_player", 1, "ap")


def test_a_value_of_another_card_is_refused() -> None:
    text = "相手のデュエルマスターに対象のキャラクターのAP分のダメージを与える。"
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


def test_the_particle_before_a_comma_is_unchanged() -> None:
    # VG 「…のパワー分、増やす」: 分 the particle of the step's measure (A.Role.MEASURE)
    ab = parse_card("このユニットのパワーを、そのユニットの元々のパワー分、増やす。", "vg")
    body = ab.card.abilities[0].effect.sentences[0].steps[0].body
    assert isinstance(body, A.Action)
    assert A.Role.MEASURE in [a.role for a in body.args]
