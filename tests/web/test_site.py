"""The static rulebook site: pages, permalinks, links, glossary, search index."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest


def test_every_game_and_version_has_pages(site_dir: Path, kb):
    for g in kb.games():
        for v in g["versions"]:
            base = site_dir / g["game"] / v["version"]
            assert (base / "index.html").is_file() and (base / "glossary" / "index.html").is_file()
            assert (base / "search-index.js").is_file()
        assert (site_dir / g["game"] / "latest" / "index.html").is_file()
    assert (site_dir / "static" / "site.js").is_file() and (site_dir / ".shinpan-site").is_file()


def test_clause_anchor_reference_term_and_cited_by(site_dir: Path, kb):
    page = (site_dir / "ws" / kb.version("ws") / "1" / "index.html").read_text(encoding="utf-8")
    assert 'id="1.2.2.1"' in page and 'href="#1.2.2.1"' in page
    # every resolved reference of a clause is a link to the clause it names
    refs = [r for r in kb.refs("ws", "1.2.2.1") if r["status"] == "resolved"] or [
        r for c in kb.subtree("ws", "1") for r in kb.refs("ws", c.id) if r["status"] == "resolved"
    ]
    assert refs
    links = set(re.findall(r'<a class="ref[^"]*" href="([^"]+)"', page))
    dst = refs[0]["dst"]
    chapter = dst.split(".")[0]
    want = f"#{dst}" if chapter == "1" else f"../{chapter}/#{dst}"
    assert want in links
    # defined terms link to the glossary, which has an entry per term
    assert 'class="term" href="../glossary/#' in page
    gloss = (site_dir / "ws" / kb.version("ws") / "glossary" / "index.html").read_text("utf-8")
    term = kb.terms("ws")[0]["term"]
    assert f'id="{term}"' in gloss
    # "cited by": a clause that others cite lists them
    cited = kb.refs("ws", dst, "in")
    target = (site_dir / "ws" / kb.version("ws") / chapter / "index.html").read_text("utf-8")
    block = target.split(f'id="{dst}"', 1)[1].split("</section>", 1)[0]
    assert "参照元" in block and cited[0]["src"] in block


def test_search_index_matches_two_character_words(site_dir: Path, kb):
    from kb.site.search import key

    text = (site_dir / "ws" / kb.version("ws") / "search-index.js").read_text("utf-8")
    data = json.loads(text.removeprefix("window.SHINPAN_INDEX=").rstrip().rstrip(";"))
    post, d, docs = data["grams"]["山札"], 0, []
    for x in post:
        d += x
        docs.append(data["docs"][d][0])
    # the same clauses the KB's full-text search finds for 山札 (its bigram index), all of them
    expect = {
        r[0]
        for r in kb.con.execute(
            "select c.id from clauses c where c.game='ws' and c.version=? and c.kind != "
            "'synthetic'",
            (kb.version("ws"),),
        )
        if "山札" in key(kb.clause("ws", r[0]).title + "\n" + kb.clause("ws", r[0]).text)
    }
    assert set(docs) == expect and len(expect) > 10


def test_refuses_a_directory_it_did_not_write(kb, tmp_path: Path):
    from kb.errors import KBError
    from kb.site.build import build_site

    mine = tmp_path / "notes"
    mine.mkdir()
    (mine / "todo.txt").write_text("keep me", encoding="utf-8")
    with pytest.raises(KBError):
        build_site(kb, mine)
    assert (mine / "todo.txt").read_text(encoding="utf-8") == "keep me"


def test_cli_site_build(kb_path: Path, tmp_path: Path):
    from typer.testing import CliRunner

    from cli import app

    r = CliRunner().invoke(
        app, ["site", "build", "-o", str(tmp_path / "s"), "--db", str(kb_path), "--json"]
    )
    assert r.exit_code == 0, r.output
    info = json.loads(r.output)
    assert info["pages"] > 50 and info["largest_page"]["bytes"] > 0
    # rebuilt over its own output: replaced, not refused
    again = CliRunner().invoke(
        app, ["site", "build", "-o", str(tmp_path / "s"), "--db", str(kb_path)]
    )
    assert again.exit_code == 0


KILLED = """
import sys, time
from pathlib import Path
from kb.api import open_kb
from kb.site.build import build_site

def slow(i, n):
    if i == 3:
        print("ready", flush=True)
        time.sleep(60)

build_site(open_kb(Path(sys.argv[1])), Path(sys.argv[2]), slow)
"""


def test_a_killed_build_leaves_the_site_and_the_next_build_cleans_up(kb, kb_path, tmp_path):
    """Issue 17: kill -9 mid-build leaves the old site as it was; the next build removes the
    half-written one (and puts back a site moved aside if killed between the renames)."""
    import os
    import signal
    import subprocess
    import sys

    from kb.site.build import MARKER, _clean_stale, build_site

    root = Path(__file__).resolve().parents[2]
    out = tmp_path / "site"
    build_site(kb, out)
    before = sorted(p.name for p in out.iterdir())
    p = subprocess.Popen(
        [sys.executable, "-c", KILLED, str(kb_path), str(out)], cwd=root, stdout=subprocess.PIPE
    )
    assert p.stdout is not None and p.stdout.readline() == b"ready\n"
    os.kill(p.pid, signal.SIGKILL)
    p.wait()
    assert sorted(x.name for x in out.iterdir()) == before and (out / MARKER).exists()
    assert sorted(x.name for x in tmp_path.iterdir()) == ["site", f"site.tmp-{p.pid}"]
    os.replace(out, tmp_path / f"site.old-{p.pid}")  # as if killed between the two renames
    _clean_stale(out)
    assert sorted(x.name for x in tmp_path.iterdir()) == ["site"] and (out / MARKER).exists()
    build_site(kb, out)
    assert sorted(x.name for x in tmp_path.iterdir()) == ["site"]
