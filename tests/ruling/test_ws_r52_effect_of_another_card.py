"""Round 52 (s49wsB): 「このカードが「X」以外のカードの効果で思い出になった時」 — a move made by the
effect of a card's ability (8.2.1) whose card is not named X (「以外の」): ``Trig.detail`` ``not_by``
beside ``means`` any_effect; the ability triggers in the memory, where it is meant to work (2.12.2.3)."""

from __future__ import annotations

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.games._ws.cardtext.ir import trig_ext
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_compile

AUTO = "【自】 このカードが「杏菜」以外のカードの効果で思い出になった時、このカードを控え室に置く。"


def test_compiles_to_a_move_by_an_effect_not_of_x() -> None:
    t = ws_compile(AUTO).trigger
    plain = ws_compile(
        "【自】 このカードが効果で思い出になった時、このカードを控え室に置く。"
    ).trigger
    assert trig_ext(t, "not_by") == ("杏菜",)
    assert (t.event, t.subject, t.dst, t.means) == (
        plain.event,
        plain.subject,
        plain.dst,
        plain.means,
    )


def _board(name: str, where: str) -> str:
    text = AUTO + "\\n【起】［(1)］ このカードを思い出にする。"
    return f"""game: ws
title: t
turn: {{player: A, number: 6, phase: main, first_player: A}}
players:
  A:
    level: 1
    stock: 1
    deck: 10
    stage:
      center_front: {{name: {name}, type: character, level: 0, power: 3000, text: "{text}"}}
  B: {{deck: 10}}
actions:
  - {{do: activate, card: {name}}}
ask: ["{name}.zone"]
expect:
  state: {{{name}.zone: {where}}}
"""


def test_moved_by_xs_own_effect_does_not_trigger() -> None:
    r = resolve(loads(_board("杏菜", "A.memory"), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_moved_by_another_cards_effect_triggers() -> None:
    r = resolve(loads(_board("別人", "A.waiting_room"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
