"""mc round 49 (s46amb): 10.10.9 sets aside 「対抗連鎖での適切な対象」のルール — the name is 10.10.8's
chain condition, the number (10.10.3) the rule that only a proper target is declared and applied.
An [イニシアチブ] ability declared in the initiative timing on a unit its 〈対象:～〉's 「～」 leaves
out raises mc initiative_target_rule (both readings run: refused / declared, cost paid); a unit
that meets the 「～」 raises nothing."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    hand: [{name: 石, type: item}]
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - name: 呪術師
          type: unit
          level: 2
          attack: 1
          defense: 4
          text: "◎[イニシアチブ]竜縛り\\n〈コスト:手札1枚破棄/対象:「種族:ドラゴン」のユニット1体〉\\n対象に「イニシアチブ:-2」を付与する。"
  B:
    deck: 20
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 騎士, type: unit, level: 2, attack: 1, defense: 4, race: [RACE]}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - do: advance
    units: [呪術師]
    to: c3
    dice: {A: 3, B: 3}
    at_initiative:
      - {do: use, card: 呪術師, target: 騎士, cost_cards: [石]}
ask: [A.hand, A.discard]
"""


def _readings(r: object) -> dict[str, list[object]]:
    out: dict[str, list[object]] = {}
    for lf in r.leaves + r.alternates:  # type: ignore[attr-defined]
        for c in lf.choices:
            if c.reading:
                out.setdefault(c.option, []).append(lf)
    return out


def test_target_outside_its_description_runs_both_readings() -> None:
    r = resolve(loads(BOARD.replace("RACE", "ヒューマン")))
    got = _readings(r)
    assert {"chain_rule", "proper_rule"} <= set(got)
    pts = [c for lf in r.leaves + r.alternates for c in lf.choices if c.reading]  # type: ignore[attr-defined]
    assert {"10.10.9", "10.10.8", "10.10.3"} <= set(pts[0].clauses)
    # chain_rule: the declaration is refused, 石 stays in the hand; proper_rule: it is paid
    assert all(lf.outcome["state"]["A.hand"] == 1 for lf in got["chain_rule"])  # type: ignore[attr-defined]
    assert all(lf.outcome["state"]["A.discard"] == 1 for lf in got["proper_rule"])  # type: ignore[attr-defined]


def test_target_meeting_its_description_raises_nothing() -> None:
    r = resolve(loads(BOARD.replace("RACE", "ドラゴン")))
    assert not {"chain_rule", "proper_rule"} & set(_readings(r))
