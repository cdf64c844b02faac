"""Round 50 (s47vgC), issue 12: an attack named with what it is made on, its doer described in
full — 「あなたの他のユニットのヴァンガードへのアタックがヒットしなかった時」 (「XのYへのアタック」 read
as 「Xのアタックが Y に」, 10.7.1.6.1: the unit attacked; 10.7.1.7: not hit), 「このユニットがブースト
したユニットのヴァンガードへのアタック」 (the clause describes the noun it stands before: the unit
this one boosted, 10.4.1.12), 「このユニットのブーストしたアタック」 (the same as 「このユニットが
ブーストしたアタック」), 「ブーストされたユニットのアタックがヴァンガードにヒットした時」 in the battle
this unit boosted. Each on a small board: what fires, what does not."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

OTHER = (
    "【自】【(R)】：あなたの他のユニットのヴァンガードへのアタックがヒットしなかった時、１枚引く。"
)
BOOSTED_UNIT = (
    "【自】【(R)】：このユニットがブーストしたユニットのヴァンガードへのアタックがヒットしなかった時、"
    "１枚引く。"
)
BOOSTED_ACT = "【自】【(R)】：このユニットのブーストしたアタックがヴァンガードにヒットしなかった時、１枚引く。"
IN_BATTLE = (
    "【自】【(R)】：このユニットがブーストしたバトル中、ブーストされたユニットのアタックがヴァンガードに"
    "ヒットした時、１枚引く。"
)


def _trigger(text: str):  # type: ignore[no-untyped-def]
    return compile_ability(parse_card(text, "vg").card.abilities[0]).trigger


def test_the_readings() -> None:
    t = _trigger(OTHER)
    assert (t.event, t.role) == ("not_hit", "attack")
    assert t.subject.owner == "you" and t.subject.other and t.subject.kinds == ("unit",)
    assert t.target.kinds == ("vanguard",)
    b = _trigger(BOOSTED_UNIT)
    assert (b.event, b.role, b.target.kinds) == ("not_hit", "attack", ("vanguard",))
    assert b.subject.states == ("boosted",) and b.subject.partner.ref == "this"
    a = _trigger(BOOSTED_ACT)
    assert (a.event, a.role, a.subject.ref, a.target.kinds) == (
        "not_hit",
        "boost",
        "this",
        ("vanguard",),
    )
    i = _trigger(IN_BATTLE)
    assert (i.event, i.role, i.subject.states) == ("hit", "attack", ("boosted",))
    assert [k for k, _ in i.detail] == ["in_battle"]


def _board(text: str, circle: str, attack: str, opponent_power: int) -> str:
    """A's turn 5, battle phase: A's 竜 (vanguard, 13000), 剣士 (left front, 10000), 従者 (center
    back, 8000, a booster), and the unit with ``text`` on ``circle``; B's 騎士王 (vanguard,
    ``opponent_power``) and 槍兵 (right front, 1000)."""
    units = {
        "left_front": "{name: 剣士, type: normal, grade: 2, power: 10000}",
        "center_back": "{name: 従者, type: normal, grade: 1, power: 8000, skills: [boost]}",
    }
    holder = units[circle].replace("}", f', text: "{text}"}}')
    units[circle] = holder
    return (
        "game: vg\ntitle: t\nturn: {player: A, number: 5, phase: battle, first_player: A}\n"
        "players:\n  A:\n"
        "    vanguard: {name: 竜, grade: 3, power: 13000, critical: 1}\n"
        f"    left_front: {units['left_front']}\n"
        f"    center_back: {units['center_back']}\n"
        "    hand: []\n"
        "    deck: [{name: 山1, type: normal, grade: 1}, {name: 山2, type: normal, grade: 1}, 8]\n"
        f"  B:\n    vanguard: {{name: 騎士王, grade: 3, power: {opponent_power}}}\n"
        "    right_front: {name: 槍兵, type: normal, grade: 2, power: 1000}\n"
        "    deck: [{name: 従者, type: normal, grade: 1, trigger: none}, 9]\n"
        f"actions:\n  - {attack}\n"
    )


def _draws(body: str) -> int:
    r = resolve(loads(body, "t.yaml"))
    assert not unsupported(r), unsupported(r)
    return len([s for s in r.main.trace.steps if s.event == "draw" and "A draws" in s.en])


V_ATTACK = "{do: attack, attacker: vanguard, target: vanguard}"
V_ATTACK_BOOSTED = "{do: attack, attacker: vanguard, target: vanguard, boost: center_back}"
R_ATTACK = "{do: attack, attacker: left_front, target: vanguard}"
R_ON_REAR = "{do: attack, attacker: vanguard, target: right_front}"


@pytest.mark.parametrize(
    ("attack", "power", "draws"),
    [
        (V_ATTACK, 30000, 1),  # another unit's attack on the vanguard did not hit
        (V_ATTACK, 5000, 0),  # it hit
        (R_ON_REAR, 30000, 0),  # an attack on a rear-guard: no vanguard attacked
    ],
)
def test_another_units_attack_on_the_vanguard(attack: str, power: int, draws: int) -> None:
    assert _draws(_board(OTHER, "center_back", attack, power)) == draws


def test_its_own_attack_is_not_another_units() -> None:
    assert _draws(_board(OTHER, "left_front", R_ATTACK, 30000)) == 0


@pytest.mark.parametrize("text", [BOOSTED_UNIT, BOOSTED_ACT])
@pytest.mark.parametrize(
    ("attack", "power", "draws"),
    [(V_ATTACK_BOOSTED, 30000, 1), (V_ATTACK_BOOSTED, 5000, 0), (V_ATTACK, 30000, 0)],
)
def test_the_attack_it_boosted(text: str, attack: str, power: int, draws: int) -> None:
    """Boosted and missed: a draw; boosted and hit: none; not boosted: none (10.4.1.12)."""
    assert _draws(_board(text, "center_back", attack, power)) == draws


@pytest.mark.parametrize(
    ("attack", "power", "draws"),
    [(V_ATTACK_BOOSTED, 5000, 1), (V_ATTACK_BOOSTED, 30000, 0), (V_ATTACK, 5000, 0)],
)
def test_the_boosted_units_hit_in_its_battle(attack: str, power: int, draws: int) -> None:
    assert _draws(_board(IN_BATTLE, "center_back", attack, power)) == draws


NOT_YET = (
    "【自】【(R)】：このユニットがブーストした時、このターンにあなたのユニットのヴァンガードへのアタックが"
    "ヒットしていないなら、１枚引く。"
)


@pytest.mark.parametrize(("first_power", "draws"), [(30000, 1), (5000, 0)])
def test_no_attack_on_the_vanguard_has_hit_this_turn(first_power: int, draws: int) -> None:
    """剣士 attacks B's vanguard first (it hits when B's vanguard is at 5000); then 竜 attacks,
    boosted by 従者: 従者's ability draws only when no attack of A's units on a vanguard has hit
    this turn (10.7.1.6.1, the history of the turn)."""
    body = _board(NOT_YET, "center_back", R_ATTACK, first_power) + f"  - {V_ATTACK_BOOSTED}\n"
    assert _draws(body) == draws


def test_an_attack_on_a_rear_guard_that_hit_is_not_counted() -> None:
    body = _board(NOT_YET, "center_back", R_ON_REAR.replace("vanguard,", "left_front,"), 30000)
    body += f"  - {V_ATTACK_BOOSTED}\n"
    assert _draws(body) == 1
