"""PDF text extraction libraries compared on rules documents typeset like the publishers' PDFs.

    python bench/pdf.py [--games vs,ws,vg,co,mc] [--real FILE.pdf …]

Each bundled document is typeset as a PDF (tests/pdfgen.py: A4, running header and page
number, clause lines wrapped at the page width, page breaks in the middle of clauses, tables
in columns, table-of-contents dot leaders; reportlab's Japanese CID fonts). Every library
installed among pypdfium2, pypdf, pdfminer.six and pdfplumber extracts it back, and is scored:

* CPU seconds for the whole document;
* lines: of the lines of body text drawn, how many come back as a line of their own, in order
  (longest common subsequence over lines; a wrong line order or lines run together lose it);
* chars: characters drawn but missing from the extraction, characters added that were not
  drawn (whitespace ignored), full-width letters and digits kept, glyphs extracted as
  "(cid:N)" / U+FFFD / Kangxi radicals instead of the characters;
* parse: the extraction through the KB's parser (kb/parse) against the parse of the bundled
  text: numbered clause ids found, clause texts identical (whitespace ignored), damage anomalies.

The baseline in the same run is the bundled text itself through the parser (its own damage,
and its parse time, beside each library's extraction time). `--real` also extracts real PDFs
(no ground truth: length, undecodable glyphs, and the lines as read, for a look).
"""

from __future__ import annotations

import argparse
import collections
import difflib
import io
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from kb.add import DAMAGE_KINDS  # noqa: E402
from kb.model import NUMBERED_KINDS  # noqa: E402
from kb.parse import parse_document  # noqa: E402
from kb.registry import games  # noqa: E402

_WS = re.compile(r"\s+")
FULL_WIDTH = re.compile(r"[\uff01-\uff5e]")
RADICAL = re.compile(r"[\u2e80-\u2fdf]")
BAD = re.compile(r"\(cid:\d+\)|\ufffd")


def _pdfium(data: bytes) -> str:
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(data)
    try:
        return "\n".join(doc[i].get_textpage().get_text_range() for i in range(len(doc)))
    finally:
        doc.close()


def _pypdf(data: bytes) -> str:
    import pypdf

    return "\n".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(data)).pages)


def _pdfminer(data: bytes) -> str:
    from pdfminer.high_level import extract_text

    return extract_text(io.BytesIO(data))


def _pdfplumber(data: bytes) -> str:
    import pdfplumber

    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return "\n".join(p.extract_text() or "" for p in pdf.pages)


LIBRARIES: dict[str, tuple[str, Callable[[bytes], str]]] = {
    "pypdfium2": ("pypdfium2", _pdfium),
    "pypdf": ("pypdf", _pypdf),
    "pdfminer.six": ("pdfminer", _pdfminer),
    "pdfplumber": ("pdfplumber", _pdfplumber),
}


def installed() -> dict[str, Callable[[bytes], str]]:
    import importlib.util

    return {name: fn for name, (mod, fn) in LIBRARIES.items() if importlib.util.find_spec(mod)}


def _numbered(text: str, game: str, fmt: str) -> tuple[dict[str, str], int, float]:
    t = time.process_time()
    parsed = parse_document(text, game, fmt)
    took = time.process_time() - t
    texts = {
        c.id: _WS.sub("", c.title + c.text) for c in parsed.clauses if c.kind in NUMBERED_KINDS
    }
    damage = sum(1 for a in parsed.anomalies if a.kind in DAMAGE_KINDS)
    return texts, damage, took


_PAGE = re.compile(r"^―\d+―$")


def score(drawn: list[str], out: str, header: str) -> dict[str, float | int]:
    """The extraction `out` against the lines drawn (module docstring); the page furniture
    (running header, page numbers) is left out of both."""
    want = [_WS.sub(" ", s).strip() for s in drawn if s.strip()]
    got = [_WS.sub(" ", s).strip() for s in out.splitlines()]
    got = [s for s in got if s and s != header and not _PAGE.match(s)]
    out = "\n".join(got)
    sm = difflib.SequenceMatcher(None, want, got, autojunk=False)
    in_order = sum(b.size for b in sm.get_matching_blocks())
    a = collections.Counter(_WS.sub("", "".join(drawn)))
    b = collections.Counter(_WS.sub("", out))
    return {
        "lines": in_order / max(1, len(want)),
        "missing": sum((a - b).values()),
        "extra": sum((b - a).values()),
        "full_width": len(FULL_WIDTH.findall(out)),
        "bad_glyphs": len(BAD.findall(out)) + len(RADICAL.findall(out)),
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", default="vs,ws,vg,co,mc")
    ap.add_argument("--real", nargs="*", default=[], type=Path)
    args = ap.parse_args()
    from pdfgen import render_pdf

    libs = installed()
    print(f"libraries: {', '.join(libs) or 'none installed'}")
    totals: dict[str, collections.Counter[str]] = {n: collections.Counter() for n in libs}
    for gid in args.games.split(","):
        g = games()[gid]
        text = g.source_path().read_text(encoding="utf-8")
        drawn: list[str] = []
        header = f"{g.name_ja} {g.document} {g.version}"
        pdf = render_pdf(text, header, printed=drawn)
        ref, ref_damage, ref_time = _numbered(text, gid, g.format)
        full = len(FULL_WIDTH.findall("".join(drawn)))
        print(
            f"\n{gid}: {len(pdf) // 1024} kB PDF, {len(drawn)} lines drawn, {full} full-width "
            f"characters; baseline: the bundled text parses in {ref_time:.2f} s CPU to "
            f"{len(ref)} numbered clauses, {ref_damage} damage anomalies"
        )
        print(
            f"  {'library':<13}{'CPU s':>7}{'lines':>8}{'missing':>9}{'extra':>7}{'fullw':>7}"
            f"{'badgl':>7}{'ids':>8}{'same':>8}{'damage':>8}"
        )
        for name, fn in libs.items():
            t = time.process_time()
            try:
                out = fn(pdf)
            except Exception as e:  # noqa: BLE001 - a library that fails is reported, not fatal
                print(f"  {name:<13} failed: {type(e).__name__}: {e}")
                continue
            took = time.process_time() - t
            s = score(drawn, out, header)
            got, damage, _ = _numbered(out, gid, g.format)
            ids = len(set(got) & set(ref)) / max(1, len(ref))
            same = sum(1 for k, v in ref.items() if got.get(k) == v) / max(1, len(ref))
            print(
                f"  {name:<13}{took:>7.2f}{s['lines']:>8.3f}{s['missing']:>9}{s['extra']:>7}"
                f"{s['full_width']:>7}{s['bad_glyphs']:>7}{ids:>8.3f}{same:>8.3f}{damage:>8}"
            )
            tot = totals[name]
            tot["time"] += took  # type: ignore[assignment]
            tot["missing"] += s["missing"]  # type: ignore[assignment]
            tot["same"] += sum(1 for k, v in ref.items() if got.get(k) == v)
            tot["clauses"] += len(ref)
    print("\nall documents:")
    for name, tot in totals.items():
        if tot["clauses"]:
            print(
                f"  {name:<13} {tot['time']:.2f} s CPU, {tot['missing']} characters missing, "
                f"{tot['same'] / tot['clauses']:.3f} of the clause texts identical"
            )
    for f in args.real:
        data = f.read_bytes()
        print(f"\n{f} (real PDF, no ground truth):")
        for name, fn in libs.items():
            t = time.process_time()
            try:
                out = fn(data)
            except Exception as e:  # noqa: BLE001
                print(f"  {name:<13} failed: {type(e).__name__}: {e}")
                continue
            took = time.process_time() - t
            cjk = len(re.findall(r"[\u3040-\u30ff\u4e00-\u9fff]", out))
            print(
                f"  {name:<13}{took:>7.2f} s CPU, {len(out)} characters, {cjk} kana/kanji, "
                f"{len(BAD.findall(out))} (cid:N)/U+FFFD, {len(RADICAL.findall(out))} radicals"
            )


if __name__ == "__main__":
    main()
