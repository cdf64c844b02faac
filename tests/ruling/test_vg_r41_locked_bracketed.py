"""「相手の【呪縛】カード」 (round 41, issue 12): the action's keyword in its brackets before カード
names the card it makes, as 「呪縛カード」 does (7.30.1.2: a locked card on a circle)."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from tests.ruling.boards import vg_run

PER = "【永】【(V)】：相手の【呪縛】カード１枚につき、このユニットのパワー＋3000。"


def test_the_bracketed_keyword_is_the_locked_card() -> None:
    def prog(text: str):  # type: ignore[no-untyped-def]
        return compile_ability(parse_card(text, "vg").card.abilities[0])

    assert prog(PER) == prog(PER.replace("【呪縛】カード", "呪縛カード"))


def _power(left: str, right: str) -> int:
    body = f"""\
players:
  A:
    vanguard: {{name: 覇竜, type: normal, grade: 3, power: 13000, text: "{PER}"}}
    deck: 10
  B:
    vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}
    left_front: {{name: 槍兵, type: normal, grade: 2, power: 9000{left}}}
    right_front: {{name: 弓兵, type: normal, grade: 2, power: 9000{right}}}
    deck: 10
ask: [A.vanguard.power]
"""
    r = vg_run(body)
    assert not any(w.key == "unsupported" for w in r.warnings())
    return int(r.outcome["state"]["A.vanguard.power"])


@pytest.mark.parametrize(
    ("left", "right", "power"),
    [
        (", locked: true", ", locked: true", 19000),
        (", locked: true", "", 16000),
        ("", "", 13000),
    ],
)
def test_on_a_board_each_locked_card_counts(left: str, right: str, power: int) -> None:
    assert _power(left, right) == power
