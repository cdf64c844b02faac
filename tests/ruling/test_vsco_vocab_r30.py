"""Round 30 (s26vsco): card-text vocabulary of vs and co read in the shared layer, each entry
with a minimal text and what it does on a board.

Damage taken away (``ruling/cardtext/damage.py``; co 4.3.9 「キャラクターが受けたダメージは累積
します」, vs 7.1.5.3 「このダメージは蓄積されます」): the damage on a card named in every way the
rules' own words allow — 「与えられている」 (passive progressive, as 「与えられた」), 「蓄積されて
いる」, 「Xの蓄積されたダメージ」 (X marked by の inside the relative clause, as 「Xの受けている」),
「あなたは」 (the player carrying the text out, said as the topic), and 「…ダメージを取り除く」
with no amount (all of it)."""

from __future__ import annotations

import pytest

from grammar import ast as A
from grammar.parse import parse_card
from ruling.cardtext.damage import damage_owner, damage_removed
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import CO_HURT_KNIGHT, co_ability, co_run


def _body(text: str, game: str = "co") -> A.Action:
    r = parse_card(text, game)
    assert r.card is not None
    (st,) = r.card.abilities[0].effect.sentences[0].steps
    return st.body


_CHAR = "対象のキャラクター1体"


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        # no amount: the damage, all of it
        (f"{_CHAR}が受けているダメージを取り除く。", None),
        (f"{_CHAR}のダメージを取り除く。", None),
        (f"{_CHAR}に与えられたダメージを取り除く。", None),
        # the passive progressive, as the passive past
        (f"{_CHAR}に与えられているダメージをすべて取り除く。", None),
        (f"{_CHAR}に与えられているダメージを1点取り除く。", 1),
        (f"{_CHAR}に蓄積されているダメージを2点取り除く。", 2),
        # X marked by の inside the relative clause
        (f"{_CHAR}の蓄積されたダメージを1点取り除く。", 1),
        # the player doing it said as the topic
        (f"あなたは{_CHAR}のダメージを1点取り除く。", 1),
        (f"あなたは{_CHAR}が受けているダメージを取り除く。", None),
    ],
)
def test_damage_taken_away_variants_read(text: str, amount: int | None) -> None:
    got = damage_removed(_body(text))
    assert got is not None, text
    assert got.amount == amount
    assert got.whose == damage_owner(_body(f"{_CHAR}のダメージを0にする。").args[0].value)


def test_damage_taken_away_neighbours_stay_unread() -> None:
    # the other player as the topic, a modal, damage of no one named: not this reader's step
    assert damage_removed(_body(f"相手は{_CHAR}のダメージを1点取り除く。")) is None
    assert damage_removed(_body(f"{_CHAR}のダメージを取り除いてもよい。")) is None
    assert damage_removed(_body(f"{_CHAR}のAPを取り除く。")) is None


# ------------------------------------------------------------------ co: on a character (4.3.9)


@pytest.mark.parametrize(
    ("text", "left"),
    [
        (f"{_CHAR}が受けているダメージを取り除く。", 0),
        (f"{_CHAR}に与えられているダメージをすべて取り除く。", 0),
        (f"{_CHAR}に与えられているダメージを1点取り除く。", 2),
        (f"{_CHAR}の蓄積されたダメージを2点取り除く。", 1),
        (f"あなたは{_CHAR}のダメージを取り除く。", 0),
        (f"{_CHAR}が受けているダメージを取り除く。そのあと、あなたは山札からカードを1枚引く。", 0),
    ],
)
def test_co_damage_taken_away_on_a_board(text: str, left: int) -> None:
    assert co_ability(text, type_="event").supported, co_ability(text, type_="event").reason
    r = co_run(CO_HURT_KNIGHT.format(text=text))
    assert r.outcome["state"]["騎士.damage"] == left
    assert "4.3.9" in r.decided_by


# ------------------------------------------------------------------ vs: on a card (7.1.5.3)

_DAMAGED = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: 10
    hand: []
    ring: {name: 千早, ap: 2000, dp: 5000, damage: 2500}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
ask: [千早.damage]
"""


@pytest.mark.parametrize(
    ("text", "left"),
    [
        ("あなたは自分のリングのカードに蓄積されたダメージを1000取り除く。", 1500),
        ("あなたのリングのカードの蓄積されたダメージを1000取り除く。", 1500),
        ("あなたは自分のリングのカードの蓄積されたダメージを1000取り除く。", 1500),
        ("あなたのリングのカードに蓄積されているダメージを1000取り除く。", 1500),
        ("あなたのリングのカードが受けているダメージを取り除く。", 0),
        ("あなたのリングのカードに与えられているダメージをすべて取り除く。", 0),
    ],
)
def test_vs_damage_taken_away_on_a_board(text: str, left: int) -> None:
    r = resolve(loads(_DAMAGED % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"千早.damage": left}
    assert "7.1.5.3" in r.decided_by


def test_vs_damage_of_this_card_said_with_its_no() -> None:
    # 「このカードの蓄積されたダメージ」 on the ring card itself, at its own timing
    text = "[リング]あなたのエンドフェイズの始めに、あなたはこのカードの蓄積されたダメージを1000取り除く。"
    r = parse_card(text, "vs")
    assert r.card is not None
    from ruling.abilities import _abilities

    (ab,) = _abilities("vs", text, None)
    assert ab.supported, ab.reason


# ------------------------------------------ vs: 「サポートされたカード」 (7.1.3.2, 4.14.1)
# the ring card a bench card supports attacks by that (7.1.3.2): 「サポートされたカード」 is the
# attacking card of the attack in progress, as 「アタックしたカード」 (the vocabulary's states)

_SUPPORTED = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, level: 2, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "[ベンチ]このカードがサポートした時、%s"}}
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 4000}
actions:
  - {do: attack, support: 春香}
ask: [美希.zone, 美希.damage, A.hand]
"""


@pytest.mark.parametrize(
    ("text", "state"),
    [
        ("サポートされたカードは+1000/+0。", {"美希.zone": "B.retire", "美希.damage": 4000}),
        ("サポートされたカードを+1000/+0する。", {"美希.zone": "B.retire", "美希.damage": 4000}),
        (
            "このアタック中、サポートされたカードを+1000/+0する。",
            {"美希.zone": "B.retire", "美希.damage": 4000},
        ),
        (
            "そのアタック中、サポートされたカードは+1000/+0される。",
            {"美希.zone": "B.retire", "美希.damage": 4000},
        ),
        # a condition on the supported card: met (level 2) and not (level 3)
        (
            "サポートされたカードがレベル2以上なら、あなたは1枚引く。",
            {"美希.zone": "B.ring", "美希.damage": 3000, "A.hand": 1},
        ),
        (
            "サポートされたカードがレベル3以上なら、あなたは1枚引く。",
            {"美希.zone": "B.ring", "美希.damage": 3000, "A.hand": 0},
        ),
    ],
)
def test_vs_the_supported_card_is_the_attacking_card(text: str, state: dict) -> None:
    r = resolve(loads(_SUPPORTED % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    got = {k: v for k, v in r.outcome["state"].items() if k in state}
    assert got == state
    assert "7.1.3.2" in r.decided_by


def test_vs_without_the_support_ability_no_change() -> None:
    # the board without the ability: 3000 damage, 美希 (defence 4000) stays
    r = resolve(loads(_SUPPORTED.replace('text: "[ベンチ]このカードがサポートした時、%s"', "")))
    assert r.outcome["state"]["美希.damage"] == 3000
    assert r.outcome["state"]["美希.zone"] == "B.ring"
