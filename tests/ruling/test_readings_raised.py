"""Issue 14, "ambiguity as an answer": a point the rules text does not settle, run as a reading
choice point (``Choose.reading``: both readings run), is raised — an ``ambiguity`` warning naming
its clauses, ``depends_on_reading`` and the outcome under the other reading — exactly where the
outcome the ruling gives (the state it reports or is asked for) differs between the readings,
and nowhere else (``resolve.Ruling.reading_points``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ruling.core import WarningItem
from ruling.render import warnings_data
from ruling.resolve import BranchChoice, Leaf, Ruling, raised_points
from tests.ruling.boards import run_doc as _run


def _flagged(r: Ruling) -> set[str]:
    return {c for w in warnings_data(r, "en") if w["kind"] == "ambiguity" for c in w["clauses"]}


def _co_spell(**extra: Any) -> dict[str, Any]:
    """co: a spell neither 「使い捨て」 nor 「〜にセット」 is played (3.4.3 / 4.2.3 / 4.3.2.6: where
    it goes after resolving is the audit's ``played_card_destination``)."""
    return {
        "game": "co",
        "title": "a spell resolves",
        "turn": {"player": "A", "number": 6, "phase": "main"},
        "players": {
            "A": {
                "hp": 20,
                "energy": 1,
                "deck": 5,
                "hand": [{"name": "魔弾", "type": "spell", "cost": 1, "text": "カードを1枚引く"}],
            },
            "B": {"hp": 20, "deck": 10},
        },
        "actions": [{"do": "play", "card": "魔弾"}],
        **extra,
    }


def test_a_reading_that_changes_what_is_asked_is_raised_with_both_outcomes(
    tmp_path: Path,
) -> None:
    r = _run(tmp_path, _co_spell(ask=["A.dustbox"]))
    out = r.outcome
    assert out["state"]["A.dustbox"] == 1
    assert "3.4.3" in out["depends_on_reading"]
    (other,) = out["readings"]
    assert other["reading"] == ["field"] and other["outcome"]["state"]["A.dustbox"] == 0
    assert {"3.4.3", "4.2.3", "4.3.2.6"} <= _flagged(r)
    assert (("3.4.3", "4.2.3", "4.3.2.6"), True) in raised_points(r)


def test_a_reading_that_changes_nothing_asked_is_silent(tmp_path: Path) -> None:
    # the hand: one card drawn under either reading — the point is not raised at all
    r = _run(tmp_path, _co_spell(ask=["A.hand"]))
    out = r.outcome
    assert out["state"]["A.hand"] == 1
    assert out.get("regardless_of_reading") is True and "depends_on_reading" not in out
    assert "3.4.3" not in _flagged(r)
    assert not [cl for cl, _both in raised_points(r) if "3.4.3" in cl]
    # both readings were still run
    assert {c.option for lf in r.leaves + r.alternates for c in lf.choices if c.reading} == {
        "dustbox",
        "field",
    }


def test_what_the_readings_are_asked_to_give_is_part_of_the_question(tmp_path: Path) -> None:
    """Without ``ask``, the state the expected answer gives under each reading is asked (as its
    ``state`` is): the outcome reports it, so the point it rests on is raised."""
    readings = [
        {"clauses": ["3.4.3"], "state": {"魔弾.zone": "A.dustbox"}},
        {"clauses": ["3.4.3"], "state": {"魔弾.zone": "A.field"}},
    ]
    r = _run(tmp_path, _co_spell(expect={"state": {"A.hand": 1}, "readings": readings}))
    assert set(r.outcome["state"]) == {"A.hand", "魔弾.zone"}
    assert "3.4.3" in r.outcome["depends_on_reading"] and "3.4.3" in _flagged(r)
    # the same without the readings' question: only the hand is asked, the point is silent
    r = _run(tmp_path, _co_spell(expect={"state": {"A.hand": 1}}))
    assert set(r.outcome["state"]) == {"A.hand"} and "3.4.3" not in _flagged(r)


def _leaf(choices: list[BranchChoice], outcome: dict[str, Any], warned: list[Any]) -> Leaf:
    return Leaf(choices, outcome, [], None, None, None, warned, [], [])  # type: ignore[arg-type]


def _reading(clauses: tuple[str, ...], option: str, preferred: bool) -> BranchChoice:
    return BranchChoice(
        "A", "reading", f"point {clauses[0]}", f"point {clauses[0]}", option, option, option,
        reading=True, clauses=clauses, preferred=preferred,
    )  # fmt: skip


def test_each_point_is_judged_by_its_own_readings() -> None:
    """Two points in one ruling: P's other reading changes the outcome, Q's does not (in either
    reading of P). P is raised, Q is silent — its warning dropped, no raised point, and the
    outcome depends on P's clauses only."""
    p, q = ("1.1",), ("2.2",)
    warn = [
        WarningItem("ambiguity", f"point {c[0]}: 条文からは…", f"point {c[0]}: …", c)
        for c in (p, q)
    ]

    def leaf(po: str, qo: str, result: str) -> Leaf:
        return _leaf(
            [_reading(p, po, po == "p0"), _reading(q, qo, qo == "q0")],
            {"game_over": False, "state": {"A.hand": result}},
            list(warn),
        )

    main = leaf("p0", "q0", "one")
    alts = [leaf("p1", "q0", "two"), leaf("p0", "q1", "one"), leaf("p1", "q1", "two")]
    for lf, cited in zip([main, *alts], ["9.0", "9.1", "9.2", "9.3"], strict=True):
        lf.decided_by = [cited]
    r = Ruling(None, [main], alternates=alts)  # type: ignore[arg-type]
    assert r.reading_points() == {p: True, q: False}
    assert r.outcome["depends_on_reading"] == ["1.1"]
    assert [w.clauses for w in r.warnings()] == [p]
    # the leaf under Q's other reading alone gives no reason: Q is not what the ruling rests on
    assert r.decided_by == ["9.0", "9.1", "9.3"]
    # the other way round: Q changes it under P's other reading only — still raised
    alts[2] = leaf("p1", "q1", "three")
    r = Ruling(None, [main], alternates=alts)  # type: ignore[arg-type]
    assert r.reading_points() == {p: True, q: True}
    assert [w.clauses for w in r.warnings()] == [p, q]


def test_a_reading_that_changes_who_decides_is_raised() -> None:
    """The same options and outcomes, but another player choosing under the other reading (a
    replacement's chooser, 8.10.2.2): the ruling's ``depends_on`` differs — raised."""
    p = ("8.10.2.2",)

    def leaf(po: str, who: str, pick: str) -> Leaf:
        own = BranchChoice(who, "replacement", "which first", "which first", pick, pick, pick)
        return _leaf([_reading(p, po, po == "master"), own], {"state": {"B.hand": pick}}, [])

    main = [leaf("master", "B", "x"), leaf("master", "B", "y")]
    alts = [leaf("doer", "A", "x"), leaf("doer", "A", "y")]
    r = Ruling(None, main, alternates=alts)  # type: ignore[arg-type]
    assert r.reading_points() == {p: True}
    # the same player under both readings: silent
    alts = [leaf("doer", "B", "x"), leaf("doer", "B", "y")]
    r = Ruling(None, main, alternates=alts)  # type: ignore[arg-type]
    assert r.reading_points() == {p: False}


def test_chance_branches_under_one_reading_do_not_say_either_reading() -> None:
    """Leaves that branch on chance under the engine's reading alone (the other reading run apart
    as an alternate whose outcome differs) agree with each other: the outcome is 'whatever the
    random result', and it depends on the reading — never also 'under either reading'
    (co r26_019 said both). Leaves that run both readings and agree do say it."""
    p = ("1.1",)

    def chance(option: str) -> BranchChoice:
        return BranchChoice("A", "shuffle", "top", "top", option, option, option, chance=True)

    same = {"game_over": False, "state": {"A.hand": 7}}
    main = [_leaf([_reading(p, "p0", True), chance(o)], same, []) for o in ("x", "y")]
    alt = _leaf([_reading(p, "p1", False)], {"game_over": False, "rejected": True}, [])
    r = Ruling(None, main, alternates=[alt])  # type: ignore[arg-type]
    out = r.outcome
    assert out.get("regardless_of_chance") is True
    assert "regardless_of_reading" not in out
    assert out["depends_on_reading"] == ["1.1"]
    both = [_leaf([_reading(p, o, o == "p0"), chance("x")], same, []) for o in ("p0", "p1")]
    assert Ruling(None, both).outcome.get("regardless_of_reading") is True  # type: ignore[arg-type]
