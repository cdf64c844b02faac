"""mc round 60 (s57mcX): standing abilities printed side by side on one line (2.1.20.1, 13.1),
one of them a 「耐性:x」 with several x (13.1.7.2: a 「耐性」 for each x). Each x is kept: the
line 「耐性:火炎/電撃」「チャージ:+1」 is 耐性:火炎, 耐性:電撃 and チャージ:+1, as each printed alone
is — the next keyword of the line no longer drops the x after the first."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_compile, mc_scenario


def _flat(text: str) -> list[tuple[str, int, str]]:
    got = mc_compile(text)
    return [(k.id, k.value, k.text) for k in (got, *got.more)]


@pytest.mark.parametrize(
    "text",
    [
        "「耐性:火炎/電撃」「チャージ:+1」",
        "「耐性:火炎/電撃」 「チャージ:+1」",
    ],
)
def test_resistance_of_two_x_then_charge_keeps_both(text: str) -> None:
    assert _flat(text) == [
        ("resistance", 0, "火炎"),
        ("resistance", 0, "電撃"),
        ("charge", 1, ""),
    ]


def test_charge_then_resistance_of_two_x_keeps_both() -> None:
    assert _flat("「チャージ:+1」「耐性:火炎/電撃」") == [
        ("charge", 1, ""),
        ("resistance", 0, "火炎"),
        ("resistance", 0, "電撃"),
    ]


def test_resistance_alone_unchanged() -> None:
    assert _flat("「耐性:火炎/電撃」") == [("resistance", 0, "火炎"), ("resistance", 0, "電撃")]


def test_second_x_on_the_line_keeps_its_damage_off() -> None:
    # 【電撃】 damage 9 to a unit of defense 2 printing 「耐性:火炎/電撃」「チャージ:+1」: its
    # 「耐性:電撃」 keeps the death effect from arising (13.1.7.1) — it lives
    user = (
        "{name: 術者, type: unit, level: 2, attack: 1, defense: 2, text: "
        '"◎[メイン]術\\n〈対象:ユニット1体〉\\n対象に【電撃】【9】ダメージを与える。"}'
    )
    target = (
        "{name: 的, type: unit, level: 2, attack: 1, defense: 2, "
        'text: "「耐性:火炎/電撃」「チャージ:+1」"}'
    )
    scn = mc_scenario(
        a=mc_area("c2", "平原", 8, user),
        b=mc_area("c3", "沼", 8, target),
        rest="actions:\n  - {do: use, card: 術者, target: 的}\nask: [的.zone]\n",
    )
    r = resolve(loads(scn))
    assert r.outcome["state"] == {"的.zone": "B.field.c3"}
    assert "13.1.7.1" in r.decided_by
