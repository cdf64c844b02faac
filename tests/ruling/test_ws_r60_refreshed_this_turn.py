"""「このターン中にあなたが山札をリフレッシュしていたなら」 / 「…していないなら」 (round 60,
s57wsC): a condition on that player's refresh process this turn (9.2.4: carrying it out is
「リフレッシュする」) — the history of the event the refresh trigger reads (9.2.2: done with its
refresh point)."""

from __future__ import annotations

from typing import Any

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

TEXT = "【自】 このカードがアタックした時、このターン中にあなたが山札をリフレッシュ{form}なら、そのターン中、このカードのパワーを＋3000。"


def _run(form: str, deck: int) -> Any:
    """A draws one card (a deck of ``deck``, 5 cards in the waiting room: a deck of 1 runs out
    and is refreshed, 9.2.1), then attacks with 攻め役."""
    src = (
        WS_HEAD + "players:\n  A:\n    level: 1\n"
        f"    deck: {deck}\n    waiting_room: 5\n    stage:\n"
        "      center_front: {name: 攻め役, type: character, level: 1, power: 3000, soul: 1, "
        f'text: "{TEXT.format(form=form)}"}}\n'
        "  B:\n    level: 1\n    deck: 10\n    stage:\n"
        "      center_front: {name: 受け役, type: character, level: 1, power: 5000, soul: 1}\n"
        'actions:\n  - {do: resolve_text, player: A, text: "あなたは1枚引く。"}\n'
        "  - {do: attack, slot: center_front, kind: front}\n"
    )
    return resolve(loads(src, "t.yaml"))


def _raised(r: Any) -> bool:
    return any(
        s.en.startswith("攻め役 gets power +3000") for s in r.main.trace if isinstance(s.en, str)
    )


@pytest.mark.parametrize(
    ("form", "deck", "raised"),
    [
        ("していた", 1, True),
        ("していた", 10, False),
        ("していない", 1, False),
        ("していない", 10, True),
    ],
)
def test_refreshed_this_turn(form: str, deck: int, raised: bool) -> None:
    r = _run(form, deck)
    assert not unsupported(r)
    assert _raised(r) is raised
    if raised:
        # the condition's check cites what refreshing is
        met = [s for s in r.main.trace if str(s.en).startswith("the condition is met")]
        assert met and "9.2.4" in met[0].clauses
