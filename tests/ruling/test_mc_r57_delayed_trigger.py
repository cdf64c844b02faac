"""mc round 57 (s54mcR): 「このターンの普通召喚フェイズ開始時に、カードを2枚補充する。」 — a delayed
trigger (時限誘発, 10.5.4.2) made by an effect: at that moment it triggers once (10.5.4.2.1) and is
played at the check step (10.5.3). Made in a battle by a ◎, whether it outlasts the battle end
timing (8.3.8.4) is the point mc delayed_trigger_after_battle_end — both readings run; made
outside a battle, nothing is raised."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.resolve import resolve
from ruling.scenario import loads
from ruling.state import Card
from tests.ruling.boards import mc_scenario

_TEXT = (
    "◎[{t}]星読み\\n〈コスト:手札1枚破棄/対象:このユニット〉\\n"
    "このターンの普通召喚フェイズ開始時に、カードを2枚補充する。"
)


def _unit(timing: str) -> str:
    return (
        "      c2:\n        - {name: 丘, type: terrain, limit: 6}\n"
        "        - {name: 占い師, type: unit, level: 2, attack: 1, defense: 3, "
        f'text: "{_TEXT.format(t=timing)}"}}\n'
    )


def test_compiles_as_a_delayed_trigger() -> None:
    text = _TEXT.format(t="メイン").replace("\\n", "\n")
    (ab,) = abilities_of("mc", Card(uid="x", owner="A", name="x", type="unit", text=text))
    assert ab.supported
    (step,) = ab.program.steps
    assert type(step).__name__ == "DelayedStep" and step.moment == "summon_start"


def test_outside_a_battle_it_triggers_at_the_summon_phase() -> None:
    text = mc_scenario(
        a=_unit("メイン"),
        a_top="    deck: 10\n    hand: [{name: 星屑, type: item}]\n",
        rest="""\
actions:
  - do: main_phase
    actions:
      - {do: use, card: 占い師, target: 占い師, cost_cards: [星屑]}
  - {do: summon_phase, actions: []}
ask: [A.hand, A.deck]
expect:
  state: {A.hand: 2, A.deck: 8}
""",
        turn="{player: A, number: 9, phase: main}",
    )
    r = resolve(loads(text))
    assert r.alternates == []
    assert len(r.main.final.zone("A", "hand")) == 2
    assert {"10.5.4.2", "10.5.4.2.1", "10.5.3"} <= set(r.main.decided_by)


def test_made_in_a_battle_raises_the_point() -> None:
    text = mc_scenario(
        a=_unit("普通"),
        b="      c3:\n        - {name: 森, type: terrain, limit: 6}\n"
        "        - {name: 森番, type: unit, level: 2, attack: 1, defense: 3}\n",
        a_top="    deck: 10\n    hand: [{name: 星屑, type: item}]\n",
        rest="""\
actions:
  - do: main_phase
    actions:
      - do: advance
        units: [占い師]
        to: c3
        dice: {A: 6, B: 1}
        first_normal: [{do: use, card: 占い師, target: 占い師, cost_cards: [星屑]}]
  - {do: summon_phase, actions: []}
""",
        turn="{player: A, number: 9, phase: main}",
    )
    r = resolve(loads(text))
    hands = {len(leaf.final.zone("A", "hand")) for leaf in [r.main, *r.alternates]}
    assert hands == {0, 2}
