"""Constructions the clause grammar could not type until round 22 (s18gram), found by an
inventory of the abilities refused with 「text the grammar could not type」 across the blind
card-text sets cards_r14-r21 (all five games) and the games' own texts; each with neighbours of
its own (other words, numbers, players, spellings) typed to the node the compilers read. What the
compilers do with the nodes is tested on boards (tests/ruling/test_grammar_constructions_r22.py)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grammar import ast as A
from grammar.parse import parse_card


def _ability(text: str, game: str = "vg") -> A.Ability:
    res = parse_card(text, game)
    assert res.card is not None, [d.message for d in res.diagnostics]
    (ab,) = res.card.abilities
    assert not A.unparsed(ab), A.unparsed(ab)
    return ab


def _condition_subject(ab: A.Ability) -> A.NounPhrase:
    assert ab.condition is not None and isinstance(ab.condition.clause, A.Action)
    subj = [a.value for a in ab.condition.clause.args if a.role is A.Role.SUBJECT]
    assert len(subj) == 1 and isinstance(subj[0], A.NounPhrase)
    return subj[0]


# ------------------------------------------------------------------ 「そのターン中のバトル」
TURN_DURING = "【自】【(V)】:このユニットがアタックした時、{det}ターン中のバトルが{n}回目{bound}なら、1枚引く。"


@settings(max_examples=25, deadline=None)
@given(
    det=st.sampled_from(["その", "この"]),
    n=st.integers(min_value=1, max_value=9),
    bound=st.sampled_from(["以降", "以上", ""]),
)
def test_a_turn_duration_before_no_is_a_noun_modifier(det: str, n: int, bound: str) -> None:
    """「そのターン中のバトル」: a duration ending in 中 before の names the period as a modifier
    of the noun after it (その + ターン + 中 + の + バトル), not a duration of the clause."""
    ab = _ability(TURN_DURING.format(det=det, n=n, bound=bound))
    subj = _condition_subject(ab)
    ref = A.Ref("that" if det == "その" else "this")
    assert subj.terms == (ref, A.Word("turn"), A.Word("during"), A.Word("battle"))
    assert subj.links == ("", "", "の")


@pytest.mark.parametrize(
    "text",
    [
        "【自】【(V)】:このユニットがアタックした時、そのターン中、このユニットのパワー+5000。",
        "【自】【(V)】:このユニットがアタックした時、そのバトル中、このユニットのパワー+5000。",
        "【永】【(V)】:あなたのターン中、このユニットのパワー+5000。",
        "【永】【(V)】:相手のターン中、このユニットのパワー+5000。",
    ],
)
def test_the_duration_itself_is_still_a_duration(text: str) -> None:
    """The same words before 、 are the clause's duration, as before."""
    ab = _ability(text)
    durations = [
        a.value
        for s in ab.effect.sentences
        for st_ in s.steps
        for a in getattr(st_.body, "args", ())
        if isinstance(a.value, A.Duration)
    ]
    times = [
        a
        for a in getattr(getattr(ab.condition, "clause", None), "args", ())
        if a.role is A.Role.TIME
    ]
    assert durations or times


# ------------------------------------------------------------------ 「…するたびに、」
@pytest.mark.parametrize(
    ("game", "text", "variant"),
    [
        ("vg", "【自】【(V)】:あなたのリアガードが退却するたびに、1枚引く。", 3),
        ("vg", "【自】【(V)】:あなたのリアガードが退却するたび、1枚引く。", 4),
        ("vg", "【自】【(R)】:このユニットがアタックされるたびに、1枚引く。", 3),
        (
            "ws",
            "【自】 他のあなたのキャラが舞台から控え室に置かれるたび、そのターン中、このカードのパワーを＋1000。",
            4,
        ),
        ("co", "あなたがスペルカードをプレイするたびに、あなたは山札からカードを1枚引く。", 3),
    ],
)
def test_each_time_is_a_when_suffix(game: str, text: str, variant: int) -> None:
    """「…するたびに、」 / 「…するたび、」 close a trigger as 時 does: a ``when`` over the clause
    (variants 3 and 4, printed back as written), the verb in the form printed."""
    ab = _ability(text, game)
    assert ab.kind is A.AbilityKind.AUTO and ab.trigger is not None
    e = ab.trigger.event
    assert isinstance(e, A.Action) and e.verb == "when" and e.variant == variant
    (rel,) = e.args[0].value.terms
    assert isinstance(rel, A.Relative)
    assert rel.clause.form in (A.Form.FINAL, A.Form.PASSIVE)


def test_tabi_inside_a_word_is_not_the_suffix() -> None:
    """たび only after a verb: 「ふたたび」-like words and names keep their letters."""
    ab = _ability("【自】【(V)】:「たびびと」がアタックした時、1枚引く。")
    assert ab.trigger is not None and ab.trigger.event.variant == 0


# ------------------------------------------------------------------ 「Xは、<timing>、…する」
@pytest.mark.parametrize(
    ("text", "verb", "point"),
    [
        ("コールしたユニットは、そのターンの終了時、山札の下に置く。", "put", "end"),
        ("このユニットは、そのターンの終了時、退却する。", "retire", "end"),
        ("このユニットは、次のあなたのターンの開始時、手札に戻る。", "go_back", "start"),
    ],
)
def test_a_timing_point_after_a_topic_is_the_next_clauses_time(
    text: str, verb: str, point: str
) -> None:
    """「Xは、<timing>、<verb>」: the topic and the timing point belong to the verb after them —
    one step whose arguments are the topic, an ``Arg(Role.TIME)`` holding the ``Timing`` (in
    text order, printed back as written), and the verb's own arguments."""
    ab = _ability("【自】【(V)】:このユニットがアタックした時、1枚引く。" + text)
    step = ab.effect.sentences[-1].steps[-1]
    b = step.body
    assert isinstance(b, A.Action) and b.verb == verb
    assert b.args[0].role is A.Role.TOPIC
    time = b.args[1]
    assert time.role is A.Role.TIME and time.pause
    (timing,) = time.value.terms
    assert isinstance(timing, A.Timing) and timing.point == point


def test_arguments_before_a_timing_point_with_nothing_after_stay_untyped() -> None:
    """The arguments need a verb after the timing point: 「このユニットは、そのターンの終了時。」
    stays untyped with its reason."""
    res = parse_card(
        "【自】【(V)】:このユニットがアタックした時、このユニットは、そのターンの終了時。", "vg"
    )
    assert res.card is not None
    (u,) = A.unparsed(res.card.abilities[0])
    assert u.reason == "arguments before a timing point"


# ------------------------------------------------------------------ 「【コスト】[…]することで、さらに…」
@pytest.mark.parametrize(
    "sentence",
    [
        "この効果で+10000したなら、【コスト】[【エネルギーブラスト】(3)]することで、さらにクリティカル+1。",
        "【コスト】[【カウンターブラスト】(1)]することで、さらにあなたのドロップからグレード1以下のユニットカードを1枚選び、(R)にコールする。",
        "【コスト】[手札から1枚捨てる]ことで、さらに、1枚引く。",
    ],
)
def test_a_connector_after_a_cost_leads_its_step(sentence: str) -> None:
    """A connector printed after a VG cost leads the step the cost is paid for
    (``Step.lead_after_cost``), and the text is printed back as written."""
    from grammar.coverage import round_trips

    text = (
        "【自】【(V)】:このユニットがアタックした時、このユニットのパワー+10000してよい。"
        + sentence
    )
    ab = _ability(text)
    step = next(st for st in ab.effect.sentences[-1].steps if st.cost is not None)
    assert step.lead == "additionally" and step.lead_after_cost
    assert round_trips(parse_card(text, "vg"))


def test_two_connectors_around_a_cost_stay_untyped() -> None:
    """「さらに、【コスト】[…]することで、さらに…」: two connectors on one step, untyped as before."""
    res = parse_card(
        "【自】【(V)】:このユニットがアタックした時、さらに、【コスト】[【カウンターブラスト】(1)]することで、さらに1枚引く。",
        "vg",
    )
    assert res.card is not None and A.unparsed(res.card.abilities[0])


# ------------------------------------------------------------------ CO: 『コスト:効果』, 「名前」:…
@pytest.mark.parametrize(
    "quoted",
    [
        "1エネルギーを支払う:対象のキャラクター1体に1ダメージを与える。",
        "このキャラクターをタップする:あなたは山札の一番上のカードを見る。",
    ],
)
def test_a_co_quoted_ability_with_a_cost(quoted: str) -> None:
    """『コスト:効果』 given by a text (以下の特殊能力を得る) is read as a line of CO text: the
    top-level colon ends the cost of an activated ability (4-3-5)."""
    text = (
        "セットされたキャラクターは「+1:+0」の修正を受け、以下の特殊能力を得る。『" + quoted + "』"
    )
    ab = _ability(text, "co")
    quotes = [
        t
        for s in ab.effect.sentences
        for st_ in s.steps
        for a in getattr(st_.body, "args", ())
        for t in getattr(a.value, "terms", ())
        if isinstance(t, A.Quote)
    ]
    (q,) = quotes
    (inner,) = q.abilities
    assert inner.kind is A.AbilityKind.ACTIVATED and inner.cost is not None


@pytest.mark.parametrize("colon", [":", ""])
def test_a_co_ability_name_before_its_text(colon: str) -> None:
    """「歌声」:… / 「癒し」…: a special ability's name (4.3.4) before its text, with or without a
    colon after it: a label of kind name, printed back as written."""
    from grammar.coverage import round_trips

    text = f"「歌声」{colon}『神崎 ミオ』をタップする:ターン終了時まで、あなたがコントロールしているすべてのキャラクターに「+1:+0」の修正を与える。"
    ab = _ability(text, "co")
    assert ab.kind is A.AbilityKind.ACTIVATED
    (name,) = [lb for lb in ab.labels if lb.kind == "name"]
    assert name.name == "歌声" and name.colon is bool(colon)
    assert round_trips(parse_card(text, "co"))


# ------------------------------------------------------------------ 「…には」, 「ただし」, verbs
@pytest.mark.parametrize(
    ("game", "text"),
    [
        ("vg", "【永】:あなたの山札には「呪縛の鎖陣」を合計2枚までしか入れられない。"),
        (
            "co",
            "あなたがアイテムカードをプレイするためのコストが1減少する。ただし0未満にはならない。",
        ),
        ("ws", "【永】 このカードには、相手の効果で【リバース】しない。"),
    ],
)
def test_ni_wa_is_the_goal_with_the_topics_wa(game: str, text: str) -> None:
    """「…には」: the goal (に) with the topic's は after it — ``Role.GOAL``, ``Arg.topic`` —
    printed back as written."""
    from grammar.coverage import round_trips

    res = parse_card(text, game)
    assert res.card is not None and not A.unparsed(res.card.abilities[0])
    args = [
        a
        for ab in res.card.abilities
        for s in ab.effect.sentences
        for st_ in s.steps
        for a in getattr(st_.body, "args", ())
        if a.topic
    ]
    assert args and all(a.role is A.Role.GOAL for a in args)
    assert round_trips(res)


@pytest.mark.parametrize("spelling", ["ただし", "ただし、", "但し、"])
def test_tadashi_is_a_proviso_lead(spelling: str) -> None:
    """「ただし、…」: a connector of its own (``proviso``), which no compiler reads yet: every game
    refuses it by name (tests/ruling/test_grammar_constructions_r22.py)."""
    text = f"あなたは山札からカードを1枚引く。{spelling}あなたは山札からカードを1枚引く。"
    ab = _ability(text, "co")
    assert ab.effect.sentences[1].steps[0].lead == "proviso"


@pytest.mark.parametrize(
    ("game", "text", "verb"),
    [
        ("mc", "□[普通]試し 〈対象:自軍プレイヤー〉 ダイスを1個振る。", "roll"),
        (
            "mc",
            "□[普通]試し 〈対象:自軍プレイヤー〉 ダイスを2個振り、対象は山札からカードを1枚引く。",
            "roll",
        ),
        ("vs", "[リング]このカードがアタックした時、そのカードはリングに残る。", "remain"),
        ("ws", "【自】 このカードがアタックした時、あなたは相手の手札の枚数を数える。", "count"),
        ("co", "この修正は『大門 剛』がフィールドを離れるまで続く。", "last"),
    ],
)
def test_verbs_of_the_inventory(game: str, text: str, verb: str) -> None:
    """振る / 残る / 数える / 続く: verbs of the lexicon now (the compilers refuse them by name
    until one reads them)."""
    ab = _ability(text, game)
    verbs = {st_.body.verb for s in ab.effect.sentences for st_ in s.steps}
    assert verb in verbs


# ------------------------------------------------------------------ 「…時に」, 「呪縛から」
@pytest.mark.parametrize(
    ("game", "text"),
    [
        ("vg", "相手のリアガードがアタックした時にプレイできる。"),
        ("vg", "【自】【(V)】:このユニットがアタックした時に、1枚引く。"),
        ("vs", "[リング]相手のベンチのカードはサポートした時に誘発する技を使えない。"),
    ],
)
def test_toki_ni_in_kanji_is_a_when_suffix(game: str, text: str) -> None:
    """「…時に」 is 「…ときに」 (``when`` variant 5), printed back as written."""
    from grammar.coverage import round_trips

    res = parse_card(text, game)
    assert res.card is not None and not A.unparsed(res.card.abilities[0])
    assert "when" in repr(res.card.abilities[0])
    assert round_trips(res)


def test_a_suru_stem_before_kara_is_a_noun() -> None:
    """「呪縛から表になっている」: 呪縛 before から is the noun (a state, VG 7.30), not the stem of
    呪縛する coordinated by か (「呪縛かバインドされた時」 keeps that reading)."""
    ab = _ability(
        "【自】【(V)】:このユニットがアタックした時、あなたのリアガードがこのターンに呪縛から表になっているなら、1枚引く。"
    )
    assert "Word(id='lock_state'" in repr(ab.condition)
    ab2 = _ability("【自】【(V)】:あなたのユニットが呪縛かバインドされた時、1枚引く。")
    assert "verb='or'" in repr(ab2.trigger) or "lock" in repr(ab2.trigger)


def test_sorezore_ni_tsuite_leads_the_steps_after_it() -> None:
    """「…を２枚まで選び、それぞれについて、…探し、…」: a connector (``for_each_of_them``) leading
    the step after it; no compiler reads it yet (refused by name)."""
    ab = _ability(
        "【自】【(V)】:このユニットがアタックした時、あなたのリアガードを2枚まで選び、それぞれについて、"
        "そのユニットと同名のカードをあなたの山札から1枚まで探し、(R)にコールする。"
    )
    leads = [st_.lead for s in ab.effect.sentences for st_ in s.steps]
    assert "for_each_of_them" in leads
