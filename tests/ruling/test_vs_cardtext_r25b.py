"""vs card-text constructions of round 25, second pass (s21vs2, issue 12), each on a minimal text
of its own run on a board, with the neighbour that must not change."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads


def _ability(text: str):
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vs")
    (a,) = _abilities("vs", text, None)
    return a


# ------------- a prohibition held by a card or a player in a one-shot technique (1.3.3): 「その
# カード / このカードは（このターン中、）アタックできない / アタックされない / サポートできない /
# サポートされない」, 「相手 / あなたは…アタックできない / サポートできない」 — an effect on the card
# (or the player) read by the rule check of the act: a ring card's 「アタックできない」 its owner's
# attack, 「アタックされない」 the opponent's (7.1.3.2.1), 「サポートされない」 its owner's support
# (7.1.3.1.1)

ATTACK = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 2000, dp: 3000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}
      center: {name: 春香, ap: 1000, dp: 1000}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
  - {do: attack, support: 春香}
choices:
  - {player: A, at: choose, choose: %s}
ask: [美希.damage, attack.supporter]
"""

PROHIBITED = [
    # a card that may not attack: its owner's ring card (7.1.3.2.1), particles and word order
    ("あなたのリングのカードを1枚選び、このターン中、そのカードはアタックできない。", "千早"),
    ("あなたのリングのカードを1枚選ぶ。そのカードはこのターン中、アタックできない。", "千早"),
    ("あなたのリングのカードを1枚選ぶ。そのカードはアタックできない。", "千早"),  # the game
    # a card that may not be attacked: the opponent's attack (7.1.3.2.1)
    ("相手のリングのカードを1枚選ぶ。このターン中、そのカードはアタックされない。", "美希"),
    ("相手のリングのカードを1枚選び、そのカードはアタックされない。", "美希"),
    # a ring card that may not be supported: its owner's support (7.1.3.1.1)
    ("あなたのリングのカードを1枚選ぶ。このターン中、そのカードはサポートされない。", "千早"),
    # a player
    ("このターン中、あなたはアタックできない。", "千早"),
    ("あなたはこのターン中、サポートできない。", "千早"),
    ("あなたはアタックできない。", "千早"),
]


@pytest.mark.parametrize(("effect", "chosen"), PROHIBITED)
def test_a_prohibition_held_by_a_card_or_player(effect: str, chosen: str) -> None:
    r = resolve(loads(ATTACK % (effect, chosen)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome.get("rejected") is True
    assert r.outcome["state"]["attack.supporter"] is None
    assert "1.3.3" in r.decided_by or "7.1.3.2.1" in r.decided_by
    assert "7.1.3.2.1" in r.decided_by or "7.1.3.1.1" in r.decided_by


NOT_PROHIBITED = [
    # the neighbours: the other ring card, the other player, no prohibition
    ("相手のリングのカードを1枚選ぶ。このターン中、そのカードはアタックできない。", "美希"),
    ("あなたのリングのカードを1枚選ぶ。このターン中、そのカードはアタックされない。", "千早"),
    ("相手のリングのカードを1枚選ぶ。このターン中、そのカードはサポートされない。", "美希"),
    ("このターン中、相手はアタックできない。", "千早"),
    ("相手はサポートできない。", "千早"),
    ("あなたのリングのカードを1枚選ぶ。", "千早"),
]


@pytest.mark.parametrize(("effect", "chosen"), NOT_PROHIBITED)
def test_the_neighbour_attacks(effect: str, chosen: str) -> None:
    r = resolve(loads(ATTACK % (effect, chosen)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert not r.outcome.get("rejected"), r.outcome
    assert r.outcome["state"]["attack.supporter"] == "春香"


@pytest.mark.parametrize(
    "text",
    [
        "[リング]このカードがアタックした時、このターン中、このカードはアタックされない。",
        "[リング]このカードがアタックした時、このカードはこのターン中、アタックできない。",
        "[ベンチ]このカードがサポートした時、このターン中、このカードはサポートできない。",
        "[リング]このカードがアタックした時、相手のベンチのカードが2枚以下なら、相手はサポートできない。",
        "[フィールド][エネルギーを2枚レスト]このターン中、このカードはアタックされない。",
    ],
)
def test_triggered_and_activated_prohibitions_read(text: str) -> None:
    a = _ability(text)
    assert a.supported, a.reason


@pytest.mark.parametrize(
    "text",
    [
        # a player 「アタックされない」: not an act of a player
        "[リング]このカードがアタックした時、相手はアタックされない。",
        # a card never chosen: which one is not said
        "[ベンチ][このカードをレストする]このターン中、相手のベンチのカードはサポートできない。",
    ],
)
def test_prohibitions_that_stay_refused(text: str) -> None:
    a = _ability(text)
    assert not a.supported and a.reason
