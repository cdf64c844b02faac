"""Card-text examples and templates quoted by the rules documents of vs, co and mc
(tests/fixtures/card_examples/<game>.yaml): every one must parse structurally, with the
ability kind the notation gives where the fixture names one; the share fully typed may only
go up (the floors are the measured figures, see docs/grammar.md), and so may the share of
fully typed ones that render back exactly."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from grammar import ast as A
from grammar.parse import parse_card
from grammar.render import render

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "card_examples"
# fully typed examples (of ``examples:``) measured when these floors were set
TYPED_FLOOR = {"vs": 28, "co": 28, "mc": 56}
# of those, rendered back exactly (render(parse(t).card) == normalise(t).text)
ROUND_TRIP_FLOOR = {"vs": 28, "co": 28, "mc": 56}


def _examples(game: str) -> list[dict]:
    return yaml.safe_load((FIXTURES / f"{game}.yaml").read_text(encoding="utf-8"))["examples"]


CASES = [
    pytest.param(g, e, id=f"{g}-{e['clause']}-{i}")
    for g in ("vs", "co", "mc")
    for i, e in enumerate(_examples(g))
]


@pytest.mark.parametrize(("game", "example"), CASES)
def test_rules_example_parses(game: str, example: dict) -> None:
    res = parse_card(example["text"], game)
    assert res.ok, res.diagnostics
    assert res.card is not None and res.card.abilities
    if "kind" in example:
        assert res.card.abilities[0].kind is A.AbilityKind(example["kind"])


@pytest.mark.parametrize("game", ("vs", "co", "mc"))
def test_typed_share_does_not_fall(game: str) -> None:
    typed = sum(parse_card(e["text"], game).fully_typed for e in _examples(game))
    assert typed >= TYPED_FLOOR[game]


@pytest.mark.parametrize("game", ("vs", "co", "mc"))
def test_round_trip_share_does_not_fall(game: str) -> None:
    exact = 0
    for e in _examples(game):
        res = parse_card(e["text"], game)
        if res.fully_typed and res.card is not None:
            exact += render(res.card) == res.normalised.text
    assert exact >= ROUND_TRIP_FLOOR[game]


def test_vs_head_brackets() -> None:
    ab = parse_card("{cancel}[手札][このカードを控え室に置く]あなたは1枚引く。", "vs").card
    assert ab is not None
    (a,) = ab.abilities
    assert a.kind is A.AbilityKind.ACTIVATED
    assert [(lb.name, lb.kind) for lb in a.labels] == [("cancel", "mark"), ("手札", "area")]
    assert a.cost is not None and a.cost.items[0].body.verb == "put"
    sur = parse_card("{surprise}[相手のカードがアタックした時]→あなたは1枚引く。", "vs").card
    assert sur is not None and sur.abilities[0].condition is not None
    assert sur.abilities[0].condition.marker == "surprise"
    assert sur.abilities[0].condition.clause.verb == "when"


def test_mc_block_fields() -> None:
    text = "●[戦闘]災いの風\n〈発揮:イニシアチブ決定タイミング開始時/対象:ユニットすべて〉\n対象に「弱点:禁呪(+2ダメージ)」を付与する。"
    card = parse_card(text, "mc").card
    assert card is not None
    (a,) = card.abilities
    assert a.kind is A.AbilityKind.AUTO
    assert a.fields == ("発揮", "対象")
    assert [(lb.name, lb.kind) for lb in a.labels] == [
        ("●", "mark"),
        ("戦闘", "timing"),
        ("災いの風", "name"),
    ]
    assert a.trigger is not None and a.target is not None


def test_co_cost_colon_effect() -> None:
    card = parse_card(
        "『藤島 綾香』をタップする:ターン終了時まで、対象のキャラクター1体のAPとDPの数値を入れ替える。",
        "co",
    ).card
    assert card is not None
    (a,) = card.abilities
    assert a.kind is A.AbilityKind.ACTIVATED and a.cost is not None
    assert a.effect is not None


def test_template_slots_and_pairs_are_typed() -> None:
    res = parse_card("[領域](条件)した時、(効果)する", "vs")
    assert res.fully_typed, res.unparsed
    (a,) = res.card.abilities
    assert a.kind is A.AbilityKind.AUTO
    assert a.trigger is not None and a.trigger.event.verb == "when"
    assert A.Placeholder("(効果)") in a.effect.sentences[0].steps[0].body.args[0].value.terms
    res = parse_card("リングのカードを+2000/-0", "vs")
    assert res.fully_typed
    step = res.card.abilities[0].effect.sentences[0].steps[0]
    assert step.body.amount == A.AmountPair(
        A.Amount("+", A.Number(2000)), A.Amount("-", A.Number(0))
    )


def test_printed_typography_reads_as_the_card_lists() -> None:
    """The rules documents' typography (tests/fixtures/card_examples ``printed:``): the same
    AST as the card lists' (spans aside)."""
    pairs = [
        # VG appendix A1: a zone icon without its frame, a half-width colon and a space
        (
            "vg",
            "【自】(R): 相手のターン終了時、このユニットを退却させる。",
            "【自】【(R)】：相手のターン終了時、このユニットを退却させる。",
        ),
        ("vg", "【自】(V)/(R):1枚引く。", "【自】【(V)/(R)】:1枚引く。"),
        # VG: a cost framed 【…】
        (
            "vg",
            "【起】:【コスト】【【エネルギーブラスト】(3)】することで、1枚引く。",
            "【起】:【コスト】[【エネルギーブラスト】(3)]することで、1枚引く。",
        ),
        # CO 4-2-14: a card's text quoted 《…》
        (
            "co",
            "《対象のデュエルマスターはHPが4点回復する。》",
            "対象のデュエルマスターはHPが4点回復する。",
        ),
    ]
    for game, printed, listed in pairs:
        a, b = parse_card(printed, game), parse_card(listed, game)
        assert a.fully_typed and b.fully_typed, (printed, a.diagnostics)
        assert a.card == b.card, printed


def test_frameless_zone_icon_is_a_zone_label() -> None:
    (ab,) = parse_card("【自】(V)/(R):1枚引く。", "vg").card.abilities
    assert [(lb.name, lb.kind) for lb in ab.labels] == [("(V)/(R)", "zone")]
    # a circle in the text is not a label
    (ab,) = parse_card("【自】【(R)】:(R)に登場した時、1枚引く。", "vg").card.abilities
    assert [lb.name for lb in ab.labels] == ["(R)"]


def test_unmarked_keyword_line_has_the_keywords_kind() -> None:
    """WS 8.9.1.4's 「 応援 …」: the 【永】 icon lost in extraction; 応援 is continuous (10.3)."""
    (ab,) = parse_card(
        "応援 このカードの前のあなたのキャラすべてに、パワーを+500。", "ws"
    ).card.abilities
    assert ab.kind is A.AbilityKind.CONTINUOUS and ab.keyword is not None
    (ev,) = parse_card("あなたは1枚引く。", "ws").card.abilities
    assert ev.kind is A.AbilityKind.EVENT
