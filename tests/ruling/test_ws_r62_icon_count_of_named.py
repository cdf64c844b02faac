"""Round 62 (issue 12, s59wsC): 「そのクライマックスのトリガーアイコンに[[soul.gif]]が2つ以上あるなら」 —
the card the reference names (said to be a climax: the match checks it is one) has that trigger
icon printed at least so many times (2.16: the icons printed, each counted). Refused before as
"reference that" / "the trigger icons of cards that are not named" (cards_r61 WTS/W612-003)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported, ws_compile

WATCH = (
    "【自】 あなたのクライマックスがクライマックス置場に置かれた時、そのクライマックスのトリガーアイコンに"
    "[[soul.gif]]が{n}あるなら、あなたは自分の山札の上から1枚を、ストック置場に置く。"
)

BOARD = """\
game: ws
title: t
turn: {{player: A, number: 6, phase: main, first_player: A}}
players:
  A:
    level: 1
    clock: [{{name: 青, type: character, color: BLUE}}]
    hand: [{{name: 蓄, type: climax, color: BLUE, trigger: {icons}}}]
    stage:
      center_front: {{name: 番人, type: character, level: 0, power: 3000, soul: 1, color: BLUE, text: "{watch}"}}
    deck: [{{name: 甲, type: character}}, 9]
  B: {{deck: 10}}
actions:
  - {{player: A, do: climax_phase, card: 蓄}}
ask: [甲.zone]
"""


def test_compiled() -> None:
    cond = ws_compile(WATCH.format(n="2つ以上")).cond
    assert cond.what == "match" and cond.sel.ref == "trigger_card"
    assert cond.filt.kinds == ("climax",) and cond.filt.icons == ("soul", "soul")
    assert ws_compile(WATCH.format(n="")).cond.filt.icons == ("soul",)


def test_a_number_of_one_of_several_icons_is_refused() -> None:
    text = WATCH.format(n="2つ以上").replace("[[soul.gif]]", "[[soul.gif]]か[[gate.gif]]")
    with pytest.raises(Unsupported):
        ws_compile(text)


@pytest.mark.parametrize(
    ("icons", "n", "zone"),
    [
        ("[SOUL, SOUL]", "2つ以上", "A.stock"),
        ("[SOUL]", "2つ以上", "A.deck"),
        ("[SOUL]", "", "A.stock"),
        ("[TREASURE]", "", "A.deck"),
    ],
    ids=["two-of-two", "one-of-two", "one-of-one", "none"],
)
def test_on_a_board(icons: str, n: str, zone: str) -> None:
    """A plays 蓄 in its climax phase: 番人's ability puts the deck's top card into the stock only
    when 蓄 has that many soul icons."""
    src = BOARD.format(icons=icons, watch=WATCH.format(n=n))
    r = resolve(loads(src, "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["甲.zone"] == zone
