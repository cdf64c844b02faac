"""Answer a question in plain Japanese with the clauses that govern it.

Pipeline (each step is visible in a hit's ``why``):

1. **Analyse** the question (same analyser as the index): content tokens, normalised, with
   joined noun compounds; player words pull in rules words from the synonym groups.
2. **Game**: given, or inferred from the vocabulary (naive Bayes over each game's clause
   frequencies); when no game is clearly ahead, the result says so and carries the best hit
   per game.
3. **BM25F** over three fields of every clause: its text, its heading path, the terms it defines.
4. **Glossary**: a defined term named in the question lifts the clause that defines it.
5. **Graph**: the top hits lift the clauses they cite, the definitions of the question's terms
   they use, and (for a bare heading) the clauses under it.
6. **Re-rank** with a prior on the kind of row (a rule clause over a bare heading or an example).
7. **Restatements**: a hit that states a rule also stated in the rule-process chapter names
   its twin and says which of the two is the rule process that applies it.

Scores are relative (the best BM25F score of the question is 1.0), so the weights below
mean the same thing for every question. docs/ask.md gives the measured effect of each step.
"""

from __future__ import annotations

import math
import sqlite3
from collections import defaultdict
from dataclasses import asdict, dataclass, field
from typing import Any

from kb.ask.analyse import Analyser, Token, analyser
from kb.ask.lexicon import COUNTERS, HINT_WEIGHT, HINTS, SYNONYM_WEIGHT, SYNONYMS, canon


@dataclass(frozen=True)
class Params:
    """Tunable weights. The defaults are the ones docs/ask.md reports."""

    k1: float = 1.2
    # field weights and length normalisation, in the order of kb.ask.index.FIELDS
    weights: tuple[float, ...] = (1.0, 0.5, 1.5, 0.3)
    b: tuple[float, ...] = (0.75, 0.5, 0.3, 0.75)
    synonyms: bool = True
    hints: bool = True  # question words (何枚, いつ) pull in the words of limits and timings
    component: float = 0.5  # weight of a compound's parts when the compound is indexed
    coverage: float = 0.5  # exponent of the share of question words a clause contains
    glossary: float = 0.15  # bonus for defining a term the question names
    cites: float = 0.15  # share of a top hit's score given to the clauses it cites
    defines: float = 0.15  # … to definitions of question terms it uses
    children: float = 0.5  # … a bare heading gives to the clauses under it
    graph_top: int = 10  # how many top hits take part in the graph step
    priors: bool = True
    restate_insert: bool = True  # put a restated rule's twin right after it


DEFAULT_PARAMS = Params()

# Multipliers by kind of row: rules over headings, examples and lists.
KIND_PRIOR = {
    "clause": 1.0,
    "list_item": 0.9,
    "appendix": 0.8,
    "section": 0.85,
    "chapter": 0.6,
    "example": 0.6,
    "synthetic": 0.5,
}
HEADING_ONLY_PRIOR = 0.55  # a section/chapter row with a title but no text

# Game inference: posterior of the best game must reach this to be trusted.
INFER_MIN = 0.98
INFER_MU = 500.0  # Dirichlet smoothing of the per-game vocabulary (in tokens)


NO_INDEX_EN = "this KB has no ask index (run `shinpan kb build`)"
NO_INDEX_JA = "この知識ベースには ask の索引がありません（`shinpan kb build` を実行してください）"


class AskError(Exception):
    """A user-facing error (unknown game, empty question, KB without an ask index), with its
    message in Japanese and English (``text(lang)``, as kb.api errors)."""

    def __init__(self, en: str, ja: str | None = None):
        super().__init__(en)
        self.en, self.ja = en, ja or en

    def text(self, lang: str = "ja") -> str:
        return self.en if lang == "en" else self.ja


@dataclass
class Match:
    norm: str
    surface: str  # as written in the question
    weight: float
    source: str  # "question" | "synonym:<word>"
    parts: tuple[str, ...] = ()  # a compound's single tokens
    concept: str = ""  # the question word it stands for (coverage)


@dataclass
class AskHit:
    game: str
    version: str
    id: str
    kind: str
    title: str
    heading_path: str
    text: str
    snippet: str
    highlights: list[tuple[int, int]]
    score: float
    rank: int = 0
    matched: list[str] = field(default_factory=list)  # question words found in the clause
    concepts: list[str] = field(default_factory=list)  # question terms this clause defines
    lifted_by: list[dict[str, str]] = field(default_factory=list)  # graph step
    rule_process: bool = False
    restates: list[dict[str, Any]] = field(default_factory=list)
    inserted_as_restatement_of: str | None = None
    cites: list[str] = field(default_factory=list)
    cited_by: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d["highlights"] = [list(h) for h in self.highlights]
        return d


@dataclass
class AskResult:
    question: str
    game: str | None  # the game searched (None: not inferred and not given)
    version: str | None
    inferred: bool  # the game came from the question's vocabulary
    game_scores: dict[str, float]  # posterior per game (empty when the game was given)
    hits: list[AskHit]
    per_game: list[AskHit]  # best hit per game, when the game could not be inferred
    tokens: list[dict[str, Any]]
    situational: bool  # the question describes a situation (a scenario could settle it)
    analyser: str

    def to_json(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "game": self.game,
            "version": self.version,
            "inferred": self.inferred,
            "game_scores": self.game_scores,
            "hits": [h.to_json() for h in self.hits],
            "per_game": [h.to_json() for h in self.per_game],
            "tokens": self.tokens,
            "situational": self.situational,
            "analyser": self.analyser,
        }


# Conditional forms that make a question a situation ("…たら", "…場合", "…とき").
_SITUATION = ("たら", "だら", "れば", "場合", "とき", "時")


class Asker:
    """Question answering over one open KB connection; cheap to call repeatedly."""

    def __init__(self, con: sqlite3.Connection, analyser_name: str | None = None):
        self.con = con
        try:
            row = con.execute("select value from ask_meta where key='analyser'").fetchone()
        except sqlite3.OperationalError:
            raise AskError(NO_INDEX_EN, NO_INDEX_JA) from None
        self.analyser_name = analyser_name or (row[0] if row else None)
        if not self.analyser_name:
            raise AskError(NO_INDEX_EN, NO_INDEX_JA)
        self._an: Analyser | None = None
        self._stats: dict[tuple[str, str], tuple[Any, ...]] = {}
        self._docs: dict[tuple[str, str], dict[str, tuple[Any, ...]]] = {}
        self._syn: dict[str, list[tuple[str, str]]] | None = None
        self._term_cache: dict[str, set[str]] = {}

    # -- set-up ------------------------------------------------------------------------
    @property
    def an(self) -> Analyser:
        if self._an is None:
            self._an = analyser(self.analyser_name)
        return self._an

    def defaults(self) -> dict[str, str]:
        return dict(self.con.execute("select game, version from documents where is_default=1"))

    def _game_stats(self, game: str, version: str) -> tuple[Any, ...]:
        key = (game, version)
        if key not in self._stats:
            row = self.con.execute(
                "select n, avg_text, avg_head, avg_terms, avg_ctx from ask_stats "
                "where game=? and version=?",
                key,
            ).fetchone()
            if row is None:
                raise AskError(
                    f"no ask index for {game} {version} (run `shinpan kb build`)",
                    f"{game} {version} の ask 索引がありません（`shinpan kb build` を実行してください）",
                )
            self._stats[key] = row
        return self._stats[key]

    def _game_docs(self, game: str, version: str) -> dict[str, tuple[Any, ...]]:
        key = (game, version)
        if key not in self._docs:
            self._docs[key] = {
                r[0]: r[1:]
                for r in self.con.execute(
                    "select id, kind, ord, parent, process, len_text, len_head, len_terms, len_ctx "
                    "from ask_docs where game=? and version=?",
                    key,
                )
            }
        return self._docs[key]

    def _synonyms(self) -> dict[str, list[tuple[str, str]]]:
        """norm → [(other norm, other word)] from the synonym groups, analysed once."""
        if self._syn is None:
            syn: dict[str, list[tuple[str, str]]] = defaultdict(list)
            for group in SYNONYMS:
                keys = []
                for word in group:
                    toks = self.an.tokens(word)
                    norm = toks[-1].norm if toks else ""
                    if toks and len(toks) > 1:
                        norm = max(toks, key=lambda t: len(t.norm)).norm
                    if norm:
                        keys.append((norm, word))
                for norm, _ in keys:
                    syn[norm] += [(n, w) for n, w in keys if n != norm]
            self._syn = dict(syn)
        return self._syn

    # -- question analysis -------------------------------------------------------------
    def analyse(
        self, question: str, params: Params = DEFAULT_PARAMS
    ) -> tuple[list[Token], list[Match]]:
        toks = self.an.tokens(question)
        matches: dict[str, Match] = {}
        singles = [t for t in toks if not t.compound]
        for t in toks:
            if t.norm in matches:
                continue
            parts: tuple[str, ...] = ()
            if t.compound:
                parts = tuple(u.norm for u in singles if u.start >= t.start and u.end <= t.end)
            matches[t.norm] = Match(
                t.norm, t.surface, 1.0, "question", parts, "" if t.compound else t.norm
            )
        if params.hints:
            morphs = self.an.morphs(question)
            for i, m in enumerate(morphs):
                key = canon(m.norm)
                nxt = canon(morphs[i + 1].norm) if i + 1 < len(morphs) else ""
                for k in (key, key + nxt):
                    if k not in HINTS or (k == "何" and nxt not in COUNTERS):
                        continue
                    if k in ("いつ", "何時") and nxt in ("まで", "も", "で"):
                        continue  # いつまでも / いつも / いつでも: not a question of timing
                    for word in HINTS[k]:
                        for t in self.an.tokens(word):
                            if t.norm not in matches:
                                matches[t.norm] = Match(
                                    t.norm, word, HINT_WEIGHT, f"hint:{m.surface}"
                                )
        if params.synonyms:
            syn = self._synonyms()
            for t in toks:
                for norm, word in syn.get(t.norm, []):
                    if norm not in matches:
                        concept = matches[t.norm].concept
                        matches[norm] = Match(
                            norm, word, SYNONYM_WEIGHT, f"synonym:{t.surface}", (), concept
                        )
        return toks, list(matches.values())

    def infer_game(self, matches: list[Match], question: str) -> dict[str, float]:
        """Posterior over games (default versions) from the question's own words."""
        defaults = self.defaults()
        names = dict(self.con.execute("select game, name_ja from documents where is_default=1"))
        for g, name in names.items():
            if name and name in question:
                return {x: (1.0 if x == g else 0.0) for x in defaults}
        words = [m.norm for m in matches if m.source == "question"]
        if not words:
            return {g: 1 / len(defaults) for g in defaults}
        # Each game's vocabulary as a unigram language model over its clause texts, smoothed
        # towards all games together (Dirichlet): long documents do not win by length.
        cf: dict[tuple[str, str], float] = {}
        q = ",".join("?" * len(words))
        for g, tok, c in self.con.execute(
            f"select p.game, p.token, sum(p.tf_text) from ask_postings p join documents d "
            f"on d.game=p.game and d.version=p.version and d.is_default=1 "
            f"where p.token in ({q}) group by p.game, p.token",
            words,
        ):
            cf[(g, tok)] = float(c)
        sizes = {}
        for g, v in defaults.items():
            n, avg_text = self._game_stats(g, v)[:2]
            sizes[g] = n * avg_text
        total = sum(sizes.values()) or 1.0
        bg = {w: (sum(cf.get((g, w), 0.0) for g in defaults) + 0.5) / total for w in words}
        ll: dict[str, float] = {}
        for g in defaults:
            ll[g] = sum(
                math.log((cf.get((g, w), 0.0) + INFER_MU * bg[w]) / (sizes[g] + INFER_MU))
                for w in words
            )
        top = max(ll.values())
        z = sum(math.exp(x - top) for x in ll.values())
        return {g: math.exp(x - top) / z for g, x in ll.items()}

    # -- retrieval ---------------------------------------------------------------------
    def rank(
        self,
        game: str,
        version: str,
        question: str,
        matches: list[Match],
        params: Params = DEFAULT_PARAMS,
    ) -> list[tuple[str, float, dict[str, Any]]]:
        """All candidate clauses of one game, best first: (id, score, explanation)."""
        if not matches:
            return []
        n, *avgs = self._game_stats(game, version)
        docs = self._game_docs(game, version)
        weight = {m.norm: m.weight for m in matches}
        q = ",".join("?" * len(weight))
        rows = self.con.execute(
            f"select token, id, tf_text, tf_head, tf_terms, tf_ctx from ask_postings "
            f"where game=? and version=? and token in ({q})",
            (game, version, *weight),
        ).fetchall()
        df: dict[str, int] = defaultdict(int)
        for tok, *_ in rows:
            df[tok] += 1
        # A compound the document knows (山札) stands for its parts (山, 札): count them less.
        for m in matches:
            if m.parts and df.get(m.norm) and params.component < 1.0:
                for p in set(m.parts):
                    if p in weight:
                        weight[p] *= params.component
        covers: dict[str, set[str]] = {}
        for m in matches:
            covers[m.norm] = set(m.parts) if m.parts else {m.concept} if m.concept else set()
        concepts = {m.concept for m in matches if m.concept and m.source == "question"}
        scores: dict[str, float] = defaultdict(float)
        found: dict[str, list[str]] = defaultdict(list)
        norms = [
            (w, b, max(avg, 1e-9)) for w, b, avg in zip(params.weights, params.b, avgs, strict=True)
        ]
        for tok, cid, *tfs in rows:
            meta = docs.get(cid)
            if meta is None:
                continue
            lens = meta[4:]
            tf = sum(
                w * f / (1 - b + b * ln / avg)
                for (w, b, avg), f, ln in zip(norms, tfs, lens, strict=True)
                if f
            )
            idf = math.log(1 + (n - df[tok] + 0.5) / (df[tok] + 0.5))
            scores[cid] += weight[tok] * idf * tf / (params.k1 + tf)
            found[cid].append(tok)
        if not scores:
            return []
        if params.coverage and concepts:
            for cid, toks in found.items():
                got = set().union(*(covers.get(t, set()) for t in toks)) & concepts
                scores[cid] *= (len(got) / len(concepts)) ** params.coverage
        top = max(scores.values())
        final: dict[str, float] = {c: s / top for c, s in scores.items()}
        why: dict[str, dict[str, Any]] = defaultdict(lambda: {"concepts": [], "lifted_by": []})
        for c, toks in found.items():
            why[c]["tokens"] = toks

        # Glossary: defined terms named in the question.
        if params.glossary:
            for term, clause in self._question_terms(game, version, question):
                if clause in docs:
                    final[clause] = final.get(clause, 0.0) + params.glossary
                    why[clause]["concepts"].append(term)

        # Graph step over the current top hits.
        ranked = sorted(final, key=lambda c: (-final[c], docs[c][1] if c in docs else 0))
        top_ids = ranked[: params.graph_top]
        lifts: dict[str, tuple[float, str, str]] = {}

        def lift(target: str, amount: float, src: str, how: str) -> None:
            if target in docs and target != src and amount > lifts.get(target, (0.0, "", ""))[0]:
                lifts[target] = (amount, src, how)

        qnorms = set(weight)
        if params.cites and top_ids:
            qs = ",".join("?" * len(top_ids))
            for src, dst in self.con.execute(
                f"select src, dst from refs where game=? and version=? and status='resolved' "
                f"and src in ({qs})",
                (game, version, *top_ids),
            ):
                lift(dst, params.cites * final[src], src, "cites")
        if params.defines and top_ids:
            qs = ",".join("?" * len(top_ids))
            for src, term, clause in self.con.execute(
                f"select u.clause, u.term, t.clause from term_uses u join terms t "
                f"on t.game=u.game and t.version=u.version and t.term=u.term "
                f"where u.game=? and u.version=? and u.clause in ({qs})",
                (game, version, *top_ids),
            ):
                if qnorms & self._term_norms(term):
                    lift(clause, params.defines * final[src], src, "defines")
        if params.children:
            for src in top_ids:
                meta = docs.get(src)
                if meta and meta[4] == 0 and meta[0] in ("section", "chapter"):  # bare heading
                    for kid in self._children(game, version, src)[:3]:
                        lift(kid, params.children * final[src], src, "under")
        for target, (amount, src, how) in lifts.items():
            final[target] = final.get(target, 0.0) + amount
            why[target]["lifted_by"].append({"id": src, "how": how})

        if params.priors:
            for c in final:
                meta = docs.get(c)
                if meta is None:
                    continue
                kind, len_t = meta[0], meta[4]
                prior = KIND_PRIOR.get(kind, 1.0)
                if len_t == 0 and kind in ("section", "chapter", "clause"):
                    prior = min(prior, HEADING_ONLY_PRIOR)
                final[c] *= prior
        order = sorted(final, key=lambda c: (-final[c], docs[c][1] if c in docs else 0))
        return [(c, final[c], why[c]) for c in order]

    def _term_norms(self, term: str) -> set[str]:
        if term not in self._term_cache:
            self._term_cache[term] = {t.norm for t in self.an.tokens(term)}
        return self._term_cache[term]

    def _children(self, game: str, version: str, cid: str) -> list[str]:
        return [
            r[0]
            for r in self.con.execute(
                "select id from ask_docs where game=? and version=? and parent=? and kind != 'example' "
                "order by ord",
                (game, version, cid),
            )
        ]

    def _question_terms(self, game: str, version: str, question: str) -> list[tuple[str, str]]:
        """Defined terms (term, defining clause) whose token sequence occurs in the question."""
        seq = [t.norm for t in self.an.tokens(question, compounds=False)]
        if not seq:
            return []
        grams = {
            " ".join(seq[i:j])
            for i in range(len(seq))
            for j in range(i + 1, min(len(seq), i + 6) + 1)
        }
        q = ",".join("?" * len(grams))
        return list(
            self.con.execute(
                f"select term, clause from ask_terms where game=? and version=? and key in ({q})",
                (game, version, *grams),
            )
        )

    def restatements(self, game: str, version: str, cid: str) -> list[tuple[str, float, str]]:
        return list(
            self.con.execute(
                "select b, similarity, process from ask_restate where game=? and version=? and a=? "
                "order by similarity desc",
                (game, version, cid),
            )
        )

    # -- the answer --------------------------------------------------------------------
    def ask(
        self,
        question: str,
        game: str | None = None,
        n: int = 5,
        version: str | None = None,
        params: Params = DEFAULT_PARAMS,
        explain: bool = True,
    ) -> AskResult:
        question = question.strip()
        if not question:
            raise AskError("empty question", "質問が空です")
        defaults = self.defaults()
        if game is not None and game not in defaults:
            known = ", ".join(defaults)
            raise AskError(
                f"unknown game {game!r} (known: {known})", f"不明なゲーム {game!r}（既知: {known}）"
            )
        toks, matches = self.analyse(question, params)
        situational = any(s in question for s in _SITUATION)
        token_info = [
            {"norm": m.norm, "surface": m.surface, "weight": m.weight, "source": m.source}
            for m in matches
        ]
        scores: dict[str, float] = {}
        inferred = False
        if game is None:
            scores = self.infer_game(matches, question)
            best = max(scores, key=lambda g: scores[g])
            if scores[best] >= INFER_MIN:
                game, inferred = best, True
        if game is None:
            per_game = []
            for g, v in defaults.items():
                hits = self.hits(g, v, question, matches, 1, params, explain)
                per_game += hits
            per_game.sort(key=lambda h: -scores.get(h.game, 0.0))
            return AskResult(
                question,
                None,
                None,
                False,
                scores,
                [],
                per_game,
                token_info,
                situational,
                self.analyser_name,
            )
        v = version or defaults[game]
        if version is not None:
            known = {
                r[0]
                for r in self.con.execute("select version from documents where game=?", (game,))
            }
            if version not in known:
                vs = ", ".join(sorted(known))
                raise AskError(
                    f"{game} has no version {version!r} (versions: {vs})",
                    f"{game} に版 {version!r} はありません（版: {vs}）",
                )
        hits = self.hits(game, v, question, matches, n, params, explain)
        return AskResult(
            question,
            game,
            v,
            inferred,
            scores,
            hits,
            [],
            token_info,
            situational,
            self.analyser_name,
        )

    def ids(
        self, question: str, game: str, n: int = 10, params: Params = DEFAULT_PARAMS
    ) -> list[str]:
        """Just the ranked clause ids (for evaluation)."""
        _, matches = self.analyse(question, params)
        v = self.defaults()[game]
        return [h.id for h in self.hits(game, v, question, matches, n, params, explain=False)]

    def hits(
        self,
        game: str,
        version: str,
        question: str,
        matches: list[Match],
        n: int,
        params: Params = DEFAULT_PARAMS,
        explain: bool = True,
    ) -> list[AskHit]:
        ranked = self.rank(game, version, question, matches, params)
        docs = self._game_docs(game, version)
        chosen: list[tuple[str, float, dict[str, Any], str | None]] = []
        seen: set[str] = set()
        for cid, score, why in ranked:
            if len(chosen) >= n:
                break
            if cid in seen:
                continue
            chosen.append((cid, score, why, None))
            seen.add(cid)
            if params.restate_insert:
                for other, _, _ in self.restatements(game, version, cid):
                    if other not in seen and len(chosen) < n:
                        chosen.append((other, score, {}, cid))
                        seen.add(other)
        if not explain:
            return [
                AskHit(game, version, c, docs[c][0], "", "", "", "", [], s, i + 1)
                for i, (c, s, _, _) in enumerate(chosen)
            ]
        out = []
        surface = {m.norm: m.surface for m in matches}
        for i, (cid, score, why, twin_of) in enumerate(chosen):
            row = self.con.execute(
                "select kind, title, text, heading_path from clauses "
                "where game=? and version=? and id=?",
                (game, version, cid),
            ).fetchone()
            kind, title, text, hp = row
            snippet, spans, found = self._snippet(title, text, set(surface))
            hit = AskHit(
                game,
                version,
                cid,
                kind,
                title,
                hp,
                text,
                snippet,
                spans,
                round(score, 4),
                i + 1,
                matched=sorted({surface[t] for t in found}),
                concepts=sorted(set(why.get("concepts", []))),
                lifted_by=why.get("lifted_by", []),
                rule_process=bool(docs[cid][3]),
                inserted_as_restatement_of=twin_of,
            )
            for other, sim, proc in self.restatements(game, version, cid):
                hit.restates.append({"id": other, "similarity": sim, "rule_process": proc})
            hit.cites = [
                r[0]
                for r in self.con.execute(
                    "select distinct dst from refs where game=? and version=? and src=? and status='resolved' order by offset",
                    (game, version, cid),
                )
            ]
            hit.cited_by = [
                r[0]
                for r in self.con.execute(
                    "select distinct src from refs where game=? and version=? and dst=? and status='resolved'",
                    (game, version, cid),
                )
            ]
            out.append(hit)
        return out

    def _snippet(
        self, title: str, text: str, norms: set[str], width: int = 40
    ) -> tuple[str, list[tuple[int, int]], set[str]]:
        """A window of the clause around its first match, the match spans in it, and the
        question's words found in the clause."""
        body = (title + " " if title and text else title) + (text or "")
        body = body.replace("\n", " ")
        hits = [t for t in self.an.tokens(body) if t.norm in norms]
        spans = sorted({(t.start, t.end) for t in hits})
        found = {t.norm for t in hits}
        merged: list[tuple[int, int]] = []
        for a, b in spans:
            if merged and a <= merged[-1][1]:
                merged[-1] = (merged[-1][0], max(b, merged[-1][1]))
            else:
                merged.append((a, b))
        if not merged:
            return body[: 2 * width] + ("…" if len(body) > 2 * width else ""), [], found
        a = max(0, merged[0][0] - width)
        b = min(len(body), max(merged[0][1] + 2 * width, a + 3 * width))
        shift = 1 if a else 0
        snippet = ("…" if a else "") + body[a:b] + ("…" if b < len(body) else "")
        return (
            snippet,
            [(s - a + shift, e - a + shift) for s, e in merged if s >= a and e <= b],
            found,
        )


_ASKERS: dict[str, Asker] = {}


def asker_for(kb: Any) -> Asker:
    """One Asker per open KB (kb.api.KB), so warm questions reuse loaded data."""
    key = str(kb.path)
    if key not in _ASKERS:
        _ASKERS[key] = Asker(kb.con)
    return _ASKERS[key]


def ask(
    kb: Any, question: str, game: str | None = None, n: int = 5, version: str | None = None
) -> AskResult:
    """`shinpan ask "question"` as a library call (kb: an open kb.api.KB)."""
    return asker_for(kb).ask(question, game, n, version)
