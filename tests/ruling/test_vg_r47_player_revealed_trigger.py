"""Round 47 (issue 12): 「相手が手札からカードを公開した時」 — the active form of the reveal event
(7.10.1): the fighter named revealed a card of the description from the zone named, whoever's
ability made it; 「見せる」 is 「公開する」 (7.10.1.1). The same fighter's own reveal does not
trigger it, nor a reveal from another zone."""

from __future__ import annotations

import pytest

from tests.ruling.boards import cited, vg_run, zone_names

BOARD = """players:
  A:
    vanguard: {name: 竜騎士, grade: 3, power: 13000}
    hand: [{name: 聖剣, grade: 1}]
    deck: 10
  B:
    vanguard: {name: 監視者, grade: 3, power: 13000, text: "【自】【(V)】：相手が%sからカードを公開した時、あなたはカードを1枚引く。"}
    hand: 0
    deck: 10
actions:
  - {do: resolve_text, player: %s, text: "%s"}
choices:
  - {player: A, at: optional, choose: yes}
"""
SHOW = "あなたの手札から「聖剣」を1枚相手に見せてよい。"


@pytest.mark.parametrize(
    ("zone", "who", "text", "drew"),
    [
        ("手札", "A", SHOW, 1),  # the opponent showed a hand card: triggered
        ("手札", "A", "あなたの手札から「聖剣」を1枚公開してよい。", 1),
        ("ドロップ", "A", SHOW, 0),  # from another zone: not
        ("手札", "B", "あなたの山札の上から1枚公開する。", 0),  # its own fighter, the deck: not
    ],
)
def test_the_reveal_of_the_fighter_named(zone: str, who: str, text: str, drew: int) -> None:
    r = vg_run(BOARD % (zone, who, text))
    assert len(zone_names(r, "B", "hand")) == drew
    if drew:
        assert "7.10.1" in cited(r)
