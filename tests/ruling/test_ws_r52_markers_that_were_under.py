"""Round 52 (s49wsA): 「自分の控え室の、このカードの下にあったマーカーを1枚選び、手札に戻してよい」
— when this card leaves the stage its markers go with it to the waiting room (3.7.3, 3.7.3.2);
the cards named are those that were in its marker zone then, now in the waiting room (the
game records them as the card leaves), not the other cards there."""

from __future__ import annotations

from typing import Any

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import AnswerNotTaken, resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, cited, ws_compile, zone_names

ABILITY = (
    "【自】 このカードが舞台から控え室に置かれた時、あなたは自分の控え室の、"
    "このカードの下にあったマーカーを1枚選び、手札に戻してよい。"
)


def _run(choose: str) -> Any:
    src = (
        WS_HEAD
        + "players:\n  A:\n    level: 1\n    deck: 10\n    hand: 0\n"
        + "    waiting_room: [{name: 前から, type: character}]\n"
        + "    stage:\n"
        + f'      center_front: {{name: 主, type: character, level: 1, text: "{ABILITY}"}}\n'
        + "      left_front: {name: 甲, type: character, level: 1}\n"
        + "    markers:\n      center_front: [{name: 印, type: character}]\n"
        + "      left_front: [{name: 隣, type: character}]\n"
        + "  B: {deck: 10}\n"
        + 'actions:\n  - {do: resolve_text, player: A, text: "あなたは自分のキャラを1枚選び、'
        + '控え室に置く。"}\n'
        + "choices:\n  - {player: A, at: choose, choose: 主}\n"
        + f"  - {{player: A, at: choose, choose: {choose}}}\n"
        + "  - {player: A, at: optional, choose: true}\n"
    )
    return resolve(loads(src))


def test_compiles_to_the_cards_that_were_under_it() -> None:
    (choose, move) = ws_compile(ABILITY).steps
    assert choose.target.zones == ("waiting_room",) and choose.target.kinds == ()
    assert "was_under:this" in choose.target.states
    assert move.dest == "hand"


def test_the_marker_that_went_with_it_returned() -> None:
    r = _run("印")
    assert zone_names(r, "A", "hand") == ["印"]
    assert {"3.7.3", "3.7.3.2"} <= cited(r)


def test_another_card_of_the_waiting_room_is_not_one() -> None:
    with pytest.raises(AnswerNotTaken, match="none of the options"):
        _run("前から")


def test_the_other_characters_marker_stays() -> None:
    r = _run("印")
    assert zone_names(r, "A", "markers.left_front") == ["隣"]
    assert "前から" in zone_names(r, "A", "waiting_room")


HAD = (
    "あなたは自分のキャラを1枚選び、手札に戻す。"
    "この効果で手札に戻したキャラの下にマーカーがあったなら、あなたは1枚引く。"
)


def _had(chosen: str) -> Any:
    src = (
        WS_HEAD
        + "players:\n  A:\n    level: 1\n    deck: [{name: 山, type: character}, 5]\n    hand: 0\n"
        + "    stage:\n"
        + "      center_front: {name: 主, type: character, level: 1}\n"
        + "      left_front: {name: 甲, type: character, level: 1}\n"
        + "    markers:\n      center_front: [{name: 印, type: character}]\n"
        + "  B: {deck: 10}\n"
        + f'actions:\n  - {{do: resolve_text, player: A, text: "{HAD}"}}\n'
        + f"choices:\n  - {{player: A, at: choose, choose: {chosen}}}\n"
    )
    return resolve(loads(src))


def test_a_character_returned_that_had_markers() -> None:
    cond = ws_compile(HAD).steps[-1].cond
    assert cond.what == "count" and cond.sel.ref == "put_by_effect"
    assert "had_markers" in cond.sel.states
    r = _had("主")
    assert sorted(zone_names(r, "A", "hand")) == ["主", "山"]
    assert zone_names(r, "A", "waiting_room") == ["印"]  # the marker went with it (3.7.3.2)
    assert {"3.7.4", "8.11.1"} <= cited(r)


def test_a_character_returned_that_had_none() -> None:
    r = _had("甲")
    assert zone_names(r, "A", "hand") == ["甲"]
