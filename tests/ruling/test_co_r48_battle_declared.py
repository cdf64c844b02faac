"""Round 48: 「あなたが戦闘開始宣言を行ったとき」 (3.4.5.1, 4.3.6) and a further battle with no character
able to attack (3.4.5.1's two sentences: the audit's further_battle_needs_attacker)."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {player: A, number: 9, phase: main}
players:
  A:
    deck: 20
    field:
      - {name: 軍楽隊, type: navigator, text: "WHOが戦闘開始宣言を行ったとき、相手のデュエルマスターに1点のダメージを与える。"}
      - {name: 騎士, type: character, ap: 1, dp: 1}
      MORE
  B: {hp: 10, deck: 20}
actions: ACTIONS
expect:
  state: {B.hp: HP}
"""


def _run(who: str, actions: str, hp: int, more: str = "") -> object:
    body = BOARD.replace("WHO", who).replace("ACTIONS", actions).replace("MORE", more)
    return resolve(loads(body.replace("HP", str(hp)), "t.yaml"))


def test_battle_start_declaration_triggers_its_ability() -> None:
    r = _run("あなた", "[{do: attack, attacker: none}]", 9)
    assert not check_expect(r), check_expect(r)
    assert {"3.4.5.1", "4.3.6"} <= set(r.decided_by)


def test_opponent_named_does_not_trigger_in_own_turn() -> None:
    r = _run("相手", "[{do: attack, attacker: none}]", 10)
    assert not check_expect(r), check_expect(r)


def test_second_battle_with_only_tapped_characters_raises_the_point() -> None:
    acts = "[{do: attack, attacker: 騎士}, {do: attack, attacker: none}]"
    r = _run("あなた", acts, 7)  # the engine's reading: the declaration is allowed
    assert not check_expect(r), check_expect(r)
    assert r.reading_points().get(("3.4.5.1",)) is True  # raised: the outcomes differ


def test_second_battle_with_an_untapped_character_does_not() -> None:
    acts = "[{do: attack, attacker: 騎士}, {do: attack, attacker: none}]"
    more = "- {name: 従者, type: character, ap: 1, dp: 1}"
    r = _run("あなた", acts, 7, more)
    assert not check_expect(r), check_expect(r)
    assert not r.reading_points()


def test_the_trigger_is_read() -> None:
    (ab,) = _abilities(
        "co", "あなたが戦闘開始宣言を行ったとき、相手に1点のダメージを与える。", None
    )
    assert ab.supported
    (ab,) = _abilities("co", "戦闘開始時に、相手に1点のダメージを与える。", None)
    assert not ab.supported
