"""Built parsers kept between processes.

Building the card grammars' parsers costs most of a short command's time (Lark's grammar
analysis of ``clause.lark`` and the lexer tables: about 0.8 s of CPU). What ``grammar.lalr``
runs is plain data (``grammar.lalr.build_spec``), so it is built once and pickled into the
cache directory, under a key made of everything it is built from: every ``grammar/*.lark``
file, ``grammar/lalr.py``, the Lark and Python versions (and, for the normaliser's table, the
Unicode data version). A changed grammar gets a new key and is built again; an unreadable or
stale file is ignored and replaced.

Directory: ``$SHINPAN_CACHE_DIR``, else ``$XDG_CACHE_HOME/shinpan``, else
``~/.cache/shinpan``. ``SHINPAN_CACHE_DIR=""`` (empty) turns the cache off (everything is built
in memory, as when the directory cannot be written). Files are written to a temporary name and
renamed, so a concurrent reader never sees half a file.
"""

from __future__ import annotations

import functools
import hashlib
import os
import pickle
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")

GRAMMAR_DIR = Path(__file__).resolve().parent


def cache_dir() -> Path | None:
    env = os.environ.get("SHINPAN_CACHE_DIR")
    if env is not None:
        return Path(env) if env else None
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "shinpan"


@functools.cache
def grammar_key(*extra: str) -> str:
    """A digest of the grammar files, the LALR driver, the Lark and Python versions and
    ``extra``."""
    h = hashlib.sha256()
    for f in sorted(GRAMMAR_DIR.glob("*.lark")) + [GRAMMAR_DIR / "lalr.py"]:
        h.update(f.name.encode())
        h.update(f.read_bytes())
    h.update(_lark_version().encode())
    h.update(sys.version.encode())
    for x in extra:
        h.update(x.encode())
    return h.hexdigest()[:20]


def _lark_version() -> str:
    """Lark's ``__version__``, read from its package's ``__init__.py`` without importing it
    (a command that reads the tables from the cache does not load Lark)."""
    import importlib.util
    import re

    spec = importlib.util.find_spec("lark")
    if spec is None or spec.origin is None:
        return ""
    src = Path(spec.origin).read_text(encoding="utf-8")
    m = re.search(r"""^__version__\s*(?::\s*str\s*)?=\s*["']([^"']+)["']""", src, re.M)
    return m.group(1) if m else src


def cached(name: str, key: str, build: Callable[[], T]) -> T:
    """``build()``'s result, read from the cache file of ``name`` and ``key`` when there is a
    readable one, else built and written there."""
    d = cache_dir()
    path = d / f"{name}-{key}.pickle" if d is not None else None
    if path is not None:
        try:
            with open(path, "rb") as fh:
                return pickle.load(fh)  # type: ignore[no-any-return]
        except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ValueError):
            pass
    value = build()
    if path is not None:
        _write(path, value)
    return value


def _write(path: Path, value: Any) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as fh:
                pickle.dump(value, fh, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError:
        return  # an unwritable cache directory: the value is used from memory only
