"""「このカードは、相手の【レスト】しているキャラ(相手のレベル0のキャラ)にフロントアタックされない」
(round 60, s57wsC): the ban of 「このカードはフロントアタックされない」 (1.3.3) on the character
opposite that passes the filter only; one that does not front-attacks as usual. A front attack
it may not make is declared as a side attack (7.2.1.4.2)."""

from __future__ import annotations

from typing import Any

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, center_orientations, unsupported


def _battle(text: str, level: int) -> Any:
    """A's 攻め役 (``level``, 9000) front-attacks B's 受け役 (5000, ``text``)."""
    src = (
        WS_HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
        f"      center_front: {{name: 攻め役, type: character, level: {level}, power: 9000, "
        "soul: 1}\n"
        "  B:\n    level: 1\n    deck: 10\n    stage:\n"
        "      center_front: {name: 受け役, type: character, level: 1, power: 5000, soul: 1, "
        f'text: "{text}"}}\n'
        "actions:\n  - {do: attack, slot: center_front, kind: front}\n"
    )
    return resolve(loads(src, "t.yaml"))


@pytest.mark.parametrize(("level", "kept"), [(0, True), (1, False)])
def test_level_filter(level: int, kept: bool) -> None:
    """A level-0 attacker may not front-attack it (no battle: 受け役 stands); a level-1 one does
    and reverses it."""
    r = _battle("【永】 このカードは、相手のレベル0のキャラにフロントアタックされない。", level)
    assert not unsupported(r)
    assert center_orientations(r)[1] == ("stand" if kept else "reverse")
    if kept:
        assert {"7.2.1.4.2", "1.3.3"} <= set(r.decided_by)


def test_orientation_filter_read_at_the_declaration() -> None:
    """「相手の【レスト】しているキャラにフロントアタックされない」: the method is chosen (7.2.1.4)
    while the attacker still stands (it is rested after, 7.2.1.5.3): the filter does not pass,
    the front attack is made."""
    r = _battle(
        "【永】 このカードは、相手の【レスト】しているキャラにフロントアタックされない。", 1
    )
    assert not unsupported(r)
    assert center_orientations(r)[1] == "reverse"
