"""Library side of ``shinpan check-card``: read card records (text, plain-text blocks, JSON
Lines, CSV), parse each, and return the findings as data; formatting helpers render them as
compiler-style text (Japanese or English) or JSON. Never raises on bad card text."""

from __future__ import annotations

import csv
import dataclasses
import io
import json
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any

from grammar import ast as A
from grammar.batch import collector_paused
from grammar.build import absolute_span, frame_base
from grammar.coverage import Coverage, format_report, round_trips, template
from grammar.diagnostics import format_diagnostic
from grammar.normalise import normalise
from grammar.parse import Diagnostic, ParseResult, parse_card

GAMES = ("ws", "vg", "vs", "co", "mc")
MAX_BYTES = 64 * 1024 * 1024


class InputError(Exception):
    """Bad usage or unreadable input (exit code 2), said in English and in Japanese."""

    def __init__(self, en: str, ja: str) -> None:
        super().__init__(en)
        self.en, self.ja = en, ja

    def text(self, lang: str = "ja") -> str:
        return self.ja if lang == "ja" else self.en


@dataclass(frozen=True, slots=True)
class Record:
    number: int  # 1-based record number in the input
    text: str


@dataclass
class CheckReport:
    game: str
    source: str
    results: list[ParseResult] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def exit_code(self) -> int:
        return 0 if all(r.ok for r in self.results) else 1

    def coverage(self) -> Coverage:
        cov = Coverage(self.game, seconds=self.seconds)
        for res in self.results:
            count(cov, res, res.unparsed if res.ok else [])
        return cov


def count(cov: Coverage, res: ParseResult, unparsed: list[A.Unparsed]) -> None:
    """Add one result to the coverage figures (``unparsed``: its untyped parts, walked once)."""
    cov.cards += 1
    if not res.ok:
        return
    cov.structural += 1
    if not unparsed:
        cov.fully_typed += 1
        cov.round_trip += round_trips(res)
    for u in unparsed:
        cov.clusters[template(u.text)] += 1


def _decode(data: bytes) -> str:
    if len(data) > MAX_BYTES:
        raise InputError(
            f"input larger than {MAX_BYTES} bytes", f"入力が {MAX_BYTES} バイトを超えています"
        )
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("utf-8", errors="replace")


def _check_utf8(path: Path) -> None:
    """Refuse a file that is not UTF-8 before any card of it is printed (read in pieces:
    constant memory), naming the line and byte of the first bad byte."""
    import codecs

    from kb.files import bad_utf8

    decoder = codecs.getincrementaldecoder("utf-8")()
    at, lines = 0, 0  # bytes and newlines before the piece at hand
    try:
        with open(path, "rb") as f:
            while True:
                chunk = f.read(1 << 20)
                try:
                    decoder.decode(chunk, final=not chunk)
                except UnicodeDecodeError as e:
                    # e.object: the bytes the decoder held from the last piece, then this one
                    held = len(e.object) - len(chunk)
                    line = lines + chunk.count(b"\n", 0, max(0, e.start - held)) + 1
                    err = bad_utf8(path, line, at - held + e.start, e.object[e.start : e.start + 1])
                    raise InputError(str(err), err.ja or str(err)) from None
                if not chunk:
                    return
                at += len(chunk)
                lines += chunk.count(b"\n")
    except OSError as e:
        why = e.strerror or str(e)
        raise InputError(f"cannot read {path}: {why}", f"{path} を読めません: {why}") from None


def open_records(
    text: str | None = None,
    file: str | None = None,
    column: str | None = None,
    stdin: bytes | None = None,
) -> tuple[str, Callable[[], Iterator[Record]]]:
    """The source's name and a function that reads its records anew each time it is called
    (a file is read line by line: nothing but the record at hand is held). Files: ``.jsonl``
    (``text`` field), ``.csv`` (needs ``column``), anything else plain text with one card per
    blank-line-separated block. Bad input raises ``InputError`` while the records are read."""
    if text is not None:
        return "<text>", lambda: iter((Record(1, text),))
    if file is None:
        if stdin is None:
            raise InputError(
                "no card text: give TEXT, --file or stdin",
                "カードテキストがありません: TEXT、--file、標準入力のいずれかで与えてください",
            )
        content = _decode(stdin)
        return "<stdin>", lambda: _blocks(io.StringIO(content))
    path = Path(file)
    from kb.files import FileProblem, check_input

    try:  # a directory, device (/dev/zero), pipe or missing file: said so (kb/files.py); a
        st = check_input(path)  # device or pipe also cannot be read twice (--stats reads again)
    except FileProblem as e:
        raise InputError(str(e), e.ja or str(e)) from None
    size = st.st_size
    if size > MAX_BYTES:
        raise InputError(
            f"input larger than {MAX_BYTES} bytes", f"入力が {MAX_BYTES} バイトを超えています"
        )
    _check_utf8(path)
    suffix = path.suffix.lower()
    if suffix == ".csv" and not column:
        raise InputError("--column is required for CSV input", "CSV の入力には --column が必要です")

    def records() -> Iterator[Record]:
        with open(path, encoding="utf-8-sig", errors="replace", newline="") as fh:
            if suffix in (".jsonl", ".ndjson"):
                yield from _jsonl(fh)
            elif suffix == ".csv":
                yield from _csv(fh, column or "")
            else:
                yield from _blocks(fh)

    return file, records


def read_records(
    text: str | None = None,
    file: str | None = None,
    column: str | None = None,
    stdin: bytes | None = None,
) -> tuple[str, list[Record]]:
    """``open_records``' records as a list."""
    source, records = open_records(text, file, column, stdin)
    return source, list(records())


def _blocks(lines: Iterable[str]) -> Iterator[Record]:
    cur: list[str] = []
    n = 0
    for raw in lines:
        line = raw.rstrip("\r\n")
        if line.strip():
            cur.append(line)
        elif cur:
            n += 1
            yield Record(n, "\n".join(cur))
            cur = []
    if cur:
        yield Record(n + 1, "\n".join(cur))


def _jsonl(lines: Iterable[str]) -> Iterator[Record]:
    n = 0
    for i, line in enumerate(lines):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            raise InputError(
                f"line {i + 1}: not JSON ({e.msg})", f"{i + 1} 行目: JSON ではありません（{e.msg}）"
            ) from None
        if not isinstance(obj, dict) or not isinstance(obj.get("text"), str):
            raise InputError(
                f"line {i + 1}: no string field 'text'",
                f"{i + 1} 行目: 文字列のフィールド 'text' がありません",
            )
        n += 1
        yield Record(n, obj["text"])


def _csv(fh: Iterable[str], column: str) -> Iterator[Record]:
    try:
        reader = csv.DictReader(fh)
        if reader.fieldnames is None or column not in reader.fieldnames:
            raise InputError(f"CSV has no column {column!r}", f"CSV に列 {column!r} がありません")
        for i, row in enumerate(reader):
            yield Record(i + 1, row.get(column) or "")
    except csv.Error as e:
        raise InputError(f"bad CSV: {e}", f"CSV を読めません: {e}") from None


def check(records: Iterable[Record], game: str, source: str = "<text>") -> CheckReport:
    """Every record parsed, the results kept (``stream`` keeps none)."""
    _known_game(game)
    report = CheckReport(game, source)
    with collector_paused():
        start = time.perf_counter()
        for rec in records:
            report.results.append(_safe_parse(rec.text, game))
        report.seconds = time.perf_counter() - start
    return report


def _known_game(game: str) -> None:
    if game not in GAMES:
        raise InputError(
            f"unknown game {game!r} (one of {', '.join(GAMES)})",
            f"不明なゲーム {game!r}（{', '.join(GAMES)} のいずれか）",
        )


def _safe_parse(text: str, game: str) -> ParseResult:
    try:
        return parse_card(text, game)
    except Exception:  # noqa: BLE001 - a parser bug must not become a traceback
        import os

        if os.environ.get("SHINPAN_DEBUG"):
            raise
        res = ParseResult(game, text, normalise(text), None)
        res.diagnostics.append(
            Diagnostic(
                "error",
                "internal parser error (a bug in shinpan): please report this card text; "
                "SHINPAN_DEBUG=1 shows the traceback",
                A.Span(0, 0),
            )
        )
        return res


# ------------------------------------------------------------------ output


def to_jsonable(node: object, base: int = 0) -> object:
    """``node`` as JSON values; spans in the root's frame (``base``: where the frame of
    ``node`` starts in it; see ``grammar.ast.FRAMES``)."""
    if isinstance(node, Enum):
        return node.value
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        out: dict[str, object] = {"node": type(node).__name__}
        frame = A.FRAMES.get(type(node))
        for f in dataclasses.fields(node):
            value = getattr(node, f.name)
            if f.name == "span":
                span = absolute_span(value, base)
                out["span"] = [span.start, span.end]
            elif value not in (None, (), "", False) or f.name in ("value",):
                inner = frame_base(node, base) if f.name == frame else base
                out[f.name] = to_jsonable(value, inner)
        return out
    if isinstance(node, tuple | list):
        return [to_jsonable(x, base) for x in node]
    return node


def pretty_ast(node: object, indent: int = 0) -> str:
    pad = "  " * indent
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        fields = [
            (f.name, getattr(node, f.name))
            for f in dataclasses.fields(node)
            if f.name != "span" and getattr(node, f.name) not in (None, (), "", False)
        ]
        simple = all(
            not dataclasses.is_dataclass(v) and not isinstance(v, tuple) for _, v in fields
        )
        if simple:
            inner = ", ".join(f"{k}={_scalar(v)}" for k, v in fields)
            return f"{pad}{type(node).__name__}({inner})"
        lines = [f"{pad}{type(node).__name__}"]
        for k, v in fields:
            if isinstance(v, tuple):
                lines.append(f"{pad}  {k}:")
                lines.extend(pretty_ast(x, indent + 2) for x in v)
            elif dataclasses.is_dataclass(v):
                lines.append(f"{pad}  {k}:")
                lines.append(pretty_ast(v, indent + 2))
            else:
                lines.append(f"{pad}  {k}={_scalar(v)}")
        return "\n".join(lines)
    return f"{pad}{_scalar(node)}"


def _scalar(v: object) -> str:
    return str(v.value) if isinstance(v, Enum) else repr(v)


def result_json(res: ParseResult, record: int, with_ast: bool) -> dict:
    out: dict[str, object] = {
        "record": record,
        "ok": res.ok,
        "fully_typed": res.fully_typed,
        "diagnostics": [],
        "unparsed": [],
    }
    for d in res.diagnostics:
        line, col = res.normalised.offsets.line_col(d.span.start)
        out["diagnostics"].append(  # type: ignore[union-attr]
            {
                "severity": d.severity,
                "message": d.message,
                "line": line,
                "column": col,
                "expected": list(d.expected),
                "found": d.found,
                "hint": d.hint,
            }
        )
    for u in res.unparsed:
        line, col = res.normalised.offsets.line_col(u.span.start)
        out["unparsed"].append({"text": u.text, "line": line, "column": col, "reason": u.reason})  # type: ignore[union-attr]
    if with_ast and res.card is not None:
        out["ast"] = to_jsonable(res.card)
    return out


def format_result(
    res: ParseResult, i: int, multi: bool, source: str, lang: str = "ja", with_ast: bool = False
) -> list[str]:
    """The text lines for one card: OK (with its untyped parts as notes) and diagnostics."""
    lines: list[str] = []
    record = i if multi else None
    label = f"{source}:{i}" if multi else source
    if res.ok:
        u = res.unparsed
        if not u:
            lines.append(f"{label}: OK")
        else:
            lines.append(
                f"{label}: OK ({len(u)} {'untyped part(s)' if lang == 'en' else '箇所が未型付け'})"
            )
            for part in u:
                line, col = res.normalised.offsets.line_col(part.span.start)
                where = f"{source}:{i}:{line}:{col}" if multi else f"{label}:{line}:{col}"
                kind = "note" if lang == "en" else "注記"
                what = "not typed yet" if lang == "en" else "未型付け"
                lines.append(f"{where}: {kind}: {what}: {part.text}")
    for d in res.diagnostics:
        lines.append(format_diagnostic(d, res.normalised.offsets, source, record, lang=lang))
    if with_ast and res.card is not None:
        lines.append(pretty_ast(res.card))
    return lines


def format_text(report: CheckReport, lang: str = "ja", with_ast: bool = False) -> str:
    multi = len(report.results) > 1 or report.source != "<text>"
    return "\n".join(
        line
        for i, res in enumerate(report.results, start=1)
        for line in format_result(res, i, multi, report.source, lang, with_ast)
    )


def format_json(report: CheckReport, with_ast: bool = False, stats: bool = False) -> str:
    data: dict[str, object] = {
        "game": report.game,
        "source": report.source,
        "exit_code": report.exit_code,
        "cards": [result_json(r, i, with_ast) for i, r in enumerate(report.results, start=1)],
    }
    if stats:
        data["stats"] = report.coverage().as_dict()
    return json.dumps(data, ensure_ascii=False, indent=2)


def format_stats(report: CheckReport, lang: str = "ja") -> str:
    return format_report(report.coverage(), lang)


class Run:
    """One ``check-card`` run as a stream: ``chunks()`` yields the output piece by piece while
    the cards are parsed one at a time (no card's result is kept: only the running coverage
    figures), then ``exit_code`` is set. The records are read twice — once to check the input
    (a bad record is an input error before any output), once to parse — so memory does not
    grow with the number of cards."""

    def __init__(
        self,
        game: str,
        text: str | None = None,
        file: str | None = None,
        column: str | None = None,
        stdin: bytes | None = None,
        ast: bool = False,
        as_json: bool = False,
        stats: bool = False,
        lang: str = "ja",
    ) -> None:
        if lang not in ("ja", "en"):
            raise InputError(
                f"unknown --lang {lang!r} (ja or en)", f"不明な --lang {lang!r}（ja か en）"
            )
        _known_game(game)
        self.game, self.ast, self.as_json, self.stats, self.lang = game, ast, as_json, stats, lang
        self.source, self.records = open_records(text, file, column, stdin)
        self.n = sum(1 for _ in self.records())  # reads the input once: InputError here
        if not self.n:
            raise InputError("no card text in the input", "入力にカードテキストがありません")
        self.exit_code = 0

    def chunks(self) -> Iterator[str]:
        cov = Coverage(self.game)
        multi = self.n > 1 or self.source != "<text>"
        if self.as_json:
            head = {"game": self.game, "source": self.source}
            yield json.dumps(head, ensure_ascii=False, indent=2)[:-2] + ',\n  "cards": ['
        first = True
        with collector_paused():
            for rec in self.records():
                start = time.perf_counter()
                res = _safe_parse(rec.text, self.game)
                cov.seconds += time.perf_counter() - start
                if not res.ok:
                    self.exit_code = 1
                if self.stats:
                    count(cov, res, res.unparsed if res.ok else [])
                if self.as_json:
                    card = json.dumps(
                        result_json(res, rec.number, self.ast), ensure_ascii=False, indent=2
                    )
                    yield ("" if first else ",") + "\n    " + card.replace("\n", "\n    ")
                else:
                    for line in format_result(
                        res, rec.number, multi, self.source, self.lang, self.ast
                    ):
                        yield line + "\n"
                first = False
        if self.as_json:
            tail: dict[str, object] = {"exit_code": self.exit_code}
            if self.stats:
                tail["stats"] = cov.as_dict()
            rest = json.dumps(tail, ensure_ascii=False, indent=2)[1:]
            yield "\n  ],\n" + rest + "\n"
        elif self.stats:
            yield format_report(cov, self.lang) + "\n"


def run(game: str, **options: Any) -> tuple[str, int]:
    """Everything ``shinpan check-card`` does, as data: (output, exit code); ``options`` are
    ``Run``'s (text, file, column, stdin, ast, as_json, stats, lang). Exit codes: 0 all
    cards parse, 1 some do not, 2 usage or input error (the output is then the message).
    ``Run`` gives the same output as a stream."""
    try:
        r = Run(game, **options)
        out = "".join(r.chunks())
    except InputError as e:
        lang = options.get("lang", "ja")
        return e.text(lang if lang in ("ja", "en") else "ja"), 2
    return out.rstrip("\n"), r.exit_code
