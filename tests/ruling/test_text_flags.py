"""The census of the clauses whose printed text the KB flags (ruling/games/text_flags.yaml):
every flag is read once, settled (an extraction defect that leaves the rule as it is: said, no
ambiguity) or in doubt (an ambiguity, tied to the point of the audit it is) — round 14."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from ruling import unsettled
from ruling.assertions import AMBIGUITY_KINDS
from ruling.render import text_doubts, text_flag_verdicts
from tests.ruling.boards import ambiguity_clauses as _flags
from tests.ruling.boards import run_doc as _run

GAMES = ("vs", "ws", "vg", "co", "mc")


@pytest.mark.parametrize("game", GAMES)
def test_every_flag_of_the_kb_has_a_verdict(kb: Any, game: str) -> None:
    from kb.model import DOUBTFUL_TEXT

    flagged = {
        a["clause"] for a in kb.anomalies(game) if a["kind"] in DOUBTFUL_TEXT and a["clause"]
    }
    verdicts = text_flag_verdicts(game)
    assert flagged <= set(verdicts), f"{game}: no verdict for {sorted(flagged - set(verdicts))}"
    census = {c for c, v in verdicts.items() if v.get("found_by") == "census"}
    assert set(verdicts) - census <= flagged, f"{game}: verdicts on clauses the KB does not flag"
    for cid in census:
        # found by the census: the KB does not flag it, and its text shows the loss
        assert cid not in flagged, cid
        text = kb.clause(game, cid).text
        lost = r"\*\*★\*\*|[^\S\n]{2}(?=[にをのがで、])|\(\)|\[\]|「」|(?<!の)のの(?!の)"
        assert re.search(lost, text), cid
    for cid, v in verdicts.items():
        assert v["verdict"] in ("settled", "doubt"), cid
        assert v["ja"] and v["en"], cid
        if "entry" in v:
            e = unsettled.entry(game, v["entry"])
            assert cid in e.clauses, f"{game} {cid}: entry {e.id} does not name it"


def test_a_settled_flag_is_read_and_raises_no_ambiguity() -> None:
    # co 3.4.5.2 ends with a list of example cards (the KB: a cut-off sentence)
    got = text_doubts("co", ["3.4.5.2"], "en")
    assert [w["kind"] for w in got] == ["rules_text_read"]
    assert "list of example cards" in got[0]["text"]
    assert "rules_text_read" not in AMBIGUITY_KINDS


def test_a_loss_the_kb_does_not_flag_is_read_too() -> None:
    # vg 13.3.5's circle icon is lost as blanks; the census reads it as the rear-guard circle
    got = text_doubts("vg", ["13.3.5"], "en")
    assert [w["kind"] for w in got] == ["rules_text_read"]
    assert "rear-guard circle" in got[0]["text"] and "the census" in got[0]["text"]


def test_a_flag_in_doubt_is_still_an_ambiguity() -> None:
    # mc 7.4.4 prints 7.3.3's sentence negated
    got = text_doubts("mc", ["7.4.4"], "en")
    assert got and got[0]["kind"] == "rules_text" and "7.3.3" in got[0]["clauses"]
    # ws 11.3.1.3's broken cross-reference
    assert [w["kind"] for w in text_doubts("ws", ["11.3.1.3"])] == ["rules_text"]


def _co_attack(after_defense: list[dict[str, Any]], defender_text: str = "") -> dict[str, Any]:
    gate: dict[str, Any] = {"name": 門番, "type": "character", "ap": 2, "dp": 2}
    if defender_text:
        gate["text"] = defender_text
    return {
        "game": "co",
        "title": "t",
        "turn": {"player": "A", "number": 8, "phase": "main"},
        "players": {
            "A": {
                "hp": 10,
                "energy": 1,
                "deck": 15,
                "hand": [
                    {
                        "name": "天馬の翼",
                        "type": "item",
                        "cost": 1,
                        "text": "セットされたキャラクターは「飛行」の特殊能力を得る。",
                    }
                ],
                "field": [{"name": "見習い騎士", "type": "character", "ap": 3, "dp": 3}],
            },
            "B": {"hp": 3, "deck": 15, "field": [gate]},
        },
        "actions": [
            {
                "do": "attack",
                "attacker": "見習い騎士",
                "defender": "門番",
                "after_defense": after_defense,
            }
        ],
    }


門番 = "門番"


def test_co_flying_gained_after_the_defence_is_an_unsettled_point(tmp_path: Path) -> None:
    wing = [{"do": "play", "card": "天馬の翼", "set_on": "見習い騎士"}]
    r = _run(tmp_path, _co_attack(wing))
    assert ["3.4.5.7", "3.4.5.3", "3.4.5.6"] in _flags(r)
    # the settled neighbour: no wing played, a plain defence — nothing flagged
    assert _flags(_run(tmp_path, _co_attack([]))) == []
