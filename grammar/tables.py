"""Parser tables shipped with the package (``grammar/tables/*.pickle.z``).

Building the clause grammar's tables costs about 0.7 s of CPU (Lark's analysis of
``clause.lark``), several times a whole ``shinpan rule``; the cache directory
(``grammar.cache``) keeps them after the first build, but a fresh machine's first
``check-card`` or ruling with card text would pay for it. So the tables ``grammar.lalr`` runs
(``build_spec``'s plain data) are also generated into the repository: one file per parser,
zlib-compressed pickle of ``(key, spec)``, where the key is a digest of the files the tables
are built from (the ``.lark`` file, the ``.lark`` files it imports, ``grammar/lalr.py``). A
file whose key does not match the current sources is ignored (the parser is then built, or
read from the cache directory, as before), and ``tests/grammar/test_grammar_tables.py`` fails
until it is regenerated:

    python -m grammar.tables

Only files whose key is stale are rewritten (``--force``: all): Lark numbers its states in
set order, so a rebuild of the same sources gives other bytes for the same tables.
"""

from __future__ import annotations

import hashlib
import importlib.util
import marshal
import os
import pickle
import re
import sys
import tempfile
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

GRAMMAR_DIR = Path(__file__).resolve().parent
TABLES_DIR = GRAMMAR_DIR / "tables"
STRUCTURE_GAMES = ("ws", "vg", "vs", "co", "mc")
# tables name -> its grammar file
SOURCES = {"clause": "clause.lark", **{f"structure-{g}": f"{g}.lark" for g in STRUCTURE_GAMES}}
_IMPORT = re.compile(r"^%import\s+\.(\w+)", re.M)
_PROTOCOL = 5


def inputs(name: str) -> list[Path]:
    """The files the tables ``name`` are built from: its grammar, what that imports
    (transitively), and the LALR driver whose data format they are."""
    seen: list[Path] = []
    todo = [GRAMMAR_DIR / SOURCES[name]]
    while todo:
        f = todo.pop()
        if f in seen:
            continue
        seen.append(f)
        todo += [GRAMMAR_DIR / f"{m}.lark" for m in _IMPORT.findall(f.read_text("utf-8"))]
    return sorted(seen) + [GRAMMAR_DIR / "lalr.py"]


def key(name: str) -> str:
    h = hashlib.sha256()
    for f in inputs(name):
        h.update(f.name.encode())
        h.update(f.read_bytes())
    return h.hexdigest()[:20]


def path(name: str) -> Path:
    return TABLES_DIR / f"{name}.pickle.z"


def read(name: str) -> tuple[str, Any] | None:
    """``(key, spec)`` as stored, or None for a missing or unreadable file."""
    try:
        data = path(name).read_bytes()
        stored, spec = pickle.loads(zlib.decompress(data))
    except (OSError, zlib.error, pickle.UnpicklingError, EOFError, ValueError, TypeError):
        return None
    return stored, spec


def shipped(name: str) -> dict[str, Any] | None:
    """The shipped tables of ``name`` when they were built from the current sources.

    Checking that costs a digest of the sources and reading the compressed pickle (in a
    one-card process, 22 M + 50 M instructions for the clause tables, a sixth of what card
    text adds to a ruling); so a current file's tables are also kept beside it as ``marshal``
    data (``tables/__pycache__/<name>.<cache tag>.marshal``, as Python keeps byte code),
    stamped with the size and modification time of each input and of the shipped file: while
    every stamp holds, the kept tables are the ones a check would accept. Nothing is written
    when byte code is not to be (``sys.dont_write_bytecode``)."""
    if name not in SOURCES:
        return None
    kept = _kept_path(name)
    if kept is not None:
        spec = _kept(name, kept)
        if spec is not None:
            return spec
    try:  # stamped before the check, so a file changed meanwhile fails the next one
        stamps = _stamps(name)
    except OSError:
        stamps = None
    got = read(name)
    if got is None or got[0] != key(name):
        return None
    if kept is not None and stamps is not None and not sys.dont_write_bytecode:
        try:
            data = marshal.dumps((importlib.util.MAGIC_NUMBER, stamps, got[1]))
            _write(kept, data)
        except (OSError, ValueError):
            pass  # an unwritable directory, or data marshal cannot hold: checked every time
    return got[1]  # type: ignore[no-any-return]


def _kept_path(name: str) -> Path | None:
    tag = sys.implementation.cache_tag
    return TABLES_DIR / "__pycache__" / f"{name}.{tag}.marshal" if tag else None


def _stamps(name: str) -> tuple[tuple[str, int, int], ...]:
    """Size and modification time of the shipped file of ``name`` and of each of its inputs
    (by name in ``GRAMMAR_DIR``, so the stamps are those of the directory read now)."""
    st = os.stat(path(name))
    out = [("", st.st_mtime_ns, st.st_size)]
    for f in inputs(name):
        st = os.stat(f)
        out.append((f.relative_to(GRAMMAR_DIR).as_posix(), st.st_mtime_ns, st.st_size))
    return tuple(out)


def _kept(name: str, kept: Path) -> dict[str, Any] | None:
    """The tables kept at ``kept`` when every file they were stamped with is unchanged."""
    try:
        magic, stamps, spec = marshal.loads(kept.read_bytes())
        if magic != importlib.util.MAGIC_NUMBER or not isinstance(spec, dict):
            return None
        for f, mtime, size in stamps:
            st = os.stat(GRAMMAR_DIR / f if f else path(name))
            if st.st_mtime_ns != mtime or st.st_size != size:
                return None
    except (OSError, EOFError, ValueError, TypeError):
        return None
    return spec


def builders() -> dict[str, Callable[[], dict[str, Any]]]:
    from grammar.lalr import build_spec
    from grammar.parse import clause_parser
    from grammar.structure import structure_parser

    out: dict[str, Callable[[], dict[str, Any]]] = {
        "clause": lambda: build_spec(clause_parser(), container_positions=False)
    }
    for g in STRUCTURE_GAMES:
        out[f"structure-{g}"] = lambda g=g: build_spec(structure_parser(g))  # type: ignore[misc]
    return out


def encode(name: str, spec: dict[str, Any]) -> bytes:
    return zlib.compress(pickle.dumps((key(name), spec), protocol=_PROTOCOL), 9)


def generate(names: list[str], force: bool = False) -> dict[str, bytes]:
    """The file contents of freshly built tables of ``names``, leaving out (unless ``force``)
    those whose shipped file is current (Lark numbers its states in set order, so a rebuild
    of unchanged sources gives other bytes for the same tables)."""
    build = builders()
    out = {}
    for n in names:
        got = read(n)
        if force or got is None or got[0] != key(n):
            out[n] = encode(n, build[n]())
    return out


def _write(target: Path, data: bytes) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=target.name, suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.chmod(tmp, 0o644)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def main(argv: list[str] | None = None) -> int:
    import argparse

    ap = argparse.ArgumentParser(prog="python -m grammar.tables", description=__doc__)
    ap.add_argument("names", nargs="*", help=f"of {', '.join(SOURCES)} (default: all)")
    ap.add_argument("--out", help="write into this directory instead of grammar/tables")
    ap.add_argument("--force", action="store_true", help="rebuild current files too")
    args = ap.parse_args(argv)
    names = args.names or list(SOURCES)
    unknown = [n for n in names if n not in SOURCES]
    if unknown:
        ap.error(f"unknown tables {', '.join(unknown)}: choose from {', '.join(SOURCES)}")
    files = generate(names, args.force)
    for n in names:
        rel = path(n).relative_to(GRAMMAR_DIR.parent)
        if n in files:
            _write(path(n), files[n])
            print(f"{rel}: written ({len(files[n]):,} bytes)")
        else:
            print(f"{rel}: current")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
