"""ws round 51 (s48wsA): 「相手の前列の中央の枠のキャラと相手の前列の左の枠のキャラを選び、【スタンド】して入れ
替える」 — two slots' characters joined by 「と」, no count printed: each one card (a slot holds one, 3.6.2),
the choice of several parts; 「後列の中央の枠」 names no slot (3.6.4: the back row is 左 and 右) and stays refused."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import main_state

FORCE = (
    "【自】 フォース ［(1)］ あなたのクライマックスフェイズの始めに、あなたはコストを払ってよい。そうしたら、"
    "あなたは相手の前列の中央の枠のキャラと相手の{row}の{side}の枠のキャラを選び、【スタンド】して入れ替える。"
)


def test_back_row_center_is_no_slot() -> None:
    get_game("ws")
    (ab,) = _abilities("ws", FORCE.format(row="後列", side="中央"), "character")
    assert "3.6.4" in ab.reason


def test_two_slots_characters_swapped() -> None:
    r = resolve(
        loads(
            "game: ws\ntitle: t\nturn: {player: A, number: 6, phase: main, first_player: A}\n"
            "players:\n  A:\n    level: 1\n    stock: 1\n    deck: 10\n    stage:\n"
            "      center_front: {name: 力持ち, type: character, level: 1, power: 5000, soul: 1, "
            f'text: "{FORCE.format(row="前列", side="左")}"}}\n'
            "  B:\n    deck: 10\n    stage:\n"
            "      center_front: {name: 大, type: character, level: 2, power: 9000, soul: 1, state: rest}\n"
            "      left_front: {name: 小, type: character, level: 0, power: 1000, soul: 1}\n"
            "      right_front: {name: 他, type: character, level: 0, power: 1000, soul: 1}\n"
            "actions:\n  - {do: climax_phase, card: none}\n"
            "choices:\n  - {player: A, at: cost, choose: yes}\n"
            "ask: [B.center_front, B.left_front, B.right_front]\n",
            "t.yaml",
        )
    )
    assert main_state(r, "B.center_front") == ["小"]
    assert main_state(r, "B.left_front") == ["大"]
    assert main_state(r, "B.right_front") == ["他"]
