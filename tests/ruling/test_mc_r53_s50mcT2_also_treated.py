"""Monster Collection (mc), round 53 (s50mcT2), issue 12: 「対象は「種族:X」としても扱う」 on a ○
ability — the unit holds the race X besides its own, the trait added as 10.14.2 says of a trait
given (「そのカードが持つ「特性」が増えます」): the same program as 「対象に「種族:X」を付与する」, in force
while the ability is (14.5.4.2). Outside a ○ ability no duration is printed: refused."""

from __future__ import annotations

from typing import Any

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")

_HEAD = "○化けの冠\n〈対象:このアイテムを装備しているユニット〉\n"


def _ab(text: str, kind: str = "item") -> Any:
    (a,) = _abilities("mc", text, kind)
    return a


def test_also_treated_is_the_trait_given() -> None:
    a = _ab(_HEAD + "対象は「種族:バケダヌキ」としても扱う。")
    b = _ab(_HEAD + "対象に「種族:バケダヌキ」を付与する。")
    assert a.supported and b.supported, (a.reason, b.reason)
    assert a.program == b.program


def test_outside_a_continuous_ability_refused() -> None:
    a = _ab(
        "◇[普通]化け\n〈対象:自軍ユニット1体〉\n対象は「種族:バケダヌキ」としても扱う。", "spell"
    )
    assert not a.supported and "としても扱う" in a.reason


def test_on_the_board() -> None:
    text = "○化けの冠\\n〈対象:このユニット〉\\n対象は「種族:バケダヌキ」としても扱う。"
    unit = f'{{name: 狸, type: unit, level: 1, attack: 1, defense: 3, race: ヒューマン, text: "{text}"}}'
    scn = mc_scenario(a=mc_area("c2", "平原", 6, unit), rest="ask: [狸.race]\n")
    r = resolve(loads(scn))
    assert r.outcome["state"] == {"狸.race": ["バケダヌキ", "ヒューマン"]}, r.outcome
    # (an asked race cites no clause yet: ``contract.CARD_VALUE_CLAUSES`` has none for races)
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
