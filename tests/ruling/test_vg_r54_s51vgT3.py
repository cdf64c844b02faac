"""Round 54 (issue 12, s51vgT3): constructions of cards_r53's vg texts (development material
after their one scoring), each read on a minimal ability and run on a board."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import cited, unsupported, vg_card_run, zone_names


def _program(text: str) -> Any:
    get_game("vg")
    (a,) = _abilities("vg", text, None)
    assert a.supported, a.reason
    return a.program


# ---- 「…のアタックに相手がガードした時」: a guardian put on the guardian circle guards an attacked
# unit (10.4.1.10); the fighter named is its master, the attack named the battle's attacker

GUARD = "【自】【(R)】：{who}、【ソウルチャージ】(1)。"
THIS_ATTACK = "このユニットのアタックに相手がガードした時"
SHIELDS = (
    "{name: 騎士, grade: 2, power: 8000}\n    hand: [{name: 大盾, type: normal, grade: 1,"
    " shield: 10000}, {name: 小盾, type: normal, grade: 1, shield: 5000}]"
)


def test_the_guard_trigger_reads_the_fighter_and_the_attack() -> None:
    p = _program(GUARD.format(who="相手のヴァンガードのアタックにあなたがガードした時"))
    assert p.trigger.event == "guard"
    assert p.trigger.subject.owner == "you"
    assert p.trigger.target.owner == "opponent" and p.trigger.target.kinds == ("vanguard",)
    assert _program(GUARD.format(who="あなたがガードした時")).trigger.target is None


@pytest.mark.parametrize(
    ("attacker", "guard", "charged"),
    [
        ("left_front", "[大盾]", 1),  # this unit's attack guarded
        ("left_front", "[]", 0),  # not guarded: B passed (10.5.1.2.1)
        ("vanguard", "[大盾]", 0),  # another unit's attack guarded
        # each guardian guards an attacked unit (10.4.1.10): two called, two events
        ("left_front", "[大盾, 小盾]", 2),
    ],
)
def test_the_guard_trigger_on_a_board(attacker: str, guard: str, charged: int) -> None:
    r = vg_card_run(
        GUARD.format(who=THIS_ATTACK),
        f"  - {{do: attack, attacker: {attacker}, target: vanguard, guard: {guard}}}",
        opponent=SHIELDS,
    )
    assert not unsupported(r)
    assert len(zone_names(r, "A", "soul")) == charged
    if charged:
        assert {"10.4.1.10", "10.5.1"} <= cited(r)


def test_the_fighter_named_is_the_guardians_master() -> None:
    # 「あなたがガードした時」 on A's unit: B's guardians are not A's
    r = vg_card_run(
        GUARD.format(who="あなたがガードした時"),
        "  - {do: attack, attacker: left_front, target: vanguard, guard: [大盾]}",
        opponent=SHIELDS,
    )
    assert not unsupported(r)
    assert zone_names(r, "A", "soul") == []


# 「このユニットがブーストしたアタックに相手がガードした時」 (typed as two relative clauses in a
# row): the attack this unit boosted (10.4.1.12), its booster the battle's
BOOSTED_ATTACK = "このユニットがブーストしたアタックに相手がガードした時"
BOOSTER = (
    'left_back: {name: 従者, type: normal, grade: 1, power: 1000, skills: [boost], text: "%s"}'
)


# 「このユニットがブーストしたユニットのアタックにガードされた時」: the unit boosted is the attacking
# unit (10.4.1.12), its attack the one boosted; the passive names no fighter (any guardian)
BOOSTED_UNITS_ATTACK = "このユニットがブーストしたユニットのアタックにガードされた時"


def test_the_attack_boosted_is_the_boosters() -> None:
    p = _program(GUARD.format(who=BOOSTED_ATTACK))
    assert p.trigger.role == "boost" and p.trigger.target.ref == "this"
    q = _program(GUARD.format(who=BOOSTED_UNITS_ATTACK))
    assert q.trigger == replace(p.trigger, subject=None)


@pytest.mark.parametrize("who", [BOOSTED_ATTACK, BOOSTED_UNITS_ATTACK])
@pytest.mark.parametrize(("boost", "charged"), [(", boost: left_back", 1), ("", 0)])
def test_the_attack_boosted_guarded_on_a_board(who: str, boost: str, charged: int) -> None:
    r = vg_card_run(
        "",
        f"  - {{do: attack, attacker: left_front, target: vanguard, guard: [大盾]{boost}}}",
        opponent=SHIELDS,
        extra=BOOSTER % GUARD.format(who=who),
    )
    assert not unsupported(r)
    assert len(zone_names(r, "A", "soul")) == charged


# ---- 「この能力はあなたのドローフェイズには発動しない」: a sentence saying when the automatic
# ability does not trigger (7.15.1.3: 発動する, it becomes pending) — the trigger's time turned
# round (``during`` ``!you:draw``)

ADDED = "【自】【(R)】：あなたの手札にカードが加えられた時、【ソウルチャージ】(1)。"
NOT_IN_DRAW = "この能力はあなたのドローフェイズには発動しない。"


def test_the_time_it_does_not_trigger_in() -> None:
    p = _program(ADDED + NOT_IN_DRAW)
    assert p == replace(
        _program(ADDED), trigger=replace(_program(ADDED).trigger, during="!you:draw")
    )


@pytest.mark.parametrize(
    ("phase", "turn", "charged"),
    [("draw", "A", 0), ("main", "A", 1), ("draw", "B", 1)],
)
def test_the_time_it_does_not_trigger_in_on_a_board(phase: str, turn: str, charged: int) -> None:
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = (ADDED + NOT_IN_DRAW).replace('"', '\\"')
    r = resolve(
        loads(
            "game: vg\ntitle: t\n"
            f"turn: {{player: {turn}, number: 6, phase: {phase}, first_player: A}}\n"
            "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
            f'    left_front: {{name: 剣士, type: normal, grade: 2, power: 10000, text: "{text}"}}\n'
            "    deck: [{name: 山1, type: normal, grade: 1}, {name: 山2, type: normal, grade: 1}, 8]\n"
            "  B:\n    vanguard: {name: 騎士, grade: 3, power: 13000}\n    deck: 10\n"
            '    actions:\n  - {do: resolve_text, player: A, card: 剣士, text: "１枚引く。"}\n'.replace(
                "    actions", "actions"
            ),
            "t.yaml",
        )
    )
    assert not unsupported(r)
    assert len(zone_names(r, "A", "soul")) == charged


# ---- 「相手のリアガードの数がこのターン中にあなたがアタックした回数以下なら」: the grammar hangs
# 「相手のリアガードの数が」 on the relative clause before 回数; taken out and turned round, it is
# 「このターン中にあなたがアタックした回数が相手のリアガード以上なら」 (the turn's history against
# the cards of a place; each attack a battle, 10.3.1.3)

FEWER = (
    "【自】【(R)】：このユニットがアタックした時、相手のリアガードの数がこのターン中にあなたが"
    "アタックした回数以下なら、【ソウルチャージ】(1)。"
)


def test_the_count_against_the_acts_is_turned_round() -> None:
    c = _program(FEWER).cond
    assert c.what == "history" and c.cmp == "ge" and c.than.kinds == ("rearguard",)
    assert c.event.event == "attack" and c.event.subject.owner == "you"


VANGUARD_FIRST = "  - {do: attack, attacker: vanguard, target: vanguard}\n"
TWO_REARGUARDS = (
    "{name: 騎士, grade: 3, power: 13000}\n"
    "    left_front: {name: 弓兵, type: normal, grade: 1, power: 6000}"
)


@pytest.mark.parametrize(
    ("first", "opponent", "charged"),
    [
        ("", None, 1),  # 1 attack, 1 rear-guard
        ("", TWO_REARGUARDS, 0),  # 1 attack, 2 rear-guards
        (VANGUARD_FIRST, TWO_REARGUARDS, 1),  # 2 attacks, 2 rear-guards
    ],
)
def test_the_count_against_the_acts_on_a_board(
    first: str, opponent: str | None, charged: int
) -> None:
    board = {} if opponent is None else {"opponent": opponent}
    r = vg_card_run(
        FEWER, first + "  - {do: attack, attacker: left_front, target: vanguard}", **board
    )
    assert not unsupported(r)
    assert len(zone_names(r, "A", "soul")) == charged


# ---- 「このアタックがこのユニットのこのターン２回目のアタックなら」: the unit is attacking and its
# attacks this turn, this one among them, number 2 (each attack a battle, 10.3.1.3)

NTH = "【自】【(R)】：このユニットがアタックした時、このアタックがこのユニットのこのターン{n}のアタックなら、【ソウルチャージ】(1)。"
TWICE = (
    "  - {do: attack, attacker: left_front, target: vanguard}\n"
    '  - {do: resolve_text, player: A, card: 剣士, text: "このユニットを【スタンド】する。"}\n'
    "  - {do: attack, attacker: left_front, target: vanguard}"
)


ONCE = "  - {do: attack, attacker: left_front, target: vanguard}"


def test_the_units_numbered_attack() -> None:
    c = _program(NTH.format(n="２回目")).cond
    assert c.what == "and"
    assert c.parts[0].filt.states == ("attacking",)
    assert (c.parts[1].what, c.parts[1].cmp, c.parts[1].n) == ("history", "eq", 2)
    assert _program(NTH.format(n="２回目以降")).cond.parts[1].cmp == "ge"


@pytest.mark.parametrize(
    ("n", "actions", "charged"),
    [("２回目", TWICE, 1), ("１回目", TWICE, 1), ("３回目", TWICE, 0), ("２回目", ONCE, 0)],
)
def test_the_units_numbered_attack_on_a_board(n: str, actions: str, charged: int) -> None:
    r = vg_card_run(NTH.format(n=n), actions)
    assert not unsupported(r)
    assert len(zone_names(r, "A", "soul")) == charged
