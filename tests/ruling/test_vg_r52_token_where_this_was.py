"""vg 「…【コスト】[このユニットをソウルに置く]ことで、プラント・トークンを１枚、このユニットがいた(R)にコール
する。」 (round 52, s49vgD): the token is called (15.4.6.1) to the circle this unit was on when it left
(its last-known information, 11.13.1), as a card's call 「このユニットがいた(R)に」 reads it; the grammar
folds 「プラント・トークンを１枚、」 into the place's relative clause, lifted out as the step's object and
count. Before: a relative clause exist.past in a selector."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import ATTACK, run

TEXT = (
    "【自】【(R)】：このユニットがアタックしたバトル終了時、【コスト】[このユニットをソウルに置く]"
    "ことで、プラント・トークンを１枚、このユニットがいた(R)にコールする。"
)

PAY = "choices:\n  - {player: A, at: cost, choose: yes}"


def test_compiled_with_the_place_this_unit_was_on() -> None:
    get_game("vg")
    (ab,) = _abilities("vg", TEXT, None)
    assert ab.supported, ab.reason
    (two,) = _abilities("vg", TEXT.replace("１枚、", "２枚、"), None)
    assert not two.supported  # two tokens to one circle: not read


def test_the_token_goes_where_this_unit_was() -> None:
    """剣士 (left front) attacks; at the battle's end A pays the cost (剣士 to the soul) and a
    プラント token (appendix A1: power 5000) is called to the left front circle, not another."""
    r = run(TEXT, actions=ATTACK, choices=PAY)
    assert not unsupported(r)
    assert "剣士" in zone(r, "A", "soul")
    front = r.main.final.players["A"].zones["field.left_front"]
    assert [c.type for c in front] == ["token"] and front[0].name == "プラント"
    made = next(s for s in r.main.trace.steps if "15.4.6.1" in s.clauses and "トークン" in s.ja)
    assert "11.13.1" in made.clauses
    for other in ("right_front", "left_back", "right_back", "center_back"):
        assert r.main.final.players["A"].zones.get(f"field.{other}", []) == []


# 「他のあなたのリアガードが(R)から離れた時、プラント・トークンを１枚、そのユニットがいた(R)にコール
# する」: the circle the trigger's unit was on when it left (11.13.1)
THAT = (
    "【自】【(R)】：他のあなたのリアガードが(R)から離れた時、"
    "プラント・トークンを１枚、そのユニットがいた(R)にコールする。"
)
OTHER = "right_back: {name: 従者, type: normal, grade: 1, power: 7000}"
RETIRE_OTHER = (
    "  - {do: main_phase, actions: [{do: resolve_text, text: "
    '"あなたのリアガードを１枚選び、退却させる。", card: 剣士}]}'
)


@pytest.mark.parametrize("where", ["right_back", "left_back"])
def test_the_token_goes_where_the_unit_that_left_was(where: str) -> None:
    """従者 (on ``where``) is retired by an effect; 剣士's ability triggers on its leaving and the
    token is called to that circle, where 従者 last was (11.13.1); 剣士 stays."""
    get_game("vg")
    (ab,) = _abilities("vg", THAT, None)
    assert ab.supported, ab.reason
    pick = "choices:\n  - {player: A, at: choose, choose: 従者}"
    r = run(THAT, actions=RETIRE_OTHER, extra=OTHER.replace("right_back", where), choices=pick)
    assert not unsupported(r)
    assert "従者" in zone(r, "A", "drop")
    back = r.main.final.players["A"].zones[f"field.{where}"]
    assert [c.type for c in back] == ["token"]
    assert zone(r, "A", "field.left_front") == ["剣士"]
