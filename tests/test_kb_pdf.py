"""PDF in (issue 15): `kb add --file RULES.pdf` on PDFs the tests typeset from the bundled
texts (tests/pdfgen.py: many pages, page breaks and line wraps in the middle of clauses,
Japanese CID fonts), so nothing is downloaded."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

pytest.importorskip("pypdfium2")
pytest.importorskip("reportlab")

from cli import app  # noqa: E402
from kb.parse import parse_document  # noqa: E402
from kb.pdf import extract  # noqa: E402
from tests.pdfgen import picture_pdf, render_pdf  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
runner = CliRunner()
_WS = re.compile(r"\s+")
PAGE = re.compile(r"^―(\d+)―$")


def _numbered(text: str, game: str = "ws", fmt: str = "dotted") -> dict[str, str]:
    doc = parse_document(text, game, fmt)
    return {
        c.id: _WS.sub("", c.title + c.text)
        for c in doc.clauses
        if c.kind in ("chapter", "section", "clause", "appendix")
    }


@pytest.fixture(scope="module")
def ws_pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    text = (ROOT / "kb" / "sources" / "ws.txt").read_text(encoding="utf-8")
    f = tmp_path_factory.mktemp("pdf") / "ws-rules.pdf"
    f.write_bytes(render_pdf(text, "ヴァイスシュヴァルツ 総合ルール", picture_after=frozenset({5})))
    return f


@pytest.fixture(scope="module")
def with_pdf(tmp_path_factory: pytest.TempPathFactory, kb_path: Path, ws_pdf: Path) -> Path:
    db = tmp_path_factory.mktemp("pdfkb") / "kb.sqlite"
    shutil.copyfile(kb_path, db)
    r = runner.invoke(
        app, ["kb", "add", "--game", "ws", "--file", str(ws_pdf), "--version", "pdf", "--db",
              str(db), "--json"],
    )  # fmt: skip
    assert r.exit_code == 0, r.output
    info = json.loads(r.output)
    assert info["pdf"] and info["default"] and info["clauses"] == 644
    return db


def test_the_pdf_has_page_breaks_inside_clauses(ws_pdf: Path) -> None:
    ex = extract(ws_pdf.read_bytes(), ws_pdf.name)
    lines = ex.text.split("\n")
    assert ex.pages > 25
    cut = [
        i
        for i, ln in enumerate(lines)
        if PAGE.match(ln) and i > 0 and lines[i - 1] and not lines[i - 1].endswith("。")
    ]
    assert len(cut) > 5, "page breaks fall in the middle of sentences"


def test_pdf_version_reads_as_the_text_version(with_pdf: Path) -> None:
    """Every numbered clause of the PDF is the bundled text's clause, same id, same text:
    line wraps, page breaks, page numbers and running headers are all undone."""
    r = runner.invoke(app, ["diff", "ws", "1.109", "pdf", "--db", str(with_pdf), "--json"])
    assert r.exit_code == 0, r.output
    s = json.loads(r.output)["summary"]
    assert s["unchanged"] == 644 and s["changed"] == s["moved"] == s["added"] == 0, s
    r = runner.invoke(app, ["rule", "ws", "9.3.1", "--version", "pdf", "--db", str(with_pdf)])
    assert r.exit_code == 0 and "9.3.1" in r.output


def test_extraction_anomalies_are_recorded_and_survive_a_rebuild(with_pdf: Path, tmp_path):
    db = tmp_path / "kb.sqlite"
    shutil.copyfile(with_pdf, db)

    def kinds() -> dict[str, list[dict]]:
        r = runner.invoke(app, ["kb", "check", "ws", "--db", str(db), "--json"])
        out: dict[str, list[dict]] = {}
        for a in json.loads(r.output)["games"][0]["anomalies"]:
            out.setdefault(a["kind"], []).append(a)
        return out

    before = kinds()
    assert len(before["pdf_empty_page"]) == 1  # the picture page after page 5
    assert (
        "6 " in before["pdf_empty_page"][0]["detail"]
        or "page 6" in (before["pdf_empty_page"][0]["detail"])
    )
    assert before["pdf_font_not_embedded"]  # reportlab's CID fonts are not embedded
    assert len(before["page_marker"]) > 25  # the parser set the page numbers aside
    r = runner.invoke(app, ["kb", "build", "--db", str(db)])
    assert r.exit_code == 0, r.output
    after = kinds()
    assert {k: len(v) for k, v in after.items()} == {k: len(v) for k, v in before.items()}
    r = runner.invoke(app, ["kb", "check", "ws", "--db", str(db)])
    assert "ws-rules.pdf:" in r.output  # anomalies name the file they are in


def test_full_width_characters_and_radicals_are_kept(tmp_path: Path) -> None:
    text = (
        "1. ゲーム\n1.1. 手札を１枚引き、ＡとＢを選びます。\n"
        "1.2. このカードは⽅向を変えます。\n1.3. 記号\ufffdが読めません。\n"
    )
    ex = extract(render_pdf(text, "H"), "t.pdf")
    assert "手札を１枚引き、ＡとＢを選びます。" in ex.text  # full width, not folded
    kinds = {a.kind: a for a in ex.anomalies}
    assert "⽅→方" in kinds["pdf_radical"].detail_ja
    assert "U+FFFD" in kinds["lost_glyph"].detail


def test_unreadable_pdfs_are_refused_with_a_sentence(tmp_path: Path) -> None:
    text = (ROOT / "kb" / "sources" / "ws.txt").read_text(encoding="utf-8")[:3000]
    cases = {
        "broken.pdf": b"%PDF-1.7\n1 0 obj garbage",
        "locked.pdf": render_pdf(text, "H", password="secret"),
        "scan.pdf": picture_pdf(3),
    }
    expect = {"broken.pdf": "読める PDF", "locked.pdf": "パスワード", "scan.pdf": "文字の層"}
    db = tmp_path / "kb.sqlite"
    for name, data in cases.items():
        f = tmp_path / name
        f.write_bytes(data)
        r = runner.invoke(app, ["kb", "add", "--game", "ws", "--file", str(f), "--db", str(db)])
        assert r.exit_code == 2, (name, r.output)
        assert expect[name] in r.output and "Traceback" not in r.output, r.output
    assert not db.exists()  # nothing was written


# A clause sentence of 10-200 characters (so lines wrap anywhere and clauses cross pages).
_SENTENCE = st.text(
    alphabet="カードを山札に置きます能力効果手札控え室１２ＡＢ", min_size=10, max_size=200
)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(1, 3), _SENTENCE), min_size=30, max_size=120))
def test_any_layout_reads_back_as_its_text(clauses: list[tuple[int, str]]) -> None:
    """Generated documents (clause depth and sentence length drawn at random): the clauses
    parsed from the PDF are those parsed from the text, wherever the wraps and page breaks
    fall."""
    lines, number = ["1. 章"], [1]
    for depth, sentence in clauses:
        depth = min(depth, len(number))  # at most one level below the clause before
        if depth + 1 > len(number):
            number = [*number, 1]  # its first sub-clause
        else:
            number = number[: depth + 1]
            number[depth] += 1  # the next at that level
        lines.append(".".join(map(str, number)) + ". " + sentence + "。")
    text = "\n".join(lines) + "\n"
    got = _numbered(extract(render_pdf(text, "テスト 総合ルール"), "t.pdf").text)
    assert got == _numbered(text)
