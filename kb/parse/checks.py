"""Whole-document checks that flag text without changing it.

Possible contradictions: a negated sentence (…ません) whose affirmative twin (…ます) is printed
elsewhere in the same document, identical once numbers and quoted values are masked. The
documents are formulaic, so such a pair is far more likely to be conversion damage in one of
them than a real rule (mc 7.4.3 「通常プレイステップが与えられません」 against 7.3.3
「…与えられます」). The text is kept; the anomaly names both clauses.

Odd negations: a sentence of a です/ます document that ends in an archaic or plain negation
(…ませぬ。, …ず。) is out of the document's register; in these documents such an ending marks
an edited sentence (mc 4.3.6 「解決されませぬ」 where the counter-chain rules of 10.3 resolve
the abilities). It is flagged, never corrected.
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


_ODD_NEGATION = re.compile(r"(?:ませぬ|ず)(?=。)")
_POLITE_END = re.compile(r"(?:ます|です|ません|ました|でした)。")


def odd_negations(clauses: list[Clause]) -> list[Anomaly]:
    """Sentences ending in …ませぬ / …ず in a document written in the polite register."""
    texts = [c.text for c in clauses if c.kind in ("clause", "list_item", "example")]
    polite = sum(len(_POLITE_END.findall(t)) for t in texts)
    ends = sum(t.count("。") for t in texts)
    if not ends or polite < ends / 2:
        return []  # not a polite-register document: a plain ending is its style
    out: list[Anomaly] = []
    for c in clauses:
        if c.kind not in ("clause", "list_item", "example"):
            continue
        for m in _ODD_NEGATION.finditer(c.text):
            start = c.text.rfind("。", 0, m.start()) + 1
            sentence = c.text[start : m.end() + 1]
            out.append(
                Anomaly(
                    c.line_start,
                    "odd_negation",
                    f"{c.id} ends a sentence with {m.group()!r} in a document written with "
                    f"…ます/…です: {sentence!r} (out of register, likely edited; check the "
                    "rules around it)",
                    c.id,
                    c.offset_start,
                    f"{c.id} は …ます/…です で書かれた文書で文を {m.group()!r} で終えている: "
                    f"{sentence!r}（文体から外れており、編集された可能性がある。前後の規則を確認）",
                )
            )
    return out


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
                    f"{c.id} は {s!r}、{other.id} は {text!r}: 同じ文の否定形であり、変換時の"
                    "破損の可能性が高い（本文は印刷どおり保持）",
                )
            )
    return out
