"""Byte code of the methods ``dataclasses`` generates, kept between processes.

``@dataclass`` writes the source of each class's ``__init__``, ``__eq__``, ``__hash__``,
``__repr__``, ``__setattr__`` … and compiles it with ``exec`` when the class is created, at
every import: for the engine's and the grammar's node classes (about 130 in a ruling with
card text) that compilation was about 50 ms of CPU per process, a sixth of a short command.
The module's own byte code is cached by Python (``__pycache__``); this caches the generated
methods' byte code beside it, the same way.

``install(packages)`` makes ``dataclasses`` compile through ``_exec``: for a class of a module
of ``packages``, the generated source is looked up in that module's cache file
(``__pycache__/<module>.<cache tag>.dataclasses``, beside its ``.pyc``: ``importlib``'s
``cache_from_source``) and compiled only when it is not there. The lookup is by the whole
source text, so a changed class can never get another class's code: its text is simply not
found, compiled, and the file rewritten at exit with the entries this process used (classes
that are gone drop out). A file written by another interpreter version is ignored (the magic
number of its byte code is stored with it). Like ``.pyc`` files, nothing is written when
``sys.dont_write_bytecode`` is set (``PYTHONDONTWRITEBYTECODE``) or the directory cannot be
written; files are written to a temporary name and renamed.

Only the code objects come from the cache: ``dataclasses`` still builds each class itself, so
the classes are exactly what it makes.
"""

from __future__ import annotations

import atexit
import builtins
import dataclasses
import importlib.util
import marshal
import os
import sys
from typing import Any

_SUFFIX = ".dataclasses"
_real_exec = builtins.exec


class _ModuleCode:
    """One module's cache file: what it held, what this process used, whether anything was
    compiled."""

    __slots__ = ("path", "stored", "used", "dirty")

    def __init__(self, path: str | None) -> None:
        self.path = path
        self.stored: dict[str, Any] = _read(path) if path is not None else {}
        self.used: dict[str, Any] = {}
        self.dirty = False


_modules: dict[str, _ModuleCode] = {}
_packages: tuple[str, ...] = ()
compiled = 0  # sources compiled in this process (tests read it)


def cache_path(source_file: str) -> str | None:
    """The cache file of the module whose source is ``source_file``."""
    try:
        pyc = importlib.util.cache_from_source(source_file)
    except (NotImplementedError, ValueError):
        return None
    return pyc[: -len(".pyc")] + _SUFFIX if pyc.endswith(".pyc") else None


def _read(path: str) -> dict[str, Any]:
    try:
        with open(path, "rb") as fh:
            data = fh.read()  # marshal.load(fh) reads the file in small pieces: ten times slower
        magic, table = marshal.loads(data)
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    if magic != importlib.util.MAGIC_NUMBER or not isinstance(table, dict):
        return {}
    return table


def _module(globals_: dict[str, Any]) -> _ModuleCode | None:
    name = globals_.get("__name__")
    if not isinstance(name, str):
        return None
    entry = _modules.get(name)
    if entry is None:
        if name.partition(".")[0] not in _packages:
            return None
        source = globals_.get("__file__")
        path = cache_path(source) if isinstance(source, str) else None
        entry = _modules[name] = _ModuleCode(path)
    return entry


def _exec(source: Any, globals_: Any = None, locals_: Any = None) -> None:
    """``exec`` as ``dataclasses`` calls it, with the byte code of a source text of a cached
    module read from its cache file."""
    global compiled
    if type(source) is str and type(globals_) is dict:
        entry = _module(globals_)
        if entry is not None:
            code = entry.used.get(source)
            if code is None:
                code = entry.stored.get(source)
                if code is None:
                    # as ``exec(source)`` compiles it: file name "<string>", no inherited
                    # future flags (``dataclasses`` has none)
                    code = compile(source, "<string>", "exec", dont_inherit=True)
                    compiled += 1
                    entry.dirty = True
                entry.used[source] = code
            source = code
    _real_exec(source, globals_, locals_)


def exec_source(source: str, globals_: dict[str, Any]) -> None:
    """``exec(source, globals_)`` for a module's own generated code, its byte code read from
    the module's cache file like the dataclass methods' (``globals_`` names the module:
    ``__name__`` and ``__file__``); a plain ``exec`` when the module is not cached."""
    _exec(source, globals_)


def install(packages: tuple[str, ...]) -> None:
    """Cache the generated methods of the classes of ``packages`` (top-level package names)
    from now on; the cache files are written at exit."""
    global _packages
    _packages = tuple(sorted(set(_packages) | set(packages)))
    if dataclasses.__dict__.get("exec") is not _exec:
        dataclasses.exec = _exec  # type: ignore[attr-defined]
        atexit.register(save)


def save() -> None:
    """Write the cache file of every module that compiled something (its entries used in this
    process), unless byte code is not to be written."""
    if sys.dont_write_bytecode:
        return
    for entry in _modules.values():
        if entry.dirty and entry.path is not None:
            _write(entry.path, entry.used)
            entry.dirty = False


def _write(path: str, table: dict[str, Any]) -> None:
    import tempfile

    try:
        directory = os.path.dirname(path)
        os.makedirs(directory, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=os.path.basename(path), suffix=".tmp", dir=directory)
        try:
            with os.fdopen(fd, "wb") as fh:
                marshal.dump((importlib.util.MAGIC_NUMBER, table), fh)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError:
        return  # an unwritable directory: compiled again next time, as without the cache


def yaml_data(path: str | os.PathLike[str]) -> Any:
    """``yaml.load`` of the file at ``path`` (libyaml's safe loader where PyYAML has it), kept
    between processes beside the file the way its byte code would be
    (``__pycache__/<name>.<cache tag>.marshal``): the cache holds the file's bytes with the
    data, and is used only when they are the file's bytes now. Data ``marshal`` cannot hold (a
    YAML date) is loaded at every call; nothing is written when byte code is not to be."""
    with open(path, "rb") as fh:
        source = fh.read()
    directory, name = os.path.split(os.fspath(path))
    tag = sys.implementation.cache_tag
    cached = os.path.join(directory, "__pycache__", f"{name}.{tag}.marshal") if tag else None
    if cached is not None:
        try:
            with open(cached, "rb") as fh:
                magic, stored, value = marshal.loads(fh.read())
            if magic == importlib.util.MAGIC_NUMBER and stored == source:
                return value
        except (OSError, EOFError, ValueError, TypeError):
            pass
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    value = yaml.load(source.decode("utf-8"), Loader=loader)  # noqa: S506 — a safe loader
    if cached is not None and not sys.dont_write_bytecode:
        try:
            data = marshal.dumps((importlib.util.MAGIC_NUMBER, source, value))
        except ValueError:
            return value
        _write_bytes(cached, data)
    return value


def _write_bytes(path: str, data: bytes) -> None:
    import tempfile

    try:
        directory = os.path.dirname(path)
        os.makedirs(directory, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=os.path.basename(path), suffix=".tmp", dir=directory)
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError:
        return  # an unwritable directory: loaded again next time
