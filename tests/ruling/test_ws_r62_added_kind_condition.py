"""Round 62 (issue 12, s59wsC): 「…クライマックスを1枚まで選んで相手に見せ、手札に加え、…。クライマックス
を手札に加えなかったなら、あなたは1枚引く。」 — 「Xを手札に加えたなら」 with the cards named: this effect
put a card of that description into the hand (its moves, 1.3.2: a choice of none adds nothing);
「…加えなかったなら」 its negation. Refused before as "condition add.past" / "condition
add.negative_past" (cards_r61 WTS/W612-009)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_compile, zone_names

LOOK = (
    "あなたは自分の山札を上から4枚見て、クライマックスを1枚まで選んで相手に見せ、手札に加え、"
    "残りのカードを好きな順番で山札の上に置く。"
)
NOT_ADDED = LOOK + "クライマックスを手札に加えなかったなら、あなたは1枚引く。"
ADDED = LOOK + "クライマックスを手札に加えたなら、あなたは1枚引く。"

BOARD = """players:
  A:
    deck: [{{name: 山C, type: climax}}, {{name: 山1, type: character, level: 0}}, {{name: 山2, type: character, level: 0}}, {{name: 山3, type: character, level: 0}}, {{name: 山4, type: character, level: 0}}]
  B: {{deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
choices:
{choices}"""

TAKEN = "  - {player: A, choose: 山C}\n  - {player: A, at: order, choose: [山1, 山2, 山3]}\n"
NONE = "  - {player: A, choose: none}\n  - {player: A, at: order, choose: [山1, 山C, 山2, 山3]}\n"


def test_compiled() -> None:
    cond = ws_compile(ADDED).steps[-1].cond
    assert cond.what == "count" and cond.sel.ref == "put_by_effect"
    assert cond.sel.zones == ("hand",) and cond.sel.kinds == ("climax",)
    neg = ws_compile(NOT_ADDED).steps[-1].cond
    assert neg.what == "not" and neg.parts == (cond,)


def test_a_described_group_of_its_own_is_refused() -> None:
    with pytest.raises(Unsupported):
        ws_compile(LOOK + "相手のクライマックスを手札に加えたなら、あなたは1枚引く。")


@pytest.mark.parametrize(
    ("text", "choices", "hand"),
    [
        (NOT_ADDED, TAKEN, ["山C"]),  # the climax added: no draw
        (NOT_ADDED, NONE, ["山1"]),  # none added: 山1, put back on top, is drawn
        (ADDED, TAKEN, ["山1", "山C"]),
        (ADDED, NONE, []),
    ],
    ids=["not_added-taken", "not_added-none", "added-taken", "added-none"],
)
def test_on_a_board(text: str, choices: str, hand: list[str]) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(text=text, choices=choices), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert zone_names(r, "A", "hand") == hand
