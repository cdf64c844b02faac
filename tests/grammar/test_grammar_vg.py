"""Vanguard constructs of the clause grammar, with the AST asserted and the exact round trip."""

from __future__ import annotations

from grammar import ast as A
from grammar.parse import parse_card
from grammar.render import render
from tests.grammar.abilities import steps


def card(text: str) -> A.Card:
    res = parse_card(text, "vg")
    assert res.fully_typed, res.unparsed
    assert res.card is not None
    assert render(res.card) == res.normalised.text
    return res.card


def np(*terms: A.Term, links: tuple[str, ...] | None = None) -> A.NounPhrase:
    return A.NounPhrase(terms, links if links is not None else ("",) * (len(terms) - 1))


def rel(step_or_arg: A.Arg) -> A.Action:
    value = step_or_arg.value
    assert isinstance(value, A.NounPhrase)
    term = value.terms[0]
    assert isinstance(term, A.Relative)
    return term.clause


def test_cost_with_koto_de_after_a_verb_is_the_ability_cost() -> None:
    (ab,) = card(
        "【起】【(R)】:【コスト】[このユニットをソウルに置く]ことで、"
        "あなたのユニットを1枚選び、そのターン中、パワー+2000。"
    ).abilities
    assert ab.cost is not None
    (item,) = ab.cost.items
    assert isinstance(item.body, A.Action)
    assert item.body.verb == "put" and item.body.form is A.Form.FINAL
    assert item.body.arg(A.Role.GOAL) == np(A.Zone("soul"))
    choose, change = steps(ab)
    assert choose.body.verb == "choose" and choose.cost is None
    assert change.body.verb == "stat_change"


def test_cost_in_the_middle_of_a_sentence_belongs_to_the_step_it_opens() -> None:
    (ab,) = card(
        "【自】:このユニットがアタックした時、そのバトル中、このユニットのパワー+5000し、"
        "あなたの時刻印ゲージが3枚以上なら、【コスト】[【エネルギーブラスト】(2)]することで、"
        "相手のリアガードを1枚選び、退却させる。"
    ).abilities
    assert ab.cost is None
    power, choose, retire = steps(ab)
    assert power.body.verb == "stat_change" and power.cost is None
    assert choose.condition is not None and choose.condition.marker == "nara"
    assert choose.cost is not None and choose.cost.pause
    (item,) = choose.cost.items
    assert isinstance(item.body, A.Action) and item.body.verb == "be"
    pred = item.body.arg(A.Role.PREDICATE)
    assert pred is not None
    assert pred.terms == (A.Word("energy_blast"), A.Count(A.Number(2), "paren"))
    assert choose.body.verb == "choose"
    assert retire.body.verb == "retire" and retire.body.form is A.Form.CAUSATIVE


def test_cost_items_separated_by_commas_and_play_condition_with_bang() -> None:
    (ab,) = card(
        "【永】:あなたのヴァンガードがグレード3以下なら、【コスト】[【ソウルブラスト】(1),"
        "手札から1枚捨てる]ことでプレイできる!あなたのユニットを1枚選び、そのバトル中、"
        "ヒットされない。"
    ).abilities
    play, choose, hit = steps(ab)
    assert play.cost is not None and not play.cost.pause
    blast, discard = play.cost.items
    assert isinstance(blast.body, A.Action) and blast.body.verb == "be"
    assert isinstance(discard.body, A.Action) and discard.body.verb == "discard"
    assert play.body.verb == "play" and play.body.form is A.Form.CAN
    assert play.bang and not play.pause
    assert ab.condition is not None and ab.condition.marker == "nara"
    assert choose.body.verb == "choose" and not choose.bang
    assert hit.body.verb == "hit" and hit.body.form is A.Form.PASSIVE_NEG


def test_negative_past_and_causative_past_conditions() -> None:
    ab = card(
        "【自】:このユニットが登場した時、あなたの山札を上から1枚公開する。"
        "公開しなかったなら、山札をシャッフルし、1枚引く。"
        "【スタンド】させたなら、このユニットを退却させる。"
    ).abilities[0]
    assert ab.effect is not None
    _, not_revealed, stood = ab.effect.sentences
    shuffle = not_revealed.steps[0]
    assert shuffle.condition is not None
    cond = shuffle.condition.clause
    assert isinstance(cond, A.Action)
    assert cond.verb == "reveal" and cond.form is A.Form.NEGATIVE_PAST
    cond = stood.steps[0].condition.clause  # type: ignore[union-attr]
    assert cond.verb == "stand" and cond.form is A.Form.CAUSATIVE_PAST  # type: ignore[union-attr]


def test_causative_negative_past_condition() -> None:
    """「退却させなかったなら、」: the causative's negative past is one predicate (the step before
    was not done), not 「退却させ、」 followed by 「なかったなら」 (there was nothing)."""
    ab = card(
        "【自】:このユニットが登場した時、相手のリアガードを１枚選び、退却させる。"
        "退却させなかったなら、１枚引く。"
    ).abilities[0]
    assert ab.effect is not None
    second = ab.effect.sentences[1]
    assert len(second.steps) == 1
    cond = second.steps[0].condition.clause  # type: ignore[union-attr]
    assert cond.verb == "retire" and cond.form is A.Form.CAUSATIVE_NEG_PAST  # type: ignore[union-attr]


def test_alternatives_joined_by_ka() -> None:
    (ab,) = card(
        "【自】:このユニットが登場した時、このユニットを退却させるかソウルに置く。"
    ).abilities
    (step,) = steps(ab)
    assert step.body.verb == "or"
    left, right = step.body.args
    assert not left.pause
    assert rel(left).verb == "retire" and rel(left).form is A.Form.CAUSATIVE
    assert rel(right).verb == "put"
    (ab,) = card(
        "【自】:このユニットが登場した時、1枚引き、残りをソウルに置くか、捨てる。"
    ).abilities
    _, step = steps(ab)
    left, right = step.body.args
    assert left.pause  # か、
    assert rel(left).args[0].value == np(A.Ref("remainder"))
    assert rel(right).verb == "discard"


def test_alternative_conditions_and_a_te_chain_alternative() -> None:
    (ab,) = card(
        "【自】:このユニットが登場した時、公開したか、あなたのヴァンガードがグレード3以上なら、"
        "山札を上から5枚見て、1枚まで選び、(R)にコールするか、公開して手札に加え、"
        "山札をシャッフルする。"
    ).abilities
    look, choose, alt, shuffle = steps(ab)
    assert look.body.verb == "look" and choose.body.verb == "choose"
    assert ab.condition is not None and ab.condition.marker == "nara"
    either = ab.condition.clause
    assert isinstance(either, A.Action) and either.verb == "or"
    assert rel(either.args[0]).verb == "reveal" and either.args[0].pause
    assert rel(either.args[1]).verb == "be"
    assert alt.body.verb == "or"
    call, reveal_add = alt.body.args
    assert rel(call).verb == "call"
    chain = rel(reveal_add)
    assert chain.verb == "and"
    assert [rel(a).verb for a in chain.args] == ["reveal", "add"]
    assert shuffle.body.verb == "shuffle"


def test_lead_without_comma_and_additional_effect() -> None:
    ab = card("【自】:このユニットがアタックした時、1枚引く。さらに1枚引く。").abilities[0]
    assert ab.effect is not None
    (more,) = ab.effect.sentences[1].steps
    assert more.lead == "additionally" and not more.lead_pause
    assert more.body.verb == "draw"
    (ab,) = card("追加効果-あなたのヴァンガードを1枚選び、【スタンド】させる!").abilities
    choose, stand = steps(ab)
    assert choose.lead == "additional_effect" and not choose.lead_pause
    assert stand.body.verb == "stand" and stand.bang
    assert ab.effect is not None and not ab.effect.sentences[0].period


def test_lead_after_a_condition_in_the_middle_of_a_sentence() -> None:
    (ab,) = card(
        "【永】【(R)】:このユニットは後列からでもインターセプトでき、"
        "あなたのヴァンガードがいるなら、さらにパワー+5000。"
    ).abilities
    assert ab.condition is None
    intercept, power = steps(ab)
    assert intercept.lead is None
    assert power.lead == "additionally" and not power.lead_pause and power.lead_late
    assert power.condition is not None and power.body.verb == "stat_change"


def test_if_done_written_soshitanara() -> None:
    ab = card(
        "【自】:このユニットがアタックした時、そのバトル中、このユニットのパワー+5000してよい。"
        "そうしたなら、そのバトル終了時、このユニットをソウルに置く。"
    ).abilities[0]
    assert ab.effect is not None
    first = ab.effect.sentences[1].steps[0]
    assert first.lead == "if_done" and first.lead_variant == 1


def test_stat_changes_joined_by_a_slash() -> None:
    (ab,) = card("【永】【(V)】:このユニットのパワー+5000/シールド+5000し、1枚引く。").abilities
    change, _ = steps(ab)
    body = change.body
    assert isinstance(body, A.Action) and body.verb == "stat_change"
    assert body.amount == A.Amount("+", A.Number(5000))
    assert body.more == (A.StatDelta(A.Stat("shield"), A.Amount("+", A.Number(5000))),)
    assert body.form is A.Form.CONTINUATIVE


def test_dehanaku_names_what_a_value_replaces() -> None:
    (ab,) = card(
        "【永】【(V)】:相手のヴァンガードがグレード3以上なら、+5000ではなく+10000。"
    ).abilities
    (step,) = steps(ab)
    body = step.body
    assert body.verb == "stat_change" and body.amount == A.Amount("+", A.Number(10000))
    (instead,) = body.args
    assert instead.role is A.Role.INSTEAD_OF
    assert instead.value == np(A.Amount("+", A.Number(5000)))
    (ab,) = card("【自】:このユニットが登場した時、1つではなく、2つ選ぶ。").abilities
    (step,) = steps(ab)
    instead, count = step.body.args
    assert instead.role is A.Role.INSTEAD_OF and instead.pause
    assert instead.value == np(A.Count(A.Number(1), "item"))


def test_race_named_kind_and_persona_ride_concessive() -> None:
    (ab,) = card(
        "【自】:このユニットが登場した時、あなたのドロップから〈バトロイド〉をN枚選び、"
        "プラント・トークンを1枚(R)にコールする。"
    ).abilities
    choose, call = steps(ab)
    assert A.Race("バトロイド") in choose.body.arg(A.Role.OBJECT).terms  # type: ignore[union-attr]
    token = call.body.args[0].value.terms[0]  # type: ignore[union-attr]
    assert token == A.Named("プラント・", A.CardKind("token"))
    (ab,) = card(
        "【永】:このカードはアイチアイコンを持つ別名のグレード3からノーマルライドしても"
        "ペルソナライドになる。"
    ).abilities
    ride, become = steps(ab)
    assert ride.body.verb == "normal_ride" and ride.body.form is A.Form.CONCESSIVE
    assert become.body.verb == "become"
    assert become.body.arg(A.Role.GOAL) == np(A.Word("persona_ride"))


def test_even_particles_and_can_cannot_continuatives() -> None:
    (ab,) = card(
        "【永】【(R)】:このユニットは後列からでもインターセプトでき、"
        "相手のカードの効果で選べず、バトルでもドライブチェックを行う。"
    ).abilities
    intercept, choose, check = steps(ab)
    assert intercept.body.args[1].role is A.Role.EVEN_FROM
    assert intercept.body.form is A.Form.CAN_CONT
    assert choose.body.verb == "choose" and choose.body.form is A.Form.CANNOT_CONT
    assert check.body.args[0].role is A.Role.EVEN


def test_without_and_sai_condition() -> None:
    (ab,) = card(
        "【永】【(V)】:あなたがライドデッキからライドする際、手札から1枚捨てずにライドできる。"
    ).abilities
    discard, ride = steps(ab)
    assert discard.condition is not None and discard.condition.marker == "sai"
    assert discard.body.verb == "discard" and discard.body.form is A.Form.WITHOUT
    assert ride.body.verb == "ride" and ride.body.form is A.Form.CAN


def test_a_noun_is_not_read_as_the_verb_form_it_begins() -> None:
    # いず (negative continuative of いる) begins いずれか
    (ab,) = card("【自】:いずれかのカードがバインドされた時、1枚引く。").abilities
    assert ab.trigger is not None
    subject = rel(ab.trigger.event.args[0]).arg(A.Role.SUBJECT)  # type: ignore[union-attr]
    assert subject is not None and subject.terms[0] == A.Ref("any")


def test_abilities_printed_on_one_line_round_trip() -> None:
    c = card("【永】:守護者【自】:このユニットが(G)に置かれた時、1枚引く。")
    first, second = c.abilities
    assert not first.same_line and second.same_line
    assert second.kind is A.AbilityKind.AUTO


def test_suru_stem_alternative_inside_a_trigger() -> None:
    (ab,) = card("【自】:このユニットがアタックかブーストした時、1枚引く。").abilities
    assert ab.trigger is not None
    event = ab.trigger.event
    assert isinstance(event, A.Action) and event.verb == "when"
    either = rel(event.args[0])
    assert either.verb == "or"
    attack, boost = (rel(a) for a in either.args)
    assert attack.verb == "attack" and attack.form is A.Form.STEM
    assert boost.verb == "boost" and boost.form is A.Form.PAST


def test_a_timing_or_an_event() -> None:
    """「Aの開始時か、Bした時」: one of a timing and an event, each alternative whole (a
    ``Timing`` term, the event's ``when`` clause); 「あなたのターン終了時」 beside an event is the
    end of that turn."""
    (ab,) = card(
        "【自】【(V)】:あなたのメインフェイズ開始時か、このユニットがアタックした時、1枚引く。"
    ).abilities
    assert ab.trigger is not None
    event = ab.trigger.event
    assert isinstance(event, A.Action) and event.verb == "or"
    first, second = event.args
    assert isinstance(first.value, A.NounPhrase) and first.pause
    start = first.value.terms[0]
    assert isinstance(start, A.Timing) and start.point == "start"
    assert rel(second).verb == "when"
    (ab,) = card(
        "【自】【(V)】:このユニットがアタックした時か、あなたのターン終了時、1枚引く。"
    ).abilities
    assert ab.trigger is not None and isinstance(ab.trigger.event, A.Action)
    end = ab.trigger.event.args[1].value
    assert isinstance(end, A.NounPhrase) and isinstance(end.terms[0], A.Timing)
    assert end.terms[0].point == "end"


def test_a_determiner_before_a_relative_clause() -> None:
    """「そのターン中、その登場したユニットのパワー+5000」: その is the determiner of the noun the
    relative clause qualifies, and the duration before it belongs to the step; 「そのアタック|した
    ユニット」: the ref noun そのアタック before した is その and the verb アタックした."""
    for text, verb in (
        (
            "【自】:このユニットが登場した時、そのターン中、その登場したユニットのパワー+5000。",
            "appear",
        ),
        (
            "【自】:このユニットが登場した時、そのターン中、そのアタックしたユニットのパワー+5000。",
            "attack",
        ),
    ):
        (ab,) = card(text).abilities
        (st,) = steps(ab)
        assert isinstance(st.body, A.Action)
        during, target = st.body.args
        assert isinstance(during.value, A.Duration) and during.value.id == "this_turn"
        assert isinstance(target.value, A.NounPhrase)
        that, rel_, unit = target.value.terms[:3]
        assert that == A.Ref("that") and unit == A.CardKind("unit")
        assert isinstance(rel_, A.Relative) and rel_.clause.verb == verb and not rel_.clause.args


def test_a_duration_before_a_relative_clause_is_the_steps() -> None:
    """「そのバトル中、「X」を含むあなたのリアガードすべてのパワー+5000」: the duration set off by a
    comma is how long the step lasts, not part of the relative clause 「「X」を含む」."""
    for text, verb in (
        (
            "【自】:このユニットが登場した時、そのバトル中、「X」を含むあなたのリアガードすべてのパワー+5000。",
            "contain",
        ),
        (
            "【自】:このユニットが登場した時、そのバトル中、このユニットと同じ縦列のあなたのユニットすべてのパワー+5000。",
            "same",
        ),
    ):
        (ab,) = card(text).abilities
        (st,) = steps(ab)
        assert isinstance(st.body, A.Action)
        during, target = st.body.args
        assert isinstance(during.value, A.Duration) and during.value.id == "this_battle"
        assert isinstance(target.value, A.NounPhrase)
        rel_ = target.value.terms[0]
        assert isinstance(rel_, A.Relative) and rel_.clause.verb == verb
        assert all(a.role is not A.Role.TIME for a in rel_.clause.args)


def test_a_count_the_player_picks() -> None:
    """「ノーマルユニットを望む枚数選び」: 望む枚数 is a count (``any``), not a relative clause
    「…を望む」 holding the source and object of 選び."""
    (ab,) = card(
        "【自】:このユニットが登場した時、あなたのドロップからノーマルユニットを望む枚数選び、ソウルに置く。"
    ).abilities
    choose = steps(ab)[0].body
    assert isinstance(choose, A.Action) and choose.verb == "choose"
    roles = {a.role: a.value for a in choose.args}
    assert set(roles) == {A.Role.SOURCE, A.Role.OBJECT, A.Role.NONE}
    assert roles[A.Role.NONE] == A.NounPhrase((A.Count(None, "card", "any"),))


def test_ordinal_count_timing_variant_and_negative_te() -> None:
    (ab,) = card(
        "【自】【(V)】:あなたのターンの終了時、このターン4回目以降のバトルなら、"
        "相手の手札を1枚見ないで選び、捨てさせる。"
    ).abilities
    assert ab.trigger is not None
    timing = ab.trigger.event
    assert isinstance(timing, A.Timing) and timing.point == "end" and timing.variant == 2
    assert ab.condition is not None
    pred = ab.condition.clause.arg(A.Role.PREDICATE)  # type: ignore[union-attr]
    assert pred is not None and A.Count(A.Number(4), "ordinal", "from") in pred.terms
    look, choose, discard = steps(ab)
    assert look.body.verb == "look" and look.body.form is A.Form.NEGATIVE_TE
    assert discard.body.verb == "discard" and discard.body.form is A.Form.CAUSATIVE


def test_specific_actions_of_the_rules() -> None:
    (ab,) = card(
        "【自】【(V)】:このユニットがアタックした時、相手のリアガードを1枚選び、呪縛し、"
        "あなたのGゾーンから1枚選び、表にし、山札から1枚探し、(R)にスペリオルコールする。"
    ).abilities
    verbs = [s.body.verb for s in steps(ab)]
    assert verbs == ["choose", "lock", "choose", "do", "search", "superior_call"]
    assert steps(ab)[2].body.arg(A.Role.SOURCE) == np(  # type: ignore[union-attr]
        A.Owner("you"), A.Zone("g_zone"), links=("の",)
    )


def test_alternative_nominal_conditions() -> None:
    """「XがAか、YがBなら」 with a count or a value A before 「か、」 is ``or`` over 「XがA」 and
    「YがB」 (before, 「Aか、Y」 was one noun phrase: a second subject of one clause) — also when A
    is described by a relative clause holding X, and when B is a verb's (「ZにYがある」)."""
    for text, right_verb in (
        ("相手のヴァンガードがグレード3以上か、あなたのソウルが5枚以上なら", "be"),
        ("あなたのヴァンガードが「竜」を含むグレード3以上か、相手のリアガードが3枚以上なら", "be"),
        ("あなたのダメージゾーンが4枚以上か、あなたのソウルに「竜」があるなら", "exist_thing"),
        ("あなたのソウルが5枚以上か、あなたのヴァンガードが「竜」を含むなら", "contain"),
        # B a verb's clause whose subject is its last argument (「Yがいない / している」)
        ("あなたのヴァンガードがグレード3以上か、相手のリアガードがいないなら", "exist"),
        ("あなたのソウルが5枚以上か、このユニットが【スタンド】しているなら", "stand"),
    ):
        (ab,) = card(f"【永】【(R)】:{text}、このユニットのパワー+5000。").abilities
        assert ab.condition is not None
        either = ab.condition.clause
        assert isinstance(either, A.Action) and either.verb == "or", text
        left, right = either.args
        assert left.pause and rel(left).verb == "be" and rel(right).verb == right_verb
        roles = [a.role for a in rel(left).args]
        assert roles[-1] is A.Role.PREDICATE and A.Role.SUBJECT in [a.role for a in rel(right).args]
    # a noun alternative inside one argument stays one noun phrase
    (ab,) = card(
        "【永】【(R)】:あなたの手札かソウルに「竜」があるなら、このユニットのパワー+5000。"
    ).abilities
    assert ab.condition is not None and ab.condition.clause.verb == "exist_thing"


def test_a_describing_clause_set_off_by_a_comma() -> None:
    """「「X」か「Y」を含む、あなたのリアガード」: the relative clause and its noun, the comma the
    link between them (round trip exact)."""
    (ab,) = card(
        "【自】【(V)】:このユニットがアタックした時、「竜」か「鳥」を含む、あなたのリアガードを1枚選び、"
        "【スタンド】させる。"
    ).abilities
    choose = steps(ab)[0].body
    obj = choose.args[0].value
    assert isinstance(obj.terms[0], A.Relative) and obj.terms[0].clause.verb == "contain"
    assert obj.links[0] == "、"
