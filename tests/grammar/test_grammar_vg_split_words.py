"""Round-12 grammar fixes (issue 12): a grade or level followed by a count stays two numbers
(グレード３１枚 is grade 3, one card), a trigger named without brackets (治トリガー,
ヒールトリガー: rules 11.10.2.2-11.10.2.9) is a word, and 「もう１枚」 after a step that took part
of a set is a reference. Each sentence is written for the test; the AST is asserted and the exact
round trip checked."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from grammar import ast as A
from grammar.parse import parse_card
from grammar.render import render
from tests.grammar.abilities import one_ability

_FW = str.maketrans("0123456789", "０１２３４５６７８９")


def one(text: str, game: str = "vg") -> A.Ability:
    return one_ability(text, game)


def object_terms(ab: A.Ability) -> tuple[A.Term, ...]:
    assert ab.effect is not None
    step = ab.effect.sentences[0].steps[0]
    assert isinstance(step.body, A.Action)
    for arg in step.body.args:
        if isinstance(arg.value, A.NounPhrase) and any(
            isinstance(t, A.Count) for t in arg.value.terms
        ):
            return arg.value.terms
    raise AssertionError("no counted phrase")


@given(
    grade=st.integers(min_value=0, max_value=9),
    n=st.integers(min_value=1, max_value=99),
    stat=st.sampled_from(["グレード", "レベル"]),
    bound=st.sampled_from(["", "まで"]),
    width=st.booleans(),
)
def test_a_grade_then_a_count_are_two_numbers(
    grade: int, n: int, stat: str, bound: str, width: bool
) -> None:
    num = f"{grade}{n}"
    if width:
        num = num.translate(_FW)
    text = f"【起】【(R)】：あなたのドロップから{stat}{num}枚{bound}選び、手札に加える。"
    terms = object_terms(one(text))
    sf = next(t for t in terms if isinstance(t, A.StatFilter))
    cnt = next(t for t in terms if isinstance(t, A.Count))
    assert sf.stat.id == ("grade" if stat == "グレード" else "level")
    assert sf.value.value == grade and sf.cmp == "eq"
    assert cnt.number.value == n and cnt.bound == ("up_to" if bound else "exact")


@given(power=st.sampled_from([5000, 10000, 13000]), n=st.integers(min_value=1, max_value=3))
def test_a_power_or_a_grade_without_a_count_is_one_number(power: int, n: int) -> None:
    """The split is only a one-digit grade or level closed by 枚: パワー13000以上 and グレード3以上
    stay one value each."""
    text = (
        f"【起】【(R)】：あなたのドロップからパワー{power}以上のカードを{n}枚選び、手札に加える。"
    )
    ab = one(text)
    assert ab.effect is not None
    filters = [t for t in A.walk(ab) if isinstance(t, A.StatFilter)]
    assert [(f.stat.id, f.value.value, f.cmp) for f in filters] == [("power", power, "ge")]


_TRIGGERS = [
    ("クリティカルトリガー", "critical_trigger", 0),
    ("☆トリガー", "critical_trigger", 1),
    ("ドロートリガー", "draw_trigger", 0),
    ("引トリガー", "draw_trigger", 1),
    ("スタンドトリガー", "stand_trigger", 0),
    ("醒トリガー", "stand_trigger", 1),
    ("ヒールトリガー", "heal_trigger", 0),
    ("治トリガー", "heal_trigger", 1),
    ("フロントトリガー", "front_trigger", 0),
    ("前トリガー", "front_trigger", 1),
    ("オーバートリガー", "over_trigger", 0),
    ("超トリガー", "over_trigger", 1),
]


@given(trig=st.sampled_from(_TRIGGERS), n=st.integers(min_value=1, max_value=4))
def test_a_trigger_named_without_brackets_is_a_word(trig: tuple[str, str, int], n: int) -> None:
    word, ident, variant = trig
    text = f"【起】【(R)】：あなたのドロップから{word}を{n}枚まで選び、手札に加える。"
    ab = one(text)
    words = [t for t in A.walk(ab) if isinstance(t, A.Word)]
    assert [(w.id, w.variant) for w in words] == [(ident, variant)]
    assert not any(isinstance(t, A.Unknown) for t in A.walk(ab))


@given(n=st.integers(min_value=1, max_value=3), dest=st.sampled_from(["ドロップ", "山札の下"]))
def test_the_other_card_is_a_reference(n: int, dest: str) -> None:
    text = (
        f"【起】【(R)】：あなたの山札を上から{n + 1}枚見て、１枚を手札に加え、"
        f"もう{n}枚を{dest}に置く。"
    )
    ab = one(text)
    assert ab.effect is not None
    refs = [t for t in A.walk(ab) if isinstance(t, A.Ref)]
    assert "the_other" in [r.id for r in refs]


@given(form=st.sampled_from(["する", "させる", "し、１枚引く"]))
def test_stand_printed_without_its_bracket_is_the_verb(form: str) -> None:
    """VG's rules print スタンドする unbracketed (7.2): the verb stand, as 【スタンド】する (the
    text renders back in the bracketed spelling); スタンドトリガー and スタンドフェイズ stay nouns."""
    text = f"【起】【(R)】：このユニットをスタンド{form}。"
    res = parse_card(text, "vg")
    assert res.ok and not res.unparsed and res.card is not None
    ab = res.card.abilities[0]
    assert ab.effect is not None
    assert ab.effect.sentences[0].steps[0].body.verb == "stand"  # type: ignore[union-attr]
    bracketed = parse_card(text.replace("スタンド", "【スタンド】"), "vg")
    assert bracketed.card is not None
    assert render(res.card) == render(bracketed.card)
    trig = one(
        "【自】【(R)】：あなたのスタンドフェイズ開始時、スタンドトリガーを１枚選び、手札に加える。"
    )
    assert any(isinstance(t, A.Word) and t.id == "stand_trigger" for t in A.walk(trig))
