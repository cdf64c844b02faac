"""Monster Collection (mc), round 48 (s45mcF): a ○ ability's race grant and race change in force.

「○… 〈対象:自軍ユニットすべて〉 対象に「種族:X」を付与する」 (10.14.2) and 「対象を「種族:X」に変更する」
(10.16.1) without a timing are in force while their unit is on the battlefield (14.5.4.2, 10.9.11).
With other effects on the same item they are applied in the order they began (10.7.2.2), a ○
ability's from when its unit was put on the battlefield (10.7.2.2.1): a change applied later
replaces what a grant gave, a grant applied later adds to what a change left
(``common.continuous_items``, read by ``common.characteristics``). Before, such abilities were
refused (「○ abilities other than fixed value changes not run yet」).
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import check_expect, resolve
from ruling.rules import get_game
from ruling.scenario import loads

get_game("mc")

_GRANT = "○竜の加護\\n〈対象:自軍ユニットすべて〉\\n対象に「種族:ドラゴン」を付与する。"
_CHANGE = "○変化の儀\\n〈対象:自軍ユニットすべて〉\\n対象を「種族:ゴーレム」に変更する。"


def _board(on_field: str, summoned: str, race: str, attack: int) -> Any:
    """``on_field``'s ability on a unit at A's headquarters since before; ``summoned``'s on a
    unit A summons there now; then 兵士 (人間) gets +2 if it is a ドラゴン (10.12.2)."""
    scn = f"""game: mc
title: t
question: q
turn: {{player: A, number: 6, phase: summon}}
players:
  A:
    deck: 20
    hand:
      - {{name: 後, type: unit, level: 2, attack: 1, defense: 2, race: 人間, text: "{summoned}"}}
    field:
      c1:
        - {{name: 本陣, type: terrain, hq: true}}
        - {{name: 先, type: unit, level: 1, attack: 1, defense: 2, race: 人間, text: "{on_field}"}}
        - {{name: 兵士, type: unit, level: 1, attack: 2, defense: 2, race: 人間}}
  B:
    deck: 20
    field:
      c4: [{{name: 本陣, type: terrain, hq: true}}]
actions:
  - {{do: summon, card: 後, area: c1}}
  - {{do: resolve_text, player: A, text: "対象が「種族:ドラゴン」の場合、対象に「攻撃力:+2」を付与する。", target: 兵士}}
expect:
  state: {{後.zone: A.c1, 兵士.race: {race}, 兵士.attack: {attack}}}
  decided_by: ["10.7.2.2.1", "14.5.4.2"]
"""
    return resolve(loads(scn))


def test_a_grant_begun_after_a_change_adds_to_it() -> None:
    """The change's unit was there first: 人間 -> ゴーレム, then +ドラゴン (10.7.2.2.1)."""
    r = _board(_CHANGE, _GRANT, "[ゴーレム, ドラゴン]", 4)
    assert [p for p in check_expect(r) if "ambigu" not in p] == []
    assert {"10.16.1", "10.14.2", "10.7.2.2"} <= set(r.decided_by)


def test_a_change_begun_after_a_grant_replaces_it() -> None:
    """The grant's unit was there first: 人間 + ドラゴン, then all -> ゴーレム (10.16.1)."""
    r = _board(_GRANT, _CHANGE, "[ゴーレム]", 2)
    assert check_expect(r) == []


@pytest.mark.parametrize("text", [_GRANT, _CHANGE])
def test_the_race_abilities_compile(text: str) -> None:
    (ab,) = _abilities("mc", text.replace("\\n", "\n"), "unit")
    assert ab.supported, ab.reason


def test_a_combat_race_grant_stays_refused() -> None:
    """A [戦闘] ○ race grant (14.5.4.1) is not read by this construction."""
    text = "○[戦闘]竜の加護\n〈対象:自軍ユニットすべて〉\n対象に「種族:ドラゴン」を付与する。"
    (ab,) = _abilities("mc", text, "unit")
    assert not ab.supported
