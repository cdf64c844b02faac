"""Weiß Schwarz card-text constructions of round 23 (issue 12, s19ws3): a signed amount written
inline as a value times a number (「パワーを＋レベル×500」, 「＋このカードのソウル×1000」, 「－相手の
レベル×1000」) — the same value 「＋Ｘ。Ｘは…×500に等しい」 computes; a minimal ability text and what
it does on a board, the refusals for what it does not cover, and the other games' refusals."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from grammar import ast as A
from grammar.parse import parse_card
from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import (
    WS_HEAD,
    compiled_first,
    unsupported,
    ws_compile,
    ws_resolve_text,
    zone_names,
)

BOARD = """\
  A:
    level: {mine}
    deck: 10
    clock: {clock}
    stage:
      center_front: {{name: 主役, type: character, level: 2, power: 5000, soul: 2}}
  B:
    level: {theirs}
    deck: 10
"""


def _board(mine: int = 1, theirs: int = 2, clock: int = 3) -> str:
    cards = ", ".join(f"{{name: 時{i}, type: character}}" for i in range(clock))
    return BOARD.format(mine=mine, theirs=theirs, clock=f"[{cards}]")


def _power(r) -> int:  # type: ignore[no-untyped-def]
    assert not unsupported(r), unsupported(r)
    return r.outcome["state"]["主役.power"]


# ------------------------------------------------ the value's kinds: a card's stat, a count, a level


@pytest.mark.parametrize(
    ("value", "k", "expected"),
    [
        ("そのキャラのレベル", 500, 5000 + 2 * 500),  # the chosen card's level (2.6)
        ("そのキャラのソウル", 1000, 5000 + 2 * 1000),  # its soul
        ("あなたのクロックの枚数", 500, 5000 + 3 * 500),  # cards counted in a zone
        ("相手のレベル", 1000, 5000 + 2 * 1000),  # a player's level (3.9)
        ("あなたのレベル", 1500, 5000 + 1 * 1500),
    ],
)
@pytest.mark.parametrize("form", ["inline", "x"])
def test_inline_value_is_what_the_x_form_computes(
    form: str, value: str, k: int, expected: int
) -> None:
    """「あなたは自分のキャラを1枚選び、そのターン中、パワーを＋<value>×k。」 does what 「…パワーを＋Ｘ。
    Ｘは<value>×kに等しい。」 does, on the same board: the value read when the step is done."""
    if form == "inline":
        text = f"あなたは自分のキャラを1枚選び、そのターン中、パワーを＋{value}×{k}。"
    else:
        text = (
            f"あなたは自分のキャラを1枚選び、そのターン中、パワーを＋Ｘ。Ｘは{value}×{k}に等しい。"
        )
    r = ws_resolve_text(_board(), text, ask="主役.power")
    assert _power(r) == expected


@pytest.mark.parametrize(("clock", "expected"), [(0, 5000), (2, 4000), (4, 3000)])
def test_a_minus_sign_lowers_by_the_value(clock: int, expected: int) -> None:
    """「パワーを－<value>×500」: the sign is the amount's; no clock, no change."""
    text = "あなたは自分のキャラを1枚選び、そのターン中、パワーを－あなたのクロックの枚数×500。"
    r = ws_resolve_text(_board(clock=clock), text, ask="主役.power")
    assert _power(r) == expected


def test_an_inline_amount_then_another_change() -> None:
    """「パワーを＋…×500し、ソウルを＋1」: the inline amount in the continuative form, then a second
    change of the same card (the form of the stat change is the verb's, する)."""
    text = (
        "あなたは自分のキャラを1枚選び、そのターン中、パワーを＋あなたのクロックの枚数×500し、"
        "ソウルを＋1。"
    )
    r = ws_resolve_text(_board(clock=2), text, ask="主役.power, 主役.soul")
    assert not unsupported(r)
    assert r.outcome["state"] == {"主役.power": 6000, "主役.soul": 3}


# ---------------------------------- a bare stat: the value of each card the change applies to

CHEER = """\
players:
  A:
    level: 1
    deck: 10
    stage:
      left_front: {{name: 前衛, type: character, level: {front}, power: 5000, soul: 1}}
      left_back: {{name: 応援役, type: character, level: 0, power: 3000, soul: 1, text: "{text}"}}
  B:
    level: 3
    deck: 10
actions:
  - {{do: check_timing}}
ask: [前衛.power]
"""


@pytest.mark.parametrize("front", [0, 1, 3])
@pytest.mark.parametrize("amount", ["＋レベル×500", "＋Ｘ。Ｘはそのキャラのレベル×500に等しい"])
def test_a_bare_level_is_the_changed_cards(front: int, amount: str) -> None:
    """応援 (10.3) 「このカードの前のあなたのキャラすべてに、パワーを＋レベル×500」: 「レベル」 with no
    card named is the level of each card it changes (as 「Ｘはそのキャラのレベル×500」), not the
    supporter's (level 0) nor a player's (1 / 3)."""
    text = f"【永】 応援 このカードの前のあなたのキャラすべてに、パワーを{amount}。"
    r = resolve(loads(WS_HEAD + CHEER.format(front=front, text=text)))
    assert not unsupported(r)
    assert r.outcome["state"] == {"前衛.power": 5000 + 500 * front}


def test_inline_and_x_forms_compile_to_the_same_program() -> None:
    """The compiled programs are the same: one reader of the value (``x_definition``)."""
    a = ws_compile("【永】 このカードのパワーを＋このカードのソウル×1000。")
    b = ws_compile("【永】 このカードのパワーを＋Ｘ。Ｘはこのカードのソウル×1000に等しい。")
    assert a == b


# ------------------------------------------------------------------ the grammar's reading


def test_the_grammar_reads_a_measure() -> None:
    """The value (with its factor) is the step's measure; the amount's number is the value's."""
    r = parse_card("【永】 このカードのパワーを＋このカードのレベル×500。", "ws")
    assert r.card is not None
    body = r.card.abilities[0].effect.sentences[0].steps[0].body  # type: ignore[union-attr]
    assert isinstance(body, A.Action) and body.verb == "stat_change"
    assert body.amount == A.Amount("+", A.Number(None, "value"))
    measure = next(a.value for a in body.args if a.role is A.Role.MEASURE)
    assert measure.terms[-1] == A.Amount("x", A.Number(500))  # type: ignore[union-attr]


# ------------------------------------------------------------------------------ refusals


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a second Ｘ in the same ability: two amounts, one name — refused, not guessed
        (
            "【永】 このカードのパワーを＋Ｘし、ソウルを＋このカードのレベル×1。Ｘは相手のレベル×500に等しい。",
            "defines Ｘ",
        ),
        # a value of a card nobody names (not a stat change's own cards)
        ("【永】 このカードのパワーを＋キャラのレベル×500。", "not named"),
    ],
)
def test_refused_by_name(text: str, reason: str) -> None:
    with pytest.raises(Unsupported, match=reason):
        ws_compile(text)


def test_vg_reads_a_count_times_a_number_as_an_amount_per_card() -> None:
    """vg reads the same grammar piece (clause.lark). Until round 57 its compiler refused the
    amount by name ("measure"); s54vgC's ``_count_times`` reads 「…の枚数×N」 as N per card counted
    (12.7.1; its board test is tests/ruling/test_vg_r57_amount_times_count.py) — never a bare number."""
    prog = compiled_first(
        "【永】【(V)】：このユニットのパワー+あなたのダメージゾーンのカードの枚数×5000。", "vg"
    )
    (op,) = prog.steps
    assert op.stat == "power" and op.amount == 5000
    assert op.per is not None and op.per.zones == ("damage",) and op.per.owner == "you"


# ---------------------- a second condition with its subject unsaid (「…が3枚以上なら…、2枚以下なら…」)

STOCKS = """\
  A:
    level: 1
    deck: [{{name: 山1, type: character}}, {{name: 山2, type: character}}]
    stock: {stock}
    hand: []
  B:
    level: 1
    deck: 10
"""


@pytest.mark.parametrize("sep", ["、", "。"])
@pytest.mark.parametrize(("n", "hand", "stock"), [(3, ["山1"], 3), (2, [], 3), (1, [], 2)])
def test_a_count_condition_with_its_subject_unsaid(
    sep: str, n: int, hand: list[str], stock: int
) -> None:
    """「あなたのストックが3枚以上なら1枚引き、2枚以下なら山札の上から1枚を、ストック置場に置く」
    (and the second in a sentence of its own): 「2枚以下なら」 counts the stock, as the condition
    before it (the shared ``conditions.elided_counts``, now in WS's compile too): 3 cards — draw;
    2 — the top card to the stock; 1 — the same."""
    cards = ", ".join(f"{{name: ス{i}, type: character}}" for i in range(n))
    first = "あなたは1枚引く" if sep == "。" else "あなたは1枚引き"
    text = (
        f"あなたのストックが3枚以上なら{first}{sep}"
        "2枚以下ならあなたは自分の山札の上から1枚を、ストック置場に置く。"
    )
    r = ws_resolve_text(STOCKS.format(stock=f"[{cards}]"), text)
    assert not unsupported(r), unsupported(r)
    assert zone_names(r, "A", "hand") == hand
    assert len(zone_names(r, "A", "stock")) == stock


@pytest.mark.parametrize("sep", ["、", "。"])
def test_an_unsaid_subject_after_the_abilitys_condition_is_refused(sep: str) -> None:
    """「…時、相手の控え室のカードが5枚以上なら、A{sep}4枚以下なら、B」: the first condition is read
    as the whole ability's, so B could never be done — refused, not run as that."""
    text = (
        "【自】 このカードがアタックした時、相手の控え室のカードが5枚以上なら、そのターン中、"
        f"このカードのパワーを＋1000{'し' if sep == '、' else ''}{sep}4枚以下なら、そのターン中、"
        "このカードのソウルを＋1。"
    )
    with pytest.raises(Unsupported):
        ws_compile(text)
