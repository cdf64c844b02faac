"""Round 48 (s45wsF): 「他のあなたの、下にマーカーがあるキャラがいるなら」 — the grammar hangs
「他のあなたの、」 on 下 (the goal) rather than on マーカー; either way the clause is 「マーカーを持つ
キャラ」 (3.7.4: a character whose slot's marker zone holds a card), the terms printed before it
the head noun's (another of your characters)."""

from __future__ import annotations

from tests.ruling.boards import cited, ws_compile, ws_resolve_text, zone_names

TEXT = "他のあなたの、下にマーカーがあるキャラがいるなら、あなたは1枚引く。"
TRIGGERED = (
    "【自】 このカードが手札から舞台に置かれた時、他のあなたの、下にマーカーがあるキャラがいるなら、"
    "あなたは1枚引く。"
)


def _board(markers: str, theirs: bool = False) -> str:
    return (
        "  A:\n    level: 1\n    deck: 10\n    hand: 0\n"
        "    stage:\n"
        "      center_front: {name: 甲, type: character, level: 1}\n"
        "      left_front: {name: 乙, type: character, level: 1}\n"
        + (f"    markers:\n{markers}" if markers else "")
        + "  B:\n    deck: 10\n    stage:\n      center_front: {name: 丙, type: character}\n"
        + (
            "    markers:\n      center_front: [{name: 相手印, type: character}]\n"
            if theirs
            else ""
        )
    )


def test_the_ability_compiles() -> None:
    ws_compile(TRIGGERED)  # refused before (a relative clause exist_thing.final)


def test_a_marker_under_one_of_your_characters_draws() -> None:
    r = ws_resolve_text(_board("      left_front: [{name: 印, type: character}]\n"), TEXT)
    assert len(zone_names(r, "A", "hand")) == 1
    assert "3.7.4" in cited(r)


def test_no_marker_under_your_characters_does_not_draw() -> None:
    r = ws_resolve_text(_board(""), TEXT)
    assert zone_names(r, "A", "hand") == []


def test_a_marker_under_an_opponent_character_only_does_not_draw() -> None:
    r = ws_resolve_text(_board("", theirs=True), TEXT)
    assert zone_names(r, "A", "hand") == []
