"""mc card text, round 64 (s61mcC, issue 12): 〈対象:自軍パーティ〉 with 「自軍パーティに「種族:X」の
ユニットが存在する(しない)場合」 — the condition's 自軍 is read from the target's side, which for the
ability's own party is the ability's side (4.4.1): run; another target (an enemy party) stays
refused."""

from __future__ import annotations

import pytest

from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_compile as _ability
from tests.ruling.test_mc_cardtext_r18 import _BEAST, _PACK


@pytest.mark.parametrize(
    ("word", "other", "attack"),
    [
        ("存在する", "ビースト", 3),
        ("存在する", "エルフ", 1),
        ("存在する", None, 1),
        ("存在しない", "ビースト", 1),
        ("存在しない", None, 3),
    ],
)
def test_a_party_condition_on_the_own_party(word: str, other: str | None, attack: int) -> None:
    """「○群れ 〈対象:自軍パーティ〉 自軍パーティに「種族:ビースト」のユニットが<word>場合、対象を
    「攻撃力:+2」する」 on 狼 (a human here, attack 1): its party's units get +2 when the party
    holds a beast (仔狼) — or holds none."""
    text = (
        f"○群れ\\n〈対象:自軍パーティ〉\\n自軍パーティに「種族:ビースト」のユニットが{word}場合、"
        "対象を「攻撃力:+2」する。"
    )
    pack = _PACK.replace("race: ビースト, text", "race: ヒューマン, text")
    r = resolve(loads(pack % (text, _BEAST % other if other else "", "ask: [狼.attack]\n")))
    assert r.outcome["state"] == {"狼.attack": attack}
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


def test_on_the_enemy_party_it_stays_refused() -> None:
    with pytest.raises(Unsupported):
        _ability(
            "○群れ\n〈対象:敵軍パーティ〉\n自軍パーティに「種族:ビースト」のユニットが存在する場合、"
            "対象を「攻撃力:-1」する。"
        )
