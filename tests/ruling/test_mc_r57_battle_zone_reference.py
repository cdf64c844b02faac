"""mc round 57 (s54mcR): a condition counting a player's zone (「自軍捨て山にカードが4枚以上ある場合」)
read on a card in a battle: 8.2.5 limits what a battle refers to (the terrain, its units and
equipment, 「各プレイヤー」) — whether the zone is among them is the point
mc battle_reference_player_zone, raised (both readings run) only where the count meets the
condition; outside a battle, or with too few cards, nothing is raised."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario

_TEXT = "□[メイン]怨霊招き\\n〈対象:ユニット1体〉\\n自軍捨て山にカードが4枚以上ある場合、対象に【3】ダメージを与える。"
_BATTLE_TEXT = _TEXT.replace("[メイン]", "[普通]")


def _battle(discard: int) -> str:
    return mc_scenario(
        a=f"""\
      c2:
        - {{name: 古戦場, type: terrain, limit: 6}}
        - {{name: 墓守, type: unit, level: 2, attack: 1, defense: 3, text: "{_BATTLE_TEXT}"}}
""",
        b="""\
      c3:
        - {name: 墓所, type: terrain, limit: 6}
        - {name: 荒くれ, type: unit, level: 2, attack: 1, defense: 3}
""",
        a_top=f"    deck: 11\n    discard: {discard}\n",
        rest="""\
actions:
  - do: advance
    units: [墓守]
    to: c3
    dice: {A: 6, B: 1}
    first_normal: [{do: use, card: 墓守, target: 荒くれ}]
""",
        turn="{player: A, number: 12, phase: main}",
    )


def test_met_in_a_battle_raises_both_readings() -> None:
    r = resolve(loads(_battle(5)))
    # counted: 荒くれ takes 3 and dies; not referred to: it lives
    died = {len(leaf.final.zone("B", "discard")) for leaf in [r.main, *r.alternates]}
    assert len(r.alternates) == 1 and died == {0, 1}
    assert "8.2.5" in r.alternates[0].decided_by or "8.2.5" in r.main.decided_by


def test_not_met_raises_nothing() -> None:
    r = resolve(loads(_battle(3)))
    assert r.alternates == []


def test_outside_a_battle_raises_nothing() -> None:
    text = mc_scenario(
        a=f"""\
      c2:
        - {{name: 古戦場, type: terrain, limit: 6}}
        - {{name: 墓守, type: unit, level: 2, attack: 1, defense: 3, text: "{_TEXT}"}}
        - {{name: 敵, type: unit, level: 1, attack: 1, defense: 3}}
""",
        a_top="    deck: 11\n    discard: 5\n",
        rest="actions:\n  - {do: use, card: 墓守, target: 敵}\nexpect:\n  state: {敵.zone: A.discard}\n",
        turn="{player: A, number: 12, phase: main}",
    )
    r = resolve(loads(text))
    assert r.alternates == []
    assert "8.2.5" not in r.decided_by
