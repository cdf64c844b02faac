"""「Zの上か下に置く」 / 「Zの一番上か一番下に置く」, the goal read once for the games
(``ruling.cardtext.steps.top_or_bottom``, folded from vg's and co's ``_top_or_bottom``): the
reader on minimal goals, and each spelling on a board of vg and of co."""

from __future__ import annotations

import pytest

from grammar import ast as A
from ruling.cardtext.steps import top_or_bottom
from tests.ruling.boards import co_run, unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import ACTIVATE, run


def _goal(top: A.Position, bottom: A.Position, links=("の", "か")) -> A.NounPhrase:
    return A.NounPhrase((A.Zone("deck"), top, bottom), links)


@pytest.mark.parametrize(
    ("top", "bottom"),
    [
        (A.Position("top"), A.Position("bottom")),
        (A.Position("very_top"), A.Position("very_bottom")),
        (A.Position("very_top", 1), A.Position("very_bottom", 1)),  # 「いちばん上」
    ],
)
def test_the_goal_is_the_places_top_before_the_pick(top: A.Position, bottom: A.Position) -> None:
    assert top_or_bottom(_goal(top, bottom)) == A.NounPhrase((A.Zone("deck"), top), ("の",))


def test_other_goals_are_left() -> None:
    top, bottom = A.Position("top"), A.Position("bottom")
    assert top_or_bottom(_goal(bottom, top)) is None  # 「下か上」: not this phrase
    assert top_or_bottom(_goal(top, A.Position("very_bottom"))) is None  # mixed ends
    assert top_or_bottom(_goal(top, bottom, ("の", "の"))) is None  # 「上の下」
    assert top_or_bottom(A.NounPhrase((A.Zone("deck"), top), ("の",))) is None


_LOOK = "【起】【(R)】：あなたの山札を上から１枚見て、山札のWHEREに置く。下に置いたなら、１枚引く。"
_PICK = "choices:\n  - {player: A, at: position, choose: 下}"


@pytest.mark.parametrize("where", ["上か下", "一番上か一番下"])
def test_vg_the_masters_pick_however_spelt(where: str) -> None:
    # 11.8.5.1: 山1 picked to the bottom, then 山2 (now on top) drawn
    r = run(_LOOK.replace("WHERE", where), actions=ACTIVATE, choices=_PICK)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["山2"] and zone(r, "A", "deck")[-1] == "山1"


_CO = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: [{{name: 山1, type: spell}}, {{name: 山2, type: spell}}, {{name: 山3, type: spell}}]
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "あなたは山札の上から1枚を見て、山札の{where}に置く。そのあと、あなたは山札からカードを1枚引く。"}}
choices:
  - {{player: A, at: optional_step, choose: "yes"}}
ask: [山1.zone, 山2.zone]
"""


@pytest.mark.parametrize("where", ["上か下", "一番上か一番下"])
def test_co_the_card_looked_at_at_the_bottom_however_spelt(where: str) -> None:
    # 4.2.9 over 4.2.2: at the bottom, the next draw takes 山2
    r = co_run(_CO.format(where=where))
    assert r.outcome["state"] == {"山2.zone": "A.hand", "山1.zone": "A.deck"}
