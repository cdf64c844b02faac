"""Monster Collection (mc), round 53 (s50mcT), issue 12: a 発揮時期 the rules do not have is
refused naming the clause that shows it — 「このユニットに攻撃が宣言された時」: an attack is declared
against the enemy party (9.1 「対象:敵軍パーティ」), never a unit."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.rules import get_game

get_game("mc")


def test_an_attack_declared_on_this_unit_is_refused_by_9_1() -> None:
    (a,) = _abilities(
        "mc",
        "●[戦闘]x\n〈発揮:このユニットに攻撃が宣言された時/対象:このユニット〉\n"
        "対象を「防御力:+1」する。",
        "unit",
    )
    assert not a.supported
    assert "9.1" in a.reason
