"""ws round 45: 「すべてのプレイヤーは自分に1ダメージを与える」 / 「相手は自分に1ダメージを与える」 — a
damage dealt by the player the text names (8.6.5) to itself, each in turn; the damage is still the
card's (4.11.1.2)."""

from __future__ import annotations

from tests.ruling.boards import cited, ws_resolve_text, zone_names

BOARD = (
    "  A:\n"
    "    clock: 0\n"
    "    deck: [{name: A札, type: character}, 5]\n"
    "  B:\n"
    "    clock: 0\n"
    "    deck: [{name: B札, type: character}, 5]\n"
)


def test_every_player_takes_one_damage() -> None:
    r = ws_resolve_text(BOARD, "すべてのプレイヤーは自分に1ダメージを与える。", "")
    assert zone_names(r, "A", "clock") == ["A札"]
    assert zone_names(r, "B", "clock") == ["B札"]
    assert {"8.6.5", "4.11.1.2"} <= cited(r)
    assert all(w.kind != "unsupported" for w in r.main.warnings)


def test_the_opponent_deals_itself_one_damage() -> None:
    r = ws_resolve_text(BOARD, "相手は自分に1ダメージを与える。", "")
    assert zone_names(r, "A", "clock") == []
    assert zone_names(r, "B", "clock") == ["B札"]
