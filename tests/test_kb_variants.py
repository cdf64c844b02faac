"""The parser on text it has never seen: the same document extracted by other tools."""

from __future__ import annotations

import re

import pytest

from kb.parse import parse_document
from kb.registry import games

WS = games()["ws"]
WS_TEXT = WS.source_path().read_text(encoding="utf-8")


def numbered(doc):
    return {c.id: c for c in doc.clauses if c.kind in ("chapter", "section", "clause", "appendix")}


def squash(s: str) -> str:
    return re.sub(r"\s+", "", s)


@pytest.fixture(scope="module")
def original():
    return parse_document(WS_TEXT, "ws", "dotted")


def body_lines():
    return [ln for ln in WS_TEXT.split("\n") if ln.strip()]


def test_one_clause_per_line_without_blank_lines(original):
    variant = "\n".join(body_lines())
    doc = parse_document(variant, "ws", "dotted")
    assert numbered(doc).keys() == numbered(original).keys()


def test_clauses_run_together_with_page_numbers_and_running_headers(original):
    # Another PDF tool: every 12 lines become one paragraph, each page starts with a page
    # number ―N― and a running header.
    lines = body_lines()
    pages = []
    for p, i in enumerate(range(0, len(lines), 12), start=1):
        chunk = " ".join(ln.strip() for ln in lines[i : i + 12])
        pages.append(f"―{p}― ヴァイスシュヴァルツ 総合ルール {chunk}")
    doc = parse_document("\n".join(pages), "ws", "dotted")
    got, want = numbered(doc), numbered(original)
    missing = sorted(set(want) - set(got))
    extra = sorted(set(got) - set(want))
    assert not missing and not extra, (missing[:10], extra[:10])
    assert any(a.kind == "running_header" for a in doc.anomalies)
    assert sum(a.kind == "page_marker" for a in doc.anomalies) == len(pages)
    # Texts survive apart from whitespace; no page furniture leaks into a clause.
    for cid in ("1.2.2.1", "2.1.1.2", "9.4.1"):
        assert squash(want[cid].text) in squash(got[cid].text) or squash(got[cid].text) in squash(
            want[cid].text
        )
    assert not any(
        "―" in c.text or "総合ルール" in c.text
        for c in got.values()
        if c.id not in want or "総合ルール" not in want[c.id].text
    )


def test_paragraph_rewrap_at_fixed_width(original):
    # Hard-wrapped at 50 characters: numbers never start mid-sentence lines by accident.
    out = []
    for ln in WS_TEXT.split("\n"):
        while len(ln) > 50:
            out.append(ln[:50])
            ln = ln[50:]
        out.append(ln)
    doc = parse_document("\n".join(out), "ws", "dotted")
    got, want = numbered(doc), numbered(original)
    assert set(want) <= set(got) | {c for c in want if c not in got and False}
    for cid in ("1.2.2.1", "1.2.4", "8.2.1.3"):
        assert squash(got[cid].text) == squash(want[cid].text)


def test_newer_version_with_an_extra_clause(original):
    extra = "- 1.2.6. テスト用に追加した条項です。いずれかのプレイヤーは何もしません。"
    text = WS_TEXT.replace("1.3. ゲームの大原則", extra + "\n\n1.3. ゲームの大原則", 1)
    doc = parse_document(text, "ws", "dotted")
    assert "1.2.6" in numbered(doc)
    assert len(numbered(doc)) == len(numbered(original)) + 1


def test_pages_printed_out_of_order_get_their_tails_back(original):
    # A PDF whose page 2 was printed before page 1 (mc's chapter 11 is printed that way):
    # page 1 ends inside 8.3.3, page 2 inside 8.4.2.2.2; each tail opens the page after.
    lines = WS_TEXT.split("\n")
    first = next(i for i, ln in enumerate(lines) if ln.startswith("8.3. "))
    second = next(i for i, ln in enumerate(lines) if ln.startswith("8.4. "))
    after = next(i for i, ln in enumerate(lines) if ln.startswith("8.4.3. "))
    by_id = numbered(original)
    cut1, cut2 = by_id["8.3.3"].text, by_id["8.4.2.2.2"].text
    k1, k2 = cut1.index("満たされて") + 5, cut2.rindex("支払") + 2
    page1 = "\n".join(lines[first:second]).replace(cut1, cut1[:k1])
    page2 = "\n".join(lines[second:after]).replace(cut2, cut2[:k2])
    variant = "\n".join(
        lines[:first] + [cut1[k1:], "", page2, "", page1, "", cut2[k2:], ""] + lines[after:]
    )
    doc = parse_document(variant, "ws", "dotted")
    got = numbered(doc)
    assert got["8.3.3"].text == cut1
    assert got["8.4.2.2.2"].text == cut2
    assert "reattached" in got["8.3.3"].flags
    before = [c for c in doc.clauses if c.kind == "clause" and c.id.startswith("8.2.")][-1]
    assert before.text == by_id[before.id].text  # the first tail left the clause above it
    moved = [a for a in doc.anomalies if a.kind == "displaced_fragment"]
    assert {a.clause for a in moved} >= {"8.3.3.", "8.4.2.2.2."}
