"""mc round 58 (s55mcR): 8.3.7.5 gives back, after the simultaneous attacks, the effects 8.3.7.3
took away; damage dealt in that timing stays on the unit, and 11.3.1.2.1 reads it against the
defence the unit has back — a unit that lived through the attacks dies then, and its death cites
the step (8.3.7.5) its defence came back by. One that still lives does not cite it."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

_TURN = "{player: A, number: 8, phase: main}"
_LANCER = (
    "{name: 槍兵, type: unit, level: 2, attack: %d, defense: 4, text: "
    '"◎[イニシアチブ]鎧砕き\\n〈コスト:手札1枚破棄/対象:敵軍ユニット1体〉\\n対象を「防御力:-2」する。"}'
)


def _board(attack: int) -> str:
    a = mc_area("c2", "枯れ野", 6, _LANCER % attack)
    b = mc_area("c3", "古戦場", 6, "{name: 石像兵, type: unit, level: 2, attack: 2, defense: 4}")
    rest = (
        "actions:\n  - do: advance\n    units: [槍兵]\n    to: c3\n    dice: {A: 2, B: 2}\n"
        "    at_initiative:\n"
        "      - {do: use, player: A, card: 槍兵, target: 石像兵, cost_cards: [小石]}\n"
        "ask: [石像兵.zone]\n"
    )
    return mc_scenario(
        a=a,
        b=b,
        rest=rest,
        turn=_TURN,
        a_top="    deck: 15\n    hand: [{name: 小石, type: item}]\n",
    )


def test_damage_reaching_the_defence_given_back_kills_citing_8_3_7_5() -> None:
    r = resolve(loads(_board(3)))
    assert r.outcome["state"]["石像兵.zone"] == "B.discard"
    assert {"8.3.7.3", "8.3.7.5", "11.3.1.2.1"} <= set(r.decided_by)


def test_damage_below_the_defence_given_back_does_not_cite_8_3_7_5() -> None:
    r = resolve(loads(_board(1)))
    assert r.outcome["state"]["石像兵.zone"] == "B.field.c3"
    assert "8.3.7.5" not in r.decided_by
