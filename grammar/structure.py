"""Structural layer: the game's Lark grammar (start rule ``start``) turns normalised card text
into lines of raw abilities (marker, labels, keyword, cost bracket, body pieces with nested
quotes, parentheses and brackets). The typing layer (``grammar.parse``) works from these."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from grammar.lalr import FastLALR, Node, Token, Tree

if TYPE_CHECKING:
    import lark

GRAMMAR_DIR = Path(__file__).resolve().parent
GAMES = ("ws", "vg", "vs", "co", "mc")
LINE_GAMES = ("vs", "co", "mc")  # games whose structural grammar yields plain lines
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
            elif child.type == "BARE_ZONE":  # (R): the zone label 【(R)】 without its frame
                raw.labels.append(
                    Token("LABEL", f"【{child}】", start_pos=child.start_pos, end_pos=child.end_pos)
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
                        if isinstance(target, Token):
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
            if raw.body or raw.labels:
                s = raw.labels[0].start_pos if raw.labels else raw.body[0].start
                e = raw.body[-1].end if raw.body else raw.labels[-1].end_pos
                raw.start, raw.end = s, e
            out.append(raw)
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
