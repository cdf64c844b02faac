"""Monster Collection (mc), round 64 (s61mcR2), issue 14: a cost of several items (10.11.9)
joined by 「、」 — 〈コスト:手札1枚破棄、自軍ユニット1体を破棄する〉 — read as the same items
joined by 「&」 (the grammar reads 「手札1枚破棄」 before 「、」 as a nominal sentence); both paid
at 10.1.13, and one item not carried out leaves the effect unapplied while the other is still
paid (10.11.3)."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")

_TEXT = "◎[メイン]魂喰らい\n〈コスト:手札1枚破棄{sep}自軍ユニット1体を破棄する/対象:このユニット〉\n対象に「攻撃力:+3」を付与する。"


def test_comma_items_compile_as_ampersand_items() -> None:
    (comma,) = _abilities("mc", _TEXT.format(sep="、"), "unit")
    (amp,) = _abilities("mc", _TEXT.format(sep="&"), "unit")
    assert comma.supported, comma.reason
    assert comma.program == amp.program


def test_both_items_paid() -> None:
    text = _TEXT.format(sep="、").replace("\n", "\\n")
    user = f'{{name: 術師, type: unit, level: 2, attack: 1, defense: 3, text: "{text}"}}'
    scn = mc_scenario(
        a=mc_area(
            "c2", "草原", 8, user, "{name: 屍兵, type: unit, level: 1, attack: 1, defense: 1}"
        ),
        a_top="    deck: 20\n    hand: [{name: 腐肉, type: item}]\n",
        rest="actions:\n  - {do: use, card: 術師, target: 術師, cost_cards: [腐肉, 屍兵]}\n"
        "ask: [腐肉.zone, 屍兵.zone, 術師.attack]\n",
    )
    r = resolve(loads(scn))
    assert not r.main.rejected
    st = r.outcome["state"]
    assert (st["腐肉.zone"], st["屍兵.zone"], st["術師.attack"]) == ("A.discard", "A.discard", 4)


def test_hand_and_deck_items_joined_by_comma() -> None:
    # pinned refused in round 23 (test_mc_cardtext_r23): now the two items, as with 「&」
    text = "◎[普通]x\n〈コスト:手札1枚破棄{sep}山札1枚破棄/対象:敵軍ユニット1体〉\n対象に【1】ダメージを与える。"
    (comma,) = _abilities("mc", text.format(sep="、"), "unit")
    (amp,) = _abilities("mc", text.format(sep="&"), "unit")
    assert comma.supported and comma.program == amp.program
