"""Patterns of card text found by measuring the grammar on card text it was not built from
(issue 3). Every sentence here is constructed for the test: each exercises one way Japanese
card text composes (where a condition stands, a timing as a trigger, an inflection, a kind
noun), with the AST asserted and the exact round trip checked."""

from __future__ import annotations

from grammar import ast as A
from grammar.normalise import normalise
from grammar.parse import parse_card
from grammar.render import render
from tests.grammar.abilities import one_ability, steps


def one(text: str, game: str = "ws") -> A.Ability:
    return one_ability(text, game)


# ---------------------------------------------------------------- a condition before the trigger


def test_condition_before_a_timing_trigger() -> None:
    ab = one(
        "【自】 思い出置場にこのカードがあるなら、あなたのドローフェイズの始めに、あなたは1枚引く。"
    )
    assert ab.kind is A.AbilityKind.AUTO and ab.condition_first
    assert ab.condition is not None and ab.condition.marker == "nara"
    cond = ab.condition.clause
    assert isinstance(cond, A.Action) and cond.verb == "exist_thing"
    assert cond.arg(A.Role.GOAL) == A.NounPhrase((A.Zone("memory"),))
    assert ab.trigger is not None
    timing = ab.trigger.event
    assert isinstance(timing, A.Timing) and timing.point == "start"
    assert timing.scope.owner == A.Owner("you")
    (draw,) = steps(ab)
    assert draw.condition is None and draw.body.verb == "draw"


def test_two_stative_conditions_before_an_event_trigger() -> None:
    ab = one(
        "【自】 控え室にこのカードがあり、あなたのストックが3枚以上なら、"
        "他のあなたのキャラがアタックした時、このカードをストック置場に置いてよい。"
    )
    assert ab.condition_first and ab.condition is not None
    cond = ab.condition.clause
    assert isinstance(cond, A.Action) and cond.verb == "and"
    event = ab.trigger.event
    assert isinstance(event, A.Action) and event.verb == "when"
    attacked = event.args[0].value.terms[0]
    assert isinstance(attacked, A.Relative) and attacked.clause.verb == "attack"
    (put,) = steps(ab)
    assert put.optional and put.body.verb == "put"


def test_condition_after_the_trigger_stays_after() -> None:
    ab = one("【自】 このカードがアタックした時、あなたの手札が2枚以下なら、あなたは1枚引く。")
    assert not ab.condition_first
    assert ab.condition is not None and ab.condition.marker == "nara"


def test_conditions_on_both_sides_of_the_trigger_are_not_typed() -> None:
    res = parse_card(
        "【自】 控え室にこのカードがあるなら、あなたのメインフェイズの始めに、"
        "あなたの手札が2枚以下なら、あなたは1枚引く。",
        "ws",
    )
    assert res.ok and res.card is not None
    ab = res.card.abilities[0]
    assert not ab.condition_first
    assert isinstance(ab.trigger.event, A.Unparsed)
    assert render(res.card) == res.normalised.text


# ---------------------------------------------------------------- inflections


def test_passive_negative_past_in_a_trigger_and_a_condition() -> None:
    ab = one(
        "【自】 あなたのターン中、相手の受けたダメージがキャンセルされなかった時、"
        "あなたは1枚引く。そのダメージがキャンセルされなかったなら、あなたは1枚引いてよい。"
    )
    event = ab.trigger.event
    assert isinstance(event, A.Action) and event.verb == "when"
    # the attributive 受けた is folded in front of the event (as for every …時)
    received, rel = event.args[0].value.terms
    assert received.clause.verb == "receive"
    assert received.clause.duration == A.Duration("during_your_turn")
    assert rel.clause.verb == "cancel" and rel.clause.form is A.Form.PASSIVE_NEG_PAST
    assert rel.clause.arg(A.Role.SUBJECT) == A.NounPhrase((A.Word("damage"),))
    _, second = steps(ab)
    assert second.condition is not None and second.condition.marker == "nara"
    assert second.condition.clause.form is A.Form.PASSIVE_NEG_PAST


def test_passive_negative_past_of_each_conjugation_class() -> None:
    for text, verb in (
        ("【自】 このカードが選ばれなかった時、あなたは1枚引く。", "choose"),  # godan
        ("【自】 このカードが見せられなかった時、あなたは1枚引く。", "show"),  # ichidan
    ):
        rel = one(text).trigger.event.args[0].value.terms[0]
        assert rel.clause.verb == verb and rel.clause.form is A.Form.PASSIVE_NEG_PAST


def test_a_value_that_does_not_decrease() -> None:
    ab = one("【永】 このカードはフロントアタックしてもパワーが減少しない。")
    even, step = steps(ab)
    assert even.body.verb == "front_attack" and even.body.form is A.Form.CONCESSIVE
    assert step.body.verb == "decrease_by" and step.body.form is A.Form.NEGATIVE
    assert step.body.arg(A.Role.SUBJECT) == A.NounPhrase((A.Stat("power"),))


# ---------------------------------------------------------------- VG timings and words


def test_end_of_a_turn_as_a_trigger() -> None:
    for owner in ("you", "opponent"):
        who = "あなた" if owner == "you" else "相手"
        ab = one(f"【自】【(R)】：{who}のターン終了時、このユニットを手札に戻す。", "vg")
        timing = ab.trigger.event
        assert isinstance(timing, A.Timing) and timing.point == "end"
        assert timing.scope == A.NounPhrase((A.Owner(owner), A.Word("turn")), ("の",))


def test_end_of_turn_stays_a_noun_outside_a_trigger() -> None:
    ab = one("【起】【(V)】：そのターン終了時、このユニットを退却させる。", "vg")
    first = steps(ab)[0].body
    assert first.verb == "be"
    assert first.args[0].value.terms[-1] == A.Word("end_of_turn")


def test_start_of_the_attack_step_as_a_trigger() -> None:
    ab = one("【自】【(V)】：あなたのアタックステップ開始時、１枚引く。", "vg")
    timing = ab.trigger.event
    assert isinstance(timing, A.Timing) and timing.point == "start"
    assert timing.scope.terms[-1] == A.Word("attack_step")


def test_a_ticket_named_before_its_kind_noun() -> None:
    ab = one(
        "【自】：このユニットが(R)に登場した時、ブースター・チケットを１枚手札に加える。", "vg"
    )
    (add,) = steps(ab)
    obj = add.body.arg(A.Role.OBJECT)
    assert obj.terms[0] == A.Named("ブースター・", A.CardKind("ticket"))


def test_continuative_of_a_suru_verb_in_a_condition() -> None:
    ab = one(
        "【永】【(R)】：あなたのヴァンガードがいずれかのクランのみに属し、"
        "あなたのソウルが５枚以上なら、このユニットのパワー＋5000。",
        "vg",
    )
    cond = ab.condition.clause
    assert cond.verb == "and"
    belongs = cond.args[0].value.terms[0].clause
    assert belongs.verb == "belong" and belongs.form is A.Form.CONTINUATIVE


def test_set_order_operating_and_equipping_verbs() -> None:
    ab = one("【自】【オーダーゾーン】：このカードが稼働した時、１枚引く。", "vg")
    rel = ab.trigger.event.args[0].value.terms[0]
    assert rel.clause.verb == "operate" and rel.clause.form is A.Form.PAST
    ab = one("【起】【(V)】：あなたのリアガードを１枚選び、このユニットに着装する。", "vg")
    assert steps(ab)[-1].body.verb == "equip"


def test_raising_a_value_by_the_amount_of_another() -> None:
    ab = one(
        "【自】【(R)】：このユニットがブーストした時、そのバトル中、"
        "ブーストされたユニットのパワーを、このユニットのシールド分、増やす。",
        "vg",
    )
    (raise_,) = steps(ab)
    assert raise_.body.verb == "raise"
    measure = raise_.body.arg(A.Role.MEASURE)
    assert measure == A.NounPhrase((A.Ref("this_unit"), A.Stat("shield")), ("の",))


# ---------------------------------------------------------------- WS selectors and counts


def test_what_an_action_puts_in_place_of() -> None:
    ab = one(
        "【永】 あなたが自分のキャラの【起】のコストを払う時、このカードの下のマーカーを、"
        "ストック1枚のかわりに控え室に置いてよい。"
    )
    put = steps(ab)[-1].body
    assert put.verb == "put" and put.form is A.Form.OPTIONAL
    replaced = put.arg(A.Role.IN_PLACE_OF)
    # ストック (variant 1 of ストック置場) and its count
    assert replaced == A.NounPhrase((A.Zone("stock", 1), A.Count(A.Number(1), "card")), ("",))
    assert put.arg(A.Role.OBJECT).terms[-1] == A.CardKind("marker")
    assert put.arg(A.Role.GOAL) == A.NounPhrase((A.Zone("waiting_room"),))


def test_soul_marks_of_a_trigger_icon() -> None:
    ab = one(
        "【自】 このカードがアタックした時、あなたは自分の山札の上から1枚を公開する。"
        "そのカードのトリガーアイコンがソウルマーク×2なら、あなたは1枚引く。"
    )
    draw = steps(ab)[-1]
    cond = draw.condition.clause
    # a count of marks, not a stat change
    assert cond.verb == "be" and cond.amount is None
    pred = cond.arg(A.Role.PREDICATE)
    assert pred.terms == (A.Word("soul_mark"), A.Amount("x", A.Number(2)))


def test_a_stat_times_a_number_is_still_a_stat_change() -> None:
    ab = one("【自】 このカードがアタックした時、そのターン中、このカードのソウルを×2。")
    (step,) = steps(ab)
    assert step.body.verb == "stat_change" and step.body.amount == A.Amount("x", A.Number(2))


def test_an_icon_named_before_its_kind_noun() -> None:
    ab = one(
        "【自】：このユニットがソラアイコンを持つグレード３にライドされた時、１枚引く。"
        "【ソラアイコン】",
        "vg",
    )
    # the attributive 持つ is folded in front of the event (as for every …時)
    having, ridden = (t.clause for t in ab.trigger.event.args[0].value.terms)
    assert ridden.verb == "ride" and ridden.form is A.Form.PASSIVE_PAST
    assert having.verb == "have"
    assert having.arg(A.Role.OBJECT).terms == (A.Named("ソラ", A.Word("icon")),)
    assert ab.labels == (A.Label("ソラアイコン", "icon"),)
    # a known icon stays the lexicon's word
    ab = one(
        "【永】【(R)】：あなたのヴァンガードが櫂アイコンを持つなら、このユニットのパワー＋5000。",
        "vg",
    )
    assert ab.condition.clause.arg(A.Role.OBJECT).terms == (A.Word("kai_icon"),)


# ---------------------------------------------------------------- causes, zones, branches


def test_caused_by_with_niyotte_and_niyoru() -> None:
    ab = one("【永】 このカードは相手のイベントの効果によって【リバース】されない。")
    (step,) = steps(ab)
    assert step.body.verb == "reverse" and step.body.form is A.Form.PASSIVE_NEG
    by = step.body.arg(A.Role.BY)
    assert by is not None and by.terms[-1] == A.CardKind("effect")
    ab = one("【永】 相手のターン中、あなたは相手のイベントの効果によるダメージを受けない。")
    (step,) = steps(ab)
    damage = step.body.arg(A.Role.OBJECT)
    assert damage.terms[-1] == A.Word("damage") and damage.links[-1] == "による"


def test_any_zone() -> None:
    ab = one("【永】 すべての領域にあるこのカードは《魔法》を得る。")
    (step,) = steps(ab)
    rel, card = step.body.arg(A.Role.TOPIC).terms
    assert card == A.Ref("this_card") and rel.clause.verb == "exist_thing"
    where = rel.clause.arg(A.Role.GOAL)
    assert where.terms == (A.Count(None, "card", "all"), A.Zone("any_zone"))


def test_a_branch_when_the_step_before_cannot_be_done() -> None:
    ab = one(
        "【自】 このカードがアタックした時、あなたは自分の控え室のキャラを1枚選び、手札に戻す。"
        "そうできないなら、あなたは1枚引く。"
    )
    draw = steps(ab)[-1]
    assert draw.lead == "if_unable" and draw.body.verb == "draw"


def test_counted_colours_ordinal_turns_and_declared_numbers() -> None:
    ab = one("【永】 あなたの舞台のキャラの持つ色の合計が3色以上なら、このカードのパワーを＋1000。")
    cond = ab.condition.clause
    assert cond.arg(A.Role.PREDICATE).terms[-1] == A.Count(A.Number(3), "color", "at_least")
    ab = one("【自】 あなたの第2ターンの始めに、あなたは1枚引く。")
    timing = ab.trigger.event
    assert isinstance(timing, A.Timing)
    assert timing.scope.terms[1:] == (A.Word("ordinal_prefix"), A.Count(A.Number(2), "turn"))
    ab = one(
        "【自】 このカードがアタックした時、相手はXダメージを受ける。"
        "Xはあなたの宣言した数+1に等しい。"
    )
    definition = steps(ab)[-1].body
    assert definition.verb == "equal"


def test_marker_area_and_another_otherwise() -> None:
    ab = one("【永】 あなたのマーカー置場のカードが2枚以上なら、このカードのパワーを＋1000。")
    subject = ab.condition.clause.arg(A.Role.SUBJECT)
    assert subject.zone == A.Zone("marker_area")
    ab = one(
        "【自】 このカードがアタックした時、あなたは自分の手札を1枚選び、控え室に置いてよい。"
        "そうしないなら、あなたは1枚引く。"
    )
    draw = steps(ab)[-1]
    assert draw.lead == "otherwise" and draw.lead_variant == 2


def test_a_timing_within_a_period() -> None:
    ab = one(
        "【自】 このカードが手札から舞台に置かれたターン中、相手のアタックフェイズの始めに、"
        "あなたは1枚引く。"
    )
    timing = ab.trigger.event
    assert isinstance(timing, A.Timing) and timing.point == "start"
    placed, turn, during, owner, phase = timing.scope.terms
    assert isinstance(placed, A.Relative) and placed.clause.verb == "put"
    assert (turn, during) == (A.Word("turn"), A.Word("during"))
    assert (owner, phase) == (A.Owner("opponent"), A.Word("attack_phase"))
    assert timing.scope.links[2] == "、"


def test_the_formal_noun_sai_before_ni() -> None:
    ab = one(
        "【自】：ライドデッキからライドする際にこのカードが手札から捨てられた時、１枚引く。", "vg"
    )
    # the attributive ライドする is folded in front of the event (as for every …時)
    ride, discarded = (t.clause for t in ab.trigger.event.args[0].value.terms)
    assert ride.verb == "ride" and ride.form is A.Form.FINAL
    assert discarded.verb == "discard" and discarded.form is A.Form.PASSIVE_PAST
    assert discarded.arg(A.Role.GOAL) == A.NounPhrase((A.Word("occasion"),))
    # 際、 still closes a condition
    ab = one("【永】【(R)】：このユニットがアタックする際、相手は『ガード』を使えない。", "vg")
    (use,) = steps(ab)
    assert use.condition is not None and use.condition.marker == "sai"
    assert use.body.verb == "use" and use.body.form is A.Form.CANNOT


def test_mode_lines_labelled_by_circle_or_count() -> None:
    text = (
        "【自】：このユニットが登場した時、このユニットのいるサークルにより以下を１つ行う。\n"
        "・(R)‐１枚引く。\n"
        "・(G)‐そのバトル中、このユニットのシールド＋10000。"
    )
    res = parse_card(text, "vg")
    assert res.ok and res.card is not None and not res.unparsed
    assert render(res.card) == normalise(text).text
    auto, circle_r, circle_g = res.card.abilities
    (choose,) = steps(auto)
    assert choose.body.verb == "perform"
    assert choose.body.arg(A.Role.ACCORDING).terms[-1] == A.Zone("circle")
    assert circle_r.bullet and circle_r.prefix == "(R)-"
    assert steps(circle_r)[0].body.verb == "draw"
    assert circle_g.prefix == "(G)-" and steps(circle_g)[0].body.verb == "stat_change"


def test_a_mode_label_before_an_ability_marker() -> None:
    text = (
        "【永】：あなたのソウルが５枚以上なら、このユニットは以下すべてを得る。\n"
        "・５枚以上‐【自】【(V)】：このユニットがアタックした時、１枚引く。"
    )
    res = parse_card(text, "vg")
    assert res.ok and res.card is not None and not res.unparsed
    assert render(res.card) == normalise(text).text
    mode = res.card.abilities[1]
    # the structural prefix before a marker takes the bullet with it
    assert mode.prefix == "・5枚以上-" and mode.kind is A.AbilityKind.AUTO


def test_hyphen_variants_normalise_to_a_hyphen_minus() -> None:
    assert normalise("(R)‐1枚引く(G)‑").text == "(R)-1枚引く(G)-"


def test_negative_te_form_with_kute_and_niatari() -> None:
    ab = one(
        "【永】【(R)】：あなたの前列に他のリアガードがいなくて、"
        "あなたのソウルが３枚以上なら、このユニットのパワー＋5000。",
        "vg",
    )
    cond = ab.condition.clause
    assert cond.verb == "and"
    absent = cond.args[0].value.terms[0].clause
    assert absent.verb == "exist" and absent.form is A.Form.NEGATIVE_KUTE
    ab = one(
        "【永】 手札のこのカードをプレイするにあたり、あなたは自分の控え室のキャラを1枚選び、"
        "山札の下に置いてよい。"
    )
    choose = steps(ab)[0]
    assert choose.condition is not None and choose.condition.marker == "niatari"
    assert choose.condition.clause.verb == "play"


# ------------------------------------------------- a count set off by a comma: 「…を1枚、…に置く」


def test_count_after_the_object_set_off_by_a_comma() -> None:
    """「あなたは自分の手札を1枚、控え室に置く」 is 「…を1枚控え室に置く」 with a comma after the count:
    one step, the count an argument of the verb (its pause kept), not a nominal clause before
    it. Round trip exact."""
    for text, verb in (
        ("あなたは自分の手札を1枚、控え室に置く。", "put"),
        ("あなたは自分のストックを1枚、控え室に置いてよい。", "put"),
        ("あなたは自分の控え室のキャラを2枚、山札の上に置く。", "put"),
    ):
        res = parse_card(text, "ws")
        (st,) = steps(res.card.abilities[0])
        assert st.body.verb == verb
        assert st.body.arg(A.Role.OBJECT) is not None
        count = st.body.arg(A.Role.NONE)
        assert isinstance(count, A.NounPhrase) and isinstance(count.terms[0], A.Count)
        assert st.body.arg(A.Role.GOAL) is not None
        assert render(res.card) == normalise(text).text


def test_nominal_clause_with_a_count_not_folded_before_a_verb_with_an_object() -> None:
    """「…を1枚、…を2枚控え室に置く」: the verb's clause has an object of its own — no fold (two
    clauses, as before)."""
    res = parse_card("あなたは自分の手札を1枚、自分のストックを2枚控え室に置く。", "ws")
    body = steps(res.card.abilities[0])[0].body
    assert body.verb == "be"
