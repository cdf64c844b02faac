"""ws behaviours fixed while reading the round-12 blind entries (tests/scenarios/ws/r12_*), each
on a minimal case of its own."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import ScenarioError, resolve
from ruling.scenario import loads

ONE_WAY_COST = """
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    deck: 10
    stage:
      left_back: {name: 起こす子, type: character, level: 0, power: 1000, soul: 1, text: "【起】［このカードを【レスト】する］ あなたは自分のキャラを1枚選び、そのターン中、パワーを＋1000。"}
      left_front: {name: 味方, type: character, level: 0, power: 3000, soul: 1}
  B:
    deck: 10
actions:
  - {do: activate, card: 起こす子}
choices:
  - CHOICE
ask: [味方.power, 起こす子.state]
"""


def test_ws_a_cost_paid_one_way_only_takes_no_answer_meant_for_the_target() -> None:
    """8.6.2.3 / 8.4.2: the cost ［このカードを【レスト】する］ is paid before the ability resolves
    and its 「選び」 target is chosen (8.6.3), but it can be paid one way only: nothing to
    decide, so an answer without ``at:`` that names the target is left for the target."""
    r = resolve(loads(ONE_WAY_COST.replace("CHOICE", "{player: A, choose: 味方}")))
    assert r.outcome["state"] == {"味方.power": 4000, "起こす子.state": "rest"}
    assert not [w for w in r.warnings() if w.kind == "unused_choice"]


def test_ws_an_answer_addressed_to_a_one_way_cost_must_still_name_it() -> None:
    """An entry addressed to the cost (``at: cost``) that names none of its options is an
    error, as before: only answers without ``at:`` are left for a later choice."""
    src = ONE_WAY_COST.replace("CHOICE", "{player: A, at: cost, choose: 味方}")
    with pytest.raises(ScenarioError, match="none of the options"):
        resolve(loads(src))


LOSS_THEN_REFRESH = """
game: ws
title: t
turn: {player: A, number: 9, phase: main, first_player: A}
players:
  A:
    level: ALEVEL
    clock: 6
    deck: [{name: 自分札, type: character, level: 0}, 5]
  B:
    deck: [{name: 最後, type: character, level: 0}]
    waiting_room: [{name: 控え1, type: character, level: 0}, {name: 控え2, type: character, level: 0}]
actions:
  - {do: resolve_text, player: A, text: "あなたに1ダメージを与える。その後、相手に1ダメージを与える。"}
"""


@pytest.mark.parametrize(("a_level", "flagged"), [(3, True), (0, False)])
def test_ws_an_interrupt_process_while_a_player_meets_a_loss_condition_is_flagged(
    a_level: int, flagged: bool
) -> None:
    """A reaches level 4 mid-effect (9.3.1); B's refresh (interrupt-type, 9.2.1) then runs before
    the check timing. 1.2.2 has A lose 「次にルール処理(9)を行う時点で」, while the loss check
    is check-type (9.4.1), made at a check timing only (9.1.2.2): the ruling follows 9.1.2.2 and
    flags the point (ws.loss_at_interrupt_process). With A at level 1 nobody meets a loss
    condition at the refresh: nothing is flagged."""
    r = resolve(loads(LOSS_THEN_REFRESH.replace("ALEVEL", str(a_level))))
    amb = [w for w in r.warnings() if w.kind == "ambiguity" and "1.2.2" in w.clauses]
    assert bool(amb) is flagged
    assert r.outcome.get("loser") == ("A" if flagged else None)


TO_MEMORY = """
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    deck: 10
  B:
    stock: 3
    deck: 10
    stage: {center_front: {name: 敵, type: character, level: 0, power: 3000, soul: 1}}
actions:
  - {do: resolve_text, player: A, text: "あなたは相手のキャラを1枚選び、思い出にする。"}
choices:
  - {player: A, choose: 敵}
ask: [敵.zone]
"""


def test_ws_a_character_sent_from_the_stage_to_the_memory_triggers_no_encore_citing_10_2_1() -> (
    None
):
    """10.2.1: encore is an automatic ability triggered by a move from the stage into the waiting
    room (10.2.2 its wording): a character put into the memory triggers none, and the ruling
    that finds no encore cites both."""
    r = resolve(loads(TO_MEMORY))
    assert r.outcome["state"] == {"敵.zone": "B.memory"}
    assert {"10.2.1", "10.2.2"} <= set(r.decided_by)
