"""mc round 52 (s49mcB): MC 4.7.5 «or» printed as 「or」 between two quoted values — 「対象が「種族:
ドラゴン」or「属性:火」の場合」 — is a link as 「または」 is (grammar ``LINK``): either part holding meets
the condition (4.7.5, 10.12.1). And a ``check`` action asks about the state it names at its moment:
the steps that state rests on then decide the ruling too (``Engine.asked_at_check``)."""

from __future__ import annotations

from typing import Any

from grammar.parse import parse_card
from ruling.resolve import check_expect
from ruling.scenario import loads
from tests.ruling.boards import MC_CASTER, mc_area, mc_compile, mc_read, mc_scenario

_TEXT = (
    "◎[メイン]炎の加護\\n〈コスト:手札1枚破棄/対象:ユニット1体〉\\n"
    "対象が「種族:ドラゴン」or「属性:火」の場合、対象に「攻撃力:+2」を付与する。"
)


def test_or_between_quoted_values_is_a_link() -> None:
    r = parse_card(
        "対象が「種族:ドラゴン」or「属性:火」の場合、対象に「攻撃力:+2」を付与する。", "mc"
    )
    assert r.card.abilities[0].condition.clause.args[1].value.links == ("or",)
    # 「or」 not between two quoted values is not a link (a name's letters)
    assert "Name(text='Lord')" in str(parse_card("「Lord」を破棄する。", "mc").card)


def test_or_condition_compiles_to_either() -> None:
    cond = mc_compile(_TEXT.replace("\\n", "\n")).condition
    assert cond == ("any_of", (("species", ("ドラゴン",)), ("attribute", ("火",))))


def _ruling(attribute: str, attack: int) -> Any:
    warrior = f"{{name: 戦士, type: unit, level: 2, attack: 2, defense: 3, race: [ヒューマン], attribute: [{attribute}]}}"
    return mc_read(
        loads(
            mc_scenario(
                a=mc_area("c2", "平原", 8, MC_CASTER % _TEXT, warrior),
                a_top="    deck: 20\n    hand: [{name: 炭, type: item}]\n",
                rest="actions:\n  - do: main_phase\n    actions:\n"
                "      - {do: use, card: 術士, target: 戦士, cost_cards: [炭]}\n"
                f"      - {{do: check, state: {{戦士.attack: {attack}}}}}\n"
                "expect:\n  state: {炭.zone: A.discard}\n",
            ),
            "t.yaml",
        )
    )


def test_one_side_met_applies_and_the_check_cites_it() -> None:
    r = _ruling("火", 4)
    assert check_expect(r) == []
    assert {"4.7.5", "10.12.1", "10.14.5"} <= set(r.decided_by)


def test_neither_side_met_not_applied() -> None:
    r = _ruling("水", 2)
    assert check_expect(r) == []
    assert "10.12.2" in r.decided_by
