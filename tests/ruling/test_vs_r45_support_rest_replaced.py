"""vs round 45: a replacement effect in force on a bench card's rest (「レストする時、かわりに控え室に
置く」 — `op: replace` on `orient` with a zone, done as vs's `put`, `Game.zone_move`): the rest of
the support (7.1.3.1) is carried out as the action, so that the replacement applies (8.10.1); the
card goes to the waiting room instead, and the player has still supported (8.10.1.1.1): the attack
goes on."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

FILE = """game: vs
title: t
turn: {player: A, number: 4, first_player: B, phase: ability}
players:
  A:
    deck: 10
    waiting: 0
    ring: {name: 千早, title: 歌姫, ap: 1000, dp: 2000}
    bench: {left: {name: 春香, title: リーダー, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, title: 星, ap: 2000, dp: 3000}
EFFECTS
actions:
  - {do: attack, support: 春香}
"""


def _run(effects: str) -> object:
    return resolve(loads(FILE.replace("EFFECTS", effects), "t.yaml"))


def test_the_rest_replaced_the_support_is_made() -> None:
    r = _run(
        "effects:\n  - {target: 春香, stat: orient, op: replace, value: waiting, "
        "source: 'レストする時、かわりに控え室に置く'}"
    )
    final = r.main.final  # type: ignore[attr-defined]
    assert [c.name for c in final.players["A"].zones["waiting"]] == ["春香"]
    cited = {c for st in r.main.trace.steps for c in st.clauses}  # type: ignore[attr-defined]
    assert {"8.10.1", "8.10.1.1.1", "7.1.3.1"} <= cited
    assert "8.10.1" in r.decided_by  # type: ignore[attr-defined]
    assert not r.main.rejected  # type: ignore[attr-defined]


def test_no_replacement_the_card_rests() -> None:
    r = _run("")
    final = r.main.final  # type: ignore[attr-defined]
    assert final.players["A"].zones["waiting"] == []
    cited = {c for st in r.main.trace.steps for c in st.clauses}  # type: ignore[attr-defined]
    assert "8.10.1.1.1" not in cited and "7.1.3.1" in cited
