"""Weiß Schwarz card-text constructions of round 21 (issue 12, s17ws), from the refusals of the
spent blind sets cards_r14-r20 and the card lists: each a minimal ability text and what it does
on a board, its neighbour wordings, and the case that must not do it."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported, ws_battle, ws_compile

# ------------------------------------------- 「相手のアタック中のキャラ」 (7.2.1.5, as アタックしている)


@pytest.mark.parametrize("word", ["アタック中の", "アタックしている"])
def test_the_attacking_character_by_either_wording(word: str) -> None:
    """「このカードがフロントアタックされた時、あなたは相手の{word}キャラを1枚選び、…パワーを
    －3000」: the attacker (7.2.1.5) loses 3000 before the battle, 3000 against 5000: it is
    reversed, not the defender."""
    r = ws_battle(
        power=6000,
        theirs=f"【自】 このカードがフロントアタックされた時、あなたは相手の{word}キャラを1枚選び、"
        "そのターン中、パワーを－3000。",
    )
    assert not unsupported(r)
    f = r.main.final.players
    assert f["A"].zones["stage.center_front"][0].orientation == "reverse"
    assert f["B"].zones["stage.center_front"][0].orientation == "stand"


def test_attack_without_during_is_not_the_attacking_character() -> None:
    """「アタック」 with no 中 after it names no state: refused with its reason, never guessed."""
    with pytest.raises(Exception, match="word attack"):
        ws_compile("【永】 相手のアタックのキャラのパワーを－500。")


# --------------------------------- 「…の効果に選ばれない」 naming the effect's card (8.6.3, 1.3.3)

SHIELD = """\
game: ws
title: t
turn: {{player: {turn}, number: 6, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage:
      center_front: {{name: 甲, type: character, level: 1, power: 5000, soul: 1, text: "【永】 {shield}"}}
      left_front: {{name: 乙, type: character, level: 1, power: 5000, soul: 1}}
    hand: [{{name: 事A, type: event, level: 0}}]
    deck: 10
  B:
    level: 1
    stage: {{center_front: {{name: 丙, type: character, level: 1, power: 5000, soul: 1}}}}
    hand: [{{name: 事B, type: event, level: 0}}]
    deck: 10
actions:
  - {{do: resolve_text, player: {turn}, card: {src}, text: "あなたは{whose}キャラを1枚選び、手札に戻す。"}}
ask: [甲.zone, 乙.zone]
"""


def _shield(shield: str, turn: str, src: str, whose: str) -> dict[str, object]:
    r = resolve(loads(SHIELD.format(shield=shield, turn=turn, src=src, whose=whose)))
    assert not unsupported(r)
    return r.outcome


def test_not_chosen_by_the_opponents_character_effects() -> None:
    """「このカードは相手のキャラの効果に選ばれない」: an effect of B's character cannot choose 甲
    (乙 is the only option, returned); an effect of B's event can (two options: the ruling
    branches on them)."""
    text = "このカードは相手のキャラの効果に選ばれない。"
    by_char = _shield(text, "B", "丙", "相手の")
    assert by_char["state"] == {"甲.zone": "A.stage.center_front", "乙.zone": "A.hand"}
    by_event = _shield(text, "B", "事B", "相手の")
    assert "甲.zone" not in by_event.get("state", {})  # branched: both may be chosen


def test_not_chosen_by_the_opponents_event_effects() -> None:
    """「相手のイベントの効果に」: the other way round."""
    text = "このカードは相手のイベントの効果に選ばれない。"
    assert _shield(text, "B", "事B", "相手の")["state"]["乙.zone"] == "A.hand"
    assert "甲.zone" not in _shield(text, "B", "丙", "相手の").get("state", {})  # branched


def test_not_chosen_by_the_other_own_characters_effects() -> None:
    """「このカードは、他のあなたのキャラの効果に選ばれない」: an effect of A's 乙 cannot choose 甲;
    one of 甲 itself can (「他の」), and so can one of A's event."""
    text = "このカードは、他のあなたのキャラの効果に選ばれない。"
    by_other = _shield(text, "A", "乙", "自分の")
    assert by_other["state"] == {"甲.zone": "A.stage.center_front", "乙.zone": "A.hand"}
    itself = _shield(text, "A", "甲", "自分の")
    assert "甲.zone" not in itself.get("state", {})  # branched: both may be chosen
    by_event = _shield(text, "A", "事A", "自分の")
    assert "甲.zone" not in by_event.get("state", {})


def test_not_chosen_by_the_opponents_effects_is_unchanged() -> None:
    """「相手の効果に選ばれない」 keeps its reading: neither B's character nor B's event chooses 甲;
    A's own effects do."""
    text = "このカードは相手の効果に選ばれない。"
    for src in ("丙", "事B"):
        assert _shield(text, "B", src, "相手の")["state"]["乙.zone"] == "A.hand"
    assert "甲.zone" not in _shield(text, "A", "乙", "自分の").get("state", {})


# ------------------------------------------ 「他の前列の枠」 / 「このカードの後ろの枠」 (3.6.5, 3.6.4)

SLOTS = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage:
      center_front: {{name: 甲, type: character, level: 0, power: 2000, soul: 1}}
      left_front: {{name: 乙, type: character, level: 0, power: 2000, soul: 1}}
{more}
    waiting_room: [{{name: 丁, type: character, level: 0, power: 1000, soul: 1}}]
    deck: 10
  B: {{deck: 10}}
actions:
  - {{do: resolve_text, player: A, card: {src}, text: "{text}"}}
choices:
{choices}
ask: [甲.zone, 乙.zone, 丁.zone]
"""


def _slots(text: str, choices: str, src: str = "甲", more: str = "") -> dict[str, object]:
    r = resolve(loads(SLOTS.format(text=text, choices=choices, src=src, more=more)))
    assert not unsupported(r)
    return r.outcome


@pytest.mark.parametrize("dest", ["他の前列の枠", "前列の他の枠", "別の前列の枠"])
def test_move_to_another_front_row_slot(dest: str) -> None:
    """「…を1枚選び、他の前列の枠に動かす」 (the word order of 「前列の他の枠」): 甲 into the empty
    right front slot; a back-row slot is not offered."""
    out = _slots(
        f"あなたは自分のキャラを1枚選び、{dest}に動かす。",
        "  - {player: A, at: choose, choose: 甲}\n  - {player: A, at: slot, choose: right_front}",
    )
    assert out["state"]["甲.zone"] == "A.stage.right_front"


def test_put_into_the_slot_behind_this_card() -> None:
    """「このカードの後ろの枠に置く」 with this card (甲) at the front centre: the two back-row
    slots behind it (3.6.5) are offered — 丁 into the right one chosen."""
    out = _slots(
        "あなたは自分の控え室のキャラを1枚選び、このカードの後ろの枠に置く。",
        "  - {player: A, at: choose, choose: 丁}\n  - {player: A, at: slot, choose: right_back}",
    )
    assert out["state"]["丁.zone"] == "A.stage.right_back"


def test_the_slot_behind_a_left_front_card_is_the_left_back_one() -> None:
    """With this card (乙) at the left front, 「このカードの後ろの枠」 is the left back slot only:
    an answer naming the right one is no option."""
    out = _slots(
        "あなたは自分の控え室のキャラを1枚選び、このカードの後ろの枠に置く。",
        "  - {player: A, at: choose, choose: 丁}",
        src="乙",
    )
    assert out["state"]["丁.zone"] == "A.stage.left_back"


def test_the_empty_slot_behind_this_card() -> None:
    """「このカードの後ろのキャラのいない枠」: the back-row slot behind it that is empty — with
    the left back held, only the right back."""
    out = _slots(
        "あなたは自分の控え室のキャラを1枚選び、このカードの後ろのキャラのいない枠に置く。",
        "  - {player: A, at: choose, choose: 丁}",
        more="      left_back: {name: 戊, type: character, level: 0, power: 1000, soul: 1}",
    )
    assert out["state"]["丁.zone"] == "A.stage.right_back"


def test_no_slot_behind_a_back_row_card() -> None:
    """This card in the back row: no slot is behind it (3.6.5) — nothing is put (1.3.2)."""
    out = _slots(
        "あなたは自分の控え室のキャラを1枚選び、このカードの後ろの枠に置く。",
        "  - {player: A, at: choose, choose: 丁}",
        src="戊",
        more="      left_back: {name: 戊, type: character, level: 0, power: 1000, soul: 1}",
    )
    assert out["state"]["丁.zone"] == "A.waiting_room"


def test_move_into_the_empty_slot_next_to_this_card() -> None:
    """「…を1枚選び、このカードの隣のキャラのいない枠に動かす」 from 甲 at the front centre: the
    right front (the left one is held by 乙)."""
    out = _slots(
        "あなたは自分のキャラを1枚選び、このカードの隣のキャラのいない枠に動かす。",
        "  - {player: A, at: choose, choose: 乙}",
        more="      right_back: {name: 戊, type: character, level: 0, power: 1000, soul: 1}",
    )
    # 乙 is next to 甲 already (left front): the one empty slot next to 甲 is the right front
    assert out["state"]["乙.zone"] == "A.stage.right_front"


# ------------------------------- 「Xなら、A し、違うなら、B」 (the other case of X, read once; 8.6.4)

ELSE = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: [{top}, 9]
  B: {{deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
ask: [A.hand, A.waiting_room, A.deck]
"""

_ELSE_TEXTS = [
    "あなたは自分の山札の上から1枚をめくり、そのカードが《エヴァ》のキャラなら、手札に加え、違うなら、控え室に置く。",
    "あなたは自分の山札の上から1枚をめくる。そのカードが《エヴァ》のキャラなら、手札に加える。違うなら、控え室に置く。",
]


@pytest.mark.parametrize("text", _ELSE_TEXTS)
def test_else_case_not_taken_when_the_condition_is_met(text: str) -> None:
    """The top card an 《エヴァ》 character: added to the hand, and 「違うなら」 does nothing."""
    top = "{name: 初号機, type: character, traits: [エヴァ]}"
    r = resolve(loads(ELSE.format(top=top, text=text)))
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": 1, "A.waiting_room": 0, "A.deck": 9}


@pytest.mark.parametrize("text", _ELSE_TEXTS)
def test_else_case_taken_when_the_condition_is_not_met(text: str) -> None:
    """The top card of another trait: not added; 「違うなら」 puts it into the waiting room."""
    top = "{name: 他人, type: character, traits: [人間]}"
    r = resolve(loads(ELSE.format(top=top, text=text)))
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": 0, "A.waiting_room": 1, "A.deck": 9}


def test_else_case_with_no_condition_before_it_is_refused() -> None:
    """「あなたは1枚引く。違うなら、…」: no condition for 違う to be the other case of — refused
    with its reason, never run unconditioned."""
    with pytest.raises(Exception, match="違うなら"):
        ws_compile("【起】［このカードを【レスト】する］ あなたは1枚引く。違うなら、控え室に置く。")


# ------------------------ 「【永】 大活躍 このカードが前列の中央の枠にいるなら、…」 (10.6.2, 8.1.1.3)

GREAT = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage: {{left_front: {{name: 攻め, type: character, level: 1, power: 5500, soul: 1}}}}
    deck: [{{name: 山1, type: character}}, 9]
  B:
    level: 1
    stage: {{center_front: {{name: 受け, type: character, level: 1, power: 5000, soul: 1, text: "【永】 大活躍{rest}"}}}}
    deck: 10
actions:
  - {{do: attack, slot: left_front, kind: direct}}
ask: [受け.power, 攻め.state, 受け.state]
"""


def test_great_performance_with_a_power_change_after_it() -> None:
    """The keyword still redirects A's direct attack into a front attack on 受け (10.6.2), and
    the text after it is a continuous ability of its own: 受け at the front centre has +1000,
    6000 against 5500 — the attacker is reversed. The keyword alone: 5000, 受け reversed."""
    r = resolve(
        loads(
            GREAT.format(rest=" このカードが前列の中央の枠にいるなら、このカードのパワーを＋1000。")
        )
    )
    assert not unsupported(r)
    assert r.outcome["state"] == {
        "受け.power": 6000,
        "攻め.state": "reverse",
        "受け.state": "stand",
    }
    alone = resolve(loads(GREAT.format(rest="")))
    assert alone.outcome["state"] == {
        "受け.power": 5000,
        "攻め.state": "rest",
        "受け.state": "reverse",
    }


# ------------------------------ 「このカードの後ろの / 隣のあなたの…キャラ1枚につき」 (3.6.5, 3.6.4)

PER_NEAR = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage:
      {slot}: {{name: 甲, type: character, level: 1, power: 3000, soul: 1, text: "【永】 {text}"}}
      left_back: {{name: 戦車一, type: character, level: 0, power: 1000, soul: 1, traits: [戦車]}}
      right_back: {{name: 歩兵, type: character, level: 0, power: 1000, soul: 1, traits: [歩兵]}}
      right_front: {{name: 戦車二, type: character, level: 0, power: 1000, soul: 1, traits: [戦車]}}
    deck: 10
  B: {{deck: 10}}
actions:
  - {{do: check_timing}}
ask: [甲.power]
"""


@pytest.mark.parametrize(
    ("slot", "text", "power"),
    [
        # behind the front centre: both back slots, one 《戦車》
        (
            "center_front",
            "このカードの後ろのあなたの《戦車》のキャラ1枚につき、このカードのパワーを＋1500。",
            4500,
        ),
        # behind the left front: the left back only (3.6.5)
        (
            "left_front",
            "このカードの後ろのあなたのキャラ1枚につき、このカードのパワーを＋1500。",
            4500,
        ),
        # next to the front centre: the right front (the left front is empty)
        (
            "center_front",
            "このカードの隣のあなたのキャラ1枚につき、このカードのパワーを＋500。",
            3500,
        ),
        # in front of the right back slot: the front centre is empty, the right front holds one
        (
            "right_back",
            "このカードの前のあなたの《戦車》のキャラ1枚につき、このカードのパワーを＋1000。",
            4000,
        ),
    ],
)
def test_a_stat_change_per_card_in_the_related_slots(slot: str, text: str, power: int) -> None:
    """The cards counted are those in the slots related to this card's now, with the filter."""
    board = PER_NEAR.format(slot=slot, text=text)
    if slot == "right_back":
        board = board.replace("right_back: {name: 歩兵", "left_front: {name: 歩兵")
    r = resolve(loads(board))
    assert not unsupported(r)
    assert r.outcome["state"]["甲.power"] == power


# -------------------------------------------- 「そのキャラのバトル相手」 (7.2.1.5.1, the chosen card's)

OPPONENT = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 2
    stage: {{center_front: {{name: 攻, type: character, level: {level}, power: 8000, soul: 1}}}}
    deck: [{{name: 山1, type: character}}, 9]
  B:
    level: 2
    stage:
      center_front: {{name: 守, type: character, level: 1, power: 5000, soul: 1}}
      left_front: {{name: 脇, type: character, level: 1, power: 5000, soul: 1}}
    deck: 10
actions:
  - do: attack
    slot: center_front
    kind: front
    counter: [{{do: resolve_text, player: B, text: "{text}"}}]
choices:
  - {{player: B, at: choose, choose: {pick}}}
ask: [守.power, 攻.state]
"""

_INSTEAD = (
    "あなたは自分のキャラを1枚選び、そのターン中、パワーを＋2500。"
    "そのキャラのバトル相手のレベルが2以上なら、かわりにパワーを＋4000。"
)


@pytest.mark.parametrize(("level", "power", "att"), [(2, 9000, "reverse"), (1, 7500, "rest")])
def test_the_battle_opponent_of_the_chosen_character(level: int, power: int, att: str) -> None:
    """「そのキャラのバトル相手のレベルが2以上なら、かわりに…」: 守's battle opponent is the
    attacker 攻 — level 2: +4000 (9000 against 8000, 攻 reversed); level 1: +2500 only."""
    r = resolve(loads(OPPONENT.format(level=level, text=_INSTEAD, pick="守")))
    assert not unsupported(r)
    assert r.outcome["state"] == {"守.power": power, "攻.state": att}


def test_a_chosen_character_in_no_battle_has_no_battle_opponent() -> None:
    """脇 is in no battle: 「そのキャラのバトル相手」 names no card, the condition is not met
    (+2500 to 脇, 守 unchanged, 攻 8000 against 5000 wins)."""
    r = resolve(loads(OPPONENT.format(level=2, text=_INSTEAD, pick="脇")))
    assert r.outcome["state"] == {"守.power": 5000, "攻.state": "rest"}


# ------------------------- 「…を1枚選び、このカードと入れ替える」 (= 「…を1枚とこのカードを選び、入れ替える」)


@pytest.mark.parametrize("chose", ["選び", "選んで"])
@pytest.mark.parametrize("may", ["入れ替える", "入れ替えてよい"])
def test_swap_a_chosen_character_with_this_card(may: str, chose: str) -> None:
    """Another character of A's (乙) and this card (甲) swap slots."""
    extra = "\n  - {player: A, at: optional, choose: yes}" if may.endswith("よい") else ""
    out = _slots(
        f"あなたは他の自分のキャラを1枚{chose}、このカードと{may}。",
        "  - {player: A, at: choose, choose: 乙}" + extra,
    )
    assert out["state"]["甲.zone"] == "A.stage.left_front"
    assert out["state"]["乙.zone"] == "A.stage.center_front"


def test_swap_a_waiting_room_character_with_this_card() -> None:
    """A character of the waiting room (丁) takes this card's slot; this card goes where 丁 was."""
    out = _slots(
        "あなたは自分の控え室のキャラを1枚選び、このカードと入れ替える。",
        "  - {player: A, at: choose, choose: 丁}",
    )
    assert out["state"]["丁.zone"] == "A.stage.center_front"
    assert out["state"]["甲.zone"] == "A.waiting_room"


# ------------------------- 「あなたの舞台にカード名に「X」を含むキャラがいるなら」 (2.1.2.1, the place joined)

NAMED_THERE = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage:
      center_front: {{name: 主, type: character, level: 1, power: 3000, soul: 1, text: "【永】 {whose}舞台にカード名に「白」を含むキャラがいるなら、このカードのパワーを＋2000。"}}
      left_front: {{name: {mine}, type: character, level: 0, power: 1000, soul: 1}}
    waiting_room: [{{name: 白い控え, type: character, level: 0}}]
    deck: 10
  B:
    stage: {{center_front: {{name: {theirs}, type: character, level: 0, power: 1000, soul: 1}}}}
    deck: 10
actions:
  - {{do: check_timing}}
ask: [主.power]
"""


@pytest.mark.parametrize(
    ("whose", "mine", "theirs", "power"),
    [
        ("あなたの", "白い鳥", "黒猫", 5000),
        ("あなたの", "黒い鳥", "白猫", 3000),  # only B's has it; the waiting room's is not there
        ("相手の", "白い鳥", "黒猫", 3000),
        ("相手の", "黒い鳥", "白猫", 5000),
    ],
)
def test_a_name_part_with_the_place_before_it(
    whose: str, mine: str, theirs: str, power: int
) -> None:
    """「{whose}舞台にカード名に「白」を含むキャラがいるなら」: the cards of that stage only."""
    r = resolve(loads(NAMED_THERE.format(whose=whose, mine=mine, theirs=theirs)))
    assert not unsupported(r)
    assert r.outcome["state"]["主.power"] == power


# ------------------------------ 「このカードが相手の《X》のキャラとバトルしているなら」 (7.2.1.5.1)


DOCKING = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage: {{center_front: {{name: 攻め, type: character, level: 1, power: 4000, soul: 1, traits: [{trait}]}}}}
    deck: [{{name: 山1, type: character}}, 9]
  B:
    level: 1
    stage: {{center_front: {{name: 受け, type: character, level: 1, power: 5000, soul: 1, text: "【永】 このカードが相手の《ドッキング》のキャラとバトルしているなら、このカードのパワーを－2000。"}}}}
    deck: 10
actions:
  - {{do: attack, slot: center_front, kind: front}}
ask: [攻め.state, 受け.state]
"""


@pytest.mark.parametrize(
    ("trait", "states"), [("ドッキング", ("rest", "reverse")), ("使徒", ("reverse", "stand"))]
)
def test_battling_an_opponents_character_of_a_trait(trait: str, states: tuple[str, str]) -> None:
    """The battle opponent is always the opponent's (7.2.1.5.1): 「相手の」 adds nothing. 受け
    battles 攻め: a 《ドッキング》 one — −2000, 3000 against 4000, 受け reversed; another — 5000,
    攻め reversed."""
    r = resolve(loads(DOCKING.format(trait=trait)))
    assert not unsupported(r)
    assert (r.outcome["state"]["攻め.state"], r.outcome["state"]["受け.state"]) == states


def test_battling_your_own_character_stays_refused() -> None:
    """「あなたの《X》のキャラとバトルしているなら」 can never hold: refused, not read as 相手の."""
    with pytest.raises(Exception, match="nominal predicate"):
        ws_compile(
            "【永】 このカードがあなたの《ドッキング》のキャラとバトルしているなら、"
            "このカードのパワーを－2000。"
        )


# ------------------------------ 「相手はレベル2以下のイベントを手札からプレイできない」 (1.3.3)

PLAY_BAN = """\
game: ws
title: t
turn: {{player: B, number: 6, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage: {{center_front: {{name: 封, type: character, level: 1, power: 5000, soul: 1, text: "【永】 相手はレベル2以下のイベントを手札からプレイできない。"}}}}
    deck: 10
  B:
    level: 3
    stock: 5
    hand: [{{name: 事, type: event, level: {level}, cost: 0, text: "あなたは1枚引く。"}}]
    deck: 10
actions:
  - {{do: play, player: B, card: 事}}
ask: [事.zone, B.hand]
"""


@pytest.mark.parametrize(("level", "zone"), [(2, "B.hand"), (3, "B.waiting_room")])
def test_a_play_prohibition_with_a_level_filter(level: int, zone: str) -> None:
    """A level-2 event may not be played (it stays in the hand, 1.3.3); a level-3 one may."""
    r = resolve(loads(PLAY_BAN.format(level=level)))
    assert not unsupported(r)
    assert r.outcome["state"]["事.zone"] == zone


# ------------------------ 「トリガーアイコンに[[soul.gif]]があるキャラ」 (= トリガーアイコンが…の, 2.16)

ICON_THERE = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    waiting_room:
      - {{name: 魂, type: character, level: 0, trigger: [SOUL]}}
      - {{name: 無, type: character, level: 0}}
    deck: 10
  B: {{deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "あなたは自分の控え室のトリガーアイコン{how}キャラを1枚選び、手札に戻す。"}}
ask: [魂.zone, 無.zone]
"""


@pytest.mark.parametrize("how", ["に[[soul.gif]]がある", "が[[soul.gif]]の"])
def test_a_trigger_icon_filter_in_either_wording(how: str) -> None:
    """Only 魂 (a soul icon) may be chosen: it is the one option, returned to the hand."""
    r = resolve(loads(ICON_THERE.format(how=how)))
    assert not unsupported(r)
    assert r.outcome["state"] == {"魂.zone": "A.hand", "無.zone": "A.waiting_room"}


# ------------------------------------------- 「AとBを1枚ずつまで選び」 (up to one of each, 8.6.3.1.1)

EACH_UP_TO = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    waiting_room:
      - {{name: 甲札, type: character, level: 0, traits: [魔法]}}
      - {{name: 乙札, type: character, level: 0, traits: [音楽]}}
      - {{name: 丙札, type: character, level: 0, traits: [魔法]}}
    deck: 10
  B: {{deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "あなたは自分の控え室の《魔法》のキャラと《音楽》のキャラを1枚ずつ{upto}選び、手札に戻す。"}}
choices:
{choices}
ask: [A.hand, 甲札.zone, 乙札.zone]
"""


def test_one_of_each_up_to() -> None:
    """「1枚ずつまで」: one 《魔法》 (甲札) and, as up to one, no 《音楽》 at all — both allowed."""
    r = resolve(
        loads(
            EACH_UP_TO.format(
                upto="まで",
                choices="  - {player: A, choose: 甲札}\n  - {player: A, choose: none}",
            )
        )
    )
    assert not unsupported(r)
    assert r.outcome["state"]["甲札.zone"] == "A.hand"
    assert r.outcome["state"]["乙札.zone"] == "A.waiting_room"


# ------------------- 「【永】 このカードのアタック中、…トリガーステップにトリガーチェックを2回行う」 (7.3.1.2)

TWO_CHECKS = """\
game: ws
title: t
turn: {{player: A, number: 7, phase: attack, first_player: A}}
players:
  A:
    level: 2
    stage:
      center_front: {{name: 攻め手, type: character, level: 2, power: 8000, soul: 1, text: "{text}"}}
      left_front: {{name: 脇役, type: character, level: 2, power: 8000, soul: 1}}
    deck: [{{name: 魂一, type: climax, trigger: [SOUL]}}, {{name: 魂二, type: climax, trigger: [SOUL]}}, 10]
  B:
    level: 1
    clock: 0
    deck: [{{name: 札, type: character, level: 0, count: 8}}, 4]
actions:
  - {{do: attack, player: A, slot: {slot}, kind: direct}}
ask: [B.clock, A.stock]
"""

_CHECKS = "【永】 このカードのアタック中、あなたはトリガーステップにトリガーチェックを2回行う。"


def test_two_trigger_checks_while_this_card_attacks() -> None:
    """攻め手 attacks: two checks, each a soul icon — 1 + 1 (direct) + 2 = 4 damage, 2 stock."""
    r = resolve(loads(TWO_CHECKS.format(text=_CHECKS, slot="center_front")))
    assert not unsupported(r)
    assert r.outcome["state"] == {"B.clock": 4, "A.stock": 2}
    assert "7.3.1.2" in r.decided_by


def test_one_trigger_check_when_another_character_attacks() -> None:
    """脇役 attacks: 攻め手's ability is about its own attack — one check, 1 + 1 + 1 = 3."""
    r = resolve(loads(TWO_CHECKS.format(text=_CHECKS, slot="left_front")))
    assert r.outcome["state"] == {"B.clock": 3, "A.stock": 1}


# ---------------------- 「あなたのイベントは、色条件を満たさずに手札からプレイできる」 (8.6.2.1.1, 1.3.1)

COLOURLESS = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: [{{name: 青札, type: character, level: 1, color: BLUE}}]
    clock: [{{name: 青二, type: character, level: 1, color: BLUE}}]
    stage: {{center_front: {{name: 許し手, type: character, level: 1, power: 5000, soul: 1, text: "{text}"}}}}
    hand: [{{name: 赤い事, type: event, level: 1, cost: 0, color: RED, text: "あなたは1枚引く。"}}]
    deck: 10
  B: {{deck: 10}}
actions:
  - {{do: play, player: A, card: 赤い事}}
ask: [赤い事.zone]
"""


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("【永】 あなたのイベントは、色条件を満たさずに手札からプレイできる。", "A.waiting_room"),
        ("【永】 あなたのキャラは、色条件を満たさずに手札からプレイできる。", "A.hand"),
        ("", "A.hand"),
    ],
)
def test_a_group_played_without_the_colour_condition(text: str, zone: str) -> None:
    """No red card in level or clock: the red event is played only with a permission for events
    in force on A's stage (1.3.1 over 8.6.2.1.1); one for characters does not reach it."""
    r = resolve(loads(COLOURLESS.format(text=text)))
    assert not unsupported(r)
    assert r.outcome["state"]["赤い事.zone"] == zone


# ------------------------------ 「AとBがそれぞれ2枚以上なら」 (each description counted on its own)

EACH_COUNT = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage: {{center_front: {{name: 主, type: character, level: 1, power: 3000, soul: 1, text: "【永】 あなたの控え室の《魔法》のキャラと《音楽》のキャラがそれぞれ2枚以上なら、このカードのパワーを＋1000。"}}}}
    waiting_room:
      - {{name: 魔一, type: character, level: 0, traits: [魔法]}}
      - {{name: 魔二, type: character, level: 0, traits: [魔法]}}
      - {{name: 音一, type: character, level: 0, traits: [音楽]}}
{more}
    deck: 10
  B: {{deck: 10}}
actions:
  - {{do: check_timing}}
ask: [主.power]
"""


@pytest.mark.parametrize(
    ("more", "power"),
    [
        ("", 3000),  # two 《魔法》, one 《音楽》: not each
        ("      - {name: 音二, type: character, level: 0, traits: [音楽]}", 4000),
    ],
)
def test_each_of_two_descriptions_counted(more: str, power: int) -> None:
    r = resolve(loads(EACH_COUNT.format(more=more)))
    assert not unsupported(r)
    assert r.outcome["state"]["主.power"] == power
