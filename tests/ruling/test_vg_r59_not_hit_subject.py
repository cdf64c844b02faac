"""Round 59 (s56vgR): 「このユニットがヒットしなかった時」 / 「このユニットがヒットした時」 with no act named
(not 「このユニットのアタックが…」): the hit and not-hit events are the attacking unit's (10.7.1.6
「アタックしているユニットが‘ヒットしている’事象」, 10.7.1.7), so they are read as its attack's. The
attacked unit moved to another circle mid-battle is not hit (10.7.1.2.1), and the not-hit event
still comes (10.7.1.7)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import cited, unsupported, vg_card_run

MISS = "【自】【(R)】：このユニットがアタックしたバトル中、このユニットがヒットしなかった時、１枚引く。"
HIT = "【自】【(R)】：このユニットがヒットした時、１枚引く。"


def drawn(r: object) -> int:
    return len([s for s in r.main.trace.steps if s.event == "draw" and "A draws" in s.en])  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("text", "target", "n"),
    [
        (MISS, "vanguard", 1),
        (MISS, "right_front", 0),
        (HIT, "vanguard", 0),
        (HIT, "right_front", 1),
    ],
)
def test_hit_events_of_this_unit(text: str, target: str, n: int) -> None:
    # 剣士 10000 against 騎士 13000 (no hit) or 槍兵 9000 (hit)
    r = vg_card_run(text, f"  - {{do: attack, attacker: left_front, target: {target}}}")
    assert not unsupported(r)
    assert drawn(r) == n
    assert ("10.7.1.7" if text == MISS else "10.7.1.6") in cited(r) or n == 0


def test_attacked_unit_moved_away_is_a_miss() -> None:
    r = vg_card_run(
        MISS,
        "  - {do: attack, attacker: left_front, target: right_front, guard_actions: "
        "[{do: move, player: B, card: 槍兵, to: right_back}]}",
    )
    assert drawn(r) == 1
    assert {"10.7.1.2.1", "10.7.1.7"} <= cited(r)
