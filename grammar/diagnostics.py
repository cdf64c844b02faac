"""Compiler-style diagnostics: structural syntax errors with expected/found tokens and hints,
formatted as ``FILE:RECORD:LINE:COL: error: …`` with the source line and a caret, positions
mapped back through the normaliser's offset map."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from grammar import ast as A
from grammar.normalise import OffsetMap

if TYPE_CHECKING:
    import lark

# readable names for the structural grammars' terminals
TOKEN_NAMES = {
    "RSQB": "']'",
    "LSQB": "'['",
    "RPAR": "')'",
    "LPAR": "'('",
    "__ANON_0": "'』'",
    "COMMA": "'、'",
    "PERIOD": "'。'",
    "COLON": "':'",
    "MARKER": "ability marker 【自】/【永】/【起】",
    "LABEL": "label 【…】",
    "TEXT": "text",
    "NAME": "name 「…」",
    "TRAIT": "trait 《…》",
    "KEYWORD": "keyword",
    "$END": "end of text",
    "_NL": "line break",
    "INT": "number",
    "NAME_": "name",
}

OPENERS = {"『": "』", "「": "」", "《": "》", "(": ")", "[": "]", "【": "】"}
CLOSERS = {v: k for k, v in OPENERS.items()}


def _name(tok: str) -> str:
    if tok in TOKEN_NAMES:
        return TOKEN_NAMES[tok]
    if tok.startswith("__ANON") or tok.isupper():
        return tok.lower()
    return tok


def _expected_names(e: lark.exceptions.UnexpectedInput, game: str) -> tuple[str, ...]:
    from grammar.structure import structure_parser

    expected: Iterable[str] = getattr(e, "expected", None) or getattr(e, "allowed", None) or ()
    names = set()
    for t in expected:
        if t.startswith("__ANON"):
            try:
                names.add(repr(structure_parser(game).get_terminal(t).pattern.value))
                continue
            except KeyError:
                pass
        names.add(_name(t))
    return tuple(sorted(names))


def bracket_hint(text: str) -> tuple[int, str] | None:
    """The first unbalanced bracket: (offset, hint)."""
    stack: list[tuple[str, int]] = []
    for i, ch in enumerate(text):
        if ch in OPENERS:
            stack.append((ch, i))
        elif ch in CLOSERS:
            if stack and stack[-1][0] == CLOSERS[ch]:
                stack.pop()
            else:
                return i, f"'{ch}' closes nothing: is its '{CLOSERS[ch]}' missing?"
        elif ch == "\n" and stack and stack[-1][0] in "「《【":
            opener, pos = stack[-1]
            return pos, f"'{opener}' is not closed on its line: add '{OPENERS[opener]}'"
    if stack:
        opener, pos = stack[-1]
        return pos, f"'{opener}' is never closed: add '{OPENERS[opener]}'"
    return None


def keyword_hint(word: str, known: Iterable[str]) -> str:
    """The nearest known keyword to a bracketed word that may be a misspelling; "" when there
    is none, or when the word is a keyword's own spelling (a keyword printed as a noun, e.g.
    a state 「【精神汚染】状態」, is no typo)."""
    names = list(known)
    if word in names:
        return ""
    close = difflib.get_close_matches(word, names, n=1, cutoff=0.5)
    return f"unknown 【{word}】; did you mean 【{close[0]}】?" if close else ""


def structural_diagnostic(game: str, text: str, e: lark.exceptions.LarkError):  # noqa: ANN201
    import lark.exceptions  # loaded already: ``e`` is Lark's

    from grammar.parse import Diagnostic

    pos = getattr(e, "pos_in_stream", None)
    if pos is None:
        pos = 0
    found = ""
    token = getattr(e, "token", None)
    if token is not None:
        found = "end of text" if token.type == "$END" else repr(str(token))
        if token.type == "$END":
            pos = len(text)
    elif isinstance(e, lark.exceptions.UnexpectedCharacters):
        found = repr(text[pos : pos + 1])
    expected = _expected_names(e, game) if isinstance(e, lark.exceptions.UnexpectedInput) else ()
    hint = ""
    bh = bracket_hint(text)
    if bh is not None:
        pos, hint = bh
        found = repr(text[pos])
    message = f"expected {', '.join(expected) or 'something else'}, found {found or '?'}"
    return Diagnostic("error", message, A.Span(pos, pos + 1), expected, found, hint)


def format_diagnostic(
    diag, offsets: OffsetMap, filename: str = "<text>", record: int | None = None, lang: str = "ja"
) -> str:
    """``FILE:RECORD:LINE:COL: error: message`` + source line + caret (+ hint)."""
    line, col = offsets.line_col(diag.span.start)
    where = (
        f"{filename}:{record}:{line}:{col}" if record is not None else f"{filename}:{line}:{col}"
    )
    sev = diag.severity if lang == "en" else {"error": "エラー", "warning": "警告"}[diag.severity]
    msg = diag.message if lang == "en" else translate(diag)
    src = offsets.source_line(line)
    caret_col = sum(2 if _wide(ch) else 1 for ch in src[: col - 1])
    out = [f"{where}: {sev}: {msg}", "    " + src, "    " + " " * caret_col + "^"]
    if diag.hint:
        out.append(("    hint: " if lang == "en" else "    ヒント: ") + _hint(diag.hint, lang))
    return "\n".join(out)


def _wide(ch: str) -> bool:
    import unicodedata

    return unicodedata.east_asian_width(ch) in ("W", "F")


def translate(diag) -> str:
    if diag.expected or diag.found:
        exp = "、".join(diag.expected) or "別の語"
        return f"{exp} が必要ですが、{diag.found or '?'} があります"
    if diag.message.startswith("unknown keyword "):
        return f"未知のキーワード {diag.message[len('unknown keyword ') :]}"
    m = re.match(r"card text longer than (\d+) characters \((\d+)\): not parsed$", diag.message)
    if m:
        return f"カードテキストが {m.group(1)} 文字を超えています（{m.group(2)} 文字）。解析していません"
    m = re.match(r"brackets nested more than (\d+) deep: not parsed$", diag.message)
    if m:
        return f"括弧の入れ子が {m.group(1)} 段を超えています。解析していません"
    if diag.message.startswith("internal parser error (a bug in shinpan)"):
        return (
            "内部の解析エラー（shinpan のバグです）: このカードテキストを報告してください。"
            "SHINPAN_DEBUG=1 でトレースバックを表示します"
        )
    return {"empty card text": "カードテキストが空です"}.get(diag.message, diag.message)


def _hint(hint: str, lang: str) -> str:
    if lang == "en":
        return hint
    if "is never closed" in hint or "is not closed" in hint:
        return f"{hint.split(chr(39))[1]} が閉じられていません"
    if "closes nothing" in hint:
        return f"{hint.split(chr(39))[1]} に対応する開き括弧がありません"
    if hint.startswith("unknown 【") and "did you mean " in hint:
        return f"もしかして {hint.rsplit('did you mean ', 1)[1].rstrip('?')} ですか?"
    return hint
