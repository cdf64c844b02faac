"""Weiß Schwarz card-text constructions met on real cards of many titles (issue 12), one test
each: a minimal ability text, what it compiles to, and what it does on a board."""

from __future__ import annotations

from typing import Any

from grammar.parse import parse_card
from ruling.games._ws.cardtext import compile_ability
from ruling.resolve import resolve
from ruling.scenario import loads

HEAD = "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"


def _one(text: str) -> Any:
    r = parse_card(text, "ws")
    assert r.card is not None
    return compile_ability(r.card.abilities[0])


def _run(players: str, text: str, choices: str = "", ask: str = "") -> Any:
    src = (
        HEAD
        + "players:\n"
        + players
        + f'actions:\n  - {{do: resolve_text, player: A, text: "{text}"}}\n'
        + (f"choices:\n{choices}" if choices else "")
        + (f"ask: [{ask}]\n" if ask else "")
    )
    return resolve(loads(src))


# --------------------------------------------------------------- 「選んだキャラのレベルが3以上なら」


def test_the_card_chosen_named_by_a_relative_clause() -> None:
    """「…キャラを1枚まで選んで相手に見せ、手札に加え、残りのカードを控え室に置き、選んだキャラの
    レベルが3以上なら、…」: 選んだキャラ is what the last choice of the effect chose (not the
    rest just moved, 8.6.3); with none chosen the condition does not hold."""
    text = (
        "あなたは自分の控え室のキャラを1枚まで選び、手札に戻す。"
        "選んだキャラのレベルが3以上なら、あなたは1枚引く。"
    )
    cond = _one(text).steps[-1].cond
    assert (cond.what, cond.sel.ref, cond.cmp, cond.n) == ("stat", "chosen_last", "ge", 3)
    board = (
        "  A:\n    level: 3\n    deck: [{name: 山, type: character}, 5]\n"
        "    waiting_room: [{name: 高, type: character, level: 3}, {name: 低, type: character,"
        " level: 1}]\n  B: {deck: 10}\n"
    )

    def drew(pick: str) -> Any:
        choice = f"  - {{player: A, at: choose, choose: {pick}}}\n"
        return _run(board, text, choice, "山.zone").outcome["state"]["山.zone"]

    assert drew("高") == "A.hand"
    assert drew("低") == "A.deck"
    assert drew("none") == "A.deck"


# --------------------------------------------------------------- 「このカードの下のマーカーすべてを」


def test_every_marker_under_this_card_moved() -> None:
    """「このカードの下のマーカーすべてを、控え室に置き」: every card in the marker zone of this
    card's slot (3.7.1) goes there; the other slots' markers stay."""
    text = "【起】［(1)］ このカードの下のマーカーすべてを、控え室に置き、あなたは1枚引く。"
    move = _one(text).steps[0]
    assert (move.verb, move.target.zone, move.target.bound, move.dest) == (
        "move",
        "under_this",
        "all",
        "waiting_room",
    )
    src = (
        HEAD + "players:\n  A:\n    level: 1\n    stock: 2\n    deck: 10\n    stage:\n"
        f'      center_front: {{name: 主, type: character, level: 1, text: "{text}"}}\n'
        "      left_front: {name: 脇, type: character, level: 1}\n"
        "    markers: {center_front: [{name: 印一, type: character}, {name: 印二, type: climax}],"
        " left_front: [{name: 他印, type: character}]}\n"
        "  B: {deck: 10}\n"
        "actions:\n  - {do: activate, player: A, card: 主}\n"
        "ask: [印一.zone, 印二.zone, 他印.zone]\n"
    )
    assert resolve(loads(src)).outcome["state"] == {
        "印一.zone": "A.waiting_room",
        "印二.zone": "A.waiting_room",
        "他印.zone": "A.markers.left_front",
    }


# --------------------------------------------------------------- 「…が舞台から手札に戻った時」


def test_a_trigger_on_a_card_going_back_to_a_zone() -> None:
    """「相手のキャラが、舞台から手札に戻った時」 (戻った, and 戻された): a card moved from the stage
    to the hand, as 「置かれた時」 says of any zone move (8.1.1.1)."""
    text = "【自】 相手のキャラが、舞台から手札に戻った時、あなたは1枚引く。"
    trig = _one(text).trigger
    assert (trig.event, trig.subject.owner, trig.src, trig.dst) == (
        "placed",
        "opponent",
        ("stage",),
        ("hand",),
    )
    assert _one(text.replace("戻った", "戻された")).trigger == trig

    def hand_after(effect: str) -> Any:
        src = (
            HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
            f'      center_front: {{name: 見張り, type: character, level: 1, text: "{text}"}}\n'
            "  B:\n    deck: 10\n    stage:\n"
            "      center_front: {name: 相手役, type: character, level: 1}\n"
            f'actions:\n  - {{do: resolve_text, player: A, text: "{effect}"}}\n'
            "ask: [A.hand]\n"
        )
        return resolve(loads(src)).outcome["state"]["A.hand"]

    assert hand_after("あなたは相手のキャラを1枚選び、手札に戻す。") == 1
    assert hand_after("あなたは相手のキャラを1枚選び、控え室に置く。") == 0
