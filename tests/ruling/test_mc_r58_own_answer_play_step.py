"""mc round 58 (s55mcR): the play step an answer is declared in — after a declaration its
declarer's opponent is given one (10.1.10), then the declarer (10.1.11). The attacking side
answering its own attack answers in 10.1.11's step; the defending side's answer is in 10.1.10's."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

_TURN = "{player: A, number: 9, phase: main}"
_CHARGE = '"◎[対抗:攻撃限定]突撃\\n〈コスト:手札1枚破棄/対象:このユニット〉\\n対象に「攻撃力:+2」を付与する。"'


def _board(who: str) -> str:
    a = mc_area(
        "c2",
        "丘陵",
        7,
        f"{{name: 重騎兵, type: unit, level: 3, attack: 4, defense: 5, text: {_CHARGE}}}",
    )
    b = mc_area(
        "c3",
        "見張り台",
        6,
        f"{{name: 前衛兵, type: unit, level: 1, attack: 1, defense: 9, text: {_CHARGE}}}",
    )
    card = "重騎兵" if who == "A" else "前衛兵"
    side = "answer_first_attack"
    rest = (
        "actions:\n  - do: advance\n    units: [重騎兵]\n    to: c3\n    dice: {A: 5, B: 2}\n"
        f"    {side}:\n"
        f"      - {{do: use, player: {who}, card: {card}, target: {card}, cost_cards: [折れ槍]}}\n"
        f"ask: [{card}.attack, {who}.discard]\n"
    )
    hand = "    deck: 14\n    hand: [{name: 折れ槍, type: item}]\n"
    return mc_scenario(
        a=a, b=b, rest=rest, turn=_TURN, a_top=hand, b_top=hand if who == "B" else "    deck: 14\n"
    )


def test_the_attacker_answering_its_own_attack_is_in_10_1_11_s_step() -> None:
    r = resolve(loads(_board("A")))
    assert r.outcome["state"]["A.discard"] == 1
    assert "10.1.11" in r.decided_by and "10.1.10" not in r.decided_by


def test_the_defender_answering_the_attack_is_in_10_1_10_s_step() -> None:
    r = resolve(loads(_board("B")))
    assert r.outcome["state"]["B.discard"] == 1
    assert "10.1.10" in r.decided_by and "10.1.11" not in r.decided_by
