"""mc (round 54, s51mcT): 「対象は未行動にならない」 of a ○ ability (4.10.1's other state, beside
「行動完了にならない」): while it is in force the unit stays acted where a rule would make it
unacted — the end declaration phase's 7.6.4 (the text wins over the rules, 1.3.1) — and where an
effect would — 「対象を未行動にする」 (10.1.14; the negative wins, 4.1.12)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import decided, main_state, mc_compile, mc_run

_HEAVY = "○鈍重\\n〈対象:このユニット〉\\n対象は未行動にならない。"


def test_the_step_compiles_as_its_own_negative() -> None:
    from ruling.games._mc.cardtext import NoStandStep

    prog = mc_compile(_HEAVY.replace("\\n", "\n"))
    assert [type(s) for s in prog.steps] == [NoStandStep]


def _end_phase(text: str) -> str:
    return (
        "turn: {player: A, number: 5, phase: end}\nplayers:\n  A:\n    deck: 20\n    field:\n"
        "      c1: [{name: 本陣, type: terrain, hq: true}]\n      c2:\n"
        "        - {name: 平原, type: terrain, limit: 6}\n"
        f'        - {{name: 岩, type: unit, level: 2, attack: 1, defense: 4, state: rest, text: "{text}"}}\n'
        "        - {name: 兵, type: unit, level: 1, attack: 1, defense: 2, state: rest}\n"
        "  B:\n    deck: 20\n    field: {c4: [{name: 本陣, type: terrain, hq: true}]}\n"
        "actions:\n  - do: end_phase\nask: [岩.state, 兵.state]\n"
    )


@pytest.mark.parametrize(("text", "state"), [(_HEAVY, "rest"), ("", "stand")])
def test_the_end_phase_leaves_it_acted(text: str, state: str) -> None:
    r = mc_run(_end_phase(text))
    assert main_state(r, "岩.state") == state
    assert main_state(r, "兵.state") == "stand"  # 7.6.4 for every other acted unit
    if text:
        assert {"7.6.4", "1.3.1", "4.1.12"} <= decided(r)


def test_an_effect_making_it_unacted_is_not_applied() -> None:
    wake = "◎[メイン]目覚まし\\n〈対象:自軍ユニット1体〉\\n対象を未行動にする。"
    r = mc_run(
        "turn: {player: A, number: 5, phase: main}\nplayers:\n  A:\n    deck: 20\n    field:\n"
        "      c1: [{name: 本陣, type: terrain, hq: true}]\n      c2:\n"
        "        - {name: 平原, type: terrain, limit: 6}\n"
        f'        - {{name: 岩, type: unit, level: 2, attack: 1, defense: 4, state: rest, text: "{_HEAVY}"}}\n'
        f'        - {{name: 術, type: unit, level: 1, attack: 1, defense: 2, text: "{wake}"}}\n'
        "  B:\n    deck: 20\n    field: {c4: [{name: 本陣, type: terrain, hq: true}]}\n"
        "actions:\n  - {do: use, card: 術, target: 岩}\nask: [岩.state]\n"
    )
    assert main_state(r, "岩.state") == "rest"
    assert "4.1.12" in decided(r)
