"""Defined terms: which clause defines a term, and which clauses use it.

Definition patterns (Japanese rules prose):
  「X」と呼びます / Xと呼ばれ / 「X」といいます / ‘X’と表記します   (naming)
  Xとは、…                                                        (definition sentence)
  「X」は…を指します / …のことです / …を意味します                  (definition by predicate)
A reading printed right after the term, X(よみ), is kept.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from kb.model import Clause, Term

_OPEN = "「『‘“《«'\""
_CLOSE = "」』’”》»'\""
_Q_OPEN = f"[{re.escape(_OPEN)}]"
_Q_CLOSE = f"[{re.escape(_CLOSE)}]"
_INNER = rf"[^{re.escape(_OPEN + _CLOSE)}、。\n]{{1,30}}"
_WORD = r"[\u30A0-\u30FF\u4E00-\u9FFF\u3005ー・A-Za-zＡ-Ｚａ-ｚ]{2,15}"
_NAMING = r"(?:と|って)\s*(?:呼びます|呼ばれ|呼び|呼ぶ|いいます|言います|いう|表記します|称します|定義します)"

PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("quoted_naming", re.compile(rf"{_Q_OPEN}(?P<t>{_INNER}){_Q_CLOSE}\s*{_NAMING}")),
    ("naming", re.compile(rf"(?<![\u30A0-\u30FF\u4E00-\u9FFFー・])(?P<t>{_WORD}){_NAMING}")),
    ("toha", re.compile(rf"(?:^|。|\n)\s*{_Q_OPEN}?(?P<t>[^、。とは{re.escape(_OPEN + _CLOSE)}\n]{{1,20}}?){_Q_CLOSE}?\s*とは[、,]")),
    (
        "predicate",
        re.compile(rf"(?:^|。|\n)\s*{_Q_OPEN}(?P<t>{_INNER}){_Q_CLOSE}\s*は、?[^。]{{0,120}}?(?:を指します|のことです|のことを指します|を意味します|を表します)"),
    ),
]
READING = re.compile(r"^[(（]([ぁ-ゖー]{2,})[)）]")
# Words that the patterns catch but that are not terms: pronouns and generic heads.
STOP = {"これ", "それ", "この", "その", "あれ", "ここ", "以下", "以上", "上記", "後述", "前述", "こと", "もの"}


def extract_terms(clauses: Iterable[Clause]) -> list[Term]:
    out: list[Term] = []
    seen: set[tuple[str, str]] = set()
    for c in clauses:
        if c.kind not in ("clause", "list_item", "chapter", "section"):
            continue
        for name, pat in PATTERNS:
            for m in pat.finditer(c.text):
                term = m.group("t").strip().strip("・")
                if len(term) < 2 or term in STOP or term.isdigit():
                    continue
                key = (term, c.id)
                if key in seen:
                    continue
                seen.add(key)
                rm = READING.match(c.text[m.end("t") + 1 :] if m.end("t") < len(c.text) else "")
                out.append(Term(term=term, clause=c.id, reading=rm.group(1) if rm else "", pattern=name))
    return out


def term_uses(terms: list[Term], clauses: Iterable[Clause]) -> list[tuple[str, str]]:
    """(term, clause) for each clause other than a defining one whose text contains the term."""
    defining: dict[str, set[str]] = {}
    for t in terms:
        defining.setdefault(t.term, set()).add(t.clause)
    names = sorted(defining, key=len, reverse=True)
    uses: list[tuple[str, str]] = []
    for c in clauses:
        if c.kind == "synthetic" or not c.text:
            continue
        text = c.text
        for name in names:
            if name in text and c.id not in defining[name]:
                uses.append((name, c.id))
    return uses
