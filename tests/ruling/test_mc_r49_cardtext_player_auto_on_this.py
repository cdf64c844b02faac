"""Monster Collection (mc), round 49 (s46mcC), issue 12: a ● ability on a player whose 「…の場合」 is
said of 「このユニット」.

「●…〈対象:敵軍プレイヤー〉 このユニットが進軍側パーティに属している場合、対象は手札1枚を破棄する。」:
the condition is said of 「このユニット」 (4.7.2) and read on that unit as the ability resolves
(10.12.1; 進軍側 / 守備側, 1.3.7, 4.4.1) — before, a ● ability on a player took conditions on its card
only and refused this one ("● abilities on a player other than its replenishing or discarding")."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.games._mc.cardtext import PileDiscardStep
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")


def _text(side: str) -> str:
    return (
        "●[自軍ターン]墓荒らし\\n〈発揮:メインフェイズ開始時/対象:敵軍プレイヤー〉\\n"
        f"このユニットが{side}パーティに属している場合、対象は手札1枚を破棄する。"
    )


def test_it_compiles_with_the_condition_on_this_unit() -> None:
    (ab,) = _abilities("mc", _text("進軍側").replace("\\n", "\n"), "unit")
    assert ab.supported, ab.reason
    assert ab.program.condition == ("party_role", ("advancing", "this"))
    assert ab.program.steps == (PileDiscardStep("hand", 1, owner="enemy"),)


@pytest.mark.parametrize(("side", "discarded"), [("進軍側", 1), ("守備側", 0)])
def test_on_a_board_the_condition_is_read_on_this_unit(side: str, discarded: int) -> None:
    """In A's turn A's 盗賊 is of the side taking the turn (進軍側, 1.3.7): B discards its one card;
    with 守備側 the condition is not met and B keeps it."""
    unit = f'{{name: 盗賊, type: unit, level: 1, attack: 1, defense: 3, text: "{_text(side)}"}}'
    scen = mc_scenario(
        turn="{player: A, number: 7, phase: hand1}",
        a=mc_area("c2", "平原", 8, unit),
        b_top="    deck: 20\n    hand: [{name: 石, type: unit, level: 1}]\n",
        rest="actions:\n  - {do: main_phase}\nask: [B.discard]\n",
    )
    r = resolve(loads(scen))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"B.discard": discarded}
    assert "10.12.1" in r.decided_by
