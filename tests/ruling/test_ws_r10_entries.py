"""ws behaviours fixed while reading the round-10 blind entries (tests/scenarios/ws/r10_*), each
on a minimal case of its own."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

PAYER = """
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    hand: [{{name: 捨て札, type: character}}]
    deck: [{{name: 引く札, type: character}}, 5]
    stage:
      center_front: {{name: 払う子, type: character, level: 0, power: 2000, soul: 1, text: "【自】［手札を1枚控え室に置く］ このカードがアタックした時、あなたはコストを払ってよい。そうしたら、あなたは1枚引く。"}}
  B: {{deck: 10, stage: {{center_front: {{name: 壁, type: character, level: 0, power: 1000}}}}}}
actions:
  - {{player: A, do: attack, slot: center_front, kind: front}}
choices:
  - {{player: A, at: {at}, choose: {choose}}}
ask: [引く札.zone, 捨て札.zone]
"""


@pytest.mark.parametrize(
    ("at", "choose", "drawn"),
    [("cost", "yes", True), ("cost", "no", False), ("optional", "yes", True)],
)
def test_ws_an_optional_cost_is_answered_at_cost_or_at_optional(
    at: str, choose: str, drawn: bool
) -> None:
    """「あなたはコストを払ってよい」 (8.1.1.2.2, 8.6.4) is one yes/no decision: a scenario answers it
    with ``at: cost`` (as docs/scenarios.md writes 「this cost may not be paid」) or ``at: optional``."""
    r = resolve(loads(PAYER.format(at=at, choose=choose)))
    st = r.outcome["state"]
    assert (st["引く札.zone"] == "A.hand") is drawn
    assert (st["捨て札.zone"] == "A.waiting_room") is drawn


BACKUP = """
game: ws
title: t
turn:
  player: A
  number: 5
  phase: attack
  step: counter
  first_player: A
  attack: {{attacker: A.center_front, defender: B.center_front, kind: front}}
players:
  A:
    deck: 10
    stage: {{center_front: {{name: 攻め手, type: character, level: 1, power: 6000, soul: 1, state: rest}}}}
  B:
    level: 1
    stock: {stock}
    hand:
      - {{name: 援, type: character, level: 1, power: 2000, text: "【起】【カウンター】 助太刀2000 レベル1 ［(1) 手札のこのカードを控え室に置く］"}}
    deck: 10
    stage: {{center_front: {{name: 受け手, type: character, level: 1, power: 5000, soul: 1}}}}
actions:
  - {{do: activate, player: B, card: 援}}
ask: [援.zone, A.center_front]
"""


def test_ws_backup_refused_for_its_cost_cites_the_keyword_that_sets_the_cost() -> None:
    """10.5.2: 『助太刀 … [(コスト)]』 is what makes (1) the cost; unpaid, 8.6.2.3.2 refuses it."""
    r = resolve(loads(BACKUP.format(stock=0)))
    assert r.outcome["state"]["援.zone"] == "B.hand"
    assert {"10.5.2", "8.6.2.3.2", "8.4.2.2"} <= set(r.decided_by)


def test_ws_backup_power_comes_from_the_counter_step_play_timing() -> None:
    """7.4.1.2: the non-turn player's play timing in the counter step is where 助太刀 is played;
    its power decides the battle."""
    r = resolve(loads(BACKUP.format(stock=1)))
    assert r.outcome["state"]["A.center_front"] == ["攻め手(reverse)"]
    assert {"7.4.1.2", "10.5.2", "7.6.1.2"} <= set(r.decided_by)


DECK = """
game: ws
title: t
turn: {{player: A, number: 0}}
players:
  A: {{deck: [{{name: 五枚, type: {type}, count: 5}}, 45]}}
  B: {{deck: 50}}
actions:
  - {{do: game_setup, first: A, mulligan: {{A: 0, B: 0}}}}
"""


@pytest.mark.parametrize(("kind", "cited"), [("climax", True), ("character", False)])
def test_ws_five_climaxes_of_one_name_break_the_copy_rule_5_1_2_3_applies_to_them(
    kind: str, cited: bool
) -> None:
    """5.1.2.3 「さらに、上記「同一カード名のカードは4枚以下」のルールに従う必要があります」: five climaxes
    of one name are refused by 5.1.2.2 as 5.1.2.3 applies it to climaxes; five characters only by
    5.1.2.2."""
    r = resolve(loads(DECK.format(type=kind)))
    assert r.outcome.get("rejected") is True
    assert "5.1.2.2" in r.decided_by
    assert ("5.1.2.3" in r.decided_by) is cited


ASSIST = """
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    deck: 10
    stage:
      {slot}: {{name: 応援者, type: character, level: 0, power: 500, text: "【永】 応援 このカードの前のあなたのキャラすべてに、パワーを＋500。"}}
      left_front: {{name: 甲, type: character, level: 1, power: 4000}}
  B: {{deck: 10}}
ask: [甲.power]
"""


@pytest.mark.parametrize(
    ("slot", "power", "idle"), [("right_front", 4000, True), ("left_back", 4500, False)]
)
def test_ws_an_assist_off_the_back_row_is_a_reason_a_front_power_stays_printed(
    slot: str, power: int, idle: bool
) -> None:
    """10.3.2 『応援』 = 「このキャラが後列の枠に置かれているかぎり…有効」: in the front row its
    effect is not valid (8.3.3), and that decides 甲's printed power; from the back row it applies
    and no unmet condition is cited."""
    r = resolve(loads(ASSIST.format(slot=slot)))
    assert r.outcome["state"]["甲.power"] == power
    assert "10.3.2" in r.decided_by
    assert ("8.3.3" in r.decided_by) is idle


DELAYED = """
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    hand:
      - {{name: 決意, type: event, level: 0, cost: 0, text: "あなたは自分のキャラを1枚選び、ターンの終わりに、そのキャラを思い出にする。"}}
    deck: 10
    stage: {{center_front: {{name: 杏, type: character, level: 1, power: 5000}}}}
  B: {{deck: 10}}
actions:
  - {{player: A, do: play, card: 決意}}
{between}
  - {{do: end_phase}}
ask: [A.memory]
"""


@pytest.mark.parametrize(
    ("between", "memory", "moved"),
    [
        (
            "  - {do: move, card: 杏, to: A.hand}\n  - {player: A, do: play, card: 杏, slot: center_front}",
            0,
            True,
        ),
        ("", 1, False),
    ],
)
def test_ws_a_delayed_ability_whose_chosen_card_changed_zones_fails_on_it(
    between: str, memory: int, moved: bool
) -> None:
    """8.7.5 a delayed ability remembers 「そのキャラ」; once the card has left its slot it is a new
    card (3.1.4) and the effect on it cannot be done (8.7.7) — not an unchosen target (8.6.3.1.3).
    Left where it was, it is put into the memory."""
    r = resolve(loads(DELAYED.format(between=between)))
    assert r.outcome["state"]["A.memory"] == memory
    assert ({"8.7.7", "3.1.4"} <= set(r.decided_by)) is moved
    assert "8.6.3.1.3" not in r.decided_by


ENCORE = """
game: ws
title: t
turn: {{player: A, number: 5, phase: attack, first_player: A}}
players:
  A:
    deck: 10
    stage: {{center_front: {{name: 攻め手, type: character, level: 1, power: 6000, soul: 1}}}}
  B:
    deck: 10
    stage: {{center_front: {{name: 受け手, type: character, level: 1, power: {power}, soul: 1}}}}
actions:
  - {{player: A, do: attack, slot: center_front, kind: front}}
  - {{do: stand, card: 受け手}}
  - {{do: encore_step}}
ask: [B.center_front]
"""


@pytest.mark.parametrize(("power", "cited"), [(5000, True), (9000, False)])
def test_ws_a_character_reversed_this_phase_and_stood_again_stays_by_7_7_1_3(
    power: int, cited: bool
) -> None:
    """7.7.1.3 puts the non-turn player's reversed characters into the waiting room: one reversed
    in the battle and stood again is not among them, and that clause is why it stays. One never
    reversed does not cite it."""
    r = resolve(loads(ENCORE.format(power=power)))
    assert r.outcome["state"]["B.center_front"] == ["受け手"]
    assert ("7.7.1.3" in r.decided_by) is cited


END_PHASE = """
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A: {{deck: 10}}
  B:
    deck: 10
    stage: {{center_front: {{name: 乙, type: character, level: 1, power: {power}}}}}
effects:
  - {{target: 乙, stat: power, op: add, value: 1000, until: turn}}
actions:
  - {{do: end_phase}}
ask: [乙.zone, turn.player]
"""


@pytest.mark.parametrize(("power", "raised"), [(0, True), (1000, False)])
def test_ws_a_rule_process_due_once_this_turn_effects_end_is_run_both_ways_at_6_8_1_5(
    power: int, raised: bool
) -> None:
    """6.8.1.5 names what was resolved at 6.8.1.4's check timing, not a check-type rule process
    that the effects ending at 6.8.1.4 make due (a power of 0, 9.5.1): a reading choice point
    (round 52, s49wsA: before, only flagged) — as written the turn ends (乙 goes at B's stand
    phase), by its purpose the end phase starts over (乙 goes in A's turn). Both end with 乙 in the
    waiting room and B the turn player: the ruling says so (regardless of the reading). A
    character still above 0 raises no such point."""
    r = resolve(loads(END_PHASE.format(power=power)))
    assert r.outcome["state"]["turn.player"] == "B"
    others = [
        c.option
        for leaf in r.alternates
        for c in leaf.choices
        if c.reading and "6.8.1.5" in c.clauses
    ]
    assert (others == ["starts_over"]) is raised
    if raised:
        assert r.outcome["state"]["乙.zone"] == "B.waiting_room"
        assert r.outcome.get("regardless_of_reading") is True
