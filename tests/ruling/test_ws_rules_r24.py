"""Weiß Schwarz rules found through the round-23 blind files (s19rules; round 23, session 19):
a restriction read and found not to apply, a cost's notation, a cost that emptied the stock as
the reason a later one cannot be paid, ending the attacks as the reason of what an attack would
have changed (issue 14). Each on a minimal case with its neighbour."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads


def _cited(text: str) -> list[str]:
    return list(resolve(loads(text, "t.yaml")).decided_by)


_TWO = """game: ws
title: t
turn: {player: A, number: %d, phase: main, first_player: %s}
players:
  A:
    stage:
      left_front: {name: 左の子, type: character, level: 0, power: 3000, soul: 1}
      right_front: {name: 右の子, type: character, level: 0, power: 3000, soul: 1}
    deck: 10
  B: {deck: 10, clock: 0}
actions:
  - {do: attack, slot: left_front, kind: direct}
%s
ask: [B.clock]
"""


def test_a_second_attack_reads_the_first_turn_limit_and_finds_it_not_applying() -> None:
    """A second attack sub-phase outside the first player's first turn: the declaration reads
    7.2.1.3.1.2 (no character can be chosen then) and finds it not to apply — before, nothing
    cited it, and a judge's 「only the first player's first turn is limited」 was missing."""
    two = "  - {do: attack, slot: right_front, kind: direct}"
    assert "7.2.1.3.1.2" in _cited(_TWO % (2, "B", two))
    # one attack only: no later sub-phase, the limit is not read
    assert "7.2.1.3.1.2" not in _cited(_TWO % (2, "B", ""))
    # the first player's first turn: the second attack is refused by it
    r = resolve(loads(_TWO % (1, "A", two), "t.yaml"))
    assert "7.2.1.3.1.2" in r.decided_by and r.outcome.get("rejected") is True


_ACT = """game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    level: 1
    stock: %d
    stage:
      left_back: {name: 旗手, type: character, level: 0, power: 1500, soul: 1, text: "%s"}
    deck: 10
  B:
    stage: {center_front: {name: 見張り, type: character, level: 1, power: 6000, soul: 1}}
    deck: 10
actions:
  - {do: activate, card: 旗手}
ask: [A.left_back, B.center_front]
"""
_REST_COST = "【起】［このカードを【レスト】する］ あなたは相手のキャラを1枚選び、【レスト】する。"


def test_an_activated_abilitys_bracketed_cost_cites_its_notation() -> None:
    """The ［…］ of an activated ability is its cost by its notation (8.1.1.1.1): the step
    paying it cites it (as an automatic ability's cost cites 8.1.1.2.2) — before, only the
    play procedure's 8.6.2.3 / 8.6.2.3.1."""
    assert "8.1.1.1.1" in _cited(_ACT % (0, _REST_COST))
    # no ［…］: no cost paid, the notation of a cost is not read
    free = "【起】 あなたは相手のキャラを1枚選び、【レスト】する。"
    assert "8.1.1.1.1" not in _cited(_ACT % (0, free))


_ENCORE = """game: ws
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  A:
    level: 2
    stock: %d
    stage:
      left_back: {name: 術者, type: character, level: 1, power: 4500, soul: 1, text: "【起】［(3)］ あなたは自分のキャラを1枚選び、控え室に置く。"}
      right_back: {name: 後ろ, type: character, level: 0, power: 2000, soul: 1}
    deck: 10
  B: {deck: 10}
actions:
  - {do: activate, card: 術者}
choices:
  - {player: A, at: choose, choose: 後ろ}
ask: [後ろ.zone]
"""


def test_a_cost_that_emptied_the_stock_is_why_the_encore_cannot_be_paid() -> None:
    """The ability's (3) takes the whole stock; the character it puts into the waiting room
    cannot be encored (3 stock, 10.2.3): that rests on the payment of (3) (8.4.3), the step that
    emptied the stock (``Ctx.taken_from``) — before, the refusal named no cause, so the ruling
    on 後ろ did not cite the stock paid."""
    got = _cited(_ENCORE % 3)
    assert "8.4.3" in got and "8.4.2.2" in got
    # stock left for the encore: it is declined or paid, not refused for want of stock
    assert "8.4.2.2" not in _cited(_ENCORE % 6)


_END = """game: ws
title: t
turn: {player: A, number: 4, phase: main, first_player: A}
players:
  A:
    stage:
      left_front: {name: 左の子, type: character, level: 0, power: 3000, soul: 1}
    deck: [{name: 山一, type: character}, 9]
  B: {deck: 10, clock: 0}
actions:
%s
  - {do: encore_step}
ask: [A.hand, %s]
"""


@pytest.mark.parametrize("asked", ["B.clock", "左の子.state"])
def test_ending_the_attacks_decides_what_an_attack_would_have_changed(asked: str) -> None:
    """The turn player ends the attacks with none made (7.2.1.3.2): the opponent's clock and
    the standing front-row character are as they were because of it (``Ctx.kept``) — before,
    the choice touched nothing."""
    assert "7.2.1.3.2" in _cited(_END % ("  - {do: draw, player: A, amount: 1}", asked))


_STAND = """game: ws
title: t
turn: {player: A, number: 7, first_player: A}
players:
  A:
    deck: 10
    stage:
      center_front: {name: 萌実, type: character, level: 0, power: 4000, soul: 1, text: "%s", state: rest}
      left_front: {name: 支え, type: character, level: 0, power: 2000, soul: 1, state: rest}
  B: {deck: 10}
actions:
  - {player: A, do: stand_phase}
ask: [A.left_front, A.center_front]
"""


def test_a_character_that_does_not_stand_is_kept_not_refused() -> None:
    """「このカードはあなたのスタンドフェイズに【スタンド】しない」 beats 6.2.1.2 (1.3.1, 1.3.3): the
    rules' step is not made for it (``principles.rule_step_prohibited``), and nothing the
    scenario asked is refused — before, the step was a refusal, so the ruling said
    ``rejected: true`` of a stand phase carried out."""
    r = resolve(
        loads(
            _STAND % "【永】 このカードはあなたのスタンドフェイズに【スタンド】しない。", "t.yaml"
        )
    )
    assert "rejected" not in r.outcome
    assert r.outcome["state"]["A.center_front"] == ["萌実(rest)"]
    assert {"6.2.1.2", "1.3.1", "1.3.3"} <= set(r.decided_by)
    # no such text: both stand by 6.2.1.2, no principle read
    plain = resolve(loads(_STAND % "", "t.yaml"))
    assert plain.outcome["state"]["A.center_front"] == ["萌実"]
    assert "1.3.3" not in plain.decided_by
