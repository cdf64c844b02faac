"""CrossOver (co): the r22 development files read in round 22 (s18co), each fix on a minimal
board of its own with its neighbours: a refusal for a tapped character rests on the step that
tapped it (a character played enters tapped, 3.4.2; a character put onto the field directly
too); an effect in force whose text names its own card reaches (『X』以外の…) or misses (『X』は…)
another card of that name by 4.2.10, cited where the value decides a crash; 「他のあなたが
コントロールしている…」 is the characters but this one."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run

# --------------------------------------------------------------------------- 3.4.2 enters tapped

_PLAYED = """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{name: 新兵, type: character, ap: 2, dp: 1, cost: 1}]
  B:
    hp: 10
    deck: 10
actions:
  - {do: play, card: 新兵}
  - {do: attack, attacker: 新兵, allowed: false}
ask: [B.hp]
"""


def test_a_character_played_cannot_attack_as_it_entered_tapped() -> None:
    """3.4.2 「プレイされたキャラクターカードは、「タップ状態」でフィールドに出ます」, 3.4.5.2: only
    an untapped character declares an attack — the refusal rests on its entering tapped."""
    r = co_run(_PLAYED)
    assert r.outcome["state"] == {"B.hp": 10}, r.outcome
    assert {"3.4.2", "3.4.5.2"} <= set(r.decided_by)


def test_a_character_given_tapped_does_not_cite_how_it_entered() -> None:
    """A character the scenario gives tapped: nothing in the replay tapped it, so the refusal
    rests on 3.4.5.2 alone (3.4.2 is not the reason)."""
    r = co_run(
        """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field: [{name: 新兵, type: character, ap: 2, dp: 1, state: rest}]
  B:
    hp: 10
    deck: 10
actions:
  - {do: attack, attacker: 新兵, allowed: false}
ask: [B.hp]
"""
    )
    assert r.outcome["state"] == {"B.hp": 10}, r.outcome
    assert "3.4.5.2" in r.decided_by
    assert "3.4.2" not in r.decided_by


def test_a_character_that_attacked_cannot_attack_again_for_its_attack() -> None:
    """The second attack of one character in a turn: tapped by its first attack (3.4.5.2
    「コストとしてタップします」), not by its entering (3.4.2)."""
    r = co_run(
        """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field: [{name: 新兵, type: character, ap: 2, dp: 1}]
  B:
    hp: 10
    deck: 10
actions:
  - {do: attack, attacker: 新兵}
  - {do: attack, attacker: 新兵, allowed: false}
ask: [B.hp]
"""
    )
    assert r.outcome["state"] == {"B.hp": 8}, r.outcome
    assert "3.4.5.2" in r.decided_by
    assert "3.4.2" not in r.decided_by


def test_a_character_put_onto_the_field_by_an_effect_cannot_attack() -> None:
    """3.4.2's second sentence: a character card put onto the field directly by an effect
    enters tapped too (「同様に「タップ状態」でフィールドに置かれます」)."""
    r = co_run(
        """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    dustbox: [{name: 新兵, type: character, ap: 2, dp: 1}]
    hand:
      - {name: 招集, type: event, cost: 1, text: "あなたのダストボックスにあるキャラクターカード1枚をフィールドに出す。"}
  B:
    hp: 10
    deck: 10
actions:
  - {do: play, card: 招集}
  - {do: attack, attacker: 新兵, allowed: false}
ask: [B.hp, 新兵.zone]
"""
    )
    assert r.outcome["state"] == {"B.hp": 10, "新兵.zone": "A.field"}, r.outcome
    assert {"3.4.2", "3.4.5.2"} <= set(r.decided_by)


# --------------------------------------------------------------------------- 4.2.10 own name

_GUARDS = """
turn: {{player: B, number: 8, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 衛兵長, uid: 衛兵長1, type: character, ap: 1, dp: 1, text: "{text}"}}
      - {{name: 衛兵長, uid: 衛兵長2, type: character, ap: 1, dp: 1, text: "{text}"}}
  B:
    hp: 10
    energy: 3
    deck: 10
    hand: [{{name: 一撃, type: spell, cost: 1, text: "すべてのキャラクターに{n}点のダメージを与える。"}}]
actions:
  - {{do: play, card: 一撃}}
ask: [衛兵長1.zone, 衛兵長2.zone]
"""


@pytest.mark.parametrize(
    "text",
    [
        "『衛兵長』以外のあなたがコントロールしているすべてのキャラクターに「+0:+1」の修正を与える。",
        "あなたがコントロールしている『衛兵長』以外のすべてのキャラクターに「+0:+1」の修正を与える。",
        "『衛兵長』がフィールドに出ている限り、『衛兵長』以外のあなたがコントロールしているすべての"
        "キャラクターに「+0:+1」の修正を与える(この特殊能力は累積する)。",
    ],
)
def test_all_but_its_own_name_reaches_the_other_card_of_that_name(text: str) -> None:
    """4.2.10 example 2: 『X』以外 leaves out the card itself, not another X — each 衛兵長 is
    DP 2 from the other's text; 1 damage does not crash them, 2 does, citing 4.2.10."""
    ab = co_ability(text, name="衛兵長")
    assert ab.supported, ab.reason
    r = co_run(_GUARDS.format(text=text, n=1))
    assert r.outcome["state"] == {"衛兵長1.zone": "A.field", "衛兵長2.zone": "A.field"}
    r = co_run(_GUARDS.format(text=text, n=2))
    assert r.outcome["state"] == {"衛兵長1.zone": "A.dustbox", "衛兵長2.zone": "A.dustbox"}
    assert {"4.2.10", "4.3.9"} <= set(r.decided_by)


def test_its_own_name_alone_misses_the_other_card_of_that_name() -> None:
    """「『衛兵長』は「+0:+1」の修正を受ける」: the card itself alone (4.2.10) — each is DP 2 by
    its own text, not 3 by the other's: 2 damage crashes both, citing 4.2.10."""
    text = "『衛兵長』は「+0:+1」の修正を受ける。"
    r = co_run(_GUARDS.format(text=text, n=2))
    assert r.outcome["state"] == {"衛兵長1.zone": "A.dustbox", "衛兵長2.zone": "A.dustbox"}
    assert "4.2.10" in r.decided_by


@pytest.mark.parametrize(
    "text",
    [
        "他のあなたがコントロールしているすべてのキャラクターに「+0:+1」の修正を与える。",
        "あなたがコントロールしている他のすべてのキャラクターに「+0:+1」の修正を与える。",
    ],
)
def test_other_characters_reach_the_namesake_without_the_name_rule(text: str) -> None:
    """「他の…」 names no card: the other 衛兵長 is another character plainly (DP 2, crashed by
    2 damage), and 4.2.10 is not what decides it. 「他のあなたが…」 (the grammar hangs 他の on
    the subject) is read as the characters but this one — before, every character, itself too
    (DP 3: 2 damage did not crash them)."""
    ab = co_ability(text, name="衛兵長")
    assert ab.supported, ab.reason
    assert ab.program.statics[0].who == "others_you_control"
    r = co_run(_GUARDS.format(text=text, n=2))
    assert r.outcome["state"] == {"衛兵長1.zone": "A.dustbox", "衛兵長2.zone": "A.dustbox"}
    assert "4.2.10" not in r.decided_by


def test_a_lone_card_naming_itself_does_not_cite_the_name_rule() -> None:
    """One 衛兵長 and another character: the bonus reaches the other one only; no second card of
    the name, so 4.2.10 decides nothing (1 damage crashes 衛兵長 at DP 1; 従者, DP 3 with it and 2
    after, stays)."""
    text = "『衛兵長』以外のあなたがコントロールしているすべてのキャラクターに「+0:+1」の修正を与える。"
    r = co_run(
        f"""
turn: {{player: B, number: 8, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 衛兵長, type: character, ap: 1, dp: 1, text: "{text}"}}
      - {{name: 従者, type: character, ap: 1, dp: 2}}
  B:
    hp: 10
    energy: 3
    deck: 10
    hand: [{{name: 一撃, type: spell, cost: 1, text: "すべてのキャラクターに1点のダメージを与える。"}}]
actions:
  - {{do: play, card: 一撃}}
ask: [衛兵長.zone, 従者.zone]
"""
    )
    assert r.outcome["state"] == {"衛兵長.zone": "A.dustbox", "従者.zone": "A.field"}
    assert "4.2.10" not in r.decided_by


UPKEEP_BEYOND_ENERGY = """
game: co
title: t
turn: {player: A, number: 8, phase: end, step: upkeep}
players:
  A:
    hp: 10
    energy: 2
    deck: 15
    field:
      - {name: 先, type: character, ap: 3, dp: 3, text: "維持費2"}
      - {name: 後, type: character, ap: 4, dp: 3, text: "維持費2"}
  B: {hp: 10, deck: 15}
actions:
  - {do: end_phase, upkeep_order: [先, 後]}
choices:
  - {player: A, at: upkeep, choose: pay}
  - {player: A, at: upkeep, choose: ANSWER}
ask: [先.zone, 後.zone]
"""


@pytest.mark.parametrize(("answer", "said"), [("pay", True), ("no", False)])
def test_co_an_upkeep_answered_pay_beyond_the_energy_left_is_not_paid_and_said(
    answer: str, said: bool
) -> None:
    """3.6.2: the first upkeep paid leaves no energy; the second 「支払えなかった」: its card
    crashes. An answer `pay` to the second asks for what cannot be done: it is not followed, the
    card crashes as with `no`, and the ruling says why (``answer_not_possible``)."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    r = resolve(loads(UPKEEP_BEYOND_ENERGY.replace("ANSWER", answer)))
    assert r.outcome["state"] == {"先.zone": "A.field", "後.zone": "A.dustbox"}
    keys = [w.key for w in r.warnings() if w.kind == "assumption"]
    assert ("answer_not_possible" in keys) is said
