"""CrossOver (co): rules read again in round 11 against the known failures of the r10 blind set,
each on a minimal case of its own (the scenarios in tests/scenarios/co/r10_* are the writers')."""

from __future__ import annotations

from typing import Any

from ruling.render import warnings_data
from ruling.resolve import resolve
from ruling.scenario import loads


def _play_beyond_energy(kind: str) -> str:
    return f"""
game: co
title: a play whose cost cannot be paid
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{{name: 札, type: {kind}, cost: 2, ap: 1, dp: 1, text: "あなたはカードを1枚引く。"}}]
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: play, card: 札, allowed: false}}
"""


def test_a_play_whose_cost_cannot_be_paid_cites_its_card_types_clause() -> None:
    """3.4.2 (a character) and 3.4.3 (an event, spell or item) allow a play only 「コストを支払える
    のであれば」: a refusal for the cost cites the card type's clause with the payment's."""
    character = resolve(loads(_play_beyond_energy("character")))
    assert {"3.4.2", "4.3.2.1"} <= set(character.decided_by)
    assert "3.4.3" not in character.decided_by
    spell = resolve(loads(_play_beyond_energy("spell")))
    assert {"3.4.3", "4.3.2.1"} <= set(spell.decided_by)
    assert "3.4.2" not in spell.decided_by


def _sweep(dps: list[int]) -> str:
    field = ", ".join(
        f"{{name: 兵{i}, type: character, ap: 1, dp: {dp}}}" for i, dp in enumerate(dps)
    )
    hits = ", ".join(f"{{do: damage, to: 兵{i}, amount: 2}}" for i in range(len(dps)))
    return f"""
game: co
title: two damage to every character at once
turn: {{player: A, number: 4, phase: main}}
players:
  A: {{hp: 10, deck: 10}}
  B: {{hp: 10, deck: 10, field: [{field}]}}
actions:
  - {{do: simultaneous, actions: [{hits}]}}
ask: [B.dustbox]
"""


def test_characters_crashed_together_are_ordered_by_their_owner() -> None:
    """4.2.3: 「同じタイミングでカードがダストボックスに置かれる場合、そのカードのオーナーがカードを
    置く順番を自由に決めることができます」 — two characters crashed by one rule process are put
    there at one timing; a character crashed alone (the other survives) is not."""
    two = resolve(loads(_sweep([1, 2])))
    assert two.outcome["state"] == {"B.dustbox": 2}
    assert {"4.2.3", "4.2.4", "4.3.9"} <= set(two.decided_by)
    one = resolve(loads(_sweep([1, 3])))
    assert one.outcome["state"] == {"B.dustbox": 1}
    assert {"4.2.4", "4.3.9"} <= set(one.decided_by)
    assert "4.2.3" not in one.decided_by


def test_a_second_battle_of_the_turn_cites_the_battle_start_declaration() -> None:
    """3.4.5.1: 「戦闘が終了しても、アタックを行うことができるキャラクターをコントロールしている場合
    は、何度でも戦闘を行うことができます」 — the attack is declared in the battle its start
    declaration began, so the damage of a second battle is decided by 3.4.5.1 too."""
    text = """
game: co
title: two battles
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 10, deck: 10, field: [{name: 甲, type: character, ap: 1, dp: 1}, {name: 乙, type: character, ap: 2, dp: 2}]}
  B: {hp: 3, deck: 10}
actions:
  - {do: attack, attacker: 甲, defender: none}
  - {do: attack, attacker: 乙, defender: none}
"""
    r = resolve(loads(text))
    assert r.outcome.get("winner") == "A"
    assert {"3.4.5.1", "3.4.5.2", "3.4.5.4", "4.1.2"} <= set(r.decided_by)


def _modified(until: str, turn_end: bool) -> str:
    ends = "\n  - {do: end_phase}\n  - {do: turn_end}" if turn_end else ""
    return f"""
game: co
title: a modification through the turn's end
turn: {{player: A, number: 4, phase: main}}
players:
  A: {{hp: 10, deck: 10, field: [{{name: 兵, type: character, ap: 2, dp: 2}}]}}
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: effect, target: 兵, stat: ap, value: 1, until: {until}}}{ends}
ask: [兵.ap]
"""


def test_a_value_asked_for_is_decided_by_the_order_of_its_effects() -> None:
    """4.3.8: a card's values are worked out from the effects applying to it (step 5: the
    modifications summed at once); a value no effect changes cites nothing of it."""
    r = resolve(loads(_modified("game", False)))
    assert r.outcome["state"] == {"兵.ap": 3}
    assert "4.3.8" in r.decided_by
    bare = resolve(
        loads(
            _modified("game", False).replace(
                "  - {do: effect, target: 兵, stat: ap, value: 1, until: game}",
                "  - {do: check, state: {兵.ap: 2}}",
            )
        )
    )
    assert "4.3.8" not in bare.decided_by


def test_an_effect_with_no_duration_stays_through_the_turn_end() -> None:
    """3.7.2 ends only the effects lasting 「ターン終了時まで」: one with no duration is read there
    and stays (cited); one until the end of the turn ends there (cited as well)."""
    kept = resolve(loads(_modified("game", True)))
    assert kept.outcome["state"] == {"兵.ap": 3}
    assert "3.7.2" in kept.decided_by
    ended = resolve(loads(_modified("turn", True)))
    assert ended.outcome["state"] == {"兵.ap": 2}
    assert "3.7.2" in ended.decided_by
    within = resolve(loads(_modified("game", False)))
    assert "3.7.2" not in within.decided_by


def _ambiguous(r: Any) -> set[str]:
    return {c for w in warnings_data(r, "en") if w["kind"] == "ambiguity" for c in w["clauses"]}


def _upkeep_set_on(side: str) -> str:
    return f"""
game: co
title: an upkeep item set on a character
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{{name: 輪, type: item, cost: 1, text: "維持費1\\nセットされたキャラクターは、「−1:+0」の修正を受ける。"}}]
    field: [{{name: 味方, type: character, ap: 3, dp: 3}}]
  B: {{hp: 10, deck: 10, field: [{{name: 敵, type: character, ap: 3, dp: 3}}]}}
actions:
  - {{do: play, card: 輪, set_on: {side}}}
  - {{do: end_phase}}
ask: [輪.zone]
"""


def test_an_upkeep_card_on_the_opponents_character_is_flagged() -> None:
    """3.6.2 asks for the upkeep of a card 「ターンを進めているプレイヤーのフィールドに出ている」: set
    on the opponent's character, its setter controls it (4.2.12) but it lies on the other side
    — not settled (``upkeep_card_on_opponents_character``): both readings run (round 20); the
    engine's asks its controller, citing 4.2.12; the other asks nothing of A this turn. Set on
    the player's own character: settled, not flagged."""
    theirs = resolve(loads(_upkeep_set_on("敵")))
    assert theirs.outcome["state"] == {"輪.zone": "A.dustbox"}
    assert {"3.6.2", "4.2.12"} <= _ambiguous(theirs)
    assert theirs.outcome["depends_on_reading"] == ["3.6.2", "4.2.12"]
    (other,) = theirs.outcome["readings"]
    assert other["reading"] == ["host_side"]
    assert other["outcome"]["state"] == {"輪.zone": "A.field"}
    assert "4.2.12" in theirs.decided_by
    own = resolve(loads(_upkeep_set_on("味方")))
    assert own.outcome["state"] == {"輪.zone": "A.dustbox"}
    assert "3.6.2" not in _ambiguous(own)


def _at_once(second: str) -> str:
    return f"""
game: co
title: two end conditions at once
turn: {{player: A, number: 9, phase: main}}
players:
  A: {{hp: 5, deck: 1}}
  B: {{hp: 2, deck: 1}}
actions:
  - do: simultaneous
    actions:
      - {{do: damage, to: B, amount: 2}}
      - {second}
"""


def test_hp_zero_with_the_others_deck_out_is_flagged() -> None:
    """4.1.2's draw: 「上の条件を、ゲームをしているふたりのプレイヤーが同時に満たした場合」. B's HP
    brought to 0 as A's deck runs out: both conditions are A's — not settled, flagged; both HPs
    at 0 (each player's condition): settled, not flagged."""
    mixed = resolve(loads(_at_once("{do: draw, player: A, amount: 1}")))
    assert mixed.outcome.get("draw") is True
    assert "4.1.2" in _ambiguous(mixed)
    both = resolve(loads(_at_once("{do: damage, to: A, amount: 5}")))
    assert both.outcome.get("draw") is True
    assert "4.1.2" not in _ambiguous(both)


def _mill(n: int) -> str:
    return f"""
game: co
title: the top of the opponent's deck crashed
turn: {{player: A, number: 6, phase: main}}
players:
  A: {{hp: 10, energy: 1, deck: 10, hand: [{{name: 札, type: spell, cost: 1, text: "相手の山札の上から{n}枚をクラッシュする。"}}]}}
  B: {{hp: 10, deck: 5, dustbox: 0}}
actions:
  - {{do: play, card: 札}}
ask: [B.dustbox]
"""


def _trim(hand: int) -> str:
    return f"""
game: co
title: the hand cut down to seven
turn: {{player: A, number: 6, phase: end, step: action}}
players:
  A: {{hp: 10, deck: 10, hand: {hand}, dustbox: 0}}
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: turn_end}}
ask: [A.dustbox]
"""


def test_cards_crashed_by_one_instruction_go_to_the_dustbox_at_one_timing() -> None:
    """4.2.3 (the owner orders cards put in a dustbox at the same timing) for the other ways
    several cards go there at once: the top N cards of a deck crashed by one text (4.2.4) and
    the hand cut down to 7 at the turn's end (3.7.3); one card alone is not ordered."""
    two = resolve(loads(_mill(2)))
    assert two.outcome["state"] == {"B.dustbox": 2}
    assert {"4.2.3", "4.2.4"} <= set(two.decided_by)
    one = resolve(loads(_mill(1)))
    assert one.outcome["state"] == {"B.dustbox": 1}
    assert "4.2.3" not in one.decided_by
    nine = resolve(loads(_trim(9)))
    assert nine.outcome["state"]["A.dustbox"] == 2
    assert {"4.2.3", "3.7.3"} <= set(nine.decided_by)
    eight = resolve(loads(_trim(8)))
    assert eight.outcome["state"]["A.dustbox"] == 1
    assert "4.2.3" not in eight.decided_by
