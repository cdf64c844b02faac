"""Round 33, modal steps: a prohibition whose topic the grammar hangs on the condition after it.

VS 「[リング]このカードは、（条件）なら、アタックされない / アタックできない」: the topic 「このカード
は」 printed before the condition is the prohibition's (the grammar types it as the condition's):
while the condition holds the attack is prohibited (7.1.3.2.1; 1.3.3 over the rule that allows
it; in force while the card is in the ring, 8.1.1.4), and with the condition not met the attack is
made. A prohibition of being attacked by cards described (「相手のレベル2以下のカードにアタック
されない」) is still refused, by name: the prohibitions in force carry no description of the
attacker.
"""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

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
