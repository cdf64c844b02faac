"""vs card-text constructions added in round 13 (issue 12): each from a minimal text in the rules
document's printed style, run on a board, with the clauses that decide it."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """
game: vs
title: t
turn: {player: A, number: 3, phase: chara}
players:
  A:
    deck: [{name: 一番上, ap: 1000, dp: 1000, text: "{entry_spark}あなたは1枚引く。"}, {name: 二番目}, 三番目]
    hand: 1
    %s
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: resolve_text, player: A, text: "%s"}
ask: [一番上.zone, 二番目.zone, A.hand]
"""


def _rule(ring: str, text: str):
    return resolve(loads(BOARD % (ring, text)))


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        ("あなたは自分の山札を上から1枚自分の控え室に置く。", "A.waiting", "A.deck"),
        ("あなたは自分の山札を上から2枚自分の控え室に置く。", "A.waiting", "A.waiting"),
        ("あなたは自分の山札を上から1枚自分の手札に置く。", "A.hand", "A.deck"),
        ("あなたは自分の山札を上から 2 枚自分のリタイヤ置場に置く。", "A.retire", "A.retire"),
    ],
)
def test_the_deck_top_cards_go_where_the_text_says(text: str, first: str, second: str) -> None:
    r = _rule("ring: {name: 千早, ap: 2000, dp: 2000}", text)
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["一番上.zone"] == first
    assert r.outcome["state"]["二番目.zone"] == second
    assert {"8.2.1.1", "3.2.5"} <= set(r.decided_by)


def test_a_deck_top_card_put_in_the_ring_by_an_effect_does_not_spark() -> None:
    # 8.1.1.3.3: an entry spark triggers on the rule's move from the deck to the ring only
    r = _rule("", "あなたは自分の山札を上から1枚自分のリングに置く。")
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"一番上.zone": "A.ring", "二番目.zone": "A.deck", "A.hand": 1}
    assert "8.1.1.3.3" in r.decided_by


def test_a_ring_that_holds_a_card_takes_it_and_the_older_card_goes() -> None:
    # round 22 (vs/r22_027): the ring has no 「1枚まで」 limit (3.3.2); the card is put there and
    # the rule process 9.5.1 puts the earlier one in the waiting room (round 13: refused, said)
    board = BOARD % (
        "ring: {name: 千早, ap: 2000, dp: 2000}",
        "あなたは自分の山札を上から1枚自分のリングに置く。",
    )
    r = resolve(loads(board.replace("A.hand]", "A.hand, 千早.zone]")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {
        "一番上.zone": "A.ring",
        "二番目.zone": "A.deck",
        "A.hand": 1,
        "千早.zone": "A.waiting",
    }
    assert {"8.1.1.3.3", "9.5.1"} <= set(r.decided_by)


def test_more_than_one_card_to_the_ring_is_refused_by_name() -> None:
    r = _rule("", "あなたは自分の山札を上から2枚自分のリングに置く。")
    assert any("上から2枚" in w.en for w in r.warnings() if w.kind == "unsupported")


def test_the_count_set_off_by_a_comma_is_the_same_put() -> None:
    # 「上から1枚、」: the grammar ends a nominal clause at the comma; since round 14 the shared
    # compiler reads it as the put without the comma (`abilities._counts_joined`; the grammar
    # fold of round 13 was taken back: it changed a ws text's reading)
    r = _rule("", "あなたは自分の山札を上から1枚、自分の控え室に置く。")
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["一番上.zone"] == "A.waiting"


ATTACK = """
game: vs
title: t
turn: {player: A, number: 7, phase: attack, first_player: A}
players:
  A: {deck: 9, ring: {name: 千早, ap: 5000, dp: 2000}, bench: {left: {name: 春香, ap: 1000, dp: 1000}}}
  B: {deck: 9, retire: 1, ring: {name: 美希, ap: 1000, dp: 3000, text: "%s"}}
actions:
  - {do: attack, support: 春香}
ask: [美希.zone, 美希.damage]
"""


@pytest.mark.parametrize(
    ("text", "zone", "damage"),
    [
        # 「このカードはダメージを受けない」 in force in the ring (8.1.1.4): no damage (7.1.5.3)
        ("[リング]このカードはダメージを受けない。", "B.ring", 0),
        # written for the bench, it does not work in the ring: the attack beats it (7.1.5.4)
        ("[ベンチ]このカードはダメージを受けない。", "B.retire", None),
    ],
)
def test_a_card_that_takes_no_damage(text: str, zone: str, damage: int | None) -> None:
    r = resolve(loads(ATTACK % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["美希.zone"] == zone
    if damage is not None:
        assert r.outcome["state"]["美希.damage"] == damage
        assert {"7.1.5.3", "8.1.1.4"} <= set(r.decided_by)


def test_takes_no_damage_of_another_card_is_refused_by_name() -> None:
    r = resolve(loads(ATTACK % "[リング]相手のリングのカードはダメージを受けない。"))
    assert any("ダメージを受けない" in w.en for w in r.warnings() if w.kind == "unsupported")


HAND = """
game: vs
title: t
turn: {player: A, number: 3, phase: chara}
players:
  A: {deck: 9, hand: %s, ring: {name: 千早, ap: 2000, dp: 2000}}
  B: {deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: resolve_text, player: A, text: "%s"}
%sask: [A.hand, A.waiting, 盾.zone]
"""


def test_a_card_chosen_from_the_own_hand_goes_where_the_text_says() -> None:
    text = "あなたは自分の手札を1枚選び、自分の控え室に置く。"
    r = resolve(loads(HAND % ("[剣, 盾]", text, "choices: [{player: A, choose: 盾}]\n")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"A.hand": 1, "A.waiting": 1, "盾.zone": "A.waiting"}
    r = resolve(loads(HAND % ("[剣]", text, "")))
    assert r.outcome["state"]["A.waiting"] == 1 and r.outcome["state"]["A.hand"] == 0
    r = resolve(loads(HAND.replace(", 盾.zone", "") % ("0", text, "")))
    assert r.outcome["state"] == {"A.hand": 0, "A.waiting": 0}
    assert "8.6.11.1.3" in r.decided_by or "8.5.4.1.3" in r.decided_by


def test_a_choice_from_the_opponents_hand_is_made_unseen() -> None:
    # corrected (round 59, s56vsC): refused until round 59; 3.7.2 keeps the hand's contents
    # from the master, so the choice is made unseen (as 「見ないで」 says), needing no card
    # information (8.6.11.2): B's one card goes (8.6.11.1)
    text = "あなたは相手の手札を1枚選び、相手の控え室に置く。"
    scn = HAND.replace("B: {deck: 9,", "B: {deck: 9, hand: [槍],").replace(
        "ask: [A.hand, A.waiting, 盾.zone]", "ask: [B.hand, 槍.zone]"
    )
    r = resolve(loads(scn % ("1", text, "")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"B.hand": 0, "槍.zone": "B.waiting"}


def test_the_opponent_chooses_among_its_own_hand() -> None:
    # 「相手は自分の手札を1枚選び、自分の控え室に置く」: B (A's opponent) chooses, B's card goes
    text = "相手は自分の手札を1枚選び、自分の控え室に置く。"
    scn = HAND.replace("B: {deck: 9,", "B: {deck: 9, hand: [槍, 斧],").replace(
        "ask: [A.hand, A.waiting, 盾.zone]", "ask: [A.hand, B.hand, 斧.zone]"
    )
    r = resolve(loads(scn % ("1", text, "choices: [{player: B, choose: 斧}]\n")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"A.hand": 1, "B.hand": 1, "斧.zone": "B.waiting"}
