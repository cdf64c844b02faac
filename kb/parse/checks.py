"""Whole-document checks that flag text without changing it.

Possible contradictions: a negated sentence (…ません) whose affirmative twin (…ます) is printed
elsewhere in the same document, identical once numbers and quoted values are masked. The
documents are formulaic, so such a pair is far more likely to be conversion damage in one of
them than a real rule (mc 7.4.3 「通常プレイステップが与えられません」 against 7.3.3
「…与えられます」). The text is kept; the anomaly names both clauses.
"""

from __future__ import annotations

import re
from collections import defaultdict

from kb.model import Anomaly, Clause

NEGATED = re.compile(r"(?:ません|ませぬ)(?=。|$)")
_QUOTED = re.compile(r"([「『‘“])[^「」『』‘’“”]*([」』’”])")
_NUMBER = re.compile(r"[+\-−＋－]?[0-9０-９]+")
_SENTENCE = re.compile(r"[^。]+。?")


def _mask(s: str) -> str:
    return _NUMBER.sub("#", _QUOTED.sub(r"\1\2", s)).strip()


def possible_contradictions(clauses: list[Clause]) -> list[Anomaly]:
    sentences: list[tuple[Clause, str]] = []
    for c in clauses:
        if c.kind in ("clause", "list_item", "example"):
            sentences += [(c, s.strip()) for s in _SENTENCE.findall(c.text) if len(s.strip()) > 8]
    affirmative: dict[str, list[tuple[Clause, str]]] = defaultdict(list)
    for c, s in sentences:
        if not NEGATED.search(s):
            affirmative[_mask(s)].append((c, s))
    out: list[Anomaly] = []
    for c, s in sentences:
        if not NEGATED.search(s):
            continue
        twins = [
            (t, ts) for t, ts in affirmative.get(_mask(NEGATED.sub("ます", s)), []) if t.id != c.id
        ]
        if twins:
            other, text = twins[0]
            out.append(
                Anomaly(
                    c.line_start,
                    "possible_contradiction",
                    f"{c.id} says {s!r} where {other.id} says {text!r}: the same sentence negated, "
                    "likely conversion damage (text kept as printed)",
                    c.id,
                    c.offset_start,
                )
            )
    return out
