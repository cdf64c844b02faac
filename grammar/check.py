"""Library side of ``shinpan check-card``: read card records (text, plain-text blocks, JSON
Lines, CSV), parse each, and return the findings as data; formatting helpers render them as
compiler-style text (Japanese or English) or JSON. Never raises on bad card text."""

from __future__ import annotations

import csv
import dataclasses
import io
import json
import time
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path

from grammar import ast as A
from grammar.batch import collector_paused
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
            cov.cards += 1
            if not res.ok:
                continue
            cov.structural += 1
            unparsed = res.unparsed
            if not unparsed:
                cov.fully_typed += 1
                cov.round_trip += round_trips(res)
            for u in unparsed:
                cov.clusters[template(u.text)] += 1
        return cov


def _decode(data: bytes) -> str:
    if len(data) > MAX_BYTES:
        raise InputError(
            f"input larger than {MAX_BYTES} bytes", f"入力が {MAX_BYTES} バイトを超えています"
        )
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("utf-8", errors="replace")


def read_records(
    text: str | None = None,
    file: str | None = None,
    column: str | None = None,
    stdin: bytes | None = None,
) -> tuple[str, list[Record]]:
    """Records from exactly one source. Files: ``.jsonl`` (``text`` field), ``.csv`` (needs
    ``column``), anything else plain text with one card per blank-line-separated block."""
    if text is not None:
        return "<text>", [Record(1, text)]
    if file is None:
        if stdin is None:
            raise InputError(
                "no card text: give TEXT, --file or stdin",
                "カードテキストがありません: TEXT、--file、標準入力のいずれかで与えてください",
            )
        return "<stdin>", _blocks(_decode(stdin))
    path = Path(file)
    try:
        data = path.read_bytes()
    except OSError as e:
        raise InputError(
            f"cannot read {file}: {e.strerror or e}", f"{file} を読めません: {e.strerror or e}"
        ) from None
    content = _decode(data)
    if path.suffix.lower() in (".jsonl", ".ndjson"):
        return file, _jsonl(content)
    if path.suffix.lower() == ".csv":
        if not column:
            raise InputError(
                "--column is required for CSV input", "CSV の入力には --column が必要です"
            )
        return file, _csv(content, column)
    return file, _blocks(content)


def _blocks(content: str) -> list[Record]:
    blocks: list[str] = []
    cur: list[str] = []
    for line in content.replace("\r\n", "\n").split("\n"):
        if line.strip():
            cur.append(line)
        elif cur:
            blocks.append("\n".join(cur))
            cur = []
    if cur:
        blocks.append("\n".join(cur))
    return [Record(i + 1, b) for i, b in enumerate(blocks)]


def _jsonl(content: str) -> list[Record]:
    out: list[Record] = []
    for i, line in enumerate(content.splitlines()):
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
        out.append(Record(len(out) + 1, obj["text"]))
    return out


def _csv(content: str, column: str) -> list[Record]:
    try:
        reader = csv.DictReader(io.StringIO(content))
        if reader.fieldnames is None or column not in reader.fieldnames:
            raise InputError(f"CSV has no column {column!r}", f"CSV に列 {column!r} がありません")
        return [Record(i + 1, row.get(column) or "") for i, row in enumerate(reader)]
    except csv.Error as e:
        raise InputError(f"bad CSV: {e}", f"CSV を読めません: {e}") from None


def check(records: list[Record], game: str, source: str = "<text>") -> CheckReport:
    if game not in GAMES:
        raise InputError(
            f"unknown game {game!r} (one of {', '.join(GAMES)})",
            f"不明なゲーム {game!r}（{', '.join(GAMES)} のいずれか）",
        )
    report = CheckReport(game, source)
    with collector_paused():
        start = time.perf_counter()
        for rec in records:
            report.results.append(_safe_parse(rec.text, game))
        report.seconds = time.perf_counter() - start
    return report


def _safe_parse(text: str, game: str) -> ParseResult:
    try:
        return parse_card(text, game)
    except Exception as e:  # noqa: BLE001 - a parser bug must not become a traceback
        res = ParseResult(game, text, normalise(text), None)
        res.diagnostics.append(
            Diagnostic("error", f"internal parser error: {type(e).__name__}", A.Span(0, 0))
        )
        return res


# ------------------------------------------------------------------ output


def to_jsonable(node: object) -> object:
    if isinstance(node, Enum):
        return node.value
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        out: dict[str, object] = {"node": type(node).__name__}
        for f in dataclasses.fields(node):
            value = getattr(node, f.name)
            if f.name == "span":
                out["span"] = [value.start, value.end]
            elif value not in (None, (), "", False) or f.name in ("value",):
                out[f.name] = to_jsonable(value)
        return out
    if isinstance(node, tuple | list):
        return [to_jsonable(x) for x in node]
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


def format_text(report: CheckReport, lang: str = "ja", with_ast: bool = False) -> str:
    lines: list[str] = []
    multi = len(report.results) > 1 or report.source != "<text>"
    for i, res in enumerate(report.results, start=1):
        record = i if multi else None
        label = f"{report.source}:{i}" if multi else report.source
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
                    where = (
                        f"{report.source}:{i}:{line}:{col}" if multi else f"{label}:{line}:{col}"
                    )
                    kind = "note" if lang == "en" else "注記"
                    what = "not typed yet" if lang == "en" else "未型付け"
                    lines.append(f"{where}: {kind}: {what}: {part.text}")
        for d in res.diagnostics:
            lines.append(
                format_diagnostic(d, res.normalised.offsets, report.source, record, lang=lang)
            )
        if with_ast and res.card is not None:
            lines.append(pretty_ast(res.card))
    return "\n".join(lines)


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


def run(
    game: str,
    text: str | None = None,
    file: str | None = None,
    column: str | None = None,
    stdin: bytes | None = None,
    ast: bool = False,
    as_json: bool = False,
    stats: bool = False,
    lang: str = "ja",
) -> tuple[str, int]:
    """Everything ``shinpan check-card`` does, as data: (output, exit code). Exit codes: 0 all
    cards parse, 1 some do not, 2 usage or input error (the output is then the message)."""
    if lang not in ("ja", "en"):
        return f"unknown --lang {lang!r} (ja or en) / 不明な --lang {lang!r}（ja か en）", 2
    try:
        source, records = read_records(text, file, column, stdin)
        if not records:
            raise InputError("no card text in the input", "入力にカードテキストがありません")
        report = check(records, game, source)
    except InputError as e:
        return e.text(lang), 2
    if as_json:
        return format_json(report, ast, stats), report.exit_code
    out = format_text(report, lang, ast)
    if stats:
        out += "\n" + format_stats(report, lang)
    return out, report.exit_code
