"""Two value settings on one character (4.3.8 step 4, round 52, s49coC; co r32_011): 4.3.8 puts
「「0:5」の能力値を持つ」 and 「「1:1」の能力値を持つ」 both at step 4 and orders none of them (its
example orders step 3 only, by the controller). Raised as co.unsettled ``value_settings_order``
where the second setting comes into force: time order (the engine's: the later holds), or the
character's controller ordering them (its choice ``value_setting_last``)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {name: 騎士, type: character, ap: 2, dp: 2}
      - {name: 鎧, type: item, set_on: 騎士, text: "キャラクターにセット。セットされたキャラクターは「0:5」の能力値を持つ。"}
  B:
    hp: 20
    energy: 1
    deck: 10
    hand: [{name: 呪文, type: spell, cost: 1, text: "ターン終了時まで、対象のキャラクターは「%s」の能力値を持つ。"}]
actions:
  - {do: play, player: B, card: 呪文, target: 騎士}
%s
ask: [騎士.ap, 騎士.dp]
"""


def _run(values: str, choices: str = "") -> Any:
    return resolve(loads(BOARD % (values, choices), "t.yaml"))


def _raised(r: Any) -> bool:
    return any("4.3.8" in str(w) and "ambiguity" in str(w) for w in r.warnings())


def test_time_order_the_later_setting_holds() -> None:
    r = _run("1:1")
    assert (r.outcome["state"]["騎士.ap"], r.outcome["state"]["騎士.dp"]) == (1, 1)
    assert _raised(r)


def test_controller_orders_the_setting_in_force_last() -> None:
    choices = (
        "choices:\n  - {player: A, at: reading, choose: controller_orders}\n"
        "  - {player: A, at: value_setting_last, choose: 鎧}"
    )
    r = _run("1:1", choices)
    assert (r.outcome["state"]["騎士.ap"], r.outcome["state"]["騎士.dp"]) == (0, 5)


def test_controller_orders_the_new_setting_last() -> None:
    choices = (
        "choices:\n  - {player: A, at: reading, choose: controller_orders}\n"
        "  - {player: A, at: value_setting_last, choose: 呪文}"
    )
    r = _run("1:1", choices)
    assert (r.outcome["state"]["騎士.ap"], r.outcome["state"]["騎士.dp"]) == (1, 1)


def test_the_same_values_raise_nothing() -> None:
    r = _run("0:5")
    assert (r.outcome["state"]["騎士.ap"], r.outcome["state"]["騎士.dp"]) == (0, 5)
    assert not _raised(r)
