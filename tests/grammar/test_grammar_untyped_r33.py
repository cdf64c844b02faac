"""Constructions of round 33 that the grammar could not type (issue 12, s29grammar): the refusal
「text the grammar could not type」 grouped by the construction missing, over the development
material of all five games; each rule with a minimal text of its own (and variants another
writer could print), checked typed and shaped as the construction says."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grammar import ast as A
from grammar.parse import parse_card


def _typed(text: str, game: str) -> A.Card:
    res = parse_card(text, game)
    assert res.ok and res.card is not None, res.diagnostics
    assert not A.unparsed(res.card), (text, A.unparsed(res.card))
    return res.card


def _actions(node: object) -> list[A.Action]:
    return [n for n in A.walk(node) if isinstance(n, A.Action)]


# ------------------------- VG 14.37.2: a head keyword's battles in parentheses, 「連波(３回目以降)：」

_ORDINALS = [
    ("３回目以降", 3, None, "from"),
    ("２回目", 2, None, "exact"),
    ("４回目のみ", 4, None, "exact"),
    ("２～３回目", 3, 2, "up_to"),
    ("１～２回目", 2, 1, "up_to"),
]
_HEADS = ["【自】【(R)】", "【自】【(V)】", "【自】"]
_BODIES = [
    "このユニットがアタックした時、１枚引く。",
    "このユニットがブーストした時、そのバトル中、ブーストされているユニットのパワー＋5000。",
]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(_ORDINALS), st.sampled_from(_HEADS), st.sampled_from(_BODIES))
def test_wave_battles_in_parentheses(ordinal: tuple, head: str, body: str) -> None:
    """「連波(Ｎ回目…)：」 is the keyword 連波 with the battles it names (14.37.2: N回目, n回目以降,
    n~m回目), the same keyword as printed without parentheses (「連波Ｎ回目…：」)."""
    words, n, least, bound = ordinal
    (ab,) = _typed(f"{head}連波({words})：{body}", "vg").abilities
    kw = ab.keyword
    assert kw is not None and kw.id == "wave" and ab.keyword_first
    (count,) = kw.params
    assert isinstance(count, A.Count) and count.unit == "ordinal" and count.bound == bound
    assert count.number == A.Number(n)
    assert count.least == (A.Number(least) if least is not None else None)
    (bare,) = _typed(f"{head}連波{words}：{body}", "vg").abilities
    assert bare.keyword is not None and bare.keyword.params == kw.params
    assert bare.effect == ab.effect and bare.trigger == ab.trigger


def test_a_number_in_parentheses_is_still_a_stock_parameter() -> None:
    """Neighbour: 「雷激(3)：」 (14.28.2) — a plain number in parentheses, read as before."""
    (ab,) = _typed("【永】【(R)】雷激(3)：このユニットのパワー＋5000。", "vg").abilities
    assert ab.keyword is not None and ab.keyword.params == (A.Number(3),)


# ------------------------------------------------ verbs of the rules documents the lexicon lacked

_VERBS = [
    # (game, text, verb id, form)
    ("vs", "[リング]このカードの防御力は相手の技の効果で下がらない。", "fall", A.Form.NEGATIVE),
    ("vs", "[ベンチ]あなたのリングのカードのダメージを1000減らす。", "diminish", A.Form.FINAL),
    ("vs", "[リング]このカードがアタックに負けた時、あなたは1枚引く。", "lose_to", A.Form.PAST),
    (
        "vs",
        "[手札]あなたの手札のカード1枚のレベルを、このターン中、1下げる。",
        "lower",
        A.Form.FINAL,
    ),
    ("vs", "[フィールド]次の相手のアタックフェイズを飛ばす。", "skip", A.Form.FINAL),
    (
        "vg",
        "【永】【(R)】：このユニットと関連付けられたユニットがいるなら、このユニットのパワー＋5000。",
        "associate",
        A.Form.PASSIVE_PAST,
    ),
    (
        "mc",
        "□[普通]身代わり 〈対象:自軍ユニット1体〉 対象が受けているダメージのうち2点を、このユニットに移し替える。",
        "transfer",
        A.Form.FINAL,
    ),
    (
        "ws",
        "【自】 このカードがアタックした時、あなたは相手に1ダメージを与える。この効果を3回くり返す。",
        "repeat",
        A.Form.FINAL,
    ),
]


@pytest.mark.parametrize(("game", "text", "verb", "form"), _VERBS)
def test_verbs_of_the_rules_documents_are_typed(
    game: str, text: str, verb: str, form: A.Form
) -> None:
    card = _typed(text, game)
    assert any(a.verb == verb and a.form == form for a in _actions(card)), _actions(card)


def test_the_position_nouns_are_still_read_before_a_particle() -> None:
    """Neighbour: 下 / 上 are still the positions (山札の下に置く, 山札の上から), not 下がる / 上がる."""
    card = _typed("【自】：このユニットがアタックした時、山札の上から１枚を山札の下に置く。", "vg")
    assert not any(a.verb in ("fall", "rise", "lower", "lift") for a in _actions(card))


# ------------------- CO 4.3.5: a play or a use kept to a state or a period, 「…場合にのみプレイしてもよい」


@pytest.mark.parametrize(
    "text",
    [
        "あなたのHPが敵デュエルマスターのHPより少ない場合にのみプレイしてもよい。",
        "あなたのHPが敵デュエルマスターのHPより少ない場合だけプレイしてもよい。",
        "このカードは、あなたのターン中にのみプレイしてもよい。",
        "このカードは、相手のターン中にだけプレイしてもよい。",
        "あなたがコントロールしているキャラクターがいないときにのみプレイしてもよい。",
    ],
)
def test_a_play_kept_to_a_state_or_a_period_is_typed(text: str) -> None:
    """「…場合にのみ / …ターン中にのみ …してもよい」 types as 「…場合のみ / …ターン中のみ」 (the
    spelling the grammar knows): the restriction 4.3.5 speaks of, after an adjective's or a
    negative's い as after る / の, and after a period."""
    card = _typed(text, "co")
    short = text.replace("にのみ", "のみ").replace("にだけ", "のみ").replace("場合だけ", "場合のみ")
    short = short.replace("ときのみ", "場合のみ")
    assert repr(card) == repr(_typed(short, "co"))


def test_a_moment_after_a_past_verb_is_read_as_printed() -> None:
    """Neighbour: 「…クラッシュしたときにのみ」 names a moment (4.3.5 「〜の直後にのみ」), not a state:
    the spelling is not folded after a past verb's た."""
    from grammar.normalise import normalise

    text = "キャラクターがクラッシュしたときにのみ使用してもよい。"
    assert "ときにのみ" in normalise(text).text


# ------------------------------------ VG 14.41.1.1: 「これは旋律を持つあなたのユニットすべてが共有する」


def test_the_melody_notation_sentence_is_typed() -> None:
    """これ (the near deictic of それ) and 共有する (the verb of 14.41.1.1's notation) are in the
    lexicon: the sentence restating the rule types as an action ``share`` whose topic is これ."""
    card = _typed(
        "旋律－【永】【(R)】：このユニットのパワー＋2000。これは旋律を持つあなたのユニットすべてが共有する。",
        "vg",
    )
    (share,) = [a for a in _actions(card) if a.verb == "share"]
    assert any(
        isinstance(t, A.Ref) and t.id == "this_one"
        for arg in share.args
        if isinstance(arg.value, A.NounPhrase)
        for t in arg.value.terms
    ), share


def test_kore_does_not_cut_korera() -> None:
    """Neighbour: これら is its own word (these), as それら is."""
    card = _typed("【自】：このユニットがアタックした時、これらのカードを山札の下に置く。", "vg")
    terms = [t for n in A.walk(card) if isinstance(n, A.NounPhrase) for t in n.terms]
    assert any(isinstance(t, A.Ref) and t.id == "these" for t in terms)


# --------------------------- VG 14.13.2.1: 「【究極超越】-(タイミング)-[(コスト)]…」, the timing after its icon


def test_ultimate_stride_takes_its_timing_as_stride_does() -> None:
    text = "【究極超越】-ストライドステップ-【コスト】[手札からグレード３を１枚選び、捨てる]ことで、裏のこのカードを(V)に【超越】する。"
    (ab,) = _typed(text, "vg").abilities
    (lb,) = [lb for lb in ab.labels if lb.keyword is not None]
    assert lb.keyword is not None and lb.keyword.id == "ultimate_stride"
    assert lb.keyword.arg("timing") is not None
    (stride,) = _typed(text.replace("究極超越】", "超越】", 1), "vg").abilities
    (slb,) = [lb for lb in stride.labels if lb.keyword is not None]
    assert slb.keyword is not None and slb.keyword.arg("timing") == lb.keyword.arg("timing")


# ------------------------ VG 14.49.2: 「クロスオーバードレス－「A」を含むリアガード２枚」, how many cards


def test_crossover_dress_counts_the_cards_it_names() -> None:
    (ab,) = _typed(
        "【永】【手札】：クロスオーバードレス－「冥檻」を含むリアガード２枚", "vg"
    ).abilities
    kw = ab.keyword
    assert kw is not None and kw.id == "crossover_dress"
    assert kw.params == (
        A.Name("冥檻"),
        A.Word("contains:rear_guard"),
        A.Count(A.Number(2), "card"),
    )
    (one,) = _typed(
        "【永】【手札】：クロスオーバードレス－「冥檻」を含むリアガード", "vg"
    ).abilities
    assert one.keyword is not None and one.keyword.params == kw.params[:2]


# ----------------- a connector after the duration opening a step: 「相手のターン中、かわりにシールド＋5000」


@pytest.mark.parametrize(
    ("game", "text", "lead"),
    [
        (
            "vg",
            "【永】【(R)】：このユニットのパワー＋5000。相手のターン中、かわりにシールド＋5000。",
            "instead",
        ),
        (
            "vg",
            "【自】：このユニットがアタックした時、そのターン中、さらにこのユニットのパワー＋5000。",
            "additionally",
        ),
        (
            "ws",
            "【起】［このカードを【レスト】する］ あなたは自分のキャラを1枚選び、そのターン中、パワーを＋1000。そのキャラが「シエスタ」を含むなら、そのターン中、さらにソウルを＋1。",
            "additionally",
        ),
    ],
)
def test_a_connector_after_an_opening_duration(game: str, text: str, lead: str) -> None:
    """「<duration>、<connector>…」 types as 「<connector>、<duration>、…」 does — the same
    connector on the step, printed after the duration (``Step.lead_after_topic``), and the
    text renders back as printed."""
    from grammar.coverage import round_trips

    res = parse_card(text, game)
    assert res.fully_typed and round_trips(res), A.unparsed(res.card)
    step = res.card.abilities[0].effect.sentences[-1].steps[0]
    assert step.lead == lead and step.lead_after_topic
    assert isinstance(step.body, A.Action) and isinstance(step.body.args[0].value, A.Duration)


def test_a_connector_after_a_later_duration_is_not_read() -> None:
    """Neighbour: the connector only after the step's first part (as after a topic)."""
    res = parse_card(
        "【自】：このユニットがアタックした時、このユニットは、そのターン中、かわりにパワー＋5000。",
        "vg",
    )
    assert not res.fully_typed
