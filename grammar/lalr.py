"""A lean driver for Lark's LALR tables: the same grammar, parse table and contextual-lexer
terminals as ``lark.Lark(parser="lalr", lexer="contextual")``, run by one tight loop that
builds light trees.

Lark's own loop is general (interactive parsing, line counting, lexer threads, postlexers,
error recovery, a chain of wrapper objects per reduction); card text needs none of that, and
that overhead dominated the grammar's run time. ``FastLALR(lark_obj).parse(text)`` returns the
tree ``lark_obj.parse(text)`` would return, as ``Node`` objects (this module's ``Tree``, with
spans) instead of ``lark.Tree``:

* Lexing: per parser state, the terminals the contextual lexer tries, in Lark's order, with
  Lark's ``UnlessCallback`` retyping (a string terminal that a regex terminal also matches).
  Lark tries one alternation of all of a state's terminals at every position; here the
  terminals that cannot start with the character at the position are left out of the
  alternation first (the first-character sets are computed from the compiled patterns and
  over-approximate), and so are the terminals of literals none of which continues with the
  next character, so the first terminal that matches is the same one.
* Parsing: shift / reduce over Lark's parse table.
* Trees: the shape of Lark's tree builder (``?rule`` single-child expansion, ``_rule`` and
  ``__anon`` inlining, filtered anonymous tokens, aliases; no ``[]`` placeholders), and the
  positions of ``propagate_positions=True`` (a node spans its first to last token, filtered
  tokens included; a node without tokens is ``empty``).

On any error (no terminal matches, a token the state does not accept) the input is run
through ``lark_obj.parse`` so the exception and its position are exactly Lark's. Tokens are
this module's ``Token`` (``lark.Token``'s ``type``, ``value``, ``start_pos`` and ``end_pos``,
compared as Lark compares them); line and column are not tracked (nothing reads them; Lark's
own error path computes them). Lark itself is imported only to build the tables and to report
an error.
"""

from __future__ import annotations

import re
import re._constants as C  # noqa: N812
import re._parser as sre_parse
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from grammar import recache

if TYPE_CHECKING:
    import lark

# Lark is imported only to build a parser's tables (``build_spec``) and to report an error in
# its words: a command that reads the tables from the cache (``grammar.cache``) runs without
# it (importing it costs about as much CPU as the rest of a one-card ``check-card``).


class Token(str):
    """A token: the matched text, with its terminal ``type`` and its ``start_pos`` /
    ``end_pos`` in the parsed text; the fields and comparisons of ``lark.Token`` that the
    grammar reads (``value`` is the text; line and column are not tracked: ``None``)."""

    __slots__ = ("type", "start_pos", "end_pos")
    __match_args__ = ("type", "value")
    line = column = end_line = end_column = None

    def __new__(
        cls,
        type: str,  # noqa: A002 - lark.Token's name for it
        value: str,
        start_pos: int | None = None,
        line: int | None = None,
        column: int | None = None,
        end_line: int | None = None,
        end_column: int | None = None,
        end_pos: int | None = None,
    ) -> Token:
        inst = str.__new__(cls, value)
        inst.type = type
        inst.start_pos = start_pos
        inst.end_pos = end_pos
        return inst

    @property
    def value(self) -> str:
        return str.__str__(self)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Token) and self.type != other.type:
            return False
        return str.__eq__(self, other)

    __hash__ = str.__hash__

    def __reduce__(self) -> tuple:
        return (_token, (self.type, str.__str__(self), self.start_pos, self.end_pos))

    def __repr__(self) -> str:
        return f"Token({self.type!r}, {str.__str__(self)!r})"


def _token(type_: str, value: str, start_pos: int | None, end_pos: int | None) -> Token:
    return Token(type_, value, start_pos, end_pos=end_pos)


class Tree:
    """A parse-tree node as ``lark.Tree`` has it: the rule's name ``data`` and its
    ``children`` (nodes and tokens)."""

    __slots__ = ("data", "children")

    def __init__(self, data: str, children: list) -> None:
        self.data = data
        self.children = children

    def __eq__(self, other: object) -> bool:
        try:
            return self.data == other.data and self.children == other.children  # type: ignore[attr-defined]
        except AttributeError:
            return False

    def __hash__(self) -> int:
        return hash((self.data, tuple(self.children)))

    def __repr__(self) -> str:
        return f"Tree({self.data!r}, {self.children!r})"


class Node(Tree):
    """A ``Tree`` with its span: ``start``/``end`` (``None`` when the node holds no token)
    and the container span ``cstart``/``cend`` that Lark's position propagation gives
    inlined rules."""

    __slots__ = ("start", "end", "cstart", "cend")

    def __init__(self, data: str, children: list, start: int | None, end: int | None) -> None:
        self.data = data
        self.children = children
        self.start = start
        self.end = end
        self.cstart = start
        self.cend = end

    @property
    def empty(self) -> bool:
        return self.start is None


def is_lark_error(exc: BaseException) -> bool:
    """Whether ``exc`` is one of Lark's parse errors (``lark.exceptions.LarkError``). Lark is
    not imported for it: an error can only be Lark's when Lark was loaded."""
    import sys

    mod = sys.modules.get("lark.exceptions")
    return mod is not None and isinstance(exc, mod.LarkError)


# ------------------------------------------------------------------ first-character sets
# A set is (negated, chars): (False, S) = the characters of S; (True, S) = all but those.
_ANY = (True, frozenset())
_NONE = (False, frozenset())
_MAX_RANGE = 4096


def _union(a: tuple[bool, frozenset], b: tuple[bool, frozenset]) -> tuple[bool, frozenset]:
    if not a[0] and not b[0]:
        return False, a[1] | b[1]
    if a[0] and b[0]:
        return True, a[1] & b[1]
    neg, pos = (a, b) if a[0] else (b, a)
    return True, neg[1] - pos[1]


def _in_set(items: list) -> tuple[bool, frozenset]:
    negate = False
    chars: set[str] = set()
    for op, av in items:
        if op is C.NEGATE:
            negate = True
        elif op is C.LITERAL:
            chars.add(chr(av))
        elif op is C.RANGE:
            lo, hi = av
            if hi - lo > _MAX_RANGE:
                return _ANY
            chars.update(chr(c) for c in range(lo, hi + 1))
        else:  # categories (\d, \s …): do not enumerate
            return _ANY
    return (True, frozenset(chars)) if negate else (False, frozenset(chars))


def _first(items: Any) -> tuple[tuple[bool, frozenset], bool]:
    """First-character set of a parsed pattern sequence and whether it can match empty."""
    acc = _NONE
    for op, av in items:
        if op is C.LITERAL:
            return _union(acc, (False, frozenset(chr(av)))), False
        if op is C.NOT_LITERAL:
            return _union(acc, (True, frozenset(chr(av)))), False
        if op is C.IN:
            return _union(acc, _in_set(av)), False
        if op is C.ANY:
            return _ANY, False
        if op in (C.AT, C.ASSERT, C.ASSERT_NOT):
            continue  # zero width: the next item decides (over-approximation)
        if op is C.BRANCH:
            nullable = False
            for alt in av[1]:
                f, n = _first(alt)
                acc = _union(acc, f)
                nullable = nullable or n
            if not nullable:
                return acc, False
            continue
        if op is C.SUBPATTERN:
            _group, add_flags, _del_flags, sub = av
            if add_flags & (re.IGNORECASE | re.VERBOSE):
                return _ANY, False
            f, n = _first(sub)
            acc = _union(acc, f)
            if not n:
                return acc, False
            continue
        if op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT):
            lo, _hi, sub = av
            f, n = _first(sub)
            acc = _union(acc, f)
            if lo > 0 and not n:
                return acc, False
            continue
        if op is C.ATOMIC_GROUP:
            f, n = _first(av)
            acc = _union(acc, f)
            if not n:
                return acc, False
            continue
        return _ANY, False  # group references and anything else: no restriction
    return acc, True


def _text_first(items: Any) -> tuple[bool, frozenset]:
    """Over-approximation of the text character at the start of ``items``' match, including
    what a lookahead ``(?=…)`` requires there; ``_ANY`` when the match can be empty."""
    for i, (op, av) in enumerate(items):
        if op is C.ASSERT and av[0] == 1:  # (?=…): the next text character starts its body
            f, nullable = _first(av[1])
            if not nullable:
                return f
            continue
        if op in (C.AT, C.ASSERT, C.ASSERT_NOT):
            continue
        f, nullable = _first(items[i:])
        return _ANY if nullable else f
    return _ANY


def _after(items: list, ch: str) -> tuple[bool, frozenset] | None:
    """Over-approximation of the text character right after ``ch`` when a match of
    ``items`` starts with ``ch`` (``_ANY`` when the match can end there or it is not known);
    ``None`` when no match starts with ``ch``."""
    if not items:
        return None
    op, av = items[0]
    rest = items[1:]
    if op is C.LITERAL:
        return _text_first(rest) if chr(av) == ch else None
    if op is C.IN:
        negated, chars = _in_set(av)
        return _text_first(rest) if (ch in chars) != negated else None
    if op is C.SUBPATTERN:
        if av[1] & (re.IGNORECASE | re.VERBOSE):
            return _ANY
        return _after(list(av[3]) + rest, ch)
    alts: list[list] = []
    if op is C.BRANCH:
        alts = [list(alt) + rest for alt in av[1]]
    elif op in (C.MAX_REPEAT, C.MIN_REPEAT) and av[0] in (0, 1) and av[1] == 1:  # x?  (x)
        alts = [list(av[2]) + rest] + ([rest] if av[0] == 0 else [])
    else:
        return _ANY
    acc = None
    for alt in alts:
        f = _after(alt, ch)
        if f is not None:
            acc = f if acc is None else _union(acc, f)
    return acc


def next_chars(regexp: str, ch: str, flags: int = 0) -> frozenset | None:
    """The characters that can stand in the text right after ``ch`` where a match of
    ``regexp`` starts with ``ch`` (a lookahead counts: ``の(?=間|中)``); ``None`` when any
    can, or the match can end after ``ch``, or it is not known."""
    if flags & (re.IGNORECASE | re.VERBOSE):
        return None
    f = _after(list(sre_parse.parse(regexp, flags)), ch)
    if f is None or f[0]:
        return None
    return f[1]


def first_chars(regexp: str, flags: int = 0) -> tuple[bool, frozenset]:
    """Over-approximation of the characters a match of ``regexp`` can start with."""
    if flags & re.IGNORECASE:
        return _ANY
    f, nullable = _first(sre_parse.parse(regexp, flags))
    return _ANY if nullable else f


# ------------------------------------------------------------------ lexer tables
_META = frozenset(".^$*+?{}[]()|\\")


# a body of literals: characters other than the metacharacters, ``|``, and escapes of
# characters that are not letters or digits (``[\W_]``: what ``str.isalnum`` is false for)
_LITERAL_BODY = re.compile(r"(?:[^.^$*+?{}\[\]()\\]|\\[\W_])*", re.S)


def literal_alternatives(regexp: str) -> list[str] | None:
    """The literals of a pattern that is a plain literal or one group ``(?:a|b|…)`` of plain
    literals (how Lark compiles ``"a" | "b"``), in order; ``None`` for anything else."""
    body = regexp
    if regexp.startswith("(?:") and regexp.endswith(")"):
        body = regexp[3:-1]
    # each terminal's pattern is read here when a card first needs it, some of them thousands
    # of characters long (the verb forms): a pattern that is not literals is refused, and one
    # without escapes split, by the regex engine rather than character by character (the
    # loop below, which gives the same answer: test_literal_alternatives_fast_path)
    if _LITERAL_BODY.fullmatch(body) is None:
        return None
    if "\\" not in body:
        words = body.split("|")
        if len(words) > 1 and body is regexp:
            return None  # a top-level alternation without the group
        return words if all(words) else None
    return _literal_alternatives_slow(regexp, body)


def _literal_alternatives_slow(regexp: str, body: str) -> list[str] | None:
    out: list[str] = []
    cur: list[str] = []
    i = 0
    while i < len(body):
        ch = body[i]
        if ch == "\\":
            if i + 1 >= len(body) or body[i + 1].isalnum():
                return None  # \d, \n … are not literals
            cur.append(body[i + 1])
            i += 2
            continue
        if ch == "|":
            if body is regexp:
                return None  # a top-level alternation without the group
            out.append("".join(cur))
            cur = []
        elif ch in _META:
            return None
        else:
            cur.append(ch)
        i += 1
    out.append("".join(cur))
    return out if all(out) else None


_LOOKAROUND_ALTS = re.compile(r"\(\?([=!])(\(\?:(?:[^()\\]|\\.)*\))\)")


def factor_lookaheads(regexp: str) -> str:
    """``regexp`` with each lookahead over a group of plain literals (``(?=(?:a|b|…))``,
    ``(?!(?:…))``) written as a trie (``(?=(?:エ(?:ネ…)|カ(?:ウ…)))``): the same matches, since
    a lookahead asks only whether some literal starts there (their order does not count, and
    a literal that is a prefix of another suffices alone), but the regex engine tries the
    literals one by one, so a lookahead of hundreds of verbs (``NO_SUBJ``) cost several
    microseconds per ``の``; the trie rejects a wrong character at once."""

    def trie(match: re.Match[str]) -> str:
        words = literal_alternatives(match.group(2))
        if words is None or len(words) < 2:
            return match.group(0)
        root: dict[str, dict] = {}
        for w in words:
            node = root
            for ch in w:
                node = node.setdefault(ch, {})
            node[""] = {}
        return f"(?{match.group(1)}{_emit_trie(root)})"

    return _LOOKAROUND_ALTS.sub(trie, regexp)


def _emit_trie(node: dict[str, dict]) -> str:
    if "" in node:  # a literal ends here: the lookahead holds whatever follows
        return ""
    alts = [re.escape(ch) + _emit_trie(child) for ch, child in node.items()]
    return alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"


class _Terminal:
    """One terminal: its regex, first characters, and literals when it is only literals."""

    __slots__ = ("name", "regexp", "flags", "first", "literals", "whole", "by_char", "seconds")

    def __init__(self, name: str, regexp: str, flags: int) -> None:
        self.name = name
        self.regexp = regexp
        self.flags = flags
        self.literals = literal_alternatives(regexp) if not flags & re.IGNORECASE else None
        if self.literals is not None:
            self.first = (False, frozenset(w[0] for w in self.literals))
        else:
            self.first = first_chars(regexp, flags)
        self.whole: Any = None
        self.by_char: dict[str, Any] = {}
        self.seconds: dict[str, frozenset[str] | None] = {}

    def second_chars(self, ch: str) -> frozenset[str] | None:
        """The characters that can follow ``ch`` in a match starting with ``ch`` ("" when a
        match can be ``ch`` alone); for a regex terminal, those that can stand after ``ch``
        in the text (``next_chars``); ``None`` when not known."""
        if self.literals is None:
            if ch not in self.seconds:
                self.seconds[ch] = next_chars(self.regexp, ch, self.flags)
            return self.seconds[ch]
        out = self.seconds.get(ch)
        if out is None:
            out = frozenset(w[1:2] for w in self.literals if w[0] == ch)
            self.seconds[ch] = out
        return out

    def matcher(self, ch: str | None) -> tuple[str, str]:
        """``(name, regex source)`` for positions starting with ``ch``: the literals that start
        with it, in their order; or the whole pattern (``ch`` None, or not literals)."""
        if self.literals is None or ch is None:
            if self.whole is None:
                self.whole = (self.name, self.regexp)
            return self.whole
        pair = self.by_char.get(ch)
        if pair is None:
            words = [w for w in self.literals if w[0] == ch]
            pair = (self.name, "|".join(re.escape(w) for w in words))
            self.by_char[ch] = pair
        return pair


def _state_lexer_spec(
    basic: Any, flags: int, terminals: dict[str, _Terminal], shared: dict[tuple, tuple]
) -> tuple[dict, tuple, dict]:
    """One contextual-lexer state as data: ``(by first character, default, unless)``. A
    candidate is ``(terminal name, regex source)``, in Lark's order; ``by first character``
    maps a character to ``(by next character | None, candidates)``; ``unless`` maps a
    terminal to the ``(name, regex source)`` alternatives that retype a full match of it
    (Lark's ``UnlessCallback``)."""
    import lark.lexer
    from lark.lexer import UnlessCallback

    # the terminal order and retyping callbacks of Lark's scanner for this state, without
    # compiling Lark's own (large) alternation
    terms, callback = lark.lexer._create_unless(
        basic.terminals, basic.g_regex_flags, basic.re, basic.use_bytes
    )
    if basic.user_callbacks:
        raise TypeError("FastLALR does not run lexer callbacks")
    unless = {}
    for name, cb in callback.items():
        if not isinstance(cb, UnlessCallback):
            raise TypeError(f"unsupported lexer callback for {name}")
        sc = cb.scanner
        unless[name] = tuple((str(t.name), t.pattern.to_regexp()) for t in sc.terminals)
    ts = []
    universe: set[str] = set()
    for t in terms:
        if t.name not in terminals:
            regexp = t.pattern.to_regexp()
            if not flags & (re.IGNORECASE | re.VERBOSE):
                regexp = factor_lookaheads(regexp)  # once, into the tables
            terminals[t.name] = _Terminal(str(t.name), regexp, flags)
        term = terminals[t.name]
        ts.append(term)
        universe |= term.first[1]
    by_char = {}
    for ch in universe:
        cands = [t for t in ts if (ch not in t.first[1]) == t.first[0]]
        key = (ch, *(t.name for t in cands))
        if key not in shared:
            shared[key] = _by_second(ch, cands)
        by_char[ch] = shared[key]  # one object per distinct candidate list
    # a character outside the universe is excluded by no negated set and in no positive one
    default = (None, tuple(t.matcher(None) for t in ts if t.first[0]))
    return by_char, default, unless


def _by_second(ch: str, cands: list[_Terminal]) -> tuple[dict | None, tuple]:
    """Candidates at a position starting with ``ch``, narrowed by the next character:
    ``(by next character, otherwise)``; a terminal of literals none of which continues
    with that character (or is ``ch`` alone) cannot match there. ``by next character`` is
    ``None`` when that narrows nothing."""
    seconds = [t.second_chars(ch) for t in cands]
    everywhere = tuple(
        t.matcher(ch) for t, sc in zip(cands, seconds, strict=True) if sc is None or "" in sc
    )
    if len(everywhere) == len(cands):
        return None, everywhere
    nexts: set[str] = set()
    for sc in seconds:
        if sc is not None:
            nexts |= sc
    nexts.discard("")
    by_next = {}
    for c2 in nexts:
        by_next[c2] = tuple(
            t.matcher(ch)
            for t, sc in zip(cands, seconds, strict=True)
            if sc is None or "" in sc or c2 in sc
        )
    return by_next, everywhere


class _Compiler:
    """Regex sources compiled once each, when first needed (``flags`` for all of them). A
    candidate is ``(name, compiled regex, None)``, or ``(name, None, word)`` for a source that
    is one literal word (matched with ``str.startswith``: no compilation, and cheaper per
    call)."""

    __slots__ = ("flags", "done")

    def __init__(self, flags: int) -> None:
        self.flags = flags
        self.done: dict[tuple, tuple] = {}

    def cands(self, spec: tuple) -> tuple:
        out = self.done.get(spec)
        if out is None:
            out = tuple(self._one(name, rx) for name, rx in spec)
            self.done[spec] = out
        return out

    def _one(self, name: str, rx: str) -> tuple:
        # terminal names interned, as the rows' keys are (``_setup``): the driver's lookup
        # of a token's type in a row then matches by identity, without comparing the text
        name = sys.intern(name)
        plain = not self.flags & (re.IGNORECASE | re.VERBOSE)
        words = literal_alternatives(rx) if plain else None
        if words is not None and len(words) == 1:
            return (name, None, words[0])
        return (name, recache.compile(rx, self.flags), None)

    def entry(self, spec: tuple) -> tuple:
        by_next, cands = spec
        key = ("entry", id(spec))
        out = self.done.get(key)
        if out is None:
            compiled = self.cands(cands)
            nxt = None if by_next is None else _NextLex(by_next, compiled, self)
            out = (nxt, compiled)
            self.done[key] = (out, spec)  # the spec is kept alive with its id
            return out
        return out[0]


class _NextLex(dict):
    """The compiled candidates at a position by the character after it, compiled when that
    character is first met (a state's first character can be followed by dozens of others,
    most never seen in one short run): ``nxt[c2]`` is the candidates, ``otherwise`` for a
    character that narrows nothing."""

    __slots__ = ("spec", "otherwise", "compiler")

    def __init__(self, spec: dict, otherwise: tuple, compiler: _Compiler) -> None:
        super().__init__()
        self.spec = spec
        self.otherwise = otherwise
        self.compiler = compiler

    def __missing__(self, c2: str) -> tuple:
        spec = self.spec.get(c2)
        out = self.otherwise if spec is None else self.compiler.cands(spec)
        self[c2] = out
        return out


class _StateLex(dict):
    """The compiled candidates of one lexer state by the character at the position, built
    when a character is first met there: ``lex[ch]`` is ``(by next character, candidates)``
    (the state's default for a character no terminal is known to start with)."""

    __slots__ = ("spec", "default_spec", "compiler")

    def __init__(self, spec: dict, default_spec: tuple, compiler: _Compiler) -> None:
        super().__init__()
        self.spec = spec
        self.default_spec = default_spec
        self.compiler = compiler

    def __missing__(self, ch: str) -> tuple:
        spec = self.spec.get(ch)
        out = self.compiler.entry(spec if spec is not None else self.default_spec)
        self[ch] = out
        return out


class _Unless:
    """Lark's retyping of a full match (``UnlessCallback``): the first alternative that matches
    the whole value gives its type."""

    __slots__ = ("alts",)

    def __init__(self, alts: tuple, compiler: _Compiler) -> None:
        self.alts = compiler.cands(alts)

    def fullmatch(self, value: str) -> str | None:
        for name, rx, word in self.alts:
            if (value == word) if rx is None else (rx.fullmatch(value) is not None):
                return name
        return None


# ------------------------------------------------------------------ tree building


def _span(raw: list) -> tuple[int | None, int | None]:
    """First token start and last token end below ``raw`` (containers of inlined rules)."""
    start = end = None
    for c in raw:
        start = c.cstart if type(c) is Node else c.start_pos
        if start is not None:
            break
    for c in reversed(raw):
        end = c.cend if type(c) is Node else c.end_pos
        if end is not None:
            break
    return start, end


def _rule_spec(rule: Any) -> tuple[str, bool, tuple[tuple[int, bool], ...], int]:
    """What Lark's tree builder does for one rule, as data: the node's name, ``?`` expansion,
    the kept children (index, inlined) and the number of symbols."""
    name = str(rule.alias or rule.origin.name)
    expand1 = bool(rule.options.expand1 and not rule.alias)
    include = tuple(
        (i, (not sym.is_term) and sym.name.startswith("_"))
        for i, sym in enumerate(rule.expansion)
        if not (sym.is_term and sym.filter_out)
    )
    return name, expand1, include, len(rule.expansion)


# how the driver runs a reduction (the fifth item of a reduce action): a single child passed
# through (no callback), a call of the rule's callback, or, for the two commonest shapes,
# the callback's work done in the loop itself (a call and its argument list cost about as
# much as the work): a rule's node over one child (``plain_node``), an inlined rule's node
# extended by one child (``left_recursive``)
_PASS, _CALL, _INLINE_PLAIN, _INLINE_LEFT = 0, 1, 2, 3


def _rule_callback(
    spec: tuple[str, bool, tuple[tuple[int, bool], ...], int], container: bool
) -> Callable[[list], Any] | None:
    """Lark's tree builder for one rule (child filter, inlining, ``?`` expansion) building
    ``Node``s with their spans: with ``container``, the positions of ``propagate_positions``
    (filtered tokens count); without, the first and last token kept in the tree. ``None``:
    the rule passes its only child through unchanged (``?piece: TEXT``)."""
    name, expand1, include_t, n_symbols = spec
    include = list(include_t)
    plain = len(include) == n_symbols and not any(x for _, x in include)
    new_node = object.__new__
    if expand1 and plain and len(include) == 1:
        # one kept child, no filtered token: its container span is already this rule's
        return None
    if plain and not expand1:

        def plain_node(raw: list) -> Node:
            c = raw[0] if raw else None
            if c is not None:
                start = c.cstart if type(c) is Node else c.start_pos
                c = raw[-1]
                end = c.cend if type(c) is Node else c.end_pos
                if start is not None and end is not None:
                    node = new_node(Node)  # Node(name, raw, start, end) without the call
                    node.data = name
                    node.children = raw
                    node.start = node.cstart = start
                    node.end = node.cend = end
                    return node
            return Node(name, raw, *_span(raw))

        plain_node.inline = _INLINE_PLAIN  # type: ignore[attr-defined]
        plain_node.rule = (1, name, expand1, container, include_t, 0, ())  # type: ignore[attr-defined]
        return plain_node
    if not expand1 and n_symbols == 2 and include == [(0, True), (1, False)]:

        def left_recursive(raw: list) -> Node:
            # the head is an inlined rule's node (``_rule``, ``__x_plus``), only on the
            # parser's stack: it becomes this rule's node, extended in place
            head, item = raw
            start = head.cstart
            end = item.cend if type(item) is Node else item.end_pos
            if start is None or end is None:
                start, end = _span(raw)
            head.data = name
            head.children.append(item)
            head.start = head.cstart = start
            head.end = head.cend = end
            return head

        left_recursive.inline = _INLINE_LEFT  # type: ignore[attr-defined]
        left_recursive.rule = (2, name, expand1, container, include_t, 0, ())  # type: ignore[attr-defined]
        return left_recursive

    if not expand1 and include and include[0][1] and not any(x for _, x in include[1:]):
        # an inlined rule's node first (``unit: __unit_plus``, ``__np_star: __np_star LINK
        # unit``; filtered tokens may surround it), then kept children: that node, only on the parser's stack, becomes this
        # rule's node, extended in place
        first = include[0][0]
        rest = [i for i, _ in include[1:]]

        def head_inlined(raw: list) -> Node:
            head = raw[first]
            children = head.children
            for i in rest:
                children.append(raw[i])
            start, end = _span(raw if container else children)
            head.data = name
            head.start = head.cstart = start
            head.end = head.cend = end
            return head

        head_inlined.rule = (3, name, expand1, container, include_t, first, tuple(rest))  # type: ignore[attr-defined]
        return head_inlined

    def callback(raw: list) -> Any:
        if plain:
            children = raw
        else:
            children = []
            for i, expand in include:
                if expand:
                    if children:
                        children += raw[i].children
                    else:  # left recursion: reuse the list
                        children = raw[i].children
                else:
                    children.append(raw[i])
        start, end = _span(raw if container else children)
        if expand1 and len(children) == 1:
            child = children[0]
            if container and type(child) is Node:
                if child.start is None:
                    child.start, child.end = start, end
                child.cstart, child.cend = start, end
            return child
        return Node(name, children, start, end)

    callback.rule = (4, name, expand1, container, include_t, 0, ())  # type: ignore[attr-defined]
    return callback


def build_spec(
    lark_obj: lark.Lark, start: str | None = None, container_positions: bool = True
) -> dict[str, Any]:
    """Everything ``FastLALR`` runs, as plain data (picklable: ``grammar.cache`` keeps it
    between processes): the start and end states, ignored terminals, the rules' tree
    building, the parse table (shifts and reductions, unit reductions chained) and the
    contextual lexer's candidates per state (regex sources, compiled when first needed)."""
    import lark.lexer
    from lark.parsers.lalr_analysis import Shift

    frontend = lark_obj.parser
    table = frontend.parser._parse_table
    if start is None:
        (start,) = lark_obj.options.start
    lexer = frontend.lexer
    conf = lark_obj.lexer_conf
    if not isinstance(lexer, lark.lexer.ContextualLexer):
        raise TypeError("FastLALR needs the contextual lexer")
    if conf.callbacks or lark_obj.options.postlex is not None:
        raise TypeError("FastLALR does not run lexer callbacks or postlexers")
    if any(r.options.keep_all_tokens or r.options.empty_indices for r in lark_obj.rules):
        raise TypeError("FastLALR does not build placeholders or keep all tokens")
    end_state = table.end_states[start]
    terminals: dict[str, _Terminal] = {}
    shared: dict[tuple, tuple] = {}
    by_lexer: dict[int, int] = {}
    lexers: list[tuple[dict, tuple, dict]] = []
    state_lexer: dict[int, int] = {}
    for state, basic in lexer.lexers.items():
        if id(basic) not in by_lexer:
            by_lexer[id(basic)] = len(lexers)
            lexers.append(_state_lexer_spec(basic, conf.g_regex_flags, terminals, shared))
        state_lexer[state] = by_lexer[id(basic)]
    rules = list(lark_obj.rules)
    index = {rule: i for i, rule in enumerate(rules)}
    # per state: {symbol: next state (shift) | (size, rule index, goto) (reduce)} where goto
    # maps the state under the reduced symbols to the state after the rule's origin (one
    # column of the goto table); symbols as plain str (lark Tokens compare slowly)
    columns: dict[str, dict[int, int]] = {}
    for state, row in table.states.items():
        for sym, (action, arg) in row.items():
            if action is Shift:
                columns.setdefault(str(sym), {})[state] = arg
    passes = {i for i, r in enumerate(rules) if _rule_callback(_rule_spec(r), True) is None}
    rows: dict[int, dict[str, Any]] = {}
    for state, row in table.states.items():
        out: dict[str, Any] = {}
        for sym, (action, arg) in row.items():
            if action is Shift:
                out[str(sym)] = arg
            else:
                column = columns.setdefault(str(arg.origin.name), {})
                k = index[arg]
                out[str(sym)] = (len(arg.expansion), None if k in passes else k, column)
        rows[state] = out
    return {
        "start_state": table.start_states[start],
        "end_state": end_state,
        "ignore": tuple(sorted(conf.ignore)),
        "flags": conf.g_regex_flags,
        "container_positions": container_positions,
        "rules": [_rule_spec(r) for r in rules],
        "rows": _share_actions(_chain_unit_reductions(rows, end_state)),
        "lexers": lexers,
        "state_lexer": state_lexer,
    }


class FastLALR:
    """LALR + contextual lexing over a compiled ``lark.Lark`` (``parser="lalr"``,
    ``lexer="contextual"``, no ``[]`` placeholders, no postlexer or lexer callbacks).

    ``FastLALR(lark_obj)`` builds from the Lark object; ``FastLALR.from_spec(spec, make)``
    from ``build_spec``'s data, with ``make()`` building the Lark object only when an error
    must be reported in Lark's own words."""

    def __init__(
        self, lark_obj: lark.Lark, start: str | None = None, container_positions: bool = True
    ) -> None:
        self._lark: lark.Lark | None = lark_obj
        self._make: Callable[[], lark.Lark] | None = None
        self._setup(build_spec(lark_obj, start, container_positions))

    @classmethod
    def from_spec(cls, spec: dict[str, Any], make: Callable[[], lark.Lark]) -> FastLALR:
        self = cls.__new__(cls)
        self._lark = None
        self._make = make
        self._setup(spec)
        return self

    @property
    def lark(self) -> lark.Lark:
        if self._lark is None:
            assert self._make is not None
            self._lark = self._make()
        return self._lark

    def _setup(self, spec: dict[str, Any]) -> None:
        self._compiled: Callable[[str], Any] | None = None
        self.start_state = spec["start_state"]
        self.end_state = spec["end_state"]
        self._ignore = frozenset(spec["ignore"])
        container = spec["container_positions"]
        # the terminal and rule names (keys of every row, types of the lexers' candidates,
        # the nodes' ``data``) are interned: one object per name, so the driver's lookup of a
        # token's type in a row, and the typing layer's comparisons with its own literals,
        # hit on identity (the pickled tables hold many equal copies of each name)
        intern = sys.intern
        rule_specs = [(intern(r[0]), *r[1:]) for r in spec["rules"]]
        callbacks = [_rule_callback(r, container) for r in rule_specs]
        # for the compiled loop, which builds the trees itself: what each callback does, as
        # data (``rule``: the kind, 1 plain_node … 4 callback, and that function's variables)
        self._rules = {cb: cb.rule for cb in callbacks if cb is not None}
        rows: dict[int, dict[str, Any]] = {}
        # an action shared by many rows (``_share_actions``) is converted once
        done: dict[int, tuple] = {}
        for state, row in spec["rows"].items():
            new_row = rows[state] = {}
            for sym, act in row.items():
                if type(act) is not int:
                    got = done.get(id(act))
                    if got is None:
                        got = done[id(act)] = _reduce_action(act, callbacks, rule_specs)
                    act = got
                new_row[intern(sym)] = act
        # states are numbered 0 … n-1 in Lark's tables: a list indexes faster than a dict
        self._rows: Any = (
            [rows[i] for i in range(len(rows))] if set(rows) == set(range(len(rows))) else rows
        )
        compiler = _Compiler(spec["flags"])
        built = []
        for by_char, default, unless in spec["lexers"]:
            retype = {intern(k): _Unless(v, compiler) for k, v in unless.items()} or None
            built.append((_StateLex(by_char, default, compiler), retype))
        lex = {state: built[i] for state, i in spec["state_lexer"].items()}
        self._lex: Any = (
            [lex[i] for i in range(len(lex))] if set(lex) == set(range(len(lex))) else lex
        )
        self.use_compiled(compiled_driver() is not None)

    @property
    def compiled(self) -> bool:
        """Whether ``parse`` runs the compiled loop (``grammar._lalr``)."""
        return self._compiled is not None

    def use_compiled(self, on: bool) -> None:
        """Run the compiled loop (``on``, when the extension is built) or the Python loop."""
        driver = compiled_driver() if on else None
        if driver is None:
            self._compiled = None
            return
        self._compiled = driver(
            self._rows,
            self._lex,
            self._ignore,
            self.start_state,
            self.end_state,
            Token,
            Node,
            ParseFailure,
            self._rules,
        ).parse

    def parse(self, text: str) -> Any:
        """The tree of ``text``, or the exception ``lark_obj.parse(text)`` raises."""
        try:
            return self._parse(text)
        except ParseFailure:
            pass
        self.lark.parse(text)  # raises Lark's own error
        raise AssertionError(f"FastLALR rejected what Lark accepts: {text!r}")  # pragma: no cover

    def parse_or_fail(self, text: str) -> Any:
        """The tree of ``text``; raises ``ParseFailure`` whose ``pos`` is the
        ``pos_in_stream`` of the error Lark would raise (without building that error)."""
        return self._parse(text)

    def _parse(self, text: str) -> Any:
        compiled = self._compiled
        if compiled is not None:
            return compiled(text)
        return self._parse_python(text)

    def _parse_python(self, text: str) -> Any:
        """The driver loop (the reference; ``grammar/_lalr.c`` is this loop compiled)."""
        rows = self._rows
        lex = self._lex
        ignore = self._ignore or None
        state = self.start_state
        state_stack = [state]
        value_stack: list[Any] = []
        push_state = state_stack.append
        push_value = value_stack.append
        pos = 0
        n = len(text)
        last_start = 0  # Lark's $END token borrows the last token's position
        new_str = str.__new__
        new_node = object.__new__
        startswith = str.startswith
        while pos < n:
            by_char, unless = lex[state]
            by_next, cands = by_char[text[pos]]
            if by_next is not None:
                cands = by_next[text[pos + 1 : pos + 2]]
            for ttype, rx, word in cands:  # noqa: B007
                if rx is None:
                    if startswith(text, word, pos):
                        value = word
                        end = pos + len(word)
                        break
                    continue
                m = rx.match(text, pos)
                if m is not None:
                    end = m.end()
                    value = m.group()
                    break
            else:
                # Lark: UnexpectedCharacters here, or UnexpectedToken for what the root
                # lexer finds here; either way at this position
                raise ParseFailure(pos)
            if unless is not None and ttype in unless:
                retype = unless[ttype].fullmatch(value)
                if retype is not None:
                    ttype = retype
            if ignore is not None and ttype in ignore:
                pos = end
                continue
            # Token(ttype, value, pos, end_pos=end), without the constructor's call
            token = new_str(Token, value)
            token.type = ttype
            token.start_pos = pos
            token.end_pos = end
            last_start = pos
            pos = end
            row = rows[state]
            while True:
                act = row.get(ttype)
                if type(act) is int:  # shift
                    state = act
                    push_state(act)
                    push_value(token)
                    break
                if act is None:
                    raise ParseFailure(last_start)
                size, callback, goto, how, name = act
                if how == 0:  # _PASS: a single child passed through: replace its state
                    state = goto[state_stack[-2]]
                    state_stack[-1] = state
                elif how == 3:  # _INLINE_LEFT: left_recursive's work, without the call
                    item = value_stack.pop()
                    head = value_stack[-1]
                    start = head.cstart
                    end = item.cend if type(item) is Node else item.end_pos
                    if start is None or end is None:
                        value_stack[-1] = callback([head, item])
                    else:
                        head.data = name
                        head.children.append(item)
                        head.start = head.cstart = start
                        head.end = head.cend = end
                    del state_stack[-2:]
                    state = goto[state_stack[-1]]
                    push_state(state)
                elif how == 2:  # _INLINE_PLAIN: plain_node's over one child, without the call
                    c = value_stack[-1]
                    if type(c) is Node:
                        start = c.cstart
                        end = c.cend
                    else:
                        start = c.start_pos
                        end = c.end_pos
                    if start is None or end is None:
                        value_stack[-1] = callback([c])
                    else:
                        node = new_node(Node)
                        node.data = name
                        node.children = [c]
                        node.start = node.cstart = start
                        node.end = node.cend = end
                        value_stack[-1] = node
                    state = goto[state_stack[-2]]
                    state_stack[-1] = state
                else:
                    if size:
                        s = value_stack[-size:]
                        del state_stack[-size:]
                        del value_stack[-size:]
                        push_value(callback(s))
                    else:
                        push_value(callback([]))
                    state = goto[state_stack[-1]]
                    push_state(state)
                row = rows[state]
        # the end of the input: reductions up to the end state
        end_state = self.end_state
        row = rows[state]
        while True:
            act = row.get("$END")
            if act is None or type(act) is int:  # Lark's tables never shift $END
                raise ParseFailure(last_start)
            size, callback, goto, _how, _name = act
            if callback is None:
                state = goto[state_stack[-2]]
                state_stack[-1] = state
            else:
                if size:
                    s = value_stack[-size:]
                    del state_stack[-size:]
                    del value_stack[-size:]
                    push_value(callback(s))
                else:
                    push_value(callback([]))
                state = goto[state_stack[-1]]
                push_state(state)
            if state == end_state:
                return value_stack[-1]
            row = rows[state]


def compiled_driver() -> Any:
    """The compiled loop's class (``grammar._lalr.Driver``), or ``None`` when the extension
    is not built (``pip install -e .`` builds it where a C compiler is found; it is
    optional) or ``SHINPAN_PURE_LALR`` is set (non-empty)."""
    import os

    if os.environ.get("SHINPAN_PURE_LALR"):
        return None
    try:
        from grammar._lalr import Driver
    except ImportError:
        return None
    return Driver


def _reduce_action(act: tuple, callbacks: list, rules: list) -> tuple:
    """A reduce action of the spec, ``(size, rule index or None, goto)``, as the driver runs
    it: ``(size, callback, goto, how, rule name)`` (``how`` one of ``_PASS`` … ``_INLINE_LEFT``;
    the inline shapes only for the sizes their code handles)."""
    size, k, goto = act
    if k is None:
        return (size, None, goto, _PASS, None)
    callback = callbacks[k]
    how = getattr(callback, "inline", _CALL)
    if (how == _INLINE_PLAIN and size != 1) or (how == _INLINE_LEFT and size != 2):
        how = _CALL
    return (size, callback, goto, how, rules[k][0])


def _share_actions(rows: dict[int, dict[str, Any]]) -> dict[int, dict[str, Any]]:
    """The rows with equal reduce actions (and equal goto columns) one object each: the
    tables pickle each object once (a WS clause table held ≈10,400 reduce actions of 136
    distinct values and ≈3,800 copies of its goto columns), and ``FastLALR._setup`` turns
    each distinct action into the driver's form once."""
    columns: dict[tuple, dict[int, int]] = {}
    actions: dict[tuple, tuple] = {}
    out: dict[int, dict[str, Any]] = {}
    for state, row in rows.items():
        new_row: dict[str, Any] = {}
        for sym, act in row.items():
            if type(act) is tuple:
                size, k, goto = act
                ckey = tuple(sorted(goto.items()))
                goto = columns.setdefault(ckey, goto)
                act = actions.setdefault((size, k, ckey), (size, k, goto))
            new_row[sym] = act
        out[state] = new_row
    return out


def _chain_unit_reductions(rows: dict[int, dict[str, Any]], end_state: int) -> dict:
    """Rows where a reduction that passes its single child through (``?piece: TEXT``) goes
    straight to the state after the whole chain of such reductions on the same lookahead
    (``?piece: head_piece``, ``?head_piece: TEXT``): they change only the top state, so
    the chain depends only on the state below it. The chain stops at the end state (the
    parser checks it after each reduction)."""
    out: dict[int, dict[str, Any]] = {}
    for state, row in rows.items():
        new_row = dict(row)
        for sym, act in row.items():
            if type(act) is not tuple or act[1] is not None:
                continue
            chained = {}
            for below, nxt in act[2].items():
                while nxt != end_state:
                    follow = rows[nxt].get(sym)
                    if type(follow) is not tuple or follow[1] is not None:
                        break
                    if below not in follow[2]:  # never on the stack with this lookahead
                        break
                    nxt = follow[2][below]
                chained[below] = nxt
            new_row[sym] = (act[0], None, chained)
        out[state] = new_row
    return out


class ParseFailure(Exception):
    """The input does not parse; ``pos`` is where Lark's error would point."""

    def __init__(self, pos: int) -> None:
        super().__init__(pos)
        self.pos = pos
