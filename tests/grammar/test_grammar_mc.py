"""Monster Collection notations of the clause grammar (dice, stat changes), with the AST
asserted and the exact round trip."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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
def test_value_reader_takes_only_dice_and_signed_changes(inner: str) -> None:
    # an unsigned bare roll or anything not a stat change by a number or dice
    assert mcvalue.value(inner) is None


@pytest.mark.parametrize("inner", ["防御力:+2D高い目", "2D", "好きな種族", "ダイス:+1D"])
def test_other_bracket_text_stays_a_name(inner: str) -> None:
    res = parse_card(f"対象に「{inner}」を付与する。", "mc")
    assert res.card is not None
    assert A.Name(inner) in list(A.walk(res.card))


@pytest.mark.parametrize(
    ("inner", "expected"),
    [
        ("種族:レプタイル", A.Characteristic("species", ("レプタイル",))),
        ("属性:土", A.Characteristic("attribute", ("土",))),
        (
            "種族:ドラゴン or レプタイル",
            A.Characteristic("species", ("ドラゴン", "レプタイル"), (" or ",)),
        ),
        (
            "種族:ドラゴンorレプタイル",
            A.Characteristic("species", ("ドラゴン", "レプタイル"), ("or",)),
        ),
        ("進軍タイプ:飛行", A.Characteristic("advance_type", ("飛行",))),
    ],
)
def test_characteristics(inner: str, expected: A.Characteristic) -> None:
    # rules 10.14.2: 属性 / 種族 / タイプ / 進軍タイプ
    assert mcvalue.characteristic(inner) == expected
    args = step_args(card(f"対象に「{inner}」を付与する。"))
    assert args[1].value.terms == (expected,)


def test_stat_set_to_or_changed_by_a_noun_phrase() -> None:
    # 4.6.8 「攻撃力:対象の防御力」, 14.5.4.3 「攻撃力:+このユニットの防御力」
    args = step_args(card("対象を「攻撃力:+このユニットの防御力」する。"))
    assert args[1].value.terms == (
        A.StatValue(
            A.Stat("attack_power"),
            A.NounPhrase((A.Ref("this_unit"), A.Word("defence_power")), ("の",)),
            "+",
        ),
    )
    args = step_args(card("対象を「攻撃力:対象の防御力」&「防御力:対象の攻撃力」に変更する。"))
    a, d = args[1].value.terms
    assert a == A.StatValue(
        A.Stat("attack_power"), A.NounPhrase((A.Word("target"), A.Word("defence_power")), ("の",))
    )
    assert d.stat == A.Stat("defence_power") and d.sign == ""


def test_standing_ability_named_in_an_effect() -> None:
    # 10.14.4 「耐性:x」を付与する; 14.5.4.3 「イニシアチブ:x」を持つ
    (term,) = step_args(card("対象に「耐性:火炎」を付与する。"))[1].value.terms
    assert isinstance(term, A.Standing)
    assert (term.keyword.id, term.keyword.arg("text")) == ("resistance", A.Name("火炎"))
    (ab,) = card("対象が「イニシアチブ:x」を持つ場合、「防御力:+2」する。").abilities
    (term,) = ab.condition.clause.args[1].value.terms
    assert isinstance(term, A.Standing) and term.keyword.id == "initiative"


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
        (A.Role.PREDICATE, A.NounPhrase((A.Characteristic("attribute", ("土",)),))),
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


# ---------------------------------------------------------------- block, layout and wording


def test_cost_nominal_stem_with_restriction() -> None:
    # 2.1.8.4.1 / 10.11.12: 〈コスト:手札1枚破棄(「種族:ドラゴン」のカード)/対象:このユニット〉
    c = card(
        "◎[普通/対抗]竜鳴印\n〈コスト:手札1枚破棄(「種族:ドラゴン」のカード)/対象:このユニット〉\n"
        "対象に「防御力:+2」を付与する。"
    )
    (ab,) = c.abilities
    assert ab.fields == ("コスト", "対象")
    assert ab.cost is not None
    (item,) = ab.cost.items
    body = item.body
    assert isinstance(body, A.Action)
    assert (body.verb, body.form) == ("destroy", A.Form.STEM)
    assert body.args == (
        A.Arg(A.Role.NONE, A.NounPhrase((A.Zone("hand"), A.Count(A.Number(1), "card")), ("",))),
        A.Arg(
            A.Role.RESTRICTION,
            A.NounPhrase((A.Characteristic("species", ("ドラゴン",)), A.CardKind("card")), ("の",)),
        ),
    )
    assert ab.target == A.Action(
        "be", (A.Arg(A.Role.PREDICATE, A.NounPhrase((A.Ref("this_unit"),))),), A.Form.NOMINAL
    )


@pytest.mark.parametrize(
    ("text", "verb", "zone"),
    [
        ("〈コスト:手札n枚破棄〉", "destroy", "hand"),  # 10.11.8
        ("〈コスト:捨て山n枚除外〉", "remove", "discard_pile"),  # 10.11.11
        ("〈コスト:手札n枚除外〉", "remove", "hand"),  # 10.11.13
    ],
)
def test_cost_of_n_cards(text: str, verb: str, zone: str) -> None:
    (ab,) = card(text).abilities
    assert ab.cost is not None
    (item,) = ab.cost.items
    assert item.body.verb == verb and item.body.form is A.Form.STEM
    assert item.body.args[0].value.terms == (A.Zone(zone), A.Count(A.Number(None, "n"), "card"))


def test_cost_named_with_koto() -> None:
    # 14.3.3 〈コスト:このユニットを破棄すること〉
    (ab,) = card("〈コスト:このユニットを破棄すること〉").abilities
    (item,) = ab.cost.items
    assert (item.body.verb, item.body.form, item.body.modal) == ("destroy", A.Form.FINAL, "こと")


def test_target_with_relative_clause_and_alternative_with_mataha() -> None:
    # 2.1.8.4.2 〔竜鳴の谷〕
    c = card(
        "●[自軍ターン]竜鳴の谷\n〈発揮:進軍宣言時/対象:この地形に存在する自軍ユニットすべて〉\n"
        "対象が「種族:ドラゴン or レプタイル」の場合、対象は「代理地形」または"
        "「誰もいない地形(敵軍本陣を除く)」へ進軍してもよい。"
    )
    (ab,) = c.abilities
    assert ab.kind is A.AbilityKind.AUTO
    target = ab.target
    assert isinstance(target, A.Action) and target.verb == "be"
    (rel, owner, kind, count) = target.args[0].value.terms
    assert rel.clause.verb == "exist_in"
    assert rel.clause.args[0].value == A.NounPhrase((A.Ref("this"), A.CardKind("terrain")), ("",))
    assert (owner, kind, count) == (
        A.Owner("own_army"),
        A.CardKind("unit"),
        A.Count(None, "card", "all"),
    )
    assert ab.condition is not None and ab.condition.marker == "no_baai"
    st = ab.effect.sentences[0].steps[0]
    assert st.body.verb == "advance" and st.body.form is A.Form.PERMISSIVE
    where = st.body.arg(A.Role.DIRECTION)
    assert where == A.NounPhrase(
        (A.Name("代理地形"), A.Name("誰もいない地形(敵軍本陣を除く)")), ("または",)
    )


def test_two_values_changed_together() -> None:
    # 4.6.8: 対象を「攻撃力:対象の防御力」&「防御力:対象の攻撃力」に変更する。
    st = card("対象を「攻撃力:対象の防御力」&「防御力:対象の攻撃力」に変更する。")
    body = st.abilities[0].effect.sentences[0].steps[0].body
    assert body.verb == "change_to"
    goal = body.arg(A.Role.GOAL)
    assert goal is not None and goal.links == ("&",)
    assert [t.stat for t in goal.terms] == [A.Stat("attack_power"), A.Stat("defence_power")]


def test_dice_result_demanded_instead() -> None:
    # 15.4.9.2 【時の歯車】
    c = card(
        "〈対象:プレイヤーすべて〉戦闘中に対象がダイス結果を求められる場合、"
        "代わりにダイス結果を「+1D」する。この追加ルールは重複しない。"
    )
    (ab,) = c.abilities
    assert ab.fields == ("対象",)
    assert ab.condition is not None and ab.condition.clause.verb == "demand"
    assert ab.condition.clause.form is A.Form.PASSIVE
    first, second = ab.effect.sentences
    st = first.steps[0]
    assert (st.lead, st.lead_variant) == ("instead", 1)
    assert st.body.args[1].value.terms == (A.Dice(A.Number(1), "+"),)
    last = second.steps[0].body
    assert (last.verb, last.form) == ("overlap", A.Form.NEGATIVE)
    assert last.args[0].value == A.NounPhrase((A.Ref("this"), A.Word("additional_rule")), ("",))


def test_slot_matching_and_topic_outside_the_relative_clause() -> None:
    # 15.4.10.2 【特殊進軍】: 対象は○○に合致する敵軍本陣を除く地形に進軍してもよい。
    c = card(
        "〈発揮:進軍宣言時/対象:このユニット〉対象は○○に合致する敵軍本陣を除く地形に進軍してもよい。"
    )
    body = c.abilities[0].effect.sentences[0].steps[0].body
    assert body.verb == "advance"
    topic, goal = body.args
    assert topic == A.Arg(A.Role.TOPIC, A.NounPhrase((A.Word("target"),)))
    rel, terrain = goal.value.terms
    assert terrain == A.CardKind("terrain") and rel.clause.verb == "exclude"
    (matched,) = [t for t in A.walk(rel) if isinstance(t, A.Action) and t.verb == "match"]
    assert matched.args[0].value == A.NounPhrase((A.Placeholder("○○"),))


def test_negative_copula_in_a_relative_clause() -> None:
    # 15.4.7.2 【普通召喚】: …敵軍支配地形ではない地形に、対象は手札にあるこのカードを…
    c = card(
        "〈発揮:普通召喚宣言時/対象:自軍プレイヤー〉○○に合致する敵軍支配地形ではない地形に、"
        "対象は手札にあるこのカードを普通召喚してもよい。"
    )
    body = c.abilities[0].effect.sentences[0].steps[0].body
    assert (body.verb, body.form) == ("normal_summon", A.Form.PERMISSIVE)
    goal, topic, obj = body.args
    assert goal.role is A.Role.GOAL and goal.pause
    neg = goal.value.terms[0].clause
    assert (neg.verb, neg.form) == ("be", A.Form.NEGATIVE)
    assert topic.value == A.NounPhrase((A.Word("target"),))
    rel, this = obj.value.terms
    assert this == A.Ref("this_card") and rel.clause.verb == "exist_thing"


def test_template_slot_as_the_event() -> None:
    # 14.7.2: 〈発揮:“発揮時期”/対象:“対象”〉
    (ab,) = card(
        "●[“タイミング表記”]“能力名”\n〈発揮:“発揮時期”/対象:“対象”〉\n“条件、効果”"
    ).abilities
    assert ab.trigger is not None
    assert ab.trigger.event == A.Action(
        "be",
        (A.Arg(A.Role.PREDICATE, A.NounPhrase((A.Literal("発揮時期"),))),),
        A.Form.NOMINAL,
    )


def test_layout_of_block_and_effect_lines() -> None:
    # the effect on the block's line (2.1.8.4.4) or on the next line (2.1.8.4.1)
    same = card("□溶解泡[普通]\n〈対象:ユニット1体〉対象を「防御力:-2Dして高い目1つ」する。")
    assert not same.abilities[0].effect.sentences[0].new_line
    below = card("◎[普通]竜鳴印\n〈対象:このユニット〉\n対象に「防御力:+2」を付与する。")
    assert below.abilities[0].effect.sentences[0].new_line
    two = card("◎[普通]竜鳴印\n〈対象:このユニット〉\n対象に「防御力:+2」を付与する。\n1枚引く。")
    assert [s.new_line for s in two.abilities[0].effect.sentences] == [True, True]


@pytest.mark.parametrize(
    ("text", "notation"),
    [
        ("「イニシアチブ:+1」", "standing"),
        ("「弱点:禁呪(+2ダメージ)」", "standing"),
        ("【英雄】2", "label"),
        ("【専用】「種族:錬金生物」(装備ユニットがこの種族でなければ装備できない)", "label"),
        ("【枚数制限解除】", "label"),
        ("構築ルール:デッキに50枚まで組み込む。", "colon"),
    ],
)
def test_keyword_notations_round_trip(text: str, notation: str) -> None:
    from grammar import keywords as K

    (ab,) = card(text).abilities
    assert ab.keyword is not None
    d = K.by_id("mc", ab.keyword.id)
    assert d is not None and d.notation == notation


def test_every_mc_keyword_has_a_notation() -> None:
    from grammar import keywords as K

    assert all(d.notation for d in K.MC)


@pytest.mark.parametrize(
    ("inner", "stat"),
    [("攻撃力:±n", "attack_power"), ("防御力:±n", "defence_power"), ("レベル:±n", "level")],
)
def test_plus_minus_n_notation(inner: str, stat: str) -> None:
    # 10.14.5: 「攻撃力:±n」や「防御力:±n」や…「レベル:±n」
    expected = A.StatValue(A.Stat(stat), A.Amount("±", A.Number(None, "n")))
    assert mcvalue.value(inner) == expected
    assert mcvalue.text(expected) == inner
    (ab,) = card(f"「{inner}」").abilities
    assert ab.effect.sentences[0].steps[0].body.args[0].value.terms == (expected,)


@pytest.mark.parametrize(
    ("text", "timings", "keyword"),
    [
        (
            "◎[普通/対抗]竜鳴印\n〈対象:このユニット〉\n対象に「防御力:+2」を付与する。",
            ("normal", "counter"),
            None,
        ),
        (
            "●[自軍ターン]竜鳴の谷\n〈発揮:進軍宣言時/対象:このユニット〉\n1枚引く。",
            ("own_turn",),
            None,
        ),
        (
            "◎[普通|チェイン]連撃\n〈対象:ユニット1体〉対象に「防御力:-1」を付与する。",
            ("normal",),
            "chain",
        ),
        ("□[“タイミング表記”]“効果名”\n〈対象:“対象”〉\n“条件、効果”", (), None),
    ],
)
def test_timing_brackets_are_typed(
    text: str, timings: tuple[str, ...], keyword: str | None
) -> None:
    # 10.9.3: [普通] [対抗] [イニシアチブ] [戦闘] [メイン] [自軍ターン]; 15.2 [普通|チェイン]
    (ab,) = card(text).abilities
    (label,) = [lb for lb in ab.labels if lb.kind == "timing"]
    assert label.timings == timings
    assert (ab.keyword.id if ab.keyword else None) == keyword


def test_activation_condition_and_body_condition_both_kept() -> None:
    # 14.8.2 block 〈発動条件:…〉 with a condition in the effect text as well
    (ab,) = card(
        "▽“効果名”[“タイミング表記”]\n〈発動条件:“発動条件”/コスト:“コスト”/対象:“対象”〉\n"
        "対象が「属性:土」の場合、対象に「防御力:+2」を付与する。"
    ).abilities
    assert ab.condition is not None and ab.condition.marker == "activation"
    step = ab.effect.sentences[0].steps[0]
    assert step.condition is not None and step.condition.marker == "no_baai"
    assert step.body.verb == "grant"


# ---------------------------------------------------------------- never raises on noise

MC_ALPHABET = "□×◎○◇●▽[]〈〉「」()/:|、。対象にをのが場合破棄手札n枚攻撃力防御力+-2D種族\n “”"
CO_ALPHABET = "『』「」():、。キャラクターをタップする限りときもよい+0:1\n "


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=MC_ALPHABET, max_size=60))
def test_mc_parse_never_raises(text: str) -> None:
    res = parse_card(text, "mc")
    assert res.ok or res.diagnostics
    if res.fully_typed and res.card is not None:
        render(res.card)  # rendering a typed card never raises either


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=CO_ALPHABET, max_size=60))
def test_co_parse_never_raises(text: str) -> None:
    res = parse_card(text, "co")
    assert res.ok or res.diagnostics
    if res.fully_typed and res.card is not None:
        render(res.card)


def test_keyword_line_after_an_ability_is_its_own_ability() -> None:
    # a marker ability runs up to the next marker or keyword line (【専用】…, 構築ルール:…)
    c = card(
        "●[戦闘]災いの風\n〈対象:ユニットすべて〉\n1枚引く。\n構築ルール:デッキに50枚まで組み込む。"
    )
    first, second = c.abilities
    assert first.kind is A.AbilityKind.AUTO and first.keyword is None
    assert second.keyword is not None and second.keyword.id == "deck_rule"


def test_reminder_before_the_text() -> None:
    (ab,) = card("(補足)対象に「防御力:+2」を付与する。").abilities
    assert ab.reminders == (A.Reminder("補足"),)


@pytest.mark.parametrize(
    ("inner", "stat", "sign", "n"),
    [("攻撃力+3", "attack_power", "+", 3), ("防御力-2", "defence_power", "-", 2)],
)
def test_a_stat_change_printed_without_its_colon(inner: str, stat: str, sign: str, n: int) -> None:
    # 4.1.10's example prints 「攻撃力+3」&「防御力+3」: the same value as 「攻撃力:+3」, printed back
    # as it was written
    expected = A.StatValue(A.Stat(stat), A.Amount(sign, A.Number(n)), colon=False)
    assert mcvalue.value(inner) == expected
    assert mcvalue.text(expected) == inner
    assert mcvalue.value(inner.replace("力", "力:")) == A.StatValue(
        A.Stat(stat), A.Amount(sign, A.Number(n))
    )


def test_an_unsigned_stat_without_a_colon_is_not_a_value() -> None:
    assert mcvalue.value("攻撃力3") is None
