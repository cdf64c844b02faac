"""Round 53 (issue 12, s50vgT2): constructions of cards_r52's vg texts (development material after
its one scoring), each read on a minimal ability and run on a board."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import cited, unsupported, vg_card_run, zone_names

DAMAGED = "[{name: 傷, type: normal, grade: 1}]"


def _program(text: str) -> Any:
    get_game("vg")
    (a,) = _abilities("vg", text, None)
    assert a.supported, a.reason
    return a.program


def _refused(text: str) -> str:
    get_game("vg")
    (a,) = _abilities("vg", text, None)
    assert not a.supported
    return str(a.reason)


# ---- 「このターンにあなたがプレイしたオーダーが２枚以上なら」: the cards a player acted on this turn,
# counted (shared ``conditions.counted_acts``) — what 「このターンにあなたがオーダーを２枚以上プレイして
# いるなら」 says (a history counted by cards, the turn's record)

COUNTED = "【自】【(R)】：あなたのオーダーがプレイされた時、{cond}、【ソウルチャージ】(1)。"
RELATIVE = "このターンにあなたがプレイしたオーダーが{n}枚以上なら"
OBJECT = "このターンにあなたがオーダーを{n}枚以上プレイしているなら"


@pytest.mark.parametrize("n", ["２", "３"])
def test_the_cards_played_counted_are_the_history(n: str) -> None:
    assert _program(COUNTED.format(cond=RELATIVE.format(n=n))) == _program(
        COUNTED.format(cond=OBJECT.format(n=n))
    )


def test_a_time_before_the_counted_cards_is_kept() -> None:
    text = "【永】【(V)】：あなたのターン中、{c}、このユニットのパワー＋10000。"
    assert _program(text.format(c=RELATIVE.format(n="２"))) == _program(
        text.format(c=OBJECT.format(n="２"))
    )


ORDER = '{name: 指令%d, type: order, grade: 0, text: "１枚引く。"}'


@pytest.mark.parametrize(("orders", "n", "charged"), [(2, 2, 1), (1, 2, 0)])
def test_the_cards_played_counted_on_a_board(orders: int, n: int, charged: int) -> None:
    hand = "[" + ", ".join(ORDER % i for i in range(1, orders + 1)) + "]"
    plays = ", ".join(f"{{do: play_order, card: 指令{i}}}" for i in range(1, orders + 1))
    r = vg_card_run(
        COUNTED.format(cond=RELATIVE.format(n=str(n))),
        f"  - {{do: main_phase, actions: [{plays}]}}",
        hand=hand,
        extra="order_limit: 2",
    )
    assert not unsupported(r)
    assert len(zone_names(r, "A", "soul")) == charged


# ---- 「…山札の下に置く。その後、相手はその山札をシャッフルする」: 「その山札」 is the deck a step before
# put the cards into; with no owner printed, the deck of the player told to shuffle it (the cards go
# to their owner's deck, 4.1.12). With no player told, whose deck is not said: still refused.

PUT = "【起】【(R)】：[【カウンターブラスト】(1)] 相手のリアガードを１枚選び、山札の下に置く。その後、{who}その山札をシャッフルする。"


def test_that_deck_is_the_deck_put_into() -> None:
    assert _program(PUT.format(who="相手は")) == _program(
        PUT.format(who="相手は").replace("その山札を", "山札を")
    )
    assert "that_deck" in _refused(PUT.format(who=""))


def test_that_deck_after_a_search_is_the_deck_searched() -> None:
    # 「山札から…探し、山札の上に置き、その山札を」: the deck named first (searched), kept
    text = "【起】【(R)】：[【カウンターブラスト】(1)] あなたの山札からグレード３を１枚まで探し、山札の上に置き、{d}をシャッフルする。"
    assert _program(text.format(d="その山札")) == _program(text.format(d="あなたの山札"))


def test_that_deck_put_into_on_a_board() -> None:
    r = vg_card_run(PUT.format(who="相手は"), "  - {do: activate, card: 剣士}", damage=DAMAGED)
    assert not unsupported(r)
    assert "槍兵" in zone_names(r, "B", "deck")
    assert any(s.event == "shuffled" and s.en.startswith("B shuffles") for s in r.main.trace)


# ---- 「ブリッツオーダー」: an order of that subtype (2.9.3.2; the card type ``blitz``), a kind as
# 「ノーマルオーダー」 and 「セットオーダー」 are (vg's vocabulary: ``WORDS``, ``KIND_TYPES``)


def test_a_blitz_order_played_is_a_history_of_its_kind() -> None:
    p = _program(
        "【永】【(G)】：このターンにあなたがブリッツオーダーをプレイしているなら、このユニットのシールド＋10000。"
    )
    assert p.cond.event.target.kinds == ("blitz_order",)


def test_a_blitz_order_chosen_on_a_board() -> None:
    text = "【起】【(R)】：[【カウンターブラスト】(1)] あなたのドロップからブリッツオーダーを１枚選び、手札に加える。"
    drop = "[{name: 号令, type: order, grade: 0}, {name: 電撃, type: blitz, grade: 0}]"
    r = vg_card_run(text, "  - {do: activate, card: 剣士}", damage=DAMAGED, drop=drop)
    assert not unsupported(r)
    assert zone_names(r, "A", "hand") == ["電撃"]
    assert zone_names(r, "A", "drop") == ["号令"]


# ---- 「このユニットが能力を与えられた時」: an effect gave the unit an ability — 7.14.1's action done
# to it (the event ``given``: the effect's 『…』を得る adding the ability, ``autos``); 「能力を」 names
# the event (``Vocab.event_objects``), no target

GIVEN = "【自】【(R)】：このユニットが能力を与えられた時、１枚引く。"
GIVER = (
    '{name: 授者, type: normal, grade: 1, power: 8000, text: "【起】【(R)】：[【カウンターブラスト】(1)] '
    'あなたのリアガードを１枚選び、そのターン中、『【永】【(R)】：このユニットのパワー＋1000。』を得る。"}'
)


def test_the_given_trigger_reads() -> None:
    p = _program(GIVEN)
    assert p.trigger.event == "given" and p.trigger.subject.ref == "this"


@pytest.mark.parametrize(("chosen", "hand"), [("剣士", ["山1"]), ("授者", [])])
def test_the_given_trigger_on_a_board(chosen: str, hand: list[str]) -> None:
    r = vg_card_run(
        GIVEN,
        "  - {do: activate, card: 授者}",
        damage=DAMAGED,
        extra="left_back: " + GIVER,
        choices=f"choices:\n  - {{player: A, at: choose, choose: {chosen}}}",
    )
    assert not unsupported(r)
    assert zone_names(r, "A", "hand") == hand
    assert "7.14.1" in cited(r)  # the ability given (7.14.1), the trigger's event when 剣士's


# ---- 「「X」以外の「Y」を含むカード」: the grammar hangs 「「X」以外の」 on the object of を含む; what
# is left out is the card named X (shared ``nouns._lift_except``, then ``_except``: ``Sel.but``)

SEARCH = (
    "【起】【(R)】：[【カウンターブラスト】(1)] あなたの山札から「砂塵ストライカー ブレイジン」以外の"
    "「砂塵」を含むカードを１枚まで探し、(R)にコールし、その山札をシャッフルする。"
)
DUSTS = (
    "[{name: 砂塵ストライカー ブレイジン, type: normal, grade: 1}, "
    "{name: 砂塵の狙撃手, type: normal, grade: 1}, 8]"
)
CIRCLE = "choices:\n  - {player: A, at: circle, choose: right_front}"


def test_a_name_left_out_of_the_names_containing() -> None:
    (step, *_rest) = _program(SEARCH).steps
    assert step.target.contains == ("砂塵",)
    assert [b.names for b in step.target.but] == [("砂塵ストライカー ブレイジン",)]


def test_a_name_left_out_on_a_board() -> None:
    from ruling.scenario import ScenarioError

    r = vg_card_run(
        SEARCH, "  - {do: activate, card: 剣士}", damage=DAMAGED, deck=DUSTS, choices=CIRCLE
    )
    assert not unsupported(r)
    assert zone_names(r, "A", "field.right_front") == ["砂塵の狙撃手"]
    with pytest.raises(ScenarioError, match="none of the options"):
        vg_card_run(
            SEARCH,
            "  - {do: activate, card: 剣士}",
            damage=DAMAGED,
            deck=DUSTS,
            choices=CIRCLE + "\n  - {player: A, at: search, choose: 砂塵ストライカー ブレイジン}",
        )


# ---- 「このユニットが与えられた能力を持っているなら」: an ability given to the unit is in force on it
# (7.14.1; ``Cond("has_given")``, read on the abilities given by effects and continuous abilities)

HOLD = "【起】【(R)】：このユニットが与えられた能力を持っているなら、１枚引く。"


def test_holding_a_given_ability_reads() -> None:
    from ruling.cardtext.ir import Cond, Sel

    assert _program(HOLD).cond == Cond("has_given", sel=Sel(ref="this"))


@pytest.mark.parametrize(("chosen", "hand"), [("剣士", ["山1"]), ("授者", [])])
def test_holding_a_given_ability_on_a_board(chosen: str, hand: list[str]) -> None:
    r = vg_card_run(
        HOLD,
        "  - {do: activate, card: 授者}\n  - {do: activate, card: 剣士}",
        damage=DAMAGED,
        extra="left_back: " + GIVER,
        choices=f"choices:\n  - {{player: A, at: choose, choose: {chosen}}}",
    )
    assert not unsupported(r)
    assert zone_names(r, "A", "hand") == hand


# ---- 「あなたのヴァンガードのハーツカード」: the hearts cards associated with the vanguard (6.5.1.2,
# 6.5.2.2) — the fighter's hearts cards, as 「あなたのハーツカード」 (vg ``_vanguards_hearts``)


@pytest.mark.parametrize(("name", "met"), [("竜", True), ("鳥", False)])
def test_the_vanguards_hearts_card_on_a_board(name: str, met: bool) -> None:
    from tests.ruling.test_vg_cardtext_r20dev import HEARTS_DISCARDS, HEARTS_STRIDE
    from tests.ruling.test_vg_constructions import run, value

    def g(cond: str) -> str:
        return (
            "g_zone: [{name: 超越竜神, type: g, grade: 4, power: 15000,"
            f' text: "【永】【(V)】：{cond}、このユニットのパワー＋5000。"}}]'
        )

    text = f"あなたのヴァンガードのハーツカードが「{name}」を含むなら"
    r = run("", actions=HEARTS_STRIDE, extra=g(text), hand=HEARTS_DISCARDS)
    assert not unsupported(r)
    plain = run(
        "",
        actions=HEARTS_STRIDE,
        extra=g("あなたのヴァンガードがグレード９のハーツを持つなら"),
        hand=HEARTS_DISCARDS,
    )
    gained = value(r, "power", where="field.vanguard") - value(
        plain, "power", where="field.vanguard"
    )
    assert gained == (5000 if met else 0)
