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
