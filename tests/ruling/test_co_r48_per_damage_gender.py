"""Round 48: damage to a player once per character counted (4.3.2.6), a card's own 「『X』は女性として
扱う」 (4.3.8 step 2, its type), and 3.1's example cited where the turn player orders abilities that
triggered together at the turn's start."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {player: A, number: 11, phase: turn_start}
players:
  A:
    hp: 8
    deck: 20
    field:
      - {name: 色男, type: character, ap: 1, dp: 2, gender: 男性, text: "あなたのターン開始時に、相手がコントロールしている女性キャラクター1体につき、相手のデュエルマスターに1点のダメージを与える。"}
      MORE
  B:
    hp: 5
    deck: 20
    field:
      - {name: 踊り子, type: character, ap: 1, dp: 1, gender: 女性}
      - {name: 男装, type: character, ap: 1, dp: 1, gender: 男性, text: "『男装』は女性として扱う。"}
      - {name: 戦士, type: character, ap: 1, dp: 1, gender: 男性}
actions:
  - {do: turn_start}
CHOICES
expect:
  state: {B.hp: HP}
"""


def _run(hp: int, more: str = "", choices: str = "") -> object:
    body = BOARD.replace("MORE", more).replace("CHOICES", choices).replace("HP", str(hp))
    return resolve(loads(body, "t.yaml"))


def test_damage_per_character_counts_the_women_including_one_treated_as_a_woman() -> None:
    # 踊り子 and 男装 (printed 男性, its text makes it 女性) are counted, 戦士 is not: 2 damage
    r = _run(3)
    assert not check_expect(r), check_expect(r)
    assert {"3.1", "4.3.2.6"} <= set(r.decided_by)
    assert "3.1#ex1" not in r.decided_by  # one ability triggered: no order chosen


def test_order_of_two_turn_start_abilities_cites_the_example() -> None:
    more = (
        '- {name: 雷撃手, type: character, ap: 1, dp: 1, text: "あなたのターン開始時に、'
        '対象の女性キャラクター1体に1点のダメージを与える。"}'
    )
    choices = "choices:\n  - {player: A, at: trigger_order, choose: 色男}\n"
    r = _run(3, more, choices)
    assert not check_expect(r), check_expect(r)
    assert {"3.1", "3.1#ex1", "4.3.6"} <= set(r.decided_by)


def test_per_damage_to_a_character_is_refused_and_gender_alone_is_read() -> None:
    (ab,) = _abilities(
        "co",
        "相手がコントロールしている女性キャラクター1体につき、対象のキャラクター1体に1点のダメージを与える。",
        None,
    )
    assert not ab.supported
    (ab,) = _abilities("co", "『ルル』は女性として扱う。", None)
    assert ab.supported
