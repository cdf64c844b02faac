"""The rulebook site and the web app: site build time, page weight, ruling latency over HTTP.

    python bench/web.py [--runs N] [--db KB]

Prints, each beside a same-process baseline:
- `site build`: seconds for every page of every game and version (baseline: reading the
  clause rows the pages are made of);
- page weight: the largest HTML page, the script and style sheet, the largest search index
  (raw and gzip -6, as a static server compresses it);
- a ruling over HTTP (`POST /api/ruling` to `shinpan serve`'s app under uvicorn on 127.0.0.1,
  worker warm) against the same ruling called in this process (`web.worker.rule`).
"""

from __future__ import annotations

import argparse
import gzip
import statistics
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
SCENARIO = ROOT / "tests" / "scenarios" / "ws" / "damage_level3_clock6_loses.yaml"


def ms(xs: list[float]) -> str:
    xs = sorted(xs)
    return (
        f"median {statistics.median(xs):7.1f} ms  p90 {xs[int(0.9 * (len(xs) - 1))]:7.1f} ms"
        f"  (n={len(xs)})"
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=30)
    ap.add_argument("--db", type=Path, default=None)
    args = ap.parse_args()

    from kb.api import open_kb
    from kb.site.build import build_site

    kb = open_kb(args.db, ask_index=True)
    t0 = time.perf_counter()
    n = 0
    for (game,) in kb.con.execute("select distinct game from clauses"):
        n += len(kb.con.execute("select * from clauses where game=?", (game,)).fetchall())
    base = time.perf_counter() - t0
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "site"
        info = build_site(kb, out)
        print("site build")
        print(f"  baseline: read {n} clause rows      {base * 1000:8.1f} ms")
        print(
            f"  build {info['pages']} pages, {info['files']} files  {info['seconds'] * 1000:8.1f} ms"
        )
        print(f"  total {info['bytes'] / 1e6:.2f} MB")
        print("page weight (raw / gzip -6)")

        def weight(p: str) -> str:
            data = (out / p).read_bytes()
            return f"{len(data):8d} B / {len(gzip.compress(data, 6)):7d} B  {p}"

        print("  largest page  " + weight(info["largest_page"]["path"]))
        print("  script        " + weight("static/site.js"))
        print("  style         " + weight("static/site.css"))
        print("  largest index " + weight(info["largest_index"]["path"]))

    import uvicorn

    from web.app import create_app
    from web.worker import rule

    text = SCENARIO.read_text(encoding="utf-8")
    rule(text, "ja")  # warm: the engine imported, the KB open
    local = []
    for _ in range(args.runs):
        t = time.perf_counter()
        assert rule(text, "ja")["ok"]
        local.append((time.perf_counter() - t) * 1000)
    app = create_app(kb.path)
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="error"))
    th = threading.Thread(target=server.run, daemon=True)
    th.start()
    while not server.started:
        time.sleep(0.05)
    url = f"http://127.0.0.1:{port}/api/ruling"

    def post() -> float:
        t = time.perf_counter()
        req = urllib.request.Request(
            url, data=text.encode(), headers={"Content-Type": "text/plain"}
        )
        with urllib.request.urlopen(req, timeout=60) as r:
            r.read()
            assert r.status == 200
        return (time.perf_counter() - t) * 1000

    first = post()  # the worker process starts and imports the engine
    http = [post() for _ in range(args.runs)]
    page_url = f"http://127.0.0.1:{port}/ws/{kb.version('ws')}/9/"
    pages = []
    for _ in range(args.runs):
        t = time.perf_counter()
        urllib.request.urlopen(page_url, timeout=60).read()
        pages.append((time.perf_counter() - t) * 1000)
    server.should_exit = True
    th.join(10)
    print(f"ruling ({SCENARIO.name})")
    print(f"  baseline: same process, no HTTP   {ms(local)}")
    print(f"  POST /api/ruling (warm worker)    {ms(http)}")
    print(f"  first POST (worker starts)        {first:7.1f} ms")
    print(f"  GET a chapter page (cached)       {ms(pages)}")


if __name__ == "__main__":
    main()
