"""Round 50 (s47vsC), issue 12: 「[リング]相手のベンチのカードが控え室に置かれた時、そのカードの攻撃力が
3000以上なら、あなたは2枚引く。」 — the condition opening the effect of a zone-move trigger (8.6.6) reads
「そのカード」, the card of the trigger's event, and a card that moved from the field to another zone
is read with its information as it was on the field (8.7.1, 8.7.1.2: its bench AP with the boost it
had there, not its AP in the waiting room). Before: refused as 「a value condition on a card other
than this card or a ring card」. A 「その」 condition of another trigger stays refused."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_ability, vs_program

_TEXT = "[リング]相手のベンチのカードが控え室に置かれた時、そのカードの攻撃力が%d以上なら、あなたは2枚引く。"


def test_the_compiled_condition() -> None:
    prog = vs_program(_TEXT % 3000)
    assert prog.trigger == "moved:opp:bench:waiting"
    assert prog.condition == ("stat", "moved", "ap", "ge", 3000)


def test_that_card_of_another_trigger_stays_refused() -> None:
    ab = vs_ability(
        "[リング]このカードがアタックされた時、そのカードの攻撃力が3000以上なら、あなたは1枚引く。"
    )
    assert not ab.supported
    assert ab.reason == "a value condition on a card other than this card or a ring card"


_BOARD = """
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: B}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}
    bench:
      left: {name: 甲, level: 1, ap: 1000, dp: 1000, state: stand, text: "[ベンチ][このカードをレストする]相手のベンチのカードを1枚選び、相手の控え室に置く。"}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000%s}
    bench:
      left: {name: 雪歩, ap: 1000, dp: 1000}
actions:
  - {do: use, card: 甲}
ask: [A.hand, 雪歩.zone]
"""
_BOOST = ', text: "[リング]あなたのベンチのカードを+2000/+0。"'


@pytest.mark.parametrize(
    ("n", "boost", "hand"),
    [
        (3000, True, 2),  # 1000 + 2000 on the bench: read there (8.7.1.2), met
        (3000, False, 0),  # 1000 on the bench: not met
        (2000, False, 0),
        (1000, False, 2),  # its printed 1000 meets 「1000以上」
        (4000, True, 0),  # 3000 on the bench is not 4000
    ],
)
def test_the_moved_card_read_as_it_was_on_the_bench(n: int, boost: bool, hand: int) -> None:
    r = resolve(loads(_BOARD % (_TEXT % n, _BOOST if boost else "")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["雪歩.zone"] == "B.waiting"
    assert r.outcome["state"]["A.hand"] == hand
    assert "8.6.6" in r.decided_by
    if hand == 2 or boost:
        assert "8.7.1.2" in r.decided_by
