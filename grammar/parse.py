"""Card text → typed AST.

``parse_card(text, game)`` normalises the text, runs the game's structural grammar, splits each
ability into header (labels, keyword, cost), trigger, condition and effect sentences, and types
every clause with the clause grammar (``sentence`` start rule of the game's grammar). A clause
the grammar cannot type becomes ``Unparsed``; a structural syntax error becomes a
``Diagnostic`` and no card."""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field, replace
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from grammar import ast as A
from grammar import keywords as K
from grammar import lexicon as L
from grammar import recache
from grammar.build import (
    PLACEHOLDER,
    Filling,
    Unfillable,
    absolute_span,
    fill,
    fixed_span,
    located,
    shift,
)
from grammar.cardname import mark_titled_names, wrap
from grammar.dialect import DIALECTS, GAMES, LINE_GAMES  # noqa: F401 (re-exported)
from grammar.lalr import FastLALR, Node, ParseFailure, Token, Tree, is_lark_error
from grammar.normalise import Normalised, brace_choice_first, inline_choice_items, normalise
from grammar.structure import GRAMMAR_DIR, Piece, RawAbility, parse_structure

if TYPE_CHECKING:
    import lark

# VS icons (rules 11.2) that mark an ability's kind; keyword icons mark theirs too (12.x)
VS_ICON_MARKER = {
    "auto": "自",
    "act": "起",
    "cont": "永",
    "cancel": "起",
    "surprise": "自",
    "entry_spark": "自",
}
VS_ICON_KEYWORD = {
    "cancel": "キャンセル",
    "surprise": "サプライズ",
    "entry_spark": "エントリースパーク",
}
# another writer's name for a keyword icon (VS 12.2.1: the entry spark's event is called 「スパーク
# する」, and a card list may write its icon ``{spark}``): the same icon
VS_ICON_ALIASES = {"spark": "entry_spark"}
# VS 11.2's icons written in words where the printed icon is lost (12.1 キャンセル, 12.2 エントリー
# スパーク, 12.3 サプライズ; 8.1.1's 〔自動〕〔起動〕〔永続〕, as the document itself writes 「手札〔自動〕」):
# the word at a technique's head, bare (keywords only), or in 【】 / [] / 〔〕, read as the icon
VS_ICON_WORDS = {v: k for k, v in VS_ICON_KEYWORD.items()}
VS_KIND_ICONS = ("auto", "act", "cont")
VS_ICON_BRACKETED = {**VS_ICON_WORDS, "自動": "auto", "起動": "act", "永続": "cont"}
# MC special-ability markers (rules ch.14)
MC_MARKER_KIND = {"□": "起", "×": "起", "◎": "起", "◇": "起", "▽": "起", "○": "永", "●": "自"}
# MC timing notations [普通] … (rules 10.9.3); several are joined by /, a keyword follows |
MC_TIMINGS = {"普通": "normal", "対抗": "counter", "イニシアチブ": "initiative"}
MC_TIMINGS.update({"戦闘": "combat", "メイン": "main", "自軍ターン": "own_turn"})
# 「…した時、」 / 「…したとき、」 / 「…したときに、」 (the spellings of 時 the clause grammar reads as
# ``when`` variants, SUFFIX_VARIANT), 「…の始めに、」 / 「…の終わりに、」
TRIGGER_ENDINGS = (
    "時",
    "とき",
    "ときに",
    "たびに",
    "たび",
    "時に",
    "始めに",
    "終わりに",
    "直後",
    "直後に",
)
CONDITION_ENDINGS = ("なら", "場合")
STATIVE_VERBS = {"exist", "exist_thing", "have", "contain", "belong"}
ATTRIBUTIVE = {
    A.Form.FINAL,
    A.Form.PAST,
    A.Form.NEGATIVE,
    A.Form.NEGATIVE_PAST,  # ヒットしなかったバトル
    A.Form.CAUSATIVE_PAST,  # 退却させたユニット
    A.Form.PROGRESSIVE,
    A.Form.PROGRESSIVE_NEG,
    A.Form.PASSIVE_PAST,
    A.Form.PASSIVE_NEG_PAST,
    A.Form.PASSIVE_PROG,
    A.Form.PASSIVE_NEG,
    # 「カード名に「X」が含まれるキャラ」: the passive's final form before a noun with no comma
    # between them describes the noun (a step's passive ends before a comma or the sentence's end)
    A.Form.PASSIVE,
    A.Form.CAN,
    A.Form.CANNOT,
}
PARTICLE_ROLE = {
    "は": A.Role.TOPIC,
    "が": A.Role.SUBJECT,
    "を": A.Role.OBJECT,
    "に": A.Role.GOAL,
    "から": A.Role.SOURCE,
    "で": A.Role.MEANS,
    "まで": A.Role.LIMIT,
    "へ": A.Role.DIRECTION,
    "と": A.Role.WITH,
    "も": A.Role.ALSO,
    "より": A.Role.THAN,
    "では": A.Role.IN_CASE,
    "でも": A.Role.EVEN,
    "からでも": A.Role.EVEN_FROM,
    "分": A.Role.MEASURE,
    "によって": A.Role.BY,
    "により": A.Role.ACCORDING,
    "に対して": A.Role.AGAINST,
    # 「…には」: に with the topic's は after it (「あなたの山札には…入れられない」, 「0未満には
    # ならない」): the goal, ``Arg.topic`` set
    "には": A.Role.GOAL,
    # 「…にも」: に with も after it (「このカードは《X》にも属する」, VG 2.2.3.1): the goal,
    # ``Arg.also`` set
    "にも": A.Role.GOAL,
}
# particles that are another one with は after it (``Arg.topic``)
TOPIC_PARTICLES = {"には"}
# particles that are another one with も after it (``Arg.also``)
ALSO_PARTICLES = {"にも"}
SUFFIX_MARKER = {"なら": "nara", "場合": "baai", "かぎり": "kagiri", "ら": "tara", "際": "sai"}
SUFFIX_MARKER["にあたり"] = "niatari"
SUFFIX_MARKER["限り"] = "kagiri"
# 「Xの場合」 after a noun phrase (「…が3体以上の場合」, 「…が「属性:水」の場合」): one suffix, not
# 「の」 + the noun 「場」 + 「合」 (the clause grammar took 場 for the field)
SUFFIX_MARKER["の場合"] = "no_baai"
# 「…なければ」 / 「…でなければ」: unless — the clause must hold for the step (a game's compiler
# reads it where it can, every other condition path refuses the marker)
SUFFIX_MARKER["なければ"] = "unless"
SUFFIX_MARKER["でなければ"] = "unless"
# a suffix spelled two ways: (marker, variant) of the second spelling
SUFFIX_VARIANT = {
    "限り": 1,
    "とき": 1,
    "ときに": 2,
    "たびに": 3,
    "たび": 4,
    "時に": 5,
    # 「…した直後、」 / 「…した直後に、」 (CO 4.3.10.4, 4.3.11.4: the moment named alike with 「とき」)
    "直後": 6,
    "直後に": 7,
    "でなければ": 1,
}
# 「…した時」 and its spellings: 「…するたびに」 / 「…するたび」 (each time) is a trigger's event as 時
# is (each event that happens triggers the ability once, 「…時」 alike)
WHEN_SUFFIXES = ("時", "とき", "ときに", "たびに", "たび", "時に", "直後", "直後に")
# kind nouns an unquoted name can precede (NAMED: プラント・トークン, 自己改修ゲージ)
NAMED_HEADS = (
    "カード",
    "トークン",
    "マーカー",
    "ゲージ",
    "カウント",
    "状態",
    "チケット",
    "アイコン",
    "能力",  # a keyword's abilities named by it: 儀式能力を持つ (VG 14.20)
)
ADJ_VERB = {
    "等しい": "equal",
    "同じ": "same",
    "1番低い": "lowest",
    "1番高い": "highest",
    "高い": "higher",
    "低い": "lower",
    # 大きい / 小さい: a value compared as 高い / 低い are (VG 「…のパワーより15000以上大きい」),
    # told apart by the action's variant (1) so that the text renders as printed
    "大きい": "higher",
    "小さい": "lower",
    "多い": "more",
    "少ない": "fewer",
}
ADJ_WIDE = frozenset({"大きい", "小さい"})
# 同じでない / 等しくない: the adjective each denies (the action's form NEGATIVE)
ADJ_NEG = {"同じでない": "同じ", "等しくない": "等しい"}
MARKER_KIND = {
    "自": A.AbilityKind.AUTO,
    "永": A.AbilityKind.CONTINUOUS,
    "起": A.AbilityKind.ACTIVATED,
}


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """A problem at ``span`` (normalised offsets); ``expected``/``found`` for syntax errors."""

    severity: str  # error, warning
    message: str
    span: A.Span
    expected: tuple[str, ...] = ()
    found: str = ""
    hint: str = ""


@dataclass(slots=True)
class ParseResult:
    """A card text parsed: the normalised text, the typed AST (or none) and the diagnostics."""

    game: str
    source: str
    normalised: Normalised
    card: A.Card | None
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.card is not None and not any(d.severity == "error" for d in self.diagnostics)

    @property
    def unparsed(self) -> list[A.Unparsed]:
        """The card's ``Unparsed`` nodes, their spans in the card's text (``A.unparsed`` gives
        them as they stand, relative to their frames)."""
        if self.card is None:
            return []
        return [
            u if not base else A.Unparsed(u.text, absolute_span(u.span, base), u.reason)
            for u, base in _located_unparsed(self.card)
        ]

    @property
    def fully_typed(self) -> bool:
        return self.ok and not self.unparsed


@cache
def clause_parser() -> lark.Lark:
    import lark

    return lark.Lark.open(
        str(GRAMMAR_DIR / "clause.lark"),
        parser="lalr",
        lexer="contextual",
        start="sentence",
    )


@cache
def fast_clause_parser() -> FastLALR:
    """``clause_parser`` run by ``grammar.lalr``: the same tables and trees, less overhead
    per token; nodes carry the span of their first to last token."""
    from grammar.cache import cached, grammar_key
    from grammar.lalr import build_spec
    from grammar.tables import shipped

    spec = shipped("clause") or cached(
        "clause",
        grammar_key(),
        lambda: build_spec(clause_parser(), container_positions=False),
    )
    return FastLALR.from_spec(spec, clause_parser)


# typed sentences by (game, text): (steps, "timing" or None, the timing point, the reason it
# failed), spans relative to the sentence (its frame: grammar.ast.FRAMES); see
# _Builder.sentence
_SENTENCES: dict[tuple[str, str], tuple] = {}
# the caches of this module are emptied when they reach this many entries, so that a stream
# of cards (check-card --file) runs in bounded memory: the dev corpora's distinct sentences
# (about 4,600 WS and 1,100 VG) all stay
_SENTENCE_CACHE_SIZE = 16384
# terms by (game, token type, text) for the token types whose term has no span and reads
# nothing but the token (see _Builder.term)
_TERMS: dict[tuple[str, str, str], A.Term] = {}
_POSITIONLESS_TERMS = frozenset(
    (
        "NOUN",
        "TRAIT",
        "RACE",
        "NAMED",
        "NAMED_ASCII",
        "ICON",
        "STATF",
        "SLOT",
        "STRING",
        "UNKNOWN",
        "EXPR",
        "STOCK",
        "NOMINALISER",
    )
) | frozenset(("COUNT", "NUM"))


# a verb form's member by its value: ``A.Form(value)`` (the enum's call, run for every verb of
# a new clause, cost ≈1.4 % of a WS pass)
_FORM: dict[str, A.Form] = {f.value: f for f in A.Form}

# patterns of the typing layer's hot paths, compiled once (``re.match`` with a source string
# looks its compiled pattern up on every call)
_KEYWORD_COLON = recache.compile(r"([^:]+?)([0-9]+)?:")
# how the names of a keyword's card information are joined (VG 14.11.2.3 「「A」か「B」」: one of
# them; 「「A」と「B」」: each of them)
_JOINS = {"か": "any", "と": "all", "&": "all", "＆": "all"}
_PAREN_COUNT = recache.compile(r"\((?:[0-9]+|X)\)")
# a payment word with its number, a dash and the condition on the cards it takes (VG 7.24.2.1,
# 7.25.2.1: 【カウンターブラスト】(1)-カード名に「竜」を含むカード)
_PAYMENT_DASH = recache.compile(r"(【[^】]+】\([0-9]+\))-(.+)")

# sentence templates by (game, template): see _Builder._from_template
_TEMPLATES: dict[tuple[str, str], tuple | bool] = {}
_PLACED = recache.compile(r"「[^」\n]*」|《[^》\n]*》")
# a sentence holding one of these is typed as it is: a name or trait inside a 【label】, a
# 〈race〉, a “string” or a 『quote』 is part of that token (and VG cost items in 【コスト】[…]
# keep their text when untyped), and the placeholder character itself
_UNPLACEABLE = recache.compile(f"[【〈“『{PLACEHOLDER}]")


def _type_template(game: str, template: str) -> tuple | bool:
    """``(steps, what, timing)`` of a template sentence, or False when it does not type."""
    b = _Builder(game, template)
    try:
        steps, what = b._sentence(0, len(template))
    except _Untyped:
        return False
    return steps, what, b.last_timing if what == "timing" else None


def clear_caches() -> None:
    """Forget every card and sentence parsed and typed so far (the benchmark starts each
    timed run cold)."""
    _parse_quoting_clause.cache_clear()
    _CARDS.clear()
    _SENTENCES.clear()
    _TEMPLATES.clear()
    _TERMS.clear()
    _HINTS.clear()
    _MAY_WARN.clear()


class _NoKey(Exception):
    """A value ``_piece_key`` cannot make part of a memo key."""


_KEY_ATOMS = frozenset((str, int, bool, type(None)))


def _piece_key(x: object, off: int) -> object:
    """A hashable image of a structural piece (``Piece``, ``RawAbility``, their tokens and
    containers) with its positions (``start`` / ``end`` fields, tokens' positions) taken
    relative to ``off``: two pieces with the same image are the same pieces moved. Every
    field is read (a field added later is read too; an int field that is a position but not
    named ``start`` / ``end`` is kept as it is: the key is then only more particular);
    ``_NoKey`` for a value of another type."""
    t = type(x)
    if t in _KEY_ATOMS:
        return x
    if t is list or t is tuple:
        if not x:
            return t.__name__  # type: ignore[attr-defined]
        return (t.__name__, *[_piece_key(y, off) for y in x])  # type: ignore[attr-defined]
    if t is Token:
        tok: Token = x  # type: ignore[assignment]
        s, e = tok.start_pos, tok.end_pos
        return (
            "T",
            tok.type,
            str.__str__(tok),
            None if s is None else s - off,
            None if e is None else e - off,
        )
    fields = _KEY_FIELDS.get(t)
    if fields is not None:
        return (
            t.__name__,
            *[
                v - off if pos and type(v) is int else _piece_key(v, off)
                for name, pos in fields
                for v in (getattr(x, name),)
            ],
        )
    if t is dict:
        if not x:
            return "d"
        return ("d", *[(_piece_key(k, off), _piece_key(v, off)) for k, v in x.items()])  # type: ignore[attr-defined]
    raise _NoKey(t.__name__)


# the fields ``_piece_key`` reads, each with whether it is a position (``start`` / ``end``)
_KEY_FIELDS: dict[type, tuple[tuple[str, bool], ...]] = {
    cls: tuple((name, name in ("start", "end")) for name in cls.__slots__)
    for cls in (Piece, RawAbility)
}


def _parse_clause(src: str) -> Tree | str:
    """Clause parse tree of ``src`` (positions relative to it), or the reason it failed.
    Trees are only read, never mutated. Sentences recur across cards, but a repeated
    sentence is reused typed (``_Builder.sentence``), so only trees of sentences holding a
    『quote』 (typed afresh each time) are kept: keeping every tree alive cost more in
    garbage-collector passes than it saved."""
    if "『" in src:
        return _parse_quoting_clause(src)
    return _parse_clause_tree(src)


@lru_cache(maxsize=4096)
def _parse_quoting_clause(src: str) -> Tree | str:
    return _parse_clause_tree(src)


def _parse_clause_tree(src: str) -> Tree | str:
    try:
        return fast_clause_parser().parse_or_fail(src)
    except ParseFailure as e:  # where Lark's UnexpectedInput would point
        return _describe_at(e.pos, src)
    except Exception as e:  # pragma: no cover - defensive
        if not is_lark_error(e):
            raise
        return str(e)


# ------------------------------------------------------------------------------ utilities


_CO_COST_KEYWORD = re.compile(
    r"(.+?)[:：](?:エネルギー([0-9]+)|([0-9]+)エネルギー(?:を支払う)?|エネルギーを([0-9]+)支払う)"
)


def _co_cost_keyword(game: str, text: str, start: int, end: int) -> A.Keyword | None:
    """A cost keyword with its payment printed after a colon (「維持費:エネルギー1」, 「維持費:1エネ
    ルギー」, 3.6.2), or as the sentence paying it (「維持費:1エネルギーを支払う。」, 「維持費:エネル
    ギーを1支払う」: 3.6.2 「維持費を支払う」, the energy paid as 4.3.3.3 words it): CO pays in
    energy alone, the number N of 維持費N. None for any other text."""
    m = _CO_COST_KEYWORD.fullmatch(text)
    d = K.lookup(game, m.group(1)) if m else None
    if m is None or d is None or d.kind != "cost" or d.slots != ("number",):
        return None
    n = m.group(2) or m.group(3) or m.group(4)
    return typed_keyword(game, m.group(1), [_num(n)], A.Span(start, end))


def _num(text: str) -> A.Number:
    if not text.isdigit():
        return A.Number(None, text)
    return A.Number(int(text))


_BOUND = {"まで": "up_to", "以上": "at_least", "以下": "at_most", "未満": "less_than"}
_BOUND["以降"] = "from"
_UNIT = {"枚": "card", "回": "times", "つ": "item", "個": "piece", "ダメージ": "damage"}
_UNIT.update({"ターン": "turn", "体": "body", "点": "point", "回目": "ordinal", "色": "color"})
# 「対象のデュエルマスター1人」: players counted (人, 名)
_UNIT.update({"人": "person", "名": "person"})
# 「名前が6文字以上」: characters of a name (VS 2.1.2.1)
_UNIT["文字"] = "character"
_COUNT_RE = recache.compile(
    r"([0-9]+|X|N|n)(枚|回目|回|つ|個|ダメージ|ターン|体|点|色|人|名|文字)?(まで|以上|以下|未満|以降)?"
)
_RANGE_RE = recache.compile(
    r"(?:([0-9]+|X)枚以上、(?:([0-9]+|X)枚まで|望む枚数))|([0-9]+|X)枚まで、望む枚数"
)
_STATF_RE = recache.compile(
    r"(レベル|コスト|パワー|ソウル|グレード|シールド|クリティカル)([0-9]+|X)(以上|以下)?"
)
_STAT_ID = {"レベル": "level", "コスト": "cost", "パワー": "power", "ソウル": "soul"}
_STAT_ID["グレード"] = "grade"
_STAT_ID["シールド"] = "shield"  # VG パワー13000/シールド5000/クリティカル1のノーマルユニット
_STAT_ID["クリティカル"] = "critical"
_CMP = {None: "eq", "以上": "ge", "以下": "le"}
# 状態 (the word a keyword's state is named before, ``_Builder._keyword_states``): built once
_STATE_WORD = A.Word("state")


class _Builder:
    """Builds the AST of one card from its normalised text."""

    def __init__(self, game: str, text: str) -> None:
        self.game = game
        self.dialect = DIALECTS[game]
        self.text = text
        self.quotes: dict[int, Piece] = {}
        self.last_timing: A.Timing | None = None
        self.base = 0
        # connectors after a clause's first argument (あなたはかわりに…), as (lead, its comma)
        self.inner_leads: list[tuple[_Lead, bool]] = []

    # ---------------------------------------------------------------- terms
    def term(self, tok: Token) -> A.Term:
        """The term of a token. Terms of the kinds in ``_POSITIONLESS_TERMS`` depend only on
        the game and the token (no span, no quote): built once per run and shared."""
        kind = tok.type
        if kind in _POSITIONLESS_TERMS and _SENTENCE_CACHE_SIZE:
            key = (self.game, kind, str.__str__(tok))  # tok.value, without its property
            term = _TERMS.get(key)
            if term is None:
                if len(_TERMS) >= _SENTENCE_CACHE_SIZE:
                    _TERMS.clear()
                term = _TERMS[key] = self._term(tok)
            return term
        return self._term(tok)

    def _term(self, tok: Token) -> A.Term:
        kind, s = tok.type, str(tok)
        if kind == "NOUN":
            cls, ident, variant = L.noun(self.game, s)
            return _TERM_CLASS[cls](ident, variant) if cls != "owner" else A.Owner(ident, variant)
        if kind == "NAME":
            if self.dialect.name_token == "notation":
                return self._mc_name(tok)
            if (
                self.dialect.name_token == "stat_or_keyword"
            ):  # 「0:5」 / 「+1:+1」 (co.txt 4-2-8, 4-3-8), 「飛行」
                from grammar.coname import stat_pair

                pair = stat_pair(s[1:-1])
                if pair is not None:
                    return pair
                if K.lookup(self.game, s[1:-1]) is not None:
                    span = A.Span(tok.start_pos + 1, tok.end_pos - 1)  # the sentence's frame
                    return A.Standing(typed_keyword(self.game, s[1:-1], [], span))
            return A.Name(s[1:-1])
        if kind == "TRAIT":
            if self.dialect.angle_quote == "card_name":  # 《名》 in CO text: a card name (4-2-10)
                from grammar.coname import is_card_name

                if is_card_name(s[1:-1]):
                    return A.CardName(s[1:-1])
            return A.Trait(s[1:-1])
        if kind == "RACE":
            return A.Race(s[1:-1])
        if kind in ("NAMED", "NAMED_ASCII"):
            head = next(h for h in NAMED_HEADS if s.endswith(h))
            cls, ident, variant = L.noun(self.game, head)
            return A.Named(s[: -len(head)], _TERM_CLASS[cls](ident, variant))
        if kind == "ICON":
            return A.Icon(s[1:-1])
        if kind == "QUOTE":
            if self.dialect.double_quote == "work":  # 『名』 in VS text is a work name (vs 2.9.1)
                return A.Work(s[1:-1])
            if self.dialect.double_quote == "card_name":  # 『名』 in CO text: a card name (co.txt)
                from grammar.coname import is_card_name

                if is_card_name(s[1:-1]):
                    return A.CardName(s[1:-1])
            start = self.base + tok.start_pos
            piece = self.quotes.get(start)
            base = self.base
            try:
                if piece is not None and piece.abilities:
                    quote = A.Quote(tuple(self.ability(r) for r in piece.abilities))
                else:
                    quote = A.Quote(self.quote_text(start + 1, start + len(s) - 1))
            finally:
                self.base = base
            return shift(quote, -base)  # built in the card's frame, into the sentence's
        if kind == "STATF":
            m = _STATF_RE.fullmatch(s)
            assert m is not None
            return A.StatFilter(A.Stat(_STAT_ID[m.group(1)]), _num(m.group(2)), _CMP[m.group(3)])
        if kind == "SLOT":
            return A.Placeholder(s)
        if kind == "STRING":
            return A.Literal(s[1:-1])
        if kind == "UNKNOWN":
            return A.Unknown(s)
        if kind == "NOMINALISER":
            # 「…したのが２回目なら」: the formal noun の, the occasion of the act before it
            return A.Word("occurrence")
        if kind == "BLABEL":
            return A.Label(s[1:-1], "keyword")
        if kind == "EXPR":
            return A.Amount({"×": "x", "+": "+", "-": "-"}[s[0]], _num(s[1:]))
        if kind == "STOCK":
            return A.Count(_num(s[1:-1]), "paren")
        if kind == "BCOUNT":
            return self._bracket_count(tok)
        if kind in ("COUNT", "NUM"):
            if s in ("すべて", "全て"):
                # the kanji spelling the token's pattern takes too (it crashed the build here)
                return A.Count(None, "card", "all")
            if s == "望む枚数":
                return A.Count(None, "card", "any")
            r = _RANGE_RE.fullmatch(s)
            if r is not None:
                # 「N枚以上、M枚まで」 / 「N枚以上、望む枚数」 / 「M枚まで、望む枚数」: a range
                if r.group(1) is not None:
                    least = _num(r.group(1))
                    most = _num(r.group(2)) if r.group(2) is not None else None
                else:
                    least, most = A.Number(0), _num(r.group(3))
                return A.Count(most, "card", "up_to" if most is not None else "any", least)
            m = _COUNT_RE.fullmatch(s)
            assert m is not None
            unit = _UNIT[m.group(2)] if m.group(2) else "none"
            return A.Count(_num(m.group(1)), unit, _BOUND.get(m.group(3) or "", "exact"))
        raise ValueError(f"unexpected term token {kind}")

    def _bracket_count(self, tok: Token) -> A.Count:
        """「【1D-3】枚」 / 「【このユニットの攻撃力】枚(まで)」: a count whose number is the value
        in 【】 — dice (MC 3.4.2, 3.4.3), else a noun phrase the clause grammar types (spans in
        the sentence's frame, as ``_mc_name`` types a stat's value); anything else stays the
        printed label, for the engines to refuse by its text."""
        from grammar import mcvalue

        s = str(tok)
        inner = s[1 : s.rindex("】")]
        bound = "up_to" if s.endswith("まで") else "exact"
        value: A.Dice | A.NounPhrase | A.Label | None = mcvalue.dice(inner)
        if value is None:
            start = self.base + tok.start_pos + 1
            saved = self.base
            try:
                body = self.clause_part(start, start + len(inner))
            finally:
                self.base = saved
            body = shift(body, start - saved)
            if (
                isinstance(body, A.Action)
                and body.verb == "be"
                and len(body.args) == 1
                and isinstance(body.args[0].value, A.NounPhrase)
                and not any(isinstance(t, A.Unknown) for t in body.args[0].value.terms)
            ):
                value = body.args[0].value
        if value is None:
            value = A.Label(inner, "keyword")
        return A.Count(None, "card", bound, value=value)

    def np(self, tree: Tree, base: int) -> A.NounPhrase:
        terms: list[A.Term] = []
        links: list[str] = []
        pending = ""
        for child in tree.children:
            if isinstance(child, Tree) and child.data == "unit":
                for tok in child.children:
                    if terms:
                        links.append(pending)
                    pending = ""
                    terms.append(self.term(tok))
            elif isinstance(child, Tree):  # link with a comma
                pending = "".join(str(t) for t in child.children)
            else:
                pending = str(child)
        s, e = _tspan(tree, base)
        if len(terms) > 1 and _STATE_WORD in terms[1:]:
            terms = self._keyword_states(terms, links)
        if _MEASURE_LINK in links:
            terms, links = _measured_count(terms, links, A.Span(s, e))
        return A.NounPhrase(tuple(terms), tuple(links), A.Span(s, e))

    def _keyword_states(self, terms: list[A.Term], links: list[str]) -> list[A.Term]:
        """「【ユニゾンドレス】状態」: a keyword's icon spelled as a bracketed word the lexicon
        knows, just before 状態, names the state the keyword defines (VG 14.53.2 ‘ユニゾンドレス’
        はカード上では…のアイコンで表記; 5.2.2.2 ‘(名称)状態’) — the keyword label, as
        「【精神汚染】状態」 reads (a word that names no keyword, 【レスト】, is left as it is)."""
        out = list(terms)
        for i, t in enumerate(terms[:-1]):
            if not isinstance(t, A.Word) or terms[i + 1] != _STATE_WORD or links[i]:
                continue
            d = K.by_id(self.game, t.id)
            if d is not None and d.kind == "label":
                out[i] = A.Label(d.names[0], "keyword")
        return out

    # ---------------------------------------------------------------- clauses
    def sentence(self, start: int, end: int) -> tuple[list[A.Step], str | None]:
        """Type ``text[start:end]`` (a sentence without its 。). Returns steps, with spans
        relative to ``start`` (the frame of the node that will hold them), or raises
        ``_Untyped`` with a reason. Card text repeats whole sentences: one typed before (in
        this run, see ``clear_caches``) is reused as it is: its typed content depends on its
        text alone. A sentence with a 『quote』 is typed every time (its abilities come from
        the card's structural parse)."""
        src = self.text[start:end]
        if not _SENTENCE_CACHE_SIZE:
            return self._sentence(start, end)
        if "『" in src:
            return self._quoting_sentence(start, end, src)
        key = (self.game, src)
        hit = _SENTENCES.get(key)
        if hit is None:
            if len(_SENTENCES) >= _SENTENCE_CACHE_SIZE:
                _SENTENCES.clear()
            filled = self._from_template(src)
            if filled is not None:
                steps, what, timing = filled
                if timing is not None:
                    self.last_timing = timing
                self.base = start
                _SENTENCES[key] = (steps, what, timing, None)
                return list(steps), what
            try:
                steps, what = self._sentence(start, end)
            except _Untyped as u:
                _SENTENCES[key] = ((), None, None, u.reason)
                raise
            timing = self.last_timing if what == "timing" else None
            _SENTENCES[key] = (steps, what, timing, None)
            return list(steps), what
        steps, what, timing, reason = hit
        self.base = start
        if reason is not None:
            raise _Untyped(reason)
        if timing is not None:
            self.last_timing = timing
        return list(steps), what

    def _quoting_sentence(self, start: int, end: int, src: str) -> tuple[list[A.Step], str | None]:
        """``sentence`` for a sentence holding a 『quote』: its quotes' abilities come from the
        card's structural parse (``self.quotes``), and typing them reads and sets the builder's
        state, so the memo key holds all of it: the text, the quote pieces inside the sentence
        (``_piece_key``: their fields, positions relative to ``start``), the timing and the
        connectors in force before; the value holds the timing after. A key that cannot be
        made (a field of a type ``_piece_key`` does not know) types the sentence afresh."""
        try:
            pieces = tuple(
                (q - start, _piece_key(p, start))
                for q, p in self.quotes.items()
                if start <= q < end
            )
        except _NoKey:
            return self._sentence(start, end)
        key = ("quoting", self.game, src, pieces, self.last_timing, tuple(self.inner_leads))
        hit = _SENTENCES.get(key)
        if hit is None:
            if len(_SENTENCES) >= _SENTENCE_CACHE_SIZE:
                _SENTENCES.clear()
            leads = len(self.inner_leads)
            try:
                steps, what = self._sentence(start, end)
            except _Untyped as u:
                if len(self.inner_leads) == leads:
                    _SENTENCES[key] = ((), None, self.last_timing, u.reason)
                raise
            if len(self.inner_leads) == leads:
                _SENTENCES[key] = (steps, what, self.last_timing, None)
            return list(steps), what
        steps, what, timing, reason = hit
        self.base = start
        self.last_timing = timing
        if reason is not None:
            raise _Untyped(reason)
        return list(steps), what

    def _from_template(self, src: str) -> tuple[list[A.Step], str | None, A.Timing | None] | None:
        """``src`` typed from its template, the sentence with its names and
        traits replaced by numbered placeholders: sentences that differ only in the names and
        traits they print are typed once. A name or trait is one token (NAME, TRAIT) whatever
        it holds, and its term (``Name``, ``Trait``) reads nothing but its text, so the
        template's AST with the real names put back and its spans moved (``build.fill``) is
        the real sentence's. ``None`` (type it as it is) where the template does not type,
        where a placeholder was not put back into a ``Name`` / ``Trait``, for a sentence
        where a name could be inside another token (``_UNPLACEABLE``), and in the games
        whose names type otherwise."""
        if not self.dialect.templates or _UNPLACEABLE.search(src):
            return None
        found = list(_PLACED.finditer(src))
        if not found:
            return None
        parts: list[str] = []
        values: list[str] = []
        # offsets[p]: where the template's offset p lies in the sentence
        offsets: list[int] = []
        last = 0
        for i, m in enumerate(found):
            start, end = m.span()
            group = m.group()
            parts.append(src[last:start])
            offsets += range(last, start)
            holder = f"{group[0]}{PLACEHOLDER}{i}{group[-1]}"
            parts.append(holder)
            offsets.append(start)
            offsets += [-1] * (len(holder) - 1)
            values.append(group[1:-1])
            last = end
        parts.append(src[last:])
        offsets += range(last, len(src) + 1)
        template = "".join(parts)
        tkey = (self.game, template)
        entry = _TEMPLATES.get(tkey)
        if entry is None:
            if len(_TEMPLATES) >= _SENTENCE_CACHE_SIZE:
                _TEMPLATES.clear()
            entry = _TEMPLATES[tkey] = _type_template(self.game, template)
        if entry is False:
            return None
        steps, what, timing = entry
        filling = Filling(values, offsets)
        try:
            out = [fill(x, filling) for x in steps], what, fill(timing, filling)
        except Unfillable:  # pragma: no cover - spans start and end at token boundaries
            return None
        return out if all(filling.used) else None

    def _sentence(self, start: int, end: int) -> tuple[list[A.Step], str | None]:
        """Type ``text[start:end]``: spans relative to ``start`` (the tokens' positions in the
        sentence); ``self.base`` is ``start``, to find the card's pieces (quotes, costs)."""
        src = self.text[start:end]
        self.base = start
        tree = _parse_clause(src)
        if isinstance(tree, str):
            raise _Untyped(tree)
        lead: str | None = None
        lead_variant = 0
        lead_pause = True
        # pause: True (a comma follows), False, or "!" (VG: an exclamation mark follows)
        clauses: list[tuple[Tree | A.Cost | _Lead, bool | str]] = []
        ors: set[int] = set()
        for child in tree.children:
            if isinstance(child, Token):
                if child.type == "LEAD" and clauses:  # …なら、さらに…: leads the next step
                    clauses.append((_Lead(*L.LEAD_INDEX[str(child)]), False))
                elif child.type == "LEAD":
                    lead, lead_variant = L.LEAD_INDEX[str(child)]
                    lead_pause = False
                elif child.type == "COMMA" and not clauses:
                    lead_pause = True
                elif child.type == "COMMA":
                    clauses[-1] = (clauses[-1][0], True)
                elif child.type == "BANG" and clauses:
                    clauses[-1] = (clauses[-1][0], "!")
                elif child.type in ("OR", "OR_COMMA"):
                    ors.add(len(clauses) - 1)
                continue
            if child.data == "cost":
                clauses.append((self.step_cost(child), False))
                continue
            clauses.append((child, False))
        steps: list[A.Step] = []
        pending_cond: A.Condition | None = None
        pending_cost: A.Cost | None = None
        pending_lead: tuple[_Lead, bool, bool] | None = None  # lead, its comma, after a cond.
        actions: list[tuple[A.Action | A.Condition | A.Cost, bool | str, tuple[int, int]]] = []
        timing: A.Timing | None = None
        carried: _TimedArgs | None = None
        for tree_c, pause in clauses:
            if carried is not None and not isinstance(tree_c, Tree):
                raise _Untyped("arguments before a timing point")
            if isinstance(tree_c, A.Cost):
                actions.append((tree_c, pause, (tree_c.span.start, tree_c.span.end)))
                continue
            if isinstance(tree_c, _Lead):
                actions.append((tree_c, pause, (0, 0)))  # type: ignore[arg-type]
                continue
            bare = self.bare_cost(tree_c, pause is True)
            if bare is not None:
                actions.append((bare, pause, (bare.span.start, bare.span.end)))
                continue
            mark = len(self.inner_leads)
            c = self.clause(tree_c, 0)
            if carried is not None:
                c = carried.into(c)
                carried = None
            if isinstance(c, _TimedArgs):
                carried = c.paused(pause is True)
                continue
            for inner, inner_pause in self.inner_leads[mark:]:  # あなたはかわりに…: leads it
                actions.append((inner, inner_pause, (0, 0)))  # type: ignore[arg-type]
            del self.inner_leads[mark:]
            if isinstance(c, A.Timing):
                if len(clauses) == 1:
                    timing = c
                    continue
                actions.append((c, pause, _tspan(tree_c, 0)))  # type: ignore[arg-type]
                continue
            actions.append((c, pause, _tspan(tree_c, 0)))
        if carried is not None:
            raise _Untyped("arguments before a timing point")
        if timing is not None:
            self.last_timing = timing
            return [], "timing"
        if ors:
            actions = _fold_alternatives(actions, ors)
        actions = _fold_count_comma(actions)
        # relative clauses: an attributive verb directly followed by the next clause
        merged: list[tuple[A.Action | A.Condition | A.Cost, bool | str, tuple[int, int]]] = []
        i = 0
        while i < len(actions):
            act, pause, span = actions[i]
            # 「「X」か「Y」を含む、あなたのリアガード」: a describing clause set off by a comma
            # from its noun (a final or negative form cannot end a step before a comma)
            set_off = (
                isinstance(act, A.Action)
                and pause is True
                and act.verb in _SET_OFF_RELATIVE
                and act.form in (A.Form.FINAL, A.Form.NEGATIVE)
            )
            perfect = _passive_perfect_relative(actions, i)
            if perfect is not None:
                # 「アタックされていないキャラ」: 「…されて」 and 「いない」 before a noun
                actions[i + 2] = (perfect, actions[i + 2][1], (span[0], actions[i + 2][2][1]))
                i += 2
                continue
            if (
                isinstance(act, A.Action)
                and (not pause or set_off)
                and (
                    act.form in ATTRIBUTIVE
                    or (act.form is A.Form.PASSIVE and _opens_with_until(actions[i + 1 :]))
                )
                and act.amount is None
                and i + 1 < len(actions)
                and isinstance(actions[i + 1][0], A.Action | A.Timing | A.Condition)
            ):
                nxt = actions[i + 1][0]
                rel = _attach_relative(act, nxt, "、" if set_off else "")  # type: ignore[arg-type]
                if (
                    rel is None
                    and isinstance(nxt, A.Action)
                    and not nxt.args
                    and nxt.form in ATTRIBUTIVE
                    and nxt.amount is None
                    and not actions[i + 1][1]
                    and i + 2 < len(actions)
                    and isinstance(actions[i + 2][0], A.Action)
                ):
                    # two relative clauses on one noun (このカードの持つ｜異なる｜特徴): both
                    # qualify the noun the second one stands before
                    inner = _attach_relative(nxt, actions[i + 2][0])
                    rel = _attach_relative(act, inner) if isinstance(inner, A.Action) else None
                    if rel is not None:
                        actions[i + 2] = (rel, actions[i + 2][1], (span[0], actions[i + 2][2][1]))
                        i += 2
                        continue
                    rel = None
                if rel is not None:
                    actions[i + 1] = (rel, actions[i + 1][1], (span[0], actions[i + 1][2][1]))
                    i += 1
                    continue
            merged.append((act, pause, span))
            i += 1
        if len(merged) == 1 and isinstance(merged[0][0], A.Timing):
            self.last_timing = merged[0][0]
            return [], "timing"
        if len(merged) == 2 and isinstance(merged[1][0], A.Timing) and merged[0][1] is True:
            # …置かれたターン中、あなたのアンコールステップの始めに: a timing within a period
            during = _during_np(merged[0][0])
            if during is not None:
                t = merged[1][0]
                scope = A.NounPhrase(
                    (*during.terms, *t.scope.terms),
                    (*during.links, "、", *t.scope.links),
                    A.Span(during.span.start, t.scope.span.end),
                )
                self.last_timing = A.Timing(scope, t.point, t.variant)
                return [], "timing"
        merged = _te_joined_conditions(merged)
        for act, pause, span in merged:
            if isinstance(act, _Lead):
                if pending_lead is not None:
                    raise _Untyped("a connector after a connector or a cost")
                if pending_cost is not None:
                    # 「…なら、【コスト】[…]することで、さらに…」: the connector leads the step the
                    # cost is paid for, printed after the cost
                    act = replace(act, after_cost=True)
                pending_lead = (act, pause is True, pending_cond is not None)
                continue
            if isinstance(act, A.Cost):
                if pending_cost is not None:
                    raise _Untyped("two costs in a row")
                pending_cost = act
                continue
            if isinstance(act, A.Condition):
                if pending_cost is not None:
                    raise _Untyped("a condition after a cost")
                # the condition's clause, typed in the sentence's frame, in its own
                cond = A.Condition(
                    shift(act.clause, -span[0]),
                    act.marker,
                    pause is True,
                    A.Span(*span),
                    act.variant,
                )
                if pending_cond is not None:
                    # …なら、…する際、 / …する際、…なら、: two conditions on one step
                    if not pending_cond.pause:
                        raise _Untyped("a condition after a condition without a comma")
                    pending_cond = _chain_conditions(pending_cond, cond)
                else:
                    pending_cond = cond
                continue
            step = A.Step(
                act,
                lead if not steps else None,
                pending_cond,
                pause is True,
                lead_variant if not steps else 0,
                A.Span(*span),
                cost=pending_cost,
                bang=pause == "!",
                lead_pause=lead_pause if not steps else True,
            )
            if pending_lead is not None and step.lead is not None:
                # その後、…なら、さらに…: the opening connector stays the step's lead, the one
                # after the condition is its inner lead. Not where the opening connector is
                # one the engines run without reading further (さらに, そうしたら, かわりに):
                # they would drop the inner one
                inner, inner_pause, late = pending_lead
                if step.lead in _TRANSPARENT_LEADS or not late or inner.after_cost:
                    raise _Untyped("two connectors on one step")
                step = replace(
                    step,
                    lead_inner=inner.lead,
                    lead_inner_variant=inner.variant,
                    lead_inner_pause=inner_pause,
                )
            elif pending_lead is not None:
                inner, inner_pause, late = pending_lead
                step = replace(
                    step,
                    lead=inner.lead,
                    lead_variant=inner.variant,
                    lead_pause=inner_pause,
                    lead_late=late,
                    lead_after_topic=inner.after_topic,
                    lead_after_cost=inner.after_cost,
                )
            steps.append(step)
            pending_cond = None
            pending_cost = None
            pending_lead = None
        if pending_cond is not None or pending_cost is not None or pending_lead is not None:
            raise _Untyped("condition or cost without a consequence")
        if lead is not None and not steps:
            raise _Untyped("connector without a clause")
        return steps, None

    def step_cost(self, tree: Tree) -> A.Cost:
        """VG 【コスト】[…]することで、 inside a sentence: items typed like an ability's cost
        (found in the card at ``self.base``, the sentence's start; spans in the sentence's
        frame)."""
        toks = [c for c in tree.children if isinstance(c, Token)]
        lsq = next(t for t in toks if t.type == "LSQB")
        rsq = next(t for t in toks if t.type == "RSQB")
        saved = base = self.base
        try:
            cost = self.cost(Piece("bracket", base + lsq.start_pos, base + rsq.end_pos), vg=True)
        finally:
            self.base = saved
        span = A.Span(toks[0].start_pos, toks[-1].end_pos)
        items = tuple(shift(x, -base) for x in cost.items)
        tail = next((str(t) for t in toks if t.type == "COST_TAIL"), "")
        return A.Cost(items, span, toks[-1].type == "COMMA", "で" if tail == "で" else "")

    def bare_cost(self, tree: Tree, comma: bool) -> A.Cost | None:
        """VG 「X(する)ことで、Y」 with no 【コスト】[…] around X (「【ソウルブラスト】(1)することで、
        １枚引く」, 「このユニットを手札に戻すことで、…」): the clause before 「ことで」 is the
        step's cost, read as 「【コスト】[X]することで、」 is (11.9.5.2 — the payment that may
        be declined, the rest done only if paid; 11.1.1.1.1 for an 【起】's cost). Items split
        at top-level 「&」 / 「,」 as in the bracket; None when the clause does not end so."""
        if not self.dialect.bare_costs or not isinstance(tree, Tree) or not tree.children:
            return None
        head = tree.children[-1]
        if not isinstance(head, Tree):
            return None
        suffix = next(
            (c for c in head.children if isinstance(c, Token) and c.type == "SUFFIX"), None
        )
        if suffix is None or str(suffix) != "ことで":
            return None
        s, _ = _tspan(tree, 0)
        inner_e = suffix.start_pos
        body = self.text[self.base + s : self.base + inner_e]
        if body.endswith("する") and body[:-2].endswith((")", "】")):
            inner_e -= 2  # 「【ソウルブラスト】(1)する」: the payment named by its label
        if inner_e <= s:
            return None
        base = self.base
        try:
            cost = self.cost(Piece("bracket", base + s - 1, base + inner_e + 1), vg=True)
        finally:
            self.base = base
        items = tuple(shift(x, -base) for x in cost.items)
        return A.Cost(items, A.Span(s, suffix.end_pos), comma, "")

    def clause(self, tree: Tree, base: int) -> A.Action | A.Condition | A.Timing:
        args: list[A.Arg] = []
        *parts, head = tree.children
        for i, part in enumerate(parts):
            if i and part.data in ("topic_lead", "duration_lead"):
                # a connector only after the first argument
                raise _Untyped("a connector after a later argument")
            args.append(self.part(part, base))
        s, e = _tspan(tree, base)
        span = A.Span(s, e)
        if tree.data == "nominal_clause":  # parts + np
            args.append(A.Arg(A.Role.PREDICATE, self.np(head, base)))
            return _split_alternatives(A.Action("be", tuple(args), A.Form.NOMINAL, span=span))
        kind = head.data
        toks: list[Token] = []
        trees: list[Tree] = []
        suffix = modal = None
        for c in head.children:  # one pass (this runs for every clause of a new sentence)
            if isinstance(c, Token):
                toks.append(c)
                if suffix is None and c.type == "SUFFIX":
                    suffix = str(c)
                elif modal is None and c.type == "MODAL":  # the first (read by a verb head)
                    modal = str(c)
            else:
                trees.append(c)
        if kind == "verb_head":
            verb, form = L.VERB_INDEX[str(toks[0])]
            for t in trees:  # MC 手札1枚破棄(「種族:ドラゴン」のカード)
                np_tree = next(c for c in t.children if isinstance(c, Tree))
                args.append(A.Arg(A.Role.RESTRICTION, self.np(np_tree, base), False))
            action = A.Action(verb, tuple(args), _FORM[form], modal=modal, span=span)
            if (
                verb == "come_out"
                and form == "negative"
                and modal is None
                and args
                and args[-1].role is A.Role.NONE
                and not args[-1].pause
                and isinstance(args[-1].value, A.NounPhrase)
            ):
                # 「XがグレードＮ以上でない(なら)」: でない right after a noun phrase with no
                # particle is the copula's negative (Xではない), not 出る's
                pred = replace(args[-1], role=A.Role.PREDICATE)
                action = A.Action("be", (*args[:-1], pred), A.Form.NEGATIVE, span=span, variant=1)
        elif kind == "noun_head":
            args.append(A.Arg(A.Role.PREDICATE, self.np(trees[0], base)))
            neg = any(t.type == "NEG_COP" for t in toks)  # …ではない
            cop = next((t for t in toks if t.type == "COP_PAST"), None)  # …だった / …であった
            cont = any(t.type == "COP_CONT" for t in toks)  # …であり、
            form = (
                A.Form.NEGATIVE
                if neg
                else A.Form.PAST
                if cop
                else A.Form.CONTINUATIVE
                if cont
                else A.Form.NOMINAL
            )
            variant = 1 if cop is not None and str(cop) == "であった" else 0
            action = A.Action("be", tuple(args), form, span=span, variant=variant)
        elif kind == "timing_head":
            point, variant = L.TIMING_INDEX[str(toks[-1])]
            timing = A.Timing(self.np(trees[0], base), point, variant)
            if args:
                # 「コールしたユニットは、そのターンの終了時、山札の下に置く」: the arguments are
                # the next clause's, the timing point its time (``_TimedArgs``)
                return _TimedArgs(tuple(args), timing, span)  # type: ignore[return-value]
            return timing
        elif kind == "value_amount_head":
            # 「パワーを+レベル×500」 / 「+このカードのソウル×1000」: a signed amount that is a value
            # times a number. The value (with its factor, as the goal of 「Xは…×500に等しい」) is
            # the step's measure (A.Role.MEASURE); the amount's number is ``variable="value"``,
            # the amount that measure gives (each compiler reads it as its Ｘ form, or refuses)
            sign = next(t for t in toks if t.type == "VALUE_SIGN")
            factor = _amount(str(next(t for t in toks if t.type == "AMOUNT")))
            if not isinstance(factor, A.Amount) or factor.sign != "x":
                raise _Untyped("a value after a sign with no factor ×N")
            np = self.np(trees[-1], base)
            amt_at = next(i for i, t in enumerate(toks) if t.type == "AMOUNT")
            rel_tok = next((t for t in toks[:amt_at] if t.type.startswith("V_")), None)
            if rel_tok is not None:
                # 「+戻した枚数×1000」 / 「+控え室に置いたカードの枚数×1000」: the value's noun
                # described by a clause in the past (its place, if said, an argument of it), as
                # in 「Xは戻した枚数×1000に等しい」
                rid, rform = L.VERB_INDEX[str(rel_tok)]
                rargs: tuple[A.Arg, ...] = ()
                if len(trees) == 2:
                    part = next(t for t in toks[:amt_at] if t.type == "PARTICLE")
                    rargs = (A.Arg(PARTICLE_ROLE[str(part)], self.np(trees[0], base)),)
                rel = A.Relative(A.Action(rid, rargs, _FORM[rform]))
                np = A.NounPhrase((rel, *np.terms), ("", *np.links), np.span)
            value = A.NounPhrase((*np.terms, factor), (*np.links, ""), np.span)
            args.append(A.Arg(A.Role.MEASURE, value))
            verb_tok = next((t for t in toks[amt_at:] if t.type.startswith("V_")), None)
            form = A.Form.NOMINAL
            if verb_tok is not None:
                vid, vform = L.VERB_INDEX[str(verb_tok)]
                if vid != "do":
                    raise _Untyped("stat change followed by a verb other than する")
                form = _FORM[vform]
            amount = A.Amount(str(sign), A.Number(None, "value"))
            action = A.Action("stat_change", tuple(args), form, amount, span=span)
        elif kind == "value_head":
            # 「パワー＋Yのパワーと同じ値」 / 「パワー＋Yのパワーの半分」: a signed amount that is a
            # value (no factor): the value is the step's measure (A.Role.MEASURE), the amount's
            # number ``variable="value"``, as ``value_amount_head``'s
            sign = next(t for t in toks if t.type == "VALUE_SIGN")
            measured = self.np(trees[-1], base)
            if any(t.type == "HALF_OF" for t in toks):
                # 「Yのパワーの半分」: the value's half (an untyped word, read by the compiler)
                measured = A.NounPhrase(
                    (*measured.terms, A.Unknown("半分")), (*measured.links, "の"), measured.span
                )
            elif any(t.type == "SAME_VALUE" for t in toks):
                # 「Yのパワーと同じ値」: as the phrase reads as an argument ([Yのパワーと同じ]値)
                same = A.Action("same", (A.Arg(A.Role.WITH, measured),))
                measured = A.NounPhrase((A.Relative(same), A.Word("sum")), ("",), measured.span)
            args.append(A.Arg(A.Role.MEASURE, measured))
            amount = A.Amount(str(sign), A.Number(None, "value"))
            action = A.Action("stat_change", tuple(args), A.Form.NOMINAL, amount, span=span)
        elif kind in ("amount_head", "stat_head"):
            amt = next(t for t in toks if t.type == "AMOUNT")
            amount = _amount(str(amt))
            if kind == "stat_head":
                np = self.np(trees[0], base)
                if (
                    len(trees) == 1
                    and isinstance(amount, A.Amount)
                    and amount.sign == "x"
                    and not isinstance(np.terms[-1], A.Stat)
                    and not any(t.type.startswith("V_") for t in toks)
                ):
                    # a count of a thing, not a stat change: …がソウルマーク×2なら
                    pred = A.NounPhrase((*np.terms, amount), (*np.links, ""), np.span)
                    args.append(A.Arg(A.Role.PREDICATE, pred))
                else:
                    args.append(A.Arg(A.Role.NONE, np))
            if args and args[-1].role is A.Role.PREDICATE:
                action = A.Action("be", tuple(args), A.Form.NOMINAL, span=span)
            else:
                more = tuple(self.stat_delta(t) for t in trees if t.data == "more_stat")
                verb_tok = next((t for t in toks if t.type.startswith("V_")), None)
                form = A.Form.NOMINAL
                if verb_tok is not None:
                    vid, vform = L.VERB_INDEX[str(verb_tok)]
                    if vid != "do":
                        raise _Untyped("stat change followed by a verb other than する")
                    form = _FORM[vform]
                action = A.Action("stat_change", tuple(args), form, amount, span=span, more=more)
        elif kind == "due_head":
            # 「それがあなたのカードの効果によるなら」: the subject caused by the noun phrase
            args.append(A.Arg(A.Role.BY, self.np(trees[0], base)))
            action = A.Action("due", tuple(args), A.Form.FINAL, span=span)
        elif kind == "adj_head":
            adj = next(t for t in toks if t.type in ("ADJ", "ADJ_NEG"))
            denied = adj.type == "ADJ_NEG"
            action = A.Action(
                ADJ_VERB[ADJ_NEG[str(adj)] if denied else str(adj)],
                tuple(args),
                A.Form.NEGATIVE if denied else A.Form.FINAL,
                span=span,
                variant=1 if str(adj) in ADJ_WIDE else 0,
            )
        else:  # pragma: no cover - grammar and builder disagree
            raise _Untyped(f"unknown head {kind}")
        if kind in ("verb_head", "noun_head"):
            action = _split_alternatives(action)
        variant = SUFFIX_VARIANT.get(suffix or "", 0)
        if suffix in SUFFIX_MARKER:
            return A.Condition(action, SUFFIX_MARKER[suffix], False, span, variant)
        if suffix in WHEN_SUFFIXES:
            return A.Action(
                "when",
                (A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(action),))),),
                A.Form.NOMINAL,
                span=span,
                variant=variant,
            )
        if suffix is not None:
            raise _Untyped(f"clause ending {suffix!r} in this position")
        return action

    def stat_delta(self, tree: Tree) -> A.StatDelta:
        """``/シールド+5000`` after a stat change."""
        noun_tok, amount_tok = (t for t in tree.children if t.type in ("NOUN", "AMOUNT"))
        cls, ident, _ = L.noun(self.game, str(noun_tok))
        amount = _amount(str(amount_tok))
        if cls != "stat" or not isinstance(amount, A.Amount):
            raise _Untyped("a slash before something other than a stat change")
        return A.StatDelta(A.Stat(ident), amount)

    def part(self, tree: Tree, base: int) -> A.Arg:
        s, e = _tspan(tree, base)
        span = A.Span(s, e)
        toks: list[Token] = []
        sub = None  # the first subtree (the noun phrase)
        pause = False
        for c in tree.children:  # one pass (this runs for every argument of a new sentence)
            if isinstance(c, Token):
                toks.append(c)
                if c.type == "COMMA":
                    pause = True
            elif sub is None:
                sub = c
        if tree.data == "duration":
            ident, variant = L.DURATION_INDEX[str(toks[0])]
            return A.Arg(A.Role.TIME, A.Duration(ident, variant), pause, span)
        if tree.data == "duration_lead":
            # 相手のターン中、かわりに…: the duration, and the connector after it (as topic_lead)
            at = next(i for i, t in enumerate(toks) if t.type == "LEAD")
            lead, variant = L.LEAD_INDEX[str(toks[at])]
            self.inner_leads.append(
                (_Lead(lead, variant, after_topic=True), any(t.type == "COMMA" for t in toks[at:]))
            )
            ident, variant = L.DURATION_INDEX[str(toks[0])]
            before = toks[:at]
            end = before[-1].end_pos + base
            return A.Arg(
                A.Role.TIME,
                A.Duration(ident, variant),
                any(t.type == "COMMA" for t in before),
                A.Span(s, end),
            )
        if tree.data == "instead_of":
            # (np) AMOUNT ではなく / np ではなく: what the next value replaces
            np = self.np(sub, base) if sub is not None else A.NounPhrase(())
            amt = next((t for t in toks if t.type == "AMOUNT"), None)
            if amt is not None:
                amount = _amount(str(amt))
                if not isinstance(amount, A.Amount):
                    raise _Untyped("an amount pair before ではなく")
                links = (*np.links, "") if np.terms else ()
                np = A.NounPhrase((*np.terms, amount), links, A.Span(s, e))
            return A.Arg(A.Role.INSTEAD_OF, np, pause, span)
        if tree.data == "amount_only":
            # +2までしか: the most a value reaches (before a negative: 上がらない)
            amt, particle = (t for t in toks if t.type in ("AMOUNT", "PARTICLE"))
            amount = _amount(str(amt))
            if str(particle) != "まで" or not isinstance(amount, A.Amount):
                raise _Untyped("an amount before しか")
            return A.Arg(A.Role.ONLY, A.NounPhrase((amount,), (), span), pause, span)
        if tree.data == "as_is" and sub is None:  # そのまま: as it is (no state named)
            return A.Arg(A.Role.AS_IS, A.NounPhrase((), (), span), pause, span)
        if tree.data == "as_possible":  # 可能な限り: as nearly as possible (no noun phrase)
            return A.Arg(A.Role.AS_POSSIBLE, A.NounPhrase((), (), span), pause, span)
        if tree.data == "until":  # …されるまで: the clause before is its relative (Role.TIME)
            return A.Arg(A.Role.TIME, A.NounPhrase((_UNTIL,), (), span), pause, span)
        if sub is None and tree.data == "period":
            # …している間、: the clause before is its relative
            return self.period(A.NounPhrase((), (), span), toks, pause, span)
        if sub is None:
            raise _Untyped(f"{tree.data} without a noun phrase")  # pragma: no cover - grammar
        np = self.np(sub, base)
        if tree.data == "timing_arg":  # アンタップフェイズ開始時に (a timing point as a noun)
            tp = next(t for t in toks if t.type == "TPOINT")
            particle = next(t for t in toks if t.type == "PARTICLE")
            point, variant = L.TIMING_INDEX[str(tp)]
            timing = A.Timing(np, point, variant)
            return A.Arg(
                PARTICLE_ROLE[str(particle)],
                A.NounPhrase((timing,)),
                pause,
                span,
                str(particle) in TOPIC_PARTICLES,
            )
        if tree.data == "topic_lead":
            # あなたはかわりに…: the argument, and the connector after it (``inner_lead``)
            at = next(i for i, t in enumerate(toks) if t.type == "LEAD")
            lead, variant = L.LEAD_INDEX[str(toks[at])]
            self.inner_leads.append(
                (_Lead(lead, variant, after_topic=True), any(t.type == "COMMA" for t in toks[at:]))
            )
            before = toks[:at]
            particle = next(t for t in before if t.type == "PARTICLE")
            end = before[-1].end_pos + base
            return A.Arg(
                PARTICLE_ROLE[str(particle)],
                self.np(sub, base),
                any(t.type == "COMMA" for t in before),
                A.Span(s, end),
                str(particle) in TOPIC_PARTICLES,
            )
        if tree.data == "arg":
            for particle in toks:
                if particle.type == "PARTICLE":
                    topic = str(particle) in TOPIC_PARTICLES
                    also = str(particle) in ALSO_PARTICLES
                    return A.Arg(PARTICLE_ROLE[str(particle)], np, pause, span, topic, also)
                if particle.type == "NO_SUBJ":
                    return A.Arg(A.Role.SUBJECT_NO, np, pause, span)
                if particle.type == "ONLY":
                    return A.Arg(A.Role.ONLY, np, pause, span)
            raise _Untyped("an argument without a particle")  # pragma: no cover - grammar
        if tree.data == "for_each":
            return A.Arg(A.Role.PER, np, pause, span)
        if tree.data == "period":  # …の間、: a period named by a noun phrase (Role.TIME)
            return self.period(np, toks, pause, span)
        if tree.data == "in_place_of":
            return A.Arg(A.Role.IN_PLACE_OF, np, pause, span)
        if tree.data == "as_is":  # Xのまま: the state X kept
            return A.Arg(A.Role.AS_IS, np, pause, span)
        if tree.data == "as_if_in":  # Xにあるかのように: as if it were in the zone X
            return A.Arg(A.Role.AS_IF_IN, np, pause, span)
        return A.Arg(A.Role.NONE, np, pause, span)

    def period(self, np: A.NounPhrase, toks: list[Token], pause: bool, span: A.Span) -> A.Arg:
        """``そのバトルの間、`` / ``…されている間、``: a period, not one of the lexicon's
        durations: an ``Arg(Role.TIME)`` whose value is a noun phrase ending in the formal
        noun 間 (``Word("while")``); a relative clause before it is folded in later."""
        while_tok = next(t for t in toks if t.type == "WHILE")
        link = "の" if str(while_tok).startswith("の") else ""
        if link and not np.terms:  # pragma: no cover - grammar: の間 follows a noun phrase
            raise _Untyped("の間 without a noun phrase")
        word = A.Word("while", 0)
        if np.terms:
            value = A.NounPhrase((*np.terms, word), (*np.links, link), span)
        else:
            value = A.NounPhrase((word,), (), span)
        return A.Arg(A.Role.TIME, value, pause, span)

    # ---------------------------------------------------------------- abilities
    def typed_sentence(self, start: int, end: int, period: bool) -> A.Sentence:
        try:
            steps, what = self.sentence(start, end)
            if what == "timing":
                raise _Untyped("timing point outside a trigger")
            return A.Sentence(tuple(steps), period, A.Span(start, end))
        except _Untyped as u:
            return A.Sentence(
                (A.Step(A.Unparsed(self.text[start:end], A.Span(0, end - start), u.reason)),),
                period,
                A.Span(start, end),
            )

    def clause_part(self, start: int, end: int) -> A.Action | A.Timing | A.Unparsed:
        """Type a trigger or condition text as one clause (spans relative to ``start``)."""
        try:
            steps, what = self.sentence(start, end)
        except _Untyped as u:
            return A.Unparsed(self.text[start:end], A.Span(0, end - start), u.reason)
        if what == "timing":
            return self.last_timing
        steps = _timing_into_clause(steps)
        if (
            len(steps) != 1
            or steps[0].condition is not None
            or steps[0].lead is not None
            or steps[0].cost is not None
            or steps[0].bang
        ):
            body = self._chain(steps)
            if body is None:
                return A.Unparsed(self.text[start:end], A.Span(0, end - start), "not one clause")
            return body
        body = steps[0].body
        return body

    def _chain(self, steps: list[A.Step]) -> A.Action | None:
        """Several stative clauses joined (…があり、…なら; 「…であり、かつ…の場合」: the
        connector かつ, both holding, only says what the join already does) → an ``and`` action
        over them."""
        steps = [
            replace(s, lead=None, lead_pause=True) if k and s.lead == "both" else s
            for k, s in enumerate(steps)
        ]
        if any(
            s.lead or s.condition or s.cost or s.bang or not isinstance(s.body, A.Action)
            for s in steps
        ):
            return None
        parts = tuple(
            A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(s.body),)), s.pause)  # type: ignore[arg-type]
            for s in steps
        )
        return A.Action("and", parts, A.Form.NOMINAL)

    def label(self, tok: Token) -> A.Label:
        name = str(tok)[1:-1]
        kind = _label_kind(name)
        span = A.Span(tok.start_pos, tok.end_pos)
        kw: A.Keyword | None = None
        m = re.fullmatch(r"ターン([0-9]+)回?", name)
        if m and K.by_id(self.game, "turn_limit") is not None:
            kw = typed_keyword(self.game, "ターン回数制限", [_num(m.group(1))], span)
        elif K.lookup(self.game, name) is not None:
            kw = typed_keyword(self.game, name, [], span)
        return A.Label(name, kind, span, kw)

    def ability(self, raw: RawAbility) -> A.Ability:
        labels = [self.label(t) for t in raw.labels]
        for i, stock in raw.label_stocks.items():  # 【Gブレイク】(3)
            lb = labels[i]
            n = _num(str(stock)[1:-1])
            span = A.Span(lb.span.start, stock.end_pos)
            kw = typed_keyword(self.game, lb.name, [n], span) if lb.keyword is not None else None
            labels[i] = A.Label(lb.name, lb.kind, lb.span, kw, lb.timings, n)
        keyword = None
        keyword_first = False
        if raw.head_keyword is not None:  # 【起】【(V)】儀式5:
            head = str(raw.head_keyword)
            span = A.Span(raw.head_keyword.start_pos, raw.head_keyword.end_pos)
            lab = labels[-1].keyword if labels and not raw.labels_after else None
            keyword = ordinal_keyword(self.game, head, span)
            if keyword is None and lab is not None and labels[-1].count is None:
                # 「【連波】２回目以降：」: the keyword's label, the battles it names after it
                keyword = ordinal_keyword(self.game, lab.name + head, span)
                if keyword is not None:
                    labels.pop()
            if keyword is None:
                m = re.fullmatch(r"(.+?)([0-9]+)?", head)
                assert m is not None
                params = [_num(m.group(2))] if m.group(2) else []
                keyword = typed_keyword(self.game, m.group(1), params, span)
            keyword_first = True
        if raw.keyword is not None and keyword is None:
            keyword = self._raw_keyword(raw.keyword, raw.keyword_params)
        more_keywords = (
            tuple(self._raw_keyword(k, ps) for k, ps in raw.more_keywords)
            if raw.more_keywords
            else ()
        )
        cost = self.cost(raw.cost) if raw.cost is not None else None
        self._index_quotes(raw.body)
        body = list(raw.body)
        if (
            raw.marker is None
            and raw.prefix is None
            and len(body) > 1
            and body[0].kind == "LABEL"
            and body[1].kind == "TEXT"
            and body[1].value.startswith(":")
            and len(body[1].value) > 1
        ):
            # 「【ブリッツオーダー】：そのバトル中、…」: a bracketed head with a colon after it in
            # unmarked text — the ability's label (its colon printed), the text after the colon
            # its body; the game decides what the label is (a card's type copied into its text,
            # vg 2.9.6) or refuses it
            p, t = body[0], body[1]
            lb = self.label(Token("LABEL", p.value, start_pos=p.start, end_pos=p.end))
            labels.append(replace(lb, colon=True))
            body = [Piece("TEXT", t.start + 1, t.end, t.value[1:]), *body[2:]]
        if (
            self.dialect.trailing_cost
            and cost is None
            and raw.marker is not None
            and len(body) >= 2
            and body[-1].kind == "bracket"
            and body[-2].kind == "PERIOD"
        ):
            # 「【自】 …。 ［(1)］」: the cost written after the last sentence (``trailing_cost``)
            cost = self.cost(body[-1])
            body = body[:-1]
        unmarked_head = (  # an order's text: no marker, label, keyword, prefix nor bullet
            raw.marker is None
            and raw.prefix is None
            and not raw.bullet
            and not labels
            and keyword is None
        )
        if (
            self.dialect.bracket_costs
            and (raw.marker is not None or unmarked_head)
            and cost is None
            and len(body) > 1
        ):
            # 「【自】：[【ソウルブラスト】(1)] このユニットが…時、コストを払ってよい。」: in a game
            # whose costs are bracketed in the text (vg), a bracket opening the body is the
            # ability's cost, printed without 【コスト】 (vg 11.1.1.2.2 「(テキスト)」のかわりに
            # 「[コスト] (テキスト)」; the text calls it 「コスト」)
            # — after the reminders the header's keyword put before it (「【リミットブレイク】(4)
            # (…で有効)：[…]…」: a reminder has no effect of its own, 2.11.3). An order's
            # unmarked text opening with a bracket (「[【カウンターブラスト】(2)] 相手の…」) is so
            # too: 「オーダーカードにおいて、[(コスト内容)]という表記で書かれたその(コスト内容)
            # は、そのオーダー能力のコストまたは要件です」 (vg 11.8.2.4.1)
            n = 0
            while n < len(body) - 2 and body[n].kind == "paren":
                n += 1
            if body[n].kind == "bracket" and body[n + 1].kind != "PERIOD":
                cost = self.cost(body.pop(n), vg=True)
                if raw.marker is None and body[n].kind != "COMMA":
                    # the order's effect right after the bracket (‘[(コスト)](効果)’)
                    cost = replace(cost, tail=A.COST_NO_TAIL, pause=False)
        mode = None
        if self.dialect.mode_labels and raw.bullet and raw.marker is None and raw.prefix is None:
            # ・(R)-1枚引く。 / ・(G)-…: a mode line's label (which mode), printed as its prefix
            split = _mode_label(body)
            if split is not None:
                mode, body = split
        head_rem: list[A.Reminder] = []
        if self.dialect.inner_reminders and any(p.kind == "paren" for p in body):
            # 「…、救援１（あなたのダメージゾーンから…）。」: a reminder inside a sentence, just
            # before its 。 (2.11.3: it explains, it has no effect), taken out of the sentence
            body, inner = _inner_reminders(self.text, body, self.text)
            head_rem += inner
        if raw.marker is None:
            # (Gユニットはメインデッキに入れることができない)【超越】-…: reminders before the
            # keyword label are printed first
            n = 0
            while n < len(body) and body[n].kind == "paren":
                n += 1
            if (
                0 < n < len(body)
                and body[n].kind == "LABEL"
                and K.lookup(self.game, body[n].value[1:-1])
            ):
                for p in body[:n]:
                    span = A.Span(p.start, p.end)
                    head_rem.append(A.Reminder(self.text[p.start + 1 : p.end - 1], span))
                body = body[n:]
            while body and body[0].kind == "LABEL" and K.lookup(self.game, body[0].value[1:-1]):
                p = body.pop(0)
                labels.append(self.label(Token("LABEL", p.value, start_pos=p.start, end_pos=p.end)))
        if (
            self.dialect.dash_keywords
            and raw.marker is None
            and not labels
            and keyword is None
            and cost is None
        ):
            # 「超越(ストライド)ステップ－[…]ことで、裏のこのカードを(V)に【超越】する。」 (G-era)
            unlabelled = self._unlabelled_timing_skill(body)
            if unlabelled is not None:
                lb, body = unlabelled
                labels.append(lb)
                cost = self.cost(body.pop(0), vg=True)
                # 「…－[コスト]ことで、裏のこのカードを…」: the connective after the bracket, as
                # after 【コスト】[…] (COST_TAILS)
                if (
                    len(body) > 2
                    and body[0].kind == "TEXT"
                    and body[0].value in ("ことで", "することで")
                    and body[1].kind == "COMMA"
                ):
                    body = body[2:]
        if (  # 【超越】-ストライドステップ-【コスト】[…] (14.12.2: the stride skill's timing)
            labels
            and labels[-1].keyword is not None
            and "timing" in _slots(self.game, labels[-1].keyword)
            and body
            and body[0].kind == "TEXT"
        ):
            labels[-1], body = self._keyword_timing(labels[-1], body)
            if (
                self.dialect.bracket_costs
                and cost is None
                and labels[-1].keyword is not None
                and labels[-1].keyword.arg("timing") is not None
                and len(body) > 1
                and body[0].kind == "bracket"
                and body[1].kind != "PERIOD"
            ):
                # 「【超越】ストライドステップ－[コスト]裏のこのカードを(V)に【超越】する。」 (VG
                # 14.12.2 / 14.16.1 ‘(タイミング)-[(コスト)]…’): the bracket printed right after
                # the timing's dash is the skill's cost, without 【コスト】 or 「ことで、」
                cost = self.cost(body.pop(0), vg=True)
        if (
            self.dialect.bracket_costs
            and cost is None
            and labels
            and labels[-1].keyword is not None
            and "timing" in _slots(self.game, labels[-1].keyword)
            and 2 <= len(body) <= 3
            and body[0].kind == "LABEL"
            and body[0].value == "【コスト】"
            and body[1].kind == "bracket"
            and (len(body) == 2 or body[2].kind == "PERIOD")
        ):
            # 「【Ｇガーディアン】【コスト】[手札から１枚捨てる]」 / 「【超越】【コスト】[…]」: a timed
            # keyword skill printed with its cost only — its timing and its step are the ones the
            # rules' definition prints (VG 14.16.1 / 14.12.2 ‘(タイミング)-[(コスト)]…’); the
            # bracket is the skill's cost, the ability has no text of its own after it
            cost = self.cost(body[1], vg=True)
            body = []
        if keyword is None and raw.prefix is not None:
            word = raw.prefix.rstrip("-―—")
            # 「リミットブレイク４―【永】…」 / 「【儀式】(2)―…」: the keyword before the markers with
            # its number, read as a head keyword's (「【永】【(V)】リミットブレイク４：」)
            m = re.fullmatch(r"【?(.+?)】?(?:\(?([0-9]+)\)?)?", word)
            d = K.lookup(self.game, m.group(1)) if m is not None else None
            ordinal = ordinal_keyword(
                self.game,
                word.replace("【", "").replace("】", ""),
                A.Span(raw.start, raw.start + len(word)),
            )
            if ordinal is not None:
                # 「連波２回目―【自】…」: the keyword and the battles it names (14.37.2)
                keyword = ordinal
            elif m is not None and d is not None and (d.kind == "condition" or m.group(2) is None):
                params = [_num(m.group(2))] if m.group(2) else []
                keyword = typed_keyword(
                    self.game, m.group(1), params, A.Span(raw.start, raw.start + len(word))
                )
        if keyword is None:
            keyword, body, labels = self._body_keyword(body, labels)
        if (
            raw.marker is None
            and keyword is None
            and not labels
            and body
            and body[0].kind == "TEXT"
            and body[0].value.startswith("※")
        ):
            # a line opening with ※: the publisher's annotation (tournament use, the card it
            # counts as), no ability: a note keeping its text
            s, e = body[0].start, body[-1].end
            return A.Ability(
                kind=A.AbilityKind.NOTE,
                reminders=(A.Reminder(self.text[s:e], A.Span(s, e)),),
                span=A.Span(raw.start, raw.end),
            )
        reminders: list[A.Reminder] = []
        # trailing reminders and (VG) trailing icon labels; whether a run of trailing labels
        # follows a sentence is the same for each label of the run: asked once per run
        after: bool | None = None
        while body and (
            body[-1].kind == "paren"
            or (
                body[-1].kind == "LABEL"
                and (after if after is not None else (after := _after_period(body)))
            )
        ):
            if body[-1].kind == "paren":
                after = None
            p = body.pop()
            if p.kind == "paren":
                reminders.insert(
                    0, A.Reminder(self.text[p.start + 1 : p.end - 1], A.Span(p.start, p.end))
                )
            else:
                labels.append(A.Label(p.value[1:-1], "icon", A.Span(p.start, p.end)))
        # leading reminders (VG 【レガリスピース】(…) text)
        lead_rem: list[A.Reminder] = []
        while body and body[0].kind == "paren":
            p = body.pop(0)
            lead_rem.append(A.Reminder(self.text[p.start + 1 : p.end - 1], A.Span(p.start, p.end)))
        if raw.marker is None and not body:
            kind = A.AbilityKind.KEYWORD if (keyword or labels) else A.AbilityKind.NOTE
        elif (
            raw.marker is None
            and raw.keyword is not None
            and keyword is not None
            and keyword.kind in _KEYWORD_KINDS
        ):
            # a keyword ability whose icon a rules document lost in extraction (WS 「 応援
            # このカードの前の…」, 10.3): of the kind the keyword's definition gives
            kind = _KEYWORD_KINDS[keyword.kind]
        else:
            kind = MARKER_KIND.get(raw.marker or "", A.AbilityKind.EVENT)
        sentences = _split_sentences(body, self.dialect.amp_sentences)
        # a reminder printed after a sentence's 。, before the next sentence (VG 「…呪縛する。（呪縛
        # されたカードは…）呪縛したユニットが…」): the reminder of the sentence before it, taken
        # out of the next one
        after_rem: list[A.Reminder] = []
        for k in range(1, len(sentences)):
            sk = sentences[k]
            while len(sk) > 1 and sk[0].kind == "paren" and _reminder_text(self.text, sk[0]):
                p = sk.pop(0)
                after_rem.append(
                    A.Reminder(self.text[p.start + 1 : p.end - 1], A.Span(p.start, p.end))
                )
        preamble: list[A.Sentence] = []
        trigger = condition = None
        condition_first = False
        if kind is A.AbilityKind.AUTO:
            # sentences before the one holding the trigger (この能力は…発動する。)
            while len(sentences) > 1 and _find_boundary(sentences[0], TRIGGER_ENDINGS) is None:
                if _find_boundary(sentences[1], TRIGGER_ENDINGS) is None:
                    break
                s0 = sentences.pop(0)
                preamble.append(self.typed_sentence(s0[0].start, _text_end(s0), _has_period(s0)))
        if sentences:
            first = sentences[0]
            pre: A.Condition | None = None
            whole: tuple[int, int] | None = None  # the trigger's text with the condition
            if kind is A.AbilityKind.AUTO:
                idx = _find_boundary(first, TRIGGER_ENDINGS)
                if idx is not None:
                    tstart, tend = first[0].start, first[idx].start
                    trigger = self.trigger(tstart, tend)
                    if isinstance(trigger.event, A.Unparsed):
                        # a condition before the trigger (控え室にこのカードがあるなら、あなたの
                        # メインフェイズの始めに、): the ability's condition, printed first
                        split = self._pre_trigger_condition(first[:idx], tend)
                        if split is not None:
                            pre, trigger = split
                            whole = (tstart, tend)
                    first = first[idx + 1 :]
            if first:
                idx = _find_boundary(first, CONDITION_ENDINGS)
                if idx is not None and _is_header_condition(first[:idx], self.text):
                    if whole is not None:  # a second condition after the trigger: not typed
                        pre, trigger = None, self.trigger(*whole)
                    cs, ce = first[0].start, first[idx].start
                    condition = self.condition(cs, ce)
                    first = first[idx + 1 :]
            if (
                self.dialect.bracket_costs
                and cost is None
                and len(first) > 1
                and first[0].kind == "bracket"
                and first[1].kind == "TEXT"
                and first[1].value.startswith("コストを払")
            ):
                # 「…時、[【ソウルブラスト】(2)]コストを払ってよい。払ったら、…」: the bracketed cost
                # printed after the trigger (or the condition), just before the sentence that
                # names it 「コスト」 — the ability's cost, as when it opens the body (vg
                # 11.1.1.2.2 「[コスト] (テキスト)」)
                cost = self.cost(first.pop(0), vg=True)
            if self.dialect.bracket_costs and first:
                vg_cost = _find_vg_cost(first)
                if vg_cost is not None and vg_cost[0] == 0:
                    lbl, br, rest_i = vg_cost
                    if cost is None:
                        cost = _with_tail(self.cost(first[br], vg=True), first[br + 1])
                    first = first[rest_i:]
                elif vg_cost is not None and condition is None:
                    # a condition (…なら、) without the comma boundary before the cost
                    lbl, br, rest_i = vg_cost
                    cs, ce = first[0].start, first[lbl].start
                    cond_text = self.text[cs:ce]
                    if cond_text.endswith(("なら、", "場合、")) and _is_header_condition(
                        first[:lbl], self.text
                    ):
                        if whole is not None:  # a second condition after the trigger
                            pre, trigger = None, self.trigger(*whole)
                        condition = self.condition(cs, ce - 1)
                        cost = _with_tail(self.cost(first[br], vg=True), first[br + 1])
                        first = first[rest_i:]
            if pre is not None:
                condition, condition_first = pre, True
            sentences[0] = first
        effect_sents = [
            replace(sent, amp=True) if s[-1].kind == "AMP" else sent
            for k, s in enumerate(sentences)
            if s
            for sent in (
                self._mc_conditioned(s)
                if self.dialect.sentence_conditions and k
                else self.typed_sentence(s[0].start, _text_end(s), _has_period(s)),
            )
        ]
        effect = A.Effect(tuple(effect_sents)) if effect_sents else None
        return A.Ability(
            kind=kind,
            labels=tuple(labels),
            keyword=keyword,
            cost=cost,
            trigger=trigger,
            condition=condition,
            effect=effect,
            reminders=_by_start(head_rem + lead_rem + reminders, after_rem),
            preamble=tuple(preamble),
            prefix=raw.prefix if mode is None else mode,
            bullet=raw.bullet,
            span=A.Span(raw.start, raw.end),
            condition_first=condition_first,
            keyword_first=keyword_first,
            more_keywords=more_keywords,
        )

    def _raw_keyword(self, tok: Token, raw_params: list[tuple[str, Token]]) -> A.Keyword:
        """A keyword printed after the marker and labels, with its parameters."""
        params: list = []
        for kind, t in raw_params:
            if kind == "int":
                params.append(_num(str(t)))
            elif kind == "level":
                params.append(A.StatFilter(A.Stat("level"), _num(str(t))))
            elif kind == "bare_name":
                params.append(A.Name(self.text[t.start_pos : t.end_pos]))
            else:
                params.append(A.Name(self.text[t.start_pos + 1 : t.end_pos - 1]))
        return typed_keyword(self.game, str(tok), params, A.Span(tok.start_pos, tok.end_pos))

    def _unlabelled_timing_skill(self, body: list[Piece]) -> tuple[A.Label, list[Piece]] | None:
        """「超越(ストライド)ステップ－[コスト]ことで、裏のこのカードを(V)に【超越】する。」: a
        keyword skill whose text opens with its timing (VG 14.12.2 ‘(タイミング)-[コスト]…を(V)に
        【超越】する’) as G-era cards print it, without the keyword's label before the timing:
        the skill is the keyword whose label ends the text (「【超越】する」) and has a timing slot.
        The timing is a lexicon word before a dash, a word printed with its reading in
        parentheses after its kanji (ruby, 「超越(ストライド)ステップ」) spelled with the reading;
        the bracket after the dash is read as the keyword's cost (the label's own reading)."""
        if len(body) < 4 or body[0].kind != "TEXT" or body[-1].kind != "PERIOD":
            return None
        last = [p for p in body if p.kind == "LABEL"]
        if not last or body[-2].kind != "TEXT" or body[-2].value != "する":
            return None
        if body.index(last[-1]) != len(body) - 3:
            return None
        d = K.lookup(self.game, last[-1].value[1:-1])
        if d is None or "timing" not in d.slots:
            return None
        head = ""
        n = 0
        while n < len(body) and body[n].kind in ("TEXT", "paren") and "-" not in head:
            p = body[n]
            if p.kind == "paren":
                inner = self.text[p.start + 1 : p.end - 1]
                # a reading after its kanji: the word spelled with the reading
                run = re.search(r"[\u4e00-\u9fff]+$", head)
                if run is None or not re.fullmatch(r"[\u30a0-\u30ff]+", inner):
                    return None
                head = head[: run.start()] + inner
            else:
                head += p.value
            n += 1
        m = re.fullmatch(r"([^-]+)-", head)
        if m is None or n >= len(body) or body[n].kind != "bracket":
            return None
        if m.group(1) not in L.NOUN_INDEX:
            return None
        cls, ident, variant = L.noun(self.game, m.group(1))
        if cls != "word":
            return None
        start = body[0].start
        span = A.Span(start, body[n].start)
        name = last[-1].value[1:-1]
        kw = typed_keyword(self.game, name, [], span)
        if kw is None:
            return None
        arg = A.KeywordArg("timing", A.Word(ident, variant))
        kw = A.Keyword(kw.name, kw.params, kw.span, kw.id, kw.kind, (arg,))
        return A.Label(name, "keyword", span, kw), body[n:]

    def _keyword_timing(self, lb: A.Label, body: list[Piece]) -> tuple[A.Label, list[Piece]]:
        """``【超越】-ストライドステップ-`` / ``【超越】ストライドステップ-``: the timing a stride
        skill names (VG 14.12.2 ‘【超越】(タイミング)-[コスト]…’), a lexicon word before a dash
        after the label (a dash before it too, as most cards print it)."""
        first = body[0]
        # the dash before the timing is optional: the rules print ‘【超越】(タイミング)-[コスト]’
        # (14.12.2), cards 「【超越】-ストライドステップ-【コスト】[…]」
        m = re.match(r"-?([^-]+)-", first.value)
        if m is None or m.group(1) not in L.NOUN_INDEX or lb.keyword is None:
            return lb, body
        cls, ident, variant = L.noun(self.game, m.group(1))
        if cls != "word":
            return lb, body
        kw = lb.keyword
        arg = A.KeywordArg("timing", A.Word(ident, variant))
        end = first.start + m.end()
        kw = A.Keyword(kw.name, kw.params, A.Span(kw.span.start, end), kw.id, kw.kind, (arg,))
        rest = body[1:]
        if end < first.end:
            rest = [Piece("TEXT", end, first.end, first.value[m.end() :]), *rest]
        return A.Label(lb.name, lb.kind, lb.span, kw, lb.timings, lb.count), rest

    def _pre_trigger_condition(
        self, pieces: list[Piece], tend: int
    ) -> tuple[A.Condition, A.Trigger] | None:
        """``…なら、<trigger>`` (the text before a trigger's comma): the leading condition and
        the trigger after it, when the condition holds no action and the trigger types."""
        idx = _find_boundary(pieces, CONDITION_ENDINGS)
        if (
            idx is None
            or idx + 1 >= len(pieces)
            or not _is_header_condition(pieces[:idx], self.text)
        ):
            return None
        trigger = self.trigger(pieces[idx + 1].start, tend)
        if isinstance(trigger.event, A.Unparsed):
            return None
        return self.condition(pieces[0].start, pieces[idx].start), trigger

    # ---------------------------------------------------------------- vs / co / mc lines
    def line_abilities(self, raws: list[RawAbility]) -> list[A.Ability]:
        if self.dialect.line_form == "blocks":
            groups = _mc_groups(raws, self._mc_keyword_line)
            return [self.mc_ability(group) for group in groups]
        if self.dialect.line_form == "colon_lines":
            return [self.co_ability(r) for r in raws]
        # a list item printed in braces on its ability's line (VS 2.14.8, ``_brace_items``) or a
        # technique printed after the 「。」 of the one before it (2.14.4,
        # ``grammar.structure._vs_techniques``): on the line of the ability before it
        out = [self.vs_ability(r) for r in raws]
        return [
            replace(ab, same_line=True)
            if k and "\n" not in self.text[out[k - 1].span.end : ab.span.start]
            else ab
            for k, ab in enumerate(out)
        ]

    def _mark(self, tok: Token, kind: str = "mark") -> A.Label:
        name = str(tok)[1:-1] if str(tok).startswith("{") else str(tok)
        name = VS_ICON_ALIASES.get(name, name)
        kw_name = VS_ICON_KEYWORD.get(name)
        span = A.Span(tok.start_pos, tok.end_pos)
        kw = typed_keyword(self.game, kw_name, [], span) if kw_name else None
        return A.Label(name, kind, span, kw)

    def vs_ability(self, raw: RawAbility) -> A.Ability:
        """VS technique: icons, [領域], [コスト], surprise [条件]→, effect (rules 2.14, 8.1)."""
        marks = [self._mark(t) for t in raw.labels]
        body = _vs_surprise_in_words(_vs_icon_words(list(raw.body), self.text), self.text)
        tail: list[A.Label] = []
        while body and body[-1].kind == "VS_ICON":
            p = body.pop()
            tail.insert(
                0,
                self._mark(
                    Token("VS_ICON", p.value, start_pos=p.start, end_pos=p.end), "mark_tail"
                ),
            )
        # a keyword icon printed inside the technique's head rather than at the line's start —
        # after the header (「【待ったなし】《学園》{cancel}[手札]…」) or after the [領域]
        # (「[ベンチ]{cancel}[コスト]…」): the same icon (2.14.1: the head's parts are told
        # apart by their brackets, not by their order); the head ends where the effect text, a
        # template slot or a surprise's 「[条件]→」 begins
        i = 0
        while i < len(body):
            p = body[i]
            if p.kind == "VS_ICON":
                marks.append(
                    self._mark(Token("VS_ICON", p.value, start_pos=p.start, end_pos=p.end))
                )
                del body[i]
                continue
            if p.kind in ("LABEL", "TRAIT") or (
                p.kind == "bracket"
                and not _verb_follows(body[i:])
                and not (i + 1 < len(body) and body[i + 1].kind == "ARROW")
            ):
                i += 1
                continue
            break
        # 「【閃光斬】《剣技》[リング]…」: a technique header — its names in 【】 (2.13.1, several
        # 2.13.3) and its attributes in 《》 (2.15.1) — printed before the [領域]: labels of kinds
        # ``technique_name`` / ``technique_attribute`` (source spans kept), the rest read as before
        n_names = next((i for i, p in enumerate(body) if p.kind != "LABEL"), len(body))
        n_head = next(
            (i for i, p in enumerate(body) if i >= n_names and p.kind != "TRAIT"), len(body)
        )
        header: list[A.Label] = []
        # the header is followed by the [領域] (or a surprise's 「[条件]→」), or, for an icon
        # written in place of the [領域] (8.1.1.3.3 「「」の代わりに「」と書かれている」:
        # 「【颯爽登場】《ヒーロー》{entry_spark}あなたは1枚引く。」), by the effect text itself
        if n_names and (
            (n_head < len(body) and body[n_head].kind == "bracket")
            or (n_head < len(body) and any(m.name in VS_ICON_KEYWORD for m in marks))
        ):
            header = [
                A.Label(
                    self.text[p.start + 1 : p.end - 1],
                    "technique_name" if p.kind == "LABEL" else "technique_attribute",
                    A.Span(p.start, p.end),
                )
                for p in body[:n_head]
            ]
            body = body[n_head:]
        heads: list[Piece] = []
        surprise: Piece | None = None
        while body and body[0].kind == "bracket" and not _verb_follows(body):
            if len(body) > 1 and body[1].kind == "ARROW":
                surprise = body[0]
                body = body[2:]
                n_names = next((i for i, p in enumerate(body) if p.kind != "LABEL"), len(body))
                n_head = next(
                    (i for i, p in enumerate(body) if i >= n_names and p.kind != "TRAIT"),
                    len(body),
                )
                if not header and n_names and n_names < n_head < len(body):
                    # 「①[条件]→【技名】《技属性》（効果）」: the technique's header (2.13.1, 2.15.1)
                    # printed after the surprise's arrow, where its effect text would begin —
                    # its names and its attributes, as before the [領域]
                    header = [
                        A.Label(
                            self.text[p.start + 1 : p.end - 1],
                            "technique_name" if p.kind == "LABEL" else "technique_attribute",
                            A.Span(p.start, p.end),
                        )
                        for p in body[:n_head]
                    ]
                    body = body[n_head:]
                break
            heads.append(body.pop(0))
        area = [
            A.Label(self.text[h.start + 1 : h.end - 1], "area", A.Span(h.start, h.end))
            for h in heads[:1]
        ]
        cost_piece = heads[1] if len(heads) > 1 else None
        marker = next((VS_ICON_MARKER[m.name] for m in marks if m.name in VS_ICON_MARKER), None)
        # 11.2's ability-kind icons (起動 / 自動 / 永続, 8.1.1) say no more than the kind: the
        # ability's marker, not a label of it (the keyword icons stay, each its keyword)
        marks = [m for m in marks if m.name not in VS_KIND_ICONS]
        if marker is None:
            if cost_piece is not None:
                marker = "起"
            elif surprise is not None or _opens_with_trigger(body):
                marker = "自"
            elif area:
                marker = "永"
        inner = RawAbility(
            marker, raw.start, raw.end, body=body, cost=cost_piece, bullet=raw.bullet
        )
        ab = self.ability(inner)
        if len(heads) > 2 and ab.cost is not None:
            # 「[ベンチ][このカードをレストする][手札を1枚控え室に置く]」: each bracketed cost after
            # the [領域] is a cost of the technique (2.14.5 「[] によってくられたコストは、技を使う
            # ためのコストを表します」), all paid together (8.5.1.3.2): the items of each, in order
            more = [self.cost(h) for h in heads[2:]]
            ab = replace(
                ab,
                cost=A.Cost(
                    (*ab.cost.items, *(i for c in more for i in c.items)),
                    A.Span(heads[1].start, heads[-1].end),
                ),
            )
        condition = ab.condition
        if surprise is not None:
            s0, e0 = surprise.start + 1, surprise.end - 1
            clause: A.Action | A.Timing | A.Unparsed = (
                shift(self.clause_part(s0, e0), s0 - surprise.start)  # the condition's frame
                if e0 > s0
                else A.Action("be", (), A.Form.NOMINAL)
            )
            condition = A.Condition(
                clause, "surprise", False, A.Span(surprise.start, surprise.end + 1)
            )
            joined = self._surprise_with_nara(s0, e0, surprise.start) if e0 > s0 else None
            if isinstance(clause, A.Unparsed) and joined is not None:
                # 「①[<event>時、<state>なら]→」: the condition to turn the card face up (2.14.6)
                # is the event and a 「なら」 over the state as it happens — one ``Condition`` of
                # marker ``surprise`` whose ``parts`` are the two (the event's ``surprise``, the
                # state's ``nara``) and whose ``clause`` the placeholder 「conditions」, so that a
                # reader of ``clause`` alone refuses it rather than drop the 「なら」
                condition = A.Condition(
                    A.Action("conditions", (), A.Form.NOMINAL),
                    "surprise",
                    False,
                    A.Span(surprise.start, surprise.end + 1),
                    parts=joined,
                )
        return replace(ab, labels=(*header, *marks, *area, *ab.labels, *tail), condition=condition)

    def _surprise_with_nara(
        self, s0: int, e0: int, base: int
    ) -> tuple[A.Condition, A.Condition] | None:
        """「[<event>時、<state>なら]」 (VS 2.14.6): the event (a clause ending in 時 or a timing
        point) and the 「なら」 after its comma, each typed; None for any other text."""
        text = self.text[s0:e0]
        if not text.endswith("なら"):
            return None
        for i in range(len(text) - 1, 0, -1):
            if text[i] != "、":
                continue
            event = self.clause_part(s0, s0 + i)
            if not (
                isinstance(event, A.Timing)
                or (isinstance(event, A.Action) and event.verb == "when")
            ):
                continue
            state = self.condition(s0 + i + 1, e0)
            if isinstance(state.clause, A.Unparsed):
                return None
            first = A.Condition(shift(event, s0 - base), "surprise", True, A.Span(s0, s0 + i + 1))
            return (first, state)
        return None

    def co_ability(self, raw: RawAbility) -> A.Ability:
        """CO text: `cost:effect` (activated) or effect text; a line that is only a keyword is
        a keyword ability (飛行, All Turnでプレイしてもよい, 維持費N)."""
        body, inner = _inner_reminders(self.text, list(raw.body))
        name = self._co_ability_name(body)
        if name is not None:
            # 「「癒し」ターン開始時、…」: a special ability's name printed before its text (4.3.4
            # 例2 「特殊能力「マッサージ」」): the ability read without it, the name its label;
            # 「「歌声」:…」 (a colon after the name) alike
            rest = body[1:]
            if name.colon:
                p = rest[0]
                rest = [Piece("TEXT", p.start + 1, p.end, p.value[1:]), *rest[1:]]
                if not rest[0].value:
                    rest = rest[1:]
            ab = self.co_ability(replace(raw, start=rest[0].start, body=rest))
            return replace(ab, labels=(name, *ab.labels), span=A.Span(raw.start, ab.span.end))
        kw = self._co_keyword(body)
        if kw is not None and kw.span.end < raw.end:
            # the keyword named in a sentence (All Turnでプレイしてもよい, 3-4-2)
            ab = self.ability(RawAbility(None, raw.start, raw.end, body=body))
            return replace(ab, kind=A.AbilityKind.KEYWORD, keyword=kw)
        if kw is not None:
            return A.Ability(A.AbilityKind.KEYWORD, keyword=kw, span=A.Span(raw.start, raw.end))
        # a keyword printed as the line's last sentence after the effect, with no line break
        # (「…の修正を受ける。維持費1」, 「…を2点軽減する。使い捨て」): the ability read without it,
        # holding it as its keyword (span after the effect's)
        last = max((i for i, p in enumerate(body) if p.kind == "PERIOD"), default=-1)
        tail_kw = self._co_keyword(body[last + 1 :]) if 0 < last < len(body) - 1 else None
        if tail_kw is not None and not inner and tail_kw.span.end == body[-1].end:
            ab = self.co_ability(replace(raw, end=body[last].end, body=body[: last + 1]))
            return replace(ab, keyword=tail_kw, span=A.Span(ab.span.start, raw.end))
        # the same keyword printed as the line's first sentence, before the effect (「使い捨て。
        # 対象のキャラクターに2ダメージを与える。」, 3-4-3): the ability read without it, holding
        # it as its keyword, as when printed after the effect
        first = min((i for i, p in enumerate(body) if p.kind == "PERIOD"), default=-1)
        head_kw = self._co_keyword(body[:first]) if 0 < first < len(body) - 1 else None
        if head_kw is not None and not inner and head_kw.span.end == body[first - 1].end:
            rest = body[first + 1 :]
            ab = self.co_ability(replace(raw, start=rest[0].start, body=rest))
            return replace(ab, keyword=head_kw, span=A.Span(raw.start, ab.span.end))
        # the same keyword printed as a sentence of its own between two of the effect's (「この
        # カードは、…直後にのみプレイしてもよい。使い捨て。そのクラッシュをうち消す。」, 3-4-3): the
        # ability read without that sentence, holding it as its keyword, as when printed first
        periods = [i for i, p in enumerate(body) if p.kind == "PERIOD"]
        for a, b in zip(periods, periods[1:], strict=False):
            if inner or b - a < 2 or b >= len(body) - 1:
                continue
            mid_kw = self._co_keyword(body[a + 1 : b])
            if mid_kw is None or mid_kw.span.end != body[b - 1].end:
                continue
            ab = self.co_ability(replace(raw, body=body[: a + 1] + body[b + 1 :]))
            return replace(ab, keyword=mid_kw, span=A.Span(ab.span.start, raw.end))
        # 「…直後にのみ使用してもよい。コスト:効果」 (CO 4.3.5): whole sentences printed before
        # the cost's sentence are the ability's preamble
        opened = 0  # the piece that opens the sentence being read
        for i, p in enumerate(body):
            if p.kind == "PERIOD":
                opened = i + 1
                continue
            if p.kind == "TEXT" and ":" in p.value:
                cut = p.start + p.value.index(":")
                first = body[opened].start if opened else raw.start
                cost = self.cost(Piece("bracket", first - 1, cut + 1))
                rest = body[i + 1 :]
                tail = p.value[p.value.index(":") + 1 :]
                if tail:
                    rest = [Piece("TEXT", cut + 1, p.end, tail), *rest]
                ab = self.ability(RawAbility("起", raw.start, raw.end, body=rest))
                pre = tuple(
                    self.typed_sentence(s0[0].start, _text_end(s0), _has_period(s0))
                    for s0 in _split_sentences(body[:opened])
                )
                return replace(
                    ab, cost=cost, preamble=pre, reminders=_by_start(inner, ab.reminders)
                )
        ab = self.ability(RawAbility(None, raw.start, raw.end, body=body))
        return replace(_co_trigger(ab), reminders=_by_start(inner, ab.reminders))

    def _co_ability_name(self, body: list[Piece]) -> A.Label | None:
        """A quoted name opening a line and followed at once, with no particle, by the ability's
        text (「癒し」ターン開始時、…): the special ability's name (4.3.4 例2 「特殊能力「マッサー
        ジ」」), a label of kind ``name``. Not a keyword (「飛行」 is the keyword itself), not a
        stat value (「+1:+1」), not a name the text goes on about (「X」の…, 「X」を…)."""
        if len(body) < 2 or body[0].kind != "NAME" or body[1].kind not in ("TEXT", "CO_NAME"):
            return None
        p, nxt = body[0], body[1]
        name = self.text[p.start + 1 : p.end - 1]
        # 「「歌声」:『神崎 ミオ』をタップする:…」: the name, a colon, then the ability's text (its
        # own cost and colon after it)
        colon = (
            nxt.kind == "TEXT"
            and nxt.value.startswith(":")
            and (len(nxt.value) > 1 or len(body) > 2)
        )
        if (
            nxt.start != p.end
            or not name
            or ":" in name
            or K.lookup(self.game, name) is not None
            or (
                nxt.kind == "TEXT"
                and nxt.value[:1] in tuple("のをがとはにでもへやよ、:")
                and not colon
            )
        ):
            return None
        end = p.end + 1 if colon else p.end
        return A.Label(name, "name", A.Span(p.start, end), colon=colon)

    def _co_keyword(self, body: list[Piece]) -> A.Keyword | None:
        if len(body) == 1 and body[0].kind == "NAME":
            # a keyword ability quoted as the basic rules print it (3.4.5.7 「「飛行」と「潜水」
            # という特殊能力」): a line 「飛行」 is the keyword, as 飛行 is; a keyword with a
            # parameter (維持費N) is not one quoted whole, and any other quoted name is not one
            p = body[0]
            name = self.text[p.start + 1 : p.end - 1]
            d = K.lookup(self.game, name)
            if d is None or d.slots:
                # 「維持費:2エネルギー。」: a cost keyword's whole line, its payment with it, quoted
                # as the rules quote an ability (3-4-2 「「All Turnでプレイしてもよい」という特殊
                # 能力」): the keyword line inside (round 60)
                return _co_cost_keyword(self.game, name.removesuffix("。"), p.start, p.end)
            return typed_keyword(self.game, name, [], A.Span(p.start, p.end))
        if len(body) == 2 and body[0].kind == "TEXT" and body[1].kind == "PERIOD":
            # 「維持費:1エネルギーを支払う。」: the payment printed as a sentence, with its period;
            # a keyword without a parameter printed as a sentence of its own (「使い捨て。」 on its
            # own line before an event's effect, 3.4.3): the keyword, when it is the whole
            # sentence (not 「All Turnでプレイしてもよい。」, a sentence naming it)
            kw = self._co_keyword(body[:1])
            if kw is None:
                return None
            return kw if kw.params or kw.span.end == body[0].end else None
        if len(body) != 1 or body[0].kind != "TEXT":
            return None
        p = body[0]
        kw = _co_cost_keyword(self.game, p.value, p.start, p.end)
        if kw is not None:
            return kw
        m = re.fullmatch(r"(.+?)([0-9]+)?", p.value)
        if m and K.lookup(self.game, m.group(1)):
            params = [_num(m.group(2))] if m.group(2) else []
            return typed_keyword(self.game, m.group(1), params, A.Span(p.start, p.end))
        for name in K.names(self.game):
            if p.value.startswith(name) and p.value != name:
                kw = typed_keyword(self.game, name, [], A.Span(p.start, p.start + len(name)))
                return None if kw.id != "all_turn" else kw
        return None

    def _mc_conditioned(self, s: list[Piece]) -> A.Sentence:
        """MC, CO: a later sentence of an effect opening with 「…の場合、」 (「対象に【2】ダメージを与える。
        対象が「属性:聖」の場合、さらに【1】ダメージを与える。」; CO 「…が3体以上の場合、かわりに…」): the
        condition typed as the first
        sentence's is (``condition``, marker no_baai) and put on the sentence's first step — the
        clause grammar reads no 「の場合」 (it takes 「場」 for a noun). A condition holding a
        comma, or a step with a condition of its own, is left to the clause grammar."""
        whole = self.typed_sentence(s[0].start, _text_end(s), _has_period(s))
        idx = _find_boundary(s, CONDITION_ENDINGS)
        if idx is None or idx + 1 >= len(s) or any(p.kind == "COMMA" for p in s[:idx]):
            return whole
        cs, ce = s[0].start, s[idx].start
        if not self.text[cs:ce].endswith("の場合"):
            return whole
        rest = s[idx + 1 :]
        sent = self.typed_sentence(rest[0].start, _text_end(rest), _has_period(rest))
        first = sent.steps[0]
        if first.condition is not None or isinstance(first.body, A.Unparsed):
            return whole
        cond = shift(self.condition(cs, ce), -rest[0].start)  # into the sentence's frame
        return replace(sent, steps=(replace(first, condition=cond), *sent.steps[1:]))

    def mc_ability(self, group: list[RawAbility]) -> A.Ability:
        """MC special ability: marker, timing brackets and name, 〈…〉 block, effect lines."""
        first = group[0]
        marker = str(first.labels[0]) if first.labels else None
        labels: list[A.Label] = []
        if marker is not None:
            labels.append(self._mark(first.labels[0]))
        header: list[Piece] = []
        body: list[Piece] = []
        lines = [list(r.body) for r in group]
        # a header printed without its mark (「[普通]〈対象:…〉」 on a line of its own, the effect on
        # the next): its timing bracket is read as a marked header's is; the compiler says what
        # an ability without a mark is (or refuses it)
        unmarked_head = marker is None and bool(lines[0]) and lines[0][0].kind == "bracket"
        if marker is not None or unmarked_head:
            header = lines.pop(0)
            # the block printed on the header's line (the rules' inline examples, 14.5.4.3):
            # it and what follows it are the ability's body
            at = next((i for i, p in enumerate(header) if p.kind == "block"), None)
            if at is not None:
                lines.insert(0, header[at:])
                header = header[:at]
        for p in header:
            if p.kind == "bracket":
                name = self.text[p.start + 1 : p.end - 1]
                words = name.split("|", 1)[0].split("/")
                ids = tuple(MC_TIMINGS[w] for w in words if w in MC_TIMINGS)
                timings = ids if len(ids) == len(words) else ()
                labels.append(A.Label(name, "timing", A.Span(p.start, p.end), None, timings))
            else:
                labels.append(A.Label(self.text[p.start : p.end], "name", A.Span(p.start, p.end)))
        for line in lines:
            body.extend(line)
        # keyword lines: 【専用】「種族:x」, 「耐性:x」, 構築ルール:…
        if marker is None:
            kw = self._mc_keyword(body)
            if kw is not None:
                kwd, rest, more = kw
                if not rest:
                    return A.Ability(
                        A.AbilityKind.KEYWORD,
                        keyword=kwd,
                        span=A.Span(first.start, group[-1].end),
                        more_keywords=more,
                    )
                ab = self.ability(RawAbility(None, first.start, group[-1].end, body=rest))
                if ab.kind is A.AbilityKind.NOTE:
                    # 【専用】「種族:錬金生物」(装備ユニットが…) (2.1.8.4.5): the keyword and its
                    # annotation — a keyword line, not a line of reminder text alone
                    return replace(ab, kind=A.AbilityKind.KEYWORD, keyword=kwd)
                return replace(ab, keyword=kwd)
        # the fields 〈コスト:…/対象:…/発揮:…/発動条件:…〉 (14.1): in one block, or one block a field
        # printed one after another (〈発揮:…〉〈対象:…〉, on one line or on lines of their own)
        blocks: list[Piece] = []
        while body and body[0].kind == "block":
            blocks.append(body.pop(0))
        cost = trigger = condition = target = None
        fields: list[str] = []
        if blocks:
            # a part with no 「key:」 continues the field before it (the 「/」 was the value's:
            # 「コスト:手札1枚破棄/山札1枚破棄」) — never dropped, never read as another field
            parts: list[tuple[int, int]] = []
            for block in blocks:
                for fs, fe in _split_top(self.text, block.start + 1, block.end - 1, "/"):
                    if parts and ":" not in self.text[fs:fe]:
                        parts[-1] = (parts[-1][0], fe)
                    else:
                        parts.append((fs, fe))
            for fs, fe in parts:
                key, _, _ = self.text[fs:fe].partition(":")
                vs_ = fs + len(key) + 1
                fields.append(key)
                if key == "コスト":
                    # several items (10.11.9) joined by 「&」 (4.7.6) or 「/」: each typed alone,
                    # the items in order (as VG's 「,」 / 「&」)
                    subs = _split_top(self.text, vs_, fe, "&＆/")
                    parts_ = [self.cost(Piece("bracket", s - 1, e + 1)) for s, e in subs]
                    cost = (
                        parts_[0]
                        if len(parts_) == 1
                        else A.Cost(
                            tuple(i for c in parts_ for i in c.items), A.Span(vs_ - 1, fe + 1)
                        )
                    )
                elif key == "発揮":
                    event = self.clause_part(vs_, fe)
                    trigger = (
                        A.Trigger(event, None, A.Span(vs_, fe))
                        if _is_slot(event)
                        else _make_trigger(event, A.Span(vs_, fe))
                    )
                elif key == "発動条件":
                    # 〈発動条件:自軍が守備側の場合〉 (14.8.2): printed with the ending of a
                    # condition 「…(の)場合」 — the same clause as printed without it
                    ending = self.text[vs_:fe].rstrip()
                    cut = (
                        fe - (len(self.text[vs_:fe]) - len(ending)) - 2
                        if ending.endswith("場合") and len(ending) > 2
                        else fe
                    )
                    if self.text[vs_:cut].endswith("の") and cut < fe:
                        cut -= 1
                    condition = A.Condition(
                        self.clause_part(vs_, cut), "activation", False, A.Span(vs_, fe)
                    )
                elif key == "対象":
                    target = shift(self._mc_target(vs_, fe), vs_)  # in the card's frame
        kind = MC_MARKER_KIND.get(marker or "")
        body, inner = _inner_reminders(self.text, body)
        ab = self.ability(RawAbility(kind, first.start, group[-1].end, body=body))
        ab = _new_lines(ab, {r.start for r in group[1:]}, body[0].start if body else None)
        if condition is not None and ab.condition is not None:
            ab = _condition_to_step(ab)  # 〈発動条件:…〉 and a body condition …の場合、
        return replace(
            ab,
            reminders=_by_start(inner, ab.reminders),
            labels=(*labels, *ab.labels),
            cost=cost,
            trigger=trigger or ab.trigger,
            condition=condition or ab.condition,
            target=target,
            fields=tuple(fields),
            keyword=self._timing_keyword(labels) or ab.keyword,
        )

    def _mc_name(self, tok: Token) -> A.Term:
        """MC 「…」 in an effect: dice and stat changes (rules 3.4, 4.6.8), a characteristic
        (10.14.2), a standing ability (ch.13), a stat set to or changed by a noun phrase
        (14.5.4.3: 「攻撃力:+このユニットの防御力」, typed by the clause grammar)."""
        from grammar import mcvalue

        inner = str(tok)[1:-1]
        typed = mcvalue.value(inner) or mcvalue.characteristic(inner)
        if typed is not None:
            return typed
        start, end = self.base + tok.start_pos, self.base + tok.end_pos
        kw = self._mc_keyword([Piece("NAME", start, end, str(tok))])
        if kw is not None:
            return A.Standing(shift(kw[0], -self.base))  # into the sentence's frame
        head = mcvalue.stat_prefix(inner)
        if head is not None:
            stat, sign, offset = head
            saved = self.base
            try:
                body = self.clause_part(start + 1 + offset, end - 1)
            finally:
                self.base = saved
            body = shift(body, start + 1 + offset - saved)  # into the sentence's frame
            if (
                isinstance(body, A.Action)
                and body.verb == "be"
                and len(body.args) == 1
                and isinstance(body.args[0].value, A.NounPhrase)
                # a word the lexicon does not know (「防御力:+2D高い目」) names no value
                and not any(isinstance(t, A.Unknown) for t in body.args[0].value.terms)
            ):
                return A.StatValue(A.Stat(stat), body.args[0].value, sign)
        return A.Name(inner)

    def _timing_keyword(self, labels: list[A.Label]) -> A.Keyword | None:
        """[普通|チェイン] / [普通|対抗不可]: a keyword after the bar of a timing bracket."""
        for lb in labels:
            if lb.kind == "timing" and "|" in lb.name:
                word = lb.name.split("|", 1)[1]
                if K.lookup(self.game, word) is not None:
                    return typed_keyword(self.game, word, [], lb.span)
        return None

    def _mc_target(self, start: int, end: int) -> A.Action | A.Unparsed | A.Timing:
        """〈対象:～〉's 「～」: a noun phrase, or one with the unit it leaves out after it in
        parentheses (「この地形に存在するユニットすべて(このユニットを除く)」) — read as the same
        exclusion printed before it (「このユニットを除く…」, a relative clause of the phrase)."""
        whole = self.clause_part(start, end)
        if self.text[end - 1 : end] != ")" or not isinstance(whole, A.Unparsed):
            return whole
        depth, open_at = 0, -1
        for i in range(end - 1, start - 1, -1):
            ch = self.text[i]
            depth += ch == ")"
            depth -= ch == "("
            if depth == 0:
                open_at = i
                break
        if open_at <= start:
            return whole
        described = self._mc_described(start, open_at, end)
        if described is not None:
            return described
        if not self.text[open_at + 1 : end - 1].endswith("を除く"):
            return whole
        main = self.clause_part(start, open_at)
        left = self.clause_part(open_at + 1, end - 1)
        if not (
            isinstance(main, A.Action)
            and main.verb == "be"
            and len(main.args) == 1
            and isinstance(main.args[0].value, A.NounPhrase)
            and isinstance(left, A.Action)
            and left.verb == "exclude"
            and left.form is A.Form.FINAL
        ):
            return whole
        np = main.args[0].value
        rel = A.Relative(shift(left, open_at + 1 - start))
        np2 = replace(np, terms=(rel, *np.terms), links=("", *np.links))
        return replace(main, args=(replace(main.args[0], value=np2),))

    def _mc_described(self, start: int, open_at: int, end: int) -> A.Action | None:
        """〈対象:～(「X」を持つもの / 「X」のもの)〉: a restriction printed in parentheses after the
        phrase it restricts, as 10.11.12 prints a cost's (「手札1枚破棄(「種族:ドラゴン」のカード)」)
        — read as the same description printed before the phrase (「「X」を持つ～」 /
        「「X」の～」); the head after it (もの / ユニット / カード) is the phrase itself. None for
        another text in the parentheses."""
        inside = self.text[open_at + 1 : end - 1]
        if inside.endswith("に限る"):
            # 「(…ユニットに限る)」: the same restriction said with 「に限る」 (only those)
            inside = inside[: -len("に限る")]
        elif _MC_ONLY.fullmatch(inside):
            # 「(「種族:ビースト」のみ)」: only those that are 「X」 — the same restriction as
            # 「(「X」のもの)」 (the quoted part at the same place, the head the phrase's own)
            inside = inside[: -len("のみ")] + "のもの"
        m = _MC_DESCRIBED.fullmatch(inside)
        if m is None:
            return self._mc_described_clause(start, open_at, inside)
        main = self.clause_part(start, open_at)
        if not (
            isinstance(main, A.Action)
            and main.verb == "be"
            and len(main.args) == 1
            and isinstance(main.args[0].value, A.NounPhrase)
        ):
            return None
        np = main.args[0].value
        at = open_at + 1
        if m.group(2) == "を持つ":
            left = self.clause_part(at, at + len(m.group(1)) + len(m.group(2)))
            if not (isinstance(left, A.Action) and left.verb == "have"):
                return None
            rel = A.Relative(shift(left, at - start))
            np2 = replace(np, terms=(rel, *np.terms), links=("", *np.links))
        else:
            left = self.clause_part(at, at + len(m.group(1)))
            if not (
                isinstance(left, A.Action)
                and left.verb == "be"
                and len(left.args) == 1
                and isinstance(left.args[0].value, A.NounPhrase)
            ):
                return None
            desc = shift(left.args[0].value, at - start)
            np2 = replace(np, terms=(*desc.terms, *np.terms), links=(*desc.links, "の", *np.links))
        return replace(main, args=(replace(main.args[0], value=np2),))

    def _mc_described_clause(self, start: int, open_at: int, inside: str) -> A.Action | None:
        """〈対象:～(…するユニットに限る)〉: a restriction in parentheses whose description is a
        relative clause on the phrase's own kind (「(このユニットと同じ地形に存在するユニットに限る)」,
        「(この戦闘に参加していないユニットに限る)」) — read as that clause printed before the phrase
        (「このユニットと同じ地形に存在する～」), as ``_mc_described`` reads 「「X」の」. None unless
        the parentheses type as one noun phrase: clauses, then the head kind the phrase ends with."""
        main = self.clause_part(start, open_at)
        at = open_at + 1
        left = self.clause_part(at, at + len(inside))
        if not (
            isinstance(main, A.Action)
            and main.verb == "be"
            and len(main.args) == 1
            and isinstance(main.args[0].value, A.NounPhrase)
            and isinstance(left, A.Action)
            and left.verb == "be"
            and len(left.args) == 1
            and isinstance(left.args[0].value, A.NounPhrase)
        ):
            return None
        np = main.args[0].value
        desc = shift(left.args[0].value, at - start)
        head = desc.terms[-1] if desc.terms else None
        kinds = [t for t in np.terms if isinstance(t, A.CardKind)]
        if (
            not isinstance(head, A.CardKind)
            or len(desc.terms) < 2
            or not all(isinstance(t, A.Relative) for t in desc.terms[:-1])
            or [k.id for k in kinds] != [head.id]
        ):
            return None
        rels = desc.terms[:-1]
        np2 = replace(np, terms=(*rels, *np.terms), links=(*("",) * len(rels), *np.links))
        return replace(main, args=(replace(main.args[0], value=np2),))

    def _mc_keyword_line(self, r: RawAbility) -> bool:
        """A line of MC standing abilities / additional rules: one keyword line, or several
        quoted keywords side by side (「「チャージ:1」「アイテム:1」」, 2.1.20.1, 13.1)."""
        if r.labels:
            return False
        if self._mc_keyword(list(r.body)) is not None:
            return True
        return bool(r.body) and all(
            p.kind == "NAME" and self._mc_keyword([p]) is not None for p in r.body
        )

    def _mc_keyword(
        self, body: list[Piece]
    ) -> tuple[A.Keyword, list[Piece], tuple[A.Keyword, ...]] | None:
        """A keyword line of MC: (the keyword, the pieces after it, the other keywords printed
        beside it on the line), or None."""
        if not body:
            return None
        p = body[0]
        if p.kind == "LABEL":
            name = p.value[1:-1]
            d = K.lookup(self.game, name)
            head, sep, value = name.partition(":")
            hd = K.lookup(self.game, head) if sep and d is None else None
            if hd is not None and hd.notation in ("standing", "label") and value and len(body) == 1:
                # 「【耐性:火炎】」: the keyword and its value in one bracket, as 「耐性:火炎」
                params = _mc_keyword_params(value, hd)
                return typed_keyword(self.game, head, params, A.Span(p.start, p.end)), [], ()
            if d is None:
                return None
            rest = body[1:]
            params: list = []
            if rest and rest[0].kind == "NAME":
                params.append(A.Name(rest[0].value[1:-1]))
                rest = rest[1:]
            elif rest and rest[0].kind == "TEXT" and rest[0].value.isdigit():
                params.append(_num(rest[0].value))
                rest = rest[1:]
            return typed_keyword(self.game, name, params, A.Span(p.start, p.end)), rest, ()
        if (
            p.kind == "TEXT"
            and len(body) >= 2
            and body[1].kind == "NAME"
            and K.lookup(self.game, p.value.strip()) is not None
        ):
            # 「秘伝「種族:ヒューマン」」 / 「専用「種族:X」」: the rules' own notation for an
            # additional rule (15.4.3.2, 15.4.5.2: **秘伝**の次に「カードの情報：○○」), the name
            # unbracketed, as 【秘伝】「…」 is read
            name = p.value.strip()
            param = A.Name(body[1].value[1:-1])
            return typed_keyword(self.game, name, [param], A.Span(p.start, p.end)), body[2:], ()
        if (
            p.kind == "TEXT"
            and len(body) >= 2
            and body[1].kind == "quote"
            and (d := K.lookup(self.game, p.value.strip())) is not None
            and d.kind == "rule"
            and d.slots == ("text",)
        ):
            # 「時の歯車『プレイヤーすべて「ダイス：+1D」』」: the rules' own notation of an
            # additional rule (15.4.9.2: **時の歯車**の次に『…』), the name unbracketed, as
            # 【時の歯車】『…』 is read — the quote after it its text
            return (
                typed_keyword(self.game, p.value.strip(), [], A.Span(p.start, p.end)),
                body[1:],
                (),
            )
        if p.kind == "NAME" and len(body) == 1:
            inner = p.value[1:-1]
            name, sep, value = inner.partition(":")
            d = K.lookup(self.game, name)
            if d is None or not sep:
                return None
            params = _mc_keyword_params(value, d)
            return typed_keyword(self.game, name, params, A.Span(p.start, p.end)), [], ()
        if p.kind == "TEXT" and len(body) == 1 and ":" not in p.value:
            # 「装備禁止」 / 「装備制限」 / 「強制配置」 / 「枚数制限解除」: a keyword of no parameter printed
            # alone on its line (15.4.4.2, 15.4.6.2, 15.4.11.2, 15.5.3.2) — a line of its own, after
            # an ability's effect line too
            d = K.lookup(self.game, p.value.strip())
            if d is None or d.slots:
                return None
            return typed_keyword(self.game, p.value.strip(), [], A.Span(p.start, p.end)), [], ()
        if p.kind == "TEXT" and ":" in p.value:
            name = p.value.split(":", 1)[0]
            d = K.lookup(self.game, name)
            if d is None:
                return None
            cut = p.start + len(name) + 1
            end = body[-1].end
            last = body[-1]
            if (
                len(body) > 1
                and last.kind == "paren"
                and not _MC_AMOUNT_PAREN.fullmatch(self.text[last.start + 1 : last.end - 1])
            ):
                # 「耐性:火炎(このユニットは…)」: a note in parentheses after the value is the
                # text's annotation (2.1.8.4.5, 2.1.8.5), no part of it
                end = last.start
            value = self.text[cut:end].strip()
            if d.notation in ("standing", "label") and value and "。" not in value:
                # 「耐性:火炎」, 「弱点:精神(+2ダメージ)」, 「ディフェンダー:1」, 「専用:種族:X」
                # printed bare on a line of their own: the standing ability (2.1.20.1, 13.1) or
                # additional rule (15.4) the line names, as its quoted form 「耐性:火炎」 is read
                # — not an unmarked ability's text
                parts = _mc_bare_keywords(self.game, name, value)
                if len(parts) > 1:
                    # 「イニシアチブ:+1 アイテム:i」: several printed side by side, each the keyword
                    # it names; the first carries the others (``Keyword.args`` of its own)
                    kws = [
                        typed_keyword(self.game, n, _mc_keyword_params(v, K.lookup(self.game, n)))
                        for n, v in parts
                    ]
                    first = replace(kws[0], span=A.Span(p.start, end))
                    return first, [], tuple(kws[1:])
                params = _mc_keyword_params(value, d)
                return typed_keyword(self.game, name, params, A.Span(p.start, end)), [], ()
            rest = [Piece("TEXT", cut, p.end, p.value[len(name) + 1 :]), *body[1:]]
            return typed_keyword(self.game, name, [], A.Span(p.start, cut)), rest, ()
        return None

    def quote_text(self, start: int, end: int) -> tuple[A.Ability, ...]:
        """Abilities of a quote the structural grammar kept as text (VG 『…』): its text is
        parsed with the game's structural grammar in place (offsets stay card offsets)."""
        inner = self.text[start:end]
        if (
            self.dialect.bracket_costs
            and "。" not in inner
            and "\n" not in inner
            and len(_split_top(self.text, start, end, ",")) > 1
        ):
            # このコストは『【エネルギーブラスト】(2),…させる』でも払える: a quoted cost, its
            # items separated by "," as in 【コスト】[…] (an ability with only a cost)
            cost = self.cost(Piece("bracket", start - 1, end + 1), vg=True)
            return (A.Ability(A.AbilityKind.EVENT, cost=cost, span=A.Span(start, end)),)
        try:
            raws = parse_structure(self.game, inner)
        except Exception as e:
            if not is_lark_error(e):
                raise
            raws = None
        if raws is None or not raws or "\n" in inner:
            sent = A.Sentence(
                (A.Step(A.Unparsed(inner, A.Span(0, end - start), "quoted text")),),
                False,
                A.Span(start, end),
            )
            return (A.Ability(A.AbilityKind.EVENT, effect=A.Effect((sent,))),)
        if self.dialect.quoted_ability_as_line:
            # CO 『コスト:効果』 (an ability a text gives, 以下の特殊能力を得る): read as a line
            # of CO text is (a top-level : ends the cost, 4-3-5)
            return tuple(self.co_ability(_shift_raw(r, start)) for r in raws)
        return tuple(self.ability(_shift_raw(r, start)) for r in raws)

    def _body_keyword(
        self, body: list[Piece], labels: list[A.Label]
    ) -> tuple[A.Keyword | None, list[Piece], list[A.Label]]:
        """A keyword written as the ability's text: a body that is only a keyword (VG
        `【永】:守護者`), a validity-condition keyword heading the body (VG `勇敢:…`), or the
        bare name after a naming label (WS `【リンク】 ASMR`)."""
        if self.dialect.dash_keywords and body and body[0].kind == "LABEL":
            seek = self._seek_mate_icon(body)
            if seek is not None:
                return seek, [p for p in body if p.kind == "paren"], labels
        if (
            self.dialect.dash_keywords
            and len(body) >= 2
            and body[0].kind == "LABEL"
            and body[0].value == "【永】"
            and body[1].kind == "TEXT"
            and (
                all(p.kind == "paren" for p in body[2:])
                and self._bare_name_keyword(body[1]) is not None
                or body[1].value.endswith("-")
                and len(body) >= 3
                and body[2].kind == "NAME"
                and all(p.kind == "paren" for p in body[3:])
                and getattr(K.lookup(self.game, body[1].value[:-1].strip()), "slots", ())
                == ("name",)
            )
        ):
            # 「【永】メイトユニット - 光の剣士」: the 【永】 icon before a keyword line printed in the
            # rules' notation, with no colon (the icon says the keyword is a continuous ability,
            # 14.52.1, 14.54.1)
            body = body[1:]
        if not body or body[0].kind != "TEXT":
            return None, body, labels
        first = body[0]
        rest = body[1:]
        only_reminders = all(p.kind == "paren" for p in rest)
        bare = (
            self._bare_name_keyword(first)
            if self.dialect.dash_keywords and only_reminders
            else None
        )
        if bare is not None:
            return bare, rest, labels
        conditioned = (
            self._unit_condition_keyword(first)
            if self.dialect.dash_keywords and only_reminders
            else None
        )
        if conditioned is not None:
            return conditioned, rest, labels
        if labels and labels[-1].keyword is not None and _bare_slot(self.game, labels[-1].keyword):
            if (
                self.dialect.dash_keywords
                and first.value == "-"
                and rest
                and rest[0].kind == "NAME"
                and all(p.kind == "paren" for p in rest[1:])
            ):
                # 【メイトユニット】-「名称」 (14.54.2 ‘メイトユニット - (名称)’)
                lb = labels[-1]
                assert lb.keyword is not None
                arg = A.KeywordArg("name", A.Name(rest[0].value[1:-1]))
                span = A.Span(lb.span.start, rest[0].end)
                kw = A.Keyword(
                    lb.keyword.name, (arg.value,), span, lb.keyword.id, lb.keyword.kind, (arg,)
                )
                label = A.Label(lb.name, lb.kind, lb.span, kw, lb.timings, lb.count)
                return None, rest[1:], [*labels[:-1], label]
            bare_name = first.value[1:].strip() if first.value.startswith("-") else ""
            if (
                self.dialect.dash_keywords
                and bare_name
                and not re.search(r"[。、:「」『』\-]", bare_name)
                and _bare_slot(self.game, labels[-1].keyword) == "name"
                and only_reminders
            ):
                # 【メイトユニット】-グランヴェルク: the name unquoted after the icon's dash, the
                # rules' own notation (14.54.2 ‘メイトユニット - (名称)’, as 「メイトユニット - 名称」)
                lb = labels[-1]
                assert lb.keyword is not None
                arg = A.KeywordArg("name", A.Name(bare_name))
                kw = A.Keyword(
                    lb.keyword.name,
                    (arg.value,),
                    A.Span(lb.span.start, first.end),
                    lb.keyword.id,
                    lb.keyword.kind,
                    (arg,),
                )
                label = A.Label(lb.name, lb.kind, lb.span, kw, lb.timings, lb.count)
                return None, rest, [*labels[:-1], label]
            if len(body) == 1 and "。" not in first.value:
                lb = labels[-1]
                assert lb.keyword is not None
                arg = A.KeywordArg(
                    _bare_slot(self.game, lb.keyword), A.Name(first.value), bare=True
                )
                kw = A.Keyword(lb.keyword.name, (), lb.span, lb.keyword.id, lb.keyword.kind, (arg,))
                return None, [], [*labels[:-1], A.Label(lb.name, lb.kind, lb.span, kw)]
        if (
            self.dialect.dash_keywords
            and labels
            and labels[-1].keyword is not None
            and labels[-1].keyword.kind in ("continuous", "activated")
            and first.value == "-"
        ):
            # 【オーバードレス】-「名称」を含むリアガード / 【クロスオーバードレス】-「A」と「B」: the
            # keyword's label and the card information after it (as 「オーバードレス-…」)
            got = self._names_after(rest)
            if got is not None:
                lb = labels[-1]
                assert lb.keyword is not None
                span = A.Span(lb.span.start, rest[got[1] - 1].end)
                kw = A.Keyword(lb.keyword.name, tuple(got[0]), span, lb.keyword.id, lb.keyword.kind)
                return kw, rest[got[1] :], labels[:-1]
        word = first.value
        named_kw = (
            self._spaced_name_keyword(first)
            if not self.dialect.dash_keywords and only_reminders and not labels
            else None
        )
        if named_kw is not None:
            return None, rest, [*labels, named_kw]
        if only_reminders:
            m = re.fullmatch(r"(.+?)([0-9]+)?", word)
            if m and K.lookup(self.game, m.group(1)) is not None:
                params = [_num(m.group(2))] if m.group(2) else []
                kw = typed_keyword(self.game, m.group(1), params, A.Span(first.start, first.end))
                return kw, rest, labels
        headed = self._keyword_dash_effect(body) if self.dialect.dash_keywords else None
        if headed is not None:
            return headed[0], headed[1], labels
        # VG 「シークメイト「名称」」 / 「オーバードレス-「名称」か「名称」」 / 「オーバードレス-「名称」
        # を含むリアガード」: a keyword with its card information (14.11.1.3, 14.11.2.3, 14.42.1.1,
        # 14.49.2), the names joined by か, and what they name after 「を含む」
        info = self._card_info_keyword(body) if self.dialect.dash_keywords else None
        if info is not None:
            return info, [p for p in body if p.kind == "paren"], labels
        # VG `天啓-(R)` / `ドレスアップ-「名称」`: a keyword with a circle or name parameter
        if word.endswith("-") and rest and rest[0].kind in ("CIRCLE", "NAME"):
            named = K.lookup_named(self.game, word[:-1]) if rest[0].kind == "NAME" else None
            if named is not None and all(p.kind == "paren" for p in rest[1:]):
                # 「聖剣装備-「騎士王」」 (VG 17.8.2.1 ‘(名称)装備 - (カード名)’) with the name quoted
                span = A.Span(first.start, rest[0].end)
                kw = typed_keyword(self.game, named.names[0], [A.Name(rest[0].value[1:-1])], span)
                return replace(kw, name=word[:-1]), rest[1:], labels
            if K.lookup(self.game, word[:-1]) is not None and all(
                p.kind == "paren" for p in rest[1:]
            ):
                par = rest[0]
                param: A.Term = (
                    A.Zone(L.noun(self.game, par.value)[1])
                    if par.kind == "CIRCLE"
                    else A.Name(par.value[1:-1])
                )
                span = A.Span(first.start, par.end)
                return typed_keyword(self.game, word[:-1], [param], span), rest[1:], labels
        # (the pattern's lazy scan of a long text without a colon costs more than the test)
        m = _KEYWORD_COLON.match(word) if ":" in word else None
        if m:
            d = K.lookup(self.game, m.group(1))
            value = word[m.end() :].strip()
            if (
                d is not None
                and d.notation == "colon"
                and not m.group(2)
                and value
                and "。" not in value
                and only_reminders
            ):
                # 「イマジナリーギフト:フォース」 (VG 2.13.2): card information printed as 「名前:値」
                # on a line of its own — the keyword with its value, not an ability's text
                span = A.Span(first.start, first.end)
                return typed_keyword(self.game, m.group(1), [A.Name(value)], span), rest, labels
            if d is not None:
                params = [_num(m.group(2))] if m.group(2) else []
                end = first.start + m.end()
                kw = typed_keyword(self.game, m.group(1), params, A.Span(first.start, end))
                if end >= first.end:
                    return kw, rest, labels
                head = Piece("TEXT", end, first.end, word[m.end() :])
                return kw, [head, *rest], labels
        return None, body, labels

    def _spaced_name_keyword(self, p: Piece) -> A.Label | None:
        """WS 「【永】 リンク 星屑」: a continuous keyword whose one slot is a name, printed in the
        rules' notation with the name after it (10.17.2 『リンク (名称)』; normalised, 「リンク星屑」) —
        read as the icon form 「【リンク】 星屑」 (a keyword label with its bare name). None for any
        other text (no such keyword at its head, or a name holding punctuation)."""
        word = p.value
        for i in range(len(word) - 1, 0, -1):
            d = K.lookup(self.game, word[:i])
            if d is None:
                continue
            name = word[i:].strip()
            if (
                d.slots != ("name",)
                or d.kind != "continuous"
                or not name
                or re.search(r"[。、:「」『』【】\-（）()／/]", name)
            ):
                return None
            arg = A.KeywordArg("name", A.Name(name), bare=True)
            span = A.Span(p.start, p.end)
            kw = A.Keyword(word[:i], (), span, d.id, d.kind, (arg,))
            return A.Label(word[:i], "keyword", span, kw)
        return None

    def _bare_name_keyword(self, p: Piece) -> A.Keyword | None:
        """VG 「ドレスアップ - 天空の剣士」 / 「メイトユニット - 光の剣士」: a keyword with a name
        slot, a dash and the name unquoted — the rules' own notation (14.52.2 ‘ドレスアップ -
        (名称)’, 14.54.2 ‘メイトユニット - (名称)’), read as the printed 「…-「名称」」. None for
        any other text (a name holding a particle's punctuation, a sentence)."""
        head, dash, name = p.value.partition("-")
        d = K.lookup(self.game, head.strip()) if dash else None
        # 「聖剣装備 - 騎士王」 (VG 17.8.2.1 ‘(名称)装備 - (カード名)’): the keyword after a name
        named = K.lookup_named(self.game, head.strip()) if dash and d is None else None
        d = d or named
        name = name.strip()
        if d is None or d.slots != ("name",) or not name or re.search(r"[。、:「」『』]", name):
            return None
        if named is not None:
            kw = typed_keyword(self.game, named.names[0], [A.Name(name)], A.Span(p.start, p.end))
            return replace(kw, name=head.strip())
        return typed_keyword(self.game, head.strip(), [A.Name(name)], A.Span(p.start, p.end))

    def _unit_condition_keyword(self, p: Piece) -> A.Keyword | None:
        """VG 「爆裂成長期-グレード1以下」 (17.16.6.1 ‘爆裂成長期-(ユニット条件)’): a keyword with a
        ``unit`` slot, a dash and the unit condition printed as a stat filter (``StatFilter``).
        None for any other text."""
        head, dash, cond = p.value.partition("-")
        d = K.lookup(self.game, head.strip()) if dash else None
        if d is None or "unit" not in d.slots:
            return None
        m = _STATF_RE.fullmatch(cond.strip())
        if m is None:
            return None
        sf = A.StatFilter(A.Stat(_STAT_ID[m.group(1)]), _num(m.group(2)), _CMP[m.group(3)])
        return typed_keyword(self.game, head.strip(), [sf], A.Span(p.start, p.end))

    def _names_after(self, pieces: list[Piece]) -> tuple[list[A.Term], int] | None:
        """「「A」」 / 「「A」か「B」」 / 「「A」を含むリアガード」 at the head of ``pieces``: the
        names (A.Name; joined by か, any one of them, 14.11.2.3) and, after 「を含む」, the
        card kind they are contained in (A.Word ``contains:<kind>``), with the count of pieces
        read. None when the pieces are not that."""
        terms: list[A.Term] = []
        joins: set[str] = set()
        i = 0
        while i < len(pieces) and pieces[i].kind == "NAME":
            terms.append(A.Name(pieces[i].value[1:-1]))
            i += 1
            if i + 1 < len(pieces) and pieces[i].kind == "TEXT" and pieces[i].value in _JOINS:
                if pieces[i + 1].kind != "NAME":
                    return None
                joins.add(_JOINS[pieces[i].value])
                i += 1
        if not terms or len(joins) > 1:
            return None
        if joins == {"all"}:
            terms.append(A.Word("join:all"))  # 「「A」と「B」」: each of them (6.8.3.1)
        if i < len(pieces) and pieces[i].kind == "TEXT":
            m = re.fullmatch(r"を含む(リアガード|ユニット|カード)(?:([0-9]+)枚)?", pieces[i].value)
            if m is None:
                return None
            kind = {"リアガード": "rear_guard", "ユニット": "unit", "カード": "card"}[m.group(1)]
            terms.append(A.Word(f"contains:{kind}"))
            if m.group(2):
                # 「クロスオーバードレス-「A」を含むリアガード２枚」 (14.49.2 ‘(指定のカード)’):
                # how many such cards
                terms.append(A.Count(A.Number(int(m.group(2))), "card"))
            i += 1
        if not all(p.kind == "paren" for p in pieces[i:]):
            return None
        return terms, i

    def _card_info_keyword(self, body: list[Piece]) -> A.Keyword | None:
        """VG 「オーバードレス-「A」」 / 「シークメイト「A」か「B」」 / 「クロスオーバードレス-「A」」:
        a keyword of the table followed (after a dash or not) by the card information it
        carries (``_names_after``); one name alone after a dash is read where it was before."""
        first = body[0]
        word = first.value.removesuffix("-")
        d = K.lookup(self.game, word)
        if d is None or d.kind not in ("continuous", "activated"):
            return None
        got = self._names_after(body[1:])
        if got is None:
            return None
        terms, _n = got
        if len(terms) == 1 and first.value.endswith("-"):
            return None  # 「ドレスアップ-「名称」」: the name parameter read below
        span = A.Span(first.start, body[_n].end)
        return A.Keyword(first.value.removesuffix("-"), tuple(terms), span, d.id, d.kind)

    def _seek_mate_icon(self, body: list[Piece]) -> A.Keyword | None:
        """VG 「【双闘】「A」」 / 「【D-双闘】「A」か「B」」: the seek mate / D-seek mate icon
        (14.11.1.1, 14.11.1.2: '双闘' with a number, printed as a label) and the card
        information after it (14.11.1.3): the keyword シークメイト / D-シークメイト."""
        m = re.fullmatch(r"【(D-)?双闘[0-9]*】", body[0].value)
        if m is None:
            return None
        got = self._names_after(body[1:])
        if got is None or any(isinstance(t, A.Word) for t in got[0]):
            return None
        d = K.lookup(self.game, "シークメイト")
        assert d is not None
        name = ("D-" if m.group(1) else "") + "シークメイト"
        span = A.Span(body[0].start, body[got[1]].end)
        return A.Keyword(name, tuple(got[0]), span, d.id, d.kind)

    def _keyword_dash_effect(self, body: list[Piece]) -> tuple[A.Keyword, list[Piece]] | None:
        """VG 「闘魂（…）－そのターン中、…。」 / 「闘魂－…」: an automatic keyword ability whose
        definition is its trigger (14.29.1 ‘…時’に誘発する自動能力), printed before a dash and
        the effect it has, with or without its reminder between: the keyword, and the effect's
        pieces (the reminders kept before it, read as leading reminders)."""
        first = body[0]
        n = 1
        while n < len(body) and body[n].kind == "paren":
            n += 1
        if n == 1 and len(body) > 2 and body[1].kind == "STOCK":
            n = 2  # 「救援(1)－」: the number in parentheses (lexed as a stock icon's)
        if n > 1:
            if n >= len(body) or body[n].kind != "TEXT" or not body[n].value.startswith("-"):
                return None
            word, after = first.value, body[n]
            if n == 2:
                # 「連波(２回目)－このユニットがアタックした時、…」 (VG 14.37.2): a validity keyword
                # and the battles it names in parentheses, heading the ability's text before a
                # dash — the keyword, as printed before the colon (「連波２回目：…」)
                ordinal = ordinal_keyword(
                    self.game,
                    word + self.text[body[1].start : body[1].end],
                    A.Span(first.start, body[1].end),
                )
                if ordinal is not None:
                    cut = after.value.index("-") + 1
                    effect = Piece("TEXT", after.start + cut, after.end, after.value[cut:])
                    return ordinal, [*([effect] if effect.value else []), *body[n + 1 :]]
        else:
            word, dash, tail = first.value.partition("-")
            # 「奇術－【コスト】[…]することで、…」: the dash ends its piece, the ability's cost after it
            if not tail and not (dash and len(body) > 1 and body[1].kind == "LABEL"):
                return None
            after = first
        # a label keyword's number, printed 「救援１－」 or 「救援(1)－」 (14.19.1.1 ‘救援(数値)’)
        numbered = re.fullmatch(r"(.+?)([0-9]+)", word)
        if numbered is not None and K.lookup(self.game, numbered.group(1)) is not None:
            word, number = numbered.group(1), numbered.group(2)
        elif n == 2 and _NUMBER_PAREN.fullmatch(body[1].value):
            number = body[1].value[1:-1]
        else:
            number = None
        d = K.lookup(self.game, word)
        if d is None or d.slots or d.kind not in (*_DASH_KINDS, "condition"):
            return None
        if d.kind == "condition" and (number is not None or n > 1):
            # 「神託－このユニットのパワー＋5000。」: a validity-condition keyword with no
            # parameter heading the ability's text before a dash, as before a colon (14.18.2
            # ‘神託:(能力)’); with a number or a reminder, another shape
            return None
        if number is not None and d.kind != "label":
            return None
        cut = after.value.index("-") + 1
        effect = Piece("TEXT", after.start + cut, after.end, after.value[cut:])
        end = (body[1].end if n == 2 else first.start + len(word) + len(number)) if number else 0
        params = [_num(number)] if number is not None else []
        kw = typed_keyword(
            self.game, word, params, A.Span(first.start, end or first.start + len(word))
        )
        kept = body[1:n] if number is None else []  # the number's paren is no reminder
        rest = body[n + 1 :] if n > 1 else body[1:]
        return kw, [*kept, *([effect] if effect.value else []), *rest]

    def _index_quotes(self, pieces: list[Piece]) -> None:
        for p in pieces:
            if p.kind == "quote":
                self.quotes[p.start] = p
            if p.children:
                self._index_quotes(p.children)

    def trigger(self, start: int, end: int) -> A.Trigger:
        return _make_trigger(self.clause_part(start, end), A.Span(start, end))

    def condition(self, start: int, end: int) -> A.Condition:
        text = self.text[start:end]
        marker = "nara" if text.endswith("なら") else "baai"
        cut = end - (2 if marker in ("nara", "baai") else 0)
        if marker == "baai" and text.endswith("の場合"):  # MC 対象が「属性:土」の場合
            marker, cut = "no_baai", end - 3
        body = self.clause_part(start, cut)
        if isinstance(body, A.Timing):
            body = A.Unparsed(self.text[start:cut], A.Span(0, cut - start), "timing point")
        return A.Condition(body, marker, True, A.Span(start, end))

    def _payment_of_described_cards(self, s: int, e: int) -> A.Action | None:
        """VG 「【カウンターブラスト】(1)-カード名に「竜」を含むカード」 / 「【ソウルブラスト】(1)-
        (条件)」 (7.24.2.1, 7.25.2.1: [(icon)(number)-(condition)], the cards paid are those of the
        zone that meet the condition after the dash): the payment word and its number as a nominal
        predicate, the condition as the restriction on the cards it takes (``Role.RESTRICTION``,
        as MC's 「手札1枚破棄(「種族:ドラゴン」のカード)」). None when the item is not that."""
        m = _PAYMENT_DASH.fullmatch(self.text, s, e)
        if m is None:
            return None
        head = self.clause_part(s, m.end(1))
        cond_at = m.start(2)
        cond = self.clause_part(cond_at, e)
        ok = [
            b
            for b in (head, cond)
            if isinstance(b, A.Action)
            and b.verb == "be"
            and b.form is A.Form.NOMINAL
            and [a.role for a in b.args] == [A.Role.PREDICATE]
        ]
        if len(ok) != 2:
            return None
        cond = shift(cond, cond_at - s)
        assert isinstance(head, A.Action) and isinstance(cond, A.Action)
        restriction = A.Arg(A.Role.RESTRICTION, cond.args[0].value, False)
        return replace(head, args=(restriction, *head.args))

    def cost(self, bracket: Piece, vg: bool = False) -> A.Cost:
        self._index_quotes(bracket.children)
        items: list[A.CostItem] = []
        inner_s, inner_e = bracket.start + 1, bracket.end - 1
        pos = inner_s
        if not vg:
            m = _PAREN_COUNT.match(self.text[inner_s:inner_e])
            if m:
                items.append(
                    A.CostItem(
                        A.Count(_num(m.group(0)[1:-1]), "stock"),
                        False,
                        A.Span(inner_s, inner_s + m.end()),
                    )
                )
                pos = inner_s + m.end()
            if pos < inner_e:
                n = len(items)
                try:
                    # a cost of two sentences (［…山札に戻す。その山札をシャッフルする］): the
                    # items of each, in order
                    parts = (
                        _split_top(self.text, pos, inner_e, "。")
                        if "。" in self.text[pos:inner_e]
                        else ((pos, inner_e),)
                    )
                    for ss, se in parts:
                        if ss == se:
                            continue
                        steps, what = self.sentence(ss, se)
                        if what == "timing":
                            raise _Untyped("timing point inside a cost")
                        for st in steps:
                            if st.lead or st.condition or st.cost or st.bang:
                                raise _Untyped("connector inside a cost")
                            # the step's body (in the sentence's frame) in the item's own
                            at = st.span.start
                            span = A.Span(ss + at, ss + st.span.end)
                            items.append(A.CostItem(shift(st.body, -at), st.pause, span))
                except _Untyped as u:
                    del items[n:]
                    items.append(
                        A.CostItem(
                            A.Unparsed(self.text[pos:inner_e], A.Span(pos, inner_e), u.reason)
                        )
                    )
            return A.Cost(tuple(items), A.Span(bracket.start, bracket.end))
        # VG: items separated by "," at top level; the V series prints the same separator
        # as "&" (【コスト】[【カウンターブラスト】(1)&手札から１枚捨てる]: two items, paid in
        # order, as 「【カウンターブラスト】(1)，手札から１枚捨てる」 of the D series)
        for s, e in _split_top(self.text, inner_s, inner_e, ",&"):
            body = self._payment_of_described_cards(s, e) or self.clause_part(s, e)
            if isinstance(body, A.Timing):
                body = A.Unparsed(self.text[s:e], A.Span(0, e - s), "timing point inside a cost")
            items.append(A.CostItem(body, False, A.Span(s, e)))
        return A.Cost(tuple(items), A.Span(bracket.start, bracket.end))


@dataclass(frozen=True)
class _TimedArgs:
    """Arguments, then a timing point, then the verb in the next clause: 「コールしたユニットは、
    そのターンの終了時、山札の下に置く」 (VG). The arguments belong to the next clause, and the
    timing point is that clause's time, in text order: an ``Arg(Role.TIME)`` holding the
    ``Timing`` (as a timing point with a particle is an argument, 「…開始時に」); the compilers
    read the step as the timing point, then the step (``cardtext.abilities.timing_apart``)."""

    args: tuple[A.Arg, ...]
    timing: A.Timing
    span: A.Span
    pause: bool = False

    def paused(self, pause: bool) -> _TimedArgs:
        return replace(self, pause=pause)

    def into(self, c: object) -> A.Action:
        if not isinstance(c, A.Action) or c.verb in ("when", "and") or not self.pause:
            raise _Untyped("arguments before a timing point")
        span = A.Span(self.timing.scope.span.start, self.span.end)
        time = A.Arg(A.Role.TIME, A.NounPhrase((self.timing,), (), span), True, span)
        whole = A.Span(self.span.start, c.span.end)
        return replace(c, args=(*self.args, time, *c.args), span=whole)


def _shift_tok(t: Token, d: int) -> Token:
    return Token(t.type, str(t), start_pos=t.start_pos + d, end_pos=t.end_pos + d)


def _shift_piece(p: Piece, d: int) -> Piece:
    return Piece(
        p.kind,
        p.start + d,
        p.end + d,
        p.value,
        [_shift_piece(c, d) for c in p.children],
        [_shift_raw(r, d) for r in p.abilities],
    )


def _shift_raw(r: RawAbility, d: int) -> RawAbility:
    return RawAbility(
        r.marker,
        r.start + d,
        r.end + d,
        r.prefix,
        r.bullet,
        [_shift_tok(t, d) for t in r.labels],
        _shift_tok(r.keyword, d) if r.keyword is not None else None,
        [(k, _shift_tok(t, d)) for k, t in r.keyword_params],
        _shift_piece(r.cost, d) if r.cost is not None else None,
        [_shift_piece(p, d) for p in r.body],
        {i: _shift_tok(t, d) for i, t in r.label_stocks.items()},
        _shift_tok(r.head_keyword, d) if r.head_keyword is not None else None,
        [(_shift_tok(k, d), [(c, _shift_tok(t, d)) for c, t in ps]) for k, ps in r.more_keywords],
    )


# a weakness's amount in parentheses (13.1.8.1: 「弱点:y(+nダメージ)」), not an annotation
_MC_AMOUNT_PAREN = recache.compile(r"\s*[+\-]?\s*[0-9]+\s*(ダメージ)?\s*")


# MC 〈対象:～(…)〉: a description in parentheses after the phrase (``_mc_described``)
_MC_DESCRIBED = recache.compile(r"(.+?)(を持つ|の)(もの|ユニット|カード)")
_MC_ONLY = recache.compile(r"「[^「」]+」のみ")


def _mc_bare_keywords(game: str, name: str, value: str) -> list[tuple[str, str]]:
    """「イニシアチブ:+1 アイテム:i」 (spaces gone once normalised: 「…+1アイテム:i」) / 「耐性:火炎、
    弱点:電撃(+1ダメージ)」: the (name, value) of each standing ability printed on the line, cut
    where another keyword name of notation standing is followed by 「:」. One pair when there is
    none."""
    names = sorted(
        (n for d in K.KEYWORDS.get(game, ()) if d.notation == "standing" for n in d.names),
        key=len,
        reverse=True,
    )
    pat = re.compile("(" + "|".join(re.escape(n) for n in names) + "):")
    out = [(name, value)]
    while True:
        n, v = out[-1]
        m = pat.search(v)
        if m is None or m.start() == 0:
            return out
        out[-1] = (n, v[: m.start()].rstrip(" 、,・/"))
        out.append((m.group(1), v[m.end() :]))


def _mc_keyword_params(value: str, d: K.KeywordDef | None = None) -> list:
    """Parameters of an MC standing ability 「名前:値」: a signed number (イニシアチブ:+1), an
    attribute word with a damage bonus (弱点:禁呪(+2ダメージ)), or attribute words. A number
    printed without its sign (「ディフェンダー:1」) is the amount +n where the keyword's x is an
    amount (``d`` with a value slot: 13.1.1.1, 13.1.5.1, 13.1.6.1); elsewhere (「アイテム:2」)
    it stays the text printed."""
    m = re.fullmatch(r"([+\-]?)([0-9]+)", value)
    if m and (m.group(1) or (d is not None and "value" in d.slots)):
        return [A.Amount(m.group(1) or "+", _num(m.group(2)))]
    m = re.fullmatch(r"([^()]+)\(([+\-])([0-9]+)(?:ダメージ)?\)", value)
    if m:
        return [A.Name(m.group(1)), A.Amount(m.group(2), _num(m.group(3)))]
    return [A.Name(value)]


def _co_trigger(ab: A.Ability) -> A.Ability:
    """CO text opening with `…とき、` / `…ときに` is triggered there (4-3-2-4 「〜をプレイした
    ときに〜する」, 4-3-6): the first step's event becomes the ability's trigger."""
    if ab.kind is not A.AbilityKind.EVENT or ab.effect is None or ab.condition is not None:
        return ab
    first, *rest = ab.effect.sentences
    head = first.steps[0]
    if (
        len(first.steps) < 2
        or not isinstance(head.body, A.Action)
        or head.body.verb != "when"
        or head.lead is not None
        or head.condition is not None
    ):
        return ab
    # the step (in the sentence's frame) as the ability's trigger (in the card's)
    at = first.span.start
    span = A.Span(at + head.span.start, at + head.span.end)
    trigger = A.Trigger(shift(head.body, -head.span.start), None, span, head.pause)
    sent = replace(first, steps=first.steps[1:])
    return replace(ab, kind=A.AbilityKind.AUTO, trigger=trigger, effect=A.Effect((sent, *rest)))


def _condition_to_step(ab: A.Ability) -> A.Ability:
    """The ability's condition moved onto its first step (the ability keeps the one of the
    〈発動条件:…〉 block, 14.8.2)."""
    if ab.effect is None or ab.condition is None:
        return ab
    first, *rest = ab.effect.sentences
    step = first.steps[0]
    if step.condition is not None or step.lead is not None:
        return ab
    # the condition (in the card's frame) into the sentence's
    condition = shift(ab.condition, -first.span.start)
    steps = (replace(step, condition=condition), *first.steps[1:])
    effect = A.Effect((replace(first, steps=steps), *rest), ab.effect.span)
    return replace(ab, condition=None, effect=effect)


def _is_slot(event: A.Action | A.Timing | A.Unparsed) -> bool:
    """A template's 〈発揮:“発揮時期”〉 (rules 14.6.2, 14.7.2): a nominal clause that is only a
    slot stands for the event."""
    return (
        isinstance(event, A.Action)
        and event.verb == "be"
        and len(event.args) == 1
        and isinstance(event.args[0].value, A.NounPhrase)
        and all(isinstance(t, A.Literal | A.Placeholder) for t in event.args[0].value.terms)
    )


def _inner_reminders(
    text: str, body: list[Piece], sentence_only: str | None = None
) -> tuple[list[Piece], list[A.Reminder]]:
    """Reminders printed inside a sentence, just before its 。 (CO 4-2-10 …修正を与える(この
    特殊能力は累積する)。): taken out of the body; the 。 then closes the text before them.
    ``sentence_only`` (the text): only a parenthesis that reads as a sentence of explanation
    (``_reminder_text``; VG, where (1) / (R) are marks)."""
    out: list[Piece] = []
    found: list[A.Reminder] = []
    cut: int | None = None
    for i, p in enumerate(body):
        nxt = body[i + 1] if i + 1 < len(body) else None
        prev = out[-1] if out else None
        if (
            p.kind == "paren"
            and nxt is not None
            and nxt.kind == "PERIOD"
            and prev is not None
            and prev.kind not in ("PERIOD", "paren")
            and (sentence_only is None or _reminder_text(sentence_only, p))
        ):
            found.append(A.Reminder(text[p.start + 1 : p.end - 1], A.Span(p.start, p.end)))
            cut = p.start
            continue
        if p.kind == "PERIOD" and cut is not None:
            p = Piece("PERIOD", cut, p.end, p.value)
            cut = None
        out.append(p)
    return out, found


def _reminder_text(text: str, p: Piece) -> bool:
    """Whether a parenthesised piece reads as a reminder (a sentence of explanation), not a
    number or a mark such as (1) / (R): it holds kana or kanji and is longer than a word."""
    inner = text[p.start + 1 : p.end - 1]
    return len(inner) >= 6 and any("\u3040" <= ch <= "\u9fff" for ch in inner)


def _by_start(*groups: Iterable[A.Reminder]) -> tuple[A.Reminder, ...]:
    items = [r for g in groups for r in g]
    if len(items) < 2:  # most abilities: nothing to sort
        return tuple(items)
    return tuple(sorted(items, key=lambda r: r.span.start))


def _new_lines(ab: A.Ability, line_starts: set[int], body_start: int | None) -> A.Ability:
    """Mark the sentences of a multi-line MC ability that start a line (``new_line``); the
    first one is checked at the start of its text (before a trigger or condition)."""
    if ab.effect is None:
        return ab
    sents = list(ab.effect.sentences)
    for i, s in enumerate(sents):
        start = body_start if i == 0 else s.span.start
        if start in line_starts:
            sents[i] = replace(s, new_line=True)
    return replace(ab, effect=A.Effect(tuple(sents), ab.effect.span))


def _mc_head(r: RawAbility) -> bool:
    """A line that opens an MC ability's header (14.2.2 … 14.8.2: the mark, the timing, the name
    on one line, the block 〈コスト/対象/発揮…〉 on the next): its mark, or — printed without one, as
    a battle spell's or an item's text is in some card lists — a timing bracket [普通] or the
    block 〈…〉 at the line's start."""
    return bool(r.labels) or (bool(r.body) and r.body[0].kind in ("bracket", "block"))


def _mc_open(group: list[RawAbility]) -> bool:
    """An ability still in its header: no line of it holds a sentence (。) yet."""
    return not any(p.kind == "PERIOD" for r in group for p in r.body)


def _mc_timing_for_mark(line: RawAbility, marked: RawAbility) -> bool:
    """Whether ``line`` is a timing bracket alone (「[対抗]」, no mark, nothing else) printed over
    ``marked``, a line opening with a mark whose header has no timing bracket of its own."""
    if line.labels or not line.body or not marked.labels:
        return False
    if not all(p.kind == "bracket" for p in line.body):
        return False
    for p in marked.body:
        if p.kind in ("block", "PERIOD"):
            break  # the header ends at the block / the first sentence
        if p.kind == "bracket":
            return False
    return True


def _mc_groups(
    raws: list[RawAbility], keyword_line: Callable[[RawAbility], bool]
) -> list[list[RawAbility]]:
    """Lines of one MC ability: a header line (its mark, or unmarked a timing bracket or the
    block 〈…〉 opening the line) and the lines after it up to the next mark, keyword line
    (【専用】「種族:x」, 「耐性:x」, 構築ルール:…) or card-information line, or an unmarked header
    once the ability has its effect (「[普通]〈対象:…〉」 / 「対象に…。」 / 「[対抗]〈…〉」 …: two
    abilities). Each keeps its lines' offsets in the text (``RawAbility.start`` / ``end``)."""
    groups: list[list[RawAbility]] = []
    for r in raws:
        if groups and len(groups[-1]) == 1 and _mc_timing_for_mark(groups[-1][0], r):
            # 「[対抗]」 on a line of its own, then 「◇」 (and the block) below: the timing of the
            # marked header under it (14.6.2 a.: 「◇[タイミング]特殊能力名」), as some card lists
            # print a consumable's — one ability, the bracket read after the mark
            prev = groups.pop()[0]
            r = replace(r, start=prev.start, body=[*prev.body, *r.body])
        if (
            groups
            and not r.labels
            and _mc_head(groups[-1][0])
            and not keyword_line(r)
            and (not _mc_head(r) or _mc_open(groups[-1]))
        ):
            groups[-1].append(r)
        else:
            groups.append([r])
    return groups


# after a bare keyword: the word is a noun of the sentence (「サプライズ置場に…」, 「キャンセルの…」,
# 「エントリースパークを持つ」) or its verb (「キャンセルする」), not the technique's icon
_VS_NOT_ICON = ("置場", "の", "に", "が", "を", "は", "で", "と", "も", "や", "し", "さ")


def _vs_icon_words(body: list[Piece], text: str) -> list[Piece]:
    """A VS technique's head with its keyword written in words (:data:`VS_ICON_WORDS`) or in
    brackets (:data:`VS_ICON_BRACKETED`: 「【キャンセル】」, 「[サプライズ]」, 「〔自動〕」) read as the
    icon piece 11.2 prints there (「{cancel}」…). Only the head is read — its 【技名】《技属性》,
    [領域] and [コスト] — up to the effect text, whose first words a bare keyword may start
    (「エントリースパーク あなたは1枚引く。」); a keyword followed by a verb ending (「キャンセルする」)
    is the effect's verb, not the icon."""
    out: list[Piece] = []
    for i, p in enumerate(body):
        inner = text[p.start + 1 : p.end - 1]
        if p.kind in ("LABEL", "bracket", "quote") and inner in VS_ICON_BRACKETED:
            out.append(Piece("VS_ICON", p.start, p.end, "{" + VS_ICON_BRACKETED[inner] + "}"))
            continue
        if p.kind == "TEXT":
            word = next((w for w in VS_ICON_WORDS if p.value.startswith(w)), None)
            rest = p.value[len(word) :] if word else ""
            if word and not rest.startswith(_VS_NOT_ICON):
                icon = Piece(
                    "VS_ICON", p.start, p.start + len(word), "{" + VS_ICON_WORDS[word] + "}"
                )
                after = [Piece("TEXT", p.end - len(rest), p.end, rest)] if rest else []
                return [*out, icon, *after, *body[i + 1 :]]
            return [*out, *body[i:]]
        if (
            p.kind == "STOCK"
            and p.value == "(1)"
            and i + 2 < len(body)
            and body[i + 1].kind == "bracket"
            and body[i + 2].kind == "ARROW"
        ):
            # 「[サプライズ置場]①[条件]→」: ① is the surprise icon as the rules text prints it
            # (3.9.1 「①の技を持つカード」, 8.1.1.2.2 「[]→」), before the condition it turns on
            out.append(Piece("VS_ICON", p.start, p.end, "{surprise}"))
            continue
        if (
            p.kind == "STOCK"
            and p.value == "(1)"
            and i + 2 < len(body)
            and body[i + 1].kind == "bracket"
            and text[body[i + 1].start + 1 : body[i + 1].end - 1].endswith(_VS_SURPRISE_ENDS)
        ):
            # 「①[条件]（効果）」: the ① technique's bracketed condition (2.14.6 「①を持つ技の []
            # によってくられた条件は…表にするための条件」) printed without the arrow 8.1.1.2.2 puts
            # after it — the effect begins after the bracket, read as 「{surprise}[条件]→（効果）」
            b = body[i + 1]
            out += [
                Piece("VS_ICON", p.start, p.end, "{surprise}"),
                b,
                Piece("ARROW", b.end, b.end, "→"),
            ]
            return [*out, *body[i + 2 :]]
        if p.kind in ("LABEL", "TRAIT", "VS_ICON") or (
            p.kind == "bracket" and not _verb_follows(body[i:])
        ):
            out.append(p)
            continue
        return [*out, *body[i:]]
    return out


# the ends of a surprise's condition (2.14.6): an event (「…時」) or a state as it happens (「…なら」)
_VS_SURPRISE_ENDS = ("時", "とき", "なら")

_VS_FACE_UP = ("このカードを表にしてよい", "このカードを表にしてもよい")


def _vs_surprise_in_words(body: list[Piece], text: str) -> list[Piece]:
    """「[サプライズ置場][条件]このカードを表にしてよい。そうしたら、（効果）」: a surprise (① lost in
    print) written as its rule says it works — 8.1.1.2.2 「[]でくられている条件は表にするための誘発
    条件であり、表にすることによって→以降の自動能力が解決領域に置かれます」 — read as the printed
    form 「{surprise}[条件]→（効果）」 (the face-down card flipped by choice, the effect after it).
    Any other head is left as it is; a header 【技名】《技属性》 before it stays."""
    k = next((i for i, p in enumerate(body) if p.kind not in ("LABEL", "TRAIT")), len(body))
    head, rest = body[:k], body[k:]
    if (
        len(rest) < 7
        or not all(p.kind == "bracket" for p in rest[:2])
        or text[rest[0].start + 1 : rest[0].end - 1] != "サプライズ置場"
        or not text[rest[1].start + 1 : rest[1].end - 1].endswith(("時", "とき"))
        or [p.kind for p in rest[2:6]] != ["TEXT", "PERIOD", "TEXT", "COMMA"]
        or rest[2].value not in _VS_FACE_UP
        or rest[4].value != "そうしたら"
    ):
        return body
    icon = Piece("VS_ICON", rest[0].start, rest[0].end, "{surprise}")
    arrow = Piece("ARROW", rest[2].start, rest[5].end, "→")
    return [*head, icon, rest[1], arrow, *rest[6:]]


def _verb_follows(body: list[Piece]) -> bool:
    """A head bracket followed by a verb ending is a template slot ([行動A]する), not a zone."""
    return (
        len(body) > 1
        and body[1].kind == "TEXT"
        and body[1].value.startswith(("する", "した", "して", "しな"))
    )


def _opens_with_trigger(body: list[Piece]) -> bool:
    sentences = _split_sentences(body)
    return bool(sentences) and _find_boundary(sentences[0], TRIGGER_ENDINGS) is not None


def _amount(text: str) -> A.Amount | A.AmountPair:
    signs = {"+": "+", "-": "-", "×": "x"}
    if "/" in text:
        a, b = text.split("/", 1)
        return A.AmountPair(A.Amount(signs[a[0]], _num(a[1:])), A.Amount(signs[b[0]], _num(b[1:])))
    return A.Amount(signs[text[0]], _num(text[1:]))


def _slots(game: str, kw: A.Keyword) -> tuple[str, ...]:
    d = K.by_id(game, kw.id)
    return d.slots if d is not None else ()


def _bare_slot(game: str, kw: A.Keyword) -> str | None:
    """The slot a bare word after a keyword's label fills (WS 【リンク】 ASMR: its name; VG
    【イマジナリーギフト】フォース: the value of card information printed 「名前:値」, 2.13.2)."""
    d = K.by_id(game, kw.id)
    if d is None:
        return None
    if "name" in d.slots:
        return "name"
    return "text" if d.notation == "colon" and "text" in d.slots else None


_SLOT_FOR: dict[type, tuple[str, ...]] = {
    A.Number: ("power", "number", "times"),
    A.StatFilter: ("level", "unit"),
    A.Name: ("name", "text"),
    A.Amount: ("value",),
    A.Zone: ("circle",),
    A.Word: ("text",),
}


_NO_SPAN = fixed_span(A.Span(0, 0))


_ORDINAL_KEYWORD = re.compile(r"(.+?)\(?([0-9]+)(?:~([0-9]+))?回目(以降|のみ)?\)?")


def ordinal_keyword(game: str, text: str, span: A.Span) -> A.Keyword | None:
    """A keyword followed by the battles it names (VG 14.37.2 連波: 「連波２回目」 /
    「連波２回目以降」 / 「連波３回目のみ」 / 「連波１～２回目」): the keyword with one ordinal count
    (``Count`` unit ``ordinal``: ``exact``, ``from`` for 以降, a range ``up_to`` with its
    ``least``). None for another text, or a keyword that takes no number."""
    m = _ORDINAL_KEYWORD.fullmatch(text)
    if m is None:
        return None
    d = K.lookup(game, m.group(1))
    if d is None or "number" not in d.slots:
        return None
    n = A.Number(int(m.group(2)))
    if m.group(3):
        if m.group(4):
            return None
        count = A.Count(A.Number(int(m.group(3))), "ordinal", "up_to", least=n)
    else:
        count = A.Count(n, "ordinal", "from" if m.group(4) == "以降" else "exact")
    return A.Keyword(m.group(1), (count,), span, d.id, d.kind)


def typed_keyword(game: str, name: str, params: list, span: A.Span = _NO_SPAN) -> A.Keyword:
    """``Keyword`` with the table's id and kind and its parameters assigned to slots (in the
    order the table lists them, by the parameter's type)."""
    d = K.lookup(game, name)
    if d is None:
        return A.Keyword(name, tuple(params), span)
    free = list(d.slots)
    args: list[A.KeywordArg] = []
    for p in params:
        slot = next((s for s in _SLOT_FOR.get(type(p), ()) if s in free), None)
        if slot is None:
            return A.Keyword(name, tuple(params), span, d.id, d.kind)
        free.remove(slot)
        args.append(A.KeywordArg(slot, p))
    return A.Keyword(name, tuple(params), span, d.id, d.kind, tuple(args))


@dataclass(frozen=True, slots=True)
class _Lead:
    """A connector in the middle of a sentence (…なら、さらに…): it leads the next step;
    ``after_topic``: printed after the step's first argument (あなたはかわりに…)."""

    lead: str
    variant: int
    after_topic: bool = False
    after_cost: bool = False  # printed after the step's cost (【コスト】[…]することで、さらに…)


class _Untyped(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


_TERM_CLASS = {
    "zone": A.Zone,
    "position": A.Position,
    "kind": A.CardKind,
    "ref": A.Ref,
    "stat": lambda ident, variant: A.Stat(ident),
    "word": A.Word,
}


def _state_when(body: A.Action) -> A.Action | None:
    """「あなたの手札が0枚の時、」: a copula whose predicate ends in 「の時」 (read as the noun
    「時」 after a count) — a trigger on a state holding (ws 8.7.6 「特定の条件が満たされていること
    を誘発条件」), typed as 「…時」 over the relative clause 「あなたの手札が0枚」 as 「…がない時」 is.
    None for any other body."""
    if body.verb != "be" or body.form is not A.Form.NOMINAL:
        return None
    pred = next((a for a in body.args if a.role is A.Role.PREDICATE), None)
    if pred is None or not isinstance(pred.value, A.NounPhrase):
        return None
    np = pred.value
    if len(np.terms) < 2 or np.terms[-1] != A.Unknown("時") or np.links[-1] != "の":
        return None
    rest = A.NounPhrase(np.terms[:-1], np.links[:-1])
    args = tuple(replace(a, value=rest) if a is pred else a for a in body.args)
    clause = replace(body, args=args)
    return A.Action(
        "when", (A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(clause),), ())),), A.Form.NOMINAL
    )


def _make_trigger(body: A.Action | A.Timing | A.Unparsed, span: A.Span) -> A.Trigger:
    if isinstance(body, A.Action) and body.verb not in ("when", "and", "or"):
        state = _state_when(body)
        if state is not None:
            return A.Trigger(state, None, span)
        timing = _turn_end(body)
        width = A.Span(0, span.end - span.start)  # in the trigger's frame
        body = timing or A.Unparsed(body_text(body), width, "not a trigger event")
    return A.Trigger(body, None, span)


_MODE_LABEL = recache.compile(r"[^。、:「」『』\s-]{0,8}-")


def _mode_label(body: list[Piece]) -> tuple[str, list[Piece]] | None:
    """``(R)-`` / ``3種類以上-`` opening a VG mode line: the label and the body after it."""
    label = ""
    for i, p in enumerate(body[:2]):
        if p.kind == "CIRCLE" and i == 0:
            label = p.value
            continue
        if p.kind != "TEXT":
            return None
        m = _MODE_LABEL.match(p.value)
        if m is None or (label and m.end() != 1) or m.end() == len(p.value):
            return None
        label += m.group()
        rest = Piece("TEXT", p.start + m.end(), p.end, p.value[m.end() :])
        return label, [rest, *body[i + 1 :]]
    return None


# words of the lexicon that name a moment of the turn as a noun (「ターン終了時」, CO 3-7)
_MOMENT_WORDS = (A.Word("end_of_turn"),)


def _timing_into_clause(steps: list[A.Step]) -> list[A.Step]:
    """A timing point printed bare before the clause of a condition (「エンドフェイズ開始時、Xが
    タップ状態であれば、…」): the clause's timing argument, as 「エンドフェイズ開始時に、Xが…」 types
    it (``timing_arg``: ``Arg(Role.GOAL)`` holding the ``Timing``). Any timing point, any clause
    after it; steps of any other shape are returned as they are."""
    if (
        len(steps) != 2
        or not isinstance(steps[1].body, A.Action)
        or not steps[0].pause
        or any(s.lead or s.condition or s.cost or s.bang for s in steps)
    ):
        return steps
    t, c = steps[0], steps[1].body
    if isinstance(t.body, A.Timing):
        moment = A.NounPhrase((t.body,))
    elif (
        # 「(あなたの)ターン終了時、」: the lexicon's moment word as a noun phrase alone
        isinstance(t.body, A.Action)
        and t.body.verb == "be"
        and t.body.form is A.Form.NOMINAL
        and [a.role for a in t.body.args] == [A.Role.PREDICATE]
        and t.body.args[0].value.terms
        and t.body.args[0].value.terms[-1] in _MOMENT_WORDS
    ):
        moment = t.body.args[0].value
    else:
        return steps
    arg = A.Arg(A.Role.GOAL, moment, True, t.span)
    body = replace(c, args=(arg, *c.args), span=A.Span(t.span.start, c.span.end))
    return [replace(steps[1], body=body, span=A.Span(t.span.start, steps[1].span.end))]


def _during_np(c: object) -> A.NounPhrase | None:
    """The noun phrase of a nominal clause naming a period (…置かれたターン中)."""
    if not isinstance(c, A.Action) or c.verb != "be" or c.form is not A.Form.NOMINAL:
        return None
    if len(c.args) != 1 or c.args[0].role is not A.Role.PREDICATE:
        return None
    np = c.args[0].value
    if not isinstance(np, A.NounPhrase) or np.terms[-1:] != (A.Word("during"),):
        return None
    return np


_END_OF_TURN = A.Word("end_of_turn")
_END_SURFACES = L.TIMING_SURFACE["end"]


def _turn_end(body: A.Action) -> A.Timing | None:
    """``あなたのターン終了時`` as a trigger: the end of that turn (ターン終了時 is one word of the
    lexicon, read elsewhere as a noun: MC ``〈発揮:ターン終了時〉``)."""
    if body.verb != "be" or body.form is not A.Form.NOMINAL or len(body.args) != 1:
        return None
    arg = body.args[0]
    np = arg.value
    if arg.role is not A.Role.PREDICATE or not isinstance(np, A.NounPhrase) or not np.terms:
        return None
    if np.terms[-1] != _END_OF_TURN:
        return None
    if len(np.terms) > 1 and (
        np.links[-1] not in ("の", "")
        or (np.links[-1] == "" and not isinstance(np.terms[-2], A.Owner))
    ):
        # 「あなたのターン終了時」, 「自軍ターン終了時」 (an owner before it, MC 7.1.2.1); not another
        # noun run into it
        return None
    # the turn's end: bare 「ターン終了時」 (MC 7.6.2: 「ターン終了時に発揮される効果」) is each turn's
    scope = A.NounPhrase((*np.terms[:-1], A.Word("turn")), np.links, np.span)
    return A.Timing(scope, "end", _END_SURFACES.index("終了時"))


def body_text(action: A.Action) -> str:
    from grammar.render import render_action

    return render_action(action)


def _fold_count_comma(
    actions: list[tuple[A.Action | A.Condition | A.Cost, bool | str, tuple[int, int]]],
) -> list[tuple[A.Action | A.Condition | A.Cost, bool | str, tuple[int, int]]]:
    """「自分の手札を1枚、控え室に置く」: a count after the object, set off by a comma, is typed
    as a nominal clause (…を1枚、) before the verb's clause; it is the verb's object and count,
    as in 「自分の手札を1枚控え室に置く」 (the comma kept as the count's pause). Only where the
    clause after takes no object or topic of its own and is a verb's."""
    out: list[tuple[A.Action | A.Condition | A.Cost, bool | str, tuple[int, int]]] = []
    i = 0
    while i < len(actions):
        act, pause, span = actions[i]
        nxt = actions[i + 1][0] if i + 1 < len(actions) else None
        if (
            isinstance(act, A.Action)
            and act.verb == "be"
            and act.form is A.Form.NOMINAL
            and pause is True
            and len(act.args) >= 2
            and act.args[-1].role is A.Role.PREDICATE
            and isinstance(act.args[-1].value, A.NounPhrase)
            and len(act.args[-1].value.terms) == 1
            and isinstance(act.args[-1].value.terms[0], A.Count)
            and act.args[-1].value.terms[0].unit == "card"
            and {a.role for a in act.args[:-1]} <= {A.Role.TOPIC, A.Role.OBJECT}
            and any(a.role is A.Role.OBJECT for a in act.args[:-1])
            and isinstance(nxt, A.Action)
            and nxt.form is not A.Form.NOMINAL
            and nxt.verb not in ("be", "and", "or")
            and not any(a.role in (A.Role.OBJECT, A.Role.TOPIC) for a in nxt.args)
        ):
            count = act.args[-1]
            args = (*act.args[:-1], A.Arg(A.Role.NONE, count.value, True, count.span), *nxt.args)
            span2 = (span[0], actions[i + 1][2][1])
            out.append((replace(nxt, args=args), actions[i + 1][1], span2))
            i += 2
            continue
        out.append((act, pause, span))
        i += 1
    return out


def _fold_alternatives(
    actions: list[tuple[A.Action | A.Condition | A.Cost, bool | str, tuple[int, int]]],
    ors: set[int],
) -> list[tuple[A.Action | A.Condition | A.Cost, bool | str, tuple[int, int]]]:
    """Clauses joined by か (``ors``: indexes of the clause before each か) become one ``or``
    action over ``Relative`` alternatives (a comma after か is the alternative's ``pause``).
    The right alternative runs on through clauses in te-form (公開して手札に加え), which
    become one ``and`` action; when it ends in a condition (公開したか、…なら), the
    condition wraps the ``or``."""
    out: list[tuple[A.Action | A.Condition | A.Cost, bool | str, tuple[int, int]]] = []
    i = 0
    while i < len(actions):
        if i not in ors:
            out.append(actions[i])
            i += 1
            continue
        alts = [actions[i]]
        j = i
        while j in ors:
            j += 1
            if j >= len(actions):
                raise _Untyped("alternative without a second clause")
            k = j
            while (
                k + 1 < len(actions)
                and k not in ors
                and isinstance(actions[k][0], A.Action)
                and actions[k][0].form is A.Form.TE
                and not actions[k][1]
            ):
                k += 1
            alts.append(_chain_items(actions[j : k + 1]))
            j = k
        if any(isinstance(a, A.Timing | A.Action) and _is_when(a) for a, _, _ in alts):
            # あなたのターン終了時 beside an event: the end of that turn, as in a trigger
            alts = [
                ((_turn_end(a) or a) if isinstance(a, A.Action) else a, p, s) for a, p, s in alts
            ]
        last, pause, span = alts[-1]
        if any(isinstance(a, A.Timing) for a, _, _ in alts):
            # 「あなたのメインフェイズ開始時か、このユニットがアタックした時」: one of a timing and
            # an event (or of two timings), each alternative whole
            out.append(_timing_alternatives(alts))
            i = j + 1
            continue
        marker = None
        if isinstance(last, A.Condition):
            if not isinstance(last.clause, A.Action):
                raise _Untyped("alternatives of different kinds")
            marker, last = last.marker, last.clause
        when = (
            isinstance(last, A.Action)
            and last.verb == "when"
            and not any(isinstance(a, A.Action) and a.verb == "when" for a, _, _ in alts[:-1])
        )
        if when:  # アタックかブーストした時: the alternatives are inside the event
            last = _rel_clause(last)  # type: ignore[arg-type]
        items = [a for a, _, _ in alts[:-1]] + [last]
        if not all(isinstance(a, A.Action) for a in items):
            raise _Untyped("alternatives of different kinds")
        args = tuple(
            A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(a),)), p is True)  # type: ignore[arg-type]
            for a, p in zip(items, [p for _, p, _ in alts[:-1]] + [False], strict=True)
        )
        whole = (alts[0][2][0], span[1])
        action = A.Action("or", args, A.Form.NOMINAL, span=A.Span(*whole))
        if when:
            action = A.Action(
                "when",
                (A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(action),))),),
                A.Form.NOMINAL,
                span=A.Span(*whole),
            )
        if marker is not None:
            out.append((A.Condition(action, marker, False, A.Span(*whole)), pause, whole))
        else:
            out.append((action, pause, whole))
        i = j + 1
    return out


def _split_alternatives(action: A.Action) -> A.Action:
    """「XがAか、YがBなら」 / 「XがAか、ZにYがあるなら」 with a nominal predicate A (a count, a
    value: ４枚以上, グレード３以上) before 「か、」: the grammar joins 「Aか、Y」 (or 「Aか、Z」) as
    one noun phrase — an argument after the subject X, or, when A is described by a relative
    clause holding X (「Xが「N」を含むグレード３以上か、…」), the clause's one subject. Split
    there it is ``or`` over 「XがA」 (a nominal clause) and the rest (the clause's own verb and
    form, with its own subject), as 「Xが…を含むか、YがBなら」 (a verb before か) is; any other
    clause is returned as it is."""
    args = action.args
    at = None
    for i, a in enumerate(args):
        if isinstance(a.value, A.NounPhrase) and "か、" in a.value.links:
            at = i
            break
    if at is None:
        return action
    if at == len(args) - 1 and not (args[at].role is A.Role.SUBJECT and action.verb != "be"):
        # the last argument: a nominal clause's predicate (「XがAかB」: one of two values);
        # of a verb's clause only its subject (「XがAか、Yがいない」) can be the next clause's
        return action
    np = args[at].value
    assert isinstance(np, A.NounPhrase)
    k = np.links.index("か、")
    pred_terms = np.terms[: k + 1]
    if at > 0 and not any(a.role is A.Role.SUBJECT for a in args[:at]):
        return action
    if at == 0:  # the subject X inside a relative clause on A
        head = pred_terms[0]
        if not (
            isinstance(head, A.Relative) and any(x.role is A.Role.SUBJECT for x in head.clause.args)
        ):
            return action
        pred_terms = pred_terms[1:]
    if not pred_terms or any(isinstance(t, A.Owner | A.Zone) for t in pred_terms):
        return action  # 「…か、あなたの…」 inside A: a place or an owner, not a predicate
    if args[at].role is not A.Role.SUBJECT and not all(
        isinstance(t, A.Count | A.StatFilter) for t in pred_terms
    ):
        return action  # 「XがAか、ZにYが…」: only a count or a value before the place Z
    rest = np.terms[k + 1 :]
    if not rest or not (
        args[at].role is A.Role.SUBJECT or any(x.role is A.Role.SUBJECT for x in args[at + 1 :])
    ):
        return action
    pred = A.NounPhrase(np.terms[: k + 1], np.links[:k], np.span)
    other = A.NounPhrase(rest, np.links[k + 1 :], np.span)
    left = A.Action(
        "be", (*args[:at], A.Arg(A.Role.PREDICATE, pred)), A.Form.NOMINAL, span=action.span
    )
    right = _split_alternatives(
        replace(action, args=(A.Arg(args[at].role, other, topic=args[at].topic), *args[at + 1 :]))
    )
    rights = (
        right.args  # 「AがNか、BがMか、CがLなら」: one of three
        if right.verb == "or" and right is not action
        else (A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(right),)), False),)
    )
    alts = (A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(left),)), True), *rights)
    return A.Action("or", alts, A.Form.NOMINAL, span=action.span)


def _is_when(a: A.Action | A.Timing) -> bool:
    return isinstance(a, A.Timing) or a.verb == "when"


def _timing_alternatives(
    alts: list[tuple[A.Action | A.Condition | A.Cost, bool | str, tuple[int, int]]],
) -> tuple[A.Action, bool | str, tuple[int, int]]:
    """Alternatives joined by か of which one is a timing (…開始時か、…した時): an ``or`` over
    each alternative whole — a ``Timing`` term, or the ``when`` event clause as a ``Relative`` —
    as 「A時か、B時」 is; any other kind of clause among them is not typed."""
    args = []
    for k, (a, p, _) in enumerate(alts):
        if isinstance(a, A.Timing):
            term: A.Term = a
        elif isinstance(a, A.Action) and a.verb == "when":
            term = A.Relative(a)
        else:
            raise _Untyped("alternatives of different kinds")
        args.append(A.Arg(A.Role.NONE, A.NounPhrase((term,)), k < len(alts) - 1 and p is True))
    _, pause, span = alts[-1]
    whole = (alts[0][2][0], span[1])
    return A.Action("or", tuple(args), A.Form.NOMINAL, span=A.Span(*whole)), pause, whole


_MANNER = A.Word("manner")
_UNTIL = A.Word("until")


def _passive_perfect_relative(
    actions: list[tuple[A.Action | A.Condition | A.Cost, bool | str, tuple[int, int]]], i: int
) -> A.Action | A.Timing | A.Condition | None:
    """「相手のアタックされていないキャラ」, 「カード名に「X」が含まれていないキャラ」: the lexicon
    reads 「…されて」 and 「いない」 (「いなかった」) as two clauses; before a noun, with no comma
    between them, they are one relative clause of that noun — the passive's perfect, negated.
    It is typed as a condition types it (``and`` of the two clauses, which the readers know as
    the passive progressive negated: ``ruling.cardtext.conditions._split_negative``), after the
    arguments that belong to the clause around it are taken out (``_attach_relative``). None
    when the actions at ``i`` are not so."""
    if i + 2 >= len(actions):
        return None
    (act, pause, _), (nxt, npause, _), (noun, _, _) = actions[i : i + 3]
    if not (
        isinstance(act, A.Action)
        and act.form is A.Form.PASSIVE_TE
        and act.amount is None
        and not act.modal
        and pause is False
        and isinstance(nxt, A.Action)
        and nxt.verb == "exist"
        and not nxt.args
        and not nxt.modal
        and nxt.form in (A.Form.NEGATIVE, A.Form.NEGATIVE_PAST)
        and npause is False
        and isinstance(noun, A.Action | A.Timing | A.Condition)
    ):
        return None
    attached = _attach_relative(act, noun)
    if attached is None:
        return None

    def join(t: A.Term) -> A.Term:
        if not (isinstance(t, A.Relative) and t.clause.form is A.Form.PASSIVE_TE):
            return t
        exist = A.Action("exist", (), nxt.form, span=nxt.span)
        halves = (A.Relative(t.clause), A.Relative(exist))
        args = tuple(A.Arg(A.Role.NONE, A.NounPhrase((h,))) for h in halves)
        return A.Relative(A.Action("and", args, A.Form.NOMINAL, span=t.clause.span))

    def joined(a: A.Action) -> A.Action:
        out = []
        for x in a.args:
            if isinstance(x.value, A.NounPhrase):
                x = replace(x, value=replace(x.value, terms=tuple(map(join, x.value.terms))))
            out.append(x)
        return replace(a, args=tuple(out))

    if isinstance(attached, A.Condition):
        return replace(attached, clause=joined(attached.clause))  # type: ignore[arg-type]
    if isinstance(attached, A.Timing):
        return replace(
            attached, scope=replace(attached.scope, terms=tuple(map(join, attached.scope.terms)))
        )
    return joined(attached)


def _opens_with_until(rest: list) -> bool:
    """The next clause opens with …まで (until): a passive clause before it is its relative."""
    if not rest or not isinstance(rest[0][0], A.Action) or not rest[0][0].args:
        return False
    value = rest[0][0].args[0].value
    return isinstance(value, A.NounPhrase) and value.terms == (_UNTIL,)


# connectors a rules engine runs a step under without looking at the rest of it: a second
# connector on a step opened by one of these is left untyped (see ``_sentence``)
_TRANSPARENT_LEADS = ("additionally", "if_done", "instead")


# a verb's te-form and a bare 「いて」 (いる's): 「…していて、」 (the progressive, joined by て)
_TE_FORMS = (A.Form.TE, A.Form.PASSIVE_TE)


def _te_joined_conditions(
    merged: list[tuple[A.Action | A.Condition | A.Cost | _Lead, bool | str, tuple[int, int]]],
) -> list[tuple[A.Action | A.Condition | A.Cost | _Lead, bool | str, tuple[int, int]]]:
    """「…パワー＋5000し、このターンに、Aしていて、Bなら、…」: clauses in 「…していて、」 (a verb's
    te-form, then a bare いて) printed before a 「…なら」 in a sentence are that condition's: one
    condition over all of them (an ``and`` of the clauses, as a condition printed alone is
    typed, ``_chain``; the compilers read 「していて」 as the progressive)."""
    out = list(merged)
    i = len(out) - 1
    while i >= 2:
        cond, c_pause, c_span = out[i]
        if not (isinstance(cond, A.Condition) and cond.marker == "nara"):
            i -= 1
            continue
        j = i
        while (
            j >= 2
            and isinstance(out[j - 2][0], A.Action)
            and out[j - 2][0].form in _TE_FORMS
            and out[j - 2][1] is False
            and isinstance(out[j - 1][0], A.Action)
            and out[j - 1][0].verb == "exist"
            and out[j - 1][0].form is A.Form.TE
            and not out[j - 1][0].args
            and out[j - 1][1] is True
        ):
            j -= 2
        if j == i:
            i -= 1
            continue
        clauses = [a for a, _, _ in out[j:i]] + [cond.clause]
        parts = tuple(
            A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(a),)), k < len(clauses) - 1)  # type: ignore[arg-type]
            for k, a in enumerate(clauses)
        )
        span = (out[j][2][0], c_span[1])
        both = A.Action("and", parts, A.Form.NOMINAL, span=A.Span(*span))
        out[j : i + 1] = [(replace(cond, clause=both, span=A.Span(*span)), c_pause, span)]
        i = j - 1
    return out


def _chain_conditions(first: A.Condition, nxt: A.Condition) -> A.Condition:
    """Two conditions printed before one step: a ``chain`` condition over both (see
    ``ast.Condition``); its ``clause`` is a placeholder no engine compiles."""
    parts = (*first.parts, nxt) if first.marker == "chain" else (first, nxt)
    span = A.Span(parts[0].span.start, nxt.span.end)
    # the placeholder spans the chain, in the chain's frame
    placeholder = A.Action("conditions", (), A.Form.NOMINAL, span=A.Span(0, span.end - span.start))
    return A.Condition(placeholder, "chain", nxt.pause, span, 0, parts)


def _rel_clause(action: A.Action) -> A.Action:
    """The clause a ``when`` / ``and`` argument wraps (``Relative``)."""
    value = action.args[0].value
    term = value.terms[0] if isinstance(value, A.NounPhrase) and value.terms else None
    if not isinstance(term, A.Relative):
        raise _Untyped("an event without a clause")
    return term.clause


def _chain_items(
    items: list[tuple[A.Action | A.Condition | A.Cost, bool | str, tuple[int, int]]],
) -> tuple[A.Action | A.Condition | A.Cost, bool | str, tuple[int, int]]:
    """One alternative made of several clauses (te-form chain): an ``and`` action."""
    if len(items) == 1:
        return items[0]
    if not all(isinstance(a, A.Action) for a, _, _ in items):
        raise _Untyped("alternatives of different kinds")
    parts = tuple(
        A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(a),)), p is True)  # type: ignore[arg-type]
        for a, p, _ in items[:-1]
    )
    last, pause, span = items[-1]
    parts += (A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(last),))),)  # type: ignore[arg-type]
    whole = (items[0][2][0], span[1])
    return A.Action("and", parts, A.Form.NOMINAL, span=A.Span(*whole)), pause, whole


# a reference noun that a する-verb's stem ends (そのアタック|した): the determiner and the verb
_DETERMINER_STEMS = {"that_attack": ("that", "attack")}
_DETERMINERS = ("that", "this")


def _determiner(rel: A.Action) -> tuple[A.Ref, A.Action] | None:
    """A relative clause whose last argument, just before its verb, is a bare その / この (or
    the ref noun そのアタック before した): the determiner, and the clause with it taken off
    (its other arguments kept, for the clause it is part of)."""
    if not rel.args or rel.form not in (A.Form.PAST, A.Form.PASSIVE_PAST):
        return None
    last = rel.args[-1]
    np = last.value
    if last.role is not A.Role.NONE or last.pause or not isinstance(np, A.NounPhrase):
        return None
    if len(np.terms) != 1 or not isinstance(np.terms[0], A.Ref):
        return None
    rid = np.terms[0].id
    if rid in _DETERMINERS and rel.verb != "do":
        return A.Ref(rid), replace(rel, args=rel.args[:-1])
    if rid in _DETERMINER_STEMS and rel.verb == "do":
        ref, verb = _DETERMINER_STEMS[rid]
        return A.Ref(ref), replace(rel, verb=verb, args=rel.args[:-1])
    return None


# adjectives of comparison that take no object (を): 同じ
_WITH_ONLY = ("same",)

# verbs of a describing clause that may be set off by a comma from the noun it describes
_SET_OFF_RELATIVE = ("contain", "have", "belong")


# 「XのAP分のダメージ」 (clause.lark LINK_MEASURE): the link between a value and the noun it counts
_MEASURE_LINK = "分の"
# the nouns a value before 「分の」 counts, and the count's unit
_MEASURED_UNITS = {"damage": "point"}


def _measured_count(
    terms: list[A.Term], links: list[str], span: A.Span
) -> tuple[list[A.Term], list[str]]:
    """「[『X』のAP]分のダメージ」: the terms before 「分の」 are a value, and the noun after it
    counted as many times as that value when the step is done — a ``Count`` with ``value`` (as
    「XのAPと同じ点数のダメージ」 types, ``_same_count``), linked to the noun by の. Raises
    ``_Untyped`` for a noun no unit is known for, or a second 「分の」."""
    k = links.index(_MEASURE_LINK)
    if links.count(_MEASURE_LINK) > 1:
        raise _Untyped("two values counted by 分の in one phrase")
    head = terms[k + 1]
    if not isinstance(head, A.Word) or head.id not in _MEASURED_UNITS:
        raise _Untyped("分の before a noun no value counts")
    value = A.NounPhrase(tuple(terms[: k + 1]), tuple(links[:k]), span)
    if any(isinstance(t, A.Unknown) for t in value.terms):
        raise _Untyped("分の after an untyped value")
    count = A.Count(None, _MEASURED_UNITS[head.id], "exact", value=value)
    return [count, *terms[k + 1 :]], ["の", *links[k + 1 :]]


# the nouns of a number a 「Xと同じ」 before them gives (「XのAPと同じ点数」): the count's unit
# (「Xと同じ枚数」 is not read so yet: MC's 〈コスト:英雄点と同じ枚数の…〉)
_SAME_COUNT_UNITS = {"points": "point"}


def _same_count(rel: A.Action, np: A.NounPhrase) -> tuple[A.Count, tuple[A.Arg, ...]] | None:
    """「[Xと同じ]点数」: a count whose number is the value X names, read when the step
    is done (``Count.value``), and the arguments of the relative clause before 「Xと」 (the
    clause's own). None for any other phrase."""
    if rel.verb != "same" or not rel.args or rel.form is not A.Form.FINAL:
        return None
    last = rel.args[-1]
    if last.role is not A.Role.WITH or not isinstance(last.value, A.NounPhrase):
        return None
    if any(a.role in (A.Role.SUBJECT, A.Role.TOPIC) for a in rel.args):
        return None
    head = np.terms[0] if np.terms else None
    if not isinstance(head, A.Word) or head.id not in _SAME_COUNT_UNITS:
        return None
    if any(isinstance(t, A.Unknown) for t in last.value.terms):
        return None
    count = A.Count(None, _SAME_COUNT_UNITS[head.id], "exact", value=last.value)
    return count, rel.args[:-1]


def _attach_relative(
    rel: A.Action, nxt: A.Action | A.Timing | A.Condition, link: str = ""
) -> A.Action | A.Timing | A.Condition | None:
    """``link``: what stands between the relative clause and its noun ("" or 「、」)."""
    if isinstance(nxt, A.Condition):
        # [「X」を含む]ユニットをコールしたなら: the relative clause qualifies the first noun of
        # the condition's clause, as it would a step's
        if nxt.parts or not isinstance(nxt.clause, A.Action):
            return None
        inner = _attach_relative(rel, nxt.clause, link)
        return replace(nxt, clause=inner) if isinstance(inner, A.Action) else None
    if isinstance(nxt, A.Timing):
        np = nxt.scope
        scope = A.NounPhrase((A.Relative(rel), *np.terms), (link, *np.links), np.span)
        return A.Timing(scope, nxt.point, nxt.variant)
    if not nxt.args or not isinstance(nxt.args[0].value, A.NounPhrase):
        return None
    np = nxt.args[0].value
    # a relative clause holds no topic (は): the arguments up to the last topic belong to
    # the clause it is part of (地形に、対象は手札にあるこのカードを… : 対象は is the main topic)
    cut = max((i + 1 for i, x in enumerate(rel.args) if x.role is A.Role.TOPIC), default=0)
    if nxt.verb in ("or", "and", "when"):  # alternatives and events hold clauses, not args
        cut = 0
    else:
        # そのバトル中、[「X」を含む]あなたのリアガードすべての… / そのバトル中、[そのユニットと
        # 同じ]縦列の…: a duration set off by a comma before a relative clause is how long the
        # clause it is part of lasts, not when the relative clause holds
        lead = 0
        while lead < len(rel.args) and rel.args[lead].role is A.Role.TIME and rel.args[lead].pause:
            lead += 1
        cut = max(cut, lead)
        if np.terms and np.terms[0] in (_MANNER, _UNTIL):
            # 手札から[グレードの合計が3以上になる]ように1枚以上選び / 山札の上から、[グレード3が
            # 公開される]まで公開し: what stands before the subject of a purpose or "until"
            # clause belongs to the clause it qualifies
            subj = next((i for i, x in enumerate(rel.args) if x.role is A.Role.SUBJECT), None)
            if subj is None:  # パワーを[そのユニットと同じになる]まで増減する: after the object
                outer_roles = (A.Role.OBJECT, A.Role.TIME, A.Role.TOPIC)
                subj = max(
                    (i + 1 for i, x in enumerate(rel.args) if x.role in outer_roles), default=0
                )
            cut = max(cut, subj)
    counted = _same_count(rel, np)
    if counted is not None and nxt.verb not in ("or", "and", "when"):
        # …に[XのAPと同じ]点数のダメージを与える: a count whose number is the value X has (as a
        # value in 【】, ``_bracket_count``); what stands before 「Xと」 belongs to the clause
        count, outer = counted
        first = nxt.args[0]
        new_np = A.NounPhrase((count, *np.terms[1:]), np.links, np.span)
        first = replace(first, value=new_np)
        return replace(nxt, args=(*outer, first, *nxt.args[1:]))
    if rel.verb in _WITH_ONLY and nxt.verb not in ("or", "and", "when"):
        # このユニットを[同じ]縦列の前列の(R)に移動させる: 同じ takes no object (を) — what it is
        # the same as (と), what is the same (が: 「カード名が同じカード」) — so the objects before
        # it belong to the clause it is part of
        lead = cut
        while lead < len(rel.args) and rel.args[lead].role is A.Role.OBJECT:
            lead += 1
        cut = lead
    det = _determiner(rel) if not link else None
    if det is not None and nxt.verb not in ("or", "and", "when"):
        # そのターン中、[その]登場したユニットのパワー+5000: その (この) before a relative clause
        # with no argument of its own is the determiner of the noun it qualifies; what stands
        # before it belongs to the clause it is part of
        ref, rel = det
        outer = rel.args
        rel = replace(rel, args=())
        first = nxt.args[0]
        new_np = A.NounPhrase((ref, A.Relative(rel), *np.terms), ("", "", *np.links), np.span)
        first = replace(first, value=new_np)
        return replace(nxt, args=(*outer, first, *nxt.args[1:]))
    outer, rel = rel.args[:cut], replace(rel, args=rel.args[cut:])
    first = nxt.args[0]
    new_np = A.NounPhrase((A.Relative(rel), *np.terms), (link, *np.links), np.span)
    first = replace(first, value=new_np)
    # 「Xが「N」を含むグレード３以上か、YがBなら」: the relative clause holds X, the subject
    return _split_alternatives(replace(nxt, args=(*outer, first, *nxt.args[1:])))


_KEYWORD_KINDS = {
    "auto": A.AbilityKind.AUTO,
    "continuous": A.AbilityKind.CONTINUOUS,
    "activated": A.AbilityKind.ACTIVATED,
}


def _label_kind(name: str) -> str:
    if name in ("CXコンボ",):
        return "combo"
    if name in ("カウンター",):
        return "counter"
    if re.fullmatch(r"ターン[0-9]+回?|1ターンに?[0-9]+回|[0-9]+/ターン", name):
        # 【ターン1回】 (D series), 【1ターンに1回】 (V series), 【1ターン1回】, 【1/ターン】 (the
        # icon's N-per-turn spelling): a period limit icon whose period is this turn (VG 12.3.2,
        # 12.3.2.1.1)
        return "limit"
    if "(" in name or name in L.NOUN_INDEX or "/" in name or name.endswith("ゾーン"):
        return "zone"
    return "keyword"


# what may follow a quote inside its sentence (『…』を得る, 『…』と『…』, 『…』という能力 …)
_AFTER_QUOTE_IN_SENTENCE = ("を", "と", "に", "が", "は", "の", "で", "や", "か", "も", "へ", "ま")


def _quote_ends_sentence(cur: list[Piece], nxt: Piece | None) -> bool:
    """A quote that is a sentence of its own (the abilities 「次の能力を得る。」 announces) printed
    with no 「。」 before the next sentence: 「…次の能力を得る。『…』その後、…」. Only a quote that
    opens its sentence and is followed by text that cannot continue it (no particle)."""
    return (
        len(cur) == 1
        and cur[0].kind == "quote"
        and nxt is not None
        and nxt.kind == "TEXT"
        and not nxt.value.startswith(_AFTER_QUOTE_IN_SENTENCE)
    )


# «&» joining two whole sentences (mc 4.7.6 「対象を行動完了にする&対象に【2】ダメージを与える。」):
# after a predicate's plain ending, before the next sentence's text
_AMP_SENTENCE = re.compile(r"(?<=[るすくぐつぬぶむうい])&(?=[^\s&])")


def _amp_split(pieces: list[Piece]) -> list[Piece]:
    """The TEXT pieces split at an «&» that joins two sentences: the & an ``AMP`` piece."""
    out: list[Piece] = []
    for p in pieces:
        if p.kind != "TEXT" or "&" not in p.value:
            out.append(p)
            continue
        at = 0
        for m in _AMP_SENTENCE.finditer(p.value):
            if m.start() > at:
                out.append(
                    Piece("TEXT", p.start + at, p.start + m.start(), p.value[at : m.start()])
                )
            out.append(Piece("AMP", p.start + m.start(), p.start + m.end(), "&"))
            at = m.end()
        if at < len(p.value):
            out.append(Piece("TEXT", p.start + at, p.end, p.value[at:]))
    return out


def _split_sentences(pieces: list[Piece], amp: bool = False) -> list[list[Piece]]:
    out: list[list[Piece]] = []
    cur: list[Piece] = []
    if amp:
        pieces = _amp_split(pieces)
    for i, p in enumerate(pieces):
        cur.append(p)
        kind = p.kind
        if kind in ("PERIOD", "AMP") or (
            kind == "quote"
            and _quote_ends_sentence(cur, pieces[i + 1] if i + 1 < len(pieces) else None)
        ):
            out.append(cur)
            cur = []
    if cur:
        out.append(cur)
    return out


def _has_period(s: list[Piece]) -> bool:
    return bool(s) and s[-1].kind == "PERIOD"


def _text_end(s: list[Piece]) -> int:
    return s[-1].start if _has_period(s) or s[-1].kind == "AMP" else s[-1].end


def _after_period(body: list[Piece]) -> bool:
    """The last piece is a label after the last sentence (VG icon marks like 【櫂アイコン】)."""
    for p in reversed(body[:-1]):
        if p.kind == "LABEL":
            continue
        return p.kind in ("PERIOD", "paren")
    return True


def _find_boundary(pieces: list[Piece], endings: tuple[str, ...]) -> int | None:
    """Index of the top-level comma that closes a clause ending in one of ``endings``."""
    for i in range(1, len(pieces)):
        if pieces[i].kind == "COMMA":
            prev = pieces[i - 1]
            if prev.kind == "TEXT" and prev.value.endswith(endings):
                return i
    return None


def _is_header_condition(pieces: list[Piece], text: str) -> bool:
    """A leading condition holds no action clause: the commas inside it follow stative verbs
    (あり、 / いて、) or durations (あなたのターン中、)."""
    for i, p in enumerate(pieces):
        if p.kind == "COMMA" and i > 0 and pieces[i - 1].kind == "TEXT":
            word = pieces[i - 1].value
            hit = next(
                (
                    (v, f)
                    for n in range(min(len(word), 8), 0, -1)
                    if (v_f := L.VERB_INDEX.get(word[-n:]))
                    for v, f in [v_f]
                ),
                None,
            )
            if hit and hit[0] not in STATIVE_VERBS:
                return False
        if p.kind == "LABEL" and p.value == "【コスト】":
            return False
    return True


# the connectives after a VG cost's bracket (【コスト】[…]することで、 / ことで、 / で、): the
# short で only before a comma (【コスト】[…]でも払える is not a cost)
COST_TAILS = ("することで", "ことで", "で")


# the keywords printed before a dash heading an ability's text, 「闘魂－…」 / 「時翔－…」 /
# 「救援(1)－…」: an automatic keyword whose definition is its trigger (14.29.1), or a label
# naming the family of the ability (14.19, 14.30, 14.34, 14.55: the text after the dash is
# the whole ability, trigger included)
_DASH_KINDS = ("auto", "label")
_NUMBER_PAREN = re.compile(r"\(([0-9]+)\)")


def _with_tail(cost: A.Cost, after: Piece) -> A.Cost:
    """A header cost with the connective printed after its bracket (``A.Cost.tail``): 「で」,
    or none (the effect right after the bracket, the rules' ‘[(コスト)](効果)’)."""
    if after.kind == "TEXT" and after.value == "で":
        return replace(cost, tail="で")
    if after.kind == "COMMA":
        # 「【コスト】[…]、(効果)」: no connective, only the comma before the effect — the rules'
        # ‘[(コスト)](効果)’ (vg 11.1.1.1.1; an order's cost printed first, apart from its effects,
        # 11.8.2.4.2), not the 「[…]することで、」 of a cost inside an effect's sentence (11.8.2.4.3)
        return replace(cost, tail=A.COST_NO_TAIL)
    if after.kind == "TEXT" and not after.value.startswith(COST_TAILS):
        return replace(cost, tail=A.COST_NO_TAIL, pause=False)
    return cost


def _find_vg_cost(pieces: list[Piece]) -> tuple[int, int, int] | None:
    """【コスト】[…]することで、 → (label index, bracket index, index after the comma). The
    rules' own notation of a cost before the effect, ‘[(コスト)](効果)’ (11.1.1.1.1) /
    ‘[コスト] (テキスト)’ (11.1.1.2.2), printed with its label and a comma (【コスト】[…]、…),
    is the same cost."""
    for i, p in enumerate(pieces):
        if p.kind == "LABEL" and p.value == "【コスト】" and i + 2 < len(pieces):
            br, tail = pieces[i + 1], pieces[i + 2]
            if br.kind == "bracket" and tail.kind == "COMMA":
                return i, i + 1, i + 3
            if (
                br.kind == "bracket"
                and tail.kind == "TEXT"
                and tail.value in COST_TAILS
                and (tail.value != "で" or (i + 3 < len(pieces) and pieces[i + 3].kind == "COMMA"))
            ):
                j = i + 3
                if j < len(pieces) and pieces[j].kind == "COMMA":
                    j += 1
                return i, i + 1, j
            if (
                i == 0
                and br.kind == "bracket"
                and tail.kind == "TEXT"
                and not tail.value.startswith(COST_TAILS)  # 「ことでプレイできる！」: a header
            ):
                # the rules' own notation, ‘[(コスト)](効果)’ (11.1.1.1.1): the effect printed
                # right after the bracket with no 「することで、」 (VG orders: 「【コスト】[【カウンター
                # ブラスト】(1)]あなたのリアガードを１枚選び、手札に戻す。」), the same cost
                return i, i + 1, i + 2
    return None


def _split_top(text: str, start: int, end: int, sep: str) -> list[tuple[int, int]]:
    """The spans of ``text[start:end]`` between the separators (each a character of ``sep``)
    outside brackets and quotes."""
    out = []
    depth = 0
    s = start
    for i in range(start, end):
        ch = text[i]
        if ch in "『「《([":
            depth += 1
        elif ch in "』」》)]":
            depth -= 1
        elif ch in sep and depth == 0:  # any of the separators ``sep`` lists
            out.append((s, i))
            s = i + 1
    out.append((s, end))
    return out


def _tspan(tree: Tree, base: int) -> tuple[int, int]:
    """Span of a clause subtree: from its first to its last token."""
    if type(tree) is Node:  # the fast parser's nodes know it
        if tree.start is None:
            return base, base
        return base + tree.start, base + tree.end
    first = last = None
    stack: list[Tree | Token] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, Token):
            if first is None or node.start_pos < first:
                first = node.start_pos
            if last is None or node.end_pos > last:
                last = node.end_pos
        else:
            stack.extend(node.children)
    if first is None or last is None:
        return base, base
    return base + first, base + last


def _describe(e: lark.exceptions.UnexpectedInput, src: str) -> str:
    return _describe_at(getattr(e, "pos_in_stream", None), src)


def _describe_at(pos: int | None, src: str) -> str:
    pos = pos or 0
    return f"cannot type from {src[pos : pos + 12]!r}"


# ------------------------------------------------------------------------------ entry point


def parse_normalised(game: str, norm: Normalised, source: str = "") -> ParseResult:
    text = norm.text
    result = ParseResult(game, source, norm, None)
    if not text:
        result.diagnostics.append(Diagnostic("error", "empty card text", A.Span(0, 0)))
        return result
    try:
        raws = parse_structure(game, text)
    except Exception as e:
        if not is_lark_error(e):
            raise
        from grammar.diagnostics import structural_diagnostic

        result.diagnostics.append(structural_diagnostic(game, text, e))
        return result
    builder = _Builder(game, text)
    if game in LINE_GAMES:
        abilities = tuple(builder.line_abilities(raws))
    else:
        abilities = _mark_same_line(text, [builder.ability(r) for r in raws])
    result.card = A.Card(game, abilities, A.Span(0, len(text)))
    result.diagnostics.extend(_unknown_keyword_warnings(game, result.card, text))
    return result


def _mark_same_line(text: str, abilities: list[A.Ability]) -> tuple[A.Ability, ...]:
    """An ability printed on the line of the one before it (VG scrapes lost some breaks)."""
    out = abilities[:1]
    for prev, ab in zip(abilities, abilities[1:], strict=False):
        # a break between them (looked for in place: no slice of the gap is made)
        broken = text.find("\n", prev.span.end, ab.span.start) >= 0
        out.append(ab if broken else replace(ab, same_line=True))
    return tuple(out)


_collect_labels = located(A.Label)
_located_unparsed = located(A.Unparsed)


def _labels(root: object) -> list[tuple[A.Label, int]]:
    """Every ``Label`` at or below ``root``, in ``A.walk`` order, with the start of its frame
    in ``root``'s: a visitor generated per class enters only the fields whose declared type
    can hold a label (``build.located``; the generator chain of ``A.walk`` over every field
    cost more than the rest of the card's checks)."""
    return _collect_labels(root)


_BRACKETED = recache.compile(r"【([^】\n]*)】")
# keyword_hint by (game, word), for this run (see clear_caches)
_HINTS: dict[tuple[str, str], str] = {}
# _may_warn by (game, a bracket's content), for this run
_MAY_WARN: dict[tuple[str, str], bool] = {}


def bracketed_words(text: str) -> set[str]:
    """Every word a 【…】 of ``text`` can name: the contents of each bracket, and what follows
    a 【 inside it (the lexer may start a label there). A label of kind ``keyword`` is named
    by one of them."""
    out = set()
    for m in _BRACKETED.finditer(text):
        word = m.group(1)
        out.add(word)
        i = word.find("【")
        while i >= 0:
            out.add(word[i + 1 :])
            i = word.find("【", i + 1)
    return out


def _keyword_hint(game: str, word: str) -> str:
    key = (game, word)
    hint = _HINTS.get(key)
    if hint is None:
        # imported here, when first needed (an import statement costs a lookup per call)
        from grammar.diagnostics import keyword_hint

        if len(_HINTS) >= _SENTENCE_CACHE_SIZE:
            _HINTS.clear()
        hint = _HINTS[key] = keyword_hint(word, K.names(game))
    return hint


def _may_warn(game: str, text: str, other: Collection[str]) -> bool:
    """Whether a bracketed word of ``text`` (``bracketed_words``) is neither a lexicon word
    nor another label of the game, and close to a keyword's spelling: the answer per
    bracket's content kept for the run (``_MAY_WARN``, see clear_caches), the contents read
    by ``findall``."""
    for word in _BRACKETED.findall(text):
        key = (game, word)
        may = _MAY_WARN.get(key)
        if may is None:
            if len(_MAY_WARN) >= _SENTENCE_CACHE_SIZE:
                _MAY_WARN.clear()
            may = _MAY_WARN[key] = any(
                w not in L.NOUN_INDEX and w not in other and bool(_keyword_hint(game, w))
                for w in bracketed_words(f"【{word}】")
            )
        if may:
            return True
    return False


def _unknown_keyword_warnings(game: str, card: A.Card, text: str | None = None) -> list[Diagnostic]:
    """A bracketed word that is neither a keyword nor a known label nor a lexicon word, but is
    close to a keyword's spelling: a warning with the nearest keyword (a likely typo). With
    the card's ``text``, the AST is searched only when one of its bracketed words could
    draw a warning."""
    other = K.OTHER_LABELS.get(game, ())
    if text is not None and not _may_warn(game, text, other):
        return []
    out: list[Diagnostic] = []
    for node, base in _labels(card):
        if node.keyword is not None or node.kind != "keyword":
            continue
        if node.name in L.NOUN_INDEX or node.name in other:
            continue
        hint = _keyword_hint(game, node.name)
        if hint:
            span = absolute_span(node.span, base)
            out.append(Diagnostic("warning", f"unknown keyword 【{node.name}】", span, hint=hint))
    return out


# The longest card text parsed (characters). The corpora's longest are 410 (ws) and 592 (vg);
# the lexer's look-ahead for a colon after a run of labels costs the run's length at each
# label, so a text of thousands of labels would cost its length squared.
MAX_CARD_TEXT = 2000


# The deepest nesting of brackets parsed. Real card text nests three or four deep (a quoted
# ability inside a quoted ability); the trees built from the parse are walked recursively.
MAX_NESTING = 50
_OPENERS = frozenset("『「（(［[｛{【《〈")
_CLOSERS = frozenset("』」）)］]｝}】》〉")
_OPENER_RE = recache.compile(f"[{re.escape(''.join(sorted(_OPENERS)))}]")


def _nesting(text: str) -> int:
    depth = deepest = 0
    for ch in text:
        if ch in _OPENERS:
            depth += 1
            deepest = max(deepest, depth)
        elif ch in _CLOSERS and depth:
            depth -= 1
    return deepest


# results by (game, card text) for this run (see clear_caches): a card list repeats whole
# texts (reprints, parallel rarities; the VG corpus: 801 cards, 408 texts). A result's parts
# are frozen; each caller gets its own ParseResult and diagnostics list.
_CARDS: dict[tuple[str, str], ParseResult] = {}
_CARD_CACHE_SIZE = 1024


def parse_card(text: str, game: str) -> ParseResult:
    """Parse one card's text. Never raises on bad input: problems are diagnostics. A text
    parsed before in this run is not parsed again."""
    if not _CARD_CACHE_SIZE:
        return _parse_card(text, game)
    key = (game, text)
    hit = _CARDS.get(key)
    if hit is None:
        if len(_CARDS) >= _CARD_CACHE_SIZE:
            _CARDS.clear()
        hit = _CARDS[key] = _parse_card(text, game)
    return ParseResult(hit.game, hit.source, hit.normalised, hit.card, list(hit.diagnostics))


def _parse_card(text: str, game: str) -> ParseResult:
    too_long = len(text) > MAX_CARD_TEXT
    # only a text with more opening brackets than MAX_NESTING can nest deeper: the others
    # skip the loop over every character
    too_deep = len(_OPENER_RE.findall(text)) > MAX_NESTING and _nesting(text) > MAX_NESTING
    if too_long or too_deep:
        result = ParseResult(game, text, normalise(text[:MAX_CARD_TEXT]), None)
        result.diagnostics.append(
            Diagnostic(
                "error",
                f"card text longer than {MAX_CARD_TEXT} characters ({len(text)}): not parsed"
                if too_long
                else f"brackets nested more than {MAX_NESTING} deep: not parsed",
                A.Span(0, 0),
            )
        )
        return result
    norm = normalise(text)
    if game not in GAMES:
        result = ParseResult(game, text, norm, None)
        result.diagnostics.append(
            Diagnostic("error", f"no card grammar for game {game!r}", A.Span(0, 0))
        )
        return result
    if DIALECTS[game].same_line == "brace_items":
        # 「…{A}{B}のうち1つを選ぶ。」 (braces before the choice, vs 2.14.8): the list form
        # 「…以下から1つを選ぶ。{A}{B}」 whose braces are the choice's items
        norm = brace_choice_first(norm)
        # 「以下から1つを選ぶ。・A。・B。」 / 「…選ぶ。A/B」: the same list, its items in braces
        norm = inline_choice_items(norm)
    if DIALECTS[game].name_token == "notation":
        # 「対象に進軍タイプ:飛行を付与する」: a notation with its value printed without its 「」
        # (mc 10.14.2, 13.1): set off as the rules print it, 「進軍タイプ:飛行」
        from grammar import mcvalue

        for start, end in reversed(mcvalue.bare_notation_spans(norm.text)):
            norm = wrap(norm, start, end)
    if DIALECTS[game].spaced_head_keyword:
        # 「使い捨て 対象の…」: a line's first keyword set off by a space, read as its sentence
        from grammar.headkeyword import spaced_head_keywords

        norm = spaced_head_keywords(game, norm)
    if DIALECTS[game].titled_names:
        # a card named bare as 「“称号”名前」 (vs 2.3.1.1): one name token, its end chosen by parsing
        norm = mark_titled_names(game, norm, lambda n: parse_normalised(game, n, text))
    return parse_normalised(game, norm, text)
