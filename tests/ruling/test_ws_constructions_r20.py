"""Weiß Schwarz card-text constructions added in round 20 (issue 12, s16ws): each a minimal
ability text and what it does on a board, its neighbour wordings, and the case that must not do
it (or stays refused, with its reason)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import (
    center_orientations,
    unsupported,
    ws_battle,
    ws_compile,
    ws_resolve_text,
)
from tests.ruling.test_ws_constructions_r14 import NEXT

# ------------- 「他の枠 / 別の枠 / 舞台の別の枠 / 前列の別の枠 / キャラのいない枠に動かす」

MOVE = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage:
      center_front: {{name: 甲, type: character, level: 0, power: 2000, soul: 1}}
      left_front: {{name: 乙, type: character, level: 0, power: 2000, soul: 1, state: rest}}
{more}
    deck: 10
  B: {{deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "あなたは自分のキャラを1枚選び、{dest}に動かす。"}}
choices:
  - {{player: A, at: choose, choose: 甲}}
  - {{player: A, at: slot, choose: {slot}}}
ask: [甲.zone, 乙.zone, 乙.state]
"""


@pytest.mark.parametrize(
    "dest", ["他の枠", "別の枠", "舞台の別の枠", "舞台の他の枠", "前列の別の枠"]
)
def test_move_to_another_empty_slot(dest: str) -> None:
    """The chosen character moves to the slot chosen, an empty one: no reading to settle."""
    r = resolve(loads(MOVE.format(dest=dest, more="", slot="right_front")))
    assert not unsupported(r)
    assert r.outcome["state"]["甲.zone"] == "A.stage.right_front"
    assert "readings" not in r.outcome


def test_move_to_another_slot_of_a_row_keeps_to_that_row() -> None:
    """「後列の別の枠」: a front-row slot is not one of them; the back row's are (here
    left_back is chosen though the file asks right_front — the choice is not offered)."""
    r = resolve(loads(MOVE.format(dest="後列の別の枠", more="", slot="left_back")))
    assert r.outcome["state"]["甲.zone"] == "A.stage.left_back"


def test_move_into_an_occupied_slot_runs_every_reading() -> None:
    """A character moved by an effect into a slot 乙 holds: the rules give a swap only to the
    main phase's move (6.5.1.2.4); each reading of move_into_occupied_slot is run: swap (乙,
    rested, goes to the slot left, its orientation kept, 3.6.3), rule_process (9.6.2: 乙 to the
    waiting room), empty_only (3.6.2: 甲 goes to an empty slot, 乙 stays)."""
    r = resolve(loads(MOVE.format(dest="他の枠", more="", slot="left_front")))
    assert not unsupported(r)
    st = r.outcome["state"]
    assert st["甲.zone"] == "A.stage.left_front" and st["乙.zone"] == "A.stage.center_front"
    assert st["乙.state"] == "rest"
    alts = {tuple(a["reading"]): a["outcome"]["state"] for a in r.outcome["readings"]}
    assert alts[("rule_process",)]["乙.zone"] == "A.waiting_room"
    assert alts[("rule_process",)]["甲.zone"] == "A.stage.left_front"
    assert alts[("empty_only",)]["乙.zone"] == "A.stage.left_front"
    assert alts[("empty_only",)]["甲.zone"] not in ("A.stage.center_front", "A.stage.left_front")


def test_move_with_no_empty_slot_under_empty_only_does_not_move() -> None:
    """Every other slot taken: under empty_only the character stays (1.3.2)."""
    more = "\n".join(
        f"      {s}: {{name: 埋{i}, type: character, level: 0, power: 1000, soul: 1}}"
        for i, s in enumerate(("right_front", "left_back", "right_back"))
    )
    r = resolve(loads(MOVE.format(dest="他の枠", more=more, slot="left_front")))
    alts = {tuple(a["reading"]): a["outcome"]["state"] for a in r.outcome["readings"]}
    assert alts[("empty_only",)]["甲.zone"] == "A.stage.center_front"


@pytest.mark.parametrize(
    ("dest", "slot", "where"),
    [
        ("キャラのいない枠", "left_back", "A.stage.left_back"),
        ("自分の前列の中央のキャラのいない枠", "center_front", None),
    ],
)
def test_move_to_an_empty_slot_without_a_row_or_to_one_slot(
    dest: str, slot: str, where: str | None
) -> None:
    """「キャラのいない枠」 with no row named is an empty slot of the stage; 「自分の前列の中央の
    キャラのいない枠」 is the centre-front slot if empty (甲 is there: it cannot move there)."""
    text = MOVE.format(dest=dest, more="", slot=slot).replace("choose: 甲", "choose: 乙")
    if where is None:
        text = text.replace("center_front: {name: 甲", "right_back: {name: 甲")
    r = resolve(loads(text))
    assert not unsupported(r)
    assert r.outcome["state"]["乙.zone"] == (where or "A.stage.center_front")
    assert r.outcome["state"]["乙.state"] == "rest"  # 3.6.3


def test_put_into_another_slot_stays_refused() -> None:
    """「そのキャラを舞台の別の枠に【レスト】して置く」: a card of the stage put anew into another
    slot is not a move (3.6.3) and is refused with its reason, not run as one."""
    with pytest.raises(Exception, match="putting a card into another slot"):
        ws_compile(
            "【自】 他のあなたのキャラが【リバース】した時、そのキャラを舞台の別の枠に【レスト】して置く。"
        )


# ------------- 「それらのカードのCX1枚につき、相手に1ダメージを与える」 (a damage per card)

PER_DAMAGE = (
    "  A:\n    level: 1\n"
    "    deck: [{name: 甲CX, type: climax}, {name: 乙, type: character}, {name: 丙CX, type: climax},"
    " 5]\n"
    "  B:\n    level: 1\n    deck: [{B_DECK}]\n"
)


@pytest.mark.parametrize(
    "text",
    [
        "あなたは自分の山札の上から3枚を、控え室に置く。それらのカードのCX1枚につき、相手に1ダメージを与える。",
        "あなたは自分の山札の上から3枚を、控え室に置く。それらのカードのCX1枚につき、あなたは相手に1ダメージを与える。",
    ],
)
def test_damage_per_card_is_dealt_once_per_card(text: str) -> None:
    """Two climaxes among the three: two damages of 1, each dealt on its own (4.10.1) — B's
    clock 2. Nothing is done per card for the character 乙."""
    players = PER_DAMAGE.replace(
        "{B_DECK}", "{name: 一, type: character}, {name: 二, type: character}, 5"
    )
    r = ws_resolve_text(players, text, ask="B.clock")
    assert not unsupported(r)
    assert r.outcome["state"]["B.clock"] == 2


def test_damage_per_card_each_cancelled_on_its_own() -> None:
    """B's top card a climax: the first damage is cancelled (4.10.1.3), the second is not —
    each damage of the per-card count is its own, so B's clock is 1, not 0."""
    players = PER_DAMAGE.replace(
        "{B_DECK}", "{name: 止, type: climax}, {name: 二, type: character}, 5"
    )
    r = ws_resolve_text(
        players,
        "あなたは自分の山札の上から3枚を、控え室に置く。それらのカードのCX1枚につき、相手に1ダメージを与える。",
        ask="B.clock",
    )
    assert r.outcome["state"]["B.clock"] == 1


# ------------- 「山札の上か下に置く。山札の下に置いたなら」 (the end the master picked)

LOOK_PUT = (
    "  A:\n    level: 1\n    hand: 0\n"
    "    deck: [{name: 見る札, type: character}, {name: 二枚目, type: character}, 5]\n"
    "  B: {level: 1, deck: 10}\n"
)


@pytest.mark.parametrize(
    ("end", "said", "hand"),
    [
        ("deck@bottom", "下", 1),
        ("deck@top", "下", 0),
        ("deck@top", "上", 1),
        ("deck@bottom", "上", 0),
    ],
)
def test_condition_on_the_end_of_the_deck_picked(end: str, said: str, hand: int) -> None:
    """The looked card put at the end A picks; 「山札の下(上)に置いたなら」 holds only for that end
    (what is drawn then is the top card: 二枚目 after a put at the bottom)."""
    r = ws_resolve_text(
        LOOK_PUT,
        "あなたは自分の山札の上から1枚を見て、山札の上か下に置く。"
        f"山札の{said}に置いたなら、あなたは1枚引く。",
        choices=f"  - {{player: A, at: dest, choose: '{end}'}}\n",
        ask="A.hand",
    )
    assert not unsupported(r)
    assert r.outcome["state"]["A.hand"] == hand


# ------------- 「控え室に置いたカードがCXなら」 (the cards this effect put there, active voice)


@pytest.mark.parametrize(
    ("top", "end", "hand"),
    [("climax", "waiting_room", 1), ("climax", "deck@top", 0), ("character", "waiting_room", 0)],
)
def test_condition_on_the_card_put_into_the_waiting_room(top: str, end: str, hand: int) -> None:
    """「山札の上か控え室に置く。控え室に置いたカードがCXなら、1枚引く」: only a climax this effect put
    into the waiting room meets it (one put back on the deck is not 「控え室に置いたカード」)."""
    players = LOOK_PUT.replace("{name: 見る札, type: character}", f"{{name: 見る札, type: {top}}}")
    r = ws_resolve_text(
        players,
        "あなたは自分の山札の上から1枚を見て、山札の上か控え室に置く。控え室に置いたカードがCXなら、あなたは1枚引く。",
        choices=f"  - {{player: A, at: dest, choose: '{end}'}}\n",
        ask="A.hand",
    )
    assert not unsupported(r)
    assert r.outcome["state"]["A.hand"] == hand


# ------------- 「このカード(の正面のキャラ)が【リバース】(【レスト】)していないなら」

NOT_STATE = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage:
      center_front: {{name: 主, type: character, level: 0, power: 2000, soul: 1, state: {mine}, text: "【起】 {cond}、あなたは1枚引く。"}}
    deck: 10
  B:
    level: 1
    stage:
      center_front: {{name: 正面, type: character, level: 0, power: 2000, soul: 1, state: {theirs}}}
    deck: 10
actions:
  - {{do: activate, player: A, card: 主}}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("cond", "mine", "theirs", "hand"),
    [
        ("このカードが【リバース】していないなら", "stand", "stand", 1),
        ("このカードが【リバース】していないなら", "rest", "stand", 1),
        ("このカードが【リバース】していないなら", "reverse", "stand", 0),
        ("このカードが【レスト】していないなら", "rest", "stand", 0),
        ("このカードの正面のキャラが【レスト】していないなら", "stand", "stand", 1),
        ("このカードの正面のキャラが【レスト】していないなら", "stand", "reverse", 1),
        ("このカードの正面のキャラが【レスト】していないなら", "stand", "rest", 0),
    ],
)
def test_negated_state_condition(cond: str, mine: str, theirs: str, hand: int) -> None:
    """Not in that orientation: in one of the other two (4.6.1); the card there to be so."""
    r = resolve(loads(NOT_STATE.format(cond=cond, mine=mine, theirs=theirs)))
    assert not unsupported(r)
    assert r.outcome["state"]["A.hand"] == hand


def test_negated_state_condition_needs_the_card_there() -> None:
    """No character facing it: 「正面のキャラが【レスト】していないなら」 is not met (there is no
    such character to be in another orientation)."""
    text = NOT_STATE.format(
        cond="このカードの正面のキャラが【レスト】していないなら", mine="stand", theirs="stand"
    ).replace("center_front: {name: 正面", "left_back: {name: 正面")
    r = resolve(loads(text))
    assert r.outcome["state"]["A.hand"] == 0


# ------------- 「自分のストックを1枚、控え室に置いてよい」 (a count set off by a comma; grammar)


@pytest.mark.parametrize(
    "text",
    [
        "あなたは自分のストックを1枚、控え室に置いてよい。そうしたら、あなたは1枚引く。",
        "あなたは自分のストックを1枚控え室に置いてよい。そうしたら、あなたは1枚引く。",
    ],
)
def test_count_set_off_by_a_comma(text: str) -> None:
    """With and without the comma after 「1枚」: one card of the stock to the waiting room, then
    the draw (the comma changes nothing)."""
    r = ws_resolve_text(
        "  A:\n    level: 1\n    stock: 2\n    deck: 10\n  B: {level: 1, deck: 10}\n",
        text,
        choices="  - {player: A, choose: yes}\n",
        ask="A.stock, A.waiting_room, A.hand",
    )
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.stock": 1, "A.waiting_room": 1, "A.hand": 1}


# ------------- 「(あなたのターン中、)あなたの手札の枚数が相手の手札の枚数以上なら」

HANDS = """\
game: ws
title: t
turn: {{player: {turn}, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    hand: {mine}
    stage:
      center_front: {{name: 主, type: character, level: 0, power: 2000, soul: 1, text: "【永】 {cond}、このカードのパワーを＋3000。"}}
    deck: 10
  B: {{level: 1, hand: 2, deck: 10}}
ask: [主.power]
"""


@pytest.mark.parametrize(
    ("cond", "turn", "mine", "power"),
    [
        ("あなたの手札の枚数が相手の手札の枚数以上なら", "A", 2, 5000),
        ("あなたの手札の枚数が相手の手札の枚数以上なら", "A", 1, 2000),
        ("あなたの手札の枚数が相手の手札の枚数以上なら", "B", 3, 5000),
        ("あなたのターン中、あなたの手札の枚数が相手の手札の枚数以上なら", "A", 3, 5000),
        ("あなたのターン中、あなたの手札の枚数が相手の手札の枚数以上なら", "B", 3, 2000),
        ("あなたのターン中、あなたの手札の枚数が相手の手札の枚数以下なら", "A", 2, 5000),
        ("あなたのターン中、あなたの手札の枚数が相手の手札の枚数以下なら", "A", 3, 2000),
        ("相手のターン中、あなたの手札の枚数が相手の手札の枚数より多いなら", "B", 3, 5000),
        ("相手のターン中、あなたの手札の枚数が相手の手札の枚数より多いなら", "A", 3, 2000),
        ("相手のターン中、あなたの手札の枚数が相手の手札の枚数より多いなら", "B", 2, 2000),
    ],
)
def test_counts_compared_during_a_turn(cond: str, turn: str, mine: int, power: int) -> None:
    """One player's count against the other's, equal included (以上 / 以下), and with 「あなたの
    ターン中、」 only in that turn (8.1.1.3)."""
    r = resolve(loads(HANDS.format(cond=cond, turn=turn, mine=mine)))
    assert not unsupported(r)
    assert r.outcome["state"]["主.power"] == power


# ------------- 「相手は【カウンター】を手札からプレイできない」 (what has the counter icon, 2.8.2)

COUNTER = """\
game: ws
title: t
turn: {{player: A, number: 9, phase: attack, first_player: A}}
players:
  A:
    level: 3
    stage:
      center_front: {{name: 封じ手, type: character, level: 3, power: 9500, soul: 1, text: "{ban}"}}
    deck: 10
  B:
    level: 2
    stock: 1
    hand:
      - {{name: 助け手, type: character, level: 2, text: "【起】【カウンター】助太刀3000 レベル2 [(1)手札のこのカードを控え室に置く]"}}
      - {{name: 返し技, type: event, level: 0, cost: 0, text: "【カウンター】 あなたは自分のキャラを1枚選び、そのターン中、パワーを＋3000。"}}
    stage: {{center_front: {{name: 守り手, type: character, level: 2, power: 8000, soul: 1}}}}
    deck: 10
actions:
  - {{do: attack, slot: center_front, kind: front, counter: [{{do: {verb}, player: B, card: {card}}}]}}
ask: [B.hand, B.center_front]
"""


@pytest.mark.parametrize(("verb", "card"), [("activate", "助け手"), ("play", "返し技")])
@pytest.mark.parametrize(
    "ban",
    [
        "【永】 このカードのバトル中、相手は【カウンター】を手札からプレイできない。",
        "【永】 相手は【カウンター】を手札からプレイできない。",
        # no 「手札から」: a card played is a hand card (8.6.1), 『助太刀』 too (10.5.1)
        "【永】 相手は【カウンター】をプレイできない。",
    ],
)
def test_counter_icon_forbidden(ban: str, verb: str, card: str) -> None:
    """Neither the 『助太刀』 nor the counter event is played: B keeps both cards and its
    character is reversed (8000 < 9500). Without the prohibition, either is played and the
    character survives (11000 / 11000 against 9500)."""
    r = resolve(loads(COUNTER.format(ban=ban, verb=verb, card=card)))
    assert not unsupported(r)
    assert r.outcome["state"]["B.hand"] == 2
    assert r.outcome["state"]["B.center_front"] == ["守り手(reverse)"]
    free = resolve(loads(COUNTER.format(ban="", verb=verb, card=card)))
    assert free.outcome["state"]["B.hand"] == 1
    assert free.outcome["state"]["B.center_front"] == ["守り手"]


# ------------- 「このカードはフロントアタックされない」


def test_cannot_be_front_attacked() -> None:
    """The character opposite it may not front-attack it (1.3.3): the attack declared as a front
    attack is a side attack (7.2.1.4.2) — no battle, 受け役 (5000) not reversed by 9000. Without
    the text it is front-attacked and reversed."""
    text = "【永】 このカードはフロントアタックされない。"
    r = ws_battle(power=9000, theirs=text, kind="front")
    assert not unsupported(r)
    assert center_orientations(r)[1] == "stand"
    assert {"7.2.1.4.2", "1.3.3"} <= set(r.decided_by)
    plain = ws_battle(power=9000, theirs="", kind="front")
    assert center_orientations(plain)[1] == "reverse"
    side = ws_battle(power=9000, theirs=text, kind="side")
    assert center_orientations(side)[1] == "stand"


# ------------- 「…し、次の2つの効果のうちあなたが選んだ1つを行う。『…』『…』」 (steps before the choice)

MODES = "あなたは1枚引き、次の2つの効果のうちあなたが選んだ1つを行う。『相手に1ダメージを与える。』『あなたは1枚引く。』"


@pytest.mark.parametrize(("mode", "hand", "clock"), [("1", 1, 1), ("2", 2, 0)])
def test_steps_before_a_choice_of_effects(mode: str, hand: int, clock: int) -> None:
    """The draw before the choice is done, then the effect A chose (8.6.3)."""
    r = ws_resolve_text(
        "  A:\n    level: 1\n    deck: 10\n  B:\n    level: 1\n"
        "    deck: [{name: 一, type: character}, 9]\n",
        MODES,
        choices=f"  - {{player: A, at: mode, choose: '{mode}'}}\n",
        ask="A.hand, B.clock",
    )
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": hand, "B.clock": clock}


def test_a_chosen_effect_with_a_cost_of_its_own() -> None:
    """『［手札を2枚控え室に置く］ あなたはコストを払ってよい。そうしたら、相手に3ダメージを与える。』
    chosen: its cost paid (two hand cards), then the damage — after the draw before it."""
    text = (
        "あなたは1枚引き、次の2つの効果のうちあなたが選んだ1つを行う。『相手に1ダメージを与える。』"
        "『［手札を2枚控え室に置く］ あなたはコストを払ってよい。そうしたら、相手に3ダメージを与える。』"
    )
    r = ws_resolve_text(
        "  A:\n    level: 1\n    hand: 1\n    deck: 10\n  B:\n    level: 1\n"
        "    deck: [{name: 一, type: character}, {name: 二, type: character}, 9]\n",
        text,
        choices="  - {player: A, at: mode, choose: '2'}\n  - {player: A, choose: yes}\n",
        ask="A.hand, A.waiting_room, B.clock",
    )
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": 0, "A.waiting_room": 2, "B.clock": 3}


# ------------- 「次のあなたのターンの終わりまで」 (a duration; grammar lexicon)


@pytest.mark.parametrize(("turn", "until"), [("A", "turn_of:A:7"), ("B", "turn_of:A:6")])
def test_until_the_end_of_your_next_turn(turn: str, until: str) -> None:
    """Made in turn 6: by A in its own turn, A's next turn is the first of A's after it; by A in
    B's turn 6, A's first from then on — named by the player (``ruling.turn_end.turn_of``, round
    41: an extra turn may come between), not counted — the neighbour of 「次の相手のターンの終わり
    まで」."""
    r = resolve(loads(NEXT.format(turn=turn, d="次のあなたのターンの終わりまで"), "t.yaml"))
    assert not unsupported(r)
    assert [e.until for e in r.main.final.effects if e.stat == "power"] == [until]
