"""A card name holding a text in a condition of an effect in force (round 63, s60coC; issue 12):
「あなたのフィールドに名前に「X」を含む(他の)キャラクターがいる場合、『Y』は「+1:+1」される」 — the
characters of that player's field whose card name (4.2.8) holds X (other than Y itself when
「他の」 is printed), counted as the effects are worked out (4.3.8); and 「このカードがセットされた
キャラクターの名前に「X」が含まれる場合、そのキャラクターは…」 — the card this one is set on
(4.2.11), while its name holds X."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, co_ability

OTHER = "あなたのフィールドに名前に「浜辺」を含む他のキャラクターがいる場合、『浜辺 なぎさ』は「+1:+1」される。"


def test_compiles_to_a_count_of_names() -> None:
    ab = co_ability(OTHER, "character", "浜辺 なぎさ")
    assert ab.supported, ab.reason
    (st,) = ab.program.statics
    assert st.cond.sel.contains == ("浜辺",)
    assert st.cond.sel.other


BOARD = """game: co
title: t
turn: {player: A, number: 7, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: 浜辺 なぎさ, type: character, ap: 1, dp: 1, text: "%s"}
%s  B:
    hp: 10
    deck: 10
    field:
      - {name: 浜辺 しおり, type: character, ap: 1, dp: 1}
actions: []
ask: [浜辺 なぎさ.ap, 浜辺 なぎさ.dp]
"""


def _run(text: str, mine: str) -> Any:
    return resolve(loads(BOARD % (text, mine), "t.yaml"))


@pytest.mark.parametrize(
    ("mine", "ap"),
    [
        ("      - {name: 浜辺 辰五郎, type: character, ap: 1, dp: 1}\n", 2),  # holds 浜辺
        ("      - {name: 岩槻 鉄, type: character, ap: 1, dp: 1}\n", 1),  # does not
        ("", 1),  # itself alone (「他の」); the opponent's 浜辺 not on this field
    ],
)
def test_counted_on_the_field(mine: str, ap: int) -> None:
    r = _run(OTHER, mine)
    assert r.outcome["state"]["浜辺 なぎさ.ap"] == ap
    assert r.outcome["state"]["浜辺 なぎさ.dp"] == ap
    if ap == 2:
        assert "4.2.8" in cited(r)


def test_without_other_the_card_itself_counts() -> None:
    text = OTHER.replace("他の", "")
    assert co_ability(text, "character", "浜辺 なぎさ").supported
    assert _run(text, "").outcome["state"]["浜辺 なぎさ.ap"] == 2


HOST = "このカードがセットされたキャラクターの名前に「鵜」が含まれる場合、そのキャラクターは「+1:+1」される。"
HOST_BOARD = """game: co
title: t
turn: {player: A, number: 7, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: %s, type: character, ap: 1, dp: 1}
      - {name: 鵜籠, type: item, set_on: %s, text: "キャラクター1体にセット。\\n%s"}
  B: {hp: 10, deck: 10}
actions: []
ask: [%s.ap]
"""


@pytest.mark.parametrize(("host", "ap"), [("鵜飼 太郎", 2), ("川 太郎", 1)])
def test_the_host_while_its_name_holds_the_text(host: str, ap: int) -> None:
    assert co_ability(HOST, "item", "鵜籠").supported
    r = resolve(loads(HOST_BOARD % (host, host, HOST, host), "t.yaml"))
    assert r.outcome["state"][f"{host}.ap"] == ap
