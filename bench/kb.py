"""Knowledge-base benchmarks, each next to a baseline measured in the same run.

    python bench/kb.py [--runs N]

1. Build: parse all five documents and write the KB (clauses/s), next to a plain regex scan
   of the same files for clause-number lines (the cheapest possible "parser"); then, apart,
   the time to add the `ask` retrieval index (morphological analysis of every clause).
2. Cold lookup: `shinpan rule ws 1.2.2.1` as a new process, next to `python -c pass`.
3. Warm search: median over 200 queries through KB.search (bigram FTS5 + BM25), next to a
   plain `instr()` scan of the clauses table for the same queries.
4. Versions (issue 15): the full build of the five bundled documents with the ask index (CPU
   seconds, target <= 1.5 s), next to the build without the ask index, MeCab's own work on
   the clause texts and the full build with the analyser run over every string (the shipped
   analyses of the bundled documents' strings not read); `kb add` of one document into a KB holding 1 and 6 versions of
   the game (CPU, target <= 1 s and independent of the count); the first `ask` with no KB, as a
   new process (wall and CPU of the child, target <= 3 s), next to `python -c pass`.
Targets (issue 2): build < 2 s, cold lookup < 300 ms, search < 20 ms.

    python bench/kb.py --digest

prints a digest of every table of a fresh full build (rows sorted, the FTS table by rowid):
run it before and after a change meant only to make the build faster, and compare.

    python bench/kb.py --compare OTHER.sqlite

builds a fresh KB and compares it with OTHER.sqlite (a full build made by another checkout,
e.g. main before the change) table by table, row by row in stored order (rowid; a WITHOUT
ROWID table in key order); exit 1 on any difference.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from kb.api import open_kb  # noqa: E402
from kb.build import build  # noqa: E402
from kb.registry import games  # noqa: E402

NUMBER_LINE = re.compile(r"^\s*(?:[-#]+\s*)?(?:第\d+章|\d+(?:\.\d+)*\.)", re.M)


def timed(fn, runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return out


def bench_build(runs: int) -> None:
    texts = [g.source_path().read_text(encoding="utf-8") for g in games().values()]
    tmp = Path(tempfile.mkdtemp())
    counts: dict[str, int] = {}

    def do_build() -> None:
        counts.update(build(tmp / "kb.sqlite", ask_index=False))

    def add_ask_index() -> None:
        import shutil as sh

        from kb.build import ensure_ask_index

        sh.copyfile(tmp / "kb.sqlite", tmp / "core.sqlite")
        ensure_ask_index(tmp / "core.sqlite")

    def regex_scan() -> None:
        for t in texts:
            len(NUMBER_LINE.findall(t))

    b = timed(do_build, runs)
    a = timed(add_ask_index, max(1, runs // 2))
    r = timed(regex_scan, max(runs, 5))
    n = sum(counts.values())
    print(
        f"build: {statistics.median(b) * 1000:.0f} ms median of {runs} for {n} numbered clauses "
        f"({n / statistics.median(b):,.0f} clauses/s); target < 2000 ms"
    )
    print(
        f"  baseline regex line scan: {statistics.median(r) * 1000:.1f} ms "
        f"(ratio build/baseline {statistics.median(b) / statistics.median(r):.0f}x)"
    )
    print(
        f"  + the `ask` index (built by `kb build` and on the first `ask`): "
        f"{statistics.median(a) * 1000:.0f} ms median of {len(a)}"
    )
    shutil.rmtree(tmp)


def bench_cold(db: Path, runs: int) -> None:
    exe = shutil.which("shinpan")
    cmd = (
        [exe, "rule", "ws", "1.2.2.1", "--db", str(db)]
        if exe
        else [sys.executable, str(ROOT / "cli.py"), "rule", "ws", "1.2.2.1", "--db", str(db)]
    )
    first = subprocess.run(cmd, capture_output=True, text=True)  # build/warm the file cache once
    if first.returncode != 0:
        print(f"cold start: {' '.join(cmd)} failed ({first.returncode}), not timed:")
        print("  " + (first.stderr.strip().splitlines() or ["(no output)"])[-1])
        return

    def run_cmd() -> None:
        subprocess.run(cmd, capture_output=True, check=True)

    def run_pass() -> None:
        subprocess.run([sys.executable, "-c", "pass"], capture_output=True, check=True)

    c = timed(run_cmd, runs)
    p = timed(run_pass, runs)
    print(
        f"cold `shinpan rule ws 1.2.2.1`: {statistics.median(c) * 1000:.0f} ms median of {runs}; target < 300 ms"
    )
    print(
        f"  baseline `python -c pass`: {statistics.median(p) * 1000:.0f} ms "
        f"(shinpan adds {(statistics.median(c) - statistics.median(p)) * 1000:.0f} ms)"
    )


def queries(kb, n: int = 200) -> list[str]:
    rng = random.Random(7)
    terms = [t["term"] for g in ("vs", "ws", "vg", "co", "mc") for t in kb.terms(g)]
    texts = [r[0] for r in kb.con.execute("select text from clauses where length(text) > 20")]
    out = rng.sample(terms, min(len(terms), n // 2))
    while len(out) < n:
        t = rng.choice(texts)
        i = rng.randrange(0, len(t) - 4)
        out.append(t[i : i + rng.choice((2, 3, 4))])
    return out


def bench_search(db: Path) -> None:
    kb = open_kb(db)
    qs = queries(kb)
    kb.search(qs[0])  # warm

    def each(fn) -> list[float]:
        out = []
        for q in qs:
            t = time.perf_counter()
            fn(q)
            out.append(time.perf_counter() - t)
        return out

    s = each(lambda q: kb.search(q, n=10))
    base = each(
        lambda q: kb.con.execute(
            "select id from clauses where instr(text, ?) > 0 limit 10", (q,)
        ).fetchall()
    )
    hits = sum(1 for q in qs if kb.search(q, n=1))
    print(
        f"warm search: {statistics.median(s) * 1000:.2f} ms median, p95 {sorted(s)[int(len(s) * 0.95)] * 1000:.2f} ms "
        f"over {len(qs)} queries ({hits} with hits); target < 20 ms"
    )
    print(
        f"  baseline instr() scan (unranked, no snippets): {statistics.median(base) * 1000:.2f} ms median"
    )


def bench_versions(runs: int) -> None:
    import resource

    from kb import store
    from kb.build import Document, add_locked
    from kb.parse import parse_document

    tmp = Path(tempfile.mkdtemp())
    full = timed_cpu(lambda: build(tmp / "full.sqlite"), runs)
    core = timed_cpu(lambda: build(tmp / "core.sqlite", ask_index=False), runs)
    live = timed_cpu(lambda: build_analysing_all(tmp / "live.sqlite"), runs)
    mecab = timed_cpu(lambda: analyser_floor(tmp / "full.sqlite"), runs)
    text = games()["ws"].source_path().read_text(encoding="utf-8")

    def add_to(db: Path, k: int) -> None:
        doc = Document("ws", f"b{k}", "2030-01-01", "ws.txt", text, "added", "dotted")
        parsed = parse_document(text, "ws", "dotted")
        with store.writer_lock(db):
            add_locked(db, doc, parsed)

    one = tmp / "one.sqlite"
    shutil.copyfile(tmp / "full.sqlite", one)
    t1 = timed_cpu(lambda: (shutil.copyfile(tmp / "full.sqlite", one), add_to(one, 0)), runs)
    many = tmp / "many.sqlite"
    shutil.copyfile(tmp / "full.sqlite", many)
    for k in range(5):
        add_to(many, 100 + k)
    counter = iter(range(1000))
    t6 = timed_cpu(lambda: add_to(many, next(counter)), runs)
    print(
        f"full build with the ask index: {statistics.median(full):.2f} s CPU median of {runs}; "
        "target <= 1.5 s"
    )
    print(
        f"  baselines, same run: the build without the ask index {statistics.median(core):.2f} s;"
        f" MeCab alone over every distinct clause text {statistics.median(mecab):.2f} s"
    )
    print(
        f"  the same build with the analyser run over every string (the shipped analyses of "
        f"the bundled documents' strings not read, kb/ask/analysed.py): "
        f"{statistics.median(live):.2f} s"
    )
    print(
        f"kb add (ws, parse + rows + ask index): {statistics.median(t1):.2f} s CPU with 1 ws "
        f"version stored, {statistics.median(t6):.2f} s with 6+; target <= 1 s, independent"
    )
    stale = timed_cpu(lambda: stale_report_cost(many), 1)
    print(
        f"  + the stale-citation report `shinpan kb add` prints when the added version becomes "
        f"the default (engine loaded, its sources and the scenarios read): {stale[0]:.2f} s "
        "CPU, first call in this process"
    )

    def child_cpu() -> float:
        r = resource.getrusage(resource.RUSAGE_CHILDREN)
        return r.ru_utime + r.ru_stime

    env = {k: v for k, v in os.environ.items() if k != "SHINPAN_DB"}
    walls, cpus = [], []
    for i in range(max(1, runs // 2)):
        db = tmp / f"first{i}.sqlite"
        c0, w0 = child_cpu(), time.perf_counter()
        subprocess.run(
            [sys.executable, str(ROOT / "cli.py"), "ask", "山札が0枚になったら？", "--db", str(db)],
            capture_output=True, env=env, check=False,
        )  # fmt: skip
        walls.append(time.perf_counter() - w0)
        cpus.append(child_cpu() - c0)
    c0, w0 = child_cpu(), time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], check=True)
    base = time.perf_counter() - w0
    print(
        f"first ask with no KB: {statistics.median(walls):.2f} s wall, "
        f"{statistics.median(cpus):.2f} s CPU median of {len(walls)}; target <= 3 s "
        f"(baseline python -c pass: {base:.2f} s)"
    )
    shutil.rmtree(tmp)


def build_analysing_all(db: Path) -> None:
    """A full build whose ask index runs the analyser over every string, as for documents
    whose analyses are not shipped."""
    import kb.ask.index as index
    from kb.ask.analysed import norms_of

    shipped = index.lookup
    index.lookup = lambda an: lambda text: norms_of(an, text)
    try:
        build(db)
    finally:
        index.lookup = shipped


def stale_report_cost(db: Path) -> None:
    from kb.api import KB
    from ruling.commands import stale_report

    stale_report(KB(db), "ws")


def analyser_floor(db: Path) -> None:
    """The morphological analyser's own work in the ask index: MeCab over every distinct
    clause text of the KB at `db`, its output lines split and nothing else."""
    import sqlite3

    from kb.ask.analyse import analyser

    raw = analyser("mecab")._raw
    assert raw is not None
    con = sqlite3.connect(db)
    texts = {r[0] or "" for r in con.execute("select text from clauses")}
    con.close()
    for t in texts:
        raw.parse(t)


def timed_cpu(fn, runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        t = time.process_time()
        fn()
        out.append(time.process_time() - t)
    return out


def digest() -> None:
    import hashlib
    import sqlite3

    tmp = Path(tempfile.mkdtemp())
    build(tmp / "kb.sqlite")
    con = sqlite3.connect(tmp / "kb.sqlite")
    tables = [
        r[0]
        for r in con.execute(
            "select name from sqlite_master where type='table' and name not like "
            "'clause_search%' and name != 'meta' order by name"
        )
    ]
    for t in tables:
        rows = sorted(repr(r) for r in con.execute(f"select * from {t}"))
        h = hashlib.sha256("\n".join(rows).encode()).hexdigest()[:16]
        print(f"{t:16s} {len(rows):7d} {h}")
    h = hashlib.sha256()
    for r in con.execute("select rowid, uni, bi from clause_search order by rowid"):
        h.update(repr(r).encode())
    print(f"{'clause_search':16s} {'':7s} {h.hexdigest()[:16]}")
    con.close()
    shutil.rmtree(tmp)


def compare(other: Path) -> int:
    """Rows of every table of a fresh full build against `other`, in stored order."""
    import sqlite3

    tmp = Path(tempfile.mkdtemp())
    build(tmp / "kb.sqlite")
    a, b = sqlite3.connect(other), sqlite3.connect(tmp / "kb.sqlite")

    def tables(con: sqlite3.Connection) -> list[tuple[str, str]]:
        # the FTS table's own shadow tables hold its segments, not rows: compared by content
        q = "select name, sql from sqlite_master where type='table' order by name"
        return [(n, s) for n, s in con.execute(q) if not n.startswith("clause_search_")]

    bad = 0
    if tables(a) != tables(b):
        print("schemas differ")
        bad += 1
    for name, sql in tables(b):
        if name == "meta":  # the build date
            q = "select * from meta where key != 'built' order by key"
        elif "without rowid" in sql.lower():
            q = f"select * from {name}"  # key order
        else:
            q = f"select rowid, * from {name} order by rowid"
        try:
            ra, rb = a.execute(q).fetchall(), b.execute(q).fetchall()
        except sqlite3.OperationalError as e:
            print(f"{name:16s} not comparable: {e}")
            bad += 1
            continue
        if name == "ask_restate":  # stored in set iteration order (hash seed): as a set
            ra, rb = sorted(r[1:] for r in ra), sorted(r[1:] for r in rb)
        same = ra == rb
        bad += not same
        print(f"{name:16s} {len(rb):7d} {'same' if same else 'DIFFERENT'}")
    a.close()
    b.close()
    shutil.rmtree(tmp)
    return 1 if bad else 0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--digest", action="store_true", help="Digest every table, then stop.")
    ap.add_argument("--compare", type=Path, help="Compare a fresh build with this KB, then stop.")
    args = ap.parse_args()
    if args.digest:
        digest()
        return
    if args.compare is not None:
        raise SystemExit(compare(args.compare))
    bench_build(args.runs)
    bench_versions(args.runs)
    db = Path(tempfile.mkdtemp()) / "kb.sqlite"
    build(db, ask_index=False)
    bench_cold(db, max(args.runs, 10))
    bench_search(db)
    shutil.rmtree(db.parent)


if __name__ == "__main__":
    main()
