"""vs card-text constructions of round 29 (s25vs, issue 12), each on a minimal text of its own run
on a board, with the neighbour that must not change.

1. The implied choice: a step acting on a number of a zone's cards with no 「選び」 (「相手のベンチの
   カード1枚をレストする」, 「あなたは手札を2枚控え室に置く」, 「…のカードを2枚までスタンドする」) is
   read as 「…をN枚（まで）選び、Vする」: the performer chooses as the instruction is reached (8.6.11,
   as many as possible 8.6.11.1 / 8.6.11.1.2, 「まで」 8.6.11.1.1), every filter kept, V done to the
   cards chosen — for every verb that acts on cards (put in a zone, stand, rest, reverse), every
   zone the choice reads, either performer.
2. The waiting room is a public zone (3.6.2): either player's waiting room cards are chosen among
   (「相手の控え室のカードを1枚選び」), as the bench's and the retire zone's."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads


def _ability(text: str) -> Any:
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vs")
    return _abilities("vs", text, None)


def _run(yaml: str) -> Any:
    r = resolve(loads(yaml, "t.yaml"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r


BOARD = """\
game: vs
title: t
turn: {player: A, number: 5, phase: chara, first_player: A}
players:
  A:
    deck: 10
    hand: [手札一, 手札二, 手札三]
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 春香, ap: 1000, dp: 1000, state: %(a_state)s}
      center: {name: 雪歩, ap: 1000, dp: 1000, state: %(a_state)s}
    waiting: [控え一]
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench:
      left: {name: 真, ap: 1000, dp: 1000, state: %(b_state)s}
      center: {name: 伊織, ap: 1000, dp: 1000, state: rest}
    waiting: [相手控え一, 相手控え二]
actions:
  - {do: resolve_text, player: A, text: "%(text)s"}
choices: %(choices)s
ask: [%(ask)s]
"""


def _board(
    text: str, ask: str, choices: str = "[]", a_state: str = "stand", b_state: str = "stand"
) -> str:
    return BOARD % {
        "text": text,
        "ask": ask,
        "choices": choices,
        "a_state": a_state,
        "b_state": b_state,
    }


# --- 1. the implied choice: rest / stand of a bench's cards, N of them, a state filter kept ---

# the wordings a writer could print of one instruction: the count after the noun (「カード1枚を」)
# or after the particle (「カードを1枚」), 「あなたは」 printed or not, the state as a relative
# clause (「スタンドしている」) or 「スタンド状態の」
REST_ONE_OF_THE_OPPONENTS = [
    "相手のベンチのスタンドしているカード1枚をレストする。",
    "相手のベンチのスタンドしているカードを1枚レストする。",
    "あなたは相手のベンチのスタンドしているカードを1枚レストする。",
    "相手のベンチのカード1枚をレストする。",
]


@pytest.mark.parametrize("text", REST_ONE_OF_THE_OPPONENTS)
def test_rest_one_of_the_opponents_bench_cards_the_master_picks(text: str) -> None:
    r = _run(
        _board(
            text,
            "真.state, 伊織.state",
            choices="[{player: A, at: choose_card, choose: 真}]",
        )
    )
    assert r.outcome["state"] == {"真.state": "rest", "伊織.state": "rest"}
    assert "8.6.11" in r.decided_by


def test_the_state_filter_is_kept_no_standing_card_nothing_is_rested() -> None:
    # every bench card of the opponent already rested: no card is 「スタンドしている」, none chosen
    # (8.5.4.1.2), nothing done; the neighbour with no filter would pick one (above)
    r = _run(_board(REST_ONE_OF_THE_OPPONENTS[0], "真.state, 伊織.state", b_state="rest"))
    assert r.outcome["state"] == {"真.state": "rest", "伊織.state": "rest"}


@pytest.mark.parametrize(
    "text",
    [
        "あなたのベンチのレストしているカードを2枚までスタンドする。",
        "あなたのベンチのレストしているカード2枚までをスタンドする。",
        "自分のベンチのレストしているカードを2枚までスタンドする。",
    ],
)
def test_stand_up_to_two_of_your_rested_bench_cards(text: str) -> None:
    r = _run(
        _board(
            text,
            "春香.state, 雪歩.state",
            choices="[{player: A, at: choose_count, choose: 2}, {player: A, at: choose_card, choose: 春香}, {player: A, at: choose_card, choose: 雪歩}]",
            a_state="rest",
        )
    )
    assert r.outcome["state"] == {"春香.state": "stand", "雪歩.state": "stand"}


# --- 1. the implied choice: a put of N cards of a zone ---


@pytest.mark.parametrize(
    ("text", "picked", "zone"),
    [
        ("あなたは手札を1枚控え室に置く。", "手札二", "A.waiting"),  # the neighbour (hand_discard)
        ("あなたは手札を2枚控え室に置く。", "手札二", "A.waiting"),
        ("あなたは自分の手札を2枚控え室に置く。", "手札二", "A.waiting"),
        ("あなたは手札を2枚リタイヤ置場に置く。", "手札二", "A.retire"),
        ("相手のベンチのカード1枚を手札に戻す。", "真", "B.hand"),
        ("相手の控え室のカード1枚を相手の山札の下に置く。", "相手控え二", "B.deck"),
    ],
)
def test_a_put_of_n_cards_of_a_zone_is_the_performers_choice(
    text: str, picked: str, zone: str
) -> None:
    r = _run(
        _board(
            text,
            f"{picked}.zone",
            choices=f"[{{player: A, at: choose_card, choose: {picked}}}, {{player: A, at: choose_card, choose: 手札三}}]",
        )
    )
    assert r.outcome["state"] == {f"{picked}.zone": zone}


def test_two_of_a_hand_of_one_as_many_as_possible() -> None:
    # 8.5.4.1.2: one card in the hand, 「2枚」: that one is put
    board = _board("あなたは手札を2枚控え室に置く。", "手札一.zone, A.hand").replace(
        "hand: [手札一, 手札二, 手札三]", "hand: [手札一]"
    )
    r = _run(board)
    assert r.outcome["state"] == {"手札一.zone": "A.waiting", "A.hand": 0}


def test_the_opponent_performs_it_with_its_own_cards() -> None:
    # 「相手は手札を1枚控え室に置く」 / 「相手は自分のベンチのカード1枚をレストする」: the opponent
    # performs the step, choosing among its own cards (8.6.11)
    r = _run(
        _board(
            "相手は自分のベンチのカード1枚をレストする。",
            "真.state",
            choices="[{player: B, at: choose_card, choose: 真}]",
        )
    )
    assert r.outcome["state"] == {"真.state": "rest"}


def test_an_optional_put_of_more_than_one_stays_refused_by_name() -> None:
    # whether 「そうしたら」 follows a part done (1.3.2) is not written: refused, said
    ab = _ability(
        "[リング]このカードがアタックされた時、あなたは手札を2枚控え室に置いてよい。そうしたら、このアタック中、このカードは-0/+3000。"
    )
    assert not ab[0].supported and ab[0].reason


def test_an_optional_put_of_one_card_runs() -> None:
    ab = _ability(
        "[リング]このカードがアタックした時、あなたはエネルギーを1枚リバースしてよい。そうしたら、このカードを+2000/+0。"
    )
    assert ab[0].supported, ab[0].reason


# --- 2. the opponent's waiting room, a public zone (3.6.2) ---


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("あなたは相手の控え室のカードを1枚選び、相手の山札の下に置く。", "B.deck"),
        ("相手の控え室のカードを1枚選び、相手の山札の下に置く。", "B.deck"),
        ("あなたは相手の控え室のカードを1枚選び、相手のリタイヤ置場に置く。", "B.retire"),
        ("あなたは相手の控え室のカードを1枚選び、相手の手札に戻す。", "B.hand"),
    ],
)
def test_the_master_chooses_among_the_opponents_waiting_room(text: str, zone: str) -> None:
    r = _run(
        _board(
            text,
            "相手控え一.zone, 相手控え二.zone",
            choices="[{player: A, at: choose_card, choose: 相手控え二}]",
        )
    )
    assert r.outcome["state"] == {"相手控え一.zone": "B.waiting", "相手控え二.zone": zone}


def test_your_own_waiting_room_is_unchanged() -> None:
    # the neighbour: the master's own waiting room, read as before
    r = _run(
        _board(
            "あなたは自分の控え室のカードを1枚選び、手札に加える。",
            "控え一.zone",
            choices="[{player: A, at: choose_card, choose: 控え一}]",
        )
    )
    assert r.outcome["state"] == {"控え一.zone": "A.hand"}


def test_the_opponents_hand_a_hidden_zone_is_chosen_unseen() -> None:
    # 3.7.2: the opponent's hand is not seen: a choice among it is made unseen — corrected
    # (round 59, s56vsC): it runs with no filter (8.6.11.2 names the choices that need the
    # cards' information), a filter on the cards stays refused
    ab = _ability("[リング]このカードがアタックした時、相手の手札を1枚選び、相手の控え室に置く。")
    assert ab[0].supported
    ab = _ability(
        "[リング]このカードがアタックした時、相手の手札の《剣》のカードを1枚選び、相手の控え室に置く。"
    )
    assert not ab[0].supported


def test_the_opponent_puts_one_of_its_own_hand() -> None:
    # 「相手は自分の手札を1枚控え室に置く」: the opponent picks among its own hand (8.6.11; 3.7.2
    # it sees its own hand)
    board = _board(
        "相手は自分の手札を1枚控え室に置く。",
        "相手手札二.zone, 相手手札一.zone",
        choices="[{player: B, at: choose_card, choose: 相手手札二}]",
    ).replace(
        "    deck: 10\n    ring: {name: 美希",
        "    deck: 10\n    hand: [相手手札一, 相手手札二]\n    ring: {name: 美希",
    )
    r = _run(board)
    assert r.outcome["state"] == {"相手手札二.zone": "B.waiting", "相手手札一.zone": "B.hand"}


# --- 3. 「このカードのアタックのダメージはaになる」: the damage of an attack this card makes ---

ATTACK = """\
game: vs
title: t
turn: {player: A, number: 7, phase: attack, first_player: A}
players:
  A:
    deck: 9
    retire: %(retire)s
    ring: {name: 千早, ap: 5000, dp: 2000, text: "%(a_text)s"}
    bench: {left: {name: 春香, ap: 0, dp: 1000}}
  B: {deck: 9, ring: {name: 美希, ap: 1000, dp: 4000, text: "%(b_text)s"}}
actions:
  - {do: attack, support: 春香}
ask: [美希.zone, 美希.damage]
"""


def _attack(a_text: str = "", b_text: str = "", retire: int = 0) -> Any:
    return _run(ATTACK % {"a_text": a_text, "b_text": b_text, "retire": retire})


@pytest.mark.parametrize(
    "text",
    [
        "[リング]このカードのアタックのダメージは3000になる。",
        "[リング](このカードのアタックのダメージは3000になる。)",
        "[リング]あなたのリタイヤ置場のカードが2枚以上なら、このカードのアタックのダメージは3000になる。",
        "[リング]このカードがアタックした時、このカードのアタックのダメージは3000になる。",
    ],
)
def test_this_cards_attack_deals_the_value_set(text: str) -> None:
    r = _attack(a_text=text, retire=2)
    assert r.outcome["state"] == {"美希.zone": "B.ring", "美希.damage": 3000}
    assert "8.2.1.3.3" in r.decided_by


def test_the_condition_not_met_the_attack_deals_its_own_damage() -> None:
    text = "[リング]あなたのリタイヤ置場のカードが2枚以上なら、このカードのアタックのダメージは3000になる。"
    r = _attack(a_text=text, retire=1)
    assert r.outcome["state"]["美希.zone"] == "B.retire"


def test_on_the_card_attacked_it_does_not_change_the_attack() -> None:
    # the neighbour: printed on the card attacked, the attack is not this card's (7.1.3.2); the
    # attack of 5000 beats the defence of 4000 (7.1.5.4) — where 「アタックのダメージは3000になる」
    # with no 「このカードの」 replaces every attack's damage
    r = _attack(b_text="[リング]このカードのアタックのダメージは3000になる。")
    assert r.outcome["state"]["美希.zone"] == "B.retire"
    r = _attack(b_text="[リング]アタックのダメージは3000になる。")
    assert r.outcome["state"] == {"美希.zone": "B.ring", "美希.damage": 3000}


@pytest.mark.parametrize(
    ("a_text", "b_text", "zone", "damage"),
    [
        # the attacking player's ring card named from the attacked side (「相手の」)
        ("", "[リング]相手のリングのカードのアタックのダメージは1000になる。", "B.ring", 1000),
        # the attacked player's own ring card: not the attack in progress (7.1.3.2)
        ("", "[リング]あなたのリングのカードのアタックのダメージは1000になる。", "B.retire", None),
        ("", "[リング]自分のリングのカードのアタックのダメージは1000になる。", "B.retire", None),
        # from the attacking side: its own ring card's attack
        ("[リング]あなたのリングのカードのアタックのダメージは3000になる。", "", "B.ring", 3000),
        ("[リング]相手のリングのカードのアタックのダメージは3000になる。", "", "B.retire", None),
    ],
)
def test_a_players_ring_cards_attack(
    a_text: str, b_text: str, zone: str, damage: int | None
) -> None:
    r = _attack(a_text=a_text, b_text=b_text)
    assert r.outcome["state"]["美希.zone"] == zone
    if damage is not None:
        assert r.outcome["state"]["美希.damage"] == damage
