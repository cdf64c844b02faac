"""Monster Collection notations of the clause grammar (dice, stat changes), with the AST
asserted and the exact round trip."""

from __future__ import annotations

import pytest

from grammar import ast as A
from grammar import mcvalue
from grammar.parse import parse_card
from grammar.render import render


def card(text: str) -> A.Card:
    res = parse_card(text, "mc")
    assert res.fully_typed, res.unparsed
    assert res.card is not None
    assert render(res.card) == res.normalised.text
    return res.card


def step_args(c: A.Card) -> tuple[A.Arg, ...]:
    (ab,) = c.abilities
    assert ab.effect is not None
    body = ab.effect.sentences[0].steps[0].body
    assert isinstance(body, A.Action)
    return body.args


def test_dice_keep_highest_inside_a_stat_change() -> None:
    # rules 2.1.8.4.4 / 3.4.4
    args = step_args(card("対象を「防御力:-2Dして高い目1つ」する。"))
    assert args[0].role is A.Role.OBJECT
    assert args[1].value == A.NounPhrase(
        (
            A.StatValue(
                A.Stat("defence_power"),
                A.Dice(A.Number(2), sign="-", pick="high", keep=1),
            ),
        )
    )


def test_dice_in_the_rules_example_ability() -> None:
    res = parse_card(
        "□溶解泡[普通]\n〈対象:ユニット1体〉対象を「防御力:-2Dして高い目1つ」する。", "mc"
    )
    assert res.fully_typed and res.card is not None
    dice = [n for n in A.walk(res.card) if isinstance(n, A.Dice)]
    assert dice == [A.Dice(A.Number(2), "-", None, "high", 1)]
    assert all(not isinstance(n, A.Name) for n in A.walk(res.card))


def test_signed_number_stat_change() -> None:
    args = step_args(card("対象に「防御力:+2」を付与する。"))
    assert args[1].value.terms == (
        A.StatValue(A.Stat("defence_power"), A.Amount("+", A.Number(2))),
    )


def test_attack_power_with_low_die_and_sum_with_modifier() -> None:
    args = step_args(card("対象を「攻撃力:+3Dして低い目1つ」する。"))
    assert args[1].value.terms == (
        A.StatValue(A.Stat("attack_power"), A.Dice(A.Number(3), "+", pick="low", keep=1)),
    )
    args = step_args(card("対象を「攻撃力:+2D+1」する。"))
    assert args[1].value.terms == (
        A.StatValue(
            A.Stat("attack_power"),
            A.Dice(A.Number(2), "+", modifier=A.Amount("+", A.Number(1))),
        ),
    )


def test_bare_dice_result_change() -> None:
    # rules 15.4.9.2: 「+1D」 changes the dice result
    args = step_args(card("ダイス結果を「+1D」する。"))
    assert args[1].value.terms == (A.Dice(A.Number(1), "+"),)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2D", A.Dice(A.Number(2))),
        ("nD-1", A.Dice(A.Number(None, "n"), modifier=A.Amount("-", A.Number(1)))),
        ("3Dして高い目2つ", A.Dice(A.Number(3), pick="high", keep=2)),
        ("2D高い目1つ", None),
        ("2Dして中の目1つ", None),
    ],
)
def test_dice_reader(text: str, expected: A.Dice | None) -> None:
    got = mcvalue.dice(text)
    assert got == expected
    if got is not None:
        assert mcvalue.dice_text(got) == text


@pytest.mark.parametrize(
    "inner",
    ["種族:レプタイル", "攻撃力:対象の防御力", "防御力:+2D高い目", "2D", "弱点:禁呪(+2ダメージ)"],
)
def test_other_bracket_text_stays_a_name(inner: str) -> None:
    # an unsigned bare roll or anything not a stat change keeps the literal
    assert mcvalue.value(inner) is None
    res = parse_card(f"対象に「{inner}」を付与する。", "mc")
    assert res.card is not None
    assert A.Name(inner) in list(A.walk(res.card))


def test_other_games_keep_the_name_literal() -> None:
    res = parse_card("「防御力:+2」のキャラを1枚選ぶ。", "ws")
    assert res.card is not None
    assert A.Name("防御力:+2") in list(A.walk(res.card))


def test_nominal_condition_with_no_baai() -> None:
    # rules 14.5.4.3: 対象が「属性:土」の場合、…
    (ab,) = card("対象が「属性:土」の場合、対象に「防御力:+2」を付与する。").abilities
    assert ab.condition is not None and ab.condition.marker == "no_baai"
    cond = ab.condition.clause
    assert isinstance(cond, A.Action) and cond.verb == "be"
    assert [(a.role, a.value) for a in cond.args] == [
        (A.Role.SUBJECT, A.NounPhrase((A.Word("target"),))),
        (A.Role.PREDICATE, A.NounPhrase((A.Name("属性:土"),))),
    ]
    res = parse_card(
        "○響震[戦闘]\n〈対象:自軍パーティ〉対象が「属性:土」の場合、「防御力:+2」する。", "mc"
    )
    assert res.fully_typed, res.unparsed
    assert res.card is not None and res.card.abilities[0].condition is not None
    assert res.card.abilities[0].condition.marker == "no_baai"


def test_hakki_timings_are_typed() -> None:
    # rules 2.1.8.4.2 / 15.4.6.2: 〈発揮:進軍宣言時〉, 〈発揮:地形配置宣言時〉 (a declaration + 時)
    for word, ident in (
        ("進軍宣言", "advance_declaration"),
        ("地形配置宣言", "terrain_placement_declaration"),
    ):
        (ab,) = card(
            f"●[自軍ターン]竜鳴の谷\n〈発揮:{word}時/対象:このユニット〉\n対象に「防御力:+2」を付与する。"
        ).abilities
        assert ab.kind is A.AbilityKind.AUTO and ab.fields == ("発揮", "対象")
        assert ab.trigger is not None
        event = ab.trigger.event
        assert isinstance(event, A.Action) and event.verb == "when"
        (arg,) = event.args
        (rel,) = arg.value.terms
        assert isinstance(rel, A.Relative) and rel.clause.verb == "be"
        assert rel.clause.args[0].value == A.NounPhrase((A.Word(ident),))
    # rules 2.1.8.4.3: 〈発揮:イニシアチブ決定タイミング開始時〉 is a timing point
    (ab,) = card(
        "●[戦闘]災いの風\n〈発揮:イニシアチブ決定タイミング開始時/対象:ユニットすべて〉\n"
        "対象に「防御力:-1D」を付与する。"
    ).abilities
    assert ab.trigger is not None
    assert ab.trigger.event == A.Timing(A.NounPhrase((A.Word("initiative_timing"),)), "start", 1)
