"""Answer a question in plain Japanese with the clauses that govern it.

Pipeline (each step is visible in a hit's ``why``):

1. **Analyse** the question (same analyser as the index): content tokens, normalised, with
   joined noun compounds; player words pull in rules words from the synonym groups.
2. **Game**: given, or inferred from the vocabulary (naive Bayes over each game's clause
   frequencies); when no game is clearly ahead, the result says so and carries the best hit
   per game.
3. **BM25F** over five fields of every clause: its text, its heading path, the terms it
   defines, its parent's text and the text of the clauses it cites.
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

import json
import math
import re
import sqlite3
from collections import defaultdict
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from kb.ask.analyse import Analyser, Token, analyser
from kb.ask.index import bm25_key, field_tf, idf, is_current, token_spans
from kb.ask.lexicon import (
    COUNTERS,
    HINT_WEIGHT,
    HINTS,
    OPTION_AFTER,
    OPTION_HINTS,
    PLAYER,
    PREFIXES,
    SYNONYM_WEIGHT,
    SYNONYMS,
    canon,
)


@dataclass(frozen=True)
class Params:
    """Tunable weights. The defaults are the ones docs/ask.md reports."""

    k1: float = 1.2
    # field weights and length normalisation, in the order of kb.ask.index.FIELDS
    weights: tuple[float, ...] = (1.0, 1.0, 1.5, 0.2, 0.3)
    b: tuple[float, ...] = (0.75, 0.5, 0.3, 0.75, 0.75)
    synonyms: bool = True
    # A player's word pulls in the rules words for it only in a game whose document itself
    # uses the word in fewer than this many clauses (in mc 捨て山 is a zone: 捨てる is a
    # rules word there, and must not pull in 破棄).
    player_df: int = 10
    hints: bool = True  # question words (何枚, いつ) pull in the words of limits and timings
    component: float = 0.5  # weight of a compound's parts when the compound is indexed
    coverage: float = 0.5  # exponent of the share of question words a clause contains
    glossary: float = 0.15  # bonus for defining a term the question names
    cites: float = 0.15  # share of a top hit's score given to the clauses it cites
    defines: float = 0.15  # … to definitions of question terms it uses
    children: float = 0.5  # … a bare heading gives to the clauses under it
    graph_top: int = 10  # how many top hits take part in the graph step
    priors: bool = True
    process: float = 1.4  # multiplier of rule-process clauses for a situational question
    siblings: bool = True  # order siblings in the top hits by the words that tell them apart
    quoted: float = 1.5  # weight of the words a question quotes in 「…」 (card wording)
    restate_insert: bool = True  # put a restated rule's twin right after it
    # (round 4) words derived from the document's own vocabulary for a question word the
    # document (almost) never uses: a native word's Sino-Japanese verbal nouns sharing its
    # kanji (使う → 使用, 置き換え → 置換), a clipped loanword's full form (キャラ → キャラクター)
    derive_df: int = 3  # … for question words in fewer clauses than this (0: off)
    derive_max: int = 1  # … and only when at most this many document words qualify
    derive_weight: float = 0.5
    child_after: int = 1  # (round 4) each of the first hits is followed by its best child …
    child_min: float = 0.5  # … when that child scores at least this share of the hit's score
    example_up: bool = True  # (round 4) a top example swaps places with the rule it illustrates
    example_pair: bool = True  # (round 53) … rather, it follows the rule it lifted
    # (round 5) a general principle (a clause under ゲームの大原則, 領域の基本, ルール処理の基本 …)
    # is always among the answers: when none is, the best-ranked one within the first
    # `principle_window` candidates takes rank `principle_slot` (0: off)
    principle_slot: int = 5
    principle_window: int = 20


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
# Sections that state a game's general principles, by their titles: ゲームの大原則 (vs, ws, vg,
# mc 1.3), 領域の基本, ルール処理の基本, 数値の基本, 表記の基本, 基本 (ws 7.1, vg 10.1 …).
PRINCIPLE_TITLE = re.compile(r"大原則|基本$")

# Game inference: posterior of the best game must reach this to be trusted.
INFER_MIN = 0.97
INFER_MU = 500.0  # Dirichlet smoothing of the per-game vocabulary (in tokens)
# (round 5) Only words that at most this many games' documents use are evidence: a word most
# documents use is general vocabulary, and its counts tell registers apart, not games (co's
# rules are written in a casual register — お互い, 決める, 出る — so players' questions,
# casual too, were sent to co with confidence).
INFER_MAX_GAMES = 2
# When the game is not inferred, the hits of the games whose posterior reaches POOL_MIN (at
# most POOL_GAMES of them, at least the best one) are ranked together.
POOL_MIN = 0.05
POOL_GAMES = 3


NO_INDEX_EN = "this KB has no ask index (run `shinpan kb build`)"
NO_INDEX_JA = "この知識ベースには ask の索引がありません（`shinpan kb build` を実行してください）"


# The longest question analysed (characters), checked before the morphological analyser
# sees it: the evaluation questions have at most a few hundred, and the analyser's time and
# memory grow with the text (a megabyte of quotes crashed it).
MAX_QUESTION = 2000


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
    player: str = ""  # the player's word (lexicon.PLAYER) this rules word was pulled in by


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
        if not is_current(con):
            raise AskError(NO_INDEX_EN, NO_INDEX_JA)
        meta = dict(con.execute("select key, value from ask_meta"))
        self.analyser_name = analyser_name or meta.get("analyser")
        if not self.analyser_name:
            raise AskError(NO_INDEX_EN, NO_INDEX_JA)
        self._bm25 = meta.get("bm25")  # the parameters of the stored impacts
        self._an: Analyser | None = None
        self._defaults: dict[str, str] | None = None
        self._names: dict[str, str] | None = None
        self._stats: dict[tuple[str, str], tuple[Any, ...]] = {}
        self._docs: dict[tuple[str, str], dict[str, tuple[Any, ...]]] = {}
        # Warm path: posting lists (ids, impacts) and restatement pairs, read once per
        # game and token, then kept for the next question.
        self._plists: dict[tuple[str, str, str], tuple[tuple[int, ...], tuple[float, ...]]] = {}
        self._members: dict[tuple[str, str, str], frozenset[int]] = {}
        self._hit_spans: dict[tuple[str, str, str], tuple[dict[str, str], set[str]]] = {}
        self._restate: dict[tuple[str, str], dict[str, list[tuple[str, float, str]]]] = {}
        self._cache: dict[tuple[str, str, str], Any] = {}
        self._grams: dict[str, list[str]] = {}  # question → its word n-grams (glossary)
        self._syn: dict[str, list[tuple[str, str]]] | None = None
        self._player_words: dict[str, list[tuple[str, str]]] | None = None
        self._term_cache: dict[str, set[str]] = {}

    # -- set-up ------------------------------------------------------------------------
    @property
    def an(self) -> Analyser:
        if self._an is None:
            self._an = analyser(self.analyser_name)
        return self._an

    def defaults(self) -> dict[str, str]:
        if self._defaults is None:
            self._defaults = dict(
                self.con.execute("select game, version from documents where is_default=1")
            )
        return dict(self._defaults)

    def _game_names(self) -> dict[str, str]:
        if self._names is None:
            self._names = dict(
                self.con.execute("select game, name_ja from documents where is_default=1")
            )
        return self._names

    def _game_stats(self, game: str, version: str) -> tuple[Any, ...]:
        key = (game, version)
        if key not in self._stats:
            row = self.con.execute(
                "select n, avg_text, avg_head, avg_terms, avg_ctx, avg_refs from ask_stats "
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
                    "select id, kind, ord, parent, process, len_text, len_head, len_terms, "
                    "len_ctx, len_refs "
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

    def _player(self) -> dict[str, list[tuple[str, str]]]:
        """norm of a player's word → [(rules norm, rules word)], from lexicon.PLAYER."""
        if self._player_words is None:
            out: dict[str, list[tuple[str, str]]] = defaultdict(list)
            for word, rules_words in PLAYER.items():
                if " " in word:  # a phrase: the space-separated norms of its words
                    src = " ".join(self._norm_of(w) for w in word.split())
                else:
                    src = self._norm_of(word)
                for w in rules_words:
                    dst = self._norm_of(w)
                    if src and dst and dst != src and (dst, w) not in out[src]:
                        out[src].append((dst, w))
            self._player_words = dict(out)
        return self._player_words

    def _norm_of(self, word: str) -> str:
        """The normal form of a lexicon word (its longest token when it splits)."""
        toks = self.an.tokens(word)
        if not toks:
            return ""
        return max(toks, key=lambda t: len(t.norm)).norm if len(toks) > 1 else toks[-1].norm

    # -- question analysis -------------------------------------------------------------
    def analyse(
        self, question: str, params: Params = DEFAULT_PARAMS
    ) -> tuple[list[Token], list[Match]]:
        toks = self.an.tokens(question)
        matches: dict[str, Match] = {}
        singles = [t for t in toks if not t.compound]
        quotes = _quoted_spans(question)
        for t in toks:
            if t.norm in matches:
                continue
            parts: tuple[str, ...] = ()
            if t.compound:
                parts = tuple(u.norm for u in singles if u.start >= t.start and u.end <= t.end)
            quoted = any(a <= t.start and t.end <= b for a, b in quotes)
            matches[t.norm] = Match(
                t.norm,
                t.surface,
                params.quoted if quoted else 1.0,
                "question",
                parts,
                "" if t.compound else t.norm,
            )
        if params.hints:
            morphs = self.an.morphs(question)
            for i, m in enumerate(morphs):
                key = canon(m.norm)
                nxt = canon(morphs[i + 1].norm) if i + 1 < len(morphs) else ""
                nxt2 = canon(morphs[i + 2].norm) if i + 2 < len(morphs) else ""
                # the longest key that starts here (いくつも before いくつ, 何枚か before 何)
                k = next((x for x in (key + nxt + nxt2, key + nxt) if nxt and x in HINTS), key)
                if k not in HINTS or (k == "何" and nxt not in COUNTERS):
                    continue
                if k in ("いつ", "何時") and nxt in ("まで", "も", "で"):
                    continue  # いつまでも / いつも / いつでも: not a question of timing
                for word in HINTS[k]:
                    for t in self.an.tokens(word):
                        if t.norm not in matches:
                            matches[t.norm] = Match(t.norm, word, HINT_WEIGHT, f"hint:{m.surface}")
            if _asks_option(morphs):
                for word in OPTION_HINTS:
                    for t in self.an.tokens(word):
                        if t.norm not in matches:
                            matches[t.norm] = Match(t.norm, word, HINT_WEIGHT, "hint:option")
        if params.synonyms:
            syn, player = self._synonyms(), self._player()
            # A player's word inside a compound (捨て in 捨て山) is part of a name, not the verb.
            inside = [(c.start, c.end) for c in toks if c.compound]
            singles_seq = [t for t in toks if not t.compound]
            prev = {id(t): singles_seq[k - 1] for k, t in enumerate(singles_seq) if k}
            for t in toks:
                part = not t.compound and any(a <= t.start and t.end <= b for a, b in inside)
                pairs = [] if part else [(n, w, "") for n, w in syn.get(t.norm, [])]
                if id(t) in prev:  # a two-word phrase ending at this word
                    for n, w in player.get(f"{prev[id(t)].norm} {t.norm}", []):
                        pairs.append((n, w, ""))
                if (not part or t.norm in PREFIXES) and not t.compound:
                    pairs += [(n, w, t.norm) for n, w in player.get(t.norm, [])]
                for norm, word, by in pairs:
                    if norm not in matches:
                        concept = matches[t.norm].concept
                        matches[norm] = Match(
                            norm, word, SYNONYM_WEIGHT, f"synonym:{t.surface}", (), concept, by
                        )
        return toks, list(matches.values())

    def infer_game(self, matches: list[Match], question: str) -> dict[str, float]:
        """Posterior over games (default versions) from the question's own words."""
        defaults = self.defaults()
        for g, name in self._game_names().items():
            if name and name in question:
                return {x: (1.0 if x == g else 0.0) for x in defaults}
        words = [m.norm for m in matches if m.source == "question"]
        if not words:
            return {g: 1 / len(defaults) for g in defaults}
        # Each game's vocabulary as a unigram language model over its clause texts, smoothed
        # towards all games together (Dirichlet): long documents do not win by length.
        cf: dict[tuple[str, str], float] = {}
        missing = [w for w in words if ("cf", "", w) not in self._cache]
        if missing:
            q = ",".join("?" * len(missing))
            for w in missing:
                self._cache[("cf", "", w)] = {}
            for g, tok, c in self.con.execute(
                f"select t.game, t.token, t.cf_text from ask_tokens t join documents d "
                f"on d.game=t.game and d.version=t.version and d.is_default=1 "
                f"where t.token in ({q})",
                missing,
            ):
                self._cache[("cf", "", tok)][g] = float(c)
        for w in words:
            for g, c in self._cache[("cf", "", w)].items():
                cf[(g, w)] = c
        words = [
            w for w in words if sum(cf.get((g, w), 0.0) > 0 for g in defaults) <= INFER_MAX_GAMES
        ]
        if not words:  # general vocabulary only: nothing tells the games apart
            return {g: 1 / len(defaults) for g in defaults}
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
        limit: int | None = None,
    ) -> list[tuple[str, float, dict[str, Any]]]:
        """The best `limit` (default: all) candidate clauses of one game, best first:
        (id, score, explanation)."""
        if not matches:
            return []
        docs = self._game_docs(game, version)
        ids_of, pos = self._game_ids(game, version)
        if params.derive_df:
            matches = matches + self._derived(game, version, matches, params, question)
        weight = {m.norm: m.weight for m in matches}
        plists = self._posting_lists(game, version, list(weight), params)
        for m in matches:  # a player's word this document uses itself is not slang here
            if m.player and len(plists.get(m.player, ((), ()))[0]) >= params.player_df:
                weight.pop(m.norm, None)
                plists.pop(m.norm, None)
        # A compound the document knows (山札) stands for its parts (山, 札): count them less.
        for m in matches:
            if m.parts and plists.get(m.norm) and params.component < 1.0:
                for p in set(m.parts):
                    if p in weight:
                        weight[p] *= params.component
        # Coverage: which of the question's concepts a clause contains, as bit sets.
        concepts = sorted({m.concept for m in matches if m.concept and m.source == "question"})
        bit = {c: 1 << i for i, c in enumerate(concepts)}
        covers: dict[str, int] = {}
        for m in matches:
            words = set(m.parts) if m.parts else {m.concept} if m.concept else set()
            covers[m.norm] = sum(bit.get(w, 0) for w in words)
        # Clauses are numbered in document order (posting lists hold these numbers), so
        # scores live in flat lists and a tie in score falls back to the number itself.
        acc = [0.0] * len(ids_of)
        got = [0] * len(ids_of)
        touched: set[int] = set()
        for tok, (nums, impacts) in plists.items():
            w, mask = weight[tok], covers.get(tok, 0)
            touched.update(nums)
            for i, imp in zip(nums, impacts, strict=True):
                acc[i] += w * imp
            if mask:  # (a field switched off, weight 0, gives impact 0: no coverage either)
                for i, imp in zip(nums, impacts, strict=True):
                    if imp > 0:
                        got[i] |= mask
        if not touched:
            return []
        if params.coverage and concepts:
            # factor per number of concepts covered: (share of the question's concepts)^exp
            factor = [(k / len(concepts)) ** params.coverage for k in range(len(concepts) + 1)]
            score = {i: acc[i] * factor[got[i].bit_count()] for i in touched}
        else:
            score = {i: acc[i] for i in touched}
        # Scores are relative to the best BM25F score (1.0); the bonuses below are in those
        # units, so they are scaled by `top` here and the final scores divided by it.
        top = max(score.values()) or 1.0
        why: dict[int, dict[str, Any]] = defaultdict(lambda: {"concepts": [], "lifted_by": []})

        # Glossary: defined terms named in the question.
        if params.glossary:
            for term, clause in self._question_terms(game, version, question):
                if clause in pos:
                    i = pos[clause]
                    score[i] = score.get(i, 0.0) + params.glossary * top
                    why[i]["concepts"].append(term)

        # Graph step over the current top hits.
        top_ids = [ids_of[i] for i in _best(score, params.graph_top)]
        lifts: dict[str, tuple[float, str, str]] = {}

        def lift(target: str, amount: float, src: str, how: str) -> None:
            if target in pos and target != src and amount > lifts.get(target, (0.0, "", ""))[0]:
                lifts[target] = (amount, src, how)

        qnorms = set(weight)
        if params.cites and top_ids:
            qs = ",".join("?" * len(top_ids))
            for src, dst in self.con.execute(
                f"select src, dst from refs where game=? and version=? and status='resolved' "
                f"and kind != 'deictic' and src in ({qs})",
                (game, version, *top_ids),
            ):
                lift(dst, params.cites * score[pos[src]], src, "cites")
        if params.defines and top_ids:
            uses = self._term_uses(game, version)
            for src in top_ids:
                for term, clause in uses.get(src, []):
                    if qnorms & self._term_norms(term):
                        lift(clause, params.defines * score[pos[src]], src, "defines")
        if params.children:
            for src in top_ids:
                meta = docs[src]
                if meta[4] == 0 and meta[0] in ("section", "chapter"):  # bare heading
                    for kid in self._children(game, version, src)[:3]:
                        lift(kid, params.children * score[pos[src]], src, "under")
        for target, (amount, src, how) in lifts.items():
            i = pos[target]
            score[i] = score.get(i, 0.0) + amount
            why[i]["lifted_by"].append({"id": src, "how": how})

        if params.priors:
            prior = self._game_priors(game, version)
            score = {i: v * prior[i] for i, v in score.items()}
        # A situation (…たら, …場合) asks what happens: the rule-process chapter decides that.
        if params.process != 1.0 and any(x in question for x in _SITUATION):
            for i in score:
                if docs[ids_of[i]][3]:
                    score[i] *= params.process
        if params.example_up:
            # An example illustrates the clause it sits under: a question that matches the
            # example asks about that rule, which takes the example's place (and the example
            # the rule's, so nothing else moves).
            for i in _best(score, params.graph_top):
                meta = docs[ids_of[i]]
                if meta[0] == "example" and meta[2] in pos:
                    p = pos[meta[2]]
                    if score[i] > score.get(p, 0.0):
                        if params.example_pair:
                            score[p], score[i] = score[i], score[i] * (1 - 1e-9)
                        else:
                            score[p], score[i] = score[i], score.get(p, 0.0)
                        why[p]["lifted_by"].append({"id": ids_of[i], "how": "example"})
        if params.siblings:
            for up, passed in _order_siblings(score, got, docs, ids_of, params.graph_top):
                why[up]["lifted_by"].append({"id": ids_of[passed], "how": "sibling"})
        none: dict[str, Any] = {"concepts": [], "lifted_by": []}
        return [(ids_of[i], score[i] / top, why.get(i, none)) for i in _best(score, limit)]

    def _principles(self, game: str, version: str) -> Callable[[str], str]:
        """A function: clause id → the principle section it is under (PRINCIPLE_TITLE), or ""."""
        key = (game, version, "principles")
        if key not in self._cache:
            sections = [
                cid
                for cid, title in self.con.execute(
                    "select id, title from clauses where game=? and version=? and title != ''",
                    key[:2],
                )
                if PRINCIPLE_TITLE.search(title)
            ]

            def under(cid: str) -> str:
                return next(
                    (s for s in sections if cid == s or cid.startswith((s + ".", s + "#"))), ""
                )

            self._cache[key] = under
        return self._cache[key]

    def _vocabulary(self, game: str, version: str) -> tuple[dict[str, int], dict[str, list[str]]]:
        """The document's tokens with their document frequency, and per kanji the
        two-kanji words holding it (read once per game)."""
        key = (game, version, "vocab")
        if key not in self._cache:
            df = dict(
                self.con.execute(
                    "select token, df from ask_tokens where game=? and version=?", key[:2]
                )
            )
            by_kanji: dict[str, list[str]] = defaultdict(list)
            for tok, n in df.items():
                if n >= 2 and len(tok) == 2 and all(_is_kanji(ch) for ch in tok):
                    for ch in set(tok):
                        by_kanji[ch].append(tok)
            self._cache[key] = (df, dict(by_kanji))
        return self._cache[key]

    def _derived(
        self, game: str, version: str, matches: list[Match], params: Params, question: str = ""
    ) -> list[Match]:
        """Document words for question words the document (almost) never uses, found in
        the document's own vocabulary rather than a word list:

        * a native (和語) word written with kanji → the document's Sino-Japanese (漢語)
          verbal nouns (サ変) of two kanji that hold all its kanji: 使う → 使用, 始める →
          開始, 置き換え → 置換, 死ぬ → 死亡;
        * a katakana word → the document's longer katakana words it begins (a clipped
          loanword): キャラ → キャラクター.

        Only when at most `derive_max` document words qualify (動く → 行動 / 移動 / 起動 /
        能動 … is left alone)."""
        df, by_kanji = self._vocabulary(game, version)
        have = {m.norm for m in matches}
        out: list[Match] = []
        for m in matches:
            w = m.norm
            if (
                m.source != "question"
                or m.parts
                or not m.concept
                or df.get(w, 0) >= params.derive_df
            ):
                continue
            kanji = {ch for ch in w if _is_kanji(ch)}
            cands: list[str] = []
            if kanji:
                me = self.an.word(w)
                if me is None or me.origin != "和":
                    continue
                pool = set.intersection(*(set(by_kanji.get(ch, ())) for ch in kanji))
                for t in sorted(pool, key=lambda t: (-df[t], t)):
                    tw = self.an.word(t)
                    if tw and tw.origin == "漢" and tw.sub == "サ変可能":
                        cands.append(t)
            elif len(w) >= 3 and _KATAKANA.fullmatch(w) and not df.get(w):
                cands = [
                    t
                    for t, n in df.items()
                    if n >= 2
                    and len(t) >= len(w) + 2
                    and t.startswith(w)
                    and _KATAKANA.fullmatch(t)
                ]
                # the stem only: キャラクター, not also its compounds キャラクターカード …
                cands = [t for t in cands if not any(t != u and t.startswith(u) for u in cands)]
            if not cands or len(cands) > params.derive_max:
                continue
            for t in cands:
                if t not in have:
                    have.add(t)
                    out.append(
                        Match(
                            t,
                            t,
                            params.derive_weight * m.weight,
                            f"derived:{m.surface}",
                            (),
                            m.concept,
                        )
                    )
        # Brackets the document names (【 】(隅付き括弧)): a question writing 【ドロップ】
        # asks about the notation, which the document explains under that name. (「」 and
        # 『』 are left out: questions use them to quote card wording.)
        if question:
            for opening, words in self._brackets(game, version).items():
                if opening in question:
                    for t in words:
                        if t not in have:
                            have.add(t)
                            out.append(Match(t, t, HINT_WEIGHT, f"hint:{opening}"))
        # The document's own aliases: 「クライマックス」の語が「CX」と表記されることがあります.
        by_norm = {m.norm: m for m in matches if m.source == "question"}
        for short, full in self._aliases(game, version):
            if not all(w in by_norm for w in short):
                continue
            m = by_norm[short[0]]
            for t in full:
                if t not in have:
                    have.add(t)
                    out.append(Match(t, t, m.weight, f"alias:{m.surface}", (), m.concept))
        return out

    def _brackets(self, game: str, version: str) -> dict[str, list[str]]:
        """Opening bracket → the words of the name the document gives it (【 → 隅付き括弧)."""
        key = (game, version, "brackets")
        if key not in self._cache:
            out: dict[str, list[str]] = {}
            for (text,) in self.con.execute(
                "select text from clauses where game=? and version=? and text like ?",
                (*key[:2], "%括弧%"),
            ):
                for opening, name in _BRACKET.findall(text or ""):
                    if opening not in "「『" and opening not in out:
                        out[opening] = [t.norm for t in self.an.tokens(name)]
            self._cache[key] = out
        return self._cache[key]

    def _aliases(self, game: str, version: str) -> list[tuple[list[str], list[str]]]:
        """(the short form's words, the full form's words) for every alias the document
        states (「X」…「Y」と表記されることがあります: Y is another spelling of X), read once
        per game."""
        key = (game, version, "aliases")
        if key not in self._cache:
            out = []
            for (text,) in self.con.execute(
                "select text from clauses where game=? and version=? and text like ?",
                (*key[:2], "%と表記されることがあります%"),
            ):
                for full, short in _ALIAS.findall(text or ""):
                    s_toks = [t.norm for t in self.an.tokens(short) if not t.compound]
                    f_toks = [t.norm for t in self.an.tokens(full)]
                    if s_toks and f_toks and not set(s_toks) <= set(f_toks):
                        out.append((s_toks, f_toks))
            self._cache[key] = out
        return self._cache[key]

    def _game_ids(self, game: str, version: str) -> tuple[list[str], dict[str, int]]:
        """Clause ids in document order, and each id's number in that order."""
        key = (game, version, "ids")
        if key not in self._cache:
            docs = self._game_docs(game, version)
            ids = sorted(docs, key=lambda c: docs[c][1])
            self._cache[key] = (ids, {c: i for i, c in enumerate(ids)})
        return self._cache[key]

    def _game_priors(self, game: str, version: str) -> list[float]:
        """Per clause number: the multiplier for its kind of row (a rule clause over a
        heading or an example)."""
        key = (game, version, "prior")
        if key not in self._cache:
            docs = self._game_docs(game, version)
            out = []
            for c in self._game_ids(game, version)[0]:
                kind, len_t = docs[c][0], docs[c][4]
                prior = KIND_PRIOR.get(kind, 1.0)
                if len_t == 0 and kind in ("section", "chapter", "clause"):
                    prior = min(prior, HEADING_ONLY_PRIOR)
                out.append(prior)
            self._cache[key] = out
        return self._cache[key]

    def _posting_lists(
        self, game: str, version: str, tokens: list[str], params: Params
    ) -> dict[str, tuple[tuple[int, ...], tuple[float, ...]]]:
        """token → (clause numbers, impacts) for the tokens the game's index knows.

        With the default BM25F parameters the impacts are the ones stored by the index build
        (kept in memory once read); other parameters (the ablation) recompute them from the
        field frequencies."""
        if bm25_key(params.k1, params.weights, params.b) != self._bm25:
            return self._recomputed_lists(game, version, tokens, params)
        out: dict[str, tuple[tuple[int, ...], tuple[float, ...]]] = {}
        missing = []
        for t in tokens:
            key = (game, version, t)
            if key in self._plists:
                if self._plists[key][0]:
                    out[t] = self._plists[key]
            else:
                missing.append(t)
        if missing:
            pos = self._game_ids(game, version)[1]
            got = {t: ((), ()) for t in missing}
            for tok, plist in self._lists(game, version, missing):
                got[tok] = (tuple(pos[p[0]] for p in plist), tuple(p[6] for p in plist))
            for t, lists in got.items():
                self._plists[(game, version, t)] = lists
                if lists[0]:
                    out[t] = lists
        return {t: out[t] for t in tokens if t in out}

    def _indexed(self, game: str, version: str, tokens: list[str]) -> dict[str, frozenset[int]]:
        """token → the numbers of the clauses indexed under it (kept once read)."""
        missing = [t for t in tokens if (game, version, t) not in self._members]
        if missing:
            got = {
                t: frozenset(self._plists[(game, version, t)][0])
                for t in missing
                if (game, version, t) in self._plists
            }
            pos = self._game_ids(game, version)[1]
            for tok, plist in self._lists(game, version, [t for t in missing if t not in got]):
                got[tok] = frozenset(pos[p[0]] for p in plist)
            for t in missing:
                self._members[(game, version, t)] = got.get(t, frozenset())
        return {t: self._members[(game, version, t)] for t in tokens}

    def _spans(
        self, game: str, version: str, cid: str, title: str, text: str
    ) -> tuple[dict[str, str], set[str]]:
        """Token → its spans in a clause's title + text (kb.ask.index.token_spans), and the
        tokens of its text, from its title and text analysed again (a hit shown; kept once
        computed)."""
        key = (game, version, cid)
        if key not in self._hit_spans:
            title_toks = self.an.tokens(title) if title else []  # most clauses have none
            text_toks = self.an.tokens(text) if text else []
            self._hit_spans[key] = (
                token_spans(title_toks, text_toks, title, text),
                {t.norm for t in text_toks},
            )
        return self._hit_spans[key]

    def _lists(
        self, game: str, version: str, tokens: list[str]
    ) -> list[tuple[str, list[list[Any]]]]:
        """(token, its postings) for those of `tokens` the document's index knows, each
        posting [id, tf_text, tf_head, tf_terms, tf_ctx, tf_refs, impact] in id order
        (table ask_lists, kb/ask/index.py)."""
        if not tokens:
            return []
        q = ",".join("?" * len(tokens))
        return [
            (tok, json.loads(plist))
            for tok, plist in self.con.execute(
                f"select token, postings from ask_lists where game=? and version=? "
                f"and token in ({q})",
                (game, version, *tokens),
            )
        ]

    def _recomputed_lists(
        self, game: str, version: str, tokens: list[str], params: Params
    ) -> dict[str, tuple[tuple[int, ...], tuple[float, ...]]]:
        n, *avgs = self._game_stats(game, version)
        docs = self._game_docs(game, version)
        pos = self._game_ids(game, version)[1]
        rows: dict[str, list[tuple[str, tuple[int, ...]]]] = {
            tok: [(p[0], tuple(p[1:6])) for p in plist]
            for tok, plist in self._lists(game, version, tokens)
        }
        out = {}
        for tok in tokens:
            if tok not in rows:
                continue
            w_idf = idf(n, len(rows[tok]))
            nums, imps = [], []
            for cid, tfs in rows[tok]:
                tf = field_tf(tfs, docs[cid][4:], tuple(avgs), params.weights, params.b)
                nums.append(pos[cid])
                imps.append(w_idf * tf / (params.k1 + tf))
            out[tok] = (tuple(nums), tuple(imps))
        return out

    def _term_norms(self, term: str) -> set[str]:
        if term not in self._term_cache:
            self._term_cache[term] = {t.norm for t in self.an.tokens(term)}
        return self._term_cache[term]

    def _children(self, game: str, version: str, cid: str) -> list[str]:
        """The clauses directly under `cid` (examples left out), in document order."""
        key = (game, version, "children")
        if key not in self._cache:
            docs = self._game_docs(game, version)
            kids: dict[str, list[str]] = defaultdict(list)
            for c in self._game_ids(game, version)[0]:  # document order
                kind, _, parent = docs[c][:3]
                if parent and kind != "example":
                    kids[parent].append(c)
            self._cache[key] = dict(kids)
        return self._cache[key].get(cid, [])

    def _term_uses(self, game: str, version: str) -> dict[str, list[tuple[str, str]]]:
        """clause → [(defined term it uses, the clause defining it)], read once per game."""
        key = (game, version, "uses")
        if key not in self._cache:
            uses: dict[str, list[tuple[str, str]]] = defaultdict(list)
            for src, term, clause in self.con.execute(
                "select u.clause, u.term, t.clause from term_uses u join terms t "
                "on t.game=u.game and t.version=u.version and t.term=u.term "
                "where u.game=? and u.version=?",
                (game, version),
            ):
                uses[src].append((term, clause))
            self._cache[key] = dict(uses)
        return self._cache[key]

    def _question_terms(self, game: str, version: str, question: str) -> list[tuple[str, str]]:
        """Defined terms (term, defining clause) whose token sequence occurs in the question."""
        if question not in self._grams:  # the same question is searched in every game
            if len(self._grams) > 256:
                self._grams.clear()
            seq = [t.norm for t in self.an.tokens(question, compounds=False)]
            self._grams[question] = sorted(
                {
                    " ".join(seq[i:j])
                    for i in range(len(seq))
                    for j in range(i + 1, min(len(seq), i + 6) + 1)
                }
            )
        grams = self._grams[question]
        if not grams:
            return []
        q = ",".join("?" * len(grams))
        return list(
            self.con.execute(
                f"select term, clause from ask_terms where game=? and version=? and key in ({q})",
                (game, version, *grams),
            )
        )

    def restatements(self, game: str, version: str, cid: str) -> list[tuple[str, float, str]]:
        """(twin, similarity, rule-process id) for a clause stated in two places."""
        key = (game, version)
        if key not in self._restate:
            pairs: dict[str, list[tuple[str, float, str]]] = defaultdict(list)
            for a, b, sim, proc in self.con.execute(
                "select a, b, similarity, process from ask_restate where game=? and version=? "
                "order by a, similarity desc, b",
                key,
            ):
                pairs[a].append((b, sim, proc))
            self._restate[key] = dict(pairs)
        return list(self._restate[key].get(cid, []))

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
        if len(question) > MAX_QUESTION:
            raise AskError(
                f"the question is {len(question):,} characters long: at most {MAX_QUESTION:,} "
                "(ask about one situation at a time)",
                f"質問が {len(question):,} 文字あります。{MAX_QUESTION:,} 文字までです"
                "（1つの状況ずつ質問してください）",
            )
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
            # Unsure of the game: the best games' hits ranked together (each hit's score
            # relative to its game's best, times the game's posterior), and the best hit of
            # every game beside them.
            likely = sorted(scores, key=lambda g: -scores[g])
            pooled_games = [g for g in likely if scores[g] >= POOL_MIN][:POOL_GAMES] or likely[:1]
            per_game, pooled = [], []
            for g, v in defaults.items():
                k = n if g in pooled_games else 1
                hits = self.hits(g, v, question, matches, k, params, explain)
                per_game += hits[:1]
                top = max((h.score for h in hits), default=0.0) or 1.0
                if g in pooled_games:
                    pooled += [(scores.get(g, 0.0) * h.score / top, h) for h in hits]
            per_game.sort(key=lambda h: -scores.get(h.game, 0.0))
            pooled.sort(key=lambda p: -p[0])
            together = [h for _, h in pooled[:n]]
            for i, h in enumerate(together, start=1):
                h.rank = i
            return AskResult(
                question,
                None,
                None,
                False,
                scores,
                together,
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
        # Each hit takes one ranked clause, and at most one twin per hit is already taken.
        wide = params.child_after or params.principle_slot
        limit = 2 * n + 1 if not wide else max(2 * n + 1, 30, params.principle_window)
        ranked = self.rank(game, version, question, matches, params, limit=limit)
        docs = self._game_docs(game, version)
        # The best-ranked clause under each candidate (examples aside), for child_after.
        first_child: dict[str, tuple[str, float, dict[str, Any]]] = {}
        if params.child_after:
            for cid, score, why in ranked:
                parent = docs[cid][2]
                if parent and docs[cid][0] != "example" and parent not in first_child:
                    first_child[parent] = (cid, score, why)
        chosen: list[tuple[str, float, dict[str, Any], str | None]] = []
        seen: set[str] = set()
        for cid, score, why in ranked:
            if len(chosen) >= n:
                break
            if cid in seen:
                continue
            chosen.append((cid, score, why, None))
            seen.add(cid)
            if len(chosen) <= params.child_after and cid in first_child:
                # A rule's cases are its children: the best of them follows the rule.
                kid, kscore, kwhy = first_child[cid]
                if kid not in seen and kscore >= params.child_min * score and len(chosen) < n:
                    kwhy = {
                        **kwhy,
                        "lifted_by": [*kwhy.get("lifted_by", []), {"id": cid, "how": "child"}],
                    }
                    chosen.append((kid, kscore, kwhy, None))
                    seen.add(kid)
            if params.restate_insert:
                for other, _, _ in self.restatements(game, version, cid):
                    if other not in seen and len(chosen) < n:
                        chosen.append((other, score, {}, cid))
                        seen.add(other)
        slot = params.principle_slot
        if slot and len(chosen) >= slot:
            # A question about one situation is often settled by a general principle the
            # situation is an instance of (「2枚しかない」 → 可能な限り行う): one stays in view.
            principle = self._principles(game, version)
            if not any(principle(c) for c, _, _, _ in chosen[:slot]):
                for cid, score, why in ranked[: params.principle_window]:
                    if principle(cid):
                        chosen = [c for c in chosen if c[0] != cid]  # moved up, if listed
                        why = {
                            **why,
                            "lifted_by": [
                                *why.get("lifted_by", []),
                                {"id": principle(cid), "how": "principle"},
                            ],
                        }
                        chosen.insert(slot - 1, (cid, score, why, None))
                        chosen = chosen[:n]
                        break
        if not explain:
            return [
                AskHit(game, version, c, docs[c][0], "", "", "", "", [], s, i + 1)
                for i, (c, s, _, _) in enumerate(chosen)
            ]
        ids = [c for c, _, _, _ in chosen]
        qid = ",".join("?" * len(ids))
        surface = {m.norm: m.surface for m in matches}
        rows = {
            r[0]: r[1:]
            for r in self.con.execute(
                f"select id, kind, title, text, heading_path from clauses "
                f"where game=? and version=? and id in ({qid})",
                (game, version, *ids),
            )
        }
        # the question's words in each hit's title and text, those the hit is indexed under:
        # any word of its text (its text field); a word of its title alone only if its posting
        # list has the hit (a title alone may split otherwise than in the head field)
        pos = self._game_ids(game, version)[1]
        spans: dict[str, dict[str, str]] = {}
        for cid, (_, title, text, _) in rows.items():
            found, in_text = self._spans(game, version, cid, title or "", text or "")
            spans[cid] = {}
            for t in surface:
                if t in found and (
                    t in in_text or pos[cid] in self._indexed(game, version, [t])[t]
                ):
                    spans[cid][t] = found[t]
        cites: dict[str, list[str]] = defaultdict(list)
        for src, dst in self.con.execute(
            f"select src, dst from refs where game=? and version=? and src in ({qid}) "
            f"and status='resolved' order by src, offset",
            (game, version, *ids),
        ):
            if dst not in cites[src]:
                cites[src].append(dst)
        cited_by: dict[str, list[str]] = defaultdict(list)
        for src, dst in self.con.execute(
            f"select distinct src, dst from refs where game=? and version=? and dst in ({qid}) "
            f"and status='resolved'",
            (game, version, *ids),
        ):
            cited_by[dst].append(src)
        out = []
        for i, (cid, score, why, twin_of) in enumerate(chosen):
            kind, title, text, hp = rows[cid]
            snippet, marks, found = _snippet(title or "", text or "", spans.get(cid, {}))
            hit = AskHit(
                game,
                version,
                cid,
                kind,
                title,
                hp,
                text,
                snippet,
                marks,
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
            hit.cites = cites.get(cid, [])
            hit.cited_by = cited_by.get(cid, [])
            out.append(hit)
        return out


def _order_siblings(
    score: dict[int, float],
    got: list[int],
    docs: dict[str, tuple[Any, ...]],
    ids_of: list[str],
    k: int,
) -> list[tuple[int, int]]:
    """Among clauses under one parent in the top `k`, the one holding more of the question's
    words that are not common to all of them takes the better score (the words they share
    are the parent's topic; the others tell the cases apart). Returns (clause moved up, the
    sibling that held its new place before), for the explanation."""
    moves: list[tuple[int, int]] = []
    groups: dict[str, list[int]] = defaultdict(list)
    for i in _best(score, k):
        parent = docs[ids_of[i]][2]
        if parent:
            groups[parent].append(i)
    for members in groups.values():
        if len(members) < 2:
            continue
        shared = ~0
        for i in members:
            shared &= got[i]
        before = sorted(members, key=lambda i: -score[i])
        slots = [score[i] for i in before]
        order = sorted(members, key=lambda i: (-(got[i] & ~shared).bit_count(), -score[i]))
        for j, (i, v) in enumerate(zip(order, slots, strict=True)):
            if before.index(i) > j:
                moves.append((i, before[j]))
            score[i] = v
    return moves


def _quoted_spans(text: str) -> list[tuple[int, int]]:
    """Character spans inside 「…」 / 『…』 (a question quoting a card's wording)."""
    out, start = [], None
    for i, ch in enumerate(text):
        if ch in "「『" and start is None:
            start = i + 1
        elif ch in "」』" and start is not None:
            out.append((start, i))
            start = None
    return out


def _asks_option(morphs: list[Any]) -> bool:
    """Whether a question asks if something may be left undone: a verb, then ない / ず, then
    (within a few words) いい / できる / いけない / 済む; or …なければならない."""
    for i, m in enumerate(morphs[1:], 1):
        if (
            m.pos.startswith("助動詞")
            and m.norm in ("ない", "ず")
            and morphs[i - 1].pos.startswith("動詞")
        ):
            if m.surface.startswith("なけれ"):  # …しなければならない
                return True
            if any(canon(x.norm) in OPTION_AFTER for x in morphs[i + 1 : i + 6]):
                return True
    return False


def _snippet(
    title: str, text: str, spans: dict[str, str], width: int = 40
) -> tuple[str, list[tuple[int, int]], set[str]]:
    """A window of the clause around its first match, the match spans in it, and the
    question's words found in the clause (`spans`: token → its spans, from the index)."""
    body = (title + " " if title and text else title) + (text or "")
    body = body.replace("\n", " ")
    found = set(spans)
    marks = sorted(
        {tuple(map(int, s.split("-"))) for sp in spans.values() for s in sp.split()}  # type: ignore[misc]
    )
    merged: list[tuple[int, int]] = []
    for a, b in marks:
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


def _best(scores: dict[int, float], k: int | None) -> list[int]:
    """The `k` best clause numbers (all when k is None), by score, then document order.
    Only the numbers at or above the k-th best score are sorted with the two-part key."""
    if k is not None and len(scores) > k:
        if k <= 0:
            return []
        cut = sorted(scores.values(), reverse=True)[k - 1]
        pool = [i for i, v in scores.items() if v >= cut]
    else:
        pool = list(scores)
    pool.sort(key=lambda i: (-scores[i], i))
    return pool if k is None else pool[:k]


_KATAKANA = re.compile(r"[\u30a1-\u30fa\u30fc]+")
# 【 】(隅付き括弧), 〈 〉(山括弧): a bracket and the name the document gives it
_BRACKET = re.compile(r"([【〈《［\[])\s*[】〉》］\]]\s*[(（]([^)）]{1,6}括弧)[)）]")
# 「クライマックス」の語が「CX」と表記されることがあります / 「X」は、テキスト中では「Y」と…
_ALIAS = re.compile(r"「([^」]+)」[^「。]{0,20}「([^」]+)」と表記されることがあります")


def _is_kanji(ch: str) -> bool:
    return "\u4e00" <= ch <= "\u9fff" or ch == "々"


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
