"""CrossOver (co): rules and card-text constructions read again in round 12 against the known
failures of the r11 blind set, each on a minimal case of its own (the scenarios in
tests/scenarios/co/r11_* are the writers')."""

from __future__ import annotations

import pytest

from ruling.render import warnings_data
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import co_ability as _ability


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("あなたのHPを2点回復する。", "you"),
        ("相手のデュエルマスターのHPを2点回復する。", "opponent_player"),
        ("対象のデュエルマスターのHPを2点回復する。", "target_player"),
    ],
)
def test_the_transitive_heal_names_whose_hp(text: str, who: str) -> None:
    """「〜のHPをN点回復する」 is 4-2-14's 「〜はHPがN点回復する」 with the player before 「のHP」."""
    ab = _ability(text, "event")
    assert ab.supported, ab.reason
    (op,) = ab.program.ops
    assert (op.kind, op.who, op.amount) == ("heal", who, 2)


def test_the_transitive_heal_of_something_else_stays_unsupported() -> None:
    assert not _ability("対象のキャラクターのHPを2点回復する。", "event").supported


def test_an_attack_trigger_heals_with_the_transitive_form() -> None:
    """4.3.6: the trigger resolves at the attack declaration (3.4.5.2), before the damage."""
    r = resolve(
        loads(
            """
game: co
title: an attack trigger heals its controller
turn: {player: A, number: 4, phase: main}
players:
  A:
    hp: 5
    deck: 10
    field: [{name: 守り手, type: character, ap: 1, dp: 1, text: "『守り手』がアタックしたとき、あなたのHPを2点回復する。"}]
  B: {hp: 10, deck: 10}
actions:
  - {do: attack, attacker: 守り手, defender: none}
ask: [A.hp, B.hp]
"""
        )
    )
    assert r.outcome["state"] == {"A.hp": 7, "B.hp": 9}
    assert "4.3.6" in r.decided_by


def test_a_cards_own_name_is_the_card_for_every_step() -> None:
    """4-2-10: 『X』 in X's own text is the card itself — a modifier given to it, paid for with
    energy (4.3.3.3), is applied to the card (before, only the shared reader knew it)."""
    ab = _ability(
        "1エネルギーを支払う:ターン終了時まで、『僧』に「+1:+0」の修正を与える。", name="僧"
    )
    assert ab.supported, ab.reason
    (op,) = ab.program.ops
    assert (op.kind, op.who, op.ap, op.until) == ("modify", "this", 1, "turn")
    r = resolve(
        loads(
            """
game: co
title: a pump paid with energy, used twice
turn: {player: A, number: 4, phase: main}
players:
  A:
    hp: 10
    energy: 2
    deck: 10
    field: [{name: 僧, type: character, ap: 1, dp: 2, text: "1エネルギーを支払う:ターン終了時まで、『僧』に「+1:+0」の修正を与える。"}]
  B: {hp: 10, deck: 10}
actions:
  - {do: activate, card: 僧}
  - {do: activate, card: 僧}
ask: [僧.ap, A.energy]
"""
        )
    )
    assert r.outcome["state"] == {"僧.ap": 3, "A.energy": 0}
    assert "4.3.3.3" in r.decided_by


def _gendered_spell(gender: str) -> str:
    return f"""
game: co
title: a spell that targets a female character
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{{name: 涙, type: spell, cost: 1, text: "対象の女性キャラクター1体に3点のダメージを与える。"}}]
  B:
    hp: 10
    deck: 10
    field: [{{name: 兵, type: character, gender: {gender}, ap: 1, dp: 5}}]
actions:
  - {{do: play, card: 涙, target: 兵}}
ask: [兵.damage, A.energy]
"""


def test_a_target_of_one_gender_is_proper_only_with_that_gender() -> None:
    """4.2.13: 「適切な対象を取ることができないのであれば、そのカードのプレイ・使用することは
    できません」 — 「対象の女性キャラクター」 is not a male character (the gender is the type's,
    4.3.8 step 2)."""
    ab = _ability("対象の女性キャラクター1体に3点のダメージを与える。", "spell")
    assert ab.supported, ab.reason
    assert ab.program.target_gender == "女性"
    male = resolve(loads(_gendered_spell("男性")))
    assert male.outcome.get("rejected") and "4.2.13" in male.decided_by
    assert male.outcome["state"] == {"兵.damage": 0, "A.energy": 1}
    female = resolve(loads(_gendered_spell("女性")))
    assert not female.outcome.get("rejected")
    assert female.outcome["state"] == {"兵.damage": 3, "A.energy": 0}


def test_a_word_the_lexicon_does_not_know_in_a_target_is_refused() -> None:
    """Never silent: 「対象の妖精キャラクター」 was read as any character."""
    ab = _ability("対象の妖精キャラクター1体に3点のダメージを与える。", "spell")
    assert not ab.supported and "妖精" in ab.reason


def _countered(kind: str) -> str:
    return f"""
game: co
title: a play countered by 「対象のスペル1枚をうち消す」
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{{name: 矢, type: {kind}, cost: 1, text: "対象のキャラクターに4点のダメージを与える。"}}]
  B:
    hp: 10
    energy: 1
    deck: 10
    hand: [{{name: 失敗, type: spell, cost: 1, text: "対象のスペル1枚をうち消す。"}}]
    field: [{{name: 兵, type: character, ap: 1, dp: 5}}]
actions:
  - do: play
    card: 矢
    target: 兵
    respond:
      - {{do: play, player: B, card: 失敗, target: 矢}}
ask: [兵.damage, 矢.zone]
"""


def test_a_negation_of_one_card_type_counters_only_that_type() -> None:
    """4.2.14: the negated card goes to the dustbox unresolved; 「対象のスペル」 is a spell being
    played (4.3.4: 解決待ちの状態), not an event (4.2.13: no proper target, no play)."""
    ab = _ability("対象のスペル1枚をうち消す。", "spell")
    assert ab.supported and ab.program.target_type == "spell"
    spell = resolve(loads(_countered("spell")))
    assert spell.outcome["state"] == {"兵.damage": 0, "矢.zone": "A.dustbox"}
    assert "4.2.14" in spell.decided_by
    event = resolve(loads(_countered("event")))
    assert event.outcome["state"]["兵.damage"] == 4
    assert "4.2.13" in event.decided_by


def test_a_used_ability_resolves_after_the_cards_that_answer_it() -> None:
    """4.3.4: 「最後にプレイ・使用されたものからひとつずつ解決していきます」 — an ability used on
    the field resolves after a card played in answer, even once its card has crashed (4.3.3.6),
    and its resolution is an event of its own."""
    r = resolve(
        loads(
            """
game: co
title: an answered ability
turn: {player: A, number: 4, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field: [{name: 術師, type: character, ap: 1, dp: 2, text: "『術師』をタップする:対象のデュエルマスターに1点のダメージを与える。"}]
  B:
    hp: 5
    energy: 1
    deck: 10
    hand: [{name: 矢, type: spell, cost: 1, text: "対象のキャラクターに4点のダメージを与える。"}]
actions:
  - do: activate
    card: 術師
    target: B
    respond:
      - {do: play, player: B, card: 矢, target: 術師}
ask: [B.hp, 術師.zone]
expect:
  order: ["resolve:矢", "resolve:術師"]
"""
        )
    )
    assert r.outcome["state"] == {"B.hp": 4, "術師.zone": "A.dustbox"}
    assert "4.3.4" in r.decided_by
    assert check_expect(r) == []


def _weakened(dp: int, damage: int) -> str:
    return f"""
game: co
title: a DP modified to {dp - 3}
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{{name: 呪い, type: spell, cost: 1, text: "対象のキャラクターは、ターン終了時まで「-0:-3」の修正を受ける。"}}]
  B:
    hp: 10
    deck: 10
    field: [{{name: 兵, type: character, ap: 1, dp: {dp}, damage: {damage}}}]
actions:
  - {{do: play, card: 呪い, target: 兵}}
ask: [兵.zone]
"""


def _flags(r: object, eid_clause: str) -> bool:
    return any(
        w.get("kind") == "ambiguity" and eid_clause in (w.get("clauses") or ())
        for w in warnings_data(r)
    )


@pytest.mark.parametrize(
    ("dp", "damage", "flagged"),
    [(2, 0, True), (3, 0, False), (2, 1, False)],
)
def test_a_dp_below_zero_is_flagged_only_where_it_decides(
    dp: int, damage: int, flagged: bool
) -> None:
    """4.3.9 crashes a character whose 「DPが0になった」: a DP taken to -1 with no damage rests on
    reading it as 0 or less (flagged); a DP of exactly 0, or damage of the DP or more, does not."""
    r = resolve(loads(_weakened(dp, damage)))
    assert r.outcome["state"] == {"兵.zone": "B.dustbox"}
    assert _flags(r, "4.3.9") is flagged


def _rockfall(kind: str) -> str:
    return f"""
game: co
title: a character immune to spells in its own text
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{{name: 岩, type: {kind}, cost: 1, text: "すべてのキャラクターに2点のダメージを与える。"}}]
  B:
    hp: 10
    deck: 10
    field: [{{name: 騎士, type: character, ap: 2, dp: 2, text: "『騎士』はスペルの効果を受けない。"}}]
actions:
  - {{do: play, card: 岩}}
ask: [騎士.zone]
"""


def test_a_characters_own_immunity_in_one_step_is_in_force() -> None:
    """4.3.8 step 1: 「『X』はスペルの効果を受けない」 (the topic and the verb in one step) is in force
    on X itself: a spell's damage does not reach it, an event's does."""
    ab = _ability("『騎士』はスペルの効果を受けない。", name="騎士")
    assert ab.supported, ab.reason
    (st,) = ab.program.statics
    assert (st.kind, st.who, st.value) == ("immune", "this", ("spell",))
    spell = resolve(loads(_rockfall("spell")))
    assert spell.outcome["state"] == {"騎士.zone": "B.field"}
    event = resolve(loads(_rockfall("event")))
    assert event.outcome["state"] == {"騎士.zone": "B.dustbox"}
    assert "4.3.8" in spell.decided_by
