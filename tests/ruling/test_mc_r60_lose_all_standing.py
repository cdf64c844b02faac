"""Monster Collection (mc), round 60 (s57mcR): 「対象はすべての常備能力を失う」.

Every standing ability of chapter 13 (13.1: the costs 「アイテム:x」 / 「スペル:x」 and the
abilities 4.1.3 names) the target holds is treated as not there (10.15.2.1): its 「i」 gone, the
equipment worn through them is discarded (13.1.2.8); a lost 「弱点」 lets the damage apply as dealt
(13.1.8.4). A target holding none loses nothing (4.1.15). In force (○) it stays refused.
"""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.games._mc.cardtext import LoseStandingStep
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")

_USE = "◎[メイン]封印\\n〈コスト:手札1枚破棄/対象:ユニット1体〉\\n対象はすべての常備能力を失う。"


def test_compiled() -> None:
    (a,) = _abilities("mc", _USE.replace("\\n", "\n"), "unit")
    assert a.supported, a.reason
    assert a.program.steps == (LoseStandingStep("all", "x"),)
    inforce = "○[戦闘]封印\n〈対象:敵軍ユニットすべて〉\n対象はすべての常備能力を失う。"
    assert not _abilities("mc", inforce, "unit")[0].supported


def _run(target_text: str, gear: bool) -> object:
    worn = (
        ("{name: 盾, type: item, defense_bonus: 1, equip_cost: 1, equipped_to: 兵}",)
        if gear
        else ()
    )
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a_top="    deck: 10\n    hand: [{name: 羽, type: item}]\n",
        a=mc_area(
            "c2",
            "平原",
            8,
            f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{_USE}"}}',
            f'{{name: 兵, type: unit, level: 1, attack: 1, defense: 3, text: "{target_text}"}}',
            *worn,
        ),
        rest="actions:\n  - {do: use, player: A, card: 術士, target: 兵, cost_cards: [羽]}\n"
        f"ask: [兵.zone{', 盾.zone' if gear else ''}]\n",
    )
    return resolve(loads(scn))


def test_item_slots_lost_equipment_discarded() -> None:
    r = _run("「アイテム:i」\\n「弱点:電撃(+1ダメージ)」", gear=True)
    lost = [s.ja for s in r.main.trace.steps if "を失う（存在しない" in s.ja]  # type: ignore[attr-defined]
    assert any("「アイテム:x」" in x for x in lost) and any("「弱点」" in x for x in lost), lost
    moved = [s.ja for s in r.main.trace.steps if s.event == "move" and "盾" in s.ja]  # type: ignore[attr-defined]
    assert moved, "the equipment worn through the lost 「i」 is discarded (13.1.2.8)"
    assert {"10.15.2.1", "13.1", "13.1.2.8", "13.1.8.4"} <= set(r.decided_by)  # type: ignore[attr-defined]


def test_nothing_held_nothing_lost() -> None:
    r = _run("", gear=False)
    said = [s.ja for s in r.main.trace.steps if "失うものはない" in s.ja]  # type: ignore[attr-defined]
    assert said, "a target holding no standing ability loses nothing (4.1.15)"
    assert {"10.15.2", "4.1.15"} <= set(r.decided_by)  # type: ignore[attr-defined]
