"""vg round 50 (issue 12, s47vgA):

- 「あなたはイマジナリーギフト・フォースを得る」: the performer printed as the topic — the effect's
  master, the one who gets it (7.14.3.2); the same gift process at once (7.14.3.1) as with none
  printed. Refused before as "an imaginary gift got in this shape".
- 「ブーストされたユニットの冠ゲージがあるなら」 / 「あなたのユニットの冠ゲージを１枚選び」: the named
  gauge (4.15.4.1) of the cards any description names (4.15.3.1: associated with them), not only
  of 「このユニット」. Refused before as "the gauge of a card named this way"."""

from __future__ import annotations

from typing import Any

import pytest

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, unsupported, vg_card_run
from tests.ruling.boards import zone_names as zone

GIFT = "【自】【(R)】：このユニットがアタックした時、{who}イマジナリーギフト・フォースⅠを得る。"


@pytest.mark.parametrize("who", ["あなたは", ""])
def test_the_master_named_as_topic_gets_the_gift(who: str) -> None:
    r = vg_card_run(
        GIFT.format(who=who),
        choices="choices:\n  - {player: A, at: gift_circle, choose: vanguard}\n"
        "ask: [A.vanguard.power]\n",
    )
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.vanguard.power"] == 23000  # 16.3.1.4.2: in A's turn, +10000
    assert {"7.14.3", "7.14.3.1"} <= cited(r)


def test_the_topic_reads_as_no_topic() -> None:
    def prog(who: str) -> Any:
        return compile_ability(parse_card(GIFT.format(who=who), "vg").card.abilities[0])

    assert prog("あなたは") == prog("")


BODY = """\
game: vg
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
  A:
    deck: 10
    vanguard: {name: 王, type: normal, grade: 3, power: 13000}
    left_front: {name: 前衛, type: normal, grade: 2, power: 10000}
    left_back: {name: 吟遊, type: normal, grade: 1, power: 8000, skills: [boost], text: "TEXT"}
    hand: [{name: 冠1, type: normal}]
actions:
GAUGE  - {do: attack, attacker: left_front, boost: left_back}
ask: [前衛.power]
"""
BOOSTED = (
    "【自】【(R)】：このユニットがブーストした時、ブーストされたユニットの冠ゲージがあるなら、"
    "そのターン中、ブーストされたユニットのパワー＋5000。"
)


@pytest.mark.parametrize(
    ("of", "power"),
    [("前衛", 15000), ("王", 10000), (None, 10000)],
)
def test_the_gauge_of_the_boosted_unit(of: str | None, power: int) -> None:
    gauge = f"  - {{do: gauge, card: 冠1, of: {of}, name: 冠}}\n" if of else ""
    r = resolve(loads(BODY.replace("TEXT", BOOSTED).replace("GAUGE", gauge), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["前衛.power"] == power


def test_choose_a_gauge_of_any_of_your_units() -> None:
    """「あなたのユニットの冠ゲージを１枚選び、捨てる」: the vanguard's 冠ゲージ is one of them."""
    text = "【起】【(R)】：あなたのユニットの冠ゲージを１枚選び、捨てる。"
    body = (
        BODY.replace("TEXT", text)
        .replace("GAUGE", "  - {do: gauge, card: 冠1, of: 王, name: 冠}\n")
        .replace(
            "  - {do: attack, attacker: left_front, boost: left_back}\n",
            "  - {do: activate, card: 吟遊}\n",
        )
    )
    r = resolve(loads(body, "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "drop") == ["冠1"] and zone(r, "A", "gauge") == []
