"""Monster Collection (mc), round 49 (s46mcD), issue 12: a ○ ability changing a value under
「対象が「耐性:X」を持たない場合」.

「○照り返し〈対象:この地形に存在するユニットすべて〉 対象が「耐性:閃光」を持たない場合、対象を「攻撃力:-1」する。」:
a unit's 「耐性:x」 is printed (13.1.7.3) or given by an effect (13.1.7.4), a ○ ability's among them;
this ability, read on what those give, depends on them (10.7.2.3: applied after them), and they
never on it (it gives no 「耐性 / 弱点」). Before, every ○ ability reading 「弱点 / 耐性:X」 was
refused; one that gives or takes a 「耐性 / 弱点」 under such a condition still is (it could
depend on itself)."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.games._mc.cardtext import StatStep
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")

GLARE = (
    "○照り返し\\n〈対象:この地形に存在するユニットすべて〉\\n"
    "対象が「耐性:閃光」を持たない場合、対象を「攻撃力:-1」する。"
)


def test_it_compiles_with_the_condition_on_each_unit() -> None:
    (ab,) = _abilities("mc", GLARE.replace("\\n", "\n"), "unit")
    assert ab.supported, ab.reason
    assert ab.program.condition == ("not", ("holds", ("resistance", "閃光")))
    assert ab.program.target.kind == "all_units" and ab.program.target.here
    assert ab.program.steps == (StatStep("attack", -1),)


def test_one_giving_a_resistance_under_it_stays_refused() -> None:
    text = (
        "○守り\n〈対象:この地形に存在するユニットすべて〉\n"
        "対象が「耐性:閃光」を持たない場合、対象に「耐性:火炎」を付与する。"
    )
    (ab,) = _abilities("mc", text, "unit")
    assert not ab.supported and "giving or taking one" in str(ab.reason)


def test_on_a_board_printed_and_given_resistances_are_read() -> None:
    """鏡 (the ability), 甲 printed 「耐性:閃光」, 乙 given it by its own ○ ability, 丙 none: only
    鏡 and 丙 lose 1 attack."""
    units = (
        f'{{name: 鏡, type: unit, level: 1, attack: 3, defense: 3, text: "{GLARE}"}}',
        '{name: 甲, type: unit, level: 1, attack: 3, defense: 3, text: "耐性:閃光"}',
        "{name: 乙, type: unit, level: 1, attack: 3, defense: 3, "
        'text: "○加護\\n〈対象:このユニット〉\\n対象に「耐性:閃光」を付与する。"}',
        "{name: 丙, type: unit, level: 1, attack: 3, defense: 3}",
    )
    scen = mc_scenario(
        turn="{player: A, number: 5, phase: main}",
        a=mc_area("c2", "平原", 8, *units),
        rest="ask: [鏡.attack, 甲.attack, 乙.attack, 丙.attack]\n",
    )
    r = resolve(loads(scen))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"鏡.attack": 2, "甲.attack": 3, "乙.attack": 3, "丙.attack": 2}
