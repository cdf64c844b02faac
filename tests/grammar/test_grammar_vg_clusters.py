"""Vanguard constructions found by measuring the grammar on VG card text it was not built from
(the clusters named in docs/grammar.md, "Generalisation"): two conditions on one step, a
period 「…の間、」, items joined by a slash, G-era ability headers. Every sentence is written
for the test in the wording of real cards (no card text of the unseen sets is committed); the
AST is asserted, the exact round trip checked, and the rules engine must refuse each new shape
rather than run a part of it."""

from __future__ import annotations

import pytest

from grammar import ast as A
from grammar.normalise import normalise
from grammar.parse import parse_card
from grammar.render import render
from tests.grammar.abilities import one_ability, steps


def one(text: str, game: str = "vg") -> A.Ability:
    return one_ability(text, game)


def refused(text: str, game: str = "vg") -> list[str]:
    """Reasons the rules engine gives for the abilities of ``text`` it does not run."""
    import ruling.games.vg  # noqa: F401  (registers the compilers)
    import ruling.games.ws  # noqa: F401
    from ruling.abilities import _abilities

    return [a.reason for a in _abilities(game, text, None) if not a.supported]


# ---------------------------------------------------------------- two conditions on one step


def test_a_condition_then_an_occasion_on_one_step() -> None:
    ab = one(
        "【自】【(V)】：このユニットが(V)に登場した時、1枚引く。このターンにあなたがカードを引いたなら、"
        "このユニットがアタックする際、相手の前列のユニットすべてとバトルする。"
    )
    _, battle = steps(ab)
    chain = battle.condition
    assert chain is not None and chain.marker == "chain"
    first, second = chain.parts
    assert first.marker == "nara" and first.pause
    assert first.clause.verb == "draw" and first.clause.form is A.Form.PAST
    assert second.marker == "sai" and second.clause.verb == "attack"
    # the placeholder no engine compiles: the step is refused, not run on one condition
    assert chain.clause == A.Action("conditions", (), A.Form.NOMINAL)
    assert chain.span.start == first.span.start and chain.span.end == second.span.end
    assert refused(
        "【自】【(V)】：このユニットが(V)に登場した時、1枚引く。このターンにあなたがカードを引いたなら、"
        "このユニットがアタックする際、1枚引く。"
    )


def test_an_occasion_then_a_condition_on_one_step() -> None:
    ab = one(
        "【自】：このユニットが(V)に登場した時、山札の上から5枚見て、"
        "この能力で山札を見る際、あなたのドロップにカードが3枚以上なら、5枚ではなくすべて見る。"
    )
    look = steps(ab)[-1]
    assert look.condition is not None and look.condition.marker == "chain"
    assert [c.marker for c in look.condition.parts] == ["sai", "nara"]
    assert look.body.arg(A.Role.INSTEAD_OF) is not None


def test_two_conditions_need_the_comma_between_them() -> None:
    # a condition whose comma is missing before another one stays untyped (and is reported)
    res = parse_card(
        "【永】：あなたのソウルが3枚以上ならあなたのヴァンガードが「X」なら、1枚引く。", "vg"
    )
    assert res.ok and res.unparsed


# ---------------------------------------------------------------- 「…の間、」


def test_a_period_named_by_a_relative_clause() -> None:
    ab = one(
        "【永】：このカードが「ゼーリス」の能力で山札から公開されている間、"
        "このカードは《幻影》として扱う。"
    )
    (treat,) = steps(ab)
    period = treat.body.args[0]
    assert period.role is A.Role.TIME and period.pause
    assert isinstance(period.value, A.NounPhrase)
    rel, word = period.value.terms
    assert word == A.Word("while")
    assert isinstance(rel, A.Relative) and rel.clause.verb == "reveal"
    assert rel.clause.form is A.Form.PASSIVE_PROG
    # a period is not one of the durations the engines know: refused
    assert refused(
        "【永】：このカードが「ゼーリス」の能力で山札から公開されている間、"
        "このカードは《幻影》として扱う。"
    )


def test_a_period_named_by_a_noun_phrase() -> None:
    # 「そのバトルの間、」: a battle's period spelled with 間, folded to the duration 「そのバトル
    # 中、」 in the input layer (round 28, grammar.normalise.SPELLINGS); before, a period the
    # engines did not know, refused
    ab = one("【自】：このユニットがアタックした時、そのバトルの間、このユニットのパワー+5000。")
    (power,) = steps(ab)
    period = power.body.args[0]
    assert period.role is A.Role.TIME
    assert period.value == A.Duration("this_battle")
    assert not refused(
        "【自】：このユニットがアタックした時、そのバトルの間、このユニットのパワー+5000。"
    )
    # a period a noun phrase names that is not a turn's or a battle's stays a period
    ab = one("【自】：このユニットがアタックした時、そのアタックの間、このユニットのパワー+5000。")
    (power,) = steps(ab)
    assert power.body.args[0].value != A.Duration("this_battle")


def test_a_period_of_a_state_before_a_condition() -> None:
    ab = one(
        "【永】【(V)】：このユニットが【D-双闘】している間、あなたのソウルが3枚以上なら、"
        "このユニットのパワー+5000。"
    )
    (power,) = steps(ab) if ab.effect else ()
    assert ab.condition is not None or power.condition is not None
    assert any(isinstance(n, A.Word) and n.id == "while" for n in A.walk(ab))


# ---------------------------------------------------------------- a slash between items


def test_two_charges_joined_by_a_slash() -> None:
    ab = one(
        "【自】【(R)】：このユニットがアタックしたバトル終了時、"
        "【コスト】[【エネルギーブラスト】(3)]することで、【カウンターチャージ】(1)/【ソウルチャージ】(1)。"
    )
    (charge,) = steps(ab)
    np = charge.body.arg(A.Role.PREDICATE)
    assert np.links == ("", "/", "")
    assert np.terms[0] == A.Word("counter_charge") and np.terms[2] == A.Word("soul_charge")
    # the engine runs both charges in the order printed since round 14 (9b7e1dd7; what they do
    # on a board: tests/ruling/test_vg_cardtext_r14.py)
    assert not refused(
        "【自】【(R)】：このユニットがアタックしたバトル終了時、"
        "【コスト】[【エネルギーブラスト】(3)]することで、【カウンターチャージ】(1)/【ソウルチャージ】(1)。"
    )


def test_the_values_of_a_unit_joined_by_slashes() -> None:
    ab = one(
        "【自】：このカードが稼働した時、このカードをパワー13000/シールド5000/クリティカル1の"
        "ノーマルユニットとして(R)にコールする。"
    )
    (call,) = steps(ab)
    goal = call.body.arg(A.Role.GOAL)
    power, shield, critical = goal.terms[:3]
    assert power == A.StatFilter(A.Stat("power"), A.Number(13000))
    assert shield == A.StatFilter(A.Stat("shield"), A.Number(5000))
    assert critical == A.StatFilter(A.Stat("critical"), A.Number(1))
    assert goal.links[:3] == ("/", "/", "の")


@pytest.mark.parametrize(
    "text",
    [
        "【自】：このユニットがアタックした時、そのバトル中、このユニットのパワー+5000/シールド+5000。",
        "【永】【(R)】：あなたのターン中、このユニットのパワー+2000/-0。",
    ],
)
def test_a_slash_after_a_stat_change_keeps_its_reading(text: str) -> None:
    res = parse_card(text, "vg")
    assert res.ok and not res.unparsed
    assert render(res.card) == normalise(text).text
    assert not any(isinstance(n, A.NounPhrase) and "/" in n.links for n in A.walk(res.card))


# ---------------------------------------------------------------- game words the rules define


def test_g_era_and_dz_game_words() -> None:
    # ハーツ (2.9.3.3), 星域 (17.3), プロダクト / 稼働 (17.12), 魔獣合成 (6.10)
    ab = one("【自】：このユニットが星域に登場した時、あなたの、ヴァンガードかハーツを1枚選ぶ。")
    event = ab.trigger.event.args[0].value.terms[0].clause
    assert event.verb == "appear" and event.arg(A.Role.GOAL).terms == (A.Zone("star_domain"),)
    (choose,) = steps(ab)
    assert A.CardKind("hearts") in choose.body.arg(A.Role.OBJECT).terms
    ab = one("【自】【(V)】：あなたのプロダクトが稼働した時、1枚引く。")
    assert ab.trigger.event.args[0].value.terms[0].clause.verb == "operate"
    ab = one("【自】：このユニットが魔獣合成した時、1枚引く。")
    assert ab.trigger.event.args[0].value.terms[0].clause.verb == "beast_fusion"


def test_a_comparison_with_a_value_named_by_a_noun_phrase() -> None:
    ab = one(
        "【自】【(V)】：このユニットがアタックした時、山札の上から1枚公開する。"
        "そのグレードが相手のヴァンガードのグレード以上なら、1枚引く。"
    )
    draw = steps(ab)[-1]
    pred = draw.condition.clause.arg(A.Role.PREDICATE)
    assert pred.terms[-2:] == (A.Stat("grade"), A.Word("or_more"))


def test_a_soul_count_is_not_a_soul_value_in_vanguard() -> None:
    ab = one("【永】【(V)】：あなたのソウル1枚につき、このユニットのパワー+1000。")
    (power,) = steps(ab)
    per = power.body.arg(A.Role.PER)
    assert per.terms == (A.Owner("you"), A.Zone("soul"), A.Count(A.Number(1), "card"))


def test_setting_a_value_to_another_with_onaji_ni_suru() -> None:
    text = (
        "【自】：このユニットがアタックした時、そのターン中、"
        "このユニットのドライブをそのカードのグレードと同じにする。"
    )
    (same,) = steps(one(text))
    assert same.body.verb == "make_same" and same.body.form is A.Form.FINAL
    assert same.body.arg(A.Role.WITH).terms[-1] == A.Stat("grade")
    assert refused(text)
    # the adjective is still read where no する follows (同じ縦列)
    (power,) = steps(one("【永】【(R)】：このユニットと同じ縦列のユニットすべてのパワー+5000。"))
    assert power.body.verb == "stat_change"


# ---------------------------------------------------------------- two connectors on one step


def test_a_connector_before_and_after_a_condition() -> None:
    text = (
        "【自】：このユニットがアタックした時、1枚引く。その後、あなたのダメージゾーンに"
        "カードが2枚以上あるなら、さらにパワー+5000。"
    )
    last = steps(one(text))[-1]
    assert last.lead == "then" and last.lead_inner == "additionally"
    assert not last.lead_inner_pause and last.condition is not None
    # the engine now reads it (the unit left unsaid is this unit, 11.8.5.3; 8bf4d9e)
    assert not refused(text)


@pytest.mark.parametrize("opening", ["さらに", "そうしたら", "かわりに"])
def test_no_second_connector_after_one_an_engine_passes_through(opening: str) -> None:
    text = (
        f"【自】：このユニットがアタックした時、1枚引く。{opening}、あなたのダメージゾーンに"
        "カードが2枚以上あるなら、さらにパワー+5000。"
    )
    res = parse_card(text, "vg")
    assert res.ok
    assert [u.reason for u in res.unparsed] == ["two connectors on one step"]


# ---------------------------------------------------------------- G-era headers


def test_a_generation_break_count_and_a_ritual_before_the_colon() -> None:
    text = (
        "【起】【(V)】【ターン1回】【Gブレイク】(3)儀式5:【コスト】[【ソウルブラスト】(1)]"
        "することで、1枚引く。"
    )
    ab = one(text)
    gb = ab.labels[-1]
    assert gb.name == "Gブレイク" and gb.count == A.Number(3)
    assert gb.keyword is not None and gb.keyword.id == "generation_break"
    assert gb.keyword.arg("number") == A.Number(3)
    assert ab.keyword is not None and ab.keyword.id == "ritual" and ab.keyword_first
    assert ab.keyword.arg("number") == A.Number(5)
    # the engine reads both as the ability's validity condition (14.2.3.3)
    assert not refused(text)
    from ruling.abilities import _abilities

    valid = _abilities("vg", text, None)[0].program.valid
    assert [c.verb for c in valid.parts] == ["generation_break", "ritual"]
    assert [c.parts[0].n for c in valid.parts] == [3, 5]


def test_a_prefix_before_a_generation_break_header() -> None:
    ab = one(
        "支配-【起】【(V)】【Gブレイク】(1):【コスト】[【カウンターブラスト】(1)]することで、1枚引く。"
    )
    assert ab.prefix == "支配-" and ab.labels[-1].count == A.Number(1)
    assert not ab.keyword_first


def test_a_stride_skill_with_its_timing_and_a_leading_reminder() -> None:
    text = (
        "(Gユニットはメインデッキに入れることができない)【超越】-ストライドステップ-"
        "【コスト】[手札からグレードの合計が3以上になるように1枚以上選び、捨てる]ことで、"
        "裏のこのカードを(V)に【超越】する。(超越した時、元いたヴァンガードはハーツになる)"
    )
    ab = one(text)
    (stride,) = ab.labels
    assert stride.keyword is not None and stride.keyword.id == "stride_skill"
    assert stride.keyword.arg("timing") == A.Word("stride_step")
    assert [r.text for r in ab.reminders][0] == "Gユニットはメインデッキに入れることができない"
    # the purpose clause: 手札から belongs to 選び, not to なる
    (item,) = ab.cost.items
    choose = item.body.args[0].value.terms[0].clause
    assert choose.verb == "choose" and choose.arg(A.Role.SOURCE).terms == (A.Zone("hand"),)
    purpose = choose.arg(A.Role.GOAL)
    assert purpose.terms[-1] == A.Word("manner")
    assert purpose.terms[0].clause.verb == "become"
    # the engine reads it (timing and cost: tests/ruling/test_vg_constructions.py)
    assert not refused(text)


def test_a_mate_unit_label_with_its_name() -> None:
    ab = one("【メイトユニット】-「アルカサル」")
    (mate,) = ab.labels
    assert mate.keyword is not None and mate.keyword.id == "mate_unit"
    assert mate.keyword.arg("name") == A.Name("アルカサル")
    # the engine reads it (14.54.2: tests/ruling/test_vg_constructions.py)
    assert not refused("【メイトユニット】-「アルカサル」")


# ---------------------------------------------------------------- names and values in a noun phrase


def test_a_value_plus_a_number_before_no() -> None:
    text = (
        "【自】：このユニットがアタックした時、あなたの山札から、そのカードのグレード+1の"
        "ユニットカードを1枚まで探し、(R)にコールする。"
    )
    search = steps(one(text))[0]
    obj = search.body.arg(A.Role.OBJECT)
    assert A.Amount("+", A.Number(1)) in obj.terms
    assert refused(text)


def test_a_keyword_named_before_abilities() -> None:
    ab = one(
        "【自】【(V)】：このユニットがアタックした時、儀式能力を持つあなたのリアガードを1枚選ぶ。"
    )
    (choose,) = steps(ab)
    rel = choose.body.arg(A.Role.OBJECT).terms[0]
    assert isinstance(rel, A.Relative)
    assert rel.clause.arg(A.Role.OBJECT).terms == (A.Named("儀式", A.CardKind("ability")),)


def test_names_in_latin_letters_before_a_kind_noun() -> None:
    ab = one(
        "【自】：このユニットがアタックした時、X-ceed NETマーカーのないあなたの(R)を1つ選び、"
        "SYSTEM CODE:X-ceed・トークンを1枚置く。"
    )
    names = [n for n in A.walk(ab) if isinstance(n, A.Named)]
    assert [(n.text, n.head) for n in names] == [
        ("X-ceed NET", A.CardKind("marker")),
        ("SYSTEM CODE:X-ceed・", A.CardKind("token")),
    ]
    # a single letter is still the variable
    (choose,) = steps(one("【自】：このユニットがアタックした時、Xを選ぶ。"))
    assert choose.body.arg(A.Role.OBJECT).terms == (A.Count(A.Number(None, "X"), "none"),)


def test_a_quoted_cost_with_its_items() -> None:
    text = (
        "【自】：このコストは『【エネルギーブラスト】(2),オーダーゾーンからアリーナを1枚【レスト】"
        "させる』でも払える。このユニットが(R)に登場した時、【コスト】[【カウンターブラスト】(1)]"
        "することで、1枚引く。"
    )
    ab = one(text)
    (pay,) = ab.preamble[0].steps
    assert pay.body.verb == "pay" and pay.body.form is A.Form.CAN
    quoted = next(n for n in A.walk(ab.preamble) if isinstance(n, A.Quote))
    (cost_ab,) = quoted.abilities
    assert cost_ab.effect is None and cost_ab.cost is not None
    blast, rest = cost_ab.cost.items
    assert blast.body.arg(A.Role.PREDICATE).terms[0] == A.Word("energy_blast")
    assert rest.body.verb == "rest" and rest.body.arg(A.Role.OBJECT).terms[0] == A.CardKind("arena")
    # runs since round 24 (58342914: アリーナ read as the card's printed subtype, 2.9.4); before,
    # refused for the arena card kind. Its meaning on a board: tests/ruling/test_vg_cardtext_r24.py
    assert not refused(text)


def test_becoming_the_striker() -> None:
    (become,) = steps(one("【自】：このユニットがアタックした時、あなたはストライカーになる!"))
    assert become.bang and become.body.arg(A.Role.GOAL).terms == (A.Word("striker"),)


# ---------------------------------------------------------------- until, validity, each turn


def test_until_a_card_is_revealed() -> None:
    text = (
        "【自】：このユニットがアタックした時、山札の上から、グレード3が公開されるまで公開し、"
        "そのカードを手札に加える。"
    )
    reveal = steps(one(text))[0]
    source, until = reveal.body.args
    assert source.role is A.Role.SOURCE and source.value.terms[0] == A.Zone("deck")
    assert until.role is A.Role.TIME and until.value.terms[-1] == A.Word("until")
    revealed = until.value.terms[0].clause
    assert revealed.verb == "reveal" and revealed.form is A.Form.PASSIVE
    assert revealed.args[0].role is A.Role.SUBJECT  # 山札の上から stays with 公開し
    assert refused(text)


def test_until_a_value_becomes_the_same() -> None:
    text = (
        "【自】：このユニットがアタックした時、そのバトル中、このユニットのパワーを"
        "そのユニットと同じになるまで増減する。"
    )
    (adjust,) = steps(one(text))
    assert adjust.body.verb == "adjust"
    until = adjust.body.args[-1]
    same = until.value.terms[0].clause
    assert same.verb == "become_same" and [a.role for a in same.args] == [A.Role.WITH]
    assert adjust.body.arg(A.Role.OBJECT).terms[-1] == A.Stat("power")
    assert refused(text)


def test_made_particle_after_a_noun_stays_a_particle() -> None:
    (choose,) = steps(one("【自】：このユニットがアタックした時、山札の上から2枚まで選ぶ。"))
    assert not any(isinstance(n, A.Word) and n.id == "until" for n in A.walk(choose))


def test_validity_simultaneity_and_each_turn() -> None:
    ab = one(
        "【永】【(R)】：あなたのヴァンガードが「グランフィア」を含むなら、以下すべてが有効になる。"
    )
    (valid,) = steps(ab)
    assert valid.body.verb == "become" and valid.body.arg(A.Role.GOAL).terms == (A.Word("valid"),)
    ab = one("【自】：あなたのカードが3枚以上同時に山札から捨てられた時、1枚引く。")
    event = ab.trigger.event.args[0].value.terms[0].clause
    assert event.arg(A.Role.GOAL).terms == (A.Word("simultaneous"),)
    ab = one("【永】：「鍛錬所」の【起】能力は、各ターン1回だけ使える。")
    assert any(isinstance(n, A.Ref) and n.id == "every" for n in A.walk(ab))
    ab = one("【永】【(V)】：各ターンで最初にあなたが能力のコストを払う際、1枚引く。")
    assert any(isinstance(n, A.Word) and n.id == "first_time" for n in A.walk(ab))
