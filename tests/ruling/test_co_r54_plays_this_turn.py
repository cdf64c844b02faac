"""CO's turn history of plays (round 54, s51coT2; issue 12): 「このターン中に<player>が<kind>カードを
N枚以上プレイしている場合」 / 「…プレイしていない場合」 — the plays that player declared this turn
(4.3.2.2: the card declared, revealed and put in the playing place), of the card type named, read
on the turn's record; a board given after the turn's start phases with no play recorded leaves
it not given (no count guessed)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run

TWO_ITEMS = (
    "あなたのエンドフェイズ開始時、このターン中にあなたがアイテムカードを2枚以上プレイしている場合、"
    "あなたは1枚カードを引く。"
)
NO_PLAY = "あなたのエンドフェイズ開始時、このターン中に相手がカードをプレイしていない場合、あなたは1枚カードを引く。"

BOARD = """
turn: {{player: A, number: 4, phase: {phase}}}
players:
  A:
    hp: 20
    energy: 5
    deck: 10
    field: [{{name: 炉端, type: character, ap: 1, dp: 1, text: "{text}"}}]
    hand:
      - {{name: 小刀, type: {kind}, cost: 1, text: "対象のキャラクター1体にセット。"}}
      - {{name: 脇差, type: item, cost: 1, text: "対象のキャラクター1体にセット。"}}
  B: {{hp: 20, deck: 10}}
actions:
{acts}
  - {{do: end_phase}}
ask: [A.hand]
"""

START = "  - {do: draw_phase}\n  - {do: main_phase}\n"
PLAYS = "  - {do: play, player: A, card: 小刀, target: 炉端}\n  - {do: play, player: A, card: 脇差, target: 炉端}\n"


def test_compiles_as_a_count_of_plays() -> None:
    ab = co_ability(TWO_ITEMS)
    assert ab.supported, ab.reason
    (op,) = ab.program.ops
    assert (op.cond.what, op.cond.n, op.cond.event.target.kinds) == ("history", 2, ("item",))
    ab = co_ability(NO_PLAY)
    assert ab.supported, ab.reason
    assert ab.program.ops[0].cond.what == "not"


@pytest.mark.parametrize(("kind", "drawn"), [("item", 1), ("event", 0)])
def test_two_item_plays_this_turn(kind: str, drawn: int) -> None:
    # draw phase's card, then one more at the end phase only when two item cards were played
    kind_text = "カードを1枚引く。" if kind == "event" else None
    board = BOARD.format(phase="untap", text=TWO_ITEMS, kind=kind, acts=START + PLAYS)
    if kind_text:
        board = board.replace(
            '{name: 小刀, type: event, cost: 1, text: "対象のキャラクター1体にセット。"}',
            '{name: 小刀, type: event, cost: 1, text: "カードを1枚引く。"}',
        ).replace("card: 小刀, target: 炉端", "card: 小刀")
    hand = co_run(board).outcome["state"]["A.hand"]
    # 2 in hand - 2 played + 1 drawn in the draw phase (+1 from the event) (+1 from the text)
    assert hand == 1 + (1 if kind == "event" else 0) + drawn


def test_no_play_by_the_opponent() -> None:
    board = BOARD.format(phase="untap", text=NO_PLAY, kind="item", acts=START)
    # the draw phase's card, the two in hand, one more: the opponent played nothing this turn
    assert co_run(board).outcome["state"]["A.hand"] == 4


def test_not_given_when_the_record_does_not_cover_the_turn() -> None:
    # the board given in the main phase: plays before it are not recorded — not given, the
    # ruling branches on whether the condition is met (no count guessed)
    r = co_run(BOARD.format(phase="main", text=NO_PLAY, kind="item", acts=""))
    assert r.outcome["by_unknown"]
    got = sorted(b["outcome"]["state"]["A.hand"] for b in r.outcome["branches"])
    assert got == [2, 3]


def test_a_least_count_meets_at_least_n() -> None:
    # the board given in the main phase, two item plays recorded in it: 「2枚以上」 is met
    # whatever came before (the record gives a least count)
    board = BOARD.format(phase="main", text=TWO_ITEMS, kind="item", acts=PLAYS)
    assert co_run(board).outcome["state"]["A.hand"] == 1
