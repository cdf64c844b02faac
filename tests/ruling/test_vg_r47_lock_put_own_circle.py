"""Round 47 (issue 12): 「…を、あなたのリアガードサークルに呪縛カードとして置く」 — the master's own
circles named, the same step as 「(R)に呪縛カードとして置く」 (7.30.5); on an occupied circle the
unit there goes to the drop at once (7.30.5.2) and the card lies face down."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import check_expect
from ruling.rules import get_game
from tests.ruling.boards import cited, vg_run


@pytest.mark.parametrize(
    "text",
    [
        "あなたの山札の上から1枚を、あなたのリアガードサークルに呪縛カードとして置く。",
        "あなたの山札の上から1枚を、(R)に呪縛カードとして置く。",
    ],
)
def test_own_circles_named_or_not_is_the_same_step(text: str) -> None:
    get_game("vg")
    (a,) = _abilities("vg", text, None)
    assert a.supported, a.reason
    assert [o.verb for o in a.program.steps] == ["lock_put"]
    assert a.program.steps[0].detail == ()


def test_on_an_occupied_circle_the_unit_goes_to_the_drop() -> None:
    r = vg_run("""players:
  A:
    vanguard: {name: 竜騎士, grade: 3, power: 13000}
    left_front: {name: 古兵, grade: 1, power: 8000}
    deck: [{name: 封, grade: 2}, 9]
  B:
    vanguard: {name: 重騎士, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "あなたの山札の上から1枚を、あなたのリアガードサークルに呪縛カードとして置く。"}
choices:
  - {player: A, at: circle, choose: left_front}
expect:
  state: {古兵.zone: A.drop, A.left_front.face: down, A.deck: 9}
""")
    assert not check_expect(r)
    assert {"7.30.5", "7.30.5.2"} <= cited(r)
