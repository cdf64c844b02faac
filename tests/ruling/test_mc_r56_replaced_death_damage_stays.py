"""mc round 56 (s53mcR), issue 14: a unit's death by damage of its defence or more is replaced
(「このユニットが死亡する場合、代わりに自軍手札1枚を破棄してもよい」, 10.8.3) and the damage stays on
it. 11.3.1.2.1 read as a standing check brings about a new death (replaced again while it can be,
10.8.4.3 being once per event; then 10.8.5) — the engine's reading — or the death that damage caused
was replaced once (10.8.3): the point replaced_death_damage_stays, both readings run."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")

_BONE = "○骨\\nこのユニットが死亡する場合、代わりに自軍手札1枚を破棄してもよい。"


def _run(amount: int, hand: int) -> object:
    user = (
        "{name: 術師, type: unit, level: 2, attack: 1, defense: 2, text: "
        f'"◎[メイン]指\\n〈対象:ユニット1体〉\\n対象に【{amount}】ダメージを与える。"}}'
    )
    cards = ", ".join(f"{{name: 札{i}, type: item}}" for i in range(hand))
    scn = mc_scenario(
        a=mc_area("c2", "墓所", 8, user),
        b=mc_area(
            "c3",
            "古戦場",
            8,
            f'{{name: 兵, type: unit, level: 2, attack: 2, defense: 3, text: "{_BONE}"}}',
        ),
        b_top=f"    deck: 20\n    hand: [{cards}]\n",
        rest=(
            "actions:\n  - {do: use, card: 術師, target: 兵}\n"
            'choices:\n  - {player: B, at: replacement_optional, choose: "yes"}\n'
            '  - {player: B, at: replacement_optional, choose: "yes"}\n'
            "ask: [兵.zone, B.hand]\n"
        ),
    )
    return resolve(loads(scn))


def test_both_readings() -> None:
    r = _run(3, 2)
    assert r.outcome["state"] == {"兵.zone": "B.discard", "B.hand": 0}
    # one entry per card B may discard, each under the other reading
    for other in r.outcome["readings"]:
        assert "replaced_once" in str(other["reading"])
        assert other["outcome"]["state"] == {"兵.zone": "B.field.c3", "B.hand": 1}
    points = [w.clauses for w in r.warnings() if w.kind == "ambiguity"]
    assert ("11.3.1.2.1", "10.8.3", "10.8.4.3") in points


def test_no_point_below_the_defence() -> None:
    r = _run(2, 2)
    assert r.outcome["state"] == {"兵.zone": "B.field.c3", "B.hand": 2}
    assert not [w for w in r.warnings() if w.kind == "ambiguity"]
