"""Locked cards (呪縛, 7.30): the state given by a scenario, what it takes from the card, the
card-text constructions that refer to it, and its end at the end phase (9.11.3)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """\
game: vg
title: t
turn: {player: B, number: 4, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 騎士, grade: 2, power: 10000}
    left_front: LOCKED
    deck: 10
  B:
    vanguard: {name: ギア, type: normal, grade: 3, power: 13000}
    right_front: {name: 剣, type: normal, grade: 2, power: 10000, text: "TEXT"}
    hand: [{name: 次, type: normal, grade: 2}]
    order_zone: ORDERS
    deck: 10
actions:
ACTIONS
"""
LOCKED = "{name: 呪, type: normal, grade: 1, power: 8000, locked: true}"
FREE = "{name: 呪, type: normal, grade: 1, power: 8000}"


def _run(text: str, actions: str, locked: bool = True, orders: str = "[]"):  # type: ignore[no-untyped-def]
    src = (
        BOARD.replace("LOCKED", LOCKED if locked else FREE)
        .replace("TEXT", text)
        .replace("ORDERS", orders)
        .replace("ACTIONS", actions)
    )
    return resolve(loads(src, "t.yaml"))


def test_a_locked_card_is_face_down_and_no_unit() -> None:
    """7.30.1.1, 7.30.1.2: face down, no information; its circle is no rear-guard circle."""
    r = _run("", "  - {do: call, card: 次, circle: right_back, superior: true}")
    a = r.main.final.players["A"]
    (c,) = a.zones["field.left_front"]
    assert c.face_up is False and c.states.get("locked")


def test_no_call_onto_a_locked_circle() -> None:
    """4.9.2.5, 4.9.2.7: a circle with a locked card is a locked circle, not a rear-guard one."""
    src = f"""\
game: vg
title: t
turn: {{player: A, number: 4, phase: main, first_player: A}}
players:
  A:
    vanguard: {{name: 騎士, grade: 2}}
    left_front: {LOCKED}
    hand: [{{name: 次, type: normal, grade: 2}}]
    deck: 10
  B: {{vanguard: {{name: ギア, grade: 2}}, deck: 10}}
actions:
  - {{do: call, card: 次, circle: left_front}}
"""
    r = resolve(loads(src, "t.yaml"))
    rejected = [r.main.trace.steps[i] for i in r.main.rejected]
    # the main phase's normal call is to a rear-guard circle (9.9.2.1)
    assert any({"4.9.2.7", "9.9.2.1"} <= set(s.clauses) for s in rejected)
    assert [c.name for c in r.main.final.players["A"].zones["field.left_front"]] == ["呪"]
    sup = resolve(loads(src.replace("left_front}", "left_front, superior: true}"), "t.yaml"))
    refused = [sup.main.trace.steps[i] for i in sup.main.rejected]
    assert refused and all("9.9.2.1" not in s.clauses for s in refused)  # a superior call
    ok = resolve(loads(src.replace("circle: left_front}", "circle: right_front}"), "t.yaml"))
    assert [c.name for c in ok.main.final.players["A"].zones["field.right_front"]] == ["次"]


def test_locked_card_exists_condition_on_a_continuous_ability() -> None:
    """「いずれかの呪縛カードがあるなら」: a locked card of either fighter (7.30.1.2)."""
    text = "【永】【(R)】：いずれかの呪縛カードがあるなら、このユニットのパワー＋5000。"
    act = "  - {do: attack, attacker: right_front}"
    hit = _run(text, act)  # 15000 against 10000: a hit
    assert len(hit.main.final.players["A"].zones["damage"]) == 1
    assert "7.30.1.2" in hit.main.decided_by or any(
        "7.30.1.2" in s.clauses for s in hit.main.trace.steps
    )
    same = _run(text, act, locked=False)  # 10000 against 10000: still a hit (>=)
    assert len(same.main.final.players["A"].zones["damage"]) == 1
    assert not any("7.30.1.2" in s.clauses for s in same.main.trace.steps)


def test_either_a_locked_card_or_an_order_in_a_zone() -> None:
    """「Aか、ZにBがあるなら」: there is A, or there is B in Z — either suffices."""
    text = (
        "【自】：このユニットがアタックした時、いずれかの呪縛カードか、"
        "あなたのオーダーゾーンにセットオーダーがあるなら、１枚引く。"
    )
    act = "  - {do: attack, attacker: right_front}"
    hand = lambda r: len(r.main.final.players["B"].zones["hand"])  # noqa: E731
    assert hand(_run(text, act)) == 2  # a locked card
    order = "[{name: 令, type: set_order}]"
    assert hand(_run(text, act, locked=False, orders=order)) == 2  # a set order
    assert hand(_run(text, act, locked=False)) == 1  # neither


def test_a_locked_card_is_unlocked_at_its_fighters_end_phase() -> None:
    """9.11.3: the turn fighter's locked cards turn face up, standing, no longer locked."""
    board = BOARD.replace("turn: {player: B", "turn: {player: A")
    src = (
        board.replace("LOCKED", LOCKED)
        .replace("TEXT", "")
        .replace("ORDERS", "[]")
        .replace("ACTIONS", "  - {do: end_phase}")
    )
    r = resolve(loads(src, "t.yaml"))
    (c,) = r.main.final.players["A"].zones["field.left_front"]
    assert c.face_up is True and not c.states.get("locked")
    assert any("9.11.3" in s.clauses for s in r.main.trace.steps)
