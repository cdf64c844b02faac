"""mc card text, round 64 (s61mcC, issue 12): 「対象が「飛行」の進軍タイプを持つ場合」 — the advance
type written value first and joined by の, the characteristic 「進軍タイプ:飛行」 (2.1.19.1; a card
with several is each of them, 2.1.19.3) as 「対象が進軍タイプ「飛行」を持つ場合」 names it."""

from __future__ import annotations

import pytest

from ruling.scenario import loads
from tests.ruling.boards import mc_read
from tests.ruling.test_mc_cardtext_r16 import _SPRING


@pytest.mark.parametrize(
    ("advance", "zone"),
    [(", advance: 飛行", "B.field.c3"), (", advance: 歩行", "B.discard"), ("", "B.discard")],
)
def test_the_advance_type_written_value_first(advance: str, zone: str) -> None:
    """「○[戦闘]吹き上げる風 〈対象:この地形に存在するユニットすべて〉 対象が「飛行」の進軍タイプを
    持つ場合、対象は「防御力:+1」する」: a flying goblin (defence 4) survives 狩人's 4; a walking
    one, or one with no advance type given, does not."""
    text = (
        "○[戦闘]吹き上げる風\\n〈対象:この地形に存在するユニットすべて〉\\n"
        "対象が「飛行」の進軍タイプを持つ場合、対象は「防御力:+1」する。"
    )
    r = mc_read(loads(_SPRING % (text, advance)))
    assert r.outcome["state"] == {"ゴブリン.zone": zone}


@pytest.mark.parametrize(
    ("advance", "zone"),
    [(", advance: 飛行", "B.field.c3"), (", advance: 歩行", "B.discard")],
)
def test_instead_on_the_advance_type(advance: str, zone: str) -> None:
    """「対象に「防御力:-1」を付与する。対象が「飛行」の進軍タイプを持つ場合、代わりに対象に
    「防御力:+1」を付与する」: the flying goblin gets +1 instead of -1 (survives 狩人's 4), the
    walking one -1 (dies)."""
    text = (
        "○[戦闘]吹き上げる風\\n〈対象:この地形に存在するユニットすべて〉\\n"
        "対象に「防御力:-1」を付与する。対象が「飛行」の進軍タイプを持つ場合、代わりに対象に"
        "「防御力:+1」を付与する。"
    )
    r = mc_read(loads(_SPRING % (text, advance)))
    assert r.outcome["state"] == {"ゴブリン.zone": zone}
