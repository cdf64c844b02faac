"""「救援(2)」 (round 58, s55vgR): the keyword in the rules' own notation, ‘救援(数値)’ (14.19.1.1),
its number in brackets — read as 「救援２」 is. With one damage card it heals that one, as many as
can be chosen (11.8.4.1.2), and still deals 2 damage to the vanguard."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import cited, unsupported, vg_run, zone_names


def test_reads_as_the_plain_number() -> None:
    get_game("vg")
    (a,) = _abilities("vg", "【起】【(V)】：救援(2)。", None)
    (b,) = _abilities("vg", "【起】【(V)】：救援２。", None)
    assert a.supported and a.program.steps == b.program.steps


def test_one_card_healed_two_damage() -> None:
    r = vg_run(
        "players:\n"
        '  A: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000, text: "【起】【(V)】：救援(2)。"},'
        " damage: [{name: 古傷, type: normal, grade: 2}],"
        " deck: [{name: 石一, type: normal, grade: 2, trigger: none},"
        " {name: 石二, type: normal, grade: 2, trigger: none}, 8]}\n"
        "  B: {vanguard: {name: 敵, type: normal, grade: 3, power: 13000}, deck: 10}\n"
        "actions:\n  - {do: main_phase, actions: [{do: activate, card: 騎士}]}\n"
    )
    assert not unsupported(r)
    assert "古傷" in zone_names(r, "A", "drop")
    assert sorted(zone_names(r, "A", "damage")) == ["石一", "石二"]
    assert "14.19.1.1" in cited(r)
