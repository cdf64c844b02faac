"""co round 51 (s48coC): 「このカードはイベントカードとしても扱う。」 (the shared
``identity.treated_as_kind``): a character card that is also an event card (4.2.8 「仮にイベント
でありキャラクターであったカード」). Played where 3.4.2 plays no character card (the opponent's main
phase, no All Turn), which kind's timing governs is not settled — 3.4.2 against 3.4.3 「どちらのターン
にもかかわらず…すべてのプレイヤーが」: the audit's ``two_kind_play_timing``, both readings run (the
engine's: refused by 3.4.2; the other: played by 3.4.3, the character entering the field tapped,
3.4.2). A character card without the text, or one played in its player's own main phase, raises
nothing. Before, the text was refused (「the action treat.final」)."""

from __future__ import annotations

from tests.ruling.boards import decided, unsupported, zone_per_reading

_TEXT = "このカードはイベントカードとしても扱う。"


def _board(turn: str, text: str = _TEXT) -> str:
    return (
        "game: co\ntitle: t\n"
        f"turn: {{player: {turn}, number: 7, phase: main}}\nplayers:\n  A:\n    hp: 10\n"
        "    deck: 20\n  B:\n    hp: 10\n    energy: 1\n    deck: 20\n    hand:\n"
        f'      - {{name: 少女, type: character, cost: 1, ap: 1, dp: 1, text: "{text}"}}\n'
        "actions:\n  - {do: play, player: B, card: 少女}\n"
    )


def test_co_two_kind_card_in_the_opponents_turn_runs_both_readings() -> None:
    r, zones = zone_per_reading(_board("A"), "B", "少女")
    assert not unsupported(r)
    assert zones == {"character_card": "hand", "other_kind": "field"}
    alt = next(lf for lf in r.alternates if any(c.option == "other_kind" for c in lf.choices))
    assert next(c for c in alt.final.players["B"].zones["field"]).orientation == "rest"
    assert {"3.4.2", "3.4.3", "4.2.8"} <= decided(r)


def test_co_plain_character_in_the_opponents_turn_is_refused_without_a_point() -> None:
    r, zones = zone_per_reading(_board("A", text=""), "B", "少女")
    assert zones == {None: "hand"} and not r.alternates


def test_co_two_kind_card_in_its_own_turn_raises_nothing() -> None:
    r, zones = zone_per_reading(_board("B"), "B", "少女")
    assert not unsupported(r)
    assert zones == {None: "field"} and not r.alternates
