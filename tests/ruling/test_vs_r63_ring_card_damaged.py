"""Round 63 (s60vsC): 「（あなた|相手）のリングのカードがダメージを受けた時」 — a trigger on damage
dealt (7.1.5.3) to the card in that player's ring (3.3.2.1), by an attack or an effect; the
technique's own [領域] is where it is in force (8.1.1.2.1). Damage to a bench card does not meet
it."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """\
game: vs
title: t
turn: {player: A, number: 6, phase: attack, first_player: A}
players:
  A:
    deck: 20
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "%s"}
  B:
    deck: 20
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 9000}
    bench:
      left: {name: 真, ap: 1000, dp: 1000, text: "%s"}
actions:
  - {do: attack, support: 律子}
ask: [A.hand, B.hand, 美希.damage]
"""


@pytest.mark.parametrize(
    ("a_text", "b_text", "hands"),
    [
        # the attacked card's master: 「あなたのリングのカード」
        ("", "[ベンチ]あなたのリングのカードがダメージを受けた時、あなたは1枚引く。", (0, 1)),
        # the attacking side: 「相手のリングのカード」
        ("[ベンチ]相手のリングのカードがダメージを受けた時、あなたは1枚引く。", "", (1, 0)),
        # the neighbours: the other side's ring is not dealt damage
        ("[ベンチ]あなたのリングのカードがダメージを受けた時、あなたは1枚引く。", "", (0, 0)),
        ("", "[ベンチ]相手のリングのカードがダメージを受けた時、あなたは1枚引く。", (0, 0)),
    ],
)
def test_a_ring_card_dealt_damage_by_an_attack(
    a_text: str, b_text: str, hands: tuple[int, int]
) -> None:
    r = resolve(loads(BOARD % (a_text, b_text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"A.hand": hands[0], "B.hand": hands[1], "美希.damage": 1000}
    if sum(hands):
        assert {"7.1.5.3", "3.3.2.1", "8.1.1.2.1"} <= set(r.decided_by), r.decided_by


EFFECT = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}
  B:
    deck: 20
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 9000}
    bench:
      left: {name: 真, ap: 1000, dp: 5000, text: "[ベンチ]あなたのリングのカードがダメージを受けた時、あなたは1枚引く。"}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
ask: [B.hand, 美希.damage, 真.damage]
"""


@pytest.mark.parametrize(
    ("effect", "hand", "damage"),
    [
        ("相手のリングのカードに1000ダメージを与える。", 1, (1000, 0)),
        ("相手のベンチのカードを1枚選び、そのカードに1000ダメージを与える。", 0, (0, 1000)),
    ],
)
def test_damage_by_an_effect_to_the_ring_card_only(
    effect: str, hand: int, damage: tuple[int, int]
) -> None:
    """An effect's damage to the ring card meets it; to a bench card it does not."""
    r = resolve(loads(EFFECT % effect))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"B.hand": hand, "美希.damage": damage[0], "真.damage": damage[1]}
