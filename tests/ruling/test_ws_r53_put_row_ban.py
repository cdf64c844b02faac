"""Round 53 (s50wsT3): 「このカードは前列の枠に置けない」 / 「…後列の枠に置けない」 — a prohibition
(1.3.3) on the card wherever it is (2.12.2.3): it is put into no slot of that row (3.6.4), neither
played there (6.5.1.2.1) nor moved there (6.5.1.2.4) nor put there by an effect."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, ws_compile, ws_resolve_text

FRONT = "【永】 このカードは前列の枠に置けない。"


def test_compiled_as_a_ban_in_force_everywhere() -> None:
    p = ws_compile(FRONT)
    assert p.steps[0].verb == "prohibit" and p.steps[0].stat == "put_slot@front_row"
    assert "hand" in dict(p.detail)["active_in"]
    q = ws_compile(
        "【永】 このカードは、あなたの前列のキャラのいない枠があるなら、後列の枠に置けない。"
    )
    assert q.steps[0].stat == "put_slot@back_row" and q.cond is not None


def _board(actions: str) -> str:
    return f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    deck: 10
    level: 1
    clock: [{{name: c1, color: yellow}}]
    hand:
      - {{name: 甲, type: character, level: 0, cost: 0, color: yellow, power: 3000, text: "{FRONT}"}}
    stage:
      left_back: {{name: 乙, type: character, level: 0, power: 1000, text: "{FRONT}"}}
  B: {{deck: 10}}
actions:
{actions}
"""


@pytest.mark.parametrize(("slot", "ok"), [("center_front", False), ("right_back", True)])
def test_play(slot: str, ok: bool) -> None:
    r = resolve(
        loads(
            _board(
                f"  - {{do: play, player: A, card: 甲, slot: {slot}, allowed: {str(ok).lower()}}}"
            ),
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)
    if not ok:
        assert {"1.3.3", "6.5.1.2.1", "2.12.2.3"} <= cited(r)


@pytest.mark.parametrize(("to", "ok"), [("left_front", False), ("right_back", True)])
def test_move_between_slots(to: str, ok: bool) -> None:
    r = resolve(
        loads(
            _board(
                f"  - {{do: swap, player: A, slot: left_back, with: {to}, allowed: {str(ok).lower()}}}"
            ),
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)


def test_an_effect_puts_it_into_the_other_row_only() -> None:
    players = f"""  A:
    deck: 10
    waiting_room:
      - {{name: 甲, type: character, level: 0, power: 3000, text: "{FRONT}"}}
  B: {{deck: 10}}
"""
    r = ws_resolve_text(players, "あなたの控え室のキャラを1枚選び、舞台の好きな枠に置く。")
    slots = {c.option for leaf in r.leaves for c in leaf.choices if c.kind == "slot"}
    assert slots == {"left_back", "right_back"}
    assert {"1.3.3", "2.12.2.3"} <= cited(r)
