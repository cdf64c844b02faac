"""Monster Collection (mc), round 53 (s50mcDup), issue 14 (ambiguity as an answer): 「この効果は重複
しない」 on a ○ ability's value change. 16.2.1 does not apply an effect to what was already
designated as its 〈対象〉; a target is designated at a use's declaration (10.10.1, 10.1.5), which a
○ ability never has (14.5.1). Whether the same ○ ability from a second source is applied again to
a unit is the unsettled point no_stack_continuous, run under both readings: once (16.2.1, the
engine's own) and per source (14.5.3, 4.8.2). One source raises no point; without the note the
sources add up, unflagged."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import raised_points, resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")

_TEXT = "○腹鼓\\n〈対象:自軍ユニットすべて〉\\n対象を「攻撃力:+1」する。"
_NOTE = "この効果は重複しない。"


def _board(note: str, names: tuple[str, ...] = ("甲", "乙")) -> Any:
    text = _TEXT + note
    units = [
        f'{{name: {n}, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}' for n in names
    ]
    scn = mc_scenario(a=mc_area("c2", "平原", 6, *units), rest="ask: [甲.attack]\n")
    return resolve(loads(scn))


def test_the_ability_compiles() -> None:
    (a,) = _abilities("mc", _TEXT.replace("\\n", "\n") + _NOTE, "unit")
    assert a.supported, a.reason


def test_two_sources_are_a_reading() -> None:
    """甲 and 乙 each hold the ability: +1 once (attack 2) under "once", +2 (attack 3) under
    "per_source"; the point names 16.2.1 and the clauses of each reading."""
    r = _board(_NOTE)
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert r.outcome["state"] == {"甲.attack": 2}, r.outcome
    assert "16.2.1" in r.decided_by
    assert {"16.2.1", "10.10.1", "14.5.3"} <= set(r.outcome.get("depends_on_reading", ()))
    assert [lf.outcome["state"] for lf in r.alternates] == [{"甲.attack": 3}]
    assert any("16.2.1" in cl for cl, _both in raised_points(r))


@pytest.mark.parametrize(("note", "names", "attack"), [(_NOTE, ("甲",), 2), ("", ("甲", "乙"), 3)])
def test_neighbours_raise_no_point(note: str, names: tuple[str, ...], attack: int) -> None:
    """One source (the note changes nothing: 14.5.3), or two sources without the note (each
    applies): no reading."""
    r = _board(note, names)
    assert r.outcome["state"] == {"甲.attack": attack}, r.outcome
    assert not r.outcome.get("depends_on_reading")
    assert not r.alternates


def test_a_grant_with_the_note_stays_refused() -> None:
    text = "○冠\n〈対象:自軍ユニットすべて〉\n対象に「種族:X」を付与する。この効果は重複しない。"
    (a,) = _abilities("mc", text, "unit")
    assert not a.supported and "重複しない" in a.reason


def test_the_point_is_in_the_registry() -> None:
    from ruling import unsettled

    e = unsettled.entry("mc", "no_stack_continuous")
    assert e.clauses[0] == "16.2.1"
    assert e.raise_ == "hook"
    assert [x.key for x in e.readings] == ["once", "per_source"]
