"""A vs card named bare 「“称号”名前」 (vs.txt 2.3.1.1) on a board: the input layer's name token
(``grammar.cardname``) names the card whose name is 名前 and one of whose titles is 称号 (2.1.1,
2.3.1), whatever particle follows, with or without the space the name is printed with."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    hand: []
    waiting: [{name: 伊織}, %s]
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、%s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}, right: %s}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 5000}}
actions:
  - {do: attack, support: 春香}
ask: [%s]
"""
KOTORI = "{name: 星川 ことり, title: 見習い司書, ap: 1000, dp: 1000}"
OTHER = "{name: 星川 ことり, title: 部長, ap: 1000, dp: 1000}"


@pytest.mark.parametrize(
    "text",
    [
        "あなたのベンチに“見習い司書”星川 ことりがあるなら、あなたは1枚引く。",
        "あなたのベンチに“見習い司書”星川ことりがあるなら、あなたは1枚引く。",
        "あなたのベンチに“見習い司書”星川 ことりがいるなら、あなたは1枚引く。",
        "“見習い司書”星川 ことりがあなたのベンチにあるなら、あなたは1枚引く。",
        "あなたのベンチに<見習い司書>星川 ことりがあるなら、あなたは1枚引く。",
    ],
)
@pytest.mark.parametrize(("bench", "draws"), [(KOTORI, 1), (OTHER, 0)])
def test_name_with_a_particle_like_kana_on_the_bench(text: str, bench: str, draws: int) -> None:
    """「ことり」's 「と」 is not a particle: the name runs to 「が」 (spaced or not, あるなら /
    いるなら, either word order); another title is not the card."""
    r = resolve(loads(BOARD % ("{name: 甲}", text, bench, "A.hand")))
    assert r.outcome["state"] == {"A.hand": draws}


@pytest.mark.parametrize(
    "text",
    [
        "あなたは自分の控え室の“見習い司書”星川 ことりを1枚選び、手札に戻す。",
        "あなたは自分の控え室の“見習い司書”星川ことりを1枚選び、手札に戻す。",
        "あなたは自分の控え室から“見習い司書”星川 ことりを1枚選び、手札に戻す。",
    ],
)
def test_name_before_wo_chosen_from_the_waiting_room(text: str) -> None:
    """「…の“見習い司書”星川 ことりを1枚選び」: only that card can be chosen."""
    r = resolve(loads(BOARD % (KOTORI, text, "{name: 雪歩}", "星川 ことり.zone, 伊織.zone")))
    assert r.outcome["state"] == {"星川 ことり.zone": "A.hand", "伊織.zone": "A.waiting"}
