"""Monster Collection (mc), round 49 (s46mcC), issue 12: a declared value (4.7.3) granted.

* 「対象に「種族:好きな種族」を付与する」: one race the player declares (4.7.3; any race, one no card
  has too, 4.7.3.1), granted as a printed race is (10.14.2) — before, only the change
  (「…に変更する」, round 48) was read and the grant was refused;
* 「耐性:好きなダメージ属性1つ」: 「1つ」 says the one element 4.7.3 allows anyway — the same
  declared attribute as 「耐性:好きなダメージ属性」 (4.7.3.2), refused before.
"""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.games._mc.cardtext import DECLARED_DAMAGE_ATTRIBUTE, DECLARED_RACE, GrantStep
from ruling.resolve import check_expect
from ruling.rules import get_game
from tests.ruling.test_mc_r48_declared_value import _BLIZZARD, _board

get_game("mc")

_GRANT_RACE = "対象に「種族:好きな種族」を付与する。"
_RESIST_ONE = "対象に「耐性:好きなダメージ属性1つ」を付与する。"
_HEAD = "◎[メイン]変化\n〈対象:自軍ユニット1体〉\n"


def test_both_compile_to_a_declared_grant() -> None:
    (race,) = _abilities("mc", _HEAD + _GRANT_RACE, "unit")
    (resist,) = _abilities("mc", _HEAD + _RESIST_ONE, "unit")
    assert race.supported and resist.supported, (race.reason, resist.reason)
    assert race.program.steps == (GrantStep("species", DECLARED_RACE),)
    assert resist.program.steps == (GrantStep("resistance", DECLARED_DAMAGE_ATTRIBUTE),)


def test_a_declared_race_is_granted_beside_the_printed_one() -> None:
    """4.7.3.1: カッパ (no card has it) is declared; granted (10.14.2), 雪男 is ゴブリン and カッパ."""
    r = _board(
        _GRANT_RACE,
        "choices:\n  - {player: A, choose: カッパ}\n",
        "state: {雪男.race: [ゴブリン, カッパ]}",
    )
    assert check_expect(r) == []
    assert {"4.7.3", "4.7.3.1"} <= set(r.decided_by)


def test_one_declared_damage_attribute_resists_it() -> None:
    """「耐性:好きなダメージ属性1つ」: 吹雪 declared; 雪男 survives 【吹雪：3】 (13.1.7.1)."""
    r = _board(
        _RESIST_ONE,
        "choices:\n  - {player: A, choose: 吹雪}\n",
        "state: {雪男.zone: A.c2}",
        more=_BLIZZARD,
    )
    assert check_expect(r) == []
    assert {"4.7.3.2", "13.1.7.1"} <= set(r.decided_by)


def test_a_declared_race_in_a_continuous_ability_stays_refused() -> None:
    """A ○ ability brings about no effect at one moment to declare at (14.5.4.2): not read."""
    (ab,) = _abilities("mc", "○加護\n〈対象:自軍ユニットすべて〉\n" + _GRANT_RACE, "unit")
    assert not ab.supported
