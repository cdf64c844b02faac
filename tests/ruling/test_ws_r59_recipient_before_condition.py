"""ws round 59 (s56wsC): 「他のあなたの《犬》のキャラすべてに、相手の手札が4枚以下なら、パワーを＋1000。」 —
the recipient printed before the condition is the step's, the same ability as 「相手の手札が4枚以下なら、
他のあなたの《犬》のキャラすべてに、パワーを＋1000。」 (the condition read while it applies, 8.3.3)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

BOARD = """\
players:
  A:
    stage:
      center_front: {{name: 牧羊犬, type: character, level: 0, power: 3000, soul: 1, traits: [犬], text: "{text}"}}
      left_front: {{name: 子犬, type: character, level: 0, power: 3000, soul: 1, traits: [犬]}}
      right_front: {{name: 子猫, type: character, level: 0, power: 3000, soul: 1, traits: [猫]}}
    deck: 10
  B:
    hand: {hand}
    deck: 10
actions: []
ask: [子犬.power, 子猫.power, 牧羊犬.power]
"""

TEXTS = [
    "【永】 他のあなたの《犬》のキャラすべてに、相手の手札が4枚以下なら、パワーを＋1000。",
    "【永】 相手の手札が4枚以下なら、他のあなたの《犬》のキャラすべてに、パワーを＋1000。",
]


@pytest.mark.parametrize("text", TEXTS)
@pytest.mark.parametrize("hand,dog", [(4, 4000), (5, 3000)])
def test_the_recipients_while_the_condition_holds(text: str, hand: int, dog: int) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(text=text, hand=hand)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"] == {"子犬.power": dog, "子猫.power": 3000, "牧羊犬.power": 3000}


def test_the_place_of_an_existence_is_not_a_recipient() -> None:
    # 「あなたのレベル置場に、「A」があるなら」: the place of the existence condition (経験, 10.10)
    from tests.ruling.boards import ws_compile

    p = ws_compile(
        "【永】 経験 あなたのレベル置場に、「甲」と「乙」があるなら、あなたの手札のこのカードのレベルを－1。"
    )
    assert p.cond is not None
