"""Monster Collection (mc), round 49 (s46mcD), issue 12: 「対象が「種族:X」かつ先攻側パーティに属している
場合」.

The grammar types 「対象が「種族:ハニワ」かつ先攻側パーティに属している」 as one 「属している」 whose goal
begins with the characteristic joined by 「かつ」: it is 「対象が「種族:ハニワ」」 and 「対象が先攻側
パーティに属している」 (4.7.7: both hold; 8.3.4.8: the party of the side attacking first), the two
read on one subject — ``("and", (("species", …), ("side", ("first", "target"))))``, and for
「このユニットが…」 the same wrapped ``on_this`` (4.7.2). Before: "a condition of a form not run yet"."""

from __future__ import annotations

import pytest

from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_compile, mc_read, mc_scenario

SWORD = (
    "○[戦闘]鉄剣の一閃\\n〈対象:このユニット〉\\n"
    "対象が「種族:ハニワ」かつ先攻側パーティに属している場合、対象を「攻撃力:+2」する。"
)


def test_it_compiles_to_both_parts_on_the_target() -> None:
    prog = mc_compile(SWORD.replace("\\n", "\n"))
    assert prog.condition == ("and", (("species", ("ハニワ",)), ("side", ("first", "target"))))


def test_said_of_this_unit_it_is_read_on_that_unit() -> None:
    text = (
        "○[戦闘]盾の壁\n〈対象:自軍パーティ〉\n"
        "このユニットが「種族:ハニワ」かつ進軍側パーティに属している場合、対象を「攻撃力:+1」する。"
    )
    prog = mc_compile(text)
    assert prog.condition == (
        "on_this",
        ("and", (("species", ("ハニワ",)), ("party_role", ("advancing", "target")))),
    )


@pytest.mark.parametrize(
    ("race", "dice", "zone"),
    [
        ("ハニワ", (6, 1), "B.discard"),  # both hold: attack 2 + 2 against defence 4
        ("ハニワ", (1, 6), "B.field.c3"),  # second side: not met
        ("ゴブリン", (6, 1), "B.field.c3"),  # another race: not met
    ],
)
def test_on_a_board_both_parts_must_hold(race: str, dice: tuple[int, int], zone: str) -> None:
    scen = mc_scenario(
        a=mc_area(
            "c2",
            "平原",
            6,
            "{name: 狩人, type: unit, level: 2, attack: 2, defense: 4, "
            f'race: {race}, text: "{SWORD}"}}',
        ),
        b=mc_area("c3", "湖", 6, "{name: 敵兵, type: unit, level: 1, attack: 1, defense: 4}"),
        rest=(
            "actions:\n"
            f"  - {{do: advance, units: [狩人], to: c3, dice: {{A: {dice[0]}, B: {dice[1]}}}}}\n"
            "ask: [敵兵.zone]\n"
        ),
    )
    r = mc_read(loads(scen))
    assert r.outcome["state"] == {"敵兵.zone": zone}
    if zone == "B.discard":
        assert "8.3.4.8" in r.decided_by
