"""Structural layer: the game's Lark grammar (start rule ``start``) turns normalised card text
into lines of raw abilities (marker, labels, keyword, cost bracket, body pieces with nested
quotes, parentheses and brackets). The typing layer (``grammar.parse``) works from these."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from grammar import recache
from grammar.dialect import DIALECTS, GAMES, LINE_GAMES  # noqa: F401 (GAMES re-exported)
from grammar.lalr import FastLALR, Node, Token, Tree

if TYPE_CHECKING:
    import lark

GRAMMAR_DIR = Path(__file__).resolve().parent
# GAMES, and LINE_GAMES: the games whose structural grammar yields plain lines (grammar/dialect.py)
HEAD_MARKS = ("VS_ICON", "MC_MARKER")


@dataclass(slots=True)
class Piece:
    """A structural token or group. ``kind`` is a terminal name (TEXT, NAME, TRAIT, ICON,
    LABEL, STOCK, CIRCLE, COMMA, PERIOD) or a group (quote, paren, bracket)."""

    kind: str
    start: int
    end: int
    value: str = ""
    children: list[Piece] = field(default_factory=list)
    abilities: list[RawAbility] = field(default_factory=list)

    @property
    def is_group(self) -> bool:
        return self.kind in ("quote", "paren", "bracket", "brace", "block")


@dataclass(slots=True)
class RawAbility:
    """One ability as the structural pass splits it: its marker, span, labels and keyword."""

    marker: str | None  # "自", "永", "起" or None for unmarked text
    start: int
    end: int
    prefix: str | None = None  # VG 【ディヴァインスキル】- …
    bullet: bool = False
    labels: list[Token] = field(default_factory=list)
    keyword: Token | None = None
    keyword_params: list[tuple[str, Token]] = field(default_factory=list)
    cost: Piece | None = None
    body: list[Piece] = field(default_factory=list)
    # VG G-era headers: the number after a label (label index → STOCK: 【Gブレイク】(3)) and a
    # validity-condition keyword before the colon (儀式5:)
    label_stocks: dict[int, Token] = field(default_factory=dict)
    head_keyword: Token | None = None
    # a label printed after the head keyword (神託【ターン1回】:): a number after it is the label's
    labels_after: bool = False
    # WS keywords printed after the first one (「記憶 共鳴」), each with its parameters
    more_keywords: list[tuple[Token, list[tuple[str, Token]]]] = field(default_factory=list)


@cache
def structure_parser(game: str) -> lark.Lark:
    import lark

    return lark.Lark.open(
        str(GRAMMAR_DIR / f"{game}.lark"),
        parser="lalr",
        lexer="contextual",
        start="start",
        propagate_positions=True,
        maybe_placeholders=False,
    )


@cache
def fast_structure_parser(game: str) -> FastLALR:
    """The same parser run by ``grammar.lalr`` (same tables, trees and errors, less
    overhead per token)."""
    from grammar.cache import cached, grammar_key
    from grammar.lalr import build_spec
    from grammar.tables import shipped

    spec = shipped(f"structure-{game}") or cached(
        f"structure-{game}", grammar_key(), lambda: build_spec(structure_parser(game))
    )
    return FastLALR.from_spec(spec, lambda: structure_parser(game))


def _span(tree: Tree) -> tuple[int, int]:
    if type(tree) is Node:
        return (tree.start, tree.end) if tree.start is not None else (0, 0)
    start = getattr(tree, "start", None)
    if start is not None:
        return start, tree.end  # type: ignore[attr-defined]
    if hasattr(tree, "start"):  # a Node without tokens
        return 0, 0
    meta = tree.meta
    if meta.empty:
        return 0, 0
    return meta.start_pos, meta.end_pos


_NEW = object.__new__
_GROUPS = frozenset(("paren", "bracket", "brace", "block"))


def _pieces(items: list[Tree | Token], out: list[Piece] | None = None) -> list[Piece]:
    if out is None:
        out = []
    for item in items:
        if isinstance(item, Token):
            # Piece(item.type, item.start_pos, item.end_pos, str(item)) without the
            # dataclass constructor (one per structural token): every field set
            # (tests/grammar/test_structure_pieces.py)
            p = _NEW(Piece)
            p.kind = item.type
            p.start = item.start_pos
            p.end = item.end_pos
            p.value = str.__str__(item)
            p.children = []
            p.abilities = []
            out.append(p)
            continue
        data = item.data
        if data in _GROUPS:
            s, e = _span(item)
            out.append(Piece(data, s, e, children=_pieces(item.children)))
        elif data == "quote":
            s, e = _span(item)
            kids = item.children
            if any(isinstance(k, Tree) and k.data in ("ability", "event") for k in kids):
                abilities = [_ability(k) for k in kids if isinstance(k, Tree)]
                out.append(Piece("quote", s, e, abilities=abilities))
            else:
                out.append(Piece("quote", s, e, children=_pieces(kids)))
        else:  # pieces, body and other containers: their pieces in place
            _pieces(item.children, out)
    return out


def _new_raw(start: int, end: int, bullet: bool) -> RawAbility:
    """``RawAbility(None, start, end, bullet=bullet)`` without the dataclass constructor (a
    keyword call and six default factories, once per ability): every field set as it sets
    it (tests/grammar/test_structure_pieces.py)."""
    raw = _NEW(RawAbility)
    raw.marker = None
    raw.start = start
    raw.end = end
    raw.prefix = None
    raw.bullet = bullet
    raw.labels = []
    raw.keyword = None
    raw.keyword_params = []
    raw.cost = None
    raw.body = []
    raw.label_stocks = {}
    raw.head_keyword = None
    raw.labels_after = False
    raw.more_keywords = []
    return raw


def _ability(tree: Tree, bullet: bool = False) -> RawAbility:
    s, e = _span(tree)
    raw = _new_raw(s, e, bullet)
    for child in tree.children:
        if isinstance(child, Token):
            if child.type == "MARKER":
                raw.marker = str(child)[1]
            elif child.type == "PREFIX":
                raw.prefix = str(child)
            elif child.type == "LABEL":
                raw.labels.append(child)
                raw.labels_after = raw.head_keyword is not None
            elif child.type == "BARE_ZONE":  # (R): the zone label 【(R)】 without its frame
                raw.labels.append(
                    Token("LABEL", f"【{child}】", start_pos=child.start_pos, end_pos=child.end_pos)
                )
            elif child.type == "STOCK" and raw.head_keyword is not None and not raw.labels_after:
                # 雷激(3): the number printed after a head keyword is its parameter (14.28.2)
                hk = raw.head_keyword
                raw.head_keyword = Token(
                    "HEAD_KEYWORD",
                    f"{hk}{str(child)[1:-1]}",
                    start_pos=hk.start_pos,
                    end_pos=child.end_pos,
                )
            elif child.type == "KW_ORDINAL" and raw.head_keyword is not None:
                # 連波(３回目以降): the battles a head keyword names, in parentheses (14.37.2)
                hk = raw.head_keyword
                raw.head_keyword = Token(
                    "HEAD_KEYWORD", f"{hk}{child}", start_pos=hk.start_pos, end_pos=child.end_pos
                )
            elif child.type == "STOCK" and raw.labels:
                raw.label_stocks[len(raw.labels) - 1] = child
            elif child.type == "HEAD_KEYWORD":
                raw.head_keyword = child
            continue
        if child.data == "keyword":
            params = raw.keyword_params
            for k in child.children:
                if isinstance(k, Token) and k.type == "KEYWORD":
                    if raw.keyword is None:
                        raw.keyword = k
                    else:
                        params = []
                        raw.more_keywords.append((k, params))
                elif isinstance(k, Token):
                    params.append(("int", k))
                elif k.data == "kw_level":
                    params.append(("level", k.children[-1]))
                elif k.data == "kw_name":
                    for target in k.children:
                        if isinstance(target, Token) and target.type == "SLASH":
                            continue
                        if isinstance(target, Token) and target.type == "TEXT":
                            # a name printed unquoted (10.16.2 『分離 / (カード名) …』)
                            params.append(("bare_name", target))
                        elif isinstance(target, Token):
                            params.append(("name", target))
                        else:
                            ts, te = _span(target)
                            params.append(("name", Token("NAME", "", start_pos=ts, end_pos=te)))
        elif child.data == "cost":
            cs, ce = _span(child)
            raw.cost = Piece("bracket", cs, ce, children=_pieces(child.children))
        elif child.data in ("body", "pieces"):
            raw.body.extend(_pieces(child.children))
    return raw


# the marks of MC's special abilities (14.2-14.8), and what follows a mark that opens one: its
# timing [..] (14.x.2 a.), or its name and then the timing or the block 〈…〉 (b. forms, 14.6.2 b.)
MC_MARKS = "□×◎○◇●▽"
_MC_HEAD_NEXT = ("bracket", "block")


def _mc_opens_ability(body: list[Piece], i: int) -> bool:
    """Whether ``body[i]`` (a TEXT piece inside a line) is the mark of a special ability printed
    on the line of what stands before it: the mark alone followed by its timing [..] or block
    〈…〉, or the mark and the ability's name followed by either (14.2.2 … 14.8.2 print every form
    so). It follows the end of a sentence (。) or a closed piece (a keyword 「…」, a note (…)),
    never a word of a sentence: a mark inside running text (「○○に合致する」) stays text."""
    p = body[i]
    if i == 0 or p.kind != "TEXT" or not p.value or p.value[0] not in MC_MARKS:
        return False
    if body[i - 1].kind == "TEXT" or i + 1 >= len(body):
        return False
    name = p.value[1:]
    if any(ch in MC_MARKS for ch in name[:1]):
        return False
    return body[i + 1].kind in _MC_HEAD_NEXT


# a standing ability printed bare before a mark on its line (「耐性:火炎◎[普通]…」,
# 「ディフェンダー:2○[戦闘]…」): the keyword, its colon and value, and the mark after it
_MC_BARE_BEFORE_MARK = recache.compile(
    f"^[^、。:：{MC_MARKS}]+[:：][^、。{MC_MARKS}]+(?=[{MC_MARKS}])"
)


def _mc_bare_keyword_cut(body: list[Piece]) -> list[Piece]:
    """``body`` with a first TEXT piece 「keyword:value」 + mark (+ name) before a bracket or
    block split in two: the bare standing ability, and the mark that opens the ability after
    it on the same line (then cut by ``_mc_opens_ability``)."""
    if len(body) < 2 or body[0].kind != "TEXT" or body[1].kind not in _MC_HEAD_NEXT:
        return body
    p = body[0]
    m = _MC_BARE_BEFORE_MARK.match(p.value)
    if m is None:
        return body
    k = m.end()
    return [
        Piece("TEXT", p.start, p.start + k, p.value[:k]),
        Piece("TEXT", p.start + k, p.end, p.value[k:]),
        *body[1:],
    ]


def _mc_same_line(raw: RawAbility) -> list[RawAbility]:
    """An MC line holding several abilities (「◎[普通]…。●[戦闘]…。」, a keyword line and an
    ability 「「耐性:火炎」○[戦闘]…」): one raw line per ability, each from its mark on (the mark
    its label, its name a TEXT piece of its own), as if printed on lines of their own — the
    rules print each ability's parts in order (14.2.2 …), not its line breaks."""
    forced = -1
    if not raw.labels:
        n = len(raw.body)
        raw.body = _mc_bare_keyword_cut(raw.body)
        forced = 1 if len(raw.body) > n else -1
    cuts = [i for i in range(len(raw.body)) if i == forced or _mc_opens_ability(raw.body, i)]
    if not cuts:
        return _mc_keyword_tail(raw)
    out = [raw]
    body = raw.body
    raw.body = body[: cuts[0]]
    for k, i in enumerate(cuts):
        p = body[i]
        seg = RawAbility(None, p.start, body[-1].end)
        seg.labels.append(Token("MC_MARKER", p.value[0], start_pos=p.start, end_pos=p.start + 1))
        rest = body[i + 1 : cuts[k + 1] if k + 1 < len(cuts) else len(body)]
        if len(p.value) > 1:
            rest = [Piece("TEXT", p.start + 1, p.end, p.value[1:]), *rest]
        seg.body = rest
        out.append(seg)
    return [x for seg in out for x in _mc_keyword_tail(seg)]


def _bullet_line(raw: RawAbility) -> RawAbility:
    """A line opening with 「・」: a list item (``bullet``) of the ability before it, as in the
    games that print their lists so (「以下を1つ行う。⏎・A⏎・B」); the mark is not its text."""
    body = raw.body
    if raw.labels or not body or body[0].kind != "TEXT" or body[0].value[:1] not in ("・", "･"):
        return raw
    p = body[0]
    raw.bullet = True
    raw.body = (
        [Piece("TEXT", p.start + 1, p.end, p.value[1:])] if len(p.value) > 1 else []
    ) + body[1:]
    raw.start = p.start + 1
    return raw


def _brace_items(raw: RawAbility) -> list[RawAbility]:
    """A line whose last sentence is followed only by effects in braces (VS 2.14.8: 「{ } に
    よってくられた技効果は…複数の中から選択可能な技効果を表します」, 「以下から1つを選ぶ。{A。}
    {B。}」): each brace a list item of its own (``bullet``), as the items of 「以下を1つ行う」
    printed on lines of their own under 「・」 are — the braces are the typography of the list,
    not a part of the sentence before them. A brace holding no sentence (an icon, 「{cancel}」)
    or one inside the sentence leaves the line as it is."""
    body = raw.body
    last = max((i for i, p in enumerate(body) if p.kind == "PERIOD"), default=-1)
    tail = body[last + 1 :]
    if (
        last < 0
        or not tail
        or any(p.kind != "brace" or not p.children for p in tail)
        or any(p.children[-1].kind != "PERIOD" for p in tail)
    ):
        return [raw]
    raw.body = body[: last + 1]
    out = [raw]
    for p in tail:
        item = RawAbility(None, p.start + 1, p.end - 1, bullet=True)
        item.body = p.children
        out.append(item)
    return out


# a kana of a word of a sentence (を / に / が …): an area [領域] (2.14.4: 「リング」, 「手札」,
# 「サプライズ置場」) holds none, a cost or a condition in brackets does
_HIRAGANA = recache.compile("[ぁ-ゖ]")


def _vs_opens_technique(body: list[Piece], i: int) -> bool:
    """Whether ``body[i]`` opens a technique printed on the line of the one before it (VS
    2.14.4: 「[] によってくられた領域は、技効果が有効になる場所を表します」): after the 「。」 of a
    sentence, a header (【技名】《技属性》, 2.13.1, 2.15.1) or directly a bracket naming an area — a
    noun without a kana of a sentence, not a template slot 「[行動A]する」 nor a surprise's
    condition 「[条件]→」."""
    if i == 0 or body[i - 1].kind != "PERIOD":
        return False
    j = i
    while j < len(body) and body[j].kind in ("LABEL", "TRAIT"):
        j += 1
    if j >= len(body) or body[j].kind != "bracket" or j + 1 >= len(body):
        return False
    kids = body[j].children
    if len(kids) != 1 or kids[0].kind != "TEXT" or _HIRAGANA.search(kids[0].value):
        return False
    nxt = body[j + 1]
    return not (
        nxt.kind == "ARROW"
        or (nxt.kind == "TEXT" and nxt.value.startswith(("する", "した", "して", "しな")))
    )


def _vs_techniques(raw: RawAbility) -> list[RawAbility]:
    """A VS line holding several techniques (「[リング]…。[リング][コスト]…。」): one raw line per
    technique, each from its header or its [領域] on (``_vs_opens_technique``), as if printed
    on lines of their own; a line with one technique is left as it is."""
    cuts = [i for i in range(len(raw.body)) if _vs_opens_technique(raw.body, i)]
    if not cuts:
        return [raw]
    body = raw.body
    raw.body = body[: cuts[0]]
    out = [raw]
    for k, i in enumerate(cuts):
        seg = RawAbility(None, body[i].start, body[-1].end)
        seg.body = body[i : cuts[k + 1] if k + 1 < len(cuts) else len(body)]
        out.append(seg)
    return out


_MC_STANDING = ("NAME", "paren", "LABEL")


def _mc_keyword_tail(raw: RawAbility) -> list[RawAbility]:
    """An ability's line ending in standing abilities printed after its last sentence
    (「…を付与する。「チャージ:+1」」, 「…。「弱点:火炎(+2ダメージ)」」): the quoted keywords after the
    「。」, with nothing else up to the line's end, are a line of their own (2.1.20, 13.1: a
    standing ability is no part of a special ability's effect). A quote that opens a sentence
    (「「種族:X」のユニットが…」) has text after it and stays."""
    body = raw.body
    last = max((i for i, p in enumerate(body) if p.kind == "PERIOD"), default=-1)
    tail = body[last + 1 :]
    if (
        last < 0
        or not tail
        or tail[0].kind != "NAME"
        or any(p.kind not in _MC_STANDING for p in tail)
    ):
        return [raw]
    raw.body = body[: last + 1]
    rest = RawAbility(None, tail[0].start, tail[-1].end)
    rest.body = tail
    return [raw, rest]


def parse_structure(game: str, text: str) -> list[RawAbility]:
    """Parse normalised ``text``; raises ``lark.exceptions.LarkError`` on a syntax error."""
    tree = fast_structure_parser(game).parse(text)
    out: list[RawAbility] = []
    if game in LINE_GAMES:
        # one raw ability per line: head icons / markers as labels, the rest as body
        for line in tree.children:
            if not isinstance(line, Tree):
                continue
            s, e = _span(line)
            raw = RawAbility(None, s, e)
            items = list(line.children)
            while items and isinstance(items[0], Token) and items[0].type in HEAD_MARKS:
                raw.labels.append(items.pop(0))
            raw.body = _pieces(items)
            segments = [raw]
            same_line = DIALECTS[game].same_line
            if same_line == "mc_same_line":
                segments = _mc_same_line(raw)
            elif same_line == "brace_items":
                segments = [
                    item for seg in _vs_techniques(_bullet_line(raw)) for item in _brace_items(seg)
                ]
            for seg in segments:
                if seg.body or seg.labels:
                    s = seg.labels[0].start_pos if seg.labels else seg.body[0].start
                    e = seg.body[-1].end if seg.body else seg.labels[-1].end_pos
                    seg.start, seg.end = s, e
                out.append(seg)
        return out
    for line in tree.children:
        if not isinstance(line, Tree):
            continue
        if line.data in ("ability", "event"):
            out.append(_ability(line))
            continue
        # a VG line: BULLET? lead? ability*
        bullet = False
        for child in line.children:
            if isinstance(child, Token) and child.type == "BULLET":
                bullet = True
            elif isinstance(child, Tree) and child.data == "lead":
                out.append(_ability(child, bullet))
                bullet = False
            elif isinstance(child, Tree) and child.data == "ability":
                out.append(_ability(child, bullet))
                bullet = False
    return out
