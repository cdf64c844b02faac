"""Round 61 (s58wsC): 「このターン中にあなたの舞台に置かれたキャラ」 — a relative clause of put in the
passive past with the time this turn: the characters on that stage put onto it this turn (from the
zones named, 「手札から」; none named: from any zone outside the stage) and there since. One that
left the stage is a new card where it went, and one back on it a new card put there then (3.1.4):
it is counted as one put there this turn only while it stays. The stage and its owner are the head
noun's (あなたの舞台の…キャラ). Read as a choice, a count (…が3枚以上なら) and a per-count (…1枚に
つき)."""

from __future__ import annotations

from typing import Any

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, rejection, unsupported, ws_compile, zone_names

COUNT = "このターン中にあなたの舞台に置かれたキャラが2枚以上なら、あなたは1枚引く。"
PER = "【永】 このターン中にあなたの舞台に置かれた他のキャラ1枚につき、このカードのパワーを＋500。"

BOARD = """\
players:
  A:
    level: 1
    stock: 3
    deck: [{{name: 山1, type: character, level: 0}}, 9]
    waiting_room: [{{name: 控え, type: character, level: 0, cost: 0, power: 1000, soul: 1}}]
    hand:
      - {{name: 新顔1, type: character, level: 0, cost: 0, color: yellow, power: 1000, soul: 1}}
      - {{name: 新顔2, type: character, level: 0, cost: 0, color: yellow, power: 1000, soul: 1}}
    stage:
      left_front: {{name: 古株, type: character, level: 0, power: 1000, soul: 1}}
      right_front: {{name: 数え, type: character, level: 0, power: 2000, soul: 1, text: "{per}"}}
  B: {{deck: 10}}
actions:
{actions}ask: [数え.power]
"""


def _run(actions: list[str]) -> Any:
    body = "".join(f"  - {a}\n" for a in actions)
    r = resolve(loads(WS_HEAD + BOARD.format(per=PER, actions=body), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    return r


def _play(name: str, slot: str) -> str:
    return f"{{do: play, player: A, card: {name}, slot: {slot}}}"


def _text(text: str) -> str:
    return f'{{do: resolve_text, player: A, text: "{text}"}}'


def test_compiles_to_a_state_of_the_stage() -> None:
    prog = ws_compile(
        "【起】［(1)］ このターン中にあなたの舞台に置かれた《折り紙》のキャラを1枚選び、【スタンド】する。"
    )
    sel = prog.steps[0].target
    assert sel.owner == "you" and sel.zones == ("stage",) and sel.traits == ("折り紙",)
    assert sel.states == ("entered:any",)
    hand = ws_compile(
        "【永】 このターン中に手札から舞台に置かれた他のキャラ1枚につき、このカードのパワーを＋500。"
    )
    assert hand.steps[0].per.states == ("entered:hand",)


def test_count_of_two_played_this_turn() -> None:
    """Two characters played this turn: the count is 2, one card drawn; 古株 (on the stage since an
    earlier turn) and 数え do not count."""
    r = _run([_play("新顔1", "center_front"), _play("新顔2", "left_back"), _text(COUNT)])
    assert zone_names(r, "A", "hand") == ["山1"]


def test_one_played_is_not_enough() -> None:
    r = _run([_play("新顔1", "center_front"), _text(COUNT)])
    assert zone_names(r, "A", "hand") == ["新顔2"]


def test_a_card_that_left_the_stage_is_not_counted() -> None:
    """新顔2 played, then returned to the hand: the card in the hand is a new card (3.1.4), no
    character put onto the stage this turn any more — one left, no draw."""
    r = _run(
        [
            _play("新顔1", "center_front"),
            _play("新顔2", "left_back"),
            _text("あなたは自分の後列のキャラを1枚選び、手札に戻す。"),
            _text(COUNT),
        ]
    )
    assert sorted(zone_names(r, "A", "hand")) == ["新顔2"]


def test_per_count_from_any_zone() -> None:
    """数え: ＋500 per other character put onto the stage this turn — one played from the hand and
    one put from the waiting room by an effect (any zone): 2000 + 1000."""
    r = _run(
        [
            _play("新顔1", "center_front"),
            _text("あなたは自分の控え室のキャラを1枚選び、舞台の好きな枠に置く。"),
        ]
    )
    # into an empty back-row slot (the choice the ruling branches on): 3000; into 新顔1's slot,
    # 新顔1 goes to the waiting room (9.6.2): 2500
    by_slot = {b["choices"][0]: b["outcome"]["state"]["数え.power"] for b in r.outcome["branches"]}
    assert by_slot["left_back"] == by_slot["right_back"] == 3000
    assert by_slot["center_front"] == 2500


def test_per_count_nothing_put() -> None:
    r = _run([_text("あなたは1枚引く。")])
    assert r.outcome["state"]["数え.power"] == 2000


# 「…が3枚以上いないなら」 (round 61, s58wsC): the negative of an existence condition with a count —
# there are not that many: the positive count (「…が3枚以上いるなら」) not met

LIMITED = "このカードは、あなたの舞台に《花》のキャラが2枚以上いないなら、手札からプレイできない。"

PLAY_BOARD = """\
players:
  A:
    level: 1
    stock: 3
    deck: 10
    hand:
      - {{name: 制限, type: character, level: 0, cost: 0, color: yellow, power: 1000, soul: 1, text: "{text}"}}
    stage:
{stage}  B: {{deck: 10}}
actions:
  - {{do: play, player: A, card: 制限, slot: center_front}}
"""


def _flowers(n: int) -> str:
    slots = ("left_front", "right_front", "left_back")
    return "".join(
        f"      {slots[i]}: {{name: 花{i}, type: character, level: 0, power: 1000, traits: [花]}}\n"
        for i in range(n)
    )


def test_negative_count_compiles_to_not_that_many() -> None:
    prog = ws_compile(LIMITED)
    assert prog.cond.what == "not"
    (inner,) = prog.cond.parts
    assert inner.what == "count" and inner.n == 2 and inner.sel.traits == ("花",)


def test_negative_count_bars_the_play_below_it() -> None:
    r = resolve(loads(WS_HEAD + PLAY_BOARD.format(text=LIMITED, stage=_flowers(1)), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert "手札からプレイできません" in rejection(r)
    assert zone_names(r, "A", "hand") == ["制限"]


def test_negative_count_lets_the_play_at_it() -> None:
    r = resolve(loads(WS_HEAD + PLAY_BOARD.format(text=LIMITED, stage=_flowers(2)), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert zone_names(r, "A", "hand") == []


# 「このターン中にこのカードが(手札から)舞台に置かれていたなら」 (round 61, s58wsC): this card was put
# onto the stage (from that zone) this turn and has stayed there (3.1.4) — as 「このカードが手札から
# 舞台に置かれたターンなら」 (``Cond("entered")``)

ATTACKS = "【自】 このカードがアタックした時、このカードがこのターン中に手札から舞台に置かれていたなら、あなたは1枚引く。"

ATTACK_BOARD = """\
players:
  A:
    level: 1
    stock: 3
    deck: [{{name: 山1, type: character, level: 0}}, {{name: 山2, type: character}}, 8]
    hand: {hand}
    stage: {stage}
  B:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 相手役, type: character, level: 0, power: 1000, soul: 1}}
actions:
{actions}  - {{do: attack, player: A, slot: center_front, kind: front}}
"""

ATTACKER = (
    "{name: 新顔, type: character, level: 0, cost: 0, power: 9000, soul: 1, color: YELLOW, "
    f'text: "{ATTACKS}"}}'
)


def test_put_this_turn_of_this_card_compiles_to_entered() -> None:
    prog = ws_compile(ATTACKS)
    assert prog.cond.what == "entered" and dict(prog.cond.detail)["zones"] == ("hand",)
    bare = ws_compile(
        "【自】 このカードがアタックした時、このターン中にこのカードが舞台に置かれていたなら、あなたは1枚引く。"
    )
    assert bare.cond.what == "entered" and dict(bare.cond.detail)["zones"] == ("any",)


def test_put_this_turn_of_this_card_holds_when_played() -> None:
    board = ATTACK_BOARD.format(
        hand=f"[{ATTACKER}]",
        stage="{}",
        actions="  - {do: play, player: A, card: 新顔, slot: center_front}\n",
    )
    r = resolve(loads(WS_HEAD + board, "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert zone_names(r, "A", "hand") == ["山1"]  # drawn when it attacked, before the trigger check


def test_put_this_turn_of_this_card_fails_for_an_earlier_turn() -> None:
    board = ATTACK_BOARD.format(hand="[]", stage=f"{{center_front: {ATTACKER}}}", actions="")
    r = resolve(loads(WS_HEAD + board, "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert zone_names(r, "A", "hand") == []
