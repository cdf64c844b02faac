"""Round 55 (issue 12, s52vgT3): 「退却させた枚数と同じ数だけ、このユニットの☆＋1」 — 数 compared with a
number of cards (枚数) is that number, so 「Xの枚数と同じ数だけ、Y」 is 「Xの枚数と同じだけ、Y」: Y done X
times, as 「X１枚につき、Y」 (``abilities._as_many_joined``); 「退却させた枚数」 (a causative past, as
「置いた枚数」) is per card the ability retired (``steps._per``)."""

from __future__ import annotations

from typing import Any

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported, vg_card_run

HEAD = "あなたのリアガードを２枚まで選び、退却させ、"
SAME = "退却させた枚数と同じ数だけ、このユニットの☆＋1。"
PER = "退却させたカード１枚につき、このユニットの☆＋1。"


def _program(text: str) -> Any:
    get_game("vg")
    (a,) = _abilities("vg", "【起】【(V)】：" + text, None)
    assert a.supported, a.reason
    return a.program


def test_as_many_times_as_retired_is_per_card_retired() -> None:
    p = _program(HEAD + "そのバトル中、" + SAME)
    assert p.steps == _program(HEAD + "そのバトル中、" + PER).steps
    assert p.steps[-1].per.ref == "acted:retire"


def test_on_a_board() -> None:
    """剣士 and 弓兵 (A's two rear-guards) are retired: 竜's critical 1 + 2."""
    text = HEAD + "そのターン中、" + SAME
    resolve = f'  - {{do: main_phase, actions: [{{do: resolve_text, text: "{text}", card: 竜}}]}}'
    extra = "right_front: {name: 弓兵, type: normal, grade: 1, power: 8000}"
    picks = (
        "choices:\n  - {player: A, at: choose, choose: 剣士}\n"
        "  - {player: A, at: choose, choose: 弓兵}\nask: [A.vanguard.critical]"
    )
    r = vg_card_run("", resolve, extra=extra, choices=picks)
    assert not unsupported(r)
    assert r.outcome["state"]["A.vanguard.critical"] == 3
