"""co round 53 (s50coT): 4.3.5's 「〜の直後にのみ〜してもよい」 printed where an ability's cost stands —
「<moment>直後にのみ使用してもよい:効果」 (the gate the whole cost: the ability costs nothing) and
「<moment>直後にのみ、『X』をタップしてもよい:効果」 (the gate said of the cost paid): read as the gate
printed before the cost (「…直後にのみ使用してもよい。コスト:効果」). Used right after the moment it
resolves; at another time it is refused (4.3.5)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, decided, main_state, unsupported

DRAW = "あなたは山札からカードを1枚引く。"
FREE = "あなたのキャラクターがクラッシュした直後にのみ使用してもよい:" + DRAW
TAPPED = "あなたのキャラクターがクラッシュした直後にのみ、『灯』をタップしてもよい:" + DRAW


def test_co_gate_said_of_the_cost_is_the_gate_before_it() -> None:
    said = co_ability(TAPPED, "navigator", name="灯")
    assert said.supported, said.reason
    before = co_ability(
        "あなたのキャラクターがクラッシュした直後にのみ使用してもよい。『灯』をタップする:" + DRAW,
        "navigator",
        name="灯",
    )
    assert said.program == before.program
    assert co_ability(FREE, "navigator", name="灯").supported


def _board(text: str, answer: bool) -> dict:
    act = "{do: activate, player: A, card: 灯}"
    actions = (
        f"  - {{do: play, player: B, card: 矢, target: 兵, on_crash: {{兵: {{after: [{act}]}}}}}}\n"
        if answer
        else f"  - {{do: play, player: B, card: 矢, target: 兵}}\n  - {act}\n"
    )
    return co_run(
        "turn: {player: B, number: 6, phase: main}\nplayers:\n  A:\n    hp: 20\n    energy: 0\n"
        "    deck: 10\n    field:\n"
        f'      - {{name: 灯, type: navigator, text: "{text}"}}\n'
        "      - {name: 兵, type: character, ap: 1, dp: 1}\n"
        "  B:\n    hp: 20\n    energy: 0\n    deck: 10\n"
        '    hand: [{name: 矢, type: spell, cost: 0, text: "対象のキャラクターに2点のダメージを与える。"}]\n'
        f"actions:\n{actions}ask: [兵.zone, A.hand]\n"
    )


@pytest.mark.parametrize("text", [FREE, TAPPED])
def test_co_gate_in_cost_used_right_after(text: str) -> None:
    r = _board(text, answer=True)
    assert not unsupported(r)
    assert main_state(r, "兵.zone") == "A.dustbox"
    assert main_state(r, "A.hand") == 1
    assert "4.3.5" in decided(r)


@pytest.mark.parametrize("text", [FREE, TAPPED])
def test_co_gate_in_cost_refused_at_another_time(text: str) -> None:
    r = _board(text, answer=False)
    assert main_state(r, "A.hand") == 0
    assert "4.3.5" in decided(r)
