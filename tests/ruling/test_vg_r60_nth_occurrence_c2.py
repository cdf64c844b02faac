"""Round 60 (s57vgC2): 「このターン中にあなたのユニットがアタックしたのが２回目なら」 — the formal
noun の after a verb (「…したのが」, ``Word("occurrence")``) said to be the N-th (回目) of its kind:
the event that triggered the ability is the N-th such event this turn (「２回目以上」: the N-th or
a later one). Read as 「…した回数」 counts the acts (``conditions.counted_acts``), up to and with
the triggering event (``detail`` ``("upto", "trigger")``; 10.3.1.3: each attack begins a battle)."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import VG_ATTACK, vg_card_board, vg_card_run, zone_names

ARCHER = "right_front: {name: 弓兵, type: normal, grade: 1, power: 8000}"
NTH = "【自】【(R)】：このユニットがアタックした時、このターン中にあなたのユニットがアタックしたのが{nth}なら、【ソウルチャージ】(1)。"
ATTACK = "  - {{do: attack, attacker: {who}, target: vanguard}}"


def _attacks(*who: str) -> str:
    return "\n".join(ATTACK.format(who=w) for w in who)


@pytest.mark.parametrize(
    ("nth", "before", "charged"),
    [
        ("２回目", ("right_front",), 1),
        ("２回目", (), 0),  # the first attack this turn
        ("２回目", ("vanguard", "right_front"), 0),  # the third
        ("２回目以上", ("vanguard", "right_front"), 1),
        ("２回目以上", (), 0),
        ("１回目", (), 1),
    ],
)
def test_attack_is_the_nth(nth: str, before: tuple[str, ...], charged: int) -> None:
    r = vg_card_run(NTH.format(nth=nth), _attacks(*before, "left_front"), extra=ARCHER)
    assert len(zone_names(r, "A", "soul")) == charged


def test_nominaliser_is_typed() -> None:
    """「…したのが２回目なら」 types: a relative clause on the occasion, an ordinal predicate."""
    got = parse_card(NTH.format(nth="２回目"), "vg")
    assert got.card is not None and not got.unparsed
    cond = got.card.abilities[0].condition
    assert cond is not None
    subj = cond.clause.args[0].value
    assert [type(t).__name__ for t in subj.terms] == ["Relative", "Word"]
    assert subj.terms[1].id == "occurrence"
    assert cond.clause.args[1].value.terms[0].unit == "ordinal"


@pytest.mark.parametrize(
    ("nth", "charged"), [("１回目", 1), ("２回目", 1), ("３回目", 0), ("１回目以上", 2)]
)
def test_each_damage_check_counted(nth: str, charged: int) -> None:
    """A critical 2 attack: two damage checks (10.6.1), each its own trigger — the first is the
    first, the second the second."""
    text = "【自】【(R)】：相手がダメージチェックを行った時、このターン中に相手がダメージチェックを行ったのが{nth}なら、【ソウルチャージ】(1)。"
    board = vg_card_board(
        text.format(nth=nth), VG_ATTACK, opponent="{name: 騎士, grade: 3, power: 5000}"
    )
    r = resolve(loads(board.replace("power: 10000,", "power: 10000, critical: 2,"), "t.yaml"))
    assert len(zone_names(r, "A", "soul")) == charged


ATTACKED = "【自】【(V)】：アタックされた時、このターン中にあなたのユニットがアタックされたのが{nth}なら、【ソウルチャージ】(1)。"


@pytest.mark.parametrize(
    ("nth", "attacks", "charged"),
    [
        ("２回目", (("left_front", "vanguard"), ("right_front", "vanguard")), 1),
        ("２回目", (("left_front", "right_front"), ("right_front", "vanguard")), 1),
        ("２回目", (("left_front", "vanguard"),), 0),
        (
            "２回目以上",
            (("vanguard", "vanguard"), ("left_front", "vanguard"), ("right_front", "vanguard")),
            2,
        ),
        (
            "２回目",
            (("vanguard", "vanguard"), ("left_front", "vanguard"), ("right_front", "vanguard")),
            1,
        ),
    ],
)
def test_attacked_is_the_nth(nth: str, attacks: tuple[tuple[str, str], ...], charged: int) -> None:
    """The passive 「あなたのユニットがアタックされたのが」: the attacks on the fighter's units this
    turn, any of them (a rear-guard's too), counted up to the one that triggered it."""
    theirs = f'{{name: 騎士, grade: 3, power: 13000, text: "{ATTACKED.format(nth=nth)}"}}'
    actions = "\n".join(f"  - {{do: attack, attacker: {a}, target: {t}}}" for a, t in attacks)
    r = vg_card_run("", actions, extra=ARCHER, opponent=theirs)
    assert len(zone_names(r, "B", "soul")) == charged
