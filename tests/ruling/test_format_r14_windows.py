"""Round-14 format gaps the writers reported: co, the windows of a crash (4.3.11.2 「クラッシュの
うち消し」 with a named card's effect, 4.3.11.4 「クラッシュした直後」) given with ``on_crash``; ws, an
ability granted with a duration in an earlier turn, in force from before the scenario starts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ruling.render import ruling_data
from ruling.resolve import check_expect
from ruling.scenario import ScenarioError
from tests.ruling.boards import run_doc as _run


def _co(hand: list[dict[str, Any]], on_crash: dict[str, Any] | None, **exp: Any) -> dict[str, Any]:
    act: dict[str, Any] = {"do": "damage", "to": "騎士", "amount": 3, "source": "火球"}
    if on_crash is not None:
        act["on_crash"] = on_crash
    return {
        "game": "co",
        "title": "t",
        "turn": {"player": "A", "number": 6, "phase": "main"},
        "players": {
            "A": {
                "hp": 20,
                "deck": 10,
                "energy": 2,
                "hand": hand,
                "field": [{"name": "騎士", "type": "character", "ap": 2, "dp": 3}],
            },
            "B": {"hp": 20, "deck": 10},
        },
        "actions": [act],
        "expect": {"decided_by": [], **exp},
    }


SHIELD = {"name": "守護の光", "type": "event", "cost": 1}
NEGATE = [{"do": "play", "card": "守護の光", "resolve": [{"do": "negate_crash", "card": "騎士"}]}]


def _clauses(r: Any) -> set[str]:
    return {c for s in ruling_data(r, "en")["trace"] for c in s["clauses"]}


def test_co_a_crash_negated_by_a_named_cards_effect(tmp_path: Path) -> None:
    r = _run(
        tmp_path,
        _co(
            [SHIELD],
            {"騎士": {"negate": NEGATE}},
            state={"A.field": ["騎士"], "守護の光.zone": "A.dustbox", "騎士.damage": 0},
        ),
    )
    assert check_expect(r) == []
    assert "4.3.11.2" in r.decided_by
    # not negated (no window given): the character crashes
    r = _run(
        tmp_path, _co([SHIELD], None, state={"騎士.zone": "A.dustbox", "守護の光.zone": "A.hand"})
    )
    assert check_expect(r) == [] and "4.3.11.2" not in _clauses(r)


def test_co_the_negation_window_refuses_other_cards(tmp_path: Path) -> None:
    # a card whose condition is not 「クラッシュした直後 / とき」 … 「クラッシュをうち消す」 (4.3.11.2)
    draw = {"name": "補給", "type": "event", "cost": 1, "text": "カードを1枚引く。"}
    r = _run(
        tmp_path,
        _co(
            [draw],
            {"騎士": {"negate": [{"do": "play", "card": "補給"}]}},
            state={"騎士.zone": "A.dustbox", "補給.zone": "A.hand"},
        ),
    )
    assert check_expect(r) == []
    refused = [s for s in ruling_data(r, "en")["trace"] if s["event"] == "rejected"]
    assert refused and "4.3.11.2" in refused[0]["clauses"]


def test_co_the_window_right_after_the_crash(tmp_path: Path) -> None:
    # 4.3.11.4: played after the crash is decided (the character is in the dustbox by then)
    after = [
        {"do": "play", "card": "守護の光", "resolve": [{"do": "draw", "player": "A", "amount": 1}]}
    ]
    r = _run(
        tmp_path,
        _co(
            [SHIELD],
            {"騎士": {"after": after}},
            state={"騎士.zone": "A.dustbox", "守護の光.zone": "A.dustbox", "A.deck": 9},
        ),
    )
    assert check_expect(r) == []
    assert "4.3.11.4" in _clauses(r)
    # a negation there comes too late: refused (4.3.11.4, the crash decided, 4.3.11.3)
    r = _run(
        tmp_path,
        _co(
            [],
            {"騎士": {"after": [{"do": "negate_crash", "card": "騎士"}]}},
            state={"騎士.zone": "A.dustbox"},
        ),
    )
    assert check_expect(r) == []
    refused = [s for s in ruling_data(r, "en")["trace"] if s["event"] == "rejected"]
    assert refused and "4.3.11.4" in refused[0]["clauses"]


def test_co_on_crash_badly_given_is_an_input_error(tmp_path: Path) -> None:
    import pytest

    from ruling.core import ScenarioInputError

    with pytest.raises((ScenarioInputError, ScenarioError)):
        _run(tmp_path, _co([SHIELD], {"騎士": {"later": NEGATE}}))


def _ws(until: str, actions: list[dict[str, Any]], text: str) -> dict[str, Any]:
    card = {"level": 0, "soul": 1, "type": "character"}
    return {
        "game": "ws",
        "title": "t",
        "turn": {"player": "B", "number": 5, "phase": "main"},
        "players": {
            "A": {"stage": {"center_front": {"name": "甲", "power": 3000, **card}}, "deck": 10},
            "B": {"stage": {"center_front": {"name": "乙", "power": 2000, **card}}, "deck": 10},
        },
        "effects": [
            {
                "target": "甲",
                "stat": "ability",
                "op": "grant",
                "value": text,
                "until": until,
                "source": "次の相手のターンの終わりまで、このカードは次の能力を得る。",
            }
        ],
        "actions": actions,
        "ask": ["甲.power"],
    }


PLUS = "『【永】 このカードのパワーを＋1000。』"


def test_ws_an_ability_granted_in_an_earlier_turn_is_held_until_its_end(tmp_path: Path) -> None:
    # given in A's turn 4 「次の相手のターンの終わりまで」: held in B's turn 5 (until: turn)
    r = _run(tmp_path, _ws("turn", [{"do": "check_timing"}], PLUS))
    assert r.outcome["state"] == {"甲.power": 4000}
    # … and lost when that turn ends (6.8.1.4 with the effects of the turn)
    r = _run(tmp_path, _ws("turn", [{"do": "end_phase"}], PLUS))
    assert r.outcome["state"] == {"甲.power": 3000}
    # next_turn: given in B's turn for A's next: still held after this turn's end
    r = _run(tmp_path, _ws("next_turn", [{"do": "end_phase"}], PLUS))
    assert r.outcome["state"] == {"甲.power": 4000}


def test_ws_a_granted_automatic_ability_triggers(tmp_path: Path) -> None:
    doc = _ws(
        "turn",
        [{"do": "attack", "slot": "center_front", "kind": "front"}],
        "【自】 このカードがアタックした時、そのターン中、このカードのパワーを＋1000。",
    )
    doc["turn"] = {"player": "A", "number": 6, "phase": "attack"}
    r = _run(tmp_path, doc)
    assert r.outcome["state"] == {"甲.power": 4000}


def test_a_grant_the_engine_cannot_give_is_refused(tmp_path: Path) -> None:
    import pytest

    with pytest.raises(ScenarioError, match="cannot be run|does not read"):
        _run(tmp_path, _ws("turn", [], "これは能力ではない文"))
    mc = {
        "game": "mc",
        "title": "t",
        "turn": {"player": "A", "number": 3, "phase": "main"},
        "players": {"A": {"deck": 5}, "B": {"deck": 5}},
        "effects": [{"target": "A", "stat": "ability", "op": "grant", "value": "x"}],
        "actions": [],
    }
    with pytest.raises(ScenarioError, match="not supported for mc"):
        _run(tmp_path, mc)
    # until: next_turn needs a turn end that ends effects of an earlier turn (ws, vg)
    mc["effects"] = [{"target": "A", "stat": "draw", "op": "prohibit", "until": "next_turn"}]
    with pytest.raises(ScenarioError, match="next_turn is not supported for mc"):
        _run(tmp_path, mc)
