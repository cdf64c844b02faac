"""Constructs of Japanese card text, with the AST asserted."""

from __future__ import annotations

from grammar import ast as A
from grammar.parse import parse_card
from grammar.render import render
from tests.grammar.abilities import steps


def one(text: str, game: str = "ws") -> A.Ability:
    res = parse_card(text, game)
    assert res.ok, res.diagnostics
    assert res.card is not None and len(res.card.abilities) == 1
    return res.card.abilities[0]


def test_auto_with_cost_trigger_optional_and_if_done() -> None:
    ab = one(
        "【自】［(1) 手札を1枚控え室に置く］ このカードが手札から舞台に置かれた時、"
        "あなたはコストを払ってよい。そうしたら、あなたは1枚引く。"
    )
    assert ab.kind is A.AbilityKind.AUTO
    assert ab.cost is not None
    stock, discard = ab.cost.items
    assert stock.body == A.Count(A.Number(1), "stock")
    assert isinstance(discard.body, A.Action) and discard.body.verb == "put"
    assert discard.body.arg(A.Role.GOAL) == A.NounPhrase((A.Zone("waiting_room"),))
    assert ab.trigger is not None
    event = ab.trigger.event
    assert isinstance(event, A.Action) and event.verb == "when"
    placed = event.args[0].value.terms[0]
    assert isinstance(placed, A.Relative)
    assert placed.clause.verb == "put" and placed.clause.form is A.Form.PASSIVE_PAST
    pay, draw = steps(ab)
    assert pay.optional and pay.body.verb == "pay"
    assert draw.lead == "if_done" and draw.body.verb == "draw"
    assert draw.body.args[-1].value.count == A.Count(A.Number(1), "card")


def test_continuous_condition_and_stat_change() -> None:
    ab = one("【永】 他のあなたの《音楽》のキャラが2枚以上なら、このカードのパワーを＋1000。")
    assert ab.kind is A.AbilityKind.CONTINUOUS
    assert ab.condition is not None and ab.condition.marker == "nara"
    cond = ab.condition.clause
    assert isinstance(cond, A.Action) and cond.verb == "be"
    subject = cond.arg(A.Role.SUBJECT)
    assert subject is not None and A.Trait("音楽") in subject.terms
    assert subject.owner == A.Owner("you")
    (step,) = steps(ab)
    assert step.body.verb == "stat_change"
    assert step.body.amount == A.Amount("+", A.Number(1000))
    assert step.body.arg(A.Role.OBJECT).terms[-1] == A.Stat("power")


def test_choose_with_selector_and_up_to_count() -> None:
    ab = one(
        "【起】［このカードを【レスト】する］ あなたは自分の控え室の《警察》のキャラを2枚まで選び、手札に戻す。"
    )
    assert ab.kind is A.AbilityKind.ACTIVATED
    assert ab.cost.items[0].body.verb == "rest"
    choose, ret = steps(ab)
    assert choose.body.verb == "choose" and choose.body.form is A.Form.CONTINUATIVE
    sel = choose.body.arg(A.Role.OBJECT)
    assert sel.owner == A.Owner("self") and sel.zone == A.Zone("waiting_room")
    assert sel.filters == (A.Trait("警察"), A.CardKind("character"))
    assert choose.body.arg(A.Role.NONE).count == A.Count(A.Number(2), "card", "up_to")
    assert choose.pause and ret.body.verb == "return"


def test_given_ability_in_quote_is_parsed_as_ability() -> None:
    ab = one(
        "【永】 他のあなたの《死》のキャラすべてに、『【自】 アンコール ［手札のキャラを1枚控え室に置く］』を与える。"
    )
    (step,) = steps(ab)
    assert step.body.verb == "give"
    quote = step.body.arg(A.Role.OBJECT).terms[0]
    assert isinstance(quote, A.Quote)
    (given,) = quote.abilities
    assert given.kind is A.AbilityKind.AUTO and given.keyword.name == "アンコール"


def test_for_each_duration_and_timing_trigger() -> None:
    ab = one(
        "【永】 あなたのターン中、他のあなたの《死》のキャラ1枚につき、このカードのパワーを＋500。"
    )
    (step,) = steps(ab)
    assert step.body.duration == A.Duration("during_your_turn")
    assert step.for_each is not None and A.Trait("死") in step.for_each.terms
    ab = one("【自】 あなたのアタックフェイズの始めに、あなたは1枚引いてよい。")
    assert isinstance(ab.trigger.event, A.Timing)
    assert ab.trigger.event.point == "start"
    assert ab.trigger.event.scope.terms == (A.Owner("you"), A.Word("attack_phase"))


def test_keyword_parameters_and_labels() -> None:
    ab = one("【起】【カウンター】 助太刀2500 レベル2 ［(1) 手札のこのカードを控え室に置く］")
    assert [lb.kind for lb in ab.labels] == ["counter"]
    level2 = A.StatFilter(A.Stat("level"), A.Number(2))
    assert ab.keyword == A.Keyword(
        "助太刀",
        (A.Number(2500), level2),
        id="backup",
        kind="activated",
        args=(A.KeywordArg("power", A.Number(2500)), A.KeywordArg("level", level2)),
    )
    assert ab.keyword.arg("power") == A.Number(2500)
    ab = one("【自】【CXコンボ】 このカードがアタックした時、あなたは1枚引く。")
    assert ab.labels[0].kind == "combo"


def test_reminder_and_icon_token() -> None:
    ab = one("【自】 このカードがアタックした時、あなたは1枚引く。（ダメージキャンセルは発生する）")
    assert ab.reminders[0].text == "ダメージキャンセルは発生する"
    ab = one("あなたは自分の控え室のトリガーアイコンが[[soul.gif]]のCXを1枚選び、手札に戻す。")
    assert ab.kind is A.AbilityKind.EVENT
    assert A.Icon("soul") in steps(ab)[0].body.arg(A.Role.OBJECT).terms


def test_untyped_text_is_an_unparsed_node_not_an_error() -> None:
    res = parse_card("【永】 このカードはふしぎな呪文をとなえる。", "ws")
    assert res.ok and not res.fully_typed
    (u,) = res.unparsed
    assert u.text == "このカードはふしぎな呪文をとなえる"
    assert res.normalised.text[u.span.start : u.span.end] == u.text


def test_vg_ability_with_zone_label_condition_and_cost() -> None:
    ab = one(
        "【自】【(V)】：このユニットがアタックした時、【コスト】[【カウンターブラスト】(1)]することで、１枚引く。",
        "vg",
    )
    assert ab.kind is A.AbilityKind.AUTO
    assert ab.labels == (A.Label("(V)", "zone"),)
    (item,) = ab.cost.items
    assert A.Word("counter_blast") in item.body.args[-1].value.terms
    assert steps(ab)[0].body.verb == "draw"


def test_structural_error_has_position_and_hint() -> None:
    res = parse_card("【自】 このカードがアタックした時、『あなたは1枚引く。", "ws")
    assert not res.ok and res.card is None
    (d,) = res.diagnostics
    assert d.severity == "error" and "never closed" in d.hint
    assert res.normalised.offsets.line_col(d.span.start) == (1, 19)


def test_round_trip_of_typed_examples() -> None:
    texts = [
        "【自】[(1)]このカードが手札から舞台に置かれた時、あなたはコストを払ってよい。そうしたら、あなたは自分の控え室のキャラを1枚選び、手札に戻す。",
        "【永】応援このカードの前のあなたのキャラすべてに、パワーを+500。",
        "【自】このカードのバトル相手が【リバース】した時、あなたはそのキャラを思い出にしてよい。",
    ]
    for t in texts:
        res = parse_card(t, "ws")
        assert res.fully_typed, res.unparsed
        assert render(res.card) == t


def test_passive_negative_continuative_chains() -> None:
    ab = one("【永】【(V)】:あなたのターン中、このユニットはブーストされず、パワー+5000。", "vg")
    first, second = steps(ab)
    assert first.body.verb == "boost" and first.body.form is A.Form.PASSIVE_NEG_CONT
    assert second.body.verb == "stat_change"


def test_shika_after_a_count_is_the_particle_only() -> None:
    """「この能力は、1ターンにつき2回しか使えない」: しか after a count marks it (Role.ONLY), not the
    continuative し of する followed by か (2回し|か); the text renders back unchanged."""
    t = "【自】この能力は、1ターンにつき2回しか使えない。あなたが【起】を使った時、そのターン中、このカードのパワーを+1500。"
    ab = one(t)
    (sent,) = ab.preamble
    (st,) = sent.steps
    assert st.body.verb == "use" and st.body.form is A.Form.CANNOT
    only = [a for a in st.body.args if a.role is A.Role.ONLY]
    assert [a.value.terms for a in only] == [(A.Count(A.Number(2), "times"),)]
    res = parse_card(t, "ws")
    assert res.fully_typed and render(res.card) == t


def test_a_lead_after_the_first_argument_leads_its_step() -> None:
    """「…時、あなたはかわりに相手の後列のキャラを1枚選び」: the connector after the topic leads the
    step as 「かわりにあなたは」 does (same typed step but ``lead_after_topic``), and renders back
    where it was printed."""
    after = "【永】このカードがアタックする時、あなたはかわりに相手の後列のキャラを1枚選び、このカードはそのキャラを防御キャラとしてフロントアタックしてよい。"
    before = after.replace("あなたはかわりに", "かわりにあなたは")
    a, b = steps(one(after)), steps(one(before))
    assert a[1].lead == b[1].lead == "instead" and a[1].body.verb == "choose"
    assert a[1].lead_after_topic and not b[1].lead_after_topic
    assert a[1].body.args[0] == b[1].body.args[0]  # あなたは
    for t in (after, before):
        res = parse_card(t, "ws")
        assert res.fully_typed and render(res.card) == t
