"""Rules documents typeset as PDF for the tests and benchmarks (no file is downloaded).

`render_pdf(text, header)` lays a plain-text rules document out the way the publishers' PDFs
are: A4 pages, a running header and a page number (―N―) on every page, clause lines indented
by their depth, long lines wrapped at the page width (so a clause is cut into several lines,
and a page break falls in the middle of clauses), table rows (TAB-separated cells) set in
columns, chapter headings in a bold face. The fonts are reportlab's built-in Japanese CID
fonts (HeiseiMin-W3, HeiseiKakuGo-W5: Adobe-Japan1, UniJIS-UCS2-H), which need no font file;
a character they do not cover (an emoji icon) prints as a missing glyph, as an icon drawn as a
picture is lost from a real PDF's text.

Needs reportlab (a test extra).
"""

from __future__ import annotations

import io
import re

from reportlab.lib.pagesizes import A4
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.pdfgen import canvas

BODY = "HeiseiMin-W3"
HEAD = "HeiseiKakuGo-W5"
SIZE = 9.0
LEADING = 14.0
MARGIN = 56.0
for _font in (BODY, HEAD):
    pdfmetrics.registerFont(UnicodeCIDFont(_font))

# Marks a plain-text extraction put before a line (markdown heads, bullets): not printed.
_MARKS = re.compile(r"^(?:#+ |- )")
_NUMBER = re.compile(r"^(\d+(?:\.\d+)*)\.\s")
_CHAPTER = re.compile(r"^(?:第\d+章|\d+\.\s)")
# A character that may not start a line (kinsoku): it hangs at the end of the line before.
_NO_START = set("。、，．）」』】〕》〉’”ー・：；！？")
_TOC = re.compile(r"\t\s*\d+\s*$")
_WORD = re.compile(r"[A-Za-z0-9.,:/()\-+'%\u2212]+|.", re.S)


def _wrap(line: str, font: str, width: float) -> list[str]:
    """`line` cut into pieces no wider than `width`: between any two Japanese characters, never
    inside a run of ASCII (an id such as 1.2.3 stays whole), never before a closing mark."""
    out: list[str] = []
    cur, w = "", 0.0
    for tok in _WORD.findall(line):
        tw = pdfmetrics.stringWidth(tok, font, SIZE)
        if cur and w + tw > width and not (len(tok) == 1 and tok in _NO_START):
            out.append(cur)
            cur, w = tok.lstrip(" "), pdfmetrics.stringWidth(tok.lstrip(" "), font, SIZE)
        else:
            cur += tok
            w += tw
    out.append(cur)
    return out


def render_pdf(
    text: str,
    header: str,
    *,
    printed: list[str] | None = None,
    picture_after: frozenset[int] = frozenset(),
    password: str | None = None,
) -> bytes:
    """The document `text` typeset as a PDF (module docstring); returns the file's bytes.
    `printed`, when given, receives every line of body text as drawn, in order (the page
    furniture left out): what a perfect extraction gives back. `picture_after`: page numbers
    after which a page holding only a picture (no text, like a scanned page) is inserted;
    `password`: the PDF opens only with it."""
    drawn: list[str] = [] if printed is None else printed
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=A4, pageCompression=1, encrypt=password)
    c.setTitle(header)
    page_w, page_h = A4
    top, bottom = page_h - MARGIN - LEADING, MARGIN + LEADING
    state: dict[str, float] = {"y": top, "page": 1, "row": -1.0}

    def head() -> None:
        c.setFont(BODY, 8)
        c.drawString(MARGIN, page_h - MARGIN + 8, header)

    def foot() -> None:
        c.setFont(BODY, 8)
        c.drawCentredString(page_w / 2, MARGIN - 16, f"―{state['page']}―")

    def new_page() -> None:
        foot()
        c.showPage()
        if state["page"] in picture_after:
            c.rect(MARGIN, MARGIN, page_w - 2 * MARGIN, page_h - 2 * MARGIN, fill=1)
            c.showPage()
        state["page"] += 1
        state["y"] = top
        head()

    def put(x: float, s: str, font: str, *, cell: bool = False) -> None:
        if state["y"] < bottom:
            new_page()
        c.setFont(font, SIZE)
        c.drawString(x, state["y"], s)
        if cell and drawn and state["y"] == state["row"]:
            drawn[-1] += " " + s  # the cells of a table row read as one line
        else:
            drawn.append(s)
        state["row"] = state["y"]

    head()
    for raw in text.split("\n"):
        line = _MARKS.sub("", raw.strip())
        if not line:
            state["y"] -= LEADING / 2
            continue
        font = HEAD if _CHAPTER.match(line) and len(line) < 40 else BODY
        m = _NUMBER.match(line)
        depth = m.group(1).count(".") if m else 0
        x = MARGIN + depth * SIZE
        if _TOC.search(line):  # a table-of-contents row: a dot leader to the page number
            title, _, page = line.rpartition("\t")
            title = title.replace("\t", " ").strip()
            gap = page_w - 2 * MARGIN - pdfmetrics.stringWidth(title + page, font, SIZE)
            dots = "…" * max(3, int(gap / pdfmetrics.stringWidth("…", font, SIZE)) - 2)
            put(x, f"{title} {dots} {page}", font)
            state["y"] -= LEADING
            continue
        if "\t" in line:  # a table row: cells in columns
            cells = line.split("\t")
            col = (page_w - 2 * MARGIN) / len(cells)
            pieces = [_wrap(cell, font, col - SIZE) for cell in cells]
            for k in range(max(map(len, pieces))):
                for i, cell in enumerate(pieces):
                    if k < len(cell) and cell[k]:
                        put(MARGIN + i * col, cell[k], font, cell=True)
                state["y"] -= LEADING
            continue
        for k, piece in enumerate(_wrap(line, font, page_w - MARGIN - x)):
            put(x + (SIZE if k and m else 0), piece, font)
            state["y"] -= LEADING
    foot()
    c.showPage()
    c.save()
    return buf.getvalue()


def picture_pdf(pages: int) -> bytes:
    """A PDF of `pages` pages holding only a picture each (no text: a scanned document)."""
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=A4)
    for _ in range(pages):
        c.rect(MARGIN, MARGIN, A4[0] - 2 * MARGIN, A4[1] - 2 * MARGIN, fill=1)
        c.showPage()
    c.save()
    return buf.getvalue()
