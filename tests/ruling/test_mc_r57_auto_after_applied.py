"""mc round 57 (s54mcR): a ● 「対象を…。効果適用後、カードを1枚補充する。」 on its one unit target runs:
the part after 「効果適用後、」 follows the part applied (4.1.11), the player's replenish beside the
one target (10.10.4). Its own unit gone before that part raises mc after_applied_auto_unit_left
(4.1.11's 「その効果を使用したユニット」 against 10.1.1: a ● is not used) — both readings run;
still there, nothing is raised."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario


def _text(first: str) -> str:
    unit = (
        "        - name: 鳩\n          type: unit\n          level: 1\n          attack: 0\n"
        '          defense: 3\n          text: "●[自軍ターン]帰巣\\n〈発揮:普通召喚フェイズ開始時/対象:'
        f'このユニット〉\\n{first}。効果適用後、カードを1枚補充する。"\n'
    )
    return mc_scenario(
        a="      c2:\n        - {name: 村, type: terrain, limit: 6}\n" + unit,
        a_top="    deck: 20\n    hand: 0\n",
        rest="actions:\n  - {do: summon_phase, actions: []}\n",
        turn="{player: A, number: 5, phase: summon}",
    )


def test_unit_left_raises_the_point_both_readings() -> None:
    r = resolve(loads(_text("対象を持ち主の手札に戻す")))
    hands = {len(leaf.final.zone("A", "hand")) for leaf in [r.main, *r.alternates]}
    assert hands == {1, 2}
    assert "4.1.11" in r.main.decided_by


def test_unit_stays_replenishes_no_point() -> None:
    r = resolve(loads(_text("対象を行動完了にする")))
    assert r.alternates == []
    assert len(r.main.final.zone("A", "hand")) == 1
    assert "4.1.11" in r.main.decided_by
