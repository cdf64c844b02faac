"""Round 62 (s59vgR2): gauges.

- 「そのターン中、あなたは時刻印ゲージを持てる」 in an effect: the permission of 7.40.7 as a continuous
  effect for the period (11.3.1.2); the player's gauge is put (7.40.7.2) and, the effect gone at
  the end phase (9.11.9), the illegal-gauge process sends it to the drop (13.9.2);
- 「…トークンを…プラントゲージとして置く」 (7.40.5): the token gets the gauge zone as a valid zone
  (15.2.4.1), not erased there; dropped by 13.9.1 when its unit leaves, it is erased in the drop at
  once (15.2.4.2.1: the drop is still an erase zone).
"""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import cited, vg_run, zone_names

PERMIT = "そのターン中、あなたは時刻印ゲージを持てる。あなたの山札の上から２枚を、時刻印ゲージとして置く。"
BOARD = """players:
  A:
    vanguard: {name: 竜騎士, grade: 3, power: 13000}
    left_front: {name: 庭師, type: normal, grade: 1, power: 8000}
    right_front: {name: プラント, type: token, grade: 0, power: 5000}
    deck: [{name: 山1}, {name: 山2}, 8]
  B:
    vanguard: {name: 重騎士, grade: 3, power: 13000}
    deck: 10
actions:
"""


def test_the_permission_compiles_with_its_period() -> None:
    get_game("vg")
    (a,) = _abilities("vg", "そのターン中、あなたは時刻印ゲージを持てる。", None)
    assert a.supported, a.reason
    (op,) = a.program.steps
    assert (op.verb, op.name, op.until) == ("may_have_gauge", "時刻印", "turn")


def test_a_permission_with_no_period_is_not_read() -> None:
    get_game("vg")
    (a,) = _abilities("vg", "あなたは時刻印ゲージを持てる。", None)
    assert not a.supported


def test_the_gauge_is_put_and_dropped_when_the_effect_ends() -> None:
    r = vg_run(
        BOARD
        + f'  - {{do: resolve_text, player: A, text: "{PERMIT}"}}\n'
        + "  - {do: check, state: {A.gauge: 2}}\n"
        + "  - {do: end_phase}\n"
    )
    assert zone_names(r, "A", "drop") == ["山1", "山2"]
    assert {"7.40.7.2", "13.9.2"} <= cited(r)


def test_without_the_permission_nothing_is_put() -> None:
    text = "あなたの山札の上から２枚を、時刻印ゲージとして置く。"
    r = vg_run(BOARD + f'  - {{do: resolve_text, player: A, text: "{text}"}}\n')
    assert zone_names(r, "A", "gauge") == []
    assert "7.40.7.1" in cited(r)


def test_a_plant_gauge_token_stays_in_the_gauge_and_is_erased_in_the_drop() -> None:
    r = vg_run(
        BOARD
        + "  - {do: gauge, card: プラント, of: 庭師, name: プラント}\n"
        + "  - {do: check, state: {A.gauge: 1}}\n"
        + "  - {do: retire, card: 庭師}\n"
    )
    assert zone_names(r, "A", "gauge") == []
    assert zone_names(r, "A", "drop") == ["庭師"]
    assert {"7.40.5", "13.9.1", "15.2.4.2.1"} <= cited(r)


def test_a_token_put_as_another_gauge_is_erased_in_the_gauge() -> None:
    r = vg_run(BOARD + "  - {do: gauge, card: プラント, of: 庭師, name: 時刻印}\n")
    assert zone_names(r, "A", "gauge") == []
    assert "7.40.5" not in cited(r)
