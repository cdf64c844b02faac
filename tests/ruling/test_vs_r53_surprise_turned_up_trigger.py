"""Round 53 (s50vsT), issue 12: 「（あなた|相手）のサプライズ置場のカードが表になった時」 — the card of
that player's surprise zone turned face up (4.9.1.5 「カードを表向き状態にすることを「表にする」といいま
す」), by its own condition (12.3.1) or by an effect: a trigger (8.1.1.2) of a card in its [領域]
(8.1.1.2.1). The shared reader types 「XがSになった時」 with S a state word as the event of that
state (``Vocab.state_events``: vs ``face_up`` -> ``faced_up``); vs reads it on a surprise zone's
card only. Before: refused as 「the trigger become.past」."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program, vs_refused

_YOURS = "[リング]あなたのサプライズ置場のカードが表になった時、あなたは1枚引く。"
_THEIRS = "[リング]相手のサプライズ置場のカードが表になった時、あなたは1枚引く。"


def test_the_compiled_triggers() -> None:
    assert vs_program(_YOURS).trigger == "your_surprise_up"
    assert vs_program(_THEIRS).trigger == "opp_surprise_up"


def test_another_card_turned_up_stays_refused() -> None:
    assert "surprise zone" in vs_refused("[リング]このカードが表になった時、あなたは1枚引く。")


# B's surprise 真 turned up by its own condition on A's attack (12.3.1); B's ring card 美希
# reads 「あなたの…」
_OWN = """
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: B}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 0, dp: 1000}}
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 3000, text: "%s"}
    surprise: {name: 真, ap: 1000, dp: 1000, text: "{surprise}[相手のカードがアタックした時]→あなたのリングのカードを+0/+1000。"}
actions:
  - {do: attack, support: 春香}
choices: [{player: B, at: surprise, choose: "%s"}]
ask: [B.hand, 真.zone, 美希.zone]
"""


@pytest.mark.parametrize(("turn", "hand", "zone"), [("yes", 1, "B.ring"), ("no", 0, "B.retire")])
def test_turned_up_by_its_own_condition(turn: str, hand: int, zone: str) -> None:
    r = resolve(loads(_OWN % (_YOURS, turn)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["B.hand"] == hand
    # the surprise's own text after → still resolves beside the trigger (12.3.1): 美希's DP
    # 3000 + 1000 holds against 千早's AP 3000
    assert r.outcome["state"]["美希.zone"] == zone
    if hand:
        assert {"4.9.1.5", "8.1.1.2.1"} <= set(r.decided_by)


# A's 律子 turns B's surprise up by an effect (its text does not trigger, 12.3.1; the turn is
# still the card turned face up, 4.9.1.5); A's ring card 千早 reads 「相手の…」
_EFFECT = """
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: B}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000, text: "%s"}
    bench: {left: {name: 律子, ap: 0, dp: 1000, text: "[ベンチ][このカードをレストする]相手のサプライズ置場のカードを表にする。"}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
%s
actions:
  - {do: use, card: 律子}
ask: [A.hand]
"""
_SET = "    surprise: {name: 真, ap: 1000, dp: 1000}"


@pytest.mark.parametrize(
    ("text", "surprise", "hand"), [(_THEIRS, True, 1), (_THEIRS, False, 0), (_YOURS, True, 0)]
)
def test_turned_up_by_an_effect(text: str, surprise: bool, hand: int) -> None:
    r = resolve(loads(_EFFECT % (text, _SET if surprise else "")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["A.hand"] == hand
