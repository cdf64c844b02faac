"""The `ask` index, written into the KB by the build (kb/build.py calls :func:`write_index`).

Tables (all rows keyed by game and version):

* ``ask_docs``      one row per clause: kind, field lengths (in tokens), whether it lies in a
  rule-process chapter;
* ``ask_postings``  token → clause with its frequency in four fields: ``text`` (the clause),
  ``head`` (its own title and its ancestors' titles), ``terms`` (terms the clause defines)
  and ``ctx`` (the text of its parent clause: a step inherits the sentence that lists it);
* ``ask_stats``     per document: clause count and average field lengths (BM25F);
* ``ask_terms``     defined terms as token sequences, to spot them in a question;
* ``ask_restate``   pairs of clauses that state the same rule in two places, and which of the
  two is the rule process that applies it;
* ``ask_meta``      the analyser the index was built with (questions must use the same).

Nothing here is computed at question time.
"""

from __future__ import annotations

import sqlite3
from collections import Counter, defaultdict
from dataclasses import dataclass

from kb.ask.analyse import DEFAULT, Analyser, Token, analyser

SCHEMA = """
create table if not exists ask_meta (key text primary key, value text);
create table if not exists ask_docs (
  game text, version text, id text, kind text, ord integer, parent text,
  len_text integer, len_head integer, len_terms integer, len_ctx integer, process integer,
  primary key (game, version, id));
create table if not exists ask_postings (
  game text, version text, token text, id text, tf_text integer, tf_head integer,
  tf_terms integer, tf_ctx integer);
create index if not exists ask_postings_token on ask_postings (game, version, token);
create table if not exists ask_stats (
  game text, version text, n integer, avg_text real, avg_head real, avg_terms real,
  avg_ctx real, primary key (game, version));
create table if not exists ask_terms (game text, version text, key text, term text, clause text);
create index if not exists ask_terms_key on ask_terms (game, version, key);
create table if not exists ask_restate (
  game text, version text, a text, b text, similarity real, process text);
create index if not exists ask_restate_a on ask_restate (game, version, a);
"""

# Indexed fields, in the column order of ask_postings / ask_docs / ask_stats.
FIELDS = ("text", "head", "terms", "ctx")
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
    con.executescript(SCHEMA)
    for table in ("ask_docs", "ask_postings", "ask_stats", "ask_terms", "ask_restate"):
        con.execute(f"delete from {table}")
    con.execute("insert or replace into ask_meta values ('analyser', ?)", (an.name,))
    docs = con.execute("select game, version from documents order by seq").fetchall()
    for game, version in docs:
        _write_one(con, an, game, version)


def _write_one(con: sqlite3.Connection, an: Analyser, game: str, version: str) -> None:
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

    docs: list[_Doc] = []
    for cid, kind, order, parent, title, text, hp in rows:
        head = _head_titles(hp or "", title or "")
        chapter = cid.split(".")[0].split("#")[0]
        docs.append(
            _Doc(cid, kind, order, parent, title or "", text or "", chapter, PROCESS_TITLE in head)
        )

    postings: list[tuple[object, ...]] = []
    doc_rows: list[tuple[object, ...]] = []
    sums = [0] * len(FIELDS)
    token_sets: dict[str, set[str]] = {}
    text_tokens = {d.id: an.tokens(d.text) for d in docs}
    # Heading paths and terms repeat across siblings: analyse each distinct string once.
    seen: dict[str, list[Token]] = {}

    def tokens_of(s: str) -> list[Token]:
        if s not in seen:
            seen[s] = an.tokens(s)
        return seen[s]

    for d, (_, _, _, _, title, _, hp) in zip(docs, rows, strict=True):
        text_toks = text_tokens[d.id]
        head_toks = tokens_of(_head_titles(hp or "", title or ""))
        term_toks = [t for term in defined.get(d.id, []) for t in tokens_of(term)]
        ctx_toks = text_tokens.get(d.parent or "", []) if d.kind != "example" else []
        toks = (text_toks, head_toks, term_toks, ctx_toks)
        fields = [Counter(t.norm for t in ts) for ts in toks]
        lens = [len(ts) for ts in toks]
        for i, n_i in enumerate(lens):
            sums[i] += n_i
        for tok in set().union(*fields):
            postings.append((game, version, tok, d.id, *(f[tok] for f in fields)))
        doc_rows.append((game, version, d.id, d.kind, d.ord, d.parent, *lens, int(d.process)))
        if d.kind in ("clause", "list_item") and len(d.text) >= 15:
            token_sets[d.id] = {t.norm for t in text_toks if not t.compound}

    n = max(1, len(docs))
    con.executemany("insert into ask_docs values (?,?,?,?,?,?,?,?,?,?,?)", doc_rows)
    con.executemany("insert into ask_postings values (?,?,?,?,?,?,?,?)", postings)
    con.execute(
        "insert into ask_stats values (?,?,?,?,?,?,?)",
        (game, version, len(docs), *(x / n for x in sums)),
    )
    term_rows = []
    for clause, terms in defined.items():
        for term in terms:
            key = term_key(an, term)
            if key:
                term_rows.append((game, version, key, term, clause))
    con.executemany("insert into ask_terms values (?,?,?,?,?)", term_rows)
    con.executemany(
        "insert into ask_restate values (?,?,?,?,?,?)",
        [(game, version, *r) for r in restatements(docs, token_sets)],
    )


def term_key(an: Analyser, text: str) -> str:
    """A term (or question) as a space-separated sequence of single-token normal forms."""
    return " ".join(t.norm for t in an.tokens(text, compounds=False))


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
    inverted: dict[str, list[str]] = defaultdict(list)
    for cid, toks in token_sets.items():
        for t in toks:
            if df[t] <= rare_limit:
                inverted[t].append(cid)
    best: dict[str, list[tuple[float, str, str]]] = defaultdict(list)
    for a, toks in token_sets.items():
        if len(toks) < RESTATE_MIN_TOKENS:
            continue
        shared: Counter[str] = Counter()
        for t in toks:
            if df[t] <= rare_limit:
                shared.update(inverted[t])
        for b, k in shared.items():
            if b == a or k < 3 or by_id[a].chapter == by_id[b].chapter:
                continue
            other = token_sets[b]
            if len(other) < RESTATE_MIN_TOKENS:
                continue
            sim = len(toks & other) / len(toks | other)
            if sim < RESTATE_MIN:
                continue
            if by_id[a].process == by_id[b].process:
                continue  # boilerplate steps repeat everywhere; only process pairs matter
            proc = a if by_id[a].process else b
            best[a].append((sim, b, proc))
    out = []
    for a, cands in best.items():
        top = max(s for s, _, _ in cands)
        out += [(a, b, round(s, 3), p) for s, b, p in cands if s >= top - RESTATE_BAND]
    return out
