"""Round 50 (s47vsC), issue 12: 「[ベンチ]あなたのリングの『W』のカードがアタックされた時、このアタック中、
そのカードは+0/+500される。」 — the trigger 「あなたのリングのカードがアタックされた時」 (7.1.3.2.3; the
card attacked, 4.14.1) of a ring card so described: its work (『W』, 2.9.1) or a text in its title
(2.14.7), kept as ``Program.trigger_info`` and read on the card attacked as the attack is made.
Before: refused as 「what the noun phrase (you ring card) names」."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_ability, vs_program

_TEXT = "[ベンチ]あなたのリングの『ドドンと鳴らせ!』のカードがアタックされた時、このアタック中、そのカードは+0/+500される。"

_DRAW = "[ベンチ]あなたのリングの『ドドンと鳴らせ!』のカードがアタックされた時、あなたは1枚引く。"


def test_the_compiled_trigger() -> None:
    prog = vs_program(_TEXT)
    assert prog.trigger == "ring_attacked"
    assert prog.trigger_info == (("work", "ドドンと鳴らせ!"),)
    assert prog.ops[0].who == "attacked"


def test_a_surprise_on_a_described_card_stays_refused() -> None:
    ab = vs_ability(
        "[サプライズ置場]①[あなたのリングの『ドドンと鳴らせ!』のカードがアタックされた時]→"
        "このアタック中、あなたのリングのカードは+0/+500される。"
    )
    assert not ab.supported


_BOARD = """
game: vs
title: t
turn: {player: A, number: 5, phase: attack}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 真, ap: 1000, dp: 1000}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000, work: "%s"}
    bench:
      left: {name: 律子, ap: 0, dp: 1000, text: "%s"}
actions:
  - {do: attack, support: 真}
ask: [B.hand]
"""


@pytest.mark.parametrize(
    ("work", "drawn"),
    [
        ("ドドンと鳴らせ!", 1),  # the card attacked is of that work: triggered
        ("別の作品", 0),  # another work: not triggered
    ],
)
def test_on_a_board(work: str, drawn: int) -> None:
    r = resolve(loads(_BOARD % (work, _DRAW)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["B.hand"] == drawn
    if drawn:
        assert {"7.1.3.2.3", "4.14.1", "2.9.1"} <= set(r.decided_by)
