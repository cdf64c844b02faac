"""Monster Collection (mc), round 53 (s50mcT2), issue 12: 「この効果は重複しない」 on a ○ ability's
value change (16.2.1: an effect is not applied to what was already designated as its 〈対象〉):
two units each with the ability, the same effect from two sources — a unit of the party gets +1
once, where without the note each source's applies (+2; 14.5.3 read as only one source not
stacking). Other ○ effects with the note stay refused."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")

_TEXT = "○腹鼓\\n〈対象:自軍ユニットすべて〉\\n対象を「攻撃力:+1」する。"


def _board(note: str) -> Any:
    text = _TEXT + note
    units = [
        f'{{name: {n}, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
        for n in ("甲", "乙")
    ]
    scn = mc_scenario(a=mc_area("c2", "平原", 6, *units), rest="ask: [甲.attack]\n")
    return resolve(loads(scn))


@pytest.mark.parametrize(("note", "attack"), [("この効果は重複しない。", 2), ("", 3)])
def test_two_sources_on_one_unit(note: str, attack: int) -> None:
    r = _board(note)
    assert r.outcome["state"] == {"甲.attack": attack}, r.outcome
    assert ("16.2.1" in r.decided_by) == bool(note), r.decided_by
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


def test_a_grant_with_the_note_stays_refused() -> None:
    text = "○冠\n〈対象:自軍ユニットすべて〉\n対象に「種族:X」を付与する。この効果は重複しない。"
    (a,) = _abilities("mc", text, "unit")
    assert not a.supported and "重複しない" in a.reason
