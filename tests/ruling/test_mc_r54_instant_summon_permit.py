"""mc (round 54, s51mcT): 〈対象:自軍プレイヤー〉「対象は自軍手札の(「種族:X」の)ユニットカードを即時
召喚できる」 of a ○ ability — while it is in force (14.5.4.2) that player may summon such a unit
card in an instant summon timing though it is no 「即時召喚可能なユニットカード」 (8.3.2.8, 2.1.12.2:
the text wins over the rules, 1.3.1); a card not so described is still refused. A one-shot
(◎ / ●) permission has no duration read: refused."""

from __future__ import annotations

import pytest

from ruling.abilities import Unsupported
from tests.ruling.boards import decided, main_state, mc_compile, mc_run

_BELL = "○急報の鐘\\n〈対象:{who}プレイヤー〉\\n対象は自軍手札の「種族:ヒューマン」のユニットカードを即時召喚できる。"


def _board(who: str, card: str) -> str:
    return (
        "turn: {player: A, number: 9, phase: main}\nplayers:\n  A:\n    deck: 20\n    field:\n"
        "      c1: [{name: 本陣, type: terrain, hq: true}]\n      c2:\n"
        "        - {name: 平原, type: terrain, limit: 6}\n"
        "        - {name: 山賊, type: unit, level: 3, attack: 3, defense: 3}\n"
        "  B:\n    deck: 20\n    hand:\n"
        "      - {name: 歩兵, type: unit, level: 2, attack: 1, defense: 3, race: ヒューマン}\n"
        "      - {name: 魔獣, type: unit, level: 2, attack: 3, defense: 3, race: ビースト}\n"
        "    field:\n      c3:\n"
        f'        - {{name: 砦, type: terrain, limit: 6, text: "{_BELL.format(who=who)}"}}\n'
        "        - {name: 番兵, type: unit, level: 2, attack: 1, defense: 2}\n"
        "      c4: [{name: 本陣, type: terrain, hq: true}]\n"
        "actions:\n  - do: advance\n    units: [山賊]\n    to: c3\n"
        f"    instant: {{B: [{{card: {card}}}]}}\n"
        "    dice: {A: 5, B: 2}\n"
        f"ask: [{card}.zone]\n"
    )


@pytest.mark.parametrize(
    ("who", "card", "summoned"),
    [("自軍", "歩兵", True), ("自軍", "魔獣", False), ("敵軍", "歩兵", False)],
)
def test_the_permission_is_for_that_player_and_that_card(
    who: str, card: str, summoned: bool
) -> None:
    r = mc_run(_board(who, card))
    assert (main_state(r, f"{card}.zone") != "B.hand") == summoned
    if summoned:
        assert {"8.3.2.8", "1.3.1", "14.5.4.2"} <= decided(r)
    else:
        assert "8.3.2.8" in decided(r)


def test_a_one_shot_permission_is_refused() -> None:
    with pytest.raises(Unsupported):
        mc_compile(
            "◎[メイン]急報\n〈対象:自軍プレイヤー〉\n対象は自軍手札のユニットカードを即時召喚できる。"
        )
