"""Builds are atomic; the bundled sources are the shared documents, unchanged."""

from __future__ import annotations

import hashlib
import re
import sqlite3
from pathlib import Path

import pytest

from kb.registry import games

ROOT = Path(__file__).resolve().parents[1]
SHARED_RULES = ROOT.parent / "shared" / "rules"


def test_sources_match_their_recorded_hashes():
    table = (ROOT / "kb" / "sources" / "SOURCES.md").read_text(encoding="utf-8")
    for g in games().values():
        digest = hashlib.sha256(g.source_path().read_bytes()).hexdigest()
        assert re.search(rf"\| {g.file} \|.*\| {digest} \|", table), g.file


@pytest.mark.skipif(not SHARED_RULES.exists(), reason="../shared/rules is not beside the checkout")
def test_sources_are_the_shared_documents_unchanged():
    for g in games().values():
        assert g.source_path().read_bytes() == (SHARED_RULES / g.file).read_bytes()


def test_failed_build_leaves_previous_kb_intact(tmp_path, monkeypatch):
    from kb import build as build_mod

    db = tmp_path / "kb.sqlite"
    build_mod.build(db, ask_index=False)
    before = db.read_bytes()

    def broken(*args, **kwargs):
        raise RuntimeError("crash mid-build")

    monkeypatch.setattr(build_mod, "_write_document", broken)
    with pytest.raises(RuntimeError):
        build_mod.build(db)
    assert db.read_bytes() == before
    assert not list(tmp_path.glob("*.tmp-*")), "temporary file removed"
    con = sqlite3.connect(db)
    assert con.execute("select count(*) from clauses").fetchone()[0] > 4000


def test_stale_kb_is_rebuilt(tmp_path):
    from kb.api import open_kb

    db = tmp_path / "kb.sqlite"
    open_kb(db)
    con = sqlite3.connect(db)
    con.execute("update meta set value='old' where key='fingerprint'")
    con.commit()
    con.close()
    kb = open_kb(db)
    assert kb.con.execute("select value from meta where key='fingerprint'").fetchone()[0] != "old"


def test_first_use_builds_the_core_and_ask_adds_its_index(tmp_path):
    from kb.api import open_kb
    from kb.build import has_ask_index

    db = tmp_path / "kb.sqlite"
    open_kb(db)  # what `shinpan rule` does on first use
    assert not has_ask_index(db)
    kb = open_kb(db, ask_index=True)  # what `shinpan ask` does
    assert has_ask_index(db)
    assert kb.con.execute("select count(*) from ask_docs").fetchone()[0] > 4000
    assert not list(tmp_path.glob("*.tmp-*"))


def test_a_first_ask_with_no_kb_builds_it_with_its_index_in_one_pass(tmp_path, monkeypatch):
    """`shinpan ask` with no KB builds the core and the ask index in one build, not a core
    build then a copy of it to index (issue 15: first ask <= 3 s)."""
    from typer.testing import CliRunner

    import kb.build as build_mod
    from cli import app
    from kb.api import open_kb
    from kb.build import has_ask_index

    def second_pass(db):
        raise AssertionError("the ask index was added by a second pass over a copy")

    monkeypatch.setattr(build_mod, "_add_ask_index_locked", second_pass)
    db = tmp_path / "kb.sqlite"
    r = CliRunner().invoke(app, ["ask", "山札が0枚になったら？", "-g", "ws", "--db", str(db)])
    assert r.exit_code == 0 and r.exception is None, r.output
    assert has_ask_index(db)
    open_kb(db, ask_index=True)  # current: nothing to do, no second pass either


def _table_digests(db: Path) -> dict[str, str]:
    con = sqlite3.connect(db)
    names = [
        r[0]
        for r in con.execute("select name from sqlite_master where type='table' order by name")
        if "fts" not in r[0] and not r[0].startswith("sqlite_")
    ]
    out = {
        n: hashlib.sha256(repr(con.execute(f"select * from [{n}]").fetchall()).encode()).hexdigest()
        for n in names
    }
    con.close()
    return out


def test_a_build_is_the_same_under_any_hash_seed(tmp_path):
    """Two builds in processes with different string-hash seeds store every table's rows
    identically and in the same order (set iteration order must never reach the KB)."""
    import os
    import subprocess
    import sys

    digests = []
    for seed in ("1", "2"):
        db = tmp_path / f"kb{seed}.sqlite"
        env = {**os.environ, "PYTHONHASHSEED": seed}
        code = f"from kb.api import open_kb; open_kb({str(db)!r}, ask_index=True)"
        subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, check=True)
        digests.append(_table_digests(db))
    assert digests[0] == digests[1], [t for t in digests[0] if digests[0][t] != digests[1].get(t)]
