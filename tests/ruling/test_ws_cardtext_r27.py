"""Weiß Schwarz card-text constructions of round 27 (issue 12, s23ws): grammar axes in general
form — every variant a writer could print of one construction runs, and does the right thing on
a board.

- A floating count on any move verb from any place a player picks cards in: 「自分の控え室のキャラ
  を2枚まで手札に戻す」 / 「相手のキャラを1枚思い出にする」 / 「相手は自分の控え室のカードを1枚山札の
  下に置く」 = 「…を N枚(まで)選び、<dest>」 (8.6.3, 8.6.3.1.1); before, the hand alone
  (「手札を1枚控え室に置く」). The deck (hidden, in order) and the stock / markers (taken from
  the top, 3.10.2, 3.7.2) keep their own readings.
- The count 「好きな枚数」 / 「任意の枚数」 (WS cards, rules 5.2.1.4) = VG's 「望む枚数」: as many as
  the master picks, none to all (8.6.3; no number given, so 8.6.3.1's duty does not apply) — in
  a choice and in a floating count.
"""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from tests.ruling.boards import cited, compiled_first, unsupported, ws_resolve_text, zone_names

TRIG = "【自】 このカードがアタックした時、"


def _prog(text: str):  # noqa: ANN202
    return compiled_first(TRIG + text, "ws")


# ------------------------------------------------- a floating count on every move verb and place


@pytest.mark.parametrize(
    ("floating", "chosen"),
    [
        # the verbs: 戻す / 置く / 加える / …にする
        (
            "あなたは自分の控え室のキャラを1枚手札に戻す。",
            "あなたは自分の控え室のキャラを1枚選び、手札に戻す。",
        ),
        (
            "あなたは自分の控え室のキャラを2枚山札に戻す。",
            "あなたは自分の控え室のキャラを2枚選び、山札に戻す。",
        ),
        (
            "あなたは自分のクロックのキャラを1枚手札に加える。",
            "あなたは自分のクロックのキャラを1枚選び、手札に加える。",
        ),
        (
            "あなたは相手のキャラを1枚思い出にする。",
            "あなたは相手のキャラを1枚選び、思い出にする。",
        ),
        # the count up to N, the optional step
        (
            "あなたは自分の控え室のキャラを1枚まで手札に戻してよい。",
            "あなたは自分の控え室のキャラを1枚まで選び、手札に戻してよい。",
        ),
        # the other player as the performer, another destination
        (
            "相手は自分の控え室のカードを1枚山札の下に置く。",
            "相手は自分の控え室のカードを1枚選び、山札の下に置く。",
        ),
        # a row of the stage, a filter
        (
            "あなたは相手の前列のレベル1以下のキャラを1枚手札に戻す。",
            "あなたは相手の前列のレベル1以下のキャラを1枚選び、手札に戻す。",
        ),
        (
            "あなたは自分の思い出の《音楽》のキャラを1枚手札に加える。",
            "あなたは自分の思い出の《音楽》のキャラを1枚選び、手札に加える。",
        ),
        # the hand, as before
        ("あなたは自分の手札を1枚控え室に置く。", "あなたは自分の手札を1枚選び、控え室に置く。"),
        # under this card, as markers (3.7.1, 3.7.2)
        (
            "あなたは自分の手札のキャラを1枚このカードの下にマーカーとして置く。",
            "あなたは自分の手札のキャラを1枚選び、このカードの下にマーカーとして置く。",
        ),
        (
            "あなたは自分の控え室のキャラを2枚までこのカードの下にマーカーとして置く。",
            "あなたは自分の控え室のキャラを2枚まで選び、このカードの下にマーカーとして置く。",
        ),
        (
            "あなたは自分の手札を1枚このカードの下にマーカーとして裏向きに置く。",
            "あなたは自分の手札を1枚選び、このカードの下にマーカーとして裏向きに置く。",
        ),
    ],
)
def test_a_floating_count_is_a_choice_of_that_many(floating: str, chosen: str) -> None:
    assert _prog(floating) == _prog(chosen)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # the stock: from the top, one by one (3.10.2)
        ("あなたは自分のストックを1枚控え室に置く。", ("stock", "top")),
        # markers: from the top (3.7.2)
        ("あなたはこのカードの下のマーカーを1枚手札に戻す。", ("under_this", "top")),
    ],
)
def test_piles_taken_from_the_top_keep_their_reading(text: str, kept: tuple[str, str]) -> None:
    (op,) = [o for o in _prog(text).steps if o.verb == "move"]
    assert (op.target.zone, op.target.pos) == kept


def test_the_deck_with_a_floating_count_is_still_refused() -> None:
    """「自分の山札を1枚控え室に置く」: the deck is hidden and in order — not a pick; refused by name."""
    from ruling.abilities import Unsupported

    with pytest.raises(Unsupported):
        _prog("あなたは自分の山札を1枚控え室に置く。")


WR_BOARD = """\
  A:
    level: 1
    deck: 10
    waiting_room:
      - {name: 控えA, type: character, level: 0, power: 3000}
      - {name: 控えB, type: character, level: 0, power: 3000}
      - {name: 控えC, type: event, level: 0}
  B:
    level: 1
    deck: 10
    stage:
      center_front: {name: 相手1, type: character, level: 0, power: 3000}
"""


def test_a_floating_count_on_a_board_moves_the_cards_chosen() -> None:
    """「あなたは自分の控え室のキャラを2枚まで手札に戻す」: A picks 控えA and 控えB (characters;
    the event is no candidate), both go to the hand."""
    r = ws_resolve_text(
        WR_BOARD,
        "あなたは自分の控え室のキャラを2枚まで手札に戻す。",
        "  - {player: A, at: choose, choose: 控えA}\n  - {player: A, at: choose, choose: 控えB}\n",
        "A.hand, A.waiting_room",
    )
    assert not unsupported(r), unsupported(r)
    assert sorted(zone_names(r, "A", "hand")) == ["控えA", "控えB"]
    assert zone_names(r, "A", "waiting_room") == ["控えC"]
    assert {"8.6.3", "8.6.3.1.1"} <= cited(r)


def test_a_floating_count_on_the_opponents_character_on_a_board() -> None:
    """「あなたは相手のキャラを1枚思い出にする」: the one character of B goes to B's memory."""
    r = ws_resolve_text(WR_BOARD, "あなたは相手のキャラを1枚思い出にする。", "", "B.memory")
    assert not unsupported(r), unsupported(r)
    assert zone_names(r, "B", "memory") == ["相手1"]


# ------------------------------------------------------------ 好きな枚数: any number, none to all


@pytest.mark.parametrize(
    "text",
    [
        "あなたは自分の手札を好きな枚数選び、控え室に置く。",
        "あなたは自分の手札を任意の枚数選び、控え室に置く。",
        "あなたは自分の手札を望む枚数選び、控え室に置く。",
        "あなたは自分の手札を好きな枚数控え室に置く。",
        "あなたは自分の控え室のキャラを好きな枚数選び、山札に戻す。その山札をシャッフルする。",
        "相手は自分の手札を好きな枚数選び、控え室に置く。",
        "あなたは相手のキャラを好きな枚数選び、そのターン中、パワーを－1000。",
        "あなたは自分の手札を好きな枚数選び、控え室に置き、Ｘ枚引く。Ｘはこの効果で控え室に置いたカードの枚数に等しい。",
    ],
)
def test_any_number_is_a_choice_of_any_number(text: str) -> None:
    (op,) = [o for o in _prog(text).steps if o.verb == "choose"]
    assert op.n is None and op.bound == "any"


HAND_BOARD = """\
  A:
    level: 1
    deck: 10
    hand:
      - {name: 手1, type: character, level: 0, power: 3000}
      - {name: 手2, type: character, level: 0, power: 3000}
      - {name: 手3, type: event, level: 0}
  B:
    deck: 10
"""
ANY_DRAW = (
    "あなたは自分の手札を好きな枚数選び、控え室に置き、Ｘ枚引く。"
    "Ｘはこの効果で控え室に置いたカードの枚数に等しい。"
)


def test_any_number_on_a_board_takes_what_the_master_picks() -> None:
    """Two picked, then A stops: two go to the waiting room and A draws two (8.6.3; 8.6.3.1's
    duty to reach a number is not cited: no number is given)."""
    r = ws_resolve_text(
        HAND_BOARD,
        ANY_DRAW,
        "  - {player: A, at: choose, choose: 手1}\n  - {player: A, at: choose, choose: 手3}\n"
        "  - {player: A, at: choose, choose: no}\n",
        "A.hand, A.waiting_room",
    )
    assert not unsupported(r), unsupported(r)
    assert sorted(zone_names(r, "A", "waiting_room")) == ["手1", "手3"]
    assert len(zone_names(r, "A", "hand")) == 3  # 手2 and two drawn
    assert "8.6.3" in cited(r) and "8.6.3.1" not in cited(r)


def test_any_number_may_be_none() -> None:
    """Nothing picked: nothing moves, nothing is drawn."""
    r = ws_resolve_text(HAND_BOARD, ANY_DRAW, "", "A.hand, A.waiting_room")
    assert not unsupported(r), unsupported(r)
    assert zone_names(r, "A", "waiting_room") == []
    assert sorted(zone_names(r, "A", "hand")) == ["手1", "手2", "手3"]


def test_any_number_can_take_every_card() -> None:
    r = ws_resolve_text(
        HAND_BOARD,
        "あなたは自分の手札を好きな枚数控え室に置く。",
        "  - {player: A, at: choose, choose: 手1}\n  - {player: A, at: choose, choose: 手2}\n"
        "  - {player: A, at: choose, choose: 手3}\n",
        "A.hand, A.waiting_room",
    )
    assert not unsupported(r), unsupported(r)
    assert zone_names(r, "A", "hand") == []
    assert sorted(zone_names(r, "A", "waiting_room")) == ["手1", "手2", "手3"]


# ------------------------------------------------- costs: every place, every destination of a move

COST_BOARD = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: 10
    stock: [在1, 在2, 在3]
    hand:
      - {{name: 手キャラ, type: character, level: 0, power: 3000}}
      - {{name: 手CX, type: climax}}
    waiting_room:
      - {{name: 控えキャラ, type: character, level: 0, power: 3000}}
    clock:
      - {{name: 時計キャラ, type: character, level: 0, power: 3000}}
    stage:
      center_front: {{name: 主, type: character, level: 0, power: 3000, text: "{text}"}}
      left_front: {{name: 仲間, type: character, level: 0, power: 3000}}
  B:
    deck: 10
actions:
  - {{do: activate, player: A, card: 主}}
ask: [A.hand, A.waiting_room, A.clock, A.memory, A.stock]
"""


def _activate(text: str):  # noqa: ANN202
    from ruling.resolve import resolve
    from ruling.scenario import loads

    return resolve(loads(COST_BOARD.format(text=text)))


@pytest.mark.parametrize(
    "text",
    [
        "【起】［(1) 手札のキャラを1枚このカードの下にマーカーとして置く］ あなたは1枚引く。",
        "【起】［手札を1枚このカードの下にマーカーとして置く］ あなたは1枚引く。",
        "【起】［あなたの控え室のキャラを1枚このカードの下にマーカーとして置く］ あなたは1枚引く。",
        "【起】［(1) 他のあなたのキャラを1枚手札に戻す］ あなたは1枚引く。",
        "【起】［あなたのクロックのキャラを1枚控え室に置く］ あなたは1枚引く。",
        "【起】［あなたのクロックのカードを1枚思い出にする］ あなたは1枚引く。",
        "【起】［あなたのストックを2枚控え室に置く］ あなたは1枚引く。",
        "【起】［(1) あなたのストックを1枚クロック置場に置く］ あなたは1枚引く。",
    ],
)
def test_move_costs_from_every_place_compile(text: str) -> None:
    compiled_first(text, "ws")


def test_a_marker_cost_puts_the_card_under_this_one() -> None:
    """「［(1) 手札のキャラを1枚このカードの下にマーカーとして置く］」: the character leaves the hand
    for the marker zone of 主's slot, face down (3.7.1, 3.7.2; 8.4.2), then A draws."""
    r = _activate(
        "【起】［(1) 手札のキャラを1枚このカードの下にマーカーとして置く］ あなたは1枚引く。"
    )
    assert not unsupported(r), unsupported(r)
    hand = zone_names(r, "A", "hand")
    assert "手キャラ" not in hand and "手CX" in hand and len(hand) == 2
    assert zone_names(r, "A", "markers.center_front") == ["手キャラ"]
    assert {"8.4.2", "3.7.1", "3.7.2"} <= cited(r)


def test_a_cost_returning_another_character_to_the_hand() -> None:
    """「［他のあなたのキャラを1枚手札に戻す］」: 仲間 leaves the stage for the hand (8.4.2)."""
    r = _activate("【起】［他のあなたのキャラを1枚手札に戻す］ あなたは1枚引く。")
    assert not unsupported(r), unsupported(r)
    assert "仲間" in zone_names(r, "A", "hand")
    assert len(zone_names(r, "A", "hand")) == 4  # 手キャラ, 手CX, 仲間 and the card drawn


def test_a_cost_from_the_clock() -> None:
    r = _activate("【起】［あなたのクロックのキャラを1枚控え室に置く］ あなたは1枚引く。")
    assert not unsupported(r), unsupported(r)
    assert zone_names(r, "A", "clock") == []
    assert "時計キャラ" in zone_names(r, "A", "waiting_room")


def test_a_cost_from_the_stock_takes_its_top_cards() -> None:
    """「［あなたのストックを2枚控え室に置く］」: from the top of the stock, one by one (3.10.2)."""
    r = _activate("【起】［あなたのストックを2枚控え室に置く］ あなたは1枚引く。")
    assert not unsupported(r), unsupported(r)
    assert zone_names(r, "A", "stock") == ["在3"]  # listed top first
    assert sorted(zone_names(r, "A", "waiting_room")) == ["在1", "在2", "控えキャラ"]


@pytest.mark.parametrize(
    "text",
    [
        # a move that leaves the cards where they are
        "【起】［手札を1枚手札に戻す］ あなたは1枚引く。",
        # a character of the stage under this one: it leaves the stage first (3.7.3)
        "【起】［他のあなたのキャラを1枚このカードの下にマーカーとして置く］ あなたは1枚引く。",
    ],
)
def test_move_costs_that_stay_refused(text: str) -> None:
    from ruling.abilities import Unsupported

    with pytest.raises(Unsupported):
        compiled_first(text, "ws")


# ---------------------------- the same step with its words in another order / particle / spelling


@pytest.mark.parametrize(
    ("variant", "plain"),
    [
        # the damage amount however printed (shared ``cardtext.damage``: 「N点のダメージ」,
        # 「Nのダメージ」, the particle left out)
        ("相手に1点のダメージを与える。", "相手に1ダメージを与える。"),
        ("相手に2のダメージを与える。", "相手に2ダメージを与える。"),
        ("相手に1ダメージ与える。", "相手に1ダメージを与える。"),
        ("あなたは相手に2点のダメージを与えてよい。", "あなたは相手に2ダメージを与えてよい。"),
        ("相手に1点のダメージを2回与える。", "相手に1ダメージを2回与える。"),
        # a draw from the performer's own deck (4.7.1)
        ("あなたは自分の山札から1枚引く。", "あなたは1枚引く。"),
        ("あなたは山札から2枚まで引く。", "あなたは2枚まで引く。"),
        ("相手は自分の山札から1枚引く。", "相手は1枚引く。"),
        # the place the cards come from said with から
        (
            "あなたは自分の控え室からキャラを1枚手札に戻す。",
            "あなたは自分の控え室のキャラを1枚選び、手札に戻す。",
        ),
        (
            "あなたは自分の控え室から《音楽》のキャラを2枚まで手札に戻す。",
            "あなたは自分の控え室の《音楽》のキャラを2枚まで選び、手札に戻す。",
        ),
        ("あなたは自分の控え室から1枚手札に戻す。", "あなたは自分の控え室を1枚選び、手札に戻す。"),
        (
            "あなたは相手の控え室からキャラを1枚山札の下に置く。",
            "あなたは相手の控え室のキャラを1枚選び、山札の下に置く。",
        ),
        # the card(s) at an end of a pile named as a noun (3.2.3, 4.7.1 「山札の一番上のカード」)
        (
            "あなたは自分の山札の一番上のカードをストック置場に置く。",
            "あなたは自分の山札の上から1枚を、ストック置場に置く。",
        ),
        (
            "あなたは自分の山札の一番上のカードを公開する。そのカードがキャラなら、手札に加える。",
            "あなたは自分の山札の上から1枚を公開する。そのカードがキャラなら、手札に加える。",
        ),
        (
            "あなたは自分の山札の上の2枚を控え室に置く。",
            "あなたは自分の山札の上から2枚を控え室に置く。",
        ),
        (
            "あなたは自分の山札の上のカードを1枚、ストック置場に置く。",
            "あなたは自分の山札の上から1枚を、ストック置場に置く。",
        ),
        (
            "あなたは自分の山札の一番下のカードを手札に加える。",
            "あなたは自分の山札の下から1枚を手札に加える。",
        ),
        (
            "あなたは自分のクロックの一番上のカードを控え室に置く。",
            "あなたは自分のクロックの上から1枚を控え室に置く。",
        ),
        (
            "相手は自分の山札の一番上のカードをクロック置場に置く。",
            "相手は自分の山札の上から1枚をクロック置場に置く。",
        ),
        # the count after an end of a pile printed without を
        (
            "あなたは自分の山札の上から3枚まで公開する。",
            "あなたは自分の山札の上から3枚までを公開する。",
        ),
        (
            "あなたは自分の山札の上から2枚控え室に置く。",
            "あなたは自分の山札の上から2枚を控え室に置く。",
        ),
        # 「何枚でも」: any number (as 「好きな枚数」)
        (
            "あなたは自分の控え室のキャラを何枚でも選び、山札に戻す。その山札をシャッフルする。",
            "あなたは自分の控え室のキャラを好きな枚数選び、山札に戻す。その山札をシャッフルする。",
        ),
    ],
)
def test_variants_read_as_the_plain_step(variant: str, plain: str) -> None:
    assert _prog(variant) == _prog(plain)


@pytest.mark.parametrize(
    "text",
    [
        # a draw is from one's own deck (4.7.1): not the opponent's, not another place
        "あなたは相手の山札から1枚引く。",
        "あなたは自分の控え室から1枚引く。",
    ],
)
def test_draws_from_elsewhere_stay_refused(text: str) -> None:
    from ruling.abilities import Unsupported

    with pytest.raises(Unsupported):
        _prog(text)


def test_the_top_card_of_the_deck_on_a_board() -> None:
    """「あなたは自分の山札の一番上のカードをストック置場に置く」: 甲 (the top) to the stock."""
    players = WR_BOARD.replace(
        "    deck: 10\n    waiting_room:", "    deck: [甲, 乙, 8]\n    waiting_room:"
    )
    r = ws_resolve_text(
        players, "あなたは自分の山札の一番上のカードをストック置場に置く。", "", "A.stock"
    )
    assert not unsupported(r), unsupported(r)
    assert zone_names(r, "A", "stock") == ["甲"]


def test_points_of_damage_on_a_board() -> None:
    """「相手に2点のダメージを与える」: B takes 2 damage (the top 2 of B's deck to the clock, no
    climax among them)."""
    players = WR_BOARD.replace("    deck: 10\n    stage:", "    deck: [甲, 乙, 丙, 7]\n    stage:")
    r = ws_resolve_text(players, "相手に2点のダメージを与える。", "", "B.clock")
    assert not unsupported(r), unsupported(r)
    assert sorted(zone_names(r, "B", "clock")) == ["乙", "甲"]


@pytest.mark.parametrize(
    ("effect", "zone", "damage"),
    [
        ("相手のリングのカードに3000ダメージ与える。", "B.retire", None),
        ("相手のリングのカード1枚に2000ダメージ与える。", "B.ring", 2000),
    ],
)
def test_vs_damage_with_the_particle_left_out(effect: str, zone: str, damage: int | None) -> None:
    """The shared reading in vs too (``damage.amount_as_object``)."""
    from tests.ruling.test_vs_cardtext_r26 import test_damage_of_n_however_printed

    test_damage_of_n_however_printed(effect, zone, damage)


# ------------------------------------- a keyword quoted without its kind's mark has the keyword's


@pytest.mark.parametrize(
    ("bare", "marked"),
    [
        ("大活躍", "【永】 大活躍"),
        ("アンコール ［(2)］", "【自】 アンコール ［(2)］"),
        (
            "アンコール ［手札のキャラを1枚控え室に置く］",
            "【自】 アンコール ［手札のキャラを1枚控え室に置く］",
        ),
    ],
)
def test_a_keyword_alone_has_its_kind(bare: str, marked: str) -> None:
    """WS 10.x gives each keyword its kind (【自】 アンコール, 【永】 大活躍): the ability printed
    without the mark is the same ability (shared ``abilities.keyword_kind``)."""
    assert compiled_first(bare, "ws") == compiled_first(marked, "ws")


@pytest.mark.parametrize(
    "text",
    [
        "【自】 このカードがアタックした時、そのターン中、このカードは『大活躍』を得る。",
        "【自】 このカードがアタックした時、あなたは自分のキャラを1枚選び、そのターン中、『大活躍』を与える。",
        "【永】 他のあなたの《音楽》のキャラすべてに、『アンコール ［手札のキャラを1枚控え室に置く］』を与える。",
        "【自】 このカードがアタックした時、そのターン中、このカードは『アンコール ［(2)］』を得る。",
    ],
)
def test_a_bare_keyword_can_be_given(text: str) -> None:
    (op,) = [o for o in compiled_first(text, "ws").steps if o.verb == "grant"]
    (key,) = dict(op.detail)["grants"]
    compiled_first(key, "ws")  # the ability given runs as its keyword's kind


# --------------------------------- an attack trigger in either voice, its attacker the opponent's


@pytest.mark.parametrize(
    ("variant", "plain"),
    [
        (
            "【自】 このカードが相手のキャラにフロントアタックされた時、あなたは1枚引く。",
            "【自】 このカードがフロントアタックされた時、あなたは1枚引く。",
        ),
        (
            "【自】 相手のキャラがこのカードにフロントアタックした時、あなたは1枚引く。",
            "【自】 このカードがフロントアタックされた時、あなたは1枚引く。",
        ),
        (
            "【自】 相手のキャラがこのカードにアタックした時、あなたは1枚引く。",
            "【自】 このカードがアタックされた時、あなたは1枚引く。",
        ),
        (
            "【自】 他のあなたのキャラが相手のキャラにサイドアタックされた時、あなたは1枚引く。",
            "【自】 他のあなたのキャラがサイドアタックされた時、あなたは1枚引く。",
        ),
        (
            "【自】 このカードが相手にアタックされた時、あなたは1枚引く。",
            "【自】 このカードがアタックされた時、あなたは1枚引く。",
        ),
    ],
)
def test_an_attack_trigger_in_either_voice(variant: str, plain: str) -> None:
    """A card is attacked by the opponent's character only (7.1.2, 7.2): 「相手のキャラに」 adds
    nothing, and the active voice with the card attacked as its goal is the same trigger."""
    assert compiled_first(variant, "ws") == compiled_first(plain, "ws")


@pytest.mark.parametrize(
    "text",
    [
        # an attacker described: a filter the trigger does not read
        "【自】 このカードが相手のレベル3以上のキャラにフロントアタックされた時、あなたは1枚引く。",
        # your own character attacking your card: no such attack
        "【自】 あなたのキャラがこのカードにアタックした時、あなたは1枚引く。",
    ],
)
def test_attack_triggers_with_an_attacker_described_stay_refused(text: str) -> None:
    from ruling.abilities import Unsupported

    with pytest.raises(Unsupported):
        compiled_first(text, "ws")
