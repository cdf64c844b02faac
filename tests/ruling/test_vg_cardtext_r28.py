"""VG card-text constructions of round 28 (issue 12, s24vg): families of card language, each on
a minimal text and a board, with variants a different writer could print and the neighbour that
must not change (docs/cardtext.md, "VG round 28")."""

from __future__ import annotations

from typing import Any

import pytest

from ruling import abilities as A
from ruling.rules import get_game
from tests.ruling.boards import cited, unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import ACTIVATE, ATTACK, run, value

DECK_TOP = "[{name: 山1, type: normal, grade: 1}, {name: 山2, type: normal, grade: 2}, 8]"


def _program(text: str) -> Any:
    get_game("vg")
    (ab,) = A._abilities("vg", text, "Normal Unit")
    assert ab.supported, ab.reason
    return ab.program


# ----------------------------------- the permission's spellings: 良い, the continuative 「よく、」


@pytest.mark.parametrize("may", ["１枚引いても良い", "１枚引いて良い", "１枚引いてもよい"])
def test_may_spelled_with_the_kanji_is_may(may: str) -> None:
    """「…しても良い」 / 「…して良い」: the permission of 「…してよい」 (the master may decline)."""
    text = f"【起】【(R)】：{may}。"
    yes = run(
        text, actions=ACTIVATE, deck=DECK_TOP, choices="choices:\n  - {player: A, choose: yes}"
    )
    no = run(text, actions=ACTIVATE, deck=DECK_TOP, choices="choices:\n  - {player: A, choose: no}")
    assert not unsupported(yes) and not unsupported(no)
    assert zone(yes, "A", "hand") == ["山1"] and zone(no, "A", "hand") == []


@pytest.mark.parametrize("joined", ["してよく、", "しても良く、", "してもよく、", "して良く、"])
def test_may_in_the_continuative_joins_the_next_step(joined: str) -> None:
    """「(R)にコールしてよく、コールしなかったなら山札の下に置く」: an optional step, then the next
    step of the sentence with its own condition — the same program as 「…してよい、…」."""
    canon = (
        "【自】：このユニットがライドした時、あなたの山札の上から１枚見て、ユニットカードなら"
        "(R)にコールしてよい、コールしなかったなら山札の下に置く。"
    )
    variant = canon.replace("してよい、", joined)
    got, want = _program(variant), _program(canon)
    assert repr(got) == repr(want)
    call, put = got.steps[1], got.steps[2]
    assert call.verb == "call" and call.optional
    assert put.cond is not None and put.cond.what == "not_done"


def test_may_in_the_continuative_on_a_board() -> None:
    """On a board: 「１枚引いてよく、引かなかったなら【ソウルチャージ】(1)」 — declined, the soul
    charge is done; taken, the card is drawn and no soul charge."""
    text = "【起】【(R)】：１枚引いてよく、引かなかったなら【ソウルチャージ】(1)。"
    yes = run(
        text, actions=ACTIVATE, deck=DECK_TOP, choices="choices:\n  - {player: A, choose: yes}"
    )
    no = run(text, actions=ACTIVATE, deck=DECK_TOP, choices="choices:\n  - {player: A, choose: no}")
    assert not unsupported(yes) and not unsupported(no)
    assert zone(yes, "A", "hand") == ["山1"] and zone(yes, "A", "soul") == []
    assert zone(no, "A", "hand") == [] and zone(no, "A", "soul") == ["山1"]


# --------------------------------------- durations spelled 「…の間」 / 「ターン終了時まで」


@pytest.mark.parametrize(
    "period",
    [
        "そのバトル中",
        "そのバトルの間",
        "そのターンの間",
        "ターン終了時まで",
        "そのターン終了時まで",
        "そのターンの終了時まで",
        "バトル終了時まで",
        "そのバトル終了時まで",
        "このバトルの終了時まで",
    ],
)
def test_a_period_in_its_spellings_lasts_the_battle(period: str) -> None:
    """「{period}、このユニットのパワー＋5000」 on the attack: 10000 + 5000 against a 13000
    vanguard hits (10.6.2); the neighbour without the ability does not."""
    text = f"【自】【(R)】：このユニットがアタックした時、{period}、このユニットのパワー＋5000。"
    r = run(text, actions=ATTACK)
    assert not unsupported(r) and len(zone(r, "B", "damage")) == 1
    plain = run("【自】【(R)】：このユニットがアタックした時、１枚引く。", actions=ATTACK)
    assert zone(plain, "B", "damage") == []


def test_the_spellings_of_a_period_are_the_durations() -> None:
    """The turn's spellings end with the turn, the battle's with the battle; 「次の相手のターン
    終了時まで」 stays the duration of its own."""
    head = "【自】【(V)】：このユニットがアタックした時、"
    tail = "、このユニットのパワー＋5000。"
    for period, until in (
        ("そのバトルの間", "battle"),
        ("そのターンの間", "turn"),
        ("ターン終了時まで", "turn"),
        ("このターン終了時まで", "turn"),
        ("このターンの終了時まで", "turn"),
        ("バトル終了時まで", "battle"),
        ("そのバトルの終了時まで", "battle"),
    ):
        (op,) = _program(head + period + tail).steps
        assert op.until == until, period
    (op,) = _program(head + "次の相手のターン終了時まで" + tail).steps
    assert op.until not in ("turn", "battle")


# ----------------------------------------------- the aspect adverb 「すでに / 既に」


@pytest.mark.parametrize("adverb", ["すでに", "既に"])
def test_already_restates_the_perfect(adverb: str) -> None:
    """「このターンにあなたが{adverb}【ソウルブラスト】しているなら」: the history condition of
    「…しているなら」 (10.3.1.3's turn record); with no soul blast this turn it does not hold."""
    canon = (
        "【自】【(R)】：このユニットがアタックした時、このターンにあなたが【ソウルブラスト】"
        "しているなら、そのバトル中、このユニットのパワー＋5000。"
    )
    variant = canon.replace("あなたが", f"あなたが{adverb}")
    assert repr(_program(variant)) == repr(_program(canon))
    r = run(variant, actions=ATTACK)
    assert not unsupported(r) and zone(r, "B", "damage") == []


# ---------------------------------------------------------- 「最大N枚まで」


def test_at_most_restated() -> None:
    """「相手のリアガードを最大２枚まで選び、退却させる」: up to two, as 「２枚まで」; the one
    rear-guard the opponent has is retired."""
    text = "【起】【(R)】：相手のリアガードを最大２枚まで選び、退却させる。"
    canon = text.replace("最大", "")
    assert repr(_program(text)) == repr(_program(canon))
    r = run(text, actions=ACTIVATE, choices="choices:\n  - {player: A, choose: 槍兵}")
    assert not unsupported(r) and "槍兵" in zone(r, "B", "drop")


# ------------------------------------------- the heal as an event: 「ダメージを回復した時」 (7.20.1)

HEAL = '  - {do: resolve_text, player: A, card: A.vanguard, text: "あなたのダメージゾーンから１枚選び、回復する。"}'
PUT = '  - {do: resolve_text, player: A, card: A.vanguard, text: "あなたのダメージゾーンから１枚選び、ドロップに置く。"}'
WOUND = "[{name: 傷, type: normal, grade: 1}]"


@pytest.mark.parametrize(
    "event",
    [
        "あなたがダメージを回復した時",
        "あなたがダメージを回復したとき",
        "あなたのダメージゾーンからダメージを回復した時",
        "あなたがカードを回復した時",
    ],
)
def test_a_heal_triggers_when_the_fighter_heals(event: str) -> None:
    """「{event}、そのターン中、このユニットのパワー＋5000」: A heals a damage card (7.20.1: from the
    damage zone to the drop zone by 回復する) and the ability triggers; the neighbour that must not
    change: the same card put into the drop zone by 「ドロップに置く」 is no heal (7.20.1 names the
    specific action), nothing triggers."""
    text = f"【自】【(R)】：{event}、そのターン中、このユニットのパワー＋5000。"
    r = run(text, actions=HEAL, damage=WOUND)
    assert not unsupported(r) and zone(r, "A", "drop") == ["傷"]
    assert value(r, "power") == 15000
    assert "7.20.1" in cited(r)
    put = run(text, actions=PUT, damage=WOUND)
    assert not unsupported(put) and zone(put, "A", "drop") == ["傷"]
    assert value(put, "power") == 10000


def test_a_heal_by_the_other_fighter_is_not_yours() -> None:
    """「相手がダメージを回復した時」 does not trigger on A's own heal; 「あなたが」 does."""
    theirs = "【自】【(R)】：相手がダメージを回復した時、そのターン中、このユニットのパワー＋5000。"
    r = run(theirs, actions=HEAL, damage=WOUND)
    assert not unsupported(r) and value(r, "power") == 10000


def test_a_heal_of_a_card_described() -> None:
    """「あなたがグレード３を回復した時」: the card healed is so described — a grade-1 card healed
    does not trigger it."""
    text = (
        "【自】【(R)】：あなたがグレード３を回復した時、そのターン中、このユニットのパワー＋5000。"
    )
    r = run(text, actions=HEAL, damage=WOUND)
    assert not unsupported(r) and value(r, "power") == 10000
    big = "[{name: 傷, type: normal, grade: 3}]"
    assert value(run(text, actions=HEAL, damage=big), "power") == 15000


@pytest.mark.parametrize(("healed", "power"), [(True, 15000), (False, 10000)])
def test_a_heal_this_turn_as_a_condition(healed: bool, power: int) -> None:
    """「このターンにあなたがダメージを回復しているなら」: the turn's record of heals (7.20.1);
    「…していないなら」 the converse."""
    text = (
        "【起】【(R)】：このターンにあなたがダメージを回復しているなら、そのターン中、"
        "このユニットのパワー＋5000。"
    )
    actions = (HEAL + "\n" if healed else "") + ACTIVATE
    r = run(text, actions=actions, damage=WOUND)
    assert not unsupported(r) and value(r, "power") == power
    negated = text.replace("回復しているなら", "回復していないなら")
    r = run(negated, actions=actions, damage=WOUND)
    assert value(r, "power") == (10000 if healed else 15000)


def test_a_heal_by_a_means_or_in_the_passive_stays_refused() -> None:
    """Shapes not read: the means 「ヒールトリガーで」 and the passive 「…が回復された時」 are
    refused by name, not run as another trigger."""
    for text in (
        "【自】【(V)】：あなたがヒールトリガーでダメージを回復した時、１枚引く。",
        "【自】【(V)】：あなたのカードが回復された時、１枚引く。",
    ):
        get_game("vg")
        (ab,) = A._abilities("vg", text, "Normal Unit")
        assert not ab.supported and ab.reason


# ----------------------- the battle's act as the subject: 「そのバトルのアタックがヒットしていたなら」


@pytest.mark.parametrize(
    "said",
    [
        "そのバトルのアタックがヒットしていたなら",
        "そのバトルのアタックがヒットしているなら",
        "このバトルのアタックがヒットしていたなら",
        "そのバトルでアタックがヒットしていたなら",
    ],
)
def test_the_battles_attack_hit(said: str) -> None:
    """「このユニットがアタックしたバトル終了時、{said}、１枚引く」: 「そのバトルのアタック」 is the
    attack of the battle the trigger spoke of, as 「そのバトルでアタックが」 (10.7.1.6) — a hit: a
    draw; a miss: none."""
    text = f"【自】【(R)】：このユニットがアタックしたバトル終了時、{said}、１枚引く。"
    hit = run(text, actions=ATTACK, opponent="{name: 騎士, grade: 3, power: 5000}")
    assert not unsupported(hit) and zone(hit, "A", "hand") == ["山1"]
    miss = run(text, actions=ATTACK)
    assert not unsupported(miss) and zone(miss, "A", "hand") == []


def test_the_battles_attack_not_hit() -> None:
    """「このバトルのアタックがヒットしていないなら」: the converse, 10.7.1.7's event."""
    text = "【自】【(R)】：このユニットがアタックしたバトル終了時、このバトルのアタックがヒットしていないなら、１枚引く。"
    canon = text.replace("このバトルのアタックが", "このバトルでアタックが")
    assert repr(_program(text)) == repr(_program(canon))
    miss = run(text, actions=ATTACK)
    assert not unsupported(miss) and zone(miss, "A", "hand") == ["山1"]
    hit = run(text, actions=ATTACK, opponent="{name: 騎士, grade: 3, power: 5000}")
    assert not unsupported(hit) and zone(hit, "A", "hand") == []


def test_another_battle_or_an_act_of_a_card_is_not_this() -> None:
    """The neighbours that must not change: 「このユニットのアタックがヒットしていたなら」 (an act of
    a card, no battle named) stays refused by name."""
    get_game("vg")
    text = "【自】【(R)】：このユニットがアタックしたバトル終了時、このユニットのアタックがヒットしていたなら、１枚引く。"
    (ab,) = A._abilities("vg", text, "Normal Unit")
    assert not ab.supported and ab.reason
