"""Weiß Schwarz card-text constructions added in round 17 (issue 12, s13ws): the wordings another
writer used for what printed cards say otherwise, each read as its construction (not as one
string), with a minimal ability text and what it does on a board, and the case that must not do
it."""

from __future__ import annotations

from typing import Any

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import (
    WS_HEAD,
    center_orientations,
    unsupported,
    ws_battle,
    ws_lead_and,
    ws_resolve_text,
)
from tests.ruling.boards import zone_names as zone

# ------------------------------------------- a card name holding a part (2.1.2), other wordings

NAMED = """\
  A:
    level: 1
    hand: []
    waiting_room:
      - {name: 初音ミク V4X, type: character, level: 0}
      - {name: 鏡音リン, type: character, level: 0}
    deck: 10
    stage:
      center_front: {name: 主役, type: character, level: 1, power: 5000, soul: 1}
  B:
    level: 1
    deck: 10
"""

RETURN = "あなたは自分の控え室の{what}キャラを1枚選び、手札に戻す。"


@pytest.mark.parametrize(
    "what",
    [
        "カード名に「初音ミク」を含む",  # as printed
        "「初音ミク」を名前に含む",
        "名前に「初音ミク」を含む",
        "「初音ミク」をカード名に含む",
    ],
)
def test_name_holding_a_part_in_other_wordings(what: str) -> None:
    """「「X」を名前に含む」 / 「名前に「X」を含む」 / 「「X」をカード名に含む」 are 「カード名に
    「X」を含む」 (名前 is the card name, 2.1.2): of the two characters in the waiting room only
    the one whose name holds 初音ミク can be chosen, and it is (the choice is forced)."""
    r = ws_resolve_text(NAMED, RETURN.format(what=what), ask="A.hand")
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["初音ミク V4X"]


@pytest.mark.parametrize(
    "what", ["カード名に「初音ミク」を含まない", "「初音ミク」を名前に含まない"]
)
def test_name_not_holding_a_part_in_other_wordings(what: str) -> None:
    """The negative, in both wordings: only the other character can be chosen."""
    r = ws_resolve_text(NAMED, RETURN.format(what=what), ask="A.hand")
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["鏡音リン"]


# ------------------------------- 「A。Xなら、かわりにB。」: a replacement inside the effect (8.2.1.3)

INSTEAD = """\
  A:
    level: 1
    hand: {hand}
    deck: [{{name: 山1, type: character, level: 0}}, {{name: 山2, type: character, level: 0}}, 8]
    waiting_room:
      - {{name: 控1, type: character, level: 0}}
      - {{name: 控2, type: character, level: 0}}
    climax: {climax}
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
{mates}  B:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 敵, type: character, level: {foe}, power: 6000, soul: 1}}
"""
MATE = "      left_front: {name: 仲間, type: character, level: 0, power: 3000, soul: 1, traits: [マーレ]}\n"


def _board(hand: str = "[]", climax: str = "[]", mates: str = "", foe: int = 1) -> str:
    return INSTEAD.format(hand=hand, climax=climax, mates=mates, foe=foe)


MINUS = (
    "あなたは相手のキャラを1枚選び、そのターン中、パワーを－1500。"
    "他のあなたの《マーレ》のキャラがいるなら、かわりにパワーを－2500。"
)


@pytest.mark.parametrize(("mates", "power"), [("", 4500), (MATE, 3500)])
def test_instead_of_the_change_after_a_choice(mates: str, power: int) -> None:
    """The choice stands; the change is -2500 in place of -1500 when the condition holds (never
    both: 4500 or 3500, not 2000), lasting the turn as the change it replaces."""
    r = ws_resolve_text(_board(mates=mates), MINUS, ask="敵.power")
    assert not unsupported(r)
    assert r.outcome["state"] == {"敵.power": power}
    if mates:
        assert "8.2.1.3" in r.decided_by


WIPE = (
    "あなたは相手の前列のキャラを1枚選び、そのターン中、パワーを－2000。"
    "そのキャラのレベルが0なら、かわりにそのキャラを控え室に置く。"
)


@pytest.mark.parametrize(
    ("foe", "zone_of", "power"), [(0, "B.waiting_room", None), (1, "B.stage.center_front", 4000)]
)
def test_instead_another_action_on_the_chosen_card(
    foe: int, zone_of: str, power: int | None
) -> None:
    """「そのキャラのレベルが0なら、かわりにそのキャラを控え室に置く」: the condition reads the card
    chosen; level 0: put into the waiting room (and no -2000); level 1: -2000 and it stays."""
    r = ws_resolve_text(_board(foe=foe), WIPE, ask="敵.zone")
    assert not unsupported(r)
    assert r.outcome["state"] == {"敵.zone": zone_of}
    if power is not None:
        r = ws_resolve_text(_board(foe=foe), WIPE, ask="敵.power")
        assert r.outcome["state"] == {"敵.power": power}


SALVAGE = (
    "あなたは自分の控え室のキャラを1枚選び、手札に戻す。"
    "あなたのクライマックス置場にCXがあるなら、かわりにキャラを2枚まで選び、手札に戻す。"
)
CX = "[{name: 絆のCX, type: climax}]"


@pytest.mark.parametrize(("climax", "hand"), [("[]", 1), (CX, 2)])
def test_instead_a_choice_of_its_own(climax: str, hand: int) -> None:
    """B makes its own choice (「かわりにキャラを2枚まで選び」): it replaces the whole sentence, and
    chooses where the choice it replaces did (the waiting room, not the stage): one card back to
    the hand, or two with a climax in the climax zone."""
    choices = (
        "  - {player: A, at: choose, choose: 控1}\n  - {player: A, at: choose, choose: 控2}\n"
        if hand == 2
        else ""
    )
    r = ws_resolve_text(_board(climax=climax), SALVAGE, choices=choices, ask="A.hand")
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == hand
    assert set(zone(r, "A", "hand")) <= {"控1", "控2"}


DRAW = (
    "あなたの手札が2枚以下なら、あなたは1枚引く。あなたの手札が0枚なら、かわりにあなたは2枚引く。"
)
ONE = "[{name: 手1, type: character, level: 0}]"
THREE = "[{name: 手1, type: character}, {name: 手2, type: character}, {name: 手3, type: character}]"


@pytest.mark.parametrize(("hand", "after"), [("[]", 2), (ONE, 2), (THREE, 3)])
def test_instead_of_a_sentence_with_a_condition(hand: str, after: int) -> None:
    """A with a condition of its own: no cards in hand, 2 drawn (not 1, not 3); one card, 1
    drawn; three cards, neither condition: none drawn."""
    r = ws_resolve_text(_board(hand=hand), DRAW, ask="A.hand")
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == after


AURA = """\
players:
  A:
    level: {mine}
    deck: 10
    stage:
      left_front: {{name: 仲間, type: character, level: 1, power: 5000, soul: 1, traits: [音楽]}}
      center_front: {{name: 源, type: character, level: 1, power: 3000, soul: 1, text: "{text}"}}
  B:
    level: 3
    deck: 10
actions:
  - {{do: check_timing}}
ask: [仲間.power, 源.power]
"""
AURA_TEXT = "【永】 他のあなたの《音楽》のキャラすべてに、パワーを＋500。あなたのレベルが2以上なら、かわりにパワーを＋1000。"


@pytest.mark.parametrize(("mine", "power"), [(1, 5500), (2, 6000)])
def test_instead_in_a_continuous_ability(mine: int, power: int) -> None:
    """In a continuous ability B applies while X holds and A while it does not (never both):
    +500 at level 1, +1000 at level 2, to the cards A names (B names none); 源 itself, not
    《音楽》 and not other, is unchanged."""
    r = resolve(loads(WS_HEAD + AURA.format(mine=mine, text=AURA_TEXT)))
    assert not unsupported(r)
    assert r.outcome["state"] == {"仲間.power": power, "源.power": 3000}


# ------------------------------ 「あなたのクロック2枚につき」: counted in whole groups of a zone

PER = """\
players:
  A:
    level: 1
    clock: {clock}
    hand: []
    deck: 10
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1, text: "{text}"}}
  B:
    level: 1
    deck: 10
    waiting_room: [{{name: C1, type: climax}}, {{name: C2, type: climax}}, {{name: K, type: character}}]
actions:
  - {{do: {do}}}
ask: [{ask}]
"""


def _per(clock: int, text: str, ask: str, do: str = "check_timing") -> Any:
    src = WS_HEAD + PER.format(clock=clock, text=text, ask=ask, do=do)
    return resolve(loads(src))


@pytest.mark.parametrize(("clock", "power"), [(1, 5000), (2, 6000), (5, 7000)])
def test_per_two_cards_of_a_zone_in_a_continuous_ability(clock: int, power: int) -> None:
    """「あなたのクロック2枚につき、このカードのパワーを＋1000」: one change per whole two cards
    of the clock (1: none; 5: two)."""
    r = _per(clock, "【永】 あなたのクロック2枚につき、このカードのパワーを＋1000。", "主役.power")
    assert not unsupported(r)
    assert r.outcome["state"] == {"主役.power": power}


@pytest.mark.parametrize(("clock", "hand"), [(1, 0), (4, 2), (5, 2)])
def test_per_two_cards_of_a_zone_draws(clock: int, hand: int) -> None:
    """「あなたのクロック2枚につき、あなたは1枚引く」 (resolved as an effect): as many cards as
    whole twos in the clock when it is done."""
    r = ws_resolve_text(
        PER.split("actions:")[0].split("players:\n")[1].format(clock=clock, text=""),
        "あなたのクロック2枚につき、あなたは1枚引く。",
        ask="A.hand",
    )
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": hand}


def test_per_cards_of_a_zone_in_a_one_shot_change() -> None:
    """「相手の控え室のクライマックス1枚につき、そのターン中、このカードのパワーを＋500」 resolved
    once: +500 for each of B's two climaxes (6000; before, the count was dropped: 5500)."""
    board = PER.split("actions:")[0].split("players:\n")[1].format(clock=0, text="")
    text = "相手の控え室のクライマックス1枚につき、そのターン中、このカードのパワーを＋500。"
    src = (
        WS_HEAD
        + "players:\n"
        + board
        + f'actions:\n  - {{do: resolve_text, player: A, card: 主役, text: "{text}"}}\n'
        + "ask: [主役.power]\n"
    )
    r = resolve(loads(src))
    assert not unsupported(r)
    assert r.outcome["state"] == {"主役.power": 6000}


# -------------------------------------- 元の枠: the slot the card was in (10.2.2's wording)

BACK = """\
players:
  A:
    level: 1
    deck: 10
    stage:
      left_front: {{name: 人形, type: character, level: 0, power: 2000, soul: 1, text: "{text}"}}
  B:
    level: 1
    deck: 10
actions:
  - {{do: resolve_text, player: A, text: "あなたは自分のキャラを1枚選び、控え室に置く。"}}
ask: [人形.zone, A.left_front]
"""


@pytest.mark.parametrize("slot", ["元の枠", "このカードがいた枠"])
def test_back_into_the_original_slot(slot: str) -> None:
    """「このカードが舞台から控え室に置かれた時、このカードを元の枠に【レスト】して置く」: 元の枠 is
    the slot it was in, as 「このカードがいた枠」: back into the left front slot, rested."""
    text = (
        f"【自】 このカードが舞台から控え室に置かれた時、このカードを{slot}に【レスト】して置く。"
    )
    r = resolve(loads(WS_HEAD + BACK.format(text=text)))
    assert not unsupported(r)
    assert r.outcome["state"] == {"人形.zone": "A.stage.left_front", "A.left_front": ["人形(rest)"]}


def test_that_character_back_into_its_original_slot() -> None:
    """「そのキャラを元の枠に置いてよい」: the slot that character left (兵, from the left front)."""
    text = "【自】 他のあなたのキャラが舞台から控え室に置かれた時、あなたはそのキャラを元の枠に置いてよい。"
    src = WS_HEAD + BACK.format(text=text).replace(
        "      left_front: {name: 人形",
        "      left_front: {name: 兵, type: character, level: 0, power: 1000, soul: 1}\n"
        "      center_front: {name: 人形",
    ).replace("自分のキャラを1枚選び", "自分の「兵」を1枚選び").replace(
        "ask: [人形.zone, A.left_front]",
        "choices:\n  - {player: A, at: optional, choose: yes}\nask: [兵.zone]",
    )
    r = resolve(loads(src))
    assert not unsupported(r)
    assert r.outcome["state"] == {"兵.zone": "A.stage.left_front"}


# --------------------------------------------- 「そのCX」: the card named before, of that kind

TOP = """\
  A:
    level: 1
    hand: []
    deck: [{top}, {{name: 二枚目, type: character}}, 8]
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
  B:
    level: 1
    deck: 10
"""
MILL = "あなたは自分の山札の上から1枚を、控え室に置く。そのカードが{kind}なら、あなたはその{kind}を手札に加える。"


@pytest.mark.parametrize(
    ("top", "kind", "hand"),
    [
        ("{name: 頂, type: climax}", "CX", ["頂"]),
        ("{name: 頂, type: character}", "CX", []),
        ("{name: 頂, type: event}", "イベント", ["頂"]),
    ],
)
def test_that_climax_is_the_card_named_before(top: str, kind: str, hand: list[str]) -> None:
    """「そのカードがCXなら、そのCXを手札に加える」: そのCX is the card put into the waiting room
    (the one named before), not any climax: a climax on top comes back to the hand; a character
    stays in the waiting room."""
    r = ws_resolve_text(TOP.format(top=top), MILL.format(kind=kind), ask="A.hand")
    assert not unsupported(r)
    assert zone(r, "A", "hand") == hand
    assert zone(r, "A", "waiting_room") == ([] if hand else ["頂"])


# -------------------- 「あなたは自分の…が…なら、…」: the topic before a condition is the step's


@pytest.mark.parametrize(("hand", "after"), [(ONE, 2), (THREE, 3)])
def test_topic_before_a_condition(hand: str, after: int) -> None:
    """「あなたは自分の手札が2枚以下なら、1枚引く」 is 「あなたの手札が2枚以下なら、あなたは1枚
    引く」: one card in hand, one drawn; three, none."""
    text = "あなたは自分の手札が2枚以下なら、1枚引く。"
    r = ws_resolve_text(_board(hand=hand), text, ask="A.hand")
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == after


# ------------------------- 「…なら、さらにソウルを＋1」: さらに continues the change before it

FURTHER = (
    "あなたは自分のキャラを1枚選び、そのターン中、パワーを＋1500。"
    "そのキャラが《マーレ》なら、さらにソウルを＋1。"
)


@pytest.mark.parametrize(("pick", "soul"), [("仲間", 2), ("主役", 1)])
def test_further_change_lasts_as_the_one_before(pick: str, soul: int) -> None:
    """The change after さらに has no duration nor cards of its own: the chosen character's, for
    the turn, as the change before it — only when the condition holds (仲間 is 《マーレ》)."""
    choices = f"  - {{player: A, at: choose, choose: {pick}}}\n"
    r = ws_resolve_text(_board(mates=MATE), FURTHER, choices=choices, ask=f"{pick}.soul")
    assert not unsupported(r)
    assert r.outcome["state"] == {f"{pick}.soul": soul}


# ------------------- 「このカードがアタックしているなら」: this card is the attacking character


def test_while_this_card_is_attacking() -> None:
    """「【永】 このカードがアタックしているなら、このカードのパワーを＋2000」: 攻め役 (4000) is the
    attacking character (7.2.1.5) in the battle: 6000 beats 受け役 (5000), which is reversed; the
    defender with the same text is not attacking and gains nothing: 5000 loses to a 6000
    attacker (with +2000 it would have won)."""
    text = "【永】 このカードがアタックしているなら、このカードのパワーを＋2000。"
    r = ws_battle(4000, mine=text)
    assert not unsupported(r)
    assert center_orientations(r) == ("rest", "reverse")
    r = ws_battle(6000, theirs=text)
    assert not unsupported(r)
    assert center_orientations(r) == ("rest", "reverse")


# ------------------ 「自分の山札の上から2枚を見て」: as 「自分の山札を上から2枚見て」 (4.8.1)

LOOK = "あなたは自分の{what}見て、カードを1枚選び、手札に加え、残りのカードを控え室に置く。"


@pytest.mark.parametrize("what", ["山札を上から2枚", "山札の上から2枚を"])
def test_looking_at_the_top_of_the_deck_in_either_wording(what: str) -> None:
    """The two top cards are looked at (山1, 山2; not the third), one chosen to the hand, the other
    to the waiting room."""
    choices = "  - {player: A, at: choose, choose: 山2}\n"
    r = ws_resolve_text(_board(), LOOK.format(what=what), choices=choices, ask="A.hand")
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["山2"]
    assert "山1" in zone(r, "A", "waiting_room")
    assert len(zone(r, "A", "deck")) == 8


# -------------------- 「あなたは相手に、…させる」: the player made to do it does it (8.6.5)

MADE = ws_lead_and(
    "    deck: 10\n    hand: [{name: 手甲, type: character}, {name: 手乙, type: climax}]\n"
)


@pytest.mark.parametrize(
    "text",
    [
        "あなたは相手に、相手の手札を1枚選ばせ、控え室に置かせる。",
        "相手は自分の手札を1枚選び、控え室に置く。",  # as printed
    ],
)
def test_opponent_made_to_choose_and_discard(text: str) -> None:
    """B chooses a card of B's hand (whichever B chooses, the answer is the same) and puts it
    into B's waiting room; A's waiting room is untouched."""
    r = ws_resolve_text(MADE, text, ask="B.waiting_room, B.hand, A.waiting_room")
    assert not unsupported(r)
    assert r.outcome["state"] == {"B.waiting_room": 1, "B.hand": 1, "A.waiting_room": 0}
    assert r.outcome["regardless_of"] == ["B"]


def test_causative_with_self_is_left_refused() -> None:
    """「あなたは相手に自分の手札を…させる」: whose hand 自分 names (the one who makes, or the one
    made to) is not settled by the words: refused, not guessed."""
    text = "あなたは相手に自分の手札を1枚選んで控え室に置かせる。"
    r = ws_resolve_text(MADE, text)
    assert unsupported(r)


# ------------- 「相手は自分の山札の上から1枚を、そのキャラがいた枠に置く」: a pile's end into a slot

REFILL = ws_lead_and(
    "    deck: [{name: 頂, type: character, level: 0}, {name: 二, type: character}, 8]\n"
    "    stage:\n      left_back: {name: 後衛, type: character, level: 1, power: 3000, soul: 1}\n"
)
REFILL_TEXT = (
    "あなたは相手の後列のキャラを1枚選び、{where}に置く。"
    "相手は自分の山札の上から1枚を、そのキャラがいた枠に【レスト】して置く。"
)


@pytest.mark.parametrize(("where", "card"), [("控え室", "頂"), ("山札の上", "後衛")])
def test_top_of_the_deck_into_the_slot_a_card_left(where: str, card: str) -> None:
    """B puts the top card of B's deck (8.6.5: the text names B) into the slot 後衛 left, rested:
    頂 when 後衛 went to the waiting room; 後衛 itself when it was put on top of the deck."""
    r = ws_resolve_text(REFILL, REFILL_TEXT.format(where=where), ask="B.left_back")
    assert not unsupported(r)
    assert r.outcome["state"] == {"B.left_back": [f"{card}(rest)"]}
