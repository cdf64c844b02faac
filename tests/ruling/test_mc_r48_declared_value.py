"""Monster Collection (mc), round 48 (s45mcF): a value the player declares (4.7.3).

「好きな種族」 / 「好きなダメージ属性」 (「任意の～」 the same) is one value the player chooses when the
effect is brought about (4.7.3), not a value by those words:

* a race may be one no card has (4.7.3.1): an open choice (``Choose.open``) — the races of the cards
  in the game are its options, and any race the scenario's ``choices:`` name is taken as declared;
* a damage attribute must exist on a card (4.7.3.2): a closed choice among those 13.1.7.2 names and
  those the cards in the game print (【X:n】) — an invented one is not offered.

Before, 「対象を「種族:好きな種族」に変更する」 was refused, and 「対象に「耐性:好きなダメージ属性」を
付与する」 granted a resistance to the words 「好きなダメージ属性」 (no damage matched it).
"""

from __future__ import annotations

from typing import Any

from ruling.abilities import _abilities
from ruling.resolve import check_expect, resolve
from ruling.rules import get_game
from ruling.scenario import loads

get_game("mc")


def _board(text: str, choices: str, expect: str, *, more: str = "", b_hand: str = "") -> Any:
    return resolve(
        loads(
            f"""game: mc
title: declared value
question: q
turn: {{player: A, number: 5, phase: main}}
players:
  A:
    deck: 20
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
      c2:
        - {{name: 平原, type: terrain, limit: 8}}
        - {{name: 雪男, type: unit, level: 2, attack: 2, defense: 2, race: ゴブリン}}
  B:
    deck: 20
{b_hand}    field:
      c4: [{{name: 本陣, type: terrain, hq: true}}]
actions:
  - {{do: resolve_text, player: A, text: "{text}", target: 雪男}}
{more}{choices}expect:
  outcome: {{game_over: false}}
  {expect}
"""
        )
    )


_RACE = "対象を「種族:好きな種族」に変更する。"
_RESIST = "対象に「耐性:好きなダメージ属性」を付与する。"
_BLIZZARD = '  - {do: resolve_text, player: B, text: "対象に【吹雪：3】ダメージ。", target: 雪男}\n'


def test_the_declared_race_may_be_one_no_card_has() -> None:
    """4.7.3.1: カッパ (no card has it) is offered and declared; 10.16.1: the race is カッパ only."""
    r = _board(
        _RACE,
        "choices:\n  - {player: A, choose: カッパ, allowed: true}\n  - {player: A, choose: カッパ}\n",
        "state: {雪男.race: [カッパ]}",
    )
    assert check_expect(r) == []
    assert {"4.7.3", "4.7.3.1", "10.16.1"} <= set(r.decided_by)


def test_the_declared_race_unanswered_is_explored_over_the_races_known() -> None:
    """No answer: the races of the cards in the game are the options explored (here ゴブリン only:
    a change to what it is is not applied, 10.16.2)."""
    r = _board(_RACE, "", "state: {雪男.race: [ゴブリン]}")
    assert check_expect(r) == []


def test_a_declared_damage_attribute_must_exist() -> None:
    """4.7.3.2: かまいたち (no card has it) is not offered; 吹雪 (13.1.7.2) is, and with 「耐性:吹雪」
    雪男 survives 【吹雪：3】 (13.1.7.1)."""
    r = _board(
        _RESIST,
        "choices:\n  - {player: A, choose: かまいたち, allowed: false}\n"
        "  - {player: A, choose: 吹雪}\n",
        "state: {雪男.zone: A.c2}",
        more=_BLIZZARD,
    )
    assert check_expect(r) == []
    assert {"4.7.3.2", "13.1.7.1"} <= set(r.decided_by)


def test_a_damage_attribute_printed_on_a_card_in_the_game_is_offered() -> None:
    """4.7.3.2: an attribute 13.1.7.2's list (「など」) does not name but a card in the game prints
    exists on a card: offered; on a board where no card prints it, not."""
    offered = "choices:\n  - {player: A, choose: かまいたち, allowed: true}\n"
    hand = (
        "    hand:\n"
        '      - {name: 風刃, type: spell, text: "対象に【かまいたち:2】ダメージを与える。"}\n'
    )
    assert check_expect(_board(_RESIST, offered, "state: {}")) != []
    assert check_expect(_board(_RESIST, offered, "state: {}", b_hand=hand)) == []


def test_the_declared_values_compile_and_others_stay_refused() -> None:
    head = "◎[メイン]変化\n〈対象:自軍ユニット1体〉\n"
    for text in (_RACE, _RESIST, "対象の種族を「種族:好きな種族」に変更する。"):
        (ab,) = _abilities("mc", head + text, "unit")
        assert ab.supported, (text, ab.reason)
    (ab,) = _abilities("mc", head + "対象を「属性:好きな属性」に変更する。", "unit")
    assert not ab.supported  # 「好きな属性」 is not read here


def test_a_declared_value_in_a_continuous_ability_stays_refused() -> None:
    """A ○ ability brings about no effect at one moment to declare at (14.5.4.2): not read."""
    for step in ("対象に「耐性:好きなダメージ属性」を付与する。", _RACE):
        (ab,) = _abilities("mc", "○加護\n〈対象:自軍ユニットすべて〉\n" + step, "unit")
        assert not ab.supported
