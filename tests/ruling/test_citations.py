"""The citation validator: every clause the engine (or a scenario) cites must exist."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest
import yaml

from ruling.commands import cited_clauses
from ruling.rules import games, get_game

# the C implementation of the safe loader where PyYAML has it (the same reading, faster)
SAFE = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

REPO = Path(__file__).resolve().parents[2]
SCENARIOS = REPO / "tests" / "scenarios"


def _numbered_in_source(game: str) -> set[str]:
    """Clause numbers printed at the start of a line of the bundled rules text. An independent
    check of the ids (it does not replace the KB; see test_cited_clauses_exist_in_kb)."""
    text = (REPO / "kb" / "sources" / f"{game}.txt").read_text(encoding="utf-8")
    # the changelog heading ends the body; a table-of-contents line (``更新履歴<TAB>18``, vs) does not
    body = re.split(r"(?:更新履歴|変更履歴)(?!\t\d)", text)[0]
    out = {m.group(1) for m in re.finditer(r"(?m)^[-\s]*(\d+(?:\.\d+)+)\.", body)}
    # a deep number printed without its final dot (vg 「16.3.1.5.1.2.1 両方の…」), as the KB reads it
    out |= {m.group(1) for m in re.finditer(r"(?m)^[-\s]*(\d+(?:\.\d+){2,})\s", body)}
    # co.txt is one line with sections numbered ``4−3−8 title`` (U+2212); the KB ids are dotted
    out |= {m.group(1).replace("−", ".") for m in re.finditer(r"(?:^|\s)(\d+(?:−\d+)+)\s", body)}
    # and its chapters, a number alone after a sentence's end or the ■ marks: 「。 3 試合進行 ◆…」
    out |= {m.group(1) for m in re.finditer(r"[。■]\s(\d+)\s(?=[^\s\d−])", body)}
    return out


def _printed(cid: str, printed: set[str]) -> bool:
    """A KB id with a suffix (``3.2.2#2``: the second section printed as 3−2−2) is printed
    when its number is."""
    return cid.split("#")[0] in printed


def _scenario_clauses(game: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for p in sorted((SCENARIOS / game).glob("*.yaml")):
        # read as data: a known failure the loader still refuses names its clauses too
        exp = (yaml.load(p.read_text(encoding="utf-8"), Loader=SAFE) or {}).get("expect") or {}
        for c in [*(exp.get("decided_by") or []), *(exp.get("not_decided_by") or [])]:
            out.setdefault(str(c), []).append(p.name)
    return out


@pytest.mark.parametrize("game", games())
def test_cited_clauses_are_printed_in_the_rules_text(game: str) -> None:
    printed = _numbered_in_source(game)
    bad = {c: w for c, w in cited_clauses(get_game(game)).items() if not _printed(c, printed)}
    bad.update({c: w for c, w in _scenario_clauses(game).items() if not _printed(c, printed)})
    assert not bad, f"clauses cited but not in {game}.txt: {bad}"


@pytest.mark.skipif(
    importlib.util.find_spec("kb.api") is None,
    reason="kb.api (the knowledge base) is not written yet; the text check above stands in",
)
@pytest.mark.parametrize("game", games())
def test_cited_clauses_exist_in_kb(game: str) -> None:
    from kb.api import open_kb

    ids = open_kb().clause_ids(game)
    bad = {c: w for c, w in cited_clauses(get_game(game)).items() if c not in ids}
    bad.update({c: w for c, w in _scenario_clauses(game).items() if c not in ids})
    assert not bad, f"clauses cited but not in the {game} KB: {bad}"


def test_validator_catches_a_bad_citation() -> None:
    printed = _numbered_in_source("ws")
    assert "9.3.1" in printed and "99.9.9" not in printed and "9.3.4" not in printed


@pytest.mark.skipif(
    importlib.util.find_spec("kb.api") is None,
    reason="kb.api (the knowledge base) is not written yet",
)
def test_coverage_doc_is_current() -> None:
    from ruling.commands import coverage_data, coverage_markdown

    doc = REPO / "docs" / "coverage-ws.md"
    assert doc.read_text(encoding="utf-8") == coverage_markdown(coverage_data("ws")), (
        "docs/coverage-ws.md is stale: run `shinpan coverage ws --write docs/coverage-ws.md`"
    )


@pytest.mark.skipif(
    importlib.util.find_spec("kb.api") is None,
    reason="kb.api (the knowledge base) is not written yet",
)
@pytest.mark.parametrize("game", games())
def test_citations_hold_in_every_version_added(game: str) -> None:
    """Every clause the engine cites or a scenario names in decided_by (written against the
    bundled rules) is unchanged in every other version of the rules added to the KB
    (`shinpan kb add`): a version that moves, changes or drops one fails here, with the new
    ids, until the citations are brought up to date (issue 15). tests/test_kb_versions.py
    shows the same check failing on a renumbered version."""
    from kb.api import open_kb
    from ruling.commands import stale_report

    kb = open_kb()
    added = [
        v["version"]
        for g in kb.games()
        if g["game"] == game
        for v in g["versions"]
        if v["source"] == "added"
    ]
    if not added:
        pytest.skip(f"no other version of {game}'s rules in the KB (`shinpan kb add` one)")
    stale = {v: stale_report(kb, game, v) for v in added}
    assert not any(stale.values()), f"citations stale in added versions of {game}: {stale}"


def test_coverage_counts_the_procedure_above_a_cited_step() -> None:
    """A trace step citing a step of a procedure cites the procedure too (ruling/procedures.py),
    so the coverage counts it as cited: a procedure no engine code names but whose step it
    cites is used, and the count says so (where: which step brings it in)."""
    from ruling.commands import with_procedures
    from ruling.procedure_table import TABLE

    step, proc = next(iter(TABLE["ws"].items()))
    got = with_procedures("ws", {step: ["x.py:1"]})
    assert got[step] == ["x.py:1"]
    assert got[proc] == [f"procedure of {step}"]
    # a clause under no procedure brings nothing in
    lone = next(c for c in ("1.1", "1.2", "1.3") if c not in TABLE["ws"])
    assert with_procedures("ws", {lone: ["y.py:2"]}) == {lone: ["y.py:2"]}
