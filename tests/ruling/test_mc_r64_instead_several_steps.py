"""mc card text, round 64 (s61mcC, issue 12): 「A。…の場合、代わりに対象を「攻撃力:+1」「防御力:+1」
する。」 — a replacement (10.8.2) said as several steps of one sentence: under the condition all of
them are done instead of A, decided once (10.8.3, 10.8.3.1); not met, A alone."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.test_mc_cardtext_r18 import _PACK
from tests.ruling.test_mc_cardtext_r19b import _battle

_ELDER = "    hand: 3\n    discard: [{name: 長老, type: unit, level: 1}]\n"


@pytest.mark.parametrize(("elder", "attack", "defense"), [(True, 2, 5), (False, 1, 4)])
def test_a_replacement_of_several_steps(elder: bool, attack: int, defense: int) -> None:
    """「○群狼 〈対象:このユニット〉 対象を「防御力:+1」する。自軍捨て山に「長老」が存在する場合、
    代わりに対象を「攻撃力:+1」「防御力:+2」する」 on 狼 (1 / 3): with 長老 in A's discard pile
    2 / 5 (the +1 defence not given), else 1 / 4."""
    text = (
        "○群狼\\n〈対象:このユニット〉\\n対象を「防御力:+1」する。自軍捨て山に「長老」が存在する"
        "場合、代わりに対象を「攻撃力:+1」「防御力:+2」する。"
    )
    empty = "    hand: 3\n    discard: []\n"
    pack = _PACK.replace("    hand: 3\n", _ELDER if elder else empty)
    r = resolve(loads(pack % (text, "", "ask: [狼.attack, 狼.defense]\n")))
    assert r.outcome["state"] == {"狼.attack": attack, "狼.defense": defense}
    assert "10.8.2" in r.decided_by
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


@pytest.mark.parametrize(("ogre", "damage"), [(True, 2), (False, 1)])
def test_a_used_replacement_of_several_steps(ogre: bool, damage: int) -> None:
    """「◎[普通]狙撃 〈対象:敵軍ユニット1体〉 対象に【1】ダメージを与える。このユニットの防御力が5以上の
    場合、代わりに対象に【1】ダメージを与え、対象に【1】ダメージを与える」 used by B's 盾兵 on 鬼: 2
    damage when 盾兵's defence is 5, else 1."""
    text = (
        "◎[普通]狙撃\\n〈対象:敵軍ユニット1体〉\\n対象に【1】ダメージを与える。対象が「種族:オーガ」の"
        "場合、代わりに対象に【1】ダメージを与え、対象に【1】ダメージを与える。"
    )
    use = "{do: use, card: 盾兵, player: B, target: 鬼}"
    scn = _battle(text, "盾兵, 弓兵", use)
    race = "オーガ" if ogre else "ヒューマン"
    scn = scn.replace("attack: 6, defense: 9}", f"attack: 6, defense: 9, race: {race}}}")
    r = resolve(loads(scn))
    assert r.outcome["state"]["鬼.damage"] == damage
