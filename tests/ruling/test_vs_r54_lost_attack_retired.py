"""Round 54 (s51vsT), issue 12: 「このカードがアタック（に|で）負けた時、」 read by 3.5.1 — the retire zone
is where 「アタックによって負けたカード」 is put — as the move that makes the loss: the card put in the
retire zone by the attack (7.1.5.2 a partner attack, 7.1.5.4 damage at least its defence), i.e.
「このカードがアタックによってリタイヤ置場に置かれた時」 (``self_retired_by_attack``; 8.1.1.2.1 reads
the [リング] the card left). A text that undoes the move (「…リタイヤ置場ではなく控え室に置いてよい」)
is a replacement a trigger after the move cannot make, and stays refused. Before: every
「…負けた時」 refused as 「the rules define no event of losing an attack」."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_ability, vs_program

_DRAW = "[リング]このカードがアタックで負けた時、あなたは1枚引く。"

_BOARD = """
game: vs
title: t
turn: {player: A, number: 5, phase: attack}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: %d, dp: 2000, text: "%s"}
    bench:
      left: {name: 真, ap: 1000, dp: 1000}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000, text: "%s"}
actions:
  - {do: attack, support: 真}
ask: [A.hand, B.hand, 美希.zone]
"""


@pytest.mark.parametrize("printed", ["アタックで", "アタックに"])
def test_read_as_the_retirement_by_the_attack(printed: str) -> None:
    lost = vs_program(_DRAW.replace("アタックで", printed))
    put = vs_program(
        "[リング]このカードがアタックによってリタイヤ置場に置かれた時、あなたは1枚引く。"
    )
    assert lost.trigger == put.trigger == "self_retired_by_attack"


@pytest.mark.parametrize(("ap", "drawn"), [(3000, 1), (2000, 0)])
def test_the_attacked_card_that_loses_triggers(ap: int, drawn: int) -> None:
    r = resolve(loads(_BOARD % (ap, "", _DRAW)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["B.hand"] == drawn
    assert r.outcome["state"]["美希.zone"] == ("B.retire" if drawn else "B.ring")
    if drawn:
        assert "7.1.5.4" in set(r.decided_by)


def test_the_attacking_card_is_never_put_there_by_its_attack() -> None:
    # 7.1.5.2 / 7.1.5.4 retire the attacked card only: the attacking card does not lose
    r = resolve(loads(_BOARD % (3000, _DRAW, "")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["A.hand"] == 0


def test_a_text_undoing_the_move_stays_refused() -> None:
    ab = vs_ability(
        "[リング]このカードがアタックに負けた時、あなたはこのカードを、リタイヤ置場ではなく控え室に置いてよい。"
    )
    assert not ab.supported


# 「あなたのリングのカードがアタックに負けた時」 / 「あなたのカードがアタックで負けた時」: the master's ring
# card retired by the opponent's attack (3.5.1, 7.1.5.4) — a surprise's [condition] (12.3.1) or a
# bench card's trigger; only a ring card is retired by an attack, so 「あなたのカード」 is it
_SURPRISE = """
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: B}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: %d, dp: 2000}
    bench: {left: {name: 春香, ap: 0, dp: 1000}}
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 3000}
    surprise: {name: 真, ap: 1000, dp: 1000, text: "%s"}
actions:
  - {do: attack, support: 春香}
choices: [{player: B, at: surprise, choose: "yes"}]
ask: [B.hand, 真.zone, 美希.zone]
"""


@pytest.mark.parametrize(
    "text",
    [
        "①[あなたのリングのカードがアタックに負けた時]→あなたは1枚引く。",
        "①[あなたのカードがアタックで負けた時]→あなたは1枚引く。",
    ],
)
@pytest.mark.parametrize(("ap", "drawn"), [(3000, 1), (2000, 0)])
def test_a_surprise_on_the_ring_card_lost(text: str, ap: int, drawn: int) -> None:
    assert vs_program(text).trigger == "your_ring_retired_by_attack"
    r = resolve(loads(_SURPRISE % (ap, text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["B.hand"] == drawn
    if not drawn:
        assert r.outcome["state"]["真.zone"] == "B.surprise"  # no condition met: not turned up
    if drawn:
        assert {"3.5.1", "7.1.5.4", "12.3.1"} <= set(r.decided_by)


_BENCH = """
game: vs
title: t
turn: {player: A, number: 5, phase: attack}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench:
      left: {name: 真, ap: 1000, dp: 1000}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench:
      left: {name: 律子, ap: 0, dp: 1000, text: "[ベンチ]あなたのリングのカードがアタックで負けた時、あなたは1枚引く。"}
actions:
  - {do: attack, support: 真}
ask: [B.hand]
"""


def test_a_bench_card_on_its_ring_card_lost() -> None:
    r = resolve(loads(_BENCH))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["B.hand"] == 1
    assert {"3.5.1", "7.1.5.4"} <= set(r.decided_by)
