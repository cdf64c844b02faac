"""Round 36 (s32vstext), issue 12: the shared family 「…ものとして扱う」 / 「…まま」, with vs plugged in.

1. 「Xのまま」 / 「そのまま」 (grammar: the part ``as_is``, ``Role.AS_IS``; shared reading in
   ``steps._move``): a card put 「レスト状態のまま」 keeps that state, so it is put in it — the put
   「レスト状態で置く」; 「そのまま」 (no state named) is the put itself where the card goes to a zone
   whose cards have no placement state (vs 4.9.1: only the bench's, the energy zone's and the
   surprise zone's have one; ``Vocab.stateless_zones``), and refused elsewhere (the state kept
   would override 4.9.1.4's standing, not read).
2. 「XはYものとして(も)扱う」 (grammar: the formal noun もの, ``Word("thing")``; shared reading
   ``identity.treated_as_thing``): vs reads 「このカードは《X》を持つものとして(も)扱う」 /
   「《X》技を持つもの」 / 「《X》のカードとして(も)扱う」 in a continuous technique as the card holding
   the attribute X while in its [領域] (2.15.1: a card with a 《X》 technique is written 《X》;
   8.1.1.4), as 「このカードは追加で《X》になる」 holds it (2.15.2); another description or another
   card is refused by name.
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program, vs_refused


def _run(yaml: str) -> Any:
    return resolve(loads(yaml))


# ------------------------------------------------------------------ 1. 「…のまま」 / 「そのまま」

HEAD = "[リング]このカードがアタックした時、あなたのベンチのカードを1枚選び、"
PLAIN = HEAD + "控え室に置く。"


@pytest.mark.parametrize(
    "tail",
    [
        "そのまま控え室に置く。",
        "そのまま、控え室に置く。",
        "控え室にそのまま置く。",
        "レスト状態のまま控え室に置く。",
        "レスト状態のまま、控え室に置く。",
        "控え室にレスト状態のまま置く。",
        "スタンド状態のまま控え室に置く。",
    ],
)
def test_kept_state_to_the_waiting_room_is_the_put(tail: str) -> None:
    """The waiting room's cards have no placement state (4.9.1): each spelling is the put."""
    assert vs_program(HEAD + tail) == vs_program(PLAIN)


@pytest.mark.parametrize("zone", ["手札に加える", "山札の下に置く", "リタイヤ置場に置く"])
def test_as_it_is_to_other_stateless_zones(zone: str) -> None:
    assert vs_program(HEAD + "そのまま" + zone + "。") == vs_program(HEAD + zone + "。")


def test_as_it_is_to_a_zone_with_states_is_refused() -> None:
    """「そのままベンチに置く」: the state it keeps there is not read — refused, not dropped."""
    text = "[リング]このカードがアタックした時、あなたの控え室のカードを1枚選び、そのままベンチに置く。"
    assert "そのまま" in vs_refused(text)


def test_kept_rest_state_to_the_bench_is_the_rested_put() -> None:
    """「レスト状態のままベンチに置く」: put rested (4.9.1.4 「特に指示がないかぎり」 standing)."""
    base = "[リング]このカードがアタックした時、あなたの控え室のカードを1枚選び、"
    assert vs_program(base + "レスト状態のままベンチに置く。") == vs_program(
        base + "レスト状態でベンチに置く。"
    )


KEPT_BOARD = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"},
            right: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
choices: [{player: A, choose: 春香}]
ask: [春香.zone]
"""


@pytest.mark.parametrize(
    "text",
    [
        "あなたのベンチのカードを1枚選び、控え室に置く。",
        "あなたのベンチのカードを1枚選び、そのまま控え室に置く。",
        "あなたのベンチのカードを1枚選び、スタンド状態のまま控え室に置く。",
    ],
)
def test_on_a_board_the_card_kept_as_it_is_goes_to_the_waiting_room(text: str) -> None:
    r = _run(KEPT_BOARD % text)
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"春香.zone": "A.waiting"}


# ------------------------------------------------------------------ 2. 「…ものとして扱う」

GRANTED = "[リング]このカードは追加で《癒し》になる。"


@pytest.mark.parametrize(
    "text",
    [
        "[リング]このカードは《癒し》を持つものとして扱う。",
        "[リング]このカードは、《癒し》を持つものとして扱う。",
        "[リング]このカードは《癒し》を持つものとしても扱う。",
        "[リング]このカードは《癒し》技を持つものとして扱う。",
        "[リング]このカードは《癒し》の技を持つものとして扱う。",
        "[リング]このカードは《癒し》のカードとして扱う。",
        "[リング]このカードは《癒し》のカードとしても扱う。",
    ],
)
def test_treated_as_holding_an_attribute_is_the_grant(text: str) -> None:
    assert vs_program(text) == vs_program(GRANTED)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("[リング]このカードは《癒し》を持たないものとして扱う。", "description"),
        ("[リング]あなたのベンチのカードは《癒し》を持つものとして扱う。", "other than this card"),
        ("[リング]このターン中、このカードは《癒し》を持つものとして扱う。", "continuous"),
    ],
)
def test_other_treatments_are_refused_by_name(text: str, why: str) -> None:
    assert why in vs_refused(text)


COUNTED = """\
game: vs
title: t
turn: {player: A, number: 5, phase: chara, first_player: A}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 1000, text: "[リング]あなたのベンチに《癒し》のカードがあるなら、このカードは+1000/+0される。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "%s"}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
ask: [千早.ap]
"""


@pytest.mark.parametrize(
    ("text", "ap"),
    [
        ("[ベンチ]このカードは《癒し》を持つものとして扱う。", 2000),
        ("[ベンチ]このカードは《癒し》のカードとしても扱う。", 2000),
        ("[リング]このカードは《癒し》を持つものとして扱う。", 1000),
    ],
)
def test_on_a_board_the_card_treated_so_is_counted(text: str, ap: int) -> None:
    """春香 counts as a 《癒し》 card while on the bench, its technique's [領域] (8.1.1.4)."""
    r = _run(COUNTED % text)
    assert r.outcome["state"] == {"千早.ap": ap}
