"""mc round 50 (s47mcA): 「(対象は)手札 / 山札をすべて破棄する」 — every card of the zone as the step
is done, moved to the discard pile (12.4.1); a hand card declared as a cost waits in the effect
zone (10.1.6, 10.11.8) and is not among them."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.games._mc.cardtext import PileDiscardStep
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario, problems

get_game("mc")

_CURSE = (
    "◎[対抗]忘却の呪い\\n〈コスト:手札1枚破棄/対象:敵軍プレイヤー〉\\n対象は手札をすべて破棄する。"
)


def test_it_compiles_to_a_whole_zone_discard() -> None:
    (ab,) = _abilities("mc", _CURSE.replace("\\n", "\n"), "unit")
    assert ab.supported, ab.reason
    assert ab.program.steps == (PileDiscardStep("hand", 0, owner="enemy", whole=True),)
    (ab,) = _abilities("mc", "◎[メイン]整理\n〈コスト:なし〉\n山札をすべて破棄する。", "unit")
    assert ab.supported, ab.reason
    assert ab.program.steps == (PileDiscardStep("deck", 0, whole=True),)


_BOARD = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - name: 弓術士
          type: unit
          level: 2
          attack: 1
          defense: 3
          text: "◎[メイン]狙撃\\n〈コスト:手札1枚破棄/対象:ユニット1体〉\\n対象に【3】ダメージを与える。"
""",
    b="      c3:\n        - {name: 森, type: terrain, limit: 6}\n"
    f'        - {{name: 妖術師, type: unit, level: 2, attack: 1, defense: 3, text: "{_CURSE}"}}\n',
    a_top="    deck: 20\n    hand: [{name: 矢筒, type: item}, {name: 地図, type: terrain}, "
    "{name: 石, type: unit, level: 1}]\n",
    b_top="    deck: 20\n    hand: [{name: 呪符, type: item}]\n",
    rest="""\
actions:
  - do: use
    card: 弓術士
    target: 妖術師
    cost_cards: [矢筒]
    respond: [{do: use, player: B, card: 妖術師, target: A, cost_cards: [呪符]}]
expect:
  state: {地図.zone: A.discard, 石.zone: A.discard, 矢筒.zone: A.discard, A.hand: 0, 妖術師.zone: B.discard}
""",
    turn="{player: A, number: 5, phase: main, first_player: A}",
)


def test_the_whole_hand_goes_but_the_declared_cost_is_still_paid() -> None:
    """B's answer resolves first: 地図 and 石 leave A's hand; 矢筒, in the effect zone, is paid
    as declared and A's ◎ takes effect (10.1.14)."""
    assert problems(_BOARD) == []
    r = resolve(loads(_BOARD))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert {"12.4.1", "10.11.8"} <= set(r.decided_by)
