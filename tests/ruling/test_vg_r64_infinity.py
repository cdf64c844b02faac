"""∞ (17.17.12, round 64, s61vgR2): 「パワーを∞にする」 makes the number 0 in the ∞ state
(17.17.12.1); numbers added or taken away change the number (17.17.12.2); a value set to a number
afterwards is no longer ∞ (17.17.12.3); a value made the same as an ∞ one is ∞ with its number
(17.17.12.1.1); an ∞ value is greater than any value not ∞, two ∞ compare their numbers
(17.17.12.4). A power in the ∞ state reads ``∞`` / ``∞+8000`` in ``expect.state``."""

from __future__ import annotations

import pytest

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card

INF_AUTO = "【自】(V)：アタックした時、そのバトル中、このユニットのパワーを∞にする。"
INF_CONT = "【永】(V)：相手のターン中、このユニットのパワーを∞にする。"

BOARD = """
game: vg
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    vanguard: {{name: 甲, type: normal, grade: 3, power: 13000, nation: バディファイト, text: "{a_text}"}}
    left_front: {{name: 写, type: normal, grade: 2, power: 9000, text: "{r_text}"}}
    center_back: {{name: 後, type: normal, grade: 1, power: 8000, skills: [boost]}}
    deck: [{{name: 山, type: normal, grade: 1, trigger: none}}, 10]
  B:
    vanguard: {{name: 乙, type: normal, grade: 3, power: 13000, nation: バディファイト, text: "{b_text}"}}
    right_front: {{name: 兵, type: normal, grade: 2, power: 10000}}
    hand:
      - {{name: 盾一, type: normal, grade: 1, shield: 10000}}
      - {{name: 盾二, type: normal, grade: 1, shield: 20000}}
    damage: 2
    deck: [{{name: 札, type: normal, grade: 1, trigger: none}}, 10]
actions:
{actions}
expect:
  state:
{state}
"""


def _run(
    actions: str, state: str, a_text: str = "", b_text: str = "", r_text: str = ""
) -> tuple[list[str], list[str]]:
    r = resolve(
        loads(
            BOARD.format(a_text=a_text, b_text=b_text, r_text=r_text, actions=actions, state=state)
        )
    )
    return check_expect(r), list(r.decided_by)


ATTACK = "  - {do: attack, player: A, attacker: vanguard, target: B.vanguard, guard: [盾一, 盾二]}"


def test_infinity_beats_any_guard() -> None:
    probs, by = _run(ATTACK, "    B.damage: 3", a_text=INF_AUTO)
    assert probs == []
    assert {"17.17.12.1", "17.17.12.4"} <= set(by)


def test_neighbour_without_infinity_no_hit() -> None:
    probs, by = _run(ATTACK, "    B.damage: 2")
    assert probs == []
    assert "17.17.12.4" not in by


def test_infinity_against_infinity_compares_numbers() -> None:
    # A: ∞ + boost 8000; B: ∞ + shield 10000 → 8000 < 10000: no hit
    act = (
        "  - {do: attack, player: A, attacker: vanguard, target: B.vanguard, boost: center_back,"
        " guard: [盾一]}"
    )
    probs, by = _run(act, "    B.damage: 2", a_text=INF_AUTO, b_text=INF_CONT)
    assert probs == []
    assert {"17.17.12.2", "17.17.12.4"} <= set(by)
    # with the 20000 shield too: still no hit; with no guard: 8000 ≥ 0, a hit
    act = "  - {do: attack, player: A, attacker: vanguard, target: B.vanguard, boost: center_back}"
    probs, _by = _run(act, "    B.damage: 3", a_text=INF_AUTO, b_text=INF_CONT)
    assert probs == []


def test_infinity_reads_in_state() -> None:
    probs, by = _run("  - {do: draw, player: A}", "    乙.power: ∞", b_text=INF_CONT)
    assert probs == [], probs
    assert "17.17.12.1" in by


def test_set_equal_to_infinity_is_infinity() -> None:
    same = (
        "【起】(R)：そのターン中、このユニットのパワーを相手のヴァンガードのパワーと同じ値にする。"
    )
    acts = (
        "  - {do: activate, player: A, card: 写}\n"
        "  - {do: attack, player: A, attacker: left_front, target: B.right_front}"
    )
    probs, by = _run(acts, "    B.right_front: empty", b_text=INF_CONT, r_text=same)
    assert probs == [], probs
    assert {"17.17.12.1.1", "17.17.12.4"} <= set(by)
    # the same value as a power not ∞: that number (13000 ≥ 10000: a hit all the same)
    probs, by = _run(acts, "    B.right_front: empty", r_text=same)
    assert probs == [], probs
    assert "17.17.12.1.1" not in by


def test_number_set_over_infinity_ends_it() -> None:
    five = "【自】(V)：このユニットがアタックされた時、そのバトル中、アタックしているユニットのパワーを5000にする。"
    act = "  - {do: attack, player: A, attacker: vanguard, target: B.vanguard}"
    probs, by = _run(act, "    B.damage: 2", a_text=INF_AUTO, b_text=five)
    assert probs == [], probs
    assert "17.17.12.3" in by


@pytest.mark.parametrize(
    "text",
    [
        "【自】(V)：アタックした時、そのバトル中、このユニットのクリティカルを∞にする。",
        "【自】(V)：アタックした時、そのバトル中、このユニットの元々のパワーを∞にする。",
    ],
)
def test_other_values_made_infinity_stay_refused(text: str) -> None:
    ab = abilities_of("vg", Card(uid="x", name="x", owner="A", text=text))[0]
    assert not ab.supported
