"""mc card text, round 64 (s61mcC, issue 12): 「自軍パーティに「X」がこのユニット以外に存在する場合」 —
the units counted besides the one 「このユニット」 names (4.7.2), as 「自身以外に」 leaves the unit the
count is read on out (4.4.1, 5.1.2.4)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.test_mc_cardtext_r18 import _PACK

_TWIN = (
    "        - {name: %s, uid: 相棒, type: unit, level: 1, attack: 1, defense: 3, race: ビースト}\n"
)


@pytest.mark.parametrize(
    ("condition", "other", "attack"),
    [
        # another 狼 in the party: +2
        ("自軍パーティに「狼」がこのユニット以外に存在する場合", "狼", 3),
        # 狼 alone: itself is not counted
        ("自軍パーティに「狼」がこのユニット以外に存在する場合", None, 1),
        ("自軍パーティに「狼」がこのユニット以外に存在する場合", "仔狼", 1),
        ("自軍パーティに「種族:ビースト」のユニットがこのユニット以外に存在する場合", "仔狼", 3),
        ("自軍パーティに「種族:ビースト」のユニットがこのユニット以外に存在する場合", None, 1),
    ],
)
def test_units_counted_besides_this_unit(condition: str, other: str | None, attack: int) -> None:
    """「○並んで歩く 〈対象:このユニット〉 自軍パーティに「狼」がこのユニット以外に存在する場合、対象に
    「攻撃力:+2」を付与する」 on 狼 (attack 1): another unit of that name (or race) in its party
    gives +2; 狼 itself does not count."""
    text = f"○並んで歩く\\n〈対象:このユニット〉\\n{condition}、対象に「攻撃力:+2」を付与する。"
    pack = _PACK.replace("{name: 狼, type", "{name: 狼, uid: 狼1, type")
    r = resolve(loads(pack % (text, _TWIN % other if other else "", "ask: [狼1.attack]\n")))
    assert r.outcome["state"] == {"狼1.attack": attack}
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
