"""The parser tables shipped in ``grammar/tables`` (``grammar.tables``): each is current (built
from the grammar files as they are: a changed ``.lark`` file or ``grammar/lalr.py`` needs
``python -m grammar.tables``), parses as a parser built from Lark does, and is what a fresh
process uses (no parser is built, nothing is written to the cache directory)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from grammar import tables
from grammar.lalr import FastLALR
from grammar.parse import clause_parser
from grammar.structure import structure_parser
from tests.grammar.trees import tree_dump as _dump

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = {
    "vg": "【自】【(V)】【ターン1回】:【コスト】[【カウンターブラスト】(1)]することで、1枚引く。",
    "ws": "【自】 このカードがアタックした時、あなたは1枚引いてよい。\n【永】 応援",
    "vs": "{auto}[リング]このキャラがアタックした時、カードを1枚引く。",
    "co": "1エネルギーを支払う:キャラクター1体に「+1:+1」の修正を与える。",
    "mc": "● [普通]\n〈コスト:手札1枚破棄〉\nこのユニットの攻撃力を+2する。",
}
CLAUSES = (
    "1枚引く",
    "あなたのヴァンガードがグレード3以上なら",
    "このユニットのパワー+5000",
    "あなたは自分の山札を上から1枚見て、山札の上か下に置く",
)


@pytest.mark.parametrize("name", sorted(tables.SOURCES))
def test_shipped_tables_are_current(name: str) -> None:
    got = tables.read(name)
    assert got is not None, f"{tables.path(name)} missing: run python -m grammar.tables"
    assert got[0] == tables.key(name), (
        f"{tables.path(name).name} was built from other grammar files than the current ones"
        f" ({', '.join(f.name for f in tables.inputs(name))}): run python -m grammar.tables"
    )


@pytest.mark.parametrize("game", sorted(SAMPLES))
def test_shipped_structure_tables_parse_as_lark(game: str) -> None:
    spec = tables.shipped(f"structure-{game}")
    assert spec is not None
    lk = structure_parser(game)
    shipped = FastLALR.from_spec(spec, lambda: lk)
    assert _dump(shipped.parse(SAMPLES[game])) == _dump(FastLALR(lk).parse(SAMPLES[game]))


def test_shipped_clause_tables_parse_as_lark() -> None:
    spec = tables.shipped("clause")
    assert spec is not None
    lk = clause_parser()
    shipped = FastLALR.from_spec(spec, lambda: lk)
    fresh = FastLALR(lk, container_positions=False)
    for text in CLAUSES:
        assert _dump(shipped.parse(text)) == _dump(fresh.parse(text))


def test_a_changed_grammar_file_makes_its_tables_stale(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for f in tables.GRAMMAR_DIR.glob("*.lark"):
        (tmp_path / f.name).write_bytes(f.read_bytes())
    (tmp_path / "lalr.py").write_bytes((tables.GRAMMAR_DIR / "lalr.py").read_bytes())
    before = {n: tables.key(n) for n in tables.SOURCES}
    monkeypatch.setattr(tables, "GRAMMAR_DIR", tmp_path)
    assert {n: tables.key(n) for n in tables.SOURCES} == before
    with open(tmp_path / "common.lark", "a", encoding="utf-8") as fh:
        fh.write("\n// changed\n")
    after = {n: tables.key(n) for n in tables.SOURCES}
    # every grammar imports common.lark; lexicon.lark only the clause grammar
    assert all(after[n] != before[n] for n in tables.SOURCES)
    with open(tmp_path / "lexicon.lark", "a", encoding="utf-8") as fh:
        fh.write("\n// changed\n")
    again = {n: tables.key(n) for n in tables.SOURCES}
    assert [n for n in tables.SOURCES if again[n] != after[n]] == ["clause"]
    assert tables.shipped("clause") is None  # stale: the parser is built instead


def test_a_fresh_process_builds_no_parser(tmp_path: Path) -> None:
    """check-card with an empty cache directory reads the shipped tables: Lark is not
    imported and no parser tables are written to the cache."""
    code = (
        "import sys, json\n"
        "from grammar.parse import parse_card\n"
        "r = parse_card('【自】:このユニットがアタックした時、1枚引く。', 'vg')\n"
        "print(json.dumps([r.ok, not r.unparsed, 'lark' in sys.modules]))\n"
    )
    env = {**os.environ, "SHINPAN_CACHE_DIR": str(tmp_path)}
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True
    )
    assert json.loads(out.stdout) == [True, True, False]
    written = sorted(p.name.split("-")[0] for p in tmp_path.iterdir())
    assert "clause" not in written and "structure" not in written
