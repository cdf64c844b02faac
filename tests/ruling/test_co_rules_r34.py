"""co rules and card-text constructions the round-34 development files (r34_*) needed (round 34,
s30rulesVSCOMC), each on a minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads


def _run(yaml: str) -> Any:
    r = resolve(loads(yaml, "t.yaml"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r


# ---------------- 4.2.8 read by 4.3.8 step 1: 「スペル、イベントの効果を受けない」 covers the 「効果」 of those
# card types; a character's text is a 「特殊能力」: its damage is dealt, and the ruling says why

IMMUNE = """\
game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 15
    deck: 12
    field: [{name: 弓兵, type: character, ap: 1, dp: 1, text: "『弓兵』をタップする:対象のキャラクターに2点のダメージを与える。"}]
  B:
    hp: 15
    deck: 12
    field: [{name: 聖騎士, type: character, ap: 2, dp: 2%(text)s}]
actions:
  - {do: activate, card: 弓兵, target: 聖騎士}
expect:
  state: {聖騎士.zone: B.dustbox}
"""


def test_spell_event_immunity_does_not_stop_an_ability_cites_4_2_8() -> None:
    r = _run(IMMUNE % {"text": ', text: "『聖騎士』は、スペル、イベントの効果を受けない。"'})
    assert r.outcome["state"] == {"聖騎士.zone": "B.dustbox"}
    assert {"4.2.8", "4.3.8"} <= set(r.decided_by)
    # the neighbour: no immunity, nothing to read — 4.2.8 is not cited
    r = _run(IMMUNE % {"text": ""})
    assert r.outcome["state"] == {"聖騎士.zone": "B.dustbox"}
    assert "4.2.8" not in r.decided_by


# ---------------- 4.3.4 with 4.2.9: 「このカードのプレイに割り込みを行うことはできない」 (に, as
# 「…に対して」) forbids an answer to the card's play

NO_ANSWER = """\
game: co
title: t
turn: {player: B, number: 7, phase: main}
players:
  A:
    hp: 15
    energy: 1
    deck: 12
    hand:
      - {name: 祝福, type: spell, cost: 1, text: "使い捨て\\nターン終了時まで、対象のキャラクターに「+1:+1」の修正を与える。"}
    field: [{name: 兵, type: character, ap: 1, dp: 3}]
  B:
    hp: 15
    energy: 2
    deck: 12
    hand:
      - {name: 封殺の矢, type: spell, cost: 2, text: "%(text)s使い捨て\\n対象のキャラクターに3点のダメージを与える。"}
actions:
  - do: play
    player: B
    card: 封殺の矢
    target: 兵
    respond: [{do: play, player: A, card: 祝福, target: 兵, allowed: %(allowed)s}]
ask: [兵.zone]
"""


def test_no_interrupt_to_this_cards_play_with_ni() -> None:
    for text in (
        "このカードのプレイに割り込みを行うことはできない。\\n",
        "このカードのプレイに対して割り込みを行うことはできない。\\n",
    ):
        r = _run(NO_ANSWER % {"text": text, "allowed": "false"})
        assert r.outcome["state"] == {"兵.zone": "A.dustbox"}, text
        assert {"4.3.4", "4.2.9"} <= set(r.decided_by), text
    # the neighbour: without the sentence the answer is played and 兵 (DP 4) lives
    r = _run(NO_ANSWER % {"text": "", "allowed": "true"})
    assert r.outcome["state"] == {"兵.zone": "A.field"}
