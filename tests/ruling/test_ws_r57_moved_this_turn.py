"""ws round 57 (s54wsC): 「このターン中にあなたのキャラが他の枠に2回以上動いていたなら」 / 「このターン中に
このカードが他の枠に動いていたなら」 — the moves this turn of a card from a slot of the stage to
another (3.6.3), counted one per move: the shared ``history`` of the event 「…が他の枠に動いた時」."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, main_state

MOVE = "あなたは自分のキャラを1枚選び、前列のキャラのいない枠に動かす。"


def _soul(text: str, mover: str, slots: tuple[str, ...]) -> int:
    actions = (
        "".join(f'  - {{do: resolve_text, player: A, text: "{MOVE}"}}\n' for _ in slots)
        + "  - {do: activate, card: 使い手}\n"
    )
    choices = "".join(
        f"  - {{player: A, choose: {mover}}}\n  - {{player: A, at: slot, choose: {s}}}\n"
        for s in slots
    )
    src = (
        WS_HEAD + "players:\n  A:\n    deck: 10\n    stage:\n"
        "      left_back: {name: 使い手, type: character, level: 0, power: 3000, soul: 1, "
        f'text: "{text}"}}\n'
        "      left_front: {name: 味方, type: character, level: 0, power: 3000, soul: 1}\n"
        "  B: {deck: 10}\nactions:\n"
        + actions
        + (f"choices:\n{choices}" if choices else "")
        + "ask: [使い手.soul]\n"
    )
    return int(main_state(resolve(loads(src, "t.yaml")), "使い手.soul"))


TWICE = (
    "【起】 このターン中にあなたのキャラが他の枠に2回以上動いていたなら、そのターン中、"
    "このカードのソウルを＋1。"
)


@pytest.mark.parametrize(
    ("slots", "soul"),
    [(("center_front", "right_front"), 2), (("center_front",), 1), ((), 1)],
)
def test_moves_counted(slots: tuple[str, ...], soul: int) -> None:
    assert _soul(TWICE, "味方", slots) == soul


THIS = "【起】 このターン中にこのカードが他の枠に動いていたなら、そのターン中、このカードのソウルを＋1。"


@pytest.mark.parametrize(("mover", "soul"), [("使い手", 2), ("味方", 1)])
def test_this_card_moved(mover: str, soul: int) -> None:
    assert _soul(THIS, mover, ("center_front",)) == soul
