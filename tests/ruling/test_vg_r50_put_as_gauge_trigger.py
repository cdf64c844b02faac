"""vg round 50 (issue 12, s47vgA): 「このカードが(あなたの)詩譜ゲージとして置かれた時」 / 「…が(R)から
詩譜ゲージとして置かれた時」 — the put trigger to the gauge zone (7.40.1) of a card put as gauge of
that name (7.40.3; a player's, 7.40.7.2, when 「あなたの」 is printed); refused before as "a put
trigger with none". The move carries what the card was put as and by what (its data), read when
the trigger is checked."""

from __future__ import annotations

from typing import Any

import pytest

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from grammar.parse import parse_card
from ruling.cardtext.ir import Sel
from ruling.games._vg.cardtext import compile_ability
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone

BODY = """\
game: vg
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
  A:
    deck: [{name: 山1, type: normal}, {name: 山2, type: normal}, 8]
    vanguard: {name: 王, type: normal, grade: 3, power: 13000, text: "【永】【(V)】：あなたは詩譜ゲージを持てる。"}
    left_front: {name: 奏者, type: normal, grade: 2, power: 10000, text: "TEXT"}
    left_back: {name: 伴奏, type: normal, grade: 1, text: "WATCH"}
    hand: [{name: 歌, type: normal, grade: 1, text: "HAND"}]
actions:
  - {do: activate, card: 奏者}
"""

OWN = "【自】：このカードがあなたの詩譜ゲージとして置かれた時、１枚引く。"
FROM_HAND = "【起】【(R)】：手札から１枚選び、詩譜ゲージとして表で置く。"


def _run(text: str, hand: str = "", watch: str = "") -> Any:
    body = BODY.replace("TEXT", text).replace("HAND", hand).replace("WATCH", watch)
    return resolve(loads(body, "t.yaml"))


def test_compiled_as_a_put_to_the_gauge_zone_as_that_gauge() -> None:
    t = compile_ability(parse_card(OWN, "vg").card.abilities[0]).trigger
    assert (t.event, t.dst, t.target) == ("put", ("gauge",), Sel(gauge="詩譜", owner="you"))


@pytest.mark.parametrize(
    ("put", "draws"),
    [
        (FROM_HAND, True),
        # put as gauge of another name (7.40.3): not as its 詩譜ゲージ
        ("【起】【(R)】：手札から１枚選び、あなたのヴァンガードの冠ゲージとして表で置く。", False),
        # to the drop: no put to the gauge zone
        ("【起】【(R)】：手札から１枚選び、捨てる。", False),
    ],
)
def test_the_card_itself_put_as_that_gauge(put: str, draws: bool) -> None:
    r = _run(put, hand=OWN)
    assert not unsupported(r), unsupported(r)
    assert ("山1" in zone(r, "A", "hand")) is draws


OTHER = "【自】【(R)】：あなたの他のカードが詩譜ゲージとして置かれた時、１枚引く。"


def test_another_card_put_as_that_gauge() -> None:
    r = _run(FROM_HAND, watch=OTHER)
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "gauge") == ["歌"] and "山1" in zone(r, "A", "hand")


BY_EFFECT = (
    "【自】：このユニットがあなたのカードの効果で(R)から詩譜ゲージとして置かれた時、１枚引く。"
)


@pytest.mark.parametrize(
    ("put", "draws"),
    [
        # an effect of A's card puts the unit from (R): it draws
        ("【起】【(R)】：あなたの他のリアガードを１枚選び、詩譜ゲージとして表で置く。", True),
        # put by a cost, not by an effect (11.7.1): it does not
        (
            "【起】【(R)】：【コスト】[あなたの他のリアガードを１枚詩譜ゲージとして表で置く]ことで、"
            "そのターン中、このユニットのパワー＋5000。",
            False,
        ),
    ],
)
def test_put_from_a_circle_by_an_effect(put: str, draws: bool) -> None:
    r = _run(put, watch=BY_EFFECT)
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "gauge") == ["伴奏"]
    assert ("山1" in zone(r, "A", "hand")) is draws
