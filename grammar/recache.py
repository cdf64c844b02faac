"""Compiled regular expressions kept between processes.

The card grammars' lexers compile a terminal's regex when a card first needs it
(``grammar.lalr._Compiler``). Some are large (the verb-form alternations, the look-ahead of
``の`` without a subject: thousands of characters), and compiling them is most of what a
short command's parse costs beyond reading the tables (≈60 ms of CPU for one ruling with
card text, more than the parse itself). Python keeps no compiled pattern between
processes, so the program ``re`` compiles a pattern to (``re._parser.parse`` then
``re._compiler._code``, the list of integers ``_sre.compile`` runs) is kept in the cache
directory (``grammar.cache.cache_dir``) under a key made of the Python version and the
``_sre`` engine's magic number and code size, and a pattern met again is made from it with
``_sre.compile`` alone: the same object ``re.compile`` returns (patterns compare equal by
flags, source and program; ``tests/grammar/test_grammar_recache.py``).

``serve_re()`` makes every ``re.compile`` of the process (the standard library's, PyYAML's,
the modules' own patterns at import) go through the same stored programs: a one-shot
``shinpan ruling`` installs it.

A process that compiled patterns the file lacked adds them to it when it exits (written to
a temporary name and renamed; concurrent writers may each lose the other's additions, which
are compiled again later); past ``MAX_ENTRIES`` patterns it keeps only those the process
used. Anything unexpected — another ``re`` implementation, a damaged
file, the first pattern built here differing from ``re``'s own — turns the cache off
for the process, which then compiles as before. ``SHINPAN_CACHE_DIR=""`` turns it off.
"""

from __future__ import annotations

import atexit
import hashlib
import marshal
import os
import re
import sys
import tempfile
from array import array
from pathlib import Path
from typing import Any

_state: dict[str, Any] = {}
# ``re``'s own compiler (``serve_re`` puts another in its place)
_PLAIN = re._compiler.compile  # type: ignore[attr-defined]
MAX_ENTRIES = 16384  # the clause grammar's lexers hold ≈3,600 distinct sources


def _key() -> str:
    import _sre

    h = hashlib.sha256()
    h.update(sys.version.encode())
    h.update(f"{_sre.MAGIC} {_sre.CODESIZE} {array('I').itemsize}".encode())
    return h.hexdigest()[:20]


def _path() -> Path | None:
    from grammar.cache import cache_dir

    d = cache_dir()
    return None if d is None else d / f"regex-{_key()}.marshal"


def _read(path: Path) -> dict[tuple[str, int], tuple] | None:
    try:
        with open(path, "rb") as fh:
            # one read: ``marshal.load(fh)`` reads the file in small pieces, which cost ≈44 M
            # instructions for a 0.9 MB file against ≈8 M for ``loads`` of its bytes
            data = marshal.loads(fh.read())
    except (OSError, EOFError, ValueError, TypeError):
        return None
    return data if isinstance(data, dict) else None


def _programs() -> dict[tuple[str, int], tuple] | None:
    """The stored programs (``None``: the cache is off), read at the first pattern."""
    if "programs" not in _state:
        _state["programs"] = None  # patterns met while the file is found and read: compiled
        try:
            path = _path()
        except Exception:  # noqa: BLE001 — no cache, compile as before
            path = None
        _state["path"] = path
        _state["new"] = {}
        _state["used"] = set()
        _state["programs"] = None if path is None else (_read(path) or {})
    return _state["programs"]  # type: ignore[no-any-return]


def _build(rx: str, flags: int) -> tuple[re.Pattern[str], tuple]:
    """Compile as ``re._compiler.compile`` does, keeping the program."""
    from re import _compiler, _parser

    p = _parser.parse(rx, flags)
    code = _compiler._code(p, flags)
    groupindex = dict(p.state.groupdict)
    indexgroup: list[str | None] = [None] * p.state.groups
    for k, i in groupindex.items():
        indexgroup[i] = k
    entry = (
        flags | p.state.flags,
        array("I", code).tobytes(),
        p.state.groups - 1,
        groupindex,
        tuple(indexgroup),
    )
    return _make(rx, entry), entry


def _make(rx: str, entry: tuple) -> re.Pattern[str]:
    import _sre

    flags, code, groups, groupindex, indexgroup = entry
    return _sre.compile(rx, flags, array("I", code).tolist(), groups, groupindex, indexgroup)  # type: ignore[no-any-return]


def compile(rx: str, flags: int = 0) -> re.Pattern[str]:  # noqa: A001 — as re.compile
    """``re.compile(rx, flags)``, made from the stored program when there is one."""
    flags = int(flags)  # a ``re.RegexFlag`` is not marshalled (``re.IGNORECASE``)
    programs = _programs()
    if programs is None:
        return _PLAIN(rx, flags)  # type: ignore[no-any-return]
    entry = programs.get((rx, flags))
    if entry is not None:
        try:
            pat = _make(rx, entry)
            _state["used"].add((rx, flags))
            return pat
        except Exception:  # noqa: BLE001 — a damaged entry: compiled below
            pass
    try:
        pat, entry = _build(rx, flags)
        if not _state.get("checked"):
            # the first pattern built here is checked against re.compile's once a process
            if pat != _PLAIN(rx, flags):
                raise ValueError("re internals differ")
            _state["checked"] = True
    except Exception:  # noqa: BLE001 — another re: no cache for this process
        _state["programs"] = None
        return _PLAIN(rx, flags)  # type: ignore[no-any-return]
    programs[(rx, flags)] = entry
    if not _state["new"]:
        atexit.register(_save)
    _state["new"][(rx, flags)] = entry
    return pat


# flags whose compilation is not served: DEBUG prints the program as it is compiled, TEMPLATE
# is deprecated (``re`` warns of it before compiling)
_UNSERVED = int(re.DEBUG) | 1


def _served(pattern: Any, flags: int = 0) -> Any:
    """``re._compiler.compile`` as ``serve_re`` installs it: a ``str`` pattern through
    ``compile`` (the stored program, else compiled and stored), anything else as ``re`` does."""
    if type(pattern) is str and not flags & _UNSERVED:
        return compile(pattern, flags)
    return _PLAIN(pattern, flags)


def serve_re() -> None:
    """From now on, every pattern ``re`` compiles in this process — the standard library's,
    PyYAML's, a module's own ``re.compile`` at import — is made from its stored program when
    there is one (``re.compile`` asks ``re._compiler.compile`` for a pattern it has not met
    in the process; that function is replaced by ``_served``). For a one-shot process such as
    one ruling: PyYAML's scanner and reader compile large Unicode classes at import (≈3 ms),
    and the stored file is read once for the card text anyway. The same ``Pattern`` objects
    (``tests/grammar/test_grammar_recache.py``); a no-op when ``re`` is not the one this was
    written against."""
    from re import _compiler

    if getattr(_compiler, "compile", None) is _PLAIN:
        _compiler.compile = _served


def _save() -> None:
    path, new = _state.get("path"), _state.get("new")
    if path is None or not new:
        return
    merged = _read(path) or {}
    merged.update(new)
    if len(merged) > MAX_ENTRIES:
        # patterns of grammars since changed stay in the file until it outgrows the bound:
        # then it keeps what this process used
        merged = {k: v for k, v in merged.items() if k in new or k in _state["used"]}
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as fh:
                marshal.dump(merged, fh)
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError:
        return
    new.clear()
