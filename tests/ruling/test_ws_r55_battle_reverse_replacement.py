"""ws round 55 (s52wsR): 「このカードがバトルで【リバース】する時、かわりに…」 — a replacement of the
battle step's reverse of the losing character (7.6.1.2; 8.2.1.3.1, selective 8.2.1.3.2): the
reverse never happens (8.10.1.1), so nothing triggers on it; a selective one applies only at its
master's choice (8.10.3). And 「手札を1枚選び」 with no owner named chooses from the chooser's own
hand (3.3.2)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, decided, unsupported

BATTLE = """\
game: ws
title: t
turn: {{player: A, number: 7, phase: attack, first_player: A}}
players:
  A:
    stage:
      center_front: {{name: 攻め手, type: character, level: 2, power: 6000, soul: 1,
                     text: "【自】 このカードのバトル相手が【リバース】した時、あなたは1枚引く。"}}
    hand: 2
    deck: 15
  B:
    stage:
      center_front: {{name: 守り手, type: character, level: 1, power: 4000, soul: 1, text: "{text}"}}
    hand: [{{name: 捨て札, type: character, level: 0}}]
    deck: 20
actions:
  - {{do: attack, slot: center_front, kind: front}}
choices:
{choices}
ask: [守り手.state, 守り手.zone, 捨て札.zone, A.hand]
"""
SELECTIVE = (
    "【永】 このカードがバトルで【リバース】する時、かわりにあなたは手札を1枚控え室に置いてよい。"
    "そうしたら、このカードを【レスト】する。"
)


def _run(text: str, choices: str = "  []") -> object:
    r = resolve(loads(BATTLE.format(text=text, choices=choices)))
    assert not unsupported(r), unsupported(r)
    return r


def test_selective_applied_rests_and_nothing_triggers() -> None:
    r = _run(SELECTIVE, "  - {player: B, at: replacement_optional, choose: 'yes'}")
    s = r.outcome["state"]
    assert s["守り手.state"] == "rest"
    assert s["守り手.zone"] == "B.stage.center_front"
    assert s["捨て札.zone"] == "B.waiting_room"
    assert s["A.hand"] == 2  # no reverse: 「バトル相手が【リバース】した時」 does not trigger
    assert {"8.2.1.3.2", "8.10.1.1", "7.6.1.2"} <= decided(r)


def test_selective_declined_reverses() -> None:
    r = _run(SELECTIVE, "  - {player: B, at: replacement_optional, choose: 'no'}")
    s = r.outcome["state"]
    assert s["守り手.state"] == "reverse"
    assert s["捨て札.zone"] == "B.hand"
    assert s["A.hand"] == 3


def test_plain_replacement_rests() -> None:
    r = _run("【永】 このカードがバトルで【リバース】する時、かわりに【レスト】する。")
    assert r.outcome["state"]["守り手.state"] == "rest"
    assert r.outcome["state"]["A.hand"] == 2
    assert {"8.2.1.3.1", "8.10.1.1"} <= decided(r)


HAND = """\
players:
  A:
    hand: [{name: 自札, type: character, level: 0}]
    deck: 10
  B:
    hand: [{name: 他札, type: character, level: 0}]
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "%s"}
choices:
  - {player: A, choose: 自札}
ask: [自札.zone, 他札.zone]
"""


@pytest.mark.parametrize(
    "text",
    ["あなたは手札を1枚選び、控え室に置く。", "手札を1枚控え室に置いてよい。そうしたら、1枚引く。"],
)
def test_unowned_hand_is_the_choosers(text: str) -> None:
    r = resolve(loads(WS_HEAD + HAND % text))
    assert not unsupported(r), unsupported(r)
    # B's card is never among the choices: every branch leaves it in B's hand (the state the
    # branches agree on), and A's own card is the one chosen
    assert r.outcome["state"]["他札.zone"] == "B.hand"
    assert "3.3.2" in decided(r)
