"""Round 63 (s60vgR1): the effect 「(カード A)を(ユニット B)にオーバードレスする」 (6.7.2) — A (the card
just chosen from the hand) is put on B's rear-guard circle, B its dress origin (6.7.2.1, 6.7.2.2);
B in overDress state already: B's origins are associated with A (6.7.2.2.1), and all leave the
field together with A (6.7.5, 6.7.5.1). No such rear-guard: nothing is done; a card from
another zone than the hand is refused (not built)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

TEXT = "【起】【(V)】【ターン1回】：あなたの手札から「姫」を１枚選び、あなたの「歌姫」にオーバードレスする。"
BOARD = f"""game: vg
title: t
turn: {{player: A, number: 7, phase: main, first_player: A}}
players:
  A:
    vanguard: {{name: 主, type: normal, grade: 3, power: 13000, text: "{TEXT}"}}
    left_front: LEFT
    hand: [{{name: 姫, type: normal, grade: 3, power: 20000}}]
    deck: 20
  B:
    vanguard: {{name: 処刑人, type: normal, grade: 3, power: 13000}}
    deck: 20
actions:
  - {{do: activate, player: A, card: 主}}
  - {{do: resolve_text, player: B, text: "相手のリアガードを１枚選び、退却させる。"}}
"""
PLAIN = "{name: 歌姫, type: normal, grade: 3, power: 15000}"
DRESSED = (
    "\n      - {name: 歌姫, type: normal, grade: 3, power: 15000, over_dress: 見習い}"
    "\n      - {name: 見習い, type: normal, grade: 1, power: 8000, dress_origin: true}"
)


def test_overdress_onto_a_rearguard_makes_it_the_origin() -> None:
    body = BOARD.replace("LEFT", PLAIN)
    body = body.replace(
        "  - {do: resolve_text",
        "  - {do: check, state: {A.left_front: [姫, 歌姫]}}\n  - {do: resolve_text",
    )
    r = resolve(
        loads(body + "expect:\n  state: {A.drop: [姫, 歌姫], A.left_front: empty}\n", "t.yaml")
    )
    assert not check_expect(r), check_expect(r)
    assert {"6.7.2", "6.7.2.1", "6.7.2.2", "6.7.5", "6.7.5.1"} <= cited(r)


def test_overdress_onto_an_overdressed_unit_takes_over_its_origins() -> None:
    body = BOARD.replace("LEFT", DRESSED)
    body = body.replace(
        "  - {do: resolve_text",
        "  - {do: check, state: {A.left_front: [姫, 歌姫, 見習い]}}\n  - {do: resolve_text",
    )
    r = resolve(
        loads(
            body + "expect:\n  state: {A.drop: [姫, 歌姫, 見習い], A.left_front: empty}\n", "t.yaml"
        )
    )
    assert not check_expect(r), check_expect(r)
    assert "6.7.2.2.1" in cited(r)


def test_no_rearguard_named_nothing_is_done() -> None:
    body = BOARD.replace("LEFT", "{name: 兵, type: normal, grade: 1, power: 8000}")
    body = body.replace(
        '  - {do: resolve_text, player: B, text: "相手のリアガードを１枚選び、退却させる。"}\n', ""
    )
    r = resolve(loads(body + "expect:\n  state: {A.hand: [姫], A.left_front: [兵]}\n", "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_a_card_from_the_drop_is_refused() -> None:
    from ruling.scenario import ScenarioError

    body = BOARD.replace("LEFT", PLAIN).replace("あなたの手札から", "あなたのドロップから")
    body = body.replace("    hand: [{name: 姫", "    drop: [{name: 姫")
    body = body.replace(
        '  - {do: resolve_text, player: B, text: "相手のリアガードを１枚選び、退却させる。"}\n', ""
    )
    with pytest.raises(ScenarioError, match="not in the hand"):
        resolve(loads(body, "t.yaml"))
