"""Round 58 (lead): a set card's cost 「(『X』が)セットされているキャラクターをタップする」 taps the
character the card is set on (4.2.11), payable only while that one is untapped (4.3.3.1); the card's
setter uses it even when set on the other player's character (4.2.12, 4.2.12#li1). Before: the cost
was refused ("cost tap") and the ability not run."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand:
      - {{name: 鈴, type: item, cost: 1, text: "キャラクター1体にセット。\\n{cost}:あなたは1エネルギーを得る。"}}
    field:
      - {{name: 味方, type: character, gender: 男性, ap: 1, dp: 1}}
  B:
    hp: 10
    deck: 10
    field:
      - {{name: 番兵, type: character, gender: 女性, ap: 1, dp: 2{host_state}}}
actions:
  - {{do: play, card: 鈴, set_on: {host}}}
  - {{do: activate, player: A, card: 鈴{allowed}}}
expect:
  state: {state}
"""


def _ruling(cost: str, host: str, state: str, allowed: str = "", host_state: str = ""):  # type: ignore[no-untyped-def]
    src = BOARD.format(cost=cost, host=host, state=state, allowed=allowed, host_state=host_state)
    r = resolve(loads(src, "t.yaml"))
    assert not check_expect(r)
    return r


def _cited(r) -> set[str]:  # type: ignore[no-untyped-def]
    return {c for s in r.main.trace.steps for c in s.clauses}


NAMED = "『鈴』がセットされているキャラクターをタップする"
BARE = "セットされているキャラクターをタップする"


def test_the_host_is_tapped_on_the_other_players_field() -> None:
    r = _ruling(NAMED, "番兵", "{番兵.state: rest, A.energy: 1}")
    assert {"4.2.11", "4.2.12", "4.2.12#li1"} <= _cited(r)


def test_the_host_is_tapped_on_ones_own_field() -> None:
    r = _ruling(BARE, "味方", "{味方.state: rest, A.energy: 1}")
    assert "4.2.11" in _cited(r) and "4.2.12#li1" not in _cited(r)


def test_a_tapped_host_pays_nothing() -> None:
    _ruling(NAMED, "番兵", "{A.energy: 0}", ", allowed: false", ", state: rest")
