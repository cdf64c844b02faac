"""The `ask` index, written into the KB by the build (kb/build.py calls :func:`write_index`).

Tables (all rows keyed by game and version):

* ``ask_docs``      one row per clause: kind, field lengths (in tokens), whether it lies in a
  rule-process chapter;
* ``ask_lists``     one row per token: its posting list, a JSON array of
  ``[clause id, tf_text, tf_head, tf_terms, tf_ctx, tf_refs, impact]`` in clause-id order —
  the token's frequency in five fields: ``text`` (the clause),
  ``head`` (its own title and its ancestors' titles), ``terms`` (terms the clause defines)
  ``ctx`` (the text of its parent clause: a step inherits the sentence that lists it) and
  ``refs`` (the text of the clauses it cites by number: 「6.5.1.2.4 と 6.5.1.2.5 は…1回しか」
  holds the words of the two actions it limits);
  its *impact* (the token's whole BM25F contribution to the clause under the default
  weights, IDF included, so a question only adds numbers up; written by ``repr``, so it
  reads back as the same float). One row per token instead of one per posting: the build
  writes 7,763 rows instead of 102,769. The view ``ask_postings`` unpacks it, one row per
  posting (``json_each``), for people and tests;
* ``ask_tokens``    per token and document: document frequency, frequency in clause texts
  (game inference) and the largest impact;
* ``ask_stats``     per document: clause count and average field lengths (BM25F);
* ``ask_terms``     defined terms as token sequences, to spot them in a question;
* ``ask_restate``   pairs of clauses that state the same rule in two places, and which of the
  two is the rule process that applies it;
* ``ask_meta``      the analyser the index was built with (questions must use the same), the
  layout version (:data:`LAYOUT`; an index of another layout is rebuilt) and the BM25F
  parameters the impacts were computed with.

Nothing here is computed at question time but the highlights of the hits shown (their
title and text analysed again, :func:`token_spans`).
"""

from __future__ import annotations

import json
import math
import sqlite3
from collections import Counter, defaultdict
from dataclasses import dataclass
from itertools import chain
from operator import itemgetter
from pathlib import Path

from kb.ask.analyse import DEFAULT, Analyser, Token, analyser
from kb.ask.analysed import Norms, lookup

# Version of the table layout below; `is_current` is false for an index of another layout,
# and the KB then rebuilds it (kb.build.ensure_ask_index).
LAYOUT = "6"

TABLES = (
    "ask_meta",
    "ask_docs",
    "ask_postings",  # a table up to layout 5, a view over ask_lists since
    "ask_lists",
    "ask_tokens",
    "ask_stats",
    "ask_terms",
    "ask_restate",
)

SCHEMA = """
create table ask_meta (key text primary key, value text);
create table ask_docs (
  game text, version text, id text, kind text, ord integer, parent text,
  len_text integer, len_head integer, len_terms integer, len_ctx integer, len_refs integer,
  process integer,
  primary key (game, version, id));
create table ask_lists (
  game text, version text, token text, postings text,
  primary key (game, version, token)) without rowid;
create view ask_postings (
  game, version, token, id, tf_text, tf_head, tf_terms, tf_ctx, tf_refs, impact) as
  select l.game, l.version, l.token, json_extract(p.value, '$[0]'),
    json_extract(p.value, '$[1]'), json_extract(p.value, '$[2]'), json_extract(p.value, '$[3]'),
    json_extract(p.value, '$[4]'), json_extract(p.value, '$[5]'), json_extract(p.value, '$[6]')
  from ask_lists l, json_each(l.postings) p;
create table ask_tokens (
  game text, version text, token text, df integer, cf_text integer, max_impact real,
  primary key (game, version, token)) without rowid;
create table ask_stats (
  game text, version text, n integer, avg_text real, avg_head real, avg_terms real,
  avg_ctx real, avg_refs real, primary key (game, version));
create table ask_terms (game text, version text, key text, term text, clause text);
create index ask_terms_key on ask_terms (game, version, key);
create table ask_restate (
  game text, version text, a text, b text, similarity real, process text);
create index ask_restate_a on ask_restate (game, version, a);
"""

# BM25F parameters the stored impacts are computed with (the defaults of
# kb.ask.search.Params; a search with other values recomputes from the frequencies).
K1 = 1.2
WEIGHTS = (1.0, 1.0, 1.5, 0.2, 0.3)
B = (0.75, 0.5, 0.3, 0.75, 0.75)


def bm25_key(k1: float, weights: tuple[float, ...], b: tuple[float, ...]) -> str:
    return repr((float(k1), tuple(map(float, weights)), tuple(map(float, b))))


def idf(n: int, df: int) -> float:
    return math.log(1 + (n - df + 0.5) / (df + 0.5))


def field_tf(
    tfs: tuple[int, ...],
    lens: tuple[int, ...],
    avgs: tuple[float, ...],
    weights: tuple[float, ...],
    b: tuple[float, ...],
) -> float:
    """BM25F's pseudo-frequency: field frequencies, length-normalised and weighted."""
    return sum(
        w * f / (1 - bb + bb * ln / max(avg, 1e-9))
        for w, bb, avg, f, ln in zip(weights, b, avgs, tfs, lens, strict=True)
        if f
    )


def is_current(con: sqlite3.Connection) -> bool:
    """Whether the KB open on `con` has an ask index of this layout."""
    try:
        row = con.execute("select value from ask_meta where key='layout'").fetchone()
    except sqlite3.DatabaseError:
        return False
    return bool(row) and row[0] == LAYOUT


def file_is_current(db: Path) -> bool:
    """Whether the KB file at `db` has an ask index of this layout (opened read-only; a file
    that is not a KB has none)."""
    from kb.store import ro_uri

    try:
        con = sqlite3.connect(ro_uri(db), uri=True)
        try:
            return is_current(con)
        finally:
            con.close()
    except sqlite3.DatabaseError:
        return False


_first = itemgetter(0)  # a clause id in per_doc, a token in postings

# Indexed fields, in the column order of ask_postings / ask_docs / ask_stats.
FIELDS = ("text", "head", "terms", "ctx", "refs")
# The chapter that applies rules automatically is titled like this in every game that has one.
PROCESS_TITLE = "ルール処理"
# Restatement: two clauses in different chapters whose token sets overlap this much.
RESTATE_MIN = 0.5
RESTATE_MIN_TOKENS = 5
# Keep, for each clause, only the partners this close to its best one.
RESTATE_BAND = 0.1


@dataclass
class _Doc:
    id: str
    kind: str
    ord: int
    parent: str | None
    title: str
    text: str
    chapter: str
    process: bool


def _head_titles(heading_path: str, title: str) -> str:
    """Ancestor titles without their ids, and the clause's own title."""
    parts = []
    for p in heading_path.split(" > ") if heading_path else []:
        _, _, t = p.partition(" ")
        parts.append(t if t else p)
    if title:
        parts.append(title)
    return "\n".join(parts)


def write_index(con: sqlite3.Connection, analyser_name: str = DEFAULT) -> None:
    """(Re)write every ask table for every document in the KB open on `con`."""
    an = analyser(analyser_name)
    kinds = dict(con.execute("select name, type from sqlite_master where name like 'ask%'"))
    for name in TABLES:  # an index of an older layout is replaced, not patched
        if kinds.get(name) in ("table", "view"):
            con.execute(f"drop {kinds[name]} {name}")
    con.executescript(SCHEMA)
    con.executemany(
        "insert into ask_meta values (?, ?)",
        [("analyser", an.name), ("layout", LAYOUT), ("bm25", bm25_key(K1, WEIGHTS, B))],
    )
    docs = con.execute("select game, version from documents order by seq").fetchall()
    for game, version in docs:
        write_one(con, an, game, version)


def write_one(con: sqlite3.Connection, an: Analyser, game: str, version: str) -> None:
    """Every ask table's rows for one document (the tables exist)."""
    rows = con.execute(
        "select id, kind, ord, parent, title, text, heading_path from clauses "
        "where game=? and version=? order by ord",
        (game, version),
    ).fetchall()
    defined: dict[str, list[str]] = defaultdict(list)
    for term, clause in con.execute(
        "select term, clause from terms where game=? and version=?", (game, version)
    ):
        defined[clause].append(term)
    cited: dict[str, list[str]] = defaultdict(list)
    for src, dst in con.execute(
        # explicit citations only: a 「以下」 announcing the following clauses (kind deictic) is
        # the document's layout, not a rule the clause rests on
        "select src, dst from refs where game=? and version=? and status='resolved' "
        "and kind != 'deictic' order by src, offset",
        (game, version),
    ):
        if dst != src and dst not in cited[src]:
            cited[src].append(dst)

    docs: list[_Doc] = []
    heads: list[str] = []
    for cid, kind, order, parent, title, text, hp in rows:
        head = _head_titles(hp or "", title or "")
        heads.append(head)
        chapter = cid.split(".")[0].split("#")[0]
        docs.append(
            _Doc(cid, kind, order, parent, title or "", text or "", chapter, PROCESS_TITLE in head)
        )

    doc_rows: list[tuple[object, ...]] = []
    sums = [0] * len(FIELDS)
    token_sets: dict[str, set[str]] = {}
    # Texts, heading paths and terms repeat (examples, siblings): analyse each string once
    # (the bundled documents' strings are read from their shipped analyses, kb/ask/analysed.py)
    seen: dict[str, Norms] = {}
    norms_of = lookup(an)

    def tokens_of(s: str) -> list[str]:
        n = seen.get(s)
        if n is None:
            n = seen[s] = norms_of(s)
        return n.all

    text_tokens = {d.id: tokens_of(d.text) for d in docs}  # normal forms, in order

    per_doc: list[tuple[str, list[Counter[str]], tuple[int, ...], set[str]]] = []
    df: Counter[str] = Counter()
    # each text's token counts, computed once: a clause's own field, its children's ctx field
    counts: dict[str, Counter[str]] = {}
    empty: Counter[str] = Counter()

    def counted(toks: list[str], key: str | None = None) -> Counter[str]:
        if key is None:
            return Counter(toks)
        c = counts.get(key)
        if c is None:
            c = counts[key] = Counter(toks)
        return c

    for d, head_str in zip(docs, heads, strict=True):
        text_toks = text_tokens[d.id]
        head_toks = tokens_of(head_str)
        term_toks = [t for term in defined.get(d.id, []) for t in tokens_of(term)]
        ctx_toks = text_tokens.get(d.parent or "", []) if d.kind != "example" else []
        refs_toks = (
            [t for c in cited.get(d.id, []) for t in text_tokens.get(c, [])]
            if d.kind != "example"
            else []
        )
        fields = [
            counted(text_toks, d.id),
            counted(head_toks, "\0" + head_str),
            counted(term_toks) if term_toks else empty,
            counted(ctx_toks, d.parent) if ctx_toks else empty,
            counted(refs_toks) if refs_toks else empty,
        ]
        lens = (len(text_toks), len(head_toks), len(term_toks), len(ctx_toks), len(refs_toks))
        for i, n_i in enumerate(lens):
            sums[i] += n_i
        keys = set().union(*fields)
        df.update(keys)
        per_doc.append((d.id, fields, lens, keys))
        doc_rows.append((game, version, d.id, d.kind, d.ord, d.parent, *lens, int(d.process)))
        if d.kind in ("clause", "list_item") and len(d.text) >= 15:
            token_sets[d.id] = set(seen[d.text].simple)

    # each token's count over the text fields of all clauses (one counting pass)
    cf_text: Counter[str] = Counter(chain.from_iterable(text_tokens.values()))
    n = max(1, len(docs))
    avgs = tuple(x / n for x in sums)
    # token -> its postings, each [id, tf_text, tf_head, tf_terms, tf_ctx, tf_refs, impact]:
    # one row per token, its list a JSON array (the view ask_postings unpacks it)
    lists: dict[str, list[list[object]]] = defaultdict(list)
    max_impact: dict[str, float] = defaultdict(float)
    idfs = {tok: idf(len(docs), k) for tok, k in df.items()}
    # clauses in id order, so that each token's postings come out in id order
    per_doc.sort(key=_first)
    for cid, fields, lens, keys in per_doc:
        # field_tf's terms, with each field's length normalisation computed once per clause
        # (the same operations in the same order: the same floats)
        n0, n1, n2, n3, n4 = (
            1 - bb + bb * ln / max(avg, 1e-9) for bb, avg, ln in zip(B, avgs, lens, strict=True)
        )
        w0, w1, w2, w3, w4 = WEIGHTS
        f0, f1, f2, f3, f4 = fields
        for tok in keys:
            k0, k1, k2, k3, k4 = (
                f0.get(tok, 0),
                f1.get(tok, 0),
                f2.get(tok, 0),
                f3.get(tok, 0),
                f4.get(tok, 0),
            )
            tf = 0  # field_tf, unrolled: the same operations in the same order
            if k0:
                tf += w0 * k0 / n0
            if k1:
                tf += w1 * k1 / n1
            if k2:
                tf += w2 * k2 / n2
            if k3:
                tf += w3 * k3 / n3
            if k4:
                tf += w4 * k4 / n4
            impact = idfs[tok] * tf / (K1 + tf)
            if impact > max_impact[tok]:
                max_impact[tok] = impact
            lists[tok].append([cid, k0, k1, k2, k3, k4, impact])
    con.executemany("insert into ask_docs values (?,?,?,?,?,?,?,?,?,?,?,?)", doc_rows)
    # in key order (game, version, token): the table is a B-tree on it
    con.executemany(
        "insert into ask_lists values (?,?,?,?)",
        [(game, version, t, _dumps(lists[t])) for t in sorted(lists)],
    )
    con.executemany(
        "insert into ask_tokens values (?,?,?,?,?,?)",
        [(game, version, t, df[t], cf_text[t], max_impact[t]) for t in df],
    )
    con.execute(
        "insert into ask_stats values (?,?,?,?,?,?,?,?)",
        (game, version, len(docs), *avgs),
    )
    term_rows = []
    for clause, terms in defined.items():
        for term in terms:
            tokens_of(term)
            # its single tokens (no joined compounds): the form a question is matched in
            # (kb/ask/search.py reads it with compounds=False; tests/test_ask_analyse.py)
            key = " ".join(seen[term].simple)
            if key:
                term_rows.append((game, version, key, term, clause))
    con.executemany("insert into ask_terms values (?,?,?,?,?)", term_rows)
    con.executemany(
        "insert into ask_restate values (?,?,?,?,?,?)",
        [(game, version, *r) for r in restatements(docs, token_sets)],
    )


# A posting list as JSON: floats written by repr, so they read back as the same floats.
_dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), check_circular=False).encode


def token_spans(
    title_toks: list[Token], text_toks: list[Token], title: str, text: str
) -> dict[str, str]:
    """Token → its character spans ("start-end start-end") in the clause as shown: title, a
    space, text (the title alone or the text alone when the other is empty). The highlights
    of a hit (kb/ask/search.py), from its title's and text's tokens."""
    shift = len(title) + 1 if title and text else 0
    out: dict[str, list[str]] = defaultdict(list)
    for toks, off in ((title_toks, 0), (text_toks, shift)):
        for t in toks:
            out[t.norm].append(f"{t.start + off}-{t.end + off}")
    return {k: " ".join(v) for k, v in out.items()}


def restatements(
    docs: list[_Doc], token_sets: dict[str, set[str]]
) -> list[tuple[str, str, float, str]]:
    """Pairs (a, b, similarity, process-id) where a rule is stated twice: once in a
    rule-process chapter and once elsewhere (e.g. a loss condition in chapter 1).

    Candidates share at least three tokens that are not among the commonest fifth of the
    document's vocabulary; similarity is the Jaccard index of their token sets. `process-id`
    names the member of the pair that lies in the rule-process chapter (the one that applies
    the rule). For each clause only its best partners (within RESTATE_BAND) are kept.
    """
    by_id = {d.id: d for d in docs}
    df: Counter[str] = Counter()
    for toks in token_sets.values():
        df.update(toks)
    rare_limit = max(5, len(token_sets) // 5)
    # A pair always has one member in the rule-process chapter and one outside it: each
    # clause is compared only with the other side (few process clauses: near-linear).
    inverted: dict[bool, dict[str, list[str]]] = {True: defaultdict(list), False: defaultdict(list)}
    for cid, toks in token_sets.items():
        side = inverted[by_id[cid].process]
        for t in toks:
            if df[t] <= rare_limit:
                side[t].append(cid)
    best: dict[str, list[tuple[float, str, str]]] = defaultdict(list)
    for a, toks in token_sets.items():
        if len(toks) < RESTATE_MIN_TOKENS:
            continue
        other_side = inverted[not by_id[a].process]
        shared: Counter[str] = Counter()
        for t in toks:
            if t in other_side:
                shared.update(other_side[t])
        for b, k in shared.items():
            if b == a or k < 3 or by_id[a].chapter == by_id[b].chapter:
                continue
            other = token_sets[b]
            if len(other) < RESTATE_MIN_TOKENS:
                continue
            sim = len(toks & other) / len(toks | other)
            if sim < RESTATE_MIN:
                continue
            proc = a if by_id[a].process else b
            best[a].append((sim, b, proc))
    out = []
    for a, cands in best.items():
        top = max(s for s, _, _ in cands)
        out += [(a, b, round(s, 3), p) for s, b, p in cands if s >= top - RESTATE_BAND]
    # Sorted: ``shared`` is filled from sets, whose order changes with the hash seed; the table's
    # rows are then the same from build to build.
    return sorted(out)
