"""「あなたのリアガードを１枚選び、そのターン中、相手のカードの効果で選ばれない。」: no unit named, the
unit the step before chose cannot be chosen by its opponent's card effects for the period (7.50.2,
11.3.1.2) (round 63, s60vgC)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """\
game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 盾兵, type: normal, grade: 2, power: 9000}
    right_front: {name: 槍兵, type: normal, grade: 2, power: 9000}
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "%s"}
  - {do: resolve_text, player: B, text: "相手のリアガードを１枚選び、退却させる。"}
choices:
  - {player: A, at: choose, choose: 盾兵}
ask: [盾兵.zone, 槍兵.zone]
"""


def _cited(r: object) -> set[str]:
    return {c for s in r.main.trace.steps for c in s.clauses}  # type: ignore[attr-defined]


def test_the_unit_chosen_before_is_protected() -> None:
    r = resolve(
        loads(
            BOARD % "あなたのリアガードを１枚選び、そのターン中、相手のカードの効果で選ばれない。"
        )
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    # B's retire can choose only the other rear-guard: no branch on B's choice
    assert r.outcome["state"] == {"盾兵.zone": "A.field.left_front", "槍兵.zone": "A.drop"}
    assert "7.50.2" in _cited(r)


def test_said_with_the_unit_named_reads_alike() -> None:
    text = (
        "あなたのリアガードを１枚選び、そのターン中、そのユニットは相手のカードの効果で選ばれない。"
    )
    r = resolve(loads(BOARD % text))
    assert r.outcome["state"] == {"盾兵.zone": "A.field.left_front", "槍兵.zone": "A.drop"}
