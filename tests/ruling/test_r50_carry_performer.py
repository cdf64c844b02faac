"""Round 50 (s47scope), shared card-text layer: the topic carried through a sentence
(``abilities.in_context`` ``carry_performer``, the games with ``Vocab.sentence_performer``: vg
11.8.5.1, vs) stops at a step that names its own player. 「相手は1枚引き、あなたは1枚引く」: the
second draw is the player's own (its 「あなたは」 said), not the opponent's — before, the default
``performer="you"`` could not tell 「あなたは」 said from no player said, and both draws were the
opponent's. A step with no player of its own still carries the topic (「相手は1枚引き、…選び」)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import compiled_first, vg_card_run, vs_program

VS_COST = "[ベンチ][このカードをレストする]"
VG_COST = "【起】【(R)】："
SAID = "相手は1枚引き、あなたは1枚引く。"
# no player said for the second step: the topic carries (VG 11.8.5.1)
CARRIED = "相手は1枚引き、1枚引く。"


def test_vs_compiled_each_by_its_own_player() -> None:
    first, second = vs_program(VS_COST + SAID).ops
    assert (first.kind, first.who) == ("draw", "opponent")
    assert (second.kind, second.who) == ("draw", "you")


def test_vg_compiled_each_by_its_own_player() -> None:
    first, second = compiled_first(VG_COST + SAID, "vg").steps
    assert (first.verb, first.performer) == ("draw", "opponent")
    assert (second.verb, second.performer) == ("draw", "you")
    carried = compiled_first(VG_COST + CARRIED, "vg").steps
    assert [o.performer for o in carried] == ["opponent", "opponent"]


_VS_BOARD = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 9
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "%s"}
  B: {deck: 9, hand: 0, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
ask: [A.hand, B.hand]
"""


def test_vs_board_each_player_draws_one() -> None:
    r = resolve(loads(_VS_BOARD % (VS_COST + SAID)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert dict(r.outcome["state"]) == {"A.hand": 1, "B.hand": 1}


def test_vg_board_each_player_draws_one() -> None:
    r = vg_card_run(
        VG_COST + SAID,
        "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}",
        choices="ask: [A.hand, B.hand]",
    )
    state = dict(r.outcome["state"])
    assert (state["A.hand"], state["B.hand"]) == (1, 1), r.outcome
