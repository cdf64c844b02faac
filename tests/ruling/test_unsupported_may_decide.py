"""A ruling says, for every ability on the board it did not run, that it did not, and whether
the outcome could depend on it (issue 13): an automatic or continuous text may act without an
action of the scenario naming it; an activated ability acts only when played, and playing one the
engine cannot run is refused as an engine limit (no rules principle cited) with the outcome
marked as possibly depending on it."""

from __future__ import annotations

import yaml

from ruling.render import outcome_line
from ruling.resolve import resolve
from ruling.scenario import loads

UNRUN = "あなたは自分の山札を見てもよいし、見なくてもよい。それからパンを焼く。"


def _ruling(text: str, actions: list[dict]) -> object:
    doc = {
        "game": "ws",
        "title": "unsupported text",
        "turn": {"player": "A", "number": 5, "phase": "main", "first_player": "A"},
        "players": {
            "A": {
                "level": 1,
                "stage": {
                    "left_back": {
                        "name": "役",
                        "type": "character",
                        "level": 1,
                        "power": 3000,
                        "soul": 1,
                        "text": text,
                    }
                },
                "deck": 10,
            },
            "B": {"deck": 10},
        },
        "actions": actions,
    }
    return resolve(loads(yaml.safe_dump(doc, allow_unicode=True)))


def _unsupported(r) -> list:
    return [w for w in r.warnings() if w.kind == "unsupported"]


def test_an_automatic_text_not_run_may_decide_the_outcome():
    r = _ruling(
        "【自】 あなたのアンコールステップの始めに、" + UNRUN, [{"do": "draw", "player": "A"}]
    )
    (w,) = _unsupported(r)
    assert w.may_decide is True and w.as_dict()["may_decide"] is True
    assert r.outcome.get("may_depend_on_unsupported") is True
    assert "左右される可能性" in outcome_line(r.outcome)


def test_an_activated_ability_not_played_does_not_decide_it():
    r = _ruling("【起】［このカードを【レスト】する］ " + UNRUN, [{"do": "draw", "player": "A"}])
    (w,) = _unsupported(r)
    assert w.may_decide is False
    assert "may_depend_on_unsupported" not in r.outcome
    assert "左右される" not in outcome_line(r.outcome)


def test_playing_an_activated_ability_not_run_is_an_engine_limit_not_a_rule():
    r = _ruling(
        "【起】［このカードを【レスト】する］ " + UNRUN,
        [{"do": "activate", "player": "A", "card": "役"}],
    )
    assert r.outcome.get("may_depend_on_unsupported") is True
    assert any(w.may_decide for w in _unsupported(r))
    # the refusal is not the principle that an impossible action is not done (1.3.2)
    assert "1.3.2" not in r.decided_by
    assert "8.6.2.1" in r.decided_by


def test_other_warnings_carry_no_may_decide_key():
    r = _ruling(
        "【自】 あなたのアンコールステップの始めに、" + UNRUN, [{"do": "draw", "player": "A"}]
    )
    for w in r.warnings():
        if w.kind != "unsupported":
            assert "may_decide" not in w.as_dict()
