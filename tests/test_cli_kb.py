"""The shinpan CLI over the KB: outputs, JSON shapes, exit codes, no tracebacks."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from cli import app

runner = CliRunner()


def run(kb_path: Path, *args: str):
    return runner.invoke(app, [*args, "--db", str(kb_path)])


def test_rule_text_and_json(kb_path):
    r = run(kb_path, "rule", "ws", "1.2.2.1")
    assert r.exit_code == 0
    assert "レベル置場にカードが4枚以上" in r.output
    assert "1.2 ゲームの勝敗" in r.output  # heading path
    data = json.loads(run(kb_path, "rule", "ws", "1.2.2.1", "--json").output)
    assert data["id"] == "1.2.2.1" and data["parent"] == "1.2.2" and data["kind"] == "clause"
    assert set(data) >= {
        "game",
        "version",
        "text",
        "heading_path",
        "examples",
        "children",
        "line_start",
    }


def test_rule_children_and_examples(kb_path):
    data = json.loads(run(kb_path, "rule", "vg", "1.3", "--children", "--json").output)
    ids = [c["id"] for c in data["children"]]
    assert "1.3.1" in ids and all(i.startswith("1.3.") for i in ids)
    ex = json.loads(run(kb_path, "rule", "ws", "1.3.2", "--json").output)
    assert isinstance(ex["examples"], list)


def test_unknown_clause_is_a_usage_error_with_nearest_ids(kb_path):
    r = run(kb_path, "rule", "ws", "1.2.9")
    assert r.exit_code == 2
    assert "1.2" in r.output and "Traceback" not in r.output
    data = json.loads(run(kb_path, "rule", "ws", "1.2.9", "--json").output)
    assert data["nearest"][0] == "1.2"


def test_unknown_game_and_version(kb_path):
    assert run(kb_path, "rule", "zz", "1").exit_code == 2
    assert run(kb_path, "rule", "ws", "1", "--version", "0.0").exit_code == 2
    assert run(kb_path, "games", "--lang", "fr").exit_code == 2


def test_games_json(kb_path):
    data = json.loads(run(kb_path, "games", "--json").output)
    assert [g["game"] for g in data] == ["vs", "ws", "vg", "co", "mc"]
    ws = next(g for g in data if g["game"] == "ws")
    assert ws["versions"][0]["clauses"] == 644 and ws["versions"][0]["default"]


def test_refs_both_directions_and_depth(kb_path):
    data = json.loads(run(kb_path, "refs", "vg", "1.2.2", "--json").output)
    assert {r["dst"] for r in data["out"]} >= {"11.6.1", "13"}
    data = json.loads(run(kb_path, "refs", "vg", "11.6.1", "--in", "--json").output)
    assert any(r["src"] == "1.2.2" for r in data["in"])
    deep = json.loads(run(kb_path, "refs", "vg", "1.2.2", "--depth", "2", "--json").output)
    assert max(r["depth"] for r in deep["out"]) == 2


@pytest.mark.parametrize("term", ["山札", "敗北", "手札"])
def test_two_character_terms_match(kb_path, term):
    data = json.loads(run(kb_path, "search", term, "--game", "ws", "-n", "5", "--json").output)
    assert data["hits"], term
    for h in data["hits"]:
        assert h["id"] and "heading_path" in h
        assert any(h["snippet"][a:b] == term for a, b in h["highlights"])


def test_search_ranks_the_loss_condition_first(kb_path):
    data = json.loads(run(kb_path, "search", "レベル置場 4枚以上", "--game", "ws", "--json").output)
    assert data["hits"][0]["id"] in {"1.2.2.1", "9.4.1.1"}


def test_search_without_hits_is_a_negative_finding(kb_path):
    r = run(kb_path, "search", "量子コンピュータ", "--game", "ws")
    assert r.exit_code == 1


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.sampled_from(list("\"*-:()^{}山札敗北' ") + ["NEAR", "AND", "OR", "NOT"]), max_size=12
    ).map("".join)
)
def test_search_syntax_characters_are_text(query):
    from kb.api import open_kb

    kb = open_kb(KB_PATH[0], build=False)
    kb.search(query, n=3)  # never raises


KB_PATH: list[Path] = []


@pytest.fixture(autouse=True)
def _remember(kb_path):
    KB_PATH[:] = [kb_path]


@pytest.mark.parametrize(
    "query", ['"', "*", "NEAR(", "-山札", "a:b", "山札 OR", "''", "\\", "(", " "]
)
def test_odd_queries_never_crash_the_cli(kb_path, query):
    # Options first, then "--": a query starting with "-" is text, not an option.
    r = runner.invoke(app, ["search", "--db", str(kb_path), "--json", "--", query])
    assert r.exit_code in (0, 1)
    json.loads(r.output)


def test_define(kb_path):
    data = json.loads(run(kb_path, "define", "ws", "チェックタイミング", "--json").output)
    assert data["definitions"][0]["clause"] == "4.4.1"
    assert "1.2.4" in data["used_in"]
    assert run(kb_path, "define", "ws", "存在しない用語").exit_code == 1


def test_kb_stats_and_check(kb_path):
    stats = json.loads(run(kb_path, "kb", "stats", "--json").output)
    counts = {s["game"]: s["clauses"] for s in stats}
    assert counts == {"vs": 510, "ws": 644, "vg": 1877, "co": 105, "mc": 916}
    r = run(kb_path, "kb", "check", "ws", "--json")
    data = json.loads(r.output)
    kinds = {a["kind"] for a in data["games"][0]["anomalies"]}
    assert {
        "page_break_join",
        "truncated_clause",
        "broken_reference",
        "toc_line",
        "changelog",
    } <= kinds
    assert any(u["status"] != "resolved" for u in data["games"][0]["unresolved_refs"])
    assert r.exit_code == 0 and data["errors"] == 0  # every bundled document parses without errors
    assert run(kb_path, "kb", "check").exit_code == 0


@pytest.mark.parametrize("fmt", ["graphml", "gexf", "dot", "json"])
def test_graph_export(kb_path, tmp_path, fmt):
    out = tmp_path / f"ws.{fmt}"
    r = run(kb_path, "graph", "export", "--game", "co", "--format", fmt, "-o", str(out))
    assert r.exit_code == 0, r.output
    text = out.read_text(encoding="utf-8")
    assert "3.2.2#2" in text
    assert run(kb_path, "graph", "export", "--game", "co", "--format", "png").exit_code == 2


def test_graph_path_and_neighbours(kb_path):
    data = json.loads(run(kb_path, "graph", "path", "ws", "1.2.2.1", "9.4.1.1", "--json").output)
    assert data["path"][0]["node"] == "1.2.2.1" and data["path"][-1]["node"] == "9.4.1.1"
    nb = json.loads(run(kb_path, "graph", "neighbours", "ws", "1.2.2", "--json").output)
    assert {"1.2", "1.2.2.1"} <= {n["node"] for n in nb["nodes"]}


def test_english_output(kb_path):
    r = run(kb_path, "refs", "vg", "1.2.2", "--lang", "en")
    assert "cites" in r.output


def test_kb_add_new_version_becomes_default(tmp_path):
    from kb.registry import games

    db = tmp_path / "kb.sqlite"
    text = games()["ws"].source_path().read_text(encoding="utf-8")
    newer = text.replace(
        "1.3. ゲームの大原則", "- 1.2.6. 追加された条項です。\n\n1.3. ゲームの大原則", 1
    )
    newer += "\n\n2026 年 11 月 1 日 ver. 1.110 適用開始\n\n- テスト用の版です。\n"
    f = tmp_path / "ws-1.110.txt"
    f.write_text(newer, encoding="utf-8")
    r = runner.invoke(
        app, ["kb", "add", "--game", "ws", "--file", str(f), "--db", str(db), "--json"]
    )
    assert r.exit_code == 0, r.output
    info = json.loads(r.output)
    assert info["version"] == "1.110" and info["default"] and info["clauses"] == 645
    assert runner.invoke(app, ["rule", "ws", "1.2.6", "--db", str(db)]).exit_code == 0
    assert (
        runner.invoke(app, ["rule", "ws", "1.2.6", "--version", "1.109", "--db", str(db)]).exit_code
        == 2
    )
    # Added documents survive a rebuild.
    assert runner.invoke(app, ["kb", "build", "--db", str(db)]).exit_code == 0
    assert runner.invoke(app, ["rule", "ws", "1.2.6", "--db", str(db)]).exit_code == 0
    # The same version twice, a missing file, binary junk: clear errors, exit 2.
    assert (
        runner.invoke(
            app, ["kb", "add", "--game", "ws", "--file", str(f), "--db", str(db)]
        ).exit_code
        == 2
    )
    assert (
        runner.invoke(
            app,
            ["kb", "add", "--game", "ws", "--file", str(tmp_path / "nope.txt"), "--db", str(db)],
        ).exit_code
        == 2
    )
    junk = tmp_path / "junk.txt"
    junk.write_bytes(b"\xff\xfe\x00garbage")
    r = runner.invoke(app, ["kb", "add", "--game", "ws", "--file", str(junk), "--db", str(db)])
    assert r.exit_code == 2 and "UTF-8" in r.output  # Japanese by default
    empty = tmp_path / "empty.txt"
    empty.write_text("これは総合ルールではありません。", encoding="utf-8")
    r = runner.invoke(
        app, ["kb", "add", "--game", "ws", "--file", str(empty), "--version", "9", "--db", str(db)]
    )
    assert r.exit_code == 2 and "番号付きの条項が見つかりません" in r.output


def test_no_traceback_on_internal_error(monkeypatch, capsys):
    import cli

    def boom(*a, **k):
        raise RuntimeError("simulated")

    monkeypatch.setattr(cli, "app", boom)
    monkeypatch.delenv("SHINPAN_DEBUG", raising=False)
    with pytest.raises(SystemExit) as e:
        cli.main()
    assert e.value.code == 2
    assert re.search("simulated", capsys.readouterr().err)


def test_kb_check_exits_1_when_text_could_not_be_placed(tmp_path):
    from kb.registry import games

    db = tmp_path / "kb.sqlite"
    text = games()["co"].source_path().read_text(encoding="utf-8")
    # co has no truncated clause to take a stray sentence printed before the body.
    f = tmp_path / "co-stray.txt"
    f.write_text("どこにも属さない、迷子の文です。\n" + text, encoding="utf-8")
    r = runner.invoke(
        app, ["kb", "add", "--game", "co", "--file", str(f), "--version", "stray", "--db", str(db)]
    )
    assert r.exit_code == 0, r.output
    r = runner.invoke(app, ["kb", "check", "co", "--version", "stray", "--db", str(db), "--json"])
    data = json.loads(r.output)
    assert r.exit_code == 1 and data["errors"] == 1
    assert any(a["kind"] == "unplaced_fragment" for a in data["games"][0]["anomalies"])
    # The bundled document has no errors (the added one, same date but added later, is now the
    # default version of co).
    assert (
        runner.invoke(app, ["kb", "check", "co", "--version", "2.02", "--db", str(db)]).exit_code
        == 0
    )


def test_search_takes_the_game_first_like_rule_and_define(kb_path):
    """`search vs パートナー` is `search パートナー --game vs`; words after the game are one query;
    a lone word that happens to be a game id is the query itself."""
    by_word = json.loads(run(kb_path, "search", "ws", "レベル置場", "4枚以上", "--json").output)
    by_option = json.loads(
        run(kb_path, "search", "レベル置場 4枚以上", "--game", "ws", "--json").output
    )
    assert by_word["game"] == "ws" and by_word["query"] == "レベル置場 4枚以上"
    assert [h["id"] for h in by_word["hits"]] == [h["id"] for h in by_option["hits"]]
    alone = json.loads(run(kb_path, "search", "ws", "--json").output)
    assert alone["query"] == "ws"


def test_toc_lists_chapters_and_a_part(kb_path):
    """`toc GAME` is the document's table of contents in order; `--depth 1` the chapters only;
    `toc GAME ID` the part under a clause; an unknown id exits 2."""
    whole = json.loads(run(kb_path, "toc", "ws", "--depth", "1", "--json").output)
    ids = [e["id"] for e in whole["entries"]]
    assert ids[:3] == ["1", "2", "3"] and all(e["depth"] == 1 for e in whole["entries"])
    assert all(e["label"] for e in whole["entries"])
    part = json.loads(run(kb_path, "toc", "ws", "1", "--depth", "1", "--json").output)
    assert part["under"] == "1"
    assert part["entries"] and all(e["id"].startswith("1.") for e in part["entries"])
    assert "1.2" in [e["id"] for e in part["entries"]]
    text = run(kb_path, "toc", "ws", "1")
    assert text.exit_code == 0 and "1.2" in text.output
    assert run(kb_path, "toc", "ws", "99.9").exit_code == 2
    assert run(kb_path, "toc", "xx").exit_code == 2
