"""Round 33, modal steps: a prohibition whose topic the grammar hangs on the condition after it.

VS 「[リング]このカードは、（条件）なら、アタックされない / アタックできない」: the topic 「このカード
は」 printed before the condition is the prohibition's (the grammar types it as the condition's):
while the condition holds the attack is prohibited (7.1.3.2.1; 1.3.3 over the rule that allows
it; in force while the card is in the ring, 8.1.1.4), and with the condition not met the attack is
made. A prohibition of being attacked by cards described (「相手のレベル2以下のカードにアタック
されない」) is still refused, by name: the prohibitions in force carry no description of the
attacker.

CO 「…はアタックに参加できない」: to take part in an attack is to attack (3.4.5.2 「アタック(に参加)
したときに〜」) — the step 「…はアタックできない」, for the period printed (3.7.2) or while the card's
text holds (4.2.9); the attack declared with that character is refused, another character's made.

CO 「この効果は1ターンに1回しか発動しない」 (a step in the negative form): a use limit said of the
ability whose line it stands in, as 「この特殊能力は…」 (4-2-8: a card's text is its 特殊能力 and its
効果 alike) — the text over 3.4's 「何回でも」 (4.2.9).

VS 「[リング]このカードへのアタックはパートナーアタックにならない」 (a step in the negative form): the
attacks on this card (4.14.1) are not partner attacks (7.1.3.2.4) — as 「このカードはパートナーアタック
されない」, in force while the card is in the ring (8.1.1.4).
"""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import CO_DAMAGED_TWICE, co_ability, co_run

ATTACK = """\
game: vs
title: t
turn: {player: A, number: 6, phase: attack, first_player: A}
players:
  A:
    deck: 20
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 3000, text: "%(ring_a)s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 20
    hand: 0
    ring: {name: 美希, ap: 1000, dp: 5000, text: "%(ring_b)s"}
    bench: {%(bench_b)s}
actions:
  - {do: attack, support: 春香}
ask: [A.hand, B.hand]
"""

TWO = "left: {name: 雪歩, ap: 1000, dp: 1000}, center: {name: 真, ap: 1000, dp: 1000}"
ONE = "left: {name: 雪歩, ap: 1000, dp: 1000}"

NOT_ATTACKED = "[リング]このカードは、あなたのベンチにカードが2枚以上あるなら、アタックされない。"
CANNOT_ATTACK = "[リング]このカードは、あなたのベンチにカードが1枚以上あるなら、アタックできない。"


def _ability(text: str):
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vs")
    (a,) = _abilities("vs", text, None)
    return a


def _run(ring_a: str = "", ring_b: str = "", bench_b: str = ONE):
    r = resolve(loads(ATTACK % {"ring_a": ring_a, "ring_b": ring_b, "bench_b": bench_b}))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r


@pytest.mark.parametrize("text", [NOT_ATTACKED, CANNOT_ATTACK])
def test_the_topic_before_the_condition_is_the_prohibitions(text: str) -> None:
    a = _ability(text)
    assert a.supported, a.reason
    (op,) = a.program.ops
    assert op.kind == "prohibit" and op.who == "this"
    assert a.program.condition is not None  # the condition kept, without the topic


def test_not_attacked_while_the_condition_holds() -> None:
    r = _run(ring_b=NOT_ATTACKED, bench_b=TWO)
    assert r.outcome.get("rejected") is True
    assert "7.1.3.2.1" in r.decided_by
    assert "1.3.3" in r.decided_by


def test_attacked_when_the_condition_is_not_met() -> None:
    r = _run(ring_b=NOT_ATTACKED, bench_b=ONE)
    assert not r.outcome.get("rejected")


def test_the_owner_cannot_attack_while_the_condition_holds() -> None:
    # 千早's own condition: A's bench holds 春香
    r = _run(ring_a=CANNOT_ATTACK)
    assert r.outcome.get("rejected") is True
    assert "7.1.3.2.1" in r.decided_by


def test_the_opponents_card_is_not_bound_by_its_cannot_attack() -> None:
    # 美希's 「アタックできない」 binds its owner B, not A's attack
    r = _run(ring_b=CANNOT_ATTACK, bench_b=TWO)
    assert not r.outcome.get("rejected")


def test_attacked_by_cards_described_is_refused_by_name() -> None:
    a = _ability("[リング]このカードは相手のレベル2以下のカードにアタックされない。")
    assert not a.supported
    assert a.reason == "a prohibition of being attacked by cards described"


# ------ CO 「アタックに参加できない」

CO_NO_ATTACK = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand: [{{name: 停電, type: event, cost: 1, text: "{text}"}}]
    field: [{{name: 泉, type: character, ap: 2, dp: 2}}, {{name: 楓, type: character, ap: 3, dp: 2}}]
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: play, card: 停電, target: 泉}}
  - {{do: attack, attacker: {attacker}{refused}}}
ask: [B.hp]
"""

PARTICIPATE = [
    "ターン終了時まで、対象のキャラクター1体は、アタックに参加できない。",
    "ターン終了時まで、対象のキャラクター1体は、アタックに参加することができない。",
]


@pytest.mark.parametrize("text", PARTICIPATE)
def test_co_taking_part_in_an_attack_is_attacking(text: str) -> None:
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    plain = co_ability("ターン終了時まで、対象のキャラクター1体は、アタックできない。", "event")
    assert ab.program == plain.program


@pytest.mark.parametrize("text", PARTICIPATE)
def test_co_the_target_cannot_attack(text: str) -> None:
    r = co_run(CO_NO_ATTACK.format(text=text, attacker="泉", refused=", allowed: false"))
    assert r.outcome["state"] == {"B.hp": 20}
    assert "4.2.9" in r.decided_by


def test_co_another_character_attacks() -> None:
    r = co_run(CO_NO_ATTACK.format(text=PARTICIPATE[0], attacker="楓", refused=""))
    assert r.outcome["state"] == {"B.hp": 17}


def test_co_a_card_that_cannot_take_part_in_attacks() -> None:
    ab = co_ability("『泉』はアタックに参加できない。")
    assert ab.supported, ab.reason
    assert ab.program == co_ability("『泉』はアタックできない。").program


def test_co_taking_part_in_another_act_is_still_refused() -> None:
    ab = co_ability("ターン終了時まで、対象のキャラクター1体は、戦闘に参加できない。", "event")
    assert not ab.supported


# ------ CO 「この効果は1ターンに1回しか発動しない」


def test_co_a_limit_said_of_this_effect() -> None:
    text = "『泉』がダメージを受けたとき、あなたはカードを1枚引く。この効果は1ターンに1回しか発動しない。"
    ab = co_ability(text)
    assert ab.supported, ab.reason
    assert ab.program == co_ability(text.replace("この効果", "この特殊能力")).program
    # damaged twice: one card drawn
    r = co_run(CO_DAMAGED_TWICE.format(text=text))
    assert r.outcome["state"] == {"A.hand": 1}
    assert any("4.2.9" in s.clauses for s in r.main.trace.steps)


def test_co_a_limit_said_of_another_thing_is_still_refused() -> None:
    text = "『泉』がダメージを受けたとき、あなたはカードを1枚引く。このカードは1ターンに1回しか発動しない。"
    assert not co_ability(text).supported


# ------ VS 「このカードへのアタックはパートナーアタックにならない」

HELD_NOT_PARTNER = """\
game: vs
title: t
turn: {player: A, number: 6, first_player: B}
players:
  A:
    deck: 9
    ring: {name: 千早, title: 歌姫, ap: 1000, dp: 2000, partner_name: 春香, partner_title: L}
    bench: {left: {name: 春香, title: L, ap: 1000, dp: 1000}}
  B:
    deck: 9
    ring: {name: 美希, ap: 1000, dp: 3000, text: "%s"}
    bench: {left: {name: 雪歩, ap: 1000, dp: 1000, text: "%s"}}
actions:
  - {do: attack, support: 春香}
ask: [美希.zone, 美希.damage]
"""

ON_THIS = "[リング]このカードへのアタックはパートナーアタックにならない。"


def test_vs_attacks_on_this_card_are_not_partner_attacks() -> None:
    ab = _ability(ON_THIS)
    assert ab.supported, ab.reason
    assert ab.program == _ability("[リング]このカードはパートナーアタックされない。").program
    # 美希 takes the attack's damage and stays (7.1.3.2.4), not retired by the partner attack
    r = resolve(loads(HELD_NOT_PARTNER % (ON_THIS, "")))
    assert r.outcome["state"] == {"美希.zone": "B.ring", "美希.damage": 1000}
    assert "7.1.3.2.4" in r.decided_by


def test_vs_written_for_the_bench_refused_and_without_it_a_partner_attack() -> None:
    # written for [ベンチ] (the attacked card is the ring card): refused by name; with no such
    # technique the partner attack retires 美希 (7.1.5.2)
    bench = ON_THIS.replace("[リング]", "[ベンチ]")
    assert not _ability(bench).supported
    r = resolve(loads(HELD_NOT_PARTNER % ("", "")))
    assert r.outcome["state"]["美希.zone"] == "B.retire"
