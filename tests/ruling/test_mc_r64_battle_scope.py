"""Monster Collection (mc), round 64 (s61mcR2), issue 14: 「自軍捨て山のユニットカードを1枚選び、」
(a choice of a zone's cards narrowed to a card type, 2.1.6) compiles as 「…のカードを1枚選び、」 does;
and an ability with a battle timing notation (10.9.1) whose steps choose and move such a card in a
battle raises battle_ability_card_outside_battle (10.9.1 against 10.10.4 / 8.2.5: both readings
run), while the same steps of a [メイン] ability outside a battle raise nothing."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

_PICK = "自軍捨て山のユニットカードを1枚選び、自軍手札に加える。"
_PILE = (
    "    deck: 20\n    hand: 0\n    discard:\n"
    "      - {name: 骸骨, type: unit, level: 1, attack: 1, defense: 1}\n"
    "      - {name: 薬, type: item, level: 1}\n"
)


def test_unit_card_chosen_from_the_discard_pile_in_the_main_phase() -> None:
    # the item is no unit card (2.1.6): the one unit card is taken, the item stays
    unit = f'{{name: 術師, type: unit, level: 2, attack: 2, defense: 3, text: "◎[メイン]招来\\n{_PICK}"}}'
    scn = mc_scenario(
        a=mc_area("c2", "草原", 8, unit),
        a_top=_PILE,
        rest="actions:\n  - {do: use, card: 術師}\nask: [骸骨.zone, 薬.zone]\n",
    )
    r = resolve(loads(scn))
    assert not r.main.rejected
    assert not [w for w in r.warnings() if w.kind in ("unsupported", "ambiguity")], r.warnings()
    assert r.outcome["state"]["骸骨.zone"] == "A.hand"
    assert r.outcome["state"]["薬.zone"] == "A.discard"


def test_battle_ability_moving_a_discard_card_raises_the_point() -> None:
    text = (
        f"◎[普通]招来\\n〈対象:このユニット〉\\n対象に「攻撃力:+1」を付与する。効果適用後、{_PICK}"
    )
    unit = f'{{name: 術師, type: unit, level: 2, attack: 2, defense: 3, text: "{text}"}}'
    foe = "{name: 石像, type: unit, level: 3, attack: 1, defense: 6}"
    scn = mc_scenario(
        a=mc_area("c2", "草原", 8, unit),
        b=mc_area("c3", "遺跡", 6, foe),
        a_top=_PILE,
        rest="actions:\n  - do: advance\n    units: [術師]\n    to: c3\n"
        "    dice: {A: 6, B: 1}\n"
        "    first_normal: [{do: use, player: A, card: 術師, target: 術師}]\n"
        "ask: [骸骨.zone]\n",
    )
    r = resolve(loads(scn))
    assert not r.main.rejected
    assert r.outcome["state"]["骸骨.zone"] == "A.hand"  # the engine's reading: player_act
    other = [lf.outcome["state"]["骸骨.zone"] for lf in r.alternates]
    assert other == ["A.discard"]  # battle_scope: the part does nothing (10.9.1)
    cl = {c for lf in r.alternates for s in lf.trace.steps for c in s.clauses}
    assert "10.9.1" in cl
    amb = [w for w in r.warnings() if w.kind == "ambiguity"]
    assert any({"10.9.1", "10.10.4"} <= set(w.clauses) for w in amb), amb
