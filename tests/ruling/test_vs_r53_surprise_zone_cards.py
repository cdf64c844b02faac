"""Round 53 (s50vsT), issue 12: 「（あなた|相手）のサプライズ置場のカード」 — the card a surprise zone
holds (3.9: at most one, 3.9.2; face down as a rule, 3.9.4; its owner may see it, 3.9.3) named as
the other zones' cards are: counted by a condition (「あなたのサプライズ置場にカードがあるなら」) and
chosen by a step (「あなたのサプライズ置場のカードを1枚選び、控え室に置いてよい」). Before: refused as
「what the noun phrase (you surprise card) names」. A filter on what the face-down card is (its
level, a trait) is still refused."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program, vs_refused

_COUNTED = (
    "[リング]このカードがアタックした時、あなたのサプライズ置場にカードがあるなら、"
    "このアタック中、このカードは+1000/+0される。"
)
_CHOSEN = (
    "[ベンチ]このカードがサポートした時、あなたのサプライズ置場のカードを1枚選び、控え室に置いてよい。"
    "そうしたなら、このアタック中、アタックしたカードは+2000/+0される。"
)


def test_the_compiled_choice() -> None:
    prog = vs_program(_CHOSEN)
    assert [o.who for o in prog.ops if o.kind == "choose"] == ["your_surprise"]


def test_a_filter_on_the_opponents_unseen_card_stays_refused() -> None:
    # 3.9.3: the other player's surprise card's contents are not seen (the owner's own are)
    why = vs_refused(
        "[ベンチ]このカードがサポートした時、相手のサプライズ置場のレベル2以上のカードを1枚選び、"
        "控え室に置く。"
    )
    assert "cannot see" in why


_BOARD = """
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: B}
players:
  A:
    deck: 10
    waiting: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}
    bench: {left: {name: 春香, ap: 0, dp: 1000, text: "%s"}}
%s
  B: {deck: 10, retire: 0, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: attack, support: 春香}
choices: [%s]
ask: [美希.zone, A.waiting, A.surprise]
"""
_SET = "    surprise: {name: 真, ap: 1000, dp: 1000}"


@pytest.mark.parametrize(("surprise", "zone"), [(True, "B.retire"), (False, "B.ring")])
def test_a_card_in_the_surprise_zone_is_counted(surprise: bool, zone: str) -> None:
    r = resolve(loads(_BOARD % (_COUNTED, "", _SET if surprise else "", "")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    # 千早 AP 2000 (+1000 while the surprise zone holds a card) against 美希's DP 3000
    assert r.outcome["state"]["美希.zone"] == zone


@pytest.mark.parametrize(("take", "zone", "waiting"), [("yes", "B.retire", 1), ("no", "B.ring", 0)])
def test_the_surprise_card_chosen_and_put_away(take: str, zone: str, waiting: int) -> None:
    r = resolve(
        loads(_BOARD % ("", _CHOSEN, _SET, "{player: A, at: optional, choose: " + take + "}"))
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    st = r.outcome["state"]
    assert (st["美希.zone"], st["A.waiting"], st["A.surprise"]) == (zone, waiting, 1 - waiting)


# 「相手のサプライズ置場のカードを（表向き状態で）控え室に置く」: no number printed — the one card the
# zone holds (3.9.2, ``Vocab.single_zones``), put in its owner's waiting room, which holds its cards
# face up (3.6.2: the word restates it); none there, nothing is done (1.3.2) and 「そうしたなら」
# does not follow
_PUT = (
    "[リング]このカードがアタックした時、相手のサプライズ置場のカードを表向き状態で控え室に置く。"
    "そうしたなら、相手は1枚引く。"
)
_BOARD_PUT = """
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: B}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 2000, text: "%s"}
    bench: {left: {name: 春香, ap: 0, dp: 1000}}
  B:
    deck: 10
    hand: 0
    waiting: 0
    ring: {name: 美希, ap: 2000, dp: 3000}
%s
actions:
  - {do: attack, support: 春香}
ask: [B.waiting, B.hand, B.surprise]
"""


@pytest.mark.parametrize(("surprise", "after"), [(True, (1, 1, 0)), (False, (0, 0, 0))])
def test_the_opponents_surprise_card_put_away(surprise: bool, after: tuple[int, ...]) -> None:
    r = resolve(loads(_BOARD_PUT % (_PUT, _SET if surprise else "")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    st = r.outcome["state"]
    assert (st["B.waiting"], st["B.hand"], st["B.surprise"]) == after
    if not surprise:
        assert "1.3.2" in r.decided_by


def test_face_up_to_another_zone_stays_refused() -> None:
    # 3.6.2 says the waiting room's cards are face up; a hand's are not (3.7.2)
    assert vs_refused(
        "[リング]このカードがアタックした時、相手のサプライズ置場のカードを表向き状態で手札に戻す。"
    )


def test_your_surprise_card_chosen_to_the_hand() -> None:
    text = (
        "[リング]このカードがアタックした時、あなたのサプライズ置場のカードを1枚選び、手札に戻す。"
    )
    board = _BOARD.replace("ask: [美希.zone, A.waiting, A.surprise]", "ask: [A.hand, A.surprise]")
    r = resolve(loads(board % (text, "", _SET, "")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert (r.outcome["state"]["A.hand"], r.outcome["state"]["A.surprise"]) == (1, 0)
