"""The structural layer builds a token's ``Piece`` and an ability's ``RawAbility`` without the
dataclass constructors (``grammar.structure._pieces``, ``_new_raw``): every field is set, as
the constructor sets it."""

from __future__ import annotations

from dataclasses import fields

from grammar.normalise import normalise
from grammar.structure import Piece, RawAbility, _new_raw, parse_structure

TEXTS = {
    "ws": "【自】［(1) 手札を1枚控え室に置く］ このカードがアタックした時、あなたは1枚引く。（説明）",
    "vg": "【自】【(V)】：このユニットがアタックした時、【コスト】[【カウンターブラスト】(1)]することで、１枚引く。",
}


def _all_pieces(raws: list[RawAbility]) -> list[Piece]:
    out: list[Piece] = []
    stack: list[Piece] = [p for r in raws for p in (*r.body, *([r.cost] if r.cost else []))]
    while stack:
        p = stack.pop()
        out.append(p)
        stack.extend(p.children)
        stack.extend(q for r in p.abilities for q in r.body)
    return out


def test_token_pieces_have_every_field() -> None:
    for game, text in TEXTS.items():
        pieces = _all_pieces(parse_structure(game, normalise(text).text))
        tokens = [p for p in pieces if not p.is_group]
        assert tokens, game
        for p in pieces:
            values = {f.name: getattr(p, f.name) for f in fields(Piece)}  # none unset
            assert Piece(**values) == p
        for p in tokens:
            assert type(p.value) is str and p.children == [] and p.abilities == []
            assert p.children is not p.abilities


def test_raw_ability_has_every_field() -> None:
    for bullet in (False, True):
        raw = _new_raw(3, 9, bullet)
        values = {f.name: getattr(raw, f.name) for f in fields(RawAbility)}  # none unset
        assert raw == RawAbility(None, 3, 9, bullet=bullet) == RawAbility(**values)
        mutable = [v for v in values.values() if isinstance(v, list | dict)]
        assert len({id(v) for v in mutable}) == len(mutable) == 5  # each its own
    for game, text in TEXTS.items():
        raws = parse_structure(game, normalise(text).text)
        assert raws, game
        for raw in raws:
            assert RawAbility(**{f.name: getattr(raw, f.name) for f in fields(RawAbility)}) == raw
