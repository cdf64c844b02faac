"""Weiß Schwarz card-text constructions added in round 20 (issue 12, s16ws): each a minimal
ability text and what it does on a board, its neighbour wordings, and the case that must not do
it (or stays refused, with its reason)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported, ws_compile, ws_resolve_text

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
