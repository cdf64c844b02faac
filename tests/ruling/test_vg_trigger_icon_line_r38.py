"""A trigger icon printed as a line of text with its name and value (round 38, issue 12):
「【☆】クリティカルトリガー＋5000（…）」 / 「【引】ドロートリガー（パワー＋5000を…）」 — the card has
that trigger ability (11.10.2.x, 2.8.1) and the printed value is its power (11.10.5); the icon
and the name must agree."""

from __future__ import annotations

import pytest

from ruling.games._vg.cardtext import Unsupported, compile_ability
from tests.ruling.boards import vg_card_run
from tests.ruling.test_vg_battles_this_turn_r38 import _ability


@pytest.mark.parametrize(
    ("text", "power"),
    [
        (
            "【☆】クリティカルトリガー＋5000（パワーはあなたのユニット１枚に、クリティカルはあなたのユニット１枚に）",
            5000,
        ),
        ("【☆】クリティカルトリガー＋10000", 10000),
        ("【引】ドロートリガー（パワー＋5000をあなたのユニット１枚に、１枚引く）", 5000),
    ],
)
def test_the_printed_value_is_the_triggers_power(text: str, power: int) -> None:
    deck = f'[{{name: 星, type: trigger, grade: 0, text: "{text}"}}, 9]'
    r = vg_card_run("", "  - {do: attack, attacker: vanguard, target: vanguard}", deck=deck)
    gave = [s.en for s in r.main.trace.steps if s.event == "addeffect" and "power +" in s.en]
    assert gave == [f"trigger effect: 竜 gets power +{power} this turn"]
    assert not any("trigger icon is not given" in w.en for w in r.main.warnings)


def test_an_icon_with_another_triggers_name_is_refused() -> None:
    with pytest.raises(Unsupported):
        compile_ability(_ability("【☆】ドロートリガー＋5000"))
