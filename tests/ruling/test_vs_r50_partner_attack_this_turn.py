"""Round 50 (s47vsA), issue 12: 「このターンにあなたのリングのカードがパートナーアタックしていたなら」
— whether an attack made this turn (7.1.3.2) by that player's ring card stood as a partner
attack (4.13.2; 7.1.3.2.2), read from the attacks' record (each now carries its turn) as the
condition is (8.6.5); 「アタックしていたなら」 any attack of this turn. Before: refused as
「whether partner_attack happened this turn」 (vs named no event of the turn)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

_TEXT = "[ベンチ]エンドフェイズの始めに、このターンにあなたのリングのカードが%sしていたなら、あなたは1枚引く。"


@pytest.mark.parametrize(
    ("act", "cond"),
    [
        ("パートナーアタック", ("attacks_this_turn", "you", "partner", "ge", 1)),
        ("アタック", ("attacks_this_turn", "you", "any", "ge", 1)),
    ],
)
def test_the_compiled_condition(act: str, cond: tuple[object, ...]) -> None:
    assert vs_program(_TEXT % act).condition == cond


_BOARD = """
game: vs
title: t
turn: {player: A, number: 5, phase: attack}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, title: 歌姫, ap: 2000, dp: 2000, partner_name: 春香, partner_title: リーダー}
    bench:
      left: {name: %s, title: リーダー, ap: 1000, dp: 1000}
      right: {name: 律子, ap: 0, dp: 1000, text: "%s"}
  B: {deck: 10, retire: 0, ring: {name: 美希, ap: 2000, dp: 5000}}
actions:
%s
  - {do: end_phase}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("act", "supporter", "attack", "drawn"),
    [
        ("パートナーアタック", "春香", "  - {do: attack, support: 春香}", 1),
        # a normal attack (no partner match, 4.13.1): the condition does not hold
        ("パートナーアタック", "真", "  - {do: attack, support: 真}", 0),
        ("アタック", "真", "  - {do: attack, support: 真}", 1),
        # no attack this turn (7.1.2.2)
        ("アタック", "真", "  - {do: attack}", 0),
    ],
)
def test_on_a_board(act: str, supporter: str, attack: str, drawn: int) -> None:
    r = resolve(loads(_BOARD % (supporter, _TEXT % act, attack)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["A.hand"] == drawn
    if drawn and act == "パートナーアタック":
        assert {"4.13.2", "7.1.3.2.2"} <= set(r.decided_by)


def test_read_as_an_attack_triggers_it_stays_refused() -> None:
    # the attack in progress is already recorded: whether 「すでに」 leaves it out is not read
    from tests.ruling.boards import vs_refused

    assert "attack in progress" in vs_refused(
        "[リング]このカードがアタックした時、このカードがこのターンにすでにアタックしているなら、"
        "このアタック中、このカードは+2000/+0される。"
    )
