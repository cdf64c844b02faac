"""CrossOver 『…』 card-name references in card text, with the AST asserted and the exact
round trip."""

from __future__ import annotations

import pytest

from grammar import ast as A
from grammar.coname import is_card_name
from grammar.parse import parse_card
from grammar.render import render


def card(text: str) -> A.Card:
    res = parse_card(text, "co")
    assert res.fully_typed, res.unparsed
    assert res.card is not None
    assert render(res.card) == res.normalised.text
    return res.card


def test_card_name_in_a_cost() -> None:
    (ab,) = card(
        "『藤島 綾香』をタップする:ターン終了時まで、対象のキャラクター1体のAPとDPの数値を入れ替える。"
    ).abilities
    assert ab.kind is A.AbilityKind.ACTIVATED and ab.cost is not None
    (item,) = ab.cost.items
    assert isinstance(item.body, A.Action)
    assert item.body.args[0].role is A.Role.OBJECT
    assert item.body.args[0].value == A.NounPhrase((A.CardName("藤島綾香"),))


def test_card_name_as_subject_of_a_relative_clause() -> None:
    c = card("『ファイナルうさパンチ』をセットしているキャラクターにダメージを与える。")
    names = [n for n in A.walk(c) if isinstance(n, A.CardName)]
    assert names == [A.CardName("ファイナルうさパンチ")]
    assert not any(isinstance(n, A.Quote) for n in A.walk(c))


def test_negate_a_played_card() -> None:
    """「対象のプレイされたカードをうち消す」 (4-2-14): the verb うち消す, and 対象の as the subject
    of the passive past relative on カード."""
    c = card("対象のプレイされたカードをうち消す。")
    (act,) = [n for n in A.walk(c) if isinstance(n, A.Action) and n.verb == "negate"]
    (rel,) = [n for n in A.walk(act) if isinstance(n, A.Relative)]
    assert rel.clause.verb == "play" and rel.clause.form is A.Form.PASSIVE_PAST
    assert [x.role for x in rel.clause.args] == [A.Role.SUBJECT_NO]
    assert render(c) == "対象のプレイされたカードをうち消す。"


def test_hand_limit_and_play_success() -> None:
    """「あなたの手札の上限は9枚になる」 (3-7-3): the noun 上限; 「…のプレイに成功したとき」 (4-3-2-6):
    the noun プレイ and the verb 成功する."""
    c = card("あなたの手札の上限は9枚になる。")
    assert A.Word("limit") in list(A.walk(c))
    c = card("相手がスペルカードのプレイに成功したとき、あなたは山札からカードを1枚引く。")
    assert any(isinstance(n, A.Action) and n.verb == "succeed" for n in A.walk(c))
    assert A.Word("play") in list(A.walk(c))


def test_quoted_ability_text_stays_a_quote() -> None:
    res = parse_card(
        "以下の特殊能力を得る。『「飛行」の特殊能力を持つキャラクターをディフェンスしてもよい』",
        "co",
    )
    assert res.card is not None
    assert any(isinstance(n, A.Quote) for n in A.walk(res.card))
    assert not any(isinstance(n, A.CardName) for n in A.walk(res.card))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("藤島綾香", True),
        ("剣を捨てて......", True),
        ("エルファーシア・エル・アークライン", True),
        ("「飛行」の特殊能力を持つキャラクターをディフェンスしてもよい", False),
        ("このキャラクターをアンタップする", False),
        ("1枚引く。", False),
        ("", False),
    ],
)
def test_is_card_name(text: str, expected: bool) -> None:
    assert is_card_name(text) is expected


def test_other_games_keep_quotes() -> None:
    res = parse_card("『藤島綾香』を持つキャラを1枚選ぶ。", "ws")
    assert res.card is not None
    assert not any(isinstance(n, A.CardName) for n in A.walk(res.card))


# ---------------------------------------------------------------- notations of the basic rules


def step(c: A.Card, ability: int = 0, sentence: int = 0, i: int = 0) -> A.Step:
    ab = c.abilities[ability]
    assert ab.effect is not None
    return ab.effect.sentences[sentence].steps[i]


def test_permissive_form_in_quoted_ability_text() -> None:
    # 4-3-8: 『「飛行」の特殊能力を持つキャラクターをディフェンスしてもよい』 (〜てもよい)
    c = card(
        "セットされたキャラクターは、「+2:+0」の修正を受け、以下の特殊能力を得る。"
        "『「飛行」の特殊能力を持つキャラクターをディフェンスしてもよい』"
    )
    (quote,) = [n for n in A.walk(c) if isinstance(n, A.Quote)]
    (inner,) = quote.abilities
    assert inner.effect is not None
    st = inner.effect.sentences[0].steps[0]
    assert isinstance(st.body, A.Action) and st.body.verb == "defend"
    assert st.body.form is A.Form.PERMISSIVE and st.optional
    obj = st.body.arg(A.Role.OBJECT)
    assert obj is not None and isinstance(obj.terms[0], A.Relative)
    assert obj.terms[0].clause.verb == "have"
    # 「飛行」 names the keyword ability (3-4-5-7)
    (kw,) = [n for n in A.walk(obj) if isinstance(n, A.Standing)]
    assert (kw.keyword.id, kw.keyword.kind) == ("flying", "continuous")


def test_stat_pairs() -> None:
    # 4-2-8 「AP:DP」 values, 4-3-8 「+A:+D」 modifiers
    c = card("セットされたキャラクターは、「+2:-1」の修正を受ける。")
    (pair,) = [n for n in A.walk(c) if isinstance(n, A.StatPair)]
    assert pair == A.StatPair(A.Amount("+", A.Number(2)), A.Amount("-", A.Number(1)))
    (pair,) = [n for n in A.walk(card("「0:5」にする")) if isinstance(n, A.StatPair)]
    assert pair == A.StatPair(A.Number(0), A.Number(5))
    res = parse_card("「AP0:DP0」のキャラクター", "co")
    assert res.card is not None
    assert A.StatPair(A.Number(0), A.Number(0), named=True) in list(A.walk(res.card))
    assert render(res.card) == res.normalised.text


@pytest.mark.parametrize("inner", ["AP1:+1", "+1:1", "その他", "1:2:3"])
def test_other_brackets_stay_names(inner: str) -> None:
    from grammar.coname import stat_pair

    assert stat_pair(inner) is None


def test_toki_trigger_clause_with_ceased_form() -> None:
    # 4-3-8 〔魔界〕: …フィールドに出ているキャラクターがいなくなったとき、『魔界』はクラッシュする。
    (ab,) = card(
        "フィールドに出ているキャラクターがいなくなったとき、『魔界』はクラッシュする。"
    ).abilities
    assert ab.kind is A.AbilityKind.AUTO and ab.trigger is not None and ab.trigger.pause
    event = ab.trigger.event
    assert isinstance(event, A.Action) and event.verb == "when" and event.variant == 1
    # the attributive clause before the event is folded in front of it (as for …時)
    where, rel = event.args[0].value.terms
    assert isinstance(where, A.Relative) and where.clause.verb == "come_out_kanji"
    assert isinstance(rel, A.Relative)
    assert rel.clause.verb == "exist" and rel.clause.form is A.Form.CEASED
    (st,) = ab.effect.sentences[0].steps
    assert st.body.verb == "crush"
    assert st.body.args[0] == A.Arg(A.Role.TOPIC, A.NounPhrase((A.CardName("魔界"),)))
    # in the second sentence of 〔魔界〕 it stays a step of that sentence
    c = card(
        "フィールドに出ているすべてのキャラクターは、「+2:-1」の修正を受ける。"
        "フィールドに出ているキャラクターがいなくなったとき、『魔界』はクラッシュする。"
    )
    assert c.abilities[0].trigger is None
    first, second = c.abilities[0].effect.sentences[1].steps
    assert first.body.verb == "when" and second.body.verb == "crush"


def test_kagiri_in_kanji_and_reminder_before_the_period() -> None:
    # 4-2-10 〔山名春恵〕
    c = card(
        "『山名 春恵』がフィールドに出ている限り、『山名 春恵』以外のあなたがコントロールしている"
        "すべてのキャラクターに「+0:+1」の修正を与える(この特殊能力は累積する)。"
    )
    (ab,) = c.abilities
    assert ab.reminders == (A.Reminder("この特殊能力は累積する"),)
    st = step(c)
    assert st.condition is not None
    assert (st.condition.marker, st.condition.variant) == ("kagiri", 1)
    assert st.condition.clause.verb == "come_out_kanji"
    assert st.body.verb == "give"
    goal = st.body.arg(A.Role.GOAL)
    assert goal is not None
    rels = [t for t in goal.terms if isinstance(t, A.Relative)]
    assert rels and rels[0].clause.verb == "control"


def test_pay_cost_and_card_name_effect() -> None:
    # 4-2-10: 1エネルギーを支払う:『エルファーシア・エル・アークライン』をアンタップする。
    (ab,) = card(
        "1エネルギーを支払う:『エルファーシア・エル・アークライン』をアンタップする。"
    ).abilities
    assert ab.kind is A.AbilityKind.ACTIVATED and ab.cost is not None
    (item,) = ab.cost.items
    assert isinstance(item.body, A.Action) and item.body.verb == "pay_out"
    assert item.body.kind == "cost"
    assert item.body.args[0].value.terms == (A.Count(A.Number(1), "none"), A.Word("energy"))


def test_timing_point_with_a_particle_and_a_slot() -> None:
    # 3-2-1 template: アンタップフェイズ開始時に〜する
    st = step(card("アンタップフェイズ開始時に〜する"))
    assert st.body.verb == "do"
    timing = A.Timing(A.NounPhrase((A.Word("untap_phase"),)), "start", 1)
    assert st.body.args[0] == A.Arg(A.Role.GOAL, A.NounPhrase((timing,)))
    assert st.body.args[1].value == A.NounPhrase((A.Placeholder("~"),))


def test_tokini_template_is_triggered() -> None:
    # 4-3-2-4: 「〜をプレイしたときに〜する」という誘発型の効果
    (ab,) = card("〜をプレイしたときに〜する").abilities
    assert ab.kind is A.AbilityKind.AUTO and ab.trigger is not None
    event = ab.trigger.event
    assert event.verb == "when" and event.variant == 2 and not ab.trigger.pause
    assert event.args[0].value.terms[0].clause.verb == "play"
    (st,) = ab.effect.sentences[0].steps
    assert st.body.verb == "do"


def test_all_turn_keyword_named_in_a_sentence() -> None:
    # 3-4-2: All Turnでプレイしてもよい
    (ab,) = card("All Turnでプレイしてもよい").abilities
    assert ab.kind is A.AbilityKind.KEYWORD
    assert ab.keyword is not None and ab.keyword.id == "all_turn"
    st = ab.effect.sentences[0].steps[0]
    assert st.body.verb == "play" and st.body.form is A.Form.PERMISSIVE
    assert st.body.args[0] == A.Arg(A.Role.MEANS, A.NounPhrase((A.Word("all_turn"),)))


def test_reminders_before_and_after_the_text_keep_their_places() -> None:
    (ab,) = card("(累積する)『魔界』はクラッシュする。(累積する)").abilities
    assert [r.text for r in ab.reminders] == ["累積する", "累積する"]
