"""A unit that 「行動完了にならない」 and its own □ (round 65, s62comcR, from mc/r65_025): a cost that
cannot be carried out is not declared (10.11.1 「要求されたコストを実行できる状態でなければ、宣言を行うこと
はできません」, 10.11.2). Whether making such a unit acted is such a cost is the point
acted_cost_of_unit_never_acted (4.1.12 speaks of effects): under the engine's reading
(cost_impossible) the declaration itself is refused — before, it was declared and then not carried
out at 10.1.13; under cost_made it is used and its effect applies."""

from __future__ import annotations

from tests.ruling.boards import decided, mc_run

BOARD = (
    "turn: {player: A, number: 11, phase: main}\nplayers:\n"
    "  A:\n    deck: 10\n    field:\n      c1: [{name: 本陣, type: terrain, hq: true}]\n"
    "      c2:\n        - {name: 灯台, type: terrain, limit: 7}\n"
    "        - {name: 番人, type: unit, level: 2, attack: 1, defense: 3, "
    'text: "%s□[メイン]夜警\\n〈対象:自軍プレイヤー〉\\nカードを1枚補充する。"}\n'
    "  B:\n    deck: 10\n    field: {c4: [{name: 本陣, type: terrain, hq: true}]}\n"
    "actions:\n  - {do: use, player: A, card: 番人, ability: %d}\n"
    "ask: [A.deck, 番人.state]\n"
)
NEVER = "○眠らずの誓い\\n〈対象:このユニット〉\\n対象は行動完了にならない。\\n"


def test_refused_at_its_declaration_under_the_engine_reading() -> None:
    r = mc_run(BOARD % (NEVER, 2))
    assert r.main.rejected
    assert {"10.11.1", "10.11.2", "4.1.12"} <= decided(r)
    assert r.main.outcome["state"]["A.deck"] == 10
    other = {leaf.outcome["state"]["A.deck"] for leaf in r.alternates}
    assert other == {9}  # cost_made: used, the unit unacted


def test_without_the_text_it_is_used() -> None:
    r = mc_run(BOARD % ("", 1))
    assert not r.main.rejected
    assert r.main.outcome["state"]["A.deck"] == 9
    assert r.main.outcome["state"]["番人.state"] == "rest"
