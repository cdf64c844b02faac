"""Compiled regexes kept between processes (``grammar.recache``) and the tables' shared reduce
actions (``grammar.lalr._share_actions``): a pattern made from a stored program is the
pattern ``re.compile`` gives, a bad file or no cache directory compiles as before, and shared
actions leave every row's value unchanged."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from grammar import recache, tables
from grammar.lalr import _share_actions


def _sources(x: object) -> Iterator[str]:
    """Every regex source of a table's lexers (the ``(terminal, source)`` pairs in them)."""
    if isinstance(x, tuple) and len(x) == 2 and all(type(i) is str for i in x):
        yield x[1]
    elif isinstance(x, tuple | list):
        for i in x:
            yield from _sources(i)
    elif isinstance(x, dict):
        for i in x.values():
            yield from _sources(i)


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Path]:
    monkeypatch.setenv("SHINPAN_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(recache, "_state", {})
    yield tmp_path
    recache._state.clear()


def test_stored_programs_make_the_patterns_re_compiles(
    fresh: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = tables.shipped("clause")
    assert spec is not None
    flags = spec["flags"]
    sources = sorted(set(_sources(spec["lexers"])))[:400]
    assert len(sources) > 50
    for rx in sources:
        assert recache.compile(rx, flags) == re.compile(rx, flags)
    recache._save()
    (stored,) = fresh.glob("regex-*.marshal")
    # a new process: every pattern from the file, none built
    monkeypatch.setattr(recache, "_state", {})
    monkeypatch.setattr(recache, "_build", lambda rx, fl: pytest.fail(f"built {rx!r}"))
    for rx in sources:
        pat = recache.compile(rx, flags)
        assert pat == re.compile(rx, flags)
        assert pat.groupindex == re.compile(rx, flags).groupindex
    assert stored.exists()


def test_groups_and_matches_as_re(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    rx = r"(?P<n>[0-9]+)(枚|回)(?=まで)"
    recache.compile(rx, 0)
    recache._save()
    monkeypatch.setattr(recache, "_state", {})
    pat = recache.compile(rx, 0)
    m = pat.match("x3枚まで", 1)
    assert m is not None and m.group("n") == "3" and m.group(2) == "枚" and m.end() == 3
    assert pat.groups == 2 and pat.pattern == rx


def test_no_cache_directory_compiles_as_re(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SHINPAN_CACHE_DIR", "")
    monkeypatch.setattr(recache, "_state", {})
    monkeypatch.setattr(recache, "_build", lambda rx, fl: pytest.fail("built"))
    assert recache.compile("a+b", 0) == re.compile("a+b")
    recache._state.clear()


def test_damaged_file_is_ignored(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    recache.compile("ab*", 0)
    recache._save()
    (stored,) = fresh.glob("regex-*.marshal")
    stored.write_bytes(b"\x00not marshal")
    monkeypatch.setattr(recache, "_state", {})
    assert recache.compile("ab*", 0) == re.compile("ab*")


def test_other_re_internals_turn_the_cache_off(
    fresh: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = recache._build

    def wrong(rx: str, flags: int) -> tuple:
        _pat, entry = real(rx, flags)
        return re.compile("zzz"), entry

    monkeypatch.setattr(recache, "_build", wrong)
    assert recache.compile("ab+", 0) == re.compile("ab+")
    assert recache._state["programs"] is None
    assert not list(fresh.glob("regex-*.marshal"))


def test_shared_actions_keep_every_value() -> None:
    col_a = {1: 2, 3: 4}
    rows = {
        0: {"A": 5, "B": (1, 0, dict(col_a)), "C": (1, 0, {3: 4, 1: 2})},
        1: {"B": (1, 0, dict(col_a)), "D": (2, None, dict(col_a)), "E": (1, 1, {9: 9})},
    }
    shared = _share_actions(rows)
    assert shared == rows
    assert shared[0]["B"] is shared[0]["C"] is shared[1]["B"]
    assert shared[1]["D"] is not shared[0]["B"]
    assert shared[1]["D"][2] is shared[0]["B"][2]  # one goto column
    assert shared[1]["E"][2] == {9: 9}


def test_shipped_tables_share_their_actions() -> None:
    spec = tables.shipped("clause")
    assert spec is not None
    acts = [a for row in spec["rows"].values() for a in row.values() if type(a) is tuple]
    distinct = {(a[0], a[1], tuple(sorted(a[2].items()))) for a in acts}
    assert len({id(a) for a in acts}) == len(distinct)


def test_a_file_past_its_bound_keeps_what_the_process_used(
    fresh: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for rx in ("a1", "a2", "a3"):
        recache.compile(rx, 0)
    recache._save()
    monkeypatch.setattr(recache, "_state", {})
    monkeypatch.setattr(recache, "MAX_ENTRIES", 3)
    recache.compile("a2", 0)  # used, from the file
    recache.compile("b1", 0)  # new
    recache._save()
    (stored,) = fresh.glob("regex-*.marshal")
    assert set(recache._read(stored) or {}) == {("a2", 0), ("b1", 0)}


def test_a_regex_flag_is_stored_and_matches_as_re(
    fresh: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Module-level patterns (``grammar.normalise``'s ``BR_RE``) pass a ``re.RegexFlag``, which
    ``marshal`` cannot store: it is kept as its integer."""
    rx = r"<\s*br\s*/?\s*>"
    pat = recache.compile(rx, re.IGNORECASE)
    assert pat == re.compile(rx, re.IGNORECASE) and pat.match("<BR/>")
    recache._save()
    assert list(fresh.glob("regex-*.marshal"))
    monkeypatch.setattr(recache, "_state", {})
    monkeypatch.setattr(recache, "_build", lambda rx, fl: pytest.fail(f"built {rx!r}"))
    again = recache.compile(rx, re.IGNORECASE)
    assert again == re.compile(rx, re.IGNORECASE) and again.flags == pat.flags


def test_serve_re_gives_re_patterns_from_the_stored_programs(
    fresh: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``serve_re``: ``re.compile`` anywhere in the process makes a ``str`` pattern from its
    stored program, the pattern ``re`` itself compiles; bytes and DEBUG go to ``re``."""
    from re import _compiler

    monkeypatch.setattr(_compiler, "compile", recache._PLAIN)
    re.purge()
    recache.serve_re()
    assert _compiler.compile is recache._served
    recache.serve_re()  # twice: installed once
    assert _compiler.compile is recache._served
    pats = [
        ("[^\x09\x0a\x0d\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]", 0),
        (r"(?P<a>枚)(?P<b>[０-９]+)?|(?:x|y)", re.IGNORECASE),
        (" a # comment\n b+ ", re.VERBOSE),
        (r"^(?:【[^】]*】)+$", re.MULTILINE),
    ]
    first = [re.compile(p, f) for p, f in pats]
    assert first == [recache._PLAIN(p, int(f)) for p, f in pats]
    assert [x.groupindex for x in first] == [recache._PLAIN(p, int(f)).groupindex for p, f in pats]
    recache._save()
    # a new process: every str pattern from the file, none built
    re.purge()
    monkeypatch.setattr(recache, "_state", {})
    monkeypatch.setattr(recache, "_build", lambda rx, fl: pytest.fail(f"built {rx!r}"))
    assert [re.compile(p, f) for p, f in pats] == first
    assert re.compile(b"a+b", 0) == recache._PLAIN(b"a+b", 0)  # bytes: as re compiles them
    re.purge()
