"""bench/citations.py: recall and precision of "decided by" against a writer's clauses, and the
kind of a missed clause read from the rules document's clause tree and the game's tables."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _bench():
    spec = importlib.util.spec_from_file_location("bench_citations", ROOT / "bench/citations.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules["bench_citations"] = mod
    spec.loader.exec_module(mod)
    return mod


def test_kind_of_a_missed_clause() -> None:
    b = _bench()
    tree = {
        "1": None,
        "1.3": "1",
        "1.3.2": "1.3",
        "7": None,
        "7.2": "7",
        "7.2.1": "7.2",
        "7.2.1.1": "7.2.1",
        "7.2.1.2": "7.2.1",
        "7.2.1.2.1": "7.2.1.2",
        "6": None,
        "6.1": "6",
    }
    c = b.Classifier("ws", tree, defines={"6.1"})
    assert c.kind("7.2.1", ["7.2.1.2"]) == "procedure"  # above a cited step
    assert c.kind("7.2.1.1", ["7.2.1.2"]) == "sibling"  # another step of the same procedure
    assert c.kind("1.3.2", ["7.2.1.2"]) == "principle"  # ws maps 1.3.2 to "impossible"
    assert c.kind("6.1", ["7.2.1.2"]) == "definition"
    assert c.kind("7.2.1.2.1", ["7.2.1"]) == "child"
    assert c.kind("7.2", []) == "other"
    # a step of the replay cites it, off the outcome's causal chain: a missing link, whatever
    # its place in the tree
    assert c.kind("7.2.1", ["7.2.1.2"], traced=["7.2.1.2", "7.2.1"]) == "unlinked"
    assert c.kind("7.2", [], traced=["7.2"]) == "unlinked"
    assert c.kind("7.2", ["7.2"], traced=["7.2"]) != "unlinked"  # cited: not a miss at all


def test_recall_and_precision_per_file() -> None:
    b = _bench()
    s = b.FileScore("x.yaml", "ws", True, wanted=["1.3.2", "7.2.1"], got=["7.2.1", "7.2.1.2"])
    assert (s.hit, s.missed, s.extra) == (1, ["1.3.2"], ["7.2.1.2"])


def test_a_quoted_pattern_is_expanded(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """'tests/scenarios/*/r[0-9]*_*.yaml' given quoted reads the files the shell would have
    named (sorted); a plain name is kept as it is."""
    b = _bench()
    for g in ("vs", "ws"):
        (tmp_path / "tests" / g).mkdir(parents=True)
        for n in ("r6_001_a.yaml", "r10_002_b.yaml", "real_card_c.yaml"):
            (tmp_path / "tests" / g / n).write_text("", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    got = b.expand([Path("tests/*/r[0-9]*_*.yaml")])
    assert [p.as_posix() for p in got] == [
        "tests/vs/r10_002_b.yaml",
        "tests/vs/r6_001_a.yaml",
        "tests/ws/r10_002_b.yaml",
        "tests/ws/r6_001_a.yaml",
    ]
    assert b.expand([Path("x.yaml")]) == [Path("x.yaml")]
