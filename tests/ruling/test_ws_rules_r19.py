"""Weiß Schwarz rules fixed from the round-18 blind sets moved into development (s14cite, round
18; the r18_* files of tests/scenarios/ws), and from the older known failures of
tests/scenarios/ws and the official rulings (s14wsrules), each with a minimal case of its own."""

from __future__ import annotations

from typing import Any

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

STAND = """\
game: ws
title: t
turn: {player: A, number: 7, first_player: A}
players:
  A:
    stage:
      center_front:
        name: 眠り
        type: character
        level: 0
        power: 3000
        soul: 1
        state: rest
        text: "【永】 このカードはあなたのスタンドフェイズに【スタンド】しない。"
      left_front: {name: 支え, type: character, level: 0, power: 2000, soul: 1, state: rest}
    deck: 10
  B: {deck: 10}
actions:
  - {player: A, do: stand_phase}
ask: [眠り.state, 支え.state]
"""


def test_a_rule_stopped_by_card_text_cites_text_over_rules() -> None:
    """ws r18_001: the stand phase stands every character by the rules (6.2.1.2); a card's
    「【スタンド】しない」 stops it for that card. The instruction is the rules', not an effect's
    (1.3.3 speaks of 「あるカードの効果により…指示された場合」), so the card's text wins over the rule
    by 1.3.1 — cited beside the prohibition principle (before: 1.3.3 alone)."""
    r = resolve(loads(STAND))
    assert r.outcome["state"] == {"眠り.state": "rest", "支え.state": "stand"}
    assert {"6.2.1.2", "1.3.1", "1.3.3"} <= set(r.decided_by)


DRAW = (
    WS_HEAD
    + """\
players:
  A: {hand: 2, deck: 10}
  B: {deck: 10}
effects:
  - {target: A, stat: draw, op: prohibit, source: "相手はカードを引けない"}
actions:
  - {player: A, do: ACTION}
ask: [A.hand]
"""
)


def test_prohibited_draw_cites_text_over_rules_only_when_the_rules_instruct_it() -> None:
    """The draw of the draw phase is the rules' (6.3.1.2): a prohibition stopping it overrides a
    rule, 1.3.1 with 1.3.3. An effect's 「カードを1枚引く」 stopped the same way is an effect's
    instruction beaten by a prohibition: 1.3.3 alone, no 1.3.1."""
    rules = resolve(
        loads(DRAW.replace("phase: main", "phase: stand").replace("ACTION", "draw_phase"))
    )
    assert rules.outcome["state"] == {"A.hand": 2}
    assert {"6.3.1.2", "1.3.1", "1.3.3"} <= set(rules.decided_by)
    effect = resolve(
        loads(
            DRAW.replace(
                "player: A, do: ACTION", 'do: resolve_text, player: A, text: "あなたは1枚引く。"'
            )
        )
    )
    assert effect.outcome["state"] == {"A.hand": 2}
    assert "1.3.3" in effect.decided_by and "1.3.1" not in effect.decided_by


GIFT = """\
game: ws
title: t
turn: {player: A, number: 6, phase: attack, step: encore, first_player: A}
players:
  A:
    level: 1
    deck: 10
    hand: 0
    stage:
      center_front: {name: 与え手, type: character, level: 0, power: 3000, soul: 1, state: reverse, text: "【永】 他のあなたのキャラすべてに、『【自】 このカードが舞台から控え室に置かれた時、あなたは1枚引く。』を与える。"}
      left_front: {name: 受け手, type: character, level: 0, power: 3000, soul: 1, state: reverse}
  B: {level: 1, deck: 10}
actions:
  - {do: encore_step}
choices:
  - {player: A, at: encore, choose: "no"}
  - {player: A, choose: FIRST}
ask: [A.hand, 受け手.zone]
"""


def _gift(first: str) -> Any:
    return resolve(loads(GIFT.replace("FIRST", first)))


def test_gift_lost_when_its_giver_left_the_stage_first() -> None:
    """A character leaving the stage is read as it was there (8.7.4.1.2): when the giver of its
    『【自】 …舞台から控え室に置かれた時…』 left the stage earlier (its continuous ability gone,
    8.1.1.3), the given ability does not trigger — nothing drawn, and the ruling says why
    (a near miss citing 8.7.4.1.2; before, nothing was recorded). Put away the other way round,
    the gift is still held when 受け手 leaves: it triggers and A draws one."""
    r = _gift("与え手")
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": 0, "受け手.zone": "A.waiting_room"}
    assert {"8.7.4.1.2", "7.7.1.2"} <= set(r.decided_by)
    assert any("すでに舞台を離れていた" in s.ja for s in r.main.trace)
    r = _gift("受け手")
    assert r.outcome["state"] == {"A.hand": 1, "受け手.zone": "A.waiting_room"}
    assert not any("すでに舞台を離れていた" in s.ja for s in r.main.trace)


REPLAY = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    hand: [{name: 遊び人, type: character, level: 0, cost: 0, power: 2000, soul: 1, text: "TEXT"}]
    deck: 10
  B: {deck: 10}
actions:
  - {player: A, do: play, card: 遊び人, slot: center_front}
ask: [A.hand, A.deck]
"""


def _replay(text: str) -> Any:
    return resolve(loads(REPLAY.replace("TEXT", text)))


def test_replay_effect_carried_out_in_place_of_the_replay_action() -> None:
    """A replay instruction 『(リプレイ行動) (リプレイ効果)』 (11.3.1.2; a card list prints it
    「【リプレイ】 …」): an effect that carries out the replay action — 「…する」 or 「…を発動する」,
    an action of two words — carries out the replay effect instead (11.3.2): two cards drawn.
    Before, the instruction was a line of its own the engine refused."""
    for text in (
        "【自】 このカードが舞台に置かれた時、月光 Touchする。\\n【リプレイ】 月光 Touch あなたは2枚引く。",
        "【自】 このカードが舞台に置かれた時、月光を発動する。\\n【リプレイ】 月光 あなたは2枚引く。",
        "【自】 このカードが舞台に置かれた時、ゲームをする。\\nリプレイ指示：ゲームをする あなたは2枚引く。",
    ):
        r = _replay(text)
        assert not unsupported(r), text
        assert r.outcome["state"] == {"A.hand": 2, "A.deck": 8}, text
        assert {"11.3.1.2", "11.3.2"} <= set(r.decided_by), text


def test_replay_instruction_alone_does_nothing() -> None:
    """The instruction is carried out only through the action an effect names (11.3.1.3): one
    that no other line of the card names is not run by itself — nothing is drawn. Since round 50
    (s47wsB) it is no ability of the card (no longer reported as one the engine does not run),
    and playing the card cites 11.3.1.3."""
    r = _replay(
        "【自】 このカードが舞台に置かれた時、あなたは1枚引く。\\n【リプレイ】 月光 あなたは2枚引く。"
    )
    assert r.outcome["state"] == {"A.hand": 1, "A.deck": 9}
    assert not unsupported(r)
    assert "11.3.2" not in r.decided_by
    assert "11.3.1.3" in r.decided_by


def test_replay_action_named_in_quotes_is_not_carried_out() -> None:
    """Only an effect that carries the replay action out (11.3.2: 「(リプレイ行動)」 / 「…する」 /
    「…を～する」 as a step) is read as the replay effect: the same word quoted as a card name
    (「「月光」があるなら」) stays a name. (A unit test of the reading, ``card_text``.)"""
    from ruling.games._ws.replay import card_text

    name = "【永】 クライマックス置場に「月光」があるなら、このカードのパワーを＋1000。"
    both = (
        name
        + "\n【自】 このカードが舞台に置かれた時、月光を発動する。\n【リプレイ】 月光 あなたは2枚引く。"
    )
    assert card_text(both) == name + "\n【自】 このカードが舞台に置かれた時、あなたは2枚引く。"
    alone = name + "\n【リプレイ】 月光 あなたは2枚引く。"
    assert card_text(alone) == alone
    # a reminder after the effect follows the sentence it closes
    cancel = "【自】 このカードがアタックした時、FEVERする。\n【リプレイ】 FEVER 相手に1ダメージを与える。（ダメージキャンセルは発生する）"
    assert card_text(cancel) == (
        "【自】 このカードがアタックした時、相手に1ダメージを与える。（ダメージキャンセルは発生する）"
    )
