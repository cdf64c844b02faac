"""WS on the shared IR (round 18, issue 12): a plain noun phrase of a WS text is compiled by the
shared noun-phrase compiler (``ruling.cardtext.nouns.sel``) with WS's vocabulary, to the shared
``Sel``; WS's own readings (alternatives, relative clauses, slots, marker zones, そのキャラ …)
stay in ``ruling.games._ws.cardtext.nouns``. Each case: what it compiles to, and what it does on
a board."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from grammar import ast as A
from ruling.cardtext import nouns as shared_nouns
from ruling.cardtext.ir import Cond, Sel
from ruling.games._ws.cardtext import conditions as ws_conditions
from ruling.games._ws.cardtext import nouns as ws_nouns
from ruling.games._ws.vocab import VOCAB
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_compile, ws_resolve_text

PLAIN = [
    (
        A.NounPhrase(
            (A.Owner("self"), A.Zone("waiting_room"), A.CardKind("character")), ("の", "の")
        ),
        Sel(owner="you", zones=("waiting_room",), kinds=("character",)),
    ),
    (
        A.NounPhrase((A.Owner("opponent"), A.Zone("deck"), A.Position("very_top")), ("の", "の")),
        Sel(owner="opponent", zones=("deck",), pos="top"),
    ),
    (
        A.NounPhrase(
            (A.Ref("other"), A.Owner("you"), A.Trait("音楽"), A.CardKind("character")),
            ("の", "の", "の"),
        ),
        Sel(owner="you", kinds=("character",), traits=("音楽",), other=True),
    ),
    (
        # 「あなたの[[treasure.gif]]のCX」: one trigger icon (2.16), the shared reading (round 19)
        A.NounPhrase((A.Owner("you"), A.Icon("treasure"), A.CardKind("climax")), ("の", "の")),
        Sel(owner="you", kinds=("climax",), icons=("treasure",)),
    ),
]


@pytest.mark.parametrize(("np", "want"), PLAIN)
def test_a_plain_noun_phrase_is_the_shared_compilers(np: A.NounPhrase, want: Sel) -> None:
    """自分の (the master, 4.3.3) and 山札の一番上 (3.1.5) are WS's words (``VOCAB.owners`` /
    ``positions``); the rest is the shared reading."""
    assert ws_nouns._plain(np)
    assert ws_nouns.sel(np) == shared_nouns.sel(np, VOCAB) == want


@pytest.mark.parametrize(
    "np",
    [
        # 「手札のこのカード」: this card while it is in the hand (2.12.2.3) — WS's own reading
        A.NounPhrase((A.Owner("you"), A.Zone("hand"), A.Ref("this_card")), ("の", "の")),
        # 「そのキャラ」: the reference says its kind (``Sel.said``, for its antecedent)
        A.NounPhrase((A.Ref("that_character"),)),
        # 「《A》か《B》のキャラ」: one of several traits (``traits_any``)
        A.NounPhrase((A.Trait("A"), A.Trait("B"), A.CardKind("character")), ("か", "の")),
        # 「《音楽》のこのカード」: a reference with further words (the shared reader refuses it)
        A.NounPhrase((A.Trait("音楽"), A.Ref("this_card")), ("の",)),
        # 「[[soul.gif]]か[[choice.gif]]のカード」: one of several icons (``icons_any``)
        A.NounPhrase((A.Icon("soul"), A.Icon("choice"), A.CardKind("card")), ("か", "の")),
        # 「このカードの下のマーカー」: the marker zone under this card (3.7)
        A.NounPhrase(
            (A.Ref("this_card"), A.Position("bottom"), A.CardKind("marker")), ("の", "の")
        ),
    ],
)
def test_ws_own_noun_phrases_stay_its_own(np: A.NounPhrase) -> None:
    assert not ws_nouns._plain(np)


BOARD = """\
  A:
    level: 1
    deck: 10
    waiting_room:
      - {name: 歌手, type: character, level: 0, traits: [音楽]}
      - {name: 剣士, type: character, level: 0, traits: [武器]}
      - {name: 山場, type: climax}
  B:
    level: 1
    deck: 10
    waiting_room: [{name: 敵の歌手, type: character, level: 0, traits: [音楽]}]
"""


@pytest.mark.parametrize(
    ("text", "hand"),
    [
        ("あなたは自分の控え室の《音楽》のキャラを1枚選び、手札に戻す。", ["歌手"]),
        ("あなたは自分の控え室のCXを1枚選び、手札に戻す。", ["山場"]),
        ("あなたは自分の控え室の「剣士」を1枚選び、手札に戻す。", ["剣士"]),
    ],
)
def test_a_plain_choice_on_a_board(text: str, hand: list[str]) -> None:
    """The card chosen is the only one of the master's waiting room (自分の: not B's) that fits
    the trait, the kind or the name."""
    r = ws_resolve_text(BOARD, text)
    assert not unsupported(r)
    assert [c.name for c in r.main.final.players["A"].zones["hand"]] == hand


def test_own_phase_timing_is_the_masters() -> None:
    """「自分のドローフェイズの始めに」 reads as 「あなたの…」 (自分: the master, 4.3.3) — before, the
    owner 自分 was not one the timing reader took and the ability was refused."""
    text = "【自】 {}ドローフェイズの始めに、あなたは自分の山札の上から1枚を、ストック置場に置く。"
    own = ws_compile(text.format("自分の"))
    assert own == ws_compile(text.format("あなたの"))
    assert own.trigger.owner == "you"


# --------------------------------------------------------------------------- conditions (round 19)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "あなたの控え室にCXがあるなら、あなたは1枚引く。",
            Cond("count", sel=Sel(owner="you", zones=("waiting_room",), kinds=("climax",))),
        ),
        (
            "あなたの控え室にCXがないなら、あなたは1枚引く。",
            Cond(
                "count",
                sel=Sel(owner="you", zones=("waiting_room",), kinds=("climax",)),
                cmp="eq",
                n=0,
            ),
        ),
        (
            "他のあなたの《音楽》のキャラがいないなら、あなたは1枚引く。",
            Cond(
                "count",
                sel=Sel(owner="you", kinds=("character",), traits=("音楽",), other=True),
                cmp="eq",
                n=0,
            ),
        ),
        (
            "あなたの控え室のCXが2枚以上なら、あなたは1枚引く。",
            Cond("count", sel=Sel(owner="you", zones=("waiting_room",), kinds=("climax",)), n=2),
        ),
    ],
)
def test_an_existence_or_count_condition_is_the_shared_readers(text: str, want: Cond) -> None:
    """An existence of described cards, or a count of them in a named zone, is read by the shared
    condition reader (``ruling.cardtext.conditions``) with WS's vocabulary
    (``_ws/cardtext/conditions._shared_reading``)."""
    assert ws_compile(text).cond == want  # the ability's condition, before its effect


def test_a_count_without_a_zone_is_on_the_stage() -> None:
    """「《音楽》のキャラが2枚以上なら」 names no zone: read by the shared reader, WS counts the
    characters on the stage (2.3.2.1.2; ``_on_stage``) where the shared reader leaves the place to
    the game (``zones=()``)."""
    clause = A.Action(
        "be",
        (
            A.Arg(
                A.Role.SUBJECT, A.NounPhrase((A.Trait("音楽"), A.CardKind("character")), ("の",))
            ),
            A.Arg(A.Role.PREDICATE, A.NounPhrase((A.Count(A.Number(2), "card", "at_least"),))),
        ),
        A.Form.NOMINAL,
    )
    assert ws_conditions._shared_reading(clause)
    assert ws_conditions._clause(clause).sel.zones == ("stage",)


@pytest.mark.parametrize(("climaxes", "hand"), [(1, 1), (0, 0)])
def test_an_existence_condition_on_a_board(climaxes: int, hand: int) -> None:
    """「あなたの控え室にCXがあるなら、1枚引く」: A draws only with a climax in its waiting room."""
    wr = "[{name: 山場, type: climax}]" if climaxes else "[{name: 歌手, type: character}]"
    board = f"  A:\n    level: 1\n    deck: 10\n    waiting_room: {wr}\n  B:\n    level: 1\n    deck: 10\n"
    r = ws_resolve_text(board, "あなたの控え室にCXがあるなら、あなたは1枚引く。")
    assert not unsupported(r)
    assert len(r.main.final.players["A"].zones["hand"]) == hand


@pytest.mark.parametrize(
    "text",
    [
        "【永】 このカードのバトル中、あなたの控え室にCXがあるなら、このカードのパワーを＋1000。",
        "【永】 このカードのバトル中、他のあなたのキャラがいるなら、このカードのパワーを＋1000。",
        "【永】 このカードのバトル中、他のあなたのキャラが2枚以上なら、このカードのパワーを＋1000。",
    ],
)
def test_a_battle_time_before_an_existence_stays_ws_own(text: str) -> None:
    """「このカードのバトル中、…があるなら」: a time other than a turn is WS's own reading (this card
    in a battle, ``_in_this_battle``), not routed to the shared reader, which reads only a turn —
    bf47afc3 routed it and refused the ability."""
    cond = ws_compile(text).cond
    assert cond.what == "and" and cond.parts[0] == ws_conditions.IN_BATTLE
    assert cond.parts[1].what == "count"


@pytest.mark.parametrize(
    ("text", "zone", "pos"),
    [
        ("【永】 後列にこのカードがいるなら、このカードのパワーを＋1000。", "back_row", None),
        ("【永】 舞台にこのカードがいるなら、このカードのパワーを＋1000。", "stage", None),
        (
            "【永】 アラーム このカードがクロックの1番上にあるなら、あなたのキャラすべてのパワーを＋1000。",
            "clock",
            "top",
        ),
    ],
)
def test_this_card_in_a_place_is_the_shared_at(text: str, zone: str, pos: str | None) -> None:
    """「このカードが…にいるなら」 (round 20): the shared condition word ``at`` (the card a
    reference points at is in the place ``filt`` names), as the shared reader writes 「このユニット
    が前列にいるなら」 — WS's own ``in_zone`` before; クロックの1番上 (3.8.2) the place's ``pos``."""
    cond = ws_compile(text).cond
    assert cond == Cond("at", sel=Sel(ref="this"), filt=Sel(zones=(zone,), pos=pos))


@pytest.mark.parametrize(("slot", "power"), [("left_back", 4000), ("center_front", 3000)])
def test_this_card_in_a_place_on_a_board(slot: str, power: int) -> None:
    """「【永】 後列にこのカードがいるなら、このカードのパワーを＋1000」: applies in the back row
    only (3.6.3)."""
    text = "【永】 後列にこのカードがいるなら、このカードのパワーを＋1000。"
    src = (
        WS_HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
        f'      {slot}: {{name: 後ろ, type: character, level: 1, power: 3000, text: "{text}"}}\n'
        "  B: {deck: 10}\nask: [後ろ.power]\n"
    )
    assert resolve(loads(src)).outcome["state"] == {"後ろ.power": power}


@pytest.mark.parametrize(
    ("text", "owner", "cmp", "n"),
    [
        ("あなたのレベルが2以上なら、あなたは1枚引く。", "you", "ge", 2),
        ("相手のレベルが1以下なら、あなたは1枚引く。", "opponent", "le", 1),
        ("お互いのレベルが2以下なら、あなたは1枚引く。", "each", "le", 2),
    ],
)
def test_a_players_level_is_the_shared_player_number(
    text: str, owner: str, cmp: str, n: int
) -> None:
    """「あなたのレベルが2以上なら」 (round 20): the shared condition word for a player's number
    (``player_number``, as VG's 「あなたのエネルギーが５以上なら」) with the number ``level`` (the
    cards in the level zone, 3.9) — WS's own ``level`` before; お互いの: each player's (``each``)."""
    cond = ws_compile(text).cond
    assert cond == Cond("player_number", owner=owner, verb="level", cmp=cmp, n=n)


@pytest.mark.parametrize(("level", "hand"), [(2, 1), (1, 0)])
def test_a_players_level_on_a_board(level: int, hand: int) -> None:
    """「あなたのレベルが2以上なら、1枚引く」: A draws only with two cards in its level zone."""
    board = f"  A:\n    level: {level}\n    deck: 10\n  B:\n    level: 1\n    deck: 10\n"
    r = ws_resolve_text(board, "あなたのレベルが2以上なら、あなたは1枚引く。")
    assert not unsupported(r)
    assert len(r.main.final.players["A"].zones["hand"]) == hand
