"""PDF in: the text of a rules document's PDF, page by page, for `kb add --file RULES.pdf`.

The text is extracted with pypdfium2 (PDFium; the choice was measured against pypdf,
pdfminer.six and pdfplumber: docs/kb.md, bench/pdf.py): each page's text in the order it is
drawn, lines as PDFium groups them, the pages joined by a line break. What follows is the
same pipeline as for a text file (kb/parse): page numbers and running headers, clauses cut by a
page break or a line wrap, and so on are the parser's work. What the extraction itself could
not read is recorded as anomalies of the document (`kb check`), with the line of the
extracted text they concern:

* ``pdf_empty_page`` — a page with no text (a picture, or a scanned page): its text is lost;
* ``pdf_font_not_embedded`` — text set in a font the PDF does not carry: PDFium places its
  characters without their shapes, and a character drawn alone there may be left out;
* ``lost_glyph`` — a character the PDF gives no Unicode value for (U+FFFD, a private-use
  code point or a control character in the text);
* ``pdf_radical`` — a Kangxi / CJK radical (U+2E80–U+2FDF) where a font maps a kanji to the
  radical that looks the same (⽅ for 方): the text keeps what the PDF says; search keys fold it
  (NFKC).

The extracted text is what the KB stores for the document (its `text`), so a rebuild parses
the same text again; these anomalies are stored beside it (`documents.extraction`).
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import asdict, dataclass
from typing import Any

from kb.errors import KBError
from kb.model import Anomaly

PDF_MAGIC = b"%PDF-"
# The largest PDF read (bytes): rules documents with their pictures are 1-10 MB.
MAX_PDF_BYTES = 64 * 1024 * 1024
MAX_PAGES = 2000  # the bundled documents would be 20-100 pages
MAX_REPORTED = 50  # anomalies of one kind listed one by one; the rest are counted in one more

_LOST = re.compile(r"[\ufffd\ue000-\uf8ff\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_RADICAL = re.compile(r"[\u2e80-\u2fdf]")


class PdfError(KBError):
    pass


def is_pdf(head: bytes) -> bool:
    """Whether a file starting with `head` is a PDF (the header may follow a little junk)."""
    return PDF_MAGIC in head[:1024]


@dataclass
class Extraction:
    text: str
    pages: int
    anomalies: list[Anomaly]
    library: str

    def to_json(self) -> str:
        return json.dumps(
            {
                "library": self.library,
                "pages": self.pages,
                "anomalies": [asdict(a) for a in self.anomalies],
            },
            ensure_ascii=False,
        )


def stored_anomalies(extraction: str | None) -> list[Anomaly]:
    """The anomalies kept in `documents.extraction` (empty for a text document)."""
    if not extraction:
        return []
    return [Anomaly(**a) for a in json.loads(extraction).get("anomalies", [])]


def library() -> str:
    import pypdfium2

    return f"pypdfium2 {pypdfium2.version.PYPDFIUM_INFO} (PDFium {pypdfium2.version.PDFIUM_INFO})"


def extract(data: bytes, name: str) -> Extraction:
    """The text of the PDF `data` (module docstring); `name` is the file, for messages."""
    try:
        import pypdfium2 as pdfium
        import pypdfium2.raw as raw
    except ImportError:
        raise PdfError(
            f"{name}: reading a PDF needs pypdfium2 (pip install pypdfium2)",
            f"{name}: PDF を読むには pypdfium2 が必要です（pip install pypdfium2）",
        ) from None
    try:
        doc = pdfium.PdfDocument(data)
    except pdfium.PdfiumError as e:
        if getattr(e, "err_code", None) == raw.FPDF_ERR_PASSWORD:
            raise PdfError(
                f"{name} is password-protected: give a PDF that opens without a password",
                f"{name} はパスワードで保護されています。パスワードなしで開ける PDF を指定してください",
            ) from None
        raise PdfError(
            f"{name} is not a readable PDF ({e})",
            f"{name} は読める PDF ではありません（{e}）",
        ) from None
    try:
        n = len(doc)
        if n > MAX_PAGES:
            raise PdfError(
                f"{name} has {n} pages: at most {MAX_PAGES} are read (a rules document has 20-100)",
                f"{name} は {n} ページあります。読めるのは {MAX_PAGES} ページまでです"
                "（総合ルールは 20〜100 ページ）",
            )
        pages: list[str] = []
        anomalies: list[Anomaly] = []
        unembedded: dict[str, int] = {}  # font name -> first page
        line = 1  # the line of the extracted text where the page starts
        for i in range(n):
            page = doc[i]
            try:
                tp = page.get_textpage()
                try:
                    text = tp.get_text_range()
                finally:
                    tp.close()
                for font in _unembedded_fonts(page, raw):
                    unembedded.setdefault(font, i + 1)
            finally:
                page.close()
            text = text.replace("\r\n", "\n").replace("\r", "\n")
            if not text.strip():
                anomalies.append(
                    Anomaly(
                        line,
                        "pdf_empty_page",
                        f"page {i + 1} has no text (a picture or a scanned page): its "
                        "content is not in the KB",
                        detail_ja=f"{i + 1} ページに文字がない（図か画像として取り込まれたページ）。"
                        "内容は知識ベースに入っていない",
                    )
                )
            pages.append(text)
            line += text.count("\n") + 1
    finally:
        doc.close()
    if not any(p.strip() for p in pages):
        raise PdfError(
            f"{name} has no text layer ({n} pages of pictures, e.g. a scan): the text cannot "
            "be read from it (run OCR on it first, or give the text)",
            f"{name} には文字の層がありません（{n} ページとも画像。スキャンなど）。本文を読み取れません"
            "（先に OCR にかけるか、テキストを指定してください）",
        )
    text = "\n".join(pages)
    anomalies += _font_anomalies(unembedded, pages)
    anomalies += _character_anomalies(text)
    anomalies.sort(key=lambda a: a.line)
    return Extraction(text, n, anomalies, library())


def _unembedded_fonts(page: Any, raw: Any) -> list[str]:
    import ctypes

    out = []
    for obj in page.get_objects(filter=[raw.FPDF_PAGEOBJ_TEXT], max_depth=4):
        font = raw.FPDFTextObj_GetFont(obj.raw)
        if not font or raw.FPDFFont_GetIsEmbedded(font):
            continue
        size = raw.FPDFFont_GetBaseFontName(font, None, 0)
        buf = ctypes.create_string_buffer(max(size, 1))
        raw.FPDFFont_GetBaseFontName(font, buf, size)
        name = buf.value.decode("latin-1") or "?"
        if name not in out:
            out.append(name)
    return out


def _font_anomalies(unembedded: dict[str, int], pages: list[str]) -> list[Anomaly]:
    if not unembedded:
        return []
    first = min(unembedded.values())
    line = 1 + sum(p.count("\n") + 1 for p in pages[: first - 1])
    names = ", ".join(unembedded)
    return [
        Anomaly(
            line,
            "pdf_font_not_embedded",
            f"text set in fonts the PDF does not carry ({names}, from page {first}): their "
            "characters are read without their shapes, and one drawn alone may be missing",
            detail_ja=f"PDF に埋め込まれていないフォントの文字（{names}、{first} ページから）: "
            "字形なしで読んだため、単独で置かれた文字が抜けている可能性がある",
        )
    ]


def _character_anomalies(text: str) -> list[Anomaly]:
    out: list[Anomaly] = []
    counts = {"lost_glyph": 0, "pdf_radical": 0}
    for n, ln in enumerate(text.split("\n"), start=1):
        lost = _LOST.findall(ln)
        if lost:
            counts["lost_glyph"] += 1
            if counts["lost_glyph"] <= MAX_REPORTED:
                codes = " ".join(sorted({f"U+{ord(c):04X}" for c in lost}))
                out.append(
                    Anomaly(
                        n,
                        "lost_glyph",
                        f"{len(lost)} character(s) the PDF gives no text for ({codes}): "
                        f"{_excerpt(ln)!r}",
                        detail_ja=f"PDF が文字を示していない字形 {len(lost)} 個（{codes}）: "
                        f"{_excerpt(ln)!r}",
                    )
                )
        rad = _RADICAL.findall(ln)
        if rad:
            counts["pdf_radical"] += 1
            if counts["pdf_radical"] <= MAX_REPORTED:
                pairs = "、".join(sorted({f"{c}→{unicodedata.normalize('NFKC', c)}" for c in rad}))
                out.append(
                    Anomaly(
                        n,
                        "pdf_radical",
                        f"radical character(s) where kanji are printed ({pairs}): kept as "
                        "extracted, folded for search",
                        detail_ja=f"漢字の代わりに部首の文字（{pairs}）: 抽出したとおり保持し、"
                        "検索では漢字として扱う",
                    )
                )
    for kind, k in counts.items():
        if k > MAX_REPORTED:
            out.append(
                Anomaly(
                    1,
                    kind,
                    f"{k - MAX_REPORTED} more lines like these (not listed)",
                    detail_ja=f"同様の行がほかに {k - MAX_REPORTED} 行（一覧は省略）",
                )
            )
    return out


def _excerpt(line: str, n: int = 40) -> str:
    s = line.strip()
    return s if len(s) <= n else s[: n - 1] + "…"
