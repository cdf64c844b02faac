"""Round 60 (s57vsmcC), issue 12: 〈対象:自軍〉 / 〈対象:敵軍〉 — a side named alone as the target.
Of what an ability may target (10.10.6 「戦闘に参加しているプレイヤー」, 10.10.7 「プレイヤー」) the one a
side is is its player (3.2.1.2: 「自軍プレイヤー」, the owner): read as 〈対象:自軍プレイヤー〉 /
〈対象:敵軍プレイヤー〉. Before: refused as 「〈対象:…〉 of a form not run yet」. A side with a count
or a place stays refused."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario

_CLOCK = (
    "●[自軍ターン]正確な時刻\\n〈発揮:メインフェイズ開始時/対象:%s〉\\n"
    "対象は山札の上から1枚を見て、そのカードを山札の上か捨て山に置く。"
)


def _program(text: str) -> object:
    get_game("mc")
    (ab,) = _abilities("mc", text.replace("\\n", "\n"), None)
    assert ab.supported, ab.reason
    return ab.program


@pytest.mark.parametrize("side", ["自軍", "敵軍"])
def test_read_as_the_sides_player(side: str) -> None:
    assert _program(_CLOCK % side) == _program(_CLOCK % f"{side}プレイヤー")


def test_a_side_with_a_count_stays_refused() -> None:
    get_game("mc")
    (ab,) = _abilities("mc", (_CLOCK % "自軍1体").replace("\\n", "\n"), None)
    assert not ab.supported


_BOARD = mc_scenario(
    turn="{player: A, number: 7, phase: hand1}",
    a_top="    deck: [甲, 乙]\n    hand: 0\n",
    a=f"""\
      c2:
        - {{name: 平原, type: terrain, limit: 8}}
        - {{name: 兵, type: unit, level: 1, attack: 1, defense: 3, text: "{_CLOCK % "自軍"}"}}
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
def test_the_side_player_looks_and_chooses(choice: str, state: dict[str, str]) -> None:
    r = resolve(loads(_BOARD % choice))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == state
    assert "4.1.10" in r.decided_by
