"""Round 63 (s60vsC): a limit of uses printed with the span of the turn or of the game,
「この技はターン中にN回まで使用できる」 / 「この技はゲーム中にN回まで使用できる」 (shared
``cardtext.abilities.use_limit`` / ``game_use_limit``): the same limit as 「1ターンにN回まで使える」 /
「1ゲームにN回まで使える」 (8.12.1 a use is a technique resolved, 8.12.3 a technique that cannot be
used does not trigger, 8.12.4 nor is it activated)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.test_vs_r42_cardtext import _two_turns
from tests.ruling.test_vs_rules_r22 import ONCE


@pytest.mark.parametrize(
    ("limit", "hand"),
    [
        ("この技はターン中に1回まで使用できる。", 3),
        ("この技はターン中に2回まで使用できる。", 4),  # two uses: both attacks draw
        ("この技はゲーム中に1回まで使用できる。", 3),
    ],
)
def test_a_limit_during_the_turn_binds_the_automatic_technique(limit: str, hand: int) -> None:
    """Attacked twice in one turn: one draw under a limit of one, two under a limit of two."""
    r = resolve(loads(ONCE % limit))
    assert r.outcome["state"] == {"B.hand": hand}
    assert not [w for w in r.warnings() if w.kind == "unsupported"]


@pytest.mark.parametrize(
    ("limit", "hand", "rejected"),
    [
        ("この技はゲーム中に1回まで使用できる。", 1, True),  # counted over the game
        ("この技はターン中に1回まで使用できる。", 2, False),  # a new turn, a new use
    ],
)
def test_a_limit_during_the_game_outlasts_the_turn(limit: str, hand: int, rejected: bool) -> None:
    r = _two_turns(limit)
    assert r.main.outcome["state"] == {"A.hand": hand, "turn.number": 8}  # type: ignore[attr-defined]
    assert bool(r.main.outcome.get("rejected")) is rejected  # type: ignore[attr-defined]
    if rejected:
        assert {"8.12.4", "8.12.1"} <= set(r.decided_by)  # type: ignore[attr-defined]


def test_another_span_stays_refused() -> None:
    from ruling.abilities import abilities_of
    from ruling.state import Card

    text = "[リング]このカードがアタックされた時、あなたは1枚引く。この技はフェイズ中に1回まで使用できる。"
    (ab,) = abilities_of("vs", Card(uid="c", owner="A", name="x", text=text))
    assert not ab.supported
