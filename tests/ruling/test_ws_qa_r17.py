"""Weiß Schwarz rules behaviour the official rulings (tests/qa/ws) showed the engine lacked in
round 17, each on a minimal board of its own: the rule in general form, the case that must not
do it, and where a construction is concerned its neighbours."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone

# ------------------------- 「…を1枚まで選び、…を1枚まで選び、それらを入れ替え」 with a side unchosen

PAIR = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    hand: [{hand}]
    waiting_room: [{{name: 控キャラ, type: character, level: 0}}]
    deck: [{{name: 山キャラ, type: character, level: 0}}, {{name: 山CX, type: climax}}, 5]
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
  B:
    deck: 10
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
choices:
{choices}
"""

CX_SWAP = (
    "あなたは自分の山札を見てCXを1枚まで選んで公開し、自分の手札のCXを1枚まで選んで公開し、"
    "それらのCXを入れ替え、その山札をシャッフルする。"
)
HAND_CX = "{name: 手CX, type: climax}, "
HAND_CH = "{name: 手キャラ, type: character, level: 0}"


def pair(text: str, hand: str, choices: list[str]):  # type: ignore[no-untyped-def]
    lines = "\n".join(f"  - {{player: A, at: choose, choose: {c}}}" for c in choices) or "  []"
    return resolve(loads(PAIR.format(text=text, hand=hand, choices=lines), "t.yaml"))


def test_swap_of_two_choices_with_one_side_unchosen_cites_8_6_3_1_3() -> None:
    """「…1枚まで選んで公開し、…1枚まで選んで公開し、それらのCXを入れ替え」 with no climax in the
    hand: that target is not chosen and the swap, an effect involving it, is ignored (8.6.3.1.3;
    ws-qa Q713) — the deck's climax stays in the deck and the ruling names 8.6.3.1.3. The same
    when the deck's side is the one left unchosen (「1枚まで」: none). When both are chosen the
    swap is done and 8.6.3.1.3 is not among the reasons."""
    r = pair(CX_SWAP, HAND_CH, ["山CX"])
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["手キャラ"] and "山CX" in zone(r, "A", "deck")
    assert "8.6.3.1.3" in r.main.decided_by
    r = pair(CX_SWAP, HAND_CX + HAND_CH, ["none", "手CX"])
    assert zone(r, "A", "hand") == ["手CX", "手キャラ"]
    assert "8.6.3.1.3" in r.main.decided_by
    r = pair(CX_SWAP, HAND_CX + HAND_CH, ["山CX", "手CX"])
    assert zone(r, "A", "hand") == ["山CX", "手キャラ"]
    assert "8.6.3.1.3" not in r.main.decided_by


def test_swap_of_two_choices_unchosen_recombined() -> None:
    """The same construction between the waiting room and the hand with characters and no reveal
    (「自分の控え室のキャラを1枚まで選び、自分の手札のキャラを1枚まで選び、それらのキャラを入れ替える」):
    no character in the hand, nothing is swapped, for 8.6.3.1.3."""
    text = (
        "あなたは自分の控え室のキャラを1枚まで選び、自分の手札のキャラを1枚まで選び、"
        "それらのキャラを入れ替える。"
    )
    r = pair(text, "{name: 手CX, type: climax}", ["控キャラ"])
    assert not unsupported(r)
    assert zone(r, "A", "waiting_room") == ["控キャラ"] and zone(r, "A", "hand") == ["手CX"]
    assert "8.6.3.1.3" in r.main.decided_by


# ------------------------------------------------ 「…を、相手の…置場に置く」: the opponent's zone named

OPP = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    hand: [{{name: 自分の札, type: character, level: 0}}]
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
    deck: 10
  B:
    hand: [{{name: 相手CX, type: climax}}, {{name: 相手キャラ, type: character, level: 0}}]
    waiting_room: [{{name: 控えの札, type: character, level: 0}}]
    deck: [{{name: 山の上, type: character, level: 0}}, 5]
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
choices:
{choices}
"""


def opp(text: str, choices: list[str]):  # type: ignore[no-untyped-def]
    lines = "\n".join(f"  - {{player: A, at: choose, choose: {c}}}" for c in choices) or "  []"
    return resolve(loads(OPP.format(text=text, choices=lines), "t.yaml"))


def test_opponents_card_into_the_opponents_zone() -> None:
    """「あなたは相手の手札を見てクライマックスを1枚まで選び、相手のクライマックス置場に置く」
    (ws-qa Q259): the opponent's card goes into the opponent's zone — a card's own zone (3.1.6),
    as when no player is named."""
    text = "あなたは相手の手札を見てクライマックスを1枚まで選び、相手のクライマックス置場に置く。"
    r = opp(text, ["相手CX"])
    assert not unsupported(r)
    assert zone(r, "B", "climax") == ["相手CX"] and zone(r, "B", "hand") == ["相手キャラ"]
    assert "3.1.6" in r.main.decided_by


def test_opponents_card_into_the_opponents_zone_recombined() -> None:
    """The same with other zones and verbs: 「相手の控え室のキャラを1枚選び、相手のストック置場に
    置く」 and 「相手の山札の上から1枚を、相手のクロック置場に置く」 put B's cards into B's zones;
    the master's own card named into the opponent's zone (「自分の手札のカードを1枚選び、相手の
    控え室に置く」) is not a move of 3.1.6: warned as unsupported and not done."""
    r = opp("あなたは相手の控え室のキャラを1枚選び、相手のストック置場に置く。", ["控えの札"])
    assert not unsupported(r)
    assert zone(r, "B", "stock") == ["控えの札"] and zone(r, "B", "waiting_room") == []
    r = opp("あなたは相手の山札の上から1枚を、相手のクロック置場に置く。", [])
    assert not unsupported(r)
    assert zone(r, "B", "clock") == ["山の上"]
    r = opp("あなたは自分の手札のカードを1枚選び、相手の控え室に置く。", ["自分の札"])
    assert unsupported(r)
    assert zone(r, "A", "hand") == ["自分の札"] and zone(r, "B", "waiting_room") == ["控えの札"]


# ------------------------------------------------------- 「…すべてを選び」: every card that can be

ALL = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
      left_front: {{name: 脇役, type: character, level: 1, power: 4000, soul: 1}}
    deck: 10
  B:
    stage:
      center_front: {{name: 普通, type: character, level: 1, power: 5000, soul: 1}}
      left_front: {{name: 守られ, type: character, level: 1, power: 5000, soul: 1, text: "【永】 このカードは相手の効果に選ばれない。"}}
    deck: 10
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
"""


def every(text: str, ask: str = ""):  # type: ignore[no-untyped-def]
    return resolve(loads(ALL.format(text=text) + (f"ask: [{ask}]\n" if ask else ""), "t.yaml"))


def test_choose_all_then_the_others_are_those_not_chosen() -> None:
    """「あなたは相手のキャラすべてを選び、それらのキャラ以外の相手のキャラすべてを、思い出にする」
    (ws-qa Q415): every character that can be chosen is (8.6.3) — not the one 「相手の効果に選ばれ
    ない」 (8.1.1.3, 1.3.3) — and that one, not chosen, is among 「それら以外」: it goes to the
    memory; the chosen one stays."""
    r = every(
        "あなたは相手のキャラすべてを選び、それらのキャラ以外の相手のキャラすべてを、思い出にする。"
    )
    assert not unsupported(r)
    assert zone(r, "B", "memory") == ["守られ"] and zone(r, "B", "stage.center_front") == ["普通"]


def test_choose_all_recombined() -> None:
    """The same choice with the step on the chosen cards: 「相手の前列のキャラすべてを選び、手札に
    戻す」 returns every one that can be chosen (守られ stays); 「自分のキャラすべてを選び、そのター
    ン中、パワーを＋1000」 raises each of the master's characters, no choice asked."""
    r = every("あなたは相手の前列のキャラすべてを選び、手札に戻す。")
    assert not unsupported(r)
    assert zone(r, "B", "hand") == ["普通"] and zone(r, "B", "stage.left_front") == ["守られ"]
    r = every(
        "あなたは自分のキャラすべてを選び、そのターン中、パワーを＋1000。", "主役.power, 脇役.power"
    )
    assert not unsupported(r)
    assert r.outcome["state"] == {"主役.power": 6000, "脇役.power": 5000}


# ------------------------------------------- 「すべてのプレイヤーの…すべて」: both players' cards

BOTH = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage:
      center_front: {{name: 自前, type: character, level: 1, power: 5000, soul: 1}}
      left_back: {{name: 自後, type: character, level: 1, power: 5000, soul: 1}}
    waiting_room: [{{name: 自控, type: character, level: 0}}]
    deck: 5
  B:
    stage:
      center_front: {{name: 相前, type: character, level: 1, power: 5000, soul: 1}}
    waiting_room: [{{name: 相控, type: character, level: 0}}]
    deck: 5
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
"""


def both(text: str):  # type: ignore[no-untyped-def]
    return resolve(loads(BOTH.format(text=text), "t.yaml"))


def test_every_players_characters() -> None:
    """「すべてのプレイヤーのキャラすべてを、控え室に置く」 (ws-qa Q304): the characters of both
    players, each into its owner's waiting room (3.1.6) — as 「キャラすべて」 with no owner named."""
    r = both("すべてのプレイヤーのキャラすべてを、控え室に置く。")
    assert not unsupported(r)
    assert set(zone(r, "A", "waiting_room")) == {"自控", "自前", "自後"}
    assert set(zone(r, "B", "waiting_room")) == {"相控", "相前"}


def test_every_players_cards_recombined() -> None:
    """The same owner with another zone and verb: 「すべてのプレイヤーの前列のキャラすべてを、手札
    に戻す」 returns the front row of both (the back row stays); 「すべてのプレイヤーの控え室のカード
    すべてを、山札に戻す」 puts each waiting room into its owner's deck (3.1.6). 「プレイヤーの」
    without 「すべての」 names no one and stays refused."""
    r = both("すべてのプレイヤーの前列のキャラすべてを、手札に戻す。")
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["自前"] and zone(r, "B", "hand") == ["相前"]
    assert zone(r, "A", "stage.left_back") == ["自後"]
    r = both("すべてのプレイヤーの控え室のカードすべてを、山札に戻す。")
    assert not unsupported(r)
    assert "自控" in zone(r, "A", "deck") and "相控" in zone(r, "B", "deck")
    assert zone(r, "A", "waiting_room") == [] and zone(r, "B", "waiting_room") == []
    assert unsupported(both("プレイヤーのキャラすべてを、控え室に置く。"))


# ---------------------------------- a gift of abilities by a continuous ability off the stage

GIFT = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
    {zone}: [{more}{{name: 贈り手, type: character, level: 0, text: "{text}"}}]
    deck: 5
  B:
    deck: 5
ask: [主役.abilities]
"""

GIVEN = "『【自】 このカードがアタックした時、あなたは1枚引く。』"


def given(zone_: str, text: str, more: str = ""):  # type: ignore[no-untyped-def]
    r = resolve(loads(GIFT.format(zone=zone_, text=text, more=more), "t.yaml"))
    return r.outcome["state"]["主役.abilities"]


def test_alarm_gives_an_ability_from_the_clock() -> None:
    """「【永】 アラーム このカードがクロックの1番上にあるなら、あなたのキャラすべてに、次の能力を
    与える。『…』」 (ws-qa Q217): the アラーム works from the top of the clock (10.1.1), and what it
    gives is an ability the character has (8.9.1.2) — not only a power change. Under another
    card of the clock it gives nothing."""
    text = "【永】 アラーム このカードがクロックの1番上にあるなら、あなたのキャラすべてに、次の能力を与える。"
    got = given("clock", text + GIVEN)
    assert any("あなたは1枚引く" in a for a in got)
    got = given("clock", text + GIVEN, "{name: 上の札, type: character, level: 0}, ")
    assert not any("あなたは1枚引く" in a for a in got)


def test_memory_gives_an_ability_recombined() -> None:
    """The same gift by a 記憶 from the memory (10.9.1): 「【永】 記憶 このカードが思い出にあるなら、
    あなたのキャラすべてに、次の能力を与える。『…』」 — the character has it."""
    text = "【永】 記憶 このカードが思い出にあるなら、あなたのキャラすべてに、次の能力を与える。"
    got = given("memory", text + GIVEN)
    assert any("あなたは1枚引く" in a for a in got)


# ------------------------------------------ 「…の特徴を持たないキャラ」: a card with no trait (2.5)

TRAITLESS = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    waiting_room: [{{name: 有る, type: character, level: 0, traits: [超能力]}}, {{name: 無い, type: character, level: 0, traits: []}}]
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
    deck: 5
  B:
    deck: 5
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
"""


def traitless(text: str):  # type: ignore[no-untyped-def]
    return resolve(loads(TRAITLESS.format(text=text), "t.yaml"))


def test_a_character_with_no_trait_in_a_noun_phrase() -> None:
    """「あなたは自分の控え室の特徴を持たないキャラを1枚選び、手札に戻す」 (the relative clause
    「特徴を持たない」 of ws-qa Q435's card; 2.5): only the card with no trait can be chosen, and
    it is the one returned; 「自分の控え室の」 is the head noun's place. The same filter with
    another verb and destination (「…を1枚選び、ストック置場に置く」) puts that card there."""
    r = traitless("あなたは自分の控え室の特徴を持たないキャラを1枚選び、手札に戻す。")
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["無い"] and zone(r, "A", "waiting_room") == ["有る"]
    r = traitless("あなたは自分の控え室の特徴を持たないキャラを1枚選び、ストック置場に置く。")
    assert not unsupported(r)
    assert zone(r, "A", "stock") == ["無い"] and zone(r, "A", "waiting_room") == ["有る"]
