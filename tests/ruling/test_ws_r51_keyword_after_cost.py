"""ws round 51 (s48wsA): a keyword printed after the cost (「【自】［(1)］ フォース …」) names the ability
as when printed before it (10.14.2): the ability compiles and carries the keyword, and a フォース so
printed swaps the opponent's front row at the start of the climax phase (10.14.1, 6.6.1.1)."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.resolve import check_expect, resolve
from ruling.rules import get_game
from ruling.scenario import loads

BODY = (
    "あなたのCXフェイズの始めに、あなたはコストを払ってよい。そうしたら、相手の前列のキャラを2枚選び、"
    "【スタンド】して入れ替える。"
)


def test_keyword_after_the_cost_compiles() -> None:
    get_game("ws")
    after = _abilities("ws", "【自】［(1)］ フォース " + BODY, "character")
    before = _abilities("ws", "【自】 フォース ［(1)］ " + BODY, "character")
    assert [a.reason for a in after] == [""] == [a.reason for a in before]


def test_force_printed_after_its_cost_swaps() -> None:
    scen = (
        "game: ws\ntitle: t\nturn: {player: A, number: 6, phase: main, first_player: A}\n"
        "players:\n  A:\n    level: 1\n    stock: 1\n    deck: 10\n    stage:\n"
        "      center_front: {name: 力持ち, type: character, level: 1, power: 5000, soul: 1, "
        f'text: "【自】［(1)］ フォース {BODY}"}}\n'
        "  B:\n    deck: 10\n    stage:\n"
        "      center_front: {name: 大, type: character, level: 2, power: 9000, soul: 1, state: rest}\n"
        "      left_front: {name: 小, type: character, level: 0, power: 1000, soul: 1}\n"
        "actions:\n  - {do: climax_phase, card: none}\n"
        "choices:\n  - {player: A, at: cost, choose: yes}\n"
        "  - {player: A, at: choose, choose: 大}\n  - {player: A, at: choose, choose: 小}\n"
        "expect:\n  state: {B.center_front: [小], B.left_front: [大], A.stock: 0}\n"
        "  decided_by: ['10.14.1', '6.6.1.1']\n"
    )
    assert check_expect(resolve(loads(scen))) == []
