"""The built parsers kept between processes (``grammar.cache``): what the cache holds is what
a fresh build gives, a parser from it parses like one built from Lark, a changed grammar gets a
new key, and a bad or missing cache never stops parsing."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from grammar import cache
from grammar.lalr import FastLALR, build_spec
from grammar.parse import clause_parser
from grammar.structure import structure_parser
from tests.grammar.trees import tree_dump as _dump

SAMPLES = {
    "vg": "【自】【(V)】【ターン1回】:【コスト】[【カウンターブラスト】(1)]することで、1枚引く。",
    "ws": "【自】 このカードがアタックした時、あなたは1枚引いてよい。",
    "vs": "{auto}[リング]このキャラがアタックした時、カードを1枚引く。",
    "co": "1エネルギーを支払う:キャラクター1体に「+1:+1」の修正を与える。",
    "mc": "● [普通]\n〈コスト:手札1枚破棄〉\nこのユニットの攻撃力を+2する。",
}


@pytest.mark.parametrize("game", sorted(SAMPLES))
def test_cached_structure_parser_is_a_fresh_build(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SHINPAN_CACHE_DIR", str(tmp_path))
    lk = structure_parser(game)
    fresh = build_spec(lk)
    kept = cache.cached(f"structure-{game}", cache.grammar_key(), lambda: build_spec(lk))
    again = cache.cached(f"structure-{game}", cache.grammar_key(), lambda: None)  # from disk
    assert kept == fresh == again
    from_disk = FastLALR.from_spec(again, lambda: lk)  # type: ignore[arg-type]
    assert _dump(from_disk.parse(SAMPLES[game])) == _dump(FastLALR(lk).parse(SAMPLES[game]))


def test_cached_clause_parser_is_a_fresh_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SHINPAN_CACHE_DIR", str(tmp_path))
    lk = clause_parser()
    build = lambda: build_spec(lk, container_positions=False)  # noqa: E731
    cache.cached("clause", cache.grammar_key(), build)
    spec = cache.cached("clause", cache.grammar_key(), lambda: None)
    assert spec == build()
    fast = FastLALR.from_spec(spec, lambda: lk)  # type: ignore[arg-type]
    ref = FastLALR(lk, container_positions=False)
    for text in ("1枚引く", "あなたのヴァンガードがグレード3以上なら", "このユニットのパワー+5000"):
        assert _dump(fast.parse(text)) == _dump(ref.parse(text))


def test_a_changed_grammar_file_changes_the_key(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for f in cache.GRAMMAR_DIR.glob("*.lark"):
        (tmp_path / f.name).write_bytes(f.read_bytes())
    (tmp_path / "lalr.py").write_bytes((cache.GRAMMAR_DIR / "lalr.py").read_bytes())
    monkeypatch.setattr(cache, "GRAMMAR_DIR", tmp_path)
    cache.grammar_key.cache_clear()
    try:
        before = cache.grammar_key()
        with open(tmp_path / "vg.lark", "a", encoding="utf-8") as fh:
            fh.write("\n// changed\n")
        cache.grammar_key.cache_clear()
        assert cache.grammar_key() != before
    finally:
        cache.grammar_key.cache_clear()


def test_a_bad_cache_file_is_rebuilt_and_no_cache_still_parses(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SHINPAN_CACHE_DIR", str(tmp_path))
    path = tmp_path / "x-k.pickle"
    path.write_bytes(b"not a pickle")
    assert cache.cached("x", "k", lambda: {"a": 1}) == {"a": 1}
    assert pickle.loads(path.read_bytes()) == {"a": 1}
    monkeypatch.setenv("SHINPAN_CACHE_DIR", "")
    assert cache.cache_dir() is None
    assert cache.cached("y", "k", lambda: [2]) == [2]
    assert not (tmp_path / "y-k.pickle").exists()


def test_a_changed_driver_or_lark_version_changes_the_key(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for f in cache.GRAMMAR_DIR.glob("*.lark"):
        (tmp_path / f.name).write_bytes(f.read_bytes())
    (tmp_path / "lalr.py").write_bytes((cache.GRAMMAR_DIR / "lalr.py").read_bytes())
    monkeypatch.setattr(cache, "GRAMMAR_DIR", tmp_path)
    cache.grammar_key.cache_clear()
    try:
        before = cache.grammar_key()
        with open(tmp_path / "lalr.py", "a", encoding="utf-8") as fh:
            fh.write("\n# changed\n")
        cache.grammar_key.cache_clear()
        after_code = cache.grammar_key()
        assert after_code != before
        monkeypatch.setattr(cache, "_lark_version", lambda: "0.0.0-other")
        cache.grammar_key.cache_clear()
        assert cache.grammar_key() not in (before, after_code)
    finally:
        cache.grammar_key.cache_clear()


def test_lark_version_is_read_without_importing_lark() -> None:
    import lark

    assert cache._lark_version() == lark.__version__


def test_parsing_from_a_warm_cache_does_not_load_lark(tmp_path: Path) -> None:
    """Lark is loaded to build the tables (a cold cache) and for Lark's own error messages,
    not to parse from the cache; a syntax error still reads Lark's error."""
    import os
    import subprocess
    import sys

    code = (
        "import sys\n"
        "import grammar.tables\n"
        "grammar.tables.shipped = lambda name: None\n"  # the cache directory's path
        "from grammar.parse import parse_card\n"
        "ok = parse_card('【自】:このユニットがアタックした時、1枚引く。', 'vg')\n"
        "print(ok.fully_typed, 'lark' in sys.modules)\n"
        "bad = parse_card('【自】:このユニットが【アタックした時、1枚引く。', 'vg')\n"
        "print(bad.ok, bad.diagnostics[0].message.startswith('expected'), 'lark' in sys.modules)\n"
    )
    env = {**os.environ, "SHINPAN_CACHE_DIR": str(tmp_path)}
    root = Path(__file__).resolve().parents[2]
    run = lambda: subprocess.run(  # noqa: E731
        [sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True, check=True
    ).stdout.split()
    assert run() == ["True", "True", "False", "True", "True"]  # cold: the tables are built
    assert run() == ["True", "False", "False", "True", "True"]  # warm: lark only for the error
