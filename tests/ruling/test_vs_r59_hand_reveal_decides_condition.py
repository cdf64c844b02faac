"""Round 59 (s56vsC): a [手札] technique's 「なら」 checked as it resolves (8.6.5) is part of the
resolution its reveal began (4.4.1.1: revealed at the first check timing after its trigger, its
technique put in the resolution zone): a ruling on the hand that it leaves as it was cites both."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads


def _board(b_retire: int, hand: str) -> str:
    text = (
        "[手札]あなたのリングのカードがアタックされた時、あなたのリタイヤが相手より少ないなら、"
        "あなたは2枚引く。"
    )
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, first_player: B, phase: ability}\n"
        "players:\n  A:\n    deck: 10\n    retire: 4\n"
        "    ring: {name: 鷹, ap: 1000, dp: 2000}\n"
        "    bench: {left: {name: 鶉, ap: 1000, dp: 1000}}\n"
        f"  B:\n    deck: 10\n    retire: {b_retire}\n"
        f'    hand: [{{name: 雲雀, text: "{text}"}}]\n'
        "    ring: {name: 鴫, ap: 1000, dp: 3000}\n"
        "choices:\n  - {player: B, at: hand_reveal, choose: yes}\n"
        "actions:\n  - {do: attack, support: 鶉}\n"
        f"expect:\n  state: {{B.hand: {hand}}}\n"
    )


@pytest.mark.parametrize(("b_retire", "hand"), [(4, "[雲雀]"), (3, "3")])
def test_the_reveal_and_the_condition(b_retire: int, hand: str) -> None:
    r = resolve(loads(_board(b_retire, hand), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"4.4.1.1", "8.6.5"} <= set(r.decided_by), r.decided_by
