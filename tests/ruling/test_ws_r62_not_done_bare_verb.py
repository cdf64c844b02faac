"""Round 62 (issue 12, s59wsC): 「…控え室に置いてもよい。置かなかったなら、…」 — a bare 「Vなかったなら」
opening a sentence, V the verb of the step just before, is 「そうしなかったなら」 (``otherwise``: that
step was not done), as its positive 「置いたなら」 is 「そうしたら」. Refused before as "condition
put.negative_past" (cards_r61 KPN/S611-041)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_compile, zone_names

TEXT = "あなたは自分のストックを1枚選び、控え室に置いてもよい。{lead}、このカードを【レスト】する。"
AUTO = "【自】 あなたのクライマックスフェイズの始めに、" + TEXT

PLAYERS = """\
  A:
    stock: [{name: 蓄え, type: character, level: 0}]
    deck: 10
    stage:
      center_front: {name: 番人, type: character, level: 0, power: 3000, soul: 1}
  B:
    deck: 10
"""


def test_the_same_as_otherwise() -> None:
    bare = ws_compile(AUTO.format(lead="置かなかったなら"))
    assert bare == ws_compile(AUTO.format(lead="そうしなかったなら"))
    assert bare.steps[-1].lead == "otherwise"
    assert ws_compile(AUTO.format(lead="置いたなら")).steps[-1].lead == "if_done"


@pytest.mark.parametrize(
    ("answer", "orientation", "waiting"), [("no", "rest", []), ("yes", "stand", ["蓄え"])]
)
def test_on_a_board(answer: str, orientation: str, waiting: list[str]) -> None:
    """番人 resolves the text: declined, the stock card stays and 番人 is rested; done, the card is
    put into the waiting room and nothing more."""
    src = (
        WS_HEAD
        + "players:\n"
        + PLAYERS
        + "actions:\n"
        + f'  - {{do: resolve_text, player: A, card: 番人, text: "{TEXT.format(lead="置かなかったなら")}"}}\n'
        + f"choices:\n  - {{player: A, at: optional, choose: {answer}}}\n"
    )
    r = resolve(loads(src, "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert zone_names(r, "A", "waiting_room") == waiting
    assert r.main.final.players["A"].zones["stage.center_front"][0].orientation == orientation
