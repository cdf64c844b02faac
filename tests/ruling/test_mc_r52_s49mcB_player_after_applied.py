"""mc round 52 (s49mcB): 「〈対象:自軍プレイヤー〉 対象は自軍手札を2枚破棄する。効果適用後、対象はカードを
2枚補充する。」 — 「効果適用後、」 (4.1.11) between the steps on a player target: the part after it is
brought about when the part before applied even in part (12.4.2: fewer cards than n, all of them
discarded), and not when it did not apply at all (4.1.15)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import check_expect
from ruling.scenario import loads
from tests.ruling.boards import MC_CASTER, mc_area, mc_compile, mc_read, mc_scenario

_TEXT = (
    "□[メイン]入れ替え\\n〈対象:自軍プレイヤー〉\\n"
    "対象は自軍手札を2枚破棄する。効果適用後、対象はカードを2枚補充する。"
)


def _ruling(hand: str, state: str) -> Any:
    return mc_read(
        loads(
            mc_scenario(
                a=mc_area("c2", "平原", 8, MC_CASTER % _TEXT),
                a_top=f"    deck: 20\n    hand: {hand}\n",
                rest="actions:\n  - do: main_phase\n    actions:\n      - {do: use, card: 術士}\n"
                f"expect:\n  state: {{{state}}}\n",
            ),
            "t.yaml",
        )
    )


def test_compiles_with_the_after_applied_between_player_steps() -> None:
    steps = mc_compile(_TEXT.replace("\\n", "\n")).steps
    assert [type(x).__name__ for x in steps] == ["PileDiscardStep", "AfterApplied", "ReplenishStep"]


def test_discarded_in_part_then_replenishes() -> None:
    r = _ruling("[{name: 古書, type: item}]", "古書.zone: A.discard, A.hand: 2, A.deck: 18")
    assert check_expect(r) == []
    assert {"12.4.2", "4.1.11"} <= set(r.decided_by)


def test_nothing_discarded_then_no_replenish() -> None:
    r = _ruling("0", "A.hand: 0, A.deck: 20")
    assert check_expect(r) == []
    assert {"4.1.11", "4.1.15"} <= set(r.decided_by)
