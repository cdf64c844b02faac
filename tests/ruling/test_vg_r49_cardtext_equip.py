"""vg round 49 (issue 12): the effect 「(装備オーダー)を(ヴァンガード)に装備する」 (17.8.4) — the
order put on the unit's vanguard circle and associated with it (17.8.5, 17.8.6), not done when
the unit has not the card name the order's equip ability names (17.8.4.1). It was refused as
"the action do.final"."""

from __future__ import annotations

from typing import Any

import pytest

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from grammar.parse import parse_card
from ruling.cardtext.ir import Sel
from ruling.games._vg.cardtext import compile_ability
from ruling.resolve import resolve
from ruling.scenario import loads

SWORD = "聖剣装備 - 騎士王\\n【永】：装備しているユニットのパワー＋5000。"
EQUIP = (
    "【起】【(R)】：【コスト】[このユニットを退却させる]ことで、"
    "あなたの手札から装備オーダーを１枚選び、あなたのヴァンガードに装備する。"
)


def _prog(text: str) -> Any:
    return compile_ability(parse_card(text, "vg").card.abilities[0])


def test_the_chosen_order_is_equipped_to_the_vanguard() -> None:
    choose, equip = _prog(EQUIP).steps
    assert choose.target == Sel(owner="you", zones=("hand",), kinds=("order",), groups=("装備",))
    assert equip.verb == "equip"
    assert equip.target == Sel(ref="chosen")
    assert dict(equip.detail)["on"] == Sel(owner="you", kinds=("vanguard",))


BODY = """\
game: vg
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
  A:
    deck: 10
    vanguard: {name: VANGUARD, uid: 王, type: normal, grade: 3, power: 13000}
    left_front: {name: 従者, type: normal, grade: 2, power: 10000, text: "EQUIP"}
    hand: [{name: 聖剣エクス, uid: 剣, type: order, grade: 1, traits: [装備], text: "SWORD"}]
actions:
  - {do: activate, card: 従者}
"""


@pytest.mark.parametrize(("vanguard", "equipped"), [("騎士王", True), ("別王", False)])
def test_on_a_board_the_order_is_equipped_only_to_the_named_vanguard(
    vanguard: str, equipped: bool
) -> None:
    """The order chosen from the hand goes on 騎士王's circle, associated with it (17.8.4), and
    the order's continuous ability gives it +5000 (17.8.6); to 別王 the equip is not done
    (17.8.4.1) and the order stays in the hand."""
    body = BODY.replace("VANGUARD", vanguard).replace("EQUIP", EQUIP).replace("SWORD", SWORD)
    r = resolve(loads(body))
    final = r.main.final.players["A"]
    hand = [c.name for c in final.zones["hand"]]
    assert ("聖剣エクス" in hand) is not equipped
    cited = {c for s in r.main.trace.steps for c in s.clauses}
    assert "17.8.4" in cited
    assert ("17.8.4.1" in cited) is not equipped
    if equipped:
        sword = next(c for c in final.zones["field.vanguard"] if c.name == "聖剣エクス")
        assert sword.states.get("equipped_to") == "王"
    from ruling.games._vg.values import power

    assert r.main.ctx is not None
    assert power(r.main.ctx, "王") == (18000 if equipped else 13000)


CAUSATIVE = (
    "【起】【(R)】：【コスト】[このユニットを退却させる]ことで、"
    "あなたの手札から装備オーダーを１枚選び、あなたのヴァンガードに装備させる。"
    "装備させたなら、１枚引く。"
)


def test_equip_causative_and_whether_it_was_done() -> None:
    """「装備させる」 (17.8.4's own word) is the same step; 「装備させたなら」 reads whether it was
    done (11.2.3)."""
    steps = _prog(CAUSATIVE).steps
    assert [s.verb for s in steps] == ["choose", "equip", "draw"]
    assert steps[2].cond is not None and steps[2].cond.what == "done"


@pytest.mark.parametrize(("vanguard", "drew"), [("騎士王", True), ("別王", False)])
def test_on_a_board_it_draws_only_when_equipped(vanguard: str, drew: bool) -> None:
    body = BODY.replace("VANGUARD", vanguard).replace("EQUIP", CAUSATIVE).replace("SWORD", SWORD)
    r = resolve(loads(body))
    final = r.main.final.players["A"]
    hand = [c.name for c in final.zones["hand"]]
    assert len(final.zones["deck"]) == (9 if drew else 10)
    assert ("聖剣エクス" in hand) is not drew
