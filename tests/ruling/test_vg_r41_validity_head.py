"""「暗躍：【永】【(R)】：…」 (round 41, issue 12): a validity-condition keyword (14.2) printed
with its colon before the marker of the ability on its line (‘(能力種別アイコン) 暗躍:(能力)’,
14.38.2) heads that ability, as 「暗躍－【永】【(R)】：…」 prints it — the ability is valid only
while no standing unit of the opponent is in its column (14.38.3)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import vg_run

COLON = "暗躍：【永】【(R)】：このユニットのパワー＋5000。"
DASH = "暗躍－【永】【(R)】：このユニットのパワー＋5000。"


def test_the_colon_head_is_the_dash_prefix() -> None:
    get_game("vg")
    (a,) = _abilities("vg", COLON, None)
    (b,) = _abilities("vg", DASH, None)
    assert a.supported and a.keyword == "暗躍" and a.program == b.program
    assert a.text == COLON


def test_the_ability_after_it_on_the_next_line_is_its_own() -> None:
    got = _abilities(
        "vg", COLON + "\n【自】【(R)】：このユニットがアタックした時、１枚引く。", None
    )
    assert [a.keyword for a in got] == ["暗躍", None] and all(a.supported for a in got)


def _power(opposite: str) -> int:
    # A's left front faces B's right front (the same column, 4.9.1.1)
    body = f"""\
players:
  A:
    vanguard: {{name: 覇竜, type: normal, grade: 3, power: 13000}}
    left_front: {{name: 影, type: normal, grade: 2, power: 10000, text: "{COLON}"}}
    deck: 10
  B:
    vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}
{opposite}    deck: 10
ask: [A.left_front.power]
"""
    r = vg_run(body)
    assert not any(w.key == "unsupported" for w in r.warnings())
    return int(r.outcome["state"]["A.left_front.power"])


@pytest.mark.parametrize(
    ("opposite", "power"),
    [
        ("", 15000),
        ("    right_front: {name: 弓兵, type: normal, grade: 1, power: 8000}\n", 10000),
        (
            "    right_front: {name: 弓兵, type: normal, grade: 1, power: 8000, state: rest}\n",
            15000,
        ),
    ],
)
def test_on_a_board_valid_with_no_standing_unit_opposite(opposite: str, power: int) -> None:
    assert _power(opposite) == power


def test_a_keyword_run_together_without_its_colon_stays_its_own() -> None:
    """「煌求者（リュミエール）【永】…」 (a card list that ran two lines together): no colon or dash
    after the keyword — it heads nothing."""
    got = _abilities(
        "vg", "煌求者（リュミエール）【永】【(V)】：このユニットのパワー＋10000。", None
    )
    assert len(got) == 2 and got[1].keyword is None
