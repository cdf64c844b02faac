"""Round 60 (s57vgO): the specific actions done to a set order of a subtype (_vg/order_acts) —
稼働させる a プロダクト (17.12.2: its 「稼働した時」 event, nothing else, 17.12.2.1; the keyword 稼働
printed before its own trigger condition, 17.12.3) and 歌う a 曲 (17.7.2.1: its 「歌われた時」
event; 17.7.3: face down once that ability resolved). A subtype named alone is read in the order
zone (17.7.1.1; プロダクト: 17.12.1 with 4.17.1)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, unsupported

BOARD = """game: vg
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 長, type: normal, grade: 3, power: 13000}
    order_zone: [{name: 札, type: set_order, grade: 0, traits: [SUBTYPE], text: "TEXT"}]
    hand: 0
    deck: [{name: 引いた札, type: normal}, {name: 次の札, type: normal}, 8]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "EFFECT"}
  - {do: check_timing}
"""
OPERATED = "【自】【オーダーゾーン】：稼働 このカードが稼働した時、１枚引く。"
OPERATE = "あなたのプロダクトを１枚選び、稼働させる。"
SUNG = "【自】：このカードが歌われた時、１枚引く。"
SING = "あなたのオーダーゾーンの曲を1枚選び、歌う。"


def run(subtype: str, text: str, effect: str) -> Any:
    body = BOARD.replace("SUBTYPE", subtype).replace("TEXT", text).replace("EFFECT", effect)
    r = resolve(loads(body, "t.yaml"))
    assert not unsupported(r), unsupported(r)
    return r


def card(r: Any) -> Any:
    return r.main.final.players["A"].zones["order_zone"][0]


def hand(r: Any) -> list[str]:
    return [c.name for c in r.main.final.players["A"].zones["hand"]]


def test_an_operated_product_triggers_and_stays() -> None:
    r = run("プロダクト", OPERATED, OPERATE)
    assert hand(r) == ["引いた札"]
    assert card(r).name == "札" and card(r).face_up
    assert {"17.12.2", "17.12.2.1"} <= set(cited(r))


def test_a_set_order_of_another_subtype_is_no_product() -> None:
    r = run("曲", OPERATED, OPERATE)
    assert hand(r) == []


def test_a_sung_song_triggers_then_turns_face_down() -> None:
    r = run("曲", SUNG, SING)
    assert hand(r) == ["引いた札"]
    assert card(r).face_up is False
    assert {"17.7.2.1", "17.7.3"} <= set(cited(r))


@pytest.mark.parametrize("subtype", ["プロダクト"])
def test_no_song_no_singing(subtype: str) -> None:
    r = run(subtype, SUNG, SING)
    assert hand(r) == [] and card(r).face_up
