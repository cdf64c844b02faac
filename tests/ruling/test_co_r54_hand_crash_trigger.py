"""「このカードが手札からクラッシュされたとき」 (round 54, s51coT; issue 12): a hand card crashed
(4.2.4 「手札にあるカードをクラッシュするとき…オーナーのダストボックスの一番上に置かれます」 — the
hand cut 3.7.3 here) triggers its own ability from the dustbox (4.3.6). When what it does fills
the hand above the limit again, 3.7.3 (「7枚になるまで」) is read two ways: a step done once, or a
result to reach (co.unsettled hand_cut_refilled, both run); a hand left at the limit raises no
point."""

from __future__ import annotations

from typing import Any

from tests.ruling.boards import co_ability, co_run, decided

SEED = "このカードが手札からクラッシュされたとき、あなたは山札からカードを1枚引く。"

BOARD = """turn: {player: A, number: 10, phase: end, step: action}
players:
  A:
    hp: 10
    deck: 10
    hand:
      - {name: 転生の種, type: event, cost: 1, text: "%s"}
      - %d
  B: {hp: 10, deck: 10}
actions:
  - {do: end_phase, from: action}
  - {do: turn_end}
choices:
  - {player: A, at: hand_limit, choose: 転生の種}
"""


def _hands(r: Any) -> dict[str | None, set[int]]:
    out: dict[str | None, set[int]] = {}
    for lf in r.leaves + r.alternates:
        opt = next((c.option for c in lf.choices if c.option in ("done_once", "until_limit")), None)
        out.setdefault(opt, set()).add(len(lf.final.players["A"].zones["hand"]))
    return out


def test_compiles_as_its_own_crash_from_the_hand() -> None:
    ab = co_ability(SEED, "event")
    assert ab.supported, ab.reason
    assert (ab.program.on, ab.program.whose) == ("crashed_from_hand", "this")


def test_the_hand_cut_crash_triggers_it_and_both_readings_run() -> None:
    r = co_run(BOARD % (SEED, 7))
    assert _hands(r) == {"done_once": {8}, "until_limit": {7}}
    assert {"4.2.4", "4.3.6", "3.7.3"} <= decided(r)
    assert len(r.main.final.players["A"].zones["deck"]) == 9


def test_a_hand_left_at_the_limit_raises_no_point() -> None:
    # the neighbour: a card with no ability of its crash is cut, the hand stays at 7, no draw
    r = co_run(BOARD % ("カードを1枚引く。", 7))
    assert _hands(r) == {None: {7}}
    assert len(r.main.final.players["A"].zones["deck"]) == 10
