"""The card texts a rules document prints as examples (issue 12), read from the document itself.

A general reader, the same for every game: the document is split into clauses by the KB's own
parser (``kb.parse``); an *example context* is a clause the parser marks as an example
(「例)」, 「【例】」 …) or the part of a clause after an example marker (「例」, 「例えば」,
「例:」, 「(例 …)」, 「【例1】」); in it every outermost quoted span — 「…」, 『…』, 《…》, {…} —
and the parenthesised text printed after a quoted card name (「名前」(…) / 「名前」4/4(…)) is a
candidate. A candidate is an ability or effect text when it reads as a sentence of card text:
it ends in a predicate (a verb or adjective ending, or 。) and holds a case particle; names,
keywords and values (「雷撃」, 「種族:ドラゴン」, 「攻撃力:+3」) are not, and neither are
templates with a slot (「～を選ぶ」). A text printed as a cost — under a heading on costs, or
followed by 「というコスト」 — has the role ``cost``; one printed as a card's replay instruction
(WS 11.3.2 「そのカードのリプレイ指示が「…」」) has the role ``replay``. Clause example bodies that are themselves a whole card text
(MC 2.1.8.4.x 【例】◎[…]…) are taken as printed, from the marker on.

``python -m grammar.examples GAME`` writes the texts as JSON lines (``clause``, ``text``), the
format ``python -m ruling.abilities GAME FILE`` reads; ``--all`` adds the candidates that are
not ability texts, with ``kind`` saying why.
"""

from __future__ import annotations

import json
import re
import sys
import tomllib
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
SOURCES = REPO / "kb" / "sources"

# an example marker, and where its context starts (just after it)
_MARKER = re.compile(r"【例\d*】|例えば、?|例\d*[)）:：]?\s*|(?<=[(（])例\s*")
_NOT_MARKER = re.compile(r"例外|例示|比例|慣例|通例|用例|条例|事例|例文")
# (VG quotes an effect's text between ‘…’, and once between ASCII '…': 13.x 例 '疑似カード A を…')
_PAIRS = {"「": "」", "『": "』", "《": "》", "{": "}", "‘": "’", "'": "'"}
_CLOSERS = set(_PAIRS.values())
# a quoted card name followed by its text in parentheses, values between (「X」4/4(…))
_NAMED_TEXT = re.compile(r"」\s*(?:\d+/\d+)?\s*[(（]")
# a card text printed whole after the marker: a mark and a bracketed label, or a keyword in
# 【…】 (MC 2.1.8.4.5 【例】【専用】「種族:錬金生物」(…)), starts it
_WHOLE_CARD = re.compile(r"^[◎●○□■◇◆]\s*[\[［]|^[◎●○□■◇◆]\S+[\[［]|^【(?!例)[^】]+】")
# a sentence's end: a verb's or adjective's terminal form (not the continuative 「失い」 / 「受け」)
# a stat modification ends an effect too (VG 「そのターン中、あなたのユニット2枚のパワー+3000」)
_PREDICATE_END = re.compile(r"(?:[るすくぐぶむうつぬた]|ない|よい|。|[+＋\-－]\d+)$")
# a case particle, or a count of cards standing for the object (VG 11.8.5.1 ‘1 枚引く’)
_PARTICLE = re.compile(r"[をにがはでへ]|\d\s*枚")
_SLOT = re.compile(r"[～〜]|\(効果\)|\(条件\)|\[行動")


@dataclass(frozen=True)
class Example:
    clause: str
    text: str
    kind: str  # "ability", or why not: "fragment", "template", "name", "event" (an event / state)
    role: str = "ability"  # "cost": printed as a cost (in a clause on costs, or 「…」というコスト);
    # "replay": printed as a card's replay instruction (「リプレイ指示が「…」」, WS 11.3.1.2)
    # the kind of ability the document names the quote (‘…’という自動能力: "auto"; 起動能力:
    # "act"; 永続能力: "cont"), its icon not printed in the quote; "" when not named
    named: str = ""


def _matching(text: str, start: int) -> int:
    """Index of the bracket closing the one at ``start`` (nesting of the same kind counted)."""
    open_, close = text[start], _PAIRS.get(text[start], ")")
    if open_ in "(（":
        close = ")" if open_ == "(" else "）"
    if open_ == close:  # a quote that opens and closes with one character: the next one closes
        end = text.find(close, start + 1)
        return end
    depth = 0
    for i in range(start, len(text)):
        ch = text[i]
        if ch == open_ or (open_ in "(（" and ch in "(（"):
            depth += 1
        elif ch == close or (open_ in "(（" and ch in ")）"):
            depth -= 1
            if depth == 0:
                return i
    return -1


def _spans(context: str) -> Iterator[str]:
    """The outermost quoted spans of an example context, and a named card's parenthesised text."""
    i = 0
    while i < len(context):
        ch = context[i]
        if ch in _PAIRS:
            end = _matching(context, i)
            if end < 0:
                i += 1
                continue
            yield context[i + 1 : end]
            m = _NAMED_TEXT.match(context, end)
            if ch == "「" and m:
                paren = m.end() - 1
                close = _matching(context, paren)
                if close > 0:
                    yield context[paren + 1 : close]
                    i = close + 1
                    continue
            i = end + 1
            continue
        i += 1


def classify(text: str) -> str:
    """``ability`` (a sentence of card text), ``template`` (a slot in it), ``fragment`` (a
    phrase cut before its predicate's end) or ``name`` (a name, keyword or value)."""
    if _SLOT.search(text):
        return "template"
    first = text.strip().split("。", 1)[0]  # the first sentence decides (「…与える。n は…の数」)
    if not _PARTICLE.search(first) or len(first) < 4:
        return "name"
    if "。" in text or _PREDICATE_END.search(first):
        return "ability"
    return "fragment"


def _contexts(clause_text: str, is_example: bool) -> Iterator[str]:
    if is_example:
        yield clause_text
        return
    for m in _MARKER.finditer(clause_text):
        if _NOT_MARKER.match(clause_text, max(0, m.start() - 1)) or _NOT_MARKER.match(
            clause_text, m.start()
        ):
            continue
        # the context ends where the paragraph (◆ bullet) or the parenthesis it opens in ends
        rest = clause_text[m.end() :]
        if m.start() > 0 and clause_text[m.start() - 1] in "(（":
            close = _matching(clause_text, m.start() - 1)
            rest = clause_text[m.end() : close] if close > 0 else rest
            if rest.strip() and rest.strip()[0] not in _PAIRS:
                # 「(例 あなたはリングのカードを選び)」: the parenthesis holds the example itself
                yield "\x00" + rest.strip()
                continue
        yield rest.split("◆", 1)[0]


def _whole_card(context: str) -> str | None:
    body = _MARKER.sub("", context, count=1).strip() if _MARKER.match(context) else context
    return body if _WHOLE_CARD.match(body) else None


# a quote closed and named a cost: 「…」というコスト / {…}というコスト
_COST_AFTER = re.compile(r"^[」』》}’']\s*という(?:コスト|代用コスト|追加コスト)")
# a quote closed and named an event or a state (VG 4.x ‘リアガードがアタックした’事象 /
# ‘…アタックしている’状態): a description of the game's situation, not a card's text
_NAMED_AFTER = re.compile(r"^[」』》}’']\s*という(自動|起動|永続)能力")
_NAMED_KIND = {"自動": "auto", "起動": "act", "永続": "cont"}
_EVENT_AFTER = re.compile(r"^[」』》}’']\s*(?:事象|状態)")
# a quote opened as what a card's replay instruction is (WS 11.3.2 「そのカードのリプレイ指示が「…」
# である場合」): the instruction's line, not an ability
_REPLAY_BEFORE = re.compile(r"リプレイ指示[がは]\s*[「『]$")


def _title(clause: Any, by_id: dict[str, Any]) -> str:
    """The heading a clause is under: its own title, else its nearest ancestor's."""
    c = clause
    while c is not None:
        if c.title:
            return str(c.title)
        c = by_id.get(c.parent) if c.parent else None
    return ""


def extract(text: str, game: str, family: str) -> list[Example]:
    """Every candidate example text of a rules document, in document order, deduplicated."""
    from kb.parse import parse_document

    out: list[Example] = []
    seen: set[str] = set()
    clauses = parse_document(text, game, family).clauses
    by_id = {c.id: c for c in clauses}
    for clause in clauses:
        cid = clause.id.split("#", 1)[0]
        on_costs = "コスト" in _title(clause, by_id)
        printed = text[clause.offset_start : clause.offset_end]  # as printed, line breaks and all
        for ctx in _contexts(printed, clause.kind == "example"):
            whole = ctx[1:] if ctx.startswith("\x00") else _whole_card(ctx.strip())
            found = [whole] if whole else list(_spans(ctx))
            for span in found:
                span = span.strip()
                if not span or span in seen:
                    continue
                seen.add(span)
                kind = "ability" if whole and _WHOLE_CARD.match(whole) else classify(span)
                after = printed[printed.find(span) + len(span) :][:12]
                cost = not whole and (on_costs or bool(_COST_AFTER.match(after)))
                if not whole and kind == "ability" and _EVENT_AFTER.match(after):
                    kind = "event"
                named = _NAMED_AFTER.match(after) if not whole else None
                before = printed[: printed.find(span)].rstrip(" \u3000")
                replay = not whole and bool(_REPLAY_BEFORE.search(before))
                role = "cost" if cost else "replay" if replay else "ability"
                out.append(Example(cid, span, kind, role, _NAMED_KIND[named[1]] if named else ""))
    return out


def game_examples(game: str, *, all_kinds: bool = False) -> list[Example]:
    games = tomllib.loads((REPO / "kb" / "games.toml").read_text(encoding="utf-8"))
    meta = games[game]
    text = (SOURCES / meta["file"]).read_text(encoding="utf-8")
    found = extract(text, game, meta["format"])
    return found if all_kinds else [e for e in found if e.kind == "ability"]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    usage = "usage: python -m grammar.examples GAME [--all]"
    all_kinds = "--all" in args
    rest = [a for a in args if a != "--all"]
    if len(rest) != 1:
        print(usage, file=sys.stderr)
        return 2
    games = tomllib.loads((REPO / "kb" / "games.toml").read_text(encoding="utf-8"))
    if rest[0] not in games:
        print(f"不明なゲームです: {rest[0]}（{usage}）", file=sys.stderr)
        return 2
    for e in game_examples(rest[0], all_kinds=all_kinds):
        print(json.dumps(asdict(e), ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
