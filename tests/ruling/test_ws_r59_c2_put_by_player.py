"""ws round 59 (s56wsC2): 「このターン中に、あなたが…を…に置いているなら」 — the moves of this turn that
player made (each effect's move records its mover: the performer of the step, 8.6.5 「相手は…」;
a play or a cost: the player whose card it is), where 「…が置かれているなら」 counts every move."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

BOARD = """
game: ws
title: t
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hand: [{{name: 手札甲, type: character, level: 0}}, {{name: 手札乙, type: character, level: 0}}]
    stage:
      center_front: {{name: 見張り, type: character, level: 0, cost: 0, power: 3000, soul: 1,
                     text: "{text}"}}
    deck: 20
  B:
    hand: [{{name: 相手札, type: character, level: 0}}]
    deck: 20
actions:
  - {{do: resolve_text, player: {who}, text: "{effect}"}}
ask: [見張り.power]
"""

ACTIVE = "【永】 このターン中に、あなたが手札のカードを1枚以上控え室に置いているなら、このカードのパワーを＋2000。"
NEGATED = "【永】 このターン中に、あなたが手札から控え室にカードを置いていないなら、このカードのパワーを＋2000。"
PASSIVE = "【永】 このターン中に、あなたの手札のカードが1枚以上控え室に置かれているなら、このカードのパワーを＋2000。"
MINE = "あなたは自分の手札を1枚選び、控え室に置く。"
THEIRS = "あなたは相手の手札を1枚選び、控え室に置く。"  # B's effect puts A's card
MADE_TO = "相手は自分の手札を1枚選び、控え室に置く。"  # B's effect: A puts A's card (8.6.5)


@pytest.mark.parametrize(
    ("text", "who", "effect", "power"),
    [
        (ACTIVE, "A", MINE, 5000),
        (ACTIVE, "B", THEIRS, 3000),  # put by B: not A's act
        (ACTIVE, "B", MADE_TO, 5000),  # A puts it, though B's effect says so
        (NEGATED, "B", THEIRS, 5000),
        (NEGATED, "A", MINE, 3000),
        (PASSIVE, "B", THEIRS, 5000),  # the passive counts every move
    ],
)
def test_put_by_that_player(text: str, who: str, effect: str, power: int) -> None:
    r = resolve(loads(BOARD.format(text=text, who=who, effect=effect)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["見張り.power"] == power


PLAYS = """
game: ws
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hand:
      - {name: 先の札, type: character, level: 0, cost: 0, power: 1000, soul: 1, color: red}
      - {name: 数える札, type: character, level: 0, cost: 0, power: 3000, soul: 1, color: red,
         text: "【自】 このカードが手札から舞台に置かれた時、このターン中にあなたが手札からキャラを2枚以上舞台に置いているなら、あなたは1枚引く。"}
    deck: [{name: 引く札, type: character, level: 0}, 15]
  B:
    deck: 20
actions:
  - {do: play, card: 先の札, slot: left_front}
  - {do: play, card: 数える札, slot: center_front}
ask: [引く札.zone]
"""


def test_characters_played_onto_the_stage_are_put_by_their_player() -> None:
    r = resolve(loads(PLAYS))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["引く札.zone"] == "A.hand"
    one = PLAYS.replace("  - {do: play, card: 先の札, slot: left_front}\n", "")
    r = resolve(loads(one))
    assert r.outcome["state"]["引く札.zone"] == "A.deck"
