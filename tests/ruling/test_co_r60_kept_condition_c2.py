"""Round 60 (s57coC2): 「Xにダメージ / カウンター / 「K」が(N個以上)置かれている場合」 — a condition on
what card X keeps now: its damage (4.3.9, damage stays on it) or its counters of the kind named
(1-5), at least N (one when no number is written)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run

_BOARD = """\
turn: {player: A, number: 3, phase: main}
players:
  A:
    hp: 20
    deck: [{name: 山1, type: spell}, {name: 山2, type: spell}]
    field:
      - {name: 湯川, type: character, ap: 1, dp: 5, %s, text: "『湯川』をタップする：%s"}
  B: {hp: 20, deck: 10}
actions:
  - {do: activate, card: 湯川}
ask: [山1.zone]
"""

_DRAW = "あなたはカードを1枚引く。"


@pytest.mark.parametrize(
    ("kept", "cond", "zone"),
    [
        ("damage: 1", "『湯川』にダメージが置かれている場合、", "A.hand"),
        ("damage: 0", "『湯川』にダメージが置かれている場合、", "A.deck"),
        ("counters: 2", "『湯川』にカウンターが2個以上置かれている場合、", "A.hand"),
        ("counters: 1", "『湯川』にカウンターが2個以上置かれている場合、", "A.deck"),
        # a named kind counts only its own counters
        (
            "counters: {湯気カウンター: 5}",
            "『湯川』に「湯気カウンター」が5つ以上置かれている場合、",
            "A.hand",
        ),
        (
            "counters: {記帳カウンター: 5}",
            "『湯川』に「湯気カウンター」が5つ以上置かれている場合、",
            "A.deck",
        ),
        ("counters: 5", "『湯川』に「湯気カウンター」が1つ以上置かれている場合、", "A.deck"),
    ],
)
def test_what_the_card_keeps(kept: str, cond: str, zone: str) -> None:
    r = co_run(_BOARD % (kept, cond + _DRAW))
    assert r.outcome["state"] == {"山1.zone": zone}


def test_exactly_n_stays_refused() -> None:
    # 「3つ置かれている場合」 with no 「以上」: exactly 3 or at least 3 — not read
    assert not co_ability(
        "『湯川』をタップする：『湯川』に「湯気カウンター」が3つ置かれている場合、あなたはカードを1枚引く。",
        name="湯川",
    ).supported
