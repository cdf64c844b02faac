"""ws rules found by the round-28 blind set moved into development (round 28, s24rulesWS), each on a
minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_resolve_text

# ---------------- 10.8.4 「このカードが『チェンジ』で舞台に置かれた時」: put onto the stage by the
# effect of an AUTOMATIC チェンジ ability; by a 【起】 チェンジ it does not trigger, and the ruling
# cites the clause read to conclude so

CHANGE = """\
game: ws
title: t
turn: {player: A, number: 5, phase: %(phase)s, first_player: A}
players:
  A:
    level: 1
    stock: 1
    hand: 0
    stage:
      center_front: {name: 見習い, type: character, level: 0, power: 2000, soul: 1,
        text: "%(kind)s チェンジ ［(1) このカードを控え室に置く］ あなたは自分の控え室の「後継者」を1枚選び、このカードがいた枠に置く。"}
    waiting_room:
      - {name: 後継者, type: character, level: 1, power: 6000, soul: 1,
         text: "【自】 このカードが『チェンジ』で舞台に置かれた時、あなたは1枚引く。"}
    deck: [{name: 山1, type: character}, 10]
  B: {level: 1, deck: 10}
actions:
  - %(action)s
ask: [A.center_front, A.hand]
"""


def _blocked(r: object, clause: str) -> bool:
    """A ``not_triggered`` step (the ruling says why an ability did not trigger) cites ``clause``."""
    return any(
        s.event == "not_triggered" and clause in s.clauses
        for s in r.leaves[0].trace.steps  # type: ignore[attr-defined]
    )


def test_a_change_by_an_activated_ability_is_not_put_by_change() -> None:
    r = resolve(
        loads(
            CHANGE
            % {
                "phase": "main",
                "kind": "【起】",
                "action": "{do: activate, player: A, card: 見習い}",
            }
        )
    )
    assert r.outcome["state"]["A.center_front"] == ["後継者"]
    assert r.outcome["state"]["A.hand"] == 0
    assert _blocked(r, "10.8.4")
    assert not r.outcome.get("may_depend_on_unsupported")


AUTO_CHANGE = """\
game: ws
title: t
turn: {player: A, number: 5, phase: attack, step: battle, first_player: A}
players:
  A:
    stock: 1
    hand: 0
    deck: [{name: 山1, type: character}, 10]
    waiting_room:
      - {name: 後継者, type: character, level: 1, power: 6000, soul: 1,
         text: "【自】 このカードが『チェンジ』で舞台に置かれた時、あなたは1枚引く。"}
    stage:
      center_front: {name: 見習い, type: character, level: 0, power: 2000, soul: 1, state: rest,
        text: "【自】 チェンジ ［(1) このカードを控え室に置く］ あなたのアンコールステップの始めに、あなたはコストを払ってよい。そうしたら、あなたは自分の控え室の「後継者」を1枚選び、このカードがいた枠に置く。"}
  B: {deck: 5}
actions:
  - {do: encore_step}
choices:
  - {player: A, at: optional, choose: yes}
ask: [A.center_front, A.hand]
"""


def test_a_change_by_an_automatic_ability_triggers() -> None:
    """Neighbour: 【自】 チェンジ puts 後継者 there by an automatic ability: 「『チェンジ』で舞台に
    置かれた時」 triggers (10.8.4), A draws 1."""
    r = resolve(loads(AUTO_CHANGE))
    assert r.outcome["state"]["A.center_front"] == ["後継者"]
    assert r.outcome["state"]["A.hand"] == 1
    assert not _blocked(r, "10.8.4")


# ---------------- 8.6.5 「誰が実行するかが明記されていない場合、…マスターが実行します」: an instruction
# naming no one to carry it out is the master's, from and into the master's own zones

UNNAMED_PLAYERS = """\
  A: {level: 1, clock: 0, deck: [{name: A山1, type: character}, 10]}
  B: {level: 1, clock: 0, deck: [{name: B山1, type: character}, 10]}
"""


def test_an_instruction_naming_no_performer_is_the_masters() -> None:
    r = ws_resolve_text(
        UNNAMED_PLAYERS, "山札の上から1枚をクロック置場に置く。", ask="A.clock, B.clock"
    )
    assert r.outcome["state"] == {"A.clock": 1, "B.clock": 0}
    assert "8.6.5" in r.decided_by


def test_an_instruction_naming_its_performer_does_not_rest_on_8_6_5() -> None:
    """Neighbour: 「あなたは自分の山札の…」 names who does it: the same move, without 8.6.5."""
    r = ws_resolve_text(
        UNNAMED_PLAYERS,
        "あなたは自分の山札の上から1枚をクロック置場に置く。",
        ask="A.clock, B.clock",
    )
    assert r.outcome["state"] == {"A.clock": 1, "B.clock": 0}
    assert "8.6.5" not in r.decided_by


# ---------------- 3.6.6 / 3.6.5: a continuous ability naming cards by their slot's relation to
# this card's (「正面の」 / 「前の」) cites the clause that defines the relation

FACING = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage:
      left_front: {name: 睨み, type: character, level: 1, power: 4000, soul: 1,
        text: "【永】 このカードの正面のキャラのパワーを－1000。"}
    deck: 10
  B:
    stage:
      left_front: {name: 左の兵, type: character, level: 1, power: 3000, soul: 1}
      right_front: {name: 右の兵, type: character, level: 1, power: 3000, soul: 1}
    deck: 10
ask: [右の兵.power, 左の兵.power]
"""


def test_the_facing_character_is_the_mirrored_slot() -> None:
    r = resolve(loads(FACING))
    assert r.outcome["state"] == {"右の兵.power": 2000, "左の兵.power": 3000}
    assert "3.6.6" in r.decided_by


def test_a_character_in_front_names_the_front_back_relation() -> None:
    """Kin: 「このカードの前のキャラ」 from the back row: 3.6.5 (back left faces front left and
    centre; the front centre one here)."""
    text = (
        FACING.replace("left_front: {name: 睨み", "right_back: {name: 睨み")
        .replace("正面のキャラ", "前のキャラ")
        .replace(
            "    deck: 10\n  B:",
            "      center_front: {name: 前衛, type: character, level: 1, power: 3000, soul: 1}\n"
            "    deck: 10\n  B:",
            1,
        )
        .replace("ask: [右の兵.power, 左の兵.power]", "ask: [前衛.power]")
    )
    r = resolve(loads(text))
    assert r.outcome["state"] == {"前衛.power": 2000}
    assert "3.6.5" in r.decided_by
