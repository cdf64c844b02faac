"""The offline search index of a rulebook page: built at site-build time, read by
``static/site.js`` in the browser (no server).

The same keys as the KB's full-text index (kb/text.py: NFKC, lower case, katakana → hiragana,
letters and digits only) cut into overlapping character bigrams, so two-character words such
as 山札 or 敗北 match exactly; a one-character query matches every bigram that starts with it.
A query matches a clause holding every bigram of every word; clauses are ranked by the summed
inverse document frequency of their bigrams, title matches first.

Shape (``search-index.js``: ``window.SHINPAN_INDEX = {…};``, a script so that the search works
from ``file://`` too)::

    {"v": 1, "docs": [[id, page, label, excerpt], …],
     "grams": {"山札": [d0, d1 - d0, …], …}}      # postings, delta-coded doc numbers
"""

from __future__ import annotations

from typing import Any

from kb.text import key_with_offsets, word_chars

EXCERPT = 40  # characters of a clause's text shown in a search result


def key(text: str) -> str:
    return word_chars(key_with_offsets(text)[0])


def bigrams(k: str) -> set[str]:
    return {k[i : i + 2] for i in range(len(k) - 1)}


def build_index(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """`rows`: clauses with ``id``, ``page`` (the chapter page slug), ``title``, ``text``."""
    docs: list[list[str]] = []
    grams: dict[str, list[int]] = {}
    for r in rows:
        k = key(f"{r['title']}\n{r['text']}")
        if not k:
            continue
        n = len(docs)
        text = " ".join(r["text"].split())
        excerpt = text[:EXCERPT] + ("…" if len(text) > EXCERPT else "")
        docs.append([r["id"], r["page"], r["title"], excerpt])
        for g in sorted(bigrams(k) or {k}):
            grams.setdefault(g, []).append(n)
    coded = {}
    for g, post in grams.items():
        prev, out = 0, []
        for d in post:
            out.append(d - prev)
            prev = d
        coded[g] = out
    return {"v": 1, "docs": docs, "grams": coded}
