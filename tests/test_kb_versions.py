"""Rules versions (issue 15): a renumbered ws version — a clause inserted, chapter 11 shifted
to 12 behind a new chapter 11 — compared with the bundled one: diff, per-clause history."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cli import app

ROOT = Path(__file__).resolve().parents[1]
runner = CliRunner()
# a numbered line: its list mark as printed (``- ``, `` - `` one level deeper), the chapter, the rest
_NUMBER = re.compile(r"^(\s*- )?(\d+)((?:\.\d+)*\.)(\s)")


def renumbered_ws() -> str:
    """The bundled ws text with a clause inserted (1.2.6), one changed (1.2.1: 敗北 → 負け),
    and chapter 11 printed as chapter 12 after a new chapter 11."""
    text = (ROOT / "kb" / "sources" / "ws.txt").read_text(encoding="utf-8")
    head, sep, body = text.partition("\n1. ゲームのアウトライン\n")
    lines = (sep.lstrip("\n") + body).split("\n")
    out = []
    for ln in lines:
        m = _NUMBER.match(ln)
        if m and int(m.group(2)) == 11:
            if ln.startswith("11. "):
                out += ["11. 追加された章", "", "11.1. 追加された規則です。", ""]
            ln = f"{m.group(1) or ''}12{m.group(3)}{m.group(4)}{ln[m.end() :]}"
        out.append(ln)
    new = head + "\n" + "\n".join(out)
    new = new.replace(
        "1.3. ゲームの大原則", "- 1.2.6. 追加された条項です。\n\n1.3. ゲームの大原則", 1
    )
    new = new.replace("ゲームはその時点で終了します。", "ゲームはその時点で終わります。", 1)
    return new + "\n\n2027 年 1 月 1 日 ver. 2.000 適用開始\n\n- テスト用の版です。\n"


@pytest.fixture(scope="module")
def two_versions(tmp_path_factory: pytest.TempPathFactory, kb_path: Path) -> Path:
    d = tmp_path_factory.mktemp("versions")
    db = d / "kb.sqlite"
    shutil.copyfile(kb_path, db)
    f = d / "ws-2.000.txt"
    f.write_text(renumbered_ws(), encoding="utf-8")
    r = runner.invoke(app, ["kb", "add", "--game", "ws", "--file", str(f), "--db", str(db)])
    assert r.exit_code == 0, r.output
    return db


def test_diff_finds_added_changed_and_moved_clauses(two_versions):
    r = runner.invoke(app, ["diff", "ws", "1.109", "2.000", "--db", str(two_versions), "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    by = {(e["old"], e["new"]): e for e in data["entries"]}
    assert by[(None, "1.2.6")]["status"] == "added"
    assert by[(None, "11.1")]["status"] == "added"
    changed = by[("1.2.1", "1.2.1")]
    assert changed["status"] == "changed"
    # the word diff replaces whole morphemes: 終了 します → 終わり ます
    ops = [w for w in changed["words"] if w[0] != "|"]
    assert ops and all("終" in (w[1] + w[2]) for w in ops), ops
    moved = [e for e in data["entries"] if e["status"] == "moved"]
    old_ch11 = [e for e in moved if e["old"].split(".")[0] == "11"]
    assert old_ch11 and all(e["new"] == "12" + e["old"][2:] for e in old_ch11)
    assert data["summary"]["removed"] == 0
    assert data["summary"]["moved"] == len(old_ch11)


def test_diff_text_and_html(two_versions, tmp_path):
    out = tmp_path / "diff.html"
    r = runner.invoke(
        app, ["diff", "ws", "1.109", "2.000", "--db", str(two_versions), "--html", str(out)]
    )
    assert r.exit_code == 0
    assert "+ 1.2.6" in r.output and "> 11.1 → 12.1" in r.output
    assert "[-終了し-]" in r.output or "[-終了-]" in r.output
    page = out.read_text(encoding="utf-8")
    assert page.startswith("<!doctype html>") and "<del>" in page and "<ins>" in page
    # issue 17: its own report is replaced (temp file + rename), anyone else's file is not
    args = ["diff", "ws", "1.109", "2.000", "--db", str(two_versions), "--lang", "en", "--html"]
    assert runner.invoke(app, [*args, str(out)]).exit_code == 0
    assert out.read_text(encoding="utf-8") == page
    notes = tmp_path / "notes.html"
    notes.write_text("<p>my notes</p>", encoding="utf-8")
    r = runner.invoke(app, [*args, str(notes)])
    assert r.exit_code == 2 and "was not written by this command" in r.output
    assert notes.read_text(encoding="utf-8") == "<p>my notes</p>"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["diff.html", "notes.html"]


def test_history_follows_a_moved_clause(two_versions):
    r = runner.invoke(app, ["rule", "ws", "12.1", "--history", "--db", str(two_versions), "--json"])
    assert r.exit_code == 0, r.output
    rows = json.loads(r.output)["history"]
    assert [(x["version"], x["id"], x["status"]) for x in rows] == [
        ("1.109", "11.1", "moved"),
        ("2.000", "12.1", "this"),
    ]
    r = runner.invoke(app, ["rule", "ws", "1.2.6", "--history", "--db", str(two_versions)])
    assert r.exit_code == 0 and "なし" in r.output
    r = runner.invoke(app, ["rule", "ws", "99.9", "--history", "--db", str(two_versions)])
    assert r.exit_code == 2


def test_kb_check_reports_citations_the_newer_version_moved(two_versions):
    r = runner.invoke(app, ["kb", "check", "ws", "--db", str(two_versions), "--json"])
    data = json.loads(r.output)
    stale = {c["id"]: c for c in data["games"][0]["stale_citations"]}
    assert r.exit_code == 1 and data["errors"] >= len(stale) > 0
    moved = [c for c in stale.values() if c["status"] == "moved"]
    assert moved and all(c["new_id"] == "12" + c["id"][2:] for c in moved)
    assert all(c["cited_by"] for c in stale.values())
    # every clause of the shifted chapter that the engine or a scenario cites, at any depth
    from ruling.commands import all_citations

    in_ch11 = {c for c in all_citations("ws") if c.startswith("11.")}
    assert in_ch11 and {c: stale[c]["new_id"] for c in in_ch11 if c in stale} == {
        c: "12" + c[2:] for c in in_ch11
    }
    if "1.2.1" in stale:  # cited by the engine: its text changed (終了します → 終わります)
        assert stale["1.2.1"]["status"] == "changed"
    # the version the engine was written against has none
    r = runner.invoke(
        app, ["kb", "check", "ws", "--version", "1.109", "--db", str(two_versions), "--json"]
    )
    assert json.loads(r.output)["games"][0]["stale_citations"] == []


def test_coverage_reports_the_stale_citations_too(two_versions, monkeypatch):
    from ruling.commands import coverage_cmd, scenario_citations

    monkeypatch.setenv("SHINPAN_DB", str(two_versions))
    code, out = coverage_cmd("ws", "en", as_json=True)
    stale = json.loads(out)["stale_citations"]
    assert code == 1 and any(
        c["status"] == "moved" and c["new_id"].startswith("12.") for c in stale
    )
    named = {c for c in scenario_citations("ws") if c.startswith("11.")}  # by decided_by
    assert named and named <= {c["id"] for c in stale}
    code, out = coverage_cmd("ws", "en")
    assert "stale citation 11." in out


def test_stale_report_covers_the_scenarios_decided_by(two_versions):
    """Clauses the test scenarios name in decided_by are reported too (issue 15)."""
    from kb.api import open_kb
    from kb.versions import stale_citations
    from ruling.commands import scenario_citations, stale_report

    kb = open_kb(two_versions, build=False)
    named = scenario_citations("ws")
    assert named and not any("blind" in f for fs in named.values() for f in fs)
    by_scenario = {c["id"]: c for c in stale_citations(kb, "ws", named, "1.109")}
    moved = by_scenario["11.2.1"]  # tests/scenarios/ws/extra_turn_same_player.yaml names it
    assert moved["status"] == "moved" and moved["new_id"] == "12.2.1"
    assert any(f.startswith("tests/scenarios/ws/") for f in moved["cited_by"])
    assert set(by_scenario) <= {c["id"] for c in stale_report(kb, "ws")}
    assert stale_report(kb, "ws", "1.109") == []  # the version they were written against


@pytest.fixture
def rulings_on(two_versions, monkeypatch):
    """Rulings read the KB with the renumbered version (their KB caches emptied around)."""
    from ruling import render

    def clear() -> None:
        for f in (render._kb, render.clause_info, render._moves, render._doubts):
            f.cache_clear()

    monkeypatch.setenv("SHINPAN_DB", str(two_versions))
    clear()
    yield two_versions
    clear()


def _ruling(file: str, *extra: str) -> tuple[int, dict]:
    r = runner.invoke(app, ["ruling", str(ROOT / "tests" / "scenarios" / "ws" / file), "--json",
                            "--lang", "en", *extra])  # fmt: skip
    return r.exit_code, json.loads(r.output)


def test_a_ruling_on_the_newer_version_shows_its_text_and_warns(rulings_on):
    code, data = _ruling("concede.yaml")
    assert code == 0 and data["rules_version"] == "2.000"
    item = next(d for d in data["decided_by"] if d["clause"] == "1.2.1")
    assert "終わります" in item["text"] and item["id_in_version"] == "1.2.1"
    warns = [w for w in data["warnings"] if w["kind"] == "rules_version"]
    assert [w["clauses"] for w in warns] == [["1.2.1"]]
    assert "changed its text" in warns[0]["text"] and "1.109" in warns[0]["text"]
    code, data = _ruling("extra_turn_same_player.yaml")
    item = next(d for d in data["decided_by"] if d["clause"] == "11.2.1")
    assert item["id_in_version"] == "12.2.1" and item["heading"].startswith("12 ")
    assert any(w["clauses"] == ["11.2.1", "12.2.1"] for w in data["warnings"])
    r = runner.invoke(app, ["ruling", str(ROOT / "tests/scenarios/ws/extra_turn_same_player.yaml")])
    assert "11.2.1 → 12.2.1" in r.output and "版 2.000" in r.output


def test_a_ruling_on_the_version_it_was_written_for_has_no_version_warning(rulings_on):
    code, data = _ruling("concede.yaml", "--version", "1.109")
    assert code == 0 and data["rules_version"] == "1.109"
    item = next(d for d in data["decided_by"] if d["clause"] == "1.2.1")
    assert "終了します" in item["text"]
    assert not [w for w in data["warnings"] if w["kind"] == "rules_version"]
    r = runner.invoke(app, ["ruling", str(ROOT / "tests/scenarios/ws/concede.yaml"), "--version",
                            "9.9", "--lang", "en"])  # fmt: skip
    assert r.exit_code == 2 and "no version '9.9'" in r.output


def test_the_site_shows_the_changes_between_versions(two_versions, tmp_path):
    """kb/site: a page per pair of consecutive versions, linked from both versions' pages,
    every clause linked to its permalink in the version it belongs to."""
    from urllib.parse import unquote

    out = tmp_path / "site"
    r = runner.invoke(app, ["site", "build", "-o", str(out), "--db", str(two_versions), "--json"])
    assert r.exit_code == 0, r.output
    page = (out / "ws" / "2.000" / "changes" / "index.html").read_text(encoding="utf-8")
    assert not (out / "ws" / "1.109" / "changes").exists()  # the first version has none
    assert "<del>終了し</del><ins>終わり</ins>" in page or "<del>終了</del>" in page
    assert 'id="c-12.2.1"' in page and "番号の移動" in page
    assert 'href="../2.000/changes/"' in (out / "ws" / "1.109" / "index.html").read_text(
        encoding="utf-8"
    )
    assert 'href="changes/"' in (out / "ws" / "2.000" / "index.html").read_text(encoding="utf-8")
    assert 'href="../changes/"' in (out / "ws" / "2.000" / "12" / "index.html").read_text(
        encoding="utf-8"
    )
    links = re.findall(r'class="pl(?: old)?" href="([^"]+)#([^"]+)"', page)
    assert len(links) > 15
    here = out / "ws" / "2.000" / "changes"
    for path, frag in links:
        target = (here / path / "index.html").resolve()
        assert target.is_file(), path
        assert f'id="{unquote(frag)}"' in target.read_text(encoding="utf-8"), (path, frag)
    assert ("../../1.109/11/", "11.2.1") in links and ("../12/", "12.2.1") in links


def test_kb_add_of_a_newer_default_says_how_many_citations_it_moved(kb_path, tmp_path):
    db = tmp_path / "kb.sqlite"
    shutil.copyfile(kb_path, db)
    f = tmp_path / "ws-2.000.txt"
    f.write_text(renumbered_ws(), encoding="utf-8")
    r = runner.invoke(app, ["kb", "add", "--game", "ws", "--file", str(f), "--db", str(db)])
    assert r.exit_code == 0 and "shinpan kb check ws" in r.output, r.output
    r = runner.invoke(app, ["kb", "check", "ws", "--db", str(db), "--json"])
    n = len(json.loads(r.output)["games"][0]["stale_citations"])
    assert (
        f"{n} 件"
        in runner.invoke(
            app,
            ["kb", "add", "--game", "ws", "--file", str(f), "--version", "2.001", "--db", str(db)],
        ).output
    )


class _TwoVersions:
    """A KB double holding two versions of one game's clauses (what kb.versions reads)."""

    def __init__(self, old: dict[str, str], new: dict[str, str]) -> None:
        import sqlite3

        self.con = sqlite3.connect(":memory:")
        self.con.execute("create table clauses (game, version, id, title, text, kind, ord)")
        for version, clauses in (("1", old), ("2", new)):
            self.con.executemany(
                "insert into clauses values ('g', ?, ?, '', ?, 'clause', ?)",
                [(version, cid, text, i) for i, (cid, text) in enumerate(clauses.items())],
            )

    def version(self, game: str, version: str | None = None) -> str:
        return version or "2"


def test_compare_matches_a_near_same_text_under_a_new_id_as_moved():
    """Step 3 of kb.versions.compare: no same text, no same id — matched by content."""
    from kb.versions import compare, stale_citations

    kb = _TwoVersions(
        {
            "1.1": "プレイヤーは山札の上から1枚を引きます。",
            "1.2": "この規則はなくなります。",
            "2.1": "ターンプレイヤーは自分の手札を相手に公開し、その後シャッフルします。",
        },
        {
            "1.1": "プレイヤーは山札の上から2枚を引きます。",
            "3.1": "ターンプレイヤーは自分の手札をすべて相手に公開し、その後シャッフルします。",
            "3.2": "まったく新しい条項です。",
        },
    )
    by = {(e.old, e.new): e for e in compare(kb, "g", "1", "2")}
    assert set(by) == {("1.1", "1.1"), ("2.1", "3.1"), (None, "3.2"), ("1.2", None)}
    assert by[("1.1", "1.1")].status == "changed"
    moved = by[("2.1", "3.1")]
    assert moved.status == "moved" and 0.75 <= moved.similarity < 1
    assert [w for w in moved.words if w[0] != "|"] == [["+", "", "すべて"]]  # one word added
    assert by[(None, "3.2")].status == "added" and by[("1.2", None)].status == "removed"
    stale = {c["id"]: c for c in stale_citations(kb, "g", {"2.1": ["x"], "1.2": ["y"]}, "1")}
    assert (stale["2.1"]["status"], stale["2.1"]["new_id"]) == ("moved", "3.1")
    assert (stale["1.2"]["status"], stale["1.2"]["new_id"]) == ("gone", None)
