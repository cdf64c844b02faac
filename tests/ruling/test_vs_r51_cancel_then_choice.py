"""Round 51 (s48vsC), issue 12: a cancel whose text goes on after the cancel with a choice of its
master's own cards — 「相手の技を1つ選び、キャンセルする。あなたは自分のリタイヤを2枚選び、自分の控え室
に置く。」. The technique chosen is cancelled (12.1.1, 3.8.8), then the cancel's master does the rest
in the order written (8.1.1.5, 4.3.4): two retire cards chosen (8.5.4) go to the waiting room.
Before: refused as 「a cancel that does more than cancel one technique」 (any choice after the
cancel was taken for a second technique chosen; that one stays refused)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_ability, vs_program

_TEXT = (
    "{cancel}[手札][このカードをリタイヤ置場に置く]相手の技を1つ選び、キャンセルする。"
    "あなたは自分のリタイヤを2枚選び、自分の控え室に置く。"
)


def test_the_compiled_steps() -> None:
    prog = vs_program(_TEXT)
    assert prog.keyword == "cancel"
    kinds = [o.kind for o in prog.ops]
    assert kinds[:2] == ["choose", "cancel"] and "choose" in kinds[2:]


def test_a_second_cancel_stays_refused() -> None:
    ab = vs_ability(
        "{cancel}[手札][このカードをリタイヤ置場に置く]相手の技を1つ選び、キャンセルする。"
        "相手の技を1つ選び、キャンセルする。"
    )
    assert not ab.supported and "more than cancel one technique" in ab.reason


_BOARD = """
game: vs
title: t
turn: {player: A, number: 8, phase: ability}
players:
  A:
    deck: 10
    hand: 2
    ring: {name: 千早, level: 1, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, level: 1, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは1枚引く。"}}
  B:
    deck: 10
    retire: 3
    hand: [{name: 打消, level: 1, text: "%s"}]
    ring: {name: 美希, level: 1, ap: 2000, dp: 3000}
actions:
  - {do: use, card: 律子}
choices:
  - {player: B, at: cancel, choose: 打消}
ask: [A.hand, B.retire, B.waiting]
"""


def test_cancels_then_puts_two_retire_cards_away() -> None:
    r = resolve(loads(_BOARD % _TEXT.replace('"', '\\\\"')))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    st = r.outcome["state"]
    # 律子's draw cancelled; 3 retire + 打消 (its cost) - 2 put away
    assert (st["A.hand"], st["B.retire"], st["B.waiting"]) == (2, 2, 2)
    assert {"12.1.1", "8.1.1.5", "4.3.4"} <= set(r.decided_by)
