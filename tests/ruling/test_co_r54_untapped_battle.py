"""「『X』は、ディフェンス(アタック)するとき、アンタップ状態のまま戦闘を行う」 (round 54, s51coT; issue
12): the grammar reads 「…するとき」 as a trigger, but nothing triggers — X fights untapped, its
cost of tapping (3.4.5.3 / 3.4.5.2 「コストとしてタップします」) not paid under its text (4.2.9):
the keyword of 「…を行ってもタップしない」 (``untapped_defend`` / ``untapped_attack``)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, main_state


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        (
            "『岩鉄』は、ディフェンスするとき、アンタップ状態のまま戦闘を行う。",
            "『岩鉄』はディフェンスを行ってもタップしない。",
        ),
        (
            "『岩鉄』は、アタックするとき、アンタップ状態のまま戦闘を行う。",
            "『岩鉄』はアタックを行ってもタップしない。",
        ),
    ],
)
def test_the_keyword_of_the_untapped_act(text: str, plain: str) -> None:
    a, b = co_ability(text), co_ability(plain)
    assert a.supported, a.reason
    assert a.program == b.program


@pytest.mark.parametrize(("act", "state"), [("ディフェンス", "stand"), ("アタック", "rest")])
def test_the_defender_stays_untapped(act: str, state: str) -> None:
    text = f"『岩鉄』は、{act}するとき、アンタップ状態のまま戦闘を行う。"
    r = co_run(
        "turn: {player: A, number: 9, phase: main}\nplayers:\n  A:\n    hp: 20\n    deck: 10\n"
        "    field: [{name: 猪武者, type: character, ap: 1, dp: 5}]\n"
        "  B:\n    hp: 20\n    deck: 10\n"
        f'    field: [{{name: 岩鉄, type: character, ap: 1, dp: 5, text: "{text}"}}]\n'
        "actions:\n  - {do: attack, attacker: 猪武者, defender: 岩鉄}\nask: [岩鉄.state]\n"
    )
    assert main_state(r, "岩鉄.state") == state
