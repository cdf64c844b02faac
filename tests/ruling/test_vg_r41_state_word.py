"""「相手の【レスト】状態のリアガード」 (round 41, issue 12): a word that names a state (the
game's ``words``: 【レスト】 / 【スタンド】, 7.2.1) with 状態 after it names that state, as
「【レスト】しているリアガード」 does — the cards described are those in it."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from tests.ruling.boards import vg_run


def _program(text: str):  # type: ignore[no-untyped-def]
    return compile_ability(parse_card(text, "vg").card.abilities[0])


COUNTED = (
    "【永】【(V)】：相手の【レスト】状態のリアガードが２枚以上なら、このユニットのパワー＋3000。"
)
PER = "【永】【(V)】：相手の【レスト】状態のリアガード１枚につき、このユニットのパワー＋1000。"


def test_the_state_named_with_jotai_is_the_state() -> None:
    assert _program(COUNTED) == _program(COUNTED.replace("【レスト】状態の", "【レスト】している"))


def _power(text: str, left: str, right: str) -> int:
    body = f"""\
players:
  A:
    vanguard: {{name: 覇竜, type: normal, grade: 3, power: 13000, text: "{text}"}}
    deck: 10
  B:
    vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}
    left_front: {{name: 槍兵, type: normal, grade: 2, power: 9000, state: {left}}}
    right_front: {{name: 弓兵, type: normal, grade: 2, power: 9000, state: {right}}}
    deck: 10
ask: [A.vanguard.power]
"""
    r = vg_run(body)
    assert not any(w.key == "unsupported" for w in r.warnings())
    return int(r.outcome["state"]["A.vanguard.power"])


@pytest.mark.parametrize(
    ("left", "right", "counted", "per"),
    [
        ("rest", "rest", 16000, 15000),
        ("rest", "stand", 13000, 14000),
        ("stand", "stand", 13000, 13000),
    ],
)
def test_on_a_board_only_rested_rearguards_count(
    left: str, right: str, counted: int, per: int
) -> None:
    assert _power(COUNTED, left, right) == counted
    assert _power(PER, left, right) == per
