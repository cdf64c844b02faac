"""mc (round 56, s53mcC): conditions joined as clauses — 「XがYであり、(かつ)ZがWの場合」 (the
copula's continuative 「であり、」, then the connector 「かつ」: both hold, 4.7.7). The grammar types
the joined clauses as one ``and`` condition (``grammar.parse._chain``); the card-text compiler
reads each clause as the condition it is alone (``cardtext._conjoined``) and joins them only when
all are read on one card (the target, 「このユニット」, or the ability's own card); a condition
about the game joined to one about the target is refused."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import main_state, mc_run


def _condition(cond: str) -> object:
    text = f"○テスト\n〈対象:このユニット〉\n{cond}場合、対象を「攻撃力:+2」する。"
    (a,) = _abilities("mc", text, "unit")
    return a


def test_the_grammar_types_the_joined_clauses() -> None:
    card = parse_card(
        "○テスト\n〈対象:このユニット〉\n自軍が進軍側であり、かつ対象が行動完了の場合、対象を「攻撃力:+2」する。",
        "mc",
    ).card
    clause = card.abilities[0].condition.clause
    assert clause.verb == "and" and len(clause.args) == 2
    first = clause.args[0].value.terms[0].clause
    assert first.verb == "be" and first.form.value == "continuative"


@pytest.mark.parametrize("link", ["、かつ", "、"])
def test_two_conditions_on_the_target(link: str) -> None:
    get_game("mc")
    a = _condition(f"対象が「種族:ビースト」であり{link}対象が行動完了の")
    assert a.supported, a.reason
    assert a.program.condition == ("and", (("species", ("ビースト",)), ("acted", (True,))))


def test_a_game_condition_joined_to_a_target_condition_is_refused() -> None:
    get_game("mc")
    a = _condition("この戦闘で自軍が進軍側であり、かつ対象が「種族:ビースト」の")
    assert not a.supported and "different cards" in a.reason


_TEXT = (
    "○追い風\\n〈対象:このユニット〉\\n自軍が進軍側であり、かつこの地形に「種族:ビースト」の"
    "ユニットが存在しない場合、対象を「攻撃力:+2」する。"
)


def _attack(turn: str, beast: bool) -> int:
    other = "        - {name: 狼, type: unit, race: ビースト, level: 1, attack: 1, defense: 1}\n"
    r = mc_run(
        f"turn: {{player: {turn}, number: 5, phase: main}}\nplayers:\n  A:\n    deck: 20\n"
        "    field:\n      c1: [{name: 本陣, type: terrain, hq: true}]\n      c2:\n"
        "        - {name: 平原, type: terrain, limit: 8}\n"
        "        - {name: 騎士, type: unit, race: ヒューマン, level: 2, attack: 1, defense: 3, "
        f'text: "{_TEXT}"}}\n' + (other if beast else "") + "  B:\n    deck: 20\n"
        "    field: {c4: [{name: 本陣, type: terrain, hq: true}]}\nask: [騎士.attack]\n"
    )
    return int(main_state(r, "騎士.attack"))


def test_both_parts_hold_on_the_board() -> None:
    """A's turn (A is 進軍側, 1.3.7) and no beast on 騎士's terrain: +2; a beast there, or B's
    turn: neither part is enough alone."""
    assert _attack("A", beast=False) == 3
    assert _attack("A", beast=True) == 1
    assert _attack("B", beast=False) == 1
