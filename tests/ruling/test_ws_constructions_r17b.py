"""Weiß Schwarz card-text constructions added in round 17 (issue 12, s13ws2): each a minimal
ability text and what it does on a board, and the case that must not do it."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_battle, ws_compile, ws_resolve_text
from tests.ruling.boards import zone_names as zone

# ------------------- 「…し、このカードのバトル相手が【リバース】した時、…」: a delayed trigger (8.7.5)

DRAW = "あなたは1枚引く"


@pytest.mark.parametrize(
    "text",
    [
        "【自】 このカードがアタックした時、そのターン中、このカードのパワーを＋1000し、"
        f"このカードのバトル相手が【リバース】した時、{DRAW}。",
        "【自】 このカードがアタックした時、このターン中、このカードのパワーを＋1000し、"
        f"このカードのバトル相手が【リバース】したとき、{DRAW}。",
    ],
)
@pytest.mark.parametrize(("power", "drawn"), [(5000, 1), (3000, 0)])
def test_delayed_trigger_on_an_event(text: str, power: int, drawn: int) -> None:
    """The attack's effect creates a delayed ability (8.7.5) whose trigger is the battle
    opponent's reversal: at 5000 (+1000 = 6000 against 5000) 受け役 is reversed and A draws;
    at 3000 (4000) it is not, and nothing is drawn — the steps after 「…した時、」 are not run
    when the effect resolves."""
    r = ws_battle(power, mine=text)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == drawn
    if drawn:
        assert "8.7.5" in r.main.decided_by


@pytest.mark.parametrize(
    ("text", "until"),
    [
        (
            f"そのターン中、このカードのパワーを＋1000し、このカードのバトル相手が【リバース】した時、{DRAW}。",
            "turn",
        ),
        (f"そのターン中、このカードのバトル相手が【リバース】した時、{DRAW}。", "turn"),
        (f"このカードのバトル相手が【リバース】した時、{DRAW}。", None),
    ],
)
def test_delayed_trigger_period(text: str, until: str | None) -> None:
    """「そのターン中、」 on the event or on the step chained to it gives the delayed ability a
    period (this turn: it triggers each time, 8.7.5.1); without one it triggers once."""
    prog = ws_compile("【自】 このカードがアタックした時、" + text)
    op = next(o for o in prog.steps if o.verb == "delay_event")
    assert op.until == until


def test_delayed_trigger_with_another_period_is_refused() -> None:
    """A period the engine does not give a delayed ability (次の相手のターンの終わりまで) stays
    refused, not read as this turn."""
    r = ws_battle(
        5000,
        mine="【自】 このカードがアタックした時、次の相手のターンの終わりまで、このカードのパワーを"
        f"＋1000し、このカードのバトル相手が【リバース】した時、{DRAW}。",
    )
    assert unsupported(r)


# ------------- 「相手は相手の手札を…」: あなた / 相手 are the master's words, 自分 the performer's

HANDS = """\
  A:
    level: 1
    hand: [{name: 甲, type: character}]
    deck: 10
  B:
    level: 1
    hand: [{name: 乙, type: character}]
    deck: 10
"""


@pytest.mark.parametrize(
    ("text", "state"),
    [
        ("相手は相手の手札を1枚選び、控え室に置く。", {"B.hand": 0, "B.waiting_room": 1}),
        ("相手は自分の手札を1枚選び、控え室に置く。", {"B.hand": 0, "B.waiting_room": 1}),
        ("相手はあなたの手札を1枚選び、控え室に置く。", {"A.hand": 0, "A.waiting_room": 1}),
        ("相手は相手の山札の上から1枚を、控え室に置く。", {"B.deck": 9, "B.waiting_room": 1}),
        ("相手はあなたの山札の上から1枚を、控え室に置く。", {"A.deck": 9, "A.waiting_room": 1}),
    ],
)
def test_owner_words_in_a_step_the_opponent_performs(text: str, state: dict[str, int]) -> None:
    """B performs the step (8.6.5: the text names 相手); the text is A's (the master, 4.3.3), so
    「相手の」 is B's and 「あなたの」 A's, while 「自分の」 is the performer's, B's (before: 相手の
    took A's hand and あなたの B's)."""
    r = ws_resolve_text(HANDS, text)
    assert not unsupported(r)
    assert r.outcome["state"] == state


# ------------- 「このカードのいる枠の正面の枠のキャラ」: the slot relations of 3.6.5 / 3.6.6 from a slot

SLOTS = """\
  A:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1, text: "{text}"}}
      left_back: {{name: 後衛, type: character, level: 1, power: 3000, soul: 1}}
      right_back: {{name: 右後衛, type: character, level: 1, power: 3000, soul: 1}}
  B:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 敵, type: character, level: 1, power: 5000, soul: 1}}
      left_front: {{name: 敵左, type: character, level: 1, power: 5000, soul: 1}}
"""


@pytest.mark.parametrize(
    ("where", "ask", "power"),
    [
        ("このカードのいる枠の正面の枠のキャラ", "敵.power", 5500),
        ("このカードの正面のキャラ", "敵.power", 5500),
        ("このカードのいる枠の正面の枠のキャラ", "敵左.power", 5000),
        ("このカードのいる枠の後ろの枠のあなたのキャラすべて", "後衛.power", 3500),
        ("このカードのいる枠の後ろの枠のあなたのキャラすべて", "右後衛.power", 3500),
    ],
)
def test_slot_relation_seen_from_the_slot_a_card_is_in(where: str, ask: str, power: int) -> None:
    """「Xのいる枠の正面の枠の…キャラ」 is 「Xの正面の…キャラ」 (3.6.6 names the facing slot and the
    card in it, seen from a slot; 3.6.5 前の / 後ろの likewise): 主役 in the front centre raises the
    character facing it (敵, not 敵左) and both characters behind it."""
    text = f"【永】 {where}に、パワーを＋500。"
    r = ws_resolve_text(SLOTS.format(text=text), "あなたは1枚引く。", ask=ask)
    assert not unsupported(r)
    assert r.outcome["state"] == {ask: power}


# ------------- 「…を1枚選び、このカードがいる枠に置く」: the slot this card is in, then 9.6.2


def _here_board(text: str, slot: str = "left_back") -> str:
    return (
        WS_HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n"
        "    hand: [{name: 新入り, type: character, level: 0, power: 3000, soul: 1}]\n"
        "    stage:\n"
        f'      {slot}: {{name: 主役, type: character, level: 1, power: 5000, soul: 1, text: "{text}"}}\n'
        "  B:\n    level: 1\n    deck: 10\n"
        "actions:\n  - {do: activate, player: A, card: 主役}\n"
        "choices:\n  - {player: A, at: choose, choose: 新入り}\n"
        f"ask: [A.stage.{slot}, A.waiting_room]\n"
    )


@pytest.mark.parametrize("where", ["このカードがいる枠", "このカードのいる枠"])
@pytest.mark.parametrize("slot", ["left_back", "center_front"])
def test_put_into_the_slot_this_card_is_in(where: str, slot: str) -> None:
    """The character from the hand is put into the slot 主役 is in; two characters in one slot,
    the rule process puts the one put there earlier (主役) into the waiting room (9.6.2)."""
    text = f"【起】 あなたは自分の手札のキャラを1枚選び、{where}に置く。"
    r = resolve(loads(_here_board(text, slot)))
    assert not unsupported(r)
    assert r.outcome["state"] == {f"A.stage.{slot}": ["新入り"], "A.waiting_room": 1}


def test_the_slot_this_card_is_in_when_it_is_not_on_the_stage() -> None:
    """主役 put into the waiting room by the cost: there is no slot it is in, nothing is put."""
    text = "【起】［このカードを控え室に置く］ あなたは自分の手札のキャラを1枚選び、このカードがいる枠に置く。"
    r = resolve(loads(_here_board(text)))
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.stage.left_back": [], "A.waiting_room": 1}
