"""Round 61 (s58vsC2), issue 12: a condition on the card one look saw, of any shape the
conditions read — 「あなたは自分の山札を上から1枚見る。そのカードのレベルがこのカードのレベル以下
なら、…」 (cards_r60 AME/002). 「そのカード」 after a look at one card is the card looked at (4.11.2;
8.1.1.5 the nearest card named before), still in the deck; read as the step is reached (8.6.5),
any other card of the condition (「このカード」) as itself. A put of 「そのカード」 after a change
of a value (which moves no card) still puts the card looked at. Before: refused as 「what the
noun phrase (looked) names」 (the engine read only 「そのカードのレベルがN以上」 and 「そのカードが
《X》なら」)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_ability, vs_program

_TEXT = (
    "[ベンチ][このカードをレストする]あなたは自分の山札を上から1枚見る。そのカードのレベルが"
    "このカードのレベル以下なら、このターン中、あなたのリングのカードは+1000/+0される。"
    "その後、そのカードを山札の上か下に置く。"
)


def test_the_compiled_steps() -> None:
    look, pump, put = vs_program(_TEXT).ops
    assert (look.kind, look.amount) == ("look", 1)
    assert pump.cond == ("stat_than", "looked", "level", "le", "this", "level")
    assert (put.kind, put.amount) == ("place_looked", 1)


_BOARD = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [{name: 上一, level: %d}, {name: 上二}, 7]
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, level: 2, ap: 1000, dp: 1000, text: "%s"}
  B: {deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
choices: [{player: A, at: dest, choose: %s}]
ask: [千早.ap, 上一.zone]
"""


@pytest.mark.parametrize(
    ("level", "ap"),
    [(1, 3000), (2, 3000), (3, 2000)],  # 以下: 1 and 2 against 律子's level 2, not 3
)
def test_the_looked_card_against_this_card(level: int, ap: int) -> None:
    r = resolve(loads(_BOARD % (level, _TEXT, "deck@bottom")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["千早.ap"] == ap
    assert r.outcome["state"]["上一.zone"] == "A.deck"
    assert {"8.6.5", "2.2.1"} <= set(r.decided_by)


@pytest.mark.parametrize(("end", "drawn"), [("deck@bottom", "上二"), ("deck@top", "上一")])
def test_the_card_looked_at_put_after_the_change(end: str, drawn: str) -> None:
    """The put after the change of a value: the card looked at, at the end the master picks (A's
    draw after it takes the deck's top card)."""
    src = _BOARD % (1, _TEXT, end)
    src = src.replace("ask: [千早.ap, 上一.zone]", "ask: [上一.zone, 上二.zone]")
    src = src.replace(
        "actions:\n  - {do: ability_phase, actions: [{do: use, card: 律子}]}",
        "actions:\n  - {do: ability_phase, actions: [{do: use, card: 律子}]}\n"
        "  - {do: draw, player: A}",
    )
    r = resolve(loads(src))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"][f"{drawn}.zone"] == "A.hand"


# 「相手の山札を上から1枚見る。それがレベル2以上のカードなら、それを相手のリタイヤ置場に置いてよい」
# (cards_r60 AME/006): the card so described is one whose printed level passes (2.2.1); the card
# looked at goes to its owner's zone (3.1.4) if the master wants (8.1.1.5)
_OPP = (
    "[ベンチ][このカードをレストする]あなたは相手の山札を上から1枚見る。それがレベル2以上の"
    "カードなら、それを相手のリタイヤ置場に置いてよい。"
)

_OPP_BOARD = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 9
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, level: 2, ap: 1000, dp: 1000, text: "%s"}
  B: {deck: [{name: 上一, level: %d}, 8], ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
choices: [{player: A, at: optional, choose: %s}]
ask: [上一.zone]
"""


def test_the_opponents_card_compiled() -> None:
    look, put = vs_program(_OPP).ops
    assert (look.kind, look.who, look.amount) == ("look", "opp", 1)
    assert put.kind == "put_looked" and put.optional and put.value == "retire"
    assert put.cond == ("stat", "looked", "level", "ge", 2)


@pytest.mark.parametrize(
    ("level", "answer", "zone"),
    [(2, "yes", "B.retire"), (3, "no", "B.deck"), (1, "yes", "B.deck")],
)
def test_the_opponents_card_looked_at(level: int, answer: str, zone: str) -> None:
    r = resolve(loads(_OPP_BOARD % (_OPP, level, answer)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["上一.zone"] == zone
    assert "8.6.5" in r.decided_by


def test_the_opponents_card_to_the_masters_zone_is_refused() -> None:
    """「あなたのリタイヤ置場に」 for the opponent's card: not its owner's zone (3.1.4), refused."""
    assert not vs_ability(_OPP.replace("相手のリタイヤ置場", "あなたのリタイヤ置場")).supported


# 「名前を1つ宣言し、自分の山札の1番上を公開する。そのカードが宣言した名前を持つなら、そのカードを
# 手札に加え、…+1000/+0される。持たないなら、そのカードを山札の下に置く」 (cards_r60 AME/009): the
# other case's 「そのカード」 is still the card revealed (8.1.1.5; a value change moves no card);
# put in the hand by the first case, it is not in the deck to read (the other case not met)
_DECLARED = (
    "[ベンチ][このカードをレストする]名前を1つ宣言し、自分の山札の1番上を公開する。そのカードが"
    "宣言した名前を持つなら、そのカードを手札に加え、このターン中、あなたのリングのカードは"
    "+1000/+0される。持たないなら、そのカードを山札の下に置く。"
)

_DECLARED_BOARD = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [{name: 上一}, {name: 上二}, 7]
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, level: 2, ap: 1000, dp: 1000, text: "%s"}
  B: {deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
  - {do: draw, player: A}
choices: [{player: A, choose: %s}]
ask: [上一.zone, 上二.zone, 千早.ap]
"""


@pytest.mark.parametrize(
    ("declared", "one", "two", "ap"),
    [("上一", "A.hand", "A.hand", 3000), ("other", "A.deck", "A.hand", 2000)],
)
def test_the_revealed_card_and_its_other_case(declared: str, one: str, two: str, ap: int) -> None:
    r = resolve(loads(_DECLARED_BOARD % (_DECLARED, declared)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    got = r.outcome["state"]
    assert (got["上一.zone"], got["上二.zone"], got["千早.ap"]) == (one, two, ap)
    assert "2.1.4" in r.decided_by
