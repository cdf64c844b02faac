"""Constructions of round 41 that the grammar could not type (issue 12, s38gram): the refusal
「text the grammar could not type」 over the development card sets cards_r31 … cards_r36, grouped
by the construction missing; each rule with minimal texts of its own (and variants another
writer could print), checked typed, shaped as the construction says and rendered back."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grammar import ast as A
from grammar.parse import parse_card
from grammar.render import render_vg_cost


def _typed(text: str, game: str) -> A.Card:
    res = parse_card(text, game)
    assert res.ok and res.card is not None, res.diagnostics
    assert not A.unparsed(res.card), (text, A.unparsed(res.card))
    return res.card


def _actions(node: object) -> list[A.Action]:
    return [n for n in A.walk(node) if isinstance(n, A.Action)]


# ------------------------------------------- verbs the rules define that the lexicon lacked

_SING = [
    # (text, form of 歌う): VG 17.7.2 ‘歌う’, 17.7.2.1 its trigger ‘歌われた時’
    ("【自】：あなたが曲を歌った時、1枚引く。", A.Form.PAST),
    ("【自】：このカードが歌われた時、1枚引く。", A.Form.PASSIVE_PAST),
    ("【起】【(V)】：あなたの表の曲を1枚選び、歌う。", A.Form.FINAL),
    (
        "【永】【(V)】：このターンにあなたが曲を歌っているなら、このユニットのパワー+5000。",
        A.Form.PROGRESSIVE,
    ),
    ("【自】：あなたが曲を歌った時、歌ったなら、1枚引く。", A.Form.PAST),
]


@pytest.mark.parametrize(("text", "form"), _SING)
def test_sing_is_a_verb(text: str, form: A.Form) -> None:
    """VG 17.7.2: 歌う, the specific action on a set order of the subtype 曲, in every form a
    card prints it (its trigger 「歌われた時」, 17.7.2.1)."""
    card = _typed(text, "vg")
    sung = [a for a in _actions(card) if a.verb == "sing"]
    assert sung and sung[0].form is form


_REORDER = [
    (
        "co",
        "【自】：『X』がクラッシュしたとき、あなたのダストボックスにあるカードの順番を好きなように並べ替える。",
    ),
    ("vs", "[リング]このカードがアタックした時、あなたの控え室のカードを好きな順番に並べ替える。"),
    ("vs", "[リング]このカードがアタックした時、あなたの控え室のカードを好きな順番に並び替える。"),
    (
        "co",
        "【自】：『X』がクラッシュしたとき、あなたは山札の上から3枚を見て、好きな順番に並べ替えてもよい。",
    ),
]


@pytest.mark.parametrize(("game", "text"), _REORDER)
def test_reorder_is_a_verb(game: str, text: str) -> None:
    """並べ替える (and its spelling 並び替える): the cards of a zone put in an order the player
    chooses; one verb id, whatever the spelling, in every game that prints it."""
    card = _typed(text, game)
    assert any(a.verb == "reorder" for a in _actions(card))


# ------------------------------------------------------------ the copula's past: Aだった(なら)

_SUBJECTS = [
    ("vg", "このユニットが", "友達状態"),
    ("vg", "ブーストされたユニットのパワーが", "35000以上"),
    ("vg", "このユニットが", "亡霊状態"),
    ("vs", "このカードの攻撃力が", "4000以上"),
]
_PREFIX = {
    "vg": "【自】：このユニットが退却した時、",
    "vs": "[リング]このカードがリングから控え室に置かれた時、",
}
_BODY = {"vg": "1枚引く。", "vs": "あなたは2枚引く。"}


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(_SUBJECTS),
    st.sampled_from(["だった", "であった"]),
    st.sampled_from(["なら", "場合"]),
)
def test_past_copula_is_a_past_state(subject: tuple, cop: str, marker: str) -> None:
    """「XがAだったなら」 / 「Aであった場合」: the nominal predicate in the past — the state as it
    was (a card gone from the field read as it last was): ``be`` in form PAST, its predicate
    the same noun phrase 「XがAなら」 types; rendered back as printed."""
    game, subj, pred = subject
    text = f"{_PREFIX[game]}{subj}{pred}{cop}{marker}、{_BODY[game]}"
    (ab,) = _typed(text, game).abilities
    now = _typed(f"{_PREFIX[game]}{subj}{pred}{marker}、{_BODY[game]}", game).abilities[0]
    past = [a for a in _actions(ab) if a.verb == "be" and a.form is A.Form.PAST]
    present = [a for a in _actions(now) if a.verb == "be" and a.form is A.Form.NOMINAL]
    assert len(past) == 1 and len(present) == 1
    assert past[0].args == present[0].args
    assert past[0].variant == (1 if cop == "であった" else 0)
    from grammar import render as R

    assert cop in R.render_action(past[0])


def test_present_copula_unchanged() -> None:
    """Neighbour: 「Aなら」 stays the nominal predicate (form NOMINAL); 「Aではないなら」 the negative."""
    card = _typed("【自】：このユニットが退却した時、このユニットが亡霊状態なら、1枚引く。", "vg")
    assert any(a.verb == "be" and a.form is A.Form.NOMINAL for a in _actions(card))
    assert not any(a.form is A.Form.PAST and a.verb == "be" for a in _actions(card))


# ------------------------------- VG 11.1.1.1.1 ‘[(コスト)](効果)’: the effect right after the cost

_COSTS = [
    "【カウンターブラスト】(1)",
    "【ソウルブラスト】(2)",
    "【カウンターブラスト】(1)&【ソウルブラスト】(1)",
]
_EFFECTS = [
    "あなたのリアガードを１枚選び、手札に戻す。",
    "あなたのドロップからグレード１のカードを１枚選び、(R)にコールする。",
    "あなたのヴァンガードを１枚選び、そのターン中、パワー＋10000。",
]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(_COSTS), st.sampled_from(_EFFECTS))
def test_cost_then_effect_without_connective(cost: str, effect: str) -> None:
    """「【コスト】[X]Y」 (an order's text: the rules' notation ‘[(コスト)](効果)’ with no
    「することで、」): the same cost and effect as 「【コスト】[X]することで、Y」, the cost marked as
    printed without its connective (``A.COST_NO_TAIL``) and rendered back so."""
    (bare,) = _typed(f"【コスト】[{cost}]{effect}", "vg").abilities
    (full,) = _typed(f"【コスト】[{cost}]することで、{effect}", "vg").abilities
    assert bare.cost is not None and full.cost is not None
    assert bare.cost.items == full.cost.items
    assert bare.cost.tail == A.COST_NO_TAIL and not bare.cost.pause
    assert bare.effect == full.effect
    with_tail = render_vg_cost(full.cost)
    assert with_tail.endswith("することで、")
    assert render_vg_cost(bare.cost) == with_tail.removesuffix("することで、")


def test_cost_with_connective_unchanged() -> None:
    """Neighbour: 「【コスト】[…]することで、」 keeps its connective (tail "", pause)."""
    (ab,) = _typed("【コスト】[【カウンターブラスト】(1)]することで、1枚引く。", "vg").abilities
    assert ab.cost is not None and ab.cost.tail == "" and ab.cost.pause


# ------------------------------------------- 「X」という文字(列)を含む: the quote's characters

_STRING_FILTERS = [
    (
        "co",
        "【自】：このカードが登場したとき、あなたは山札から{q}{app}をカード名に含むアイテムカードを1枚探し、手札に加えてもよい。",
    ),
    ("co", "【永】：あなたがプレイする{q}{app}を含むキャラクターカードのコストは1減少する。"),
    (
        "ws",
        "【自】 このカードが舞台に置かれた時、あなたは自分の山札から{q}{app}を含むキャラを1枚まで選び、手札に加える。",
    ),
]


@settings(max_examples=24, deadline=None)
@given(
    st.sampled_from(_STRING_FILTERS),
    st.sampled_from(["「塩」", "「ソルト」", "『塩谷』"]),
    st.sampled_from(["という文字", "という文字列"]),
)
def test_string_apposition_is_the_quote(case: tuple, quote: str, app: str) -> None:
    """「「X」という文字を含む」 (CO: a card whose name holds the characters X): 「という文字(列)」
    only names what the quote is, so the text types as 「「X」を含む」 does, the same filter."""
    game, template = case
    long = _typed(template.format(q=quote, app=app), game)
    short = _typed(template.format(q=quote, app=""), game)
    assert long.abilities[0].effect == short.abilities[0].effect
    assert long.abilities[0].condition == short.abilities[0].condition


# ------------------------------------------------ Xにあるかのように: as if it were in the zone X

_AS_IF = [
    "【自】：このカードが登場したとき、このターン中、あなたはそのカードを{z}にあるかのようにプレイしてもよい。",
    "【起】：あなたのダストボックスにあるキャラクターカード1枚を、あなたの{z}にあるかのようにプレイしてもよい。",
    "【永】：あなたはサイドボードにあるカードを、{z}にあるかのようにプレイしてもよい。",
]


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(_AS_IF), st.sampled_from(["手札", "ダストボックス"]))
def test_as_if_in_a_zone(template: str, zone: str) -> None:
    """「Xにあるかのようにプレイしてもよい」 (CO: a card played as from the hand though it is
    elsewhere): an argument of role AS_IF_IN whose value is the zone X, on the play step."""
    card = _typed(template.format(z=zone), "co")
    (play,) = [a for a in _actions(card) if a.verb == "play"]
    (arg,) = [x for x in play.args if x.role is A.Role.AS_IF_IN]
    assert isinstance(arg.value, A.NounPhrase)
    assert any(isinstance(t, A.Zone) for t in arg.value.terms), arg.value
    from grammar import render as R

    assert R.render_arg(arg).endswith(f"{zone}にあるかのように")


# -------------------------- a player's turn with the に of a time: 「相手のターン中にのみ使える」

_ONLY_IN_TURN = [
    ("ws", "【起】［(1)］この能力は相手のターン中にのみ使える。", "during_opponent_turn"),
    ("vg", "【起】【(V)】：この能力はあなたのターン中にのみ使える。", "during_your_turn"),
    ("ws", "【起】［(1)］この能力は相手のターン中に使える。", "during_opponent_turn"),
]


@pytest.mark.parametrize(("game", "text", "period"), _ONLY_IN_TURN)
def test_turn_with_ni_is_the_period(game: str, text: str, period: str) -> None:
    """「相手のターン中に」: the period 「相手のターン中」 with the に of a time (as 「このターン中
    に」 is 「このターン中」's): a duration argument (Role.TIME) of the verb; 「…にのみ」 keeps
    its のみ as CO's 「メインフェイズにのみプレイしてもよい」 does (a bare Word("only_that"))."""
    card = _typed(text, game)
    (use,) = [a for a in _actions(card) if a.verb == "use"]
    times = [x for x in use.args if x.role is A.Role.TIME]
    assert [x.value.id for x in times if isinstance(x.value, A.Duration)] == [period]
    only = [x for x in use.args if x.role is A.Role.NONE]
    if "のみ" in text:
        assert only and only[0].value.terms == (A.Word("only_that"),)
    else:
        assert not only


def test_turn_with_ni_before_a_trigger() -> None:
    """Neighbour: 「相手のターン中に、…時、」 and 「相手のターン中、」 still type (the period)."""
    _typed(
        "【自】 相手のターン中に、このカードが手札から控え室に置かれた時、あなたは1枚引く。", "ws"
    )
    _typed("【永】 相手のターン中、このカードのパワーを+1000。", "ws")


@pytest.mark.parametrize(
    "text",
    [
        "【コスト】[【ソウルブラスト】(1)]ことでプレイできる！【ソウルチャージ】(3)する。",
        "【コスト】[【カウンターブラスト】(1)]することでプレイできる。1枚引く。",
    ],
)
def test_cost_before_a_play_condition_unchanged(text: str) -> None:
    """Neighbour: 「【コスト】[…]ことでプレイできる！」 (a connective, then no comma) is not the
    bare notation: the cost keeps its connective, whatever the text after it."""
    res = parse_card(text, "vg")
    assert res.card is not None
    for ab in res.card.abilities:
        assert ab.cost is None or ab.cost.tail != A.COST_NO_TAIL


@pytest.mark.parametrize("effect", _EFFECTS[:2])
def test_bare_cost_compiles_as_the_cost_with_its_connective(effect: str) -> None:
    """What the VG compiler makes of 「【コスト】[X]Y」 on an order: the same program as
    「【コスト】[X]することで、Y」 — the cost paid (11.1.1.1.1), then the effect."""
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vg")  # registers the game's card-text compiler
    cost = "【カウンターブラスト】(1)"
    (bare,) = _abilities("vg", f"【コスト】[{cost}]{effect}", "order")
    (full,) = _abilities("vg", f"【コスト】[{cost}]することで、{effect}", "order")
    assert bare.supported and full.supported, (bare.reason, full.reason)
    # corrected (round 58, s55vgR): the bare head cost, printed first apart from the effect, is
    # paid as the order is played (11.8.2.4.2: ``("require", None)``); 「…することで、」 is a cost
    # in the effect's sentence, paid or not as it resolves (11.8.2.4.3) — otherwise the same
    from dataclasses import replace

    assert bare.program.params == (("require", None),)
    assert replace(bare.program, params=()) == full.program
    assert [c.what for c in bare.program.cost] == ["counter_blast"]
