"""The analyses the `ask` index needs of a string (its tokens' normal forms), with those of the
bundled documents' strings shipped precomputed.

The index (kb/ask/index.py) needs of each clause text, heading path and defined term only its
tokens' normal forms in order and which of them are joined compounds: :class:`Norms`. Running
the analyser over the five bundled documents is a third of a full build's CPU, and gives the
same result every time for the same analyser, so ``analysed.json.gz`` beside this file holds it
for every string a build of the bundled documents analyses, keyed by a digest of the string.
It is used only when its fingerprint — the analyser's name, the versions of the analyser and
dictionary packages, the code that turns the analyser's output into tokens (analyse.py,
mecabrc) and the lexicon entries that code reads (VARIANTS, STOP, KEEP, canon) — equals the
running one's; otherwise, and for any string it does not hold (an added document, a parser
change), the analyser runs. A stale file therefore costs time, never a different index.
tests/ask/test_analysed.py proves the shipped file in sync: its fingerprint is the current
one and every string of the bundled documents is there with the analyser's result.
Regenerate it with ``python -m kb.ask.analysed --write``.
"""

from __future__ import annotations

import gzip
import hashlib
import inspect
import json
import os
import sys
from collections.abc import Callable, Iterable
from functools import cache
from importlib import metadata, resources
from itertools import compress
from pathlib import Path
from typing import NamedTuple

from kb.ask import lexicon
from kb.ask.analyse import Analyser

FILE = "analysed.json.gz"
_SEP = "\t"  # between normal forms (an analyser's normal form never holds a tab)
_FLIP = bytes.maketrans(b"01", b"\x01\x00")  # mask "0" (single token) -> kept by compress


class Norms(NamedTuple):
    """A string's tokens as the index reads them."""

    all: list[str]  # every token's normal form, in the analyser's order (compounds included)
    simple: list[str]  # the same without the joined noun compounds


def norms_of(an: Analyser, text: str) -> Norms:
    toks = an.tokens(text)
    return Norms([t.norm for t in toks], [t.norm for t in toks if not t.compound])


def digest(text: str) -> str:
    return hashlib.blake2b(text.encode("utf-8"), digest_size=10).hexdigest()


# The packages each analyser runs on (their versions are part of the fingerprint).
PACKAGES = {"mecab": ("fugashi", "unidic-lite"), "sudachi": ("sudachipy", "sudachidict-core")}


def package_versions(name: str) -> dict[str, str]:
    """The installed versions of analyser `name`'s packages ("-" for one not installed)."""
    out = {}
    for dist in PACKAGES.get(name, ()):
        try:
            out[dist] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            out[dist] = "-"
    return out


def fingerprint(an: Analyser) -> str:
    """What the tokens of a string depend on besides the string."""
    from kb.ask import analyse

    h = hashlib.sha256()
    parts = [an.name]
    parts += [f"{dist}={v}" for dist, v in package_versions(an.name).items()]
    parts.append(inspect.getsource(analyse))
    parts.append((resources.files("kb.ask") / "mecabrc").read_text(encoding="utf-8"))
    parts.append(repr(sorted(lexicon.VARIANTS.items())))
    parts.append(repr(sorted(lexicon.STOP)))
    parts.append(repr(sorted(lexicon.KEEP)))
    parts.append(inspect.getsource(lexicon.canon))
    for p in parts:
        h.update(p.encode("utf-8"))
        h.update(b"\0")
    return h.hexdigest()


@cache
def _shipped_data(name: str) -> dict:
    """The shipped file's content for analyser `name`; {} when there is none."""
    path = resources.files("kb.ask") / FILE
    try:
        data = json.loads(gzip.decompress(path.read_bytes()))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("analyser") != name:
        return {}
    return data


def _shipped(name: str) -> tuple[str, dict[str, list[str]]]:
    """(fingerprint, digest -> [normal forms joined by tabs, compound mask]) of the shipped
    file for analyser `name`; ("", {}) when there is none."""
    data = _shipped_data(name)
    return str(data.get("fingerprint", "")), data.get("strings", {})


def shipped_packages(name: str) -> dict[str, str]:
    """The package versions the shipped file was written with (a newer release of the analyser
    or its dictionary makes the file unread: builds then analyse live, slower, same index)."""
    return dict(_shipped_data(name).get("packages", {}))


def lookup(an: Analyser) -> Callable[[str], Norms]:
    """`norms_of` for analyser `an`, reading the shipped analyses where they apply."""
    fp, strings = _shipped(an.name)
    if not strings or fp != fingerprint_cached(an):
        return lambda text: norms_of(an, text)

    def get(text: str) -> Norms:
        row = strings.get(digest(text))
        if row is None:
            return norms_of(an, text)
        joined, mask = row
        alls = joined.split(_SEP) if joined else []
        return Norms(alls, list(compress(alls, mask.encode("ascii").translate(_FLIP))))

    return get


@cache
def fingerprint_cached(an: Analyser) -> str:
    """`fingerprint`, computed once per analyser (it reads source files)."""
    return fingerprint(an)


def bundled_strings() -> list[str]:
    """Every string a build of the bundled documents analyses for the index: clause texts,
    heading paths (ancestor titles and the clause's own) and defined terms."""
    from kb.ask.index import _head_titles
    from kb.build import bundled_documents, heading_paths
    from kb.parse import parse_document
    from kb.terms import extract_terms

    out: set[str] = set()
    for d in bundled_documents():
        parsed = parse_document(d.text, d.game, d.format)
        paths = heading_paths(parsed)
        for c in parsed.clauses:
            out.add(c.text or "")
            out.add(_head_titles(paths[c.id], c.title or ""))
        out.update(t.term for t in extract_terms(parsed.clauses))
    return sorted(out)


def table(an: Analyser, strings: Iterable[str]) -> dict[str, list[str]]:
    """digest -> [normal forms joined by tabs, compound mask] for `strings`, analysed now."""
    out = {}
    for s in strings:
        toks = an.tokens(s)
        norms = [t.norm for t in toks]
        if any(_SEP in n for n in norms):  # pragma: no cover - never seen; not storable
            continue
        out[digest(s)] = [
            _SEP.join(norms),
            "".join("1" if t.compound else "0" for t in toks),
        ]
    return dict(sorted(out.items()))


def write(path: Path, an: Analyser) -> int:
    data = {
        "analyser": an.name,
        "fingerprint": fingerprint(an),
        "packages": package_versions(an.name),
        "strings": table(an, bundled_strings()),
    }
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0))
    os.replace(tmp, path)  # a crash mid-write leaves the old file whole
    return len(data["strings"])


def main(argv: list[str]) -> int:
    from kb.ask.analyse import analyser

    if argv != ["--write"]:
        print("usage: python -m kb.ask.analysed --write", file=sys.stderr)
        return 2
    path = Path(str(resources.files("kb.ask") / FILE))
    n = write(path, analyser())
    print(f"{path}: {n} strings")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
