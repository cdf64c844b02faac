"""Round 52 (s49vgE): 支配 (7.39) — a unit dominated by a fighter for a period.

「相手のリアガードを１枚選び、（そのターン中、）支配する」 makes the chosen rear-guard the
dominating fighter's unit for what the engine reads of "your units" (``_vg/dominate``):
- counted among the dominating fighter's rear-guards (7.39.2, 7.39.2.1), no longer among the
  original master's (7.39.1.1.1);
- in neither fighter's front or back row (7.39.3.3);
- in the dominating fighter's column facing it (7.39.3.1: the opponent's right is one's left);
- with no period printed, only while the effect resolves (7.39.1.2); a unit already dominated is
  not dominated again (7.39.1.1.2);
- moved to a zone not a circle, it goes to its owner's (7.39.4.1).
What is not built is refused (unsupported), never run silently wrong: a dominated unit with
abilities (7.39.2.3), an attack against a dominated unit, another period.
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.core import Unsupported
from ruling.resolve import check_expect
from ruling.scenario import ScenarioError
from tests.ruling.boards import cited, vg_run

TURN_TEXT = "相手のリアガードを1枚選び、そのターン中、支配する。"


def _board(
    a: str,
    b: str,
    text: str | None = TURN_TEXT,
    expect: str = "",
    more: str = "",
    bv: str = "    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n",
) -> Any:
    act = f'  - {{do: resolve_text, player: A, text: "{text}"}}\n' if text else ""
    acts = f"actions:\n{act}{more}" if act or more else "actions: []\n"
    body = f"players:\n  A:\n    deck: 10\n{a}  B:\n{bv}    deck: 10\n{b}{acts}" + (
        f"expect:\n  state: {{{expect}}}\n" if expect else ""
    )
    return vg_run(body)


def _vanguard(text: str) -> str:
    return f'    vanguard: {{name: 策士, type: normal, grade: 3, power: 13000, text: "{text}"}}\n'


PLAIN_V = "    vanguard: {name: 策士, type: normal, grade: 3, power: 13000}\n"
B_RIGHT = "    right_front: {name: 傭兵, type: normal, grade: 2, power: 10000}\n"
B_LEFT = "    left_front: {name: 傭兵, type: normal, grade: 2, power: 10000}\n"
REARS_2 = "【永】【(V)】：あなたのリアガードが2体以上なら、このユニットのパワー+5000。"
A_REAR = "    left_back: {name: 後詰, type: normal, grade: 1, power: 8000}\n"


@pytest.mark.parametrize(("text", "power"), [(TURN_TEXT, 18000), (None, 13000)])
def test_counted_among_the_dominating_fighters_units(text: str | None, power: int) -> None:
    """7.39.2.1: 後詰 and the dominated 傭兵 are two rear-guards of A; without the text, one."""
    r = _board(_vanguard(REARS_2) + A_REAR, B_RIGHT, text, f"策士.power: {power}")
    assert not check_expect(r)
    if text:
        assert {"7.39.1", "7.39.1.1", "7.39.2", "7.39.2.1"} <= cited(r)


@pytest.mark.parametrize(("text", "power"), [(TURN_TEXT, 13000), (None, 18000)])
def test_not_the_original_masters_unit(text: str | None, power: int) -> None:
    """7.39.1.1.1: B's only rear-guard, dominated by A, is not counted among B's."""
    bv = (
        "    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000, "
        'text: "【永】【(V)】：あなたのリアガードが1体以上なら、このユニットのパワー+5000。"}\n'
    )
    r = _board(PLAIN_V, B_RIGHT, text, f"騎士.power: {power}", bv=bv)
    assert not check_expect(r)
    if text:
        assert "7.39.1.1.1" in cited(r)


FRONT_3 = "【永】【(V)】：あなたの前列のユニットが3体以上なら、このユニットのパワー+5000。"
A_LEFT = "    left_front: {name: 先陣, type: normal, grade: 2, power: 10000}\n"
A_RIGHT = "    right_front: {name: 右翼, type: normal, grade: 2, power: 10000}\n"


def test_not_in_the_front_row() -> None:
    """7.39.3.3: 策士, 先陣 and the dominated 傭兵 (on a front-row circle of B) are two units of
    A's front row, not three; with A's own 右翼 there, three."""
    r = _board(_vanguard(FRONT_3) + A_LEFT, B_RIGHT, expect="策士.power: 13000")
    assert not check_expect(r)
    assert {"7.39.3", "7.39.3.3"} <= cited(r)
    r = _board(_vanguard(FRONT_3) + A_LEFT + A_RIGHT, B_RIGHT, expect="策士.power: 18000")
    assert not check_expect(r)


COLUMN = "【永】【(R)】：このユニットと同じ縦列にあなたの他のリアガードがいるなら、このユニットのパワー+5000。"


@pytest.mark.parametrize(("b", "power"), [(B_RIGHT, 15000), (B_LEFT, 10000)])
def test_in_the_dominating_fighters_column(b: str, power: int) -> None:
    """7.39.3.1: B's right column is A's left: 傭兵 there shares 先陣's column (A's left front);
    on B's left front it is in A's right column."""
    a = PLAIN_V + (
        f'    left_front: {{name: 先陣, type: normal, grade: 2, power: 10000, text: "{COLUMN}"}}\n'
    )
    r = _board(a, b, expect=f"先陣.power: {power}")
    assert not check_expect(r)
    if power == 15000:
        assert {"7.39.3", "7.39.3.1"} <= cited(r)


def test_no_period_only_while_the_effect_resolves() -> None:
    """7.39.1.2: 「支配する」 with no period: over when the effect has resolved — 策士 counts one
    rear-guard again."""
    r = _board(
        _vanguard(REARS_2) + A_REAR,
        B_RIGHT,
        "相手のリアガードを1枚選び、支配する。",
        "策士.power: 13000",
    )
    assert not check_expect(r)
    assert "7.39.1.2" in cited(r)


def test_retired_while_dominated_goes_to_its_owners_drop() -> None:
    """7.39.4.1: dominated, then retired by the same effect: to B's drop."""
    r = _board(
        PLAIN_V,
        B_RIGHT,
        "相手のリアガードを１枚選び、支配し、そのユニットを退却させる。",
        "傭兵.zone: B.drop, A.drop: 0",
    )
    assert not check_expect(r)
    assert {"7.39.4", "7.39.4.1"} <= cited(r)


def test_not_dominated_again() -> None:
    """7.39.1.1.2: B's 「支配する」 chooses among A's rear-guards the unit A dominates (A's unit,
    7.39.2): it is not dominated again — A still dominates it (7.39.1.1.1: not B's)."""
    more = f'  - {{do: resolve_text, player: B, text: "{TURN_TEXT}"}}\n'
    r = _board(PLAIN_V, B_RIGHT, more=more)
    assert "7.39.1.1.2" in cited(r)


WITH_ABILITY = (
    '    right_front: {name: 忠臣, type: normal, grade: 2, power: 10000, text: "【自】【(R)】：'
    'このユニットが退却した時、１枚引く。"}\n'
)


@pytest.mark.parametrize(
    ("b", "more", "why"),
    [
        # 7.39.2.3: its abilities played by the dominating fighter — not built
        # (its 【起】 and 【永】 run since round 61: test_vg_r61_dominated_abilities.py)
        (WITH_ABILITY, "", "a dominated unit with automatic abilities"),
        # an attack against a dominated unit — not built (one by a dominated unit runs since
        # round 62: test_vg_r62_dominated_attack.py)
        (
            B_RIGHT,
            "  - {do: attack, attacker: vanguard, target: 傭兵}\n",
            "an attack against a dominated unit",
        ),
    ],
)
def test_what_is_not_built_is_refused(b: str, more: str, why: str) -> None:
    with pytest.raises((ScenarioError, Unsupported), match=why):
        _board(PLAIN_V, b, more=more)
    # the neighbour: without the domination, the same board runs
    _board(PLAIN_V, b, None, more=more)


def test_another_period_is_refused_at_compile_time() -> None:
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vg")
    got = _abilities(
        "vg", "【起】【(V)】：相手のリアガードを１枚選び、そのバトル中、支配する。", None
    )
    assert got and not got[0].supported and "7.39.1.2.1" in got[0].reason


def test_this_turn_ends_with_the_turn() -> None:
    """「そのターン中、支配する」: the domination lasts to the end of the turn (11.3.1.2) — in force
    through the main phase, gone after the end phase."""
    from ruling.games._vg.dominate import DOMINATED

    r = _board(PLAIN_V, B_RIGHT)
    assert any(e.stat == DOMINATED for e in r.main.final.effects)
    r = _board(PLAIN_V, B_RIGHT, more="  - {do: end_phase}\n")
    assert not any(e.stat == DOMINATED for e in r.main.final.effects)
