"""mc round 52 (s49mcA): 「対象は山札の上から1枚を見て、そのカードを山札の上か捨て山に置く。」 — the
player looks at the deck's top card and puts it back on top or into the discard pile, as they
choose (4.1.10), here by a ● ability on 〈対象:自軍プレイヤー〉 at the main phase's start (7.3.2)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario

_CLOCK = (
    "●[自軍ターン]正確な時刻\\n〈発揮:メインフェイズ開始時/対象:自軍プレイヤー〉\\n"
    "対象は山札の上から1枚を見て、そのカードを山札の上か捨て山に置く。"
)
_BOARD = mc_scenario(
    turn="{player: A, number: 7, phase: hand1}",
    a_top="    deck: [甲, 乙]\n    hand: 0\n",
    a=f"""\
      c2:
        - {{name: 平原, type: terrain, limit: 8}}
        - {{name: 兵, type: unit, level: 1, attack: 1, defense: 3, text: "{_CLOCK}"}}
""",
    rest="""\
choices: [{player: A, at: top_or_discard, choose: %s}]
actions:
  - {do: main_phase}
ask: [甲.zone, 乙.zone]
""",
)


@pytest.mark.parametrize(
    ("choice", "state"),
    [
        ("yes", {"甲.zone": "A.discard", "乙.zone": "A.deck"}),
        ("no", {"甲.zone": "A.deck", "乙.zone": "A.deck"}),
    ],
)
def test_the_card_looked_at_goes_where_the_player_chooses(
    choice: str, state: dict[str, str]
) -> None:
    r = resolve(loads(_BOARD % choice))
    assert r.outcome["state"] == state
    assert "4.1.10" in r.decided_by
