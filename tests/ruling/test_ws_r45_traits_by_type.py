"""ws round 45: traits are information only characters have (2.5.1, ``Game.typed_values``): an event
or a climax whose traits the scenario does not give has none — known, not a value left out — so a
《X》 choice never takes it and nothing is branched on or assumed; a character whose traits are not
given stays unknown."""

from __future__ import annotations

from tests.ruling.boards import cited, ws_resolve_text, zone_names

TEXT = "あなたは自分の控え室の《音楽》のカードを1枚選び、手札に戻す。"


def _board(other: str) -> str:
    return (
        "  A:\n"
        "    waiting_room:\n"
        f"      - {other}\n"
        "      - {name: 奏者, type: character, level: 0, power: 2000, soul: 1, traits: [音楽]}\n"
        "    hand: 0\n"
        "    deck: 10\n"
        "  B: {deck: 10}\n"
    )


def test_an_event_has_no_traits() -> None:
    r = ws_resolve_text(_board("{name: 旋律, type: event, level: 0, cost: 0}"), TEXT)
    assert len(r.leaves) == 1
    assert zone_names(r, "A", "hand") == ["奏者"]
    assert "2.5.1" in cited(r)


def test_a_character_with_traits_not_given_is_unknown() -> None:
    r = ws_resolve_text(_board("{name: 歌手, type: character, level: 0, power: 1000}"), TEXT)
    assert len(r.leaves) > 1 or any(w.kind == "assumption" for w in r.main.warnings)
    assert "2.5.1" not in cited(r)
