"""Round 50: the abilities of the spent blind card set cards_r49 the compiler refused, read in
general form.

- 「このカードは前列の中央の枠以外の枠に動かせない」: 「…の枠以外の枠に」 is 「…の枠以外に」 (the goal
  of a move is a slot anyway) — the move ban ``move_slot!center`` (1.3.3; the main phase's move,
  6.5.1.2.4).
- 「このターンにあなたが『シフト』を使っていたなら」: the history condition (as 「このターン中、あなたが
  【起】を使っていないなら」) over a keyword whose 『X』を使った the rules define (10.11.4), 「このターンに」
  the turn named; 「…ていた」 reads as 「…た」 (the use had happened). The condition cites 10.11.4."""

from __future__ import annotations

import pytest

from ruling import abilities as AB
from ruling.games._ws.cardtext.ir import Cond, Sel, trig_ext
from ruling.resolve import check_expect, resolve
from ruling.rules import get_game
from ruling.scenario import loads


def _ability(text: str) -> AB.Ability:
    get_game("ws")
    (ab,) = AB._abilities("ws", text, "character")
    return ab


# ------------------------------------------------------------------ 「…の枠以外の枠に動かせない」

BAN = "このカードは前列の中央の枠以外の枠に動かせない。"


def test_slot_except_slot_is_the_same_ban() -> None:
    a, b = (
        _ability(f"【永】 {BAN}"),
        _ability("【永】 このカードは前列の中央の枠以外に動かせない。"),
    )
    assert a.supported, a.reason
    assert a.program == b.program
    (op,) = a.program.steps
    assert (op.verb, op.stat) == ("prohibit", "move_slot!center")


MOVES = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage:
      left_back: {{name: 町長, type: character, level: 0, power: 3000, soul: 1, text: "【永】 {ban}"}}
    deck: 10
  B: {{deck: 10}}
actions:
  - {{do: swap, player: A, slot: left_back, with: {to}}}
ask: [町長.zone]
"""


@pytest.mark.parametrize(
    ("to", "zone"),
    [("right_back", "A.stage.left_back"), ("center_front", "A.stage.center_front")],
)
def test_main_phase_move_only_to_the_centre(to: str, zone: str) -> None:
    r = resolve(loads(MOVES.format(ban=BAN, to=to)))
    assert r.outcome["state"]["町長.zone"] == zone


# ------------------------------------------------------------------ 「『シフト』を使っていたなら」

SHIFTED = (
    "【自】 このカードが手札から舞台に置かれた時、このターンにあなたが『シフト』を使っていたなら、"
    "そのターン中、このカードのパワーを＋2000。"
)


def test_keyword_used_this_turn_condition() -> None:
    ab = _ability(SHIFTED)
    assert ab.supported, ab.reason
    c = ab.program.cond
    assert isinstance(c, Cond) and c.what == "history"
    assert c.event.event == "used" and c.event.subject == Sel(owner="you")
    assert trig_ext(c.event, "keyword") == "シフト"


def test_a_keyword_without_a_used_event_is_refused() -> None:
    ab = _ability(
        "【自】 このカードが手札から舞台に置かれた時、このターンにあなたが『応援』を使っていたなら、"
        "そのターン中、このカードのパワーを＋2000。"
    )
    assert not ab.supported


def _shift_board(shifted: bool) -> str:
    swap = "  - {player: A, choose: 便箋}\n" if shifted else ""
    return f"""game: ws
title: t
turn: {{player: A, number: 7, phase: clock, first_player: A}}
players:
  A:
    level: [{{name: 昔の札, type: character, color: YELLOW}}]
    clock:
      - {{name: 風見, type: character, level: 0, cost: 0, power: 3000, soul: 1, color: YELLOW, text: "【自】 シフト レベル1"}}
    hand:
      - {{name: 踊り手, type: character, level: 0, cost: 0, power: 3000, soul: 1, color: YELLOW, text: "{SHIFTED}"}}
      - {{name: 便箋, type: event, level: 0, cost: 0, color: YELLOW, text: "あなたは1枚引く。"}}
    deck: 10
  B: {{deck: 10}}
actions:
  - {{do: main_phase}}
  - {{do: check_timing}}
  - {{do: play, player: A, card: 踊り手, slot: center_front}}
  - {{do: check_timing}}
choices:
  - {{player: A, choose: {"yes" if shifted else "no"}}}
{swap}"""


def test_shift_used_this_turn_boosts() -> None:
    y = _shift_board(True) + (
        'expect:\n  state: {踊り手.power: 5000, 風見.zone: A.hand}\n  decided_by: ["10.11.4"]\n'
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_shift_declined_no_boost() -> None:
    y = _shift_board(False) + (
        'expect:\n  state: {踊り手.power: 3000, 風見.zone: A.clock}\n  decided_by: ["10.11.4"]\n'
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)


# ------------------------------------------------ 「ただし、この効果でソウルは＋2までしか上がらない」

CAPPED = (
    "【永】 このカードの下のマーカー1枚につき、このカードのソウルを＋1。"
    "ただし、この効果でソウルは＋2までしか上がらない。"
)


def test_cap_is_read_on_the_change() -> None:
    ab = _ability(CAPPED)
    assert ab.supported, ab.reason
    (op,) = ab.program.steps
    assert (op.stat, op.amount, op.detail) == ("soul", 1, (("cap", 2),))


def test_cap_without_a_count_is_refused() -> None:
    ab = _ability(
        "【永】 このカードのパワーを＋500。ただし、この効果でパワーは＋1000までしか上がらない。"
    )
    assert not ab.supported


def _markers(n: int) -> str:
    under = ", ".join(["{name: 印, type: character}"] * n)
    return f"""game: ws
title: t
turn: {{player: A, number: 6, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage:
      center_front: {{name: 怪人, type: character, level: 1, power: 5000, soul: 1, text: "{CAPPED}"}}
    markers:
      center_front: [{under}]
    deck: 10
  B: {{deck: 10}}
actions:
  - {{do: check_timing}}
ask: [怪人.soul]
"""


@pytest.mark.parametrize(("n", "soul"), [(1, 2), (2, 3), (4, 3)])
def test_soul_rises_at_most_two(n: int, soul: int) -> None:
    r = resolve(loads(_markers(n)))
    assert r.outcome["state"]["怪人.soul"] == soul
