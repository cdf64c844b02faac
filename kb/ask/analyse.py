"""Morphological analysis for `ask`: Japanese text → normalised content tokens.

Two analysers are supported, both with a dictionary shipped as a PyPI package (nothing is
downloaded at run time):

* ``sudachi`` — SudachiPy + sudachidict_core (``normalized_form``: 控室→控え室, リタイヤ→リタイア);
* ``mecab``  — fugashi + unidic-lite (UniDic ``lemma``: ひく→引く, 控室→控え室).

docs/ask.md compares them on the evaluation set; :data:`DEFAULT` is the one the KB build uses.
A token keeps its surface and its character span, so hits can be highlighted in the source.

Beyond the analyser's own normal form, every token goes through :func:`kb.ask.lexicon.canon`
(NFKC, lower case, the project's table of spelling variants such as デック/デッキ).
Adjacent nouns are also joined into compound tokens (山+札 → 山札, ダメージ+ゾーン →
ダメージゾーン), because both dictionaries split game vocabulary they do not know.
"""

from __future__ import annotations

import re
import time
import unicodedata
from collections.abc import Callable
from functools import cache
from importlib import resources
from typing import NamedTuple

from kb.ask.lexicon import KEEP, STOP, canon

DEFAULT = "mecab"
ANALYSERS = ("mecab", "sudachi")

# Parts of speech whose words carry content. Particles, auxiliaries, symbols and
# conjunctions never reach the index.
CONTENT_POS = ("名詞", "動詞", "形容詞", "形状詞", "連体詞", "接頭辞", "接尾辞", "副詞")
NOUNISH = ("名詞", "接頭辞", "接尾辞")


class AnalyserError(Exception):
    """The analyser (or its dictionary package) is not installed."""


class Token(NamedTuple):
    norm: str  # canonical form used for matching
    surface: str
    start: int  # character span in the analysed text
    end: int
    pos: str
    compound: bool = False  # a join of adjacent nouns


class Morph(NamedTuple):
    surface: str
    norm: str
    pos: str
    start: int
    end: int
    sub: str = ""  # the finer part of speech (UniDic pos3: サ変可能 …), when known
    origin: str = ""  # the word's origin (UniDic 語種: 和 native, 漢 Sino-Japanese, 外 loan)


_UNSEEN = object()


# What a node of the analyser's output is to `Analyser.tokens`: not a content word (it ends a
# run of nouns), a content word, a noun-like content word (it joins a compound).
_SKIP, _WORD, _NOUN = 0, 1, 2


class Raw(NamedTuple):
    """An analyser's output as lines (one per node), for `Analyser.tokens`' fast path: `parse`
    gives a text's lines, `word` reads one line as (surface, norm, pos1, sub, origin), and a
    line equal to `eos` ends the text."""

    parse: Callable[[str], list[str]]
    word: Callable[[str], tuple[str, str, str, str, str]]
    eos: str


class Analyser:
    """Wraps one morphological analyser; `tokens()` is all the rest of `ask` uses."""

    def __init__(
        self,
        name: str,
        split: Callable[[str], list[Morph]],
        load_ms: float,
        raw: Raw | None = None,
    ):
        self.name = name
        self._split = split
        self.load_ms = load_ms
        self._raw = raw
        self._words: dict[str, Morph | None] = {}
        # analyser normal form -> canonical form ("" for no word: punctuation, symbols)
        self._canon: dict[str, str] = {}
        # output line -> (surface, its length, canonical form, pos1, _SKIP | _WORD | _NOUN)
        self._nodes: dict[str, tuple[str, int, str, str, int]] = {}

    def morphs(self, text: str) -> list[Morph]:
        return self._split(text)

    def word(self, text: str) -> Morph | None:
        """`text` as one dictionary word (None when the analyser splits it), cached."""
        if text not in self._words:
            ms = self._split(text)
            self._words[text] = ms[0] if len(ms) == 1 else None
        return self._words[text]

    def _node(self, line: str) -> tuple[str, int, str, str, int]:
        """What `tokens` needs of one output line (cached per distinct line)."""
        assert self._raw is not None
        surface, mnorm, pos, _sub, _origin = self._raw.word(line)
        norm = self._canonical(mnorm)
        if not norm or norm in STOP or not (pos in CONTENT_POS or norm in KEEP):
            kind = _SKIP
        else:
            kind = _NOUN if pos in NOUNISH else _WORD
        node = self._nodes[line] = (surface, len(surface), norm, pos, kind)
        return node

    def _canonical(self, mnorm: str) -> str:
        norm = self._canon.get(mnorm)
        if norm is None:
            c = canon(mnorm)
            norm = self._canon[mnorm] = c if any(ch.isalnum() for ch in c) else ""
        return norm

    def tokens(self, text: str, compounds: bool = True) -> list[Token]:
        """Content tokens of `text` in order, plus joined noun compounds."""
        if self._raw is not None:
            return self._fast_tokens(text, compounds)
        out: list[Token] = []
        run: list[Token] = []  # adjacent nouns so far; joined pairwise when the run ends

        def flush() -> None:
            if compounds and len(run) >= 2:
                for a, b in zip(run, run[1:], strict=False):
                    out.append(
                        Token(a.norm + b.norm, a.surface + b.surface, a.start, b.end, "名詞", True)
                    )
            run.clear()

        words = self._canon
        for m in self._split(text):
            norm = words.get(m.norm, _UNSEEN)
            if norm is _UNSEEN:
                c = canon(m.norm)
                norm = words[m.norm] = c if any(ch.isalnum() for ch in c) else ""
            pos = m.pos
            if not norm or norm in STOP or not (pos in CONTENT_POS or norm in KEEP):
                if run:
                    flush()
                continue
            tok = Token(norm, m.surface, m.start, m.end, pos)
            out.append(tok)
            if pos in NOUNISH:
                if run and text[run[-1].end : m.start].strip():
                    flush()
                run.append(tok)
            elif run:
                flush()
        if run:
            flush()
        return out

    def _fast_tokens(self, text: str, compounds: bool) -> list[Token]:
        """`tokens` read straight off the analyser's output lines: the same tokens, without a
        Morph per node (tests/test_ask_analyse.py compares the two paths)."""
        assert self._raw is not None
        out: list[Token] = []
        append = out.append
        run: list[Token] = []  # adjacent nouns so far; joined pairwise when the run ends
        nodes, node, eos = self._nodes, self._node, self._raw.eos
        find = text.find
        pos = 0
        for line in self._raw.parse(text):
            if line == eos or not line:
                continue
            n = nodes.get(line)
            if n is None:
                n = node(line)
            surface, size, norm, p, kind = n
            start = find(surface, pos)  # after the whitespace the analyser skipped
            pos = start + size
            if kind == _SKIP:
                if run:
                    if compounds and len(run) >= 2:
                        _compounds(run, append)
                    run.clear()
                continue
            tok = _new(Token, (norm, surface, start, pos, p, False))
            append(tok)
            if kind == _NOUN:
                if run and text[run[-1].end : start].strip():
                    if compounds and len(run) >= 2:
                        _compounds(run, append)
                    run.clear()
                run.append(tok)
            elif run:
                if compounds and len(run) >= 2:
                    _compounds(run, append)
                run.clear()
        if run and compounds and len(run) >= 2:
            _compounds(run, append)
        return out


def _compounds(run: list[Token], append: Callable[[Token], None]) -> None:
    """The compounds of a run of adjacent nouns: each pair joined."""
    for a, b in zip(run, run[1:], strict=False):
        append(_new(Token, (a[0] + b[0], a[1] + b[1], a[2], b[3], "名詞", True)))


# Token(...) without the Python-level __new__ a NamedTuple has (the fast path makes one per
# node): the same tuple, all six fields given.
_new = tuple.__new__


def _spans(text: str, surfaces: list[str]) -> list[tuple[int, int]]:
    spans = []
    pos = 0
    for s in surfaces:
        i = text.find(s, pos) if s else -1
        if i < 0:
            spans.append((pos, pos))
            continue
        spans.append((i, i + len(s)))
        pos = i + len(s)
    return spans


_KATAKANA = re.compile(r"[\u30a1-\u30fa\u30fc]+")


def _load_mecab() -> tuple[Callable[[str], list[Morph]], Raw]:
    try:
        import fugashi
        import unidic_lite
    except ImportError as e:  # pragma: no cover - depends on the installation
        raise AnalyserError(f"analyser 'mecab' needs fugashi and unidic-lite: {e}") from None
    # MeCab prints every node as one line (kb/ask/mecabrc): one call per text and a split,
    # instead of a Python object per node.
    rc = resources.files("kb.ask") / "mecabrc"
    tagger = fugashi.GenericTagger(f'-r "{rc}" -d "{unidic_lite.DICDIR}" -O shinpan')
    parse = tagger.parse
    words: dict[str, tuple[str, str, str, str, str]] = {}  # output line -> its reading

    def word(line: str) -> tuple[str, str, str, str, str]:
        """(surface, norm, pos1, sub, origin) of one output line."""
        surface, _, feature = line.partition("\t")
        # UniDic's fields: pos1, pos2, pos3, pos4, cType, cForm, lForm, lemma, …, goshu (12)
        f = feature.split(",", 13)
        pos1 = f[0] if f[0] != "*" else ""
        lemma = f[7] if len(f) > 7 and f[7] not in ("", "*") else surface
        norm = lemma.split("-", 1)[0] if lemma != "-" else lemma
        if pos1 == "名詞" and len(f) > 1 and f[1] == "数詞":
            norm = surface
        elif _KATAKANA.fullmatch(surface) and not _KATAKANA.fullmatch(norm):
            # A loanword the dictionary does not know is split into pieces that happen to
            # be words with a kanji lemma (マリガン before する: マリ + ガン → 癌); the
            # piece keeps its spelling, so the joined compound is マリガン again.
            norm = surface
        sub = f[2] if len(f) > 2 and f[2] != "*" else ""
        origin = f[12] if len(f) > 12 and f[12] != "*" else ""
        return surface, norm, pos1, sub, origin

    def split(text: str) -> list[Morph]:
        out = []
        pos = 0
        find = text.find
        for line in parse(text).split("\n"):
            if line == "EOS" or not line:
                continue
            w = words.get(line)
            if w is None:
                w = words[line] = word(line)
            surface = w[0]
            start = find(surface, pos)  # after the whitespace MeCab skipped
            pos = start + len(surface)
            out.append(Morph(surface, w[1], w[2], start, pos, w[3], w[4]))
        return out

    def lines(text: str) -> list[str]:
        return parse(text).split("\n")

    return split, Raw(lines, word, "EOS")


def _load_sudachi() -> tuple[Callable[[str], list[Morph]], Raw | None]:
    try:
        from sudachipy import Dictionary, SplitMode
    except ImportError as e:  # pragma: no cover
        raise AnalyserError(
            f"analyser 'sudachi' needs sudachipy and sudachidict_core: {e}"
        ) from None
    try:
        tok = Dictionary(dict="core").create(mode=SplitMode.C)
    except Exception as e:  # pragma: no cover - missing dictionary package
        raise AnalyserError(f"analyser 'sudachi': {e}") from None

    def split(text: str) -> list[Morph]:
        return [
            Morph(
                m.surface(),
                m.normalized_form(),
                m.part_of_speech()[0],
                m.begin(),
                m.end(),
                m.part_of_speech()[2] if m.part_of_speech()[2] != "*" else "",
            )
            for m in tok.tokenize(text)
        ]

    return split, None


_LOADERS: dict[str, Callable[[], tuple[Callable[[str], list[Morph]], Raw | None]]] = {
    "mecab": _load_mecab,
    "sudachi": _load_sudachi,
}


@cache
def analyser(name: str = DEFAULT) -> Analyser:
    """The analyser called `name`, loaded once per process (its load time is kept)."""
    if name not in _LOADERS:
        raise AnalyserError(f"unknown analyser {name!r} (one of: {', '.join(ANALYSERS)})")
    t0 = time.perf_counter()
    split, raw = _LOADERS[name]()
    split("準備")  # the first call pays for lazy dictionary set-up: count it as loading
    return Analyser(name, split, (time.perf_counter() - t0) * 1000, raw)


def nfkc(text: str) -> str:
    return unicodedata.normalize("NFKC", text)
