"""mc card text, round 64 (s61mcC, issue 12): 「この効果は1回の戦闘にN回しか使用できない」 and 「この効果
は1ターンにN回しか使用できない」 on a ◎ ability — 「この効果」 the effect its use brings about (10.1),
so the limit is on the ability's uses; the text over 14.4.1's 「何度でも」 (1.3.1), with one battle
(8.1.1) or one turn as the span."""

from __future__ import annotations

import pytest

from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_compile as _ability
from tests.ruling.test_mc_cardtext_r19b import _battle

_USE = "{do: use, card: 盾兵, player: B, target: 鬼}"


@pytest.mark.parametrize(
    ("limit", "damage"),
    [
        ("この効果は1回の戦闘に1回しか使用できない。", 1),
        ("この特殊能力は1回の戦闘に1回しか使用できない。", 1),
        ("この効果は1ターンに1回しか使用できない。", 1),
        ("この効果は1回の戦闘に2回しか使用できない。", 2),
        ("", 2),
    ],
)
def test_a_use_limit_in_one_battle(limit: str, damage: int) -> None:
    """「◎[普通]狙撃 〈対象:敵軍ユニット1体〉 対象に【1】ダメージを与える。<limit>」 on B's 盾兵,
    declared twice in B's normal timing against 鬼 (defence 9): the second is refused under a
    limit of one — 鬼 has 1 damage, else 2."""
    text = f"◎[普通]狙撃\\n〈対象:敵軍ユニット1体〉\\n対象に【1】ダメージを与える。{limit}"
    r = resolve(loads(_battle(text, "盾兵, 弓兵", f"{_USE}, {_USE}")))
    assert r.outcome["state"]["鬼.damage"] == damage


def test_a_limit_per_battle_on_a_continuous_ability_is_refused() -> None:
    with pytest.raises(Unsupported):
        _ability(
            "○[戦闘]構え\n〈対象:このユニット〉\n対象に「防御力:+1」を付与する。"
            "この効果は1回の戦闘に1回しか使用できない。"
        )
