"""co round 50 (s47scope), issue 12: a 「…なら」 governs exactly what it governs. 「Xなら、AしBする」:
the condition a sentence opens with holds every step of that sentence (the shared
``ir.sentence_held``), read once as A is reached (4.3.2.6: the text done in order) — not met,
neither A nor B is done; met, both are, even when A changed what X reads. A condition in the
middle of a sentence (「AしXならBする」) holds what follows it only; the next sentence is not under
it. Before: the condition was A's only — B (the energy) was gained with X false."""

from __future__ import annotations

import pytest

from ruling.games._co.cardtext import UNDER
from tests.ruling.boards import co_ability, co_run, decided, main_state

# X opening the second sentence, two steps under it
WHOLE = (
    "あなたは山札からカードを1枚引く。そのあと、あなたの手札が2枚以下なら、あなたは山札から"
    "カードを1枚引き、1エネルギーを得る。"
)
# X in the middle of a sentence: the draw before it is not under it
MIDDLE = "あなたは山札からカードを1枚引き、あなたの手札が2枚以下なら、1エネルギーを得る。"
# X opening a sentence of its own (not the text's first: that is the ability's condition, read
# over the whole text): the next sentence is not under it
NEXT = (
    "あなたは山札からカードを1枚引く。あなたの手札が2枚以下なら、1エネルギーを得る。そのあと、"
    "あなたは山札からカードを1枚引く。"
)

BOARD = """
turn: {{player: A, number: 9, phase: main}}
players:
  A:
    hp: 20
    energy: 0
    deck: 10
    hand:
      - {{name: 試練, type: spell, cost: 0, text: "{text}"}}
{more}
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: play, card: 試練}}
ask: [A.hand, A.energy]
"""


def _run(text: str, others: int) -> tuple[int, int, object]:
    more = "".join(f"      - {{name: 札{k}, type: spell, cost: 9}}\n" for k in range(others))
    r = co_run(BOARD.format(text=text, more=more.rstrip("\n")))
    return main_state(r, "A.hand"), main_state(r, "A.energy"), r


def test_the_compiled_steps() -> None:
    first, draw, gain = co_ability(WHOLE, "spell").program.ops
    assert first.cond is None and draw.cond is not None and draw.cond.what == "count"
    assert gain.cond == UNDER  # the rest of the sentence under its condition
    before, gain = co_ability(MIDDLE, "spell").program.ops
    assert before.cond is None and gain.cond is not None and gain.cond.what == "count"
    _first, gain, after = co_ability(NEXT, "spell").program.ops
    assert gain.cond is not None and after.cond is None


def test_condition_not_met_neither_step() -> None:
    # hand 2 besides the spell → 3 after the first draw: X fails — no draw, no energy
    hand, energy, r = _run(WHOLE, 2)
    assert (hand, energy) == (3, 0)
    assert "4.3.2.6" in decided(r)


@pytest.mark.parametrize("others", [0, 1])
def test_condition_met_both_steps_read_once(others: int) -> None:
    # hand 1 → 2 after the first draw: X holds; the second draw makes it 3 — the energy is
    # still gained (X read once for the sentence)
    hand, energy, _ = _run(WHOLE, others)
    assert (hand, energy) == (others + 2, 1)


def test_condition_in_the_middle_holds_what_follows_only() -> None:
    assert _run(MIDDLE, 2)[:2] == (3, 0)  # drawn, X (3 ≤ 2) fails: no energy
    assert _run(MIDDLE, 1)[:2] == (2, 1)


def test_the_next_sentence_is_not_under_it() -> None:
    assert _run(NEXT, 2)[:2] == (4, 0)  # X fails: no energy; the draw after it is done
    assert _run(NEXT, 1)[:2] == (3, 1)
