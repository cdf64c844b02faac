"""VG card-text constructions of round 16, fourth helper (s12vg; issue 12: recurring card
language, not one card's wording), each on a minimal text of its own and a board
(docs/cardtext.md, "VG round 16, fourth helper")."""

from __future__ import annotations

import pytest

from tests.ruling.boards import rejection, setup_ruling


def _compiled(text: str, kind: str = "ノーマルユニット") -> list:
    from ruling import abilities as A
    from ruling.rules import get_game

    get_game("vg")  # registers the Vanguard compiler
    return list(A._abilities("vg", text, kind))


# ------------------------------------------------------------------ deck-construction texts (8.1.3)


@pytest.mark.parametrize(
    ("text", "n", "name"),
    [
        ("【永】：このユニットはデッキに４枚までしか入れられない。", 4, None),
        ("【永】：このユニットはデッキに２枚しか入れられない。", 2, None),
        ("【永】：このカードはデッキに１枚だけ入れられる。", 1, None),
        ("【永】：「竜」はデッキに２枚までしか入れられない。", 2, "竜"),
        ("【永】：「竜」はデッキに１枚だけ入れられる。", 1, "竜"),
    ],
)
def test_deck_construction_texts_compile_8_1_3(text: str, n: int, name: str | None) -> None:
    """「N枚だけ入れられる」 and 「N枚(まで)しか入れられない」 (the grammar: しか after a count with
    まで, before a negative, is ``only``) say the same: at most N; by name, or for this card."""
    (ab,) = _compiled(text)
    assert ab.supported, ab.reason
    (op,) = ab.program.steps
    assert (op.verb, op.n, op.name) == ("deck_limit", n, name)
    assert (op.target is None) == (name is not None)


@pytest.mark.parametrize(
    "text",
    [
        "【永】：このユニットはデッキに入れられない。",  # no count: not a copy limit
        "【永】：このユニットはデッキに２回しか入れられない。",  # not a number of cards
        "【永】：このユニットはデッキに２枚までしか入れられる。",  # しか before a positive
        "【永】：このユニットは手札に２枚までしか入れられない。",  # not the deck
    ],
)
def test_other_deck_texts_stay_refused(text: str) -> None:
    (ab,) = _compiled(text)
    assert not ab.supported and ab.reason


ONLY_TWO = "【永】：このユニットはデッキに２枚までしか入れられない。"


def _deck(spec: str) -> str:
    return f"  A: {{deck: [{spec}]}}\n  B: {{deck: 50}}"


def _setup(spec: str):  # noqa: ANN202 - a ruling
    return setup_ruling("vg", _deck(spec), "{do: game_setup, first: A}")


def test_this_card_limit_counts_its_collector_number_8_1_9() -> None:
    """「このユニットはデッキに２枚までしか入れられない」: the cards of its collector number (8.1.9)
    at most 2 (8.1.3 replacing 8.1.5's 4) — 3 of them refused at 8.2.1.1; 2 of them and 2 of
    the same name under another number (no such text) accepted, the name's 4 of 8.1.5 met."""
    r = _setup(f'{{name: 盾, id: X-01/001, text: "{ONLY_TWO}", count: 3}}, 47')
    assert "3枚（カードのテキストにより2枚まで）" in rejection(r)
    assert {"8.1.3", "8.1.9"} <= set(r.main.decided_by)
    ok = _setup(
        f'{{name: 盾, id: X-01/001, text: "{ONLY_TWO}", count: 2}},'
        " {name: 盾, id: X-01/002, count: 2}, 46"
    )
    assert not ok.main.rejected
    five = _setup(
        f'{{name: 盾, id: X-01/001, text: "{ONLY_TWO}", count: 2}},'
        " {name: 盾, id: X-01/002, count: 3}, 45"
    )
    assert "「盾」のカードが5枚" in rejection(five)  # 8.1.5 still counts the name


def test_this_card_limit_without_collector_number_is_an_assumption() -> None:
    """A card given without its collector number: the cards of the same name and text are taken
    as of one number, and the ruling says so (8.1.9) — 3 refused, 2 accepted with the
    assumption stated."""
    r = _setup(f'{{name: 盾, text: "{ONLY_TWO}", count: 3}}, 47')
    assert "同じカード名とテキスト" in rejection(r)
    ok = _setup(f'{{name: 盾, text: "{ONLY_TWO}", count: 2}}, 48')
    assert not ok.main.rejected
    said = " ".join(w.ja for w in ok.main.warnings if w.kind == "assumption")
    assert "同じコレクション番号のカードとしました" in said
    numbered = _setup(f'{{name: 盾, id: X-01/001, text: "{ONLY_TWO}", count: 2}}, 48')
    assert not any("コレクション番号" in w.ja for w in numbered.main.warnings)


def test_four_copies_by_the_text_is_the_rules_four() -> None:
    """「４枚までしか入れられない」 on a card: 4 copies accepted, 5 refused (by the text and by 8.1.5
    alike)."""
    text = "【永】：このユニットはデッキに４枚までしか入れられない。"
    assert not _setup(f'{{name: 盾, id: X-01/001, text: "{text}", count: 4}}, 46').main.rejected
    r = _setup(f'{{name: 盾, id: X-01/001, text: "{text}", count: 5}}, 45')
    assert "5枚（カードのテキストにより4枚まで）" in rejection(r)
