"""Round 60 (s57vgC): 「このターン中に相手がダメージを受けている / 受けていないなら」 — whether the
fighter's vanguard received damage this turn (7.35.1), read back from the record of the turn as the
trigger 「相手がダメージを受けた時」 reads the event (the ``damaged`` mark: ``history_events``). The
mark is made where an ability reads it back as well as where one waits for it
(``autos.listens_for``). Also as the requirement 「この能力は、このターン中に相手がダメージを受けて
いないなら発動できない」 (7.15.1.2)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

DAMAGED = "【自】【(R)】：このユニットがアタックした時、このターン中に相手がダメージを受けて{form}なら、【ソウルチャージ】(1)。"
# A's vanguard 竜 (13000) attacks B's 騎士 (13000) and hits: one damage (10.7.1.6, 7.35.1)
V_HIT = "  - {do: attack, attacker: vanguard, target: vanguard}\n"
R_ATTACK = "  - {do: attack, attacker: left_front, target: vanguard}"


@pytest.mark.parametrize(
    ("form", "hit_first", "charged"),
    [("いる", True, 1), ("いる", False, 0), ("いない", True, 0), ("いない", False, 1)],
)
def test_damage_received_this_turn(form: str, hit_first: bool, charged: int) -> None:
    actions = (V_HIT if hit_first else "") + R_ATTACK
    r = run(DAMAGED.format(form=form), actions=actions)
    assert not unsupported(r)
    assert len(zone(r, "B", "damage")) == (1 if hit_first else 0) + 0  # 剣士 10000 misses
    assert len(zone(r, "A", "soul")) == charged


BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 占術師, grade: 3, power: 13000}
    drop: [{name: 剣士, grade: 2, power: 10000, text: "【起】【ドロップ】：【コスト】[【ソウルブラスト】(1)]することで、このカードを(R)にコールする。この能力は、このターン中に相手がダメージを受けていないなら発動できない。"}]
    soul: 2
    deck: 10
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: activate, card: 剣士, allowed: false}
expect:
  state: {A.soul: 2}
"""


def test_not_activated_before_any_damage() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "7.15.1.2" in cited(r)


POINTS = "【自】【(R)】：このユニットがアタックした時、このターン中に相手が２ダメージ以上受けていたなら、【ソウルチャージ】(1)。"
IN_BATTLE = (
    "【自】【(V)】：このユニットがアタックしたバトル終了時、そのバトル中に相手が２ダメージ以上"
    "受けていたなら、【ソウルチャージ】(1)。"
)


def _dragon(critical: int, text: str = "") -> str:
    return (
        f"{{name: 竜, type: normal, grade: 3, power: 13000, critical: {critical}"
        + (f', text: "{text}"' if text else "")
        + "}"
    )


@pytest.mark.parametrize(("critical", "charged"), [(1, 0), (2, 1)])
def test_damage_points_received_this_turn(critical: int, charged: int) -> None:
    """「２ダメージ以上受けていた」: the damage of the turn's events summed (7.35.1) — one hit of
    critical 2 deals two, one of critical 1 one."""
    r = run(POINTS, actions=V_HIT + R_ATTACK, vanguard=_dragon(critical))
    assert not unsupported(r)
    assert len(zone(r, "B", "damage")) == critical
    assert len(zone(r, "A", "soul")) == charged


@pytest.mark.parametrize(("critical", "charged"), [(1, 0), (2, 1)])
def test_damage_points_received_in_that_battle(critical: int, charged: int) -> None:
    r = run(IN_BATTLE, actions=V_HIT.rstrip("\n"), vanguard=_dragon(critical, IN_BATTLE))
    assert not unsupported(r)
    assert len(zone(r, "B", "damage")) == critical
    assert len(zone(r, "A", "soul")) == charged
