"""Weiß Schwarz card-text constructions met on real cards of many titles (issue 12), one test
each: a minimal ability text, what it compiles to, and what it does on a board."""

from __future__ import annotations

from typing import Any

import pytest

from grammar.parse import parse_card
from ruling.abilities import Unsupported
from ruling.games._ws.cardtext import compile_ability
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, ws_compile, ws_resolve_text

HEAD = WS_HEAD


_one = ws_compile
_run = ws_resolve_text


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


# --------------------------------------------------------------- 「応援 記憶」, 「記憶 共鳴」


def test_keywords_one_after_another() -> None:
    """「応援 記憶」: the ability has both keywords (10.9.2); 記憶 only names a kind of ability
    (10.9.1), so it runs as 応援 (here under its memory condition). 「記憶 共鳴」 runs as 共鳴: paying
    its reveal cost uses 共鳴 (10.13.3.1). 「集中 共鳴」 (two keywords with rules of their own)
    stays refused."""
    assist = (
        "【永】 応援 記憶 あなたの思い出置場に「鍵」があるなら、"
        "このカードの前のあなたのキャラすべてに、パワーを＋500。"
    )
    assert _one(assist).keyword == "応援"

    def power(memory: str) -> Any:
        src = (
            HEAD + f"players:\n  A:\n    deck: 10\n    memory: [{memory}]\n    stage:\n"
            f'      left_back: {{name: 応援役, type: character, level: 0, text: "{assist}"}}\n'
            "      center_front: {name: 前衛, type: character, level: 0, power: 3000}\n"
            "  B: {deck: 10}\nask: [前衛.power]\n"
        )
        return resolve(loads(src)).outcome["state"]["前衛.power"]

    assert power("{name: 鍵, type: character}") == 3500
    assert power("{name: 別, type: character}") == 3000
    text = "【起】 記憶 共鳴 ［手札の「鍵」を1枚公開する］ あなたは1枚引く。"
    assert _one(text).keyword == "共鳴"
    src = (
        HEAD + "players:\n  A:\n    deck: 10\n    hand: [{name: 鍵, type: character}]\n"
        f'    stage:\n      center_front: {{name: 主, type: character, level: 0, text: "{text}"}}\n'
        "  B: {deck: 10}\nactions:\n  - {do: activate, player: A, card: 主}\nask: [A.hand]\n"
    )
    r = resolve(loads(src))
    assert r.outcome["state"]["A.hand"] == 2
    assert any("10.13.3.1" in s.clauses and "共鳴" in s.ja for s in r.main.trace.steps)
    refused = parse_card("【起】 集中 共鳴 ［手札の「鍵」を1枚公開する］ あなたは1枚引く。", "ws")
    assert refused.card is not None
    with pytest.raises(Unsupported, match="two keywords"):
        compile_ability(refused.card.abilities[0])


# --------------------------------------------------------------- 「絆／「A」「B」」


def test_a_bond_naming_several_cards() -> None:
    """「絆／「甲」「乙」 ［(1)］」 (10.4.2.1): put from the hand onto the stage, paying the cost
    returns a card of any of the names from the waiting room."""
    text = "【自】 絆／「甲」「乙」 ［(1)］"
    assert [p.text for p in _one(text).params] == ["甲", "乙"]
    src = (
        HEAD + "players:\n  A:\n    level: 0\n    stock: 1\n    deck: 5\n    hand:\n"
        f'      - {{name: 主, type: character, level: 0, cost: 0, text: "{text}"}}\n'
        "    waiting_room: [{name: 乙, type: character}, {name: 丙, type: character}]\n"
        "  B: {deck: 5}\n"
        'actions:\n  - {do: resolve_text, player: A, text: "あなたは自分の手札のキャラを1枚選び、'
        '舞台の好きな枠に置く。"}\n'
        "choices:\n  - {player: A, choose: 主}\n  - {player: A, choose: left_back}\n"
        "  - {player: A, choose: yes, at: bond}\n"
        "ask: [乙.zone, 丙.zone]\n"
    )
    r = resolve(loads(src))
    assert r.outcome["state"] == {"乙.zone": "A.hand", "丙.zone": "A.waiting_room"}
    assert "10.4.2.1" in r.decided_by


# --------------------------------------------------------------- ［…。その山札をシャッフルする］


def test_a_cost_of_two_sentences() -> None:
    """［あなたの控え室のキャラを2枚山札に戻す。その山札をシャッフルする］: both sentences are
    the cost, paid in order (8.4.2): the characters go to the deck, which is then shuffled,
    before the effect draws."""
    text = "【起】［あなたの控え室のキャラを2枚山札に戻す。その山札をシャッフルする］ あなたは1枚引く。"
    assert [c.what for c in _one(text).cost] == ["move", "shuffle"]
    src = (
        HEAD + "players:\n  A:\n    level: 1\n    deck: [{name: 山, type: character}]\n"
        f'    stage:\n      center_front: {{name: 主, type: character, level: 1, text: "{text}"}}\n'
        "    waiting_room: [{name: 甲, type: character}, {name: 乙, type: character},"
        " {name: 丙, type: climax}]\n"
        "  B: {deck: 10}\n"
        "actions:\n  - {do: activate, player: A, card: 主}\n"
        "choices:\n  - {player: A, choose: 甲}\n  - {player: A, choose: 乙}\n"
        "ask: [丙.zone, A.waiting_room, A.hand, A.deck]\n"
    )
    r = resolve(loads(src))
    assert r.outcome["state"] == {
        "丙.zone": "A.waiting_room",
        "A.waiting_room": 1,
        "A.hand": 1,
        "A.deck": 2,
    }
    shuffle = [s for s in r.main.trace.steps if "3.2.4" in s.clauses]
    assert len(shuffle) == 1


# --------------------------------------------------------------- 「…選び、そのキャラがいた枠に置く」


def test_a_slot_named_by_a_card_moved_earlier() -> None:
    """「相手は自分の控え室の…キャラを1枚まで選び、そのキャラがいた枠に置く」: そのキャラ is not the
    card put there (it is in the waiting room, in no slot) but the character the effect moved off
    the stage before; the chosen card goes into the slot that one left, on its owner's stage
    (3.1.6, 8.8.1)."""
    text = (
        "あなたは相手のキャラを1枚選び、控え室に置く。"
        "相手は自分の控え室のレベル0以下のキャラを1枚まで選び、そのキャラがいた枠に置く。"
    )
    put = _one(text).steps[-1]
    assert (put.verb, put.dest, put.target.ref) == ("to_slot", "was_left", "chosen")

    def state(pick: str) -> Any:
        board = (
            "  A: {level: 1, deck: 10}\n  B:\n    deck: 10\n    stage:\n"
            "      left_front: {name: 旧, type: character, level: 1}\n"
            "      center_front: {name: 中, type: character, level: 1}\n"
            "    waiting_room: [{name: 新, type: character, level: 0}]\n"
        )
        choices = f"  - {{player: A, choose: 旧}}\n  - {{player: B, at: choose, choose: {pick}}}\n"
        return _run(board, text, choices, "旧.zone, 新.zone, 中.zone").outcome["state"]

    assert state("新") == {
        "旧.zone": "B.waiting_room",
        "新.zone": "B.stage.left_front",
        "中.zone": "B.stage.center_front",
    }
    assert state("none")["新.zone"] == "B.waiting_room"
