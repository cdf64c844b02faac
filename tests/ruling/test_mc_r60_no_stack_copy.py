"""Monster Collection (mc), round 60 (s57mcR): the unsettled point no_stack_other_copy (16.2.1).

A no-stack effect (「(重複しない)」) is not applied to what 「その効果」 designated before in the phase
(16.2.1, 16.2.3). Two cards of one name each hold it: is the second card's effect 「その効果」
(the effect as printed) or another one (another source, 4.8.2)? Raised only where a card of the
same name designated that target this phase; both readings run. One card used twice: not applied,
nothing open; cards of different names: nothing open.
"""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

_TEXT = "◎[メイン]串\\n〈コスト:手札1枚破棄/対象:ユニット1体〉\\n対象に【1】ダメージを与える(重複しない)。"


def _run(names: tuple[str, str]) -> object:
    units = [
        f'{{name: {n}, uid: 巫女{k}, type: unit, level: 1, attack: 1, defense: 2, text: "{_TEXT}"}}'
        for k, n in enumerate(names, 1)
    ]
    scn = mc_scenario(
        turn="{player: A, number: 9, phase: main}",
        a_top="    deck: 10\n    hand: [{name: 白, type: item}, {name: 黒, type: item}]\n",
        a=mc_area("c2", "祠", 6, *units),
        b="      c3:\n        - {name: 参道, type: terrain, limit: 6}\n"
        "        - {name: 石像, type: unit, level: 2, attack: 2, defense: 2}\n",
        rest="actions:\n"
        "  - {do: use, player: A, card: 巫女1, target: 石像, cost_cards: [白]}\n"
        "  - {do: use, player: A, card: 巫女2, target: 石像, cost_cards: [黒]}\n"
        "ask: [石像.zone]\n",
    )
    return resolve(loads(scn))


def test_two_copies_raise_the_point() -> None:
    r = _run(("巫女", "巫女"))
    assert r.outcome["state"]["石像.zone"] == "B.discard"  # type: ignore[attr-defined]
    other = {tuple(x["reading"]): x["outcome"]["state"] for x in r.outcome["readings"]}  # type: ignore[attr-defined]
    assert other[("printed",)]["石像.zone"] == "B.field.c3"
    assert "16.2.1" in r.outcome["depends_on_reading"]  # type: ignore[attr-defined]


def test_other_names_raise_nothing() -> None:
    r = _run(("巫女", "神官"))
    assert r.outcome["state"]["石像.zone"] == "B.discard"  # type: ignore[attr-defined]
    assert not r.outcome.get("readings")  # type: ignore[attr-defined]


def test_one_card_twice_not_applied() -> None:
    scn = mc_scenario(
        turn="{player: A, number: 9, phase: main}",
        a_top="    deck: 10\n    hand: [{name: 白, type: item}, {name: 黒, type: item}]\n",
        a=mc_area(
            "c2",
            "祠",
            6,
            f'{{name: 巫女, type: unit, level: 1, attack: 1, defense: 2, text: "{_TEXT}"}}',
        ),
        b="      c3:\n        - {name: 参道, type: terrain, limit: 6}\n"
        "        - {name: 石像, type: unit, level: 2, attack: 2, defense: 2}\n",
        rest="actions:\n"
        "  - {do: use, player: A, card: 巫女, target: 石像, cost_cards: [白]}\n"
        "  - {do: use, player: A, card: 巫女, target: 石像, cost_cards: [黒]}\n"
        "ask: [石像.zone]\n",
    )
    r = resolve(loads(scn))
    assert r.outcome["state"]["石像.zone"] == "B.field.c3"
    assert not r.outcome.get("readings")
    assert "16.2.1" in r.decided_by
