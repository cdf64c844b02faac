"""A character whose own special ability is an immunity loses every special ability (4.3.8 step 1
against step 3; round 52, s49coC; co r46_028): co.unsettled ``immunity_lost_with_abilities`` is
raised where the loss comes into force, both readings run — the immunity lost with the abilities
(the engine's) or kept as decided at step 1."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {player: A, number: 7, phase: main}
players:
  A:
    hp: 10
    deck: 10
    hand: [{name: 火球, type: spell, cost: 0, text: "対象のキャラクター1体に2点のダメージを与える。"}]
    field:
      - {name: 術師, type: character, ap: 1, dp: 1, text: "『術師』をタップする:ターン終了時まで、対象のキャラクター1体はすべての特殊能力を失う。"}
  B:
    hp: 10
    deck: 10
    field: [{name: 聖女, type: character, ap: 1, dp: 2, text: "%s"}]
actions:
  - {do: activate, card: 術師, target: 聖女}
  - {do: play, card: 火球, target: 聖女}
%s
ask: [聖女.zone]
"""

IMMUNE = "『聖女』はスペルカードの効果を受けない。"


def _run(text: str, choices: str = "") -> Any:
    return resolve(loads(BOARD % (text, choices), "t.yaml"))


def _raised(r: Any) -> bool:
    return any("4.3.8.1" in str(w) and "ambiguity" in str(w) for w in r.warnings())


def test_lost_with_the_abilities_the_spell_applies() -> None:
    r = _run(IMMUNE)
    assert r.outcome["state"]["聖女.zone"] == "B.dustbox"
    assert _raised(r)


def test_step_one_holds_the_spell_does_nothing() -> None:
    r = _run(IMMUNE, "choices:\n  - {player: B, at: reading, choose: step_one_holds}")
    assert r.outcome["state"]["聖女.zone"] == "B.field"


def test_no_immunity_of_its_own_raises_nothing() -> None:
    r = _run("潜水")
    assert r.outcome["state"]["聖女.zone"] == "B.dustbox"
    assert not _raised(r)
