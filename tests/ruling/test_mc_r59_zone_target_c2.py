"""Monster Collection (mc), round 59 (s56mcC2): 〈対象:…〉 naming a card in a hand or discard pile.

10.10.6 / 10.10.7 list what an ability may target (terrains, units, items, spells in use,
players) and name no card in a zone; a card whose text names one (〈対象:自軍捨て山の戦闘スペルカード
1枚〉) prevails over them (1.3.1). The target is one card of that side's zone of that kind, chosen at
the declaration (10.10.1, 10.10.2); at the effect it must still be there (10.10.5). The steps run on
it are the moves of a card between zones (to a hand 5.1.4.1, to a discard pile 12.4.1, to the
removed zone 12.5.1); any other step on such a card stays refused.
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler (ruling.abilities reads it)


def _ab(text: str, card_type: str) -> Any:
    return _abilities("mc", text.replace("\\n", "\n"), card_type)[-1]


@pytest.mark.parametrize(
    ("said", "zone", "kind", "owner"),
    [
        ("自軍捨て山の戦闘スペルカード1枚", "discard", "spell", "own"),
        ("自軍捨て山のユニットカード1枚", "discard", "unit", "own"),
        ("敵軍捨て山のカード1枚", "discard", "", "enemy"),
        ("敵軍手札のアイテムカード1枚", "hand", "item", "enemy"),
    ],
)
def test_zone_card_target_read(said: str, zone: str, kind: str, owner: str) -> None:
    a = _ab(f"□[メイン]回収\\n〈対象:{said}〉\\n対象をゲームから除外する。", "unit")
    assert a.supported, a.reason
    t = a.program.target
    assert (t.kind, t.zone, t.card_type, t.owner) == ("zone_card", zone, kind, owner)


@pytest.mark.parametrize(
    "body",
    [
        "対象を「攻撃力:+1」する。",  # a stat change on a card off the battlefield
        "対象を自軍捨て山に置く。",  # to the zone it is in
        "自軍手札が3枚以下の場合、対象を自軍手札に加える。",  # a condition not read with it
    ],
)
def test_zone_card_target_other_steps_refused(body: str) -> None:
    a = _ab(f"□[メイン]回収\\n〈対象:自軍捨て山の戦闘スペルカード1枚〉\\n{body}", "unit")
    assert not a.supported


def _board(ref: str, discard: str) -> Any:
    text = "□[メイン]回収\\n〈対象:自軍捨て山の戦闘スペルカード1枚〉\\n対象を自軍手札に加える。"
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a_top=f"    deck: 20\n    hand: 0\n    discard: [{discard}]\n",
        a=mc_area(
            "c2",
            "平原",
            8,
            f'{{name: 司書, type: unit, level: 1, attack: 0, defense: 4, text: "{text}"}}',
        ),
        rest=f"actions:\n  - {{do: use, card: 司書, target: {ref}}}\nask: [A.hand, A.discard]\n",
    )
    return resolve(loads(scn))


def test_zone_card_target_to_hand_on_a_board() -> None:
    """A's 司書 takes the battle spell 火球 from A's discard pile to A's hand (1.3.1, 5.1.4.1)."""
    r = _board("火球", "{name: 火球, type: spell}, {name: 兵, type: unit, level: 1}")
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert not r.outcome.get("rejected"), r.outcome
    assert r.outcome["state"]["A.hand"] == 1 and r.outcome["state"]["A.discard"] == 1, r.outcome
    assert any("1.3.1" in (s.clauses or ()) for s in r.main.trace.steps)


def test_zone_card_target_of_another_kind_refused_on_a_board() -> None:
    """兵 is a unit card: not what 「戦闘スペルカード」 asks (10.10.2) — the use is refused (10.10.3)."""
    r = _board("兵", "{name: 火球, type: spell}, {name: 兵, type: unit, level: 1}")
    assert r.outcome.get("rejected"), r.outcome
