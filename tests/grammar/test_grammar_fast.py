"""The speed-ups of the grammar pipeline change no result.

* ``grammar.lalr.FastLALR`` builds the trees ``lark.Lark.parse`` builds (shape, tokens,
  positions) and fails where Lark fails, at the position Lark reports; both its loops, the
  Python one and the compiled one (``grammar/_lalr.c``, when built);
* ``grammar.normalise.normalise`` equals the character-by-character reference below (the
  implementation it replaced);
* a sentence typed once and reused elsewhere (spans relative to it, ``grammar.ast.FRAMES``),
  a sentence typed from the template of another that differs only in its names and traits
  (``build.fill``), and a term built once and shared, equal a fresh typing, spans included
  (every card of the corpora).
"""

from __future__ import annotations

import random
import re
import unicodedata
from collections.abc import Callable
from pathlib import Path

import lark
import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from lark import Token, Tree

from grammar import ast as A
from grammar import lalr
from grammar import parse as P
from grammar.lalr import FastLALR, Node, ParseFailure
from grammar.normalise import _SPELLING_RE, SPELLINGS, _keep_order, normalise
from grammar.structure import GAMES, structure_parser

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "card_examples"


def _fixture_texts(game: str) -> list[str]:
    data = yaml.safe_load((FIXTURES / f"{game}.yaml").read_text(encoding="utf-8")) or {}
    return [e["text"] for key in ("examples", "keywords") for e in data.get(key) or []]


def _mutations(texts: list[str], n: int, seed: int) -> list[str]:
    rnd = random.Random(seed)
    chars = "【】[]()『』「」《》。、:\n自永起-・0１をにのが時"
    out = []
    for _ in range(n):
        t = list(rnd.choice(texts))
        for _ in range(rnd.randint(1, 3)):
            p = rnd.randint(0, len(t))
            if rnd.random() < 0.5 and t:
                del t[min(p, len(t) - 1)]
            else:
                t.insert(p, rnd.choice(chars))
        out.append("".join(t))
    return out


def _lark_shape(t: object, positions: bool) -> object:
    if isinstance(t, Tree):
        meta = None
        if positions:
            empty = t.meta.empty
            meta = (empty, None if empty else t.meta.start_pos, None if empty else t.meta.end_pos)
        return (str(t.data), meta, [_lark_shape(c, positions) for c in t.children])
    assert isinstance(t, Token)
    return (t.type, str(t), t.start_pos, t.end_pos)


def _fast_shape(t: object, positions: bool) -> object:
    if isinstance(t, Node):
        meta = (t.empty, t.start, t.end) if positions else None
        return (t.data, meta, [_fast_shape(c, positions) for c in t.children])
    assert isinstance(t, lalr.Token)
    return (t.type, str(t), t.start_pos, t.end_pos)


def _outcome(parse: Callable[[str], object], text: str, shape: Callable) -> object:
    try:
        return shape(parse(text))
    except lark.exceptions.UnexpectedInput as e:
        return (type(e).__name__, str(e))


@pytest.fixture(params=[False, True], ids=["python", "compiled"])
def compiled(request: pytest.FixtureRequest) -> bool:
    """Which loop ``FastLALR`` runs: the Python loop, or the compiled one (skipped when the
    extension is not built)."""
    if request.param and lalr.compiled_driver() is None:
        pytest.skip("grammar._lalr is not built (pip install -e . builds it with a C compiler)")
    return bool(request.param)


def _fast(lk: lark.Lark, compiled: bool, **kw: bool) -> FastLALR:
    fast = FastLALR(lk, **kw)
    fast.use_compiled(compiled)
    assert fast.compiled is compiled
    return fast


def _structure_inputs(game: str, corpus: Callable[[str], list[dict]] | None) -> list[str]:
    texts = [normalise(t).text for t in _fixture_texts(game)]
    if corpus is not None:
        texts += [normalise(c["text"]).text for c in corpus(game)[::7]]
    return texts + _mutations(texts, 400, seed=len(game))


@pytest.mark.parametrize("game", GAMES)
def test_structure_trees_equal_lark(game: str, compiled: bool) -> None:
    lk = structure_parser(game)
    fast = _fast(lk, compiled)
    for text in _structure_inputs(game, None):
        expected = _outcome(lk.parse, text, lambda t: _lark_shape(t, True))
        assert _outcome(fast.parse, text, lambda t: _fast_shape(t, True)) == expected, text


@pytest.mark.parametrize("game", ["ws", "vg"])
def test_structure_trees_equal_lark_on_corpus(
    game: str, corpus: Callable[[str], list[dict]], compiled: bool
) -> None:
    lk = structure_parser(game)
    fast = _fast(lk, compiled)
    for text in _structure_inputs(game, corpus):
        expected = _outcome(lk.parse, text, lambda t: _lark_shape(t, True))
        assert _outcome(fast.parse, text, lambda t: _fast_shape(t, True)) == expected, text


def _sentences(game: str, corpus: Callable[[str], list[dict]]) -> list[str]:
    """Sentence texts of a corpus sample (split at 。, reminders and costs kept)."""
    out = []
    for c in corpus(game)[::5]:
        out += [s for s in re.split(r"[。\n]", normalise(c["text"]).text) if s]
    return out


@pytest.mark.parametrize("game", ["ws", "vg"])
def test_clause_trees_and_errors_equal_lark(
    game: str, corpus: Callable[[str], list[dict]], compiled: bool
) -> None:
    lk = P.clause_parser()
    fast = _fast(lk, compiled, container_positions=False)
    srcs = _sentences(game, corpus)
    for src in srcs + _mutations(srcs, 300, seed=7):
        try:
            expected: object = _lark_shape(lk.parse(src), False)
        except lark.exceptions.UnexpectedInput as e:
            expected = e.pos_in_stream or 0
        try:
            got: object = _fast_shape(fast.parse_or_fail(src), False)
        except ParseFailure as f:
            got = f.pos or 0
        assert got == expected, src


# ------------------------------------------------------------------ the two loops


def _full_shape(t: object) -> object:
    """Everything the parser gives a node or token (the container span included)."""
    if isinstance(t, Node):
        return (
            type(t),
            t.data,
            t.start,
            t.end,
            t.cstart,
            t.cend,
            [_full_shape(c) for c in t.children],
        )
    assert type(t) is lalr.Token
    return (t.type, str(t), t.start_pos, t.end_pos)


def _loop_outcome(fast: FastLALR, text: str) -> object:
    try:
        return _full_shape(fast.parse_or_fail(text))
    except ParseFailure as f:
        return ("failure", f.pos)


def _both_loops(fast: FastLALR, texts: list[str]) -> None:
    fast.use_compiled(True)
    assert fast.compiled
    compiled = [_loop_outcome(fast, t) for t in texts]
    fast.use_compiled(False)
    assert not fast.compiled
    for text, got in zip(texts, compiled, strict=True):
        assert got == _loop_outcome(fast, text), text


@pytest.fixture(scope="module")
def parsers() -> dict[str, FastLALR]:
    """Parsers of their own (the loop is switched on them)."""
    out = {f"structure-{g}": FastLALR(structure_parser(g)) for g in ("ws", "vg")}
    out["clause"] = FastLALR(P.clause_parser(), container_positions=False)
    return out


@pytest.mark.parametrize("game", ["ws", "vg"])
def test_the_compiled_loop_builds_what_the_python_loop_builds(
    game: str, corpus: Callable[[str], list[dict]], parsers: dict[str, FastLALR]
) -> None:
    """Trees (container spans included), tokens and failure positions of both loops, on a
    corpus sample, its sentences, their prefixes and mutations."""
    if lalr.compiled_driver() is None:
        pytest.skip("grammar._lalr is not built")
    texts = _structure_inputs(game, corpus)
    prefixes = [t[:i] for t in texts[::9] for i in range(0, len(t), 5)]
    _both_loops(parsers[f"structure-{game}"], texts + prefixes)
    srcs = _sentences(game, corpus)
    prefixes = [t[:i] for t in srcs[::5] for i in range(len(t))]
    _both_loops(parsers["clause"], srcs + prefixes + _mutations(srcs, 300, seed=11))


_CARD_CHARS = "【】《》「」『』()。、:\n自永起CXコスト手札控え室をにのがはでとも時そのこのキャラカードパワー＋1１2０"


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=_CARD_CHARS, max_size=40))
def test_both_loops_agree_on_any_text(parsers: dict[str, FastLALR], text: str) -> None:
    if lalr.compiled_driver() is None:
        pytest.skip("grammar._lalr is not built")
    for fast in parsers.values():
        _both_loops(fast, [text])


@pytest.mark.parametrize("game", ["ws", "vg"])
def test_both_loops_type_the_same_cards(
    game: str, corpus: Callable[[str], list[dict]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whole cards through ``parse_card`` (normalising, both parsers, typing, diagnostics) on
    a sample of the real card list: the compiled loop and the Python fallback give the same
    ASTs, spans and diagnostics."""
    if lalr.compiled_driver() is None:
        pytest.skip("grammar._lalr is not built")
    from grammar.structure import fast_structure_parser

    texts = [c["text"] for c in corpus(game)][::5]
    used = [P.fast_clause_parser(), fast_structure_parser(game)]

    def run(compiled: bool) -> list[object]:
        for fast in used:
            fast.use_compiled(compiled)
            assert fast.compiled is compiled
        P.clear_caches()
        out = [
            [_dump(r.card), _dump(r.diagnostics)]
            for r in map(P.parse_card, texts, [game] * len(texts))
        ]
        P.clear_caches()
        return out

    try:
        compiled = run(True)
        assert compiled == run(False)
    finally:
        for fast in used:
            fast.use_compiled(True)


def test_terminal_and_rule_names_are_one_object_each() -> None:
    """The tables' names are interned (``FastLALR._setup``): a token's type is the object its
    row holds as a key, and a node's name the interpreter's own string, so lookups and
    comparisons hit on identity."""
    import sys

    fast = P.fast_clause_parser()
    keys = {k for row in fast._rows for k in row}
    assert all(k is sys.intern(k) for k in keys)
    tree = fast.parse_or_fail("このカードを手札に戻す")
    seen = 0
    stack = [tree]
    while stack:
        x = stack.pop()
        if isinstance(x, Node):
            assert x.data is sys.intern(x.data)
            stack.extend(x.children)
        else:
            assert x.type is sys.intern(x.type)
            seen += 1
    assert seen


def test_the_python_loop_is_the_fallback(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the extension (not built, or SHINPAN_PURE_LALR set) FastLALR runs its Python
    loop, and parses."""
    import sys

    lk = P.clause_parser()
    monkeypatch.setitem(sys.modules, "grammar._lalr", None)  # import fails as when not built
    assert lalr.compiled_driver() is None
    fast = FastLALR(lk, container_positions=False)
    assert not fast.compiled
    fast.use_compiled(True)  # asked for, but not there
    assert not fast.compiled
    assert fast.parse_or_fail("このカードを手札に戻す").data
    monkeypatch.delitem(sys.modules, "grammar._lalr")
    monkeypatch.setenv("SHINPAN_PURE_LALR", "1")
    assert lalr.compiled_driver() is None
    assert not FastLALR(lk, container_positions=False).compiled


# ------------------------------------------------------------------ normalise

_ICON = re.compile(r"\[\[([A-Za-z0-9_\-]+)\.(?:gif|png|jpg)\]\]")
_BR = re.compile(r"<\s*br\s*/?\s*>", re.IGNORECASE)
_TAG = re.compile(r"</?[A-Za-z][^<>\n]{0,200}>")
_SPACE = " \t\u3000"
_COMBINING_EXTRA = {"\uff9e", "\uff9f", "\u3099", "\u309a"}
_EXTRA = {"\u2212": "-", "\u2015": "-", "\u301c": "~", "\u2010": "-", "\u2011": "-", "$": " "}


def _reference(text: str) -> tuple[str, tuple[int, ...], tuple[int, ...]]:
    """The character-by-character normaliser ``normalise`` replaced (same rules)."""
    chunks = []
    i, n = 0, len(text)
    while i < n:
        m = _ICON.match(text, i) if text[i] == "[" else None
        if m:
            chunks.append((i, m.end(), "{" + m.group(1).lower() + "}"))
            i = m.end()
            continue
        if text[i] == "<":
            m = _BR.match(text, i)
            if m:
                chunks.append((i, m.end(), "\n"))
                i = m.end()
                continue
            m = _TAG.match(text, i)
            if m:
                i = m.end()
                continue
        if text[i] == "\r":
            end = i + 2 if text.startswith("\r\n", i) else i + 1
            chunks.append((i, end, "\n"))
            i = end
            continue
        j = i + 1
        while j < n and (unicodedata.combining(text[j]) or text[j] in _COMBINING_EXTRA):
            j += 1
        piece = text[i:j]
        norm = _EXTRA.get(piece) or unicodedata.normalize("NFKC", piece)
        chunks.append((i, j, " " if norm == "\t" else norm))
        i = j
    chars: list[tuple[str, int, int]] = []
    for s, e, norm in chunks:
        chars += [(" " if ch in _SPACE else ch, s, e) for ch in norm]
    # a list item printed after 「。」 and spaces on the same line: the first space breaks the line
    for k, (ch, s, e) in enumerate(chars):
        if ch == " " and k and chars[k - 1][0] == "。":
            j = k
            while j < len(chars) and chars[j][0] == " ":
                j += 1
            if j < len(chars) and chars[j][0] == "・":
                chars[k] = ("\n", s, e)
    keep: list[tuple[str, int, int]] = []
    line: list[tuple[str, int, int]] = []

    def flush() -> None:
        while line and line[-1][0] == " ":
            line.pop()
        if line:
            if keep:
                keep.append(("\n", line[0][1], line[0][1]))
            keep.extend(line)
        line.clear()

    depth = 0
    pending = None
    for ch, s, e in chars:
        if ch == "\n":
            flush()
            depth, pending = 0, None
            continue
        if ch == " ":
            if pending is None and line:
                pending = (s, e)
            continue
        if pending is not None:
            left = line[-1][0]
            ascii_pair = left.isascii() and left.isalnum() and ch.isascii() and ch.isalnum()
            if depth > 0 or ascii_pair:
                line.append((" ", *pending))
            pending = None
        if ch in "「《":
            depth += 1
        elif ch in "」》" and depth > 0:
            depth -= 1
        line.append((ch, s, e))
    flush()
    # spelling variants (SPELLINGS): a folded word's characters each map to the variant's span
    joined = "".join(c for c, _, _ in keep)
    for m in reversed(list(_SPELLING_RE.finditer(joined))):
        if m.lastindex is None:
            continue
        p, q = m.span()
        new = SPELLINGS[m.lastindex - 1][1]
        keep[p:q] = [(ch, keep[p][1], keep[q - 1][2]) for ch in new]
    # the header reorders (designated abilities unframed, head keywords and validity keywords
    # put as the grammar reads them: ``_keep_order``, tested on their own cases in
    # tests/grammar and tests/ruling/test_vg_labels_r36.py) — the same step as the module's
    items = _keep_order("".join(c for c, _, _ in keep))
    if items is not None:
        keep = [(ch, keep[a][1], keep[b - 1][2]) for a, b, ch in items]
    return (
        "".join(c for c, _, _ in keep),
        (*(s for _, s, _ in keep), len(text)),
        (*(e for _, _, e in keep), len(text)),
    )


def _norm(text: str) -> tuple[str, tuple[int, ...], tuple[int, ...]]:
    n = normalise(text)
    return n.text, n.offsets.starts, n.offsets.ends


_PIECES = [
    *"ab Z9 　\t\r\n「」《》【】[]<>()（）１２ｶﾞﾟ゙゚゛゜がか\u0301e\u2212\u2015\u301c\u2010\u2011\u00a0\u2003$",
    "\ud800",
    "\U0001f600",
    "\ufb01",
    "\u3300",
    "㈱",
    "Ⅱ",
    "…",
    "<br>",
    "<BR />",
    "[[soul.gif]]",
    '<font color="x">',
    "\r\n",
    "。",
    "・",
]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=40))
def test_normalise_equals_reference(pieces: list[str]) -> None:
    text = "".join(pieces)
    assert _norm(text) == _reference(text)


def test_normalise_equals_reference_on_fixtures() -> None:
    for game in GAMES:
        for text in _fixture_texts(game):
            assert _norm(text) == _reference(text)


@pytest.mark.parametrize("game", ["ws", "vg"])
def test_normalise_equals_reference_on_corpus(
    game: str, corpus: Callable[[str], list[dict]]
) -> None:
    for card in corpus(game):
        assert _norm(card["text"]) == _reference(card["text"])


# ------------------------------------------------------------------ sentence reuse


def _dump(x: object) -> object:
    """Every field, spans included (AST equality ignores spans)."""
    if isinstance(x, tuple | list):
        return [_dump(i) for i in x]
    fields = getattr(x, "__dataclass_fields__", None)
    if fields:
        return [type(x).__name__, *((n, _dump(getattr(x, n))) for n in fields)]
    return x


@pytest.mark.parametrize("game", ["ws", "vg"])
def test_reused_sentences_equal_fresh_typing(
    game: str, corpus: Callable[[str], list[dict]], monkeypatch: pytest.MonkeyPatch
) -> None:
    texts = [c["text"] for c in corpus(game)[::6]]
    monkeypatch.setattr(P, "_CARD_CACHE_SIZE", 0)  # sentences reused, not whole cards
    P.clear_caches()
    reused = [_dump(P.parse_card(t, game).card) for t in texts]
    monkeypatch.setattr(P, "_SENTENCE_CACHE_SIZE", 0)  # every sentence typed afresh
    P.clear_caches()
    fresh = [_dump(P.parse_card(t, game).card) for t in texts]
    P.clear_caches()
    assert reused == fresh


@pytest.mark.parametrize("game", ["vs", "co", "mc"])
def test_reused_sentences_equal_fresh_typing_on_rules_examples(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    texts = _fixture_texts(game)
    texts = texts + texts  # the second half reuses what the first half typed
    monkeypatch.setattr(P, "_CARD_CACHE_SIZE", 0)  # sentences reused, not whole cards
    P.clear_caches()
    reused = [_dump(P.parse_card(t, game).card) for t in texts]
    monkeypatch.setattr(P, "_SENTENCE_CACHE_SIZE", 0)  # every sentence and term afresh
    P.clear_caches()
    fresh = [_dump(P.parse_card(t, game).card) for t in texts]
    P.clear_caches()
    assert reused == fresh


@pytest.mark.parametrize("game", ["ws", "vg"])
def test_a_repeated_card_text_equals_a_fresh_parse(
    game: str, corpus: Callable[[str], list[dict]], monkeypatch: pytest.MonkeyPatch
) -> None:
    texts = [c["text"] for c in corpus(game)[::40]]
    texts = texts + texts[::-1]  # every text twice: the second time from the card cache

    def result(r: P.ParseResult) -> object:
        return [r.game, r.source, _dump(r.normalised), _dump(r.card), _dump(r.diagnostics)]

    P.clear_caches()
    kept = [P.parse_card(t, game) for t in texts]
    n = len(texts) // 2
    for a, b in zip(kept[:n], kept[n:][::-1], strict=True):
        assert a is not b and a.diagnostics is not b.diagnostics  # each caller's own
        a.diagnostics.append(P.Diagnostic("warning", "x", A.Span(0, 0)))
        assert b.diagnostics == a.diagnostics[:-1]
        a.diagnostics.pop()
    monkeypatch.setattr(P, "_CARD_CACHE_SIZE", 0)
    monkeypatch.setattr(P, "_SENTENCE_CACHE_SIZE", 0)
    P.clear_caches()
    assert [result(r) for r in kept] == [result(P.parse_card(t, game)) for t in texts]
    P.clear_caches()


_TEMPLATED = (
    # each pair differs only in the names and traits it prints (lengths differ, so the spans
    # after them move): the second is typed from the template the first one made
    "【永】 他のあなたの「A」のキャラすべてに、パワーを＋500。",
    "【永】 他のあなたの「とても長い名前のキャラ」のキャラすべてに、パワーを＋500。",
    "【永】 あなたの《音楽》か《スポーツ》のキャラが2枚以上なら、このカードのパワーを＋1000。",
    "【永】 あなたの《日常》か《とても長い特徴》のキャラが2枚以上なら、このカードのパワーを＋1000。",
    "【自】 このカードがアタックした時、あなたは自分の山札を上から1枚見て、そのカードが《音楽》の"
    "キャラなら手札に加えてよい。",
    "【自】 このカードがアタックした時、あなたは自分の山札を上から1枚見て、そのカードが《x》の"
    "キャラなら手札に加えてよい。",
)


def test_a_sentence_typed_from_its_template_equals_a_fresh_typing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    P.clear_caches()
    filled = []
    real = P._Builder._from_template

    def spy(self: P._Builder, src: str) -> object:
        out = real(self, src)
        filled.append(out is not None)
        return out

    monkeypatch.setattr(P._Builder, "_from_template", spy)
    templated = [_dump(P.parse_card(t, "ws").card) for t in _TEMPLATED]
    assert any(filled) and len(P._TEMPLATES) < sum(filled)  # templates were shared
    monkeypatch.setattr(P, "_SENTENCE_CACHE_SIZE", 0)  # every sentence typed as it is
    monkeypatch.setattr(P, "_CARD_CACHE_SIZE", 0)
    P.clear_caches()
    assert templated == [_dump(P.parse_card(t, "ws").card) for t in _TEMPLATED]
    P.clear_caches()


@pytest.mark.parametrize(
    ("game", "sentence"),
    [
        ("ws", "あなたの【「A」】のキャラを1枚選ぶ"),  # a name inside a label token
        ("vg", "〈「A」〉のユニットを1枚選ぶ"),  # inside a race
        ("ws", "あなたのキャラを1枚選ぶ"),  # no name
        ("mc", "「種族:ドラゴン」のユニットを1枚選ぶ"),  # MC types what 「…」 holds
        ("co", "「飛行」の特殊能力を持つキャラを1枚選ぶ"),  # CO too
    ],
)
def test_sentences_a_template_cannot_stand_for_are_typed_as_they_are(
    game: str, sentence: str
) -> None:
    assert P._Builder(game, sentence)._from_template(sentence) is None


@pytest.mark.parametrize("game", ["ws", "vg"])
def test_every_corpus_card_equals_its_fresh_typing(
    game: str, corpus: Callable[[str], list[dict]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every card of the corpus and every example of the fixtures, as one run parses them
    (whole cards, sentences and templates reused), equals its typing with no reuse at all:
    AST, spans and diagnostics."""
    texts = [c["text"] for c in corpus(game)] + _fixture_texts(game)

    def result(r: P.ParseResult) -> object:
        return [_dump(r.card), _dump(r.diagnostics)]

    P.clear_caches()
    reused = [result(P.parse_card(t, game)) for t in texts]
    monkeypatch.setattr(P, "_CARD_CACHE_SIZE", 0)
    monkeypatch.setattr(P, "_SENTENCE_CACHE_SIZE", 0)
    P.clear_caches()
    fresh = [result(P.parse_card(t, game)) for t in texts]
    P.clear_caches()
    assert reused == fresh


@pytest.mark.parametrize("game", ["ws", "vg"])
def test_unparsed_finds_what_a_full_walk_finds(
    game: str, corpus: Callable[[str], list[dict]]
) -> None:
    """``ast.unparsed`` enters only the fields that can hold an ``Unparsed``: on every card
    of the corpus and every fixture example it returns the same nodes, in the same order, as
    a walk over every field of every node."""
    from grammar import ast as A

    texts = [c["text"] for c in corpus(game)] + _fixture_texts(game)
    found = 0
    for t in texts:
        card = P.parse_card(t, game).card
        full = [n for n in A.walk(card) if isinstance(n, A.Unparsed)]
        got = A.unparsed(card)
        assert len(got) == len(full) and all(a is b for a, b in zip(got, full, strict=True)), t
        found += len(got)
    assert found  # the corpus has untyped parts: the comparison is not vacuous


def test_the_card_cache_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(P, "_CARD_CACHE_SIZE", 3)
    P.clear_caches()
    for i in range(10):
        P.parse_card(f"{i}枚引く。", "ws")
        assert len(P._CARDS) <= 3
    P.clear_caches()
    assert not P._CARDS


# ------------------------------------------------------------------ keyword warnings


@pytest.mark.parametrize("game", ["ws", "vg"])
def test_keyword_labels_are_named_by_a_bracket(
    game: str, corpus: Callable[[str], list[dict]]
) -> None:
    """The warning pass looks at the AST only when a 【…】 of the text could draw a warning:
    every label of kind keyword must be named by one. Each label's span, moved out of its
    frame (a label of a quoted ability sits in its sentence's frame), covers its name in the
    card's text (where it has one)."""
    from grammar.ast import Label
    from grammar.build import absolute_span

    texts = [c["text"] for c in corpus(game)[::3]] + _fixture_texts(game)
    for text in texts:
        result = P.parse_card(text, game)
        if result.card is None:
            continue
        norm = result.normalised.text
        words = P.bracketed_words(norm)
        for node, base in P._labels(result.card):
            assert isinstance(node, Label)
            span = absolute_span(node.span, base)
            if span.end > span.start:  # a label term of a clause has no position
                assert node.name in norm[span.start : span.end], (node, base, text)
            if node.kind == "keyword":
                assert node.name in words, (node.name, text)


def test_tokens_compare_hash_and_pickle_as_larks() -> None:
    import pickle

    ours = lalr.Token("NOUN", "カード", 3, end_pos=6)
    theirs = Token("NOUN", "カード", 3, end_pos=6)
    assert (ours.type, ours.value, ours.start_pos, ours.end_pos) == ("NOUN", "カード", 3, 6)
    assert ours.line is None and ours.column is None
    assert ours == "カード" and hash(ours) == hash("カード") == hash(theirs)
    assert ours == lalr.Token("NOUN", "カード") and not ours == lalr.Token("NAME", "カード")  # noqa: SIM201
    # as Lark's: != is str's (a quirk kept, not relied on)
    assert (ours != lalr.Token("NAME", "カード")) == (theirs != Token("NAME", "カード"))
    assert repr(ours) == repr(theirs) and str(ours) == str(theirs)
    back = pickle.loads(pickle.dumps(ours))
    assert (type(back), back.type, str(back), back.start_pos, back.end_pos) == (
        lalr.Token,
        "NOUN",
        "カード",
        3,
        6,
    )
    assert Tree("x", [ours]) == lalr.Tree("x", [ours]) and lalr.Tree("x", []) != lalr.Tree("y", [])


# the regex constructs next_chars reads (literal, class, group, alternatives, optional,
# look-ahead, negative look-ahead), as the terminals use them (NO_SUBJ ``の(?=…)``, WHILE
# ``の?間(?=、)``, V_NEGATIVE_CONT ``いず(?!れか)``, SUFFIX ``時(?!刻)``)
_NEXT_PATTERNS = (
    "の(?=(?:間|中|の))",
    "の?間(?=、)",
    "(?:いず(?!れか)|いえ)",
    "時(?!刻)",
    "[の間]中?",
    "(?:の|間)(?:中|、)",
    "a(?=b)|a(?=c)",
    "[^、]+",
    "中(?:間|)",
    "の(?=中|$)",
)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(_NEXT_PATTERNS), st.text(alphabet="の間中、いずれかえ時刻abc", max_size=6))
def test_next_chars_holds_the_character_after_every_match(pattern: str, text: str) -> None:
    """Where a match of the pattern starts with a character, the text's next character is
    one ``next_chars`` gives (or it gives None: no narrowing)."""
    m = re.compile(pattern).match(text)
    if m is None or not m.group():
        return
    allowed = lalr.next_chars(pattern, text[0])
    assert allowed is None or text[1:2] in allowed, (pattern, text, allowed)


def test_next_chars_narrows_a_lookahead() -> None:
    assert lalr.next_chars("の(?=(?:間|中))", "の") == frozenset("間中")
    assert lalr.next_chars("の?間(?=、)", "の") == frozenset("間")
    assert lalr.next_chars("(?:いず(?!れか)|いえ)", "い") == frozenset("ずえ")
    assert lalr.next_chars("時(?!刻)", "時") is None  # may end after 時


def test_factor_lookaheads_writes_a_literal_lookahead_as_a_trie() -> None:
    assert lalr.factor_lookaheads("の(?=(?:間|中|中断|あいう|あいえ))") == (
        "の(?=(?:間|中|あい(?:う|え)))"
    )
    assert lalr.factor_lookaheads("時(?!(?:刻|間))") == "時(?!(?:刻|間))"
    assert lalr.factor_lookaheads("(?:いず(?!れか)|いえ)") == "(?:いず(?!れか)|いえ)"


LOOKAHEAD_WORDS = ["ab", "abc", "b", "ba", "cab", "ca", "a\\.b"]


@given(st.text(alphabet="abc.x", max_size=6))
@settings(max_examples=300, deadline=None)
def test_factor_lookaheads_matches_the_same(text: str) -> None:
    for sign in "=!":
        pattern = f"x(?{sign}(?:{'|'.join(LOOKAHEAD_WORDS)}))"
        factored = lalr.factor_lookaheads(pattern)
        assert factored != pattern
        for pos in range(len(text) + 1):
            a = re.compile(pattern).match("x" + text, pos)
            b = re.compile(factored).match("x" + text, pos)
            assert (a and a.span()) == (b and b.span()), (pattern, factored, text, pos)
