"""「以下を２つまで行う」 / 「以下から２つまで選び、行う」: up to that many of the list items, none as
well (vg 11.8.4.1.1) — and 「以下を１つ行う。Xなら、かわりに、以下を２つまで行う。」: the sentence done
in place of the one before names the same list, X decided once (11.3.1.3.4) (round 63, s60vgC)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities, _read_text
from ruling.resolve import resolve
from ruling.scenario import ScenarioError, loads


def _clauses(r: object) -> set[str]:
    return {c for s in r.main.trace.steps for c in s.clauses}  # type: ignore[attr-defined]


LIST = """\
game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    damage: %d
    hand: 0
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "%s"}
choices:
%s
ask: [A.hand, A.soul]
"""
ITEMS = "\\n・１枚引く。\\n・【ソウルチャージ】(1)。"
UP_TO = "以下を２つまで行う。" + ITEMS
INSTEAD = (
    "以下を１つ行う。あなたのダメージゾーンのカードが２枚以上なら、かわりに、以下を２つまで行う。"
    + ITEMS
)


def _choose(*keys: str) -> str:
    return "\n".join(f'  - {{player: A, at: mode, choose: "{k}"}}' for k in keys)


def test_up_to_two_items_both_chosen() -> None:
    r = resolve(loads(LIST % (0, UP_TO, _choose("1", "2"))))
    assert r.outcome["state"] == {"A.hand": 1, "A.soul": 1}
    assert "11.8.4.1.1" in _clauses(r)
    assert not [w for w in r.warnings() if w.kind == "unsupported"]


def test_up_to_two_items_the_master_stops_after_one() -> None:
    r = resolve(loads(LIST % (0, UP_TO, _choose("2", "none"))))
    assert r.outcome["state"] == {"A.hand": 0, "A.soul": 1}


def test_up_to_none_chosen() -> None:
    r = resolve(loads(LIST % (0, UP_TO, _choose("none"))))
    assert r.outcome["state"] == {"A.hand": 0, "A.soul": 0}


def test_exactly_one_offers_no_stop() -> None:
    """「以下を１つ行う」 (no まで): one item must be chosen (11.8.4.1) — a stop is not an option."""
    r = resolve(loads(LIST % (0, "以下を１つ行う。" + ITEMS, _choose("1"))))
    assert r.outcome["state"] == {"A.hand": 1, "A.soul": 0}


def test_instead_sentence_met_carries_out_up_to_two() -> None:
    r = resolve(loads(LIST % (2, INSTEAD, _choose("1", "2"))))
    assert r.outcome["state"] == {"A.hand": 1, "A.soul": 1}
    assert {"11.3.1.3.4", "11.8.4.1.1"} <= _clauses(r)


def test_instead_sentence_not_met_carries_out_one() -> None:
    r = resolve(loads(LIST % (1, INSTEAD, _choose("2", "1"))))
    assert r.outcome["state"] == {"A.hand": 0, "A.soul": 1}
    assert "11.8.4.1.1" not in _clauses(r)


# ---------------- 「同じものを２回選んでもよい」: an item of the list chosen again (the text over
# the one choice of each, 1.3.1)

REPEAT = "以下から２つまで選び、行う。同じものを２回選んでもよい。" + ITEMS


def test_the_same_item_chosen_twice() -> None:
    r = resolve(loads(LIST % (0, REPEAT, _choose("2", "2"))))
    assert r.outcome["state"] == {"A.hand": 0, "A.soul": 2}
    assert "1.3.1" in _clauses(r)


def test_without_the_permission_an_item_is_not_offered_again() -> None:
    with pytest.raises(ScenarioError, match=r"none of the options \(1, none\)"):
        resolve(loads(LIST % (0, UP_TO, _choose("2", "2"))))


def test_the_permission_after_anything_else_is_refused() -> None:
    (ab,) = _abilities("vg", _read_text("vg", "１枚引く。同じものを２回選んでもよい。"), None)
    assert not ab.supported
